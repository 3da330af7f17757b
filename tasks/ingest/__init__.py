"""Stage 1: a report file in, a Document out (text layer, reading order, OCR engines and pool, discovery, dates)."""

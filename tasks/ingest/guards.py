"""Checks on a PDF that MuPDF alone does not make: inline images against the pixel cap, and a
file MuPDF had to repair (or that holds fewer pages than it declares)."""

from __future__ import annotations

import re
import zlib

import pymupdf

_INLINE_IMAGE = re.compile(rb"\bBI\s+(.{0,2048}?)\s+ID[\s\x00]", re.S)
_DIMENSION = {b"W": re.compile(rb"/(?:W|Width)\s+(\d+)"), b"H": re.compile(rb"/(?:H|Height)\s+(\d+)")}
_CHUNK = 1 << 20
_OVERLAP = 4096
_PAGES_NODE = re.compile(rb"<<[^<>]{0,2048}?/Type\s*/Pages\b[^<>]{0,2048}?>>", re.S)
_COUNT = re.compile(rb"/Count\s+(\d+)")


def inline_image_megapixels(pdf: pymupdf.Document, page: pymupdf.Page) -> float:
    """The largest inline image (`BI /W … /H … ID … EI`) in the page's content streams, in
    megapixels. `get_images()` does not list inline images, and rendering decodes them in full
    (a 20000 x 20000 one is 1.2 GB), so they are read from the stream's own dictionary. The
    streams are inflated a megabyte at a time, so a huge content stream is never held whole."""
    largest = 0
    for xref in page.get_contents():
        for chunk in _stream_chunks(pdf, xref):
            for match in _INLINE_IMAGE.finditer(chunk):
                header = match.group(1)
                width, height = (_DIMENSION[k].search(header) for k in (b"W", b"H"))
                if width and height:
                    largest = max(largest, int(width.group(1)) * int(height.group(1)))
    return largest / 1e6


def _stream_chunks(pdf: pymupdf.Document, xref: int):
    raw = pdf.xref_stream_raw(xref) or b""
    filters = pdf.xref_get_key(xref, "Filter")[1]
    inflate = zlib.decompressobj() if "FlateDecode" in filters else None
    tail = b""
    for start in range(0, len(raw), _CHUNK):
        piece = raw[start : start + _CHUNK]
        if inflate is not None:
            try:
                piece = inflate.decompress(piece, _CHUNK * 64)
            except zlib.error:
                return
        yield tail + piece
        tail = piece[-_OVERLAP:]
        if inflate is not None:
            while inflate.unconsumed_tail:  # more output than max_length: keep inflating in bounded steps
                more = inflate.decompress(inflate.unconsumed_tail, _CHUNK * 64)
                yield tail + more
                tail = more[-_OVERLAP:]


def declared_pages(data: bytes) -> int | None:
    """The page count the file's page tree declares (the root /Pages node's /Count, the largest);
    None when it is not in plain sight (inside a compressed object stream)."""
    counts = [int(c.group(1)) for node in _PAGES_NODE.finditer(data) if (c := _COUNT.search(node.group(0)))]
    return max(counts) if counts else None


def integrity_alerts(pdf: pymupdf.Document, data: bytes) -> list[str]:
    """Alerts for a file MuPDF repaired or that lost pages; call after its pages were read."""
    alerts = []
    declared = declared_pages(data)
    if declared is not None and pdf.page_count < declared:
        alerts.append(
            f"pdf_pages_missing: the file declares {declared} pages, {pdf.page_count} could be read; get an intact copy"
        )
    if pdf.is_repaired:
        alerts.append(
            "pdf_repaired: MuPDF had to repair the file's damaged structure, text may be missing; check it against an intact copy"
        )
    return alerts

"""Candidate finders for each field, on plain text with offsets into it.

They serve the rules backend (which answers with a choice among them), clean (which keeps risk
sections), validation (a NONE answer that a finder contradicts goes to fallback) and the fallback
(snippet selection). They use the patterns of schemas/patterns.py only."""

"""Where the repository, the sample PDFs and the real reports are, for every test module."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_pdfs"
REAL_REPORTS = ROOT.parent / "shared" / "real_reports"
REAL_PDFS = ROOT.parent / "shared" / "real_pdfs"

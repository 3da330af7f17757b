"""Where the repository, the sample PDFs and the real reports are, for every test module."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_pdfs"
REAL_REPORTS = ROOT.parent / "shared" / "real_reports"
REAL_PDFS = ROOT.parent / "shared" / "real_pdfs"
# The eight Tencent (0700.HK) notes of REAL_PDFS and the broker each prints.
TENCENT_NOTES = {
    "rp_086.pdf": "BofA Securities",
    "rp_087.pdf": "Citi Research",
    "rp_088.pdf": "CMB International",
    "rp_089.pdf": "Deutsche Bank",
    "rp_090.pdf": "J.P. Morgan",
    "rp_091.pdf": "Morgan Stanley",
    "rp_092.pdf": "Nomura",
    "rp_093.pdf": "UBS",
}

"""Per-field accuracy of the rules backend on sample_pdfs/ and ../shared/real_reports/.

Runs the per-report pipeline functions directly (no Prefect), so the numbers measure the stages.
    .venv/bin/python bench/accuracy.py
"""

from __future__ import annotations

import json
import sys
import time
import unicodedata
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from flows.report import digest_one, run_context  # noqa: E402
from flows.settings import RunOptions  # noqa: E402
from schemas.types import FieldName, ReportOutcome  # noqa: E402
from tasks.ingest.discover import InputFile
from tasks.ingest.reader import sha256_file  # noqa: E402

SAMPLES = ROOT / "sample_pdfs"
REAL = ROOT.parent / "shared" / "real_reports"
console = Console()


def nfkc(value: str | None) -> str | None:
    return unicodedata.normalize("NFKC", value) if value else value


@dataclass
class Score:
    name: str
    reports: int = 0
    rating: int = 0
    target: int = 0
    risks: int = 0
    seconds: float = 0.0

    def row(self) -> list[str]:
        pct = lambda n: f"{n}/{self.reports} ({100 * n / max(1, self.reports):.0f}%)"  # noqa: E731
        return [self.name, str(self.reports), pct(self.rating), pct(self.target), pct(self.risks), f"{self.seconds:.1f}"]


def outcome_for(path: Path) -> ReportOutcome:
    return digest_one(InputFile(path, sha256_file(path)), run_context(RunOptions(inputs=[path], extractor="rules")))


def score_set(name: str, folder: Path, labels: list[dict], misses: list[str]) -> Score:
    score = Score(name)
    started = time.perf_counter()
    for label in labels:
        if label.get("expect_status", "ok") != "ok":
            continue
        outcome = outcome_for(folder / label["file"])
        fields = outcome.fields
        got_rating = fields[FieldName.RATING].value if fields else None
        got_target = fields[FieldName.TARGET_PRICE].value if fields else None
        got_risks = list(fields[FieldName.RISK_FACTORS].items) if fields else []
        want_risks = [nfkc(r) for r in label["risks"]]
        checks = {
            "rating": got_rating == nfkc(label["rating"]),
            "target": got_target == nfkc(label["target_price"]),
            "risks": got_risks == want_risks,
        }
        score.reports += 1
        for key, ok in checks.items():
            setattr(score, key, getattr(score, key) + ok)
            if not ok:
                want = {"rating": label["rating"], "target": label["target_price"], "risks": want_risks}[key]
                got = {"rating": got_rating, "target": got_target, "risks": got_risks}[key]
                misses.append(f"{name} {label['file']} {key}: got {got!r} want {want!r} ({outcome.status}, {outcome.error or ''})")
    score.seconds = time.perf_counter() - started
    return score


def read_labels(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def main() -> None:
    misses: list[str] = []
    scores = [score_set("sample_pdfs", SAMPLES, read_labels(SAMPLES / "labels.jsonl"), misses)]
    if (REAL / "labels.jsonl").exists():
        scores.append(score_set("real_reports", REAL, read_labels(REAL / "labels.jsonl"), misses))
    else:
        console.print("[yellow]../shared/real_reports absent: skipped[/yellow]")
    table = Table(title="Rules backend, per-field exact-match accuracy (full pipeline: ingest → clean → prompt → rules → validate → fallback)")
    for column in ("set", "reports", "rating", "target price", "risk factors (exact list)", "seconds"):
        table.add_column(column)
    for score in scores:
        table.add_row(*score.row())
    console.print(table)
    for miss in misses:
        console.print(f"  miss: {miss}", markup=False)


if __name__ == "__main__":
    main()

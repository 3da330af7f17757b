"""The rules backend on real broker PDFs and on the Datayes abstracts, per language x format x doc_type.

Sets: `real_pdfs` (bench/labels/real_pdfs.jsonl and real_pdfs_unseen.jsonl over ../shared/real_pdfs/,
split dev / dev_from_test / unseen, plus the 3 Chinese seed labels as dev), and for comparison the sets of bench/accuracy.py: `sample_pdfs`,
`real_reports`, `corpus_dev`. Each report runs through the per-report pipeline as in accuracy.py
(flows.report.digest_one, rules backend, offline, no OCR cache). The real PDFs and the abstracts run
without the benches' ingest cache, so their seconds are file to row; sample_pdfs reuse it (its scans
take tens of seconds to OCR), so its seconds are not.

Scoring (bench/labelsets.py, shared with accuracy.py):
- doc_type, rating, target: exact after NFKC (ratings are compared as printed, case included); a
  null target label counts, the answer must be null too.
- risk items: F1 micro over items, pooled over the reports of a row; an item matches an equal item
  after NFKC (each used once). `loose` also drops all whitespace and a final period or semicolon.
- stock calls: a call matches a labelled call of the same stock (codes equal, or the same digits, or
  the same ticker without its listing: `0700 HK` ~ `00700.HK`; or names equal after NFKC and
  casefold) with the same rating after NFKC, one to one; precision = matched / extracted, recall =
  matched / labelled, pooled over the reports whose calls are labelled.

The unseen split (46 PDFs labelled after the rules were developed) is sealed: only its aggregate
figures are printed, never a report of it. The test split (brokers held apart) was sealed the same
way in sessions 18-25; it is `dev_from_test` since session 26 (no further real PDFs came to develop
on), printed as its own section. `--dev-misses` prints the misses of both development splits.

Datayes: the 2,000 abstracts of ../shared/datayes_abstracts/ are written as .txt files to a temporary
folder and run the same way; the rating is right when the answer equals the broker's rating word
(`买入-A` is `买入` with risk grade A, on either side), scored on the abstracts whose rating word occurs
in the text. `--limit N` runs a fixed random sample of N (seed 22). `--split dev|held` runs one half,
split by broker before any miss was looked at (`datayes_split`): rules change only from misses of the
dev half (`--dev-misses` lists them, never the held half's); `--split both` reports each half apart.

Figures go to bench/results/pdf_accuracy.json.
    .venv/bin/python bench/pdf_accuracy.py [--sets ...] [--labels a.jsonl,b.jsonl] [--limit N] [--dev-misses]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from bench.accuracy import Scored, Tally, frac, pct, run_rules, score_one, total  # noqa: E402
from bench.labelsets import (  # noqa: E402
    DEV_SPLITS,
    REAL_PDF_LABELS,
    SHARED,
    Labelled,
    all_sets,
    cached_ingest,
    got_doc_type,
    got_rating,
    got_risks,
    item_overlap,
    nfkc,
    read_jsonl,
    real_pdf_set,
    write_results,
)

console = Console() if sys.stdout.isatty() else Console(width=220)
DATAYES = SHARED / "datayes_abstracts" / "datayes_abstracts_sample2000.jsonl"
SETS = ("real_pdfs", "sample_pdfs", "real_reports", "corpus_dev", "datayes")
UNTIMED = ("sample_pdfs",)  # read through the disk ingest cache: seconds are not file to row
SEED = 22


@dataclass
class Result:
    scored: Scored
    loose: tuple[int, int, int]  # risk items (tp, fp, fn) under the loose matching

    @property
    def item(self) -> Labelled:
        return self.scored.item


def score(item: Labelled, outcome: Any) -> Result:
    return Result(score_one(item, outcome), item_overlap(got_risks(outcome), item.risks, loose=True))


def section_of(item: Labelled) -> str:
    return f"{item.set} {item.split}" if item.split else item.set


# ---------------------------------------------------------------- figures of a group of reports


def f1(tp: int, fp: int, fn: int) -> float | None:
    return 2 * tp / (2 * tp + fp + fn) if tp + fp + fn else None


def figures(results: list[Result]) -> dict[str, Any]:
    """The figures of a row: [right, scored] pairs, F1s, calls P/R and the median seconds."""
    t: Tally = total(r.scored for r in results)
    loose = [sum(r.loose[k] for r in results) for k in range(3)]
    timed = [r.scored.tally.seconds for r in results if r.item.set not in UNTIMED]
    return {
        "reports": t.reports,
        "doc_type_acc": t.doc_type,
        "rating": t.rating,
        "target": t.target,
        "risk_f1": t.risk_f1,
        "risk_f1_loose": f1(*loose),
        "risk_items": {"tp": t.risk_tp, "fp": t.risk_fp, "fn": t.risk_fn},
        "calls_precision": t.calls_precision if t.calls_scored else None,
        "calls_recall": t.calls_recall if t.calls_scored else None,
        "calls": {"matched": t.calls_matched, "extracted": t.calls_predicted, "labelled": t.calls_labelled},
        "median_seconds": statistics.median(timed) if timed else None,
    }


GroupKey = tuple[str, str, str, str]  # section, language, format, doc_type ("all" where pooled)


def groups(results: list[Result]) -> dict[GroupKey, list[Result]]:
    """Per section (set and split): each language x format x doc_type, each language x format pooled
    over doc_types, and the whole section."""
    out: dict[GroupKey, list[Result]] = {}
    for r in results:
        i = r.item
        doc_type = i.doc_type or "unlabelled"
        for key in (
            (section_of(i), i.language, i.format, doc_type),
            (section_of(i), i.language, i.format, "all"),
            (section_of(i), "all", "all", "all"),
        ):
            out.setdefault(key, []).append(r)
    return out


def rows(results: list[Result]) -> list[tuple[GroupKey, dict[str, Any]]]:
    """The rows in print order; a pooled row with the same reports as a finer one is left out."""
    order = {name: n for n, name in enumerate(SETS)}
    found = groups(results)
    keys = sorted(
        found,
        key=lambda k: (order.get(k[0].split()[0], 99), k[0], k[1] == "all", k[1], k[2], k[3] == "all", k[3]),
    )
    kept, seen = [], set()
    for key in keys:
        members = frozenset(id(r) for r in found[key])
        if members not in seen:
            seen.add(members)
            kept.append((key, figures(found[key])))
    return kept


def dev_misses(results: list[Result]) -> list[str]:
    """The per-report misses of the development splits; a sealed split is never listed."""
    return [m for r in results if r.item.split in DEV_SPLITS for m in r.scored.misses]


# ---------------------------------------------------------------- Datayes abstracts


def rating_word(value: str | None) -> str | None:
    """The rating word of a label or an answer: `买入-A` -> 买入 (A is a risk grade); 无评级 and empty -> None."""
    word = re.sub(r"\s*[-－]\s*[A-E]$", "", nfkc(value) or "")
    return None if not word or word == "无评级" else word


def datayes_split(rows: list[dict[str, Any]]) -> dict[str, str]:
    """Broker -> "dev" or "held": the brokers, sorted then shuffled with SEED, each go to the half with
    fewer abstracts so far (dev on a tie), so the halves are near equal and no broker is in both."""
    sizes = Counter(str(row.get("broker")) for row in rows)
    brokers = sorted(sizes)
    random.Random(SEED).shuffle(brokers)
    half: dict[str, str] = {}
    held = {"dev": 0, "held": 0}
    for broker in brokers:
        side = "dev" if held["dev"] <= held["held"] else "held"
        half[broker] = side
        held[side] += sizes[broker]
    return half


def datayes_sample(rows: list[dict[str, Any]], limit: int | None) -> list[dict[str, Any]]:
    if limit is None or limit >= len(rows):
        return rows
    chosen = set(random.Random(SEED).sample(range(len(rows)), limit))
    return [row for n, row in enumerate(rows) if n in chosen]


@dataclass
class DatayesTally:
    abstracts: int = 0
    rated: int = 0  # with a rating word (not empty, not 无评级)
    in_text: int = 0  # ... that occurs in the text: the scored ones
    right: int = 0
    right_rated: int = 0  # right among all rated, word in the text or not
    answered_none: int = 0  # scored ones the pipeline gave no rating
    company: int = 0  # abstracts called company reports: all are, and an industry report's rating is
    # the sector's own, so a company abstract taken for an industry one loses its rating

    def add(
        self, label: str | None, text: str, answer: str | None, doc_type: str | None = None
    ) -> tuple[str, str | None] | None:
        """Counts one abstract; returns (wanted, got) when a scored one is wrong."""
        self.abstracts += 1
        self.company += doc_type == "company"
        want = rating_word(label)
        if want is None:
            return None
        self.rated += 1
        got = rating_word(answer)
        self.right_rated += got == want
        if want not in (nfkc(text) or ""):
            return None
        self.in_text += 1
        self.right += got == want
        self.answered_none += got is None
        return None if got == want else (want, got)


def run_datayes(limit: int | None, split: str | None = None) -> dict[str, Any]:
    """All abstracts, or one half (`dev` or `held`) of the broker split; `misses` are listed for dev only."""
    rows = read_jsonl(DATAYES)
    if split is not None:
        half = datayes_split(rows)
        rows = [row for row in rows if half[str(row.get("broker"))] == split]
    rows = datayes_sample(rows, limit)
    tally, wrong, seconds = DatayesTally(), Counter[tuple[str, str | None]](), []
    misses: list[str] = []
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="datayes-") as folder:
        for row in rows:
            path = Path(folder) / f"{row['id']}.txt"
            path.write_text(row["text"], "utf-8")
            item = Labelled(
                set="datayes",
                id=row["id"],
                path=path,
                source="datayes",
                group=str(row.get("broker")),
                rating=None,
                rating_verbatim=None,
                target_price=None,
                risks=[],
            )
            outcome = run_rules(item)
            seconds.append(outcome.seconds)
            miss = tally.add(row.get("rating_label"), row["text"], got_rating(outcome), got_doc_type(outcome))
            if miss:
                wrong[miss] += 1
                if split == "dev":
                    misses.append(f"{row['id']}: wanted {miss[0]}, got {miss[1]} ({got_doc_type(outcome)})")
    return {
        "split": split or "all",
        "limit": limit,
        "sample": f"all {len(rows)}" if limit is None else f"{len(rows)} drawn with seed {SEED}",
        **tally.__dict__,
        "accuracy": tally.right / tally.in_text if tally.in_text else None,
        "median_seconds": statistics.median(seconds) if seconds else None,
        "wall_seconds": round(time.perf_counter() - started, 1),
        "wrong_top": [[want, got, n] for (want, got), n in wrong.most_common(12)] if split != "held" else [],
        "misses": misses,
    }


# ---------------------------------------------------------------- printing


def f3(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.3f}"


def table_of(found: list[tuple[GroupKey, dict[str, Any]]]) -> Table:
    table = Table(
        title="Rules backend per set / split, language x format x doc_type (test, unseen: sealed, aggregates only)",
        title_justify="left",
    )
    for column in (
        "set / split",
        "lang",
        "format",
        "doc_type",
        "reports",
        "doc_type acc",
        "rating",
        "target",
        "risk F1",
        "risk F1 loose",
        "calls P / R (matched/extracted/labelled)",
        "median s",
    ):
        table.add_column(column)
    previous = None
    for (section, language, fmt, doc_type), f in found:
        if previous is not None and section != previous:
            table.add_section()
        previous = section
        calls = f["calls"]
        table.add_row(
            section,
            language,
            fmt,
            doc_type,
            str(f["reports"]),
            frac(f["doc_type_acc"]),
            frac(f["rating"]),
            frac(f["target"]),
            f3(f["risk_f1"]),
            f3(f["risk_f1_loose"]),
            "n/a"
            if f["calls_precision"] is None and f["calls_recall"] is None
            else f"{pct(f['calls_precision'])} / {pct(f['calls_recall'])} ({calls['matched']}/{calls['extracted']}/{calls['labelled']})",
            "cached" if section.split()[0] in UNTIMED else f3(f["median_seconds"]),
        )
    return table


def datayes_lines(d: dict[str, Any]) -> list[str]:
    top = (
        ["  most frequent misses (wanted -> got): " + ", ".join(f"{w} -> {g} x{n}" for w, g, n in d["wrong_top"])]
        if d["wrong_top"]
        else []
    )
    return [
        f"Datayes abstracts, {d['split']} ({d['sample']}): rating right on {d['right']}/{d['in_text']} ({pct(d['accuracy'])}) "
        f"of those whose rating word is in the text; {d['abstracts']} abstracts, {d['rated']} rated, "
        f"{d['right_rated']}/{d['rated']} right over all rated, {d['answered_none']} scored ones unanswered; "
        f"doc_type company (all are) on {d['company']}/{d['abstracts']}; "
        f"median {f3(d['median_seconds'])} s, {d['wall_seconds']} s in all",
        *top,
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(SETS), help="comma-separated: " + ", ".join(SETS))
    parser.add_argument(
        "--labels",
        default=",".join(str(p) for p in REAL_PDF_LABELS),
        help="comma-separated label files of real_pdfs (no `split`: pdf_group1/2 are dev, else test)",
    )
    parser.add_argument("--limit", type=int, default=None, help="Datayes: a fixed random sample of N abstracts")
    parser.add_argument(
        "--split",
        choices=("all", "dev", "held", "both"),
        default="both",
        help="Datayes: all abstracts, one half of the broker split, or both halves apart",
    )
    parser.add_argument(
        "--dev-misses", action="store_true", help="print the per-report misses of the dev split (and Datayes dev half)"
    )
    args = parser.parse_args(argv)
    if not SHARED.exists():
        console.print(f"[yellow]{SHARED} absent: no real PDFs or abstracts to score, skipped[/yellow]")
        return 0
    wanted = [s for s in args.sets.split(",") if s]
    started = time.perf_counter()
    results: list[Result] = []
    if "real_pdfs" in wanted:
        labels = [Path(p) for p in args.labels.split(",") if p]
        pdfs = real_pdf_set(labels)
        if not pdfs:
            console.print(
                f"[yellow]real_pdfs: no labels at {args.labels} (or ../shared/real_pdfs absent), skipped[/yellow]"
            )
        # no ingest cache: their seconds are the median's, file to row
        results += [score(i, run_rules(i)) for i in pdfs]
    others = tuple(s for s in wanted if s in ("sample_pdfs", "real_reports", "corpus_dev"))
    sets = all_sets(others)
    with cached_ingest():
        results += [score(i, run_rules(i)) for name in others for i in sets.get(name, [])]
    halves = {"all": [None], "dev": ["dev"], "held": ["held"], "both": ["dev", "held"]}[args.split]
    datayes = [run_datayes(args.limit, h) for h in halves] if "datayes" in wanted and DATAYES.exists() else []
    found = rows(results)
    console.print(table_of(found))
    timed = [r.scored.tally.seconds for r in results if r.item.set == "real_pdfs"]
    median = statistics.median(timed) if timed else None
    console.print(
        f"Median seconds per text-layer PDF report, file to row (real_pdfs, {len(timed)} reports): {f3(median)}"
    )
    for half in datayes:
        for line in datayes_lines(half):
            console.print(line, markup=False, soft_wrap=True)
    wall = round(time.perf_counter() - started, 1)
    figures_out = {
        "wall_seconds": wall,
        "median_seconds_text_layer_pdf": median,
        "rows": [
            {"section": s, "language": lang, "format": fmt, "doc_type": dt, **f} for (s, lang, fmt, dt), f in found
        ],
        "datayes": datayes,
    }
    path = write_results("pdf_accuracy.json", [json.dumps(figures_out, ensure_ascii=False, indent=1)])
    if args.dev_misses:
        datayes_misses = [m for half in datayes for m in half["misses"]]
        for line in dev_misses(results) + datayes_misses or ["(no dev misses)"]:
            console.print(line, markup=False, highlight=False, soft_wrap=True)
    console.print(f"figures written to {path.relative_to(ROOT)}; {wall}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

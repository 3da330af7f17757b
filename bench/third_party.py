"""The third-party check: the rules backend's target price on all 95 AlphaFin abstracts of
../shared/corpus/alphafin/ against `dataset_target_price`, a label nobody on this project wrote
(../shared/corpus/index.jsonl).

- recall: where the dataset records a number and the text states it as a price (its digits in the
  source's form, `.` written as a space: 43.75 -> `43 75`, then a currency unit), the extracted target's numeric value equals it
  (FieldResult.target_price_low/high when the validator sets them, else parsed here; a range
  counts when either end equals it);
- false positives: where the dataset records none, any target given;
- truncated values marked valid: an extracted target whose digits are a proper prefix of a longer
  digit group in the text at its place (`43` of `43 75元`).
Per-report lines go to bench/results/third_party.txt.
    .venv/bin/python bench/third_party.py [--check]
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from bench.labelsets import CORPUS, Labelled, cached_ingest, field_result, read_jsonl, write_results  # noqa: E402

console = Console() if sys.stdout.isatty() else Console(width=200)  # piped: wide rows, not wrapped at 80
RECALL_GOAL = 0.80
SPACED_NUMBER = re.compile(r"\d+(?:[.．,]\d+)?(?: \d{1,2}(?!\d))?")
DIGIT_GROUP = re.compile(r"\d+(?:(?:[.．,]| )\d+)*")


def number_forms(value: float) -> list[str]:
    """The ways the source may print the number: 43.75 -> `43 75`; 23.4 -> `23 4`, `23 40`; 109.0 -> `109`, `109 0`, `109 00`."""
    forms = []
    for decimals in (0, 1, 2):
        text = f"{value:.{decimals}f}"
        if float(text) == value:
            forms.append(text.replace(".", " "))
    return forms


def states_number(text: str, value: float) -> bool:
    """The text holds one of the forms as a whole number (no digit, or digit group, continues it)
    stated as a price: a currency unit follows, directly or after the rest of a range (`72 50 85 00元`)."""
    for form in number_forms(value):
        if re.search(
            rf"(?<!\d)(?<!\d[ .]){re.escape(form)}(?! ?\d)(?:\s?(?:-|~|至|到)\s?\d+(?: \d{{1,2}})?)?\s?(?:元|港元|港币|美元)",
            text,
        ):
            return True
    return False


def parsed_numbers(value: str) -> list[float]:
    """Numbers of an extracted target, reading the source's `43 75` as 43.75."""
    out = []
    for match in SPACED_NUMBER.findall(value):
        try:
            out.append(float(match.replace(",", "").replace("．", ".").replace(" ", ".")))
        except ValueError:
            continue
    return out


def target_numbers(result: Any) -> tuple[list[float], str]:
    low, high = getattr(result, "target_price_low", None), getattr(result, "target_price_high", None)
    if low is not None or high is not None:
        return [x for x in (low, high) if x is not None], "validator"
    return parsed_numbers(result.value or ""), "parsed"


def truncated_at_place(result: Any, document: Any) -> bool:
    """The value's digits are a proper prefix of the digit group the text has where it was found."""
    value_digits = "".join(re.findall(r"\d", result.value or ""))
    if not value_digits:
        return False
    places: list[tuple[str, int]] = []
    for evidence in getattr(result, "evidence", ()) or ():
        places.append((document.page_text(evidence.page), evidence.start))
    if not places:  # no evidence: every occurrence of the value counts as its place
        text = document.text
        places = [(text, m.start()) for m in re.finditer(re.escape(result.value), text)]
    for text, start in places:
        first = re.compile(r"\d").search(text, start)
        if first is None:
            continue
        group = DIGIT_GROUP.match(text, first.start())
        group_digits = "".join(re.findall(r"\d", group.group(0))) if group else ""
        if len(group_digits) > len(value_digits) and group_digits.startswith(value_digits):
            return True
    return False


@dataclass
class ThirdPartyRun:
    stated: int = 0
    recalled: int = 0
    not_stated: int = 0
    null_reports: int = 0
    false_positives: int = 0
    valid_targets: int = 0
    truncated: int = 0
    parse_disagreements: int = 0  # validator low/high differ from the bench's reading of the value
    reports: int = 0
    seconds: float = 0.0


def run_third_party(limit: int | None = None) -> tuple[ThirdPartyRun, list[str]]:
    import flows.report as report
    from bench.accuracy import run_rules
    from schemas.options import OcrOptions

    index = [row for row in read_jsonl(CORPUS / "index.jsonl") if row["file"].startswith("alphafin/")][:limit]
    out, lines = ThirdPartyRun(), []
    started = time.perf_counter()
    with cached_ingest():
        for row in index:
            path = CORPUS / row["file"]
            item = Labelled(
                set="alphafin",
                id=path.stem,
                path=path,
                source="alphafin",
                group="alphafin",
                rating=None,
                rating_verbatim=None,
                target_price=None,
                risks=[],
            )
            outcome = run_rules(item)
            document = report.ingest(path, options=OcrOptions())
            result = field_result(outcome, "TARGET_PRICE")
            value = result.value if result is not None else None
            valid = result is not None and str(result.status) in ("valid", "fallback_valid") and value
            dataset = row.get("dataset_target_price")
            out.reports += 1
            note = ""
            if valid:
                out.valid_targets += 1
                numbers, source = target_numbers(result)
                read = parsed_numbers(value)
                if source == "validator" and read and (min(numbers), max(numbers)) != (min(read), max(read)):
                    out.parse_disagreements += 1
                    note += f" [validator low/high {numbers} vs read {read}]"
                if truncated_at_place(result, document):
                    out.truncated += 1
                    note += " [TRUNCATED]"
            else:
                numbers = []
            if isinstance(dataset, (int, float)):
                if states_number(document.text, float(dataset)):
                    out.stated += 1
                    hit = any(abs(n - float(dataset)) < 1e-6 for n in numbers)
                    out.recalled += hit
                    verdict = "hit" if hit else "MISS"
                else:
                    out.not_stated += 1
                    verdict = "not stated in text"
            else:
                out.null_reports += 1
                verdict = "FALSE POSITIVE" if valid else "ok (none)"
                out.false_positives += bool(valid)
            lines.append(
                f"{path.stem} dataset={dataset!r} extracted={value!r} ({getattr(result, 'status', None)}) numbers={numbers}: {verdict}{note}"
            )
    out.seconds = time.perf_counter() - started
    return out, lines


def print_third_party(run: ThirdPartyRun) -> Table:
    table = Table(
        title=f"Third-party check: rules target price vs AlphaFin dataset_target_price, {run.reports} abstracts; {run.seconds:.1f}s",
        title_justify="left",
    )
    for column in ("figure", "value", "goal"):
        table.add_column(column)
    recall = run.recalled / run.stated if run.stated else None
    table.add_row(
        "numeric recall where the text states the dataset's target",
        f"{run.recalled}/{run.stated}" + (f" ({100 * recall:.1f}%)" if recall is not None else ""),
        f"≥ {100 * RECALL_GOAL:.0f}%",
    )
    table.add_row(
        "targets given where the dataset records none (false positives)",
        f"{run.false_positives}/{run.null_reports}",
        "0",
    )
    table.add_row("truncated values marked valid", f"{run.truncated} (of {run.valid_targets} valid targets)", "0")
    table.caption = (
        f"{run.not_stated} reports where the dataset has a number the text does not state (not scored); "
        f"{run.parse_disagreements} valid targets whose validator low/high differ from the value read with `.` as space"
    )
    return table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="exit 1 when recall < 80%%, a false positive, or a truncated value"
    )
    args = parser.parse_args(argv)
    if not (CORPUS / "index.jsonl").exists():
        console.print("[yellow]../shared/corpus absent: skipped[/yellow]")
        return 0
    run, lines = run_third_party()
    console.print(print_third_party(run))
    path = write_results("third_party.txt", lines)
    console.print(f"per-report lines in {path.relative_to(ROOT)}")
    missed = (run.stated and run.recalled / run.stated < RECALL_GOAL) or run.false_positives or run.truncated
    return 1 if args.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())

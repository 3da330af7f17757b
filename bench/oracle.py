"""The oracle: a model that answers every labelled report exactly with its labels, through the real
anthropic SDK and the whole per-report pipeline; the share of correct answers that validation keeps.

tests/fake_anthropic.py's FakeAnthropic (a real local HTTP server) plays both models with its
FapResponder: every /v1/messages request is answered in FAP with exactly the fields it asks for
(the primary: all fields; a fallback: its one field), read from the request's prompt, with the
values of the report being digested (set before each flows.report.digest_one call). The labels
are sent as labelled (verbatim in the source file; the pipeline's text is NFKC-normalised).

A field counts as kept when its final status is valid, fallback_valid or none and its value is
the label's (NFKC; a null label needs status none). "primary" is the share the primary answer's
validation kept, before any fallback. Every correct answer thrown away (by the primary validation
or finally) goes to bench/results/oracle_rejections.txt with the validator's reasons.

`--sets real_pdfs` (never a default: bench/labelsets.py) runs the real broker PDFs, in rows per
split and split x language; the unseen split is sealed, so its reports count in the table only and
the rejections written (bench/results/oracle_real_pdfs_dev.txt) are the development splits' (dev and
dev_from_test, the test split sealed until session 25).
`--sets synthetic` (or some of synthetic_layouts,synthetic_layouts_2,_3,_4,_5) renders the development
synthetic sets (bench/labelsets.py synthetic_set) and runs them, in rows per set and set x language;
their rejections go to bench/results/oracle_synthetic.txt.
    .venv/bin/python bench/oracle.py [--sets sample_pdfs,real_reports,corpus_dev | real_pdfs | synthetic] [--check]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from bench.labelsets import (  # noqa: E402
    SET_NAMES,
    Labelled,
    all_sets,
    cached_ingest,
    expand_sets,
    field_name,
    field_result,
    nfkc,
    write_results,
)

console = Console() if sys.stdout.isatty() else Console(width=200)  # piped: wide rows, not wrapped at 80
DUMMY_KEY = "sk-ant-bench-oracle-not-a-key"
FIELDS = ("DOC_TYPE", "RATING", "TARGET_PRICE", "RISK_FACTORS", "STOCK_CALLS")
ACCEPTED = ("valid", "fallback_valid", "none")
SUBSET_ORDER = (
    "sample_pdfs",
    "real_reports",
    "corpus_dev:qznan",
    "corpus_dev:alphafin",
    "real_pdfs:dev",
    "real_pdfs:dev:en",
    "real_pdfs:dev:zh",
    "real_pdfs:test",
    "real_pdfs:test:en",
    "real_pdfs:test:zh",
)


# ---------------------------------------------------------------- label values as FAP answers


def render_call(call: dict[str, Any]) -> str:
    try:
        from schemas.fap import render_call as render  # FAP v4: code | name | rating | target
    except ImportError:
        return " | ".join(call.get(k) or "NONE" for k in ("code", "name", "rating", "target_price"))
    return render(call.get("code"), call.get("name"), call.get("rating"), call.get("target_price"))


def label_values(item: Labelled) -> dict[str, str | None]:
    """Field name -> the FAP value text of the labels (None: NONE). Unlabelled fields answer NONE."""
    return {
        "DOC_TYPE": item.doc_type,
        "RATING": item.rating,
        "TARGET_PRICE": item.target_price,
        "RISK_FACTORS": "; ".join(item.risks) or None,
        "STOCK_CALLS": "; ".join(render_call(c) for c in item.stock_calls) if item.stock_calls else None,
    }


def scored_fields(item: Labelled) -> list[str]:
    """The fields this report's labels can score (and the pipeline has)."""
    names = ["RATING", "TARGET_PRICE", "RISK_FACTORS"]
    if item.doc_type and field_name("DOC_TYPE") is not None:
        names.insert(0, "DOC_TYPE")
    if item.stock_calls is not None and field_name("STOCK_CALLS") is not None:
        names.append("STOCK_CALLS")
    return names


def call_tuple(call: Any) -> tuple[str | None, ...]:
    get = (lambda k: call.get(k)) if isinstance(call, dict) else (lambda k: getattr(call, k, None))
    return tuple(nfkc(get(k)) for k in ("code", "name", "rating", "target_price"))


def _call_key(call: tuple[str | None, ...]) -> tuple[str, ...]:
    return tuple(part or "" for part in call)


def final_value(result: Any, name: str) -> Any:
    if result is None:
        return None
    if name == "RISK_FACTORS":
        return [nfkc(x) for x in result.items]
    if name == "STOCK_CALLS":
        return sorted((call_tuple(c) for c in (getattr(result, "calls", None) or ())), key=_call_key)
    return nfkc(result.value)


def label_value(item: Labelled, name: str) -> Any:
    if name == "RISK_FACTORS":
        return [nfkc(x) for x in item.risks]
    if name == "STOCK_CALLS":
        return sorted((call_tuple(c) for c in item.stock_calls or ()), key=_call_key)
    return nfkc({"DOC_TYPE": item.doc_type, "RATING": item.rating, "TARGET_PRICE": item.target_price}[name])


def call_values(result: Any, item: Labelled) -> tuple[int, int, list[str]]:
    """(kept, labelled, lost): the label's non-null call values that the final calls hold (a call
    found by its code or name), and a description of each one lost."""
    from bench.labelsets import same_stock

    keys = ("code", "name", "rating", "target_price")
    got = (
        [dict(zip(keys, call_tuple(c), strict=True)) for c in (getattr(result, "calls", None) or ())]
        if result is not None
        else []
    )
    kept_n = labelled = 0
    lost = []
    for want in item.stock_calls or []:
        want = {k: nfkc(want.get(k)) for k in keys}
        # by code first: two listings of one company share its name (`3200.HK`, `301200.SZ`)
        match = next((g for g in got if g["code"] and g["code"] == want["code"]), None) or next(
            (g for g in got if same_stock(g, want)), None
        )
        for key in keys:
            if want[key]:
                labelled += 1
                if match is not None and match[key] == want[key]:
                    kept_n += 1
                else:
                    lost.append(
                        f"{want['name'] or want['code']}.{key}={want[key]!r} got {None if match is None else match[key]!r}"
                    )
    return kept_n, labelled, lost


def kept(result: Any, item: Labelled, name: str) -> bool:
    """Final status valid / fallback_valid / none, with the label's value (none only for an empty label)."""
    if result is None:
        return False
    status = str(result.status)
    want = label_value(item, name)
    if status == "none":
        return not want
    return status in ACCEPTED and final_value(result, name) == want


# ---------------------------------------------------------------- the harness: fake API + real SDK + pipeline


@dataclass
class Harness:
    """The fake Messages API with a FAP responder, the Claude extractor pair built the way the run
    builds it (flows.report.build_extractors, a dummy key, base_url = the fake), and a spy on the
    ladder's primary validation (its reasons are lost when a fallback then succeeds)."""

    api: Any
    responder: Any
    primary: Any
    fallback: Any
    options_for: Any
    environment: Any
    primary_results: list[dict[Any, Any]] = field(default_factory=list)

    def digest(
        self, item: Labelled, values: dict[str, str | None], fallback_values: dict[str, str | None] | None = None
    ) -> Any:
        from flows.report import digest_one, run_context
        from tasks.ingest.discover import InputFile
        from tasks.ingest.reader import sha256_file

        self.responder.set(values, fallback_values)
        self.primary_results.clear()
        context = run_context(
            self.options_for(item.path), extractors=(self.primary, self.fallback), environment=self.environment
        )
        return digest_one(InputFile(item.path, sha256_file(item.path)), context)

    def primary_result(self, name: str) -> Any:
        member = field_name(name)
        for results in self.primary_results[-1:]:
            return results.get(member)
        return None


@contextmanager
def harness() -> Iterator[Harness]:
    import tasks.validate.ladder as ladder
    from flows.report import build_extractors
    from flows.settings import Environment, RunOptions
    from tests.fake_anthropic import FakeAnthropic, FapResponder

    responder = FapResponder()
    with FakeAnthropic(responder=responder) as api:
        environment = Environment(anthropic_api_key=DUMMY_KEY, anthropic_base_url=api.base_url)

        def options_for(path: Path) -> RunOptions:
            return RunOptions(
                inputs=[path],
                extractor="claude",
                model_max_retries=0,
                model_timeout_s=30.0,
                report_deadline_s=120.0,
                ocr_cache_mb=0,  # its own ingest cache (bench/labelsets.py): nothing under ./out
            )

        primary, fallback = build_extractors(options_for(ROOT), environment)
        run = Harness(api, responder, primary, fallback, options_for, environment)
        original = getattr(ladder, "primary_results", None)
        if original is not None:

            def spy(*args: Any, **kwargs: Any) -> Any:
                results = original(*args, **kwargs)
                run.primary_results.append(dict(results))
                return results

            ladder.primary_results = spy
        try:
            with cached_ingest():
                yield run
        finally:
            if original is not None:
                ladder.primary_results = original


# ---------------------------------------------------------------- the bench


@dataclass
class FieldTally:
    kept: int = 0
    primary_kept: int = 0
    scored: int = 0


@dataclass
class OracleRun:
    call_values: dict[str, list[int]] = field(default_factory=dict)  # subset -> [kept, labelled] call values
    tallies: dict[tuple[str, str], FieldTally] = field(default_factory=dict)  # (subset, field) -> tally
    rejections: list[str] = field(default_factory=list)
    pdf_dev_rejections: list[str] = field(default_factory=list)  # real_pdfs dev splits; a sealed split's are never kept
    synthetic_rejections: list[str] = field(default_factory=list)  # the development synthetic sets
    sealed_thrown: int = 0
    reports: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    def tally(self, subset: str, name: str) -> FieldTally:
        return self.tallies.setdefault((subset, name), FieldTally())

    def share(self, subset: str | None = None) -> tuple[int, int]:
        pairs = [t for (s, _), t in self.tallies.items() if subset is None or s == subset]
        return sum(t.kept for t in pairs), sum(t.scored for t in pairs)


def run_oracle(items: list[Labelled], run: Harness | None = None) -> OracleRun:
    out = OracleRun()
    started = time.perf_counter()
    context = harness() if run is None else _given(run)
    with context as h:
        for item in items:
            for row in (*item.rows, "all"):
                out.reports[row] = out.reports.get(row, 0) + 1
            outcome = h.digest(item, label_values(item))
            for name in scored_fields(item):
                result = field_result(outcome, name)
                first = h.primary_result(name)
                good, good_first = (
                    kept(result, item, name),
                    (
                        kept(first, item, name)
                        if first is not None
                        else kept(result, item, name) and str(result.status) != "fallback_valid"
                    ),
                )
                for subset in (*item.rows, "all"):
                    t = out.tally(subset, name)
                    t.scored += 1
                    t.kept += good
                    t.primary_kept += good_first
                lost: list[str] = []
                if name == "STOCK_CALLS":
                    kept_n, labelled, lost = call_values(result, item)
                    for subset in (*item.rows, "all"):
                        pair = out.call_values.setdefault(subset, [0, 0])
                        pair[0] += kept_n
                        pair[1] += labelled
                if item.sealed:
                    out.sealed_thrown += not good
                elif not good or not good_first:
                    lines = (
                        out.pdf_dev_rejections
                        if item.set == "real_pdfs"
                        else out.synthetic_rejections
                        if item.is_synthetic
                        else out.rejections
                    )
                    lines.append(
                        f"{item.subset} {item.id} {name}: label {label_values(item)[name]!r}"
                        f" -> final {getattr(result, 'status', None)} {getattr(result, 'value', None)!r} (reason: {getattr(result, 'reason', None)})"
                        + (
                            f"; primary {first.status} (reason: {first.reason})"
                            if first is not None and not good_first
                            else ""
                        )
                        + ("" if good else "  [THROWN AWAY]")
                        + (f"  [report {outcome.status}: {outcome.error}]" if outcome.error else "")
                        + (f"\n    call values lost: {'; '.join(lost)}" if lost else "")
                        + (
                            f"\n    calls reasons: {[getattr(c, 'reasons', None) for c in getattr(result, 'calls', ())]}"
                            if name == "STOCK_CALLS" and lost
                            else ""
                        )
                    )
    out.seconds = time.perf_counter() - started
    return out


@contextmanager
def _given(run: Harness) -> Iterator[Harness]:
    yield run


def print_oracle(result: OracleRun) -> Table:
    others = [s for s in result.reports if s not in SUBSET_ORDER and s != "all"]  # the synthetic sets, as run
    subsets = [s for s in SUBSET_ORDER if s in result.reports] + others + ["all"]
    names = [n for n in FIELDS if any((s, n) in result.tallies for s in subsets)]
    table = Table(
        title=f"Oracle (fake API answering each report's labels, real SDK, whole pipeline): correct answers kept, final (primary validation alone); {result.seconds:.1f}s",
        title_justify="left",
    )
    with_calls = bool(result.call_values)
    for column in ("set", "reports", *names, "all fields", *(["call values kept"] if with_calls else [])):
        table.add_column(column)
    for subset in subsets:
        row = [subset, str(result.reports.get(subset, 0))]
        for name in names:
            t = result.tallies.get((subset, name))
            if t is None or not t.scored:
                row.append("n/a")
                continue
            share = 100 * t.kept / t.scored
            cell = f"{t.kept}/{t.scored} {share:.1f}% ({t.primary_kept})"
            row.append(cell if t.kept == t.scored else f"[red]{cell}[/red]")
        kept_n, scored_n = result.share(subset)
        row.append(f"{kept_n}/{scored_n} {100 * kept_n / max(1, scored_n):.1f}%")
        if with_calls:
            values = result.call_values.get(subset, [0, 0])
            row.append(f"{values[0]}/{values[1]} {100 * values[0] / max(1, values[1]):.1f}%" if values[1] else "n/a")
        table.add_row(*row)
    for name in FIELDS:
        if field_name(name) is None:
            table.caption = (
                f"{', '.join(n for n in FIELDS if field_name(n) is None)}: n/a, the pipeline has no such field yet"
            )
    return table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(SET_NAMES))
    parser.add_argument("--check", action="store_true", help="exit 1 unless 100%% of correct answers are kept")
    args = parser.parse_args(argv)
    names = expand_sets(tuple(s for s in args.sets.split(",") if s))
    sets = all_sets(names)
    for name in names:
        if name not in sets:
            console.print(f"[yellow]{name}: absent (../shared missing?), skipped[/yellow]")
    items = [i for found in sets.values() for i in found]
    result = run_oracle(items)
    console.print(print_oracle(result))
    written = [
        (name, lines)
        for name, lines, ran in (
            ("oracle_rejections.txt", result.rejections, any(i.set in SET_NAMES for i in items)),
            ("oracle_real_pdfs_dev.txt", result.pdf_dev_rejections, any(i.subset == "real_pdfs:dev" for i in items)),
            ("oracle_synthetic.txt", result.synthetic_rejections, any(i.is_synthetic for i in items)),
        )
        if ran
    ]
    for name, lines in written:
        path = write_results(name, lines or ["(no correct answer thrown away)"])
        thrown = sum(1 for line in lines if "[THROWN AWAY]" in line)
        console.print(
            f"{thrown} correct answers thrown away finally, {len(lines)} lines (primary rejections included) in {path.relative_to(ROOT)}"
        )
    if any(i.sealed for i in items):
        console.print(
            f"real_pdfs sealed splits (not listed): {result.sealed_thrown} correct answers thrown away finally"
        )
    kept_n, scored_n = result.share("all")
    return 1 if args.check and kept_n < scored_n else 0


if __name__ == "__main__":
    sys.exit(main())

"""Per-field accuracy of the rules backend, per set and per doc_type, with cross-validation.

Runs the per-report pipeline (flows.report.digest_one: ingest, clean, prompt, rules, validate,
fallback; no Prefect) on four sets: sample_pdfs/, ../shared/real_reports/, the corpus dev set
(bench/labels/corpus_dev.jsonl, split qznan / alphafin) and all real reports together.

Per field: rating exact; target exact (NFKC); risk items F1 (items per report, micro-averaged over
reports) and the share of reports whose list is exact; doc_type accuracy; stock_calls precision and
recall (a call counts when its code or name and its rating match; its target is compared where the
label has one). DOC_TYPE and STOCK_CALLS print n/a until the pipeline has those fields.

Cross-validation: folds by source (sample / real_reports / qznan / alphafin) and by broker or
sector (real_reports: the broker of the label notes; qznan: the sector). When
bench/choice_fit.py has `fit_choice(examples)`, each fold is scored with weights fitted on the
other folds; until then the fold figure is the fold's own score with the built-in choice.

Misses go to bench/results/accuracy_misses.txt.
    .venv/bin/python bench/accuracy.py [--sets sample_pdfs,real_reports,corpus_dev] [--check]
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from collections.abc import Callable, Iterable
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
    field_name,
    got_calls,
    got_doc_type,
    got_rating,
    got_risks,
    got_target,
    item_overlap,
    match_calls,
    nfkc,
    write_results,
)

console = Console() if sys.stdout.isatty() else Console(width=200)  # piped: wide rows, not wrapped at 80
DOC_TYPES = ("all", "company", "industry")
# Acceptance (issues 11 and 14), checked by --check on the cross-validated figures.
ACCEPT = {
    "rating": 0.97,
    "target": 0.97,
    "risk_f1": 0.95,
    "doc_type": 0.98,
    "industry_rating": 0.95,
    "industry_target": 0.98,
    "industry_risk_f1": 0.93,
    "calls_precision": 0.95,
    "calls_recall": 0.90,
}


# ---------------------------------------------------------------- running the rules backend


def choice_module() -> Any | None:
    """bench.choice_fit (the fit of tasks/finders/choice.py's weights) when it offers fit_choice, else None."""
    try:
        module = importlib.import_module("bench.choice_fit")
    except ImportError:
        return None
    return module if callable(getattr(module, "fit_choice", None)) else None


def rules_pair(weights: Any | None = None) -> tuple[Any, Any]:
    """(primary, fallback) running the rules backend with `weights` (None: the stored ones)."""
    from tasks.extract.rules import RulesExtractor

    return RulesExtractor(weights), RulesExtractor(weights)


_RUNS: dict[tuple[str, str], Any] = {}  # (report id, weights as JSON) -> outcome: equal weights run once


def run_rules(item: Labelled, weights: Any | None = None) -> Any:
    from flows.report import digest_one, run_context
    from flows.settings import RunOptions
    from tasks.ingest.discover import InputFile
    from tasks.ingest.reader import sha256_file

    module = choice_module()
    if weights is not None and module is not None and weights == getattr(module, "default_weights", dict)():
        weights = None  # the stored weights: the built-in run
    key = (item.id, json.dumps(weights, sort_keys=True, default=str))
    if key in _RUNS:
        return _RUNS[key]
    primary, fallback = rules_pair(weights)
    options = RunOptions(
        inputs=[item.path], extractor="rules", ocr_cache_mb=0
    )  # its own ingest cache: nothing under ./out
    outcome = digest_one(
        InputFile(item.path, sha256_file(item.path)), run_context(options, extractors=(primary, fallback))
    )
    _RUNS[key] = outcome
    return outcome


_EXAMPLES: dict[str, Any] = {}


def choice_examples(items: list[Labelled]) -> list[Any]:
    """What fit_choice learns from: each report as the rules backend reads it (the prompt's head and
    body, markers stripped, built by the real ingest, clean and prompt) with its labelled values."""
    from bench.choice_fit import Example
    from flows.report import prepare, run_context
    from flows.settings import RunOptions
    from tasks.extract.rules import prompt_source_text
    from tasks.ingest.discover import InputFile
    from tasks.ingest.reader import sha256_file

    out = []
    for item in items:
        if item.id not in _EXAMPLES:
            primary, fallback = rules_pair()
            options = RunOptions(inputs=[item.path], extractor="rules")
            prepared = prepare(
                InputFile(item.path, sha256_file(item.path)), run_context(options, extractors=(primary, fallback))
            )
            prompt = getattr(prepared, "prompt", None)
            _EXAMPLES[item.id] = (
                None
                if prompt is None
                else Example(
                    id=item.id,
                    text=prompt_source_text("\n".join((prompt.head, prompt.body))),
                    head=prompt_source_text(prompt.head).lstrip(),
                    body=prompt_source_text(prompt.body).lstrip(),
                    rating=item.rating,
                    target_price=item.target_price,
                )
            )
        if _EXAMPLES[item.id] is not None:
            out.append(_EXAMPLES[item.id])
    return out


def fit_on(module: Any, items: list[Labelled]) -> Any:
    """fit_choice on `items`: given the Example of each where the module defines Example, else the items."""
    return module.fit_choice(choice_examples(items) if hasattr(module, "Example") else items)


# ---------------------------------------------------------------- scoring


@dataclass
class Tally:
    reports: int = 0
    rating: list[int] = field(default_factory=lambda: [0, 0])  # [right, scored]
    target: list[int] = field(default_factory=lambda: [0, 0])
    risk_exact: list[int] = field(default_factory=lambda: [0, 0])
    risk_tp: int = 0
    risk_fp: int = 0
    risk_fn: int = 0
    doc_type: list[int] = field(default_factory=lambda: [0, 0])
    calls_predicted: int = 0
    calls_matched: int = 0
    calls_labelled: int = 0
    calls_scored: int = 0  # reports whose calls were scored
    call_target: list[int] = field(default_factory=lambda: [0, 0])
    seconds: float = 0.0

    def add(self, other: Tally) -> None:
        self.reports += other.reports
        for name in ("rating", "target", "risk_exact", "doc_type", "call_target"):
            mine, theirs = getattr(self, name), getattr(other, name)
            mine[0] += theirs[0]
            mine[1] += theirs[1]
        for name in (
            "risk_tp",
            "risk_fp",
            "risk_fn",
            "calls_predicted",
            "calls_matched",
            "calls_labelled",
            "calls_scored",
        ):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.seconds += other.seconds

    @property
    def risk_f1(self) -> float | None:
        if self.risk_tp + self.risk_fp + self.risk_fn == 0:
            return None
        return 2 * self.risk_tp / (2 * self.risk_tp + self.risk_fp + self.risk_fn)

    def share(self, name: str) -> float | None:
        right, scored = getattr(self, name)
        return right / scored if scored else None

    @property
    def calls_precision(self) -> float | None:
        return self.calls_matched / self.calls_predicted if self.calls_predicted else None

    @property
    def calls_recall(self) -> float | None:
        return self.calls_matched / self.calls_labelled if self.calls_labelled else None


@dataclass
class Scored:
    item: Labelled
    tally: Tally
    misses: list[str]


def score_one(item: Labelled, outcome: Any) -> Scored:
    t, misses = Tally(reports=1, seconds=outcome.seconds), []

    def miss(what: str, got: Any, want: Any) -> None:
        misses.append(
            f"{item.subset} {item.id} [{item.doc_type or '-'}] {what}: got {got!r} want {want!r} ({outcome.status}{', ' + outcome.error if outcome.error else ''})"
        )

    rating = got_rating(outcome)
    ok = nfkc(rating) == nfkc(item.rating)
    t.rating = [int(ok), 1]
    if not ok:
        miss("rating", rating, item.rating)
    target = got_target(outcome)
    ok = nfkc(target) == nfkc(item.target_price)
    t.target = [int(ok), 1]
    if not ok:
        miss("target", target, item.target_price)
    risks = got_risks(outcome)
    tp, fp, fn = item_overlap(risks, item.risks)
    t.risk_tp, t.risk_fp, t.risk_fn = tp, fp, fn
    ok = [nfkc(r) for r in risks] == [nfkc(r) for r in item.risks]
    t.risk_exact = [int(ok), 1]
    if not ok:
        miss("risks", risks, item.risks)
    if item.doc_type and field_name("DOC_TYPE") is not None:
        doc_type = got_doc_type(outcome)
        t.doc_type = [int(doc_type == item.doc_type), 1]
        if doc_type != item.doc_type:
            miss("doc_type", doc_type, item.doc_type)
    calls = got_calls(outcome)
    if item.stock_calls is not None and calls is not None:
        pairs = match_calls(calls, item.stock_calls)
        t.calls_scored = 1
        t.calls_predicted, t.calls_matched, t.calls_labelled = len(calls), len(pairs), len(item.stock_calls)
        for got, want in pairs:
            if want.get("target_price"):
                same = nfkc(got.get("target_price")) == nfkc(want["target_price"])
                t.call_target[0] += same
                t.call_target[1] += 1
                if not same:
                    miss(
                        "call target",
                        (got.get("name"), got.get("target_price")),
                        (want.get("name"), want["target_price"]),
                    )
        matched_want = [id(w) for _, w in pairs]
        matched_got = [id(g) for g, _ in pairs]
        for want in item.stock_calls:
            if id(want) not in matched_want:
                miss("call missed", None, want)
        for got in calls:
            if id(got) not in matched_got:
                miss("call extra", got, None)
    return Scored(item, t, misses)


def total(scored: Iterable[Scored], keep: Callable[[Labelled], bool] = lambda _: True) -> Tally:
    out = Tally()
    for s in scored:
        if keep(s.item):
            out.add(s.tally)
    return out


# ---------------------------------------------------------------- printing


def pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def frac(pair: list[int]) -> str:
    right, scored = pair
    return "n/a" if not scored else f"{right}/{scored} ({100 * right / scored:.1f}%)"


def cells(t: Tally) -> list[str]:
    f1 = t.risk_f1
    calls = (
        "n/a"
        if not t.calls_scored
        else f"P {pct(t.calls_precision)} R {pct(t.calls_recall)} ({t.calls_matched}/{t.calls_predicted}, {t.calls_matched}/{t.calls_labelled})"
    )
    return [
        str(t.reports),
        frac(t.rating),
        frac(t.target),
        "n/a" if f1 is None else f"{f1:.3f}",
        frac(t.risk_exact),
        frac(t.doc_type) if field_name("DOC_TYPE") is not None else "n/a",
        calls if field_name("STOCK_CALLS") is not None else "n/a",
        frac(t.call_target) if t.call_target[1] else "n/a",
    ]


COLUMNS = (
    "reports",
    "rating",
    "target (NFKC)",
    "risk F1",
    "risk exact list",
    "doc_type",
    "stock_calls P / R",
    "call target",
)


def subsets(items: list[Labelled]) -> list[tuple[str, Callable[[Labelled], bool]]]:
    names = []
    present = {i.subset for i in items}
    for name in ("sample_pdfs", "real_reports", "corpus_dev:qznan", "corpus_dev:alphafin"):
        if name in present:
            names.append((name, lambda i, n=name: i.subset == n))
    if any(i.set != "sample_pdfs" for i in items):
        names.append(("all real", lambda i: i.set != "sample_pdfs"))
    return names


def field_table(title: str, scored: list[Scored]) -> Table:
    table = Table(title=title, title_justify="left")
    for column in ("set", "doc_type", *COLUMNS, "s/report"):
        table.add_column(column)
    for name, keep in subsets([s.item for s in scored]):
        for doc_type in DOC_TYPES:
            t = total(scored, lambda i, k=keep, d=doc_type: k(i) and (d == "all" or i.doc_type == d))
            if not t.reports or (doc_type != "all" and t.reports == total(scored, keep).reports):
                continue  # an empty row, or one equal to its "all" row
            label = doc_type  # sample_pdfs: the doc_type column counts only the samples that label it
            table.add_row(name, label, *cells(t), f"{t.seconds / t.reports:.3f}")
    return table


# ---------------------------------------------------------------- cross-validation

SCHEMES: dict[str, Callable[[Labelled], str]] = {
    "by source": lambda i: i.source,
    "by broker / sector": lambda i: f"{i.source}:{i.group}" if i.source in ("real_reports", "qznan") else i.source,
}


def cross_validate(
    items: list[Labelled], all_data: dict[str, Scored], misses: list[str]
) -> tuple[Table, dict[str, Tally]]:
    """Per scheme and fold: the held-out fold's score; pooled over the folds at the end."""
    module = choice_module()
    fitted = module is not None
    table = Table(
        title="Cross-validation, rules backend: each fold scored "
        + (
            "with the choice weights fitted on the other folds (bench/choice_fit.py fit_choice)"
            if fitted
            else "as held out; NO fitted choice step yet (bench/choice_fit.py absent), so held-out = all-data"
        ),
        title_justify="left",
    )
    for column in ("scheme", "fold", *COLUMNS):
        table.add_column(column)
    pooled: dict[str, Tally] = {}
    for scheme, key in SCHEMES.items():
        folds: dict[str, list[Labelled]] = {}
        for item in items:
            folds.setdefault(key(item), []).append(item)
        if len(folds) < 2:
            continue
        held_out: list[Scored] = []
        for fold, members in sorted(folds.items()):
            if fitted:
                train = [i for i in items if key(i) != fold]
                weights = fit_on(module, train)
                scored = [score_one(i, run_rules(i, weights)) for i in members]
                misses += [f"CV {scheme} fold {fold}: {m}" for s in scored for m in s.misses]
            else:
                scored = [all_data[i.id] for i in members]
            held_out += scored
            table.add_row(scheme, fold, *cells(total(scored)))
        real = total(held_out, lambda i: i.set != "sample_pdfs")
        pooled[scheme] = real
        for doc_type in ("company", "industry"):
            pooled[f"{scheme}|{doc_type}"] = total(
                held_out, lambda i, d=doc_type: i.set != "sample_pdfs" and i.doc_type == d
            )
        table.add_row(scheme, "[b]pooled held-out, all real[/b]", *cells(real), end_section=False)
        for doc_type in ("company", "industry"):
            table.add_row(
                scheme,
                f"pooled held-out, real {doc_type}",
                *cells(total(held_out, lambda i, d=doc_type: i.set != "sample_pdfs" and i.doc_type == d)),
            )
        table.add_row(
            scheme, "all-data fit, all real", *cells(total(all_data.values(), lambda i: i.set != "sample_pdfs"))
        )
        if fitted:  # the stored weights, nothing fitted: what a fitted choice must beat out of fold
            built_in = [score_one(i, run_rules(i, None)) for i in items]
            for doc_type in ("all", "company", "industry"):
                table.add_row(
                    scheme,
                    f"built-in choice (stored weights), real {doc_type}",
                    *cells(total(built_in, lambda i, d=doc_type: i.set != "sample_pdfs" and d in ("all", i.doc_type))),
                )
        table.add_section()
    return table, pooled


def choice_table(items: list[Labelled]) -> Table | None:
    """The contested choices alone (reports where the finder has 2+ candidates and the right one among
    them): right / decided per decision, out of fold, for the stored weights, the fit started from
    them, and a fit started from zero weights (ties to the earliest candidate)."""
    module = choice_module()
    if module is None or not hasattr(module, "choice_accuracy"):
        return None
    examples = {e.id: e for e in choice_examples(items)}
    stored = module.default_weights()
    zero = {name: dict.fromkeys(table, 0.0) for name, table in stored.items()}
    table = Table(
        title="The choice among candidates, contested decisions only, right/decided out of fold", title_justify="left"
    )
    for column in ("scheme", "weights", *module.DECISIONS):
        table.add_column(column)
    for scheme, key in SCHEMES.items():
        folds = sorted({key(i) for i in items})
        for label, start in (("stored (built-in)", None), ("fit from stored", stored), ("fit from zero", zero)):
            tally: dict[str, list[int]] = {}
            for fold in folds:
                train = [examples[i.id] for i in items if key(i) != fold and i.id in examples]
                held = [examples[i.id] for i in items if key(i) == fold and i.id in examples]
                weights = None if start is None else module.fit_choice(train, start=start)
                for name, (right, decided) in module.choice_accuracy(held, weights).items():
                    pair = tally.setdefault(name, [0, 0])
                    pair[0] += right
                    pair[1] += decided
            table.add_row(scheme, label, *(frac(tally.get(name, [0, 0])) for name in module.DECISIONS))
    return table


def _figure(tally: Tally, name: str) -> float | None:
    return getattr(tally, name) if name in ("risk_f1", "calls_precision", "calls_recall") else tally.share(name)


def _worst(tallies: list[Tally], name: str) -> float | None:
    values = [v for t in tallies if t.reports and (v := _figure(t, name)) is not None]
    return min(values) if values else None


def acceptance(all_data: list[Scored], pooled: dict[str, Tally]) -> list[tuple[str, float | None, float, bool]]:
    """(figure, value, goal, met): the issues' acceptance lines this bench measures; the
    cross-validated ones take the worst scheme's pooled held-out figure."""
    rows = []
    samples = total(all_data, lambda i: i.set == "sample_pdfs")
    if samples.reports:
        for name in ("rating", "target", "risk_exact"):
            value = samples.share(name)
            rows.append((f"sample_pdfs {name}", value, 1.0, value == 1.0))
    real = [t for key, t in pooled.items() if "|" not in key] or [total(all_data, lambda i: i.set != "sample_pdfs")]
    industry = [t for key, t in pooled.items() if key.endswith("|industry")] or [
        total(all_data, lambda i: i.doc_type == "industry")
    ]
    for name in ("rating", "target", "risk_f1"):
        value = _worst(real, name)
        rows.append((f"CV all real: {name}", value, ACCEPT[name], value is not None and value >= ACCEPT[name]))
    if any(t.reports for t in industry):
        for name, goal in (
            ("rating", "industry_rating"),
            ("target", "industry_target"),
            ("risk_f1", "industry_risk_f1"),
        ):
            value = _worst(industry, name)
            rows.append(
                (
                    f"CV industry: {name}" + (" (null)" if name == "target" else ""),
                    value,
                    ACCEPT[goal],
                    value is not None and value >= ACCEPT[goal],
                )
            )
        if field_name("STOCK_CALLS") is not None:
            for name in ("calls_precision", "calls_recall"):
                value = _worst(industry, name)
                rows.append(
                    (
                        f"CV industry: stock_calls {name.split('_')[1]}",
                        value,
                        ACCEPT[name],
                        value is not None and value >= ACCEPT[name],
                    )
                )
    labelled_types = total(all_data, lambda i: i.doc_type is not None)
    if field_name("DOC_TYPE") is not None and labelled_types.reports:
        value = labelled_types.share("doc_type")
        rows.append(
            (
                "doc_type, every labelled report",
                value,
                ACCEPT["doc_type"],
                value is not None and value >= ACCEPT["doc_type"],
            )
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--sets", default=",".join(SET_NAMES), help="comma-separated: sample_pdfs, real_reports, corpus_dev"
    )
    parser.add_argument("--check", action="store_true", help="exit 1 when an acceptance figure misses")
    args = parser.parse_args(argv)
    sets = all_sets(tuple(s for s in args.sets.split(",") if s))
    for name in args.sets.split(","):
        if name and name not in sets:
            console.print(f"[yellow]{name}: absent (../shared missing?), skipped[/yellow]")
    items = [i for found in sets.values() for i in found]
    misses: list[str] = []
    started = time.perf_counter()
    module = choice_module()
    with cached_ingest():
        weights = fit_on(module, items) if module is not None else None  # all-data fit (in-sample)
        all_data = {i.id: score_one(i, run_rules(i, weights)) for i in items}
        for s in all_data.values():
            misses += s.misses
        how = (
            "the choice fitted on all labelled reports (in-sample)"
            if module is not None
            else "the built-in choice, nothing fitted"
        )
        console.print(
            field_table(
                f"Rules backend, per field, per set and doc_type (all-data: {how}; full per-report pipeline)",
                list(all_data.values()),
            )
        )
        cv_table, pooled = cross_validate(items, all_data, misses)
    console.print(cv_table)
    with cached_ingest():
        contested = choice_table(items)
    if contested is not None:
        console.print(contested)
    checks = acceptance(list(all_data.values()), pooled)
    table = Table(title="Acceptance figures measured here", title_justify="left")
    for column in ("figure", "value", "goal", "met"):
        table.add_column(column)
    for name, value, goal, met in checks:
        table.add_row(name, pct(value), f"≥ {pct(goal)}", "yes" if met else "[red]no[/red]")
    console.print(table)
    path = write_results("accuracy_misses.txt", misses or ["(no misses)"])
    console.print(f"{len(misses)} misses written to {path.relative_to(ROOT)}; {time.perf_counter() - started:.1f}s")
    if args.check and not all(met for *_, met in checks):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

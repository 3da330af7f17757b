"""Preprocessing acceptance numbers on sample_pdfs/ (text-layer files) and ../shared/real_reports/.

1. throughput: ingest -> clean -> prompt of the text-layer PDFs, against raw PyMuPDF get_text() on
   the same PDFs, best of REPEATS interleaved runs (goal >= 0.5);
2. prompt tokens / naive full-text tokens (goal <= 0.6), per report, median and total;
3. the share of label strings (rating statement, target price, each risk item) kept in the prompt
   (goal 100%);
4. rules-backend accuracy with and without each step (the ablation table), and what each step
   costs or saves in tokens.
No OCR and no model: the rules backend answers. Tokens are the local estimate
(tasks.gradient.estimate_tokens); with ANTHROPIC_API_KEY set the SDK's count_tokens is compared.
    .venv/bin/python bench/preprocess_bench.py
"""

from __future__ import annotations

import json
import statistics
import sys
import time
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pymupdf  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from schemas.options import PromptOptions  # noqa: E402
from schemas.types import CleanDocument, Document, FieldName, Prompt  # noqa: E402
from tasks.clean.boilerplate import BoilerplateMemory  # noqa: E402
from tasks.clean.cleaner import CleanSteps, clean  # noqa: E402
from tasks.extract.rules import RulesExtractor, prompt_source_text  # noqa: E402
from tasks.ingest.reader import ingest, ocr_reason  # noqa: E402
from tasks.prompt.gradient import PromptSteps, build_prompt, estimate_tokens, naive_prompt  # noqa: E402
from tasks.prompt.markers import DEFAULT_MARKER_STYLE, MarkerStyle  # noqa: E402
from tasks.validate.grounding import kept_view  # noqa: E402
from tasks.validate.ladder import run_ladder  # noqa: E402

SAMPLES = ROOT / "sample_pdfs"
REAL = ROOT.parent / "shared" / "real_reports"
REPEATS = 7
FIELD_OF = {"rating": FieldName.RATING, "target": FieldName.TARGET_PRICE, "risks": FieldName.RISK_FACTORS}
console = Console(width=160)


# ---------------------------------------------------------------- corpus


def read_labels(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def has_text_layer(path: Path) -> bool:
    """No page of it would go to OCR (ingest's own test: missing, too little or garbled text)."""
    if path.suffix != ".pdf":
        return True
    with pymupdf.open(path) as pdf:
        return all(ocr_reason(page.get_text("blocks"), page.rect) is None for page in pdf)


@dataclass
class Report:
    name: str
    corpus: str  # "sample_pdfs" or "real_reports"
    path: Path
    label: dict
    document: Document


def corpus_labels(ocr: bool = False) -> list[tuple[str, str, Path, dict]]:
    """(name, corpus, path, label) of every report expected to succeed (text-layer only unless `ocr`)."""
    found = []
    for corpus, folder in (("sample_pdfs", SAMPLES), ("real_reports", REAL)):
        if not (folder / "labels.jsonl").exists():
            continue
        for label in read_labels(folder / "labels.jsonl"):
            path = folder / label["file"]
            if label.get("expect_status", "ok") == "ok" and (ocr or has_text_layer(path)):
                found.append((label.get("id", path.name), corpus, path, label))
    return found


def load_reports(ocr: bool = False) -> list[Report]:
    return [Report(name, corpus, path, label, ingest(path)) for name, corpus, path, label in corpus_labels(ocr)]


def load_corpus(ocr: bool = False) -> list[tuple[str, Document]]:
    return [(r.name, r.document) for r in load_reports(ocr)]


def nfkc(value: str | None) -> str | None:
    return unicodedata.normalize("NFKC", value) if value else value


def label_strings(label: dict) -> list[str]:
    """The strings a prompt must keep: the rating statement (or word), the target, each risk."""
    rating = label.get("rating_verbatim") or label.get("rating")
    return [nfkc(v) for v in [rating, label.get("target_price"), *label.get("risks", [])] if v]


# ---------------------------------------------------------------- one configuration


@dataclass(frozen=True)
class Config:
    name: str
    clean_steps: CleanSteps = field(default_factory=CleanSteps)
    prompt_steps: PromptSteps = field(default_factory=PromptSteps)
    marker_style: MarkerStyle = DEFAULT_MARKER_STYLE
    memory: bool = True


@dataclass
class Measure:
    reports: int = 0
    rating: int = 0
    target: int = 0
    risks: int = 0
    labels: int = 0
    labels_kept: int = 0
    ratios: list[float] = field(default_factory=list)
    prompt_tokens: int = 0
    naive_tokens: int = 0
    missing: list[str] = field(default_factory=list)

    @property
    def median_ratio(self) -> float:
        return statistics.median(self.ratios) if self.ratios else 0.0


def prepare(report: Report, config: Config, memory: BoilerplateMemory | None) -> tuple[CleanDocument, Prompt]:
    cleaned = clean(report.document, memory=memory if config.memory else None, steps=config.clean_steps)
    return cleaned, build_prompt(
        cleaned, options=PromptOptions(marker_style=config.marker_style), steps=config.prompt_steps
    )


def measure(reports: list[Report], config: Config, memory: BoilerplateMemory | None) -> Measure:
    result, rules = Measure(), RulesExtractor()
    for report in reports:
        cleaned, prompt = prepare(report, config, memory)
        ladder = run_ladder(report.document.doc_id, prompt, kept_view(cleaned), rules, rules)
        label, fields = report.label, ladder.fields
        checks = {
            "rating": fields[FieldName.RATING].value == nfkc(label["rating"]),
            "target": fields[FieldName.TARGET_PRICE].value == nfkc(label["target_price"]),
            "risks": list(fields[FieldName.RISK_FACTORS].items) == [nfkc(r) for r in label["risks"]],
        }
        result.reports += 1
        for key, ok in checks.items():
            setattr(result, key, getattr(result, key) + ok)
            if not ok:
                result.missing.append(
                    f"{report.name} {key}: got {fields[FIELD_OF[key]].value!r} ({fields[FIELD_OF[key]].reason})"
                )
        shown = prompt_source_text("\n".join((prompt.head, prompt.body)))
        wanted = label_strings(label)
        result.labels += len(wanted)
        result.labels_kept += sum(1 for value in wanted if value in shown)
        tokens, naive = estimate_tokens(prompt.text), estimate_tokens(naive_prompt(report.document).text)
        result.ratios.append(tokens / naive)
        result.prompt_tokens += tokens
        result.naive_tokens += naive
    return result


def warmed_memory(reports: list[Report]) -> BoilerplateMemory:
    """A memory that has seen every report once, as yesterday's run would leave it. A report's own
    entry never counts for itself, so looking a report up in it is leave-one-out."""
    memory = BoilerplateMemory()
    for report in reports:
        clean(report.document, memory=memory)
    return memory


# ---------------------------------------------------------------- throughput


@dataclass
class Throughput:
    pages: int
    raw_s: float  # bare get_text() on every page
    ingest_s: float  # tasks.ingest.reader: text layer, layout, normalisation, offset map
    prepare_s: float  # clean + prompt on the ingested document

    @property
    def ratio(self) -> float:
        return self.raw_s / (self.ingest_s + self.prepare_s)


def throughput(pdfs: list[Path]) -> Throughput:
    """Each PDF is timed all three ways back to back, REPEATS times, and its best time of each
    kind is summed: on a shared machine that keeps bursts of load from landing on one side only."""

    def raw(path: Path) -> int:
        with pymupdf.open(path) as pdf:
            for page in pdf:
                page.get_text()
            return pdf.page_count

    memory = BoilerplateMemory()
    best = {kind: {path: float("inf") for path in pdfs} for kind in ("raw", "ingest", "prepare")}
    pages = {path: raw(path) for path in pdfs}
    for _ in range(REPEATS):
        for path in pdfs:
            started = time.perf_counter()
            raw(path)
            best["raw"][path] = min(best["raw"][path], time.perf_counter() - started)
            started = time.perf_counter()
            document = ingest(path)
            best["ingest"][path] = min(best["ingest"][path], time.perf_counter() - started)
            started = time.perf_counter()
            build_prompt(clean(document, memory=memory))
            best["prepare"][path] = min(best["prepare"][path], time.perf_counter() - started)
    total = {kind: sum(times.values()) for kind, times in best.items()}
    return Throughput(sum(pages.values()), total["raw"], total["ingest"], total["prepare"])


# ---------------------------------------------------------------- the SDK's count


def sdk_token_check(reports: list[Report]) -> str:
    from flows.settings import DEFAULT_PRIMARY_MODEL, Environment

    environment = Environment()
    if environment.anthropic_api_key is None:
        return "count_tokens: not measured (no ANTHROPIC_API_KEY; the local estimate is used, its error against the API's count is unknown offline)"
    from schemas.types import ExtractionRequest
    from tasks.extract.claude import ClaudeExtractor

    extractor = ClaudeExtractor(
        api_key=environment.anthropic_api_key.get_secret_value(),
        base_url=environment.anthropic_base_url,
        model=DEFAULT_PRIMARY_MODEL,
    )
    empty = extractor.count_tokens(ExtractionRequest(doc_id="empty", prompt=Prompt("", "", "")))
    errors = []
    for report in reports:
        _, prompt = prepare(report, Config("full"), None)
        counted = extractor.count_tokens(ExtractionRequest(doc_id=report.document.doc_id, prompt=prompt)) - empty
        errors.append(estimate_tokens(prompt.text) / max(1, counted) - 1)
    return (
        f"count_tokens ({DEFAULT_PRIMARY_MODEL}) vs local estimate on {len(errors)} prompts: median error "
        f"{100 * statistics.median(errors):+.1f}%, range {100 * min(errors):+.1f}% .. {100 * max(errors):+.1f}%"
    )


# ---------------------------------------------------------------- report


CONFIGS = (
    Config("full pipeline (default)"),
    Config("no clean at all", clean_steps=CleanSteps(False, False, False, False, False, False), memory=False),
    Config("no header/footer removal", clean_steps=CleanSteps(repeated_lines=False)),
    Config("no injection neutralising", clean_steps=CleanSteps(injections=False)),
    Config("no noise/stuffing removal", clean_steps=CleanSteps(noise=False)),
    Config("no boilerplate memory", memory=False),
    Config("no legend set-aside", clean_steps=CleanSteps(legend=False)),
    Config("no near-duplicate removal", clean_steps=CleanSteps(duplicates=False)),
    Config("no body filter", prompt_steps=PromptSteps(body_filter=False)),
    Config("no head (all in body)", prompt_steps=PromptSteps(head=False)),
    Config("no anchors", prompt_steps=PromptSteps(anchors=False)),
    Config("entity markers: brackets", marker_style="brackets"),
    Config("entity markers: xml", marker_style="xml"),
)


def pct(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / max(1, whole):.0f}%)"


def main() -> None:
    reports = load_reports()
    sets = {name: [r for r in reports if r.corpus == name] for name in ("sample_pdfs", "real_reports")}
    sets = {name: members for name, members in sets.items() if members}
    if "real_reports" not in sets:
        console.print("[yellow]../shared/real_reports absent: sample_pdfs only[/yellow]")

    pdfs = [r.path for r in reports if r.path.suffix == ".pdf"]
    speed = throughput(pdfs)
    console.print(
        f"Throughput on {len(pdfs)} text-layer PDFs ({speed.pages} pages), best of {REPEATS} per PDF: raw get_text "
        f"{speed.pages / speed.raw_s:.0f} pages/s; ingest {speed.pages / speed.ingest_s:.0f} pages/s, clean+prompt "
        f"{speed.pages / speed.prepare_s:.0f} pages/s; ingest->clean->prompt ÷ raw = {speed.ratio:.2f} (goal >= 0.5)"
    )

    memory = warmed_memory(reports)
    cold = {name: measure(members, Config("cold"), BoilerplateMemory()) for name, members in sets.items()}
    table = Table(
        title="Rules backend with and without each step (memory warmed by one earlier run over the corpus, leave-one-out)"
    )
    for column in (
        "configuration",
        "set",
        "rating",
        "target",
        "risks",
        "labels kept",
        "prompt/naive tokens: median",
        "total",
    ):
        table.add_column(column)
    for config in CONFIGS:
        for name, members in sets.items():
            result = measure(members, config, memory)
            table.add_row(
                config.name,
                name,
                pct(result.rating, result.reports),
                pct(result.target, result.reports),
                pct(result.risks, result.reports),
                pct(result.labels_kept, result.labels),
                f"{result.median_ratio:.2f}",
                f"{result.prompt_tokens / max(1, result.naive_tokens):.2f}",
            )
            for miss in result.missing[:3]:
                console.print(f"  {config.name} / {name} miss: {miss}", markup=False)
    console.print(table)
    for name, result in cold.items():
        console.print(
            f"First run (empty memory, learning as it goes) on {name}: prompt/naive median {result.median_ratio:.2f}, total "
            f"{result.prompt_tokens / max(1, result.naive_tokens):.2f}, labels kept {pct(result.labels_kept, result.labels)}"
        )
    console.print(f"Memory after one run: {len(memory)} sentence fingerprints from {memory.reports} reports")
    console.print(sdk_token_check(reports))


if __name__ == "__main__":
    main()

"""Estimated Claude cost per 1,000 reports: a naive call against this pipeline's calls.

    .venv/bin/python bench/cost.py [--fallback-rate 0.1] [--token-budget N] [--thinking-tokens N]

Token counts are local estimates (tasks.gradient.estimate_tokens: one token per non-ASCII
character, 3.5 ASCII characters per token); prices come from schemas/model_prices.json. Offline:
nothing is sent anywhere.

- naive: Sonnet, one user message holding the whole normalised text (tasks.gradient.naive_prompt)
  with the full directive tail; no system block, no cache, no batch.
- pipeline: what ClaudeExtractor sends: the system block (tasks.claude.SYSTEM_INSTRUCTIONS, the
  directive and worked examples, with cache_control), then the gradient prompt with the short
  question tail (build_prompt(tail_style="question"), trimmed to --token-budget if given), sent
  through Message Batches (x batch_multiplier). The system block is cached only when it reaches
  the model's minimum cacheable prefix; below it nothing is cached, which is what the API does.
  Per-field Haiku fallbacks (interactive price) on the real snippets of each report, with the
  short fallback system block, for an assumed share of fields (--fallback-rate).
- Cache hits inside Message Batches are best-effort (requests of a batch run concurrently and in
  any order), so the cached figure is the best case: one cache write (x1.25) per 1,000 requests,
  reads (x0.1) for the rest. The "no cache hits" figure is the worst case: every request writes
  the system block to the cache (x1.25) and none reads it.
Both sides answer the same FAP text (the labels), so output tokens are equal; --thinking-tokens N
adds N output tokens per call on both sides (adaptive thinking is on by default on Sonnet 5.5).
Text-layer reports only (OCR is slow and does not change the token counts much).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pymupdf  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from schemas.fap import render_call, render_fap  # noqa: E402
from schemas.types import ALL_FIELDS, FieldName, Prompt  # noqa: E402
from tasks.clean.cleaner import clean  # noqa: E402
from tasks.extract.budget import drop_body_paragraphs, paragraphs_to_drop  # noqa: E402
from tasks.extract.claude import FALLBACK_SYSTEM_INSTRUCTIONS, SYSTEM_INSTRUCTIONS, report_message  # noqa: E402
from tasks.ingest.reader import ingest  # noqa: E402
from tasks.output.cost import ModelPrice, PriceTable, load_price_table  # noqa: E402
from tasks.prompt.gradient import build_prompt, estimate_tokens, naive_prompt  # noqa: E402
from tasks.validate.grounding import kept_view  # noqa: E402
from tasks.validate.ladder import snippet_prompt  # noqa: E402

SAMPLES = ROOT / "sample_pdfs"
REAL = ROOT.parent / "shared" / "real_reports"
PRIMARY, FALLBACK = "claude-sonnet-5-5", "claude-haiku-5-5"
PER_THOUSAND = 1000
MIN_TEXT_CHARS = 20  # tasks/ingest/reader.py sends a page with less text to OCR
console = Console(width=None if Console().is_terminal else 160)


@dataclass
class Tally:
    name: str
    reports: int = 0
    naive_usd: float = 0.0
    pipeline_usd: float = 0.0  # best case: the system block read from the cache
    pipeline_no_hits_usd: float = 0.0  # worst case: every request writes the cache, none reads it
    naive_input_tokens: int = 0
    user_input_tokens: int = 0  # the pipeline's user turns
    input_equivalents: float = 0.0  # the pipeline's input at the full input price, before the batch discount
    fallback_usd: float = 0.0
    fallback_long_system_usd: float = 0.0  # the same fallbacks if they carried the long system block

    def row(self) -> list[str]:
        reports = max(1, self.reports)
        per = PER_THOUSAND / reports
        return [
            self.name,
            str(self.reports),
            f"{self.naive_input_tokens / reports:,.0f} → {self.user_input_tokens / reports:,.0f} + system",
            f"{self.input_equivalents / reports:,.0f}",
            f"${self.naive_usd * per:,.2f}",
            f"${self.pipeline_usd * per:,.2f} (fallback ${self.fallback_usd * per:,.2f})",
            f"{ratio(self.pipeline_usd, self.naive_usd):.2f}",
            f"${self.pipeline_no_hits_usd * per:,.2f} → {ratio(self.pipeline_no_hits_usd, self.naive_usd):.2f}",
        ]


def ratio(part: float, whole: float) -> float:
    return part / whole if whole else float("nan")


def usd(
    price: ModelPrice,
    *,
    fresh: float,
    output: float,
    cache_write: float = 0,
    cache_read: float = 0,
    table: PriceTable,
    batch: bool = False,
) -> float:
    per_input = price.input_usd_per_mtok / 1e6
    cost = (
        fresh * per_input
        + cache_write * per_input * table.cache_write_multiplier
        + cache_read * per_input * table.cache_read_multiplier
        + output * price.output_usd_per_mtok / 1e6
    )
    return cost * (table.batch_multiplier if batch else 1.0)


def text_layer_only(path: Path) -> bool:
    if path.suffix.lower() == ".txt":
        return True
    with pymupdf.open(path) as pdf:
        return all(len(page.get_text().strip()) >= MIN_TEXT_CHARS for page in pdf)


def trimmed(prompt: Prompt, budget: int | None, system_tokens: int) -> Prompt:
    if budget is None:
        return prompt
    target = budget - system_tokens
    return (
        drop_body_paragraphs(prompt, paragraphs_to_drop(prompt, target))
        if estimate_tokens(report_message(prompt)) > target
        else prompt
    )


@dataclass(frozen=True)
class SystemBill:
    """How the primary request's system block is billed, per request, in tokens of each kind."""

    fresh: float
    cache_write: float
    cache_read: float

    @classmethod
    def best_case(cls, tokens: int, cacheable: bool) -> SystemBill:
        # one cache write per 1,000 requests, reads for the rest
        if not cacheable:
            return cls(tokens, 0, 0)
        return cls(0, tokens / PER_THOUSAND, tokens * (1 - 1 / PER_THOUSAND))

    @classmethod
    def no_hits(cls, tokens: int, cacheable: bool) -> SystemBill:
        return cls(0, tokens, 0) if cacheable else cls(tokens, 0, 0)

    def equivalents(self, table: PriceTable) -> float:
        return (
            self.fresh + self.cache_write * table.cache_write_multiplier + self.cache_read * table.cache_read_multiplier
        )


def primary_usd(price: ModelPrice, user: int, system: SystemBill, output: int, table: PriceTable) -> float:
    """One batched primary request: the user turn fresh, the system block as `system` says."""
    return usd(
        price,
        fresh=user + system.fresh,
        cache_write=system.cache_write,
        cache_read=system.cache_read,
        output=output,
        table=table,
        batch=True,
    )


def tally(
    name: str,
    folder: Path,
    labels: list[dict],
    table: PriceTable,
    *,
    fallback_rate: float,
    budget: int | None,
    thinking: int,
) -> Tally:
    sonnet, haiku = table.price(PRIMARY), table.price(FALLBACK)
    assert sonnet and haiku, "the price table lacks the default models"
    system, fallback_system = estimate_tokens(SYSTEM_INSTRUCTIONS), estimate_tokens(FALLBACK_SYSTEM_INSTRUCTIONS)
    cacheable = system >= sonnet.min_cache_tokens
    best, worst = SystemBill.best_case(system, cacheable), SystemBill.no_hits(system, cacheable)
    # a long fallback block could not be cached either: Haiku's minimum prefix is far above it
    assert system < haiku.min_cache_tokens
    result = Tally(name)
    for label in labels:
        path = folder / label["file"]
        if label.get("expect_status", "ok") != "ok" or not text_layer_only(path):
            continue
        document = ingest(path)
        cleaned = clean(document)
        values = label_answer(label)
        answer = estimate_tokens(render_fap(values)) + thinking

        naive_in = estimate_tokens(naive_prompt(document).text)
        result.naive_usd += usd(sonnet, fresh=naive_in, output=answer, table=table)

        user = estimate_tokens(report_message(trimmed(build_prompt(cleaned, tail_style="question"), budget, system)))
        result.pipeline_usd += primary_usd(sonnet, user, best, answer, table)
        result.pipeline_no_hits_usd += primary_usd(sonnet, user, worst, answer, table)

        view = kept_view(cleaned)
        for field in ALL_FIELDS:
            snippets = snippet_prompt(field, view)
            if snippets is None:
                continue
            one_field = estimate_tokens(render_fap({field: values[field]})) + thinking
            question = estimate_tokens(report_message(snippets))
            cost = fallback_rate * usd(haiku, fresh=fallback_system + question, output=one_field, table=table)
            result.fallback_long_system_usd += fallback_rate * usd(
                haiku, fresh=system + question, output=one_field, table=table
            )
            result.fallback_usd += cost
            result.pipeline_usd += cost
            result.pipeline_no_hits_usd += cost
        result.reports += 1
        result.naive_input_tokens += naive_in
        result.user_input_tokens += user
        result.input_equivalents += user + best.equivalents(table)
    return result


# The labels name no code or company: the report's own call is priced with a stand-in of an
# A-share code and a four-character name, which cost what a real one does.
OWN_CALL_STAND_IN = ("600000", "示例公司")


def label_answer(label: dict) -> dict[FieldName, str | list[str] | None]:
    """The FAP answer the labels imply, every field of the protocol: the kind (`company` unless
    labelled), and for a company report its own call (code | name | rating | target)."""
    doc_type = label.get("doc_type") or "company"
    calls = label.get("stock_calls")
    if calls is None:
        code, name = (
            label.get("company_code") or OWN_CALL_STAND_IN[0],
            label.get("company_name") or OWN_CALL_STAND_IN[1],
        )
        calls = [render_call(code, name, label["rating"], label["target_price"])] if doc_type == "company" else []
    else:
        calls = [render_call(c.get("code"), c.get("name"), c.get("rating"), c.get("target_price")) for c in calls]
    values: dict[FieldName, str | list[str] | None] = {
        FieldName.DOC_TYPE: doc_type,
        FieldName.RATING: label["rating"],
        FieldName.TARGET_PRICE: label["target_price"],
        FieldName.RISK_FACTORS: label["risks"],
        FieldName.STOCK_CALLS: calls,
    }
    assert set(values) == set(ALL_FIELDS), "a field of the protocol is not priced"
    return values


def read_labels(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--fallback-rate", type=float, default=0.1, help="assumed share of fields that fall back to Haiku"
    )
    parser.add_argument(
        "--token-budget", type=int, default=None, help="per-report input budget, as `digest run --token-budget`"
    )
    parser.add_argument(
        "--thinking-tokens",
        type=int,
        default=0,
        help="output tokens of thinking added to every call, naive and pipeline",
    )
    args = parser.parse_args()
    table = load_price_table()
    sets = [("sample_pdfs", SAMPLES)] + ([("real_reports", REAL)] if (REAL / "labels.jsonl").exists() else [])
    options = dict(fallback_rate=args.fallback_rate, budget=args.token_budget, thinking=args.thinking_tokens)
    tallies = [tally(name, folder, read_labels(folder / "labels.jsonl"), table, **options) for name, folder in sets]

    system, fallback_system = estimate_tokens(SYSTEM_INSTRUCTIONS), estimate_tokens(FALLBACK_SYSTEM_INSTRUCTIONS)
    minimum = table.price(PRIMARY).min_cache_tokens  # type: ignore[union-attr]
    out = Table(
        title=f"Estimated cost per {PER_THOUSAND:,} reports (text-layer only; token budget {args.token_budget or 'none'}; "
        f"fallback rate {args.fallback_rate:.0%}; thinking {args.thinking_tokens} output tokens per call)"
    )
    columns = (
        "set",
        "reports",
        "input tokens / report (naive → pipeline user turn + system)",
        "pipeline input-token equivalents / report (cache hits)",
        "naive: Sonnet, full text",
        "pipeline: gradient + cache + batch (best case: cache hits)",
        "ratio (goal ≤ 0.35)",
        "no cache hits → ratio",
    )
    for column in columns:
        out.add_column(column)
    for result in tallies:
        out.add_row(*result.row())
    console.print(out)
    cache_note = (
        f"cached: written once per {PER_THOUSAND:,} requests (x{table.cache_write_multiplier:g}), read by the rest (x{table.cache_read_multiplier:g})"
        if system >= minimum
        else f"NOT cacheable: under the {minimum}-token minimum prefix, billed in full"
    )
    console.print(f"system block ≈ {system} tokens ({PRIMARY} minimum cacheable prefix {minimum}): {cache_note}.")
    console.print(
        "Cache hits inside Message Batches are best-effort, so the cached figure is the best case; "
        f"'no cache hits' bills every request's system block as a cache write (x{table.cache_write_multiplier:g})."
    )
    for result in tallies:
        per = PER_THOUSAND / max(1, result.reports)
        console.print(
            f"{result.name}: fallbacks with the short system block (≈ {fallback_system} tokens) ${result.fallback_usd * per:,.2f}, "
            f"with the long one (≈ {system}, never cached on {FALLBACK}) ${result.fallback_long_system_usd * per:,.2f} per {PER_THOUSAND:,} reports."
        )
    console.print(
        f"Thinking: {args.thinking_tokens} output tokens added to every call on both sides. Prices: schemas/model_prices.json."
    )


if __name__ == "__main__":
    main()

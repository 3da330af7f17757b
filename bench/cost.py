"""Estimated Claude cost per 1,000 reports: a naive call against this pipeline's calls.

    .venv/bin/python bench/cost.py [--fallback-rate 0.1] [--token-budget N]

Token counts are local estimates (tasks.gradient.estimate_tokens: one token per non-ASCII
character, 3.5 ASCII characters per token); prices come from schemas/model_prices.json. Offline:
nothing is sent anywhere.

- naive: Sonnet, one user message holding the whole normalised text (tasks.gradient.naive_prompt)
  with the same directive tail; no cache, no batch.
- pipeline: the request ClaudeExtractor builds (system block with cache_control, the gradient
  prompt, trimmed to --token-budget if given) sent through Message Batches (x batch_multiplier).
  The system block is billed as a cache read (x cache_read_multiplier) after one write per run of
  1,000, but only when it reaches the model's minimum cacheable prefix; below it nothing is
  cached, which is what the API does. Per-field Haiku fallbacks (interactive price) on the real
  snippets of each report, for an assumed share of fields (--fallback-rate).
Both answer the same FAP text (the labels), so output tokens are equal; thinking is not counted.
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

from schemas.fap import render_fap  # noqa: E402
from schemas.types import ALL_FIELDS, FieldName, Prompt  # noqa: E402
from tasks.budget import drop_body_paragraphs, paragraphs_to_drop  # noqa: E402
from tasks.claude import SYSTEM_INSTRUCTIONS, report_message  # noqa: E402
from tasks.clean import clean  # noqa: E402
from tasks.cost import ModelPrice, PriceTable, load_price_table  # noqa: E402
from tasks.fallback import snippet_prompt  # noqa: E402
from tasks.gradient import build_prompt, estimate_tokens, naive_prompt  # noqa: E402
from tasks.ingest import ingest  # noqa: E402
from tasks.validate import kept_view  # noqa: E402

SAMPLES = ROOT / "sample_pdfs"
REAL = ROOT.parent / "shared" / "real_reports"
PRIMARY, FALLBACK = "claude-sonnet-5-5", "claude-haiku-5-5"
PER_THOUSAND = 1000
MIN_TEXT_CHARS = 20  # tasks/ingest.py sends a page with less text to OCR
console = Console(width=None if Console().is_terminal else 160)


@dataclass
class Tally:
    name: str
    reports: int = 0
    naive_usd: float = 0.0
    pipeline_usd: float = 0.0
    naive_input_tokens: int = 0
    pipeline_input_tokens: int = 0
    fallback_usd: float = 0.0

    def row(self) -> list[str]:
        per = PER_THOUSAND / max(1, self.reports)
        ratio = self.pipeline_usd / self.naive_usd if self.naive_usd else float("nan")
        return [
            self.name,
            str(self.reports),
            f"{self.naive_input_tokens / max(1, self.reports):,.0f} → {self.pipeline_input_tokens / max(1, self.reports):,.0f}",
            f"${self.naive_usd * per:,.2f}",
            f"${self.pipeline_usd * per:,.2f} (fallback ${self.fallback_usd * per:,.2f})",
            f"{ratio:.2f}",
        ]


def usd(price: ModelPrice, *, fresh: float, output: float, cache_write: float = 0, cache_read: float = 0, table: PriceTable, batch: bool = False) -> float:
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
    return drop_body_paragraphs(prompt, paragraphs_to_drop(prompt, target)) if estimate_tokens(report_message(prompt)) > target else prompt


def tally(name: str, folder: Path, labels: list[dict], table: PriceTable, *, fallback_rate: float, budget: int | None) -> Tally:
    sonnet, haiku = table.price(PRIMARY), table.price(FALLBACK)
    assert sonnet and haiku, "the price table lacks the default models"
    system = estimate_tokens(SYSTEM_INSTRUCTIONS)
    # one cache write per 1,000 requests, reads for the rest; nothing when under the minimum prefix
    cached = system >= sonnet.min_cache_tokens
    write_share = 1 / PER_THOUSAND if cached else 0.0
    result = Tally(name)
    for label in labels:
        path = folder / label["file"]
        if label.get("expect_status", "ok") != "ok" or not text_layer_only(path):
            continue
        document = ingest(path)
        cleaned = clean(document)
        values = {FieldName.RATING: label["rating"], FieldName.TARGET_PRICE: label["target_price"], FieldName.RISK_FACTORS: label["risks"]}
        answer = estimate_tokens(render_fap(values))

        naive_in = estimate_tokens(naive_prompt(document).text)
        result.naive_usd += usd(sonnet, fresh=naive_in, output=answer, table=table)

        user = estimate_tokens(report_message(trimmed(build_prompt(cleaned), budget, system)))
        if cached:
            bill = usd(sonnet, fresh=user, cache_write=system * write_share, cache_read=system * (1 - write_share), output=answer, table=table, batch=True)
        else:
            bill = usd(sonnet, fresh=user + system, output=answer, table=table, batch=True)
        result.pipeline_usd += bill

        view = kept_view(cleaned)
        for field in ALL_FIELDS:
            snippets = snippet_prompt(field, view)
            if snippets is None:
                continue
            one_field = estimate_tokens(render_fap({field: values[field]}))
            cost = fallback_rate * usd(haiku, fresh=system + estimate_tokens(report_message(snippets)), output=one_field, table=table)
            result.fallback_usd += cost
            result.pipeline_usd += cost
        result.reports += 1
        result.naive_input_tokens += naive_in
        result.pipeline_input_tokens += user + system
    return result


def read_labels(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--fallback-rate", type=float, default=0.1, help="assumed share of fields that fall back to Haiku")
    parser.add_argument("--token-budget", type=int, default=None, help="per-report input budget, as `digest run --token-budget`")
    args = parser.parse_args()
    table = load_price_table()
    sets = [("sample_pdfs", SAMPLES)] + ([("real_reports", REAL)] if (REAL / "labels.jsonl").exists() else [])
    tallies = [tally(name, folder, read_labels(folder / "labels.jsonl"), table, fallback_rate=args.fallback_rate, budget=args.token_budget) for name, folder in sets]

    system = estimate_tokens(SYSTEM_INSTRUCTIONS)
    minimum = table.price(PRIMARY).min_cache_tokens  # type: ignore[union-attr]
    out = Table(title=f"Estimated cost per {PER_THOUSAND:,} reports (text-layer only; token budget {args.token_budget or 'none'}; fallback rate {args.fallback_rate:.0%})")
    for column in ("set", "reports", "input tokens / report (naive → pipeline)", "naive: Sonnet, full text", "pipeline: gradient + cache + batch", "ratio (goal ≤ 0.35)"):
        out.add_column(column)
    for result in tallies:
        out.add_row(*result.row())
    console.print(out)
    cache_note = "cached (read at 0.1x)" if system >= minimum else f"NOT cacheable: under the {minimum}-token minimum prefix, billed in full"
    console.print(f"system block ≈ {system} tokens: {cache_note}. Prices: schemas/model_prices.json.")


if __name__ == "__main__":
    main()

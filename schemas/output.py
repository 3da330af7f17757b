"""The Arrow schema of the results table: one row per report and run.

Offsets (`*_start`, `*_end`) are character offsets into the normalised text of the page in
`*_page` (1-based): NFKC, wrapped lines joined, OCR spaces removed (see tasks/ingest/reader.py).
"""

from __future__ import annotations

import pyarrow as pa

from schemas.types import BLOCK_ROLES

_strings = pa.list_(pa.string())
_ints = pa.list_(pa.int32())
_MODEL_CALL = pa.struct(
    [
        ("role", pa.string()),  # primary | fallback:<FIELD>
        ("model", pa.string()),
        ("input_tokens", pa.int64()),
        ("output_tokens", pa.int64()),
        ("cache_creation_tokens", pa.int64()),
        ("cache_read_tokens", pa.int64()),
        ("batch", pa.bool_()),  # answered through Message Batches (half price)
    ]
)

_STOCK_CALL = pa.struct(
    [
        ("code", pa.string()),  # as printed: 002007, 300009.SZ, 1501.HK
        ("code_normalized", pa.string()),  # with its exchange: 002007.SZ, 1501.HK (schemas/codes.py)
        ("name", pa.string()),
        ("rating", pa.string()),  # as printed
        ("rating_normalized", pa.string()),
        ("target_price", pa.string()),  # verbatim with unit; null when the report gives the stock none
        ("target_price_low", pa.float64()),
        ("target_price_high", pa.float64()),
        ("target_currency", pa.string()),
        ("code_page", pa.int32()),
        ("code_start", pa.int32()),
        ("code_end", pa.int32()),
        ("name_page", pa.int32()),
        ("name_start", pa.int32()),
        ("name_end", pa.int32()),
        ("rating_page", pa.int32()),
        ("rating_start", pa.int32()),
        ("rating_end", pa.int32()),
        ("target_page", pa.int32()),
        ("target_start", pa.int32()),
        ("target_end", pa.int32()),
        ("reasons", pa.list_(pa.string())),  # why a value of the call was left empty
    ]
)
STOCK_CALL_FIELDS: tuple[str, ...] = tuple(_STOCK_CALL.names)

RESULT_SCHEMA = pa.schema(
    [
        # identity and status
        pa.field("doc_id", pa.string(), nullable=False),  # sha256 of the file bytes
        pa.field("source_path", pa.string(), nullable=False),
        pa.field("duplicate_paths", _strings),  # other paths with the same bytes in this run
        pa.field("pages", pa.int32()),
        pa.field("ocr_pages", pa.int32()),
        pa.field("broker", pa.string()),  # the issuing broker when the report names it, e.g. 国元证券
        pa.field("report_date", pa.date32()),  # the report's date: printed on page 1, else in the file name, else mtime
        pa.field("report_date_source", pa.string()),  # first_page | file_name | mtime
        pa.field("title", pa.string()),  # the largest-type line of page 1
        pa.field("company_name", pa.string()),  # a company report's own company, as printed
        pa.field("company_code", pa.string()),  # its code with the exchange: 688556.SH, 0700.HK (schemas/codes.py)
        pa.field("status", pa.string(), nullable=False),  # ok | needs_review | error
        pa.field("error", pa.string()),  # why the row is an error, and what to do
        # report kind
        pa.field("doc_type", pa.string()),  # company | industry
        pa.field("doc_type_reason", pa.string()),  # the evidence: 爱美客（300896）, 行业评级, 周报, ...
        pa.field("doc_type_status", pa.string()),
        pa.field("doc_type_extractor", pa.string()),
        # rating (for an industry report: the industry's own)
        pa.field("rating", pa.string()),
        pa.field("rating_normalized", pa.string()),  # buy|outperform|neutral|underperform|sell|unrated
        pa.field("rating_action", pa.string()),  # maintain|initiate|upgrade|downgrade
        pa.field("rating_status", pa.string()),  # valid|fallback_valid|invalid|none
        pa.field("rating_extractor", pa.string()),
        pa.field("rating_reason", pa.string()),
        pa.field("rating_page", pa.int32()),
        pa.field("rating_start", pa.int32()),
        pa.field("rating_end", pa.int32()),
        # target price
        pa.field("target_price", pa.string()),
        pa.field("target_price_low", pa.float64()),
        pa.field("target_price_high", pa.float64()),
        pa.field("target_currency", pa.string()),  # CNY | HKD | USD
        pa.field("target_price_status", pa.string()),
        pa.field("target_price_extractor", pa.string()),
        pa.field("target_price_reason", pa.string()),
        pa.field("target_price_page", pa.int32()),
        pa.field("target_price_start", pa.int32()),
        pa.field("target_price_end", pa.int32()),
        # risks
        pa.field("risk_factors", _strings),
        pa.field("risk_factors_status", pa.string()),
        pa.field("risk_factors_extractor", pa.string()),
        pa.field("risk_factors_reason", pa.string()),
        pa.field("risk_factors_pages", _ints),
        pa.field("risk_factors_starts", _ints),
        pa.field("risk_factors_ends", _ints),
        # stock calls: one struct per stock the report rates (a company report: its own company)
        pa.field("stock_calls", pa.list_(_STOCK_CALL)),
        pa.field("stock_calls_status", pa.string()),
        pa.field("stock_calls_extractor", pa.string()),
        pa.field("stock_calls_reason", pa.string()),
        # scores and alerts
        pa.field("input_entropy_score", pa.float64()),  # bits of information per byte of normalised input
        pa.field("output_format_compliance", pa.float64()),  # share of fields the primary got right
        pa.field("alerts", _strings),
        pa.field("fallback_fields", _strings),
        pa.field("dropped_chars", pa.int64()),
        pa.field("prompt_chars", pa.int64()),
        # usage
        pa.field("model_input_tokens", pa.int64()),
        pa.field("model_output_tokens", pa.int64()),
        pa.field("model_cache_creation_tokens", pa.int64()),
        pa.field("model_cache_read_tokens", pa.int64()),
        pa.field("model_calls", pa.list_(_MODEL_CALL)),  # one entry per billed call, in call order
        pa.field("estimated_cost_usd", pa.float64()),  # from the price table; null when a model has no price
        pa.field("seconds", pa.float64()),
        # run
        pa.field("extractor", pa.string()),  # the primary backend: rules | claude
        pa.field("pipeline_version", pa.string(), nullable=False),
        pa.field("run_id", pa.string(), nullable=False),
        pa.field("processed_at", pa.timestamp("us", tz="UTC"), nullable=False),
    ]
)

RESULT_COLUMNS: tuple[str, ...] = tuple(RESULT_SCHEMA.names)

# Per page, its count of blocks by role (schemas/types.py Block): 0 for a role the page has none of.
PAGE_BLOCKS = pa.struct([(role, pa.int32()) for role in BLOCK_ROLES])

# The page table: OUT/pages/run_date=YYYY-MM-DD/<run_id>.parquet, one row per page of every
# report ingested in the run, saying how its text was obtained.
PAGE_SCHEMA = pa.schema(
    [
        pa.field("doc_id", pa.string(), nullable=False),
        pa.field("source_path", pa.string(), nullable=False),
        pa.field("page", pa.int32(), nullable=False),  # 1-based
        pa.field("source", pa.string(), nullable=False),  # text | ocr | cache (OCR text taken from the page OCR cache)
        pa.field(
            "ocr_reason", pa.string()
        ),  # no_text_layer | too_little_text | garbled_text_layer; null for text pages
        pa.field(
            "ocr_failure", pa.string()
        ),  # over_pixel_cap | timeout | worker_died | engine_error: the page has no text
        pa.field("engine", pa.string()),  # rapidocr | tesseract; null for text pages
        pa.field("chars", pa.int32(), nullable=False),  # characters of the page's normalised text
        pa.field("mean_confidence", pa.float64()),  # the engine's, 0-100, per character
        pa.field("seconds", pa.float64()),  # reading the page (render + OCR for OCR pages)
        pa.field("blocks", PAGE_BLOCKS),  # how many blocks of each role the page's text has (Document.blocks)
        pa.field("run_id", pa.string(), nullable=False),
        pa.field("processed_at", pa.timestamp("us", tz="UTC"), nullable=False),
    ]
)

# The calls table: OUT/calls/run_date=YYYY-MM-DD/<run_id>.parquet, one row per stock call of every
# report of the run (a company report's own call included), committed with the results.
CALL_SCHEMA = pa.schema(
    [
        pa.field("doc_id", pa.string(), nullable=False),
        pa.field("source_path", pa.string(), nullable=False),
        pa.field("report_date", pa.date32()),
        pa.field("broker", pa.string()),
        pa.field("doc_type", pa.string()),  # company | industry
        pa.field("title", pa.string()),
        pa.field("call_index", pa.int32(), nullable=False),  # 0-based, in report order
        pa.field("code", pa.string()),  # as printed
        pa.field("code_normalized", pa.string()),  # 688556.SH, 0700.HK, 2330.TW, AAPL.US
        pa.field("name", pa.string()),
        pa.field("rating", pa.string()),  # as printed
        pa.field("rating_normalized", pa.string()),
        pa.field("action", pa.string()),  # maintain|initiate|upgrade|downgrade: a company report's own call only
        pa.field("target_price", pa.string()),  # verbatim with unit
        pa.field("target_price_low", pa.float64()),
        pa.field("target_price_high", pa.float64()),
        pa.field("target_currency", pa.string()),
        pa.field("page", pa.int32()),  # where the call's stock is named (name, else code)
        pa.field("start", pa.int32()),
        pa.field("end", pa.int32()),
        pa.field("run_id", pa.string(), nullable=False),
        pa.field("processed_at", pa.timestamp("us", tz="UTC"), nullable=False),
    ]
)

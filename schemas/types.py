"""Data passed between stages.

Offsets: every `start`/`end` without a qualifier is a half-open offset into `Document.text`, the
normalised text of the whole report. `Document.locate()` turns it into a 1-based page number and
an offset inside that page's normalised text (`Document.page_text(page)`), which is what the
output columns `*_page`, `*_start`, `*_end` hold.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum
from functools import cached_property
from os import PathLike
from pathlib import Path
from typing import Any, Literal, TypeVar

from schemas.errors import DigestError
from schemas.patterns import normalise, normalise_with_offsets

PageSource = Literal["text", "ocr", "cache"]  # cache: OCR text from the page OCR cache (tasks/ingest/ocr_cache.py)
PAGE_SEPARATOR = "\n"
T = TypeVar("T")


class FieldName(StrEnum):
    DOC_TYPE = "DOC_TYPE"
    RATING = "RATING"
    TARGET_PRICE = "TARGET_PRICE"
    RISK_FACTORS = "RISK_FACTORS"
    STOCK_CALLS = "STOCK_CALLS"


ALL_FIELDS: tuple[FieldName, ...] = tuple(FieldName)

DocType = Literal["company", "industry"]
DOC_TYPES: tuple[DocType, ...] = ("company", "industry")


class FieldStatus(StrEnum):
    VALID = "valid"  # the primary answer was well-formed and grounded
    FALLBACK_VALID = "fallback_valid"  # the primary failed; the fallback's answer is grounded
    INVALID = "invalid"  # no extractor gave a grounded value; the field stays empty
    NONE = "none"  # the report states no such thing, and the rules agree


class ReportStatus(StrEnum):
    OK = "ok"
    NEEDS_REVIEW = "needs_review"
    ERROR = "error"


@dataclass(frozen=True)
class PageInfo:
    number: int  # 1-based
    source: PageSource
    start: int  # offset of the page's first character in Document.text
    end: int  # offset one past its last character (the separator is not part of the page)
    ocr_reason: str | None = None  # why the page went to OCR, None for text pages
    engine: str | None = None  # "tesseract", "rapidocr" or None
    mean_confidence: float | None = None
    seconds: float = 0.0
    ocr_failure: str | None = None  # why an OCR page has no text: over_pixel_cap, timeout, worker_died, engine_error
    block_roles: tuple[tuple[BlockRole, int], ...] = ()  # how many blocks of each role the page has (nonzero only)


BlockRole = Literal["page_header", "page_footer", "sidebar", "heading", "paragraph", "list_item", "table", "caption"]
BLOCK_ROLES: tuple[BlockRole, ...] = (
    "page_header",
    "page_footer",
    "sidebar",
    "heading",
    "paragraph",
    "list_item",
    "table",
    "caption",
)


@dataclass(frozen=True)
class Block:
    """One stretch of a page's text with its role (tasks/ingest/blocks.py): a line of `Document.text`,
    which holds one paragraph, heading, list item, table row, caption or header line."""

    role: BlockRole
    start: int  # offset into Document.text
    end: int  # one past its last character
    page: int  # 1-based
    bbox: tuple[float, float, float, float] | None = None  # x0, y0, x1, y1 in PDF points; None for OCR and .txt
    set_apart: bool = False  # a short line of words set bold, larger or in another colour than the body
    size: float = 0.0  # the type size of its line, in points (0: unknown, OCR and .txt)
    # A table row's cells when the PDF sets them side by side on its row, offsets into Document.text
    # (the text joins them with a space); () for a line of one cell, OCR and .txt.
    cells: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class WordBox:
    """One word of a text page as its text layer places it: offsets into Document.text and its box in
    PDF points (x0, y0, x1, y1), so a table's cells can be read by the column they stand in."""

    start: int
    end: int
    page: int  # 1-based
    x0: float
    y0: float
    x1: float
    y1: float


@dataclass(frozen=True)
class HeadingSpan:
    """A line a text sets apart as a heading (bold, larger or in its own colour: `Block.set_apart`), as
    offsets into the text the finders read, with its type size (a larger one is a higher level)."""

    start: int
    end: int
    size: float = 0.0


@dataclass(frozen=True)
class TextHeadings:
    """The headings of a text by its document's structure (`spans`, offsets into the text) and the
    stretches of the text whose structure is not known (`unknown`: the lines of its OCR pages), where
    headings are read from the words and shapes of lines, as in a text with no structure at all."""

    spans: tuple[HeadingSpan, ...]
    unknown: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class HeadingLine:
    """A heading line of the report by its words, with its type size: the structure a prompt carries to
    a backend that reads its text (the rules backend finds these lines in it)."""

    text: str
    size: float = 0.0


@dataclass
class Document:
    """The normalised text of one report, with a map back to each page's raw text."""

    doc_id: str  # sha256 of the file bytes
    source_path: str
    text: str  # page texts joined by PAGE_SEPARATOR
    pages: list[PageInfo]
    raw_offsets: list[int]  # per character of `text`: its offset in the raw text of its page
    integrity_alerts: list[str] = field(default_factory=list)  # a repaired PDF, pages missing: never a silent ok
    title: str | None = None  # the largest-type line of page 1 (tasks/ingest/title.py)
    blocks: tuple[Block, ...] = ()  # in reading order; every non-blank line of `text` in exactly one
    words: tuple[WordBox, ...] = ()  # a text page's words in text order, with their boxes (none for OCR, .txt)

    def page_index(self, offset: int) -> int:
        """0-based index into `pages` of the page holding `offset`."""
        starts = [p.start for p in self.pages]
        return max(0, bisect.bisect_right(starts, offset) - 1)

    def locate(self, start: int, end: int) -> tuple[int, int, int]:
        """(1-based page, start, end) with offsets relative to that page's normalised text."""
        page = self.pages[self.page_index(start)]
        return page.number, start - page.start, end - page.start

    def page_text(self, number: int) -> str:
        page = self.pages[number - 1]
        return self.text[page.start : page.end]

    @property
    def ocr_pages(self) -> int:
        return sum(1 for p in self.pages if p.source != "text")


@dataclass(frozen=True)
class Segment:
    """A kept stretch of `Document.text`: a paragraph, or the part of one that survived cleaning."""

    start: int
    end: int


DropReason = Literal[
    "duplicate_paragraph",  # >= 80% similar to an earlier paragraph
    "repeated_line",  # header/footer repeated across pages
    "rating_legend",  # the 评级说明 block that names every rating word
    "noise_low_entropy",  # e.g. 2,000 x "X", or a token repeated many times
    "noise_blob",  # a long random base64 or hex run
    "boilerplate_memory",  # a sentence seen in earlier reports (of the same broker): disclaimers
    "injection",  # a sentence holding planted instructions; also recorded as a Flag
]


@dataclass(frozen=True)
class Drop:
    start: int
    end: int
    reason: DropReason


@dataclass(frozen=True)
class Flag:
    """Planted instructions found in the report: the sentence [start, end) was neutralised."""

    start: int
    end: int
    kind: str  # "instruction", "role_tag" or "fap_marker"
    match: str  # the words that triggered the flag


@dataclass
class CleanDocument:
    document: Document
    kept: list[Segment]  # in report order, non-overlapping
    legend: list[Segment] = field(default_factory=list)  # the rating legend, kept aside
    drops: list[Drop] = field(default_factory=list)
    flags: list[Flag] = field(default_factory=list)  # prompt-injection attempts, each also a Drop
    broker: str | None = None  # the issuing broker when the report names it (e.g. 国元证券)

    def segment_text(self, segment: Segment) -> str:
        return self.document.text[segment.start : segment.end]

    @property
    def kept_chars(self) -> int:
        return sum(s.end - s.start for s in self.kept)


@dataclass(frozen=True)
class Prompt:
    """The entropy-gradient prompt: dense head, ordered body, directive tail."""

    head: str
    body: str
    tail: str
    # The report's heading lines (tasks/ingest/blocks.py heading_lines); None: its structure is not known
    # (a .txt file, OCR pages), and the finders read headings from the words and shapes of its lines.
    headings: tuple[HeadingLine, ...] | None = None
    # The lines of its pages whose structure is not known (OCR pages of a report whose other pages have
    # a text layer): the finders read headings there from the words and shapes of lines.
    unstructured_lines: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return "\n\n".join(part for part in (self.head, self.body, self.tail) if part)


ExtractionRole = Literal["primary", "fallback"]
TailStyle = Literal[
    "directive", "question"
]  # how the prompt ends: the directive in the tail, or a question (system has the directive)


@dataclass(frozen=True)
class ExtractionRequest:
    doc_id: str
    prompt: Prompt
    fields: tuple[FieldName, ...] = ALL_FIELDS  # the fields the answer must contain
    role: ExtractionRole = "primary"


@dataclass(frozen=True)
class Usage:
    input_tokens: int = 0
    output_tokens: int = 0
    cache_creation_input_tokens: int = 0
    cache_read_input_tokens: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            self.input_tokens + other.input_tokens,
            self.output_tokens + other.output_tokens,
            self.cache_creation_input_tokens + other.cache_creation_input_tokens,
            self.cache_read_input_tokens + other.cache_read_input_tokens,
        )


@dataclass(frozen=True)
class ExtractionReply:
    text: str  # the raw answer, expected in FAP
    extractor: str  # "rules" or the model id that answered, e.g. "claude-sonnet-5-5"
    usage: Usage = Usage()
    stop_reason: str | None = None  # "end_turn", "max_tokens", "refusal", ... (None for rules)
    batch: bool = False  # answered through the Message Batches API (billed at the batch price)


@dataclass(frozen=True)
class ModelCall:
    """One billed model call: who answered, the four token counts, and whether it was batched."""

    role: str  # "primary", "fallback:RATING", ...
    model: str
    usage: Usage
    batch: bool = False


@dataclass(frozen=True)
class Candidate:
    """A finder's candidate value, with offsets into the text it searched."""

    value: str
    start: int
    end: int
    action: str | None = None  # rating action for RATING candidates
    context: str = ""  # for TARGET_PRICE: the text between the cue and the price, e.g. "(人民币):"
    scope: str = ""  # for RATING: "stock", "industry" or "report" (tasks/finders/rating.py)


@dataclass(frozen=True)
class Evidence:
    """Where a value was found: 1-based page and offsets inside that page's normalised text."""

    page: int
    start: int
    end: int


@dataclass(frozen=True)
class StockCall:
    """One call the report makes on a stock. A value that is not grounded stays None, and
    `reasons` says why; each grounded value has its evidence."""

    code: str | None = None
    name: str | None = None
    rating: str | None = None
    rating_normalized: str | None = None
    target_price: str | None = None  # verbatim with its unit
    target_price_low: float | None = None
    target_price_high: float | None = None
    target_currency: str | None = None
    code_evidence: Evidence | None = None
    name_evidence: Evidence | None = None
    rating_evidence: Evidence | None = None
    target_evidence: Evidence | None = None
    reasons: tuple[str, ...] = ()


@dataclass(frozen=True)
class FieldResult:
    name: FieldName
    status: FieldStatus
    value: str | None = (
        None  # RATING / TARGET_PRICE verbatim; RISK_FACTORS items joined by "; "; DOC_TYPE company|industry
    )
    items: tuple[str, ...] = ()  # RISK_FACTORS items, verbatim, in report order
    evidence: tuple[Evidence, ...] = ()  # one per value, or one per risk item
    extractor: str | None = None  # who produced the accepted value
    reason: str | None = None  # why the field is empty or needed the fallback; for DOC_TYPE, the evidence
    rating_normalized: str | None = None
    rating_action: str | None = None
    target_price_low: float | None = None
    target_price_high: float | None = None
    target_currency: str | None = None
    calls: tuple[StockCall, ...] = ()  # STOCK_CALLS, in report order

    @property
    def accepted(self) -> bool:
        return self.status in (FieldStatus.VALID, FieldStatus.FALLBACK_VALID, FieldStatus.NONE)


@dataclass
class ReviewEntry:
    """What a reviewer needs for an alerted report: the prompt, the raw answers, the reasons."""

    prompt: str
    raw_answers: dict[str, str]  # role ("primary", "fallback:RATING", ...) -> raw answer text
    reasons: list[str]


# A row with this alert is not done: the next run retries the report (the model was down).
RETRY_ALERT_PREFIX = "fallback_unavailable"
# Nor is one whose OCR was cut short (a worker killed or timed out): the next run reads the page again.
RETRY_OCR_FAILURES = ("timeout", "worker_died")
RETRY_ALERT_PATTERN = rf"^(?:{RETRY_ALERT_PREFIX}|ocr_failed: page \d+ \((?:{'|'.join(RETRY_OCR_FAILURES)})\))"


@dataclass
class ReportOutcome:
    """Everything one report produced: the row to write, and a review entry when alerted."""

    doc_id: str
    source_path: str
    status: ReportStatus
    error: str | None = None
    duplicate_paths: list[str] = field(default_factory=list)
    pages: int = 0
    ocr_pages: int = 0
    fields: dict[FieldName, FieldResult] = field(default_factory=dict)
    input_entropy_score: float | None = None
    output_format_compliance: float | None = None
    alerts: list[str] = field(default_factory=list)
    dropped_chars: int = 0
    prompt_chars: int = 0
    usage: Usage = Usage()
    seconds: float = 0.0
    extractor: str = ""
    review: ReviewEntry | None = None
    page_infos: list[PageInfo] = field(default_factory=list)  # one per page, for the page table
    broker: str | None = None  # the issuing broker, when the report names it
    model_calls: list[ModelCall] = field(default_factory=list)
    estimated_cost_usd: float | None = None  # None when a call's model is not in the price table
    report_date: date | None = None  # printed on page 1, else in the file name, else the file's mtime
    report_date_source: str | None = None  # first_page | file_name | mtime
    title: str | None = None  # the largest-type line of page 1

    @property
    def doc_type(self) -> str | None:
        result = self.fields.get(FieldName.DOC_TYPE)
        return result.value if result else None

    @property
    def calls(self) -> tuple[StockCall, ...]:
        result = self.fields.get(FieldName.STOCK_CALLS)
        return result.calls if result else ()

    @property
    def own_call(self) -> StockCall | None:
        """A company report's call on its own company."""
        return self.calls[0] if self.doc_type == "company" and self.calls else None

    @classmethod
    def error_row(
        cls,
        doc_id: str,
        source_path: str | PathLike[str],
        error: DigestError | str,
        *,
        extractor: str,
        duplicate_paths: Sequence[str] = (),
    ) -> ReportOutcome:
        """The row of a report that could not be digested: `error` is what went wrong and what to
        do (a DigestError gives its class name and hint). Retried on the next run."""
        text = f"{error.reason}: {error}" if isinstance(error, DigestError) else error
        return cls(
            doc_id=doc_id,
            source_path=str(source_path),
            status=ReportStatus.ERROR,
            error=text,
            extractor=extractor,
            duplicate_paths=list(duplicate_paths),
        )

    @property
    def retry_next_run(self) -> bool:
        """An error row, or a row with a field left empty only because the fallback model was down."""
        return (
            self.status is ReportStatus.ERROR
            or any(re.match(RETRY_ALERT_PATTERN, a) for a in self.alerts)
            or any(p.ocr_failure in RETRY_OCR_FAILURES for p in self.page_infos)
        )

    @property
    def fallback_fields(self) -> list[str]:
        return [
            str(n)
            for n, r in self.fields.items()
            if r.status is FieldStatus.FALLBACK_VALID or (r.status is FieldStatus.INVALID and r.extractor == "none")
        ]


# ---------------------------------------------------------------- between stages


@dataclass
class InputFile:
    """A report of the run, as discovery found it (tasks/ingest/discover.py)."""

    path: Path  # the first path seen for this content
    doc_id: str  # sha256 of the bytes; "unreadable:<hash of the path>" when it could not be read
    duplicate_paths: list[str] = field(default_factory=list)
    read_error: str | None = None


@dataclass(frozen=True)
class Fit:
    """The prompt to send and how it got there."""

    prompt: Prompt
    dropped: tuple[int, ...] = ()  # indices (into body_paragraphs of the original prompt) left out
    tokens_before: int | None = None  # the API's count of the untrimmed request; None: not counted
    tokens_after: int | None = None
    limit: int | None = None

    @property
    def over_limit(self) -> bool:
        return self.tokens_after is not None and self.limit is not None and self.tokens_after > self.limit

    @property
    def alerts(self) -> list[str]:
        alerts = []
        if self.dropped:
            alerts.append(
                f"prompt_trimmed: {self.tokens_before} -> {self.tokens_after} tokens "
                f"({len(self.dropped)} body paragraphs dropped, limit {self.limit})"
            )
        if self.over_limit:
            alerts.append(f"prompt_over_budget: {self.tokens_after} > {self.limit} tokens with the body dropped")
        return alerts


@dataclass
class KeptView:
    """The kept segments joined by newlines, with planted instructions masked out (`MASK`): the text
    validation and the fallback read, built by tasks/validate/grounding.py `kept_view`."""

    clean: CleanDocument
    text: str
    starts: list[int]  # offset in `text` of each kept segment
    _memo: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def memo(self, key: str, compute: Callable[[], T]) -> T:
        """What `compute` gives for this view, computed once (the finders' candidates)."""
        if key not in self._memo:
            self._memo[key] = compute()
        return self._memo[key]

    def doc_offset(self, offset: int) -> int:
        index = bisect.bisect_right(self.starts, offset) - 1
        return self.clean.kept[index].start + offset - self.starts[index]

    def evidence(self, start: int, end: int) -> Evidence:
        page, page_start, page_end = self.clean.document.locate(self.doc_offset(start), self.doc_offset(end - 1) + 1)
        return Evidence(page, page_start, page_end)

    @cached_property
    def legend_text(self) -> str:
        return "\n".join(self.clean.segment_text(s) for s in self.clean.legend)

    @cached_property
    def normalised(self) -> tuple[str, list[int]]:
        """The text in the comparison space, and for each of its characters the offset in `text`."""
        return normalise_with_offsets(self.text)

    def occurrences(self, value: str) -> list[tuple[int, int]]:
        """(start, end) in `text` of every occurrence of `value`, compared normalised."""
        needle = normalise(value)
        haystack, offsets = self.normalised
        found, at = [], haystack.find(needle) if needle else -1
        while at != -1:
            found.append((offsets[at], offsets[at + len(needle) - 1] + 1))
            at = haystack.find(needle, at + 1)
        return found


@dataclass
class LadderOutcome:
    """What the extraction ladder gives for one report (tasks/validate/ladder.py)."""

    fields: dict[FieldName, FieldResult]
    replies: list[tuple[str, ExtractionReply]] = field(default_factory=list)  # (role, reply)
    compliance: float = 0.0  # share of fields the primary answer delivered well-formed and valid
    alerts: list[str] = field(default_factory=list)
    fallback_prompts: dict[FieldName, Prompt] = field(default_factory=dict)
    fallback_unavailable: str | None = None  # why the fallback model could not answer this report

    @property
    def usage(self) -> Usage:
        total = Usage()
        for _, reply in self.replies:
            total = total + reply.usage
        return total

    @property
    def needs_review(self) -> bool:
        return any(r.status is FieldStatus.INVALID for r in self.fields.values())

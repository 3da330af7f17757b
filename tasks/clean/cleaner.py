"""Stage 2: drop boilerplate and noise, keep the report text as exact spans of Document.text.

A paragraph is a line of Document.text; a line longer than LONG_LINE characters (a whole report
dumped on one line) is cut into chunks of 1-3 sentences first. Each paragraph then goes through,
in order: headers and footers (short lines repeated on several pages, lines repeated at the top or
bottom of pages, bare page numbers there), planted instructions (the sentence is cut out and
flagged), noise runs and stuffing (cut out at their exact span), sentences the boilerplate memory
knows from earlier reports, the rating legend (set aside), near-duplicates. What survives is
`kept`; every removal is a `Drop`, every planted instruction also a `Flag`.

Nothing that carries field wording (a rating statement, a target-price cue, a risk heading) is
dropped as a repeat or from memory; planted instructions are dropped whatever they say.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import fuzz, process

from schemas.lexicon import rating_words
from schemas.patterns import (
    DUPLICATE_KEY_GRAM,
    FIELD_WORDS,
    LEGEND_BENCHMARK,
    LEGEND_DEFINES_AFTER_WORD,
    LEGEND_DEFINITION,
    LEGEND_DEFINITIONAL,
    LEGEND_HEADING,
    LIST_ITEM_START,
    LISTED_CODE_IN_LINE,
    NAME_WITH_BARE_TICKER_LINE,
    PAGE_NUMBER,
    RATING_BOX_LABEL_ZH,
    RATING_CUE,
    RISK_HEADING,
    RISK_HEADING_LINE_ZH,
    RUNNING_DISCLAIMER_POINTER_ZH,
    RUNNING_REPORT_KIND_ZH,
    SENTENCE_END,
    STOCK_CODE,
    TABLE_COLUMN_WORD,
    TABLE_VALUE_COLUMN,
    TARGET_PRICE_CUE,
    injection_spans,
)
from schemas.types import CleanDocument, Document, Drop, DropReason, Flag, Segment
from tasks.clean.boilerplate import BoilerplateMemory, detect_broker, memory_sentences, sentence_key
from tasks.clean.entropy import information_bits
from tasks.finders.key_strips import in_strip_header
from tasks.finders.own_company import is_own_company_line
from tasks.finders.rating import rating_occurrences
from tasks.finders.risks import risk_headings
from tasks.finders.stock_calls import stock_section_spans

LONG_LINE = 400  # longer lines are one-line text dumps: cut them into sentence chunks
CHUNK_MIN_CHARS = 60  # a chunk grows sentence by sentence until this long ...
CHUNK_MAX_SENTENCES = 3  # ... or this many sentences
DUPLICATE_MIN_CHARS = 20
REPEATED_LINE_MAX_CHARS = 120
RATING_CUE_WINDOW = 30  # a rating word this close to a cue is a rating statement
LEGEND_WINDOW = 150  # 3 distinct rating words this close together, with definitional wording
LEGEND_LABEL_MAX_CHARS = 10  # a label this short inside or before the legend belongs to it
EDGE_LINES = 2  # the first and last lines of a page where headers, footers and page numbers sit
EDGE_LINE_MAX_CHARS = 300
STUFFING_MIN_BYTES = 200  # a piece this long that compresses below ...
STUFFING_MAX_DISTINCT_SHARE = 0.3  # only pieces with fewer distinct characters are compressed
STUFFING_BITS_PER_BYTE = 1.0  # ... this many bits per byte is stuffing (real report paragraphs: >= 2.8)

_DIGITS = re.compile(r"\d+")
_LETTER = re.compile(r"[^\W\d_]")
_CHAR_RUN = re.compile(r"(.)\1{49,}", re.S)
# A 1-10 char token repeated >= 20 times; the lookahead (its first char recurs within 10) is a
# necessary condition that halves the scan time.
_TOKEN_RUN = re.compile(r"(?=(.).{0,9}?\1)(.{1,10}?)\2{19,}", re.S)
_BASE64_RUN = re.compile(r"[A-Za-z0-9+/=]{80,}")
_HEX_RUN = re.compile(r"[0-9a-fA-F]{64,}")
LEGEND_DEFINITION_REACH = 40


# ---------------------------------------------------------------- field wording


class _Spans:
    """Sorted match spans of one pattern over a whole text, queried by range."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        self.spans = sorted(spans)
        self.starts = [s for s, _ in spans]

    def within(self, start: int, end: int) -> list[tuple[int, int]]:
        lo = bisect.bisect_left(self.starts, start)
        hi = bisect.bisect_left(self.starts, end)
        return [span for span in self.spans[lo:hi] if span[1] <= end]


class FieldWording:
    """Where a text carries rating, target-price and risk-heading wording (computed once)."""

    def __init__(self, text: str) -> None:
        self.text = text
        words = rating_words(text)
        self.rating_words = _Spans([m.span() for m in words])
        self.rating_keys = {m.start(): m.group(0).lower() for m in words}
        cues = _Spans([m.span() for m in RATING_CUE.finditer(text)])
        self.rating_statements = _Spans([s for s in (_statement(w, cues) for w in self.rating_words.spans) if s])
        self.target_price_cues = _Spans([m.span() for m in TARGET_PRICE_CUE.finditer(text)])
        self.risk_headings = _Spans([m.span() for m in RISK_HEADING.finditer(text)])
        self.legend_headings = _Spans([m.span() for m in LEGEND_HEADING.finditer(text)])

    def carries_field_wording(self, start: int, end: int) -> bool:
        """Rating statement, target-price cue or risk heading: never dropped on its first occurrence."""
        return bool(
            self.target_price_cues.within(start, end)
            or self.risk_headings.within(start, end)
            or self.rating_statements.within(start, end)
        )


CODED_ROW_CHARS = 200  # a longer piece is a paragraph, not one row of a stock table


def _is_coded_row(piece: str) -> bool:
    """A stock table's row (a line holding a listed code): only its exact copy is a duplicate, as the rows of one
    table differ by their codes and figures only."""
    return len(piece) <= CODED_ROW_CHARS and "\n" not in piece.strip() and LISTED_CODE_IN_LINE.search(piece) is not None


def _statement(word: tuple[int, int], cues: _Spans) -> tuple[int, int] | None:
    """The span from a rating word to its nearest rating cue, if one is within RATING_CUE_WINDOW."""
    start, end = word
    near = [c for c in cues.within(start - RATING_CUE_WINDOW, end + RATING_CUE_WINDOW) if c[1] <= start or c[0] >= end]
    if not near:
        return None
    cue = min(near, key=lambda c: start - c[1] if c[1] <= start else c[0] - end)
    return min(start, cue[0]), max(end, cue[1])


@lru_cache(maxsize=4)
def field_wording(text: str) -> FieldWording:
    """FieldWording of a document text, shared by clean and gradient."""
    return FieldWording(text)


# ---------------------------------------------------------------- paragraphs


@dataclass(frozen=True)
class Paragraph:
    start: int
    end: int
    whole_line: bool  # a full line of the document, not a chunk of a long one


def trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def sentence_spans(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Untrimmed sentence spans covering text[start:end]; the end punctuation stays with its sentence."""
    spans, at = [], start
    for match in SENTENCE_END.finditer(text, start, end):
        spans.append((at, match.end()))
        at = match.end()
    if at < end:
        spans.append((at, end))
    return spans


def _chunks(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    chunk_start, count = start, 0
    for _, sentence_end in sentence_spans(text, start, end):
        count += 1
        if sentence_end - chunk_start >= CHUNK_MIN_CHARS or count >= CHUNK_MAX_SENTENCES:
            yield chunk_start, sentence_end
            chunk_start, count = sentence_end, 0
    if chunk_start < end:
        yield chunk_start, end


def paragraphs(document: Document) -> list[Paragraph]:
    """Trimmed non-empty lines; lines over LONG_LINE chars cut into chunks of 1-3 sentences."""
    text = document.text
    found = []
    for line in re.finditer(r"[^\n]+", text):
        start, end = trimmed(text, line.start(), line.end())
        if start == end:
            continue
        if end - start <= LONG_LINE:
            found.append(Paragraph(start, end, True))
            continue
        for a, b in _chunks(text, start, end):
            a, b = trimmed(text, a, b)
            if a < b:
                found.append(Paragraph(a, b, False))
    return found


# ---------------------------------------------------------------- repeated lines


def _line_key(line: str) -> str:
    return _DIGITS.sub("#", line)


def _is_short_line(text: str, para: Paragraph) -> bool:
    """A header/footer candidate: a whole short line with some words (lines of bare numbers are
    table cells: masked they would all look alike)."""
    return (
        para.whole_line
        and para.end - para.start < REPEATED_LINE_MAX_CHARS
        and len(_LETTER.findall(text, para.start, para.end)) >= 2
    )


def _heads_a_table(text: str, para: Paragraph, following: Paragraph | None) -> bool:
    """A table's header line (`Company Code Stance Price (¥) Target (¥) Upside`), repeated where the
    table goes on over a page: it names two columns or more, a price, target or rating column among
    them, and the line after it holds numbers (the table's first row). It is no page furniture."""
    if following is None:
        return False
    return _header_over_figures(text[para.start : para.end], text[following.start : following.end])


def _header_over_figures(line: str, following: str) -> bool:
    """`line` names two columns or more, a price, target or rating column among them, and `following` (the table's
    first row) holds numbers."""
    columns = {word.group().casefold() for word in TABLE_COLUMN_WORD.finditer(line)}
    return (
        len(columns) >= 2 and TABLE_VALUE_COLUMN.search(line) is not None and any(char.isdigit() for char in following)
    )


def _heads_a_table_again(text: str, start: int, end: int) -> bool:
    """A table's header line (one line) repeated where the table goes on over a page, its first row on the line
    after: the copy parts the rows from the page's header above it (`India Banks`, which else reads as the wrapped
    end of the last row's name)."""
    if "\n" in text[start:end].strip():
        return False
    line_end = text.find("\n", end)
    following = text[end : text.find("\n", line_end + 1) if line_end >= 0 else len(text)]
    return _header_over_figures(text[start:end], following)


def _repeated_line_keys(document: Document, found: list[Paragraph]) -> set[str]:
    """Digit-masked short lines that occur on two or more pages."""
    page_starts = [page.start for page in document.pages]
    pages_of: dict[str, set[int]] = defaultdict(set)
    for para in found:
        if _is_short_line(document.text, para):
            page = bisect.bisect_right(page_starts, para.start)
            pages_of[_line_key(document.text[para.start : para.end])].add(page)
    return {key for key, pages in pages_of.items() if len(pages) >= 2}


# ---------------------------------------------------------------- noise


def _is_base64_like(run: str) -> bool:
    return any(c.islower() for c in run) and any(c.isupper() for c in run) and any(c.isdigit() for c in run)


def _is_hex_like(run: str) -> bool:
    # a real digest uses several of a-f; chart-axis dumps like "2019E2020E" use one
    return any(c.isdigit() for c in run) and len({c.lower() for c in run if c.isalpha()}) >= 3


def _may_hold_token_run(text: str, start: int, end: int) -> bool:
    """A token repeated 20 times (or a character 50 times) repeats a character 20 times: cheap to
    rule out."""
    return end - start >= 20 and max(Counter(text[start:end]).values()) >= 20


def noise_spans(text: str, start: int = 0, end: int | None = None) -> list[Drop]:
    """Noise runs inside text[start:end], overlapping ones merged, in order."""
    end = len(text) if end is None else end
    found: list[Drop] = []
    checks: list[tuple[re.Pattern[str], DropReason, Callable[[str], bool] | None]] = [
        (_BASE64_RUN, "noise_blob", _is_base64_like),
        (_HEX_RUN, "noise_blob", _is_hex_like),
    ]
    if _may_hold_token_run(text, start, end):
        checks += [(_CHAR_RUN, "noise_low_entropy", None), (_TOKEN_RUN, "noise_low_entropy", None)]
    for pattern, reason, accept in checks:
        for match in pattern.finditer(text, start, end):
            if accept is None or accept(match.group(0)):
                found.append(Drop(match.start(), match.end(), reason))
    found.sort(key=lambda d: (d.start, -d.end))
    merged: list[Drop] = []
    for drop in found:
        if merged and drop.start < merged[-1].end:
            last = merged[-1]
            merged[-1] = Drop(last.start, max(last.end, drop.end), last.reason)
        else:
            merged.append(drop)
    return merged


# ---------------------------------------------------------------- duplicates


class _DuplicateIndex:
    """Earlier kept paragraphs, for exact and near-duplicate (rapidfuzz ratio) look-ups.

    Comparing every paragraph with every earlier one is quadratic, so candidates come from an
    index of keys that near-duplicates share: the first and last 8 characters and each 6-gram after
    a comma, 的 or bracket, all with digits removed (page numbers, dates). Ratios are then computed
    on a one-byte-per-character image (the low byte of each code point), ~5x faster in rapidfuzz
    and never lower than the text's own ratio, and confirmed on the text.
    """

    MAX_POSTINGS = 64  # a key shared by more paragraphs than this is too common to select on

    def __init__(self, similarity: float) -> None:
        self.similarity = similarity
        self.exact: set[str] = set()
        self.texts: list[str] = []
        self.images: list[bytes] = []
        self.postings: dict[str, list[int]] = defaultdict(list)

    @staticmethod
    def _keys(piece: str) -> set[str]:
        bare = _DIGITS.sub("", piece)
        return {"^" + bare[:8], "$" + bare[-8:], *DUPLICATE_KEY_GRAM.findall(bare)}

    def is_duplicate(self, piece: str, *, exact_only: bool) -> bool:
        if piece in self.exact:
            return True
        if exact_only:
            return False
        candidates: set[int] = set()
        for key in self._keys(piece):
            posting = self.postings.get(key)
            if posting and len(posting) <= self.MAX_POSTINGS:
                candidates.update(posting)
        if not candidates:
            return False
        ordered = sorted(candidates)
        close = process.extract(
            _image(piece),
            [self.images[i] for i in ordered],
            scorer=fuzz.ratio,
            score_cutoff=self.similarity,
            limit=None,
        )
        return any(fuzz.ratio(piece, self.texts[ordered[j]], score_cutoff=self.similarity) for _, _, j in close)

    def add(self, piece: str) -> None:
        if piece in self.exact:
            return
        self.exact.add(piece)
        index = len(self.texts)
        self.texts.append(piece)
        self.images.append(_image(piece))
        for key in self._keys(piece):
            self.postings[key].append(index)


def _image(piece: str) -> bytes:
    return piece.encode("utf-32-le")[::4]


# ---------------------------------------------------------------- planted instructions


def _flag_kind(match: str) -> str:
    if "FAP_FIELD" in match.upper():
        return "fap_marker"
    if "<" in match or ":" in match or "：" in match or match.lower() in ("你现在是", "you are now"):
        return "role_tag"
    return "instruction"


def injection_flags(text: str) -> list[Flag]:
    """Each sentence holding planted instructions (schemas.patterns.INJECTION), merged, in order.
    A sentence runs from the previous 。！？!? or line break to the next one (the validator masks
    the same spans)."""
    flags: list[Flag] = []
    for start, end, hit in injection_spans(text):
        start, end = trimmed(text, start, end)
        match = hit.group(0).strip()
        if flags and start < flags[-1].end:
            last = flags[-1]
            flags[-1] = Flag(last.start, max(last.end, end), last.kind, last.match)
        elif start < end:
            flags.append(Flag(start, end, _flag_kind(match), match))
    return flags


# ---------------------------------------------------------------- page edges


def _edge_paragraphs(document: Document, found: list[Paragraph]) -> dict[int, str]:
    """Index into `found` -> digit-masked key, for the whole lines among the first and last
    EDGE_LINES lines of each page."""
    page_starts = [page.start for page in document.pages]
    by_page: dict[int, list[int]] = defaultdict(list)
    for index, para in enumerate(found):
        if para.whole_line:
            by_page[bisect.bisect_right(page_starts, para.start)].append(index)
    edges = {}
    for indices in by_page.values():
        for index in indices[:EDGE_LINES] + indices[-EDGE_LINES:]:
            para = found[index]
            if para.end - para.start <= EDGE_LINE_MAX_CHARS:
                edges[index] = _line_key(document.text[para.start : para.end])
    return edges


def _furniture(document: Document, found: list[Paragraph]) -> set[int]:
    """Page edges that are headers or footers: bare page numbers, lines that send the reader to the
    disclaimer, and lines whose digit-masked text sits at the edge of two or more pages (long running
    titles included)."""
    if len(document.pages) < 2:
        return set()
    edges = _edge_paragraphs(document, found)
    counts = Counter(edges.values())
    text = document.text
    pointers = {i for i in edges if RUNNING_DISCLAIMER_POINTER_ZH.search(text, found[i].start, found[i].end)}
    # the running title printed beside the pointer (`行业周报`), read as a line of its own
    beside = {
        i
        for p in pointers
        for i in (p - 1, p + 1)
        if i in edges and RUNNING_REPORT_KIND_ZH.fullmatch(text, found[i].start, found[i].end)
    }
    return (
        pointers
        | beside
        | {
            index
            for index, key in edges.items()
            if counts[key] >= 2 or PAGE_NUMBER.fullmatch(text, found[index].start, found[index].end)
        }
    )


# ---------------------------------------------------------------- the stage


@dataclass(frozen=True)
class CleanSteps:
    """Which steps run (all by default); switched off one at a time by the ablation bench."""

    repeated_lines: bool = True
    injections: bool = True
    noise: bool = True
    memory: bool = True
    legend: bool = True
    duplicates: bool = True


class _Cleaner:
    def __init__(
        self,
        document: Document,
        similarity: float,
        steps: CleanSteps,
        memory: BoilerplateMemory | None,
        broker: str | None,
    ) -> None:
        self.document = document
        self.text = document.text
        self.wording = field_wording(document.text)
        self.steps = steps
        self.memory = memory if steps.memory else None
        self.broker = broker
        self.kept: list[Segment] = []
        self.legend: list[Segment] = []
        self.drops: list[Drop] = []
        self.duplicates = _DuplicateIndex(similarity)
        self.in_legend = False
        self.flags = injection_flags(self.text) if steps.injections else []
        self.flag_starts = [f.start for f in self.flags]
        self.risk_zones = [(heading, end) for heading, _, end in risk_headings(self.text)]

    def drop(self, start: int, end: int, reason: DropReason) -> None:
        self.drops.append(Drop(start, end, reason))

    def paragraph(self, para: Paragraph) -> None:
        """Cut out planted instructions, noise and remembered boilerplate; each remaining piece
        goes on alone."""
        remember = self.memory is not None and not self._protected(para.start, para.end)
        for start, end in self._cut(para.start, para.end, self._injection_cuts):
            for a, b in self._cut(start, end, self._noise_cuts):
                for c, d in self._cut(a, b, self._memory_cuts) if remember else [(a, b)]:
                    self.piece(c, d)

    def _cut(self, start: int, end: int, finder: Callable[[int, int], list[Drop]]) -> list[tuple[int, int]]:
        """Record the drops `finder` returns inside [start, end) (a trimmed span); the trimmed
        pieces between them."""
        cuts = finder(start, end)
        if not cuts:
            return [(start, end)]
        self.drops.extend(cuts)
        pieces = []
        for a, b in zip([start, *(d.end for d in cuts)], [*(d.start for d in cuts), end]):
            a, b = trimmed(self.text, a, b)
            if a < b:
                pieces.append((a, b))
        return pieces

    def _injection_cuts(self, start: int, end: int) -> list[Drop]:
        if not self.flags:
            return []
        index = max(0, bisect.bisect_right(self.flag_starts, start) - 1)
        cuts = []
        for flag in self.flags[index:]:
            if flag.start >= end:
                break
            a, b = max(start, flag.start), min(end, flag.end)
            if a < b:
                cuts.append(Drop(a, b, "injection"))
        return cuts

    def _noise_cuts(self, start: int, end: int) -> list[Drop]:
        if not self.steps.noise:
            return []
        cuts = noise_spans(self.text, start, end)
        if cuts:
            return cuts
        piece = self.text[start:end]
        if len(piece) < STUFFING_MIN_BYTES // 3 or len(set(piece)) > STUFFING_MAX_DISTINCT_SHARE * len(piece):
            return []  # varied characters: not a repeated pattern (and not worth compressing)
        size = len(piece.encode("utf-8"))
        if size >= STUFFING_MIN_BYTES and information_bits(piece) < STUFFING_BITS_PER_BYTE * size:
            return [Drop(start, end, "noise_low_entropy")]  # stuffing: a pattern repeated, any period
        return []

    def _memory_cuts(self, start: int, end: int) -> list[Drop]:
        """Sentences the memory has seen in other reports, adjacent ones merged; never one with
        rating, target-price or risk words."""
        if self.memory is None:
            return []
        cuts: list[Drop] = []
        for a, b in memory_sentences(self.text, start, end):
            sentence = self.text[a:b]
            key = sentence_key(sentence, self.broker)
            if key is None or FIELD_WORDS.search(sentence) or rating_words(sentence):
                continue
            if self.memory.is_boilerplate(key, self.broker, self.document.doc_id):
                a, b = trimmed(self.text, a, b)
                if cuts and not self.text[cuts[-1].end : a].strip():
                    cuts[-1] = Drop(cuts[-1].start, b, "boilerplate_memory")
                else:
                    cuts.append(Drop(a, b, "boilerplate_memory"))
        return cuts

    def in_risk_zone(self, start: int, end: int) -> bool:
        return any(zone_start < end and start < zone_end for zone_start, zone_end in self.risk_zones)

    def _protected(self, start: int, end: int) -> bool:
        """A paragraph with field wording, or overlapping a risk section (as the rules read it):
        never dropped from memory."""
        return self.in_risk_zone(start, end) or self.wording.carries_field_wording(start, end)

    def piece(self, start: int, end: int) -> None:
        legend_start = self._legend_start(start, end) if self.steps.legend else None
        if legend_start is not None:
            before = trimmed(self.text, start, legend_start)
            if before[0] < before[1]:
                self.in_legend = False
                self._keep_unless_duplicate(*before)
            legend = Segment(*trimmed(self.text, legend_start, end))
            self.legend.append(legend)
            self.drop(legend.start, legend.end, "rating_legend")
            self.in_legend = True
            return
        self.in_legend = False
        self._keep_unless_duplicate(start, end)

    def _keep_unless_duplicate(self, start: int, end: int) -> None:
        if end - start >= DUPLICATE_MIN_CHARS and self.steps.duplicates:
            piece = self.text[start:end]
            protected = self.wording.carries_field_wording(start, end) or _is_coded_row(piece)
            # A risk list repeated under a later heading (the summary page's copy lost its heading
            # with the page header): the copy under a heading stays.
            # A key-data strip's label row repeated over each stock's own row of values (`Rating Price
            # target Price Upside` under every stock heading of a sector note) labels its own values.
            repeated = self.duplicates.is_duplicate(piece, exact_only=protected)
            if (
                repeated
                and not self.in_risk_zone(start, end)
                and not in_strip_header(self.text, start)
                and not _heads_a_table_again(self.text, start, end)
            ):
                self.drop(start, end, "duplicate_paragraph")
                return
            self.duplicates.add(piece)
        self.kept.append(Segment(start, end))

    def _legend_start(self, start: int, end: int) -> int | None:
        """Where the rating legend starts inside text[start:end], or None."""
        heading = self.wording.legend_headings.within(start, end)
        if heading and not self._states_own_rating(heading[0][1], end):
            at = heading[0][0]
            lead = self.text[start:at]  # "投资" of "投资评级说明" belongs to the heading
            return start if len(lead) <= LEGEND_LABEL_MAX_CHARS and not SENTENCE_END.search(lead) else at
        words = self.wording.rating_words.within(start, end)
        if self.in_legend and RISK_HEADING_LINE_ZH.fullmatch(self.text, start, end):
            return None  # a risk section's heading after the legend ends it
        if self.in_legend and (
            self._defines_rating_word(start, end, words)
            or self._is_legend_label(start, end)
            or self._is_definition_cell(start, end)
            or bool(LEGEND_BENCHMARK.search(self.text, start, end))
        ):
            return start
        for word_start, word_end in words:  # "中性预期行业指数相对基准指数涨跌幅介于…": a definition
            if LEGEND_DEFINITION.match(self.text, word_end, min(end, word_end + LEGEND_DEFINITION_REACH)):
                lead = self.text[start:word_start]  # "行业投资评级" before it belongs to the legend
                return start if len(lead) <= LEGEND_LABEL_MAX_CHARS and not SENTENCE_END.search(lead) else word_start
        for i, (word_start, _) in enumerate(words):
            window_end = min(end, word_start + LEGEND_WINDOW)
            distinct = {self.wording.rating_keys[s] for s, _ in words[i:] if s < window_end}
            # A cover's rating box beside a table of stock calls (`领先大市-A…688363华熙生物-买入-A`) is no legend.
            calls_table = STOCK_CODE.search(self.text, word_start, window_end)
            if len(distinct) >= 3 and LEGEND_DEFINITIONAL.search(self.text, word_start, window_end) and not calls_table:
                return word_start
        return None

    def _states_own_rating(self, start: int, end: int) -> bool:
        """text[start:end], after a legend heading, names one rating word and states it as the report's
        (`估值分析与评级说明预计…维持“推荐”评级。`): a section that explains the report's own rating, no legend."""
        distinct = {self.wording.rating_keys[s] for s, _ in self.wording.rating_words.within(start, end)}
        if len(distinct) != 1:
            return False
        return any(found.scope == "report" for found in rating_occurrences(self.text[start:end]))

    def _is_definition_cell(self, start: int, end: int) -> bool:
        """A definition on a line of its own, its rating word on the line before: how OCR reads
        the legend table, one cell a line ("减持" / "预期股价相对基准指数跌幅介于5%与20%之间")."""
        return bool(LEGEND_DEFINITION.match(self.text, start, min(end, start + LEGEND_DEFINITION_REACH)))

    def _is_legend_label(self, start: int, end: int) -> bool:
        """A short line inside the legend table, e.g. a heading split over lines ("行业投资评" / "级"); not a
        rating box's line that states one rating (`_states_one_rating`)."""
        return (
            end - start <= LEGEND_LABEL_MAX_CHARS
            and not SENTENCE_END.search(self.text, start, end)
            and not self._states_one_rating(start, end)
        )

    def _states_one_rating(self, start: int, end: int) -> bool:
        """text[start:end] is a rating label, its colon and one rating word (`投资评级：买入`)."""
        label = RATING_BOX_LABEL_ZH.match(self.text, start, end)
        if label is None:
            return False
        words = self.wording.rating_words.within(label.end(), end)
        return len(words) == 1 and words[0][0] == label.end() and not self.text[words[0][1] : end].strip()

    def _defines_rating_word(self, start: int, end: int, words: list[tuple[int, int]]) -> bool:
        if words and words[0][0] == start and LEGEND_DEFINES_AFTER_WORD.match(self.text, words[0][1], end):
            return True
        return any(LEGEND_DEFINITIONAL.search(self.text, word_end, min(end, word_end + 20)) for _, word_end in words)


def clean(
    document: Document,
    *,
    similarity: float = 80.0,
    memory: BoilerplateMemory | None = None,
    steps: CleanSteps = CleanSteps(),
) -> CleanDocument:
    """Keep the report text; drop headers and footers, planted instructions, noise, remembered
    boilerplate, the rating legend (set aside) and near-duplicates. With a `memory`, the report's
    sentences are then added to it."""
    text = document.text
    found = paragraphs(document)
    broker = detect_broker(text)
    repeated = _repeated_line_keys(document, found) if steps.repeated_lines else set()
    furniture = _furniture(document, found) if steps.repeated_lines else set()
    seen_repeated: set[str] = set()
    # A sector note's stock sections, each headed by its stock over its call (`Kanzaki Servo (6271 JP)` / `Rating
    # Neutral` / `Price target ¥1,820`, a page per stock): their lines repeat, digits masked, from one stock's page to
    # the next, and each states its own stock's call, no page furniture.
    sections = stock_section_spans(text) if steps.repeated_lines else []
    cleaner = _Cleaner(document, similarity, steps, memory, broker)
    for index, para in enumerate(found):
        short = _is_short_line(text, para)
        key = _line_key(text[para.start : para.end]) if short or index in furniture else ""
        # A risk list repeated on another page is no page furniture under its heading (a header is
        # short and opens with no list item).
        in_risk_list = cleaner.in_risk_zone(para.start, para.end) and (
            not short or bool(LIST_ITEM_START.match(text, para.start, para.end))
        )
        in_a_section = any(a <= para.start and para.end <= b for a, b in sections)
        furniture_line = not in_risk_list and not in_a_section and (index in furniture or (short and key in repeated))
        following = found[index + 1] if index + 1 < len(found) else None
        if furniture_line and not (short and _heads_a_table(text, para, following)):
            first = key not in seen_repeated
            seen_repeated.add(key)
            # A page header naming the company with its ticker says whom the note is about: its first stays.
            named = first and (
                is_own_company_line(text, para.start, para.end, on_cover=False)
                # the cover's title with a bare ticker (`Tesla Inc. (TSLA)`), its first copy on page 1
                or (
                    bool(document.pages)
                    and para.start < document.pages[0].end
                    and NAME_WITH_BARE_TICKER_LINE.fullmatch(text, para.start, para.end) is not None
                )
            )
            # A cover box's value on its own line (`12-month rating` / `Buy`) completes its label's statement.
            labelled = index > 0 and any(
                a < para.start < b
                for a, b in cleaner.wording.rating_statements.within(found[index - 1].start, para.end)
            )
            if not (named or (first and (cleaner.wording.carries_field_wording(para.start, para.end) or labelled))):
                cleaner.drop(para.start, para.end, "repeated_line")
                continue
        cleaner.paragraph(para)
    if memory is not None:
        memory.learn(document.doc_id, broker, _document_keys(text, found, broker))
    drops = sorted(cleaner.drops, key=lambda d: (d.start, d.end))
    return CleanDocument(
        document=document, kept=cleaner.kept, legend=cleaner.legend, drops=drops, flags=cleaner.flags, broker=broker
    )


def _document_keys(text: str, found: list[Paragraph], broker: str | None) -> set[str]:
    keys = set()
    for para in found:
        for a, b in memory_sentences(text, para.start, para.end):
            key = sentence_key(text[a:b], broker)
            if key:
                keys.add(key)
    return keys

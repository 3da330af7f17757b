"""Stage 6: strict validation of every answered field against the cleaned source.

A value is accepted only when it is verbatim in the kept report text (not the rating legend, not a
dropped disclaimer, not a planted instruction) and sits in the right context. Value and text are
compared in one normalised space (NFKC; whitespace next to CJK removed, other runs as one space),
and an accepted value keeps its page and raw span.
- DOC_TYPE: company or industry; a kind that disagrees with the report's own markers is kept and
  alerted (tasks/output/assess.py), since the kind is a judgement, not a quote;
- RATING: a lexicon word stated as the rating (a rating cue nearby, a cover box's value, `(600183.SS,
  Buy)`), not a legend definition or a word of a named scale (`ratings are Buy, Neutral and Sell`,
  a ratings distribution), not the old rating of a change; on an industry report never a word that
  rates one stock (on an English sector note, a stock-scale word outside its industry-view label);
- TARGET_PRICE: a price a target-price cue points at (tasks/finders/target_price.py): never the
  current price, a previous target, a code, a date, a ratio or a cut number; NONE on an industry
  report;
- RISK_FACTORS: every item whole, after a risk-section heading, in report order, at most MAX_RISK_ITEMS (15);
  on a company note, in the section of its own stock when the note gives each stock's risks;
- STOCK_CALLS: each value verbatim: the code a code (or a bare ticker printed beside its company's
  name), the rating a lexicon word and the target a price in the stock's row or paragraph (or a
  rating stated on the stocks named after it, `Overweight on both STX and WDC`; a table code in the
  stock's own row, a one-line table's included; a company's name in its cover's running header);
  an ungrounded value is left empty with its reason.
NONE is accepted only when the rules finders see no candidate either.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache

from rapidfuzz import fuzz

from schemas.errors import FapParseError
from schemas.fap import NONE_VALUE, split_calls, split_items
from schemas.lexicon import (
    currency_of,
    legend_rating_class,
    normalize_rating,
    rating_legend,
    rating_scale,
    rating_words,
    table_rating_class,
)
from schemas.patterns import (
    BARE_TARGET_NUMBER,
    BARE_TICKER,
    BARE_YEAR,
    BRACKET_CLOSE_AFTER,
    BULLETS,
    CHINESE_ORDINAL_ITEM_MARK_BEFORE,
    FIRST_PERSON_HOLD_BEFORE,
    FULL_STOP_OR_LINE,
    GLUED_LABEL_AFTER_EN,
    GLUED_TIME_CELL_BEFORE,
    HAN,
    HAS_PRICE_UNIT,
    LATIN_LETTERS,
    LEAD_IN_LIST_END_EN,
    LEAD_IN_LIST_SEPARATOR_EN,
    LEAD_IN_SENTENCE_END_EN,
    LEADING_RISK_ITEM_MARK,
    LEGEND_ENTRY_AFTER_EN,
    LISTED_TICKER,
    MONTH_AFTER_DAY_EN,
    MONTH_BEFORE_DAY_EN,
    NAME_BESIDE_CODE_GAP,
    NOT_A_RISK_ITEM_EN,
    ON_A_NAMED_SUBJECT_AFTER,
    ON_A_POSSESSIVE_SUBJECT_AFTER,
    ON_THE_SECTOR_AFTER,
    ONE_COMPANY_WORD,
    ONE_STOCK_SENTENCE,
    OWN_VIEW_WORD_AFTER_EN,
    PER_SHARE_AFTER,
    PREVIOUS_VALUE_AFTER,
    PREVIOUS_VALUE_BEFORE,
    PRICE_BEFORE_TARGET_CUE,
    PRICE_CELL_VALUE,
    PRICE_THEN_BRACKET_BEFORE,
    RATED_LIST_LEAD_BEFORE_EN,
    RATED_LIST_NAMES_EN,
    RATED_ON_AFTER,
    RATING_BRACKET_AFTER_TICKER,
    RATING_HISTORY_LABEL,
    RATING_LEADS_LIST_EN,
    RATING_NAME_SEPARATOR_EN,
    RATING_WITH_TARGET_AFTER,
    RATINGS_DISTRIBUTION_HEADER_EN,
    RATINGS_DISTRIBUTION_ROW_REST,
    RISK_ITEM_END_EN,
    RISK_ITEM_NUMBER_BEFORE,
    RISK_ITEM_RUNS_INTO,
    RISK_ITEM_START_EN,
    RISK_ITEM_TITLE_END,
    RISK_LEAD_FOR_STOCK_EN,
    RISK_LEAD_IN_EN,
    RISK_LIST_NUMBER,
    RISK_SECTION_STOP,
    RISKS_AMID_TOPICS_HEADING_EN,
    SECTOR_RIGHT_BEFORE,
    SECTOR_SENTENCE,
    SENTENCE_END,
    SENTENCE_END_EN,
    STOCK_CODE,
    STOCK_LED_LINE_EN,
    TABLE_HEADER_LINE,
    TARGET_CUE_AFTER_JOINER,
    TARGET_LIST_JOINER,
    TICKER_BRACKET_AFTER_NAME,
    TICKER_BRACKET_CLOSE,
    TITLE_WITH_CODE,
    WE_ARE_RATED_EN,
    mask_injections,
    normalise,
    normalise_with_offsets,
)
from schemas.types import (
    DOC_TYPES,
    Candidate,
    CleanDocument,
    DocType,
    Evidence,
    FieldName,
    FieldResult,
    FieldStatus,
    HeadingSpan,
    KeptView,
    StockCall,
    TextHeadings,
)
from tasks.finders.doc_type import MARKER_CHARS
from tasks.finders.findings import DocumentFindings, find_all
from tasks.finders.headings import Headings
from tasks.finders.line_tables import line_table_rows
from tasks.finders.rating import (
    a_stock_word_in_english,
    an_industry_view_in_english,
    coded_ratings,
    headline_subjects,
    in_english_legend,
    names_the_subject,
    stock_names,
)
from tasks.finders.risks import (
    MAX_RISK_ITEMS,
    ends_before_glued_number,
    is_latin_report,
    is_wrapped_break,
    numbered_section_titles,
    outline_section_titles,
    section_titles,
)
from tasks.finders.spans import cuts_number, ends_inside_number, price_numbers, same_word, starts_inside_number
from tasks.finders.stock_calls import (
    CALL_REACH,
    ROW_CHARS,
    CallCandidate,
    another_view_clause,
    coded_row_calls,
    header_placed_targets,
    mapped_name_calls,
    names_alike,
    note_name_map,
    prose_sentence_calls,
    rated_list_calls,
    rated_mention_calls,
    ticker_root,
)
from tasks.finders.transposed_tables import TransposedColumn, in_transposed_row, transposed_cell, transposed_tables
from tasks.ingest.blocks import heading_spans, risk_tables
from tasks.prompt.markers import strip_markers
from tasks.validate.columns import in_another_row, in_previous_column, in_target_column, row_columns

RISK_REACH = 2500  # how far after its heading a risk item may sit
STOCK_SECTION_REACH = 2 * CALL_REACH  # a stock's own section, to the next code
BESIDE_GAP_CHARS = 6  # a name and its code printed together stand this close at most
LEAD_IN_CHARS = 200  # how far into its first line a risk section's lead-in names its stock
ITEM_SLACK = 2  # an item may end this far past where the finder ends its section (a trailing 等)


def findings(view: KeptView) -> DocumentFindings:
    """The finders' candidates on the kept text, found once per view (tasks/finders/findings.py), its
    risk sections bounded by the document's headings where its structure is known."""
    return view.memo("findings", lambda: find_all(view.text, headings=view_headings(view)))


def view_headings(view: KeptView) -> Headings:
    """The document's heading lines (tasks/ingest/blocks.py heading_spans) that the kept text holds
    whole, and the kept stretches of its pages whose structure is not known, as offsets into it; None
    when the document's structure is not known."""
    document = getattr(view.clean, "document", None)  # a view built over bare text has no document
    headings = heading_spans(document) if document is not None else None
    if headings is None:
        return None
    kept = view.clean.kept
    segment_starts = [segment.start for segment in kept]
    found = []
    for span in headings.spans:
        index = bisect.bisect_right(segment_starts, span.start) - 1
        if index >= 0 and span.end <= kept[index].end:
            start = view.starts[index] + span.start - kept[index].start
            found.append(HeadingSpan(start, start + span.end - span.start, span.size))
    unknown = []
    for stretch_start, stretch_end in headings.unknown:
        for index, segment in enumerate(kept):
            start, end = max(segment.start, stretch_start), min(segment.end, stretch_end)
            if start < end:
                offset = view.starts[index] - segment.start
                unknown.append((start + offset, end + offset))
    return TextHeadings(tuple(found), tuple(sorted(unknown)))


@dataclass(frozen=True)
class ViewRiskTables:
    """The document's risk tables (tasks/ingest/blocks.py risk_tables) as offsets into the kept text:
    the risk column's cells under each header, and every row's stretch from its first cell to its last."""

    items: frozenset[tuple[int, int]]
    rows: tuple[tuple[int, int], ...]
    tables: tuple[tuple[int, int], ...] = ()  # each table's stretch, its header row's start to its last row's end

    def inside_row(self, start: int, end: int) -> bool:
        return any(row_start <= start and end <= row_end for row_start, row_end in self.rows)

    def headed_in(self, cell_start: int, low: int, high: int) -> bool:
        """The cell's table has its header row in (low, high]: a risk table right under a risk heading
        belongs to that section whatever its rows' type makes of them."""
        return any(low < start <= high and start <= cell_start < end for start, end in self.tables)


def view_risk_tables(view: KeptView) -> ViewRiskTables:
    """The risk tables whose cells the kept text holds, by the cells' provenance in the document."""
    return view.memo("risk_tables", lambda: _view_risk_tables(view))


def _view_risk_tables(view: KeptView) -> ViewRiskTables:
    document = getattr(view.clean, "document", None)  # a view built over bare text has no document
    if document is None:
        return ViewRiskTables(frozenset(), ())
    kept = view.clean.kept
    segment_starts = [segment.start for segment in kept]

    def in_view(start: int, end: int) -> tuple[int, int] | None:
        index = bisect.bisect_right(segment_starts, start) - 1
        if index < 0 or end > kept[index].end:
            return None
        offset = view.starts[index] - kept[index].start
        return start + offset, end + offset

    items, rows, tables = set(), [], []
    for table in risk_tables(document):
        for cell in table.items:
            found = in_view(*cell)
            if found is not None:
                items.add(found)
        table_rows = [found for row in table.rows if (found := in_view(row[0][0], row[-1][1])) is not None]
        rows += table_rows
        if table_rows:
            tables.append((table_rows[0][0], table_rows[-1][1]))
    return ViewRiskTables(frozenset(items), tuple(rows), tuple(tables))


def stated_ratings(view: KeptView) -> tuple[Candidate, ...]:
    """Every rating word of the kept text stated as a rating."""
    return findings(view).ratings


def stated_targets(view: KeptView) -> tuple[Candidate, ...]:
    return findings(view).targets


def marker_doc_type(view: KeptView) -> Candidate:
    """The report kind its own markers give."""
    return findings(view).kind


def kept_view(clean: CleanDocument) -> KeptView:
    parts, starts, at = [], [], 0
    for segment in clean.kept:
        starts.append(at)
        parts.append(clean.segment_text(segment))
        at += len(parts[-1]) + 1
    return KeptView(clean, mask_injections("\n".join(parts)), starts)


def validate_field(
    name: FieldName,
    raw_value: str,
    view: KeptView,
    *,
    extractor: str,
    fallback: bool = False,
    doc_type: DocType = "company",
    row: dict[FieldName, FieldResult] | None = None,
) -> FieldResult:
    """The field's result for one answered value. `doc_type` is the report's kind as validated;
    `row`, the fields validated so far (a company report's one call takes its rating and target)."""
    source = strip_markers(raw_value)
    if name is FieldName.RISK_FACTORS:  # before NFKC reads a circled mark (`①`) as a digit glued to the item
        source = "; ".join(_without_leading_mark(item) for item in split_items(source))
    value = unicodedata.normalize("NFKC", source).strip()
    if value == NONE_VALUE:
        result = _check_none(name, view, doc_type)
    else:
        result = FIELDS[name].check(value, view, doc_type, row or {})
    if result.status is FieldStatus.VALID:
        result = replace(
            result, extractor=extractor, status=FieldStatus.FALLBACK_VALID if fallback else FieldStatus.VALID
        )
    elif result.status is FieldStatus.NONE:
        result = replace(result, extractor=extractor)
    return result


def answered_doc_type(result: FieldResult | None, view: KeptView) -> DocType:
    """The kind the other fields are validated against: the answer's when it was accepted, else the report's markers."""
    if result is not None and result.value in DOC_TYPES and result.accepted:
        return result.value
    return marker_doc_type(view).value  # type: ignore[return-value]


def invalid(name: FieldName, reason: str) -> FieldResult:
    return FieldResult(name=name, status=FieldStatus.INVALID, reason=reason)


def _check_none(name: FieldName, view: KeptView, doc_type: DocType) -> FieldResult:
    if FIELDS[name].candidate is None:
        return invalid(name, "answered NONE but every report is a company or an industry report")
    candidate = rules_candidate(name, view, doc_type)
    if candidate:
        return invalid(name, f"answered NONE but the report states {candidate!r}")
    return FieldResult(name=name, status=FieldStatus.NONE)


def rules_candidate(name: FieldName, view: KeptView, doc_type: DocType = "company") -> str | None:
    """What the rules finders see for a field in the kept text, or None."""
    candidate = FIELDS[name].candidate
    return candidate(findings(view), doc_type) if candidate else None


def _rating_candidate(found: DocumentFindings, doc_type: DocType) -> str | None:
    rating = found.rating(doc_type)
    return rating.value if rating else None


def _target_candidate(found: DocumentFindings, doc_type: DocType) -> str | None:
    target = found.target() if doc_type == "company" else None
    return target.value if target else None


def _risks_candidate(found: DocumentFindings, doc_type: DocType) -> str | None:
    risks = found.risks(doc_type)
    return "; ".join(c.value for c in risks) if risks else None


def _calls_candidate(found: DocumentFindings, doc_type: DocType) -> str | None:
    if doc_type == "company":  # its one call, on its own company named with its code, when rated
        own = found.rating(doc_type) or found.target()
        named = TITLE_WITH_CODE.search(found.text, 0, MARKER_CHARS)
        return f"its own company {named.group(0)} ({own.value})" if own and named else None
    return (
        "; ".join(f"{c.name.value if c.name else c.code.value if c.code else ''} {c.rating.value}" for c in found.calls)
        or None
    )


def _check_doc_type(value: str, view: KeptView, doc_type: DocType, row: dict[FieldName, FieldResult]) -> FieldResult:
    name = FieldName.DOC_TYPE
    if value not in DOC_TYPES:
        return invalid(name, f"{value!r} is not a report kind (company or industry)")
    markers = marker_doc_type(view)
    evidence = (view.evidence(markers.start, markers.end),) if markers.start >= 0 and markers.value == value else ()
    reason = (
        markers.context if markers.value == value else f"the report's markers say {markers.value} ({markers.context})"
    )
    return FieldResult(name=name, status=FieldStatus.VALID, value=value, evidence=evidence, reason=reason)


def _check_rating(value: str, view: KeptView, doc_type: DocType, row: dict[FieldName, FieldResult]) -> FieldResult:
    name = FieldName.RATING
    normalized = normalize_rating(value)
    coded = normalized is None and (value.strip().isdigit() or _legend_code(view, value))
    if coded:
        normalized = legend_rating_class(value, _legend_source(view))
        if normalized is None:
            return invalid(name, f"{value!r} is a numeric code the report's printed rating legend does not define")
    if normalized is None:
        return invalid(name, f"{value!r} is not a rating word of the lexicon")
    stated = [c for c in (_coded_statements(view) if coded else stated_ratings(view)) if c.value == value]
    if not stated and not coded and doc_type == "company":
        stated = _first_person_ratings(view, value)
    changed_from = [
        c for c in stated if previous_value(view.text, c.start, c.end) or previous_column(view, (c.start, c.end))
    ]
    stated = [c for c in stated if c not in changed_from]
    if changed_from and not stated:
        return invalid(
            name, f"{value!r} is the rating before the change, printed beside the current one, not the current rating"
        )
    own = [
        c
        for c in stated
        if (doc_type == "company" and not an_industry_view_in_english(c))
        or (
            doc_type == "industry"
            and c.scope != "stock"
            and (
                not a_stock_word_in_english(c)
                or _rated_on_the_sector(view.text, c)
                or _rated_on_the_headline_subject(view, c)
            )
            and not _about_one_stock(view.text, c)
        )
    ]
    if not own:
        if stated and doc_type == "company":
            return invalid(name, f"{value!r} is the industry's view here (`Industry View`), not the stock's rating")
        if stated:
            return invalid(
                name,
                f"{value!r} rates one stock here, not the industry (an industry report's rating is the sector's own)",
            )
        if not view.occurrences(value) and value in view.legend_text:
            return invalid(name, f"{value!r} appears only in the rating legend")
        if view.occurrences(value):
            return invalid(name, f"{value!r} appears in the report but never as its rating statement")
        return invalid(name, f"{value!r} is not in the report text{_closest(value, view.text)}")
    if doc_type == "industry" and rating_scale(value) == "stock":
        sector = next((c for c in stated_ratings(view) if _rates_the_sector(view.text, c)), None)
        if sector is not None:
            return invalid(
                name,
                f"{value!r} is a stock's rating; this report rates its industry {sector.value!r} on a sector scale",
            )
    current = findings(view).rating(doc_type)
    code = _printed_code_expanded(view, current, value)
    if code is not None:
        return invalid(
            name,
            f"{value!r} is the rating legend's word for {code!r}, the code the report prints as its rating (a rating is"
            " answered as printed)",
        )
    chosen = next((c for c in own if current and c.start == current.start), own[0])
    return FieldResult(
        name=name,
        status=FieldStatus.VALID,
        value=value,
        evidence=(view.evidence(chosen.start, chosen.end),),
        rating_normalized=normalized,
        rating_action=chosen.action,
    )


def _first_person_ratings(view: KeptView, value: str) -> list[Candidate]:
    """The house's first-person statement of its rating on the stock (`We are Buy-rated.`, `we are Neutral rated on
    LeaderDrive`), once the finders read no statement of `value`: a company note's rating all the same."""
    return [
        Candidate(value, *stated.span("rating"), scope="stock")
        for stated in WE_ARE_RATED_EN.finditer(view.text)
        if stated.group("rating") == value
    ]


def _printed_code_expanded(view: KeptView, current: Candidate | None, value: str) -> str | None:
    """The rating code the report prints as its rating (`UW` in its rating box) when `value` is the word its legend
    expands that code to (`UW (Underweight): expected to lag …`): the word stands for the printed rating, through the
    legend, and is not how the report prints it. None when the current rating is itself a word of the lexicon, or the
    legend does not map its code to `value`."""
    if current is None or current.value == value or normalize_rating(current.value) is not None:
        return None
    word = rating_legend(_legend_source(view)).get(current.value.strip())
    return current.value if word is not None and word.casefold() == value.casefold() else None


def _legend_source(view: KeptView) -> str:
    """Where a numeric rating's legend is read: the whole report, the disclosures page and the legend
    the cleaner set aside included (a legend entry may straddle where the cleaner cut: `1 (` / `Outperform)`)."""
    return view.clean.document.text if view.clean is not None else view.text


def _coded_statements(view: KeptView) -> list[Candidate]:
    """The codes of the kept text stated as a rating that the report's legend defines (`1`, `O-PF`)."""
    return view.memo(
        "coded_ratings",
        lambda: coded_ratings(view.text, stock_names(view.text, findings(view).calls), _legend_source(view)),
    )


def rating_class(view: KeptView, rating: str) -> str | None:
    """A rating's class: a lexicon word's, a numeric code's by the report's legend, a table code's."""
    return normalize_rating(rating) or legend_rating_class(rating, _legend_source(view)) or table_rating_class(rating)


def _rates_the_sector(text: str, candidate: Candidate) -> bool:
    """A sector-scale word (超配, 领先大市, 看好, ...) stated as the rating of no one stock."""
    return (
        rating_scale(candidate.value) != "stock"
        and candidate.scope != "stock"
        and not _about_one_stock(text, candidate)
    )


def _rated_on_the_sector(text: str, candidate: Candidate) -> bool:
    """An English word stated on the sector after it (`We stay Neutral on the sector`): the sector's
    view, though its word is of a stock scale."""
    return candidate.value.isascii() and ON_THE_SECTOR_AFTER.match(text, candidate.end) is not None


HEADLINE_LINES = 3  # the cover lines that may name the report's subject (the broker's name, the headline)


def _rated_on_the_headline_subject(view: KeptView, candidate: Candidate) -> bool:
    """An English word stated on a subject the report's title or headline names (`We remain
    Overweight on private banks.` under `India Private Banks: …`): the sector's view; a stock named
    so (`Overweight on Kaveri Bank.`) is not the headline's subject."""
    on = ON_A_NAMED_SUBJECT_AFTER.match(view.text, candidate.end) if candidate.value.isascii() else None
    view_word = OWN_VIEW_WORD_AFTER_EN.match(view.text, candidate.end) if candidate.value.isascii() else None
    if on is None and view_word is not None:  # `our Overweight call on the region's banks.`
        on = ON_A_POSSESSIVE_SUBJECT_AFTER.match(view.text, view_word.end())
    if on is None:
        return False
    subject = " ".join(on.group("subject").split()).lower()
    cover = "\n".join(
        [view.clean.document.title or "" if view.clean else "", *view.text.split("\n", HEADLINE_LINES)[:HEADLINE_LINES]]
    )
    if re.search(rf"(?<!\w){re.escape(subject)}(?!\w)", " ".join(cover.split()).lower()) is not None:
        return True
    # held in the first person on the subject a headline names by its stems (`We stay Overweight on Indian consumer
    # staples.` under `India Consumer: …`), as the finders read it (tasks/finders/rating.py): the title and the
    # headlines' subjects, not the cover's first lines, which may hold the statement itself
    # or named as the note's own call on it (`We keep our Overweight call on the region's banks.`)
    held = (
        FIRST_PERSON_HOLD_BEFORE.search(view.text, max(0, candidate.start - 20), candidate.start) is not None
        or view_word is not None
    )
    title = view.clean.document.title or "" if view.clean else ""
    return held and names_the_subject(on.group("subject"), title + "\n" + headline_subjects(view.text))


SENTENCE_REACH = 80  # how far back a rating word's sentence is read
CODE_AFTER_REACH = 30  # how far after a rating word a stock code ties it to that stock


def _about_one_stock(text: str, candidate: Candidate) -> bool:
    """On an industry report, a rating word in a sentence about one company (`EPS为0.98/1.25元，
    维持买入评级`, `首次覆盖给予“买入”评级`) rates that stock, not the sector; a cued industry
    rating (行业评级…) or a sentence on the sector (`电子行业将有较好的投资机会，维持“推荐”评级`) does not."""
    if candidate.scope == "industry" or SECTOR_RIGHT_BEFORE.search(text, max(0, candidate.start - 6), candidate.start):
        return False
    breaks = list(FULL_STOP_OR_LINE.finditer(text, max(0, candidate.start - SENTENCE_REACH), candidate.start))
    sentence = text[breaks[-1].end() if breaks else max(0, candidate.start - SENTENCE_REACH) : candidate.start]
    if ONE_COMPANY_WORD.search(sentence):
        return True
    if ONE_STOCK_SENTENCE.search(sentence) and not SECTOR_SENTENCE.search(sentence):
        return True
    # a stock-scale word followed by a stock's code in its sentence (`推荐并建议关注:立讯精密(002475.SZ)`)
    stop = FULL_STOP_OR_LINE.search(text, candidate.end, candidate.end + CODE_AFTER_REACH)
    after = text[candidate.end : stop.start() if stop else candidate.end + CODE_AFTER_REACH]
    return rating_scale(candidate.value) == "stock" and bool(STOCK_CODE.search(after))


def _check_target_price(
    value: str, view: KeptView, doc_type: DocType, row: dict[FieldName, FieldResult]
) -> FieldResult:
    name = FieldName.TARGET_PRICE
    if doc_type == "industry":
        return invalid(
            name,
            f"{value!r}: an industry report has no target price of its own (a stock's target is never the report's)",
        )
    if not price_numbers(value):
        return invalid(name, f"{value!r} holds no number")
    occurrences = view.occurrences(value)
    if not occurrences:
        return invalid(name, f"{value!r} is not in the report text{_closest(value, view.text)}")
    for start, end in occurrences:
        if cuts_number(view.text, start, end):
            continue
        for candidate in stated_targets(view):
            if candidate.start != start and not _currency_before_candidate(view.text, start, candidate):
                continue
            rest = view.text[end : candidate.end] if end < candidate.end else ""
            if any(ch.isdigit() for ch in rest):
                continue  # `20` of the range `20~22`: a value holds the candidate's every number
            if end <= candidate.end or PER_SHARE_AFTER.fullmatch(view.text, candidate.end, end):
                return _target_result(value, view, candidate, start, end)
    if all(cuts_number(view.text, a, b) for a, b in occurrences):  # a whole occurrence cuts nothing
        return invalid(
            name, f"{value!r} cuts a number of the report (a digit, decimal point or digit group continues it)"
        )
    return invalid(
        name,
        f"{value!r} is in the report but not as the target price (current price, previous target, a code, a date or another number)",
    )


MAX_CURRENCY_PREFIX_CHARS = 6


def _currency_before_candidate(text: str, start: int, candidate: Candidate) -> bool:
    """The value opens with the currency its cue prints right before the number (`CNY 116.00` of `Target price Starts
    at CNY 116.00`, where the finder reads `116.00` with the currency in its context): the same target, as printed."""
    prefix = text[start : candidate.start]
    return (
        0 < len(prefix) <= MAX_CURRENCY_PREFIX_CHARS
        and candidate.context.endswith(prefix)
        and currency_of(prefix) is not None
        and not any(ch.isdigit() for ch in prefix)
    )


def _target_result(value: str, view: KeptView, candidate: Candidate, start: int, end: int) -> FieldResult:
    numbers = price_numbers(candidate.value)
    return FieldResult(
        name=FieldName.TARGET_PRICE,
        status=FieldStatus.VALID,
        value=value,
        evidence=(view.evidence(start, end),),
        target_price_low=min(numbers),
        target_price_high=max(numbers),
        target_currency=currency_of(candidate.value) or currency_of(candidate.context),
    )


def _check_risks(value: str, view: KeptView, doc_type: DocType, row: dict[FieldName, FieldResult]) -> FieldResult:
    name = FieldName.RISK_FACTORS
    items = [_without_leading_mark(item) for item in split_items(value)]
    if not items:
        return invalid(name, "no risk items given")
    if len(items) > MAX_RISK_ITEMS:
        return invalid(name, f"{len(items)} risk items given; at most {MAX_RISK_ITEMS} are kept")
    latin = is_latin_report(view.text)
    sections = [
        section if latin else _validation_bounds(view.text, *section)
        for section in findings(view).risk_headings(doc_type)
    ]
    if latin:
        sections = _past_other_topics(view.text, sections)
        sections += _lead_in_sentences(view, sections, doc_type)
        sections += _turned_clause_lists(view, sections)
    if not sections and latin:
        # an English note's risk table that no heading introduces (`Key risks | Comment`): its header row
        # heads the section of its rows, as tasks/finders/risks.py reads it
        sections = [(start, start, end) for start, end in view_risk_tables(view).tables]
    if not sections:
        return invalid(name, "the report has no risk-section heading")
    own = _own_stock_sections(view, sections) if latin and doc_type == "company" else sections
    evidence, at = [], 0
    for number, item in enumerate(items, 1):
        if latin and NOT_A_RISK_ITEM_EN.search(item):  # `We see three main risks to our view`: names none
            return invalid(name, f"risk item {number} {item!r} announces the risks, it names none")
        span = _find_in_risk_reach(item, view, at, own)
        if span is None:
            if _find_in_risk_reach(item, view, 0, own) is not None:
                return invalid(name, f"risk item {number} {item!r} is out of report order")
            if _find_in_risk_reach(item, view, 0, sections) is not None:
                return invalid(name, f"risk item {number} {item!r} is given for another stock, not the report's own")
            if view.occurrences(item):
                return invalid(name, f"risk item {number} {item!r} is not a whole item of a risk section")
            return invalid(name, f"risk item {number} {item!r} is not in the report text{_closest(item, view.text)}")
        evidence.append(view.evidence(*span))
        at = span[1]
    return FieldResult(
        name=name, status=FieldStatus.VALID, value="; ".join(items), items=tuple(items), evidence=tuple(evidence)
    )


MAX_LEAD_IN_SENTENCE_CHARS = 600


def _past_other_topics(text: str, sections: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """A section under a heading that names the risks amid other topics (`Price target risks and methodology`) holds
    the target's method as well: where a risk lead-in stands in it, the risks are the lead-in's. One that opens its
    line starts the section; one inside a paragraph's running text is its own sentence's (`_lead_in_sentences`), so
    the section gives way; with none, the section stays whole."""
    kept = []
    for heading, start, end in sections:
        line_end = text.find("\n", heading)
        lead = RISK_LEAD_IN_EN.search(text, start, end)
        if lead is None or not RISKS_AMID_TOPICS_HEADING_EN.search(text, heading, line_end if line_end >= 0 else end):
            kept.append((heading, start, end))
        elif not text[text.rfind("\n", 0, lead.start()) + 1 : lead.start()].strip(f" \t{BULLETS}"):
            kept.append((heading, lead.start(), end))
    return kept


def _lead_in_sentences(
    view: KeptView, sections: list[tuple[int, int, int]], doc_type: DocType
) -> list[tuple[int, int, int]]:
    """The risk lead-in sentences inside an English note's running paragraphs, after another sentence of their line,
    that no section holds (`… discounted back to June 2027. Downside risks: 1) A 2) B.`, `… long-term ambitions.
    Upside risks include A; downside risks include B.`): each is a risk section of its own, from its lead-in to the
    sentence's end (a line break that wraps it goes on), as a reader reads it whichever section the finder chose. A
    lead-in that opens its line is the finder's to judge (a stock's `Risks:` line under its heading in a sector note),
    and in a sector note one that names a stock (`Up/downside risks for X:`) gives that stock's risks, not the note's."""

    def compute() -> list[tuple[int, int, int]]:
        text = view.text
        found: list[tuple[int, int, int]] = []
        for lead in RISK_LEAD_IN_EN.finditer(text):
            if any(heading <= lead.start() <= end + ITEM_SLACK for heading, _, end in [*sections, *found]):
                continue
            if not text[text.rfind("\n", 0, lead.start()) + 1 : lead.start()].strip(f" \t{BULLETS}"):
                continue  # opens its line
            if doc_type == "industry" and (
                _stock_of_section(text, (lead.start(), lead.start(), lead.end()))
                or _under_a_stock_heading(text, lead.start())
            ):
                continue
            limit = min(len(text), lead.end() + MAX_LEAD_IN_SENTENCE_CHARS)
            stop = LEAD_IN_SENTENCE_END_EN.search(text, lead.end(), limit)
            while stop is not None and stop.group() == "\n" and is_wrapped_break(text, stop.start()):
                stop = LEAD_IN_SENTENCE_END_EN.search(text, stop.end(), limit)
            if stop is not None and stop.start() > lead.end():
                found.append((lead.start(), lead.start(), stop.start()))
        return found

    return view.memo(f"lead_in_sentences:{doc_type}:{sections}", compute)


STOCK_HEADING_LINES = 3  # how many lines above a paragraph its stock's heading and call line may sit
MAX_STOCK_HEADING_CHARS = 60


def _under_a_stock_heading(text: str, start: int) -> bool:
    """The paragraph holding `start` is a stock's: it prints a stock code before `start` (`We rate Corvane Medical
    (CRVN US) Buy with a PT of $50. … Risks: …`), or sits under a stock's heading (`Lintas Telekom (LNTS MK)` /
    `Rating: Add | PT: RM4.85`), a short line of the few above it that prints a stock code."""
    line_end = text.rfind("\n", 0, start)
    own = text[line_end + 1 : start]
    if LISTED_TICKER.search(own) or STOCK_CODE.search(own):
        return True
    for _ in range(STOCK_HEADING_LINES):
        if line_end <= 0:
            return False
        line_start = text.rfind("\n", 0, line_end) + 1
        line = text[line_start:line_end].strip()
        if len(line) <= MAX_STOCK_HEADING_CHARS and (LISTED_TICKER.search(line) or STOCK_CODE.search(line)):
            return True
        line_end = line_start - 1
    return False


MAX_TURN_LINES = 12  # lines of page furniture (the footer's disclaimer, the next page's running header) a turn may hold
MIN_CONTINUED_WORDS = 4  # fewer words make a running header or a label, not a list's next clauses


def _turned_clause_lists(view: KeptView, sections: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """The rest of an English risk list of clauses that a page turn cut after a semicolon (`Key risks: A;` at the foot
    of page 1, `B; C.` opening page 2): on the next page, the first line of words that goes on with clauses or ends a
    sentence (past the footer and the running header) to its sentence's end, a section of its own."""
    if view.clean is None:
        return []
    text, found = view.text, []
    for _, start, end in sections:
        if not text[start:end].rstrip().endswith(";"):
            continue
        page = view.evidence(end - 1, end).page
        line_start = end
        for _ in range(MAX_TURN_LINES):
            line_start = text.find("\n", line_start)
            if line_start < 0:
                break
            line_start += 1
            line_end = text.find("\n", line_start)
            line = text[line_start : len(text) if line_end < 0 else line_end].strip()
            if not line:
                continue
            line_page = view.evidence(line_start, line_start + 1).page
            if line_page > page + 1:
                break
            if (
                line_page == page + 1
                and len(line.split()) >= MIN_CONTINUED_WORDS
                and (";" in line or line.endswith("."))
            ):
                stop = LEAD_IN_SENTENCE_END_EN.search(text, line_start)
                if stop is not None and stop.start() > line_start:
                    found.append((line_start, line_start, stop.start()))
                break
    return found


def _without_leading_mark(item: str) -> str:
    """A risk item quoted with its list's mark (`1. Slower loan growth`, `(2)同类仿制药…`, `• Pricing`) names
    the whole item all the same: the mark numbers it and is no part of it, so the rest is the item."""
    mark = LEADING_RISK_ITEM_MARK.match(item)
    return item[mark.end() :] if mark and mark.end() < len(item) else item


def _own_stock_sections(view: KeptView, sections: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """A company note's risk sections without those given for another stock. A disclosure that
    lists each covered stock's risks (`Downside risks to our price target for ASML include…`,
    `Upside risk to our price target on INTC includes…`) is the report's own only where it names
    the stock its cover's title names; when no section names it, every section stays."""
    title = view.clean.document.title or view.text.split("\n", 1)[0]
    named = [(section, _stock_of_section(view.text, section)) for section in sections]
    if not any(stock and _names_whole(title, stock) for _, stock in named):
        return sections
    return [section for section, stock in named if stock is None or _names_whole(title, stock)]


def _stock_of_section(text: str, section: tuple[int, int, int]) -> str | None:
    """The stock a risk section's heading or lead-in says its risks are for, if it names one."""
    heading_start, start, _ = section
    line_end = text.find("\n", start)
    lead_end = min(line_end if line_end >= 0 else len(text), start + LEAD_IN_CHARS)
    lead = RISK_LEAD_FOR_STOCK_EN.search(text, heading_start, lead_end)
    return lead.group("stock") if lead else None


def _names_whole(text: str, name: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None


def _validation_bounds(text: str, heading_start: int, start: int, end: int) -> tuple[int, int, int]:
    """A risk section as validation reads it: where tasks/finders/risks.py ends it, and further
    - when a stop word opens it (`风险提示本报告所有分析均基于公开信息…`): to its first sentence end;
    - when it is a numbered list whose next item follows a sentence end (`…主要有:1)A…。\n2)B…。`):
      to the end of each following numbered item (an item may span one sentence), within RISK_REACH."""
    limit = min(len(text), heading_start + RISK_REACH)
    if end <= start:
        stop = FULL_STOP_OR_LINE.search(text, start, limit)
        end = stop.start() if stop else end
    if RISK_LIST_NUMBER.search(text, start, end):
        while end < limit:
            rest = end
            while rest < limit and text[rest] in " \t\n。；;":
                rest += 1
            if rest == end or not RISK_LIST_NUMBER.match(text, rest):
                break
            stop = FULL_STOP_OR_LINE.search(text, rest, limit)
            section_stop = RISK_SECTION_STOP.search(text, rest, stop.start() if stop else limit)
            end = section_stop.start() if section_stop else stop.start() if stop else limit
            if section_stop:
                break
    return heading_start, start, end


def _at_item_boundary(text: str, start: int, end: int, *, after_heading: bool) -> bool:
    """A quoted item is a whole item: it does not start or stop inside a word or a number. It may
    start flush against its heading (`风险因素食品安全`), and end flush against 等 or where the
    source runs straight into a heading, a table title or the next section (`…不及预期财务摘要`)."""
    before, after = text[start - 1 : start], text[end : end + 1]
    if cuts_number(text, start, end) and not ends_before_glued_number(text, end):
        return False
    starts_clean = (
        after_heading
        or not before
        or not same_word(before, text[start])
        or bool(CHINESE_ORDINAL_ITEM_MARK_BEFORE.search(text, max(0, start - 3), start))  # `；二是|海外…`
    )
    ends_clean = (
        not after or after == "等" or not same_word(text[end - 1], after) or bool(RISK_ITEM_RUNS_INTO.match(text, end))
    )
    # A numbered item's title runs straight into its explanation (`1)市场波动风险近期市场…`).
    titled = _after_number(text, start) and bool(RISK_ITEM_TITLE_END.search(text, start, end))
    return starts_clean and (ends_clean or titled)


def _whole_english_item(text: str, start: int, end: int) -> bool:
    """In an English note an item is a list line, a numbered item, a sentence or a clause: it
    follows a line start, a bullet, a list number or a clause mark, and ends at one (a line break
    that wraps a sentence is neither). A Chinese text passes: its items are judged by
    `_at_item_boundary` alone."""
    if not text[start : start + 1].isascii() or not is_latin_report(text):
        return True
    window = max(0, start - 12)
    before, after = start, end
    while before > 0 and text[before - 1] in " \t":
        before -= 1
    while after < len(text) and text[after] in " \t":
        after += 1
    wrapped = is_wrapped_break(text, before - 1) or is_wrapped_break(text, after)  # half of a wrapped sentence
    ends = bool(RISK_ITEM_END_EN.match(text, end)) or _closes_before_a_glued_label(text, start, end)
    return bool(RISK_ITEM_START_EN.search(text, window, start)) and ends and not wrapped


def _closes_before_a_glued_label(text: str, start: int, end: int) -> bool:
    """A list item that closes its own bracket, followed to the line end only by words the text layer
    glued on from a chart beside it (`…by about Y6bn annually) Morgan Stanley Estimates Mean`): a
    label of capitalised words and numbers, never a word that would go on with the item."""
    item = text[start:end]
    return (
        item.endswith(")")
        and "(" in item
        and item.count("(") == item.count(")")
        and bool(GLUED_LABEL_AFTER_EN.match(text, end))
    )


def _after_number(text: str, start: int) -> bool:
    """The item starts right after a list number (`1)`, `（2）`, `③`)."""
    return bool(RISK_ITEM_NUMBER_BEFORE.search(text[max(0, start - 5) : start]))


def _find_in_risk_reach(
    item: str, view: KeptView, at: int, sections: list[tuple[int, int, int]]
) -> tuple[int, int] | None:
    """The first whole occurrence of the item, from `at` on, inside a risk section (from its
    heading to where tasks/finders/risks.py ends it, a few characters of slack for a trailing 等)."""
    table = view_risk_tables(view)
    for start, end in view.occurrences(item):
        if start < at:
            continue
        cell = (start, end) in table.items
        if not cell and table.inside_row(start, end):
            continue  # a risk table's whole row, or another column's cell (`High`): no item
        for heading_start, section_start, section_end in sections:
            titles = _titles_of(view, section_start, section_end)
            if titles:  # titled paragraphs: their titles are the items, never a sentence explaining one
                if (start, end) in titles:
                    return start, end
                continue
            # An English lead-in paragraph is its own heading: its item may start where it starts.
            opens = heading_start < start or heading_start == section_start == start
            inside = opens and end <= section_end + ITEM_SLACK and start - heading_start <= RISK_REACH
            if cell and (inside or table.headed_in(start, heading_start, section_end + ITEM_SLACK)):
                return start, end
            if inside and _at_item_boundary(view.text, start, end, after_heading=start == section_start):
                if (
                    start == section_start
                    or _whole_english_item(view.text, start, end)
                    or _lead_in_list_part(view.text, start, end)
                ):
                    return start, end
    return None


def _lead_in_list_part(text: str, start: int, end: int) -> bool:
    """text[start:end] is one item of the list a risk lead-in's sentence names (`Upside risks include a
    recovery in freight rates, faster fleet scrapping and a settlement in the Red Sea.`): a part between
    the list's commas and its last `and` / `or`. The whole sentence stays an item too."""
    line_start = text.rfind("\n", 0, start) + 1
    lead = None
    for match in RISK_LEAD_IN_EN.finditer(text, line_start, start):
        lead = match  # the last lead-in before the item
    if lead is None or ":" in lead.group():
        return False
    stop = LEAD_IN_LIST_END_EN.search(text, lead.end())
    while stop is not None and stop.group() == "\n" and is_wrapped_break(text, stop.start()):
        stop = LEAD_IN_LIST_END_EN.search(text, stop.end())  # the sentence wraps onto the next line and goes on
    list_end = stop.start() if stop else len(text)
    if end > list_end:
        return False
    if (start, end) == (lead.end(), list_end):  # the whole list the lead-in names, as one item
        return True
    at = lead.end()
    for separator in [*LEAD_IN_LIST_SEPARATOR_EN.finditer(text, at, list_end), None]:
        part_end = separator.start() if separator else list_end
        if (at, part_end) == (start, end):
            return True
        at = separator.end() if separator else list_end
    return False


def _titles_of(view: KeptView, start: int, end: int) -> list[tuple[int, int]]:
    """The titles of an English risk section of titled paragraphs (tasks/finders/risks.py), once per section."""
    if not is_latin_report(view.text):
        # a Chinese section of numbered sub-headings over their explanations: the titles are its items
        # or of an outline's titles over their sub-items (`1. 政策风险：` / `（1）集采降价…`): the titles
        return view.memo(
            f"numbered_titles:{start}:{end}",
            lambda: numbered_section_titles(view.text, start, end) or outline_section_titles(view.text, start, end),
        )
    return view.memo(
        f"section_titles:{start}:{end}", lambda: section_titles(view.text, start, end, view_headings(view))
    )


def _check_stock_calls(value: str, view: KeptView, doc_type: DocType, row: dict[FieldName, FieldResult]) -> FieldResult:
    name = FieldName.STOCK_CALLS
    try:
        answered = split_calls(value)
    except FapParseError as error:
        return invalid(name, error.message)
    if doc_type == "company" and len(answered) != 1:
        return invalid(name, f"a company report makes one call, on its own company ({len(answered)} given)")
    own = (row.get(FieldName.RATING), row.get(FieldName.TARGET_PRICE)) if doc_type == "company" else (None, None)
    named = _answered_stock_spans(view, answered)
    calls = [
        _ground_call(
            view, *parts, own=own, company=doc_type == "company", others=_other_stocks(view, answered, number, named)
        )
        for number, parts in enumerate(answered)
    ]
    kept = tuple(call for call in calls if call.code or call.name)
    if not kept:
        return invalid(
            name, "no call names a stock that the report names: " + "; ".join(r for c in calls for r in c.reasons)
        )
    evidence = tuple(e for c in kept for e in (c.name_evidence or c.code_evidence,) if e)  # one per call
    return FieldResult(
        name=name,
        status=FieldStatus.VALID,
        value="; ".join(c.name or c.code or "" for c in kept),
        evidence=evidence,
        calls=kept,
    )


def _answered_stock_spans(
    view: KeptView, answered: list[tuple[str | None, ...]]
) -> dict[tuple[str, bool], list[tuple[int, int]]]:
    """Where the report names each answered call's code and name, read once for all the calls."""
    keys = {(key, is_code) for code, name, *_ in answered for key, is_code in ((code, True), (name, False)) if key}
    return {(key, is_code): _whole_occurrences(view, key, is_code=is_code) for key, is_code in keys}


def _other_stocks(
    view: KeptView,
    answered: list[tuple[str | None, ...]],
    number: int,
    named: dict[tuple[str, bool], list[tuple[int, int]]],
) -> list[tuple[int, int]]:
    """Where the report names a stock other than the answered call `number`: the other answered calls'
    codes and names (`named`), and the stocks the finders' calls name (tasks/finders/stock_calls.py), apart
    from any that names this call's stock (its code, its name, or a part of either)."""
    code, name = answered[number][0], answered[number][1]
    own = [key for key in (code, name, code.split(".")[0] if code else None) if key]

    def is_own(key: str) -> bool:
        return any(key in mine or mine in key for mine in own)

    spans: set[tuple[int, int]] = set()
    for index, (other_code, other_name, *_) in enumerate(answered):
        if index == number:
            continue
        for key, is_code in ((other_code, True), (other_name, False)):
            if key and not is_own(key):
                spans.update(named[(key, is_code)])
    for call in findings(view).calls:
        for part in (call.code, call.name):
            if part is not None and not is_own(part.value):
                spans.add((part.start, part.end))
    # a line led by another stock's name as a price-target section shortens or misprints it (`Shengyi Tech: …`)
    other_names = [key for _, key, *_ in answered if key and not is_own(key)] + [
        call.name.value for call in findings(view).calls if call.name and not is_own(call.name.value)
    ]
    for lead in _led_lines(view.text):
        short = lead.group("name")
        if (
            not is_own(short)
            and not (name and names_alike(short, name))
            and any(names_alike(short, other) for other in other_names)
        ):
            spans.add(lead.span("name"))
    roots = {ticker_root(code)} if code else set()
    for other_name, mapped in note_name_map(view.text).items():  # a stock the text names without its ticker
        if ticker_root(mapped.code.value) not in roots and (roots or not is_own(other_name)):
            spans.update(_whole_occurrences(view, other_name))
    return sorted(spans)


def _ground_call(
    view: KeptView,
    code: str | None,
    name: str | None,
    rating: str | None,
    target: str | None,
    *,
    own: tuple[FieldResult | None, FieldResult | None] = (None, None),
    company: bool = False,
    others: list[tuple[int, int]] | None = None,
) -> StockCall:
    """Each value of one call grounded on its own: the code and name where the report prints them,
    the rating and target in the row or paragraph that follows one of them. A company report's call
    takes the report's own validated rating and target (`own`), and its name may be the one its
    cover prints as the page header the cleaner drops (`company`)."""
    own_rating, own_target = own
    reasons: list[str] = []
    rows = findings(view).table_rows if code or name else ()
    code_spans = _whole_occurrences(view, code, is_code=True) if code else []
    if code and not code_spans:  # an English table's ticker cell (`AMD`, `285A`, `GOOGL US`)
        code_spans = [(r.code.start, r.code.end) for r in rows if r.code and r.code.value == code]
    if code and name and not code_spans:  # a bare ticker the report gives its company: `Seagate Technology (STX)`
        bracketed = [view.text.rfind(code, start, end) for start, end in view.occurrences(f"{name} ({code})")]
        code_spans = [(at, at + len(code)) for at in bracketed if at >= 0]
    if code and not code_spans:  # a bare ticker a `rated` call form prints (`FLNC (Buy rated, …)`, `Buy-rated FLNC`)
        code_spans = [(c.code.start, c.code.end) for c in _rated_mentions(view.text) if c.code and c.code.value == code]
        # so printed as the stock's code, it names the stock wherever else it stands whole (`Updating estimates for
        # NRGV`, `Given NRGV's …` over its section's `Our 12-month price target of $2.50`)
        code_spans += [span for span in _bare_ticker_spans(view, code, name) if code_spans and span not in code_spans]
    if code and not code_spans:
        code_spans = _bare_ticker_spans(view, code, name)
    if code and not code_spans:
        reasons.append(f"code {code!r} is not a stock code printed in the report")
    name_spans = _whole_occurrences(view, name) if name else []
    if name and not name_spans:  # a table's name cell wrapped onto two lines (`Jade Mountain …` / `Packaging`)
        name_spans = [(r.name.start, r.name.end) for r in rows if r.name and r.name.value == name]
    if name and not name_spans:
        name_spans = _wrapped_below_row(view, name)
    if code_spans and code and name and name_spans and not company and _names_another_code(view, name, code):
        reasons.append(f"name {name!r} is the name the report gives another stock's code, not {code!r}")
        name, name_spans = None, []
    header_name = _in_cover_header(view, name) if company and name and not name_spans else None
    if name and not name_spans and header_name is None:
        reasons.append(f"name {name!r} is not in the report")
    code_span = code_spans[0] if code_spans else None
    name_span = name_spans[0] if name_spans else None
    anchors = code_spans + name_spans
    rating_span = target_span = None
    column = _own_transposed_column(view, anchors)
    target_column: tuple[int, int] | None = None
    misplaced = False  # the target's cell prints under another column than its table's target column
    other_row = False  # the target's cell prints on another stock's row of its table
    if rating and own_rating is not None and own_rating.value == rating and own_rating.evidence:
        rating_span = _span_of(view, own_rating)
    elif rating and own_rating is not None and own_rating.accepted and own_rating.value:
        reasons.append(
            f"rating {rating!r} is not the report's own rating {own_rating.value!r} (a company note's one call)"
        )
    elif rating and column is not None and column.rating.value == rating:
        rating_span = (column.rating.start, column.rating.end)  # its cell in a transposed table's own column
    elif rating and normalize_rating(rating):
        rating_span = (
            _near(view, rating, anchors, others=others)
            or _rated_on(view, rating, code, name)
            or _rated_list_before(view, rating, anchors)
            or _group_header_rating(view, rating, anchors)
            or _slashed_respective(view, rating, anchors, price=False)
            or _rated_in_its_sentence(view, rating, code, name)
            or _rated_by_its_list(view, rating, anchors)
            or _rated_by_its_mention(view, rating, code, name)
            or _rated_in_its_coded_row(view, rating, anchors)
        )
    elif rating and (table_rating_class(rating) or _legend_code(view, rating)):
        # a table code (or a digit the report's legend defines) rates only the stock of its own row
        row_anchors = set(anchors)
        # the cell as printed, with a mark the row's rating word leaves out (`Buy (UR)`: under review)
        printed = {start: (start, end) for start, end in view.occurrences(rating)}
        rating_span = next(
            (
                (r.rating.start, r.rating.end) if r.rating.value == rating else printed[r.rating.start]
                for r in rows
                if (r.rating.value == rating or r.rating.start in printed)
                and {(r.code.start, r.code.end) if r.code else None, (r.name.start, r.name.end) if r.name else None}
                & row_anchors
            ),
            None,
        )
        rating_span = (
            rating_span
            or _in_flattened_row(view, rating, anchors)
            or _in_row_line(view, rating, anchors)
            or _coded_before_its_target(view, rating, anchors, others)
        )
    if rating_span is not None and _in_its_column(view, rating_span, anchors) is False:
        reasons.append(f"rating {rating!r} is another stock's cell of a transposed table (stocks as its columns)")
        rating_span = None
    elif rating and rating_span is None:
        reasons.append(f"rating {rating!r} is not a rating word stated for this stock")
    if target and own_target is not None and own_target.value == target and own_target.evidence:
        target_span = _span_of(view, own_target)
    elif target and own_target is not None and own_target.accepted and own_target.value:
        reasons.append(
            f"target {target!r} is not the report's own target {own_target.value!r} (a company note's one call)"
        )
    elif target and (paired := _target_in_its_sentence(view, target, code, name)) is not None:
        target_span = (
            paired  # `… X (X US) and Y (Y US) Overweight and Underweight, respectively, with PTs of $41 and $18`
        )
    elif target and column is not None and column.target is not None and column.target.value == target:
        target_span = (column.target.start, column.target.end)
    elif target:
        target_column = _target_column(view, anchors)
        if target_column is not None:  # the stock's table row whose header tells its target column
            target_span = next(
                (
                    (a, b)
                    for a, b in view.occurrences(target)
                    if a < target_column[1]
                    and target_column[0] < b
                    and (not cuts_number(view.text, a, b) or _ends_the_cell(view.text, (a, b), target_column))
                ),
                None,
            )
        else:
            target_span = _near(view, target, anchors, price=True, others=others) if price_numbers(target) else None
            if target_span is None and price_numbers(target):
                target_span = _slashed_respective(view, target, anchors, price=True)
            if target_span is None and name and price_numbers(target):
                target_span = _on_a_line_led_by_its_name(view, target, name)
            if target_span is not None and _in_another_row(view, target_span, anchors):
                reasons.append(f"target {target!r} is a cell of another stock's row (by the page's geometry)")
                target_span, other_row = None, True
            cued = _cued_target_before(view, target_span, anchors, others) if target_span is not None else None
            if target_span is not None and _column_verdict(view, target_span, anchors) is False:
                # the same value may print again in the row, under the target column (`Old PT` = `New PT`)
                target_span = next(
                    (
                        (a, b)
                        for a, b in view.occurrences(target)
                        if any(0 <= a - anchor_end <= CALL_REACH for _, anchor_end in anchors)
                        and not cuts_number(view.text, a, b)
                        and _column_verdict(view, (a, b), anchors) is True
                    ),
                    None,
                )
                misplaced = target_span is None
            if misplaced:
                reasons.append(
                    f"target {target!r} is not under the target column of the stock's table (by the page's geometry)"
                )
            elif (
                cued is not None and target_span is not None and _column_verdict(view, target_span, anchors) is not True
            ):
                reasons.append(
                    f"target {target!r} is another number of the stock's entry, which states its target {cued!r}"
                )
                target_span, misplaced = None, True
        if target_column is not None and target_span is None:
            target_span = _cell_with_stated_currency(view, target, target_column, anchors, others)
        if target_column is not None and target_span is None:
            near = _near(view, target, anchors, price=True, others=others) if price_numbers(target) else None
            if near is not None and _column_verdict(view, near, anchors) is False:
                # the header's line and the page's geometry agree: another cell of the row
                reasons.append(
                    f"target {target!r} is not under the target column of the stock's table (by the page's geometry)"
                )
            else:
                reasons.append(
                    f"target {target!r} is not the target cell of the stock's table row (its header's target column)"
                )
    if target and target_span is None:
        if target_column is None and not misplaced and not other_row:
            reasons.append(f"target {target!r} is not a price stated for this stock")
    elif target_span and _in_other_column(view, target_span):
        reasons.append(f"target {target!r} is not in the target column of the stock's table row")
        target_span = None
    if target_span is not None and _in_its_column(view, target_span, anchors) is False:
        reasons.append(f"target {target!r} is another stock's cell of a transposed table (stocks as its columns)")
        target_span = None
    numbers = price_numbers(target) if target and target_span else []
    return StockCall(
        code=code if code_span else None,
        name=name if name_span or header_name else None,
        rating=rating if rating_span else None,
        rating_normalized=rating_class(view, rating) if rating and rating_span else None,
        target_price=target if target_span else None,
        target_price_low=min(numbers) if numbers else None,
        target_price_high=max(numbers) if numbers else None,
        target_currency=currency_of(target) if target and target_span else None,
        code_evidence=view.evidence(*code_span) if code_span else None,
        name_evidence=view.evidence(*name_span) if name_span else header_name,
        rating_evidence=view.evidence(*rating_span) if rating_span else None,
        target_evidence=view.evidence(*target_span) if target_span else None,
        reasons=tuple(reasons),
    )


def _cued_target_before(
    view: KeptView, span: tuple[int, int], anchors: list[tuple[int, int]], others: list[tuple[int, int]] | None
) -> str | None:
    """A target the stock's entry states with its cue (`PT $118`, `目标价45.60元`) between the stock's code or name and
    a value on the same line (`Freightway Brokers (FRWY US), PT $118: … should double by 2028`): the cued price is
    the stock's target, and the value another number of its entry (a year, a price, an estimate). None when the
    value is itself a cued target, or no such cue stands there, after the stock (a previous target's cue, a header's
    `Target` over a table's cells count for nothing)."""
    start, end = span
    cued = [c for c in stated_targets(view) if not previous_value(view.text, c.start, c.end)]
    if any(c.start <= start and end <= c.end for c in cued):
        return None
    line_start = view.text.rfind("\n", 0, start) + 1
    for _, anchor_end in anchors:
        if not line_start <= anchor_end <= start or _another_stock_between(others, anchor_end, start):
            continue
        before = next(
            (
                c
                for c in cued
                if anchor_end <= c.start - len(c.context)
                and c.end <= start
                and not TARGET_LIST_JOINER.fullmatch(view.text, c.end, start)  # `目标价分别为A和B`: B is a target too
            ),
            None,
        )
        if before is not None:
            return before.value
    return _target_cued_after_before(view, span, anchors, others)


def _target_cued_after_before(
    view: KeptView, span: tuple[int, int], anchors: list[tuple[int, int]], others: list[tuple[int, int]] | None
) -> str | None:
    """A target the stock's sentence states with its cue after the value (`Vollmark (VOLM GY) Outperform with a
    €164.00 price target, as its new platform cuts costs by €300 per car`), between the stock's code or name and a
    later value of the same sentence: the cued price is the stock's target, the later value another number of its
    entry. None when the value is itself such a target, or the words between tie it to the cued one (`our $150 price
    target to $164`: a change; a list of targets)."""
    start, end = span
    text = view.text
    for _, anchor_end in anchors:
        if not anchor_end <= start <= anchor_end + CALL_REACH or _another_stock_between(others, anchor_end, start):
            continue
        between = text[anchor_end:start]
        if "\n\n" in between or SENTENCE_END_EN.search(between) or SENTENCE_END.search(between):
            continue
        for cue in PRICE_BEFORE_TARGET_CUE.finditer(text, anchor_end, end):
            if cue.start(1) <= start < cue.end(1):
                return None  # the value is itself a cued target
            if cue.end() > start or previous_value(text, cue.start(1), cue.end(1)):
                continue
            if TARGET_CUE_AFTER_JOINER.match(text, cue.end(), start):
                continue
            return cue.group(1)
    return None


def _own_transposed_column(view: KeptView, anchors: list[tuple[int, int]]) -> TransposedColumn | None:
    """The column of a transposed stock table that the stock's code cell heads, if any."""
    starts = {start for start, _ in anchors}
    return next(
        (column for table in transposed_tables(view.text) for column in table.columns if column.code.start in starts),
        None,
    )


def _in_its_column(view: KeptView, span: tuple[int, int], anchors: list[tuple[int, int]]) -> bool | None:
    """Whether a value found in a row of a transposed stock table (tasks/finders/transposed_tables.py) is
    the cell of the stock's own column, the column its code cell heads; None for a value in no such row. A
    cell of such a row that is no stock's cell (`Price`, a label) belongs to no call."""
    if not in_transposed_row(view.text, span[0]):
        return None
    found = transposed_cell(view.text, span[0])
    if found is None:
        return False
    table, index = found
    code = table.columns[index].code
    return any(start == code.start for start, _ in anchors)


def _in_other_column(view: KeptView, span: tuple[int, int]) -> bool:
    """A cell of a Chinese table row whose header places the target column elsewhere in the row
    (`代码简称股价(元)…评级目标价(元)`: the first price is the current one)."""
    start = span[0]
    return any(
        row.start <= start < row.end and not row.target.start <= start < row.target.end
        for row in header_placed_targets(view.text)
    )


def previous_column(view: KeptView, span: tuple[int, int], anchors: list[tuple[int, int]] | None = None) -> bool:
    """A cell printed under a column whose header names a previous value (`Old rating`, `Prior PT`, `上次评级`), by
    the page's geometry (tasks/validate/columns.py `in_previous_column`); with `anchors`, on its stock's line."""
    if view.clean is None:
        return False  # a view of bare text: no geometry
    document = view.clean.document
    cell = (view.doc_offset(span[0]), view.doc_offset(span[1] - 1) + 1)
    stock = [(view.doc_offset(a), view.doc_offset(b - 1) + 1) for a, b in anchors] if anchors is not None else None
    return in_previous_column(document, cell, stock)


def _column_verdict(view: KeptView, span: tuple[int, int], anchors: list[tuple[int, int]]) -> bool | None:
    """Whether a cell of the stock's table row prints under its header's target column by the page's
    geometry (tasks/validate/columns.py `in_target_column`); None where the geometry tells nothing."""
    document = view.clean.document
    cell = (view.doc_offset(span[0]), view.doc_offset(span[1] - 1) + 1)
    stock = [(view.doc_offset(a), view.doc_offset(b - 1) + 1) for a, b in anchors]
    return in_target_column(document, cell, stock)


def _in_another_row(view: KeptView, span: tuple[int, int], anchors: list[tuple[int, int]]) -> bool:
    """A cell printed on another stock's table row below the stock's own, by the page's geometry
    (tasks/validate/columns.py `in_another_row`)."""
    if view.clean is None:
        return False  # a view of bare text: no geometry
    document = view.clean.document
    cell = (view.doc_offset(span[0]), view.doc_offset(span[1] - 1) + 1)
    stock = [(view.doc_offset(a), view.doc_offset(b - 1) + 1) for a, b in anchors]
    return in_another_row(document, cell, stock)


def _ends_the_cell(text: str, span: tuple[int, int], cell: tuple[int, int]) -> bool:
    """A value that ends where the header-told target cell ends and starts at no number's middle
    (`INR 812` of `INR 688 INR 812 97`): the header's column count parted the row's cells, so the space after it
    ends the cell, and the short digit group after it (`97`) is the next column's, no spaced decimals."""
    return span[1] == cell[1] and not starts_inside_number(text, span[0])


def _target_column(view: KeptView, anchors: list[tuple[int, int]]) -> tuple[int, int] | None:
    """The target cell of the stock's own English table row, where its header tells each cell's column
    (tasks/validate/columns.py) and the target column's cell holds a number: the stock's target is that
    cell, never the row's current price, old target or another value. None when no such row is known."""
    starts = {start for start, _ in anchors}
    for row in view.memo("line_table_rows", lambda: line_table_rows(view.text)):
        if row.code.start not in starts and (row.name is None or row.name.start not in starts):
            continue
        for cell in row_columns(view.text, row) or ():
            if cell.kind == "target" and any(ch.isdigit() for ch in view.text[cell.start : cell.end]):
                return cell.start, cell.end
    return None


def _wrapped_below_row(view: KeptView, name: str) -> list[tuple[int, int]]:
    """A table's name cell whose last words wrapped onto a line of their own below the row
    (`GLOC PM Visayas Telecom Buy P1,640 P1,980` / `Holdings`): the row's name cell starts the name,
    and the line right after the row holds exactly the rest of it."""
    text, found = view.text, []
    for row in findings(view).table_rows:
        cell = row.name
        if cell is None or not name.startswith(cell.value + " "):
            continue
        head = cell.value
        line_end = text.find("\n", cell.end)
        if line_end < 0:
            continue
        next_end = text.find("\n", line_end + 1)
        below = text[line_end + 1 : next_end if next_end >= 0 else len(text)]
        if normalise(below) == normalise(name[len(head) + 1 :]):
            found.append((cell.start, cell.end))
    return found


def _in_cover_header(view: KeptView, name: str) -> Evidence | None:
    """Where the cover prints a company report's name as the running header the cleaner drops from
    every page (`Midea Group (H/A)` over the cover and again in `2 Midea Group (H/A) | 21 July 2026`):
    the name whole in a dropped repeated line of page 1."""
    document = view.clean.document
    needle = normalise(name)
    for drop in view.clean.drops:
        if drop.reason != "repeated_line" or document.page_index(drop.start) != 0:
            continue
        line, offsets = normalise_with_offsets(document.text[drop.start : drop.end])
        at = line.find(needle)
        while at >= 0:
            start, end = drop.start + offsets[at], drop.start + offsets[at + len(needle) - 1] + 1
            if not same_word(document.text[start - 1 : start] or " ", name[0]) and not same_word(
                name[-1], document.text[end : end + 1] or " "
            ):
                return Evidence(*document.locate(start, end))
            at = line.find(needle, at + 1)
    return None


def _rated_on(view: KeptView, rating: str, code: str | None, name: str | None) -> tuple[int, int] | None:
    """A rating statement that names the stock after the word: `We reiterate Overweight on both STX
    and WDC` rates WDC (`WDC.O`), with no other rating word between the word and the stock."""
    keys = {key for key in (name, code, code.split(".")[0] if code else None) if key}
    for candidate in stated_ratings(view):
        if candidate.value != rating:
            continue
        on = RATED_ON_AFTER.match(view.text, candidate.end)
        if on is None:
            continue
        stocks = on.group("stocks")
        named = [m for key in keys for m in re.finditer(rf"(?<![\w.]){re.escape(key)}(?![\w])", stocks)]
        if named and not rating_words(stocks, 0, min(m.start() for m in named)):
            return candidate.start, candidate.end
    return None


def _slashed_part(text: str, start: int, end: int) -> tuple[int, int, list[tuple[int, int]]] | None:
    """The slashed group of words the span is one part of (`CICC-H` of `CICC-H/CICC-A`): (the group's start, the span's
    index, each part's span); None when the span stands alone."""
    group_start, group_end = start, end
    while group_start > 0 and not text[group_start - 1].isspace():
        group_start -= 1
    while group_end < len(text) and not text[group_end].isspace():
        group_end += 1
    while group_end > end and text[group_end - 1] in ",.;:)":
        group_end -= 1
    group = text[group_start:group_end]
    if "/" not in group:
        return None
    parts, at = [], group_start
    for part in group.split("/"):
        parts.append((at, at + len(part)))
        at += len(part) + 1
    index = next((i for i, span in enumerate(parts) if span == (start, end)), None)
    return None if index is None else (group_start, index, parts)


def _slashed_respective(
    view: KeptView, value: str, anchors: list[tuple[int, int]], *, price: bool
) -> tuple[int, int] | None:
    """A value paired by its place with a stock named in a slashed group of its sentence (`our Buy/Neutral ratings on
    CICC-H/CICC-A with 12m TPs of HK$30.45/Rmb45.72`): the part of a slashed group of as many ratings (or prices) at
    the stock's own place, respectively."""
    text = view.text
    for anchor_start, anchor_end in anchors:
        named = _slashed_part(text, anchor_start, anchor_end)
        if named is None:
            continue
        _, index, names = named
        stop = LEAD_IN_SENTENCE_END_EN.search(text, anchor_end)
        sentence_start = max(text.rfind("\n", 0, anchor_start), text.rfind(". ", 0, anchor_start)) + 1
        sentence_end = stop.start() if stop else len(text)
        for start, end in view.occurrences(value):
            if not sentence_start <= start < sentence_end:
                continue
            group = _slashed_part(text, start, end)
            if group is None or group[1] != index or len(group[2]) != len(names):
                continue
            words = [text[a:b] for a, b in group[2]]
            if all(price_numbers(word) if price else normalize_rating(word) for word in words):
                return start, end
    return None


GROUP_ROWS_REACH = 40  # how many blocks of its page a table's group header may sit above a row of its group
ROW_EDGE_SLACK = 3.0  # points: how far a group header's left edge may sit from its rows'


def _group_header_rating(view: KeptView, rating: str, anchors: list[tuple[int, int]]) -> tuple[int, int] | None:
    """A rating printed alone on a line at a stock table's left edge, over the rows of the stocks it rates (`Buy` over
    `Inovance 300124.SZ …` and `Shuanghuan 002472.SZ …`, then `Neutral` over its own rows): the rating of each row
    under it down to the next such header, on one page, no caption between. By the page's geometry; None without it."""
    document = view.clean.document if view.clean is not None else None
    if document is None or not document.blocks:
        return None
    blocks = document.blocks
    starts = [block.start for block in blocks]
    printed = {view.doc_offset(start): (start, end) for start, end in view.occurrences(rating)}
    for anchor_start, _ in anchors:
        at = bisect.bisect_right(starts, view.doc_offset(anchor_start)) - 1
        row = blocks[at] if at >= 0 else None
        if row is None or row.bbox is None:
            continue
        for block in reversed(blocks[max(0, at - GROUP_ROWS_REACH) : at]):
            if block.page != row.page or block.role == "caption" or block.bbox is None:
                break
            words = document.text[block.start : block.end].strip()
            if abs(block.bbox[0] - row.bbox[0]) > ROW_EDGE_SLACK or normalize_rating(words) is None:
                continue
            if words != rating:
                break  # another group's header: the row is of that group
            header = next((span for offset, span in printed.items() if block.start <= offset < block.end), None)
            if header is not None:
                return header
            break
    return None


RATED_LIST_REACH = 400  # how far after its rating a rated list may name the stock


def _rated_list_before(view: KeptView, rating: str, anchors: list[tuple[int, int]]) -> tuple[int, int] | None:
    """A rating that leads a list of the stocks it rates, before them: glued to `rated` (`Buy-rated VNET, GDS, and Range
    Intelligent`, `Sell rated NRGV`) or opening its line before a colon (`Buy: Shengyi Technology (600183.SS, on CL),
    …, and TUC (6274.TWO).`); the stock's name or code is reached through names and their bracketed codes alone, no
    other rating word or other words between (`Buy-rated Honda to ¥1,850, and Toyota` does not rate Toyota)."""
    text = view.text
    for start, end in view.occurrences(rating):
        lead = RATING_LEADS_LIST_EN.match(text, end)
        if lead is None or _inside_a_latin_word(text, start, end):
            continue
        line_start = text.rfind("\n", 0, start) + 1
        if ":" in lead.group() and text[line_start:start].strip(f" \t{BULLETS}"):
            continue  # a colon list is led by a rating that opens its line
        for anchor_start, _ in anchors:
            between = text[lead.end() : anchor_start]
            if (
                0 <= anchor_start - lead.end() <= RATED_LIST_REACH
                and RATED_LIST_NAMES_EN.fullmatch(between)
                and not rating_words(between, 0, len(between))
            ):
                return start, end
    return None


@lru_cache(maxsize=4)
def _prose_calls(text: str) -> tuple[CallCandidate, ...]:
    """The finders' sentence reader run once per text, for both readings of its calls below, with the call lines on
    stocks named by the note's map (`Lotus Crown Gaming: stay Underweight, PT HK$9.10`)."""
    return tuple(prose_sentence_calls(text)) + tuple(mapped_name_calls(text))


@lru_cache(maxsize=4)
def _rated_mentions(text: str) -> tuple[CallCandidate, ...]:
    """The calls the finders read from `rated` forms and digest items (tasks/finders/stock_calls.py
    `rated_mention_calls`: `FLNC (Buy rated, …)`, `Buy-rated Honda`, `TSMC – … – Buy.`), read once per text."""
    return tuple(rated_mention_calls(text))


def _rated_by_its_mention(view: KeptView, rating: str, code: str | None, name: str | None) -> tuple[int, int] | None:
    """A rating word that a `rated` form or a digest item's heading ties to this stock (`Sell rated NRGV`, `Buy-rated
    Honda to ¥1,850`, `TSMC – … – Buy.`): by its code, else by its name where neither call names another code."""
    for call in _rated_mentions(view.text):
        if call.rating.value != rating:
            continue
        by_code = code is not None and call.code is not None and call.code.value == code
        by_name = (
            name is not None
            and call.name is not None
            and call.name.value == name
            and (code is None or call.code is None or call.code.value == code)
        )
        if by_code or by_name:
            return call.rating.start, call.rating.end
    return None


@lru_cache(maxsize=4)
def _sentence_calls(text: str) -> tuple[tuple[str, str, str, int, int], ...]:
    """The calls the text's sentences state (tasks/finders/stock_calls.py `prose_sentence_calls`): code, name, rating
    word and the rating's span, read once per text."""
    return tuple(
        (call.code.value, call.name.value, call.rating.value, call.rating.start, call.rating.end)
        for call in _prose_calls(text)
        if call.code and call.name
    )


@lru_cache(maxsize=4)
def _sentence_targets(text: str) -> tuple[tuple[str, str, str, int, int], ...]:
    """The targets the text's sentences state with their calls (tasks/finders/stock_calls.py `prose_sentence_calls`):
    code, name, target and the target's span, read once per text."""
    return tuple(
        (call.code.value, call.name.value, call.target.value, call.target.start, call.target.end)
        for call in _prose_calls(text)
        if call.code and call.name and call.target
    )


def _cell_with_stated_currency(
    view: KeptView,
    target: str,
    target_column: tuple[int, int],
    anchors: list[tuple[int, int]],
    others: list[tuple[int, int]] | None,
) -> tuple[int, int] | None:
    """A target the note states with its currency near the stock's name (`Lotus Crown Gaming: stay Underweight, PT
    HK$9.10`) whose number alone is the stock's cell under its table's target column (`9.10` under `PT (HK$)`, the
    currency left to the header): grounded where it is printed whole, the cell confirming its number."""
    number = BARE_TARGET_NUMBER.search(target)
    if number is None or number.end() != len(target) or not HAS_PRICE_UNIT.fullmatch(target[: number.start()]):
        return None
    in_cell = any(
        a < target_column[1] and target_column[0] < b and not cuts_number(view.text, a, b)
        for a, b in view.occurrences(number.group())
    )
    return _near(view, target, anchors, price=True, others=others) if in_cell else None


def _target_in_its_sentence(view: KeptView, target: str, code: str | None, name: str | None) -> tuple[int, int] | None:
    """A target the finders' sentence reader pairs with this stock (by code, else by name): a list of targets stated
    in the order of its stocks (`respectively`), the first of them far from the stock it belongs to."""
    for stock_code, stock_name, value, start, end in _sentence_targets(view.text):
        if value == target and (stock_code == code or (code is None and stock_name == name)):
            return start, end
    return None


def _sentence_rates_another(view: KeptView, start: int, anchors: list[tuple[int, int]]) -> bool:
    """Whether the finders' sentence reader ties the rating word at `start` to another stock than the one whose code or
    name prints at `anchors` (its code's or name's mention in that sentence is not among them)."""
    tied: list[tuple[str | None, str | None]] = [
        (code, name) for code, name, _, word_start, _ in _sentence_calls(view.text) if word_start == start
    ]
    tied += [  # a `rated` form's or a digest heading's word (`Buy-rated X to ¥1,850 and Neutral-rated Y`): its stock's
        (call.code.value if call.code else None, call.name.value if call.name else None)
        for call in _rated_mentions(view.text)
        if call.rating.start == start
    ]
    if not tied:
        return False
    printed = {view.text[a:b] for a, b in anchors}
    return not any(code in printed or name in printed for code, name in tied)


def _rated_by_its_list(view: KeptView, rating: str, anchors: list[tuple[int, int]]) -> tuple[int, int] | None:
    """The rating a structure states apart from the stock, as the finders read it (`Buy: A (X.SS), B (Y.SZ)`, a
    table's rating group row over its rows): the word of the call whose code or name cell is one of the stock's."""
    spans = set(anchors)
    for call in rated_list_calls(view.text):
        parts = {(part.start, part.end) for part in (call.code, call.name) if part is not None}
        if call.rating.value == rating and parts & spans:
            return call.rating.start, call.rating.end
    return None


def _rated_in_its_sentence(view: KeptView, rating: str, code: str | None, name: str | None) -> tuple[int, int] | None:
    """A rating word a sentence states on the stock as the note's call, before or after its name (`We are Overweight
    Cobalt Mining (CBM AU)`, `Outperform maintained on Eastern Rail (ERL HK)`, `… and Overweight on Vale Fibre (VFB
    US)`): the word the finders' sentence reader ties to this stock's code or name, never another stock's."""
    for stock_code, stock_name, word, start, end in _sentence_calls(view.text):
        if word == rating and (stock_code == code or (code is None and stock_name == name)):
            return start, end
    return None


def _rated_in_its_coded_row(view: KeptView, rating: str, anchors: list[tuple[int, int]]) -> tuple[int, int] | None:
    """A Chinese stock table's rating cell read in the stock's own row (tasks/finders/stock_calls.py coded_row_calls):
    a table whose rows run on in one line prints a last-column rating glued to the next row's code (`…15.9买入
    000425徐工机械…`), where nearness would give it to that next stock; the row runs from its code to the next one."""
    for call in coded_row_calls(view.text):
        own = {(part.start, part.end) for part in (call.code, call.name) if part is not None}
        if call.rating.value == rating and own & set(anchors):
            return call.rating.start, call.rating.end
    return None


def _another_coded_rows_cell(text: str, start: int, anchors: list[tuple[int, int]]) -> bool:
    """The rating word at `start` is the rating cell of another stock's row of a Chinese stock table, as the rows
    read from each code to the next (coded_row_calls)."""
    own = set(anchors)
    return any(
        call.rating.start == start and not {(p.start, p.end) for p in (call.code, call.name) if p is not None} & own
        for call in coded_row_calls(text)
    )


def _in_flattened_row(view: KeptView, rating: str, anchors: list[tuple[int, int]]) -> tuple[int, int] | None:
    """A table code as a whole cell of the stock's row in a table printed on one line under its
    header (`Company name Price Rating GOOGL GOOGL US Alphabet A US$ 366.46 B-1-7 GOOG …`): after
    the stock's code or name within a row's length, no other rating cell in between, and the
    line's header names a Rating column before the row."""
    text = view.text
    for start, end in view.occurrences(rating):
        if text[start - 1 : start] not in ("", " ", "\n") or text[end : end + 1] not in ("", " ", "\n"):
            continue
        line_start = text.rfind("\n", 0, start) + 1
        for anchor_start, anchor_end in anchors:
            if not (line_start <= anchor_start and 0 <= start - anchor_end <= ROW_CHARS):
                continue
            cells = text[anchor_end:start].split()
            if any(table_rating_class(cell) for cell in cells):
                continue  # another row's rating lies between
            if TABLE_HEADER_LINE.match(text[line_start:anchor_start]):
                return start, end
    return None


HEADER_REACH = 4 * ROW_CHARS  # how far above a table row its header may sit (a header over several lines, rows between)


def _in_row_line(view: KeptView, rating: str, anchors: list[tuple[int, int]]) -> tuple[int, int] | None:
    """A table code as a whole cell of the line that opens with the stock's code or name, in a
    table printed one row a line (`GLOB US$ 31.30 1,352 24 Jul 16:002H nc -42.00 37.00 …`): the cell
    may be glued to a time cell before it; no other rating cell in between; a header line naming a
    Rating column within HEADER_REACH above the row."""
    text = view.text
    for start, end in view.occurrences(rating):
        line_start = text.rfind("\n", 0, start) + 1
        glued = GLUED_TIME_CELL_BEFORE.search(text[line_start:start])
        if text[start - 1 : start] not in ("", " ", "\n") and not glued:
            continue
        if text[end : end + 1] not in ("", " ", "\n"):
            continue
        cells_end = line_start + glued.start() if glued else start
        for anchor_start, anchor_end in anchors:
            opens_row = anchor_start == line_start or _row_wrapped_after(text, anchors, anchor_end, line_start)
            if not opens_row or not 0 <= start - anchor_end <= ROW_CHARS:
                continue
            if any(table_rating_class(cell) for cell in text[anchor_end:cells_end].split()):
                continue  # another rating cell lies between
            if TABLE_HEADER_LINE.search(text, max(0, line_start - HEADER_REACH), line_start):
                return start, end
    return None


def _coded_before_its_target(
    view: KeptView, rating: str, anchors: list[tuple[int, int]], others: list[tuple[int, int]] | None
) -> tuple[int, int] | None:
    """A rating code stated as the first part of a stock's entry, right before its target (`Brackenmoor Mining
    (BRKM LN)` / `OW, PT 2,650p`, `Hold | TP RM6.20`): within a row's length after the stock's code or name, a
    whole word, no other stock named and no other rating cell in between."""
    text = view.text
    for start, end in view.occurrences(rating):
        if text[start - 1 : start] not in ("", " ", "\n", "(") or not RATING_WITH_TARGET_AFTER.match(text, end):
            continue
        for _, anchor_end in anchors:
            if not 0 <= start - anchor_end <= ROW_CHARS or _another_stock_between(others, anchor_end, start):
                continue
            if any(table_rating_class(cell) or rating_words(cell) for cell in text[anchor_end:start].split()):
                continue  # another rating cell lies between
            return start, end
    return None


def _legend_code(view: KeptView, rating: str) -> bool:
    """A rating code the report's printed legend defines (`Ratings: 1 = Buy, … 4 = Underperform`, `O-PF
    (Outperform): …`)."""
    return legend_rating_class(rating, _legend_source(view)) is not None


def _row_wrapped_after(text: str, anchors: list[tuple[int, int]], anchor_end: int, line_start: int) -> bool:
    """The row's first line holds only the stock's code and name, and its other cells follow on the
    next line (`7719 JP Tokai Precision Instruments` / `1 ¥5,120 ¥6,300 23%`): the anchor ends the
    line before `line_start`, another anchor (or itself) opens that line, and the next line opens
    with no listed ticker of another row."""
    if text[anchor_end:line_start] != "\n":
        return False
    previous_start = text.rfind("\n", 0, anchor_end) + 1
    if not any(start == previous_start for start, _ in anchors):
        return False
    return LISTED_TICKER.match(text, line_start) is None and STOCK_CODE.match(text, line_start) is None


def _span_of(view: KeptView, result: FieldResult) -> tuple[int, int] | None:
    """The view span of a validated field's value (the first occurrence at its evidence page)."""
    for start, end in view.occurrences(result.value or ""):
        if view.evidence(start, end) == result.evidence[0]:
            return start, end
    return None


def _whole_occurrences(view: KeptView, value: str, *, is_code: bool = False) -> list[tuple[int, int]]:
    """Where the value stands whole. A code in a whitespace-stripped table may touch the digits
    of a neighbouring cell on one side (`51.19002007.SZ`, `30001580.70`), never on both."""
    found = []
    for start, end in view.occurrences(value):
        if is_code:
            listed = any(p.fullmatch(view.text, start, end) or p.fullmatch(value) for p in (STOCK_CODE, LISTED_TICKER))
            if not listed and not _listed_root(view.text, start, end):
                continue
            if starts_inside_number(view.text, start) and ends_inside_number(view.text, end):
                continue
        elif cuts_number(view.text, start, end):
            continue
        found.append((start, end))
    return found


def _bare_ticker_spans(view: KeptView, code: str, name: str | None) -> list[tuple[int, int]]:
    """Where a bare ticker (`TSLA`, `CSIQ`, `4062`) is printed as the stock's code, whole: on a line of its own (a
    cover's ticker line under the company's name), in brackets right after the stock's name (`Ibiden [4062]`,
    `Tesla (TSLA)`), or as the stock's designation before the bracket of its rating (`CSIQ (Sell rated, …)`). Never
    a word of prose or a table's label that only looks like one. Once so printed, its other whole occurrences follow
    (the first spans are those that print it as a code)."""
    if not BARE_TICKER.fullmatch(code):
        return []
    text, found, whole = view.text, [], []
    for start, end in view.occurrences(code):
        if text[start - 1 : start].isalnum() or text[end : end + 1].isalnum() or text[end : end + 1] in ".-":
            continue
        whole.append((start, end))
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        own_line = (
            len(code) > 1
            and not text[line_start:start].strip()
            and not text[end : len(text) if line_end < 0 else line_end].strip()
        )
        bracket = TICKER_BRACKET_AFTER_NAME.search(text, max(line_start, start - 4), start)
        after_name = (
            name is not None
            and bracket is not None
            and text[: bracket.start()].endswith(name)
            and TICKER_BRACKET_CLOSE.match(text, end) is not None
        )
        rated = RATING_BRACKET_AFTER_TICKER.match(text, end)
        rated_before = RATED_LIST_LEAD_BEFORE_EN.search(text, max(line_start, start - 30), start)
        if (
            own_line
            or after_name
            or (rated is not None and normalize_rating(rated.group("rating")) is not None)
            or (rated_before is not None and _names_a_rating(rated_before.group("rating")))
        ):
            found.append((start, end))
    # once printed as the stock's code, the ticker names that stock wherever it stands whole (`Updating estimates for
    # NRGV`), a letter alone excepted
    return found + [span for span in whole if span not in found] if found and len(code) > 1 else found


def _names_a_rating(words: str) -> bool:
    """`Sell`, `Strong Buy` or the last word of `see Sell` (what precedes `rated`) is a rating word of the lexicon."""
    return normalize_rating(words) is not None or normalize_rating(words.split()[-1]) is not None


def _listed_root(text: str, start: int, end: int) -> bool:
    """A bare ticker printed as the root of a listed ticker (`GLOB` of `GLOB.N`, of `Globant SA (GLOB.N)`)."""
    listed = LISTED_TICKER.match(text, start)
    return listed is not None and listed.end() > end and text[end] in ". "


def _names_another_code(view: KeptView, name: str, code: str) -> bool:
    """Whether the report's own map of names to codes (tasks/finders/stock_calls.py `note_name_map`: each name printed
    with its listed ticker) gives `name` a ticker of another root than `code`'s and gives `code` names of its own: the
    name is another stock's. Not when the map names `code` nothing, or the report prints the name right beside `code`
    anywhere, in its kept text or in what the cleaner set aside (a company listed twice, `Montage` with `6809.HK` and
    with `688008.CH`: one name, two codes)."""
    names = note_name_map(view.text)
    mapped = names.get(name)
    if mapped is None or ticker_root(mapped.code.value) == ticker_root(code):
        return False
    if not any(ticker_root(other.code.value) == ticker_root(code) for other in names.values()):
        return False
    texts = [view.text] + ([view.clean.document.text] if view.clean is not None else [])
    return not any(_printed_beside(text, name, code) for text in texts)


def _printed_beside(text: str, name: str, code: str) -> bool:
    """Whether the text prints `name` and `code` side by side, either way round, only spaces, a bracket and a separator
    between them (NAME_BESIDE_CODE_GAP)."""
    for first, second in ((name, code), (code, name)):
        pattern = re.compile(rf"{re.escape(first)}(?P<gap>[^\n]{{0,{BESIDE_GAP_CHARS}}}?){re.escape(second)}")
        if any(NAME_BESIDE_CODE_GAP.fullmatch(found.group("gap")) for found in pattern.finditer(text)):
            return True
    return False


def _inside_a_latin_word(text: str, start: int, end: int) -> bool:
    """Whether the Latin word at `start`-`end` runs on into a longer word (`Hold` of `Holdings`)."""
    return bool(LATIN_LETTERS.fullmatch(text[start : start + 1]) and LATIN_LETTERS.fullmatch(text[end : end + 1])) or (
        start > 0 and bool(LATIN_LETTERS.fullmatch(text[start - 1])) and bool(LATIN_LETTERS.fullmatch(text[start]))
    )


def _near(
    view: KeptView,
    value: str,
    anchors: list[tuple[int, int]],
    *,
    price: bool = False,
    others: list[tuple[int, int]] | None = None,
) -> tuple[int, int] | None:
    """An occurrence of `value` within CALL_REACH after an anchor (its code or name), whole. A
    rating may sit further, up to STOCK_SECTION_REACH, at the end of the stock's own section
    (`◆朗姿股份(002612.SZ)…` over several paragraphs `…维持增持评级。`): stated as a rating, no other code in
    between; so may a target a target cue points at (`Our 12-month price target of $2.50 …` in the stock's section). Never a value before its change (`previous_value`), a legend's entry, or a value on a line
    that names another stock (`others`) between the stock and it, nor a cell under a previous value's column
    (`Old rating`, `上次评级`: tasks/validate/columns.py `in_previous_column`)."""
    stated = {c.start for c in stated_ratings(view)} if not price else {c.start for c in stated_targets(view)}
    date_like = price and value.strip().isdigit()
    for start, end in view.occurrences(value):
        if price and cuts_number(view.text, start, end):
            continue
        if date_like and _a_date_part(view.text, start, end):
            continue  # `16` of `on 16 July 2026`, `2027` of `momentum for 2027`: a date, no price
        if previous_value(view.text, start, end):
            continue  # the value before the change (`to Buy from Neutral`, `PT $45 (from $38)`): not the call's
        if not price and LEGEND_ENTRY_AFTER_EN.match(view.text[end : end + PREVIOUS_MARK_REACH]):
            continue  # a legend's entry (`Neutral: expected absolute return between …`), no rating of the stock
        if (
            not price
            and start not in stated
            and HAN.match(view.text[start - 1 : start] or " ")
            and HAN.match(view.text[end : end + 1] or " ")
        ):
            continue  # a rating word inside a longer Han word (`维持增持评级` is a statement, not one)
        if not price and _inside_a_latin_word(view.text, start, end):
            continue  # `Hold` of `Aster Foods Holdings`: a part of a word, no rating
        if not price and in_english_legend(view.text, start):
            continue  # a legend's or a distribution's sentence (`…38% a Neutral rating…`): the house's scale, no call
        if not price and _in_a_ratings_distribution(view.text, start, end):
            continue  # `Buy 55 17` under `Distribution of ratings`: a count of the house's stocks, no stock's call
        if not price and _inside_a_longer_rating(view.text, start, end):
            continue  # the tail of another rating word (`推荐` of `谨慎推荐`, `Buy` of `Strong Buy`)
        if not price and another_view_clause(view.text, start, end):
            continue  # another's view (`Consensus rates X a Buy`, `rated Buy by most brokers`), not the note's call
        if not price and _sentence_rates_another(view, start, anchors):
            continue  # `Maintain Underweight on X (X US) and Overweight on Y (Y US)`: Overweight is Y's, not X's
        if not price and _another_coded_rows_cell(view.text, start, anchors):
            continue  # `…25.1买入000425徐工机械…`: the cell ends the row before (its table prints 评级 last)
        line_start = view.text.rfind("\n", 0, start) + 1
        if not price and others and _opens_the_row_of(view.text, line_start, start, end, others, same_line=True):
            continue  # the rating that opens another stock's row or heading (`Neutral: Beta Foods (BBBB US)`)
        reached = [
            anchor_end
            for _, anchor_end in anchors
            if not _another_stock_between(others, max(anchor_end, line_start), start)
            and not _another_stocks_section_between(view.text, others, anchor_end, line_start)
            and (price or not _past_a_rated_row(view.text, anchor_end, start, others))
        ]
        found = (
            (not price and _opens_the_row_of(view.text, line_start, start, end, anchors))
            or any(0 <= start - anchor_end <= CALL_REACH for anchor_end in reached)
            or (
                any(
                    (start in stated or (price and any(start < at < end for at in stated)))
                    and 0 <= start - anchor_end <= STOCK_SECTION_REACH
                    and not STOCK_CODE.search(view.text, anchor_end + 12, start)
                    and not _another_stock_between(others, anchor_end, start)  # the stock's section ends there
                    for anchor_end in reached
                )
            )
        )
        if found and (price or not previous_column(view, (start, end))):
            return start, end
    return None


@lru_cache(maxsize=8)
def _led_lines(text: str) -> tuple[re.Match[str], ...]:
    """The lines a stock's name and a colon lead (`Victory Giant: We derive our 12-month target price of …`)."""
    return tuple(STOCK_LED_LINE_EN.finditer(text))


def _on_a_line_led_by_its_name(view: KeptView, target: str, name: str) -> tuple[int, int] | None:
    """The target a line led by the stock's name and a colon states with its cue, where the line shortens or misprints
    the name (`Shengyi Tech: We derive our 12-month target price of Rmb247 …` for `Shengyi Technology`, `Mitsui
    Kinzohu: Our 12-month target price of ¥62,600 …`: tasks/finders/stock_calls.py `names_alike`) and the lead is
    alike no other stock the finders call."""
    others = {call.name.value for call in findings(view).calls if call.name and call.name.value != name}
    stated = [(c.start, c.end) for c in stated_targets(view) if c.value == target]
    for lead in _led_lines(view.text):
        short = lead.group("name")
        if not names_alike(short, name) or any(names_alike(short, other) for other in others):
            continue
        line_end = view.text.find("\n", lead.end())
        line_end = len(view.text) if line_end < 0 else line_end
        found = next(((a, b) for a, b in stated if lead.end() <= a < line_end), None)
        if found is not None:
            return found
    return None


def _a_date_part(text: str, start: int, end: int) -> bool:
    """The bare number at [start, end) is a year or a day beside an English month's name."""
    if BARE_YEAR.fullmatch(text, start, end):
        return True
    return end - start <= 2 and bool(
        MONTH_AFTER_DAY_EN.match(text, end) or MONTH_BEFORE_DAY_EN.search(text, max(0, start - 12), start)
    )


DISTRIBUTION_HEADER_REACH = 400  # how far above a ratings distribution row its table's heading or header may sit


def _in_a_ratings_distribution(text: str, start: int, end: int) -> bool:
    """The rating word at [start, end) opens a row of a ratings distribution table (`Distribution of ratings` /
    `Rating Coverage universe (%) Investment banking clients (%)` / `Buy 55 17`): the word, maybe its grade, then only
    counts and percentages on its line, under the table's heading or header within DISTRIBUTION_HEADER_REACH. A stock
    named in the disclosures' `Companies mentioned` list reaches it, but it is no stock's rating."""
    line_start = text.rfind("\n", 0, start) + 1
    if text[line_start:start].strip() or not RATINGS_DISTRIBUTION_ROW_REST.match(text, end):
        return False
    return (
        RATINGS_DISTRIBUTION_HEADER_EN.search(text, max(0, line_start - DISTRIBUTION_HEADER_REACH), line_start)
        is not None
    )


LONGER_RATING_REACH = 12  # how far around a rating word a longer one holding it may start or end


def _inside_a_longer_rating(text: str, start: int, end: int) -> bool:
    """The word at [start, end) is part of a longer rating word of the lexicon printed there (`推荐` of `谨慎推荐`)."""
    window = rating_words(text, max(0, start - LONGER_RATING_REACH), min(len(text), end + LONGER_RATING_REACH))
    return any(
        word.start() <= start and end <= word.end() and word.end() - word.start() > end - start for word in window
    )


def _past_a_rated_row(text: str, anchor_end: int, start: int, others: list[tuple[int, int]] | None) -> bool:
    """A rating word at `start` past the stock's own row when that row holds a rating word (`Paladium Cloud PLDM
    US Overweight Equal-weight $78 $64`; a row over several lines, `Skyline Software SKYL US` / `Buy (from
    Neutral)`, up to the next stock named): the stock's rating is in its row, and a word after it (another stock's
    row, a ratings distribution) is none of its. A table drawn as text columns (names, then ratings) is no such row."""
    line_end = text.find("\n", anchor_end)
    if 0 <= line_end < start and rating_words(text, anchor_end, line_end):
        return True
    if not others:
        return False
    at = bisect.bisect_left(others, (anchor_end, anchor_end))
    return at < len(others) and others[at][1] <= start and bool(rating_words(text, anchor_end, others[at][0]))


def _opens_the_row_of(
    text: str, line_start: int, start: int, end: int, anchors: list[tuple[int, int]], *, same_line: bool = False
) -> bool:
    """A rating cell that opens a table row whose next cell is the stock's code or name (`Buy 6698 HK Greenlake
    Living 9.80 7.64 28%`): the row's own rating, printed before the stock. Entries of a calls box run onto one line
    (`Buy Southern Karri Airlines (SKAR AU), TP A$7.95 Buy Tasman Jet (TSMN AU), TP A$2.40`) open the same way
    after the price that ends the entry before. A heading may print a separator between the rating and the stock
    (`BUY - Marrow Health (MRWH US): PO $64`). `same_line`: the stock named on the rating's own line only."""
    lead = text[line_start:start].split()
    if lead and not PRICE_CELL_VALUE.fullmatch(lead[-1]):
        return False
    return any(
        anchor_start >= end
        and not (same_line and "\n" in text[end:anchor_start])
        and (
            not (gap := text[end:anchor_start].strip())
            or (RATING_NAME_SEPARATOR_EN.fullmatch(gap) is not None and "\n" not in text[end:anchor_start])
        )
        for anchor_start, _ in anchors
    )


def _another_stocks_section_between(
    text: str, others: list[tuple[int, int]] | None, anchor_end: int, line_start: int
) -> bool:
    """A line led by another stock's name and a colon (`Arkam Cement: high-conviction Outperform`) stands between the
    call's code or name and the value's line: that stock's section starts there, and the value is that stock's."""
    if not others or line_start <= anchor_end:
        return False
    at = bisect.bisect_left(others, (anchor_end, anchor_end))
    return any(
        (other_start == 0 or text[other_start - 1] == "\n") and text[other_end : other_end + 1] == ":"
        for other_start, other_end in others[at:]
        if other_end <= line_start
    )


def _another_stock_between(others: list[tuple[int, int]] | None, anchor_end: int, start: int) -> bool:
    """Another stock is named in [anchor_end, start): on the value's own line, between the call's code or name
    and the value, it makes the value that stock's (`Kaori Foods (2809 JP): to Buy …` / `Nishiki Seasoning (2871
    JP): Neutral`). A value on a line of its own, or before the other stock on its line (a row that prints its
    rating first, a table drawn as text columns), stays the call's."""
    if not others or start <= anchor_end:
        return False
    at = bisect.bisect_left(others, (anchor_end, anchor_end))
    return at < len(others) and others[at][1] <= start


def _closest(value: str, text: str) -> str:
    """A hint for reviewers: the closest stretch of the report and its similarity."""
    if not value or not text:
        return ""
    alignment = fuzz.partial_ratio_alignment(value, text)
    if alignment is None or alignment.score < 60:
        return ""
    return f" (closest: {text[alignment.dest_start : alignment.dest_end]!r}, {alignment.score:.0f}% similar)"


PREVIOUS_MARK_REACH = 60  # how far before a value the mark of a previous value is read


def _previous_mark_before(before: str) -> bool:
    """A previous-value mark ends `before`. A mark on the line above counts only as that line's whole label
    (`Prior rating:` over `Neutral`): a header row ending in `Prior target` over `Underperform Market Perform
    C$18.50 C$24.00` labels the last cell of the value row, not its first."""
    mark = PREVIOUS_VALUE_BEFORE.search(before)
    if mark is None:
        return False
    if "\n" not in mark.group(0) or before[: mark.start()].rstrip().endswith(("(", "（")):
        return True  # a mark on the value's line, or a bracketed one wrapped before it (`TP ¥4,100 (from` / `¥4,800)`)
    line_start = before.rfind("\n", 0, mark.start()) + 1
    return not before[line_start : mark.start()].strip()


def previous_value(text: str, start: int, end: int) -> bool:
    """The value at [start, end) is the rating or target before a change, printed beside the current one: after
    `from`, `prev.`, `Prior PT`, `Previous rating:`, `上次评级：` (`to Buy from Neutral`, `TP ¥3,200 (from ¥2,700)`),
    before an arrow to the new value or `previously` (`HOLD → SELL`, `由41.20元上调至45.60元`), or in brackets
    right after a price of its currency (`$312.00 ($250.00)`)."""
    before = text[max(0, start - PREVIOUS_MARK_REACH) : start]
    if _previous_mark_before(before) or PREVIOUS_VALUE_AFTER.match(text[end : end + PREVIOUS_MARK_REACH]):
        return True
    if _earlier_in_a_rating_history(text, start, end):
        return True
    bracket = PRICE_THEN_BRACKET_BEFORE.search(before)
    return (
        bracket is not None
        and text[start:end].startswith(bracket.group("currency").strip())
        and BRACKET_CLOSE_AFTER.match(text[end : end + 4]) is not None
    )


def _earlier_in_a_rating_history(text: str, start: int, end: int) -> bool:
    """A rating word of a rating-history line (`rating history: Neutral (12 Mar 2026, PT $31); Outperform (4 Nov
    2026, PT $38)`) with a later rating word after it on the line: a rating the stock had before, not its current."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    return RATING_HISTORY_LABEL.search(text, line_start, start) is not None and bool(rating_words(text, end, line_end))


Check = Callable[[str, KeptView, DocType, dict[FieldName, FieldResult]], FieldResult]
RulesCandidate = Callable[[DocumentFindings, DocType], str | None]


@dataclass(frozen=True)
class FieldGrounding:
    """How a field is validated: `check` grounds an answered value (with the report's kind and the
    fields validated before it); `candidate` says what the rules finders see, which a NONE answer
    must not contradict (None: NONE is never an answer)."""

    check: Check
    candidate: RulesCandidate | None


FIELDS: dict[FieldName, FieldGrounding] = {
    FieldName.DOC_TYPE: FieldGrounding(_check_doc_type, None),
    FieldName.RATING: FieldGrounding(_check_rating, _rating_candidate),
    FieldName.TARGET_PRICE: FieldGrounding(_check_target_price, _target_candidate),
    FieldName.RISK_FACTORS: FieldGrounding(_check_risks, _risks_candidate),
    FieldName.STOCK_CALLS: FieldGrounding(_check_stock_calls, _calls_candidate),
}

"""The liar: a model whose answers are verbatim in the report but wrong, through the real anthropic
SDK and the whole per-report pipeline (the fake Messages API of tests/, as in bench/oracle.py);
the number of lies accepted as valid.

Each lie is generated from the report's own text by a simple regex here, kept only where it occurs
verbatim in the text the pipeline reads and differs from the label; one digest per lie: the
primary answer holds the labels for every field but the lied one, and the fallback asked for that
field tells the same lie. A lie is accepted when the field ends valid or fallback_valid holding it.

Kinds (field): previous target (由X上调至Y's X, 前次/原目标价, 下调目标价X至Y), current price
(当前价/收盘价/现价 ...), 目标市值 value, truncated number (a proper prefix of a true target's digits:
43 of `43 75元`, 1 of 16.0港元), stock code (6 digits), date or part of one, row number glued to a
date, bare 1-2 digit integer, a stock's target on an industry report (TARGET_PRICE); a legend rating
word, a stock's rating as an industry report's rating (RATING); another numeric cell of a stock's
table row (its current price, its old target) as that call's target (STOCK_CALLS); a sentence from outside the risk
section, far from it or right after it, added to the true items (RISK_FACTORS).
Accepted lies go to bench/results/liar_accepted.txt.

English reports (real_pdfs, `--sets real_pdfs`, never a default) get English forms of these kinds
instead: `PT ... from US$400` and `prior PT`, the cover's `Price (date): HK$550.50`, `Market cap`,
a target cut at its thousands comma (`2` of `NT$2,888.00`), a listing's ticker digits (`0700` of
`0700 HK`), a year or a printed date, a bare integer after `Price target`, the words of a rating
legend (`rating system using terms such as ...`), English sentences outside the risk section. The
unseen split is sealed: its lies count in the table only; the accepted ones written
(bench/results/liar_real_pdfs_dev.txt) are the development splits' (dev and dev_from_test). `--sets synthetic` (or some of
synthetic_layouts,synthetic_layouts_2,_3,_4,_5) runs the development synthetic sets, English and Chinese
(bench/labelsets.py synthetic_set); their accepted lies go to bench/results/liar_synthetic.txt.
    .venv/bin/python bench/liar.py [--sets sample_pdfs,real_reports,corpus_dev | real_pdfs | synthetic] [--check]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from bench.labelsets import (  # noqa: E402
    SET_NAMES,
    Labelled,
    all_sets,
    document_text,
    expand_sets,
    field_result,
    nfkc,
    write_results,
)
from bench.oracle import harness, label_values, render_call  # noqa: E402

console = Console() if sys.stdout.isatty() else Console(width=200)  # piped: wide rows, not wrapped at 80
PER_KIND = 2  # lies of one kind per report, at most
UNIT = r"(?:元/股|港元|港币|美元|元)"
NUM = r"\d+(?:[.．]\d+)?(?: \d{1,2}(?!\d))?"  # 43.75, and the AlphaFin `43 75`
PRICE = rf"{NUM}\s?{UNIT}?"
CUR = r"(?:(?:HK|US|NT|S|A|C)?\$|(?:HKD|USD|JPY|RMB|Rmb|CNY|Won) ?|¥|€|£)"
AMOUNT = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"
EN_PRICE = rf"{CUR}?{AMOUNT}(?: (?:HKD|USD|JPY|RMB))?(?![\d%])"
EN_TARGET = r"(?:PT|TP|PO|[Pp]rice [Tt]arget|[Tt]arget [Pp]rice|[Pp]rice [Oo]bjective)"


@dataclass(frozen=True)
class Lie:
    kind: str
    field: str  # RATING | TARGET_PRICE | RISK_FACTORS
    value: str  # the lie; for RISK_FACTORS the one wrong item
    answer: str  # the FAP value sent
    at: int  # where the lie sits in the text (for the examples file)
    stock: tuple[str | None, str | None] = (None, None)  # STOCK_CALLS: the lied call's (code, name)
    call_field: str = "TARGET_PRICE"  # STOCK_CALLS: the call's value lied about (RATING or TARGET_PRICE)


# ---------------------------------------------------------------- lie generators


def _first(patterns: list[str], text: str, group: int = 1) -> Iterator[tuple[str, int]]:
    for pattern in patterns:
        for match in re.finditer(pattern, text):
            value = match.group(group).strip()
            if value:
                yield value, match.start(group)


def previous_targets(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    yield from _first(
        [
            rf"由\s?({PRICE})\s?(?:上调|下调|调高|调低|提高|提升|调整|下修|上修)\s?(?:至|到|为)",
            rf"(?:前次|原|此前|上次|之前)(?:的)?目标(?:价[格位]?|股价)(?:为|是)?[:：]?\s?({PRICE})",
            rf"(?:上调|下调|调高|调低|提高|下修|上修|调整)\S{{0,4}}?目标(?:价[格位]?|股价)[:：]?\s?由?\s?({PRICE})\s?(?:上调|下调)?\s?(?:至|到)",
        ],
        text,
    )


def current_prices(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    yield from _first(
        [
            rf"(?:当前股价|当前价格|当前价|最新收盘价|收盘价|最新价|现价)(?:\s?[(（](?:元|港元|人民币|HKD|RMB)[)）])?\s?(?:为|是)?[:：]?\s?({PRICE})",
            rf"当前价/目标价[:：]?\s?({NUM})/",
        ],
        text,
    )


def market_values(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    yield from _first([rf"目标市值(?:为|至|是)?[:：]?\s?({NUM}\s?(?:亿元|亿港元|亿美元|万亿元|亿))"], text)


def truncated_numbers(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    """A proper prefix of a true target's digits: the integer part, then its first digit."""
    targets = [item.target_price] + [c.get("target_price") for c in item.stock_calls or []]
    for target in filter(None, targets):
        target = nfkc(target) or ""
        number = re.search(r"\d+(?:[.．]\d+|(?: \d{1,2})+)?", target)
        if not number:
            continue
        whole = number.group(0)
        integer = re.match(r"\d+", whole).group(0)
        prefixes = ([integer] if integer != whole else []) + (
            [integer[0]] if len(integer) > 1 or integer != whole else []
        )
        for prefix in prefixes:
            at = text.find(whole)
            if at != -1:
                yield prefix, at


def stock_codes(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    """Codes of the label's calls first, then 6 digits written as a code (`300896.SZ`, `(300896)`,
    `002138CH`), then any 6 digits standing alone (not inside a longer number, a list or a date)."""
    for call in item.stock_calls or []:
        digits = re.match(r"\d{6}", call.get("code") or "")
        if digits and (at := text.find(digits.group(0))) != -1:
            yield digits.group(0), at
    yield from _first(
        [r"(?<![\d.．,])(\d{6})(?=\.S[HZ]|\.BJ|CH|[)）])", r"(?<![\d.．,/\-])(\d{6})(?![\d.．,/\-])"], text
    )


def dates(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    found = list(_first([r"(?<!\d)(20[0-2]\d-\d{1,2})(?:-\d{1,2})?(?!\d)"], text))[:1]
    found += list(_first([r"(?<!\d)(20[0-2]\d年\d{1,2}月)"], text))[:1]
    yield from found


def row_number_dates(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    yield from _first([r"(?<![\d.．\-/])([1-9]\d?20[0-2]\d-\d{1,2})(?=-\d|\D)"], text)


def bare_integers(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    """A 1-2 digit integer standing alone: the first one after a 目标价 cue, then the first anywhere."""
    bare = r"(?<![\d.．,，:：/\-])(\d{1,2})(?![\d.．,%/\-])"
    for cue in re.finditer(r"目标价|目标股价", text):
        match = re.compile(bare).search(text, cue.end(), cue.end() + 40)
        if match:
            yield match.group(1), match.start(1)
            break
    yield from _first([bare], text)


def previous_targets_en(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    yield from _first(
        [
            rf"{EN_TARGET}\b[^\n]{{0,60}}?\bfrom\s+({CUR}{AMOUNT})",
            rf"\b(?:[Pp]rior|[Pp]revious|[Oo]ld)\s+{EN_TARGET}\s*(?:of|was|:)?\s*({EN_PRICE})",
        ],
        text,
    )


def current_prices_en(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    label = r"(?:Price|Share price|Last price|Closing price|Current price|Stock price|Last close)"
    yield from _first(
        [rf"(?:^|\n){label}\*?(?:\s*\([^)\n]{{0,30}}\))?\s*[:：]?\s*({CUR}{AMOUNT}|{AMOUNT}(?=\n))"], text
    )


def market_values_en(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    yield from _first(
        [
            rf"Market [Cc]ap(?:\.|italisation|italization)?(?:\s*\([^)\n]{{0,20}}\))*\s*[:：]?\s*({CUR}?{AMOUNT}(?: ?(?:bn|mn|m|b)\b)?)"
        ],
        text,
    )


def truncated_numbers_en(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    """A true target cut short: at its thousands comma (`2` of `2,888.00`), its first digit, its
    integer part where that is another number (`23` of `23.6`; not `787` of `787.00`)."""
    targets = [item.target_price] + [c.get("target_price") for c in item.stock_calls or []]
    for target in filter(None, targets):
        number = re.search(AMOUNT, nfkc(target) or "")
        if not number or (at := text.find(number.group(0))) == -1:
            continue
        whole = number.group(0)
        integer = whole.split(".")[0]
        prefixes = [integer.split(",")[0]] if "," in integer else []
        prefixes.append(integer[0])
        if float(integer.replace(",", "")) != float(whole.replace(",", "")):
            prefixes.insert(0, integer)
        for prefix in dict.fromkeys(prefixes):
            if prefix != whole:
                yield prefix, at


def stock_codes_en(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    """The digits of a listed ticker (`0700` of `0700 HK`, `2330` of `2330.TW`)."""
    yield from _first([r"(?<![\w.$])(\d{4,6})(?=[. ](?:HK|TW|TT|TWO|T|JP|SS|SZ|SH|CH|KS)\b)"], text)


MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?"


def dates_en(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    found = list(_first([r"(?<![\d.,$/])(20[2-3]\d)(?=[EF]?\b)(?![.,]\d)"], text))[:1]
    found += list(_first([rf"(\d{{1,2}} {MONTH} \d{{2,4}}|{MONTH} \d{{1,2}}, 20\d\d)"], text))[:1]
    yield from found


def bare_integers_en(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    bare = r"(?<![\d.,:/\-$])(\d{1,2})(?![\d.,%/\-])"
    for cue in re.finditer(EN_TARGET, text):
        match = re.compile(bare).search(text, cue.end(), cue.end() + 40)
        if match:
            yield match.group(1), match.start(1)
            break
    yield from _first([bare], text)


def stock_targets(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    if item.doc_type == "industry":
        for call in item.stock_calls or []:
            if call.get("target_price"):
                yield call["target_price"], text.find(nfkc(call["target_price"]) or "")


def stock_ratings(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    if item.doc_type == "industry":
        for call in item.stock_calls or []:
            if call.get("rating") and nfkc(call["rating"]) != nfkc(item.rating):
                yield call["rating"], text.find(nfkc(call["rating"]) or "")


# A numeric cell of a table row: a price with its currency glued or not, a plain number (`4,100`, `HK$27.50`,
# `45.00元`); never a percentage, a multiple or a bracketed figure (the cell must end at a space or the line's end).
ROW_CELL = re.compile(
    r"(?<!\S)(?:[A-Z]{0,3}\$|[¥€£₹]|Rs\.?|INR|Rp|P)?\d(?:[\d,]*\d)?(?:\.\d+)?(?:元|港元|美元)?(?=[ \t]|$)", re.M
)
ROW_CELL_CALLS = 3  # calls lied about per report, at most


def row_cells(text: str, item: Labelled) -> Iterator[tuple[int, str, int]]:
    """For a labelled call whose target is printed in the stock's own table row (the line that holds the
    target and the stock's code or name), another numeric cell of that row (its current price, its old
    target, an EPS): (the call's index, the cell, where it sits). Wrong by construction: its digits differ
    from the target's."""
    lied = 0
    for index, call in enumerate(item.stock_calls or []):
        target = nfkc(call.get("target_price")) or ""
        keys = [k for k in (nfkc(call.get("code")), nfkc(call.get("name"))) if k]
        digits = re.sub(r"\D", "", target)
        if not target or not keys or not digits or lied >= ROW_CELL_CALLS:
            continue
        found = 0
        for line_match in re.finditer(r"[^\n]+", text):
            line = line_match.group()
            at = line.find(target)
            if at < 0 or not any(k in line for k in keys):
                continue
            for cell in ROW_CELL.finditer(line):
                value = cell.group()
                cell_digits = re.sub(r"\D", "", value)
                if cell_digits == digits or any(cell_digits and cell_digits in re.sub(r"\D", "", k) for k in keys):
                    continue  # the target itself, or a code's digits
                if cell.start() <= at < cell.end() or at <= cell.start() < at + len(target):
                    continue
                yield index, value, line_match.start() + cell.start()
                found += 1
                if found >= PER_KIND:
                    break
            if found:
                break
        lied += bool(found)


def _lexicon_words() -> list[str]:
    raw = json.loads((ROOT / "schemas" / "rating_lexicon.json").read_text("utf-8"))
    words = {w for key, value in raw.items() if not key.startswith("_") and isinstance(value, list) for w in value}
    return sorted(
        words, key=lambda word: (-len(word), word)
    )  # longest first; ties by code point, so every run tries the same lies


LEGEND_HEADING = r"评级说明|投资评级说明|评级标准|评级体系|投资评级定义|评级定义|投资评级的说明|股票投资评级|公司评级|Rating definitions|Ratings? (?:System|Definitions)"


LEGEND_HEADING_EN = r"(?i:rating system|ratings? definitions|ratings and definitions|stock ratings? (?:key|definitions?)|explanation of (?:equity )?research ratings)"


def legend_ratings(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    """Lexicon words inside a rating-legend area (the 400 characters after its heading)."""
    words = _lexicon_words()
    for heading in re.finditer(LEGEND_HEADING_EN if item.language == "en" else LEGEND_HEADING, text):
        window = text[heading.end() : heading.end() + 400]
        taken: list[tuple[int, int]] = []
        for word in words:
            for match in re.finditer(re.escape(word), window):
                span = (match.start(), match.end())
                if any(a < span[1] and span[0] < b for a, b in taken):
                    continue  # inside a longer word (强烈推荐 holds 推荐)
                taken.append(span)
                yield word, heading.end() + match.start()


RISK_HEADING = re.compile(r"风险提示|风险因素|主要风险|投资风险|风险分析|Risks?\b")
SENTENCE = re.compile(r"[^。！？；;!?\n]{8,60}[。！？；;!?]")


def _sentences(text: str) -> Iterator[tuple[str, int]]:
    for match in SENTENCE.finditer(text):
        sentence = match.group(0)[:-1].strip(" ，,：:")
        han = len(re.findall(r"[\u4e00-\u9fff]", sentence))
        if 8 <= len(sentence) <= 50 and han >= 0.6 * len(sentence) and "风险" not in sentence:
            yield sentence, match.start() + match.group(0).find(sentence)


RISK_HEADING_EN = re.compile(
    r"(?i:key|downside|upside|investment|main|principal) risks|Risks to|Risk factors|(?:^|\n)Risks?\b"
)
# one line, so that it is verbatim in the text whatever the PDF's wraps
SENTENCE_EN = re.compile(r"(?<![^\s])[A-Z][a-z][^.!?;\n]{30,150}[.!?]")


def _sentences_en(text: str) -> Iterator[tuple[str, int]]:
    for match in SENTENCE_EN.finditer(text):
        sentence = match.group(0)[:-1].strip()
        latin = len(re.findall(r"[A-Za-z]", sentence))
        if latin >= 0.7 * len(sentence) and "risk" not in sentence.lower():
            yield sentence, match.start()


def outside_sentences(text: str, item: Labelled) -> Iterator[tuple[str, int, str]]:
    """(sentence, offset, variant): one far from every risk heading, one right after the labelled risk section."""
    english = item.language == "en"
    risks = [nfkc(r) or "" for r in item.risks]
    headings = [m.start() for m in (RISK_HEADING_EN if english else RISK_HEADING).finditer(text)]
    start = text.find(risks[0]) if risks else -1
    end = -1
    if start != -1:
        end, at = start, start
        for risk in risks:
            found = text.find(risk, at)
            if found != -1:
                end = at = found + len(risk)
    sentences = _sentences_en(text) if english else _sentences(text)
    candidates = [(s, o) for s, o in sentences if not any(r and (r in s or s in r) for r in risks)]
    far = [(s, o) for s, o in candidates if all(abs(o - h) > 3000 for h in headings)]
    if far:
        yield far[0][0], far[0][1], "far"
    if end != -1:
        # past the sentence that holds the last item (a `title：explanation` item explains itself there)
        stop = re.compile(r"[。；;！？!?\n]").search(text, end)
        end = stop.end() if stop else end
        after = [(s, o) for s, o in candidates if o >= end]
        if after:
            yield after[0][0], after[0][1], "after the section"


# ---------------------------------------------------------------- previous values beside the current ones

# A mark that the value after it is the one before the change: `from Neutral`, `(prev. S$2.95)`, `Previous
# target: ¥4,400`, `Prior PT A$17.10`, `Previous: Hold / KRW71,000`, `上次评级：买入`, `由增持上调至买入`.
OLD_MARK_EN = (
    r"(?:\bfrom|\bwas|\bformerly|(?:\bprev(?:ious)?\.?|\bprior|\bold|\blast)"
    r"(?:[ \t]+(?:rating|rtg|rec(?:ommendation)?|PT|TP|target(?:[ \t]+price)?|price[ \t]+target))?[ \t]*[:：]?)[ \t]*\n?[ \t]*"
)
OLD_MARK_ZH = r"(?:上次|前次|此前|原|上期)(?:投资)?(?:评级|目标价)[:：为]?\s?[“\"]?"
# any currency before an amount: `GBp96`, `KRW71,000`, `Rp6,200`, `NOK265`, `€4.20`, `S$2.95`
ANY_CUR = r"(?:[A-Z]{0,3}\$|¥|€|£|₹|(?:[A-Z]{3}|GBp|Rs\.?|Rp|Won|P)[ ]?)"
ANY_PRICE = rf"{ANY_CUR}\d{{1,3}}(?:,\d{{3}})*(?:\.\d+)?(?![\d%]|[.,]\d|[ \t]?(?:bn|mn|m|b|k)\b)"
# a column of the value before the change, in a header line (`Old TP`, `Prior PT (NT$)`, `Previous`, `上次评级`)
OLD_COLUMN = re.compile(r"(?i:\b(?:old|prior|prev(?:ious)?\.?|former)\b)|上次|前次|原评级|原目标价")
NEW_COLUMN = re.compile(r"(?i:\b(?:new|current|curr\.?|PT|TP|target|rating)\b)|评级|目标价")
HEADER_LINES_ABOVE = 15  # how far above a table row its header may print


def _rating_word_pattern() -> str:
    words = "|".join(re.escape(w) for w in _lexicon_words())
    return rf"(?<![A-Za-z])(?:{words})(?![A-Za-z])"


def _old_values(text: str, start: int, end: int, truth: str | None, kind: str) -> Iterator[tuple[str, int]]:
    """Values in text[start:end] that a mark says are the ones before the change: ratings (`kind` RATING) or
    prices (TARGET_PRICE); never the truth."""
    word = _rating_word_pattern()
    if kind == "RATING":
        patterns = [
            rf"{OLD_MARK_EN}({word})",
            rf"(?:[^\S\n]|^)({word})[ \t]*(?:→|->|⇒)[ \t]*(?:{word})",
            rf"{OLD_MARK_ZH}({word})",
            rf"由[“\"]?({word})[”\"]?(?:评级)?(?:上调|下调|调高|调低|调整)(?:至|为)",
        ]
    else:
        patterns = [
            rf"{OLD_MARK_EN}(?:(?:{word})[ \t]*/[ \t]*)?({ANY_PRICE})",
            rf"\(({ANY_PRICE})[ \t]+previously\)",
            rf"{OLD_MARK_ZH}({NUM}\s?{UNIT})",
            rf"由\s?({NUM}\s?{UNIT})\s?(?:上调|下调|调高|调低|提高|下修|上修|调整)\s?(?:至|到|为)",
        ]
    if kind != "RATING" and truth:
        patterns.append(rf"{re.escape(nfkc(truth) or '')}[ \t]*\([ \t]*({ANY_PRICE})[ \t]*\)")
    for pattern in patterns:
        for match in re.compile(pattern, re.M).finditer(text, start, end):
            value = match.group(1).strip()
            if value and nfkc(value) != nfkc(truth):
                yield value, match.start(1)


def previous_ratings(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    """The note's rating before the change, printed beside the current one (`Accumulate (from Neutral)`,
    `HOLD → SELL`, `Previous: Hold`, `上次评级：买入`)."""
    yield from _old_values(text, 0, len(text), item.rating, "RATING")
    yield from _strip_old_values(text, item.rating, "RATING")


def previous_targets_beside(text: str, item: Labelled) -> Iterator[tuple[str, int]]:
    """The note's target before the change, beside the current one (`S$2.10 (prev. S$2.95)`, `(HK$55.00
    previously)`, `Previous target: ¥4,400`, `Previous: Hold / KRW71,000`)."""
    yield from _old_values(text, 0, len(text), item.target_price, "TARGET_PRICE")
    yield from _strip_old_values(text, item.target_price, "TARGET_PRICE")


def _strip_old_values(text: str, truth: str | None, kind: str) -> Iterator[tuple[str, int]]:
    """A strip of labels over a line of their values (`评级 目标价 收盘价 上次评级` / `增持 38.60元 33.20元 买入`,
    glued or not): among the labels of the field (ratings or targets) the k-th is an old one; the k-th value of
    that kind on the next line is the old value."""
    if kind == "RATING":
        label = re.compile(
            r"(?:上次|前次|原)?(?:投资|行业)?评级|(?i:(?:\b(?:old|prior|prev(?:ious)?\.?)[ \t]+)?rating)"
        )
        value = re.compile(_rating_word_pattern())
    else:
        label = re.compile(
            r"(?:上次|前次|原)?目标价|(?i:(?:\b(?:old|prior|prev(?:ious)?\.?)[ \t]+)?(?:PT|TP|target price))"
        )
        value = re.compile(rf"{ANY_PRICE}|{NUM}\s?{UNIT}")
    lines = list(re.finditer(r"[^\n]+", text))
    for labels, values in pairwise(lines):
        names = list(label.finditer(labels.group()))
        if len(names) < 2 or any(ch.isdigit() for ch in labels.group()):
            continue
        cells = list(value.finditer(values.group()))
        for name, cell in zip(names, cells, strict=False):
            if OLD_COLUMN.search(name.group()) and nfkc(cell.group()) != nfkc(truth):
                yield cell.group(), values.start() + cell.start()


def _call_keys(call: dict[str, str | None]) -> list[str]:
    code = nfkc(call.get("code")) or ""
    keys = [k for k in (code, nfkc(call.get("name"))) if k]
    root = re.split(r"[ .]", code)[0]
    return keys + ([root] if root and root != code and len(root) >= 3 else [])


def previous_call_values(text: str, item: Labelled) -> Iterator[tuple[int, str, str, int]]:
    """For a labelled call, its rating or target before the change printed beside the current one: in the
    line that names the stock (`Orbitel (ORBT LN): to Underweight from Neutral, PT GBp96 (from GBp120)`),
    or in the stock's table row under a header with an old column (`New TP Old TP`, `Current` / `Previous`,
    `评级 上次评级`): (the call's index, the field, the value, where it sits)."""
    calls = item.stock_calls or []
    all_keys = [_call_keys(c) for c in calls]
    for index, call in enumerate(calls):
        keys = all_keys[index]
        others = [k for j, ks in enumerate(all_keys) if j != index for k in ks if not any(k in own for own in keys)]
        found: dict[str, set[str]] = {"RATING": set(), "TARGET_PRICE": set()}
        for key in keys:
            for at in (m.start() for m in re.finditer(re.escape(key), text)):
                if at > 0 and (text[at - 1].isalnum() and text[at - 1].isascii()):
                    continue
                line_end = text.find("\n", at + len(key))
                line_end = len(text) if line_end < 0 else line_end
                stop = min(at + len(key) + 160, len(text))
                breaks = [m.start() for m in re.finditer(r"\n", text[line_end + 1 : stop])]
                stop = line_end + 1 + breaks[2] if len(breaks) > 2 else stop  # a row over up to four lines
                for other in others:
                    cut = text.find(other, at + len(key), stop)
                    stop = cut if cut != -1 else stop
                for kind, truth in (("RATING", call.get("rating")), ("TARGET_PRICE", call.get("target_price"))):
                    if not truth:
                        continue
                    for value, where in _old_values(text, at + len(key), stop, truth, kind):
                        if value not in found[kind] and len(found[kind]) < PER_KIND:
                            found[kind].add(value)
                            yield index, kind, value, where
                    for value, where in _row_old_cells(text, at, line_end, truth, kind):
                        if value not in found[kind] and len(found[kind]) < PER_KIND:
                            found[kind].add(value)
                            yield index, kind, value, where


def _row_old_cells(text: str, row_start: int, row_end: int, truth: str, kind: str) -> Iterator[tuple[str, int]]:
    """A table row's cell in an old column: under a header (its nearest line above that names columns and holds
    no two numbers, read with the group line over it) that names an old column, the row's other rating word, or
    its price cell next to the current target on the side the header prints its old column."""
    line_start = text.rfind("\n", 0, row_start) + 1
    above = text[:line_start].split("\n")[-HEADER_LINES_ABOVE - 1 : -1]
    header = None
    for number in range(len(above) - 1, -1, -1):
        line = above[number]
        if len(re.findall(r"\d[\d,.]*", line)) >= 2 or not NEW_COLUMN.search(line):
            continue
        if re.search(r"[.。,，;；]\s|[。；]", line) or len(line) > 160:
            return  # prose: no table header above the row
        header = (above[number - 1] + "\n" if number > 0 else "") + line
        break
    if header is None or not OLD_COLUMN.search(header):
        return
    row = text[line_start:row_end]
    if kind == "RATING":
        for match in re.finditer(_rating_word_pattern(), row):
            if nfkc(match.group()) != nfkc(truth):
                yield match.group(), line_start + match.start()
        return
    at = row.find(nfkc(truth) or "")
    if at < 0:
        return
    old = OLD_COLUMN.search(header)
    new = next(
        (m for m in NEW_COLUMN.finditer(header) if not OLD_COLUMN.search(header, max(0, m.start() - 10), m.start())),
        None,
    )
    old_after = new is None or old is None or new.start() < old.start()
    cells = list(re.finditer(rf"(?<!\S){ANY_PRICE}|(?<!\S)\d[\d,]*(?:\.\d+)?(?:元|港元|美元)?(?=\s|$)", row))
    side = [c for c in cells if (c.start() > at + len(nfkc(truth) or "") - 1 if old_after else c.end() <= at)]
    if side:
        cell = side[0] if old_after else side[-1]
        if nfkc(cell.group()) != nfkc(truth):  # an unchanged target prints the same value: no lie there
            yield cell.group(), line_start + cell.start()


TARGET_KINDS: list[tuple[str, Callable[[str, Labelled], Iterator[tuple[str, int]]]]] = [
    ("previous target", previous_targets),
    ("current price", current_prices),
    ("目标市值 value", market_values),
    ("truncated number", truncated_numbers),
    ("stock code as target", stock_codes),
    ("date or part of one", dates),
    ("row number + date", row_number_dates),
    ("bare 1-2 digit integer", bare_integers),
    ("stock's target on an industry report", stock_targets),
    ("previous target beside the current one", previous_targets_beside),
]
# the same kinds in English (by the index of TARGET_KINDS they stand in for)
TARGET_KINDS_EN = [
    (kind, generate)
    for (kind, _), generate in zip(
        TARGET_KINDS,
        [
            previous_targets_en,
            current_prices_en,
            market_values_en,
            truncated_numbers_en,
            stock_codes_en,
            dates_en,
            None,
            bare_integers_en,
            stock_targets,
            previous_targets_beside,
        ],
        strict=True,
    )
    if generate is not None
]
RATING_KINDS = [
    ("legend rating word", legend_ratings),
    ("stock's rating as the industry's", stock_ratings),
    ("previous rating beside the current one", previous_ratings),
]
ROW_CELL_KIND = "another cell of the stock's row as its target"
CALL_PREVIOUS_KIND = "a call's previous rating or target beside the current one"
KIND_ORDER = (
    [k for k, _ in TARGET_KINDS[:3]]
    + [
        "legend rating word",
        "risk item from outside the risk section (far)",
        "risk item from outside the risk section (after the section)",
    ]
    + [k for k, _ in TARGET_KINDS[3:]]
    + ["stock's rating as the industry's", ROW_CELL_KIND]
    + ["previous rating beside the current one", CALL_PREVIOUS_KIND]
)


def lies_for(item: Labelled, text: str) -> list[Lie]:
    out: list[Lie] = []
    truth_target, truth_rating = nfkc(item.target_price), nfkc(item.rating)
    truth_digits = re.sub(r"\D", "", truth_target or "")
    for kind, generate in TARGET_KINDS_EN if item.language == "en" else TARGET_KINDS:
        seen: set[str] = set()
        for value, at in generate(text, item):
            value = nfkc(value) or ""
            if (
                value in seen
                or len(seen) >= (3 if kind.startswith("stock's") else PER_KIND)
                or value not in text
                or value == truth_target
            ):
                continue
            if truth_digits and re.sub(r"\D", "", value) == truth_digits:
                continue  # the true target's number without its unit (`25` of `25元`): incomplete, not a lie
            seen.add(value)
            out.append(Lie(kind, "TARGET_PRICE", value, value, at))
    for kind, generate in RATING_KINDS:
        seen = set()
        for value, at in generate(text, item):
            value = nfkc(value) or ""
            if value in seen or len(seen) >= PER_KIND or value not in text or value == truth_rating:
                continue
            seen.add(value)
            out.append(Lie(kind, "RATING", value, value, at))
    calls = item.stock_calls or []
    for index, value, at in row_cells(text, item):
        value = nfkc(value) or ""
        lied = [{**call, "target_price": value} if number == index else call for number, call in enumerate(calls)]
        stock = (nfkc(calls[index].get("code")), nfkc(calls[index].get("name")))
        out.append(Lie(ROW_CELL_KIND, "STOCK_CALLS", value, "; ".join(render_call(c) for c in lied), at, stock))
    call_fields = {"RATING": "rating", "TARGET_PRICE": "target_price"}
    for index, kind, value, at in previous_call_values(text, item):
        value = nfkc(value) or ""
        if value not in text:
            continue
        lied = [{**call, call_fields[kind]: value} if number == index else call for number, call in enumerate(calls)]
        stock = (nfkc(calls[index].get("code")), nfkc(calls[index].get("name")))
        out.append(
            Lie(CALL_PREVIOUS_KIND, "STOCK_CALLS", value, "; ".join(render_call(c) for c in lied), at, stock, kind)
        )
    risks = [nfkc(r) or "" for r in item.risks]
    positions = {r: text.find(r) for r in risks}
    for sentence, at, variant in outside_sentences(text, item):
        ordered = sorted([*((p, r) for r, p in positions.items()), (at, sentence)])
        out.append(
            Lie(
                f"risk item from outside the risk section ({variant})",
                "RISK_FACTORS",
                sentence,
                "; ".join(r for _, r in ordered),
                at,
            )
        )
    return out


# ---------------------------------------------------------------- the bench


@dataclass
class KindTally:
    attempts: int = 0
    accepted: int = 0
    reports: set[str] = field(default_factory=set)
    sets: dict[str, list[int]] = field(default_factory=dict)  # subset -> [attempts, accepted]


@dataclass
class LiarRun:
    kinds: dict[str, KindTally] = field(default_factory=dict)
    accepted: list[str] = field(default_factory=list)
    pdf_dev_accepted: list[str] = field(default_factory=list)  # real_pdfs dev splits; a sealed split's are never kept
    synthetic_accepted: list[str] = field(default_factory=list)  # the development synthetic sets
    subsets: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def total_accepted(self) -> int:
        return sum(k.accepted for k in self.kinds.values())


def accepted(outcome: object, lie: Lie) -> tuple[bool, object]:
    result = field_result(outcome, lie.field)
    if result is None or str(result.status) not in ("valid", "fallback_valid"):
        return False, result
    if lie.field == "RISK_FACTORS":
        return lie.value in [nfkc(x) for x in result.items], result
    if lie.field == "STOCK_CALLS":
        code, name = lie.stock
        return any(
            nfkc(call.rating if lie.call_field == "RATING" else call.target_price) == lie.value
            and ((code and nfkc(call.code) == code) or (name and nfkc(call.name) == name))
            for call in result.calls
        ), result
    return nfkc(result.value) == lie.value, result


def run_liar(items: list[Labelled], max_lies: int | None = None) -> LiarRun:
    out = LiarRun()
    started = time.perf_counter()
    with harness() as h:
        for item in items:
            out.subsets += [row for row in item.rows if row not in out.subsets]
            text = document_text(item.path)
            truth = label_values(item)
            for lie in lies_for(item, text)[:max_lies]:
                outcome = h.digest(item, {**truth, lie.field: lie.answer}, {lie.field: lie.answer})
                ok, result = accepted(outcome, lie)
                tally = out.kinds.setdefault(lie.kind, KindTally())
                tally.attempts += 1
                tally.accepted += ok
                tally.reports.add(item.id)
                for row in item.rows:
                    per_set = tally.sets.setdefault(row, [0, 0])
                    per_set[0] += 1
                    per_set[1] += ok
                if ok and not item.sealed:
                    context = text[max(0, lie.at - 40) : lie.at + len(lie.value) + 40].replace("\n", " ")
                    lines = (
                        out.pdf_dev_accepted
                        if item.set == "real_pdfs"
                        else out.synthetic_accepted
                        if item.is_synthetic
                        else out.accepted
                    )
                    lines.append(
                        f"{item.subset} {item.id} [{item.doc_type or '-'}] {lie.kind} -> {lie.field} {lie.value!r} accepted as {result.status}"
                        f" by {result.extractor}; truth {truth[lie.field]!r}; context …{context}…"
                    )
    out.seconds = time.perf_counter() - started
    return out


def print_liar(result: LiarRun) -> Table:
    table = Table(
        title=f"Liar (verbatim but wrong answers, real SDK, whole pipeline): accepted as valid (goal 0); {result.seconds:.1f}s",
        title_justify="left",
    )
    for column in ("lie kind", "field", "reports", "attempts", "accepted", *result.subsets):
        table.add_column(column)
    fields = {k: "TARGET_PRICE" for k, _ in TARGET_KINDS} | {k: "RATING" for k, _ in RATING_KINDS}
    fields[ROW_CELL_KIND] = fields[CALL_PREVIOUS_KIND] = "STOCK_CALLS"
    for kind in KIND_ORDER:
        tally = result.kinds.get(kind, KindTally())
        per_set = [f"{a}/{n}" if n else "-" for n, a in (tally.sets.get(s, [0, 0]) for s in result.subsets)]
        cell = (
            f"{tally.accepted}"
            if not tally.accepted
            else f"[red]{tally.accepted} ({100 * tally.accepted / tally.attempts:.0f}%)[/red]"
        )
        table.add_row(
            kind, fields.get(kind, "RISK_FACTORS"), str(len(tally.reports)), str(tally.attempts), cell, *per_set
        )
    attempts = sum(k.attempts for k in result.kinds.values())
    table.add_row("[b]all[/b]", "", "", str(attempts), str(result.total_accepted), *[""] * len(result.subsets))
    table.caption = "per-set columns: accepted/attempts"
    return table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(SET_NAMES))
    parser.add_argument("--check", action="store_true", help="exit 1 when any lie is accepted")
    args = parser.parse_args(argv)
    names = expand_sets(tuple(s for s in args.sets.split(",") if s))
    sets = all_sets(names)
    for name in names:
        if name not in sets:
            console.print(f"[yellow]{name}: absent (../shared missing?), skipped[/yellow]")
    items = [i for found in sets.values() for i in found]
    result = run_liar(items)
    console.print(print_liar(result))
    for name, lines, ran in (
        ("liar_accepted.txt", result.accepted, any(i.set in SET_NAMES for i in items)),
        ("liar_real_pdfs_dev.txt", result.pdf_dev_accepted, any(i.subset == "real_pdfs:dev" for i in items)),
        ("liar_synthetic.txt", result.synthetic_accepted, any(i.is_synthetic for i in items)),
    ):
        if ran:
            path = write_results(name, lines or ["(no lie accepted)"])
            console.print(f"{len(lines)} lies accepted written to {path.relative_to(ROOT)}")
    attempts = sum(k.attempts for k in result.kinds.values())
    console.print(f"{result.total_accepted} lies accepted of {attempts} in all (the sealed split counted, not listed)")
    for kind in KIND_ORDER:
        tally = result.kinds.get(kind, KindTally())
        console.print(f"  {kind}: {tally.accepted}/{tally.attempts} accepted, {len(tally.reports)} reports")
    return 1 if args.check and result.total_accepted else 0


if __name__ == "__main__":
    sys.exit(main())

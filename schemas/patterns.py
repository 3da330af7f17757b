"""Every domain pattern and cue, in one place: scripts, numbers, rating cues and actions, target-price
cues, risk headings, list bullets, the rating legend, planted instructions.

Clean, prompt, finders and validation import these; none of them declares its own copy, so a cue
is changed here once and every stage agrees (tests/schemas/test_patterns.py fails on any regex call
elsewhere whose literal holds a non-ASCII character or a domain word, or that builds on a fragment of
this module). The rating words themselves are data (rating_lexicon.json, loaded by schemas/lexicon.py).
"""

from __future__ import annotations

import re
import unicodedata

# ---------------------------------------------------------------- scripts

# Han: radicals, extension A, the basic block, compatibility ideographs, extensions B-G.
HAN_RANGES = "\u2e80-\u2fdf\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f"
KANA_RANGES = "\u3040-\u30ff"
CJK_PUNCT_RANGES = "\u3000-\u303f\ufe30-\ufe4f\uff00-\uffef"
# What a Chinese or English report prints: scripts and symbol blocks. Anything else in a text
# layer (controls, private use, U+FFFD, Balinese, Arabic, CJK extension A, ...) is a sign of a
# font without a usable ToUnicode map.
PLAUSIBLE_TEXT_CHAR = re.compile(
    "["
    "\t\n\r\u0020-\u007e\u00a0-\u024f"  # ASCII, Latin-1, Latin extended
    "\u0370-\u03ff"  # Greek (α, β, Δ)
    "\u2000-\u2bff"  # punctuation, super/subscripts, currency, letterlike, arrows, math, shapes
    "\u2e80-\u2fdf\u3000-\u33ff\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef"  # CJK
    "\uac00-\ud7af"  # Hangul
    "]"
)
HAN = re.compile(f"[{HAN_RANGES}]")
NOT_HAN_OR_LATIN = re.compile(f"[^{HAN_RANGES}A-Za-z]+")
ALNUM = re.compile(r"[A-Za-z0-9]")
# A raw character that glues to its neighbours without a space (judged before NFKC, so "，" counts).
TIGHT_RAW_CHAR = re.compile(f"[{HAN_RANGES}{KANA_RANGES}{CJK_PUNCT_RANGES}]")
# A letter of a Latin-script word, accented ones included (Latin-1 and Latin extended).
LATIN_OR_ACCENTED_LETTER = re.compile("[A-Za-z\u00c0-\u024f]")

# ---------------------------------------------------------------- numbers

# 1,234.56 / 1234.56 / 12．5 (a full-width point before NFKC).
NUMBER = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:[.．]\d+)?"
NUMBER_RE = re.compile(NUMBER)
# A digit followed by one of these, or one of these between digits, is still inside a number.
AFTER_DIGIT_IN_NUMBER = frozenset(".,%‰")
BETWEEN_DIGITS_IN_NUMBER = frozenset(".,/-~")
# A number printed whole right before a position: with its decimals (`12.5`, `12．5`) or its
# thousands grouping (`4,022`); a space after it starts the next cell, not the number's decimals.
WHOLE_NUMBER_BEFORE = re.compile(r"\d[.．]\d+$|\d,\d{3}$")
# Digits after a space that are no number's spaced decimals (`43 75` is 43.75): a group of three or
# more (`484 500`), a date's day (`500 06-Jul-26`), a percentage cell (`NT$228 21%`: the upside), or
# a number with its own decimal point (`PE 17 24.60元`: the next cell, no fraction of the one before).
NOT_SPACED_DECIMALS = re.compile(r"\d{3}|\d{1,2}[-/]|\d{1,2}%|\d{1,2}[.．]\d")
# A table cell of whole number right before a digit group and a space: a group of three digits or more
# (never a spaced decimal's fraction, and no year that labels the row) or a number with its point or
# thousands comma (`ADD 668 742 11`, `1,642 742 11`). A row whose cells print no spaced decimals
# holds none: the group after it is a whole cell, the next group after a space another cell.
WHOLE_CELL_BEFORE = re.compile(r"(?:(?<![\d.,．])(?!(?:19|20)\d\d[ \t]$)\d{3,}|\d[.．]\d+|\d,\d{3})[ \t]$")

# ---------------------------------------------------------------- sentences and lists

SENTENCE_END = re.compile(r"[。！？；!?][”’」』)）\"']*")
# Also an English full stop before a space (the gradient tells "1. " and "U.S. " apart itself).
PROSE_SENTENCE_END = re.compile(SENTENCE_END.pattern + r"|\.(?=\s)")
# The end of a sentence, not of a heading, caption or TOC line.
PROSE_END = re.compile(r"[。！？；!?.][”’」』)）\"']*$")
# Where a clause ends: a rating word or a target-price cue speaks of what is in its own clause.
CLAUSE_BREAK = re.compile(r"[。；;！？!?\n]")
# A comma, an enumeration comma or a colon: where a sentence too long for the prompt is cut.
SOFT_BREAK = re.compile(r"[，,、：:]")
SEMICOLON = re.compile(r"[；;]")
COMMA = re.compile(r"[，,]")
NEWLINE = re.compile(r"\n")
COMMA_OR_ENUMERATION_COMMA = re.compile(r"[，,、]")
# An English abbreviation whose period ends no sentence.
ABBREVIATION_BEFORE_DOT = re.compile(
    r"\b(?:vs|e\.g|i\.e|Co|Inc|Ltd|Corp|No|Nos|approx|est|Mr|Ms|Dr|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)$",
    re.I,
)
# Bullets that start a list item, with the private-use glyphs of Wingdings/Symbol bullets that
# PDF text layers and OCR produce.
BULLETS = "•●▪◆◇■□❑⚫○◦➢➤✓\uf06e\uf0be\uf0a7\uf0d8\uf0b7\uf075\uf0fc"
# What OCR reads a bullet as: a middle dot and its look-alikes.
OCR_BULLETS = "·‧∙・"
# A circled number (`①` to `⑳`), a list marker the ingest keeps as printed (NFKC would make it a digit).
CIRCLED_NUMBER = re.compile(r"[\u2460-\u2473]")
# A Chinese numeral in brackets (`（一）`): an item's number as Chinese lists print it.
_HAN_NUMERAL_ITEM = r"[(（][一二三四五六七八九十]{1,2}[)）]"
NUMBERED_ITEM = re.compile(
    rf"{_HAN_NUMERAL_ITEM}|[(（]\d{{1,2}}[)）]|(?:^|(?<=[\s。；;，,:：]))\d{{1,2}}[)）、.](?!\d)|[①②③④⑤⑥⑦⑧⑨⑩]"
)
LIST_ITEM_START = re.compile(
    rf"{_HAN_NUMERAL_ITEM}|[(（]?\d{{1,2}}[)）.、]|[①②③④⑤⑥⑦⑧⑨⑩]|[•●▪◆◇■□❑⚫○◦➢➤\uf000-\uf8ff*-]"
)
# A PDF line that opens a list item: a number that is no decimal (`12.5%` is none), a bullet, a dash (a plus or
# other symbol marks a list only when neighbouring lines share it: tasks/finders/risks.py `_shared_mark`).
LINE_LIST_START = re.compile(
    rf"{_HAN_NUMERAL_ITEM}|[(（]\d{{1,2}}[)）]|\d{{1,2}}[)）.、](?![\d.])|[①②③④⑤⑥⑦⑧⑨⑩]|[•●▪◆◇■□❑⚫○◦➢➤\uf000-\uf8ff]|[-*–](?=\s)"
)
# Fonts whose letters are drawn as bullets (Wingdings' `n` is a square).
BULLET_GLYPH_FONT = re.compile(r"wingding|dingbat|symbol", re.I)
# A superscript note mark after a number or word: `HKD700⁴`, `Buy*`.
NOTE_MARK = re.compile(r"[\d*†‡§]{1,3}")
# A list bullet; an OCR bullet is a middle dot that is no decimal point (`2·5` is a number); a dash or asterisk
# opening a line before a space.
BULLET = re.compile(f"[{BULLETS}]|(?<!\\d)[{OCR_BULLETS}](?!\\d)|(?:^|(?<=\\n))\\s*[-*]\\s")
# The bullet or dash that opens a line, with the space around it (an em dash too: `— Cocoa costs fall`).
BULLET_LINE_START = re.compile(f"\\s*(?:[{BULLETS}{OCR_BULLETS}]|[-*–—](?=\\s))\\s*")
# Where a sentence starts, right before a position: a sentence end, a bullet, a list number.
SENTENCE_START_BEFORE = re.compile(
    f"(?:^|[。！？；!?.\\n]|[\uf000-\uf8ff{BULLETS}]|\\d[.、]|[一二三四五六七八九十][、.])\\s*$"
)
# A sentence that leads a list, up to its colon.
LIST_LEAD = re.compile(r"[^。；;\n:：]{4,60}[:：]")

# ---------------------------------------------------------------- page layout (tasks/ingest/reader.py)

# The end of a line that ends its paragraph: a sentence end, a colon, a closing bracket or quote.
PARAGRAPH_END = re.compile(r"[。！？：；.!?:;）)」”\"]\s*$")
# A line set apart by its type ends in no sentence or clause mark (a closing bracket may end a heading:
# `Tencent (Overweight; Price Target: HK$690.00)`).
SET_APART_LINE_END = re.compile(r"[。！？：；，.!?:;,]\s*$")
# A line that opens a numbered list item (`1. `, `2、`, `3)`), not a number.
NUMBERED_LINE_START = re.compile(r"\d{1,2}[.、)]\D")

# ---------------------------------------------------------------- dates

# A report's date as printed: `2021年4月14日`, `2021-04-14`, `2021/4/14` (year; month, day of the
# Chinese form; month, day of the numeric one).
PRINTED_NUMERIC_DATE = re.compile(
    r"(?<!\d)(20\d{2})\s*(?:年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日|[-/.](\d{1,2})[-/.](\d{1,2})(?!\d))"
)

# ---------------------------------------------------------------- brokers, boilerplate, page furniture (tasks/clean)

# Where a sentence of the boilerplate memory ends.
MEMORY_SENTENCE_END = re.compile(r"[。！？；!?]|\.(?=\s)")
# 证券 closing a broker's name (`国元证券`), not a word about securities (`证券市场`, `证券代码`).
HAN_BROKER_NAME_END = re.compile(r"证券(?!业|市场|投资|交易|期货|法|监督|从业|公司的|账户|代码|简称|名称)")
# A running header or footer that opens with a house's name and states no clause (`溪陵证券行业研究 |
# 医疗器械行业`): a page's frame, never a risk item.
HOUSE_RUNNING_LINE_ZH = re.compile(rf"\s*[{HAN_RANGES}]{{2,4}}{HAN_BROKER_NAME_END.pattern}[^，,。；;]*")
LATIN_BROKER_NAME = re.compile(r"\b([A-Z][A-Za-z&]+(?: [A-Z][A-Za-z&]+){0,3}) Securities\b")
# A word that makes the characters before 证券 no broker's name (`买卖任何证券`, `相关研究证券`).
GENERIC_IN_BROKER_NAME = re.compile(
    r"任何|相关|买卖|购买|认购|卖出|发行|提到|涉及|具备|具有|许可|授予|注册|代码|研究|深度|点评|报告|免责|声明|"
    r"估值|中国|同期|不同|来自|基于|科学|经营|公司|资本|范围|包括|持有|标的|上市|个股|行业|本身"
)
# The keys a repeated piece is looked up by: the six characters after a function word or punctuation.
DUPLICATE_KEY_GRAM = re.compile(r"[的，、,。；：:\s（(](?=(\D{6}))")
# A page number at a page's edge: `第3页`, `第3页/共20页`, `- 3 -`, `3/20`, `page 3 of 20`.
PAGE_NUMBER = re.compile(
    r"(?:第\s*\d{1,4}\s*页(?:\s*[/，,共]\s*\d{1,4}\s*页?)?|[-–—]?\s*\d{1,4}\s*[-–—]?|\d{1,4}\s*/\s*\d{1,4}|page\s+\d{1,4}(?:\s+of\s+\d{1,4})?)",
    re.I,
)

# ---------------------------------------------------------------- ratings

# Words near which a rating word is a statement of the report's rating (维持在60%: stays at a level, no cue).
RATING_CUE = re.compile(
    r"评级|投资建议|评价|首次覆盖|维持(?!在)|首次|上调|下调|investSuggestion|IndustryRank|rating|recommendation|initiate|maintain|reiterate|upgrade|downgrade"
    r"|industry view|sector view",
    re.I,
)
# A rating word used as a verb or inside a phrase, not stated as a rating: 重点推荐医美龙头,
# 所评价或推荐的证券. A stated word is followed by punctuation, a grade, a cue or an action.
# A cover box's label right before the word: `行业评级中性`, `[Table_IndustryRank]强于大市`, `评级：增持`.
RATING_BOX_BEFORE = re.compile(r"(?:评级|IndustryRank\]|investSuggestion＃?|[:：])\s*$", re.I)
# Never a statement, whatever label stands before it: 所评价的证券, a forecast's scenario (`盈利预测与评级中性情景下`).
NOT_A_RATING_AFTER = re.compile(r"^(?:的证券|的股票|的公司|的投资标的|的个股|情景|情形|场景|假设)")
RATING_WORD_IN_PROSE_AFTER = re.compile(
    f"^(?!评级|投资评级|维持|首次|上调|下调|级|的评级|的投资评级|评价|建议|一[A-EＡ-Ｅ])[{HAN_RANGES}]"
)
RATING_ACTIONS_ZH: dict[str, str] = {"维持": "maintain", "首次": "initiate", "上调": "upgrade", "下调": "downgrade"}
RATING_ACTIONS: dict[str, str] = {
    **RATING_ACTIONS_ZH,
    **{verb: verb for verb in ("maintain", "initiate", "upgrade", "downgrade")},
}
# A cover box's bracketed note right after its rating word, on the word's line: what became of the rating
# (`Add (unchanged)`, `Buy (maintained)`, `Hold (from Buy)`, `Reduce (prev. Hold)`, `BUY (Maintain)`).
_RATING_NOTE = (
    r"[ \t]*\((?:(?:maintain|reiterate|upgrade|downgrade|initiate)(?:d|s)?|unchanged|new|no change"
    r"|(?:from|prev\.?|previous(?:ly)?|was)[: \t][^()\n]{1,24})\)"
)
RATING_BOX_NOTE_AFTER = re.compile(_RATING_NOTE + r"[ \t]*(?=\n|$)", re.I)
# The same note inside a key-data strip's row of values, another cell after it (`Outperform (unchanged) C$27.50
# C$23.10 19%`): part of the rating's cell.
STRIP_RATING_NOTE_AFTER = re.compile(_RATING_NOTE + r"(?=[ \t|]|$)", re.I)
# A key strip's rating cell printed as its scale's code (`UW (from EW)` under `Rating`, `O-PF`): two letters or a
# hyphenated pair, a code only where the rating lexicon's table codes or the report's legend define it.
STRIP_RATING_CODE = re.compile(r"[A-Z]{1,2}(?:-[A-Z]{1,2})?")
# The horizon a cover box may print before its target label: `12m PT US$24.00`, `12-month target price`.
TARGET_HORIZON_BEFORE_CUE = re.compile(r"(?:12|twelve)[- ]?(?:months?|mths?|m)[ \t]+", re.I)
ENGLISH_RATING_ACTIONS = re.compile(r"\b(maintain|reiterate|initiate|upgrade|downgrade)", re.I)
# An English rating action earlier on the word's line, the word after `at` / `to`: `Initiate H shares at Hold`,
# `upgrading the stock to Outperform` (the cue may stand further back than a window of a few words); or right
# before the word: `reiterate Overweight`, `Reiterating our Buy`.
ENGLISH_ACTION_ON_LINE_BEFORE = re.compile(
    r"\b(?:maintain|reiterat|initiat|upgrad|downgrad|reinstat|resum)\w*\b"
    r"(?:[^\n.;:]{0,40}\b(?:at|to)|[^\S\n]+(?:our|an?|the))?[^\S\n]+$",
    re.I,
)
# The note holding its rating, first person, right before the word: `We stay Sell`, `we remain at Buy`
# (the word capitalised as a rating is printed: `we stay cautious on PCs` is prose).
FIRST_PERSON_HOLD_BEFORE = re.compile(
    r"\bwe[^\S\n]+(?:stay|remain|retain|keep)(?:[^\S\n]+at)?(?:[^\S\n]+|[^\S\n]*\n[^\S\n]*)$", re.I
)
# A headline holding its subject's rating, right before the word: `Korea Batteries: Stay Overweight as storage
# orders broaden`, `Alpha Foods: Remain Buy`: the rating of whatever the headline is about (a sector note's
# headline: the sector's view). The subject names no ticker (a company's headline with one is read elsewhere).
HEADLINE_HOLD_BEFORE = re.compile(
    r"^[^\S\n]*[A-Z][^\n:()]{1,60}:[^\S\n]+(?:stay|remain|keep|still|retain)(?:[^\S\n]+at)?[^\S\n]+$", re.I | re.M
)
# ---------------------------------------------------------------- a headline changing its subject's rating
# A headline changing its subject's rating, right before the word: `India Cement: Upgrade to Overweight as prices
# stick`, `Korea Banks: Downgrading to Neutral`, `Alpha Foods: Raised to Buy`: like HEADLINE_HOLD_BEFORE, the rating of
# whatever the headline is about (a sector note's headline: the sector's view).
HEADLINE_CHANGE_BEFORE = re.compile(
    r"^[^\S\n]*[A-Z][^\n:()]{1,60}:[^\S\n]+(?:(?:we[^\S\n]+)?(?:upgrad|downgrad|rais|cut|mov|lift|lower)\w*)"
    r"[^\S\n]+to[^\S\n]+$",
    re.I | re.M,
)
# An English cover box's rating label right before the word: `Rating (H Share) BUY`, `Stock Rating\nOverweight`;
# not a previous rating's (`Previous Rating: Neutral`).
ENGLISH_RATING_LABEL_BEFORE = re.compile(
    r"(?<!previous )(?<!prior )(?<!old )\brating(?:[^\S\n]?\([^)\n]{1,12}\))?[^\S\n]?:?[^\S\n]*\n?[^\S\n]*$", re.I
)
UPGRADE_VERBS = "上调|调高|提升"
DOWNGRADE_VERBS = "下调|调低|下修"
CHANGE_VERBS = f"{UPGRADE_VERBS}|{DOWNGRADE_VERBS}"
QUOTE_RUN = r"[“”\"'「」『』《》\s]*"
# "上调至“买入”": the rating after it is the new one.
CHANGED_TO_RATING = re.compile(rf"({CHANGE_VERBS})(?:评级)?(?:至|为){QUOTE_RUN}$")
# "增持”上调至": the rating before it is the old one.
CHANGED_FROM_RATING = re.compile(rf"^[”\"'」』]?\s?(?:评级)?\s?(?:{CHANGE_VERBS})(?:至|为)")
DOWNGRADE = re.compile(DOWNGRADE_VERBS)
# `HOLD → SELL`, `Neutral -> Buy`: a rating word followed by an arrow and the next word is the old one.
RATING_ARROW_AFTER = re.compile(r"^[^\S\n]*(?:→|->|⇒|➔|➝|⟶)[^\S\n]*(?=[A-Za-z])")
# What stands right before a value that was the rating or target before a change, printed beside the current one:
# `to Buy from Neutral`, `Hold (from Buy)`, `(prev. S$2.95)`, `Prior PT A$17.10`, `Previous rating: Neutral`,
# `Previous: Hold / KRW71,000` (the old target after the old rating), `上次评级：买入`, `上次目标价：21.00港元`.
PREVIOUS_VALUE_BEFORE = re.compile(
    r"(?:(?:\bfrom|\bformerly|\bwas|(?:\bprev(?:ious)?\.?|\bprior|\bold)"
    r"(?:[^\S\n]+(?:rating|rtg|rec(?:ommendation)?|PT|TP|PO|target(?:[^\S\n]+price)?|price[^\S\n]+target))?"
    r"[^\S\n]*[:：]?(?:[^\S\n]*[A-Za-z][A-Za-z\-]*(?:[^\S\n][A-Za-z][A-Za-z\-]*)?[^\S\n]*/)?)[^\S\n]*\(?[^\S\n]*\n?[^\S\n]*"
    r"|(?:上次|前次|此前|之前|原|上期)(?:投资)?(?:评级|目标价)[:：为]?\s?[“\"]?)$",
    re.I,
)
# What follows a value that was the rating or target before a change: an arrow to the new one (`HOLD → SELL`,
# `$38 -> $45`), `previously` (`HK$55.00 previously`), a Chinese change verb (`由41.20元上调至45.60元`, `由“中性”上调至`).
PREVIOUS_VALUE_AFTER = re.compile(
    r"^(?:[^\S\n]*(?:→|->|⇒|➔|➝|⟶)|[^\S\n]+previously\b"
    r"|[”\"'」』]?\s?(?:评级)?\s?(?:上调|下调|调高|调低|提高|提升|下修|上修|调整)\s?(?:至|到|为))",
    re.I,
)
# A price right before a bracket that opens on the value: `$312.00 ($250.00)` prints the old target in brackets
# after the new one (its currency the same: checked where used).
PRICE_THEN_BRACKET_BEFORE = re.compile(
    rf"(?<![\w$])(?P<currency>[A-Z]{{0,3}}\$|¥|€|£|₹|GBp|Rs\.?|Rp|[A-Z]{{3}}[^\S\n]?)(?:{NUMBER})[^\S\n]*\([^\S\n]*$"
)
BRACKET_CLOSE_AFTER = re.compile(r"^[^\S\n]*\)")
# A Chinese table header's rating columns in order, the old one's marked (`评级上次评级`, `投资评级 原评级`).
PREVIOUS_MARK_ZH = "上次|前次|原|上期"  # what marks a Chinese column's value as the one before a change
RATING_COLUMN_ZH = re.compile(rf"(?P<old>{PREVIOUS_MARK_ZH})?(?:投资)?评级")
# A Chinese table header's column of a previous value (`上次评级`, `原评级`, `前次目标价`, `调整前评级`): its cells are the
# rating or target before a change, never the current one.
PREVIOUS_COLUMN_ZH = re.compile(
    rf"(?:{PREVIOUS_MARK_ZH}|此前|调整前)(?:投资)?(?:评级|目标价|目标价格)(?:[(（][^()（）]{{1,6}}[)）])?"
)
# A line that lists a stock's ratings over time (`Westrike Motors rating history: Neutral (12 Mar 2026, PT $31);
# Outperform (4 Nov 2026, PT $38)`, `评级历史`): every rating word but its last is a rating it had before.
RATING_HISTORY_LABEL = re.compile(r"\b(?:rating|recommendation)s?[^\S\n]+history\b|评级(?:历史|记录)|历史评级", re.I)
# An English legend entry follows the word: `Neutral: expected absolute return between -10% and 15%`, `Buy = total
# return above 15%`: a definition, not a rating stated.
LEGEND_ENTRY_AFTER_EN = re.compile(
    r"^[^\S\n]*[:：=][^\S\n]*(?:[A-Za-z(),'’]+[^\S\n]+){0,4}?"
    r"(?:expected|expect|expects|returns?|total|perform|outperform|underperform|rise|fall|more|less|between|above|below"
    r"|in[^\S\n]+line|[-+]?\d)",
    re.I,
)
# "买入：预期未来6个月…", "“买入”：未来12个月…": a legend definition follows the word, not a statement.
RATING_DEFINITION_AFTER = re.compile(
    r"^[”\"」』]?[:：\s—\-]*(?:是指|未来|预期|预计|相对|股价|行业|投资收益|[-+]?\d+(?:\.\d+)?%)"
)
RATING_ACTION_AFTER = re.compile(r"^\s*[(（](维持|首次|上调|下调)")
# A rating word given as the report's advice, with or without its risk grade: `给予买入-B建议`, `增持建议`.
RATING_ADVICE_AFTER = re.compile(r"^(?:[-—－]?[A-EＡ-Ｅ])?[”\"」』]?\s*(?:投资)?建议(?![买卖增减持关注])")
# Advice that ends its sentence with the rating word: `目标价31元，建议谨慎买入。` (not `建议买入并持有`).
RATING_ADVICE_BEFORE = re.compile(r"建议\s*[“\"「]?$")
RATING_SENTENCE_END_AFTER = re.compile(r"^[”\"」]?\s*[。；;！!\n]")
# A quoted rating word that is a whole clause of its own: `目标价26.10元（前值为30.74元），“增持”。`.
RATING_CLAUSE_BEFORE = re.compile(r"[，,；;：:]\s*[“\"「]$")
# A quoted rating word that 评级 follows (`维持星途科技（XTKJ.O）“推荐”评级`): a statement of the stock named before
# it, however far the action word (维持, 给予) stands before the quote. Matched at the word's start and end.
QUOTE_OPENS_BEFORE = re.compile(r"[“\"「『]$")
QUOTED_RATING_STATED_AFTER = re.compile(r"[”\"」』]\s?(?:的)?(?:投资)?评级")
# A rating tag closing a stock's sentence (`星宇光电(601799.SH)：公司ADB大灯订单同比翻倍（强烈推荐，目标价146.00元）。`):
# the word right after an opening bracket, then the bracket's close or the target it states.
RATING_TAG_OPENS_BEFORE = re.compile(r"[(（]$")
RATING_TAG_CLOSES_AFTER = re.compile(r"\s?(?:[)）]|[,，;；]\s?(?:目标价|合理价值|合理估值))")
# A rating-score legend (朝阳永续's 评级比率分析说明): `投资建议为“买入”得1分`, `1.01~2.0=增持`.
RATING_SCORE_AFTER = re.compile(r"^[”\"」』]?\s*得\s*\d\s*分")
RATING_SCORE_BEFORE = re.compile(r"\d(?:\.\d+)?\s*=\s*$")
# A rating-history table row: `12020-02-28增持92.20`: a date glued before the word, a price after.
RATING_HISTORY_DATE_BEFORE = re.compile(r"(?:19|20)\d{2}[-/.]\d{1,2}[-/.]\d{1,2}\s*$")
RATING_HISTORY_PRICE_AFTER = re.compile(r"^\s*(?:\d|N/A)")
# A table cell's last character right before a rating word: the word is a table's, tied to its row.
TABLE_CELL_END_BEFORE = re.compile(r"[\d.%\-—–]$")

# The rating legend ("评级说明") that names every rating word.
LEGEND_HEADING = re.compile(
    r"评级说明|评级标准|评级体系|评级定义|投资评级的说明|rating (?:system|definitions?|key|legend)|ratings? explained",
    re.I,
)
LEGEND_DEFINITIONAL = re.compile(
    r"预期|相对|涨幅|超越|超过|介于|之间|以上|以下|expected|relative|between|above|below", re.I
)
# A rating word defined by its expected move against a benchmark: the legend, even alone.
LEGEND_DEFINITION = re.compile(r"\s*[:：]?\s*(?:预期|相对)[^。；;]{0,30}?(?:涨幅|涨跌幅|跌幅|基准|指数)")
LEGEND_DEFINES_AFTER_WORD = re.compile(r"\s*(?:[：:]|[-—–]+)")
# The legend's own benchmark, stated between its heading and its table (以…涨跌幅为评价标准。A股市场以沪深300指数为基准。).
LEGEND_BENCHMARK = re.compile(r"为评价标准|为基准|作为基准|benchmark", re.I)

# ---------------------------------------------------------------- report kind

# A company report's title or cover names its company with the code: 爱美客（300896）, 康德莱医械（1501.HK）, and a
# US-listed company's Chinese name with its Reuters or Wind code (青鸾科技（QLTK.O）, 拼多多（PDD.US）).
TITLE_WITH_CODE = re.compile(
    f"[{HAN_RANGES}A-Za-z]{{2,8}}[（(](?:\\d{{6}}|\\d{{4,5}}\\.HK)(?:\\.S[HZ])?[)）]"
    f"|[A-Za-z]{{0,4}}[{HAN_RANGES}][{HAN_RANGES}A-Za-z]{{1,7}}[（(][A-Z]{{1,5}}(?:\\.(?:O|OQ|N|US)| US)[)）]"
)
# A page header's report kind glued before the company's name once spaces are gone
# (`公司点评远拓轮胎(002884.SZ)`, `美股公司研究智康网络`): no part of the name.
REPORT_KIND_BEFORE_NAME = re.compile(r"(?:港股|美股)?公司(?:点评|研究|深度|报告|跟踪|动态|快评|简评|更新)|首次覆盖")
INDUSTRY_REPORT_MARKER = re.compile(
    r"(?<!跑赢|跑输)行业评级|行业投资评级|行业研究|行业深度|行业周报|周报|月报|周观点|行业报告|行业专题|行业点评|行业跟踪|行业快评|行业概览|"
    r"首选股票|行业数据|IndustryRank|IndustryData|行业一周|批签发|行业动态|行业月报|投资策略|行业策略|"
    r"行业总市值|行业流通市值|上市公司数|"
    # A quant report (its category 金融工程, 量化专题) rates no one company, whatever its cover's data box prints.
    r"金融工程|量化(?:专题|研究|策略)"
)
# Where a sentence of prose ends: a kind marker in its middle (`在行业深度洗牌阶段`) is no cover label.
MARKER_SENTENCE_END = re.compile(r"[。！？!?；;\n]")
# The cover's data labels (总股本, 市场价格) count as labels only, never as a noun in prose, which a
# clause mark follows (`…则第t日被成交的股票数量就占流通股本 ,如果…`).
COMPANY_REPORT_MARKER = re.compile(
    r"公司研究|公司点评|公司深度|公司报告|公司动态|公司简评|公司跟踪|年报点评|季报点评|基本状况(?=总股本)|"
    r"(?:总股本|流通股本|市场价格|52周)(?!\s*[,，。；;、])|市价\(元\)|公司基本数据|dyCompany|dyStockcode|个股研究"
)
# 维持公司“买入”评级: the report rates 公司, its one company.
COMPANY_RATED_BEFORE = re.compile(r"(?:维持|给予|首次覆盖)?公司.{0,4}$")
# Beside a rating statement, what only a report on one company says: 公司 on its own, as a subject or
# object (公司发布…, 看好公司…, 预计公司…), not a compound (上市公司, 重点公司, 有限公司, 子公司) nor a
# named company; or a per-share forecast or one stock's multiple (EPS, 每股收益, PE分别为, 给予15倍PE).
ONE_COMPANY_BESIDE_RATING = re.compile(
    r"(?:^|(?<=[，,。；;：:、\s“\"（(年对但且而了])|(?<=看好|预计|预测|预期|给予|维持|认为|鉴于|我们|由于|随着|上调|下调|覆盖|考虑"
    r"|目前|虽然|未来|以及|因此|同时|作为|对于)|(?<=考虑到))公司(?![债们])"
    r"|(?<![A-Za-z])EPS(?![A-Za-z])|每股收益|(?<![A-Za-z])PE\s*(?:分别|依次)|倍PE"
)
# 首次覆盖，给予“买入”评级: coverage is initiated on a stock (a sector's rating names 行业).
INITIATED_BEFORE = re.compile(r"首次覆盖[，,\s]*(?:并\s*)?(?:给予\s*)?[“\"「『]?$")
# Where a sentence of an abstract ends, for the sentences around a rating statement.
STATEMENT_SENTENCE_END = re.compile(r"[。！？!?\n][。！？!?\s]*")
# The sector's own rating: 行业评级 / 维持行业“推荐”评级 / 给予行业“领先大市-B”的评级.
INDUSTRY_RATING_CUE = re.compile(
    r"行业评级|行业投资评级|行业.{0,3}评级|维持行业|给予行业|对行业|行业[“\"]|IndustryRank|investSuggestion"
)
# An English cover's sector-view label right before its value: `Industry View Attractive`, `Sector view: Overweight`,
# `Sector rating Overweight`.
# `Sector stance`, `Sector recommendation`, `Industry weighting`, `Sector call`, or the bare `Industry:` with its colon; a sentence
# may put a verb between (`Our sector view remains`).
SECTOR_VIEW_LABEL = (
    r"(?:\b(?:industry|sector) (?:view|rating|recommendation|stance|weighting|call)|\b(?:industry|sector)(?=[^\S\n]*:))"
)
# A rating word stated on the sector itself, in prose: `We stay Neutral on the sector`, `We remain Overweight the
# sector` (the rating as a verb), `Overweight on the
# Asian banks sector`, or naming the sector's view after it (`We keep our Overweight sector view`): the sector's
# view, not one stock's rating (a stock scale word included).
ON_THE_SECTOR_AFTER = re.compile(
    r"[^\S\n]+(?:on[^\S\n]+(?:the|our)|the)[^\S\n]+(?:(?!of\b)[A-Za-z&-]+[^\S\n]+){0,3}?(?:sector|industry)\b"
    r"|[^\S\n]+(?-i:sector|industry)[^\S\n]+(?-i:view|rating|stance|weighting)\b",  # prose, no `Industry View` box
    re.I,
)
# A view stated `on` a subject named by its words alone, ending the clause (`We remain Overweight on private
# banks.`): the sector's view where the report's headline names that subject (tasks/validate/grounding.py).
ON_A_NAMED_SUBJECT_AFTER = re.compile(r"[^\S\n]+on\s+(?P<subject>[A-Za-z&-]+(?:\s[A-Za-z&-]+){0,3}?)(?=[.,;:](?:\s|$))")
# A headline's subject, before its colon (`India Consumer: Volumes are back, margins next`); a figure's caption
# (`Exhibit 7: Valuation summary`) names none.
HEADLINE_SUBJECT_LINE = re.compile(
    r"^[^\S\n]*(?!(?:Figure|Exhibit|Table|Chart|Source|Note)s?\b)(?P<subject>[A-Z][^\n:()|]{1,60}?):[^\S\n]", re.M
)
# A word of a subject or a headline, compared by their stems (`Indian` / `India`).
SUBJECT_WORD_EN = re.compile(r"[A-Za-z][A-Za-z&'-]*")
# Words that name no subject (`the`, `and`): left out of the comparison.
SUBJECT_FILLER_WORDS = frozenset({"the", "and", "of", "our", "in", "for", "a", "an", "its", "to"})
SECTOR_VIEW_BEFORE = re.compile(rf"{SECTOR_VIEW_LABEL}\s*[:：]?\s*(?:(?:remains|stays|is|at|to)\s+)?$", re.I)
# A sector-view label and the capitalised value right after it (`Industry view\nPositive`, `Industry View: POSITIVE`, `Our sector
# view remains Market Weight.`, `upgrade the industry view to Positive`): where a view word that is no stock rating is
# read (schemas/lexicon.py).
# The view word in title case or in capitals (`Industry view: POSITIVE`).
SECTOR_VIEW_VALUE = re.compile(
    rf"(?i:{SECTOR_VIEW_LABEL})[^\S\n]*[:：]?\s*(?:(?i:remains|stays|is|at|to)\s+)?"
    r"(?P<value>[A-Z][a-z]+(?:[- ][A-Z]?[a-z]+)?|[A-Z]{3,}(?:[- ][A-Z]{2,})?)\b"
)
# A view word before `view on the sector` (`We keep our Positive view on the industry`): the sector's view.
VIEW_ON_THE_SECTOR = re.compile(
    r"\b(?i:our)[^\S\n]+(?P<value>[A-Z][a-z]+(?:[- ][A-Z]?[a-z]+)?)[^\S\n]+(?i:view)[^\S\n]+(?i:on)[^\S\n]+(?i:the)"
    r"[^\S\n]+(?i:sector|industry)\b"
)
# The next item of a list of view words after one (`Industry: Positive, Neutral or Negative relative to …`): a
# legend names its scale there, no view.
VIEW_LIST_NEXT = re.compile(r"[^\S\n]*(?:[,/]|\bor\b|\band\b)[^\S\n]*(?P<word>[A-Z][a-z]+(?:[- ][A-Z]?[a-z]+)?)\b")

# An English note's cover: a stock's rating box (`Stock Rating Overweight`, `12-month rating Buy`,
# `Rating (H Share) BUY`, `Reiterate Rating: BUY`) or a price-target box with its value
# (`Price target NT$2,888.00`, a key line's cell `Hold | Target RM6.20` or `Buy | TP A$7.80`, `PO: 1,150.00 USD`, `Price Target (Jun-27):NT$3100.0`) makes it a company note;
# a table's `Target Price` header over a row that opens with a ticker (`301200.SZ Rmb 328.00`) does not, nor one
# before the next column's header, a year of estimates (`Target Price (HK$)` / `2027E P/E`).
ENGLISH_STOCK_BOX = re.compile(
    r"(?:stock rating|12-month rating|(?<!sector )(?<!industry )\brating(?:\s?\([^)\n]{1,12}\))?\s?:?)\s*"
    r"(?=(?:high conviction\s)?(?:buy|sell|hold|neutral|outperform|"
    r"overweight|underweight|underperform|market[- ]perform|equal[- ]weight|accumulate|reduce|add)\b(?!\s?sector\b))"
    r"|(?:price target|target price|price objective|\bPO\b|12m price target|(?:(?<![^\n])[ \t]*|(?<=\| ))(?:PT|TP)\b"
    r"|(?:12|twelve)[- ]?(?:months?|mths?|m)\s+target\b(?!\s*price)"
    r"|(?:(?<![^\n])[ \t]*|(?<=\| ))target"
    r"(?=[ \t]+(?:HK\$|US\$|NT\$|S\$|A\$|C\$|\$|¥|€|£|Rmb|RMB|HKD|USD|EUR|JPY|KRW|TWD|Won|Rs\.?|INR|SGD|AUD|GBP|Bt|THB"
    r"|(?-i:RM|Rp))[ \t]?\d))"
    r"(?:\s?[-–]\s?12mth)?\s?(?:\([^)\n]{1,8}(?:/share|/sh)?\))?\s?[:：]?\s?"
    r"(?=(?:HK\$|US\$|NT\$|S\$|A\$|C\$|\$|¥|€|£|Rmb|RMB|HKD|USD|EUR|JPY|KRW|TWD|Won|Rs\.?|INR|SGD|AUD|GBP|Bt|THB"
    r"|(?-i:RM|Rp))?\s?\d)"
    r"(?!\s?(?-i:\d{3,6}[ .][A-Z]{1,2}\b))(?!\s?(?:19|20)\d\d[EF]\b)",
    re.I,
)
# A bar-separated line's target cell (`… | Buy | TP A$7.80`): one such line is a masthead's box, a run of them on
# consecutive lines a coverage list of several stocks.
BAR_TARGET_CELL_EN = re.compile(r"\|[ \t]*(?:PT|TP)\b")
# An English company's name as printed; it may end in its share class: `XtalPi - H (2228.HK)`,
# `Shenzhen Inovance Technology Co. Ltd - A`.
COMPANY_NAME_EN = r"[A-Z][A-Za-z0-9&'.\-]*(?: [A-Z&][A-Za-z0-9&'.\-]*){0,4}(?: - [A-Z])?"
# A running header's report kind glued before the company's name (`Company Note Novarra Pharma (NVRA DC)`): no
# word of the name.
REPORT_KIND_BEFORE_NAME_EN = re.compile(
    r"^(?:(?:Company|Sector|Industry|Earnings|Results)[ \t]+(?:Note|Update|Report|Flash|Review|Comment)"
    r"|Initiation(?:[ \t]+of[ \t]+Coverage)?|Equity[ \t]+Research)[ \t]+(?=[A-Z])"
)
# An English note's headline that opens with its company and a colon: `ASML: High-NA EUV cost deep dive - lifting PT
# to €2300` (a line, no sentence end in it; whether it states a target is the target finder's to say).
COMPANY_HEADLINE_EN = re.compile(rf"[^\S\n]*{COMPANY_NAME_EN}:[^\S\n]+(?:[^\n.]|\.(?=\S))+$")
# The sector's own view on an English cover: `Industry View Attractive`, `Sector view: Overweight`,
# `Sector rating Overweight`, `Sector weighting: Overweight`, `Overweight sector`.
ENGLISH_SECTOR_BOX = re.compile(
    r"\b(?:industry|sector) (?:view|rating|weighting|stance|call)\b"
    r"|\b(?:overweight|neutral|underweight|equal[- ]weight|market[- ]weight)"
    r" sector$",
    re.I | re.M,
)
# The value after a sector box's label (`Sector view: Overweight`); its first word, when the VIEW_LIST_NEXT item of
# a scale follows it (`Sector view: Overweight, Neutral or Underweight against …`), makes the label a legend's.
SECTOR_BOX_VALUE = re.compile(r"[^\S\n]*[:：]?[^\S\n]*(?P<value>[A-Z][a-z]+(?:[- ][A-Z]?[a-z]+)?)\b")
LATIN_LETTERS = re.compile(r"[A-Za-z]")

# ---------------------------------------------------------------- target price

# A bare `target` after its horizon names the target price too: `12-month target: Rs860`, `a 12m target of $50`.
HORIZON_TARGET = r"\b(?:12|twelve)[- ]?(?:months?|mths?|m)\s+target\b(?!\s*price)"
# ---------------------------------------------------------------- other ISO currencies (s13company)
# ISO 4217 codes of the other markets sell-side notes price in (`ZAR 96.00`, `BRL 41.20`, `PLN 212`), printed before
# a price as any other ISO code is; codes that spell an English word (`TRY`, `SAR`) are left out.
OTHER_ISO_CURRENCIES = (
    "ZAR",
    "BRL",
    "MXN",
    "PLN",
    "CZK",
    "HUF",
    "ILS",
    "AED",
    "QAR",
    "NGN",
    "EGP",
    "KES",
    "CLP",
    "COP",
    "CNY",  # session 26 (company_fields): `TP of CNY116`, glued as any ISO code is
)
# A currency before a price, as English notes print it (`NT$1,280`, `KRW 412,000`, `Rs860`).
# The currencies of South-East Asia and Europe glued before a price as their brokers print them (`Rp1,450`,
# `RM2.15`, `Bt18.60`, `P1,620`, `VND41,000`, `SEK212`, `CHF74`, `DKK980`), letter case kept and never the
# tail of a word, and the lone `P` (Philippine peso) and `W` (Korean won, `W98,000`) only right before a digit
# (not `P/E`).
ASEAN_EUROPE_CURRENCY = (
    r"(?<![A-Za-z])(?-i:Rp|RM|Bt|P(?=\d)|W(?=\d)|C\$|NZ\$|IDR|MYR|THB|PHP|VND|SEK|NOK|DKK|CHF|CAD|NZD"
    rf"|{'|'.join(OTHER_ISO_CURRENCIES)})"
)
PRICE_CURRENCY_EN = (
    r"(?:HK\$|US\$|NT\$|S\$|A\$|\$|¥|€|£|Rmb|RMB|HKD|USD|EUR|JPY|KRW|TWD|Won|Rs\.?|INR|SGD|AUD|GBP"
    rf"|{ASEAN_EUROPE_CURRENCY})"
)
# A line that opens with a figure, maybe with its currency (`US$1,000/t.`, `9% of sales`): no heading or list
# item opens so, so under a bulleted item that ends no clause it is that item's wrapped tail.
FIGURE_LINE_START = re.compile(rf"\s*(?:{PRICE_CURRENCY_EN})?\d")
# ---------------------------------------------------------------- a bare target in pence (s13company)
# A price in pence, as London notes print one, the `p` glued to the figure (`640p`, `1,850p`): a priced value
# after a bare `target` as a currency before the figure is (`Target: 640p`, `with a target of 640p`).
PENCE_PRICE_AHEAD = r"\d{1,3}(?:,\d{3})*(?:\.\d+)?(?-i:p)(?![\w.])"
# A bare `target` names the target price where a priced currency follows it and it opens its line (a cover box:
# `Target NT$1,280`, `Target: HK$19.60`), opens a cell of a bar-separated key line (`Hold | Target RM6.20`) or
# follows `our` / `a` / `the` / a comma (`with a target of KRW 412,000`, `Buy, target $50`):
# not `EPS target of US$5`, `margin target`.
BARE_TARGET = (
    r"(?:(?<![^\n])[ \t]*|(?<=\bour )|(?<=\ba )|(?<=\bthe )|(?<=, )|(?<=\| ))target"
    rf"(?=(?:[ \t]*:)?[ \t]+(?:of[ \t]+)?(?:{PRICE_CURRENCY_EN}[ \t]?\d|{PENCE_PRICE_AHEAD})"
    # its currency bracketed after it, opening its line (`Target (HK$): 95.00`, `Target (¥) 15,000`, Daiwa's box)
    rf"|(?<=(?<![^\n])target)[ \t]*\((?:{PRICE_CURRENCY_EN})\)[ \t]*:?[ \t]*\d)"
)
# A cover's current-price line, opening its line with its label and a priced value (`CMP: INR365`, `Price: €2.71`,
# `Share price (3 Dec) US$71.40`): a rating word alone on the line above it is the cover box's rating.
COVER_PRICE_LINE = re.compile(
    rf"[ \t]*(?:CMP|(?:share |last |current |closing )?price)(?:[ \t]*\([^)\n]{{1,20}}\))?[ \t]*[:：]?[ \t]*"
    rf"{PRICE_CURRENCY_EN}[ \t]?\d",
    re.I,
)
TARGET_PRICE_CUE = re.compile(
    r"目标价格|目标价位|目标股价|目标价|合理价值区间|合理价值|合理估值区间|(?:合理|对应|目标)价格区间|target price|price target|price objective|fair value|\bTP\b|\bPT\b|\bPO\b"
    rf"|{HORIZON_TARGET}|{BARE_TARGET}",
    re.I,
)
# A target-price cue that names something else: 目标市值 is a market value, 目标价值 an index level.
NOT_A_TARGET_CUE = re.compile(r"目标市值|目标估值|目标PE|目标市盈率", re.I)
# Headings of a rating-history table: its prices are previous targets.
RATING_HISTORY_HEADING = re.compile(
    r"序号日期评级|日期评级市价目标价|历史推荐和目标定价|历史推荐|历史评级|评级变动|历史目标价|评级历史|目标价变动|投资评级变化|评级及目标价"
)
# A cover box's label of the rating's change with its value (`评级变动维持`, `评级变动：首次`): one line
# of the key data, no heading of a rating-history table.
RATING_CHANGE_LABEL_ZH = re.compile(r"评级变动[ \t]*[:：]?[ \t]*(?:维持|上调|下调|调高|调低|首次|首予|新增|无)")
# Between a box's label and its value: a currency or horizon in brackets, a colon, and one line
# break at most (`Price target\nNT$2,888.00`, `Target price (HKD) 725.00`, `Price Target (Jun-27):`).
LABEL_GAP = re.compile(
    r"[ \t]*(?:[-–][ \t]*12mth[ \t]*)?(?:\([^)\n]{1,8}(?:/share|/sh)?\))?[ \t]*[:：]?[ \t]*\n?[ \t]*"
)
# Words just before a date that make it a price's date, not the report's: `Shr price, close (Apr 2, 2026)`,
# `Price as of 20-Mar-2026`, `收盘价（2025-03-14）`.
PRICE_DATE_CUE_BEFORE = re.compile(r"(?:close|closing|price|prices|as of|as at|收盘价?|股价)\W{0,3}$", re.I)
# A target that is not the current one: 前次/原/此前/上次目标价.
PREVIOUS_TARGET_CUE = re.compile(
    r"(?:前次|原|此前|上次|之前|\b(?:previous|prior|old))\s*(?:的)?\s*(?:目标价|target|(?:TP|PT|PO)\b)", re.I
)
# A price right after `from` is the one a target moved from: `Target price Reduced from HKD 775.00 HKD 727.00`.
PRICE_MOVED_FROM_BEFORE = re.compile(r"\b(?:from|previously|was)\s*$", re.I)
CURRENT_PRICE_CUE = re.compile(
    r"当前股价|当前价格|当前价|收盘价|现价|股价|current price|last price|closing price", re.I
)
PRICE_UNIT = r"港元|港币|美元|人民币元|元|HKD|USD|RMB|CNY|JPY|KRW|EUR|TWD"
# The AlphaFin dataset turned "." into a space: `43 75元` is 43.75元, `72 50 85 00元` 72.50-85.00元.
SPACED_NUMBER = r"\d+ \d{1,2}"
SPACED_PRICE = re.compile(rf"(?:{SPACED_NUMBER} )?{SPACED_NUMBER} ?(?:{PRICE_UNIT})(?! ?\d)")
PRICE_PREFIX = (
    r"(?:港币|HK\$|US\$|NT\$|S\$|A\$|\$|¥|€|£|RMB|HKD|USD|EUR|JPY|KRW|TWD|INR|SGD|AUD|GBP|(?:Won|Rs\.?)(?=\s?\d)"
    rf"|{ASEAN_EUROPE_CURRENCY}(?=\s?\d))\s?"
)
# A unit after the number stays on its line: `727\nHKD 508.00` is 727 and the next line's current price; and a
# currency code followed by a number is that number's: `HKD 775.00 HKD 727.00` is two prices.
# London quotes in pence, the `p` glued to the figure: `1,850p`, `612p` (not `5 pp`, `12pts`, `p.a.`).
PENCE_SUFFIX = r"(?-i:p)(?![\w.])"
PRICE = re.compile(
    rf"(?:{PRICE_PREFIX})?(?:{NUMBER})(?:\s?(?:-|~|–|—|至|to)\s?(?:{PRICE_PREFIX})?(?:{NUMBER}))?"
    rf"(?:[ \t]?(?:{PRICE_UNIT})(?!(?<=[A-Za-z])[ \t]?\d)|(?<=\d){PENCE_SUFFIX})?",
    re.I,
)
HAS_PRICE_UNIT = re.compile(f"{PRICE_UNIT}|{PRICE_PREFIX}", re.I)
# A box's label, its previous value and the new one: `Target price Reduced from HKD 775.00 HKD 727.00`; what
# stands between the label and the new value.
BOX_PREVIOUS_VALUE = re.compile(
    rf"{LABEL_GAP.pattern}(?:[A-Za-z]+[ \t]+)?(?:from|previously|was)[ \t]*\n?[ \t]*(?:{PRICE.pattern})\s*", re.I
)
PRICE_RANGE_SEPARATOR = re.compile(r"\s?(?:-|~|–|—|至|to)\s?")
# A second price with its currency in the next cell.
NEXT_PRICE_CELL = re.compile(rf"[ \t](?:{PRICE_PREFIX})\d")
# What may follow a quoted target price: `45元/股` for the candidate `45元`.
PER_SHARE_AFTER = re.compile(r"\s?/\s?股|\s?每股|\s股")
# AlphaFin's spaced number groups at a price's start (`72 50 85 00元`).
SPACED_NUMBER_GROUPS = re.compile(rf"^(?:{SPACED_NUMBER} )?{SPACED_NUMBER}(?= ?\D|$)")
# What follows a number that is no price: a unit of amount, a share, a time, a multiple, a date part (not a signed
# decimal in the next cell: `112.00 -9.5%`); a P/E
# only on the number's own line (the next line may open with a word: `HK$19.60` over `Peony Lane Retail`).
NOT_A_PRICE_AFTER = re.compile(
    r"^(?:\s?(?:亿|万|%|倍|x\b|X\b|年|个月|月|日|号|家|点|bp|(?:m|mn|bn|tn|trn)\b|[-/.]\d{1,2}(?!\d|\.\d)|[-/]\d{1,2}[-/])"
    r"|[^\S\n]?pe)",
    re.I,
)
# A year or a range of years after a target-price cue (`目标价预计公司20~22年EPS`): the cue's
# sentence has turned to a forecast, and no price follows it.
YEARS_AFTER = re.compile(r"^\s?年")
# Earnings between a cue and a number: the number is an EPS, not a price (`目标价…EPS分别为1.2元`).
EARNINGS_CUE = re.compile(r"EPS|每股收益|每股盈利", re.I)
# A count of shares (`100股`); after a unit it is 元/股 (AlphaFin prints `23 4元 股`).
SHARES_AFTER = re.compile(r"^\s?股\b")
# A year with its estimate or actual mark: `23.0x 2026E P/E`, `2025A`: a fiscal year, not a price.
FISCAL_YEAR = re.compile(r"(?:19|20)\d{2}[EeAFf](?![A-Za-z])")
# A date or a row number glued to one: 2020-10, 12020-10 (序号 1, 2020-10-10).
DATE_LIKE = re.compile(r"\d{4,5}[-/]\d{1,2}|\d{4}\.\d{1,2}\.\d{1,2}")
# A stock code: 6 digits (A shares, with .SH/.SZ/.BJ or the CH of some tables, glued or set apart as Bloomberg
# prints it: `600519 CH`) or 4-5 digits .HK.
# With a suffix or glued to the name after it, a code may follow a table's digits (`51.19002007.SZ`).
# A table row whose source stripped the whitespace glues the code to the next cell's number
# (`迈瑞医疗300760478.18…`): 6 digits right after a name and before a decimal.
STOCK_CODE = re.compile(
    rf"\d{{6}}\.(?:SH|SZ|BJ|sh|sz|bj)|\d{{4,5}}\.(?:HK|hk)|(?<![\d.])\d{{6}}(?:CH|[^\S\n]CH(?![A-Za-z]))"
    rf"|(?<![\d.])\d{{6}}(?=[{HAN_RANGES}]{{2}})|(?<![\d.])\d{{6}}(?!\d)"
    rf"|(?<=[{HAN_RANGES}])\d{{6}}(?=\d{{1,4}}\.\d)"
)
# A US listing in a Chinese stock table (`BRTS.O`, `KLTC.N`, `PDD.US`): Reuters' Nasdaq / NYSE suffix or Wind's
# US one, the cell glued to the name beside it as CJK rows print (`BRTS.O百瑞电商`).
US_LISTED_CODE = re.compile(r"(?<![A-Za-z0-9.])[A-Z]{1,5}\.(?:O|OQ|N|US)(?![A-Za-z0-9.])")
# The same code in lower-cased text, with the Chinese name it is printed beside (`kltc.n凯乐科技`).
US_LISTED_CODE_BEFORE_HAN = re.compile(rf"(?<![a-z0-9.])[a-z]{{1,5}}\.(?:o|oq|n|us)(?=\s?[{HAN_RANGES}])")
# A Hong Kong listing as English notes print it: `0700 HK`, `700 HK`, `00981.HK`, `(0700.HK)`.
HONG_KONG_TICKER = re.compile(r"(?<![\d.])\d{1,5}\.HK\b|(?<![\d.,])\d{3,5} HK(?=\s?[)）,，|;]| Equity|[ \t]*$)", re.M)
# A ticker with the listing it names: `2330.TW`, `6274.TWO`, `688008.SS`, `600406 CH`, `AAPL.US`,
# `NVDA.O`, `005930.KS`, `6723.JP`, `285A.T`, `2330 TT`, `0700 HK`, `META.OQ`, `IFXGn.DE`.
LISTED_TICKER = re.compile(
    r"(?<![\w.])(?:(?:\d{3,6}|\d{3}[A-Z]|[A-Z][A-Za-z]{0,5})\.(?:HK|SS|SH|SZ|BJ|TW|TWO|KS|KQ|JP|T|US|O|OQ|N|NA|DE|L|PA|AS|MI|MC|AX|SI|NS|BO)"
    r"|(?:\d{3,6}|\d{3}[A-Z]|[A-Z]{1,5}) (?:HK|CH|C1|C2|TT|KS|JP|US|JT|NA|GY|FP|LN|IM|SM|SW|AU|NZ|SP|IN)"
    # South-East Asia's letter tickers, Bloomberg's and Reuters' forms: Jakarta, Manila, Bursa Malaysia, Bangkok,
    # Ho Chi Minh (`TLKM IJ`, `TEL PM`, `MAY MK`, `PTT TB`, `VNM VN`, `BBCA.JK`)
    r"|[A-Z]{2,5} (?:IJ|PM|MK|TB|VN)|[A-Z]{2,5}\.(?:JK|PS|KL|BK|VN)"
    # Canada, the German composite, Copenhagen and Helsinki, Stockholm, Oslo, Lisbon, Brussels and Vienna,
    # Bloomberg's forms for letter tickers (`NRWD CN`, `RY CT`, `SDWK GR`, `NVRA DC`, `NOKIA FH`, `VOLVB SS`,
    # `EQNR NO`, `EDP PL`, `ABI BB`, `OMV AV`) and Reuters' for the last five (`VOLVb.ST`: upper case only here)
    r"|[A-Z]{2,5} (?:CN|CT|GR|DC|FH|SS|NO|PL|BB|AV)|[A-Z]{2,5}\.(?:ST|OL|LS|BR|VI))\b"
    r"(?!\.\w)"  # not the start of a dotted abbreviation: `Goldman Sachs (Asia) L.L.C.` holds no ticker `L.L`
)
# A cover's ticker line between its rating and its price lines (`Overweight` / `TCEHY, 0700 HK` / `Price (10 Mar 26):
# HK$…`, J.P. Morgan's box): listed tickers and plain letter tickers split by commas or slashes, one listed at least.
COVER_TICKER_LINE_EN = re.compile(
    rf"[ \t]*(?:{LISTED_TICKER.pattern}|[A-Z]{{2,6}})(?:[ \t]*[,;/][ \t]*(?:{LISTED_TICKER.pattern}|[A-Z]{{2,6}}))*[ \t]*"
)
# `TSMC (2330.TW, 2330 TT)`, `Tencent (700 HK)`, `Hualong (2458 TT; HWTX US)`: an English cover's company with
# its ticker (a second listing, an ADR's, after a comma or a semicolon), Bloomberg's `Equity` key after it too
# (`Harbour Telecom (HBT HK Equity)`).
NAME_WITH_TICKER = re.compile(
    rf"({COMPANY_NAME_EN}) \(({LISTED_TICKER.pattern})(?:[^\S\n]+Equity)?(?:[,;][^)\n]{{0,20}})?\)"
)
# A line that heads a stock's paragraph: a name with its ticker(s) in brackets and nothing after them
# (`Amazon.com (AMZN)`, `Alphabet (GOOGL / GOOG)`, `Risk Reward - Western Digital (WDC.O)`); group 1 the tickers.
STOCK_HEADING_TICKER = r"(?:\d{3,6}|[A-Z][A-Z0-9]{0,5})(?:[. ][A-Z]{1,3})?"
STOCK_HEADING_LINE = re.compile(
    rf"^[^\S\n]*[A-Z][^\n()]{{1,80}}\(({STOCK_HEADING_TICKER}(?:\s?[/,]\s?{STOCK_HEADING_TICKER})*)\)[^\S\n]*$", re.M
)
STOCK_HEADING_TICKER_SPLIT = re.compile(r"\s?[/,]\s?")
# A price stated right before a target cue, in prose or as a box's value above its label: `Our $310 PO`,
# `Our $835 price objective`, `$650.00\nPRICE TARGET`, `$650.00\nOur PT implies`; group 1 the price.
PRICE_BEFORE_TARGET_CUE = re.compile(
    rf"((?:{PRICE_PREFIX})(?:{NUMBER}))[^\S\n]*\n?[^\S\n]*(?:Our[^\S\n]+)?(?:price target|price objective|target price|PT|PO|TP)\b",
    re.I,
)
# More prices after a stated one, one per listed ticker: the `/$430` of `$430/$430` for `(GOOGL / GOOG)`.
SLASHED_PRICE = re.compile(rf"/((?:{PRICE_PREFIX})?(?:{NUMBER}))")
# A name with its rating and price target in brackets, as a note heads its own call:
# `XtalPi - H (Overweight; Price Target: HK$10.00)`; the rating word is checked against the lexicon.
NAME_WITH_RATING = re.compile(
    rf"({COMPANY_NAME_EN}) \(([A-Z][A-Za-z-]*(?: [A-Z][A-Za-z-]*)?)\s?[;,]\s?(?:Price Target|Target Price|PT|TP|Price Objective|PO)\b"
)

# A rating word leading a list of stocks: `重点推荐：A（code）、B（code）`, `推荐并建议投资者高度关注：…`; the
# words between it and the colon, then each `name（code）` of the list and its separator.
RATED_LIST_LEAD = re.compile(r"[^。；;！？:：]{0,16}[:：]")
RATED_LIST_ITEM = re.compile(
    rf"([{HAN_RANGES}]{{2,6}}A?|[A-Z]{{2,4}}[{HAN_RANGES}]{{2,4}})[（(](\d{{6}}(?:\.(?:SH|SZ|BJ))?|\d{{4,5}}\.HK)[)）][、，,和及]?"
)
# `歌尔股份(002241SZ,买入)`: between a bracketed code and the stock's rating, a suffix and a comma.
CODE_THEN_RATING = re.compile(r"(?:\.?[A-Za-z]{2})?\s?[,，]\s?")
# `华芯装备(688012.SH):买入,目标价182.00元`: a coverage line's bracketed code closed, a colon, its rating; or a
# dash between them, as a picks list prints its lines `名称（代码）——评级，目标价` (`鲜享食品(603288.SH)——强烈推荐`).
CODE_CLOSED_THEN_RATING = re.compile(r"[)）]\s?(?:[:：]|——?|－|–|-)\s?")
# After a 6-digit run, what makes it a date or a number, not a code: `742020年12月2日` (a page
# number glued to a year), `202012-02`, `300760.5`.
NOT_A_CODE_AFTER = re.compile(r"年|月|日|[-/.]\d")
# A column header glued before a table's first name: `投资评级顺络电子` is 顺络电子 (matched from the name's start).
HEADER_BEFORE_NAME = re.compile(r".*(?:评级|代码|名称|简称|币种\)?|目标价)")
# A price's unit glued before the next item's name where a list's items run together (`目标价58.00元川味源(002507.SZ)`):
# the 元 after the digits is the price's, no part of the name.
PRICE_UNIT_BEFORE_NAME = re.compile(r"(?<=\d)(?:港元|美元|港币|元)")
# A rating action before the stock it rates, glued to its name: `维持星途科技（XTKJ.O）“推荐”评级` names 星途科技.
ACTION_BEFORE_NAME = re.compile(r"(?:维持|给予|重申|首次覆盖|首予|上调|下调|调高|调低)(?:对)?")
# A stock's name beside its code: Han characters, after a Latin prefix (`TCL科技`) or before an
# A-share suffix (`京东方A`); the prefix is no exchange suffix of the code before it.
_LATIN_NAME_PREFIX = r"(?:(?<![.A-Za-z])(?!SH|SZ|HK|CH|BJ)[A-Z]{2,4})?"
_STOCK_NAME = f"{_LATIN_NAME_PREFIX}[{HAN_RANGES}]{{2,6}}A?"
STOCK_NAME_BEFORE_CODE = re.compile(f"({_STOCK_NAME})[（(]?$")
# After the code, one space may stand between them (`603533.SH 维宁半导体`): a table cell's gap on its row.
STOCK_NAME_AFTER_CODE = re.compile(rf"[)）]?[^\S\n]?({_STOCK_NAME})")
STOCK_NAME_BEFORE_BRACKET = re.compile(f"({_STOCK_NAME})[（(]")
# A name in a heading's brackets: `【爱美客】`.
BRACKETED_HEADING_NAME = re.compile(f"【([{HAN_RANGES}]{{2,8}}A?)】")
# A table row without a code: a name glued to its cells (`迈瑞医疗40.700.810.91`).
UNCODED_CALL_ROW = re.compile(f"({_LATIN_NAME_PREFIX}[{HAN_RANGES}]{{2,12}}A?)([\\d.%\\-]{{4,}})")
CALL_ROW_BREAK = re.compile(r"[。；;\n]")
# A row's decimal price, with the unit its cell prints glued after it (`98.00元`).
CALL_DECIMAL = re.compile(r"(?:RMB|HK\$|US\$)?\d+\.\d{1,2}(?![\d.])(?:港元|港币|美元|元)?")
# ---------------------------------------------------------------- stock tables' column vocabulary
# One vocabulary of a stock table's column names, one name list per column meaning, read by the finders (the table
# readers: TABLE_VALUE_COLUMN, TABLE_RATING_COLUMN, TABLE_COLUMN_WORD, TABLE_TARGET_WORD below) and by the validator
# (HEADER_COLUMN_EN, tasks/validate/columns.py) alike, so a wording one reads the other reads too. Each is the
# alternation of the names (no group), in the wordings houses print: the rating column as `Rating`, `Rec.`,
# `Recommendation`, `Call`, `Our stance`, `View` (a sector's own `Sector view` / `Industry stance` is no column of
# stock calls); the target as `Target price`, `PT`, `TP`, `PO`, `Price objective`, `Fair value`, `FV`, `Tgt px`,
# `12m value`, `Value per share`.
# The stance words may be the rating column's only when no sector or industry word names them the sector's.
_SECTOR_STANCE_NOT_BEFORE = r"(?<!sector )(?<!industry )(?<!market )(?<!sector\s)(?<!industry\s)"
# Korean houses' English tables name it `Investment opinion` (투자의견).
COLUMN_RATING_NAMES_EN = (
    rf"rating|rtg|rec\.?|reco|recommendation|investment\s+opinion"
    rf"|{_SECTOR_STANCE_NOT_BEFORE}(?:our\s+)?(?:stance|view)"
)
# The call column's other name (`Call`), which prose uses too: a header word, never a row's label alone.
COLUMN_CALL_NAME_EN = r"call"
COLUMN_TARGET_NAMES_EN = (
    r"target price|price target(?!\s+price)|(?:target|tgt\.?)\s+px|(?:price|px)\s+tgt\.?(?!\s+(?:price|px))"
    r"|tgt\.?(?:\s+price)?|price objective|price obj\.?|fair value|FV|12[- ]?m(?:onth)?\.?\s+value|value per share"
    r"|target|PT|TP|PO"
)
COLUMN_OLD_WORDS_EN = r"old|prev(?:ious)?\.?|prior|former"
COLUMN_NEW_WORDS_EN = r"new|current|curr\.?"
# A changes table's pair of columns for the value before and after it (`From | To`): under a rating's name or alone
# (a row prints the old rating, then the new one), or after a target's (`PT from | PT to`).
COLUMN_FROM_WORD_EN = r"from"
COLUMN_TO_WORD_EN = r"to"
# A bare `Current` is the current price's column (`Target price Current Upside`), not a target's new value.
COLUMN_PRICE_NAMES_EN = r"(?:share\s+|last\s+|current\s+|closing\s+|close\s+)?price|last|close|current|CMP|px"
COLUMN_CURRENCY_NAMES_EN = r"ccy|cur\.?|crncy|currency"
COLUMN_IDENTITY_NAMES_EN = (
    r"company(?:\s+name)?|co\.|name|stock|tickers?|codes?|bloomberg(?:\s+(?:code|ticker))?|BBG|RIC|reuters|symbol"
)
# Other value columns: sizes, percentages, multiples, returns (each holds one value cell in a row).
COLUMN_VALUE_NAMES_EN = (
    r"mkt\.?\s+cap|market\s+cap|(?:implied\s+)?upside(?:\s*/\s*downside)?|downside|up/down(?:\s*side)?|potential"
    r"|P/E|P/B|EV/EBITDA|(?:EV|P)/[A-Za-z]+|ROE|(?:div(?:idend)?\.?\s+)?yield"
)
# A rank column (`Rank`, `#`, `Pecking order`): a row's position in the house's order of preference, no value.
COLUMN_RANK_NAMES_EN = r"rank(?:ing)?|pecking\s+order"
# The Chinese names: a code or name column (`证券代码`, `证券简称`, `股票简称`), the rating (`投资评级`), the target or the
# fair value the call gives (`目标价`, `合理价值`).
COLUMN_IDENTITY_NAMES_ZH = r"(?:股票|证券|公司)?(?:代码|简称|名称)|公司"
COLUMN_RATING_NAMES_ZH = r"(?:投资|本所|公司|最新)?评级"
COLUMN_TARGET_NAMES_ZH = r"目标价(?:格|位)?|合理(?:价值|价格|估值)"

# A Chinese table's target column: the call's target price or the fair value it gives (`合理价值(元)`).
_ZH_TARGET_COLUMN = COLUMN_TARGET_NAMES_ZH
# A Chinese stock table's header line, column names only (`代码名称评级目标价EPS 26E PE 26E`): a code or
# name column (or `公司` before a price or valuation column) and a rating column, no sentence punctuation;
# `target` when it names a target column.
CODED_TABLE_HEADER_ZH = re.compile(
    r"^(?=[^\n。，；：,;]{2,80}$)(?=[^\n]*(?:代码|简称|名称|公司(?=[^\n]*(?:收盘价|股价|现价|目标价|EPS|PE))))"
    r"(?=[^\n]*评级)"
    rf"(?:(?P<target>[^\n]*(?:{_ZH_TARGET_COLUMN}))[^\n]*|[^\n]*)$",
    re.M,
)
# What marks a Chinese changes table's column as the value after the change (`本次评级`, `调整后目标价`).
_ZH_NEW_MARK = r"本次|本期|调整后|当前"
# A Chinese stock table header's columns, in the order printed (`代码简称股价(元)EPS 26E PE 26E评级目标价(元)`):
# where its target column stands from its rating column. `street`: the market's consensus rating
# (`市场一致评级`, `Wind一致评级`), no call of the broker's; `identity`: the code and name columns; `old`: a changes
# table's column of the value before the change (`上次评级`, `原目标价`: PREVIOUS_COLUMN_ZH), no call either, beside
# the current one (`本次评级`); `year`: a bare year column under a group row that names its measure (`EPS（元）`
# over `2026E | 2027E`), or after a measure's first year (`EPS 2026E 2027E`).
_ZH_COLUMN_YEAR = r"(?:\d{2}|\d{4})[AE]?(?![\d.])"
_ZH_COLUMN_UNIT = r"[（(][^（）()\n]{1,6}[)）]"
ZH_TABLE_COLUMN = re.compile(
    r"(?:(?P<street>(?:市场|Wind|万得|彭博|Bloomberg)?一致(?:预期)?评级|市场评级)"
    rf"|(?P<old>{PREVIOUS_COLUMN_ZH.pattern})"
    rf"|(?P<target>(?:{_ZH_NEW_MARK})?(?:{_ZH_TARGET_COLUMN}))|(?P<rating>(?:{_ZH_NEW_MARK})?(?:{COLUMN_RATING_NAMES_ZH}))"
    rf"|(?P<identity>{COLUMN_IDENTITY_NAMES_ZH}))(?:\s?{_ZH_COLUMN_UNIT})?"
    r"|(?:(?:20)?\d{2}[AE]\s?)?"  # a year tag before a measure's name (`2026E EPS`) as after it (`EPS 26E`)
    r"(?P<value>收盘价|股价|现价|最新价|市价|总市值|市值|EPS|PE|PB|ROE|PEG|P/E|P/B|市盈率|市净率|股息率"
    r"|潜在涨幅|上涨空间|涨跌幅|涨幅|归母净利润|净利润|营业收入|营收|收入)"
    rf"(?:\s?{_ZH_COLUMN_YEAR}(?:\s?{_ZH_COLUMN_UNIT})?|\s?{_ZH_COLUMN_UNIT}(?:\s?{_ZH_COLUMN_YEAR})?)?"
    r"|(?P<year>(?:20)?\d{2}[AE])(?![\d.])"
)
# ---------------------------------------------------------------- a Chinese header's words by the page's geometry
# (tasks/validate/columns.py reads a Chinese stock table's header cells with ZH_TABLE_COLUMN, the finders' words)

# A word of a Chinese line that makes it a sentence, no table's cell: sentence punctuation in a Han word
# (`我们维持行业推荐评级。`, `需求回暖,维持推荐评级`).
ZH_SENTENCE_WORD = re.compile(rf"(?=[^\s]*[{HAN_RANGES}])[^\s]*[,，。；;！!？?：:][^\s]*")

# A Chinese stock table row's value cells after its name or rating (`41.52 2.05 20.3`, `62.50港元24.6%`,
# `-`): a number with its unit, or a no-value mark; a cell ends at a space, a unit or the stretch's end.
ZH_ROW_VALUE = re.compile(
    r"[-+]?\d[\d,]*(?:\.\d+)?(?:港元|港币|美元|元|%|倍|x|(?=\s|$|[^\d.,%]))|(?:[-—–]|N/?A)(?=\s|$|[^\d.,%])"
)
# A row's value cell that is a price: no percentage, multiple or sign.
ZH_PRICE_VALUE = re.compile(r"\d[\d,]*(?:\.\d+)?(?:港元|港币|美元|元)?")
# The cells between a row's name and its rating: numbers (with thousands commas), signs, tickers,
# currencies, a price's unit glued after it (`1,784 21 17 24.60元买入`).
CALL_TABLE_CELLS = re.compile(r"(?:[\d.%\-—A-Za-z/\s()（）$]|(?<=\d),(?=\d{3})|(?<=\d)(?:港元|港币|美元|元)){0,120}")
# Words that start a column header or a label, never a stock's name.
NOT_A_STOCK_NAME = re.compile(
    r"^(?:代码|股票|简称|名称|公司|评级|投资|目标|股价|市值|证券|资料|来源|数据|合计|行业|板块)"
)
# A title's company and its bracketed code: `爱美客（300896）`.
NAME_AND_BRACKETED_CODE = re.compile(f"([{HAN_RANGES}A-Za-z]{{2,8}})[（(]([^)）]+)[)）]")
# The header of a table of stock calls: 重点公司, 首选股票, 盈利预测与评级, ...
STOCK_TABLE_HEADING = re.compile(
    r"重点公司|重点关注公司|重点关注股票|首选股票|重点推荐|推荐标的|盈利预测与评级|盈利预测及估值|相关股票|重点覆盖"
)
# English stock tables, read one cell a line (PyMuPDF gives each cell its own block, row by row).
# A ticker cell: `3711.TW`, `002938.SZ`, `285A`, `5016`, `GOOGL US`, `STX.O`, or `AMD (Advanced Micro)`.
TABLE_TICKER_CELL = re.compile(
    r"(?P<code>\d{5,6}(?:\.[A-Z]{2})?|\d{3}[0-9A-Z](?:\.[A-Z]{1,2}| [A-Z]{2})?|[A-Z][A-Z0-9]{0,4}(?:\.[A-Z]{1,2}| [A-Z]{2})?)"
    r"(?: \((?P<name>[A-Za-z][^()\n]{1,40}?)(?:\)| -)?)?"
)
# A ticker with its listing (`GOOGL US`, `STX.O`): after the bare one in the next cell, the row's code.
LISTING_SUFFIX = re.compile(r"[ .][A-Z]{1,2}$")
# Cells that look like a ticker and are not one: currencies and units of a table's columns.
NOT_A_TICKER_CELL = re.compile(r"USD|HKD|CNY|JPY|EUR|TWD|KRW|RMB|GBP|NA|NM|TTM|EPS|YOY|LC|FY|PE|PB|ROE|EV|[A-Z]")
# A rating cell: a table code (Citi `2H`, BofA `B-1-7`, JPM `OW`, Bernstein `O`) or a lexicon word,
# with UBS's `(UR)` (under review) as printed. Which codes are rating codes: schemas/rating_lexicon.json.
TABLE_RATING_CELL = re.compile(r"(?P<word>[A-Za-z][A-Za-z -]{0,24}|[ABC]-[123]-[789]|[123]H?)(?: \((?:UR|CBE)\))?")
BOFA_RATING_CODE = re.compile(r"[ABC]-(?P<rating>[123])-[789]")
# A header line of a stock table with a rating column: `Ticker Rating Cur Price Target …`.
TABLE_HEADER_LINE = re.compile(r"^.*\b(?:Rating|Rtg|Rec\.?|Recommendation)\b.*$", re.I | re.M)
# A time cell a text layer glued to the cell after it (`24 Jul 16:002H`: 16:00, then the rating 2H):
# its minutes are two digits, so where the next cell starts is known.
GLUED_TIME_CELL_BEFORE = re.compile(r"(?:^|(?<=\s))\d{1,2}:\d{2}$")
TABLE_TARGET_WORD = re.compile(rf"\b(?:{COLUMN_TARGET_NAMES_EN})(?!\w)", re.I)
# Stock tables printed one row a line (`2330.TT (TSMC) O TWD 2,365.00 2,780.00 …`,
# `TOKYO ELECTRON 8035 ¥ OW 72,320 85,000 …`) or flattened into one line after their header
# (tasks/finders/line_tables.py). A header names its columns: a rating column and at least one more.
TABLE_COLUMN_WORD = re.compile(
    rf"\b(?:{COLUMN_RATING_NAMES_EN}|{COLUMN_TARGET_NAMES_EN}|{COLUMN_IDENTITY_NAMES_EN}|{COLUMN_RANK_NAMES_EN}"
    rf"|price|CMP|{COLUMN_CURRENCY_NAMES_EN}|mkt|market cap)(?!\w)",
    re.I,
)
TABLE_RATING_COLUMN = re.compile(rf"\b(?:{COLUMN_RATING_NAMES_EN})(?!\w)", re.I)
# A column of the street's view, not the broker's: `Consensus`, `Cons. rating`, `Street rec.` (a comps
# table of peers the broker does not cover); a table whose only rating column it is makes no call.
STREET_RATING_COLUMN = re.compile(
    r"\b(?:consensus|cons\.|street|bloomberg consensus)(?: (?:rating|rtg|rec\.?|reco|recommendation|view))?(?![\w.])",
    re.I,
)
# The same column as a cell of its own line (a table read one cell a line).
STREET_RATING_CELL = re.compile(rf"^(?:{STREET_RATING_COLUMN.pattern})$", re.I | re.M)
# A header's value columns, in the order printed, with a currency in brackets (`Price (US$)`,
# `PT (US$)`, `Target price`, `TP (¥)`): which row cell is the target, and which the current price.
# The longer names come first, so `Target price` is one target column, not a target and a price; `Price Target
# price` is a price column, then a target price.
# A target column may be the new one beside the old (`New TP (¥) | Old TP (¥)`, `PT old | PT new`: the old is a value
# column like any other), or a `Fair value`; a rating column may be headed `Call`. Columns of sizes and percentages
# (`Mkt cap (KRW tn)`, `Upside`, `Div yield`, `P/E 27E`) hold one value cell each in a row. A unit in brackets may
# print on the line under its column's name (`Target` / `(LC)`: a wrapped header cell in small type).
TABLE_VALUE_COLUMN = re.compile(
    rf"\b(?:(?P<old>(?:{COLUMN_OLD_WORDS_EN}) (?:{COLUMN_TARGET_NAMES_EN})"
    rf"|(?:{COLUMN_TARGET_NAMES_EN}) (?:{COLUMN_OLD_WORDS_EN}|{COLUMN_FROM_WORD_EN}))"
    r"|(?P<target>(?:new |current |curr\. )?(?:12[- ]?m(?:onth)?\.? )?"
    rf"(?:{COLUMN_TARGET_NAMES_EN})(?: new| {COLUMN_TO_WORD_EN})?"
    r"(?! (?:old|prev(?:ious)?|prior|from)\b))"
    rf"|(?P<rating>(?:12[- ]?m(?:onth)? )?(?:{COLUMN_RATING_NAMES_EN}|{COLUMN_CALL_NAME_EN}))"
    rf"|(?P<price>{COLUMN_PRICE_NAMES_EN})"
    rf"|(?P<currency>{COLUMN_CURRENCY_NAMES_EN})"
    rf"|(?P<value>(?:{COLUMN_VALUE_NAMES_EN})"
    r"(?: (?:FY)?\d{2,4}[EF]?)?))(?![\w])(?:\s?\([^()\n]{1,10}\))?",
    re.I,
)
# A note on a rating cell's change, printed in brackets after the rating (`Outperform (from Neutral)`,
# `Buy (upgraded)`): part of the rating cell, no value cell of its own.
RATING_CHANGE_NOTE = re.compile(
    r"\((?:from|was|prev(?:ious)?|prior|old|up(?:grade[sd]?)?|down(?:grade[sd]?)?|initiat\w*|new|maintain(?:ed)?"
    r"|unchanged|reiterate[sd]?)\b",
    re.I,
)
# An arrow cell between a column's old and new values in one cell (`Hold -> Buy`, `$45 → $52`): the row's value
# is the one after it.
CHANGE_ARROW_CELL = re.compile(r"-+>|→|⟶|➔|➜|⇒|=>")
# Where a table ends: its source or note line.
TABLE_END_LINE = re.compile(r"^(?:Sources?|Notes?)\b", re.I)
# A header naming a column's old and new values (`Target Price` / `Old New`): a changed cell prints both.
OLD_NEW_COLUMNS = re.compile(r"\b(?:Old|Prev(?:ious)?\.?|Prior)\s+(?:New|Current|Curr\.?)\b", re.I)
# A sector note's masthead line up to its last bar cell (`Sector Note ASEAN Telecoms | Overweight`): a rating word
# alone in that cell is the sector's view.
SECTOR_MASTHEAD_BEFORE_EN = re.compile(
    r"\b(?:sector|industry)[ \t]+(?:note|update|report|review|comment|view)\b[^\n|]*\|[ \t]*$", re.I
)
# The label opening a changes table's rating row (`Rating Neutral Overweight` under `Changes Old New`).
RATING_ROW_LABEL_EN = re.compile(r"[ \t]*(?:stock[ \t]+)?(?:rating|recommendation|rec\.|reco)[ \t]*:?[ \t]*", re.I)
# A header's word for the new value under a changed column's name (`Target price` / `Old New`).
NEW_COLUMN_WORD = re.compile(rf"(?:{COLUMN_NEW_WORDS_EN})", re.I)
# A header's word for the old value under a changed column's name.
OLD_COLUMN_WORD = re.compile(rf"(?:{COLUMN_OLD_WORDS_EN})", re.I)

# ---------------------------------------------------------------- a changed column's pair of words (validator)

# The words a stock table's header prints for a changed column's two values, under its name (`Rating` over `New Old`,
# `Price target` over `Now Was`) or after it (`PT from PT to`), in either order (tasks/validate/columns.py): the
# value after the change (`New`, `Current`, `Now`, `To`, `Revised`) ...
CHANGE_NEW_WORD = re.compile(rf"(?:{COLUMN_NEW_WORDS_EN}|now|revised|{COLUMN_TO_WORD_EN})", re.I)
# ... and the value before it (`Old`, `Prev.`, `Prior`, `Former`, `Was`, `From`).
CHANGE_OLD_WORD = re.compile(rf"(?:{COLUMN_OLD_WORDS_EN}|was|{COLUMN_FROM_WORD_EN})", re.I)
# What joins two targets stated together after one cue (`目标价分别为417.07元和62.37元`, `PTs of $40 and $52`): the
# second is the next stock's target, no other number of the first one's entry (tasks/validate/grounding.py).
TARGET_LIST_JOINER = re.compile(r"[ \t]*(?:[,，、/&和及与]|and)[ \t]*")
# A lower-case word of prose: a header line names columns, next to one such word at most.
HEADER_PROSE_WORD = re.compile(r"[a-z]{3,}[,.;:]?")
# A value cell (`12.50`, `HK$1,234`, `(3.2%)`, `450`), not a year a header names (`2026`, `2026E`).
PRICE_CELL_VALUE = re.compile(r"(?!(?:19|20)\d\d\b)[(+\-]?[A-Z]{0,3}[$€£¥]?\d[\d,]*(?:\.\d+)?%?\)?")
# A row's cell under a flag column beside its rating (`Rating CL Price PT`: a conviction list, a top pick): the column's
# own name printed as the mark (`BUY CL NT$1,205 …`), or a tick, star or `Y`; a row off the list leaves it empty.
FLAG_MARK_CELL = re.compile(r"Y|Yes|\*|✓|✔", re.I)
# A header's one column for both the rating and the target (`Rating / PT`, `Rec./TP`): a row prints them in one cell,
# split by the slash (`OW / £31.50`).
RATING_SLASH_TARGET_COLUMN = re.compile(
    r"\b(?:rating|rtg|rec\.?|reco|recommendation|call)[^\S\n]?/[^\S\n]?(?:target price|price target|target|PT|TP|PO)\b",
    re.I,
)
# A header naming the old and the new rating columns (`Old rating` / `New rating`, `Prev. rec. Curr. rec.`): a
# row prints the old rating cell, then the new one, the call.
OLD_NEW_RATING_COLUMNS = re.compile(
    r"\b(?:Old|Prev(?:ious)?\.?|Prior|Former)\s+(?:rating|rtg|rec\.?|reco|recommendation)(?![\w])[\s\S]{0,60}?"
    r"\b(?:New|Current|Curr\.?)\s+(?:rating|rtg|rec\.?|reco|recommendation)(?![\w])"
    # a changes table's `From | To` pair of bare columns, standing before any value column (`Company Ticker From To
    # PT from PT to`): the rating before the change, then the one after it
    rf"|(?<![\w ])[^\S\n]*(?:{COLUMN_IDENTITY_NAMES_EN})[^\S\n]+(?:[A-Za-z.]+[^\S\n]+)?"
    rf"(?:{COLUMN_FROM_WORD_EN})[^\S\n]+(?:{COLUMN_TO_WORD_EN})(?![\w])",
    re.I,
)
# A header's second row under its group names (`Rating | Price target` over `Company Ticker New Old New Old`): the
# identity columns' names, then the new and old words that split each group in two. `first` is the first of them:
# whether a group prints its new value (the call) before the old one, or after it.
NEW_OLD_SUBHEADER_LINE_EN = re.compile(
    rf"^[^\S\n]*(?:(?:{COLUMN_IDENTITY_NAMES_EN}|{COLUMN_RANK_NAMES_EN})[^\S\n]+)*"
    rf"(?P<first>{COLUMN_NEW_WORDS_EN}|{COLUMN_OLD_WORDS_EN})(?:[^\S\n]+(?:{COLUMN_NEW_WORDS_EN}|{COLUMN_OLD_WORDS_EN}))+"
    r"[^\S\n]*$",
    re.I,
)
# ---------------------------------------------------------------- a target cell under review
# A row's target cell that states the target is under review (`UR`, `U/R`, the note under the table says so): a cell of
# the row after its rating like a value, but no price: the row's call has no target.
TARGET_UNDER_REVIEW_CELL = re.compile(r"UR|U/R")
# ---------------------------------------------------------------- a rating printed in brackets in the name cell
# A header whose name column says the rating stands in brackets after each name (`Company (rating) Ticker Price PT`):
# a row prints `Alpha Foods (Underweight) ALFD US $46.90 $41.00`; `rest` the identity columns after it.
RATING_IN_NAME_COLUMN_EN = re.compile(
    rf"^(?P<lead>[^\S\n]*(?:{COLUMN_IDENTITY_NAMES_EN}))[^\S\n]*\((?:{COLUMN_RATING_NAMES_EN})\)"
    rf"(?P<rest>(?:[^\S\n]+(?:{COLUMN_IDENTITY_NAMES_EN}))*)",
    re.I,
)
# ---------------------------------------------------------------- a two-row header's sub-column words
# A header's lower row under group labels (`Price (LC)` over `Current | Target`, `Rating` over `Old | New`): a word that
# splits its group into the value before and after a change, or the current value and the call's (`Old`, `New`,
# `Current`, `Prev.`, `From`, `To`, `Now`, `Was`, `Revised`, `Target`).
# ---------------------------------------------------------------- a header group of estimates
# A group label over a changes table's old and new estimates (`EPS 2027E`, `PE FY27E`, `EBITDA 2026E` over `Old | New`):
# a group of value columns the reader knows by its measure and year, beside the rating and target groups.
ESTIMATE_GROUP_EN = re.compile(
    r"(?<![\w/])(?:EPS|DPS|PE|PB|EBITDA|EBIT|sales|revenue|net\s+(?:income|profit))"
    r"(?:\s+(?:FY|CY)?'?\d{2,4}[EFA]?)?(?:\s*\([^()\n]{1,10}\))?(?![\w/])",
    re.I,
)
SUB_COLUMN_WORD_EN = re.compile(
    rf"(?:{COLUMN_NEW_WORDS_EN}|{COLUMN_OLD_WORDS_EN}|{COLUMN_FROM_WORD_EN}|{COLUMN_TO_WORD_EN}|now|was|revised|target)",
    re.I,
)
# A header that leads with a rank column (`Rank Company Code View PO`, `# Stock …`): each row opens with its place in
# the house's order (`1 Bharat Nirman Tiles BNTR IN Accumulate Rs612`), a number that is no rating code.
RANK_COLUMN_LEAD_EN = re.compile(rf"^[^\S\n]*(?:{COLUMN_RANK_NAMES_EN}|#|No\.)(?!\w)", re.I)
RANK_CELL = re.compile(r"\d{1,3}\.?")
# A row's cell under an `Action` column printed right before its rating column (`Company Ticker Action Rating TP`):
# what the note does to the rating (`LUMS US Maintain Buy $96`, `Upgrade`, `Init.`), no part of the stock's identity.
RATING_ACTION_CELL_EN = re.compile(
    r"(?:maintain|reiterat|initiat|init\.|upgrad|downgrad|reinstat|resum)\w*|unchanged|no change|new|up|down", re.I
)
# Bloomberg's exchange codes, the listing a bare ticker takes in the next cell (`GOOGL US`, `2330 TT`).
EXCHANGE_CODE = re.compile(
    r"US|HK|JP|JT|TT|TW|KS|KQ|CH|C1|C2|SS|SZ|LN|LI|FP|NA|GR|GY|SW|SE|SM|IM|BB|AU|NZ|IN|IB|SP|TB|IJ|MK|PM|VN|CN|CT|DC|FH|NO|ID|AV|PW|BZ|MM"
)
# A code with its listing after a dot, at the end of a cell (a name may be glued before it:
# `Inc.7769.TW`; after note marks `16,2` it cannot be told from them: none): `2330.TT`, `285A.JP`, `STX.O`, `ASML.NA`,
# and the Taipei Exchange's three letters (`6681.TWO`).
LISTED_CODE_CELL = re.compile(r"(?<![\d,])(?:\d{4,6}|\d{3}[0-9A-Z]|[A-Z][A-Z0-9]{0,5})\.(?:[A-Z]{1,2}|TWO)$")
# A bare exchange code (`8035`, `285A`, `005930`) or a bare ticker (`KLAC`, `GOOGL`).
NUMERIC_CODE_CELL = re.compile(r"\d{4,6}|\d{3}[0-9A-Z]")
PLAIN_TICKER_CELL = re.compile(r"[A-Z][A-Z0-9]{0,4}")
# A ticker before its exchange code in the next cell may be longer: Bloomberg's Indian, Malaysian and Thai roots
# (`RELIANCE IN`, `BHARTI IN`, `TENAGA MK`, `ADVANC TB`); only with its listing after it.
LISTED_TICKER_ROOT_CELL = re.compile(r"[A-Z][A-Z0-9&]{0,9}")
# A value cell of a row: a price (in pence too: `410p`), a percentage, a currency, n.a., a column rule `|`: what
# follows a row's rating.
# A price cell's currency glued before its number, as sell-side tables across Asia and Europe print it:
# `Rs1,940`, `Rp4,200`, `RM4.30`, `Bt262.00`, `P1,980`, `KRW265,000`, `S$1.62`, `NT$228`, `VND41,000`, `MXN124`,
# London's pence `GBp96` (also `GBX`) and pounds `GBP9.60`, and any ISO code glued the same way (`EUR188`, `USD52`);
# Korean houses print the won as one letter or its sign (`W412,000`, `₩98,000`), as Manila prints the peso `P1,980`.
TABLE_PRICE_PREFIX = r"(?:US\$|HK\$|NT\$|NZ\$|S\$|A\$|C\$|R\$|Rmb|RMB|Rs\.?|Rp|RM|Bt|GBp|GBX|GBP|EUR|USD|HKD|JPY|AUD|CAD|NZD|CNY|TWD|P|KRW|INR|IDR|MYR|THB|PHP|VND|SGD|CHF|SEK|NOK|DKK|MXN|BRL|ZAR|Won|W|₩|¥|€|£|\$)"
# A line that is one table cell holding a decimal value (`Bt172.00`, `S$2.48`, `0.8x`, `12.5%`): a table drawn
# as separate text cells gives each cell its own line, and two such lines side by side are two cells, not the
# halves of one number wrapped.
DECIMAL_VALUE_CELL_LINE = re.compile(rf"{TABLE_PRICE_PREFIX}?[-+(]?\d[\d,]*\.\d+(?:x|%)?\)?")
# The currency glued before a price cell's digits (`$62`, `US$210`, `Rs1,940`): what a row's cell starts with.
PRICE_PREFIX_BEFORE = re.compile(rf"(?<![A-Za-z]){TABLE_PRICE_PREFIX}$")
# A stock's call in brackets after its name, its listed ticker first, then its rating and maybe its target, as a
# sector note lists its calls: `Lindqvist Litho (LNQ NA; Overweight; PT €980)`, `Ostrava Etch (OSTR US, Buy, TP
# US$214)`, a London target in pence (`Kestonbury (KSTN LN; Buy, TP 845p)`); the rating word is checked against the lexicon (tasks/finders/stock_calls.py).
PARENTHESISED_CALL_EN = re.compile(
    rf"(?P<name>{COMPANY_NAME_EN}) \((?P<code>{LISTED_TICKER.pattern})[;,][^\S\n]*"
    r"(?P<rating>[A-Z][A-Za-z-]*(?: [A-Z][A-Za-z-]*)?)"
    r"(?:[;,][^\S\n]*(?:Price Target|Target Price|PT|TP|Price Objective|PO)[^\S\n]*:?[^\S\n]*"
    rf"(?P<target>{TABLE_PRICE_PREFIX}?[^\S\n]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d{{1,3}})?p?))?\)"
)
# A stock's own section under its heading line (`Lintas Telekom (LNTS MK)`): its call as labelled values on the
# next line, `Rating: Add | PT: RM4.85`, `Rating: Outperform, PT US$64.00`, `Recommendation: Buy; Target price: S$3.12`.
LABELLED_CALL_LINE_EN = re.compile(
    r"^[^\S\n]*(?:Rating|Recommendation|Rec\.?)[^\S\n]*:[^\S\n]*(?P<rating>[A-Za-z][A-Za-z\-]*(?: [A-Za-z][A-Za-z\-]*)?)"
    r"(?:[^\S\n]*[|;,][^\S\n]*(?:PT|TP|Price target|Target price|Price objective|PO|Target)[^\S\n]*:?[^\S\n]*"
    rf"(?P<target>{TABLE_PRICE_PREFIX}?[^\S\n]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d{{1,3}})?p?)"
    r"(?:[^\S\n]*[|;][^\S\n]*[A-Z][A-Za-z .]{0,24}:[^\S\n]*[^\n|;:]{1,24}?)*)?[^\S\n]*$",
    re.I | re.M,
)
# A stock's key-data box under its heading, one labelled value a line (`Key data` / `Rating Outperform` / `Price target
# ¥3,450` / `Price ¥2,784`), as a sector note's page or section per stock prints it: the rating's line and the
# target's line (a horizon or currency in brackets may follow the label: `Target price (12m): S$3.12`); the rating
# word is checked against the lexicon (tasks/finders/stock_calls.py `_key_data_boxes`).
KEY_DATA_RATING_LINE_EN = re.compile(
    r"^[^\S\n]*(?:Stock[^\S\n]+rating|Investment[^\S\n]+rating|Rating|Recommendation|Rec\.?)[^\S\n]*:?[^\S\n]+"
    r"(?P<rating>[A-Za-z][A-Za-z\-]*(?:[^\S\n][A-Za-z][A-Za-z\-]*)?)[^\S\n]*$",
    re.I | re.M,
)
KEY_DATA_TARGET_LINE_EN = re.compile(
    r"^[^\S\n]*(?:12-month[^\S\n]+|12m[^\S\n]+)?(?:Price[^\S\n]+target|Target[^\S\n]+price|PT|TP|Price[^\S\n]+objective|PO)"
    r"[^\S\n]*(?:\([^()\n]{1,12}\))?[^\S\n]*:?[^\S\n]*"
    rf"(?P<target>{TABLE_PRICE_PREFIX}?[^\S\n]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d{{1,3}})?p?)[^\S\n]*$",
    re.I | re.M,
)
# The same call without its labels, a value line under the stock's heading: the rating, then the labelled target
# (`OW, PT 2,650p`, `Buy | TP HK$8.90`); the rating word is checked against the lexicon.
BARE_CALL_LINE_EN = re.compile(
    r"^[^\S\n]*(?P<rating>[A-Za-z][A-Za-z\-]*(?: [A-Za-z][A-Za-z\-]*)?)[^\S\n]*[|;,][^\S\n]*"
    r"(?:PT|TP|Price target|Target price|Price objective|PO|Target)[^\S\n]*:?[^\S\n]*"
    rf"(?P<target>{TABLE_PRICE_PREFIX}?[^\S\n]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d{{1,3}})?p?)[^\S\n]*$",
    re.I | re.M,
)
# The same call as a label line over a value line (`Rating Target` / `Add KRW62,000`): the stock's key data
# printed as columns under its heading, the rating and the target first, maybe more after them (a one-row table
# `Rating Price target Price Upside` / `Buy €212 €176 20%`: prices, percentages, n.a., a dash for no value:
# `Rating TP CMP` / `BUY INR1,840 -`).
_CALL_COLUMN_VALUE_AFTER = (
    rf"[^\S\n]+[-+]?(?:{TABLE_PRICE_PREFIX}[^\S\n]?)?\d[\d,]*(?:\.\d+)?%?|[^\S\n]+n\.?a\.?|[^\S\n]+[-–—](?=[^\S\n]|$)"
)
LABELLED_CALL_COLUMNS_EN = re.compile(
    r"^[^\S\n]*(?:Rating|Recommendation|Rec\.?)[^\S\n]+(?:PT|TP|Price target|Target price|Price objective|PO|Target)"
    r"(?:[^\S\n]+[A-Z][\w/.%()$€£¥ -]{0,60})?"
    r"[^\S\n]*\n[^\S\n]*(?P<rating>[A-Za-z][A-Za-z\-]*(?: [A-Za-z][A-Za-z\-]*)?)[^\S\n]+"
    rf"(?P<target>{TABLE_PRICE_PREFIX}?[^\S\n]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d{{1,3}})?)(?:{_CALL_COLUMN_VALUE_AFTER})*[^\S\n]*$",
    re.I | re.M,
)
# A stock's own section headed by its name, ticker and call in one line (`Orchid Harbour REIT (OHRT SP): Upgrade to Buy
# from Neutral; TP S$1.92`, `Alder Foods (ALDF LN): Maintain Hold`), or a line of a `Rating changes` list in the same
# form (`Kaori Foods (2809 JP): to Buy from Neutral; TP ¥3,200 (from ¥2,700)`): a sector note's call on that stock, its
# rating the one the `call` words move to (tasks/finders/stock_calls.py labelled_sections). The call may be the bare
# rating (`bare`: `Kestrel Air (KSTL SP): Add, PT S$3.40`, a rating word of the lexicon as a whole); the old target
# may follow in brackets, the bracket left open where the line wraps. A list of calls prints the same line as a bullet,
# the call after a dash, and a reason after the target (`• Pearl Delta Express (PRDX HK) - Buy, TP HK$8.90: parcel
# volumes up 25%.`); a reason follows only a stated target, so the line still states a whole call.
STOCK_CALL_HEADING_EN = re.compile(
    r"^[^\S\n]*(?:[•▪‣◦*\-–][^\S\n]*)?(?P<name>[A-Z][^\n():;]{1,60}?)[^\S\n]*"
    r"\((?P<code>(?:\d{3,6}|[A-Z][A-Z0-9]{0,5})(?:[. ][A-Z]{1,3})?)\)"
    r"[^\S\n]*(?::|[-–—](?=[^\S\n]))[^\S\n]*(?P<call>(?:(?:upgrad|downgrad|maintain|reiterat|initiat|retain|keep|stay|resum|reinstat)\w*"
    r"|to(?=[^\S\n]))[^\n;|]{1,40}?|(?P<bare>[A-Za-z][A-Za-z\-]*(?:[^\S\n][A-Za-z][A-Za-z\-]*)?))"
    r"(?:[^\S\n]*[;|,][^\S\n]*(?:PT|TP|Price target|Target price|Price objective|PO|Target)"
    rf"[^\S\n]*:?[^\S\n]*(?P<target>{TABLE_PRICE_PREFIX}?[^\S\n]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d{{1,3}})?))?"
    r"(?:[^\S\n]*\((?:from|was|prev(?:ious)?|prior|old)\b[^\n()]*\)?)?(?(target)(?:[^\S\n]*:[^\S\n][^\n]*)?)[^\S\n]*$",
    re.I | re.M,
)
# A stock's call in brackets after its name, with its listed ticker: `Castlekeep Homes (CSKL LN, Overweight, PT 612p)`,
# or without the rating where a first-person stance puts it before the name (`we are Underweight Glenmore Living
# (GLNM LN, PT 310p)`: `name` then starts with the rating, tasks/finders/stock_calls.py `_bracketed_calls` splits it).
# The bracket may wrap onto the next line.
BRACKETED_CALL_EN = re.compile(
    rf"(?P<name>{COMPANY_NAME_EN})[^\S\n]\((?P<code>{LISTED_TICKER.pattern}),\s*"
    r"(?:(?P<rating>[A-Z][A-Za-z-]*(?:[^\S\n][A-Z][A-Za-z-]*)?)\s*[,;]\s*)?"
    r"(?:PT|TP|Price target|Target price|Price objective|PO|Target)[^\S\n]*:?[^\S\n]*"
    rf"(?P<target>{TABLE_PRICE_PREFIX}?[^\S\n]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d{{1,3}})?p?)\)"
)
# ---------------------------------------------------------------- a summary bullet's stance on a stock
# A summary bullet that names a stock with its listed ticker in brackets, then says where its rating stands with a
# verb of stance or change, and maybe its target: `• Hollway Stores (HLWY LN) stays Sell, TP 96p, as …`, `– Alder
# Foods (ALDF US) remains Neutral with a PT of $41`, `• Corvex (CRVX US) is upgraded to Buy (PT $62)`. The bullet
# mark (BULLET_LINE_START) is checked by tasks/finders/stock_calls.py `_bullet_stance_calls`; the rating word
# against the lexicon.
BULLET_STANCE_CALL_EN = re.compile(
    rf"(?P<name>{COMPANY_NAME_EN})[^\S\n]\((?P<code>{LISTED_TICKER.pattern})\)[^\S\n]+"
    r"(?:stays|remains|is|moves|goes|returns)(?:[^\S\n]+(?:rated|upgraded|downgraded|cut|raised|moved))?"
    r"(?:[^\S\n]+(?:at|to|as|an?))?[^\S\n]+"
    r"(?P<rating>[A-Z][A-Za-z-]*(?:[^\S\n][A-Z][A-Za-z-]*)?)"
    r"(?:[^\S\n]*[,;(]?[^\S\n]*(?:with[^\S\n]+an?[^\S\n]+|and[^\S\n]+an?[^\S\n]+|on[^\S\n]+an?[^\S\n]+)?"
    r"(?:PT|TP|price[^\S\n]+target|target[^\S\n]+price|target)(?:[^\S\n]+of)?[^\S\n]*:?[^\S\n]*"
    rf"(?P<target>{TABLE_PRICE_PREFIX}?[^\S\n]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d{{1,3}})?p?)(?![\d,.]\d))?"
)
# A `companies mentioned` list's item: the stock's listed ticker, its price and its rating in brackets, split by
# slashes (`Alpine Chemicals (ALPC.N/$48.20/Buy)`); the name before the bracket when on the same line. The price is the
# current one, no target; the rating word is checked against the lexicon.
SLASHED_CALL_EN = re.compile(
    rf"(?:(?P<name>{COMPANY_NAME_EN})[^\S\n])?\((?P<code>{LISTED_TICKER.pattern})[^\S\n]?/[^\S\n]?"
    rf"{TABLE_PRICE_PREFIX}?[^\S\n]?\d[\d,]*(?:\.\d+)?p?[^\S\n]?/[^\S\n]?"
    r"(?P<rating>[A-Z][A-Za-z-]*(?:[^\S\n][A-Z][A-Za-z-]*)?)\)"
)
# A calls box's item led by its rating: `Buy Southern Karri Airlines (SKAR AU), TP A$7.95`, items one a line or run
# together; `lead` holds the rating and the name (tasks/finders/stock_calls.py `_rating_led_calls` splits them).
RATING_LED_CALL_EN = re.compile(
    rf"(?<!\S)(?P<lead>[A-Z][^\n()]{{2,100}}?)[^\S\n]*\((?P<code>{LISTED_TICKER.pattern})\)[^\S\n]*[,;:|][^\S\n]*"
    r"(?:PT|TP|Price target|Target price|Price objective|PO|Target)[^\S\n]*:?[^\S\n]*"
    rf"(?P<target>{TABLE_PRICE_PREFIX}?[^\S\n]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d{{1,3}})?p?)(?![\d,.]*\d)"
)
COMPANY_NAME_WHOLE_EN = re.compile(COMPANY_NAME_EN)
# A picks list's item: a stock's name and listed ticker, a dash or a colon, its rating, then its labelled target
# (`Skylark Ports (SKLP LN) – Buy, PT 1,085p`, `Havgrunn Drilling (HVGD NO) — Equal-weight; TP NOK 112`), as a `Top
# picks` / `Least preferred` column or a framed box prints them, one a line or run together on one line where the
# column is narrow; the rating word is checked against the lexicon (tasks/finders/stock_calls.py `_dashed_items`).
DASHED_CALL_ITEM_EN = re.compile(
    rf"(?<![\w&'.\-])(?P<name>{COMPANY_NAME_EN})[^\S\n]*\((?P<code>{LISTED_TICKER.pattern})\)[^\S\n]*[-–—:][^\S\n]*"
    r"(?P<rating>[A-Z][A-Za-z-]*(?:[^\S\n][A-Z][A-Za-z-]*)?)[^\S\n]*[,;|][^\S\n]*"
    r"(?:PT|TP|Price target|Target price|Price objective|PO|Target)[^\S\n]*:?[^\S\n]*"
    rf"(?P<target>{TABLE_PRICE_PREFIX}?[^\S\n]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d{{1,3}})?p?)(?![\d,.]*\d)"
)
# A separator a call's line prints between its rating and the stock's name (`BUY - Marrow Health (MRWH US): PO $64`,
# `Overweight: Tarsus Logistics (TRSL US), PT $72`): no word of the name.
RATING_NAME_SEPARATOR_EN = re.compile(r"[-–—:|]")
# A stock's line that prints its rating last, in square brackets (`• Tarsus Logistics (TRSL US), PT $72: the
# asset-light model gains most [Overweight]`), bulleted or not: its name and listed ticker, the labelled target when it
# states one, a reason, then the rating; the rating word is checked against the lexicon.
BRACKETED_RATING_LINE_EN = re.compile(
    rf"^[^\S\n]*(?:[•▪‣◦*\-–][^\S\n]*)?(?P<name>{COMPANY_NAME_EN})[^\S\n]*\((?P<code>{LISTED_TICKER.pattern})\)"
    r"(?:[^\S\n]*[,;:|]?[^\S\n]*(?:PT|TP|Price target|Target price|Price objective|PO|Target)[^\S\n]*:?[^\S\n]*"
    rf"(?P<target>{TABLE_PRICE_PREFIX}?[^\S\n]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d{{1,3}})?p?))?"
    r"[^\n\[\]]*\[(?P<rating>[A-Za-z][A-Za-z-]*(?:[^\S\n][A-Za-z][A-Za-z-]*)?)\][^\S\n]*$",
    re.M,
)
# A word of a line, as spaces split it.
SPACED_WORD = re.compile(r"\S+")
# The words of a first-person stance right before a rating word: `we are Underweight`, `we remain Overweight`.
STANCE_BEFORE_RATING_EN = re.compile(r"\bwe(?:[^\S\n]+(?:are|remain|stay)|'re)[^\S\n]+$", re.I)
# Where a rating word is the old one in a call's words: right after `from` (`Upgrade to Buy from Neutral`).
OLD_RATING_BEFORE_EN = re.compile(r"\bfrom[^\S\n]+$", re.I)
# A currency cell of a table printed apart from its price (`NOK 312`, `EUR 61.00`): the ISO codes of the markets
# sell-side notes cover, the Nordic, Swiss, Americas' and Asian ones among them.
# The local signs Asian and Commonwealth houses print apart from a price, as a cell of their own (`RM 11.40`,
# `Rp 4,200`, `Rs 1,940`, `Bt 172`, `S$ 2.48`, `A$ 5.45`, `₩ 98,000`).
_TABLE_LOCAL_CURRENCY_SIGNS = r"RM|Rp|Rs\.?|Bt|S\$|A\$|C\$|NZ\$|R\$|₩"
_TABLE_CURRENCY_CODES = (
    r"USD|HKD|CNY|JPY|EUR|TWD|KRW|GBP|RMB|Rmb|INR|SGD|AUD|CHF|NOK|SEK|DKK|CAD|NZD|ZAR|MXN|BRL|IDR|MYR|THB|PHP|VND"
    rf"|{_TABLE_LOCAL_CURRENCY_SIGNS}"
)
TABLE_VALUE_CELL = re.compile(
    rf"[-(]?{TABLE_PRICE_PREFIX}?[-(]?\d[\d,.]*(?:%|x|p)?\)?%?"
    rf"|{_TABLE_CURRENCY_CODES}|US\$|HK\$|NT\$|¥|€|£|\$|n\.?a\.?|NA|NM|nc|-+|—|\|",
    re.I,
)
# A row's date or time cell (`09 Jul 15:00`): the price's as-of date, between a row's identity and its rating.
TABLE_DATE_CELL = re.compile(r"\d{1,2}|\d{1,2}:\d{2}|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec")
# A time cell glued to the next cell by the text layer (`16:002H`: the time, then a rating code).
GLUED_TIME_CELL = re.compile(r"(?P<time>(?:[01]?\d|2[0-3]):[0-5]\d)(?=\S)")
# A cell that holds no value: no change, not available, not meaningful, a dash.
TABLE_NO_VALUE_CELL = re.compile(r"nc|n\.?a\.?|NA|NM|-+|—|\|", re.I)
# A row that totals or averages the others, or an index's row: no stock.
NOT_A_STOCK_ROW = re.compile(
    r"(?:average|avg\.?|mean|median|total|sum|sector|industry|index|coverage|universe|market|consensus|weighted"
    r"|overall|peers?)\b",
    re.I,
)

# A BofA rating cell glued to the next row's first cell in one line: `B-1-7 GOOG`.
GLUED_RATING_CELL = re.compile(r"([ABC]-[123]-[789]) (\S.*)")
# The rating column of a table's header: `Rating`, `12-month rating`, `MS Rating`, `Rating GOOGL` (glued).
TABLE_RATING_HEADER = re.compile(r"^(?:[\w-]+ )?rating(?: \S+)?$", re.I | re.M)
# An analyst column: the table lists a team's coverage (the disclosures), not this report's calls.
COVERAGE_HEADER = re.compile(r"^Analysts?$", re.M)
# A target column in the header: `Price Target`, `Target Price`, `PT`, `TP`.
TABLE_TARGET_HEADER = re.compile(r"^(?:price )?target(?: price)?$|^PT$|^TP$", re.I | re.M)
# A percentage or multiple cell (`24%`, `-16%`, `(3.5%)`, `14.2x`): a value column's cell (upside, yield, P/E),
# never a code or a name; a table may print such columns before its rating column.
TABLE_RATIO_CELL = re.compile(r"[-+(]?\d[\d,.]*(?:%|x)\)?")
TABLE_CURRENCY_CELL = re.compile(rf"{_TABLE_CURRENCY_CODES}|US\$|HK\$|NT\$|¥|€|\$")
TABLE_PRICE_CELL = re.compile(rf"{TABLE_PRICE_PREFIX}? ?\d{{1,3}}(?:,\d{{3}})*(?:\.\d{{1,3}})?p?")
# ---------------------------------------------------------------- a table cell's grey second line (tight tables)
# The second line a tight table prints under a cell's value, in smaller grey type: the previous rating or target
# (`was Hold`, `Prev: Hold`, `Prev: HK$7.90`, `(prev. Buy)`, `from Neutral`, `上次：推荐`, `前次：买入`, `首次`, `首次覆盖`),
# at the end of a line that continues a row. No value of the row: the row's values are the cells before it.
PRIOR_VALUE_NOTE_TAIL = re.compile(
    r"(?:(?<=\s)|^)\(?(?:was|prev(?:ious)?|prior|old|from|last)\b\.?:?[^\S\n]*[^\s()]+(?:[^\S\n][^\s()]+)?\)?[^\S\n]*$"
    r"|(?:^|(?<=\s))(?:(?:上次|前次|上期|原|此前)(?:评级)?[:：][^\S\n]*\S{1,8}|首次(?:覆盖|评级)?)[^\S\n]*$",
    re.I,
)
# The same grey note inside a Chinese table row, where the text layer glues it to the rating (`推荐上次：推荐`): the
# previous rating after `上次` / `前次` / `此前`, or a first coverage (`首次`, `首次覆盖`); no rating of the row.
PRIOR_VALUE_NOTE_ZH = re.compile(
    r"(?:上次|前次|上期|此前)(?:评级)?[:：][^\S\n]*[\u4e00-\u9fff]{1,4}|首次(?:覆盖|评级)?"
)
# The word that opens that grey note where the text layer keeps it on the row's line, right after the rating cell
# (`Hold was Buy NT$142 …`, `Buy Prev: Hold HK$9.60 …`): it and the previous rating after it are no cells of the row.
PRIOR_VALUE_NOTE_WORD = re.compile(r"(?:was|prev(?:ious)?|prior)[.:]?", re.I)
# A cell of a line that continues a row of a tight table: a value (`NT$1,250`, `W380,000`, `18.2`), a signed
# percentage (`+21.4%`, the upside printed under the target) or a currency.
ROW_CONTINUATION_CELL = re.compile(rf"(?:{TABLE_VALUE_CELL.pattern})|[-+]?\d[\d,.]*%", re.I)
# A header's first row glued onto its line (`Company Ticker Rating Target Price PE 27E Jinghong Electronics 2391 TT Buy`):
# the row opens with a name's word, a capital then small letters (`Jinghong`, `Bank`), or a Han character; a header's
# own words after its last column name the reader knows are abbreviations (`PE 27E`, `(LC)`).
ROW_NAME_OPENING_CELL = re.compile(r"[A-Z][a-z][\w&.'-]*|[\u4e00-\u9fff]\S*")

# ---------------------------------------------------------------- a note mark glued to a table's value cell
# A note mark printed right after a number in a table cell (`45.0(a)`, `12.8*`, `1,480†`, `612¹`): it refers the
# reader to a note under the table (`(a) Target raised in this report`), no part of the value. The cell is the number
# before it, and still a value cell. A bracketed mark is one letter or one digit; a glyph mark one to three glyphs.
VALUE_CELL_NOTE_MARK = re.compile(r"(?<=\d)(?:\([a-z]\)|\(\d\)|[*†‡§¹²³⁴⁵⁶⁷⁸⁹⁰]{1,3})$")
# ---------------------------------------------------------------- a note mark glued to a table's rating cell
# A glyph mark printed right after a rating word in a table cell (`BUY*`, `Outperform†`, `Buy¹`): it refers the
# reader to a note under the table (`* Top pick`, `† Rating changed in this report`), no part of the rating.
RATING_CELL_NOTE_MARK = re.compile(r"(?<=[A-Za-z])[*†‡§¹²³]{1,2}$")
# ---------------------------------------------------------------- a header cell's wrapped unit or year tag
# What a stacked header cell in small type wraps onto the header's next line besides column names: its unit in
# brackets (`Target` / `(LC)`), its year tag (`Yield` / `27E`), a unit with no brackets (`US$bn`), and the short
# names of per-share and multiple columns (`EPS`, `PE`, `PB`, `DY`).
HEADER_WRAP_REST_EN = re.compile(
    r"(?:\s+|\([^()\n]{1,10}\)|(?:FY|CY)?'?\d{2,4}[EFA](?![\w])|[A-Z]{0,3}\$?(?:bn|mn|m|k)\b|(?:EPS|PE|PB|DY)(?![\w/]))*",
)
# A transposed stock table (tasks/finders/transposed_tables.py): the stocks are its columns and each field a row
# led by its label, one row a line (`Ticker KNDT SP ALTW SP SNDC SP`, `Rating Overweight Neutral Overweight`,
# `Target S$2.48 S$1.36 S$0.97`; `代码300918.SZ 002977.SZ`, `评级买入增持增持`, `目标价(元)218.00 46.50`).
# The row of codes, led by its label: `Ticker`, `Code`, `Bloomberg code`, `RIC`, `代码`, `股票代码`.
TRANSPOSED_CODE_LABEL = re.compile(
    r"(?:Ticker|Code|Stock code|Bloomberg(?: ticker| code)?|BBG(?: ticker| code)?|RIC|股票代码|证券代码|代码)\s*"
)
# One code cell of that row: an exchange code or a ticker, with its listing after a dot or a space (`KNDT SP`,
# `300918.SZ`, `AKRB JP`, `0700 HK`, `STX.O`).
TRANSPOSED_CODE_CELL = re.compile(
    rf"(?:\d{{4,6}}|\d{{3}}[0-9A-Z]|[A-Z][A-Z0-9]{{0,5}})(?:\.(?:[A-Z]{{1,2}}|TWO)| (?:{EXCHANGE_CODE.pattern}))?(?![\w.])"
)
# A table drawn as columns of text without rules is read one column after the other, each column its header and
# then its cells over the lines below (`Company` / `Maravesse Luxe (MRVS FP)` / `Château Nerac (CHTN FP)`, `Rating
# Buy` / `Buy` / `Neutral`): the same rows, each running over several lines. The header of its stocks' column:
TEXT_COLUMN_COMPANY_LABEL = re.compile(r"(?:Company|Stock|Name)(?: name)?\s*$", re.I)
# One stock of that column: its name, then its code with its listing, in brackets or not (`Peakgrid Energy PKGR US`,
# `Château Nerac (CHTN FP)`); a line may hold several (the column's cells a text layer joined).
TEXT_COLUMN_STOCK = re.compile(
    r"(?P<name>[^\W\d_][\w&'.\-]*(?: [^\W\d_][\w&'.\-]*){0,4}?) "
    rf"(?:\((?P<bracketed>{TRANSPOSED_CODE_CELL.pattern})\)"
    rf"|(?P<listed>(?:\d{{4,6}}|[A-Z][A-Z0-9]{{1,5}})(?:\.(?:[A-Z]{{1,2}}|TWO)| (?:{EXCHANGE_CODE.pattern}))(?![\w.])))"
)
# The row of ratings, led by its label: `Rating`, `Recommendation`, `Rec.`, `评级`, `投资评级`.
TRANSPOSED_RATING_LABEL = re.compile(r"(?:Rating|Recommendation|Reco|Rec\.?|投资评级|评级)\s*")
# One row of both, each stock's rating then its target (`Rating / target Sector Perform C$4.20 Outperform C$12.75`).
TRANSPOSED_RATING_TARGET_LABEL = re.compile(
    r"(?:Rating|Recommendation|Reco|Rec\.?) ?/ ?(?:Target price|Price target|Target|PT|TP)\s*", re.I
)
# The row of targets, led by its label: `Target`, `Target price`, `PT (US$)`, `TP`, `Fair value`, `目标价(元)`.
TRANSPOSED_TARGET_LABEL = re.compile(
    r"(?:(?:12-?m(?:onth)? )?(?:Target(?: price)?|Price target|PT|TP|Fair value)(?: ?\([^)]{1,12}\))?"
    r"|目标价(?:格)?(?:\([^)]{1,6}\))?)\s*"
)
# A name cell: Latin words (`JX ADVANCED META`, `Hon.Precision, Inc.`, `Han's CNC Technology`),
# note marks glued to its end left out (`Delta Electronics4,6,28a`, `Quanta1a,5,6,28a`).
TABLE_NAME_CELL = re.compile(
    r"(?P<name>[A-Za-z][A-Za-z0-9&'.,\- ]{1,44}?[A-Za-z.)])(?:\d{1,2}[a-z]?(?:,\d{1,2}[a-z]?)*)?"
)
# "下调目标价X至Y" / "目标价由X上调至Y": a price followed by 至 and another price is the old one.
PRICE_CHANGED_TO = re.compile(r"\s?(?:至|到)\s?(?:HK\$|US\$|\$|¥)?\d")
PRICE_CHANGE_VERB_BEFORE = re.compile(
    r"(?:上调|下调|调高|调低|提高|提升|下修|调整|raise[sd]?|cut|lower(?:ed)?)\s?(?:\S{0,4})?$", re.I
)
# "由38.00元上调至45.50元": the price before it is the old target.
PRICE_CHANGED_FROM = re.compile(r"\s?(?:上调|下调|调高|调低|提升|提高|调整)\s?(?:至|为|到)")
CURRENCY_UNITS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"港元|港币|HK\$|HKD", re.I), "HKD"),
    (re.compile(r"美元|US\$|USD", re.I), "USD"),
    (re.compile(r"NT\$|TWD"), "TWD"),
    (re.compile(r"JPY"), "JPY"),
    (re.compile(r"KRW|Won\b|₩|(?<![A-Za-z])W(?=\d)"), "KRW"),
    (re.compile(r"€|EUR"), "EUR"),
    (re.compile(r"S\$|SGD"), "SGD"),
    (re.compile(r"A\$|AUD"), "AUD"),
    (re.compile(r"£|GBP"), "GBP"),
    (re.compile(r"\bRs\.?(?=\s?\d)|INR"), "INR"),
    (re.compile(r"(?<![A-Za-z])Rp(?=\s?\d)|IDR"), "IDR"),
    (re.compile(r"(?<![A-Za-z])RM(?=\s?\d)|MYR"), "MYR"),
    (re.compile(r"(?<![A-Za-z])Bt(?=\s?\d)|THB"), "THB"),
    (re.compile(r"(?<![A-Za-z])P(?=\d)|PHP"), "PHP"),
    (re.compile(r"VND"), "VND"),
    (re.compile(r"SEK"), "SEK"),
    (re.compile(r"NOK"), "NOK"),
    (re.compile(r"DKK"), "DKK"),
    (re.compile(r"CHF"), "CHF"),
    (re.compile(r"(?<![A-Za-z])C\$|CAD"), "CAD"),
    (re.compile(r"人民币|元|RMB|CNY|Rmb", re.I), "CNY"),
    *((re.compile(code), code) for code in OTHER_ISO_CURRENCIES),
)

# ---------------------------------------------------------------- risk sections

RISK_HEADING_ZH = re.compile(
    r"评级面临的主要风险|风险及不确定因素提示|风险及不确定因素|风险提示|风险因素|主要风险|投资风险|风险分析"
)
RISK_HEADING_EN = re.compile(r"key risks|risk factors|risks to our (?:view|rating)|risks to", re.I)
_RISK_BEFORE_COLON = r"风险(?=\s*[:：])|\brisks?(?=\s?[:：])"
# A heading that guards its section from removal: the named headings, or 风险/risks before a colon
# (bare 风险 is in every disclaimer: "市场有风险").
RISK_HEADING = re.compile(f"{RISK_HEADING_ZH.pattern}|{RISK_HEADING_EN.pattern}|{_RISK_BEFORE_COLON}", re.I)
# The finders' heading: also a bare 风险 right after a sentence end, flush against its first item
# (`。风险销售收入增长率不及预期`), as whitespace-stripped texts print it.
RISK_SECTION_HEADING = re.compile(
    f"{RISK_HEADING_ZH.pattern}|{_RISK_BEFORE_COLON}|(?<=[。\\n])风险(?=[{HAN_RANGES}])|{RISK_HEADING_EN.pattern}", re.I
)
# A risk heading that is a table-of-contents entry of a whitespace-stripped text: leader dots, a page
# number, or a page number glued to the next chapter's number (`6.风险提示31.1CXO板块…`: page 3,
# chapter 1.1; a sidebar: `6.风险提示2.1CXO…`), or to the next heading (`6.风险提示456风险提示…`).
TOC_ENTRY_AFTER_RISK_HEADING = re.compile(
    r"^[\s.…·\-—_]{3,}|^\s*\d{1,3}\s*$|^[\s.…·\-—_]*\d{1,3}\s*[\n图表]"
    f"|^\\d{{1,4}}\\.\\d(?=[A-Za-z{HAN_RANGES}])|^\\d{{1,4}}(?=风险)"
)
# The same in the prompt's kept text, which keeps its line breaks: after an optional colon, leader
# dots, or a page number that ends its line.
TOC_LINE_AFTER_RISK_HEADING = re.compile(r"[\s:：]*(?:[.…·\-—_]{3,}|\d{1,3}\s*(?:\n|$))")
# A risk heading inside disclaimer wording, no section's: `风险提示及法律声明`, `…等风险` (matched
# at the heading's end); `免责声明`, `使用本研究报告的风险` (searched before it).
# A risk heading that is one member of an enumeration (`收益分析、风险分析、盈亏统计`, not a chapter's
# `四、风险提示`) or the object of a disclaimer's verb (`自行承担投资风险`) opens
# no section either.
NOT_A_RISK_SECTION_AFTER = re.compile(r"(?:及|与|和)\s?(?:法律|免责|重要)|等|、")
NOT_A_RISK_SECTION_BEFORE = re.compile(r"(?:法律声明|免责声明|的|承担|[^\d一二三四五六七八九十\s]、)\s*$")
# What follows a bare 风险/risk heading that opens a list: a colon, a space, a first item up to its
# semicolon, a list number.
LIST_AFTER_BARE_RISK_HEADING = re.compile(r"[:：]|\s|.{0,80}?[；;]|[(（]?\d[)）.、]")
# A paragraph that opens the section after a risk section.
SECTION_AFTER_RISKS = re.compile(
    r"(?:投资建议|盈利预测|估值|财务|附录|分析师|免责|重要声明|法律声明|特别声明|信息披露|评级|请务必|敬请|本报告|"
    r"disclaimer|disclosures?|analyst|valuation|financial)",
    re.I,
)
# AlphaFin dropped the brackets of numbered items: `1 疫情反复… 2 市场竞争…`.
ALPHAFIN_ITEM_NUMBER = re.compile(f"(?:^|(?<=\\s))\\d{{1,2}} (?=[{HAN_RANGES}])")
# AlphaFin turned the separators into spaces: `…客户推进不及预期 ADAS产品进展不及预期`.
ALPHAFIN_ITEM_SPACE = re.compile(f"(?<=[{HAN_RANGES}]) (?=[{HAN_RANGES}A-Za-z])")
# A risk item's title before its explanation: `X风险：long explanation`.
RISK_ITEM_TITLE_BEFORE_COLON = re.compile(r"[^：:]{2,30}(?=[：:])")
# A Chinese risk item's title before a double dash and its explanation: `食品安全风险——餐饮行业…`.
RISK_ITEM_TITLE_BEFORE_DASH_ZH = re.compile(rf"[^：:—]{{2,30}}[{HAN_RANGES}）)](?=——)")
# The marks Chinese prose numbers a list's items by, each in its own group so a list's marks are
# checked to run in sequence: an ordinal before 是 (`一是原材料…；二是…`) or a chapter's sub-section
# number (`6.1创新药研发失败风险`, `6.2…`), a Han character right after it.
CHINESE_ORDINAL_ITEM_MARK = re.compile(rf"(?P<ordinal>[一二三四五六七八九十])是(?=[{HAN_RANGES}])")
CHAPTER_SECTION_ITEM_MARK = re.compile(
    rf"(?P<chapter>\d{{1,2}})\.(?P<section>\d{{1,2}})(?![\d.%])\s*(?=[{HAN_RANGES}])"
)
# The same ordinal mark right before an item, where a list's item may start (`；二是|海外产能…`).
CHINESE_ORDINAL_ITEM_MARK_BEFORE = re.compile(r"(?:^|[\s。；;，,：:])[一二三四五六七八九十]是$")
# Where a risk section ends in a whitespace-stripped text: a source line, a table or chart, a
# disclaimer, the analyst block, the rating legend, a page header naming the broker
# (`川财证券研究报告`), a page number glued to a chapter heading (`4一、短期`); 投资建议 closing a
# clause (`不构成投资建议；`) is an item's words, not the next section; a sidebar's `相关研究` over its list of
# report titles (`1.《…》`).
RISK_SECTION_STOP = re.compile(
    rf"[{HAN_RANGES}]{{2}}证券研究报告|\d{{1,3}}[一二三四五六七八九十]、|"
    r"资料来源|数据来源|来源[:：]|请务必|敬请|免责|财务摘要|财务报表|盈利预测|\[table|table_|重点关注|图表?\s?\d|表\s?\d|(?:-?\d+%){2,}|\d{8,}|[(（]\d+/\d+|年结|百万|单位[:：]|＃|#|分析师|评级说明|投资评级|"
    r"证券研究报告|研究报告|本报告|作者[:：]|(?<![^\n。；;！!？?])作者|正文目录|目录|投资建议(?![。；;，,])|代码名称|股票代码|证券代码|公司代码|\d{1,3}代码|买入[(（]|增持[(（]|[(（]维持[)）]|相关报告|相关研究(?=\s*(?:\d{1,2}[.、)]\s*)?《|\s*$)|致谢|联系人",
    re.I,
)
# A risk item may end flush against the next section in a whitespace-stripped text.
RISK_ITEM_RUNS_INTO = re.compile(
    RISK_SECTION_STOP.pattern
    + f"|[{HAN_RANGES}]{{2,4}}证券"
    + r"|投资建议|估值|附录|附表|公司简介|相关报告|市场数据|风险提示|重点|股价|行业表现|走势",
    re.I,
)
# English notes. A risk heading is a short line of its own (`Risks to Upside`, `Key risks`,
# `Risks to Rating and Price Target`, `Price objective basis & risk`); a lead-in opens a paragraph
# and the items follow it (`Downside risks to our price objective are: (1)…`, `Key risks include:`).
RISK_WORD_EN = re.compile(r"\brisks?\b", re.I)
NOT_A_RISK_HEADING_EN = re.compile(
    r"disclos|certif|conflict|definition|distribution|legal|investing in|general|important|sustainab|\besg\b"
    r"|risk[- ](?:free|premium|adjusted|weight|appetite|asset|on|off)|risk information|reward|scenario|analyst",
    re.I,
)
# Both directions named as one word of a risk heading or lead-in (`Upside/downside risks`, `Downside and upside risks`).
_RISK_DIRECTION_PAIR_EN = r"(?:upside|downside)\s*(?:/|&|and)\s*(?:upside|downside)"
_RISK_LEAD_PREFIX_EN = (
    r"(?:(?:"
    + _RISK_DIRECTION_PAIR_EN
    + r"|the|our|other|key|main|major|primary|principal|downside|upside|investment|biggest|potential)\s+){0,3}risks?\b"
)
# A lead-in may open a bullet's line too (`• Key risks: A; B; C.` as an executive summary's last bullet), and
# a sentence may say who sees the risks before naming them (`We see three risks to our view: (1)…`).
RISK_LEAD_IN_EN = re.compile(
    rf"(?:^|(?<=[.;]\s)|(?<=\n)|(?<=[{BULLETS}{OCR_BULLETS}]\s))"
    r"(?:(?:we\s+(?:see|flag|highlight|identify)|there\s+are)\s+(?:(?:two|three|four|five|several)\s+)?(?=\w+\s+risks?\b|risks?\b))?"
    + _RISK_LEAD_PREFIX_EN
    + r"(?:\s+(?:to|for|on|that|in|of)\b[^:.\n]{0,110}?)?\s*(?:\b(?:include[sd]?|are|is|relate[sd]?\s+to)\b\s*:?|:)\s*",
    re.I,
)
# A run-in title of risk words closed by a full stop before the lead-in it opens (`Risks. The main risks to our
# call are (1)…`), as a bold paragraph title.
RISK_RUN_IN_TITLE_EN = re.compile(r"(?:(?:key|main|investment)\s+)?risks?\.[ \t]+(?=\S)", re.I)
# A sentence of a risk section that is no risk: the valuation method of a `Valuation Method and Risk
# Statement` (`We value X with…`, `Valuation methodologies in the sector include…`), the call restated after
# the risks (`We remain Neutral on the sector`), or the lead-in that
# announces the risks without naming one (`…investors should consider several challenges`).
NOT_A_RISK_ITEM_EN = re.compile(
    r"^(?:we value\b|valuation methodolog|(?:our|the) (?:price target|target price|PT|TP|PO) is (?:based|derived|set))"
    r"|^we (?:remain|stay|keep|reiterate|maintain|retain) (?:\w+ )?(?:neutral|positive|negative|cautious|constructive"
    r"|overweight|underweight|equal[- ]weight|market[- ]weight|buy|hold|sell|our)\b"
    r"|\b(?:the following|several|a number of|these|various|some|two|three|four|five)\s+(?:\w+\s+)?"
    r"(?:risks|challenges|factors)(?:\s+to\s+(?:our|the|this)(?:\s+\w+){1,2})?$",
    re.I,
)
# The direction of an English risk list: `Upside risks are…`, `Risks to Downside`.
RISK_DIRECTION_EN = re.compile(r"\b(?:upside|downside)\b", re.I)
# An inline list number of an English risk paragraph: `(1)`, `1)`, `(i)`, `ii)`, `(a)`.
RISK_NUMBER_EN = re.compile(
    r"(?:(?<=\s)|(?<=^)|(?<=:))(?:\((?:\d{1,2}|[ivx]{1,4}|[a-h])\)|(?:\d{1,2}|[ivx]{1,4}|[a-h])\))\s*", re.I
)
# A list number glued to the sentence end of the item before it (`…asset RWB-201.2) Dilution…`): a list
# number only where it goes on from the one before (`_list_numbers` in tasks/finders/risks.py).
RISK_NUMBER_AFTER_STOP_EN = re.compile(r"(?<=\.)(?P<number>\d{1,2})\)[ \t]*(?=[A-Z])")
# A line that ends on an article, a preposition or a conjunction (`…prices at the` / `2027 review, which…`)
# ends no sentence: the next line goes on with it, whatever it opens with.
OPEN_CLAUSE_END_EN = re.compile(r"\b(?-i:the|a|an|of|to|by|in|at|on|for|with|from|and|or|than|as|per)$")
# A sentence end inside an English paragraph: a period before a space and a capital or an opening bracket.
SENTENCE_END_EN = re.compile(r"(?<![A-Z][a-z]\.)(?<!\b[A-Z])(?<!\bvs)(?<!\bCo)(?<!\bInc)(?<!\bLtd)\.\s+(?=[A-Z(\"“])")
# Joining words a list item ends or starts with: `…cycle and (2)…`, `; and`, `or`.
RISK_ITEM_JOINER_EN = re.compile(r"(?:^(?:and|or)\s+)|(?:[,;]?\s+(?:and|or)\s*$)", re.I)

# Where a whole English risk item may end: a line end, a clause or sentence mark, or `and (3)`.
# An English risk item written as a short title and its explanation after a colon or a spaced dash
# (`Copper prices – each 10% fall…`, `Customer concentration: the three largest…`): its title, a few words
# in sentence case with no figure or clause mark (how many words: tasks/finders/risks.py).
RISK_ITEM_TITLE_EN = re.compile(r"(?P<title>[A-Z][^\d:;,.()\n–—]*?[^\s\d:;,.()\n–—])(?:[ \t]*:|[ \t]+[–—-])[ \t]+\S")
RISK_ITEM_END_EN = re.compile(
    r"[ \t]*(?:[\n.;,:]|[ \t][–—-][ \t]|$|(?:(?:and|or)\s+)?\(?(?:\d{1,2}|[ivx]{1,4}|[a-h])\))", re.I
)
# A symbol that may mark a list line (`+`, `»`, `>`): no letter, digit, bracket, quote, currency or table sign.
_SYMBOL_MARK = r"[^\w\s\"'“‘(\[{$€£¥₹%#&@|]"
# What a whole English risk item may follow: a line start, a clause or sentence mark, a list number, a bullet
# (a dash or asterisk opening a line is a bullet too: `- Tariffs on devices`, `— Tariffs`, and so is a symbol
# that marks list lines, `+ Faster rent recovery`, `» Palm oil costs`), or a numbered
# risk's marker (`Risk 2 – Labour`).
RISK_ITEM_START_EN = re.compile(
    f"(?:^|[\\n:;.,){BULLETS}{OCR_BULLETS}]|\\band|(?:^|\\n)[ \\t]*(?:[-*–—]|{_SYMBOL_MARK}|(?i:risk)[ \\t]*#?\\d{{1,2}}[ \\t]*[–—:-]|\\d{{1,2}}[ \\t]))[ \\t]*$"
)
# A line that opens with a numbered risk's marker (`Risk 1 – Food costs. Beef prices…`, `Risk #2: Labour`):
# the item is the title after it, up to its first sentence end.
RISK_NUMBERED_MARKER_EN = re.compile(r"[ \t]*risk[ \t]*#?\d{1,2}[ \t]*[–—:-][ \t]*(?=\S)", re.I)
# The ordinal that leads an item sentence of a risk paragraph (`First, memory prices: DRAM…`, `Finally, …`):
# the item's words follow it.
RISK_ORDINAL_LEAD_EN = re.compile(
    r"(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|fifth(?:ly)?|finally|lastly|last),[ \t]+", re.I
)
# The title of an item after its ordinal (`memory prices` of `First, memory prices: DRAM contract…`): as
# RISK_ITEM_TITLE_EN, lower case allowed.
RISK_ORDINAL_TITLE_EN = re.compile(
    r"(?P<title>[A-Za-z][^\d:;,.()\n–—]*?[^\s\d:;,.()\n–—])(?:[ \t]*:|[ \t]+[–—-])[ \t]+\S"
)
# What the text layer may glue after a list item that closes its own bracket, to the line end: a
# chart label or legend of capitalised words and numbers, no word of a clause (`…lowers OP by about
# Y6bn annually) Morgan Stanley Estimates Mean`). A lower-case word would go on with the item.
GLUED_LABEL_AFTER_EN = re.compile(r"(?:[ \t]+[A-Z0-9$€£¥][\w&'./%$€£¥-]*)+[ \t]*(?=\n|$)")
# The stock a risk lead-in is given for: `Downside risks to our price target for ASML include…`,
# `Upside risk to our price target on INTC includes…`, `Key risks for Seagate Technology are…`.
RISK_LEAD_FOR_STOCK_EN = re.compile(
    r"\b(?i:risks?)\b[^.:;\n]{0,60}?\b(?:for|on)\s+(?P<stock>[A-Z][A-Za-z0-9&.-]*[A-Za-z0-9])"
)

# The form of an English risk heading: the risk word first (`Key downside risks to our PT`), or last
# in a list of topics (`Valuation & Risks`, `Challenges and risks`, `Valuation Method and Risk Statement`).
RISK_HEADING_FORM_EN = re.compile(
    r"(?:(?:"
    + _RISK_DIRECTION_PAIR_EN
    + r"|key|main|major|principal|investment|downside|upside|potential|other)\s+){0,3}risks?\b"
    r"|.{0,60}(?:\band|&|,)\s+(?:key\s+)?risks?(?:\s+(?:statement|factors?))?\s*:?$",
    re.I,
)
# A short heading whose last word is its risk word, naming whose risks they are (`Sector risks`,
# `Industry risks`, `Macro risks`): a section heading only over a list (`_named_risk_heading`).
RISK_HEADING_NAMED_EN = re.compile(r"\s*(?:[A-Za-z][\w&/-]*\s+){1,3}risks?\s*:?\s*$", re.I)
# A risk heading without the risk word: what would prove the call wrong (`What would make us wrong`,
# `What could go wrong?`, `Where we could be wrong`, `What would change our view`), a sell-side convention for the
# risks to the view; and
# the question heading that names them (`What are the risks?`, `What are the key risks?`).
WRONG_CALL_HEADING_EN = re.compile(
    r"\s*(?:what\s+(?:would|could|might|can)\s+(?:make|prove)\s+us\s+wrong|what\s+(?:would|could|might|can)\s+go\s+wrong"
    r"|(?:where|how)\s+(?:we\s+)?(?:could|might|may|can)\s+(?:we\s+)?be\s+wrong"
    r"|what\s+(?:would|could|might)\s+(?:change|alter)\s+(?:our|the)\s+(?:view|call|stance|thesis|rating)s?"
    r"|what\s+(?:would|could|might|can)\s+derail\s+(?:us|(?:our|the)\s+(?:view|call|stance|thesis|rating)s?)"
    r"|what\s+are\s+the\s+(?:key\s+|main\s+|major\s+)?risks(?=\s*\?))\b",
    re.I,
)
# ---------------------------------------------------------------- risk headings in other words (s13company)
# A risk heading that names the risks in other words than `risk`, on a line of its own: the threats,
# pitfalls or dangers to the call (`Threats to our thesis`, `Key pitfalls`, `Dangers to our view`), the
# downside to it (`Downside to our call`, `Key downside scenarios`), the concerns (`Key concerns`), and what would move the call the
# other way (`What would make us more positive`, `What could turn us bearish`, `What would change our mind`):
# sell-side wordings of the risks to the view. Line-anchored (re.M) so a text can be scanned for it.
RISK_HEADING_OTHER_WORDS_EN = re.compile(
    r"^[ \t]*(?:(?:(?:key|main|major|principal|potential|other|the|our)\s+){0,2}(?:threats?|pitfalls?|dangers?)"
    r"(?:\s+(?:to|for|of)\s+(?:our|the|this)(?:\s+[\w-]+){1,3})?"
    r"|(?:key|main|major|principal)\s+concerns"
    r"|(?:the\s+)?downside\s+(?:to|for)\s+(?:our|the|this)(?:\s+[\w-]+){1,3}"
    r"|(?:(?:key|main|major|principal)\s+)?downside\s+scenarios?"
    r"|what\s+(?:would|could|might|can)\s+(?:make|turn|get)\s+us\s+(?:turn\s+|become\s+)?(?:more\s+|less\s+)?"
    r"(?:positive|negative|bullish|bearish|cautious|constructive|optimistic|pessimistic)"
    r"|what\s+(?:would|could|might|can)\s+(?:make\s+us\s+)?change\s+our\s+minds?)[ \t]*[:?]?[ \t]*$",
    re.I | re.M,
)
MAX_RISK_HEADING_CHARS = 80  # a risk heading is a short line; a longer one is a sentence that speaks of risks


# ---- a risk lead-in's one-sentence list (session 22, riskmark)
# Where the list of a lead-in sentence parts its items (`Upside risks include a recovery in freight rates, faster
# fleet scrapping and a settlement in the Red Sea.`): a comma, or `and` / `or` before the last item.
LEAD_IN_LIST_SEPARATOR_EN = re.compile(r",?\s+(?:and|or)\s+|,\s*", re.I)
# Where such a sentence ends: a full stop, a semicolon or the line's end.
LEAD_IN_LIST_END_EN = re.compile(r"\.(?=\s|$)|;|\n|$")


# ---- a risk legend's heading (session 22, riskmark)
# A heading of the disclosures that defines the house's risk grades (`Risk ratings`, `Risk rating key`, `Risk
# qualifiers`, `Volatility risk categories`): a legend of how risky a stock is, never the risks to the view.
RISK_GRADE_HEADING_EN = re.compile(
    r"\brisk\s+(?:ratings?|grades?|grading|rankings?|categor(?:y|ies)|qualifiers?|levels?|scores?|scales?)\b", re.I
)


def is_risk_heading_line(line: str) -> bool:
    """`Key risks`, `Risks to Upside`, `Valuation Method and Risk Statement`, `Price objective basis & risk`,
    `What would make us wrong`, `Threats to our thesis`: a line whose words head the risks to the view; the risk
    word opens the heading or closes a list of its topics, or the heading asks what would prove the call wrong, or
    names the risks in other words. A body heading that merely speaks of a risk (`Power generation a key risk to
    our estimates`) is none. The one test of an English risk heading, for the ingest's blocks and the finders."""
    stripped = line.strip()
    if RISK_GRADE_HEADING_EN.search(stripped):
        return False
    if RISK_LEAD_IN_EN.fullmatch(stripped) and not NOT_A_RISK_HEADING_EN.search(stripped):
        return True  # `Key risks to our price target for X include:`, however long its `for` part
    if not 0 < len(stripped) <= MAX_RISK_HEADING_CHARS:
        return False
    if RISK_HEADING_OTHER_WORDS_EN.fullmatch(stripped) or RISKS_AMID_TOPICS_HEADING_EN.fullmatch(stripped):
        return True
    if STATEMENT_OF_RISK_HEADING_EN.fullmatch(stripped):
        return True  # `Statement of Risk` (UBS): the risk word closes the heading
    return (
        bool(RISK_HEADING_FORM_EN.match(stripped) or WRONG_CALL_HEADING_EN.match(stripped))
        and not stripped.endswith((".", ",", ";"))
        and not NOT_A_RISK_HEADING_EN.search(stripped)
        and len(stripped.split()) <= 10
        and RISK_LEAD_IN_EN.match(stripped) is None
    )


# A line that opens with a list number (`1. Faster infrastructure spending`, `2) …`, `(3) …`), a lower-case
# roman one (`(ii) …`, `ii) …`) or a letter (`b) …`, `(b) …`, `B. …`): under a risk heading, a run of them numbered
# 1, 2, 3… (i, ii, iii…; a, b, c…) is a list, however short its lines.
LIST_NUMBER_LINE_EN = re.compile(
    r"[ \t]*(?:\((?P<bracketed>\d{1,2})\)|(?P<number>\d{1,2})[.)]|\(?(?P<roman>i{1,3}|iv|vi{0,3}|ix|x)\)"
    r"|(?P<roman_stop>i{1,3}|iv|vi{0,3}|ix|x)\."
    r"|\(?(?P<letter>[a-h])\)|(?P<capital>[A-H])\.)[ \t]+(?=\S)"
)
# A symbol that opens a list line when the lines next to it open with the same one (`+ Faster rent recovery`,
# `» Palm oil costs rise`): any mark that is no letter, digit, bracket, quote, currency or table number sign,
# then a space. Alone it is no list mark (a lone `+ 5%`); shared by adjacent lines, it marks their items.
SYMBOL_LIST_MARK = re.compile(rf"[ \t]*(?P<mark>{_SYMBOL_MARK})[ \t]+(?=\S)")
# A sector note's heading or lead-in that says its risks are the sector's (`Sector risks`, `Key risks to our
# sector call`, `Key risks for the industry`), not one stock's.
SECTOR_RISK_WORDS_EN = re.compile(r"\b(?:sector|industry|industries|sectors)\b", re.I)
# The value of a roman numeral up to ten, as lists number their items (`iv` is 4).
ROMAN_VALUES = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "x": 10}
# A heading or lead-in whose first words are its risk words (`Key risks`, `Downside risks to our PT`).
RISK_HEADING_FIRST_EN = re.compile(
    r"\s*(?:(?:"
    + _RISK_DIRECTION_PAIR_EN
    + r"|key|main|major|principal|investment|downside|upside|potential|other|the|our)\s+){0,3}"
    r"risks?\b",
    re.I,
)
# What a risk heading's first paragraph is when the section is house boilerplate, not the report's risks.
NOT_A_RISK_SECTION_EN = re.compile(
    r"sustainab|\besg\b|disclos|research publication|certif|conflicts? of interest|distribution of ratings", re.I
)
# A paragraph of an English note's rating legend: it names the scale and defines its words.
ENGLISH_RATING_LEGEND = re.compile(
    r"rating system|ratings? (?:definitions?|distribution|key|categor)|categories of (?:credit )?ratings"
    r"|distribution of (?:all |our )?(?:\w+ )?ratings|\bpercentage of (?:all )?(?:companies|securities|stocks)"
    r"|\bexpects? (?:the|a) (?:stock|security|company)(?:'s)? (?:\w+ ){0,3}to (?:out|under)?perform"
    r"|(?:is|are) (?:a|an|rated) [A-Z][a-z]+ \(\d\)|\b(?:Buy|Neutral|Sell|Hold|Outperform|Underperform|Overweight|Underweight)"
    r" \((?:\d|[A-Z]{1,4}(?:-[A-Z]{1,3})?)\)[:.]\s",
)
# What joins the words of a named rating scale (`ratings are Buy, Neutral and Sell`, a chart's key
# `Buy Neutral No Rating`, `买入、增持`): a list separator, maybe after the word's grade `(1)`.
RATING_LIST_JOINER = re.compile(
    r"(?:[ \t]?\(\w{1,4}\))?[ \t\"'“”‘’]*(?:[,，、/]|\band\b|\bor\b|和|或|及)?[ \t\"'“”‘’]*"
)
# A rating word in the parentheses of a company's ticker: `Shengyi Technology (600183.SS, Buy)`.
RATING_AFTER_TICKER_BEFORE = re.compile(rf"\((?:{LISTED_TICKER.pattern})[ \t]*[,;][ \t]*$")
RATING_AFTER_TICKER_AFTER = re.compile(r"[ \t]*\)")
# A rating word stated on the stocks named after it: `We reiterate Overweight on both STX and WDC`.
RATED_ON_AFTER = re.compile(r"[ \t]+(?:rating[ \t]+)?on[ \t]+(?P<stocks>[^.;\n]{1,80})")
# What leads a rating word that a sell-side note states on the stocks it then names: `We reiterate
# Overweight on …`, `initiate coverage with Buy on …`, `upgrade both to Outperform on …`, `We keep Add on …` (its line
# only).
RATING_ACTION_BEFORE_EN = re.compile(
    r"\b(?:maintain|reiterat|reaffirm|initiat|upgrad|downgrad|reinstat|resum|keep|retain)\w*"
    r"(?:[^\S\n]+coverage)?(?:[^\S\n]+(?:both|all|each))?(?:[^\S\n]+(?:with|at|to))?(?:[^\S\n]+(?:our|an?|the))?[^\S\n]+$",
    re.I,
)
# A US listing's bare ticker in brackets after the stock's name, as US notes print it (`NVIDIA (NVDA)`, `Berkshire
# Hathaway (BRK.B)`): read as a code only where a rating sentence names the stock with it.
BARE_US_TICKER = r"[A-Z]{1,5}(?:\.[A-Z])?"
# A rating action stated on one stock named with its listed ticker, then the rating it moves to or stays at (the
# verb may open a summary bullet: `Upgrade Skyhaven Air (SKHV US) to Buy`): `We upgrade Harlow Foods (HRLW US) to Outperform`, `We rate Kestrel Air (KSTL SP) Buy`, `initiate on X (X US) at
# Overweight`; a `Rating and price target changes` sentence moves it with a verb of its own (`We raise Kestrel
# Minerals (KSMN AU) to Add from Hold`, `We cut Durran Gold (DRNG AU) to Reduce`, `lift`, `lower`, `move`); `rating` a
# word or two that the lexicon must know.
RATING_ACTION_ON_STOCK_EN = re.compile(
    r"\b(?i:upgrad|downgrad|rat|initiat|reiterat|maintain|reinstat|resum|rais|lift|cut|lower|mov)\w*"
    r"(?:[^\S\n]+coverage)?(?:[^\S\n]+(?:on|of))?"
    rf"[^\S\n]+(?P<name>{COMPANY_NAME_EN})[^\S\n]+\((?P<code>{LISTED_TICKER.pattern}|{BARE_US_TICKER})\)"
    r"(?:[^\S\n]+(?:to|at|as|with(?: an?)?))?[^\S\n]+(?P<rating>[A-Z][A-Za-z\-]+(?:[^\S\n][A-Z][A-Za-z\-]+)?)"
)
# The next stock the same rating sentence rates, joined by `and` or a comma (`We rate NVIDIA (NVDA) Outperform with a
# $250 price target and AMD (AMD) Market Perform with a $180 price target`): name, ticker and rating as above.
RATED_STOCK_NEXT_IN_SENTENCE_EN = re.compile(
    rf"(?:,[^\S\n]*(?:and[^\S\n]+)?|[^\S\n]+and[^\S\n]+)(?P<name>{COMPANY_NAME_EN})[^\S\n]+"
    rf"\((?P<code>{LISTED_TICKER.pattern}|{BARE_US_TICKER})\)"
    r"(?:[^\S\n]+(?:to|at|as))?[^\S\n]+(?P<rating>[A-Z][A-Za-z\-]+(?:[^\S\n][A-Z][A-Za-z\-]+)?)"
)
# The new target a sentence on a stock's call states after its cue: `raise our PT to $45 from $38`, `our PT falls to
# $61 (from $70)`, `with a price target of $120`, `…to Buy, PT $64 (from $48)`, the sentence wrapped after its `to`
# (`lift our PT to` / `A$12.40`); group `price`.
TARGET_AFTER_CUE_EN = re.compile(
    r"\b(?:PT|TP|price target|target price|price objective|PO)\b[^\S\n]+(?:(?:\w+[^\S\n]+){0,2}?(?:to|of|at|is)"
    r"(?:[^\S\n]+|[^\S\n]*\n[^\S\n]*))?"
    rf"(?P<price>(?:{PRICE_PREFIX})(?:{NUMBER}))",
    re.I,
)
# One stock of the list a rating statement names (`both STX and WDC`, `Seagate Technology, WDC`): a
# capitalised ticker or name, after a list joiner.
RATED_STOCK_ITEM_EN = re.compile(
    r"(?:[ \t]*(?:,|\band\b|&|\bboth\b))*[ \t]*(?P<stock>[A-Z][A-Za-z0-9&'\-]*(?:[ \t][A-Z][A-Za-z0-9&'\-]*){0,3})"
)
# A rating word followed by the price target, as an English note heads its thesis: `(Overweight; Price Target: …)`.
# Or stated with it in one clause: `We stay Market Perform with a PT of $142`.
RATING_WITH_TARGET_AFTER = re.compile(
    r"\s?[;,]\s?(?:Price Target|Target Price|PT|TP|Price Objective|PO)\b"
    # a cover's key line of cells split by bars, the rating then its target: `Hold | Target RM6.20 | Price RM5.96`
    r"|[ \t]*\|[ \t]*(?:Price Target|Target Price|Target|PT|TP|Price Objective|PO)\b"
    r"|[ \t]+with[ \t]+(?:an?|our)[ \t]+(?:(?:12|twelve)[- ]?(?:months?|mths?|m)[ \t]+)?"
    r"(?:price target|target price|price objective|target|PT|TP|PO)\b",
    re.I,
)
# An English note that states its own rating in its lead: `We maintain our Overweight rating.`
OWN_RATING_STATEMENT_EN = re.compile(
    r"\b(?:maintain|reiterate|keep|retain|initiate(?: coverage)?(?: with)?|upgrade(?: \w+)? to|downgrade(?: \w+)? to)\s+"
    r"(?:our\s+|an?\s+)?[A-Z][\w-]*(?: [A-Z][\w-]*)?\s+rating\b(?! on\b)",
)
# An English note's first-person statement of its own call, a rating with a target and no stock named:
# `We stay Market Perform with a PT of $142`, `We maintain our investment rating of 2 and TP ¥4,300`,
# `We reiterate our rating of 1 and a target price of KRW98,000` (not `We stay Overweight on X with …`).
# `rating`: the rating as stated (the finder checks that a capitalised one is a stock rating word).
OWN_CALL_STATEMENT_EN = re.compile(
    r"\b[Ww]e[ \t]+(?i:stay|remain|maintain|reiterate|retain|keep|reaffirm)[ \t]+(?:at[ \t]+)?"
    r"(?P<rating>(?i:our[ \t]+(?:[a-z-]+[ \t]+)?rating[ \t]+of[ \t]+)\w+|[A-Z][\w-]*(?:[ \t][A-Z][\w-]*)?)"
    r"[ \t]+(?i:with|and)[ \t]+(?i:(?:an?|our)[ \t]+)?(?:(?:12|twelve)[- ]?(?i:months?|mths?|m)[ \t]+)?"
    r"(?i:price[ \t]+target|target[ \t]+price|price[ \t]+objective|target|PT|TP|PO)\b"
)
# The same call stated as a key point or a sentence that opens with its verb, no stock named: `Maintain Add
# with a higher target price of S$7.85`, `Reiterate Buy and a PT of $50`, `Initiate at Overweight with a TP of A$14.20`.
OWN_CALL_KEY_POINT_EN = re.compile(
    r"(?<![^\s•·▪■●◆\-–])(?:Maintain|Reiterate|Retain|Keep|Reaffirm|Initiate[ \t]+(?:coverage[ \t]+)?(?:at|with)"
    r"|Upgrade[ \t]+to|Downgrade[ \t]+to|Move[ \t]+to)[ \t]+(?P<rating>[A-Z][\w-]*(?:[ \t][A-Z][\w-]*)?)[ \t]+"
    r"(?i:with|and)[ \t]+(?i:(?:an?|our|the)[ \t]+)?"
    r"(?i:(?:higher|lower|new|raised|revised|reduced|increased|unchanged)[ \t]+)?"
    r"(?:(?:12|twelve)[- ]?(?i:months?|mths?|m)[ \t]+)?"
    r"(?i:price[ \t]+target|target[ \t]+price|price[ \t]+objective|target|PT|TP|PO)\b"
)
# An English risk statement about one stock's call: `Downside risks to our PT…`, `…to our Buy rating`.
ONE_STOCK_RISK_EN = re.compile(
    r"\b(?:our|the)\s+(?:\w+\s+){0,2}(?:price\s+target|target\s+price|price\s+objective|PT|PO|rating|valuation)\b"
    r"|\brisks?\s+to\s+(?:PT|PO|price\s+target|target\s+price|price\s+objective|rating)\b"  # `RISKS TO PT/RATING`
    r"|\bprice objective basis\b",  # BofA's per-stock section: `Price objective basis & risk`
    re.I,
)

# A full stop or a line end: where a risk item's or a rating word's sentence ends.
FULL_STOP_OR_LINE = re.compile(r"[。\n]")
# A Chinese full stop: where one sentence of a risk paragraph ends and the next item starts.
CHINESE_FULL_STOP = re.compile(r"。")
# A clause that states a premise or a condition (`模型测试基于历史数据`, `当市场环境变化时`, `在政策、市场
# 环境发生变化时`, `市场环境发生剧烈变化时，`), or that speaks of the report's results above (`以上结果通过…
# 完成`): the sentence it opens is one risk item, not a comma list of items. 时 of 及时 / 同时 / 时间 is no
# condition.
_CONDITION_TIME = r"(?<![及同准暂实适临按])时(?![间期点代效])"
PREMISE_CLAUSE = re.compile(
    r"基于|根据|依据|由于|因此|以上|上述|(?:当|在|若|如果|一旦)[^，,；;。]{1,20}"
    + _CONDITION_TIME
    + r"|[^，,；;。、]{2,20}"
    + _CONDITION_TIME
    + r"(?=[，,])"
)
# A clause that states what the clause before it leads to: it opens with a consequence word (`…，引发不
# 确定性`) or states a fall (`行业竞争加剧，产品价格下滑`, `…，盈利能力下滑风险`); with the clause before
# it, one risk item of a `；` list, where two risks of their own (`产品竞争加剧，产品研发不及预期`) are two.
CONSEQUENCE_CLAUSE = re.compile(r"^(?:导致|引发|进而|从而|造成|使得?|致使)|(?:下滑|下降)的?(?:风险)?$")
# A statistic stated as a value (`策略总体sharp 率为0.61`, `beta 值为0.99`): a backtest's 风险分析 lists
# no risks.
MEASURED_VALUE_ZH = re.compile(r"(?:为|率)\s*[:：]?\s*-?\d")
# The report speaking of itself at a risk section's start (`风险提示本报告基于…`) is the section's first
# sentence, not the disclaimer that ends it.
SELF_REFERENCE_OPENING = re.compile(r"本报告|本文")
# A sentence about one company (its EPS or PE, its target, 公司, 首次覆盖, a name in 【】): a rating
# word in it rates that stock, unless the sentence speaks of the sector (行业).
ONE_STOCK_SENTENCE = re.compile(r"EPS|P/?E|目标价|公司|覆盖|【")
SECTOR_SENTENCE = re.compile(r"行业|板块")
ONE_COMPANY_WORD = re.compile(r"公司")  # a sentence with 公司 is about a company, whatever sector it names
# The sector named right before the rating word: `电子行业中性维持评级` rates the sector, whatever else its sentence says.
SECTOR_RIGHT_BEFORE = re.compile(r"(?:行业|板块)\s*[:：]?\s*$")
# A list-final 等 run into the next page's header: `…监管政策变动风险等新三板行业研究`.
RISK_LIST_END_RUN_ON = re.compile(f"(?<=风险|预期)等(?=[{HAN_RANGES}]{{2,12}}$)")
# A numbered risk item's title, when the source runs it into its explanation: it ends in 风险.
RISK_ITEM_TITLE_END = re.compile(r"风险$")
# The same title read forward: a numbered item's first words up to 风险 (`市场波动风险` of
# `1)市场波动风险近期市场行情波动依旧剧烈…`).
RISK_ITEM_TITLE = re.compile(r"[^，,。；;:：、]{2,18}?风险")
# The list number right before an item (`:1)`, `（2）`, `③`), never a decimal.
RISK_LIST_NUMBER = re.compile(rf"(?<![\d.])(?:{_HAN_NUMERAL_ITEM}|[(（]\d{{1,2}}[)）]|\d{{1,2}}[)）、]|[①②③④⑤⑥⑦⑧⑨⑩])")
RISK_ITEM_NUMBER_BEFORE = re.compile(RISK_LIST_NUMBER.pattern + "$")

# ---- risk items quoted with their list's mark (session 22, riskmark)
# A list mark that opens a quoted risk item, with the space after it: a number closed by a bracket, a
# full stop or 、 (`1. `, `2) `, `(3)`, `（4）`, `5、`), a circled number (`①`), a Chinese numeral item
# (`一、`, `（二）`), a letter or roman numeral in brackets (`(a)`, `b)`, `(iii)`), or a bullet (`•`, `●`,
# `▪`, `◆`, `■`, `➢`, `-`, `–`, `*` before a space). The mark numbers the item; it is no part of it. A
# decimal (`1.5% higher rates`) is no mark.
LEADING_RISK_ITEM_MARK = re.compile(
    r"\s*(?:[(（](?:\d{1,2}|[一二三四五六七八九十]{1,2}|[a-hA-H]|[ivxIVX]{1,4})[)）]"
    r"|(?:\d{1,2}|[a-hA-H]|[ivxIVX]{1,4})[)）](?!\d)|\d{1,2}[.、．](?!\d)|[一二三四五六七八九十]{1,2}、"
    r"|[①②③④⑤⑥⑦⑧⑨⑩⑪⑫]|[•●▪◆■➢►▶◦○□√✓]|[-–—*·](?=\s)|\d{1,2}(?=[ \t]+[A-Z][a-z]))\s*"
)
BARE_RISK_HEADING_ZH = re.compile(r"风险")
# A line of a Chinese risk section that is one titled item: an optional list mark, the item's title
# (no sentence or clause end inside it) and its explanation after a colon (`政策风险：若…`,
# `（2）集采降价幅度超预期：…`). Its title is the item.
TITLED_RISK_ITEM_LINE = re.compile(
    r"\s*(?:[(（]\d{1,2}[)）]|\d{1,2}[)）.、](?!\d)|[①②③④⑤⑥⑦⑧⑨⑩]|[•●▪◆■➢])?\s*(?P<title>[^：:。；;!！?？]{2,30}?)\s*[：:]\s*\S"
)
BARE_RISK_HEADING_EN = re.compile(r"risks?\b", re.I)
# A line of a Chinese risk section that is a numbered sub-heading over its explanation's own
# paragraph (`1. 监管政策风险` / `若美国对中概股审计监管收紧，…`): a list number and a short title, no
# sentence or clause mark; its title is the item.
NUMBERED_RISK_SUBHEADING_ZH = re.compile(
    r"\s*(?:[(（](?P<bracketed>\d{1,2})[)）]|(?P<number>\d{1,2})[)）.、](?!\d))\s*(?P<title>[^：:。；;!！?？，,]{2,30}?)\s*"
)

# Words that make a sentence carry field wording (kept whatever the boilerplate memory says).
FIELD_WORDS = re.compile(r"风险|risk|目标价|target|评级|rating", re.I)
# The summary head's keywords, matched on lower-cased text (a case-insensitive CJK scan is slow).
SUMMARY_KEYWORDS = re.compile(r"评级|目标价|风险|投资建议|估值|盈利预测|rating|target|risk|valuation|recommendation")
# A risk word anywhere: where a quote of the risk field may be looked for when no section is found.
RISK_WORD_ANYWHERE = re.compile("风险|risk", re.I)

# ---------------------------------------------------------------- the prompt's body filter (tasks/prompt/gradient.py)

# Disclaimer and licence wording (on lower-cased text): dense text, but never what the fields are about.
DISCLAIMER_WORDING = re.compile(
    r"免责|声明|版权|许可|本报告|本公司|证监会|法律|投资者|分析师|请务必|敬请|仅供|仅限|不构成|投资需谨慎|"
    r"disclaimer|disclosure|copyright|this report|analyst certification"
)
TOC_LEADER = re.compile(r"(?:[.·_-]{4,}|…{2,})\s*\d{1,3}")
# At a sentence start, on lower-cased text: "目录", "图3:", "7图2:" of a whitespace-stripped table of
# figures (page number glued on), "[table_", "来源:", "source:".
TOC_OR_CAPTION_START = re.compile(
    r"目\s*录|\d{0,3}\s*(?:图表?|表|figure|exhibit|table)\s*\d{1,3}|\[?table_|来源\s*[:：]|source\s*:"
)
SOURCE_LINE = re.compile(r"资料来源|数据来源")
# A line that opens a caption or a source note of a figure or table (tasks/ingest/blocks.py): `Figure 3:`,
# `Exhibit 12`, `Chart 1`, `Table 2.`, `Source: Company data`, `图3：`, `图表 12`, `表1`, `资料来源：`.
CAPTION_LINE_START = re.compile(
    r"(?:figure|fig\.|exhibit|chart|table)\s*\d{1,3}|sources?\s*[:：]|(?:图表?|表)\s*\d{1,3}|资料来源|数据来源", re.I
)

# ---------------------------------------------------------------- entity markers (tasks/prompt/markers.py)

MONEY_UNITS = (
    "万亿元",
    "亿港元",
    "亿美元",
    "百万元",
    "千万元",
    "亿元",
    "万元",
    "千元",
    "港元",
    "港币",
    "美元",
    "元",
    "亿",
    "万",
)
# A number with its unit, if any: every numeric entity starts with one.
NUMBER_WITH_UNIT = re.compile(rf"{NUMBER}(?P<unit>\s?(?:[%％]|{'|'.join(MONEY_UNITS)}))?")
MARKED_DATE = re.compile(r"\d{4}年\d{1,2}月(?:\d{1,2}日)?|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}月\d{1,2}日")
MARKED_STOCK_CODE = re.compile(r"\d{6}\.(?:SH|SZ|BJ|sh|sz|bj)|\d{4,5}\.(?:HK|hk)")
MONEY_PREFIXED = re.compile(rf"(?:HK\$|US\$|\$|[¥￥])\s?{NUMBER}(?:\s?[亿万])?(?!\d)")
BRACKETED_CODE = re.compile(r"[（(](\d{5,6})[）)]")
LABELLED_CODE = re.compile(r"代码[:：]?(\d{6})(?!\d)")
LATIN_ORG = re.compile(
    r"[A-Z][A-Za-z&'.-]*(?:\s+[A-Z][A-Za-z&'.-]*){0,3}\s+(?:Securities|Capital|Holdings|Inc\.|Ltd\.)"
)
# The suffix that ends a Chinese organisation's name.
ORG_SUFFIX = re.compile(r"股份有限公司|有限责任公司|有限公司|股份公司|证券|股份|集团|银行|科技|医疗")
# Generic words that end up before a suffix (`买卖任何证券`, `相关研究证券`): the name starts after them.
ORG_GENERIC_BEFORE_SUFFIX = re.compile(
    r".*(?:任何|相关|买卖|购买|认购|卖出|分享|分担|投资|不同|研究|说明|披露|代码|估值|深度|可比|目前|此外|未来|"
    r"受到|使得|助力|考虑|获得|具备|报告|摘要|结构|收购|设立|成立|母公司|长期|短期|变化|完成)"
)

# ---------------------------------------------------------------- the answer format (schemas/fap.py)

FAP_ITEM_SEPARATOR = re.compile(r"[;；]")

# ---------------------------------------------------------------- planted instructions

INJECTION = re.compile(
    r"忽略(?:以上|之前|前面|上述|先前|所有)(?:的)?(?:所有)?(?:指令|指示|说明|要求|提示|内容)"
    r"|(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:the\s+)?(?:previous|prior|above|earlier|preceding)\s+(?:instructions|prompts?|rules)"
    r"|<<\s*FAP_FIELD_(?:START|END)"
    r"|</?\s*(?:system|assistant|user|instructions?)\s*>"
    r"|(?:^|\n)\s*(?:system|assistant|human)\s*[:：]"
    r"|你现在是|you are now",
    re.I,
)
# Every match of INJECTION holds one of these (lower-cased): a cheap pre-check.
INJECTION_HINTS = (
    "忽略",
    "<",
    "ignore",
    "disregard",
    "forget",
    "system",
    "assistant",
    "human",
    "你现在是",
    "you are now",
)
INJECTION_SENTENCE_END = "。！？!?"


def injection_spans(text: str) -> list[tuple[int, int, re.Match[str]]]:
    """(start, end, match) of each sentence holding a planted instruction, in order: from the
    previous 。！？!? or line break to the next one, that stop included. Clean cuts these spans
    out and validation masks them, so both agree on what a planted sentence is."""
    lowered = text.lower()
    if not any(hint in lowered for hint in INJECTION_HINTS):
        return []  # the usual case, found ~30x faster than by the full pattern
    spans = []
    for hit in INJECTION.finditer(text):
        hit_start = hit.start() + len(hit.group(0)) - len(hit.group(0).lstrip("\n"))
        start = text.rfind("\n", 0, hit_start) + 1
        for stop in INJECTION_SENTENCE_END:
            start = max(start, text.rfind(stop, 0, hit_start) + 1)
        end = hit.end()
        while end < len(text) and text[end] != "\n" and text[end] not in INJECTION_SENTENCE_END:
            end += 1
        end = min(len(text), end + 1) if end < len(text) and text[end] != "\n" else end
        spans.append((start, end, hit))
    return spans


# ---------------------------------------------------------------- the comparison space of validation

MASK = "\x00"  # what a masked planted-instruction character becomes: offsets are kept
_TIGHT = re.compile(f"[{HAN_RANGES}{CJK_PUNCT_RANGES}]")


def normalise(value: str) -> str:
    """The comparison space: NFKC; whitespace next to a CJK character removed, other runs one space."""
    return normalise_with_offsets(unicodedata.normalize("NFKC", value))[0]


def normalise_with_offsets(text: str) -> tuple[str, list[int]]:
    chars: list[str] = []
    offsets: list[int] = []
    for match in re.finditer(r"\s+|\S+", text):
        if not match.group(0)[0].isspace():
            chars.extend(match.group(0))
            offsets.extend(range(match.start(), match.end()))
            continue
        before = text[match.start() - 1] if match.start() else ""
        after = text[match.end()] if match.end() < len(text) else ""
        if before and after and not _TIGHT.match(before) and not _TIGHT.match(after):
            chars.append(" ")
            offsets.append(match.start())
    return "".join(chars), offsets


def mask_injections(text: str) -> str:
    """Blank out every sentence that carries planted instructions or FAP markers, keeping offsets."""
    for start, end, _ in injection_spans(text):
        text = text[:start] + MASK * (end - start) + text[end:]
    return text


# ---------------------------------------------------------------- stock codes as printed (schemas/codes.py)

# A numeric code and its market, as reports and terminals print it: 688556, 688901.SH, 002241SZ,
# 600406 CH, 0700 HK, 00981.HK, 2330 TT, 6274.TWO, 688008.SS (Yahoo's Shanghai).
PRINTED_NUMERIC_CODE = re.compile(r"(\d{1,6})(?:\s?\.?\s?([A-Za-z]{1,3}))?")
# A Tokyo code of the alphanumeric form (new listings since 2024: `285A`, `130A`) with its market: `285A.T`, `285A JP`.
PRINTED_ALPHANUMERIC_JP_CODE = re.compile(r"(\d{3}[A-Za-z])\s?[.\s]\s?([A-Za-z]{1,2})")
# A ticker needs its market, after a dot or a space: AAPL.US, AAPL US, AAPL.O, NVDA UW, BRK.B US.
PRINTED_TICKER_CODE = re.compile(r"([A-Za-z]{1,5}(?:[.\-/][A-Za-z])?)[.\s]\s?([A-Za-z]{1,2})")
# A query that is a code rather than a name: digits, fewer with their market (`700 HK`), or a ticker with its market.
LOOKS_LIKE_CODE = re.compile(
    r"\d{4,6}(?:\s?\.?\s?[A-Za-z]{1,3})?|\d{1,3}\s?\.?\s?[A-Za-z]{2}|[A-Za-z]{1,5}(?:[.\-/][A-Za-z])?[.\s][A-Za-z]{1,2}"
    r"|\d{3}[A-Za-z][.\s][A-Za-z]{1,2}"
)

# ---------------------------------------------------------------- a report's title (tasks/ingest/title.py)

# A large-type line that is no title: numbers, dates, prices, percentages, page furniture.
NOT_A_TITLE = re.compile(
    r"[\d\s.,:：/%()（）$¥+\-–—|]*|[\d\s]*(?:年|月|日|[A-Za-z]{3,9})[\d\s年月日,]*"
    r"|.*(?:请务必阅读|免责声明|证券研究报告|Important Disclosures|Analyst Certification|www\.|https?://|First Published).*"
    r"|.{0,12}(?:证券|Securities|Research)(?:股份有限公司|有限公司|Limited|Ltd\.?)?",
    re.I | re.S,
)
# A word of a Latin-script title (one word alone is a logo or a rating).
TITLE_WORD = re.compile(r"[A-Za-z]{2,}")

# ---------------------------------------------------------------- identifiers read back from OUT

# A doc_id is the sha256 of a report's bytes; only one of this form ever becomes a file name
# (review_queue/<doc_id>.json). Rows of unreadable inputs carry "unreadable:<hash of the path>".
DOC_ID = re.compile(r"[0-9a-f]{64}")
UNREADABLE_DOC_ID = re.compile(r"unreadable:[0-9a-f]{16}")
ROW_DOC_ID = re.compile(rf"^(?:{DOC_ID.pattern}|{UNREADABLE_DOC_ID.pattern})?$")  # what a results row may hold


def is_doc_id(value: object) -> bool:
    """A doc_id that may become a path: 64 lowercase hex characters, nothing else."""
    return isinstance(value, str) and DOC_ID.fullmatch(value) is not None


# ---------------------------------------------------------------- command line

# The field a pydantic-settings SettingsError names: `error parsing value for field "max_input_mb" from source …`.
SETTINGS_ERROR_FIELD = re.compile(r'for field "([^"]+)"')

# ---------------------------------------------------------------- an English note's own company (tasks/finders/own_company.py)

# A label that says the ticker after it is the note's own listing: `RIC: 0700.HK BBG: 700 HK`,
# `Bloomberg / Reuters 700 HK / 0700.HK`, `(RIC: 0700.HK, BB: 700 HK)`, `Ticker 2330 TT`.
_LISTING_LABEL = r"(?:RIC|BBG|BB|Bloomberg(?: code| ticker)?|Reuters(?: code)?|Ticker|Stock code)"
LABELLED_LISTING = re.compile(
    rf"\b{_LISTING_LABEL}(?:[^\S\n]*/[^\S\n]*{_LISTING_LABEL})*[^\S\n]*:?[^\S\n]*({LISTED_TICKER.pattern})"
)
# A line of listings alone, under a cover's name line: `0700.HK, 700 HK`, `2330.TW / 2330 TT`.
LISTING_ONLY_LINE = re.compile(
    rf"^[^\S\n]*({LISTED_TICKER.pattern})(?:[^\S\n]*[,/;][^\S\n]*(?:{LISTED_TICKER.pattern}))*[^\S\n]*$", re.M
)
# `Tencent (0700)`: a cover's company with the bare digits of its listing (the listing on the next line).
NAME_WITH_BARE_CODE = re.compile(rf"({COMPANY_NAME_EN}) \((\d{{3,6}})\)")
# `Tencent Holdings 0700.HK 700 HK`: a line of a company's name and its listings alone (a cover's name line).
NAME_THEN_LISTINGS_LINE = re.compile(
    rf"^[^\S\n]*([A-Z][A-Za-z0-9&'.\-]*(?: [A-Z&][A-Za-z0-9&'.\-]*){{0,4}}?)[^\S\n]+({LISTED_TICKER.pattern})"
    rf"(?:[^\S\n]*[,/;]?[^\S\n]*(?:{LISTED_TICKER.pattern}))*[^\S\n]*$",
    re.M,
)
# A coverage-list row that opens with a company and then gives its tickers: `Tencent Holdings TCTZF 700 HK`:
# the name, then an optional house or OTC ticker (all capitals), before the listing.
NAME_BEFORE_LISTING = re.compile(r"([A-Z][A-Za-z0-9&'.\-]*(?: [A-Z&][A-Za-z0-9&'.\-]*){0,4}?)(?: [A-Z]{3,6})? ")
# A word of a company name that tells nothing of which company it is.
GENERIC_NAME_WORD = re.compile(
    r"(?:Holdings?|Group|Limited|Ltd|Inc|Corp|Corporation|Co|Company|Technology|Technologies|International|The|PLC|AG|SA)\.?",
    re.I,
)

# ---------------------------------------------------------------- an English cover's key-data strip (tasks/finders/key_strips.py)

# A label of a cover's key-data strip, a header row over one row of values (`Stock Rating | Industry View |
# Price Target | Price (9 Jul 2026)` over `Overweight | In-Line | NT$1,250.00 | NT$1,032.00`), by what it
# labels: the stock's rating, the sector's view, the price target, or another datum.
# ---------------------------------------------------------------- strip labels in other words (s13company)
# A cover strip's labels in other words (`Call | 12m value | Last | Potential` over `Reduce | RM4.10 | RM4.72 |
# -13%`): the call is the stock's rating, a horizon's value its target, the last price and the potential (upside)
# other data.
_KEY_STRIP_RATING_OTHER_WORDS = r"(?:our |stock |12-month |12m )?call\b"
_KEY_STRIP_TARGET_OTHER_WORDS = r"(?:12-month|12m|twelve-month)[ \t]+(?:value|fair value)\b"
_KEY_STRIP_OTHER_WORDS = r"last\b|potential\b|cur\b|currency\b|ccy\b|(?:ttm |ytd |12m )?rel\.?[ \t]+perf\b\.?"
# Abbreviated labels of a tight strip (session 24, fields24: `Rtg | PT (HK$) | Px (HK$) | Up/dn | Prev. PT (HK$)`).
_KEY_STRIP_RATING_ABBREVIATED = r"rtg\b"
_KEY_STRIP_TARGET_ABBREVIATED = r"tgt\b"
_KEY_STRIP_OTHER_ABBREVIATED = r"px\b|up/dn\b|up/down\b|upside/downside\b"
_KEY_STRIP_RATING = (
    r"(?:stock |12-month |12m |investment )?rating|recommendation|reco\b|rec\b"
    rf"|{_KEY_STRIP_RATING_OTHER_WORDS}|{_KEY_STRIP_RATING_ABBREVIATED}"
)
_KEY_STRIP_VIEW = r"(?:industry|sector) (?:view|weighting|rating|recommendation|stance|call)"
_KEY_STRIP_TARGET = (
    rf"{_KEY_STRIP_TARGET_OTHER_WORDS}|(?:12-month |12m )?(?:price target|target price|target)|price objective"
    rf"|PT\b|TP\b|PO\b|{_KEY_STRIP_TARGET_ABBREVIATED}"
)
# The column of the value a rating or target had before (`Rating | Prior | Target | Prior target` over
# `Underperform | Market Perform | C$18.50 | C$24.00`): another datum, never the stock's rating or target.
_KEY_STRIP_PRIOR_WORD = r"(?:prior\b|previous\b|old\b|prev\.|prev\b)"
_KEY_STRIP_OTHER = (
    rf"{_KEY_STRIP_PRIOR_WORD}(?:[ \t]+(?:rating|recommendation|price target|target price|target|TP|PT|PO)\b)?"
    r"|(?:last |current |closing |share )?price|close|CMP|market cap|mkt cap|up/downside|upside|downside"
    r"|free float|52-week range|52w range|(?:dividend|div\.?) yield"
    rf"|{_KEY_STRIP_OTHER_WORDS}|{_KEY_STRIP_OTHER_ABBREVIATED}"
)
_KEY_STRIP_UNIT = r"(?:[ \t]*\([^)\n]{1,24}\))?"  # `Price (9 Jul 2026)`, `Price target (HK$)`
# A column naming whose row it is by its listed ticker (`Ticker | Rating | PT` over `ALDR LN | Add | £12.40`).
_KEY_STRIP_TICKER = r"ticker|(?:bloomberg |BBG |stock )?code|bloomberg|BBG|RIC"
KEY_STRIP_LABEL = re.compile(
    rf"(?:(?P<rating>{_KEY_STRIP_RATING})|(?P<view>{_KEY_STRIP_VIEW})|(?P<target>{_KEY_STRIP_TARGET})"
    rf"|(?P<ticker>{_KEY_STRIP_TICKER})|(?P<other>{_KEY_STRIP_OTHER})){_KEY_STRIP_UNIT}",
    re.I,
)
# `Prior` alone as a strip label: a header row may set `Prior` before `Target` (`Rating Prior Target Prior target`),
# where the longer reading `Prior Target` would swallow the next column's label.
KEY_STRIP_PRIOR_LABEL = re.compile(_KEY_STRIP_PRIOR_WORD, re.I)
_KEY_STRIP_ANY_LABEL = (
    rf"(?:{_KEY_STRIP_RATING}|{_KEY_STRIP_VIEW}|{_KEY_STRIP_TARGET}|{_KEY_STRIP_TICKER}|{_KEY_STRIP_OTHER})"
    rf"{_KEY_STRIP_UNIT}"
)
# A line of labels alone: the strip's header row (two labels or more).
KEY_STRIP_HEADER = re.compile(
    rf"^[ \t]*{_KEY_STRIP_ANY_LABEL}(?:[ \t]*\|?[ \t]+{_KEY_STRIP_ANY_LABEL})+[ \t|]*$",
    re.I | re.M,
)
# A header row the text layer glued to the end of the line before it (the headline printed level with the
# strip: `Coralline Minerals: Initiating at Overweight; … Rating Price target Price Market cap`): its run of labels.
KEY_STRIP_TRAILING_HEADER = re.compile(
    rf"(?<=[ \t]){_KEY_STRIP_ANY_LABEL}(?:[ \t]*\|?[ \t]+{_KEY_STRIP_ANY_LABEL})+[ \t|]*$",
    re.I | re.M,
)
# A strip's header row with its first value glued onto its line by the text layer (a tight strip whose cells print a
# grey second line: `Rating Target price Upside Buy` / `Prev: Hold` / `HK$9.60 Prev: HK$7.90` / `+24.2%`): its labels.
KEY_STRIP_HEADER_BEFORE_VALUES = re.compile(
    rf"^[ \t]*{_KEY_STRIP_ANY_LABEL}(?:[ \t]*\|?[ \t]+{_KEY_STRIP_ANY_LABEL})+(?=[ \t]+\S)",
    re.I | re.M,
)
# A strip's first header cell that names whose values its row holds, a sector's (`Sector Recommendation
# Prior` over `Resources Underweight Market Weight`): its value is the sector's name, its ratings the sector's views.
KEY_STRIP_SUBJECT = re.compile(r"(?:sector|industry)[ \t]+(?=\S)", re.I)
# That name cell: capitalised words, no figure and no mark (`Resources`, `Oil & Gas`).
KEY_STRIP_NAME_CELL = re.compile(r"[A-Z][A-Za-z'-]*(?:[ \t]+(?:&|[A-Za-z][A-Za-z'-]*))*")
# A value cell of a strip that is no rating word and no price: a percentage, a multiple, an amount (in a
# currency too: `A$3.2bn`), n.a.
KEY_STRIP_OTHER_VALUE = re.compile(
    rf"(?:{PRICE_CURRENCY_EN}[ \t]?)?[-+]?\d[\d,.]*(?:%|x|bn|mn|m|b)?|n\.?a\.?|nm|-+|—", re.I
)
KEY_STRIP_CELL_GAP = re.compile(r"[ \t]*\|?[ \t]*")
# What no row of a strip holds: a sentence's punctuation (`Rating: Buy.`, `Buy: expected to outperform`).
KEY_STRIP_PROSE = re.compile(r"[.:;!?](?:\s|$)|[。：；]")

# ---------------------------------------------------------------- an English headline that states the call

# A headline that opens with a company and its ticker in brackets: `Summit Dairy (6186.HK): Reiterate Buy; …`,
# `Crescent Outfitters (CRSO): …` (whether it states a rating is the rating finder's to say).
TICKER_HEADLINE_EN = re.compile(
    rf"[^\S\n]*({COMPANY_NAME_EN}) \((?:{LISTED_TICKER.pattern}|[A-Z]{{1,5}})\):[^\S\n]+[^\n]+$"
)
# A cover line that names a company by a bare ticker in brackets, alone or opening the headline:
# `Crescent Outfitters (CRSO)`, `Crescent Outfitters (CRSO): Comps soft`; the name, the ticker.
NAME_WITH_BARE_TICKER_LINE = re.compile(rf"^[^\S\n]*({COMPANY_NAME_EN}) \(([A-Z]{{1,5}})\)(?::[^\n]*)?[^\S\n]*$", re.M)
# Between a cover box's target label and its value, the change it states: `Target price cut to` / `HK$7.40`.
BOX_CHANGED_TO_GAP = re.compile(
    r"[ \t]*(?:raised|cut|lowered|increased|reduced|lifted|trimmed)[ \t]+to[ \t]*:?[ \t]*\n?[ \t]*", re.I
)

# Rating codes a report's printed legend defines (schemas/lexicon.py rating_legend): a digit (`1`, Citi's
# high-risk `1H`) or a short letter code (`OW`, `O-PF`, `A`) is a rating only where the report says what it stands for.
# A legend entry, read around a lexicon word: `1 = Buy`, `OW: Overweight`, `1 (Buy)`, `O-PF (Outperform)`, `(1) Buy`
# before it, `Buy (1)`, `Overweight (OW)` after it.
# A code of up to three hyphened parts (CLSA's high-conviction `HC-O-PF` beside its `O-PF`).
LEGEND_CODE = r"(?:[1-5]H?|[A-Z][A-Z0-9]{0,2}(?:-[A-Z0-9]{1,3}){0,2})"
LEGEND_CODE_BEFORE = re.compile(
    rf"(?:(?<![\w.,/%(-])(?P<code>{LEGEND_CODE})[^\S\n]*(?:=|:|：|\()|\((?P<paren>[1-5])\))[^\S\n]*$"
)
LEGEND_CODE_AFTER = re.compile(rf"[^\S\n]*\((?P<code>{LEGEND_CODE})\)")
# A legend's code of abbreviated words before the rating it stands for in brackets: `Mkt Perf (Market Perform)`,
# `Sect Perf (Sector Perform)`, `Mkt Outperf (Market Outperform)`; schemas/lexicon.py keeps it only where each
# word abbreviates the rating's word in its place (its letters in order, the first one first).
LEGEND_ABBREVIATED_CODE_BEFORE = re.compile(
    r"(?<![\w.,/%(-])(?P<code>[A-Z][a-z]{1,6}\.?(?:[ -][A-Z][a-z]{1,6}\.?){1,2})[^\S\n]*\([^\S\n]*$"
)
# A rating code in a rating position: after a rating label or cue (`Rating`, `Rating:`, `Investment rating` over
# the code in a cover box, `our rating of 1`, `rating remains O-PF`), never a legend's own entry (`1 = …`)
# nor a number (`2.5`, `1,200`, `3%`); a code the report's legend does not define is no rating (tasks/finders/rating.py).
CODED_RATING_AFTER_LABEL = re.compile(
    r"(?<!previous )(?<!prior )(?<!old )\b(?:rating|recommendation)"
    r"(?:[^\S\n]+(?:of|is|remains|stays|at|to))?[^\S\n]*[:：]?[^\S\n]*\n?[^\S\n]*"
    rf"(?P<code>{LEGEND_CODE})(?![\d%/:=\w-])(?![.,]\d)(?![^\S\n]*[=:：])",
    re.I,
)
# A stock table's header read column by column for validation (tasks/validate/columns.py): each column's
# kind, its unit or year tag after it (`PT (¥)`, `Mkt cap (US$bn)`, `P/E 26E`). `old_target`: a previous
# target column (`Old TP`, `Prev. PT`), never the call's; `target`: the call's (`New TP`, `Fair value`, the
# abbreviated `Tgt`, `Tgt px`, `Px tgt`).
_OLD_COLUMN = rf"(?:{COLUMN_OLD_WORDS_EN})"
_NEW_COLUMN = rf"(?:{COLUMN_NEW_WORDS_EN})"
_TARGET_NAMES = COLUMN_TARGET_NAMES_EN
_RATING_NAMES = COLUMN_RATING_NAMES_EN
# The validator reads more value columns than the finders' row readers count (a changes or performance column:
# `EPS`, `Chg`, `YTD`, `TSR`): it judges a cell by its column only where every column is read.
_VALUE_NAMES = (
    rf"{COLUMN_VALUE_NAMES_EN}|PE|PB|EPS|DY|chg|change|perf\.?|YTD|ADV|TSR|ETR|(?:total\s+|potential\s+)?return"
)


# A street column's name in a header (`Cons. TP`, `Consensus rating`, `Street PT`): the market's view, no value of
# the house's call.
STREET_COLUMN_NAME_EN = (
    r"(?:consensus|cons\.|street)(?:\s+(?:target\s+price|price\s+target|target|tgt|tp|pt|rating|rtg|rec\.?|reco"
    r"|recommendation))?"
)


def _header_columns(suffixed: bool) -> re.Pattern[str]:
    """The header column names; `suffixed`: a changes table's old and new words after the names (`PT old PT new`)."""
    old_after = rf"|(?:{_TARGET_NAMES})\s+(?:{_OLD_COLUMN}|{COLUMN_FROM_WORD_EN})(?![\w/])" if suffixed else ""
    old_rating_after = rf"|(?:{_RATING_NAMES})\s+{_OLD_COLUMN}(?![\w/])" if suffixed else ""
    new_after = rf"(?:\s+(?:{_NEW_COLUMN}|{COLUMN_TO_WORD_EN})(?![\w/]))?" if suffixed else ""
    any_after = rf"(?:\s+(?:{_OLD_COLUMN}|{_NEW_COLUMN})(?![\w/]))?" if suffixed else ""
    return re.compile(
        rf"(?<![\w/])(?:(?:FY|CY)?'?\d{{2,4}}[EFA]\s+)?(?:(?P<old_target>{_OLD_COLUMN}\s+(?:{_TARGET_NAMES}){old_after})"
        rf"|(?P<old_rating>{_OLD_COLUMN}\s+(?:{_RATING_NAMES}){old_rating_after})"
        rf"|(?P<street>{STREET_COLUMN_NAME_EN})"
        rf"|(?P<target>(?:new\s+|current\s+|12[- ]?m(?:onth)?\.?\s+)?(?:{_TARGET_NAMES}){new_after})"
        rf"|(?P<rating>(?:new\s+|current\s+|12[- ]?m(?:onth)?\.?\s+|investment\s+)?(?:{_RATING_NAMES}|{COLUMN_CALL_NAME_EN}){new_after})"
        rf"|(?P<price>{COLUMN_PRICE_NAMES_EN})"
        rf"|(?P<currency>{COLUMN_CURRENCY_NAMES_EN})"
        rf"|(?P<identity>{COLUMN_IDENTITY_NAMES_EN}|{COLUMN_RANK_NAMES_EN})"
        rf"|(?P<value>(?:{_VALUE_NAMES}){any_after}))"
        r"(?![\w/])(?:\s*(?:\([^()\n]{1,10}\)|(?:FY|CY)?'?\d{2,4}[EFA]?(?![A-Za-z])|%))?",
        re.I,
    )


HEADER_COLUMN_EN = _header_columns(suffixed=False)
# The same names with a changes table's old and new words after them (`FY27E EPS old FY27E EPS new PT old PT new`):
# `PT old` an old target, `PT new` the target. Read so only on a header line that ends with such a word and holds no
# `Old New` pair (HEADER_SUFFIXED_LINE_EN), where the words cannot name the next column (`Rating Old PT New PT`).
HEADER_COLUMN_SUFFIXED_EN = _header_columns(suffixed=True)
HEADER_SUFFIXED_LINE_EN = re.compile(
    rf"^(?!.*\b{_OLD_COLUMN}\s+{_NEW_COLUMN}(?![\w/])).*\S\s+(?:{_OLD_COLUMN}|{_NEW_COLUMN}|{COLUMN_TO_WORD_EN})\s*$",
    re.I,
)
# What may stand between two header columns: spaces and separators.
HEADER_COLUMN_GAP_EN = re.compile(r"[\s|/]*")
# A header's line that holds nothing but its columns' units once their names are read (`(HK$)`, `(%)`).
HEADER_UNIT_LINE_EN = re.compile(r"(?:[\s|/]*\([^()\n]{1,10}\))*[\s|/]*")
# A header's `Price Target`: one target column, or a price column then a target column.
PRICE_THEN_TARGET = re.compile(r"(?:price|px)\s+(?:target|tgt)\b", re.I)
# A header's `Target Price`: one target column, or a target column then a price column.
TARGET_THEN_PRICE = re.compile(r"(?:target|tgt)\.?\s+(?:price|px)\b", re.I)

# A risk table's column header (`Risk | Impact`, `Key risks | Probability | Mitigant`, `Sub-sector | Main risk to our
# call`, `风险 | 影响`): the cell that heads the column of risks, never another column's (`Impact`, `Probability`,
# `Mitigant`, `Sub-sector`, `影响程度`).
RISK_COLUMN_HEADER = re.compile(
    r"(?:(?:key|main|principal|major)[^\S\n]+)?risks?(?:[^\S\n]+(?:factors?|items?))?"
    r"(?:[^\S\n]+to[^\S\n]+(?:our|the)[^\S\n]+(?:[\w-]+[^\S\n]+){0,2}?"
    r"(?:call|view|thesis|rating|estimates|forecasts|numbers))?"
    r"|(?:主要)?风险(?:因素|提示|事项)?",
    re.I,
)
# A stock table's rating column header cell (`Rating`, `12-month rating`, `评级`, `投资评级`): a table whose header has
# one rates a stock a row, and its risk column (`Key risk`, `主要风险`) gives each stock's own risk, none of the report's.
RATED_TABLE_HEADER_CELL = re.compile(rf"(?:[\w-]+ )?rating(?: \S+)?|{COLUMN_RATING_NAMES_ZH}", re.I)
# How a prompt renders the cells of a risk table's row apart (the text joins them with a space).
TABLE_CELL_SEPARATOR = " | "

# ---------------------------------------------------------------- a note's own kind and its sector's own view

# An English masthead's report-kind label, capitalised as a label prints it: `Equity Research | Sector Note`,
# `Calderwick Sector Update | Singapore Consumer`, `Industry Report`, against `Company Flash`, `Earnings Review`,
# `Initiation of Coverage`. The note says what it is; read only where the label opens or closes its line or one of its
# bar-separated cells (tasks/finders/doc_type.py), never in prose.
ENGLISH_KIND_LABEL = re.compile(
    r"\b(?:(?P<industry>(?:Sector|Industry|Strategy|Thematic)[ \t]+"
    r"(?:Note|Update|Report|Review|Comment|Flash|Focus|Outlook|Insight|Primer|Weekly|Monthly|Research))"
    r"|(?P<company>(?:Company|Earnings|Results?)[ \t]+(?:Note|Update|Report|Review|Comment|Flash|Focus|Preview|Research)"
    r"|(?P<initiation>Initiat(?:ion|ing)(?:[ \t]+(?:of|on)[ \t]+[Cc]overage)?)))\b"
)
# A Chinese cover's data labels (总股本, 52周, 市场价格): a company's figures, but a sector report's price box may print
# them too; weaker evidence of the kind than a report-kind label (行业深度) with a cover rating two stocks or more.
COMPANY_DATA_LABEL_ZH = re.compile(r"基本状况|总股本|流通股本|市场价格|52周|市价\(元\)|公司基本数据")
# A Chinese report-kind label naming a sector report (行业研究, 行业深度, 行业周报 ...), not a cover datum (行业总市值).
INDUSTRY_KIND_WORD_ZH = re.compile(r"行业(?:研究|深度|周报|月报|报告|专题|点评|跟踪|快评|动态|策略|一周)|周报|月报")
# A sector's view word stated on a group of stocks in prose, before it (`We stay Positive on the group.`, `We turn
# Negative on the sector`, `Bullish on the Asian gaming space`): the view words are no stock rating, and `the group`,
# `the space`, `the sector` are the sector the note covers (a stock-scale word on `the group` may rate one company).
VIEW_ON_A_GROUP = re.compile(
    r"(?P<value>[A-Z][a-z]+(?:[- ][A-Z]?[a-z]+)?)(?=[^\S\n]+on[^\S\n]+the[^\S\n]+(?:[A-Za-z&'-]+[^\S\n]+){0,3}?"
    r"(?:sector|industry|group|space)\b)"
)
# A headline that opens with its subject's rating, a dash, then the subject and a colon (`Overweight - Australasian
# Airlines: Yields hold`): the rating the headline gives its subject (no ticker named: a sector, or a company the note
# is about), right after the word.
HEADLINE_RATING_PREFIX_AFTER = re.compile(r"[^\S\n]+[-–—][^\S\n]+[A-Z][^\n:()|]{1,60}:[^\S\n]")
# The item before a word in a list of view words (`Bullish, Neutral or Bearish on the sector's outlook`): a legend
# names its scale there, and the word is no view stated.
VIEW_LIST_BEFORE = re.compile(r"(?:[,/]|\bor\b|\band\b)[^\S\n]*$")

# ---------------------------------------------------------------- RISK items: run-in titles (session 21)
# Where a list item's run-in title ends when a broker sets it bold and runs its explanation on in lower case
# (`Monsoon failure. a weak monsoon would cut…`, `Tenant defaults. small-format retail tenants…`): a period before a
# space and a lower-case letter, not after a lone capital (`U.S. demand`) nor inside an abbreviation (`e.g. the`).
RUN_IN_TITLE_STOP_EN = re.compile(r"(?<![A-Za-z]\.[A-Za-z])(?<!\b[A-Za-z])(?<!\bvs)(?<!\bapprox)\.[ \t]+(?=[a-z])")
# An English risk item's run-in title closed by a colon or a spaced dash whose words carry a figure (`Oil above
# $95/bbl – would bring forward…`, `A 10% fall in rents: …`): as RISK_ITEM_TITLE_EN, digits allowed after its first
# word's capital (a title is still a few words in sentence case, no clause mark).
RISK_ITEM_TITLE_FIGURES_EN = re.compile(
    r"(?P<title>[A-Z][^.:;,()\n–—]*?[^\s:;,.()\n–—])(?:[ \t]*:|[ \t]+[–—-])[ \t]+\S"
)

# ---------------------------------------------------------------- RISK items: a two-level outline (session 21)
# The list mark that opens a line of a Chinese risk outline, each kind in its own group so the outline's two levels
# are told apart: `一、` / `一.` (han), `（一）` (han_bracketed), `（1）` (bracketed), `1）` (closing), `1.` / `1、`
# (dotted), `①` (circled). Titles of one kind (`1. 政策风险：`, `一、疫病风险`) over sub-items of another
# (`（1）集采降价幅度超预期；`, `1）非洲猪瘟疫情反复；`): the titles are the items (tasks/finders/risks.py).
OUTLINE_ITEM_MARK_ZH = re.compile(
    r"[ \t]*(?:(?P<han>[一二三四五六七八九十]{1,2})[、.．]|[(（](?P<han_bracketed>[一二三四五六七八九十]{1,2})[)）]"
    r"|[(（](?P<bracketed>\d{1,2})[)）]|(?P<closing>\d{1,2})[)）](?!\d)|(?P<dotted>\d{1,2})[.、．](?!\d)"
    r"|(?P<circled>[①②③④⑤⑥⑦⑧⑨⑩]))[ \t]*"
)
# An outline title's words after its mark: a short phrase, no sentence or clause mark inside, an optional colon
# closing it (`政策风险：`).
OUTLINE_TITLE_ZH = re.compile(r"(?P<title>[^：:。；;!！?？，,\n]{2,30}?)[ \t]*[：:]?[ \t]*")
# A legend line that names a scale after its label, capitalised words joined by commas and a last `or`/`and`
# (`Industry view: Attractive, In-line or Cautious.`, `Ratings: Buy, Hold and Sell`): no titled risk item, however
# its label reads.
SCALE_LIST_AFTER_LABEL_EN = re.compile(
    r"[ \t]*[:–—-][ \t]*[A-Z][\w'-]*(?:[ \t]*,[ \t]*[A-Z][\w'-]*)*[ \t]*,?[ \t]+(?:or|and)[ \t]+[A-Z][\w'-]*[ \t]*\.?[ \t]*$"
)

# ---------------------------------------------------------------- company rating on a cover band (session 21)
# What follows a rating word that opens a cover band's line, after its bracketed change note (`BUY (from Hold)`):
# the band's target cue and its value, the next cell on the line (`Target price: €54.00`, `| PT DKK 212.00`,
# `12m TP HK$45`): the band's first cell is the rating the note gives its company.
BAND_TARGET_CELL_AFTER = re.compile(
    r"[ \t]*\|?[ \t]*(?:(?:12|twelve)[- ]?(?:months?|mths?|m)[ \t]+)?"
    r"(?:price target|target price|target|price objective|PT|TP|PO)\b[ \t]*:?[ \t]*(?=[^\s\d]{0,4}[ \t]?\d)",
    re.I,
)


# ---------------------------------------------------------------- the note's own view named in prose (validator21)
# A capitalised rating word the note calls its own view, stance or call (`Risks to our Underweight view`, `what
# would change our Buy call`), on nothing named after it (`our Overweight view on Granfield` rates that stock).
OWN_VIEW_BEFORE_EN = re.compile(r"\bour[^\S\n]+$", re.I)
OWN_VIEW_WORD_AFTER_EN = re.compile(r"[^\S\n]+(?:view|stance|call)\b", re.I)
OWN_VIEW_ON_SOMETHING_AFTER_EN = re.compile(r"[^\S\n]+(?:on|of|for)\b", re.I)
# The note's own view names a view or stance (`our Underweight view`); a `call` is also each stock's (`Lotus Bay
# Resorts` / `Risks to our Outperform call: …` under a stock's heading), a stated word only.
OWN_VIEW_NOUN_EN = re.compile(r"[^\S\n]+(?:view|stance)\b", re.I)
# The subject a view is stated on, possessives included (`our Overweight call on the region's banks.`).
ON_A_POSSESSIVE_SUBJECT_AFTER = re.compile(
    r"[^\S\n]+on\s+(?P<subject>[A-Za-z&'’-]+(?:\s[A-Za-z&'’-]+){0,3}?)(?=[.,;:](?:\s|$))"
)

# ---------------------------------------------------------------- stock calls stated in running text (prose)
# Read by tasks/finders/stock_calls.py `prose_sentence_calls` and `_paragraph_stock_call`: a sentence that names a
# stock with its listed ticker and states a rating word of the lexicon on it, by a call verb or in brackets.
# What makes a sentence state the note's own call: a call verb (`reiterate`, `maintain`, `initiate`, `upgrade`, `we
# rate`, `stays rated`, `move … to`), a first-person stance (`we are`, `we stay at`), a pick (`top pick`, `preferred`),
# the word `rating`, or a rating past participle (`Outperform maintained on`).
PROSE_CALL_CUE_EN = re.compile(
    r"\b(?:reiterat|maintain|reaffirm|initiat|reinstat|resum|upgrad|downgrad|keep|kept|retain|rated\b"
    r"|(?:we|which)[^\S\n]+rate\b|rates(?=[^\S\n]+[A-Z])"
    r"|rating|stay|remain|mov(?:e|es|ed|ing)\b|we(?:'re|[^\S\n]+are)\b|prefer|top[^\S\n]+picks?|pick)\w*",
    re.I,
)
# A sentence that reports another's view, not the note's own call: the consensus, the Street, other brokers or a
# data vendor's (`Consensus rates X a Buy`, `rated Buy by most brokers`, `Street consensus is Buy on X`).
PROSE_OTHER_VIEW_EN = re.compile(
    r"\b(?:consensus|the[^\S\n]+street|(?-i:brokers?)|other[^\S\n]+analysts|sell[- ]side|Bloomberg|FactSet|Refinitiv"
    r"|peers')\b",
    re.I,
)
# A rating word that is not the current call: the old one (`to Buy (from Hold)`, `prev. Neutral`, `was Buy`,
# `previously Hold`, `formerly Add`).
PROSE_OLD_RATING_BEFORE_EN = re.compile(
    r"\b(?:from|prev(?:ious(?:ly)?)?\.?|was|formerly)[^\S\n]*(?:\(|an?[^\S\n]+|our[^\S\n]+)?[^\S\n]*$", re.I
)
# A rating word stated on the stocks named after it: `Buy on X`, `our Sell rating on X`, `Overweight rating for X`,
# `Outperform maintained on X`.
PROSE_RATED_ON_EN = re.compile(
    r"[^\S\n]*(?:ratings?[^\S\n]+)?(?:(?:maintained|reiterated|retained|kept|reaffirmed)[^\S\n]+)?"
    r"(?:on|for|of)[^\S\n]+(?:both[^\S\n]+)?"
)
# A rating word stated on the sector, the market or an index, not on a stock: `stay Overweight on equities`,
# `Overweight rating on the sector`.
PROSE_SECTOR_OBJECT_EN = re.compile(
    r"[^\S\n]*(?:rating[^\S\n]+)?(?:on|for)[^\S\n]+(?:the[^\S\n]+)?(?:\w+[^\S\n]+)?"
    r"(?:sector|industry|group|space|market|equities|index|region|country)\b",
    re.I,
)
# Words a sentence may lead a stock's name with that are no part of it (`For Kestrel Foods (KSF LN)`, `Upgrade Coral
# Bay (CBR AU)`, `Peer Orchard Brands`): the leading words removed from a prose call's name.
PROSE_NAME_LEAD_EN = re.compile(
    r"^(?:(?:For|On|In|At|With|And|But|Also|As|Upgrade|Downgrade|Maintain|Reiterate|Initiate|Initiating|Reinstate"
    r"|Keep|Rate|Prefer|Like|Peer|Peers|Top|Picks?|We|Our|Both|While|Whereas)[^\S\n]+)+"
)
# The new target a prose call's clause states after its cue, a word or three between (`TP cut to 312p`, `PT to
# 410p (from 520p)`, `TP up 8% to HK$9.70`, `a target of Rs845`, `PT of P42.00`), a pence price too; group `price`.
PROSE_TARGET_AFTER_CUE_EN = re.compile(
    r"\b(?:PT|TP|price[^\S\n]+target|target[^\S\n]+price|price[^\S\n]+objective|PO|target)\b"
    r"(?:[^\S\n]+(?!to\b|of\b|at\b|is\b|from\b)[\w%.+\-]+){0,3}?(?:[^\S\n]+from[^\S\n]+\S+)?"
    r"(?:[^\S\n]+(?:to|of|at|is))?[^\S\n]*\n?[^\S\n]*"
    rf"(?P<price>(?:{PRICE_PREFIX})(?:{NUMBER})|(?:{NUMBER})p\b)",
    re.I,
)
# What joins the stocks of a list one rating is stated on: `X (X US) and Y (Y US)`, `X (X US), Y (Y US) and Z`.
PROSE_STOCK_JOINER_EN = re.compile(r"\s*(?:,|&|\band\b)(?:\s*(?:,|&|\band\b))*\s*")
# A first-person word: the note speaks of its own call (`We keep our Buy rating`), not of the stock's news.
PROSE_FIRST_PERSON_EN = re.compile(r"\b(?:we|our|we're)\b", re.I)
# A Chinese rating change stated before the new rating: `上调X（代码）评级至“买入”`, `评级上调至买入`, `下调至“中性”`;
# the word after it is the stock's new rating (tasks/finders/stock_calls.py `_stated_rating`).
RATING_MOVED_TO_BEFORE_ZH = re.compile(
    r"(?:评级(?:上调|下调|调高|调低|提升|调整)?|(?:上调|下调|调高|调低|提升)(?:投资)?(?:评级)?)至[“\"「『]?$"
)
# Where a prose clause ends: a rating word speaks for its own clause (`Peer X (X US), rated Buy by most brokers, …`).
PROSE_CLAUSE_BREAK_EN = re.compile(r"[,;:.。；，\n](?=\s|$)|[;；。\n]")
# A lowercase word, and a token holding a digit: a line of running text has lowercase words (`We upgrade … to`), a
# table's row printed as a line has number cells and no lowercase word (`VNHY VN Vinh Hydro 1,350 VND38,600 Hold`).
PROSE_LOWER_WORD = re.compile(r"(?<![\w$])[a-z][a-z'\-]+\b")
PROSE_NUMBER_TOKEN = re.compile(r"(?<!\S)\S*\d\S*")
# What may stand between a stock's mention and the brackets that state its call in the same clause: `Harbour Telecom
# (HBT HK) is our top pick (Buy, TP HK$48.50)`: a few lowercase words, no clause break, no other stock's name (`X (X
# LN, …) and Bramwell (BRWH LN,` / `Overweight …)` is a bracket the text broke).
PROSE_CALL_BRACKET_LEAD_EN = re.compile(r"(?:[^\S\n]+[a-z][a-z'\-]*){0,6}[^\S\n]*")

# ---------------------------------------------------------------- prose calls of a stock's own section (session 23)
# Read by tasks/finders/stock_calls.py `prose_sentence_calls` / `_paragraph_stock_call`: a sector note's section per
# stock (a heading line `Formosa Nexchip (5211 TT)`, or the stock run into its paragraph in bold, `Corvane Payments
# (CRVN US). …`) states the call in a sentence that names no stock, in the note's voice without a `we`.
# An imperative call verb opening the sentence: the note's own voice (`Maintain Buy; PT raised to NT$54.00`,
# `Downgrade to Hold`, `Reiterate Buy with a PT of NT$96.50`, `Upgrading to Overweight`).
PROSE_IMPERATIVE_CALL_EN = re.compile(
    r"[^\S\n]*(?:(?:Maintain|Reiterat|Reaffirm|Upgrad|Downgrad|Initiat|Reinstat|Resum|Retain)\w*|Keep|Move)\b"
)
# A verdict that opens its sentence with the rating word: the rating then its target cue (`Sell, PT $17.50: …`, `Buy;
# TP HK$52.00`, `Hold (PT NT$218)`) or a call participle (`Buy maintained; PT raised to …`, `Outperform reiterated`).
PROSE_VERDICT_AFTER_RATING_EN = re.compile(
    r"[^\S\n]*(?:[,;:(\u2013\u2014-][^\S\n]*(?:new[^\S\n]+|our[^\S\n]+)?(?:PT|TP|price[^\S\n]+target|target[^\S\n]+price"
    r"|target)\b|(?:rating[^\S\n]+)?(?:maintained|reiterated|retained|reaffirmed|kept)\b)",
    re.I,
)
# A stock named by its short name right before a bracket that opens with the rating (`Our top pick remains Corvane
# (Buy; PT $54.00)`, `we like Tallix (Buy, TP $212)`): group 1 the name's last word, the bracket open up to the
# rating word.
PROSE_SHORT_NAME_BRACKET_EN = re.compile(r"\b([A-Z][\w&'\-]*)[^\S\n]*\([^\S\n]*$")
# A stock's name and ticker run into its paragraph as a bold lead, cut off as a sentence of its own (`Corvane Payments
# (CRVN US).`, `Fenix Acquiring (FNXA US):`): it heads the stock's section as a heading line does (STOCK_HEADING_LINE).
STOCK_RUN_IN_LEAD = re.compile(
    rf"[^\S\n]*[A-Z][^\n()]{{1,80}}\(({STOCK_HEADING_TICKER}(?:\s?[/,]\s?{STOCK_HEADING_TICKER})*)\)[.:][^\S\n]*"
)
# A line that opens a stock's section: its name and ticker alone on the line (a heading) or run into its paragraph as
# a lead (`Corvane Payments (CRVN US). Our top pick remains …`): the line above does not run on into it.
STOCK_SECTION_OPENING = re.compile(
    rf"[^\S\n]*[A-Z][^\n()]{{1,80}}\(({STOCK_HEADING_TICKER}(?:\s?[/,]\s?{STOCK_HEADING_TICKER})*)\)"
    r"(?:[^\S\n]*(?:\n|$)|[.:][^\S\n]+[A-Z])"
)
# A first-person hold, anywhere (FIRST_PERSON_HOLD_BEFORE unanchored): `We stay Market Weight on European autos`, the
# view word right after it (tasks/finders/rating.py `_labelled_views`).
FIRST_PERSON_HOLD_EN = re.compile(FIRST_PERSON_HOLD_BEFORE.pattern.removesuffix("$"), re.I)
# `We rate X (X US) and Y (Y US) Overweight and Underweight, respectively, with PTs of $41 and $18`: the ratings (and
# the targets) of a list stated in the order of its stocks (tasks/finders/stock_calls.py `_respective_calls`).
PROSE_RESPECTIVELY_EN = re.compile(r"\brespectively\b", re.I)
# The targets of such a list after their plural cue (`PTs of $41 and $18`, `price targets at 312p and 1,085p`);
# group `price` the first, then PROSE_NEXT_PRICE_EN for each next one.
PROSE_TARGETS_CUE_EN = re.compile(
    r"\b(?:PTs|TPs|price[^\S\n]+targets|target[^\S\n]+prices|targets)(?:[^\S\n]+(?:of|at|are))?[^\S\n]*"
    rf"(?P<price>(?:{PRICE_PREFIX})(?:{NUMBER})|(?:{NUMBER})p\b)"
)
PROSE_NEXT_PRICE_EN = re.compile(
    rf"[^\S\n]*(?:,|&|\band\b)(?:[^\S\n]*(?:,|\band\b))*[^\S\n]*(?P<price>(?:{PRICE_PREFIX})(?:{NUMBER})|(?:{NUMBER})p\b)"
)

# ---------------------------------------------------------------- DOC_TYPE: a rating label without its value (session 23, risks16)
# What follows a sector-rating label (`行业评级`) that gives no sector's rating: nothing to the text's end (a legend's label
# whose definitions the cleaner set aside), or a scale word's definition (`行业评级：推荐：行业指数相对基准…`, the
# rating legend of any broker's disclosures, which defines the company and sector scales alike).
RATING_LABEL_WITHOUT_VALUE_ZH = re.compile(r"[ \t]*[:：]?\s*(?:\Z|(?![^\s:：]{0,4}评级)[^\s:：，,。；;]{1,6}[:：])")

# --- session 24: names24 ---
# A stock list's item with its ticker, a price and its rating in brackets split by commas, one a line, as `Companies
# mentioned` / `Valuation summary` / `Stocks discussed` lists print them (`Aster Foods (ASTF SP, S$2.84, BUY)`,
# `Nordkyst Offshore (NRDK NO, NOK 96, Sell)`); the rating word is checked against the lexicon
# (tasks/finders/stock_calls.py `_comma_listed_calls`). Whether the price is the target is the list's heading's say.
COMMA_LISTED_CALL_EN = re.compile(
    rf"(?<![\w&'.\-])(?P<name>{COMPANY_NAME_EN})[^\S\n]\((?P<code>{LISTED_TICKER.pattern}),[^\S\n]?"
    rf"(?P<price>{TABLE_PRICE_PREFIX}?[^\S\n]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d{{1,3}})?p?),[^\S\n]?"
    r"(?P<rating>[A-Z][A-Za-z-]*(?:[^\S\n][A-Z][A-Za-z-]*)?)\)[^\S\n]*$",
    re.M,
)
# The heading of a list whose prices are the stocks' targets: a valuation summary, a price-target list (`Valuation
# summary`, `Ratings and price targets`, `Price targets`); a `Companies mentioned` list prints the current price.
TARGET_LIST_HEADING_EN = re.compile(
    r"[^\S\n]*(?:(?:Exhibit|Figure|Table)[^\S\n]+\d+[:.][^\S\n]*)?"
    r"(?:Valuation[^\S\n]+summary|Valuation(?:s)?[^\S\n]+and[^\S\n]+ratings?|Ratings?[^\S\n]+and[^\S\n]+"
    r"(?:price[^\S\n]+)?targets?|(?:Price|Target)[^\S\n]+targets?(?:[^\S\n]+summary)?|Target[^\S\n]+prices?)"
    r"[^\S\n]*:?[^\S\n]*",
    re.I,
)
# A stock list's line: a name and its ticker in brackets with more after a comma (`Aster Foods (ASTF SP, S$2.84,
# BUY)`, `Malindo Dairy (MLDR MK, not rated)`), nothing after the bracket.
LISTED_ITEM_LINE_EN = re.compile(rf"[^\S\n]*{COMPANY_NAME_EN}[^\S\n]\({LISTED_TICKER.pattern},[^)\n]{{1,40}}\)[^\S\n]*")
# A company name's corporate suffix, which running text leaves out (`Tengyun Holdings` -> `Tengyun`, `Marlow Foods
# plc` -> `Marlow Foods`): the short name a note's map of names to codes also holds (tasks/finders/stock_calls.py
# `note_name_map`).
CORPORATE_SUFFIX_EN = re.compile(
    r"(?:[^\S\n]+(?:Holdings?|Group|Ltd\.?|Limited|Inc\.?|Corp\.?|Corporation|Co\.?|Company|plc|PLC|AG|SA|NV|ASA"
    r"|Bhd|Tbk|PCL|Pte))+$"
)
# A sentence that tells an earlier call, not the note's current one (`Our previous ratings on X (Buy) and Y (Hold)`,
# `our prior Buy on X`): a stock named without its ticker takes no call from it.
PROSE_EARLIER_CALL_EN = re.compile(r"\b(?:previous(?:ly)?|prior|former(?:ly)?|earlier|old)\b", re.I)

# --- session 24: risks24 ---
# A line that ends on a word of comparison or place before a quantity (`Iron ore prices below` / `US$85/t would cut…`,
# `…a move beyond` / `¥135…`): the sentence wraps there onto the next line's figure, which opens no new item.
QUANTITY_WORD_END_EN = re.compile(
    r"\b(?-i:below|above|under|over|beyond|around|about|near|within|past|exceeding|toward|towards|into|between)$"
)
# A counted lead that opens a risk section's list without naming the risks again, the heading having named them
# (`Downside risks to our call` / `We see three: A; B; C.`, `There are two:`): a lead, never part of the first item.
COUNTED_LIST_LEAD_EN = re.compile(
    r"[^\S\n]*(?:we[^\S\n]+(?:see|flag|highlight|identify|note)|there[^\S\n]+are)[^\S\n]+"
    r"(?:two|three|four|five|six|several|a[^\S\n]+few)(?:[^\S\n]+(?:main|key|major|principal))?[^\S\n]*:[^\S\n]*",
    re.I,
)

# --- session 24: fields24 ---
# A legend code that opens a numbered list item on its own line (`Key risks to our rating` / `1. Chip supply – …`): the
# item's number, never a coded rating after the label (tasks/finders/rating.py `coded_ratings`).
NUMBERED_ITEM_AFTER_CODE = re.compile(r"[.)][^\S\n]+\S")
# A first-person statement of a view held, right before the word, in the present (`We are Overweight on Japanese
# machinery`, `We're Underweight on …`): read like FIRST_PERSON_HOLD_BEFORE where the word is stated on the subject the
# headline names (tasks/finders/rating.py).
FIRST_PERSON_STATE_BEFORE = re.compile(r"\bwe(?:'re|’re|[^\S\n]+are)(?:[^\S\n]+still)?[^\S\n]+$", re.I)
# A statement that moves the sector's own view, right before the new word (`We move the sector to Neutral from
# Underweight`, `we upgrade the industry to Overweight`, `We cut our sector view to Underweight`): the sector note's view.
SECTOR_MOVED_TO_BEFORE = re.compile(
    r"\b(?:mov|upgrad|downgrad|rais|lift|cut|lower|shift|tak)\w*[^\S\n]+(?:the[^\S\n]+|our[^\S\n]+)?"
    r"(?:sector|industry)(?:[^\S\n]+(?:view|rating|weighting|call|stance|recommendation))?[^\S\n]+to[^\S\n]+$",
    re.I,
)
# The word after `from` in a change of a rating or view (`to Neutral from Underweight`): the one held before.
FROM_OLD_RATING_BEFORE = re.compile(r"\bto[^\S\n]+[A-Z][A-Za-z-]*(?:[^\S\n]+[A-Z][A-Za-z-]*)?[^\S\n]+from[^\S\n]+$")
# A Chinese cover strip's rating labels, in order, on the line over the values (`投资评级上次评级目标价当前股价` over
# `审慎推荐推荐— 31.42元`): group `previous` marks the column of the rating held before, never the current one.
STRIP_RATING_LABELS_ZH = re.compile(r"(?P<previous>上次|前次|上期|原|之前)?(?:投资)?评级")

# --- session 24: rows24 ---
# A table row's code cell, by its shape (`PNHW`, `0700`, `6302`, `BKRY.JK`, `SGRB.SI`): the code column of a stock table,
# read down the page, starts a new row at each such cell.
ROW_CODE_CELL = re.compile(r"[A-Z]{2,6}|\d{4,6}|[A-Z0-9]{1,6}\.[A-Z]{1,2}")

# --- session 24: a name printed beside a code ---
# What stands between a stock's name and its code printed together, either way round (`Montage (688008.CH)`,
# `688008 CH Montage`, `Han's CNC Technology | 3200.HK`): spaces and at most a bracket and a separator, no line break.
NAME_BESIDE_CODE_GAP = re.compile(r"[^\S\n]*[)）\]]?[^\S\n]*[(（\[|/,:：–-]?[^\S\n]*")

# --- session 25: calls25 ---
# A ratings distribution table's heading or header cells (`Distribution of ratings`, `Rating distribution`, `Coverage
# universe (%)`, `Investment banking clients (%)`): the rating words of its rows count the house's stocks, none is a
# stock's call.
RATINGS_DISTRIBUTION_HEADER_EN = re.compile(
    r"distribution[^\S\n]+of[^\S\n]+(?:all[^\S\n]+|our[^\S\n]+)?(?:\w+[^\S\n]+)?ratings|ratings?[^\S\n]+distribution"
    r"|coverage[^\S\n]+universe|investment[^\S\n]+banking[^\S\n]+(?:clients|services)",
    re.I,
)
# The rest of a ratings distribution row after its rating word: maybe the word's grade or short form (`(1)`, `(OW)`),
# then only counts and percentages to the line's end (`Buy 55 17`, `Outperform (1) 50% 13%`).
RATINGS_DISTRIBUTION_ROW_REST = re.compile(
    r"(?:[^\S\n]*\([^()\n]{1,12}\))?(?:[^\S\n]+\d[\d.,]*%?){1,6}[^\S\n]*(?:\n|$)"
)
# A stock table's row that prints the name, then its listed ticker, then only value cells (a comps or valuation table
# with no rating column: `Volkar VOLK GY €48.10 5.2 0.21`, `Meriton Living MRTN AU A$7.02 14.1 4.8%`): the note ties
# the name to the code (tasks/finders/stock_calls.py `note_name_map`), whatever it rates.
NAME_TICKER_VALUES_ROW_EN = re.compile(
    rf"^[^\S\n]*(?P<name>{COMPANY_NAME_EN})[^\S\n]+(?P<code>{LISTED_TICKER.pattern})"
    r"(?:[^\S\n]+(?:[(+\-]?[A-Z]{0,3}[$€£¥]?\d[\d,]*(?:\.\d+)?(?:%|x|p)?\)?|n\.?[am]\.?|-|–)){2,}[^\S\n]*$",
    re.M,
)
# What opens a call stated on a stock named by the note's map, right after the name at the start of a line, a list's
# item or a sentence: a separator and maybe a stance verb (`Volkar: stay Underweight (PT €44)`, `Pemberton Co: stay
# Sell, PT US$22`, `– Hokuriku Resin - cut to Neutral from Outperform, TP ¥1,320`), or a stance verb of the present
# (`Goldstone Property remains a Hold with a target of A$3.05`, the line maybe wrapping after the verb); the rating
# word follows (checked against the lexicon).
MAPPED_NAME_CALL_AFTER_EN = re.compile(
    r"(?:[^\S\n]*[:：][^\S\n]*|[^\S\n]+[-–—][^\S\n]+)"
    r"(?:(?:stay|remain|maintain|keep|reiterate|still|(?:cut|raised?|lowered|upgraded?|downgraded?|moved?)[^\S\n]+to)"
    r"[^\S\n]+(?:at[^\S\n]+|on[^\S\n]+)?)?(?=[A-Z])"
    r"|[^\S\n]+(?:remains|stays)[^\S\n]*\n?[^\S\n]*(?:a[^\S\n]+|an[^\S\n]+|at[^\S\n]+|rated[^\S\n]+)?(?=[A-Z])"
)
# What opens a line's list item before a stock's name: a bullet or dash (`– Tsukuba Chemical - Buy, TP ¥2,480`).
LIST_ITEM_MARK_EN = re.compile(r"[^\S\n]*(?:[–—•·▪*\-][^\S\n]+)?")
# What ends a rating word of such a call: a separator, a bracket, the line's end, its target's cue (`Buy, PT`) or the
# old rating of the change (`cut to Neutral from Outperform`).
MAPPED_CALL_RATING_END_EN = re.compile(
    r"[^\S\n]*(?:[,;(.]|$|\n|(?:PT|TP|price[^\S\n]+target|target|with|and|from)\b)", re.I
)
# A price in pence before a target's cue (`we reiterate Buy with a 640p PT`, `Overweight and a 780p PT`).
PENCE_BEFORE_TARGET_CUE_EN = re.compile(
    rf"(?<![\w.,])((?:{NUMBER})p)[^\S\n]+(?:price[^\S\n]+target|target[^\S\n]+price|PT|TP)\b"
)
# An initiation's first-person call verb (`We start with Overweight and a 780p PT`, `we start coverage at Buy`): a
# call cue besides PROSE_CALL_CUE_EN.
PROSE_START_CUE_EN = re.compile(r"\bwe[^\S\n]+(?:start|begin)[^\S\n]+(?:coverage[^\S\n]+)?(?:with|at|on)\b", re.I)

# --- session 25: fields25 ---
# What may join a price printed before its target cue to a later value that is still part of the same statement of the
# target (`our $150 price target to $164`, `€164 price target (from €150)`, `US$12 PT and US$15`): the later value is
# then a target (a change or a list of them), not another number of the stock's entry.
TARGET_CUE_AFTER_JOINER = re.compile(
    r"[^\S\n]*(?:[(/→]|->|(?:to|from|vs\.?|versus|and|or|of|at|is|was|raised|cut|lowered|lifted)\b)", re.I
)
# A rating word's bracketed code right after it, as a cover box prints the rating with its legend code (`Outperform
# (1)` over `Target price NT$1,020`): the code, which the report's legend must define for that same word.
RATING_BOX_CODE_AFTER = re.compile(rf"[^\S\n]*\((?P<code>{LEGEND_CODE})\)[^\S\n]*(?=\n|$)")
# A bracketed code that opens a legend entry (`Not rated (NR): no rating or target is assigned`, `Underweight (UW) =
# …`): the word in the brackets is defined there, never stated as a rating.
BRACKETED_LEGEND_ENTRY_AFTER = re.compile(r"\)[^\S\n]*[:：=]")
# A line of the back pages that ends whatever a page turn carried on (`Important disclosures`, `Analyst certification`,
# `Ratings definitions …`, `Distribution of ratings`, `Companies mentioned`, `Appendix`): an English risk list's next
# item is never looked for past it (tasks/finders/risks.py).
LIST_TURN_STOP_EN = re.compile(
    r"\b(?:disclosures?|disclaimer|certification|definitions?|distribution\s+of\s+ratings|rating\s+system"
    r"|companies\s+mentioned|important\s+information|appendix|glossary)\b",
    re.I,
)
# A rating legend's entry opening its line: the rating's words, maybe its bracketed code, then the definition (`Not
# rated (NR): no rating or target is assigned`, `Outperform (1): expected to…`, `Buy = total return above 15%`); the
# words must be a rating word of the lexicon (tasks/finders/risks.py): a risk section never runs on into a legend.
LEGEND_ENTRY_LINE_EN = re.compile(
    r"[ \t]*(?P<word>[A-Za-z][A-Za-z -]{0,30}?)[ \t]*(?:\((?P<code>[A-Za-z0-9-]{1,4})\)[ \t]*)?(?=[:：=])"
)

# --- session 25: tables25 ---
# A table's target cell printed as a bare number (`38.50` under `PT (HK$)`): its currency only in the column header.
BARE_TARGET_NUMBER = re.compile(NUMBER)
# A coded name whose line goes on with that stock's rating (`新华医疗器（600587.SH）：未评级`, `联影智医（688271.SH）：增持，
# 目标价158.00元`): a sector note's 重点公司 line, never a company report's title (tasks/finders/doc_type.py).
RATING_AFTER_CODED_NAME_ZH = re.compile(r"[^\S\n]*[:：][^\S\n]*")
UNRATED_WORD_ZH = re.compile(r"暂?未评级|暂?无评级|不评级")
AFTER_CALL_RATING_ZH = re.compile(r"[^\S\n]*(?:[，,；;。]|目标价|$)", re.M)
# A stock card of a sector note: the stock's name and its exchange ticker on one line (`Harbourline Bank HLBK AU`), its
# call as labelled values on that line or the next (`Rating: Outperform PT: A$38.50`); cards side by side read one
# after another.
STOCK_CARD_CALL_EN = re.compile(
    r"^[^\S\n]*(?P<name>[A-Z][A-Za-z&.'-]*(?:[^\S\n]+[A-Z][A-Za-z&.'-]*){0,4})[^\S\n]+"
    r"(?P<code>[A-Z0-9]{1,6}[^\S\n][A-Z]{2})(?:[^\S\n]*\n[^\S\n]*|[^\S\n]+)"
    r"(?:Rating|Recommendation|Rec\.?)[^\S\n]*:[^\S\n]*(?P<rating>[A-Za-z][A-Za-z\-]*(?:[^\S\n][A-Za-z][A-Za-z\-]*)?)"
    r"[^\S\n]*[|;,]?[^\S\n]*(?:PT|TP|Price target|Target price|Price objective|PO|Target)[^\S\n]*:[^\S\n]*"
    rf"(?P<target>{TABLE_PRICE_PREFIX}?[^\S\n]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d{{1,3}})?p?)[^\S\n]*$",
    re.M,
)

# --- session 26: company_fields ---
# Between a cover box's target label and its value, the word of what became of it (Nomura's `Target price` / `Starts
# at` / `CNY 116.00`, `Remains at`): the box's value still (tasks/finders/target_price.py).
BOX_STATUS_GAP_EN = re.compile(
    r"[ \t]*\n?[ \t]*(?:starts|remains|stays|kept|maintained|unchanged)[ \t]+at[ \t]*:?[ \t]*\n?[ \t]*", re.I
)
# A rating word the note states of itself in the first person with `rated` after it: `We are Buy-rated.`, `we are
# Neutral rated on LeaderDrive` (tasks/finders/rating.py; before it FIRST_PERSON_STATE_BEFORE or ..._HOLD_BEFORE).
RATED_AFTER_EN = re.compile(r"[^\S\n]?-?[^\S\n]?rated\b", re.I)
# A rating word as one term of a comma-joined enumeration of capitalised terms (`a stock that is not Rating Suspended,
# Not Rated, Early-Stage Biotech, Coverage Suspended or Not Covered`): a legend names statuses there, it states none;
# the term before and the one after.
ENUMERATED_TERM_BEFORE_EN = re.compile(r"\b[A-Z][a-z][A-Za-z-]*(?:[^\S\n]+[A-Z][a-z][A-Za-z-]*)*,[^\S\n]*$")
ENUMERATED_TERM_AFTER_EN = re.compile(r"(?:,[^\S\n]*|[^\S\n]+(?:or|and)[^\S\n]+)[A-Z][a-z]")
# A stock's call in brackets after its name with its price before the rating, as HSBC prints the stock a note is about
# (`MiniMax (100 HK, HKD199.30, Hold, TP HKD760.00)`); read with the headline naming the same ticker (`Equity Snap:
# MiniMax (100 HK)`), a company note's own call (tasks/finders/doc_type.py).
PRICED_BRACKETED_CALL_EN = re.compile(
    rf"(?P<name>{COMPANY_NAME_EN}) \((?P<code>{LISTED_TICKER.pattern}),[^\S\n]*"
    rf"(?:{TABLE_PRICE_PREFIX}[^\S\n]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d{{1,3}})?,[^\S\n]*)?"
    r"(?P<rating>[A-Z][A-Za-z-]*(?: [A-Z][A-Za-z-]*)?),[^\S\n]*(?:Price Target|Target Price|PT|TP)[^\S\n]*:?[^\S\n]*"
    rf"(?P<target>{TABLE_PRICE_PREFIX}[^\S\n]?\d{{1,3}}(?:,\d{{3}})*(?:\.\d{{1,3}})?)\)"
)
# A headline that ends with the note's own rating after a semicolon, maybe with its action and a bracketed note
# (`Higher multiple justified on robotics …; Buy (on CL)`, `…; Maintain Buy`): a company note's own call
# (tasks/finders/doc_type.py).
HEADLINE_TRAILING_RATING_EN = re.compile(
    r";[^\S\n]*(?:(?:Maintain|Reiterate|Initiate(?:[^\S\n]+at)?|Upgrade[^\S\n]+to|Downgrade[^\S\n]+to)[^\S\n]+)?"
    r"(?P<rating>[A-Z][A-Za-z-]*(?:[^\S\n][A-Z][A-Za-z-]*)?)(?:[^\S\n]*\([^)\n]{1,12}\))?[^\S\n]*$"
)
# A heading that names the risks amid its other topics, the price target's and valuation's (`Price Target Risks &
# Methodologies`, `Price Target, Risks and Methodology`, `Valuation, risks and catalysts`): a risk section's heading,
# as one that closes its list with them is (is_risk_heading_line).
RISKS_AMID_TOPICS_HEADING_EN = re.compile(
    r"(?:price\s+target|target\s+price|valuation|investment\s+thesis)[ \t]*,?[ \t]+risks?[ \t]*(?:&|and|,)[ \t]*"
    r"(?:(?:valuation\s+)?methodolog(?:y|ies)|valuation|catalysts?)[ \t]*:?",
    re.I,
)
# Where a sentence of a paragraph starts: after a full stop or semicolon, or after the gap the prompt prints where a
# sentence between moved to its head (`… Upside risks include …`) (tasks/finders/risks.py, run-in lead-ins).
RUN_IN_SENTENCE_START_EN = re.compile(r"(?<=[.;…])[ \t]+(?=[A-Za-z])")
# A run-in lead-in names its risks in the plural, as a list (`Upside risks include A; downside risks include B`);
# `The risk is priced in` names none.
RUN_IN_LEAD_PLURAL_EN = re.compile(r"\brisks\b", re.I)
# What ends the sentence of a call statement between its rating and its target (`We initiate the H shares at Hold
# with a target price of HK$23.6`): a full stop before a space or the line's end (tasks/finders/target_price.py).
CALL_SENTENCE_BREAK_EN = re.compile(r"[.!?;](?=\s|$)|\n")
# --- session 26: calls_tables ---
# A rating word leading a line's list of stocks, each a name with its listed ticker in brackets (a flag may follow
# the ticker after a comma: `on CL`), run together by commas and `and`, as a sector note's cover lists its calls by
# rating: `Buy: Shengyi Technology (600183.SS, on CL), Victory Giant (300476.SZ), … and TUC (6274.TWO).`; the rating
# word is checked against the lexicon, and the list must run to its line's end (tasks/finders/stock_calls.py).
RATED_LIST_LEAD_EN = re.compile(
    r"^[^\S\n]*(?P<rating>[A-Z][A-Za-z-]*(?:[^\S\n][A-Z][A-Za-z-]*)?)[^\S\n]*:[^\S\n]*", re.M
)
RATED_LIST_ITEM_EN = re.compile(
    rf"(?:and[^\S\n]+)?(?P<name>{COMPANY_NAME_EN})[^\S\n]\((?P<code>{LISTED_TICKER.pattern})(?:,[^()\n]{{1,20}})?\)"
    r"(?:[^\S\n]*,)?[^\S\n]*"
)
RATED_LIST_END_EN = re.compile(r"[.;]?[^\S\n]*(?:\n|\Z)")
# The next rating's list on the same line, after a semicolon or a full stop (`…; Neutral: C (Z.HK).`).
RATED_LIST_NEXT_LEAD_EN = re.compile(
    r"[.;][^\S\n]+(?P<rating>[A-Z][A-Za-z-]*(?:[^\S\n][A-Z][A-Za-z-]*)?)[^\S\n]*:[^\S\n]*"
)
# A stock's key-data box that labels its ticker on a line of its own (`Gresham House Energy Storage` / `RATING BUY` /
# `PRICE 89.80p` / `PRICE TARGET | NA |` / … / `TICKER GRID LN`), as a note on several stocks prints one box a stock.
LABELLED_TICKER_LINE_EN = re.compile(
    rf"^[^\S\n]*(?:Ticker|Bloomberg(?:[^\S\n]+(?:code|ticker))?|BBG)[^\S\n]*[:|]?[^\S\n]*(?P<code>{LISTED_TICKER.pattern})"
    r"[^\S\n]*$",
    re.I | re.M,
)
# A box's name line, right above its rating line: words of a name only (no digit, no colon).
BOX_NAME_LINE_EN = re.compile(r"[^\S\n]*(?P<name>[A-Z][A-Za-z&'.\-]*(?:[^\S\n]+[A-Za-z&'.\-]+){0,6})[^\S\n]*")
# A stock named in running text with its exchange code in square brackets and its rating in brackets right after, as
# Japanese notes print them: `Ibiden [4062] (Buy)`, `Tokyo Electron [8035] (Neutral)`.
SQUARE_CODED_CALL_EN = re.compile(
    rf"(?<![\w&'.\-])(?P<name>{COMPANY_NAME_EN})[^\S\n]\[(?P<code>\d{{4}}|\d{{3}}[A-Z]|{LISTED_TICKER.pattern})\]"
    r"[^\S\n]?\((?P<rating>[A-Z][A-Za-z-]*(?:[^\S\n][A-Z][A-Za-z-]*)?)\)"
)
# A header's identity column (`Company`, `Ticker`, `Name`, `Bloomberg code`): a table of stocks, its rows a stock each.
TABLE_IDENTITY_COLUMN = re.compile(rf"\b(?:{COLUMN_IDENTITY_NAMES_EN})(?!\w)", re.I)
# A share class printed after a dash in a name cell (`Weichai Power – H`, `Estun - A`): the dash, then one letter that
# is no rating code (`H` is Hold in some legends).
SHARE_CLASS_DASH = re.compile(r"[-–—]")
SHARE_CLASS_MARK = re.compile(r"[A-Z]")
# A word of a name cell in a row glued to the one before it: it opens with a capital or is a share-class dash.
NAME_WORD_CELL = re.compile(r"[A-Z][\w&.'*-]*|[-–—]")
# A line led by a stock's name and a colon, as a note's price-target section states each stock's target and method
# (`Victory Giant: We derive our 12-month target price of Rmb550 on …`, `Panasonic HD: Our 12-month target price is
# ¥5,100.`).
STOCK_LED_LINE_EN = re.compile(rf"^[^\S\n]*(?P<name>{COMPANY_NAME_EN}):[^\S\n]+", re.M)
# --- session 26: sector_fields ---
# A digest's item headed by its stock, a headline and the stock's call, run into its paragraph (`TSMC – Accelerating
# Capacity Build – Buy.`, `Fortescue Metals – Valuation – Downgrade to Sell.`, `Yum China – 2Q26 Preview – Buy (on
# CL).`): a daily or weekly digest prints one per stock it speaks of (tasks/finders/doc_type.py checks the call is a
# stock rating word).
DIGEST_ITEM_CALL_HEADING_EN = re.compile(
    r"(?P<name>[A-Z][\w&.'’-]*(?:[ \t]+[A-Z][\w&.'’-]*){0,5})[ \t]+[–—][ \t]+[^\n–—]{3,160}?[ \t]+[–—][ \t]+"
    r"(?P<call>[A-Za-z][A-Za-z/ -]{1,30}?)(?:[ \t]*\([^)\n]{1,20}\))?(?=\.(?:\s|$)|[ \t]*\n|[ \t]*$)"
)
# The words of a line before a stock box's label, figures and currencies left out (`Current price: USD302.70 Target
# price: …` and `Current price: HKD34.10 RMB27.25 Target price: …` share `current price:`): two boxes of one shape.
BOX_LINE_WORD = re.compile(r"[A-Za-z][a-z]+:?")
# A risk lead-in inside a stock table's row, after the row's figures (`2027E P/E 35x 9.5% Downside risks: (1)…`): one
# stock's risks, a cell of its row (tasks/finders/risks.py counts it with the lead-ins of the text's sentences).
RISK_LEAD_IN_AFTER_CELL_EN = re.compile(
    r"(?<=[\d%][ \t])"
    + _RISK_LEAD_PREFIX_EN
    + r"(?:\s+(?:to|for|on|that|in|of)\b[^:.\n]{0,110}?)?\s*(?:\b(?:include[sd]?|are|is)\b\s*:?|:)\s*",
    re.I,
)
# A disclaimer's sentence (`This report was prepared for general circulation and does not provide investment
# recommendations specific to individual investors`, `Past performance … should not be taken as an indication`): a
# section that opens with one is the house's legal text under a risk-worded heading (`Risks which may impede the
# achievement of our Price Target`), never a risk section (tasks/finders/risks.py).
DISCLAIMER_SENTENCE_EN = re.compile(
    r"\b(?:this|the)[ \t]+(?:research[ \t]+)?(?:report|research|document|material|publication)[ \t]+"
    r"(?:was|has[ \t]+been|is)[ \t]+(?:prepared|produced|issued|intended|provided|distributed)[ \t]+"
    r"(?:for|by|to|solely|only|as)\b"
    r"|\bgeneral[ \t]+circulation\b|\bpast[ \t]+performance\b[^\n.]{0,80}\b(?:not|no)\b"
    r"|\brecommendations?[ \t]+specific[ \t]+to[ \t]+individual\b|\bnot[ \t]+be[ \t]+suitable[ \t]+for[ \t]+all[ \t]+investors\b",
    re.I,
)
# A heading of one company's own section that names risks (`Company Valuation/Risks`, `Company Risks`, `Company-specific
# risks`): what a sector note prints for each stock it covers, no risk section of the sector's.
COMPANY_RISK_HEADING_EN = re.compile(r"[ \t]*company\b[^\n]{0,30}\brisks?\b", re.I)
# A sentence inside a paragraph that opens with the key risks and lists them (`Key downside risks include slower
# buildout, …`): a sector note's summary stating its risks (tasks/finders/risks.py), after a sentence's end.
SUMMARY_RISK_LEAD_IN_EN = re.compile(
    r"(?<=[.;)][ \t])(?:key|main|major|principal)[ \t]+(?:(?:downside|upside)[ \t]+)?risks?[ \t]+"
    r"(?:to[ \t]+(?:our|the)[ \t]+(?:view|thesis|call)[ \t]+)?(?:include|are)\b[ \t]*:?[ \t]*",
    re.I,
)
# A stock's price box on one line: its current price, then its target with the value (`Current price: USD302.70
# Target price: USD350.00 Up/downside: +15.6%`).
STOCK_PRICE_BOX_LINE_EN = re.compile(
    r"[ \t]*(?:current|last|share|closing)[ \t]+price[ \t]*:?[^\n]{1,40}?(?:target[ \t]+price|price[ \t]+target)"
    r"[ \t]*:?[ \t]*[A-Z$¥€£]{0,4}[ \t]?\d",
    re.I,
)
# A date before a box's label on its line (`Jul 23 Price target: 380 (USD)`, `15/01/25 Rating: Buy`): a row of a rating
# and target history, one stock's past values, no box of a stock (tasks/finders/doc_type.py).
DATE_BEFORE_BOX_EN = re.compile(
    r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)[a-z]*\.?[ \t]+\d|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b"
    r"|\b\d{4}-\d{2}-\d{2}\b"
)
# --- session 26: calls_prose ---
# A rating word as US houses print it before `rated` (`Buy rated`, `Neutral-rated`, `Equal-weight rated`): checked
# against the lexicon by tasks/finders/stock_calls.py.
RATED_WORD_EN = r"[A-Z][A-Za-z]*(?:-[a-z]+)?(?:[^\S\n][A-Z][A-Za-z]*)?"
# A stock named with its call in brackets that says `rated`, maybe after its listed ticker: `FLNC (Buy rated, covered
# by Brian Lee)`, `Samsung SDI (006400.KS, Neutral rated, covered by …)`, `Acme Foods (Buy-rated)`, `Acme (rated
# Overweight)`.
RATED_BRACKET_CALL_EN = re.compile(
    rf"(?<![\w&'.\-])(?P<stock>{COMPANY_NAME_EN})[^\S\n]?\((?:(?P<code>{LISTED_TICKER.pattern})[,;][^\S\n]*)?"
    rf"(?:(?P<rating>{RATED_WORD_EN})(?:-|[^\S\n]+)rated|rated[^\S\n]+(?P<after>{RATED_WORD_EN}))(?=[\s,;)(])"
)
# A rating word with `rated` before the stocks it rates (`we highlight Buy-rated VNET, GDS, and Range Intelligent`,
# `We see Sell rated NRGV as …`, `our TPs for Buy-rated Honda to ¥1,850`, `we remain Buy-rated on Ostrava`): the stocks
# follow, capitalised.
RATED_BEFORE_STOCKS_EN = re.compile(
    rf"(?<![\w\-])(?P<rating>{RATED_WORD_EN})(?:-|[^\S\n]+)rated(?:[^\S\n]+on)?[^\S\n]+(?=[A-Z])"
)
# One stock's name in such a list: capitalised words (a ticker is one); a trailing full stop is the sentence's.
RATED_STOCK_NAME_EN = re.compile(r"[A-Z][\w&'.\-]*(?:[^\S\n]+[A-Z&][\w&'.\-]*){0,4}")
# What joins the stocks of such a list (`VNET, GDS, and Range Intelligent`).
RATED_STOCK_JOINER_EN = re.compile(r"[^\S\n]*,[^\S\n]*(?:and[^\S\n]+)?|[^\S\n]+and[^\S\n]+")
# What may follow a stock the list names: a mark, the line's end, a verb or a preposition of the sentence; any other
# word makes the capitalised words an adjective of a noun (`Buy-rated Japanese automakers`), no stock.
RATED_STOCK_END_EN = re.compile(
    r"[^\S\n]*(?:[,;:.)(]|$|(?:as|to|and|or|is|are|was|were|remains?|with|at|on|in|for|given|which|who|while|has|have"
    r"|should|could|would|will|can|may|also|looks?|sees?|offers?|trades?|stands?|into|ahead|over)\b)",
    re.M,
)
# The new target a list's stock takes right after its name, where the sentence cues targets before it (`we raise our
# 12m TPs for Buy-rated Honda to ¥1,850`).
RATED_STOCK_TARGET_EN = re.compile(rf"[^\S\n]+to[^\S\n]+(?P<price>(?:{PRICE_PREFIX})(?:{NUMBER}))")
TARGET_CUE_BEFORE_LIST_EN = re.compile(r"\b(?:PTs?|TPs?|price[^\S\n]+targets?|target[^\S\n]+prices?)\b", re.I)
# A daily digest's item heading: the stock's name, the item's title, its rating last, set apart by dashes and ending on
# a full stop (`TSMC – Accelerating Capacity Build to Secure Stronger Growth – Buy.`, `Fortescue Metals – Mine
# Replacement Challenges – Downgrade to Sell.`, `Yum China – 2Q26 Preview – Buy (on CL).`); it opens a line or follows a
# sentence (a byline may stand glued before the name). A heading rating two listings at once (`Buy/Neutral`) is none.
DIGEST_ITEM_HEADING_EN = re.compile(
    r"(?:^|(?<=[.!?][^\S\n]))(?P<lead>[A-Z][^\n–—.!?]{0,60}?)[^\S\n]+[–—][^\S\n]+(?P<title>[^\n–—]{3,160}?)"
    r"[^\S\n]+[–—][^\S\n]+(?:(?:Upgrade|Downgrade|Initiate|Initiating|Reinstate|Resume|Raise|Cut)[^\S\n]+(?:to|at|with)"
    rf"[^\S\n]+)?(?P<rating>{RATED_WORD_EN})(?:[^\S\n]*\(on[^\S\n][^()\n]{{1,30}}\))?[.:](?=\s|$)",
    re.M,
)
# A digest's index line: a section's label then the items it holds, split by commas (`China Consumer | Yum China, Li
# Ning, CR Beer`, `The 720: TSMC, MiniMax, China Data Centers`): the names its item headings print.
DIGEST_INDEX_LINE_EN = re.compile(r"^[^\n|:]{2,40}[|:][^\S\n]*(?P<items>[A-Z][^\n|:]{0,200})$", re.M)
DIGEST_INDEX_SPLIT = re.compile(r"[^\S\n]*,[^\S\n]*")
# A first-person rating statement on two listings of one company, split by slashes, with their targets in the same
# order: `We maintain our Buy/Neutral ratings on CICC-H/CICC-A with 12m TPs of HK$30.45/Rmb45.72`.
SLASHED_LISTINGS_CALL_EN = re.compile(
    rf"\b(?P<r1>{RATED_WORD_EN})/(?P<r2>{RATED_WORD_EN})[^\S\n]+ratings?[^\S\n]+on[^\S\n]+"
    r"(?P<n1>[A-Z][\w&'\-]*(?:[^\S\n][A-Z][\w&'\-]*){0,3})/(?P<n2>[A-Z][\w&'\-]*(?:[^\S\n][A-Z][\w&'\-]*){0,3})"
    r"(?:[^\S\n]+(?:with|and)[^\S\n]+(?:our[^\S\n]+)?(?:12m[^\S\n]+|12-month[^\S\n]+)?(?:TPs|PTs|price[^\S\n]+targets)"
    rf"[^\S\n]+(?:of|at)[^\S\n]+(?P<t1>(?:{PRICE_PREFIX}|Rmb)(?:{NUMBER}))/(?P<t2>(?:{PRICE_PREFIX}|Rmb)(?:{NUMBER})))?"
)
# A price stated before its horizon and target cue (`our Buy rating and HK$26.7 12m TP`): group 1 the price.
PRICE_BEFORE_HORIZON_TARGET_EN = re.compile(
    rf"((?:{PRICE_PREFIX}|Rmb)(?:{NUMBER}))[^\S\n]+(?:12m|12-month|12-mo)[^\S\n]+(?:TP|PT|price[^\S\n]+target|target[^\S\n]+price)\b",
    re.I,
)
# A word that makes a heading's or a list's capitalised lead no stock's name (`Sector View – Stay Selective – Neutral.`,
# `Buy-rated Asian Banks`).
NOT_A_STOCK_LEAD_EN = re.compile(
    r"\b(?:Sector|Sectors|Industry|Market|Markets|View|Strategy|Outlook|Economics?|Macro|Index|Region|Equities|Banks"
    r"|Stocks|Names|Our|We|The|This|Top|Picks?|Coverage)\b"
)
# --- session 26: zh_validator ---
# A table of contents whose extracted lines carry the page number glued before the next entry's title
# (`10国信证券投资评级\n11风险提示\n11证券投资咨询业务的说明`): a line opening with a bare page number run into a title.
PAGE_NUMBER_GLUED_TITLE_ZH = re.compile(rf"[^\S\n]*(?P<page>\d{{1,3}})(?=[{HAN_RANGES}])")
# A back page's `风险提示` heading over the house's legal notice, which opens with the report's copyright
# (`本报告版权归…所有，仅供我公司客户使用`): disclaimer, never a risk of the research.
COPYRIGHT_NOTICE_OPENING_ZH = re.compile(r"[^。；;\n]{0,30}?版权(?:归|所有|属于)")
# Where a risk lead-in sentence inside an English paragraph ends (`… June 2027. Downside risks: 1) A 2) B.`): a full
# stop before a space or the text's end (not of `e.g.`, `vs.`, a name's initial), or a line break that does not wrap it.
LEAD_IN_SENTENCE_END_EN = re.compile(r"(?<![A-Z][a-z]\.)(?<!\b[A-Z])(?<!\bvs)(?<!\be\.g)(?<!\bi\.e)\.(?=\s|$)|\n|$")
# A bare ticker answered as a stock's code (`TSLA`, `CSIQ`, `4062`): letters of an exchange ticker or a four-digit
# Japanese / Taiwanese code, no market suffix.
BARE_TICKER = re.compile(r"[A-Z]{1,5}|\d{4}")
# The bracket that follows a bare ticker used as the stock's designation with its rating (`CSIQ (Sell rated, covered by
# …)`, `Ibiden [4062] (Buy)`), or that closes a ticker printed right after the stock's name (`Ibiden [4062]`).
RATING_BRACKET_AFTER_TICKER = re.compile(
    r"[ \t]*[(\[][ \t]*(?P<rating>[A-Za-z][A-Za-z -]{0,20}?)(?:[ \t-]*rated)?[ \t]*[,;()\[\]]"
)
# A rating word glued to `rated` before the stocks it rates (`Buy-rated VNET, GDS, and Range Intelligent`, `Sell rated
# NRGV`), or a rating that leads a line's list of stocks (`Buy: Shengyi Technology (600183.SS, on CL), …, and TUC
# (6274.TWO).`): the rating is each listed stock's.
RATING_LEADS_LIST_EN = re.compile(r"(?:[ \t-]rated[ \t]+|[ \t]*:[ \t]*)")
RATED_LIST_LEAD_BEFORE_EN = re.compile(r"(?P<rating>[A-Za-z]+(?:[ \t][A-Za-z]+)?)[ \t-]rated[ \t]+$")
# The names (each maybe with its bracketed codes) that a rated list runs through before the stock's own: capitalised
# words and tickers joined by commas and `and`, no other word (`Buy-rated Honda to ¥1,850, Buy-rated Subaru` stops).
RATED_LIST_NAMES_EN = re.compile(
    r"(?:[A-Z0-9][\w&.'’-]*(?:[ \t]+[A-Z0-9][\w&.'’-]*){0,4}(?:[ \t]*\([^()\n]{1,40}\))?[ \t]*,?[ \t]+(?:and[ \t]+)?)*"
    r"(?:[A-Z0-9][\w&.'’-]*(?:[ \t]+[A-Z0-9][\w&.'’-]*){0,4}[ \t]*\([ \t]*)?"  # the stock's name before its bracketed code
)
TICKER_BRACKET_AFTER_NAME = re.compile(r"[ \t]*[(\[][ \t]*$")
TICKER_BRACKET_CLOSE = re.compile(r"[ \t]*[)\]]")
# The house stating its own rating on the stock in the first person (`We are Buy-rated.`, `we are Neutral rated on
# LeaderDrive`, `We remain Sell-rated on …`): a rating statement of a company note.
WE_ARE_RATED_EN = re.compile(
    r"\b[Ww]e(?:'re|[ \t]+(?:are|remain|stay))[ \t]+(?P<rating>[A-Z][A-Za-z]*(?:[ \t][A-Z][A-Za-z]*)?)[ \t-]rated\b"
)
# A bare number that is a date or part of one, never a stock's target (`16` of `on 16 July 2026`, `2027` of `momentum
# for 2027`): a year, or a day beside an English month's name.
BARE_YEAR = re.compile(r"(?:19|20)\d{2}")
_MONTH_EN = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?"
MONTH_AFTER_DAY_EN = re.compile(rf"[ \t-]+{_MONTH_EN}(?![A-Za-z])")
MONTH_BEFORE_DAY_EN = re.compile(rf"(?<![A-Za-z]){_MONTH_EN}[ \t-]+$")
# --- session 27: lead ---
# The word that joins a list's last item to the one before (`a delay in ramp-up; weaker pricing; and higher raw
# material costs`): no word of the item.
LIST_ITEM_CONJUNCTION_EN = re.compile(r"(?:and|or|as well as)[^\S\n]+(?=[a-zA-Z(])")

# --- session 27: s27-calls ---
# A stock the note marks as unrated in its own ticker's bracket, the mark last (`Kion (KGX GR, EUR38.77, not rated)`,
# `American Electric Power (AEP US, not rated)`, `Ceres (CWR LN, NR)`): the note names it without a call of its own,
# so no rating word of the sentence around it is its call. Not a former status (`previously not rated`).
UNRATED_STOCK_BRACKET_EN = re.compile(
    rf"(?P<name>{COMPANY_NAME_EN})[^\S\n]\((?P<code>{LISTED_TICKER.pattern})(?:,[^\S\n]*[^,()\n]{{1,24}}?)*?,[^\S\n]*"
    r"(?:[Nn]ot[^\S\n]+[Rr]ated|NR|[Uu]nrated|[Nn]ot[^\S\n]+[Cc]overed)[^\S\n]*\)"
)
# A sentence of the house's rating bands (`When the target price is more than 20% above the current share price, the
# stock will be classified as a Buy; …`): it defines the scale, it rates no stock.
RATING_BAND_DEFINITION_EN = re.compile(
    r"\b(?:will|would|may|shall)[^\S\n]+be[^\S\n]+(?:classified|rated|designated)[^\S\n]+as[^\S\n]+(?:an?[^\S\n]+)?"
    r"[A-Z][a-z]+\b"
)
# A digest item's byline where it ends the item's last line (`… 12m TP lifted to NT$3,000. Evelyn Yu`): a person's
# name of two or three capitalised words after a sentence's end, nothing after it on the line.
DIGEST_LINE_END_BYLINE_EN = re.compile(
    r"(?<=[.!?])[^\S\n]+(?P<byline>[A-Z][a-z]+(?:[^\S\n]+[A-Z][a-z]+){1,2})[^\S\n]*$", re.M
)
# A word of a person's name in a byline glued before a digest item's heading: one capitalised word of letters.
BYLINE_WORD_EN = re.compile(r"[A-Z][a-z]+")

# --- session 27: s27-sector-risks ---
# A sentence that states one stock's price target with its value or horizon (`Our 12-month price target of $2.50 is
# based on…`, `…to arrive at our $2.50 price target`): a sector note's paragraph valuing one stock, whose risk lead-in
# right after it gives that stock's risks (tasks/finders/risks.py).
STOCK_TARGET_VALUED_EN = re.compile(
    r"\bour[ \t]+(?:(?:12|twelve|6|six)[- ]?(?:month|mth|m)[ \t]+|[$€£¥]?[A-Z]{0,3}[$€£¥]?\d[\d,.]*[ \t]+)"
    r"(?:price[ \t]+target|target[ \t]+price|price[ \t]+objective|PT|TP|PO)\b",
    re.I,
)

# --- session 28: s28-covers ---
# An English cover's rating box printed as the house's numeric code with its word in brackets (`Rating: 2
# (Outperform)`, `Rating 1 (Buy)`): one stock's rating box as `Rating: Outperform` is (tasks/finders/doc_type.py).
CODED_RATING_BOX_EN = re.compile(
    r"(?<![Ss]ector )(?<![Ii]ndustry )\b[Rr]ating[^\S\n]?:?[^\S\n]*[1-5][^\S\n]?\((?P<word>[A-Za-z][A-Za-z -]{1,28})\)"
)
# An English cover's target box whose currency stands bracketed after a bare `Target` (`Target (HK$): 68.00`,
# `Target (¥): 15,000`) at the start of its line: one stock's target box; not a table's header over a year of
# estimates (`Target (HK$) 2027E P/E`).
BRACKETED_CURRENCY_TARGET_BOX_EN = re.compile(
    r"(?<![^\n])[ \t]*(?:12m[ \t]+|12-month[ \t]+)?[Tt]arget[ \t]*\((?:HK\$|US\$|NT\$|S\$|A\$|C\$|\$|¥|€|£|Rmb|RMB"
    r"|HKD|USD|EUR|JPY|KRW|TWD|W|Won|Rs\.?|INR|SGD|AUD|GBP|GBp|p|CNY)\)[ \t]*[:：]?[ \t]*(?!(?:19|20)\d\d[EF]\b)\d"
)
# The market's rating or target label before a value on its line (`Consensus rating: Buy`, `Street rec. Buy`, `Bloomberg
# consensus target: US$160`, `市场一致评级：买入`, `一致预期目标价`): another's view printed beside the house's own, never the note's.
CONSENSUS_LABEL_BEFORE = re.compile(
    r"(?:\b(?:consensus|cons\.|street|bloomberg|factset|refinitiv|avg\.?|average)[^\S\n]+"
    r"(?:(?:consensus|analyst|broker)[^\S\n]+)?(?:rating|rtg|rec(?:ommendation)?\.?|reco|view|price[^\S\n]+target"
    r"|target(?:[^\S\n]+price)?|TP|PT)s?|(?:市场|万得|Wind)?一致(?:预期)?(?:评级|目标价))"
    r"[^\S\n]*(?:\([^)\n]{1,8}\))?[^\S\n]*[:：]?[^\S\n]*$",
    re.I,
)
# A cover's price line that names the last trade (`Last Traded Price ( 10 Mar 2026): S$1.86`, `Last done price: RM6.20`):
# a rating word alone right above it is the cover's rating, as one above `Price (10 Mar 26) US$120.50` is.
TRADED_PRICE_LINE_EN = re.compile(
    rf"[ \t]*last[ \t]+(?:traded|done|close|closing)[ \t]+price(?:[ \t]*\([^)\n]{{1,20}}\))?[ \t]*[:：]?[ \t]*"
    rf"{PRICE_CURRENCY_EN}[ \t]?\d",
    re.I,
)
# A cover band's fair-value cell after the rating (`Accumulate | Fair value: S$3.40`), as a target cell is.
FAIR_VALUE_CELL_AFTER = re.compile(
    r"[ \t]*\|?[ \t]*(?:(?:12|twelve)[- ]?(?:months?|mths?|m)[ \t]+)?fair[ \t]+value(?:[ \t]+estimate)?\b[ \t]*:?[ \t]*"
    r"(?=[^\s\d]{0,4}[ \t]?\d)",
    re.I,
)
# An English cover's fair-value box with its value (`Fair value: S$3.40`, `Fair Value Estimate $150.00`): one stock's
# target box; not the prose's `our fair value of S$3.40`.
FAIR_VALUE_BOX_EN = re.compile(
    rf"\bfair[ \t]+value(?:[ \t]+estimate)?[ \t]*(?:\([^)\n]{{1,8}}\))?[ \t]*[:：]?[ \t]*{PRICE_CURRENCY_EN}[ \t]?\d",
    re.I,
)

# --- session 28: s28-risks ---
# A disclaimer's generic sentence on the risk of investing at all (`Investing in securities involves risks, including
# the possible loss of principal`): no risk of the note's. A sector's statement (`Investing in the technology sector
# involves a high degree of risk`) names its sector, not securities in general, and stays a risk.
GENERIC_INVESTMENT_RISK_EN = re.compile(
    r"\binvest(?:ing|ments?)[ \t]+in[ \t]+(?:(?:the|these|such|any)[ \t]+)?(?:securities|equities|stocks|shares|financial[ \t]+instruments"
    r"|(?:the[ \t]+)?(?:stock|equity|capital)[ \t]+markets?)\b[^\n.]{0,40}?"
    r"\b(?:involves?|carr(?:y|ies)|entails?)\b[^\n.]{0,30}?\brisks?\b",
    re.I,
)
# A page's running footer that sends the reader to the back matter, or numbers the page (`See page 8 for analyst
# certification and important disclosures.`, `Please see the end of this report for disclosures. Page 1`): page
# furniture a list's page turn passes over, no heading of the back matter itself.
RUNNING_FOOTER_EN = re.compile(
    r"\b(?:please[ \t]+)?(?:see|refer[ \t]+to)\b[^\n]{0,80}?\b(?:disclosures?|certifications?|disclaimers?)\b"
    r"|^[^\n]{0,80}?\bpage[ \t]+\d{1,3}(?:[ \t]+of[ \t]+\d{1,3})?[ \t]*$",
    re.I,
)
# A legal notice opening what a 风险提示 heading heads (`本报告由本公司研究所撰写，仅供本公司客户参考。`): the back
# page's notice of whom the report is for, as `COPYRIGHT_NOTICE_OPENING_ZH`, no risk of the note's. A report's caveat
# on what its findings rest on (`本报告分析均基于公开信息，不构成投资建议`, `本报告基于历史数据分析，…存在失效的风险`)
# names no clients, and stays.
LEGAL_NOTICE_OPENING_ZH = re.compile(r"本(?:报告|研究报告)[^。；;\n]{0,30}?仅供[^。；;\n]{0,10}?客户")
# A rating box's label and its colon (`投资评级：`, `评级：`, `公司评级:`) before the one rating word it states
# (`投资评级：买入`): a line of the cover's box, however short, never a label of a rating legend it follows in
# reading order (a sidebar read after the main column's legend).
RATING_BOX_LABEL_ZH = re.compile(r"[ \t]*[^\n:：。；]{0,6}评级[ \t]*[:：][ \t]*")


# --- session 28: s28-tables ---
# Note marks a table prints right after a stock's name (`Sony Group*`, `TDK**`, `Tencent†`): no part of the name.
NAME_NOTE_MARK_END = re.compile(r"(?<=[A-Za-z.)])(?:\*{1,3}|[†‡§¹²³⁴⁵⁶⁷⁸⁹]{1,2})$")
# A label row of a coverage table grouped by market or region (`Taiwan`, `Korea`, `Hong Kong / China`, `ASEAN`,
# `China A-shares`), between its stocks' rows: no second line of the name above it.
TABLE_GROUP_LABEL_EN = re.compile(
    r"(?:(?:Mainland |Greater )?China|Hong Kong|Taiwan|Korea|Japan|India|ASEAN|Singapore|Malaysia|Indonesia|Thailand"
    r"|Philippines|Vietnam|Australia|New Zealand|US|USA|North America|Americas|Canada|Europe|EMEA|UK|Asia(?: Pacific)?"
    r"|APAC|Latin America|LatAm|Global|Others?)(?:\s*(?:[/&,]|and)\s*(?:China|Hong Kong|Taiwan|Korea|Japan|ASEAN|US|Europe))?"
    r"(?: (?:A|H)-shares?| ADRs?| listed)?"
)
# A name's last word that goes on onto the next line (`Industrial and Commercial Bank of` / `China`).
NAME_GOES_ON_WORD_EN = re.compile(r"(?:\b(?:of|and|the|for|de)|[&,\-–])$", re.I)


# --- session 29: s29-risks-en ---
# A sentence that sends the reader to the page, section or report where the risks are set out (`Risks to our view are
# set out on page 3.`, `Key risks are discussed in the Risks section on page 12`, `See our initiation report of 14
# January 2026 for a full discussion of the risks`): a pointer, no risk; the risks are where it points.
RISK_CROSS_REFERENCE_EN = re.compile(
    r"\b(?:(?:are|is)\s+(?:set\s+out|discussed|detailed|described|listed|outlined|shown|summari[sz]ed)"
    r"|(?:please\s+)?see)\b[^.\n]{0,40}?\b(?:on\s+)?(?:page|p\.)\s*\d{1,3}\b"
    r"|^\s*(?:please\s+)?(?:see|refer\s+to)\b[^.\n]{0,80}?\bfor\s+(?:a\s+|the\s+|more\s+)?(?:full\s+|fuller\s+|detailed\s+)?"
    r"(?:discussion|details?|description|analysis)\s+of\s+(?:the\s+|our\s+)?(?:key\s+|main\s+)?risks?\b",
    re.I,
)


# --- session 29: s29-zh ---
# A cover's label of its target as some Chinese houses print it (`目标估值：58.00元`, `目标估值 45.20港元`): a valuation
# cue that states the target only when a price with its currency unit follows it, never a multiple (`目标估值25倍PE`)
# nor a market value (`目标估值300亿元`, which NOT_A_TARGET_CUE keeps out).
PRICED_VALUATION_CUE_ZH = re.compile(r"目标估值(?=[ \t]*[:：]?[ \t]*\d[\d,]*(?:\.\d+)?[ \t]*(?:元|港元|港币|美元))")
# The next cell of a Chinese cover band after the rating word that opens its line (`买入 | 当前价格：36.80元 | 合理价值：
# 45.00元`): a price cell after a bar, so the band's first cell is the rating the note gives its company.
BAND_PRICE_CELL_AFTER_ZH = re.compile(
    r"[ \t]*[|｜丨][ \t]*(?:当前价格|当前股价|最新价格?|收盘价|现价|股价|目标价格?|合理价值|目标估值)[ \t]*"
    r"(?:[(（][^)）\n]{1,6}[)）])?[ \t]*[:：]?[ \t]*\d"
)
# A bare `风险` set alone on its line (中金's first-page heading, `【风险】`): a risk heading when the line under it
# opens a list (a list mark, or a first item up to its semicolon), never a disclaimer's `市场有风险` sentence.
BARE_RISK_LINE_ZH = re.compile(r"(?m)^[ \t]*[【\[]?风险[】\]]?[ \t]*$")
FIRST_ITEM_LINE_ZH = re.compile(r"[ \t]*(?:[(（]?\d{1,2}[)）.、]|[①②③④⑤⑥⑦⑧⑨⑩]|[^\n]{2,80}?[；;])")
# A risk section's heading set on a line of its own (`风险提示`, `【风险提示】`, `■ 风险因素：`): it ends a rating legend
# the cleaner is reading (a table of 超配 / 标配 / 低配 cells read as one), and is never one of its labels.
RISK_HEADING_LINE_ZH = re.compile(rf"[ \t]*[【\[■◼]?[ \t]*(?:{RISK_HEADING_ZH.pattern})[】\]]?[ \t]*[:：]?[ \t]*")

# --- session 30: s30-long ---
# A rating legend's definition of one rating (`Buy - Describes securities that we expect to provide a total return of
# 15% or more…`, `Overweight is defined as…`) or the house's distribution of ratings as a sentence (`Distribution of
# ratings (Nomura Group): … 54% have been assigned a Buy rating, 38% a Neutral rating…`): the words of the house's
# scale, no statement of a rating.
RATING_DEFINITION_EN = re.compile(
    r"\bdescribes (?:securities|stocks|shares|companies)\b|\b(?:is|are) defined as\b"
    r"|\bdistribution of (?:all |our )?(?:\w+ )?ratings\b",
    re.IGNORECASE,
)
# A heading that states the risks in the words `Statement of Risk` (UBS prints it under the valuation).
STATEMENT_OF_RISK_HEADING_EN = re.compile(r"[ \t]*(?:key\s+)?statements?\s+of\s+risks?[ \t]*:?[ \t]*", re.IGNORECASE)
# A rating cell's bracketed grade, the number the house's legend gives the rating (`Buy (1)`, `Outperform (2)`):
# part of the rating cell, no value cell.
RATING_GRADE_CELL = re.compile(r"\([1-5]\)")

# --- session 30: s30-zh ---
# An asset class a strategy or macro note allocates to (权益, 债券, 商品, A股 …): an allocation word said of one
# (`我们维持权益资产相对债券的超配建议`, `超配权益、低配债券`) is the note's asset-allocation advice, no rating of the note.
ASSET_CLASS_ZH = r"(?:权益|股票|债券|利率债|信用债|可转债|转债|商品|大宗商品|黄金|原油|现金|货币基金|美元|美债|A股|港股|美股|海外资产|大类资产)"
# The asset class in the clause before the word, no sector (`行业`, `板块`, `银行`: a 行 or 板) between them.
ASSET_CLASS_BEFORE_ALLOCATION_ZH = re.compile(rf"{ASSET_CLASS_ZH}[^，,。；;：:、\n行板]{{0,12}}$")
ASSET_CLASS_AFTER_ALLOCATION_ZH = re.compile(rf"^[”\"」]?\s*(?:配置)?{ASSET_CLASS_ZH}")
# Advice glued before the stock it names in an industry note's prose (`建议关注宁德时代（300750.SZ，买入）`, `首推牧原股份`):
# the verb is no part of the name.
ADVICE_BEFORE_NAME_ZH = re.compile(r"(?:建议|重点|持续|积极)?关注|首推|首选")
# A Hong Kong listing's share-class mark printed after its Chinese name (`美团-W`, `网易-S`, `百济神州-B`, `快手-SW`):
# part of the name as printed.
HK_SHARE_CLASS_SUFFIX = re.compile(r"[-－](?:SW|WR|W|S|B|R|P)(?![A-Za-z])")
# A Chinese label of the rating before a change right before a rating word (`上次评级看好`, `前次评级：买入`, `原评级为“增持”`):
# the word is the old rating, never the one the note gives now.
PREVIOUS_RATING_LABEL_BEFORE_ZH = re.compile(
    r"(?:上次|前次|此前|之前|原|上期)(?:投资)?评级[ \t]*[:：为]?[ \t]*[“\"「]?$"
)

# --- session 30: s30-en-risks ---
# The last line of a table cell ends a sentence (`…in 2027.`): the next line at its left edge opens another cell,
# not a wrap of this one.
SENTENCE_END_LINE = re.compile(r"[.。!?！？;；]\s*$")
# A table cell's line that runs on into the line under it: it ends in a comma, a dash, a slash or an ampersand, or in
# a word that cannot end a phrase (`Cut equities to` / `Neutral`); a line under a cell in capitals otherwise opens the
# next row (`HSBC` / `Standard Chartered`).
CELL_RUNS_ON_END = re.compile(
    r"(?:[,\-/&(]|\b(?:and|or|of|to|the|a|an|in|on|for|with|by|from|at|as|than|into|over|amid|vs))[ \t]*$",
    re.IGNORECASE,
)
# A bold run-in title that names what the risks are to, closed by a full stop before the paragraph it opens (`Key
# risks to our thesis. Key risks to our In-Line view include…`, `Risks to our call. A faster…`): the paragraph is
# the risk section, as after a bare `Risks.` title (RISK_RUN_IN_TITLE_EN).
RISK_RUN_IN_VIEW_TITLE_EN = re.compile(
    r"(?:(?:key|main|investment)\s+)?risks?\s+to\s+(?:our|the)\s+(?:[\w-]+\s+){0,2}?(?:view|thesis|call|stance)\.[ \t]+(?=\S)",
    re.I,
)
# A risk list run on inline whose line a page turn cuts after an item (`…(2) a slump in exports; and`): the next item
# comes on the next page.
INLINE_LIST_CUT_EN = re.compile(r"[;,][ \t]*(?:(?:and|or)[ \t]*)?$", re.I)
# A heading that names the sector's own risks (`Sector risks`, `Key industry risks`): set apart, it heads a paragraph
# of them as well as a list, unlike a topic's heading (`Regulatory risks` over a discussion).
SECTOR_NAMED_RISK_HEADING_EN = re.compile(
    r"\s*(?:(?:key|main)\s+)?(?:sector|industry)(?:-wide)?\s+risks?\s*:?\s*", re.I
)

# --- session 31: s31-zh ---
# The tail of a numbered item that a page turn cut mid-clause (`…进而影响公司整体盈利水平的持续` / the running
# header / `提升；`): a short line of Han words closed by the list's `；` or `。`, right after a long line that closes
# no clause.
ITEM_TAIL_LINE_ZH = re.compile(f"[{HAN_RANGES}][^\\n]{{0,19}}[；;。][ \\t]*(?=\\n|$)")
# A clause that states how the one before it weakens what it names (`宏观经济复苏不及预期，白酒消费需求疲软`): its
# consequence, one risk item with it, as a fall (CONSEQUENCE_CLAUSE) is.
WEAKENING_CLAUSE_ZH = re.compile(r"(?:疲软|走弱|萎缩|放缓|承压)的?(?:风险)?$")
# A line break between two Han characters inside one risk item: the item's wrap (a page turn's), joined without a space.
HAN_LINE_WRAP = re.compile(f"(?<=[{HAN_RANGES}])\\n(?=[{HAN_RANGES}])")
# A page's running line that sends the reader to the disclaimer (`请务必阅读正文之后的免责条款部分`, after a running
# title `行业周报`): page furniture at a page's edge even where no other page repeats it, as a list's page turn passes.
RUNNING_DISCLAIMER_POINTER_ZH = re.compile(r"(?:请务必|敬请)(?:仔细)?阅读[^\n。；]{0,20}?(?:免责|声明|披露|条款)")
# The running title a page prints beside that pointer, naming the report's kind (`行业周报`, `公司深度研究`).
RUNNING_REPORT_KIND_ZH = re.compile(
    r"[^\n。；:：]{0,12}(?:周报|月报|日报|点评|深度|研究|报告|专题|快报|简报|纪要)[ \t]*"
)

# --- session 31: s31-tables ---
# A calls table's header (a table drawn cell by cell, its rows read one a line only under such a header): it names
# the house's rating column (`Rating`, `Rtg`, `Rec.`, `Stock Rating`, `评级`) and the stock's identity column
# (`Company`, `Ticker`, `RIC`, `代码`, `名称`). A rating column of the market's (`Consensus rating`, `Street rec`,
# `一致评级`) or of the past (`Rating at addition`, `Initial rating`) is no house's call column.
CALLS_HEADER_RATING_COLUMN = re.compile(
    rf"(?<![\w-])(?:{COLUMN_RATING_NAMES_EN})(?![\w-])|(?<!一致){COLUMN_RATING_NAMES_ZH}", re.I
)
CALLS_HEADER_IDENTITY_COLUMN = re.compile(
    rf"(?<![\w-])(?:{COLUMN_IDENTITY_NAMES_EN})(?![\w-])|{COLUMN_IDENTITY_NAMES_ZH}", re.I
)
NOT_THE_HOUSE_RATING_BEFORE = re.compile(
    r"(?:\b(?:consensus|cons\.|street|bloomberg|factset|refinitiv|avg\.?|average|initial|original|entry|prior|past)"
    r"|市场|万得|Wind)\s*$",
    re.I,
)
NOT_THE_HOUSE_RATING_AFTER = re.compile(
    r"\s*(?:(?:at|on|when|upon)\s+(?:addition|inclusion|entry|initiation|added|included|the\s+time)|then)\b", re.I
)
# A Hong Kong code shorter than four digits before its `HK` listing in the next cell (`27 HK`, `5 HK`, `388 HK`).
HK_SHORT_CODE_CELL = re.compile(r"\d{1,3}")
HK_LISTING_CELL = re.compile(r"HK")
# A US over-the-counter symbol of a foreign stock (`GXYEF`, `TCEHY`): a ticker column between the name and the home
# listing (BofA's), no word of the name (`Samsung SDI`, `LG H&H` end in capitals, not in F or Y after four).
OTC_TICKER_CELL = re.compile(r"[A-Z]{4}[FY]")
# A line that names its source (`Source: HSBC estimates`, `Priced at 9 July 2026 Source: Bloomberg`): it closes the
# exhibit above it, so no header of the table below reaches over it.
SOURCE_MARK_EN = re.compile(r"\bSources?\s*:", re.I)
# A stock's listed code inside a line (`GOOG US`, `0700.HK`, `2330 TT`, `6274.TWO`): a table row holding one differs
# from the next row by it, however alike the rest (`GOOGL GOOGL US Alphabet A US$ 366.46 B-1-7` / `GOOG GOOG US …`).
LISTED_CODE_IN_LINE = re.compile(
    rf"(?<![\w.])(?:[A-Z][A-Z0-9&]{{0,9}}|\d{{1,6}})(?: (?:{EXCHANGE_CODE.pattern})|\.(?:[A-Z]{{1,2}}|TWO))(?![\w.])"
)
# A column that makes a table a coverage list of the house's analysts (`Analyst`), a disclosure page's, no calls table.
COVERAGE_LIST_COLUMN = re.compile(r"(?<![\w-])analysts?(?![\w-])", re.I)
# A caption or header line that says the table's ratings are not the house's own (`Regional peers (not covered;
# consensus ratings and estimates)`): its rows are no calls.
NOT_HOUSE_RATINGS_CAPTION = re.compile(
    r"\bconsensus\s+(?:ratings?|recommendations?|recs?\.?)|\bnot\s+(?:covered|rated)\b|\bunrated\b", re.I
)
# A two-row header's upper row led by the identity columns it spans down both rows (`Company Ticker Rating Target
# price (HK$)` over `Prev. Curr. Prev. Curr.`), and a group's unit in brackets (`(HK$)`).
LEADING_IDENTITY_COLUMNS_EN = re.compile(rf"^\s*(?:(?:{COLUMN_IDENTITY_NAMES_EN})\s+)+", re.I)
GROUP_UNIT_EN = re.compile(r"\s*\([^()\n]{1,10}\)")

# --- session 31: s31-en ---
# A word hyphenated at a line's wrap (`inven-` / `tories`) is one word and joins without its hyphen; a compound set
# with a hyphen keeps it (`risk-` / `adjusted`, `year-` / `on-year`): its first part is one of these words, or its
# second part is one of WRAP_COMPOUND_SECOND or runs on into a further hyphen.
WRAP_COMPOUND_FIRST = re.compile(
    r"(?:risk|self|non|cross|well|long|short|mid|high|low|multi|semi|anti|co|ex|post|pre|sub|year|month|quarter|"
    r"half|full|one|two|three|four|five|six|ten|single|double|large|small|top|near|medium|state|market|price|cost|"
    r"value|trade|tax|rate|debt|credit|over|under|off|end|day|all|fast|best|worst|hard|soft|open|front|back|"
    r"follow|catch|spin|build|roll|buy|sell|take|lead|like|low|mark|fee|time|world|most|least|first|second|third)",
    re.I,
)
WRAP_COMPOUND_SECOND = re.compile(
    r"(?:term|based|led|driven|related|linked|owned|adjusted|weighted|like|free|looking|listed|oriented|focused|"
    r"specific|wide|level|sized|scale|grade|digit|time|up|off|out|in|on|over|down|year|quarter|end|run|back|"
    r"making|facing|backed|bound|heavy|light|rich|intensive|sensitive|neutral|dependent)",
    re.I,
)
# A list item's number set bare in bold before its text in the body's weight (`1` / `Loss of a top-three customer`):
# the line opens an item as `1.` does.
BARE_BOLD_ITEM_NUMBER = re.compile(r"\d{1,2}")
# A line opening with a bare list number before a capitalised word (`2 Wage inflation above 5%`): the next item of a
# run numbered 1, 2, 3… where the lines before carry that run (a sidebar's numbers set bare in bold); not a note under
# a list, which opens with its mark and a note's words (`1 See our note of 3 April…`, `2 Source: …`, `1 As of March`).
BARE_LIST_NUMBER_LINE_EN = re.compile(
    r"[ \t]*(?P<number>[1-9]\d?)[ \t]+(?!(?:See|Source|Sources|Note|Notes|As of|Based on|Includes|Excludes)\b)"
    r"(?=[A-Z][a-z])"
)
# A cover table's last row that is its benchmark index's (`Ticker … Target Price` / `MRDN O USD 84.10 112.00 -9.5%` /
# `S&P 500 5,412.30`, the two rows read as one line): the index's name and figures, no cell of the stock's row.
BENCHMARK_INDEX_ROW_TAIL = re.compile(
    r"[ \t]+(?:S&P(?:/ASX)?[ \t]?\d{2,4}|MSCI(?:[ \t][A-Z][A-Za-z.-]*){1,3}|FTSE[ \t]?(?:\d{2,3}|All-Share)"
    r"|(?:Euro[ \t]?)?Stoxx[ \t]?\d{2,3}|Nikkei[ \t]?225|TOPIX|Hang[ \t]Seng(?:[ \t]Index)?|KOSPI|Nifty[ \t]?50|Sensex"
    r"|CSI[ \t]?300|Russell[ \t]?\d{4}|Nasdaq(?:[ \t](?:Composite|100))?|DAX|CAC[ \t]?40|IBEX[ \t]?35|TSX|ASX[ \t]?200"
    r"|TAIEX)(?:[ \t]+[-+]?[\d,.]+%?)*[ \t]*$"
)
# The first cell of such a row: the stock's bare ticker.
BARE_TICKER_CELL = re.compile(r"[A-Z]{2,6}")
# An English rating history's dated entry before a rating word (`1. 14/05/2025: Buy, Target Price Change USD78.00`,
# `2. 02/10/2025: Downgrade to Hold`, `12 Sep 2025: Outperform`): a past rating, never the note's.
RATING_HISTORY_DATED_ENTRY_BEFORE_EN = re.compile(
    r"(?:\d{1,2}[-/.]\d{1,2}[-/.](?:19|20)?\d{2}|\d{1,2}[ \t][A-Z][a-z]{2,8}[ \t](?:19|20)\d{2}):[ \t]*"
    r"(?:(?:upgrade|downgrade|initiat\w*|reinstat\w*|resum\w*)[ \t]+(?:to|at)[ \t]+)?$",
    re.I,
)
# A cover's price line dated after `at` with its currency bracketed before the figure (`Price at 6 Mar 2026 (USD)
# 67.40`, `Price as of 6 March 2026 (EUR): 42.10`): a rating word alone on the line above it is the cover's rating.
DATED_PRICE_LINE_EN = re.compile(
    rf"[ \t]*(?:share |last |closing )?price[ \t]+(?:at|as[ \t]+(?:of|at)|on)[ \t]+[^()\n]{{3,24}}?"
    rf"[ \t]*\([ \t]*{PRICE_CURRENCY_EN}[ \t]*\)[ \t]*[:：]?[ \t]*\d",
    re.I,
)
# A line opening with a bare number before a capitalised word (`1 See our note…`, `2 Wage inflation…`): a list's or a
# note's number, never the figure a bulleted item wrapped before (`…by about 9% for every` / `US$1,000/t.`).
BARE_NUMBER_BEFORE_CAPITAL_EN = re.compile(r"[ \t]*\d{1,2}[ \t]+[A-Z][a-z]")

# --- branch s31-tables2 ---------------------------------------------------------------------------------------------
# A bare exchange code in brackets closing a table's name cell (`SK hynix (000660)` under `Company (code)`, as Korean
# houses print it): the row's code, the brackets left out.
BRACKETED_NUMERIC_CODE_CELL = re.compile(r"\((?P<code>\d{4,6}|\d{3}[0-9A-Z])\)")

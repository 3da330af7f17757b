"""The rating lexicon (data in rating_lexicon.json) and the cue words every stage agrees on."""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources

RATING_CLASSES = ("buy", "outperform", "neutral", "underperform", "sell", "unrated")

RATING_ACTIONS: dict[str, str] = {
    "维持": "maintain",
    "首次": "initiate",
    "上调": "upgrade",
    "下调": "downgrade",
    "maintain": "maintain",
    "initiate": "initiate",
    "upgrade": "upgrade",
    "downgrade": "downgrade",
}

# Words near which a rating word is a statement of the report's rating.
RATING_CUE = re.compile(r"评级|投资建议|评价|首次覆盖|维持|首次|上调|下调|rating|recommendation|initiate|maintain|upgrade|downgrade", re.I)
# Headings of the rating legend ("评级说明") that names every rating word.
LEGEND_HEADING = re.compile(r"评级说明|评级标准|评级体系|评级定义|投资评级的说明|rating (?:system|definitions?|key|legend)|ratings? explained", re.I)
TARGET_PRICE_CUE = re.compile(r"目标价格|目标价位|目标价|target price|price target|\bTP\b", re.I)
# A target that is not the current one: 前次/原/此前/上次目标价.
PREVIOUS_TARGET_CUE = re.compile(r"(?:前次|原|此前|上次|之前|previous|prior|old)\s*(?:的)?\s*(?:目标价|target)", re.I)
CURRENT_PRICE_CUE = re.compile(r"当前股价|当前价格|当前价|收盘价|现价|股价|current price|last price|closing price", re.I)
RISK_HEADING = re.compile(r"评级面临的主要风险|风险提示|风险因素|主要风险|投资风险|风险|key risks|risks?", re.I)
CURRENCY_UNITS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"港元|港币|HK\$|HKD", re.I), "HKD"),
    (re.compile(r"美元|US\$|USD", re.I), "USD"),
    (re.compile(r"人民币|元|RMB|CNY|Rmb", re.I), "CNY"),
)


@cache
def rating_lexicon() -> dict[str, str]:
    """Printed rating word -> normalised class. English keys are lower-cased."""
    raw = json.loads(resources.files("schemas").joinpath("rating_lexicon.json").read_text("utf-8"))
    table: dict[str, str] = {}
    for klass in RATING_CLASSES:
        for word in raw[klass]:
            table[word.lower() if word.isascii() else word] = klass
    return table


def normalize_rating(word: str) -> str | None:
    word = word.strip()
    return rating_lexicon().get(word.lower() if word.isascii() else word)


@cache
def rating_word_pattern() -> re.Pattern[str]:
    """Any lexicon word, longest first so 强烈推荐 wins over 推荐; English on word boundaries."""
    words = sorted(rating_lexicon(), key=len, reverse=True)
    parts = [rf"\b{re.escape(w)}\b" if w.isascii() else re.escape(w) for w in words]
    return re.compile("|".join(parts), re.I)


def currency_of(text: str) -> str | None:
    for pattern, code in CURRENCY_UNITS:
        if pattern.search(text):
            return code
    return None

# Planted instructions inside a report: they must never steer extraction or count as evidence.
INJECTION = re.compile(
    r"忽略(?:以上|之前|前面|上述|先前|所有)(?:的)?(?:所有)?(?:指令|指示|说明|要求|提示|内容)"
    r"|(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:the\s+)?(?:previous|prior|above|earlier|preceding)\s+(?:instructions|prompts?|rules)"
    r"|<<\s*FAP_FIELD_(?:START|END)"
    r"|</?\s*(?:system|assistant|user|instructions?)\s*>"
    r"|(?:^|\n)\s*(?:system|assistant|human)\s*[:：]"
    r"|你现在是|you are now",
    re.I,
)

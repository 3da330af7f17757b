"""Plausibility checks: alerts that send a report to review. They never invent or change a value.

- a target more than 3x or less than 0.5x the current price the same report states;
- a target currency that does not fit the listing (港元 for an A-share code, 元 for a .HK code);
- a rating action that contradicts the change it states (由买入上调至增持);
- a company report with no rating and no risk section found (`nothing_found`).
"""

from __future__ import annotations

from schemas.lexicon import normalize_rating, rating_words
from schemas.patterns import HONG_KONG_TICKER, STOCK_CODE
from schemas.types import FieldName, FieldResult, FieldStatus
from tasks.finders.spans import price_numbers
from tasks.finders.target_price import current_prices

TARGET_OVER_CURRENT_MAX = 3.0
TARGET_OVER_CURRENT_MIN = 0.5
RANK = {"buy": 0, "outperform": 1, "neutral": 2, "underperform": 3, "sell": 4}
CHANGE_REACH = 16  # "由增持上调至买入": the old rating this far before the new one


def plausibility_alerts(text: str, fields: dict[FieldName, FieldResult]) -> list[str]:
    """`text`: the kept report text the fields were validated against."""
    alerts: list[str] = []
    target, rating = fields.get(FieldName.TARGET_PRICE), fields.get(FieldName.RATING)
    doc_type = fields.get(FieldName.DOC_TYPE)
    if target is not None and target.value and target.target_price_low:
        alerts += _against_current_price(text, target)
        alerts += _currency_against_listing(text, target)
    if rating is not None and rating.value and rating.rating_action in ("upgrade", "downgrade") and rating.evidence:
        alerts += _action_against_change(text, rating)
    is_company = doc_type is not None and doc_type.value == "company"
    risks = fields.get(FieldName.RISK_FACTORS)
    nothing = (rating is None or rating.status is FieldStatus.NONE) and (
        risks is None or risks.status is FieldStatus.NONE
    )
    if is_company and nothing and STOCK_CODE.search(text):
        alerts.append(
            "nothing_found: a company report (it names a stock code) with no rating and no risk section found"
        )
    return alerts


def _against_current_price(text: str, target: FieldResult) -> list[str]:
    currents = [p for c in current_prices(text) for p in price_numbers(c.value)[:1] if p > 0]
    if not currents or target.target_price_low is None:
        return []
    current = currents[0]
    ratio = target.target_price_low / current
    if TARGET_OVER_CURRENT_MIN <= ratio <= TARGET_OVER_CURRENT_MAX:
        return []
    return [f"implausible_target: {target.value} is {ratio:.2f}x the current price {current:g} the report states"]


def _currency_against_listing(text: str, target: FieldResult) -> list[str]:
    codes = [m.group(0) for m in STOCK_CODE.finditer(text)]
    # `0700 HK`, `700 HK`, `(0700.HK)`: a Hong Kong listing however it is printed, never an A-share
    hong_kong = any(c.upper().endswith(".HK") for c in codes) or bool(HONG_KONG_TICKER.search(text))
    a_share = any(c[:6].isdigit() and not c.upper().endswith(".HK") for c in codes)
    if target.target_currency == "HKD" and a_share and not hong_kong:
        return [f"currency_mismatch: target {target.value} in HKD for an A-share code"]
    if target.target_currency == "CNY" and hong_kong and not a_share and "人民币" not in (target.value or ""):
        return [f"currency_mismatch: target {target.value} in 元 for a .HK code"]
    return []


def _action_against_change(text: str, rating: FieldResult) -> list[str]:
    """The rating word just before an upgrade/downgrade statement is the old rating."""
    new_class = normalize_rating(rating.value or "")
    for start, _ in _occurrences(text, rating.value or ""):
        before = rating_words(text, max(0, start - CHANGE_REACH), start)
        old_class = normalize_rating(before[-1].group(0)) if before else None
        if new_class in RANK and old_class in RANK and old_class != new_class:
            better = RANK[new_class] < RANK[old_class]
            if better != (rating.rating_action == "upgrade"):
                return [
                    f"rating_action_contradiction: {rating.rating_action} from {before[-1].group(0)} to {rating.value}"
                ]
            return []
    return []


def _occurrences(text: str, value: str) -> list[tuple[int, int]]:
    found, at = [], text.find(value) if value else -1
    while at != -1:
        found.append((at, at + len(value)))
        at = text.find(value, at + 1)
    return found

"""Session 24 (risks24): a risk sentence wrapped before the figure its comparison word names (`Iron ore prices
below` / `US$85/t would cut…`), a counted lead before a colon list (`We see three: A; B; C.`), and the validator's
reading of a lead-in's one-sentence list that wraps onto a second line."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.finders.risks import find_risks
from tasks.ingest.reader import ingest
from tasks.validate.grounding import kept_view, validate_field

COVER = (
    "Harbour Mining (HRBM AU): Volumes recover\n"
    "Equity Research | Company Update | 12 November 2026\n"
    "Overweight | Price target A$14.20 | Price A$12.00\n"
    "Shipments beat guidance by 6% and we raise our estimates.\n"
)


def items(text: str, doc_type: str = "company") -> list[str]:
    return [candidate.value for candidate in find_risks(text, doc_type)]


def test_a_sentence_wrapped_before_its_figure_is_one_item() -> None:
    text = (
        COVER + "Downside risks to our call\n"
        "A second delay to the port expansion would push growth into 2029. Iron ore prices below\n"
        "US$85/t would cut our 2027E EBITDA by a fifth. Royalty changes proposed by the state.\n"
        "Important disclosures\n"
    )
    assert items(text) == [
        "A second delay to the port expansion would push growth into 2029",
        "Iron ore prices below US$85/t would cut our 2027E EBITDA by a fifth",
        "Royalty changes proposed by the state",
    ]


def test_a_list_number_after_a_comparison_word_opens_the_next_item() -> None:
    text = COVER + "Key risks\n1. Iron ore prices fall below\n2. Royalty changes proposed by the state\nValuation\n"
    assert items(text) == ["Iron ore prices fall below", "Royalty changes proposed by the state"]


def test_a_counted_lead_is_no_part_of_the_first_item() -> None:
    text = (
        COVER + "Downside risks to our call\n"
        "We see three: a slowdown in machinery orders; yen appreciation beyond ¥135 to the dollar; weaker capex.\n"
        "Important disclosures\n"
    )
    assert items(text) == [
        "a slowdown in machinery orders",
        "yen appreciation beyond ¥135 to the dollar",
        "weaker capex",
    ]


def test_a_counted_lead_outside_a_risk_section_gives_no_item() -> None:
    text = COVER + "Outlook\nWe see three: firmer volumes; steadier prices; a better mix.\nImportant disclosures\n"
    assert items(text) == []


def _summary_bullet_note(folder: Path) -> Path:
    """A plain-text note: its lines stay as printed, the bullet's sentence wrapped onto a second line."""
    path = folder / "note.txt"
    path.write_text(
        "ASEAN Consumer: Volume recovery broadens\n"
        "Equity Research | Sector Note | 4 December 2026\n"
        "• Staples volumes grew 4% across the region in the third quarter, the best since 2022.\n"
        "• Key risks are weaker rural incomes in Indonesia, a rebound in palm oil\n"
        "prices and discounting by hypermarkets.\n"
        "Margins rebuild\n"
        "Gross margins of the eight companies we cover rose 130bp on average this year.\n",
        encoding="utf-8",
    )
    return path


def test_the_validator_keeps_a_wrapped_one_sentence_list_split_at_its_commas(tmp_path: Path) -> None:
    view = kept_view(clean(ingest(_summary_bullet_note(tmp_path))))

    def check(value: str) -> FieldStatus:
        return validate_field(FieldName.RISK_FACTORS, value, view, extractor="m", doc_type="industry").status

    split = "weaker rural incomes in Indonesia; a rebound in palm oil prices; discounting by hypermarkets"
    assert check(split) is FieldStatus.VALID
    assert check("a rebound in palm oil") is FieldStatus.INVALID  # cut at the wrap, no whole item
    assert check("Staples volumes grew 4% across the region in the third quarter") is FieldStatus.INVALID

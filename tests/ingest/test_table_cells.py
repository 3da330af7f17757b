"""A table row's cells kept apart by the ingest (`Block.cells`) and risk tables read by their header's
risk column (`risk_tables`), then through the prompt, the rules backend and validation: a generated
PDF whose `Key risks` heading sits over a two-column `Risk | Impact` table, its cells set side by
side on each row. Needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import Document, FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.ingest.blocks import risk_tables
from tasks.ingest.reader import ingest
from tasks.prompt.gradient import build_prompt
from tasks.validate.grounding import kept_view, validate_field
from tests.builders import fields_of, rules_outcome

RISKS = (
    "DRAM contract prices fall again next year",
    "HBM qualification at the US customer slips",
    "A stronger won against the US dollar",
)
IMPACTS = ("High", "Medium", "Low")
LEFT_X, RIGHT_X = 44.0, 306.0


def _risk_table_note(path: Path, header: tuple[str, str] = ("Risk", "Impact"), heading: str = "Key risks") -> Path:
    """A company note: title, rating and target, a bold `Key risks` heading (or `heading`) over a table of two
    columns whose cells share each row, then a paragraph."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((LEFT_X, 90), "Seonam Semicon: Upgrade to Buy", fontname="hebo", fontsize=16)
    page.insert_textbox(
        pymupdf.Rect(LEFT_X, 110, 520, 170),
        "We upgrade Seonam Semicon to Buy with a target price of KRW96,000, as its two largest customers "
        "double their test capacity in 2027.",
        fontname="helv",
        fontsize=10,
    )
    page.insert_text((LEFT_X, 200), heading, fontname="hebo", fontsize=11)
    rows = [header, *zip(RISKS, IMPACTS)]
    for number, (left, right) in enumerate(rows):
        y = 222 + 15 * number
        page.insert_text((LEFT_X, y), left, fontname="helv", fontsize=9)
        page.insert_text((RIGHT_X, y), right, fontname="helv", fontsize=9)
    page.insert_textbox(
        pymupdf.Rect(LEFT_X, 300, 520, 360),
        "We value the shares on 14x 2027E earnings, in line with global test-interface peers.",
        fontname="helv",
        fontsize=10,
    )
    pdf.save(path)
    pdf.close()
    return path


def _cell_texts(document: Document) -> list[list[str]]:
    return [[document.text[a:b] for a, b in block.cells] for block in document.blocks if block.cells]


def test_a_row_set_side_by_side_keeps_its_cells_and_the_text_as_it_was(tmp_path: Path) -> None:
    document = ingest(_risk_table_note(tmp_path / "note.pdf"))
    assert _cell_texts(document) == [["Risk", "Impact"], *([risk, impact] for risk, impact in zip(RISKS, IMPACTS))]
    assert f"\n{RISKS[0]} High\n" in document.text  # the text still joins the cells with a space
    for block in document.blocks:
        for start, end in block.cells:
            assert block.start <= start < end <= block.end
            page = document.pages[block.page - 1]
            assert page.start <= start and end <= page.end
            assert all(
                0 <= document.raw_offsets[at] for at in range(start, end)
            )  # every character keeps its raw offset


def test_a_risk_table_gives_its_risk_columns_cells_under_the_header(tmp_path: Path) -> None:
    document = ingest(_risk_table_note(tmp_path / "note.pdf"))
    (table,) = risk_tables(document)
    assert table.column == 0
    assert [document.text[a:b] for a, b in table.items] == list(RISKS)


def test_the_risk_column_is_found_by_its_header_word_wherever_it_stands(tmp_path: Path) -> None:
    note = _risk_table_note(tmp_path / "note.pdf", header=("Probability of the event", "Key risks"))
    document = ingest(note)
    (table,) = risk_tables(document)
    assert table.column == 1
    assert [document.text[a:b] for a, b in table.items] == list(IMPACTS)


def test_no_risk_column_in_the_header_and_no_risk_heading_over_it_is_no_risk_table(tmp_path: Path) -> None:
    document = ingest(_risk_table_note(tmp_path / "note.pdf", header=("Event", "Impact"), heading="Event calendar"))
    assert _cell_texts(document)[0] == ["Event", "Impact"]
    assert risk_tables(document) == ()


def test_a_table_right_under_a_risk_heading_gives_its_first_column_whatever_its_header_says(tmp_path: Path) -> None:
    for heading, header in (
        ("Key risks", ("Event", "Impact")),
        ("Key downside scenarios", ("Downside scenario", "Probability")),
        ("Threats to our thesis", ("What could happen", "EPS impact")),
    ):
        document = ingest(_risk_table_note(tmp_path / f"{header[0]}.pdf", header=header, heading=heading))
        (table,) = risk_tables(document)
        assert table.column == 0
        assert [document.text[a:b] for a, b in table.items] == list(RISKS)


def test_the_prompt_sets_a_risk_tables_cells_apart(tmp_path: Path) -> None:
    prompt = build_prompt(clean(ingest(_risk_table_note(tmp_path / "note.pdf"))))
    text = f"{prompt.head}\n{prompt.body}"
    assert "Risk | Impact" in text
    assert f"{RISKS[1]} | Medium" in text
    assert f"{RISKS[1]} Medium" not in text


def test_the_rules_backend_answers_the_risk_column_and_validation_keeps_it(tmp_path: Path) -> None:
    outcome = rules_outcome(_risk_table_note(tmp_path / "note.pdf"))
    assert fields_of(outcome)["risks"] == list(RISKS)
    assert outcome.fields[FieldName.RISK_FACTORS].status is FieldStatus.VALID


def test_validation_takes_a_risk_cell_as_a_whole_item_and_rejects_a_row_or_another_columns_cell(
    tmp_path: Path,
) -> None:
    view = kept_view(clean(ingest(_risk_table_note(tmp_path / "note.pdf"))))

    def status(value: str) -> FieldStatus:
        return validate_field(FieldName.RISK_FACTORS, value, view, extractor="m", doc_type="company").status

    assert status("; ".join(RISKS)) is FieldStatus.VALID
    assert status(RISKS[2]) is FieldStatus.VALID
    assert status("High") is FieldStatus.INVALID
    assert status(f"{RISKS[0]} High") is FieldStatus.INVALID
    assert status(f"{RISKS[0]}; Medium") is FieldStatus.INVALID


COMMENTS = (
    "Two of the four contracts slip regularly by a quarter or more.",
    "Contracts pass steel costs through with a lag.",
    "About 35% of revenue is billed in US dollars.",
)


def _headless_risk_table_note(path: Path) -> Path:
    """A company note whose only risk section is a captioned table `Key risks | Comment`, each comment a
    sentence with its full stop, no risk heading above it."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((LEFT_X, 90), "Seonam Semicon: Upgrade to Buy", fontname="hebo", fontsize=16)
    page.insert_textbox(
        pymupdf.Rect(LEFT_X, 110, 520, 170),
        "We upgrade Seonam Semicon to Buy with a target price of KRW96,000, as its two largest customers "
        "double their test capacity in 2027.",
        fontname="helv",
        fontsize=10,
    )
    page.insert_text((LEFT_X, 200), "Figure 4: Summary", fontname="hebo", fontsize=9)
    rows = [("Key risks", "Comment"), *zip(RISKS, COMMENTS)]
    for number, (left, right) in enumerate(rows):
        y = 222 + 15 * number
        page.insert_text((LEFT_X, y), left, fontname="helv", fontsize=9)
        page.insert_text((RIGHT_X, y), right, fontname="helv", fontsize=9)
    page.insert_textbox(
        pymupdf.Rect(LEFT_X, 300, 520, 360),
        "We value the shares on 14x 2027E earnings, in line with global test-interface peers.",
        fontname="helv",
        fontsize=10,
    )
    pdf.save(path)
    pdf.close()
    return path


def test_a_risk_table_under_no_heading_gives_its_risk_column_and_validation_keeps_it(tmp_path: Path) -> None:
    path = _headless_risk_table_note(tmp_path / "note.pdf")
    outcome = rules_outcome(path)
    assert fields_of(outcome)["risks"] == list(RISKS)
    assert outcome.fields[FieldName.RISK_FACTORS].status is FieldStatus.VALID
    view = kept_view(clean(ingest(path)))

    def status(value: str) -> FieldStatus:
        return validate_field(FieldName.RISK_FACTORS, value, view, extractor="m", doc_type="company").status

    assert status(COMMENTS[0]) is FieldStatus.INVALID  # another column's cell
    assert status(f"{RISKS[0]} {COMMENTS[0]}") is FieldStatus.INVALID  # a whole row

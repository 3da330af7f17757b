"""Parquet rows, atomic writes and the review queue."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import polars as pl
import pyarrow.parquet as pq
import pytest

from schemas.output import PAGE_SCHEMA, RESULT_SCHEMA
from schemas.types import (
    BLOCK_ROLES,
    Evidence,
    FieldName,
    FieldResult,
    FieldStatus,
    ReportOutcome,
    ReportStatus,
    ReviewEntry,
)
from tasks.files.writing import atomic_write_bytes
from tasks.ingest.reader import ingest
from tasks.output.sink import done_doc_ids, write_pages, write_results, write_review_entry
from tests.builders import rules_outcome
from tests.paths import ROOT

NOW = datetime(2026, 12, 2, 8, 0, tzinfo=UTC)


def outcome(doc_id: str, status: ReportStatus = ReportStatus.OK) -> ReportOutcome:
    fields = {
        FieldName.RATING: FieldResult(
            FieldName.RATING,
            FieldStatus.VALID,
            "增持",
            evidence=(Evidence(1, 10, 12),),
            extractor="rules",
            rating_normalized="outperform",
        ),
        FieldName.TARGET_PRICE: FieldResult(
            FieldName.TARGET_PRICE, FieldStatus.INVALID, reason="'99元' is not in the report text", extractor="none"
        ),
        FieldName.RISK_FACTORS: FieldResult(
            FieldName.RISK_FACTORS,
            FieldStatus.VALID,
            "a; b",
            items=("a", "b"),
            evidence=(Evidence(2, 5, 6), Evidence(2, 7, 8)),
            extractor="rules",
        ),
    }
    return ReportOutcome(
        doc_id=doc_id,
        source_path=f"/in/{doc_id}.pdf",
        status=status,
        fields=fields,
        alerts=["field_invalid: TARGET_PRICE"],
        review=ReviewEntry("prompt", {"primary": "raw"}, ["why"]),
    )


def test_results_follow_the_schema_and_scan_with_polars(tmp_path: Path) -> None:
    path = write_results(
        tmp_path, [outcome("a"), outcome("b", ReportStatus.ERROR)], run_id="r1", pipeline_version="v", processed_at=NOW
    )
    assert path == tmp_path / "results" / "run_date=2026-12-02" / "r1.parquet"
    assert pq.read_schema(path).equals(RESULT_SCHEMA)
    frame = pl.scan_parquet(str(tmp_path / "results" / "**" / "*.parquet")).collect()
    first = frame.row(0, named=True)
    assert (first["rating"], first["rating_page"], first["rating_start"], first["rating_end"]) == ("增持", 1, 10, 12)
    assert (
        first["target_price"] is None
        and first["target_price_status"] == "invalid"
        and first["target_price_extractor"] == "none"
    )
    assert first["risk_factors"] == ["a", "b"] and first["risk_factors_pages"] == [2, 2]
    assert sorted(frame["status"].to_list()) == ["error", "ok"]
    assert list(tmp_path.rglob("*.tmp")) == []


def test_done_ids_skip_errors_and_other_versions(tmp_path: Path) -> None:
    write_results(
        tmp_path, [outcome("a"), outcome("b", ReportStatus.ERROR)], run_id="r1", pipeline_version="v1", processed_at=NOW
    )
    rows = [outcome("c")]
    for row in rows:
        row.extractor = "rules"
    write_results(tmp_path, rows, run_id="r2", pipeline_version="v2", processed_at=NOW)
    assert done_doc_ids(tmp_path, "v2", "rules") == {"c"}
    assert done_doc_ids(tmp_path, "v1", "") == {"a"}


def test_review_entry_and_index_are_rewritten_not_duplicated(tmp_path: Path) -> None:
    for run in ("r1", "r2"):
        path = write_review_entry(tmp_path, outcome("a"), run_id=run)
    entry = json.loads(path.read_text("utf-8"))
    assert (
        entry["prompt"] == "prompt"
        and entry["raw_answers"] == {"primary": "raw"}
        and entry["spans"]["RISK_FACTORS"][1] == {"page": 2, "start": 7, "end": 8}
    )
    index = (tmp_path / "review_queue" / "index.jsonl").read_text("utf-8").splitlines()
    assert len(index) == 1 and json.loads(index[0])["run_id"] == "r2"


def test_atomic_write_leaves_the_old_file_when_interrupted(tmp_path: Path) -> None:
    target = tmp_path / "x.bin"
    atomic_write_bytes(target, b"old")

    with pytest.raises(TypeError):
        atomic_write_bytes(target, object())  # type: ignore[arg-type]
    assert target.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == ["x.bin"]


def test_alerts_command_lists_the_review_queue(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from flows.cli import app

    write_review_entry(tmp_path, outcome("abcdef1234567890" + "0" * 48), run_id="r9")
    result = CliRunner().invoke(app, ["alerts", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert (
        "abcdef123456" in result.output
        and "field_invalid: TARGET_PRICE" in result.output
        and "1 report(s)" in result.output
    )


def test_the_page_table_counts_each_pages_blocks_by_role(tmp_path: Path) -> None:
    """A sample report through the rules pipeline: the page rows carry the Document's block counts."""
    report = ROOT / "sample_pdfs" / "zh_buy.pdf"
    outcome = rules_outcome(report)
    document = ingest(report)

    path = write_pages(tmp_path, [outcome], run_id="run-1", processed_at=datetime(2025, 3, 14, tzinfo=UTC))

    assert path is not None
    table = pq.read_table(path)
    assert table.schema.field("blocks").type == PAGE_SCHEMA.field("blocks").type
    expected = [
        {role: sum(1 for b in document.blocks if b.page == page.number and b.role == role) for role in BLOCK_ROLES}
        for page in document.pages
    ]
    assert table.column("blocks").to_pylist() == expected
    assert expected[0]["sidebar"] > 0 and expected[0]["page_header"] > 0

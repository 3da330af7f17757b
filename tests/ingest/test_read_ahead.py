"""The read-ahead (tasks/ingest/read_ahead.py): reports started ahead of the lanes give the
Document ingest() gives, a report it has not reached is left to the caller, an error reaches the
lane that takes the report, and a stop request ends it."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest

from schemas.errors import EmptyInputError
from schemas.options import OcrOptions
from tasks.ingest.read_ahead import ReadAhead
from tasks.ingest.reader import finish_ingest, ingest


def reports(folder: Path, count: int) -> list[Path]:
    paths = []
    for number in range(count):
        path = folder / f"r{number}.txt"
        path.write_text(f"第{number}份报告。维持买入评级，目标价{number}.00元。", "utf-8")
        paths.append(path)
    return paths


def wait_for(condition: Callable[[], bool], timeout_s: float = 10.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.01)


def test_a_started_report_is_what_ingest_gives(tmp_path: Path) -> None:
    paths = reports(tmp_path, 3)
    ahead = ReadAhead(OcrOptions(), None, ocr_pages_ahead=4, reports_ahead=8)
    ahead.start(paths)
    wait_for(lambda: len(ahead._started) == 3)
    try:
        for path in paths:
            started = ahead.take(path)
            assert started is not None
            assert finish_ingest(started).text == ingest(path).text
        assert ahead.take(paths[0]) is None  # taken once
    finally:
        ahead.close()


def test_a_report_not_reached_is_left_to_the_caller(tmp_path: Path) -> None:
    paths = reports(tmp_path, 5)
    ahead = ReadAhead(OcrOptions(), None, ocr_pages_ahead=4, reports_ahead=1)
    assert ahead.take(paths[0]) is None  # not started yet: the lane ingests it itself
    ahead.start(paths)
    wait_for(lambda: len(ahead._started) == 1)
    try:
        assert ahead.take(paths[3]) is None  # the read-ahead holds one report at most, r1
        assert ahead.take(paths[1]) is not None
        wait_for(lambda: str(paths[2]) in ahead._started)
        assert str(paths[3]) not in ahead._started  # taken already: skipped
    finally:
        ahead.close()


def test_an_error_reaches_the_lane_that_takes_the_report(tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    ahead = ReadAhead(OcrOptions(), None, ocr_pages_ahead=4, reports_ahead=8)
    ahead.start([empty])
    wait_for(lambda: str(empty) in ahead._started and ahead._started[str(empty)].done())
    try:
        with pytest.raises(EmptyInputError):
            ahead.take(empty)
    finally:
        ahead.close()


def test_a_stop_request_ends_the_read_ahead(tmp_path: Path) -> None:
    paths = reports(tmp_path, 3)
    ahead = ReadAhead(OcrOptions(), None, ocr_pages_ahead=4, reports_ahead=8, should_stop=lambda: True)
    ahead.start(paths)
    ahead.close()
    assert all(ahead.take(path) is None for path in paths)

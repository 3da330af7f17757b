"""Lanes: a few Prefect tasks digesting reports from one queue, each report settled by the run's ledger (its record, timeout and error row)."""

from __future__ import annotations

import threading
import time
from collections import Counter
from pathlib import Path

import pytest
from prefect import flow
from prefect.task_runners import ThreadPoolTaskRunner

from flows.lanes import run_in_lanes
from flows.report import RECORD_MIN_SECONDS, ReportLedger
from schemas.types import ReportOutcome, ReportStatus
from tasks.ingest.discover import InputFile
from tasks.output.state import ReportRecords

pytestmark = pytest.mark.slow


class Work:
    """A stand-in for digest_one that counts its calls; some reports fail, hang, or are instant."""

    def __init__(
        self,
        seconds: float = 0.02,
        *,
        errors: set[str] = frozenset(),
        raises: set[str] = frozenset(),
        hangs: set[str] = frozenset(),
    ) -> None:
        self.seconds, self.errors, self.raises, self.hangs = seconds, errors, raises, hangs
        self.calls: Counter[str] = Counter()
        self.threads: set[str] = set()
        self._lock = threading.Lock()

    def __call__(self, item: InputFile) -> ReportOutcome:
        with self._lock:
            self.calls[item.doc_id] += 1
            self.threads.add(threading.current_thread().name)
        if item.doc_id in self.raises:
            raise RuntimeError("a bug in one report")
        if item.doc_id in self.hangs:
            for _ in range(600):  # short sleeps: the timeout lands between them
                time.sleep(0.05)
        time.sleep(self.seconds)
        status = ReportStatus.ERROR if item.doc_id in self.errors else ReportStatus.OK
        return ReportOutcome(
            doc_id=item.doc_id, source_path=str(item.path), status=status, seconds=self.seconds, extractor="rules"
        )


def items(count: int) -> list[InputFile]:
    return [InputFile(Path(f"/reports/r{n:03d}.pdf"), f"doc{n:03d}") for n in range(count)]


def digest(
    todo: list[InputFile],
    work: Work,
    records: ReportRecords,
    *,
    lanes: int = 3,
    force: bool = False,
    timeout_s: float = 60.0,
) -> list[ReportOutcome]:
    @flow(task_runner=ThreadPoolTaskRunner(max_workers=lanes))
    def lanes_flow() -> list[ReportOutcome]:
        ledger = ReportLedger(
            records, key_of=lambda i: f"key-{i.doc_id}", extractor_name="rules", report_timeout_s=timeout_s, force=force
        )
        return [r for r in run_in_lanes(todo, work, ledger, lanes=lanes) if isinstance(r, ReportOutcome)]

    return lanes_flow()


def test_every_report_is_digested_once_in_input_order_on_several_lanes(prefect_harness: None, tmp_path: Path) -> None:
    todo, work = items(30), Work()
    outcomes = digest(todo, work, ReportRecords(tmp_path))
    assert [o.doc_id for o in outcomes] == [i.doc_id for i in todo]
    assert set(work.calls.values()) == {1} and len(work.calls) == 30
    assert len(work.threads) >= 2  # lanes run side by side (3 unless one starts late on a loaded machine)


def test_a_rerun_reads_the_records_and_does_no_work_unless_forced(prefect_harness: None, tmp_path: Path) -> None:
    todo = items(8)
    first = digest(todo, Work(), ReportRecords(tmp_path))
    again_work = Work()
    again = digest(todo, again_work, ReportRecords(tmp_path))
    assert not again_work.calls
    assert [(o.doc_id, o.status) for o in again] == [(o.doc_id, o.status) for o in first]
    forced = Work()
    digest(todo, forced, ReportRecords(tmp_path), force=True)
    assert sum(forced.calls.values()) == 8


def test_errors_and_instant_reports_get_no_record(prefect_harness: None, tmp_path: Path) -> None:
    todo = items(3)
    digest(todo[:2], Work(errors={"doc000"}), ReportRecords(tmp_path / "a"))
    assert sorted(p.name for p in (tmp_path / "a").iterdir()) == ["key-doc001"]
    digest(todo[2:], Work(seconds=RECORD_MIN_SECONDS / 10), ReportRecords(tmp_path / "b"))
    assert not list((tmp_path / "b").iterdir())


def test_a_failing_and_a_hanging_report_become_error_rows_and_the_others_finish(
    prefect_harness: None, tmp_path: Path
) -> None:
    todo = items(6)
    work = Work(raises={"doc001"}, hangs={"doc003"})
    outcomes = {o.doc_id: o for o in digest(todo, work, ReportRecords(tmp_path), lanes=2, timeout_s=2.0)}
    assert outcomes["doc001"].status is ReportStatus.ERROR and outcomes["doc001"].error.startswith(
        "task_failed: RuntimeError"
    )
    assert outcomes["doc003"].status is ReportStatus.ERROR and outcomes["doc003"].error.startswith("report_timeout")
    assert {d for d, o in outcomes.items() if o.status is ReportStatus.OK} == {"doc000", "doc002", "doc004", "doc005"}
    assert all(o.extractor == "rules" for o in outcomes.values())


def test_a_torn_record_from_a_crash_is_redone(prefect_harness: None, tmp_path: Path) -> None:
    todo = items(2)
    digest(todo, Work(), ReportRecords(tmp_path))
    (tmp_path / "key-doc000").write_bytes(b'{"metadata": {"stor')  # what kill -9 mid-write leaves
    work = Work()
    outcomes = digest(todo, work, ReportRecords(tmp_path))
    assert dict(work.calls) == {"doc000": 1}
    assert [o.status for o in outcomes] == [ReportStatus.OK, ReportStatus.OK]


def test_the_timeout_is_not_swallowed_by_a_stage_that_catches_every_exception(
    prefect_harness: None, tmp_path: Path
) -> None:
    class Swallowing(Work):
        def __call__(self, item: InputFile) -> ReportOutcome:
            try:  # as ingest does around PyMuPDF: any Exception becomes a "damaged PDF" error row
                for _ in range(600):
                    time.sleep(0.05)
            except Exception as error:  # noqa: BLE001
                return ReportOutcome(
                    doc_id=item.doc_id,
                    source_path=str(item.path),
                    status=ReportStatus.ERROR,
                    error=f"damaged: {error!r}",
                )
            return super().__call__(item)

    (outcome,) = digest(items(1), Swallowing(), ReportRecords(tmp_path), lanes=1, timeout_s=1.0)
    assert outcome.error.startswith("report_timeout"), outcome.error

"""Starting the ingestion of reports before a lane asks for them.

One thread reads and checks each report's file, plans its pages and queues the pages that need OCR
on the shared pool (tasks/ingest/reader.py `start_ingest`), in the order the lanes will take the
reports. So the OCR pool does not idle while the lanes clean or extract, and a lane waiting on one
report's OCR holds up no other lane. At most `ocr_pages_ahead` queued OCR pages are unfinished, and
at most `reports_ahead` started reports wait for a lane, so memory stays bounded. A report a lane
asks for before the read-ahead reached it is started by the lane itself, as without a read-ahead.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from pathlib import Path

from schemas.options import OcrOptions
from tasks.ingest.ocr import PageOcr
from tasks.ingest.reader import MIN_TEXT_CHARS, StartedReport, start_ingest


class ReadAhead:
    """Reports started with the lanes' `options` and `ocr_cache` once `start` gives their paths;
    `should_stop` is asked before each report (a stop request ends the read-ahead)."""

    def __init__(
        self,
        options: OcrOptions,
        ocr_cache: Path | None,
        *,
        ocr_pages_ahead: int,
        reports_ahead: int,
        should_stop: Callable[[], bool] = lambda: False,
        min_text_chars: int = MIN_TEXT_CHARS,
    ) -> None:
        self._options = options
        self._ocr_cache = ocr_cache
        self._min_text_chars = min_text_chars
        self._ocr_pages_ahead = max(1, ocr_pages_ahead)
        self._reports_ahead = max(1, reports_ahead)
        self._should_stop = should_stop
        self._started: dict[str, Future[StartedReport]] = {}
        self._taken: set[str] = set()
        self._queued_pages = 0  # OCR pages submitted by the read-ahead and not yet read
        self._changed = threading.Condition()
        self._closed = False
        self._thread: threading.Thread | None = None

    def start(self, paths: Sequence[Path]) -> None:
        """Start `paths`, in the order the lanes will take them (once per read-ahead)."""
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._run, args=(list(paths),), name="ingest-read-ahead", daemon=True
            )
            self._thread.start()

    def take(self, path: Path) -> StartedReport | None:
        """The started report for `path` (waiting while it is being started; its error raised), or
        None when the read-ahead has not reached it: the caller then starts it itself."""
        key = str(path)
        with self._changed:
            self._taken.add(key)
            future = self._started.pop(key, None)
            self._changed.notify_all()
        return future.result() if future is not None else None

    def close(self) -> None:
        with self._changed:
            self._closed = True
            self._started.clear()
            self._changed.notify_all()
        if self._thread is not None:
            self._thread.join(timeout=10)

    def _run(self, paths: list[Path]) -> None:
        for path in paths:
            key = str(path)
            with self._changed:
                while not self._closed and key not in self._taken and self._full():
                    self._changed.wait(timeout=1.0)  # also wakes to see a stop request
                    if self._should_stop():
                        return
                if self._closed or self._should_stop():
                    return
                if key in self._taken:
                    continue
                future: Future[StartedReport] = Future()
                self._started[key] = future
            try:
                started = start_ingest(path, self._options, self._ocr_cache, self._min_text_chars)
            except BaseException as error:  # noqa: BLE001 - the lane that takes it raises it, as ingest() would
                future.set_exception(error)
                continue
            with self._changed:
                self._queued_pages += len(started.pending)
            for pending in started.pending.values():
                pending.add_done_callback(self._page_done)
            future.set_result(started)

    def _full(self) -> bool:
        return self._queued_pages >= self._ocr_pages_ahead or len(self._started) >= self._reports_ahead

    def _page_done(self, _future: Future[PageOcr]) -> None:
        with self._changed:
            self._queued_pages -= 1
            self._changed.notify_all()

"""What the pipeline reads back from OUT, read as data that may be hostile or torn.

OUT is a folder that analysts and schedulers share, so nothing read from it may execute code or
stop a run:
- report records (OUT/state/report-cache/<key>) are JSON, validated by pydantic against the
  `ReportOutcome` dataclasses; a record that is not a regular file, does not parse, does not
  validate or names another report is ignored with a warning, and the report is redone;
- Parquet files are opened only after their footer is read; a torn one is skipped with a warning.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Literal

import pyarrow as pa
import pyarrow.parquet as pq
from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError

from schemas.output import RESULT_SCHEMA
from schemas.types import ReportOutcome
from tasks.files.lock import RESULTS_DIR
from tasks.files.reading import regular_file_bytes, unreadable

log = logging.getLogger("digest.state")

RECORD_FORMAT = "research-digest/report-record"
RECORD_VERSION = 1
MAX_RECORD_BYTES = 64 << 20  # a real record is a few kB to a few MB (a 300-page report's prompt)

_OUTCOME = TypeAdapter(ReportOutcome)


class ReportRecord(BaseModel):
    """The envelope of one report record."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["research-digest/report-record"]
    version: Literal[1]
    key: str
    run_id: str | None = None
    outcome: ReportOutcome


class ReportRecords:
    """The per-report outcome records of one output folder, one JSON file per key."""

    def __init__(self, folder: Path, run_id: str | None = None) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.folder = folder
        self.run_id = run_id
        self.problems: list[str] = []  # records that were ignored, one line each

    def path(self, key: str) -> Path:
        return self.folder / key

    def read(self, key: str, doc_id: str | None = None) -> ReportOutcome | None:
        """The recorded outcome, or None when there is none or it cannot be trusted (redo it)."""
        record = self.read_record(key, doc_id)
        return record.outcome if record else None

    def read_record(self, key: str, doc_id: str | None = None) -> ReportRecord | None:
        path = self.path(key)
        data = regular_file_bytes(path, MAX_RECORD_BYTES)
        if data == "missing":
            return None
        if isinstance(data, str):
            return self._ignore(path, data)
        if len(data) > MAX_RECORD_BYTES:
            return self._ignore(path, f"larger than {MAX_RECORD_BYTES >> 20} MB")
        try:
            record = ReportRecord.model_validate_json(data)
        except ValidationError as error:
            first: dict[str, Any] = dict(error.errors()[0]) if error.errors() else {}
            where = ".".join(map(str, first.get("loc", ()))) or "record"
            return self._ignore(path, f"not a valid report record ({where}: {first.get('msg', error)})")
        if record.key != key or (doc_id is not None and record.outcome.doc_id != doc_id):
            return self._ignore(path, "a record of another report")
        return record

    def write(self, key: str, outcome: ReportOutcome) -> None:
        """Atomically; a failure is a warning (the record only saves work after a crash)."""
        from tasks.files.writing import atomic_write_bytes

        record = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "key": key,
            "run_id": self.run_id,
            "outcome": _OUTCOME.dump_python(outcome, mode="json"),
        }
        path = self.path(key)
        try:
            if path.is_dir() and not path.is_symlink():
                raise IsADirectoryError(21, "a folder is in the way", str(path))
            atomic_write_bytes(path, json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
        except OSError as error:
            log.warning(
                "report record %s not written (%s); the report is redone after a crash", path, error.strerror or error
            )

    def _ignore(self, path: Path, why: str) -> ReportRecord | None:
        line = f"report record {path} ignored: {why}; the report is redone"
        self.problems.append(line)
        log.warning("%s", line)
        return None


def readable_parquet(
    files: Iterable[Path], schema: pa.Schema | None = None, required: tuple[str, ...] = ()
) -> list[Path]:
    """The files whose Parquet footer reads and whose columns are those of `schema` (RESULT_SCHEMA
    by default, with its REQUIRED_COLUMNS; older runs may lack newer columns); each other one is
    named in a warning and skipped: one foreign or damaged file must not stop `run`, `review` or
    `show`."""
    expected = RESULT_SCHEMA if schema is None else schema
    needed = required or (REQUIRED_COLUMNS if schema is None else ())
    readable = []
    for path in files:
        try:
            why = _schema_mismatch(pq.read_schema(path), expected, needed)
        except PermissionError as error:  # not torn: skipping it would redo its reports
            raise unreadable(path, error) from None
        except (OSError, ValueError) as error:  # pyarrow raises ArrowInvalid (a ValueError) or OSError
            why = str(error).splitlines()[0][:200]
        if why:
            log.warning("skipping unreadable Parquet file %s (%s); move it away or delete it", path, why)
            continue
        readable.append(path)
    return readable


REQUIRED_COLUMNS = (
    "doc_id",
    "source_path",
    "status",
    "alerts",
    "extractor",
    "pipeline_version",
    "run_id",
    "processed_at",
)


def _schema_mismatch(schema: pa.Schema, wanted: pa.Schema, required: tuple[str, ...]) -> str:
    table = "results" if wanted is RESULT_SCHEMA else "calls"
    """Why a file's columns are not those of `wanted`, or ""."""
    missing = [name for name in required if name not in schema.names]
    if missing:
        return f"no column {', '.join(missing)}: not a {table} file"
    for column in schema:
        expected = wanted.field(column.name).type if column.name in wanted.names else None
        if expected is not None and not _same_kind(column.type, expected):
            return f"column {column.name} is {column.type}, not {expected}"
    return ""


_SCALAR_KINDS = (
    lambda t: pa.types.is_string(t) or pa.types.is_large_string(t) or pa.types.is_string_view(t),
    lambda t: pa.types.is_integer(t) or pa.types.is_floating(t) or pa.types.is_decimal(t),
    pa.types.is_boolean,
    pa.types.is_timestamp,
    pa.types.is_date,
)


def _same_kind(actual: pa.DataType, expected: pa.DataType) -> bool:
    """Types polars reads together (string and large_string, int and float, any timestamp unit);
    a column of nulls fits any."""
    if pa.types.is_null(actual):
        return True
    for kind in _SCALAR_KINDS:
        if kind(actual) or kind(expected):
            return bool(kind(actual) and kind(expected))
    lists = (pa.types.is_list, pa.types.is_large_list, pa.types.is_list_view, pa.types.is_large_list_view)
    if any(test(expected) for test in lists):
        return any(test(actual) for test in lists) and _same_kind(actual.value_type, expected.value_type)
    if pa.types.is_struct(expected):
        if not pa.types.is_struct(actual):
            return False
        fields = {expected.field(i).name: expected.field(i).type for i in range(expected.num_fields)}
        return all(
            _same_kind(actual.field(i).type, fields[actual.field(i).name])
            for i in range(actual.num_fields)
            if actual.field(i).name in fields
        )
    return actual.equals(expected)


STATE_FILES = ("state/boilerplate.json", "state/boilerplate.prev.json")


def check_readable(out: Path) -> None:
    """Before any work: the memory and every results file that exists can be read by this user
    (StateUnreadableError naming the first that cannot). A run that could not read them would
    redo their reports, or set the memory aside."""
    for path in [out / name for name in STATE_FILES] + sorted((out / RESULTS_DIR).glob("run_date=*/*.parquet")):
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
        except PermissionError as error:
            raise unreadable(path, error) from None
        except OSError:  # absent, or damaged in another way: the reader tells
            continue
        os.close(fd)

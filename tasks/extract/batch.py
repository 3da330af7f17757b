"""Message Batches: submit one request per report, persist what a restart needs, poll, read results.

A batch costs half the price and ends within 24 h (most within an hour). Its id and the per-report
context needed to validate the answers (source path, the body paragraphs the budget dropped, the
trim alerts) are saved atomically under OUT/state/ before polling starts, so a rerun finds the
pending batch and polls it instead of submitting again. Results come back in any order, keyed by
`custom_id` = `doc_id`. The SDK has no poller; `poll_batch` is one.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar, cast

import anthropic
from anthropic.types.messages import MessageBatch
from anthropic.types.messages.batch_create_params import Request

from schemas.errors import ApiKeyRejectedError, ConfigError, ModelUnavailableError
from schemas.types import ExtractionReply, ExtractionRequest
from tasks.extract.claude import KEY_REJECTED, ClaudeExtractor, reply_of
from tasks.files.writing import atomic_write_bytes

log = logging.getLogger("digest.batch")

STATE_DIR = "state"
STATE_PREFIX = "batch_"
MAX_BATCH_REQUESTS = 100_000  # the API's limit per batch
MAX_BATCH_BYTES = 200 * 1024 * 1024  # the API takes 256 MB; keep room for the envelope
RESUME_HINT = "The batch id is saved under OUT/state/; rerun the same `digest run … --batch` to resume polling"
T = TypeVar("T")


@dataclass
class PendingReport:
    """What validating one report's batch answer needs after a restart (the text is re-read from disk)."""

    doc_id: str
    source_path: str
    duplicate_paths: list[str] = field(default_factory=list)
    dropped_body_paragraphs: list[int] = field(default_factory=list)
    alerts: list[str] = field(default_factory=list)


@dataclass
class BatchState:
    batch_id: str
    model: str
    pipeline_version: str
    submitted_at: str  # ISO 8601, UTC
    reports: dict[str, PendingReport]  # by doc_id = custom_id

    def to_json(self) -> bytes:
        return json.dumps(asdict(self), ensure_ascii=False, indent=1).encode("utf-8")

    @classmethod
    def from_json(cls, data: bytes) -> BatchState:
        raw = json.loads(data)
        reports = {doc_id: PendingReport(**report) for doc_id, report in raw.pop("reports").items()}
        return cls(**raw, reports=reports)


@dataclass(frozen=True)
class BatchFailure:
    """A request the batch did not answer: errored, expired or canceled."""

    doc_id: str
    reason: str


# ---------------------------------------------------------------- state under OUT/state/


def state_path(out: Path, batch_id: str) -> Path:
    return out / STATE_DIR / f"{STATE_PREFIX}{batch_id}.json"


def save_state(out: Path, state: BatchState) -> Path:
    path = state_path(out, state.batch_id)
    atomic_write_bytes(path, state.to_json())
    return path


def pending_states(out: Path) -> list[BatchState]:
    """Batches submitted by earlier runs whose results are not written yet, oldest first."""
    states = []
    for path in sorted((out / STATE_DIR).glob(f"{STATE_PREFIX}*.json")):
        try:
            states.append(BatchState.from_json(path.read_bytes()))
        except (OSError, ValueError, TypeError, KeyError) as error:
            raise ConfigError(
                f"unreadable batch state {path}: {error}",
                hint="Move the file aside; its batch can be read with the batch id in it",
            ) from None
    return sorted(states, key=lambda s: s.submitted_at)


def clear_state(out: Path, batch_id: str) -> None:
    state_path(out, batch_id).unlink(missing_ok=True)


# ---------------------------------------------------------------- submit


def batch_requests(claude: ClaudeExtractor, requests: Iterable[ExtractionRequest]) -> list[dict[str, Any]]:
    """One Message Batches request per report: custom_id = doc_id, params = what extract() would send."""
    return [{"custom_id": r.doc_id, "params": claude.request_params(r)} for r in requests]


def chunk_requests(
    requests: list[dict[str, Any]], *, max_requests: int = MAX_BATCH_REQUESTS, max_bytes: int = MAX_BATCH_BYTES
) -> list[list[dict[str, Any]]]:
    """Split into batches within the API's count and size limits, keeping order."""
    chunks: list[list[dict[str, Any]]] = []
    size = 0
    for request in requests:
        request_bytes = len(json.dumps(request, ensure_ascii=False).encode("utf-8"))
        if not chunks or len(chunks[-1]) >= max_requests or size + request_bytes > max_bytes:
            chunks.append([])
            size = 0
        chunks[-1].append(request)
        size += request_bytes
    return chunks


def submit_batch(claude: ClaudeExtractor, requests: list[dict[str, Any]]) -> MessageBatch:
    typed = cast("list[Request]", requests)  # built by batch_request, the shape of the SDK's Request
    return _api(
        claude.client, "submitting a message batch", lambda: claude.client.messages.batches.create(requests=typed)
    )


def new_state(batch: MessageBatch, model: str, pipeline_version: str, reports: Iterable[PendingReport]) -> BatchState:
    return BatchState(
        batch_id=batch.id,
        model=model,
        pipeline_version=pipeline_version,
        submitted_at=datetime.now(UTC).isoformat(),
        reports={r.doc_id: r for r in reports},
    )


# ---------------------------------------------------------------- poll and read


def finished_requests(batch: MessageBatch) -> int:
    counts = batch.request_counts
    return counts.succeeded + counts.errored + counts.canceled + counts.expired


def poll_batch(
    client: anthropic.Anthropic,
    batch_id: str,
    *,
    interval_s: float,
    max_wait_s: float | None = None,
    on_update: Callable[[MessageBatch], None] | None = None,
    sleep: Callable[[float], None] = time.sleep,
) -> MessageBatch:
    """Retrieve until `ended`, or until `max_wait_s` has passed (the batch is returned still in progress)."""
    started = time.monotonic()
    while True:
        batch = _api(client, f"polling batch {batch_id}", lambda: client.messages.batches.retrieve(batch_id))
        if on_update is not None:
            on_update(batch)
        if batch.processing_status == "ended":
            return batch
        if max_wait_s is not None and time.monotonic() - started + interval_s > max_wait_s:
            log.warning(
                "batch %s still %s after %.0fs; %s",
                batch_id,
                batch.processing_status,
                time.monotonic() - started,
                RESUME_HINT,
            )
            return batch
        sleep(interval_s)


def batch_replies(client: anthropic.Anthropic, batch_id: str, model: str) -> dict[str, ExtractionReply | BatchFailure]:
    """Each report's answer (billed at the batch price) or why there is none, by doc_id."""

    def read() -> dict[str, ExtractionReply | BatchFailure]:
        found: dict[str, ExtractionReply | BatchFailure] = {}
        for response in client.messages.batches.results(batch_id):
            result = response.result
            if result.type == "succeeded":
                found[response.custom_id] = reply_of(result.message, default_model=model, batch=True)
            elif result.type == "errored":
                error = result.error.error
                what = f"{getattr(error, 'type', 'error')}: {_scrub(client, getattr(error, 'message', ''))}"
                found[response.custom_id] = BatchFailure(response.custom_id, f"batch request errored ({what})")
            else:
                found[response.custom_id] = BatchFailure(response.custom_id, f"batch request {result.type}")
        return found

    return _api(client, f"reading the results of batch {batch_id}", read)


def _api(client: anthropic.Anthropic, what: str, call: Callable[[], T]) -> T:
    """The SDK's own retries, then a ModelUnavailableError that says how to resume."""
    try:
        return call()
    except anthropic.APIStatusError as error:
        if error.status_code in KEY_REJECTED:  # the API's message left out: it may quote the key
            raise ApiKeyRejectedError(f"the API key was rejected (HTTP {error.status_code}) {what}") from None
        detail = f": {_scrub(client, error.api_message)}" if error.api_message else ""
        raise ModelUnavailableError(f"{what} failed with HTTP {error.status_code}{detail}", hint=RESUME_HINT) from error
    except anthropic.APIError as error:
        raise ModelUnavailableError(f"{what} failed: {type(error).__name__}", hint=RESUME_HINT) from error


def _scrub(client: anthropic.Anthropic, text: str | None) -> str:
    text = (text or "")[:300]
    return text.replace(client.api_key, "***") if client.api_key else text

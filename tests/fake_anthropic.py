"""A real local HTTP server that speaks enough of the Anthropic API for the real SDK to talk to it.

    with FakeAnthropic() as api:
        api.script(FakeError(529), FakeReply(text="..."))
        client = anthropic.Anthropic(api_key="sk-ant-test", base_url=api.base_url, _strict_response_validation=True)

`/v1/messages` answers from the script queue of the model the request names (`script(..., model=)`),
then from the shared script queue, in order, then from `responder(body)`, else 500.
The bodies follow the SDK's own types (Message, MessageTokensCount, MessageBatch,
MessageBatchIndividualResponse), so strictly validating clients accept them.
"""

from __future__ import annotations

import json
import socket
import struct
import threading
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit

DEFAULT_MODEL = "claude-sonnet-5-5"
_ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    429: "rate_limit_error",
    504: "timeout_error",
    529: "overloaded_error",
}
BatchOutcome = str  # "succeeded" | "errored" | "expired" | "canceled"


@dataclass(frozen=True)
class RecordedRequest:
    method: str
    path: str
    headers: dict[str, str]  # names in lower case
    body: Any  # the parsed JSON body, None when there is none


@dataclass(frozen=True)
class FakeReply:
    text: str
    stop_reason: str = "end_turn"
    thinking: str | None = None  # rendered as a thinking block before the text block
    usage: Mapping[str, int | None] | None = None  # merged over the estimated usage
    model: str | None = None  # defaults to the model the request named


@dataclass(frozen=True)
class FakeError:
    status: int
    error_type: str | None = None  # defaults to the API's type for the status
    message: str = "fake failure"
    retry_after: float | None = None  # sent as the retry-after header, in seconds


@dataclass(frozen=True)
class FakeHang:
    """Wait before answering, so that the client times out first."""

    seconds: float
    then: FakeReply | FakeError | None = None  # the late answer, if anyone still listens


@dataclass(frozen=True)
class FakeDrip:
    """A 200 whose headers come at once and whose body then arrives one byte every `interval_s`
    (a slow proxy, a stalled stream): each read gets a byte, so no per-read timeout fires."""

    interval_s: float = 1.0
    then: FakeReply = FakeReply(text="a late answer")
    streaming: bool = False  # the body as server-sent events, for `stream=True` requests


@dataclass(frozen=True)
class FakeReset:
    """Close the connection without any response."""


@dataclass(frozen=True)
class FakeRaw:
    """Any status and body, e.g. a body that fails the SDK's response validation."""

    status: int
    body: str
    content_type: str = "application/json"

    @classmethod
    def torn_json(cls) -> FakeRaw:
        """A 200 whose JSON body stops mid-way (a proxy that cut the stream)."""
        return cls(200, '{"id": "msg_torn", "type": "message", "role": "assist')

    @classmethod
    def html_page(cls) -> FakeRaw:
        """A 200 HTML page where JSON was expected (a captive portal, a proxy's error page)."""
        return cls(200, "<html><body><h1>Service temporarily unavailable</h1></body></html>", "text/html")


Scripted = FakeReply | FakeError | FakeHang | FakeDrip | FakeReset | FakeRaw
Responder = Callable[[dict[str, Any]], Scripted]


def estimate_tokens(body: Mapping[str, Any]) -> int:
    """A deterministic stand-in for the tokenizer: one token per 3 characters of system + messages."""
    prompt = json.dumps({"system": body.get("system"), "messages": body.get("messages")}, ensure_ascii=False)
    return max(1, len(prompt) // 3)


def message_body(reply: FakeReply, request_body: Mapping[str, Any], message_id: str) -> dict[str, Any]:
    content: list[dict[str, Any]] = []
    if reply.thinking is not None:
        content.append({"type": "thinking", "thinking": reply.thinking, "signature": "sig"})
    content.append({"type": "text", "text": reply.text})
    usage = {
        "input_tokens": estimate_tokens(request_body),
        "output_tokens": max(1, len(reply.text + (reply.thinking or "")) // 3),
        "cache_creation_input_tokens": 0,
        "cache_read_input_tokens": 0,
        **(reply.usage or {}),
    }
    return {
        "id": message_id,
        "type": "message",
        "role": "assistant",
        "model": reply.model or request_body.get("model") or DEFAULT_MODEL,
        "content": content,
        "stop_reason": reply.stop_reason,
        "stop_sequence": None,
        "usage": usage,
    }


def sse_events(message: Mapping[str, Any]) -> str:
    """A message as the Messages API streams it: message_start, one text block, message_stop."""
    start = {**message, "content": [], "stop_reason": None}
    text = "".join(block.get("text", "") for block in message["content"] if block.get("type") == "text")
    events: list[tuple[str, dict[str, Any]]] = [
        ("message_start", {"type": "message_start", "message": start}),
        (
            "content_block_start",
            {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}},
        ),
        (
            "content_block_delta",
            {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": text}},
        ),
        ("content_block_stop", {"type": "content_block_stop", "index": 0}),
        (
            "message_delta",
            {
                "type": "message_delta",
                "delta": {"stop_reason": message["stop_reason"], "stop_sequence": None},
                "usage": {"output_tokens": message["usage"]["output_tokens"]},
            },
        ),
        ("message_stop", {"type": "message_stop"}),
    ]
    return "".join(f"event: {name}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n" for name, data in events)


def error_body(status: int, error_type: str | None, message: str) -> dict[str, Any]:
    kind = error_type or _ERROR_TYPES.get(status, "api_error")
    return {"type": "error", "error": {"type": kind, "message": message}}


def _timestamp(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")


@dataclass
class _Batch:
    id: str
    requests: list[dict[str, Any]]
    created_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    polls: int = 0
    ended_at: datetime | None = None


class FakeAnthropic:
    """The server, its request log and its script. Use it as a context manager."""

    def __init__(self, responder: Responder | None = None, *, batch_polls_until_ended: int = 1) -> None:
        self.responder = responder
        self.requests: list[RecordedRequest] = []
        self.batch_outcomes: dict[str, BatchOutcome] = {}
        self.batch_polls_until_ended = batch_polls_until_ended  # retrieves before a batch reads "ended"
        self._script: deque[Scripted] = deque()
        self._model_scripts: dict[str, deque[Scripted]] = {}
        self._batches: dict[str, _Batch] = {}
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        self._server.fake = self  # type: ignore[attr-defined]
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.02}, name="fake-anthropic", daemon=True
        )
        self._messages_answered = 0
        self._in_flight = 0
        self.max_in_flight = 0  # the most POST /v1/messages handled at the same time
        self.rejected_status: int | None = None  # 401/403: every request refused, the key quoted back

    def __enter__(self) -> FakeAnthropic:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        self._closing.set()  # wakes hanging handlers
        self._server.shutdown()
        self._server.server_close()

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def script(self, *responses: Scripted, model: str | None = None) -> None:
        """Queue answers for POST /v1/messages, consumed in order; with `model`, only by requests for that model."""
        with self._lock:
            (self._script if model is None else self._model_scripts.setdefault(model, deque())).extend(responses)

    @property
    def pending(self) -> int:
        """Scripted answers not consumed yet."""
        with self._lock:
            return len(self._script) + sum(map(len, self._model_scripts.values()))

    def message_requests(self) -> list[RecordedRequest]:
        """The POST /v1/messages requests, in arrival order."""
        with self._lock:
            return [r for r in self.requests if r.method == "POST" and r.path == "/v1/messages"]

    # ------------------------------------------------------------ used by the handler

    def _record(self, request: RecordedRequest) -> None:
        with self._lock:
            self.requests.append(request)

    def _next_message_answer(self, body: dict[str, Any]) -> Scripted:
        with self._lock:
            for_model = self._model_scripts.get(body.get("model", ""))
            if for_model:
                return for_model.popleft()
            if self._script:
                return self._script.popleft()
        if self.responder is not None:
            return self.responder(body)
        return FakeError(500, message="the fake has no scripted answer and no responder")

    def _enter_message(self) -> None:
        with self._lock:
            self._in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self._in_flight)

    def _leave_message(self) -> None:
        with self._lock:
            self._in_flight -= 1

    def _next_message_id(self) -> str:
        with self._lock:
            self._messages_answered += 1
            return f"msg_fake_{self._messages_answered:04d}"

    def _create_batch(self, body: dict[str, Any]) -> dict[str, Any]:
        with self._lock:
            batch = _Batch(id=f"msgbatch_fake_{len(self._batches) + 1:04d}", requests=list(body.get("requests", [])))
            self._batches[batch.id] = batch
            return self._batch_body(batch)

    def _poll_batch(self, batch_id: str) -> dict[str, Any] | None:
        with self._lock:
            batch = self._batches.get(batch_id)
            if batch is None:
                return None
            batch.polls += 1
            if batch.ended_at is None and batch.polls >= self.batch_polls_until_ended:
                batch.ended_at = datetime.now(UTC)
            return self._batch_body(batch)

    def _batch_body(self, batch: _Batch) -> dict[str, Any]:
        counts = {"processing": 0, "succeeded": 0, "errored": 0, "canceled": 0, "expired": 0}
        if batch.ended_at is None:
            counts["processing"] = len(batch.requests)
        else:
            for request in batch.requests:
                counts[self.batch_outcomes.get(request["custom_id"], "succeeded")] += 1
        return {
            "id": batch.id,
            "type": "message_batch",
            "processing_status": "in_progress" if batch.ended_at is None else "ended",
            "request_counts": counts,
            "created_at": _timestamp(batch.created_at),
            "expires_at": _timestamp(batch.created_at + timedelta(hours=24)),
            "ended_at": _timestamp(batch.ended_at) if batch.ended_at else None,
            "archived_at": None,
            "cancel_initiated_at": None,
            "results_url": f"{self.base_url}/v1/messages/batches/{batch.id}/results" if batch.ended_at else None,
        }

    def _batch_results(self, batch_id: str) -> list[dict[str, Any]] | None:
        with self._lock:
            batch = self._batches.get(batch_id)
            if batch is None or batch.ended_at is None:
                return None
            outcomes = [(r, self.batch_outcomes.get(r["custom_id"], "succeeded")) for r in batch.requests]
        return [{"custom_id": r["custom_id"], "result": self._batch_result(r, outcome)} for r, outcome in outcomes]

    def _batch_result(self, request: dict[str, Any], outcome: BatchOutcome) -> dict[str, Any]:
        if outcome == "succeeded":
            answer = self.responder(request["params"]) if self.responder else None
            if isinstance(answer, FakeReply):
                return {
                    "type": "succeeded",
                    "message": message_body(answer, request["params"], self._next_message_id()),
                }
            outcome = "errored"
        if outcome == "errored":
            return {"type": "errored", "error": error_body(500, "api_error", "fake batch request failed")}
        return {"type": outcome}


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: ThreadingHTTPServer

    def setup(self) -> None:
        super().setup()
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # no 40 ms Nagle stalls

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        self._dispatch()

    def do_POST(self) -> None:
        self._dispatch()

    @property
    def fake(self) -> FakeAnthropic:
        return self.server.fake  # type: ignore[attr-defined,no-any-return]

    def _dispatch(self) -> None:
        raw = self.rfile.read(int(self.headers.get("content-length") or 0))
        body = json.loads(raw) if raw else None
        path = urlsplit(self.path).path
        self.fake._record(RecordedRequest(self.command, path, {k.lower(): v for k, v in self.headers.items()}, body))
        parts = path.strip("/").split("/")
        try:
            if (status := self.fake.rejected_status) is not None:
                key = self.headers.get("x-api-key") or self.headers.get("authorization") or ""
                self._send_json(status, error_body(status, None, f"invalid x-api-key: {key}"))
            elif (self.command, path) == ("POST", "/v1/messages"):
                self.fake._enter_message()
                self._message_in_flight = True
                try:
                    self._answer(self.fake._next_message_answer(body), body)
                finally:
                    self._answered()
            elif (self.command, path) == ("POST", "/v1/messages/count_tokens"):
                self._send_json(200, {"input_tokens": estimate_tokens(body)})
            elif (self.command, path) == ("POST", "/v1/messages/batches"):
                self._send_json(200, self.fake._create_batch(body))
            elif self.command == "GET" and parts[:3] == ["v1", "messages", "batches"] and len(parts) == 4:
                self._send_or_404(self.fake._poll_batch(parts[3]))
            elif self.command == "GET" and parts[:3] == ["v1", "messages", "batches"] and parts[4:] == ["results"]:
                self._send_results(self.fake._batch_results(parts[3]))
            else:
                self._send_json(404, error_body(404, None, f"no route {self.command} {path}"))
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True  # the client gave up (e.g. timed out)

    def _answer(self, answer: Scripted, body: dict[str, Any]) -> None:
        if isinstance(answer, FakeHang):
            self.fake._closing.wait(answer.seconds)
            self._answer(answer.then or FakeReply(text="late answer"), body)
        elif isinstance(answer, FakeDrip):
            self._drip(answer, body)
        elif isinstance(answer, FakeReset):
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.close_connection = True
        elif isinstance(answer, FakeError):
            headers = {} if answer.retry_after is None else {"retry-after": f"{answer.retry_after:g}"}
            self._send_json(answer.status, error_body(answer.status, answer.error_type, answer.message), headers)
        elif isinstance(answer, FakeRaw):
            self._send(answer.status, answer.body.encode(), answer.content_type)
        else:
            self._send_json(200, message_body(answer, body, self.fake._next_message_id()))

    def _drip(self, drip: FakeDrip, body: dict[str, Any]) -> None:
        message = message_body(drip.then, body, self.fake._next_message_id())
        if drip.streaming:
            data, content_type = sse_events(message).encode(), "text/event-stream"
        else:
            data, content_type = json.dumps(message, ensure_ascii=False).encode(), "application/json"
        self._answered()
        self.send_response(200)
        self.send_header("content-type", content_type)
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.flush()
        for at in range(len(data)):
            if self.fake._closing.wait(drip.interval_s):
                break
            self.wfile.write(data[at : at + 1])
            self.wfile.flush()
        self.close_connection = True

    def _send_or_404(self, payload: dict[str, Any] | None) -> None:
        if payload is None:
            self._send_json(404, error_body(404, None, "no such message batch"))
        else:
            self._send_json(200, payload)

    def _send_results(self, lines: list[dict[str, Any]] | None) -> None:
        if lines is None:
            self._send_json(404, error_body(404, None, "no results: unknown batch or still in progress"))
            return
        jsonl = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)
        self._send(200, jsonl.encode(), "application/binary")

    def _send_json(self, status: int, payload: Any, headers: Mapping[str, str] | None = None) -> None:
        self._send(status, json.dumps(payload, ensure_ascii=False).encode(), "application/json", headers)

    def _answered(self) -> None:
        """A message request stops counting as in flight when its answer starts out: the client can
        send its next request as soon as it has read this answer, before this thread returns."""
        if getattr(self, "_message_in_flight", False):
            self._message_in_flight = False
            self.fake._leave_message()

    def _send(self, status: int, data: bytes, content_type: str, headers: Mapping[str, str] | None = None) -> None:
        self._answered()
        self.send_response(status)
        self.send_header("content-type", content_type)
        self.send_header("content-length", str(len(data)))
        self.send_header("request-id", f"req_fake_{len(self.fake.requests):04d}")
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)


# ---------------------------------------------------------------- scripted FAP responder mode
# (added for bench/oracle.py and bench/liar.py; the classes above are unchanged)

import re as _re  # noqa: E402

_FALLBACK_ASK = _re.compile(r"Answer only the field ([A-Z_]+)")
_PRIMARY_ASK = _re.compile(r"Extract ([A-Z_]+(?:, [A-Z_]+)*) from the report")
_FAP_NAME = _re.compile(r"<<FAP_FIELD_START:([A-Z_]+)>>")


def _text_of(content: Any) -> str:
    """A system or message content: a string, or a list of blocks with `text`."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(block.get("text", "") for block in content if isinstance(block, dict))
    return ""


def asked_fields(body: Mapping[str, Any]) -> tuple[str, tuple[str, ...]]:
    """(role, FAP field names) a /v1/messages request asks for, read from its prompt: a fallback
    asks "Answer only the field X"; a primary names its fields in the question ("Extract A, B from
    the report"); else the FAP format instructions list them (the user turn's, else the system's)."""
    user = "\n".join(_text_of(m.get("content")) for m in body.get("messages", []) if m.get("role") == "user")
    system = _text_of(body.get("system"))
    if found := _FALLBACK_ASK.findall(user):
        return "fallback", (found[-1],)
    if found := _PRIMARY_ASK.findall(user):
        return "primary", tuple(found[-1].split(", "))
    for text in (user, system):
        at = text.rfind("Answer in FAP")
        if at != -1 and (names := _FAP_NAME.findall(text, at)):
            return "primary", tuple(dict.fromkeys(names))
    return "unknown", ()


def render_fields(names: tuple[str, ...], values: Mapping[str, str | None]) -> str:
    """A FAP answer: each asked field once, NONE where `values` has nothing for it."""
    return "\n".join(f"<<FAP_FIELD_START:{name}>> {values.get(name) or 'NONE'} <<FAP_FIELD_END>>" for name in names)


@dataclass
class FapResponder:
    """Answers every /v1/messages request in FAP with exactly the fields it asks for, from
    `values` (field name -> FAP value text; `fallback_values` first for fallback requests).
    Set both before each report; `log` keeps (model, role, fields, answer) per request.

        responder = FapResponder()
        with FakeAnthropic(responder=responder) as api:
            responder.set({"RATING": "增持", "TARGET_PRICE": None, "RISK_FACTORS": "a; b"})
    """

    values: dict[str, str | None] = field(default_factory=dict)
    fallback_values: dict[str, str | None] = field(default_factory=dict)
    log: list[tuple[str, str, tuple[str, ...], str]] = field(default_factory=list)

    def set(self, values: Mapping[str, str | None], fallback_values: Mapping[str, str | None] | None = None) -> None:
        self.values, self.fallback_values = dict(values), dict(fallback_values or {})
        self.log = []

    def __call__(self, body: dict[str, Any]) -> Scripted:
        role, names = asked_fields(body)
        if not names:
            return FakeError(400, message="the FAP responder could not tell which fields the request asks for")
        chosen = {**self.values, **self.fallback_values} if role == "fallback" else self.values
        text = render_fields(names, chosen)
        self.log.append((str(body.get("model")), role, names, text))
        return FakeReply(text=text)

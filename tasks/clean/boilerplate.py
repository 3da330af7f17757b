"""Boilerplate memory across reports, and the broker that issued a report.

A broker's disclaimer, analyst certification and licence text repeat in every report it issues
(本报告仅供…客户使用 …). Within one report clean() catches repeats; across reports this memory
does: it keeps a fingerprint of every sentence it has seen, with the number of distinct reports
(and of reports per broker) that held it. A sentence is boilerplate when it was seen in
MIN_BROKER_REPORTS other reports of the same broker, or in MIN_ANY_REPORTS other reports of any
broker (the CSRC-mandated certification wording is shared by all brokers).

Fingerprint: blake2b of the sentence's letters only (Han and Latin, lower-cased): digits, spaces
and punctuation go, so dates, page numbers and OCR punctuation do not hide a repeat. Exact keys
were measured against datasketch MinHash-LSH and rapidfuzz on the real reports (docs/cleaning.md):
they found the same disclaimer sentences, and are 20-100x cheaper per sentence.

The memory learns within a run (every report adds its sentences once it is cleaned) and persists
between runs as OUT/state/boilerplate.json (atomic write), so tomorrow's run already knows today's
disclaimers. It is shared by the reports of a run, which run on a thread pool: every access holds
a lock. clean() never drops a paragraph that carries a rating, target-price or risk sentence,
whatever the memory says.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import threading
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from schemas.errors import DigestError
from schemas.names import broker_names
from schemas.patterns import (
    GENERIC_IN_BROKER_NAME,
    HAN,
    HAN_BROKER_NAME_END,
    LATIN_BROKER_NAME,
    MEMORY_SENTENCE_END,
    NOT_HAN_OR_LATIN,
)

log = logging.getLogger("digest.boilerplate")
STATE_DIR = "state"
MEMORY_FILE = "boilerplate.json"
MEMORY_VERSION = 1
MIN_BROKER_REPORTS = 2  # seen in this many other reports of the same broker: boilerplate
MIN_ANY_REPORTS = 3  # seen in this many other reports of any broker: boilerplate
MIN_KEY_LETTERS = 12  # shorter sentences (headings, "投资要点") are too common to mean anything
MAX_ENTRIES = 400_000  # past this, sentences seen in a single report are forgotten first

# ---------------------------------------------------------------- broker

BROKER_SCAN_CHARS = 1500  # the cover: a broker named here counts more
_NOT_IN_NAME = set("的了和与在对为是由但供向于以及等经其该本各或者所有何任之从给被把将仅请")


ENGLISH_COVER_MAX_HAN = 20  # a cover with fewer Han characters is an English note's


def _whole_word_starts(text: str, word: str) -> list[int]:
    starts, at = [], text.find(word)
    while at >= 0:
        before = text[at - 1] if at else " "
        after = text[at + len(word)] if at + len(word) < len(text) else " "
        if not (before.isalnum() or after.isalnum()):
            starts.append(at)
        at = text.find(word, at + 1)
    return starts


def _english_broker(text: str) -> str | None:
    """An English note's broker from the names its cover, headers and footers print
    (schemas/broker_names.json), the cover counting triple; None when none occurs twice. The
    `X Securities` of the disclosures (`Israeli Securities Authority`) name other firms."""
    counts: Counter[str] = Counter()
    for broker, names in broker_names().items():
        spans: list[tuple[int, int]] = []
        for name in names:  # longest first: `Citi Research` is not counted again as `Citi`
            for at in _whole_word_starts(text, name):
                if not any(a <= at < b for a, b in spans):
                    spans.append((at, at + len(name)))
                    counts[broker] += 3 if at < BROKER_SCAN_CHARS else 1
    if not counts:
        return None
    broker, best = counts.most_common(1)[0]
    return broker if best >= 2 else None


def detect_broker(text: str) -> str | None:
    """The broker that issued the report: on an English note the broker whose names it prints
    most (`_english_broker`); else the `XX证券` (or `X Securities`) the report names most, names on
    its cover counting triple; None when no name occurs twice or on the cover."""
    if sum(1 for c in text[:BROKER_SCAN_CHARS] if HAN.match(c)) < ENGLISH_COVER_MAX_HAN and (
        english := _english_broker(text)
    ):
        return english
    counts: Counter[str] = Counter()
    for match in HAN_BROKER_NAME_END.finditer(text):
        weight = 3 if match.start() < BROKER_SCAN_CHARS else 1
        for size in (2, 3, 4):
            name = text[match.start() - size : match.start()]
            if len(name) == size and _is_broker_name(name):
                counts[name + "证券"] += weight
    for match in LATIN_BROKER_NAME.finditer(text):
        counts[match.group(0)] += 3 if match.start() < BROKER_SCAN_CHARS else 1
    if not counts:
        return None
    best = max(counts.values())
    if best < 2:
        return None
    # 安信国际证券 is counted as 国际证券, 信国际证券 and 安信国际证券 alike: the longest that is
    # (nearly) as frequent as the best is the name
    close = [name for name, count in counts.items() if count >= 0.8 * best]
    return max(close, key=lambda name: (len(name), counts[name]))


def _is_broker_name(name: str) -> bool:
    return all(HAN.match(c) and c not in _NOT_IN_NAME for c in name) and not GENERIC_IN_BROKER_NAME.search(name)


# ---------------------------------------------------------------- fingerprints


def sentence_key(sentence: str, broker: str | None = None) -> str | None:
    """The fingerprint of a sentence, or None when it has under MIN_KEY_LETTERS letters. The
    broker's own name is left out, so "出处为国元证券研究所" and "出处为东吴证券研究所" match."""
    letters = NOT_HAN_OR_LATIN.sub("", sentence).lower()
    if broker:
        letters = letters.replace(NOT_HAN_OR_LATIN.sub("", broker).lower(), "§")
    if len(letters) < MIN_KEY_LETTERS:
        return None
    return hashlib.blake2b(letters.encode("utf-8"), digest_size=8).hexdigest()


def memory_sentences(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Sentence spans covering text[start:end] (the end punctuation stays with its sentence)."""
    spans, at = [], start
    for match in MEMORY_SENTENCE_END.finditer(text, start, end):
        spans.append((at, match.end()))
        at = match.end()
    if at < end:
        spans.append((at, end))
    return spans


# ---------------------------------------------------------------- the memory


@dataclass
class _Entry:
    reports: int = 0  # distinct reports that held the sentence
    brokers: dict[str, int] = field(default_factory=dict)  # of which, per known broker


class BoilerplateMemoryError(DigestError):
    """The saved boilerplate memory cannot be read."""

    hint = "A run moves it aside (boilerplate.json.corrupt-<time>) and uses the previous generation"


class BoilerplateMemory:
    """Sentence fingerprints seen across reports; thread-safe; persisted as JSON."""

    def __init__(self) -> None:
        self._entries: dict[str, _Entry] = {}
        self._reports: set[str] = set()  # doc_ids already learned (a rerun does not count twice)
        self._learned: dict[str, tuple[str | None, frozenset[str]]] = {}  # by this instance, for merge_into
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def reports(self) -> int:
        return len(self._reports)

    def is_boilerplate(self, key: str, broker: str | None, doc_id: str) -> bool:
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                return False
            itself = 1 if doc_id in self._reports else 0  # its own earlier run does not count
            by_broker = entry.brokers.get(broker, 0) if broker else 0
            return by_broker - itself >= MIN_BROKER_REPORTS or entry.reports - itself >= MIN_ANY_REPORTS

    def learn(self, doc_id: str, broker: str | None, keys: Iterable[str]) -> None:
        """Count each distinct key once for this report; a report already learned is skipped."""
        with self._lock:
            if doc_id in self._reports:
                return
            self._reports.add(doc_id)
            distinct = frozenset(keys)
            self._learned[doc_id] = (broker, distinct)
            for key in distinct:
                entry = self._entries.setdefault(key, _Entry())
                entry.reports += 1
                if broker:
                    entry.brokers[broker] = entry.brokers.get(broker, 0) + 1
            if len(self._entries) > MAX_ENTRIES:
                self._forget_singletons()

    def _forget_singletons(self) -> None:
        for key in [k for k, e in self._entries.items() if e.reports <= 1]:
            del self._entries[key]
            if len(self._entries) <= MAX_ENTRIES // 2:
                break

    # ------------------------------------------------------------ persistence

    def to_json(self) -> bytes:
        with self._lock:
            payload = {
                "version": MEMORY_VERSION,
                "reports": sorted(self._reports),
                "entries": {k: [e.reports, e.brokers] if e.brokers else [e.reports] for k, e in self._entries.items()},
            }
        return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8")

    @classmethod
    def from_json(cls, data: bytes, *, source: str = "memory") -> BoilerplateMemory:
        """The memory in `data`, validated (shape and types) before anything is used."""
        try:
            payload = _MemoryFile.model_validate_json(data)
        except ValidationError as error:
            first: dict[str, Any] = dict(error.errors()[0]) if error.errors() else {}
            where = ".".join(map(str, first.get("loc", ()))) or "file"
            raise BoilerplateMemoryError(
                f"{source} is not a boilerplate memory file ({where}: {first.get('msg', 'invalid')})"
            ) from None
        memory = cls()
        memory._reports = set(payload.reports)
        for key, value in payload.entries.items():
            memory._entries[key] = _Entry(value[0], dict(value[1]) if len(value) > 1 else {})
        return memory

    @classmethod
    def load(cls, out: Path) -> BoilerplateMemory:
        """The memory saved under OUT/state/, or an empty one; raises on a damaged file."""
        path = memory_path(out)
        data = _read_state(path)
        return cls() if data is None else cls.from_json(data, source=str(path))

    def merge_into(self, base: BoilerplateMemory) -> BoilerplateMemory:
        """`base` with every report this instance learned and `base` does not know yet."""
        with self._lock:
            learned = list(self._learned.items())
        for doc_id, (broker, keys) in learned:
            base.learn(doc_id, broker, keys)
        return base

    def save(self, out: Path) -> Path:
        """Read-modify-write under OUT's lock: what another run saved meanwhile is merged, and
        the generation on disk is kept as boilerplate.prev.json before it is replaced. The
        journals of runs killed before their save (`journal`) are merged too, then removed."""
        from tasks.files.lock import out_lock
        from tasks.files.writing import atomic_write_bytes

        path = memory_path(out)
        with out_lock(out, "boilerplate.lock"):
            try:
                current = _read_state(path)
                base = (
                    BoilerplateMemory() if current is None else BoilerplateMemory.from_json(current, source=str(path))
                )
            except BoilerplateMemoryError:
                current, base = None, load_memory(out)  # moved aside, the previous generation loaded
            merged = self.merge_into(base)
            journals = merge_journals(merged, out)
            if current is not None:  # the good generation on disk becomes the previous one
                atomic_write_bytes(previous_path(out), current)
            atomic_write_bytes(path, merged.to_json())
            for journal_path in journals:
                journal_path.unlink(missing_ok=True)
        return path

    def journal(self, out: Path, run_id: str) -> Path:
        """What this run learned, written before the run commits its outputs: a kill between the
        commit and the memory's save loses nothing (the next load or save merges it)."""
        from tasks.files.writing import atomic_write_bytes

        with self._lock:
            learned = [[doc_id, broker, sorted(keys)] for doc_id, (broker, keys) in self._learned.items()]
        folder = out / STATE_DIR / JOURNAL_DIR
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{run_id}.json"
        atomic_write_bytes(path, json.dumps({"version": MEMORY_VERSION, "learned": learned}).encode("utf-8"))
        return path


class _MemoryFile(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    version: Literal[1]
    reports: list[str]
    entries: dict[str, tuple[int] | tuple[int, dict[str, int]]]


MAX_MEMORY_BYTES = 1 << 30


def _read_state(path: Path) -> bytes | None:
    """The bytes of a state file, None when absent; a folder, FIFO or such is an error, and one
    this user may not read raises StateUnreadableError (never moved aside: it is not damaged)."""
    from tasks.files.reading import regular_file_bytes

    data = regular_file_bytes(path, MAX_MEMORY_BYTES, denied_is_error=True)
    if data == "missing":
        return None
    if isinstance(data, str):
        raise BoilerplateMemoryError(f"{path}: {data}")
    return data


JOURNAL_DIR = "memory-journal"  # OUT/state/memory-journal/<run_id>.json: a run's learning until its save


class _JournalFile(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    version: Literal[1]
    learned: list[tuple[str, str | None, list[str]]]


def merge_journals(memory: BoilerplateMemory, out: Path) -> list[Path]:
    """Merge every run journal under OUT into `memory` (a report already known is not counted
    again); the journals read, for the caller to remove once the merged memory is saved. A
    damaged journal is skipped with a warning; a link or a non-file is never read."""
    folder = out / STATE_DIR / JOURNAL_DIR
    if not folder.is_dir() or folder.is_symlink():
        return []
    merged = []
    for path in sorted(folder.glob("*.json")):
        data = _read_state(path) if not path.is_symlink() else None
        if data is None:
            continue
        try:
            journal = _JournalFile.model_validate_json(data)
        except ValidationError:
            log.warning("%s is not a memory journal; left in place", path)
            continue
        for doc_id, broker, keys in journal.learned:
            memory.learn(doc_id, broker, keys)
        merged.append(path)
    return merged


def memory_path(out: Path) -> Path:
    return out / STATE_DIR / MEMORY_FILE


def previous_path(out: Path) -> Path:
    return out / STATE_DIR / "boilerplate.prev.json"


def load_memory(out: Path) -> BoilerplateMemory:
    """The memory saved under OUT/state/. A damaged file never stops a run and never costs the
    memory: it is moved aside as boilerplate.json.corrupt-<time> with a warning, and the previous
    generation (boilerplate.prev.json) is used instead."""
    try:
        memory = BoilerplateMemory.load(out)
        merge_journals(memory, out)  # a run killed after its commit, before its save
        return memory
    except BoilerplateMemoryError as error:
        path = memory_path(out)
        aside = path.with_name(f"{path.name}.corrupt-{datetime.now(UTC):%Y%m%dT%H%M%S%fZ}")
        try:
            os.replace(path, aside)
            moved = f"moved aside to {aside.name}"
        except OSError as move_error:
            moved = f"could not be moved aside ({move_error.strerror or move_error})"
        previous = previous_path(out)
        try:
            data = _read_state(previous)
            memory = BoilerplateMemory.from_json(data, source=str(previous)) if data else BoilerplateMemory()
        except BoilerplateMemoryError as previous_error:
            log.warning(
                "%s; %s; the previous generation is unusable too (%s): starting an empty memory",
                error.message,
                moved,
                previous_error.message,
            )
            return BoilerplateMemory()
        kept = (
            f"using the previous generation ({previous.name}, {len(memory)} sentences from {memory.reports} reports)"
            if data
            else "no previous generation: starting an empty memory"
        )
        log.warning("%s; %s; %s", error.message, moved, kept)
        return memory

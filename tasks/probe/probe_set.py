"""The fixed, versioned probe set: labelled reports with what each field should read.

Default: the labelled reports of sample_pdfs/labels.jsonl (the text-layer and scanned ones whose
`expect_status` is ok), plus, where ../shared/corpus exists, the short reports of
bench/labels/corpus_dev.jsonl named in BENCH_IDS (industry reports and company notes, so that
both kinds are measured). `--labels FILE` gives another set in either file's line format.

The version is PROBE_SET_REVISION plus a hash of the list (ids, files, labels): a fingerprint is
compared with the previous one knowing whether both measured the same thing.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from schemas.errors import ConfigError
from schemas.types import FieldName

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_LABELS = ROOT / "sample_pdfs" / "labels.jsonl"
BENCH_LABELS = ROOT / "bench" / "labels" / "corpus_dev.jsonl"
BENCH_CORPUS = ROOT.parent / "shared" / "corpus"
PROBE_SET_REVISION = 1  # bump when the scoring below changes meaning
# Short text reports (under 9,000 characters), so the default probe stays a minute or two.
BENCH_IDS = ("qz_066", "qz_104", "qz_105", "qz_311", "qz_327", "af_133")
# The older samples of sample_pdfs/ are company notes whose labels leave doc_type null.
SAMPLE_KIND = "company"


@dataclass(frozen=True)
class ProbeItem:
    """One labelled report. `expected` holds the fields its labels score: a string (None for
    NONE), the risk list, or the calls as (code, name, rating, target) tuples."""

    id: str
    path: Path
    kind: str  # company | industry
    expected: dict[FieldName, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ProbeSet:
    items: tuple[ProbeItem, ...]
    version: str


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    try:
        lines = path.read_text("utf-8").splitlines()
        return [json.loads(line) for line in lines if line.strip()]
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ConfigError(f"{path}: not a readable JSON-lines label file ({error})", hint="") from None


def _item(label: dict[str, Any], folder: Path, default_kind: str | None) -> ProbeItem:
    try:
        ident = str(label.get("id") or Path(label["file"]).stem)
        kind = label.get("doc_type") or default_kind
        expected: dict[FieldName, Any] = {
            FieldName.RATING: label["rating"],
            FieldName.TARGET_PRICE: label["target_price"],
            FieldName.RISK_FACTORS: list(label["risks"]),
        }
    except (KeyError, TypeError):
        raise ConfigError(
            f"a label line lacks file, rating, target_price or risks: {json.dumps(label, ensure_ascii=False)[:120]}",
            hint="Each line needs file, rating, target_price (null for none) and risks (a list)",
        ) from None
    if kind not in ("company", "industry"):
        raise ConfigError(f"label {ident}: doc_type {kind!r} is not company or industry", hint="")
    expected[FieldName.DOC_TYPE] = kind
    if label.get("stock_calls") is not None:
        expected[FieldName.STOCK_CALLS] = [
            tuple(c.get(k) for k in ("code", "name", "rating", "target_price")) for c in label["stock_calls"]
        ]
    return ProbeItem(ident, (folder / label["file"]).resolve(), kind, expected)


def load_labels(path: Path, *, ids: tuple[str, ...] | None = None, folder: Path | None = None) -> list[ProbeItem]:
    """The ok-labelled reports of one label file, files relative to `folder` (default: its own)."""
    default_kind = SAMPLE_KIND if path.resolve() == SAMPLE_LABELS.resolve() else None
    items = []
    for label in _read_jsonl(path):
        if label.get("expect_status", "ok") != "ok" or (ids is not None and label.get("id") not in ids):
            continue
        items.append(_item(label, folder or path.parent, default_kind))
    return items


def probe_set(labels: Path | None = None) -> ProbeSet:
    """The default set, or the reports of one label file."""
    if labels is not None:
        items = load_labels(labels)
    elif SAMPLE_LABELS.exists():
        items = load_labels(SAMPLE_LABELS)
        if BENCH_LABELS.exists() and BENCH_CORPUS.exists():
            items += load_labels(BENCH_LABELS, ids=BENCH_IDS, folder=BENCH_CORPUS)
    else:
        raise ConfigError(
            f"no default probe set: {SAMPLE_LABELS} is absent (an installed package has no sample_pdfs/)",
            hint="Pass --labels FILE.jsonl (lines like sample_pdfs/labels.jsonl)",
        )
    if not items:
        raise ConfigError("the probe set is empty", hint="Give a label file with at least one report")
    for item in items:
        if not item.path.is_file():
            raise ConfigError(f"probe report {item.id}: {item.path} is not a file", hint="")
    return ProbeSet(tuple(items), probe_set_version(items))


def probe_set_version(items: list[ProbeItem]) -> str:
    listing = [[i.id, i.path.name, i.kind, {str(k): v for k, v in sorted(i.expected.items())}] for i in items]
    digest = hashlib.sha256(json.dumps(listing, ensure_ascii=False, sort_keys=True).encode()).hexdigest()
    return f"{PROBE_SET_REVISION}-{digest[:12]}"

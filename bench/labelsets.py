"""The labelled sets the benches measure on, read once into one shape, and the outcome getters.

Sets (each skipped where its folder is absent):
- `sample_pdfs`: the 18 generated PDFs of sample_pdfs/labels.jsonl with expect_status ok (the 3 bad
  files have no fields; doc_type and stock_calls only where a sample labels them, null elsewhere);
- `real_reports`: ../shared/real_reports/labels.jsonl, with doc_type / stock_calls from
  bench/labels/real_reports_extra.jsonl (joined by id);
- `corpus_dev`: bench/labels/corpus_dev.jsonl over ../shared/corpus/ (source qznan or alphafin);
- `real_pdfs`: bench/labels/real_pdfs.jsonl and bench/labels/real_pdfs_unseen.jsonl over
  ../shared/real_pdfs/ (English and Chinese broker PDFs, each with its `split`: dev, dev_from_test
  (the 20 PDFs of the test split, sealed in sessions 18-25 and scored there; development since
  session 26, when no further real PDFs came), or unseen — 46 PDFs labelled after the rules were
  developed, never used to change them), plus the 3 Chinese seed labels of ../shared/real_pdfs/
  labels_zh_seed.jsonl (dev; their stock_calls follow an older convention and are not scored). Not
  among SET_NAMES: its unseen split (and a test split, where a label file still names one) is sealed, so a bench reads it only when asked by
  name (bench/pdf_accuracy.py; oracle.py and liar.py `--sets real_pdfs`), and prints them as
  aggregate counts only (`Labelled.sealed`).
- the development synthetic sets 1-16 (`synthetic_layouts`, `synthetic_layouts_2`, ... `_16`;
  `synthetic` names all sixteen; set 17 is held out): bench/synthetic_layouts*.py rendered into
  bench/results/synthetic-pdfs/<set>/ (labels by construction). Not among SET_NAMES; a bench reads
  them by name (oracle.py and liar.py `--sets synthetic`). The list is explicit: a held-out set is
  never among them.

Fold keys for cross-validation: `source` (sample / real_reports / qznan / alphafin) and `group`
(real_reports: the broker, the first word of `notes` before its first comma; qznan: the sector;
alphafin and sample: one group each).

The outcome getters read FieldName.DOC_TYPE and FieldName.STOCK_CALLS with getattr, so the benches
run before those fields exist (they print n/a).
"""

from __future__ import annotations

import json
import os
import re
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_pdfs"
SHARED = ROOT.parent / "shared"
REAL = SHARED / "real_reports"
CORPUS = SHARED / "corpus"
REAL_PDFS = SHARED / "real_pdfs"
LABELS = ROOT / "bench" / "labels"
REAL_PDF_LABELS = (LABELS / "real_pdfs.jsonl", LABELS / "real_pdfs_unseen.jsonl")
SEALED_SPLITS = ("test", "unseen")  # labelled after the rules were developed, or held apart by broker
DEV_SPLITS = ("dev", "dev_from_test")  # dev_from_test: the test split, sealed until session 25, development since
RESULTS = ROOT / "bench" / "results"
SET_NAMES = ("sample_pdfs", "real_reports", "corpus_dev")
# the development synthetic sets, named one by one: a held-out set (synthetic_layouts_19) is never read
SYNTHETIC_SETS = (
    "synthetic_layouts",
    "synthetic_layouts_2",
    "synthetic_layouts_3",
    "synthetic_layouts_4",
    "synthetic_layouts_5",
    "synthetic_layouts_6",
    "synthetic_layouts_7",
    "synthetic_layouts_8",
    "synthetic_layouts_9",
    "synthetic_layouts_10",
    "synthetic_layouts_11",
    "synthetic_layouts_12",
    "synthetic_layouts_13",
    "synthetic_layouts_14",
    "synthetic_layouts_15",
    "synthetic_layouts_16",
    "synthetic_layouts_17",
    "synthetic_layouts_18",
)
SET_ALIASES = {"synthetic": SYNTHETIC_SETS}
SYNTHETIC_PDFS = RESULTS / "synthetic-pdfs"


def nfkc(value: str | None) -> str | None:
    return unicodedata.normalize("NFKC", value).strip() if value else value


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


@dataclass
class Labelled:
    """One labelled report. `doc_type` / `stock_calls` are None where the set does not label them."""

    set: str  # sample_pdfs | real_reports | corpus_dev | real_pdfs
    id: str
    path: Path
    source: str  # sample | real_reports | qznan | alphafin
    group: str  # the second fold key: broker (real_reports), sector (qznan), else the source
    rating: str | None
    rating_verbatim: str | None
    target_price: str | None
    risks: list[str]
    doc_type: str | None = None
    doc_type_evidence: str | None = None
    stock_calls: list[dict[str, Any]] | None = None
    sector: str | None = None
    broker: str | None = None
    notes: str = ""
    raw: dict[str, Any] = field(default_factory=dict)
    language: str = "zh"
    split: str | None = None  # real_pdfs: dev | dev_from_test | unseen (sealed: aggregate figures only)

    @property
    def format(self) -> str:
        return "pdf" if self.is_pdf else "text"

    @property
    def subset(self) -> str:
        """sample_pdfs, real_reports, corpus_dev:qznan, corpus_dev:alphafin, real_pdfs:dev or real_pdfs:test."""
        if self.set == "real_pdfs":
            return f"real_pdfs:{self.split}"
        return f"corpus_dev:{self.source}" if self.set == "corpus_dev" else self.set

    @property
    def sealed(self) -> bool:
        """A report of a sealed split (test, unseen): counted in aggregates, never listed."""
        return self.split in SEALED_SPLITS

    @property
    def rows(self) -> tuple[str, ...]:
        """The table rows a report counts in: its subset, and for real_pdfs (its split) and the
        synthetic sets x language too."""
        if self.set == "real_pdfs" or self.is_synthetic:
            return (self.subset, f"{self.subset}:{self.language}")
        return (self.subset,)

    @property
    def is_synthetic(self) -> bool:
        return self.set in SYNTHETIC_SETS

    @property
    def is_pdf(self) -> bool:
        return self.path.suffix.lower() == ".pdf"


def broker_of(notes: str) -> str | None:
    """The first word of `notes` before its first comma: `德邦证券 公司点评, ...` -> 德邦证券. None where
    the notes say the broker is not named, or start with the company (`新希望(000876) ...`)."""
    head = notes.split(",", 1)[0].strip()
    word = head.split()[0] if head.split() else ""
    if not word or "broker not named" in notes or re.search(r"[(（]\d{4,6}", word) or word.lower() == "alphafin":
        return None
    return word


def _from_label(label: dict[str, Any], **fields: Any) -> Labelled:
    """A Labelled with the fields every label file spells alike (rating, target, risks, kind,
    calls, notes) read from `label`; `fields` gives the set's own and overrides."""
    common: dict[str, Any] = {
        "id": label["id"],
        "rating": label["rating"],
        "rating_verbatim": label.get("rating_verbatim"),
        "target_price": label["target_price"],
        "risks": list(label["risks"]),
        "doc_type": label.get("doc_type"),
        "doc_type_evidence": label.get("doc_type_evidence"),
        "stock_calls": label.get("stock_calls"),
        "notes": label.get("notes", ""),
        "raw": label,
    }
    return Labelled(**(common | fields))


def sample_set() -> list[Labelled]:
    path = SAMPLES / "labels.jsonl"
    if not path.exists():
        return []
    out = []
    for label in read_jsonl(path):
        if label.get("expect_status", "ok") != "ok":
            continue
        out.append(
            Labelled(
                set="sample_pdfs",
                id=Path(label["file"]).stem,
                path=SAMPLES / label["file"],
                source="sample",
                group="sample",
                rating=label["rating"],
                rating_verbatim=None,
                target_price=label["target_price"],
                risks=list(label["risks"]),
                doc_type=label.get("doc_type"),
                stock_calls=label.get("stock_calls"),
                notes=label.get("exercises", ""),
                raw=label,
                language=_labels_language(label),
            )
        )
    return out


def _labels_language(label: dict[str, Any]) -> str:
    """`zh` when the label's printed strings hold Chinese characters, else `en` (the samples say no language)."""
    printed = " ".join(str(label.get(key) or "") for key in ("rating", "target_price")) + " ".join(label["risks"])
    return "zh" if any("\u4e00" <= char <= "\u9fff" for char in printed) else "en"


def real_set() -> list[Labelled]:
    path = REAL / "labels.jsonl"
    if not path.exists():
        return []
    extra_path = LABELS / "real_reports_extra.jsonl"
    extra = {e["id"]: e for e in read_jsonl(extra_path)} if extra_path.exists() else {}
    out = []
    for label in read_jsonl(path):
        more = extra.get(label["id"], {})
        broker = broker_of(label.get("notes", ""))
        out.append(
            Labelled(
                set="real_reports",
                id=label["id"],
                path=REAL / label["file"],
                source="real_reports",
                group=broker or "broker not named",
                rating=label["rating"],
                rating_verbatim=label.get("rating_verbatim"),
                target_price=label["target_price"],
                risks=list(label["risks"]),
                doc_type=more.get("doc_type"),
                doc_type_evidence=more.get("doc_type_evidence"),
                stock_calls=more.get("stock_calls"),
                broker=broker,
                notes=label.get("notes", ""),
                raw={**label, **more},
            )
        )
    return out


def corpus_set() -> list[Labelled]:
    path = LABELS / "corpus_dev.jsonl"
    if not path.exists() or not CORPUS.exists():
        return []
    out = []
    for label in read_jsonl(path):
        source = label["source"]
        out.append(
            _from_label(
                label,
                set="corpus_dev",
                path=CORPUS / label["file"],
                source=source,
                group=(label.get("sector") or source) if source == "qznan" else source,
                sector=label.get("sector"),
                broker=broker_of(label.get("notes", "")),
            )
        )
    return out


def split_of(label: dict[str, Any], source: Path) -> str:
    """The label's `split`; without one (the reads of bench/labels/reads/ during development), group 3
    is the sealed test split, and a file of no known group counts as test too, so it is never shown."""
    if label.get("split") in (*DEV_SPLITS, *SEALED_SPLITS):
        return str(label["split"])
    return "dev" if re.search(r"pdf_group[12]_", source.name) else "test"


def real_pdf_set(paths: list[Path] | None = None) -> list[Labelled]:
    """bench/labels/real_pdfs.jsonl (or `paths`), then the Chinese seed labels not already there."""
    paths = paths if paths is not None else list(REAL_PDF_LABELS)
    if not REAL_PDFS.exists():
        return []
    out: list[Labelled] = []
    seen: set[str] = set()
    for path in paths:
        if not path.exists():
            continue
        for label in read_jsonl(path):
            if label["file"] in seen:
                continue
            seen.add(label["file"])
            out.append(
                _from_label(
                    label,
                    set="real_pdfs",
                    path=REAL_PDFS / label["file"],
                    source="real_pdfs",
                    group=str(label.get("group") or label.get("broker") or "real_pdfs"),
                    broker=label.get("broker"),
                    language=label.get("language") or "en",
                    split=split_of(label, path),
                )
            )
    seed = REAL_PDFS / "labels_zh_seed.jsonl"
    if out and seed.exists():
        for label in read_jsonl(seed):
            if label["file"] in seen:
                continue
            out.append(
                _from_label(
                    label,
                    set="real_pdfs",
                    path=REAL_PDFS / label["file"],
                    source="real_pdfs",
                    group="zh_seed",
                    doc_type_evidence=None,
                    stock_calls=None,
                    broker=label.get("broker"),
                    language="zh",
                    split="dev",  # shown to every labeller as the conventions: never sealed
                )
            )
    return out


def synthetic_set(name: str, folder: Path | None = None, names: set[str] | None = None) -> list[Labelled]:
    """One development synthetic set rendered into `folder` (default bench/results/synthetic-pdfs/<set>/),
    or only its documents in `names`, read as Labelled items."""
    import importlib

    if name not in SYNTHETIC_SETS:
        raise ValueError(f"{name}: not a development synthetic set ({', '.join(SYNTHETIC_SETS)})")
    module = importlib.import_module(f"bench.{name}")
    written = module.write_set(folder or SYNTHETIC_PDFS / name, names)
    return [module.labelled(doc, path) for doc, path in written]


def expand_sets(names: tuple[str, ...]) -> tuple[str, ...]:
    """The set names with each alias (`synthetic`) replaced by its sets, in order, once each."""
    return tuple(dict.fromkeys(member for name in names for member in SET_ALIASES.get(name, (name,))))


def all_sets(names: tuple[str, ...] = SET_NAMES) -> dict[str, list[Labelled]]:
    """Set name -> its reports, leaving out the sets whose folder is absent; `real_pdfs` and the
    synthetic sets only by name."""
    loaders: dict[str, Any] = {
        "sample_pdfs": sample_set,
        "real_reports": real_set,
        "corpus_dev": corpus_set,
        "real_pdfs": real_pdf_set,
    } | {name: (lambda name=name: synthetic_set(name)) for name in SYNTHETIC_SETS}
    unknown = [name for name in expand_sets(names) if name not in loaders]
    if unknown:
        raise ValueError(f"unknown sets: {', '.join(unknown)} (known: {', '.join([*loaders, *SET_ALIASES])})")
    return {name: found for name in expand_sets(names) if (found := loaders[name]())}


# ---------------------------------------------------------------- reading an outcome


def field_name(name: str) -> Any:
    """FieldName.<name>, or None while the pipeline has no such field."""
    from schemas.types import FieldName

    return getattr(FieldName, name, None)


def field_result(outcome: Any, name: str) -> Any:
    member = field_name(name)
    if member is None or not outcome.fields:
        return None
    return outcome.fields.get(member)


def got_rating(outcome: Any) -> str | None:
    result = field_result(outcome, "RATING")
    return result.value if result else None


def got_target(outcome: Any) -> str | None:
    result = field_result(outcome, "TARGET_PRICE")
    return result.value if result else None


def got_risks(outcome: Any) -> list[str]:
    result = field_result(outcome, "RISK_FACTORS")
    return list(result.items) if result else []


def got_doc_type(outcome: Any) -> str | None:
    result = field_result(outcome, "DOC_TYPE")
    return getattr(result, "value", None) if result else None


def got_calls(outcome: Any) -> list[dict[str, Any]] | None:
    """The extracted calls as dicts, or None while FieldName.STOCK_CALLS does not exist."""
    if field_name("STOCK_CALLS") is None:
        return None
    result = field_result(outcome, "STOCK_CALLS")
    calls = getattr(result, "calls", None) or () if result else ()
    return [
        {
            k: getattr(c, k, None) if not isinstance(c, dict) else c.get(k)
            for k in ("code", "name", "rating", "target_price")
        }
        for c in calls
    ]


# ---------------------------------------------------------------- scoring helpers


def _digits(code: str | None) -> str:
    return "".join(re.findall(r"\d", code or ""))


def ticker_root(code: str | None) -> str:
    """A ticker without its listing: `0700 HK`, `00700.HK` -> 700; `STX.O`, `STX US` -> STX."""
    head = re.split(r"[.\s]", (nfkc(code) or "").upper(), maxsplit=1)[0]
    return head.lstrip("0") if head.isdigit() else head


def same_stock(got: dict[str, Any], want: dict[str, Any]) -> bool:
    """Code or name: codes equal after NFKC, or the same digits (`002138CH` ~ `002138.SZ`), or the same
    ticker once the listing is dropped (`0700 HK` ~ `00700.HK`); names equal after NFKC and casefold."""
    gc, wc = nfkc(got.get("code")), nfkc(want.get("code"))
    if gc and wc and (gc == wc or (len(_digits(gc)) >= 4 and _digits(gc) == _digits(wc))):
        return True
    if gc and wc and ticker_root(gc) and ticker_root(gc) == ticker_root(wc):
        return True
    gn, wn = nfkc(got.get("name")), nfkc(want.get("name"))
    return bool(gn and wn and gn.casefold() == wn.casefold())


def match_calls(got: list[dict[str, Any]], want: list[dict[str, Any]]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """Greedy one-to-one pairs (got, want): same stock (code or name) and the same rating."""
    pairs, used = [], set()
    for g in got:
        for index, w in enumerate(want):
            if index not in used and same_stock(g, w) and nfkc(g.get("rating")) == nfkc(w.get("rating")):
                pairs.append((g, w))
                used.add(index)
                break
    return pairs


def risk_key(item: str, loose: bool = False) -> str:
    """NFKC; loose also drops every whitespace and a final period or semicolon, so that an item the
    PDF wrapped differently (a space at a CJK line wrap, `56 %`) still meets its label."""
    key = nfkc(item) or ""
    return re.sub(r"[.。;；]+$", "", re.sub(r"\s+", "", key)) if loose else key


def item_overlap(got: list[str], want: list[str], loose: bool = False) -> tuple[int, int, int]:
    """(true positives, false positives, false negatives) of risk items, as multisets of risk_key."""
    left = [risk_key(x, loose) for x in got]
    right = [risk_key(x, loose) for x in want]
    tp = 0
    for item in left:
        if item in right:
            right.remove(item)
            tp += 1
    return tp, len(left) - tp, len(right)


# ---------------------------------------------------------------- an ingest cache for the benches


INGEST_CACHE = RESULTS / "ingest-cache"


def _ingest_code_hash() -> str:
    """A hash of the code ingest runs (tasks/ingest, schemas): a cached Document is reused only
    while that code is unchanged."""
    import hashlib

    digest = hashlib.sha256()
    for path in sorted(
        [*(ROOT / "tasks" / "ingest").glob("*.py"), *(ROOT / "schemas").glob("*.py"), ROOT / "flows" / "settings.py"]
    ):
        digest.update(path.name.encode() + path.read_bytes())
    return digest.hexdigest()[:16]


@contextmanager
def cached_ingest(disk: bool = True) -> Iterator[None]:
    """Ingest each file once per bench process: wraps flows.report.ingest, which
    prepare calls by module-global name. PDFs are also kept on disk under
    bench/results/ingest-cache/ (OCR'd samples take tens of seconds), keyed by the file's sha256
    and a hash of the ingest code, so the benches of one `make bench` OCR each scan once. Ingest
    is deterministic, so the outcomes are those of an uncached run."""
    import hashlib
    import pickle

    import flows.report as report

    original = report.ingest
    cache: dict[tuple[str, int, int], Any] = {}
    code = _ingest_code_hash() if disk else ""

    def ingest_once(path: Path, options: Any = None, ocr_cache: Path | None = None) -> Any:
        stat = Path(path).stat()
        key = (str(Path(path).resolve()), stat.st_size, stat.st_mtime_ns)
        if key in cache:
            return cache[key]
        stored = None
        if disk and Path(path).suffix.lower() == ".pdf":
            sha = hashlib.sha256(Path(path).read_bytes()).hexdigest()
            stored = INGEST_CACHE / f"{sha[:24]}-{code}-{options.engine}-{options.dpi}-{options.preset}.pkl"
            if stored.exists():
                try:
                    cache[key] = pickle.loads(stored.read_bytes())
                    return cache[key]
                except Exception:  # noqa: BLE001 - a stale or broken entry is ingested again
                    stored.unlink(missing_ok=True)
        cache[key] = original(path, options=options, ocr_cache=ocr_cache)
        if stored is not None:
            stored.parent.mkdir(parents=True, exist_ok=True)
            temporary = stored.with_suffix(f".{os.getpid()}.tmp")
            temporary.write_bytes(pickle.dumps(cache[key]))
            temporary.replace(stored)
            for stale in INGEST_CACHE.glob(f"{stored.name.split('-')[0]}-*.pkl"):  # older ingest code
                if stale != stored:
                    stale.unlink(missing_ok=True)
        return cache[key]

    report.ingest = ingest_once
    try:
        yield
    finally:
        report.ingest = original


def document_text(path: Path) -> str:
    """The normalised text the pipeline reads (ingest's Document.text), through the cache when active."""
    import flows.report as report
    from schemas.options import OcrOptions

    return report.ingest(path, options=OcrOptions()).text


def write_results(name: str, lines: list[str]) -> Path:
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / name
    path.write_text("".join(line.rstrip("\n") + "\n" for line in lines), "utf-8")
    return path

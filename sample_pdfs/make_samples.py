"""Write the synthetic broker-report corpus into sample_pdfs/ from its specs and check it against its labels.

Run from the repository root:  .venv/bin/python sample_pdfs/make_samples.py   (or `make samples`)

Every report is data: specs/<name>.toml holds its text, layout choices and labels, and corpus.toml
the order of labels.jsonl, the brokers, each language's page furniture, the rating legends and the
shared closing pages. render.py draws them; this script reads the specs, checks what was drawn and
writes the PDFs and labels.jsonl. Every company, broker, analyst and number is invented.

Output is deterministic (fixed seeds, fixed metadata dates, no new /ID), except bad_encrypted.pdf:
PyMuPDF picks its AES salt at random, so a rerun keeps the existing copy while it still decrypts to the
same pages. The script fails loudly on an unknown spec key, when a label is not in the text it
inserted, or not in the text layer.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, cast

import pymupdf

OUT_DIR = Path(__file__).resolve().parent
SPEC_DIR = OUT_DIR / "specs"
CORPUS = OUT_DIR / "corpus.toml"
for folder in (OUT_DIR, OUT_DIR.parent):  # render.py beside this file; schemas/ in the repository root
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
from render import (  # noqa: E402
    Block,
    Broker,
    Heading,
    Layout,
    PageBreak,
    Para,
    Report,
    Sidebar,
    Table,
    encrypted_copy,
    first_half,
    render,
)

from schemas.lexicon import currency_of, normalize_rating, rating_words  # noqa: E402
from schemas.patterns import RATING_ACTIONS  # noqa: E402
from tasks.files.writing import atomic_write_bytes  # noqa: E402

CREATOR = "research-digest sample_pdfs/make_samples.py"
TEXT_FILE_LIMIT = 100_000
SCANNED_FILE_LIMIT = 400_000
BrokenKind = Literal["not_a_pdf", "truncated", "encrypted"]
ROLES = ("body", "legend", "disclaimer")  # which text the rating-word check reads as the legend
SCAN_MODES = ("none", "all", "after_first", "garbled_first")
DOC_TYPES = ("company", "industry")
CALL_KEYS = ("code", "name", "rating", "target_price")


class SampleError(AssertionError):
    pass


def require(condition: bool, message: str) -> None:
    if not condition:
        raise SampleError(message)


def flat(text: str) -> str:
    return text.replace("\n", "")


# ----------------------------------------------------------------------------- what a spec says


@dataclass(frozen=True)
class Label:
    rating: str | None
    rating_action: str | None
    target_price: str | None
    target_price_low: float | None
    target_price_high: float | None
    target_currency: str | None
    risks: tuple[str, ...]
    doc_type: str | None = None  # None: not labelled (the samples made before doc_type was)
    stock_calls: tuple[dict[str, str | None], ...] | None = None  # a stock table's rows, as printed


@dataclass(frozen=True)
class Checks:
    rating_statement: str | None  # the body phrase stating the rating
    must_contain: tuple[str, ...]  # each on one page's text layer
    other_rating_words: frozenset[str]  # lexicon words allowed outside the legend
    expect_number_wrap: bool  # some number breaks across two lines
    unreadable_on_page_1: tuple[str, ...]  # garbled_first: page 1's text layer no longer reads these
    expect_risk_wrap: bool = False  # some risk item is cut by a line end of the text layer


@dataclass(frozen=True)
class Sample:
    name: str
    report: Report
    label: Label
    checks: Checks
    exercises: str
    legend_words: tuple[str, ...]  # every word the broker's rating legend must name


@dataclass(frozen=True)
class Broken:
    name: str
    kind: BrokenKind
    exercises: str
    content: str = ""  # not_a_pdf: the bytes, as UTF-8 text
    source: str = ""  # truncated, encrypted: the sample whose bytes it starts from
    user_password: str = ""
    owner_password: str = ""

    @property
    def file(self) -> str:
        return self.name + ".pdf"


class Fields:
    """One TOML table of a spec: typed reads, and a loud failure on any key nobody read."""

    def __init__(self, table: dict[str, Any], where: str) -> None:
        self.table, self.where, self.read = table, where, set[str]()

    def has(self, key: str) -> bool:
        return key in self.table

    def get(self, key: str, kind: type | tuple[type, ...], default: Any = None, required: bool = False) -> Any:
        self.read.add(key)
        if key not in self.table:
            require(not required, f"{self.where}: `{key}` is missing")
            return default
        value = self.table[key]
        require(isinstance(value, kind), f"{self.where}: `{key}` = {value!r} is not {kind}")
        return value

    def text(self, key: str, default: str | None = None) -> str:
        return cast(str, self.get(key, str, default, required=default is None))

    def number(self, key: str, default: float | None = None) -> float:
        value = self.get(key, (int, float), default, required=default is None)
        require(not isinstance(value, bool), f"{self.where}: `{key}` is not a number")
        return float(value)

    def choice(self, key: str, allowed: tuple[str, ...]) -> Any:
        """One of `allowed`; the first is the default."""
        value = self.text(key, allowed[0])
        require(value in allowed, f"{self.where}: `{key}` = {value!r} is not one of {allowed}")
        return value

    def texts(self, key: str) -> tuple[str, ...]:
        values = self.get(key, list, [])
        require(all(isinstance(v, str) for v in values), f"{self.where}: `{key}` holds a non-string")
        return tuple(values)

    def table_of(self, key: str) -> Fields:
        return Fields(self.get(key, dict, {}), f"{self.where} [{key}]")

    def done(self) -> None:
        unknown = sorted(set(self.table) - self.read)
        require(not unknown, f"{self.where}: unknown keys {unknown}")


def read_toml(path: Path) -> dict[str, Any]:
    with path.open("rb") as handle:
        return tomllib.load(handle)


def merged(base: dict[str, Any], override: dict[str, Any]) -> dict[str, Any]:
    """`override` over `base`, table by table (a twin changes a few keys of its original)."""
    out = dict(base)
    for key, value in override.items():
        out[key] = merged(out[key], value) if isinstance(value, dict) and isinstance(out.get(key), dict) else value
    return out


def text_value(value: Any, where: str) -> str:
    """A string, or {repeat = "X", times = 2000} for a long run of one string."""
    if isinstance(value, str):
        return value
    require(
        isinstance(value, dict) and set(value) == {"repeat", "times"} and isinstance(value["times"], int),
        f"{where}: {value!r} is neither a string nor {{repeat, times}}",
    )
    return str(value["repeat"]) * value["times"]


@dataclass(frozen=True)
class Context:
    """What a spec's blocks may refer to: the label's risks, the broker's legend, the template fields."""

    risks: tuple[str, ...]
    legend: list[dict[str, Any]]
    legend_name: str
    fields: dict[str, str]


class TemplateFields(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"  # not ours: a list marker's {n} is filled later


def filled(value: Any, fields: dict[str, str]) -> Any:
    """A shared template with {full_name}, {institute}, {benchmark} ... filled in."""
    if isinstance(value, str):
        return value.format_map(TemplateFields(fields))
    if isinstance(value, list):
        return [filled(v, fields) for v in value]
    if isinstance(value, dict):
        return {k: filled(v, fields) for k, v in value.items()}
    return value


def parse_blocks(raw: list[dict[str, Any]], context: Context, where: str) -> list[Block]:
    blocks: list[Block] = []
    for number, table in enumerate(raw, start=1):
        fields = Fields(table, f"{where} block {number}")
        kinds = [k for k in ("heading", "paragraph", "list", "table", "legend") if k in table]
        require(len(kinds) == 1, f"{fields.where}: needs exactly one of heading/paragraph/list/table/legend")
        match kinds[0]:
            case "heading":
                blocks.append(Heading(fields.text("heading"), role=fields.choice("role", ROLES)))
            case "paragraph":
                text = text_value(fields.get("paragraph", (str, dict)), fields.where)
                blocks.append(Para(text, fields.text("lead", ""), **paragraph_style(fields)))
            case "list":
                blocks.extend(list_paragraphs(fields, context))
            case "table":
                blocks.append(table_block(fields))
            case "legend":
                require(fields.get("legend", bool) is True, f"{fields.where}: write `legend = true`")
                blocks.extend(parse_blocks(filled(context.legend, context.fields), context, context.legend_name))
        fields.done()
    return blocks


def paragraph_style(fields: Fields) -> dict[str, Any]:
    return {
        "size": fields.number("size", 10.0),
        "role": fields.choice("role", ROLES),
        "keep": fields.get("keep", bool, False),
        "gap": fields.number("gap", 7.0),
    }


def list_paragraphs(fields: Fields, context: Context) -> list[Para]:
    """A list as one wrapping paragraph (`inline`: marker item separator marker item end) or as one
    paragraph per item (`lines`). Marker: "{n}）", "（{n}）", "● "...; `items = "risks"` lists the label's."""
    items = fields.get("list", (str, list))
    if items == "risks":
        items = context.risks
    require(
        isinstance(items, (list, tuple)) and all(isinstance(i, str) for i in items) and items,
        f'{fields.where}: `list` is "risks" or a list of strings',
    )
    layout = fields.choice("layout", ("inline", "lines"))
    marker, marker_bold = fields.text("marker", ""), fields.get("marker_bold", bool, False)
    separator, end, lead = fields.text("separator", ""), fields.text("end", ""), fields.text("lead", "")
    style = paragraph_style(fields)
    marks = [marker.format(n=n) for n in range(1, len(items) + 1)]
    if layout == "inline":
        require(not marker_bold, f'{fields.where}: marker_bold needs layout = "lines"')
        return [Para(separator.join(m + item for m, item in zip(marks, items)) + end, lead, **style)]
    require(not lead, f'{fields.where}: a list with layout = "lines" takes no lead')
    paras = []
    for i, (mark, item) in enumerate(zip(marks, items)):
        tail = end if i == len(items) - 1 else separator
        paras.append(Para(item + tail, mark, **style) if marker_bold else Para(mark + item + tail, **style))
    return paras


def table_block(fields: Fields) -> Table:
    rows = fields.get("rows", list, required=True)
    require(all(isinstance(r, list) and all(isinstance(c, str) for c in r) for r in rows), f"{fields.where}: rows")
    header = fields.texts("header")
    require(all(len(r) == len(header) for r in rows), f"{fields.where}: a row's length differs from the header's")
    widths = fields.get("widths", list)
    return Table(
        fields.text("table"),
        header,
        tuple(tuple(r) for r in rows),
        fields.text("source", ""),
        widths=tuple(float(w) for w in widths) if widths is not None else None,
        role=fields.choice("role", ROLES),
        left_aligned=fields.get("left_aligned", int, 1),
    )


def entry(corpus: dict[str, Any], section: str, key: str, where: str) -> tuple[dict[str, Any], str]:
    """corpus.toml [section.key], and its name for messages."""
    require(key in corpus.get(section, {}), f"{where}: corpus.toml has no [{section}.{key}]")
    return corpus[section][key], f"corpus.toml [{section}.{key}]"


def parse_sample(name: str, raw: dict[str, Any], corpus: dict[str, Any]) -> Sample:
    spec = Fields(raw, f"specs/{name}.toml")
    language = Fields(*entry(corpus, "languages", spec.text("language"), spec.where))
    broker_fields = Fields(*entry(corpus, "brokers", spec.text("broker"), spec.where))
    color = broker_fields.get("color", list, required=True)
    broker = Broker(
        broker_fields.text("name"),
        broker_fields.text("full_name"),
        broker_fields.text("institute"),
        (float(color[0]), float(color[1]), float(color[2])),
        broker_fields.text("legend"),
    )
    broker_fields.done()
    legend = entry(corpus, "legends", broker.legend, broker_fields.where)[0]
    kind, stock = spec.text("kind"), spec.text("stock")

    label_fields = spec.table_of("label")
    label = Label(
        label_fields.get("rating", str),
        label_fields.get("rating_action", str),
        label_fields.get("target_price", str),
        *(
            float(v) if v is not None else None
            for v in (
                label_fields.get("target_price_low", (int, float)),
                label_fields.get("target_price_high", (int, float)),
            )
        ),
        label_fields.get("target_currency", str),
        label_fields.texts("risks"),
        label_fields.get("doc_type", str),
        stock_calls(label_fields),
    )
    label_fields.done()

    closing_name = spec.get("closing", str)
    closing = entry(corpus, "closings", closing_name, spec.where)[0] if closing_name else {}
    template_fields = {"name": broker.name, "full_name": broker.full_name, "institute": broker.institute}
    benchmark = spec.get("benchmark", str, closing.get("benchmark"))
    if benchmark is not None:
        template_fields["benchmark"] = benchmark
    legend_name = f"corpus.toml [legends.{broker.legend}]"
    context = Context(label.risks, legend["blocks"], legend_name, template_fields)
    blocks: list[Block] = []
    for number, page in enumerate(spec.get("pages", list, required=True), start=1):
        page_fields = Fields(page, f"specs/{name}.toml page {number}")
        if number > 1:
            blocks.append(PageBreak())
        blocks.extend(parse_blocks(page_fields.get("blocks", list, []), context, page_fields.where))
        page_fields.done()
    if closing_name:
        blocks.append(PageBreak())
        closing_where = f"corpus.toml [closings.{closing_name}]"
        blocks.extend(parse_blocks(filled(closing["blocks"], template_fields), context, closing_where))

    bar = spec.table_of("sidebar")
    risks_title, risks_marker = bar.text("risks_title", ""), bar.text("risks_marker", "")
    require(bool(risks_title) or not risks_marker, f"{bar.where}: risks_marker needs risks_title")
    sidebar_risks = tuple(risks_marker.format(n=n) + r for n, r in enumerate(label.risks, start=1))
    chart_names = bar.texts("chart_names")
    require(len(chart_names) == 2, f"{bar.where}: chart_names is [stock, index]")
    market = bar.get("market", list, [])
    require(all(isinstance(p, list) and len(p) == 2 for p in market), f"{bar.where}: market rows are [key, value]")
    sidebar = Sidebar(
        bar.texts("key_lines"),
        bar.text("market_title"),
        tuple((str(k), str(v)) for k, v in market),
        bar.text("analysts_title", language.text("analysts_title")),
        bar.texts("analysts"),
        bar.text("chart_title", language.text("chart_title")),
        (chart_names[0], chart_names[1]),
        bar.text("related_title", language.text("related_title")),
        bar.texts("related"),
        risks_title,
        sidebar_risks if risks_title else (),
    )
    bar.done()

    repeat_notice = spec.get("repeat_notice", str)
    pdf_date = spec.text("pdf_date")
    report = Report(
        file=name + ".pdf",
        broker=broker,
        kind=kind,
        kind_line=language.text("kind_line").format(kind=kind),
        stock=stock,
        date=spec.text("date"),
        title=spec.text("title"),
        sidebar=sidebar,
        blocks=tuple(blocks),
        footer_notice=language.text("footer_notice"),
        metadata={
            "title": f"{broker.name}-{stock}-{kind}",
            "author": broker.institute,
            "subject": kind,
            "keywords": "",
            "creator": CREATOR,
            "producer": "PyMuPDF",
            "creationDate": pdf_date,
            "modDate": pdf_date,
            "trapped": "",
        },
        seed=spec.get("seed", int, required=True),
        wrap=language.choice("wrap", ("characters", "words")),
        scan=spec.choice("scan", SCAN_MODES),
        repeat_notice=repeat_notice,
    )
    language.done()

    check_fields = spec.table_of("checks")
    must_contain = [text_value(v, check_fields.where) for v in check_fields.get("must_contain", list, [])]
    checks = Checks(
        check_fields.get("rating_statement", str),
        tuple(must_contain + ([repeat_notice] if repeat_notice else [])),
        frozenset(check_fields.texts("other_rating_words")),
        check_fields.get("expect_number_wrap", bool, False),
        check_fields.texts("unreadable_on_page_1"),
        check_fields.get("expect_risk_wrap", bool, False),
    )
    check_fields.done()
    require(report.scan != "garbled_first" or bool(checks.unreadable_on_page_1), f"{name}: garbled, but unchecked")
    sample = Sample(name, report, label, checks, spec.text("exercises"), tuple(legend["words"]))
    spec.done()
    return sample


def stock_calls(label_fields: Fields) -> tuple[dict[str, str | None], ...] | None:
    """`[[label.stock_calls]]`: code, name, rating, target_price (leave target_price out for null)."""
    if not label_fields.has("stock_calls"):
        return None
    calls = []
    for number, raw in enumerate(label_fields.get("stock_calls", list), start=1):
        call = Fields(raw, f"{label_fields.where} stock call {number}")
        calls.append({key: call.get(key, str, required=key != "target_price") for key in CALL_KEYS})
        call.done()
    return tuple(calls)


def parse_broken(name: str, raw: dict[str, Any]) -> Broken:
    spec = Fields(raw, f"specs/{name}.toml")
    kind = spec.choice("broken", ("not_a_pdf", "truncated", "encrypted"))
    broken = Broken(
        name,
        cast(BrokenKind, kind),
        spec.text("exercises"),
        content=spec.text("content", ""),
        source=spec.text("source", ""),
        user_password=spec.text("user_password", ""),
        owner_password=spec.text("owner_password", ""),
    )
    spec.done()
    require(bool(broken.content) == (kind == "not_a_pdf"), f"{spec.where}: only not_a_pdf has content")
    require(bool(broken.source) != (kind == "not_a_pdf"), f"{spec.where}: truncated and encrypted need a source")
    require(bool(broken.user_password) == (kind == "encrypted"), f"{spec.where}: only encrypted has passwords")
    return broken


def load_corpus() -> list[Sample | Broken]:
    """Every spec, in the order of corpus.toml `samples` (the order of labels.jsonl)."""
    corpus = read_toml(CORPUS)
    order: list[str] = corpus["samples"]
    on_disk = sorted(path.stem for path in SPEC_DIR.glob("*.toml"))
    require(sorted(order) == on_disk, f"corpus.toml samples {sorted(order)} differ from specs/ {on_disk}")
    raw = {name: read_toml(SPEC_DIR / f"{name}.toml") for name in order}
    loaded: list[Sample | Broken] = []
    for name in order:
        spec = raw[name]
        if "based_on" in spec:  # a twin: its original with a few keys changed
            original = spec["based_on"]
            require("based_on" not in raw.get(original, {}), f"{name}: {original} is itself a twin")
            spec = merged(raw[original], {k: v for k, v in spec.items() if k != "based_on"})
        loaded.append(parse_broken(name, spec) if "broken" in spec else parse_sample(name, spec, corpus))
    return loaded


# ----------------------------------------------------------------------------- self-checks


def label_strings(label: Label) -> list[str]:
    calls = [value for call in label.stock_calls or () for value in call.values() if value]
    return [s for s in (label.rating, label.target_price, *label.risks, *calls) if s]


def check_source(sample: Sample, layout: Layout, source: pymupdf.Document) -> None:
    """The labels are in the text the generator inserted and in the text layer it produced."""
    name, label, checks = sample.report.file, sample.label, sample.checks
    inserted = "".join(r.text for r in layout.records)
    page_texts = [flat(page.get_text()) for page in source]
    whole = "".join(page_texts)
    for text in label_strings(label) + list(checks.must_contain):
        require(text in inserted, f"{name}: {text!r} was never inserted")
        require(any(text in page for page in page_texts), f"{name}: {text!r} is not on any page's text layer")
    for risk in label.risks:
        require(whole.count(risk) == 1, f"{name}: risk {risk!r} occurs {whole.count(risk)} times, expected once")
    if checks.rating_statement:
        require(
            label.rating is not None and label.rating in checks.rating_statement,
            f"{name}: rating statement does not contain the rating",
        )
        require(checks.rating_statement in whole, f"{name}: rating statement {checks.rating_statement!r} missing")
    if label.target_price:
        require(
            any(label.target_price in r.text for r in layout.records if r.paragraph and r.role == "body"),
            f"{name}: target price is not in a body paragraph",
        )
    if checks.expect_risk_wrap:
        lines = [line for page in source for line in page.get_text().splitlines()]
        require(
            any(not any(risk in line for line in lines) for risk in label.risks),
            f"{name}: no risk item wraps across a line of the text layer",
        )
    check_rating_words(sample, layout)
    if checks.expect_number_wrap:
        require(bool(layout.number_breaks), f"{name}: no number wraps across a line")
        page, end, start = layout.number_breaks[0]
        require(f"{end}\n{start}" in source[page].get_text(), f"{name}: number break {end}|{start} not in text layer")


def check_rating_words(sample: Sample, layout: Layout) -> None:
    name, label = sample.report.file, sample.label
    outside = "\n".join(r.text for r in layout.records if r.role != "legend")
    legend = "\n".join(r.text for r in layout.records if r.role == "legend")
    found = {m.group(0) for m in rating_words(outside)}
    allowed = set(sample.checks.other_rating_words) | ({label.rating} if label.rating else set())
    require(found <= allowed, f"{name}: stray rating words outside the legend: {sorted(found - allowed)}")
    if label.rating:
        require(label.rating in found, f"{name}: the rating word is not stated outside the legend")
    for word in sample.legend_words:
        require(word in legend, f"{name}: the legend does not name {word}")
        require(normalize_rating(word) is not None, f"{name}: legend word {word} is not in the lexicon")


def check_output(sample: Sample, source: pymupdf.Document, data: bytes) -> None:
    report, name = sample.report, sample.report.file
    out = pymupdf.open(stream=data, filetype="pdf")
    require(len(out) == len(source) and 2 <= len(out) <= 4, f"{name}: {len(out)} pages, expected 2-4")
    first_scanned = {"none": len(out), "all": 0, "after_first": 1, "garbled_first": len(out)}[report.scan]
    for number, page in enumerate(out):
        if report.scan == "garbled_first" and number == 0:
            check_garbled_page(sample, page, source[0])
        elif number < first_scanned:
            require(page.get_text() == source[number].get_text(), f"{name}: page {number + 1} text layer changed")
        else:
            require(page.get_text().strip() == "", f"{name}: scanned page {number + 1} has a text layer")
            require(len(page.get_images()) == 1, f"{name}: scanned page {number + 1} is not one image")
    if report.scan == "after_first":
        first = flat(out[0].get_text())
        for text in label_strings(sample.label):
            require(text not in first, f"{name}: {text!r} is on the text page, expected only on scanned pages")
    limit = SCANNED_FILE_LIMIT if report.scan in ("all", "after_first") else TEXT_FILE_LIMIT
    require(len(data) < limit, f"{name}: {len(data)} bytes, over the {limit} limit")
    fonts = {font[3] for page in out for font in page.get_fonts()}
    if report.scan != "all":
        require(all("+" in f for f in fonts), f"{name}: font not embedded as a subset: {fonts}")


def check_garbled_page(sample: Sample, page: pymupdf.Page, source: pymupdf.Page) -> None:
    name, text = sample.report.file, flat(page.get_text())
    readable = [s for s in sample.checks.unreadable_on_page_1 if s in text]
    require(not readable, f"{name}: page 1 text layer still reads {readable}")
    require(
        page.get_pixmap(dpi=50).samples == source.get_pixmap(dpi=50).samples, f"{name}: page 1 no longer looks the same"
    )


def check_label(row: dict[str, object]) -> None:
    name = row["file"]
    rating = row["rating"]
    require(
        row["rating_normalized"] == (normalize_rating(str(rating)) if rating else None),
        f"{name}: rating_normalized disagrees with the lexicon",
    )
    require(row["rating_action"] in (None, *set(RATING_ACTIONS.values())), f"{name}: bad rating_action")
    target = row["target_price"]
    require(
        (currency_of(str(target)) if target else None) == row["target_currency"],
        f"{name}: target_currency disagrees with currency_of",
    )
    if target:
        numbers = [float(n) for n in re.findall(r"\d+(?:\.\d+)?", str(target).replace(",", ""))]
        require(
            [row["target_price_low"], row["target_price_high"]] == [numbers[0], numbers[-1]],
            f"{name}: target low/high disagree with {target!r}",
        )
    for risk in row["risks"]:  # type: ignore[union-attr]
        require(
            risk == risk.strip().rstrip("。；;.") and not re.match(r"^[（(]?\d+[）)]|^[•●①-⑩]", risk),
            f"{name}: risk {risk!r} keeps numbering or trailing punctuation",
        )
    require(row["doc_type"] in (None, *DOC_TYPES), f"{name}: doc_type {row['doc_type']!r}")
    if row["doc_type"] == "industry":
        require(target is None, f"{name}: an industry report's target is null (the stocks' are in stock_calls)")
    for call in row["stock_calls"] or []:  # type: ignore[union-attr]
        require(normalize_rating(str(call["rating"])) is not None, f"{name}: call rating {call['rating']} not a rating")


def check_broken(broken: Broken, data: bytes) -> None:
    name = broken.file
    if broken.kind == "encrypted":
        doc = pymupdf.open(stream=data, filetype="pdf")
        require(doc.needs_pass and not doc.authenticate(""), f"{name}: opens without a password")
        require(doc.authenticate(broken.user_password) > 0, f"{name}: the user password does not open it")
        require("AES" in str((doc.metadata or {}).get("encryption")), f"{name}: not AES encrypted")
    if broken.kind == "not_a_pdf":
        require(not data.startswith(b"%PDF"), f"{name}: looks like a PDF")


# ----------------------------------------------------------------------------- writing


def label_row(sample: Sample) -> dict[str, object]:
    label = sample.label
    return {
        "file": sample.report.file,
        "rating": label.rating,
        "rating_normalized": normalize_rating(label.rating) if label.rating else None,
        "rating_action": label.rating_action,
        "target_price": label.target_price,
        "target_price_low": label.target_price_low,
        "target_price_high": label.target_price_high,
        "target_currency": label.target_currency,
        "risks": list(label.risks),
        "doc_type": label.doc_type,
        "stock_calls": [dict(call) for call in label.stock_calls] if label.stock_calls is not None else None,
        "expect_status": "ok",
        "exercises": sample.exercises,
    }


def error_row(broken: Broken) -> dict[str, object]:
    empty = dict.fromkeys(
        (
            "rating",
            "rating_normalized",
            "rating_action",
            "target_price",
            "target_price_low",
            "target_price_high",
            "target_currency",
        )
    )
    return {
        "file": broken.file,
        **empty,
        "risks": [],
        "doc_type": None,
        "stock_calls": None,
        "expect_status": "error",
        "exercises": broken.exercises,
    }


def build(sample: Sample) -> tuple[bytes, dict[str, object]]:
    rendering = render(sample.report)
    check_source(sample, rendering.layout, rendering.source)
    check_output(sample, rendering.source, rendering.data)
    row = label_row(sample)
    check_label(row)
    return rendering.data, row


def build_broken(broken: Broken, written: dict[str, bytes]) -> bytes:
    source = broken.source + ".pdf"
    require(broken.kind == "not_a_pdf" or source in written, f"{broken.file}: {source} must come earlier")
    match broken.kind:
        case "not_a_pdf":
            return broken.content.encode("utf-8")
        case "truncated":
            return first_half(written[source])
        case "encrypted":
            existing = OUT_DIR / broken.file
            return encrypted_copy(
                written[source],
                broken.user_password,
                broken.owner_password,
                existing.read_bytes() if existing.exists() else None,
            )


def generate() -> tuple[dict[str, bytes], list[dict[str, object]]]:
    """Every file and its labels.jsonl row, in corpus order, checked; nothing written yet."""
    written: dict[str, bytes] = {}
    rows: list[dict[str, object]] = []
    for item in load_corpus():
        if isinstance(item, Broken):
            data = build_broken(item, written)
            check_broken(item, data)
            row = error_row(item)
            check_label(row)
            written[item.file] = data
        else:
            written[item.report.file], row = build(item)
        rows.append(row)
    return written, rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check", action="store_true", help="compare with the files in sample_pdfs/ instead of writing them"
    )
    check = parser.parse_args().check
    written, rows = generate()
    written["labels.jsonl"] = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows).encode("utf-8")
    if check:
        stale = [
            name
            for name, data in written.items()
            if not (OUT_DIR / name).is_file() or (OUT_DIR / name).read_bytes() != data
        ]
        for name in stale:
            print(f"differs from its spec: sample_pdfs/{name}", file=sys.stderr)
        print(f"{len(written) - len(stale)} of {len(written)} files are what their specs make")
        sys.exit(1 if stale else 0)
    for name, data in written.items():
        path = OUT_DIR / name
        same = path.is_file() and path.read_bytes() == data
        if not same:
            atomic_write_bytes(path, data)
        print(f"{len(data):>8,}  {name}{'' if same else '  (written)'}")


if __name__ == "__main__":
    main()

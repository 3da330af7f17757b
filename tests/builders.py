"""Builders and constants several test modules share: synthetic reports and documents, the
Claude extractor's request and answer, an attacker's pickle. No test module imports another."""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path
from typing import Any

import pymupdf
from hypothesis import strategies as st

from flows.report import digest_one, run_context
from flows.settings import RunOptions
from schemas.fap import render_fap
from schemas.types import (
    Document,
    ExtractionRequest,
    FieldName,
    HeadingSpan,
    KeptView,
    PageInfo,
    Prompt,
    ReportOutcome,
    TextHeadings,
)
from tasks.clean.cleaner import clean
from tasks.finders.rating import find_rating
from tasks.finders.stock_calls import find_stock_calls
from tasks.finders.target_price import find_target_price
from tasks.ingest.discover import InputFile
from tasks.ingest.reader import ingest, sha256_file
from tasks.prompt.gradient import task_question
from tasks.validate.grounding import kept_view
from tests.paths import SAMPLES


def nfkc(value: str | None) -> str | None:
    return unicodedata.normalize("NFKC", value) if value else value


CallTuple = tuple[str | None, str | None, str, str | None]


def call_tuples(text: str) -> list[CallTuple]:
    """The stock calls the rules finders read in `text`, each as its printed (code, name, rating, target)."""
    return [
        (
            c.code.value if c.code else None,
            c.name.value if c.name else None,
            c.rating.value,
            c.target.value if c.target else None,
        )
        for c in find_stock_calls(text)
    ]


def titled_page(pdf: pymupdf.Document, title: str, lead: str) -> pymupdf.Page:
    """A new page of `pdf` opening as a note does: its title, then a lead paragraph (tables go below y=180)."""
    page = pdf.new_page()
    page.insert_text((50, 80), title, fontsize=14)
    page.insert_textbox(pymupdf.Rect(50, 100, 540, 160), lead, fontsize=10)
    return page


StyledLine = tuple[str, str, float]  # text, base font name (`helv`, `hebo`), size in points


def styled_lines_pdf(path: Path, lines: list[StyledLine]) -> Path:
    """One A4 page with each line set on its own row, 20 pt apart, in its base font and size."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    for row, (line, font, size) in enumerate(lines):
        page.insert_text((50, 60.0 + 20 * row), line, fontname=font, fontsize=size)
    pdf.save(path)
    pdf.close()
    return path


PlacedSpan = tuple[float, float, str, str, float]  # x, baseline y, text, base font name, size in points


def placed_spans_pdf(path: Path, spans: list[PlacedSpan]) -> Path:
    """One A4 page with each span set where it says, in its base font and size."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    for x, y, text, font, size in spans:
        page.insert_text((x, y), text, fontname=font, fontsize=size)
    pdf.save(path)
    pdf.close()
    return path


def report_view(tmp_path: Path, text: str) -> KeptView:
    """The kept text of `text` written as a report and ingested, cleaned and indexed for grounding."""
    path = tmp_path / "report.txt"
    path.write_text(text, encoding="utf-8")
    return kept_view(clean(ingest(path)))


# ---------------------------------------------------------------- a report through the pipeline, offline


def rules_outcome(path: Path, **options: object) -> ReportOutcome:
    """No page OCR cache unless asked for: it would live under ./out, and pages would say `cache`."""
    settings: dict[str, Any] = {"ocr_cache_mb": 0} | options
    return digest_one(
        InputFile(path, sha256_file(path)), run_context(RunOptions(inputs=[path], extractor="rules", **settings))
    )


def long_scanned_report(folder: Path) -> Path:
    """scan_buy.pdf five times over: 15 scanned pages, far more than a few seconds of OCR on any
    machine (the page OCR cache would read repeats at once: turn it off where that matters)."""
    path = folder / "long_scan.pdf"
    folder.mkdir(parents=True, exist_ok=True)
    with pymupdf.open() as pdf, pymupdf.open(SAMPLES / "scan_buy.pdf") as scan:
        for _ in range(5):
            pdf.insert_pdf(scan)
        pdf.save(path)
    return path


def fields_of(outcome: ReportOutcome) -> dict[str, object]:
    return {
        "rating": outcome.fields[FieldName.RATING].value,
        "target_price": outcome.fields[FieldName.TARGET_PRICE].value,
        "risks": list(outcome.fields[FieldName.RISK_FACTORS].items),
    }


def label_fields(label: dict) -> dict[str, object]:
    return {
        "rating": nfkc(label["rating"]),
        "target_price": nfkc(label["target_price"]),
        "risks": [nfkc(risk) for risk in label["risks"]],
    }


# ---------------------------------------------------------------- a synthetic three-page report

HEADER = "示例科技（600000.SH）公司点评"
FOOTER = "第{page}页 请务必阅读正文之后的免责声明"
RATING_SENTENCE = "我们预计公司2024-2026年归母净利润分别为6.1、7.4、8.9亿元，维持“买入”评级，目标价45.50元。"
RISKS = ("原材料价格波动风险", "下游需求不及预期", "行业竞争加剧")
DISCLAIMER = (  # longer than a header line (120 chars), so only the duplicate rule can drop it
    "本报告仅供本公司客户使用，本公司不会因接收人收到本报告而视其为客户。在任何情况下，本报告中的信息或所表述的意见"
    "并不构成对任何人的投资建议，本公司不对任何人因使用本报告中的任何内容所引致的任何损失负任何责任。市场有风险，"
    "投资需谨慎，投资者应当充分了解相关风险并独立作出投资决策。"
)
LEGEND = (
    "投资评级说明",
    "买入：预期未来6个月内相对基准指数涨幅在15%以上；",
    "增持：预期未来6个月内相对基准指数涨幅介于5%与15%之间；",
    "中性：预期未来6个月内相对基准指数涨幅介于-5%与5%之间；",
    "减持：预期未来6个月内相对基准指数跌幅在5%以上。",
)
NOISE = "X" * 300


def make_document(pages: list[str], doc_id: str = "synthetic") -> Document:
    """A Document the way ingest builds one: page texts joined by a newline."""
    infos, at = [], 0
    for number, page in enumerate(pages, start=1):
        infos.append(PageInfo(number, "text", at, at + len(page)))
        at += len(page) + 1
    text = "\n".join(pages)
    return Document(doc_id, f"{doc_id}.txt", text, pages=infos, raw_offsets=list(range(len(text))))


def synthetic_pages() -> list[str]:
    """A three-page report: cover sidebar, body, numbered risk section, legend, disclaimers."""
    page1 = [
        HEADER,
        "买入（维持）",
        "目标价：45.50元",
        "当前价格：38.20元",
        "示例科技发布2023年年报，全年实现营业收入52.3亿元，同比增长18.6%。",
        "公司高端产品放量，毛利率提升2.1个百分点至35.4%，盈利能力持续改善。",
        RATING_SENTENCE,
        FOOTER.format(page=1),
    ]
    page2 = [
        HEADER,
        "公司持续加大研发投入，新一代产品已进入客户验证阶段，预计明年开始贡献收入。",
        f"海外业务拓展顺利，{NOISE}欧洲市场收入同比翻倍。",
        "风险提示：",
        *(f"{n}. {risk}{'。' if n == 3 else '；'}" for n, risk in enumerate(RISKS, start=1)),
        DISCLAIMER,
        FOOTER.format(page=2),
    ]
    page3 = [
        HEADER,
        *LEGEND,
        DISCLAIMER,
        DISCLAIMER.replace("本公司客户", "本公司的正式客户"),
        FOOTER.format(page=3),
    ]
    return ["\n".join(page1), "\n".join(page2), "\n".join(page3)]


LINES = st.sampled_from(
    [
        HEADER,
        "第1页",
        "第2页",
        "买入（维持）",
        "目标价：45.50元",
        RATING_SENTENCE,
        DISCLAIMER,
        *LEGEND,
        NOISE,
        "风险提示：行业竞争加剧；需求不及预期。",
        "  ",
        "",
        "⟦NUM 5⟧",
        "ab" * 30,
        "公司经营稳健。" * 80,
    ]
)


ENGLISH_REPORT = """Acme Industrial (ACME US) Q3 review: margins recover, reiterate Outperform.
Revenue rose 12% year on year to $1.42bn, ahead of consensus, as the aerospace segment shipped a record number of engine parts.
Gross margin expanded 180bp to 34.6% on lower freight costs and a richer product mix, while operating expenses grew in line with sales.
Management raised full-year guidance for free cash flow to $610m and announced a $500m buyback to be completed by the end of next year.
Backlog in the defence business stands at 2.3 years of sales, which gives good visibility into 2026 even if civil demand softens.
We lift our EPS estimates by 4% and 6% for the next two years and move our target price to $148 from $131, based on 22x forward earnings.
The stock trades at a discount to peers despite better returns on capital, so we reiterate our Outperform rating.
Key risks: a slowdown in aircraft deliveries, labour shortages at the Ohio plant, and a stronger dollar hurting export orders.
Working capital improved as inventory days fell to 96 from 104, and receivables collection was the best in three years.
Pricing remains firm: management expects mid-single-digit increases in January across most product lines.
"""


# ---------------------------------------------------------------- reports of one broker (boilerplate memory)

BROKER = "澄川证券"
BROKER_DISCLAIMER = [
    "本报告仅供澄川证券股份有限公司的客户使用，本公司不会因接收人收到本报告而视其为客户。",
    "本报告中的信息均来源于我们认为可靠的已公开资料，但本公司对这些信息的准确性及完整性不作任何保证。",
    "未经澄川证券书面授权，任何机构和个人不得以任何形式翻版、复制和发布本报告的任何部分。",
]
SHARED_RATING = "维持“买入”评级，目标价45.50元。"
SHARED_RISKS = "风险提示：原材料价格波动风险；下游需求不及预期；行业竞争加剧。"
BODIES = [
    "公司发布2023年年报，全年实现营业收入52.3亿元，同比增长18.6%，高端产品放量带动毛利率回升。",
    "海外业务拓展顺利，欧洲市场收入同比翻倍，北美渠道开始放量，订单排产至三季度。",
    "新一代平台已进入客户验证阶段，我们预计明年起贡献收入，研发投入维持高位。",
    "存货周转天数下降至82天，经营现金流净额9.8亿元，同比大幅增长，分红比例维持在30%左右。",
]


def broker_report(n: int, broker: str = BROKER) -> str:
    """A report of `broker`: cover, its own body, the shared rating and risk wording, the disclaimer."""
    disclaimer = [line.replace(BROKER, broker) for line in BROKER_DISCLAIMER]
    return "\n".join([f"{broker}研究所 公司点评", BODIES[n], SHARED_RATING, SHARED_RISKS, *disclaimer])


# ---------------------------------------------------------------- the Claude extractor

KEY = "sk-ant-test-SECRET123"
REQUEST = ExtractionRequest(
    doc_id="ab" * 32,
    prompt=Prompt(
        head="[KEY LINES] 维持“增持”评级，目标价85.00元。",
        body="公司2025年营收同比增长12%。\n风险提示：供应链中断风险；汇率波动风险。",
        tail=task_question(),
    ),
)
GOOD = render_fap(
    {
        FieldName.DOC_TYPE: "company",
        FieldName.RATING: "增持",
        FieldName.TARGET_PRICE: "85.00元",
        FieldName.RISK_FACTORS: ["供应链中断风险", "汇率波动风险"],
        FieldName.STOCK_CALLS: ["688123.SH | 星河精密 | 增持 | 85.00元"],
    }
)


# ---------------------------------------------------------------- hostile state


class Payload:
    """What an attacker plants: unpickling it runs a command."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[Any, ...]:
        return (os.system, (f"touch {self.marker}",))


# ---------------------------------------------------------------- Prefect flow runs


def flows_that_wrote(out: Path) -> list[str]:
    """The name of the Prefect flow of every flow run on the test's server that wrote to `out`
    (its `options.out` parameter), oldest first."""
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.sorting import FlowRunSort

    page = 200
    with get_client(sync_client=True) as client:
        runs = []
        while len(batch := client.read_flow_runs(sort=FlowRunSort.START_TIME_ASC, limit=page, offset=len(runs))):
            runs += batch
            if len(batch) < page:
                break
        return [
            client.read_flow(run.flow_id).name
            for run in runs
            if Path(str((run.parameters.get("options") or {}).get("out", ""))) == out
        ]


# ---------------------------------------------------------------- a note rated with a numeric code

NUMERIC_LEGEND = (
    "1 (Outperform): expected to outperform the local market index by more than 10%.",
    "2 (Neutral): expected to perform within 10% of the local market index.",
    "3 (Underperform): expected to underperform the local market index by more than 10%.",
)


def numeric_rating_note(path: Path, code: str, legend: tuple[str, ...] = NUMERIC_LEGEND) -> Path:
    """An English company note rated `code` in its cover box (`Investment rating` / `2`) and in a
    sentence, its legend (when given) only on the disclosures page, written as a PDF."""
    doc = pymupdf.open()
    cover = [
        "Kestrel Research",
        "Equity Research | Company Update",
        "Kestrel Tools (7741 JP)",
        "27 August 2026",
        "Investment rating",
        code,
        "TP ¥2,400",
        "Share price ¥2,010",
        "Kestrel Tools (7741 JP): Orders bottoming",
        "April-June orders rose 4% quarter on quarter, the first rise in five quarters.",
        f"We maintain our investment rating of {code} and TP ¥2,400, at 1.3x FY3/27E P/B.",
        "Risks: A stronger yen. Slower machine-tool orders.",
    ]
    disclosures = ["Disclosure appendix", "Stock ratings reflect the expected total return over 12 months.", *legend]
    for lines, size in ((cover, 10), (disclosures, 7)):
        page = doc.new_page()
        for number, line in enumerate(lines):
            page.insert_text((40, 60 + number * 2 * size), line, fontsize=size, fontname="china-s")
    doc.save(path)
    return path


def rating_of(text: str) -> str | None:
    """The rating the rules finder reads in `text`, as printed."""
    found = find_rating(text)
    return found.value if found else None


def target_of(text: str) -> str | None:
    """The target the rules finder reads in `text`, as printed."""
    found = find_target_price(text)
    return found.value if found else None


def headings_on_lines(text: str, *lines: str) -> TextHeadings:
    """The headings a text's structure would give: each of `lines`, standing alone on its line, at size 11."""
    spans = []
    for line in lines:
        start = text.index(f"\n{line}\n") + 1
        spans.append(HeadingSpan(start, start + len(line), 11.0))
    return TextHeadings(tuple(spans))

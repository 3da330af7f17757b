"""The boilerplate memory: broker detection, cross-report fingerprints, persistence, threads."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from tasks.clean.boilerplate import (
    BoilerplateMemory,
    BoilerplateMemoryError,
    detect_broker,
    load_memory,
    memory_path,
    sentence_key,
)
from tasks.clean.cleaner import clean
from tests.clean.test_cleaner import make_document

BROKER = "澄川证券"
DISCLAIMER = [
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


def report(n: int, broker: str = BROKER) -> str:
    """A report of `broker`: cover, its own body, the shared rating and risk wording, the disclaimer."""
    disclaimer = [line.replace(BROKER, broker) for line in DISCLAIMER]
    return "\n".join([f"{broker}研究所 公司点评", BODIES[n], SHARED_RATING, SHARED_RISKS, *disclaimer])


def dropped(cleaned, reason: str) -> list[str]:
    return [cleaned.document.text[d.start : d.end] for d in cleaned.drops if d.reason == reason]


def test_the_broker_is_the_securities_firm_the_report_names_most() -> None:
    assert detect_broker(report(0)) == BROKER
    assert (
        detect_broker("国元证券经纪（香港）整理。" * 2 + "买卖任何证券均有风险，本人具有中国证券业协会授予的资格。")
        == "国元证券"
    )
    assert detect_broker("安信国际证券研究部\n" + "安信国际证券（香港）有限公司版权所有。") == "安信国际证券"
    assert detect_broker("Harborline Securities research. Harborline Securities Ltd.") == "Harborline Securities"
    assert detect_broker("买卖任何证券均有风险。投资者买卖证券应谨慎。") is None
    assert detect_broker("") is None


def test_keys_ignore_digits_punctuation_spaces_and_the_brokers_own_name() -> None:
    assert sentence_key("第 3 页，本报告仅供本公司客户使用。") == sentence_key("第12页 本报告仅供本公司客户使用")
    assert sentence_key("未经国元证券书面授权不得转载本报告", "国元证券") == sentence_key(
        "未经东吴证券书面授权不得转载本报告", "东吴证券"
    )
    assert sentence_key("投资要点") is None  # too short to mean anything across reports


def test_a_sentence_is_boilerplate_after_two_reports_of_the_broker_or_three_of_any() -> None:
    memory, key = BoilerplateMemory(), "k"
    memory.learn("a", BROKER, [key])
    assert not memory.is_boilerplate(key, BROKER, "new")
    memory.learn("b", BROKER, [key, key])  # counted once per report
    assert memory.is_boilerplate(key, BROKER, "new") and not memory.is_boilerplate(key, "其他证券", "new")
    assert not memory.is_boilerplate(key, BROKER, "a")  # a report's own earlier run does not count
    memory.learn("c", None, [key])
    assert memory.is_boilerplate(key, "其他证券", "new") and memory.is_boilerplate(key, None, "new")
    memory.learn("a", BROKER, [key])  # a rerun of a learned report adds nothing
    assert json.loads(memory.to_json())["entries"][key] == [3, {BROKER: 2}]


def test_a_second_run_recognises_the_first_runs_disclaimers(tmp_path: Path) -> None:
    first = load_memory(tmp_path)
    for n in (0, 1):
        cleaned = clean(make_document([report(n)], f"day1-{n}"), memory=first)
        assert dropped(cleaned, "boilerplate_memory") == []  # one earlier report is not enough
    first.save(tmp_path)

    second = load_memory(tmp_path)
    assert second.reports == 2
    cleaned = clean(make_document([report(2)], "day2"), memory=second)
    assert cleaned.broker == BROKER
    assert dropped(cleaned, "boilerplate_memory") == DISCLAIMER
    kept = "\n".join(cleaned.segment_text(s) for s in cleaned.kept)
    assert BODIES[2] in kept
    assert SHARED_RATING in kept and SHARED_RISKS in kept  # seen in every report, but field wording


def test_another_brokers_disclaimer_needs_three_reports(tmp_path: Path) -> None:
    memory = BoilerplateMemory()
    for n in (0, 1):
        clean(make_document([report(n)], f"d{n}"), memory=memory)
    other = clean(make_document([report(3, "云岚证券")], "other"), memory=memory)
    assert dropped(other, "boilerplate_memory") == []  # broker name masked, but only 2 reports so far
    clean(make_document([report(2)], "d2"), memory=memory)
    other = clean(make_document([report(3, "云岚证券")], "other-2"), memory=memory)
    assert dropped(other, "boilerplate_memory") == [line.replace(BROKER, "云岚证券") for line in DISCLAIMER]


def test_saving_is_atomic_and_a_damaged_file_is_moved_aside(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    memory = BoilerplateMemory()
    memory.learn("a", BROKER, ["k1", "k2"])
    path = memory.save(tmp_path)
    assert path == memory_path(tmp_path) == tmp_path / "state" / "boilerplate.json"
    assert sorted(p.name for p in path.parent.iterdir()) == ["boilerplate.json", "locks"]  # no temp file left
    assert BoilerplateMemory.load(tmp_path).to_json() == memory.to_json()
    path.write_text("{not json")
    with pytest.raises(BoilerplateMemoryError, match="moves it aside"):
        BoilerplateMemory.load(tmp_path)
    assert len(load_memory(tmp_path)) == 0 and "not a boilerplate memory file" in caplog.text
    assert [p.name.split("-")[0] for p in path.parent.glob("boilerplate.json.corrupt-*")] == [
        "boilerplate.json.corrupt"
    ]
    assert len(load_memory(tmp_path / "nowhere")) == 0


def test_threads_learning_at_once_lose_no_count() -> None:
    memory = BoilerplateMemory()
    keys = [f"k{n}" for n in range(200)]

    def learn(worker: int) -> None:
        for n in range(25):
            memory.learn(f"doc-{worker}-{n}", BROKER, keys)
            memory.is_boilerplate(keys[n], BROKER, "x")

    threads = [threading.Thread(target=learn, args=(w,)) for w in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    entries = json.loads(memory.to_json())["entries"]
    assert memory.reports == 200 and all(entries[k] == [200, {BROKER: 200}] for k in keys)

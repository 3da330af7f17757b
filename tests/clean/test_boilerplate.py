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
from tests.builders import BODIES, BROKER, BROKER_DISCLAIMER, SHARED_RATING, SHARED_RISKS, broker_report, make_document


def dropped(cleaned, reason: str) -> list[str]:
    return [cleaned.document.text[d.start : d.end] for d in cleaned.drops if d.reason == reason]


def test_the_broker_is_the_securities_firm_the_report_names_most() -> None:
    assert detect_broker(broker_report(0)) == BROKER
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
        cleaned = clean(make_document([broker_report(n)], f"day1-{n}"), memory=first)
        assert dropped(cleaned, "boilerplate_memory") == []  # one earlier report is not enough
    first.save(tmp_path)

    second = load_memory(tmp_path)
    assert second.reports == 2
    cleaned = clean(make_document([broker_report(2)], "day2"), memory=second)
    assert cleaned.broker == BROKER
    assert dropped(cleaned, "boilerplate_memory") == BROKER_DISCLAIMER
    kept = "\n".join(cleaned.segment_text(s) for s in cleaned.kept)
    assert BODIES[2] in kept
    assert SHARED_RATING in kept and SHARED_RISKS in kept  # seen in every report, but field wording


def test_another_brokers_disclaimer_needs_three_reports(tmp_path: Path) -> None:
    memory = BoilerplateMemory()
    for n in (0, 1):
        clean(make_document([broker_report(n)], f"d{n}"), memory=memory)
    other = clean(make_document([broker_report(3, "云岚证券")], "other"), memory=memory)
    assert dropped(other, "boilerplate_memory") == []  # broker name masked, but only 2 reports so far
    clean(make_document([broker_report(2)], "d2"), memory=memory)
    other = clean(make_document([broker_report(3, "云岚证券")], "other-2"), memory=memory)
    assert dropped(other, "boilerplate_memory") == [line.replace(BROKER, "云岚证券") for line in BROKER_DISCLAIMER]


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


def test_a_memory_this_user_cannot_read_is_an_error_naming_it_never_a_reset(tmp_path: Path) -> None:
    """Issue 25.3: a second member of OUT's group got "is cannot be read (Permission denied); moved
    aside… starting an empty memory". The real load in a real process without root's overrides."""
    import subprocess
    import sys

    from tests.paths import ROOT
    from tests.procs import as_plain_user

    saved = BoilerplateMemory()
    saved.learn("a" * 64, None, ["k"])
    saved.save(tmp_path)
    path = memory_path(tmp_path)
    before = path.read_bytes()
    path.chmod(0o000)
    code = (
        "import sys; from pathlib import Path; from tasks.clean.boilerplate import load_memory; "
        "from schemas.errors import DigestError\n"
        "try:\n    load_memory(Path(sys.argv[1]))\nexcept DigestError as error:\n"
        "    print(type(error).__name__, error); sys.exit(error.exit_code)\n"
    )
    try:
        result = subprocess.run(
            [sys.executable, "-c", code, str(tmp_path)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
            preexec_fn=as_plain_user,
        )
    finally:
        path.chmod(0o644)
    assert result.returncode == 8, result.stdout + result.stderr
    assert result.stdout.startswith("StateUnreadableError") and f"{path} exists but cannot be read" in result.stdout
    assert "Permission denied" in result.stdout and "moved aside" not in result.stdout + result.stderr
    assert path.read_bytes() == before and [p.name for p in path.parent.iterdir() if "corrupt" in p.name] == []

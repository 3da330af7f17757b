"""The SDK parameter scan of `make lint` (.ci/sdk_params.py): clean on the code, and it catches a
parameter the installed SDK no longer takes."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from tests.paths import ROOT


def scan_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("sdk_params", ROOT / ".ci" / "sdk_params.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_sdk_call_of_the_code_passes_accepted_parameters() -> None:
    scan = scan_module()
    problems, checked = scan.static_problems()
    assert problems == []
    assert checked >= 4  # client, messages.create, count_tokens, batches.create at least
    assert scan.dynamic_problems() == []


def test_a_removed_parameter_and_an_unknown_params_dict_are_reported(tmp_path: Path) -> None:
    (tmp_path / "tasks").mkdir()
    (tmp_path / "flows").mkdir()
    (tmp_path / "tasks" / "caller.py").write_text(
        "def ask(client, extra):\n"
        "    client.messages.create(model='m', max_tokens=10, messages=[], temperature=0.2)\n"
        "    client.messages.count_tokens(**extra)\n"
        "    params = self.request_params(request)\n"
        "    client.messages.create(**params)\n",
        encoding="utf-8",
    )
    problems, checked = scan_module().static_problems(tmp_path)
    assert checked == 3
    assert len(problems) == 2
    assert "'temperature'" in problems[0] and "caller.py:2" in problems[0]
    assert "**extra" in problems[1]

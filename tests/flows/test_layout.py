"""The shape of the code the flows rest on: no import circle, contracts that import nothing of ours,
one constructor for an error row."""

from __future__ import annotations

import ast
from pathlib import Path

from schemas.errors import CorruptPdfError
from schemas.types import ReportOutcome, ReportStatus
from tests.paths import ROOT

OURS = ("flows", "tasks", "schemas")


def imports_of(path: Path) -> set[str]:
    """Every module of ours that the file imports, at the top or inside a function."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return {name for name in found if name.split(".")[0] in OURS}


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def graph(package: str) -> dict[str, set[str]]:
    return {module_name(path): imports_of(path) for path in sorted((ROOT / package).rglob("*.py"))}


def test_the_flows_modules_import_each_other_in_one_direction_only() -> None:
    flows = graph("flows")
    edges = {module: {target for target in targets if target in flows} for module, targets in flows.items()}

    def cycle_from(module: str, path: tuple[str, ...]) -> tuple[str, ...] | None:
        for target in edges[module]:
            if target in path:
                return (*path[path.index(target) :], target)
            if found := cycle_from(target, (*path, target)):
                return found
        return None

    assert [cycle for module in edges if (cycle := cycle_from(module, (module,)))] == []


def test_schemas_import_only_schemas_and_tasks_never_import_flows() -> None:
    outside = {
        module: targets - {t for t in targets if t.startswith("schemas")}
        for module, targets in graph("schemas").items()
    }
    assert {module: targets for module, targets in outside.items() if targets} == {}
    into_flows = {module: {t for t in targets if t.startswith("flows")} for module, targets in graph("tasks").items()}
    assert {module: targets for module, targets in into_flows.items() if targets} == {}


def test_an_error_row_is_built_in_one_place() -> None:
    builders = [
        f"{path.relative_to(ROOT)}:{number}"
        for folder in ("flows", "tasks")
        for path in sorted((ROOT / folder).rglob("*.py"))
        for number, line in enumerate(path.read_text("utf-8").splitlines(), start=1)
        if "status=ReportStatus.ERROR" in line.replace(" ", "")
    ]
    assert builders == [], "build error rows with ReportOutcome.error_row"


def test_an_error_row_says_what_went_wrong_and_what_to_do() -> None:
    error = CorruptPdfError("a.pdf: truncated, no %%EOF marker at the end of the file")
    row = ReportOutcome.error_row("ab" * 32, Path("in/a.pdf"), error, extractor="rules", duplicate_paths=("in/b.pdf",))
    assert (row.status, row.source_path, row.duplicate_paths, row.extractor) == (
        ReportStatus.ERROR,
        "in/a.pdf",
        ["in/b.pdf"],
        "rules",
    )
    assert (
        row.error
        == f"CorruptPdfError: a.pdf: truncated, no %%EOF marker at the end of the file. {CorruptPdfError.hint}"
    )
    assert row.retry_next_run and not row.fields
    timed_out = ReportOutcome.error_row(
        "cd" * 32, "in/c.pdf", "report_timeout: processing took longer than 4s", extractor="claude"
    )
    assert timed_out.error == "report_timeout: processing took longer than 4s" and timed_out.duplicate_paths == []

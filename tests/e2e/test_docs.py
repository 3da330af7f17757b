"""Documentation completeness: every command has --help with an example, the README names it, the README
stays a short map (docs/ holds the rest) and every relative link in README.md and docs/*.md resolves."""

from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from flows.cli import app
from tests.paths import ROOT

README = (ROOT / "README.md").read_text("utf-8")
README_MAX_LINES = 250
DOCS = sorted((ROOT / "docs").glob("*.md"))

_FENCE = re.compile(r"^\s*(```|~~~)")
_CODE_SPAN = re.compile(r"(`+).*?\1")
_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def command_names() -> list[str]:
    return [c.name or c.callback.__name__ for c in app.registered_commands]


def test_every_command_has_help_with_an_example() -> None:
    runner = CliRunner()
    for name in command_names():
        result = runner.invoke(app, [name, "--help"])
        assert result.exit_code == 0, result.output
        assert "Example:" in result.output, name


def test_readme_documents_every_command_and_opens_with_make_run_and_test() -> None:
    for name in command_names():
        assert f"digest {name}" in README, name
    head = README[:400]
    assert "make run" in head and "make test" in head


def test_ci_runs_the_readme_test_command() -> None:
    assert "make test" in (ROOT / ".ci" / "run").read_text("utf-8")


def test_every_output_column_is_in_the_schema_and_readme_names_the_contract() -> None:
    from schemas.output import RESULT_COLUMNS

    required = {
        "doc_id",
        "source_path",
        "pages",
        "ocr_pages",
        "status",
        "error",
        "rating",
        "rating_normalized",
        "rating_action",
        "rating_status",
        "rating_extractor",
        "rating_page",
        "rating_start",
        "rating_end",
        "target_price",
        "target_price_low",
        "target_price_high",
        "target_currency",
        "target_price_status",
        "target_price_extractor",
        "target_price_page",
        "risk_factors",
        "risk_factors_status",
        "risk_factors_extractor",
        "input_entropy_score",
        "output_format_compliance",
        "alerts",
        "model_input_tokens",
        "model_output_tokens",
        "pipeline_version",
        "run_id",
        "processed_at",
    }
    assert required <= set(RESULT_COLUMNS)
    for column in ("input_entropy_score", "output_format_compliance", "bits per input byte"):
        assert column in README


def prose_lines(text: str) -> list[tuple[int, str]]:
    """(line number, line) outside fenced code, with code spans blanked (a link's text may hold one)."""
    lines, fenced = [], False
    for number, line in enumerate(text.splitlines(), 1):
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            lines.append((number, _CODE_SPAN.sub("code", line)))
    return lines


def heading_anchors(text: str) -> set[str]:
    """GitHub's anchors: lower case, punctuation dropped, spaces to hyphens, a repeat gets -1, -2, ..."""
    anchors: set[str] = set()
    seen: dict[str, int] = {}
    fenced = False
    for line in text.splitlines():
        if _FENCE.match(line):
            fenced = not fenced
            continue
        heading = re.match(r"^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$", line)
        if fenced or not heading:
            continue
        title = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading.group(1))
        slug = re.sub(r"[^\w\- ]", "", title.strip().lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        anchors.add(slug if count == 0 else f"{slug}-{count}")
    return anchors


def relative_links(path: Path) -> list[tuple[int, str]]:
    return [
        (number, target)
        for number, line in prose_lines(path.read_text("utf-8"))
        for target in _LINK.findall(line)
        if not _SCHEME.match(target)
    ]


def broken_links(path: Path, root: Path = ROOT) -> list[str]:
    broken = []
    for number, target in relative_links(path):
        where = f"{path.relative_to(root)}:{number}: {target}"
        file_part, _, anchor = target.partition("#")
        resolved = (path.parent / file_part).resolve() if file_part else path
        if not resolved.is_relative_to(root) or not resolved.exists():
            broken.append(f"{where}: no such file in the repository")
        elif anchor and (resolved.suffix != ".md" or anchor not in heading_anchors(resolved.read_text("utf-8"))):
            broken.append(f"{where}: no heading with that anchor")
    return broken


def test_the_readme_is_a_short_map_and_links_every_page_of_docs() -> None:
    lines = len(README.splitlines())
    assert lines <= README_MAX_LINES, f"README.md has {lines} lines; move sections to docs/ and link them"
    assert DOCS, "docs/ holds the measurements, protocols and notes the README links"
    linked = {(ROOT / target.partition("#")[0]).resolve() for _, target in relative_links(ROOT / "README.md")}
    assert [d.name for d in DOCS if d.resolve() not in linked] == []


def test_every_relative_link_and_anchor_in_the_readme_and_docs_resolves() -> None:
    pages = [ROOT / "README.md", *DOCS]
    assert [broken for page in pages for broken in broken_links(page)] == []
    assert any("#" in target for page in pages for _, target in relative_links(page)), "no anchor was checked"


def test_the_link_checker_finds_a_missing_file_and_a_missing_anchor(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    (root / "docs").mkdir(parents=True)
    (root / "README.md").write_text("# research-digest\n\n## Output\n", "utf-8")
    page = root / "docs" / "page.md"
    page.write_text(
        "# A `code` heading, and more!\n\n## A code heading and more\n\n"
        "[ok](#a-code-heading-and-more) [ok](#a-code-heading-and-more-1) [ok](../README.md#output)\n"
        "[gone](nowhere.md) [gone](../README.md#nowhere) [gone](../../outside.md) `[skipped](nowhere.md)`\n"
        "```\n[skipped](nowhere.md)\n```\n[web](https://example.com/x.md#y)\n",
        "utf-8",
    )
    (tmp_path / "outside.md").write_text("# outside\n", "utf-8")
    broken = broken_links(page.resolve(), root.resolve())
    assert [b.split(": ")[1] for b in broken] == ["nowhere.md", "../README.md#nowhere", "../../outside.md"]

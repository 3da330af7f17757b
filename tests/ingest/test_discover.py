"""Finding a run's reports: folders, duplicates, odd names, symlinks."""

from __future__ import annotations

import shutil
from pathlib import Path

from tasks.ingest.discover import discover
from tests.paths import SAMPLES


def test_folders_duplicates_odd_names_and_symlink_loops(tmp_path: Path) -> None:
    inbox = tmp_path / "inbox"
    (inbox / "sub").mkdir(parents=True)
    shutil.copy(SAMPLES / "zh_buy.pdf", inbox / "华泰 研报 2025.pdf")
    shutil.copy(SAMPLES / "zh_buy.pdf", inbox / "sub" / "copy.pdf")
    (inbox / "note.txt").write_text("维持“买入”评级", encoding="utf-8")
    (inbox / "ignored.docx").write_bytes(b"x")
    (inbox / "sub" / "loop").symlink_to(inbox, target_is_directory=True)
    (inbox / "link.pdf").symlink_to(SAMPLES / "zh_neutral.pdf")
    (inbox / "dangling.pdf").symlink_to(tmp_path / "missing.pdf")

    items = {item.path.name: item for item in discover([inbox])}

    assert set(items) == {"copy.pdf", "note.txt", "link.pdf", "dangling.pdf"}  # the first path seen wins
    assert items["copy.pdf"].duplicate_paths == [str(inbox / "华泰 研报 2025.pdf")]
    assert items["dangling.pdf"].read_error and "cannot read" in items["dangling.pdf"].read_error
    assert items["dangling.pdf"].doc_id.startswith("unreadable:")
    assert len({item.doc_id for item in items.values()}) == 4

"""The atomic writer on real files: modes under the umask (a group-shared OUT), its temp names."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from tasks.files.writing import atomic_write_bytes, current_umask, is_temp_name


@pytest.mark.parametrize(("mask", "file_mode", "dir_mode"), [(0o022, 0o644, 0o755), (0o002, 0o664, 0o775)])
def test_files_and_folders_take_the_umask(tmp_path: Path, mask: int, file_mode: int, dir_mode: int) -> None:
    previous = os.umask(mask)
    try:
        assert current_umask() == mask
        target = tmp_path / "made" / "here" / "x.json"
        atomic_write_bytes(target, b"{}")
        atomic_write_bytes(target, b"[]")  # a replace keeps the mode too
    finally:
        os.umask(previous)
    assert stat.S_IMODE(target.stat().st_mode) == file_mode  # mkstemp alone: 0600
    assert [stat.S_IMODE(p.stat().st_mode) for p in (target.parent, target.parent.parent)] == [dir_mode] * 2
    assert target.read_bytes() == b"[]" and [p.name for p in target.parent.iterdir()] == ["x.json"]


def test_the_temp_name_pattern_is_the_writers_own(tmp_path: Path) -> None:
    import tempfile

    fd, made = tempfile.mkstemp(dir=tmp_path, prefix=".index.jsonl.", suffix=".tmp")
    os.close(fd)
    assert is_temp_name(Path(made).name)
    for name in ("index.jsonl", ".index.jsonl.tmp", ".x.short.tmp", "x.abcdefgh.tmp", ".x.abcdefgh.tmp.bak"):
        assert not is_temp_name(name), name

"""Opening an input without trusting what sits at its path: only regular files are read, and
never in a way that can block (a FIFO opened for reading waits for a writer forever)."""

from __future__ import annotations

import os
import stat
from pathlib import Path


def file_kind(mode: int) -> str:
    for test, name in (
        (stat.S_ISDIR, "folder"),
        (stat.S_ISFIFO, "FIFO"),
        (stat.S_ISSOCK, "socket"),
        (stat.S_ISCHR, "character device"),
        (stat.S_ISBLK, "block device"),
        (stat.S_ISLNK, "symlink"),
    ):
        if test(mode):
            return name
    return "special file"


class NotRegularFileError(OSError):
    """What is at the path is a FIFO, socket, device or folder."""


def open_regular(path: Path) -> int:
    """A read-only descriptor of `path`, which must be a regular file (symlinks are followed).
    O_NONBLOCK makes a FIFO swapped in after a stat() open at once, and fstat() then refuses it."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise NotRegularFileError(f"not a regular file ({file_kind(mode)})")
    os.set_blocking(fd, True)
    return fd


def read_regular(path: Path) -> bytes:
    with os.fdopen(open_regular(path), "rb") as handle:
        return handle.read()

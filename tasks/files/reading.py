"""Reading a file without trusting what sits at its path: only regular files are read, and never
in a way that can block (a FIFO opened for reading waits for a writer forever). Inputs and the
state files under OUT alike."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from schemas.errors import DigestError


class StateUnreadableError(DigestError):
    """A file under OUT exists but this user may not read it: an error, never a reset (setting it
    aside would throw away what another member of the group wrote)."""

    exit_code = 8
    hint = (
        "Make it readable for this user: on an OUT shared by a group, `chmod -R g+rwX` it and run "
        "digest under umask 002; nothing was moved or reset"
    )


def unreadable(path: Path, error: OSError) -> StateUnreadableError:
    return StateUnreadableError(f"{path} exists but cannot be read ({error.strerror or error})")


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


def regular_file_bytes(path: Path, limit: int, *, denied_is_error: bool = False) -> bytes | str:
    """The bytes of `path` if it is a regular file (not followed through a symlink) under `limit`
    bytes, else why not. Opened with O_NONBLOCK so a FIFO planted there cannot block the read.
    `denied_is_error`: a permission error raises StateUnreadableError instead."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return "missing"
    except PermissionError as error:
        if denied_is_error:
            raise unreadable(path, error) from None
        return f"cannot be read ({error.strerror or error})"
    except OSError as error:
        return f"cannot be read ({error.strerror or error})"
    if not stat.S_ISREG(info.st_mode):
        return f"not a regular file ({file_kind(info.st_mode)})"
    if info.st_size > limit:
        return f"larger than {limit >> 20} MB"
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except PermissionError as error:
        if denied_is_error:
            raise unreadable(path, error) from None
        return f"cannot be read ({error.strerror or error})"
    except OSError as error:
        return f"cannot be read ({error.strerror or error})"
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            return "not a regular file"
        return handle.read(limit + 1)

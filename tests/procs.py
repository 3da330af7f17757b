"""Real background processes for tests: free loopback ports, bounded waits, always terminated."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

PREFECT_SERVER_START_S = 120  # a fresh SQLite database runs its migrations first (13.6 s measured)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until(
    condition: Callable[[], bool], timeout: float, what: str, process: subprocess.Popen | None = None
) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise AssertionError(f"{what}: the process exited with {process.returncode}")
        if condition():
            return
        time.sleep(0.3)
    raise AssertionError(f"{what}: not ready after {timeout:.0f} s")


def answers(url: str) -> bool:
    try:
        return httpx.get(url, timeout=2).status_code == 200
    except httpx.HTTPError:
        return False


def port_open(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


@contextmanager
def background(
    command: list[str], env: dict[str, str], log: Path, cwd: Path | None = None
) -> Iterator[subprocess.Popen]:
    """Start a process group; on exit SIGTERM it, then SIGKILL what is left after 10 s."""
    with log.open("w") as sink:
        process = subprocess.Popen(
            command, env=env, cwd=cwd, stdout=sink, stderr=subprocess.STDOUT, start_new_session=True
        )
        try:
            yield process
        finally:
            for sig, grace in ((signal.SIGTERM, 10), (signal.SIGKILL, 10)):
                try:
                    os.killpg(process.pid, sig)
                except ProcessLookupError:
                    break
                try:
                    process.wait(timeout=grace)
                    break
                except subprocess.TimeoutExpired:
                    continue
            try:  # children that outlived their leader (e.g. a flow-run subprocess)
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def prefect_env(home: Path, api_url: str | None = None) -> dict[str, str]:
    """This environment minus the test's Prefect settings, with its own PREFECT_HOME."""
    from flows.runtime import DEFAULT_PREFECT_ENV

    env = (
        {k: v for k, v in os.environ.items() if not k.startswith("PREFECT_")}
        | DEFAULT_PREFECT_ENV
        | {"PREFECT_HOME": str(home)}
    )
    if api_url:
        env["PREFECT_API_URL"] = api_url
    return env


@contextmanager
def prefect_server(workdir: Path) -> Iterator[str]:
    """A real `prefect server start` on a free loopback port; yields its API URL."""
    import sys

    home = workdir / "prefect-server"
    home.mkdir(parents=True, exist_ok=True)
    port = free_port()
    prefect = str(Path(sys.executable).parent / "prefect")
    command = [prefect, "server", "start", "--host", "127.0.0.1", "--port", str(port)]
    with background(command, prefect_env(home), workdir / "prefect-server.log") as process:
        api_url = f"http://127.0.0.1:{port}/api"
        try:
            wait_until(lambda: answers(f"{api_url}/health"), PREFECT_SERVER_START_S, "prefect server", process)
        except AssertionError as error:
            raise AssertionError(f"{error}\n{(workdir / 'prefect-server.log').read_text()[-3000:]}") from None
        yield api_url


_PR_CAPBSET_DROP = 24
_CAP_DAC_OVERRIDE, _CAP_DAC_READ_SEARCH = 1, 2


def as_plain_user() -> None:
    """preexec_fn: file permissions hold for the child even when the tests run as root (it loses
    CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH at exec), as for a second member of OUT's group."""
    if os.geteuid() != 0:
        return
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (_CAP_DAC_OVERRIDE, _CAP_DAC_READ_SEARCH):
        if libc.prctl(_PR_CAPBSET_DROP, capability, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")

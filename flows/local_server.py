"""The Prefect servers `digest` starts itself, and their process (`python -m flows.local_server`).

- The shared local server: started on first use under $PREFECT_HOME/digest-server/, found by
  later runs through `server.json` (pid, port; health-checked), and shared by concurrent runs.
  Each run holds a lease (a locked file under `clients/`) while it uses it; the server's own
  watchdog stops it once no lease is held and no request came for the idle timeout. A lock
  (`start.lock`) orders starting, joining and stopping, so no run joins a server that is stopping.
- The temporary server (idle timeout 0): one per run, and it dies with its parent whatever the
  death (PR_SET_PDEATHSIG, and a watchdog polling the parent's pid).

Both run Prefect's API in ephemeral mode (no background services, no UI): a run needs only the API,
and services would spend CPU on a shared machine while the server idles.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

STATE_DIR = "digest-server"
SERVER_MODULE = "flows.local_server"
STARTUP_TIMEOUT_S = 120.0  # a fresh SQLite database runs its migrations first
WATCHDOG_POLL_S = 0.5
STOP_GRACE_S = 3.0  # after asking uvicorn to stop: then the process exits whatever it is doing
HEALTH_TIMEOUT_S = 5.0  # a healthy server on two busy cores can take a second to answer
SERVER_ENV = {"PREFECT_UI_ENABLED": "0", "PREFECT__SERVER_EPHEMERAL": "1", "PREFECT__SERVER_FINAL": "1"}
_PR_SET_PDEATHSIG = 1


@dataclass(frozen=True)
class ServerFiles:
    """Where a shared server's state lives."""

    folder: Path

    @property
    def info(self) -> Path:
        return self.folder / "server.json"

    @property
    def start_lock(self) -> Path:
        return self.folder / "start.lock"

    @property
    def clients(self) -> Path:
        return self.folder / "clients"

    @property
    def log(self) -> Path:
        return self.folder / "server.log"


def server_files(prefect_home: Path) -> ServerFiles:
    return ServerFiles(prefect_home / STATE_DIR)


def api_url(port: int) -> str:
    return f"http://127.0.0.1:{port}/api"


def healthy(port: int, timeout: float = HEALTH_TIMEOUT_S) -> bool:
    import httpx

    try:
        return httpx.get(f"{api_url(port)}/health", timeout=timeout).status_code == 200
    except httpx.HTTPError:
        return False


def is_our_server(pid: int) -> bool:
    """The pid is a live server process of ours (not a reused pid)."""
    try:
        return SERVER_MODULE.encode() in Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return False


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextlib.contextmanager
def locked(path: Path, timeout: float = STARTUP_TIMEOUT_S + 60) -> Iterator[None]:
    """An exclusive flock on `path`, released on exit or with the process, however it dies."""
    with path.open("a") as handle:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise TimeoutError(f"{path} is held by another process for over {timeout:.0f} s") from None
                time.sleep(0.05)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _read_info(files: ServerFiles) -> dict[str, Any] | None:
    try:
        info = json.loads(files.info.read_text("utf-8"))
    except (OSError, ValueError):
        return None
    return info if isinstance(info, dict) and {"pid", "port"} <= info.keys() else None


def _write_info(files: ServerFiles, info: dict[str, Any]) -> None:
    staged = files.info.with_name(f".server.json.{os.getpid()}.tmp")
    staged.write_text(json.dumps(info), "utf-8")
    os.replace(staged, files.info)


def spawn(
    port: int, log: Path, *, parent_pid: int | None = None, state: Path | None = None, idle_s: float = 0
) -> subprocess.Popen[bytes]:
    """The server process, in a session of its own: a terminal's Ctrl-C reaches the whole foreground
    group, and a server that died with it made every API call of the stopping run print a traceback."""
    from prefect.settings import get_current_settings

    command = [sys.executable, "-m", SERVER_MODULE, "--port", str(port)]
    if parent_pid is not None:
        command += ["--parent-pid", str(parent_pid)]
    if state is not None:
        command += ["--state", str(state), "--idle-seconds", str(idle_s)]
    # Not the API key: a shared server outlives the run that started it.
    inherited = {k: v for k, v in os.environ.items() if not k.startswith("ANTHROPIC_")}
    env = {**inherited, **SERVER_ENV, **get_current_settings().to_environment_variables(exclude_unset=True)}
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("ab") as sink:
        return subprocess.Popen(
            command,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=sink,
            stderr=sink,
            start_new_session=True,
            cwd="/",
        )


def wait_healthy(process: subprocess.Popen[bytes], port: int, timeout: float = STARTUP_TIMEOUT_S) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the Prefect server exited with code {process.returncode} while starting")
        if healthy(port, timeout=2):
            return
        time.sleep(0.1)
    raise RuntimeError(f"the Prefect server did not answer within {timeout:.0f} s")


def stop_process(process: subprocess.Popen[bytes], grace: float = 5) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def join_shared_server(prefect_home: Path, idle_s: float) -> tuple[str, Lease]:
    """The API URL of the shared local server, started when none answers, and this run's lease
    on it (release it when the run ends)."""
    files = server_files(prefect_home)
    files.clients.mkdir(parents=True, exist_ok=True)
    with locked(files.start_lock):
        info = _read_info(files)
        if info is None or not _answers(int(info["pid"]), int(info["port"])):
            if info is not None and is_our_server(int(info["pid"])):  # there, but not answering
                with contextlib.suppress(ProcessLookupError):
                    os.kill(int(info["pid"]), signal.SIGKILL)
            info = _start_shared(files, idle_s)
        return api_url(int(info["port"])), _take_lease(files)


def _answers(pid: int, port: int, tries: int = 3) -> bool:
    """Our server, and healthy; a slow answer on busy cores is asked again before it counts as hung."""
    return is_our_server(pid) and any(healthy(port) for _ in range(tries))


def _start_shared(files: ServerFiles, idle_s: float) -> dict[str, Any]:
    for attempt in range(2):  # the free port can be taken between the probe and the bind
        port = free_port()
        process = spawn(port, files.log, state=files.folder, idle_s=idle_s)
        try:
            wait_healthy(process, port)
        except RuntimeError:
            stop_process(process)
            if attempt:
                raise
            continue
        info = {"pid": process.pid, "port": port, "idle_seconds": idle_s, "started": time.time()}
        _write_info(files, info)
        return info
    raise AssertionError("unreachable")


@dataclass
class Lease:
    path: Path
    handle: IO[str]

    def release(self) -> None:
        with contextlib.suppress(OSError):
            self.path.unlink()
        self.handle.close()


def _take_lease(files: ServerFiles) -> Lease:
    """A locked file under clients/: locked before it gets its visible name, so the watchdog never
    sees it unlocked while this run is alive."""
    name = f"{os.getpid()}-{threading.get_ident()}"
    staged = files.clients / f".{name}.tmp"
    handle = staged.open("w")
    fcntl.flock(handle, fcntl.LOCK_EX)
    handle.write(str(os.getpid()))
    handle.flush()
    os.replace(staged, files.clients / f"{name}.lease")
    return Lease(files.clients / f"{name}.lease", handle)


def live_leases(clients: Path) -> int:
    """Leases whose holder is alive; those of dead holders are removed (their lock went with them)."""
    live = 0
    for path in clients.glob("*.lease"):
        try:
            with path.open("a") as handle:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                path.unlink(missing_ok=True)
        except BlockingIOError:
            live += 1
        except OSError:
            continue
    return live


def stop_shared_server(prefect_home: Path, timeout: float = 15) -> int | None:
    """Stop the shared server of this PREFECT_HOME, if one runs; its pid."""
    files = server_files(prefect_home)
    if not files.folder.is_dir():
        return None
    with locked(files.start_lock):
        info = _read_info(files)
        files.info.unlink(missing_ok=True)
    if info is None or not is_our_server(pid := int(info["pid"])):
        return None
    os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout
    while is_our_server(pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    if is_our_server(pid):
        os.kill(pid, signal.SIGKILL)
    return pid


# ---------------------------------------------------------------- the server process


class _Activity:
    """When the API last got a request."""

    def __init__(self) -> None:
        self.last = time.monotonic()

    def wrap(self, app: Any) -> Any:
        async def counted(scope: dict[str, Any], receive: Any, send: Any) -> None:
            if scope["type"] == "http":
                self.last = time.monotonic()
            await app(scope, receive, send)

        return counted


_SERVER: list[Any] = []  # the uvicorn.Server of this process, once made


def _exit_soon() -> None:
    """Ask uvicorn to stop, then exit whatever it is doing."""
    if _SERVER:
        _SERVER[0].should_exit = True
    else:
        os.kill(os.getpid(), signal.SIGTERM)
    time.sleep(STOP_GRACE_S)
    os._exit(0)


def _follow_parent(parent_pid: int) -> None:
    """The temporary server dies with its parent: the kernel kills it when the parent dies (even
    by kill -9), and, should that be missed, the watchdog sees the parent's pid change. No graceful
    stop: nothing is left to serve, and its database writes are transactions."""
    import ctypes

    ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent_pid:  # it died before the prctl
        os._exit(0)

    def watch() -> None:
        while os.getppid() == parent_pid:
            time.sleep(WATCHDOG_POLL_S)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watchdog", daemon=True).start()


def _stop_when_idle(files: ServerFiles, idle_s: float, activity: _Activity) -> None:
    """The shared server's own watchdog: it stops once no lease is held and no request came for
    `idle_s`, taking the start lock so that no run joins it meanwhile."""

    def watch() -> None:
        busy_until = time.monotonic() + idle_s
        while True:
            time.sleep(WATCHDOG_POLL_S)
            try:
                if live_leases(files.clients):
                    busy_until = time.monotonic() + idle_s
                if time.monotonic() < max(busy_until, activity.last + idle_s):
                    continue
                with locked(files.start_lock, timeout=0):
                    if live_leases(files.clients):
                        continue
                    info = _read_info(files)
                    if info is not None and int(info["pid"]) == os.getpid():
                        files.info.unlink(missing_ok=True)
            except TimeoutError:
                continue  # a run is joining or starting: look again
            except OSError as error:  # the state folder went away: nothing can join this server
                print(f"digest-server: {error}; stopping", file=sys.stderr)
            _exit_soon()

    threading.Thread(target=watch, name="idle-watchdog", daemon=True).start()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog=SERVER_MODULE, description="a Prefect API server for digest")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--parent-pid", type=int, help="temporary: die with this process")
    parser.add_argument("--state", type=Path, help="shared: its state folder")
    parser.add_argument("--idle-seconds", type=float, default=600.0)
    args = parser.parse_args(argv)
    if args.parent_pid is not None:
        _follow_parent(args.parent_pid)
    import uvicorn
    from prefect.server.api.server import create_app

    activity = _Activity()
    files = ServerFiles(args.state) if args.state is not None else None
    if files is not None:
        _stop_when_idle(files, args.idle_seconds, activity)
    config = uvicorn.Config(
        activity.wrap(create_app(ephemeral=True)), host="127.0.0.1", port=args.port, log_level="error", lifespan="on"
    )
    _SERVER.append(uvicorn.Server(config))
    # uvicorn re-raises the SIGTERM it stopped on once it is done: an exit, with the finally below.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    try:
        _SERVER[0].run()
    finally:
        if files is not None:
            info = _read_info(files)
            if info is not None and int(info["pid"]) == os.getpid():
                files.info.unlink(missing_ok=True)


if __name__ == "__main__":
    main()

"""Servers the browser tests run on localhost, and the guard that keeps pages on this machine.

- `start_server` / `stop_server`: a server program (JupyterLab, Voilà, marimo) on a port the OS
  gave it, its output kept in a log, waited for until it gives its own health answer (and
  started again on a fresh port when another program took the first);
- `StaticServer`: a plain static file server (the course site, exported pages), in a thread;
- `built_folder`: a static folder one of the build scripts writes (the course site, the play
  page), or the one an environment variable names;
- `local_only`: abort every request a browser context makes to any address but localhost
  (or a local file), and keep the list, to show a page works with no network.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import psutil

ROOT = Path(__file__).resolve().parents[2]
"""The repository: its scripts build the static folders the tests serve."""

LAUNCH_ARGS = [
    # As root, with no network: no sandbox, no calls home.
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
LOCAL_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}
OFFLINE_ARGS = [
    *LAUNCH_ARGS,
    # Nothing but this machine resolves, so a request that escapes a page's routing (a
    # service worker's, say) fails too.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
"""Chromium's launch flags for a browser offline but for localhost."""


def free_port() -> int:
    """A port the OS reports free now (it may be taken again before a server binds it:
    `start_server` checks that its own server got it)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def tool(name: str) -> str:
    """The path of a command installed next to this Python (jupyter, voila, marimo)."""
    return str(Path(sys.executable).with_name(name))


def listening_ports(proc: subprocess.Popen[bytes]) -> set[int]:
    """The TCP ports ``proc`` or any process it started listens on."""
    try:
        family = [psutil.Process(proc.pid), *psutil.Process(proc.pid).children(recursive=True)]
    except psutil.NoSuchProcess:
        return set()
    ports = set()
    for process in family:
        with contextlib.suppress(psutil.NoSuchProcess, psutil.AccessDenied):
            for conn in process.net_connections(kind="tcp"):
                if conn.status == psutil.CONN_LISTEN:
                    ports.add(int(conn.laddr.port))
    return ports


@dataclass
class Server:
    """A server program `start_server` started: its process, the port the OS gave it, and its
    address (``http://127.0.0.1:PORT``)."""

    proc: subprocess.Popen[bytes]
    port: int

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"


def _answer(url: str) -> tuple[str, bytes]:
    """("ok", body) for a 200, ("none", b"") while nothing listens there, ("other", b"")
    for anything else: another status, bytes that are not HTTP, a connection taken and never
    answered."""
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return ("ok", response.read()) if response.status == 200 else ("other", b"")
    except ConnectionRefusedError:
        return "none", b""
    except urllib.error.URLError as error:
        return ("none" if isinstance(error.reason, ConnectionRefusedError) else "other"), b""
    except Exception:  # garbage that is not HTTP: BadStatusLine, and the like
        return "other", b""


def start_server(
    command: Callable[[int], list[str]],
    health: str,
    says: str,
    log: Path,
    env: dict[str, str] | None = None,
    timeout: float = 90,
    tries: int = 3,
    cwd: Path | None = None,
) -> Server:
    """Start ``command(port)`` on a port the OS reports free, its output in ``log``, and wait
    for its own health answer: ``health`` (a path, such as ``/api/status``) answering 200 with
    ``says`` in its body, on a port that this server's process listens on — never just
    anything that answers there. A port taken in between by another program (a kernel's ZMQ
    socket, say) makes it start again on a fresh port, up to ``tries`` times; so does a server
    that exits (the port was taken when it bound it). The command must not move to another
    port by itself (JupyterLab and Voilà: ``port_retries=0``)."""
    said = ""
    for _ in range(tries):
        port = free_port()
        proc = subprocess.Popen(
            command(port),
            cwd=cwd,
            env=env or dict(os.environ),
            stdout=log.open("wb"),
            stderr=subprocess.STDOUT,
        )
        outcome = _wait(proc, port, health, says, timeout)
        if outcome == "up":
            return Server(proc, port)
        stop_server(proc)
        said = log.read_text(errors="replace")[-3000:]
        if outcome == "late":
            raise RuntimeError(
                f"{Path(command(port)[0]).name} did not answer at {health} in {timeout} s:\n{said}"
            )
    raise RuntimeError(
        f"{Path(command(0)[0]).name} did not come up on any of {tries} ports "
        f"(each taken by another program, or it exited):\n{said}"
    )


def _wait(proc: subprocess.Popen[bytes], port: int, health: str, says: str, timeout: float) -> str:
    """ "up" once ``proc`` answers ``health``; "taken" when it exited or another program
    answered on ``port``; "late" at ``timeout``."""
    url = f"http://127.0.0.1:{port}{health}"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return "taken"
        heard, body = _answer(url)
        ours = port in listening_ports(proc)
        if heard == "ok" and ours and says.encode() in body:
            return "up"
        if heard != "none" and not ours:
            return "taken"
        time.sleep(0.3)
    return "late"


def built_folder(script: str, out: Path, given_by: str, marker: str) -> Path:
    """The folder ``scripts/<script>`` builds into ``out``, or the one named by the environment
    variable ``given_by`` (which must hold ``marker``, the file every such build writes), so a
    run can reuse a build. A failed build raises with the script's last words."""
    given = os.environ.get(given_by)
    if given:
        if not (Path(given) / marker).is_file():
            raise RuntimeError(f"${given_by}={given} is not a folder {script} built (no {marker})")
        return Path(given)
    done = subprocess.run(
        ["bash", str(ROOT / "scripts" / script), str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode:
        said = f"{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
        raise RuntimeError(f"scripts/{script} failed:\n{said}")
    return out


def stop_server(proc: subprocess.Popen[bytes] | None) -> None:
    if proc is not None and proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    # The types a JupyterLite site needs, whatever the host's /etc/mime.types says: Pyodide
    # starts from an ES module and compiles its wasm with streaming, which want these. A
    # notebook (.ipynb) goes as Python's http.server sends it, application/octet-stream (no
    # type of its own): the guide says a host needs none for it, and the site opens it so.
    extensions_map = {  # noqa: RUF012 (the base class declares it as a plain class attribute)
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".whl": "application/zip",
    }

    def log_message(self, format: str, *args: Any) -> None:
        pass


class _QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser drops connections it no longer wants (a page closed or reloaded while a
        # file was coming, a request a test's route aborted): the thread then meets a reset
        # or broken connection. That is no fault of the server's, and its traceback would
        # fill a passing run's output. Any other error is printed as before.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


class StaticServer:
    """Serve the files of ``root`` on a free port of ``host`` (localhost unless given), as any
    static host would."""

    def __init__(self, root: Path, host: str = "127.0.0.1") -> None:
        handler = functools.partial(_QuietHandler, directory=str(root))
        self.httpd = _QuietServer((host, 0), handler)
        self.url = f"http://{host}:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self) -> StaticServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=10)


def disk_only(page: Any) -> list[str]:
    """Abort every request of a Playwright page but those for the disk (``file:``) and inline
    data; return the (growing) list of the addresses it tried: a page that must stand alone."""
    asked: list[str] = []

    def route(route: Any) -> None:
        if urlparse(route.request.url).scheme in ("file", "data"):
            route.continue_()
        else:
            asked.append(route.request.url)
            route.abort()

    page.route("**/*", route)
    return asked


def local_only(context: Any, also: tuple[str, ...] = ()) -> list[str]:
    """Abort every request of a Playwright browser context that leaves this machine (its
    localhost, and the addresses ``also`` names); return the (growing) list of the addresses
    it tried."""
    blocked: list[str] = []

    def route(route: Any) -> None:
        url = route.request.url
        host = urlparse(url).hostname or ""
        if urlparse(url).scheme in ("data", "blob", "file") or host in {*LOCAL_HOSTS, *also}:
            route.continue_()
        else:
            blocked.append(url)
            route.abort("internetdisconnected")

    context.route("**/*", route)
    return blocked


def watch_outside(context: Any, also: tuple[str, ...] = ()) -> list[str]:
    """The (growing) list of the addresses a Playwright browser context asked for that leave
    this machine, watched without routing: a context that routes its requests (`local_only`)
    fetches every one anew, with Chromium's HTTP cache off, so a benchmark's second visit
    would not be warm. Launched with `OFFLINE_ARGS`, such a request fails anyway."""
    outside: list[str] = []

    def seen(request: Any) -> None:
        url = request.url
        host = urlparse(url).hostname or ""
        if urlparse(url).scheme not in ("data", "blob", "file") and host not in {
            *LOCAL_HOSTS,
            *also,
        }:
            outside.append(url)

    context.on("request", seen)
    return outside

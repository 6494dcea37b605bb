"""`servers.start_server` cannot be fooled by another program on its port.

Once, a browser test's setup failed with ``BadStatusLine: ÿ … kernel.….status``: the port
`free_port` had found free was taken, before the server bound it, by a kernel's ZMQ socket,
which answered the health request with bytes that are not HTTP. Here a listener that answers
garbage (and one that answers HTTP, but is not the server) holds the first port handed out;
the server must come up on another port, found by its own health answer.

No browser: these start small Python servers and take a few seconds.
"""

from __future__ import annotations

import socket
import struct
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
import servers
from servers import StaticServer, start_server, stop_server

# A server that, like JupyterLab with its port retries on, moves to the next port when its own
# is taken (after a pause, as a real server starts), and answers its health path.
SERVER = """
import http.server, socket, sys, time
port = int(sys.argv[1])
time.sleep(0.5)
class Health(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body = b"the real server" if self.path == "/health" else b"?"
        self.send_response(200 if self.path == "/health" else 404)
        self.end_headers()
        self.wfile.write(body)
    def log_message(self, *args):
        pass
for candidate in (port, port + 1):
    try:
        server = http.server.HTTPServer(("127.0.0.1", candidate), Health)
        break
    except OSError:
        continue
print("serving on", candidate, flush=True)
server.serve_forever()
"""


@pytest.fixture
def garbage_port() -> Iterator[int]:
    """A port held by a listener that answers every connection with bytes that are not HTTP
    (as a ZMQ socket does)."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    stop = threading.Event()

    def answer() -> None:
        listener.settimeout(0.2)
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except OSError:
                continue
            with conn:
                conn.sendall(b"\xff\x00\x00\x00\x00\x00\x00\x00\x01\x7f kernel.status garbage\r\n")

    thread = threading.Thread(target=answer, daemon=True)
    thread.start()
    yield int(listener.getsockname()[1])
    stop.set()
    thread.join(timeout=5)
    listener.close()


def first_port_is(monkeypatch: pytest.MonkeyPatch, taken: int) -> list[int]:
    """Make `servers.free_port` hand out ``taken`` first, then truly free ports; the list of
    the ports it handed out."""
    given: list[int] = []
    real = servers.free_port

    def port() -> int:
        given.append(taken if not given else real())
        return given[-1]

    monkeypatch.setattr(servers, "free_port", port)
    return given


def command(port: int) -> list[str]:
    return [sys.executable, "-c", SERVER, str(port)]


def test_a_port_answering_garbage_is_left_for_a_fresh_one(
    garbage_port: int, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    given = first_port_is(monkeypatch, garbage_port)
    server = start_server(command, "/health", "the real server", tmp_path / "log", timeout=30)
    try:
        assert server.port != garbage_port
        assert given[0] == garbage_port and server.port == given[-1]
        assert f"serving on {server.port}" in (tmp_path / "log").read_text()
    finally:
        stop_server(server.proc)


def test_a_port_answering_another_servers_http_is_left_too(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "health").write_text("a static file, not the real server")
    with StaticServer(tmp_path) as other:
        taken = int(other.url.rsplit(":", 1)[1])
        first_port_is(monkeypatch, taken)
        server = start_server(command, "/health", "the real server", tmp_path / "log", timeout=30)
        try:
            assert server.port != taken
        finally:
            stop_server(server.proc)


def test_a_server_that_exits_each_time_is_said_with_its_log(tmp_path: Path) -> None:
    def failing(port: int) -> list[str]:
        return [sys.executable, "-c", f"print('cannot listen on {port}'); raise SystemExit(1)"]

    with pytest.raises(RuntimeError, match="did not come up on any of 2 ports") as raised:
        start_server(failing, "/health", "", tmp_path / "log", timeout=30, tries=2)
    assert "cannot listen on" in str(raised.value)


def test_a_server_that_never_answers_is_said_in_time(tmp_path: Path) -> None:
    def silent(port: int) -> list[str]:
        return [sys.executable, "-c", "import time; time.sleep(60)"]

    with pytest.raises(RuntimeError, match=r"did not answer at /health in 2 s"):
        start_server(silent, "/health", "", tmp_path / "log", timeout=2)


def test_a_browser_dropping_a_download_is_not_printed_as_an_error(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    """A page closed, or a request aborted, while a file is still coming: the static server's
    thread meets a reset connection. That is the browser's choice, not a failure, and its
    traceback once filled the output of a passing run. Any other error is still printed."""
    (tmp_path / "big.wasm").write_bytes(b"\0" * 20_000_000)
    with StaticServer(tmp_path) as static:
        port = int(static.url.rsplit(":", 1)[1])
        for _ in range(3):
            client = socket.create_connection(("127.0.0.1", port))
            client.sendall(b"GET /big.wasm HTTP/1.1\r\nHost: localhost\r\n\r\n")
            client.recv(1024)  # the answer has begun
            # Closed with a reset (linger 0), as a browser drops a connection it no longer wants.
            client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            client.close()
        try:
            raise ValueError("a fault of the server's own")
        except ValueError:
            static.httpd.handle_error(None, ("127.0.0.1", port))
    # Leaving the block waited for every request's thread to end.
    said = capfd.readouterr().err
    assert "ConnectionResetError" not in said and "BrokenPipeError" not in said, said
    assert "ValueError: a fault of the server's own" in said

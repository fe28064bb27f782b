"""The test and bench servers stay silent when the browser drops a connection.

A traceback printed from a server thread once broke an unrelated test in CI: on CPython 3.11
the traceback printer parses source with ``ast``, whose recursion count is shared between
threads ("AST constructor recursion depth mismatch", cpython#106905)."""

from __future__ import annotations

import functools
import http.server
import socket
import struct
import threading
import time
from pathlib import Path

import pytest
from servers import QuietServer


class SilentLog(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


def drop_a_download(server_class: type[http.server.ThreadingHTTPServer], folder: Path) -> None:
    """Start a download of a large file, then reset the connection mid-way; returns once
    the server is done with that request (its error, if any, reported)."""
    (folder / "big.bin").write_bytes(b"x" * (16 * 1024 * 1024))
    handler = functools.partial(SilentLog, directory=str(folder))
    done = threading.Event()

    class Watched(server_class):
        def shutdown_request(self, request) -> None:
            # the last step of a request's thread, after ``handle_error``
            super().shutdown_request(request)
            done.set()

    httpd = Watched(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        with socket.create_connection(("127.0.0.1", httpd.server_port)) as client:
            client.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            client.sendall(b"GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
            client.recv(1024)
            # A linger of 0 closes with a reset, as a browser abandoning a fetch may.
            client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        assert done.wait(60), "the server never finished the dropped download"
    finally:
        httpd.shutdown()
        httpd.server_close()


class NoisyServer(http.server.ThreadingHTTPServer):
    daemon_threads = True


def test_the_plain_server_prints_a_traceback_for_a_dropped_download(tmp_path, capfd) -> None:
    """The control: without QuietServer the same drop prints a traceback."""
    drop_a_download(NoisyServer, tmp_path)
    assert "Traceback" in capfd.readouterr().err


@pytest.mark.parametrize("attempt", [1, 2])
def test_a_dropped_download_prints_nothing(tmp_path, capfd, attempt: int) -> None:
    drop_a_download(QuietServer, tmp_path)
    assert capfd.readouterr().err == ""


class FailingHandler(SilentLog):
    def do_GET(self) -> None:
        raise ValueError("a handler's own fault")


def test_any_other_fault_is_one_line_without_a_traceback(capfd) -> None:
    """A handler's own error is still reported, but as one line: a traceback printed on a
    server thread is the hazard, whatever the error."""
    httpd = QuietServer(("127.0.0.1", 0), FailingHandler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        with socket.create_connection(("127.0.0.1", httpd.server_port)) as client:
            client.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            client.recv(1024)
        err = ""
        deadline = time.monotonic() + 10
        while "ValueError" not in err and time.monotonic() < deadline:
            err += capfd.readouterr().err
            time.sleep(0.05)
    finally:
        httpd.shutdown()
        httpd.server_close()
    assert "ValueError: a handler's own fault" in err
    assert "Traceback" not in err

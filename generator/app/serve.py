"""`pnp watch --serve`: output/ over HTTP on 127.0.0.1, and pages that reload themselves after each rebuild.

A standard-library server (http.server, in a thread of the watching process) answers GET and HEAD for files
under the output folder and nothing else: a path is decoded once, refused when a part of it is '..', '.',
empty in the middle, starts with a dot (a build's staging folder, its lock) or holds a backslash or NUL, and
refused when a part of it is a symbolic link (pnp writes none) or its real path leaves the folder. A folder is
served as its index.html, or as a list of what it holds (only folders under output/). Requests whose Host
header is not this server's own address are refused, so a web page elsewhere cannot reach output/ through a
name that resolves to 127.0.0.1.

`/__pnp/build` is the number of rebuilds this watch has made. Every HTML page is served with a small script
that asks it each second and reloads the page when it has changed; the script (and, in the gallery, a
`connect-src 'self'` added to its Content-Security-Policy so the script may ask) is put into the bytes sent,
never into the files: output/ stays byte for byte what `pnp build` writes.
"""
from __future__ import annotations

import errno
import html
import re
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Optional
from urllib.parse import quote, unquote, urlsplit

from ..core.errors import GeneratorError

HOST = "127.0.0.1"      # never another address
DEFAULT_PORT = 8765
COUNTER = "/__pnp/build"

TYPES = {".html": "text/html; charset=utf-8", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png",
         ".svg": "image/svg+xml", ".pdf": "application/pdf", ".json": "application/json",
         ".md": "text/markdown; charset=utf-8", ".txt": "text/plain; charset=utf-8", ".css": "text/css",
         ".js": "text/javascript", ".zip": "application/zip"}

RELOAD = ("<script>/* pnp watch --serve: reload after each rebuild (not in the file on disk) */"
          "(function(){var seen=%d;setInterval(function(){fetch('" + COUNTER + "',{cache:'no-store'})"
          ".then(function(r){return r.text()}).then(function(t){if(+t!==seen){location.reload()}})"
          ".catch(function(){})},1000)})();</script>")
_CSP = re.compile(rb'(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")')


class ServeError(GeneratorError):
    """The server could not start: the port is taken or not allowed."""


class Builds:
    """How many rebuilds this watch has made; read by every request's thread."""

    def __init__(self) -> None:
        self._count = 0
        self._lock = threading.Lock()

    def bump(self) -> None:
        with self._lock:
            self._count += 1

    @property
    def count(self) -> int:
        with self._lock:
            return self._count


def served_html(data: bytes, count: int) -> bytes:
    """A page as sent: the reload script before </body> (or at the end), and a CSP that lets it ask COUNTER."""
    def allow(m: re.Match) -> bytes:
        return m.group(1) + m.group(2).rstrip(b"; ") + b"; connect-src 'self'" + m.group(3)

    data = _CSP.sub(allow, data, count=1)
    script = (RELOAD % count).encode("ascii")
    at = data.rfind(b"</body>")
    return data + script if at < 0 else data[:at] + script + data[at:]


def request_path(target: str) -> str:
    """The path of a request's target, still encoded: '/a/b' of '/a/b?x#y' or of 'http://host/a/b?x'."""
    if target.startswith("/"):   # origin form: '//x' is a path with an empty part here, not a host (urlsplit's)
        return target.split("#", 1)[0].split("?", 1)[0]
    return urlsplit(target).path


def resolve(root: Path, target: str) -> Optional[Path]:
    """The file or folder under root that a request's path names, or None: outside root, hidden, or malformed."""
    raw = request_path(target)
    if not raw.startswith("/"):
        return None
    try:
        path = unquote(raw, errors="strict")
    except UnicodeDecodeError:   # no name pnp writes is other than UTF-8
        return None
    if "\\" in path or "\x00" in path or "%" in path and re.search(r"%[0-9A-Fa-f]{2}", path):
        return None   # encoded twice: the server decodes once, and names with escapes are none of pnp's
    parts = path[1:].split("/")
    if parts[-1] == "":
        parts = parts[:-1]   # a folder's trailing slash
    if any(p in ("", ".", "..") or p.startswith(".") for p in parts):
        return None
    base = root.resolve()
    for n in range(1, len(parts) + 1):
        if base.joinpath(*parts[:n]).is_symlink():
            return None   # pnp writes no link: one under output/ is somebody else's, and may lead anywhere
    found = base.joinpath(*parts)
    return found if found == base or base in found.resolve().parents else None


class _Handler(BaseHTTPRequestHandler):
    server: "OutputServer"
    def version_string(self) -> str:
        return "pnp"

    def log_message(self, format: str, *args: object) -> None:   # the watch's own lines are what the user reads
        pass

    def do_HEAD(self) -> None:
        self._answer(body=False)

    def do_GET(self) -> None:
        self._answer(body=True)

    def _send(self, status: HTTPStatus, data: bytes, kind: str, body: bool, extra: Optional[dict] = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")   # a rebuilt picture keeps its name: never a stale copy
        self.send_header("X-Content-Type-Options", "nosniff")
        for key, value in (extra or {}).items():
            self.send_header(key, value)
        self.end_headers()
        if body:
            self.wfile.write(data)

    def _refuse(self, status: HTTPStatus, why: str, body: bool) -> None:
        self._send(status, f"{status.value} {status.phrase}: {why}\n".encode("utf-8"), "text/plain; charset=utf-8",
                   body)

    def _answer(self, body: bool) -> None:
        port = self.server.server_address[1]
        host = self.headers.get("Host", "")
        if host not in {f"{HOST}:{port}", f"localhost:{port}"} | ({HOST, "localhost"} if port == 80 else set()):
            self._refuse(HTTPStatus.FORBIDDEN, f"this server answers only as http://{HOST}:{port}/", body)
            return
        if request_path(self.path) == COUNTER:
            self._send(HTTPStatus.OK, f"{self.server.builds.count}\n".encode("ascii"), "text/plain; charset=utf-8",
                       body)
            return
        found = resolve(self.server.root, self.path)
        if found is None:
            self._refuse(HTTPStatus.NOT_FOUND, "pnp serves only the files of the output folder", body)
            return
        if found.is_dir():
            if not request_path(self.path).endswith("/"):   # so that the page's relative links resolve in it
                self._send(HTTPStatus.MOVED_PERMANENTLY, b"", "text/plain; charset=utf-8", body,
                           {"location": request_path(self.path) + "/"})   # (names are case-blind)
                return
            if (found / "index.html").is_file():
                found = found / "index.html"
            else:
                self._send(HTTPStatus.OK, self._listing(found), TYPES[".html"], body)
                return
        try:
            data = found.read_bytes()
        except OSError:   # gone between two builds, or not a file
            self._refuse(HTTPStatus.NOT_FOUND, "no such file in the output folder", body)
            return
        kind = TYPES.get(found.suffix.lower(), "application/octet-stream")
        if found.suffix.lower() == ".html":
            data = served_html(data, self.server.builds.count)
        self._send(HTTPStatus.OK, data, kind, body)

    def _listing(self, folder: Path) -> bytes:
        root = self.server.root.resolve()
        shown = "/" + "/".join(folder.relative_to(root).parts)
        rows = [f'<li><a href="{quote(p.name)}{"/" if p.is_dir() else ""}">{html.escape(p.name)}'
                f'{"/" if p.is_dir() else ""}</a></li>'
                for p in sorted(folder.iterdir()) if not p.name.startswith(".")]
        page = (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>pnp: {html.escape(shown)}'
                f'</title></head><body><h1>{html.escape(shown)}</h1><ul>{"".join(rows)}</ul></body></html>\n')
        return served_html(page.encode("utf-8"), self.server.builds.count)


class OutputServer(ThreadingHTTPServer):
    daemon_threads = True        # a browser's open connection never holds up Ctrl-C
    allow_reuse_address = False  # a port another server holds is an error, not shared

    def __init__(self, root: Path, port: int, builds: Builds) -> None:
        self.root, self.builds = Path(root), builds
        super().__init__((HOST, port), _Handler)

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.server_address[1]}/"


def start(root: Path, port: int, builds: Builds) -> OutputServer:
    """Serve root on 127.0.0.1:port in a thread (port 0: one the system picks); stop it with stop()."""
    try:
        server = OutputServer(root, port, builds)
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise ServeError(f"cannot serve on {HOST}:{port}: the port is in use (another program, or another "
                             "pnp watch --serve)", f"pick another port: pnp watch --serve --port N "
                             f"(default {DEFAULT_PORT}; --port 0 takes any free one)") from None
        raise ServeError(f"cannot serve on {HOST}:{port}: {exc.strerror or exc}",
                         "pick a port from 1024 to 65535: pnp watch --serve --port N") from None
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.2}, name="pnp-serve",
                     daemon=True).start()
    return server


def stop(server: OutputServer) -> None:
    server.shutdown()
    server.server_close()

"""`pnp watch --serve` (generator/app/serve.py): output/ on 127.0.0.1 only, pages that reload after each rebuild,
nothing outside output/ served, a port in use refused, and the files on disk as a build without --serve writes
them. The watcher is a real process (tests/app/test_watch.py's), building only the gallery so a round takes about a
second."""
from __future__ import annotations

import http.client
import os
import re
import shutil
import signal
import socket
import subprocess
import urllib.request
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.app import serve
from generator.app.build import BuildSettings, build_game
from generator.app.cli import app
from generator.render import BuildOptions
from generator.render.units import Selection
from generator.app.scaffold import new_game
from test_watch import STATUS, Watcher

SERVING = re.compile(r"^serving (?P<root>.+) at http://127\.0\.0\.1:(?P<port>\d+)/ \(only there; on this computer "
                     r"only\): http://127\.0\.0\.1:(?P=port)/river/$")


def _get(port: int, path: str, host: str | None = None) -> tuple[int, dict[str, str], bytes]:
    """A raw GET: the path is sent exactly as written (urllib would tidy '..' away)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.putrequest("GET", path, skip_host=host is not None)
        if host is not None:
            conn.putheader("Host", host)
        conn.endheaders()
        answer = conn.getresponse()
        return answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read()
    finally:
        conn.close()


def _files(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


# the ways a request may try to leave output/: plain, percent-encoded once or twice, backslashes, NUL, dot files
ESCAPES = ["/../content/river/game.yaml", "/river/../../content/river/game.yaml",
           "/%2e%2e/content/river/game.yaml", "/%2E%2E%2Fcontent%2Friver%2Fgame.yaml",
           "/river/..%2f..%2fcontent/river/game.yaml", "/%252e%252e/content/river/game.yaml",
           "/..%5ccontent%5criver%5cgame.yaml", "/river/index.html%00.jpg", "/./river/index.html",
           "//content/river/game.yaml", "/.river.lock", "/river/%ff.html", "/escape/river/game.yaml",
           "/escape/", "http://127.0.0.1/../content/river/game.yaml"]


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return new_game("river", tmp_path).project


def test_watch_serve_serves_output_and_counts_each_rebuild(project: Path, tmp_path: Path) -> None:
    game, out = project / "content" / "river", project / "output"
    out.mkdir()
    (out / "escape").symlink_to(project / "content")   # a link inside output/ to outside it is not followed
    watcher = Watcher(project, "--serve", "--port", "0", "--only", "gallery", "--jobs", "1")
    try:
        first = watcher.until(STATUS)
        served = SERVING.match(first[0])
        assert served and Path(served["root"]) == out, first
        port = int(served["port"])
        assert any(line == "river: 2/2 gallery" for line in first)   # piped: one progress line per unit

        status, headers, page = _get(port, "/river/index.html")
        on_disk = (out / "river" / "index.html").read_bytes()
        assert status == 200 and headers["content-type"] == "text/html; charset=utf-8"
        assert page == serve.served_html(on_disk, 1) and page != on_disk
        assert b"connect-src 'self'" in page and b"__pnp" not in on_disk   # the script is sent, not written
        assert _get(port, serve.COUNTER)[2] == b"1\n"
        assert _get(port, "/river/")[2] == page and _get(port, "/river")[0] == 301
        picture = "/river/gallery/cards/harvest/apple-1.jpg"
        status, headers, before = _get(port, picture)
        assert (status, headers["content-type"]) == (200, "image/jpeg")
        assert before == (out / picture[1:]).read_bytes()
        # the files on disk are those a build without --serve writes
        build_game(game, tmp_path / "plain", BuildOptions(),
                   settings=BuildSettings(workers=1, selection=Selection(("gallery",))))
        assert _files(out / "river") == _files(tmp_path / "plain" / "river")

        for path in ESCAPES:
            status, _, body = _get(port, path)
            assert status in (403, 404) and b"harvest" not in body, path   # 403: a Host not this server's
        assert _get(port, "/river/index.html", host="attacker.example:80")[0] == 403
        assert _get(port, "/river/index.html", host=f"localhost:{port}")[0] == 200

        csv = game / "cards" / "harvest.csv"
        csv.write_text(csv.read_text().replace("Early Apple", "First Apple", 1))
        assert "river: built (2 rendered, 0 unchanged)" in watcher.until(STATUS)[-1]
        assert _get(port, serve.COUNTER)[2] == b"2\n"   # a page that saw 1 reloads
        page = _get(port, "/river/index.html")[2]
        assert b"First Apple" in page and b"Early Apple" not in page and b"var seen=2;" in page
        after = _get(port, picture)[2]
        assert after != before and after == (out / picture[1:]).read_bytes()

        # a round that writes nothing is no rebuild: the pages stay as they are
        csv.write_text(csv.read_text().replace("apple-1,First Apple,4,", "apple-1,First Apple,5,", 1))
        assert "river: not built: 1 error(s)" in watcher.until(STATUS)[-1]
        csv.write_text(csv.read_text().replace("apple-1,First Apple,5,", "apple-1,First Apple,4,", 1))
        assert "river: up to date" in watcher.until(STATUS)[-1]
        assert _get(port, serve.COUNTER)[2] == b"2\n"

        watcher.proc.send_signal(signal.SIGINT)   # Ctrl-C stops the server with the watch
        assert watcher.proc.wait(timeout=60) == 130
        with pytest.raises(OSError):
            _get(port, serve.COUNTER)
    finally:
        watcher.stop()


@pytest.mark.parametrize("path", [p for p in ESCAPES if not p.startswith("/escape")])
def test_no_path_leaves_the_output_folder(tmp_path: Path, path: str) -> None:
    out = tmp_path / "output"
    (out / "river").mkdir(parents=True)
    (tmp_path / "content" / "river").mkdir(parents=True)
    (tmp_path / "content" / "river" / "game.yaml").write_text("id: river\n")
    assert serve.resolve(out, path) is None


def test_what_a_path_under_the_output_folder_names(tmp_path: Path) -> None:
    out = tmp_path / "output"
    (out / "river" / "gallery").mkdir(parents=True)
    (out / "escape").symlink_to(tmp_path)
    assert serve.resolve(out, "/") == out.resolve()
    assert serve.resolve(out, "/river/") == serve.resolve(out, "/river") == (out / "river").resolve()
    assert serve.resolve(out, "/river/gallery/a%20b.jpg?x=1#y") == (out / "river" / "gallery" / "a b.jpg").resolve()
    assert serve.resolve(out, "/escape/") is None and serve.resolve(out, "/escape/output/river") is None


def test_the_page_sent_holds_the_reload_script_and_a_csp_that_lets_it_ask() -> None:
    page = (b'<html><head><meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
            b'script-src \'unsafe-inline\'"></head><body><p>x</p></body></html>\n')
    sent = serve.served_html(page, 7)
    assert sent.startswith(b'<html><head><meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
                           b'script-src \'unsafe-inline\'; connect-src \'self\'"></head><body><p>x</p><script>')
    assert sent.endswith(b"</script></body></html>\n") and b"var seen=7;" in sent and b"fetch('/__pnp/build'" in sent
    assert serve.served_html(b"<p>no body</p>", 0).startswith(b"<p>no body</p><script>")   # report-like pages too


def test_the_server_listens_on_127_0_0_1_only(tmp_path: Path) -> None:
    server = serve.start(tmp_path, 0, serve.Builds())
    try:
        assert server.server_address[0] == "127.0.0.1" and server.url.startswith("http://127.0.0.1:")
        with urllib.request.urlopen(server.url + "__pnp/build", timeout=30) as answer:
            assert answer.read() == b"0\n" and answer.headers["Cache-Control"] == "no-store"
        (tmp_path / "a.json").write_text("{}")
        conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=30)
        conn.request("HEAD", "/a.json")
        answer = conn.getresponse()
        assert (answer.status, answer.getheader("Content-Length"), answer.read()) == (200, "2", b"")
        conn.close()
    finally:
        serve.stop(server)


def test_a_port_in_use_is_a_clear_error(project: Path) -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    old = os.getcwd()
    os.chdir(project)
    try:
        result = CliRunner().invoke(app, ["watch", "--serve", "--port", str(port)])
    finally:
        os.chdir(old)
        taken.close()
    assert result.exit_code == 2
    assert result.output == (f"error: cannot serve on 127.0.0.1:{port}: the port is in use (another program, or "
                             "another pnp watch --serve)\n  hint: pick another port: pnp watch --serve --port N "
                             "(default 8765; --port 0 takes any free one)\n")
    assert not (project / "output").exists()   # refused before anything was built


def test_the_default_port_is_the_documented_one_and_port_needs_serve(project: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from typer.main import get_command

    watch = get_command(app).commands["watch"]
    option = next(p for p in watch.params if p.name == "port")
    assert serve.DEFAULT_PORT == 8765 and f"(default {serve.DEFAULT_PORT};" in option.help
    root = Path(__file__).resolve().parents[2]
    for doc in (root / "docs" / "outputs.md", root / "README.md"):
        assert f"`--port N` (default {serve.DEFAULT_PORT};" in " ".join(doc.read_text(encoding="utf-8").split()), doc
    monkeypatch.chdir(project)
    result = CliRunner().invoke(app, ["watch", "--port", "9000"])
    assert (result.exit_code, result.output) == (2, "error: --port is the port of --serve, which was not given\n"
                                                    "  hint: add --serve: pnp watch --serve --port 9000\n")


CHROMIUM = shutil.which("chromium")


@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed (.ci/run installs it)")
def test_a_served_page_reloads_in_a_real_browser_when_the_build_count_changes(tmp_path: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "output"
    (out / "g").mkdir(parents=True)
    csp = "default-src 'none'; img-src 'self' file:; style-src 'unsafe-inline'; script-src 'unsafe-inline'"
    (out / "g" / "index.html").write_text(f'<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" '
                                          f'content="{csp}"><title>g</title></head><body>g</body></html>\n')
    builds, asked = serve.Builds(), []

    def seen(handler, code="-", size="-") -> None:   # every answer the server sends, in order
        asked.append(handler.path)
        if asked.count("/g/index.html") == 1 and handler.path == "/g/index.html":
            builds.bump()   # a rebuild just after the page was sent (with the count it had: 0)

    monkeypatch.setattr(serve._Handler, "log_request", seen)
    server = serve.start(out, 0, builds)
    try:
        done = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr",
                               "--v=0", "--no-first-run", "--disable-background-networking", "--disable-sync",
                               "--disable-component-update", "--virtual-time-budget=4000", "--dump-dom",
                               server.url + "g/index.html"], capture_output=True, text=True, timeout=120)
    finally:
        serve.stop(server)
    assert "var seen=1;" in done.stdout   # the page now shown is the one sent after the rebuild
    asked = [p for p in asked if p != "/favicon.ico"]   # the browser's own question
    assert asked.count("/g/index.html") == 2 and set(asked) == {"/g/index.html", serve.COUNTER}
    assert asked[0] == "/g/index.html" and asked[1] == serve.COUNTER   # it asked, then reloaded
    assert "CONSOLE" not in done.stderr, done.stderr   # the CSP lets the script ask; no error in the page

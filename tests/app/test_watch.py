"""`pnp watch`: a real watcher process, files edited under it, its output read as it comes.

Builds only the card sheets (--only cards) so each round takes seconds.
"""
from __future__ import annotations

import hashlib
import json
import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.app.cli import app
from generator.app.scaffold import new_game
from generator.app.watch import affected

PNP = [sys.executable, "-c", "from generator.app.cli import app; app(prog_name='pnp')"]
STATUS = "watching for changes (Ctrl-C to stop)"


def _default_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


class Watcher:
    """A `pnp watch` process whose output lines arrive on a queue."""

    def __init__(self, project: Path, *args: str) -> None:
        # Ctrl-C as a terminal delivers it: a test process may ignore SIGINT (pytest-xdist's workers do), and an
        # ignored signal stays ignored in a child, where Python then installs no KeyboardInterrupt of its own
        self.proc = subprocess.Popen([*PNP, "watch", *args], cwd=project, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"},
                                     preexec_fn=_default_sigint)
        self.lines: "queue.Queue[str]" = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))

    def until(self, text: str, timeout: float = 240) -> list[str]:
        """Lines up to and including the first one containing text."""
        got, end = [], time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                line = self.lines.get(timeout=1)
            except queue.Empty:
                assert self.proc.poll() is None, f"pnp watch exited: {self.seen + got}"
                continue
            got.append(line)
            if text in line:
                self.seen += got
                return got
        raise AssertionError(f"no line with {text!r} in {timeout} s: {self.seen + got}")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _whole(out: Path) -> None:
    """Every file the manifest lists is there with the recorded bytes."""
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    for entry in manifest["files"]:
        assert _sha(out / entry["path"]) == entry["sha256"], entry["path"]


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return new_game("river", tmp_path).project


def test_watch_rechecks_and_rebuilds_on_save_and_stops_on_ctrl_c(project: Path) -> None:
    game, out = project / "content" / "river", project / "output" / "river"
    csv = game / "cards" / "harvest.csv"
    watcher = Watcher(project, "--only", "cards", "--jobs", "1")
    try:
        first = watcher.until(STATUS)
        assert re.match(r"\[\d\d:\d\d:\d\d\] river: built \(1 rendered, 0 unchanged\) in \d+\.\d s \| ", first[-1])
        sheet = _sha(out / "cards-harvest.pdf")

        csv.write_text(csv.read_text().replace("Worth two toward a cart.", "Counts twice toward a cart.", 1))
        assert "river: built (1 rendered, 0 unchanged)" in watcher.until(STATUS)[-1]
        edited = _sha(out / "cards-harvest.pdf")
        assert edited != sheet

        # a mistake: the findings are printed as `pnp check` prints them, and nothing is built
        csv.write_text(csv.read_text().replace("apple-1,Early Apple,4,", "apple-1,Early Apple,5,", 1))
        lines = watcher.until(STATUS)
        old = os.getcwd()
        os.chdir(project)
        try:
            check = CliRunner().invoke(app, ["check", "river"])
        finally:
            os.chdir(old)
        expected = [line for line in check.output.splitlines() if ": error[" in line]
        assert expected and [line for line in lines if ": error[" in line] == expected
        assert f"river: not built: {len(expected)} error(s)" in lines[-1]
        assert _sha(out / "cards-harvest.pdf") == edited

        # put right again: the sheets already match it
        csv.write_text(csv.read_text().replace("apple-1,Early Apple,5,", "apple-1,Early Apple,4,", 1))
        assert "river: up to date" in watcher.until(STATUS)[-1]

        # an edit to a file of no game's folder concerns no game
        (project / "notes.txt").write_text("not content\n")
        csv.write_text(csv.read_text().replace("Early Apple", "First Apple", 1))
        time.sleep(0.3)   # Ctrl-C while it checks or builds: output/ keeps the last complete build
        watcher.proc.send_signal(signal.SIGINT)
        assert watcher.proc.wait(timeout=120) == 130   # Ctrl-C's exit code, as for build and check
        rest = watcher.proc.stdout.read() if watcher.proc.stdout else ""
        assert ("stopped watching; nothing half-done was left: output/ holds the last complete build of each "
                "game") in "\n".join(
            watcher.seen) + rest + "\n".join(list(watcher.lines.queue))
        _whole(out)
        assert not [p for p in out.parent.iterdir() if p.name.startswith(".")]   # no half-staged build left
    finally:
        watcher.stop()


def test_a_change_concerns_its_game_or_every_game_when_it_is_pnps_own(tmp_path: Path) -> None:
    from generator.load.discover import PACKAGE_ROOT

    folders = {"a": tmp_path / "content" / "a", "b": tmp_path / "content" / "b"}
    assert affected([str(folders["b"] / "cards" / "x.csv")], folders) == ["b"]
    assert affected([str(tmp_path / "content" / "notes.txt")], folders) == []
    assert affected([str(PACKAGE_ROOT / "templates" / "docs" / "page.html.j2")], folders) == ["a", "b"]
    assert affected([str(PACKAGE_ROOT / "fonts" / "Lato-Bold.ttf"), str(folders["a"] / "game.yaml")],
                    folders) == ["a", "b"]


def test_watch_shows_each_rebuilds_progress_as_build_does_and_quiet_keeps_only_findings(
        project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.app.build import BuildSettings
    from generator.app.progress import Lines, Silent, display
    from generator.render import BuildOptions
    from generator.render.units import Selection
    from generator.app.watch import watch_games

    folders, out = {"river": project / "content" / "river"}, project / "output"
    settings = BuildSettings(workers=1, selection=Selection(("cards",)))
    said, shown, rounds = [], [], []
    watch_games(folders, out, BuildOptions(), settings, said.append, changes=iter([]), on_round=rounds.append,
                progress=lambda: display("plain", False, shown.append))
    assert shown == ["river: 1/1 cards:harvest"] and len(said) == 1 and STATUS in said[0]
    assert [(r.game, r.summary, r.wrote) for r in rounds[0]] == [("river", "built (1 rendered, 0 unchanged)", True)]

    csv = folders["river"] / "cards" / "harvest.csv"
    csv.write_text(csv.read_text().replace("apple-1,Early Apple,4,", "apple-1,Early Apple,5,", 1))
    said, shown, rounds = [], [], []
    watch_games(folders, out, BuildOptions(), settings, said.append, changes=iter([]), on_round=rounds.append,
                progress=lambda: display("auto", True, shown.append), quiet=True)   # -q: findings only
    assert shown == [] and len(said) == 1 and ": error[" in said[0] and STATUS not in said[0]
    assert [(r.summary, r.wrote) for r in rounds[0]] == [("not built: 1 error(s)", False)]

    # the command line: --progress and -q reach the watch as pnp build's reach the build
    import generator.app.watch as watch

    got: dict = {}

    def fake(*args, **kwargs) -> None:
        got.update(kwargs)

    monkeypatch.setattr(watch, "watch_games", fake)
    monkeypatch.chdir(project)
    for args, kind, quiet in ((["--progress", "PLAIN"], Lines, False), (["-q"], Silent, True), ([], Lines, False)):
        result = CliRunner().invoke(app, ["watch", *args])
        assert result.exit_code == 0, result.output
        assert type(got["progress"]()) is kind and got["quiet"] is quiet, args   # piped: auto is plain lines

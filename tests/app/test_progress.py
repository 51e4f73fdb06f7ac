"""`pnp build`'s progress (generator/app/progress.py): piped or in CI, one plain line per finished unit with the
game's done/total; on a terminal a live count; `--progress none` and `-q` print none."""
from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.app.progress import Counter, Live, choose

ROOT = Path(__file__).resolve().parents[2]
PNP = [sys.executable, "-c", "from generator.app.cli import app; app(prog_name='pnp')"]


@pytest.fixture
def content(tmp_path: Path) -> Path:
    shutil.copytree(ROOT / "tests" / "fixtures" / "games" / "clean", tmp_path / "content" / "clean")
    return tmp_path / "content"


def _build(content: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    done = subprocess.run([*PNP, "build", "--content", str(content), "--out", str(content.parent / "out"),
                           "--jobs", "1", *args], capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    return done


def test_a_piped_build_prints_one_plain_line_per_finished_unit(content: Path) -> None:
    done = _build(content)
    units = list(json.loads((content.parent / "out" / "clean" / "manifest.json").read_text())["units"])
    lines = done.stderr.splitlines()
    assert len(units) > 3 and len(lines) == len(units)
    shown = [line.split(" ", 2) for line in lines]   # 'clean: 3/9 maps': the count goes up by one a line
    assert [(game, count) for game, count, _ in shown] == [("clean:", f"{n}/{len(units)}") for n in
                                                           range(1, len(units) + 1)]
    assert sorted(unit for _, _, unit in shown) == sorted(units)   # each unit once, as the manifest names it
    assert done.stdout == f"clean: built ({len(units)} rendered, 0 unchanged) -> " \
                          f"{content.parent / 'out' / 'clean' / 'manifest.json'}\n"
    again = _build(content)   # nothing to render: no unit line
    assert again.stderr == "" and again.stdout.startswith("clean: up to date")


def test_progress_none_and_quiet_print_no_progress(content: Path) -> None:
    (content / "clean" / "cards" / "market.csv").touch()
    done = _build(content, "--progress", "NONE", "--only", "cards")
    assert done.stderr == "" and done.stdout.startswith("clean: built (1 rendered")
    (content / "clean" / "cards" / "market.csv").write_text(
        (content / "clean" / "cards" / "market.csv").read_text().replace("Take one Wood.", "Take a Wood."))
    quiet = _build(content, "-q", "--only", "cards")
    assert (quiet.stdout, quiet.stderr) == ("", "")


class _Stream(io.StringIO):
    def __init__(self, tty: bool) -> None:
        super().__init__()
        self.tty = tty

    def isatty(self) -> bool:
        return self.tty


@pytest.mark.parametrize("mode, quiet, tty, env, shown", [
    ("auto", False, True, {}, "live"),
    ("auto", False, False, {}, "plain"),                  # piped or captured
    ("auto", False, True, {"CI": "true"}, "plain"),       # a CI log, even on a pseudo-terminal
    ("auto", False, True, {"TERM": "dumb"}, "plain"),
    ("plain", False, True, {}, "plain"),
    ("none", False, True, {}, "none"),
    ("auto", True, True, {}, "none"),                      # -q
    ("plain", True, False, {}, "none"),
])
def test_the_display_follows_the_mode_the_terminal_and_ci(mode, quiet, tty, env, shown) -> None:
    assert choose(mode, quiet, _Stream(tty), env) == shown


def test_the_count_names_the_unit_running_longest() -> None:
    now = [0.0]
    counter = Counter(clock=lambda: now[0])
    assert counter.step("g", "check") is None          # before the plan: stages, not units
    counter.plan("g", 3)
    counter.step("g", "rulebook")
    now[0] = 1.0
    counter.step("g", "cards:market")
    assert counter.slowest("g") == "rulebook"
    assert counter.step("g", "rulebook done") == "rulebook" and counter.done["g"] == 1
    assert counter.slowest("g") == "cards:market"
    assert counter.step("g", "write") is None and counter.slowest("g") == "cards:market"
    assert counter.step("g", "cards:market done") == "cards:market" and counter.slowest("g") == ""


def test_the_live_display_counts_per_game_and_removes_a_finished_game() -> None:
    with Live() as live:
        live.step("g", "check")
        live.plan("g", 2)
        live.step("g", "maps")
        live.step("g", "maps done")
        (task,) = live.progress.tasks
        assert (task.total, task.completed, task.description) == (2, 1, "g")
        live.step("g", "rulebook")
        assert live.progress.tasks[0].description == "g: rulebook"
        live.result("g")
        assert not live.progress.tasks

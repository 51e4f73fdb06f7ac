"""A build worker that dies mid-build (the OOM killer, a signal) stops the build with one clear error and leaves
the previous build's output exactly as it was.

Workers fork from a forkserver that imported the renderers itself (pool._context, preload.py), so a function
monkeypatched in this process never runs in them. What does reach a worker is the task it is sent: it is
pickled here and unpickled there. The fault is therefore carried in the task: GameWork.task is patched (here,
in the parent) to slip an object into one unit's task whose unpickling ends the worker process (os._exit(9),
or SIGKILL as the OOM killer sends). The worker really dies, in the real forkserver pool, before it renders
that unit, while other units of the same build are rendered; no test hook is needed in pnp itself.
"""
from __future__ import annotations

import dataclasses
import hashlib
import os
import re
import shutil
import signal
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.app.cli import app
from generator.render import pool

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "tests" / "fixtures" / "games"


class _Death:
    """Pickles fine here; unpickling it (in the worker that receives the task) ends that process at once."""

    def __init__(self, how: str) -> None:
        self.how = how

    def __reduce__(self):
        if self.how == "exit":
            return (os._exit, (9,))
        return (signal.raise_signal, (signal.SIGKILL,))   # as the kernel's OOM killer ends a process


def _build(out: Path, *extra: str):
    return CliRunner().invoke(app, ["build", "clean", "--content", str(GAMES), "--out", str(out),
                                    "--jobs", "2", *extra])


def _snapshot(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def good_build(tmp_path_factory) -> Path:
    """A good A4 build of the clean game, made by the pool: the output a dead worker must leave as it was."""
    out = tmp_path_factory.mktemp("good")
    result = _build(out)
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture
def out(good_build: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "output"
    shutil.copytree(good_build, copy)
    return copy


def _kill_a_worker(monkeypatch, how: str, nth: int = 3) -> list[str]:
    """Send the nth task handed to a worker with a _Death inside: the units before it render normally."""
    real_task = pool.GameWork.task
    sent: list[str] = []

    def task(self, unit):
        made = real_task(self, unit)
        sent.append(unit.name)
        if len(sent) == nth:
            made = dataclasses.replace(made, previous={**made.previous, "_death": _Death(how)})
        return made

    monkeypatch.setattr(pool.GameWork, "task", task)
    return sent


@pytest.mark.parametrize("how", ["exit", "sigkill"])
def test_a_worker_that_dies_mid_build_stops_it_cleanly_and_keeps_the_old_output(
        out: Path, monkeypatch, how: str) -> None:
    before = _snapshot(out)
    assert {"clean/manifest.json"} < set(before) and any(p.endswith(".pdf") for p in before)
    sent = _kill_a_worker(monkeypatch, how)

    result = _build(out, "--paper", "letter")   # a new paper: every unit renders again

    assert len(sent) >= 3, sent                   # the build got as far as the poisoned task
    assert result.exit_code == pool.WorkerDied.exit_code != 0
    text = result.output
    assert "Traceback" not in text and "internal error" not in text
    assert isinstance(result.exception, SystemExit)
    # the units finished before the worker died are progress lines (captured output is plain: test_progress.py)
    lines = [line for line in text.strip().splitlines() if not re.match(r"clean: \d+/\d+ \S+$", line)]
    assert lines[0].startswith("error: a build worker stopped"), text   # what happened...
    assert "nothing of the unfinished games was written" in lines[0]
    assert "hint:" in lines[-1] and "run again" in lines[-1] and "--jobs 1" in lines[-1]   # ...and what to do
    assert len([line for line in lines if line.startswith(("error:", "  hint:"))]) == 2
    # the previous good build, byte for byte, and nothing else (no staging folder, no lock left behind)
    assert _snapshot(out) == before
    assert sorted(p.name for p in out.iterdir()) == ["clean"]


def test_the_build_run_again_after_a_dead_worker_succeeds(out: Path, monkeypatch) -> None:
    """The hint holds: the fault was the worker's, not the output's; the next build (pool again) goes through."""
    _kill_a_worker(monkeypatch, "exit")
    assert _build(out, "--paper", "letter").exit_code == pool.WorkerDied.exit_code
    monkeypatch.undo()
    result = _build(out, "--paper", "letter")
    assert result.exit_code == 0, result.output
    assert '"paper": "letter"' in (out / "clean" / "manifest.json").read_text(encoding="utf-8")
    assert sorted(p.name for p in out.iterdir()) == ["clean"]


def test_with_debug_the_traceback_is_shown(out: Path, monkeypatch) -> None:
    _kill_a_worker(monkeypatch, "exit")
    result = CliRunner().invoke(app, ["--debug", "build", "clean", "--content", str(GAMES), "--out", str(out),
                                      "--jobs", "2", "--paper", "letter"])
    assert isinstance(result.exception, pool.WorkerDied)

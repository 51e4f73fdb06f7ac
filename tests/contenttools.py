"""Helpers for the tests of the shipped games: copy a game, put a contradiction back,
find the line the checker should point at, run `pnp check` and read its findings."""
from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from typer.testing import CliRunner

from generator.app.cli import app

CONTENT = Path(__file__).resolve().parent.parent / "content"


# --- copies and edits ------------------------------------------------------------
def copy_game(tmp_path: Path, game_id: str) -> Path:
    """Copy content/<game_id> to tmp_path/content/<game_id> and return the copy."""
    target = tmp_path / "content" / game_id
    shutil.copytree(CONTENT / game_id, target)
    return target


def _start(text: str, name: str, after: str | None) -> int:
    """Where a search begins: the end of the first `after`, or the top of the file."""
    if after is None:
        return 0
    assert after in text, f"anchor {after!r} not in {name}"
    return text.index(after) + len(after)


def put_back(path: Path, old: str, new: str, *, count: int | None = 1, after: str | None = None) -> int:
    """Replace `old` by `new` in `path` (only past the first `after`, when given).

    count=N asserts `old` occurs exactly N times and replaces them all; count=0 replaces
    every one; count=None replaces the first one without counting. Returns the 1-based
    line of the first edit in the edited text.
    """
    text = path.read_text(encoding="utf-8")
    start = _start(text, path.name, after)
    head, tail = text[:start], text[start:]
    found = tail.count(old)
    assert found >= 1, f"{old!r} not in {path.name}"
    if count:
        assert found == count, f"{old!r} occurs {found} times in {path.name}, expected {count}"
    at = start + tail.index(old)
    edited = head + (tail.replace(old, new, 1) if count is None else tail.replace(old, new))
    path.write_text(edited, encoding="utf-8")
    return edited.count("\n", 0, at) + 1


def line_of(path: Path, needle: str, *, after: str | None = None, once: bool = False) -> int:
    """1-based line of the first `needle` (past the first `after`, when given); `once`: it must occur once."""
    text = path.read_text(encoding="utf-8")
    start = _start(text, path.name, after)
    if once:
        assert text.count(needle, start) == 1, f"{needle!r} must occur once in {path.name}"
    at = text.find(needle, start)
    assert at >= 0, f"{needle!r} not in {path.name}"
    return text.count("\n", 0, at) + 1


def def_line(engine_py: Path, func: str, *, once: bool = False) -> int:
    """Line of the top-level `def func(`: where the checker points for setup() and invariants."""
    return line_of(engine_py, f"\ndef {func}(", once=once) + 1


# --- the check and its findings ------------------------------------------------------
def run_check(content: Path, game_id: str) -> tuple[int, dict]:
    """Run `pnp check <game_id> --format json` on a content folder: (exit code, report)."""
    result = CliRunner().invoke(app, ["check", game_id, "--content", str(content), "--format", "json"])
    try:
        # the whole terminal output, stderr included, must be the JSON report
        report = json.loads(result.output)
    except json.JSONDecodeError:
        pytest.fail(f"pnp check did not print JSON (exit {result.exit_code}):\n{result.output}")
    return result.exit_code, report


def assert_finding(report: dict, rule: str, file_end: str, line: int, *, code: int | None = None) -> None:
    """Assert a `rule` finding at `file_end`:`line`, or pointing at its cause with `file_end`:`line` related
    (INV001 stands at the card row its reason names, the invariant being the related location).

    Given the run's exit `code`, also assert the run failed (exit 1) and that every such
    finding is an error.
    """
    if code is not None:
        assert code == 1, f"expected exit 1, got {code}: {report['findings']}"

    def at(place: dict | None) -> bool:
        return bool(place) and place["file"].replace("\\", "/").endswith(file_end) and place["line"] == line

    hits = [f for f in report["findings"] if f["rule"] == rule and (at(f) or at(f.get("related")))]
    assert hits, (f"no {rule} at {file_end}:{line}; findings: "
                  + json.dumps([(f["rule"], f["file"], f["line"], f["message"]) for f in report["findings"]],
                               indent=1))
    if code is not None:
        assert all(f["severity"] == "error" for f in hits), hits


# --- the engine and fixtures ----------------------------------------------------------
def load_engine(game_id: str) -> ModuleType:
    """Import content/<game_id>/engine.py as a module of its own, registered in sys.modules."""
    name = f"{game_id.replace('-', '_')}_engine_under_test"
    spec = importlib.util.spec_from_file_location(name, CONTENT / game_id / "engine.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def engine_fixture(game_id: str) -> object:
    """A module-scoped `engine` fixture: the game's engine.py, loaded once per test module.

    Bind it in the test module under that name: `engine = engine_fixture(GAME)`.
    """

    @pytest.fixture(scope="module", name="engine")
    def engine() -> Iterator[ModuleType]:
        module = load_engine(game_id)
        yield module
        sys.modules.pop(module.__name__, None)

    return engine


def game_fixture(game_id: str) -> object:
    """A `game` fixture: a fresh copy of the game under the test's tmp_path (`game = game_fixture(GAME)`)."""

    @pytest.fixture(name="game")
    def game(tmp_path: Path) -> Path:
        return copy_game(tmp_path, game_id)

    return game

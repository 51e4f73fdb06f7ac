"""engine.py's bytecode cache (generator/load/engine.py: engine_code): used only for the very source and path
it was compiled from, never written when Python writes no bytecode, and never in the way of a load."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from generator.load import engine as engine_mod
from generator.load.engine import load_engine


def _engine(folder: Path, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "engine.py"
    path.write_text(text, encoding="utf-8")
    return path


def _value(path: Path) -> object:
    engine, problems = load_engine(path, "cached", "cached/engine.py")
    assert problems == [] and engine is not None
    return engine.module.VALUE


def _cache_files(folder: Path) -> list[str]:
    pycache = folder / "__pycache__"
    return sorted(p.name for p in pycache.iterdir()) if pycache.is_dir() else []


@pytest.fixture
def writes_bytecode(monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", False)


def test_the_second_load_reads_the_cache_instead_of_compiling(tmp_path, writes_bytecode, monkeypatch) -> None:
    path = _engine(tmp_path, "PLAYERS = (2, 4)\nVALUE = 3\n")
    assert _value(path) == 3
    assert _cache_files(tmp_path) == [f"engine.pnp-{sys.implementation.cache_tag}.pyc"]
    compiled: list[str] = []
    real = compile
    monkeypatch.setattr(engine_mod, "compile", lambda *a, **k: compiled.append(a[1]) or real(*a, **k), raising=False)
    assert _value(path) == 3
    assert compiled == []


def test_an_edit_of_the_same_size_and_time_is_compiled_afresh(tmp_path, writes_bytecode) -> None:
    # two saves within one second, '3' typed over with '4': a timestamp .pyc would run the old code
    path = _engine(tmp_path, "PLAYERS = (2, 4)\nVALUE = 3\n")
    assert _value(path) == 3
    before = path.stat()
    path.write_text("PLAYERS = (2, 4)\nVALUE = 4\n", encoding="utf-8")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert path.stat().st_size == before.st_size
    assert _value(path) == 4


def test_a_copy_of_the_game_elsewhere_is_compiled_for_its_own_path(tmp_path, writes_bytecode) -> None:
    # tracebacks and ENG locations name the file the code was compiled from
    first = _engine(tmp_path / "a", "PLAYERS = (2, 4)\nVALUE = 1\n")
    _value(first)
    second = _engine(tmp_path / "b", "PLAYERS = (2, 4)\nVALUE = 1\n")
    (tmp_path / "b" / "__pycache__").mkdir()
    cache = _cache_files(tmp_path / "a")[0]
    (tmp_path / "b" / "__pycache__" / cache).write_bytes((tmp_path / "a" / "__pycache__" / cache).read_bytes())
    assert engine_mod.engine_code(second.read_bytes(), second).co_filename == str(second)
    assert engine_mod.engine_code(first.read_bytes(), first).co_filename == str(first)


def test_no_cache_is_written_when_python_writes_no_bytecode(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    path = _engine(tmp_path, "PLAYERS = (2, 4)\nVALUE = 5\n")
    assert _value(path) == 5
    assert _cache_files(tmp_path) == []


@pytest.mark.parametrize("junk", [b"", b"\x00" * 3, b"garbage that is not a cache at all"])
def test_a_broken_cache_file_is_compiled_over(tmp_path, writes_bytecode, junk) -> None:
    path = _engine(tmp_path, "PLAYERS = (2, 4)\nVALUE = 6\n")
    (tmp_path / "__pycache__").mkdir()
    (tmp_path / "__pycache__" / f"engine.pnp-{sys.implementation.cache_tag}.pyc").write_bytes(junk)
    assert _value(path) == 6
    assert _value(path) == 6   # and the rewritten cache reads back


def test_a_cache_with_the_right_stamp_but_cut_short_is_compiled_over(tmp_path, writes_bytecode) -> None:
    path = _engine(tmp_path, "PLAYERS = (2, 4)\nVALUE = 7\n")
    _value(path)
    cache = tmp_path / "__pycache__" / f"engine.pnp-{sys.implementation.cache_tag}.pyc"
    cache.write_bytes(cache.read_bytes()[:40])
    assert _value(path) == 7


def test_a_cache_that_cannot_be_written_leaves_no_temporary_file(tmp_path, writes_bytecode) -> None:
    path = _engine(tmp_path, "PLAYERS = (2, 4)\nVALUE = 9\n")
    (tmp_path / "__pycache__").mkdir()
    # the cache's own name taken by a folder: the rename fails, the load does not
    (tmp_path / "__pycache__" / f"engine.pnp-{sys.implementation.cache_tag}.pyc").mkdir()
    assert _value(path) == 9
    assert sorted(p.name for p in (tmp_path / "__pycache__").iterdir()) == \
        [f"engine.pnp-{sys.implementation.cache_tag}.pyc"]


def test_a_syntax_error_is_still_reported_at_its_line(tmp_path, writes_bytecode) -> None:
    path = _engine(tmp_path, "PLAYERS = (2, 4)\nVALUE = (\n")
    engine, problems = load_engine(path, "cached", "cached/engine.py")
    assert engine is None
    assert [(p.rule, p.loc.line) for p in problems] == [("ENG000", 2)]
    assert _cache_files(tmp_path) == []

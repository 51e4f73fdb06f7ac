"""The methods dataclass() writes, compiled once and kept (generator/core/method_code.py): the classes get the same
methods as without it, a text is compiled once, the file is read back only when it is whole and this Python's,
and nothing is written when Python writes no bytecode."""
from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

from generator.core import method_code


@pytest.fixture
def kept(tmp_path, monkeypatch) -> Path:
    """The hook with an empty memory and its file in tmp_path."""
    path = tmp_path / "__pycache__" / "dataclass-methods.test.marshal"
    monkeypatch.setattr(method_code, "_CODE", {})
    monkeypatch.setattr(method_code, "_USED", set())
    state = method_code._State()
    state.path = str(path)
    monkeypatch.setattr(method_code, "_STATE", state)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return path


def _point() -> type:
    return dataclasses.make_dataclass("Point", [("x", int), ("y", int, dataclasses.field(default=2))], frozen=True)


def test_pnp_installs_the_hook_before_its_model_classes() -> None:
    import generator.model   # noqa: F401  (the classes are defined through the hook)

    assert vars(dataclasses).get("exec") is method_code._exec
    assert method_code.cache_path() == method_code._STATE.path
    assert method_code.cache_path().endswith(f"dataclass-methods.{sys.implementation.cache_tag}.marshal")


def test_a_class_gets_the_methods_plain_dataclass_writes(kept, monkeypatch) -> None:
    hooked = _point()
    assert method_code._STATE.new and len(method_code._CODE) == len(method_code._USED) >= 5
    monkeypatch.delattr(dataclasses, "exec")   # dataclasses' own exec again
    plain = _point()
    for name in ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__"):
        a, b = getattr(hooked, name).__code__, getattr(plain, name).__code__
        assert (a.co_code, a.co_consts, a.co_names, a.co_varnames, a.co_filename) == \
               (b.co_code, b.co_consts, b.co_names, b.co_varnames, b.co_filename), name
    p = hooked(1)
    assert (repr(p), p == hooked(1, 2), hash(p) == hash(hooked(1)), p != hooked(1, 3)) == \
           ("Point(x=1, y=2)", True, True, True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.x = 3   # type: ignore[attr-defined]   # made at run time: mypy does not know its fields


def test_a_text_is_compiled_once_then_read_back_by_the_next_process(kept, monkeypatch) -> None:
    _point()
    compiled = dict(method_code._CODE)
    method_code.save()
    assert kept.is_file() and not method_code._STATE.new
    assert method_code._read(str(kept)).keys() == compiled.keys()

    monkeypatch.setattr(method_code, "_CODE", method_code._read(str(kept)))   # as the next process starts
    calls: list[str] = []
    real = compile
    monkeypatch.setattr("builtins.compile", lambda *a, **k: calls.append(a[0]) or real(*a, **k))
    again = _point()
    assert calls == [] and not method_code._STATE.new   # every method from the file, nothing compiled
    assert again(5) == again(5, 2) and repr(again(5)) == "Point(x=5, y=2)"
    method_code.save()
    assert len(method_code._read(str(kept))) == len(compiled)   # nothing new: the file is not written again


@pytest.mark.parametrize("data", [b"", b"pnp-dataclass-methods\0\0\0\0\0{", b"something else entirely",
                                  b"pnp-dataclass-methods\0" + b"\x00\x01\x02\x03" + b"\xe3"])
def test_a_file_that_is_not_whole_or_not_this_pythons_is_ignored(kept, data) -> None:
    kept.parent.mkdir(parents=True)
    kept.write_bytes(data)
    assert method_code._read(str(kept)) == {}
    assert _point()(1).y == 2   # and the classes are made as usual


def test_nothing_is_written_when_python_writes_no_bytecode(kept, monkeypatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    _point()
    method_code.save()
    assert not kept.parent.exists()


def test_a_folder_that_cannot_be_written_is_no_error(kept, tmp_path) -> None:
    kept.parent.parent.rmdir()
    kept.parent.parent.write_text("a file where the folder would be")
    _point()
    method_code.save()   # quietly nothing, as with Python's bytecode
    assert method_code._STATE.new

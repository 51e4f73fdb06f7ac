"""What Python compiles at every start, compiled once and kept (generator/core/start_code.py): classes get the
methods dataclass() writes and patterns the programs re makes without it, a text or pattern is compiled once,
the file is read back only when it is whole and this Python's, and nothing is written when Python writes no
bytecode."""
from __future__ import annotations

import dataclasses
import marshal
import re
import sys
from pathlib import Path

import pytest

from generator.core import start_code


@pytest.fixture
def kept(tmp_path, monkeypatch) -> Path:
    """The hook with an empty memory and its file in tmp_path."""
    path = tmp_path / "__pycache__" / "start-code.test.marshal"
    monkeypatch.setattr(start_code, "_CODE", {})
    monkeypatch.setattr(start_code, "_PATTERNS", {})
    monkeypatch.setattr(start_code, "_USED", set())
    state = start_code._State()
    state.path = str(path)
    state.compile_pattern, state.compiler = start_code._STATE.compile_pattern, start_code._STATE.compiler
    monkeypatch.setattr(start_code, "_STATE", state)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(start_code, "_SAVE_AFTER", 0.0)   # any new entry is worth writing here
    return path


def _point() -> type:
    return dataclasses.make_dataclass("Point", [("x", int), ("y", int, dataclasses.field(default=2))], frozen=True)


def test_pnp_installs_the_hook_before_its_model_classes() -> None:
    import generator.model   # noqa: F401  (the classes are defined through the hook)

    assert vars(dataclasses).get("exec") is start_code._exec
    assert start_code.cache_path() == start_code._STATE.path
    assert start_code.cache_path().endswith(f"start-code.{sys.implementation.cache_tag}.marshal")


def test_a_class_gets_the_methods_plain_dataclass_writes(kept, monkeypatch) -> None:
    hooked = _point()
    assert start_code._STATE.new and len(start_code._CODE) == len(start_code._USED) >= 5
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
    compiled = dict(start_code._CODE)
    start_code.save()
    assert kept.is_file() and not start_code._STATE.new
    assert start_code._read(str(kept))[0].keys() == compiled.keys()

    monkeypatch.setattr(start_code, "_CODE", start_code._read(str(kept))[0])   # as the next process starts
    calls: list[str] = []
    real = compile
    monkeypatch.setattr("builtins.compile", lambda *a, **k: calls.append(a[0]) or real(*a, **k))
    again = _point()
    assert calls == [] and not start_code._STATE.new   # every method from the file, nothing compiled
    assert again(5) == again(5, 2) and repr(again(5)) == "Point(x=5, y=2)"
    start_code.save()
    assert len(start_code._read(str(kept))[0]) == len(compiled)   # nothing new: the file is not written again


def _as_next_process(path: Path, monkeypatch) -> None:
    """The hook's memory as a new process starts it (install): nothing unpacked, the file's indexes read."""
    monkeypatch.setattr(start_code, "_CODE", {})
    monkeypatch.setattr(start_code, "_PATTERNS", {})
    monkeypatch.setattr(start_code, "_USED", set())
    start_code._STATE.data, start_code._STATE.codes, start_code._STATE.patterns = start_code._open(str(path))


def test_the_next_process_unpacks_only_what_it_asks_for(kept, monkeypatch) -> None:
    _point()
    re.compile(r"(?P<other>x)+y")    # an entry of the file the next process never asks for
    start_code.save()
    _as_next_process(kept, monkeypatch)
    assert len(start_code._STATE.codes) >= 5 and len(start_code._STATE.patterns) == 1
    calls: list[str] = []
    real = compile
    monkeypatch.setattr("builtins.compile", lambda *a, **k: calls.append(a[0]) or real(*a, **k))
    again = _point()
    assert calls == [] and not start_code._STATE.new and start_code._PATTERNS == {}
    assert len(start_code._CODE) == len(start_code._STATE.codes) and again(4) == again(4, 2)
    # written again (something new came), the entry nobody asked for stays, as it was packed
    monkeypatch.setattr(start_code._STATE, "new", 1)
    start_code.save()
    assert set(start_code._read(str(kept))[1]) == {(r"(?P<other>x)+y", 0)}


def test_an_entry_of_the_same_checksum_but_another_text_is_compiled(kept, monkeypatch) -> None:
    _point()
    start_code.save()
    _as_next_process(kept, monkeypatch)
    # every text's checksum points at the first entry: only that text is its own, the others are compiled
    first = next(iter(start_code._STATE.codes.values()))
    monkeypatch.setattr(start_code._STATE, "codes", {k: first for k in start_code._STATE.codes})
    again = _point()
    assert start_code._STATE.new == len(start_code._STATE.codes) - 1
    assert repr(again(1)) == "Point(x=1, y=2)"


def test_new_entries_quick_to_compile_do_not_rewrite_the_file(kept, monkeypatch) -> None:
    _point()
    start_code.save()
    before = kept.read_bytes()
    _as_next_process(kept, monkeypatch)
    monkeypatch.setattr(start_code, "_SAVE_AFTER", 1.0)   # (0.0015 s in pnp: writing costs a few ms)
    re.compile(r"[ab]c(?=d)")   # one new pattern (a library's built from a set is new at every start)
    assert start_code._STATE.new == 1 and 0 < start_code._STATE.spent < 1.0
    start_code.save()
    assert kept.read_bytes() == before


def _whole(body: bytes) -> bytes:
    return start_code._header() + body


@pytest.mark.parametrize("data", [b"", b"something else entirely", b"pnp-start-code\0\0\0\0\0(",
                                  _whole(b"\xe3"), _whole(b"(" + b"\x00" * 5), _whole(marshal.dumps({"a": 1})),
                                  start_code._header()[:-5] + b"2.7.18\0" + marshal.dumps(({}, {})),
                                  _whole(marshal.dumps(({1: 2}, {("a", 0): (0, [1], 0, {}, ()), ("b", 0): 3})))])
def test_a_file_that_is_not_whole_or_not_this_pythons_is_ignored(kept, data) -> None:
    kept.parent.mkdir(parents=True)
    kept.write_bytes(data)
    methods, patterns = start_code._read(str(kept))
    assert methods == {} and set(patterns) <= {("a", 0)}   # only an entry of the right shape is taken
    assert _point()(1).y == 2   # and the classes are made as usual


def test_nothing_is_written_when_python_writes_no_bytecode(kept, monkeypatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    _point()
    start_code.save()
    assert not kept.parent.exists()


def test_a_folder_that_cannot_be_written_is_no_error(kept, tmp_path) -> None:
    kept.parent.parent.rmdir()
    kept.parent.parent.write_text("a file where the folder would be")
    _point()
    start_code.save()   # quietly nothing, as with Python's bytecode
    assert start_code._STATE.new


_PATTERNS = [(r"(?P<count>\d+)\s+(?:gold|silver)\b", 0), (r"^(a|b)?c{2,5}$", re.I | re.M), (rb"\x00[^\n]*", 0),
             (r"(?i)[a-zæ]+(?=\.)", 0), (r"(?x) a \s* b  # spaced", 0)]


def _patterns_compiled() -> list[re.Pattern]:
    re.purge()   # re's in-process cache would answer before the compiler
    return [re.compile(p, f) for p, f in _PATTERNS]


def test_a_pattern_gets_the_program_re_makes_and_is_read_back(kept) -> None:
    hooked = _patterns_compiled()
    assert start_code._STATE.new and len(start_code._PATTERNS) == len(_PATTERNS)
    start_code.save()
    read = start_code._read(str(kept))[1]
    assert read == start_code._PATTERNS
    start_code._PATTERNS.clear()
    start_code._PATTERNS.update(read)   # as the next process starts: nothing parsed
    start_code._STATE.new = False
    again = _patterns_compiled()
    assert not start_code._STATE.new
    plain = [start_code._STATE.compile_pattern(p, f) for p, f in _PATTERNS]   # re's own compiler
    texts = ["12 gold and 3 silver", "CCC\nacc\nbcccccc", b"\x00abc\ndef", "Ship. Æther", "ab a  b"]
    for a, b, c, text in zip(hooked, again, plain, texts):
        assert (a.pattern, a.flags, a.groups, a.groupindex) == (c.pattern, c.flags, c.groups, c.groupindex)
        assert (b.pattern, b.flags, b.groups, b.groupindex) == (c.pattern, c.flags, c.groups, c.groupindex)
        found = [m.span() + m.groups() for m in c.finditer(text)]
        assert found and [m.span() + m.groups() for m in a.finditer(text)] == found
        assert [m.span() + m.groups() for m in b.finditer(text)] == found


def _hinted(monkeypatch) -> type:
    """A class written as pnp's modules write theirs (annotations as text, read back by get_type_hints), in a
    module of its own."""
    import types

    module = types.ModuleType("hinted_probe")
    monkeypatch.setitem(sys.modules, "hinted_probe", module)
    exec("from __future__ import annotations\nfrom typing import Optional\n"
         "class Hinted:\n    a: Optional[int]\n    b: 'tuple[str, ...]'\n    c: dict[str, list[int]]\n",
         vars(module))
    return vars(module)["Hinted"]


def test_a_forward_reference_gets_the_code_typing_makes_and_is_read_back(kept, monkeypatch) -> None:
    import typing

    assert vars(typing).get("compile") is start_code._compile_eval   # pnp's hook, from generator/__init__.py
    hooked = typing.get_type_hints(_hinted(monkeypatch))
    texts = {k[len(start_code._EVAL):] for k in start_code._CODE}
    # a quoted annotation is text twice: its quotes read first, then what they hold
    assert texts == {"Optional[int]", "'tuple[str, ...]'", "tuple[str, ...]", "dict[str, list[int]]"}
    assert start_code._STATE.new
    start_code.save()
    monkeypatch.setattr(start_code, "_CODE", start_code._read(str(kept))[0])   # as the next process starts
    start_code._STATE.new = False
    calls: list[str] = []
    real = compile
    monkeypatch.setattr("builtins.compile", lambda *a, **k: calls.append(a[0]) or real(*a, **k))
    again = typing.get_type_hints(_hinted(monkeypatch))
    assert calls == [] and not start_code._STATE.new   # every expression from the file, nothing compiled
    monkeypatch.setattr(typing, "compile", real)   # typing's own compile again
    plain = typing.get_type_hints(_hinted(monkeypatch))
    assert hooked == again == plain == {"a": typing.Optional[int], "b": tuple[str, ...], "c": dict[str, list[int]]}
    for text in texts:   # the code typing's own compile makes (typing inherits no future feature)
        a, b = start_code._CODE[start_code._EVAL + text], typing.ForwardRef(text).__forward_code__
        assert (a.co_code, a.co_consts, a.co_names, a.co_flags, a.co_filename) == \
               (b.co_code, b.co_consts, b.co_names, b.co_flags, b.co_filename), text


def test_re_compiles_through_the_hook_in_pnp() -> None:
    import re._compiler

    assert re._compiler.compile is start_code._compile_pattern
    re.purge()
    assert re.compile(r"x(?P<y>\d)").match("x7").group("y") == "7"


def test_the_environment_can_leave_both_hooks_out() -> None:
    import subprocess

    probe = ("import dataclasses, re._compiler, typing, generator, generator.core.start_code as s; "
             "print('exec' in vars(dataclasses), re._compiler.compile is s._compile_pattern, "
             "'compile' in vars(typing))")
    env = {**__import__("os").environ, "PNP_NO_START_CODE": "1"}
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, check=True)
    assert out.stdout.split() == ["False", "False", "False"]
    env.pop("PNP_NO_START_CODE")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, check=True)
    assert out.stdout.split() == ["True", "True", "True"]

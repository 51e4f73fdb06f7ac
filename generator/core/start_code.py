"""What Python compiles again at every start of pnp, compiled once and kept beside pnp's bytecode.

Two kinds of code are compiled at run time from text that is the same in every run, and Python keeps
neither between processes:

- the methods `dataclasses.dataclass` writes for each class (`__init__`, `__repr__`, `__eq__`, `__hash__`
  and, for a frozen class, `__setattr__` and `__delattr__`): for pnp's hundred-odd model classes about 580
  small functions compiled from source with `exec`, about 45 ms of CPU at each start;
- the programs of the regular expressions `re.compile` builds (pnp's, PyYAML's, markdown-it's): about 300
  patterns parsed and translated in a cold `pnp check`, about 35 ms of CPU in each process;
- the annotations `typing.get_type_hints` reads (the loader's schema reads the type hints of each model class
  it builds; pnp's modules write annotations as text, `from __future__ import annotations`): about 340
  expressions such as `Optional[Loc]`, each compiled by `typing.ForwardRef`, about 3 ms in each process.

`install()` hooks all three: the dataclasses module gets an `exec` of its own that compiles a text only the
first time it is seen, the typing module a `compile` of its own that does the same for the expressions its
ForwardRef compiles (as typing compiles them: `compile(text, "<string>", "eval")` with no future features,
typing itself having none), and `re`'s compiler a front that parses and translates a pattern only the first
time (the program, its group count and names are then handed to `_sre.compile` as `re` itself does). The
memories live in one file under generator/__pycache__/ (beside Python's own .pyc files, in Python's marshal format,
stamped with this Python's exact version); the next process reads it once, and unpacks an entry only when it is
first asked for: the file holds what every command compiled (a build's renderers, a test run's patterns), about
2.3 MB, of which a `pnp check` needs under half (unpacking all of it cost about 8 ms of CPU, and its memory, at
every start). Each entry is found by a checksum of its text (zlib's CRC-32) and unpacked with its text, which
must be the one asked for: two texts of one checksum are a miss, compiled as usual. What a class or a pattern gets is
exactly what it got without the hook: the same text compiled the same way (`exec` of a text compiles it as
`compile(text, "<string>", "exec")`), the same program for the same pattern and flags. The text is the key,
so an edited class or pattern misses and is compiled again. Nothing is written where Python would write no
bytecode (PYTHONDONTWRITEBYTECODE, no cache tag) or cannot (a read-only install); an unreadable file or one
of another Python is ignored. A Python whose dataclasses or re compile another way leaves a hook unused: no
speed-up, nothing else changes. `PNP_NO_START_CODE=1` in the environment leaves the hooks out.
"""
from __future__ import annotations

import builtins
import sys
from time import perf_counter
from types import CodeType
from typing import Any, Callable, Optional

# a method's source -> its code; (pattern, flags) -> what _sre.compile takes after the pattern
_CODE: dict[str, CodeType] = {}
_PATTERNS: dict[tuple[Any, int], tuple] = {}
_USED: set[Any] = set()   # the keys of both this process compiled or ran


class _State:
    path = ""      # the file (set by install)
    new = 0        # how many texts and patterns this process compiled that the file does not hold
    spent = 0.0    # and the seconds compiling them took
    compile_pattern: Optional[Callable[..., Any]] = None   # re's own compiler, which the hook stands before
    compiler: Any = None   # re._compiler
    data = b""     # the file's entries, packed: each the marshal of (its key, its value)
    codes: dict[int, tuple[int, int]] = {}      # a text's checksum -> (offset, length) of its entry in data
    patterns: dict[int, tuple[int, int]] = {}   # a pattern's checksum -> the same


_STATE = _State()
_KEEP = 8000   # past this many kept entries (old edits), only the ones this process used are kept
# The file is written again only when what a process compiled anew took at least this long (s): writing it costs a
# few ms, compiling one text or pattern tens of us. Some libraries build a pattern from a set, whose order changes
# with every process's string hashing (markdown-it's inline terminators): that one pattern is new at every start,
# and rewrote the whole file at every `pnp check` until this. A new entry left unwritten is compiled again, at a
# cost under this, and written when it comes with enough others.
_SAVE_AFTER = 0.0015


def install() -> None:
    """Hook dataclasses' and re's compiling (once per process), reading what earlier runs compiled."""
    import dataclasses
    import re

    import os

    if _STATE.path or os.environ.get("PNP_NO_START_CODE"):   # installed already, or turned off (a Python whose
        return                                                # internals surprise it: compiled as Python would)
    path = cache_path()
    if path is None:
        return
    _STATE.path = path
    _STATE.data, _STATE.codes, _STATE.patterns = _open(path)
    if "exec" not in vars(dataclasses):   # someone else's hook: leave it
        dataclasses.exec = _exec   # type: ignore[attr-defined]   # found before the builtin by dataclasses' own calls
    import typing

    if "compile" not in vars(typing) and _typing_hook_fits(typing):
        typing.compile = _compile_eval   # type: ignore[attr-defined]   # found before the builtin by ForwardRef
    compiler = getattr(re, "_compiler", None)
    if compiler is not None and _pattern_hook_fits(compiler):
        _STATE.compile_pattern, _STATE.compiler = compiler.compile, compiler
        compiler.compile = _compile_pattern
    import atexit

    atexit.register(save)


def cache_path() -> Optional[str]:
    """Where the compiled code is kept: generator/__pycache__/start-code.<tag>.marshal (under
    sys.pycache_prefix when set, as Python's .pyc files are); None when Python keeps no bytecode cache."""
    from importlib.util import cache_from_source

    if sys.implementation.cache_tag is None:
        return None
    here = __file__.rsplit("core", 1)[0]   # the generator package's folder, with its separator
    try:
        pyc = cache_from_source(f"{here}start-code.py")
    except (NotImplementedError, ValueError):
        return None
    return pyc[:-len(".pyc")] + ".marshal" if pyc.endswith(".pyc") else None


def _header() -> bytes:
    from importlib.util import MAGIC_NUMBER

    # marshal's format of code changes with Python's version, a pattern's program with its re module
    return b"pnp-start-code-2\0" + MAGIC_NUMBER + sys.version.encode() + b"\0"


def _open(path: str) -> tuple[bytes, dict[int, tuple[int, int]], dict[int, tuple[int, int]]]:
    """The file's packed entries and its two indexes into them; nothing when it is missing, not whole, or another
    Python's."""
    import marshal

    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return b"", {}, {}
    head = _header()
    if not data.startswith(head) or len(data) < len(head) + 4:
        return b"", {}, {}
    size = int.from_bytes(data[len(head):len(head) + 4], "little")
    start = len(head) + 4 + size
    try:
        got = marshal.loads(data[len(head) + 4:start])
    except (EOFError, ValueError, TypeError):
        return b"", {}, {}
    if not (isinstance(got, tuple) and len(got) == 2 and all(_index_shape(x, len(data) - start) for x in got)):
        return b"", {}, {}
    return data[start:], got[0], got[1]


def _index_shape(index: object, size: int) -> bool:
    return isinstance(index, dict) and all(
        type(k) is int and isinstance(v, tuple) and len(v) == 2 and type(v[0]) is int and type(v[1]) is int
        and 0 <= v[0] and 0 < v[1] and v[0] + v[1] <= size for k, v in index.items())


def _unpack(data: bytes, where: Optional[tuple[int, int]]) -> Optional[tuple[Any, Any]]:
    """The (key, value) of one packed entry, None when it cannot be read."""
    import marshal

    if where is None:
        return None
    try:
        got = marshal.loads(data[where[0]:where[0] + where[1]])
    except (EOFError, ValueError, TypeError):
        return None
    return got if isinstance(got, tuple) and len(got) == 2 else None


def _code_sum(text: str) -> int:
    import zlib

    return zlib.crc32(text.encode("utf-8", "surrogatepass"))


def _pattern_sum(key: tuple[Any, int]) -> int:
    import zlib

    p, flags = key
    raw = p.encode("utf-8", "surrogatepass") if isinstance(p, str) else bytes(p)
    return zlib.crc32(raw, (flags * 2 + isinstance(p, str)) & 0xFFFFFFFF)


def _kept_code(text: str) -> Optional[CodeType]:
    """The code the file holds for this text (a method's source or an expression's key), or None."""
    got = _unpack(_STATE.data, _STATE.codes.get(_code_sum(text))) if _STATE.codes else None
    if got is None or got[0] != text or not isinstance(got[1], CodeType):
        return None
    _CODE[text] = got[1]
    return got[1]


def _kept_pattern(key: tuple[Any, int]) -> Optional[tuple]:
    """What the file holds for this pattern and its flags, or None."""
    got = _unpack(_STATE.data, _STATE.patterns.get(_pattern_sum(key))) if _STATE.patterns else None
    if got is None or got[0] != key or not _pattern_entry(got[0], got[1]):
        return None
    _PATTERNS[key] = got[1]
    return got[1]


def _read(path: str) -> tuple[dict[str, CodeType], dict[tuple[Any, int], tuple]]:
    """Every entry of the file unpacked: (texts and their code, patterns and their programs); an entry of another
    shape is left out."""
    data, codes, patterns = _open(path)
    methods: dict[str, CodeType] = {}
    programs: dict[tuple[Any, int], tuple] = {}
    for where in codes.values():
        got = _unpack(data, where)
        if got is not None and isinstance(got[0], str) and isinstance(got[1], CodeType):
            methods[got[0]] = got[1]
    for where in patterns.values():
        got = _unpack(data, where)
        if got is not None and _pattern_entry(*got):
            programs[got[0]] = got[1]
    return methods, programs


def _pattern_entry(key: object, value: object) -> bool:
    """Whether a read entry has the shapes _compile_pattern stores: ((pattern, flags), (flags, program,
    groups, groupindex, indexgroup))."""
    return (isinstance(key, tuple) and len(key) == 2 and isinstance(key[0], (str, bytes)) and type(key[1]) is int
            and isinstance(value, tuple) and len(value) == 5 and type(value[0]) is int
            and isinstance(value[1], list) and type(value[2]) is int and isinstance(value[3], dict)
            and isinstance(value[4], tuple))


def _exec(source: Any, globals: Optional[dict] = None, locals: Optional[dict] = None) -> None:
    """`exec` for the dataclasses module: a text is compiled once, then its code is run as exec would run it."""
    if type(source) is str:
        code = _CODE.get(source) or _kept_code(source)
        if code is None:
            start = perf_counter()
            code = compile(source, "<string>", "exec", dont_inherit=True)
            _CODE[source] = code
            _STATE.new += 1
            _STATE.spent += perf_counter() - start
        _USED.add(source)
        source = code
    builtins.exec(source, globals, locals)


# the flags a `from __future__` import sets on code (CO_FUTURE_*): compile() passes them on to what it compiles
# unless told not to inherit, so the hook compiles as typing's own call does only when typing's code has none
_FUTURE_FLAGS = 0x1FE0000
_EVAL = "\0eval\0"   # the key of an expression's code: a prefix no source text holds (compile refuses NUL)


def _typing_hook_fits(typing: Any) -> bool:
    """Whether typing compiles forward references as _compile_eval stands in for (3.11 to 3.13): ForwardRef's
    __init__ calls the global `compile`, and typing's code inherits no future feature."""
    code = getattr(getattr(getattr(typing, "ForwardRef", None), "__init__", None), "__code__", None)
    return code is not None and "compile" in code.co_names and not code.co_flags & _FUTURE_FLAGS


def _compile_eval(source: Any, filename: Any, mode: Any, *args: Any, **kwargs: Any) -> Any:
    """`compile` for the typing module: the expression of a forward reference (`compile(text, "<string>",
    "eval")`) is compiled once, then its code is handed back as compile would make it; any other call is
    compiled as typing's own call would be (no future feature inherited: typing has none)."""
    if type(source) is str and filename == "<string>" and mode == "eval" and not args and not kwargs:
        key = _EVAL + source
        code = _CODE.get(key) or _kept_code(key)
        if code is None:
            start = perf_counter()
            code = compile(source, "<string>", "eval", dont_inherit=True)
            _CODE[key] = code
            _STATE.new += 1
            _STATE.spent += perf_counter() - start
        _USED.add(key)
        return code
    if len(args) < 2:   # dont_inherit not given by position
        kwargs.setdefault("dont_inherit", True)
    return compile(source, filename, mode, *args, **kwargs)


def _pattern_hook_fits(compiler: Any) -> bool:
    """Whether re's compiler is the one _compile_pattern stands in for (3.11 to 3.13): its steps are there."""
    code = getattr(getattr(compiler, "compile", None), "__code__", None)
    return (code is not None and code.co_varnames[:2] == ("p", "flags")
            and all(hasattr(compiler, n) for n in ("_code", "_parser", "_sre", "SRE_FLAG_DEBUG")))


def _compile_pattern(p: Any, flags: int = 0) -> Any:
    """re's compiler: a pattern's program is worked out once (parsed and translated as re._compiler.compile
    does), then every process hands the kept program to _sre.compile."""
    compiler = _STATE.compiler
    kind = type(p)
    if (kind is not str and kind is not bytes) or flags & compiler.SRE_FLAG_DEBUG:
        assert _STATE.compile_pattern is not None
        return _STATE.compile_pattern(p, flags)
    key = (p, int(flags))
    args = _PATTERNS.get(key) or _kept_pattern(key)
    if args is None:
        start = perf_counter()
        parsed = compiler._parser.parse(p, flags)
        code = [int(op) for op in compiler._code(parsed, flags)]   # plain ints (some are re's named
        # constants), which _sre.compile reads as it reads those and marshal can write
        groupindex = parsed.state.groupdict
        indexgroup: list[Optional[str]] = [None] * parsed.state.groups
        for k, i in groupindex.items():
            indexgroup[i] = k
        args = (int(flags | parsed.state.flags), code, parsed.state.groups - 1, dict(groupindex), tuple(indexgroup))
        _PATTERNS[key] = args
        _STATE.new += 1
        _STATE.spent += perf_counter() - start
    _USED.add(key)
    return compiler._sre.compile(p, args[0], args[1], args[2], args[3], args[4])


def save() -> None:
    """Write the compiled code when this process compiled any (at exit): what it compiled or unpacked, and the
    file's other entries as they were packed (past _KEEP entries in all, only what this process used); quietly
    nothing when the folder cannot be written, as with Python's own bytecode."""
    import marshal
    import os

    path = _STATE.path
    if not path or not _STATE.new or _STATE.spent < _SAVE_AFTER or sys.dont_write_bytecode:
        return
    codes = {_code_sum(k): marshal.dumps((k, v)) for k, v in _CODE.items()}
    patterns = {_pattern_sum(k): marshal.dumps((k, v)) for k, v in _PATTERNS.items()}
    if len(_STATE.codes) + len(_STATE.patterns) + len(codes) + len(patterns) > _KEEP:
        codes = {_code_sum(k): marshal.dumps((k, v)) for k, v in _CODE.items() if k in _USED}
        patterns = {_pattern_sum(k): marshal.dumps((k, v)) for k, v in _PATTERNS.items() if k in _USED}
    else:   # the entries nobody asked for this time, as they were
        for kept, out in ((_STATE.codes, codes), (_STATE.patterns, patterns)):
            for digest, (at, size) in kept.items():
                out.setdefault(digest, _STATE.data[at:at + size])
    blob: list[bytes] = []
    offset = 0
    indexes: list[dict[int, tuple[int, int]]] = []
    for out in (codes, patterns):
        index: dict[int, tuple[int, int]] = {}
        for digest in sorted(out):
            entry = out[digest]
            index[digest] = (offset, len(entry))
            blob.append(entry)
            offset += len(entry)
        indexes.append(index)
    head = marshal.dumps(tuple(indexes))
    temp = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(temp, "wb") as f:
            f.write(_header() + len(head).to_bytes(4, "little") + head + b"".join(blob))
        os.replace(temp, path)   # a reader sees the old file or the new one, never half of one
    except (OSError, ValueError):   # ValueError: something marshal cannot write; the file is only a speed-up
        try:
            os.remove(temp)
        except OSError:
            pass
        return
    _STATE.new, _STATE.spent = 0, 0.0

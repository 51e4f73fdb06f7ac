"""The files of a game folder as the load stage read them, once: the only copy the check (and, in time, the
renderers) may read.

`load_game` reads game.yaml, the decks' CSV files, rulebook.md and quickref.md with their editions'
copies (`rulebook.<lang>.md`), translations/*.yaml, every layout in layouts/ and every file of icons/
(YAML, SVG and PNG icons, _aliases.yaml) into one `SourceText` each: the bytes read, the text as the loader
decoded it, and the problems that stopped it being read or decoded. `Sources` holds them by their path
inside the game folder. A later stage asks `Sources` instead of the disk: `read_text` answers as
`Path.read_text` would have (FileNotFoundError for a file the loader did not keep, UnicodeDecodeError for
bytes that are not in the encoding), so a file changed on disk after loading changes nothing in one run.
"""
from __future__ import annotations

import os
from bisect import bisect_right
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import Mapping, Optional, Union

from ..core.errors import Problem

PathLike = Union[str, os.PathLike]


@dataclass(frozen=True)
class SourceText:
    """One file of the game folder, read once by the load stage."""

    rel: str
    """Its path inside the game folder, '/'-separated (`cards/heroes.csv`)."""
    shown: str
    """Its path as messages name it."""
    data: Optional[bytes] = field(default=None, repr=False)
    """The bytes read; None when the file could not be read (then `problems` says why)."""
    problems: tuple[Problem, ...] = ()
    """Why the file is no usable text (not found, not a regular file, too big, not UTF-8, refused control
    characters); empty for a text the later stages can use as it is."""
    text: Optional[str] = field(default=None, repr=False)
    """The text as the loader decoded it (UTF-8, a byte-order mark dropped, line ends as written); None
    when `problems` refused it."""

    def read_text(self, encoding: str = "utf-8-sig", errors: str = "strict") -> str:
        """The text as `Path.read_text(encoding=..., errors=...)` returns it (line ends made '\\n'); OSError when
        the file could not be read, UnicodeDecodeError when its bytes are not in `encoding`."""
        if self.data is None:
            raise FileNotFoundError(2, "the load stage could not read the file", self.shown)
        return self.data.decode(encoding, errors).replace("\r\n", "\n").replace("\r", "\n")

    @cached_property
    def lines(self) -> tuple[str, ...]:
        """The decoded text's lines (no line ends); none when it is no usable text."""
        return tuple(self.text.splitlines()) if self.text is not None else ()

    @cached_property
    def _line_starts(self) -> tuple[int, ...]:
        text = self.text or ""
        starts = [0]
        for i, ch in enumerate(text):
            if ch == "\n" or (ch == "\r" and text[i + 1:i + 2] != "\n"):
                starts.append(i + 1)
        return tuple(starts)

    def line_col(self, offset: int) -> tuple[int, int]:
        """The 1-based line and column of a character offset into `text`."""
        starts = self._line_starts
        line = bisect_right(starts, offset)
        return line, offset - starts[line - 1] + 1


@dataclass(frozen=True)
class Sources:
    """Every file of one game folder the load stage kept, by its path inside the folder.

    Its methods take a path as `Path` does (absolute, or relative to the working directory: the game folder
    joined with a name, `loaded.folder / "game.yaml"`); `files` is keyed by the path inside the folder."""

    folder: Path
    files: Mapping[str, SourceText] = field(default_factory=lambda: MappingProxyType({}))
    """The files kept, text and binary assets, by their path inside the folder."""
    listing: frozenset[str] = frozenset()
    """Every regular file the folder held when it was loaded (kept or not), by its path inside the folder."""

    def __post_init__(self) -> None:
        # the folder's absolute and real spellings, taken once: a path is found by either
        object.__setattr__(self, "_absolute", os.path.abspath(self.folder))
        object.__setattr__(self, "_real", os.path.realpath(self.folder))

    def rel(self, path: PathLike) -> Optional[str]:
        """`path` (as `Path` takes it: absolute, resolved or not, or relative to the working directory) as a
        key of `files`; None when it is outside the folder."""
        absolute = os.path.abspath(path)
        # set by __post_init__ through object.__setattr__ (the dataclass is frozen), so not declared as fields
        folders = (self._absolute, self._real)   # type: ignore[attr-defined]
        inside = folders[0] + os.sep
        if absolute.startswith(inside) and inside != os.sep + os.sep:
            # the commonest case, about a thousand times a check: what relpath answers for a normalised path
            # under the folder is the rest of it after the folder and a separator (POSIX spelling: '/' already)
            rest = absolute[len(inside):]
            return rest if os.sep == "/" else Path(rest).as_posix()
        for base in folders:
            rel = os.path.relpath(absolute, base)
            if rel != ".." and not rel.startswith(".." + os.sep):
                return Path(rel).as_posix()
        return None

    def get(self, path: PathLike) -> Optional[SourceText]:
        """The kept file at `path`, or None (not kept: missing, or not a kind kept; outside the folder)."""
        rel = self.rel(path)
        return self.files.get(rel) if rel is not None else None

    def is_file(self, path: PathLike) -> bool:
        """Whether the load stage found (and kept) a file at `path`."""
        return self.get(path) is not None

    def exists(self, path: PathLike) -> bool:
        """Whether the folder held a regular file at `path` when it was loaded (kept or not, as
        `Path.is_file` would have said then); a path outside the folder is asked of the disk."""
        rel = self.rel(path)
        if rel is None:
            return Path(path).is_file()
        return rel in self.listing or rel in self.files

    def read_bytes(self, path: PathLike) -> bytes:
        """As `Path(path).read_bytes()`, from the kept bytes (FileNotFoundError when not kept); a path outside
        the game folder (pnp's own fonts/) is read from the disk."""
        rel = self.rel(path)
        if rel is None:
            return Path(path).read_bytes()
        source = self.files.get(rel)
        if source is None or source.data is None:
            raise FileNotFoundError(2, "not a file the load stage kept", str(path))
        return source.data

    def read_text(self, path: PathLike, encoding: str = "utf-8-sig") -> str:
        """As `Path(path).read_text(encoding=...)`, from the kept bytes (FileNotFoundError when not kept). A
        path outside the game folder is pnp's own (templates/: a built-in layout or icon) and is read from
        the disk: those are no content of the game."""
        rel = self.rel(path)
        if rel is None:
            return Path(path).read_text(encoding=encoding)
        source = self.files.get(rel)
        if source is None:
            raise FileNotFoundError(2, "not a file the load stage kept", str(path))
        return source.read_text(encoding)


def shown_in(root: str, rel: str) -> str:
    """A file of the game as messages show it: under the folder's shown path, or alone when the folder is the
    working directory ('game.yaml', not './game.yaml')."""
    return rel if root == "." else f"{root}/{rel}"

"""Which characters a game's fonts can draw, read straight from each TrueType file's cmap table.

`pnp check` must stay fast and import no renderer, so this reads the sfnt
table directory and the Unicode cmap subtable (format 4 or 12) with
`struct`, and answers `covers(ch)` by looking the one code point up, lazily:
a check asks about the few hundred distinct characters a game uses, never
the whole font. fontTools (a WeasyPrint dependency) reads the same tables in
the tests, as the independent reference.
"""
from __future__ import annotations

import bisect
import io
import struct
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Optional

from ..core.errors import GeneratorError

BUNDLED_FONTS = ("Lato-Regular.ttf", "Vollkorn-Regular.ttf")   # one face per family: a family's faces share a cmap
# pnp's last fallback, after a game's own: card suits, dice faces, arrows, stars, check marks, shapes, chess pieces,
# circled numbers (a subset of DejaVu Sans, fonts/README.md), so '3♠' or '⚄' prints without a font of the game's
SYMBOLS_FONT = "PnpSymbols.ttf"
# Characters no font needs a glyph for: line breaks, tabs, format controls such as ZWJ or the variation selectors.
_INVISIBLE = {"Cc", "Cf", "Zl", "Zp"}


class FontFileError(GeneratorError):
    """A font file pnp was asked to use is not a readable TrueType font."""


@dataclass
class Coverage:
    """One font's cmap, looked up one code point at a time."""

    path: Path
    _data: bytes = field(repr=False, default=b"")
    _format: int = 0
    _offset: int = 0
    _segments: tuple = ()
    _cache: dict[int, bool] = field(default_factory=dict, repr=False)

    @classmethod
    def read(cls, path: Path, data: Optional[bytes] = None) -> "Coverage":
        """The font at `path` (its bytes `data`, as the load stage kept them, when given)."""
        try:
            with (io.BytesIO(data) if data is not None else open(path, "rb")) as handle:   # the table directory
                # and the cmap table only: fast
                head = handle.read(12)
                tag = head[:4]
                if tag not in (b"\x00\x01\x00\x00", b"true"):
                    kind = "an OpenType/CFF font" if tag == b"OTTO" else "not a TrueType font"
                    raise FontFileError(f"{Path(path).name} is {kind}; pnp embeds TrueType (.ttf) fonts only")
                (count,) = struct.unpack_from(">H", head, 4)
                directory = handle.read(16 * count)
                tables = {directory[16 * i:16 * i + 4]: struct.unpack_from(">II", directory, 16 * i + 8)
                          for i in range(count)}
                if b"cmap" not in tables:
                    raise FontFileError(f"{Path(path).name} has no character map")
                size = handle.seek(0, io.SEEK_END)
                end = max(offset + length for offset, length in tables.values())
                if end > size:   # a copy cut short: the build's font reader fails deep inside a worker
                    raise FontFileError(f"{Path(path).name} is cut short: its tables run to byte {end:,} but the "
                                        f"file holds {size:,}; copy the font file again")
                offset, length = tables[b"cmap"]
                handle.seek(offset)
                data = handle.read(min(length, 16 * 1024 * 1024))
        except OSError as exc:
            raise FontFileError(f"cannot read the font {path}: {exc.strerror}") from None
        except struct.error:
            raise FontFileError(f"{Path(path).name} is not a readable TrueType font") from None
        cov = cls(Path(path), data)
        cov._parse()
        return cov

    def _parse(self) -> None:
        data = self._data
        try:
            cmap = 0
            (n,) = struct.unpack_from(">H", data, cmap + 2)
            best: Optional[tuple[int, int]] = None
            for i in range(n):
                platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
                fmt = struct.unpack_from(">H", data, cmap + offset)[0]
                if (platform, encoding) in ((3, 10), (0, 4), (0, 6)) and fmt == 12:
                    best = (12, cmap + offset)
                elif (platform, encoding) in ((3, 1), (0, 3)) and fmt == 4 and (best is None or best[0] != 12):
                    best = (4, cmap + offset)
            if best is None:
                raise FontFileError(f"{self.path.name} has no Unicode character map")
            self._format, self._offset = best
            self._segments = self._read_segments()
        except (struct.error, KeyError, IndexError):
            raise FontFileError(f"{self.path.name} is not a readable TrueType font") from None

    def _read_segments(self) -> tuple:
        data, at = self._data, self._offset
        if self._format == 12:
            (groups,) = struct.unpack_from(">I", data, at + 12)
            starts, ends, glyphs = [], [], []
            for i in range(groups):
                start, end, glyph = struct.unpack_from(">III", data, at + 16 + 12 * i)
                starts.append(start)
                ends.append(end)
                glyphs.append(glyph)
            return (starts, ends, glyphs)
        (seg2,) = struct.unpack_from(">H", data, at + 6)
        segs = seg2 // 2
        ends = list(struct.unpack_from(f">{segs}H", data, at + 14))
        starts = list(struct.unpack_from(f">{segs}H", data, at + 16 + seg2))
        return (starts, ends, at + 16 + 2 * seg2, segs)

    def covers(self, ch: str) -> bool:
        cp = ord(ch)
        if cp not in self._cache:
            self._cache[cp] = self._glyph(cp) != 0
        return self._cache[cp]

    def _glyph(self, cp: int) -> int:
        data = self._data
        if self._format == 12:
            starts, ends, glyphs = self._segments
            i = bisect.bisect_right(starts, cp) - 1
            return glyphs[i] + cp - starts[i] if i >= 0 and cp <= ends[i] else 0
        starts, ends, deltas_at, segs = self._segments
        if cp > 0xFFFF:
            return 0
        i = bisect.bisect_left(ends, cp)
        if i >= segs or starts[i] > cp:
            return 0
        (delta,) = struct.unpack_from(">h", data, deltas_at + 2 * i)
        range_at = deltas_at + 2 * segs + 2 * i
        (range_offset,) = struct.unpack_from(">H", data, range_at)
        if range_offset == 0:
            return (cp + delta) & 0xFFFF
        (glyph,) = struct.unpack_from(">H", data, range_at + range_offset + 2 * (cp - starts[i]))
        return (glyph + delta) & 0xFFFF if glyph else 0


def needs_glyph(ch: str) -> bool:
    """False for characters that draw nothing (line breaks, tabs, joiners, variation selectors)."""
    return ch != " " and unicodedata.category(ch) not in _INVISIBLE


@dataclass
class FontSet:
    """Several fonts together: a character is drawable when any of them has it."""

    fonts: tuple[Coverage, ...]

    def missing(self, text: str) -> Iterable[tuple[int, str]]:
        """(index, character) of each character of text that no font of the set can draw."""
        fonts = self.fonts
        for i, ch in enumerate(text):
            if ch.isascii() and ch.isprintable():   # every bundled font has ASCII; skip the lookups
                continue
            if needs_glyph(ch) and not any(f.covers(ch) for f in fonts):
                yield i, ch


def char_name(ch: str) -> str:
    """'U+1F600 GRINNING FACE'."""
    return f"U+{ord(ch):04X} {unicodedata.name(ch, 'unnamed character')}"


def bundled_fonts_dir() -> Path:
    from .discover import PACKAGE_ROOT

    return PACKAGE_ROOT / "fonts"


def fallback_path(folder: Path, name: str, sources: Any = None) -> tuple[Optional[Path], str]:
    """The file a style.fallback_fonts entry names (game folder first, then pnp's fonts/), or why it cannot be used.
    With the game's `sources` (load/sources.py), whether the game folder has it is asked of them."""
    from ..core.confine import path_problem

    why = path_problem(folder, name)
    if why:
        return None, why
    for candidate in (folder / name, bundled_fonts_dir() / name):
        if sources.exists(candidate) if sources is not None else candidate.is_file():
            return candidate, ""
    return None, f"no font file '{name}' in the game's folder or pnp's fonts/"


def usable_fallbacks(folder: Path, names: Iterable[str], sources: Any = None) -> list[Path]:
    """The fallback font files that can be used (the check reports the others as GLY002); with the game's
    `sources`, a font of its folder is judged by the bytes the load kept."""
    found = []
    for name in (*names, SYMBOLS_FONT):   # pnp's symbols last, after the game's own fallbacks
        path, _ = fallback_path(folder, name, sources)
        if path is not None:
            kept = sources.get(path) if sources is not None else None
            try:
                Coverage.read(path, kept.data if kept is not None else None)
            except FontFileError:
                continue
            if path.resolve() not in found:
                found.append(path.resolve())
    return found

"""A TrueType font's advance widths and descent, read with `struct`, for the check to measure text as drawing does.

`pnp check` imports no ReportLab (its cold start is budgeted: bench/check_cold.py),
yet a token's text fits its token or not by the font's metrics (TOK005). This
reads the few tables that answer it (head, hhea, hmtx, OS/2, and the cmap
through glyphs.Coverage) and gives each string the width ReportLab gives it: the
sum of its characters' advances, scaled to 1000 units per em, and the descent
ReportLab writes to the PDF (OS/2's typographic descender, else head's yMin).
No kerning, as ReportLab draws none. tests/core/test_tokens_fit.py holds the two
equal for pnp's fonts.
"""
from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from .glyphs import Coverage, FontFileError


@dataclass
class FontWidths:
    """One font's advances (font units) by glyph, and what it takes to look a character's glyph up."""

    coverage: Coverage
    units: int                       # per em
    advances: tuple[int, ...]        # hmtx's advance widths; glyphs past the last take the last one
    descent: float                   # per size (negative), as the PDF's font descriptor gives it
    _cache: dict[str, float] = field(default_factory=dict, repr=False)

    @classmethod
    def read(cls, path: Path, data: Optional[bytes] = None) -> "FontWidths":
        try:
            data = data if data is not None else Path(path).read_bytes()
            (count,) = struct.unpack_from(">H", data, 4)
            tables = {data[12 + 16 * i:16 + 16 * i]: struct.unpack_from(">II", data, 12 + 16 * i + 8)
                      for i in range(count)}
            head, hhea, hmtx = (tables[t][0] for t in (b"head", b"hhea", b"hmtx"))
            (units,) = struct.unpack_from(">H", data, head + 18)
            (y_min,) = struct.unpack_from(">h", data, head + 38)
            (metrics,) = struct.unpack_from(">H", data, hhea + 34)
            advances = struct.unpack_from(f">{2 * metrics}H", data, hmtx)[::2]   # (advance, left bearing) pairs
            descender = y_min
            if b"OS/2" in tables:
                (descender,) = struct.unpack_from(">h", data, tables[b"OS/2"][0] + 70)
        except (OSError, struct.error, KeyError) as exc:
            raise FontFileError(f"{Path(path).name} is not a readable TrueType font ({exc})") from None
        return cls(Coverage.read(path, data), units, advances, descender / units)

    def covers(self, text: str) -> bool:
        """Whether the font has every character of the text (else the renderer sets some in a fallback font)."""
        return all(self.coverage.covers(ch) for ch in set(text))

    def _char(self, ch: str) -> float:
        if ch not in self._cache:
            cp = 0x20 if ch == "\u00a0" else ord(ch)   # ReportLab gives a no-break space the space's width
            glyph = self.coverage._glyph(cp)
            advance = self.advances[min(glyph, len(self.advances) - 1)] if self.advances else 0
            self._cache[ch] = advance * (1000 / self.units) if self.units != 1000 else float(advance)
        return self._cache[ch]

    def stringWidth(self, text: str, font: str, size: float) -> float:  # noqa: N802 (ReportLab's name)
        """The text's width in pt at `size` (`font` is the one this was read from: token_fit passes its name)."""
        return sum(self._char(ch) for ch in text) * size * 0.001

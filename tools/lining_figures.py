"""Give pnp's bundled Vollkorn its lining figures as its digits: fonts/Vollkorn-*.ttf map 0-9 to the `.lf` glyphs
the fonts already hold, in place of the old-style figures they map by default.

    .venv/bin/python tools/lining_figures.py          # remap the files in fonts/ (a file already remapped is kept)
    .venv/bin/python tools/lining_figures.py --check  # exit 1 when a file still maps a digit to an old-style figure

Vollkorn's default figures are old-style: a bold '1' on a card's badge reads as a capital 'I', and a '3' or '5'
drops below the line, which five designers writing games for pnp met on cost and value badges. ReportLab, which
draws cards, boards and tokens, applies no OpenType feature, so the fonts' own 'lnum' cannot be asked for; the
character map is changed instead, nothing else (outlines, widths, names and the SIL OFL 1.1 licence, which
declares no Reserved Font Name, are kept). The result is the same bytes each run (no timestamp is rewritten).
"""
from __future__ import annotations

import sys
from pathlib import Path

FONTS = Path(__file__).resolve().parent.parent / "fonts"
DIGITS = "0123456789"


def remap(path: Path, check: bool) -> bool:
    """Whether the file maps every digit to a lining figure (after remapping it, unless `check`)."""
    from fontTools.ttLib import TTFont

    font = TTFont(str(path))
    order = set(font.getGlyphOrder())
    changed = False
    for table in font["cmap"].tables:
        if not table.isUnicode():
            continue
        for d in DIGITS:
            glyph = table.cmap.get(ord(d))
            if glyph is None or glyph.endswith(".lf") or f"{glyph}.lf" not in order:
                continue
            if check:
                return False
            table.cmap[ord(d)] = f"{glyph}.lf"
            changed = True
    if changed:
        font.recalcTimestamp = False
        font.save(str(path))
    return True


def main() -> int:
    check = "--check" in sys.argv[1:]
    files = sorted(FONTS.glob("Vollkorn-*.ttf"))
    results = [remap(p, check) for p in files]
    return 0 if all(results) and files else 1


if __name__ == "__main__":
    raise SystemExit(main())

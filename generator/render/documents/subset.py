"""Font subsetting for WeasyPrint through HarfBuzz from PyPI (uharfbuzz), the same on every machine.

WeasyPrint subsets each embedded font with the system's libharfbuzz-subset
when it finds one and falls back to fontTools when it does not: the fallback
costs about a second per face and document, and the two give different bytes,
so the same content built on two machines would give two different PDFs.

pnp pins uharfbuzz (HarfBuzz compiled into a wheel) and, while it renders a
document, has WeasyPrint subset through it with exactly the steps of
WeasyPrint's own HarfBuzz path (weasyprint/pdf/fonts.py, Font._harfbuzz_subset):
keep the used glyph ids in place, drop the layout tables a PDF does not
need, then cut the glyphs after the last used one. The bytes then depend on
the pinned uharfbuzz only, whatever the machine has installed.
"""
from __future__ import annotations

import contextlib
from typing import Any, Iterator

_DROPPED_TABLES = (b"BASE", b"DSIG", b"EBDT", b"EBLC", b"EBSC", b"GPOS", b"GSUB", b"JSTF", b"LTSH", b"PCLT", b"SVG ")


def subset_font(content: bytes, index: int, glyphs: Any, *, hinting: bool, notdef_outline: bool) -> bytes:
    """The font file cut down to these glyph ids (kept at their ids), as WeasyPrint's HarfBuzz path does it."""
    import uharfbuzz as hb

    flags = hb.SubsetFlags
    face = hb.Face(hb.Blob(content), index)
    wanted = hb.SubsetInput()
    wanted.glyph_set.update(sorted(glyphs))
    notdef = flags.NOTDEF_OUTLINE if notdef_outline else flags.DEFAULT
    wanted.flags = flags.RETAIN_GIDS | flags.PASSTHROUGH_UNRECOGNIZED | flags.DESUBROUTINIZE | notdef
    wanted.sets(hb.SubsetInputSets.DROP_TABLE_TAG).update(int.from_bytes(tag, "big") for tag in _DROPPED_TABLES)
    kept = hb.subset(face, wanted)
    # then drop the empty glyphs after the last one used (the same input, its glyph set widened)
    wanted.glyph_set.update(range(max(glyphs) + 1))
    wanted.flags = flags.PASSTHROUGH_UNRECOGNIZED | flags.DESUBROUTINIZE | notdef | (
        flags.DEFAULT if hinting else flags.NO_HINTING)
    return hb.subset(kept, wanted).blob.data


def _subset_method(font: Any, to_unicode: Any, hinting: bool) -> None:
    """Stands in for weasyprint.pdf.fonts.Font.subset while pnp renders."""
    if not to_unicode:
        return
    font.file_content = subset_font(font.file_content, font.index, to_unicode, hinting=hinting,
                                    notdef_outline=bool(font.missing))


@contextlib.contextmanager
def harfbuzz_subsetting() -> Iterator[None]:
    """WeasyPrint subsets through uharfbuzz inside this block (restored after; pnp renders one document per process
    at a time, so no other code sees the swap)."""
    from weasyprint.pdf import fonts

    original = fonts.Font.subset
    fonts.Font.subset = _subset_method
    try:
        yield
    finally:
        fonts.Font.subset = original

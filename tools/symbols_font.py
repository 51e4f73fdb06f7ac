"""Make fonts/PnpSymbols.ttf: the symbols board games print (card suits, dice faces, arrows, stars, check marks,
shapes, chess pieces, circled numbers) cut from DejaVu Sans, for pnp's last fallback font.

Lato and Vollkorn have no card suits or dice faces, so a bridge game's '3♠' or a die's '⚄' was a GLY001 error
until its designer found a font of their own. The DejaVu licence (Bitstream Vera's, with DejaVu's changes in the
public domain) allows a changed font under a name without 'Bitstream' or 'Vera': the subset is renamed
'Pnp Symbols'. Run once from the project's root, with Debian's fonts-dejavu-core installed:

    .venv/bin/python tools/symbols_font.py /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

The file is committed; nothing builds it at install or test time. `--check` says whether the committed file
holds every character of BLOCKS that DejaVu Sans has.
"""
from __future__ import annotations

import sys
from pathlib import Path

FAMILY = "Pnp Symbols"
OUT = Path(__file__).resolve().parents[1] / "fonts" / "PnpSymbols.ttf"
BLOCKS = (
    (0x2150, 0x218F),   # number forms: ⅓ ⅔ ⅛, Roman numerals Ⅰ-Ⅻ
    (0x2190, 0x21FF),   # arrows
    (0x2200, 0x22FF),   # mathematical operators: ≤ ≥ ≠ ∞
    (0x2300, 0x23FF),   # miscellaneous technical: ⌛ ⏏
    (0x2460, 0x24FF),   # enclosed alphanumerics: ① ② ③
    (0x25A0, 0x25FF),   # geometric shapes: ● ○ ■ □ ▲ △ ◆
    (0x2600, 0x26FF),   # miscellaneous symbols: ♠ ♥ ♦ ♣, ⚀-⚅, ♔-♟, ★ ☆, ☀ ☁, ♪ ♫
    (0x2700, 0x27BF),   # dingbats: ✓ ✗ ✦ ✂ ✈
    (0x2B00, 0x2BFF),   # miscellaneous symbols and arrows: ⬛ ⬜ ⬅
)


def wanted(cmap: dict[int, str]) -> list[int]:
    return sorted(cp for low, high in BLOCKS for cp in range(low, high + 1) if cp in cmap)


def make(source: Path) -> None:
    from fontTools import subset
    from fontTools.ttLib import TTFont

    font = TTFont(source, recalcTimestamp=False)
    codes = wanted(font.getBestCmap())
    options = subset.Options()
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.glyph_names = False
    options.layout_features = []
    options.drop_tables += ["FFTM"]   # FontForge's timestamps
    sub = subset.Subsetter(options)
    sub.populate(unicodes=codes)
    sub.subset(font)
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 4, 16):
            record.string = FAMILY
        elif record.nameID == 6:
            record.string = FAMILY.replace(" ", "") + "-Regular"
        elif record.nameID == 3:
            record.string = f"{FAMILY}: subset of DejaVu Sans"
        elif record.nameID == 5:
            record.string = "Version 2.37 (pnp subset)"
    font["head"].modified = font["head"].created   # the same file on every run
    font.recalcTimestamp = False
    font.save(OUT)
    print(f"wrote {OUT} ({len(codes)} characters, {OUT.stat().st_size:,} bytes)")


def check(source: Path) -> int:
    from fontTools.ttLib import TTFont

    missing = set(wanted(TTFont(source).getBestCmap())) - set(TTFont(OUT).getBestCmap())
    print("ok" if not missing else f"{len(missing)} characters missing, e.g. {chr(min(missing))}")
    return 1 if missing else 0


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--check"]
    src = Path(args[0] if args else "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    sys.exit(check(src) if "--check" in sys.argv else make(src) or 0)

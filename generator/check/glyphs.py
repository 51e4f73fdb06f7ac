"""Glyph coverage: every character a game prints can be drawn by its fonts (GLY001), fallbacks are usable (GLY002).

A character no font covers would vanish from a card or be drawn by some font
of the machine in a document: either way the print differs from the data.
The game's fonts are pnp's bundled families (fonts/) and the TrueType files
listed in `style.fallback_fonts`; system fonts never count. Scans the raw
text of game.yaml, every deck's CSV and the documents, so each finding has
its exact line and column.
"""
from __future__ import annotations

import re

from ..render.documents.sources import DOCUMENTS, document_path
from ..errors import Loc
from ..glyphs import BUNDLED_FONTS, Coverage, FontFileError, FontSet, bundled_fonts_dir, char_name, fallback_path
from .findings import Context
from .registry import family

MAX_PER_FILE = 20
_NON_ASCII = re.compile(r"[^\x00-\x7f]")
_YAML_COMMENT = re.compile(r"(?m)^[ \t]*#.*$")
_DOC_COMMENT = re.compile(r"\{#(?![\w-]*\})(?:.*?)#\}|<!--.*?-->", re.S)   # not heading ids ({#setup})


def game_fonts(ctx: Context) -> FontSet:
    """The fonts that may draw this game's text; unusable fallbacks are reported (GLY002) and left out."""
    fonts = [Coverage.read(bundled_fonts_dir() / name) for name in BUNDLED_FONTS]
    style = ctx.game.style
    for i, name in enumerate(style.fallback_fonts):
        loc = ctx.game.where(*style.path, "fallback_fonts", i) if style.path else ctx.game.where("style")
        path, why = fallback_path(ctx.loaded.folder, name)
        try:
            if path is None:
                raise FontFileError(why)
            fonts.append(Coverage.read(path))
        except FontFileError as exc:
            ctx.report("GLY002", loc, f"fallback font '{name}': {exc.message}",
                       hint="list TrueType (.ttf) files inside the game's folder, e.g. fonts/symbols.ttf",
                       subject=f"fallback/{name}")
    return FontSet(tuple(fonts))


@family("glyphs")
def check_glyphs(ctx: Context) -> None:
    game, folder = ctx.game, ctx.loaded.folder
    fonts = game_fonts(ctx)
    files = [("game.yaml", _YAML_COMMENT)] + [(deck.csv_path, None) for deck in game.decks]
    files += [(document_path(folder, name).name, _DOC_COMMENT) for name in DOCUMENTS]
    for rel, comments in dict.fromkeys(files):
        path = folder / rel
        try:
            text = path.read_text(encoding="utf-8-sig") if path.is_file() else ""
        except (OSError, UnicodeDecodeError):
            continue   # the load stage has reported it
        if not _NON_ASCII.search(text):
            continue
        shown = f"{game.root}/{rel}"
        masked = comments.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text) if comments else text
        missing = {ch for _, ch in fonts.missing("".join(set(_NON_ASCII.findall(masked))))}
        if not missing:
            continue
        seen: set[str] = set()
        for match in _NON_ASCII.finditer(masked):
            ch = match.group()
            if ch in seen or ch not in missing:
                continue
            seen.add(ch)
            start = match.start()
            line = text.count("\n", 0, start) + 1
            col = start - (text.rfind("\n", 0, start) + 1) + 1
            ctx.report("GLY001", Loc(shown, line, col),
                       f"no font of the game can draw '{ch}' ({char_name(ch)}); it would vanish from the print",
                       hint="remove or replace the character, or add a TrueType font that has it to "
                            "style.fallback_fonts in game.yaml", subject=f"{rel}/{char_name(ch)}")
            if len(seen) == MAX_PER_FILE:
                break

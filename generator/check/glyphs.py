"""Glyph coverage: every character a game prints can be drawn by its fonts (GLY001), fallbacks are usable (GLY002).

A character no font covers would vanish from a card or be drawn by some font
of the machine in a document: either way the print differs from the data.
The game's fonts are pnp's bundled families (fonts/) and the TrueType files
listed in `style.fallback_fonts`, pnp's symbols (fonts/PnpSymbols.ttf: suits,
dice faces, arrows), and the game's own fonts/ (GLY003 for a file
there that cannot be used, GLY004 without a licence file, GLY005 for a
document font no family names); system fonts never count. Scans the raw
text of game.yaml, every deck's CSV, the game's layouts (cards, boards, pads)
and the documents, so each finding has its exact line and column: what maps,
tokens and boards print comes from these too.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Optional

from ..load.documents import DOCUMENTS, document_path
from ..core.errors import Loc
from ..load.glyphs import (BUNDLED_FONTS, SYMBOLS_FONT, Coverage, FontFileError, FontSet, bundled_fonts_dir, char_name,
                           fallback_path)
from ..load.fonts import DOCUMENT_FAMILIES, game_fonts as own_game_fonts
from ..core.suggest import did_you_mean
from .catalogue import declare
from .findings import Context
from .layout_geometry import layout_targets
from .registry import family

declare("GLY001", family="glyphs", severity="error", title="a character the game prints is in none of its fonts")
declare("GLY002", family="glyphs", severity="error", title="a declared fallback font cannot be used")
declare("GLY003", family="glyphs", severity="error", title="a font file in the game's fonts/ cannot be used")
declare("GLY004", family="glyphs", severity="error", title="the game's fonts/ holds fonts but no licence file")
declare("GLY005", family="glyphs", severity="error",
        title="a style's document font is no family of pnp's documents or the game's fonts/")

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
        path, why = fallback_path(ctx.loaded.folder, name, ctx.loaded.sources)
        try:
            if path is None:
                raise FontFileError(why)
            fonts.append(Coverage.read(path, _kept(ctx, path)))
        except FontFileError as exc:
            ctx.report("GLY002", loc, f"fallback font '{name}': {exc.message}",
                       hint="list TrueType (.ttf) files inside the game's folder, e.g. fonts/symbols.ttf",
                       subject=f"fallback/{name}")
    own = own_game_fonts(ctx.loaded.folder, ctx.game.style.fallback_fonts, ctx.loaded.sources)
    fonts += [Coverage.read(face.path, _kept(ctx, face.path)) for face in own.faces]
    fonts.append(Coverage.read(bundled_fonts_dir() / SYMBOLS_FONT))   # pnp's symbols: the renderers' last fallback
    return FontSet(tuple(fonts))


def _kept(ctx: Context, path: Path) -> Optional[bytes]:
    """A font file's bytes as the load kept them (None for one of pnp's own fonts/: read from there)."""
    kept = ctx.loaded.sources.get(path)
    return kept.data if kept is not None else None


def check_own_fonts(ctx: Context) -> None:
    """GLY003 for each file of fonts/ that cannot be used, GLY004 for fonts without a licence beside them,
    GLY005 for a style document font that names no family the documents have."""
    game = ctx.game
    own = own_game_fonts(ctx.loaded.folder, ctx.game.style.fallback_fonts, ctx.loaded.sources)
    for path, why in own.unusable:
        rel = path.relative_to(ctx.loaded.folder).as_posix()
        ctx.report("GLY003", Loc(f"{game.root}/{rel}", 1, 1), f"font '{rel}' cannot be used: {why}",
                   hint="put TrueType fonts (.ttf, or .otf with TrueType outlines) in fonts/, one file per "
                        "face, or move the file out of fonts/", subject=f"font/{rel}")
    if not own.licence:   # at the first font file: a folder has no line to point at
        first = own.fonts[0].relative_to(ctx.loaded.folder).as_posix()
        ctx.report("GLY004", Loc(f"{game.root}/{first}", 1, 1), "fonts/ holds font files but no licence file: "
                   "a font may be embedded in a PDF only as its licence allows",
                   hint="copy the font's licence beside it as fonts/LICENSE-<family>.txt (or OFL.txt)",
                   subject="fonts/licence")
    style = game.style
    for key in ("document_text_font", "document_label_font"):
        family = getattr(style, key)
        if family in DOCUMENT_FAMILIES or family in own.families:
            continue
        loc = game.where(*style.path, key) if style.path else game.where("style")
        choices = [*own.families, *DOCUMENT_FAMILIES]
        near = did_you_mean(family, choices)
        ctx.report("GLY005", loc, f"style {key} '{family}' is no family the documents have", actual=family,
                   hint=(near + " " if near else "") + "use one of " + ", ".join(choices) +
                   " (a family of the game's own fonts/ is named as its files name it)", subject=f"style/{key}")


@family("glyphs")
def check_glyphs(ctx: Context) -> None:
    game, folder = ctx.game, ctx.loaded.folder
    fonts = game_fonts(ctx)
    check_own_fonts(ctx)
    files = [("game.yaml", _YAML_COMMENT)] + [(deck.csv_path, None) for deck in game.decks]
    files += [(document_path(folder, name).name, _DOC_COMMENT) for name in DOCUMENTS]
    home = Path(folder).resolve()   # resolved once: each resolve stats every part of the path
    for path, _, _ in layout_targets(ctx):   # the game's own layouts: their static text prints on cards and boards
        real = path.resolve() if path is not None else None
        if real is not None and real.is_relative_to(home):
            files.append((real.relative_to(home).as_posix(), _YAML_COMMENT))
    for table in [*game.translations.values(), *([game.words] if game.words is not None else [])]:
        # each edition's text (its table and its documents), and the game's own wording of pnp's words
        if table.file:
            files.append((table.file[len(game.root) + 1:], _YAML_COMMENT))
        files += [(shown[len(game.root) + 1:], _DOC_COMMENT) for shown in table.documents.values()]
    for rel, comments in dict.fromkeys(files):
        try:
            path = folder / rel
            text = ctx.loaded.sources.read_text(path, encoding="utf-8-sig") if ctx.loaded.sources.is_file(path) else ""
        except (OSError, UnicodeDecodeError):
            continue   # the load stage has reported it
        if not _NON_ASCII.search(text):
            continue
        shown = f"{game.root}/{rel}"
        masked = comments.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text) if comments else text
        missing = {ch for _, ch in fonts.missing("".join(set(_NON_ASCII.findall(masked))))}
        if not missing:
            continue
        _report_runs(ctx, rel, shown, text, masked, missing)


def _report_runs(ctx: Context, rel: str, shown: str, text: str, masked: str, missing: set[str]) -> None:
    """One GLY001 per run of undrawable characters (a word of Hebrew, a CJK phrase, an emoji), at the first
    run made of the same characters, with how many more times such a run occurs in the file: a paragraph
    of another script is one finding, not one per letter or per repeat."""
    chars = "".join(re.escape(ch) for ch in sorted(missing))
    run = re.compile(f"[{chars}]+(?:[ \t\u00a0'\u2019-]+[{chars}]+)*")
    first: dict[frozenset[str], tuple[int, str]] = {}
    times: dict[frozenset[str], int] = {}
    for match in run.finditer(masked):
        key = frozenset(ch for ch in match.group() if ch in missing)
        first.setdefault(key, (match.start(), match.group()))
        times[key] = times.get(key, 0) + 1
    for key, (start, found) in sorted(first.items(), key=lambda item: item[1][0])[:MAX_PER_FILE]:
        distinct = list(dict.fromkeys(ch for ch in found if ch in missing))
        names = [char_name(ch) for ch in distinct]
        named = ", ".join(names[:3]) + (f", and {len(names) - 3} more" if len(names) > 3 else "")
        what = named if len(distinct) == 1 else f"{len(distinct)} characters: {named}"
        more = times[key] - 1
        again = f", here and {more} more time{'s' if more > 1 else ''} in this file" if more else ""
        line = text.count("\n", 0, start) + 1
        col = start - (text.rfind("\n", 0, start) + 1) + 1
        shown_run = found if len(found) <= 40 else found[:37] + "..."
        ctx.report("GLY001", Loc(shown, line, col),
                   f"no font of the game can draw '{shown_run}' ({what}){again}; it would vanish from the print",
                   hint="remove or replace the characters, or add a TrueType font that has them to "
                        "style.fallback_fonts in game.yaml",
                   subject=f"{rel}/{'+'.join(char_name(ch) for ch in distinct[:3])}")

"""TOK005 at check: a token's text that cannot print even at 6 pt, measured as the token renderer lays it out.

The renderer fits a name with ReportLab's widths; the check reads the same advances
from the font file (generator/load/font_widths.py) and hands them to the same layout
(generator/core/token_fit.py), so the two agree on every text (tests/core/test_tokens_fit.py
holds them equal). Only sheets whose tokens print their name alone are measured
(no icon on the sheet or its designs): with an icon, a name that does not fit
leaves the icon alone, which is no error. A text with a character the board
font lacks (set in a fallback font when drawn) is left to the build: precision
first.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from ..model import Component, DieResult, Game, TokenFace, TokenSheet
from ..model.printed import die_stickers, die_table_for, sticker_text
from .findings import Context

if TYPE_CHECKING:
    from ..load.font_widths import FontWidths


def _bold_font(ctx: Context) -> tuple[Optional["FontWidths"], str]:
    """The bold face the game's tokens print in (style.board_text_font, else the body font when it is one of the
    game's own families, else Lato), read for its widths; None when it cannot be resolved (LAY010's business)."""
    from ..load.font_widths import FontWidths
    from ..load.glyphs import FontFileError, bundled_fonts_dir
    from ..load.fonts import game_fonts
    from ..model.fonts import FontNotFound, resolve_face

    style = ctx.game.style
    own = game_fonts(ctx.loaded.folder, style.fallback_fonts, ctx.loaded.sources)
    families = own.families
    family = style.board_text_font or (style.body_font if style.body_font in families else "Lato")
    try:
        face = resolve_face(family, bold=True, own=families)
    except FontNotFound:
        return None, ""
    path = own.path(face) or bundled_fonts_dir() / f"{face}.ttf"
    kept = ctx.loaded.sources.get(path)
    try:
        return FontWidths.read(path, kept.data if kept is not None else None), face
    except (FontFileError, OSError):
        return None, ""


def _texts(game: Game, sheet: TokenSheet, component: Component) -> list[str]:
    """Every text the sheet prints on a token, front and (two-sided) back, first seen first."""
    faces: tuple[TokenFace, ...] = sheet.faces
    if component.kind == "die" and not faces:
        faces = die_stickers(game, component) or ()
    out: list[str] = []
    for face in faces:
        if face.count <= 0:
            continue
        for text in (face.front, (face.back or face.front) if component.sides == 2 else ""):
            if text and text not in out:
                out.append(text)
    return out


def check_token_text(ctx: Context) -> None:
    """TOK005 at the token sheet's line for each written text no setting fits even at 6 pt."""
    game = ctx.game
    by_id = {c.id: c for c in game.inventory}
    measured: list[tuple[TokenSheet, list[str]]] = []
    for sheet in game.tokens:
        component = by_id.get(sheet.component)
        if component is None or sheet.size <= 0 or sheet.shape not in ("round", "hex", "square", "bar"):
            continue
        if sheet.icon or any(f.icon for f in sheet.faces):
            continue
        texts = _texts(game, sheet, component)
        if texts:
            measured.append((sheet, texts))
    if not measured:
        return
    from ..core.token_fit import TEXT_FLOOR, text_fits

    font, face = _bold_font(ctx)
    if font is None:
        return
    seen: set[str] = set()
    for sheet, texts in measured:
        if sheet.component in seen:   # written twice: TOK002
            continue
        seen.add(sheet.component)
        for text in texts:
            if not font.covers(text.replace(" ", "")):
                continue
            if text_fits(sheet.shape, float(sheet.size), text, font, face, font.descent):
                continue
            # the smallest size it fits, so that 'a bigger size' says which (whole millimetres, up to twice it)
            fits = next((mm for mm in range(int(sheet.size) + 1, int(sheet.size) * 2 + 1)
                         if text_fits(sheet.shape, float(mm), text, font, face, font.descent)), None)
            bigger = f"size: {fits} or more" if fits else "a bigger size"
            result = _sticker_of(game, by_id[sheet.component], text) if not sheet.faces else None
            shorter = (f"a shorter sticker: on die result '{result.id}' (game.yaml:{result.loc.line})" if result
                       else "a shorter text")
            ctx.report("TOK005", sheet.loc, f"'{text}' does not fit a {float(sheet.size):g} mm {sheet.shape} token "
                       f"at {TEXT_FLOOR:g} pt", actual=text, subject=f"tokens/{sheet.component}/text/{text}",
                       hint=f"give the sheet an icon (icon: <code>), {bigger}, or {shorter} (docs/boards.md, tokens)")


def _sticker_of(game: Game, component: Component, text: str) -> Optional[DieResult]:
    """The die result whose sticker prints `text` on a die's sticker sheet (custom-dice-pool's 'Stumble', the
    result's id: the sheet's line is where the check points, the word is the result's)."""
    if component.kind != "die":
        return None
    table = die_table_for(game, component)
    return next((r for r in table.every_result() if sticker_text(r) == text), None) if table else None

"""Tokens: every token sheet prints exactly what the box holds."""
from __future__ import annotations

from ..model import Component, Game, TokenSheet
from ..model.pieces import PIECE_CUTS
from ..model.printed import die_faces
from .catalogue import declare
from .findings import Context
from .names import did_you_mean
from .registry import family

declare("TOK001", family="tokens", severity="error",
        title="a token sheet prints a different number than the box holds")
declare("TOK002", family="tokens", severity="error", title="a token sheet names no inventory line, or one twice")
declare("TOK004", family="tokens", severity="error", title="a token sheet names an icon that does not exist")
declare("TOK005", family="tokens", severity="error",
        title="a token's text does not fit its token even at 6 pt")
declare("TOK006", family="tokens", severity="warning",
        title="a token sheet cuts a piece in another shape than the piece is (a cube as a disc)")


_LOOKS = {"round": "discs", "square": "square tiles", "hex": "hexes", "bar": "bars"}


def printed_count(game: Game, sheet: TokenSheet, component: Component) -> int:
    """How many tokens a sheet prints: its designs' counts, once per colour.

    A sheet without designs prints the component's own count, shared evenly
    between its colours.
    """
    colours = max(1, len(sheet.colours))
    if not sheet.faces:
        want = expected_count(game, component)
        return want - want % colours
    return sum(f.count for f in sheet.faces) * colours


def expected_count(game: Game, component: Component) -> int:
    """What a sheet must print: the box count, times the faces for a die (one sticker per face; a die whose line
    gives no faces has its die table's, or else one token a die)."""
    return component.count * (die_faces(game, component) or 1) if component.kind == "die" else component.count


def _icons(ctx: Context) -> None:
    """Every icon a sheet names exists among the game's icons, pnp's, or their aliases."""
    wanted: list[tuple[TokenSheet, str, tuple[str | int, ...]]] = []
    for index, sheet in enumerate(ctx.game.tokens):
        wanted += [(sheet, sheet.icon, ("tokens", index, "icon"))] if sheet.icon else []
        for j, face in enumerate(sheet.faces):
            wanted += [(sheet, code, ("tokens", index, "faces", j, key)) for key, code in
                       (("icon", face.icon), ("back_icon", face.back_icon)) if code]
    if not wanted:
        return
    from .icon_index import icon_index

    files, aliases = icon_index(ctx)
    known = set(files) | set(aliases)
    for sheet, code, path in wanted:
        if code not in known:
            ctx.report("TOK004", ctx.game.where(*path), f"token sheet for '{sheet.component}': unknown icon '{code}'",
                       actual=code, subject=f"tokens/{sheet.component}/icon/{code}",
                       hint=did_you_mean(code, sorted(known)) or
                       f"add {ctx.game.root}/icons/{code}.yaml, or use one of pnp's templates/icons/")


@family("tokens")
def check_tokens(ctx: Context) -> None:
    game = ctx.game
    _icons(ctx)
    by_id = {c.id: c for c in game.inventory}
    seen: dict[str, int] = {}
    for sheet in game.tokens:
        subject = f"tokens/{sheet.component}"
        if sheet.component in seen:
            ctx.report("TOK002", sheet.loc, f"token sheet for '{sheet.component}' is written twice "
                       f"(first at line {seen[sheet.component]})", subject=subject, hint="merge the two sheets")
            continue
        seen[sheet.component] = sheet.loc.line
        comp = by_id.get(sheet.component)
        if comp is None:
            ctx.report("TOK002", game.where(*sheet.path, "component"),
                       f"token sheet for '{sheet.component}', which is not in the inventory", actual=sheet.component,
                       subject=subject, hint=did_you_mean(sheet.component, by_id) or "add it to the inventory")
            continue
        if sheet.size <= 0:
            ctx.report("TOK001", game.where(*sheet.path, "size"), f"token size must be above 0 mm, not {sheet.size:g}",
                       subject=subject)
        cut = PIECE_CUTS.get(comp.shape or "")
        if cut is not None and sheet.shape != cut:
            ctx.report("TOK006", game.where(*sheet.path, "shape"),
                       f"the token sheet cuts {comp.name} {sheet.shape}, but the inventory says they are "
                       f"{comp.shape}s: they would print as {_LOOKS[sheet.shape]}",
                       expected=cut, actual=sheet.shape, subject=f"{subject}/shape",
                       hint=f"write shape: {cut} (or leave shape out: a {comp.shape} prints {cut}), or correct "
                            f"the inventory's shape")
        printed, want = printed_count(game, sheet, comp), expected_count(game, comp)
        if printed != want:
            per = f" ({printed // len(sheet.colours)} x {len(sheet.colours)} colours)" if sheet.colours else ""
            # a die of no known faces (none on its line, no die table) counts as its dice, one token each
            faces = die_faces(game, comp) if comp.kind == "die" else None
            what = f"{comp.count} dice x {faces} faces" if faces else f"{comp.count}"
            ctx.report("TOK001", game.where(*sheet.path, "faces"),
                       f"the token sheet prints {printed} {comp.name}{per} but the box holds {what}",
                       expected=want, actual=printed, subject=subject,
                       hint="make the designs' counts add up to the inventory count")
    from .token_text import check_token_text

    check_token_text(ctx)

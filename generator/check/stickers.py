"""Die stickers say what the die table says: one sticker per face, its text from the result that face gives.

A token sheet for a die with a die table and no faces prints its stickers from
the table (one source); one that writes its faces by hand is compared with the
table (TOK003), so a changed result cannot leave old stickers behind.
"""
from __future__ import annotations

from collections import Counter

from ..model.printed import die_table_for, face_texts
from .catalogue import declare
from .findings import Context
from .registry import family

declare("TOK003", family="stickers", severity="error", title="a die's stickers disagree with its die table")


@family("stickers")
def check_stickers(ctx: Context) -> None:
    game = ctx.game
    by_id = {c.id: c for c in game.inventory}
    for sheet in game.tokens:
        comp = by_id.get(sheet.component)
        if comp is None or comp.kind != "die" or not sheet.faces:
            continue
        table = die_table_for(game, comp)
        if table is None:
            continue
        want = Counter({text: n * comp.count for text, n in Counter(face_texts(table)).items()})
        have: Counter[str] = Counter()
        for face in sheet.faces:
            have[face.front] += face.count
        if have != want:
            shown = ", ".join(f"{n} {t}" for t, n in sorted(want.items()))
            got = ", ".join(f"{n} {t}" for t, n in sorted(have.items()))
            ctx.report("TOK003", game.where(*sheet.path, "faces"), f"the stickers of '{comp.name}' read {got} but "
                       f"die table '{table.id}' gives {shown}", expected=shown, actual=got,
                       subject=f"tokens/{comp.id}/stickers",
                       hint="leave out the faces: pnp prints the stickers from the die table")

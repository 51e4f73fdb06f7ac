"""A PDF per deck for print shops that take one (DriveThruCards): every physical card, back then face.

Written only under a preset whose shop takes PDFs (`pnp build --preset
drivethrucards`): `<shop>/<deck>.pdf`, kind `shop`. Each page is one side of
one card at trim plus bleed, with TrimBox and BleedBox set; pages run back of
card 1, face of card 1, back of card 2, ... in deck order, copies included,
which is the order the shop prints them in. Colours stay RGB; the shop
converts to CMYK.
"""
from __future__ import annotations

import io

from ...load.languages import Wording
from ...core.units import PT_PER_MM
from ..job import RenderJob, renderer
from ..cards.faces import CardRef, Painter, card_context
from ..cards.renderer import bind, instances
from ..shared.board_fonts import furniture_fonts
from ..shared.icons import IconCanvas
from ..cards.sheets import sheet_canvas
from .shops import SHOPS

K = PT_PER_MM


def _boxes(c, page: tuple[float, float], bleed: float) -> None:
    width, height = page[0] * K, page[1] * K
    c.setBleedBox((0, 0, width, height))
    c.setTrimBox((bleed * K, bleed * K, width - bleed * K, height - bleed * K))


@renderer("shop")
def render_shop_pdfs(job: RenderJob) -> None:
    """Write `<shop>/<deck>.pdf` for every deck, when the preset's shop takes PDFs."""
    shop = SHOPS.get(job.options.preset or "")
    if shop is None or shop.files != "pdf":
        return
    game = job.loaded.game
    painter = Painter(game, job.loaded.folder, job.loaded.sources)
    for deck in game.decks:
        face, back = bind(painter, deck, deck.layout, "face"), bind(painter, deck, deck.back_layout, "back")
        trim, bleed = deck.size.mm, float(deck.bleed)
        page = (trim[0] + 2 * bleed, trim[1] + 2 * bleed)
        buffer = io.BytesIO()
        wording = Wording(game)
        c = sheet_canvas(buffer, page, title=f"{game.title}: " + wording.frame("{deck} for {shop}", deck=deck.name,
                                                                             shop=shop.name),
                         subject=f"{game.id} {game.version}", canvas_class=IconCanvas, lang=wording.lang,
                         furniture=furniture_fonts(game, job.loaded.folder, job.loaded.sources))
        cards = instances(painter, deck)
        for inst in cards:
            ref = CardRef(deck.id, inst.card.id, inst.card.loc)
            ctx = card_context(painter, deck, inst.card, inst.copy)
            for layout in (back, face):
                _boxes(c, page, bleed)
                layout.draw(c, bleed * K, bleed * K, ctx, ref)
                c.showPage()
        c.save()
        job.writer.write(f"{shop.id}/{deck.id}.pdf", buffer.getvalue(), "shop", shop=shop.id, deck=deck.id,
                         cards=len(cards), pages=2 * len(cards), order="back, face per card",
                         card_size_mm=[round(trim[0], 2), round(trim[1], 2)], bleed_mm=round(bleed, 3))

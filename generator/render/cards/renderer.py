"""The card renderer: every deck -> cards-<deck>.pdf (fronts) and cards-<deck>-backs.pdf.

Each distinct face (a card, or one copy of it with `copies_by`) is drawn once
into a PDF form and placed on the sheets as often as the CSV's count says, so
a deck of 1,860 resource cards draws 93 faces. Cards go straight onto the
sheets; nothing is ever rasterised.
"""
from __future__ import annotations

import io
import re
from dataclasses import dataclass
from typing import Literal, Optional

from reportlab.pdfgen.canvas import Canvas

from ...load.languages import Wording
from ...load.layout import available_layouts, find_layout, layout_for
from ...load import LoadedGame
from ...model import Card, Deck
from ...core.units import PT_PER_MM
from ..job import RenderJob, renderer
from .faces import BoundLayout, CardError, CardRef, Painter, card_context
from .face_hash import deck_faces
from ..shared.board_fonts import BoardFonts, furniture_fonts
from ..shared.icons import IconCanvas
from .sheets import (FOOTER_ROOM, Duplex, SheetError, SheetGrid, SheetStyle, Slot, content_date, impose, paper_mm, plan_grid,
                     plan_gutterfold, sheet_canvas)

K = PT_PER_MM


@dataclass(frozen=True)
class Instance:
    """One physical card: which card, and which copy label it carries."""

    card: Card
    copy: Optional[str]
    face_key: str


def bind(painter: Painter, deck: Deck, name: str, role: str) -> BoundLayout:
    """The deck's face or back layout, found, parsed and bound; unknown names are errors at the deck's key."""
    key = "layout" if role == "face" else "back_layout"
    path = find_layout(painter.folder, name)
    if path is None:
        where = painter.game.where(*deck.path, key)
        raise CardError(f"{where.file}:{where.line}: deck '{deck.id}': unknown {key.replace('_', ' ')} '{name}'",
                        "layouts: " + ", ".join(available_layouts(painter.folder)) +
                        f" (add {painter.game.root}/layouts/{name}.yaml to make one)")
    return BoundLayout(painter, layout_for(path, painter.sources, f"deck '{deck.id}'"), deck, role)


def instances(painter: Painter, deck: Deck) -> list[Instance]:
    """Every physical card in CSV order, each card repeated `count` times."""
    out: list[Instance] = []
    by = deck.copies_by
    if by is not None and not str(deck.fields.get(by, "")).startswith("refs:"):
        where = painter.game.where(*deck.path, "copies_by")
        raise CardError(f"{where.file}:{where.line}: deck '{deck.id}': copies_by '{by}' is not a refs: column",
                        "name a column declared as refs:<set> in the deck's fields")
    for card in deck.cards:
        if by is None:
            out += [Instance(card, None, card.id)] * card.count
            continue
        labels = tuple(card.fields[by])
        if len(labels) != card.count:
            raise CardError(f"{card.loc.file}:{card.loc.line}: deck '{deck.id}', card '{card.id}': count is "
                            f"{card.count} but column '{by}' names {len(labels)} copies",
                            f"make count equal the number of names in '{by}'")
        out += [Instance(card, label, f"{card.id}/{label}") for label in labels]
    return out


def sheet_instances(painter: Painter, deck: Deck) -> list[Instance]:
    """The cards a deck's card sheets hold: every copy, or with `print: {per_card: N}` at most N of each distinct
    face (a copies_by deck's labelled copies are each a face of their own, so every one prints)."""
    items = instances(painter, deck)
    if deck.per_card is None:
        return items
    held: dict[str, int] = {}
    out = []
    for inst in items:
        held[inst.face_key] = held.get(inst.face_key, 0) + 1
        if held[inst.face_key] <= deck.per_card:
            out.append(inst)
    return out


def gather_meta(deck: Deck) -> dict:
    """The manifest keys of a deck printed `per_card`: how many it holds of each card, how many the game needs
    and what to gather for the rest (none for a deck printed whole, whose entry stays as it was)."""
    if deck.per_card is None:
        return {}
    gather = [{"card": c.id, "name": c.name, "printed": deck.printed_count(c), "needed": c.count,
               "gather": c.count - deck.printed_count(c)} for c in deck.cards if deck.printed_count(c) < c.count]
    return {"per_card": deck.per_card, "cards_needed": deck.total, "gather": gather}


class DeckArt:
    """Draws a deck's faces and backs as forms, defined on first use."""

    def __init__(self, painter: Painter, deck: Deck) -> None:
        self.painter, self.deck = painter, deck
        self.face = bind(painter, deck, deck.layout, "face")
        self.back = bind(painter, deck, deck.back_layout, "back")
        self.bleed = float(deck.bleed)
        width, height = deck.size.mm
        self.form_size = ((width + 2 * self.bleed) * K, (height + 2 * self.bleed) * K)
        self._names: dict[str, str] = {}
        self.uses: dict[str, int] = {}

    def count_uses(self, items: list[Instance]) -> None:
        """How often each face is printed: faces printed more than once become reusable forms."""
        for inst in items:
            self.uses[inst.face_key] = self.uses.get(inst.face_key, 0) + 1

    def _form(self, c: Canvas, kind: str, key: str, layout: BoundLayout, inst: Optional[Instance]) -> str:
        full = f"{kind}:{key}"
        name = self._names.get(full)
        if name is None:
            name = f"{kind}_{re.sub(r'[^A-Za-z0-9]', '_', self.deck.id)}_{len(self._names)}"
            self._names[full] = name
        defined: set[str] = c.forms_defined  # type: ignore[attr-defined]  # c is _new_canvas's IconCanvas
        if name not in defined:
            card = inst.card if inst is not None else None
            ref = CardRef(self.deck.id, card.id if card else "(back)", card.loc if card else None)
            ctx = card_context(self.painter, self.deck, card, inst.copy if inst else None)
            c.beginForm(name, 0, 0, *self.form_size)
            layout.draw(c, self.bleed * K, self.bleed * K, ctx, ref)
            c.endForm()
            defined.add(name)
        return name

    def _place(self, c: Canvas, slot: Slot, name: str) -> None:
        c.saveState()
        c.translate((slot.trim.x - self.bleed) * K, (slot.trim.y - self.bleed) * K)
        c.doForm(name)
        c.restoreState()

    def draw_face(self, c: Canvas, slot: Slot, inst: Instance) -> None:
        if self.uses.get(inst.face_key, 0) > 1:
            self._place(c, slot, self._form(c, "face", inst.face_key, self.face, inst))
            return
        # A face printed once is drawn in place: a form would only add an object to the PDF.
        card = inst.card
        ctx = card_context(self.painter, self.deck, card, inst.copy)
        self.face.draw(c, slot.trim.x * K, slot.trim.y * K, ctx, CardRef(self.deck.id, card.id, card.loc))

    def draw_back(self, c: Canvas, slot: Slot, inst: Instance) -> None:
        if self.back.per_card:
            name = self._form(c, "back", inst.face_key, self.back, inst)
        else:
            name = self._form(c, "back", "", self.back, None)
        self._place(c, slot, name)


def _new_canvas(buffer: io.BytesIO, grid: SheetGrid, title: str, subject: str, lang: str = "",
                furniture: Optional[BoardFonts] = None) -> Canvas:
    c = sheet_canvas(buffer, grid.page, title=title, subject=subject, canvas_class=IconCanvas, lang=lang,
                     furniture=furniture)
    return c


@renderer("cards")
def render_cards(job: RenderJob) -> None:
    """Write every deck's fronts and backs (or one gutterfold file per deck)."""
    loaded, options = job.loaded, job.options
    game = loaded.game
    if not game.decks:
        return
    painter = Painter(game, loaded.folder, loaded.sources)
    wording = Wording(game)
    words = wording.frame   # the footers (and the files' titles) in the edition's language
    digest = job.stamp_digest()
    date = content_date(loaded)
    for deck in (d for d in game.decks if job.part in (None, d.id)):
        art = DeckArt(painter, deck)
        items = sheet_instances(painter, deck)
        art.count_uses(items)
        size = deck.size.mm
        style = SheetStyle(guides=(art.bleed, float(deck.safe)) if options.guides else None)
        base = f"{game.title} v{game.version} \u00b7 {digest} \u00b7 {date} \u00b7 {deck.name}"
        meta = {"deck": deck.id, "card_size_mm": [round(size[0], 2), round(size[1], 2)], "bleed_mm": art.bleed,
                "paper": options.paper, "cards": len(items), "faces": deck_faces(painter, deck), **gather_meta(deck)}
        if options.gutterfold:
            fronts, backs = plan_gutterfold(paper_mm(options.paper), size, art.bleed)
            buffer = io.BytesIO()
            c = _new_canvas(buffer, fronts, f"{game.title}: {deck.name}", words("cards, gutterfold"), wording.lang,
                            furniture_fonts(game, loaded.folder, loaded.sources))
            pages = impose(c, fronts, len(items), lambda c, s, i: art.draw_face(c, s, items[i]),
                           stamp=lambda p, n: f"{base} {words('(gutterfold)')} \u00b7 "
                           + words("sheet {page}/{pages}", page=p, pages=n),
                           style=SheetStyle(guides=style.guides, fold_line=True, fold_word=words("fold")),
                           back_grid=backs,
                           draw_back=lambda c, s, i: art.draw_back(c, s, items[i]))
            c.save()
            job.writer.write(f"cards-{deck.id}.pdf", buffer.getvalue(), "cards", pages=pages, layout="gutterfold",
                             per_page=fronts.per_page, gutter_mm=[round(g, 2) for g in fronts.gutter], **meta)
            continue
        write_duplex_sheets(job, art, items, f"cards-{deck.id}", base, meta)


def front_grid(paper: str, duplex_offset: tuple[float, ...], deck: Deck) -> SheetGrid:
    """Where a deck's fronts go on its duplex sheets (tools/doc_pictures.py finds a card on the sheet by it)."""
    # the backs move by the duplex offset: the stamp's white room is planned that much wider, so it stays on
    # white paper on the backs' sheets too
    shift = max(abs(v) for v in duplex_offset) if duplex_offset else 0.0
    # on the sheet turned when that holds more cards (A6 pages: one upright, two turned; 68 x 44 mm word cards: 12
    # and 16); upright when it holds as many
    grids = []
    for landscape in (False, True):
        try:
            grids.append(plan_grid(paper_mm(paper, landscape=landscape), deck.size.mm, float(deck.bleed),
                                   footer=FOOTER_ROOM + shift))
        except SheetError:
            pass
    if not grids:   # fits neither way: the upright sheet's own error says so
        return plan_grid(paper_mm(paper), deck.size.mm, float(deck.bleed), footer=FOOTER_ROOM + shift)
    return max(grids, key=lambda g: g.per_page)   # the first, upright, on a tie


def write_duplex_sheets(job: RenderJob, art: "DeckArt", items: list[Instance], stem: str, base: str,
                        meta: dict) -> None:
    """<stem>.pdf (fronts, crop marks) and <stem>-backs.pdf (backs placed for duplex) for these cards."""
    options, deck, title = job.options, art.deck, job.loaded.game.title
    wording = Wording(job.loaded.game)
    words = wording.frame
    edge: Literal["long", "short"] = "short" if options.duplex == "short" else "long"
    style = SheetStyle(guides=(art.bleed, float(deck.safe)) if options.guides else None)
    grid = front_grid(options.paper, options.duplex_offset, deck)
    buffer = io.BytesIO()
    furniture = furniture_fonts(job.loaded.game, job.loaded.folder, job.loaded.sources)
    c = _new_canvas(buffer, grid, f"{title}: {deck.name}", words("card fronts"), wording.lang, furniture)
    pages = impose(c, grid, len(items), lambda c, s, i: art.draw_face(c, s, items[i]),
                   stamp=lambda p, n: f"{base} {words('fronts')} \u00b7 " + words("sheet {page}/{pages}", page=p, pages=n),
                   style=style)
    c.save()
    common = {**meta, "per_page": grid.per_page, "gutter_mm": [round(g, 2) for g in grid.gutter]}
    job.writer.write(f"{stem}.pdf", buffer.getvalue(), "cards", pages=pages, layout="duplex", **common)
    back_grid = grid.backs(Duplex(edge, options.duplex_offset))
    buffer = io.BytesIO()
    c = _new_canvas(buffer, back_grid, f"{title}: " + words("{deck} (backs)", deck=deck.name), words("card backs"),
                    wording.lang, furniture)
    back_pages = impose(c, back_grid, len(items), lambda c, s, i: art.draw_back(c, s, items[i]),
                        stamp=lambda p, n: f"{base} {words('backs')} \u00b7 "
                        + words("sheet {page}/{pages}", page=p, pages=n),
                        style=SheetStyle(marks=False, guides=style.guides))
    c.save()
    job.writer.write(f"{stem}-backs.pdf", buffer.getvalue(), "cards-backs", pages=back_pages,
                     duplex=edge, duplex_offset_mm=list(options.duplex_offset), **common)


def card_face_pdf(loaded: LoadedGame, deck_id: str, card_id: str, *, bleed: bool = False) -> bytes:
    """One card's face alone on a page the size of its trim (or trim plus bleed)."""
    return card_faces_pdf(loaded, [(deck_id, card_id)], bleed=bleed)


def card_faces_pdf(loaded: LoadedGame, faces: list[tuple[str, str]], *, bleed: bool = False) -> bytes:
    """Several cards' faces, (deck id, card id) each, one to a page of its deck's trim size (or trim plus bleed),
    drawn with one painter and each deck's layout bound once: what the rulebook's components figure rasterises
    (documents/diagrams/pictures.py), at the cost of one PDF for all its decks. A card with `copies_by` shows
    its first copy."""
    game = loaded.game
    picked: list[tuple[Deck, Card]] = []
    for deck_id, card_id in faces:
        deck = game.deck(deck_id)
        card = next((c for c in deck.cards if c.id == card_id), None) if deck else None
        if deck is None or card is None:
            raise CardError(f"{game.root}: no card '{card_id}' in deck '{deck_id}'",
                            "check the deck id and the card's id column")
        picked.append((deck, card))
    painter = Painter(game, loaded.folder, loaded.sources)
    bound: dict[str, BoundLayout] = {}
    buffer = io.BytesIO()
    wording = Wording(game)
    c: Optional[Canvas] = None
    for deck, card in picked:
        if deck.id not in bound:
            bound[deck.id] = bind(painter, deck, deck.layout, "face")
        width, height = deck.size.mm
        pad = float(deck.bleed) if bleed else 0.0
        page = (width + 2 * pad, height + 2 * pad)
        if c is None:
            grid = plan_grid(page, (width, height), pad, min_margin=0, footer=0)
            title = ", ".join(dict.fromkeys(k.name for _, k in picked))   # the card's own name when alone
            c = _new_canvas(buffer, grid, f"{game.title}: {title}", wording.frame("card face"), wording.lang)
        else:
            c.setPageSize((page[0] * K, page[1] * K))
        copy = str(card.fields[deck.copies_by][0]) if deck.copies_by and card.fields.get(deck.copies_by) else None
        bound[deck.id].draw(c, pad * K, pad * K, card_context(painter, deck, card, copy),
                            CardRef(deck.id, card.id, card.loc))
        c.showPage()
    if c is None:
        raise CardError(f"{game.root}: no card face to draw", "name at least one (deck, card)")
    c.save()
    return buffer.getvalue()


def card_png(loaded: LoadedGame, deck_id: str, card_id: str, dpi: int = 200) -> bytes:
    """One card's face as a PNG (for rulebook figures), rasterised with pypdfium2."""
    import pypdfium2

    pdf = pypdfium2.PdfDocument(card_face_pdf(loaded, deck_id, card_id))
    try:
        image = pdf[0].render(scale=dpi / 72).to_pil()
    finally:
        pdf.close()
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=1)   # WeasyPrint compresses it again into the PDF
    return out.getvalue()

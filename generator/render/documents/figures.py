"""Card figures for documents: `{{ card("trial", "false-teachers") }}`.

When the card pipeline offers a function that draws one card face to PNG
(generator.render.cards.renderer.card_png), the figure embeds that image as a data:
URI, so the rulebook shows the card exactly as it prints. Otherwise the card
is drawn in HTML/CSS from its fields (templates/docs/blocks/card.html.j2):
same trim size, name, short fields and card text.
"""
from __future__ import annotations

import base64
from typing import Any, Callable, Optional

import jinja2
from markupsafe import Markup

from ...core.errors import GeneratorError, LoadError
from ...load import LoadedGame
from ...load.templating import one_line
from .placeholders import PlaceholderError
from .views import CardView

CardFigure = Callable[[CardView], Markup]


def _card_png_function() -> Optional[Callable[..., bytes]]:
    """The card pipeline's single-card PNG function (imported here: it pulls in ReportLab)."""
    from ..cards.renderer import card_png

    return card_png


def card_figure_maker(loaded: LoadedGame, env: jinja2.Environment) -> CardFigure:
    """A function CardView -> one line of figure HTML, drawn by the card pipeline when it can."""
    draw = _card_png_function()
    template = env.get_template("docs/blocks/card.html.j2")
    shown: dict[str, int] = {}  # a card shown twice gets a second anchor, not the same one again

    def figure(view: CardView) -> Markup:
        image = ""
        if draw is not None:
            try:
                png: Any = draw(loaded, view.deck_id, view.card_id)
            except GeneratorError as exc:  # the card pipeline's own message, told where the figure is
                detail = ("\n".join(str(p) for p in exc.problems) if isinstance(exc, LoadError) else exc.message)
                raise PlaceholderError(f"card('{view.deck_id}', '{view.card_id}') cannot be drawn: {detail}",
                                       exc.hint or "fix the deck's layout; `pnp build` reports the same for the "
                                                   "card sheets") from None
            image = "data:image/png;base64," + base64.b64encode(png).decode("ascii")
        base = f"card-{view.deck_id}-{view.card_id}"
        shown[base] = shown.get(base, 0) + 1
        anchor = base if shown[base] == 1 else f"{base}-{shown[base]}"
        return Markup(one_line(template.render(c=view, image=image, anchor=anchor)) + "\n\n")

    return figure

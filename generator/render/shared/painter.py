"""What every card layout of one game shares: templates, colours, fonts, icons and the template context.

A Painter is made once per game and build; it caches compiled templates,
colours, paragraph styles and images, so drawing thousands of cards costs
little more than the drawing itself.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, Optional

import jinja2
import jinja2.meta
from markupsafe import escape
from reportlab.lib.colors import Color, HexColor
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.utils import ImageReader

from ...core.scripts import HAN_KANA
from ...core.errors import GeneratorError, Loc
from ...core.slugs import slug as slug_text
from ...load.documents import icon_codes  # noqa: F401 (re-exported for the renderers)
from ...model import Card, Deck, Game
from ...model.printed import BASE_NAMES, CARD_NAMES  # noqa: F401 (re-exported for the renderers)
from ...core.palette import deck_colour, ink_on, layout_colour, layout_palette, rgb
from ...load.glyphs import bundled_fonts_dir, usable_fallbacks
from ...load.languages import Wording
from ...load.fonts import game_fonts
from ...load.templating import TemplateLimit, TemplateTimeout
from .fallback_fonts import FallbackFonts
from .fonts import register_own_fonts
from .icons import IconSet

DECK_NAMES = {"deck", "game", "palette", "style", "categories"}   # the same for every card of a deck
_ALIGN: dict[str, Literal[0, 1, 2, 4]] = {"left": TA_LEFT, "center": TA_CENTER, "right": TA_RIGHT,
                                          "justify": TA_JUSTIFY}
_SIMPLE = re.compile(r"^\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$")


class CardError(GeneratorError):
    """A card cannot be drawn as its layout says: the message names the layout line, deck, card and field."""


class LayoutError(CardError):
    """A layout that cannot be drawn as written, found while binding or drawing it: reported in the check's own
    `path:line:col: error[RULE]` form, with the rule the check reports it under (LAY007-LAY009)."""

    exit_code = 1   # an error-level finding, as a check's would be: the input itself can be read

    def __init__(self, loc: Loc, message: str, hint: str = "", rule: str = "LAY008") -> None:
        super().__init__(message, hint)
        self.loc, self.rule = loc, rule

    def __reduce__(self):  # built in worker processes: keep the location across pickling
        return (type(self), (self.loc, self.message, self.hint, self.rule))

    def render(self) -> str:
        return f"{self.loc}: error[{self.rule}] {self.message}" + (f"\n    hint: {self.hint}" if self.hint else "")


class TemplateRunError(jinja2.TemplateError):
    """A layout's template or expression raised while it was evaluated for a card, board or pad ('{{ value / 0 }}',
    a filter given the wrong type, an engine rule that failed): the content's fault, so it is reported at the
    element like a Jinja error, never as a bug in pnp."""

    def __init__(self, source: str, exc: BaseException) -> None:
        shown = source if len(source) <= 60 else source[:57] + "..."
        why = "divides by zero" if isinstance(exc, ZeroDivisionError) else f"raised {type(exc).__name__}: {exc}"
        super().__init__(f"{shown!r} {why}")


# already say where and what (a limit's own words are kept: faces.py reports them): passed on as they are
_OWN_ERRORS = (jinja2.TemplateError, GeneratorError, TemplateLimit, TemplateTimeout)


def _evaluated(source: str, run: Any, *args: Any, **kwargs: Any) -> Any:
    """run(*args, **kwargs), any exception it raises that is not already pnp's or Jinja's a TemplateRunError."""
    try:
        return run(*args, **kwargs)
    except _OWN_ERRORS:
        raise
    except Exception as exc:   # noqa: BLE001 - anything else a template raises is the template's fault
        raise TemplateRunError(source, exc) from exc


class TextFitError(LayoutError):
    """A card's text does not fit its box even at min_size: only drawing can find it (font metrics), so the
    build reports it, in the check's own `path:line:col: error[LAY006]` form."""

    def __init__(self, loc: Loc, message: str, hint: str = "", rule: str = "LAY006") -> None:
        super().__init__(loc, message, hint, rule)


@dataclass(frozen=True)
class CardRef:
    """Which card a problem is about, for messages."""

    deck: str
    card: str
    loc: Optional[Loc]

    def __str__(self) -> str:
        where = f" ({self.loc.file}:{self.loc.line})" if self.loc else ""
        return f"deck '{self.deck}', card '{self.card}'{where}"


def slug(value: Any) -> str:
    """'Growth stop' -> 'growth-stop': turns a name into an icon code (core/slugs.py)."""
    return slug_text(str(value))


def _edition_finalize(wording: Wording) -> Any:
    """What a layout's `{{ ... }}` prints in an edition: a string the expression gives whole ('Deluxe edition · '
    of `'Deluxe edition · ' if ... else ''`) through the edition's tables; the data's own values are translated
    already (they remember their source) and print as they are."""
    def finalize(value: Any) -> Any:
        if value is None:
            return ""
        if type(value) is str and value.strip():
            found = wording.printed(value)
            if found is not None:
                return found
        return value
    return finalize


IMAGES_KEPT = 4   # decoded pictures a painter keeps: enough for a face, its back and a shared frame


class Painter:
    """Per game: the Jinja2 environment, colours, fonts and icons every bound layout shares."""

    def __init__(self, game: Game, folder: Path, sources: Any = None) -> None:
        from ...load.templating import make_environment

        self.game, self.folder, self.sources = game, Path(folder), sources
        # an edition: a whole string a layout prints (its static text, a quoted 'Always', pnp's own 'Player')
        # goes through the edition's tables and then pnp's frame words, and an icon code made from a
        # translated name is the source name's
        edition = game.translations.get(game.edition)
        wording = Wording(game)
        self._printed = wording.printed if edition is not None else None
        # an empty int? cell is None to invariants; on a card it prints nothing, not "None"
        self.env = make_environment(None, finalize=_edition_finalize(wording) if edition is not None else
                                    (lambda value: "" if value is None else value))
        source_names = {e.text: e.source for e in edition.names.values()} if edition is not None else {}
        self._source_names = source_names
        self.env.filters.update({"slug": (lambda value: slug(getattr(value, "source", None)
                                                             or source_names.get(str(value), value)))
                                 if source_names else slug})
        self.palette = layout_palette(game.style.palette)
        self.icons = IconSet(folder, self._icon_colour, sources)   # `sources`: the texts the load kept (load/sources.py)
        self.own_fonts = game_fonts(self.folder, game.style.fallback_fonts, sources)
        register_own_fonts(self.own_fonts)
        self.fallbacks = FallbackFonts(tuple(usable_fallbacks(self.folder, game.style.fallback_fonts, sources)),
                                       bundled_fonts_dir(), {f.face: f.path for f in self.own_fonts.faces})
        self._colours: dict[str, Optional[Color]] = {}
        self._templates: dict[str, jinja2.Template] = {}
        self._expressions: dict[str, Any] = {}
        self._variables: dict[str, frozenset[str]] = {}
        self._images: dict[Path, ImageReader] = {}
        self._styles: dict[tuple, ParagraphStyle] = {}
        self._decks: dict[str, dict[str, Any]] = {}
        groups = [(c.id, c.name, frozenset(c.members)) for c in game.categories]

        def categories(name: Any) -> list[dict[str, str]]:
            """The categories (id, name) a name belongs to, in game.yaml's order."""
            return [{"id": ident, "name": shown} for ident, shown, members in groups if str(name) in members]

        # `game.player`: the word a sheet prints on the line for a player's name, in the game's language ('Jugador'
        # in a game written in Spanish, the edition's word in an edition, a game's own wording of 'Player')
        self.base = {"game": {"id": game.id, "title": game.title, "version": game.version,
                              "player": wording.frame("Player"),
                              "names": {k: list(v) for k, v in game.names.items()}},
                     "palette": dict(self.palette), "categories": categories,
                     "style": {"title_font": game.style.title_font, "body_font": game.style.body_font}}

    def deck_view(self, deck: Deck) -> dict[str, Any]:
        """What templates see as `deck`, computed once per deck."""
        if deck.id not in self._decks:
            width, height = deck.size.mm
            # the deck's own colour (its palette `deck-<id>`, else one apart from the other decks': the default back's
            # ground) and the ink that reads on it; the first deck's is `frame` on `band-ink`, as before
            ids = [d.id for d in self.game.decks]
            colour = deck_colour(self.game.style.palette, ids, deck.id)
            framed = ids[:1] == [deck.id] and f"deck-{deck.id}".lower() not in self.palette
            ink = self.palette.get("band-ink", "#ffffff") if framed else ink_on(rgb(colour))
            self._decks[deck.id] = {"id": deck.id, "name": deck.name, "back": deck.back or deck.name,
                                    "total": deck.total, "width": width, "height": height, "colour": colour,
                                    "colour_ink": ink}
        return self._decks[deck.id]

    # --- colours -------------------------------------------------------------------------------
    def colour(self, name: str) -> Optional[Color]:
        """A Color for '#rrggbb', a palette name or none; raises KeyError for an unknown name."""
        key = name.strip().lower().replace(" ", "-")
        if key not in self._colours:
            try:
                hexed = layout_colour(self.palette, name)   # KeyError for an unknown name
            except KeyError:
                # an edition's name of a colour the palette knows by its source name: 'Rot' is 'Red'
                source = self._source_names.get(name.strip())
                if source is None:
                    raise
                hexed = layout_colour(self.palette, source)
            self._colours[key] = HexColor(hexed) if hexed is not None else None
        return self._colours[key]

    def _icon_colour(self, name: str) -> Optional[Color]:
        try:
            return self.colour(name)
        except KeyError:
            raise ValueError(f"unknown colour '{name}'") from None

    # --- templates -----------------------------------------------------------------------------
    def template(self, source: str) -> jinja2.Template:
        if source not in self._templates:
            self._templates[source] = self.env.from_string(source)
        return self._templates[source]

    def render(self, source: str, ctx: dict[str, Any]) -> str:
        """Render template text; a bare '{{ column }}' skips Jinja (most card text is exactly that)."""
        simple = _SIMPLE.match(source)
        if simple is not None:
            name = simple.group(1)
            if name not in ctx:
                raise jinja2.UndefinedError(f"'{name}' is undefined")
            return str(escape(ctx[name]))
        if self._printed is not None:
            # an edition's translation of the layout's own text, placeholders and all, written once for every
            # card ("Prayer points for your first to sixth church: {{ ... }}")
            own = self._printed(source.strip())
            if own is not None and own != source.strip():
                return _evaluated(str(own), self.template(str(own)).render, ctx)
        text = _evaluated(source, self.template(source).render, ctx)
        if self._printed is not None:
            found = self._printed(text.strip())
            if found is not None:
                return str(escape(found))
        return text

    def expression(self, source: str) -> Any:
        """The compiled expression, as a function of the context's names; what it raises is a TemplateRunError."""
        if source not in self._expressions:
            compiled = self.env.compile_expression(source)
            self._expressions[source] = lambda **ctx: _evaluated(source, compiled, **ctx)
        return self._expressions[source]

    def variables(self, source: str, expression: bool = False) -> set[str]:
        """The names a template (or expression) reads that are not the environment's globals. The parse is kept
        per text: decks sharing a layout (Commerce's six event decks, the components figure's faces) bind it
        once each, and the globals are taken away on each call, as a board's renderer adds some."""
        text = "{{ " + source + " }}" if expression else source
        if text not in self._variables:
            self._variables[text] = frozenset(jinja2.meta.find_undeclared_variables(self.env.parse(text)))
        return set(self._variables[text]) - set(self.env.globals)

    def image(self, path: Path) -> ImageReader:
        """A picture to draw. Only the last few are kept (a reader holds the decoded pixels, about 5 MiB for a
        card-sized picture), so memory stays flat however many pictures a deck has; the PDF holds each picture
        once all the same, as ReportLab names an image by its content."""
        reader = self._images.pop(path, None) or ImageReader(str(path))
        self._images[path] = reader   # most recently used last
        while len(self._images) > IMAGES_KEPT:
            old = self._images.pop(next(iter(self._images)))
            # a JPEG reader refers to itself (reader.jpeg_fh is its own bound method): free its pixels now
            # rather than when the cycle collector gets round to it
            old.__dict__.update(_data=None, _image=None, fp=None, jpeg_fh=None)
        return reader

    def paragraph_style(self, face: str, size: float, leading: float, align: str, colour: Color,
                        cjk: bool = False, shaping: bool = False) -> ParagraphStyle:
        """The style of a text element's paragraph; `cjk` (wraps_between_letters): lines break between any two
        letters of Chinese or Japanese, which write no spaces, and still at spaces around Latin words; `shaping`
        (needs_shaping): HarfBuzz joins and orders the letters of a script that needs it, as Devanagari does."""
        key = (face, size, leading, align, colour.hexval(), cjk, shaping)
        if key not in self._styles:
            self._styles[key] = ParagraphStyle(f"s{len(self._styles)}", fontName=face, fontSize=size,
                                               leading=size * leading, alignment=_ALIGN[align], textColor=colour,
                                               splitLongWords=0, allowWidows=1, allowOrphans=1,
                                               spaceShrinkage=0,   # lines never run past the box
                                               wordWrap="CJK" if cjk else None, shaping=int(shaping))
        return self._styles[key]


# Han ideographs, kana, CJK punctuation and full-width forms: scripts written without spaces between words
_CJK = re.compile(f"[{HAN_KANA}]")


def wraps_between_letters(text: str) -> bool:
    """Whether a paragraph's text holds Chinese or Japanese, whose lines break between letters: pnp broke
    them only at spaces, so a Japanese sentence was one word, shrunk onto a line or too wide for its box
    (sakura-ichiba, written outside the project). Korean, which writes spaces, keeps its words whole."""
    return not text.isascii() and _CJK.search(text) is not None


def card_context(painter: Painter, deck: Deck, card: Optional[Card], copy: Optional[str]) -> dict[str, Any]:
    """What a layout's templates see: the card's columns by name, plus card, deck, game, palette, style, copy."""
    ctx: dict[str, Any] = {}
    if card is not None:
        ctx.update(card.fields)
        ctx.update(id=card.id, name=card.name, count=card.count,
                   card={"id": card.id, "name": card.name, "count": card.count, **card.fields})
    ctx.update(painter.base)
    ctx["deck"] = painter.deck_view(deck)
    ctx["copy"] = copy if copy is not None else ""
    return ctx

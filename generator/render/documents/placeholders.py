"""The placeholders of rulebook.md and quickref.md: the typed context of the document template family.

Each placeholder reads the loaded game (never a number typed into prose):
block placeholders (a table, a die table, a card figure...) return one line of
safe HTML rendered from templates/docs/blocks/*.html.j2; value placeholders
(an engine rule's value, a deck's size...) return plain values that the
Markdown stage escapes. A placeholder used wrongly raises PlaceholderError,
which the Markdown stage turns into an error naming the file and line.
"""
from __future__ import annotations

import re
from pathlib import Path
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Callable, Iterable, Mapping, Optional

import jinja2
from markupsafe import Markup

from ...load.documents import Heading, name_set, name_set_ids, slugify
from ...load.languages import Wording
from ...load import LoadedGame
from ...model import Component, Cost, DieResult
from ...core.suggest import did_you_mean
from ...load.templating import cell_text, join_names, one_line, player_range
from ..shared.icon_images import IconSource
from .views import CardView, CostRow, CostsView, DieRow, DieView, IconView, card_view, named_once, table_view


_UNIT_PLURAL = re.compile(r"\b(point|token|card|coin|piece|disc|cube)s$")


class PlaceholderError(Exception):
    """A placeholder was used wrongly: unknown id, bad arguments, an engine rule that raised."""

    def __init__(self, message: str, hint: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint


def _unknown(kind: str, name: str, known: Iterable[str]) -> PlaceholderError:
    known = sorted(known)
    hint = (did_you_mean(name, known)
            or (f"this game's {kind}s: " + ", ".join(known)) if known else f"this game defines no {kind}")
    return PlaceholderError(f"unknown {kind} '{name}'", hint)


def _ids(items: Iterable[Any]) -> dict[str, Any]:
    return {str(i.id): i for i in items}


class EngineRules:
    """`engine.<rule>(args)` in a document: calls the game's @rule functions under control. In an edition
    (`printed`: Wording.text) a string a rule returns prints as the edition's tables translate it: the
    engine speaks the source language."""

    def __init__(self, rules: dict[str, Callable[..., Any]], calls: Any = None,
                 printed: Optional[Callable[[str], str]] = None) -> None:
        self._rules = rules
        self._calls = calls
        self._printed = printed

    def __getattr__(self, name: str) -> Callable[..., Any]:
        if name.startswith("__"):
            raise AttributeError(name)
        func = self._rules.get(name)
        if func is None:
            raise _unknown("engine rule", name, self._rules)
        rule = guarded_rule(name, func, self._calls)
        printed = self._printed
        if printed is None:
            return rule

        def translated(*args: Any, **kwargs: Any) -> Any:
            return engine_text(rule(*args, **kwargs), printed)
        return translated


def engine_text(value: Any, printed: Callable[[str], str]) -> Any:
    """What an engine rule returned, its strings (alone or in a list) as the edition prints them."""
    if isinstance(value, str):
        return printed(value)
    if type(value) in (list, tuple) and any(isinstance(v, str) for v in value):
        return type(value)(printed(v) if isinstance(v, str) else v for v in value)
    return value


def guarded_rule(name: str, func: Callable[..., Any], calls: Any) -> Callable[..., Any]:
    """A rule as templates may call it: time-limited, its output kept aside, failures a PlaceholderError."""
    from ...load.engine_calls import EngineFault

    def call(*args: Any, **kwargs: Any) -> Any:
        shown = ", ".join([*map(repr, args), *(f"{k}={v!r}" for k, v in kwargs.items())])
        try:
            if calls is None:
                return func(*args, **kwargs)
            return calls.run(f"engine.{name}({shown})", func, *args, **kwargs)
        except EngineFault as fault:  # engine code is the user's: report where the document calls it
            raise PlaceholderError(f"{fault.what} (at {fault.loc})",
                                   "check the arguments against the rule in engine.py") from None
        except Exception as exc:
            raise PlaceholderError(f"engine.{name}({shown}) raised {type(exc).__name__}: {exc}",
                                   "check the arguments against the rule in engine.py") from None

    return call


@dataclass
class SheetLayout:
    """Page layout a document asks for with {{ sheet(...) }}; None leaves the document's default."""

    orientation: Optional[str] = None
    columns: Optional[int] = None


@dataclass
class DocumentContext:
    """Everything a document's placeholders can see; `variables()` is what Jinja2 gets."""

    loaded: LoadedGame
    env: jinja2.Environment
    sections: dict[str, Heading]
    icon_source: IconSource
    card_figure: Callable[[CardView], Markup]
    layout: SheetLayout = field(default_factory=SheetLayout)
    used: set[str] = field(default_factory=set)
    outputs: tuple[Mapping[str, Any], ...] = ()   # what this build has written so far (manifest entries)
    paper: str = "a4"
    document: str = ""   # 'rulebook' or 'quickref': the page a figure is drawn for (page_geometry.py)

    @property
    def game(self):
        return self.loaded.game

    @cached_property
    def wording(self) -> Wording:
        """How the document's words print: an edition's through its tables, the source's as written."""
        return Wording(self.game)

    def variables(self) -> dict[str, Any]:
        g = self.game
        from ...load.documents import PLACEHOLDER_FUNCS as funcs   # the names the check knows too
        return {"title": g.title, "version": g.version, "players": player_range(g.players, either=self.wording.either),
                "summary": g.summary,
                "engine": EngineRules(self.loaded.engine.rules, self.loaded.engine.calls,
                                      self.wording.text if self.wording.edition else None),
                **{name: getattr(self, name) for name in funcs}}

    def _block(self, name: str, **context: Any) -> Markup:
        html = self.env.get_template(f"docs/blocks/{name}.html.j2").render(**context)
        return Markup(one_line(html) + "\n\n")

    # --- block placeholders ---------------------------------------------------------------
    def table(self, table_id: str) -> Markup:
        table = _ids(self.game.tables).get(table_id)
        if table is None:
            raise _unknown("table", table_id, _ids(self.game.tables))
        self.used.add(f"table:{table_id}")
        variant = self.game.variant(table.variant) if table.variant else None
        return self._block("table", t=table_view(table, variant.name if variant else "", self.wording.frame,
                                                        self.wording))

    def die(self, die_id: str, percentile: bool = False) -> Markup:
        die = _ids(self.game.dice).get(die_id)
        if die is None:
            raise _unknown("die table", die_id, _ids(self.game.dice))
        if percentile and die.faces != 100:
            raise PlaceholderError(f"die('{die_id}', percentile=true): die table '{die_id}' has {die.faces} faces, "
                                   "and percentile dice read 100", "give the table faces: 100, or leave percentile out")

        from ...model.printed import sticker_text

        # a blank die a token sheet dresses with stickers of words ('Red', 'Storm') shows them, not its faces'
        # positions: the table says what the players see (kids-colours printed '1 - Take a red card.')
        words = any(t.component == die.component for t in self.game.tokens) and not all(
            sticker_text(r).strip().isdigit() for r in die.every_result())

        def shown(r: DieResult) -> str:
            if percentile:   # two ten-sided dice read as 01 to 00: '96–00' (percentile-table)
                low, high = (f"{n % 100:02d}" for n in (r.rolls.low, r.rolls.high))
                return low if r.rolls.low == r.rolls.high else f"{low}\u2013{high}"
            if not words:
                return player_range(r.rolls)
            faces = r.rolls.high - r.rolls.low + 1
            return sticker_text(r) + (f" \u00d7{faces}" if faces > 1 else "")

        def rows(results: Iterable[DieResult]) -> tuple[DieRow, ...]:
            return tuple(DieRow(shown(r), r.text, rows(r.reroll)) for r in results)

        return self._block("die", d=DieView(die.id, die.name, die.faces, rows(die.results), words))

    def costs(self, group: str, title: str = "", effects: bool = True) -> Markup:
        items = [c for c in self.game.costs if c.group == group]
        if not items:
            raise _unknown("cost group", group, {c.group for c in self.game.costs})
        rows = tuple(CostRow(c.name, self._price(c), c.points, c.era or "", c.effect if effects else "")
                     for c in items)
        title = self.wording.text(title) if title else group.replace("-", " ").capitalize()
        return self._block("costs", c=CostsView(group, title, rows, self.wording))

    def cards(self, deck_id: str, columns: Any = None, copies: Optional[bool] = None, title: str = "",
              labels: Any = None, thousands: Optional[bool] = None) -> Markup:
        """The deck's cards as a list, one row a card, from the data (card_list.py)."""
        from .card_list import CardListError, card_list_view

        deck = self.game.deck(deck_id)
        if deck is None:
            raise _unknown("deck", deck_id, _ids(self.game.decks))
        try:
            view = card_list_view(deck, columns, copies, self.wording.text(title) if title else "", labels,
                                  thousands, self._thousands)
        except CardListError as exc:
            raise PlaceholderError(exc.message, exc.hint) from None
        self.used.add(f"cards:{deck_id}")
        return self._block("cards", c=view)

    def _thousands(self, value: int) -> str:
        from ...load.languages import thousands_sep
        from ...load.templating import thousands

        return thousands(value, sep=thousands_sep(self.wording.language))

    def _price(self, cost: Cost) -> str:
        names = {str(c.id): c.name for c in self.game.categories}
        parts = []
        for item in cost.items:
            what = names.get(item.of, item.of)
            if item.amount == 1:
                what = _UNIT_PLURAL.sub(r"\1", what)  # '1 Prayer points' reads '1 Prayer point'
            # 50000 Money reads '50,000 Money' (an edition's '50.000'), as a price list prints it
            parts.append(item.shown(what, self._thousands(item.amount) if abs(item.amount) >= 10000 else ""))
        return ", ".join(parts)

    def components(self) -> Markup:
        from ...model.supply import supply_lines

        # what the players bring (a die, pencils, bought bits): said in the list, which else reads as the box's
        bought = {line.component.id for line in supply_lines(self.game) if line.gather or not line.printed_in}
        rows = [(c.count, c.name, component_note(c, self.wording.frame, gathered=c.id in bought))
                for c in self.game.inventory]
        return self._block("components", rows=rows)

    def glossary(self) -> Markup:
        return self._block("glossary", terms=self.game.glossary)

    def variants(self) -> Markup:
        """Every variant with its player range and its `text:` (seconds-timer wrote each variant's rules twice, in
        game.yaml and by hand in the rulebook)."""
        shown = []
        for v in self.game.variants:
            one = v.players.low == v.players.high == 1
            shown.append((v.name, self.wording.players(player_range(v.players, either=self.wording.either), one=one), v.text))
        return self._block("variants", variants=tuple(shown))

    def example(self, example_id: str) -> Markup:
        example = _ids(self.game.examples).get(example_id)
        if example is None:
            raise _unknown("example", example_id, _ids(self.game.examples))
        return self._block("example", e=example, paragraphs=paragraphs(example.text))

    def card(self, deck_id: str, card_id: str, caption: str = "") -> Markup:
        deck = self.game.deck(deck_id)
        if deck is None:
            raise _unknown("deck", deck_id, _ids(self.game.decks))
        card = next((c for c in deck.cards if c.id == card_id), None)
        if card is None:
            raise _unknown(f"card of deck '{deck_id}'", card_id, [c.id for c in deck.cards])
        # a deck the box counts as tokens or tiles (rank-battle's armies of counters): '5 copies', not 'in the deck'
        pieces = any(deck.id in c.decks and c.kind != "cards" for c in self.game.inventory)
        return self.card_figure(card_view(deck, card, self.wording.text(caption) if caption else caption, pieces))

    def figure(self, kind: str, **options: Any) -> Markup:
        from .diagrams import FigureError, make_figure
        from .diagrams.pictures import board_pictures
        from .page_geometry import column_mm

        for own in ("pictures", "column"):   # make_figure's own arguments, not a figure's options
            if own in options:
                raise PlaceholderError(f"figure('{kind}') takes no option '{own}'")
        from .diagrams.outlines import figure_fonts

        try:
            with figure_fonts(self._figure_fonts()):
                drawn = make_figure(self.game, self.loaded.engine.setup, kind, **options,
                                    pictures=board_pictures(self.loaded) if kind == "components" else None,
                                    column=column_mm(self.document, self.paper, self.layout.orientation or "",
                                                     self.layout.columns or 0))
        except FigureError as exc:
            raise PlaceholderError(exc.message, exc.hint) from None
        count = sum(1 for u in self.used if u.startswith(f"figure:{drawn.anchor}"))
        self.used.add(f"figure:{drawn.anchor}" + (f"-{count + 1}" if count else ""))
        anchor = drawn.anchor + (f"-{count + 1}" if count else "")
        return self._block("figure", f=drawn, anchor=anchor)

    def _figure_fonts(self) -> tuple[Path, ...]:
        """The font files a figure's shaped labels may be drawn in: the game's own fonts/ (regular faces first),
        its fallback fonts, then pnp's Lato."""
        from ...load.fonts import game_fonts
        from ...load.glyphs import bundled_fonts_dir, usable_fallbacks

        folder = Path(self.loaded.folder)
        own = game_fonts(folder, self.game.style.fallback_fonts, self.loaded.sources)
        faces = sorted(own.faces, key=lambda f: (f.bold, f.italic, f.family))
        return (*(f.path for f in faces), *usable_fallbacks(folder, self.game.style.fallback_fonts, self.loaded.sources),
                bundled_fonts_dir() / "Lato-Regular.ttf")

    def print_and_gather(self) -> Markup:
        from ..outputs import planned_outputs
        from .print_list import print_list

        self.used.add("print_and_gather")
        view = print_list(self.game, self.loaded.engine.setup, self.outputs, planned_outputs(self.loaded), self.paper)
        return self._block("print_list", p=view)

    def icons(self) -> Markup:
        self.used.add("icons")
        # a term names an icon by its source name: 'Believer' is the icon believer in every edition
        terms = {slugify(getattr(t.term, "source", t.term)): t for t in self.game.glossary}
        views = []
        for entry in self.icon_source.glossary():
            term = next((terms[n] for n in entry.names if n in terms), None)
            name = entry.names[-1]  # an alias is the game's own word for a built-in picture
            label = term.term if term else self.wording.text(name.replace("-", " ").replace("_", " ").capitalize())
            # said once: 'City: A city: a grown settlement' prints as 'City: A grown settlement'
            label, text = named_once(label, term.text if term else self.wording.text(entry.meaning))
            views.append(IconView(entry.image.code, entry.image.src, label, text))
        views.sort(key=lambda v: v.label.lower())
        return self._block("icons", icons=views) if views else Markup("")

    # --- value placeholders ---------------------------------------------------------------
    def category(self, category_id: str) -> list[str]:
        cats = {**_ids(self.game.categories), **{c.name: c for c in self.game.categories}}
        cat = cats.get(category_id)
        if cat is None:
            raise _unknown("category", category_id, _ids(self.game.categories))
        return NameList(cat.members)

    def names(self, set_id: str) -> list[str]:
        """A list, as in layouts: loop over it, or print it with a filter (`| joined`, `| join_names`)."""
        names = name_set(self.game, set_id)
        if names is None:
            raise _unknown("name set", set_id, name_set_ids(self.game))
        return NameList(names)

    def deck(self, deck_id: str) -> int:
        deck = self.game.deck(deck_id)
        if deck is None:
            raise _unknown("deck", deck_id, _ids(self.game.decks))
        return deck.total

    def inventory(self, component_id: str) -> int:
        component = _ids(self.game.inventory).get(component_id)
        if component is None:
            raise _unknown("component", component_id, _ids(self.game.inventory))
        return component.count

    def variant(self, variant_id: str, name: bool = True) -> str:
        """'Duel (2 players)'; with name=false only the player range, '2 players' (under a heading that names
        the variant already)."""
        variant = self.game.variant(variant_id)
        if variant is None:
            raise _unknown("variant", variant_id, _ids(self.game.variants))
        one = variant.players.low == variant.players.high == 1
        players = self.wording.players(player_range(variant.players, either=self.wording.either), one=one)
        return f"{variant.name} ({players})" if name else players

    def ref(self, section_id: str) -> Markup:
        if section_id not in self.sections:
            raise _unknown("section", section_id, self.sections)
        # the title and page are filled in by CSS (target-text, target-counter) once pages exist
        return Markup('<a class="xref" href="#{}"></a>').format(section_id)

    def icon(self, name: str) -> Markup:
        image = self.icon_source.images({name}).get(name) if name in self.icon_source.codes else None
        if image is None:
            raise _unknown("icon", name, self.icon_source.codes)
        return Markup('<img class="icon" src="{}" alt="{}">').format(image.src, name)

    def sheet(self, orientation: str = "portrait", columns: int = 1) -> str:
        if orientation not in ("portrait", "landscape"):
            raise PlaceholderError(f"sheet(orientation={orientation!r}): use 'portrait' or 'landscape'")
        if not isinstance(columns, int) or not 1 <= columns <= 4:
            raise PlaceholderError(f"sheet(columns={columns!r}): use a whole number from 1 to 4")
        self.layout = SheetLayout(orientation, columns)
        return ""


class NameList(list):
    """The names of a set or category: a list to loop over that prints comma-separated, as written in the data."""

    def __str__(self) -> str:
        return ", ".join(map(str, self))


def component_note(component: Component, frame: Callable[..., str] = lambda text: text, gathered: bool = False) -> str:
    """The inventory's note column: 'Gathered, not printed' for what the players bring (`gathered`), else
    'Double-sided' for two printed sides, then the note.

    Cards are left out of 'Double-sided': every card has a back, so saying so on every deck is noise.
    A note written as a sentence ('Rules on the front.') follows as its own sentence; one
    that starts in lower case ('one per player') continues the phrase after a comma.
    """
    note = component.note.strip()
    if gathered:
        lead = frame("Gathered, not printed")
    elif component.sides != 2 or component.kind == "cards":
        return note
    else:
        lead = frame("Double-sided")
    if not note:
        return lead
    if note[0].islower():
        return f"{lead}, {note}"
    return f"{lead}. {note}"


def format_value(value: Any) -> str:
    """How a value placeholder prints: lists joined, booleans yes/no, None as an en dash."""
    if isinstance(value, NameList):
        return str(value)
    if isinstance(value, (list, tuple)):
        return join_names(cell_text(v) for v in value)
    if isinstance(value, dict):
        raise PlaceholderError("this placeholder gives a mapping, which cannot be printed as text",
                               "pick one value, e.g. {{ engine.setup(3)['pawns'] }}")
    return cell_text(value)


def escape_text(value: Any) -> Markup:
    """Escape for HTML and neutralise Markdown, so a name like `*Bread* & [Wine]` prints as written."""
    return Markup("".join(_ENTITIES.get(ch, ch) for ch in format_value(value)))


# one pass over the raw text: HTML's specials as entities, and Markdown's, so neither reads them as markup
_ENTITIES = {**{ch: f"&#{ord(ch)};" for ch in "\\`*_[]|~#{}!\""}, "&": "&amp;", "<": "&lt;", ">": "&gt;"}


def paragraphs(text: str) -> list[str]:
    """A worked example's text in its paragraphs, as the YAML wrote them: a blank line in a literal block ('|'), or
    the one line break a blank line leaves in a folded block ('>') when every piece before it is a paragraph of its
    own (ends a sentence or runs past 100 characters); a literal block's wrapped lines are one paragraph
    (trump-auction's hand told in four paragraphs printed as one block)."""
    text = text.strip()
    if "\n\n" in text:
        parts = re.split(r"\n[ \t]*\n", text)
    elif "\n" in text and all(len(p) > 100 or p.rstrip()[-1:] in ".!?:)" for p in text.split("\n")[:-1]):
        parts = text.split("\n")
    else:
        parts = [text]
    return [" ".join(p.split("\n")).strip() for p in parts if p.strip()]

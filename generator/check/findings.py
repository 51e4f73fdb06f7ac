"""Findings, the catalogue of rule ids, and the context every check family works with."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional

# Finding lives with Loc and Problem (errors.py): a remembered check (check_cache.py) prints findings
# without importing the check stage
from ..errors import Finding, Loc
from ..load import LoadedGame


@dataclass(frozen=True)
class RuleInfo:
    """A stable rule id with its family, default severity and one-line title."""

    id: str
    family: str
    severity: str
    title: str


def _catalogue(*rules: RuleInfo) -> dict[str, RuleInfo]:
    out: dict[str, RuleInfo] = {}
    for r in rules:
        if r.id in out:
            raise ValueError(f"rule id {r.id} defined twice")
        out[r.id] = r
    return out


RULES = _catalogue(
    RuleInfo("TBL001", "tables", "error", "a table cell differs from the engine's value"),
    RuleInfo("TBL002", "tables", "error", "a table row has a different number of cells than its axis"),
    RuleInfo("TBL003", "tables", "warning", "a table row is bound to no engine rule"),
    RuleInfo("PLR001", "players", "error", "a variant's player range lies outside the game's"),
    RuleInfo("PLR002", "players", "error", "a table's players axis leaves the range or misses a count"),
    RuleInfo("PLR003", "players", "error", "the engine's PLAYERS differs from game.yaml"),
    RuleInfo("PLR004", "players", "error", "the inventory has too few of a per-player component"),
    RuleInfo("REF001", "references", "error", "a name is used that nothing defines"),
    RuleInfo("REF002", "references", "error", "one thing is spelled two ways"),
    RuleInfo("REF003", "references", "error", "an engine rule is named that the engine does not declare"),
    RuleInfo("REF004", "references", "error", "a name set referred to does not exist"),
    RuleInfo("REF005", "references", "error", "the arguments the content gives an engine rule do not fit its "
                                              "parameters"),
    RuleInfo("DIE001", "dice", "error", "a die face is not covered by any result"),
    RuleInfo("DIE002", "dice", "error", "a die face is covered by more than one result"),
    RuleInfo("DIE003", "dice", "error", "a result names a roll the die cannot show"),
    RuleInfo("DIE004", "dice", "error", "the engine's die rule disagrees with the die table"),
    RuleInfo("DIE005", "dice", "error", "a die table's faces differ from its inventory die"),
    RuleInfo("CMP001", "components", "error", "the inventory's card count differs from the card data"),
    RuleInfo("CMP002", "components", "error", "setup needs more than the box holds"),
    RuleInfo("CMP003", "components", "error", "a component is listed twice"),
    RuleInfo("CMP004", "components", "warning", "a deck is in no inventory line"),
    RuleInfo("EXM001", "examples", "error", "a worked example disagrees with the engine"),
    RuleInfo("INV001", "invariants", "error", "an invariant the engine declares does not hold"),
    RuleInfo("INV002", "invariants", "error", "an invariant's parameters do not match how it is declared"),
    RuleInfo("ENG001", "engine", "error", "an engine function raised an exception"),
    RuleInfo("ENG002", "engine", "error", "an engine call did not finish within the game's engine_timeout"),
    RuleInfo("ENG003", "engine", "error", "engine code tried to exit or interrupt pnp instead of returning"),
    RuleInfo("WAV001", "waivers", "warning", "a waiver matches no finding"),
    RuleInfo("MAP001", "maps", "error", "a route names a location the map does not have"),
    RuleInfo("MAP002", "maps", "error", "play starts at a location the map does not have"),
    RuleInfo("MAP003", "maps", "error", "a place named in the data is not on the map"),
    RuleInfo("MAP004", "maps", "error", "a location cannot be reached from where play starts"),
    RuleInfo("MAP005", "maps", "error", "a location names a region the map does not define"),
    RuleInfo("MAP006", "maps", "error", "a map, location, region or track is defined twice"),
    RuleInfo("MAP007", "maps", "error", "a location or track lies off the board"),
    RuleInfo("MAP008", "maps", "error", "a track mark lies off its track or disagrees with the engine"),
    RuleInfo("MAP009", "maps", "error", "a map's board or tiles disagree with the inventory"),
    RuleInfo("MAP010", "maps", "error", "a location's kind is neither built in nor declared under location_kinds"),
    RuleInfo("MAP011", "maps", "error", "a region box's wide or columns is wrong, or leaves a named space no room"),
    RuleInfo("MAP012", "maps", "error", "two spaces of a map overlap (a piece cannot stand in one of them)"),
    RuleInfo("MAP013", "maps", "error", "the picture printed under a map is missing, not a PNG or JPEG, or damaged"),
    RuleInfo("LAY001", "layouts", "error", "a deck names a face or back layout that does not exist"),
    RuleInfo("LAY002", "layouts", "error", "a layout file a deck or board uses cannot be read"),
    RuleInfo("LAY003", "layout templates", "error", "a layout's template reads a field the card, board or pad does not have"),
    RuleInfo("LAY004", "preflight", "error", "an image a card layout needs does not exist"),
    RuleInfo("LAY005", "preflight", "error", "a picture's proportions differ from its fit: exact box"),
    RuleInfo("LAY006", "layouts", "error", "a card's text does not fit its box even at min_size (found by pnp build)"),
    RuleInfo("LAY007", "layouts", "error", "a grid or track cannot be laid out: too few rows, columns, cells or spaces"),
    RuleInfo("LAY008", "layouts", "error", "a layout element, grid cell or track space reaches beyond the bleed"),
    RuleInfo("LAY009", "layouts", "error", "a grid's values or a track's labels are not one per cell or space"),
    RuleInfo("LAY010", "layout templates", "error", "a layout or the style names a colour or a font that does not exist"),
    RuleInfo("LAY013", "layouts", "error", "a layout's text or icon is too close in colour to what it is printed on "
                                           "(found by pnp build)"),
    RuleInfo("LAY012", "preflight", "error", "a picture a card layout draws is damaged or cut short, or has more pixels than pnp allows"),
    RuleInfo("LAY014", "layout overlaps", "warning", "two texts, icon rows or pictures of a layout overlap where "
                                                 "neither says over: true"),
    RuleInfo("LAY011", "layout templates", "error", "a layout's text uses markup pnp does not allow (a tag or attribute that names a file, a font or an address)"),
    RuleInfo("SVG001", "icons", "error", "an SVG icon is not valid SVG or uses what pnp cannot draw"),
    RuleInfo("ICO001", "icons", "error", "a .png icon is not a PNG picture"),
    RuleInfo("ICO002", "icons", "warning", "a picture in icons/ is in a format pnp does not read as an icon"),
    RuleInfo("ICO003", "printed icons", "error", "an icon code in printed text or a layout is neither the game's nor pnp's"),
    RuleInfo("ICO005", "icons", "error", "a vector icon's YAML file does not parse"),
    RuleInfo("ICO004", "printed icons", "warning", "a :code: in rulebook.md or quickref.md prints as written, not as an icon"),
    RuleInfo("BRD001", "boards", "error", "a player board names an unknown set, or both a set and colours"),
    RuleInfo("BRD002", "boards", "error", "player boards print a different number than the box holds"),
    RuleInfo("BRD003", "boards", "error", "a player board names a layout that does not exist"),
    RuleInfo("GRD001", "grids", "error", "a grid map names a cell, terrain or feature kind it does not have"),
    RuleInfo("GRD002", "grids", "error", "a grid feature runs between cells that are not neighbours"),
    RuleInfo("GRD003", "grids", "error", "a grid map's size or coordinate format cannot work"),
    RuleInfo("PAD001", "pads", "error", "a pad names an unknown set, design, inventory line or count"),
    RuleInfo("PAD002", "pads", "error", "a pad's layout does not exist or cannot be read"),
    RuleInfo("TOK001", "tokens", "error", "a token sheet prints a different number than the box holds"),
    RuleInfo("TOK002", "tokens", "error", "a token sheet names no inventory line, or one twice"),
    RuleInfo("TOK003", "tokens", "error", "a die's stickers disagree with its die table"),
    RuleInfo("TOK004", "tokens", "error", "a token sheet names an icon that does not exist"),
    RuleInfo("TOK005", "tokens", "error", "a token's text does not fit its token even at 6 pt (found by pnp build)"),
    RuleInfo("FIT001", "fit", "error", "a piece the data puts on a space does not fit it"),
    RuleInfo("FIT002", "fit", "error", "a card slot is smaller than its card"),
    RuleInfo("FIT003", "fit", "error", "a placed piece has no size, or names no piece or space"),
    RuleInfo("FIT004", "fit", "error", "two spaces that hold pieces overlap"),
    RuleInfo("CMP005", "components", "error", "a component is neither printed nor listed to gather"),
    RuleInfo("DOC001", "documents", "warning", "a rulebook or quick reference types by hand a number the data "
                                                "computes (it agrees today; --strict makes it an error)"),
    RuleInfo("DOC002", "documents", "error", "a document placeholder names something the game does not have"),
    RuleInfo("DOC003", "documents", "warning", "an icon would print in the icon glossary without a meaning"),
    RuleInfo("TXT001", "printed", "error", "a printed number contradicts the data"),
    RuleInfo("TXT002", "printed", "error", "a printed player count or range is not the game's"),
    RuleInfo("TXT003", "printed", "error", "a card's text contradicts a column of its own row"),
    RuleInfo("TXT004", "printed", "error", "a worked example's text contradicts its checks"),
    RuleInfo("TXT005", "printed", "error", "a printed name is a near miss of a known name"),
    RuleInfo("TXT006", "printed", "warning", "--strict: a number is typed into rulebook.md or quickref.md"),
    RuleInfo("TXT007", "printed", "error", "a printed roll is not a face of the die, or not the result's faces"),
    RuleInfo("TXT008", "printed", "error", "a number printed before a step of the turn is not its place in the order"),
    RuleInfo("TXT009", "printed", "error", "a printed sum does not give the result printed after its '='"),
    RuleInfo("TXT010", "printed", "error", "a sentence announces a list of N items, but the list that follows has "
                                           "another number"),
    RuleInfo("TXT011", "printed", "error", "a number typed before a numbered list's item (or a label of a series: "
                                           "layout number labels, token faces, die results) breaks its count"),
    RuleInfo("TXT012", "printed", "error", "a printed name's number differs from the number of its id"),
    RuleInfo("GLY001", "glyphs", "error", "a character the game prints is in none of its fonts"),
    RuleInfo("GLY002", "glyphs", "error", "a declared fallback font cannot be used"),
    RuleInfo("GLY003", "glyphs", "error", "a font file in the game's fonts/ cannot be used"),
    RuleInfo("GLY004", "glyphs", "error", "the game's fonts/ holds fonts but no licence file"),
    RuleInfo("GLY005", "glyphs", "error", "a style's document font is no family of pnp's documents or the game's "
                                          "fonts/"),
    RuleInfo("TRN001", "translations", "error", "a translation prints other numbers than its source string"),
    RuleInfo("TRN002", "translations", "error", "a translation keeps a name in the source language, or misspells "
                                                "the edition's name (a warning when not certain)"),
    RuleInfo("TRN003", "translations", "error", "a translation drops or adds a placeholder of its source"),
    RuleInfo("TRN004", "translations", "warning", "a printed string has no translation in an edition"),
    RuleInfo("DOC004", "documents", "error", "a document loads a URL or file that is refused or cannot be used"),
    RuleInfo("DOC005", "documents", "error", "a document's Jinja reaches for Python internals or loads a template "
                                              "from outside the game's and pnp's templates"),
    RuleInfo("DOC006", "documents", "error", "a document's Jinja does not parse (the build would stop at it)"),
)

MISSING = object()


@dataclass
class Context:
    """What a check family sees: the loaded game and a way to report findings."""

    loaded: LoadedGame
    findings: list[Finding] = field(default_factory=list)
    strict: bool = False
    memo: dict[str, Any] = field(default_factory=dict)  # what several families read once (the printed text)

    @property
    def game(self):
        return self.loaded.game

    @property
    def engine(self):
        return self.loaded.engine

    def report(self, rule: str, loc: Loc, message: str, *, expected: Any = None, actual: Any = None,
               hint: str = "", subject: str = "", related: Optional[Loc] = None,
               unsure: bool = False) -> None:
        """`unsure`: a finding the family cannot be certain of is a warning, whatever the rule's severity."""
        # PATH001 is a load rule that a family may report too (a path a card's data builds): always an error
        severity = "error" if rule == "PATH001" else "warning" if unsure else RULES[rule].severity
        if self.strict and severity == "warning":   # --strict: a publisher's gate, where every warning fails
            severity = "error"
        self.findings.append(Finding(rule, severity, self.game.id, loc, capped(message),
                                     expected, actual, capped(hint), subject, related))

    def rule(self, name: Optional[str], loc: Loc, subject: str) -> Optional[Callable[..., Any]]:
        """The engine rule called `name`, or None after reporting REF003."""
        if name is None:
            return None
        func = self.engine.rules.get(name)
        if func is None:
            from .names import did_you_mean

            known = sorted(self.engine.rules)
            hint = did_you_mean(name, known) or ("the engine declares: " + ", ".join(known) if known
                                                 else "declare it in engine.py with @rule")
            self.report("REF003", loc, f"unknown engine rule '{name}'", hint=hint, subject=subject)
        return func

    def call(self, func: Callable[..., Any], kwargs: dict[str, Any], subject: str, *args: Any,
             args_at: Optional[Callable[[Optional[str]], Loc]] = None) -> Any:
        """Call engine code under control; any failure becomes an ENG finding and MISSING is returned.

        With `args_at` (the content's place of one argument by name, or of all of them for None), arguments that
        do not fit the rule's parameters are REF005 there (the same finding twice is shown once: check_game) and
        the rule is not called."""
        from ..load.engine_calls import EngineFault

        if args_at is not None:
            from .arguments import argument_problem

            wrong = argument_problem(func, args, kwargs)
            if wrong is not None:
                what, hint, key = wrong
                self.report("REF005", args_at(key), what, hint=hint, subject=subject)
                return MISSING
        shown = ", ".join([*map(_short_repr, args), *(f"{k}={_short_repr(v)}" for k, v in kwargs.items())])
        try:
            return self.engine.calls.run(f"{getattr(func, '__name__', 'engine function')}({shown})",
                                         func, *args, **kwargs)
        except EngineFault as fault:
            if fault.repeat:   # already reported at its first call
                return MISSING
            hint = ("make the engine code return a value (is there a loop that never ends?), or raise "
                    "engine_timeout in game.yaml" if fault.rule == "ENG002" else
                    "fix the engine rule or the arguments the content passes it")
            self.report(fault.rule, fault.loc, fault.what, hint=hint, subject=subject)
            return MISSING


MESSAGE_LIMIT = 300


def args_where(game: Any, path: tuple[Any, ...]) -> Callable[[Optional[str]], Loc]:
    """Context.call's `args_at` for a call written in game.yaml at `path`: where its `args` (or one of them) are."""
    return lambda key: game.where(*path, "args", key)


def capped(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """A message or hint cut to one screen line or so: no finding embeds a whole object."""
    return text if len(text) <= limit else text[:limit - 30].rstrip() + f"... ({len(text) - limit + 30} more chars)"


def _short_repr(value: Any) -> str:
    """An argument as messages show it: the loaded game by name, anything long cut short."""
    if type(value).__name__ == "Game":
        return "game"
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def same(a: Any, b: Any) -> bool:
    """Compare a printed value with an engine value: tuples equal lists, 2 equals 2.0."""
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, bool) or isinstance(b, bool):   # True is not 1: both must be the same truth value
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    return a == b


def shown(value: Any) -> str:
    if value is None:
        return "empty"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(shown(v) for v in value) + "]"
    return repr(value)   # quoted if a string; a number, bool or dict reads the same by repr as by str

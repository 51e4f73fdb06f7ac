"""What a game's decks and dice do, in numbers: one pure computation for `pnp report` and report.html.

Everything comes from the loaded model (decks with their counts and typed columns, die tables) and from
the engine: setup(players) says how many cards of a deck come out of the box, and the optional
play(players, variant=None) says how the game draws from each deck and how many dice it rolls together
(docs/outputs.md, "The designer's report"). No content file is read here.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable, Optional

from ..core.errors import GeneratorError, Loc
from ..load.languages import Wording
from .odds import at_least, share, sum_of_dice

DEAL_KEYS = {"hand": "cards dealt to each player at setup",
             "draw": "cards each player draws on each of their turns",
             "table": "cards dealt face up to the table at setup (a market row)",
             "per_round": "cards the table draws each round, besides the players' draws",
             "turns": "how many first turns the odds follow (default 3)",
             "only": "{column: value}: the cards of the deck used in a game (others stay in the box)",
             "holders": "how many players are dealt and draw from this deck (default every player; 1 for a deck "
                        "only one side plays)"}
DIE_KEYS = {"dice": "how many of this die are rolled together and summed"}
DEFAULT_TURNS = 3
MAX_TURNS = 20
MAX_DICE = 10
AT_LEAST = (1, 2, 3)
CATEGORY_LIMIT = 12      # a column with more distinct values than this is a list of names, not a category
STR_CATEGORY_LIMIT = 8   # a str column with more distinct values than this is free text


class ReportError(GeneratorError):
    """The engine's play() or setup() gives something the report cannot use."""


@dataclass(frozen=True)
class Tally:
    """One value of a column: how many cards (copies) and distinct cards carry it."""

    value: str
    copies: int
    distinct: int


@dataclass(frozen=True)
class ColumnTally:
    """A category or number column of a deck, value by value (numbers in increasing order)."""

    column: str
    kind: str                       # "category" or "number"
    tallies: tuple[Tally, ...]
    empty: int = 0                  # copies with no value in this column


@dataclass(frozen=True)
class DeckNumbers:
    """One deck: its size, copies per distinct card, and its columns counted."""

    id: str
    name: str
    total: int
    cards: tuple[tuple[str, str, int], ...]            # (id, name, copies)
    copies: tuple[tuple[int, tuple[str, ...]], ...]    # copies -> names of the distinct cards with that many
    categories: tuple[ColumnTally, ...]
    numbers: tuple[ColumnTally, ...]


@dataclass(frozen=True)
class OddsLine:
    """The chance of holding at least 1, 2, 3 cards of one kind, at each stage of a deal."""

    label: str
    in_deck: int
    chances: tuple[tuple[Fraction, ...], ...]         # per stage: P(at least k) for k in AT_LEAST
    given: bool = False                               # a line of "a given card with n copies", not a kind


@dataclass(frozen=True)
class DrawOdds:
    """Odds of drawing from one deck, for the player counts that share the same deal."""

    deck: str
    deck_name: str
    players: tuple[int, ...]
    who: str                                          # "player" (one player's hand) or "table"
    pool: int                                         # cards shuffled (the deck, or its `only` cards)
    stages: tuple[tuple[str, int], ...]               # (label, cards seen)
    lines: tuple[OddsLine, ...]
    deal: str                                         # the deal in words
    cut: str = ""                                     # why the stages stop early, if they do


@dataclass(frozen=True)
class Exhaustion:
    """Cards a deck must give at setup and each round at one player count, against its size."""

    deck: str
    players: int
    size: int
    at_setup: int
    per_round: int

    @property
    def rounds(self) -> Optional[int]:
        """Full rounds the deck lasts after setup (None: nothing is drawn per round)."""
        if self.at_setup > self.size or self.per_round == 0:
            return None
        return (self.size - self.at_setup) // self.per_round

    @property
    def short(self) -> int:
        return max(0, self.at_setup - self.size)


@dataclass(frozen=True)
class DieOdds:
    """A die table as probabilities; `sums` when the game rolls several and adds them."""

    id: str
    name: str
    faces: int
    dice: int
    results: tuple[tuple[str, str, Fraction], ...]    # (result id, faces covered, chance)
    sums: tuple[tuple[int, Fraction], ...] = ()
    ends: tuple[str, ...] = ()                        # per result, the id it ends in (a re-roll's second roll)


@dataclass(frozen=True)
class DesignerReport:
    game: str
    title: str
    version: str
    players: tuple[int, ...]
    decks: tuple[DeckNumbers, ...]
    odds: tuple[DrawOdds, ...]
    exhaustion: tuple[Exhaustion, ...]
    dice: tuple[DieOdds, ...]
    undealt: tuple[str, ...]                          # decks the engine's play() names no draw from
    has_play: bool


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _is_category(deck: Any, column: str, kind: str) -> bool:
    if kind == "bool":
        return True
    values = [v for c in deck.cards for v in _values(c, column)]
    distinct = set(values)
    if kind.startswith(("ref:", "ref?:", "refs:")):
        return 0 < len(distinct) <= CATEGORY_LIMIT
    return kind == "str" and 0 < len(distinct) <= STR_CATEGORY_LIMIT and len(distinct) < len(values)


def _values(card: Any, column: str) -> tuple[Any, ...]:
    value = card.fields.get(column)
    if value is None or value == "":
        return ()
    return tuple(value) if isinstance(value, tuple) else (value,)


def _weighted(deck: Any, card: Any, column: str) -> list[tuple[Any, int]]:
    """Each value of a card's cell with the copies that carry it: every copy carries every value, except in
    the deck's `copies_by` column, which names each copy once ('Red; Blue' on a 2-copy card: one of each)."""
    values = _values(card, column)
    if column == getattr(deck, "copies_by", None):
        return [(v, values.count(v)) for v in dict.fromkeys(values)]
    return [(v, card.count) for v in dict.fromkeys(values)]


def _tally(deck: Any, column: str, kind: str) -> ColumnTally:
    copies: dict[Any, int] = {}
    distinct: dict[Any, int] = {}
    empty = 0
    for card in deck.cards:
        weighted = _weighted(deck, card, column)
        if not weighted:
            empty += card.count
        for value, n in weighted:
            copies[value] = copies.get(value, 0) + n
            distinct[value] = distinct.get(value, 0) + 1
    order = sorted(copies) if kind == "number" else list(copies)
    return ColumnTally(column, kind, tuple(Tally(_shown(v), copies[v], distinct[v]) for v in order), empty)


def deck_numbers(deck: Any) -> DeckNumbers:
    by_copies: dict[int, list[str]] = {}
    for card in deck.cards:
        by_copies.setdefault(card.count, []).append(card.name)
    categories = tuple(_tally(deck, col, "category") for col, kind in deck.fields.items()
                       if _is_category(deck, col, kind))
    numbers = tuple(_tally(deck, col, "number") for col, kind in deck.fields.items() if kind in ("int", "int?"))
    return DeckNumbers(deck.id, deck.name, deck.total, tuple((c.id, c.name, c.count) for c in deck.cards),
                       tuple((n, tuple(names)) for n, names in sorted(by_copies.items())), categories, numbers)


def die_odds(die: Any, dice: int = 1, w: Optional[Wording] = None) -> DieOdds:
    w = w or Wording()
    results: list[tuple[str, str, Fraction]] = []
    ends: list[str] = []
    for r in die.results:
        p = share(r.rolls, die.faces)
        if r.reroll:
            results += [(w.frame("{first}, then {second}", first=r.id, second=rr.id),
                         w.frame("{first} then {second}", first=r.rolls, second=rr.rolls),
                         p * share(rr.rolls, die.faces)) for rr in r.reroll]
            ends += [str(rr.id) for rr in r.reroll]
        else:
            results.append((r.id, str(r.rolls), p))
            ends.append(str(r.id))
    sums = tuple(sum_of_dice(die.faces, dice).items()) if dice > 1 else ()
    return DieOdds(die.id, die.name, die.faces, dice, tuple(results), sums, tuple(ends))


# --- the engine's word: play() and setup() -------------------------------------------------------------

@dataclass(frozen=True)
class Deal:
    hand: int = 0
    draw: int = 0
    table: int = 0
    per_round: int = 0
    turns: int = DEFAULT_TURNS
    only: tuple[tuple[str, Any], ...] = ()
    holders: Optional[int] = None   # players dealt and drawing from it; None: every player

    def dealt_to(self, players: int) -> int:
        """How many players take `hand` and `draw` from this deck at a game of `players`."""
        return players if self.holders is None else min(self.holders, players)


class _Engine:
    """The engine's setup() and play(), called under the engine's own time limit; faults become errors."""

    def __init__(self, loaded: Any) -> None:
        self.engine = loaded.engine
        self.game = loaded.game
        module = getattr(self.engine, "module", None)
        play = vars(module).get("play") if module is not None else None
        self.play: Optional[Callable[..., Any]] = play if callable(play) else None

    def _where(self, func: Callable[..., Any]) -> Loc:
        return self.engine.loc_of(func)

    def _call(self, name: str, func: Callable[..., Any], players: int) -> Any:
        from ..load.engine_calls import EngineFault

        try:
            return self.engine.calls.run(f"{name}({players})", func, players)
        except EngineFault as fault:
            raise ReportError(f"{fault.loc}: {fault.what}",
                              "run pnp check for the whole story; the report needs the engine to answer") from None

    def setup(self, players: int) -> dict[str, Any]:
        if self.engine.setup is None:
            return {}
        got = self._call("setup", self.engine.setup, players)
        return got if isinstance(got, dict) else {}

    def _bad(self, players: int, what: str, hint: str) -> ReportError:
        assert self.play is not None
        return ReportError(f"{self._where(self.play)}: play({players}) {what}", hint)

    def play_at(self, players: int) -> tuple[dict[str, Deal], dict[str, int]]:
        """What play(players) says: deals by deck id, dice rolled together by die id."""
        if self.play is None:
            return {}, {}
        got = self._call("play", self.play, players)
        decks = {d.id: d for d in self.game.decks}
        dice = {d.id: d for d in self.game.dice}
        if not isinstance(got, dict):
            raise self._bad(players, f"returned {type(got).__name__}, not a dict",
                            "return {deck-or-die-id: {...}}, e.g. {\"market\": {\"hand\": 5, \"draw\": 1}}")
        deals: dict[str, Deal] = {}
        rolled: dict[str, int] = {}
        # plain dice the box holds with no die table ('attack-dice': kind die, faces 6) roll no named results;
        # several rolled together chart their totals (dice-slots, farkle-hundreds: six plain d6)
        plain = {str(c.id) for c in self.game.inventory if str(c.kind) == "die"} - set(dice)
        for key, value in got.items():
            if key not in decks and key not in dice and key not in plain:
                known = ", ".join([*decks, *dice]) or "none"
                raise self._bad(players, f"names '{key}', which is neither a deck nor a die table of the game",
                                f"decks and die tables of this game: {known}")
            allowed = DEAL_KEYS if key in decks else DIE_KEYS
            die_key = key in dice or key in plain and key not in decks
            if not isinstance(value, dict):
                raise self._bad(players, f"gives '{key}' {value!r}, not a dict",
                                "give a dict of " + ", ".join(allowed))
            unknown = [k for k in value if k not in allowed]
            if unknown:
                raise self._bad(players, f"gives '{key}' an unknown key '{unknown[0]}'",
                                "the keys are: " + "; ".join(f"{k} ({v})" for k, v in allowed.items()))
            for k, v in value.items():
                if k != "only" and (type(v) is not int or v < 0):
                    raise self._bad(players, f"gives '{key}' {k}={v!r}", f"{k} is a whole number, 0 or more")
            if die_key:
                n = value.get("dice", 1)
                if not 1 <= n <= MAX_DICE:
                    raise self._bad(players, f"gives '{key}' dice={n}", f"roll 1 to {MAX_DICE} dice together")
                rolled[key] = n
                continue
            only = value.get("only", {})
            if not isinstance(only, dict) or any(c not in decks[key].fields for c in only):
                raise self._bad(players, f"gives '{key}' only={only!r}",
                                f"only is {{column: value}} over the deck's columns: {', '.join(decks[key].fields)}")
            turns = value.get("turns", DEFAULT_TURNS)
            if turns > MAX_TURNS:
                raise self._bad(players, f"gives '{key}' turns={turns}", f"follow at most {MAX_TURNS} turns")
            holders = value.get("holders")
            if holders is not None and holders < 1:
                raise self._bad(players, f"gives '{key}' holders={holders}", "holders is 1 or more (or leave it out)")
            deals[key] = Deal(value.get("hand", 0), value.get("draw", 0), value.get("table", 0),
                              value.get("per_round", 0), turns, tuple(only.items()), holders)
        return deals, rolled


def _in_game(deck: Any, only: tuple[tuple[str, Any], ...]) -> list[Any]:
    """The cards of a deck a game shuffles: those whose every `only` column holds the value (or lists it)."""
    return [c for c in deck.cards if all(want in _values(c, col) for col, want in only)]


def _deal_words(deal: Deal, players: int, w: Wording) -> str:
    parts = []
    one = deal.holders == 1
    if deal.hand:
        parts.append(w.frame("{count} dealt to the player who holds it", count=deal.hand) if one else
                     w.frame("{count} dealt to each player", count=deal.hand))
    if deal.table:
        parts.append(w.frame("{count} face up on the table", count=deal.table))
    if deal.draw:
        parts.append(w.frame("that player draws {count} a turn", count=deal.draw) if one else
                     w.frame("each player draws {count} a turn", count=deal.draw))
    if deal.per_round:
        parts.append(w.frame("the table draws {count} a round", count=deal.per_round))
    return ", ".join(parts) or w.frame("nothing drawn")


def _odds(deck: Any, numbers: DeckNumbers, deal: Deal, players: int, size: int,
          chosen: Optional[str], w: Wording) -> Optional[DrawOdds]:
    pool_cards = _in_game(deck, deal.only)
    pool = sum(c.count for c in pool_cards)
    player_view = bool(deal.hand or deal.draw)
    first, step = (deal.hand, deal.draw) if player_view else (deal.table, deal.per_round)
    at_setup = deal.hand * deal.dealt_to(players) + deal.table
    per_round = deal.draw * deal.dealt_to(players) + deal.per_round
    stages: list[tuple[str, int]] = []
    cut = ""
    for turn in range(0, deal.turns + 1):
        seen = first + turn * step
        taken = at_setup + turn * per_round
        if taken > min(size, pool):
            cut = (w.frame("the deck runs out at setup") if turn == 0
                   else w.frame("the deck runs out in round {round}", round=turn))
            break
        if turn and not step:
            break
        if seen == 0:
            continue
        what = w.frame("opening hand") if player_view else w.frame("at setup")
        stages.append((what if turn == 0 else (w.frame("after turn {turn}", turn=turn) if player_view
                                               else w.frame("after round {round}", round=turn)), seen))
    if not stages:
        return None
    kinds: list[tuple[str, int]] = []
    given: set[str] = set()
    for col in numbers.categories:
        if col.column in dict(deal.only):   # the column that chose the cards: every card has the value
            continue
        counts: dict[str, int] = {}
        for card in pool_cards:
            for value, n in _weighted(deck, card, col.column):
                counts[_shown(value)] = counts.get(_shown(value), 0) + n
        # a kind every shuffled card has (the `only` column) is certain: no line
        kinds += [(f"{col.column} = {t.value}", counts[t.value]) for t in col.tallies
                  if 0 < counts.get(t.value, 0) < pool]
    for n in sorted({c.count for c in pool_cards}):
        names = [c.name for c in pool_cards if c.count == n]
        label = w.count(n, "a given card with {count} copy", "a given card with {count} copies")
        kinds.append((f"{label} ({names[0]}{', ...' if len(names) > 1 else ''})", n))
        given.add(kinds[-1][0])
    if chosen:
        card = next((c for c in pool_cards if c.id == chosen), None)
        if card is not None:
            kinds.insert(0, (w.frame("card {name}", name=card.name), card.count))
    lines = tuple(OddsLine(label, k, tuple(tuple(at_least(j, pool, k, seen) for j in AT_LEAST)
                                           for _, seen in stages), label in given) for label, k in kinds)
    return DrawOdds(deck.id, deck.name, (players,), "player" if player_view else "table", pool, tuple(stages),
                    lines, _deal_words(deal, players, w), cut)


def designer_report(loaded: Any, chosen: Optional[str] = None) -> DesignerReport:
    """The whole report of one loaded game (chosen: a card id whose own odds lead each deck that holds it),
    its words in the game's edition's language (pnp report: the source's)."""
    game = loaded.game
    w = Wording(game)
    if chosen is not None and not any(c.id == chosen for d in game.decks for c in d.cards):
        from ..core.suggest import did_you_mean

        ids = [c.id for d in game.decks for c in d.cards]
        raise ReportError(f"{game.id}: no card '{chosen}' (--card)",
                          did_you_mean(chosen, ids) or "give a card's id, as its deck's file writes it")
    engine = _Engine(loaded)
    counts = tuple(game.players)
    decks = tuple(deck_numbers(d) for d in game.decks)
    by_id = {deck.id: (deck, numbers) for deck, numbers in zip(game.decks, decks)}
    odds: list[DrawOdds] = []
    exhaustion: list[Exhaustion] = []
    rolled: dict[str, int] = {}
    dealt: set[str] = set()
    for players in counts:
        deals, rolls = engine.play_at(players)
        for die_id, n in rolls.items():
            rolled[die_id] = max(rolled.get(die_id, 1), n)
        setup = engine.setup(players) if deals else {}
        for deck_id, deal in deals.items():
            dealt.add(deck_id)
            deck, numbers = by_id[deck_id]
            pool = sum(c.count for c in _in_game(deck, deal.only))
            named = setup.get(deck_id)
            size = named if type(named) is int and 0 <= named <= pool else pool
            exhaustion.append(Exhaustion(deck_id, players, size, deal.hand * deal.dealt_to(players) + deal.table,
                                         deal.draw * deal.dealt_to(players) + deal.per_round))
            found = _odds(deck, numbers, deal, players, size, chosen, w)
            if found is None:
                continue
            same = next((i for i, o in enumerate(odds) if o.deck == deck_id and
                         (o.stages, o.lines, o.deal, o.cut, o.pool) ==
                         (found.stages, found.lines, found.deal, found.cut, found.pool)), None)
            if same is None:
                odds.append(found)
            else:
                odds[same] = DrawOdds(**{**odds[same].__dict__, "players": odds[same].players + (players,)})
    dice = tuple(die_odds(d, rolled.get(d.id, 1), w) for d in game.dice) + tuple(
        DieOdds(str(c.id), c.name, c.faces or 6, rolled[str(c.id)], (), tuple(sum_of_dice(c.faces or 6,
                                                                                   rolled[str(c.id)]).items()))
        for c in game.inventory if str(c.kind) == "die" and rolled.get(str(c.id), 1) > 1
        and str(c.id) not in {str(d.id) for d in game.dice})
    return DesignerReport(game.id, game.title, str(game.version), counts, decks,
                          tuple(sorted(odds, key=lambda o: [d.id for d in game.decks].index(o.deck))),
                          tuple(sorted(exhaustion, key=lambda e: [d.id for d in game.decks].index(e.deck))), dice, tuple(d.id for d in game.decks if d.id not in dealt),
                          engine.play is not None)

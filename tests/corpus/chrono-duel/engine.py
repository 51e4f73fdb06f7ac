"""Engine model of Chrono Duel (a time-travel card duel for two, with a solo puzzle mode).

Each player builds a timeline of five era slots. Cards have an era, a cost in
energy and a power. A card played out of era order brings paradox tokens; the
third paradox loses. At the end the two timelines are compared slot by slot.

The numbers of the rules live here; the cards and puzzles are in cards/*.csv.
The invariants at the end hold the two together, and prove that every one of
the ten solo puzzles can be solved in the turns it allows (and not in fewer).
"""
from __future__ import annotations

from functools import lru_cache

from generator.engine import invariant, rule

PLAYERS = (1, 2)

ERAS = ("Ancient", "Medieval", "Modern", "Future")
SLOTS = 5                 # era slots in a timeline
PARADOX_LIMIT = 3         # the third paradox token loses the game
CHARGE = 2                # energy gained at the start of each turn
ENERGY_CAP = 6            # energy you may hold; the rest is lost
HAND_LIMIT = 7            # cards kept at the end of your turn
OPENING_HAND = 5          # cards dealt to each player in the duel
MEND_COST = 3             # energy to throw away one paradox token
REWIND_COST = 2           # energy to take a card of your timeline back to hand
START_ENERGY = {"First": 0, "Second": 1}
CARDS_PER_ERA = 10

# The draft variant: three packets of six per player, passed back and forth.
DRAFT_PACKETS = 3
DRAFT_PACKET_SIZE = 6

PUZZLES = 10
VARIANTS = (None, "draft", "solo")


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Chrono Duel takes {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


def _rank(era: str) -> int:
    if era not in ERAS:
        raise ValueError(f"unknown era {era!r}")
    return ERAS.index(era)


# --- the numbers every game uses ---------------------------------------------------
@rule
def timeline_slots(players: int | None = None) -> int:
    """Era slots in each timeline."""
    return SLOTS


@rule
def paradoxes_to_lose(players: int | None = None) -> int:
    """Paradox tokens that lose the game (or fail a puzzle)."""
    return PARADOX_LIMIT


@rule
def energy_per_charge(players: int | None = None) -> int:
    """Energy gained in the Charge step."""
    return CHARGE


@rule
def energy_limit(players: int | None = None) -> int:
    """The most energy a player may hold."""
    return ENERGY_CAP


@rule
def hand_limit(players: int | None = None) -> int:
    """Cards a player may keep at the end of a turn."""
    return HAND_LIMIT


@rule
def opening_hand(players: int = 2, variant: str | None = None) -> int | None:
    """Cards in each player's opening hand; a puzzle names its own hand instead."""
    _check_players(players)
    if players == 1 or variant == "solo":
        return None
    return OPENING_HAND


@rule
def starting_energy(seat: str) -> int:
    """Energy on a player's track before the first turn."""
    if seat not in START_ENERGY:
        raise ValueError(f"unknown seat {seat!r}: First or Second")
    return START_ENERGY[seat]


@rule
def mend_cost() -> int:
    """Energy paid to discard one paradox token."""
    return MEND_COST


@rule
def rewind_cost() -> int:
    """Energy paid to take a card from your timeline back to your hand."""
    return REWIND_COST


@rule
def energy_after_charge(energy: int) -> int:
    """Energy after the Charge step: two more, never above the limit."""
    return min(ENERGY_CAP, energy + CHARGE)


@rule
def era_cards(era: str) -> int:
    """Timeline cards of one era in the deck."""
    _rank(era)
    return CARDS_PER_ERA


@rule
def era_order(era: str) -> int:
    """An era's place in time: Ancient first, Future last."""
    return _rank(era) + 1


@rule
def energy_markers(players: int) -> int:
    """Energy markers in play: one per player (the Echo keeps none)."""
    _check_players(players)
    return players


@rule
def paradox_tokens_in_play(players: int) -> int:
    """Paradox tokens set out: three beside each player's mat."""
    _check_players(players)
    return PARADOX_LIMIT * players


@rule
def mats_in_play(players: int) -> int:
    """Timeline mats on the table: one each, and in a puzzle one for the Echo."""
    _check_players(players)
    return 2


@rule
def timeline_cards() -> int:
    """Timeline cards in the whole deck."""
    return CARDS_PER_ERA * len(ERAS)


# --- paradoxes ------------------------------------------------------------------------
@rule
def paradoxes_for_play(timeline: list, slot: int, era: str, anchor: bool = False) -> int:
    """Paradox tokens for playing a card of `era` into `slot` (1-5) of `timeline`.

    `timeline` lists the five slots left to right: an era name, "Anchor" for an
    anchor card, or None for an empty slot. The new card is out of order with
    every card to its left of a later era and every card to its right of an
    earlier era; it takes one paradox token for each. An anchor card is never
    out of order, neither when played nor when another card is played beside it.
    """
    if len(timeline) != SLOTS:
        raise ValueError(f"a timeline has {SLOTS} slots, not {len(timeline)}")
    if not 1 <= slot <= SLOTS:
        raise ValueError(f"no slot {slot}")
    if timeline[slot - 1] is not None:
        raise ValueError(f"slot {slot} is already filled")
    if anchor:
        return 0
    mine = _rank(era)
    count = 0
    for index, other in enumerate(timeline, start=1):
        if other is None or other == "Anchor":
            continue
        if index < slot and _rank(other) > mine:
            count += 1
        if index > slot and _rank(other) < mine:
            count += 1
    return count


@rule
def loses_to_paradox(paradoxes: int) -> bool:
    """Whether a player holding this many paradox tokens has lost."""
    return paradoxes >= PARADOX_LIMIT


# --- comparing the timelines ----------------------------------------------------------
def _slot_winner(mine: int | None, theirs: int | None) -> int:
    """1 when my slot wins, -1 when theirs does, 0 for a draw (an empty slot is worth nothing)."""
    a = -1 if mine is None else mine
    b = -1 if theirs is None else theirs
    return (a > b) - (a < b)


@rule
def slots_won(mine: list, theirs: list) -> int:
    """Slots in which my card's power beats the card in the same slot of the other timeline."""
    return sum(1 for a, b in zip(mine, theirs, strict=True) if _slot_winner(a, b) > 0)


@rule
def duel_winner(mine: list, theirs: list, my_paradoxes: int = 0, their_paradoxes: int = 0) -> str:
    """Who wins the comparison: 'me', 'them' or 'shared'.

    Most slots won; on a tie, fewer paradox tokens; then more power in the whole timeline.
    """
    won, lost = slots_won(mine, theirs), slots_won(theirs, mine)
    if won != lost:
        return "me" if won > lost else "them"
    if my_paradoxes != their_paradoxes:
        return "me" if my_paradoxes < their_paradoxes else "them"
    total_mine = sum(p or 0 for p in mine)
    total_theirs = sum(p or 0 for p in theirs)
    if total_mine != total_theirs:
        return "me" if total_mine > total_theirs else "them"
    return "shared"


@rule
def timeline_power(powers: list) -> int:
    """The power of a whole timeline, empty slots counting nothing."""
    return sum(p or 0 for p in powers)


# --- the draft variant ----------------------------------------------------------------
@rule
def draft_packets(players: int = 2, variant: str | None = "draft") -> int:
    """Packets each player is dealt in the draft, one per round."""
    return DRAFT_PACKETS


@rule
def draft_packet_size(players: int = 2, variant: str | None = "draft") -> int:
    """Cards in one draft packet."""
    return DRAFT_PACKET_SIZE


@rule
def drafted_deck(players: int = 2, variant: str | None = "draft") -> int:
    """Cards in each player's drafted deck: every packet is passed until it is gone."""
    return DRAFT_PACKETS * DRAFT_PACKET_SIZE


@rule
def draft_leftovers(players: int = 2, variant: str | None = "draft") -> int:
    """Timeline cards that stay in the box after the draft."""
    return timeline_cards() - 2 * drafted_deck()


# --- solo puzzles ---------------------------------------------------------------------
@rule
def puzzle_count() -> int:
    """Numbered puzzles in the solo mode."""
    return PUZZLES


@rule
def solo_paradox_tokens() -> int:
    """Paradox tokens the solo player sets beside the mat (the third fails the puzzle)."""
    return PARADOX_LIMIT


# The solver the invariants use. A card is (era, cost, power, spark, mend, anchor).
Card = tuple


def _card_of(card) -> Card:
    f = card.fields
    return (f["era"], f["cost"], f["power"], f["spark"] or 0, f["mend"] or 0, bool(f["anchor"]))


def _solvable(cards: dict, hand: tuple, echo: tuple, energy: int, paradoxes: int,
              turns: int, goal: int) -> bool:
    """Whether the puzzle can be won: `goal` slots beaten at the end of the last turn.

    Each turn: Charge, then any number of plays, at most one Mend and one Rewind,
    in any order. A draw does nothing in a puzzle; a paradox count reaching the
    limit fails at once.
    """
    echo_power = tuple(cards[name][2] for name in echo)

    @lru_cache(maxsize=None)
    def search(turns_left: int, energy: int, paradoxes: int, hand: tuple, line: tuple,
               mended: bool, rewound: bool) -> bool:
        # End the turn here.
        if turns_left == 1:
            mine = [None if c is None else cards[c][2] for c in line]
            if slots_won(mine, list(echo_power)) >= goal:
                return True
        elif search(turns_left - 1, min(ENERGY_CAP, energy + CHARGE), paradoxes, hand, line,
                    False, False):
            return True
        # Play a card.
        eras = [None if c is None else ("Anchor" if cards[c][5] else cards[c][0]) for c in line]
        for i, name in enumerate(hand):
            if name in hand[:i]:
                continue
            era, cost, _, spark, mend, anchor = cards[name]
            if cost > energy:
                continue
            rest = hand[:i] + hand[i + 1:]
            for slot in range(1, SLOTS + 1):
                if line[slot - 1] is not None:
                    continue
                p = paradoxes + paradoxes_for_play(eras, slot, era, anchor)
                if p >= PARADOX_LIMIT:
                    continue
                p = max(0, p - mend)
                new_line = line[:slot - 1] + (name,) + line[slot:]
                if search(turns_left, min(ENERGY_CAP, energy - cost + spark), p, rest, new_line,
                          mended, rewound):
                    return True
        # Mend a paradox.
        if not mended and paradoxes and energy >= MEND_COST:
            if search(turns_left, energy - MEND_COST, paradoxes - 1, hand, line, True, rewound):
                return True
        # Rewind a card.
        if not rewound and energy >= REWIND_COST:
            for slot in range(1, SLOTS + 1):
                name = line[slot - 1]
                if name is None:
                    continue
                new_line = line[:slot - 1] + (None,) + line[slot:]
                new_hand = tuple(sorted(hand + (name,)))
                if search(turns_left, energy - REWIND_COST, paradoxes, new_hand, new_line,
                          mended, True):
                    return True
        return False

    first = min(ENERGY_CAP, energy + CHARGE)
    return search(turns, first, paradoxes, tuple(sorted(hand)), (None,) * SLOTS, False, False)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game takes out of the box."""
    _check_players(players)
    if players == 1 or variant == "solo":
        # One puzzle card is chosen; the cards it names are sorted out of the Timeline deck.
        return {"timeline": timeline_cards(), "puzzles": PUZZLES, "timeline-mats": mats_in_play(1),
                "energy-markers": energy_markers(1), "paradox-tokens": paradox_tokens_in_play(1)}
    return {"timeline": timeline_cards(), "puzzles": 0, "timeline-mats": mats_in_play(2),
            "energy-markers": energy_markers(2), "paradox-tokens": paradox_tokens_in_play(2)}


def play(players: int, variant: str | None = None) -> dict:
    if players == 1 or variant == "solo":
        return {}
    return {"timeline": {"hand": OPENING_HAND, "draw": 1}}


# --- invariants -------------------------------------------------------------------------
@invariant("the Timeline deck holds ten cards of each era", per_player_count=False)
def eras_even(game) -> bool | str:
    deck = game.deck("timeline")
    for era in ERAS:
        n = sum(c.count for c in deck.cards if c.fields["era"] == era)
        if n != era_cards(era):
            return f"{era}: {n} cards, the rules say {era_cards(era)}"
    return True if deck.total == timeline_cards() else f"{deck.total} cards in all"


@invariant("every Timeline card can be paid for with a full energy track", per_player_count=False)
def cards_affordable(game) -> bool | str:
    dear = [c.name for c in game.deck("timeline").cards if c.fields["cost"] > ENERGY_CAP]
    return True if not dear else f"too dear: {', '.join(dear)}"


@invariant("the anchor cards say Anchor, and only they do", per_player_count=False)
def anchors_say_so(game) -> bool | str:
    for c in game.deck("timeline").cards:
        says = c.fields["effect"].startswith("Anchor")
        if says != c.fields["anchor"]:
            return f"{c.name}: anchor is {c.fields['anchor']} but its text says otherwise"
    return True


@invariant("the box holds three paradox tokens per player", per_player_count=False)
def paradox_tokens_suffice(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "paradox-tokens")
    ok = line.per_player == PARADOX_LIMIT and line.count >= 2 * PARADOX_LIMIT
    return True if ok else f"{line.count} tokens, {line.per_player} per player"


@invariant("the draft deals out every card but the leftovers", per_player_count=False)
def draft_adds_up(game) -> bool | str:
    total = game.deck("timeline").total
    used = 2 * drafted_deck() + draft_leftovers()
    return True if used == total else f"{used} of {total}"


@invariant("the puzzles are numbered 1 to 10, each with a five-card Echo", per_player_count=False)
def puzzles_well_formed(game) -> bool | str:
    deck = game.deck("puzzles")
    numbers = sorted(c.fields["number"] for c in deck.cards)
    if numbers != list(range(1, PUZZLES + 1)):
        return f"puzzle numbers {numbers}"
    for c in deck.cards:
        if len(c.fields["echo"]) != SLOTS:
            return f"{c.name}: the Echo has {len(c.fields['echo'])} cards"
        if not 1 <= c.fields["goal"] <= SLOTS:
            return f"{c.name}: goal {c.fields['goal']}"
        if c.fields["energy"] > ENERGY_CAP or c.fields["paradoxes"] >= PARADOX_LIMIT:
            return f"{c.name}: starts out of bounds"
    return True


@invariant("a puzzle never needs more copies of a card than the deck has", per_player_count=False)
def puzzles_use_real_cards(game) -> bool | str:
    copies = {c.name: c.count for c in game.deck("timeline").cards}
    for p in game.deck("puzzles").cards:
        wanted: dict[str, int] = {}
        for name in tuple(p.fields["echo"]) + tuple(p.fields["hand"]):
            wanted[name] = wanted.get(name, 0) + 1
        for name, n in wanted.items():
            if n > copies.get(name, 0):
                return f"{p.name}: {n} x {name}, the deck has {copies.get(name, 0)}"
    return True


@invariant("every puzzle can be solved in its turns, and not in one turn fewer", per_player_count=False)
def puzzles_solvable(game) -> bool | str:
    cards = {c.name: _card_of(c) for c in game.deck("timeline").cards}
    for p in game.deck("puzzles").cards:
        f = p.fields
        args = (cards, tuple(f["hand"]), tuple(f["echo"]), f["energy"], f["paradoxes"])
        if not _solvable(*args, f["turns"], f["goal"]):
            return f"{p.name} cannot be solved in {f['turns']} turns"
        if f["turns"] > 1 and _solvable(*args, f["turns"] - 1, f["goal"]):
            return f"{p.name} can be solved in {f['turns'] - 1} turns"
    return True

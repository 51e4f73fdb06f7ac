"""Engine model of Windfall (split and choose, 2-5 players).

Every number the rulebook's tables and examples print is computed here.
Standard library and generator.engine only.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 5)

FRUITS = ("Apple", "Pear", "Plum", "Fig")

# How often each player holds the knife, by player count. The rounds follow:
# every player splits the same number of times.
SPLITS_EACH = {2: 6, 3: 3, 4: 2, 5: 2}

# Points by how many cards of one kind you hold; the last entry is "or more".
FRUIT_POINTS = (0, 1, 3, 6, 10, 15)
CROWN_POINTS = (0, 2, 5, 9, 14)
THORN_POINTS = (0, -1, -3, -6, -10, -15)

FULL_SET_BONUS = 4

# The box: written here because setup() and the invariants need it; the
# invariant `box_matches_engine` holds these to game.yaml.
DECK_SIZE = 72
THORN_CARDS = 14

VARIANTS = (None, "sweet-orchard")


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Windfall takes {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


@rule
def row_size(players: int) -> int:
    """Cards the splitter deals face up each round: two more than the players."""
    _check_players(players)
    return players + 2


@rule
def piles(players: int) -> int:
    """Piles the splitter makes: one for each player."""
    _check_players(players)
    return players


@rule
def splits_each(players: int) -> int:
    """How many times each player takes the knife over a game."""
    _check_players(players)
    return SPLITS_EACH[players]


@rule
def rounds(players: int) -> int:
    """Rounds in a game: the knife goes round the table splits_each times."""
    return splits_each(players) * players


@rule
def orchard_pile(players: int) -> int:
    """Cards counted out at setup: one row for every round."""
    return rounds(players) * row_size(players)


def _count(count: int | str) -> int:
    if isinstance(count, str):
        if count.endswith("or more"):
            return int(count.split()[0])
        return int(count)
    return count


@rule
def set_points(count: int | str, suit: str = "Fruit") -> int:
    """Points for holding `count` cards of one kind (a basket counting two)."""
    n = _count(count)
    if n < 0:
        raise ValueError("a count cannot be negative")
    table = {"Fruit": FRUIT_POINTS, "Crown": CROWN_POINTS, "Thorn": THORN_POINTS}[suit]
    return table[min(n, len(table) - 1)]


@rule
def set_bonus() -> int:
    """Extra points for each full set of all four fruits."""
    return FULL_SET_BONUS


@rule
def full_sets(apples: int, pears: int, plums: int, figs: int) -> int:
    """Full sets of the four fruits: the smallest of the four counts."""
    return min(apples, pears, plums, figs)


@rule
def final_score(apples: int, pears: int, plums: int, figs: int, crowns: int, thorns: int) -> int:
    """A player's score at the end of the game."""
    fruit = sum(set_points(n, "Fruit") for n in (apples, pears, plums, figs))
    bonus = full_sets(apples, pears, plums, figs) * FULL_SET_BONUS
    return fruit + bonus + set_points(crowns, "Crown") + set_points(thorns, "Thorn")


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    _check_players(players)
    return {
        "market": orchard_pile(players),
        "splitter-token": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict[str, int]]:
    return {"market": {"hand": 0, "draw": row_size(players)}}


@invariant("every pile gets at least one card")
def piles_never_empty(players: int) -> bool:
    return row_size(players) >= piles(players)


@invariant("the orchard pile is dealt out exactly, row by row")
def pile_deals_out(players: int) -> bool:
    return orchard_pile(players) % row_size(players) == 0


@invariant("every player splits equally often")
def knife_goes_round(players: int) -> bool:
    return rounds(players) % players == 0


@invariant("the box holds enough cards for the orchard pile", per_player_count=True)
def deck_is_big_enough(players: int, game, variant: str | None = None) -> bool | str:
    deck = game.deck("market")
    usable = deck.total
    if variant == "sweet-orchard":
        usable -= sum(c.count for c in deck.cards if c.fields["suit"] == "Thorn")
    need = orchard_pile(players)
    return True if usable >= need else f"{need} cards needed, {usable} available"


@invariant("the box and the engine agree on the deck", per_player_count=False)
def box_matches_engine(game) -> bool | str:
    deck = game.deck("market")
    thorns = sum(c.count for c in deck.cards if c.fields["suit"] == "Thorn")
    if deck.total != DECK_SIZE:
        return f"deck has {deck.total} cards, engine says {DECK_SIZE}"
    if thorns != THORN_CARDS:
        return f"deck has {thorns} Thorns, engine says {THORN_CARDS}"
    return True


@invariant("a basket counts as two, every other card as one", per_player_count=False)
def worth_is_one_or_two(game) -> bool | str:
    for card in game.deck("market").cards:
        want = 2 if card.id.endswith("-basket") else 1
        if card.fields["worth"] != want:
            return f"{card.name} counts as {card.fields['worth']}, not {want}"
    return True

"""Engine model of Gull Rock Light, a solitaire card puzzle.

One keeper, four lamps, a deck of ships and storms. Every number the tables,
the worked examples and the setup figure print is computed here; the
invariants at the end hold these rules to the card file and the box.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (1, 1)

SUITS = ("Red", "Green", "White", "Amber")
SHIP_VALUES = (1, 2, 3, 4, 5, 6)        # one ship of each value in every suit
LEVELS = ("Calm Seas", "Rough Seas", "Wild Seas")
STANDARD_LEVEL = "Rough Seas"           # the game without a variant
VARIANT_LEVEL = {None: "Rough Seas", "calm-seas": "Calm Seas", "wild-seas": "Wild Seas"}

HAND = {"Calm Seas": 5, "Rough Seas": 4, "Wild Seas": 3}
STORMS = {"Calm Seas": 2, "Rough Seas": 4, "Wild Seas": 6}
BONUS = {"Calm Seas": 0, "Rough Seas": 5, "Wild Seas": 10}

LIT_LAMP_POINTS = 3      # each lamp still lit when the night ends
FULL_LAMP_POINTS = 5     # each lamp holding all six ships of its suit

# The score ladder: the lowest score of each rank, lowest rank first.
LADDER = {"Castaway": 0, "Deckhand": 30, "Lamplighter": 50, "Keeper": 65, "Harbour Master": 80}

LAMP_TOKENS = 4


def _level(level: str) -> str:
    if level not in HAND:
        raise ValueError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")
    return level


# --- the levels ------------------------------------------------------------------
@rule
def hand_size(level: str = STANDARD_LEVEL) -> int:
    """Cards you hold after drawing up."""
    return HAND[_level(level)]


@rule
def storm_cards(level: str = STANDARD_LEVEL) -> int:
    """Storm cards shuffled in with the ships."""
    return STORMS[_level(level)]


@rule
def ship_cards() -> int:
    """Ship cards in the deck: every suit, every value."""
    return len(SUITS) * len(SHIP_VALUES)


@rule
def deck_size(level: str = STANDARD_LEVEL) -> int:
    """Cards in the deck you play with: every ship and the level's storms."""
    return ship_cards() + storm_cards(level)


@rule
def level_bonus(level: str = STANDARD_LEVEL) -> int:
    """Points added to the final score for the level you played."""
    return BONUS[_level(level)]


@rule
def lamps() -> int:
    """Lamps on the lighthouse board, one per suit."""
    return len(SUITS)


@rule
def ships_per_suit() -> int:
    return len(SHIP_VALUES)


# --- a turn -------------------------------------------------------------------------
@rule
def cards_to_draw(in_hand: int, level: str = STANDARD_LEVEL) -> int:
    """Cards drawn to fill the hand back up (storms drawn on the way are replaced)."""
    return max(0, hand_size(level) - in_hand)


@rule
def can_guide(value: int, top: int | None = None, lit: bool = True) -> bool:
    """Whether a ship may be guided onto a lamp: the lamp is lit and the ship beats the top one."""
    if value not in SHIP_VALUES:
        raise ValueError(f"no ship has the value {value}")
    return lit and (top is None or value > top)


@rule
def ships_sunk(strength: int, pile: list, sheltered: int = 0) -> list:
    """The ships a storm sinks from a lamp's pile (listed bottom first): the top ones,
    as many as its strength less the ships sheltered by cards thrown from the hand."""
    lost = max(0, strength - sheltered)
    if lost == 0:
        return []
    return list(pile[-lost:])


@rule
def bonus_points(bonus: str) -> int:
    """What each end-of-night bonus is worth."""
    return {"Lamp still lit": LIT_LAMP_POINTS, "Lamp with all six ships": FULL_LAMP_POINTS}[bonus]


@rule
def final_score(piles: dict, dark: list | None = None, level: str = STANDARD_LEVEL) -> int:
    """The night's score: every guided ship its value, every lit lamp and every full lamp
    their bonus, and the level's bonus."""
    dark = dark or []
    score = 0
    for suit in SUITS:
        pile = piles.get(suit, [])
        score += sum(pile)
        if suit not in dark:
            score += LIT_LAMP_POINTS
        if sorted(pile) == list(SHIP_VALUES):
            score += FULL_LAMP_POINTS
    return score + level_bonus(level)


@rule
def rank_floor(rank: str) -> int:
    """The lowest score that earns a rank."""
    return LADDER[rank]


@rule
def rank_ceiling(rank: str) -> int | None:
    """The highest score of a rank; none for the top rank."""
    ranks = list(LADDER)
    i = ranks.index(rank)
    return None if i == len(ranks) - 1 else LADDER[ranks[i + 1]] - 1


@rule
def rank_for(points: int) -> str:
    """The rank a score earns."""
    best = "Castaway"
    for rank, floor in LADDER.items():
        if points >= floor:
            best = rank
    return best


@rule
def most_points() -> int:
    """The best score the deck allows: every ship home, every lamp lit and full, Wild Seas."""
    return (len(SUITS) * sum(SHIP_VALUES) + len(SUITS) * (LIT_LAMP_POINTS + FULL_LAMP_POINTS)
            + level_bonus("Wild Seas"))


# --- setup -----------------------------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    level = VARIANT_LEVEL[variant]
    return {
        "sea": deck_size(level),
        "lighthouse-board": 1,
        "lamp-tokens": LAMP_TOKENS,
    }


def play(players: int, variant: str | None = None) -> dict:
    level = VARIANT_LEVEL[variant]
    return {"sea": {"hand": hand_size(level), "draw": 1}}


# --- invariants ------------------------------------------------------------------
def _cards(game):
    deck = game.deck("sea")
    return deck.cards if deck is not None else ()


@invariant("the deck holds one ship of every value in every suit", per_player_count=False)
def every_ship_once(game) -> bool | str:
    ships = sorted((c.fields["suit"], c.fields["value"]) for c in _cards(game)
                   for _ in range(c.count) if c.fields["kind"] == "Ship")
    want = sorted((s, v) for s in SUITS for v in SHIP_VALUES)
    return True if ships == want else f"the ships are {ships}"


@invariant("each level shuffles in the storms marked for it and every easier level", per_player_count=False)
def storms_by_level(game) -> bool | str:
    storms = [c for c in _cards(game) if c.fields["kind"] == "Storm"]
    for n, level in enumerate(LEVELS):
        used = sum(c.count for c in storms if c.fields["level"] and LEVELS.index(c.fields["level"]) <= n)
        if used != storm_cards(level):
            return f"{level} marks {used} storm cards, the rules shuffle in {storm_cards(level)}"
    for c in storms:
        if not 1 <= c.fields["value"] <= 3:
            return f"{c.name} has strength {c.fields['value']}"
    return True


@invariant("the whole box is the hardest level's deck", per_player_count=False)
def box_is_the_deck(game) -> bool | str:
    total = sum(c.count for c in _cards(game))
    return True if total == deck_size("Wild Seas") else f"the deck holds {total} cards"


@invariant("the ladder climbs and the top rank can be reached", per_player_count=False)
def ladder_climbs(game) -> bool | str:
    floors = list(LADDER.values())
    if floors != sorted(floors) or floors[0] != 0:
        return f"the ladder's floors are {floors}"
    if floors[-1] > most_points():
        return "Harbour Master cannot be reached"
    ranks = tuple(game.names.get("ranks", ()))
    return True if ranks == tuple(LADDER) else f"game.yaml's ranks are {ranks}"


@invariant("a hand never asks for more cards than the deck holds", per_player_count=False)
def hand_fits_the_deck(game) -> bool | str:
    for level in LEVELS:
        if hand_size(level) >= deck_size(level):
            return level
    return True

"""Engine model of Bingo Call.

The rules the printed tables, the worked examples and the call sheet read.
Numbers the box or the decks state (60 number balls, the five gold balls,
the pattern cards) are held to game.yaml by the invariants at the bottom.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 10)  # the same range as `players` in game.yaml

BANDS = ("Sun", "Sky", "Leaf", "Rose", "Ink")
BALLS_PER_BAND = 12
SQUARES_PER_COLUMN = 5
FREE_SQUARE = 13          # reading order on a 5 x 5 grid: the centre
GOLD_BALLS_IN_BOX = 5


# ---------------------------------------------------------------- the balls

@rule
def balls_per_band(players: int | None = None) -> int:
    """Number balls of one colour band (Sun 1-12, Sky 13-24 ...)."""
    return BALLS_PER_BAND


@rule
def number_balls(players: int | None = None) -> int:
    """All the number balls: five bands of twelve."""
    return BALLS_PER_BAND * len(BANDS)


@rule
def band_of(ball: int) -> str:
    """The colour band a number ball belongs to."""
    if not 1 <= ball <= number_balls():
        raise ValueError(f"there is no ball {ball}")
    return BANDS[(ball - 1) // BALLS_PER_BAND]


@rule
def band_ranges() -> list[str]:
    """The numbers of each band, as the call sheet's header prints them."""
    return [f"{i * BALLS_PER_BAND + 1}-{(i + 1) * BALLS_PER_BAND}" for i in range(len(BANDS))]


@rule
def band_names() -> list[str]:
    return list(BANDS)


@rule
def numbers_to_write(players: int | None = None) -> int:
    """Numbers a player writes on a fresh grid: every square but the free centre."""
    return SQUARES_PER_COLUMN * len(BANDS) - 1


# ---------------------------------------------------------------- setup table

@rule
def rounds(players: int) -> int:
    """Rounds in a game; the last is always Full House."""
    return 5 if players <= 6 else 4


@rule
def bingos_per_round(players: int) -> int:
    """How many Bingos are called before a round ends."""
    if players <= 4:
        return 1
    if players <= 7:
        return 2
    return 3


@rule
def bonus_cards_dealt(players: int) -> int:
    """Bonus cards each player is dealt at the start of the game."""
    return 3 if players <= 5 else 2


@rule
def gold_balls(players: int) -> int:
    """Gold balls put into the bag with the number balls."""
    if players <= 5:
        return 3
    if players <= 8:
        return 4
    return 5


# ---------------------------------------------------------------- scoring

@rule
def first_bingo_points(squares: int) -> int:
    """Points for the first Bingo of a round, by the squares the pattern covers."""
    if squares <= 5:
        return 2
    if squares <= 9:
        return 4
    if squares <= 16:
        return 6
    return 10


@rule
def later_bingo_points(squares: int) -> int:
    """Points for every Bingo after the first in the same round."""
    if squares <= 5:
        return 1
    if squares <= 9:
        return 2
    if squares <= 16:
        return 3
    return 5


@rule
def bingo_points(squares: int, place: int, bonus: int = 0) -> int:
    """What one player's Bingo scores: the points table, plus any bonus card played on it."""
    base = first_bingo_points(squares) if place == 1 else later_bingo_points(squares)
    return base + bonus


@rule
def caller_points(bingos: int) -> int:
    """The caller scores one point for every Bingo called in their round."""
    return bingos


@rule
def pattern_complete(marked: list, mask: str) -> bool:
    """Whether the squares marked (reading order, 1-25) complete a pattern card's mask.

    The free centre always counts as marked.
    """
    have = {int(m) for m in marked} | {FREE_SQUARE}
    need = {i + 1 for i, ch in enumerate(mask) if ch == "X"}
    return need <= have


@rule
def marks_missing(marked: list, mask: str) -> int:
    """How many more marks a grid needs to complete the pattern."""
    have = {int(m) for m in marked} | {FREE_SQUARE}
    need = {i + 1 for i, ch in enumerate(mask) if ch == "X"}
    return len(need - have)


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    family = variant == "family"
    return {
        "number-balls": number_balls(),
        "gold-balls": 0 if family else gold_balls(players),
        "call-bag": 1,
        "call-board": 1,
        "patterns": 11,
        "calls": 0 if family else 12,
        "bonuses": 0 if family else 26,
        "call-sheets": 1,
        "pencils": players,
    }


# ---------------------------------------------------------------- invariants

@invariant("the box holds every ball setup puts in the bag", per_player_count=False)
def balls_in_box(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    if box.get("number-balls") != number_balls():
        return f"box has {box.get('number-balls')} number balls, the rules {number_balls()}"
    if box.get("gold-balls") != GOLD_BALLS_IN_BOX:
        return f"box has {box.get('gold-balls')} gold balls, the rules {GOLD_BALLS_IN_BOX}"
    return True


@invariant("the bonus deck deals every player their hand")
def bonus_deck_deals(players: int, game) -> bool | str:
    total = game.deck("bonuses").total
    need = bonus_cards_dealt(players) * players
    return True if total >= need else f"{need} bonus cards dealt, deck holds {total}"


@invariant("there are enough Special Call cards for every gold ball")
def calls_cover_gold(players: int, game) -> bool | str:
    return True if game.deck("calls").total >= gold_balls(players) else "too few Special Call cards"


@invariant("the pattern deck has a card for every round, Full House last")
def patterns_cover_rounds(players: int, game) -> bool | str:
    deck = game.deck("patterns")
    if not any(c.id == "full-house" for c in deck.cards):
        return "no Full House card"
    return True if deck.total >= rounds(players) else f"{deck.total} patterns for {rounds(players)} rounds"


@invariant("every pattern card's squares match its drawn mask", per_player_count=False)
def masks_match(game) -> bool | str:
    for card in game.deck("patterns").cards:
        mask = card.fields["mask"]
        if len(mask) != 25 or set(mask) - {"X", "."}:
            return f"{card.name}: mask must be 25 of X and ."
        if mask.count("X") != card.fields["squares"]:
            return f"{card.name}: mask marks {mask.count('X')}, card says {card.fields['squares']}"
    return True


@invariant("setup names every deck whole", per_player_count=False)
def setup_decks_whole(game) -> bool | str:
    plan = setup(game.players.low)
    for deck in game.decks:
        if plan.get(deck.id) != deck.total:
            return f"setup takes {plan.get(deck.id)} of deck {deck.id}, which holds {deck.total}"
    return True

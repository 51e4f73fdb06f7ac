"""Switchback Grand Prix: the rules the tables and cards print."""

from generator.engine import invariant, rule

PLAYERS = (2, 6)

# The track: twelve tiles, every lap uses all of them.
STRAIGHT_TILES = 8
CURVE_TILES = 4
STRAIGHT_SPACES = 6
CURVE_SPACES = 4
CORNER_LIMITS = {"Sweeper": 6, "Hairpin": 4}

# Circuits: straights on each long side, on each short side, curves in race order.
CIRCUITS = {
    "Long Oval": (3, 1, ("Sweeper", "Sweeper", "Hairpin", "Hairpin")),
    "Square": (2, 2, ("Sweeper", "Hairpin", "Sweeper", "Hairpin")),
    "Paperclip": (4, 0, ("Hairpin", "Sweeper", "Hairpin", "Sweeper")),
}

# Cards and tokens.
MOVEMENT_CARDS = 62
SKID_TOKENS = 30
HAND_SIZE = 5
BOOST_SPACES = 2
BRAKE_DISCARDS = 2
SPIN_OUT_LIMIT = 3
SLIPSTREAM_SPACES = 1
CARS_PER_SPACE = 2

CHAMPIONSHIP_POINTS = {1: 10, 2: 6, 3: 4, 4: 3, 5: 2, 6: 1}


@rule
def laps(players: int) -> int:
    """Three laps for a duel, two for three or four cars, one for a crowded field."""
    if players == 2:
        return 3
    if players <= 4:
        return 2
    return 1


@rule
def lap_spaces() -> int:
    """Spaces in one lap: every tile of the box is on the circuit."""
    return STRAIGHT_TILES * STRAIGHT_SPACES + CURVE_TILES * CURVE_SPACES


@rule
def race_spaces(players: int) -> int:
    return laps(players) * lap_spaces()


@rule
def hand_size(players: int | None = None) -> int:
    return HAND_SIZE


@rule
def boost_spaces() -> int:
    return BOOST_SPACES


@rule
def brake_discards() -> int:
    return BRAKE_DISCARDS


@rule
def spin_out_limit() -> int:
    return SPIN_OUT_LIMIT


@rule
def slipstream_spaces() -> int:
    return SLIPSTREAM_SPACES


@rule
def cars_per_space() -> int:
    return CARS_PER_SPACE


@rule
def corner_limit(curve: str) -> int:
    return CORNER_LIMITS[curve]


@rule
def skids(speed: int, curve: str) -> int:
    """Skid tokens taken: one for each point of speed over the curve's corner limit."""
    return max(0, int(speed) - corner_limit(curve))


@rule
def move_spaces(speed: int, boosts: int = 0, slipstream: bool = False) -> int:
    """Spaces a car moves: its speed card, its Boosts, and the slipstream's pull."""
    return speed + BOOST_SPACES * boosts + (SLIPSTREAM_SPACES if slipstream else 0)


@rule
def spins_out(skid_tokens: int) -> bool:
    return skid_tokens >= SPIN_OUT_LIMIT


@rule
def cards_in_hand(skid_tokens: int = 0) -> int:
    """The hand a player refills to: the hand size less one card per Skid token held."""
    return max(0, HAND_SIZE - skid_tokens)


@rule
def long_side_straights(layout: str) -> int:
    return CIRCUITS[layout][0]


@rule
def short_side_straights(layout: str) -> int:
    return CIRCUITS[layout][1]


@rule
def curve_order(layout: str) -> list[str]:
    return list(CIRCUITS[layout][2])


@rule
def championship_points(place: int) -> int:
    return CHAMPIONSHIP_POINTS[place]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "movement": MOVEMENT_CARDS,
        "straights": STRAIGHT_TILES,
        "curves": CURVE_TILES,
        "race-cars": players,
        "lap-markers": players,
        "team-mats": players,
        "skid-tokens": 0 if variant == "rookie" else SKID_TOKENS,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"movement": {"hand": HAND_SIZE, "draw": 1}}


@invariant("the tiles in the box are the tiles the engine lays out", per_player_count=False)
def tiles_match(game) -> bool | str:
    straights = game.deck("straights")
    curves = game.deck("curves")
    if straights.total != STRAIGHT_TILES:
        return f"{straights.total} straight tiles, the engine lays {STRAIGHT_TILES}"
    if curves.total != CURVE_TILES:
        return f"{curves.total} curve tiles, the engine lays {CURVE_TILES}"
    for card in straights.cards:
        if card.fields["spaces"] != STRAIGHT_SPACES:
            return f"{card.name} has {card.fields['spaces']} spaces"
    for card in curves.cards:
        if card.fields["spaces"] != CURVE_SPACES:
            return f"{card.name} has {card.fields['spaces']} spaces"
        if CORNER_LIMITS.get(card.name) != card.fields["corner_limit"]:
            return f"{card.name} prints corner limit {card.fields['corner_limit']}"
    if sum(1 for c in straights.cards if c.fields["start"] for _ in range(c.count)) != 1:
        return "the circuit needs exactly one Start/Finish tile"
    return True


@invariant("every circuit uses all twelve tiles", per_player_count=False)
def circuits_use_every_tile() -> bool | str:
    for name, (long_side, short_side, curves) in CIRCUITS.items():
        if 2 * (long_side + short_side) != STRAIGHT_TILES:
            return f"{name} lays {2 * (long_side + short_side)} straights"
        if len(curves) != CURVE_TILES:
            return f"{name} lays {len(curves)} curves"
        for kind in CORNER_LIMITS:
            if curves.count(kind) != 2:
                return f"{name} lays {curves.count(kind)} {kind} curves"
    return True


@invariant("movement cards move what the rules say", per_player_count=False)
def cards_match_rules(game) -> bool | str:
    deck = game.deck("movement")
    if deck.total != MOVEMENT_CARDS:
        return f"{deck.total} movement cards, setup takes {MOVEMENT_CARDS}"
    for card in deck.cards:
        if card.fields["boost"] and card.fields["boost"] != BOOST_SPACES:
            return f"{card.name} boosts {card.fields['boost']}"
        if card.fields["speed"] == 0 and card.fields["boost"] == 0:
            return f"{card.name} moves nobody"
    return True


@invariant("the deck deals every hand with cards left to draw")
def deck_deals(players: int) -> bool:
    return MOVEMENT_CARDS >= players * HAND_SIZE + players * 2


@invariant("the supply holds the Skid tokens of the box", per_player_count=False)
def skid_supply(game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "skid-tokens")
    return True if tokens.count == SKID_TOKENS else f"box holds {tokens.count}, setup takes {SKID_TOKENS}"


@invariant("the grid seats every car")
def grid_seats_everyone(players: int) -> bool:
    return STRAIGHT_SPACES * CARS_PER_SPACE >= players

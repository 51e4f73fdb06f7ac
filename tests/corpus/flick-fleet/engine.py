"""Flick Fleet: the rules the printed tables and examples lean on.

Everything measured with a finger and a ruler stays on the table; what is
counted (ships, rounds, points) lives here.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# Printed value of each band of the sea, from the harbour outwards.
ZONE_POINTS = {
    "Shallows": 1,
    "Trade Lane": 2,
    "Deep Water": 3,
    "Pearl Bank": 4,
    "Maelstrom": 5,
}

PENALTIES = {"Overboard": 2, "Wrecked": 1}


@rule
def fleet_size(players: int) -> int:
    """Ships each captain launches every round."""
    return {2: 6, 3: 5, 4: 4}[players]


@rule
def rounds(players: int) -> int:
    """Rounds in a game: one Tide card is turned for each."""
    return {2: 5, 3: 4, 4: 4}[players]


@rule
def orders_dealt(players: int) -> int:
    """Captain's orders each player is dealt at the start of the game."""
    return {2: 3, 3: 3, 4: 2}[players]


@rule
def reefs_placed(players: int) -> int:
    """Reef tokens put out on the sea during setup."""
    return players + 1


@rule
def zone_points(zone: str) -> int:
    """What one ship resting in this zone scores before the tide."""
    return ZONE_POINTS[zone]


@rule
def penalty(kind: str) -> int:
    """Points a captain loses for each ship that ends the round this way."""
    return PENALTIES[kind]


@rule
def convoy_bonus() -> int:
    """Extra points for each ship sailing in convoy (within Short range of a friend)."""
    return 1


@rule
def orders_per_round() -> int:
    """The most Captain's orders one player may play in a round."""
    return 1


@rule
def phases_per_round() -> int:
    return 5


@rule
def score_track_spaces() -> int:
    """Spaces round the edge of the sea board, 0 to 49."""
    return 50


@rule
def ruler_band_mm() -> int:
    """Length of one band of the range ruler (Short, Medium, Long)."""
    return 50


@rule
def ship_points(zone: str, tide: int = 0) -> int:
    """One ship in a zone, after this round's tide shift. Never below zero."""
    return max(0, ZONE_POINTS[zone] + tide)


@rule
def round_score(zone_points: int, convoy: int = 0, overboard: int = 0, wrecked: int = 0) -> int:
    """A captain's points for the round.

    zone_points: the ships' zone values added up (tide included);
    convoy: how many of the ships sail in convoy;
    overboard / wrecked: how many ships ended the round that way.
    """
    return (
        zone_points
        + convoy * convoy_bonus()
        - overboard * PENALTIES["Overboard"]
        - wrecked * PENALTIES["Wrecked"]
    )


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    out = {
        "sea-board": 1,
        "ships": fleet_size(players) * players,
        "reef-tokens": reefs_placed(players),
        "score-markers": players,
        "tide": 16,
        "rulers": players,
    }
    if variant != "calm-waters":
        out["orders"] = 20
    return out


@invariant("the Tide deck lasts the whole game", per_player_count=True)
def tide_lasts(players: int, game) -> bool:
    return sum(c.count for c in game.deck("tide").cards) >= rounds(players)


@invariant("setup takes the whole Tide and order decks the box holds", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    tide = sum(c.count for c in game.deck("tide").cards)
    orders = sum(c.count for c in game.deck("orders").cards)
    if tide != setup(2)["tide"]:
        return f"setup takes 16 Tide cards, the deck has {tide}"
    if orders != setup(2)["orders"]:
        return f"setup takes 20 orders, the deck has {orders}"
    return True


@invariant("every tide card names a zone when it shifts one, and leaves no zone below zero",
           per_player_count=False)
def tides_are_sane(game) -> bool | str:
    bad = []
    for card in game.deck("tide").cards:
        zone, shift = card.fields["zone"], card.fields["shift"]
        if shift and not zone:
            bad.append(card.name)
        elif zone and ZONE_POINTS[zone] + shift < 0:
            bad.append(card.name)
    return True if not bad else "bad tide: " + ", ".join(bad)


@invariant("every captain can afford to be dealt orders: the deck covers four hands", per_player_count=True)
def orders_cover_hands(players: int, game) -> bool:
    return sum(c.count for c in game.deck("orders").cards) >= orders_dealt(players) * players

"""Engine model of Saltwind Isles and its expansion, The Beacon Keepers.

Every rule takes the player count with a default of three, and the rules the
expansion changes take switches that are off unless a table, an example or a
placeholder turns them on: `expansion` for The Beacon Keepers, `outer_isles`
for the expansion's optional Outer Isles module.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

VARIANT_SWITCHES = {
    None: {"expansion": False, "outer_isles": False},
    "beacon-keepers": {"expansion": True, "outer_isles": False},
    "outer-isles": {"expansion": True, "outer_isles": True},
}

GOODS = ("Timber", "Stone", "Fish", "Wool")


# --- setup -----------------------------------------------------------------

@rule
def villages_each(players: int = 3, expansion: bool = False) -> int:
    """Villages each player takes: 12, or 15 with the Beacon Keepers."""
    return 15 if expansion else 12


@rule
def supply_dealt(players: int = 3, expansion: bool = False) -> int:
    """Supply cards dealt to each player at the start."""
    base = 5 if players == 2 else 4
    return base + 1 if expansion else base


@rule
def island_row(players: int = 3, outer_isles: bool = False) -> int:
    """Face-up Island cards in the row: two more than the players (one more again with the Outer Isles)."""
    return players + 2 + (1 if outer_isles else 0)


@rule
def islands_removed(players: int = 3) -> int:
    """Island cards put back in the box unseen at setup."""
    return {2: 6, 3: 3, 4: 0}[players]


@rule
def islands_in_play(players: int = 3, outer_isles: bool = False) -> int:
    """Island cards the archipelago is built from: the base deck less those removed, plus the six Outer Isles."""
    return 30 - islands_removed(players) + (6 if outer_isles else 0)


@rule
def market_size(players: int = 3, expansion: bool = False) -> int:
    """Face-up Supply cards in the market."""
    return 5 if expansion else 4


@rule
def beacons_revealed(players: int = 3, expansion: bool = False) -> int:
    """Beacon cards face up beside the row: one more than the players, none without the expansion."""
    return players + 1 if expansion else 0


# --- a turn ----------------------------------------------------------------

@rule
def cards_gathered(players: int = 3, expansion: bool = False) -> int:
    """Supply cards a Gather action takes."""
    return 2


@rule
def hand_limit(players: int = 3, expansion: bool = False) -> int:
    """Supply cards you may keep at the end of your turn."""
    return 8


@rule
def trade_rate(harbour: bool = False) -> int:
    """Supply cards of one good given up for one card of the market."""
    return 2 if harbour else 3


@rule
def beacon_limit(players: int = 3) -> int:
    """Beacons one player may light in a game."""
    return 2


# --- scoring ---------------------------------------------------------------

@rule
def village_points(players: int = 3) -> int:
    """Points for each village on the archipelago at the end."""
    return 1


@rule
def harbour_points(players: int = 3, on_mackerel_bank: bool = False) -> int:
    """Points for each harbour; a harbour on Mackerel Bank scores one more."""
    return 3 if on_mackerel_bank else 2


@rule
def points_for(what: str) -> int:
    """The points table: a village, a harbour, a harbour on Mackerel Bank."""
    return {
        "Each village": village_points(),
        "Each harbour": harbour_points(),
        "A harbour on Mackerel Bank": harbour_points(on_mackerel_bank=True),
    }[what]


@rule
def tied_share(points: int) -> int:
    """What each player tied for the most villages on a settled island scores: half, rounded down."""
    return points // 2


@rule
def final_score(villages: int, island_points: int, harbours: int, beacon_points: int = 0) -> int:
    """A player's final score."""
    return villages * village_points() + island_points + harbours * harbour_points() + beacon_points


@rule
def beacon_score(per_village: int = 0, villages: int = 0, per_island: int = 0, islands: int = 0) -> int:
    """What one Beacon card scores for the villages and islands it counts."""
    return per_village * villages + per_island * islands


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    switches = VARIANT_SWITCHES[variant]
    needs = {
        "islands": islands_in_play(players),
        "supplies": 48,
        "villages": villages_each(players) * players,
        "harbours": 12,
        "first-player": 1,
        "beacons": 0,
        "expansion-villages": 0,
        "outer-isles": 0,
    }
    if switches["expansion"]:
        needs["beacons"] = 10
        needs["expansion-villages"] = (villages_each(players, expansion=True) - villages_each(players)) * players
    if switches["outer_isles"]:
        needs["outer-isles"] = 6
    return needs


def play(players: int, variant: str | None = None) -> dict:
    switches = VARIANT_SWITCHES[variant]
    return {"supplies": {"hand": supply_dealt(players, expansion=switches["expansion"]), "draw": cards_gathered(players)}}


# --- invariants --------------------------------------------------------------

@invariant("the island deck holds the islands a four-player game uses", per_player_count=False)
def island_deck_is_whole(game) -> bool | str:
    total = game.deck("islands").total
    return True if total == islands_in_play(4) else f"{total} Island cards, a four-player game uses {islands_in_play(4)}"


@invariant("the Outer Isles deck holds the six islands the module adds", per_player_count=False)
def outer_isles_deck(game) -> bool | str:
    total = game.deck("outer-isles").total
    extra = islands_in_play(4, outer_isles=True) - islands_in_play(4)
    return True if total == extra else f"{total} Outer Isle cards, the module adds {extra}"


@invariant("every good has twelve Supply cards", per_player_count=False)
def goods_even(game) -> bool | str:
    for good in GOODS:
        n = sum(c.count for c in game.deck("supplies").cards if c.fields["good"] == good)
        if n != 12:
            return f"{good}: {n} cards"
    return True


@invariant("the island row and the opening hands leave islands and supplies to play with")
def row_and_hands_fit(players: int, variant: str | None = None) -> bool | str:
    sw = VARIANT_SWITCHES[variant]
    row = island_row(players, outer_isles=sw["outer_isles"])
    dealt = supply_dealt(players, expansion=sw["expansion"]) * players + market_size(players, expansion=sw["expansion"])
    if row >= islands_in_play(players, outer_isles=sw["outer_isles"]):
        return "the row takes the whole island deck"
    return True if dealt < 48 else f"{dealt} Supply cards dealt of 48"


@invariant("the beacons revealed never outnumber the Beacon deck", per_player_count=False)
def beacons_fit(game) -> bool | str:
    most = beacons_revealed(4, expansion=True)
    return True if most <= game.deck("beacons").total else f"{most} revealed of {game.deck('beacons').total}"


@invariant("the harbour's price in the costs scores what harbour_points() says", per_player_count=False)
def harbour_cost_points(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "harbour")
    return True if cost.points == harbour_points() else f"cost says {cost.points}, engine {harbour_points()}"

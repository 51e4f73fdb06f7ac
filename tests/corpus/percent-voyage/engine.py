"""Percent Voyage: the rules the tables and the rulebook print.

Percentile rolls are whole numbers from 1 to 100 (a roll of 00 on both dice reads as 100).
"""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

# The weather, encounter, treasure and log tables: the highest roll of each result.
WEATHER = [(20, "calm"), (55, "fair"), (75, "brisk"), (87, "fog"), (96, "squall"), (100, "storm")]
ENCOUNTERS = [(35, "open-water"), (50, "merchant"), (62, "reef"), (75, "pirates"),
              (82, "serpent"), (92, "wreck"), (100, "dolphins")]
TREASURE = [(25, "empty-beach"), (50, "fresh-water"), (75, "purse"), (90, "cache"),
            (97, "relic"), (100, "hoard")]
LOG = [(1, "rats"), (3, "spoiled"), (5, "leak"), (12, "quiet"), (15, "catch"),
       (17, "shanty"), (19, "carpenter"), (20, "bottle")]

LEGS = {"Calm": 1, "Fair": 2, "Brisk": 3, "Fog": 1, "Squall": 1, "Storm": 0}
WEATHER_DAMAGE = {"Calm": 0, "Fair": 0, "Brisk": 0, "Fog": 0, "Squall": 1, "Storm": 2}

# Ship upgrades and what they cost in Coins (held to game.yaml's costs by an invariant).
UPGRADE_COSTS = {"Reinforced Hull": 6, "Deep Hold": 5, "Topsails": 8, "Spyglass": 4,
                 "Ship's Cat": 3, "Bow Cannons": 7}

PORT_CARDS = 24
ISLES = 7


def _look_up(table: list[tuple[int, str]], roll: int) -> str:
    for highest, result in table:
        if roll <= highest:
            return result
    raise ValueError(f"no result for a roll of {roll}")


# --- setup by player count -------------------------------------------------

@rule
def starting_provisions(players: int) -> int:
    """Provisions in the hold when the ship leaves Harbourmouth."""
    return 10 if players <= 2 else 12


@rule
def starting_coins(players: int) -> int:
    """Coins in the purse at the start."""
    return 5 + players


@rule
def daily_ration(players: int) -> int:
    """Provisions the crew eats every Evening."""
    return 3 if players == 4 else 2


@rule
def isles_to_chart(players: int) -> int:
    """Charted isles needed to win."""
    return 4 if players <= 2 else 5


@rule
def port_cards_revealed(players: int) -> int:
    """Port cards turned face up when the ship docks."""
    return players + 1


# --- numbers that never change ----------------------------------------------

@rule
def starting_hull(players: int | None = None) -> int:
    return 6


@rule
def hull_limit(players: int | None = None, reinforced: bool = False) -> int:
    return 8 if reinforced else 6


@rule
def hold_limit(players: int | None = None, deep_hold: bool = False) -> int:
    return 16 if deep_hold else 12


@rule
def voyage_days(players: int | None = None) -> int:
    return 20


@rule
def relic_price(players: int | None = None) -> int:
    return 6


# --- the dice ---------------------------------------------------------------

@rule
def weather_on(roll: int) -> str:
    return _look_up(WEATHER, roll)


@rule
def encounter_on(roll: int) -> str:
    return _look_up(ENCOUNTERS, roll)


@rule
def treasure_on(roll: int) -> str:
    return _look_up(TREASURE, roll)


@rule
def log_entry(roll: int) -> str:
    return _look_up(LOG, roll)


@rule
def treasure_roll(roll: int, bonus: int = 0) -> int:
    """A Treasure roll with a rumour's or a bottle's bonus: anything past 100 counts as 100."""
    return min(100, roll + bonus)


# --- the day ----------------------------------------------------------------

@rule
def sail_legs(weather: str, topsails: bool = False) -> int:
    """Legs the ship may sail in this weather."""
    legs = LEGS[weather]
    if topsails and weather in ("Fair", "Brisk"):
        legs += 1
    return legs


@rule
def weather_damage(weather: str, in_port: bool = False) -> int:
    """Hull the weather costs the ship; none when the day starts in port."""
    return 0 if in_port else WEATHER_DAMAGE[weather]


@rule
def provisions_after_evening(provisions: int, players: int) -> int:
    return provisions - daily_ration(players)


@rule
def coins_after_upgrade(coins: int, upgrade: str) -> int:
    return coins - UPGRADE_COSTS[upgrade]


# --- setup -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "sea-chart": 1,
        "port": PORT_CARDS,            # the whole deck, shuffled on its space
        "ship-token": 1,
        "chart-markers": ISLES,
        "coin-tokens": 30,             # the bank
        "relic-tokens": 6,
        "upgrade-tiles": len(UPGRADE_COSTS),
        "track-markers": 3,
        "captain-token": 1,
        "percentile-dice": 2,
        "event-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"port": {"table": port_cards_revealed(players), "per_round": 0},
            "ship-log": {"dice": 1}}


# --- invariants ----------------------------------------------------------------

@invariant("the upgrade costs the engine uses are the costs game.yaml prints", per_player_count=False)
def upgrade_costs_agree(game) -> bool | str:
    printed = {c.name: sum(i.amount for i in c.items) for c in game.costs if c.group == "upgrades"}
    if printed != UPGRADE_COSTS:
        return f"game.yaml {printed} but engine {UPGRADE_COSTS}"
    return True


@invariant("setup takes the whole Port deck out of the box", per_player_count=False)
def port_deck_whole(game) -> bool | str:
    total = game.deck("port").total
    return True if total == PORT_CARDS else f"the deck has {total} cards, setup takes {PORT_CARDS}"


@invariant("there is a Chart marker for every isle, and enough isles to win")
def enough_isles(players: int, game) -> bool | str:
    isles = len(game.names["isles"])
    if isles != ISLES:
        return f"{isles} isles but {ISLES} Chart markers"
    return True if isles_to_chart(players) <= isles else "more isles to chart than the sea holds"


@invariant("the starting Provisions fit in the hold")
def provisions_fit(players: int) -> bool:
    return starting_provisions(players) <= hold_limit()


@invariant("a port shows no more cards than the deck holds")
def port_cards_suffice(players: int) -> bool:
    return port_cards_revealed(players) <= PORT_CARDS

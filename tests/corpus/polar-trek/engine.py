"""Polar Trek: the rules the tables, the board and the rulebook print."""

import re

from generator.engine import invariant, rule

PLAYERS = (1, 4)

COLDEST = -30          # the Cold marker reaching this space ends the game
WARMEST = 5            # the marker never goes above this space
SLUSH_FROM = 1         # from here up the snow is slush
START = -10
POLAR_WINTER_DROP = 5  # the Polar Winter variant starts this many degrees lower
ROUTE_STEPS = 18       # spaces from Base Camp to Pole Station
WEATHER_DAYS = 20      # one Weather card a day: the season's length
WARMTH_PER_FUEL = 2
DEPOT_FUEL = 3
WARM_FRONTS = 2        # Warm Front cards, left out in Polar Winter


def _degrees(temperature: int | str) -> int:
    """A temperature as a number; a band written '-19° to -10°' is read by its first number."""
    if isinstance(temperature, int):
        return temperature
    match = re.search(r"[+-]?\d+", str(temperature))
    if match is None:
        raise ValueError(f"no temperature in {temperature!r}")
    return int(match.group(0))


@rule
def cards_dealt(players: int) -> int:
    """Supply cards dealt to each player at the start."""
    return {1: 6, 2: 5, 3: 4, 4: 3}[players]


@rule
def cards_played_per_day(players: int) -> int:
    """Supply cards the whole team plays on each Trek step (a solo explorer plays two)."""
    return max(2, players)


@rule
def starting_fuel(players: int) -> int:
    """Fuel tokens the team starts with: fewer mouths, more fuel to spare."""
    return 9 - players


@rule
def start_temperature(players: int | None = None, variant: str | None = None) -> int:
    """Where the Cold marker starts."""
    if variant == "polar-winter":
        return START - POLAR_WINTER_DROP
    return START


@rule
def hand_limit(players: int | None = None) -> int:
    """Most cards a player may hold after drawing at Camp."""
    return 6


@rule
def frozen_out_temperature() -> int:
    """The space that ends the game."""
    return COLDEST


@rule
def warmest_temperature() -> int:
    """The top of the cold track."""
    return WARMEST


@rule
def slush_from() -> int:
    """The first temperature that counts as slush."""
    return SLUSH_FROM


@rule
def camp_draw(temperature: int | str) -> int:
    """Cards each player draws at Camp: numb hands draw fewer."""
    degrees = _degrees(temperature)
    if degrees <= -20:
        return 1
    if degrees <= -10:
        return 2
    return 3


@rule
def stride_lost(temperature: int | str) -> int:
    """Stride each card loses in slush."""
    return 1 if _degrees(temperature) >= SLUSH_FROM else 0


@rule
def fuel_warmth(fuel: int) -> int:
    """Degrees gained by stoking the stove with this many Fuel tokens."""
    return fuel * WARMTH_PER_FUEL


@rule
def warmth_per_fuel() -> int:
    return WARMTH_PER_FUEL


@rule
def depot_fuel() -> int:
    """Fuel tokens the team picks up at the depot on Nunatak Ridge."""
    return DEPOT_FUEL


@rule
def route_steps() -> int:
    """Spaces the sled travels from Base Camp to Pole Station."""
    return ROUTE_STEPS


@rule
def weather_days(variant: str | None = None) -> int:
    """Days in the season: one Weather card a day."""
    if variant == "polar-winter":
        return WEATHER_DAYS - WARM_FRONTS
    return WEATHER_DAYS


@rule
def temperature_after(start: int, changes: list) -> int:
    """The Cold marker after a run of changes; it stops at +5 and at -30."""
    degrees = start
    for change in changes:
        degrees = max(COLDEST, min(WARMEST, degrees + int(change)))
    return degrees


@rule
def crevasse_roll(roll: int) -> str:
    """What the Crevasse die means."""
    if roll == 1:
        return "fall"
    if roll <= 3:
        return "detour"
    return "safe"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "board": 1,
        "supply": 40,
        "weather": weather_days(variant),
        "sled": 1,
        "cold-marker": 1,
        "fuel": starting_fuel(players),
        "crevasse-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "supply": {"hand": cards_dealt(players), "draw": camp_draw(START)},
        "weather": {"per_round": 1},
        "crevasse": {"dice": 1},
    }


@invariant("the route on the board is as long as the engine says", per_player_count=False)
def route_matches_board(game) -> bool | str:
    board = game.maps[0]
    total = sum(route.cost for route in board.routes)
    return True if total == ROUTE_STEPS else f"the board's routes add up to {total}, not {ROUTE_STEPS}"


@invariant("the Weather deck lasts the season", per_player_count=False)
def weather_deck_is_the_season(game) -> bool | str:
    deck = game.deck("weather")
    fronts = next(c for c in deck.cards if c.id == "warm-front")
    if deck.total != WEATHER_DAYS:
        return f"{deck.total} weather cards, {WEATHER_DAYS} days"
    return True if fronts.count == WARM_FRONTS else f"{fronts.count} Warm Front cards"


@invariant("stoking the stove costs one Fuel and warms as the engine says", per_player_count=False)
def stove_cost_matches(game) -> bool | str:
    stove = next(c for c in game.costs if c.id == "stove")
    amount = sum(item.amount for item in stove.items)
    return True if amount == 1 else f"the stove costs {amount} Fuel"


@invariant("the box holds the most fuel a game starts with, plus the depot")
def fuel_suffices(players: int, game) -> bool:
    fuel = next(c for c in game.inventory if c.id == "fuel")
    return fuel.count >= starting_fuel(players) + DEPOT_FUEL


@invariant("every player can be dealt a full hand of gear")
def gear_deals(players: int, game) -> bool | str:
    gear = sum(c.count for c in game.deck("supply").cards if c.fields["kind"] == "Gear")
    dealt = players * cards_dealt(players)
    return True if gear >= dealt else f"{gear} gear cards, {dealt} dealt"


@invariant("hazards lower the temperature and gear never does", per_player_count=False)
def hazards_are_negative(game) -> bool | str:
    for card in game.deck("supply").cards:
        warmth = card.fields["warmth"]
        if card.fields["kind"] == "Hazard" and warmth >= 0:
            return f"{card.name} is a hazard with warmth {warmth}"
        if card.fields["kind"] == "Gear" and warmth <= 0:
            return f"{card.name} is gear with warmth {warmth}"
    return True

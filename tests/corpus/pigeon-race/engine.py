"""Homeward: pigeon racing for 2-6 fanciers.

A season is five races, one of each distance from 100 to 500 km, flown
shortest first. Each race every fancier enters one bird; its race speed is
its own speed, less any fade for a race past its stamina, less the weather,
plus or minus its form. Flight time is distance over speed, in minutes.
"""

from math import ceil

from generator.engine import invariant, rule

PLAYERS = (2, 6)

DISTANCES = (100, 200, 300, 400, 500)
SPEEDS = (40, 50, 60, 70, 80, 90, 100)
LEAGUE_POINTS = {1: 10, 2: 6, 3: 4, 4: 3, 5: 2, 6: 1}


@rule
def birds_per_loft(players: int) -> int:
    """Birds dealt to each fancier: five in a small league, four in a big one."""
    return 5 if players <= 3 else 4


@rule
def races_per_season(players: int | None = None) -> int:
    """Races in a season: one of each distance."""
    return len(DISTANCES)


@rule
def season_distances() -> list[int]:
    """The season's races, shortest first, in km."""
    return list(DISTANCES)


@rule
def weather_cards_drawn(distance: int) -> int:
    """One weather card for every 250 km of the race, or part of it."""
    return ceil(distance / 250)


@rule
def marathon_bonus(distance: int) -> int:
    """Extra league points for the winner of a long race (400 km and over)."""
    return 2 if distance >= 400 else 0


@rule
def fade_per_100_km() -> int:
    """km/h a bird loses for every 100 km a race runs past its stamina."""
    return 10


@rule
def slowest_speed() -> int:
    """No bird ever flies slower than this, in km/h."""
    return 40


@rule
def fastest_speed() -> int:
    """The fastest a bird can fly: a 90 km/h bird on form."""
    return 100


@rule
def fade(stamina: int, distance: int) -> int:
    """km/h lost for flying past the bird's stamina."""
    if distance <= stamina:
        return 0
    return fade_per_100_km() * ((distance - stamina) // 100)


@rule
def form_change(roll: int) -> int:
    """What the form die does to a bird's speed, in km/h."""
    if roll == 1:
        return -10
    if roll == 6:
        return 10
    return 0


@rule
def form(roll: int) -> str:
    """The form die's result for a roll."""
    return {1: "off-form", 6: "on-form"}.get(roll, "steady")


@rule
def race_speed(speed: int, stamina: int, distance: int, slowing: int, roll: int) -> int:
    """A bird's speed for one race, in km/h, never below the slowest speed."""
    raw = speed - fade(stamina, distance) - slowing + form_change(roll)
    return min(fastest_speed(), max(slowest_speed(), raw))


@rule
def flight_minutes(speed: int, distance: int) -> int:
    """Minutes on the wing: distance x 60 / speed, rounded up to the whole minute."""
    return ceil(distance * 60 / speed)


@rule
def arrival_clock(minutes: int) -> str:
    """The clock time a bird arrives, liberated at 07:00."""
    total = 7 * 60 + minutes
    return f"{total // 60:02d}:{total % 60:02d}"


@rule
def league_points(place: int) -> int:
    """League points for a finishing place."""
    return LEAGUE_POINTS[place]


@rule
def race_points(place: int, distance: int) -> int:
    """League points a place earns in one race, the winner's marathon bonus included."""
    return league_points(place) + (marathon_bonus(distance) if place == 1 else 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "birds": birds_per_loft(players) * players,
        "races": races_per_season(players),
        "weather": 16,
        "score-markers": players,
        "form-die": 1,
        "clocking-pad": 1,
        "league-board": 1,
    }


@invariant("the bird deck fills every loft at every player count", per_player_count=False)
def birds_fill_lofts(game) -> bool | str:
    total = game.deck("birds").total
    for players in range(PLAYERS[0], PLAYERS[1] + 1):
        need = birds_per_loft(players) * players
        if need > total:
            return f"{players} players need {need} birds, the deck has {total}"
    return True


@invariant("the race deck holds two races of each distance", per_player_count=False)
def races_pair_up(game) -> bool | str:
    counts: dict[int, int] = {}
    for card in game.deck("races").cards:
        counts[card.fields["distance"]] = counts.get(card.fields["distance"], 0) + card.count
    wrong = [d for d in DISTANCES if counts.get(d, 0) != 2]
    return True if not wrong else f"distances without two races: {wrong}"


@invariant("the weather deck lasts a whole season without a reshuffle", per_player_count=False)
def weather_lasts(game) -> bool | str:
    drawn = sum(weather_cards_drawn(d) for d in DISTANCES)
    total = game.deck("weather").total
    return True if drawn <= total else f"{drawn} drawn, {total} in the deck"


@invariant("the weather deck setup takes is the whole deck", per_player_count=False)
def weather_whole(game) -> bool | str:
    total = game.deck("weather").total
    return True if setup(2)["weather"] == total else f"setup takes {setup(2)['weather']}, deck has {total}"


@invariant("every bird is fast enough for the flight-time table", per_player_count=False)
def birds_in_table(game) -> bool | str:
    for card in game.deck("birds").cards:
        if card.fields["speed"] + 10 > fastest_speed() or card.fields["speed"] < slowest_speed():
            return f"{card.name} flies at {card.fields['speed']} km/h"
        if card.fields["speed"] % 10:
            return f"{card.name}'s speed is not a multiple of 10"
    return True

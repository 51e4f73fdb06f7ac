"""Engine model of Probe Launch: the rules the printed tables and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

TARGETS = ("Venus", "Mars", "Ceres", "Jupiter", "Saturn")

# First round a target's launch window opens, and how many rounds until it opens again.
FIRST_WINDOW = {"Venus": 1, "Mars": 2, "Ceres": 4, "Jupiter": 3, "Saturn": 2}
WINDOW_PERIOD = {"Venus": 2, "Mars": 3, "Ceres": 4, "Jupiter": 3, "Saturn": 5}


@rule
def game_rounds(players: int = 2) -> int:
    """The game lasts eight rounds, one mission year each."""
    return 8


@rule
def fuel_income(players: int = 2) -> int:
    """Tonnes of fuel every agency gains in the Funding phase."""
    return 3


@rule
def fuel_limit(players: int = 2) -> int:
    """Most tonnes of fuel an agency may hold."""
    return 10


@rule
def hangar_limit(players: int = 2) -> int:
    """Most probe cards an agency may keep reserved in its hangar."""
    return 2


@rule
def refuel_tonnes(players: int = 2) -> int:
    """Tonnes gained by the Refuel action instead of launching or reserving."""
    return 2


@rule
def pioneer_bonus(players: int = 2) -> int:
    """Science points for the first probe to arrive at a target."""
    return 2


@rule
def farthest_reach_award(players: int = 2) -> int:
    """Science points for the agency whose arrived probes travelled farthest in all."""
    return 3


@rule
def starting_fuel(players: int) -> int:
    """Tonnes of fuel each agency starts with: less in a bigger game."""
    return 8 - players


@rule
def market_size(players: int) -> int:
    """Face-up probe cards in the market: two more than the players."""
    return players + 2


@rule
def science_to_end(players: int) -> int:
    """Science points that end the game at the end of the round they are reached."""
    return 50 - 5 * players


@rule
def first_window(target: str) -> int:
    """The round a target's first launch window opens."""
    return FIRST_WINDOW[target]


@rule
def window_period(target: str) -> int:
    """Rounds between two launch windows to a target."""
    return WINDOW_PERIOD[target]


@rule
def open_windows(round: int) -> list:
    """The targets whose launch window is open in a round."""
    return [t for t in TARGETS
            if round >= FIRST_WINDOW[t] and (round - FIRST_WINDOW[t]) % WINDOW_PERIOD[t] == 0]


@rule
def window_round(target: str, n: int) -> int:
    """The round of a target's n-th launch window (for the marks on the round track)."""
    return FIRST_WINDOW[target] + (n - 1) * WINDOW_PERIOD[target]


@rule
def fuel_after_funding(fuel: int) -> int:
    """Fuel after the Funding phase: income added, capped at the fuel limit."""
    return min(fuel + fuel_income(), fuel_limit())


@rule
def fuel_after_launch(fuel: int, cost: int) -> int:
    """Fuel left after paying for a launch."""
    return fuel - cost


@rule
def arrival_round(launch_round: int, years: int) -> int:
    """A probe cruises in the round it is launched too, so it arrives years - 1 rounds later."""
    return launch_round + years - 1


@rule
def arrival_science(science: int, first: bool) -> int:
    """Science scored when a probe arrives, with the Pioneer bonus if it is the first there."""
    return science + (pioneer_bonus() if first else 0)


@rule
def total_distance(distances: list) -> int:
    """Million km of all an agency's arrived probes, for the Farthest Reach award."""
    return sum(distances)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "probes": 24,
        "control-board": 1,
        "mission-boards": players,
        "science-markers": players,
        "fuel-markers": players,
        "round-marker": 1,
        "year-tokens": 30,
        "pioneer-tokens": 5,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"probes": {"table": market_size(players), "per_round": players}}


@invariant("the deck fills the market and leaves a refill for every round", per_player_count=True)
def deck_lasts(players: int, game) -> bool | str:
    deck = game.deck("probes").total
    need = market_size(players) + players * 3
    return True if deck >= need else f"{deck} cards, {need} needed"


@invariant("no probe costs more fuel than an agency may hold", per_player_count=False)
def probes_affordable(game) -> bool | str:
    for card in game.deck("probes").cards:
        if card.fields["fuel"] > fuel_limit():
            return f"{card.name} costs {card.fields['fuel']} tonnes"
    return True


@invariant("every probe can arrive if launched in its target's first window", per_player_count=False)
def probes_arrive(game) -> bool | str:
    for card in game.deck("probes").cards:
        target = card.fields["target"]
        if arrival_round(first_window(target), card.fields["years"]) > game_rounds():
            return f"{card.name} cannot arrive in time"
    return True


@invariant("every probe to one target shares that target's distance", per_player_count=False)
def distances_agree(game) -> bool | str:
    seen: dict[str, int] = {}
    for card in game.deck("probes").cards:
        t, d = card.fields["target"], card.fields["distance"]
        if seen.setdefault(t, d) != d:
            return f"{card.name} puts {t} at {d} million km, another card at {seen[t]}"
    return True

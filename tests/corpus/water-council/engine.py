"""Engine model of The Water Council (negotiation, 3-5 players, six years).

Every number the tables print, the Rain die, the council's majorities, the
watering and the final count. Standard library and generator.engine only.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (3, 5)

YEARS = 6
# Water in the river at three players, by year; each extra player adds WATER_PER_PLAYER.
BASE_WATER = {1: 12, 2: 11, 3: 9, 4: 7, 5: 6, 6: 8}
WATER_PER_PLAYER = 3

RAIN_BY_ROLL = {1: "dust-storm", 2: "dry-wind", 3: "dry-wind", 4: "steady-flow", 5: "steady-flow", 6: "monsoon"}
RAIN_CHANGE = {"dust-storm": -3, "dry-wind": -1, "steady-flow": 0, "monsoon": 2}
RAIN_NAMES = {"Dust storm": "dust-storm", "Dry wind": "dry-wind", "Steady flow": "steady-flow", "Monsoon": "monsoon"}

STARTING_COINS = {3: 10, 4: 9, 5: 8}
CONTRACTS_DEALT = 3
CONTRACTS_KEPT = 2
SIGNINGS_PER_YEAR = 1
CONTRACT_LIMIT = 4
PROPOSALS_PER_YEAR = 2
CISTERN_LIMIT = 2
SCANDAL_THRESHOLD = 5       # bribe coins received in one Council
SCANDAL_PENALTY = 2         # prestige per Scandal token
COINS_PER_PRESTIGE = 3
STEWARD_BONUS = 3           # fulfilled contracts in every district
DISTRICTS = 4
PUMP_PRICE = 3              # coins for one emergency water

# The box, as game.yaml counts it (invariant box_agrees holds them together).
CONTRACT_CARDS = 30
COIN_TOKENS = 55
COIN_VALUE = 35 * 1 + 20 * 5
WATER_TOKENS = 50
TERM_MARKERS = 60
SCANDAL_TOKENS = 10
MAX_CONTRACT_WATER = 3


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"The Water Council takes {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


# --- the river -------------------------------------------------------------------
@rule
def water_available(year: int, players: int) -> int:
    """The drought table: water in the river before the Rain die."""
    _check_players(players)
    if year not in BASE_WATER:
        raise ValueError(f"the game lasts {YEARS} years, not {year}")
    return BASE_WATER[year] + WATER_PER_PLAYER * (players - PLAYERS[0])


@rule
def rain_result(roll: int) -> str:
    return RAIN_BY_ROLL[roll]


@rule
def rain_change(result: str) -> int:
    """Water added to (or taken from) the river by a Rain die result, by name or id."""
    return RAIN_CHANGE[RAIN_NAMES.get(result, result)]


@rule
def water_this_year(year: int, players: int, roll: int) -> int:
    return max(0, water_available(year, players) + rain_change(rain_result(roll)))


# --- numbers by player count ---------------------------------------------------------
@rule
def starting_coins(players: int) -> int:
    _check_players(players)
    return STARTING_COINS[players]


@rule
def market_size(players: int) -> int:
    """Face-up contracts in the market: one more than the players."""
    _check_players(players)
    return players + 1


@rule
def votes_to_pass(players: int) -> int:
    """A simple majority of the council."""
    _check_players(players)
    return players // 2 + 1


@rule
def greedy_votes(players: int) -> int:
    """A greedy quota needs one Aye more than a simple majority, never more than everyone."""
    _check_players(players)
    return min(players, players // 2 + 2)


# --- fixed numbers --------------------------------------------------------------------
@rule
def contracts_dealt(players: int | None = None) -> int:
    return CONTRACTS_DEALT


@rule
def contracts_kept(players: int | None = None) -> int:
    return CONTRACTS_KEPT


@rule
def signings_per_year(players: int | None = None) -> int:
    return SIGNINGS_PER_YEAR


@rule
def contract_limit(players: int | None = None) -> int:
    return CONTRACT_LIMIT


@rule
def proposals_per_year(players: int | None = None) -> int:
    return PROPOSALS_PER_YEAR


@rule
def cistern_limit(players: int | None = None) -> int:
    return CISTERN_LIMIT


@rule
def scandal_threshold(players: int | None = None) -> int:
    return SCANDAL_THRESHOLD


@rule
def scandal_penalty(players: int | None = None) -> int:
    return SCANDAL_PENALTY


@rule
def coins_per_prestige(players: int | None = None) -> int:
    return COINS_PER_PRESTIGE


@rule
def steward_bonus(players: int | None = None) -> int:
    return STEWARD_BONUS


@rule
def years_in_game(players: int | None = None) -> int:
    return YEARS


@rule
def pump_price() -> int:
    return PUMP_PRICE


# --- the council ------------------------------------------------------------------------
@rule
def is_greedy(share: int, water: int) -> bool:
    """A quota is greedy when one player's share is more than half the river."""
    return share * 2 > water


@rule
def quota_passes(players: int, ayes: int, greedy: bool = False) -> bool:
    needed = greedy_votes(players) if greedy else votes_to_pass(players)
    return ayes >= needed


@rule
def rationing_share(water: int, players: int) -> int:
    _check_players(players)
    return water // players


@rule
def rationing_left(water: int, players: int) -> int:
    _check_players(players)
    return water % players


@rule
def brings_scandal(bribes: int) -> bool:
    return bribes >= SCANDAL_THRESHOLD


# --- irrigation and scoring ----------------------------------------------------------
@rule
def water_needed(demands: list) -> int:
    return sum(demands)


@rule
def income_due(incomes: list) -> int:
    return sum(incomes)


@rule
def final_score(prestige: list, coins: int, scandals: int, districts: int) -> int:
    bonus = STEWARD_BONUS if districts >= DISTRICTS else 0
    return sum(prestige) + bonus + coins // COINS_PER_PRESTIGE - SCANDAL_PENALTY * scandals


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    _check_players(players)
    return {
        "council-board": 1,
        "estate-mats": players,
        "contracts": CONTRACT_CARDS,
        "coins": COIN_TOKENS,
        "water": WATER_TOKENS,
        "term-markers": TERM_MARKERS,
        "vote-discs": players,
        "scandal-tokens": SCANDAL_TOKENS,
        "year-marker": 1,
        "gauge-marker": 1,
        "speaker-gavel": 1,
        "rain-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "contracts": {"hand": CONTRACTS_DEALT, "table": market_size(players), "per_round": SIGNINGS_PER_YEAR * players},
        "rain": {"dice": 1},
    }


# --- invariants ---------------------------------------------------------------------------
@invariant("the bank can pay every player's starting coins")
def bank_pays_start(players: int) -> bool:
    return players * starting_coins(players) <= COIN_VALUE


@invariant("the deck deals every hand and fills the market")
def deck_deals(players: int) -> bool | str:
    need = players * CONTRACTS_DEALT + market_size(players)
    return True if need <= CONTRACT_CARDS else f"{need} cards needed, {CONTRACT_CARDS} in the deck"


@invariant("the water tokens cover the wettest river and every cistern full")
def water_suffices(players: int) -> bool:
    wettest = max(water_available(y, players) for y in BASE_WATER) + max(RAIN_CHANGE.values())
    return wettest + players * (CISTERN_LIMIT + 1) <= WATER_TOKENS


@invariant("a greedy quota never needs fewer votes than an ordinary one, nor more than the council")
def majorities_ordered(players: int) -> bool:
    return votes_to_pass(players) <= greedy_votes(players) <= players


@invariant("the box holds what the engine counts", per_player_count=False)
def box_agrees(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    want = {"contract-cards": CONTRACT_CARDS, "coins": COIN_TOKENS, "water": WATER_TOKENS,
            "term-markers": TERM_MARKERS, "scandal-tokens": SCANDAL_TOKENS}
    wrong = [f"{k} {counts.get(k)} (engine {v})" for k, v in want.items() if counts.get(k) != v]
    return True if not wrong else "; ".join(wrong)


@invariant("the river gauge reaches the wettest year at five players", per_player_count=False)
def gauge_long_enough(game) -> bool | str:
    gauge = next(t for m in game.maps for t in m.tracks if t.id == "gauge")
    wettest = max(water_available(y, PLAYERS[1]) for y in BASE_WATER) + max(RAIN_CHANGE.values())
    return True if gauge.end >= wettest else f"gauge ends at {gauge.end}, the river can reach {wettest}"


@invariant("emergency pumping costs what the engine says", per_player_count=False)
def pump_cost_agrees(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "emergency-pump")
    amount = cost.items[0].amount
    return True if amount == PUMP_PRICE else f"the cost says {amount}, the engine {PUMP_PRICE}"


@invariant("every contract fits the game and the river", per_player_count=False)
def contracts_fit(game) -> bool | str:
    for card in game.deck("contracts").cards:
        f = card.fields
        if f["years"] > YEARS:
            return f"{card.name} runs {f['years']} years, longer than the game"
        if f["water"] > MAX_CONTRACT_WATER:
            return f"{card.name} needs {f['water']} water a year"
        if f["prestige"] < f["years"]:
            return f"{card.name} gives less prestige than its years"
    return True

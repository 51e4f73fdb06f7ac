"""Engine model of Transfer Window: the rules its tables, examples and boards print.

Money is kept in tenths of a million pounds (125 is £12.5m) and wages in
thousands of pounds a week (85 is £85k), so every sum stays a whole number.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

FOOTBALLER_CARDS = 60
NEWS_CARDS = 12

CONSTANTS = {
    "Squad limit": 25,
    "Goalkeepers needed": 2,
    "Academy players": 16,
    "Deadline round": 6,
    "Wage cap (£k a week)": 500,
}


@rule
def money(tenths: int) -> str:
    """An amount kept in tenths of a million, as the cards print it: 125 -> £12.5m."""
    sign = "-" if tenths < 0 else ""
    tenths = abs(tenths)
    return f"{sign}£{tenths // 10}.{tenths % 10}m"


@rule
def starting_budget(players: int | None = None) -> int:
    """Every club starts the window with £100.0m, at every player count."""
    return 1000


@rule
def market_size(players: int) -> int:
    """Footballer cards face up in the market after the Market step."""
    return players + 2


@rule
def actions_per_round(players: int) -> int:
    """Actions each manager takes in the Deals step."""
    return 3 if players == 2 else 2


@rule
def squad_limit() -> int:
    return CONSTANTS["Squad limit"]


@rule
def goalkeepers_needed() -> int:
    return CONSTANTS["Goalkeepers needed"]


@rule
def academy_players() -> int:
    """Players every club starts with, counted on the squad track."""
    return CONSTANTS["Academy players"]


@rule
def academy_goalkeepers() -> int:
    return 1


@rule
def academy_rating() -> int:
    return 1


@rule
def deadline_round() -> int:
    return CONSTANTS["Deadline round"]


@rule
def wage_cap() -> int:
    """Weekly wages of signed footballers allowed before penalties, in £k."""
    return CONSTANTS["Wage cap (£k a week)"]


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def squad_track() -> list[int]:
    """The labels of the squad track on a club board: academy size up to the limit."""
    return list(range(academy_players(), squad_limit() + 1))


@rule
def sale_price(value: int) -> int:
    """What the bank pays for a signed footballer: his value less £2.0m, never under £0.5m."""
    return max(5, value - 20)


@rule
def poach_fee(value: int) -> int:
    """What poaching a footballer signed this round costs: his value plus £2.5m."""
    return value + 25


@rule
def budget_points(budget_left: int) -> int:
    """1 point for every full £5.0m left in the ledger at the deadline."""
    return budget_left // 50


@rule
def wage_penalty(wages: int) -> int:
    """2 points lost for every full £50k a week over the wage cap."""
    return 2 * (max(0, wages - wage_cap()) // 50)


@rule
def keeper_penalty(goalkeepers: int) -> int:
    """6 points lost by a club with fewer goalkeepers than needed."""
    return 6 if goalkeepers < goalkeepers_needed() else 0


@rule
def best_eleven(keepers: list, outfield: list, academy_outfield: int) -> int:
    """Team strength: the best goalkeeper and the best ten outfield players, academy players rated 1."""
    keeper = max(keepers) if keepers else 0
    players = sorted(list(outfield) + [academy_rating()] * academy_outfield, reverse=True)
    return keeper + sum(players[:10])


@rule
def final_score(strength: int, budget_left: int, wages: int, goalkeepers: int) -> int:
    return strength + budget_points(budget_left) - wage_penalty(wages) - keeper_penalty(goalkeepers)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "footballers": FOOTBALLER_CARDS,
        "news": NEWS_CARDS,
        "club-boards": players,
        "squad-markers": players,
        "window-board": 1,
        "round-marker": 1,
        "first-manager": 1,
        "ledger-pad": 1,
        "pencils": players,
    }


@invariant("setup takes out every footballer and news card the box holds", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    if game.deck("footballers").total != FOOTBALLER_CARDS:
        return f"footballers: {game.deck('footballers').total} cards, setup says {FOOTBALLER_CARDS}"
    if game.deck("news").total != NEWS_CARDS:
        return f"news: {game.deck('news').total} cards, setup says {NEWS_CARDS}"
    return True


@invariant("the deck holds enough goalkeepers for every club to sign its second", per_player_count=False)
def enough_goalkeepers(game) -> bool | str:
    keepers = sum(c.count for c in game.deck("footballers").cards if c.fields["position"] == "Goalkeeper")
    needed = (goalkeepers_needed() - academy_goalkeepers()) * PLAYERS[1]
    return True if keepers >= 2 * needed else f"only {keepers} goalkeepers for {needed} needed"


@invariant("the market can be refilled every round of the window")
def market_lasts(players: int, game) -> bool | str:
    # the first market, then at most one discard and every action a signing, each round
    used = market_size(players) + deadline_round() * (1 + players * actions_per_round(players))
    total = game.deck("footballers").total
    return True if used <= total else f"{used} cards needed, {total} in the deck"


@invariant("a club can afford its cheapest second goalkeeper", per_player_count=False)
def cheapest_keeper_affordable(game) -> bool | str:
    keepers = [c.fields["value"] for c in game.deck("footballers").cards if c.fields["position"] == "Goalkeeper"]
    return True if min(keepers) <= starting_budget() else "no goalkeeper is affordable"

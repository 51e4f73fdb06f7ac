"""Expedition Ledger: the rules the tables, examples and ledger print."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

ROUTES = 5
LOWEST_CARD = 2
HIGHEST_CARD = 10
WAGERS_PER_ROUTE = 2


@rule
def hand_size(players: int = 2) -> int:
    """Cards each player holds after drawing."""
    return 8


@rule
def route_cost(players: int = 2) -> int:
    """Points a started route loses before its cards are added."""
    return 20


@rule
def bonus_cards(players: int = 2) -> int:
    """Cards a route needs, wagers included, for the long-route bonus."""
    return 8


@rule
def long_route_bonus(players: int = 2) -> int:
    return 20


@rule
def most_wagers(players: int = 2) -> int:
    """Wager cards one route may hold: every Wager card of its colour."""
    return WAGERS_PER_ROUTE


@rule
def rounds(players: int = 2) -> int:
    return 3


@rule
def lowest_card() -> int:
    return LOWEST_CARD


@rule
def highest_card() -> int:
    return HIGHEST_CARD


@rule
def numbered_cards_per_route() -> int:
    return HIGHEST_CARD - LOWEST_CARD + 1


@rule
def wager_cards_per_route() -> int:
    return WAGERS_PER_ROUTE


@rule
def deck_size() -> int:
    return ROUTES * (numbered_cards_per_route() + wager_cards_per_route())


@rule
def draw_pile_at_start(players: int = 2) -> int:
    """Cards left to draw once both hands are dealt."""
    return deck_size() - players * hand_size(players)


@rule
def wager_multiplier(wagers: int) -> int:
    """One wager doubles a route, two triple it."""
    return 1 + wagers


@rule
def glance_score(total: int, wagers: int) -> int:
    """A started route's score before the bonus, from its numbered cards' sum."""
    return (total - route_cost()) * wager_multiplier(wagers)


@rule
def route_score(cards: list, wagers: int) -> int:
    """A route's whole score: its numbered cards and how many Wager cards lead it."""
    if not cards and wagers == 0:
        return 0
    score = glance_score(sum(cards), wagers)
    if len(cards) + wagers >= bonus_cards():
        score += long_route_bonus()
    return score


@rule
def round_total(route_scores: list) -> int:
    return sum(route_scores)


@rule
def game_total(round_scores: list) -> int:
    return sum(round_scores)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "expedition": deck_size(),
        "camp-mat": 1,
        "ledger-pad": 1,
        "lead-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"expedition": {"hand": hand_size(players), "draw": 1, "turns": 5}}


@invariant("the deck holds 2 to 10 once and two Wager cards for every route", per_player_count=False)
def deck_matches_routes(game) -> bool | str:
    deck = game.deck("expedition")
    if deck.total != deck_size():
        return f"{deck.total} cards, the rules expect {deck_size()}"
    for route in game.names["routes"]:
        cards = [c for c in deck.cards if c.fields["route"] == route]
        values = sorted(c.fields["value"] for c in cards if c.fields["value"] is not None)
        if values != list(range(LOWEST_CARD, HIGHEST_CARD + 1)):
            return f"{route}: numbered cards {values}"
        wagers = sum(c.count for c in cards if c.fields["value"] is None)
        if wagers != WAGERS_PER_ROUTE:
            return f"{route}: {wagers} Wager cards"
        if any(c.count != 1 for c in cards if c.fields["value"] is not None):
            return f"{route}: a numbered card printed twice"
    return True


@invariant("starting a route costs what the scoring subtracts", per_player_count=False)
def start_cost_matches(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "start-route")
    amount = sum(item.amount for item in cost.items)
    return True if amount == route_cost() else f"the cost says {amount}, the scoring {route_cost()}"


@invariant("a route can reach the long-route bonus")
def bonus_reachable(players: int) -> bool:
    return numbered_cards_per_route() + most_wagers(players) >= bonus_cards(players)


@invariant("both hands are dealt with cards left to draw")
def deal_fits(players: int) -> bool:
    return draw_pile_at_start(players) > 0

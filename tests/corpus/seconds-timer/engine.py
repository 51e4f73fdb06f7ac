"""Service Before the Sand: the rules the tables, the board and the examples print.

A cooperative real-time game: every round the crew turns one order ticket, starts a timer
for the ticket's 30, 45 or 60 seconds and serves ingredient cards onto the Pass. The Head
Chef then judges the dish with order_met().
"""

from collections import Counter

from generator.engine import invariant, rule

PLAYERS = (2, 5)

FLAVOURS = ("Herb", "Spice", "Fruit", "Grain")
TIME_LIMITS = (30, 45, 60)
PANTRY_COPIES = 2          # each flavour-value pair is in the pantry twice
HIGHEST_VALUE = 5


# --- set-up by the number of cooks ----------------------------------------------------------

@rule
def hand_size(players: int) -> int:
    """Ingredient cards each cook holds: fewer hands, bigger hands."""
    return 9 - players


@rule
def tickets_in_service(players: int) -> int:
    """Order tickets dealt out for the service: two more for every cook, from ten at two."""
    return 6 + 2 * players


@rule
def silver_to_win(players: int) -> int:
    """Silver the crew needs on the track to win."""
    return 8 + 2 * players


@rule
def burns_to_lose(players: int | None = None) -> int:
    """The Burn token that closes the kitchen: the same at every count."""
    return 3


# --- tickets ----------------------------------------------------------------------------------

@rule
def tips_for_seconds(seconds: int) -> int:
    """Silver a served ticket pays: one for 30 seconds, two for 45, three for 60."""
    return {30: 1, 45: 2, 60: 3}[seconds]


@rule
def tickets_with_limit(seconds: int) -> int:
    """Order tickets in the deck with this time limit."""
    return 8


@rule
def tips_earned(served: list) -> int:
    """Silver earned for the tickets served, given each ticket's seconds."""
    return sum(tips_for_seconds(int(s)) for s in served)


@rule
def silver_after(silver: int, spent: int) -> int:
    """The Silver track after paying for a favour; it never drops below 0."""
    return max(0, silver - spent)


@rule
def service_result(players: int, silver: int, burns: int, tickets_left: int) -> str:
    """'won', 'lost' or 'cooking': the end of the game as the rulebook states it."""
    if burns >= burns_to_lose(players):
        return "lost"
    if silver >= silver_to_win(players):
        return "won"
    if tickets_left == 0:
        return "lost"
    return "cooking"


# --- judging a dish ---------------------------------------------------------------------------

def _parse(card: str) -> tuple[str, int]:
    flavour, value = card.split()
    return flavour, int(value)


def _values(cards):
    return [v for _, v in cards]


def _flavours(cards):
    return [f for f, _ in cards]


def _twin_dumplings(cards, served_by, cooks):
    return len(cards) == 2 and cards[0][1] == cards[1][1]


def _herb_salad(cards, served_by, cooks):
    return len(cards) == 3 and all(f == "Herb" for f in _flavours(cards))


def _light_broth(cards, served_by, cooks):
    return len(cards) > 0 and sum(_values(cards)) == 6


def _family_meal(cards, served_by, cooks):
    if served_by is None or cooks is None or len(served_by) != len(cards):
        return False
    counts = Counter(served_by)
    return len(counts) == cooks and all(n == 1 for n in counts.values())


def _four_season_stew(cards, served_by, cooks):
    return len(cards) == 4 and sorted(_flavours(cards)) == sorted(FLAVOURS)


def _pancake_stack(cards, served_by, cooks):
    values = sorted(_values(cards))
    return len(cards) == 4 and all(b == a + 1 for a, b in zip(values, values[1:]))


def _sweet_and_sour(cards, served_by, cooks):
    flavours = set(_flavours(cards))
    if flavours != {"Fruit", "Spice"}:
        return False
    fruit = sum(v for f, v in cards if f == "Fruit")
    spice = sum(v for f, v in cards if f == "Spice")
    return fruit == spice


def _spice_platter(cards, served_by, cooks):
    return len(cards) > 0 and all(f == "Spice" for f in _flavours(cards)) and sum(_values(cards)) == 12


def _banquet(cards, served_by, cooks):
    return len(cards) == 5 and sorted(Counter(_values(cards)).values()) == [2, 3]


def _tasting_menu(cards, served_by, cooks):
    if sorted(_values(cards)) != list(range(1, HIGHEST_VALUE + 1)):
        return False
    laid_out = sorted(cards, key=lambda c: c[1])
    return all(a[0] != b[0] for a, b in zip(laid_out, laid_out[1:]))


def _harvest_board(cards, served_by, cooks):
    counts = Counter(_flavours(cards))
    return len(cards) == 8 and all(counts[f] == 2 for f in FLAVOURS)


def _grand_feast(cards, served_by, cooks):
    return len(cards) == 5 and sum(_values(cards)) == 20


JUDGES = {
    "twin-dumplings": _twin_dumplings,
    "herb-salad": _herb_salad,
    "light-broth": _light_broth,
    "family-meal": _family_meal,
    "four-season-stew": _four_season_stew,
    "pancake-stack": _pancake_stack,
    "sweet-and-sour": _sweet_and_sour,
    "spice-platter": _spice_platter,
    "banquet": _banquet,
    "tasting-menu": _tasting_menu,
    "harvest-board": _harvest_board,
    "grand-feast": _grand_feast,
}


@rule
def order_met(order: str, cards: list, served_by: list | None = None, cooks: int | None = None) -> bool:
    """Whether the ingredients on the Pass (each "Herb 2") make the ticket's dish, nothing extra."""
    return JUDGES[order]([_parse(c) for c in cards], served_by, cooks)


# --- what a game takes out of the box ---------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "orders": tickets_in_service(players),   # dealt at random from the 24 tickets
        "pantry": len(FLAVOURS) * HIGHEST_VALUE * PANTRY_COPIES,
        "pass-board": 1,
        "silver-marker": 1,
        "burn-tokens": burns_to_lose(players),
        "head-chef-token": 1,
        "timer": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    # each cook is dealt a hand; the crew turns one ticket a round
    return {
        "pantry": {"hand": hand_size(players)},
        "orders": {"per_round": 1, "turns": 5},
    }


# --- invariants -------------------------------------------------------------------------------

@invariant("every ticket pays the tip its time limit gives", per_player_count=False)
def tips_follow_seconds(game) -> bool | str:
    wrong = [c.name for c in game.deck("orders").cards
             if c.fields["seconds"] not in TIME_LIMITS
             or c.fields["tips"] != tips_for_seconds(c.fields["seconds"])]
    return True if not wrong else f"tip or time limit off: {', '.join(wrong)}"


@invariant("the deck holds as many tickets of each time limit as the table says", per_player_count=False)
def limits_match_deck(game) -> bool | str:
    counts = Counter()
    for card in game.deck("orders").cards:
        counts[card.fields["seconds"]] += card.count
    wrong = [str(s) for s in TIME_LIMITS if counts[s] != tickets_with_limit(s)]
    return True if not wrong else f"tickets with limit {', '.join(wrong)} differ"


@invariant("every ticket has a judge in the engine", per_player_count=False)
def every_ticket_judged(game) -> bool | str:
    missing = [c.name for c in game.deck("orders").cards if c.id not in JUDGES]
    return True if not missing else f"no judge for: {', '.join(missing)}"


@invariant("the pantry holds every flavour and value twice", per_player_count=False)
def pantry_is_full(game) -> bool | str:
    deck = game.deck("pantry")
    seen = Counter()
    for card in deck.cards:
        seen[(card.fields["flavour"], card.fields["value"])] += card.count
    expected = {(f, v): PANTRY_COPIES for f in FLAVOURS for v in range(1, HIGHEST_VALUE + 1)}
    return True if seen == expected else "the pantry is not two of every flavour and value"


@invariant("the pantry deals every hand with cards to spare")
def pantry_deals(players: int, game) -> bool:
    return hand_size(players) * players < game.deck("pantry").total


@invariant("the order deck holds a full service")
def orders_suffice(players: int, game) -> bool:
    return tickets_in_service(players) <= game.deck("orders").total


@invariant("a full service can pay the Silver to win", per_player_count=True)
def service_can_win(players: int) -> bool:
    return tickets_in_service(players) * min(tips_for_seconds(s) for s in TIME_LIMITS) + 4 >= silver_to_win(players)


@invariant("the Silver track reaches the goal", per_player_count=False)
def track_reaches_goal(game) -> bool | str:
    track = next(t for t in game.maps[0].tracks if t.id == "silver")
    most = max(silver_to_win(n) for n in game.players)
    return True if track.end >= most else f"the track ends at {track.end}, the goal is {most}"


@invariant("no favour costs more than the best tip", per_player_count=False)
def favours_affordable(game) -> bool | str:
    dear = [c.name for c in game.costs if sum(i.amount for i in c.items) > max(tips_for_seconds(s) for s in TIME_LIMITS)]
    return True if not dear else f"too dear: {', '.join(dear)}"

"""Engine model of Last Call, a cocktail bar game.

Money is kept in cents (850 is $8.50), measures in ml. Every @rule here can
be used by a table row or a worked example in game.yaml, and in the documents
as {{ engine.<rule>(...) }}.
"""
from math import gcd

from generator.engine import invariant, rule

PLAYERS = (2, 4)

POUR_ML = 25            # one box on the Back Bar sheet
BOTTLE_ML = 700         # every bottle, whatever is in it
ROUNDS = 6              # 6 pm to 11 pm
RUSH_ROUNDS = (4, 5)    # 9 pm and 10 pm
STARTING_CASH = 2000    # $20.00
TIP_STEP = 25           # tips are rounded down to the quarter
BOTTLES_PER_INGREDIENT = 2
BOTTLE_PRICES = {"Spirits": 24, "Liqueurs": 18, "Mixers": 6}   # whole dollars, by category


@rule
def orders_on_rail(players: int) -> int:
    """Orders revealed each round: one more than the players."""
    return players + 1


@rule
def total_rounds() -> int:
    """Rounds in a night."""
    return ROUNDS


@rule
def orders_in_night(players: int) -> int:
    """Order cards revealed over a whole night."""
    return orders_on_rail(players) * ROUNDS


@rule
def clock(round: int) -> str:
    """The hour a round is played at: round 1 is 6 pm."""
    return f"{round + 5} pm"


@rule
def rush_hour(round: int) -> bool:
    return round in RUSH_ROUNDS


@rule
def order_multiplier(round: int) -> int:
    """Rush Hour doubles every order."""
    return 2 if rush_hour(round) else 1


@rule
def first_rush_round() -> int:
    return RUSH_ROUNDS[0]


@rule
def last_rush_round() -> int:
    return RUSH_ROUNDS[-1]


@rule
def last_round() -> int:
    return ROUNDS


@rule
def pour_ml() -> int:
    return POUR_ML


@rule
def bottle_ml(kind: str | None = None) -> int:
    return BOTTLE_ML


@rule
def pours_per_bottle(kind: str | None = None) -> int:
    return BOTTLE_ML // POUR_ML


@rule
def bottles_per_ingredient() -> int:
    return BOTTLES_PER_INGREDIENT


@rule
def bottle_price(kind: str) -> int:
    """What a spare bottle costs, in whole dollars."""
    return BOTTLE_PRICES[kind]


@rule
def starting_cash(players: int | None = None) -> int:
    return STARTING_CASH


@rule
def drinks_to_mix(drinks: int, rush: bool = False) -> int:
    return drinks * (2 if rush else 1)


@rule
def ml_poured(measure: int, drinks: int, rush: bool = False) -> int:
    """One ingredient's measure for a whole order."""
    return measure * drinks_to_mix(drinks, rush)


@rule
def order_ml(recipe: list, drinks: int, rush: bool = False) -> int:
    """Every ml an order pours, all ingredients together."""
    return sum(ml_poured(m, drinks, rush) for m in recipe)


@rule
def boxes(ml: int) -> int:
    """Boxes crossed off (or left) for so many ml."""
    return ml // POUR_ML


@rule
def restocks_needed(left: int, poured: int) -> int:
    """Spare bottles opened to pour `poured` ml from a bottle with `left` ml."""
    return 0 if poured <= left else 1


@rule
def bottle_left(left: int, poured: int) -> int:
    """What the open bottle (or the spare, once opened) holds after the pour."""
    if poured <= left:
        return left - poured
    return BOTTLE_ML - (poured - left)


@rule
def bill(price: int, drinks: int, rush: bool = False) -> int:
    return price * drinks_to_mix(drinks, rush)


@rule
def tip(bill: int, percent: int) -> int:
    """The percentage of the bill, rounded down to the nearest quarter."""
    exact = bill * percent // 100
    return exact // TIP_STEP * TIP_STEP


@rule
def takings(bill: int, tip: int) -> int:
    return bill + tip


@rule
def till_after(till: int, bill: int, tip: int) -> int:
    return till + takings(bill, tip)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a night at this count takes out of the box."""
    return {
        "night-board": 1,
        "recipes": 12,
        "orders": 36,
        "clock-marker": 1,
        "first-bartender": 1,
        "bar-pad": 1,
        "pencils": players,
    }


def _ratio(amounts) -> str:
    parts = [a.amount for a in amounts]
    g = 0
    for p in parts:
        g = gcd(g, p)
    return ":".join(str(p // g) for p in parts)


@invariant("every recipe's printed ratio is its measures in lowest terms", per_player_count=False)
def ratios_match(game) -> bool | str:
    wrong = [c.name for c in game.deck("recipes").cards if _ratio(c.fields["recipe"]) != c.fields["ratio"]]
    return True if not wrong else f"ratio differs from the measures: {', '.join(wrong)}"


@invariant("every measure is a whole number of pours", per_player_count=False)
def measures_are_pours(game) -> bool | str:
    for card in game.deck("recipes").cards:
        for a in card.fields["recipe"]:
            if a.amount % POUR_ML:
                return f"{card.name}: {a.amount} ml of {a.name} is no whole number of pours"
    return True


@invariant("setup lays out the whole menu and the whole order deck", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    s = setup(2)
    for deck in ("recipes", "orders"):
        if s[deck] != game.deck(deck).total:
            return f"setup takes {s[deck]} of {deck}, the deck has {game.deck(deck).total}"
    return True


@invariant("the order deck lasts the whole night")
def orders_last(players: int, game) -> bool | str:
    need = orders_in_night(players)
    have = game.deck("orders").total
    return True if have >= need else f"a night reveals {need} orders, the deck has {have}"


@invariant("every order asks for a cocktail on the menu at a tip of 10, 15 or 20%", per_player_count=False)
def order_tips(game) -> bool | str:
    odd = [c.name for c in game.deck("orders").cards if c.fields["tip"] not in (10, 15, 20)]
    return True if not odd else f"odd tip on: {', '.join(odd)}"


@rule
def clock_labels() -> list:
    """The hours of the night, as the Back Bar sheet's till prints them."""
    return [clock(r) for r in range(1, ROUNDS + 1)]


@invariant("every ingredient is in exactly one priced category of bottle", per_player_count=False)
def bottles_priced(game) -> bool | str:
    priced = [c for c in game.categories if c.name in BOTTLE_PRICES]
    if sorted(c.name for c in priced) != sorted(BOTTLE_PRICES):
        return f"categories {sorted(c.name for c in priced)} but prices for {sorted(BOTTLE_PRICES)}"
    for name in game.names["ingredients"]:
        n = sum(name in c.members for c in priced)
        if n != 1:
            return f"{name} is in {n} priced categories"
    return True

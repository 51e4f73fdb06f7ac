"""Thistle Crown, second edition: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# Second-edition province values (Crannoch rose from 4 to 5 in this edition).
PROVINCE_VALUES = {
    "Glen Arrow": 3,
    "Harrow Fell": 2,
    "Crannoch": 5,
    "Black Moss": 2,
    "Kettle Loch": 4,
    "Thornwood": 3,
    "Saltmarsh": 2,
}

RETAINERS_PER_CLAN = 20
KEEPS_PER_CLAN = 3
KEEP_COST = 4
HIRE_COST = 2


@rule
def hand_size(players: int) -> int:
    """Order cards each player holds: five with two players, four with three or four."""
    return 5 if players == 2 else 4


@rule
def starting_silver(players: int) -> int:
    return 5 if players == 4 else 4


@rule
def starting_retainers(players: int) -> int:
    """Retainers each clan places on the board during setup."""
    return 4 if players == 2 else 3


@rule
def reivers_placed(players: int) -> int:
    """Two reivers in each of the four richest provinces at two players, the two richest at three."""
    return {2: 8, 3: 4, 4: 0}[players]


@rule
def seasons(players: int | None = None) -> int:
    return 4


@rule
def turns_per_season(players: int | None = None) -> int:
    return 3


@rule
def base_income(players: int | None = None) -> int:
    return 2


@rule
def keep_income(players: int | None = None) -> int:
    return 1


@rule
def keep_strength(players: int | None = None) -> int:
    return 2


@rule
def keep_cost() -> int:
    return KEEP_COST


@rule
def hire_cost() -> int:
    return HIRE_COST


@rule
def reckoning_seasons() -> list:
    """The seasons after which the land is reckoned."""
    return [2, 4]


@rule
def strength(retainers: int, keeps: int = 0) -> int:
    """A clan's strength in one province."""
    return retainers + keep_strength() * keeps


@rule
def income(keeps: int = 0) -> int:
    """Silver a clan takes in the Muster step."""
    return base_income() + keep_income() * keeps


@rule
def first_place_points(province: str) -> int:
    return PROVINCE_VALUES[province]


@rule
def second_place_points(province: str) -> int:
    return PROVINCE_VALUES[province] // 2


@rule
def feud_losses(strengths: list) -> list:
    """Retainers each clan loses in a contested province, in the order given.

    Every clan but the single strongest loses one; clans tied for strongest all lose one.
    """
    if len(strengths) < 2:
        return [0 for _ in strengths]
    top = max(strengths)
    tied = strengths.count(top) > 1
    return [1 if (s < top or tied) else 0 for s in strengths]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "orders": 24,
        "retainers": RETAINERS_PER_CLAN * players,
        "keeps": KEEPS_PER_CLAN * players,
        "reivers": reivers_placed(players),
        "score-markers": players,
        "silver": 40,
        "season-marker": 1,
        "clan-aids": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"orders": {"hand": hand_size(players), "draw": 1}}


@invariant("the purchase prices in game.yaml are the engine's", per_player_count=False)
def prices_agree(game) -> bool | str:
    prices = {c.id: c.items[0].amount for c in game.costs}
    if prices.get("keep") != KEEP_COST:
        return f"Keep costs {prices.get('keep')} in game.yaml, {KEEP_COST} in the engine"
    if prices.get("hired-retainer") != HIRE_COST:
        return f"Hired retainer costs {prices.get('hired-retainer')} in game.yaml, {HIRE_COST} in the engine"
    return True


@invariant("the engine's provinces are the board's", per_player_count=False)
def provinces_agree(game) -> bool | str:
    names = set(game.names["provinces"])
    return True if names == set(PROVINCE_VALUES) else f"engine {sorted(PROVINCE_VALUES)} vs {sorted(names)}"


@invariant("every clan can be dealt its hand from the Order deck")
def deck_deals(players: int, game) -> bool | str:
    total = game.deck("orders").total
    return True if hand_size(players) * players <= total else f"{total} cards for {players} hands"


@invariant("the box holds the reivers a game places")
def reivers_fit(players: int, game) -> bool:
    box = next(c for c in game.inventory if c.id == "reivers")
    return reivers_placed(players) <= box.count


@invariant("a clan's starting retainers come out of its own supply")
def start_fits_supply(players: int) -> bool:
    return starting_retainers(players) <= RETAINERS_PER_CLAN

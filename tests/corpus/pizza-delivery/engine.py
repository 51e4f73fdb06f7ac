from generator.engine import invariant, rule

PLAYERS = (2, 4)

MINUTES_PER_TURN = 5
GUARANTEE = 30
FULL_TIP_BY = 15
PRICES = {'12"': 950, '16"': 1375}
OVEN = {'12"': 1, '16"': 2}
SLICES = {'12"': 8, '16"': 12}


@rule
def minutes_per_turn() -> int:
    return MINUTES_PER_TURN


@rule
def guarantee_minutes() -> int:
    return GUARANTEE


@rule
def full_tip_minutes() -> int:
    return FULL_TIP_BY


@rule
def starting_cash() -> int:
    """Cents each rider starts with."""
    return 500


@rule
def rail_size(players: int = 2) -> int:
    return players + 2


@rule
def shift_rounds(players: int = 2) -> int:
    return 12 - players


@rule
def menu_price(size: str) -> int:
    return PRICES[size]


@rule
def menu_price_text(size: str) -> str:
    c = PRICES[size]
    return f"${c // 100}.{c % 100:02d}"


@rule
def oven_turns(size: str) -> int:
    return OVEN[size]


@rule
def slices(size: str) -> int:
    return SLICES[size]


@rule
def travel_turns(distance: int, speed: int) -> int:
    return -(-distance // speed)


@rule
def delivery_minutes(size: str, distance: int, speed: int) -> int:
    return (OVEN[size] + travel_turns(distance, speed)) * MINUTES_PER_TURN


@rule
def price_share(minutes: int) -> str:
    return "all" if minutes <= GUARANTEE else "none"


@rule
def tip_share(minutes: int) -> str:
    if minutes <= FULL_TIP_BY:
        return "all"
    if minutes <= GUARANTEE:
        return "half"
    return "none"


@rule
def payout(size: str, tip: int, minutes: int) -> int:
    if minutes > GUARANTEE:
        return 0
    if minutes <= FULL_TIP_BY:
        return PRICES[size] + tip
    return PRICES[size] + tip // 2


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "orders": 24,
        "rides": 10,
        "rides/bicycle": players,
        "rider-pawns": players,
        "clock-tokens": 12,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"orders": {"hand": 0, "draw": 1}}


@invariant("every order can be delivered within the guarantee on a Scooter", per_player_count=False)
def orders_reachable(game) -> bool | str:
    late = [c.name for c in game.deck("orders").cards
            if delivery_minutes(c.fields["size"], c.fields["distance"], 4) > GUARANTEE]
    return True if not late else f"too far even on a Scooter: {', '.join(late)}"


@invariant("the box has a Bicycle for every rider")
def bicycles(players: int, game) -> bool:
    bike = next(c for c in game.deck("rides").cards if c.id == "bicycle")
    return bike.count >= players

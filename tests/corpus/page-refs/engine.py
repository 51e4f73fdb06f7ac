"""Post Haste: the rules the tables and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

DISTRICTS = ("Harbour", "Market", "Temple", "Hill")
LETTERS_PER_DISTRICT = 10
BANK_SILVER = 50


@rule
def starting_silver(players: int = 2, variant: str | None = None) -> int:
    """Silver each courier starts with: four in a duel, three otherwise; Express adds one."""
    base = 4 if players == 2 else 3
    return base + 1 if variant == "express" else base


@rule
def deliveries_to_end(players: int = 2, variant: str | None = None) -> int:
    """Letters one courier must have delivered to trigger the last round."""
    base = 11 - players
    return base - 2 if variant == "express" else base


@rule
def letters_dealt(players: int | None = None) -> int:
    return 3


@rule
def rack_size(players: int | None = None) -> int:
    return 4


@rule
def favour_row_size(players: int | None = None) -> int:
    return 3


@rule
def hand_limit(players: int | None = None) -> int:
    return 5


@rule
def road_result(roll: int) -> str:
    if roll <= 3:
        return "one-district"
    if roll <= 5:
        return "two-districts"
    return "shortcut"


@rule
def silver_points(silver: int) -> int:
    """One point for every full three Silver left."""
    return silver // 3


@rule
def grand_tour_bonus(districts: int = 4) -> int:
    """Three points for a courier who delivered to every district."""
    return 3 if districts >= len(DISTRICTS) else 0


@rule
def postage_earned(postages: list) -> int:
    return sum(postages)


@rule
def final_score(letter_points: int, favour_points: int, silver: int, districts: int) -> int:
    return letter_points + favour_points + silver_points(silver) + grand_tour_bonus(districts)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "letters": 40,
        "favours": 12,
        "silver": BANK_SILVER,
        "couriers": players,
        "road-die": 1,
        "city-board": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "letters": {"hand": letters_dealt(players), "draw": 1},
        "road": {"dice": 1},
    }


@invariant("every district has its ten letters", per_player_count=False)
def districts_have_ten(game) -> bool | str:
    counts = {d: 0 for d in DISTRICTS}
    for card in game.deck("letters").cards:
        counts[card.fields["district"]] += card.count
    wrong = [f"{d} {n}" for d, n in counts.items() if n != LETTERS_PER_DISTRICT]
    return True if not wrong else "uneven: " + ", ".join(wrong)


@invariant("the letter deck deals every hand and fills the mail rack with letters to spare")
def deck_deals(players: int, game) -> bool | str:
    total = game.deck("letters").total
    needed = letters_dealt(players) * players + rack_size(players)
    return True if total > needed else f"{total} letters, {needed} needed at setup"


@invariant("the bank pays every starting purse with plenty left")
def bank_covers_start(players: int, game) -> bool | str:
    silver = next(c for c in game.inventory if c.id == "silver")
    for variant in (None, "express"):
        need = starting_silver(players, variant) * players
        if need > silver.count // 2:
            return f"{need} of {silver.count} Silver handed out at start"
    return True


@invariant("the deck can carry every courier to the end trigger", per_player_count=True)
def end_is_reachable(players: int, game) -> bool | str:
    total = game.deck("letters").total
    needed = deliveries_to_end(players) * players
    return True if needed <= total else f"{needed} deliveries but {total} letters"


@invariant("the favour row can always be refilled at the start", per_player_count=False)
def favours_fill_row(game) -> bool:
    return game.deck("favours").total >= favour_row_size() * 2

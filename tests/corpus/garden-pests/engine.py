"""Engine model of Pest Patrol: a cooperative year in an allotment.

Every number the rulebook prints from the data comes from a rule here or from
game.yaml; the invariants hold the two together.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

SEASONS = ("Spring", "Summer", "Autumn", "Winter")

# Pest cards drawn after each turn, by season, for 1, 2, 3 and 4 players.
_ARRIVALS = {
    "Spring": (1, 1, 2, 2),
    "Summer": (2, 2, 3, 3),
    "Autumn": (2, 2, 2, 3),
    "Winter": (1, 1, 1, 1),
}

_RATINGS = (
    (0, 19, "Weedy Patch"),
    (20, 29, "Tidy Plot"),
    (30, 39, "Prize Allotment"),
    (40, 999, "Show Garden"),
)


@rule
def cards_drawn(season: str, players: int = 1) -> int:
    """Pest cards drawn after each turn in this season."""
    return _ARRIVALS[season][players - 1]


@rule
def sprays_each(players: int = 1) -> int:
    """Spray tokens each gardener starts with."""
    return {1: 3, 2: 2, 3: 2, 4: 1}[players]


@rule
def traps_each(players: int = 1) -> int:
    """Trap tokens each gardener starts with."""
    return {1: 2, 2: 2, 3: 1, 4: 1}[players]


@rule
def seed_cards(players: int = 1) -> int:
    """Pest cards drawn during setup to seed the garden."""
    return 3 if players <= 2 else 4


@rule
def actions_per_turn(players: int | None = None) -> int:
    """Actions a gardener takes on a turn."""
    return 3


@rule
def pests_to_ruin(players: int | None = None) -> int:
    """Pests on one bed that ruin its plant."""
    return 3


@rule
def carry_limit(players: int | None = None) -> int:
    """Spray and Trap tokens one gardener may hold at once."""
    return 5


@rule
def restock_tokens(players: int | None = None) -> int:
    """Tokens taken from the Shed store with one Restock."""
    return 2


@rule
def turns_per_season(players: int | None = None) -> int:
    """Turns in each season, counted round the table."""
    return 6


@rule
def seasons() -> int:
    return len(SEASONS)


@rule
def total_turns() -> int:
    return turns_per_season() * seasons()


@rule
def turns_each(players: int = 1) -> int:
    """Turns each gardener takes over the year."""
    return total_turns() // players


@rule
def plants_lost_to_lose(players: int | None = None) -> int:
    """Lost plants that end the game in defeat."""
    return 4


@rule
def points_per_plant() -> int:
    return 5


@rule
def season_start(season: str) -> int:
    """The calendar space on which a season begins."""
    return SEASONS.index(season) * turns_per_season() + 1


@rule
def pests_after(before: int, arriving: int, trap: bool = False) -> int:
    """Pests on a bed once new ones land there; a trap catches the first."""
    caught = 1 if trap and arriving > 0 else 0
    return before + arriving - caught


@rule
def plant_lost(before: int, arriving: int, trap: bool = False) -> bool:
    return pests_after(before, arriving, trap) >= pests_to_ruin()


@rule
def harvest_score(thriving: int, tokens_left: int) -> int:
    """Final score: five points a thriving plant, one a token left unused."""
    return points_per_plant() * thriving + tokens_left


@rule
def rating(score: int | str) -> str:
    if isinstance(score, str):
        score = int(score.split()[0])
    for low, high, name in _RATINGS:
        if low <= score <= high:
            return name
    raise ValueError(f"no rating for {score}")


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "garden-board": 1,
        "pests": 24,
        "gardeners": players,
        "pest-tokens": 30,
        "spray-tokens": 16,
        "trap-tokens": 12,
        "plant-tokens": 8,
        "gardener-pawns": players,
        "calendar-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"pests": {"hand": 0, "draw": cards_drawn("Summer", players)}}


@invariant("every gardener's starting stock fits under the carrying limit")
def stock_fits(players: int) -> bool | str:
    held = sprays_each(players) + traps_each(players)
    return True if held <= carry_limit() else f"{held} tokens held, limit {carry_limit()}"


@invariant("the box holds every gardener's starting sprays and traps")
def stock_in_box(players: int, game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    if players * sprays_each(players) > box["spray-tokens"]:
        return "too few Spray tokens"
    if players * traps_each(players) > box["trap-tokens"]:
        return "too few Trap tokens"
    return True


@invariant("the year splits evenly among the gardeners")
def turns_split(players: int) -> bool | str:
    return True if turns_each(players) * players == total_turns() else f"{total_turns()} turns for {players}"


@invariant("the pest supply never runs dry", per_player_count=False)
def pests_suffice(game) -> bool | str:
    box = next(c for c in game.inventory if c.id == "pest-tokens").count
    beds = len(game.names["beds"])
    worst_turn = max(max(v) for v in _ARRIVALS.values()) * max(c.fields["pests"] for c in game.deck("pests").cards)
    need = beds * (pests_to_ruin() - 1) + worst_turn
    return True if box >= need else f"{need} pests may be out at once, the box holds {box}"


@invariant("every bed has its Pest cards, the same number each", per_player_count=False)
def beds_even(game) -> bool | str:
    per_bed = {bed: 0 for bed in game.names["beds"]}
    for card in game.deck("pests").cards:
        per_bed[card.fields["bed"]] += card.count
    counts = set(per_bed.values())
    return True if len(counts) == 1 else f"uneven: {per_bed}"


@invariant("the calendar track has a space for every turn of the year", per_player_count=False)
def calendar_long_enough(game) -> bool | str:
    track = next(t for t in game.maps[0].tracks if t.id == "calendar")
    spaces = track.end - track.start + 1
    return True if spaces == total_turns() else f"{spaces} spaces for {total_turns()} turns"

"""Relic Ledger: the numbers the rules compute with."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

RELIC_DECK = 18
FIND_SUPPLY = 40
DUST_SUPPLY = 24
SEAL_SUPPLY = 16


@rule
def relic_row(players: int) -> int:
    """Face-up relics in the row: two more than the players."""
    return players + 2


@rule
def sites_in_play(players: int) -> int:
    """Site cards laid out at setup: one more than the players."""
    return players + 1


@rule
def starting_finds(players: int = 2) -> int:
    """Find tokens each player starts with."""
    return 2


@rule
def starting_seals(players: int = 2) -> int:
    """Seal tokens each player starts with in their ledger."""
    return 1


@rule
def relics_to_end(players: int = 2) -> int:
    """Relics one player must hold to trigger the last round."""
    return {2: 6, 3: 5, 4: 4}[players]


@rule
def actions_per_turn(players: int | None = None) -> int:
    return 2


@rule
def find_limit(players: int | None = None) -> int:
    """Find tokens a player may keep at the end of a turn."""
    return 8


@rule
def clean_cost() -> int:
    """Find tokens paid to remove one Dust token."""
    return 1


@rule
def seal_value() -> int:
    return 2


@rule
def era_set_value() -> int:
    return 4


@rule
def relic_points_total(points: list) -> int:
    return sum(points)


@rule
def seal_points(seals: int) -> int:
    return seals * seal_value()


@rule
def dust_penalty(dust: int) -> int:
    return dust


@rule
def era_bonus(sets: int) -> int:
    return sets * era_set_value()


@rule
def final_score(points: list, seals: int, dust: int, sets: int) -> int:
    return relic_points_total(points) + seal_points(seals) - dust_penalty(dust) + era_bonus(sets)


@rule
def finds_after_turn(start: int, dug: int, spent: int) -> int:
    return start + dug - spent


@rule
def dust_after_cleaning(dust: int, cleaned: int) -> int:
    return max(0, dust - cleaned)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "relics": RELIC_DECK,
        "sites": sites_in_play(players),
        "find-tokens": FIND_SUPPLY,
        "dust-tokens": DUST_SUPPLY,
        "seal-tokens": SEAL_SUPPLY,
        "ledger-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"relics": {"hand": 0, "draw": 1}}


@invariant("the relic deck fills the row and leaves cards to refill it")
def row_fits(players: int) -> bool:
    return relic_row(players) + players * relics_to_end(players) <= RELIC_DECK + players * 2


@invariant("the supplies match the box", per_player_count=False)
def supplies_match(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    for key, want in (("find-tokens", FIND_SUPPLY), ("dust-tokens", DUST_SUPPLY), ("seal-tokens", SEAL_SUPPLY)):
        if counts.get(key) != want:
            return f"{key}: box {counts.get(key)}, engine {want}"
    if game.deck("relics").total != RELIC_DECK:
        return f"relic deck {game.deck('relics').total}, engine {RELIC_DECK}"
    return True


@invariant("every relic's dust fits the Dust supply", per_player_count=False)
def dust_fits(game) -> bool | str:
    total = sum(c.fields["dust"] * c.count for c in game.deck("relics").cards)
    return True if total <= DUST_SUPPLY else f"relics need {total} Dust tokens"


@rule
def score_value(what: str) -> int:
    return {"Seal token": seal_value(), "Era set": era_set_value()}[what]

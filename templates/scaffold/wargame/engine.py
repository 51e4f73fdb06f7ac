"""engine.py: combat results by odds and roll, the orders die and set-up; `pnp check` holds the tables to it."""
from generator.engine import invariant, rule

PLAYERS = (2, 2)
ODDS = ("1:2", "1:1", "2:1", "3:1")
RESULTS = ("AE", "AR", "AR", "EX", "DR", "DR", "DE", "DE", "DE")


@rule
def combat(odds: str, roll: int) -> str:
    """Better odds shift the roll up the result ladder: one step per column."""
    return RESULTS[ODDS.index(odds) + roll - 1]


@rule
def orders(roll: int) -> str:
    return "move" if roll <= 3 else "fire" if roll <= 5 else "rally"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {"counters": 10, "map-board": 1, "die": 1, "orders-die": 1}


@invariant("both sides field the same number of counters", per_player_count=False)
def sides_balanced(game) -> bool | str:
    counts = {}
    for card in game.deck("units").cards:
        counts[card.fields["side"]] = counts.get(card.fields["side"], 0) + card.count
    return len(set(counts.values())) == 1 or f"counters per side: {counts}"


@invariant("a reduced side is never stronger than the full side", per_player_count=False)
def reduced_is_weaker(game) -> bool | str:
    bad = [c.name for c in game.deck("units").cards
           if c.fields["reduced_attack"] > c.fields["attack"] or c.fields["reduced_defence"] > c.fields["defence"]]
    return not bad or "stronger when reduced: " + ", ".join(bad)

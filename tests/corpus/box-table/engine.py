"""Hamper Day: the rules the printed tables and the rulebook rely on."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

PRODUCE = ("Apple", "Pear", "Plum", "Cherry", "Berry")
HONEY_IN_BOX = 15


@rule
def cards_dealt(players: int) -> int:
    """Produce cards dealt to each player at the start."""
    return {2: 5, 3: 4, 4: 4, 5: 3}[players]


@rule
def market_cards(players: int) -> int:
    """Face-up Produce cards in the market: two more than the players."""
    return players + 2


@rule
def hampers_on_display(players: int) -> int:
    """Face-up Hamper cards anyone may fill."""
    return 3 if players <= 3 else 4


@rule
def hampers_to_end(players: int, variant: str | None = None) -> int:
    """Filled hampers one player needs to ring the bell."""
    base = {2: 6, 3: 5, 4: 4, 5: 4}[players]
    return base - 1 if variant == "quick-fair" else base


@rule
def starting_honey(players: int | None = None) -> int:
    """Honey tokens each player starts with."""
    return 1


@rule
def hand_limit(players: int | None = None) -> int:
    """Produce cards you may keep at the end of your turn."""
    return 8


@rule
def cards_picked() -> int:
    """Market cards taken with a Pick action."""
    return 2


@rule
def honey_trade_cards() -> int:
    """Produce cards paid at the stall for one Honey token."""
    return 3


@rule
def weather(roll: int) -> str:
    """What the Weather die means."""
    if roll <= 3:
        return "sunshine"
    if roll <= 5:
        return "breeze"
    return "bees"


@rule
def hamper_points(needs: dict) -> int:
    """A hamper scores one point per card it needs, plus one for each kind of fruit past the first."""
    cards = sum(int(n) for n in needs.values())
    kinds = sum(1 for n in needs.values() if int(n) > 0)
    return cards + kinds - 1


@rule
def final_score(hampers: list, honey: int) -> int:
    """Points of the filled hampers plus one per Honey token kept."""
    return sum(hampers) + honey


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "produce": 60,
        "hampers": 24,
        "honey-tokens": HONEY_IN_BOX,
        "score-markers": players,
        "scoreboard": 1,
        "weather-die": 0 if variant == "little-pickers" else 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "produce": {"hand": cards_dealt(players), "table": market_cards(players), "draw": cards_picked()},
        "hampers": {"table": hampers_on_display(players)},
        "weather": {"dice": 1},
    }


@invariant("every hamper card scores what its fruit is worth", per_player_count=False)
def hamper_cards_score_right(game) -> bool | str:
    for card in game.deck("hampers").cards:
        needs = {a.name: a.amount for a in card.fields["needs"]}
        if hamper_points(needs) != card.fields["points"]:
            return f"{card.name} prints {card.fields['points']} but is worth {hamper_points(needs)}"
    return True


@invariant("the box holds the Honey tokens the engine counts", per_player_count=False)
def honey_count_matches(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "honey-tokens")
    return line.count == HONEY_IN_BOX or f"box {line.count}, engine {HONEY_IN_BOX}"


@invariant("every player can be given a starting Honey token")
def honey_enough(players: int) -> bool:
    return starting_honey(players) * players <= HONEY_IN_BOX


@invariant("the Produce deck deals every hand and fills the market")
def produce_enough(players: int) -> bool:
    return cards_dealt(players) * players + market_cards(players) <= 60


@invariant("the stall price matches the printed cost", per_player_count=False)
def stall_price_matches(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "honey-trade")
    return cost.items[0].amount == honey_trade_cards() or "stall price differs"

"""Harbour Quarters: the rules the tables, cards and examples print."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

# first and second place points of each quarter
PAYOUTS = {
    "Citadel": (10, 6),
    "Harbour": (9, 5),
    "Market": (8, 4),
    "Temple": (7, 3),
    "Guildhall": (6, 3),
    "Gardens": (5, 2),
}
AGENTS = {2: 22, 3: 18, 4: 15, 5: 12}
NEUTRAL = {2: 2, 3: 1}
NEUTRAL_NAME = "Neutral"


@rule
def agents_per_player(players: int) -> int:
    """Agents each house starts with in its supply."""
    return AGENTS[players]


@rule
def neutral_per_quarter(players: int) -> int:
    """Neutral cubes placed in every quarter at setup."""
    return NEUTRAL.get(players, 0)


@rule
def neutral_total(players: int) -> int:
    """Neutral cubes a game takes out of the box."""
    return neutral_per_quarter(players) * len(PAYOUTS)


@rule
def hand_size(players: int | None = None) -> int:
    """Cards each player holds; the same at every count."""
    return 3


@rule
def census_cards(players: int | None = None, variant: str | None = None) -> int:
    """Census cards shuffled into the deck: the game ends when the last is scored."""
    return 2 if variant == "short" else 3


@rule
def first_place_points(quarter: str) -> int:
    return PAYOUTS[quarter][0]


@rule
def second_place_points(quarter: str) -> int:
    return PAYOUTS[quarter][1]


@rule
def tied_first_share(quarter: str, tied: int) -> int:
    """Houses tied for first add first and second place together and split them, rounding down."""
    first, second = PAYOUTS[quarter]
    return (first + second) // tied


@rule
def tied_second_share(quarter: str, tied: int) -> int:
    """Houses tied for second split second place, rounding down."""
    return PAYOUTS[quarter][1] // tied


@rule
def quarter_points(quarter: str, agents: dict, player: str) -> int:
    """What one house scores in one quarter at a Census.

    `agents` maps each house (and 'Neutral' for the grey cubes) to its agents there.
    Neutral cubes compete for places like a house, but their share is lost.
    """
    counts = {name: int(n) for name, n in agents.items() if int(n) > 0}
    if player not in counts or player == NEUTRAL_NAME:
        return 0
    levels = sorted(set(counts.values()), reverse=True)
    top = [name for name, n in counts.items() if n == levels[0]]
    if len(top) > 1:
        return tied_first_share(quarter, len(top)) if player in top else 0
    if player in top:
        return first_place_points(quarter)
    if len(levels) < 2:
        return 0
    runners = [name for name, n in counts.items() if n == levels[1]]
    return tied_second_share(quarter, len(runners)) if player in runners else 0


@rule
def hire_cards() -> int:
    """Influence cards discarded to hire a free agent."""
    return 2


@rule
def shift_points() -> int:
    """Victory points paid to shift one agent."""
    return 3


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "board": 1,
        "influence": 40,
        "census": census_cards(players, variant),
        "agents": agents_per_player(players) * players,
        "neutral-agents": neutral_total(players),
        "score-markers": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"influence": {"hand": hand_size(players), "draw": 1}}


@invariant("first place pays more than second in every quarter", per_player_count=False)
def first_beats_second() -> bool | str:
    bad = [name for name, (first, second) in PAYOUTS.items() if first <= second]
    return True if not bad else f"second place pays as much as first in {', '.join(bad)}"


@invariant("the quarters of the engine are the quarters of game.yaml", per_player_count=False)
def quarters_agree(game) -> bool | str:
    named = list(game.names["quarters"])
    return True if named == list(PAYOUTS) else f"game.yaml names {named}"


@invariant("every Influence card places one to three agents", per_player_count=False)
def agents_in_range(game) -> bool | str:
    bad = [c.name for c in game.deck("influence").cards if not 1 <= c.fields["agents"] <= 3]
    return True if not bad else f"out of range: {', '.join(bad)}"


@invariant("the box's agent cubes give each house its full supply", per_player_count=False)
def agent_share(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "agents")
    most = max(agents_per_player(n) for n in game.players)
    return True if line.per_player == most else f"per_player {line.per_player}, but the most agents a house needs is {most}"


@invariant("the neutral cubes in the box are what a two-player game needs", per_player_count=False)
def neutral_box(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "neutral-agents")
    return True if line.count == neutral_total(2) else f"the box holds {line.count}"


@invariant("the Census deck holds the Census cards a full game uses", per_player_count=False)
def census_deck(game) -> bool | str:
    total = game.deck("census").total
    return True if total == census_cards() else f"the deck holds {total}"


@invariant("the prices in game.yaml are the engine's", per_player_count=False)
def prices_agree(game) -> bool | str:
    prices = {c.id: c.items[0].amount for c in game.costs}
    if prices.get("hire") != hire_cards():
        return f"hiring costs {prices.get('hire')} cards"
    if prices.get("shift") != shift_points():
        return f"shifting costs {prices.get('shift')} points"
    return True


@invariant("a house has enough agents for a card on every turn it can play", per_player_count=True)
def agents_last(players: int) -> bool:
    # a house plays at most about 40 / players cards; on average two agents a card,
    # so its supply runs out only near the end of a long game
    return agents_per_player(players) * players >= 40

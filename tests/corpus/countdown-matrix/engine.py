"""Countdown Matrix: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

LEVELS = ("Recruit", "Veteran", "Elite", "Legend")
STANDARD = "Veteran"
VARIANT_LEVELS = {None: "Veteran", "recruit": "Recruit", "elite": "Elite", "legend": "Legend"}

# The doom matrix: difficulty rows by player-count columns (1, 2, 3, 4 players).
DOOM = {
    "Recruit": (3, 3, 4, 5),
    "Veteran": (4, 5, 5, 6),
    "Elite": (5, 6, 7, 7),
    "Legend": (6, 7, 8, 8),
}

MELTDOWN_LIMIT = {"Recruit": 5, "Veteran": 4, "Elite": 4, "Legend": 3}
SHIELDS = {"Recruit": 3, "Veteran": 2, "Elite": 1, "Legend": 0}
FAULTY = {"Recruit": 3, "Veteran": 4, "Elite": 4, "Legend": 5}
HAND = {1: 6, 2: 5, 3: 4, 4: 4}

EVENT_CARDS = 18
DOOM_CARDS_IN_BOX = 8
TOOL_CARDS = 40
SHIELDS_IN_BOX = 3


def _level(level: str) -> str:
    if level not in DOOM:
        raise ValueError(f"unknown level {level!r}; the levels are {', '.join(LEVELS)}")
    return level


@rule
def doom_cards(players: int, level: str = STANDARD) -> int:
    """Doom cards shuffled into the countdown deck: the matrix cell for this level and crew."""
    return DOOM[_level(level)][players - 1]


@rule
def event_cards() -> int:
    """Every Event card goes into the countdown deck, at every level."""
    return EVENT_CARDS


@rule
def countdown_size(players: int, level: str = STANDARD) -> int:
    """Cards in the countdown deck at the start."""
    return EVENT_CARDS + doom_cards(players, level)


@rule
def meltdown_limit(level: str = STANDARD) -> int:
    """The Meltdown track space that ends the game when the marker reaches it."""
    return MELTDOWN_LIMIT[_level(level)]


@rule
def starting_shields(level: str = STANDARD) -> int:
    return SHIELDS[_level(level)]


@rule
def faulty_systems(level: str = STANDARD) -> int:
    """System cards revealed at setup; repair them all to win."""
    return FAULTY[_level(level)]


@rule
def starting_hand(players: int = 1) -> int:
    """Tool cards dealt to each player at setup."""
    return HAND[players]


@rule
def actions_per_turn(players: int | None = None) -> int:
    return 2


@rule
def refill_draw(players: int | None = None) -> int:
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    return 7


@rule
def vent_cost() -> int:
    """Tool cards of one kind discarded to move the Meltdown marker down one space."""
    return 2


@rule
def rebuild_cost() -> int:
    """Tool cards of any kinds discarded to take a Shield token back from the box."""
    return 3


@rule
def progress(tools: list) -> int:
    """A system's progress: the sum of the Tool cards lying on it."""
    return sum(int(t) for t in tools)


@rule
def repaired(need: int, tools: list) -> bool:
    return progress(tools) >= need


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    level = VARIANT_LEVELS[variant]
    return {
        "countdown": countdown_size(players, level),
        "tools": TOOL_CARDS,
        "systems": faulty_systems(level),
        "shield-tokens": starting_shields(level),
        "meltdown-marker": 1,
        "station-board": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "tools": {"hand": starting_hand(players), "draw": refill_draw()},
        "countdown": {"hand": 0, "draw": 1},
    }


@invariant("the box holds enough Doom cards for every cell of the matrix", per_player_count=False)
def doom_cards_suffice(game) -> bool | str:
    dooms = sum(c.count for c in game.deck("countdown").cards if c.fields["type"] == "Doom")
    if dooms != DOOM_CARDS_IN_BOX:
        return f"the deck holds {dooms} Doom cards, the engine expects {DOOM_CARDS_IN_BOX}"
    worst = max(max(row) for row in DOOM.values())
    return True if worst <= dooms else f"the matrix asks for {worst} Doom cards"


@invariant("every Event card of the deck is counted by event_cards()", per_player_count=False)
def events_match(game) -> bool | str:
    events = sum(c.count for c in game.deck("countdown").cards if c.fields["type"] == "Event")
    return True if events == EVENT_CARDS else f"{events} Event cards in the deck, {EVENT_CARDS} in the engine"


@invariant("the doom matrix never falls as the crew grows or the level rises", per_player_count=False)
def matrix_is_monotone() -> bool | str:
    for level in LEVELS:
        row = DOOM[level]
        if any(a > b for a, b in zip(row, row[1:])):
            return f"{level} falls with more players"
    for players in range(1, 5):
        column = [DOOM[level][players - 1] for level in LEVELS]
        if any(a > b for a, b in zip(column, column[1:])):
            return f"the column for {players} falls with a harder level"
    return True


@invariant("a level never gives a meltdown limit past the end of the Meltdown track", per_player_count=False)
def limits_fit_track(game) -> bool | str:
    track = game.maps[0].tracks[0]
    for level in LEVELS:
        if not track.start < meltdown_limit(level) <= track.end:
            return f"{level}'s limit {meltdown_limit(level)} is off the track"
    return True


@invariant("the box holds the shields of the easiest level", per_player_count=False)
def shields_suffice(game) -> bool:
    shields = next(c for c in game.inventory if c.id == "shield-tokens")
    return shields.count == SHIELDS_IN_BOX and max(SHIELDS.values()) <= shields.count


@invariant("the action costs printed in game.yaml match the engine", per_player_count=False)
def costs_match(game) -> bool | str:
    costs = {c.id: c.items[0].amount for c in game.costs}
    if costs.get("vent") != vent_cost():
        return f"Vent costs {costs.get('vent')} in game.yaml, {vent_cost()} in the engine"
    if costs.get("rebuild-shield") != rebuild_cost():
        return f"Rebuild a shield costs {costs.get('rebuild-shield')} in game.yaml, {rebuild_cost()} in the engine"
    return True


@invariant("the hands dealt at setup leave Tool cards to draw", per_player_count=True)
def hands_leave_a_deck(players: int) -> bool:
    return starting_hand(players) * players + refill_draw() * players <= TOOL_CARDS


@invariant("the tool deck holds 40 cards and the systems deck covers the hardest level", per_player_count=False)
def decks_fit(game) -> bool | str:
    if game.deck("tools").total != TOOL_CARDS:
        return f"the tool deck holds {game.deck('tools').total} cards"
    if game.deck("systems").total < max(FAULTY.values()):
        return "too few System cards"
    return True

"""Dice Slots: the rules the tables print, the setup by player count, and the checks that hold them together."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

WORKSHOPS = ("Market Stall", "Quarry", "Timber Yard", "Counting House", "Glassworks", "Guild Hall")

# What each workshop hands over for one group of dice placed there.
PAYOUTS = {
    "Market Stall": {"Gold": 1},
    "Quarry": {"Stone": 2},
    "Timber Yard": {"Timber": 3},
    "Counting House": {"Gold": 3},
    "Glassworks": {"Glass": 2},
    "Guild Hall": {"Points": 4},
}

SLOTS = {
    "Market Stall": 4,
    "Quarry": 2,
    "Timber Yard": 2,
    "Counting House": 2,
    "Glassworks": 1,
    "Guild Hall": 1,
}

# The workshops whose second slot is covered in a two-player game.
CLOSED_AT_TWO = ("Quarry", "Timber Yard", "Counting House")

HIGH_DIE = 5          # the Quarry takes a die showing this or more
BIG_SUM = 10          # the Counting House wants this total or more
RESOURCES_PER_POINT = 3
MOST_DICE = 6
STARTING_DICE = 4


@rule
def rounds(players: int) -> int:
    """Rounds in a game: fewer as the table fills up."""
    return {2: 9, 3: 8, 4: 7}[players]


@rule
def market_size(players: int) -> int:
    """Contracts face up in the market: two more than the players."""
    return players + 2


@rule
def closed_slots(players: int, variant: str | None = None) -> int:
    """Slots covered by a Closed marker at the start of the game."""
    if variant == "crowded":
        return 2
    return len(CLOSED_AT_TWO) if players == 2 else 0


@rule
def starting_dice(players: int | None = None) -> int:
    """Dice each player rolls in the first round."""
    return STARTING_DICE


@rule
def most_dice(players: int | None = None) -> int:
    """The most dice one player can ever roll."""
    return MOST_DICE


@rule
def starting_gold(players: int | None = None) -> int:
    """Gold each player takes at setup."""
    return 2


@rule
def dice_used(space: str) -> int | str:
    """How many dice one group at a workshop holds."""
    return {
        "Market Stall": 1,
        "Quarry": 1,
        "Timber Yard": 2,
        "Counting House": "2 or 3",
        "Glassworks": 3,
        "Guild Hall": 3,
    }[space]


@rule
def accepts(space: str) -> str:
    """The pattern a workshop's slot asks for, in the words printed on the board."""
    return {
        "Market Stall": "Any one die",
        "Quarry": "One 5 or 6",
        "Timber Yard": "A pair",
        "Counting House": "10 or more",
        "Glassworks": "Run of three",
        "Guild Hall": "Three alike",
    }[space]


@rule
def slots(space: str) -> int:
    """Slots a workshop has with three or four players."""
    return SLOTS[space]


@rule
def pays(space: str, what: str) -> int | None:
    """What one group placed at a workshop pays, of one resource (or points); None where it pays none."""
    return PAYOUTS[space].get(what)


@rule
def fits(space: str, dice: list) -> bool:
    """Whether a group of dice meets a workshop's pattern."""
    faces = sorted(int(d) for d in dice)
    if any(f < 1 or f > 6 for f in faces):
        return False
    n = len(faces)
    if space == "Market Stall":
        return n == 1
    if space == "Quarry":
        return n == 1 and faces[0] >= HIGH_DIE
    if space == "Timber Yard":
        return n == 2 and faces[0] == faces[1]
    if space == "Counting House":
        return n in (2, 3) and sum(faces) >= BIG_SUM
    if space == "Glassworks":
        return n == 3 and faces[1] == faces[0] + 1 and faces[2] == faces[1] + 1
    if space == "Guild Hall":
        return n == 3 and faces[0] == faces[2]
    raise ValueError(f"no workshop called {space!r}")


@rule
def nudge(face: int, step: int) -> int | None:
    """A die turned one pip up (+1) or down (-1); None where the die cannot turn (past 6 or below 1)."""
    turned = face + step
    return turned if 1 <= turned <= 6 and step in (-1, 1) else None


@rule
def leftover_points(resources: int) -> int:
    """Points for resources still in hand at the end: one for every three."""
    return resources // RESOURCES_PER_POINT


@rule
def final_score(track: int, resources_left: int) -> int:
    """Where a player ends: the score track plus the leftover resources."""
    return track + leftover_points(resources_left)


def open_slots(players: int, variant: str | None = None) -> int:
    return sum(SLOTS.values()) - closed_slots(players, variant)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "board": 1,
        "contracts": 32,
        "player-dice": players * MOST_DICE,
        "score-markers": players,
        "resource-tokens": 100,
        "closed-markers": closed_slots(players, variant),
        "round-marker": 1,
        "first-player-marker": 1,
    }


@invariant("the box holds a Closed marker for every slot setup covers", per_player_count=True)
def closed_markers_suffice(players: int, game, variant: str | None = None) -> bool | str:
    markers = next(c for c in game.inventory if c.id == "closed-markers")
    need = closed_slots(players, variant)
    return True if markers.count >= need else f"{need} slots closed, {markers.count} markers"


@invariant("there are at least two open slots for every player", per_player_count=True)
def room_for_everyone(players: int, variant: str | None = None) -> bool | str:
    room = open_slots(players, variant)
    return True if room >= 2 * players else f"{room} open slots for {players} players"


@invariant("the deck fills the market at every count with cards to spare", per_player_count=True)
def deck_fills_market(players: int, game) -> bool | str:
    deck = game.deck("contracts")
    return True if deck.total >= 3 * market_size(players) else f"{deck.total} contracts"


@invariant("no contract is worth more than three points over the resources it costs", per_player_count=False)
def contracts_balanced(game) -> bool | str:
    for card in game.deck("contracts").cards:
        paid = sum(a.amount for a in card.fields["cost"])
        if card.fields["points"] > paid + 3:
            return f"{card.name} pays {card.fields['points']} for {paid}"
    return True


@invariant("every workshop pays something and the Guild Hall pays only points", per_player_count=False)
def payouts_sound(game) -> bool | str:
    names = set(game.names["resources"]) | {"Points"}
    for space in WORKSHOPS:
        if not PAYOUTS[space]:
            return f"{space} pays nothing"
        if set(PAYOUTS[space]) - names:
            return f"{space} pays something that is no resource"
    return True


@invariant("the engine's workshops are the board's", per_player_count=False)
def workshops_match(game) -> bool | str:
    return True if tuple(game.names["workshops"]) == WORKSHOPS else "workshops differ"

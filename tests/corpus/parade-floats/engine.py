"""Engine model of Parade Floats.

Players race to build a parade float out of Part cards. Judges hand out
ribbons in four categories by the flair each float shows, and every star of
spectacle pushes the shared crowd meter up; a noisy crowd makes the Crowd
Favourite award worth more.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 6)

CATEGORIES = ("Colour", "Lights", "Music", "Mascots")

# Ribbon points by category: first, second, third place.
RIBBONS = {
    "Colour": (6, 3, 1),
    "Lights": (6, 3, 1),
    "Music": (5, 3, 1),
    "Mascots": (7, 4, 2),
}

ROAR_EVERY = 6      # a Roar mark every sixth space of the crowd meter
CROWD_TOP = 20      # the last space of the crowd meter


# --- setup by player count -------------------------------------------------

@rule
def cards_dealt(players: int = 3) -> int:
    """Part cards each player starts with."""
    return 5 if players <= 4 else 4


@rule
def workshop_size(players: int = 3) -> int:
    """Face-up Part cards in the Workshop: one more than the players."""
    return players + 1


@rule
def float_parts(players: int = 3) -> int:
    """Parts that finish a float."""
    return 7 if players <= 4 else 6


@rule
def ribbons_awarded(players: int = 3) -> int:
    """Ribbons the judges hand out in each category."""
    return 2 if players <= 4 else 3


# --- the same at every count -------------------------------------------------

@rule
def actions_per_turn(players: int | None = None) -> int:
    """Actions a player takes on a turn."""
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    """Cards a player may keep at the end of a turn."""
    return 8


@rule
def most_parts_of_one_category(players: int | None = None) -> int:
    """Most parts of a single category one float may hold."""
    return 3


@rule
def crowd_meter_top(players: int | None = None) -> int:
    """The last space of the crowd meter: reaching it starts the parade."""
    return CROWD_TOP


@rule
def roar_token_points(players: int | None = None) -> int:
    """Points each Roar token scores."""
    return 2


@rule
def lead_float_points(players: int | None = None) -> int:
    """Points the Lead Float token scores."""
    return 4


@rule
def finished_float_points(players: int | None = None) -> int:
    """Points for a finished float that does not hold the Lead Float token."""
    return 2


# --- the judging table -------------------------------------------------------

@rule
def first_ribbon(category: str) -> int:
    """Points of the first ribbon in a category."""
    return RIBBONS[category][0]


@rule
def second_ribbon(category: str) -> int:
    """Points of the second ribbon in a category."""
    return RIBBONS[category][1]


@rule
def third_ribbon(category: str) -> int:
    """Points of the third ribbon in a category (five or six players only)."""
    return RIBBONS[category][2]


@rule
def ribbon_points(category: str, place: int) -> int:
    """Points of the ribbon for a place (1, 2 or 3) in a category."""
    return RIBBONS[category][place - 1]


# --- the crowd meter -----------------------------------------------------------

@rule
def roar_mark(index: int) -> int:
    """Where the index-th Roar mark stands on the crowd meter."""
    return ROAR_EVERY * index


def roar_marks() -> list[int]:
    return [m for m in range(ROAR_EVERY, CROWD_TOP, ROAR_EVERY)]


@rule
def crowd_after(crowd: int, stars: int) -> int:
    """The crowd meter after a part with this many stars is built (it stops at the top)."""
    return min(CROWD_TOP, crowd + stars)


@rule
def roars_passed(before: int, after: int) -> int:
    """Roar marks the crowd marker reaches or passes moving from before to after."""
    return sum(1 for m in roar_marks() if before < m <= after)


@rule
def crowd_favourite_points(crowd: int) -> int:
    """The Crowd Favourite award: half the crowd meter, rounded down."""
    return crowd // 2


@rule
def float_score(ribbons: list, crowd_bonus: int, roars: int, lead: bool, finished: bool) -> int:
    """A float's final score."""
    total = sum(ribbons) + crowd_bonus + roars * roar_token_points()
    if lead:
        total += lead_float_points()
    elif finished:
        total += finished_float_points()
    return total


# --- setup and play ------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "parts": 80,
        "parade-board": 1,
        "float-mats": players,
        "crowd-marker": 1,
        "roar-tokens": len(roar_marks()),
        "lead-float-token": 1,
        "scorecards": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"parts": {"hand": cards_dealt(players), "draw": 1}}


# --- invariants ----------------------------------------------------------------

@invariant("the Parts deck deals every hand and fills the Workshop with cards to spare")
def deck_deals(players: int, game) -> bool | str:
    deck = game.deck("parts").total
    needed = cards_dealt(players) * players + workshop_size(players)
    return True if deck >= needed + 20 else f"{deck} cards, {needed} dealt"


@invariant("setup takes out the whole Parts deck", per_player_count=False)
def whole_deck(game) -> bool | str:
    deck = game.deck("parts").total
    return True if setup(3)["parts"] == deck else f"setup takes {setup(3)['parts']}, deck has {deck}"


@invariant("the box holds one Roar token for each Roar mark", per_player_count=False)
def roar_tokens_match(game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "roar-tokens").count
    return True if tokens == len(roar_marks()) else f"{tokens} tokens, {len(roar_marks())} marks"


@invariant("a float can be finished within the limit per category")
def float_can_finish(players: int) -> bool:
    return float_parts(players) <= most_parts_of_one_category() * len(CATEGORIES)


@invariant("every part card is of a judged category and costs less than the hand limit", per_player_count=False)
def parts_sane(game) -> bool | str:
    for card in game.deck("parts").cards:
        if card.fields["category"] not in CATEGORIES:
            return f"{card.name} is of no judged category"
        if card.fields["cost"] >= hand_limit():
            return f"{card.name} costs too much"
    return True


@invariant("the judging table's categories are the game's", per_player_count=False)
def categories_match(game) -> bool | str:
    names = tuple(game.names["judging-categories"])
    return True if names == CATEGORIES else f"{names} vs {CATEGORIES}"

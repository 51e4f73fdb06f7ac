"""Lantern River: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

COLOURS = ("Red", "Gold", "Jade", "Blue", "Violet")
LEFT_OUT_FOR_TWO = "Violet"
LANTERNS_PER_COLOUR = 12
WIND_CARDS = 10


# --- setup -------------------------------------------------------------------

@rule
def colours_in_play(players: int) -> int:
    """Four colours for two players (Violet stays in the box), all five otherwise."""
    return 4 if players == 2 else 5


@rule
def lantern_cards(players: int) -> int:
    """Lantern cards shuffled into the draw pile: 12 for each colour in play."""
    return LANTERNS_PER_COLOUR * colours_in_play(players)


@rule
def cards_dealt(players: int) -> int:
    """Opening hand: five cards, four with four or five players."""
    return 5 if players <= 3 else 4


@rule
def river_size(players: int) -> int:
    """Face-up cards in the river."""
    return {2: 4, 3: 5, 4: 5, 5: 6}[players]


# --- the turn ----------------------------------------------------------------

@rule
def winds_per_turn(players: int) -> int:
    """Wind cards a player may play in step 1: two in a two-player game."""
    return 2 if players == 2 else 1


@rule
def cards_gathered(players: int) -> int:
    """Cards taken by the Gather action."""
    return 3 if players == 2 else 2


@rule
def smallest_boat(players: int) -> int:
    """Fewest cards of one colour a new boat may hold."""
    return 4 if players == 2 else 3


@rule
def hand_limit(players: int) -> int:
    """Cards a player may keep at the end of the turn."""
    return 8 if players <= 3 else 7


@rule
def boats_to_end(players: int, variant: str | None = None) -> int:
    """Boats one player must own to end the festival; one fewer in the Short Evening."""
    boats = 5 if players <= 3 else 4
    return boats - 1 if variant == "short-evening" else boats


# --- scoring -----------------------------------------------------------------

@rule
def wish_points(players: int = 3) -> int:
    """What each Wish card is worth at the end."""
    return 5 if players == 2 else 4


@rule
def long_boat_length(players: int | None = None) -> int:
    return 5


@rule
def long_boat_bonus(players: int | None = None) -> int:
    return 3


@rule
def hand_penalty(players: int | None = None) -> int:
    return 1


@rule
def boat_score(glows: list) -> int:
    """A boat scores its glow, and the long boat bonus when it holds enough cards."""
    score = sum(glows)
    if len(glows) >= long_boat_length():
        score += long_boat_bonus()
    return score


@rule
def final_score(boats: list, wishes: int, hand: int, players: int) -> int:
    """Boats, Wish cards, less a point for each card still in hand."""
    return (sum(boat_score(b) for b in boats)
            + wishes * wish_points(players)
            - hand * hand_penalty())


# --- what a game takes out of the box --------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "lanterns": lantern_cards(players),
        "winds": 0 if variant == "still-water" else WIND_CARDS,
        "wishes": colours_in_play(players),
        "boatman": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"lanterns": {"hand": cards_dealt(players), "draw": cards_gathered(players),
                         "table": river_size(players)}}


# --- invariants --------------------------------------------------------------

@invariant("the Lantern deck holds 12 cards of each colour", per_player_count=False)
def lanterns_per_colour(game) -> bool | str:
    deck = game.deck("lanterns")
    for colour in COLOURS:
        n = sum(c.count for c in deck.cards if c.fields["colour"] == colour)
        if n != LANTERNS_PER_COLOUR:
            return f"{colour} has {n} cards"
    return True


@invariant("the box holds as many Wind cards as setup shuffles in", per_player_count=False)
def winds_whole(game) -> bool | str:
    total = game.deck("winds").total
    return True if total == WIND_CARDS else f"{total} Wind cards in the data, {WIND_CARDS} in the engine"


@invariant("the deck deals every hand and the river with cards to spare")
def deck_deals(players: int) -> bool | str:
    needed = cards_dealt(players) * players + river_size(players)
    deck = lantern_cards(players) + WIND_CARDS
    return True if deck >= needed + 20 else f"{deck} cards for {needed} dealt"


@invariant("a new boat can always be made from one colour")
def boats_possible(players: int) -> bool:
    return smallest_boat(players) <= LANTERNS_PER_COLOUR


@invariant("a player can hold a whole new boat after discarding to the hand limit")
def hand_limit_fits(players: int) -> bool:
    return hand_limit(players) >= smallest_boat(players) + 2

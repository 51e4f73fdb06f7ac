"""Mist on the Terraces: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

VARIETIES = ("Green", "Black", "Oolong", "White", "Pu-erh")

# Points a pot scores by its number of cards (3 to 6).
POT_POINTS = {3: 3, 4: 5, 5: 8, 6: 12}

# Garden cards set aside unseen at setup, so small games do not drag on.
SET_ASIDE = {2: 16, 3: 8, 4: 0, 5: 0}


@rule
def cards_dealt(players: int = 2) -> int:
    """Cards dealt to each player at the start."""
    return 5 if players <= 3 else 4


@rule
def terrace_size(players: int = 2) -> int:
    """Face-up cards on the Terrace: two more than the players."""
    return players + 2


@rule
def cards_set_aside(players: int = 2) -> int:
    """Garden cards put back in the box unseen at setup."""
    return SET_ASIDE[players]


@rule
def hand_limit(players: int | None = None) -> int:
    """Cards a player may keep at the end of their turn."""
    return 8


@rule
def first_flush_points(players: int | None = None) -> int:
    """What a First Flush token is worth at the end."""
    return 2


@rule
def hand_penalty(players: int | None = None) -> int:
    """Points lost for each card still in hand at the end."""
    return 1


@rule
def rain_per_pot(players: int | None = None) -> int:
    """Rain cards one pot may hold at most."""
    return 1


@rule
def smallest_pot(players: int | None = None) -> int:
    """The fewest cards a pot may hold."""
    return min(POT_POINTS)


@rule
def largest_pot(players: int | None = None) -> int:
    """The most cards a pot may hold."""
    return max(POT_POINTS)


@rule
def pot_points(size: int) -> int | None:
    """Points a pot of this many cards scores (bonus points from Buds and Reserves aside)."""
    return POT_POINTS.get(size)


@rule
def pot_score(size: int, bonus: int = 0, first: bool = False) -> int:
    """A pot's whole score: its size, the bonus points on its cards, and a First Flush token if it won one."""
    return POT_POINTS[size] + bonus + (first_flush_points() if first else 0)


@rule
def final_score(pots: list, tokens: int = 0, cards_in_hand: int = 0) -> int:
    """A player's score at the end: their pots, their First Flush tokens, less the cards left in hand."""
    return sum(pots) + tokens * first_flush_points() - cards_in_hand * hand_penalty()


@rule
def weather(roll: int) -> str:
    """The Changing Weather variant: what the Weather die means."""
    if roll <= 2:
        return "sun"
    if roll <= 4:
        return "mist"
    if roll == 5:
        return "wind"
    return "downpour"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "garden": 64,
        "first-flush-tokens": len(VARIETIES),
        "kettle": 1,
        "weather-die": 1 if variant == "weather" else 0,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"garden": {"hand": cards_dealt(players), "draw": 1, "table": terrace_size(players)},
            "weather": {"dice": 1}}


@invariant("the garden deck deals every hand and the Terrace with cards left to draw")
def deck_deals(players: int, game) -> bool | str:
    deck = game.deck("garden")
    used = cards_dealt(players) * players + terrace_size(players) + cards_set_aside(players)
    return True if deck.total - used >= 20 else f"{deck.total} cards, {used} used at setup"


@invariant("every variety has the same cards", per_player_count=False)
def varieties_even(game) -> bool | str:
    counts = {}
    for card in game.deck("garden").cards:
        variety = card.fields["variety"]
        if variety:
            counts[variety] = counts.get(variety, 0) + card.count
    if set(counts) != set(VARIETIES):
        return f"varieties in the deck: {sorted(counts)}"
    return True if len(set(counts.values())) == 1 else f"uneven varieties: {counts}"


@invariant("a variety holds enough cards for the largest pot", per_player_count=False)
def varieties_fill_a_pot(game) -> bool | str:
    for variety in VARIETIES:
        n = sum(c.count for c in game.deck("garden").cards if c.fields["variety"] == variety)
        if n < largest_pot():
            return f"{variety} has only {n} cards"
    return True


@invariant("the garden deck in setup is the whole deck", per_player_count=False)
def whole_deck_comes_out(game) -> bool | str:
    total = game.deck("garden").total
    return True if setup(2)["garden"] == total else f"setup takes 64, the deck holds {total}"


@invariant("one First Flush token per variety", per_player_count=False)
def tokens_per_variety(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "first-flush-tokens")
    return True if line.count == len(VARIETIES) else f"{line.count} tokens for {len(VARIETIES)} varieties"

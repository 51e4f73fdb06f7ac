"""Hundred Cards: the rules the tables and the rulebook print.

Players climb a ladder of levels. At level N each player is dealt N number
cards (from 1 to 100) and the table must play every card in rising order
onto one stack, without a word. A card played over a lower card still held
costs lives; shooting stars clear the lowest card of every hand.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

LOWEST_CARD = 1
HIGHEST_CARD = 100

# The four bands the number cards are coloured by: the range of numbers in each.
BANDS = {
    "Dawn": (1, 25),
    "Noon": (26, 50),
    "Dusk": (51, 75),
    "Midnight": (76, 100),
}

# What clearing a level earns the table (levels not listed earn nothing).
REWARDS = {
    2: "Shooting star",
    4: "Life",
    5: "Shooting star",
    7: "Life",
    9: "Shooting star",
    10: "Life",
}

MOST_LIVES = 5
MOST_STARS = 3


@rule
def levels_to_clear(players: int) -> int:
    """Levels the table must clear to win: fewer with more hands at the table."""
    return 16 - 2 * players


@rule
def starting_lives(players: int, variant: str | None = None) -> int:
    """Life tokens on the table at the start: one per player (one fewer on the Hard Climb)."""
    lives = players
    if variant == "hard-climb":
        lives -= 1
    return lives


@rule
def starting_stars(players: int | None = None, variant: str | None = None) -> int:
    """Shooting star tokens on the table at the start."""
    return 0 if variant == "hard-climb" else 1


@rule
def cards_per_player(level: int) -> int:
    """Cards dealt to each player at a level: as many as the level's number."""
    return level


@rule
def final_level_cards(players: int) -> int:
    """Number cards in play, all hands together, at the last level of the game."""
    return players * levels_to_clear(players)


@rule
def level_reward(level: int) -> str | None:
    """What clearing this level earns: a Life, a Shooting star, or nothing."""
    return REWARDS.get(level)


@rule
def most_lives(players: int | None = None) -> int:
    """Life tokens the table may hold at once; a reward past it is lost."""
    return MOST_LIVES


@rule
def most_stars(players: int | None = None) -> int:
    """Shooting star tokens the table may hold at once."""
    return MOST_STARS


@rule
def band_low(band: str) -> int:
    """The lowest card of a band."""
    return BANDS[band][0]


@rule
def band_high(band: str) -> int:
    """The highest card of a band."""
    return BANDS[band][1]


@rule
def band_of(value: int) -> str:
    """The band a card's number falls in."""
    for band, (low, high) in BANDS.items():
        if low <= value <= high:
            return band
    raise ValueError(f"no card numbered {value}")


@rule
def lives_after_mistake(lives: int, players_caught: int) -> int:
    """A card went down over lower cards: one life for each player who held one."""
    return max(0, lives - players_caught)


@rule
def cards_discarded(played: int, hands: list) -> list:
    """After a mistake: every card still held below the card played, lowest first."""
    return sorted(card for hand in hands for card in hand if card < played)


@rule
def players_caught(played: int, hands: list) -> int:
    """How many players held a card below the card played."""
    return sum(1 for hand in hands if any(card < played for card in hand))


@rule
def lowest_cards(hands: list) -> list:
    """A shooting star: each player lays down the lowest card of their hand."""
    return [min(hand) for hand in hands if hand]


@rule
def lives_after_reward(lives: int, level: int) -> int:
    """Lives after clearing a level, a Life reward added up to the most the table may hold."""
    if level_reward(level) == "Life":
        return min(MOST_LIVES, lives + 1)
    return lives


@rule
def stars_after_reward(stars: int, level: int) -> int:
    """Shooting stars after clearing a level, up to the most the table may hold."""
    if level_reward(level) == "Shooting star":
        return min(MOST_STARS, stars + 1)
    return stars


@rule
def band_call_uses(players: int | None = None) -> int:
    """Band Call variant: how many calls the table has at each level."""
    return 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "numbers": HIGHEST_CARD - LOWEST_CARD + 1,   # the whole deck, shuffled before each level
        "levels": levels_to_clear(players),          # the higher level cards stay in the box
        "lives": MOST_LIVES,                         # the starting lives on the table, the rest as supply
        "stars": MOST_STARS,                         # likewise for the shooting stars
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"numbers": {"hand": 1}}


@invariant("the box holds exactly as many life and star tokens as the table may hold", per_player_count=False)
def tokens_match_limits(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts.get("lives") != MOST_LIVES:
        return f"{counts.get('lives')} life tokens in the box, but the table may hold {MOST_LIVES}"
    if counts.get("stars") != MOST_STARS:
        return f"{counts.get('stars')} star tokens in the box, but the table may hold {MOST_STARS}"
    return True


@invariant("the number cards run from 1 to 100, once each, each in its own band", per_player_count=False)
def numbers_complete(game) -> bool | str:
    deck = game.deck("numbers")
    values = sorted(c.fields["value"] for c in deck.cards for _ in range(c.count))
    if values != list(range(LOWEST_CARD, HIGHEST_CARD + 1)):
        return "the number cards are not 1 to 100 once each"
    for card in deck.cards:
        if card.fields["band"] != band_of(card.fields["value"]):
            return f"{card.name} is marked {card.fields['band']} but falls in {band_of(card.fields['value'])}"
    return True


@invariant("every level card prints its own cards and reward", per_player_count=False)
def level_cards_agree(game) -> bool | str:
    deck = game.deck("levels")
    levels = sorted(c.fields["level"] for c in deck.cards)
    if levels != list(range(1, levels_to_clear(PLAYERS[0]) + 1)):
        return "the level cards do not run from 1 to the longest climb"
    for card in deck.cards:
        level = card.fields["level"]
        if card.fields["cards"] != cards_per_player(level):
            return f"{card.name} deals {card.fields['cards']} cards, the rules {cards_per_player(level)}"
        if (card.fields["reward"] or None) != level_reward(level):
            return f"{card.name} shows reward {card.fields['reward']!r}, the rules {level_reward(level)!r}"
    return True


@invariant("the last level never needs more cards than the deck holds")
def deck_suffices(players: int) -> bool:
    return final_level_cards(players) <= HIGHEST_CARD - LOWEST_CARD + 1


@invariant("the table never starts with more lives or stars than it may hold")
def start_within_limits(players: int, variant: str | None = None) -> bool:
    return starting_lives(players, variant) <= MOST_LIVES and starting_stars(players, variant) <= MOST_STARS

"""Silent Hundred: the rules the tables and the rulebook print.

A cooperative game of 2-4 players. Each level deals as many cards to every
player as the level's number; the team must lay all of them on one pile in
rising order without a word. A card laid while someone still holds a lower
one costs a life.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

LEVELS_TO_WIN = {2: 12, 3: 10, 4: 8}
REWARDS = {2: "Throwing star", 3: "Life", 5: "Throwing star", 7: "Life", 9: "Throwing star", 10: "Life"}
LOWEST_CARD = 1
HIGHEST_CARD = 100


@rule
def levels_to_win(players: int) -> int:
    """Levels the team must beat, one after another, to win."""
    return LEVELS_TO_WIN[players]


@rule
def starting_lives(players: int) -> int:
    """Life tokens the team starts with: one for each player."""
    return players


@rule
def starting_stars(players: int | None = None, variant: str | None = None) -> int:
    """Throwing stars the team starts with (none in Empty Hands)."""
    return 0 if variant == "empty-hands" else 1


@rule
def final_level_cards(players: int) -> int:
    """Cards dealt in all in the last level the team must beat."""
    return players * levels_to_win(players)


@rule
def cards_dealt(level: int = 1) -> int:
    """Cards each player is dealt in a level: the level's own number."""
    return level


@rule
def cards_in_level(players: int, level: int) -> int:
    """Cards the whole team holds at the start of a level."""
    return players * cards_dealt(level)


@rule
def reward(level: int) -> str | None:
    """What beating a level gives the team, or None."""
    return REWARDS.get(level)


@rule
def max_lives(players: int | None = None) -> int:
    """The most lives the team can have at once."""
    return 5


@rule
def max_stars(players: int | None = None) -> int:
    """The most throwing stars the team can have at once."""
    return 3


@rule
def lives_per_mistake(players: int | None = None) -> int:
    """Lives lost each time a card is laid too early."""
    return 1


@rule
def highest_card() -> int:
    return HIGHEST_CARD


@rule
def lives_lost(hands: list, plays: list) -> int:
    """Play out a level: `plays` is the order the cards were laid.

    Each card laid while any lower card is still held costs a life, and every
    such lower card is discarded at once. A card already discarded that is
    named in `plays` is skipped.
    """
    held = sorted(card for hand in hands for card in hand)
    lost = 0
    for card in plays:
        if card not in held:
            continue
        lower = [c for c in held if c < card]
        if lower:
            lost += lives_per_mistake()
            held = [c for c in held if c not in lower]
        held.remove(card)
    return lost


@rule
def mistake_discards(played: int, hands: list) -> list:
    """The cards still held that are lower than the card just laid, lowest first."""
    return sorted(card for hand in hands for card in hand if card < played)


@rule
def star_discards(hands: list) -> list:
    """A throwing star: every player with cards discards their lowest one."""
    return sorted(min(hand) for hand in hands if hand)


@rule
def lives_after_level(lives: int, lost: int, level: int) -> int:
    """Lives at the end of a level: the mistakes taken off, the level's reward added, up to the cap."""
    left = lives - lost
    if left <= 0:
        return 0
    if reward(level) == "Life":
        left += 1
    return min(left, max_lives())


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "numbers": HIGHEST_CARD,                 # the whole deck, shuffled again each level
        "levels": levels_to_win(players),        # the level cards the team must beat, in a stack
        "life-tokens": max_lives(),              # starting lives on the table, the rest as the reward supply
        "star-tokens": 0 if variant == "empty-hands" else max_stars(),
    }


@invariant("the number deck holds each number from 1 to 100 exactly once", per_player_count=False)
def numbers_are_whole(game) -> bool | str:
    deck = game.deck("numbers")
    values = sorted(card.fields["value"] for card in deck.cards for _ in range(card.count))
    if values != list(range(LOWEST_CARD, HIGHEST_CARD + 1)):
        return f"the deck holds {len(values)} numbers, not 1 to {HIGHEST_CARD} once each"
    for card in deck.cards:
        if card.name != str(card.fields["value"]):
            return f"{card.name} shows {card.fields['value']}"
    return True


@invariant("every level card prints the level's own reward", per_player_count=False)
def level_cards_agree(game) -> bool | str:
    cards = game.deck("levels").cards
    levels = sorted(card.fields["level"] for card in cards)
    if levels != list(range(1, max(LEVELS_TO_WIN.values()) + 1)):
        return f"level cards run {levels}"
    for card in cards:
        wanted = reward(card.fields["level"]) or ""
        if card.fields["reward"] != wanted:
            return f"{card.name} gives '{card.fields['reward']}' but level {card.fields['level']} gives '{wanted}'"
    return True


@invariant("the final level never deals more cards than the deck holds")
def deck_lasts(players: int) -> bool:
    return final_level_cards(players) <= HIGHEST_CARD


@invariant("the team never starts with more lives than it may hold")
def lives_fit(players: int) -> bool:
    return starting_lives(players) <= max_lives() and starting_stars(players) <= max_stars()


@invariant("the box holds a token for every life and every throwing star the team may have", per_player_count=False)
def tokens_suffice(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts.get("life-tokens") != max_lives():
        return f"{counts.get('life-tokens')} life tokens for a cap of {max_lives()}"
    if counts.get("star-tokens") != max_stars():
        return f"{counts.get('star-tokens')} star tokens for a cap of {max_stars()}"
    return True

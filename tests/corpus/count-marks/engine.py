"""Embers to Empire: the rules the tables print, and setup by player count."""

from generator.engine import invariant, rule

PLAYERS = (3, 5)

ERA_DECKS = ("era-1", "era-2", "era-3")
MARKS = (3, 4, 5)
COIN_TOKENS = 55          # the bank: held to the inventory by bank_comes_out_whole

_MIGHT_REWARDS = {
    "Era I": {"most": 3, "second": 1},
    "Era II": {"most": 5, "second": 2},
    "Era III": {"most": 7, "second": 3},
}


@rule
def hand_size(players: int | None = None) -> int:
    """Cards dealt to each player at the start of an era."""
    return 6


@rule
def era_deck_size(players: int) -> int:
    """An era deck holds one hand for every player, once the count marks are sorted."""
    return hand_size() * players


@rule
def marks_in_play(players: int) -> list[str]:
    """The count marks shuffled in: every mark at or below the player count."""
    return [f"{mark}+" for mark in MARKS if mark <= players]


@rule
def rounds_per_era(players: int | None = None) -> int:
    """Rounds played in an era: the last card of each hand is discarded unplayed."""
    return hand_size() - 1


@rule
def starting_coins(players: int | None = None, variant: str | None = None) -> int:
    """Coins each player takes at setup."""
    return 6 if variant == "gentle-start" else 3


@rule
def sell_coins(players: int | None = None) -> int:
    """Coins taken from the bank for selling a card."""
    return 3


@rule
def coins_per_glory(players: int | None = None) -> int:
    """Leftover coins that make one glory at the end."""
    return 3


@rule
def pass_direction(era: str) -> str:
    """Where hands go after each round of an era."""
    return "right" if era == "Era II" else "left"


@rule
def might_reward(era: str, place: str = "most") -> int:
    """Glory for the most (or second most) Might at the end of an era."""
    return _MIGHT_REWARDS[era][place]


@rule
def lore_points(lore: int | str) -> int:
    """Glory for Lore: 1, 3, 6, 10... and no more once Lore reaches six."""
    n = 6 if lore == "6 or more" else min(int(lore), 6)
    return n * (n + 1) // 2


@rule
def coin_glory(coins: int) -> int:
    """Glory for the coins left at the end."""
    return coins // coins_per_glory()


@rule
def final_score(cards: int, capital: int, might: int, lore: int, coins: int) -> int:
    """A player's score: glory on cards (Guilds included), Capital stages, Might rewards, Lore and coins."""
    return cards + capital + might + lore_points(lore) + coin_glory(coins)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "era-1": era_deck_size(players),
        "era-2": era_deck_size(players),
        "era-3": era_deck_size(players),
        "capitals": players,
        "coins": COIN_TOKENS,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {deck: {"hand": hand_size()} for deck in ERA_DECKS}


@invariant("the cards marked at or below the player count make one hand for each player")
def marks_fill_the_decks(players: int, game) -> bool | str:
    for deck_id in ERA_DECKS:
        deck = game.deck(deck_id)
        kept = sum(card.count for card in deck.cards if card.fields["mark"] <= players)
        if kept != era_deck_size(players):
            return f"{deck.name}: {kept} cards kept at {players} players, {era_deck_size(players)} needed"
    return True


@invariant("every era card carries a count mark the game uses", per_player_count=False)
def marks_are_known(game) -> bool | str:
    for deck_id in ERA_DECKS:
        for card in game.deck(deck_id).cards:
            if card.fields["mark"] not in MARKS:
                return f"{card.name} is marked {card.fields['mark']}+"
    return True


@invariant("the bank in setup is every coin token in the box", per_player_count=False)
def bank_comes_out_whole(game) -> bool | str:
    coins = next(c for c in game.inventory if c.id == "coins")
    return True if coins.count == COIN_TOKENS else f"the box holds {coins.count} coins, setup takes {COIN_TOKENS}"


@invariant("the bank covers everyone's starting coins")
def bank_covers_start(players: int, variant: str | None = None) -> bool:
    return starting_coins(players, variant) * players <= COIN_TOKENS


@invariant("each Capital stage costs more and gives more glory than the one before", per_player_count=False)
def stages_rise(game) -> bool | str:
    stages = sorted((c for c in game.costs if c.group == "capital"), key=lambda c: c.id)
    amounts = [c.items[0].amount for c in stages]
    points = [c.points for c in stages]
    if amounts != sorted(amounts) or points != sorted(points):
        return "the Capital stages should cost and give more at each step"
    return True

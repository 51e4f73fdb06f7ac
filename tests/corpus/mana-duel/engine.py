"""Engine model of Mana Duel: the rules the printed tables and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 2)  # a duel: exactly two players

DECK_SIZE = 30
MIN_DISTINCT = 12


@rule
def starting_life(players: int = 2, variant: str | None = None) -> int:
    """Life each player starts with: 15 in the quick duel."""
    return 15 if variant == "quick" else 20


@rule
def opening_hand(players: int = 2, variant: str | None = None) -> int:
    """Cards each player draws before the first turn."""
    return 5


@rule
def deck_size(players: int = 2) -> int:
    """Cards in each preconstructed deck."""
    return DECK_SIZE


@rule
def coin_cards(players: int = 2) -> int:
    """Coin cards the second player starts with."""
    return 1


@rule
def max_crystals(players: int = 2) -> int:
    return 10


@rule
def hand_limit(players: int = 2) -> int:
    return 10


@rule
def board_limit(players: int = 2) -> int:
    return 6


@rule
def fatigue_damage(players: int = 2) -> int:
    return 2


def _turn_number(turn: int | str) -> int:
    if isinstance(turn, str):
        return int(turn.split()[0])  # "10 or later"
    return turn


@rule
def crystals(turn: int | str) -> int:
    """Crystals a player has on their own turn number `turn`."""
    return min(_turn_number(turn), max_crystals())


@rule
def crystals_with_coin(turn: int | str) -> int:
    """Crystals on that turn when the Coin is played too."""
    return crystals(turn) + 1


@rule
def first_player_draws(turn: int | str) -> int:
    """The first player skips the draw on their first turn only."""
    return 0 if _turn_number(turn) == 1 else 1


@rule
def match_points(result: str) -> int:
    return {"Win": 3, "Draw": 1, "Loss": 0}[result]


@rule
def block(attacker: list, blocker: list) -> tuple[int, int]:
    """Health left on an attacker and its blocker after they fight (0: destroyed).

    Each is [attack, health]; both deal their attack at the same time.
    """
    a_attack, a_health = attacker
    b_attack, b_health = blocker
    return (max(0, a_health - b_attack), max(0, b_health - a_attack))


@rule
def player_damage(attackers: list) -> int:
    """Damage the unblocked attackers deal to the defending player."""
    return sum(attackers)


@rule
def life_after(life: int, damage: int = 0, gain: int = 0) -> int:
    return max(0, life - damage) + gain


@rule
def sweep(creatures: list, damage: int, max_attack: int) -> tuple[int, ...]:
    """Health left on each creature after `damage` to every creature with `max_attack` or less attack."""
    return tuple(max(0, h - damage) if a <= max_attack else h for a, h in creatures)


@rule
def destroyed_by_sweep(creatures: list, damage: int, max_attack: int) -> int:
    return sum(1 for left in sweep(creatures, damage, max_attack) if left == 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything a duel takes out of the box."""
    return {
        "ember": DECK_SIZE,
        "tide": DECK_SIZE,
        "coin": coin_cards(players),
        "duel-mats": 2,
        "markers": 2 * players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "ember": {"hand": opening_hand(players, variant), "draw": 1, "turns": 6},
        "tide": {"hand": opening_hand(players, variant), "draw": 1, "turns": 6},
    }


@invariant("each deck holds exactly the number of cards the setup table prints", per_player_count=False)
def decks_are_full(game) -> bool | str:
    for deck_id in ("ember", "tide"):
        deck = game.deck(deck_id)
        if deck.total != deck_size():
            return f"{deck.name} has {deck.total} cards, not {deck_size()}"
        if len(deck.cards) < MIN_DISTINCT:
            return f"{deck.name} has only {len(deck.cards)} distinct cards"
    coin = game.deck("coin")
    return True if coin.total == coin_cards() else f"the box holds {coin.total} coin cards"


@invariant("creatures have attack and health, spells have neither, and nothing costs more than ten crystals",
           per_player_count=False)
def cards_are_well_formed(game) -> bool | str:
    for deck in game.decks:
        for card in deck.cards:
            f = card.fields
            if f["cost"] > max_crystals():
                return f"{card.name} costs more than the most crystals"
            if f["kind"] == "Creature" and (f["attack"] is None or not f["health"]):
                return f"{card.name} is a creature without attack or health"
            if f["kind"] == "Spell" and (f["attack"] is not None or f["health"] is not None or f["keywords"]):
                return f"{card.name} is a spell with creature values"
    return True


@invariant("the deck outlasts a long duel: the opening hand and twenty draws leave cards in it")
def deck_outlasts_the_duel(players: int) -> bool:
    return opening_hand(players) + 20 < deck_size(players)

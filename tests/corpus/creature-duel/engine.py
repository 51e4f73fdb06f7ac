"""Creature Duel: the rules the tables and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

STARTING_LIFE = 20
QUICK_LIFE = 15
DECK_SIZE = 30
HAND_LIMIT = 7
MAX_MANA = 10
EMPTY_DECK_LIFE_LOSS = 2
POWER_TOKENS = 12
OPENING_HAND = {"First": 5, "Second": 6}
DECKS = ("ember", "grove")


def stats(card: str) -> tuple[int, int]:
    """'3/2' -> (3, 2): power first, toughness second."""
    power, toughness = card.split("/")
    return int(power), int(toughness)


@rule
def starting_life(players: int = 2, variant: str | None = None) -> int:
    return QUICK_LIFE if variant == "quick" else STARTING_LIFE


@rule
def starting_gems(players: int = 2, variant: str | None = None) -> int:
    """Mana gems already in each pool before the first turn."""
    return 1 if variant == "quick" else 0


@rule
def deck_size(players: int | None = None) -> int:
    return DECK_SIZE


@rule
def max_mana(players: int | None = None) -> int:
    return MAX_MANA


@rule
def hand_limit(players: int | None = None) -> int:
    return HAND_LIMIT


@rule
def empty_deck_life_loss(players: int | None = None) -> int:
    """Life you lose instead of drawing from an empty deck."""
    return EMPTY_DECK_LIFE_LOSS


@rule
def opening_hand(seat: str) -> int:
    return OPENING_HAND[seat]


@rule
def draws_first_turn(seat: str) -> bool:
    return seat == "Second"


@rule
def mana_on_turn(turn: int | str, variant: str | None = None) -> int:
    """Gems in your pool on your n-th turn, after the Mana step."""
    if isinstance(turn, str):          # "10 or later"
        turn = int(turn.split()[0])
    return min(turn + starting_gems(2, variant), MAX_MANA)


@rule
def can_block(attacker: str, blocker: str) -> bool:
    """attacker: 'With Flying' or 'Without Flying'; blocker: 'Flying', 'Reach' or 'Neither'."""
    if attacker == "With Flying":
        return blocker in ("Flying", "Reach")
    return True


@rule
def blocked_fight(attacker: str, blocker: str) -> str:
    """Both deal their power to the other at once."""
    a_power, a_tough = stats(attacker)
    b_power, b_tough = stats(blocker)
    attacker_dies = b_power >= a_tough
    blocker_dies = a_power >= b_tough
    if attacker_dies and blocker_dies:
        return "both destroyed"
    if attacker_dies:
        return "attacker destroyed"
    if blocker_dies:
        return "blocker destroyed"
    return "both survive"


@rule
def trample_damage(attacker: str, blocker: str) -> int:
    """Damage a trampling attacker deals past its blocker to the defending player."""
    a_power, _ = stats(attacker)
    _, b_tough = stats(blocker)
    return max(0, a_power - b_tough)


@rule
def life_after(life: int, damage: list) -> int:
    return life - sum(damage)


@rule
def destroyed(toughness: int, damage: list) -> bool:
    """Damage taken this turn adds up; at least the toughness destroys."""
    return sum(damage) >= toughness


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "ember": DECK_SIZE,
        "grove": DECK_SIZE,
        "duel-mats": players,
        "life-markers": players,
        "mana-gems": MAX_MANA * players,
        "power-tokens": POWER_TOKENS,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "ember": {"hand": OPENING_HAND["First"], "draw": 1, "holders": 1},
        "grove": {"hand": OPENING_HAND["First"], "draw": 1, "holders": 1},
    }


@invariant("each deck holds exactly the deck size", per_player_count=False)
def decks_are_full(game) -> bool | str:
    for deck_id in DECKS:
        deck = game.deck(deck_id)
        if deck.total != DECK_SIZE:
            return f"{deck.name} has {deck.total} cards, not {DECK_SIZE}"
    return True


@invariant("creatures have power and toughness, spells have neither", per_player_count=False)
def stats_fit_kinds(game) -> bool | str:
    for deck_id in DECKS:
        for card in game.deck(deck_id).cards:
            has_stats = card.fields["power"] is not None and card.fields["toughness"] is not None
            no_stats = card.fields["power"] is None and card.fields["toughness"] is None
            if card.fields["kind"] == "Creature" and not has_stats:
                return f"{card.name} is a creature without power/toughness"
            if card.fields["kind"] == "Spell" and not no_stats:
                return f"{card.name} is a spell with power/toughness"
            if card.fields["toughness"] is not None and card.fields["toughness"] < 1:
                return f"{card.name} would die at once"
    return True


@invariant("every card can be paid for with a full pool", per_player_count=False)
def costs_fit_the_pool(game) -> bool | str:
    for deck_id in DECKS:
        for card in game.deck(deck_id).cards:
            if not 1 <= card.fields["cost"] <= MAX_MANA:
                return f"{card.name} costs {card.fields['cost']}"
    return True


@invariant("the box holds what setup takes out", per_player_count=False)
def box_matches_setup(game) -> bool | str:
    box = {c.id: c for c in game.inventory}
    if box["mana-gems"].per_player != MAX_MANA:
        return f"the box gives {box['mana-gems'].per_player} gems a player, the rules {MAX_MANA}"
    if box["power-tokens"].count != POWER_TOKENS:
        return f"the box holds {box['power-tokens'].count} power tokens, setup takes {POWER_TOKENS}"
    return True

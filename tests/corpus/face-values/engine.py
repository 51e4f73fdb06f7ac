"""Face Values: a solo dungeon delve through a standard deck of cards.

Number cards are worth their number and do what their suit says (Spades are
blades, Hearts potions, Diamonds gold, Clubs traps). Jacks, Queens and Kings
are monsters of strength 11, 12 and 13; an Ace is a Shapeshifter the delver
calls 1 or 14 before the fight.
"""

from generator.engine import invariant, rule

PLAYERS = (1, 1)

SUITS = ("Spades", "Hearts", "Diamonds", "Clubs")
SUIT_ROLES = {"Spades": "Blade", "Hearts": "Potion", "Diamonds": "Gold", "Clubs": "Trap"}
FACE_STRENGTH = {"J": 11, "Q": 12, "K": 13}
ACE_CALLS = {"low": 1, "high": 14}
NUMBER_RANKS = tuple(range(2, 11))
DECK_SIZE = 52

# difficulty: (starting Health, fights a blade lasts)
LEVELS = {"Torchlight": (25, 4), "Standard": (20, 3), "Pitch Dark": (15, 2)}
VARIANT_LEVELS = {None: "Standard", "torchlight": "Torchlight", "pitch-dark": "Pitch Dark"}

ROOM_SIZE = 3
CARDS_TO_FACE = 2

# lowest score of each title, best first
TITLES = ((190, "Legend of the Deep"), (170, "Vault-breaker"), (150, "Delver"), (0, "Torch-bearer"))


def _level(level: str | None) -> str:
    """A level's name, from its own name or from a variant id."""
    return VARIANT_LEVELS.get(level, level)


@rule
def starting_health(players: int = 1, level: str = "Standard") -> int:
    """Health the delver starts with; also the most Health they may ever have."""
    return LEVELS[_level(level)][0]


@rule
def blade_fights(players: int = 1, level: str = "Standard") -> int:
    """Fights a wielded blade lasts before it breaks."""
    return LEVELS[_level(level)][1]


@rule
def room_size(players: int = 1) -> int:
    """Cards turned face up to open a room."""
    return ROOM_SIZE


@rule
def cards_to_face(players: int = 1) -> int:
    """Cards of a full room the delver must deal with; the rest may be slipped past."""
    return CARDS_TO_FACE


@rule
def full_rooms(players: int = 1) -> int:
    """Rooms of a full three cards the dungeon deck opens."""
    return DECK_SIZE // ROOM_SIZE


@rule
def last_room_cards(players: int = 1) -> int:
    """Cards left for the last, short room."""
    return DECK_SIZE % ROOM_SIZE


@rule
def suit_role(suit: str) -> str:
    """What a number card of this suit is in the dungeon."""
    return SUIT_ROLES[suit]


@rule
def card_worth(rank: int | str) -> int | str:
    """What a card of this rank is worth, as the table prints it."""
    if rank == "A":
        return f"{ACE_CALLS['low']} or {ACE_CALLS['high']}"
    if rank in FACE_STRENGTH:
        return FACE_STRENGTH[rank]
    return int(rank)


@rule
def ace_strength(call: str) -> int:
    """The strength of a Shapeshifter (an Ace), called low or high."""
    return ACE_CALLS[call]


@rule
def fight_damage(strength: int, blade: int = 0) -> int:
    """Health lost to a monster: its strength less the wielded blade's value."""
    return max(0, strength - blade)


@rule
def trap_damage(trap: int, blade: int = 0, break_blade: bool = False) -> int:
    """Health lost to a trap; a blade of at least the trap's value may be broken on it instead."""
    if break_blade and blade >= trap:
        return 0
    return trap


@rule
def heal(health: int, potion: int, level: str = "Standard") -> int:
    """Health after drinking a potion: never above the starting Health."""
    return min(starting_health(level=level), health + potion)


@rule
def purse_score(cards: list) -> int:
    """The final score: every card in the Purse at its worth."""
    return sum(int(c) for c in cards)


@rule
def title(score: int | str) -> str:
    """The title a finished delve earns."""
    if isinstance(score, str):
        score = int(score.split()[0])
    for lowest, name in TITLES:
        if score >= lowest:
            return name
    return TITLES[-1][1]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything a delve takes out of the box."""
    return {"dungeon": DECK_SIZE, "delver-mat": 1, "health-marker": 1}


def _rank_value(rank: str) -> int:
    if rank == "A":
        return ACE_CALLS["high"]
    if rank in FACE_STRENGTH:
        return FACE_STRENGTH[rank]
    return int(rank)


@invariant("the dungeon is a standard deck: 52 cards, thirteen of each suit, one of each rank", per_player_count=False)
def standard_deck(game) -> bool | str:
    deck = game.deck("dungeon")
    if deck.total != DECK_SIZE:
        return f"the deck holds {deck.total} cards"
    seen = set()
    for card in deck.cards:
        key = (card.fields["suit"], card.fields["rank"])
        if key in seen:
            return f"{card.name} is there twice"
        seen.add(key)
    wanted = {(s, r) for s in SUITS for r in ["A", *map(str, NUMBER_RANKS), "J", "Q", "K"]}
    missing = wanted - seen
    return True if not missing else f"missing {sorted(missing)[0]}"


@invariant("every card is worth its rank, and every Ace can be called low", per_player_count=False)
def values_follow_ranks(game) -> bool | str:
    for card in game.deck("dungeon").cards:
        rank = card.fields["rank"]
        if card.fields["value"] != _rank_value(rank):
            return f"{card.name} is worth {card.fields['value']}"
        low = card.fields["low"]
        if rank == "A" and low != ACE_CALLS["low"]:
            return f"{card.name} has no low value of {ACE_CALLS['low']}"
        if rank != "A" and low is not None:
            return f"{card.name} has a low value but is no Ace"
    return True


@invariant("number cards do what their suit says; faces and Aces are monsters", per_player_count=False)
def kinds_follow_suits(game) -> bool | str:
    for card in game.deck("dungeon").cards:
        rank = card.fields["rank"]
        want = "Monster" if rank in ("A", "J", "Q", "K") else suit_role(card.fields["suit"])
        if card.fields["kind"] != want:
            return f"{card.name} should be a {want}"
    return True


@invariant("a room never asks for more cards than it holds", per_player_count=False)
def rooms_fit() -> bool:
    return 0 < cards_to_face() <= room_size() and full_rooms() * room_size() + last_room_cards() == DECK_SIZE

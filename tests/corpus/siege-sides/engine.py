"""Engine model of The Siege of Reedwall.

Two sides, two sets of numbers. Every rule that differs between the attacker
and the defender takes `side` ("Attacker" or "Defender"), so the table of the
two sides in game.yaml is checked cell by cell.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

ATTACKER = "Attacker"
DEFENDER = "Defender"

_OPENING_HAND = {ATTACKER: 5, DEFENDER: 4}
_STARTING_TOKENS = {ATTACKER: 3, DEFENDER: 5}
_CURRENCY = {ATTACKER: "Muster", DEFENDER: "Stone"}
_INCOME = {ATTACKER: 3, DEFENDER: 2}
_CARDS_DRAWN = {ATTACKER: 2, DEFENDER: 1}
_MOST_PLAYED = {ATTACKER: 2, DEFENDER: 3}
_HAND_LIMIT = {ATTACKER: 7, DEFENDER: 6}
_SECTION_POINTS = {ATTACKER: 5, DEFENDER: 2}
_REPEL_POINTS = {ATTACKER: None, DEFENDER: 1}

DECK_OF = {ATTACKER: "assault", DEFENDER: "bulwark"}
TOKENS_OF = {ATTACKER: "muster-tokens", DEFENDER: "stone-tokens"}


@rule
def opening_hand(side: str) -> int:
    """Cards a side draws at setup."""
    return _OPENING_HAND[side]


@rule
def starting_tokens(side: str) -> int:
    """Muster (attacker) or Stone (defender) a side starts with."""
    return _STARTING_TOKENS[side]


@rule
def currency(side: str) -> str:
    """What a side pays its cards with."""
    return _CURRENCY[side]


@rule
def income(side: str) -> int:
    """Tokens a side takes from the supply in each Muster phase."""
    return _INCOME[side]


@rule
def cards_drawn(side: str) -> int:
    """Cards a side draws in each Muster phase."""
    return _CARDS_DRAWN[side]


@rule
def most_cards_played(side: str) -> int:
    """The most cards a side may play in one round."""
    return _MOST_PLAYED[side]


@rule
def hand_limit(side: str) -> int:
    """Cards a side may keep at the end of a round."""
    return _HAND_LIMIT[side]


@rule
def section_points(side: str) -> int:
    """Points per wall section at the end: breached for the attacker, standing for the defender."""
    return _SECTION_POINTS[side]


@rule
def repel_points(side: str) -> int | None:
    """Points per repelled Assault card: only the defender scores them."""
    return _REPEL_POINTS[side]


@rule
def wall_sections() -> int:
    return 5


@rule
def rounds() -> int:
    return 8


@rule
def breaches_to_win() -> int:
    """Breached sections that end the game at once in the attacker's favour."""
    return 3


@rule
def base_guard() -> int:
    """The Guard a wall section has with no Bulwark card beside it."""
    return 2


@rule
def attack_strength(cards: list) -> int:
    """Strength at one section: the Strength of every Assault card beside it."""
    return sum(cards)


@rule
def section_guard(bulwark: list) -> int:
    """Guard at one section: the wall's own Guard plus every Bulwark card beside it."""
    return base_guard() + sum(bulwark)


@rule
def section_falls(strength: int, guard: int) -> bool:
    """A section falls only when the Strength is greater than the Guard; a tie holds."""
    return strength > guard


@rule
def final_score(side: str, breached: int, repelled: int) -> int:
    """A side's points after round 8."""
    if side == ATTACKER:
        return breached * _SECTION_POINTS[ATTACKER]
    standing = wall_sections() - breached
    return standing * _SECTION_POINTS[DEFENDER] + repelled * _REPEL_POINTS[DEFENDER]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything comes out of the box: both decks, both supplies, the board."""
    return {
        "assault": 24,
        "bulwark": 20,
        "siege-board": 1,
        "side-aids": 2,
        "wall-markers": wall_sections(),
        "muster-tokens": 30,
        "stone-tokens": 24,
        "round-marker": 1,
    }


@invariant("setup takes out every card of both decks", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    wanted = setup(2)
    for side, deck_id in DECK_OF.items():
        total = game.deck(deck_id).total
        if wanted[deck_id] != total:
            return f"setup names {wanted[deck_id]} {deck_id} cards, the deck has {total}"
    return True


@invariant("no side runs out of cards before round 8 without drawing extra", per_player_count=False)
def decks_last(game) -> bool | str:
    for side, deck_id in DECK_OF.items():
        needed = opening_hand(side) + cards_drawn(side) * rounds()
        total = game.deck(deck_id).total
        if needed > total:
            return f"the {side.lower()} draws {needed} cards from a deck of {total}"
    return True


@invariant("the supply covers every token a side can take in a game", per_player_count=False)
def supplies_last(game) -> bool | str:
    for side, token_id in TOKENS_OF.items():
        needed = starting_tokens(side) + income(side) * rounds()
        line = next(c for c in game.inventory if c.id == token_id)
        if needed > line.count:
            return f"the {side.lower()} may take {needed} tokens, the box has {line.count}"
    return True


@invariant("one wall marker per wall section", per_player_count=False)
def markers_match_sections(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "wall-markers")
    sections = game.names["sections"]
    if line.count != wall_sections() or len(sections) != wall_sections():
        return f"{line.count} markers, {len(sections)} sections, wall_sections() {wall_sections()}"
    return True


@invariant("every card can be paid for with one round's income and the starting tokens", per_player_count=False)
def cards_affordable(game) -> bool | str:
    for side, deck_id in DECK_OF.items():
        purse = starting_tokens(side) + income(side)
        for card in game.deck(deck_id).cards:
            if card.fields["cost"] > purse:
                return f"{card.name} costs {card.fields['cost']}, the {side.lower()} has {purse} by round 1"
    return True

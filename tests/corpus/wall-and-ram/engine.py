"""Engine model of Wall and Ram.

A duel: the attacker batters five numbered wall sections with the Siege deck,
the defender patches them with the Garrison deck. One section at 0 strength
is a breach and ends the game; a wall still standing when the relief column
comes ends it the other way.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

SECTIONS = (1, 2, 3, 4, 5)
GATE = 3

_START = {1: 7, 2: 5, 3: 6, 4: 5, 5: 7}
_KIND = {1: "Tower", 2: "Curtain", 3: "Gate", 4: "Curtain", 5: "Tower"}

_DECK = {"Attacker": 30, "Defender": 20}
_HAND = {"Attacker": 5, "Defender": 4}
_TOKENS = {
    ("Attacker", "Footholds"): 5,
    ("Attacker", "Mines"): 4,
    ("Attacker", "Hoardings"): 0,
    ("Defender", "Footholds"): 0,
    ("Defender", "Mines"): 0,
    ("Defender", "Hoardings"): 5,
}


# --- the wall ---------------------------------------------------------------

@rule
def starting_strength(section: int) -> int:
    """STR a section starts with, and the most it can ever be repaired to."""
    return _START[section]


@rule
def section_kind(section: int) -> str:
    """What stands at each section of the wall."""
    return _KIND[section]


@rule
def wall_sections() -> int:
    return len(SECTIONS)


@rule
def gate_section() -> int:
    return GATE


# --- the two sides ----------------------------------------------------------

@rule
def deck_size(side: str) -> int:
    return _DECK[side]


@rule
def hand_size(side: str) -> int:
    """Cards dealt at setup, and the hand each side refills to at Muster."""
    return _HAND[side]


@rule
def plays_per_round(side: str = "Attacker") -> int:
    """Cards each side may play in a round (a Reaction counts for the defender)."""
    return 2


@rule
def reshuffles(side: str) -> bool:
    """Only the garrison's discards come back: the besiegers' supplies are spent."""
    return side == "Defender"


@rule
def starting_tokens(side: str, token: str) -> int:
    return _TOKENS[(side, token)]


# --- the round ----------------------------------------------------------------

@rule
def relief_round() -> int:
    """The relief column arrives at the end of this round."""
    return 8


@rule
def mine_damage() -> int:
    return 3


@rule
def foothold_damage() -> int:
    """STR a section loses at Nightfall for each Foothold on it."""
    return 1


@rule
def hoarding_reduction() -> int:
    """A Hoarding takes this much off each Ram that hits its section."""
    return 1


@rule
def ladder_reach() -> int:
    """Scaling Ladders reach only a section at this STR or less."""
    return 3


@rule
def ram_damage(card_damage: int, hoarding: bool = False) -> int:
    return max(0, card_damage - (hoarding_reduction() if hoarding else 0))


@rule
def nightfall_loss(mines: int, footholds: int) -> int:
    return mines * mine_damage() + footholds * foothold_damage()


@rule
def strength_after(strength: int, damage: int) -> int:
    return max(0, strength - damage)


@rule
def repaired(strength: int, amount: int, section: int) -> int:
    return min(starting_strength(section), strength + amount)


@rule
def breached(strength: int) -> bool:
    return strength <= 0


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "siege": deck_size("Attacker"),
        "garrison": deck_size("Defender"),
        "wall-board": 1,
        "strength-cubes": wall_sections(),
        "footholds": starting_tokens("Attacker", "Footholds"),
        "mine-tokens": starting_tokens("Attacker", "Mines"),
        "hoarding-tokens": starting_tokens("Defender", "Hoardings"),
        "round-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "siege": {"hand": hand_size("Attacker"), "draw": plays_per_round("Attacker")},
        "garrison": {"hand": hand_size("Defender"), "draw": plays_per_round("Defender")},
    }


# --- invariants ---------------------------------------------------------------

@invariant("each deck holds the cards the side table says", per_player_count=False)
def decks_match_sides(game) -> bool | str:
    for deck_id, side in (("siege", "Attacker"), ("garrison", "Defender")):
        total = game.deck(deck_id).total
        if total != deck_size(side):
            return f"{deck_id} has {total} cards, the {side} should have {deck_size(side)}"
    return True


@invariant("there is a Mine token for every Sappers card", per_player_count=False)
def a_mine_per_sapper(game) -> bool | str:
    sappers = sum(c.count for c in game.deck("siege").cards if c.fields["kind"] == "Mine")
    mines = next(c for c in game.inventory if c.id == "mine-tokens").count
    return True if mines >= sappers else f"{sappers} Sappers but {mines} Mine tokens"


@invariant("a Foothold and a Hoarding for every section", per_player_count=False)
def one_token_per_section(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    for token in ("footholds", "hoarding-tokens", "strength-cubes"):
        if counts[token] != wall_sections():
            return f"{token}: {counts[token]}, sections: {wall_sections()}"
    return True


@invariant("no single Ram breaches a fresh section", per_player_count=False)
def no_one_shot_breach(game) -> bool | str:
    weakest = min(_START.values())
    for card in game.deck("siege").cards:
        if card.fields["kind"] == "Ram" and card.fields["damage"] >= weakest:
            return f"{card.name} deals {card.fields['damage']}, weakest section has {weakest}"
    return True


@invariant("repairs never exceed a section's starting STR", per_player_count=False)
def repairs_bounded(game) -> bool | str:
    for card in game.deck("garrison").cards:
        for s in SECTIONS:
            if repaired(0, card.fields["repair"], s) > starting_strength(s):
                return f"{card.name} overshoots section {s}"
    return True

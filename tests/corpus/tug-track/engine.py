"""Tug Track: the rules the tables and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

SIDES = ("Red", "Blue")

# What each pull card is worth. Both decks hold the same twelve cards.
STRENGTH = {
    "Feint": 0,
    "Light Tug": 1,
    "Steady Pull": 2,
    "Anchor": 2,
    "Hard Pull": 3,
    "Surge": 3,
    "Heave": 4,
    "Mighty Heave": 5,
}
COPIES = {
    "Feint": 1,
    "Light Tug": 2,
    "Steady Pull": 2,
    "Anchor": 1,
    "Hard Pull": 2,
    "Surge": 1,
    "Heave": 2,
    "Mighty Heave": 1,
}

ROPE_END = 5          # the rope runs from -5 to +5
SHORT_ROPE_END = 3    # the Short Rope variant wins at -3 and +3
GRIT_IN_BOX = 8


@rule
def deck_cards(players: int = 2) -> int:
    """Cards in each puller's deck."""
    return sum(COPIES.values())


@rule
def hand_size(players: int = 2) -> int:
    """Cards in a starting hand (and the hand you refill to)."""
    return 5


@rule
def cards_drawn(players: int = 2) -> int:
    """Cards each puller draws after a pull."""
    return 1


@rule
def starting_grit(players: int = 2) -> int:
    return 1


@rule
def grit_supply(players: int = 2) -> int:
    return GRIT_IN_BOX - starting_grit(players) * players


@rule
def knot_start(players: int = 2) -> int:
    return 0


@rule
def winning_space(side: str, variant: str | None = None) -> int:
    """The space that wins the game for this side: Red pulls toward the negative end."""
    end = SHORT_ROPE_END if variant == "short-rope" else ROPE_END
    return -end if side == "Red" else end


@rule
def heavy_loss() -> int:
    """Lose a pull by this many spaces or more and you take one Grit."""
    return 3


@rule
def feint_spaces() -> int:
    """How far the Knot moves toward a Feint that beats a 5."""
    return 2


@rule
def knot_moves(difference: int, special: str = "none") -> int | None:
    """Spaces the Knot moves for a difference in strength.

    special: 'anchor' when the loser played Anchor, 'surge' when the winner played Surge.
    """
    if difference <= 0:
        return 0
    if special == "anchor":
        return 1
    if special == "surge":
        if difference > STRENGTH["Surge"]:
            return None          # Surge (3) can never win by more than three
        return difference + 1
    return difference


def _pull(red: str, blue: str, brace: str = "") -> tuple[str | None, int]:
    """Who wins a pull, and by how many spaces the Knot moves."""
    r, b = STRENGTH[red], STRENGTH[blue]
    # A Feint beats a Mighty Heave (any card of strength 5).
    if red == "Feint" and b == 5:
        return "Red", feint_spaces()
    if blue == "Feint" and r == 5:
        return "Blue", feint_spaces()
    if r == b:
        return None, 0
    winner, loser = ("Red", "Blue") if r > b else ("Blue", "Red")
    win_card, lose_card = (red, blue) if winner == "Red" else (blue, red)
    high, low = max(r, b), min(r, b)
    if brace == loser:
        low += 1
    difference = high - low
    if difference == 0:
        return None, 0
    special = "none"
    if lose_card == "Anchor":
        special = "anchor"
    elif win_card == "Surge":
        special = "surge"
    moved = knot_moves(difference, special) or 0
    if lose_card == "Anchor" and win_card == "Surge":
        moved = 1               # the Anchor's limit holds whatever else happens
    return winner, moved


@rule
def pull_winner(red: str, blue: str, brace: str = "") -> str:
    winner, _ = _pull(red, blue, brace)
    return winner or "Tie"


@rule
def spaces_moved(red: str, blue: str, brace: str = "") -> int:
    return _pull(red, blue, brace)[1]


@rule
def pull_result(knot: int, red: str, blue: str, brace: str = "", variant: str | None = None) -> int:
    """Where the Knot stands after the pull (it stops at a winning space)."""
    winner, moved = _pull(red, blue, brace)
    if winner is None:
        return knot
    step = -moved if winner == "Red" else moved
    low, high = winning_space("Red", variant), winning_space("Blue", variant)
    return max(low, min(high, knot + step))


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "red": deck_cards(players),
        "blue": deck_cards(players),
        "rope-board": 1,
        "knot": 1,
        "grit-tokens": GRIT_IN_BOX,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "red": {"hand": hand_size(players), "draw": cards_drawn(players)},
        "blue": {"hand": hand_size(players), "draw": cards_drawn(players)},
    }


@invariant("both decks hold the strengths and copies the engine plays with", per_player_count=False)
def decks_match_engine(game) -> bool | str:
    for deck_id in ("red", "blue"):
        deck = game.deck(deck_id)
        seen = {}
        for card in deck.cards:
            if card.name not in STRENGTH:
                return f"{card.name} is no card the engine knows"
            if card.fields["strength"] != STRENGTH[card.name]:
                return f"{card.name} has strength {card.fields['strength']}, the engine {STRENGTH[card.name]}"
            seen[card.name] = seen.get(card.name, 0) + card.count
        if seen != COPIES:
            return f"deck {deck_id} holds other copies than the engine"
    return True


@invariant("the box holds the Grit the engine hands out", per_player_count=False)
def grit_in_box(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "grit-tokens")
    return True if line.count == GRIT_IN_BOX else f"box holds {line.count}, engine {GRIT_IN_BOX}"


@invariant("the rope board runs from Red's winning space to Blue's", per_player_count=False)
def board_matches_rope(game) -> bool | str:
    track = game.maps[0].tracks[0]
    if (track.start, track.end) != (winning_space("Red"), winning_space("Blue")):
        return f"the board runs {track.start} to {track.end}"
    return True

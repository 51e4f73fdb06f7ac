"""Engine model of Death at Foxglove Manor (murder-mystery dinner party, 6-8 guests).

The deal of each act's clues, who is in the cast at each count, the timings of the
evening and the scoring of the accusation. Standard library and generator.engine only.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (6, 8)

# --- the cast ------------------------------------------------------------------
CORE_CAST = 6                  # Lady Beatrice ... Professor Szabo always play
CHARACTERS = 8                 # with Madame Marchand (7th guest) and Mr Quill (8th)
PAGES_PER_BOOKLET = 4          # Who you are, Act I, Act II, Act III

# --- the clues -----------------------------------------------------------------
ACT_DECK = {1: 24, 2: 18, 3: 8}
SOLUTION_CARDS = 3             # who, how, why
ENVELOPES = 3                  # Act II clues, Act III clues, the solution

# --- the evening ---------------------------------------------------------------
PARTS = ("Arrival", "Act I", "Act II", "Act III", "Accusation", "Reveal")
MINUTES = {
    None: {"Arrival": 30, "Act I": 45, "Act II": 40, "Act III": 35, "Accusation": 15, "Reveal": 15},
    "short-evening": {"Arrival": 20, "Act I": 35, "Act II": 30, "Act III": 25, "Accusation": 10, "Reveal": 10},
}
START_HOUR = 7                 # the first guests arrive at seven

# --- scoring -------------------------------------------------------------------
POINTS = {
    "The murderer": 3,
    "The means": 2,
    "The motive": 2,
    "All three right": 1,
    "A secret guessed": 1,
    "Your secret kept": 2,
}
SECRET_GUESSES = 2             # other guests' secrets each slip may name


def _check_guests(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Death at Foxglove Manor is for {PLAYERS[0]}-{PLAYERS[1]} guests, not {players}")


def _check_act(act: int) -> None:
    if act not in ACT_DECK:
        raise ValueError(f"there is no act {act}: the evening has acts 1, 2 and 3")


# --- the deal ------------------------------------------------------------------
@rule
def act_deck(act: int) -> int:
    """Clue cards in one act's deck."""
    _check_act(act)
    return ACT_DECK[act]


@rule
def clues_each(players: int, act: int) -> int:
    """Clue cards dealt to each guest at the start of an act: the deck shared evenly."""
    _check_guests(players)
    return act_deck(act) // players


@rule
def sideboard_clues(players: int, act: int) -> int:
    """The clues left over after the even deal, laid face up on the sideboard."""
    _check_guests(players)
    return act_deck(act) % players


@rule
def extra_characters(players: int) -> int:
    """Characters beyond the core six: Madame Marchand with seven, Mr Quill as well with eight."""
    _check_guests(players)
    return players - CORE_CAST


@rule
def booklet_pages_used(players: int) -> int:
    """Booklet pages handed out: a whole booklet for each character in the cast."""
    _check_guests(players)
    return players * PAGES_PER_BOOKLET


@rule
def pages_per_booklet() -> int:
    return PAGES_PER_BOOKLET


@rule
def secret_guesses() -> int:
    """How many other guests' secrets one accusation slip may name."""
    return SECRET_GUESSES


# --- the evening ---------------------------------------------------------------
def _minutes(variant: str | None) -> dict[str, int]:
    if variant not in MINUTES:
        raise ValueError(f"unknown variant {variant!r}")
    return MINUTES[variant]


@rule
def part_minutes(part: str, variant: str | None = None) -> int:
    """How long one part of the evening lasts, in minutes."""
    return _minutes(variant)[part]


@rule
def part_starts(part: str, variant: str | None = None) -> str:
    """The clock time a part of the evening begins, from a seven o'clock arrival."""
    minutes = _minutes(variant)
    before = sum(minutes[p] for p in PARTS[: PARTS.index(part)])
    hour, minute = divmod(START_HOUR * 60 + before, 60)
    return f"{hour}:{minute:02d}"


@rule
def evening_minutes(variant: str | None = None) -> int:
    """The whole evening, arrival to reveal."""
    return sum(_minutes(variant).values())


@rule
def act_minutes(act: int, variant: str | None = None) -> int:
    """The length of one act."""
    _check_act(act)
    return part_minutes(("Act I", "Act II", "Act III")[act - 1], variant)


# --- scoring -------------------------------------------------------------------
@rule
def points_for(what: str) -> int:
    """Points for one thing on the accusation slip."""
    return POINTS[what]


@rule
def accusation_points(murderer: bool, means: bool, motive: bool) -> int:
    """Points for the three answers on a slip, with the bonus for all three."""
    total = 0
    if murderer:
        total += POINTS["The murderer"]
    if means:
        total += POINTS["The means"]
    if motive:
        total += POINTS["The motive"]
    if murderer and means and motive:
        total += POINTS["All three right"]
    return total


@rule
def secret_points(secrets_guessed: int, guessed_by: int) -> int:
    """One point per other guest's secret guessed; two more if nobody guessed yours."""
    if not 0 <= secrets_guessed <= SECRET_GUESSES:
        raise ValueError(f"a slip names at most {SECRET_GUESSES} secrets")
    kept = POINTS["Your secret kept"] if guessed_by == 0 else 0
    return secrets_guessed * POINTS["A secret guessed"] + kept


@rule
def guest_score(murderer: bool, means: bool, motive: bool, secrets_guessed: int, guessed_by: int) -> int:
    """A guest's whole score (every guest but the murderer)."""
    return accusation_points(murderer, means, motive) + secret_points(secrets_guessed, guessed_by)


@rule
def murderer_points(fooled: int) -> int:
    """The murderer scores a point for every guest who names someone else."""
    if not 0 <= fooled <= PLAYERS[1] - 1:
        raise ValueError("at most seven other guests can be fooled")
    return fooled


@rule
def murderer_score(fooled: int, secrets_guessed: int, guessed_by: int) -> int:
    """The murderer's whole score."""
    return murderer_points(fooled) + secret_points(secrets_guessed, guessed_by)


@rule
def best_score() -> int:
    """The most an ordinary guest can score."""
    return accusation_points(True, True, True) + secret_points(SECRET_GUESSES, 0)


# --- setup ---------------------------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What the host takes out of the box for a party of this size."""
    _check_guests(players)
    _minutes(variant)
    return {
        "booklets": booklet_pages_used(players),
        "secrets": players,
        "act-1-clues": ACT_DECK[1],
        "act-2-clues": ACT_DECK[2],
        "act-3-clues": ACT_DECK[3],
        "solution": SOLUTION_CARDS,
        "place-cards": players,
        "host-card": 1,
        "accusation-pad": 1,
        "envelopes": ENVELOPES,
        "pencils": players,
        "bell": 1,
    }


# --- invariants ----------------------------------------------------------------
@invariant("each act's deck in the engine is the deck printed", per_player_count=False)
def act_decks_agree(game) -> bool | str:
    for act, size in ACT_DECK.items():
        deck = game.deck(f"act-{act}-clues")
        if deck is None or deck.total != size:
            return f"act {act}: engine {size}, cards {deck.total if deck else 'none'}"
    return True


@invariant("every character has a whole booklet and one secret card", per_player_count=False)
def booklets_whole(game) -> bool | str:
    characters = game.names["characters"]
    if len(characters) != CHARACTERS:
        return f"{len(characters)} characters, the engine counts {CHARACTERS}"
    pages = game.names["booklet-pages"]
    for who in characters:
        mine = [c.fields["page"] for c in game.deck("booklets").cards if c.fields["character"] == who]
        if sorted(mine) != sorted(pages):
            return f"{who}'s booklet has pages {', '.join(mine) or 'none'}"
        secrets = [c for c in game.deck("secrets").cards if c.fields["character"] == who]
        if len(secrets) != 1:
            return f"{who} has {len(secrets)} secret cards"
    return True


@invariant("no clue card is about a character who is not always at the table", per_player_count=False)
def clues_about_core_cast(game) -> bool | str:
    extras = set(game.names["characters"][CORE_CAST:])
    for act in ACT_DECK:
        for card in game.deck(f"act-{act}-clues").cards:
            if card.fields["about"] in extras:
                return f"{card.name} is about {card.fields['about']}"
    return True


@invariant("the party has pencils and a place card for every guest")
def a_place_for_everyone(players: int, game) -> bool:
    by_id = {c.id: c for c in game.inventory}
    return by_id["pencils"].count >= players and by_id["place-cards"].count >= players


@invariant("the solution names one of the core six, one means and one motive", per_player_count=False)
def solution_is_fair(game) -> bool | str:
    answers = {c.fields["question"]: c.fields["answer"] for c in game.deck("solution").cards}
    core = [c for c in game.categories if c.id == "core-cast"][0].members
    if answers.get("Who") not in core:
        return f"the murderer '{answers.get('Who')}' does not play at every count"
    if answers.get("How") not in game.names["means"]:
        return f"the means '{answers.get('How')}' is not on the slip"
    if answers.get("Why") not in game.names["motives"]:
        return f"the motive '{answers.get('Why')}' is not on the slip"
    return True


@invariant("the evening's parts in the engine are the parts game.yaml names", per_player_count=False)
def parts_agree(game) -> bool | str:
    return True if tuple(game.names["evening"]) == PARTS else f"game.yaml: {game.names['evening']}"

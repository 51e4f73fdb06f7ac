"""Engine model of Night Clues.

A cooperative deduction game. Each suspect of Harrow House spent one hour of
the night alone in one room, no two in the same room or at the same hour. The
emeralds were taken in the Conservatory, so whoever was there is the thief.
The team buys clue cards with hours of a twelve-hour clock and accuses when
it is sure.

The case is written here once, as the facts each clue card and hint card
states; the invariants solve it and hold the cards, the Verdict card and the
costs printed on the cards to it.
"""
from __future__ import annotations

from itertools import permutations

from generator.engine import invariant, rule

PLAYERS = (1, 6)

SUSPECTS = ("Amos", "Bettina", "Cyril", "Delphine", "Ezra", "Flora")
ROOMS = ("Library", "Conservatory", "Kitchen", "Cellar", "Ballroom", "Stables")
HOURS = ("10 pm", "11 pm", "Midnight", "1 am", "2 am", "3 am")
CRIME_ROOM = "Conservatory"

# --- the clock ---------------------------------------------------------------
CLOCK_HOURS = 12
CLOCK_FACE = ("8 am", "9 am", "10 am", "11 am", "noon", "1 pm", "2 pm", "3 pm",
              "4 pm", "5 pm", "6 pm", "7 pm", "8 pm")

ACTION_HOURS = {
    "Question a suspect": 1,
    "Search a room": 2,
    "Send evidence to the lab": 3,
    "Review the file": 1,
    "Use a hint token": 0,
    "Make an accusation": 0,
}
# The kind printed on a clue card, and the action that reads it.
KIND_ACTION = {"Interview": "Question a suspect", "Search": "Search a room", "Lab": "Send evidence to the lab"}

# --- difficulty ----------------------------------------------------------------
LEVELS = ("Constable", "Inspector", "Chief Inspector")
HINT_TOKENS = {"Constable": 4, "Inspector": 2, "Chief Inspector": 1}
REVIEW_ALLOWED = {"Constable": True, "Inspector": True, "Chief Inspector": False}
VARIANT_LEVEL = {None: "Inspector", "constable": "Constable", "chief-inspector": "Chief Inspector"}
SOLO_EXTRA_HINTS = 1

CLUE_CARDS = 24
HINT_CARDS = 6
HINT_TOKENS_IN_BOX = 5

# --- the case ------------------------------------------------------------------
# Each fact is a tuple whose first word says how to read it:
#   ("in", suspect, room)                 the suspect's hour was spent in that room
#   ("not_in", suspect, rooms)            ... in none of those rooms
#   ("at", suspect, hour)                 the suspect was alone at that hour
#   ("room_at", room, hour)               the room was used at that hour
#   ("room_after", room, hour)            ... at a later hour than that
#   ("room_before", room, hour)           ... at an earlier hour than that
#   ("room_gap", room_a, room_b, n)       room_a was used n hours after room_b
#   ("gap", suspect_a, suspect_b, n)      suspect_a was alone n hours after suspect_b
#   ("room_one_of", room, suspects)       the room's visitor was one of those
#   ("room_none_of", room, suspects)      ... none of those
CLUE_FACTS: dict[int, tuple] = {
    # briefings (cards 1 to 3) set the scene and state no fact of the grid
    4: ("in", "Amos", "Cellar"),
    5: ("room_at", "Library", "Midnight"),
    6: ("not_in", "Bettina", ("Ballroom", "Conservatory")),
    7: ("room_gap", "Kitchen", "Cellar", 2),
    8: ("in", "Cyril", "Stables"),
    9: ("room_after", "Conservatory", "1 am"),
    10: ("at", "Delphine", "Midnight"),
    11: ("at", "Flora", "3 am"),
    12: ("gap", "Ezra", "Bettina", 1),
    13: ("not_in", "Ezra", ("Ballroom", "Library")),
    14: ("in", "Flora", "Ballroom"),
    15: ("room_after", "Kitchen", "Midnight"),
    16: ("in", "Delphine", "Library"),
    17: ("room_none_of", "Conservatory", ("Cyril", "Bettina")),
    18: ("room_at", "Kitchen", "1 am"),
    19: ("room_at", "Cellar", "11 pm"),
    20: ("room_at", "Ballroom", "3 am"),
    21: ("room_at", "Stables", "10 pm"),
    22: ("room_gap", "Conservatory", "Kitchen", 1),
    23: ("room_one_of", "Conservatory", ("Ezra", "Amos")),
    24: ("room_at", "Cellar", "11 pm"),
}
HINT_FACTS: dict[int, tuple] = {
    1: ("room_none_of", "Conservatory", ("Amos",)),
    2: ("at", "Cyril", "10 pm"),
    3: ("in", "Bettina", "Kitchen"),
    4: ("room_before", "Conservatory", "3 am"),
    5: ("in", "Delphine", "Library"),
    6: ("in", "Ezra", "Conservatory"),
}


def _holds(fact: tuple, room: dict[str, str], hour: dict[str, int]) -> bool:
    """Whether one fact is true of a night where `room` and `hour` say where and when each suspect was."""
    visitor = {r: s for s, r in room.items()}
    kind = fact[0]
    if kind == "in":
        return room[fact[1]] == fact[2]
    if kind == "not_in":
        return room[fact[1]] not in fact[2]
    if kind == "at":
        return hour[fact[1]] == HOURS.index(fact[2])
    if kind == "room_at":
        return hour[visitor[fact[1]]] == HOURS.index(fact[2])
    if kind == "room_after":
        return hour[visitor[fact[1]]] > HOURS.index(fact[2])
    if kind == "room_before":
        return hour[visitor[fact[1]]] < HOURS.index(fact[2])
    if kind == "room_gap":
        return hour[visitor[fact[1]]] == hour[visitor[fact[2]]] + fact[3]
    if kind == "gap":
        return hour[fact[1]] == hour[fact[2]] + fact[3]
    if kind == "room_one_of":
        return visitor[fact[1]] in fact[2]
    if kind == "room_none_of":
        return visitor[fact[1]] not in fact[2]
    raise ValueError(f"unknown kind of fact {kind!r}")


_ROOM_ONLY = ("in", "not_in", "room_one_of", "room_none_of")


def _nights(facts: list[tuple]) -> list[tuple[dict[str, str], dict[str, int]]]:
    """Every night (rooms and hours of the six suspects) the facts allow."""
    room_facts = [f for f in facts if f[0] in _ROOM_ONLY]
    other = [f for f in facts if f[0] not in _ROOM_ONLY]
    found = []
    for rooms in permutations(ROOMS):
        room = dict(zip(SUSPECTS, rooms))
        if not all(_holds(f, room, {}) for f in room_facts):
            continue
        for hours in permutations(range(len(HOURS))):
            hour = dict(zip(SUSPECTS, hours))
            if all(_holds(f, room, hour) for f in other):
                found.append((room, hour))
    return found


def _solve() -> tuple[str, str, str] | None:
    nights = _nights(list(CLUE_FACTS.values()))
    if len(nights) != 1:
        return None
    room, hour = nights[0]
    thief = next(s for s, r in room.items() if r == CRIME_ROOM)
    return thief, CRIME_ROOM, HOURS[hour[thief]]


_SOLUTION = _solve()


# --- the clock -----------------------------------------------------------------
@rule
def hours_on_clock(players: int | None = None) -> int:
    """Hours between the team's arrival at 8 am and the last train at 8 pm."""
    return CLOCK_HOURS


@rule
def action_hours(action: str) -> int:
    """Hours one action moves the clock on."""
    return ACTION_HOURS[action]


@rule
def hours_spent(actions: list) -> int:
    """Hours a run of actions costs together."""
    return sum(action_hours(a) for a in actions)


@rule
def hours_left(spent: int) -> int:
    return CLOCK_HOURS - spent


@rule
def clock_time(spent: int) -> str:
    """The time the clock shows once `spent` hours are used."""
    return CLOCK_FACE[spent]


@rule
def stars(hours_left: int) -> int:
    """Stars for a correct accusation, by the hours still on the clock."""
    if hours_left >= 6:
        return 4
    if hours_left >= 3:
        return 3
    if hours_left >= 1:
        return 2
    return 1


# --- difficulty and player count -----------------------------------------------
@rule
def hint_tokens(level: str = "Inspector") -> int:
    return HINT_TOKENS[level]


@rule
def review_allowed(level: str = "Inspector") -> bool:
    return REVIEW_ALLOWED[level]


@rule
def solo_hint_tokens(players: int) -> int:
    """The extra hint token a lone investigator takes."""
    return SOLO_EXTRA_HINTS if players == 1 else 0


@rule
def starting_hint_tokens(players: int, variant: str | None = None) -> int:
    return hint_tokens(VARIANT_LEVEL[variant]) + solo_hint_tokens(players)


@rule
def case_sheets(players: int) -> int:
    """Sheets torn off the Case notes pad: one per investigator."""
    return players


@rule
def clue_cards(players: int | None = None) -> int:
    return CLUE_CARDS


@rule
def thief() -> str:
    """Who was in the Conservatory, as the clue cards prove."""
    if _SOLUTION is None:
        raise ValueError("the clue cards do not prove one night")
    return _SOLUTION[0]


@rule
def theft_hour() -> str:
    if _SOLUTION is None:
        raise ValueError("the clue cards do not prove one night")
    return _SOLUTION[2]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "clues": CLUE_CARDS,
        "hints": HINT_CARDS,
        "verdict": 1,
        "house-board": 1,
        "clock-marker": 1,
        "hint-tokens": starting_hint_tokens(players, variant),
        "case-notes": 1,
        "pencils": players,
        "envelope": 1,
    }


# --- invariants ------------------------------------------------------------------
@invariant("the clue cards prove exactly one night", per_player_count=False)
def case_has_one_answer() -> bool | str:
    nights = _nights(list(CLUE_FACTS.values()))
    return True if len(nights) == 1 else f"{len(nights)} nights fit the clues"


@invariant("every hint card is true of the night the clues prove", per_player_count=False)
def hints_are_true() -> bool | str:
    if _SOLUTION is None:
        return "no single night to hold the hints to"
    room, hour = _nights(list(CLUE_FACTS.values()))[0]
    wrong = [n for n, f in HINT_FACTS.items() if not _holds(f, room, hour)]
    return True if not wrong else f"hint cards not true: {wrong}"


@invariant("the Verdict card names the thief, the room and the hour", per_player_count=False)
def verdict_matches(game) -> bool | str:
    card = game.deck("verdict").cards[0]
    said = (card.fields["suspect"], card.fields["room"], card.fields["hour"])
    return True if said == _SOLUTION else f"{card.name} says {said}, the clues prove {_SOLUTION}"


@invariant("every clue card costs what its action costs", per_player_count=False)
def clue_costs_match(game) -> bool | str:
    for card in game.deck("clues").cards:
        kind, hours = card.fields["kind"], card.fields["hours"]
        want = 0 if kind == "Briefing" else ACTION_HOURS[KIND_ACTION[kind]]
        if hours != want:
            return f"{card.name} costs {hours} hours but its action costs {want}"
    return True


@invariant("the cards are numbered in order and every fact is on its card", per_player_count=False)
def cards_numbered(game) -> bool | str:
    clues = game.deck("clues")
    if clues.total != CLUE_CARDS:
        return f"{clues.total} clue cards, the engine counts {CLUE_CARDS}"
    numbers = [c.fields["number"] for c in clues.cards]
    if numbers != list(range(1, CLUE_CARDS + 1)):
        return f"clue cards numbered {numbers}"
    facts = {c.fields["number"] for c in clues.cards if c.fields["kind"] != "Briefing"}
    if facts != set(CLUE_FACTS):
        return "the facts and the cards that are not briefings differ"
    hints = game.deck("hints")
    if hints.total != HINT_CARDS or {c.fields["number"] for c in hints.cards} != set(HINT_FACTS):
        return "the hint cards and the hint facts differ"
    return True


@invariant("the box holds enough hint tokens and hint cards for the easiest game")
def enough_hints(players: int, game, variant: str | None = None) -> bool | str:
    need = starting_hint_tokens(players, variant)
    box = next(c.count for c in game.inventory if c.id == "hint-tokens")
    if need > box:
        return f"{need} hint tokens needed, {box} in the box"
    if need > game.deck("hints").total:
        return f"{need} hint tokens but only {game.deck('hints').total} hint cards"
    return True

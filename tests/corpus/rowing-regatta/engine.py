"""Engine model of Long Reach Regatta: a rowing race for 2-6 crews.

The course is 2000 m of six lanes, in 50 m spaces grouped into 250 m
segments. Each stroke every crew plays a stroke card; fatigue rises with the
stroke rate and must stay at or under the limit of the boat class raced.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

COURSE_METRES = 2000
SEGMENT_METRES = 250
SPACE_METRES = 50
RACES = 3
LANES = 6
BLOW_UP_METRES = 100
WASH_FATIGUE = 1
WASH_REACH = 100          # metres behind a neighbouring bow that still counts as wash

# boat class: (rowers, fatigue limit, fatigue recovered by an Easy stroke)
BOATS = {
    "Single": (1, 6, 3),
    "Pair": (2, 7, 3),
    "Four": (4, 8, 2),
    "Eight": (8, 9, 2),
}

# stroke card: (rate in strokes a minute, metres, fatigue; None for Easy, which recovers by boat class)
STROKES = {
    "Easy": (20, 100, None),
    "Light": (24, 150, -1),
    "Steady": (28, 200, 0),
    "Firm": (32, 250, 1),
    "Push": (36, 300, 2),
    "Sprint": (40, 350, 3),
    "Power Ten": (44, 400, 4),
}

# lanes filled from the middle of the course out
LANES_IN_USE = {
    2: [3, 4],
    3: [2, 3, 4],
    4: [2, 3, 4, 5],
    5: [1, 2, 3, 4, 5],
    6: [1, 2, 3, 4, 5, 6],
}

POINTS = {1: 5, 2: 3, 3: 2, 4: 1, 5: 0, 6: 0}


@rule
def course_metres(players: int | None = None) -> int:
    """Length of the course in metres."""
    return COURSE_METRES


@rule
def segment_metres(players: int | None = None) -> int:
    """Length of one segment of the course."""
    return SEGMENT_METRES


@rule
def segments(players: int | None = None) -> int:
    """Segments in the course."""
    return COURSE_METRES // SEGMENT_METRES


@rule
def space_metres(players: int | None = None) -> int:
    """Metres one space of a lane stands for."""
    return SPACE_METRES


@rule
def course_spaces() -> int:
    """Spaces from the Start to the finish line."""
    return COURSE_METRES // SPACE_METRES


@rule
def races() -> int:
    """Races in a regatta."""
    return RACES


@rule
def lanes() -> int:
    """Lanes on the course board."""
    return LANES


@rule
def stroke_cards_each() -> int:
    """Stroke cards in each crew's hand: one of each kind."""
    return len(STROKES)


@rule
def lanes_in_use(players: int) -> list[int]:
    """Which lanes the crews row in, filled from the middle out."""
    return LANES_IN_USE[players]


@rule
def lane_span(players: int) -> str:
    """The lanes in use, as the table prints them: first to last."""
    used = lanes_in_use(players)
    return f"{used[0]}-{used[-1]}"


@rule
def course_fact(what: str) -> int:
    """The course's fixed numbers, by name, for the rulebook's table."""
    return {
        "Course length (m)": course_metres(),
        "Segment length (m)": segment_metres(),
        "Segments": segments(),
        "Metres per space": space_metres(),
    }[what]


@rule
def stroke_cards_in_play(players: int) -> int:
    """Stroke cards taken out of the box: one hand per crew."""
    return stroke_cards_each() * players


@rule
def rowers(boat: str) -> int:
    return BOATS[boat][0]


@rule
def fatigue_limit(boat: str) -> int:
    """The highest fatigue a crew of this boat class may have."""
    return BOATS[boat][1]


@rule
def easy_recovery(boat: str) -> int:
    """Fatigue an Easy stroke takes off a crew of this boat class."""
    return BOATS[boat][2]


@rule
def regatta_points(place: int) -> int:
    """Regatta points for a place in one race."""
    return POINTS[place]


@rule
def blow_up_metres() -> int:
    """How far a crew that blows up moves, whatever card it played."""
    return BLOW_UP_METRES


@rule
def wash_fatigue(behind: int = 50) -> int:
    """Fatigue a crew gains for ending a stroke this many metres behind a neighbouring bow."""
    return WASH_FATIGUE if SPACE_METRES <= behind <= WASH_REACH else 0


@rule
def wash_reach() -> int:
    """The furthest behind a neighbouring bow, in metres, that still rows in its wash."""
    return WASH_REACH


def _raw_fatigue(boat: str, fatigue: int, stroke: str, extra: int = 0) -> int:
    change = STROKES[stroke][2]
    if change is None:
        return max(0, fatigue - easy_recovery(boat))
    return max(0, fatigue + change + extra)


@rule
def blows_up(boat: str, fatigue: int, stroke: str, extra: int = 0) -> bool:
    """Whether the stroke would take the crew's fatigue above its limit."""
    return _raw_fatigue(boat, fatigue, stroke, extra) > fatigue_limit(boat)


@rule
def fatigue_after(boat: str, fatigue: int, stroke: str, extra: int = 0) -> int:
    """The crew's fatigue after the Reveal step (never above the limit)."""
    return min(_raw_fatigue(boat, fatigue, stroke, extra), fatigue_limit(boat))


@rule
def metres_rowed(boat: str, fatigue: int, stroke: str, wind: int = 0, extra: int = 0) -> int:
    """How far the boat moves this stroke: the card's metres, or 100 m on a blow-up, plus the conditions."""
    base = BLOW_UP_METRES if blows_up(boat, fatigue, stroke, extra) else STROKES[stroke][1]
    return max(0, base + wind)


@rule
def regatta_total(places: list) -> int:
    """A crew's regatta points from its places in the races."""
    return sum(POINTS[int(p)] for p in places)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "course-board": 1,
        "strokes": stroke_cards_in_play(players),
        "conditions": 12,
        "classes": 4,
        "boats": players,
        "fatigue-markers": players,
        "crew-mats": players,
        "score-pad": 1,
    }


@invariant("the course is whole segments and whole spaces", per_player_count=False)
def course_divides() -> bool:
    return COURSE_METRES % SEGMENT_METRES == 0 and SEGMENT_METRES % SPACE_METRES == 0


@invariant("every crew has a lane", per_player_count=True)
def a_lane_each(players: int) -> bool:
    used = lanes_in_use(players)
    return len(used) == players and all(1 <= n <= LANES for n in used)


@invariant("the stroke cards print the engine's rate, metres and fatigue", per_player_count=False)
def stroke_cards_agree(game) -> bool | str:
    deck = game.deck("strokes")
    for card in deck.cards:
        want = STROKES.get(card.name)
        if want is None:
            return f"{card.name} is no stroke the engine knows"
        got = (card.fields["rate"], card.fields["metres"], card.fields["fatigue"])
        if got != want:
            return f"{card.name} prints {got}, the engine says {want}"
        if card.count != LANES:
            return f"{card.name} has {card.count} copies, one per lane needs {LANES}"
    return True


@invariant("the Boat class cards print the engine's limits", per_player_count=False)
def class_cards_agree(game) -> bool | str:
    for card in game.deck("classes").cards:
        boat = card.fields["boat"]
        got = (card.fields["rowers"], card.fields["fatigue_limit"], card.fields["easy_recovery"])
        if got != BOATS[boat]:
            return f"{card.name} prints {got}, the engine says {BOATS[boat]}"
    return True


@invariant("the Conditions deck lasts a whole race", per_player_count=False)
def conditions_last(game) -> bool | str:
    total = game.deck("conditions").total
    return True if total >= segments() else f"{total} Conditions cards for {segments()} segments"


@invariant("setup takes out the whole Conditions deck and every Boat class card", per_player_count=False)
def whole_decks_come_out(game) -> bool | str:
    s = setup(2)
    for deck in ("conditions", "classes"):
        if s[deck] != game.deck(deck).total:
            return f"setup takes {s[deck]} {deck} cards, the deck has {game.deck(deck).total}"
    return True

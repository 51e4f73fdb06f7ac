"""Engine model of River Run: a roll-and-move race down a river of 41 spaces.

Space 0 is the Dock, space 40 the Harbour. A turn: roll one six-sided die,
add the boat's speed (and 2 for a Spare Oar played, or for lightening the
load), move that far forward. Passing or stopping on a Landing while moving
forward loads a crate if the hold has room. Where the rolled move ends, a
Current pushes the boat forward, an Eddy pulls it back, a Bend draws a River
card; whatever a current, an eddy or a card leaves you on does nothing more
(but a Landing passed going forward still loads its crate). The first boat
to reach the Harbour ends the race; each crate aboard scores a point, and
that first boat adds the Harbour bonus.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

DOCK = 0
HARBOUR = 40

LANDINGS = {"Willow Landing": 8, "Mill Landing": 16, "Bridge Landing": 24, "Lock Landing": 32}
# place: (space, spaces moved: forward for a current, back for an eddy)
CURRENTS = {"Beaver Chute": (5, 3), "Millrace": (13, 2), "Fast Water": (27, 3), "Last Rapids": (35, 2)}
EDDIES = {"Reed Bed": (11, -3), "Whirlpool": (20, -4), "Snag Point": (29, -2), "Goose Shallows": (38, -3)}
BENDS = (3, 10, 18, 22, 26, 34)


# --- the board -------------------------------------------------------------

@rule
def harbour_space() -> int:
    """The Harbour, the last space of the river."""
    return HARBOUR


@rule
def space_of(place: str) -> int:
    """The space a named place of the river lies on."""
    if place in LANDINGS:
        return LANDINGS[place]
    if place in CURRENTS:
        return CURRENTS[place][0]
    return EDDIES[place][0]


@rule
def shift_at(place: str) -> int:
    """How far a named place moves a boat that ends its roll there (0 at a Landing)."""
    if place in CURRENTS:
        return CURRENTS[place][1]
    if place in EDDIES:
        return EDDIES[place][1]
    return 0


@rule
def bend_space(n: int) -> int:
    """The space of the n-th Bend, counted from the Dock."""
    return BENDS[n - 1]


def _shift_on(space: int) -> int:
    for pos, shift in list(CURRENTS.values()) + list(EDDIES.values()):
        if pos == space:
            return shift
    return 0


def _landings_between(start: int, end: int) -> int:
    """Landings passed or stopped on going forward from start (not counted) to end (counted)."""
    return sum(1 for pos in LANDINGS.values() if start < pos <= end)


def _forward(start: int, spaces: int) -> int:
    return max(DOCK, min(HARBOUR, start + spaces))


# --- numbers that do not change with the player count -----------------------

@rule
def harbour_bonus(players: int | None = None) -> int:
    """Points the first boat into the Harbour scores on top of its crates."""
    return 3


@rule
def crate_points(players: int | None = None) -> int:
    """Points each crate in your hold scores at the end."""
    return 1


@rule
def crates_per_landing(players: int | None = None) -> int:
    """Crates you load at a Landing you pass or stop on (if your hold has room)."""
    return 1


@rule
def max_river_cards(players: int | None = None) -> int:
    """The most River cards (Spare Oars) a player may keep in front of them."""
    return 2


@rule
def spare_oar_spaces() -> int:
    """Extra spaces a Spare Oar adds to your move."""
    return 2


@rule
def lighten_spaces() -> int:
    """Extra spaces you move when you throw a crate overboard to lighten the load."""
    return 2


# --- setup -------------------------------------------------------------------

@rule
def crates_in_supply(players: int) -> int:
    """Crate tokens put in the supply: four for each boat in the race."""
    return 4 * players


@rule
def head_start(players: int) -> int:
    """Spaces the last player in turn order starts ahead of the Dock."""
    return {2: 0, 3: 0, 4: 1, 5: 2}[players]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "river-board": 1,
        "boats": players,
        "river": 20,
        "boat-markers": players,
        "crates": crates_in_supply(players),
        "die": 1,
    }


# --- a turn ------------------------------------------------------------------

@rule
def rolled_move(roll: int, speed: int, extra: int = 0) -> int:
    """Spaces moved: the roll plus the boat's speed (plus any extra spaces)."""
    return roll + speed + extra


@rule
def end_space(start: int, roll: int, speed: int, extra: int = 0) -> int:
    """Where a boat ends its turn: the rolled move, then the current or eddy it stops on."""
    landed = _forward(start, rolled_move(roll, speed, extra))
    return _forward(landed, _shift_on(landed))


@rule
def crates_after(start: int, roll: int, speed: int, crates: int, hold: int, extra: int = 0) -> int:
    """Crates aboard after the rolled move and any current: one per Landing passed, up to the hold."""
    landed = _forward(start, rolled_move(roll, speed, extra))
    passed = _landings_between(start, landed)
    shift = _shift_on(landed)
    if shift > 0:
        passed += _landings_between(landed, _forward(landed, shift))
    return min(hold, crates + passed * crates_per_landing())


@rule
def card_move(start: int, move: int) -> int:
    """Where a River card's move leaves a boat: nothing on that space is set off."""
    return _forward(start, move)


@rule
def final_score(crates: int, first: bool = False) -> int:
    """Points at the end: each crate aboard, and the Harbour bonus for the first boat in."""
    return crates * crate_points() + (harbour_bonus() if first else 0)


# --- invariants --------------------------------------------------------------

@invariant("the box holds enough crates for the supply", per_player_count=True)
def crates_suffice(players: int, game) -> bool | str:
    box = next(c for c in game.inventory if c.id == "crates").count
    need = crates_in_supply(players)
    return True if box >= need else f"{need} crates needed, {box} in the box"


@invariant("every boat adds 0 to 2 to a roll and holds 1 to 5 crates", per_player_count=False)
def boats_in_range(game) -> bool | str:
    for card in game.deck("boats").cards:
        if not 0 <= card.fields["speed"] <= 2 or not 1 <= card.fields["hold"] <= 5:
            return f"{card.name} has speed {card.fields['speed']} and hold {card.fields['hold']}"
    return True


@invariant("a Spare Oar moves as far as the engine says", per_player_count=False)
def spare_oar_agrees(game) -> bool | str:
    for card in game.deck("river").cards:
        if card.fields["keep"] and card.fields["move"] != spare_oar_spaces():
            return f"{card.name} moves {card.fields['move']}"
    return True


@invariant("no two special spaces share a space, and none is the Dock or the Harbour", per_player_count=False)
def spaces_apart(game) -> bool | str:
    spaces = list(LANDINGS.values()) + [p for p, _ in CURRENTS.values()] + [p for p, _ in EDDIES.values()] + list(BENDS)
    if len(spaces) != len(set(spaces)):
        return "two special spaces coincide"
    if any(not DOCK < s < HARBOUR for s in spaces):
        return "a special space lies on the Dock or the Harbour"
    return True

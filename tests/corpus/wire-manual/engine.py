"""Short Fuse: the engine model.

The Manual is a lookup: the colour of a module's top wire and its serial digit give
the position of the wire to cut, counted from the top, or from the bottom on a
module of five or more wires.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

COLOURS = ("Red", "Blue", "Yellow", "White", "Black")

# position of the wire to cut, by top-wire colour, for serial digits 0-1, 2-3, 4-5, 6-7, 8-9
MANUAL = {
    "Red": (2, 1, 3, 1, 2),
    "Blue": (1, 3, 2, 3, 1),
    "Yellow": (3, 2, 1, 2, 3),
    "White": (1, 2, 2, 3, 3),
    "Black": (3, 3, 1, 1, 2),
}

LEVELS = {
    # level: (modules in play, minutes on the timer, strikes that set the bomb off)
    "Trainee": (4, 10, 3),
    "Agent": (6, 8, 3),
    "Expert": (8, 6, 2),
}

VARIANT_LEVEL = {None: "Agent", "trainee": "Trainee", "expert": "Expert"}


@rule
def wire_position(colour: str, digit: int) -> int:
    """The number the Manual gives: the wire to cut, counted from the top (or bottom)."""
    return MANUAL[colour][digit // 2]


@rule
def long_module_wires() -> int:
    """From this many wires up, the Manual's number is counted from the bottom."""
    return 5


@rule
def cut_position(wires: list, digit: int) -> int:
    """The wire to cut on a module, counted from the top."""
    p = wire_position(wires[0], digit)
    if len(wires) >= long_module_wires():
        return len(wires) + 1 - p
    return p


@rule
def wire_to_cut(wires: list, digit: int) -> str:
    """The colour of the wire to cut."""
    return wires[cut_position(wires, digit) - 1]


@rule
def modules_in_play(level: str = "Agent") -> int:
    return LEVELS[level][0]


@rule
def timer_minutes(level: str = "Agent") -> int:
    return LEVELS[level][1]


@rule
def strike_limit(level: str = "Agent") -> int:
    """The strike that sets the bomb off."""
    return LEVELS[level][2]


@rule
def hint_tokens(players: int) -> int:
    """Hint tokens the team starts with: fewer Experts, more hints."""
    return {2: 3, 3: 2, 4: 1}[players]


@rule
def experts(players: int) -> int:
    """Everyone but the Defuser reads the Manual."""
    return players - 1


@rule
def points_per_module() -> int:
    return 3


@rule
def strike_penalty() -> int:
    return 2


@rule
def team_score(defused: int, minutes_left: int, strikes: int) -> int:
    return defused * points_per_module() + minutes_left - strikes * strike_penalty()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    level = VARIANT_LEVEL[variant]
    return {
        "modules": modules_in_play(level),
        "casing-board": 1,
        "strike-tokens": strike_limit(level),
        "hint-tokens": hint_tokens(players),
        "timer": 1,
    }


@invariant("every module has three to six wires, each a wire colour", per_player_count=False)
def modules_are_wired(game) -> bool | str:
    for card in game.deck("modules").cards:
        wires = card.fields["wires"]
        if not 3 <= len(wires) <= 6:
            return f"{card.name} has {len(wires)} wires"
        if any(w not in COLOURS for w in wires):
            return f"{card.name} has a wire of no known colour"
        if not 0 <= card.fields["serial"] <= 9:
            return f"{card.name} has serial digit {card.fields['serial']}"
    return True


@invariant("the Manual names a wire every module has", per_player_count=False)
def manual_fits_modules(game) -> bool | str:
    for card in game.deck("modules").cards:
        wires = list(card.fields["wires"])
        if not 1 <= cut_position(wires, card.fields["serial"]) <= len(wires):
            return f"{card.name}: the Manual points past its wires"
    return True


@invariant("every colour tops at least four modules", per_player_count=False)
def top_colours_spread(game) -> bool | str:
    tops = [card.fields["wires"][0] for card in game.deck("modules").cards]
    thin = [c for c in COLOURS if tops.count(c) < 4]
    return True if not thin else f"few modules topped by {', '.join(thin)}"


@invariant("the box holds modules, strikes and hints for the hardest game", per_player_count=False)
def box_covers_levels(game) -> bool | str:
    deck = game.deck("modules")
    if deck.total < max(v[0] for v in LEVELS.values()):
        return f"{deck.total} modules for {max(v[0] for v in LEVELS.values())} in play"
    counts = {c.id: c.count for c in game.inventory}
    if counts["strike-tokens"] < max(v[2] for v in LEVELS.values()):
        return "too few strike tokens"
    if counts["hint-tokens"] < max(hint_tokens(n) for n in range(2, 5)):
        return "too few hint tokens"
    return True

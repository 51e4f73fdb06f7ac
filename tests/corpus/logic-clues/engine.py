"""Lantern Row: the rules the tables print, and a solver that proves every case fair.

Every case is sixteen clue cards, a case card (its givens) and a sealed answer
card. The invariants below read those cards from the data and hold them to each
other: every clue is true of the answer, every given sits where the answer puts
it, and the clues with the Inspector's single given leave exactly one street.
"""
from itertools import permutations, product

from generator.engine import invariant, rule

PLAYERS = (2, 5)

HOUSES = (1, 2, 3, 4, 5)
CLUES_PER_CASE = 16
DOUBT_TOKENS = 6
OIL_POINTS = 2                     # points for each Oil token left when a case is solved

LEVELS = {
    #              givens, oil, candle, bonus
    "Lamplighter": (4, 5, 40, 0),
    "Watchman": (2, 4, 36, 10),
    "Inspector": (1, 3, 32, 20),
}
STANDARD_LEVEL = "Watchman"
VARIANT_LEVEL = {"lamplighter": "Lamplighter", "watchman": "Watchman", "inspector": "Inspector",
                 "open-casebook": "Watchman"}

TITLES = ((30, "Legend of the Row"), (20, "Chief of the Watch"), (10, "Sharp Eye"), (0, "Night Owl"))

ROWS = {           # the rows of the Street board, top to bottom, and the answer card's columns
    "door": ("Red", "Blue", "Green", "Yellow", "White"),
    "trade": ("Baker", "Tailor", "Smith", "Potter", "Clerk"),
    "pet": ("Cat", "Dog", "Parrot", "Tortoise", "Goldfish"),
    "drink": ("Tea", "Coffee", "Milk", "Cocoa", "Cider"),
    "windows": ("1 Window", "2 Windows", "3 Windows", "4 Windows", "5 Windows"),
}
ROW_OF = {tile: row for row, tiles in ROWS.items() for tile in tiles}
WINDOW_TILES = ROWS["windows"]


# ---------------------------------------------------------------- dealing

@rule
def clues_per_case(players: int | None = None) -> int:
    """Clue cards in every case."""
    return CLUES_PER_CASE


@rule
def clues_each(players: int = 2) -> int:
    """Clue cards dealt to each player: the case's clues shared out evenly."""
    return CLUES_PER_CASE // players


@rule
def open_clues(players: int = 2) -> int:
    """Clues left over after the even deal: they start face up for everyone."""
    return CLUES_PER_CASE % players


# ---------------------------------------------------------------- levels

def _level(level: str) -> tuple[int, int, int, int]:
    return LEVELS[level]


@rule
def givens(level: str = STANDARD_LEVEL) -> int:
    """Given tiles placed (and sealed) from the case card before play."""
    return _level(level)[0]


@rule
def oil_at_start(level: str = STANDARD_LEVEL) -> int:
    """Oil tokens in the oil well at the start."""
    return _level(level)[1]


@rule
def candle_start(level: str = STANDARD_LEVEL) -> int:
    """The space of the candle track the candle marker starts on."""
    return _level(level)[2]


@rule
def level_bonus(level: str = STANDARD_LEVEL) -> int:
    """Points a solved case is worth for its level alone."""
    return _level(level)[3]


# ---------------------------------------------------------------- the street and its tokens

@rule
def houses() -> int:
    """Houses on Lantern Row (the board's columns)."""
    return len(HOUSES)


@rule
def tiles_per_row() -> int:
    """Tiles of each row: one for every house."""
    return len(HOUSES)


@rule
def doubt_tokens() -> int:
    """Doubt tokens the Watch shares."""
    return DOUBT_TOKENS


@rule
def reveal_cost() -> int:
    """Oil paid to reveal one of your clues."""
    return 1


@rule
def peek_cost() -> int:
    """Oil paid to peek at one square of the answer card."""
    return 2


@rule
def house_to_the_right(house: int, distance: int) -> int | None:
    """The house `distance` houses to the right of `house`; None off the end of the Row."""
    other = house + distance
    return other if other in HOUSES else None


# ---------------------------------------------------------------- scoring

@rule
def oil_points() -> int:
    """Points for each Oil token left in the well when the case is solved."""
    return OIL_POINTS


@rule
def case_score(level: str, oil_left: int, candle_left: int) -> int:
    """A solved case: the level's bonus, 2 a drop of Oil left, 1 a space of candle left."""
    return level_bonus(level) + OIL_POINTS * oil_left + candle_left


@rule
def rating(score: int | str) -> str:
    """The title a solved case earns for its score."""
    if score == "30 or more":
        return TITLES[0][1]
    for least, title in TITLES:
        if score >= least:
            return title
    return TITLES[-1][1]


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    level = VARIANT_LEVEL.get(variant, STANDARD_LEVEL) if variant else STANDARD_LEVEL
    return {
        "street-board": 1,
        "watch-board": 1,
        "clues": CLUES_PER_CASE,        # one case's clues, of the 96
        "case-files": 1,
        "answers": 1,
        "house-tiles": 25,
        "oil-tokens": oil_at_start(level),
        "doubt-tokens": DOUBT_TOKENS,
        "seal-tokens": 6,
        "candle-marker": 1,
    }


# ---------------------------------------------------------------- the solver

def _lit(tile: str) -> int:
    return int(tile.split()[0])


def _clue_of(card) -> dict:
    f = card.fields
    return {
        "name": card.name,
        "kind": f["kind"],
        "first": f["first"] or None,
        "second": f["second"] or None,
        "third": f["third"] or None,
        "houses": [int(h) for h in f["houses"].split()],
        "among": list(f["among"]),
        "distance": f["distance"],
        "windows": f["windows"],
        "total": f["total"],
        "exactly": f["exactly"],
    }


def _clue_vars(clue: dict) -> tuple[str, ...]:
    if clue["kind"] == "Count":
        return tuple(clue["among"])
    return tuple(t for t in (clue["first"], clue["second"], clue["third"]) if t)


def _holds(clue: dict, pos: dict, lights: dict) -> bool:
    k = clue["kind"]
    a, b, c = pos.get(clue["first"]), pos.get(clue["second"]), pos.get(clue["third"])
    if k == "Together":
        return a == b
    if k == "Apart":
        return a != b
    if k == "Offset":
        return b - a == clue["distance"]
    if k == "Before":
        return a < b
    if k == "Beside":
        return abs(a - b) == 1
    if k == "Not beside":
        return abs(a - b) != 1
    if k == "House":
        return a in clue["houses"]
    if k == "Not house":
        return a not in clue["houses"]
    if k == "End":
        return a in (1, 5)
    if k == "Between":
        return min(b, c) < a < max(b, c)
    if k == "More windows":
        return lights[a] - lights[b] == clue["windows"]
    if k == "Sum":
        if clue["houses"]:
            return sum(lights[h] for h in clue["houses"]) == clue["total"]
        return a != b and lights[a] + lights[b] == clue["total"]
    if k == "Count":
        return sum(1 for t in clue["among"] if pos[t] in clue["houses"]) == clue["exactly"]
    raise ValueError(f"unknown clue kind {k!r}")


def _propagate(doms: dict, cons: list, lights: dict) -> bool:
    changed = True
    while changed:
        changed = False
        for clue, vs in cons:
            if not vs:
                continue
            support = {v: set() for v in vs}
            for combo in product(*(doms[v] for v in vs)):
                pos = dict(zip(vs, combo))
                if _holds(clue, pos, lights):
                    for v, h in pos.items():
                        support[v].add(h)
            for v in vs:
                if support[v] != doms[v]:
                    if not support[v]:
                        return False
                    doms[v] = support[v]
                    changed = True
        for tiles in ROWS.values():
            for t in tiles:
                if len(doms[t]) == 1:
                    (h,) = doms[t]
                    for other in tiles:
                        if other != t and h in doms[other]:
                            doms[other] = doms[other] - {h}
                            if not doms[other]:
                                return False
                            changed = True
            for h in HOUSES:
                holders = [t for t in tiles if h in doms[t]]
                if not holders:
                    return False
                if len(holders) == 1 and len(doms[holders[0]]) > 1:
                    doms[holders[0]] = {h}
                    changed = True
    return True


def _search(doms: dict, cons: list, lights: dict, found: list, limit: int) -> None:
    if not _propagate(doms, cons, lights):
        return
    free = [t for t in doms if len(doms[t]) > 1]
    if not free:
        found.append({t: next(iter(d)) for t, d in doms.items()})
        return
    tile = min(free, key=lambda t: len(doms[t]))
    for h in sorted(doms[tile]):
        trial = {t: set(d) for t, d in doms.items()}
        trial[tile] = {h}
        _search(trial, cons, lights, found, limit)
        if len(found) >= limit:
            return


def streets(clues: list, fixed: list, limit: int = 2) -> list:
    """Every street the clues and the fixed tiles allow, up to `limit` of them."""
    found: list = []
    cons = [(clue, _clue_vars(clue)) for clue in clues]
    for order in permutations(HOUSES):
        windows = dict(zip(WINDOW_TILES, order))
        lights = {h: _lit(w) for w, h in windows.items()}
        doms = {t: {windows[t]} if t in windows else set(HOUSES) for t in ROW_OF}
        if any(not doms[t] & {h} for t, h in fixed):
            continue
        for t, h in fixed:
            doms[t] = {h}
        if any(not vs and not _holds(clue, {}, lights) for clue, vs in cons):
            continue
        _search(doms, cons, lights, found, limit)
        if len(found) >= limit:
            break
    return found


# ---------------------------------------------------------------- reading the case cards

def _cases(game):
    """case name -> (clue cards, case card, answer card)."""
    out = {}
    for name in game.names["cases"]:
        clues = [c for c in game.deck("clues").cards if c.fields["case"] == name]
        files = [c for c in game.deck("case-files").cards if c.name == name]
        answers = [c for c in game.deck("answers").cards if c.fields["case"] == name]
        out[name] = (clues, files, answers)
    return out


def _answer_street(card) -> dict:
    street = {}
    for row in ROWS:
        for house, tile in zip(HOUSES, card.fields[row]):
            street[tile] = house
    return street


def _givens_of(card, how_many: int) -> list:
    return [(card.fields[f"given_{i}"], card.fields[f"house_{i}"]) for i in range(1, how_many + 1)]


@invariant("every case has its sixteen clues numbered 1 to 16, one case card and one answer card",
           per_player_count=False)
def cases_are_whole(game) -> bool | str:
    for name, (clues, files, answers) in _cases(game).items():
        if sorted(c.fields["clue"] for c in clues) != list(range(1, CLUES_PER_CASE + 1)):
            return f"{name}: its clues are numbered {sorted(c.fields['clue'] for c in clues)}"
        if len(files) != 1 or len(answers) != 1:
            return f"{name}: {len(files)} case card(s), {len(answers)} answer card(s)"
    return True


@invariant("every answer card puts each tile of a row in one house", per_player_count=False)
def answers_are_streets(game) -> bool | str:
    for card in game.deck("answers").cards:
        for row, tiles in ROWS.items():
            if sorted(card.fields[row]) != sorted(tiles):
                return f"{card.name}: its {row} row reads {', '.join(card.fields[row])}"
    return True


@invariant("every clue is true of its case's answer, and every given sits where the answer puts it",
           per_player_count=False)
def clues_are_true(game) -> bool | str:
    for name, (clues, files, answers) in _cases(game).items():
        street = _answer_street(answers[0])
        lights = {street[w]: _lit(w) for w in WINDOW_TILES}
        for card in clues:
            if not _holds(_clue_of(card), street, lights):
                return f"{card.name} is false of {answers[0].name}"
        for tile, house in _givens_of(files[0], givens("Lamplighter")):
            if street[tile] != house:
                return f"{files[0].name}: the given {tile} is in house {street[tile]}, not {house}"
    return True


@invariant("each case's clues and the Inspector's one given leave exactly one street",
           per_player_count=False)
def one_street_per_case(game) -> bool | str:
    for name, (clues, files, answers) in _cases(game).items():
        found = streets([_clue_of(c) for c in clues], _givens_of(files[0], givens("Inspector")))
        if len(found) != 1:
            return f"{name}: the clues allow {len(found)} streets, not one"
    return True


@invariant("the deal shares out every clue of a case")
def deal_uses_every_clue(players: int) -> bool:
    return clues_each(players) * players + open_clues(players) == CLUES_PER_CASE


@invariant("the Oil costs game.yaml prints are the engine's", per_player_count=False)
def oil_costs_agree(game) -> bool | str:
    costs = {c.id: sum(i.amount for i in c.items) for c in game.costs}
    if costs.get("reveal") != reveal_cost() or costs.get("peek") != peek_cost():
        return f"costs say {costs}"
    return True


@invariant("the box holds the Oil, Seals and candle track the hardest-fed level needs", per_player_count=False)
def box_is_enough(game) -> bool | str:
    count = {c.id: c.count for c in game.inventory}
    most_oil = max(oil_at_start(level) for level in LEVELS)
    most_seals = max(givens(level) + oil_at_start(level) // peek_cost() for level in LEVELS)
    track = next(t for m in game.maps for t in m.tracks if t.id == "candle")
    if count["oil-tokens"] < most_oil:
        return f"{count['oil-tokens']} Oil tokens, {most_oil} needed"
    if count["seal-tokens"] < most_seals:
        return f"{count['seal-tokens']} Seal tokens, {most_seals} needed"
    if track.end < max(candle_start(level) for level in LEVELS):
        return f"the candle track ends at {track.end}"
    return True

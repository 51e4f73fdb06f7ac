"""Engine model of Fenland Commons: area control on a two-sided board.

The Narrow Fen (two or three players) has seven pastures in two parishes and
scores two places in each pasture; the Broad Fen (four or five players) has
ten pastures in three parishes, scores three places and adds the Causeway
bonus. Every number the rulebook and the tables print comes from here.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

NARROW = "Narrow Fen"
BROAD = "Broad Fen"

# pasture: (terrain, parish, points for first, second[, third])
PASTURES = {
    # Narrow Fen
    "Cowslip Mead": ("Meadow", "Hollin", (5, 2)),
    "Sedge End": ("Reed", "Hollin", (4, 2)),
    "Blackbank": ("Peat", "Hollin", (4, 1)),
    "Hollin Green": ("Meadow", "Hollin", (3, 1)),
    "Heron Flats": ("Reed", "Marrow", (5, 2)),
    "Turfpit": ("Peat", "Marrow", (3, 1)),
    "Marrow Lea": ("Meadow", "Marrow", (4, 2)),
    # Broad Fen
    "Goose Common": ("Meadow", "Ketton", (6, 3, 1)),
    "Rushmere": ("Reed", "Ketton", (5, 3, 1)),
    "Fendike": ("Peat", "Ketton", (5, 2, 1)),
    "Ketton Lea": ("Meadow", "Ketton", (4, 2, 1)),
    "Wildmoor": ("Peat", "Saltby", (6, 3, 1)),
    "Bittern Reach": ("Reed", "Saltby", (5, 2, 1)),
    "Saltby Fold": ("Meadow", "Saltby", (4, 2, 1)),
    "Eel Dyke": ("Reed", "Oxney", (6, 3, 1)),
    "Oxney Moss": ("Peat", "Oxney", (4, 2, 1)),
    "Crane Holm": ("Meadow", "Oxney", (5, 2, 1)),
}

# parish: (board side, bonus points)
PARISHES = {
    "Hollin": (NARROW, 6),
    "Marrow": (NARROW, 5),
    "Ketton": (BROAD, 7),
    "Saltby": (BROAD, 6),
    "Oxney": (BROAD, 6),
}

HERDERS = {2: 18, 3: 15, 4: 12, 5: 10}
ROUNDS = {2: 10, 3: 8, 4: 7, 5: 6}


@rule
def board_side(players: int) -> str:
    """Two or three villages play on the Narrow Fen, four or five on the Broad Fen."""
    return NARROW if players <= 3 else BROAD


def _side_of_pasture(pasture: str) -> str:
    return PARISHES[PASTURES[pasture][1]][0]


@rule
def pastures_in_play(players: int) -> int:
    side = board_side(players)
    return sum(1 for p in PASTURES if _side_of_pasture(p) == side)


@rule
def parish_bonuses(players: int) -> int:
    side = board_side(players)
    return sum(1 for s, _ in PARISHES.values() if s == side)


@rule
def causeway_bonus(players: int = 4) -> int | None:
    """The Broad Fen's extra bonus for the player present in the most pastures; none on the Narrow Fen."""
    return 4 if board_side(players) == BROAD else None


@rule
def places_scored(players: int) -> int:
    return 2 if board_side(players) == NARROW else 3


@rule
def herders_each(players: int) -> int:
    return HERDERS[players]


@rule
def rounds(players: int) -> int:
    return ROUNDS[players]


@rule
def midsummer_round(players: int) -> int:
    """The first scoring comes after half the rounds, rounded down."""
    return rounds(players) // 2


@rule
def hand_size(players: int | None = None) -> int:
    return 3


@rule
def pasture_terrain(pasture: str) -> str:
    return PASTURES[pasture][0]


@rule
def pasture_parish(pasture: str) -> str:
    return PASTURES[pasture][1]


@rule
def place_points(pasture: str, place: int) -> int | None:
    points = PASTURES[pasture][2]
    return points[place - 1] if place <= len(points) else None


@rule
def parish_side(parish: str) -> str:
    return PARISHES[parish][0]


@rule
def parish_size(parish: str) -> int:
    return sum(1 for p in PASTURES.values() if p[1] == parish)


@rule
def parish_bonus(parish: str) -> int:
    return PARISHES[parish][1]


def _share(ranked: list[tuple[str, int]], points: tuple[int, ...]) -> dict[str, int]:
    """Rank players by count (more first); a tie adds the places it covers and shares them, rounded down."""
    scores = {name: 0 for name, _ in ranked}
    present = sorted([(n, c) for n, c in ranked if c > 0], key=lambda x: -x[1])
    place = 0
    i = 0
    while i < len(present) and place < len(points):
        count = present[i][1]
        group = [n for n, c in present if c == count]
        covered = points[place:place + len(group)]
        each = sum(covered) // len(group)
        for name in group:
            scores[name] = each
        place += len(group)
        i += len(group)
    return scores


@rule
def pasture_score(pasture: str, herders: dict, player: str) -> int:
    """Points one player scores in one pasture, given everyone's herders there."""
    return _share(list(herders.items()), PASTURES[pasture][2])[player]


@rule
def parish_winner_score(parish: str, held: dict, player: str) -> int:
    """Parish bonus: the player who controls the most pastures of the parish takes it; a tie shares it, rounded down."""
    return _share(list(held.items()), (parish_bonus(parish),))[player]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    broad = board_side(players) == BROAD
    return {
        "game-board": 1,
        "season": 42,
        "herders": herders_each(players) * players,
        "score-discs": players,
        "bonus-tiles": parish_bonuses(players) + (1 if broad else 0),
    }


@invariant("the Season deck lasts the whole game: the opening hands and every draw but the last round's")
def deck_lasts(players: int, game) -> bool | str:
    needed = hand_size(players) * players + (rounds(players) - 1) * players
    total = game.deck("season").total
    return True if needed <= total else f"{needed} cards needed, the deck has {total}"


@invariant("each side's pastures are the map's names and every terrain appears on both sides", per_player_count=False)
def sides_have_every_terrain(game) -> bool | str:
    for side, key in ((NARROW, "narrow-pastures"), (BROAD, "broad-pastures")):
        names = set(game.names[key])
        mine = {p for p in PASTURES if _side_of_pasture(p) == side}
        if names != mine:
            return f"{side}: the name set and the engine disagree"
        terrains = {PASTURES[p][0] for p in mine}
        if terrains != set(game.names["terrains"]):
            return f"{side} lacks a terrain"
    return True


@invariant("the box holds enough herders for the largest share", per_player_count=False)
def herders_fit_the_box(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "herders")
    most = max(HERDERS.values())
    return True if line.per_player >= most else f"{line.per_player} a colour, {most} needed"


@invariant("the box holds one bonus tile for every parish and the Causeway", per_player_count=False)
def bonus_tiles_match(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "bonus-tiles")
    return True if line.count == len(PARISHES) + 1 else f"{line.count} tiles for {len(PARISHES) + 1} bonuses"

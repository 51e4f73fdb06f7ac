"""Engine model of Patchquilt.

The numbers the rulebook, the quick reference and the time board print come
from here. Card values (a patch's price, time and buttons) live in
cards/patches.csv; the invariants below hold the two together.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

TRACK_END = 40                  # the last space of the time track
INCOME_EVERY = 5                # an income mark on every fifth space
SCRAP_SPACES = (13, 19, 26, 33, 37)
QUILT = 9                       # the quilt is 9 x 9 squares
BONUS_SIDE = 7                  # a filled 7 x 7 block claims the bonus tile
SOLO_TARGETS = {"Apprentice": 12, "Journeyman": 18, "Master": 24}


# --- setup ---------------------------------------------------------------

@rule
def patch_tiles(players: int) -> int:
    """Patch tiles used: one of each shape for one or two players, fifteen
    more for three, every tile for four."""
    return {1: 29, 2: 29, 3: 44, 4: 58}[players]


@rule
def market_size(players: int) -> int:
    """Patches face up in the market row."""
    return max(5, players + 3)


@rule
def starting_buttons(players: int) -> int:
    """Buttons each player starts with."""
    return 5


@rule
def scraps_per_space(players: int) -> int:
    """Scrap squares stacked on each scrap space of the time track."""
    return 1 if players <= 2 else 2


@rule
def scrap_squares(players: int) -> int:
    """Scrap squares laid out on the time track in all."""
    return len(SCRAP_SPACES) * scraps_per_space(players)


# --- the time track ------------------------------------------------------

@rule
def track_end() -> int:
    return TRACK_END


@rule
def income_spaces() -> list[int]:
    return list(range(INCOME_EVERY, TRACK_END + 1, INCOME_EVERY))


@rule
def income_marks() -> int:
    return len(income_spaces())


@rule
def income_mark(n: int) -> int:
    """The space of the n-th income mark (for the board's marks)."""
    return income_spaces()[n - 1]


@rule
def scrap_spaces() -> list[int]:
    return list(SCRAP_SPACES)


@rule
def scrap_space(n: int) -> int:
    """The space of the n-th scrap space (for the board's marks)."""
    return SCRAP_SPACES[n - 1]


# --- the quilt and scoring -----------------------------------------------

@rule
def quilt_side() -> int:
    return QUILT


@rule
def quilt_squares() -> int:
    return QUILT * QUILT


@rule
def bonus_side() -> int:
    return BONUS_SIDE


@rule
def bonus_points(players: int = 2) -> int:
    """Points the 7x7 bonus tile is worth."""
    return 7


@rule
def empty_square_penalty(players: int = 2) -> int:
    """Points lost for each uncovered square of the quilt."""
    return 2


@rule
def remnant_discount(players: int = 2) -> int:
    """Buttons saved on the patch in the remnant slot."""
    return 1


@rule
def rest_buttons_per_space(players: int = 2) -> int:
    return 1


@rule
def solo_rest_spaces() -> int:
    """How far a solo player's spool moves when resting."""
    return 3


@rule
def solo_target(level: str) -> int:
    return SOLO_TARGETS[level]


@rule
def patch_price(buttons: int, remnant: bool = False) -> int:
    """What a patch costs: its printed price, one button less in the remnant slot."""
    return max(0, buttons - (remnant_discount() if remnant else 0))


@rule
def rest_buttons(start: int, ahead: int) -> int:
    """Buttons for resting: one per space moved, to the space just past the
    next spool ahead (never past the last space)."""
    return min(ahead + 1, TRACK_END) - start


@rule
def solo_rest_buttons(start: int) -> int:
    return min(start + solo_rest_spaces(), TRACK_END) - start


@rule
def marks_passed(start: int, end: int) -> int:
    """Income marks a spool moves onto or past going from start to end."""
    end = min(end, TRACK_END)
    return sum(1 for s in income_spaces() if start < s <= end)


@rule
def income_collected(income: int, marks: int) -> int:
    """Buttons collected: the buttons showing on the quilt, at every mark passed."""
    return income * marks


@rule
def final_score(buttons: int, empty_squares: int, bonus: bool = False) -> int:
    return buttons + (bonus_points() if bonus else 0) - empty_square_penalty() * empty_squares


# --- setup and invariants ------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "patches": patch_tiles(players),
        "quilt-boards": players,
        "spools": players,
        "time-board": 1,
        "button-tokens": 60,
        "scrap-squares": scrap_squares(players),
        "bonus-tile": 1,
        "cloth-bag": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"patches": {"hand": 0, "draw": 1}}


@invariant("every patch's cells and buttons match the shape printed on it", per_player_count=False)
def shapes_match_columns(game) -> bool | str:
    bad = []
    for card in game.deck("patches").cards:
        shape = card.fields["shape"].replace("/", "")
        cells = sum(1 for ch in shape if ch != ".")
        if cells != card.fields["cells"] or shape.count("b") != card.fields["income"] or shape.count("c") != 1:
            bad.append(card.name)
    return True if not bad else "shape disagrees: " + ", ".join(bad)


@invariant("a four-player game uses the whole bag, a two-player game one of each shape", per_player_count=False)
def patch_counts_fit(game) -> bool | str:
    deck = game.deck("patches")
    total = sum(c.count for c in deck.cards)
    if patch_tiles(4) != total:
        return f"four players use {patch_tiles(4)}, the box holds {total}"
    if patch_tiles(2) != len(deck.cards):
        return f"two players use {patch_tiles(2)}, there are {len(deck.cards)} shapes"
    return True


@invariant("the market can be dealt with patches left in the bag")
def market_fits(players: int) -> bool:
    return market_size(players) < patch_tiles(players)


@invariant("the box holds every scrap square the track needs")
def scraps_in_box(players: int, game) -> bool:
    box = next(c for c in game.inventory if c.id == "scrap-squares")
    return box.count >= scrap_squares(players)


@invariant("no scrap space shares a space with an income mark, and all lie on the track", per_player_count=False)
def scrap_spaces_clear() -> bool:
    return all(0 < s < TRACK_END and s not in income_spaces() for s in SCRAP_SPACES)


@invariant("the bonus block fits inside the quilt", per_player_count=False)
def bonus_fits() -> bool:
    return BONUS_SIDE <= QUILT

"""Quilt Blocks: the rules the printed tables and examples rest on."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

QUILT_SIDE = 6          # the quilt is a 6 by 6 grid of squares


@rule
def market_size(players: int) -> int:
    """Patch cards face up in the market: two more than the players."""
    return players + 2


@rule
def starting_buttons(seat: int) -> int:
    """Buttons a player starts with, by seat: later seats get a little more."""
    return 3 + seat


@rule
def goals_dealt(players: int | None = None) -> int:
    """Goal cards dealt to each player at setup."""
    return 2


@rule
def goals_kept(players: int | None = None) -> int:
    """Goal cards each player keeps."""
    return 1


@rule
def buttons_gathered() -> int:
    """Buttons taken from the bank with the Gather action."""
    return 2


@rule
def quilt_side() -> int:
    """Squares along each side of a quilt."""
    return QUILT_SIDE


@rule
def quilt_squares() -> int:
    """Squares in a whole quilt."""
    return QUILT_SIDE * QUILT_SIDE


@rule
def line_points(length: int = QUILT_SIDE) -> int:
    """A finished row or column scores its length."""
    return length


@rule
def end_points(what: str) -> int:
    """What each thing is worth at the end of the game."""
    return {
        "Finished row": line_points(QUILT_SIDE),
        "Finished column": line_points(QUILT_SIDE),
        "Button kept": 1,
        "Empty square": -1,
    }[what]


@rule
def patch_squares(width: int, height: int) -> int:
    """Fabric squares a patch of width x height takes."""
    return width * height


@rule
def payday_buttons(sewn: list) -> int:
    """Buttons paid at payday: the buttons sewn on every patch of the quilt."""
    return sum(sewn)


@rule
def final_score(rows: int, columns: int, buttons: int, empty: int, goal: int = 0) -> int:
    """A player's score at the end of the game."""
    return (rows + columns) * line_points(QUILT_SIDE) + buttons - empty + goal


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "patches": 32,
        "goals": goals_dealt(players) * players,
        "quilt-boards": players,
        "fabric-squares": QUILT_SIDE * QUILT_SIDE * players,
        "button-tokens": 48,
        "thimble": 1,
    }


@invariant("every patch fits inside a quilt", per_player_count=False)
def patches_fit(game) -> bool | str:
    for card in game.deck("patches").cards:
        if max(card.fields["width"], card.fields["height"]) > QUILT_SIDE:
            return f"{card.name} is wider than the quilt"
    return True


@invariant("the deck fills the market and the goals deal out")
def deck_deals(players: int, game) -> bool:
    return (game.deck("patches").total > market_size(players)
            and game.deck("goals").total >= goals_dealt(players) * players)


@invariant("the patch deck holds enough squares to fill every quilt", per_player_count=False)
def enough_fabric(game) -> bool | str:
    area = sum(c.fields["width"] * c.fields["height"] * c.count for c in game.deck("patches").cards)
    need = QUILT_SIDE * QUILT_SIDE * 4
    return True if area >= need else f"the patches cover {area} squares, four quilts need {need}"

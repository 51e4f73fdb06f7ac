"""Engine model of Knitting Circle: the rules the printed tables and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

COLOURS = 5
SKEINS_PER_COLOUR = 12
ROWS_PER_NEEDLE = 5
MOST_STITCHES = 4


@rule
def basket_size(players: int = 2) -> int:
    """Skeins face up in the Yarn Basket: three more than the players."""
    return players + 3


@rule
def pattern_row_size(players: int = 2) -> int:
    """Face-up pattern cards in the pattern row."""
    return {1: 3, 2: 4, 3: 4, 4: 5}[players]


@rule
def pieces_to_end(players: int = 2) -> int:
    """Finished pieces one player needs to end the game."""
    return {1: 6, 2: 5, 3: 4, 4: 4}[players]


@rule
def starting_skeins(players: int | None = None) -> int:
    """Skeins each player draws from the bag at setup."""
    return 3


@rule
def skeins_gathered(players: int | None = None) -> int:
    """Skeins taken from the basket with the Gather action."""
    return 2


@rule
def rows_per_knit(players: int | None = None) -> int:
    """Most rows knitted with one Knit action."""
    return 2


@rule
def skein_limit(players: int | None = None) -> int:
    """Most skeins a workbasket may hold at the end of a turn."""
    return 8


@rule
def needles() -> int:
    """Needles on each needle board: patterns a player may work on at once."""
    return 2


@rule
def rows_per_needle() -> int:
    """Row spaces on one needle: the most rows a pattern may have."""
    return ROWS_PER_NEEDLE


@rule
def size_points(size: int) -> int:
    """Points a finished piece scores for its size (stitches times rows)."""
    if size <= 4:
        return 1
    if size <= 8:
        return 3
    if size <= 12:
        return 6
    if size <= 16:
        return 10
    return 15


@rule
def points_per_matching_row() -> int:
    """Points for each row knitted in the pattern's own colour."""
    return 1


@rule
def full_match_bonus() -> int:
    """Extra points when every row of a piece is in its pattern's colour."""
    return 3


@rule
def unfinished_penalty() -> int:
    """Points lost for each pattern still on a needle at the end."""
    return 2


@rule
def scoring_value(what: str) -> int:
    """The colour and end-of-game points, by name, for the scoring table."""
    return {
        "Each matching row": points_per_matching_row(),
        "All rows match": full_match_bonus(),
        "Each unfinished piece": -unfinished_penalty(),
    }[what]


@rule
def piece_score(stitches: int, rows: int, matching: int, bonus: int = 0) -> int:
    """What a finished piece scores: size points, colour points and its own bonus."""
    score = size_points(stitches * rows) + matching * points_per_matching_row()
    if matching == rows:
        score += full_match_bonus()
    return score + bonus


@rule
def solo_rating(score: int | str) -> str:
    """The title a solo game earns; the table's last column is the text '55 or more'."""
    if score == "55 or more":
        return "Master of the Circle"
    if score <= 24:
        return "Tangled"
    if score <= 39:
        return "Cosy"
    if score <= 54:
        return "Skilled"
    return "Master of the Circle"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "patterns": 30,
        "skeins": COLOURS * SKEINS_PER_COLOUR,
        "needle-boards": players,
        "teacup": 1,
        "yarn-bag": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"patterns": {"table": pattern_row_size(players)}}


@invariant("every pattern fits a needle: at most five rows of at most four stitches", per_player_count=False)
def patterns_fit_needles(game) -> bool | str:
    for card in game.deck("patterns").cards:
        if card.fields["rows"] > ROWS_PER_NEEDLE or card.fields["stitches"] > MOST_STITCHES:
            return f"{card.name} does not fit a needle"
        if card.fields["rows"] < 2:
            return f"{card.name} has fewer than two rows"
    return True


@invariant("setup takes the whole pattern deck and every skein", per_player_count=False)
def supplies_come_out(game) -> bool | str:
    deck = game.deck("patterns").total
    skeins = next(c for c in game.inventory if c.id == "skeins").count
    wanted = setup(1)
    if wanted["patterns"] != deck:
        return f"setup takes {wanted['patterns']} patterns, the deck has {deck}"
    if wanted["skeins"] != skeins:
        return f"setup takes {wanted['skeins']} skeins, the box holds {skeins}"
    return True


@invariant("every colour has as many patterns as the others", per_player_count=False)
def colours_balanced(game) -> bool | str:
    counts: dict[str, int] = {}
    for card in game.deck("patterns").cards:
        counts[card.fields["colour"]] = counts.get(card.fields["colour"], 0) + card.count
    return True if len(set(counts.values())) == 1 else f"patterns by colour: {counts}"


@invariant("the bag can fill the basket and every starting workbasket")
def bag_fills_the_table(players: int, game) -> bool | str:
    skeins = next(c for c in game.inventory if c.id == "skeins").count
    needed = basket_size(players) + starting_skeins(players) * players
    return True if needed <= skeins else f"{needed} skeins needed, {skeins} in the box"


@invariant("the pattern deck can fill the row and still end the game")
def deck_lasts(players: int, game) -> bool | str:
    deck = game.deck("patterns").total
    needed = pattern_row_size(players) + pieces_to_end(players) * players
    return True if needed <= deck else f"{needed} patterns needed, {deck} in the deck"

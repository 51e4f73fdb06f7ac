"""Engine model of Kite Festival.

Wind is in km/h, lines in metres, the judges' marks out of 10. A kite flies when
the wind aloft is from 10 to 30 km/h; above 30 km/h the line breaks.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

LINE_LENGTHS = (50, 100, 150, 200)
EXTRA_WIND = {50: 0, 100: 5, 150: 5, 200: 10}
HEIGHT_BONUS = {50: 0, 100: 1, 150: 2, 200: 3}
GUST_CHANGE = {"lull": -5, "steady": 0, "gust": 5, "squall": 10}


@rule
def heats(players: int = 2) -> int:
    """Heats in the game: seven with two or three fliers, six with four or five."""
    return 7 if players <= 3 else 6


@rule
def tricks_dealt(players: int | None = None) -> int:
    """Trick cards in each player's hand at the start."""
    return 3


@rule
def line_cards_each(players: int | None = None) -> int:
    """Line cards each player takes: one of each length in their colour."""
    return len(LINE_LENGTHS)


@rule
def line_lengths() -> list[int]:
    return list(LINE_LENGTHS)


@rule
def lowest_flying_wind() -> int:
    """The least wind aloft a kite flies in (km/h)."""
    return 10


@rule
def line_limit() -> int:
    """The most wind aloft a line takes (km/h); above it the line breaks."""
    return 30


@rule
def top_mark() -> int:
    """The judges mark out of ten."""
    return 10


@rule
def plain_flight_marks() -> int:
    """What the judges give a trick flown on a line shorter than it needs."""
    return 3


@rule
def extra_wind_aloft(line: int) -> int:
    return EXTRA_WIND[line]


@rule
def height_bonus(line: int) -> int:
    return HEIGHT_BONUS[line]


@rule
def gust(roll: int) -> str:
    """The Gust die's result for a roll of 1-6."""
    if roll == 1:
        return "lull"
    if roll <= 3:
        return "steady"
    if roll <= 5:
        return "gust"
    return "squall"


@rule
def gust_change(result: str) -> int:
    """How much a Gust die result changes the wind aloft (km/h)."""
    return GUST_CHANGE[result.lower()]


@rule
def wind_aloft(card: int, line: int, gust: str) -> int:
    """The Wind card plus the line's extra wind plus the gust, never below 0."""
    return max(0, card + extra_wind_aloft(line) + gust_change(gust))


def _wind_value(wind: int | str) -> int:
    if isinstance(wind, str):
        return int(wind.split()[0])
    return wind


@rule
def kite_outcome(wind: int | str) -> str:
    w = _wind_value(wind)
    if w < lowest_flying_wind():
        return "Falls"
    if w > line_limit():
        return "Breaks"
    return "Flies"


@rule
def steady_air_bonus(wind: int | str) -> int:
    w = _wind_value(wind)
    return 1 if 15 <= w <= 25 else 0


@rule
def judges_mark(trick_marks: int, line: int, wind: int) -> int:
    """Marks for a trick flown on a line long enough for it, out of 10."""
    if kite_outcome(wind) != "Flies":
        return 0
    return min(top_mark(), trick_marks + height_bonus(line) + steady_air_bonus(wind))


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "field-board": 1,
        "wind": 40,
        "tricks": 30,
        "lines": line_cards_each(players) * players,
        "spool-boards": players,
        "kites": players,
        "wind-marker": 1,
        "heat-marker": 1,
        "rosettes": 15,
        "gust-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "tricks": {"hand": tricks_dealt(players), "draw": 1},
        "wind": {"per_round": 1, "turns": heats(players)},
        "gust": {"dice": 1},
    }


@invariant("the Wind deck lasts every heat of the game")
def wind_lasts(players: int, game) -> bool | str:
    total = game.deck("wind").total
    return True if total >= heats(players) else f"{total} Wind cards for {heats(players)} heats"


@invariant("the Trick deck deals every hand and the first refill")
def tricks_deal(players: int, game) -> bool | str:
    total = game.deck("tricks").total
    need = (tricks_dealt(players) + 1) * players
    return True if total >= need else f"{total} Trick cards, {need} needed"


@invariant("every Line card prints the extra wind and height bonus of its length", per_player_count=False)
def line_cards_agree(game) -> bool | str:
    for card in game.deck("lines").cards:
        length = card.fields["length"]
        if length not in LINE_LENGTHS:
            return f"{card.name}: no such line length {length}"
        if card.fields["extra_wind"] != EXTRA_WIND[length]:
            return f"{card.name}: extra wind {card.fields['extra_wind']}, engine {EXTRA_WIND[length]}"
        if card.fields["height_bonus"] != HEIGHT_BONUS[length]:
            return f"{card.name}: height bonus {card.fields['height_bonus']}, engine {HEIGHT_BONUS[length]}"
    return True


@invariant("every trick needs a line length a flier owns", per_player_count=False)
def tricks_need_real_lines(game) -> bool | str:
    for card in game.deck("tricks").cards:
        if card.fields["min_line"] not in LINE_LENGTHS:
            return f"{card.name} needs {card.fields['min_line']} m"
    return True


@invariant("the box holds one spool board and four Line cards per kite colour", per_player_count=False)
def colours_match(game) -> bool | str:
    colours = len(game.names["kite-colours"])
    boards = next(c for c in game.inventory if c.id == "spool-boards").count
    lines = game.deck("lines").total
    if boards != colours:
        return f"{boards} spool boards for {colours} colours"
    if lines != colours * len(LINE_LENGTHS):
        return f"{lines} Line cards for {colours} colours"
    return True

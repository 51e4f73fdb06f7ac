"""Engine model of Hill Record: a ski-jumping competition on a K-120 hill.

A jump's distance is the K-point plus the take-off card's metres, plus the
wind's metres, less 3 metres for every gate the coach lowers. Its score is
distance points + style points + wind compensation + gate compensation.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

K_POINT = 120          # metres
HILL_SIZE = 137        # metres
K_POINT_POINTS = 60    # distance points for landing on the K-point
POINTS_PER_METRE = 2
STYLE_LOSS = 6         # style points lost landing beyond the hill size
GATE_LINE = 130        # gate compensation is paid only from this distance
MOST_GATES = 2
METRES_PER_GATE = 3
POINTS_PER_GATE = 5
METRES_PER_WIND = 3    # per m/s, either way
HEADWIND_POINTS = 4    # taken off per m/s of headwind
TAILWIND_POINTS = 5    # added per m/s of tailwind
JUDGES = 5
MARKS_COUNTED = 3


@rule
def k_point(players: int | None = None) -> int:
    """The K-point, in metres."""
    return K_POINT


@rule
def hill_size(players: int | None = None) -> int:
    """The hill size, in metres: the last safe landing."""
    return HILL_SIZE


@rule
def k_point_points(players: int | None = None) -> int:
    """Distance points for a jump that lands exactly on the K-point."""
    return K_POINT_POINTS


@rule
def points_per_metre(players: int | None = None) -> int:
    """Distance points gained (or lost) per metre beyond (or short of) the K-point."""
    return POINTS_PER_METRE


@rule
def style_loss_beyond_hill(players: int | None = None) -> int:
    """Style points lost when a jump lands beyond the hill size."""
    return STYLE_LOSS


@rule
def gate_compensation_line(players: int | None = None) -> int:
    """The distance a jump must reach for gate compensation to be paid."""
    return GATE_LINE


@rule
def most_gates_lowered(players: int | None = None) -> int:
    """The most gates a coach may lower for one jump."""
    return MOST_GATES


@rule
def takeoff_dealt(players: int | None = None) -> int:
    """Take-off cards dealt to each player at setup (they last the whole competition)."""
    return 5


@rule
def judges_per_jump(players: int | None = None) -> int:
    """Judge cards drawn for every jump: one per judge."""
    return JUDGES


@rule
def marks_counted(players: int | None = None) -> int:
    """Judges' marks that count once the highest and the lowest are dropped."""
    return MARKS_COUNTED


@rule
def finalists(players: int) -> int:
    """How many jumpers take the final jump: the last one after two rounds is out at 4 and 5 players."""
    return players - 1 if players >= 4 else players


@rule
def wind_metres(wind: int) -> int:
    """Metres a wind of this many m/s adds (headwind, plus) or takes (tailwind, minus)."""
    return METRES_PER_WIND * wind


@rule
def wind_compensation(wind: int) -> int:
    """Points the jury adds for a tailwind (wind below 0) and takes for a headwind."""
    if wind > 0:
        return -HEADWIND_POINTS * wind
    return TAILWIND_POINTS * -wind


@rule
def gate_metres(gates: int) -> int:
    """Metres lost for the gates the coach lowers."""
    return -METRES_PER_GATE * gates


@rule
def gate_compensation(gates: int, distance: int | None = None) -> int:
    """Points added for the gates lowered, paid only when the jump reaches the line."""
    if distance is not None and distance < GATE_LINE:
        return 0
    return POINTS_PER_GATE * gates


@rule
def jump_distance(takeoff: int, wind: int, gates: int = 0, wind_reader: bool = False) -> int:
    """Where the jumper lands, in metres."""
    if wind_reader and wind < 0:
        wind = 0
    return K_POINT + takeoff + wind_metres(wind) + gate_metres(gates)


@rule
def distance_points(distance: int) -> int:
    """60 at the K-point, 2 more for every metre beyond it, 2 fewer for every metre short."""
    return K_POINT_POINTS + POINTS_PER_METRE * (distance - K_POINT)


@rule
def style_points(marks: list, bonus: int = 0, distance: int = K_POINT, telemark: bool = False) -> int:
    """The three middle marks of five, plus the take-off card's style, less the loss beyond the hill size."""
    middle = sorted(marks)[1:-1]
    total = sum(middle) + bonus
    if distance > HILL_SIZE and not telemark:
        total -= STYLE_LOSS
    return total


@rule
def jump_score(takeoff: int, bonus: int, wind: int, gates: int, marks: list,
               wind_reader: bool = False, telemark: bool = False) -> int:
    """A whole jump: distance points + style points + wind compensation + gate compensation."""
    distance = jump_distance(takeoff, wind, gates, wind_reader)
    wind_points = 0 if (wind_reader and wind < 0) else wind_compensation(wind)
    return (distance_points(distance)
            + style_points(marks, bonus, distance, telemark)
            + wind_points
            + gate_compensation(gates, distance))


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "takeoff": 30,
        "wind": 14,
        "judges": 30,
        "hill-board": 1,
        "jumper-markers": players,
        "score-pad": 1,
    }


@invariant("the Take-off deck deals every player their hand", per_player_count=True)
def takeoff_deals(players: int, game) -> bool | str:
    total = game.deck("takeoff").total
    need = takeoff_dealt(players) * players
    return True if total >= need else f"{need} cards dealt from a deck of {total}"


@invariant("every Wind card prints the metres and compensation of its wind", per_player_count=False)
def wind_cards_agree(game) -> bool | str:
    for card in game.deck("wind").cards:
        wind = card.fields["wind"]
        if card.fields["metres"] != wind_metres(wind):
            return f"{card.name} prints {card.fields['metres']} metres, the rule gives {wind_metres(wind)}"
        if card.fields["compensation"] != wind_compensation(wind):
            return f"{card.name} prints {card.fields['compensation']} points, the rule gives {wind_compensation(wind)}"
    return True


@invariant("every judge's mark lies between 0 and 20", per_player_count=False)
def marks_in_range(game) -> bool | str:
    bad = [c.name for c in game.deck("judges").cards if not 0 <= c.fields["mark"] <= 20]
    return True if not bad else f"out of range: {', '.join(bad)}"


@invariant("every possible landing lies on the printed landing hill (105 to 145 metres)", per_player_count=False)
def landings_fit_the_hill(game) -> bool | str:
    metres = [c.fields["metres"] for c in game.deck("takeoff").cards]
    winds = [c.fields["wind"] for c in game.deck("wind").cards]
    shortest = jump_distance(min(metres), min(winds), MOST_GATES)
    longest = jump_distance(max(metres), max(winds), 0)
    return True if 105 <= shortest and longest <= 145 else f"landings run {shortest} to {longest}"


@invariant("no jump can score more than 60 style points", per_player_count=False)
def style_within_sixty(game) -> bool | str:
    top = max(c.fields["mark"] for c in game.deck("judges").cards)
    bonus = max(c.fields["style"] for c in game.deck("takeoff").cards)
    best = style_points([top] * JUDGES, bonus)
    return True if best <= 60 else f"style can reach {best}"

"""Flight Levels: the rules the tables and the rulebook print."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

# The sector is 60 NM wide, 12 spaces of 5 NM each.
NM_PER_SPACE = 5
SPACES = 12
LEVELS = (300, 310, 320, 330, 340, 350, 360, 370)
APPROACH = 120          # 12,000 ft, written in hundreds of feet like a flight level
EAST, WEST = 90, 270


@rule
def hand_size(players: int = 2) -> int:
    """Instruction cards each controller holds."""
    return {1: 6, 2: 5, 3: 4, 4: 4}[players]


@rule
def opening_traffic(players: int = 2) -> int:
    """Aircraft already in the sector when the shift starts."""
    return {1: 2, 2: 3, 3: 3, 4: 4}[players]


@rule
def instructions_per_turn(players: int = 2) -> int:
    """Instruction cards a controller may play in one turn."""
    return 3 if players == 1 else 2


@rule
def nm_per_space(players: int | None = None) -> int:
    return NM_PER_SPACE


@rule
def separation_nm(players: int | None = None) -> int:
    """Two aircraft on one flight level must stay at least this far apart."""
    return 10


@rule
def airprox_limit(players: int | None = None) -> int:
    """The Airprox token that ends the shift."""
    return 3


@rule
def airprox_penalty(players: int | None = None) -> int:
    """Points lost at the end for each Airprox token."""
    return 5


@rule
def holding_penalty(players: int | None = None) -> int:
    """Points lost each time a new aircraft has to hold."""
    return 1


@rule
def missed_approach_penalty(players: int | None = None) -> int:
    """Points lost when an arrival flies out of the sector by the edge."""
    return 2


@rule
def levels_for(heading: str) -> str:
    """The flight levels right for a direction (the semicircular rule)."""
    if heading == "090°":
        return "FL310, FL330, FL350, FL370"
    return "FL300, FL320, FL340, FL360"


@rule
def entry_space(heading: str) -> str:
    """Where a new aircraft enters its level."""
    return "5 NM" if heading == "090°" else "60 NM"


@rule
def flies_toward(heading: str) -> str:
    return "the right" if heading == "090°" else "the left"


@rule
def gap_after_move(east_at: int, west_at: int, east_speed: int, west_speed: int) -> int:
    """NM between an eastbound and a westbound aircraft on one level after the move; 0 if they met or passed."""
    east = east_at + east_speed * NM_PER_SPACE
    west = west_at - west_speed * NM_PER_SPACE
    return max(0, west - east)


@rule
def separation_lost(gap: int) -> bool:
    return gap < separation_nm()


@rule
def final_score(delivered: list, airprox: int = 0, holds: int = 0, missed: int = 0) -> int:
    """The team's score at the end of the shift."""
    return (sum(delivered) - airprox * airprox_penalty() - holds * holding_penalty()
            - missed * missed_approach_penalty())


@rule
def rating(score: int | str) -> str:
    if score == "29 or less":
        return "Trainee"
    if score == "50 or more":
        return "Watch supervisor"
    if isinstance(score, int):
        if score <= 29:
            return "Trainee"
        if score >= 50:
            return "Watch supervisor"
    return "Controller"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "sector-board": 1,
        "strips": 24,
        "instructions": 30,
        "aircraft-tokens": 24,
        "airprox-tokens": 3,
        "shift-log": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"instructions": {"hand": hand_size(players), "draw": instructions_per_turn(players)},
            "strips": {"hand": 0, "draw": 1}}


@invariant("every strip flies a direction the board knows and enters on one of its levels", per_player_count=False)
def strips_fit_the_board(game) -> bool | str:
    for card in game.deck("strips").cards:
        f = card.fields
        if f["heading"] not in (EAST, WEST):
            return f"{card.name}: heading {f['heading']}"
        if f["entry_level"] not in LEVELS:
            return f"{card.name}: entry FL{f['entry_level']}"
        if not 1 <= f["speed"] <= 3:
            return f"{card.name}: speed {f['speed']}"
    return True


@invariant("every overflight leaves at a level right for its direction; arrivals leave at 12,000 ft",
           per_player_count=False)
def exits_are_right_for_direction(game) -> bool | str:
    for card in game.deck("strips").cards:
        f = card.fields
        level = f["exit_level"]
        if level == APPROACH:
            continue
        if level not in LEVELS:
            return f"{card.name}: exit FL{level}"
        odd = (level // 10) % 2 == 1
        if odd != (f["heading"] == EAST):
            return f"{card.name}: exit FL{level} is wrong for heading {f['heading']}"
    return True


@invariant("the box holds an aircraft token for every strip", per_player_count=False)
def a_token_per_strip(game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "aircraft-tokens")
    return tokens.count == game.deck("strips").total


@invariant("setup takes out every strip and instruction card", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    s = setup(1)
    return s["strips"] == game.deck("strips").total and s["instructions"] == game.deck("instructions").total


@invariant("the opening traffic and the hands leave cards in the decks")
def decks_last(players: int) -> bool:
    return opening_traffic(players) < 24 and hand_size(players) * players < 30

"""Engine model of Cricket Overs: the rules the printed tables and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

BAT_FACES = {1: "one", 2: "two", 3: "dot", 4: "four", 5: "howzat", 6: "six"}
RUNS_OFF_THE_BAT = {"one": 1, "two": 2, "dot": 0, "four": 4, "six": 6}
UMPIRE_FACES = {1: "bowled", 2: "caught", 3: "lbw", 4: "not-out", 5: "wide", 6: "no-ball"}
OUT = {"bowled", "caught", "lbw"}
EXTRA_RUNS = {"Wide": 1, "No ball": 1}
EXTRA_IDS = {"wide": "Wide", "no-ball": "No ball"}


# --- sides and overs -------------------------------------------------------

@rule
def larger_side(players: int) -> int:
    """Players in the side with more players (the sides differ by one at odd counts)."""
    return (players + 1) // 2


@rule
def smaller_side(players: int) -> int:
    return players // 2


@rule
def overs_per_innings(players: int = 2) -> int:
    """Four overs a side up to four players, six with five or six, so every bowler gets a fair share."""
    return 4 if players <= 4 else 6


@rule
def balls_per_over(players: int | None = None) -> int:
    return 6


@rule
def balls_per_innings(players: int = 2) -> int:
    return overs_per_innings(players) * balls_per_over()


@rule
def batters_per_side(players: int | None = None) -> int:
    return 6


@rule
def wickets_per_innings(players: int | None = None) -> int:
    """The innings ends when only one batter is left: he has no partner."""
    return batters_per_side() - 1


@rule
def delivery_cards_drawn(players: int | None = None) -> int:
    """Delivery cards the bowler draws at the start of each over."""
    return 3


@rule
def super_over_wickets(players: int | None = None) -> int:
    return 2


# --- the dice ----------------------------------------------------------------

@rule
def bat_result(roll: int) -> str:
    return BAT_FACES[roll]


@rule
def runs_for_face(face: int) -> int | None:
    """Runs off the bat for a face of the bat die; None for the Howzat face."""
    return RUNS_OFF_THE_BAT.get(BAT_FACES[face])


@rule
def umpire_call(roll: int) -> str:
    return UMPIRE_FACES[roll]


@rule
def extra_runs(kind: str) -> int:
    return EXTRA_RUNS[kind]


@rule
def bowled_again(kind: str) -> bool:
    return kind in EXTRA_RUNS


@rule
def free_hit_follows(kind: str) -> bool:
    return kind == "No ball"


# --- scoring ---------------------------------------------------------------

def _runs(ball: str) -> int:
    if ball in RUNS_OFF_THE_BAT:
        return RUNS_OFF_THE_BAT[ball]
    if ball in EXTRA_IDS:
        return EXTRA_RUNS[EXTRA_IDS[ball]]
    return 0  # a wicket or a Howzat given not out


@rule
def over_runs(balls: list) -> int:
    """Runs from a list of balls: bat results (one, two, dot, four, six) or umpire calls."""
    return sum(_runs(b) for b in balls)


@rule
def legal_balls(balls: list) -> int:
    """Balls that count toward the over: every ball but wides and no balls."""
    return sum(1 for b in balls if b not in EXTRA_IDS)


@rule
def wickets_in_over(balls: list) -> int:
    return sum(1 for b in balls if b in OUT)


@rule
def target(first_innings: int) -> int:
    return first_innings + 1


@rule
def runs_needed(target: int, score: int) -> int:
    return target - score


@rule
def wickets_left(lost: int) -> int:
    return wickets_per_innings() - lost


@rule
def margin_in_runs(first_innings: int, second_innings: int) -> int:
    return first_innings - second_innings


@rule
def margin_in_wickets(lost: int) -> int:
    return wickets_per_innings() - lost


# --- setup -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "deliveries": 20,
        "batters": 12,
        "pitch-mat": 1,
        "match-markers": 4,
        "bat-die": 1,
        "umpire-die": 1,
        "scorecard-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"deliveries": {"hand": 0, "draw": delivery_cards_drawn(), "holders": 1},
            "bat": {"dice": 1}, "umpire": {"dice": 1}}


# --- invariants --------------------------------------------------------------

@invariant("each side has its full batting order, numbered 1 to 6", per_player_count=False)
def full_batting_orders(game) -> bool | str:
    for side in game.names["sides"]:
        orders = sorted(c.fields["order"] for c in game.deck("batters").cards if c.fields["side"] == side)
        if orders != list(range(1, batters_per_side() + 1)):
            return f"{side} bat in order {orders}"
    return True


@invariant("the delivery deck holds enough cards for two overs before a reshuffle", per_player_count=False)
def deliveries_last(game) -> bool | str:
    total = game.deck("deliveries").total
    return True if total >= 2 * delivery_cards_drawn() else f"only {total} delivery cards"


@invariant("the setup takes the whole delivery and batter decks out of the box", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    s = setup(2)
    for deck in ("deliveries", "batters"):
        if s[deck] != game.deck(deck).total:
            return f"setup takes {s[deck]} {deck} but the deck has {game.deck(deck).total}"
    return True


@invariant("the batting side always has a player to roll and the bowling side one to bowl")
def sides_are_filled(players: int) -> bool:
    return smaller_side(players) >= 1 and larger_side(players) + smaller_side(players) == players

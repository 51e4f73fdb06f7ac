"""Deuce Court: the rules the tables, scoreboard and examples print."""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

CALLS = {0: "Love", 1: 15, 2: 30, 3: 40}

NEEDED = {"Game": 4, "Tiebreak": 7, "Set": 6, "Match": 2}
COUNTED_IN = {"Game": "points", "Tiebreak": "points", "Set": "games", "Match": "sets"}

CONSTANTS = {
    "Hand size": 5,
    "Faults before losing the point": 2,
    "Games each for a tiebreak": 6,
    "Sets in a match": 3,
}


@rule
def hand_size() -> int:
    """Cards each player holds after refilling."""
    return CONSTANTS["Hand size"]


@rule
def point_call(points: int) -> int | str:
    """What the umpire calls for a player who has won this many points in a game."""
    return CALLS[points]


@rule
def needed_to_win(stage: str) -> int:
    return NEEDED[stage]


@rule
def counted_in(stage: str) -> str:
    return COUNTED_IN[stage]


@rule
def lead_needed(stage: str) -> int | None:
    """Games, tiebreaks and sets must be won by two; the match is simply best of three."""
    return None if stage == "Match" else 2


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def points_to_win_game() -> int:
    return NEEDED["Game"]


@rule
def games_to_win_set() -> int:
    return NEEDED["Set"]


@rule
def tiebreak_at() -> int:
    """Games each player has when the set goes to a tiebreak."""
    return CONSTANTS["Games each for a tiebreak"]


@rule
def tiebreak_points() -> int:
    return NEEDED["Tiebreak"]


@rule
def sets_in_match() -> int:
    return CONSTANTS["Sets in a match"]


@rule
def sets_to_win() -> int:
    return NEEDED["Match"]


@rule
def faults_allowed() -> int:
    return CONSTANTS["Faults before losing the point"]


@rule
def return_power(speed: int, spin: int) -> int:
    return speed + spin


@rule
def can_return(shot_speed: int, speed: int, spin: int) -> bool:
    return return_power(speed, spin) >= shot_speed


@rule
def game_won(points: int, other: int) -> bool:
    return points >= points_to_win_game() and points - other >= 2


@rule
def tiebreak_won(points: int, other: int) -> bool:
    return points >= tiebreak_points() and points - other >= 2


@rule
def set_won(games: int, other: int) -> bool:
    if games == tiebreak_at() + 1 and other == tiebreak_at():
        return True  # won the tiebreak
    return games >= games_to_win_set() and games - other >= 2


@rule
def call_score(server: int, receiver: int) -> str:
    """The umpire's call, server's score first."""
    if server >= 3 and receiver >= 3:
        if server == receiver:
            return "Deuce"
        if server == receiver + 1:
            return "Advantage server"
        if receiver == server + 1:
            return "Advantage receiver"
    if game_won(server, receiver):
        return "Game server"
    if game_won(receiver, server):
        return "Game receiver"
    if server == receiver:
        return f"{CALLS[server]}-all"
    return f"{CALLS[server]}-{CALLS[receiver]}"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "shots": 60,
        "scoreboard": 1,
        "score-markers": 3 * players,
        "serve-ball": 1,
        "match-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"shots": {"hand": hand_size(), "draw": 2}}


@invariant("the whole deck comes out at setup", per_player_count=False)
def deck_comes_out(game) -> bool | str:
    total = game.deck("shots").total
    return True if setup(2)["shots"] == total else f"setup takes 60 but the deck has {total}"


@invariant("both opening hands can be dealt with cards to spare", per_player_count=False)
def hands_fit(game) -> bool | str:
    total = game.deck("shots").total
    return True if total >= 4 * hand_size() else f"only {total} cards"


@invariant("some Return card can answer the fastest serve", per_player_count=False)
def fastest_serve_answerable(game) -> bool | str:
    cards = game.deck("shots").cards
    fastest = max(c.fields["speed"] for c in cards if c.fields["kind"] == "Serve")
    best = max(return_power(c.fields["speed"], c.fields["spin"]) for c in cards if c.fields["kind"] == "Return")
    return True if best >= fastest else f"the fastest serve is {fastest} but the best return power is {best}"


@invariant("a set can only end with a winner two games clear or by the tiebreak", per_player_count=False)
def set_scores_sane() -> bool:
    return set_won(6, 4) and set_won(7, 5) and set_won(7, 6) and not set_won(6, 5) and not set_won(6, 6)

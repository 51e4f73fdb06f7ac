"""Volley Sets: the numbers the rules compute with."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

TEAMS = ("Red Harbour", "Blue Summit")
KINDS = ("Serve", "Attack", "Block", "Dig")


# --- Sets and the match -------------------------------------------------------------


@rule
def points_to_win_set(set_number: int = 1) -> int:
    """Points a team needs to take a set: 25, but only 15 in the fifth set."""
    return 15 if set_number == 5 else 25


@rule
def winning_lead(set_number: int = 1) -> int:
    """A set is only won with a lead of two points."""
    return 2


@rule
def deuce_score(set_number: int = 1) -> int:
    """The tied score at which both score markers go back one space."""
    return points_to_win_set(set_number) - 1


@rule
def markers_back_to(set_number: int = 1) -> int:
    """Where both score markers go back to at deuce."""
    return deuce_score(set_number) - 1


@rule
def timeouts_per_set(set_number: int = 1) -> int:
    """Timeouts each team may call in one set."""
    return 2


@rule
def sets_to_win(players: int = 2) -> int:
    """Sets a team must win to take the match (best of five)."""
    return 3


@rule
def most_sets(players: int = 2) -> int:
    """The most sets a match can last."""
    return 2 * sets_to_win(players) - 1


@rule
def hand_size(players: int = 2) -> int:
    """Action cards each coach holds after drawing up."""
    return 5


@rule
def court_positions(players: int = 2) -> int:
    """Player cards each team has on court, one per position."""
    return 6


@rule
def set_winner(set_number: int, red: int, blue: int) -> str:
    """Who has won the set at this score, or 'nobody yet'."""
    target = points_to_win_set(set_number)
    lead = winning_lead(set_number)
    if red >= target and red - blue >= lead:
        return TEAMS[0]
    if blue >= target and blue - red >= lead:
        return TEAMS[1]
    return "nobody yet"


@rule
def after_deuce(set_number: int, red: int, blue: int) -> list[int]:
    """The two markers after the deuce rule: a tie at the deuce score moves both back."""
    if red == blue == deuce_score(set_number):
        back = markers_back_to(set_number)
        return [back, back]
    return [red, blue]


@rule
def match_winner(red_sets: int, blue_sets: int) -> str:
    """Who has won the match, or 'nobody yet'."""
    if red_sets >= sets_to_win():
        return TEAMS[0]
    if blue_sets >= sets_to_win():
        return TEAMS[1]
    return "nobody yet"


# --- The rally ------------------------------------------------------------------------


@rule
def rally_total(power: int, rating: int) -> int:
    """A card's total: its power plus the rating of the player who plays it."""
    return power + rating


@rule
def ace(serve: int, receive: int) -> bool:
    """The serve wins the point outright when the receive total is lower."""
    return receive < serve


@rule
def attack_scores(attack: int, defence: int) -> bool:
    """An attack wins the rally when the defence total is lower; a tie is saved."""
    return defence < attack


@rule
def rotate(court: list) -> list:
    """A side-out rotation: the player in position 2 moves to 1, 1 to 6, 6 to 5 and so on.

    `court` lists the players in positions 1 to 6.
    """
    return list(court[1:]) + list(court[:1])


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "actions": 48,
        "roster": 12,
        "court-mats": 2,
        "scoreboard": 1,
        "score-markers": 2,
        "timeout-tokens": 2 * timeouts_per_set(),
        "serve-token": 1,
        "set-tokens": most_sets(players),
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"actions": {"hand": hand_size(players), "draw": 2}}


# --- Invariants -----------------------------------------------------------------------


@invariant("each team has one player card for every court position", per_player_count=False)
def full_teams(game) -> bool | str:
    for team in TEAMS:
        n = sum(c.count for c in game.deck("roster").cards if c.fields["team"] == team)
        if n != court_positions():
            return f"{team} has {n} player cards"
    return True


@invariant("the two teams are equally strong: the same sum of ratings", per_player_count=False)
def teams_balanced(game) -> bool | str:
    sums = {}
    for team in TEAMS:
        sums[team] = sum(
            c.fields[k] for c in game.deck("roster").cards if c.fields["team"] == team
            for k in ("serve", "attack", "block", "dig")
        )
    return True if len(set(sums.values())) == 1 else f"rating sums differ: {sums}"


@invariant("the action deck holds every kind of card", per_player_count=False)
def every_kind(game) -> bool | str:
    kinds = {c.fields["kind"] for c in game.deck("actions").cards}
    missing = [k for k in KINDS if k not in kinds]
    return True if not missing else f"no {', '.join(missing)} cards"


@invariant("setup takes out the whole action deck", per_player_count=False)
def whole_deck(game) -> bool | str:
    total = game.deck("actions").total
    return True if setup(2)["actions"] == total else f"setup says 48, the deck has {total}"


@invariant("the box holds a set token for every set a match can last", per_player_count=False)
def set_tokens_suffice(game) -> bool:
    line = next(c for c in game.inventory if c.id == "set-tokens")
    return line.count >= most_sets()


@invariant("the box holds every team's timeout tokens", per_player_count=False)
def timeout_tokens_suffice(game) -> bool:
    line = next(c for c in game.inventory if c.id == "timeout-tokens")
    return line.count == len(TEAMS) * timeouts_per_set()

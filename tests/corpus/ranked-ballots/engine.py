"""Ranked Ballots: the rules the tables, the count and the worked example compute with."""

from generator.engine import invariant, rule

PLAYERS = (3, 6)

ISSUES = ("Jobs", "Schools", "Housing", "Transit")

# election -> (winner's prize, runner-up's prize), in Mandate points
PRIZES = {"Council": (4, 2), "Mayor": (6, 3), "Governor": (8, 4)}


@rule
def ballots_dealt(players: int) -> int:
    """Ballot cards dealt face up as the electorate of each election."""
    return 2 * players + 2


@rule
def quota(players: int) -> int:
    """Half the ballots dealt, plus one."""
    return ballots_dealt(players) // 2 + 1


@rule
def campaign_rounds(players: int) -> int:
    """Rounds of turns before the count."""
    return 5 if players <= 4 else 4


@rule
def hand_size(players: int | None = None) -> int:
    """Campaign cards each player holds at the start of an election and after each turn."""
    return 4


@rule
def starting_funds(players: int | None = None) -> int:
    """Funds each player takes at the start of the game."""
    return 3


@rule
def fundraise_funds(players: int | None = None) -> int:
    """Funds gained by discarding a card instead of playing it."""
    return 2


@rule
def markers_each(players: int | None = None) -> int:
    """Candidate markers in each player's colour."""
    return 12


@rule
def points_per_first_choice(players: int | None = None) -> int:
    """Mandate points for each ballot that counts for you in the first count round."""
    return 1


@rule
def winner_prize(election: str) -> int:
    return PRIZES[election][0]


@rule
def runner_up_prize(election: str) -> int:
    return PRIZES[election][1]


@rule
def election_points(election: str, first_choices: int, place: str = "other") -> int:
    """What one candidate scores for one election: first choices plus a prize."""
    points = first_choices * points_per_first_choice()
    if place == "winner":
        points += winner_prize(election)
    elif place == "runner-up":
        points += runner_up_prize(election)
    return points


def _candidates(ballots: list) -> list:
    seen: list = []
    for ballot in ballots:
        for name in ballot:
            if name not in seen:
                seen.append(name)
    return seen


def _tally(ballots: list, continuing: list) -> dict:
    tally = {name: 0 for name in continuing}
    for ballot in ballots:
        for name in ballot:
            if name in tally:
                tally[name] += 1
                break
    return tally


def _count(ballots: list, players: int) -> list:
    """Every count round's tally, until someone reaches the quota or stands alone."""
    continuing = _candidates(ballots)
    first = _tally(ballots, continuing)
    rounds = []
    while True:
        tally = _tally(ballots, continuing)
        rounds.append(tally)
        leader = max(continuing, key=lambda name: tally[name])
        if tally[leader] >= quota(players) or len(continuing) == 1:
            return rounds
        fewest = min(tally.values())
        tied = [name for name in continuing if tally[name] == fewest]
        # fewer first choices goes first; the Chair breaks what is left (here: the later name)
        tied.sort(key=lambda name: (first[name], -continuing.index(name)))
        continuing.remove(tied[0])


@rule
def first_choices(ballots: list, candidate: str) -> int:
    """Ballots that rank this candidate first."""
    return sum(1 for ballot in ballots if ballot and ballot[0] == candidate)


@rule
def tally(ballots: list, players: int, count_round: int, candidate: str) -> int:
    """Ballots counted for a candidate in one count round (0 once eliminated)."""
    rounds = _count(ballots, players)
    return rounds[count_round - 1].get(candidate, 0)


@rule
def count_rounds_needed(ballots: list, players: int) -> int:
    return len(_count(ballots, players))


@rule
def election_winner(ballots: list, players: int) -> str:
    last = _count(ballots, players)[-1]
    return max(last, key=lambda name: last[name])


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "ballots": ballots_dealt(players),
        "campaign": 44,
        "candidate-markers": markers_each() * players,
        "tally-markers": players,
        "score-markers": players,
        "funds": 40,
        "chair-token": 1,
        "election-marker": 1,
        "count-board": 1,
        "count-pad": 1,
    }


@invariant("the campaign deck lasts a whole election at every count")
def deck_lasts(players: int, game) -> bool | str:
    needed = players * (hand_size() + campaign_rounds(players) - 1)
    have = game.deck("campaign").total
    return True if needed <= have else f"{needed} cards needed, {have} in the deck"


@invariant("a player never runs out of candidate markers", per_player_count=False)
def markers_suffice(game) -> bool | str:
    for players in game.players:
        # a Rally places two and an Ad buy one more, each turn; never two of yours on one ballot
        most = min(ballots_dealt(players), campaign_rounds(players) * 3)
        if most > markers_each():
            return f"{most} markers could be needed at {players} players"
    return True


@invariant("the ballot deck deals the largest electorate", per_player_count=False)
def ballots_suffice(game) -> bool | str:
    need = ballots_dealt(game.max_players)
    have = game.deck("ballots").total
    return True if need <= have else f"{need} ballots needed, {have} in the deck"


@invariant("every issue has as many ballots as every other", per_player_count=False)
def issues_balanced(game) -> bool | str:
    per = {issue: 0 for issue in ISSUES}
    for card in game.deck("ballots").cards:
        per[card.fields["issue"]] += card.count
    return True if len(set(per.values())) == 1 else f"uneven issues: {per}"

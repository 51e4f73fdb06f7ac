"""Engine model of Harbour Lights (id mission-vote).

The numbers the rulebook prints: who is on which side, how big each team is,
how many Fail cards blow a job, when the game ends. Everything here is pure.
"""
from generator.engine import invariant, rule

PLAYERS = (5, 10)  # the same range as `players` in game.yaml

# Crew and informers by player count. The informers are always a minority,
# roughly a third of the table.
_SIDES = {5: (3, 2), 6: (4, 2), 7: (4, 3), 8: (5, 3), 9: (6, 3), 10: (6, 4)}

# Team size for each of the five jobs, by player count.
_TEAMS = {
    5: (2, 3, 2, 3, 3),
    6: (2, 3, 4, 3, 4),
    7: (2, 3, 3, 4, 4),
    8: (3, 4, 4, 5, 5),
    9: (3, 4, 4, 5, 5),
    10: (3, 4, 4, 5, 5),
}

JOBS = 5
JOBS_TO_WIN = 3
REJECTIONS_TO_LOSE = 5
DOUBLE_FAIL_JOB = 4           # the job that needs two Fail cards at big tables
DOUBLE_FAIL_FROM = 7          # ... from this many players up

CREW_ROLES = ("lookout", "bosun", "cook", "rigger", "pilot", "cooper")
INFORMER_ROLES = ("knife", "clerk", "tide-waiter", "harbour-rat")


@rule
def crew_players(players: int) -> int:
    """Players on the crew's side, the Lookout included."""
    return _SIDES[players][0]


@rule
def informer_players(players: int) -> int:
    """Players on the informers' side, the Knife included."""
    return _SIDES[players][1]


@rule
def team_size(players: int, job: int) -> int:
    """How many players go on the given job (1-5)."""
    return _TEAMS[players][job - 1]


@rule
def fails_to_blow(players: int, job: int) -> int:
    """Fail cards needed to blow a job: two on the fourth job at 7+ players, else one."""
    return 2 if job == DOUBLE_FAIL_JOB and players >= DOUBLE_FAIL_FROM else 1


@rule
def job_outcome(players: int, job: int, fails: int) -> str:
    """Clean or Blown, from the Fail cards turned over."""
    return "Blown" if fails >= fails_to_blow(players, job) else "Clean"


@rule
def proposal_passes(players: int, ayes: int) -> bool:
    """A proposal passes with a strict majority of Aye votes; a tie rejects it."""
    return ayes * 2 > players


@rule
def knife_guess_wins(named: str) -> bool:
    """The Knife's guess wins the game for the informers only if it names the Lookout."""
    return named == "Lookout"


@rule
def jobs_in_game(players: int | None = None) -> int:
    return JOBS


@rule
def jobs_to_win(players: int | None = None) -> int:
    """Clean jobs the crew needs, or blown jobs the informers need."""
    return JOBS_TO_WIN


@rule
def rejections_to_lose(players: int | None = None) -> int:
    """Proposals rejected in a row that lose the game for the crew."""
    return REJECTIONS_TO_LOSE


@rule
def double_fail_job() -> int:
    """The job on the board marked as needing two Fail cards at seven or more players."""
    return DOUBLE_FAIL_JOB


@rule
def largest_team(players: int) -> int:
    return max(_TEAMS[players])


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    crew, informers = _SIDES[players]
    out: dict[str, int] = {
        "roles": players,
        "roles/lookout": 1,
        "roles/knife": 1,
        "votes": 2 * players,
        "votes/aye": players,
        "votes/nay": players,
        "jobs": 2 * largest_team(players),
        "job-tokens": JOBS,
        "team-tokens": largest_team(players),
        "lantern": 1,
        "watch-marker": 1,
        "harbour-board": 1,
        "rumours": 8 if variant == "rumours" else 0,
    }
    for card in CREW_ROLES[1:crew]:
        out[f"roles/{card}"] = 1
    for card in INFORMER_ROLES[1:informers]:
        out[f"roles/{card}"] = 1
    return out


@invariant("the sides add up to the table, and the informers are always fewer")
def sides_fit(players: int) -> bool | str:
    crew, informers = _SIDES[players]
    if crew + informers != players:
        return f"{crew} crew and {informers} informers at {players} players"
    return True if informers < crew else "the informers are not a minority"


@invariant("every team fits the table and the job cards in the box")
def teams_fit(players: int, game) -> bool | str:
    jobs = game.deck("jobs")
    successes = next(c.count for c in jobs.cards if c.id == "success")
    fails = next(c.count for c in jobs.cards if c.id == "fail")
    for job, size in enumerate(_TEAMS[players], start=1):
        if size > players:
            return f"job {job} needs {size} of {players} players"
        if size > successes or size > fails:
            return f"job {job} needs {size} Success and Fail cards"
        if fails_to_blow(players, job) > min(size, informer_players(players)):
            return f"job {job} can never be blown"
    return True


@invariant("the role deck holds a card for every seat on each side", per_player_count=False)
def roles_cover_sides(game) -> bool | str:
    roles = game.deck("roles").cards
    crew = sum(c.count for c in roles if c.fields["side"] == "Crew")
    informers = sum(c.count for c in roles if c.fields["side"] == "Informers")
    most_crew = max(c for c, _ in _SIDES.values())
    most_informers = max(i for _, i in _SIDES.values())
    if crew < most_crew or informers < most_informers:
        return f"{crew} crew and {informers} informer role cards"
    return True

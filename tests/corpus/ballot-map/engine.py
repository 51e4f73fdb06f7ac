"""Engine model of Ballot Map.

The rules the printed tables, the worked examples and the rulebook's
placeholders are bound to. Pure functions of their arguments.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 5)

# Electoral votes per region, in the order the board lists them.
VOTES = {
    "Harbor Coast": 9,
    "Iron Valley": 8,
    "Capital District": 7,
    "Prairie Belt": 6,
    "Lake Country": 5,
    "Pine Ridge": 4,
    "Sun Mesa": 4,
    "Salt Flats": 3,
    "Old Frontier": 3,
}

DEBATE_REWARDS = {"First": 3, "Second": 2, "Third": 1, "Fourth or fifth": 0}
PLACES = ["First", "Second", "Third", "Fourth or fifth", "Fourth or fifth"]


# --- setup -------------------------------------------------------------------

@rule
def cubes_per_player(players: int) -> int:
    """Campaign cubes each candidate takes: fewer when the map is crowded."""
    return 42 - 4 * players


@rule
def starting_funds(players: int) -> int:
    return 9 - players


@rule
def undecided_per_region(players: int) -> int:
    """Grey undecided cubes set in every region at the start."""
    return 5 - players


@rule
def rounds(players: int = 3, variant: str | None = None) -> int:
    if variant == "short":
        return 3
    return 5 if players < 5 else 4


@rule
def hand_size(players: int | None = None) -> int:
    return 5


@rule
def plays_per_round(players: int | None = None) -> int:
    """Times around the table in the Campaigning phase."""
    return 3


@rule
def scandal_limit(players: int | None = None) -> int:
    """Scandal cards a player may hold at once."""
    return 2


@rule
def home_cubes(players: int | None = None) -> int:
    """Cubes each candidate puts in their home region during setup."""
    return 2


@rule
def debate_rounds(players: int = 3, variant: str | None = None) -> list[int]:
    if variant == "short":
        return [2]
    return [2, 4]


# --- campaigning --------------------------------------------------------------

@rule
def income(leads: int | str) -> int:
    """Funds taken in Fundraising for the regions you lead."""
    if leads == "4 or more":
        return 7
    return min(3 + leads, 7)


@rule
def rally_cubes() -> int:
    return 1


@rule
def scandal_penalty() -> int:
    """Debate spaces a player loses for playing a Scandal."""
    return 1


# --- debate -------------------------------------------------------------------

@rule
def debate_reward(place: str) -> int:
    """Bonus cubes placed by a debate finisher."""
    return DEBATE_REWARDS[place]


@rule
def debate_after(space: int) -> int:
    """Where a debate marker stands after the debate: half, rounded down."""
    return space // 2


@rule
def debate_track_end() -> int:
    return 10


def _order(positions: dict, arrived_first: list | None = None) -> list[str]:
    """Candidates from furthest to least far on the debate track.

    On a shared space, the one that arrived first is ahead; arrived_first lists
    names in arrival order for such ties (earlier = ahead).
    """
    arrived_first = arrived_first or []

    def key(name: str):
        rank = arrived_first.index(name) if name in arrived_first else len(arrived_first)
        return (-positions[name], rank)

    return sorted(positions, key=key)


@rule
def debate_cubes(positions: dict, candidate: str, arrived_first: list | None = None) -> int:
    """Bonus cubes one candidate places after a debate."""
    order = _order(positions, arrived_first)
    return debate_reward(PLACES[order.index(candidate)])


# --- the tally ----------------------------------------------------------------

@rule
def electoral_votes(region: str) -> int:
    return VOTES[region]


@rule
def runner_up_votes(votes: int | str) -> int:
    """Votes for second place in a big region: a third of its votes, rounded down."""
    if isinstance(votes, str):
        votes = VOTES[votes]
    return votes // 3 if votes >= 6 else 0


@rule
def runner_up_in(region: str) -> int:
    """Runner-up votes of a region, by its name (the region table's row)."""
    return runner_up_votes(VOTES[region])


def _ranking(cubes: dict, undecided: int, debate: dict) -> list[str]:
    """Candidates in a region in order of finish; 'undecided' stands for the grey cubes.

    Ties between candidates go to the one further along the debate track. The
    undecided cubes win every tie they are part of.
    """
    names = [n for n in cubes if cubes[n] > 0]
    names.sort(key=lambda n: (-cubes[n], -debate.get(n, 0)))
    order: list[str] = []
    placed = False
    for n in names:
        if not placed and undecided >= cubes[n] and undecided > 0:
            order.append("undecided")
            placed = True
        order.append(n)
    if not placed and undecided > 0:
        order.append("undecided")
    return order


@rule
def region_winner(cubes: dict, undecided: int = 0, debate: dict | None = None) -> str:
    """Who takes a region's votes: a candidate's name, or 'nobody'."""
    order = _ranking(cubes, undecided, debate or {})
    if not order or order[0] == "undecided":
        return "nobody"
    return order[0]


@rule
def region_runner_up(cubes: dict, undecided: int = 0, debate: dict | None = None) -> str:
    """Who comes second in a region ('nobody' when the undecided cubes do)."""
    order = _ranking(cubes, undecided, debate or {})
    if len(order) < 2 or order[1] == "undecided":
        return "nobody"
    return order[1]


@rule
def total_votes(won: list, second: list | None = None, debate_bonus: bool = False) -> int:
    """A candidate's final tally from the regions they won and came second in."""
    total = sum(VOTES[r] for r in won)
    total += sum(runner_up_votes(r) for r in (second or []))
    return total + (debate_leader_bonus() if debate_bonus else 0)


@rule
def debate_leader_bonus() -> int:
    """Votes for the candidate furthest along the debate track at the final tally."""
    return 2


@rule
def all_votes() -> int:
    return sum(VOTES.values())


# --- setup --------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "campaign": 40,
        "scandal": 16,
        "campaign-cubes": cubes_per_player(players) * players,
        "undecided-cubes": undecided_per_region(players) * len(VOTES),
        "debate-markers": players,
        "vote-markers": players,
        "round-marker": 1,
        "funds-tokens": 42,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"campaign": {"hand": hand_size(), "draw": plays_per_round()}}


# --- invariants ---------------------------------------------------------------

@invariant("the box holds the campaign cubes every candidate takes")
def cubes_suffice(players: int, game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "campaign-cubes")
    if cubes_per_player(players) > line.per_player:
        return f"{cubes_per_player(players)} cubes each, {line.per_player} per colour"
    return True


@invariant("the grey cubes cover every region at every count")
def undecided_suffice(players: int, game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "undecided-cubes")
    need = undecided_per_region(players) * len(VOTES)
    return True if need <= line.count else f"{need} undecided cubes needed, {line.count} in the box"


@invariant("the board's regions are the regions the engine scores", per_player_count=False)
def regions_match(game) -> bool | str:
    names = list(game.names["regions"])
    return True if names == list(VOTES) else f"board {names} vs engine {list(VOTES)}"


@invariant("the campaign deck deals every opening hand and still has a round of plays", per_player_count=False)
def deck_deals(game) -> bool | str:
    deck = game.deck("campaign").total
    need = (hand_size() + plays_per_round()) * game.max_players
    return True if deck >= need else f"{deck} cards, {need} needed"


@invariant("every basic action costs no more than a candidate starts with")
def actions_affordable(players: int, game) -> bool | str:
    for cost in game.costs:
        total = sum(item.amount for item in cost.items)
        if total > starting_funds(players):
            return f"{cost.name} costs {total}"
    return True


@invariant("a runner-up never gets half a region's votes", per_player_count=False)
def runner_up_small(game) -> bool | str:
    for region, votes in VOTES.items():
        if 2 * runner_up_votes(votes) >= votes:
            return f"{region}: {runner_up_votes(votes)} of {votes}"
    return True

"""Count the Night: the rules the tables, examples and sheets print."""
from generator.engine import invariant, rule

PLAYERS = (3, 5)

DISTRICT_SEATS = {"Northport": 3, "Riverside": 4, "Old Town": 5, "Hillcrest": 6, "Capital": 7}
WEEKS = {3: 6, 4: 5, 5: 4}
BONUS = {"Premier": 5, "Minister": 3, "Opposition": 0}
CHIPS = {"1k": 1000, "5k": 5000, "10k": 10000}


@rule
def district_seats(district: str) -> int:
    """Seats a district elects."""
    return DISTRICT_SEATS[district]


@rule
def total_seats(players: int | None = None) -> int:
    """Seats in parliament: every district's seats together."""
    return sum(DISTRICT_SEATS.values())


@rule
def majority(players: int | None = None) -> int:
    """Seats a government needs: more than half of parliament."""
    return total_seats() // 2 + 1


@rule
def campaign_weeks(players: int = 3) -> int:
    """Rounds of campaigning before election night."""
    return WEEKS[players]


@rule
def hand_size(players: int | None = None) -> int:
    """Campaign cards each player holds at the end of a turn."""
    return 3


@rule
def base_votes() -> int:
    """Votes every party starts with in every district."""
    return 5000


@rule
def heartland_votes() -> int:
    """Extra votes a party starts with in its heartland."""
    return 8000


@rule
def fundraise_votes() -> int:
    """Votes a Fundraise step adds for the card it discards."""
    return 1000


@rule
def threshold_percent() -> int:
    """Share of a district's votes a party needs to take part in its count."""
    return 5


@rule
def threshold_votes(total: int) -> int:
    """The least votes that reach the threshold in a district of `total` votes (rounded up)."""
    return -(-total * threshold_percent() // 100)


@rule
def list_size() -> int:
    """Candidates on each party's list in a district: the most seats it can win there."""
    return 4


@rule
def divisors() -> list:
    """What each party's votes are divided by on election night."""
    return list(range(1, list_size() + 1))


@rule
def total_votes(votes: list) -> int:
    """Votes cast in a district."""
    return sum(votes)


@rule
def quotient(votes: int, divisor: int, total: int | None = None):
    """A party's quotient, fractions dropped; None for a party under the threshold."""
    if total is not None and votes < threshold_votes(total):
        return None
    return votes // divisor


def ranking(votes: list, seats: int) -> list:
    """The quotients that win the seats, best first: (quotient, party index)."""
    total = sum(votes)
    entries = []
    for index, v in enumerate(votes):
        if v < threshold_votes(total):
            continue
        for d in divisors():
            # higher quotient first; on a tie, more votes; then earlier in turn order
            entries.append((-(v // d), -v, index))
    entries.sort()
    return [(-q, index) for q, _, index in entries[:seats]]


@rule
def dhondt(votes: list, seats: int) -> list:
    """Seats each party wins in a district, in the order the votes are given."""
    won = [0] * len(votes)
    for _, index in ranking(votes, seats):
        won[index] += 1
    return won


@rule
def last_quotient(votes: list, seats: int) -> int:
    """The quotient that took the district's last seat."""
    return ranking(votes, seats)[-1][0]


@rule
def coalition_seats(seats: list) -> int:
    """Seats a coalition holds together."""
    return sum(seats)


@rule
def has_majority(seats: int) -> bool:
    return seats >= majority()


@rule
def role_bonus(role: str) -> int:
    """Points for a party's place after the coalition is formed."""
    return BONUS[role]


@rule
def final_score(seats: int, role: str) -> int:
    """A party's points at the end: its seats and its bonus."""
    return seats + role_bonus(role)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "campaign": 36,
        "election-board": 1,
        "vote-chips": 130,
        "party-markers": players,
        "count-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"campaign": {"hand": hand_size(players), "draw": 1}}


@invariant("the districts' seats make up parliament, and a majority is more than half", per_player_count=False)
def seats_add_up(game) -> bool | str:
    table = next(t for t in game.tables if t.id == "districts")
    printed = sum(table.rows[0].values)
    if printed != total_seats():
        return f"districts print {printed} seats, parliament has {total_seats()}"
    return majority() * 2 > total_seats() >= (majority() - 1) * 2


@invariant("three lists of four can always fill the largest district", per_player_count=False)
def lists_fill_districts() -> bool:
    return PLAYERS[0] * list_size() >= max(DISTRICT_SEATS.values())


@invariant("the bank of vote chips covers every party's base and heartland votes")
def chips_cover_setup(players: int, game) -> bool | str:
    sheet = next(t for t in game.tokens if t.component == "vote-chips")
    bank = sum(CHIPS[f.front] * f.count for f in sheet.faces)
    opening = players * (len(DISTRICT_SEATS) * base_votes() + heartland_votes())
    return True if bank >= opening * 2 else f"bank {bank} against {opening} at setup"


@invariant("the Campaign deck deals every opening hand with a week of draws to spare")
def deck_deals(players: int, game) -> bool | str:
    deck = game.deck("campaign")
    needed = players * (hand_size(players) + 1)
    return True if deck.total >= needed else f"{deck.total} cards, {needed} needed"

"""Two Thirds: the rules the tables print, as small functions."""

from generator.engine import invariant, rule

PLAYERS = (4, 6)

# Seats each place on the Support track earns, by player count (1st place first).
SEAT_SHARES = {
    4: (9, 7, 5, 3),
    5: (8, 7, 6, 5, 4),
    6: (8, 7, 6, 5, 4, 3),
}

SEAT_TILES = (3, 4, 5, 6, 7, 8, 9)   # the seat tiles in the box, one of each
LAW_DECK = 36
AGENDA_DECK = 12
INFLUENCE_IN_BOX = 60


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


@rule
def sessions(players: int) -> int:
    """Sessions in a game: four with four players, three with more."""
    return 4 if players == 4 else 3


@rule
def seats(players: int, rank: int) -> int | None:
    """Seats for the party in place `rank` on the Support track (None: no such place)."""
    shares = SEAT_SHARES[players]
    return shares[rank - 1] if rank <= len(shares) else None


@rule
def chamber_seats(players: int) -> int:
    """All the seats in the chamber at this count."""
    return sum(SEAT_SHARES[players])


@rule
def quorum(players: int) -> int:
    """Votes (Yes and No) a vote needs to count at all: half the chamber, rounded up."""
    return _ceil_div(chamber_seats(players), 2)


@rule
def yes_needed(cast: int) -> int:
    """Yes votes needed for a two-thirds majority of the votes cast."""
    return _ceil_div(2 * cast, 3)


@rule
def yes_to_pass_full(players: int) -> int:
    """Yes votes needed when every seat of the chamber votes Yes or No."""
    return yes_needed(chamber_seats(players))


@rule
def law_passes(yes: int, no: int, players: int) -> bool:
    """A law passes with a quorum and at least two-thirds of the votes cast."""
    cast = yes + no
    return cast >= quorum(players) and yes >= yes_needed(cast)


@rule
def vetoers_needed(players: int | None = None) -> int:
    """Leaders (not the proposer) who must each spend a Veto token to strike a law."""
    return 3


@rule
def veto_succeeds(vetoers: int) -> bool:
    return vetoers >= vetoers_needed()


@rule
def veto_tokens(players: int | None = None) -> int:
    return 2


@rule
def hand_size(players: int | None = None) -> int:
    return 3


@rule
def agendas_dealt(players: int | None = None) -> int:
    return 2


@rule
def starting_influence(players: int | None = None) -> int:
    return 5


@rule
def starting_support(players: int | None = None) -> int:
    return 3


@rule
def failed_law_support() -> int:
    """Support a proposer loses when its law fails the vote."""
    return 1


@rule
def influence_income(seats: int) -> int:
    """Influence a party gains in Recess: one for every three seats it holds."""
    return seats // 3


@rule
def influence_per_prestige() -> int:
    """Influence left at the end that scores one Prestige."""
    return 3


@rule
def influence_points(influence: int) -> int:
    return influence // influence_per_prestige()


@rule
def agenda_points(laws: int, per_law: int) -> int:
    return laws * per_law


@rule
def final_score(track: int, agenda: int, influence: int) -> int:
    return track + agenda + influence_points(influence)


@rule
def support_track_top() -> int:
    return 12


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "chamber-board": 1,
        "laws": LAW_DECK,
        "agendas": AGENDA_DECK,
        "ballots": 0 if variant == "open-ballot" else 3 * players,
        "influence": INFLUENCE_IN_BOX,
        "veto-tokens": veto_tokens(players) * players,
        "seat-tiles": players,
        "speaker-gavel": 1,
        "support-markers": players,
        "prestige-markers": players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"laws": {"hand": hand_size(players), "draw": 1}}


@invariant("the seats shared out add up to the chamber, one tile for each share")
def seats_have_tiles(players: int) -> bool | str:
    shares = SEAT_SHARES[players]
    if len(shares) != players:
        return f"{len(shares)} shares for {players} players"
    missing = [s for s in shares if s not in SEAT_TILES]
    if missing or len(set(shares)) != len(shares):
        return f"no seat tile for {missing}" if missing else "two parties need the same seat tile"
    return True


@invariant("a higher place never earns fewer seats")
def seats_fall_with_rank(players: int) -> bool:
    shares = SEAT_SHARES[players]
    return all(a >= b for a, b in zip(shares, shares[1:]))


@invariant("the law deck fills every hand and every proposal")
def law_deck_lasts(players: int, game) -> bool | str:
    deck = game.deck("laws").total
    needed = players * hand_size(players) + players * (sessions(players) - 1)
    return True if deck >= needed else f"{deck} laws, {needed} needed"


@invariant("the engine's box counts match game.yaml", per_player_count=False)
def box_counts(game) -> bool | str:
    if game.deck("laws").total != LAW_DECK:
        return "law deck differs"
    if game.deck("agendas").total != AGENDA_DECK:
        return "agenda deck differs"
    influence = next(c for c in game.inventory if c.id == "influence")
    if influence.count != INFLUENCE_IN_BOX:
        return "influence differs"
    tiles = next(c for c in game.inventory if c.id == "seat-tiles")
    return True if tiles.count == len(SEAT_TILES) else "seat tiles differ"


@invariant("every party can be dealt its agendas and its starting Influence")
def supplies_cover(players: int) -> bool:
    return (players * agendas_dealt(players) <= AGENDA_DECK
            and players * starting_influence(players) <= INFLUENCE_IN_BOX)


@invariant("a veto needs fewer leaders than sit outside the proposer's party")
def veto_possible(players: int) -> bool:
    return vetoers_needed(players) <= players - 1

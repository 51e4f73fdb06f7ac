"""Engine model of Senate Floor.

The numbers the setup table, the scoring table and the worked examples print
are computed here; game.yaml only states them, and `pnp check` holds the two
together.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 6)  # the same range as `players` in game.yaml

FACTIONS = ("Patricians", "Plebeians", "Merchants", "Legions")

# Tracks on the Senate board.
TREASURY_MAX = 20
UNREST_MAX = 10          # the marker reaching this space ends the game: the city burns, everyone loses
STANDING_MAX = 10

# The influence supply: tokens worth 1 and tokens worth 5.
ONES = 50
FIVES = 20


@rule
def bills_per_game(players: int = 4) -> int:
    """Bills put to the vote over a whole game: one per round, six more than the players."""
    return players + 6


@rule
def starting_influence(players: int = 4) -> int:
    """Influence each senator takes at setup: more in a small senate, less in a crowded one."""
    return {3: 12, 4: 10, 5: 10, 6: 8}[players]


@rule
def agendas_dealt(players: int = 4) -> int:
    """Agenda cards dealt to each senator; at three players you keep one of the two."""
    return 2 if players == 3 else 1


@rule
def starting_unrest(players: int = 4) -> int:
    """Where the unrest marker starts: a bigger senate means a restless city."""
    return 2 if players <= 4 else 3


@rule
def influence_regained(players: int | None = None) -> int:
    """Influence each senator takes from the supply at the start of every round after the first."""
    return 3


@rule
def starting_treasury(players: int | None = None) -> int:
    """Where the treasury marker starts."""
    return 10


@rule
def starting_standing(players: int | None = None) -> int:
    """Where each faction's standing marker starts."""
    return 5


@rule
def unrest_limit() -> int:
    """The unrest space that ends the game with every senator losing."""
    return UNREST_MAX


@rule
def treasury_limit() -> int:
    """The highest the treasury can hold; anything above it is wasted."""
    return TREASURY_MAX


@rule
def standing_limit() -> int:
    """The top of each faction's standing track."""
    return STANDING_MAX


@rule
def ballot_total(tokens: list) -> int:
    """Influence on one side of a ballot: the sum of what each senator committed to it."""
    return sum(int(t) for t in tokens)


@rule
def vote_result(aye: int, nay: int, consul: str = "nay") -> str:
    """A bill passes on more Aye than Nay; on a tie the consul's casting word decides."""
    if aye > nay:
        return "passed"
    if nay > aye:
        return "failed"
    return "passed" if consul == "aye" else "failed"


@rule
def treasury_after(treasury: int, change: int) -> int:
    """The treasury after a bill's change, held between 0 and the top of the track."""
    return max(0, min(TREASURY_MAX, treasury + change))


@rule
def shortfall_unrest(treasury: int, change: int) -> int:
    """Unrest added when a bill costs more than the treasury holds: one per missing coin."""
    return max(0, -(treasury + change))


@rule
def influence_points(influence: int) -> int:
    """Victory points for influence left at the end: one per two."""
    return influence // 2


@rule
def agenda_score(standing: int, bonus: int, met: bool, influence_left: int) -> int:
    """A senator's final score: the agenda faction's standing, the agenda's bonus if its
    condition holds, and the points for influence left over."""
    return standing + (bonus if met else 0) + influence_points(influence_left)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "bills": 30,
        "agendas": 8,
        "scandals": 12,
        "senate-board": 1,
        "influence-tokens": 70,
        "vote-discs": players,
        "consul-token": 1,
        "track-markers": 7,
    }


@invariant("the bill deck covers every round with two bills drawn per proposal", per_player_count=True)
def bills_last(players: int, game) -> bool | str:
    deck = game.deck("bills").total
    need = 2 * bills_per_game(players)
    return True if deck >= need else f"{deck} bills, {need} drawn"


@invariant("a scandal is revealed every round, and the deck never runs out")
def scandals_last(players: int, game) -> bool | str:
    deck = game.deck("scandals").total
    return True if deck >= bills_per_game(players) else f"{deck} scandals for {bills_per_game(players)} rounds"


@invariant("the starting influence and the supply cover the whole table", per_player_count=True)
def supply_covers_start(players: int, game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "influence-tokens")
    if tokens.count != ONES + FIVES:
        return f"the box holds {tokens.count} influence tokens, the sheet {ONES + FIVES}"
    dealt = starting_influence(players) * players
    return True if dealt <= ONES + 5 * FIVES else f"{dealt} influence dealt from a supply of {ONES + 5 * FIVES}"


@invariant("every agenda card names a faction and a bonus no bigger than a full track", per_player_count=False)
def agendas_sane(game) -> bool | str:
    for card in game.deck("agendas").cards:
        if card.fields["faction"] not in FACTIONS:
            return f"{card.name} names no faction"
        if card.fields["bonus"] > STANDING_MAX:
            return f"{card.name}'s bonus is too big"
    return True


@invariant("no bill moves a faction more than two steps or the treasury more than four", per_player_count=False)
def bills_moderate(game) -> bool | str:
    for card in game.deck("bills").cards:
        if abs(card.fields["treasury"]) > 4:
            return f"{card.name} moves the treasury too far"
        for f in ("patricians", "plebeians", "merchants", "legions"):
            if abs(card.fields[f]) > 2:
                return f"{card.name} moves the {f} too far"
    return True

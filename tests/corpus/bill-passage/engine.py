"""Engine model of Bill Passage: the House, its committee, the floor vote and the veto.

Every number the rulebook, the quick reference and the board print comes from
a rule here or from game.yaml; pnp check holds the two together.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

HOUSE_SEATS = 435
COMMITTEE_SIZE = 7
SESSION_WEEKS = 12
CAUCUS_TOTAL = 360          # seats the players' caucuses hold between them; the rest swing


# ---------------------------------------------------------------- the House

@rule
def house_seats(players: int | None = None) -> int:
    """Seats in the House."""
    return HOUSE_SEATS


@rule
def majority(players: int | None = None) -> int:
    """Yea votes a bill needs to pass: a simple majority of the whole House."""
    return HOUSE_SEATS // 2 + 1


@rule
def override_majority(players: int | None = None) -> int:
    """Yea votes that override a veto: two thirds of the House, rounded up."""
    return -(-2 * HOUSE_SEATS // 3)


@rule
def caucus_seats(players: int) -> int:
    """Seats in each player's caucus."""
    return CAUCUS_TOTAL // players


@rule
def swing_seats(players: int | None = None) -> int:
    """Seats no player controls: the swing bloc."""
    return HOUSE_SEATS - CAUCUS_TOTAL


# ------------------------------------------------------------ the committee

@rule
def committee_size(players: int | None = None) -> int:
    """Members on the committee."""
    return COMMITTEE_SIZE


@rule
def committee_majority(players: int | None = None) -> int:
    """Aye votes that report a bill out of committee."""
    return COMMITTEE_SIZE // 2 + 1


@rule
def committee_members_each(players: int) -> int:
    """Committee members each player appoints."""
    return {2: 3, 3: 2, 4: 1}[players]


@rule
def swing_committee_members(players: int) -> int:
    """Committee members left to the swing bloc, decided by the Mood die."""
    return COMMITTEE_SIZE - players * committee_members_each(players)


@rule
def mood(roll: int) -> str:
    """The Mood die's result for a roll."""
    if roll <= 2:
        return "nay"
    if roll <= 4:
        return "aye"
    return "whip"


@rule
def committee_reports(ayes: int) -> bool:
    """Whether a committee with this many Aye votes reports the bill to the floor."""
    return ayes >= committee_majority()


# ------------------------------------------------------------ the session

@rule
def session_weeks(players: int | None = None) -> int:
    """Weeks in the session: one bill each week."""
    return SESSION_WEEKS


@rule
def speaker_weeks(players: int) -> int:
    """Weeks each player holds the gavel (and so sponsors a bill)."""
    return SESSION_WEEKS // players


@rule
def whip_cards_dealt(players: int | None = None) -> int:
    """Whip cards each player is dealt at the start."""
    return 3


@rule
def whip_cards_drawn(players: int | None = None) -> int:
    """Whip cards each player draws when the week adjourns."""
    return 1


@rule
def hand_limit(players: int | None = None) -> int:
    """Whip cards a player may hold after drawing."""
    return 5


@rule
def bills_revealed(players: int | None = None) -> int:
    """Bill cards the Speaker looks at to choose one."""
    return 2


# ------------------------------------------------------------ the floor

@rule
def swing_after_whips(start: int, moves: list) -> int:
    """Swing votes for Yea after whips move them (+ to Yea, - to Nay), kept inside the bloc."""
    yea = start
    for move in moves:
        yea = max(0, min(swing_seats(), yea + move))
    return yea


@rule
def yea_votes(caucuses: list, swing: int) -> int:
    """Yea votes on the floor: the caucuses voting Yea plus the swing votes for Yea."""
    return sum(caucuses) + swing


@rule
def floor_outcome(yea: int) -> str:
    """What a floor vote does with this many Yea votes."""
    return "passes" if yea >= majority() else "fails"


@rule
def override_outcome(yea: int) -> str:
    """What an override vote does with this many Yea votes."""
    return "overridden" if yea >= override_majority() else "sustained"


@rule
def vetoed(roll: int, veto: int) -> bool:
    """The President vetoes when the Veto die rolls at or under the bill's veto number."""
    return roll <= veto


@rule
def majority_tens() -> int:
    """The tally track's space (in tens) where a bill passes."""
    return majority() // 10


@rule
def override_tens() -> int:
    """The tally track's space (in tens) where a veto is overridden."""
    return override_majority() // 10


# ------------------------------------------------------------ scoring

@rule
def override_bonus(players: int | None = None) -> int:
    """Extra points the sponsor scores for a law passed over a veto."""
    return 2


@rule
def cosponsor_points(players: int | None = None) -> int:
    """Points each other player who voted Yea scores when a bill becomes law."""
    return 1


@rule
def opposition_points(players: int | None = None) -> int:
    """Points each player who voted Nay scores when a bill fails on the floor."""
    return 1


@rule
def sponsor_points(points: int, override: bool) -> int:
    """What the sponsor scores for a law: the bill's points, plus the bonus if it beat a veto."""
    return points + (override_bonus() if override else 0)


@rule
def agenda_points(laws: int) -> int:
    """End of session: points for the laws of your agenda's topic."""
    return 2 * laws


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "bills": 24,
        "whips": 30,
        "agendas": players,
        "chamber-board": 1,
        "vote-tokens": players,
        "committee-members": committee_members_each(players) * players,
        "swing-members": swing_committee_members(players),
        "tally-markers": 2,
        "week-marker": 1,
        "mood-die": 1,
        "veto-die": 1,
        "session-log": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "whips": {"hand": whip_cards_dealt(), "draw": whip_cards_drawn()},
        "bills": {"per_round": bills_revealed()},
        "mood": {"dice": 1},
    }


# ------------------------------------------------------------ invariants

@invariant("no caucus holds a majority alone, and the swing bloc cannot pass a bill alone")
def no_one_rules(players: int) -> bool | str:
    if caucus_seats(players) >= majority():
        return f"a caucus of {caucus_seats(players)} passes bills alone"
    if swing_seats() >= majority():
        return "the swing bloc passes bills alone"
    return True


@invariant("the caucuses and the swing bloc fill the House")
def seats_add_up(players: int) -> bool:
    return caucus_seats(players) * players + swing_seats() == house_seats()


@invariant("the committee always has at least one swing member")
def committee_has_swing(players: int) -> bool:
    return swing_committee_members(players) >= 1


@invariant("the gavel goes round the table evenly over the session")
def gavel_evenly(players: int) -> bool:
    return speaker_weeks(players) * players == session_weeks()


@invariant("every bill's swing votes fit the swing bloc and its veto number a six-sided die", per_player_count=False)
def bills_fit(game) -> bool | str:
    for card in game.deck("bills").cards:
        if not 0 <= card.fields["swing"] <= swing_seats():
            return f"{card.name} swings {card.fields['swing']}"
        if not 0 <= card.fields["veto"] <= 6:
            return f"{card.name} has veto {card.fields['veto']}"
    return True


@invariant("the bill deck lasts the session even with a bill sent to the bottom each week", per_player_count=False)
def bills_last(game) -> bool | str:
    deck = game.deck("bills").total
    return True if deck >= session_weeks() * bills_revealed() else f"only {deck} bills"


@invariant("every agenda card scores what agenda_points() scores per law", per_player_count=False)
def agendas_agree(game) -> bool | str:
    for card in game.deck("agendas").cards:
        if card.fields["points_per_law"] != agenda_points(1):
            return f"{card.name} scores {card.fields['points_per_law']} per law"
    return True


@invariant("the whip deck deals every hand with cards to spare", per_player_count=True)
def whips_deal(players: int, game) -> bool | str:
    deck = game.deck("whips").total
    need = players * (whip_cards_dealt() + session_weeks() * whip_cards_drawn())
    return True if deck >= players * hand_limit() else f"{deck} whip cards, {need} drawn over a session"

"""Engine model of CQ Contest: the scoring, the propagation die and the contest clock.

Every number the rulebook, the quick reference, the cards and the log sheet print
comes from these rules, or is held to them by an invariant.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

BANDS = ("80m", "40m", "20m", "15m", "10m")
LOW_BANDS = ("80m", "40m")                      # long waves: every contact scores double
BASE_POINTS = {"Local": 1, "Regional": 2, "DX": 3}
TEN_METRE_DX_EXTRA = 1                          # 10m DX openings are rare: one point more

HOURS = {2: 14, 3: 12, 4: 10, 5: 8}

# which bands carry DX under each propagation result of the die
OPEN_FOR_DX = {
    "Flare": (),
    "Night": ("80m", "40m"),
    "Grayline": ("80m", "40m", "20m"),
    "Daylight": ("20m", "15m"),
    "Sunspots": ("20m", "15m", "10m"),
}
DIE_FACES = {1: "flare", 2: "night", 3: "grayline", 4: "daylight", 5: "daylight", 6: "sunspots"}

# what distance class each region of the contact cards is, seen from the home country
DISTANCE_OF_REGION = {"Home Country": "Local", "Europe": "Regional"}


@rule
def contact_points(band: str, distance: str) -> int:
    """Points one contact scores, by its band and distance class (bonus points aside)."""
    points = BASE_POINTS[distance]
    if band in LOW_BANDS:
        return points * 2
    if band == "10m" and distance == "DX":
        return points + TEN_METRE_DX_EXTRA
    return points


@rule
def contest_hours(players: int = 2) -> int:
    """Rounds (contest hours) the game lasts: fewer when more operators share the bands."""
    return HOURS[players]


@rule
def cards_dealt(players: int = 2) -> int:
    """Contact cards each player starts with."""
    return 5 if players <= 3 else 4


@rule
def airwaves_cards(players: int | None = None) -> int:
    """Face-up contact cards in the airwaves row, at every player count."""
    return 5


@rule
def hand_limit(players: int | None = None) -> int:
    """Cards a player may keep at the end of their turn."""
    return 6


@rule
def propagation(roll: int) -> str:
    """The propagation die's result id for a roll."""
    return DIE_FACES[roll]


@rule
def dx_open(band: str, conditions: str) -> bool:
    """Whether a DX contact on this band may be logged under these conditions."""
    return band in OPEN_FOR_DX[conditions]


@rule
def turn_points(contacts: list) -> int:
    """Points of the contacts logged in one turn, each given as [band, distance] or [band, distance, bonus]."""
    total = 0
    for contact in contacts:
        band, distance = contact[0], contact[1]
        bonus = contact[2] if len(contact) > 2 else 0
        total += contact_points(band, distance) + bonus
    return total


@rule
def multipliers(regions: list) -> int:
    """Each region worked counts once, however many contacts came from it."""
    return len(set(regions))


@rule
def final_score(qso_points: int, multipliers: int) -> int:
    """The contest score: all contact points times the regions worked."""
    return qso_points * multipliers


@rule
def log_lines() -> int:
    """Lines the log sheet prints: enough for the longest game's every contact."""
    return 20


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a contest at this player count takes out of the box."""
    return {
        "contacts": 72,
        "clock-board": 1,
        "clock-marker": 1,
        "propagation-die": 1,
        "log-pad": 1,
        "pencils": players,
    }


@invariant("every contact card prints the points its band and distance class score", per_player_count=False)
def cards_print_their_points(game) -> bool | str:
    wrong = [c.name for c in game.deck("contacts").cards
             if c.fields["points"] != contact_points(c.fields["band"], c.fields["distance"])]
    return True if not wrong else f"points differ from the table: {', '.join(wrong)}"


@invariant("every contact card's distance class is the one its region is", per_player_count=False)
def distance_follows_region(game) -> bool | str:
    wrong = [c.name for c in game.deck("contacts").cards
             if c.fields["distance"] != DISTANCE_OF_REGION.get(c.fields["region"], "DX")]
    return True if not wrong else f"distance does not fit the region: {', '.join(wrong)}"


@invariant("the deck lasts the whole contest: opening hands, the airwaves and one card per turn")
def deck_lasts(players: int, game) -> bool | str:
    deck = game.deck("contacts").total
    needed = cards_dealt(players) * players + airwaves_cards() + players * contest_hours(players)
    return True if needed <= deck else f"{needed} cards needed, the deck has {deck}"


@invariant("the log sheet has a line for every contact a player can log")
def log_is_long_enough(players: int) -> bool | str:
    most = cards_dealt(players) + contest_hours(players)
    return True if most <= log_lines() else f"a player may log {most} contacts"


@invariant("the setup takes the whole deck out of the box", per_player_count=False)
def whole_deck_comes_out(game) -> bool | str:
    return True if setup(2)["contacts"] == game.deck("contacts").total else "setup() and the deck disagree"

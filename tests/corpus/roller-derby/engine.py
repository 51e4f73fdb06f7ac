"""Jam Clock: the rules the tables, examples and invariants are held to."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

ROSTER_SIZE = 14          # cards in each team's roster deck (held to game.yaml by an invariant)
POINTS_PER_PASS = 4       # one point for each of the four opposing blockers a jammer laps
LEAD_BONUS = 2
MOST_PASSES = 4           # a jam lasts two minutes: no jammer fits in more than four scoring passes
BLOCKERS = 3              # blockers a full-strength team may field in a jam
FOULS_PER_TRIP = 3        # every full 3 of a team's Foul count sends one skater to the box
BOX_TIME = 2              # jams a boxed skater sits out
JAMS_PER_PERIOD = 5
PERIODS = 2


# --- player counts -------------------------------------------------------------------------

@rule
def coaches_per_team(players: int) -> int:
    """Two players: one coach a team. Four players: two coaches a team."""
    return players // 2


@rule
def hand_size(players: int = 2) -> int:
    """Cards each coach holds after drawing up: the team's hand is 6 either way."""
    return 6 // coaches_per_team(players)


@rule
def team_hand(players: int | None = None) -> int:
    """Cards a whole team holds after drawing up, at every count."""
    return 6


# --- numbers that never change --------------------------------------------------------------

@rule
def roster_size(players: int | None = None) -> int:
    return ROSTER_SIZE


@rule
def points_per_pass(players: int | None = None) -> int:
    return POINTS_PER_PASS


@rule
def lead_bonus(players: int | None = None) -> int:
    return LEAD_BONUS


@rule
def most_scoring_passes(players: int | None = None) -> int:
    return MOST_PASSES


@rule
def jammers_fielded(players: int | None = None) -> int:
    return 1


@rule
def box_time(players: int | None = None) -> int:
    return BOX_TIME


@rule
def jams_per_period(players: int | None = None) -> int:
    return JAMS_PER_PERIOD


@rule
def periods(players: int | None = None) -> int:
    return PERIODS


@rule
def total_jams() -> int:
    return JAMS_PER_PERIOD * PERIODS


@rule
def halftime_jam() -> int:
    """The Halftime mark of the period clock: the last jam of the first period."""
    return JAMS_PER_PERIOD


# --- a jam ------------------------------------------------------------------------------------

@rule
def drive(speed: int, roll: int, bonus: int = 0) -> int:
    """A jammer's Drive: her Speed plus the jam die, plus or minus what cards add."""
    return speed + roll + bonus


@rule
def pack_wall(walls: list) -> int:
    """A team's Pack Wall: the Wall of every blocker it fielded."""
    return sum(walls)


@rule
def passes_for_margin(margin: int | str) -> int:
    """Scoring passes from the margin (Drive minus the opposing Pack Wall)."""
    if margin == "0 or less":
        return 0
    if margin == "8 or more":
        return MOST_PASSES
    return min(MOST_PASSES, max(0, int(margin)) // 2)


@rule
def scoring_passes(drive: int, wall: int) -> int:
    """Scoring passes a jammer makes against the opposing Pack Wall."""
    return passes_for_margin(drive - wall)


@rule
def clears_the_pack(drive: int, wall: int) -> bool:
    """The initial pass: the jammer gets through the pack at all."""
    return drive > wall


@rule
def jam_points(passes: int, lead: bool = False, overtime: bool = False) -> int:
    """Points a jammer scores for her team in one jam."""
    bonus = LEAD_BONUS if lead and not overtime else 0
    return passes * POINTS_PER_PASS + bonus


@rule
def foul_count(risks: list) -> int:
    """A team's Foul count: the Risk of every skater it fielded."""
    return sum(risks)


@rule
def skaters_boxed(fouls: int | str) -> int:
    """Skaters a team sends to the penalty box for its Foul count."""
    if isinstance(fouls, str):
        fouls = int(fouls.split()[0])
    return fouls // FOULS_PER_TRIP


@rule
def blockers_allowed(in_box: int | str) -> int:
    """Blockers a team may field with so many of its skaters in the penalty box."""
    if in_box == "3 or more":
        return 0
    return max(0, BLOCKERS - int(in_box))


@rule
def scoresheet_rows() -> list:
    """The rows of the scoresheet: one per jam, then overtime."""
    return [f"Jam {n}" for n in range(1, total_jams() + 1)] + ["Overtime"]


# --- box and setup ----------------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "rust-belles": ROSTER_SIZE,
        "neon-riot": ROSTER_SIZE,
        "track-board": 1,
        "clock-marker": 1,
        "lead-token": 1,
        "jam-dice": 2,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    coaches = coaches_per_team(players)
    return {
        "rust-belles": {"hand": hand_size(players), "draw": 4 // coaches, "holders": coaches},
        "neon-riot": {"hand": hand_size(players), "draw": 4 // coaches, "holders": coaches},
    }


# --- invariants -------------------------------------------------------------------------------

@invariant("each roster holds as many cards as setup() takes out", per_player_count=False)
def rosters_come_out_whole(game) -> bool | str:
    for deck_id in ("rust-belles", "neon-riot"):
        total = game.deck(deck_id).total
        if total != ROSTER_SIZE:
            return f"{deck_id} has {total} cards, setup() takes {ROSTER_SIZE}"
    return True


@invariant("the two rosters are mirror images: same roles and numbers", per_player_count=False)
def rosters_mirror(game) -> bool | str:
    def profile(deck_id):
        rows = []
        for card in game.deck(deck_id).cards:
            f = card.fields
            rows += [(f["role"], f["speed"], f["wall"], f["risk"])] * card.count
        return sorted(rows)

    rust, neon = profile("rust-belles"), profile("neon-riot")
    return True if rust == neon else "the Rust Belles and Neon Riot rosters differ"


@invariant("every roster holds at least four jammers", per_player_count=False)
def enough_jammers(game) -> bool | str:
    for deck_id in ("rust-belles", "neon-riot"):
        jammers = sum(c.count for c in game.deck(deck_id).cards if c.fields["role"] == "Jammer")
        if jammers < 4:
            return f"{deck_id} has only {jammers} jammers"
    return True


@invariant("a team hand can always field a full line-up")
def hand_fields_a_lineup(players: int) -> bool:
    return hand_size(players) * coaches_per_team(players) >= jammers_fielded() + BLOCKERS

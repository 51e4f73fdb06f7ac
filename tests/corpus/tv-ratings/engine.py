"""Engine model of Prime Time: the rules the printed tables and examples are bound to.

Money is counted in thousands of dollars ($k) and audiences in whole millions
of viewers, as the cards print them.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

SLOTS = ("18:00", "19:00", "20:00", "21:00", "22:00")

# Advertising revenue, in $k, for each million viewers a show draws in the slot.
AD_RATES = {"18:00": 10, "19:00": 15, "20:00": 25, "21:00": 25, "22:00": 15}

# Percentage of its audience a show loses for each rerun marker on it.
# Sport is live: it airs once and never carries a rerun marker.
DROP = {"News": 10, "Comedy": 20, "Drama": 20, "Sport": None, "Reality": 30}

RERUN_MARKERS = 60
SHOW_CARDS = 30


@rule
def slots() -> list:
    """The five one-hour slots of an evening, 18:00 to 23:00."""
    return list(SLOTS)


@rule
def ad_rate(slot: str) -> int:
    """$k earned per million viewers in this slot."""
    return AD_RATES[slot]


@rule
def ratings_drop(genre: str) -> int | None:
    """Percent of its audience a show of this genre loses per rerun marker (None: never rerun)."""
    return DROP[genre]


@rule
def most_rerun_markers(genre: str) -> int | None:
    """The most rerun markers a show can carry before it is worn out (its drop would reach 100%)."""
    drop = DROP[genre]
    if drop is None:
        return None
    return (100 - 1) // drop


@rule
def lead_in_bonus() -> int:
    """Extra millions a show draws when the slot just before it airs a show of its genre."""
    return 1


@rule
def viewers(audience: int, markers: int = 0, genre: str = "Drama", lead_in: bool = False) -> int:
    """Millions of viewers a show draws tonight: its audience less the drop, rounded down, plus any lead-in."""
    drop = DROP[genre] or 0
    kept = max(0, 100 - drop * markers)
    return audience * kept // 100 + (lead_in_bonus() if lead_in else 0)


@rule
def slot_revenue(slot: str, millions: int) -> int:
    """$k of advertising a slot earns."""
    return millions * ad_rate(slot)


def _night(schedule: list) -> list:
    """(slot, viewers) for every show of a night's schedule, lead-ins included."""
    by_slot = {entry["slot"]: entry for entry in schedule}
    out = []
    for i, slot in enumerate(SLOTS):
        show = by_slot.get(slot)
        if show is None:
            continue
        before = by_slot.get(SLOTS[i - 1]) if i > 0 else None
        lead_in = before is not None and before["genre"] == show["genre"]
        out.append((slot, viewers(show["audience"], show.get("markers", 0), show["genre"], lead_in)))
    return out


@rule
def night_viewers(schedule: list) -> int:
    """Total millions of viewers of a night's schedule."""
    return sum(v for _, v in _night(schedule))


@rule
def night_revenue(schedule: list) -> int:
    """Total $k of advertising a night's schedule earns."""
    return sum(slot_revenue(slot, v) for slot, v in _night(schedule))


@rule
def pitch_row(players: int) -> int:
    """Show cards face up in the Pitch row: two more than the players."""
    return players + 2


@rule
def starting_cash(players: int | None = None) -> int:
    """$k each network starts with."""
    return 400


@rule
def opening_shows(players: int | None = None) -> int:
    """Show cards dealt free to each network at setup."""
    return 2


@rule
def commissions(players: int | None = None) -> int:
    """The most shows a network may commission in one week."""
    return 2


@rule
def shelf_size() -> int:
    """Shows a network may keep off the air."""
    return 2


@rule
def ratings_crown_bonus() -> int:
    """$k the network with the most viewers of the week earns."""
    return 50


@rule
def season_weeks() -> int:
    """Weeks in a season: the game ends after the last one."""
    return 6


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "shows": SHOW_CARDS,
        "schedule-boards": players,
        "rerun-markers": RERUN_MARKERS,
        "ratings-crown": 1,
        "week-marker": 1,
        "season-board": 1,
        "ledger": 1,
    }


@invariant("the engine's slots and genres are game.yaml's", per_player_count=False)
def names_agree(game) -> bool | str:
    if tuple(game.names["slots"]) != SLOTS:
        return f"slots differ: {game.names['slots']}"
    if set(game.names["genres"]) != set(DROP):
        return f"genres differ: {game.names['genres']}"
    return True


@invariant("setup's box counts are the box's", per_player_count=False)
def box_counts(game) -> bool | str:
    if game.deck("shows").total != SHOW_CARDS:
        return f"the show deck holds {game.deck('shows').total}, setup says {SHOW_CARDS}"
    markers = next(c for c in game.inventory if c.id == "rerun-markers")
    return True if markers.count == RERUN_MARKERS else f"{markers.count} rerun markers, setup says {RERUN_MARKERS}"


@invariant("the deck deals every opening lineup and fills the Pitch row")
def deck_deals(players: int, game) -> bool | str:
    needed = opening_shows(players) * players + pitch_row(players)
    total = game.deck("shows").total
    return True if total >= needed + 6 else f"{needed} dealt of {total}"

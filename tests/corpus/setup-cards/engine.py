"""Engine model of Saltmarsh Charters.

Area control on eight districts. Setup is dealt from Charter cards: each lists
three districts and how many stakes start there. With fewer than four players
the leftover charters are dealt to the Squatters, grey cubes that block but
never score. Six rounds of two actions each; the Tide scores every district at
the end of rounds 2, 4 and 6.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

DISTRICT_VALUES = {
    # district: (points for the most stakes, points for the second most)
    "Old Mill": (7, 3),
    "Lantern Isle": (6, 3),
    "Saltpan": (5, 2),
    "Cockle Strand": (5, 2),
    "Heron Point": (4, 2),
    "Reedbank": (4, 2),
    "Willow Ford": (3, 1),
    "Peat Hollow": (3, 1),
}

SQUATTERS = "Squatters"
BOX_STAKES_PER_COLOUR = 18
BOX_SQUATTERS = 12


# --- setup -----------------------------------------------------------------

@rule
def stakes_each(players: int) -> int:
    """Stakes of your colour you take into your supply (your charter's included)."""
    return 22 - 2 * players


@rule
def squatter_charters(players: int) -> int:
    """Charters dealt to the Squatters: the seats nobody fills."""
    return 4 - players


@rule
def charters_dealt(players: int) -> int:
    """Charter cards that come out of the deck: one a player, the rest to the Squatters."""
    return players + squatter_charters(players)


@rule
def charter_stakes(players: int | None = None) -> int:
    """Stakes every charter places."""
    return 4


@rule
def charter_districts(players: int | None = None) -> int:
    """Districts every charter names."""
    return 3


# --- turns -----------------------------------------------------------------

@rule
def actions_per_turn(players: int | None = None) -> int:
    return 2


@rule
def muster_stakes(players: int | None = None) -> int:
    """Stakes a Muster brings from your supply."""
    return 2


@rule
def march_limit(players: int | None = None) -> int:
    """The most stakes one March moves."""
    return 3


@rule
def oust_lead(players: int | None = None) -> int:
    """How many more stakes than the rival you need in a district to Oust one of theirs."""
    return 2


@rule
def rounds(players: int | None = None) -> int:
    return 6


@rule
def tides(players: int | None = None) -> int:
    """Scorings in a game."""
    return 3


@rule
def tide_round(tide: int) -> int:
    """The round at whose end the given Tide (1st, 2nd, 3rd) comes in."""
    return 2 * tide


@rule
def top_score(players: int | None = None) -> int:
    """The last space of the score track."""
    return 59


# --- scoring ---------------------------------------------------------------

@rule
def majority_points(district: str) -> int:
    return DISTRICT_VALUES[district][0]


@rule
def runner_up_points(district: str) -> int:
    return DISTRICT_VALUES[district][1]


@rule
def tide_points(district: str, stakes: dict, player: str) -> int:
    """What `player` scores in `district` at a Tide, given every owner's stakes there.

    The most stakes score the majority value, the second most the runner-up value.
    Players tied for the most each score the runner-up value and nobody scores second.
    Players tied for second score nothing. Squatters take their place but never score.
    """
    counts = {owner: n for owner, n in stakes.items() if n > 0}
    mine = counts.get(player, 0)
    if mine == 0 or player == SQUATTERS:
        return 0
    levels = sorted(set(counts.values()), reverse=True)
    top = levels[0]
    at_top = [o for o, n in counts.items() if n == top]
    if mine == top:
        if len(at_top) == 1:
            return majority_points(district)
        return runner_up_points(district)
    if len(at_top) > 1:
        return 0  # a tie for the most takes both places
    second = levels[1]
    at_second = [o for o, n in counts.items() if n == second]
    if mine == second and len(at_second) == 1:
        return runner_up_points(district)
    return 0


# --- the box ---------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "board": 1,
        "charters": charters_dealt(players),
        "stakes": stakes_each(players) * players,
        "squatters": charter_stakes() * squatter_charters(players),
        "score-markers": players,
        "round-marker": 1,
    }


@invariant("every charter places the same number of stakes in three different districts", per_player_count=False)
def charters_are_even(game) -> bool | str:
    for card in game.deck("charters").cards:
        places = card.fields["places"]
        if sum(a.amount for a in places) != charter_stakes():
            return f"{card.name} places {sum(a.amount for a in places)} stakes"
        if len(places) != charter_districts():
            return f"{card.name} names {len(places)} districts"
    return True


@invariant("charters are numbered 1 to 12 once each, and later numbers start with more points", per_player_count=False)
def charter_numbers(game) -> bool | str:
    cards = game.deck("charters").cards
    numbers = sorted(c.fields["number"] for c in cards)
    if numbers != list(range(1, len(cards) + 1)):
        return f"charter numbers are {numbers}"
    for card in cards:
        if card.fields["points"] != (card.fields["number"] - 1) // 3:
            return f"{card.name} starts with {card.fields['points']} points"
    return True


@invariant("every district appears on at least five charters' worth of stakes", per_player_count=False)
def districts_spread(game) -> bool | str:
    total = {d: 0 for d in DISTRICT_VALUES}
    for card in game.deck("charters").cards:
        for a in card.fields["places"]:
            total[a.name] += a.amount
    thin = [d for d, n in total.items() if n < 5]
    return True if not thin else f"too few stakes start in {', '.join(thin)}"


@invariant("the district values are the game's districts")
def values_cover_districts(players: int, game) -> bool | str:
    return set(game.names["districts"]) == set(DISTRICT_VALUES) or "district values and names differ"


@invariant("the box holds every colour's stakes at the lowest count and the Squatters at any count")
def box_suffices(players: int, game) -> bool | str:
    stakes = next(c for c in game.inventory if c.id == "stakes")
    if stakes.per_player != BOX_STAKES_PER_COLOUR or stakes.per_player < stakes_each(players):
        return f"{stakes_each(players)} stakes each, the box has {stakes.per_player} a colour"
    squat = next(c for c in game.inventory if c.id == "squatters")
    if squat.count != BOX_SQUATTERS:
        return "squatter count differs"
    return True


@invariant("a supply holds the charter's stakes and at least five Musters more")
def supply_lasts(players: int) -> bool:
    return stakes_each(players) >= charter_stakes() + 5 * muster_stakes()


@invariant("the score track's last space lies on the board")
def score_track(players: int, game) -> bool | str:
    track = next(t for t in game.maps[0].tracks if t.id == "score")
    return track.end == top_score() or f"track ends at {track.end}"

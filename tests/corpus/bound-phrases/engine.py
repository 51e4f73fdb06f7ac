"""Engine model of Cairnwatch: Mountain Rescue.

A cooperative season of callouts. The numbers the tables, the die and the
worked example print are computed here; the invariants tie them to the cards.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

# ---- setup by number of rescuers -------------------------------------------------


@rule
def callout_row(players: int = 2) -> int:
    """Callout cards face up in the row: three at two rescuers, up to five."""
    return {2: 3, 3: 4}.get(players, 5)


@rule
def gear_dealt(players: int = 2) -> int:
    """Gear cards dealt to each rescuer at the start."""
    return {2: 5, 3: 4}.get(players, 3)


@rule
def season_callouts(players: int = 2) -> int:
    """Callout cards counted out for the season deck."""
    return 8 + 2 * players


@rule
def rescues_to_win(players: int = 2) -> int:
    """Rescues the team needs: at least half of the season's callouts."""
    season = season_callouts(players)
    return (season + 1) // 2


# ---- limits that hold at every count ---------------------------------------------


@rule
def starting_stamina(players: int | None = None) -> int:
    return 5


@rule
def stamina_max(players: int | None = None) -> int:
    return 6


@rule
def party_min(players: int | None = None) -> int:
    """Nobody goes out alone."""
    return 2


@rule
def party_max(players: int | None = None) -> int:
    return 4


@rule
def pack_weight_max(players: int | None = None) -> int:
    """Total weight of the Gear one rescuer may carry, this number included."""
    return 7


@rule
def hand_limit(players: int | None = None) -> int:
    return 5


@rule
def new_callouts(players: int | None = None) -> int:
    return 2


@rule
def rest_stamina(players: int | None = None) -> int:
    return 2


@rule
def helicopter_storm_max(players: int | None = None) -> int:
    """The helicopter flies while the Storm marker is on this space or lower."""
    return 3


@rule
def storm_limit(players: int | None = None) -> int:
    """The highest Storm the team survives; above it the mountain closes."""
    return 12


@rule
def lost_callouts_max(players: int | None = None) -> int:
    """Lost callouts the team can bear; one more ends the season."""
    return 3


# ---- climbing and rescuing --------------------------------------------------------

RESCUER_SKILL = 2


@rule
def reach_stamina(distance: int) -> int:
    """Stamina each party member pays to reach a callout this far out."""
    if distance < 10:
        return 1
    if distance <= 12:
        return 2
    return 3


@rule
def reach_with_crampons(distance: int) -> int:
    """Crampons take 1 off, to a minimum of 1."""
    return max(1, reach_stamina(distance) - 1)


@rule
def party_skill(rescuers: int, gear: list) -> int:
    """Each rescuer is worth 2 skill, and every carried Gear card adds its own."""
    return RESCUER_SKILL * rescuers + sum(gear)


@rule
def rescue_succeeds(skill: int, difficulty: int) -> bool:
    """A party rescues the callout when its skill is at least the difficulty."""
    return skill >= difficulty


@rule
def weather(roll: int) -> str:
    if roll <= 2:
        return "clear"
    return "gusts" if roll <= 5 else "blizzard"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "callouts": season_callouts(players),
        "gear": 30,
        "weather-die": 1,
        "stamina-markers": players,
        "storm-marker": 1,
        "rescuer-mats": players,
        "base-board": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"gear": {"hand": gear_dealt(players), "draw": 2}, "weather": {"dice": 1}}


@invariant("the season deck fits in the Callout deck", per_player_count=True)
def season_fits(players: int, game) -> bool | str:
    deck = game.deck("callouts").total
    need = season_callouts(players)
    return True if need <= deck else f"season needs {need} callouts, the deck has {deck}"


@invariant("winning takes at least half of the season's callouts")
def win_is_half(players: int) -> bool:
    return 2 * rescues_to_win(players) >= season_callouts(players)


@invariant("the opening deal leaves Gear in the deck", per_player_count=True)
def deal_leaves_gear(players: int, game) -> bool | str:
    left = game.deck("gear").total - gear_dealt(players) * players
    return True if left >= 10 else f"only {left} Gear cards left after the deal"


@invariant("every Gear card fits in one pack", per_player_count=False)
def gear_fits_pack(game) -> bool | str:
    heavy = [c.name for c in game.deck("gear").cards if c.fields["weight"] > pack_weight_max()]
    return True if not heavy else f"too heavy to carry: {', '.join(heavy)}"


@invariant("a full party can reach the hardest callout", per_player_count=False)
def hardest_is_possible(game) -> bool | str:
    gear = sorted((c.fields["skill"] for c in game.deck("gear").cards), reverse=True)
    best = party_skill(party_max(), gear[:8])
    worst = max(c.fields["difficulty"] for c in game.deck("callouts").cards)
    return True if best >= worst else f"best party skill {best} below difficulty {worst}"


@invariant("a party of the fewest rescuers can make the easiest rescue", per_player_count=False)
def easiest_is_easy(game) -> bool | str:
    easiest = min(c.fields["difficulty"] for c in game.deck("callouts").cards)
    return True if party_skill(party_min(), [3, 3]) >= easiest else "easiest callout is too hard for two"


@invariant("a fresh rescuer can reach the farthest callout", per_player_count=False)
def stamina_covers_reach(game) -> bool | str:
    far = max(c.fields["distance"] for c in game.deck("callouts").cards)
    return True if reach_stamina(far) <= starting_stamina() <= stamina_max() else f"{far} km is out of reach"


@invariant("every Callout card prints the Stamina its distance costs", per_player_count=False)
def callout_reach_printed(game) -> bool | str:
    wrong = [c.name for c in game.deck("callouts").cards
             if c.fields["reach"] != reach_stamina(c.fields["distance"])]
    return True if not wrong else f"reach printed wrong on: {', '.join(wrong)}"

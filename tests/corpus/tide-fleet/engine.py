"""Engine model of Tide Fleet: the Crown against the Corsairs.

The numbers the tables, dice, examples and rulebook print are computed here;
card values and costs live in game.yaml and the CSVs, held to these rules by
the invariants at the end.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

FLEETS = ("Crown", "Corsairs")
HOME = {"Crown": "Kingsport", "Corsairs": "Blackwater Cove"}
DECK = {"Crown": "crown-ships", "Corsairs": "corsair-ships"}

# Per harbour: the most ships of one fleet it may hold, the Supply it gives the
# fleet that holds it each Harbour phase, and the points it scores each Scoring phase.
HARBOURS = {
    "Kingsport": (4, 2, 0),
    "Blackwater Cove": (3, 2, 0),
    "Gull Rock": (2, 1, 1),
    "Port Amber": (3, 2, 1),
    "Fort Tern": (2, 1, 2),
}

TIDE_CHANGE = {"ebb": -1, "slack": 0, "flood": 1}
LAST_ROUND = 8          # the round track's last space
POINTS_TRACK = 20       # the points track's last space


# --- the fleets ---------------------------------------------------------------

@rule
def ships_at_sea(fleet: str) -> int:
    """Ships a fleet puts on the board at setup."""
    return 6


@rule
def ships_in_reserve(fleet: str) -> int:
    """Ships a fleet keeps beside its cards, to launch later."""
    return 2


@rule
def starting_supply(fleet: str) -> int:
    return {"Crown": 4, "Corsairs": 2}[fleet]


@rule
def home_harbour(fleet: str) -> str:
    return HOME[fleet]


@rule
def sails_first(fleet: str) -> bool:
    """The Corsairs sail first in every round."""
    return fleet == "Corsairs"


# --- harbours -----------------------------------------------------------------

@rule
def harbour_limit(harbour: str) -> int:
    """The most ships of one fleet the harbour may hold."""
    return HARBOURS[harbour][0]


@rule
def harbour_supply(harbour: str) -> int:
    return HARBOURS[harbour][1]


@rule
def harbour_points(harbour: str) -> int:
    return HARBOURS[harbour][2]


@rule
def may_enter(harbour: str, ships_there: int) -> bool:
    """May one more ship of a fleet end its move in a harbour where that fleet already has ships_there?"""
    return ships_there + 1 <= harbour_limit(harbour)


@rule
def supply_income(harbours: list) -> int:
    """Supply a fleet gains in the Harbour phase from the harbours it holds."""
    return sum(harbour_supply(h) for h in harbours)


@rule
def harbour_points_total(harbours: list) -> int:
    """Points a fleet scores in the Scoring phase from the harbours it holds."""
    return sum(harbour_points(h) for h in harbours)


# --- the round ----------------------------------------------------------------

@rule
def tide(roll: int) -> str:
    """The Tide die: 1-2 Ebb, 3-4 Slack, 5-6 Flood."""
    if roll <= 2:
        return "ebb"
    return "slack" if roll <= 4 else "flood"


@rule
def sailing_speed(speed: int, tide: str) -> int:
    """Zones a ship may sail this round: its speed changed by the tide, never below one."""
    return max(1, speed + TIDE_CHANGE[tide])


@rule
def least_speed() -> int:
    """Whatever the tide, a ship may always sail this many zones."""
    return 1


@rule
def gunnery(roll: int) -> str:
    """A gunnery die hits on a 5 or a 6."""
    return "hit" if roll >= 5 else "miss"


@rule
def hits_scored(rolls: list) -> int:
    return sum(1 for r in rolls if gunnery(r) == "hit")


@rule
def hull_left(hull: int, hits: int) -> int:
    """Hull a ship has left after hits; at 0 it sinks."""
    return max(0, hull - hits)


@rule
def gunnery_dice_in_box() -> int:
    return 4


@rule
def last_round() -> int:
    """No scenario lasts longer than the round track."""
    return LAST_ROUND


@rule
def phases_per_round() -> int:
    return 5


# --- setup --------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "crown-ships": 8,
        "corsair-ships": 8,
        "scenarios": 1,
        "ship-tokens": 16,
        "damage-markers": 30,
        "control-markers": 6,
        "supply-tokens": 24,
        "score-markers": 2,
        "round-marker": 1,
        "tide-die": 1,
        "gunnery-dice": gunnery_dice_in_box(),
    }


# --- invariants ---------------------------------------------------------------

@invariant("each fleet's cards split into the ships at sea and the reserve", per_player_count=False)
def fleets_match_cards(game) -> bool | str:
    for fleet in FLEETS:
        cards = game.deck(DECK[fleet]).cards
        reserve = sum(c.count for c in cards if c.fields["reserve"])
        at_sea = sum(c.count for c in cards if not c.fields["reserve"])
        if reserve != ships_in_reserve(fleet) or at_sea != ships_at_sea(fleet):
            return f"{fleet}: {at_sea} at sea and {reserve} in reserve on the cards"
    return True


@invariant("every ship card has a ship token", per_player_count=False)
def a_token_per_ship(game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "ship-tokens").count
    ships = game.deck("crown-ships").total + game.deck("corsair-ships").total
    return True if tokens == ships else f"{tokens} tokens for {ships} ships"


@invariant("every scenario fits the round track and the points track", per_player_count=False)
def scenarios_fit_tracks(game) -> bool | str:
    for card in game.deck("scenarios").cards:
        if not 1 <= card.fields["rounds"] <= LAST_ROUND:
            return f"{card.name} lasts {card.fields['rounds']} rounds"
        if not 1 <= card.fields["target"] <= POINTS_TRACK:
            return f"{card.name} has a target of {card.fields['target']}"
    return True


@invariant("the box holds a damage marker for every hull point of the largest battle", per_player_count=False)
def enough_damage_markers(game) -> bool | str:
    markers = next(c for c in game.inventory if c.id == "damage-markers").count
    crown_hull = sum(c.fields["hull"] * c.count for c in game.deck("crown-ships").cards)
    return True if markers >= crown_hull else f"{markers} markers for {crown_hull} Crown hull"


@invariant("the harbour costs are the ones the rules describe", per_player_count=False)
def harbour_costs(game) -> bool | str:
    price = {c.id: c.items[0].amount for c in game.costs}
    return True if price == {"repair": 1, "launch": 3, "pilot": 2} else f"prices {price}"


@invariant("the number of phases is the round's name set", per_player_count=False)
def phases_match(game) -> bool | str:
    return len(game.names["round-phases"]) == phases_per_round()

"""Engine model of Legion March: the rules the printed tables and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

ARRIVAL_GLORY = {"1st": 8, "2nd": 5, "3rd": 3, "4th": 1}
FORT_MARKERS_EACH = 6
SUPPLY_BANK = 40


# --- the road -----------------------------------------------------------

@rule
def miles_between_forts(players: int | None = None) -> int:
    """A milestone, and a place for a fort, every 20 miles."""
    return 20


@rule
def miles_per_space(players: int | None = None) -> int:
    """Each space of the road is 5 miles."""
    return 5


@rule
def road_miles(players: int | None = None) -> int:
    """From Aquileia to the frontier."""
    return 200


@rule
def forts_on_the_road(players: int | None = None) -> int:
    return road_miles() // miles_between_forts()


@rule
def campaign_days(players: int | None = None) -> int:
    """Days I to X."""
    return 10


# --- the legion ---------------------------------------------------------

@rule
def cards_in_hand(players: int) -> int:
    return 4 if players == 2 else 3


@rule
def starting_supply(players: int | None = None) -> int:
    return 6


@rule
def fatigue_limit(players: int | None = None) -> int:
    """No legion may ever have more Fatigue than this."""
    return 6


@rule
def weary_fatigue(players: int | None = None) -> int:
    """A legion that begins the day with this much Fatigue or more is weary."""
    return 4


@rule
def weary_miles_lost(players: int | None = None) -> int:
    return 5


@rule
def fort_supply_cost(players: int | None = None) -> int:
    return 2


@rule
def fort_glory(players: int | None = None) -> int:
    return 3


@rule
def forage_supply(players: int | None = None) -> int:
    return 1


@rule
def supply_per_glory(players: int | None = None) -> int:
    """At the end, 1 Glory for every 2 Supply left."""
    return 2


@rule
def frontier_glory(arrival: str) -> int:
    """Glory for reaching milestone CC, by order of arrival; 0 for a legion that never arrives."""
    return ARRIVAL_GLORY.get(arrival, 0)


# --- a day's march ------------------------------------------------------

@rule
def miles_marched(card_miles: int, omen_miles: int = 0, fatigue: int = 0) -> int:
    """Miles a legion marches today: its card, changed by the omen, less when weary; never below 0.
    A legion resting today (a card of 0 miles) ignores the omen."""
    if card_miles == 0:
        return 0
    miles = card_miles + omen_miles
    if fatigue >= weary_fatigue():
        miles -= weary_miles_lost()
    return max(0, miles)


@rule
def fatigue_after(fatigue: int, card_fatigue: int, rest: int = 0) -> int:
    return max(0, fatigue + card_fatigue - rest)


@rule
def forts_passed(start: int, end: int) -> int:
    """Milestones reached or passed when marching from mile `start` to mile `end`."""
    step = miles_between_forts()
    return end // step - start // step


@rule
def final_glory(forts: int, omen_glory: int, arrival: str, supply: int, fatigue: int) -> int:
    return (forts * fort_glory() + omen_glory + frontier_glory(arrival)
            + supply // supply_per_glory() - fatigue)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "road-board": 1,
        "legion-boards": players,
        "march": 30,
        "omens": 12,
        "legion-standards": players,
        "fort-markers": FORT_MARKERS_EACH * players,
        "glory-markers": players,
        "fatigue-markers": players,
        "supply-tokens": SUPPLY_BANK,
        "day-marker": 1,
    }


# --- invariants ---------------------------------------------------------

@invariant("the road is a whole number of fort stretches", per_player_count=False)
def road_divides(game) -> bool | str:
    if road_miles() % miles_between_forts():
        return "the road does not end on a milestone"
    if miles_between_forts() % miles_per_space():
        return "a milestone does not fall on a space"
    return True


@invariant("the board has a milestone for every fort", per_player_count=False)
def board_milestones(game) -> bool | str:
    road = game.maps[0]
    milestones = [loc for loc in road.locations if loc.name.startswith("Milestone")]
    if len(milestones) != forts_on_the_road():
        return f"{len(milestones)} milestones on the board, {forts_on_the_road()} forts"
    for route in road.routes:
        if route.cost != miles_between_forts() // miles_per_space():
            return f"a stretch of {route.cost} spaces between {route.between[0]} and {route.between[1]}"
    return True


@invariant("every march is a whole number of road spaces", per_player_count=False)
def marches_fit_spaces(game) -> bool | str:
    for deck in ("march", "omens"):
        for card in game.deck(deck).cards:
            if card.fields["miles"] % miles_per_space():
                return f"{card.name} marches {card.fields['miles']} miles"
    return True


@invariant("the omen deck lasts the campaign", per_player_count=False)
def omens_last(game) -> bool | str:
    total = game.deck("omens").total
    return True if total >= campaign_days() else f"{total} omens for {campaign_days()} days"


@invariant("no March card alone breaks the fatigue limit", per_player_count=False)
def cards_under_limit(game) -> bool | str:
    for card in game.deck("march").cards:
        if card.fields["fatigue"] > fatigue_limit():
            return f"{card.name} gives {card.fields['fatigue']} Fatigue"
    return True


@invariant("the fort's price in the cost table is the engine's", per_player_count=False)
def fort_cost_agrees(game) -> bool | str:
    fort = next(c for c in game.costs if c.id == "build-fort")
    if fort.items[0].amount != fort_supply_cost() or fort.points != fort_glory():
        return "the cost 'Build a fort' differs from fort_supply_cost() / fort_glory()"
    return True


@invariant("the box holds the fort markers and the Supply bank", per_player_count=False)
def box_counts(game) -> bool | str:
    lines = {c.id: c for c in game.inventory}
    if lines["fort-markers"].per_player != FORT_MARKERS_EACH:
        return "fort markers per player differ from the engine"
    if lines["supply-tokens"].count != SUPPLY_BANK:
        return "Supply tokens differ from the engine's bank"
    return True


@invariant("the bank can pay every legion's starting Supply")
def bank_pays_start(players: int) -> bool:
    return starting_supply(players) * players <= SUPPLY_BANK

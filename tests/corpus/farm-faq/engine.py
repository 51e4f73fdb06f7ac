"""Engine model of Thornfield Acres (worker placement farming, 1-5 players).

Every number a table, a worked example or the board's round track prints is
computed here; the invariants at the end hold the rules to the box, the cards
and the board in game.yaml.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (1, 5)

# --- the shape of a game -------------------------------------------------------
ROUNDS = 10
HARVEST_AFTER = (3, 5, 7, 9, 10)       # the round each harvest follows
FOOD_PER_FARMER = (1, 1, 2, 2, 3)      # what a grown farmer eats at harvest 1..5
NEWBORN_FOOD = 1                       # a farmer born this round eats this much, whatever the harvest

# --- a family ------------------------------------------------------------------
STARTING_FARMERS = 2
STARTING_ROOMS = 2
MAX_ROOMS = 5                          # one farmer per room, so five farmers at most
ROOM_TILES_EACH = MAX_ROOMS - STARTING_ROOMS
FIELD_SPACES = 6                       # field spaces printed on a farmstead

# --- sowing and cooking --------------------------------------------------------
GRAIN_SOWN = 3                         # a grain field holds three once sown
VEGETABLES_SOWN = 2                    # a vegetable field holds two
COOK_RATES = {                         # Food for one crop
    "No improvement": {"Grain": 1, "Vegetable": 1},
    "Hearth": {"Grain": 2, "Vegetable": 3},
}

# --- scoring -------------------------------------------------------------------
POINTS = {"Farmer": 2, "Room": 1, "Field": 1, "Vegetable": 1, "Pair of Grain": 1, "Hunger token": -3}
SOLO_TARGET = 25

# --- the board -----------------------------------------------------------------
BASE_SPACES = ("Forest", "Clay Pit", "Quarry", "Fishing Pond",
               "Grain Seeds", "Vegetable Seeds", "Plough", "Sow",
               "Day Labour", "First Player", "Family Growth", "Builders' Yard", "Market")
EXTRA_SPACES = {"Copse": 3, "Hillside": 4, "Riverbank": 5}   # the least players each is used with

# What the general supply holds; setup puts all of it beside the board.
SUPPLY = {"wood": 40, "clay": 30, "stone": 20, "grain": 30, "vegetables": 25, "food": 50,
          "hunger-tokens": 20}
IMPROVEMENT_CARDS = 9

# Improvement cards: the figures their text states (invariant improvements_agree).
IMPROVEMENTS = {
    "hearth": {"points": 1, "grain_food": 2, "vegetable_food": 3},
    "clay-oven": {"points": 2, "grain_food": 5, "bakes": 1},
    "stone-oven": {"points": 3, "grain_food": 4, "bakes": 2},
    "well": {"points": 4},
    "fishing-net": {"points": 1, "extra_food": 2},
    "joinery": {"points": 2, "bonus_max": 3},
    "pottery": {"points": 2, "bonus_max": 3},
    "granary": {"points": 2},
}


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Thornfield Acres takes {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


def _check_harvest(harvest: int) -> None:
    if not 1 <= harvest <= len(HARVEST_AFTER):
        raise ValueError(f"there is no harvest {harvest}")


# --- player count ----------------------------------------------------------------
@rule
def space_in_play(space: str, players: int) -> bool:
    """Whether an action space is used at this player count."""
    _check_players(players)
    if space in BASE_SPACES:
        return True
    if space not in EXTRA_SPACES:
        raise ValueError(f"no action space {space!r}")
    return players >= EXTRA_SPACES[space]


@rule
def action_spaces(players: int) -> int:
    """Action spaces in play: the thirteen base spaces and the extras this count opens."""
    _check_players(players)
    return sum(space_in_play(s, players) for s in (*BASE_SPACES, *EXTRA_SPACES))


@rule
def starting_food(players: int) -> int:
    """Food each player takes at setup; a lone farmer family gets one more."""
    _check_players(players)
    return 3 if players == 1 else 2


@rule
def starting_farmers(players: int | None = None) -> int:
    """Farmers a family starts with, at every count."""
    return STARTING_FARMERS


@rule
def forest_wood(players: int = 3) -> int:
    """Wood the Refill phase adds to the Forest."""
    _check_players(players)
    return 2 if players <= 2 else 3


@rule
def refill(space: str) -> int:
    """Goods the Refill phase adds to an accumulating space other than the Forest."""
    amounts = {"Clay Pit": 1, "Quarry": 1, "Fishing Pond": 1, "Copse": 1, "Riverbank": 1}
    if space not in amounts:
        raise ValueError(f"{space} does not accumulate")
    return amounts[space]


@rule
def day_labour_food() -> int:
    """Food the Day Labour space gives."""
    return 2


@rule
def rounds() -> int:
    return ROUNDS


@rule
def harvests() -> int:
    return len(HARVEST_AFTER)


# --- harvest -------------------------------------------------------------------
@rule
def harvest_round(harvest: int) -> int:
    """The round after which this harvest comes."""
    _check_harvest(harvest)
    return HARVEST_AFTER[harvest - 1]


@rule
def food_per_farmer(harvest: int) -> int:
    """Food each grown farmer eats at this harvest."""
    _check_harvest(harvest)
    return FOOD_PER_FARMER[harvest - 1]


@rule
def newborn_food(harvest: int | None = None) -> int:
    """Food a farmer born in the harvest's own round eats."""
    if harvest is not None:
        _check_harvest(harvest)
    return NEWBORN_FOOD


@rule
def food_needed(harvest: int, farmers: int, newborns: int = 0) -> int:
    """Food a family owes at this harvest."""
    if not 0 <= newborns <= farmers:
        raise ValueError("newborns are counted among the farmers")
    return (farmers - newborns) * food_per_farmer(harvest) + newborns * newborn_food(harvest)


@rule
def cook_rate(kitchen: str, good: str) -> int:
    """Food one crop gives when cooked, with or without a Hearth."""
    return COOK_RATES[kitchen][good]


@rule
def cook(grain: int = 0, vegetables: int = 0, hearth: bool = False) -> int:
    """Food from cooking these crops."""
    kitchen = "Hearth" if hearth else "No improvement"
    return grain * cook_rate(kitchen, "Grain") + vegetables * cook_rate(kitchen, "Vegetable")


@rule
def hunger_tokens(needed: int, food: int) -> int:
    """Hunger tokens taken: one for each Food short."""
    return max(0, needed - food)


@rule
def hunger_points(tokens: int = 1) -> int:
    """Points Hunger tokens cost at the end (a negative number)."""
    return tokens * POINTS["Hunger token"]


@rule
def grain_sown() -> int:
    return GRAIN_SOWN


@rule
def vegetables_sown() -> int:
    return VEGETABLES_SOWN


# --- family and farm -------------------------------------------------------------
@rule
def max_farmers() -> int:
    return MAX_ROOMS


@rule
def max_fields() -> int:
    return FIELD_SPACES


@rule
def can_grow(farmers: int, rooms: int) -> bool:
    """Family Growth needs an empty room."""
    return farmers < rooms <= MAX_ROOMS


# --- scoring -------------------------------------------------------------------
@rule
def points_for(what: str) -> int:
    return POINTS[what]


@rule
def final_score(farmers: int, rooms: int, fields: int, vegetables: int, grain: int,
                improvement_points: int, hunger: int) -> int:
    return (farmers * POINTS["Farmer"] + rooms * POINTS["Room"] + fields * POINTS["Field"]
            + vegetables * POINTS["Vegetable"] + (grain // 2) * POINTS["Pair of Grain"]
            + improvement_points + hunger * POINTS["Hunger token"])


@rule
def solo_target() -> int:
    """Points a lone family needs to call the game a win."""
    return SOLO_TARGET


# --- setup ---------------------------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    _check_players(players)
    return {
        "game-board": 1,
        "farmsteads": players,
        "farmers": players * MAX_ROOMS,             # each family takes all five of its colour
        "room-tiles": players * ROOM_TILES_EACH,
        "field-tiles": players * FIELD_SPACES,
        "improvements": IMPROVEMENT_CARDS,          # all face up as the market
        "round-marker": 1,
        "first-player-marker": 1,
        **SUPPLY,
    }


# --- invariants ----------------------------------------------------------------
def _box(game, component: str) -> int:
    return next((c.count for c in game.inventory if c.id == component), 0)


@invariant("the food each farmer needs never falls from one harvest to the next, and rises over the game",
           per_player_count=False)
def hunger_grows() -> bool | str:
    food = list(FOOD_PER_FARMER)
    if food != sorted(food) or food[0] >= food[-1]:
        return f"food per farmer {food} does not rise"
    return True


@invariant("harvests come in order and the last one ends round ten", per_player_count=False)
def harvests_in_order() -> bool | str:
    after = list(HARVEST_AFTER)
    if after != sorted(set(after)) or after[-1] != ROUNDS:
        return f"harvest rounds {after} must rise and end at round {ROUNDS}"
    return True


@invariant("a newborn never eats more than a grown farmer", per_player_count=False)
def newborns_eat_less() -> bool | str:
    return all(NEWBORN_FOOD <= f for f in FOOD_PER_FARMER)


@invariant("rooms and farmers agree: a colour's farmers fill the five rooms", per_player_count=False)
def rooms_fit_farmers(game) -> bool | str:
    per = {c.id: c.per_player for c in game.inventory}
    if per.get("farmers") != MAX_ROOMS:
        return f"the box gives {per.get('farmers')} farmers a colour, the rooms hold {MAX_ROOMS}"
    if per.get("room-tiles") != ROOM_TILES_EACH:
        return f"the box gives {per.get('room-tiles')} room tiles a colour, the rules {ROOM_TILES_EACH}"
    return True


@invariant("every family could plough all its field spaces", per_player_count=False)
def fields_suffice(game) -> bool | str:
    need = PLAYERS[1] * FIELD_SPACES
    return True if _box(game, "field-tiles") >= need else f"{need} field tiles needed"


@invariant("the general supply in setup() is the box's", per_player_count=False)
def supply_is_the_box(game) -> bool | str:
    wrong = [f"{k} {v} vs {_box(game, k)}" for k, v in SUPPLY.items() if _box(game, k) != v]
    if IMPROVEMENT_CARDS != _box(game, "improvement-cards"):
        wrong.append(f"improvement cards {IMPROVEMENT_CARDS} vs {_box(game, 'improvement-cards')}")
    return "; ".join(wrong) if wrong else True


@invariant("the board prints every action space the rules name, and the actions name set lists them",
           per_player_count=False)
def board_has_every_space(game) -> bool | str:
    spaces = set()
    for m in game.maps:
        for loc in m.locations:
            spaces.update(loc.spaces or ())
    rules = set(BASE_SPACES) | set(EXTRA_SPACES)
    if spaces != rules:
        return f"board spaces differ from the rules: {sorted(spaces ^ rules)}"
    if set(game.names.get("actions", ())) != rules:
        return "the actions name set differs from the rules' spaces"
    return True


@invariant("improvement cards print the figures the rules use", per_player_count=False)
def improvements_agree(game) -> bool | str:
    deck = game.deck("improvements")
    cards = {c.id: c for c in deck.cards}
    if set(cards) != set(IMPROVEMENTS):
        return f"cards {sorted(cards)} differ from the engine's {sorted(IMPROVEMENTS)}"
    for cid, want in IMPROVEMENTS.items():
        f = cards[cid].fields
        for col in ("points", "grain_food", "vegetable_food", "bakes", "extra_food", "bonus_max"):
            if f.get(col) != want.get(col):
                return f"{cards[cid].name}: {col} is {f.get(col)}, the engine has {want.get(col)}"
    hearth = cards["hearth"].fields
    if (hearth["grain_food"], hearth["vegetable_food"]) != (cook_rate("Hearth", "Grain"), cook_rate("Hearth", "Vegetable")):
        return "the Hearth card and the cooking table disagree"
    if deck.total != IMPROVEMENT_CARDS:
        return f"{deck.total} improvement cards, the rules expect {IMPROVEMENT_CARDS}"
    return True


@invariant("there are enough farmers in the box for every family to grow to five")
def farmers_suffice(players: int, game) -> bool | str:
    return True if _box(game, "farmers") >= players * MAX_ROOMS else "too few farmers"

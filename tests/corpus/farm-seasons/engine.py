"""Engine model of Farm Seasons (worker placement over one farming year, 1-5 players).

Every number the tables, the costs and the worked examples print comes from the
rules below; the invariants at the end hold the rules to the box and the cards.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (1, 5)

# --- the year -------------------------------------------------------------------
SEASONS = ("Spring", "Summer", "Autumn", "Winter")
ROUNDS_IN_SEASON = {"Spring": 4, "Summer": 3, "Autumn": 3, "Winter": 2}
# Food a grown family member eats at the harvest that ends the season.
FOOD_PER_MEMBER = {"Spring": 2, "Summer": 2, "Autumn": 2, "Winter": 3}
NEWBORN_FOOD = 1               # a member born this season eats this much, whatever the season

# --- the action spaces ------------------------------------------------------------
# Each space: the fewest players that open it, and what a family member placed there takes.
SPACES: dict[str, tuple[int, str]] = {
    "Day Labour": (1, "2 Food"),
    "Forest": (1, "3 Wood"),
    "Clay Pit": (1, "2 Clay"),
    "Quarry": (1, "1 Stone"),
    "Seed Store": (1, "1 Grain"),
    "Plough Field": (1, "Plough 1 field"),
    "Sow and Bake": (1, "Sow, then bake"),
    "Build Rooms": (1, "Rooms, then pastures"),
    "Workshop": (1, "1 improvement"),
    "Family Growth": (1, "1 newborn"),
    "Fishing Pond": (1, "3 Food"),
    "Copse": (2, "2 Wood"),
    "Vegetable Garden": (3, "1 Vegetable"),
    "Sheep Market": (3, "1 Sheep"),
    "Riverbank": (4, "2 Clay and 1 Food"),
    "Hollow": (4, "1 Wood and 1 Stone"),
    "Travelling Fair": (5, "4 Food"),
    "Old Orchard": (5, "1 Grain and 1 Vegetable"),
}
UNLIMITED_SPACE = "Day Labour"  # the one space that takes any number of family members

# --- a farm -----------------------------------------------------------------------
STARTING_FAMILY = 2
MAX_FAMILY = 5
STARTING_ROOMS = 2             # printed on the farmyard
MAX_ROOMS = 5
PLOTS = 15                     # 3 rows of 5 on the farmyard
STARTING_FOOD = 3
FIELD_TILES_EACH = 6
PASTURE_TILES_EACH = 2
SHEEP_PER_PASTURE = 3
SHEEP_IN_HOUSE = 1             # a pet lamb; the Sheepfold raises it
SOWN_GRAIN = 3                 # 1 Grain sown becomes 3 on the field
SOWN_VEGETABLES = 2            # 1 Vegetable sown becomes 2
RAW_FOOD = 1                   # Grain or a Vegetable eaten raw at a harvest
ROOM_COST = {"Wood": 4, "Clay": 2}
PASTURE_COST = {"Wood": 2}

# Food one Grain, Vegetable or Sheep gives when cooked on a cooking improvement.
COOKING = {"Fireplace": 2, "Cooking Hearth": 3}

# --- scoring ----------------------------------------------------------------------
HUNGER_POINTS = -3             # each Hunger card
POINTS_EACH = {"Family member": 3, "Room": 1, "Pasture": 1, "Hunger card": HUNGER_POINTS}
SOLO_GOAL = 30

# Points for how many of each you own at the end: (at least this many, points), highest first.
BANDS: dict[str, tuple[tuple[int, int], ...]] = {
    "Fields": ((5, 4), (4, 3), (3, 2), (2, 1), (0, -1)),
    "Grain": ((6, 3), (4, 2), (1, 1), (0, -1)),
    "Vegetables": ((3, 3), (2, 2), (1, 1), (0, -1)),
    "Sheep": ((6, 3), (4, 2), (1, 1), (0, -1)),
}

# Goods on the board, whatever the player count: the whole supply comes out.
SUPPLY = {"wood": 30, "clay": 25, "stone": 20, "grain": 30, "vegetables": 20, "food": 50, "sheep": 20}
IMPROVEMENT_CARDS = 14
HUNGER_CARDS = 20


def _players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Farm Seasons takes {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


def _season(season: str) -> str:
    if season not in SEASONS:
        raise ValueError(f"unknown season {season!r}")
    return season


# --- setup --------------------------------------------------------------------------
@rule
def open_spaces(players: int) -> int:
    """Action spaces in play: those whose opening count the table reaches."""
    _players(players)
    return sum(1 for opens, _ in SPACES.values() if opens <= players)


@rule
def space_opens(space: str) -> int:
    """The fewest players with whom this action space is used."""
    return SPACES[space][0]


@rule
def space_gives(space: str) -> str:
    """What a family member placed on this space takes or does."""
    return SPACES[space][1]


@rule
def display_size(players: int) -> int:
    """Improvement cards face up in the workshop display: three more than the players."""
    _players(players)
    return players + 3


@rule
def starting_family(players: int | None = None) -> int:
    """Family members each farm starts with."""
    return STARTING_FAMILY


@rule
def starting_food(players: int | None = None) -> int:
    """Food each player takes at setup."""
    return STARTING_FOOD


@rule
def max_family() -> int:
    """The largest a family can grow."""
    return MAX_FAMILY


@rule
def starting_rooms() -> int:
    return STARTING_ROOMS


@rule
def max_rooms() -> int:
    return MAX_ROOMS


@rule
def farm_plots() -> int:
    return PLOTS


# --- the year -------------------------------------------------------------------------
@rule
def rounds_in_season(season: str) -> int:
    """Work rounds before the season's harvest."""
    return ROUNDS_IN_SEASON[_season(season)]


@rule
def harvest_round(season: str) -> int:
    """The round after which this season's harvest comes."""
    _season(season)
    total = 0
    for s in SEASONS:
        total += ROUNDS_IN_SEASON[s]
        if s == season:
            return total
    raise AssertionError


@rule
def total_rounds() -> int:
    """Rounds in the whole game."""
    return sum(ROUNDS_IN_SEASON.values())


@rule
def seasons_in_year() -> int:
    return len(SEASONS)


@rule
def food_per_member(season: str, variant: str | None = None) -> int:
    """Food one grown family member eats at this season's harvest."""
    _season(season)
    if variant == "gentle-winter":
        return FOOD_PER_MEMBER["Spring"]
    return FOOD_PER_MEMBER[season]


@rule
def newborn_food() -> int:
    return NEWBORN_FOOD


# --- the harvest ------------------------------------------------------------------------
@rule
def field_yield(fields: int) -> int:
    """Goods taken at the Fields step: one from each sown field."""
    return fields


@rule
def food_needed(family: int, season: str = "Spring", newborns: int = 0, variant: str | None = None) -> int:
    """Food a family eats at a harvest: grown members by the season, newborns one each."""
    if not STARTING_FAMILY <= family <= MAX_FAMILY:
        raise ValueError(f"a family has {STARTING_FAMILY} to {MAX_FAMILY} members, not {family}")
    if not 0 <= newborns <= family - STARTING_FAMILY:
        raise ValueError(f"{newborns} newborns in a family of {family}")
    grown = family - newborns
    return grown * food_per_member(season, variant) + newborns * NEWBORN_FOOD


@rule
def raw_food(grain: int = 0, vegetables: int = 0) -> int:
    """Food from Grain and Vegetables eaten raw, without a cooking improvement."""
    return (grain + vegetables) * RAW_FOOD


@rule
def cooked_food(grain: int = 0, vegetables: int = 0, sheep: int = 0, improvement: str = "Fireplace") -> int:
    """Food from goods cooked on a Fireplace or Cooking Hearth."""
    return (grain + vegetables + sheep) * COOKING[improvement]


@rule
def cooking_rate(improvement: str) -> int:
    """Food one good gives on this cooking improvement."""
    return COOKING[improvement]


@rule
def hunger_cards(food: int, needed: int) -> int:
    """Hunger cards taken: one for each Food a family cannot pay."""
    return max(0, needed - food)


@rule
def hunger_points(cards: int = 1) -> int:
    """Points the Hunger cards cost at the end."""
    return cards * HUNGER_POINTS


@rule
def sheep_room(pastures: int, sheepfold: bool = False) -> int:
    """Sheep a farm can hold: three a pasture, one in the house (three with a Sheepfold)."""
    return pastures * SHEEP_PER_PASTURE + (3 if sheepfold else SHEEP_IN_HOUSE)


@rule
def lambs(sheep: int, room: int) -> int:
    """Lambs born at the Lambing step: one for two or more Sheep, if there is room for it."""
    return 1 if sheep >= 2 and sheep < room else 0


@rule
def sown_goods(good: str) -> int:
    """Goods on a field right after it is sown with one."""
    return {"Grain": SOWN_GRAIN, "Vegetable": SOWN_VEGETABLES}[good]


# --- scoring ----------------------------------------------------------------------------
@rule
def points_for(thing: str, amount: int | str) -> int:
    """Points for how many Fields, Grain, Vegetables or Sheep you own at the end."""
    if isinstance(amount, str):
        if not amount.endswith(" or more"):
            raise ValueError(f"unknown amount {amount!r}")
        amount = int(amount.split()[0])
    for least, points in BANDS[thing]:
        if amount >= least:
            return points
    raise ValueError(amount)


@rule
def points_each(what: str) -> int:
    """Points for each family member, room, pasture or Hunger card at the end."""
    return POINTS_EACH[what]


@rule
def final_score(family: int, rooms: int, pastures: int, fields: int, grain: int, vegetables: int,
                sheep: int, improvements: int = 0, hunger: int = 0) -> int:
    """A farm's score at the end of the game."""
    return (family * POINTS_EACH["Family member"] + rooms * POINTS_EACH["Room"]
            + pastures * POINTS_EACH["Pasture"] + improvements + hunger * HUNGER_POINTS
            + points_for("Fields", fields) + points_for("Grain", grain)
            + points_for("Vegetables", vegetables) + points_for("Sheep", sheep))


@rule
def solo_goal() -> int:
    """Points a lone farmer needs to win."""
    return SOLO_GOAL


# --- the box ----------------------------------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    _players(players)
    out = {
        "board": 1,
        "farmyards": players,
        "family-discs": MAX_FAMILY * players,
        "improvements": IMPROVEMENT_CARDS,
        "hunger": HUNGER_CARDS,
        "room-tiles": (MAX_ROOMS - STARTING_ROOMS) * players,
        "field-tiles": FIELD_TILES_EACH * players,
        "pasture-tiles": PASTURE_TILES_EACH * players,
        "start-player": 1,
        "round-marker": 1,
    }
    out.update(SUPPLY)
    return out


# --- invariants -------------------------------------------------------------------------
def _line(game, component: str):
    return next(c for c in game.inventory if c.id == component)


@invariant("every open action space but Day Labour holds one family member, and Day Labour is always open")
def day_labour_always_open(players: int) -> bool | str:
    return True if space_opens(UNLIMITED_SPACE) == 1 else "Day Labour must be open at every count"


@invariant("the seasons' rounds add up to the round track, and the last harvest ends the game",
           per_player_count=False)
def rounds_fill_track(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "board")
    track = next(t for t in board.tracks if t.id == "rounds")
    if track.end != total_rounds():
        return f"the round track ends at {track.end}, the seasons have {total_rounds()} rounds"
    return True if harvest_round("Winter") == total_rounds() else "the Winter harvest is not the last round"


@invariant("a family can only grow into a room, so the most rooms is the most family members")
def rooms_house_family(players: int) -> bool | str:
    return True if MAX_ROOMS == MAX_FAMILY else f"{MAX_ROOMS} rooms for {MAX_FAMILY} family members"


@invariant("each colour's pieces in the box match the farm's limits", per_player_count=False)
def colour_pieces_agree(game) -> bool | str:
    wanted = {
        "family-discs": MAX_FAMILY,
        "room-tiles": MAX_ROOMS - STARTING_ROOMS,
        "field-tiles": FIELD_TILES_EACH,
        "pasture-tiles": PASTURE_TILES_EACH,
    }
    for component, each in wanted.items():
        line = _line(game, component)
        if line.per_player != each:
            return f"{line.name}: {line.per_player} each in the box, the rules give {each}"
    return True


@invariant("the whole supply of goods and both decks come out at setup, as many as the box holds",
           per_player_count=False)
def supply_comes_out(game) -> bool | str:
    for component, count in SUPPLY.items():
        if _line(game, component).count != count:
            return f"{component}: setup takes {count}, the box holds {_line(game, component).count}"
    if game.deck("improvements").total != IMPROVEMENT_CARDS:
        return f"improvements: {game.deck('improvements').total} cards, setup takes {IMPROVEMENT_CARDS}"
    if game.deck("hunger").total != HUNGER_CARDS:
        return f"hunger: {game.deck('hunger').total} cards, setup takes {HUNGER_CARDS}"
    return True


@invariant("the improvement deck can fill the biggest display", per_player_count=False)
def display_fits(game) -> bool | str:
    return True if game.deck("improvements").total >= display_size(PLAYERS[1]) else "too few improvements"


@invariant("every Hunger card costs the points the rules say", per_player_count=False)
def hunger_cards_agree(game) -> bool | str:
    for card in game.deck("hunger").cards:
        if card.fields["points"] != HUNGER_POINTS:
            return f"{card.name} is worth {card.fields['points']}, the rules say {HUNGER_POINTS}"
    return True


@invariant("the cooking improvements' cards print the Food the rules cook with", per_player_count=False)
def cooking_cards_agree(game) -> bool | str:
    for card in game.deck("improvements").cards:
        if card.name in COOKING and card.fields["food"] != COOKING[card.name]:
            return f"{card.name} prints {card.fields['food']} Food, the rules cook {COOKING[card.name]}"
    return True


@invariant("the room and pasture prices are the ones the rules use", per_player_count=False)
def building_costs_agree(game) -> bool | str:
    for cost in game.costs:
        wanted = {"room": ROOM_COST, "pasture": PASTURE_COST}.get(cost.id)
        if wanted is None:
            continue
        paid = {item.of: item.amount for item in cost.items}
        if paid != wanted:
            return f"{cost.name} costs {paid}, the rules say {wanted}"
    return True


@invariant("the action-space table covers every action space the board names", per_player_count=False)
def spaces_named(game) -> bool | str:
    named = set(game.names["action-spaces"])
    if named != set(SPACES):
        return f"board and rules differ: {sorted(named ^ set(SPACES))}"
    return True

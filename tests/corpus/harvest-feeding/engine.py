"""Engine model of Marrowfield: the rules its tables, examples and board print from."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

# The year: fourteen rounds in six stages, a harvest closing each stage.
ROUNDS = 14
STAGES = {1: (1, 4), 2: (5, 7), 3: (8, 9), 4: (10, 11), 5: (12, 13), 6: (14, 14)}

# Points by how many of a thing a farm holds: 0, 1-2, 3-4, 5-6, 7 or more.
CATEGORY_POINTS = {
    "Fields": (-1, 1, 2, 3, 4),
    "Pens": (-1, 2, 3, 4, 4),
    "Grain": (-1, 1, 1, 2, 3),
    "Vegetables": (-1, 1, 3, 4, 4),
    "Sheep": (-1, 1, 2, 2, 3),
    "Pigs": (-1, 1, 2, 3, 3),
    "Cows": (-1, 2, 2, 3, 4),
}

OTHER_POINTS = {"Each worker": 3, "Each room": 1, "Each unused plot": -1, "Each Begging card": -3}

REFILLS = {
    "Clay Pit": "1 Clay",
    "Reed Bed": "1 Reed",
    "Fishing Weir": "1 Food",
    "Flock Fair": "1 Sheep",
    "Quarry Road": "1 Stone",
    "Pig Fair": "1 Pig",
    "Cattle Fair": "1 Cow",
}


@rule
def rounds(players: int | None = None) -> int:
    """Rounds in a game, at every player count."""
    return ROUNDS


@rule
def harvest_rounds() -> list[int]:
    """The rounds after which a harvest comes: the last round of each stage."""
    return [last for _, last in STAGES.values()]


@rule
def harvests(players: int | None = None) -> int:
    """How many harvests a game has."""
    return len(STAGES)


@rule
def harvest_round(index: int) -> int:
    """The round the index-th harvest follows (for the round track's marks)."""
    return harvest_rounds()[index - 1]


@rule
def stage_rounds(stage: int) -> str:
    """The rounds of a stage, as the stage table prints them."""
    first, last = STAGES[stage]
    return str(first) if first == last else f"{first}-{last}"


@rule
def season_cards(stage: int) -> int:
    """Season cards of a stage: one per round of it."""
    first, last = STAGES[stage]
    return last - first + 1


@rule
def harvest_after(stage: int) -> int:
    """The round after which the stage's harvest comes."""
    return STAGES[stage][1]


@rule
def food_per_worker(players: int | None = None) -> int:
    """Food each worker eats at a harvest."""
    return 2


@rule
def starting_workers(players: int | None = None) -> int:
    """Workers each player starts with in the house."""
    return 2


@rule
def most_workers(players: int | None = None) -> int:
    """The most workers a player can have."""
    return 5


@rule
def starting_rooms(players: int | None = None) -> int:
    """Rooms printed on every farm board."""
    return 2


@rule
def most_rooms(players: int | None = None) -> int:
    """The most rooms a house can have (the printed ones and the room spaces)."""
    return 5


@rule
def plots(players: int | None = None) -> int:
    """Plots on a farm board, each a field, a pen or unused."""
    return 8


@rule
def pen_capacity(players: int | None = None) -> int:
    """Animals one pen holds, all of one kind."""
    return 3


@rule
def hutch_capacity(players: int | None = None) -> int:
    """Animals the hutch by the house holds."""
    return 1


@rule
def starting_food(players: int, seat: int = 1) -> int | None:
    """Food a player starts with: the first player less than the others; alone, one Food."""
    if seat > players:
        return None
    if players == 1:
        return 1
    return 2 if seat == 1 else 3


@rule
def crossroads_spaces(players: int) -> int:
    """Crossroads action spaces in use: none below three players."""
    return {1: 0, 2: 0, 3: 2, 4: 3}[players]


@rule
def copse_wood(players: int) -> int:
    """Wood added to the Copse each round."""
    return {1: 2, 2: 3, 3: 3, 4: 4}[players]


@rule
def refill(space: str) -> str:
    """What every other gathering space gains each round."""
    return REFILLS[space]


@rule
def crop_on_field(crop: str) -> int:
    """Goods on a field once sown: the one planted and those added from the supply."""
    return {"Grain": 3, "Vegetable": 2}[crop]


@rule
def raw_food(grain: int = 0, vegetables: int = 0) -> int:
    """Food from eating Grain and Vegetables raw, with no Workshop card: one each."""
    return grain + vegetables


@rule
def food_needed(workers: int) -> int:
    """Food a farm must pay at a harvest's Feed step."""
    return food_per_worker() * workers


@rule
def begging_cards(workers: int, food: int) -> int:
    """Begging cards taken: one for each Food missing."""
    return max(0, food_needed(workers) - food)


@rule
def begging_points(cards: int = 1) -> int:
    """What Begging cards are worth at the end."""
    return OTHER_POINTS["Each Begging card"] * cards


@rule
def newborns(animals: int, room: int) -> int:
    """Young born to one kind at the Breed step: one for two or more, if there is room for it."""
    return 1 if animals >= 2 and room >= 1 else 0


def _band(count: int | str) -> int:
    if isinstance(count, str):
        return 4
    if count == 0:
        return 0
    return min(4, (count + 1) // 2)


@rule
def category_points(category: str, count: int | str) -> int:
    """Points a category scores for how many of it a farm holds."""
    return CATEGORY_POINTS[category][_band(count)]


@rule
def other_points(what: str) -> int:
    """Points for each worker, room, unused plot and Begging card."""
    return OTHER_POINTS[what]


@rule
def final_score(fields: int, pens: int, grain: int, vegetables: int, sheep: int, pigs: int, cows: int,
                workers: int, rooms: int, unused_plots: int, workshop_points: int, begging: int) -> int:
    """A farm's final score."""
    counts = {"Fields": fields, "Pens": pens, "Grain": grain, "Vegetables": vegetables,
              "Sheep": sheep, "Pigs": pigs, "Cows": cows}
    total = sum(category_points(name, n) for name, n in counts.items())
    total += workers * other_points("Each worker") + rooms * other_points("Each room")
    total += unused_plots * other_points("Each unused plot") + begging_points(begging)
    return total + workshop_points


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "game-board": 1,
        "farm-boards": players,
        "seasons": ROUNDS,
        "workshop": 9,
        "begging": 20,
        "workers": most_workers() * players,
        "goods-tokens": 100,
        "food-tokens": 40,
        "animal-tokens": 44,
        "farm-tiles": plots() * players,
        "room-tiles": (most_rooms() - starting_rooms()) * players,
        "first-player": 1,
        "round-marker": 1,
    }


@invariant("the Season cards hold one card for every round of each stage", per_player_count=False)
def seasons_fill_the_stages(game) -> bool | str:
    deck = game.deck("seasons")
    for stage in STAGES:
        have = sum(c.count for c in deck.cards if c.fields["stage"] == stage)
        if have != season_cards(stage):
            return f"stage {stage} has {have} Season cards, but {season_cards(stage)} rounds"
    return True if deck.total == ROUNDS else f"{deck.total} Season cards for {ROUNDS} rounds"


@invariant("every Begging card is worth what the scoring says", per_player_count=False)
def begging_cards_agree(game) -> bool | str:
    wrong = [c.name for c in game.deck("begging").cards if c.fields["points"] != begging_points(1)]
    return True if not wrong else f"wrong points on {', '.join(wrong)}"


@invariant("the box holds a farm tile for every plot and a room tile for every room space", per_player_count=False)
def tiles_cover_the_farm(game) -> bool | str:
    lines = {c.id: c for c in game.inventory}
    if lines["farm-tiles"].per_player != plots():
        return "farm tiles per player differ from the plots"
    if lines["room-tiles"].per_player != most_rooms() - starting_rooms():
        return "room tiles per player differ from the room spaces"
    if lines["workers"].per_player != most_workers():
        return "workers per player differ from the most workers"
    return True

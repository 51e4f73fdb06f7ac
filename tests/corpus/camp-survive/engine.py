"""Engine model of Camp Survive.

The numbers the rulebook, the quick reference and the camp board print come
from here: who sets up with what, what a night costs the castaways, what the
jungle gives up to an explorer, and how a rescue is scored.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 5)

# Box counts the setup needs to name whole (held to game.yaml by an invariant).
WEATHER_CARDS = 16
SUPPLY_CARDS = 36
GOAL_CARDS = 10
CASTAWAY_CARDS = 6
TOKENS_PER_SUPPLY = 25
RELIC_TOKENS = 8

# What tending a wound and raising the signal fire cost (held to game.yaml's costs).
TEND_FOOD = 2
TEND_WATER = 1
RAISE_WOOD = 1

MOST_HEALTH = 5


# ---------------------------------------------------------------- setup


@rule
def castaways_per_player(players: int) -> int:
    """Castaways each player runs: three alone, two each at two players, else one."""
    return {1: 3, 2: 2}.get(players, 1)


@rule
def castaways_in_camp(players: int) -> int:
    """Castaways on the island in all."""
    return players * castaways_per_player(players)


@rule
def starting_food(players: int) -> int:
    """Food in the camp store at the start: one supper's worth."""
    return castaways_in_camp(players)


@rule
def starting_water(players: int) -> int:
    """Water in the camp store at the start: one supper's worth."""
    return castaways_in_camp(players)


@rule
def starting_health(players: int) -> int:
    """Health each castaway starts with: one less when playing alone."""
    return 4 if players == 1 else MOST_HEALTH


@rule
def supply_cards_used(players: int) -> int:
    """Supply cards shuffled into the deck: the game's clock."""
    return {1: 24, 2: 30, 3: 30}.get(players, SUPPLY_CARDS)


@rule
def signal_fire_size(players: int = 3) -> int:
    """Spaces the signal fire marker must reach for a rescue."""
    return 7 + players


@rule
def goal_cards_dealt(players: int) -> int:
    """Secret goal cards dealt to each player; none in the solo game."""
    return 0 if players == 1 else 1


# ---------------------------------------------------------------- constants


@rule
def food_eaten(players: int | None = None) -> int:
    """Food each castaway eats at supper."""
    return 1


@rule
def water_drunk(players: int | None = None) -> int:
    """Water each castaway drinks at supper, in ordinary weather."""
    return 1


@rule
def campfire_wood(players: int | None = None) -> int:
    """Wood the campfire burns on an ordinary night."""
    return 1


@rule
def starting_wood(players: int | None = None) -> int:
    """Wood in the camp store at the start."""
    return 2


@rule
def pack_limit(players: int | None = None) -> int:
    """Supplies one player's pack may hold."""
    return 3


@rule
def most_health(players: int | None = None) -> int:
    """No castaway ever has more health than this."""
    return MOST_HEALTH


# ---------------------------------------------------------------- the day


@rule
def explore(roll: int) -> str:
    """What the jungle gives an explorer for a roll of the die."""
    return {1: "hurt", 2: "lost", 3: "berries", 4: "rain-pool", 5: "wreckage", 6: "relic"}[roll]


@rule
def night_health_loss(castaways: int, food: int, water: int, wood: int,
                      thirst: int = 1, campfire: int = 1) -> int:
    """Health the whole camp loses in one night.

    A castaway who cannot eat loses 1; one who cannot drink its `thirst` loses 1;
    if the store cannot feed the campfire, every castaway loses 1 to the cold.
    """
    hungry = max(0, castaways - food)
    thirsty = max(0, castaways - water // thirst)
    cold = castaways if wood < campfire else 0
    return hungry + thirsty + cold


@rule
def food_spoiled(food: int) -> int:
    """Food in the camp store that spoils after supper: half, rounded down."""
    return food // 2


@rule
def food_after_spoiling(food: int) -> int:
    """Food left in the camp store once the spoiling is done."""
    return food - food_spoiled(food)


@rule
def rescue_score(goal_points: int, goal_met: bool, health: int) -> int:
    """A player's score at a rescue: the goal's points if met, plus health left."""
    return (goal_points if goal_met else 0) + health


# ---------------------------------------------------------------- setup()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    castaways = castaways_in_camp(players)
    goals = GOAL_CARDS if goal_cards_dealt(players) and variant != "open-hands" else 0
    return {
        "weather": WEATHER_CARDS,
        "supply": supply_cards_used(players),
        "goals": goals,
        "castaways": CASTAWAY_CARDS,          # the players choose from all six
        "camp-board": 1,
        "castaway-boards": castaways,
        "castaway-pawns": castaways,
        "health-markers": castaways,
        "food-tokens": TOKENS_PER_SUPPLY,
        "water-tokens": TOKENS_PER_SUPPLY,
        "wood-tokens": TOKENS_PER_SUPPLY,
        "relic-tokens": RELIC_TOKENS,
        "fire-marker": 1,
        "first-player": 1 if players > 1 else 0,
        "die": 1,
    }


# ---------------------------------------------------------------- invariants


@invariant("the Supply deck holds every card a setup counts off")
def supply_covers_setup(players: int, game) -> bool | str:
    total = game.deck("supply").total
    need = supply_cards_used(players)
    return True if need <= total else f"setup uses {need} Supply cards, the deck has {total}"


@invariant("there is a castaway card, board and pawn for every castaway in camp")
def castaways_suffice(players: int, game) -> bool | str:
    need = castaways_in_camp(players)
    have = {c.id: c.count for c in game.inventory}
    cards = game.deck("castaways").total
    short = [what for what, n in (("cards", cards), ("boards", have["castaway-boards"]),
                                   ("pawns", have["castaway-pawns"])) if n < need]
    return True if not short else f"{need} castaways but too few {', '.join(short)}"


@invariant("every player can be dealt a goal card")
def goals_suffice(players: int, game) -> bool | str:
    total = game.deck("goals").total
    return True if goal_cards_dealt(players) * players <= total else f"only {total} goal cards"


@invariant("the signal fire's mark lies on the camp board's track")
def fire_fits_track(players: int, game) -> bool | str:
    track = next(t for m in game.maps for t in m.tracks if t.id == "signal-fire")
    size = signal_fire_size(players)
    return True if track.start <= size <= track.end else f"the fire needs {size}, the track ends at {track.end}"


@invariant("the decks and token piles setup() names whole match the box", per_player_count=False)
def whole_supplies_come_out(game) -> bool | str:
    wrong = []
    for deck_id, count in (("weather", WEATHER_CARDS), ("supply", SUPPLY_CARDS),
                           ("goals", GOAL_CARDS), ("castaways", CASTAWAY_CARDS)):
        if game.deck(deck_id).total != count:
            wrong.append(f"{deck_id} deck has {game.deck(deck_id).total}, engine says {count}")
    box = {c.id: c.count for c in game.inventory}
    for token_id, count in (("food-tokens", TOKENS_PER_SUPPLY), ("water-tokens", TOKENS_PER_SUPPLY),
                            ("wood-tokens", TOKENS_PER_SUPPLY), ("relic-tokens", RELIC_TOKENS)):
        if box[token_id] != count:
            wrong.append(f"{token_id}: box {box[token_id]}, engine {count}")
    return True if not wrong else "; ".join(wrong)


@invariant("tending a wound and raising the fire cost what the engine says", per_player_count=False)
def camp_costs_agree(game) -> bool | str:
    costs = {c.id: c for c in game.costs}

    def amount(cost_id: str, of: str) -> int:
        return sum(i.amount for i in costs[cost_id].items if i.of == of)

    found = (amount("tend-wound", "Food"), amount("tend-wound", "Water"), amount("raise-fire", "Wood"))
    expected = (TEND_FOOD, TEND_WATER, RAISE_WOOD)
    return True if found == expected else f"costs say {found}, engine {expected}"


@invariant("a castaway starts with no more health than the most it may have")
def health_fits(players: int) -> bool:
    return 0 < starting_health(players) <= most_health()

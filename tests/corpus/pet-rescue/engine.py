"""Engine model of Pet Rescue (2-4 players, one week at an animal shelter).

The numbers the rulebook's tables print, what a game takes out of the box,
and the relationships between the rules and the card data.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 4)

DAYS = 7                    # Monday to Sunday, one weather card each
KENNEL_PENS = 5             # animals a kennel holds
ADOPTIONS_PER_DAY = 2       # adoptions each player may make in one day
MAX_BRUSHES = 2             # brush tokens that count on one animal
NEAR_MATCH_PENALTY = 2      # hearts lost for a wrong temperament
HUNGRY_LOSS = 1             # hearts lost per animal left unfed in the evening
HAPPY_TAILS_BONUS = 3       # one of every species rehomed
STARTING_ANIMALS = 2        # tiles each player draws at setup
TEMPERAMENT_HEARTS = {"Playful": 3, "Calm": 4, "Shy": 5}

# The box; invariant `box_agrees` holds these to game.yaml.
BAG_TILES = 48
REQUEST_CARDS = 24
WEATHER_CARDS = 10
FOOD_TOKENS = 30
BRUSH_TOKENS = 30

VARIANTS = (None, "little-helpers")


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Pet Rescue is for {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


# --- setup ---------------------------------------------------------------------
@rule
def request_row(players: int) -> int:
    """Adoption requests face up in the row: two more than the players."""
    _check_players(players)
    return players + 2


@rule
def starting_animals(players: int | None = None) -> int:
    """Animal tiles each player draws into their kennel during setup."""
    return STARTING_ANIMALS


@rule
def morning_draw(players: int) -> int:
    """Animal tiles each player draws in the Arrivals step."""
    _check_players(players)
    return 1 if players == 4 else 2


@rule
def animals_drawn(players: int) -> int:
    """Tiles that leave the bag in a whole week, if no kennel is ever full."""
    return players * (starting_animals(players) + morning_draw(players) * DAYS)


# --- numbers of the day --------------------------------------------------------
@rule
def days_in_week() -> int:
    return DAYS


@rule
def kennel_pens() -> int:
    return KENNEL_PENS


@rule
def adoptions_per_day(players: int | None = None) -> int:
    return ADOPTIONS_PER_DAY


@rule
def max_brushes() -> int:
    return MAX_BRUSHES


@rule
def happy_tails_bonus() -> int:
    return HAPPY_TAILS_BONUS


@rule
def near_match_penalty() -> int:
    return NEAR_MATCH_PENALTY


SHELTER_NUMBERS = {
    "Days in the week": DAYS,
    "Pens in a kennel": KENNEL_PENS,
    "Adoptions a day": ADOPTIONS_PER_DAY,
    "Brushes an animal can hold": MAX_BRUSHES,
    "Happy Tails bonus": HAPPY_TAILS_BONUS,
}


@rule
def shelter_number(what: str) -> int:
    return SHELTER_NUMBERS[what]


# --- scoring -------------------------------------------------------------------
@rule
def request_hearts(temperament: str) -> int:
    """Hearts printed on a request: the shyer the animal asked for, the more."""
    return TEMPERAMENT_HEARTS[temperament]


@rule
def match_hearts(hearts: int, match: str = "perfect", variant: str | None = None) -> int:
    """Hearts for matching an animal to a request, before brushing.

    perfect: species, size and temperament right; near: species and size right,
    temperament wrong. In Little Helpers temperament is not played, so a near
    match is a perfect one.
    """
    if match == "perfect" or (match == "near" and variant == "little-helpers"):
        return hearts
    if match == "near":
        return max(0, hearts - NEAR_MATCH_PENALTY)
    return 0


@rule
def adoption_hearts(hearts: int, match: str = "perfect", brushes: int = 0,
                    variant: str | None = None) -> int:
    """Everything an adoption scores: the match plus one per brush, two at most."""
    if match not in ("perfect", "near"):
        return 0
    return match_hearts(hearts, match, variant) + min(brushes, MAX_BRUSHES)


@rule
def evening_loss(animals: int, fed: int) -> int:
    """Hearts lost in the evening: one for each animal in the kennel without food."""
    return max(0, animals - fed) * HUNGRY_LOSS


# --- the box -------------------------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    _check_players(players)
    return {
        "shelter-board": 1,
        "kennel-boards": players,
        "heart-markers": players,
        "day-marker": 1,
        "requests": REQUEST_CARDS,
        "weather": WEATHER_CARDS,
        "animals": BAG_TILES,
        "bag": 1,
        "food-tokens": FOOD_TOKENS,
        "brush-tokens": BRUSH_TOKENS,
    }


# --- invariants ----------------------------------------------------------------
@invariant("the bag never runs out before Sunday")
def bag_lasts(players: int) -> bool | str:
    drawn = animals_drawn(players)
    return True if drawn <= BAG_TILES else f"{drawn} tiles drawn from a bag of {BAG_TILES}"


@invariant("the opening kennel and the first morning fit in the pens")
def first_morning_fits(players: int) -> bool:
    return starting_animals(players) + morning_draw(players) <= KENNEL_PENS


@invariant("the box matches the engine's counts", per_player_count=False)
def box_agrees(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    wanted = {
        "food-tokens": FOOD_TOKENS,
        "brush-tokens": BRUSH_TOKENS,
    }
    for key, n in wanted.items():
        if counts.get(key) != n:
            return f"{key}: box {counts.get(key)}, engine {n}"
    if game.deck("animals").total != BAG_TILES:
        return f"animals: {game.deck('animals').total} tiles, engine {BAG_TILES}"
    if game.deck("requests").total != REQUEST_CARDS:
        return f"requests: {game.deck('requests').total} cards, engine {REQUEST_CARDS}"
    if game.deck("weather").total != WEATHER_CARDS:
        return f"weather: {game.deck('weather').total} cards, engine {WEATHER_CARDS}"
    return True


@invariant("there is a weather card for every day", per_player_count=False)
def weather_for_every_day(game) -> bool:
    return game.deck("weather").total >= DAYS


@invariant("every request's hearts follow its temperament", per_player_count=False)
def request_hearts_agree(game) -> bool | str:
    for card in game.deck("requests").cards:
        want = request_hearts(card.fields["temperament"])
        if card.fields["hearts"] != want:
            return f"{card.name} shows {card.fields['hearts']} hearts, its temperament gives {want}"
    return True


@invariant("every request can be met perfectly by some tile in the bag", per_player_count=False)
def requests_can_be_met(game) -> bool | str:
    tiles = {(c.fields["species"], c.fields["size"], c.fields["temperament"])
             for c in game.deck("animals").cards}
    for card in game.deck("requests").cards:
        key = (card.fields["species"], card.fields["size"], card.fields["temperament"])
        if key not in tiles:
            return f"{card.name}: no {' '.join(key).lower()} animal in the bag"
    return True


@invariant("the food supply covers the hungriest day at four players", per_player_count=False)
def food_suffices(game) -> bool | str:
    most = max(c.fields["food"] for c in game.deck("weather").cards)
    need = most * PLAYERS[1]
    return True if need <= FOOD_TOKENS else f"{need} food needed, {FOOD_TOKENS} in the box"


@invariant("every species, size and temperament is in the bag", per_player_count=False)
def every_kind_in_bag(game) -> bool | str:
    seen = {(c.fields["species"], c.fields["size"], c.fields["temperament"])
            for c in game.deck("animals").cards}
    for sp in game.names["species"]:
        for sz in game.names["sizes"]:
            for t in game.names["temperaments"]:
                if (sp, sz, t) not in seen:
                    return f"no {sz} {t} {sp}"
    return True

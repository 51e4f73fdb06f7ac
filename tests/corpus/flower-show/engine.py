"""Engine model of The Flower Show: the rules the printed tables are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

SHOW_DAYS = 6
CLASSES = {
    1: ("Rock Garden", None, 30),
    2: ("Open", None, None),
    3: ("Cottage Border", 30, 90),
    4: ("Open", None, None),
    5: ("Tall Stems", 100, None),
    6: ("Best in Show", None, None),
}
WEIGHTS = {"Colour": 40, "Form": 30, "Scent": 30}
ROSETTES = {"First": ("Red", 5), "Second": ("Blue", 3), "Third": ("Yellow", 1)}


@rule
def show_days() -> int:
    """The show lasts six days."""
    return SHOW_DAYS


@rule
def nursery_size(players: int) -> int:
    """Face-up flowers in the nursery: two more than the gardeners."""
    return players + 2


@rule
def rosettes_awarded(players: int) -> int:
    """Rosettes the judges hand out each day: one fewer than the gardeners, three at most."""
    return min(3, players - 1)


@rule
def starting_water(players: int | None = None) -> int:
    return 4


@rule
def sunrise_water(players: int | None = None) -> int:
    return 3


@rule
def can_capacity(players: int | None = None) -> int:
    return 10


@rule
def starting_garden(players: int | None = None) -> int:
    return 3


@rule
def fresh_bonus(players: int | None = None) -> int:
    return 5


@rule
def compost_water(players: int | None = None) -> int:
    return 1


@rule
def judge_weight(quality: str) -> int:
    """The share of the judges' score a quality carries, in percent."""
    return WEIGHTS[quality]


@rule
def judge_multiplier(quality: str) -> int:
    """Ratings run 1 to 10, so a quality's weight in percent divided by ten."""
    return WEIGHTS[quality] // 10


@rule
def judges_score(colour: int, form: int, scent: int, fresh: bool = False) -> int:
    """The judges' score of one exhibit."""
    score = (colour * WEIGHTS["Colour"] + form * WEIGHTS["Form"] + scent * WEIGHTS["Scent"]) // 10
    return score + (fresh_bonus() if fresh else 0)


@rule
def water_cost(height: int) -> int:
    """Water to water a flower: one, plus one for every full 30 cm of stem."""
    return 1 + height // 30


@rule
def can_after_sunrise(water: int) -> int:
    return min(can_capacity(), water + sunrise_water())


@rule
def show_class(day: int) -> str:
    return CLASSES[day][0]


@rule
def shortest_stem(day: int) -> int | None:
    return CLASSES[day][1]


@rule
def tallest_stem(day: int) -> int | None:
    return CLASSES[day][2]


@rule
def rosette_colour(place: str) -> str:
    return ROSETTES[place][0]


@rule
def rosette_points(place: str) -> int:
    return ROSETTES[place][1]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "flowers": 54,
        "show-board": 1,
        "garden-mats": players,
        "watering-cans": players,
        "rosettes": 18,
        "day-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"flowers": {"hand": starting_garden(), "draw": 1, "table": nursery_size(players), "turns": SHOW_DAYS}}


@invariant("every flower's water cost follows from its height", per_player_count=False)
def water_matches_height(game) -> bool | str:
    for card in game.deck("flowers").cards:
        if card.fields["water_cost"] != water_cost(card.fields["height"]):
            return f"{card.name} costs {card.fields['water_cost']}, its height says {water_cost(card.fields['height'])}"
    return True


@invariant("no flower costs more water than a full can", per_player_count=False)
def cans_hold_enough(game) -> bool | str:
    worst = max(c.fields["water_cost"] for c in game.deck("flowers").cards)
    return True if worst <= can_capacity() else f"a flower costs {worst}"


@invariant("the deck lasts the whole show")
def deck_lasts(players: int, game) -> bool | str:
    need = starting_garden() * players + nursery_size(players) + SHOW_DAYS * players
    have = game.deck("flowers").total
    return True if need <= have else f"{need} cards needed, {have} in the deck"


@invariant("the box holds a rosette of each colour for every show day")
def rosettes_suffice(players: int, game) -> bool | str:
    box = next(c for c in game.inventory if c.id == "rosettes").count
    return True if box // 3 >= SHOW_DAYS else f"only {box // 3} rosettes of each colour"


@invariant("every class can be entered by some flower in bloom", per_player_count=False)
def classes_can_be_entered(game) -> bool | str:
    cards = game.deck("flowers").cards
    for day in range(1, SHOW_DAYS + 1):
        low, high = shortest_stem(day), tallest_stem(day)
        fits = [c for c in cards if c.fields["bloom"] in (day - 1, day)
                and (low is None or c.fields["height"] >= low)
                and (high is None or c.fields["height"] <= high)]
        if not fits:
            return f"no flower fits the {show_class(day)} class on day {day}"
    return True


@invariant("the rosette table and the show days agree with the data", per_player_count=False)
def show_board_days(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "show-board")
    track = next(t for t in board.tracks if t.id == "days")
    return True if track.end == SHOW_DAYS else f"the day track ends at {track.end}"

"""Engine model of Oven Temps: a baking competition around one shared oven dial."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

DIAL = (140, 160, 180, 200, 220, 240)   # the oven dial's temperatures, in degrees Celsius
ROUND_MINUTES = {1: 60, 2: 90, 3: 120}
INGREDIENTS = ("Flour", "Sugar", "Eggs", "Butter", "Fruit", "Chocolate")


@rule
def rounds() -> int:
    """Rounds of bakes in a game."""
    return 3


@rule
def dial_step() -> int:
    """Degrees Celsius between two notches of the dial."""
    return 20


@rule
def dial_start() -> int:
    """The temperature the dial is preheated to at setup."""
    return 180


@rule
def dial_start_space() -> int:
    """The space of the dial track (from 1) the marker starts on."""
    return DIAL.index(dial_start()) + 1


@rule
def lowest_temperature() -> int:
    return DIAL[0]


@rule
def highest_temperature() -> int:
    return DIAL[-1]


@rule
def showstopper_round() -> int:
    """The round whose marks count double."""
    return rounds()


@rule
def recipes_dealt(players: int | None = None) -> int:
    """Recipe cards each baker is dealt at setup (and keeps in hand)."""
    return 3


@rule
def pantry_row(players: int = 2) -> int:
    """Recipe cards face up in the pantry row: one more than the bakers."""
    return players + 1


@rule
def starting_silver(players: int | None = None) -> int:
    return 10


@rule
def round_minutes(round: int) -> int:
    """The time limit of a round, in minutes."""
    return ROUND_MINUTES[round]


@rule
def round_silver(round: int = 1) -> int:
    """Silver each baker takes from the bank in the Market phase."""
    return 5


@rule
def marks_multiplier(round: int) -> int:
    return 2 if round == showstopper_round() else 1


@rule
def nudges_each() -> int:
    """How many times each baker may turn the dial in one Dial phase."""
    return 1


@rule
def nudge_price() -> int:
    """Silver paid to turn the dial one step."""
    return 1


@rule
def top_mark() -> int:
    """The best mark a judge gives."""
    return 10


@rule
def penalty_per_step() -> int:
    return 2


@rule
def cold_penalty(steps: int) -> int:
    """Taste lost when the oven is this many steps too cold."""
    return penalty_per_step() * steps


@rule
def hot_penalty(steps: int) -> int:
    """Look lost when the oven is this many steps too hot."""
    return penalty_per_step() * steps


@rule
def decoration_look(spare: int | str) -> int:
    """Look gained for the spare minutes: 1 per full 15 minutes, at most 3."""
    if spare == "45 or more":
        return 3
    return min(3, spare // 15)


@rule
def most_decoration() -> int:
    return 3


@rule
def solo_target() -> int:
    """Points a solo baker needs over the three rounds."""
    return 55


def _clamp(mark: int) -> int:
    return max(0, min(top_mark(), mark))


@rule
def bake_marks(temp: int, dial: int, minutes: int, round: int, taste: int, look: int,
               whim_taste: int = 0, whim_look: int = 0) -> list[int]:
    """The judges' two marks for one bake: [taste, look]."""
    steps = (dial - temp) // dial_step()
    cold = max(0, -steps)
    hot = max(0, steps)
    spare = round_minutes(round) - minutes
    taste_mark = _clamp(taste - cold_penalty(cold) + whim_taste)
    look_mark = _clamp(look - hot_penalty(hot) + decoration_look(spare) + whim_look)
    return [taste_mark, look_mark]


@rule
def bake_points(temp: int, dial: int, minutes: int, round: int, taste: int, look: int,
                whim_taste: int = 0, whim_look: int = 0) -> int:
    """Points one bake scores: both marks added, doubled in the Showstopper."""
    marks = bake_marks(temp, dial, minutes, round, taste, look, whim_taste, whim_look)
    return sum(marks) * marks_multiplier(round)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "recipes": 18,
        "whims": 8,
        "oven-board": 1,
        "baker-boards": players,
        "dial-marker": 1,
        "round-marker": 1,
        "head-baker": 1 if players > 1 else 0,
        "silver-coins": 40,
        "ingredient-tokens": 60,
        "score-pad": 1,
    }


@invariant("every recipe bakes at a temperature the dial shows", per_player_count=False)
def recipes_on_the_dial(game) -> bool | str:
    off = [c.name for c in game.deck("recipes").cards if c.fields["temp"] not in DIAL]
    return True if not off else f"not on the dial: {', '.join(off)}"


@invariant("every recipe fits the Showstopper's time limit", per_player_count=False)
def recipes_fit_a_round(game) -> bool | str:
    limit = round_minutes(showstopper_round())
    slow = [c.name for c in game.deck("recipes").cards if c.fields["minutes"] > limit]
    return True if not slow else f"too slow: {', '.join(slow)}"


@invariant("base marks lie between 0 and the top mark", per_player_count=False)
def base_marks_in_range(game) -> bool | str:
    for card in game.deck("recipes").cards:
        for col in ("taste", "look"):
            if not 0 <= card.fields[col] <= top_mark():
                return f"{card.name} has {col} {card.fields[col]}"
    return True


@invariant("the deck deals every hand and fills the pantry row")
def deck_deals(players: int, game) -> bool | str:
    deck = game.deck("recipes").total
    needed = recipes_dealt(players) * players + pantry_row(players)
    return True if deck >= needed else f"{deck} recipes, {needed} needed"


@invariant("the market sells every ingredient", per_player_count=False)
def market_sells_everything(game) -> bool | str:
    sold = {c.name for c in game.costs if c.group == "market"}
    missing = [i for i in INGREDIENTS if i not in sold]
    return True if not missing else f"not sold: {', '.join(missing)}"


@invariant("there is a Whim card for every round", per_player_count=False)
def whims_last(game) -> bool:
    return game.deck("whims").total >= rounds()

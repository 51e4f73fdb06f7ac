"""Engine model of Under Glass: the climate rules the printed tables and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

THERMOSTAT_LOW = 10      # the thermostat track runs from 10 to 30 °C
THERMOSTAT_HIGH = 30
HUMIDITY_LOW = 30        # the humidity track runs from 30% to 90% in steps of 10
HUMIDITY_HIGH = 90
DROP_ML = 100            # one water drop token is 100 ml


@rule
def glass_gain() -> int:
    """Degrees the sun adds through the glass overnight and in the morning."""
    return 8


@rule
def morning_temperature(outside: int) -> int:
    """Where the thermostat starts the day: outside plus the glass gain, kept on the track."""
    return max(THERMOSTAT_LOW, min(THERMOSTAT_HIGH, outside + glass_gain()))


@rule
def heating_cost(degrees: int) -> int:
    """Coins to heat the house by this many degrees: 2 a degree."""
    return 2 * degrees


@rule
def venting_cost(degrees: int) -> int:
    """Coins to vent the house by this many degrees: 1 a degree."""
    return degrees


@rule
def misting_cost(steps: int) -> int:
    """Coins to raise the humidity by this many steps of 10%: 1 a step."""
    return steps


@rule
def water_change(humidity: int) -> int:
    """Change to each plant's water need in ml at this humidity."""
    if humidity <= 40:
        return 100
    if humidity >= 70:
        return -100
    return 0


@rule
def water_needed(water_ml: int, humidity: int) -> int:
    """What a plant drinks today, never less than one drop."""
    return max(DROP_ML, water_ml + water_change(humidity))


@rule
def thrives(min_c: int, max_c: int, temperature: int, humidity: int, min_humidity: int | None = None) -> bool:
    """A watered plant thrives when the house is inside its range and humid enough."""
    if not min_c <= temperature <= max_c:
        return False
    return min_humidity is None or humidity >= min_humidity


@rule
def day_points(plants: list, temperature: int, humidity: int) -> int:
    """Points one gardener scores at Growth for watered plants (each a mapping of its card values)."""
    total = 0
    for plant in plants:
        if thrives(plant["min_c"], plant["max_c"], temperature, humidity, plant.get("min_humidity")):
            total += plant["points"]
    return total


@rule
def starting_hand(players: int = 2) -> int:
    """Plant cards dealt to each gardener at setup."""
    return 4 if players == 2 else 3


@rule
def starting_coins(players: int | None = None) -> int:
    return 10


@rule
def days(players: int | None = None) -> int:
    """Days in a game: one Weather card each."""
    return 8


@rule
def beds(players: int | None = None) -> int:
    return 5


@rule
def daily_income(players: int | None = None) -> int:
    return 3


@rule
def daily_drops(players: int | None = None) -> int:
    """Water drops each gardener takes each morning."""
    return 8


@rule
def daily_water_ml(players: int | None = None) -> int:
    return daily_drops() * DROP_ML


@rule
def wilts_to_compost(players: int | None = None) -> int:
    return 2


@rule
def final_bonus(coins: int) -> int:
    """Points for coins left at the end: 1 for every 5."""
    return coins // 5


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "plants": 45,
        "weather": days(),
        "climate-board": 1,
        "coins": 60,
        "water-drops": 40,
        "wilt-tokens": 30,
        "first-gardener": 1,
        "climate-cubes": 3,
        "score-cubes": players,
    }


@invariant("the plant deck lasts the whole game", per_player_count=True)
def plants_last(players: int, game) -> bool | str:
    need = (starting_hand(players) + days()) * players
    have = game.deck("plants").total
    return True if have >= need else f"{need} plant cards needed, {have} in the deck"


@invariant("the weather deck has a card for every day", per_player_count=False)
def weather_lasts(game) -> bool | str:
    have = game.deck("weather").total
    return True if have >= days() else f"only {have} weather cards"


@invariant("the water drops cover every gardener's daily water")
def drops_suffice(players: int, game) -> bool | str:
    drops = next(c for c in game.inventory if c.id == "water-drops").count
    return True if drops >= daily_drops() * players else f"{drops} drops for {players} gardeners"


@invariant("every plant's range lies on the thermostat track", per_player_count=False)
def plants_on_track(game) -> bool | str:
    for card in game.deck("plants").cards:
        lo, hi = card.fields["min_c"], card.fields["max_c"]
        if not THERMOSTAT_LOW <= lo < hi <= THERMOSTAT_HIGH:
            return f"{card.name} runs {lo} to {hi}"
        if card.fields["water_ml"] % DROP_ML:
            return f"{card.name} needs {card.fields['water_ml']} ml, not whole drops"
    return True


@invariant("every weather card starts the house on the track and names a humidity on it", per_player_count=False)
def weather_on_track(game) -> bool | str:
    for card in game.deck("weather").cards:
        start = card.fields["outside_c"] + glass_gain()
        hum = card.fields["humidity"]
        if start > THERMOSTAT_HIGH or start < THERMOSTAT_LOW:
            return f"{card.name} starts the house at {start}"
        if hum % 10 or not HUMIDITY_LOW <= hum <= HUMIDITY_HIGH:
            return f"{card.name} has humidity {hum}"
    return True


@invariant("the climate costs in game.yaml match the engine", per_player_count=False)
def costs_match(game) -> bool | str:
    prices = {c.id: c.items[0].amount for c in game.costs}
    want = {"heating": heating_cost(1), "venting": venting_cost(1), "misting": misting_cost(1)}
    return True if prices == want else f"costs {prices}, engine {want}"

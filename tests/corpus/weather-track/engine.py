"""Engine model of Weather Track: the weather cycle, boat speeds and setup."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

WEATHER = ["Calm", "Breeze", "Wind", "Storm"]
SPEED = {"Calm": 1, "Breeze": 2, "Wind": 3, "Storm": 1}
COURSE = 30


@rule
def weather_speed(weather: str) -> int:
    """Spaces every boat moves in this weather before its sail is added."""
    return SPEED[weather]


@rule
def next_weather(weather: str) -> str:
    """The weather track moves one step each round; after Storm comes Calm."""
    return WEATHER[(WEATHER.index(weather) + 1) % len(WEATHER)]


@rule
def sail_push(rig: str, weather: str) -> int:
    """What a sail adds to the move: a spinnaker adds nothing in a storm."""
    push = {"Reef": 0, "Jib": 1, "Main": 2, "Spinnaker": 3}[rig]
    if rig == "Spinnaker" and weather == "Storm":
        return 0
    return push


@rule
def storm_drift(rig: str) -> int:
    """Spaces a boat drifts back at the end of a storm round, unless reefed."""
    return 0 if rig == "Reef" else 1


@rule
def boat_move(weather: str, rig: str, gust: int = 0) -> int:
    """A boat's move in one round: the weather, its sail and the gust die."""
    return max(0, weather_speed(weather) + sail_push(rig, weather) + gust - (storm_drift(rig) if weather == "Storm" else 0))


@rule
def gust(roll: int) -> str:
    """The gust die's result id for a roll."""
    if roll == 1:
        return "lull"
    return "gust" if roll == 6 else "steady"


@rule
def hand_size(players: int) -> int:
    """Sail cards dealt to each captain at the start."""
    return 5 if players <= 3 else 4


@rule
def rounds_limit(players: int) -> int:
    """The game ends after this many rounds if no boat has finished."""
    return 12


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {"boats": players, "sails": 26, "weather-marker": 1, "gust-die": 1}


@invariant("the opening deal leaves cards in the Sail deck")
def deal_leaves_deck(players: int, game) -> bool | str:
    left = game.deck("sails").total - hand_size(players) * players
    return True if left >= 5 else f"only {left} cards left"

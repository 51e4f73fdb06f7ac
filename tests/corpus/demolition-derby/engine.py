"""Engine model of Last Car Running, a demolition derby card game.

Every number the rulebook, the quick reference and the tables print comes
from a rule here: how hard a ram hits at each speed, what the two damage dice
add, how much recoil the rammer takes, hand sizes and the crowd's points.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 6)

SIDES = ("Front", "Rear", "Left", "Right")


# --- hands and the clock ---------------------------------------------------

@rule
def hand_size(players: int = 3) -> int:
    """Cards a driver holds after drawing: fewer at a crowded arena."""
    return 4 if players <= 4 else 3


@rule
def reshuffles(players: int | None = None) -> int:
    """Times the discards are shuffled into a new draw pile before the final whistle."""
    return 1


# --- cars ------------------------------------------------------------------

@rule
def engine_points(players: int | None = None) -> int:
    """Engine points every car starts with; at 0 the car is wrecked."""
    return 4


@rule
def max_armour() -> int:
    """The most armour any side of any car has: the mat's armour tracks run 0 to this."""
    return 6


@rule
def armour_total() -> int:
    """Every car's four sides add up to this much armour."""
    return 16


@rule
def armour_track_labels() -> list:
    """An armour track's spaces top to bottom on the car mat's side columns: the most armour first, 0 last,
    so a dent moves the marker down the track."""
    return list(range(max_armour(), -1, -1))


@rule
def engine_track_labels() -> list:
    """The engine track's spaces top to bottom: full engine first, 0 (wrecked) last."""
    return list(range(engine_points(), -1, -1))


@rule
def damage_markers_per_driver() -> int:
    """One marker for each side's armour track and one for the engine track."""
    return len(SIDES) + 1


# --- ramming -----------------------------------------------------------------

@rule
def base_damage(speed: int) -> int:
    """Damage a ram deals before the dice: speed up to 3, then it climbs fast."""
    if speed <= 0:
        return 0
    return speed if speed <= 3 else 2 * speed - 3


@rule
def recoil(speed: int) -> int:
    """Damage the rammer's own bumper takes: half the speed, rounded down."""
    return max(0, speed) // 2


@rule
def impact_bonus(roll: int) -> int:
    """What the total of the two damage dice adds to (or takes off) a ram."""
    if roll <= 3:
        return -1
    if roll <= 9:
        return 0
    if roll <= 11:
        return 1
    return 2


@rule
def ways_to_roll(roll: int) -> int:
    """Of the 36 throws of two six-sided dice, how many total `roll`."""
    return 6 - abs(7 - roll)


@rule
def swerved_speed(speed: int, brake: int = 0) -> int:
    """A ram's speed after the target's Swerve or Handbrake Turn; never below 0."""
    return max(0, speed - brake)


@rule
def ram_damage(speed: int, roll: int) -> int:
    """Damage dealt to the struck side: base damage plus the dice bonus, at least 0.

    A ram at speed 0 has missed: it deals nothing and no dice are rolled.
    """
    if speed <= 0:
        return 0
    return max(0, base_damage(speed) + impact_bonus(roll))


@rule
def dent(armour: int, damage: int) -> list:
    """A side's armour after the hit, and the engine points the rest of the hit costs."""
    left = max(0, armour - damage)
    through = max(0, damage - armour)
    return [left, through]


# --- the crowd ---------------------------------------------------------------

@rule
def crowd_points_for_a_hit(players: int | None = None) -> int:
    """Crowd points for a ram that deals at least 1 damage."""
    return 1


@rule
def crowd_points_for_a_wreck(players: int | None = None) -> int:
    """Crowd points for the driver whose ram wrecks a car."""
    return 3


@rule
def survival_bonus(players: int | None = None) -> int:
    """Crowd points every car still running scores at the final whistle."""
    return 2


@rule
def final_score(crowd: int, intact_sides: int) -> int:
    """A running car's score at the final whistle: its crowd points, the survival
    bonus, and 1 point for each side whose armour is above 0."""
    return crowd + survival_bonus() + intact_sides


# --- setup -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a heat at this count takes out of the box."""
    return {
        "cars": players,                       # one car card per driver, dealt at random
        "derby": 44,                           # the whole Derby deck is shuffled
        "car-mats": players,
        "damage-markers": damage_markers_per_driver() * players,
        "crowd-tokens": 40,
        "damage-dice": 2,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"derby": {"hand": hand_size(players), "draw": 1},
            "damage-dice": {"dice": 2}}


# --- invariants --------------------------------------------------------------

@invariant("every car's sides add up to the same armour, none above the mat's track", per_player_count=False)
def cars_are_fair(game) -> bool | str:
    for card in game.deck("cars").cards:
        sides = [card.fields[s.lower()] for s in SIDES]
        if sum(sides) != armour_total():
            return f"{card.name} has {sum(sides)} armour"
        if max(sides) > max_armour():
            return f"{card.name} has a side above {max_armour()}"
    return True


@invariant("every ram card's speed is on the damage table", per_player_count=False)
def speeds_on_the_table(game) -> bool | str:
    for card in game.deck("derby").cards:
        speed = card.fields["speed"]
        if speed is not None and not 1 <= speed <= 5:
            return f"{card.name} rams at speed {speed}"
    return True


@invariant("the Derby deck deals every hand and leaves a draw pile")
def deck_deals(players: int, game) -> bool | str:
    deck = game.deck("derby").total
    dealt = hand_size(players) * players
    return True if deck - dealt >= 2 * players else f"only {deck - dealt} cards left after the deal"


@invariant("the box holds a set of damage markers for every driver", per_player_count=False)
def markers_cover(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "damage-markers")
    return line.per_player == damage_markers_per_driver()


@invariant("the setup takes out the whole Derby deck and every crowd token", per_player_count=False)
def whole_supplies(game) -> bool | str:
    if setup(3)["derby"] != game.deck("derby").total:
        return "the Derby deck is not shuffled whole"
    tokens = next(c for c in game.inventory if c.id == "crowd-tokens")
    return True if setup(3)["crowd-tokens"] == tokens.count else "not every crowd token comes out"

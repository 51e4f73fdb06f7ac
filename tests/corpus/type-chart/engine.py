"""Engine model of Glimmerfang Duel: the type chart, damage and the match's numbers."""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

TYPES = ("Ember", "Brook", "Bramble", "Gale", "Boulder", "Gloom")

# attacker -> defender -> "double" / "half" / "none"; anything missing is a normal hit
CHART = {
    "Ember": {"Brook": "half", "Bramble": "double", "Boulder": "half", "Gloom": "double"},
    "Brook": {"Ember": "double", "Brook": "half", "Bramble": "half", "Boulder": "double"},
    "Bramble": {"Ember": "half", "Brook": "double", "Bramble": "half", "Gale": "half", "Boulder": "double"},
    "Gale": {"Bramble": "double", "Boulder": "half", "Gloom": "double"},
    "Boulder": {"Ember": "double", "Brook": "half", "Bramble": "half", "Gale": "none"},
    "Gloom": {"Ember": "half", "Brook": "double", "Gale": "double", "Gloom": "none"},
}

MARKS = {"double": "×2", "half": "×½", "none": "×0"}


def _kind(attacker: str, defender: str) -> str:
    return CHART[attacker].get(defender, "normal")


@rule
def effect(attacker: str, defender: str) -> str | None:
    """The chart's mark for a move of one type against a creature of another; None is a normal hit."""
    return MARKS.get(_kind(attacker, defender))


@rule
def hit_damage(power: int, effect: str) -> int:
    """Damage a move of this power deals under one effect of the chart."""
    if effect == "double":
        return power * 2
    if effect == "half":
        return (power + 1) // 2
    if effect == "none":
        return 0
    return power


@rule
def damage(power: int, attacker: str, defender: str) -> int:
    """Damage a move of the attacker's type and this power deals to a creature of the defender's type."""
    return hit_damage(power, _kind(attacker, defender))


@rule
def team_size(players: int = 2) -> int:
    return 3


@rule
def cards_offered(players: int = 2) -> int:
    """Creature cards dealt to each tamer, who keeps team_size() of them."""
    return 5


@rule
def starting_energy(players: int = 2) -> int:
    return 2


@rule
def energy_per_turn(players: int = 2) -> int:
    return 2


@rule
def energy_limit(players: int = 2) -> int:
    return 6


@rule
def rest_heal(players: int = 2) -> int:
    return 2


@rule
def knockouts_to_win(players: int = 2) -> int:
    return team_size(players)


@rule
def series_target(players: int = 2) -> int:
    return 5


@rule
def swap_cost() -> int:
    """Energy a Swap costs (game.yaml's cost 'Swap' is held to it)."""
    return 1


@rule
def match_points(standing: int) -> int:
    """The winner of a match scores one match point per creature of theirs still standing."""
    return standing


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "creatures": cards_offered(players) * players,
        "player-mats": players,
        "damage-tokens": 30,
        "energy-markers": players,
        "trophy-tokens": knockouts_to_win(players) * players,
    }


@invariant("every type has three creatures", per_player_count=False)
def three_of_each_type(game) -> bool | str:
    cards = game.deck("creatures").cards
    for t in TYPES:
        n = sum(c.count for c in cards if c.fields["type"] == t)
        if n != 3:
            return f"{t} has {n} creatures"
    return True


@invariant("a special move's power is its energy cost plus two", per_player_count=False)
def specials_priced(game) -> bool | str:
    for c in game.deck("creatures").cards:
        if c.fields["special_power"] != c.fields["special_cost"] + 2:
            return f"{c.name}: power {c.fields['special_power']}, cost {c.fields['special_cost']}"
    return True


@invariant("a strike costs one energy and hits for two or three", per_player_count=False)
def strikes_are_cheap(game) -> bool | str:
    for c in game.deck("creatures").cards:
        if c.fields["strike_cost"] != 1 or c.fields["strike_power"] not in (2, 3):
            return f"{c.name}'s strike is off"
    return True


@invariant("no move costs more energy than a tamer may hold", per_player_count=False)
def moves_affordable(game) -> bool | str:
    for c in game.deck("creatures").cards:
        if c.fields["special_cost"] > energy_limit():
            return f"{c.name} costs too much"
    return True


@invariant("the swap's price in game.yaml is swap_cost()", per_player_count=False)
def swap_price(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "swap")
    return cost.items[0].amount == swap_cost()


@invariant("the damage tokens add up to at least twice the sturdiest creature's hit points", per_player_count=False)
def enough_damage(game) -> bool | str:
    most = max(c.fields["hp"] for c in game.deck("creatures").cards)
    return True if 20 * 1 + 10 * 5 >= 2 * most else "too few damage tokens"


@invariant("the deck deals both tamers their pick")
def deck_deals(players: int, game) -> bool | str:
    return game.deck("creatures").total >= cards_offered(players) * players

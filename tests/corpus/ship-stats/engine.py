"""Rimward Skirmish: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

SALVAGE_TO_WIN = {2: 12, 3: 10, 4: 9}
BLITZ_DISCOUNT = 4
RESULTS = ("miss", "graze", "hit", "critical")


# --- setup by number of captains ---------------------------------------------------------

@rule
def shipyard_size(players: int) -> int:
    """Face-up Ship cards in the Shipyard row."""
    return 3 if players < 4 else 4


@rule
def armoury_size(players: int) -> int:
    """Face-up Upgrade cards in the Armoury row: one more than the captains."""
    return players + 1


@rule
def salvage_to_win(players: int = 2, variant: str | None = None) -> int:
    """Salvage points that end the game at the end of a round."""
    points = SALVAGE_TO_WIN[players]
    if variant == "blitz":
        points -= BLITZ_DISCOUNT
    return points


# --- numbers that do not change with the count ------------------------------------------

@rule
def starting_credits(players: int | None = None, variant: str | None = None) -> int:
    return 8 if variant == "blitz" else 5


@rule
def income(players: int | None = None) -> int:
    """Credits each captain takes in the Income phase."""
    return 3


@rule
def buys_per_round(players: int | None = None) -> int:
    """Cards a captain may buy in one Market phase, ships and upgrades together."""
    return 2


@rule
def upgrade_slots(players: int | None = None) -> int:
    return 2


@rule
def fleet_limit(players: int | None = None) -> int:
    """Ships a captain may have in play at once, the flagship included."""
    return 5


@rule
def flagship_salvage(players: int | None = None) -> int:
    """A flagship has no cost; destroyed, it is worth this many salvage points (plus its upgrades)."""
    return 5


# --- stats and combat -------------------------------------------------------------------

@rule
def stat_with_upgrades(base: int, bonuses: list) -> int:
    """A stat as the ship fights with it: the number on the ship card plus every fitted upgrade's."""
    return base + sum(bonuses)


@rule
def combat_result(roll: int) -> str:
    """The combat die: 1 misses, 2-3 graze, 4-5 hit, 6 is a critical."""
    if roll == 1:
        return "miss"
    if roll <= 3:
        return "graze"
    if roll <= 5:
        return "hit"
    return "critical"


@rule
def shot_damage(attack: int, result: str = "hit", evades: bool = False) -> int:
    """Damage one shot deals. A target faster than the firing ship evades a Graze."""
    if result == "miss":
        return 0
    if result == "graze":
        return 0 if evades else attack // 2
    if result == "hit":
        return attack
    if result == "critical":
        return attack + 2
    raise ValueError(f"unknown result {result!r}")


@rule
def salvage_points(cost: int, upgrades: int = 0) -> int:
    """What a destroyed ship scores: its cost, plus 1 for every upgrade fitted to it."""
    return cost + upgrades


# --- setup --------------------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "flagships": players,          # dealt one each at random; the rest go back to the box
        "ships": 24,                   # the whole deck, shuffled; the Shipyard row is dealt from it
        "upgrades": 20,                # the whole deck, shuffled; the Armoury row is dealt from it
        "credit-tokens": 50,           # the bank
        "damage-tokens": 40,
        "combat-die": 1,
        "first-captain": 1,
    }


# --- invariants -----------------------------------------------------------------------------

@invariant("the Shipyard and Armoury rows can be dealt with cards to spare")
def rows_fit(players: int, game) -> bool | str:
    ships = game.deck("ships").total
    upgrades = game.deck("upgrades").total
    if shipyard_size(players) * 3 > ships:
        return f"{ships} ships for a row of {shipyard_size(players)}"
    if armoury_size(players) * 3 > upgrades:
        return f"{upgrades} upgrades for a row of {armoury_size(players)}"
    return True


@invariant("the bank covers every captain's starting Credits")
def bank_covers_start(players: int, game) -> bool:
    credits = next(c for c in game.inventory if c.id == "credit-tokens")
    return starting_credits(players, "blitz") * players <= credits.count


@invariant("every upgrade adds something to a stat", per_player_count=False)
def upgrades_add(game) -> bool | str:
    empty = [c.name for c in game.deck("upgrades").cards
             if c.fields["attack"] + c.fields["hull"] + c.fields["speed"] <= 0]
    return True if not empty else f"adds nothing: {', '.join(empty)}"


@invariant("every ship and flagship has a hull and a speed of at least 1", per_player_count=False)
def ships_can_fight(game) -> bool | str:
    for deck_id in ("ships", "flagships"):
        for card in game.deck(deck_id).cards:
            if card.fields["hull"] < 1 or card.fields["speed"] < 1:
                return f"cannot fight: {card.name}"
    return True


@invariant("there is a flagship for every captain", per_player_count=False)
def flagship_each(game) -> bool:
    return game.deck("flagships").total >= game.max_players


@invariant("a flagship is worth at least as much salvage as the dearest ship but one", per_player_count=False)
def flagship_worth(game) -> bool | str:
    costs = sorted(c.fields["cost"] for c in game.deck("ships").cards)
    return True if flagship_salvage() >= costs[len(costs) // 2] else "a flagship is worth too little"

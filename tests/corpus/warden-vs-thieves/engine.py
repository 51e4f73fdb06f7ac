"""Warden vs Thieves: the rules the tables, the board and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (3, 5)

VAULTS = 5            # places marked as vaults on the district board (category 'vaults')
WARDEN_DECK = 22      # cards in the Warden deck (deck 'warden')
NO_PATROL = {"Old Gate", "Watch House"}   # no Patrol card sends a guard here

CONSTANTS = {
    "Actions per thief turn": 2,
    "Loot a thief can carry": 2,
    "Shadow tokens per thief": 2,
    "Alarm per thief caught": 2,
    "Alarm per clatter": 1,
}

LOOT_TO_WIN = {3: 5, 4: 6, 5: 8}


@rule
def thieves(players: int) -> int:
    """Everyone but the Warden is a thief."""
    return players - 1


@rule
def guards(players: int) -> int:
    """Guard pawns the Warden plays with: two against two thieves, else three."""
    return 2 if players == 3 else 3


@rule
def loot_per_vault(players: int) -> int:
    """Loot tokens put on each vault at setup."""
    return 3 if players == 5 else 2


@rule
def loot_target(players: int = 4, variant: str | None = None) -> int:
    """Loot the stash must hold for the thieves to win."""
    target = LOOT_TO_WIN[players]
    return target - 1 if variant == "short-night" else target


@rule
def hand_size(players: int) -> int:
    """The Warden's hand: two more cards than guards."""
    return guards(players) + 2


@rule
def alarm_limit(players: int) -> int:
    """The Alarm space that wakes the town and wins the game for the Warden."""
    return players + 6


@rule
def rounds(players: int | None = None, variant: str | None = None) -> int:
    """Rounds until dawn."""
    return 6 if variant == "short-night" else 8


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def thief_actions() -> int:
    return CONSTANTS["Actions per thief turn"]


@rule
def carry_limit() -> int:
    return CONSTANTS["Loot a thief can carry"]


@rule
def shadows_per_thief() -> int:
    return CONSTANTS["Shadow tokens per thief"]


@rule
def catch_alarm() -> int:
    return CONSTANTS["Alarm per thief caught"]


@rule
def clatter_alarm() -> int:
    return CONSTANTS["Alarm per clatter"]


@rule
def lock_result(roll: int) -> str:
    """What a roll of the Lock die does."""
    if roll == 1:
        return "clatter"
    if roll <= 3:
        return "jam"
    if roll <= 5:
        return "click"
    return "jackpot"


@rule
def loot_taken(roll: int, carrying: int = 0) -> int:
    """Loot a crack takes from the vault, for a thief already carrying some."""
    found = {"click": 1, "jackpot": 2}.get(lock_result(roll), 0)
    return max(0, min(found, carry_limit() - carrying))


@rule
def alarm_after(alarm: int, catches: int = 0, clatters: int = 0) -> int:
    """Where the Alarm marker ends a round."""
    return alarm + catches * catch_alarm() + clatters * clatter_alarm()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "district-board": 1,
        "warden-board": 1,
        "warden": WARDEN_DECK,
        "thief-pawns": thieves(players),
        "guard-pawns": guards(players),
        "loot-tokens": VAULTS * loot_per_vault(players),
        "shadow-tokens": thieves(players) * shadows_per_thief(),
        "alarm-marker": 1,
        "round-marker": 1,
        "lock-die": 1,
    }


@invariant("the vaults hold the loot to win with at least three to spare")
def loot_has_slack(players: int) -> bool:
    return VAULTS * loot_per_vault(players) >= loot_target(players) + 3


@invariant("the Warden's hand and a full plan never empty the deck in one round")
def hand_fits(players: int) -> bool:
    return hand_size(players) + guards(players) + 1 <= WARDEN_DECK


@invariant("the engine's counts agree with the box", per_player_count=False)
def counts_match_box(game) -> bool | str:
    deck = game.deck("warden")
    if deck.total != WARDEN_DECK:
        return f"the Warden deck has {deck.total} cards, the engine counts {WARDEN_DECK}"
    vaults = next(c for c in game.categories if c.id == "vaults")
    if len(vaults.members) != VAULTS:
        return f"{len(vaults.members)} vaults, the engine counts {VAULTS}"
    return True


@invariant("every place a guard may be sent has a Patrol card, and no other", per_player_count=False)
def patrols_cover_town(game) -> bool | str:
    sent = {c.fields["place"] for c in game.deck("warden").cards if c.fields["kind"] == "Patrol"}
    wanted = set(game.names["places"]) - NO_PATROL
    if sent - wanted:
        return f"Patrol cards for {', '.join(sorted(sent - wanted))}"
    if wanted - sent:
        return f"no Patrol card for {', '.join(sorted(wanted - sent))}"
    return True


@invariant("only Patrol cards name a place", per_player_count=False)
def orders_name_no_place(game) -> bool | str:
    for card in game.deck("warden").cards:
        if card.fields["kind"] == "Order" and card.fields["place"]:
            return f"{card.name} names a place"
    return True

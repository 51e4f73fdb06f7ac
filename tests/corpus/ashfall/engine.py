"""Ashfall: the engine model.

The numbers the rules run on live here; the card data and box counts live in
game.yaml and the CSVs, and the invariants at the bottom hold the two together.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

# --- the island ---------------------------------------------------------------

VILLAGES = 6                 # Kessa, Upper Vey, Tollin, Marrow Bay, Sorrel, Dunmore
LAVA_PLACES_PER_FLOW = 3     # every flow runs three places down from the Crater Rim
FLOWS = 3                    # north, east and west


@rule
def villagers_per_village() -> int:
    """Villagers standing in each village at setup."""
    return 4


@rule
def ash_to_bury() -> int:
    """The ash that buries a village: it is lost on its third."""
    return 3


@rule
def ash_that_slows() -> int:
    """A place with this much ash or more costs one extra action to enter."""
    return 2


@rule
def ash_after(ash: int, added: int) -> int:
    """Ash on a place after ash is added: a place never holds more than the burying amount."""
    return min(ash + added, ash_to_bury())


@rule
def village_buried(ash: int) -> bool:
    return ash >= ash_to_bury()


# --- the threat track ------------------------------------------------------------

@rule
def threat_limit() -> int:
    """The last space of the threat track: the marker reaching it loses the game."""
    return 12


@rule
def events_per_round(threat: int) -> int:
    """Event cards drawn in the Events phase, by where the threat marker stands."""
    if threat >= 8:
        return 3
    if threat >= 4:
        return 2
    return 1


@rule
def threat_for_events(events: int) -> int:
    """The lowest threat at which this many event cards are drawn each round."""
    return {1: 0, 2: 4, 3: 8}[events]


@rule
def threat_per_lost_village() -> int:
    return 2


@rule
def threat_per_lava_move() -> int:
    return 1


@rule
def threat_after(threat: int, villages_lost: int = 0, lava_moves: int = 0, raised: int = 0) -> int:
    """The threat after some villages are lost, lava moves and cards raise it."""
    return min(threat_limit(),
               threat + villages_lost * threat_per_lost_village()
               + lava_moves * threat_per_lava_move() + raised)


@rule
def villages_lost_limit() -> int:
    """Losing this many villages loses the game."""
    return 3


# --- difficulty ----------------------------------------------------------------

DIFFICULTIES = ("Smoulder", "Rumble", "Cataclysm")
EVENTS_ADDED_AT = {"Smoulder": 18, "Rumble": 5, "Cataclysm": 4}
VARIANT_LEVEL = {None: "Rumble", "smoulder": "Smoulder", "cataclysm": "Cataclysm"}


@rule
def event_deck_size(difficulty: str) -> int:
    """Event cards shuffled into the deck: each level adds its own cards to the ones below it."""
    upto = DIFFICULTIES.index(difficulty)
    return sum(EVENTS_ADDED_AT[d] for d in DIFFICULTIES[: upto + 1])


@rule
def starting_threat(difficulty: str) -> int:
    return {"Smoulder": 0, "Rumble": 1, "Cataclysm": 2}[difficulty]


# --- crews and player count ------------------------------------------------------

@rule
def actions_per_turn() -> int:
    """Actions a crew takes on its turn (the Runner's card gives more)."""
    return 4


@rule
def crews_in_play(players: int) -> int:
    """A solo player runs two crews; otherwise one crew each."""
    return max(2, players)


@rule
def supply_dealt(players: int) -> int:
    """Supply cards each crew starts with."""
    return 3 if players <= 2 else 2


@rule
def hand_limit(players: int) -> int:
    """Supply cards a crew may hold at the end of Resupply."""
    return {1: 6, 2: 5, 3: 4, 4: 4}[players]


@rule
def supply_drawn_per_crew() -> int:
    return 1


@rule
def villagers_to_win(players: int) -> int:
    """Villagers the crews must bring to the Harbor between them."""
    return {1: 12, 2: 13, 3: 15, 4: 16}[players]


@rule
def villagers_loaded(carry: int, waiting: int, already: int = 0) -> int:
    """Villagers one Load action puts on a crew: as many as wait, up to its free places."""
    return max(0, min(carry - already, waiting))


@rule
def evacuated_after(evacuated: int, unloaded: int) -> int:
    return evacuated + unloaded


@rule
def move_cost(route_cost: int, ash: int) -> int:
    """Actions to walk a route into a place with this much ash on it."""
    return route_cost + (1 if ash >= ash_that_slows() else 0)


@rule
def wind(roll: int) -> str:
    """The wind die."""
    if roll <= 2:
        return "north"
    if roll <= 4:
        return "east"
    if roll == 5:
        return "west"
    return "calm"


@rule
def rescue_score(evacuated: int, villages_standing: int, threat: int) -> int:
    """After a win: a point a villager, three a village still standing, less the threat."""
    return evacuated + 3 * villages_standing - threat


# --- setup -------------------------------------------------------------------------

EVENT_CARDS = {  # card id: (level, copies) -- held to cards/events.csv by an invariant
    "ash-cloud": ("Smoulder", 3), "heavy-ashfall": ("Smoulder", 2),
    "cinders-north": ("Smoulder", 1), "cinders-west": ("Smoulder", 1),
    "north-flow": ("Smoulder", 2), "east-flow": ("Smoulder", 2), "west-flow": ("Smoulder", 2),
    "tremor": ("Smoulder", 2), "sea-breeze": ("Smoulder", 2), "quiet-night": ("Smoulder", 1),
    "rumbling-deep": ("Rumble", 2), "lava-surge": ("Rumble", 1), "ash-storm": ("Rumble", 1),
    "steam-vent": ("Rumble", 1),
    "eruption": ("Cataclysm", 2), "pyroclastic-flow": ("Cataclysm", 1),
    "crater-collapse": ("Cataclysm", 1),
}
SUPPLY_CARDS = 20
ASH_TOKENS = 30


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    level = VARIANT_LEVEL[variant]
    upto = DIFFICULTIES.index(level)
    out = {
        "island-board": 1,
        "crews": crews_in_play(players),
        "crew-pawns": crews_in_play(players),
        "supplies": SUPPLY_CARDS,
        "villagers": villagers_per_village() * VILLAGES,
        "ash-tokens": ASH_TOKENS,
        "lava-tokens": LAVA_PLACES_PER_FLOW * FLOWS,
        "lost-markers": villages_lost_limit(),
        "threat-marker": 1,
        "evacuation-marker": 1,
        "wind-die": 1,
    }
    for card, (lvl, copies) in EVENT_CARDS.items():
        if DIFFICULTIES.index(lvl) <= upto:
            out[f"events/{card}"] = copies
    return out


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"supplies": {"hand": supply_dealt(players), "draw": supply_drawn_per_crew()},
            "events": {"per_round": events_per_round(starting_threat(VARIANT_LEVEL[variant]))},
            "wind": {"dice": 1}}


# --- invariants ---------------------------------------------------------------------

@invariant("each difficulty's event cards in the engine are the ones the card data marks", per_player_count=False)
def event_levels_match(game) -> bool | str:
    for card in game.deck("events").cards:
        want = EVENT_CARDS.get(card.id)
        if want is None:
            return f"{card.name} is not known to the engine"
        if want != (card.fields["level"], card.count):
            return f"{card.name}: engine says {want}, the card data says {card.fields['level']} x{card.count}"
    for level in DIFFICULTIES:
        listed = sum(c.count for c in game.deck("events").cards if c.fields["level"] == level)
        if listed != EVENTS_ADDED_AT[level]:
            return f"{level} adds {listed} cards, the engine says {EVENTS_ADDED_AT[level]}"
    return True


@invariant("the box counts the engine takes out match game.yaml", per_player_count=False)
def box_counts_match(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    villages = len(game.names["villages"])
    checks = {
        "supply cards": (sum(c.count for c in game.deck("supplies").cards), SUPPLY_CARDS),
        "ash tokens": (box["ash-tokens"], ASH_TOKENS),
        "villages": (villages, VILLAGES),
        "villager tokens": (box["villagers"], villagers_per_village() * VILLAGES),
        "lava tokens": (box["lava-tokens"], LAVA_PLACES_PER_FLOW * FLOWS),
    }
    bad = [f"{what}: {have} vs {want}" for what, (have, want) in checks.items() if have != want]
    return True if not bad else "; ".join(bad)


@invariant("the crews can still win after losing every village they may lose")
def goal_reachable(players: int) -> bool:
    standing = VILLAGES - (villages_lost_limit() - 1)
    return standing * villagers_per_village() >= villagers_to_win(players)


@invariant("the opening deal fits under the hand limit")
def deal_under_limit(players: int) -> bool:
    return supply_dealt(players) <= hand_limit(players) and \
        crews_in_play(players) * supply_dealt(players) <= SUPPLY_CARDS


@invariant("the threat track's thresholds rise with the events drawn", per_player_count=False)
def thresholds_agree() -> bool:
    return all(events_per_round(threat_for_events(n)) == n for n in (1, 2, 3)) and \
        threat_for_events(3) < threat_limit()

"""Engine model of Cog Sprint: the numbers the rulebook's tables print, and the
small pieces of register resolution the worked examples lean on."""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

REGISTERS = 5
FULL_HAND = 8            # program cards dealt to a robot with no damage
SCRAP_AT = 9             # the ninth damage scraps a robot
LOCK_FROM = 4            # damage at which register 5 locks
REBOOT_DAMAGE = 2
COOLDOWN_REPAIR = 3
GADGET_LIMIT = 3
TIMER_SECONDS = 30

# kind -> (copies, first priority, step between priorities)
PROGRAM_DECK = {
    "U-Turn": (6, 10, 10),
    "Turn Left": (12, 70, 20),
    "Turn Right": (12, 80, 20),
    "Back Up": (6, 310, 10),
    "Move 1": (18, 370, 10),
    "Move 2": (12, 550, 10),
    "Move 3": (6, 670, 10),
}

CONSTANTS = {
    "Registers": REGISTERS,
    "Program cards dealt to an undamaged robot": FULL_HAND,
    "Damage that scraps a robot": SCRAP_AT,
    "Damage after a reboot": REBOOT_DAMAGE,
    "Damage repaired by a cool-down": COOLDOWN_REPAIR,
    "Gadgets a robot may keep": GADGET_LIMIT,
    "Seconds on the timer": TIMER_SECONDS,
}

RACE_POINTS = {1: 6, 2: 4, 3: 3, 4: 2, 5: 1, 6: 0}

FLOOR_TILES = ["floor-a", "floor-b", "floor-c", "floor-d"]


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def floor_tiles(players: int) -> int:
    """Two tiles for two or three robots, one more for every two robots after that."""
    return players // 2 + 1


@rule
def checkpoints(players: int) -> int:
    """One flag more than there are floor tiles."""
    return floor_tiles(players) + 1


@rule
def docks_used(players: int) -> int:
    return players


@rule
def program_deck_size() -> int:
    return sum(copies for copies, _, _ in PROGRAM_DECK.values())


@rule
def deck_left_after_deal(players: int) -> int:
    """Program cards still in the draw pile after every robot gets a full hand."""
    return program_deck_size() - FULL_HAND * players


@rule
def cards_dealt(damage: int) -> int:
    return max(0, FULL_HAND - damage)


@rule
def locked_registers(damage: int) -> int:
    return max(0, min(REGISTERS, damage - LOCK_FROM + 1))


@rule
def open_registers(damage: int) -> int:
    return REGISTERS - locked_registers(damage)


@rule
def lock_threshold(register: int) -> int:
    """The damage at which this register locks: register 5 first."""
    return LOCK_FROM + (REGISTERS - register)


@rule
def lock_thresholds() -> list[int]:
    return [lock_threshold(r) for r in range(1, REGISTERS + 1)]


@rule
def copies_in_deck(kind: str) -> int:
    return PROGRAM_DECK[kind][0]


@rule
def priorities_of(kind: str) -> list[int]:
    copies, first, step = PROGRAM_DECK[kind]
    return [first + i * step for i in range(copies)]


@rule
def priority_band(kind: str) -> str:
    p = priorities_of(kind)
    return f"{p[0]}-{p[-1]}"


@rule
def move_order(priorities: list[int]) -> list[int]:
    """Robots move highest priority first."""
    return sorted(priorities, reverse=True)


@rule
def belt_squares(belt: str) -> int:
    """Squares a belt carries a robot in one factory step."""
    return {"express": 2, "normal": 1, "none": 0}[belt]


@rule
def pusher_active(register: int, pusher: str) -> bool:
    return (register % 2 == 1) == (pusher == "odd")


@rule
def damage_after(before: int, hits: int, repaired: int = 0) -> int:
    return max(0, min(SCRAP_AT, before + hits) - repaired)


@rule
def is_scrapped(damage: int) -> bool:
    return damage >= SCRAP_AT


@rule
def damage_after_cooldown(damage: int) -> int:
    return max(0, damage - COOLDOWN_REPAIR)


@rule
def claims_checkpoint(claimed: int, flag: int) -> bool:
    """A robot claims a flag only when it is the next one in order."""
    return flag == claimed + 1


@rule
def race_points(place: int) -> int:
    return RACE_POINTS[place]


@rule
def grand_prix_total(places: list[int]) -> int:
    return sum(race_points(p) for p in places)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    out = {
        "program": program_deck_size(),
        "gadgets": 22,
        "docking-bay": 1,
        "consoles": players,
        "robots": players,
        "damage-markers": players,
        "checkpoint-flags": checkpoints(players),
        "timer": 1,
    }
    for tile in FLOOR_TILES[: floor_tiles(players)]:
        out[tile] = 1
    return out


@invariant("a robot is always dealt at least as many cards as it has open registers")
def hand_fills_open_registers(players: int) -> bool | str:
    for damage in range(SCRAP_AT):
        if cards_dealt(damage) < open_registers(damage):
            return f"at {damage} damage: {cards_dealt(damage)} cards for {open_registers(damage)} registers"
    return True


@invariant("the program deck deals every robot a full hand")
def deck_deals_everyone(players: int) -> bool:
    return deck_left_after_deal(players) >= 0


@invariant("the printed program deck matches the engine's mix, one card per priority", per_player_count=False)
def program_deck_matches(game) -> bool | str:
    deck = game.deck("program")
    if deck.total != program_deck_size():
        return f"the CSV has {deck.total} cards, the engine {program_deck_size()}"
    seen = set()
    for card in deck.cards:
        p = card.fields["priority"]
        if p in seen:
            return f"priority {p} is used twice ({card.name})"
        seen.add(p)
        if p not in priorities_of(card.name):
            return f"{card.name} has priority {p}, outside its band"
    return True


@invariant("the gadget deck in setup is the whole deck", per_player_count=False)
def gadgets_whole(game) -> bool | str:
    total = game.deck("gadgets").total
    return True if total == setup(2)["gadgets"] else f"setup takes {setup(2)['gadgets']} but the deck has {total}"

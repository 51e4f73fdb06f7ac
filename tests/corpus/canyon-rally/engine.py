"""Engine model of Canyon Rally.

Everything the rulebook, quick reference, tables and worked examples print
about movement, damage, setup and scoring is computed here.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

LAPS = 3
BASE_HAND = 5
DAMAGE_LIMIT = 5
SLIPSTREAM = 2
PIT_EXIT_SPEED = 2
LAP_LEADER_BONUS = 1
SPACES_PER_SECTION = 2
BENDS = 4

# Decks go to the table whole; game.yaml holds the counts, invariants below compare.
DRIVE_DECK = 52
CANYON_DECK = 10

SPACE_COST = {
    "Straight": 1,
    "Pit Straight": 1,
    "Bend": 2,
    "Gravel Run": 2,
    "River Ford": 2,
    "Rockslide": 3,
}
ROCK_DIE_SECTIONS = ("Rockslide",)

FINISH_POINTS = {1: 8, 2: 5, 3: 3, 4: 2, 5: 1, 6: 0}


# --- building the loop ---------------------------------------------------

@rule
def track_sections(players: int) -> int:
    """Canyon sections in the loop, the Pit Straight included."""
    if players <= 3:
        return 10
    if players <= 5:
        return 12
    return 14


@rule
def bends(players: int) -> int:
    """Every loop is a rectangle: four Bends at the corners."""
    return BENDS


@rule
def gravel_sections(players: int) -> int:
    return 1 if players <= 3 else 2


@rule
def ford_sections(players: int) -> int:
    return 2 if players >= 6 else 1


@rule
def rockslide_sections(players: int) -> int:
    return 1


@rule
def hazard_sections(players: int) -> int:
    return gravel_sections(players) + ford_sections(players) + rockslide_sections(players)


@rule
def plain_straights(players: int) -> int:
    """Plain Straights fill the loop after the Pit Straight, the Bends and the hazards."""
    return track_sections(players) - bends(players) - 1 - hazard_sections(players)


@rule
def track_spaces(players: int) -> int:
    return track_sections(players) * SPACES_PER_SECTION


@rule
def spaces_per_section() -> int:
    return SPACES_PER_SECTION


@rule
def grid_rows(players: int) -> int:
    """Two cars side by side on each row of the starting grid."""
    return (players + 1) // 2


@rule
def cards_dealt(players: int) -> int:
    return BASE_HAND


@rule
def laps() -> int:
    return LAPS


@rule
def canyon_cards_per_race() -> int:
    """One Canyon card for each lap."""
    return LAPS


# --- moving ---------------------------------------------------------------

@rule
def space_cost(terrain: str) -> int:
    """Movement it takes to enter one space of this kind of section."""
    return SPACE_COST[terrain]


@rule
def section_effect(terrain: str, effect: str) -> int | str:
    if effect == "Movement per space":
        return SPACE_COST[terrain]
    if effect == "Rock die":
        return "Roll" if terrain in ROCK_DIE_SECTIONS else "No"
    raise ValueError(f"unknown effect {effect!r}")


@rule
def total_speed(speed: int, modifier: int = 0) -> int:
    """A speed card plus its boost (or minus its brake), never below 1."""
    return max(1, speed + modifier)


@rule
def spaces_moved(speed: int, path: list) -> int:
    """Spaces a car advances with `speed` Movement along `path` (the sections of the spaces ahead).

    Movement is spent space by space; a space the car cannot pay for stops it,
    and what is left is lost. A car with any speed always creeps one space.
    """
    left = speed
    moved = 0
    for terrain in path:
        cost = SPACE_COST[terrain]
        if cost > left:
            break
        left -= cost
        moved += 1
    if moved == 0 and speed >= 1 and path:
        moved = 1
    return moved


@rule
def slipstream_spaces() -> int:
    return SLIPSTREAM


@rule
def pit_exit_speed() -> int:
    return PIT_EXIT_SPEED


# --- damage -----------------------------------------------------------------

@rule
def damage_limit() -> int:
    return DAMAGE_LIMIT


@rule
def hand_size(damage: int) -> int:
    """Cards a player refills to: one fewer for every two damage."""
    if not 0 <= damage <= DAMAGE_LIMIT:
        raise ValueError(f"damage {damage} is off the track (0-{DAMAGE_LIMIT})")
    return BASE_HAND - damage // 2


@rule
def rock_die(roll: int) -> str:
    if roll == 1:
        return "direct-hit"
    if roll <= 3:
        return "glancing-blow"
    return "clear"


@rule
def rock_damage(roll: int) -> int:
    return {"direct-hit": 2, "glancing-blow": 1, "clear": 0}[rock_die(roll)]


# --- scoring ----------------------------------------------------------------

@rule
def finish_points(place: int) -> int:
    return FINISH_POINTS[place]


@rule
def lap_leader_bonus() -> int:
    return LAP_LEADER_BONUS


@rule
def race_score(place: int, laps_led: int = 0) -> int:
    """Finishing points plus a point for each lap a car ended in the lead (laps 1 and 2)."""
    if not 0 <= laps_led <= LAPS - 1:
        raise ValueError("only the first two laps award a lap leader point")
    return FINISH_POINTS[place] + laps_led * LAP_LEADER_BONUS


# --- setup ------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a race at this player count takes out of the box."""
    return {
        "drive": DRIVE_DECK,
        "canyon": CANYON_DECK,
        "pit-straight-tiles": 1,
        "bend-tiles": bends(players),
        "straight-tiles": plain_straights(players),
        "gravel-tiles": gravel_sections(players),
        "ford-tiles": ford_sections(players),
        "rockslide-tiles": rockslide_sections(players),
        "cars": players,
        "dashboards": players,
        "damage-markers": players,
        "lap-markers": players,
        "rock-die": 1,
    }


# --- invariants -------------------------------------------------------------

@invariant("the box holds every section the loop takes at this count")
def box_holds_the_loop(players: int, game) -> bool | str:
    need = setup(players)
    for comp in game.inventory:
        if comp.id.endswith("-tiles") and need.get(comp.id, 0) > comp.count:
            return f"{comp.name}: {need[comp.id]} needed, {comp.count} in the box"
    return True


@invariant("the loop closes as a rectangle of sections")
def loop_is_a_rectangle(players: int) -> bool:
    n = track_sections(players)
    # a w x h ring of square sections holds 2(w + h) - 4 of them, w and h at least 3
    return n % 2 == 0 and n >= 8 and plain_straights(players) >= 0


@invariant("the decks come out of the box whole", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    if game.deck("drive").total != DRIVE_DECK:
        return f"engine says {DRIVE_DECK} Drive cards, the CSV has {game.deck('drive').total}"
    if game.deck("canyon").total < CANYON_DECK or CANYON_DECK < LAPS:
        return "not enough Canyon cards for one per lap"
    return True


@invariant("the Drive deck deals every hand with a draw pile left")
def deal_leaves_a_pile(players: int) -> bool | str:
    left = DRIVE_DECK - cards_dealt(players) * players
    return True if left >= 15 else f"only {left} cards left to draw"


@invariant("the printed terrain costs are the costs the engine moves with", per_player_count=False)
def terrain_costs_agree(game) -> bool | str:
    for cost in game.costs:
        if cost.group != "terrain":
            continue
        terrain = cost.name.removesuffix(" space")
        movement = sum(i.amount for i in cost.items if i.of == "Movement")
        if SPACE_COST.get(terrain) != movement:
            return f"{cost.name} costs {movement} Movement, the engine says {SPACE_COST.get(terrain)}"
    return True


@invariant("a better finishing place never scores fewer points", per_player_count=False)
def points_fall_with_place() -> bool:
    pts = [FINISH_POINTS[p] for p in range(1, 7)]
    return all(a > b for a, b in zip(pts, pts[1:]))


@invariant("every Drive card is a speed card or modifies one", per_player_count=False)
def drive_cards_make_sense(game) -> bool | str:
    for card in game.deck("drive").cards:
        kind, speed, mod = card.fields["kind"], card.fields["speed"], card.fields["modifier"]
        if kind == "Speed" and (speed is None or not 1 <= speed <= 5 or mod is not None):
            return f"{card.name}: a speed card needs a speed of 1-5 and no modifier"
        if kind == "Boost" and (speed is not None or mod is None or mod <= 0):
            return f"{card.name}: a boost adds to a speed card"
        if kind == "Brake" and (speed is not None or mod is None or mod >= 0):
            return f"{card.name}: a brake takes away from a speed card"
    return True

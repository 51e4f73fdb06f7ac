"""Engine model of Volcano Escape: the rules every printed table and number is bound to.

Mount Tarua is waking. Rescuers lead villagers out of four regions to the
Harbour and onto the boats at the dock before the eruption buries the island.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

REGIONS = ("High Ridge", "Coffee Terraces", "Reed Lagoon", "Fisher Bay")

# Where the lava runs, by eruption stage and the roll of the eight-sided Lava die.
# None: the lava cools on the slopes and reaches no village.
LAVA = {
    1: {1: None, 2: None, 3: None, 4: None, 5: None,
        6: "High Ridge", 7: "High Ridge", 8: "Coffee Terraces"},
    2: {1: None, 2: None, 3: None, 4: "High Ridge", 5: "High Ridge",
        6: "Coffee Terraces", 7: "Coffee Terraces", 8: "Reed Lagoon"},
    3: {1: None, 2: "High Ridge", 3: "High Ridge", 4: "Coffee Terraces",
        5: "Coffee Terraces", 6: "Reed Lagoon", 7: "Reed Lagoon", 8: "Fisher Bay"},
    4: {1: "High Ridge", 2: "High Ridge", 3: "Coffee Terraces", 4: "Coffee Terraces",
        5: "Reed Lagoon", 6: "Reed Lagoon", 7: "Fisher Bay", 8: "Fisher Bay"},
}


# ---- by player count ------------------------------------------------------

@rule
def villagers_per_region(players: int) -> int:
    """Villagers placed in each of the four regions at setup."""
    return players + 3


@rule
def villagers_total(players: int) -> int:
    """Villagers on the island at the start."""
    return len(REGIONS) * villagers_per_region(players)


@rule
def villagers_to_win(players: int) -> int:
    """Villagers that must reach the open sea for the team to win."""
    return 3 * players + 8


@rule
def villagers_spare(players: int) -> int:
    """Villagers the team may lose and still win; one more and the game is lost."""
    return villagers_total(players) - villagers_to_win(players)


@rule
def actions_per_turn(players: int) -> int:
    """Actions each rescuer takes on their turn."""
    return 4 if players == 2 else 3


@rule
def dock_size(players: int | None = None) -> int:
    """Boats face up at the dock."""
    return 3


# ---- constants --------------------------------------------------------------

@rule
def lead_limit() -> int:
    """Villagers one rescuer may lead at a time."""
    return 3


@rule
def last_round() -> int:
    """The round whose Eruption step ends the game."""
    return 12


@rule
def stages() -> int:
    """Stages of the eruption."""
    return 4


# ---- by eruption stage -------------------------------------------------------

@rule
def stage_begins(stage: int) -> int:
    """The round (space of the Eruption track) on which a stage begins."""
    return 3 * (stage - 1) + 1


@rule
def stage_of_round(round: int) -> int:
    """The eruption stage a round belongs to."""
    return (round - 1) // 3 + 1


@rule
def lava_rolls(stage: int) -> int:
    """Times the Lava die is rolled in each Eruption step."""
    return 1 if stage <= 2 else 2


@rule
def lava_losses(stage: int) -> int:
    """Villagers a lava flow sweeps away from the region it reaches."""
    return {1: 1, 2: 2, 3: 2, 4: 3}[stage]


@rule
def empty_seats_allowed(stage: int) -> int:
    """Empty seats a boat may still sail with at the Launch step."""
    return 0 if stage <= 2 else 1


@rule
def lava_flow(roll: int, stage: int) -> str | None:
    """The region the lava reaches on this roll of the Lava die, or None."""
    return LAVA[stage][roll]


# ---- worked examples ---------------------------------------------------------

@rule
def villagers_left(waiting: int, stage: int) -> int:
    """Villagers still in a region after a lava flow reaches it."""
    return max(0, waiting - lava_losses(stage))


@rule
def boat_sails(seats: int, filled: int, stage: int) -> bool:
    """Whether a boat at the dock sails at the Launch step."""
    return filled >= 1 and seats - filled <= empty_seats_allowed(stage)


@rule
def escaped_after(escaped: int, boats: list) -> int:
    """Villagers in the open sea after boats carrying these villagers sail."""
    return escaped + sum(boats)


# ---- setup -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "island-board": 1,
        "boats": 11,
        "villagers": villagers_total(players),
        "rescuers": players,
        "eruption-marker": 1,
        "lava-die": 1,
    }


# ---- invariants --------------------------------------------------------------

@invariant("the boats hold enough seats to carry every villager the team needs")
def seats_suffice(players: int, game) -> bool | str:
    seats = sum(c.fields["seats"] * c.count for c in game.deck("boats").cards)
    need = villagers_to_win(players)
    return True if seats >= need else f"{seats} seats for {need} villagers"


@invariant("the team always needs most of the island's villagers")
def win_needs_most(players: int) -> bool:
    return villagers_total(players) > villagers_to_win(players) > villagers_total(players) // 2


@invariant("every stage covers three rounds and the last stage ends on the last round",
           per_player_count=False)
def stages_fit_rounds() -> bool:
    return stage_begins(stages()) + 2 == last_round() and all(
        stage_of_round(stage_begins(s)) == s for s in range(1, stages() + 1))


@invariant("the box holds enough villager tokens for the most players", per_player_count=False)
def villager_tokens(game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "villagers").count
    need = villagers_total(game.max_players)
    return True if tokens >= need else f"{tokens} tokens, {need} needed"


@invariant("the lava never reaches the Harbour, and every region can be reached", per_player_count=False)
def lava_targets() -> bool:
    hit = {r for stage in LAVA.values() for r in stage.values() if r}
    return hit == set(REGIONS)

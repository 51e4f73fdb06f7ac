"""Engine model of Barricade Night (cooperative zombie survival, 1-4 players).

The survivors hold a farmhouse through eight hours of night. Each hour they
act, zombies arrive at the four doors (more as the night wears on, more with
more survivors, more when the house is loud), the zombies tear planks off
the barricades, the noise settles a little and the clock ticks. If the
survivors see the clock past the eighth hour with every door holding, dawn
comes and they win.

Standard library and generator.engine only.
"""
from __future__ import annotations

from math import ceil

from generator.engine import invariant, rule

PLAYERS = (1, 4)

# --- fixed numbers of the rules --------------------------------------------
MAX_PLANKS = 5            # spaces 1-5 of a barricade track (0 is a bare door)
START_PLANKS = 3          # planks nailed over every door before the night begins
HOURS = 8                 # the dawn clock: 10 pm to 5 am, dawn at 6
NOISE_TOP = 10            # the last space of the noise track
NOISE_SETTLES = 2         # noise lost in the Quiet down phase
ZOMBIES_PER_PLANK = 2     # every two zombies at a door (or one left over) tear off a plank
HAND_LIMIT = 4            # cards a survivor may hold
SOLO_SURVIVORS = 2        # a player alone runs two survivors
SEARCH_MARKERS = {"Kitchen": 3, "Living Room": 2, "Garage": 4, "Cellar": 3, "Attic": 4}
HOUR_NAMES = ("10 pm", "11 pm", "Midnight", "1 am", "2 am", "3 am", "4 am", "5 am")

# Noise each kind of action makes (a card may change it: Hammer and Nails, the Shotgun).
NOISE_PER_ACTION = {"Move": 0, "Search": 1, "Barricade": 1, "Fight": 1, "Trade": 0}

# Zombies arriving in the Zombies arrive phase, by hour (1-8) and by player count.
ARRIVALS = {
    1: (1, 1, 2, 2, 2, 3, 3, 4),
    2: (1, 2, 2, 3, 3, 3, 4, 5),
    3: (2, 2, 3, 3, 4, 4, 5, 6),
    4: (2, 3, 3, 4, 4, 5, 6, 7),
}

# The combat die: what each face does when a survivor fights at a door.
COMBAT_FACES = {1: "bite", 2: "miss", 3: "one-kill", 4: "one-kill", 5: "two-kills", 6: "two-kills"}
KILLS = {"bite": 0, "miss": 0, "one-kill": 1, "two-kills": 2}

# The door die: where an arriving zombie goes.
DOOR_FACES = {1: "back", 2: "front", 3: "garage", 4: "cellar", 5: "weakest", 6: "weakest"}


# --- setup by player count ----------------------------------------------------
@rule
def survivors_in_play(players: int) -> int:
    """One survivor a player; a player alone runs two."""
    return SOLO_SURVIVORS if players == 1 else players


@rule
def zombies_at_setup(players: int) -> int:
    """Zombies already scratching at the doors when the night begins."""
    return 1 if players <= 2 else 2


@rule
def starting_cards(players: int | None = None) -> int:
    """Loose Boards cards each survivor starts with."""
    return 1


# --- the constants table ---------------------------------------------------------
@rule
def max_planks(players: int | None = None) -> int:
    return MAX_PLANKS


@rule
def start_planks(players: int | None = None) -> int:
    return START_PLANKS


@rule
def hours_until_dawn(players: int | None = None) -> int:
    return HOURS


@rule
def noise_settles(players: int | None = None) -> int:
    return NOISE_SETTLES


@rule
def noise_limit(players: int | None = None) -> int:
    return NOISE_TOP


@rule
def hand_limit(players: int | None = None) -> int:
    """Cards a survivor may hold; draw past it and discard down at once."""
    return HAND_LIMIT


@rule
def hour_name(hour: int) -> str:
    """What the dawn clock shows at this hour (1 is 10 pm)."""
    return HOUR_NAMES[hour - 1]


# --- noise ----------------------------------------------------------------------
@rule
def action_noise(action: str) -> int:
    """Noise an action adds to the noise track."""
    return NOISE_PER_ACTION[action]


@rule
def noise_extra(noise: int) -> int:
    """Extra zombies the noise track adds to the hour's arrivals."""
    if noise >= 9:
        return 3
    if noise >= 6:
        return 2
    if noise >= 3:
        return 1
    return 0


@rule
def noise_for_extra(extra: int) -> int:
    """The lowest noise that adds this many zombies to an hour."""
    return next(n for n in range(NOISE_TOP + 1) if noise_extra(n) == extra)


@rule
def noise_after_quiet(noise: int) -> int:
    """The noise once it settles at the end of the hour."""
    return max(0, noise - NOISE_SETTLES)


@rule
def noise_after(noise: int, searches: int = 0, barricades: int = 0, fights: int = 0, shotgun_shots: int = 0) -> int:
    """The noise track after a run of actions, never past its top space."""
    added = (searches * NOISE_PER_ACTION["Search"] + barricades * NOISE_PER_ACTION["Barricade"]
             + fights * NOISE_PER_ACTION["Fight"] + shotgun_shots * 2)
    return min(NOISE_TOP, noise + added)


# --- zombies arrive ----------------------------------------------------------------
@rule
def zombies_arriving(hour: int, players: int) -> int:
    """Zombies the spawn table sends in this hour, before the noise adds any."""
    return ARRIVALS[players][hour - 1]


@rule
def zombies_this_hour(hour: int, players: int, noise: int) -> int:
    """Every zombie that arrives in the hour: the spawn table plus the noise."""
    return zombies_arriving(hour, players) + noise_extra(noise)


@rule
def door_die(roll: int) -> str:
    return DOOR_FACES[roll]


# --- zombies attack -------------------------------------------------------------------
@rule
def planks_torn(zombies: int) -> int:
    """Planks the zombies at one door tear off: one for every two, rounded up."""
    return ceil(zombies / ZOMBIES_PER_PLANK)


@rule
def planks_after_attack(planks: int, zombies: int) -> int:
    return max(0, planks - planks_torn(zombies))


@rule
def door_breached(planks: int, zombies: int) -> bool:
    """A door breaks when its zombies would tear off more planks than it has."""
    return planks_torn(zombies) > planks


# --- fighting ---------------------------------------------------------------------------
@rule
def combat_die(roll: int) -> str:
    return COMBAT_FACES[roll]


@rule
def kills(roll: int, bonus: int = 0) -> int:
    """Zombies a fight removes: the die's kills, plus each bonus on a hit."""
    base = KILLS[COMBAT_FACES[roll]]
    return base + bonus if base > 0 else 0


@rule
def wounds_from_fight(roll: int) -> int:
    """A bite costs the fighter one health."""
    return 1 if COMBAT_FACES[roll] == "bite" else 0


# --- barricading ----------------------------------------------------------------------------
@rule
def planks_after_barricade(planks: int, added: int) -> int:
    """A door never holds more than five planks; the extra ones are wasted."""
    return min(MAX_PLANKS, planks + added)


@rule
def search_markers(room: str) -> int:
    return SEARCH_MARKERS[room]


@rule
def total_search_markers() -> int:
    return sum(SEARCH_MARKERS.values())


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a night at this count takes out of the box."""
    survivors = survivors_in_play(players)
    return {
        "house-board": 1,
        "survivors": 6,                        # the players choose from all six
        "survivor-tokens": survivors,          # the chosen survivors' tokens
        "search": 30,                          # the whole deck, shuffled
        "search/loose-boards": survivors * starting_cards(),
        "zombie-tokens": 40,
        "plank-markers": 4,
        "noise-marker": 1,
        "clock-marker": 1,
        "search-markers": total_search_markers(),
        "wound-tokens": 12,
        "combat-die": 1,
        "door-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict[str, int]]:
    return {"search": {"hand": starting_cards(), "draw": 1}, "combat-die": {"dice": 1}, "door-die": {"dice": 1}}


# --- invariants ------------------------------------------------------------------------------
@invariant("the search markers in the rooms match the box", per_player_count=False)
def markers_match_box(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "search-markers")
    return True if line.count == total_search_markers() else f"rooms take {total_search_markers()}, box has {line.count}"


@invariant("the Loose Boards cards cover every survivor's starting card")
def loose_boards_suffice(players: int, game) -> bool | str:
    card = next(c for c in game.deck("search").cards if c.id == "loose-boards")
    need = survivors_in_play(players) * starting_cards()
    return True if card.count >= need else f"{need} survivors, {card.count} Loose Boards"


@invariant("the zombie supply covers the worst possible hour at this count")
def zombies_suffice(players: int, game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "zombie-tokens")
    worst = max(ARRIVALS[players]) + noise_extra(NOISE_TOP)
    return True if line.count >= worst * 3 else f"{line.count} zombies for a worst hour of {worst}"


@invariant("every plank card's planks fit on a door", per_player_count=False)
def plank_cards_fit(game) -> bool | str:
    for card in game.deck("search").cards:
        if card.fields["planks"] > MAX_PLANKS:
            return f"{card.name} gives {card.fields['planks']} planks"
    return True


@invariant("every survivor has three or four actions", per_player_count=False)
def survivor_actions(game) -> bool | str:
    for card in game.deck("survivors").cards:
        if card.fields["actions"] not in (3, 4):
            return f"{card.name} has {card.fields['actions']} actions"
    return True


@invariant("the setup zombies and the first hour's arrivals leave every door standing")
def first_hour_survivable(players: int) -> bool:
    return zombies_at_setup(players) + zombies_arriving(1, players) <= 2 * START_PLANKS

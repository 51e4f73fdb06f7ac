"""Scenario Siege: the rules the tables and the rulebook print.

Every number a table, a track mark, the die or a worked example prints is
computed here, so game.yaml and the rulebook can be checked against it.
"""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

HEROES = ("Warden", "Archer", "Mystic", "Smith")
CARDS_PER_HERO = 8

# One line per scenario, in campaign order:
# (enemy waves, starting supply, turns allowed, starting threat)
SCENARIOS = {
    1: (2, 6, 5, 0),   # The First Night
    2: (3, 5, 7, 0),   # Smoke on the River
    3: (3, 5, 6, 2),   # The Broken Gate
    4: (4, 4, 8, 2),   # Hunger Moon
    5: (5, 4, 9, 3),   # The Tower Rolls
    6: (6, 3, 10, 4),  # The Last Siege
}

VETERAN = "veteran"
VETERAN_EXTRA_THREAT = 2
VETERAN_LESS_SUPPLY = 1


# --- setup by player count -------------------------------------------------

@rule
def heroes_in_play(players: int) -> int:
    """A lone player runs two heroes; otherwise one hero each."""
    return max(2, players)


@rule
def enemies_per_wave(players: int) -> int:
    """Each wave holds one enemy more than there are heroes."""
    return heroes_in_play(players) + 1


@rule
def starting_shields(players: int) -> int:
    """Fewer heroes get a sturdier wall to start with."""
    return 4 - heroes_in_play(players)


@rule
def hand_size(players: int | None = None) -> int:
    """Cards each hero holds after drawing."""
    return 3


@rule
def cards_played(players: int | None = None) -> int:
    """Cards a hero may play on their turn."""
    return 2


@rule
def threat_limit(players: int | None = None) -> int:
    """The keep falls when the threat marker reaches this space."""
    return 15


@rule
def frenzy_threat(players: int | None = None) -> int:
    """From this space on, every wave brings one more enemy."""
    return 10


# --- scenarios -------------------------------------------------------------

def _scenario(scenario: int) -> tuple[int, int, int, int]:
    return SCENARIOS[int(scenario)]


@rule
def enemy_waves(scenario: int, variant: str | None = None) -> int:
    return _scenario(scenario)[0]


@rule
def starting_supplies(scenario: int, variant: str | None = None) -> int:
    supply = _scenario(scenario)[1]
    if variant == VETERAN:
        supply -= VETERAN_LESS_SUPPLY
    return supply


@rule
def turns_allowed(scenario: int, variant: str | None = None) -> int:
    return _scenario(scenario)[2]


@rule
def starting_threat(scenario: int, variant: str | None = None) -> int:
    threat = _scenario(scenario)[3]
    if variant == VETERAN:
        threat += VETERAN_EXTRA_THREAT
    return threat


# --- play --------------------------------------------------------------------

@rule
def defeats(strength: int, damage: list) -> bool:
    """Damage dealt in one Heroes phase adds up; enough of it defeats the enemy."""
    return sum(int(d) for d in damage) >= strength


@rule
def threat_raised(threat: int, shields: int, sapper: bool = False) -> int:
    """An enemy striking the keep: each shield stops one threat, but never a Sapper's."""
    if sapper:
        return threat
    return max(0, threat - shields)


@rule
def shields_used(threat: int, shields: int, sapper: bool = False) -> int:
    """Shields removed from the wall when an enemy strikes."""
    if sapper:
        return 0
    return min(threat, shields)


@rule
def rally(roll: int) -> str:
    """The Rally die, read at the end of each turn."""
    if roll == 1:
        return "fire"
    if roll <= 3:
        return "quiet"
    if roll <= 5:
        return "reinforcements"
    return "sortie"


# --- the campaign --------------------------------------------------------------

@rule
def glory(turns_left: int, supplies_left: int) -> int:
    """Glory for a won scenario: 2 for each turn left unused, 1 for each Supply left."""
    return 2 * turns_left + supplies_left


@rule
def carried_supplies(left: int) -> int:
    """Half the Supply left at a win, rounded down, goes on to the next scenario."""
    return left // 2


@rule
def next_scenario_supplies(scenario: int, left: int, variant: str | None = None) -> int:
    """What the next scenario (numbered `scenario`) starts with after a win."""
    return starting_supplies(scenario, variant) + carried_supplies(left)


# --- what a game takes out of the box ----------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "heroes": CARDS_PER_HERO * heroes_in_play(players),   # each hero's eight cards
        "enemies": 30,                                          # the whole enemy deck
        "siege-board": 1,
        "threat-marker": 1,
        "turn-marker": 1,
        "supply-tokens": 20,                                    # the bank
        "shield-tokens": 12,
        "rally-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "heroes": {"hand": hand_size(), "draw": cards_played()},
        "enemies": {"per_round": enemies_per_wave(players)},
        "rally": {"dice": 1},
    }


# --- invariants ----------------------------------------------------------------

@invariant("each hero has eight cards in the hero deck", per_player_count=False)
def eight_cards_each(game) -> bool | str:
    deck = game.deck("heroes")
    for hero in HEROES:
        n = sum(c.count for c in deck.cards if c.fields["hero"] == hero)
        if n != CARDS_PER_HERO:
            return f"{hero} has {n} cards"
    return True


@invariant("the enemy deck holds every wave of the longest scenario at the most players",
           per_player_count=False)
def enemy_deck_suffices(game) -> bool | str:
    deck = game.deck("enemies")
    most = max(enemy_waves(s) for s in SCENARIOS) * enemies_per_wave(game.max_players)
    return True if deck.total >= most else f"{deck.total} enemies, {most} needed"


@invariant("setup takes out the whole enemy deck", per_player_count=False)
def enemies_come_out_whole(game) -> bool | str:
    deck = game.deck("enemies")
    return True if setup(1)["enemies"] == deck.total else f"setup takes {setup(1)['enemies']} of {deck.total}"


@invariant("the last wave can strike before the turns run out", per_player_count=False)
def waves_fit_turns() -> bool | str:
    for s in SCENARIOS:
        if turns_allowed(s) < enemy_waves(s) + 2:
            return f"scenario {s}"
    return True


@invariant("a Veteran scenario still starts below the Frenzy space with some Supply", per_player_count=False)
def veteran_is_playable() -> bool | str:
    for s in SCENARIOS:
        if starting_threat(s, VETERAN) >= frenzy_threat() or starting_supplies(s, VETERAN) < 1:
            return f"scenario {s}"
    return True

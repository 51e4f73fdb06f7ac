"""Night Script: the rules the tables and the script cards print.

Five to ten players hold role cards; one more person, the moderator, holds no
role and reads the numbered script cards aloud each night.
"""

from generator.engine import invariant, rule

PLAYERS = (5, 10)

TOWN_ROLES = ("Tide Reader", "Lamplighter", "Gull Keeper", "Townsfolk")
GANG_ROLES = ("Wrecker", "Lookout")
ROLES = GANG_ROLES + TOWN_ROLES

# The night script, in the order the moderator reads it:
# (step name, role it wakes or None, fewest players at which it is read, first night only)
SCRIPT = (
    ("Nightfall", None, 5, False),
    ("Lookout's glimpse", "Lookout", 9, True),
    ("Wreckers' choice", "Wrecker", 5, False),
    ("Lamplighter's round", "Lamplighter", 5, False),
    ("Tide reading", "Tide Reader", 5, False),
    ("Gull Keeper's watch", "Gull Keeper", 7, False),
    ("Dawn", None, 5, False),
)

FAILED_NOMINATIONS_END_THE_DAY = 3


@rule
def role_cards(role: str, players: int = 5) -> int:
    """How many cards of one role are dealt at this player count."""
    if role == "Wrecker":
        return 1 if players <= 5 else 2
    if role == "Lookout":
        return 1 if players >= 9 else 0
    if role in ("Tide Reader", "Lamplighter"):
        return 1
    if role == "Gull Keeper":
        return 1 if players >= 7 else 0
    if role == "Townsfolk":
        return players - sum(role_cards(r, players) for r in ROLES if r != "Townsfolk")
    raise ValueError(f"no role {role!r}")


@rule
def gang_size(players: int = 5) -> int:
    """Players on the Gang's side at the start: the Wreckers and the Lookout."""
    return sum(role_cards(r, players) for r in GANG_ROLES)


@rule
def town_size(players: int = 5) -> int:
    """Players on the Town's side at the start."""
    return players - gang_size(players)


def _read(players: int, first_night: bool) -> list[str]:
    return [name for name, _role, fewest, first_only in SCRIPT
            if players >= fewest and (first_night or not first_only)]


@rule
def script_steps(players: int = 5, first_night: bool = True) -> list[str]:
    """The script cards the moderator reads, in order."""
    return _read(players, first_night)


@rule
def steps_read(players: int = 5, first_night: bool = True) -> int:
    """How many script cards the moderator reads in one night."""
    return len(_read(players, first_night))


@rule
def script_cards_used(players: int = 5) -> int:
    """Script cards the moderator takes out at setup (those read on any night)."""
    return sum(1 for _name, _role, fewest, _first in SCRIPT if players >= fewest)


@rule
def votes_to_exile(living: int) -> int:
    """Raised hands needed to exile a suspect: a majority of the players still in."""
    return living // 2 + 1


@rule
def failed_nominations() -> int:
    """Failed nominations after which the day ends with nobody exiled."""
    return FAILED_NOMINATIONS_END_THE_DAY


@rule
def tide_reading(role: str) -> str:
    """The moderator's answer when the Tide Reader points at a player of this role."""
    return "Nod" if role == "Wrecker" else "Shake"


@rule
def opened_eyes(role: str, first_night: bool = False) -> bool:
    """Whether a player of this role opened their eyes during the night (the Gull Keeper's answer)."""
    if role == "Lookout":
        return first_night
    return role in ("Wrecker", "Lamplighter", "Tide Reader", "Gull Keeper")


@rule
def night_outcome(chosen: str, guarded: str) -> str:
    """Who is silenced at dawn: the Wreckers' choice, unless the Lamplighter guarded them."""
    return "nobody" if chosen == guarded else chosen


@rule
def winner(wreckers: int, lookouts: int, town: int) -> str | None:
    """The side that has won, counting the living players, or None while play goes on."""
    if wreckers == 0:
        return "Town"
    if wreckers + lookouts >= town:
        return "Gang"
    return None


@rule
def series_points(won: bool, still_in: bool) -> int:
    """Points a player scores for one game of a series."""
    if not won:
        return 0
    return 2 if still_in else 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "roles": players,                          # the role cards of the table's mix, one each
        "script": script_cards_used(players),      # the script cards read at this count
        "lantern-tokens": players,
        "night-log": 1,
    }


@invariant("the role mix deals exactly one card to each player")
def mix_fills_the_table(players: int) -> bool | str:
    total = sum(role_cards(r, players) for r in ROLES)
    return True if total == players else f"{total} role cards for {players} players"


@invariant("the Town outnumbers the Gang when the game starts")
def town_starts_ahead(players: int) -> bool:
    return town_size(players) > gang_size(players) and winner(role_cards("Wrecker", players),
                                                              role_cards("Lookout", players),
                                                              town_size(players)) is None


@invariant("the box holds every role card the mix deals")
def box_holds_the_mix(players: int, game) -> bool | str:
    deck = game.deck("roles")
    for role in ROLES:
        held = sum(c.count for c in deck.cards if c.name == role)
        if held < role_cards(role, players):
            return f"{role}: {role_cards(role, players)} needed, {held} in the box"
    return True


@invariant("each role card says the fewest players it is dealt at", per_player_count=False)
def role_thresholds(game) -> bool | str:
    for card in game.deck("roles").cards:
        fewest = min(n for n in range(PLAYERS[0], PLAYERS[1] + 1) if role_cards(card.name, n) > 0)
        if card.fields["players_needed"] != fewest:
            return f"{card.name} says {card.fields['players_needed']}, the mix deals it from {fewest}"
    return True


@invariant("the script cards and the night-steps follow the engine's script", per_player_count=False)
def script_matches(game) -> bool | str:
    steps = list(game.names["night-steps"])
    if steps != [s[0] for s in SCRIPT]:
        return f"night-steps are {steps}"
    cards = {c.name: c for c in game.deck("script").cards}
    for number, (name, role, fewest, first_only) in enumerate(SCRIPT, start=1):
        card = cards.get(name)
        if card is None:
            return f"no script card {name}"
        if card.fields["step"] != number:
            return f"{name} is numbered {card.fields['step']}, not {number}"
        if (card.fields["wakes"] or None) != role:
            return f"{name} wakes {card.fields['wakes']!r}, not {role!r}"
        if card.fields["players_needed"] != fewest:
            return f"{name} is read from {card.fields['players_needed']} players, not {fewest}"
        if card.fields["first_night_only"] != first_only:
            return f"{name}: first night only should be {first_only}"
    return True

"""Fall of the Hollow King: the rules the tables, the battle mat and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

# The difficulty levels, by printed name, with the variant id that plays each.
# Veteran is the standard game (no variant).
LEVELS = {"Novice": "novice", "Veteran": None, "Legend": "legend"}

HEALTH_PER_HERO = 10
HERO_DECK = 30          # every Hero card, shuffled together at every level
VILLAIN_BASE = 16       # villain cards that are not Fury cards
WOUND_TOKENS = 20
SHIELD_TOKENS = 12


def _level(level: str | None) -> str:
    """A level's printed name, from that name or from the variant id that plays it."""
    if level is None:
        return "Veteran"
    for name, variant_id in LEVELS.items():
        if level in (name, variant_id):
            return name
    raise ValueError(f"unknown difficulty level {level!r}")


# --- player count -----------------------------------------------------------

@rule
def health_per_player() -> int:
    """The boss brings ten health to the fight for every hero."""
    return HEALTH_PER_HERO


@rule
def boss_health(players: int = 1) -> int:
    """The boss's starting health: ten for each hero."""
    return HEALTH_PER_HERO * players


@rule
def enrage_at(players: int = 1) -> int:
    """The boss enrages when his health falls to half of where it started."""
    return boss_health(players) // 2


@rule
def villain_cards_per_round(players: int = 1) -> int:
    """Villain cards revealed at the start of every round (before enraging)."""
    return 1 if players <= 2 else 2


@rule
def hand_size(players: int = 2) -> int:
    """Cards a hero holds after Refresh; a lone hero holds one more."""
    return 6 if players == 1 else 5


@rule
def cards_played_per_turn(players: int | None = None) -> int:
    """Cards each hero may play on their turn, at every count."""
    return 2


@rule
def minion_damage(players: int | None = None) -> int:
    """Damage each minion in play deals at the end of the Villain phase."""
    return 1


@rule
def enraged_extra_cards(players: int | None = None) -> int:
    """Extra villain cards revealed each round once the boss is enraged."""
    return 1


# --- difficulty -------------------------------------------------------------

@rule
def starting_hearts(level: str | None = "Veteran") -> int:
    return {"Novice": 10, "Veteran": 8, "Legend": 7}[_level(level)]


@rule
def doom_limit(level: str | None = "Veteran") -> int:
    """The Doom space that ends the game in defeat."""
    return {"Novice": 10, "Veteran": 8, "Legend": 6}[_level(level)]


@rule
def fury_cards(level: str | None = "Veteran") -> int:
    """Fury cards shuffled into the villain deck."""
    return {"Novice": 0, "Veteran": 2, "Legend": 4}[_level(level)]


@rule
def villain_deck_size(level: str | None = "Veteran") -> int:
    return VILLAIN_BASE + fury_cards(level)


# --- damage -----------------------------------------------------------------

@rule
def boss_damage(damage: list, minion_health: int = 0) -> int:
    """Damage that reaches the boss from cards played in order.

    While a minion stands each card's damage goes to it; a card that destroys
    the minion loses whatever damage it had left over.
    """
    reached = 0
    guard = minion_health
    for amount in damage:
        if guard > 0:
            guard = max(0, guard - amount)
        else:
            reached += amount
    return reached


@rule
def health_after(start: int, dealt: int) -> int:
    return max(0, start - dealt)


@rule
def is_enraged(players: int, health: int) -> bool:
    return health <= enrage_at(players)


# --- setup and play ---------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    level = _level(variant)
    return {
        "hero": HERO_DECK,
        "villain": villain_deck_size(level),
        "battle-mat": 1,
        "hero-boards": players,
        "heart-tokens": players * starting_hearts(level),
        "wound-tokens": WOUND_TOKENS,
        "shield-tokens": SHIELD_TOKENS,
        "markers": 2,
        "threat-token": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "hero": {"hand": hand_size(players), "draw": cards_played_per_turn(players)},
        "villain": {"per_round": villain_cards_per_round(players)},
    }


# --- invariants -------------------------------------------------------------

@invariant("the decks and supplies setup() takes out match the box", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    hero = game.deck("hero")
    if hero.total != HERO_DECK:
        return f"the Hero deck holds {hero.total} cards, the engine expects {HERO_DECK}"
    villain = game.deck("villain")
    fury = sum(c.count for c in villain.cards if c.fields["kind"] == "Fury")
    if fury != fury_cards("Legend"):
        return f"{fury} Fury cards, but Legend shuffles in {fury_cards('Legend')}"
    if villain.total - fury != VILLAIN_BASE:
        return f"{villain.total - fury} villain cards besides Fury, the engine expects {VILLAIN_BASE}"
    counts = {c.id: c.count for c in game.inventory}
    if counts.get("wound-tokens") != WOUND_TOKENS or counts.get("shield-tokens") != SHIELD_TOKENS:
        return "the wound or shield supply differs from the box"
    return True


@invariant("the Boss health track reaches the four-hero starting health", per_player_count=False)
def health_track_long_enough(game) -> bool | str:
    mat = game.maps[0]
    track = next(t for t in mat.tracks if t.id == "health")
    top = boss_health(game.max_players)
    return True if track.end >= top else f"the track ends at {track.end}, the boss can start at {top}"


@invariant("the Doom track is long enough for the gentlest level", per_player_count=False)
def doom_track_long_enough(game) -> bool | str:
    mat = game.maps[0]
    track = next(t for t in mat.tracks if t.id == "doom")
    longest = max(doom_limit(name) for name in LEVELS)
    return True if track.end >= longest else f"the Doom track ends at {track.end}, below {longest}"


@invariant("the boss enrages at half his starting health")
def enrage_is_half(players: int) -> bool:
    return enrage_at(players) * 2 == boss_health(players)

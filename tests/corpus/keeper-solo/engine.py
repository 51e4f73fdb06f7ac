"""Engine model of Hive Keeper, a solo game against the Rival automa deck.

Every number the tables, the board's marks and the worked examples print is
computed here. The difficulty levels are Easy, Normal and Hard; Normal is the
game's own setup, Easy and Hard are its variants.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 1)

LEVELS = ("Easy", "Normal", "Hard")
VARIANT_LEVEL = {None: "Normal", "easy": "Easy", "hard": "Hard"}

RANKS = (
    ("Drone", 0),
    ("Worker Bee", 25),
    ("Forager", 35),
    ("Master Beekeeper", 45),
    ("Queen's Keeper", 55),
)

POINTS = {
    "Honey jar": 3,
    "Extra hive": 2,
    "Flower set": 4,
    "Two leftover nectar": 1,
}


def _level(level: str) -> str:
    if level not in LEVELS:
        raise ValueError(f"unknown difficulty {level!r}")
    return level


# --- difficulty -------------------------------------------------------------

@rule
def rival_start_jars(level: str = "Normal") -> int:
    """Honey jars the Rival starts with."""
    return {"Easy": 0, "Normal": 3, "Hard": 6}[_level(level)]


@rule
def rival_start_hives(level: str = "Normal") -> int:
    """Hives the Rival starts with."""
    return {"Easy": 1, "Normal": 2, "Hard": 3}[_level(level)]


@rule
def turns(level: str = "Normal") -> int:
    """Days in the game: the Day marker starts on this space and counts down to 0."""
    return {"Easy": 20, "Normal": 18, "Hard": 16}[_level(level)]


@rule
def day_track_top() -> int:
    """The highest space of the Day track."""
    return 20


# --- the keeper (you) -------------------------------------------------------

@rule
def start_nectar() -> int:
    """Nectar you start with, at every difficulty."""
    return 2


@rule
def start_hives() -> int:
    """Hives you start with, at every difficulty."""
    return 1


@rule
def max_hives() -> int:
    """Most hives an apiary (yours or the Rival's) may hold."""
    return 4


@rule
def meadow_slots() -> int:
    """Face-up Meadow cards in the meadow."""
    return 4


@rule
def brew_cost() -> int:
    """Nectar spent per honey jar brewed."""
    return 3


@rule
def build_cost() -> int:
    """Nectar spent to build one hive."""
    return 4


@rule
def forage_nectar(card_nectar: int, hives: int) -> int:
    """Nectar a Forage action gives: the card's nectar plus one per hive you own."""
    return card_nectar + hives


# --- the Rival --------------------------------------------------------------

@rule
def swarm_jars(hives: int) -> int:
    """Jars a swarm gives the Rival: one for every two Rival hives."""
    return hives // 2


@rule
def rival_gain(card_jars: int, swarm: bool, hives: int) -> int:
    """Jars the Rival gains from one Rival card."""
    return card_jars + (swarm_jars(hives) if swarm else 0)


@rule
def rival_jars_after(jars: int, card_jars: int, swarm: bool, hives: int) -> int:
    """The Rival's jars after one Rival card."""
    return jars + rival_gain(card_jars, swarm, hives)


# --- scoring ----------------------------------------------------------------

@rule
def points_for(what: str) -> int:
    """Points each scoring item is worth at the end of the game."""
    return POINTS[what]


@rule
def flower_sets(flowers: dict) -> int:
    """Sets of three different flowers that can be made from your Meadow cards."""
    counts = [int(n) for n in flowers.values() if int(n) > 0]
    best = 0
    for k in range(0, sum(counts) // 3 + 1):
        if sum(min(c, k) for c in counts) >= 3 * k:
            best = k
    return best


@rule
def final_score(jars: int, hives: int, nectar: int, flowers: dict) -> int:
    """Your final score."""
    return (
        jars * POINTS["Honey jar"]
        + max(0, hives - start_hives()) * POINTS["Extra hive"]
        + (nectar // 2) * POINTS["Two leftover nectar"]
        + flower_sets(flowers) * POINTS["Flower set"]
    )


@rule
def rival_score(jars: int) -> int:
    """The Rival's final score: its jars at the same worth as yours."""
    return jars * POINTS["Honey jar"]


@rule
def rank_threshold(rank: str) -> int:
    """The least score that earns a rank."""
    return dict(RANKS)[rank]


@rule
def rank_for(score: int) -> str:
    """The rank a winning score earns."""
    best = RANKS[0][0]
    for name, least in RANKS:
        if score >= least:
            best = name
    return best


# --- setup ------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game takes out of the box (the same at every difficulty)."""
    VARIANT_LEVEL[variant]  # an unknown variant fails here
    return {
        "meadow": 24,
        "rival": 12,
        "apiary-board": 1,
        "apiary-mats": 2,
        "nectar-tokens": 40,
        "jar-tokens": 50,
        "hive-tokens": 8,
        "day-marker": 1,
        "score-pad": 1,
    }


@invariant("the costs in game.yaml are the engine's", per_player_count=False)
def costs_match(game) -> bool | str:
    prices = {c.id: c.items[0].amount for c in game.costs}
    if prices.get("brew") != brew_cost():
        return f"brew costs {prices.get('brew')} in game.yaml, {brew_cost()} in the engine"
    if prices.get("build") != build_cost():
        return f"build costs {prices.get('build')} in game.yaml, {build_cost()} in the engine"
    return True


@invariant("every Rival card takes a meadow slot that exists", per_player_count=False)
def rival_slots_exist(game) -> bool | str:
    for card in game.deck("rival").cards:
        if not 1 <= card.fields["slot"] <= meadow_slots():
            return f"{card.name} takes slot {card.fields['slot']}"
    return True


@invariant("the box's decks are what setup takes out", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    s = setup(1)
    for deck in ("meadow", "rival"):
        if s[deck] != game.deck(deck).total:
            return f"setup takes {s[deck]} {deck} cards, the deck has {game.deck(deck).total}"
    return True


@invariant("the Rival's starting hives leave room to build", per_player_count=False)
def rival_hives_fit() -> bool:
    return all(rival_start_hives(level) < max_hives() for level in LEVELS)


@invariant("the longest game fits on the Day track", per_player_count=False)
def days_fit_track() -> bool:
    return all(turns(level) <= day_track_top() for level in LEVELS)

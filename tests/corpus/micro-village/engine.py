"""Engine model of Micro Village, a solo village-building puzzle.

The rules the printed tables and worked examples are bound to. Goal values
live here as well as on the card backs; an invariant keeps the two equal.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 1)  # solo only, as game.yaml's players

# goal id -> (points per thing counted, points lost per road end, target)
GOALS = {
    "green-belt": (1, 0, 6),
    "market-row": (2, 0, 8),
    "quiet-homes": (1, 0, 4),
    "ring-road": (3, 0, 3),
    "long-haul": (1, 1, 5),
    "shopping-block": (3, 0, 3),
    "park-views": (1, 0, 6),
    "tidy-streets": (1, 2, 4),
    "pocket-parks": (2, 0, 4),
    "high-street": (1, 0, 4),
    "mixed-row": (2, 0, 4),
    "suburbs": (1, 0, 7),
    "crossroads": (2, 0, 2),
    "open-fields": (1, 0, 5),
    "busy-market": (1, 0, 5),
    "cottages": (2, 0, 4),
    "short-walks": (1, 0, 6),
    "car-free": (2, 1, 3),
}

EDICTS = {
    "budget-cut": -3,
    "heritage-order": 2,
    "paving-grant": 4,
    "tree-scheme": 1,
    "open-plans": 0,
    "night-market": 2,
}

DECK_SIZE = 18
PARCELS_PER_CARD = 4
ROAD_CARD_LENGTH = 2  # parcels in one card-length of road


@rule
def goals_drawn(players: int = 1) -> int:
    """Cards turned over at setup to choose the goals from."""
    return 5


@rule
def goals_kept(players: int = 1) -> int:
    """Goal cards kept in front of you for the whole game."""
    return 3


@rule
def hand_size(players: int = 1, edict: str | None = None) -> int:
    """Cards held in hand; the Open Plans edict adds one."""
    return 4 if edict == "open-plans" else 3


@rule
def cards_placed(players: int = 1) -> int:
    """Cards that make up the finished village, starting card included."""
    return DECK_SIZE - goals_kept(players)


@rule
def turns(players: int = 1) -> int:
    """Turns in a game: every placed card except the starting card."""
    return cards_placed(players) - 1


@rule
def parcels_per_card() -> int:
    return PARCELS_PER_CARD


@rule
def most_covered_on_one_card() -> int:
    """A new card may hide at most this many parcels of any one card below it."""
    return PARCELS_PER_CARD - 1


@rule
def fewest_covered() -> int:
    """Every new card must cover at least this many parcels already in the village."""
    return 1


@rule
def visible_parcels(cards: int, covered: int) -> int:
    """Parcels still showing once `cards` cards lie down with `covered` parcels hidden."""
    return cards * PARCELS_PER_CARD - covered


@rule
def road_points(lengths: list) -> int:
    """Each road scores 1 point per full card-length (two parcels)."""
    return sum(length // ROAD_CARD_LENGTH for length in lengths)


@rule
def goal_points(goal: str, count: int, ends: int = 0) -> int:
    per, penalty, _ = GOALS[goal]
    return per * count - penalty * ends


COUNTS = {
    "green-belt": "park in your largest park group",
    "market-row": "shop touching a road",
    "quiet-homes": "house touching no road",
    "ring-road": "road that loops",
    "long-haul": "parcel of your longest road",
    "shopping-block": "square of four shops",
    "park-views": "house touching a park",
    "tidy-streets": "road parcel",
    "pocket-parks": "park touching no other park",
    "high-street": "shop beside your longest road",
    "mixed-row": "row showing all four kinds",
    "suburbs": "house in your largest house group",
    "crossroads": "junction of roads",
    "open-fields": "park on the village edge",
    "busy-market": "shop in your largest shop group",
    "cottages": "house group of one or two houses",
    "short-walks": "house touching a shop",
    "car-free": "column with no road",
}


@rule
def goal_target(goal: str) -> int:
    return GOALS[goal][2]


@rule
def goal_value(goal: str, what: str) -> int | str | None:
    """One cell of the goal list: what the goal counts, its points, its road-end penalty, its target."""
    per, penalty, tgt = GOALS[goal]
    if what == "Scores for each":
        return COUNTS[goal]
    if what == "Points each":
        return per
    if what == "Per road end":
        return -penalty if penalty else None
    return tgt


@rule
def target(goals: list) -> int:
    """The score to beat: the three goals' targets added together."""
    return sum(GOALS[g][2] for g in goals)


@rule
def final_score(goals: dict, roads: list) -> int:
    """goals: goal id -> [count, road ends]; roads: length of every road."""
    total = 0
    for goal, (count, ends) in goals.items():
        total += goal_points(goal, count, ends)
    return total + road_points(roads)


@rule
def edict_target(goals: list, edict: str) -> int:
    return target(goals) + EDICTS[edict]


@rule
def village_rank(margin: int | str) -> str:
    """How your village is known, by the points you scored over the target."""
    if margin == "Short of it" or (isinstance(margin, int) and margin < 0):
        return "Hamlet"
    if margin == "10 or more" or margin >= 10:
        return "County Town"
    return "Village" if margin <= 4 else "Market Town"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "village": DECK_SIZE,
        "edicts": len(EDICTS) if variant == "council" else 0,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"village": {"hand": hand_size(players), "draw": 1}}


@invariant("every goal card prints the points and target the engine scores", per_player_count=False)
def goals_match_cards(game) -> bool | str:
    cards = {c.id: c for c in game.deck("village").cards}
    if set(cards) != set(GOALS):
        return f"goal cards and engine differ: {sorted(set(cards) ^ set(GOALS))}"
    for gid, (per, penalty, tgt) in GOALS.items():
        f = cards[gid].fields
        if (f["points"], f["penalty"] or 0, f["target"]) != (per, penalty, tgt):
            return f"{cards[gid].name} prints other values than the engine"
    return True


@invariant("every edict card changes the target by what the engine adds", per_player_count=False)
def edicts_match_cards(game) -> bool | str:
    cards = {c.id: c.fields["change"] for c in game.deck("edicts").cards}
    return True if cards == EDICTS else "edict cards and engine differ"


@invariant("the deck holds the goals plus the whole village")
def deck_splits(players: int, game) -> bool | str:
    total = game.deck("village").total
    need = goals_kept(players) + cards_placed(players)
    return True if total == need == DECK_SIZE else f"{total} cards, {need} needed"


@invariant("setup draws enough cards to choose the goals from")
def goals_choosable(players: int) -> bool:
    return goals_drawn(players) >= goals_kept(players) and goals_drawn(players) + hand_size(players) <= DECK_SIZE

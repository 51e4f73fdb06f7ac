"""Engine model of Bird Count.

Birders spend four seasons filling a field journal with birds from three
habitats. Each turn is one of four actions (Visit the Feeder, Nest, Scout,
Log a Bird); what the first three give grows with the birds already logged
in the matching habitat row. Every season ends with a goal scored by rank,
and the game ends with a count of bird points, eggs, goal points and two set
bonuses. A lone birder plays against the Rival, a deck of twelve cards.

Only the numbers the rules compute with live here; the birds, goals and the
Rival's cards are the CSVs', and the invariants at the end hold both sides
together.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (1, 5)

HABITATS = ("Forest", "Grassland", "Wetland")
FOODS = ("Seed", "Fruit", "Insect", "Fish", "Rodent")
SEASONS = ("Spring", "Summer", "Fall", "Winter")

# --- the box ------------------------------------------------------------------
BIRD_DECK = 120
GOAL_TILES = 10
RIVAL_DECK = 12
FOOD_DICE = 5
FOOD_TOKENS = 100           # 20 of each food
EGG_TOKENS = 60
MARKERS_EACH = 4            # one goal marker per season, in the birder's color

# --- setup ----------------------------------------------------------------------
CARDS_DEALT = 6
CARDS_KEPT = 4
STARTING_FOOD = 3

# --- the journal ----------------------------------------------------------------
SLOTS_PER_HABITAT = 5

# --- seasons: turns each birder takes, and goal points for 1st, 2nd, 3rd ----------
_TURNS = {"Spring": 7, "Summer": 6, "Fall": 5, "Winter": 4}
_GOAL_POINTS = {"Spring": (4, 2, 1), "Summer": (5, 3, 1), "Fall": (6, 3, 2), "Winter": (7, 4, 2)}

# --- wingspans (cm) and the set bonuses -------------------------------------------
SMALL_BELOW = 40            # a Small bird's wingspan is under 40 cm
LARGE_FROM = 100            # a Large bird's is 100 cm or more
HABITAT_SET_POINTS = 3
WINGSPAN_SET_POINTS = 2

# --- food die: faces 1 to 6 ---------------------------------------------------------
_FACES = {1: "seed", 2: "fruit", 3: "insect", 4: "fish", 5: "rodent", 6: "seed-or-insect"}


def _season(season: str) -> str:
    if season not in SEASONS:
        raise ValueError(f"unknown season {season!r}")
    return season


# --- setup by player count ------------------------------------------------------------
@rule
def cards_dealt(players: int | None = None) -> int:
    """Bird cards dealt to each birder at the start."""
    return CARDS_DEALT


@rule
def cards_kept(players: int | None = None) -> int:
    """Of those, the bird cards each birder keeps."""
    return CARDS_KEPT


@rule
def starting_food(players: int | None = None) -> int:
    """Food tokens of their choice each birder takes at the start."""
    return STARTING_FOOD


@rule
def tray_size(players: int = 2) -> int:
    """Birds face up in the tray: a fourth one from four birders up."""
    return 3 if players <= 3 else 4


@rule
def places_scored(players: int = 2) -> int:
    """Places that score a season goal. Solo, the Rival is the second birder."""
    return 2 if players <= 2 else 3


@rule
def feeder_dice(players: int | None = None) -> int:
    return FOOD_DICE


# --- seasons -----------------------------------------------------------------------------
@rule
def turns_in_season(season: str) -> int:
    """Turns each birder takes in a season."""
    return _TURNS[_season(season)]


@rule
def total_turns() -> int:
    return sum(_TURNS.values())


@rule
def seasons_in_game() -> int:
    return len(SEASONS)


@rule
def goal_points(season: str, place: int) -> int:
    """Points a season goal pays for 1st, 2nd or 3rd place."""
    points = _GOAL_POINTS[_season(season)]
    if not 1 <= place <= len(points):
        return 0
    return points[place - 1]


@rule
def tied_points(season: str, place: int, tied: int, players: int = 3) -> int:
    """Points each of `tied` birders gets when they tie for `place`: the places they
    fill are added up (only those that score at this count) and shared, rounded down."""
    scoring = places_scored(players)
    total = sum(goal_points(season, p) for p in range(place, place + tied) if p <= scoring)
    return total // tied


# --- actions -----------------------------------------------------------------------------
@rule
def food_taken(forest_birds: int = 0) -> int:
    """Dice taken from the birdfeeder on a Visit the Feeder turn."""
    return 1 + forest_birds // 2


@rule
def eggs_laid(grassland_birds: int = 0) -> int:
    """Eggs laid on a Nest turn."""
    return 2 + grassland_birds // 2


@rule
def cards_drawn(wetland_birds: int = 0) -> int:
    """Bird cards drawn on a Scout turn."""
    return 1 + wetland_birds // 2


@rule
def habitat_reward(birds: int, habitat: str) -> int:
    """What the habitat's action gives with this many birds already in its row."""
    return {"Forest": food_taken, "Grassland": eggs_laid, "Wetland": cards_drawn}[habitat](birds)


@rule
def habitat_rewards(habitat: str) -> list[int]:
    """The habitat's reward for 0 to 5 birds in its row (the field journal prints them)."""
    return [habitat_reward(b, habitat) for b in range(SLOTS_PER_HABITAT + 1)]


@rule
def egg_cost(slot: int) -> int:
    """Eggs paid to log a bird into this slot (1 to 5) of its habitat row."""
    if not 1 <= slot <= SLOTS_PER_HABITAT:
        raise ValueError(f"a habitat row has slots 1 to {SLOTS_PER_HABITAT}")
    return slot // 2


@rule
def egg_costs() -> list[int]:
    return [egg_cost(s) for s in range(1, SLOTS_PER_HABITAT + 1)]


@rule
def slots_per_habitat() -> int:
    return SLOTS_PER_HABITAT


@rule
def journal_birds() -> int:
    """The most birds a journal holds."""
    return SLOTS_PER_HABITAT * len(HABITATS)


# --- the food die ----------------------------------------------------------------------------
@rule
def food_face(roll: int) -> str:
    return _FACES[roll]


@rule
def reroll_feeder(dice_left: int, faces_showing: int = 1) -> bool:
    """Whether the feeder is rolled again before a Visit: when it is empty, or every
    die left in it shows the same face."""
    return dice_left == 0 or faces_showing == 1


# --- wingspans and final scoring ---------------------------------------------------------------
@rule
def wingspan_class(wingspan: int) -> str:
    if wingspan < SMALL_BELOW:
        return "Small"
    return "Large" if wingspan >= LARGE_FROM else "Medium"


@rule
def wingspan_band(size: str) -> str:
    return {"Small": f"under {SMALL_BELOW} cm",
            "Medium": f"{SMALL_BELOW}–{LARGE_FROM - 1} cm",
            "Large": f"{LARGE_FROM} cm or more"}[size]


@rule
def small_below() -> int:
    return SMALL_BELOW


@rule
def large_from() -> int:
    return LARGE_FROM


@rule
def set_points(kind: str) -> int:
    return {"Habitat set": HABITAT_SET_POINTS, "Wingspan set": WINGSPAN_SET_POINTS}[kind]


@rule
def habitat_sets(forest: int, grassland: int, wetland: int) -> int:
    return min(forest, grassland, wetland)


@rule
def wingspan_sets(small: int, medium: int, large: int) -> int:
    return min(small, medium, large)


@rule
def final_score(bird_points: int, eggs: int, goal_points: int, forest: int, grassland: int,
                wetland: int, small: int, medium: int, large: int, bonus: int = 0) -> int:
    """A birder's total: printed points, 1 per egg, season goals, both set bonuses and
    the game-end powers of their birds (`bonus`)."""
    return (bird_points + eggs + goal_points
            + HABITAT_SET_POINTS * habitat_sets(forest, grassland, wetland)
            + WINGSPAN_SET_POINTS * wingspan_sets(small, medium, large)
            + bonus)


# --- the Rival (solo) -------------------------------------------------------------------------------
@rule
def rival_cards(players: int = 1) -> int:
    return RIVAL_DECK


@rule
def rival_tally(steps: list) -> int:
    """The Rival's count for the season's goal: the steps its cards gave this season."""
    return sum(steps)


@rule
def rival_score(bird_points: int, goal_points: int) -> int:
    """The Rival scores the printed points of the birds it took, and its goal points."""
    return bird_points + goal_points


# --- setup -----------------------------------------------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Bird Count is for {PLAYERS[0]}-{PLAYERS[1]} birders, not {players}")
    solo = players == 1 or variant == "solo"
    return {
        "birds": BIRD_DECK,                      # shuffled whole; hands and the tray are dealt from it
        "goals": len(SEASONS),                   # one goal tile drawn for each season
        "rival": RIVAL_DECK if solo else 0,
        "goal-board": 1,
        "birdfeeder": 1,
        "field-journals": players,
        "food-dice": FOOD_DICE,
        "food-tokens": FOOD_TOKENS,
        "egg-tokens": EGG_TOKENS,
        "birder-markers": MARKERS_EACH * (players + 1 if solo else players),
        "markers": 3 if solo else 2,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    """For the designer's report: each birder is dealt 6 birds and scouts about one a turn;
    the Rival flips one card a turn; a Visit rolls the five food dice together."""
    out: dict[str, dict] = {"birds": {"hand": CARDS_DEALT, "draw": 1}, "food": {"dice": FOOD_DICE}}
    if players == 1 or variant == "solo":
        out["rival"] = {"draw": 1}
    return out


# --- invariants --------------------------------------------------------------------------------------
@invariant("the bird deck deals every hand and fills the tray", per_player_count=True)
def deck_deals(players: int, game) -> bool | str:
    need = CARDS_DEALT * players + tray_size(players)
    total = game.deck("birds").total
    return True if total >= need else f"{total} birds, {need} needed"


@invariant("the engine's box counts are game.yaml's", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    want = {"bird-cards": BIRD_DECK, "goal-tiles": GOAL_TILES, "rival-cards": RIVAL_DECK,
            "food-dice": FOOD_DICE, "food-tokens": FOOD_TOKENS, "egg-tokens": EGG_TOKENS}
    wrong = [f"{k}: {counts.get(k)} vs {v}" for k, v in want.items() if counts.get(k) != v]
    return True if not wrong else "; ".join(wrong)


@invariant("every habitat has a third of the birds", per_player_count=False)
def habitats_even(game) -> bool | str:
    birds = game.deck("birds").cards
    for habitat in HABITATS:
        n = sum(c.count for c in birds if c.fields["habitat"] == habitat)
        if n != BIRD_DECK // len(HABITATS):
            return f"{habitat} has {n} birds"
    return True


@invariant("every bird's nest holds 0 to 6 eggs and a bird that lays on itself has room", per_player_count=False)
def nests_fit(game) -> bool | str:
    for card in game.deck("birds").cards:
        cap = card.fields["egg_capacity"]
        if not 0 <= cap <= 6:
            return f"{card.name} holds {cap} eggs"
        if "2 eggs on this bird" in card.fields["text"] and cap < 2:
            return f"{card.name} lays 2 eggs on itself but holds {cap}"
    return True


@invariant("every bird eats 1 to 3 food", per_player_count=False)
def food_costs(game) -> bool | str:
    for card in game.deck("birds").cards:
        total = sum(a.amount for a in card.fields["food"])
        if not 1 <= total <= 3:
            return f"{card.name} eats {total} food"
    return True


@invariant("the Rival's deck outlasts the longest season", per_player_count=False)
def rival_outlasts(game) -> bool | str:
    longest = max(_TURNS.values())
    total = game.deck("rival").total
    return True if total >= longest else f"{total} Rival cards for a {longest}-turn season"


@invariant("the goal tiles cover every season", per_player_count=False)
def goals_cover(game) -> bool:
    return game.deck("goals").total >= len(SEASONS) and GOAL_TILES == game.deck("goals").total


@invariant("a full journal never pays more eggs than the nests can hold")
def egg_costs_payable(players: int) -> bool:
    return sum(egg_costs()) * len(HABITATS) <= EGG_TOKENS

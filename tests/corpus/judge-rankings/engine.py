"""The Judges' Table: the rules its tables print, and the facts that hold them together."""

from generator.engine import invariant, rule

PLAYERS = (3, 6)

QUALITIES = ("Flavour", "Aroma", "Texture", "Presentation", "Heat")
COURSES = ("Starter", "Main", "Dessert")
RANKS = ("1st", "2nd", "3rd")
RANK_POINTS = {"1st": 3, "2nd": 2, "3rd": 1}

DEALT = {3: 6, 4: 5, 5: 5, 6: 4}
DISH_SIZE = 3
LARDER_LIMIT = 1
JUDGES_PER_COURSE = 3
GOLD_POINTS = 3
SILVER_POINTS = 1
SILVER_FROM = 5          # Silver Favours are handed out from this many players up

# box counts setup() needs (held to game.yaml by an invariant below)
INGREDIENT_CARDS = 60
JUDGE_CARDS = 15
GOLD_TOKENS = 12
SILVER_TOKENS = 12


@rule
def cards_dealt(players: int) -> int:
    """Ingredient cards dealt to each player at the start of a course."""
    return DEALT[players]


@rule
def dish_size(players: int | None = None) -> int:
    """Ingredient cards in a plated dish."""
    return DISH_SIZE


@rule
def larder_limit(players: int | None = None) -> int:
    """Cards a player may keep in the larder from one course to the next, at most."""
    return LARDER_LIMIT


@rule
def judges_per_course(players: int | None = None) -> int:
    """Judge cards seated at the start of each course."""
    return JUDGES_PER_COURSE


@rule
def courses_played(players: int | None = None) -> int:
    """Courses in a game."""
    return len(COURSES)


@rule
def pass_direction(course: str) -> str:
    """Which way hands go round during the draft."""
    return "right" if course == "Main" else "left"


@rule
def surprise_judges(course: str) -> int:
    """Judges seated face down until the Taste step."""
    return 2 if course == "Dessert" else 1


@rule
def points_per_pip(rank: str) -> int:
    """Points a pip earns from a judge, by the rank the judge gives its quality."""
    return RANK_POINTS[rank]


@rule
def gold_favour_points(players: int | None = None) -> int:
    """What a Gold Favour token is worth at the end."""
    return GOLD_POINTS


@rule
def silver_favour_points(players: int = SILVER_FROM) -> int | None:
    """What a Silver Favour token is worth at the end; None where they are not used."""
    return SILVER_POINTS if players >= SILVER_FROM else None


@rule
def judge_score(dish: dict, judge: list) -> int:
    """One judge's score for one dish: pips of each ranked quality times the rank's points."""
    return sum(points_per_pip(rank) * int(dish.get(quality, 0)) for rank, quality in zip(RANKS, judge))


@rule
def course_total(judge_scores: list) -> int:
    """A dish's total for the course: the judges' scores added."""
    return sum(judge_scores)


@rule
def final_score(course_totals: list, gold: int, silver: int = 0, players: int = 3) -> int:
    """Course totals plus the Favour tokens."""
    silver_points = silver_favour_points(players) or 0
    return sum(course_totals) + gold * gold_favour_points(players) + silver * silver_points


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "ingredients": INGREDIENT_CARDS,
        "judges": JUDGE_CARDS,
        "gold-favours": GOLD_TOKENS,
        "silver-favours": SILVER_TOKENS if players >= SILVER_FROM else 0,
        "scorecards": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    """How the game draws: a fresh hand each course, three judges each course."""
    hand = cards_dealt(players)
    courses = 2 if variant == "quick-service" else len(COURSES)
    return {
        "ingredients": {"hand": hand, "draw": hand, "turns": courses - 1},
        "judges": {"table": JUDGES_PER_COURSE, "per_round": JUDGES_PER_COURSE, "turns": courses - 1},
    }


@invariant("every judge ranks three different qualities", per_player_count=False)
def judges_rank_three(game) -> bool | str:
    bad = [
        c.name for c in game.deck("judges").cards
        if len({c.fields["first"], c.fields["second"], c.fields["third"]}) != 3
    ]
    return True if not bad else f"ranks a quality twice: {', '.join(bad)}"


@invariant("each quality is ranked first by as many judges as any other", per_player_count=False)
def firsts_balanced(game) -> bool | str:
    firsts = {q: 0 for q in QUALITIES}
    for card in game.deck("judges").cards:
        firsts[card.fields["first"]] += card.count
    return True if len(set(firsts.values())) == 1 else f"first places: {firsts}"


@invariant("every ingredient gives at most three pips, and one with none says what it does", per_player_count=False)
def ingredients_small(game) -> bool | str:
    for card in game.deck("ingredients").cards:
        pips = sum(a.amount for a in card.fields["gives"])
        if pips > 3:
            return f"{card.name} gives {pips} pips"
        if pips == 0 and not card.fields["text"]:
            return f"{card.name} gives nothing and says nothing"
    return True


@invariant("the ingredient deck deals a whole course at once")
def deck_deals_a_course(players: int) -> bool:
    return players * cards_dealt(players) <= INGREDIENT_CARDS


@invariant("every hand holds more cards than a dish, so plating is a choice")
def hand_exceeds_dish(players: int) -> bool:
    return cards_dealt(players) > dish_size()


@invariant("the judge deck seats every judge of a game without a reshuffle", per_player_count=False)
def judges_last(game) -> bool | str:
    needed = judges_per_course() * courses_played()
    return True if needed <= game.deck("judges").total else f"{needed} judges needed"


@invariant("the engine's box counts and names are game.yaml's", per_player_count=False)
def box_matches(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if game.deck("ingredients").total != INGREDIENT_CARDS:
        return f"ingredients: {game.deck('ingredients').total} cards, engine says {INGREDIENT_CARDS}"
    if game.deck("judges").total != JUDGE_CARDS:
        return f"judges: {game.deck('judges').total} cards, engine says {JUDGE_CARDS}"
    if counts.get("gold-favours") != GOLD_TOKENS or counts.get("silver-favours") != SILVER_TOKENS:
        return "Favour token counts differ"
    if tuple(game.names["qualities"]) != QUALITIES or tuple(game.names["courses"]) != COURSES:
        return "qualities or courses differ"
    return True


@invariant("a Gold Favour for every judge of the game, ties aside", per_player_count=False)
def gold_enough(game) -> bool:
    return GOLD_TOKENS >= judges_per_course() * courses_played()

"""Engine model of Lone Lighthouse: the rules its tables, examples and mat print."""
from generator.engine import invariant, rule

PLAYERS = (1, 1)  # solitaire only, as game.yaml says

WEEKS = 6
HAND_SIZE = 5
PLAYS_PER_WEEK = 3
ROOMS = 6

# How many storm cards of each level go into the storm deck, by season.
STORM_MIX = {
    "Calm": {"Breeze": 10, "Gale": 6, "Tempest": 2},
    "Stormy": {"Breeze": 8, "Gale": 6, "Tempest": 4},
    "Hurricane": {"Breeze": 4, "Gale": 8, "Tempest": 6},
}
STARTING_LIGHT = {"Calm": 12, "Stormy": 10, "Hurricane": 8}
BONUS = {"Calm": 0, "Stormy": 5, "Hurricane": 10}
POINTS_EACH = {"Light left": 2, "Stock card": 1}
RANKS = ((45, "Legend of the Coast"), (35, "Head Keeper"), (25, "Keeper"), (15, "Deckhand"), (0, "Castaway"))
LAMP_ROOM_EXTRA = 2  # the Lamp Room going dark costs two Light more than another room


@rule
def rooms_in_tableau(players: int) -> int:
    return ROOMS


@rule
def hand_size(players: int) -> int:
    """Supply cards in the opening hand, and the hand you refill to each Supply phase."""
    return HAND_SIZE


@rule
def plays_per_week(players: int) -> int:
    return PLAYS_PER_WEEK


@rule
def weeks(players: int) -> int:
    return WEEKS


@rule
def storm_cards(week: int) -> int:
    """Storm cards revealed in the Storm phase: one in weeks 1-2, two in 3-4, three in 5-6."""
    return (week + 1) // 2


@rule
def storm_deck_cards(difficulty: str, level: str) -> int:
    return STORM_MIX[difficulty][level]


@rule
def storm_deck_size(difficulty: str) -> int:
    return sum(STORM_MIX[difficulty].values())


@rule
def starting_light(difficulty: str) -> int:
    return STARTING_LIGHT[difficulty]


@rule
def difficulty_bonus(difficulty: str) -> int:
    return BONUS[difficulty]


@rule
def points_each(what: str) -> int:
    return POINTS_EACH[what]


@rule
def wind(roll: int) -> str:
    if roll == 1:
        return "lull"
    if roll == 5:
        return "gust"
    if roll == 6:
        return "squall"
    return "steady"


@rule
def damage_taken(strength: int, stock: int) -> int:
    """Damage tokens a storm card leaves on its room after the room's stock soaks some up."""
    return max(0, strength - stock)


@rule
def light_lost(dark_rooms: int, lamp_dark: bool) -> int:
    """Light lost in the Watch: one per dark room, the Lamp Room costing two more."""
    return dark_rooms + (LAMP_ROOM_EXTRA if lamp_dark else 0)


@rule
def final_score(light: int, room_points: int, stock: int, difficulty: str) -> int:
    return (light * POINTS_EACH["Light left"] + room_points
            + stock * POINTS_EACH["Stock card"] + BONUS[difficulty])


@rule
def rank(score: int) -> str:
    for least, name in RANKS:
        if score >= least:
            return name
    return "Castaway"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a Stormy season takes out of the box (the standard difficulty)."""
    return {
        "rooms": ROOMS,
        "storm": storm_deck_size("Stormy"),
        "supply": 35,
        "keeper-mat": 1,
        "damage-tokens": 20,
        "light-marker": 1,
        "week-marker": 1,
        "wind-die": 1,
    }


@invariant("every season's storm deck lasts six weeks even with a Squall every week")
def storm_deck_lasts(players: int) -> bool | str:
    needed = sum(storm_cards(w) for w in range(1, WEEKS + 1)) + WEEKS
    short = [d for d in STORM_MIX if storm_deck_size(d) < needed]
    return True if not short else f"too few storm cards for {', '.join(short)} (need {needed})"


@invariant("the box holds enough storm cards of each level for every season", per_player_count=False)
def storm_mix_fits_the_box(game) -> bool | str:
    have: dict[str, int] = {}
    for card in game.deck("storm").cards:
        have[card.fields["level"]] = have.get(card.fields["level"], 0) + card.count
    for season, mix in STORM_MIX.items():
        for level, n in mix.items():
            if n > have.get(level, 0):
                return f"{season} needs {n} {level} cards, the box has {have.get(level, 0)}"
    return True


@invariant("the supply deck and damage tokens match what setup takes out", per_player_count=False)
def setup_matches_box(game) -> bool | str:
    if game.deck("supply").total != setup(1)["supply"]:
        return f"supply deck has {game.deck('supply').total} cards, setup says {setup(1)['supply']}"
    sturdy = sum(c.fields["sturdiness"] for c in game.deck("rooms").cards)
    tokens = next(c.count for c in game.inventory if c.id == "damage-tokens")
    if tokens < sturdy:
        return f"{tokens} damage tokens cannot darken every room ({sturdy} needed)"
    if game.deck("rooms").total != ROOMS:
        return f"{game.deck('rooms').total} room cards, the tableau takes {ROOMS}"
    return True


@invariant("the supply deck covers the opening hand and a full season of plays", per_player_count=False)
def supply_lasts(game) -> bool | str:
    needed = HAND_SIZE + PLAYS_PER_WEEK * (WEEKS - 1) + WEEKS
    total = game.deck("supply").total
    return True if total >= needed else f"{total} supply cards, a season draws up to {needed}"

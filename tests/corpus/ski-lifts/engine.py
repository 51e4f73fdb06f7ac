"""Peak Season: the rules the tables, the board and the examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

GRADES = ("Green", "Blue", "Red", "Black")


@rule
def season_weeks() -> int:
    """The season lasts twelve weeks: one Weather card each week."""
    return 12


@rule
def starting_francs(players: int = 2) -> int:
    """Every resort opens with the same money at every player count."""
    return 200


@rule
def lift_market(players: int = 2) -> int:
    """Lift cards lying face up in the market."""
    return 4 if players == 4 else 3


@rule
def piste_market(players: int = 2) -> int:
    """Piste cards lying face up in the market: one more than the players."""
    return players + 1


@rule
def opening_snow() -> int:
    """Snow depth in cm on the first day of the season."""
    return 30


@rule
def opening_space() -> int:
    """The space of the snow track (10 cm a space) the season opens on."""
    return opening_snow() // 10


@rule
def max_snow() -> int:
    """The snow depth track ends at 150 cm."""
    return 150


@rule
def min_snow_depth(grade: str) -> int:
    """Snow depth in cm a piste of this grade needs to open."""
    return {"Green": 20, "Blue": 40, "Red": 60, "Black": 80}[grade]


@rule
def snow_space(grade: str) -> int:
    """The space of the snow track (10 cm a space) where a grade opens."""
    return min_snow_depth(grade) // 10


@rule
def guests_drawn(grade: str) -> int:
    """Guests an open piste of this grade draws to the resort each week."""
    return {"Green": 1, "Blue": 2, "Red": 2, "Black": 3}[grade]


@rule
def prestige(grade: str) -> int:
    """Francs a piste of this grade adds to your score at season's end."""
    return {"Green": 0, "Blue": 10, "Red": 20, "Black": 40}[grade]


@rule
def ticket_prices() -> list[int]:
    """The day ticket prices a resort may set, in Francs."""
    return [30, 40, 50, 60]


@rule
def price_demand(price: int) -> int:
    """Guests gained (or lost) by the day ticket price you set."""
    return {30: 2, 40: 1, 50: 0, 60: -1}[price]


@rule
def skiers_per_guest() -> int:
    """Each guest needs 600 skiers per hour of lift capacity."""
    return 600


@rule
def lift_limit(capacity: int) -> int:
    """Guests your lifts can carry: one per full 600 skiers per hour."""
    return capacity // skiers_per_guest()


@rule
def lowest_price_bonus() -> int:
    """Extra guests for the one resort with the lowest day ticket."""
    return 1


@rule
def open_pistes(pistes: list, snow: int) -> int:
    """How many of these pistes (given by grade) are open at this snow depth."""
    return sum(1 for grade in pistes if snow >= min_snow_depth(grade))


@rule
def weekly_guests(pistes: list, snow: int, price: int, capacity: int, crowd: int = 0, extra: int = 0) -> int:
    """Guests a resort takes on the Ski day: the demand, capped by the lifts."""
    demand = sum(guests_drawn(g) for g in pistes if snow >= min_snow_depth(g))
    demand += price_demand(price) + crowd + extra
    return max(0, min(demand, lift_limit(capacity)))


@rule
def ticket_income(guests: int, price: int) -> int:
    """Every guest buys one day ticket."""
    return guests * price


@rule
def week_profit(income: int, upkeep: int) -> int:
    return income - upkeep


@rule
def final_score(francs: int, pistes: list) -> int:
    """Francs in hand plus the prestige of every piste you own."""
    return francs + sum(prestige(g) for g in pistes)


# Cards of each deck besides the four starters: they form the market decks.
LIFT_DRAW = 13
PISTE_DRAW = 19


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    # every starter a player takes, and the whole draw deck; unused starters stay in the box
    return {
        "lifts": LIFT_DRAW + players,
        "pistes": PISTE_DRAW + players,
        "lifts/learner-drag": players,
        "pistes/nursery-slope": players,
        "weather": season_weeks(),
        "season-board": 1,
        "resort-boards": players,
        "price-markers": players,
        "snow-marker": 1,
        "week-marker": 1,
        "ledger-pad": 1,
    }


@invariant("the Weather deck lasts the whole season", per_player_count=False)
def weather_lasts(game) -> bool | str:
    total = game.deck("weather").total
    return True if total >= season_weeks() else f"{total} Weather cards for {season_weeks()} weeks"


@invariant("every lift's capacity is a whole number of guests", per_player_count=False)
def capacities_whole(game) -> bool | str:
    odd = [c.name for c in game.deck("lifts").cards if c.fields["capacity"] % skiers_per_guest()]
    return True if not odd else f"capacity not a multiple of {skiers_per_guest()}: {', '.join(odd)}"


@invariant("every resort gets a starting lift and a starting piste")
def starters_suffice(players: int, game) -> bool | str:
    drag = next(c for c in game.deck("lifts").cards if c.id == "learner-drag")
    slope = next(c for c in game.deck("pistes").cards if c.id == "nursery-slope")
    return drag.count >= players and slope.count >= players


@invariant("the draw decks are every card but the starters", per_player_count=False)
def draw_decks_match(game) -> bool | str:
    for deck, starter, draw in (("lifts", "learner-drag", LIFT_DRAW), ("pistes", "nursery-slope", PISTE_DRAW)):
        d = game.deck(deck)
        starters = next(c for c in d.cards if c.id == starter).count
        if d.total - starters != draw:
            return f"{deck}: {d.total - starters} cards besides the starters, engine says {draw}"
    return True


@invariant("the market never needs more cards than the deck has left after the starters", per_player_count=True)
def markets_fit(players: int, game) -> bool:
    return LIFT_DRAW >= lift_market(players) and PISTE_DRAW >= piste_market(players)


@invariant("each lift card prints the guests its capacity carries", per_player_count=False)
def lift_cards_carry(game) -> bool | str:
    wrong = [c.name for c in game.deck("lifts").cards if c.fields["carries"] != lift_limit(c.fields["capacity"])]
    return True if not wrong else f"'carries' differs from lift_limit(): {', '.join(wrong)}"


@invariant("each piste card prints its grade's snow, guests and prestige (a card may open earlier or add more)",
           per_player_count=False)
def piste_cards_match_grades(game) -> bool | str:
    for c in game.deck("pistes").cards:
        grade = c.fields["grade"]
        if c.fields["guests"] != guests_drawn(grade):
            return f"{c.name}: draws {c.fields['guests']}, its grade {guests_drawn(grade)}"
        if c.fields["opens_at"] > min_snow_depth(grade):
            return f"{c.name}: opens at {c.fields['opens_at']} cm, later than its grade's {min_snow_depth(grade)}"
        if c.fields["prestige"] < prestige(grade):
            return f"{c.name}: prestige {c.fields['prestige']}, less than its grade's {prestige(grade)}"
    return True

"""Ribbon Day: the rules the tables and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

SHOWS = 5              # one Class card a show; the sixth stays face down
ALLOWANCE = 2          # Money from the bank at the start of every show
GROOM_BONUS = 3        # Coat points a groomed dog gains
BEST_IN_SHOW = 3       # points for the owner of the game's best single total
MONEY_PER_POINT = 5    # left-over Money scores 1 point per 5
TOP_SCORE = 10         # no judge gives more
LOW_SCORE = 1          # nor less


def _clamp(score: int) -> int:
    return max(LOW_SCORE, min(TOP_SCORE, score))


@rule
def cards_dealt(players: int = 2) -> int:
    """Breed cards dealt to each player."""
    return {2: 7, 3: 6, 4: 6, 5: 5}[players]


@rule
def ribbons_awarded(players: int = 2) -> int:
    """Ribbons handed out at the end of every show."""
    return {2: 1, 3: 2, 4: 3, 5: 3}[players]


@rule
def starting_money(players: int | None = None) -> int:
    return 4


@rule
def shows_in_game(players: int | None = None) -> int:
    return SHOWS


@rule
def constant(what: str) -> int:
    return {
        "Shows in a game": SHOWS,
        "Allowance each show": ALLOWANCE,
        "Grooming bonus": GROOM_BONUS,
        "Best in Show bonus": BEST_IN_SHOW,
        "Money for 1 point": MONEY_PER_POINT,
    }[what]


EXTRAS = {"Treat": 1, "Handler": 2}   # Money; game.yaml's costs print them, extras_match_costs holds the two together


@rule
def extra_cost(name: str) -> int:
    """What a Treat or a Handler costs, in Money."""
    return EXTRAS[name]


@rule
def ribbon_points(place: int) -> int:
    return {1: 5, 2: 3, 3: 1}[place]


@rule
def prize_money(place: int) -> int:
    return {1: 3, 2: 2, 3: 1}[place]


@rule
def stature_score(height_cm: int, ideal_cm: int, handler: bool = False) -> int:
    """10, less 1 for every full 5 cm between the dog and the class's ideal height; a Handler adds 1."""
    score = TOP_SCORE - abs(height_cm - ideal_cm) // 5
    return _clamp(score + (1 if handler else 0))


@rule
def coat_score(coat: int, groomed: bool = False) -> int:
    return _clamp(coat + (GROOM_BONUS if groomed else 0))


@rule
def manners_score(manners: int, weight_kg: int, limit_kg: int, treat: bool = False) -> int:
    """The card's manners, less 1 for every full 5 kg over the class's weight limit; a Treat adds 1."""
    over = max(0, weight_kg - limit_kg)
    return _clamp(manners - over // 5 + (1 if treat else 0))


@rule
def show_total(height_cm: int, weight_kg: int, coat: int, manners: int, ideal_cm: int, limit_kg: int,
               groomed: bool = False, treat: bool = False, handler: bool = False) -> int:
    return (stature_score(height_cm, ideal_cm, handler)
            + coat_score(coat, groomed)
            + manners_score(manners, weight_kg, limit_kg, treat))


@rule
def show_order(entries: list) -> list:
    """Names in finishing order: highest total, then higher Manners score, then the lighter dog."""
    ranked = sorted(entries, key=lambda e: (-e["total"], -e["manners"], e["weight_kg"]))
    return [e["name"] for e in ranked]


@rule
def money_points(money: int) -> int:
    return money // MONEY_PER_POINT


@rule
def final_score(ribbon_points: int, money: int, best_in_show: bool = False) -> int:
    return ribbon_points + money_points(money) + (BEST_IN_SHOW if best_in_show else 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "breeds": cards_dealt(players) * players,
        "classes": 6,
        "show-ring": 1,
        "ribbons": ribbons_awarded(players) * SHOWS,
        "best-in-show": 1,
        "service-tokens": 3 * players,
        "money": 50,
        "show-marker": 1,
        "first-dog": 1,
        "judging-pad": 1,
    }


@invariant("every player holds a dog for every show")
def hand_covers_shows(players: int) -> bool:
    return cards_dealt(players) >= SHOWS


@invariant("the Breed deck deals every hand", per_player_count=False)
def deck_deals(game) -> bool | str:
    deck = game.deck("breeds")
    worst = max(cards_dealt(p) * p for p in game.players)
    return True if deck.total >= worst else f"{deck.total} cards, {worst} dealt"


@invariant("there is a Class card for every show", per_player_count=False)
def classes_cover_shows(game) -> bool | str:
    return True if game.deck("classes").total >= SHOWS else "too few Class cards"


@invariant("the box holds a ribbon of each place for every show", per_player_count=False)
def ribbons_suffice(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "ribbons")
    return True if line.count == 3 * SHOWS else f"{line.count} ribbons for {SHOWS} shows"


@invariant("every breed's numbers fit the judges' scale", per_player_count=False)
def breeds_in_range(game) -> bool | str:
    for card in game.deck("breeds").cards:
        f = card.fields
        if not (1 <= f["coat"] <= 10 and 1 <= f["manners"] <= 10 and 1 <= f["groom"] <= 4):
            return f"{card.name} is off the scale"
    return True


@invariant("the engine's prices of the extras are game.yaml's", per_player_count=False)
def extras_match_costs(game) -> bool | str:
    for cost in game.costs:
        paid = sum(item.amount for item in cost.items)
        if EXTRAS.get(cost.name) != paid:
            return f"{cost.name} costs {paid} Money in game.yaml but {EXTRAS.get(cost.name)} in engine.py"
    return True

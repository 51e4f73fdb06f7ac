"""Coin Grades: the rules the tables, the die and the examples print.

Money is kept in cents everywhere (4000 is $40.00); the documents print it
with the `cents` filter.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

# The grade ladder, lowest first: each grade's Sheldon number and the
# multiplier a coin's base value is worth at that grade.
LADDER = [
    ("G-4", 4, 1),
    ("VG-8", 8, 1),
    ("F-12", 12, 2),
    ("VF-20", 20, 2),
    ("XF-40", 40, 3),
    ("AU-50", 50, 4),
    ("AU-58", 58, 5),
    ("MS-60", 60, 6),
    ("MS-63", 63, 8),
    ("MS-65", 65, 12),
    ("MS-67", 67, 16),
    ("MS-70", 70, 25),
]
GRADES = [g for g, _, _ in LADDER]

# The years each series was struck, first and last.
SERIES_YEARS = {
    "Indian Head Cent": (1859, 1909),
    "Buffalo Nickel": (1913, 1938),
    "Mercury Dime": (1916, 1945),
    "Barber Quarter": (1892, 1916),
    "Walking Liberty Half": (1916, 1947),
    "Morgan Dollar": (1878, 1921),
}

# How many steps along the ladder each result of the grading die moves a coin.
GRADING_STEPS = {"body-bag": -1, "holds": 0, "bump": 1, "gem-bump": 2}


def dollars(cents: int) -> str:
    return f"${cents // 100}.{cents % 100:02d}"


# ---- set-up -----------------------------------------------------------------

@rule
def showcase_size(players: int) -> int:
    """Coins face up in the showcase: two more than the players."""
    return players + 2


@rule
def rounds(players: int) -> int:
    """Rounds the game lasts."""
    return {2: 12, 3: 9, 4: 7}[players]


@rule
def starting_cash(players: int | None = None) -> int:
    """Cash each dealer starts with, in cents."""
    return 4000


# ---- a turn -----------------------------------------------------------------

@rule
def walk_in_income() -> int:
    """Cents a dealer takes from the bank when they buy nothing on their turn."""
    return 200


@rule
def grading_fee() -> int:
    """Cents paid to the bank to submit one coin for grading."""
    return 300


@rule
def dealer_cut() -> int:
    """Cents the bank keeps from every sale."""
    return 100


@rule
def coins_graded_per_turn() -> int:
    return 1


@rule
def sheldon_number(grade: str) -> int:
    """A grade's number on the 1-70 Sheldon scale."""
    return {g: n for g, n, _ in LADDER}[grade]


@rule
def grade_multiplier(grade: str) -> int:
    """How many times its base value a coin is worth at this grade."""
    return {g: m for g, _, m in LADDER}[grade]


@rule
def coin_value(base: int, grade: str) -> int:
    """A coin's catalogue value at a grade, in cents."""
    return base * grade_multiplier(grade)


@rule
def grading_result(roll: int) -> str:
    """The result of the grading die."""
    if roll == 1:
        return "body-bag"
    if roll <= 3:
        return "holds"
    if roll <= 5:
        return "bump"
    return "gem-bump"


@rule
def grade_after(grade: str, roll: int) -> str:
    """The grade a coin comes back at, after a roll of the grading die."""
    i = GRADES.index(grade) + GRADING_STEPS[grading_result(roll)]
    return GRADES[max(0, min(len(GRADES) - 1, i))]


@rule
def sale_price(base: int, grade: str) -> int:
    """What the bank pays for a coin: its value less the dealer's cut."""
    return max(0, coin_value(base, grade) - dealer_cut())


# ---- end of the game ---------------------------------------------------------

@rule
def collection_bonus(coins: int | str) -> int:
    """Bonus in cents for the coins of one series a dealer holds (key dates count twice)."""
    if coins == "5 or more":
        return 3000
    return {1: 0, 2: 500, 3: 1200, 4: 2000}.get(coins, 3000)


@rule
def collection_bonus_shown(coins: int | str) -> str:
    """The collection bonus as the table prints it."""
    return dollars(collection_bonus(coins))


@rule
def oldest_coin_bonus() -> int:
    """Bonus in cents for the dealer holding the oldest coin."""
    return 1000


@rule
def key_date_counts() -> int:
    """How many coins of its series a key date counts as."""
    return 2


@rule
def final_wealth(cash: int, coins: list, sets: list, oldest: bool = False) -> int:
    """Cash, the value of every coin held, the collection bonuses and the oldest-coin bonus."""
    total = cash + sum(coins) + sum(collection_bonus(n) for n in sets)
    return total + (oldest_coin_bonus() if oldest else 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "coins": 40,
        "slab-tokens": 48,
        "grading-die": 1,
        "showcase-board": 1,
        "ledger-pad": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"coins": {"table": showcase_size(players), "per_round": players},
            "grading": {"dice": 1}}


# ---- invariants ---------------------------------------------------------------

@invariant("every coin's printed value is its base value times its grade's multiplier", per_player_count=False)
def values_follow_grades(game) -> bool | str:
    for card in game.deck("coins").cards:
        f = card.fields
        if f["value"] != coin_value(f["base"], f["grade"]):
            return f"{card.name}: value {f['value']}, but {f['base']} at {f['grade']} is {coin_value(f['base'], f['grade'])}"
    return True


@invariant("every coin is dated within the years its series was struck", per_player_count=False)
def years_fit_series(game) -> bool | str:
    for card in game.deck("coins").cards:
        first, last = SERIES_YEARS[card.fields["series"]]
        if not first <= card.fields["year"] <= last:
            return f"{card.name}: {card.fields['year']} is outside {first}-{last}"
    return True


@invariant("the grade ladder in game.yaml is the engine's, in order", per_player_count=False)
def ladder_matches(game) -> bool | str:
    return True if list(game.names["grades"]) == GRADES else "grades differ from LADDER"


@invariant("the ladder's multipliers never fall as the grade rises", per_player_count=False)
def multipliers_rise(game) -> bool:
    ms = [m for _, _, m in LADDER]
    return ms == sorted(ms)


@invariant("the deck refills the showcase every round")
def deck_lasts(players: int, game) -> bool | str:
    need = showcase_size(players) + rounds(players) * players
    total = game.deck("coins").total
    return True if need <= total else f"{need} coins needed, deck has {total}"


@invariant("the box holds a slab for every coin the showcase and the dealers can hold at one grade", per_player_count=False)
def slabs_cover_grades(game) -> bool | str:
    slabs = next(c for c in game.inventory if c.id == "slab-tokens")
    return True if slabs.count == 4 * len(GRADES) else f"{slabs.count} slabs for {len(GRADES)} grades"

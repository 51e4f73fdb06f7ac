"""Periodic Lab: the rules the tables, examples and cards print.

Masses are kept in hundredths of an atomic mass unit (Carbon's 12.01 is 1201),
so every sum is exact and the rounding to points is the game's own rule.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

ELEMENTS = ("Hydrogen", "Carbon", "Nitrogen", "Oxygen", "Sodium", "Sulfur", "Chlorine", "Calcium")
SYMBOL = {"Hydrogen": "H", "Carbon": "C", "Nitrogen": "N", "Oxygen": "O",
          "Sodium": "Na", "Sulfur": "S", "Chlorine": "Cl", "Calcium": "Ca"}
NUMBER = {"Hydrogen": 1, "Carbon": 6, "Nitrogen": 7, "Oxygen": 8,
          "Sodium": 11, "Sulfur": 16, "Chlorine": 17, "Calcium": 20}
MASS = {"Hydrogen": 101, "Carbon": 1201, "Nitrogen": 1401, "Oxygen": 1600,
        "Sodium": 2299, "Sulfur": 3206, "Chlorine": 3545, "Calcium": 4008}
COPIES = {"Hydrogen": 16, "Carbon": 8, "Nitrogen": 6, "Oxygen": 14,
          "Sodium": 5, "Sulfur": 5, "Chlorine": 6, "Calcium": 4}


# --- setup and the turn -------------------------------------------------------

@rule
def bench_size(players: int) -> int:
    """Compound cards face up on the Bench: two more than the players."""
    return players + 2


@rule
def points_to_end(players: int) -> int:
    """A player who reaches this score at the end of a turn ends the game (the round is finished)."""
    return {2: 250, 3: 200, 4: 160}[players]


@rule
def starting_hand(players: int | None = None) -> int:
    return 5


@rule
def shelf_size(players: int | None = None) -> int:
    """Element cards face up on the Shelf."""
    return 4


@rule
def cards_gathered(players: int | None = None) -> int:
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    return 8


@rule
def starting_catalysts(players: int | None = None) -> int:
    return 1


@rule
def catalyst_highest_number() -> int:
    """A Catalyst stands in for any one element whose atomic number is at most this."""
    return 8


@rule
def catalyst_price() -> int:
    """Element cards discarded to take a Catalyst token."""
    return 3


# --- the elements -------------------------------------------------------------

@rule
def symbol(element: str) -> str:
    return SYMBOL[element]


@rule
def atomic_number(element: str) -> int:
    return NUMBER[element]


@rule
def atomic_mass(element: str) -> str:
    """The mass as the card prints it, two decimals."""
    m = MASS[element]
    return f"{m // 100}.{m % 100:02d}"


@rule
def number_of(symbol: str) -> int:
    """Atomic number by chemical symbol (the quick reference's compact table)."""
    return next(NUMBER[e] for e, s in SYMBOL.items() if s == symbol)


@rule
def mass_of(symbol: str) -> str:
    return atomic_mass(next(e for e, s in SYMBOL.items() if s == symbol))


@rule
def element_copies(element: str) -> int:
    return COPIES[element]


@rule
def fuses_into(first: str, second: str) -> str | None:
    """The element whose atomic number is the sum of the two, if the game has one."""
    total = NUMBER[first] + NUMBER[second]
    for name, number in NUMBER.items():
        if number == total:
            return name
    return None


@rule
def fusion_pairs(product: str) -> str:
    """Every pair of elements that fuses into `product`, heavier first, joined by 'or'."""
    pairs = []
    for i, a in enumerate(ELEMENTS):
        for b in ELEMENTS[: i + 1]:
            if fuses_into(a, b) == product:
                heavy, light = (a, b) if NUMBER[a] >= NUMBER[b] else (b, a)
                pairs.append(f"{heavy} + {light}")
    return " or ".join(pairs)


# --- scoring ------------------------------------------------------------------

@rule
def molecular_mass(formula: dict) -> int:
    """Molecular mass in hundredths: each element's mass times how many of it."""
    return sum(MASS[element] * int(count) for element, count in formula.items())


@rule
def compound_points(formula: dict) -> int:
    """Points: the molecular mass rounded to the nearest whole number (a half rounds up)."""
    return (molecular_mass(formula) + 50) // 100


@rule
def score_after(score: int, formula: dict) -> int:
    return score + compound_points(formula)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "elements": sum(COPIES.values()),
        "compounds": 18,
        "catalysts": 12,
        "notebook": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"elements": {"hand": starting_hand(players), "draw": cards_gathered(players)}}


# --- invariants: the engine's tables against the card data ----------------------

@invariant("every Element card prints the engine's atomic number, mass and copies", per_player_count=False)
def elements_agree(game) -> bool | str:
    deck = game.deck("elements")
    seen = set()
    for card in deck.cards:
        name = card.name
        seen.add(name)
        if name not in NUMBER:
            return f"{name} is no element of the engine"
        if card.fields["number"] != NUMBER[name]:
            return f"{name} prints number {card.fields['number']}, the engine says {NUMBER[name]}"
        if card.fields["mass"] != MASS[name]:
            return f"{name} prints mass {card.fields['mass']}, the engine says {MASS[name]}"
        if card.fields["symbol"] != SYMBOL[name]:
            return f"{name} prints symbol {card.fields['symbol']}"
        if card.count != COPIES[name]:
            return f"{name} has {card.count} copies, the engine says {COPIES[name]}"
    missing = set(ELEMENTS) - seen
    return True if not missing else f"no card for {', '.join(sorted(missing))}"


def _parse_formula(formula: str) -> dict[str, int]:
    by_symbol = {v: k for k, v in SYMBOL.items()}
    counts: dict[str, int] = {}
    i = 0
    while i < len(formula):
        sym = formula[i]
        i += 1
        if i < len(formula) and formula[i].islower():
            sym += formula[i]
            i += 1
        digits = ""
        while i < len(formula) and formula[i].isdigit():
            digits += formula[i]
            i += 1
        element = by_symbol[sym]
        counts[element] = counts.get(element, 0) + (int(digits) if digits else 1)
    return counts


@invariant("every Compound card's formula, needs and points agree", per_player_count=False)
def compounds_agree(game) -> bool | str:
    for card in game.deck("compounds").cards:
        needs = {a.name: a.amount for a in card.fields["needs"]}
        if _parse_formula(card.fields["formula"]) != needs:
            return f"{card.name}: formula {card.fields['formula']} does not match its needs"
        if card.fields["points"] != compound_points(needs):
            return f"{card.name} scores {card.fields['points']}, its mass rounds to {compound_points(needs)}"
    return True


@invariant("the deck counts in setup() are the box's", per_player_count=False)
def setup_is_the_box(game) -> bool | str:
    s = setup(2)
    if s["elements"] != game.deck("elements").total:
        return "Element deck size"
    if s["compounds"] != game.deck("compounds").total:
        return "Compound deck size"
    catalysts = next(c for c in game.inventory if c.id == "catalysts")
    return True if s["catalysts"] == catalysts.count else "Catalyst tokens"


@invariant("the supply holds a starting Catalyst for every player")
def catalysts_suffice(players: int) -> bool:
    return starting_catalysts(players) * players <= 12

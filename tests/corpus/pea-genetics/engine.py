"""Engine model of Mendel's Garden, a plant-breeding game of pea genetics.

Two genes, as Mendel counted them: seed shape (A round, dominant over a
wrinkled) and seed colour (B yellow, dominant over b green). A plant's
genotype is written shape gene first, dominant letter first: AaBb.

The two Punnett dice are four-sided. A face picks one square of the 2 x 2
Punnett square of one gene: 1 = the seed parent's first letter with the
pollen parent's first, 2 = first with second, 3 = second with first,
4 = second with second. Every square is equally likely, so the dice give
exactly Mendel's odds.
"""
from fractions import Fraction
from itertools import product
from math import comb, gcd

from generator.engine import invariant, rule

PLAYERS = (2, 4)

FACES = {1: (0, 0), 2: (0, 1), 3: (1, 0), 4: (1, 1)}
CELL_IDS = {1: "first-first", 2: "first-second", 3: "second-first", 4: "second-second"}

CONSTANTS = {
    "Seeds sown per cross": 4,
    "Plants in a garden": 4,
    "Seedlings kept per turn": 2,
    "Seasons": 6,
    "Set bonus": 5,
    "Notebook token": 2,
}

PHENOTYPES = ("Round yellow", "Round green", "Wrinkled yellow", "Wrinkled green")
NURSERY = {  # plant cards of each genotype in the box
    "AABB": 4, "AABb": 8, "AAbb": 4,
    "AaBB": 8, "AaBb": 12, "Aabb": 8,
    "aaBB": 4, "aaBb": 8, "aabb": 4,
}


def _pair(a: str, b: str) -> str:
    """One gene's two letters, the dominant (capital) first: 'aA' -> 'Aa'."""
    return "".join(sorted(a + b))


def _genes(genotype: str) -> tuple[str, str]:
    return genotype[:2], genotype[2:]


def _percent(x: Fraction, places: int = 0) -> str:
    scaled = x * 100 * 10**places
    whole = int(scaled + Fraction(1, 2))  # half up, as people round
    if places == 0:
        return f"{whole}%"
    return f"{whole // 10**places}.{whole % 10**places:0{places}d}%"


# ---------------------------------------------------------------- constants

@rule
def constant(what: str) -> int:
    """The numbers to remember, by name."""
    return CONSTANTS[what]


@rule
def seeds_per_cross(players: int | None = None) -> int:
    """Seeds sown each time you cross two plants (one roll of both dice per seed)."""
    return CONSTANTS["Seeds sown per cross"]


@rule
def garden_limit(players: int | None = None) -> int:
    """Plants a garden board holds at most."""
    return CONSTANTS["Plants in a garden"]


@rule
def seedlings_kept(players: int | None = None) -> int:
    """Seedlings you may pot into your garden at the end of your turn."""
    return CONSTANTS["Seedlings kept per turn"]


@rule
def seasons(players: int | None = None) -> int:
    """Seasons (rounds) in a game."""
    return CONSTANTS["Seasons"]


@rule
def set_bonus() -> int:
    """Points for each set of four orders, one of each phenotype."""
    return CONSTANTS["Set bonus"]


@rule
def notebook_points() -> int:
    """Points a Notebook token is worth at the end."""
    return CONSTANTS["Notebook token"]


@rule
def orders_face_up(players: int) -> int:
    """Orders in the market: one more than the players."""
    return players + 1


@rule
def founders_used(players: int) -> int:
    """Founder cards dealt: one of each kind to every player."""
    return 2 * players


# ---------------------------------------------------------------- genetics

@rule
def punnett_cell(roll: int) -> str:
    """The Punnett die's result id for a face."""
    return CELL_IDS[roll]


@rule
def offspring_gene(seed_parent: str, pollen_parent: str, roll: int) -> str:
    """One gene of a seedling: the two parents' letters for that gene and a face of its die."""
    i, j = FACES[roll]
    return _pair(seed_parent[i], pollen_parent[j])


@rule
def sow(seed_parent: str, pollen_parent: str, shape_rolls: list, colour_rolls: list) -> list:
    """The genotypes of a sowing: one seedling per pair of rolls (Shape die, Colour die)."""
    ps, pc = _genes(seed_parent)
    qs, qc = _genes(pollen_parent)
    return [offspring_gene(ps, qs, s) + offspring_gene(pc, qc, c)
            for s, c in zip(shape_rolls, colour_rolls)]


@rule
def phenotype(genotype: str) -> str:
    """What a plant looks like: 'Round yellow', 'Wrinkled green'..."""
    shape, colour = _genes(genotype)
    return ("Round" if "A" in shape else "Wrinkled") + " " + ("yellow" if "B" in colour else "green")


@rule
def shape_of(genotype: str) -> str:
    return "Round" if "A" in genotype[:2] else "Wrinkled"


@rule
def colour_of(genotype: str) -> str:
    return "Yellow" if "B" in genotype[2:] else "Green"


@rule
def count_phenotype(genotypes: list, look: str) -> int:
    """How many seedlings of a sowing show one phenotype."""
    return sum(1 for g in genotypes if phenotype(g) == look)


@rule
def shape_ratio(genotypes: list) -> str:
    """Round to wrinkled in a sowing, written as the players say it: '3:1'."""
    dominant = sum(1 for g in genotypes if "A" in g[:2])
    return f"{dominant}:{len(genotypes) - dominant}"


@rule
def colour_ratio(genotypes: list) -> str:
    dominant = sum(1 for g in genotypes if "B" in g[2:])
    return f"{dominant}:{len(genotypes) - dominant}"


def _one_gene_cross(cross: str) -> tuple[str, str]:
    left, right = (part.strip() for part in cross.split("×"))
    return left, right


def _square(cross: str) -> list[str]:
    p, q = _one_gene_cross(cross)
    return [_pair(p[i], q[j]) for i, j in FACES.values()]


@rule
def genotype_ratio(cross: str) -> str:
    """The four squares of one gene's Punnett square, gathered: '1 AA : 2 Aa : 1 aa'."""
    cells = _square(cross)
    kinds = sorted(set(cells), key=lambda g: sum(ch.islower() for ch in g))
    if len(kinds) == 1:
        return f"all {kinds[0]}"
    counts = [cells.count(k) for k in kinds]
    g = gcd(*counts)  # a ratio is said in its lowest terms: 1 Aa : 1 aa, not 2 : 2
    return " : ".join(f"{n // g} {k}" for n, k in zip(counts, kinds))


@rule
def phenotype_ratio(cross: str) -> str:
    """Dominant to recessive look among the four squares."""
    cells = _square(cross)
    dom = sum(1 for c in cells if c[0].isupper())
    if dom == 4:
        return "all dominant"
    if dom == 0:
        return "all recessive"
    g = gcd(dom, 4 - dom)
    return f"{dom // g}:{(4 - dom) // g}"


@rule
def recessive_share(cross: str) -> int:
    """Percent of seedlings showing the recessive trait."""
    cells = _square(cross)
    return 25 * sum(1 for c in cells if c.islower())


@rule
def dihybrid_squares(look: str) -> int:
    """Of the 16 squares of AaBb x AaBb, how many show this phenotype."""
    shape = ["AA", "Aa", "aA", "aa"]
    colour = ["BB", "Bb", "bB", "bb"]
    return sum(1 for s, c in product(shape, colour) if phenotype(_pair(*s) + _pair(*c)) == look)


@rule
def dihybrid_share(look: str) -> str:
    return _percent(Fraction(dihybrid_squares(look), 16))


@rule
def ratio_chance(ratio: str, cross: str = "Aa × Aa") -> str:
    """The chance that four seeds of one cross show exactly this dominant:recessive ratio."""
    dom, rec = (int(x) for x in ratio.split(":"))
    cells = _square(cross)
    p = Fraction(sum(1 for c in cells if c[0].isupper()), 4)
    n = dom + rec
    return _percent(comb(n, dom) * p**dom * (1 - p) ** rec, 1)


# ---------------------------------------------------------------- scoring

@rule
def final_score(order_points: list, sets: int, notebooks: int) -> int:
    """Orders delivered, plus the set bonus for each full set, plus Notebook tokens."""
    return sum(order_points) + sets * set_bonus() + notebooks * notebook_points()


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "plants": sum(NURSERY.values()),
        "founders": founders_used(players),
        "orders": 20 if variant == "family" else 26,
        "punnett-dice": 2,
        "notebooks": 0 if variant == "family" else 20,
        "season-marker": 1,
        "nursery-board": 1,
        "garden-boards": players,
        "breeding-log": 1,
    }


@invariant("every plant card's shape and colour are what its genotype shows", per_player_count=False)
def plants_look_right(game) -> bool | str:
    for deck in ("plants", "founders"):
        for card in game.deck(deck).cards:
            g = card.fields["genotype"]
            if card.fields["shape"] != shape_of(g) or card.fields["colour"] != colour_of(g):
                return f"{card.name} ({g}) is printed {card.fields['shape']} {card.fields['colour']}"
    return True


@invariant("the nursery holds the planned number of each genotype", per_player_count=False)
def nursery_counts(game) -> bool | str:
    for card in game.deck("plants").cards:
        want = NURSERY[card.fields["genotype"]]
        if card.count != want:
            return f"{card.name}: {card.count} cards, planned {want}"
    return True


@invariant("the founders give every player one true round yellow and one true wrinkled green plant")
def founders_suffice(players: int, game) -> bool | str:
    by_g: dict[str, int] = {}
    for card in game.deck("founders").cards:
        by_g[card.fields["genotype"]] = by_g.get(card.fields["genotype"], 0) + card.count
    short = [g for g in ("AABB", "aabb") if by_g.get(g, 0) < players]
    return True if not short else "too few founders: " + ", ".join(short)


@invariant("the dice reproduce Mendel's 9:3:3:1", per_player_count=False)
def nine_three_three_one() -> bool:
    return [dihybrid_squares(p) for p in PHENOTYPES] == [9, 3, 3, 1]


@invariant("the order deck fills the market four times over")
def orders_go_round(players: int, game) -> bool | str:
    needed = 4 * orders_face_up(players)
    have = game.deck("orders").total
    return True if have >= needed else f"{have} orders, the market needs {needed}"

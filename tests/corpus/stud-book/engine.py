"""Engine model of Stud Book: genes, crosses, sales and the season's purse."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

# How many dominant genes each genotype carries.
DOMINANT_GENES = {"Dominant": 2, "Split": 1, "Recessive": 0}
GENOTYPE_OF = {2: "Dominant", 1: "Split", 0: "Recessive"}

# The trait each gene line is prized for, and whether it shows with a dominant gene.
PRIZED = {"Speed": "Fast", "Stamina": "Hardy", "Temper": "Calm"}

PRICES = {0: 1, 1: 3, 2: 6, 3: 10}


def _alleles(genotype: str) -> list[int]:
    """A genotype as its two genes, 1 for dominant, 0 for recessive."""
    dominant = DOMINANT_GENES[genotype]
    return [1] * dominant + [0] * (2 - dominant)


def _square(cross: str) -> list[str]:
    """The four cells of the Punnett square, strongest first: faces 1 to 4 of the d4."""
    first, second = (part.strip() for part in cross.split("×"))
    cells = [a + b for a in _alleles(first) for b in _alleles(second)]
    return [GENOTYPE_OF[c] for c in sorted(cells, reverse=True)]


@rule
def foal_genotype(cross: str, roll: int) -> str:
    """The foal's genotype for one trait: the cell of the square the d4 names."""
    return _square(cross)[roll - 1]


@rule
def dominant_rolls(cross: str) -> int:
    """Faces of the d4 (out of 4) that give the foal at least one dominant gene."""
    return sum(1 for g in _square(cross) if g != "Recessive")


@rule
def calm_rolls(cross: str) -> int:
    """Faces of the d4 (out of 4) that give the foal two recessive Temper genes."""
    return sum(1 for g in _square(cross) if g == "Recessive")


def shows(trait: str, genotype: str) -> bool:
    """Speed and Stamina show with a dominant gene; Calm only with two recessive ones."""
    if trait == "Temper":
        return genotype == "Recessive"
    return genotype != "Recessive"


@rule
def traits_shown(speed: str, stamina: str, temper: str) -> int:
    """Prized traits a horse shows from its three gene cards."""
    return sum(shows(t, g) for t, g in (("Speed", speed), ("Stamina", stamina), ("Temper", temper)))


@rule
def auction_price(traits: int) -> int:
    """What a horse fetches at auction, by the prized traits it shows."""
    return PRICES[traits]


@rule
def sale_price(traits: int, bonus: int = 0) -> int:
    """Auction price plus the buyer's bonus, when the horse is the one the buyer takes."""
    return auction_price(traits) + bonus


@rule
def seasons(players: int = 2) -> int:
    """Seasons in a game: fewer with more players, so the game keeps its length."""
    return {2: 8, 3: 7, 4: 6}[players]


@rule
def starting_guineas(players: int | None = None) -> int:
    return 10


@rule
def starting_stallions(players: int | None = None) -> int:
    return 1


@rule
def starting_mares(players: int | None = None) -> int:
    return 2


@rule
def stable_limit(players: int | None = None) -> int:
    """Horses a stable may hold; you may not breed with a full stable."""
    return 5


@rule
def stud_fee(players: int | None = None) -> int:
    return 2


@rule
def feed_per_horse(players: int | None = None) -> int:
    return 1


@rule
def season_purse(start: int, stud_fees: int, sold: list, horses: int) -> int:
    """Guineas at the end of a season: fees paid, horses sold (by traits shown), feed."""
    return start - stud_fees * stud_fee() + sum(auction_price(t) for t in sold) - horses * feed_per_horse()


@rule
def foal_sex(roll: int) -> str:
    return "colt" if roll <= 2 else "filly"


@rule
def foundation_gene(roll: int) -> str:
    if roll == 1:
        return "dominant"
    return "split" if roll <= 3 else "recessive"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "stallions": 20,
        "mares": 20,
        "genes": 102,
        "buyers": 12,
        "sale-ring": 1,
        "stable-mats": players,
        "guineas": 56,
        "season-marker": 1,
        "lead-token": 1,
        "d4": 1,
    }


@invariant("each horse pile covers every stable full at once")
def horse_piles_suffice(players: int, game) -> bool | str:
    most = players * stable_limit()
    for deck_id in ("stallions", "mares"):
        total = game.deck(deck_id).total
        if total < most:
            return f"{deck_id}: {total} cards for {most} horses"
    return True


@invariant("the buyer deck lasts the whole game")
def buyers_last(players: int, game) -> bool | str:
    total = game.deck("buyers").total
    return True if total >= seasons(players) else f"{total} buyers for {seasons(players)} seasons"


@invariant("every trait has a gene card for each horse that can be in play")
def gene_bank_covers(players: int, game) -> bool | str:
    most = players * stable_limit()
    for trait in PRIZED:
        held = sum(c.count for c in game.deck("genes").cards if c.fields["trait"] == trait)
        if held < most:
            return f"{trait}: {held} gene cards for {most} horses"
    return True


@invariant("a gene card's dominant column matches its genotype", per_player_count=False)
def gene_columns_agree(game) -> bool | str:
    for card in game.deck("genes").cards:
        if card.fields["dominant"] != DOMINANT_GENES[card.fields["genotype"]]:
            return f"{card.name} has {card.fields['dominant']} dominant genes"
    return True


@invariant("setup takes every deck out whole", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    taken = setup(2)
    for deck in game.decks:
        if taken.get(deck.id) != deck.total:
            return f"setup takes {taken.get(deck.id)} of {deck.name}, the deck holds {deck.total}"
    coins = next(c for c in game.inventory if c.id == "guineas")
    return True if taken["guineas"] == coins.count else "setup does not take the whole bank"

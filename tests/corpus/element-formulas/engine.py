"""Element Formulas: the rules the tables, cards and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# What each atom is worth when a molecule is scored: heavier, scarcer atoms
# score more.
ATOM_POINTS = {"Hydrogen": 1, "Carbon": 3, "Nitrogen": 2, "Oxygen": 2}

# Box counts setup() needs (setup cannot read game.yaml; invariants hold
# these to the card data).
ELEMENT_CARDS = 68
MOLECULE_CARDS = 30
# The big molecules the First Lab leaves in the box.
FIRST_LAB_LEFT_OUT = ("propane", "benzene", "glucose")


@rule
def atom_points(element: str) -> int:
    """Points one atom of this element scores."""
    return ATOM_POINTS[element]


@rule
def molecule_points(recipe: dict) -> int:
    """A molecule scores the sum of its atoms' values."""
    return sum(atom_points(element) * int(count) for element, count in recipe.items())


@rule
def can_synthesize(spent: dict, recipe: dict) -> bool:
    """The atoms spent cover every atom the formula needs."""
    return all(int(spent.get(element, 0)) >= int(count) for element, count in recipe.items())


@rule
def atoms_wasted(spent: dict, recipe: dict) -> int:
    """Atoms discarded beyond what the formula needs (lost, no change given)."""
    return sum(int(n) for n in spent.values()) - sum(int(n) for n in recipe.values())


@rule
def starting_hand(players: int = 2) -> int:
    """Element cards dealt to each player at the start."""
    return 5 if players == 2 else 4


@rule
def formula_row(players: int = 2) -> int:
    """Face-up molecule cards: two more than the players."""
    return players + 2


@rule
def molecules_to_end(players: int = 2) -> int:
    """A player who has synthesized this many molecules triggers the end."""
    return {2: 7, 3: 6, 4: 5}[players]


@rule
def reactor_row(players: int | None = None) -> int:
    """Face-up element cards in the reactor row."""
    return 4


@rule
def cards_gathered(players: int | None = None) -> int:
    """Element cards a player gathers in the Gather step."""
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    """Element cards a player may keep at the end of the turn."""
    return 8


@rule
def mastery_points(players: int | None = None) -> int:
    """Points a Mastery tile is worth at the end."""
    return 3


@rule
def exact_bonus_cards(players: int | None = None) -> int:
    """Element cards drawn for a synthesis that wastes no atoms."""
    return 1


@rule
def molecule_cards(players: int = 2, variant: str | None = None) -> int:
    """Molecule cards shuffled into the molecule deck."""
    if variant == "first-lab":
        return MOLECULE_CARDS - len(FIRST_LAB_LEFT_OUT)
    return MOLECULE_CARDS


@rule
def final_score(molecule_points: list, mastery_tiles: int) -> int:
    """Molecules' points plus the Mastery tiles held."""
    return sum(molecule_points) + mastery_tiles * mastery_points()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "elements": ELEMENT_CARDS,
        "molecules": molecule_cards(players, variant),
        "mastery-tiles": 4,
        "lab-director": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "elements": {"hand": starting_hand(players), "draw": cards_gathered(), "table": reactor_row()},
        "molecules": {"table": formula_row(players)},
    }


@invariant("every molecule card scores what its atoms are worth", per_player_count=False)
def molecule_points_match(game) -> bool | str:
    for card in game.deck("molecules").cards:
        recipe = {a.name: a.amount for a in card.fields["recipe"]}
        if card.fields["points"] != molecule_points(recipe):
            return f"{card.name} prints {card.fields['points']} points, its atoms give {molecule_points(recipe)}"
        if card.fields["atoms"] != sum(recipe.values()):
            return f"{card.name} prints {card.fields['atoms']} atoms, its recipe holds {sum(recipe.values())}"
    return True


@invariant("setup's deck sizes are the card data's", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    if game.deck("elements").total != ELEMENT_CARDS:
        return f"elements deck has {game.deck('elements').total}, engine says {ELEMENT_CARDS}"
    if game.deck("molecules").total != MOLECULE_CARDS:
        return f"molecules deck has {game.deck('molecules').total}, engine says {MOLECULE_CARDS}"
    ids = {c.id for c in game.deck("molecules").cards}
    missing = [i for i in FIRST_LAB_LEFT_OUT if i not in ids]
    return True if not missing else f"First Lab leaves out unknown molecules: {', '.join(missing)}"


@invariant("every element card's symbol matches its element", per_player_count=False)
def symbols_match(game) -> bool | str:
    symbols = {"Hydrogen": "H", "Carbon": "C", "Nitrogen": "N", "Oxygen": "O"}
    for card in game.deck("elements").cards:
        if card.fields["symbol"] != symbols[card.fields["element"]]:
            return f"{card.name} shows {card.fields['symbol']}"
    return True


@invariant("the deal and the reactor row leave element cards to draw")
def deal_fits(players: int) -> bool:
    return starting_hand(players) * players + reactor_row() < ELEMENT_CARDS


@invariant("the formula row can be filled and refilled")
def formula_row_fits(players: int) -> bool:
    return formula_row(players) + molecules_to_end(players) * players <= MOLECULE_CARDS + players

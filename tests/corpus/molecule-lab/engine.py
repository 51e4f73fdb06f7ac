"""Engine model of Molecule Lab.

The numbers the rulebook, quick reference and reference sheet print come from
here: how many elements a player drafts each round, how many rounds are played,
how big the molecule market is, what each element's valence is, and how many
points a molecule or a chain bonus is worth.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

# Bonds each atom makes in this game (sulfur is kept to its simplest valence).
VALENCE = {"H": 1, "C": 4, "N": 3, "O": 2, "Cl": 1, "Na": 1, "S": 2}

HAND_SIZE = {2: 7, 3: 6, 4: 5, 5: 4}
ROUNDS = {2: 5, 3: 4, 4: 4, 5: 4}


@rule
def hand_size(players: int) -> int:
    """Element cards dealt to each player at the start of every round."""
    return HAND_SIZE[players]


@rule
def rounds(players: int) -> int:
    """Rounds in a game."""
    return ROUNDS[players]


@rule
def market_size(players: int) -> int:
    """Face-up molecule cards in the market: two more than the players."""
    return players + 2


@rule
def lab_limit(players: int | None = None) -> int:
    """Element cards a player may keep in their lab from one round to the next."""
    return 3


@rule
def chain_limit(players: int | None = None) -> int:
    """Chain cards one player may hold."""
    return 2


@rule
def valence(element: str) -> int:
    """The number of bonds an atom of this element makes."""
    return VALENCE[element]


def _points_for(atoms: int) -> int:
    if atoms <= 1:
        return 0
    if atoms == 2:
        return 1
    if atoms == 3:
        return 2
    if atoms == 4:
        return 3
    if atoms <= 6:
        return 5
    if atoms <= 9:
        return 8
    return 12


@rule
def molecule_points(atoms: int | str) -> int:
    """Points a molecule scores, by the number of atoms in its recipe."""
    if atoms == "10 or more":
        return 12
    return _points_for(int(atoms))


@rule
def chain_bonus(carbons: int | str) -> int:
    """Points a chain card is worth, by the carbon atoms it asks for."""
    if carbons == "4 or more":
        return 6
    carbons = int(carbons)
    if carbons < 2:
        return 0
    return {2: 2, 3: 4}.get(carbons, 6)


@rule
def atoms_left(lab: dict, recipe: dict) -> int:
    """Element cards still in the lab after building one molecule from it."""
    for element, amount in recipe.items():
        if lab.get(element, 0) < amount:
            raise ValueError(f"the lab lacks {element}")
    return sum(lab.values()) - sum(recipe.values())


@rule
def lab_score(molecules: list, chains: list) -> int:
    """A final score: each molecule's points by its atoms, plus each chain card's bonus."""
    return sum(_points_for(a) for a in molecules) + sum(chains)


def bondable(recipe: dict[str, int]) -> bool:
    """Can these atoms be joined into one molecule with every atom using its full valence?

    A connected multigraph with these degrees exists when the degrees add up to an
    even number, there are enough bonds to connect every atom, and no atom needs
    more bonds than all the others together can give it.
    """
    degrees = [VALENCE[e] for e, n in recipe.items() for _ in range(n)]
    total = sum(degrees)
    if len(degrees) < 2 or total % 2:
        return False
    if total < 2 * (len(degrees) - 1):
        return False
    return max(degrees) <= total - max(degrees)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "elements": 82,
        "molecules": 35,
        "chains": 6,
        "reference-sheets": players,
        "lab-coat": 1,
    }


@invariant("the element deck deals every round without a reshuffle")
def elements_last(players: int, game) -> bool | str:
    needed = rounds(players) * players * hand_size(players)
    have = game.deck("elements").total
    return True if have >= needed else f"{needed} elements dealt, deck has {have}"


@invariant("setup takes the whole of each deck", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    counts = setup(game.players.low)
    for deck in game.decks:
        if counts.get(deck.id) != deck.total:
            return f"setup takes {counts.get(deck.id)} of {deck.name}, the box has {deck.total}"
    return True


@invariant("every element card prints the valence the engine uses", per_player_count=False)
def element_valences(game) -> bool | str:
    for card in game.deck("elements").cards:
        symbol = card.fields["symbol"]
        if VALENCE.get(symbol) != card.fields["valence"]:
            return f"{card.name} prints valence {card.fields['valence']}"
    return True


@invariant("every molecule card's atoms, points and bonds agree with its recipe", per_player_count=False)
def molecules_agree(game) -> bool | str:
    for card in game.deck("molecules").cards:
        recipe = {a.name: a.amount for a in card.fields["recipe"]}
        atoms = sum(recipe.values())
        if card.fields["atoms"] != atoms:
            return f"{card.name} prints {card.fields['atoms']} atoms, its recipe has {atoms}"
        if card.fields["points"] != _points_for(atoms):
            return f"{card.name} prints {card.fields['points']} points"
        if not bondable(recipe):
            return f"{card.name} cannot be bonded with these valences"
    return True


@invariant("every chain card's bonus fits its carbons, and some molecule earns it", per_player_count=False)
def chains_reachable(game) -> bool | str:
    most_carbon = max(c.fields["recipe"].of("C") for c in game.deck("molecules").cards)
    for card in game.deck("chains").cards:
        if card.fields["bonus"] != chain_bonus(card.fields["carbons"]):
            return f"{card.name} prints a bonus of {card.fields['bonus']}"
        if card.fields["carbons"] > most_carbon:
            return f"no molecule has the carbons {card.name} asks for"
    return True


@invariant("the molecule deck fills the opening market", per_player_count=True)
def market_fills(players: int, game) -> bool:
    return game.deck("molecules").total >= market_size(players)

"""Engine model of Second Flush.

The rules the printed tables, examples and boards are bound to. Card data
(leaf notes, contract prices, Tea Master cards) stays in cards/; invariants
hold it to these rules.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

POT_CAPACITY = 50        # grams a teapot holds
FULL_POT_BONUS = 3       # points a Steam token is worth
HAND_LIMIT = 3           # contracts a blender may hold
GRAMS_PER_NOTE = 5       # every 5 g of leaf carries one flavour note
LEAF_WEIGHTS = {5: 24, 10: 24, 15: 12}
DEW_SUPPLY = 40
STEAM_SUPPLY = 12
MASTER_CARDS = 15


@rule
def garden_size(players: int) -> int:
    """Face-up leaves in the garden: three more than the blenders."""
    return players + 3


@rule
def market_size(players: int) -> int:
    """Face-up contracts anyone may steep for."""
    return 3 if players <= 2 else 4


@rule
def contracts_dealt(players: int | None = None) -> int:
    """Contracts each blender is dealt at the start."""
    return 2


@rule
def contracts_to_end(players: int = 2) -> int:
    """Once a blender has steeped this many contracts, the round is the last."""
    return 3 if players == 4 else 4


@rule
def pot_capacity(players: int | None = None) -> int:
    return POT_CAPACITY


@rule
def full_pot_bonus(players: int | None = None) -> int:
    return FULL_POT_BONUS


@rule
def hand_limit(players: int | None = None) -> int:
    return HAND_LIMIT


@rule
def constant(what: str) -> int:
    """The numbers-to-remember table, one column per constant."""
    return {
        "Pot capacity (grams)": POT_CAPACITY,
        "Full-pot bonus (points)": FULL_POT_BONUS,
        "Contracts in hand at most": HAND_LIMIT,
    }[what]


@rule
def starting_dew(seat: int) -> int:
    """Dew drops a blender starts with, by seat clockwise from the Kettle."""
    return {1: 0, 2: 1, 3: 1, 4: 2}[seat]


@rule
def notes_per_leaf(grams: int) -> int:
    return grams // GRAMS_PER_NOTE


@rule
def leaves_of_weight(grams: int) -> int:
    return LEAF_WEIGHTS[grams]


@rule
def recipe_points(notes: int, base: bool = False) -> int:
    """Two points a note, less two; a recipe tied to a base tea pays two more."""
    return 2 * notes - 2 + (2 if base else 0)


@rule
def pot_weight(leaves: list) -> int:
    return sum(leaves)


@rule
def blend_value(points: int, grams: int, stale: int) -> int:
    """What a steeped pot is worth in the end: the contract, the Steam token, less the Stale tokens."""
    bonus = FULL_POT_BONUS if grams == POT_CAPACITY else 0
    return points + bonus - stale


@rule
def master_points(place: int) -> int:
    """What the Tea Master scores for a matching leaf, by garden place."""
    return {1: 3, 2: 4, 3: 4, 4: 5}[place]


@rule
def master_take(place: int, matches: bool, dew: int) -> int:
    """One Tea Master card: its points when the note matches, and the leaf's dew either way."""
    return (master_points(place) if matches else 0) + dew


@rule
def gram_marks() -> list:
    """The spaces of the gram track on a teapot mat."""
    return [str(g) for g in range(0, POT_CAPACITY + 1, GRAMS_PER_NOTE)]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    solo = players == 1
    return {
        "garden-board": 1,
        "leaves": 60,
        "contracts": 24,
        "master": MASTER_CARDS if solo else 0,
        "teapot-mats": players,
        "gram-markers": players,
        "dew-drops": DEW_SUPPLY,
        "steam-tokens": STEAM_SUPPLY,
        "stale-tokens": 20,
        "kettle": 1,
    }


@invariant("every leaf carries one note for each 5 g it weighs", per_player_count=False)
def notes_follow_weight(game) -> bool | str:
    for card in game.deck("leaves").cards:
        notes = sum(a.amount for a in card.fields["notes"])
        if notes != notes_per_leaf(card.fields["grams"]):
            return f"{card.name} weighs {card.fields['grams']} g but shows {notes} notes"
    return True


@invariant("the leaf tiles come in the weights the table prints", per_player_count=False)
def weights_match(game) -> bool | str:
    found: dict[int, int] = {}
    for card in game.deck("leaves").cards:
        found[card.fields["grams"]] = found.get(card.fields["grams"], 0) + card.count
    return True if found == LEAF_WEIGHTS else f"found {found}"


@invariant("every contract pays what its recipe is worth", per_player_count=False)
def contracts_priced(game) -> bool | str:
    for card in game.deck("contracts").cards:
        notes = sum(a.amount for a in card.fields["needs"])
        want = recipe_points(notes, bool(card.fields["base"]))
        if card.fields["points"] != want:
            return f"{card.name} pays {card.fields['points']} but its recipe is worth {want}"
    return True


@invariant("no recipe needs more notes than a full pot can carry", per_player_count=False)
def recipes_fit_a_pot(game) -> bool | str:
    most = POT_CAPACITY // GRAMS_PER_NOTE
    for card in game.deck("contracts").cards:
        if sum(a.amount for a in card.fields["needs"]) > most:
            return f"{card.name} needs too many notes"
    return True


@invariant("every Tea Master card scores what its place is worth and names a place of the solo garden",
           per_player_count=False)
def master_cards_agree(game) -> bool | str:
    deck = game.deck("master")
    if deck.total != MASTER_CARDS:
        return f"{deck.total} Tea Master cards"
    for card in deck.cards:
        place = card.fields["place"]
        if not 1 <= place <= garden_size(1):
            return f"{card.name} names place {place}"
        if card.fields["points"] != master_points(place):
            return f"{card.name} scores {card.fields['points']}"
    return True


@invariant("the opening deal and the market leave contracts in the pile")
def contracts_last(players: int, game) -> bool | str:
    used = contracts_dealt(players) * players + market_size(players)
    total = game.deck("contracts").total
    return True if used < total else f"{used} of {total} contracts out at the start"


@invariant("the dew supply covers the starting dew and a round of dew on a full garden")
def dew_lasts(players: int) -> bool:
    start = sum(starting_dew(seat) for seat in range(1, players + 1))
    return start + garden_size(players) <= DEW_SUPPLY


@invariant("the box holds the supplies the engine counts", per_player_count=False)
def supplies_match(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    for cid, n in (("dew-drops", DEW_SUPPLY), ("steam-tokens", STEAM_SUPPLY)):
        if counts.get(cid) != n:
            return f"{cid}: box {counts.get(cid)}, engine {n}"
    return True

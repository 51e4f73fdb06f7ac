"""Engine model of Little Gardeners.

A turn: roll the colour die, plant one flower (any colour on a Sun, a Helper
card on Rain), then pick at most one bouquet from the stall or buy one thing
from the shop. A bouquet of n flowers gives n - 1 hearts; the first player to
reach the hearts for the player count wins.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

COLOURS = ("Red", "Yellow", "Blue", "Purple")
FLOWERS_PER_COLOUR = 10
GARDEN_BEDS = 6
HEARTS_TO_WIN = {2: 7, 3: 6, 4: 5}
HELPER_CARDS = 12          # the whole Helper deck
SNAIL_CARDS = 2            # only in Clever Gardeners


@rule
def garden_boards(players: int) -> int:
    """Each player plays on one garden board."""
    return players


@rule
def stall_cards(players: int) -> int:
    """Face-up Bouquet cards in the stall: one more than the players."""
    return players + 1


@rule
def hearts_to_win(players: int = 2, variant: str | None = None) -> int:
    """Hearts a player needs to win; Clever Gardeners asks for one more."""
    hearts = HEARTS_TO_WIN[players]
    return hearts + 1 if variant == "clever" else hearts


@rule
def start_flowers(players: int | None = None) -> int:
    """Flowers each player plants before the first turn."""
    return 1


@rule
def garden_beds(players: int | None = None) -> int:
    """Beds in a garden; a bed holds one flower, so a garden holds six at most."""
    return GARDEN_BEDS


@rule
def flowers_per_colour() -> int:
    """Flower tokens of each colour in the supply."""
    return FLOWERS_PER_COLOUR


@rule
def max_bouquets_per_turn() -> int:
    """A player picks at most one bouquet in a turn."""
    return 1


@rule
def flowers_planted(players: int | None = None) -> int:
    """Flowers planted on a colour or a Sun."""
    return 1


@rule
def called_colour_flowers(players: int | None = None, variant: str | None = None) -> int:
    """Clever Gardeners: a colour called before the roll and then rolled plants two."""
    return 2 if variant == "clever" else 1


@rule
def helper_cards(players: int | None = None, variant: str | None = None) -> int:
    """Helper cards shuffled into the deck: the Snails only in Clever Gardeners."""
    return HELPER_CARDS if variant == "clever" else HELPER_CARDS - SNAIL_CARDS


@rule
def bouquet_hearts(flowers: int) -> int:
    """A bouquet of two flowers gives one heart, three give two, four give three."""
    return flowers - 1


@rule
def flowers_after_picking(garden: int, bouquet: int) -> int:
    """Flowers left in a garden after picking a bouquet of that many flowers."""
    if bouquet > garden:
        raise ValueError("the garden does not hold the bouquet's flowers")
    return garden - bouquet


@rule
def hearts_total(hearts: list) -> int:
    """A player's hearts: the sum over their Bouquet cards."""
    return sum(hearts)


@rule
def colour_roll(roll: int) -> str:
    """The colour die: four colours, a Sun and Rain."""
    return {1: "red", 2: "yellow", 3: "blue", 4: "purple", 5: "sun", 6: "rain"}[roll]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "flower-tokens": len(COLOURS) * FLOWERS_PER_COLOUR,
        "garden-boards": garden_boards(players),
        "bouquets": 18,
        "helpers": helper_cards(players, variant),
        "colour-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"bouquets": {"hand": 0, "draw": 1}, "helpers": {"hand": 0, "draw": 1}}


@invariant("every bouquet's flowers, hearts and size agree", per_player_count=False)
def bouquets_add_up(game) -> bool | str:
    for card in game.deck("bouquets").cards:
        flowers = card.fields["flowers"]
        if len(card.fields["bunch"]) != flowers:
            return f"{card.name} shows {len(card.fields['bunch'])} flowers, not {flowers}"
        if card.fields["hearts"] != bouquet_hearts(flowers):
            return f"{card.name} gives {card.fields['hearts']} hearts, not {bouquet_hearts(flowers)}"
        if flowers > GARDEN_BEDS:
            return f"{card.name} needs more flowers than a garden holds"
        for colour in set(card.fields["bunch"]):
            if card.fields["bunch"].count(colour) > FLOWERS_PER_COLOUR:
                return f"{card.name} needs more {colour} flowers than the supply holds"
    return True


@invariant("the setup takes out the whole Bouquet deck", per_player_count=False)
def bouquet_deck_whole(game) -> bool | str:
    total = game.deck("bouquets").total
    return True if total == setup(2)["bouquets"] else f"the deck has {total} cards"


@invariant("the supply holds ten flowers of each colour", per_player_count=False)
def supply_matches_box(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "flower-tokens")
    want = len(COLOURS) * FLOWERS_PER_COLOUR
    return True if line.count == want else f"the box holds {line.count}, the rules use {want}"


@invariant("the Helper deck holds the Snail cards only for Clever Gardeners", per_player_count=False)
def helper_deck_splits(game) -> bool | str:
    deck = game.deck("helpers")
    base = sum(c.count for c in deck.cards if not c.fields["harder"])
    if deck.total != helper_cards(variant="clever"):
        return f"the Helper deck has {deck.total} cards, the variant uses {helper_cards(variant='clever')}"
    return True if base == helper_cards() else f"{base} Helper cards without the Snails, the rules use {helper_cards()}"


@invariant("the stall can be filled from the Bouquet deck")
def stall_fits(players: int, game) -> bool | str:
    return True if stall_cards(players) < game.deck("bouquets").total else "the stall takes the whole deck"


@invariant("the Bouquet deck holds enough hearts for someone to win")
def enough_hearts(players: int, game, variant: str | None = None) -> bool | str:
    hearts = sum(c.fields["hearts"] * c.count for c in game.deck("bouquets").cards)
    need = players * (hearts_to_win(players, variant) - 1) + 1
    return True if hearts >= need else f"{hearts} hearts in the deck, {need} needed"

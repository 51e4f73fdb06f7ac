"""Engine model of Dead Man's Bid: the numbers and decisions the rulebook prints."""
from generator.engine import invariant, rule

PLAYERS = (3, 7)

# Starting purse by crew size: how many coins of each worth every pirate takes.
_PURSE = {
    3: {10: 2, 5: 3, 1: 5},
    4: {10: 2, 5: 2, 1: 5},
    5: {10: 1, 5: 3, 1: 5},
    6: {10: 1, 5: 2, 1: 5},
    7: {10: 1, 5: 2, 1: 5},
}

# What the box holds, coin by coin (the inventory note says the same).
BOX_COINS = {1: 70, 5: 30, 10: 20}
DECK_SIZE = 24
DOUBLOONS_PER_POINT = 5


@rule
def coins_each(players: int, worth: int) -> int:
    """Coins of one worth each pirate takes at setup."""
    return _PURSE[players][worth]


@rule
def starting_doubloons(players: int) -> int:
    """The value of one pirate's starting purse."""
    return sum(worth * n for worth, n in _PURSE[players].items())


@rule
def treasure_in_play(players: int) -> int:
    """Treasure cards shuffled into the draw pile: ten plus two a pirate."""
    return 10 + 2 * players


@rule
def treasure_set_aside(players: int) -> int:
    """Cards put back in the box unseen."""
    return DECK_SIZE - treasure_in_play(players)


@rule
def rounds(players: int) -> int:
    """One treasure is auctioned each round, so the game lasts this many rounds."""
    return treasure_in_play(players)


@rule
def doubloons_per_point() -> int:
    """The exchange rate at the end: this many doubloons make one point."""
    return DOUBLOONS_PER_POINT


@rule
def purse_points(doubloons: int) -> int:
    """Points for the doubloons left over: one per full five."""
    return doubloons // DOUBLOONS_PER_POINT


@rule
def map_points(maps: int) -> int:
    """Treasure Maps score together: the square of how many you hold."""
    return maps * maps


@rule
def final_score(cards: list, maps: int, doubloons: int) -> int:
    """Cards' points (curses negative), the maps' set score and the purse."""
    return sum(cards) + map_points(maps) + purse_points(doubloons)


def _first_from_captain(names: list) -> str:
    # The bids are listed starting with the Captain and going to the left,
    # so among tied pirates the first one listed wins the tie.
    return names[0]


@rule
def auction_winner(bids: dict) -> str:
    """Highest bid takes a treasure; bids listed from the Captain leftwards, ties to the first."""
    best = max(bids.values())
    return _first_from_captain([who for who, bid in bids.items() if bid == best])


@rule
def curse_taker(bids: dict) -> str:
    """Lowest bid takes a curse; ties go to the first from the Captain leftwards."""
    least = min(bids.values())
    return _first_from_captain([who for who, bid in bids.items() if bid == least])


@rule
def paid_to_bank(bids: dict, kind: str) -> int:
    """A treasure costs only the winner's bid; on a curse every pirate pays their bid."""
    if kind == "Curse":
        return sum(bids.values())
    return max(bids.values())


@rule
def count_to_open() -> int:
    """Fists open together on this count."""
    return 3


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "treasure": treasure_in_play(players),
        "doubloons": sum(BOX_COINS.values()),   # the whole bank comes out; purses are dealt from it
        "captains-hat": 1,
        "player-aids": players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"treasure": {"hand": 0, "draw": 1}}


@invariant("the coins in the box cover every purse with change to spare")
def purses_fit_the_box(players: int) -> bool | str:
    for worth, n in BOX_COINS.items():
        dealt = coins_each(players, worth) * players
        if dealt > n // 2:
            return f"{dealt} coins worth {worth} dealt of {n}"
    return True


@invariant("the box's coins and cards are what game.yaml lists", per_player_count=False)
def box_matches(game) -> bool | str:
    coins = next(c for c in game.inventory if c.id == "doubloons")
    if coins.count != sum(BOX_COINS.values()):
        return f"box lists {coins.count} coins, engine {sum(BOX_COINS.values())}"
    deck = game.deck("treasure")
    if deck.total != DECK_SIZE:
        return f"deck has {deck.total} cards, engine {DECK_SIZE}"
    token_counts = {}
    for sheet in game.tokens:
        if sheet.component == "doubloons":
            token_counts = {int(face.front): face.count for face in sheet.faces}
    if token_counts != BOX_COINS:
        return f"token sheet prints {token_counts}, engine {BOX_COINS}"
    return True


@invariant("each card's printed doubloons and points match the card rules", per_player_count=False)
def cards_match_rules(game) -> bool | str:
    for card in game.deck("treasure").cards:
        if card.id == "treasure-map" and card.fields["points"] != map_points(1):
            return f"{card.name} shows {card.fields['points']} but one map scores {map_points(1)}"
        if card.fields["kind"] == "Curse" and card.fields["points"] >= 0:
            return f"{card.name} is a curse worth no penalty"
    return True

"""Seat Order: the rules the tables print, and setup by player count.

Where you sit decides what you start with: the first seat (who holds the
Gavel in round one) starts poorest, each seat after it one Coin richer, and
the later seats get a second Contract. The Gavel passes one seat to the left
every round, and the number of rounds is a whole number of laps of the table.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

# --- seats -------------------------------------------------------------------

FIRST_SEAT_COINS = 5


@rule
def starting_coins(seat: int) -> int:
    """The first seat starts with 5 Coins, each seat after it with one more."""
    return FIRST_SEAT_COINS + (seat - 1)


@rule
def starting_contracts(seat: int) -> int:
    """The first two seats start with one Contract, the later seats with two."""
    return 1 if seat <= 2 else 2


@rule
def total_starting_coins(players: int) -> int:
    """The Coins the whole table takes from the supply at setup."""
    return sum(starting_coins(seat) for seat in range(1, players + 1))


@rule
def total_starting_contracts(players: int) -> int:
    """The Contracts dealt to the whole table at setup."""
    return sum(starting_contracts(seat) for seat in range(1, players + 1))


# --- by player count -----------------------------------------------------------

WORKERS = {2: 4, 3: 3, 4: 3, 5: 2}
ROUNDS = {None: {2: 6, 3: 9, 4: 8, 5: 10}, "short": {2: 4, 3: 6, 4: 4, 5: 5}}


@rule
def workers_each(players: int) -> int:
    """Agents each player places in a round."""
    return WORKERS[players]


@rule
def rounds(players: int = 2, variant: str | None = None) -> int:
    """Rounds in a game: always a whole number of laps of the Gavel."""
    return ROUNDS.get(variant, ROUNDS[None])[players]


@rule
def gavel_turns(players: int = 2, variant: str | None = None) -> int:
    """How many rounds each player holds the Gavel."""
    return rounds(players, variant) // players


@rule
def spaces_per_site(players: int) -> int:
    """Spaces open at each site (the Counting House aside): the second space opens at four players."""
    return 1 if players <= 3 else 2


@rule
def buildings_on_display(players: int) -> int:
    """Building cards face up in the Guildhall: one more than the players."""
    return players + 1


@rule
def contracts_on_display(players: int | None = None) -> int:
    """Contract cards face up at the Notary, at every count."""
    return 3


@rule
def contract_limit(players: int | None = None) -> int:
    """Contracts a player may hold in hand at the end of a turn."""
    return 4


@rule
def market_limit(players: int | None = None) -> int:
    """Goods a player may sell on one visit to the Market."""
    return 4


@rule
def coins_per_prestige(players: int | None = None) -> int:
    """At the end, every full 3 Coins left over score 1 prestige."""
    return 3


# --- sites ---------------------------------------------------------------------

SITE_YIELD = {
    "Fields": (2, "Grain"),
    "Timber Yard": (2, "Timber"),
    "Weavers' Row": (1, "Cloth"),
    "Counting House": (2, "Coin"),
}


@rule
def site_yield(site: str) -> int:
    """How many goods or Coins an agent takes at a gathering site."""
    return SITE_YIELD[site][0]


@rule
def site_good(site: str) -> str:
    """What an agent takes at a gathering site."""
    return SITE_YIELD[site][1]


PRICES = {"Grain": 1, "Timber": 1, "Cloth": 2}
BUY = {"Grain": 2, "Timber": 2, "Cloth": 4}


@rule
def sale_price(good: str) -> int:
    """Coins the Market pays for one good."""
    return PRICES[good]


@rule
def notary_coins() -> int:
    """The Coin an agent takes at the Notary besides a Contract."""
    return 1


@rule
def sale_value(grain: int = 0, timber: int = 0, cloth: int = 0) -> int:
    """Coins for one Market visit; at most four goods may be sold."""
    if grain + timber + cloth > market_limit():
        raise ValueError("at most four goods may be sold on one visit")
    return grain * PRICES["Grain"] + timber * PRICES["Timber"] + cloth * PRICES["Cloth"]


@rule
def final_prestige(buildings: int, contracts: int, coins: int) -> int:
    """Prestige at the end: buildings, contracts, and 1 for every full 3 Coins."""
    return buildings + contracts + coins // coins_per_prestige()


@rule
def coin_prestige(coins: int) -> int:
    """Prestige for the Coins left over at the end."""
    return coins // coins_per_prestige()


@rule
def gavel_holder(round_number: int, players: int) -> int:
    """The seat holding the Gavel in a round: round one is the first seat's, then one seat left each round."""
    return (round_number - 1) % players + 1


# --- setup ---------------------------------------------------------------------

BOX = {"buildings": 18, "contracts": 24, "coins": 40, "goods": 54}


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "market-board": 1,
        "buildings": BOX["buildings"],
        "contracts": BOX["contracts"],
        "seats": players,
        "workers": workers_each(players) * players,
        "prestige-markers": players,
        "gavel": 1,
        "round-marker": 1,
        "coins": BOX["coins"],
        "goods": BOX["goods"],
    }


# --- invariants ----------------------------------------------------------------


@invariant("each Seat card prints what the engine gives its seat", per_player_count=False)
def seat_cards_agree(game) -> bool | str:
    for card in game.deck("seats").cards:
        seat = card.fields["seat"]
        if card.fields["coins"] != starting_coins(seat):
            return f"{card.name} gives {card.fields['coins']} Coins, the seat starts with {starting_coins(seat)}"
        if card.fields["contracts"] != starting_contracts(seat):
            return f"{card.name} deals {card.fields['contracts']} Contracts, the seat starts with {starting_contracts(seat)}"
    return True


@invariant("there is a Seat card for every seat of the largest game", per_player_count=False)
def a_card_for_every_seat(game) -> bool | str:
    seats = sorted(card.fields["seat"] for card in game.deck("seats").cards)
    return True if seats == list(range(1, game.max_players + 1)) else f"seats {seats}"


@invariant("the Contract deck deals every starting hand and the display")
def contracts_suffice(players: int, game) -> bool | str:
    needed = total_starting_contracts(players) + contracts_on_display(players)
    total = game.deck("contracts").total
    return True if total >= needed else f"{needed} needed, {total} in the deck"


@invariant("the coin supply covers every starting purse")
def coins_suffice(players: int, game) -> bool | str:
    sheet = next(t for t in game.tokens if t.component == "coins")
    value = sum(int(face.front) * face.count for face in sheet.faces)
    return True if value >= total_starting_coins(players) + 20 else f"the tokens are worth {value} Coins"


@invariant("each game is a whole number of laps of the Gavel")
def whole_laps(players: int, variant: str | None = None) -> bool:
    return rounds(players, variant) % players == 0


@invariant("setup takes the whole supplies the box holds", per_player_count=False)
def whole_supplies_come_out(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    # setup() names the decks by their ids: their box line is the inventory line that counts that deck
    box.update({d: c.count for c in game.inventory if len(c.decks) == 1 for d in c.decks})
    for key, count in BOX.items():
        if box.get(key) != count:
            return f"{key}: setup takes {count}, the box holds {box.get(key)}"
    return True


@invariant("contracts and buildings ask only for goods, never for Coins", per_player_count=False)
def materials_are_goods(game) -> bool | str:
    for deck, column in (("contracts", "needs"), ("buildings", "materials")):
        for card in game.deck(deck).cards:
            if card.fields[column].of("Coin"):
                return f"{card.name} asks for Coins in {column}"
    return True


@invariant("the Market buys goods back for less than it sells them", per_player_count=False)
def market_spread(game) -> bool | str:
    for cost in game.costs:
        if cost.group != "market":
            continue
        good = cost.name.removeprefix("Buy ")
        price = sum(item.amount for item in cost.items)
        if price <= PRICES[good]:
            return f"{cost.name} costs {price}, the Market pays {PRICES[good]}"
        if price != BUY[good]:
            return f"{cost.name} costs {price}, the engine says {BUY[good]}"
    return True

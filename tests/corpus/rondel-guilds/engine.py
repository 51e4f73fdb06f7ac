"""Engine model of Rondel Guilds.

Every number the tables, the board and the worked examples print is computed
here, so that a change after a playtest is made in one place and pnp check
tells me which printed table still says the old thing.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)  # the same range as `players` in game.yaml

GOODS = ("Stone", "Timber", "Cloth")

# Box counts that setup() has to name (it cannot read game.yaml); the invariant
# `box_counts_match` below holds them to the inventory.
BOX = {
    "contract-cards": 18,
    "news-cards": 14,
    "hall-tiles": 16,
    "stone-cubes": 25,
    "timber-cubes": 25,
    "cloth-cubes": 25,
    "silver-coins": 40,
}

# ---------------------------------------------------------------- the rondel

@rule
def rondel_spaces() -> int:
    """Action spaces round the rondel."""
    return 8


@rule
def free_spaces(players: int = 0) -> int:
    """Spaces a marker may move without paying."""
    return 3


@rule
def max_move(players: int = 0) -> int:
    """The most spaces one move may cover (a full lap would land where you started)."""
    return rondel_spaces() - 1


@rule
def move_cost(spaces: int) -> int:
    """Silver paid for a move of this many spaces: 1 for each space past the free ones."""
    if spaces < 1 or spaces > max_move():
        raise ValueError(f"a move covers 1 to {max_move()} spaces, not {spaces}")
    return max(0, spaces - free_spaces())


# ---------------------------------------------------------------- setup

@rule
def halls_in_supply(players: int, variant: str | None = None) -> int:
    """Guild hall tiles drawn at random for the supply (the rest stay in the box)."""
    return 3 * players + 4 - (2 if variant == "short-season" else 0)


@rule
def contracts_on_display(players: int) -> int:
    """Face-up contracts at the Charter House."""
    return players + 1


@rule
def start_silver(seat: int) -> int:
    """Silver each seat starts with: later seats get a little more."""
    return {1: 5, 2: 6, 3: 6, 4: 7}[seat]


@rule
def starting_goods(players: int = 0) -> int:
    """Cubes of each good every player starts with."""
    return 1


@rule
def starting_price(good: str) -> int:
    """Where each good's price marker starts on its track."""
    return {"Stone": 3, "Timber": 2, "Cloth": 4}[good]


# ---------------------------------------------------------------- constants

@rule
def contract_limit(players: int = 0) -> int:
    """Unfulfilled contracts a player may hold at once."""
    return 3


@rule
def hall_row(players: int = 0) -> int:
    """Guild halls lying face up, ready to be built."""
    return 3


@rule
def last_round(players: int = 0, variant: str | None = None) -> int:
    """The round after which the game ends at the latest."""
    return 8 if variant == "short-season" else 12


@rule
def max_price(players: int = 0) -> int:
    """The top of every price track."""
    return 6


@rule
def min_price(players: int = 0) -> int:
    """The bottom of every price track."""
    return 1


@rule
def buy_limit(players: int = 0) -> int:
    """Goods of one kind a player may buy in one Market visit."""
    return 3


@rule
def silver_per_renown(players: int = 0) -> int:
    """Silver left at the end that is worth one Renown."""
    return 5


@rule
def open_contract_penalty(players: int = 0) -> int:
    """Renown lost at the end for each contract still held."""
    return 2


# ---------------------------------------------------------------- actions

@rule
def production(halls: int) -> int:
    """Goods a production space gives, with this many matching halls (Masons' for the Quarry...)."""
    return 2 + halls


@rule
def income(halls: int) -> int:
    """Silver the Counting House pays a player who owns this many halls of any kind."""
    return 3 + halls // 2


@rule
def harbour_deliveries(harbourmasters: int) -> int:
    """Contracts one Harbour visit fulfils, with this many Harbourmasters' Halls."""
    return 1 + harbourmasters


@rule
def buy_price(price: int) -> int:
    """What one good costs at the Market: one more than its price."""
    return price + 1


@rule
def purchase_cost(goods: int, price: int) -> int:
    """Silver paid to buy this many goods of one kind at this price."""
    if goods > buy_limit():
        raise ValueError(f"at most {buy_limit()} goods per visit")
    return goods * buy_price(price)


@rule
def sale_value(goods: int, price: int, merchants: int = 0) -> int:
    """Silver a sale of this many goods of one kind brings, with Merchants' Halls."""
    return goods * price + merchants


@rule
def price_after_sale(price: int) -> int:
    """The good's price once a player has sold it."""
    return max(min_price(), price - 1)


@rule
def price_after_purchase(price: int) -> int:
    """The good's price once a player has bought it."""
    return min(max_price(), price + 1)


@rule
def price_after_news(price: int, change: int) -> int:
    """A price moved by a Market news card, kept on the track."""
    return max(min_price(), min(max_price(), price + change))


# ---------------------------------------------------------------- scoring

@rule
def final_renown(track: int, silver: int, open_contracts: int) -> int:
    """Final Renown: the track, plus 1 per full 5 Silver, less 2 per contract still held."""
    return track + silver // silver_per_renown() - open_contracts * open_contract_penalty()


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "game-board": 1,
        "player-mats": players,
        "rondel-markers": players,
        "renown-markers": players,
        "price-markers": 3,
        "round-marker": 1,
        "contract-cards": BOX["contract-cards"],
        "news-cards": BOX["news-cards"],
        "hall-tiles": halls_in_supply(players, variant),
        "stone-cubes": BOX["stone-cubes"],
        "timber-cubes": BOX["timber-cubes"],
        "cloth-cubes": BOX["cloth-cubes"],
        "silver-coins": BOX["silver-coins"],
    }


# ---------------------------------------------------------------- invariants

@invariant("the box counts setup() names are the inventory's", per_player_count=False)
def box_counts_match(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    wrong = [k for k, v in BOX.items() if counts.get(k) != v]
    return True if not wrong else f"engine BOX differs from the inventory for {', '.join(wrong)}"


@invariant("the hall supply never needs more tiles than the box holds")
def halls_fit_the_box(players: int, game, variant: str | None = None) -> bool | str:
    tiles = next(c for c in game.inventory if c.id == "hall-tiles").count
    need = halls_in_supply(players, variant)
    return True if need <= tiles else f"{need} halls needed, {tiles} in the box"


@invariant("the contract deck fills the display and every hand with some left to draw")
def contracts_last(players: int, game) -> bool | str:
    deck = game.deck("contracts").total
    need = contracts_on_display(players) + players * contract_limit()
    return True if deck > need else f"{deck} contracts, {need} on display and in hands"


@invariant("there is a Market news card for the end of every round but the last", per_player_count=False)
def news_lasts(game) -> bool | str:
    deck = game.deck("news").total
    return True if deck >= last_round() - 1 else f"only {deck} news cards for {last_round() - 1} rounds"


@invariant("every contract asks for 2 to 6 goods and pays at least 1 Silver per good", per_player_count=False)
def contracts_are_sane(game) -> bool | str:
    for card in game.deck("contracts").cards:
        needs = card.fields["needs"]
        total = sum(a.amount for a in needs)
        if not 2 <= total <= 6:
            return f"{card.name} asks for {total} goods"
        if card.fields["pay"] < total:
            return f"{card.name} pays {card.fields['pay']} Silver for {total} goods"
        if any(a.name not in GOODS for a in needs):
            return f"{card.name} asks for something that is not a good"
    return True


@invariant("a news card never moves a price by more than 2", per_player_count=False)
def news_is_gentle(game) -> bool | str:
    for card in game.deck("news").cards:
        for good in ("stone", "timber", "cloth"):
            if abs(card.fields[good]) > 2:
                return f"{card.name} moves {good} by {card.fields[good]}"
    return True

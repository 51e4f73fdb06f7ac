"""Market Row: the rules the tables, examples and setup print."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

KINDS = ("Grain", "Cloth", "Spice", "Tool")
SLOTS = 6
QUICK_CUT = 10          # market cards the Quick Market variant leaves out


# ---------------------------------------------------------------- the market row

@rule
def slot_price(slot: int) -> int:
    """Slot 1 (leftmost) costs 5 coins, each slot to its right one less, slot 6 is free."""
    if not 1 <= slot <= SLOTS:
        raise ValueError(f"no slot {slot}: the row has {SLOTS}")
    return SLOTS - slot


@rule
def market_slots(players: int | None = None) -> int:
    return SLOTS


@rule
def price_to_pay(slot: int, discount: int = 0) -> int:
    """A discount (Merchant's Scales) lowers the price, never below nothing."""
    return max(0, slot_price(slot) - discount)


@rule
def row_after_buying(row: list, slot: int, new_card: str) -> list:
    """The card in `slot` leaves; the cards to its right slide one slot left; a new crate fills slot 6."""
    rest = list(row[: slot - 1]) + list(row[slot:])
    return rest + [new_card]


@rule
def row_after_pass(row: list, new_card: str) -> list:
    """Nothing was bought: the stale card in slot 1 is thrown out and the row slides."""
    return row_after_buying(row, 1, new_card)


# ---------------------------------------------------------------- a turn

@rule
def hand_size(players: int | None = None) -> int:
    return 5


@rule
def buys_per_turn(players: int | None = None) -> int:
    return 1


@rule
def coins_in_hand(coins: list) -> int:
    return sum(int(c) for c in coins)


# ---------------------------------------------------------------- setup

@rule
def market_cards(players: int, variant: str | None = None) -> int:
    """Market cards shuffled into the deck: 30 at two players, five more for each player after."""
    cards = 30 + 5 * (players - 2)
    if variant == "quick-market":
        cards -= QUICK_CUT
    return cards


@rule
def starting_cards(players: int | None = None) -> int:
    return starting_coppers() + starting_stalls()


@rule
def starting_coppers(players: int | None = None) -> int:
    return 7


@rule
def starting_stalls(players: int | None = None) -> int:
    return 3


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "market": market_cards(players, variant),
        "starter": starting_cards() * players,
        "starter/copper": starting_coppers() * players,
        "starter/empty-stall": starting_stalls() * players,
        "market-board": 1,
        "first-player": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"market": {"table": SLOTS, "per_round": players}}


# ---------------------------------------------------------------- scoring

@rule
def set_bonus(players: int | None = None) -> int:
    return 3


@rule
def full_sets(grain: int, cloth: int, spice: int, tool: int) -> int:
    return min(grain, cloth, spice, tool)


@rule
def final_score(card_points: int, grain: int, cloth: int, spice: int, tool: int) -> int:
    return card_points + set_bonus() * full_sets(grain, cloth, spice, tool)


# ---------------------------------------------------------------- invariants

@invariant("the whole market deck is used at the most players", per_player_count=False)
def market_deck_fits(game) -> bool | str:
    deck = game.deck("market")
    most = market_cards(game.max_players)
    return True if deck.total == most else f"{deck.total} market cards, {most} used at {game.max_players} players"


@invariant("the starting cards give every player seven Coppers and three Empty Stalls", per_player_count=False)
def starters_suffice(game) -> bool | str:
    deck = game.deck("starter")
    counts = {card.id: card.count for card in deck.cards}
    most = game.max_players
    if counts.get("copper", 0) != starting_coppers() * most:
        return f"{counts.get('copper', 0)} Coppers for {most} players"
    if counts.get("empty-stall", 0) != starting_stalls() * most:
        return f"{counts.get('empty-stall', 0)} Empty Stalls for {most} players"
    return True


@invariant("each kind has ten market cards", per_player_count=False)
def kinds_balanced(game) -> bool | str:
    tally = {kind: 0 for kind in KINDS}
    for card in game.deck("market").cards:
        tally[card.fields["kind"]] += card.count
    uneven = [f"{k} {n}" for k, n in tally.items() if n != 10]
    return True if not uneven else "uneven kinds: " + ", ".join(uneven)


@invariant("the market deck fills the row and leaves cards to refill it")
def deck_outlasts_row(players: int) -> bool:
    return market_cards(players, "quick-market") > market_slots()


@invariant("a hand is no bigger than a starting deck")
def hand_fits_deck(players: int) -> bool:
    return hand_size() <= starting_cards()

"""Engine model of Banknote Purse: market stalls, paper money and making change.

Money is counted in marks. The notes are 1, 5, 10, 20 and 50 marks. Every
number the rulebook's tables print is computed here; game.yaml and the card
files hold what the box holds, and the invariants hold the two together.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)  # the same range as `players` in game.yaml

NOTES = (50, 20, 10, 5, 1)  # largest first, as change is counted out

GOODS = ("Bread", "Eggs", "Cheese", "Honey", "Wool", "Lamp Oil")
WHOLESALE = {"Bread": 1, "Eggs": 2, "Cheese": 4, "Honey": 5, "Wool": 8, "Lamp Oil": 11}
RETAIL = {"Bread": 3, "Eggs": 4, "Cheese": 7, "Honey": 9, "Wool": 13, "Lamp Oil": 18}

PURSE = {1: 5, 5: 2, 10: 2, 20: 1, 50: 0}

STOCK_CARDS = 40  # the whole Stock deck goes on the table


# --- the bank --------------------------------------------------------------

@rule
def bank_notes(players: int, note: int) -> int:
    """Notes of one value counted into the bank at the start."""
    if note == 1:
        return 3 * players + 6
    if note == 5:
        return 2 * players + 6
    if note == 10:
        return 2 * players + 4
    if note == 20:
        return players + 5
    if note == 50:
        return 6
    raise ValueError(f"there is no {note}-mark note")


@rule
def bank_total(players: int) -> int:
    """What the bank holds at the start, in marks."""
    return sum(note * bank_notes(players, note) for note in NOTES)


# --- each player's purse ------------------------------------------------------

@rule
def starting_purse(note: int) -> int:
    """Notes of one value in each player's starting purse."""
    return PURSE[note]


@rule
def starting_cash(players: int | None = None) -> int:
    """Marks in each player's starting purse (the same at every count)."""
    return sum(note * count for note, count in PURSE.items())


@rule
def notes_in_purse(players: int | None = None) -> int:
    """How many notes a starting purse holds."""
    return sum(PURSE.values())


# --- setup ------------------------------------------------------------------

@rule
def customers_used(players: int) -> int:
    """Customer cards shuffled into the queue: six a player, and six more."""
    return 6 * players + 6


@rule
def wholesale_row(players: int) -> int:
    """Stock cards face up in the wholesale row."""
    return 4 if players <= 3 else 5


@rule
def stock_dealt(players: int | None = None) -> int:
    """Stock cards each player starts with on their stall."""
    return 2


@rule
def stall_limit(players: int | None = None) -> int:
    """Most goods a stall may hold at the end of a turn."""
    return 5


@rule
def buys_per_turn(players: int | None = None) -> int:
    """Most Stock cards a player may buy in one Restock step."""
    return 2


@rule
def break_fee() -> int:
    """What the bank keeps when it breaks a note for you."""
    return 1


@rule
def tip() -> int:
    """What a pleased customer leaves: a 1 from the bank."""
    return 1


# --- goods and prices ------------------------------------------------------------

@rule
def wholesale_cost(good: str) -> int:
    """What a Stock card of this good costs from the wholesale row."""
    return WHOLESALE[good]


@rule
def retail_price(good: str) -> int:
    """What a customer pays for this good."""
    return RETAIL[good]


@rule
def profit(good: str) -> int:
    """What one sale of this good earns over its cost."""
    return RETAIL[good] - WHOLESALE[good]


@rule
def change_due(good: str, note: int) -> int:
    """Change a customer paying with `note` is owed for `good`."""
    return note - RETAIL[good]


# --- making change ------------------------------------------------------------------

@rule
def fewest_notes(amount: int) -> list[int]:
    """The notes that make up `amount` in the fewest notes, largest first."""
    notes = []
    for note in NOTES:
        while amount >= note:
            notes.append(note)
            amount -= note
    return notes


@rule
def notes_needed(amount: int) -> int:
    """How many notes the fewest-notes change for `amount` takes."""
    return len(fewest_notes(amount))


@rule
def bank_gives(owed: int, bank: dict) -> int:
    """The most the bank can pay out, up to `owed`, from the notes it has.

    `bank` maps a note (as text: "5") to how many the bank holds. The bank
    never gives more than it owes; what it cannot make up, it keeps.
    """
    have = {int(k): int(v) for k, v in bank.items()}
    reach = {0}
    for note in NOTES:
        for _ in range(have.get(note, 0)):
            reach |= {r + note for r in reach if r + note <= owed}
    return max(reach)


@rule
def bank_keeps(owed: int, bank: dict) -> int:
    """What the payer loses when the bank cannot make the exact change."""
    return owed - bank_gives(owed, bank)


@rule
def broken_note(note: int) -> list[int]:
    """What the bank hands back for a note it breaks: its value less the fee, in the fewest notes."""
    return fewest_notes(note - break_fee())


# --- the game as a whole ------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    out = {}
    total = 0
    for note in NOTES:
        n = bank_notes(players, note) + PURSE[note] * players
        out[f"banknotes/note-{note}"] = n
        total += n
    out["banknotes"] = total
    out["customers"] = customers_used(players)
    out["stock"] = STOCK_CARDS
    return out


@invariant("the box holds every note the bank and the purses need", per_player_count=True)
def box_covers_the_bank(players: int, game) -> bool | str:
    deck = game.deck("banknotes")
    for card in deck.cards:
        note = card.fields["value"]
        need = bank_notes(players, note) + PURSE[note] * players
        if card.count < need:
            return f"{card.name}: {need} needed, {card.count} in the box"
    return True


@invariant("every Stock card prints its good's cost and price", per_player_count=False)
def stock_prices_agree(game) -> bool | str:
    for card in game.deck("stock").cards:
        good = card.fields["good"]
        if card.fields["cost"] != WHOLESALE[good] or card.fields["price"] != RETAIL[good]:
            return f"{card.name} prints {card.fields['cost']}/{card.fields['price']}"
    return True


@invariant("every customer pays with a note larger than the price", per_player_count=False)
def customers_pay_over(game) -> bool | str:
    for card in game.deck("customers").cards:
        if card.fields["note"] <= RETAIL[card.fields["good"]]:
            return f"{card.name} pays no more than the price"
        if card.fields["note"] not in NOTES:
            return f"{card.name} pays with a note that does not exist"
    return True


@invariant("the customer queue at five players uses the whole deck", per_player_count=False)
def queue_fits(game) -> bool | str:
    total = game.deck("customers").total
    return True if total >= customers_used(5) else f"{total} customers, {customers_used(5)} needed"


@invariant("the Stock deck covers every stall's start and a full row")
def stock_suffices(players: int, game) -> bool | str:
    total = game.deck("stock").total
    if total != STOCK_CARDS:
        return f"the Stock deck has {total} cards, the engine counts {STOCK_CARDS}"
    return total >= players * stock_dealt() + wholesale_row(players)

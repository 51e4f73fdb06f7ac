"""Engine model of Lucky Syndicate: the rules the printed tables and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

STAKE = 3            # Coins each member pays into the kitty
INCOME = 2           # Coins each player takes from the bank every round
STARTING_COINS = 10
JACKPOT_SEED = 20    # what the jackpot starts at, and is reset to after a win
ROLLOVER_PERCENT = 25

# ticket kind -> (price, winning faces of one die or "double", prize or None for the jackpot, copies)
TICKETS = {
    "Scratchcard": (1, (4, 5, 6), 2, 10),
    "Lucky Dip": (1, (5, 6), 3, 8),
    "Bonus Ball": (2, (6,), 12, 8),
    "Jackpot Draw": (3, "double", None, 4),
}
VOID_CARDS = 6


@rule
def rounds(players: int) -> int:
    """Every player organises twice."""
    return 2 * players


@rule
def starting_coins(players: int | None = None) -> int:
    return STARTING_COINS


@rule
def income(players: int | None = None) -> int:
    """Coins each player takes from the bank at the start of a round."""
    return INCOME


@rule
def stake(players: int | None = None) -> int:
    """Coins a member pays into the kitty to sign up."""
    return STAKE


@rule
def full_kitty(players: int) -> int:
    """The kitty when every player signs up."""
    return STAKE * players


@rule
def kitty_left(kitty: int, spent: list) -> int:
    return kitty - sum(spent)


@rule
def jackpot_seed() -> int:
    return JACKPOT_SEED


@rule
def rollover_percent() -> int:
    return ROLLOVER_PERCENT


@rule
def jackpot_after_rollover(jackpot: int) -> int:
    """The jackpot grows by a quarter, rounded down."""
    return jackpot + jackpot * ROLLOVER_PERCENT // 100


@rule
def share_each(winnings: int, members: int) -> int:
    return winnings // members


@rule
def share_remainder(winnings: int, members: int) -> int:
    return winnings % members


@rule
def share_word(members: int) -> str:
    return {1: "all of it", 2: "a half", 3: "a third", 4: "a quarter", 5: "a fifth"}[members]


@rule
def ticket_price(ticket: str) -> int:
    return TICKETS[ticket][0]


@rule
def ticket_prize(ticket: str) -> int | str:
    prize = TICKETS[ticket][2]
    return "the jackpot" if prize is None else prize


@rule
def ticket_copies(ticket: str) -> int:
    return TICKETS[ticket][3]


@rule
def void_cards() -> int:
    return VOID_CARDS


def _ways_in_36(ticket: str) -> int:
    faces = TICKETS[ticket][1]
    if faces == "double":
        return 6          # 11, 22, 33, 44, 55, 66 of the 36 throws of two dice
    return len(faces) * 6


@rule
def odds(ticket: str) -> int:
    """The N of '1 in N': how many tries one win takes on average."""
    return 36 // _ways_in_36(ticket)


@rule
def winning_roll(ticket: str) -> str:
    faces = TICKETS[ticket][1]
    if faces == "double":
        return "any double on two dice"
    words = [str(f) for f in faces]
    said = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]
    return f"{said} on one die"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "tickets": 36,
        "coins": 90,
        "member-tokens": players,
        "organiser-badge": 1,
        "round-marker": 1,
        "syndicate-mat": 1,
        "dice": 2,
    }


@invariant("every ticket card agrees with the engine's price, odds, prize and copies", per_player_count=False)
def tickets_agree(game) -> bool | str:
    deck = game.deck("tickets")
    seen = set()
    for card in deck.cards:
        f = card.fields
        if card.name == "Void":
            if card.count != VOID_CARDS:
                return f"Void has {card.count} copies, the engine says {VOID_CARDS}"
            continue
        if card.name not in TICKETS:
            return f"{card.name} is no ticket kind of the engine"
        seen.add(card.name)
        price, _, prize, copies = TICKETS[card.name]
        if f["price"] != price:
            return f"{card.name} costs {f['price']}, the engine says {price}"
        if f["odds"] != odds(card.name):
            return f"{card.name} prints odds 1 in {f['odds']}, the faces give 1 in {odds(card.name)}"
        if f["prize"] != prize:
            return f"{card.name} pays {f['prize']}, the engine says {prize}"
        if card.count != copies:
            return f"{card.name} has {card.count} copies, the engine says {copies}"
    missing = set(TICKETS) - seen
    return True if not missing else f"no card for {', '.join(sorted(missing))}"


@invariant("the deck holds 36 cards, as setup() takes out", per_player_count=False)
def deck_size(game) -> bool | str:
    total = game.deck("tickets").total
    return True if total == 36 else f"the deck holds {total}"


@invariant("the bank's coins cover everyone's starting coins and the jackpot seed")
def coins_suffice(players: int) -> bool:
    bank_value = 60 * 1 + 30 * 5
    return bank_value >= players * STARTING_COINS + JACKPOT_SEED


@invariant("every ticket breaks even on average: price times odds equals the prize", per_player_count=False)
def tickets_break_even(game) -> bool | str:
    for name, (price, _, prize, _) in TICKETS.items():
        if prize is not None and price * odds(name) != prize:
            return f"{name}: {price} x {odds(name)} is not {prize}"
    return True

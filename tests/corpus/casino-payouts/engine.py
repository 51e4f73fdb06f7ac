"""Payout Night: the rules the tables print, the payouts, setup by player count."""

from generator.engine import invariant, rule

PLAYERS = (2, 6)

# The spinner's pockets in order round the rim, starting at zero (a real wheel's order).
WHEEL = (0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10,
         5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26)
RED = frozenset({1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36})
DOZENS = {"1st dozen": range(1, 13), "2nd dozen": range(13, 25), "3rd dozen": range(25, 37)}

STARTING_STACK = {5: 5, 25: 3, 100: 4}     # chip value -> how many each player takes
CHIPS_IN_BOX = {"chips-5": 60, "chips-25": 40, "chips-100": 30}
LOAN_PAYBACK = 125
LUCKY_BREAK_CARDS = 30
SMALLEST_CHIP = 5


# --- Bets -------------------------------------------------------------------------------

@rule
def payout_odds(bet: str) -> int:
    """What a winning bet pays, to 1."""
    if bet == "Straight":
        return 35
    if bet == "Dozen":
        return 2
    return 1


@rule
def numbers_covered(bet: str) -> int:
    """How many of the 37 pockets win this bet."""
    if bet == "Straight":
        return 1
    if bet == "Dozen":
        return 12
    return 18


@rule
def stake_min(bet: str = "Straight") -> int:
    return SMALLEST_CHIP


@rule
def stake_max(bet: str = "Straight") -> int:
    return 25 if bet == "Straight" else 100


@rule
def winnings(stake: int, bet: str) -> int | None:
    """What the bank pays on a winning bet of this stake; None when the stake breaks the table limit."""
    if stake < stake_min(bet) or stake > stake_max(bet) or stake % SMALLEST_CHIP:
        return None
    return stake * payout_odds(bet)


@rule
def pockets() -> int:
    return len(WHEEL)


@rule
def red_numbers() -> list[int]:
    return sorted(RED)


@rule
def pocket_colour(number: int) -> str:
    if number == 0:
        return "Green"
    return "Red" if number in RED else "Black"


def bet_kind(target: str) -> str:
    """A target as written on the board ('17', 'Red', '2nd dozen') -> the kind of bet."""
    if target.isdigit():
        return "Straight"
    if target in DOZENS:
        return "Dozen"
    return target


def bet_wins(target: str, spin: int) -> bool:
    kind = bet_kind(target)
    if kind == "Straight":
        return int(target) == spin
    if spin == 0:
        return False            # zero beats every outside bet
    if kind == "Dozen":
        return spin in DOZENS[target]
    return {
        "Red": spin in RED,
        "Black": spin not in RED,
        "Odd": spin % 2 == 1,
        "Even": spin % 2 == 0,
        "Low": spin <= 18,
        "High": spin >= 19,
    }[kind]


@rule
def spin_winnings(bets: list, spin: int) -> int:
    """What the bank pays a player for one spin: each winning bet's stake times its odds."""
    return sum(stake * payout_odds(bet_kind(target)) for target, stake in bets if bet_wins(target, spin))


@rule
def spin_losses(bets: list, spin: int) -> int:
    """The stakes a player loses to the bank in one spin."""
    return sum(stake for target, stake in bets if not bet_wins(target, spin))


@rule
def spin_net(bets: list, spin: int) -> int:
    return spin_winnings(bets, spin) - spin_losses(bets, spin)


@rule
def half_back(stake: int) -> int:
    """Half Back on Zero: the part of an even-money stake its owner keeps, rounded down to a chip of 5."""
    return (stake // 2) // SMALLEST_CHIP * SMALLEST_CHIP


# --- Setup and the night ----------------------------------------------------------------

@rule
def spins(players: int = 4, variant: str | None = None) -> int:
    base = {2: 10, 3: 8, 4: 8, 5: 6, 6: 6}[players]
    return base // 2 if variant == "short-night" else base


@rule
def cards_dealt(players: int = 4) -> int:
    return 3 if players == 2 else 2


@rule
def bet_markers_each(players: int | None = None) -> int:
    return 3


@rule
def bets_per_spin(players: int | None = None) -> int:
    """Each bet needs one of your markers on it, so you may have as many bets as markers."""
    return bet_markers_each(players)


@rule
def cards_drawn_by_croupier() -> int:
    return 1


@rule
def starting_stack(chip: int) -> int:
    return STARTING_STACK[chip]


@rule
def stack_value(chip: int) -> int:
    return chip * STARTING_STACK[chip]


@rule
def starting_chips(players: int | None = None) -> int:
    return sum(chip * n for chip, n in STARTING_STACK.items())


@rule
def card_price() -> int:
    return 25


@rule
def swap_price() -> int:
    return 10


@rule
def loan_payback() -> int:
    return LOAN_PAYBACK


@rule
def final_score(chips: int, loans: int = 0) -> int:
    return chips - LOAN_PAYBACK * loans


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "betting-board": 1,
        "spinner": 1,
        "paperclip": 1,
        "chips-5": CHIPS_IN_BOX["chips-5"],          # the whole bank comes out
        "chips-25": CHIPS_IN_BOX["chips-25"],
        "chips-100": CHIPS_IN_BOX["chips-100"],
        "bet-markers": bet_markers_each(players) * players,
        "croupier-badge": 1,
        "lucky-breaks": LUCKY_BREAK_CARDS,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    # Each player is dealt a hand; the croupier draws one card after every spin.
    return {"lucky-breaks": {"hand": cards_dealt(players), "per_round": cards_drawn_by_croupier(),
                             "turns": spins(players)}}


# --- Invariants -------------------------------------------------------------------------

@invariant("the box holds every player's starting stack with chips left in the bank")
def stacks_fit_the_box(players: int) -> bool | str:
    short = [f"chips of {chip}" for chip, n in STARTING_STACK.items()
             if n * players >= CHIPS_IN_BOX[f"chips-{chip}"]]
    return True if not short else "no bank left of " + ", ".join(short)


@invariant("the engine's chip counts are the box's", per_player_count=False)
def chips_match_the_box(game) -> bool | str:
    for line in game.inventory:
        if line.id in CHIPS_IN_BOX and line.count != CHIPS_IN_BOX[line.id]:
            return f"{line.name}: box {line.count}, engine {CHIPS_IN_BOX[line.id]}"
    deck = game.deck("lucky-breaks")
    if deck.total != LUCKY_BREAK_CARDS:
        return f"Lucky Break deck has {deck.total} cards, engine says {LUCKY_BREAK_CARDS}"
    return True


@invariant("the deck covers every hand and the croupier's draws")
def deck_lasts(players: int) -> bool:
    return cards_dealt(players) * players + spins(players) * cards_drawn_by_croupier() <= LUCKY_BREAK_CARDS


@invariant("the spinner board shows every pocket in the wheel's order and colour", per_player_count=False)
def spinner_matches_wheel(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "spinner")
    pockets_on_board = [loc for loc in board.locations if loc.kind.endswith("-pocket")]
    if [int(loc.name) for loc in pockets_on_board] != list(WHEEL):
        return "the spinner's pockets are not in the wheel's order"
    for loc in pockets_on_board:
        want = {"Green": "zero-pocket", "Red": "red-pocket", "Black": "black-pocket"}[pocket_colour(int(loc.name))]
        if loc.kind != want:
            return f"pocket {loc.name} is {loc.kind}, should be {want}"
    return True


@invariant("the cashier's prices are the engine's", per_player_count=False)
def cashier_prices(game) -> bool | str:
    prices = {c.id: c.items[0].amount for c in game.costs}
    if prices.get("buy-card") != card_price() or prices.get("swap-card") != swap_price():
        return f"cashier prices {prices}"
    return True


@invariant("a Loan Shark's loan is what the card gives, and its payback what the engine charges",
           per_player_count=False)
def loan_shark_card(game) -> bool | str:
    card = next((c for c in game.deck("lucky-breaks").cards if c.id == "loan-shark"), None)
    if card is None:
        return "no Loan Shark card"
    return True if card.fields["chips"] == 100 and LOAN_PAYBACK > 100 else "Loan Shark: loan 100, payback more"

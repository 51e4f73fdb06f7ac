"""Seed Round: the rules the rulebook's tables, examples and invariants compute with.

Money: the cards keep it in tenths of a million ($100k, the smallest cash chip),
because a card column holds whole numbers; a cheque of 5 is $0.5M. The rules the
rulebook prints give it in millions ($0.5M is 0.5).

Stakes: percentages. The cards keep them in tenths of a percent (125 is 12.5%);
the rules take and give them as percentages (12.5).
"""

from fractions import Fraction
import math

from generator.engine import invariant, rule

PLAYERS = (2, 4)

ROUNDS = ("Seed", "Series A", "Series B")

# in $100k
VALUATION_PER_TRACTION = {"Seed": 5, "Series A": 10, "Series B": 20}
BURN = {"Seed": 2, "Series A": 5, "Series B": 10}
STARTING_CASH = 5
EXIT_PER_TRACTION = 40
PATENT_BONUS = 20

DRAWN_AFTER_BURN = {"Seed": 2, "Series A": 2, "Series B": 0}

INVESTOR_CARDS = 18
MILESTONE_CARDS = 30
CASH_CHIPS = 80


def _millions(tenths: int) -> int | float:
    """$100k units to millions: 5 -> 0.5, 20 -> 2."""
    return tenths // 10 if tenths % 10 == 0 else tenths / 10


def _number(value: Fraction) -> int | float:
    value = Fraction(value)
    if value.denominator == 1:
        return int(value)
    return round(float(value), 2)


# --- setup -----------------------------------------------------------------

@rule
def term_sheets(players: int) -> int:
    """Investor cards revealed in each round's Pitch: one more than the founders."""
    return players + 1


@rule
def milestones_dealt(players: int | None = None) -> int:
    """Milestone cards in each founder's opening hand."""
    return 3


@rule
def starting_cash(players: int | None = None) -> int | float:
    """Cash each founder starts with, in $M."""
    return _millions(STARTING_CASH)


@rule
def starting_traction(players: int | None = None) -> int:
    """Where each founder's Traction marker starts."""
    return 2


@rule
def max_traction() -> int:
    """The top of the Traction track."""
    return 12


# --- rounds ----------------------------------------------------------------

@rule
def valuation_per_traction(round: str) -> int | float:
    """What one Traction is worth in this round's Pitch, in $M."""
    return _millions(VALUATION_PER_TRACTION[round])


@rule
def burn(round: str) -> int | float:
    """What each founder pays in this round's Burn, in $M."""
    return _millions(BURN[round])


@rule
def milestones_drawn(round: str) -> int:
    """Milestone cards each founder draws at the end of this round's Burn."""
    return DRAWN_AFTER_BURN[round]


@rule
def traction_lost_when_broke() -> int:
    """Traction a founder loses when they cannot pay the whole Burn."""
    return 2


@rule
def deals_per_round() -> int:
    """Term sheets one founder may sign in one Pitch."""
    return 1


# --- money -----------------------------------------------------------------

@rule
def post_money(cheque: float, stake: float) -> int | float:
    """The company's value just after the deal: the cheque is the stake of it."""
    return _number(Fraction(str(cheque)) * 100 / Fraction(str(stake)))


@rule
def pre_money(cheque: float, stake: float) -> int | float:
    """The company's value just before the deal: post-money less the cheque."""
    return _number(Fraction(str(post_money(cheque, stake))) - Fraction(str(cheque)))


@rule
def traction_needed(pre_money: float, round: str) -> int:
    """The Traction whose valuation reaches a term sheet's pre-money."""
    tenths = Fraction(str(pre_money)) * 10
    return math.ceil(tenths / VALUATION_PER_TRACTION[round])


@rule
def founder_stake(stakes: list) -> int | float:
    """What the founder still owns, in %, after selling these stakes in turn."""
    held = Fraction(100)
    for stake in stakes:
        held *= 1 - Fraction(str(stake)) / 100
    return _number(held)


@rule
def diluted_stake(stake: float, later: list) -> int | float:
    """An investor's stake after the later rounds' stakes dilute it."""
    held = Fraction(str(stake))
    for other in later:
        held *= 1 - Fraction(str(other)) / 100
    return _number(held)


@rule
def exit_value_per_traction() -> int:
    """What each Traction adds to the exit value, in $M."""
    return _millions(EXIT_PER_TRACTION)


@rule
def patent_bonus() -> int:
    """What each Patent Granted adds to the exit value, in $M."""
    return _millions(PATENT_BONUS)


@rule
def exit_value(traction: int, cash: float, patents: int = 0) -> int | float:
    """The company's price at the exit, in $M."""
    total = (traction * Fraction(EXIT_PER_TRACTION, 10) + Fraction(str(cash))
             + patents * Fraction(PATENT_BONUS, 10))
    return _number(total)


@rule
def payout(traction: int, cash: float, stake: float, patents: int = 0) -> int | float:
    """The founder's share of the exit, in $M."""
    value = Fraction(str(exit_value(traction, cash, patents)))
    return _number(value * Fraction(str(stake)) / 100)


# --- what comes out of the box ----------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "investors": INVESTOR_CARDS,
        "milestones": MILESTONE_CARDS,
        "traction-board": 1,
        "traction-markers": players,
        "round-marker": 1,
        "cash": CASH_CHIPS,
        "cap-table-pad": 1,
        "calculator": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"milestones": {"hand": milestones_dealt(players), "draw": 2}}


# --- invariants --------------------------------------------------------------

@invariant("every term sheet's post-money, pre-money and Traction needed follow from its cheque and stake",
           per_player_count=False)
def term_sheets_add_up(game) -> bool | str:
    for card in game.deck("investors").cards:
        f = card.fields
        cheque, stake = f["cheque"], f["stake"]
        if f["post_money"] * stake != cheque * 1000:
            return f"{card.name}: post-money {f['post_money']} is not {cheque} / {stake / 10}%"
        if f["pre_money"] != f["post_money"] - cheque:
            return f"{card.name}: pre-money {f['pre_money']} is not post-money less the cheque"
        needed = math.ceil(Fraction(f["pre_money"], VALUATION_PER_TRACTION[f["round"]]))
        if f["traction_needed"] != needed:
            return f"{card.name}: needs {needed} Traction, the card says {f['traction_needed']}"
        if needed > max_traction():
            return f"{card.name}: needs more Traction than the track holds"
    return True


@invariant("each round's stack of investors fills the biggest Pitch", per_player_count=False)
def stacks_fill_the_pitch(game) -> bool | str:
    most = term_sheets(game.max_players)
    for name in ROUNDS:
        cards = sum(c.count for c in game.deck("investors").cards if c.fields["round"] == name)
        if cards < most:
            return f"{name}: {cards} investors, {most} revealed"
    return True


@invariant("the Milestone deck deals and draws for the most founders", per_player_count=False)
def milestones_last(game) -> bool | str:
    deck = game.deck("milestones")
    each = milestones_dealt() + sum(DRAWN_AFTER_BURN.values())
    need = each * game.max_players
    return True if deck.total >= need else f"{deck.total} cards, {need} needed"


@invariant("setup takes out the whole box of cards and chips", per_player_count=False)
def box_matches_setup(game) -> bool | str:
    if game.deck("investors").total != INVESTOR_CARDS:
        return "investor deck size differs from engine"
    if game.deck("milestones").total != MILESTONE_CARDS:
        return "milestone deck size differs from engine"
    chips = next(c for c in game.inventory if c.id == "cash")
    return True if chips.count == CASH_CHIPS else "cash chips differ from engine"

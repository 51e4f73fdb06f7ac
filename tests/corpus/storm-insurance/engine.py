"""Engine model of Storm Insurance.

Underwriters sell policies on cargo ships and collect premiums from a shared
bank when they close their books; a Disaster card turned over each time a
book sets sail may sink ships, and every sunk ship costs its payout.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

RISKS = ("Low", "Medium", "High")

# What a policy earns when the ship comes home, and what it costs when it sinks.
PREMIUMS = {"Low": 2, "Medium": 3, "High": 5}
PAYOUTS = {"Low": 4, "Medium": 6, "High": 9}

# The disaster deck's mix: copies of each card, and the risk levels it sinks.
DISASTER_MIX = {
    "Fair Winds": (14, ()),
    "Squall": (7, ("High",)),
    "Gale": (5, ("Medium", "High")),
    "Hurricane": (2, ("Low", "Medium", "High")),
    "Pirates": (2, ()),   # sinks the ship written last, whatever its risk
}

ONES_IN_BANK = 15          # one-crown coins counted into the bank for change


@rule
def premium(risk: str) -> int:
    """Crowns the bank pays for a ship of this risk that comes home."""
    return PREMIUMS[risk]


@rule
def payout(risk: str) -> int:
    """Crowns the underwriter pays into the bank when a ship of this risk sinks."""
    return PAYOUTS[risk]


@rule
def disasters_that_sink(risk: str) -> int:
    """Disaster cards (Pirates aside) that sink a ship of this risk."""
    return sum(n for n, sinks in DISASTER_MIX.values() if risk in sinks)


@rule
def disaster_cards() -> int:
    """Cards in the disaster deck."""
    return sum(n for n, _ in DISASTER_MIX.values())


@rule
def bank_crowns(players: int) -> int:
    """Crowns counted into the bank at setup."""
    return 25 * players


@rule
def bank_ones(players: int = 2) -> int:
    """One-crown coins in the bank at setup, the same at every count."""
    return ONES_IN_BANK


@rule
def bank_fives(players: int) -> int:
    """Five-crown coins in the bank at setup: the rest of its crowns."""
    return (bank_crowns(players) - ONES_IN_BANK) // 5


@rule
def starting_crowns(players: int = 2) -> int:
    """Crowns in each underwriter's purse at the start: one five and one one."""
    return 6


@rule
def harbour_size(players: int) -> int:
    """Cargo cards face up in the harbour."""
    return 3 if players <= 3 else 4


@rule
def book_limit() -> int:
    """Most ships one book may hold in a turn."""
    return 5


@rule
def debt_penalty() -> int:
    """Crowns each Debt marker costs at the final count."""
    return 5


@rule
def close_books(afloat: list) -> int:
    """Premiums collected for the ships still afloat when the books close."""
    return sum(PREMIUMS[r] for r in afloat)


@rule
def payouts_owed(sunk: list) -> int:
    """Crowns paid into the bank for the ships that sank during the turn."""
    return sum(PAYOUTS[r] for r in sunk)


@rule
def turn_net(afloat: list, sunk: list) -> int:
    """What the turn did to the underwriter's purse: premiums less payouts."""
    return close_books(afloat) - payouts_owed(sunk)


@rule
def final_worth(crowns: int, debts: int) -> int:
    """An underwriter's score: crowns in the purse less the Debt markers."""
    return crowns - debts * debt_penalty()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "cargo": 36,
        "disasters": disaster_cards(),
        "one-crowns": bank_ones(players) + players,
        "five-crowns": bank_fives(players) + players,
        "debt-markers": 12,
        "first-marker": 1,
    }


@invariant("the bank and the purses come to whole coins the box holds")
def coins_suffice(players: int, game) -> bool | str:
    ones = next(c for c in game.inventory if c.id == "one-crowns").count
    fives = next(c for c in game.inventory if c.id == "five-crowns").count
    need_ones = bank_ones(players) + players
    need_fives = bank_fives(players) + players
    if bank_ones(players) + 5 * bank_fives(players) != bank_crowns(players):
        return "the bank's coins do not add up to its crowns"
    if need_ones > ones or need_fives > fives:
        return f"needs {need_ones} ones and {need_fives} fives"
    return True


@invariant("every Cargo card prints the premium and payout of its risk", per_player_count=False)
def cargo_matches_risk(game) -> bool | str:
    for card in game.deck("cargo").cards:
        risk = card.fields["risk"]
        if card.fields["premium"] != premium(risk) or card.fields["payout"] != payout(risk):
            return f"{card.name} does not print the {risk} premium and payout"
    return True


@invariant("the Disaster cards are the mix the engine counts", per_player_count=False)
def disaster_mix_matches(game) -> bool | str:
    deck = game.deck("disasters")
    for card in deck.cards:
        want = DISASTER_MIX.get(card.name)
        if want is None:
            return f"{card.name} is not in the engine's mix"
        if card.count != want[0] or tuple(card.fields["sinks"]) != want[1]:
            return f"{card.name} differs from the engine's mix"
    return True if deck.total == disaster_cards() else "the deck's size differs"


@invariant("a payout always costs more than its premium earns", per_player_count=False)
def payouts_outweigh_premiums() -> bool:
    return all(payout(r) > premium(r) for r in RISKS)

"""Roll Ledger: the rules the tables, the ledger sheet and the examples print."""

from generator.engine import invariant, rule

PLAYERS = (1, 8)

ACCOUNTS = ("Pairs", "Runs", "High Street", "Odd Lots", "Triples")

# what each account needs, what you write in it, its boxes and the bonus for completing it
LEDGER = {
    "Pairs": {"Needs": "two dice alike", "Write": "the pair's total", "Boxes": 4, "Bonus": 6},
    "Runs": {"Needs": "three dice in a row", "Write": "the run's total", "Boxes": 3, "Bonus": 8},
    "High Street": {"Needs": "four dice totalling 16 or more", "Write": "all four dice", "Boxes": 3, "Bonus": 8},
    "Odd Lots": {"Needs": "all four odd or all four even", "Write": "all four dice", "Boxes": 2, "Bonus": 10},
    "Triples": {"Needs": "three dice alike", "Write": "the three dice's total", "Boxes": 2, "Bonus": 12},
}

# the short reminder each account prints on the ledger sheet
HINTS = {
    "Pairs": "2 alike: their total",
    "Runs": "3 in a row: their total",
    "High Street": "total 16+: the total",
    "Odd Lots": "all odd or all even: total",
    "Triples": "3 alike: their total",
}

HIGH_STREET_LEAST = 16
SOLO_TITLES = ((220, "Master of the Ledger"), (190, "Chief Accountant"), (160, "Bookkeeper"), (0, "Apprentice Clerk"))


# --- player count -------------------------------------------------------------------------------

@rule
def rounds(players: int | None = None) -> int:
    """Rounds in a game, at every count."""
    return 12


@rule
def dice_rolled(players: int | None = None) -> int:
    """Dice the roller throws each round."""
    return 4


@rule
def contracts_revealed(players: int = 2) -> int:
    """Contract cards laid face up at setup."""
    return 3 if players <= 4 else 4


@rule
def roller_rerolls(players: int = 2) -> int:
    """How many times the roller may re-roll any of the dice each round (solo: you are always the roller)."""
    return 2 if players == 1 else 1


@rule
def ink_drops(players: int | None = None) -> int:
    """Drops of Ink each player starts with."""
    return 4


@rule
def points_per_ink_drop() -> int:
    return 2


# --- the accounts -------------------------------------------------------------------------------

@rule
def ledger(what: str, account: str) -> str | int:
    """One fact of one account, as the accounts table prints it."""
    return LEDGER[account][what]


@rule
def boxes(account: str) -> int:
    return LEDGER[account]["Boxes"]


@rule
def row_bonus(account: str) -> int:
    return LEDGER[account]["Bonus"]


@rule
def account_value(account: str, dice: list) -> int:
    """What the best booking of these dice in the account is worth; 0 when the dice do not qualify."""
    faces = sorted(int(d) for d in dice)
    distinct = set(faces)
    if account == "Pairs":
        pairs = [f for f in distinct if faces.count(f) >= 2]
        return 2 * max(pairs) if pairs else 0
    if account == "Triples":
        triples = [f for f in distinct if faces.count(f) >= 3]
        return 3 * max(triples) if triples else 0
    if account == "Runs":
        starts = [f for f in range(1, 5) if {f, f + 1, f + 2} <= distinct]
        return 3 * max(starts) + 3 if starts else 0
    if account == "High Street":
        return sum(faces) if sum(faces) >= HIGH_STREET_LEAST else 0
    if account == "Odd Lots":
        return sum(faces) if len({f % 2 for f in faces}) == 1 else 0
    raise ValueError(f"no account {account!r}")


# --- scoring ------------------------------------------------------------------------------------

@rule
def accounts_total(entries: list) -> int:
    """The numbers written in the accounts, added up (crossed and empty boxes score nothing)."""
    return sum(int(e) for e in entries)


@rule
def bonus_total(completed: list) -> int:
    return sum(row_bonus(a) for a in completed)


@rule
def ink_points(ink_left: int) -> int:
    return points_per_ink_drop() * ink_left


@rule
def final_score(entries: list, completed: list, contracts: list, ink_left: int) -> int:
    return accounts_total(entries) + bonus_total(completed) + sum(contracts) + ink_points(ink_left)


@rule
def solo_title(score: int | str) -> str:
    if isinstance(score, str):          # the open-ended column, "220 or more"
        score = int(score.split()[0])
    for least, title in SOLO_TITLES:
        if score >= least:
            return title
    return SOLO_TITLES[-1][1]


# --- what the ledger sheet prints ---------------------------------------------------------------

@rule
def ledger_boxes() -> list:
    """One row per account, as wide as the widest: 'open' for a box, 'none' where the row has ended."""
    width = max(boxes(a) for a in ACCOUNTS)
    return [["open"] * boxes(a) + ["none"] * (width - boxes(a)) for a in ACCOUNTS]


@rule
def row_bonuses() -> list:
    return [row_bonus(a) for a in ACCOUNTS]


@rule
def account_hint(account: str) -> str:
    return HINTS[account]


@rule
def round_labels() -> list:
    return list(range(1, rounds() + 1))


@rule
def ink_row() -> list:
    return list(range(1, ink_drops() + 1))


@rule
def contract_slots() -> list:
    most = max(contracts_revealed(p) for p in range(PLAYERS[0], PLAYERS[1] + 1))
    return [chr(ord("A") + i) for i in range(most)]


# --- setup and play -----------------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a table at this count takes out of the box."""
    return {
        "contracts": 12,          # the whole deck is shuffled; some are revealed
        "dice": dice_rolled(),
        "pencils": players,
        "roller-marker": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"contracts": {"table": contracts_revealed(players)}}


# --- invariants ---------------------------------------------------------------------------------

@invariant("every round can be booked or crossed: the sheet has at least as many boxes as rounds",
           per_player_count=False)
def boxes_cover_rounds() -> bool | str:
    total = sum(boxes(a) for a in ACCOUNTS)
    return True if total >= rounds() else f"{total} boxes for {rounds()} rounds"


@invariant("the accounts on the sheet are the game's accounts", per_player_count=False)
def accounts_match(game) -> bool | str:
    named = tuple(game.names["accounts"])
    return True if named == ACCOUNTS else f"game.yaml lists {named}"


@invariant("the contract deck holds the cards setup shuffles, with some left after the reveal")
def contracts_suffice(players: int, game) -> bool | str:
    deck = game.deck("contracts")
    if deck.total != setup(players)["contracts"]:
        return f"setup takes {setup(players)['contracts']} but the deck has {deck.total}"
    return True if deck.total > contracts_revealed(players) else "no contract left after the reveal"


@invariant("every contract pays its first claimers at least as much as later ones, "
           "with a solo deadline inside the game", per_player_count=False)
def contracts_are_sane(game) -> bool | str:
    for card in game.deck("contracts").cards:
        if card.fields["first"] < card.fields["later"]:
            return f"{card.name} pays later claimers more"
        if not 1 <= card.fields["deadline"] <= rounds():
            return f"{card.name} has deadline {card.fields['deadline']}"
    return True


@invariant("a player can afford a Flip with the Ink they start with", per_player_count=False)
def ink_affords_flip(game) -> bool | str:
    flip = next(c for c in game.costs if c.id == "flip")
    cost = sum(item.amount for item in flip.items)
    return True if cost <= ink_drops() else f"a Flip costs {cost} but players start with {ink_drops()}"

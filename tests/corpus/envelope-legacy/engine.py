"""The Drowned Ledger: a legacy campaign of six sessions in the sunken city of Vell.

The rules the printed tables, the worked examples and the setup figure read.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

SESSIONS = 6
CARDS_PER_ENVELOPE = 6
FIRST_SEALED_CARD = 25
STICKERS_PER_SHEET = 4
SHEETS = "ABCDEF"
OIL_SUPPLY = 50

TIDES = {"Ebb": 0, "Slack": 1, "Surge": 2}


# --- Setup by player count -------------------------------------------------

@rule
def market_size(players: int) -> int:
    """Face-up Archive cards on the market: two more than the players."""
    return players + 2


@rule
def starting_oil(players: int) -> int:
    """Oil each house starts a session with."""
    return 6 if players == 2 else 5


@rule
def rounds_per_session(players: int) -> int:
    """Rounds in one session: fewer rounds with more houses at the table."""
    return {2: 8, 3: 7, 4: 6}[players]


@rule
def oil_income(players: int | None = None) -> int:
    """Oil a house takes at its Refill step."""
    return 2


@rule
def rest_oil(players: int | None = None) -> int:
    """Extra Oil for a house that salvages nothing on its turn."""
    return 2


@rule
def catch_up_oil(players: int | None = None) -> int:
    """Extra starting Oil for the house that came last in the previous session."""
    return 2


@rule
def sessions() -> int:
    return SESSIONS


# --- Rowing, the tide and salvaging -----------------------------------------

@rule
def free_routes() -> int:
    """Routes a boat rows along for free each turn."""
    return 1


@rule
def row_cost(routes: int) -> int:
    """Oil to row along this many routes in one turn: the first is free, each further one 1 Oil."""
    return max(0, routes - free_routes())


@rule
def tide(roll: int) -> str:
    """The Tide die: 1-2 Ebb, 3-4 Slack, 5-6 Surge."""
    if roll <= 2:
        return "ebb"
    if roll <= 4:
        return "slack"
    return "surge"


@rule
def tide_surcharge(tide: str) -> int:
    """Extra Oil every salvage costs this round."""
    return TIDES[tide]


@rule
def salvage_cost(card_cost: int, tide: str, discount: int = 0) -> int:
    """What a salvage costs: the card's cost plus the tide, less any discount, never below 0."""
    return max(0, card_cost + tide_surcharge(tide) - discount)


@rule
def dive_total(routes: int, card_cost: int, tide: str, discount: int = 0) -> int:
    """Oil spent on a whole turn of rowing and one salvage."""
    return row_cost(routes) + salvage_cost(card_cost, tide, discount)


# --- Scoring and the campaign ------------------------------------------------

@rule
def oil_renown(oil: int) -> int:
    """Renown for leftover Oil: 1 for every 3."""
    return oil // 3


@rule
def session_score(renown: int, oil: int) -> int:
    return renown + oil_renown(oil)


@rule
def stars_for_place(place: int) -> int:
    """Ledger stars written in the campaign log for a place in one session."""
    return {1: 4, 2: 2, 3: 1, 4: 0}[place]


# --- Envelopes -----------------------------------------------------------------

@rule
def session_opened(envelope: int) -> int:
    """The session before which an envelope is opened."""
    return envelope


@rule
def envelope_first_card(envelope: int) -> int:
    return FIRST_SEALED_CARD + CARDS_PER_ENVELOPE * (envelope - 1)


@rule
def envelope_last_card(envelope: int) -> int:
    return envelope_first_card(envelope) + CARDS_PER_ENVELOPE - 1


@rule
def envelope_sticker_sheet(envelope: int) -> str:
    return SHEETS[envelope - 1]


@rule
def cards_in_envelope(envelope: int | None = None) -> int:
    return CARDS_PER_ENVELOPE


@rule
def stickers_per_sheet() -> int:
    return STICKERS_PER_SHEET


def envelopes_opened_first(variant: str | None = None) -> int:
    return 2 if variant == "short-campaign" else 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What the first session takes out of the box (later sessions add one envelope each)."""
    opened = envelopes_opened_first(variant)
    return {
        "game-board": 1,
        "archive": 24,
        "sealed": CARDS_PER_ENVELOPE * opened,
        "envelopes": opened,
        "stickers": STICKERS_PER_SHEET * opened,
        "boats": players,
        "renown-markers": players,
        "oil": OIL_SUPPLY,
        "tide-die": 1,
        "campaign-log": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"archive": {"hand": 0, "draw": 1}, "tide": {"dice": 1}}


# --- Invariants ----------------------------------------------------------------

@invariant("the Archive cards are numbered 1 to 24, one card each", per_player_count=False)
def archive_numbered(game) -> bool | str:
    numbers = sorted(c.fields["number"] for c in game.deck("archive").cards)
    if numbers != list(range(1, FIRST_SEALED_CARD)):
        return f"archive numbers are {numbers}"
    bad = [c.name for c in game.deck("archive").cards if c.count != 1]
    return True if not bad else f"more than one copy: {', '.join(bad)}"


@invariant("each envelope holds its own run of numbered cards, a Chapter card first", per_player_count=False)
def envelopes_hold_their_cards(game) -> bool | str:
    for card in game.deck("sealed").cards:
        env = card.fields["envelope"]
        if not 1 <= env <= SESSIONS:
            return f"{card.name} is in envelope {env}"
        number = card.fields["number"]
        if not envelope_first_card(env) <= number <= envelope_last_card(env):
            return f"{card.name} (Card {number}) is not a card of Envelope {env}"
        is_first = number == envelope_first_card(env)
        if is_first != (card.fields["kind"] == "Chapter"):
            return f"{card.name}: only the first card of an envelope is its Chapter card"
        if card.count != 1:
            return f"{card.name} has more than one copy"
    numbers = sorted(c.fields["number"] for c in game.deck("sealed").cards)
    if numbers != list(range(FIRST_SEALED_CARD, envelope_last_card(SESSIONS) + 1)):
        return "the sealed cards do not run 25 to 60"
    return True


@invariant("every sticker sheet A to F holds four stickers, coded by its letter", per_player_count=False)
def sticker_sheets(game) -> bool | str:
    per_sheet: dict[str, int] = {}
    for card in game.deck("stickers").cards:
        letter = card.id[0].upper()
        if letter not in SHEETS:
            return f"{card.name} is on no sheet"
        per_sheet[letter] = per_sheet.get(letter, 0) + card.count
    for letter in SHEETS:
        if per_sheet.get(letter, 0) != STICKERS_PER_SHEET:
            return f"sheet {letter} holds {per_sheet.get(letter, 0)} stickers"
    return True


@invariant("relics and crews have a cost; omens and chapters have none", per_player_count=False)
def costs_where_they_belong(game) -> bool | str:
    for deck_id in ("archive", "sealed"):
        for card in game.deck(deck_id).cards:
            kind = card.fields["kind"]
            has_cost = card.fields["cost"] is not None
            if kind in ("Relic", "Crew") and not has_cost:
                return f"{card.name} has no cost"
            if kind in ("Omen", "Chapter") and has_cost:
                return f"{card.name} should have no cost"
            if kind == "Relic" and not card.fields["district"]:
                return f"{card.name} lies in no district"
    return True


@invariant("the supply holds every house's starting Oil with plenty to spare")
def oil_suffices(players: int) -> bool:
    return starting_oil(players) * players + catch_up_oil() <= OIL_SUPPLY // 2


@invariant("the starting Archive fills the market twice over")
def archive_fills_market(players: int) -> bool:
    return market_size(players) * 2 <= 24

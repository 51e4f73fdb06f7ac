"""Engine model of Chronicle of Ages.

Years are whole numbers, negative before Christ: 753 BC is -753, AD 79 is 79.
There is no year 0: the year after -1 (1 BC) is 1 (AD 1).
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

FIRST_YEAR = -800
LAST_YEAR = 400

# Each era's first and last year, inclusive.
ERAS = {
    "Archaic": (-800, -501),
    "Classical": (-500, -324),
    "Hellenistic": (-323, -31),
    "Imperial": (-30, 400),
}


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _century(year: int) -> int:
    """Signed century: -8 for the 8th century BC, 4 for the 4th century AD."""
    if year == 0:
        raise ValueError("there is no year 0")
    if year < 0:
        return -((-year + 99) // 100)
    return (year + 99) // 100


def year_label(year: int) -> str:
    return f"{-year} BC" if year < 0 else f"AD {year}"


@rule
def century_of(year: int) -> str:
    """The century a year belongs to, as printed: '8th century BC'."""
    c = _century(year)
    return f"{_ordinal(-c)} century BC" if c < 0 else f"{_ordinal(c)} century AD"


def _centuries_between(first: int, last: int) -> list[int]:
    lo, hi = _century(first), _century(last)
    return [c for c in range(lo, hi + 1) if c != 0]


@rule
def game_centuries() -> int:
    """Centuries the game covers, 8th BC to 4th AD."""
    return len(_centuries_between(FIRST_YEAR, LAST_YEAR))


@rule
def comes_before(earlier: int, later: int) -> bool:
    """Whether a card of year `earlier` lies left of one of year `later`."""
    return earlier < later


@rule
def span_years(first: int, last: int) -> int:
    """Years from `first` to `last`, counted with no year 0."""
    years = last - first
    if first < 0 < last:
        years -= 1
    return years


@rule
def cards_dealt(players: int) -> int:
    return 7 - players


@rule
def forum_size(players: int) -> int:
    return players + 2


@rule
def chronicle_length(players: int) -> int:
    """Cards in one Chronicle that end the game (the round is finished)."""
    return 11 - players


@rule
def ink_each(players: int | None = None) -> int:
    return 3


@rule
def points_per_century(players: int | None = None) -> int:
    return 2


@rule
def span_bonus(players: int | None = None) -> int:
    return 3


@rule
def looking_back_cost() -> int:
    return 1


@rule
def clearing_cost() -> int:
    return 2


@rule
def era_start(era: str) -> str:
    return year_label(ERAS[era][0])


@rule
def era_end(era: str) -> str:
    return year_label(ERAS[era][1])


@rule
def era_centuries(era: str) -> int:
    first, last = ERAS[era]
    return len(_centuries_between(first, last))


@rule
def era_bonus(era: str) -> int:
    return points_per_century() * era_centuries(era)


@rule
def era_complete(era: str, years: list) -> bool:
    """Whether cards of this era, of these years, cover every century it spans."""
    first, last = ERAS[era]
    needed = set(_centuries_between(first, last))
    held = {_century(y) for y in years if first <= y <= last}
    return needed <= held


@rule
def final_score(renown: list, eras: list, ink: int, span: bool) -> int:
    return sum(renown) + sum(era_bonus(e) for e in eras) + ink + (span_bonus() if span else 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "events": 50,
        "ink-tokens": 24,
        "century-board": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"events": {"hand": cards_dealt(players), "draw": 1}}


@invariant("every card's century is the one its year falls in", per_player_count=False)
def centuries_agree(game) -> bool | str:
    for card in game.deck("events").cards:
        if card.fields["century"] != century_of(card.fields["year"]):
            return f"{card.name}: {card.fields['century']} for {year_label(card.fields['year'])}"
    return True


@invariant("every card's year lies inside its era", per_player_count=False)
def years_in_era(game) -> bool | str:
    for card in game.deck("events").cards:
        first, last = ERAS[card.fields["era"]]
        if not first <= card.fields["year"] <= last:
            return f"{card.name} ({year_label(card.fields['year'])}) is outside the {card.fields['era']} era"
    return True


@invariant("every era can be completed from the deck", per_player_count=False)
def eras_completable(game) -> bool | str:
    for era in ERAS:
        years = [c.fields["year"] for c in game.deck("events").cards if c.fields["era"] == era]
        if not era_complete(era, years):
            return f"the {era} era lacks a century"
    return True


@invariant("the deck lasts until every Chronicle is full")
def deck_lasts(players: int, game) -> bool | str:
    need = players * cards_dealt(players) + forum_size(players) + players * chronicle_length(players)
    have = game.deck("events").total
    return True if need <= have else f"{need} cards needed, {have} in the deck"


@invariant("the box holds the starting Ink and every Ink the cards give", per_player_count=False)
def ink_suffices(game) -> bool | str:
    ink = next(c for c in game.inventory if c.id == "ink-tokens")
    from_cards = sum(c.fields["ink"] * c.count for c in game.deck("events").cards)
    need = ink_each() * game.max_players + from_cards
    return True if ink.count >= need else f"{need} Ink needed, {ink.count} in the box"


@invariant("the century names are the game's twelve centuries in order", per_player_count=False)
def century_names(game) -> bool | str:
    expected = [century_of(y) for y in range(FIRST_YEAR, LAST_YEAR + 1, 100) if y != 0]
    return True if list(game.names["centuries"]) == expected else f"expected {expected}"


@invariant("the Ink costs in game.yaml are the ones the rules charge", per_player_count=False)
def ink_costs_agree(game) -> bool | str:
    prices = {c.id: c.items[0].amount for c in game.costs}
    if prices.get("looking-back") != looking_back_cost():
        return f"Looking back costs {prices.get('looking-back')} in game.yaml"
    if prices.get("clear-forum") != clearing_cost():
        return f"Clearing the Forum costs {prices.get('clear-forum')} in game.yaml"
    return True

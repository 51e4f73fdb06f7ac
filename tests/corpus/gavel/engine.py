"""Engine model of Gavel, an auction game of paintings and florins.

The numbers the rulebook's tables print are computed here; game.yaml holds the
cards and the box. Invariants tie the two together.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 5)

SEASONS = ("Spring", "Summer", "Autumn", "Winter")

# What one painting in a collection pays at the end of each season.
VALUES = {
    "Ilse Marrow": (1, 2, 3, 4),
    "Tomas Quill": (1, 2, 4, 5),
    "Anouk Verre": (2, 3, 4, 6),
    "Benedek Sol": (2, 4, 5, 7),
    "Corin Ashby": (3, 4, 6, 8),
}

# Money cards each player takes at setup: {note value: cards} by player count.
STARTING_NOTES = {
    3: {10: 3, 5: 2, 2: 4, 1: 2},
    4: {10: 3, 5: 1, 2: 4, 1: 2},
    5: {10: 2, 5: 2, 2: 4, 1: 2},
}

PAINTING_CARDS = 30
MONEY_CARDS = 98


@rule
def starting_money(players: int) -> int:
    """Florins each player starts with: a bigger table means thinner wallets."""
    return {3: 50, 4: 45, 5: 40}[players]


@rule
def notes_each(players: int, note: int) -> int:
    """How many money cards of this value each player takes at setup."""
    return STARTING_NOTES[players][note]


@rule
def lots_per_season(players: int) -> int:
    """Paintings auctioned in one season: two more than the players."""
    return players + 2


@rule
def seasons() -> int:
    """Seasons in a game."""
    return len(SEASONS)


@rule
def lots_in_game(players: int) -> int:
    """Paintings auctioned over the whole game."""
    return lots_per_season(players) * seasons()


@rule
def painting_value(artist: str, season: str) -> int:
    """Florins one painting of this artist pays at the end of this season."""
    return VALUES[artist][SEASONS.index(season)]


@rule
def season_income(season: str, marrow: int = 0, quill: int = 0, verre: int = 0,
                  sol: int = 0, ashby: int = 0) -> int:
    """What the bank pays a collection at the end of a season."""
    held = {"Ilse Marrow": marrow, "Tomas Quill": quill, "Anouk Verre": verre,
            "Benedek Sol": sol, "Corin Ashby": ashby}
    return sum(painting_value(a, season) * n for a, n in held.items())


@rule
def min_raise() -> int:
    """The smallest raise in an open auction."""
    return 1


@rule
def fist_winner(bidders: list, bids: list) -> str:
    """Closed fist: the highest bid wins; a tie goes to the tied player sitting
    nearest the auctioneer's left. `bidders` run clockwise from the auctioneer's
    left, the auctioneer last. Nobody bidding means the auctioneer takes it."""
    best = max(bids)
    if best == 0:
        return bidders[-1]
    return bidders[list(bids).index(best)]


@rule
def auctioneer_gain(price: int, own_lot: bool) -> int:
    """Florins the auctioneer receives for a sold lot: the price, unless they
    bought it themselves, in which case the price goes to the bank."""
    return 0 if own_lot else price


@rule
def wall_bonus() -> int:
    """Florins for each wall (three paintings by one artist) at the end."""
    return 6


@rule
def walls(paintings: int) -> int:
    """Walls made by this many paintings of one artist."""
    return paintings // 3


@rule
def survey_bonus() -> int:
    """Florins for each survey (an Early, a Middle and a Late painting)."""
    return 4


@rule
def surveys(early: int, middle: int, late: int) -> int:
    """Surveys a collection makes: one painting of each era per survey."""
    return min(early, middle, late)


@rule
def final_score(money: int, walls: int, surveys: int) -> int:
    """Florins in hand plus the wall and survey bonuses."""
    return money + walls * wall_bonus() + surveys * survey_bonus()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "paintings": PAINTING_CARDS,
        "money": MONEY_CARDS,
        "gavel": 1,
        "season-marker": 1,
        "paddles": players,
        "sale-room": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"paintings": {"per_round": lots_per_season(players), "turns": 4}}


@invariant("the starting notes add up to the starting money")
def notes_add_up(players: int) -> bool | str:
    total = sum(v * n for v, n in STARTING_NOTES[players].items())
    return True if total == starting_money(players) else f"notes make {total}"


@invariant("the bank holds every player's starting notes")
def bank_covers_setup(players: int, game) -> bool | str:
    cards = {c.fields["value"]: c.count for c in game.deck("money").cards}
    short = [v for v, n in STARTING_NOTES[players].items() if n * players > cards.get(v, 0)]
    return True if not short else f"not enough {short} florin cards"


@invariant("the painting deck lasts all four seasons", per_player_count=True)
def deck_lasts(players: int, game) -> bool | str:
    deck = sum(c.count for c in game.deck("paintings").cards)
    return True if deck >= lots_in_game(players) else f"only {deck} paintings"


@invariant("the engine's deck sizes match the card data", per_player_count=False)
def decks_match(game) -> bool | str:
    paintings = sum(c.count for c in game.deck("paintings").cards)
    money = sum(c.count for c in game.deck("money").cards)
    if paintings != PAINTING_CARDS or money != MONEY_CARDS:
        return f"paintings {paintings}, money {money}"
    return True


@invariant("every artist has a value for every season", per_player_count=False)
def artists_valued(game) -> bool | str:
    missing = [a for a in game.names["artists"] if a not in VALUES]
    return True if not missing else f"no values for {', '.join(missing)}"


@invariant("values never fall from one season to the next", per_player_count=False)
def values_rise() -> bool:
    return all(list(v) == sorted(v) for v in VALUES.values())

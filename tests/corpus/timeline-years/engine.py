"""Year by Year: the rules the tables and the rulebook print.

Years are whole numbers: AD years as they are, BC years negative (44 BC is -44).
There is no year 0 in the cards; the gap across BC and AD is the two printed
numbers added together, which is what subtracting the negative year gives.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 8)

# The eras, oldest first, with the last year each one covers.
ERAS = (
    ("Ancient", -800),
    ("Classical", 500),
    ("Medieval", 1450),
    ("Early Modern", 1750),
    ("Industrial", 1900),
    ("Modern", 2020),
)
EARLIEST_YEAR = -3000
LATEST_YEAR = 2020

STAR_TOKENS = 80        # 60 one-star and 20 five-star tokens, in game.yaml's inventory
END_COLUMN = "At either end of the line"
WIDE_COLUMN = "500 or more"


@rule
def hand_size(players: int = 2) -> int:
    """Cards dealt to each player at setup."""
    if players <= 3:
        return 7
    if players <= 5:
        return 6
    return 5


@rule
def starting_line(players: int | None = None) -> int:
    """Cards turned year side up to start the line: one at every count."""
    return 1


@rule
def cards_drawn_after_miss(players: int | None = None) -> int:
    """A card placed wrong is discarded and replaced by one from the draw pile."""
    return 1


@rule
def empty_hand_bonus(players: int | None = None) -> int:
    """Stars for each player (or team) whose hand is empty when the game ends."""
    return 3


@rule
def gap_years(earlier: int, later: int) -> int:
    """How many years apart two neighbours are (BC years negative)."""
    return later - earlier


@rule
def stars_for_gap(gap: int | str) -> int:
    """Stars for a card placed right, by the years between its two neighbours."""
    if gap == END_COLUMN or gap == WIDE_COLUMN:
        return 1
    if gap < 100:
        return 3
    if gap < 500:
        return 2
    return 1


@rule
def placement_is_right(year: int, left: int | None = None, right: int | None = None) -> bool:
    """A card is right when its left neighbour is no later and its right neighbour no earlier."""
    if left is not None and left > year:
        return False
    if right is not None and right < year:
        return False
    return True


@rule
def stars_for_placement(year: int, left: int | None = None, right: int | None = None) -> int:
    """Stars a placed card earns: none when wrong, else by the gap it went into."""
    if not placement_is_right(year, left, right):
        return 0
    if left is None or right is None:
        return stars_for_gap(END_COLUMN)
    return stars_for_gap(gap_years(left, right))


@rule
def era_of(year: int) -> str:
    """The era a year belongs to."""
    for name, last in ERAS:
        if year <= last:
            return name
    return ERAS[-1][0]


@rule
def team_count(players: int = 4) -> int:
    """Partners: teams of two, one team of three when the count is odd."""
    return players // 2


@rule
def team_hand_size(players: int = 4) -> int:
    """Partners: cards in each team's shared hand, by the number of teams."""
    return {2: 8, 3: 7, 4: 6}[team_count(players)]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """The whole deck is shuffled into the draw pile; every star token goes to the supply."""
    return {"events": 110, "star-tokens": STAR_TOKENS}


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    if variant == "partners":
        teams = team_count(players)
        return {"events": {"hand": team_hand_size(players), "table": starting_line(), "holders": teams}}
    return {"events": {"hand": hand_size(players), "table": starting_line()}}


@invariant("the deck deals every hand and the start of the line with at least 40 cards left to draw")
def deck_deals(players: int, game) -> bool | str:
    deck = game.deck("events")
    dealt = hand_size(players) * players + starting_line(players)
    return True if deck.total - dealt >= 40 else f"{deck.total} cards, {dealt} dealt"


@invariant("setup takes the whole deck out of the box", per_player_count=False)
def whole_deck_comes_out(game) -> bool | str:
    deck = game.deck("events")
    wanted = setup(2)["events"]
    return True if deck.total == wanted else f"setup takes {wanted}, the deck holds {deck.total}"


@invariant("setup takes every star token out of the box", per_player_count=False)
def whole_supply_comes_out(game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "star-tokens")
    return True if tokens.count == STAR_TOKENS else f"the box holds {tokens.count}, setup takes {STAR_TOKENS}"


@invariant("the eras of game.yaml are the engine's, oldest first", per_player_count=False)
def eras_agree(game) -> bool | str:
    ours = [name for name, _ in ERAS]
    theirs = list(game.names["eras"])
    return True if ours == theirs else f"game.yaml lists {theirs}, the engine {ours}"


@invariant("every card's era band matches its year", per_player_count=False)
def eras_match_years(game) -> bool | str:
    for card in game.deck("events").cards:
        if era_of(card.fields["year"]) != card.fields["era"]:
            return f"{card.name} is dated {card.fields['year']} but marked {card.fields['era']}"
    return True


@invariant("every year lies between 3000 BC and 2020", per_player_count=False)
def years_in_range(game) -> bool | str:
    for card in game.deck("events").cards:
        if not EARLIEST_YEAR <= card.fields["year"] <= LATEST_YEAR:
            return f"{card.name} is dated {card.fields['year']}"
    return True


@invariant("no two cards name the same event", per_player_count=False)
def events_unique(game) -> bool | str:
    seen: set[str] = set()
    for card in game.deck("events").cards:
        key = card.name.lower()
        if key in seen:
            return f"{card.name} is in the deck twice"
        seen.add(key)
    return True

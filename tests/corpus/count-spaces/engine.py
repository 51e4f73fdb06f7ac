"""Millbrook Commons: the rules the printed tables and the board depend on."""

from generator.engine import invariant, rule

PLAYERS = (1, 5)

SITES = ("Fields", "Woodland", "Quarry", "Pasture", "Market", "Town Hall")

# Every action space of the board: its name, its site, and the fewest players
# it opens for (1: always open; 3: marked 3+; 4: marked 4+).
SPACES = (
    ("Sow", "Fields", 1),
    ("Forage", "Fields", 1),
    ("Glean", "Fields", 3),
    ("Fell", "Woodland", 1),
    ("Coppice", "Woodland", 4),
    ("Cut Stone", "Quarry", 1),
    ("Haul", "Quarry", 3),
    ("Shear", "Pasture", 1),
    ("Drove", "Pasture", 4),
    ("Stall", "Market", 1),
    ("Sell", "Market", 1),
    ("Barter", "Market", 4),
    ("Town Crier", "Town Hall", 1),
    ("Carpenter", "Town Hall", 1),
    ("Guild Yard", "Town Hall", 1),
    ("Commission", "Town Hall", 3),
    ("Master Builder", "Town Hall", 4),
)

# How the spaces-by-site table names its columns.
MARKS = {"Any count": 1, "3+ players": 3, "4+ players": 4}

HARVEST_ROUNDS = (3, 5, 7)

DECK_SIZE = 24          # Building cards in the box (held to game.yaml below)
GOODS_TOKENS = 110
COIN_TOKENS = 40


def _fewest_open(variant: str | None) -> int:
    """Spaces marked at most this are open beyond the player count (Open Commons opens 3+)."""
    return 3 if variant == "open-commons" else 1


def space_is_open(fewest: int, players: int, variant: str | None = None) -> bool:
    return players >= fewest or fewest <= _fewest_open(variant)


@rule
def workers_each(players: int, variant: str | None = None) -> int:
    """Workers each player places every round."""
    return 4 if players <= 2 else 3


@rule
def open_spaces(players: int, variant: str | None = None) -> int:
    """Action spaces open at this player count."""
    return sum(1 for _, _, fewest in SPACES if space_is_open(fewest, players, variant))


@rule
def building_row(players: int) -> int:
    """Buildings lying face up in the building row."""
    return {1: 4, 2: 4, 3: 5, 4: 5, 5: 6}[players]


@rule
def reeve_markers(players: int) -> int:
    """Reeve markers that block spaces: only in the solo game."""
    return 2 if players == 1 else 0


@rule
def workers_in_play(players: int, variant: str | None = None) -> int:
    """Workers of all players together on the board by the end of a round."""
    return workers_each(players, variant) * players


@rule
def empty_spaces(players: int, variant: str | None = None) -> int:
    """Open spaces still empty once every worker (and Reeve) is placed."""
    return open_spaces(players, variant) - workers_in_play(players, variant) - reeve_markers(players)


@rule
def rounds(players: int | None = None) -> int:
    return 7


@rule
def harvest_rounds(players: int | None = None) -> list[int]:
    return list(HARVEST_ROUNDS)


@rule
def harvest_round(n: int) -> int:
    """The round of the n-th harvest (for the marks on the round track)."""
    return HARVEST_ROUNDS[n - 1]


@rule
def starting_coin(players: int | None = None) -> int:
    return 2


@rule
def starting_grain(players: int | None = None) -> int:
    return 2


@rule
def grain_per_worker() -> int:
    return 1


@rule
def hunger_penalty() -> int:
    """Points lost for each worker that goes hungry at a harvest."""
    return 2


@rule
def coins_per_point() -> int:
    return 3


@rule
def sell_limit() -> int:
    """Goods you may sell on the Sell space."""
    return 3


@rule
def solo_goal() -> int:
    """Points a solo player needs to win."""
    return 30


@rule
def site_spaces(site: str, mark: str) -> list[str] | None:
    """The spaces of one site opened by one marking, or None when it has none."""
    fewest = MARKS[mark]
    names = [name for name, where, f in SPACES if where == site and f == fewest]
    return names or None


@rule
def reeve_site(roll: int) -> str:
    """Where a Reeve marker goes on a roll of the Reeve die."""
    return ("fields", "woodland", "quarry", "pasture", "market", "town-hall")[roll - 1]


@rule
def harvest_penalty(workers: int, grain: int, cottages: int = 0) -> int:
    """Points lost at one harvest: each Cottage feeds one worker, each Grain another."""
    hungry = max(0, workers - cottages - grain // grain_per_worker())
    return hungry * hunger_penalty()


@rule
def coin_points(coins: int) -> int:
    return coins // coins_per_point()


@rule
def final_score(building_points: list, coins: int, penalties: int = 0) -> int:
    """Printed points of your buildings, plus Coin turned into points, less points lost to hunger."""
    return sum(building_points) + coin_points(coins) - penalties


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    solo = players == 1
    return {
        "game-board": 1,
        "buildings": DECK_SIZE,
        "workers": workers_in_play(players, variant),
        "score-markers": players,
        "goods": GOODS_TOKENS,
        "coins": COIN_TOKENS,
        "first-player": 0 if solo else 1,
        "round-marker": 1,
        "reeve-markers": reeve_markers(players),
        "reeve-die": 1 if solo else 0,
    }


def board_label(name: str, fewest: int) -> str:
    return name if fewest == 1 else f"{name} ({fewest}+)"


@invariant("there are never more workers (and Reeves) than open spaces", per_player_count=True)
def room_for_everyone(players: int) -> bool | str:
    placed = workers_in_play(players) + reeve_markers(players)
    if placed > open_spaces(players):
        return f"{placed} pieces for {open_spaces(players)} spaces"
    return True


@invariant("the board prints every action space at its site, marked for the players it needs",
           per_player_count=False)
def board_matches_spaces(game) -> bool | str:
    printed: dict[str, str] = {}
    for board in game.maps:
        for place in board.locations:
            for space in place.spaces:
                printed[space] = place.name
    expected = {board_label(name, fewest): site for name, site, fewest in SPACES}
    if printed != expected:
        missing = sorted(set(expected) - set(printed))
        extra = sorted(set(printed) - set(expected))
        return f"board differs from SPACES: missing {missing}, extra {extra}"
    return True


@invariant("the box counts in setup() match game.yaml", per_player_count=False)
def box_counts_match(game) -> bool | str:
    deck = game.deck("buildings")
    if deck.total != DECK_SIZE:
        return f"{deck.total} Building cards, engine says {DECK_SIZE}"
    box = {c.id: c.count for c in game.inventory}
    if box.get("goods") != GOODS_TOKENS or box.get("coins") != COIN_TOKENS:
        return "goods or coin tokens differ from the engine"
    return True


@invariant("the deck can always fill the building row at the start", per_player_count=True)
def deck_fills_row(players: int) -> bool:
    return building_row(players) <= DECK_SIZE


@invariant("every building can be paid for with at most seven goods and Coin", per_player_count=False)
def buildings_affordable(game) -> bool | str:
    for card in game.deck("buildings").cards:
        total = sum(a.amount for a in card.fields["cost"])
        if total > 7:
            return f"{card.name} costs {total}"
    return True

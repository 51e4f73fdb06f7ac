"""Engine model of Three Crowns: the rules the printed tables and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (3, 7)  # the same range as `players` in game.yaml

HAND = 7                      # cards in every hand, and cards per player in every age deck
START_COINS = 3
NEIGHBOUR_PRICE = 2           # coins per resource bought from a neighbour
POST_PRICE = 1                # the same through a trading post
DISCARD_COINS = 3             # coins for a card discarded instead of built
COINS_PER_POINT = 3
SET_POINTS = 7                # one set of three different science symbols
AGES = ("I", "II", "III")
AGE_DECKS = ("age-1", "age-2", "age-3")


@rule
def age_deck_cards(players: int) -> int:
    """Cards in each age's deck once the cards above the player count are put away."""
    return HAND * players


@rule
def cards_dealt(players: int | None = None) -> int:
    """Cards dealt to each player at the start of every age."""
    return HAND


@rule
def cards_built_per_age(players: int | None = None) -> int:
    """Turns in an age: every card of the hand but the last is played."""
    return HAND - 1


@rule
def guilds_in_deck(players: int) -> int:
    """Guild cards left in the Age III deck: two more than the players."""
    return players + 2


@rule
def starting_coins(players: int | None = None) -> int:
    return START_COINS


@rule
def pass_direction(age: str) -> str:
    return {"I": "left", "II": "right", "III": "left"}[age]


@rule
def victory_points(age: str) -> int:
    """What a victory token of that age is worth."""
    return {"I": 1, "II": 3, "III": 5}[age]


@rule
def defeat_points(age: str) -> int:
    return -1


@rule
def clash_points(mine: int, theirs: int, age: str) -> int:
    """The token one clash with one neighbour gives you (0 for a tie)."""
    if mine > theirs:
        return victory_points(age)
    if mine < theirs:
        return defeat_points(age)
    return 0


@rule
def neighbour_price() -> int:
    return NEIGHBOUR_PRICE


@rule
def trading_post_price() -> int:
    return POST_PRICE


@rule
def trade_cost(bought: int, discounted: int = 0) -> int:
    """Coins paid for `bought` resources from neighbours, `discounted` of them through a trading post."""
    return NEIGHBOUR_PRICE * (bought - discounted) + POST_PRICE * discounted


@rule
def discard_coins() -> int:
    return DISCARD_COINS


@rule
def coins_per_point() -> int:
    return COINS_PER_POINT


@rule
def coin_points(coins: int) -> int:
    return coins // COINS_PER_POINT


@rule
def square_points(same: int) -> int:
    """Points for one kind of science symbol: the count squared."""
    return same * same


@rule
def science_set_points() -> int:
    return SET_POINTS


@rule
def science_points(compass: int, gear: int, tablet: int) -> int:
    """A city's science: each kind squared, plus 7 for every set of three different symbols."""
    counts = (compass, gear, tablet)
    return sum(square_points(n) for n in counts) + SET_POINTS * min(counts)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "age-1": age_deck_cards(players),
        "age-2": age_deck_cards(players),
        "age-3": age_deck_cards(players),
        "city-mats": players,
        "coins": 64,              # the whole bank
        "conflict-tokens": 42,    # the whole supply
        "score-pad": 1,
    }


def _in_play(game, deck_id: str, players: int):
    return [c for c in game.deck(deck_id).cards if c.fields["players"] <= players]


@invariant("each age deck holds exactly seven cards per player at every count")
def decks_fit_the_table(players: int, game) -> bool | str:
    for deck_id in AGE_DECKS:
        used = sum(c.count for c in _in_play(game, deck_id, players))
        if used != age_deck_cards(players):
            return f"{deck_id}: {used} cards at {players} players, not {age_deck_cards(players)}"
    return True


@invariant("the Age III deck holds two more guilds than players")
def guilds_fit(players: int, game) -> bool | str:
    guilds = sum(c.count for c in _in_play(game, "age-3", players) if c.fields["kind"] == "Guild")
    return True if guilds == guilds_in_deck(players) else f"{guilds} guilds at {players} players"


@invariant("no raw material card is ever built through a chain", per_player_count=False)
def chains_go_forward(game) -> bool | str:
    for deck_id in ("age-2", "age-3"):
        for card in game.deck(deck_id).cards:
            if card.fields["free_with"] and card.fields["kind"] == "Raw Material":
                return f"{card.name} is a raw material with a chain"
    return True


@invariant("the box holds enough conflict tokens and coins", per_player_count=False)
def supplies_match(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    most = game.max_players
    # every pair of neighbours fights once an age: at most one victory per pair, so seven of each age
    if counts["conflict-tokens"] != 42:
        return f"setup() takes 42 conflict tokens but the box holds {counts['conflict-tokens']}"
    if counts["coins"] != 64:
        return f"setup() takes 64 coins but the box holds {counts['coins']}"
    if 64 < most * START_COINS:
        return "not enough coins for the starting treasuries"
    return True

"""Lapidary (gem-tableau): the rules the printed tables and examples rest on."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

GEMS = ("Ruby", "Sapphire", "Emerald", "Topaz")
LEVEL_DECKS = ("level-1", "level-2", "level-3")

# ---------------------------------------------------------------- setup numbers


@rule
def gems_per_type(players: int) -> int:
    """Gem tokens of each of the four types put in the supply."""
    return {2: 4, 3: 5, 4: 7}[players]


@rule
def gold_tokens(players: int | None = None) -> int:
    """Gold (wild) tokens in the supply: always the whole box."""
    return 5


@rule
def patrons_revealed(players: int) -> int:
    """Patron tiles laid face up: one more than the players."""
    return players + 1


@rule
def market_per_tier(players: int | None = None) -> int:
    """Face-up cards in each row of the market."""
    return 4


@rule
def prestige_to_end(players: int | None = None, variant: str | None = None) -> int:
    """Prestige that ends the game (the round is then finished)."""
    return 12 if variant == "quick-polish" else 15


@rule
def token_limit(players: int | None = None) -> int:
    """Most tokens (Gold included) a player may keep at the end of a turn."""
    return 10


@rule
def reserve_limit(players: int | None = None) -> int:
    """Most reserved cards a player may hold."""
    return 3


@rule
def take_two_minimum(players: int | None = None) -> int:
    """A pile must hold at least this many gems before you take two from it."""
    return 4


@rule
def patron_prestige(players: int | None = None) -> int:
    """Prestige every patron tile is worth."""
    return 3


@rule
def actions_per_turn(players: int | None = None) -> int:
    """Actions a player takes on a turn."""
    return 1


# ---------------------------------------------------------------- buying and patrons


def _n(value) -> int:
    return int(value or 0)


@rule
def gems_to_pay(cost: dict, bonuses: dict) -> int:
    """Tokens a card costs once your bonuses are taken off its price."""
    return sum(max(0, _n(n) - _n(bonuses.get(g))) for g, n in cost.items())


@rule
def gold_needed(cost: dict, bonuses: dict, gems: dict) -> int:
    """Gold tokens needed to cover what your bonuses and gems do not."""
    short = 0
    for g, n in cost.items():
        due = max(0, _n(n) - _n(bonuses.get(g)))
        short += max(0, due - _n(gems.get(g)))
    return short


@rule
def patron_visits(bonuses: dict, needs: dict) -> bool:
    """A patron visits when every gem it asks for is matched by your bonuses."""
    return all(_n(bonuses.get(g)) >= _n(n) for g, n in needs.items())


@rule
def final_prestige(card_prestige: list, patrons: int) -> int:
    """A player's prestige: the prestige printed on their cards plus their patrons."""
    return sum(_n(p) for p in card_prestige) + patrons * patron_prestige()


# ---------------------------------------------------------------- setup


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "level-1": 28,
        "level-2": 20,
        "level-3": 12,
        "patrons": patrons_revealed(players),
        "gem-tokens": gems_per_type(players) * len(GEMS),
        "gold-tokens": gold_tokens(players),
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "level-1": {"table": market_per_tier()},
        "level-2": {"table": market_per_tier()},
        "level-3": {"table": market_per_tier()},
        "patrons": {"table": patrons_revealed(players)},
    }


# ---------------------------------------------------------------- invariants


@invariant("the box holds the gems the supply needs at every count")
def gems_suffice(players: int, game) -> bool:
    line = next(c for c in game.inventory if c.id == "gem-tokens")
    return line.count >= gems_per_type(players) * len(GEMS)


@invariant("setup takes each level deck out whole", per_player_count=False)
def level_decks_whole(game) -> bool | str:
    wanted = setup(2)
    for deck_id in LEVEL_DECKS:
        if game.deck(deck_id).total != wanted[deck_id]:
            return f"{deck_id} holds {game.deck(deck_id).total}, setup takes {wanted[deck_id]}"
    return True


@invariant("every gem gives the same number of bonuses on each level", per_player_count=False)
def bonuses_balanced(game) -> bool | str:
    for deck_id in LEVEL_DECKS:
        counts = {g: 0 for g in GEMS}
        for card in game.deck(deck_id).cards:
            counts[card.fields["bonus"]] += card.count
        if len(set(counts.values())) != 1:
            return f"{deck_id}: {counts}"
    return True


@invariant("higher levels are worth more prestige", per_player_count=False)
def prestige_climbs(game) -> bool | str:
    ranges = {1: (0, 1), 2: (1, 3), 3: (3, 5)}
    for level, (low, high) in ranges.items():
        for card in game.deck(f"level-{level}").cards:
            if not low <= card.fields["prestige"] <= high:
                return f"{card.name} is worth {card.fields['prestige']}"
    return True


@invariant("every patron is worth the patron prestige", per_player_count=False)
def patrons_worth_the_same(game) -> bool | str:
    for card in game.deck("patrons").cards:
        if card.fields["prestige"] != patron_prestige():
            return f"{card.name} is worth {card.fields['prestige']}"
    return True


@invariant("there are always enough patrons to reveal", per_player_count=True)
def patrons_suffice(players: int, game) -> bool:
    return game.deck("patrons").total >= patrons_revealed(players)


@invariant("every patron can be reached with the bonuses the decks hold", per_player_count=False)
def patrons_reachable(game) -> bool | str:
    owned = {g: 0 for g in GEMS}
    for deck_id in LEVEL_DECKS:
        for card in game.deck(deck_id).cards:
            owned[card.fields["bonus"]] += card.count
    for card in game.deck("patrons").cards:
        if not patron_visits(owned, {a.name: a.amount for a in card.fields["needs"]}):
            return f"{card.name} asks for more than the decks hold"
    return True

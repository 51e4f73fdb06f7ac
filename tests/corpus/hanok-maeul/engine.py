"""한옥마을 (Hanok Village): the engine model.

The numbers the rules compute with live here: what each player count takes at
setup, the few numbers that never change, the coin exchange and the final
score. Card values (costs, points, coins) live in the CSVs; the invariants
below hold the two together.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

KINDS = ("살림채", "마당", "마을")


# --- setup -------------------------------------------------------------------

@rule
def starting_hand(players: int = 2) -> int:
    """Material cards dealt to each player at the start: five in a duel, four otherwise."""
    return 5 if players == 2 else 4


@rule
def market_materials(players: int = 2) -> int:
    """Face-up material cards in the market: two more than the players."""
    return players + 2


@rule
def buildings_to_end(players: int = 2) -> int:
    """Hanok a player must own to call the last round."""
    return {2: 8, 3: 7, 4: 6}[players]


@rule
def hanok_market(players: int | None = None) -> int:
    """Face-up hanok cards, the same at every count."""
    return 5


@rule
def starting_coins(players: int | None = None) -> int:
    """Coins each player takes from the bank at the start."""
    return 3


@rule
def materials_taken(players: int | None = None) -> int:
    """Material cards a player takes in the gathering step."""
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    """Material cards a player may keep at the end of a turn."""
    return 8


@rule
def harmony_bonus(players: int | None = None) -> int:
    """Points for each full set of one dwelling, one yard and one village building."""
    return 4


@rule
def goals_revealed(players: int | None = None, variant: str | None = None) -> int:
    """Village goal cards laid out at the start (none in the family rules)."""
    return 0 if variant == "family" else 3


# --- coins -------------------------------------------------------------------

@rule
def swap_price() -> int:
    """Coins paid in place of one missing material."""
    return 2


@rule
def swaps_per_build() -> int:
    """Materials at most that coins may stand in for in one build."""
    return 2


@rule
def swap_coins(missing: int) -> int | None:
    """Coins a build costs when `missing` materials are paid in coin; None when not allowed."""
    if missing > swaps_per_build():
        return None
    return missing * swap_price()


@rule
def coin_points(coins: int) -> int:
    """Points the coins left at the end are worth: one for every three."""
    return coins // 3


# --- scoring -------------------------------------------------------------------

@rule
def harmony_sets(dwellings: int, yards: int, villages: int) -> int:
    """Full sets of the three kinds."""
    return min(dwellings, yards, villages)


@rule
def final_score(points: list, dwellings: int, yards: int, villages: int, coins: int, goal_points: int) -> int:
    """Hanok points, the harmony bonus, the coins' points and the goals met."""
    return (sum(points) + harmony_sets(dwellings, yards, villages) * harmony_bonus()
            + coin_points(coins) + goal_points)


@rule
def hanok_worth(materials: int) -> int:
    """What a hanok gives (points and coins together) for the materials it costs: one less."""
    return materials - 1


# --- the box -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "materials": 48,
        "hanok": 30,
        "goals": goals_revealed(players, variant),
        "coins": 30,
        "first-player": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"materials": {"hand": starting_hand(players), "draw": materials_taken()}}


@invariant("the setup takes the whole material and hanok decks and the whole bank", per_player_count=False)
def whole_decks(game) -> bool | str:
    for deck_id in ("materials", "hanok"):
        if game.deck(deck_id).total != setup(2)[deck_id]:
            return f"deck {deck_id} holds {game.deck(deck_id).total}, setup takes {setup(2)[deck_id]}"
    coins = next(c for c in game.inventory if c.id == "coins")
    return True if coins.count == setup(2)["coins"] else f"the box holds {coins.count} coins"


@invariant("the material deck deals every hand and the market with cards to spare")
def materials_suffice(players: int, game) -> bool | str:
    need = starting_hand(players) * players + market_materials(players)
    have = game.deck("materials").total
    return True if have >= need + 10 else f"{need} dealt of {have}"


@invariant("the hanok deck lasts until someone calls the last round")
def hanok_suffice(players: int, game) -> bool | str:
    need = players * buildings_to_end(players) + hanok_market()
    have = game.deck("hanok").total
    return True if have >= need else f"{need} hanok may be needed, the deck has {have}"


@invariant("the bank pays every player's starting coins")
def bank_suffices(players: int, game) -> bool | str:
    coins = next(c for c in game.inventory if c.id == "coins").count
    return True if coins >= players * starting_coins() * 2 else f"{coins} coins for {players} players"


@invariant("a hanok gives points and coins worth one less than its materials", per_player_count=False)
def hanok_value(game) -> bool | str:
    for card in game.deck("hanok").cards:
        materials = sum(a.amount for a in card.fields["cost"])
        given = card.fields["points"] + (card.fields["coins"] or 0)
        if given != hanok_worth(materials):
            return f"{card.name}: {materials} materials give {given}"
    return True


@invariant("every hanok costs no more than a full hand can pay", per_player_count=False)
def hanok_affordable(game) -> bool | str:
    for card in game.deck("hanok").cards:
        if sum(a.amount for a in card.fields["cost"]) > hand_limit():
            return f"{card.name} costs more than {hand_limit()} materials"
    return True


@invariant("each material has twelve cards in the deck", per_player_count=False)
def materials_even(game) -> bool | str:
    for material in game.names["materials"]:
        n = sum(c.count for c in game.deck("materials").cards if c.fields["material"] == material)
        if n != 12:
            return f"{material}: {n} cards"
    return True

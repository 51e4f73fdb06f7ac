"""Lantern Market: the rules the rulebook's tables and examples print.

Card values (costs, coins, glow, renown) live in the CSVs; the few numbers the
rules compute with are here, and invariants hold them to the card data.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

MARKET_CARDS = 51        # every market card is shuffled into the market deck
GLOW_TOKENS = 40         # the whole bank comes out
COPPER_COINS = 1         # what a Copper Lamp makes; the starter CSV must agree


@rule
def hand_size() -> int:
    """Cards you draw at the end of each turn."""
    return 5


@rule
def starting_copper_lamps() -> int:
    """Copper Lamps in each player's starting deck."""
    return 7


@rule
def starting_paper_lanterns() -> int:
    """Paper Lanterns in each player's starting deck."""
    return 3


@rule
def market_row(players: int) -> int:
    """Face-up cards in the market row."""
    return 4 if players == 2 else 5


@rule
def landmarks_face_up(players: int) -> int:
    """Landmarks revealed at setup; the others go back to the box."""
    return players + 3


@rule
def landmarks_to_end(players: int) -> int:
    """Owning this many Landmarks triggers the end of the game."""
    return 4 if players == 2 else 3


@rule
def starting_glow(seat: int) -> int:
    """Glow a player takes at setup, by seat order (later seats catch up)."""
    return 0 if seat <= 2 else 1


@rule
def lantern_die(roll: int) -> str:
    """Result of the ordinary six-sided die."""
    if roll <= 2:
        return "ember"
    if roll <= 5:
        return "glimmer"
    return "blaze"


@rule
def die_bonus(roll: int, glimmer: int, blaze: int, ember: int = 0) -> int:
    """What a card that rolls the die pays for this roll."""
    return {"ember": ember, "glimmer": glimmer, "blaze": blaze}[lantern_die(roll)]


@rule
def hand_coins(copper_lamps: int, other_coins: int = 0, bonus: int = 0) -> int:
    """Coins a turn makes: Copper Lamps, other cards' Coins, die bonuses."""
    return copper_lamps * COPPER_COINS + other_coins + bonus


@rule
def glow_total(saved: int, gained: int) -> int:
    """Glow a player holds after playing their hand."""
    return saved + gained


@rule
def glow_per_renown() -> int:
    """Leftover Glow converts to Renown at the end, at this rate."""
    return 3


@rule
def final_score(landmark_renown: int, card_renown: int, glow: int) -> int:
    """A player's final Renown."""
    return landmark_renown + card_renown + glow // glow_per_renown()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "starter/copper-lamp": starting_copper_lamps() * players,
        "starter/paper-lantern": starting_paper_lanterns() * players,
        "market": MARKET_CARDS,
        "landmarks": landmarks_face_up(players),
        "glow-tokens": GLOW_TOKENS,
        "renown-markers": players,
        "market-board": 1,
        "lantern-die": 1,
    }


@invariant("the engine's market deck size is the market CSV's", per_player_count=False)
def market_size_matches(game) -> bool | str:
    total = sum(c.count for c in game.deck("market").cards)
    return True if total == MARKET_CARDS else f"market CSV has {total}, engine says {MARKET_CARDS}"


@invariant("the glow bank in setup is the whole box", per_player_count=False)
def glow_bank_whole(game) -> bool | str:
    box = next(c for c in game.inventory if c.id == "glow-tokens")
    return True if box.count == GLOW_TOKENS else f"box holds {box.count}, engine says {GLOW_TOKENS}"


@invariant("a Copper Lamp makes the coins hand_coins() counts", per_player_count=False)
def copper_value_matches(game) -> bool | str:
    lamp = next(c for c in game.deck("starter").cards if c.id == "copper-lamp")
    return True if lamp.fields["coins"] == COPPER_COINS else "Copper Lamp coins differ"


@invariant("the market deck can refill the row for many turns")
def market_lasts(players: int) -> bool:
    return MARKET_CARDS - market_row(players) >= 40


@invariant("enough Landmarks are revealed for every player to reach the end trigger")
def landmarks_suffice(players: int, game) -> bool | str:
    in_box = sum(c.count for c in game.deck("landmarks").cards)
    if landmarks_face_up(players) > in_box:
        return f"{landmarks_face_up(players)} revealed but only {in_box} in the box"
    return landmarks_face_up(players) >= landmarks_to_end(players) + 1


@invariant("every market card costs between 2 and 7 Coins", per_player_count=False)
def market_costs_in_range(game) -> bool | str:
    bad = [c.name for c in game.deck("market").cards if not 2 <= c.fields["cost"] <= 7]
    return True if not bad else f"cost out of range: {', '.join(bad)}"

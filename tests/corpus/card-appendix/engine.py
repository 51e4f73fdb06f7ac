"""Lantern Market: the rules the tables and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# What the box holds of the cards the setup counts with (held to the card data below).
COPPER_COINS_IN_BOX = 40

# Glow each scoring card is worth at the end of the game.
GLOW = {
    "Paper Lantern": 1,
    "Silk Lantern": 3,
    "Dragon Lantern": 6,
    "Firework Show": 2,
}

# Coins each coin card gives when played.
COINS = {"Copper Coin": 1, "Silver Coin": 2, "Gold Coin": 3}


@rule
def hand_size(players: int | None = None) -> int:
    """Cards you draw in Close Up, at every player count."""
    return 5


@rule
def starting_coppers(players: int | None = None) -> int:
    """Copper Coins dealt to each player."""
    return 7


@rule
def starting_lanterns(players: int | None = None) -> int:
    """Paper Lanterns dealt to each player."""
    return 3


@rule
def starting_deck(players: int | None = None) -> int:
    """Cards in each player's first deck."""
    return starting_coppers() + starting_lanterns()


@rule
def coppers_in_supply(players: int) -> int:
    """Copper Coins left in the supply pile after dealing."""
    return COPPER_COINS_IN_BOX - starting_coppers() * players


@rule
def lantern_pile(players: int) -> int:
    """Cards in each Lantern pile of the supply (Paper, Silk and Dragon alike)."""
    return 8 if players == 2 else 12


@rule
def piles_to_end(players: int) -> int:
    """Empty supply piles that end the game."""
    return 4 if players == 4 else 3


@rule
def actions_per_turn(players: int | None = None) -> int:
    """Actions you start each turn with."""
    return 1


@rule
def buys_per_turn(players: int | None = None) -> int:
    """Buys you start each turn with."""
    return 1


@rule
def glow_of(card: str) -> int:
    """Glow a scoring card is worth at the end."""
    return GLOW[card]


@rule
def final_glow(paper: int = 0, silk: int = 0, dragon: int = 0, fireworks: int = 0, tokens: int = 0) -> int:
    """A player's score: every scoring card in their deck, plus their Glow tokens."""
    return (
        paper * GLOW["Paper Lantern"]
        + silk * GLOW["Silk Lantern"]
        + dragon * GLOW["Dragon Lantern"]
        + fireworks * GLOW["Firework Show"]
        + tokens
    )


@rule
def coins_available(coppers: int = 0, silvers: int = 0, golds: int = 0, bonus: int = 0) -> int:
    """Coins to spend in Go Shopping: coin cards played plus Coins from wares."""
    return coppers * COINS["Copper Coin"] + silvers * COINS["Silver Coin"] + golds * COINS["Gold Coin"] + bonus


@rule
def buys_in_turn(extra_buys: int = 0) -> int:
    """Buys a player has in Go Shopping."""
    return buys_per_turn() + extra_buys


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    lanterns_dealt = starting_lanterns() * players
    pile = lantern_pile(players)
    basics = COPPER_COINS_IN_BOX + 30 + 20 + (lanterns_dealt + pile) + pile + pile
    return {
        "basics": basics,
        "basics/copper-coin": COPPER_COINS_IN_BOX,
        "basics/paper-lantern": lanterns_dealt + pile,
        "basics/silk-lantern": pile,
        "basics/dragon-lantern": pile,
        "wares": 68 if variant == "lantern-duel" else 98,
        "glow-tokens": 20,
        "first-player-lamp": 1,
    }


@invariant("the engine's Glow values are the cards' own", per_player_count=False)
def glow_matches_cards(game) -> bool | str:
    cards = {c.name: c for d in game.decks for c in d.cards}
    wrong = [name for name, glow in GLOW.items() if cards[name].fields["glow"] != glow]
    return True if not wrong else f"Glow differs: {', '.join(wrong)}"


@invariant("the engine's Coin values are the coin cards' own", per_player_count=False)
def coins_match_cards(game) -> bool | str:
    cards = {c.name: c for c in game.deck("basics").cards}
    wrong = [name for name, coins in COINS.items() if cards[name].fields["coins"] != coins]
    return True if not wrong else f"Coins differ: {', '.join(wrong)}"


@invariant("the box holds the Copper Coins the setup deals and piles", per_player_count=False)
def coppers_match_box(game) -> bool | str:
    copper = next(c for c in game.deck("basics").cards if c.id == "copper-coin")
    return True if copper.count == COPPER_COINS_IN_BOX else f"Copper Coin count {copper.count}"


@invariant("the whole Ware deck comes out", per_player_count=False)
def wares_come_out(game) -> bool | str:
    total = game.deck("wares").total
    return True if total == setup(2)["wares"] else f"wares deck has {total}, setup takes {setup(2)['wares']}"

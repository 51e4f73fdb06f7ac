"""Engine model of Hollow Bag, a bag-building brewing game for 2-4 players.

Each brewer draws ingredient tokens from a cloth bag into a copper pot, one at
a time, and stops before the third Ash bursts the pot. The rules below are the
ones the rulebook's tables, the pot boards and the worked examples print.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)  # the same range as `players` in game.yaml

MARKET_KINDS = ("Nettle", "Salt", "Ember Root", "Moonwater", "Owl Feather", "Dragon Scale")
ASH_SUPPLY = 20  # every Ash token in the box; the whole supply comes out


# --- the bag -----------------------------------------------------------------

@rule
def starting_copper() -> int:
    """Copper tokens in each brewer's starting bag."""
    return 7


@rule
def starting_ash() -> int:
    """Ash tokens in each brewer's starting bag."""
    return 3


@rule
def starting_bag() -> int:
    """Tokens in a starting bag."""
    return starting_copper() + starting_ash()


# --- the pot -----------------------------------------------------------------

@rule
def ash_to_burst(salt: int = 0) -> int:
    """Ash tokens that burst a pot: three, or four once a Salt is in the pot."""
    return 4 if salt > 0 else 3


@rule
def bursts(ash: int, salt: int = 0) -> bool:
    """Whether a pot holding this many Ash (and Salt) has burst."""
    return ash >= ash_to_burst(salt)


@rule
def pot_spaces() -> int:
    """Spaces on a pot board, numbered 0 to 29."""
    return 30


@rule
def last_pot_space() -> int:
    return pot_spaces() - 1


@rule
def brew_space(moves: list, start: int = 0) -> int:
    """The space a brew ends on: the rat-tail start plus every move, at most the last space."""
    return min(start + sum(moves), last_pot_space())


@rule
def pot_coins(space: int) -> int:
    """Coins a pot pays when it ends on this space."""
    return space // 2 + 3


@rule
def pot_points(space: int) -> int:
    """Points a pot scores when it ends on this space."""
    return space // 4


@rule
def pot_ruby(space: int) -> int:
    """Rubies printed on a pot space: one on every fifth space."""
    return 1 if space > 0 and space % 5 == 0 else 0


@rule
def pot_board_spaces() -> list:
    """Every space of the pot board, for the board's layout."""
    return list(range(pot_spaces()))


# --- buying ------------------------------------------------------------------

@rule
def buys_per_round() -> int:
    """Tokens a brewer may buy in one round, each of a different kind."""
    return 2


@rule
def coins_per_ruby() -> int:
    """Extra coins one ruby is worth while buying."""
    return 2


@rule
def buying_power(coins: int, rubies_spent: int = 0) -> int:
    """Coins a brewer may spend: the pot's coins plus two for every ruby cashed in."""
    return coins + rubies_spent * coins_per_ruby()


@rule
def sweep_cost() -> int:
    """Rubies paid to take one Ash out of your bag for good."""
    return 3


# --- catching up -------------------------------------------------------------

@rule
def rat_tail_steps(gap: int) -> int:
    """Spaces a trailing brewer's rat starts ahead in the pot: one per full 5 points behind, at most 6."""
    return min(gap // 5, 6)


# --- rounds and the end ------------------------------------------------------

@rule
def rounds() -> int:
    return 9


@rule
def cinder_round() -> int:
    """The round at whose start every brewer adds one Ash to the bag."""
    return 5


@rule
def last_round() -> int:
    """The last round: nobody buys in it."""
    return rounds()


@rule
def winning_score() -> int:
    """Reaching this many points ends the game at the end of the round."""
    return 50


@rule
def rubies_per_point() -> int:
    """Rubies left at the end that score one point."""
    return 2


@rule
def final_ruby_points(rubies: int) -> int:
    return rubies // rubies_per_point()


# --- setup -------------------------------------------------------------------

@rule
def market_stock(players: int) -> int:
    """Tokens of each market kind set out at the stalls."""
    return 2 * players + 4


@rule
def ruby_pool(players: int) -> int:
    """Rubies in the common pool at the start."""
    return 5 * players + 10


@rule
def starting_rubies(players: int) -> int:
    """Rubies each brewer starts with."""
    return 1


@rule
def omens_in_game(players: int = 2) -> int:
    """Omen cards dealt face down as the omen pile: one per round."""
    return rounds()


MARKET_IDS = {"Nettle": "nettle", "Salt": "salt", "Ember Root": "ember-root",
              "Moonwater": "moonwater", "Owl Feather": "owl-feather", "Dragon Scale": "dragon-scale"}


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    out = {
        "ingredients/copper": starting_copper() * players,
        "ingredients/ash": ASH_SUPPLY,
        "omens": omens_in_game(players),
        "market-cards": len(MARKET_KINDS),
        "pot-boards": players,
        "cloth-bags": players,
        "score-markers": players,
        "rat-tokens": players,
        "rubies": ruby_pool(players),
        "game-board": 1,
        "round-marker": 1,
    }
    for kind in MARKET_KINDS:
        out[f"ingredients/{MARKET_IDS[kind]}"] = market_stock(players)
    return out


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    """How the game draws from its decks, for the designer's report."""
    return {"omens": {"per_round": 1, "turns": 9}}


# --- invariants --------------------------------------------------------------

@invariant("the starting bag is seven Copper and three Ash, and drawing all of it bursts the pot",
           per_player_count=False)
def starting_bag_bursts() -> bool | str:
    if starting_bag() != 10:
        return f"starting bag holds {starting_bag()}"
    return True if bursts(starting_ash()) else "a whole starting bag does not burst"


@invariant("the box holds enough Ash for every starting bag and the cinder round", per_player_count=True)
def ash_supply_suffices(players: int, game) -> bool | str:
    ash = next(c for c in game.deck("ingredients").cards if c.id == "ash")
    if ash.count != ASH_SUPPLY:
        return f"the box holds {ash.count} Ash but the engine counts {ASH_SUPPLY}"
    needed = players * (starting_ash() + 1)
    return True if ash.count >= needed else f"needs {needed} Ash"


@invariant("six market kinds, each priced 2 to 8 coins, each with a market card of the same price",
           per_player_count=False)
def market_prices(game) -> bool | str:
    market = [c for c in game.costs if c.group == "market"]
    if sorted(c.name for c in market) != sorted(MARKET_KINDS):
        return "the market costs are not the six market kinds"
    cards = {c.fields["kind"]: c for c in game.deck("market-cards").cards}
    for cost in market:
        price = cost.items[0].amount
        if not 2 <= price <= 8:
            return f"{cost.name} costs {price}"
        card = cards.get(cost.name)
        if card is None:
            return f"no market card for {cost.name}"
        if card.fields["price"] != price:
            return f"{card.name} prints price {card.fields['price']} but the cost is {price}"
    return True


@invariant("every token's value on its market card matches the tokens in the bag", per_player_count=False)
def market_card_values(game) -> bool | str:
    tokens = {c.fields["kind"]: c.fields["value"] for c in game.deck("ingredients").cards}
    for card in game.deck("market-cards").cards:
        if tokens.get(card.fields["kind"]) != card.fields["value"]:
            return f"{card.name} says value {card.fields['value']}"
    return True


@invariant("a pot that never bursts can pay for the two dearest tokens", per_player_count=False)
def full_pot_buys_the_best(game) -> bool | str:
    prices = sorted(c.items[0].amount for c in game.costs if c.group == "market")
    best = sum(prices[-buys_per_round():])
    return True if pot_coins(last_pot_space()) >= best else f"last space pays {pot_coins(last_pot_space())}"

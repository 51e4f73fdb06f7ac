"""Kiln and Cullet: the rules the tables and examples print.

Card values (cost, Heat, draw, points) live in the deck files; the few numbers the
rules compute with are kept here and held to the data by the invariants below.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

HAND_SIZE = 5
MARKET_ROW = 5
STARTING_CULLET = 7
STARTING_BOWLS = 3
SWEEP_COST = 2

# Points of the cards the final tally counts (held to the decks by invariants).
WINDOW_POINTS = 6
GOBLET_POINTS = 3
BEAD_POINTS = 1
BOWL_POINTS = 1
ROD_POINTS = 1
SEAL_POINTS_PER_GOBLET = 1


@rule
def hand_size(players: int | None = None) -> int:
    """Cards you draw at the end of every turn (and at the start of the game)."""
    return HAND_SIZE


@rule
def market_row_size(players: int | None = None) -> int:
    """Workshop cards face up in the market row."""
    return MARKET_ROW


@rule
def starting_cullet(players: int | None = None) -> int:
    return STARTING_CULLET


@rule
def starting_bowls(players: int | None = None) -> int:
    return STARTING_BOWLS


@rule
def starting_deck_size(players: int | None = None) -> int:
    return STARTING_CULLET + STARTING_BOWLS


@rule
def buys_per_turn(players: int | None = None) -> int:
    """Cards a player may buy in one turn, before any card adds a buy."""
    return 1


@rule
def sweep_cost() -> int:
    return SWEEP_COST


@rule
def windows_in_supply(players: int, variant: str | None = None) -> int:
    """Chapel Windows set out: two per player and four more; two fewer in a Short Firing."""
    count = 2 * players + 4
    if variant == "short":
        count -= 2
    return count


@rule
def goblets_in_supply(players: int) -> int:
    return 8 if players == 2 else 10


@rule
def beads_in_supply(players: int) -> int:
    return 12


@rule
def turn_heat(heat: list) -> int:
    """Heat made in a turn: the sum of the Heat of every card played."""
    return sum(heat)


@rule
def heat_left(heat: int, spent: int) -> int:
    """Heat not spent by the end of the Buy step (it is lost)."""
    return heat - spent


@rule
def final_score(windows: int = 0, goblets: int = 0, beads: int = 0, bowls: int = 0,
                rods: int = 0, seals: int = 0) -> int:
    """A player's points: commissions, Practice Bowls, Colour Rods and Master's Seals."""
    return (windows * WINDOW_POINTS + goblets * GOBLET_POINTS + beads * BEAD_POINTS
            + bowls * BOWL_POINTS + rods * ROD_POINTS + seals * goblets * SEAL_POINTS_PER_GOBLET)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    windows = windows_in_supply(players, variant)
    goblets = goblets_in_supply(players)
    beads = beads_in_supply(players)
    return {
        "starter": starting_deck_size() * players,
        "starter/cullet": STARTING_CULLET * players,
        "starter/practice-bowl": STARTING_BOWLS * players,
        "workshop": 40,
        "commissions": windows + goblets + beads,
        "commissions/chapel-window": windows,
        "commissions/goblet": goblets,
        "commissions/glass-bead": beads,
        "first-player": 1,
    }


def _card(game, deck: str, card_id: str):
    return next(c for c in game.deck(deck).cards if c.id == card_id)


@invariant("the whole Workshop deck comes out, as setup() says", per_player_count=False)
def workshop_comes_out_whole(game) -> bool | str:
    total = game.deck("workshop").total
    return True if total == 40 else f"the Workshop deck holds {total} cards, setup() takes 40"


@invariant("the starting cards make a full starting deck for every player")
def starting_decks_fit(players: int, game) -> bool | str:
    cullet = _card(game, "starter", "cullet").count
    bowls = _card(game, "starter", "practice-bowl").count
    if cullet < STARTING_CULLET * players or bowls < STARTING_BOWLS * players:
        return f"{cullet} Cullet and {bowls} Practice Bowls for {players} players"
    return True


@invariant("the market row can be dealt and refilled at least once", per_player_count=False)
def market_row_fits(game) -> bool:
    return game.deck("workshop").total >= 2 * MARKET_ROW


@invariant("the final tally counts each card at the points it prints", per_player_count=False)
def tally_matches_cards(game) -> bool | str:
    expected = {
        ("commissions", "chapel-window"): WINDOW_POINTS,
        ("commissions", "goblet"): GOBLET_POINTS,
        ("commissions", "glass-bead"): BEAD_POINTS,
        ("starter", "practice-bowl"): BOWL_POINTS,
        ("workshop", "colour-rod"): ROD_POINTS,
    }
    for (deck, card_id), points in expected.items():
        card = _card(game, deck, card_id)
        if card.fields["points"] != points:
            return f"{card.name} prints {card.fields['points']} points, the tally counts {points}"
    return True


@invariant("every commission card costs and scores what the commission price list says", per_player_count=False)
def commissions_match_costs(game) -> bool | str:
    for cost in game.costs:
        if cost.group != "commissions":
            continue
        card = next((c for c in game.deck("commissions").cards if c.name == cost.name), None)
        if card is None:
            return f"no commission card named {cost.name}"
        price = sum(item.amount for item in cost.items)
        if card.fields["cost"] != price or card.fields["points"] != cost.points:
            return f"{card.name} costs {card.fields['cost']} and scores {card.fields['points']}"
    return True


@invariant("sweeping the market costs what the price list says", per_player_count=False)
def sweep_matches_cost(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "sweep")
    price = sum(item.amount for item in cost.items)
    return True if price == SWEEP_COST else f"the price list says {price}, the rules {SWEEP_COST}"


@invariant("the supply never needs more commission cards than the box holds")
def supply_fits(players: int, game) -> bool:
    return (windows_in_supply(players) <= _card(game, "commissions", "chapel-window").count
            and goblets_in_supply(players) <= _card(game, "commissions", "goblet").count
            and beads_in_supply(players) <= _card(game, "commissions", "glass-bead").count)

"""Kiln and Glaze: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

GLAZES = ("Celadon", "Cobalt", "Ochre", "Ash")

# Lumps of clay a piece needs -> the points it scores once fired.
PIECE_POINTS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 7}

# What each workshop upgrade costs, in lumps of clay of any glaze.
UPGRADE_PRICES = {"Wide Shelf": 3, "Bellows": 4, "Mixing Tub": 5, "Maker's Mark": 6}

CLAY_CARDS = 56
COMMISSION_CARDS = 24
UPGRADE_KINDS = 4


# --- setup by number of potters -------------------------------------------

@rule
def clay_dealt(players: int = 2) -> int:
    """Clay cards dealt to each potter at the start."""
    return 5 if players == 2 else 4


@rule
def yard_size(players: int = 2) -> int:
    """Clay cards laid face up in the yard."""
    return 3 if players == 2 else 4


@rule
def display_size(players: int = 2) -> int:
    """Commissions face up on the display: two more than the potters."""
    return players + 2


@rule
def pieces_to_end(players: int = 2) -> int:
    """Fired pieces in one gallery that end the game (after the round)."""
    return 8 - players


# --- numbers that do not change with the count ------------------------------

@rule
def hand_limit(players: int | None = None) -> int:
    return 8


@rule
def wide_shelf_hand_limit(players: int | None = None) -> int:
    return 10


@rule
def dig_cards(players: int | None = None) -> int:
    return 2


@rule
def bellows_dig_cards(players: int | None = None) -> int:
    return 3


@rule
def full_kiln_points(players: int | None = None) -> int:
    return 3


@rule
def makers_mark_points(players: int | None = None) -> int:
    return 3


# --- scoring -----------------------------------------------------------------

@rule
def set_bonus(pieces: int | str) -> int:
    """Bonus for the pieces of one glaze in a gallery."""
    if pieces == "4 or more":
        pieces = 4
    if pieces <= 1:
        return 0
    if pieces == 2:
        return 1
    if pieces == 3:
        return 3
    return 6


@rule
def piece_points(lumps: int) -> int:
    """Points a commission of this many lumps scores."""
    return PIECE_POINTS[lumps]


@rule
def lumps_paid(cards: list) -> int:
    """Lumps a handful of clay cards is worth (each card shows 1 or 2)."""
    return sum(cards)


@rule
def can_fire(needed: int, cards: list) -> bool:
    """Cards of the right glaze pay for a piece when their lumps reach its need."""
    return sum(cards) >= needed


@rule
def final_score(points: list, glazes: list, marks: int = 0) -> int:
    """A gallery's score: printed points, glaze sets, full kiln, Maker's Marks."""
    total = sum(points)
    for glaze in set(glazes):
        total += set_bonus(glazes.count(glaze))
    if all(glaze in glazes for glaze in GLAZES):
        total += full_kiln_points()
    return total + makers_mark_points() * marks


# --- what comes out of the box ----------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "clay": CLAY_CARDS,                      # the whole deck, shuffled
        "commissions": COMMISSION_CARDS,         # the whole deck, shuffled
        "upgrades": 0 if variant == "apprentice" else UPGRADE_KINDS * players,
        "first-potter": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"clay": {"hand": clay_dealt(players), "draw": dig_cards()}}


# --- invariants --------------------------------------------------------------

@invariant("every commission scores what its lumps are worth", per_player_count=False)
def commission_points_follow_lumps(game) -> bool | str:
    for card in game.deck("commissions").cards:
        if PIECE_POINTS.get(card.fields["lumps"]) != card.fields["points"]:
            return f"{card.name} scores {card.fields['points']}"
    return True


@invariant("every upgrade card prints the price of its cost", per_player_count=False)
def upgrade_prices_agree(game) -> bool | str:
    costs = {cost.name: sum(item.amount for item in cost.items) for cost in game.costs}
    for card in game.deck("upgrades").cards:
        if costs.get(card.name) != card.fields["price"] or UPGRADE_PRICES[card.name] != card.fields["price"]:
            return f"{card.name} prints {card.fields['price']}"
    return True


@invariant("the Maker's Mark scores the same on its card and its cost", per_player_count=False)
def makers_mark_agrees(game) -> bool | str:
    card = next(c for c in game.deck("upgrades").cards if c.id == "makers-mark")
    cost = next(c for c in game.costs if c.id == "makers-mark")
    return card.fields["points"] == makers_mark_points() == cost.points or "Maker's Mark points differ"


@invariant("the engine's deck sizes are the card data's", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    if game.deck("clay").total != CLAY_CARDS:
        return f"clay deck holds {game.deck('clay').total}"
    if game.deck("commissions").total != COMMISSION_CARDS:
        return f"commission deck holds {game.deck('commissions').total}"
    kinds = game.deck("upgrades").cards
    if len(kinds) != UPGRADE_KINDS or any(c.count < game.max_players for c in kinds):
        return "each upgrade needs one card per potter"
    return True


@invariant("the commissions last until someone reaches the end")
def commissions_suffice(players: int) -> bool:
    # the display full, and every potter one piece short of the end, then the last piece
    return display_size(players) + players * (pieces_to_end(players) - 1) + 1 <= COMMISSION_CARDS


@invariant("the opening hand fits under the hand limit")
def opening_hand_fits(players: int) -> bool:
    return clay_dealt(players) <= hand_limit()


@invariant("the deck deals every hand and fills the yard")
def clay_deals(players: int) -> bool:
    return clay_dealt(players) * players + yard_size(players) <= CLAY_CARDS

"""Engine model of Brambleward: deck construction, the opening, the turn's numbers and match scoring."""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

# Each card's Sap cost and its copies in the two starter decks. The card data
# (cards/grove.csv) says the same; the invariants below hold the two together.
COSTS = {
    "acorn-scout": 1, "nettle-pup": 1, "mossback-toad": 2, "thistle-fox": 2,
    "sunpetal-sprite": 2, "bramble-sentinel": 3, "wild-boar": 3, "owl-of-dusk": 4,
    "hornet-swarm": 4, "elder-stag": 5, "willow-warden": 6, "oakheart-colossus": 7,
    "thorn-lash": 1, "barkskin": 1, "rootcall": 2, "regrowth": 2, "gale-of-seeds": 3,
    "stinging-rain": 4, "grandmother-yew": 8, "briar-king": 6, "heart-of-the-wood": 5,
    "wildfire-bloom": 7,
}

STARTERS = {
    "Thornwall": {
        "acorn-scout": 3, "mossback-toad": 3, "sunpetal-sprite": 2, "bramble-sentinel": 3,
        "owl-of-dusk": 2, "elder-stag": 2, "willow-warden": 2, "oakheart-colossus": 1,
        "thorn-lash": 2, "barkskin": 3, "rootcall": 2, "regrowth": 2, "stinging-rain": 2,
        "grandmother-yew": 1,
    },
    "Wildbloom": {
        "nettle-pup": 3, "acorn-scout": 1, "thistle-fox": 3, "sunpetal-sprite": 2,
        "wild-boar": 3, "hornet-swarm": 3, "owl-of-dusk": 2, "elder-stag": 2,
        "thorn-lash": 2, "gale-of-seeds": 2, "rootcall": 2, "stinging-rain": 2,
        "briar-king": 1, "regrowth": 1, "mossback-toad": 1,
    },
}


# --- Building a deck -------------------------------------------------------

@rule
def deck_size(players: int = 2) -> int:
    """A deck holds exactly this many cards."""
    return 30


@rule
def max_copies(players: int = 2) -> int:
    """The most copies of one card (by name) a deck may hold."""
    return 3


@rule
def max_legendary(players: int = 2) -> int:
    """The most legendary cards a deck may hold."""
    return 1


@rule
def cheap_cards_advised() -> int:
    """A rule of thumb for a new deck: at least this many cards costing 2 Sap or less."""
    return 12


@rule
def starter_curve(cost: int, deck: str) -> int:
    """How many cards of this Sap cost a starter deck holds."""
    return sum(n for card, n in STARTERS[deck].items() if COSTS[card] == cost)


# --- The opening -------------------------------------------------------------

@rule
def opening_hand(seat: str) -> int:
    return 4 if seat == "First" else 5


@rule
def spark_tokens(seat: str) -> int:
    return 0 if seat == "First" else 1


@rule
def first_turn_draw(seat: str) -> int:
    """The first player skips the Draw step of their very first turn."""
    return 0 if seat == "First" else 1


# --- Numbers of the turn ---------------------------------------------------------

@rule
def starting_vigor(players: int = 2) -> int:
    return 20


@rule
def sap_per_wake(players: int = 2) -> int:
    return 1


@rule
def max_sap_tokens(players: int = 2) -> int:
    return 8


@rule
def max_glade(players: int = 2) -> int:
    return 6


@rule
def hand_limit(players: int = 2) -> int:
    return 7


@rule
def fatigue(players: int = 2) -> int:
    """Vigor lost for each card you must draw from an empty deck."""
    return 2


# --- Worked examples -----------------------------------------------------------

@rule
def sap_left(tokens: int, spent: list) -> int:
    """Sap still ready after paying for the cards played."""
    return tokens - sum(spent)


@rule
def vigor_after(vigor: int, hits: list) -> int:
    """A druid's Vigor after the damage of several attacks."""
    return max(0, vigor - sum(hits))


# --- Scoring a match -----------------------------------------------------------

@rule
def laurels_scored(vigor_left: int) -> int:
    """Laurels the winner of a game scores: one more for a win with 15 Vigor or more."""
    return 2 if vigor_left >= bloom_vigor() else 1


@rule
def bloom_vigor() -> int:
    return 15


@rule
def laurels_to_win() -> int:
    return 3


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Two decks of thirty come out of the pool; the rest stays in the box."""
    return {
        "grove": deck_size() * players,
        "druid-mats": players,
        "sap-tokens": max_sap_tokens() * players,
        "spark-token": 1,
        "vigor-cubes": players,
    }


# --- Invariants ------------------------------------------------------------------

@invariant("the engine's Sap costs are the cards' own", per_player_count=False)
def costs_match_cards(game) -> bool | str:
    for card in game.deck("grove").cards:
        if COSTS.get(card.id) != card.fields["cost"]:
            return f"{card.name} costs {card.fields['cost']} but the engine says {COSTS.get(card.id)}"
    return True


@invariant("the engine's starter lists are the cards' starter columns", per_player_count=False)
def starters_match_cards(game) -> bool | str:
    for card in game.deck("grove").cards:
        for deck, column in (("Thornwall", "thornwall"), ("Wildbloom", "wildbloom")):
            if STARTERS[deck].get(card.id, 0) != card.fields[column]:
                return f"{card.name}: {deck} holds {card.fields[column]} in the cards but {STARTERS[deck].get(card.id, 0)} in the engine"
    return True


@invariant("each starter deck is a legal deck", per_player_count=False)
def starters_are_legal(game) -> bool | str:
    legendary = {c.id for c in game.deck("grove").cards if c.fields["legendary"]}
    for deck, cards in STARTERS.items():
        if sum(cards.values()) != deck_size():
            return f"{deck} holds {sum(cards.values())} cards"
        if max(cards.values()) > max_copies():
            return f"{deck} holds more than {max_copies()} copies of a card"
        if sum(n for c, n in cards.items() if c in legendary) > max_legendary():
            return f"{deck} holds too many legendary cards"
    return True


@invariant("the box holds both starter decks at once", per_player_count=False)
def box_holds_both_starters(game) -> bool | str:
    for card in game.deck("grove").cards:
        wanted = card.fields["thornwall"] + card.fields["wildbloom"]
        if wanted > card.count:
            return f"{card.name}: the starters need {wanted}, the box holds {card.count}"
    return True


@invariant("a legendary card comes once, an ordinary one often enough for a full playset", per_player_count=False)
def copies_in_the_box(game) -> bool | str:
    for card in game.deck("grove").cards:
        if card.fields["legendary"] and card.count != 1:
            return f"{card.name} is legendary but the box holds {card.count}"
        if not card.fields["legendary"] and card.count < max_copies():
            return f"{card.name}: only {card.count} in the box"
    return True


@invariant("the Sap tokens per player are the most a druid may hold")
def sap_tokens_cover(players: int, game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "sap-tokens")
    return True if line.per_player == max_sap_tokens(players) else f"{line.per_player} a player"

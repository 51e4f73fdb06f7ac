"""Lantern Quay and its expansion, The Harbour Warden: the rules the tables print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

WARDEN = "warden"          # the variant id of the base game mixed with the expansion
SHORT = "short"            # the Short evening variant

BASE_GAME = "Base game"
WITH_WARDEN = "With the Warden"

# Box counts the setup needs (held to the card data by decks_come_out_whole).
BASE_CARGO = 40
AMBER_CARGO = 8
BASE_CONTRACTS = 18
WARDEN_CONTRACTS = 6
LANTERN_TOKENS = 42


# --- setup by player count ---------------------------------------------------

@rule
def cards_dealt(players: int = 2, variant: str | None = None) -> int:
    """Cargo cards dealt to each player at setup."""
    if variant == WARDEN:
        return 5
    return 5 if players == 2 else 4


@rule
def quay_size(players: int = 2, variant: str | None = None) -> int:
    """Face-up cargo cards in the quay: two more than the players, three with the Warden."""
    return players + (3 if variant == WARDEN else 2)


@rule
def lanterns_to_end(players: int = 2, variant: str | None = None) -> int:
    """Lanterns one player must reach to end the game."""
    base = {2: 24, 3: 20, 4: 16}[players]
    if variant == WARDEN:
        return base + 4
    if variant == SHORT:
        return base - 6
    return base


# --- numbers that do not change with the player count -------------------------

@rule
def contracts_face_up(players: int | None = None) -> int:
    return 3


@rule
def load_cards(players: int | None = None) -> int:
    """Cargo cards taken with the Load action."""
    return 2


@rule
def swap_limit(players: int | None = None) -> int:
    """Most cargo cards swapped with the Swap action."""
    return 3


@rule
def hand_limit(players: int | None = None) -> int:
    return 8


@rule
def warden_hand_limit(players: int | None = None) -> int:
    """The hand limit of whoever holds the Harbour Warden."""
    return hand_limit() - 1


@rule
def warden_toll() -> int:
    """Lanterns the Warden's holder takes on another player's delivery."""
    return 1


@rule
def warden_bonus() -> int:
    """Lanterns the Harbour Warden card is worth at the end of the game."""
    return 2


@rule
def claim_discard() -> int:
    """Cargo cards discarded to claim the Warden."""
    return 2


# --- what mixing changes -----------------------------------------------------

@rule
def cargo_deck_size(game: str) -> int:
    return BASE_CARGO + (AMBER_CARGO if game == WITH_WARDEN else 0)


@rule
def contract_deck_size(game: str) -> int:
    return BASE_CONTRACTS + (WARDEN_CONTRACTS if game == WITH_WARDEN else 0)


@rule
def actions_available(game: str) -> int:
    """Load, Deliver and Swap; the expansion adds Claim the Warden."""
    return 4 if game == WITH_WARDEN else 3


@rule
def holder_hand_limit(game: str) -> int | None:
    """The Warden holder's hand limit: no Warden in the base game."""
    return warden_hand_limit() if game == WITH_WARDEN else None


# --- delivering and scoring --------------------------------------------------

def _values(cards: list) -> dict[str, int]:
    totals: dict[str, int] = {}
    for ware, value in cards:
        totals[ware] = totals.get(ware, 0) + int(value)
    return totals


@rule
def can_deliver(needs: dict, cards: list) -> bool:
    """The discarded cargo meets a contract when its value reaches every ware's need."""
    totals = _values(cards)
    return all(totals.get(ware, 0) >= int(amount) for ware, amount in needs.items())


@rule
def overpaid_value(needs: dict, cards: list) -> int:
    """Cargo value discarded beyond what the contract asks: lost."""
    totals = _values(cards)
    return sum(max(0, totals.get(ware, 0) - int(needs.get(ware, 0))) for ware in totals)


@rule
def delivery_lanterns(lanterns: int, warden_elsewhere: bool = False) -> int:
    """Lanterns the deliverer takes: the contract's, less the toll when another player holds the Warden."""
    return lanterns - warden_toll() if warden_elsewhere else lanterns


@rule
def final_lanterns(lanterns: int, holds_warden: bool = False) -> int:
    """A player's final score: the Warden card adds its bonus."""
    return lanterns + (warden_bonus() if holds_warden else 0)


# --- setup and play ----------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    mixed = variant == WARDEN
    return {
        "cargo": BASE_CARGO,
        "contracts": BASE_CONTRACTS,
        "amber-cargo": AMBER_CARGO if mixed else 0,
        "warden-contracts": WARDEN_CONTRACTS if mixed else 0,
        "warden": 1 if mixed else 0,
        "lantern-tokens": LANTERN_TOKENS,
        "first-player": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "cargo": {"hand": cards_dealt(players, variant), "table": quay_size(players, variant),
                  "draw": load_cards()},
        "contracts": {"table": contracts_face_up()},
    }


# --- invariants --------------------------------------------------------------

@invariant("the decks setup takes out are the decks in the box", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    wanted = {"cargo": BASE_CARGO, "amber-cargo": AMBER_CARGO,
              "contracts": BASE_CONTRACTS, "warden-contracts": WARDEN_CONTRACTS, "warden": 1}
    for deck_id, count in wanted.items():
        deck = game.deck(deck_id)
        if deck is None or deck.total != count:
            return f"deck {deck_id} has {deck.total if deck else 0} cards, setup takes {count}"
    tokens = next(c for c in game.inventory if c.id == "lantern-tokens")
    if tokens.count != LANTERN_TOKENS:
        return f"{tokens.count} lantern tokens in the box, setup takes {LANTERN_TOKENS}"
    return True


@invariant("the mixing table counts the decks as the box holds them", per_player_count=False)
def mix_counts_fit(game) -> bool | str:
    cargo = game.deck("cargo").total
    amber = game.deck("amber-cargo").total
    contracts = game.deck("contracts").total
    extra = game.deck("warden-contracts").total
    if cargo_deck_size(BASE_GAME) != cargo or cargo_deck_size(WITH_WARDEN) != cargo + amber:
        return "cargo deck sizes differ from the cards"
    if contract_deck_size(BASE_GAME) != contracts or contract_deck_size(WITH_WARDEN) != contracts + extra:
        return "contract deck sizes differ from the cards"
    return True


@invariant("the cargo deck deals every hand and fills the quay", per_player_count=True)
def deck_deals(players: int, variant: str | None = None) -> bool | str:
    mixed = variant == WARDEN
    deck = BASE_CARGO + (AMBER_CARGO if mixed else 0)
    needed = cards_dealt(players, variant) * players + quay_size(players, variant)
    return True if needed <= deck else f"{needed} cards needed, {deck} in the deck"


@invariant("every contract asks for something and pays at least two lanterns", per_player_count=False)
def contracts_sound(game) -> bool | str:
    for deck_id in ("contracts", "warden-contracts"):
        for card in game.deck(deck_id).cards:
            if len(card.fields["needs"]) == 0:
                return f"{card.name} asks for nothing"
            if card.fields["lanterns"] < 2:
                return f"{card.name} pays too little"
    return True


@invariant("every Warden contract asks for Amber", per_player_count=False)
def warden_contracts_want_amber(game) -> bool | str:
    for card in game.deck("warden-contracts").cards:
        if card.fields["needs"].of("Amber") == 0:
            return f"{card.name} asks for no Amber"
    return True

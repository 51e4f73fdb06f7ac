"""Engine model of Anvil & Omen (forge-dice): the rules its tables, examples
and setup are bound to.

The numbers the rules compute with live here; card prices and feat costs live
in the CSVs, and the invariants at the bottom hold the two together.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

RESOURCES = ("Gold", "Sun", "Moon")

# Inventory caps on the personal board, before and after the Moonlit Vault.
CAPS = {"Gold": 12, "Sun": 6, "Moon": 6}
VAULT_CAPS = {"Gold": 16, "Sun": 8, "Moon": 8}

# Forge prices in Gold, by face id (the forge deck repeats them; see the invariant).
FORGE_PRICES = {
    "three-coins": 2, "pale-chip": 2,
    "heavy-purse": 3, "sun-chip": 3,
    "tinkers-trio": 4, "twin-moons": 4,
    "crescent-purse": 5,
    "blazing-pair": 6, "six-coins": 6,
    "laurel": 8, "bellows": 8,
    "mirror": 10,
    "dawn-crown": 12,
}

ROUNDS = {2: 10, 3: 8, 4: 6}

FEAT_KINDS = 14        # distinct heroic feats in the box

SECOND_WIND_SUN = 2      # Sun paid for a second action
FACES_PER_DIE = 6
DICE_PER_PLAYER = 2

# What each slot of the two starting dice shows, slot 1 first.
DAWN_START = ("one-gold",) * 5 + ("one-sun",)
DUSK_START = ("one-gold",) * 4 + ("one-moon", "two-glory")


@rule
def rounds(players: int, variant: str | None = None) -> int:
    """Rounds in a game: fewer with more players, since everyone rolls on every turn."""
    base = ROUNDS[players]
    return base - 2 if variant == "quick" else base


@rule
def forge_copies(players: int) -> int:
    """Copies of each forge face put into the pool."""
    return players


@rule
def feat_copies(players: int) -> int:
    """Copies of each heroic feat put on offer."""
    return players


@rule
def rolls_per_round(players: int) -> int:
    """Times every player rolls both dice in one round: once per turn, everyone's turn."""
    return players


@rule
def starting_gold(seat: int) -> int:
    """Gold a player starts with: later seats get a little more to make up for waiting."""
    return seat + 1


@rule
def cap(resource: str) -> int:
    """How much of a resource the inventory board holds."""
    return CAPS[resource]


@rule
def vault_cap(resource: str) -> int:
    """The cap once the Moonlit Vault is yours."""
    return VAULT_CAPS[resource]


@rule
def second_wind_cost() -> int:
    """Sun paid to take a second action in the same turn."""
    return SECOND_WIND_SUN


@rule
def faces_per_die() -> int:
    return FACES_PER_DIE


@rule
def dice_per_player() -> int:
    return DICE_PER_PLAYER


@rule
def dawn_start(roll: int) -> str:
    """The face in a slot of the Dawn die as it starts the game."""
    return DAWN_START[roll - 1]


@rule
def dusk_start(roll: int) -> str:
    """The face in a slot of the Dusk die as it starts the game."""
    return DUSK_START[roll - 1]


@rule
def after_gain(have: int, gain: int, resource: str = "Gold", vault: bool = False) -> int:
    """What the board shows after a gain: anything past the cap is lost."""
    limit = (VAULT_CAPS if vault else CAPS)[resource]
    return min(have + gain, limit)


@rule
def lost_to_cap(have: int, gain: int, resource: str = "Gold", vault: bool = False) -> int:
    """How much of a gain spills over the cap and is lost."""
    return have + gain - after_gain(have, gain, resource, vault)


@rule
def forge_bill(faces: list) -> int:
    """Gold paid to forge these faces in one action (each a different face)."""
    if len(set(faces)) != len(faces):
        raise ValueError("the same face twice in one forge action")
    return sum(FORGE_PRICES[f] for f in faces)


@rule
def gold_left(have: int, faces: list) -> int:
    """Gold left after forging these faces."""
    return have - forge_bill(faces)


@rule
def glory_total(feats: list, from_dice: int = 0) -> int:
    """Final Glory: the feats' printed Glory plus what the dice and effects gave."""
    return sum(feats) + from_dice


@rule
def glory_track_spaces() -> int:
    """Spaces on the glory track (0 to 59); a lap token marks each time round."""
    return 60


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "starting": FACES_PER_DIE * DICE_PER_PLAYER * players,
        "forge": len(FORGE_PRICES) * forge_copies(players),
        "feats": FEAT_KINDS * feat_copies(players),
        "inventory-boards": players,
        "slot-dice": DICE_PER_PLAYER * players,
        "resource-markers": 3 * players,
        "glory-markers": players,
        "lap-tokens": players,
        "round-marker": 1,
        "glory-board": 1,
    }


@invariant("the forge deck's prices are the engine's", per_player_count=False)
def forge_prices_agree(game) -> bool | str:
    deck = game.deck("forge")
    for card in deck.cards:
        if FORGE_PRICES.get(card.id) != card.fields["price"]:
            return f"{card.name} costs {card.fields['price']} on the tile but {FORGE_PRICES.get(card.id)} here"
    if len(deck.cards) != len(FORGE_PRICES):
        return f"{len(deck.cards)} forge faces in the deck, {len(FORGE_PRICES)} priced"
    return True


@invariant("every feat can be paid for within the plain shard caps", per_player_count=False)
def feats_fit_caps(game) -> bool | str:
    for card in game.deck("feats").cards:
        price = card.fields["cost"]
        if price.of("Sun") > CAPS["Sun"] or price.of("Moon") > CAPS["Moon"]:
            return f"{card.name} costs more than a board can hold"
    if len(game.deck("feats").cards) != FEAT_KINDS:
        return f"{len(game.deck('feats').cards)} feats in the deck, {FEAT_KINDS} in the engine"
    return True


@invariant("no forge face costs more Gold than the plain cap", per_player_count=False)
def faces_fit_gold_cap(game) -> bool | str:
    costly = [c.name for c in game.deck("forge").cards if c.fields["price"] > CAPS["Gold"]]
    return True if not costly else f"too costly: {', '.join(costly)}"


@invariant("the box holds four copies of every forge face and every feat", per_player_count=False)
def copies_cover_four(game) -> bool | str:
    for deck_id in ("forge", "feats"):
        short = [c.name for c in game.deck(deck_id).cards if c.count < feat_copies(game.max_players)]
        if short:
            return f"too few copies: {', '.join(short)}"
    return True


@invariant("the starting faces fill every player's two dice")
def starting_faces_suffice(players: int, game) -> bool:
    need = {"one-gold": 0, "one-sun": 0, "one-moon": 0, "two-glory": 0}
    for face in DAWN_START + DUSK_START:
        need[face] += players
    deck = {c.id: c.count for c in game.deck("starting").cards}
    return all(deck.get(k, 0) >= v for k, v in need.items())


@invariant("the latest seat's starting Gold stays under the Gold cap")
def starting_gold_fits(players: int) -> bool:
    return starting_gold(players) <= CAPS["Gold"]

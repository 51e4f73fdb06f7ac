"""Faction Forge: the rules the tables and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

POOL_SIZE = 90            # thirty cards for each of the three factions
NEUTRAL_SIZE = 40         # 20 Forge Militia, 20 Spark Shards
GROWTH_TOKENS = 30
DECK_SIZE = 30

POOL_PICKS = {2: 30, 3: 24, 4: 20}
RARITY_COPIES = {"Common": 3, "Rare": 2, "Legendary": 1}
FACTION_SHAPE = {"Common": 18, "Rare": 8, "Legendary": 4}

CONSTANTS = {
    "Starting Life": 20,
    "Opening hand": 5,
    "Hand limit": 7,
    "Cards forged each turn": 1,
}

CURVE = {0: 2, 1: 4, 2: 6, 3: 6, 4: 5, 5: 4, "6 or more": 3}


# --- deck building -------------------------------------------------------------

@rule
def deck_size(players: int | None = None, variant: str | None = None) -> int:
    """Every deck holds thirty cards, in every mode."""
    return DECK_SIZE


@rule
def pool_picks(players: int = 2, variant: str | None = None) -> int:
    """Pool cards each player drafts (or takes whole, in Faction decks)."""
    if variant == "faction-decks":
        return DECK_SIZE
    if variant == "tournament":
        return DECK_SIZE
    return POOL_PICKS[players]


@rule
def neutral_picks(players: int = 2, variant: str | None = None) -> int:
    """Neutral cards each player adds to reach thirty."""
    if variant in ("faction-decks", "tournament"):
        return 0
    return deck_size() - pool_picks(players)


@rule
def pool_left(players: int = 2) -> int:
    """Pool cards nobody drafts."""
    return POOL_SIZE - players * pool_picks(players)


@rule
def legendary_limit(players: int | None = None, variant: str | None = None) -> int:
    return 1 if variant == "tournament" else 2


@rule
def rare_limit(players: int | None = None, variant: str | None = None) -> int:
    return 4 if variant == "tournament" else 6


@rule
def faction_limit(players: int | None = None, variant: str | None = None) -> int:
    return 2


@rule
def pool_dealt(players: int = 2, variant: str | None = None) -> int:
    """Tournament: each player is dealt half the pool."""
    if variant == "tournament":
        return POOL_SIZE // 2
    return pool_picks(players, variant)


@rule
def sideboard_size(players: int = 2, variant: str | None = None) -> int:
    return pool_dealt(players, variant) - deck_size(players, variant)


@rule
def games_to_win(players: int = 2, variant: str | None = "tournament") -> int:
    """A tournament match is best of three."""
    return 2


@rule
def deck_is_legal(players: int, commons: int, rares: int, legendaries: int, neutral: int,
                  factions: int, variant: str | None = None) -> bool:
    drafted = commons + rares + legendaries
    return (
        drafted == pool_picks(players, variant)
        and neutral == neutral_picks(players, variant)
        and drafted + neutral == deck_size(players, variant)
        and rares <= rare_limit(players, variant)
        and legendaries <= legendary_limit(players, variant)
        and factions <= faction_limit(players, variant)
    )


@rule
def curve_cards(cost: int | str) -> int:
    """Suggested number of cards at each cost in a thirty-card deck."""
    return CURVE[cost]


# --- numbers to remember -------------------------------------------------------

@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def starting_life(players: int | None = None) -> int:
    return CONSTANTS["Starting Life"]


@rule
def opening_hand(players: int | None = None) -> int:
    return CONSTANTS["Opening hand"]


@rule
def hand_limit(players: int | None = None) -> int:
    return CONSTANTS["Hand limit"]


@rule
def cards_forged_each_turn() -> int:
    return CONSTANTS["Cards forged each turn"]


@rule
def empty_deck_life_loss() -> int:
    """Life lost in a Draw step with an empty deck."""
    return 2


@rule
def guard_bonus() -> int:
    """Power a Guard unit adds while it blocks."""
    return 2


@rule
def growth_power() -> int:
    """Power one Growth token adds."""
    return 1


# --- combat --------------------------------------------------------------------

@rule
def mana_left(forge: int, spent: list) -> int:
    """Mana left after paying for cards: one mana per Forge card."""
    return forge - sum(spent)


@rule
def block_result(attack: int, block: int, guard: bool = False) -> str:
    """Which unit a block destroys: 'attacker' wins, 'blocker' wins, or 'both'."""
    blocking = block + (guard_bonus() if guard else 0)
    if attack > blocking:
        return "attacker"
    if attack < blocking:
        return "blocker"
    return "both"


@rule
def pierce_damage(attack: int, block: int, guard: bool = False) -> int:
    """Life a Pierce attacker takes past the blocker it destroys."""
    blocking = block + (guard_bonus() if guard else 0)
    return max(0, attack - blocking)


@rule
def life_after(life: int, damage: int) -> int:
    return life - damage


# --- setup ---------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    if variant == "faction-decks":
        pool = DECK_SIZE * players        # one whole faction each
        neutral = 0
    elif variant == "tournament":
        pool = POOL_SIZE                  # dealt out whole, half each
        neutral = 0
    else:
        pool = POOL_SIZE                  # laid out whole for the draft
        neutral = players * neutral_picks(players)
    return {
        "pool": pool,
        "neutral": neutral,
        "aid": players,
        "growth-tokens": GROWTH_TOKENS,
        "first-player": 1,
        "life-pad": 1,
    }


# --- invariants ----------------------------------------------------------------

@invariant("the box holds the pool and neutral cards the engine counts on", per_player_count=False)
def box_matches(game) -> bool | str:
    pool = game.deck("pool").total
    neutral = game.deck("neutral").total
    if pool != POOL_SIZE:
        return f"the pool holds {pool} cards, not {POOL_SIZE}"
    if neutral != NEUTRAL_SIZE:
        return f"{neutral} neutral cards, not {NEUTRAL_SIZE}"
    tokens = next(c for c in game.inventory if c.id == "growth-tokens")
    if tokens.count != GROWTH_TOKENS:
        return f"{tokens.count} Growth tokens, not {GROWTH_TOKENS}"
    return True


@invariant("each faction has 18 commons, 8 rares and 4 legendaries, in the copies its rarity gives",
           per_player_count=False)
def factions_are_even(game) -> bool | str:
    for faction in game.names["factions"]:
        shape = {rarity: 0 for rarity in FACTION_SHAPE}
        for card in game.deck("pool").cards:
            if card.fields["faction"] != faction:
                continue
            rarity = card.fields["rarity"]
            if card.count != RARITY_COPIES[rarity]:
                return f"{card.name}: {card.count} copies for a {rarity.lower()} card"
            shape[rarity] += card.count
        if shape != FACTION_SHAPE:
            return f"{faction}: {shape}"
    return True


@invariant("units have a power and spells none", per_player_count=False)
def units_have_power(game) -> bool | str:
    for deck in (game.deck("pool"), game.deck("neutral")):
        for card in deck.cards:
            has_power = card.fields["power"] is not None
            if has_power != (card.fields["kind"] == "Unit"):
                return f"{card.name} is a {card.fields['kind']} with power {card.fields['power']}"
    return True


@invariant("every player's deck adds up to thirty and the draft fits the pool")
def draft_fits(players: int, game) -> bool | str:
    if pool_picks(players) + neutral_picks(players) != deck_size(players):
        return "drafted and neutral cards do not make a deck"
    if players * pool_picks(players) > game.deck("pool").total:
        return "not enough pool cards"
    if players * neutral_picks(players) > game.deck("neutral").total:
        return "not enough neutral cards"
    commons = sum(c.count for c in game.deck("pool").cards if c.fields["rarity"] == "Common")
    least_commons = pool_picks(players) - rare_limit(players) - legendary_limit(players)
    if players * least_commons > commons:
        return f"{players} players need {players * least_commons} commons, the pool has {commons}"
    return True


@invariant("the suggested curve fills a deck exactly", per_player_count=False)
def curve_fills_deck() -> bool:
    return sum(CURVE.values()) == DECK_SIZE


@invariant("a tournament deals the whole pool to two players and leaves a sideboard",
           per_player_count=False)
def tournament_fits(game) -> bool:
    dealt = pool_dealt(2, "tournament")
    return 2 * dealt <= game.deck("pool").total and dealt > deck_size(2, "tournament")

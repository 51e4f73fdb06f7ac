"""Engine model of Tavern Brawl.

Health, Grog and cards: every number the rulebook's tables print is a rule
here, and the worked examples call the damage and healing rules below.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

# Starting Health falls as the table fills up, so a big brawl ends in time.
STARTING_HEALTH = {2: 20, 3: 20, 4: 18, 5: 15, 6: 15}
DUEL_HEALTH = 25
DUEL_HAND = 6
BRAWL_CARDS = 60
GROG_TOKENS = 40
HEALTH_TRACK_TOP = 25  # the brawler board's track runs 0 to 25


@rule
def starting_health(players: int = 2, variant: str | None = None) -> int:
    """Health each brawler starts with (and the most they can ever have)."""
    if variant == "duel":
        return DUEL_HEALTH
    return STARTING_HEALTH[players]


@rule
def starting_hand(players: int | None = None, variant: str | None = None) -> int:
    """Cards dealt to each brawler at setup."""
    return DUEL_HAND if variant == "duel" else 5


@rule
def starting_grog(players: int | None = None) -> int:
    """Grog tokens each brawler takes at setup."""
    return 2


@rule
def cards_drawn(players: int | None = None) -> int:
    """Cards drawn in the Draw step."""
    return 2


@rule
def grog_poured(players: int | None = None) -> int:
    """Grog taken from the supply in the Pour step."""
    return 3


@rule
def grog_limit(players: int | None = None) -> int:
    """The most Grog a brawler may hold."""
    return 6


@rule
def hand_limit(players: int | None = None) -> int:
    """Cards a brawler may keep at the end of their turn."""
    return 7


@rule
def knockout_draw(players: int | None = None) -> int:
    """Cards drawn by whoever knocks another brawler out."""
    return 2


@rule
def damage_taken(damage: int, block: int = 0) -> int:
    """Damage that gets through a block; a block never heals."""
    return max(0, damage - block)


@rule
def health_after_hit(health: int, damage: int, block: int = 0) -> int:
    return max(0, health - damage_taken(damage, block))


@rule
def healed_to(health: int, heal: int, players: int = 2, variant: str | None = None) -> int:
    """Healing stops at the brawler's starting Health."""
    return min(starting_health(players, variant), health + heal)


@rule
def heal_wasted(health: int, heal: int, players: int = 2, variant: str | None = None) -> int:
    return health + heal - healed_to(health, heal, players, variant)


@rule
def grog_after_pour(grog: int) -> int:
    return min(grog_limit(), grog + grog_poured())


@rule
def grog_spilled(grog: int) -> int:
    return grog + grog_poured() - grog_after_pour(grog)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "brawl": BRAWL_CARDS,
        "brawler-boards": players,
        "health-markers": players,
        "grog-tokens": GROG_TOKENS,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"brawl": {"hand": starting_hand(players, variant), "draw": cards_drawn(players)}}


@invariant("the deck deals every opening hand and a first round of draws")
def deck_deals(players: int, game, variant: str | None = None) -> bool | str:
    total = game.deck("brawl").total
    needed = players * (starting_hand(players, variant) + cards_drawn(players))
    return True if total >= needed else f"{needed} cards needed, the deck has {total}"


@invariant("the Grog supply covers every brawler at the limit")
def grog_suffices(players: int, game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "grog-tokens").count
    return True if tokens >= players * grog_limit() else f"{tokens} tokens for {players} players"


@invariant("the Health track reaches every starting Health", per_player_count=False)
def track_reaches(game) -> bool | str:
    top = max([starting_health(n) for n in game.players] + [starting_health(2, "duel")])
    return True if top <= HEALTH_TRACK_TOP else f"starting Health {top} is off the track"


@invariant("no card costs more than a brawler can hold", per_player_count=False)
def costs_fit(game) -> bool | str:
    dear = [c.name for c in game.deck("brawl").cards if c.fields["cost"] > grog_limit()]
    return True if not dear else f"too dear: {', '.join(dear)}"


@invariant("every Attack and Mayhem card deals damage, every Heal card heals", per_player_count=False)
def kinds_do_their_job(game) -> bool | str:
    for card in game.deck("brawl").cards:
        kind = card.fields["kind"]
        if kind in ("Attack", "Mayhem") and card.fields["damage"] < 1:
            return f"{card.name} deals no damage"
        if kind == "Heal" and card.fields["heal"] < 1:
            return f"{card.name} heals nothing"
    return True


@invariant("the box and the engine agree on the deck and the supply", per_player_count=False)
def box_matches(game) -> bool | str:
    if game.deck("brawl").total != BRAWL_CARDS:
        return f"the deck has {game.deck('brawl').total} cards, the engine says {BRAWL_CARDS}"
    tokens = next(c for c in game.inventory if c.id == "grog-tokens").count
    return True if tokens == GROG_TOKENS else f"the box holds {tokens} Grog tokens, the engine says {GROG_TOKENS}"

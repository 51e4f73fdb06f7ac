"""Engine model of The Marlowe Job, a cooperative heist for 1-4 players.

The crew cracks a row of rooms ending in the Vault before the alarm reaches
Lockdown, then fences what it carried out. Every number the rulebook prints
comes from here or from game.yaml.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

# Alarm track: the marker moves from 0 up; reaching a threshold fires its event once.
ALARM_EVENTS = {"Lights": 5, "Locks": 9, "Guards": 12, "Lockdown": 15}

# What the fence pays for one Loot card of each kind (in thousands).
FENCE_RATES = {"Cash": 1, "Jewellery": 2, "Art": 3, "Bonds": 4}

CREW_DECK = 40
LOOT_DECK = 30
ROOM_DECK = 16
LOCK_TOKENS = 8


@rule
def hand_limit(players: int) -> int:
    """Crew cards a player may hold at the end of their turn: fewer with a bigger crew."""
    return 8 - players


@rule
def rooms_in_heist(players: int) -> int:
    """Room cards in the row, the Vault included."""
    return 4 + players


@rule
def alarm_start(players: int) -> int:
    """The space the alarm marker starts on."""
    return {1: 0, 2: 0, 3: 1, 4: 2}[players]


@rule
def payday(players: int) -> int:
    """The fenced total (in thousands) the crew needs to win."""
    return 8 + 5 * players


@rule
def cards_drawn(players: int) -> int:
    """Crew cards drawn in the Draw step: three when playing alone, else two."""
    return 3 if players == 1 else 2


@rule
def assists(players: int) -> int:
    """Cards each other player may add to the active player's attempt."""
    return 0 if players == 1 else 1


@rule
def alarm_threshold(event: str) -> int:
    """The alarm space that fires an event."""
    return ALARM_EVENTS[event]


@rule
def alarm_tick(alarm: int) -> int:
    """How far the marker rises in the Alarm step: 2 once the Guards are out, else 1."""
    return 2 if alarm >= ALARM_EVENTS["Guards"] else 1


@rule
def alarm_after_turn(start: int, noise: int) -> int:
    """Where the marker ends a turn: the noise of the cards played, then the tick."""
    after_noise = start + noise
    return after_noise + alarm_tick(after_noise)


@rule
def events_fired(start: int, end: int) -> list:
    """The events whose threshold the marker reaches or passes moving from start to end."""
    return [name for name, at in ALARM_EVENTS.items() if start < at <= end]


@rule
def fence_rate(kind: str) -> int:
    """What the fence pays for one Loot card of a kind."""
    return FENCE_RATES[kind]


@rule
def fence_total(items: dict) -> int:
    """The fenced value of a haul, given how many Loot cards of each kind."""
    return sum(FENCE_RATES[kind] * int(n) for kind, n in items.items())


@rule
def power_needed(strength: int, locks: int) -> int:
    """Power a room needs: its strength plus 1 for each Lock token on it."""
    return strength + locks


@rule
def crack_power(cards: list, sideways: int) -> int:
    """Power on a room: the cards' power plus 1 for each card turned sideways (specialist)."""
    return sum(cards) + sideways


@rule
def bribe_steps() -> int:
    """Spaces a bribe lowers the alarm."""
    return 1


@rule
def reshuffle_noise() -> int:
    """Alarm raised each time the Crew deck is reshuffled."""
    return 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "alarm-board": 1,
        "alarm-marker": 1,
        "lock-tokens": LOCK_TOKENS,
        "roles": 4,
        "crew": CREW_DECK,
        "loot": LOOT_DECK,
        "rooms": rooms_in_heist(players),
        "rooms/the-vault": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"crew": {"hand": hand_limit(players), "draw": cards_drawn(players)}}


@invariant("the opening hands leave a Crew deck to draw from")
def hands_leave_a_deck(players: int, game) -> bool | str:
    dealt = hand_limit(players) * players
    left = game.deck("crew").total - dealt
    return True if left >= 20 else f"only {left} Crew cards left after the deal"


@invariant("there is a Lock token for every room of the biggest heist", per_player_count=False)
def locks_cover_rooms(game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "lock-tokens").count
    need = rooms_in_heist(PLAYERS[1])
    return True if tokens >= need else f"{tokens} Lock tokens for {need} rooms"


@invariant("every Loot card prints its kind's fence rate", per_player_count=False)
def loot_rates_match(game) -> bool | str:
    for card in game.deck("loot").cards:
        if card.fields["rate"] != FENCE_RATES[card.fields["kind"]]:
            return f"{card.name} prints {card.fields['rate']}"
    return True


@invariant("the engine's deck sizes are the card data's", per_player_count=False)
def deck_sizes_match(game) -> bool | str:
    sizes = {"crew": CREW_DECK, "loot": LOOT_DECK, "rooms": ROOM_DECK}
    for deck_id, size in sizes.items():
        if game.deck(deck_id).total != size:
            return f"deck {deck_id} has {game.deck(deck_id).total} cards, engine says {size}"
    return True


@invariant("a full haul can reach payday", per_player_count=True)
def payday_reachable(players: int, game) -> bool | str:
    rooms = [c for c in game.deck("rooms").cards]
    best = sorted((c.fields["loot"] for c in rooms if c.id != "the-vault"), reverse=True)
    vault = next(c for c in rooms if c.id == "the-vault").fields["loot"]
    loot_cards = vault + sum(best[: rooms_in_heist(players) - 1])
    top = sorted((c.fields["rate"] for c in game.deck("loot").cards for _ in range(c.count)), reverse=True)
    return True if sum(top[:loot_cards]) >= payday(players) else "payday out of reach"

"""Tidecallers (booster-packs): the rules the starter set's tables print.

A print run of the Core Set is six booster packs' worth of cards. Packs are
dealt from three rarity piles, so the sheets must hold the rarities in the
same proportion as one pack: ten Commons to four Uncommons to one Rare.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 3)

RARITIES = ("Common", "Uncommon", "Rare")
PACK_SLOTS = {"Common": 10, "Uncommon": 4, "Rare": 1}
COPIES = {"Common": 3, "Uncommon": 2, "Rare": 1}
PACKS_IN_SET = 6
QUICK = "quick-duel"


# --- packs and the print run -------------------------------------------------

@rule
def pack_slots(rarity: str) -> int:
    """Cards of this rarity in one booster pack."""
    return PACK_SLOTS[rarity]


@rule
def pack_size() -> int:
    """Cards in one booster pack."""
    return sum(PACK_SLOTS.values())


@rule
def packs_in_set() -> int:
    """Booster packs one print run of the Core Set deals."""
    return PACKS_IN_SET


@rule
def printed(rarity: str) -> int:
    """Cards of this rarity on the sheets: a pack's share times the packs."""
    return pack_slots(rarity) * packs_in_set()


@rule
def copies_each(rarity: str) -> int:
    """How many times each card of this rarity is printed."""
    return COPIES[rarity]


@rule
def designs(rarity: str) -> int:
    """Different cards of this rarity in the set."""
    return printed(rarity) // copies_each(rarity)


@rule
def set_size() -> int:
    """Every card of the print run."""
    return pack_size() * packs_in_set()


# --- setup by player count ---------------------------------------------------

@rule
def packs_each(players: int = 2, variant: str | None = None) -> int:
    """Packs each player opens."""
    if variant == QUICK:
        return 2
    return {2: 3, 3: 2}[players]


@rule
def pool_size(players: int = 2, variant: str | None = None) -> int:
    """Cards a player opens: their pool."""
    return packs_each(players, variant) * pack_size()


@rule
def pool_by_rarity(players: int, rarity: str, variant: str | None = None) -> int:
    """Cards of one rarity in a player's pool."""
    return packs_each(players, variant) * pack_slots(rarity)


@rule
def deck_minimum(players: int = 2, variant: str | None = None) -> int:
    """The smallest deck a player may build from their pool."""
    if variant == QUICK:
        return 20
    return {2: 30, 3: 20}[players]


@rule
def starting_resolve(players: int = 2, variant: str | None = None) -> int:
    """Resolve each captain starts with."""
    if variant == QUICK:
        return 15
    return {2: 20, 3: 16}[players]


@rule
def opening_hand(players: int | None = None) -> int:
    """Cards each player draws before the first turn."""
    return 5


@rule
def mulligan_hand(players: int | None = None) -> int:
    """Cards drawn after shuffling the opening hand back: one fewer."""
    return opening_hand(players) - 1


@rule
def hand_limit(players: int | None = None) -> int:
    """Cards you may keep at the end of your turn."""
    return 7


@rule
def shores_per_turn(players: int | None = None) -> int:
    """Cards you may place as shores in your Shore step."""
    return 1


@rule
def empty_pile_loss(players: int | None = None) -> int:
    """Resolve lost instead of drawing from an empty draw pile."""
    return 2


# --- play --------------------------------------------------------------------

@rule
def tide_available(shores: int) -> int:
    """Each upright shore gives one Tide."""
    return shores


@rule
def sinks(damage: int, hull: int) -> bool:
    """A sailor sinks once the damage on it reaches its hull."""
    return damage >= hull


@rule
def unblocked_damage(attackers: list) -> int:
    """Resolve the defender loses: the power of every unblocked attacker."""
    return sum(int(power) for power in attackers)


@rule
def resolve_after(resolve: int, damage: int) -> int:
    """Resolve left after a loss; it never drops below 0."""
    return max(0, resolve - damage)


@rule
def swollen(value: int, swell: int) -> int:
    """A sailor's power (or hull) with its Swell counters: one more for each."""
    return value + swell


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "core-set": set_size(),            # every card: sorted and dealt into packs
        "pack-envelopes": packs_in_set(),  # all six packs are made, whatever is opened
        "harbour-mats": players,
        "resolve-dice": players,
        "damage-counters": 30,
        "swell-counters": 20,
    }


# --- invariants --------------------------------------------------------------

@invariant("the sheets hold each rarity in its pack proportion", per_player_count=False)
def print_run_in_proportion(game) -> bool | str:
    deck = game.deck("core-set")
    for rarity in RARITIES:
        cards = [c for c in deck.cards if c.fields["rarity"] == rarity]
        total = sum(c.count for c in cards)
        if total != printed(rarity):
            return f"{total} {rarity} cards printed, {printed(rarity)} needed"
        if len(cards) != designs(rarity):
            return f"{len(cards)} different {rarity} cards, {designs(rarity)} expected"
        for card in cards:
            if card.count != copies_each(rarity):
                return f"{card.name} printed {card.count} times, not {copies_each(rarity)}"
    return True if deck.total == set_size() else f"{deck.total} cards, {set_size()} in the set"


@invariant("sailors have power and hull; charms and relics have neither", per_player_count=False)
def sailors_have_stats(game) -> bool | str:
    for card in game.deck("core-set").cards:
        is_sailor = card.fields["kind"] == "Sailor"
        has_stats = card.fields["power"] is not None and card.fields["hull"] is not None
        if is_sailor != has_stats:
            return f"{card.name} is a {card.fields['kind']} with power {card.fields['power']}"
    return True


@invariant("the packs opened never outrun the packs made")
def packs_suffice(players: int, variant: str | None = None) -> bool:
    return packs_each(players, variant) * players <= packs_in_set()


@invariant("a player's pool always holds a legal deck")
def pool_holds_a_deck(players: int, variant: str | None = None) -> bool:
    return deck_minimum(players, variant) <= pool_size(players, variant)


@invariant("the box holds an envelope for every pack", per_player_count=False)
def envelopes_suffice(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "pack-envelopes")
    return True if line.count == packs_in_set() else f"{line.count} envelopes for {packs_in_set()} packs"

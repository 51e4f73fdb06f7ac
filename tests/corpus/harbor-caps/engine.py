"""Engine model of Harbor Caps.

Harbor Caps is a game of limits: how many dockhands fit on a berth, how many
Cargo cards you may keep, how many crates your warehouse holds when the tide
turns. Every one of those numbers lives here, and the tables, the worked
examples and the rulebook's placeholders read them from these rules.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

GOODS = ("Fish", "Salt", "Timber", "Spice")
CRATES_PER_GOOD = 15          # crate tokens of each good in the box


# --- Setup by player count -------------------------------------------------

@rule
def dockhands_each(players: int) -> int:
    """Dockhands each player places in a round: one fewer in a four-player game."""
    return 3 if players == 4 else 4


@rule
def berth_cap(players: int) -> int:
    """The most dockhands one ordinary berth takes, all players together."""
    return 1 if players == 2 else 2


@rule
def cargo_dealt(players: int) -> int:
    """Cargo cards each player is dealt at the start."""
    return 5 if players == 2 else 4


@rule
def orders_face_up(players: int) -> int:
    """Order cards laid face up in the order row: one more than the players."""
    return players + 1


@rule
def renown_to_end(players: int) -> int:
    """Renown that ends the game once a player holds that much or more."""
    return {2: 18, 3: 15, 4: 12}[players]


# --- Limits that do not change with the player count -----------------------

@rule
def hand_limit(players: int | None = None) -> int:
    """Cargo cards a player may keep when the Tide phase ends."""
    return 5


@rule
def storage_limit(players: int | None = None) -> int:
    """Crates a warehouse keeps when the Tide phase checks it."""
    return 8


@rule
def bonded_storage_limit(players: int | None = None) -> int:
    """The storage limit for a player who played a Bonded Store this round."""
    return 10


@rule
def orders_per_round(players: int | None = None) -> int:
    """The most orders one player may ship in one Ship phase."""
    return 2


@rule
def cargo_plays_per_round(players: int | None = None) -> int:
    """The most Cargo cards one player may play in one Unload phase."""
    return 2


@rule
def refill_floor(players: int | None = None) -> int:
    """A player holding fewer Cargo cards than this at Tide draws up to it."""
    return 3


@rule
def big_load(players: int | None = None) -> int:
    """Crates an order needs, at least, to earn the big-load bonus."""
    return 5


@rule
def big_load_bonus(players: int | None = None) -> int:
    """Bonus Renown for shipping a big load."""
    return 1


@rule
def crane_cap(players: int | None = None) -> int:
    """The Crane Yard and the Harbourmaster's Office take one dockhand only."""
    return 1


# --- Play ------------------------------------------------------------------

@rule
def crates_kept(crates: int, bonded: bool = False) -> int:
    """Crates left in a warehouse after the Tide phase's storage check."""
    limit = bonded_storage_limit() if bonded else storage_limit()
    return min(crates, limit)


@rule
def crates_returned(crates: int, bonded: bool = False) -> int:
    """Crates a player returns to the supply at Tide: everything over the limit."""
    return crates - crates_kept(crates, bonded)


@rule
def cards_discarded(hand: int) -> int:
    """Cargo cards discarded at Tide to come down to the hand limit."""
    return max(0, hand - hand_limit())


@rule
def cards_refilled(hand: int) -> int:
    """Cargo cards drawn at Tide by a player left with fewer than the floor."""
    kept = min(hand, hand_limit())
    return max(0, refill_floor() - kept)


@rule
def order_renown(crates: int, spice: int = 0) -> int:
    """Renown an order prints: one per crate, and one more per Spice crate."""
    return crates + spice


@rule
def shipping_renown(renown: list, crates: list) -> int:
    """Renown scored for the orders shipped in one Ship phase.

    `renown` holds each order's printed Renown and `crates` the crates each
    order needs; an order of a big load or more scores its bonus too.
    """
    if len(renown) > orders_per_round():
        raise ValueError("no more than two orders may be shipped in one Ship phase")
    total = 0
    for points, size in zip(renown, crates):
        total += points
        if size >= big_load():
            total += big_load_bonus()
    return total


@rule
def berth_fits(players: int, dockhands: int, crane: bool = False) -> bool:
    """Whether a berth may hold this many dockhands at this player count."""
    cap = crane_cap() if crane else berth_cap(players)
    return dockhands <= cap


@rule
def game_ends(players: int, renown: int) -> bool:
    """Whether a player's Renown triggers the last round."""
    return renown >= renown_to_end(players)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "cargo": 40,
        "orders": 18,
        "berths": 8,
        "dockhands": dockhands_each(players) * players,
        "crates": CRATES_PER_GOOD * len(GOODS),
        "anchor": 1,
        "warehouse-mats": players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"cargo": {"hand": cargo_dealt(players), "draw": 1}}


# --- Invariants --------------------------------------------------------------

@invariant("the dockhands never outnumber the room on the berths")
def dockhands_fit_the_berths(players: int, game) -> bool | str:
    room = 0
    for card in game.deck("berths").cards:
        own = card.fields["cap"]
        if own is not None and own != crane_cap():
            return f"{card.name} prints a cap of {own}"
        room += own if own is not None else berth_cap(players)
    placed = dockhands_each(players) * players
    return True if placed <= room else f"{placed} dockhands but room for {room}"


@invariant("the opening deal leaves a draw pile", per_player_count=True)
def deal_leaves_a_pile(players: int, game) -> bool | str:
    left = game.deck("cargo").total - cargo_dealt(players) * players
    return True if left >= 20 else f"only {left} Cargo cards left"


@invariant("every order prints the Renown its crates give", per_player_count=False)
def order_renown_matches(game) -> bool | str:
    for card in game.deck("orders").cards:
        needs = card.fields["needs"]
        crates = sum(a.amount for a in needs)
        if card.fields["renown"] != order_renown(crates, needs.of("Spice")):
            return f"{card.name} prints {card.fields['renown']} Renown"
    return True


@invariant("the box holds the crates the engine counts", per_player_count=False)
def crates_in_box(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "crates")
    return True if line.count == CRATES_PER_GOOD * len(GOODS) else f"box says {line.count}"


@invariant("the big-load reminder is printed on exactly the big orders", per_player_count=False)
def big_loads_marked(game) -> bool | str:
    for card in game.deck("orders").cards:
        big = sum(a.amount for a in card.fields["needs"]) >= big_load()
        if big != ("Big load" in card.fields["text"]):
            return f"{card.name}: reminder does not match its crates"
    return True

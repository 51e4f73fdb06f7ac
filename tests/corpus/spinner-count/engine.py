"""Spinner Count: the rules the tables, the spinner and the worked examples print.

The path is numbered 0 (the Garden Gate) to 25 (the Lily Pond). Every number a
table or the rulebook prints comes from a rule below; the invariants hold the
few facts game.yaml also writes (the board's stones, the box's seeds, the
deck's size, the price of staying dry) to the same numbers.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

GATE = 0
POND = 25
FLOWER_STONES = (5, 10, 15, 20)
PUDDLE_STONES = (8, 13, 18, 23)
GARDEN_CARDS = 20

STEPPING = "Stepping stone"
FLOWER = "Flower stone"
PUDDLE = "Puddle stone"
LILY_POND = "Lily Pond"

SPINNER = {1: "one-stone", 2: "two-stones", 3: "three-stones", 4: "four-stones", 5: "star"}


# --- the path -----------------------------------------------------------------

@rule
def stones_on_path() -> int:
    """Stepping stones from the Garden Gate to the Lily Pond, the pond included."""
    return POND


def stone_kind(stone: int) -> str:
    if stone == POND:
        return LILY_POND
    if stone in FLOWER_STONES:
        return FLOWER
    if stone in PUDDLE_STONES:
        return PUDDLE
    return STEPPING


@rule
def seeds_per_flower() -> int:
    """Seeds taken when a move stops on a Flower stone."""
    return 2


@rule
def puddle_slide() -> int:
    """Stones a pawn slides back when its move stops on a Puddle stone."""
    return 2


@rule
def pond_bonus() -> int:
    """Seeds the player who reaches the Lily Pond takes."""
    return 3


@rule
def stay_dry_cost() -> int:
    """Seeds given back to the bowl to stay on a Puddle stone (the cost 'stay-dry')."""
    return 1


@rule
def stones_of_kind(kind: str) -> list[int] | None:
    """The numbers of the stones of one kind; the plain stones are every other one."""
    if kind == STEPPING:
        return None
    return [stone for stone in range(1, POND + 1) if stone_kind(stone) == kind]


@rule
def seeds_for(kind: str) -> int:
    """Seeds a player takes when a move stops on a stone of this kind."""
    if kind == FLOWER:
        return seeds_per_flower()
    if kind == LILY_POND:
        return pond_bonus()
    return 0


@rule
def slide_back(kind: str) -> int:
    """Stones a pawn slides back from a stone of this kind."""
    return puddle_slide() if kind == PUDDLE else 0


# --- setup ------------------------------------------------------------------------

@rule
def pawns(players: int) -> int:
    return players


@rule
def seeds_in_bowl(players: int = 2) -> int:
    """Seeds counted into the bowl at setup: five a player and ten more."""
    return 5 * players + 10


# --- the spinner and moving ---------------------------------------------------------

@rule
def spinner(roll: int) -> str:
    """The result of the spinner's space `roll` (1 to 5, the Star being the fifth)."""
    return SPINNER[roll]


@rule
def stone_after_move(start: int, steps: int, stay_dry: bool = False, exact: bool = False) -> int:
    """Where a pawn stops: `steps` stones on from `start` (0 is the Garden Gate).

    The base game stops at the Lily Pond whatever is left over; the Counting
    Back variant (`exact`) counts the rest back down the path. A stop on a
    Puddle stone slides back, unless the player pays to stay dry.
    """
    end = start + steps
    if end > POND:
        end = POND - (end - POND) if exact else POND
    if end in PUDDLE_STONES and not stay_dry:
        end -= puddle_slide()
    return end


@rule
def seeds_for_landing(stone: int) -> int:
    """Seeds taken for a move that stops on this stone."""
    return seeds_for(stone_kind(stone))


@rule
def final_seeds(seeds: int, reached_pond: bool) -> int:
    """A player's seeds at the end: those held, and the pond's for the one who reached it."""
    return seeds + (pond_bonus() if reached_pond else 0)


# --- what a game takes out of the box ---------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    sprouts = variant == "little-sprouts"
    return {
        "game-board": 1,
        "spinner": 1,
        "paper-clip": 1,
        "pencil": 1,
        "bowl": 0 if sprouts else 1,
        "pawns": pawns(players),
        "seeds": 0 if sprouts else seeds_in_bowl(players),
        "garden": GARDEN_CARDS,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"garden": {"hand": 0, "draw": 1}, "spinner": {"dice": 1}}


# --- invariants ---------------------------------------------------------------------

@invariant("the board's stones are the engine's: the same flowers, puddles and pond", per_player_count=False)
def board_matches_path(game) -> bool | str:
    board = game.maps[0]
    kinds = {"flower": FLOWER_STONES, "puddle": PUDDLE_STONES, "pond": (POND,)}
    for kind, stones in kinds.items():
        found = sorted(
            int(loc.name.split()[-1]) if loc.name.split()[-1].isdigit() else POND
            for loc in board.locations if loc.kind == kind
        )
        if found != sorted(stones):
            return f"the board's {kind} stones are {found}, the engine's {list(stones)}"
    stones = [loc for loc in board.locations if loc.kind in ("stone", "flower", "puddle", "pond")]
    if len(stones) != POND:
        return f"the board has {len(stones)} stones, the engine {POND}"
    return True


@invariant("the box holds the seeds the bowl needs at every player count")
def seeds_suffice(players: int, game) -> bool:
    seeds = next(c for c in game.inventory if c.id == "seeds")
    return seeds.count >= seeds_in_bowl(players)


@invariant("the Garden deck has the cards setup shuffles", per_player_count=False)
def deck_size(game) -> bool | str:
    total = game.deck("garden").total
    return True if total == GARDEN_CARDS else f"{total} Garden cards, setup shuffles {GARDEN_CARDS}"


@invariant("Hop cards show 1 to 5 creatures, Gather cards 1 to 3 seeds, Share cards 1", per_player_count=False)
def card_pictures(game) -> bool | str:
    limits = {"Hop": 5, "Gather": 3, "Share": 1}
    for card in game.deck("garden").cards:
        pictures = card.fields["pictures"]
        if not 1 <= pictures <= limits[card.fields["kind"]]:
            return f"{card.name} shows {pictures}"
    return True


@invariant("staying dry costs what the engine says", per_player_count=False)
def stay_dry_price(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "stay-dry")
    amount = sum(item.amount for item in cost.items)
    return True if amount == stay_dry_cost() else f"the cost says {amount}, the engine {stay_dry_cost()}"

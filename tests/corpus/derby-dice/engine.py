"""Engine model of Derby Dice.

Five runners race round a 16-space oval. Each leg, the five runner dice come
out of the bag one at a time; the players bet on who leads the leg and on who
wins and loses the whole race. Every number the rulebook, the quick reference
and the tables print is computed here.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 8)

RUNNERS = ("Red", "Blue", "Green", "Yellow", "Purple")
TRACK_SPACES = 16
LEG_TILES = (5, 3, 2)          # the stack of each runner's leg bet tiles, top first
RACE_PAYOUTS = (8, 5, 3, 2, 1)  # first, second, ... correct race bet; later correct bets get the last
COINS_IN_BOX = 55               # 40 one-coin and 15 five-coin tokens (held to game.yaml below)


# --- setup ---------------------------------------------------------------

@rule
def starting_coins(players: int) -> int:
    """Coins each player starts with: fewer at a bigger table, where the pot fills faster."""
    if players <= 4:
        return 4
    if players <= 6:
        return 3
    return 2


@rule
def race_cards_each(players: int) -> int:
    """Race bet cards each player holds: one per runner, at every count."""
    return len(RUNNERS)


@rule
def spectator_tiles(players: int, per_player: int = 1) -> int:
    """Spectator tiles in play: one per player (two each in Crowded Stands)."""
    return players * per_player


@rule
def opening_space(roll: int) -> int:
    """Where a runner starts: the space its opening roll shows (the die reads 1 to 3)."""
    return steps_for(roll)


# --- the die ---------------------------------------------------------------

@rule
def runner_die(roll: int) -> str:
    """Result id of a runner die: a blank six-sided die stickered 1, 1, 2, 2, 3, 3."""
    return {1: "one", 2: "one", 3: "two", 4: "two", 5: "three", 6: "three"}[roll]


def steps_for(roll: int) -> int:
    return {"one": 1, "two": 2, "three": 3}[runner_die(roll)]


# --- constants ------------------------------------------------------------

CONSTANTS = {
    "Track spaces": TRACK_SPACES,
    "Runners": len(RUNNERS),
    "Dice drawn per leg": len(RUNNERS),
    "Coins for drawing a die": 1,
    "Coins for a spectator landing": 1,
}


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def track_spaces() -> int:
    return TRACK_SPACES


@rule
def finish_space() -> int:
    """The last space of the track: a runner that moves past it has finished."""
    return TRACK_SPACES


@rule
def dice_per_leg() -> int:
    return len(RUNNERS)


@rule
def draw_reward() -> int:
    """Coins for drawing a die and moving a runner."""
    return 1


@rule
def spectator_reward() -> int:
    """Coins a spectator tile's owner takes each time a group lands on it."""
    return 1


# --- movement and stacking ------------------------------------------------

@rule
def landing_space(start: int, steps: int, tile: int = 0) -> int:
    """Where a moving group ends: its steps, then +1 for a cheer tile or -1 for a jeer tile."""
    return start + steps + tile


@rule
def moving_group(stack: list, runner: str) -> list:
    """The part of a stack (bottom to top) that moves: the runner and everything above it."""
    return list(stack[stack.index(runner):])


@rule
def stack_on(existing: list, arriving: list, jeer: bool = False) -> list:
    """The new stack, bottom to top: on top of what is there, or underneath it after a jeer."""
    return list(arriving) + list(existing) if jeer else list(existing) + list(arriving)


@rule
def standings(track: dict) -> list:
    """Runners from first to last: the furthest space first, and on one space the top of the stack first."""
    order = []
    for space in sorted(track, key=int, reverse=True):
        order.extend(reversed(track[space]))
    return order


# --- scoring --------------------------------------------------------------

@rule
def leg_payout(tile: int, place: int) -> int:
    """What one leg bet tile pays: its value if its runner leads, 1 if second, else -1."""
    if place == 1:
        return tile
    if place == 2:
        return 1
    return -1


@rule
def leg_total(tiles: list, track: dict) -> int:
    """A player's leg score: tiles are [runner, value] pairs."""
    order = standings(track)
    return sum(leg_payout(value, order.index(runner) + 1) for runner, value in tiles)


@rule
def race_payout(order: int) -> int:
    """Coins for the n-th correct bet in a race pile (counting only correct bets)."""
    return RACE_PAYOUTS[min(order, len(RACE_PAYOUTS)) - 1]


@rule
def wrong_race_bet() -> int:
    return -1


@rule
def race_pile_results(pile: list, runner: str) -> list:
    """Each card's result, in the order they were played (pile[0] first)."""
    results, correct = [], 0
    for bet in pile:
        if bet == runner:
            correct += 1
            results.append(race_payout(correct))
        else:
            results.append(wrong_race_bet())
    return results


# --- setup ------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    per = 2 if variant == "crowded-stands" else 1
    return {
        "game-board": 1,
        "runners": len(RUNNERS),
        "runner-dice": len(RUNNERS),
        "dice-bag": 1,
        "leg-bets": len(RUNNERS) * len(LEG_TILES),
        "race-bets": race_cards_each(players) * players,
        "spectator-tiles": spectator_tiles(players, per),
        "coins": COINS_IN_BOX,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"runner-dice": {"dice": 1}}


# --- invariants ---------------------------------------------------------------

@invariant("the bank can pay every player's starting coins with some left for the first leg")
def bank_covers_start(players: int) -> bool | str:
    need = starting_coins(players) * players
    return True if need + 10 <= COINS_IN_BOX else f"{need} coins handed out of {COINS_IN_BOX}"


@invariant("the box's coins are the bank the engine counts", per_player_count=False)
def coins_match_box(game) -> bool | str:
    coins = next(c for c in game.inventory if c.id == "coins")
    return True if coins.count == COINS_IN_BOX else f"box has {coins.count}, engine counts {COINS_IN_BOX}"


@invariant("every runner has one leg bet tile of each value, each paying what the payout table says",
           per_player_count=False)
def leg_tiles_complete(game) -> bool | str:
    deck = game.deck("leg-bets")
    for runner in RUNNERS:
        values = sorted((c.fields["payout"] for c in deck.cards if c.fields["runner"] == runner), reverse=True)
        if tuple(values) != LEG_TILES:
            return f"{runner} has tiles {values}"
    for card in deck.cards:
        if card.count != 1:
            return f"{card.name} is printed {card.count} times"
    return True


@invariant("each player colour holds one race bet card per runner", per_player_count=False)
def race_cards_complete(game) -> bool | str:
    deck = game.deck("race-bets")
    colours = game.names["colours"]
    if sorted(c.fields["runner"] for c in deck.cards) != sorted(RUNNERS):
        return "race bet cards do not cover the runners once each"
    for card in deck.cards:
        if sorted(card.fields["colours"]) != sorted(colours):
            return f"{card.name} is not printed in every player colour"
    return True


@invariant("a runner can never jump the whole track in one move, so a leg always has a leader to pay")
def moves_are_short(players: int) -> bool:
    longest = max(steps_for(r) for r in range(1, 7)) + 1   # a cheer tile adds one
    return longest < TRACK_SPACES

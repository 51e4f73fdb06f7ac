"""Sand Timers: the rules the tables print, and the checks that keep the cards honest."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

ROUNDS = 5
# Seconds each round lasts, round 1 first: each round is 30 seconds shorter.
ROUND_SECONDS = {1: 180, 2: 150, 3: 120, 4: 90, 5: 60}
# The sand timers the Head Chef runs, one after another, to make each round's time.
TIMER_SECONDS = {"2 min": 120, "1 min": 60, "30 s": 30}
ROUND_TIMERS = {
    1: ("2 min", "1 min"),
    2: ("2 min", "30 s"),
    3: ("2 min",),
    4: ("1 min", "30 s"),
    5: ("1 min",),
}
GENTLE_EXTRA_SECONDS = 30
SPECIAL_BONUS = 2


@rule
def rounds() -> int:
    """A game lasts five rounds, unless the kitchen closes first."""
    return ROUNDS


@rule
def hand_size(players: int) -> int:
    """Cards dealt to each cook, and the most a cook may hold."""
    return {2: 5, 3: 4, 4: 4, 5: 3}[players]


@rule
def orders_per_round(players: int) -> int:
    """Orders the Head Chef deals onto the pass at the start of a round: one more than the cooks."""
    return players + 1


@rule
def burn_limit(players: int, variant: str | None = None) -> int:
    """The Burn track space that closes the kitchen."""
    limit = 3 if players <= 3 else 4
    if variant == "critics-night":
        limit -= 1
    return limit


@rule
def round_seconds(round: int, variant: str | None = None) -> int:
    """How long the Rush of a round lasts, in seconds."""
    seconds = ROUND_SECONDS[round]
    if variant == "gentle-service":
        seconds += GENTLE_EXTRA_SECONDS
    return seconds


@rule
def round_time(round: int, variant: str | None = None) -> str:
    """The round's time as a clock shows it, minutes:seconds."""
    seconds = round_seconds(round, variant)
    return f"{seconds // 60}:{seconds % 60:02d}"


@rule
def round_timers(round: int) -> str:
    """The sand timers to run, in order."""
    return ", then ".join(ROUND_TIMERS[round])


@rule
def tips_for_stars(players: int, stars: int) -> int:
    """Tips the team needs for a review of so many stars."""
    return (players + 1) * (4 + 2 * stars)


@rule
def stars_earned(players: int, tips: int) -> int:
    """The review a tip jar earns: 0 means the restaurant closes."""
    earned = 0
    for stars in (1, 2, 3):
        if tips >= tips_for_stars(players, stars):
            earned = stars
    return earned


@rule
def served_tips(tips: list) -> int:
    """Tips in the jar from the orders served."""
    return sum(tips)


@rule
def burn_steps(burnt: int, fish: int = 0, mains: int = 0, variant: str | None = None) -> int:
    """Spaces the Burn marker moves: one per burnt order, one more for each burnt fish order,
    and on Critic's Night one more for each burnt Main."""
    steps = burnt + fish
    if variant == "critics-night":
        steps += mains
    return steps


@rule
def order_tips(ingredients: int, special: bool = False, last_round: bool = False) -> int:
    """An order is worth one tip per ingredient; the Chef's Special two more in the last round."""
    return ingredients + (SPECIAL_BONUS if special and last_round else 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "orders": 30,
        "ingredients": 60,
        "pass-board": 1,
        "round-marker": 1,
        "burn-marker": 1,
        "timer-30s": 1,
        "timer-1m": 1,
        "timer-2m": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"ingredients": {"hand": hand_size(players), "draw": 1},
            "orders": {"hand": 0, "draw": orders_per_round(players)}}


@invariant("each round's timers add up to the round's time")
def timers_make_the_round(players: int) -> bool | str:
    for r in range(1, ROUNDS + 1):
        total = sum(TIMER_SECONDS[t] for t in ROUND_TIMERS[r])
        if total != round_seconds(r):
            return f"round {r}: timers give {total} s, the round lasts {round_seconds(r)} s"
    return True


@invariant("rounds get shorter as the game goes on", per_player_count=False)
def rounds_shrink() -> bool:
    return all(round_seconds(r + 1) < round_seconds(r) for r in range(1, ROUNDS))


@invariant("the order deck lasts five rounds at the most cooks", per_player_count=False)
def orders_last(game) -> bool | str:
    deck = game.deck("orders")
    need = ROUNDS * orders_per_round(game.max_players)
    return True if deck.total >= need else f"{deck.total} orders, {need} needed"


@invariant("every order's tips are its number of ingredients", per_player_count=False)
def tips_match_recipes(game) -> bool | str:
    for card in game.deck("orders").cards:
        size = sum(a.amount for a in card.fields["recipe"])
        if card.fields["tips"] != order_tips(size):
            return f"{card.name} tips {card.fields['tips']} for {size} ingredients"
    return True


@invariant("no recipe asks for Spice, which is wild", per_player_count=False)
def spice_is_wild(game) -> bool | str:
    for card in game.deck("orders").cards:
        if card.fields["recipe"].of("Spice"):
            return f"{card.name} asks for Spice"
    return True


@invariant("the box holds the two decks whole", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    want = setup(game.players.low)
    for deck_id in ("orders", "ingredients"):
        if want[deck_id] != game.deck(deck_id).total:
            return f"setup takes {want[deck_id]} {deck_id}, the deck has {game.deck(deck_id).total}"
    return True


@invariant("a burn limit is never reached by one plain burnt order")
def limit_leaves_room(players: int) -> bool:
    return burn_limit(players, "critics-night") >= 2

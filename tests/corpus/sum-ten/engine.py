"""Engine model of Sum Ten: hand sizes, the deck's make-up, and what a play adds up to."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)  # the same range as `players` in game.yaml

# How many number cards of each value the deck holds (red and blue together).
NUMBER_COUNTS = {0: 4, 1: 6, 2: 6, 3: 7, 4: 7, 5: 8, 6: 6, 7: 6, 8: 5, 9: 5}
STARS = 6
SPECIALS = {"Double": 3, "Swap": 3, "Skip": 3}
TARGETS = {10: 3, 12: 2, 15: 1}
CARDS_TO_WIN = 20
STAR_LOW, STAR_HIGH = 1, 9


def play_deck_total() -> int:
    return sum(NUMBER_COUNTS.values()) + STARS + sum(SPECIALS.values())


@rule
def hand_size(players: int = 3) -> int:
    """Cards dealt to each player, and the hand you draw back up to after a sum."""
    if players == 2:
        return 6
    if players == 5:
        return 4
    return 5


@rule
def cards_dealt(players: int) -> int:
    """Cards dealt out in all at the start."""
    return hand_size(players) * players


@rule
def draw_pile(players: int) -> int:
    """Cards left in the draw pile once every hand is dealt."""
    return play_deck_total() - cards_dealt(players)


@rule
def cards_to_win(players: int | None = None) -> int:
    """Collected cards that win at once; the same at every count."""
    return CARDS_TO_WIN


@rule
def copies(value: int) -> int:
    """Number cards of this value in the play deck."""
    return NUMBER_COUNTS[value]


@rule
def partner(value: int, target: int = 10) -> int | None:
    """The single number card that makes the target with this one, if there is one."""
    other = target - value
    return other if 0 <= other <= 9 else None


@rule
def star_range() -> list:
    """The lowest and highest number a Star may stand for."""
    return [STAR_LOW, STAR_HIGH]


@rule
def star_cards() -> int:
    """Wild Star cards in the play deck."""
    return STARS


@rule
def target_copies(target: int) -> int:
    return TARGETS[target]


def _check_play(numbers, stars, doubled):
    for s in stars:
        if not STAR_LOW <= s <= STAR_HIGH:
            raise ValueError(f"a Star cannot stand for {s}")
    if doubled is not None and doubled not in list(numbers) + list(stars):
        raise ValueError(f"the Double names {doubled}, which is not in the sum")


@rule
def play_total(numbers: list, stars: list | None = None, doubled: int | None = None) -> int:
    """What a play adds up to: number cards, Stars as the numbers chosen, one card doubled."""
    stars = stars or []
    _check_play(numbers, stars, doubled)
    return sum(numbers) + sum(stars) + (doubled if doubled is not None else 0)


@rule
def cards_collected(numbers: list, stars: list | None = None, doubled: int | None = None) -> int:
    """Cards a successful play puts on your collection pile (the Double card included)."""
    stars = stars or []
    return len(numbers) + len(stars) + (1 if doubled is not None else 0)


@rule
def makes_target(numbers: list, target: int, stars: list | None = None, doubled: int | None = None) -> bool:
    """A play is a sum only if it holds a number card and adds up to exactly the target."""
    if not numbers:
        return False
    return play_total(numbers, stars, doubled) == target


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "play": play_deck_total(),
        "targets": 0 if variant == "first-sums" else sum(TARGETS.values()),
        "start-token": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"play": {"hand": hand_size(players), "draw": 1}}


@invariant("the play deck holds the number cards, Stars and special cards the engine counts", per_player_count=False)
def deck_matches_engine(game) -> bool | str:
    deck = game.deck("play")
    counts: dict[int, int] = {}
    kinds: dict[str, int] = {}
    for card in deck.cards:
        kind = card.fields["kind"]
        kinds[kind] = kinds.get(kind, 0) + card.count
        value = card.fields["value"]
        if kind == "Number":
            if value is None:
                return f"{card.name} is a number card without a value"
            counts[value] = counts.get(value, 0) + card.count
        elif value is not None:
            return f"{card.name} is a {kind} but has a value"
    if counts != NUMBER_COUNTS:
        return f"number cards by value are {dict(sorted(counts.items()))}"
    if kinds.get("Star", 0) != STARS:
        return f"{kinds.get('Star', 0)} Stars in the deck, the engine says {STARS}"
    for name, n in SPECIALS.items():
        if kinds.get(name, 0) != n:
            return f"{kinds.get(name, 0)} {name} cards in the deck, the engine says {n}"
    return True if deck.total == play_deck_total() else f"{deck.total} play cards"


@invariant("the target cards are the engine's targets", per_player_count=False)
def targets_match(game) -> bool | str:
    found: dict[int, int] = {}
    for card in game.deck("targets").cards:
        found[card.fields["target"]] = found.get(card.fields["target"], 0) + card.count
    return True if found == TARGETS else f"target cards {found}"


@invariant("after the deal the draw pile still holds enough cards to reach the winning total")
def deck_outlasts_deal(players: int) -> bool | str:
    left = draw_pile(players)
    return True if left >= cards_to_win() else f"only {left} cards left to draw"


@invariant("the biggest target can always be reached with number cards alone", per_player_count=False)
def targets_reachable() -> bool:
    return all(t <= 9 * hand_size(5) for t in TARGETS)

"""Night Launch: the rules the tables, examples and setup print."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

COLOURS = ("Red", "Yellow", "Green", "Blue", "White")
COPIES = {1: 3, 2: 2, 3: 2, 4: 2, 5: 1}   # copies of each number in one colour
HINT_TOKENS = 8
FUSE_TOKENS = 3
SHORT_FUSE_TOKENS = 2

VERDICTS = (
    (5, "Damp squib"),
    (10, "Polite applause"),
    (15, "A fair night"),
    (20, "The crowd cheers"),
    (24, "Talk of the town"),
    (25, "Legendary"),
)


@rule
def hand_size(players: int) -> int:
    """Cards each player holds: five in a small crew, four in a big one."""
    return 5 if players <= 3 else 4


@rule
def final_turns(players: int) -> int:
    """Turns left once the last card is drawn: one for every player, the drawer included."""
    return players


@rule
def hint_tokens(players: int | None = None) -> int:
    return HINT_TOKENS


@rule
def fuse_tokens(players: int | None = None, variant: str | None = None) -> int:
    return SHORT_FUSE_TOKENS if variant == "short-fuse" else FUSE_TOKENS


@rule
def highest_score(players: int | None = None) -> int:
    """A perfect show: every row complete with its 5."""
    return len(COLOURS) * max(COPIES)


@rule
def copies_per_colour(rank: int) -> int:
    return COPIES[rank]


@rule
def copies_in_deck(rank: int) -> int:
    return COPIES[rank] * len(COLOURS)


@rule
def deck_size() -> int:
    return sum(COPIES.values()) * len(COLOURS)


@rule
def launches(top: int, rank: int) -> bool:
    """A card launches when it is exactly one more than its row's top card (0 for an empty row)."""
    return rank == top + 1


@rule
def fuses_left(burnt: int, variant: str | None = None) -> int:
    return fuse_tokens(variant=variant) - burnt


@rule
def hints_after(hints: int, action: str) -> int:
    """Hint tokens showing Hint after an action.

    'hint' spends one; 'discard' and 'fifth' (a row completed with its 5) turn one
    back, but never past the eight the crew owns; 'launch' changes nothing.
    """
    if action == "hint":
        if hints < 1:
            raise ValueError("no hint token left to spend")
        return hints - 1
    if action in ("discard", "fifth"):
        return min(HINT_TOKENS, hints + 1)
    if action == "launch":
        return hints
    raise ValueError(f"unknown action {action!r}")


@rule
def show_score(tops: list, burnt: int = 0, variant: str | None = None) -> int:
    """The sum of each row's top card; nothing at all once the last fuse has burnt."""
    if burnt >= fuse_tokens(variant=variant) and variant != "learning":
        return 0
    return sum(tops)


@rule
def verdict(score: int) -> str:
    for highest, words in VERDICTS:
        if score <= highest:
            return words
    raise ValueError(f"a score of {score} is past the highest possible")


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "rockets": deck_size(),
        "hint-tokens": HINT_TOKENS,
        "fuse-tokens": fuse_tokens(players, variant),
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"rockets": {"hand": hand_size(players), "draw": 1}}


@invariant("every colour holds three 1s, two each of 2 to 4 and one 5", per_player_count=False)
def deck_spread(game) -> bool | str:
    deck = game.deck("rockets")
    for colour in COLOURS:
        for rank, copies in COPIES.items():
            held = sum(c.count for c in deck.cards
                       if c.fields["colour"] == colour and c.fields["rank"] == rank)
            if held != copies:
                return f"{colour} {rank}: {held} cards, not {copies}"
    if deck.total != deck_size():
        return f"the deck holds {deck.total} cards, not {deck_size()}"
    return True


@invariant("each card's reminder line names its own number of copies", per_player_count=False)
def reminders_match(game) -> bool | str:
    words = {1: "Only one", 2: "Two", 3: "Three"}
    for card in game.deck("rockets").cards:
        if not card.fields["text"].startswith(words[card.count]):
            return f"{card.name} has {card.count} copies but its card says otherwise"
    return True


@invariant("the box holds the hint and fuse tokens the engine counts", per_player_count=False)
def tokens_in_box(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts.get("hint-tokens") != HINT_TOKENS:
        return f"{counts.get('hint-tokens')} hint tokens in the box, the rules use {HINT_TOKENS}"
    if counts.get("fuse-tokens") != FUSE_TOKENS:
        return f"{counts.get('fuse-tokens')} fuse tokens in the box, the rules use {FUSE_TOKENS}"
    return True


@invariant("the hands leave cards in the draw pile")
def hands_leave_a_draw_pile(players: int) -> bool:
    return hand_size(players) * players < deck_size()

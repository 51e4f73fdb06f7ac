"""Lantern Squares: the rules the printed tables and the score sheet follow."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")
CARDS_PER_COLOUR = 10
FESTIVAL_LANTERNS = 6
TALL = "tall-strings"


@rule
def colours_in_play(players: int) -> int:
    """Fewer colours with fewer players, so the colours stay contested."""
    return {2: 4, 3: 5}.get(players, 6)


@rule
def colours_set_aside(players: int) -> list[str]:
    """The colours left in the box: the last ones of the colour list."""
    return list(COLOURS[colours_in_play(players):])


@rule
def lantern_cards_used(players: int) -> int:
    """Ten cards of each colour in play, and every Festival lantern."""
    return colours_in_play(players) * CARDS_PER_COLOUR + FESTIVAL_LANTERNS


@rule
def stall_size(players: int) -> int:
    """Face-up cards in the Stall: two more than there are players."""
    return players + 2


@rule
def starting_lanterns(players: int) -> int:
    """Lanterns dealt face up to each player at the start."""
    return 2 if players <= 3 else 1


@rule
def string_cap(players: int | None = None, variant: str | None = None) -> int:
    """The most lanterns one string may hold."""
    return 6 if variant == TALL else 5


@rule
def rummage_cards(players: int | None = None) -> int:
    """Cards turned over from the deck when you rummage."""
    return 2


@rule
def string_points(cards: int, variant: str | None = None) -> int:
    """A string scores the square of its length; a string never grows past the cap."""
    if cards < 0:
        raise ValueError("a string cannot hold fewer than no lanterns")
    return min(cards, string_cap(variant=variant)) ** 2


@rule
def points_list(variant: str | None = None) -> list[int]:
    """What a string of 1, 2, ... lanterns scores, up to a full string."""
    return [string_points(n, variant) for n in range(1, string_cap(variant=variant) + 1)]


@rule
def final_score(strings: list, variant: str | None = None) -> int:
    """A player's score: the points of every string added up."""
    return sum(string_points(int(n), variant) for n in strings)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "lanterns": lantern_cards_used(players),
        "start-token": 1,
        "score-pad": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"lanterns": {"hand": starting_lanterns(players), "table": stall_size(players), "draw": 1}}


@invariant("the deck holds ten lanterns of each colour and six Festival lanterns", per_player_count=False)
def deck_matches(game) -> bool | str:
    deck = game.deck("lanterns")
    for colour in COLOURS:
        n = sum(c.count for c in deck.cards if c.fields["colour"] == colour)
        if n != CARDS_PER_COLOUR:
            return f"{n} {colour} lanterns"
    wild = sum(c.count for c in deck.cards if not c.fields["colour"])
    if wild != FESTIVAL_LANTERNS:
        return f"{wild} Festival lanterns"
    if tuple(game.names["colours"]) != COLOURS:
        return "the colour list differs from the engine's"
    return True


@invariant("setup leaves cards in the deck after the Stall and the starting lanterns")
def setup_leaves_a_deck(players: int) -> bool:
    dealt = stall_size(players) + starting_lanterns(players) * players
    return lantern_cards_used(players) - dealt >= 3 * players


@invariant("every colour has enough cards to fill one string", per_player_count=False)
def colours_fill_a_string() -> bool:
    return CARDS_PER_COLOUR >= string_cap(variant=TALL)

"""Lantern Night: the rules the tables print, setup by player count, and the scoring."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

COLOURS = ("Amber", "Jade", "Ruby", "Cobalt")
LANTERN_CARDS = 56          # the box: 14 lanterns in each colour (held to game.yaml below)
WISH_CARDS = 8
STARLIGHT_TOKENS = 30

BONUS_BY_LENGTH = {2: 0, 3: 1, 4: 3, 5: 5}
LONGEST_BONUS = 8           # a string of six or more


# --- setup by player count -------------------------------------------------

@rule
def lanterns_removed(players: int) -> int:
    """Lantern cards returned to the box unseen before dealing."""
    return {2: 12, 3: 6, 4: 0}[players]


@rule
def cards_dealt(players: int) -> int:
    """Each player's opening hand."""
    return 5 if players == 2 else 4


@rule
def market_size(players: int) -> int:
    """Face-up cards in the market: two more than the players."""
    return players + 2


@rule
def wishes_revealed(players: int) -> int:
    """Wish cards turned face up at the start: one more than the players."""
    return players + 1


@rule
def starting_starlight(seat: int) -> int:
    """Starlight each seat starts with; later seats get a little more."""
    return {1: 0, 2: 1, 3: 1, 4: 2}[seat]


# --- the same at every count ------------------------------------------------

@rule
def cards_gathered(players: int | None = None, rested: bool = False) -> int:
    """Cards a Gather takes: two, one more after a rest."""
    return 2 + (rest_extra_cards() if rested else 0)


@rule
def rest_extra_cards(players: int | None = None) -> int:
    return 1


@rule
def rest_starlight(players: int | None = None) -> int:
    """Starlight taken from the supply when you rest."""
    return 1


@rule
def min_string(players: int | None = None) -> int:
    """The fewest lanterns a string may have."""
    return 2


@rule
def breeze_bonus(players: int | None = None) -> int:
    """Points added to a string of the colour the Breeze die shows."""
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    return 8


@rule
def favours_per_turn(players: int | None = None) -> int:
    return 1


# --- scoring ----------------------------------------------------------------

@rule
def string_bonus(length: int | str) -> int | None:
    """Bonus points for a string of this many lanterns."""
    if length == "6 or more":
        return LONGEST_BONUS
    if length < min_string():
        return None
    return BONUS_BY_LENGTH.get(length, LONGEST_BONUS)


@rule
def string_score(values: list, breeze: bool = False) -> int:
    """A string's score: its lantern values, its length bonus, and the Breeze bonus when it applies."""
    bonus = string_bonus(len(values))
    if bonus is None:
        raise ValueError("a string needs at least two lanterns")
    return sum(values) + bonus + (breeze_bonus() if breeze else 0)


@rule
def starlight_points(starlight: int) -> int:
    """Every two Starlight left at the end is worth one point."""
    return starlight // 2


@rule
def final_total(string_points: int, wish_points: int, starlight: int) -> int:
    return string_points + wish_points + starlight_points(starlight)


# --- the Breeze die -----------------------------------------------------------

@rule
def breeze(roll: int) -> str:
    return {1: "amber", 2: "jade", 3: "ruby", 4: "cobalt", 5: "calm", 6: "gust"}[roll]


# --- what comes out of the box ---------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "lanterns": LANTERN_CARDS,          # shuffled whole; some are set aside unseen at 2 and 3 players
        "wishes": WISH_CARDS,               # shuffled whole; a few are turned face up
        "breeze-die": 0 if variant == "calm-skies" else 1,
        "rest-tokens": players,
        "starlight": STARLIGHT_TOKENS,
        "lighter": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"lanterns": {"hand": cards_dealt(players), "draw": cards_gathered()}}


# --- invariants ------------------------------------------------------------

@invariant("the box counts in engine.py match game.yaml", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    if game.deck("lanterns").total != LANTERN_CARDS:
        return f"lanterns: {game.deck('lanterns').total} in the data, {LANTERN_CARDS} in the engine"
    if game.deck("wishes").total != WISH_CARDS:
        return f"wishes: {game.deck('wishes').total} in the data, {WISH_CARDS} in the engine"
    tokens = next(c for c in game.inventory if c.id == "starlight")
    if tokens.count != STARLIGHT_TOKENS:
        return f"starlight: {tokens.count} in the box, {STARLIGHT_TOKENS} in the engine"
    return True


@invariant("every colour has the same fourteen lanterns", per_player_count=False)
def colours_are_even(game) -> bool | str:
    shapes = {}
    for card in game.deck("lanterns").cards:
        shapes.setdefault(card.fields["colour"], []).extend([card.fields["value"]] * card.count)
    first = sorted(shapes.get(COLOURS[0], []))
    for colour in COLOURS:
        if sorted(shapes.get(colour, [])) != first or len(first) != 14:
            return f"{colour} differs from {COLOURS[0]}"
    return True


@invariant("the draw pile lasts at least three rounds of gathering after the deal")
def draw_pile_lasts(players: int) -> bool:
    left = LANTERN_CARDS - lanterns_removed(players) - cards_dealt(players) * players - market_size(players)
    return left >= 3 * players * cards_gathered()


@invariant("an opening hand plus a rested gather stays within the hand limit")
def hand_fits(players: int) -> bool:
    return cards_dealt(players) + cards_gathered(rested=True) <= hand_limit()


@invariant("the Wish deck can fill the revealed row, even in Every Wish", per_player_count=False)
def wishes_suffice(game) -> bool:
    return game.deck("wishes").total >= max(wishes_revealed(n) for n in game.players)


@invariant("the supply holds the starting Starlight and a rest for every player")
def starlight_suffices(players: int) -> bool:
    start = sum(starting_starlight(seat) for seat in range(1, players + 1))
    return start + players * rest_starlight() <= STARLIGHT_TOKENS

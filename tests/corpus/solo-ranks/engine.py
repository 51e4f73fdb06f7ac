"""Lantern Row: a solitaire card puzzle, scored against a rank table.

The player hangs Lantern cards on four strings, each string rising in value,
while Gust cards (how many depends on the night's difficulty) blow lanterns
out. At the end every string scores by its length; the total gives a rank.
"""

from generator.engine import invariant, rule

PLAYERS = (1, 1)

COLOURS = ("Red", "Gold", "Jade", "Blue")
LEVELS = ("calm", "windy", "stormy")
STANDARD = "windy"

# Points a string scores by how many lanterns hang on it (index = lanterns).
STRING_POINTS = (0, 0, 1, 3, 5, 8, 12)

# Score bands: lowest score of the band, and its rank.
RANKS = ((36, "Master"), (21, "Skilled"), (0, "Beginner"))


def _level(level: str | None) -> str:
    name = (level or STANDARD).strip().lower()
    if name not in LEVELS:
        raise ValueError(f"unknown difficulty {level!r}")
    return name


# --- the fixed numbers of the game -------------------------------------------

@rule
def strings() -> int:
    """Strings laid out on the table, left to right."""
    return 4


@rule
def lanterns_per_string() -> int:
    """The most lanterns one string can hold."""
    return 6


@rule
def cards_drawn() -> int:
    """Cards drawn at the start of every turn."""
    return 2


@rule
def snuff_penalty() -> int:
    """Points lost for each Snuff token at the end."""
    return 2


@rule
def true_string_bonus() -> int:
    """Extra points for a string whose lanterns are all one colour (three or more lanterns)."""
    return 3


@rule
def true_string_minimum() -> int:
    """Lanterns a one-colour string needs before it counts as a true string."""
    return 3


@rule
def wick_bonus() -> int:
    """Points for each Wick token still unspent at the end."""
    return 1


CONSTANTS = {
    "Strings": strings,
    "Lanterns per string": lanterns_per_string,
    "Cards drawn each turn": cards_drawn,
    "Points lost per Snuff token": snuff_penalty,
    "True string bonus": true_string_bonus,
    "Points per unspent Wick": wick_bonus,
}


@rule
def constant(what: str) -> int:
    """The numbers to remember, looked up by their printed name."""
    return CONSTANTS[what]()


# --- difficulty -----------------------------------------------------------------

@rule
def gust_cards(level: str = STANDARD) -> int:
    """Gust cards shuffled into the draw pile."""
    return {"calm": 0, "windy": 3, "stormy": 6}[_level(level)]


@rule
def starting_wicks(level: str = STANDARD) -> int:
    """Wick tokens the player starts with."""
    return {"calm": 3, "windy": 2, "stormy": 1}[_level(level)]


@rule
def draw_pile(level: str = STANDARD) -> int:
    """Cards in the draw pile at the start: every Lantern card and the night's Gusts."""
    return 40 + gust_cards(level)


# --- scoring --------------------------------------------------------------------

@rule
def string_points(lanterns: int) -> int:
    """Points one string scores for the lanterns hanging on it."""
    if not 0 <= lanterns <= lanterns_per_string():
        raise ValueError(f"a string holds 0 to {lanterns_per_string()} lanterns, not {lanterns}")
    return STRING_POINTS[lanterns]


@rule
def final_score(lengths: list, true_strings: int = 0, snuffs: int = 0, wicks_left: int = 0) -> int:
    """The night's score: strings by length, true-string bonuses, unspent Wicks, less Snuff tokens.

    A score never drops below zero.
    """
    total = sum(string_points(n) for n in lengths)
    total += true_strings * true_string_bonus()
    total += wicks_left * wick_bonus()
    total -= snuffs * snuff_penalty()
    return max(0, total)


@rule
def rank(score: int | str) -> str:
    """The rank a final score earns."""
    if isinstance(score, str):          # the open column "36 or more"
        score = int(score.split()[0])
    for lowest, name in RANKS:
        if score >= lowest:
            return name
    raise ValueError(f"a score is never below zero, not {score}")


# --- setup and play -------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a night at this difficulty takes out of the box."""
    level = _level(variant)
    return {
        "lanterns": 40,
        "gusts": gust_cards(level),
        "wick-tokens": starting_wicks(level),
        "snuff-tokens": 12,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"lanterns": {"draw": cards_drawn(), "turns": 5}}


# --- invariants -----------------------------------------------------------------

@invariant("the Lantern deck holds one card of each value 1 to 10 in each colour", per_player_count=False)
def lanterns_complete(game) -> bool | str:
    deck = game.deck("lanterns")
    seen = {(c.fields["colour"], c.fields["value"]) for c in deck.cards for _ in range(c.count)}
    wanted = {(c, v) for c in COLOURS for v in range(1, 11)}
    if deck.total != 40 or seen != wanted:
        return f"{deck.total} cards; missing {sorted(wanted - seen)[:3]}"
    return True


@invariant("the box holds enough Gust cards and Wick tokens for the hardest night", per_player_count=False)
def box_covers_every_level(game) -> bool | str:
    gusts = game.deck("gusts").total
    wicks = next(c for c in game.inventory if c.id == "wick-tokens").count
    for level in LEVELS:
        if gust_cards(level) > gusts:
            return f"{level} needs {gust_cards(level)} Gust cards, the box has {gusts}"
        if starting_wicks(level) > wicks:
            return f"{level} needs {starting_wicks(level)} Wick tokens, the box has {wicks}"
    return True


@invariant("a perfect night reaches Master, and the ranks are in order", per_player_count=False)
def master_is_reachable(game) -> bool | str:
    # Twenty turns at most hang twenty lanterns; the best spread over four strings of six.
    best = final_score([6, 6, 4, 4], true_strings=2, wicks_left=3)
    if rank(best) != "Master":
        return f"the best night scores {best}, short of Master"
    if not (rank(20) == "Beginner" and rank(21) == "Skilled" and rank(35) == "Skilled" and rank(36) == "Master"):
        return "the rank bands are out of order"
    return True

"""Engine model of Haiku Slam: the rules the printed tables and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (3, 8)

# The Word deck as the box holds it (cards/words.csv); an invariant keeps the two in step.
WORD_CARDS = 165

FORMS = {
    "Haiku": [5, 7, 5],
    "Tanka": [5, 7, 5, 7, 7],
}

VOTES = {"Lotus": 2, "Reed": 1}

BONUSES = {
    "Season word": 1,
    "Slam": 2,
    "Brush (complete)": 1,
    "Brush (broken)": -1,
}


@rule
def hand_size(players: int = 3) -> int:
    """Word cards a poet holds after refilling: fewer at a big table, so the deck goes round."""
    return 10 if players <= 5 else 9


@rule
def rounds(players: int = 3) -> int:
    """Rounds in a game: every poet is the Reader twice at 3-4 players, once at 5-8."""
    return 2 * players if players <= 4 else players


@rule
def line_pattern(form: str) -> list[int]:
    """Syllables of each line of the form, in order."""
    return list(FORMS[form])


@rule
def poem_lines(form: str) -> int:
    """Lines in a poem of the form."""
    return len(FORMS[form])


@rule
def total_syllables(form: str) -> int:
    """Syllables in a whole poem of the form."""
    return sum(FORMS[form])


@rule
def cards_drawn(form: str) -> int:
    """Word cards every poet draws when the Prompt card is revealed."""
    return 2 if form == "Haiku" else 6


@rule
def form_bonus(form: str) -> int:
    """Extra points for a complete poem of the form: a tanka is harder."""
    return 2 if form == "Tanka" else 0


@rule
def vote_points(token: str) -> int:
    """Points a vote token is worth to the poem it lies beside."""
    return VOTES[token]


@rule
def votes_each() -> int:
    """Vote tokens each poet holds: one Lotus and one Reed."""
    return len(VOTES)


@rule
def bonus_points(what: str) -> int:
    """Bonus points (or the penalty) of each bonus."""
    return BONUSES[what]


@rule
def redraw_limit() -> int:
    """Cards a poet may throw away from hand before refilling."""
    return 3


@rule
def line_ok(form: str, line: int, syllables: list) -> bool:
    """Does a line of cards with these syllables fit line number `line` of the form?"""
    return sum(syllables) == FORMS[form][line - 1]


@rule
def poem_score(lotus: int, reeds: int, season_word: bool, form: str, slam: bool,
               complete: bool = True, brush: bool = False) -> int:
    """Points one poem scores in the Score step."""
    if not complete:
        # A broken poem takes no votes and no bonus; the Brush only costs.
        return BONUSES["Brush (broken)"] if brush else 0
    points = lotus * VOTES["Lotus"] + reeds * VOTES["Reed"]
    if season_word:
        points += BONUSES["Season word"]
    points += form_bonus(form)
    if slam:
        points += BONUSES["Slam"]
    if brush:
        points += BONUSES["Brush (complete)"]
    return points


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    gentle = variant == "gentle-brush"
    return {
        "words": WORD_CARDS,
        "prompts": rounds(players),
        "score-board": 1,
        "score-markers": players,
        "vote-tokens": votes_each() * players,
        "player-aids": players,
        "brush-token": 0 if gentle else 1,
        "sand-timer": 0 if gentle else 1,
    }


@invariant("the Word deck holds as many cards as the engine counts", per_player_count=False)
def word_deck_size(game) -> bool | str:
    total = game.deck("words").total
    return True if total == WORD_CARDS else f"the deck has {total}, the engine says {WORD_CARDS}"


@invariant("the opening hands and a tanka's draw leave cards in the Word deck")
def deal_fits(players: int, game) -> bool | str:
    needed = (hand_size(players) + cards_drawn("Tanka")) * players
    total = game.deck("words").total
    return True if needed < total else f"{needed} cards needed of {total}"


@invariant("there is a Prompt card for every round")
def prompts_suffice(players: int, game) -> bool | str:
    total = game.deck("prompts").total
    return True if rounds(players) <= total else f"{rounds(players)} rounds, {total} prompts"


@invariant("every Word card but Echo says how many syllables it counts", per_player_count=False)
def syllables_known(game) -> bool | str:
    bad = [c.name for c in game.deck("words").cards
           if c.name != "Echo" and not (c.fields["syllables"] and 1 <= c.fields["syllables"] <= 4)]
    return True if not bad else f"no syllable count: {', '.join(bad)}"


@invariant("a form's lines add up to its syllables", per_player_count=False)
def patterns_add_up(game) -> bool | str:
    for form in FORMS:
        if sum(line_pattern(form)) != total_syllables(form) or len(line_pattern(form)) != poem_lines(form):
            return f"{form} does not add up"
    return True

"""Engine model of Code Break.

The rules here are the ones the printed tables, the worked examples and the
rulebook's numbers come from: how a guess is marked with pegs, how many tries
a code allows, what a code is worth by the tries left, and what each clue
card reveals about a code.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)  # solo, then 2-4 at the table (competitive or co-op)

CODE_LENGTH = 4
LOWEST_DIGIT = 1
HIGHEST_DIGIT = 6
TRIES_PER_CODE = 10


def _digits(code) -> list[int]:
    """A code or guess written as a list [3, 5, 1, 6], as "3516" or as "3-5-1-6"."""
    if isinstance(code, (list, tuple)):
        return [int(d) for d in code]
    return [int(ch) for ch in str(code) if ch.isdigit()]


# ---------------------------------------------------------------- constants

@rule
def code_length() -> int:
    """Digits in every code and every guess."""
    return CODE_LENGTH


@rule
def highest_digit() -> int:
    """Digits run from 1 to this."""
    return HIGHEST_DIGIT


@rule
def tries_per_code() -> int:
    """Tries a guesser has to crack one code."""
    return TRIES_PER_CODE


@rule
def constant(what: str) -> int:
    """The numbers to remember table, looked up by the column's name."""
    return {
        "Digits in a code": CODE_LENGTH,
        "Lowest digit": LOWEST_DIGIT,
        "Highest digit": HIGHEST_DIGIT,
        "Tries per code": TRIES_PER_CODE,
    }[what]


# ---------------------------------------------------------------- pegs

@rule
def pegs(code, guess) -> list[int]:
    """[black, white]: black for a right digit in the right place, white for a
    right digit in the wrong place. Each digit of the code earns at most one peg."""
    c, g = _digits(code), _digits(guess)
    black = sum(1 for a, b in zip(c, g) if a == b)
    shared = sum(min(c.count(d), g.count(d)) for d in range(LOWEST_DIGIT, HIGHEST_DIGIT + 1))
    return [black, shared - black]


@rule
def legal_code(code, advanced: bool = False) -> bool:
    """Four digits from 1 to 6; repeats only in advanced codes."""
    d = _digits(code)
    if len(d) != CODE_LENGTH or any(x < LOWEST_DIGIT or x > HIGHEST_DIGIT for x in d):
        return False
    return advanced or len(set(d)) == len(d)


# ---------------------------------------------------------------- setup by count

@rule
def codes_in_game(players: int) -> int:
    """Codes played in a whole game: each player sets the same number of codes;
    two players set two each. Solo plays five cases."""
    return {1: 5, 2: 4, 3: 3, 4: 4}[players]


@rule
def guessers(players: int) -> int:
    """Players guessing each code: everyone but the setter (solo: you)."""
    return max(1, players - 1)


@rule
def clue_limit(players: int) -> int:
    """Most clues one guesser may take on one code."""
    return 3 if players <= 2 else 2


# ---------------------------------------------------------------- scoring

@rule
def tries_left(guesses: int, clue_tries: int = 0) -> int:
    """Tries left when the code is cracked: the cracking guess counts as a try."""
    return TRIES_PER_CODE - guesses - clue_tries


@rule
def points(tries_left: int | str) -> int:
    """What a guesser scores for a code by the tries left."""
    if tries_left == "Not cracked":
        return 0
    if tries_left >= 7:
        return 8
    if tries_left >= 5:
        return 6
    if tries_left >= 3:
        return 4
    return tries_left + 1


@rule
def setter_points(tries_left: int | str) -> int:
    """What the setter scores for each guesser who does not crack the code."""
    return 2 if tries_left == "Not cracked" else 0


@rule
def solo_tries_left(clue_lines: int, wrong_answers: int) -> int:
    """A solo case: each clue line costs a try, a wrong answer costs three
    (the answer and the alarm), the right answer one."""
    return TRIES_PER_CODE - clue_lines - 3 * wrong_answers - 1


@rule
def solo_rank(total: int | str) -> str:
    """The solo title for the points of five cases."""
    total = int(total)
    if total >= 33:
        return "Safecracker"
    if total >= 25:
        return "Inspector"
    if total >= 15:
        return "Locksmith"
    return "Rookie"


@rule
def team_target(players: int) -> int:
    """Co-op: the points the team needs over the whole game, five a code."""
    return 5 * codes_in_game(players)


# ---------------------------------------------------------------- clue cards

@rule
def clue_answer(clue: str, code):
    """What the setter answers when a clue card is played against a code."""
    d = _digits(code)
    answers = {
        "code-sum": lambda: sum(d),
        "double-trouble": lambda: len(set(d)) < len(d),
        "high-water": lambda: max(d),
        "low-tide": lambda: min(d),
        "even-keel": lambda: sum(1 for x in d if x % 2 == 0),
        "first-light": lambda: d[0],
        "last-word": lambda: d[-1],
        "six-sense": lambda: 6 in d,
        "one-alone": lambda: 1 in d,
        "front-half": lambda: d[0] + d[1],
        "back-half": lambda: d[2] + d[3],
        "step-up": lambda: all(a < b for a, b in zip(d, d[1:])),
        "neighbours": lambda: sum(1 for a, b in zip(d, d[1:]) if abs(a - b) == 1),
        "missing": lambda: [x for x in range(LOWEST_DIGIT, HIGHEST_DIGIT + 1) if x not in d],
        "middle-ground": lambda: d[1] + d[2] > 7,
        "spread": lambda: max(d) - min(d),
    }
    return answers[clue]()


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game takes out of the box at this count."""
    if players == 1:
        return {"cases": 12, "clues": 0, "digit-tiles": 0, "decoding-pad": 1,
                "screen": 0, "code-die": 0, "pencils": 1}
    return {
        "cases": 0,
        "clues": 24,
        "digit-tiles": 24,
        "decoding-pad": 1,
        "screen": 1,
        "code-die": 1 if variant == "co-op" else 0,
        "pencils": players,
    }


# ---------------------------------------------------------------- invariants

def _case_codes(card) -> list[tuple[str, int, int]]:
    f = card.fields
    return [(f[f"g{i}"], f[f"b{i}"], f[f"w{i}"]) for i in (1, 2, 3)]


def _all_codes(advanced: bool = False) -> list[list[int]]:
    digits = range(LOWEST_DIGIT, HIGHEST_DIGIT + 1)
    out = []
    for a in digits:
        for b in digits:
            for c in digits:
                for e in digits:
                    code = [a, b, c, e]
                    if legal_code(code, advanced):
                        out.append(code)
    return out


@invariant("every case card's pegs and clue lines agree with its answer", per_player_count=False)
def cases_agree(game) -> bool | str:
    for card in game.deck("cases").cards:
        ans = card.fields["answer"]
        if not legal_code(ans):
            return f"{card.name}: answer {ans} is no basic code"
        for guess, black, white in _case_codes(card):
            if not legal_code(guess):
                return f"{card.name}: try {guess} is no basic code"
            if pegs(ans, guess) != [black, white]:
                return f"{card.name}: {guess} should get {pegs(ans, guess)}"
        f = card.fields
        if (f["sum"], f["high"], f["evens"]) != (
            clue_answer("code-sum", ans), clue_answer("high-water", ans), clue_answer("even-keel", ans)
        ):
            return f"{card.name}: a clue line does not fit {ans}"
    return True


@invariant("every case card has exactly one answer once its clue lines are all read", per_player_count=False)
def cases_solvable(game) -> bool | str:
    codes = _all_codes()
    for card in game.deck("cases").cards:
        f = card.fields
        fits = [
            c for c in codes
            if all(pegs(c, g) == [b, w] for g, b, w in _case_codes(card))
            and sum(c) == f["sum"] and max(c) == f["high"]
            and sum(1 for x in c if x % 2 == 0) == f["evens"]
        ]
        if len(fits) != 1:
            return f"{card.name}: {len(fits)} codes fit"
    return True


@invariant("every clue card is one the setter knows how to answer, for 1 or 2 tries", per_player_count=False)
def clues_answerable(game) -> bool | str:
    for card in game.deck("clues").cards:
        try:
            clue_answer(card.id, [1, 2, 3, 4])
        except KeyError:
            return f"{card.name}: no answer rule"
        if card.fields["tries"] not in (1, 2):
            return f"{card.name}: costs {card.fields['tries']} tries"
    return True


@invariant("the clue deck holds every clue the guessers may take on one code")
def clue_deck_lasts(players: int, game) -> bool | str:
    most = clue_limit(players) * guessers(players)
    total = game.deck("clues").total
    return True if total >= most else f"{most} clues, {total} cards"


@invariant("solo has enough case cards for a whole game", per_player_count=False)
def enough_cases(game) -> bool | str:
    total = game.deck("cases").total
    return True if total >= codes_in_game(1) else f"only {total} cases"

"""Vault Codes: the rules the tables print, and the checks that keep the scenario honest."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

TIMER_MINUTES = 60
WRONG_CODE_MINUTES = 3
EMPTY_COMBINATION_MINUTES = 1
NUDGE_MINUTES = 2
ANSWER_MINUTES = 5

# What the scenario holds, for setup() (held to game.yaml by the invariants below).
VAULT_CARDS = 17
HINT_CARDS = 8

# The solutions, as the designer meant them.
LOCK_CODES = {"deposit-wall": "3-1-4-7", "time-lock": "2-1-2-6"}
TUMBLERS = {"deposit-wall": "deposit-wall-tumbler", "time-lock": "time-lock-tumbler"}
COMBINATIONS = {(12, 35): 47, (19, 30): 49}

RATINGS = [  # (fewest minutes left, stars, title)
    (30, 4, "Vault Legend"),
    (20, 3, "Safecracker"),
    (10, 2, "Night Watch"),
    (1, 1, "Close Shave"),
    (0, 0, "Locked In"),
]


# --- setup by player count -------------------------------------------------

@rule
def start_minutes(players: int | None = None) -> int:
    """The timer is set to an hour, whoever plays."""
    return TIMER_MINUTES


@rule
def free_nudges(players: int = 1) -> int:
    """Nudges that cost nothing: a small team gets some help."""
    return {1: 2, 2: 1}.get(players, 0)


# --- penalties and hints ---------------------------------------------------

@rule
def penalty_minutes(mistake: str) -> int:
    """Minutes lost for a mistake."""
    if mistake == "Wrong code":
        return WRONG_CODE_MINUTES
    if mistake == "Combination with no card":
        return EMPTY_COMBINATION_MINUTES
    raise ValueError(f"no such mistake: {mistake}")


@rule
def nudge_minutes() -> int:
    return NUDGE_MINUTES


@rule
def answer_minutes() -> int:
    return ANSWER_MINUTES


@rule
def hint_minutes(players: int, nudges: int, answers: int) -> int:
    """Minutes a team loses to hints: the free nudges first, then full price."""
    paid_nudges = max(0, nudges - free_nudges(players))
    return paid_nudges * NUDGE_MINUTES + answers * ANSWER_MINUTES


# --- combining and codes ---------------------------------------------------

@rule
def combine(blue: int, red: int) -> int:
    """The card a blue item and a red item point to."""
    return blue + red


def _digits(code: str) -> list[int]:
    digits = [int(part) for part in str(code).split("-")]
    if len(digits) != 4 or any(not 0 <= d <= 9 for d in digits):
        raise ValueError(f"a code is four digits 0-9 joined by dashes, not {code!r}")
    return digits


@rule
def code_sum(code: str) -> int:
    """The four digits of a code added together."""
    return sum(_digits(code))


@rule
def tumbler_card(key: int, code: str) -> int:
    """The card to look for when trying a code on a lock with this key."""
    return key + code_sum(code)


@rule
def last_digit(code: str) -> int:
    return _digits(code)[-1]


# --- the end ---------------------------------------------------------------

@rule
def minutes_left(timer: int, lost: int) -> int:
    """What the timer shows at the end, less the minutes lost on the board."""
    return max(0, timer - lost)


def _rating(minutes: int) -> tuple[int, str]:
    for least, stars_, title in RATINGS:
        if minutes >= least:
            return stars_, title
    return 0, "Locked In"


@rule
def stars(minutes: int) -> int:
    return _rating(minutes)[0]


@rule
def vault_title(minutes: int) -> str:
    return _rating(minutes)[1]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "vault": VAULT_CARDS,
        "hints": HINT_CARDS,
        "countdown-board": 1,
        "penalty-marker": 1,
        "timer": 1,
        "notes-pad": 1,
    }


# --- invariants: the scenario is solvable and no wrong move leaks a card ----

def _by_number(game):
    return {c.fields["number"]: c for c in game.deck("vault").cards}


@invariant("setup takes out the whole vault deck and the whole hint deck", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    vault, hints = game.deck("vault").total, game.deck("hints").total
    if vault != VAULT_CARDS:
        return f"the vault deck holds {vault}, setup takes {VAULT_CARDS}"
    if hints != HINT_CARDS:
        return f"the hint deck holds {hints}, setup takes {HINT_CARDS}"
    return True


@invariant("every vault card has a number of its own", per_player_count=False)
def numbers_unique(game) -> bool | str:
    seen: dict[int, str] = {}
    for card in game.deck("vault").cards:
        n = card.fields["number"]
        if n in seen:
            return f"{card.name} and {seen[n]} both carry {n}"
        seen[n] = card.name
    return True


@invariant("every blue and red pair leads to its intended card, a trap, or no card at all", per_player_count=False)
def combinations_land_true(game) -> bool | str:
    cards = _by_number(game)
    blues = [c.fields["number"] for c in game.deck("vault").cards if c.fields["colour"] == "Blue"]
    reds = [c.fields["number"] for c in game.deck("vault").cards if c.fields["colour"] == "Red"]
    for b in blues:
        for r in reds:
            target = cards.get(combine(b, r))
            if target is None:
                continue
            if COMBINATIONS.get((b, r)) == target.fields["number"]:
                continue
            if target.fields["kind"] == "Trap":
                continue
            return f"{b} + {r} leads to {target.name} by accident"
    for (b, r), n in COMBINATIONS.items():
        if n not in cards:
            return f"{b} + {r} should lead to card {n}, which is missing"
    return True


@invariant("every lock's right code finds its tumbler, and no other card lies in its reach", per_player_count=False)
def locks_open_cleanly(game) -> bool | str:
    cards = _by_number(game)
    by_id = {c.id: c for c in game.deck("vault").cards}
    for lock_id, code in LOCK_CODES.items():
        lock = by_id[lock_id]
        key = lock.fields["key"]
        tumbler = by_id[TUMBLERS[lock_id]]
        if tumbler_card(key, code) != tumbler.fields["number"]:
            return f"{code} on {lock.name} finds card {tumbler_card(key, code)}, not {tumbler.name}"
        for n in range(key, key + 37):
            other = cards.get(n)
            if other is not None and other.id != tumbler.id:
                return f"a wrong code on {lock.name} could turn up {other.name}"
        if f"end in {last_digit(code)}?" not in tumbler.fields["text"]:
            return f"{tumbler.name} does not check the last digit {last_digit(code)}"
    for card in game.deck("vault").cards:
        if card.fields["kind"] == "Lock" and card.id not in LOCK_CODES:
            return f"{card.name} is a lock with no code"
    return True


@invariant("every hint card is filed under a card of the vault", per_player_count=False)
def hints_point_at_cards(game) -> bool | str:
    cards = _by_number(game)
    for hint in game.deck("hints").cards:
        if hint.fields["puzzle"] not in cards:
            return f"{hint.name} is filed under card {hint.fields['puzzle']}, which the vault lacks"
    return True


@invariant("the hint costs printed in game.yaml are the ones the engine charges", per_player_count=False)
def hint_costs_agree(game) -> bool | str:
    want = {"nudge": NUDGE_MINUTES, "answer": ANSWER_MINUTES}
    for cost in game.costs:
        if cost.id in want:
            paid = sum(item.amount for item in cost.items)
            if paid != want[cost.id]:
                return f"{cost.name} costs {paid} in game.yaml but the engine charges {want[cost.id]}"
    return True

"""Engine model of Candlelight Archive, a solitaire game for one archivist.

The four difficulty levels are variants; Restless Night is the standard game
and what setup() gives with no variant.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 1)

INKS = ("Crimson", "Indigo", "Verdigris", "Ochre")

LEVELS = {
    # level name: (Blight cards removed, starting ink, turns, level bonus)
    "Quiet Night": (4, 6, 14, 0),
    "Restless Night": (2, 5, 13, 5),
    "Stormy Night": (1, 4, 12, 10),
    "Endless Night": (0, 3, 10, 15),
}

VARIANT_LEVEL = {
    None: "Restless Night",
    "quiet-night": "Quiet Night",
    "restless-night": "Restless Night",
    "stormy-night": "Stormy Night",
    "endless-night": "Endless Night",
}

# The lowest final score of each title, from the bottom of the ladder up.
LADDER = (
    ("Novice", None),
    ("Copyist", 15),
    ("Scribe", 25),
    ("Illuminator", 35),
    ("Archivist", 45),
    ("Grandmaster", 55),
)

MILDEW_DECK = 20      # 12 Creep, 4 Damp, 4 Blight
BLIGHT_CARDS = 4
MANUSCRIPT_DECK = 32
INK_TOKENS_EACH = 12
MILDEW_TOKENS = 20


@rule
def blight_removed(level: str) -> int:
    """Blight cards returned to the box before the Mildew deck is shuffled."""
    return LEVELS[level][0]


@rule
def starting_ink(level: str) -> int:
    """Ink tokens the archivist takes at the start, in any colours."""
    return LEVELS[level][1]


@rule
def turns(level: str) -> int:
    """Turns before dawn: the Candle track space on which the last turn is played."""
    return LEVELS[level][2]


@rule
def level_bonus(level: str) -> int:
    """Points added to the final score for braving a harder night."""
    return LEVELS[level][3]


@rule
def mildew_deck_size(level: str) -> int:
    """Mildew cards shuffled into the automa deck at this level."""
    return MILDEW_DECK - blight_removed(level)


@rule
def actions_per_turn() -> int:
    return 2


@rule
def ink_per_mix() -> int:
    """Tokens of one ink gained by a single Mix action."""
    return 2


@rule
def scrub_amount() -> int:
    """Mildew tokens a Scrub removes from one manuscript."""
    return 1


@rule
def study_cost() -> int:
    """Ink of any colour paid to Study (send a manuscript under the deck)."""
    return 1


@rule
def reading_room_slots() -> int:
    return 3


@rule
def ruin_threshold() -> int:
    """Mildew tokens that ruin a manuscript."""
    return 3


@rule
def ruin_penalty() -> int:
    """Points lost for each manuscript on the ruin pile."""
    return 2


@rule
def set_bonus() -> int:
    """Bonus points for each full set of the four inks restored."""
    return 4


@rule
def ink_limit() -> int:
    """Ink tokens you may keep at the end of your turn."""
    return 10


@rule
def constant(what: str) -> int:
    return {
        "Actions each turn": actions_per_turn(),
        "Ink per Mix": ink_per_mix(),
        "Reading Room slots": reading_room_slots(),
        "Mildew that ruins": ruin_threshold(),
        "Ink you may keep": ink_limit(),
    }[what]


@rule
def restore_cost(cost: int, mildew: int) -> int:
    """Ink of the manuscript's colour needed to restore it."""
    return cost + mildew


@rule
def is_ruined(mildew: int) -> bool:
    return mildew >= ruin_threshold()


@rule
def full_sets(restored: dict) -> int:
    """Full sets among the restored manuscripts: the smallest pile of the four inks."""
    return min(int(restored.get(ink, 0)) for ink in INKS)


@rule
def final_score(manuscript_points: int, sets: int, ruined: int, level: str) -> int:
    return manuscript_points + sets * set_bonus() + level_bonus(level) - ruined * ruin_penalty()


@rule
def title_threshold(title: str) -> int:
    """The lowest final score that earns a title (Novice: any score)."""
    for name, low in LADDER:
        if name == title:
            return low if low is not None else 0
    raise ValueError(f"no title {title!r}")


@rule
def title_for(points: int | str) -> str:
    """The title a final score earns. The ladder's open columns arrive as text."""
    if points == "14 or less":
        return "Novice"
    if points == "55 or more":
        return "Grandmaster"
    earned = "Novice"
    for name, low in LADDER:
        if low is not None and points >= low:
            earned = name
    return earned


@rule
def ladder_lines() -> list[str]:
    """The ladder as the night log prints it, one title and its scores a line."""
    lines = []
    for i, (name, low) in enumerate(LADDER):
        high = LADDER[i + 1][1] - 1 if i + 1 < len(LADDER) else None
        if low is None:
            lines.append(f"{name}: up to {high}")
        elif high is None:
            lines.append(f"{name}: {low} or more")
        else:
            lines.append(f"{name}: {low}–{high}")
    return lines


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    level = VARIANT_LEVEL[variant]
    return {
        "reading-desk": 1,
        "manuscripts": MANUSCRIPT_DECK,
        "mildew": mildew_deck_size(level),
        "ink-tokens": 4 * INK_TOKENS_EACH,
        "mildew-tokens": MILDEW_TOKENS,
        "candle-marker": 1,
        "night-log": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    level = VARIANT_LEVEL[variant]
    return {
        "manuscripts": {"hand": reading_room_slots(), "draw": 1},
        "mildew": {"draw": 1},
    }


@invariant("the Mildew deck lasts the whole night at every level", per_player_count=False)
def mildew_lasts() -> bool | str:
    for level in LEVELS:
        if mildew_deck_size(level) < turns(level):
            return f"{level}: {mildew_deck_size(level)} cards for {turns(level)} turns"
    return True


@invariant("the box holds the Mildew cards the engine counts", per_player_count=False)
def mildew_cards_match(game) -> bool | str:
    deck = game.deck("mildew")
    blight = sum(c.count for c in deck.cards if c.fields["kind"] == "Blight")
    if deck.total != MILDEW_DECK:
        return f"the Mildew deck holds {deck.total} cards, the engine counts {MILDEW_DECK}"
    if blight != BLIGHT_CARDS:
        return f"{blight} Blight cards, the engine counts {BLIGHT_CARDS}"
    if max(blight_removed(level) for level in LEVELS) > blight:
        return "a level removes more Blight cards than the deck has"
    return True


@invariant("every Mildew card places as much mildew as its text says, one or two", per_player_count=False)
def mildew_amounts(game) -> bool | str:
    for card in game.deck("mildew").cards:
        if card.fields["mildew"] not in (1, 2):
            return f"{card.name} places {card.fields['mildew']}"
        if card.fields["kind"] == "Creep" and card.fields["slot"] not in range(1, reading_room_slots() + 1):
            return f"{card.name} strikes slot {card.fields['slot']}"
    return True


@invariant("the manuscripts hold eight cards of each ink", per_player_count=False)
def manuscripts_balanced(game) -> bool | str:
    deck = game.deck("manuscripts")
    if deck.total != MANUSCRIPT_DECK:
        return f"{deck.total} manuscripts, the engine counts {MANUSCRIPT_DECK}"
    for ink in INKS:
        n = sum(c.count for c in deck.cards if c.fields["ink"] == ink)
        if n != MANUSCRIPT_DECK // len(INKS):
            return f"{n} {ink} manuscripts"
    return True


@invariant("the tokens in the box are the ones the engine counts", per_player_count=False)
def tokens_match(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts["ink-tokens"] != 4 * INK_TOKENS_EACH:
        return f"{counts['ink-tokens']} ink tokens"
    if counts["mildew-tokens"] != MILDEW_TOKENS:
        return f"{counts['mildew-tokens']} mildew tokens"
    return True


@invariant("the supply can always hold the mildew on a full Reading Room", per_player_count=False)
def mildew_tokens_suffice() -> bool:
    return MILDEW_TOKENS >= reading_room_slots() * (ruin_threshold() - 1) + 2


@invariant("the ladder climbs: each title needs more points than the one below", per_player_count=False)
def ladder_climbs() -> bool:
    lows = [title_threshold(name) for name, _ in LADDER]
    return lows == sorted(lows) and len(set(lows)) == len(lows)


@invariant("starting ink fits under the ink limit", per_player_count=False)
def starting_ink_fits() -> bool:
    return all(starting_ink(level) <= ink_limit() for level in LEVELS)

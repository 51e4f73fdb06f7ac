"""Milestones: a race on a 50-space score track.

The runner's space is also its score. Every fifth space is a milestone that pays
a flag to the first runners there; spaces 10, 20, 30 and 40 also unlock an
ability card, and the first runner to reach or pass space 25 reveals the
halfway event.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

FINISH = 50
QUICK_FINISH = 40
EVENT_SPACE = 25
SUITS = ("Meadow", "Forest", "River", "Ridge")
FLAG_POINTS = {"Gold": 3, "Silver": 2, "Bronze": 1}
START_BY_SEAT = {1: 0, 2: 0, 3: 1, 4: 1, 5: 2}
ABILITY_KINDS_PER_TIER = 2


def _finish(variant: str | None = None) -> int:
    return QUICK_FINISH if variant == "quick" else FINISH


# --- setup by player count -------------------------------------------------

@rule
def cards_dealt(players: int) -> int:
    """Stride cards each player starts with."""
    return 5 if players <= 3 else 4


@rule
def gold_flags_each(players: int) -> int:
    """Gold flags stacked on each milestone."""
    return 1


@rule
def silver_flags_each(players: int) -> int:
    """Silver flags stacked on each milestone: none in a two-player race."""
    return 0 if players == 2 else 1


@rule
def bronze_flags_each(players: int) -> int:
    """Bronze flags stacked on each milestone: one for every player past the third."""
    return max(0, players - 3)


@rule
def flags_each_milestone(players: int) -> int:
    """Every runner but the last to arrive takes a flag."""
    return gold_flags_each(players) + silver_flags_each(players) + bronze_flags_each(players)


@rule
def ability_copies(players: int) -> int:
    """Copies of each ability card put in the supply."""
    return 2 if players <= 3 else 3


@rule
def starting_space(seat: int) -> int:
    """Later seats start a little way up the track to make up for moving later."""
    return START_BY_SEAT[seat]


# --- numbers that never change --------------------------------------------

@rule
def hand_limit(players: int | None = None) -> int:
    return 6


@rule
def cards_drawn(players: int | None = None) -> int:
    """Cards drawn in the Draw step of an ordinary turn."""
    return 2


@rule
def cards_drawn_resting(players: int | None = None) -> int:
    """Cards drawn in the Draw step after a Rest."""
    return 4


@rule
def finish_points(players: int | None = None) -> int:
    """What the Finish token is worth (without the Photo Finish event)."""
    return 5


# --- the track --------------------------------------------------------------

@rule
def milestone_flag(space: int) -> bool:
    """Does this milestone hold flags? Every fifth space but the finish."""
    return space % 5 == 0 and 0 < space < FINISH


@rule
def milestone_extra(space: int) -> str | None:
    """What a milestone gives besides its flags."""
    if space == FINISH:
        return "Finish"
    if space == EVENT_SPACE:
        return "Event"
    if space in (10, 20, 30, 40):
        return "Ability"
    return None


@rule
def ability_space(tier: int) -> int:
    """The space that unlocks the abilities of a tier (1 to 4)."""
    return 10 * tier


@rule
def event_space() -> int:
    return EVENT_SPACE


@rule
def finish_space(variant: str | None = None) -> int:
    return _finish(variant)


@rule
def milestone_count(variant: str | None = None) -> int:
    """Milestones that hold flags."""
    return len([s for s in range(5, _finish(variant), 5)])


@rule
def flags_passed(start: int, end: int, variant: str | None = None) -> list[int]:
    """The flag milestones a runner reaches or passes moving from start to end."""
    return [s for s in range(5, _finish(variant), 5) if start < s <= end]


@rule
def flag_for_arrival(arrival: int, players: int) -> str | None:
    """The flag the n-th runner to reach a milestone takes (None: the stack is empty)."""
    stack = (["Gold"] * gold_flags_each(players) + ["Silver"] * silver_flags_each(players)
             + ["Bronze"] * bronze_flags_each(players))
    return stack[arrival - 1] if arrival <= len(stack) else None


@rule
def flag_points(flag: str) -> int:
    return FLAG_POINTS[flag]


# --- moving -----------------------------------------------------------------

@rule
def run_distance(values: list, long_stride: bool = False, final_kick: bool = False,
                 event: str = "") -> int:
    """Spaces a Run moves, before drafting past other runners."""
    cards = [3 if (final_kick and v == 1) else v for v in values]
    total = sum(cards)
    if long_stride and cards:
        total += 1
    if event == "Tailwind":
        total += 1
    elif event == "Headwind" and len(cards) == 1:
        total = max(1, total - 1)
    elif event == "Shortcut" and len(cards) >= 3:
        total += 2
    elif event == "Steep Hill":
        total = min(10, total)
    return total


@rule
def draft_space(landing: int, occupied: list, variant: str | None = None) -> int:
    """A runner that lands on another runner moves on to the next empty space."""
    space = min(landing, _finish(variant))
    taken = {int(s) for s in occupied}
    while space in taken and space < _finish(variant):
        space += 1
    return space


@rule
def final_score(space: int, flags: list, finish_token: bool = False, event: str = "") -> int:
    """Your space, plus your flags, plus the Finish token if you hold it."""
    bonus = (8 if event == "Photo Finish" else finish_points()) if finish_token else 0
    return space + sum(FLAG_POINTS[f] for f in flags) + bonus


# --- setup ------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    milestones = milestone_count(variant)
    tiers = 3 if variant == "quick" else 4
    return {
        "game-board": 1,
        "stride": 48,
        "abilities": ability_copies(players) * ABILITY_KINDS_PER_TIER * tiers,
        "events": 0 if variant == "calm" else 8,
        "runners": players,
        "gold-flags": gold_flags_each(players) * milestones,
        "silver-flags": silver_flags_each(players) * milestones,
        "bronze-flags": bronze_flags_each(players) * milestones,
        "finish-token": 1,
    }


# --- invariants -------------------------------------------------------------

@invariant("every suit has twelve Stride cards, values 1 to 5", per_player_count=False)
def suits_even(game) -> bool | str:
    for suit in SUITS:
        cards = [c for c in game.deck("stride").cards if c.fields["suit"] == suit]
        total = sum(c.count for c in cards)
        values = sorted(c.fields["value"] for c in cards)
        if total != 12 or values != [1, 2, 3, 4, 5]:
            return f"{suit}: {total} cards, values {values}"
    return True


@invariant("each tier space unlocks two abilities, and the deck holds the copies setup uses")
def abilities_fit(players: int, game) -> bool | str:
    deck = game.deck("abilities")
    for tier in (1, 2, 3, 4):
        kinds = [c for c in deck.cards if c.fields["unlock"] == ability_space(tier)]
        if len(kinds) != ABILITY_KINDS_PER_TIER:
            return f"space {ability_space(tier)} unlocks {len(kinds)} abilities"
    short = [c.name for c in deck.cards if c.count < ability_copies(players)]
    return True if not short else f"too few copies: {', '.join(short)}"


@invariant("the box holds the flags every milestone needs at this count")
def flags_fit(players: int, game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    need = setup(players)
    for kind in ("gold-flags", "silver-flags", "bronze-flags"):
        if box[kind] < need[kind]:
            return f"{kind}: {need[kind]} needed, {box[kind]} in the box"
    return True


@invariant("the opening hands fit the hand limit and leave a draw pile")
def hands_fit(players: int) -> bool:
    return cards_dealt(players) <= hand_limit() and players * cards_dealt(players) <= 48 - 20


@invariant("the ability and event spaces are milestones", per_player_count=False)
def special_spaces_are_milestones() -> bool:
    return all(milestone_flag(ability_space(t)) for t in (1, 2, 3, 4)) and milestone_flag(event_space())

"""The Lantern Chronicle: the rules the tables, cards and rulebook print.

Acts and chapters are numbered in Roman numerals everywhere a player reads them
(Act II, Chapter III); the engine reads them back into numbers where it compares.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

ACTS = ("Act I", "Act II", "Act III")
ACT_DECKS = {"Act I": "act-i", "Act II": "act-ii", "Act III": "act-iii"}

CHAPTERS = {"Act I": 3, "Act II": 4, "Act III": 3}
THEMES = {"Act I": "Courage", "Act II": "Mystery", "Act III": "Sorrow"}
OVATIONS = {"Act I": 2, "Act II": 3, "Act III": 5}
SCENES = {"Act I": 12, "Act II": 14, "Act III": 10}

THREAD_CARDS = 52
LEGACY_CARDS = 9
RENOWN_TOKENS = 40

ROMAN = {"I": 1, "V": 5, "X": 10}


def roman(numeral: str) -> int:
    """'IV' -> 4. Only the small numerals a chapter can have."""
    total = 0
    values = [ROMAN[c] for c in numeral.strip().upper()]
    for i, v in enumerate(values):
        if i + 1 < len(values) and values[i + 1] > v:
            total -= v
        else:
            total += v
    return total


# --- setup by number of storytellers -------------------------------------------------

@rule
def threads_dealt(players: int) -> int:
    """Thread cards dealt to each storyteller at the start of Act I."""
    return 5 if players <= 3 else 4


@rule
def spotlight_size(players: int) -> int:
    """Scenes lying face up in the spotlight."""
    return 3 + (players - 1) // 2


@rule
def well_size(players: int | None = None) -> int:
    """Face-up Thread cards in the Well."""
    return 3


@rule
def hand_limit(players: int | None = None) -> int:
    """Thread cards a storyteller may hold at the end of a turn."""
    return 8


@rule
def threads_gathered() -> int:
    """Thread cards taken by the Gather action."""
    return 2


@rule
def threads_kept_between_acts() -> int:
    """Thread cards each storyteller keeps when an act ends."""
    return 3


# --- the acts ----------------------------------------------------------------------

@rule
def chapters(act: str, variant: str | None = None) -> int:
    """Chapters in an act; a short telling drops one from each."""
    n = CHAPTERS[act]
    return n - 1 if variant == "short-telling" else n


@rule
def act_theme(act: str) -> str:
    return THEMES[act]


@rule
def ovation_bonus(act: str) -> int:
    """Renown for the storyteller who told the most scenes in the act."""
    return OVATIONS[act]


@rule
def scene_cards(act: str) -> int:
    return SCENES[act]


@rule
def chapter_open(opens: str, chapter: str) -> bool:
    """May a scene of chapter `opens` be told during chapter `chapter`?"""
    return roman(opens) <= roman(chapter)


@rule
def threads_to_tell(needs: dict, act: str) -> int:
    """Thread cards discarded to tell a scene: one thread of the act's theme counts as two."""
    total = sum(int(n) for n in needs.values())
    theme = THEMES[act]
    if int(needs.get(theme, 0)) >= 2:
        total -= 1
    return total


# --- Interlude and scoring -----------------------------------------------------------

@rule
def legacy_cost() -> int:
    return 3


@rule
def fresh_hand_cost() -> int:
    return 1


@rule
def final_renown(scene_renown: list, ovations: list, spent: int = 0) -> int:
    """Renown at the end: every scene told, every ovation won, less what was spent."""
    return sum(scene_renown) + sum(ovations) - spent


# --- the Fate die --------------------------------------------------------------------

@rule
def fate(roll: int) -> str:
    if roll == 1:
        return "storm"
    if roll in (2, 3):
        return "calm"
    return {4: "echo", 5: "revelation", 6: "reprise"}[roll]


# --- what comes out of the box ---------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    single = variant == "single-act"
    return {
        "story-board": 1,
        "threads": THREAD_CARDS,
        "act-i": SCENES["Act I"],
        "act-ii": 0 if single else SCENES["Act II"],
        "act-iii": 0 if single else SCENES["Act III"],
        "legacy": 0 if single else LEGACY_CARDS,
        "renown-tokens": RENOWN_TOKENS,
        "chapter-marker": 1,
        "fate-die": 1,
        "campaign-log": 0 if single else 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "threads": {"hand": threads_dealt(players), "draw": threads_gathered(), "table": well_size()},
        "act-i": {"table": spotlight_size(players)},
        "fate": {"dice": 1},
    }


# --- invariants ------------------------------------------------------------------------

@invariant("each act deck holds as many scenes as its row of the acts table says", per_player_count=False)
def act_decks_match(game) -> bool | str:
    for act, deck_id in ACT_DECKS.items():
        deck = game.deck(deck_id)
        if deck.total != scene_cards(act):
            return f"{deck.name} has {deck.total} cards, the table says {scene_cards(act)}"
    return True


@invariant("every scene belongs to its own act and opens in a chapter the act has", per_player_count=False)
def scenes_open_in_their_act(game) -> bool | str:
    for act, deck_id in ACT_DECKS.items():
        for card in game.deck(deck_id).cards:
            if card.fields["act"] != act:
                return f"{card.name} is in the {act} deck but says {card.fields['act']}"
            if not 1 <= roman(card.fields["chapter"]) <= chapters(act):
                return f"{card.name} opens in Chapter {card.fields['chapter']}, which {act} does not have"
    return True


@invariant("an act deck can fill the spotlight and refill it once each chapter")
def act_decks_last(players: int) -> bool | str:
    for act in ACTS:
        if SCENES[act] < spotlight_size(players) + chapters(act):
            return f"{act} runs out"
    return True


@invariant("the box holds the Thread, Legacy and renown counts setup() hands out", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts["thread-cards"] != THREAD_CARDS:
        return "Thread cards"
    if counts["legacy-cards"] != LEGACY_CARDS:
        return "Legacy cards"
    if counts["renown-tokens"] != RENOWN_TOKENS:
        return "Renown tokens"
    return True


@invariant("the Interlude costs printed in game.yaml are the engine's", per_player_count=False)
def interlude_costs_agree(game) -> bool | str:
    prices = {c.id: c.items[0].amount for c in game.costs}
    if prices["legacy-card"] != legacy_cost():
        return "Legacy card"
    if prices["fresh-hand"] != fresh_hand_cost():
        return "A fresh hand"
    return True


@invariant("a storyteller's opening hand and the Well fit under the hand limit")
def opening_hand_fits(players: int) -> bool:
    return threads_dealt(players) + threads_gathered() <= hand_limit()


@invariant("the Thread deck deals every hand and the Well with a deck left to draw")
def thread_deck_deals(players: int) -> bool:
    return threads_dealt(players) * players + well_size() <= THREAD_CARDS // 2

"""Engine model of Loophole, a card game whose rules keep changing (2-6 players).

The basic rules are tiny: draw one card, play one card, no limits. New Rule
cards laid on the rules mat replace those numbers, Goal cards say which pair of
Keepers wins, and Actions do something once. Everything the printed tables,
worked examples and the rulebook's sentences state is computed here; the
invariants at the end hold these numbers to the card file.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 6)

# --- the basic rules (an empty slot of the mat) --------------------------------
BASE_DRAW = 1
BASE_PLAY = 1
OPENING_HAND = 3

# --- the deck ---------------------------------------------------------------------
# One shuffled deck of 80 cards. How many of each kind, and how many New Rule
# cards of each family: invariants below hold these to cards/main.csv.
DECK_SIZE = 80
CARDS_OF_KIND = {"Keeper": 20, "Goal": 25, "New Rule": 20, "Action": 15}
DIFFERENT_CARDS_OF_KIND = {"Keeper": 20, "Goal": 25, "New Rule": 12, "Action": 8}
NEW_RULE_CARDS = {"Draw": 6, "Play": 6, "Hand Limit": 4, "Keeper Limit": 4}
FAMILY_VALUES = {
    "Draw": [2, 3, 4],
    "Play": [2, 3, "All"],
    "Hand Limit": [2, 3, 4],
    "Keeper Limit": [2, 3, 4],
}
BASIC_RULE = {"Draw": "Draw 1", "Play": "Play 1", "Hand Limit": "No limit", "Keeper Limit": "No limit"}

# The one Goal that asks for no pair: this many Keepers of any kind.
COLLECTOR_KEEPERS = 5
# Match play: hands a player must win to take the match, by player count.
MATCH_WINS = {2: 3, 3: 3, 4: 3, 5: 2, 6: 2}
LAURELS_PER_PLAYER = 3


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Loophole is for {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


# --- setting up ---------------------------------------------------------------------
@rule
def cards_dealt(players: int | None = None) -> int:
    """Cards dealt to each player at the start: the same at every count."""
    if players is not None:
        _check_players(players)
    return OPENING_HAND


@rule
def cards_dealt_in_all(players: int) -> int:
    """Every card dealt out before the first turn."""
    return cards_dealt(players) * players


@rule
def draw_pile_after_deal(players: int) -> int:
    """What is left to draw once every hand is dealt."""
    return DECK_SIZE - cards_dealt_in_all(players)


@rule
def deck_size() -> int:
    return DECK_SIZE


# --- the deck ------------------------------------------------------------------------
@rule
def cards_of_kind(kind: str) -> int:
    """Cards of one kind in the deck, copies counted."""
    return CARDS_OF_KIND[kind]


@rule
def distinct_cards_of_kind(kind: str) -> int:
    """Different cards of one kind (Draw 2 counts once however many copies)."""
    return DIFFERENT_CARDS_OF_KIND[kind]


@rule
def new_rule_cards(family: str) -> int:
    """New Rule cards of one family (Draw, Play, Hand Limit, Keeper Limit)."""
    return NEW_RULE_CARDS[family]


@rule
def family_values(family: str) -> list:
    """The numbers the New Rule cards of a family print, smallest first."""
    return list(FAMILY_VALUES[family])


@rule
def basic_rule(family: str) -> str:
    """What a slot of the mat means while no New Rule lies on it."""
    return BASIC_RULE[family]


@rule
def base_draw() -> int:
    return BASE_DRAW


@rule
def base_play() -> int:
    return BASE_PLAY


@rule
def collector_keepers() -> int:
    """Keepers in front of you that win with the Collector goal."""
    return COLLECTOR_KEEPERS


# --- a turn -----------------------------------------------------------------------------
def _play_number(play_rule: int | str, hand: int) -> int:
    if play_rule == "All":
        return hand
    return int(play_rule)


@rule
def cards_to_play(play_rule: int | str, hand: int) -> int:
    """Plays owed in a turn: the Play rule's number, or every card for Play All,
    never more than the cards in hand."""
    return min(_play_number(play_rule, hand), hand)


@rule
def plays_left(played: int, play_rule: int | str, hand: int) -> int:
    """After a Play rule changes mid-turn: the plays still owed, the cards already
    played this turn counting, never more than the cards still in hand."""
    if play_rule == "All":
        return hand
    return max(0, min(int(play_rule) - played, hand))


@rule
def catch_up_draws(drawn: int, draw_rule: int) -> int:
    """A Draw rule played mid-turn: draw at once the difference between the new
    number and the cards already drawn this turn (never a negative number)."""
    return max(0, draw_rule - drawn)


@rule
def discards_for_limit(held: int, limit: int | None) -> int:
    """Cards (or Keepers) to discard to meet a limit; no limit, no discard."""
    if limit is None:
        return 0
    return max(0, held - limit)


@rule
def goal_met(keepers: list, pair: list) -> bool:
    """A pair Goal is met when both of its Keepers lie in front of one player."""
    return all(k in keepers for k in pair)


@rule
def collector_met(keepers: int) -> bool:
    return keepers >= COLLECTOR_KEEPERS


# --- match play ---------------------------------------------------------------------------
@rule
def hands_to_win(players: int, variant: str | None = "match") -> int:
    """Match play: the hands a player must win to take the match."""
    _check_players(players)
    return MATCH_WINS[players]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    _check_players(players)
    if variant not in (None, "match"):
        raise ValueError(f"unknown variant {variant!r}")
    return {
        "main": DECK_SIZE,                 # the whole deck is shuffled into the draw pile
        "aids": players,                   # a player aid each
        "rules-mat": 1,
        "laurels": LAURELS_PER_PLAYER * players if variant == "match" else 0,
    }


def play(players: int, variant: str | None = None) -> dict:
    """For the designer's report: a hand of three, one card drawn a turn."""
    return {"main": {"hand": OPENING_HAND, "draw": BASE_DRAW}}


# --- invariants: the engine's numbers against the card file ---------------------------------
def _cards(game):
    return game.deck("main").cards


@invariant("the deck holds as many cards as the engine deals from", per_player_count=False)
def deck_size_agrees(game) -> bool | str:
    total = game.deck("main").total
    return True if total == DECK_SIZE else f"the deck holds {total} cards, the engine counts {DECK_SIZE}"


@invariant("each kind has as many cards as the engine's table says", per_player_count=False)
def kinds_agree(game) -> bool | str:
    for kind, want in CARDS_OF_KIND.items():
        got = sum(c.count for c in _cards(game) if c.fields["kind"] == kind)
        if got != want:
            return f"{kind}: {got} cards in the deck, {want} in the engine"
        distinct = sum(1 for c in _cards(game) if c.fields["kind"] == kind)
        if distinct != DIFFERENT_CARDS_OF_KIND[kind]:
            return f"{kind}: {distinct} different cards, {DIFFERENT_CARDS_OF_KIND[kind]} in the engine"
    return True


@invariant("each family of New Rules has the cards and numbers the engine lists", per_player_count=False)
def families_agree(game) -> bool | str:
    for family, want in NEW_RULE_CARDS.items():
        cards = [c for c in _cards(game) if c.fields["kind"] == "New Rule" and c.fields["family"] == family]
        got = sum(c.count for c in cards)
        if got != want:
            return f"{family}: {got} New Rule cards, {want} in the engine"
        values = sorted((c.fields["amount"] for c in cards if c.fields["amount"] is not None))
        if any(c.fields["amount"] is None for c in cards):
            values.append("All")
        if values != FAMILY_VALUES[family]:
            return f"{family}: the cards print {values}, the engine lists {FAMILY_VALUES[family]}"
    return True


@invariant("only New Rules belong to a family, and every New Rule to one", per_player_count=False)
def families_only_on_new_rules(game) -> bool | str:
    for c in _cards(game):
        if (c.fields["kind"] == "New Rule") != bool(c.fields["family"]):
            return f"{c.name}: kind {c.fields['kind']} with family '{c.fields['family']}'"
    return True


@invariant("every Keeper has one card, and its name is a Keeper of the name set", per_player_count=False)
def keepers_have_cards(game) -> bool | str:
    names = set(game.names["keepers"])
    cards = [c for c in _cards(game) if c.fields["kind"] == "Keeper"]
    for c in cards:
        if c.name not in names:
            return f"{c.name} is a Keeper card but not in names: keepers"
        if c.count != 1:
            return f"{c.name}: {c.count} copies of a Keeper"
    missing = names - {c.name for c in cards}
    return True if not missing else f"no card for {', '.join(sorted(missing))}"


@invariant("every pair Goal names two different Keepers, and every Keeper is wanted by two Goals or more",
           per_player_count=False)
def goals_use_every_keeper(game) -> bool | str:
    wanted: dict[str, int] = {k: 0 for k in game.names["keepers"]}
    for c in _cards(game):
        if c.fields["kind"] != "Goal":
            if c.fields["pair"]:
                return f"{c.name} is no Goal but names a pair"
            continue
        pair = c.fields["pair"]
        if c.fields["amount"] is not None:          # the Collector: a number of Keepers, no pair
            if pair or c.fields["amount"] != COLLECTOR_KEEPERS:
                return f"{c.name}: a Collector goal wants {COLLECTOR_KEEPERS} Keepers and no pair"
            continue
        if len(pair) != 2 or pair[0] == pair[1]:
            return f"{c.name} names {len(pair)} Keepers, not two different ones"
        for k in pair:
            wanted[k] += 1
    lonely = [k for k, n in wanted.items() if n < 2]
    return True if not lonely else f"wanted by fewer than two Goals: {', '.join(lonely)}"


@invariant("the Collector cannot be met while any Keeper Limit is on the mat", per_player_count=False)
def collector_beats_every_keeper_limit() -> bool:
    return COLLECTOR_KEEPERS > max(FAMILY_VALUES["Keeper Limit"])


@invariant("the opening deal leaves at least half the deck to draw")
def deal_leaves_a_draw_pile(players: int) -> bool:
    return draw_pile_after_deal(players) * 2 >= DECK_SIZE


@invariant("the box holds enough Laurels for match play", per_player_count=False)
def laurels_suffice(game) -> bool | str:
    laurels = next(c for c in game.inventory if c.id == "laurels")
    need = LAURELS_PER_PLAYER * PLAYERS[1]
    return True if laurels.count >= need else f"{laurels.count} Laurels, {need} needed"


@invariant("a match is never won in one hand, and every player can hold the Laurels they need",
           per_player_count=True)
def match_wins_fit(players: int) -> bool:
    return 2 <= hands_to_win(players) <= LAURELS_PER_PLAYER

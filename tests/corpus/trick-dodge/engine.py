"""Engine model of Magpie Hedge, a trick-avoidance card game for 3 to 6 players.

The deck is four suits (Acorns, Feathers, Pebbles, Thorns) of thirteen cards each.
Thorns cost points, the Magpie (the 12 of Feathers) costs a lot, and taking every
one of them in a single hand clears the hedge. A few low Acorns and Pebbles are
set aside at some player counts so that everyone holds the same number of cards.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 6)  # the same range as `players` in game.yaml

SUITS = ("Acorns", "Feathers", "Pebbles", "Thorns")
SINGULAR = {"Acorns": "Acorn", "Feathers": "Feather", "Pebbles": "Pebble", "Thorns": "Thorn"}
RANKS = range(1, 14)
DECK_SIZE = len(SUITS) * len(RANKS)          # 52

MAGPIE = ("Feathers", 12)
OWL = ("Pebbles", 11)
SMALL_THORN = 1          # Thorns 1 to 9
BIG_THORN = 2            # Thorns 10 to 13
BIG_THORN_FROM = 10
MAGPIE_POINTS = 10
OWL_FAVOUR = 5           # Owl's Favour variant: points taken off the hand's score

# The cards put back in the box, by player count, so every hand is the same size.
SET_ASIDE = {
    3: ["Acorn 1"],
    4: [],
    5: ["Acorn 1", "Pebble 1"],
    6: ["Acorn 1", "Acorn 2", "Pebble 1", "Pebble 2"],
}

# Passing, hand by hand: the cycle repeats once it runs out.
PASS_CYCLE = {3: ("left", "right", "keep")}
PASS_CYCLE_DEFAULT = ("left", "right", "across", "keep")


def card_name(suit: str, rank: int) -> str:
    if (suit, rank) == MAGPIE:
        return "The Magpie"
    if (suit, rank) == OWL:
        return "The Owl"
    return f"{SINGULAR[suit]} {rank}"


@rule
def set_aside(players: int) -> list[str] | None:
    """The cards left in the box at this count (None when every card is used)."""
    return list(SET_ASIDE[players]) or None


@rule
def cards_set_aside(players: int) -> int:
    return len(SET_ASIDE[players])


@rule
def cards_in_play(players: int) -> int:
    return DECK_SIZE - cards_set_aside(players)


@rule
def hand_size(players: int) -> int:
    """Cards dealt to each player; also the number of tricks in a hand."""
    return cards_in_play(players) // players


@rule
def tricks_per_hand(players: int) -> int:
    return hand_size(players)


@rule
def cards_passed(players: int | None = None) -> int:
    """Cards each player passes before a hand (when the hand passes at all)."""
    return 3


@rule
def first_lead(players: int) -> str:
    """The lowest Acorn still in the deck: whoever holds it leads the first trick."""
    out = SET_ASIDE[players]
    for rank in RANKS:
        name = card_name("Acorns", rank)
        if name not in out:
            return name
    raise ValueError("no Acorn left in play")


@rule
def score_limit(players: int = 4, variant: str | None = None) -> int:
    """The score that ends the game, checked at the end of each hand."""
    if variant == "short":
        return 30 if players <= 4 else 25
    return 60 if players <= 4 else 45


@rule
def pass_direction(players: int, hand: int) -> str:
    """Where the three cards go before hand number `hand` (counted from 1)."""
    cycle = PASS_CYCLE.get(players, PASS_CYCLE_DEFAULT)
    return cycle[(hand - 1) % len(cycle)]


@rule
def pass_cycle_length(players: int) -> int:
    return len(PASS_CYCLE.get(players, PASS_CYCLE_DEFAULT))


@rule
def across_seats(players: int) -> int | None:
    """How many seats to your left 'across' reaches (None: no across pass)."""
    if players == 3:
        return None
    return players // 2


@rule
def penalty(card: str) -> int:
    """Points a card costs whoever takes it, by the kind of card."""
    return {
        "Thorn 1-9": SMALL_THORN,
        "Thorn 10-13": BIG_THORN,
        "The Magpie": MAGPIE_POINTS,
        "Any other card": 0,
    }[card]


def penalty_of(suit: str, rank: int) -> int:
    if (suit, rank) == MAGPIE:
        return MAGPIE_POINTS
    if suit == "Thorns":
        return BIG_THORN if rank >= BIG_THORN_FROM else SMALL_THORN
    return 0


@rule
def hand_total(players: int | None = None) -> int:
    """Every penalty point in one hand: all Thorns and the Magpie."""
    return sum(penalty_of(suit, rank) for suit in SUITS for rank in RANKS)


@rule
def moon_points(players: int | None = None) -> int:
    """What each other player takes when someone clears the hedge."""
    return hand_total()


@rule
def owl_favour(variant: str | None = "owl") -> int:
    return OWL_FAVOUR if variant == "owl" else 0


@rule
def hand_score(thorns: list, magpie: bool = False, owl: bool = False, variant: str | None = None) -> int:
    """A player's points for one hand from the Thorns (by rank) and specials they took."""
    total = sum(penalty_of("Thorns", int(rank)) for rank in thorns)
    if magpie:
        total += MAGPIE_POINTS
    if owl and variant == "owl":
        total -= OWL_FAVOUR
    return total


@rule
def cleared_hedge(thorns: list, magpie: bool) -> bool:
    """True when one player took every Thorn and the Magpie."""
    return magpie and sorted(int(r) for r in thorns) == list(RANKS)


@rule
def after_moon(scores: dict, shooter: str) -> dict:
    """Scores after `shooter` clears the hedge: the others each take moon_points()."""
    return {name: (score if name == shooter else score + moon_points()) for name, score in scores.items()}


@rule
def game_over(scores: dict, players: int) -> bool:
    return max(scores.values()) >= score_limit(players)


@rule
def winner(scores: dict) -> str:
    """The lowest score wins (ties are settled at the table, see the rulebook)."""
    return min(scores, key=lambda name: scores[name])


@rule
def trick_winner(plays: list) -> str:
    """plays: [player, suit, rank] in playing order; the first play was led."""
    led = plays[0][1]
    best = max((p for p in plays if p[1] == led), key=lambda p: int(p[2]))
    return best[0]


@rule
def trick_points(plays: list) -> int:
    return sum(penalty_of(p[1], int(p[2])) for p in plays)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "hedgerow": cards_in_play(players),
        "aid": players,
        "pass-tiles": pass_cycle_length(players),
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"hedgerow": {"hand": hand_size(players)}}


@invariant("every player is dealt the same number of cards, with none left over")
def hands_are_even(players: int) -> bool | str:
    left = cards_in_play(players) - hand_size(players) * players
    return True if left == 0 else f"{left} cards left over at {players} players"


@invariant("no Thorn, Magpie or Owl is ever set aside")
def set_aside_is_harmless(players: int) -> bool | str:
    for name in SET_ASIDE[players]:
        if name.startswith("Thorn") or name in ("The Magpie", "The Owl"):
            return f"{name} is set aside at {players} players"
    return True


@invariant("the deck holds 52 cards, four suits of 13", per_player_count=False)
def deck_is_whole(game) -> bool | str:
    deck = game.deck("hedgerow")
    if deck.total != DECK_SIZE:
        return f"the deck has {deck.total} cards, the engine counts {DECK_SIZE}"
    seen = {(c.fields["suit"], c.fields["rank"]) for c in deck.cards}
    missing = [card_name(s, r) for s in SUITS for r in RANKS if (s, r) not in seen]
    return True if not missing else f"missing: {', '.join(missing)}"


@invariant("each card's printed penalty and name agree with the scoring rules", per_player_count=False)
def penalties_match(game) -> bool | str:
    for card in game.deck("hedgerow").cards:
        suit, rank = card.fields["suit"], card.fields["rank"]
        if card.fields["penalty"] != penalty_of(suit, rank):
            return f"{card.name} prints {card.fields['penalty']}, scoring says {penalty_of(suit, rank)}"
        if card.name != card_name(suit, rank):
            return f"{card.name} should be named {card_name(suit, rank)}"
    total = sum(c.fields["penalty"] * c.count for c in game.deck("hedgerow").cards)
    return True if total == hand_total() else f"the cards hold {total} points, not {hand_total()}"


@invariant("each card's 'out at' mark lists exactly the counts that set it aside", per_player_count=False)
def marks_match(game) -> bool | str:
    for card in game.deck("hedgerow").cards:
        marked = [int(n) for n in card.fields["out_at"].replace(",", " ").split()]
        wanted = [n for n in range(PLAYERS[0], PLAYERS[1] + 1) if card.name in SET_ASIDE[n]]
        if marked != wanted:
            return f"{card.name} is marked {marked or 'never'}, set aside at {wanted or 'no count'}"
    return True


@invariant("the box holds a player aid for every player and a pass tile for every step of the cycle")
def box_suffices(players: int, game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts["aid-cards"] < players:
        return f"{counts['aid-cards']} aid cards for {players} players"
    if counts["pass-tiles"] < pass_cycle_length(players):
        return "too few pass tiles"
    return True

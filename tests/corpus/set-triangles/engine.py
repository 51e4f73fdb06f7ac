"""Set Triangles: the executable rules behind the printed tables.

Goods are collected kind by kind; a set of n cards (n at most five) scores the
n-th triangular number. A sixth card of a kind starts a new set. The player
with the most real goods of a kind takes a bonus of six, split on a tie.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

KINDS = ("Silk", "Spice", "Tea", "Salt", "Amber", "Indigo", "Copper")
CARDS_PER_KIND = 10
CARAVANS = 6
FULL_SET = 5
MAJORITY_BONUS = 6


def _triangle(n: int) -> int:
    return n * (n + 1) // 2


# --- setup by player count ---------------------------------------------------

@rule
def kinds_in_play(players: int) -> int:
    """Kinds shuffled in: the last kinds of the list stay in the box at 2 and 3 players."""
    return {2: 5, 3: 6}.get(players, 7)


@rule
def goods_in_play(players: int) -> int:
    """Cards in the shuffled deck: ten of each kind in play, and every Caravan."""
    return kinds_in_play(players) * CARDS_PER_KIND + CARAVANS


@rule
def hand_cards(players: int) -> int:
    """Cards dealt to each player at setup."""
    return {2: 5, 3: 4, 4: 4, 5: 3}[players]


@rule
def market_size(players: int) -> int:
    """Face-up cards in the market: two more than the players."""
    return players + 2


# --- numbers that never change -------------------------------------------------

@rule
def cards_taken(players: int | None = None) -> int:
    """Cards a player takes in the Take step."""
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    """Most cards a player may keep in hand at the end of their turn."""
    return 7


@rule
def caravans_per_set(players: int | None = None) -> int:
    """Caravans one set may hold."""
    return 1


@rule
def full_set(players: int | None = None) -> int:
    """Cards in a full set."""
    return FULL_SET


@rule
def hand_penalty(players: int | None = None) -> int:
    """Points lost for each card left in hand at the end."""
    return 1


# --- scoring -------------------------------------------------------------------

@rule
def set_points(cards: int) -> int:
    """Points for the cards of one kind in a collection (Caravans included)."""
    full, rest = divmod(cards, FULL_SET)
    return full * _triangle(FULL_SET) + _triangle(rest)


@rule
def card_gain(cards: int) -> int:
    """What the newest card of a set adds: the set of `cards` less the set one smaller."""
    return set_points(cards) - set_points(cards - 1)


@rule
def set_points_row() -> list[int]:
    """The triangle printed on the score sheet: one to five of a kind."""
    return [set_points(n) for n in range(1, FULL_SET + 1)]


@rule
def majority_bonus(tied: int) -> int:
    """Bonus each of `tied` players sharing the most of a kind takes."""
    return MAJORITY_BONUS // tied


@rule
def final_score(sets: list, majorities: list, hand: int) -> int:
    """A player's score: each kind's set, each majority (by how many share it), less the hand."""
    return (sum(set_points(n) for n in sets)
            + sum(majority_bonus(t) for t in majorities)
            - hand_penalty() * hand)


# --- what comes out of the box -------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "goods": goods_in_play(players),
        "first-player": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"goods": {"hand": hand_cards(players), "draw": cards_taken(), "table": market_size(players)}}


# --- invariants ----------------------------------------------------------------

@invariant("the kinds of game.yaml are the engine's, in the order they leave the box", per_player_count=False)
def kinds_agree(game) -> bool | str:
    kinds = tuple(game.names["kinds"])
    return True if kinds == KINDS else f"game.yaml lists {', '.join(kinds)}"


@invariant("the goods deck holds ten of each kind and every Caravan", per_player_count=False)
def deck_matches(game) -> bool | str:
    deck = game.deck("goods")
    for card in deck.cards:
        kind = card.fields["kind"]
        if card.fields["wild"]:
            if kind or card.count != CARAVANS:
                return f"{card.name}: a Caravan has no kind and {CARAVANS} copies"
        elif card.count != CARDS_PER_KIND:
            return f"{card.name}: {card.count} copies, not {CARDS_PER_KIND}"
    return True


@invariant("the cards shuffled in are the kinds in play and the Caravans")
def shuffled_cards(players: int, game) -> bool | str:
    in_play = KINDS[:kinds_in_play(players)]
    total = sum(c.count for c in game.deck("goods").cards
                if c.fields["wild"] or c.fields["kind"] in in_play)
    return True if total == goods_in_play(players) else f"{total} cards, engine says {goods_in_play(players)}"


@invariant("the deal and the market leave a draw pile of at least four turns a player")
def deal_leaves_pile(players: int) -> bool:
    dealt = hand_cards(players) * players + market_size(players)
    return goods_in_play(players) - dealt >= 4 * cards_taken() * players

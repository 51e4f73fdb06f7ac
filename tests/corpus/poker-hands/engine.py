"""Poker Hands: the rules the printed tables state, as small functions.

Five poker dice show Nine, Ten, Jack, Queen, King and Ace. A hand is the five
dice after a player's last reroll; the best hand of a round takes the pot, and
the bank pays every strong hand by the payout table.
"""

from collections import Counter
from functools import lru_cache

from generator.engine import invariant, rule

PLAYERS = (2, 5)

FACES = ("9", "10", "J", "Q", "K", "A")          # low to high
FACE_IDS = ("nine", "ten", "jack", "queen", "king", "ace")

HANDS = (                                         # best first
    "Five of a Kind",
    "Four of a Kind",
    "Full House",
    "Straight",
    "Three of a Kind",
    "Two Pair",
    "One Pair",
    "Bust",
)

PAYOUT = {
    "Five of a Kind": 10,
    "Four of a Kind": 6,
    "Full House": 4,
    "Straight": 3,
    "Three of a Kind": 1,
    "Two Pair": 0,
    "One Pair": 0,
    "Bust": -1,
}


# --- setup by player count -------------------------------------------------

@rule
def starting_chips(players: int) -> int:
    """The value in chips each player starts with."""
    return 25 if players <= 3 else 20


@rule
def tricks_dealt(players: int) -> int:
    """Trick cards dealt to each player at the start."""
    return 3 if players == 2 else 2


@rule
def rounds(players: int) -> int:
    """Rounds in a game: every player leads once or more."""
    return {2: 6, 3: 5, 4: 4, 5: 4}[players]


# --- numbers that never change ----------------------------------------------

@rule
def ante(players: int | None = None) -> int:
    """Chips each player puts into the pot at the start of a round."""
    return 1


@rule
def final_ante(players: int | None = None) -> int:
    """The ante of the last round: the stakes go up."""
    return 2


@rule
def free_rerolls(players: int | None = None) -> int:
    """Rerolls a player may take on a turn without paying."""
    return 2


@rule
def extra_rerolls(players: int | None = None) -> int:
    """Extra rerolls a player may buy on one turn."""
    return 1


@rule
def trick_hand_limit(players: int | None = None) -> int:
    """The most Trick cards a player may hold."""
    return 3


# --- dice and hands ----------------------------------------------------------

@rule
def die_face(roll: int) -> str:
    """The face a poker die shows on each of its six positions."""
    return FACE_IDS[roll - 1]


def _face(value) -> int:
    text = str(value).strip().upper()
    aliases = {"NINE": "9", "TEN": "10", "JACK": "J", "QUEEN": "Q", "KING": "K", "ACE": "A"}
    text = aliases.get(text, text)
    if text not in FACES:
        raise ValueError(f"{value!r} is no face of a poker die")
    return FACES.index(text)


def _hand_key(dice) -> tuple:
    values = [_face(d) for d in dice]
    if len(values) != 5:
        raise ValueError("a hand is five dice")
    counts = Counter(values)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    shape = [n for _, n in groups]
    order = tuple(v for v, _ in groups)
    if shape == [5]:
        name = "Five of a Kind"
    elif shape == [4, 1]:
        name = "Four of a Kind"
    elif shape == [3, 2]:
        name = "Full House"
    elif shape == [1, 1, 1, 1, 1] and max(values) - min(values) == 4:
        name = "Straight"
    elif shape == [3, 1, 1]:
        name = "Three of a Kind"
    elif shape == [2, 2, 1]:
        name = "Two Pair"
    elif shape == [2, 1, 1, 1]:
        name = "One Pair"
    else:
        name = "Bust"
    strength = len(HANDS) - HANDS.index(name)
    return (strength, order), name


@rule
def hand_name(dice: list) -> str:
    """The hand five dice make."""
    return _hand_key(dice)[1]


@rule
def payout(hand: str) -> int:
    """Chips the bank pays for a hand at the Payouts (a Bust pays the bank one)."""
    return PAYOUT[hand]


@rule
def bank_pays(dice: list) -> int:
    """What the bank pays for the hand five dice make."""
    return payout(hand_name(dice))


@lru_cache(maxsize=1)
def _all_throws() -> dict:
    ways: Counter = Counter()
    for n in range(6 ** 5):
        dice = []
        for _ in range(5):
            dice.append(FACES[n % 6])
            n //= 6
        ways[_hand_key(dice)[1]] += 1
    return dict(ways)


@rule
def ways_to_roll(hand: str) -> int:
    """Of the 7,776 throws of five poker dice, how many make this hand at once."""
    return _all_throws()[hand]


@rule
def showdown_winner(hands: dict) -> list:
    """The players whose hands are best (more than one: they split the pot)."""
    keys = {player: _hand_key(dice)[0] for player, dice in hands.items()}
    best = max(keys.values())
    return sorted(player for player, key in keys.items() if key == best)


@rule
def pot(players: int, extra_rerolls: int = 0, final: bool = False, carried: int = 0) -> int:
    """Chips in the pot at the Showdown: the antes, bought rerolls and any odd chip left over."""
    stake = final_ante() if final else ante()
    return players * stake + 2 * extra_rerolls + carried


@rule
def split_pot(pot: int, winners: int) -> list:
    """Each winner's share of a split pot, and the odd chips left in it."""
    return [pot // winners, pot % winners]


# --- setup -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "chips": 120,                                   # every chip: the stakes and the bank
        "poker-dice": 5,
        "tricks": 0 if variant == "quiet-table" else 15,
        "lead-marker": 1,
        "tally-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    if variant == "quiet-table":
        return {"poker-die": {"dice": 5}}
    return {"tricks": {"hand": tricks_dealt(players)}, "poker-die": {"dice": 5}}


# --- invariants -------------------------------------------------------------

@invariant("the Trick deck deals every player's opening hand with cards left to buy")
def tricks_suffice(players: int, game) -> bool | str:
    deck = game.deck("tricks")
    dealt = tricks_dealt(players) * players
    return True if deck.total > dealt else f"{deck.total} Trick cards, {dealt} dealt"


@invariant("the chips hand out every stake and leave the bank at least as much again")
def chips_cover_stakes(players: int, game) -> bool | str:
    sheet = next(s for s in game.tokens if s.component == "chips")
    value = sum(int(face.front) * face.count for face in sheet.faces)
    stakes = starting_chips(players) * players
    return True if value - stakes >= stakes else f"chips worth {value}, stakes {stakes}"


@invariant("the payout table covers every hand, and the ways add up to 7,776", per_player_count=False)
def hands_cover_throws() -> bool | str:
    if set(PAYOUT) != set(HANDS):
        return "payouts and hands differ"
    total = sum(ways_to_roll(h) for h in HANDS)
    return True if total == 6 ** 5 else f"ways add up to {total}"


@invariant("the hand limit holds the cards dealt at the start")
def hand_limit_holds_deal(players: int) -> bool:
    return tricks_dealt(players) <= trick_hand_limit()

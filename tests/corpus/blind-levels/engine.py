"""Engine model of Blind Levels: the blind schedule, the payouts and the
small sums of a hand, as the printed tables and examples use them."""
from math import comb

from generator.engine import invariant, rule

PLAYERS = (3, 7)

SMALL_BLINDS = (10, 15, 25, 50, 75, 100, 150, 200)
LEVELS = len(SMALL_BLINDS)

# trophy points by finishing place, per starting player count
PAYOUTS = {3: (5, 2), 4: (6, 3), 5: (7, 4, 2), 6: (8, 5, 2), 7: (9, 5, 3)}

# the starting stack: chips of each value every player takes
STACK = {5: 10, 25: 10, 100: 7}

RANKS = 10   # ranks 1 to 10
SUITS = 4    # Moon, Sun, Star, Comet


@rule
def small_blind(level: int) -> int:
    """The small blind at a level; past the last level it stays put."""
    return SMALL_BLINDS[min(level, LEVELS) - 1]


@rule
def big_blind(level: int) -> int:
    return 2 * small_blind(level)


@rule
def blind_labels() -> list:
    """'10/20', '15/30', ... one per level, for the Blind clock."""
    return [f"{small_blind(n)}/{big_blind(n)}" for n in range(1, LEVELS + 1)]


@rule
def levels() -> int:
    return LEVELS


@rule
def starting_chips(players: int | None = None) -> int:
    return sum(value * n for value, n in STACK.items())


@rule
def chips_each(value: int) -> int:
    return STACK[value]


@rule
def hands_per_level(players: int) -> int:
    return 6 if players <= 4 else 5


@rule
def places_paid(players: int) -> int:
    return len(PAYOUTS[players])


@rule
def payout(players: int, place: int) -> int | None:
    row = PAYOUTS[players]
    return row[place - 1] if place <= len(row) else None


@rule
def level_for_hand(players: int, hand: int) -> int:
    """The level a hand is played at, counting hands from 1."""
    return min(LEVELS, (hand - 1) // hands_per_level(players) + 1)


@rule
def min_raise_to(level: int, current_bet: int) -> int:
    """A raise must add at least one big blind to the bet to call."""
    return current_bet + big_blind(level)


@rule
def pot_total(bets: list) -> int:
    return sum(bets)


@rule
def finishing_place(players: int, knocked_out_before: int) -> int:
    return players - knocked_out_before


@rule
def hole_cards() -> int:
    return 2


@rule
def spread_cards() -> int:
    return 3


@rule
def colour_up_level() -> int:
    """From this level on no blind needs a 5-chip."""
    return 4


@rule
def hand_ways(hand: str) -> int:
    """How many of the C(40, 5) five-card hands are of this kind."""
    straights_by_rank = RANKS - 4          # 1-5 up to 6-10, no wrap-around
    straight_flush = straights_by_rank * SUITS
    suit_combos = SUITS ** 5
    ways = {
        "Straight flush": straight_flush,
        "Four of a kind": RANKS * (RANKS - 1) * SUITS,
        "Flush": SUITS * comb(RANKS, 5) - straight_flush,
        "Full house": RANKS * comb(SUITS, 3) * (RANKS - 1) * comb(SUITS, 2),
        "Straight": straights_by_rank * suit_combos - straight_flush,
        "Three of a kind": RANKS * comb(SUITS, 3) * comb(RANKS - 1, 2) * SUITS ** 2,
        "Two pair": comb(RANKS, 2) * comb(SUITS, 2) ** 2 * (RANKS - 2) * SUITS,
        "Pair": RANKS * comb(SUITS, 2) * comb(RANKS - 1, 3) * SUITS ** 3,
        "High card": (comb(RANKS, 5) - straights_by_rank) * (suit_combos - SUITS),
    }
    return ways[hand]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "tournament": 40,
        "chips": sum(STACK.values()) * players,
        "dealer-button": 1,
        "blind-buttons": 2,
        "level-marker": 1,
        "hand-marker": 1,
        "clock-board": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"tournament": {"hand": 2, "table": 3}}


@invariant("the big blind is always twice the small blind", per_player_count=False)
def big_is_double() -> bool:
    return all(big_blind(n) == 2 * small_blind(n) for n in range(1, LEVELS + 1))


@invariant("the blinds never go down", per_player_count=False)
def blinds_rise() -> bool:
    return list(SMALL_BLINDS) == sorted(SMALL_BLINDS)


@invariant("the nine kinds of hand add up to every five-card hand", per_player_count=False)
def hands_add_up() -> bool | str:
    total = sum(hand_ways(h) for h in ("Straight flush", "Four of a kind", "Flush", "Full house",
                                       "Straight", "Three of a kind", "Two pair", "Pair", "High card"))
    return True if total == comb(RANKS * SUITS, 5) else f"{total} hands, not {comb(40, 5)}"


@invariant("the deck holds every rank of every suit once", per_player_count=False)
def deck_is_complete(game) -> bool | str:
    cards = game.deck("tournament").cards
    seen = {(c.fields["suit"], c.fields["rank"]) for c in cards}
    return True if len(seen) == RANKS * SUITS and game.deck("tournament").total == RANKS * SUITS \
        else f"{len(seen)} distinct cards"


@invariant("the chip tokens make a starting stack for every seat", per_player_count=False)
def chips_cover_seats(game) -> bool | str:
    chips = next(c for c in game.inventory if c.id == "chips")
    sheet = next(t for t in game.tokens if t.component == "chips")
    need = {value: n * 7 for value, n in STACK.items()}
    have = {int(f.front): f.count for f in sheet.faces}
    return True if have == need and chips.per_player == sum(STACK.values()) else f"sheet {have}, seats need {need}"


@invariant("a deal never runs the deck dry")
def deal_fits(players: int) -> bool:
    return players * hole_cards() + spread_cards() <= RANKS * SUITS


@invariant("the payouts fall with each place")
def payouts_fall(players: int) -> bool:
    row = PAYOUTS[players]
    return all(a > b for a, b in zip(row, row[1:]))

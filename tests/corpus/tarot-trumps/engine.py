"""Tarot Trumps: the rules the tables print.

Card points are kept in halves (a King is 9 halves, 4½ points) so that
every sum is exact; the printed points are made from the halves.
"""

from generator.engine import invariant, rule

PLAYERS = (3, 5)

DECK_SIZE = 78
CONTRACTS = ("Glimpse", "Reading", "Vision", "Oracle")
KEY_CARDS = ("trump-1", "trump-21", "fool")

# halves of a point for each kind of card
HALVES = {
    "Key": 9,
    "King": 9,
    "Queen": 7,
    "Knight": 5,
    "Page": 3,
    "Any other card": 1,
}
CARDS_OF_KIND = {
    "Key": 3,
    "King": 4,
    "Queen": 4,
    "Knight": 4,
    "Page": 4,
    "Any other card": 59,
}
COURT_RANKS = {14: "King", 13: "Queen", 12: "Knight", 11: "Page"}


def _points_text(halves: int) -> str:
    whole, half = divmod(halves, 2)
    if whole == 0:
        return "½"
    return f"{whole}½" if half else str(whole)


# ---------------------------------------------------------------- dealing

@rule
def hand_size(players: int) -> int:
    """Cards dealt to each player."""
    return {3: 24, 4: 18, 5: 15}[players]


@rule
def spread_size(players: int) -> int:
    """Cards dealt face down to the Spread."""
    return DECK_SIZE - hand_size(players) * players


@rule
def packet_size(players: int | None = None) -> int:
    """Cards dealt to a player at a time."""
    return 3


@rule
def calls_king(players: int) -> bool:
    """At five the taker calls a King to find a secret partner."""
    return players == 5


@rule
def deals_in_game(players: int, variant: str | None = None) -> int:
    """Every player deals twice (once in the Short Evening variant)."""
    if variant == "short-evening":
        return players
    return 2 * players


# ---------------------------------------------------------------- contracts

@rule
def multiplier(contract: str) -> int:
    return {"Glimpse": 1, "Reading": 2, "Vision": 3, "Oracle": 5}[contract]


@rule
def taker_sees_spread(contract: str) -> bool:
    return contract in ("Glimpse", "Reading")


@rule
def spread_counts_for(contract: str) -> str:
    return "Defenders" if contract == "Oracle" else "Taker"


# ---------------------------------------------------------------- card points

@rule
def card_halves(kind: str) -> int:
    return HALVES[kind]


@rule
def card_points(kind: str) -> str:
    """Points of one card of this kind, as printed (4½)."""
    return _points_text(HALVES[kind])


@rule
def cards_of_kind(kind: str) -> int:
    return CARDS_OF_KIND[kind]


@rule
def total_card_points() -> int:
    return sum(HALVES[k] * CARDS_OF_KIND[k] for k in HALVES) // 2


@rule
def keys_in_deck() -> int:
    return CARDS_OF_KIND["Key"]


# ---------------------------------------------------------------- scoring

@rule
def points_needed(keys: int) -> int:
    """What the taker's side must reach, by the Keys in its tricks."""
    return {0: 56, 1: 50, 2: 42, 3: 36}[keys]


@rule
def deal_base() -> int:
    return 20


@rule
def rounded_count(card_points: float) -> int:
    """A count ending in a half is rounded up."""
    whole = int(card_points)
    return whole + 1 if card_points > whole else whole


@rule
def deal_value(contract: str, keys: int, card_points: float) -> int:
    """What one share of the deal is worth; negative when the taker fails."""
    margin = rounded_count(card_points) - points_needed(keys)
    value = (deal_base() + abs(margin)) * multiplier(contract)
    return value if margin >= 0 else -value


@rule
def taker_shares(players: int, alone: bool = False) -> int:
    """How many shares the taker wins or loses."""
    if players == 5:
        return 4 if alone else 2
    return players - 1


@rule
def partner_shares(players: int):
    """The called partner's shares (five players only)."""
    return 1 if players == 5 else None


@rule
def taker_total(players: int, value: int, alone: bool = False) -> int:
    return value * taker_shares(players, alone)


@rule
def last_light_bonus(contract: str) -> int:
    """Variant: winning the last trick with the Apprentice."""
    return 10 * multiplier(contract)


# ---------------------------------------------------------------- setup

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "tarot": DECK_SIZE,
        "dealer-marker": 1,
        "contract-tokens": len(CONTRACTS),
        "score-pad": 1,
        "pencil": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"tarot": {"hand": hand_size(players)}}


# ---------------------------------------------------------------- invariants

@invariant("the deal uses every card of the deck")
def deal_uses_every_card(players: int, game) -> bool | str:
    total = game.deck("tarot").total
    dealt = hand_size(players) * players + spread_size(players)
    return True if dealt == total else f"{dealt} dealt of {total}"


@invariant("every hand is dealt in whole packets", per_player_count=True)
def hands_in_packets(players: int) -> bool:
    return hand_size(players) % packet_size() == 0


@invariant("each card's points match its kind", per_player_count=False)
def card_points_match(game) -> bool | str:
    for card in game.deck("tarot").cards:
        f = card.fields
        if f["key"]:
            kind = "Key"
        elif f["suit"] != "Trumps" and f["rank"] in COURT_RANKS:
            kind = COURT_RANKS[f["rank"]]
        else:
            kind = "Any other card"
        if f["halves"] != HALVES[kind]:
            return f"{card.name} has {f['halves']} halves, a {kind} {HALVES[kind]}"
    return True


@invariant("the cards of each kind add up to the deck", per_player_count=False)
def kinds_add_up(game) -> bool | str:
    deck = game.deck("tarot")
    keys = [c.id for c in deck.cards if c.fields["key"]]
    if tuple(sorted(keys)) != tuple(sorted(KEY_CARDS)):
        return f"Keys are {', '.join(keys)}"
    if sum(CARDS_OF_KIND.values()) != deck.total:
        return f"kinds count {sum(CARDS_OF_KIND.values())} of {deck.total}"
    halves = sum(c.fields["halves"] * c.count for c in deck.cards)
    return True if halves == 2 * total_card_points() else f"{halves} halves in the deck"


@invariant("one contract token for each contract", per_player_count=False)
def contract_tokens(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "contract-tokens")
    return True if line.count == len(CONTRACTS) else f"{line.count} tokens"

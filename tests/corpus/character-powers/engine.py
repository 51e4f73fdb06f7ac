"""Rulebreakers: the guild's rules, the numbers each character plays instead, setup and scoring."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

EVERYONE = "Everyone"
BREAKER = "The breaker"

# Each guild rule: (the number everyone plays, the number its breaker plays instead).
# The character cards print the breaker's number too; an invariant holds the two together.
GUILD_RULES = {
    "Cards drawn": (2, 3),
    "Hand limit": (6, 8),
    "Market picks": (1, 2),
    "Deliveries per turn": (1, 2),
    "Wild wares": (0, 1),
    "Starting hand": (4, 6),
    "Trade-in cost": (3, 2),
    "Reserve limit": (1, 2),
}

# Box counts setup() names whole; held to game.yaml by decks_come_out_whole.
WARE_CARDS = 56
COMMISSION_CARDS = 24


def _number(guild_rule: str, who: str) -> int:
    everyone, breaker = GUILD_RULES[guild_rule]
    if who == EVERYONE:
        return everyone
    if who == BREAKER:
        return breaker
    raise ValueError(f"who must be {EVERYONE!r} or {BREAKER!r}, not {who!r}")


# --- the eight guild rules ---------------------------------------------------------------

@rule
def cards_drawn(who: str = EVERYONE) -> int:
    """Cards drawn from the ware deck in Gather."""
    return _number("Cards drawn", who)


@rule
def hand_limit(who: str = EVERYONE) -> int:
    """Cards you may keep at the end of Tidy up."""
    return _number("Hand limit", who)


@rule
def market_picks(who: str = EVERYONE) -> int:
    """Market cards taken when you take from the market in Gather."""
    return _number("Market picks", who)


@rule
def deliveries_per_turn(who: str = EVERYONE) -> int:
    """Commissions you may deliver in one Deliver step."""
    return _number("Deliveries per turn", who)


@rule
def wild_wares(who: str = EVERYONE) -> int:
    """Ware cards of any kind that may stand in for a missing ware, in each delivery."""
    return _number("Wild wares", who)


@rule
def starting_hand(who: str = EVERYONE) -> int:
    """Ware cards dealt to you at setup."""
    return _number("Starting hand", who)


@rule
def trade_in_cost(who: str = EVERYONE) -> int:
    """Ware cards discarded to trade in for one market card."""
    return _number("Trade-in cost", who)


@rule
def reserve_limit(who: str = EVERYONE) -> int:
    """Reserved commissions you may hold at once."""
    return _number("Reserve limit", who)


# --- by player count -------------------------------------------------------------------

@rule
def characters_dealt(players: int, variant: str | None = None) -> int:
    """Character cards dealt to each player to choose from."""
    if variant == "apprentice":
        return 0
    if variant == "two-hats":
        return {2: 4, 3: 2, 4: 2}[players]
    return {2: 3, 3: 2, 4: 2, 5: 1}[players]


@rule
def characters_kept(players: int | None = None, variant: str | None = None) -> int:
    """Character cards each player keeps."""
    if variant == "apprentice":
        return 0
    if variant == "two-hats":
        return 2
    return 1


@rule
def market_size(players: int) -> int:
    """Ware cards face up in the market."""
    return 4 if players <= 3 else 5


@rule
def commission_row(players: int | None = None) -> int:
    """Commissions face up in the row."""
    return 3


@rule
def points_to_win(players: int) -> int:
    """Points that end the game once a player reaches them."""
    return {2: 20, 3: 18, 4: 16, 5: 14}[players]


# --- scoring ---------------------------------------------------------------------------

@rule
def commission_value(needs: dict) -> int:
    """A commission's points: one per ware it needs, plus one for each kind past the first."""
    amounts = [int(n) for n in needs.values() if int(n) > 0]
    return sum(amounts) + max(len(amounts) - 1, 0)


@rule
def reserve_penalty(players: int | None = None) -> int:
    """Points lost at the end for each reserved commission still undelivered."""
    return 2


@rule
def final_score(points: list, reserved_left: int = 0) -> int:
    """Delivered commissions' points, less the penalty for reserved ones left over."""
    return sum(points) - reserve_penalty() * reserved_left


@rule
def hand_after_turn(start: int, drawn: int, spent: int, who: str = EVERYONE) -> int:
    """Cards in hand after a turn: what you held, drew and spent, cut to your hand limit."""
    return min(start + drawn - spent, hand_limit(who))


# --- setup ------------------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "characters": characters_dealt(players, variant) * players,
        "wares": WARE_CARDS,
        "commissions": COMMISSION_CARDS,
        "guild-seal": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "wares": {"hand": starting_hand(), "draw": cards_drawn(), "table": market_size(players)},
        "commissions": {"table": commission_row(players)},
    }


# --- invariants ---------------------------------------------------------------------------

@invariant("the guild's rules are the name set guild-rules, in order", per_player_count=False)
def rules_are_named(game) -> bool | str:
    named = list(game.names["guild-rules"])
    return True if named == list(GUILD_RULES) else f"guild-rules lists {named}"


@invariant("every breaker's number differs from the guild's", per_player_count=False)
def breakers_break() -> bool | str:
    same = [name for name, (everyone, breaker) in GUILD_RULES.items() if everyone == breaker]
    return True if not same else f"not broken: {', '.join(same)}"


@invariant("each rule is broken by exactly one character card, with the engine's number", per_player_count=False)
def characters_match_rules(game) -> bool | str:
    seen: dict[str, str] = {}
    for card in game.deck("characters").cards:
        broken = card.fields["breaks"]
        if broken in seen:
            return f"{card.name} and {seen[broken]} both break {broken}"
        seen[broken] = card.name
        if card.fields["your_number"] != GUILD_RULES[broken][1]:
            return f"{card.name} prints {card.fields['your_number']} for {broken}, the engine plays {GUILD_RULES[broken][1]}"
    missing = [name for name in GUILD_RULES if name not in seen]
    return True if not missing else f"no character breaks {', '.join(missing)}"


@invariant("every commission is worth one point a ware plus one for each kind past the first", per_player_count=False)
def commission_points(game) -> bool | str:
    for card in game.deck("commissions").cards:
        needs = {a.name: a.amount for a in card.fields["needs"]}
        if card.fields["points"] != commission_value(needs):
            return f"{card.name} is worth {card.fields['points']}, its wares make {commission_value(needs)}"
    return True


@invariant("the trade-in's printed price is the guild's trade-in cost", per_player_count=False)
def trade_in_matches(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "trade-in")
    return True if cost.items[0].amount == trade_in_cost() else f"the cost says {cost.items[0].amount}"


@invariant("setup takes the ware and commission decks out whole", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    ok = WARE_CARDS == game.deck("wares").total and COMMISSION_CARDS == game.deck("commissions").total
    return True if ok else "WARE_CARDS or COMMISSION_CARDS differs from the card data"


@invariant("the character deck deals every player their characters, and each keeps no more than dealt")
def characters_suffice(players: int, game, variant: str | None = None) -> bool | str:
    dealt = characters_dealt(players, variant)
    if dealt * players > game.deck("characters").total:
        return f"{dealt * players} characters dealt"
    return True if characters_kept(players, variant) <= dealt else "keeps more than dealt"


@invariant("the ware deck deals every starting hand (one Heir's included) and the market with cards to spare")
def wares_suffice(players: int, game) -> bool | str:
    needed = starting_hand(BREAKER) + starting_hand() * (players - 1) + market_size(players)
    return True if needed < game.deck("wares").total else f"{needed} ware cards at setup"


@invariant("the commissions hold points enough for every player to reach the target")
def points_reachable(players: int, game) -> bool | str:
    total = sum(c.fields["points"] * c.count for c in game.deck("commissions").cards)
    return True if total >= points_to_win(players) * players else f"only {total} points in the deck"

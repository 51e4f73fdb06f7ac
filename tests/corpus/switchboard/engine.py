"""Switchboard: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

SHIFT_OPENS = (9, 15)      # the clock marker starts on 9:15
SHIFT_CLOSES = (11, 45)    # the shift ends when it reaches 11:45
QUARTER = 15               # minutes in one round

RATES = {"Local": 1, "Party": 2, "Trunk": 3}

TRUNKS = {
    "Central–Riverside": 2,
    "Central–Hilltop": 2,
    "Riverside–Hilltop": 1,
}

EXCHANGES = {2: "Central", 3: "Riverside", 4: "Hilltop"}


def _minutes(hm: tuple[int, int]) -> int:
    return hm[0] * 60 + hm[1]


@rule
def calls_ringing(players: int) -> int:
    """Calls dealt into the ringing row at the start of each round."""
    return players + 2


@rule
def cord_pairs(players: int | None = None) -> int:
    """Cord pairs on each operator's switchboard: calls connected at once."""
    return 4


@rule
def rounds(players: int | None = None) -> int:
    """Rounds in a shift: one per quarter hour from 9:15 until the clock reaches 11:45."""
    return (_minutes(SHIFT_CLOSES) - _minutes(SHIFT_OPENS)) // QUARTER


@rule
def clock_time(round: int) -> str:
    """What the clock reads during a round (round 1 is 9:15)."""
    total = _minutes(SHIFT_OPENS) + (round - 1) * QUARTER
    return f"{total // 60}:{total % 60:02d}"


@rule
def rate(line: str) -> int:
    """Cents a call earns for each quarter hour it lasts."""
    return RATES[line]


@rule
def ticks(minutes: int) -> int:
    """Tick tokens placed on a call: one per quarter hour."""
    return minutes // QUARTER


@rule
def call_fee(minutes: int, line: str) -> int:
    """What a completed call pays, in cents."""
    return ticks(minutes) * rate(line)


@rule
def trunk_lines(route: str) -> int:
    """Trunk lines (trunk plugs) between two exchanges."""
    return TRUNKS[route]


@rule
def complaint_penalty(players: int | None = None) -> int:
    """Cents each complaint token costs at the end of the shift."""
    return 2


@rule
def urgent_complaints() -> int:
    """Complaint tokens an urgent call gives when it is left ringing."""
    return 2


@rule
def party_calls_at_once(players: int | None = None) -> int:
    """Party calls one operator may have connected at the same time."""
    return 1


@rule
def final_score(fees: list, complaints: int) -> int:
    """Fees of completed calls, less the complaints."""
    return sum(fees) - complaints * complaint_penalty()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "calls": 48,
        "exchange-board": 1,
        "switchboards": players,
        "tick-tokens": 64,
        "complaint-tokens": 20,
        "trunk-plugs": sum(TRUNKS.values()),
        "chief-badge": 1,
        "clock-marker": 1,
        "score-markers": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"calls": {"per_round": calls_ringing(players)}}


def _route(a: int, b: int) -> str | None:
    ea, eb = EXCHANGES[a // 100], EXCHANGES[b // 100]
    if ea == eb:
        return None
    for name in TRUNKS:
        if set(name.split("–")) == {ea, eb}:
            return name
    return None


@invariant("every call card pays what its minutes and line earn", per_player_count=False)
def fees_follow_rates(game) -> bool | str:
    for card in game.deck("calls").cards:
        f = card.fields
        if f["fee"] != call_fee(f["minutes"], f["line"]):
            return f"{card.name} pays {f['fee']}, not {call_fee(f['minutes'], f['line'])}"
        if f["minutes"] % QUARTER:
            return f"{card.name} lasts {f['minutes']} minutes, not whole quarter hours"
    return True


@invariant("a call is a trunk call exactly when it joins two exchanges; party lines are at Hilltop", per_player_count=False)
def lines_follow_extensions(game) -> bool | str:
    for card in game.deck("calls").cards:
        f = card.fields
        for ext in (f["caller"], f["callee"]):
            if ext // 100 not in EXCHANGES:
                return f"{card.name}: {ext} belongs to no exchange"
        between = _route(f["caller"], f["callee"])
        if (f["line"] == "Trunk") != (between is not None):
            return f"{card.name} is a {f['line']} call between {f['caller']} and {f['callee']}"
        if f["line"] == "Party" and f["callee"] // 100 != 4:
            return f"{card.name} is a Party call outside Hilltop"
    return True


@invariant("the box holds one trunk plug per trunk line", per_player_count=False)
def plugs_match_trunks(game) -> bool | str:
    plugs = next(c for c in game.inventory if c.id == "trunk-plugs")
    return plugs.count == sum(TRUNKS.values()) or f"{plugs.count} plugs for {sum(TRUNKS.values())} lines"


@invariant("every cord of every switchboard can hold the longest call's tick tokens", per_player_count=False)
def enough_ticks(game) -> bool | str:
    longest = max(c.fields["minutes"] for c in game.deck("calls").cards)
    need = ticks(longest) * cord_pairs() * game.max_players
    have = next(c for c in game.inventory if c.id == "tick-tokens").count
    return have >= need or f"{have} tick tokens, {need} needed"


@invariant("the box count of Call cards is what setup shuffles", per_player_count=False)
def whole_deck(game) -> bool | str:
    return game.deck("calls").total == setup(2)["calls"] or "setup() and the deck disagree"

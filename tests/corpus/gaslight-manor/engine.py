"""Engine model of Gaslight Manor, a murder-mystery deduction game for 3-6 players.

The rules here are the ones the printed tables, the die and the worked examples
are bound to. Everything is small and pure: same arguments, same answer.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 6)  # the same range as `players` in game.yaml

EVIDENCE_BY_KIND = {"Suspect": 6, "Room": 9, "Object": 7}
EVIDENCE_TOTAL = sum(EVIDENCE_BY_KIND.values())  # 22 cards
ENVELOPE = 3  # one suspect, one room, one object

# Corridors of the manor: steps from room to room (the board's land routes).
CORRIDORS = {
    ("Foyer", "Chapel"): 3,
    ("Foyer", "Smoking Room"): 3,
    ("Foyer", "Library"): 4,
    ("Foyer", "Portrait Gallery"): 4,
    ("Foyer", "Servants' Hall"): 2,
    ("Observatory", "Chapel"): 2,
    ("Chapel", "Smoking Room"): 2,
    ("Smoking Room", "Greenhouse"): 2,
    ("Observatory", "Library"): 3,
    ("Greenhouse", "Portrait Gallery"): 3,
    ("Library", "Wine Cellar"): 3,
    ("Portrait Gallery", "Boathouse"): 3,
    ("Wine Cellar", "Servants' Hall"): 4,
    ("Servants' Hall", "Boathouse"): 4,
}
# Secret passages: taken instead of rolling, for one Lamp Oil.
PASSAGES = {("Observatory", "Boathouse"), ("Greenhouse", "Wine Cellar")}

CASE_POINTS = {"Solved the case": 4, "Still in the case": 1, "Made a false accusation": 0}


@rule
def cards_in_envelope(players: int = 3) -> int:
    """One suspect, one room and one object go into the envelope."""
    return ENVELOPE


@rule
def cards_dealt(players: int) -> int:
    """Evidence cards dealt face down to each player."""
    return (EVIDENCE_TOTAL - ENVELOPE) // players


@rule
def cards_face_up(players: int) -> int:
    """Evidence cards left over after an even deal, laid face up for everyone."""
    return EVIDENCE_TOTAL - ENVELOPE - cards_dealt(players) * players


@rule
def lamp_oil_start(players: int) -> int:
    """Lamp Oil tokens each detective starts with."""
    return 3 if players <= 4 else 2


@rule
def accusations_allowed(players: int = 3) -> int:
    """Accusations each detective may make in a case."""
    return 1


@rule
def case_points(outcome: str) -> int:
    """Case points scored at the end of a case."""
    return CASE_POINTS[outcome]


@rule
def points_to_win(players: int = 3) -> int:
    """Case points that win the evening."""
    return 8


@rule
def movement(roll: int) -> str:
    """The Gaslight die's result id for a roll."""
    return "gaslight" if roll == 6 else "stride"


@rule
def refuter(players: int, asker: int, holders: list, after: int | None = None) -> int:
    """Seat of the player who must refute: the first to the asker's left (from `after`,
    if the asker paid to ask on) who holds a matching card; 0 if nobody can."""
    seat = after if after is not None else asker
    for _ in range(players - 1):
        seat = seat % players + 1
        if seat == asker:
            return 0
        if seat in holders:
            return seat
    return 0


@rule
def unknown_left(kind: str, crossed: int) -> int:
    """Cards of one kind a detective has not yet crossed off the notepad."""
    return EVIDENCE_BY_KIND[kind] - crossed


@rule
def corridor_steps(start: str, end: str) -> int:
    """Fewest steps along corridors from one room to another (secret passages not used)."""
    graph: dict[str, list[tuple[str, int]]] = {}
    for (a, b), cost in CORRIDORS.items():
        graph.setdefault(a, []).append((b, cost))
        graph.setdefault(b, []).append((a, cost))
    best = {start: 0}
    todo = [start]
    while todo:
        todo.sort(key=lambda r: best[r])
        here = todo.pop(0)
        for there, cost in graph[here]:
            if there not in best or best[here] + cost < best[there]:
                best[there] = best[here] + cost
                todo.append(there)
    return best[end]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a case at this player count takes out of the box."""
    return {
        "evidence": EVIDENCE_TOTAL,
        "detective-pawns": players,
        "lamp-oil": 20,
        "envelope": 1,
        "gaslight-die": 1,
        "manor-board": 1,
        "notepad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"evidence": {"hand": cards_dealt(players), "draw": 0}, "gaslight": {"dice": 1}}


@invariant("every evidence card ends up in the envelope, in a hand or face up")
def deal_is_complete(players: int, game) -> bool | str:
    total = game.deck("evidence").total
    used = ENVELOPE + cards_dealt(players) * players + cards_face_up(players)
    return True if used == total else f"{used} cards placed but the deck holds {total}"


@invariant("fewer cards lie face up than there are players")
def face_up_stays_small(players: int) -> bool:
    return cards_face_up(players) < players


@invariant("the deck holds the suspects, rooms and objects the engine counts", per_player_count=False)
def kinds_match_deck(game) -> bool | str:
    counts: dict[str, int] = {}
    for card in game.deck("evidence").cards:
        counts[card.fields["kind"]] = counts.get(card.fields["kind"], 0) + card.count
    return True if counts == EVIDENCE_BY_KIND else f"deck has {counts}"


@invariant("the board's corridors and passages are the engine's", per_player_count=False)
def corridors_match_board(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "manor")
    names = {loc.id: loc.name for loc in board.locations}
    seen: dict[frozenset, int] = {}
    passages = set()
    for route in board.routes:
        ends = [names.get(e, e) for e in route.between]
        if route.kind == "crossing":
            passages.add(frozenset(ends))
        else:
            seen[frozenset(ends)] = route.cost
    want = {frozenset(k): v for k, v in CORRIDORS.items()}
    if seen != want:
        return "corridor steps on the board differ from the engine's"
    if passages != {frozenset(p) for p in PASSAGES}:
        return "secret passages on the board differ from the engine's"
    return True


@invariant("the Lamp Oil supply covers every detective's starting tokens")
def lamp_oil_suffices(players: int, game) -> bool:
    oil = next(c for c in game.inventory if c.id == "lamp-oil")
    return oil.count >= lamp_oil_start(players) * players

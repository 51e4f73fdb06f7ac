"""Shadow Chase: the rules the printed tables, the log and the examples rely on.

One player is the Shadow, who moves in secret across a city of thirty numbered
stations; everyone else hunts. The lines of the city are written here as well as
in game.yaml's map (the engine cannot read the map), and an invariant holds the
two to each other.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

TRANSPORTS = ("Cab", "Tram", "Metro")

# Lines of the city, by transport: pairs of station numbers.
CAB = (
    (1, 2), (1, 7), (1, 8), (2, 3), (2, 8), (3, 4), (3, 9), (3, 10), (4, 5), (5, 6),
    (5, 11), (6, 11), (6, 12), (7, 8), (7, 13), (8, 14), (9, 10), (9, 15), (10, 11),
    (10, 16), (10, 17), (11, 12), (12, 18), (13, 14), (13, 19), (14, 15), (14, 20),
    (15, 16), (15, 20), (16, 22), (17, 18), (17, 23), (18, 24), (19, 20), (19, 25),
    (19, 26), (20, 21), (20, 25), (21, 22), (21, 27), (22, 28), (23, 24), (23, 29),
    (23, 30), (24, 30), (25, 26), (26, 27), (28, 29), (29, 30),
)
TRAM = (
    (1, 9), (2, 15), (4, 9), (4, 12), (5, 16), (7, 20), (10, 21), (12, 23), (13, 21),
    (15, 26), (16, 29), (18, 22), (19, 27), (20, 28), (23, 27),
)
METRO = (
    (3, 11), (3, 14), (11, 24), (14, 21), (14, 27), (17, 21), (21, 29), (24, 29),
)
LINES = {"Cab": CAB, "Tram": TRAM, "Metro": METRO}
STATIONS = tuple(range(1, 31))

# The colour each transport's lines are drawn in on the map (style.palette names).
LINE_COLOUR = {"Cab": "cab", "Tram": "tram", "Metro": "metro"}

# What one hunter pawn is handed at the start, and what the Shadow starts with.
TICKETS_PER_PAWN = {"Cab": 8, "Tram": 6, "Metro": 3}
SHADOW_START = {"Cab": 4, "Tram": 3, "Metro": 3}

LAST_ROUND = 20
REVEALS = (3, 8, 13, 18)
FOG_REVEALS = (8, 18)
DOUBLE_MOVES = 2


def _neighbours(station: int, transport: str) -> set[int]:
    found = set()
    for a, b in LINES[transport]:
        if a == station:
            found.add(b)
        elif b == station:
            found.add(a)
    return found


# --- setup by player count -------------------------------------------------------


@rule
def hunter_players(players: int) -> int:
    """Everyone who is not the Shadow hunts."""
    return players - 1


@rule
def pawns_per_hunter(players: int) -> int:
    """A lone hunter runs three pawns, two hunters two each, more hunters one each."""
    if players == 2:
        return 3
    if players == 3:
        return 2
    return 1


@rule
def hunter_pawns(players: int) -> int:
    return hunter_players(players) * pawns_per_hunter(players)


@rule
def shadow_tickets(players: int) -> int:
    """The Shadow gets one Shadow ticket for every hunter pawn on the streets."""
    return hunter_pawns(players)


@rule
def tickets_per_pawn(transport: str) -> int:
    return TICKETS_PER_PAWN[transport]


@rule
def shadow_start_tickets(transport: str) -> int:
    return SHADOW_START[transport]


@rule
def double_moves(players: int | None = None, variant: str | None = None) -> int:
    return 0 if variant == "lantern-night" else DOUBLE_MOVES


@rule
def last_round(players: int | None = None) -> int:
    return LAST_ROUND


@rule
def start_cards_each(players: int | None = None) -> int:
    """Every hunter pawn, and the Shadow, draws one start card."""
    return 1


# --- the log and the reveals -------------------------------------------------------


@rule
def reveal_rounds(variant: str | None = None) -> list[int]:
    return list(FOG_REVEALS if variant == "thick-fog" else REVEALS)


@rule
def is_reveal_round(round: int, variant: str | None = None) -> bool:
    return round in reveal_rounds(variant)


@rule
def log_marks() -> list[str]:
    """What the travel log prints beside each round: the reveal rounds are marked."""
    return ["Reveal" if is_reveal_round(r) else "" for r in range(1, LAST_ROUND + 1)]


# --- movement -------------------------------------------------------------------------


@rule
def neighbours(station: int, transport: str) -> list[int]:
    """The stations one ride of that transport reaches; a Shadow ticket rides any line."""
    if transport == "Shadow":
        found: set[int] = set()
        for kind in TRANSPORTS:
            found |= _neighbours(station, kind)
        return sorted(found)
    return sorted(_neighbours(station, transport))


@rule
def possible_stations(seen: int, tickets: list) -> list[int]:
    """Where the Shadow may be, seen at `seen`, after playing these tickets in order."""
    here = {int(seen)}
    for ticket in tickets:
        nxt: set[int] = set()
        for station in here:
            nxt |= set(neighbours(station, ticket))
        here = nxt
    return sorted(here)


@rule
def can_enter(station: int, hunters: list) -> bool:
    """No pawn may end a move on a station a hunter pawn already holds (but a hunter catching the Shadow)."""
    return int(station) not in {int(h) for h in hunters}


# --- what comes out of the box -------------------------------------------------------


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    pawns = hunter_pawns(players)
    cab = pawns * TICKETS_PER_PAWN["Cab"] + SHADOW_START["Cab"]
    tram = pawns * TICKETS_PER_PAWN["Tram"] + SHADOW_START["Tram"]
    metro = pawns * TICKETS_PER_PAWN["Metro"] + SHADOW_START["Metro"]
    shadow = shadow_tickets(players)
    double = double_moves(players, variant)
    return {
        "city-map": 1,
        "tickets": cab + tram + metro + shadow + double,
        "tickets/cab": cab,
        "tickets/tram": tram,
        "tickets/metro": metro,
        "tickets/shadow": shadow,
        "tickets/double": double,
        "starts": 13,
        "hunter-pawns": pawns,
        "shadow-pawn": 1,
        "travel-log": 1,
        "pencil": 1,
    }


# --- invariants -------------------------------------------------------------------------


def _map_lines(game) -> dict[str, set[tuple[int, int]]]:
    city = game.maps[0]
    by_colour = {colour: kind for kind, colour in LINE_COLOUR.items()}
    found: dict[str, set[tuple[int, int]]] = {kind: set() for kind in TRANSPORTS}
    for route in city.routes:
        a, b = (int(city.location(ref).name) for ref in route.between)
        kind = by_colour.get(route.colour)
        if kind is None:
            found.setdefault("?", set()).add((min(a, b), max(a, b)))
        else:
            found[kind].add((min(a, b), max(a, b)))
    return found


@invariant("the printed map has exactly the lines the engine rides", per_player_count=False)
def map_matches_engine(game) -> bool | str:
    printed = _map_lines(game)
    for kind in TRANSPORTS:
        want = {(min(a, b), max(a, b)) for a, b in LINES[kind]}
        if printed.get(kind, set()) != want:
            extra = sorted(printed.get(kind, set()) - want)
            missing = sorted(want - printed.get(kind, set()))
            return f"{kind} lines differ: map has extra {extra}, lacks {missing}"
    if "?" in printed:
        return f"lines of no transport colour: {sorted(printed['?'])}"
    return True


@invariant("every station has a cab line, so no pawn is ever stranded with only cab tickets",
           per_player_count=False)
def every_station_has_a_cab(game) -> bool | str:
    lonely = [s for s in STATIONS if not _neighbours(s, "Cab")]
    return True if not lonely else f"no cab line at {lonely}"


@invariant("the Metro stations marked on the map are those the Metro serves", per_player_count=False)
def metro_stations_marked(game) -> bool | str:
    city = game.maps[0]
    marked = {int(loc.name) for loc in city.locations if "marked" in loc.flags}
    served = {s for pair in METRO for s in pair}
    return True if marked == served else f"marked {sorted(marked)}, served {sorted(served)}"


@invariant("no Shadow start is one ride from a Hunter start", per_player_count=False)
def starts_keep_apart(game) -> bool | str:
    cards = game.deck("starts").cards
    hunters = {int(c.fields["station"]) for c in cards if c.fields["role"] == "Hunter"}
    for card in cards:
        if card.fields["role"] != "Shadow":
            continue
        s = int(card.fields["station"])
        close = set(neighbours(s, "Shadow")) | {s}
        if close & hunters:
            return f"{card.name} is one ride from a hunter start"
    return True


@invariant("there is a Hunter start card for every hunter pawn")
def enough_hunter_starts(players: int, game) -> bool | str:
    cards = game.deck("starts").cards
    hunters = sum(c.count for c in cards if c.fields["role"] == "Hunter")
    return True if hunters >= hunter_pawns(players) else f"{hunters} hunter starts for {hunter_pawns(players)} pawns"


@invariant("the box holds every ticket the biggest hunt hands out", per_player_count=False)
def ticket_deck_covers(game) -> bool | str:
    deck = {c.id: c.count for c in game.deck("tickets").cards}
    most = max(hunter_pawns(p) for p in range(PLAYERS[0], PLAYERS[1] + 1))
    for kind in TRANSPORTS:
        need = most * TICKETS_PER_PAWN[kind] + SHADOW_START[kind]
        if deck.get(kind.lower(), 0) != need:
            return f"{kind} tickets: {deck.get(kind.lower(), 0)} in the deck, {need} needed"
    if deck.get("shadow", 0) != most or deck.get("double", 0) != DOUBLE_MOVES:
        return "Shadow tickets or Double move cards miscounted"
    return True


@invariant("the travel log has a line for every round and marks every reveal round", per_player_count=False)
def log_covers_the_chase(game) -> bool | str:
    marks = log_marks()
    if len(marks) != LAST_ROUND:
        return f"{len(marks)} lines for {LAST_ROUND} rounds"
    marked = [i + 1 for i, m in enumerate(marks) if m]
    return True if marked == list(REVEALS) else f"log marks {marked}"

"""Metro Lines: the city's five lines and the rules the printed tables show.

The map in game.yaml draws the same five lines; the invariants at the foot of
this file hold the board, the Commuter cards and the box to the data here.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

# Each line from one terminus to the other, with the length of every segment
# between neighbouring stations (one length fewer than there are stations).
LINES: dict[str, dict] = {
    "Red Line": {
        "colour": "red",
        "stations": ["Ashgate", "Millbrook", "Tannery Lane", "Central", "Harbour Street", "Eastfield"],
        "lengths": [2, 1, 1, 3, 2],
    },
    "Blue Line": {
        "colour": "blue",
        "stations": ["Northwood", "Observatory", "Central", "Market Cross", "Southmere"],
        "lengths": [1, 2, 1, 2],
    },
    "Green Line": {
        "colour": "green",
        "stations": ["Kingsmead", "Clocktower", "Central", "Old Docks", "Saltmarsh"],
        "lengths": [3, 2, 2, 3],
    },
    "Yellow Line": {
        "colour": "yellow",
        "stations": ["Hillcrest", "Clocktower", "Millbrook", "Brickfields", "Canal Yard", "Market Cross"],
        "lengths": [2, 1, 2, 2, 3],
    },
    "Purple Line": {
        "colour": "purple",
        "stations": ["Observatory", "Gallery Row", "Harbour Street", "Old Docks", "Seagate"],
        "lengths": [3, 2, 1, 2],
    },
}

MARKERS_EACH = {2: 14, 3: 12, 4: 10, 5: 8}
LINE_CARDS_PER_LINE = 12
INTERCHANGE_CARDS = 8
COMMUTER_CARDS = 15

POINTS = {
    "Station in your network": 1,
    "Transfer station joining two of your lines": 3,
    "Transfer station joining three of your lines": 5,
    "Track on all five lines": 4,
}


def _segments() -> list[tuple[str, str, str, int]]:
    """Every segment of the map as (line, station, station, length)."""
    out = []
    for line, data in LINES.items():
        st = data["stations"]
        for i, length in enumerate(data["lengths"]):
            out.append((line, st[i], st[i + 1], length))
    return out


def _segment(a: str, b: str) -> tuple[str, int]:
    """The line and length of the segment joining two neighbouring stations."""
    for line, x, y, length in _segments():
        if {x, y} == {a, b}:
            return line, length
    raise ValueError(f"no segment joins {a} and {b}")


def all_stations() -> list[str]:
    seen: list[str] = []
    for data in LINES.values():
        for s in data["stations"]:
            if s not in seen:
                seen.append(s)
    return seen


def transfer_stations() -> list[str]:
    return [s for s in all_stations() if sum(s in d["stations"] for d in LINES.values()) >= 2]


# --- setup by player count -------------------------------------------------


@rule
def markers_each(players: int) -> int:
    """Track markers each player takes."""
    return MARKERS_EACH[players]


@rule
def cards_dealt(players: int | None = None) -> int:
    """Line cards dealt to each player at the start."""
    return 4


@rule
def commuters_dealt(players: int | None = None) -> int:
    """Commuter cards dealt to each player at the start."""
    return 3


@rule
def commuters_kept(players: int | None = None) -> int:
    """Commuter cards each player must keep from the opening deal, at least."""
    return 2


@rule
def display_size(players: int | None = None) -> int:
    """Face-up Line cards in the display."""
    return 5


@rule
def cards_drawn(players: int | None = None) -> int:
    """Line cards taken with the draw action."""
    return 2


@rule
def markers_left_to_end(players: int | None = None) -> int:
    """A player ending a turn with this many track markers or fewer starts the last round."""
    return 2


# --- building ----------------------------------------------------------------


@rule
def cards_to_build(length: int) -> int:
    """Line cards of the segment's colour paid to build it."""
    return length


@rule
def markers_to_build(length: int) -> int:
    """Track markers placed on a segment when it is built."""
    return length


# --- the lines ---------------------------------------------------------------


@rule
def line_facts(line: str, part: str):
    """What the table of the five lines prints for one line."""
    data = LINES[line]
    if part == "Stations from end to end":
        return list(data["stations"])
    if part == "Segments":
        return len(data["lengths"])
    if part == "Track length":
        return sum(data["lengths"])
    raise ValueError(f"unknown part {part!r}")


# --- scoring -------------------------------------------------------------------


@rule
def points_for(what: str) -> int:
    """Points for each thing the final scoring counts."""
    return POINTS[what]


@rule
def transfer_points(lines: int) -> int:
    """Points for one transfer station, by how many of your lines meet there."""
    if lines >= 3:
        return POINTS["Transfer station joining three of your lines"]
    if lines == 2:
        return POINTS["Transfer station joining two of your lines"]
    return 0


@rule
def all_lines_bonus() -> int:
    return POINTS["Track on all five lines"]


@rule
def station_points() -> int:
    return POINTS["Station in your network"]


@rule
def commuter_points(start: str, end: str) -> int:
    """A Commuter card's points: the shortest track length between its two stations."""
    dist = {start: 0}
    todo = [start]
    while todo:
        todo.sort(key=lambda s: dist[s])
        here = todo.pop(0)
        for _line, a, b, length in _segments():
            if here in (a, b):
                there = b if here == a else a
                if there not in dist or dist[here] + length < dist[there]:
                    dist[there] = dist[here] + length
                    todo.append(there)
    return dist[end]


def _network(segments: list) -> list[tuple[str, str, str, int]]:
    out = []
    for a, b in segments:
        line, length = _segment(a, b)
        out.append((line, a, b, length))
    return out


@rule
def network_stations(segments: list) -> int:
    """Stations a player's segments touch, each counted once."""
    return len({s for _l, a, b, _n in _network(segments) for s in (a, b)})


@rule
def track_markers_used(segments: list) -> int:
    return sum(n for _l, _a, _b, n in _network(segments))


@rule
def transfer_score(segments: list) -> int:
    """Points for the transfer stations where two or more of a player's lines meet."""
    lines_at: dict[str, set] = {}
    for line, a, b, _n in _network(segments):
        lines_at.setdefault(a, set()).add(line)
        lines_at.setdefault(b, set()).add(line)
    return sum(transfer_points(len(ls)) for ls in lines_at.values())


def _joined(segments: list, start: str, end: str) -> bool:
    reach = {start}
    grew = True
    while grew:
        grew = False
        for a, b in segments:
            if (a in reach) != (b in reach):
                reach |= {a, b}
                grew = True
    return end in reach


@rule
def commuter_result(segments: list, start: str, end: str) -> int:
    """What one Commuter card scores at the end: its points if joined, else minus them."""
    points = commuter_points(start, end)
    return points if _joined(segments, start, end) else -points


@rule
def final_score(segments: list, commuters: list) -> int:
    """A player's whole final score."""
    net = _network(segments)
    score = network_stations(segments) * station_points()
    score += transfer_score(segments)
    if len({line for line, *_ in net}) == len(LINES):
        score += all_lines_bonus()
    for start, end in commuters:
        score += commuter_result(segments, start, end)
    return score


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "game-board": 1,
        "lines": LINE_CARDS_PER_LINE * len(LINES) + INTERCHANGE_CARDS,
        "commuters": 0 if variant == "family-service" else COMMUTER_CARDS,
        "track-markers": markers_each(players) * players,
        "score-markers": players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"lines": {"hand": cards_dealt(players), "draw": cards_drawn(players)}}


# --- invariants ------------------------------------------------------------------


@invariant("every Commuter card is worth the shortest track between its stations", per_player_count=False)
def commuter_cards_priced(game) -> bool | str:
    for card in game.deck("commuters").cards:
        a, b = card.fields["from"], card.fields["to"]
        if a == b:
            return f"{card.name} joins a station to itself"
        if card.fields["points"] != commuter_points(a, b):
            return f"{card.name} prints {card.fields['points']}, the track gives {commuter_points(a, b)}"
    return True


@invariant("the board draws exactly the segments of the five lines", per_player_count=False)
def board_matches_lines(game) -> bool | str:
    board = game.maps[0]
    drawn = {}
    for route in board.routes:
        a, b = (board.location(x).name for x in route.between)
        drawn[frozenset((a, b))] = (route.colour, route.cost)
    wanted = {frozenset((a, b)): (LINES[line]["colour"], n) for line, a, b, n in _segments()}
    for key, value in wanted.items():
        if drawn.get(key) != value:
            return f"{' - '.join(sorted(key))}: board {drawn.get(key)}, lines {value}"
    if len(drawn) != len(wanted):
        return f"the board draws {len(drawn)} segments, the lines have {len(wanted)}"
    return True


@invariant("the station names and transfer stations of game.yaml are the lines' own", per_player_count=False)
def stations_match(game) -> bool | str:
    if sorted(game.names["stations"]) != sorted(all_stations()):
        return "name set 'stations' differs from the lines' stations"
    cat = next(c for c in game.categories if c.id == "transfers")
    if sorted(cat.members) != sorted(transfer_stations()):
        return "category 'transfers' differs from the stations on two or more lines"
    return True


@invariant("the Line deck holds twelve cards of each line and the Interchange cards", per_player_count=False)
def line_deck_mix(game) -> bool | str:
    deck = game.deck("lines")
    for line in LINES:
        n = sum(c.count for c in deck.cards if c.fields["line"] == line)
        if n != LINE_CARDS_PER_LINE:
            return f"{line}: {n} cards"
    wild = sum(c.count for c in deck.cards if not c.fields["line"])
    if wild != INTERCHANGE_CARDS:
        return f"{wild} Interchange cards"
    if game.deck("commuters").total != COMMUTER_CARDS:
        return f"{game.deck('commuters').total} Commuter cards"
    return True


@invariant("the box holds every player's track markers")
def markers_suffice(players: int, game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "track-markers")
    return line.per_player >= markers_each(players) and line.count >= markers_each(players) * players

"""Engine model of Shadow Chase: the rules its printed tables and examples state."""
from generator.engine import invariant, rule

PLAYERS = (3, 6)

TOTAL_ROUNDS = 22
REVEALS = (3, 8, 13, 18, 22)
TRAM_PER_PAWN = 10
BUS_PER_PAWN = 7
SHADOW_START = {"Tram": 4, "Bus": 3, "Boat": 3, "Double": 2}
SCORE = {"Each round survived": 1, "Each unused Night ticket": 2, "Escaping": 6}


@rule
def hunters(players: int) -> int:
    """Everyone but the Shadow hunts."""
    return players - 1


@rule
def hunter_pawns(players: int) -> int:
    """Pawns on the board: one per hunter, but two each when only two hunt."""
    return 4 if players == 3 else players - 1


@rule
def pawns_per_hunter(players: int) -> int:
    return hunter_pawns(players) // hunters(players)


@rule
def tram_pool(players: int) -> int:
    """Tram tickets the hunters share at the start."""
    return TRAM_PER_PAWN * hunter_pawns(players)


@rule
def bus_pool(players: int) -> int:
    """Bus tickets the hunters share at the start."""
    return BUS_PER_PAWN * hunter_pawns(players)


@rule
def night_tickets(players: int) -> int:
    """The Shadow gets one Night ticket per hunter pawn."""
    return hunter_pawns(players)


@rule
def trick_cards(players: int) -> int:
    """Trick cards dealt to the Shadow."""
    return 2 if players <= 4 else 3


@rule
def shadow_tickets(ticket: str) -> int:
    """The Shadow's starting hand of each ticket (Night tickets: see night_tickets)."""
    return SHADOW_START[ticket]


@rule
def total_rounds() -> int:
    return TOTAL_ROUNDS


@rule
def reveal_round(index: int) -> int:
    """The round of the index-th sighting."""
    return REVEALS[index - 1]


@rule
def reveal_rounds() -> list:
    return list(REVEALS)


@rule
def reveal_count() -> int:
    return len(REVEALS)


@rule
def next_reveal(after: int) -> int:
    """The first reveal round after the given round."""
    return next(r for r in REVEALS if r > after)


@rule
def leads_per_reveal() -> int:
    """Lead cards the hunters draw at the end of each reveal round."""
    return 1


@rule
def lead_hand_limit() -> int:
    return 3


@rule
def catch_bonus() -> int:
    """Session points for the hunter whose pawn makes the catch."""
    return 3


@rule
def score_item(item: str) -> int:
    return SCORE[item]


@rule
def shadow_score(rounds_survived: int, escaped: bool, night_left: int) -> int:
    """Session points for one game as the Shadow."""
    points = rounds_survived * SCORE["Each round survived"]
    points += night_left * SCORE["Each unused Night ticket"]
    if escaped:
        points += SCORE["Escaping"]
    return points


@rule
def log_marks() -> list:
    """What the Shadow's log prints in each of its 22 boxes: two rows of eleven."""
    marks = ["Reveal" if r in REVEALS else "" for r in range(1, TOTAL_ROUNDS + 1)]
    return [marks[:11], marks[11:]]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    boats = 0 if variant == "quiet-harbour" else SHADOW_START["Boat"]
    return {
        "city-board": 1,
        "hunter-pawns": hunter_pawns(players),
        "tickets/tram": tram_pool(players) + SHADOW_START["Tram"],
        "tickets/bus": bus_pool(players) + SHADOW_START["Bus"],
        "tickets/boat": boats,
        "tickets/night": night_tickets(players),
        "tickets/double": SHADOW_START["Double"],
        "leads": 15,
        "tricks": 10,
        "last-seen-marker": 1,
        "round-marker": 1,
        "log-pad": 1,
        "pencil": 1,
    }


@invariant("the box holds enough of every ticket for the largest game", per_player_count=False)
def tickets_suffice(game) -> bool | str:
    deck = {c.id: c.count for c in game.deck("tickets").cards}
    most = max(range(PLAYERS[0], PLAYERS[1] + 1), key=hunter_pawns)
    need = setup(most)
    short = [k for k in ("tram", "bus", "boat", "night", "double") if deck.get(k, 0) < need[f"tickets/{k}"]]
    return True if not short else f"too few ticket cards: {', '.join(short)}"


@invariant("the setup takes the Lead and Trick decks whole", per_player_count=False)
def decks_come_out_whole(game) -> bool:
    s = setup(PLAYERS[0])
    return s["leads"] == game.deck("leads").total and s["tricks"] == game.deck("tricks").total


@invariant("the box has a pawn for every hunter pawn on the board")
def pawns_suffice(players: int, game) -> bool:
    pawns = next(c for c in game.inventory if c.id == "hunter-pawns")
    return pawns.count >= hunter_pawns(players)


@invariant("every hunter moves the same number of pawns")
def pawns_share_evenly(players: int) -> bool:
    return hunter_pawns(players) % hunters(players) == 0


@invariant("the Shadow holds enough Trick cards in the deck", per_player_count=True)
def tricks_suffice(players: int, game) -> bool:
    return trick_cards(players) <= game.deck("tricks").total


@invariant("the last reveal is the last round", per_player_count=False)
def last_round_reveals() -> bool:
    return REVEALS[-1] == TOTAL_ROUNDS and list(REVEALS) == sorted(REVEALS)

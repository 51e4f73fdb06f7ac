"""Pitch Tactics: the rules the printed tables, the match board and the examples state."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

COLUMNS = 11   # the pitch is 11 columns wide...
ROWS = 17      # ...and 17 rows long; Red defends row 1, Blue row 17

TEMPO_COSTS = {"Move": 1, "Sprint": 2, "Pass": 1, "Shoot": 1, "Tackle": 1}


def _square(name: str) -> tuple[int, int]:
    """'0406' -> (4, 6): the pitch's coordinates are two digits of column, then two of row."""
    return int(name[:2]), int(name[2:])


# ---------------------------------------------------------------- the match


@rule
def players_per_side(players: int = 2) -> int:
    """Footballers on the pitch for each side."""
    return 11


@rule
def halves(players: int = 2) -> int:
    return 2


@rule
def turns_per_half(players: int = 2, variant: str | None = None) -> int:
    """Game turns on the turn track in each half; the Quick match plays shorter halves."""
    return 6 if variant == "quick" else 10


@rule
def tempo_per_turn(players: int = 2) -> int:
    """Tempo a coach spends in one team turn."""
    return 3


@rule
def tempo_cost(action: str) -> int:
    return TEMPO_COSTS[action]


@rule
def dribble_speed(speed: int) -> int:
    """A player running with the ball moves one square fewer than its Speed."""
    return max(speed - 1, 1)


@rule
def sprint_speed(speed: int) -> int:
    """A sprint (without the ball) adds two squares to Speed."""
    return speed + 2


# ---------------------------------------------------------------- passing


@rule
def pass_distance(from_square: str, to_square: str) -> int:
    """Squares a pass travels, a diagonal step counting as one."""
    c1, r1 = _square(from_square)
    c2, r2 = _square(to_square)
    return max(abs(c1 - c2), abs(r1 - r2))


@rule
def pass_target(distance: int | str) -> int | None:
    """Die + Passing needed to put the ball on the target square; None: too far to try."""
    if isinstance(distance, str):          # the "10 or more" column
        return None
    if distance <= 3:
        return 5
    if distance <= 6:
        return 7
    if distance <= 9:
        return 9
    return None


@rule
def pass_made(die: int, passing: int, distance: int) -> bool:
    target = pass_target(distance)
    return target is not None and die + passing >= target


# ---------------------------------------------------------------- shooting


@rule
def shot_modifier(rows_out: int | str) -> int | None:
    """Added to the shooter's total by how many rows from the goal line the shot is taken
    (the goal line row itself counts as 1). None: no shot allowed from there."""
    if isinstance(rows_out, str):          # the "7 or more" column
        return None
    if rows_out <= 2:
        return 1
    if rows_out <= 4:
        return 0
    if rows_out <= 6:
        return -1
    return None


@rule
def rows_out(square: str, goal_row: int) -> int:
    """How many rows from the goal line a square is, counting the goal line row as 1."""
    _, row = _square(square)
    return abs(goal_row - row) + 1


@rule
def shot_total(die: int, shooting: int, rows_out: int) -> int | None:
    modifier = shot_modifier(rows_out)
    if modifier is None:
        return None
    return die + shooting + modifier


@rule
def keeper_total(die: int, tackling: int, in_area: bool = True) -> int:
    """A keeper inside its own penalty area adds Tackling; caught outside it, the die alone."""
    return die + tackling if in_area else die


# ---------------------------------------------------------------- duels


@rule
def attacker_stat(duel: str) -> str:
    """What the side with the ball adds to its die in each duel."""
    return {"Tackle": "Speed", "Interception": "Passing", "Shot": "Shooting"}[duel]


@rule
def defender_stat(duel: str) -> str:
    """What the challenging side adds to its die (a keeper saves with Tackling)."""
    return "Tackling"


@rule
def tie_result(duel: str) -> str:
    return {"Tackle": "Loose ball", "Interception": "Pass arrives", "Shot": "Parried, loose ball"}[duel]


@rule
def duel_outcome(duel: str, ball_total: int, challenger_total: int) -> str:
    """Who comes out of a duel with the ball."""
    if ball_total == challenger_total:
        return tie_result(duel)
    if ball_total > challenger_total:
        return {"Tackle": "Carrier keeps the ball", "Interception": "Pass arrives", "Shot": "Goal"}[duel]
    return {"Tackle": "Tackler wins the ball", "Interception": "Intercepted", "Shot": "Saved"}[duel]


@rule
def loose_ball(roll: int) -> str:
    """The Loose ball die: which way a loose ball rolls one square."""
    return {1: "north", 2: "south", 3: "west", 4: "east"}.get(roll, "back")


# ---------------------------------------------------------------- setup


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "squad": 2 * players_per_side(players),
        "player-counters": 2 * players_per_side(players),
        "ball": 1,
        "turn-marker": 1,
        "score-markers": 2,
        "pitch": 1,
        "match-board": 1,
        "dice": 2,
    }


# ---------------------------------------------------------------- invariants


@invariant("each side fields eleven players with exactly one goalkeeper", per_player_count=False)
def squads_are_full(game) -> bool | str:
    deck = game.deck("squad")
    for side in game.names["sides"]:
        cards = [c for c in deck.cards if c.fields["side"] == side]
        count = sum(c.count for c in cards)
        if count != players_per_side():
            return f"{side} has {count} players"
        keepers = [c for c in cards if c.fields["role"] == "Goalkeeper"]
        if len(keepers) != 1:
            return f"{side} has {len(keepers)} goalkeepers"
        shirts = sorted(c.fields["shirt"] for c in cards)
        if shirts != list(range(1, 12)):
            return f"{side} shirts are {shirts}"
    return True


@invariant("every kickoff square is on the pitch, in its own side's half, and used once", per_player_count=False)
def kickoffs_in_own_half(game) -> bool | str:
    seen = set()
    for card in game.deck("squad").cards:
        square = card.fields["kickoff"]
        col, row = _square(square)
        if not (1 <= col <= COLUMNS and 1 <= row <= ROWS):
            return f"{card.name} starts off the pitch at {square}"
        half = ROWS // 2               # rows 1-8 are Red's half, 10-17 Blue's; row 9 is the halfway line
        if card.fields["side"] == "Red" and row > half:
            return f"{card.name} starts in Blue's half"
        if card.fields["side"] == "Blue" and row <= half + 1:
            return f"{card.name} starts in Red's half"
        if square in seen:
            return f"{card.name} shares kickoff square {square}"
        seen.add(square)
    return True


@invariant("the two squads are mirror images in their numbers", per_player_count=False)
def squads_are_fair(game) -> bool | str:
    deck = game.deck("squad")
    stats = ("speed", "passing", "shooting", "tackling")
    by_side = {side: {} for side in game.names["sides"]}
    for c in deck.cards:
        by_side[c.fields["side"]][c.fields["shirt"]] = tuple(c.fields[s] for s in stats)
    return True if by_side["Red"] == by_side["Blue"] else "the squads' stats differ"


@invariant("the printed Tempo costs are the engine's, and each fits in one team turn", per_player_count=False)
def tempo_costs_agree(game) -> bool | str:
    for cost in game.costs:
        if cost.group != "actions":
            continue
        paid = sum(item.amount for item in cost.items if item.of == "Tempo")
        if paid != TEMPO_COSTS.get(cost.name):
            return f"{cost.name} costs {paid} Tempo in game.yaml but {TEMPO_COSTS.get(cost.name)} in the engine"
        if paid > tempo_per_turn():
            return f"{cost.name} costs more Tempo than a team turn has"
    return True

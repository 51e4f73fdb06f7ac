"""Kingstones: the rules the printed tables and examples rely on."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

BOARD_SIZE = 7
THRONE = "0404"

RANKS = {
    # rank: (stones per player, squares moved at most, directions)
    "Warden": (5, 1, "Forward or sideways"),
    "Runner": (3, 3, "Any straight line"),
    "Keystone": (1, 1, "Any of the eight"),
    "Crowned Warden": (0, 3, "Any straight line"),
}

# Enemy stones needed round the Keystone to capture it, by where it stands.
TRAP = {
    "Open square": 4,
    "Beside the throne": 3,
    "Edge square": 3,
    "Corner square": 2,
    "On the throne": 4,
}

MATCH_POINTS = {
    "Throne victory": 3,
    "Keystone captured": 2,
    "Blockade": 2,
    "Draw": 1,
}


@rule
def wardens_per_player(players: int) -> int:
    return RANKS["Warden"][0]


@rule
def runners_per_player(players: int) -> int:
    return RANKS["Runner"][0]


@rule
def keystones_per_player(players: int) -> int:
    return RANKS["Keystone"][0]


@rule
def stones_per_player(players: int) -> int:
    return wardens_per_player(players) + runners_per_player(players) + keystones_per_player(players)


@rule
def move_range(rank: str) -> int:
    """The most squares a stone of this rank moves in one turn."""
    return RANKS[rank][1]


@rule
def move_directions(rank: str) -> str:
    return RANKS[rank][2]


@rule
def trap_needed(where: str) -> int:
    """Enemy stones that must stand round a Keystone to capture it."""
    return TRAP[where]


@rule
def flankers_needed() -> int:
    """Your stones (or the empty throne) on opposite sides to capture a Warden or Runner."""
    return 2


@rule
def board_size() -> int:
    return BOARD_SIZE


@rule
def base_points(result: str) -> int:
    return MATCH_POINTS[result]


@rule
def stones_per_bonus() -> int:
    """The winner scores one extra match point for every this many enemy stones captured."""
    return 3


@rule
def capture_bonus(captured: int) -> int:
    return captured // stones_per_bonus()


@rule
def game_points(result: str, captured: int = 0) -> int:
    """Match points the winner of one game scores (a draw gives each player the Draw points)."""
    if result == "Draw":
        return base_points(result)
    return base_points(result) + capture_bonus(captured)


@rule
def match_target() -> int:
    """Match points that win the match."""
    return 7


@rule
def repetition_limit() -> int:
    """The same position with the same player to move this many times is a draw."""
    return 3


@rule
def quiet_turn_limit() -> int:
    """Turns in a row (both players counted) without a capture or a crowning that end the game in a draw."""
    return 30


@rule
def wardens_removed(steps: int) -> int:
    """Handicap: Wardens the stronger player leaves in the box."""
    return min(steps, 2)


@rule
def runners_removed(steps: int) -> int:
    """Handicap: Runners the stronger player leaves in the box."""
    return 1 if steps >= 3 else 0


@rule
def decree_picks(players: int) -> int:
    """Decrees variant: cards each player drafts."""
    return 2


@rule
def decrees_in_play(players: int) -> int:
    return decree_picks(players) * players


@rule
def turn_steps() -> int:
    return 4


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game takes out of the box."""
    out = {
        "board": 1,
        "stones": stones_per_player(players) * players,
    }
    if variant == "decrees":
        out["decrees"] = 12
    return out


@invariant("each player's stones add up to Wardens, Runners and a Keystone")
def stones_add_up(players: int) -> bool:
    return stones_per_player(players) == 9


@invariant("the stone counters match the ranks the engine moves", per_player_count=False)
def counters_match_ranks(game) -> bool | str:
    deck = game.deck("stones")
    for side in ("Sun", "Moon"):
        mine = [c for c in deck.cards if c.fields["side"] == side]
        for rank in ("Warden", "Runner", "Keystone"):
            have = sum(c.count for c in mine if c.fields["rank"] == rank)
            if have != RANKS[rank][0]:
                return f"{side} has {have} {rank} counters"
    for card in deck.cards:
        if card.fields["reach"] != move_range(card.fields["rank"]):
            return f"{card.name} shows reach {card.fields['reach']}"
    return True


@invariant("every stone starts on its own square, on the board and off the throne", per_player_count=False)
def start_squares(game) -> bool | str:
    seen = set()
    for card in game.deck("stones").cards:
        sq = card.fields["square"]
        col, row = int(sq[:2]), int(sq[2:])
        if not (1 <= col <= BOARD_SIZE and 1 <= row <= BOARD_SIZE):
            return f"{card.name} starts off the board"
        if sq == THRONE:
            return f"{card.name} starts on the throne"
        if sq in seen:
            return f"{card.name} shares its square"
        # Moon starts at the top (rows 1-3), Sun at the bottom (rows 5-7)
        if card.fields["side"] == "Moon" and row > 3 or card.fields["side"] == "Sun" and row < 5:
            return f"{card.name} starts on the wrong half"
        seen.add(sq)
    return True


@invariant("the decree deck holds what the setup takes", per_player_count=False)
def decree_deck_whole(game) -> bool | str:
    total = game.deck("decrees").total
    return True if total == setup(2, "decrees")["decrees"] else f"{total} decree cards"


@invariant("there are enough decrees for both players to draft with some left over")
def decrees_suffice(players: int) -> bool:
    return decrees_in_play(players) < setup(players, "decrees")["decrees"]

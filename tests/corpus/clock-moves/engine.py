"""Engine model of Clock Moves: a twelve-hour clock, hands that wrap past 12,
minutes in quarters, and target cards scored by where the minute disc stands."""
from generator.engine import invariant, rule

PLAYERS = (1, 2)

QUARTERS = (0, 15, 30, 45)


@rule
def hours_on_face() -> int:
    """The hours round the clock face."""
    return 12


@rule
def chime_spaces() -> int:
    """Spaces of the Chimes track: one a round, so the game lasts this many rounds."""
    return 12


@rule
def refresh_chime(n: int) -> int:
    """The n-th Chimes space marked New targets: every fourth chime."""
    return 4 * n


@rule
def hand_size(players: int | None = None) -> int:
    """Move cards each player holds after refilling."""
    return 3


@rule
def targets_face_up(players: int = 1) -> int:
    """Target cards face up in the row: three solo, four with two players."""
    return 3 if players == 1 else 4


@rule
def cards_played_at_most() -> int:
    """Move cards a player may play in one turn."""
    return 2


@rule
def midnight_bonus() -> int:
    """Points a Midnight token is worth."""
    return 2


@rule
def wrap_hour(hour: int, hours: int) -> int:
    """The hour the hour pawn reaches after moving `hours` (negative: back), wrapping past 12."""
    return (hour - 1 + hours) % hours_on_face() + 1


@rule
def advance(hour: int, minute: int, hours: int = 0, minutes: int = 0) -> list[int]:
    """The time the hands show after a move card: minutes past :45 carry one hour."""
    carry, new_minute = divmod(minute + minutes, 60)
    return [wrap_hour(hour, hours + carry), new_minute]


@rule
def target_points(minute: int) -> int:
    """A target's worth by its minute: on the hour 1, half past 2, a quarter past or to 3."""
    return {0: 1, 30: 2}.get(minute, 3)


@rule
def final_score(targets: list, midnights: int) -> int:
    """Claimed targets' points plus the Midnight tokens."""
    return sum(targets) + midnight_bonus() * midnights


@rule
def solo_rating(score: int | str) -> str:
    """The title a solo score earns."""
    if score == "22 or more":
        return "Master of the Tower"
    if score >= 22:
        return "Master of the Tower"
    if score >= 16:
        return "Clockmaker"
    if score >= 10:
        return "Apprentice"
    return "Tinkerer"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "moves": 34,
        "targets": 24,
        "clock-board": 1,
        "hour-pawns": players,
        "minute-discs": players,
        "chime-marker": 1,
        "midnight-tokens": 8,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"moves": {"hand": hand_size(players), "draw": 1}, "targets": {"hand": targets_face_up(players), "draw": 1}}


@invariant("every target card is worth what its minute scores", per_player_count=False)
def targets_priced_by_minute(game) -> bool | str:
    wrong = [c.name for c in game.deck("targets").cards if c.fields["points"] != target_points(c.fields["minute"])]
    return True if not wrong else f"points off the table: {', '.join(wrong)}"


@invariant("every target names an hour on the face and a quarter", per_player_count=False)
def targets_on_the_face(game) -> bool | str:
    for c in game.deck("targets").cards:
        if not 1 <= c.fields["hour"] <= hours_on_face() or c.fields["minute"] not in QUARTERS:
            return f"{c.name} is no time on the face"
    return True


@invariant("minute cards move in whole quarters and hour cards stay under a full turn", per_player_count=False)
def moves_fit_the_face(game) -> bool | str:
    for c in game.deck("moves").cards:
        if c.fields["minutes"] % 15 or c.fields["minutes"] >= 60 or abs(c.fields["hours"]) >= hours_on_face():
            return f"{c.name} moves oddly"
    return True


@invariant("setup takes out every card of both decks", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    s = setup(2)
    for deck in ("moves", "targets"):
        if s[deck] != game.deck(deck).total:
            return f"setup takes {s[deck]} {deck} cards but the deck has {game.deck(deck).total}"
    return True


@invariant("the move deck refills every hand for the first round with cards to spare")
def deck_deals(players: int, game) -> bool:
    return game.deck("moves").total > hand_size(players) * players + cards_played_at_most() * players

"""Engine model of Lamplighters: a trick-taking game for two guilds of two,
three or four lamplighters each (4, 6 or 8 players).

The size of the guilds sets how many Lantern cards each player is dealt, how
many Watch cards and Signal tokens each guild starts with, and the score a
guild needs to win.
"""
from generator.engine import invariant, rule

PLAYERS = (4, 8)  # 4, 6 or 8: two guilds of equal size; 5 and 7 cannot be split

COLOURS = ("Amber", "Jade", "Violet", "Cobalt")
RANKS = range(1, 13)          # 1 (the Spark) to 12 (the Beacon) in each colour
LANTERN_CARDS = len(COLOURS) * len(RANKS)   # 48
WATCH_CARDS_IN_BOX = 12

SPARK = 1
BEACON = 12


def _guild(players: int) -> int:
    if players % 2:
        raise ValueError(f"{players} players cannot form two equal guilds; play with 4, 6 or 8")
    return players // 2


@rule
def guild_size(players: int) -> int:
    """Lamplighters in each guild."""
    return _guild(players)


@rule
def cards_dealt(players: int) -> int:
    """Lantern cards dealt to each player: the whole deck, shared out evenly."""
    return LANTERN_CARDS // (2 * _guild(players))


@rule
def tricks_per_night(players: int) -> int:
    """Tricks played in one night: one for each card in a hand."""
    return cards_dealt(players)


@rule
def signal_tokens(players: int) -> int:
    """Signal tokens each guild starts every night with: one more than its lamplighters."""
    return _guild(players) + 1


@rule
def watch_cards(players: int) -> int:
    """Watch cards dealt to each guild at the start of the game: fewer for bigger guilds."""
    return 5 - _guild(players)


@rule
def winning_score(players: int) -> int:
    """Points a guild needs to win."""
    return {2: 60, 3: 50, 4: 45}[_guild(players)]


@rule
def trick_points(players: int | None = None) -> int:
    """Points for each trick a guild wins."""
    return 1


@rule
def beacon_points(players: int | None = None) -> int:
    """Points for each Beacon card in the tricks a guild wins."""
    return 3


@rule
def full_lighting_bonus(players: int | None = None) -> int:
    """Bonus for a guild that wins every trick of a night."""
    return 10


@rule
def points_per_night(players: int) -> int:
    """Points the two guilds share in a night without a Full Lighting."""
    return tricks_per_night(players) * trick_points() + len(COLOURS) * beacon_points()


@rule
def night_score(tricks: int, beacons: int, players: int = 4, double_shift: int = 0) -> int:
    """A guild's score for one night: its tricks, its Beacons, a Full Lighting, a Double Shift."""
    score = tricks * trick_points() + beacons * beacon_points() + 2 * double_shift
    if tricks == tricks_per_night(players):
        score += full_lighting_bonus()
    return score


def _card(text: str) -> tuple[str, int]:
    colour, rank = text.split()
    return colour, int(rank)


@rule
def trick_winner(plays: list, night: str) -> str:
    """Who takes a trick. `plays` lists [player, card] in the order played, a card as 'Jade 7'.

    The highest card of the night's colour wins; with none, the highest card of
    the colour led. A Spark beats the Beacon of its own colour when that Beacon
    would otherwise win.
    """
    cards = [(who, *_card(card)) for who, card in plays]
    led = cards[0][1]
    trumps = [c for c in cards if c[1] == night]
    pool = trumps if trumps else [c for c in cards if c[1] == led]
    best = max(pool, key=lambda c: c[2])
    if best[2] == BEACON:
        spark = [c for c in cards if c[1] == best[1] and c[2] == SPARK]
        if spark:
            return spark[0][0]
    return best[0]


@rule
def play_order(players: int) -> list:
    """Seats round the table, clockwise: the guilds alternate."""
    guild = _guild(players)
    seats = []
    for i in range(guild):
        seats += [f"Dusk {i + 1}", f"Dawn {i + 1}"]
    return seats


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "lanterns": LANTERN_CARDS,
        "watch": 2 * watch_cards(players),
        "signal-tokens": 2 * signal_tokens(players),
        "guild-markers": 2,
        "score-board": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"lanterns": {"hand": cards_dealt(players), "draw": 0}}


@invariant("the Lantern deck shares out evenly")
def deck_shares_evenly(players: int, game) -> bool | str:
    total = game.deck("lanterns").total
    if total != LANTERN_CARDS:
        return f"the deck holds {total} cards, the engine counts {LANTERN_CARDS}"
    return True if total % players == 0 else f"{total} cards do not share out among {players}"


@invariant("the Watch deck deals both guilds their cards", per_player_count=False)
def watch_deck_suffices(game) -> bool | str:
    total = game.deck("watch").total
    if total != WATCH_CARDS_IN_BOX:
        return f"the Watch deck holds {total} cards, the engine counts {WATCH_CARDS_IN_BOX}"
    most = max(2 * watch_cards(p) for p in (4, 6, 8))
    return True if total >= most else f"{most} Watch cards dealt but only {total} in the deck"


@invariant("a guild can reach the winning score within eight nights")
def game_ends(players: int) -> bool | str:
    nights = -(-winning_score(players) * 2 // points_per_night(players))
    return True if nights <= 8 else f"about {nights} nights to win"

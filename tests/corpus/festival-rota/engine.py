"""Festival Rota: the numbers the rules compute with."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# How many rounds (festival days) a game lasts at each player count.
ROUNDS = {2: 9, 3: 8, 4: 6}

# Fans a player's rota earns on a Headliner Night, by the number of genres in it.
VARIETY = {1: 0, 2: 2, 3: 5, 4: 9}

# Whole supplies that come out of the box at every count.
ACT_CARDS = 60
BUZZ_CARDS = 18
COINS = 50


@rule
def rounds(players: int) -> int:
    """Rounds in a game: fewer with more players, so a game keeps its length."""
    return ROUNDS[players]


@rule
def headliner_every() -> int:
    """A Headliner Night comes in every third round."""
    return 3


@rule
def headliner_round(night: int) -> int:
    """The round of the n-th Headliner Night."""
    return night * headliner_every()


@rule
def headliner_nights(players: int) -> int:
    """How many Headliner Nights a game holds."""
    return rounds(players) // headliner_every()


@rule
def lineup_size(players: int) -> int:
    """Face-up Act cards in the Lineup: two more than the players."""
    return players + 2


@rule
def bookings_per_round(players: int | None = None) -> int:
    """Each player books twice per round."""
    return 2


@rule
def starting_coins(players: int | None = None) -> int:
    return 8


@rule
def round_income(players: int | None = None) -> int:
    """Coins each player takes at Pay-day."""
    return 4


@rule
def big_act_fee() -> int:
    """An act whose fee is at least this much is a Big act."""
    return 5


@rule
def streak_length() -> int:
    """Bookings of one genre in a row that make a streak."""
    return 3


@rule
def streak_bonus() -> int:
    """Fans a streak adds at Showtime."""
    return 3


@rule
def encores_per_game() -> int:
    return 1


@rule
def variety_fans(genres: int) -> int:
    return VARIETY[genres]


@rule
def showtime_fans(fans: list, streak: bool = False, encore: int = 0) -> int:
    """One player's Showtime: the acts booked this round, a streak, an Encore."""
    return sum(fans) + (streak_bonus() if streak else 0) + encore


@rule
def streak_scores(genres: list) -> int:
    """How many streak bonuses a run of bookings earns; after a streak the count starts again."""
    scored = 0
    run = 0
    last = None
    for genre in genres:
        run = run + 1 if genre == last else 1
        last = genre
        if run == streak_length():
            scored += 1
            run = 0
    return scored


@rule
def coins_per_leftover_fan() -> int:
    """At the end, every 3 Coins left are worth 1 fan."""
    return 3


@rule
def leftover_fans(coins: int) -> int:
    return coins // coins_per_leftover_fan()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "acts": ACT_CARDS,
        "buzz": BUZZ_CARDS,
        "festival-board": 1,
        "coins": COINS,
        "encore-tokens": players,
        "round-marker": 1,
        "stage-pass": 1,
        "tally-pad": 1,
    }


@invariant("the whole decks and the bank come out of the box", per_player_count=False)
def supplies_come_out_whole(game) -> bool | str:
    if game.deck("acts").total != ACT_CARDS:
        return f"engine says {ACT_CARDS} Act cards, the deck has {game.deck('acts').total}"
    if game.deck("buzz").total != BUZZ_CARDS:
        return f"engine says {BUZZ_CARDS} Buzz cards, the deck has {game.deck('buzz').total}"
    coins = next(c for c in game.inventory if c.id == "coins")
    return True if coins.count == COINS else f"engine says {COINS} coins, the box {coins.count}"


@invariant("the Act deck lasts the whole festival with a full Lineup left")
def acts_last(players: int, game) -> bool | str:
    needed = players * bookings_per_round(players) * rounds(players) + lineup_size(players)
    have = game.deck("acts").total
    return True if have >= needed else f"{needed} Act cards needed, {have} in the deck"


@invariant("the Buzz deck has a card for every round")
def buzz_lasts(players: int, game) -> bool:
    return game.deck("buzz").total >= rounds(players)


@invariant("an act is marked Big exactly when its fee reaches the Big act fee", per_player_count=False)
def big_marks_agree(game) -> bool | str:
    wrong = [c.name for c in game.deck("acts").cards if c.fields["big"] != (c.fields["fee"] >= big_act_fee())]
    return True if not wrong else f"Big mark wrong on: {', '.join(wrong)}"


@invariant("each genre has the same number of Act cards", per_player_count=False)
def genres_balanced(game) -> bool | str:
    counts: dict[str, int] = {}
    for card in game.deck("acts").cards:
        counts[card.fields["genre"]] = counts.get(card.fields["genre"], 0) + card.count
    return True if len(set(counts.values())) == 1 else f"genre counts differ: {counts}"


@invariant("the last round is a Headliner Night or close after one")
def headliners_fit(players: int) -> bool:
    return headliner_round(headliner_nights(players)) <= rounds(players) < headliner_round(headliner_nights(players)) + 3

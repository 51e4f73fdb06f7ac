"""League Season: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

TEAM_LETTERS = "ABCDEFGH"
TRANSFER_DECK = 30          # player cards in the box
ACADEMY_SET = ("youth-keeper", "youth-defender", "youth-forward")
TRAINING_TOKENS = 16
CASH_TOKENS = 40


# --- setup by player count -------------------------------------------------

@rule
def league_teams(players: int) -> int:
    """Clubs in the league: one for every manager and one rival for each."""
    return 2 * players


@rule
def rival_clubs(players: int) -> int:
    """Rival clubs nobody runs."""
    return players


@rule
def market_size(players: int) -> int:
    """Player cards face up in the transfer market."""
    return players + 2


@rule
def starting_budget(players: int | None = None) -> int:
    """Cash each manager starts the season with."""
    return 10


@rule
def squad_limit(players: int | None = None) -> int:
    """Most cards a squad may hold, Academy cards included."""
    return 6


@rule
def academy_cards_each() -> int:
    """Academy cards each manager starts with."""
    return len(ACADEMY_SET)


@rule
def training_limit() -> int:
    """Most Training tokens one club may hold."""
    return 2


@rule
def matchdays() -> int:
    """Matchdays in a season."""
    return 10


@rule
def halfway_matchday() -> int:
    """The rivals train after this matchday."""
    return 5


# --- a match ---------------------------------------------------------------

@rule
def home_bonus() -> int:
    """Added to the home club's shot total."""
    return 1


@rule
def shot_total(die: int, attack: int, defence: int, home: bool = False) -> int:
    """One side's roll plus its Attack, minus the other side's Defence, plus the home bonus."""
    return die + attack - defence + (home_bonus() if home else 0)


@rule
def goals(total: int | str) -> int:
    """Goals a side scores from its shot total."""
    if total == "3 or less":
        return 0
    if total == "10 or more":
        return 4
    if total <= 3:
        return 0
    if total >= 10:
        return 4
    return (total - 2) // 2


@rule
def goals_scored(die: int, attack: int, defence: int, home: bool = False) -> int:
    return goals(shot_total(die, attack, defence, home))


# --- results and the table -------------------------------------------------

@rule
def league_points(result: str) -> int:
    return {"Win": 3, "Draw": 1, "Loss": 0}[result]


@rule
def prize_money(result: str) -> int:
    """Cash a manager's club earns for its result."""
    return {"Win": 3, "Draw": 2, "Loss": 1}[result]


@rule
def gate_money() -> int:
    """Cash the home club's manager takes, win or lose."""
    return 1


@rule
def season_points(wins: int, draws: int) -> int:
    return 3 * wins + draws


@rule
def goal_difference(scored: int, conceded: int) -> int:
    return scored - conceded


@rule
def sale_value(cost: int) -> int:
    """A player sold back to the bank fetches half the cost, rounded down."""
    return cost // 2


# --- fixtures ----------------------------------------------------------------

@rule
def fixture(matchday: int, teams: int) -> str:
    """The matches of one matchday in a league of `teams`, home club first (the circle method)."""
    rounds = teams - 1
    cycle, r = divmod(matchday - 1, rounds)
    others = list(range(1, teams))
    k = r % len(others)
    if k:
        others = others[-k:] + others[:-k]
    order = [0] + others
    games = []
    for i in range(teams // 2):
        home, away = order[i], order[teams - 1 - i]
        if (r + i) % 2 == 1:
            home, away = away, home
        if cycle % 2 == 1:
            home, away = away, home
        games.append(f"{TEAM_LETTERS[home]} v {TEAM_LETTERS[away]}")
    return ", ".join(games)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "footballers": TRANSFER_DECK,
        "academy": academy_cards_each() * players,
        "rivals": rival_clubs(players),
        "fixtures": matchdays(),
        "league-board": 1,
        "club-markers": league_teams(players),
        "matchday-marker": 1,
        "training-tokens": TRAINING_TOKENS,
        "cash-tokens": CASH_TOKENS,
        "dice": 2,
        "league-pad": 1,
    }


# --- invariants ----------------------------------------------------------------

@invariant("every fixture card prints the engine's matches for each league size", per_player_count=False)
def fixture_cards_match(game) -> bool | str:
    columns = {"four_teams": 4, "six_teams": 6, "eight_teams": 8}
    for card in game.deck("fixtures").cards:
        day = card.fields["matchday"]
        for column, teams in columns.items():
            if card.fields[column] != fixture(day, teams):
                return f"{card.name}: {column} should read {fixture(day, teams)}"
    return True


@invariant("the box's decks are the sizes setup() takes out", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    if game.deck("footballers").total != TRANSFER_DECK:
        return f"player cards: {game.deck('footballers').total}, engine says {TRANSFER_DECK}"
    if game.deck("fixtures").total != matchdays():
        return "one fixture card per matchday"
    academy = game.deck("academy")
    if sorted(c.id for c in academy.cards) != sorted(ACADEMY_SET):
        return "the Academy set differs from the engine's"
    if any(c.count != game.max_players for c in academy.cards):
        return "one Academy set per manager"
    return True


@invariant("a league never needs more rivals than the box holds")
def enough_rivals(players: int, game) -> bool:
    return game.deck("rivals").total >= rival_clubs(players)


@invariant("the training tokens cover every manager's limit and the rivals' halfway tokens")
def enough_training(players: int) -> bool:
    return TRAINING_TOKENS >= players * training_limit() + rival_clubs(players)


@invariant("the transfer deck deals a full market many times over")
def market_lasts(players: int) -> bool:
    return TRANSFER_DECK >= 4 * market_size(players)

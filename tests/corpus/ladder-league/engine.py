"""Engine model of Ladder League: a season of a chess club ladder for 2-4 managers.

Every number the tables, the cards and the worked examples print comes from a
rule here; the invariants at the end hold the rules to the card data and the
box. Standard library and generator.engine only.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# --- the shape of the league -------------------------------------------------
DIVISIONS = ("Upper Division", "Lower Division")
CLUBS_PER_DIVISION = 4
HALVES = 2                      # the autumn half and the spring half
MATCH_DAYS_PER_HALF = 3         # a single round robin of four clubs
SKILLS = ("Opening", "Middlegame", "Endgame")

# --- squads and money ----------------------------------------------------------
STARTING_SQUAD = 6              # player cards dealt to each manager
SQUAD_LIMIT = 7                 # the most player cards a squad may hold
LINE_UP = 3                     # player cards fielded in every match
STARTING_COINS = 8
CLUB_DISCS_EACH = 2             # one marks the slot, one the league points
HALVING_MARGIN = 1              # sums this close (or equal) halve the skill
PROMOTION_BONUS = 2             # Coins for the club that goes up
PARACHUTE = 3                   # Coins for the club that comes down

LEAGUE_POINTS = {"Win": 3, "Draw": 1, "Loss": 0}
PRIZE_MONEY = {
    "Upper Division": {"Win": 4, "Draw": 3, "Loss": 2},
    "Lower Division": {"Win": 3, "Draw": 2, "Loss": 1},
}
PRESTIGE = {
    "Upper Division": (10, 7, 5, 3),
    "Lower Division": (4, 2, 1, 0),
}

# Who meets whom on each match day of a half, by slot (1-4) in the division.
FIXTURES = {
    1: ((1, 2), (3, 4)),
    2: ((1, 3), (2, 4)),
    3: ((1, 4), (2, 3)),
}

# What is in the box (the invariants hold these to game.yaml).
PLAYER_CARDS = 40
RIVALS_PER_DIVISION = 4
COINS = 50


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Ladder League takes {PLAYERS[0]}-{PLAYERS[1]} managers, not {players}")


def _check_division(division: str) -> None:
    if division not in DIVISIONS:
        raise ValueError(f"unknown division {division!r}")


# --- setup -------------------------------------------------------------------------
@rule
def managed_clubs_upper(players: int) -> int:
    """Managers' clubs that start the season in the Upper Division."""
    _check_players(players)
    return players // 2


@rule
def managed_clubs_lower(players: int) -> int:
    """Managers' clubs that start in the Lower Division (the odd one goes down)."""
    _check_players(players)
    return players - players // 2


@rule
def rivals_upper(players: int) -> int:
    """Rival clubs that fill the Upper Division."""
    return CLUBS_PER_DIVISION - managed_clubs_upper(players)


@rule
def rivals_lower(players: int) -> int:
    """Rival clubs that fill the Lower Division."""
    return CLUBS_PER_DIVISION - managed_clubs_lower(players)


@rule
def rival_clubs(players: int) -> int:
    """Rival clubs in the league, both divisions together."""
    return rivals_upper(players) + rivals_lower(players)


@rule
def clubs_per_division(players: int | None = None) -> int:
    """Every division holds four clubs, whoever runs them."""
    return CLUBS_PER_DIVISION


@rule
def starting_squad(players: int | None = None) -> int:
    """Player cards dealt to each manager at the start."""
    return STARTING_SQUAD


@rule
def squad_limit(players: int | None = None) -> int:
    """The most player cards one squad may hold."""
    return SQUAD_LIMIT


@rule
def line_up_size(players: int | None = None) -> int:
    """Player cards a club fields in every match."""
    return LINE_UP


@rule
def starting_coins(players: int | None = None) -> int:
    """Coins each manager takes from the bank at the start."""
    return STARTING_COINS


@rule
def market_size(players: int, window: str = "regular") -> int:
    """Cards face up in the transfer market: one more than the managers, three more in winter."""
    _check_players(players)
    if window == "regular":
        return players + 1
    if window == "winter":
        return players + 3
    raise ValueError(f"unknown window {window!r}")


# --- the season --------------------------------------------------------------------
@rule
def match_days(players: int | None = None) -> int:
    """Match days in the whole season."""
    return HALVES * MATCH_DAYS_PER_HALF


@rule
def match_days_per_half(players: int | None = None) -> int:
    """Match days in each half of the season."""
    return MATCH_DAYS_PER_HALF


@rule
def transfer_windows(players: int | None = None) -> int:
    """A window follows every match day but the last."""
    return match_days() - 1


@rule
def opponent(slot: int, match_day: int) -> int:
    """The slot a club meets on this match day of the half (the same list in both halves)."""
    if slot not in range(1, CLUBS_PER_DIVISION + 1):
        raise ValueError(f"no slot {slot}")
    for a, b in FIXTURES[match_day]:
        if slot == a:
            return b
        if slot == b:
            return a
    raise ValueError(f"slot {slot} has no match on match day {match_day}")


# --- a match ------------------------------------------------------------------------
@rule
def skill_outcome(margin: int | str) -> str:
    """What a lead of this many in one skill's sum does: within the margin it is halved."""
    if margin == "2 or more":
        return "Won"
    if margin < 0:
        raise ValueError("a margin is the leader's lead, never below 0")
    return "Halved" if margin <= HALVING_MARGIN else "Won"


@rule
def skill_result(ours: int, theirs: int) -> str:
    """One skill compared: Won, Halved or Lost for the first club."""
    if abs(ours - theirs) <= HALVING_MARGIN:
        return "Halved"
    return "Won" if ours > theirs else "Lost"


@rule
def skill_sums(cards: list) -> list:
    """The three sums of a line-up: each card written [opening, middlegame, endgame]."""
    if len(cards) != LINE_UP:
        raise ValueError(f"a line-up is {LINE_UP} cards, not {len(cards)}")
    return [sum(card[i] for card in cards) for i in range(len(SKILLS))]


@rule
def match_result(ours: list, theirs: list) -> str:
    """Win, Draw or Loss for the first club, from the two clubs' three skill sums."""
    results = [skill_result(a, b) for a, b in zip(ours, theirs)]
    won, lost = results.count("Won"), results.count("Lost")
    if won > lost:
        return "Win"
    return "Draw" if won == lost else "Loss"


@rule
def skills_won(ours: list, theirs: list) -> int:
    """How many of the three skills the first club wins outright."""
    return [skill_result(a, b) for a, b in zip(ours, theirs)].count("Won")


@rule
def league_points(result: str) -> int:
    """League points for a result: three for a win, one for a draw."""
    return LEAGUE_POINTS[result]


@rule
def rival_meeting(players: int | None = None) -> str:
    """Two rival clubs that meet always draw."""
    return "Draw"


@rule
def prize_money(result: str, division: str) -> int:
    """Coins the bank pays a managed club after its match."""
    _check_division(division)
    return PRIZE_MONEY[division][result]


@rule
def points_after(points: int, results: list) -> int:
    """A club's league points after a run of results."""
    return points + sum(league_points(r) for r in results)


@rule
def most_points_in_a_half(players: int | None = None) -> int:
    """Three wins out of three: the top of the points track."""
    return MATCH_DAYS_PER_HALF * LEAGUE_POINTS["Win"]


# --- transfers -----------------------------------------------------------------------
@rule
def asking_price(total: int) -> int:
    """The least a club may bid for a player card, from its three ratings added up."""
    if total < 3:
        raise ValueError("a card rates at least 1 in each skill")
    return max(1, (total - 5) // 2)


@rule
def release_fee(price: int) -> int:
    """Coins the bank pays for a released player card: half its asking price, rounded down."""
    return price // 2


@rule
def winning_bid(bids: list, price: int) -> int:
    """The bid that signs the card (0 when no bid reaches the asking price)."""
    best = max(bids) if bids else 0
    return best if best >= price else 0


# --- winter break and season's end -----------------------------------------------------
@rule
def prestige(position: int, division: str) -> int:
    """Prestige a managed club scores for its place at the end of a half."""
    _check_division(division)
    return PRESTIGE[division][position - 1]


@rule
def promotion_bonus(players: int | None = None) -> int:
    """Coins the bank pays the club that goes up at the winter break."""
    return PROMOTION_BONUS


@rule
def parachute_payment(players: int | None = None) -> int:
    """Coins the bank pays the club that goes down at the winter break."""
    return PARACHUTE


@rule
def clubs_promoted(players: int | None = None) -> int:
    """One club goes up and one comes down at the winter break."""
    return 1


@rule
def most_prestige(players: int | None = None) -> int:
    """Top of both halves in the Upper Division: the prestige track's end."""
    return HALVES * PRESTIGE["Upper Division"][0]


@rule
def season_prestige(halves: list) -> int:
    """Prestige over the season, each half written [position, division]."""
    return sum(prestige(position, division) for position, division in halves)


# --- setup -----------------------------------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a season at this count takes out of the box."""
    _check_players(players)
    return {
        "league-board": 1,
        "rulebook": 1,
        # the whole deck: six dealt to each manager, the rest the draw pile
        "player-cards": PLAYER_CARDS,
        # only the rival clubs the divisions need
        "rival-cards": rival_clubs(players),
        "rival-discs": rival_clubs(players),
        "club-boards": players,
        # two discs a club: one on its slot, one on the points track
        "club-discs": CLUB_DISCS_EACH * players,
        "prestige-markers": players,
        "match-day-marker": 1,
        # every coin: the starting money dealt, the rest the bank
        "coins": COINS,
    }


# --- invariants -------------------------------------------------------------------------
@invariant("every player card rates 1 to 9 in each skill", per_player_count=False)
def ratings_in_range(game) -> bool | str:
    for card in game.deck("player-cards").cards:
        for skill in ("opening", "middlegame", "endgame"):
            if not 1 <= card.fields[skill] <= 9:
                return f"{card.name} rates {card.fields[skill]} in {skill}"
    return True


@invariant("every player card's asking price follows from its three ratings", per_player_count=False)
def prices_follow_ratings(game) -> bool | str:
    for card in game.deck("player-cards").cards:
        f = card.fields
        total = f["opening"] + f["middlegame"] + f["endgame"]
        if f["price"] != asking_price(total):
            return f"{card.name} asks {f['price']} but rates {total} in all"
    return True


@invariant("the box holds four rival clubs for each division", per_player_count=False)
def rivals_per_division(game) -> bool | str:
    for division in DIVISIONS:
        n = sum(c.count for c in game.deck("rival-cards").cards if c.fields["division"] == division)
        if n != RIVALS_PER_DIVISION:
            return f"{n} rival clubs for the {division}"
    return True


@invariant("each division has enough rival clubs of its own to fill it")
def rivals_fill_divisions(players: int) -> bool | str:
    if rivals_upper(players) > RIVALS_PER_DIVISION or rivals_lower(players) > RIVALS_PER_DIVISION:
        return "not enough rival clubs"
    return managed_clubs_upper(players) + managed_clubs_lower(players) == players


@invariant("the deck deals every squad and still fills the winter market")
def deck_deals(players: int, game) -> bool | str:
    deck = game.deck("player-cards").total
    needed = starting_squad() * players + market_size(players, "winter")
    return True if deck >= needed else f"{deck} cards, {needed} needed"


@invariant("the bank can pay every manager's starting coins with coins to spare")
def coins_suffice(players: int, game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "coins")
    return True if line.count >= starting_coins() * players + 10 else f"only {line.count} coins"


@invariant("the fixture list pairs every slot with every other slot once a half", per_player_count=False)
def fixtures_round_robin() -> bool | str:
    for slot in range(1, CLUBS_PER_DIVISION + 1):
        met = sorted(opponent(slot, day) for day in FIXTURES)
        if met != [s for s in range(1, CLUBS_PER_DIVISION + 1) if s != slot]:
            return f"slot {slot} meets {met}"
    return True


@invariant("the engine's box counts agree with game.yaml", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    if game.deck("player-cards").total != PLAYER_CARDS:
        return f"deck holds {game.deck('player-cards').total}, engine says {PLAYER_CARDS}"
    coins = next(c for c in game.inventory if c.id == "coins")
    if coins.count != COINS:
        return f"box holds {coins.count} coins, engine says {COINS}"
    return True


@invariant("a line-up is never bigger than the smallest squad", per_player_count=False)
def line_up_fits() -> bool:
    return LINE_UP <= STARTING_SQUAD <= SQUAD_LIMIT

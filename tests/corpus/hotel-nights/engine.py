"""Engine model of Hotel Nights: the rules the printed tables and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
SEASONS = ("Low", "Shoulder", "High")
ROOMS = ("Single", "Double", "Suite")

RATES = {
    "Single": {"Low": 2, "Shoulder": 3, "High": 4},
    "Double": {"Low": 3, "Shoulder": 4, "High": 6},
    "Suite": {"Low": 5, "Shoulder": 7, "High": 9},
}

ROOMS_OF_TYPE = {"Single": 2, "Double": 3, "Suite": 1}

# Box counts setup() must name whole (the engine cannot read game.yaml; invariants hold them to it).
BOOKING_CARDS = 66
STAR_TOKENS = 20
COIN_TOKENS = 64


@rule
def booking_row(players: int) -> int:
    """Face-up Booking cards in the booking row: two more than the players."""
    return players + 2


@rule
def bookings_per_week(players: int) -> int:
    """Bookings each player may take in one week's Bookings phase."""
    return {2: 7, 3: 6, 4: 5}[players]


@rule
def starting_coins(players: int | None = None) -> int:
    return 10


@rule
def rooms_turned_per_crew(players: int | None = None) -> int:
    """Rooms one cleaning crew turns on any one day."""
    return 2


@rule
def crew_wage(players: int | None = None) -> int:
    """Coins each crew is paid at the end of every week."""
    return 4


@rule
def max_crews(players: int | None = None) -> int:
    return 3


@rule
def starting_crews(players: int | None = None) -> int:
    return 1


@rule
def star_value(players: int | None = None) -> int:
    """Coins each Star is worth at the end of the game."""
    return 3


@rule
def weeks_in_game(players: int | None = None) -> int:
    return 3


@rule
def hotel_rooms() -> int:
    """Rooms in every hotel."""
    return sum(ROOMS_OF_TYPE.values())


@rule
def room_rate(room: str, season: str) -> int:
    """Coins a guest pays per night for the room they booked, in this season."""
    return RATES[room][season]


@rule
def rooms_of_type(room: str) -> int:
    return ROOMS_OF_TYPE[room]


@rule
def season_of_week(week: int) -> str:
    return SEASONS[week - 1]


@rule
def nights_between(check_in: str, check_out: str) -> int:
    """A guest stays the night of every day from check-in up to the day before check-out."""
    return DAYS.index(check_out) - DAYS.index(check_in)


@rule
def stay_revenue(room: str, season: str, nights: int, tip: int = 0) -> int:
    """What one guest pays: nights at the booked room's rate, plus the tip."""
    return nights * room_rate(room, season) + tip


@rule
def crews_needed(checkouts: int) -> int:
    """Crews a hotel needs to turn this many rooms on one day."""
    per_crew = rooms_turned_per_crew()
    return -(-checkouts // per_crew)


@rule
def final_score(coins: int, stars: int) -> int:
    return coins + stars * star_value()


@rule
def week_takings(stays: list, season: str) -> int:
    """A week's revenue: each stay is [room, nights, tip]."""
    return sum(stay_revenue(room, season, nights, tip) for room, nights, tip in stays)


@rule
def week_net(stays: list, season: str, crews: int) -> int:
    return week_takings(stays, season) - crews * crew_wage()


@rule
def room_labels() -> list:
    """The rows of the Week sheet, one per room."""
    labels = []
    for room in ROOMS:
        n = ROOMS_OF_TYPE[room]
        if n == 1:
            labels.append(room)
        else:
            labels.extend(f"{room} {i}" for i in range(1, n + 1))
    return labels


@rule
def rate_sheet() -> list:
    """The rate grid on the Hotel board: a header row, then one row per room."""
    rows = [["Room", *SEASONS]]
    for room in ROOMS:
        rows.append([room, *(str(RATES[room][s]) for s in SEASONS)])
    return rows


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "bookings": BOOKING_CARDS,
        "reception-board": 1,
        "hotel-boards": players,
        "week-sheets": 1,
        "crew-tokens": players * max_crews(),
        "star-tokens": STAR_TOKENS,
        "coin-tokens": COIN_TOKENS,
        "week-marker": 1,
        "desk-bell": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"bookings": {"hand": 0, "draw": 1}}


@invariant("setup takes out the whole booking deck, star supply and bank", per_player_count=False)
def whole_supplies(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    if game.deck("bookings").total != BOOKING_CARDS:
        return f"deck has {game.deck('bookings').total} cards, setup says {BOOKING_CARDS}"
    if box["star-tokens"] != STAR_TOKENS or box["coin-tokens"] != COIN_TOKENS:
        return "star or coin supply differs from the box"
    return True


@invariant("every booking's nights are the days from check-in to check-out", per_player_count=False)
def nights_match_days(game) -> bool | str:
    for card in game.deck("bookings").cards:
        f = card.fields
        n = nights_between(f["check_in"], f["check_out"])
        if n < 1:
            return f"{card.name} checks out before it checks in"
        if f["nights"] != n:
            return f"{card.name} says {f['nights']} nights but stays {n}"
    return True


@invariant("the deck lasts three weeks of full bookings plus the last booking row")
def deck_lasts(players: int, game) -> bool | str:
    need = players * bookings_per_week(players) * weeks_in_game() + booking_row(players)
    have = game.deck("bookings").total
    return True if have >= need else f"{need} cards needed, {have} in the deck"


@invariant("each player's crew tokens cover the most crews", per_player_count=False)
def crew_tokens_cover(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "crew-tokens")
    return True if line.per_player == max_crews() else f"{line.per_player} crew tokens each, {max_crews()} crews at most"


@invariant("a better room never has a lower rate, and rates rise with the season", per_player_count=False)
def rates_rise(game) -> bool | str:
    for season in SEASONS:
        rates = [RATES[r][season] for r in ROOMS]
        if rates != sorted(rates):
            return f"rates in {season} fall with a better room"
    for room in ROOMS:
        rates = [RATES[room][s] for s in SEASONS]
        if rates != sorted(rates):
            return f"{room} rates fall with the season"
    return True


@invariant("the Week sheet has a row for every room", per_player_count=False)
def sheet_rows(game) -> bool | str:
    return len(room_labels()) == hotel_rooms()

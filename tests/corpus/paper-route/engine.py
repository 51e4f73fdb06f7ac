"""Paper Route: the rules the tables, the route sheet and the examples print."""
from generator.engine import invariant, rule

PLAYERS = (1, 6)

STREETS = ("Maple Street", "Oak Avenue", "Birch Lane")
STREET_RESULTS = ("maple", "oak", "birch")
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
PAPERS = {"Monday": 3, "Tuesday": 3, "Wednesday": 4, "Thursday": 4, "Friday": 5, "Saturday": 5}
HOUSES_PER_STREET = 6
# (fewest houses in the band, pay in dollars), highest band first
PAY_BANDS = ((18, 28), (15, 20), (12, 14), (9, 9), (6, 5), (0, 2))
BONUS = {"First": 6, "Later": 3}
LOST_PAPER_COST = 1
NEWS_CARDS = 8
EXTRA_BOXES = 2          # dashed boxes per day on the sheet, for news that adds papers
SHEET_COLUMNS = 7        # paper boxes per day line on the route sheet


@rule
def street_for(roll: int) -> str:
    """The street die: 1-2 Maple Street, 3-4 Oak Avenue, 5-6 Birch Lane."""
    return STREET_RESULTS[(roll - 1) // 2]


def street_name(roll: int) -> str:
    return STREETS[(roll - 1) // 2]


@rule
def street_faces(street: str) -> str:
    """The faces of the street die that choose this street, as the sheet prints them."""
    i = STREETS.index(street)
    return f"{2 * i + 1}–{2 * i + 2}"


@rule
def papers(day: str) -> int:
    """Papers to deliver (rolls of the dice) on this day of the week, before the news."""
    return PAPERS[day]


@rule
def papers_in_week() -> int:
    """Papers in an ordinary week, with no news that changes the count."""
    return sum(PAPERS.values())


@rule
def days_in_week() -> int:
    return len(DAYS)


@rule
def houses_per_street() -> int:
    return HOUSES_PER_STREET


@rule
def houses_on_route() -> int:
    return HOUSES_PER_STREET * len(STREETS)


@rule
def weekly_pay(houses: int) -> int:
    """Dollars paid on Saturday for this many houses delivered."""
    for least, pay in PAY_BANDS:
        if houses >= least:
            return pay
    return 0


@rule
def street_bonus(order: str = "First") -> int:
    """Dollars for a full street: first to complete it (ties on one roll included), or later."""
    return BONUS[order]


@rule
def lost_paper_cost() -> int:
    return LOST_PAPER_COST


@rule
def deliveries(a: int, b: int) -> list:
    """The deliveries a roll of a and b offers: each die as the street die once."""
    options = [[street_name(a), b], [street_name(b), a]]
    return options[:1] if options[0] == options[1] else options


@rule
def final_score(houses: int, first_streets: int, later_streets: int, tips: int, lost: int) -> int:
    return (weekly_pay(houses) + first_streets * BONUS["First"] + later_streets * BONUS["Later"]
            + tips - lost * LOST_PAPER_COST)


@rule
def solo_title(dollars: int | str) -> str:
    if dollars == "14 or less":
        return "Paper kid in training"
    if dollars == "35 or more":
        return "Circulation manager"
    if dollars <= 14:
        return "Paper kid in training"
    if dollars <= 24:
        return "Paper kid"
    if dollars <= 34:
        return "Route captain"
    return "Circulation manager"


@rule
def house_numbers() -> list:
    """The house numbers of one street, left to right."""
    return list(range(1, HOUSES_PER_STREET + 1))


@rule
def paper_boxes() -> list:
    """One line per day on the route sheet: 'base' boxes for the day's papers, 'extra' for news, '' blank."""
    lines = []
    for day in DAYS:
        base = PAPERS[day]
        line = ["base"] * base + ["extra"] * EXTRA_BOXES
        lines.append(line + [""] * (SHEET_COLUMNS - len(line)))
    return lines


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    # the route sheets are a pad (one sheet a player), so they are left out of the piles the setup figure draws
    return {"news": NEWS_CARDS, "dice": 2, "pencils": players}


@invariant("the news deck in setup is the whole deck", per_player_count=False)
def news_deck_whole(game) -> bool | str:
    total = game.deck("news").total
    return True if total == NEWS_CARDS else f"setup takes {NEWS_CARDS} news cards, the deck has {total}"


@invariant("the news deck has a card for every day of the week", per_player_count=False)
def news_lasts_the_week(game) -> bool:
    return game.deck("news").total >= len(DAYS)


@invariant("every day line of the sheet has a box for every paper, news included", per_player_count=False)
def sheet_has_room(game) -> bool | str:
    most_added = max((c.fields["papers"] or 0) for c in game.deck("news").cards)
    if most_added > EXTRA_BOXES:
        return f"news adds {most_added} papers but the sheet has {EXTRA_BOXES} extra boxes"
    return all(PAPERS[d] + EXTRA_BOXES <= SHEET_COLUMNS for d in DAYS)


@invariant("more houses never pay less", per_player_count=False)
def pay_never_drops() -> bool:
    pays = [weekly_pay(h) for h in range(houses_on_route() + 1)]
    return all(a <= b for a, b in zip(pays, pays[1:]))


@invariant("every house of the route can be reached by some roll", per_player_count=False)
def every_house_reachable() -> bool:
    reach = {(s, h) for a in range(1, 7) for b in range(1, 7) for s, h in deliveries(a, b)}
    return len(reach) == houses_on_route()


@invariant("a week has more papers than the route has houses, so lost papers are possible", per_player_count=False)
def week_outlasts_route() -> bool:
    return papers_in_week() > houses_on_route()

"""Engine model of Menu of the Day: the rules its tables, examples and rulebook print.

A game is three services. Each service every chef seats one guest, drafts dishes,
plates a three-course menu and is paid by the guest: the dishes' prices plus a
tip that grows with the guest's satisfaction.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

COURSES = ("Starter", "Main", "Dessert")

# Cards dealt into each player's draft hand, by player count.
HAND = {2: 6, 3: 5, 4: 5, 5: 4}

# Satisfaction levels: (lowest satisfaction of the level, name, tip in coins).
LEVELS = ((0, "Unhappy", 0), (2, "Content", 1), (4, "Pleased", 3), (6, "Delighted", 5))


def _span(value: int | str) -> list[int]:
    if isinstance(value, int):
        return [value]
    low, _, high = str(value).partition("-")
    return list(range(int(low), int(high or low) + 1))


@rule
def dishes_dealt(players: int = 2) -> int:
    """Dish cards dealt to each player at the start of a draft."""
    return HAND[players]


@rule
def guests_revealed(players: int = 2) -> int:
    """Guest cards turned face up each service: one more than the players."""
    return players + 1


@rule
def dishes_drafted(players: int | None = None) -> int:
    """Dishes each player drafts in one service, at every player count."""
    return 4


@rule
def services(players: int | None = None) -> int:
    """Services in a game."""
    return 3


@rule
def pantry_limit(players: int | None = None) -> int:
    """Unused dishes a player may keep for the next service."""
    return 1


@rule
def loved_course_points(players: int | None = None) -> int:
    """Satisfaction a guest gains for each course in a taste they love."""
    return 2


@rule
def best_satisfaction(players: int | None = None) -> int:
    """The highest satisfaction a guest can reach: every course loved."""
    return loved_course_points() * len(COURSES)


@rule
def dish_cards_used(players: int = 2) -> int:
    """Dish cards dealt over a whole game."""
    return services() * players * dishes_dealt(players)


@rule
def pass_direction(service: int) -> str:
    """Which way draft hands travel in each service."""
    return "right" if service == 2 else "left"


def _level(satisfaction: int) -> tuple[int, str, int]:
    found = LEVELS[0]
    for entry in LEVELS:
        if satisfaction >= entry[0]:
            found = entry
    return found


@rule
def satisfaction_level(satisfaction: int | str) -> str:
    """The name of a satisfaction level (a span of the tip table reads its low end)."""
    names = {_level(s)[1] for s in _span(satisfaction)}
    return names.pop() if len(names) == 1 else "mixed"


@rule
def tip(satisfaction: int | str) -> int:
    """Coins a guest tips at this satisfaction."""
    tips = {_level(s)[2] for s in _span(satisfaction)}
    return tips.pop() if len(tips) == 1 else -1


@rule
def satisfaction(tastes: list, loves: list, prep_times: list, patience: int) -> int:
    """2 per course in a loved taste, less 1 per minute of preparation past the guest's patience."""
    loved = sum(1 for taste in tastes if taste in loves)
    late = max(0, sum(prep_times) - patience)
    return max(0, loved_course_points() * loved - late)


@rule
def total_prep(prep_times: list) -> int:
    """A menu's preparation time: its courses' times added up."""
    return sum(prep_times)


@rule
def guest_payment(prices: list, satisfaction: int, bonus: int = 0) -> int:
    """What a guest pays: every dish's price, the tip, and any signature bonus."""
    return sum(prices) + tip(satisfaction) + bonus


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "dishes": 66,
        "guests": 24,
        "coins": 60,
        "head-chef": 1,
    }


@invariant("the kitchen deck deals every hand of all three services")
def deck_lasts(players: int, game) -> bool | str:
    deck = game.deck("dishes").total
    used = dish_cards_used(players)
    return True if used <= deck else f"{used} dish cards dealt, {deck} in the deck"


@invariant("the guest queue seats every service")
def guests_last(players: int, game) -> bool | str:
    queue = game.deck("guests").total
    needed = services() * guests_revealed(players)
    return True if needed <= queue else f"{needed} guests needed, {queue} in the queue"


@invariant("a hand holds at least the dishes a player drafts", per_player_count=True)
def hands_cover_draft(players: int) -> bool:
    return dishes_dealt(players) >= dishes_drafted()


@invariant("every course has the same number of dish cards", per_player_count=False)
def courses_even(game) -> bool | str:
    counts = {c: 0 for c in COURSES}
    for card in game.deck("dishes").cards:
        counts[card.fields["course"]] += card.count
    return True if len(set(counts.values())) == 1 else f"uneven courses: {counts}"


@invariant("setup takes the whole box of dishes, guests and coins", per_player_count=False)
def setup_takes_box(game) -> bool | str:
    wanted = setup(2)
    for key, deck_id in (("dishes", "dishes"), ("guests", "guests")):
        if wanted[key] != game.deck(deck_id).total:
            return f"setup takes {wanted[key]} {key} but the deck holds {game.deck(deck_id).total}"
    coins = next(c for c in game.inventory if c.id == "coins")
    return True if wanted["coins"] == coins.count else f"setup takes {wanted['coins']} coins, box {coins.count}"


@invariant("a signature dish's text names its bonus", per_player_count=False)
def signatures_have_text(game) -> bool | str:
    for card in game.deck("dishes").cards:
        bonus = card.fields["tip_bonus"]
        if (bonus is not None) != bool(card.fields["text"]):
            return f"{card.name} has a bonus of {bonus} but text '{card.fields['text']}'"
    return True

"""Engine model of Main Event: a wrestling promotion game.

The rules the printed tables, the Crowd die and the worked examples are bound to.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

ARENAS = {
    "Bingo Hall": {"seats": 800, "rent": 1, "matches": 2, "sell_out": 14, "gate": 6, "fans": 1},
    "Civic Centre": {"seats": 2500, "rent": 3, "matches": 3, "sell_out": 24, "gate": 12, "fans": 3},
    "Sports Arena": {"seats": 6000, "rent": 7, "matches": 4, "sell_out": 36, "gate": 20, "fans": 5},
    "Stadium": {"seats": 15000, "rent": 12, "matches": 5, "sell_out": 50, "gate": 32, "fans": 8},
}

WRESTLER_CARDS = 24


# --- setup -----------------------------------------------------------------

@rule
def wrestlers_dealt(players: int) -> int:
    """Wrestlers each promoter starts with."""
    return 5 if players == 2 else 4


@rule
def market_size(players: int) -> int:
    """Free agents face up in the market: two more than the promoters."""
    return players + 2


@rule
def starting_cash(players: int | None = None) -> int:
    return 12


@rule
def weeks(players: int | None = None) -> int:
    """Weeks (shows) in a game."""
    return 6


# --- arenas and the box office ------------------------------------------------

@rule
def seats(arena: str) -> int:
    return ARENAS[arena]["seats"]


@rule
def rent(arena: str) -> int:
    return ARENAS[arena]["rent"]


@rule
def matches_on_card(arena: str) -> int:
    return ARENAS[arena]["matches"]


@rule
def draw_to_sell_out(arena: str) -> int:
    return ARENAS[arena]["sell_out"]


@rule
def gate(arena: str, sold_out: bool = True) -> int:
    """Cash taken at the door: the full gate for a sell-out, half of it otherwise."""
    full = ARENAS[arena]["gate"]
    return full if sold_out else full // 2


@rule
def sell_out_fans(arena: str) -> int:
    return ARENAS[arena]["fans"]


@rule
def world_title_draw() -> int:
    """What the World Champion adds to a show's Draw."""
    return 3


@rule
def tv_title_draw() -> int:
    return 1


@rule
def show_draw(popularity: list, world_champion: bool = False, tv_champion: bool = False, bonus: int = 0) -> int:
    """The Draw: every booked wrestler's Popularity (Hype included) plus the title bonuses."""
    return sum(popularity) + (world_title_draw() if world_champion else 0) \
        + (tv_title_draw() if tv_champion else 0) + bonus


@rule
def box_office(arena: str, draw: int) -> int:
    """The gate a show takes at this arena with this Draw."""
    return gate(arena, draw >= draw_to_sell_out(arena))


# --- match ratings --------------------------------------------------------------

@rule
def base_stars(stamina_left: int) -> int:
    """Stars from the two wrestlers' Stamina left, before modifiers."""
    return max(1, min(5, stamina_left // 2))


@rule
def crowd(roll: int) -> str:
    if roll == 1:
        return "cold"
    return "hot" if roll == 6 else "steady"


@rule
def crowd_modifier(roll: int) -> int:
    return {"cold": -1, "steady": 0, "hot": 1}[crowd(roll)]


@rule
def title_match_stars() -> int:
    """Extra stars for a title match."""
    return 1


@rule
def max_stars() -> int:
    return 5


@rule
def match_stars(stamina_left: list, title: bool = False, crowd_roll: int = 3, bonus: int = 0) -> int:
    """A match's rating: base stars, the title, the Crowd die and card texts, kept within 1 to 5."""
    stars = base_stars(sum(stamina_left)) + (title_match_stars() if title else 0) \
        + crowd_modifier(crowd_roll) + bonus
    return max(1, min(max_stars(), stars))


@rule
def max_popularity() -> int:
    return 10


@rule
def hype_per_win() -> int:
    return 1


@rule
def fatigue_per_match() -> int:
    return 1


@rule
def show_fans(stars: list, arena: str, sold_out: bool) -> int:
    """Fans a show earns: every match's stars, the main event's twice, and the sell-out bonus."""
    return sum(stars) + stars[-1] + (sell_out_fans(arena) if sold_out else 0)


# --- payroll and the end -----------------------------------------------------------

@rule
def payroll(wrestlers: int) -> int:
    """Cash paid at the end of a week: 1 per wrestler on the roster."""
    return wrestlers


@rule
def cash_per_fan() -> int:
    return 3


@rule
def final_score(fans: int, cash: int) -> int:
    return fans + cash // cash_per_fan()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "wrestlers": WRESTLER_CARDS,
        "ratings-board": 1,
        "promoter-boards": players,
        "title-belts": 2 * players,
        "hype-tokens": 40,
        "fatigue-tokens": 40,
        "cash-tokens": 50,
        "fan-markers": players,
        "week-marker": 1,
        "crowd-die": 1,
    }


@invariant("the wrestler deck deals every roster and fills the market")
def deck_deals(players: int, game) -> bool | str:
    total = game.deck("wrestlers").total
    needed = wrestlers_dealt(players) * players + market_size(players)
    return True if total >= needed else f"{needed} cards needed, {total} in the deck"


@invariant("setup's wrestler count is the deck's", per_player_count=False)
def deck_size_agrees(game) -> bool | str:
    total = game.deck("wrestlers").total
    return True if total == WRESTLER_CARDS else f"engine says {WRESTLER_CARDS}, deck has {total}"


@invariant("the arena table's order is the arenas name set", per_player_count=False)
def arenas_named(game) -> bool | str:
    return True if list(game.names["arenas"]) == list(ARENAS) else "arenas differ"


@invariant("a card's Popularity lies between 1 and the most it can reach", per_player_count=False)
def popularity_in_range(game) -> bool | str:
    bad = [c.name for c in game.deck("wrestlers").cards
           if not 1 <= c.fields["popularity"] <= max_popularity()]
    return True if not bad else f"popularity out of range: {', '.join(bad)}"

"""Arrow Converter: the rules the printed tables and examples rely on.

Everything a table prints comes from a rule here; card data (costs, points,
what each converter takes and gives) lives in the CSVs, and the invariants
at the bottom hold the two together.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

RAW = ("Wood", "Fish", "Grain", "Ore")
CRAFTED = ("Plank", "Bread", "Tool")

ROUNDS = {2: 10, 3: 9, 4: 8}
SHORT_SHIFT_CUT = 2

# What the market pays for one good, in Silver, early and late in the game.
PRICES = {
    "Early": {"Wood": 1, "Fish": 1, "Grain": 1, "Ore": 2, "Plank": 3, "Bread": 3, "Tool": 5},
    "Late": {"Wood": 1, "Fish": 1, "Grain": 1, "Ore": 1, "Plank": 4, "Bread": 4, "Tool": 7},
}
END_POINTS = {"Wood": 0, "Fish": 0, "Grain": 0, "Ore": 0, "Plank": 1, "Bread": 1, "Tool": 2}

ARROWS = {"Single arrow": 1, "Double arrow": 2}

CHARTER_POINTS = 6

# Box counts setup() must name whole (it cannot read game.yaml); held to it below.
CONVERTER_CARDS = 36
GOODS_TOKENS = 134
SILVER_COINS = 40
CHARTERS = 6


# --- setup by player count -------------------------------------------------

@rule
def rounds(players: int, variant: str | None = None) -> int:
    """Rounds in a game: fewer with more players, two fewer in a Short Shift."""
    base = ROUNDS[players]
    return base - SHORT_SHIFT_CUT if variant == "short-shift" else base


@rule
def late_market_round(players: int, variant: str | None = None) -> int:
    """The round from which the Late market prices apply: just past half way."""
    return rounds(players, variant) // 2 + 1


@rule
def market_row(players: int) -> int:
    """Face-up converter cards on offer: two more than the players."""
    return players + 2


@rule
def benches_dealt(players: int) -> int:
    """Starting bench cards dealt: one to each player."""
    return players


@rule
def starting_silver(seat: int) -> int:
    """Silver a player starts with, by seat: later seats get a little more."""
    return {1: 2, 2: 3, 3: 3, 4: 4}[seat]


# --- numbers that do not change with the player count ----------------------

@rule
def starting_goods(players: int | None = None) -> int:
    """Each player starts with this many of every raw good."""
    return 1


@rule
def gather_count(players: int | None = None) -> int:
    """Raw goods a player takes from the supply in the Gather step."""
    return 2


@rule
def sell_limit(players: int | None = None) -> int:
    """Most goods a player may sell in one Sell step."""
    return 3


@rule
def storage_limit(players: int | None = None) -> int:
    """Most goods (Silver aside) a player may keep at the end of a turn."""
    return 10


@rule
def workshop_limit(players: int | None = None) -> int:
    """Most converters in a workshop, the starting bench included."""
    return 6


@rule
def silver_per_point(players: int | None = None) -> int:
    """At the end, every this many Silver scores one point."""
    return 3


# --- arrows and the market ------------------------------------------------

@rule
def arrow_runs(arrow: str) -> int:
    """How often a converter may run in one Convert step."""
    return ARROWS[arrow]


@rule
def sell_price(good: str, market: str = "Early") -> int:
    """Silver the market pays for one good."""
    return PRICES[market][good]


@rule
def end_points(good: str) -> int:
    """Points one good left in your store scores at the end."""
    return END_POINTS[good]


@rule
def times_run(have: dict, needs: dict, arrow: str) -> int:
    """How often a converter runs this turn: as often as its arrow allows and the goods last."""
    most = min(have.get(good, 0) // amount for good, amount in needs.items())
    return min(arrow_runs(arrow), most)


@rule
def sale_silver(goods: dict, market: str = "Early") -> int:
    """Silver a sale brings in."""
    if sum(goods.values()) > sell_limit():
        raise ValueError(f"a sale is at most {sell_limit()} goods")
    return sum(sell_price(good, market) * count for good, count in goods.items())


@rule
def charter_points() -> int:
    """Points a Guild charter scores."""
    return CHARTER_POINTS


@rule
def final_score(card_points: int, charters: int, goods: dict, silver: int) -> int:
    """Card points, charters, goods left over and Silver, added up."""
    from_goods = sum(end_points(good) * count for good, count in goods.items())
    return card_points + charters * CHARTER_POINTS + from_goods + silver // silver_per_point()


# --- what the box gives a game --------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "converters": CONVERTER_CARDS,       # the whole deck: market row and draw pile
        "benches": benches_dealt(players),   # the rest stay in the box
        "goods-tokens": GOODS_TOKENS,
        "silver-coins": SILVER_COINS,
        "charters": CHARTERS,
        "player-boards": players,
        "market-board": 1,
        "round-marker": 1,
        "first-player": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    """How the game draws, for the designer's report."""
    return {
        "converters": {"table": market_row(players), "per_round": players},
        "benches": {"hand": 1},
    }


# --- invariants -----------------------------------------------------------

def _component(game, cid):
    return next(c for c in game.inventory if c.id == cid)


@invariant("setup's box counts are game.yaml's", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    pairs = {
        "converters": (game.deck("converters").total, CONVERTER_CARDS),
        "goods-tokens": (_component(game, "goods-tokens").count, GOODS_TOKENS),
        "silver-coins": (_component(game, "silver-coins").count, SILVER_COINS),
        "charters": (_component(game, "charters").count, CHARTERS),
    }
    wrong = [f"{k}: box {box}, engine {eng}" for k, (box, eng) in pairs.items() if box != eng]
    return True if not wrong else "; ".join(wrong)


@invariant("a card with an arrow converts something into something; one without converts nothing",
           per_player_count=False)
def arrows_convert(game) -> bool | str:
    for deck_id in ("converters", "benches"):
        for card in game.deck(deck_id).cards:
            arrow = card.fields["arrow"]
            takes, gives = card.fields["input"], card.fields["output"]
            if arrow and (len(takes) == 0 or len(gives) == 0):
                return f"{card.name} has an arrow but no input or output"
            if not arrow and (len(takes) or len(gives)):
                return f"{card.name} converts goods but has no arrow"
            if arrow and arrow not in ARROWS:
                return f"{card.name}: unknown arrow {arrow}"
    return True


@invariant("no converter gives back a good it takes in", per_player_count=False)
def no_loops_on_one_card(game) -> bool | str:
    for deck_id in ("converters", "benches"):
        for card in game.deck(deck_id).cards:
            takes = {a.name for a in card.fields["input"]}
            gives = {a.name for a in card.fields["output"]}
            if takes & gives:
                return f"{card.name} takes and gives {', '.join(sorted(takes & gives))}"
    return True


@invariant("the deck fills the market row and half the players' builds")
def deck_lasts(players: int, game) -> bool | str:
    total = game.deck("converters").total
    need = market_row(players) + players * rounds(players) // 2
    return True if total >= need else f"{total} cards, {need} needed"


@invariant("there is a bench for every seat", per_player_count=False)
def bench_per_seat(game) -> bool:
    return game.deck("benches").total >= game.max_players


@invariant("the charter's points in the cost table are the engine's", per_player_count=False)
def charter_points_agree(game) -> bool | str:
    charter = next(c for c in game.costs if c.id == "charter")
    return True if charter.points == CHARTER_POINTS else f"cost table {charter.points}, engine {CHARTER_POINTS}"


@invariant("the round track on the market board has a space for the longest game", per_player_count=False)
def round_track_long_enough(game) -> bool:
    return max(rounds(n) for n in game.players) <= 10

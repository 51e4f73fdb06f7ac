"""Type Foundry: the rules the tables, examples and boards print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# What the supplier charges, in Money. game.yaml's cost group 'supplies' prints
# these; an invariant holds the two together.
PRICES = {
    "body-font": 2,
    "headline-font": 4,
    "paper-bundle": 1,
    "ream": 4,
    "ink-ounce": 1,
    "ink-tin": 3,
}


@rule
def price(item: str) -> int:
    """What the supplier charges for one item of the price list, by its cost id."""
    return PRICES[item]


@rule
def market_size(players: int) -> int:
    """Jobs face up in the market: two more than the players."""
    return players + 2


@rule
def vp_to_end(players: int) -> int:
    """VP in one player's printed pile that brings on the last round."""
    return {2: 25, 3: 22, 4: 20}[players]


@rule
def starting_money(players: int | None = None) -> int:
    return 10


@rule
def starting_body_fonts(players: int | None = None) -> int:
    return 2


@rule
def starting_headline_fonts(players: int | None = None) -> int:
    return 1


@rule
def starting_sheets(players: int | None = None) -> int:
    """One ream."""
    return 500


@rule
def starting_ink(players: int | None = None) -> int:
    """Ounces of ink in each shop's ink well at the start."""
    return 2


@rule
def commission_limit(players: int | None = None) -> int:
    """Jobs a player may hold taken but not yet printed."""
    return 3


@rule
def type_case_size(players: int | None = None) -> int:
    """Fonts a type case holds, of any mix of sizes."""
    return 6


@rule
def rush_bonus(players: int | None = None) -> int:
    """VP a Rush ribbon is worth at the end."""
    return 2


@rule
def sheets_per_ream() -> int:
    return 500


@rule
def sheets_per_bundle() -> int:
    return 100


@rule
def ounces_per_tin() -> int:
    return 4


@rule
def supply_bill(body_fonts: int = 0, headline_fonts: int = 0, bundles: int = 0,
                reams: int = 0, ink_oz: int = 0, ink_tins: int = 0) -> int:
    """Money paid to the supplier for one Supply step's purchases."""
    return (body_fonts * PRICES["body-font"] + headline_fonts * PRICES["headline-font"]
            + bundles * PRICES["paper-bundle"] + reams * PRICES["ream"]
            + ink_oz * PRICES["ink-ounce"] + ink_tins * PRICES["ink-tin"])


@rule
def money_after_press(money: int, bill: int, pay: int) -> int:
    """Money at the end of a turn: what you had, less the supplier's bill, plus the job's pay."""
    return money - bill + pay


@rule
def money_points(money: int) -> int:
    """1 VP for every 5 Money left at the end."""
    return money // 5


@rule
def final_score(job_vp: int, ribbons: int, money: int) -> int:
    return job_vp + ribbons * rush_bonus() + money_points(money)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "jobs": 24,
        "shop-boards": players,
        "body-fonts": 20,
        "headline-fonts": 12,
        "paper-bundles": 30,
        "reams": 16,
        "ink": 40,
        "money": 56,
        "rush-ribbons": 6,
        "composing-stick": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"jobs": {"table": market_size(players), "draw": 1}}


@invariant("the supply covers every shop's starting stock")
def starting_stock_fits(players: int, game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    need = {
        "body-fonts": starting_body_fonts() * players,
        "headline-fonts": starting_headline_fonts() * players,
        "reams": starting_sheets() // sheets_per_ream() * players,
        "ink": starting_ink() * players,
    }
    short = [k for k, n in need.items() if counts[k] < n]
    return True if not short else f"short of {', '.join(short)}"


@invariant("the starting fonts fit the type case", per_player_count=False)
def starting_fonts_fit() -> bool:
    return starting_body_fonts() + starting_headline_fonts() <= type_case_size()


@invariant("every job's fonts fit one type case", per_player_count=False)
def jobs_fit_the_case(game) -> bool | str:
    big = [c.name for c in game.deck("jobs").cards
           if c.fields["body_fonts"] + c.fields["headline_fonts"] > type_case_size()]
    return True if not big else f"too many fonts: {', '.join(big)}"


@invariant("every job needs paper in whole bundles of 100 sheets", per_player_count=False)
def jobs_in_bundles(game) -> bool | str:
    odd = [c.name for c in game.deck("jobs").cards if c.fields["sheets"] % sheets_per_bundle()]
    return True if not odd else f"odd sheet counts: {', '.join(odd)}"


@invariant("there is a Rush ribbon for every Rush job", per_player_count=False)
def ribbons_match_rush_jobs(game) -> bool | str:
    rush = sum(c.count for c in game.deck("jobs").cards if c.fields["rush"])
    ribbons = next(c.count for c in game.inventory if c.id == "rush-ribbons")
    return True if rush == ribbons else f"{rush} Rush jobs but {ribbons} ribbons"


@invariant("the price list in game.yaml is the engine's", per_player_count=False)
def prices_agree(game) -> bool | str:
    wrong = [c.name for c in game.costs if c.group == "supplies"
             and (len(c.items) != 1 or c.items[0].amount != PRICES.get(c.id))]
    return True if not wrong else f"prices differ: {', '.join(wrong)}"


@invariant("setup takes out the whole deck", per_player_count=False)
def deck_comes_out_whole(game) -> bool:
    return game.deck("jobs").total == setup(2)["jobs"]

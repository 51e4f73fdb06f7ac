"""桜市場 (Sakura Ichiba): the numbers of the game.

Setup by player count, the daily limits, what a customer is worth and the final score.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

# What the box holds; setup() takes every one of these out whole (held to game.yaml below).
BOX = {"shiire": 40, "okyaku": 28, "coin-1": 30, "coin-5": 12, "lantern": 1, "day-marker": 1,
       "day-board": 1}
UPGRADES_EACH = 2          # one のれん and one 縁台 per player


@rule
def market_size(players: int = 2) -> int:
    """Goods cards face up in the market: two more than the players."""
    return players + 2


@rule
def customer_row(players: int = 2) -> int:
    """Customer cards face up in the row: one more than the players."""
    return players + 1


@rule
def days(players: int = 2, variant: str | None = None) -> int:
    """Market days the game lasts; the short variant (半日市) plays one day fewer."""
    full = {2: 6, 3: 5, 4: 4}[players]
    return full - 1 if variant == "hannichi" else full


@rule
def goods_dealt(players: int | None = None) -> int:
    """Goods cards each player is dealt at setup."""
    return 2


@rule
def starting_coins(seat: int) -> int:
    """Coins (文) a player starts with, by seat counted from the first player."""
    return 5 if seat <= 2 else 6


@rule
def buys_per_day(players: int | None = None) -> int:
    """Goods cards a player may buy in the 仕入れ phase."""
    return 2


@rule
def pass_coins(players: int | None = None) -> int:
    """Coins taken by a player who buys nothing in the 仕入れ phase."""
    return 2


@rule
def customers_per_day(players: int | None = None, endai: bool = False) -> int:
    """Customers a player may serve in the 商い phase (one more with a 縁台)."""
    return 3 if endai else 2


@rule
def hand_limit(players: int | None = None, noren: bool = False) -> int:
    """Goods cards a player may keep at 店じまい (one more with a のれん)."""
    return 6 if noren else 5


@rule
def coins_per_fame(players: int | None = None) -> int:
    """Coins left at the end that make one point of 評判."""
    return 5


@rule
def petal_bonus(players: int, rank: int) -> int:
    """評判 for the most petals (rank 1) and the second most (rank 2; not in a two-player game)."""
    if rank == 1:
        return 6
    if rank == 2 and players >= 3:
        return 3
    return 0


@rule
def final_score(fame: int, coins: int, petal_bonus: int = 0, upgrade_points: int = 0) -> int:
    """評判 at the end: customers' fame, petal bonus, upgrades, and one point per 5 coins left."""
    return fame + coins // coins_per_fame() + petal_bonus + upgrade_points


@rule
def margin(pay: int, costs: list) -> int:
    """What a player earns serving a customer: the customer's pay less what the goods cost."""
    return pay - sum(costs)


@rule
def kimari(what: str) -> int:
    """The daily limits, looked up by the name the 毎日のきまり table prints them under."""
    return {
        "仕入れ（枚）": buys_per_day(),
        "休みの銭（文）": pass_coins(),
        "お客（人）": customers_per_day(),
        "手札の上限（枚）": hand_limit(),
        "評判1点の銭（文）": coins_per_fame(),
    }[what]


@rule
def fame_of(units: int, kinds: int) -> int:
    """A customer's 評判: the goods cards wanted, plus one for each kind beyond the first."""
    return units + kinds - 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything comes out of the box; upgrade tiles only for the players at the table."""
    out = dict(BOX)
    out["upgrades"] = UPGRADES_EACH * players
    return out


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "shiire": {"hand": goods_dealt(players), "table": market_size(players), "draw": buys_per_day()},
        "okyaku": {"table": customer_row(players), "per_round": players + 1},
    }


@invariant("setup takes the whole box of each line it names", per_player_count=False)
def box_comes_out_whole(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    counts.update({d.id: d.total for d in game.decks})
    wrong = [f"{k}: {v} vs {counts.get(k)}" for k, v in BOX.items() if counts.get(k) != v]
    return True if not wrong else "; ".join(wrong)


@invariant("the customer deck lasts the whole game, one customer leaving each evening")
def customers_last(players: int, game) -> bool | str:
    need = customer_row(players) + days(players) * (players + 1)
    have = game.deck("okyaku").total
    return True if have >= need else f"{need} customers needed, {have} in the deck"


@invariant("every customer's 評判 follows the rule: goods wanted plus kinds beyond the first",
           per_player_count=False)
def fame_follows_rule(game) -> bool | str:
    for card in game.deck("okyaku").cards:
        wants = card.fields["wants"]
        units = sum(a.amount for a in wants)
        expected = fame_of(units, len(wants))
        if card.fields["fame"] != expected:
            return f"{card.name}: fame {card.fields['fame']}, the rule gives {expected}"
    return True


@invariant("every customer pays within a coin or two of what the goods cost", per_player_count=False)
def prices_are_fair(game) -> bool | str:
    cost = {c.fields["kind"]: c.fields["cost"] for c in game.deck("shiire").cards}
    for card in game.deck("okyaku").cards:
        goods = sum(a.amount * cost[a.name] for a in card.fields["wants"])
        if not goods - 1 <= card.fields["pay"] <= goods + 2:
            return f"{card.name}: pays {card.fields['pay']} for goods costing {goods}"
    return True


@invariant("the upgrade costs' effects are the engine's: one more card kept, one more customer",
           per_player_count=False)
def upgrades_match(game) -> bool | str:
    if hand_limit(noren=True) != hand_limit() + 1:
        return "のれん does not add one card"
    if customers_per_day(endai=True) != customers_per_day() + 1:
        return "縁台 does not add one customer"
    tiles = next(c for c in game.inventory if c.id == "upgrades").count
    return True if tiles == UPGRADES_EACH * game.players.high else f"{tiles} upgrade tiles"

"""Harbour Council: the rules the printed tables and examples are held to."""

from generator.engine import invariant, rule

PLAYERS = (3, 5)

# Prices the Trader pays and renown the Shipper earns, by good.
SALE_PRICE = {"Grain": 1, "Wool": 2, "Spice": 3}
SHIP_RENOWN = {"Grain": 1, "Wool": 1, "Spice": 2}

# What the box holds besides the cards; held to game.yaml by an invariant.
BANK = {"coins": 55, "goods": 45, "renown": 50, "first-councillor": 1}
DISTRICT_CARDS = 33


# --- setup by player count -------------------------------------------------

@rule
def roles_in_play(players: int) -> int:
    """Two more roles than players, so two roles sit idle every round."""
    return players + 2


@rule
def market_size(players: int) -> int:
    """Districts face up in the market."""
    return players + 1


@rule
def districts_to_end(players: int, variant: str | None = None) -> int:
    """Districts one player must own (Homestead included) to end the game."""
    base = {3: 9, 4: 8, 5: 7}[players]
    return base - 1 if variant == "quiet-harbour" else base


@rule
def starting_coins(players: int | None = None) -> int:
    return 3


@rule
def idle_roles(players: int) -> int:
    """Roles nobody chooses in a round: each player chooses exactly one."""
    return roles_in_play(players) - players


# --- goods ----------------------------------------------------------------

@rule
def sale_price(good: str) -> int:
    return SALE_PRICE[good]


@rule
def ship_renown(good: str) -> int:
    return SHIP_RENOWN[good]


# --- constants ------------------------------------------------------------

@rule
def hold_size() -> int:
    """Goods of one kind a player may ship at once."""
    return 3


@rule
def storage_limit() -> int:
    """Goods a player may keep at the end of a round."""
    return 4


@rule
def idle_coins(variant: str | None = None) -> int:
    """Coins put on each idle role at the end of a round."""
    return 2 if variant == "generous-council" else 1


@rule
def builder_discount() -> int:
    return 1


CONSTANTS = {
    "Goods shipped at most": hold_size,
    "Goods kept overnight": storage_limit,
    "Coins on each idle role": idle_coins,
    "Builder's discount": builder_discount,
}


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]()


# --- the roles at work ------------------------------------------------------

@rule
def coins_on_role(idle_rounds: int, variant: str | None = None) -> int:
    """Coins a role has gathered after sitting idle this many rounds."""
    return idle_rounds * idle_coins(variant)


@rule
def sale_income(good: str, chooser: bool = False, market_halls: int = 0) -> int:
    """Coins for one good sold with the Trader."""
    return sale_price(good) + (1 if chooser else 0) + market_halls


@rule
def build_cost(cost: int, chooser: bool = False, guild_houses: int = 0) -> int:
    """What a district costs its builder after the privilege and Guild Houses."""
    discount = (builder_discount() if chooser else 0) + guild_houses
    return max(0, cost - discount)


@rule
def ship_total(good: str, count: int, chooser: bool = False, wharves: int = 0) -> int:
    """Renown for shipping `count` goods of one kind with the Shipper."""
    shipped = min(count, hold_size())
    if shipped == 0:
        return 0
    return shipped * ship_renown(good) + (1 if chooser else 0) + wharves


@rule
def coin_renown(coins: int) -> int:
    """One renown for every full three coins left at the end."""
    return coins // 3


@rule
def final_renown(tokens: int, districts: int, coins: int) -> int:
    return tokens + districts + coin_renown(coins)


# --- what comes out of the box ----------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "roles": roles_in_play(players),      # the role cards marked for this count
        "districts": DISTRICT_CARDS,          # shuffled; the market is dealt from it
        "homesteads": players,                # one per player
        "coins": BANK["coins"],
        "goods": BANK["goods"],
        "renown": BANK["renown"],
        "first-councillor": BANK["first-councillor"],
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"districts": {"table": market_size(players)}}


# --- invariants -------------------------------------------------------------

@invariant("the role cards marked for a player count are exactly the roles in play")
def roles_marked(players: int, game) -> bool | str:
    marked = sum(c.count for c in game.deck("roles").cards if c.fields["from_players"] <= players)
    if marked != roles_in_play(players):
        return f"{marked} role cards are marked for {players} players, but {roles_in_play(players)} are in play"
    return True


@invariant("the box holds the bank and the supply setup takes out", per_player_count=False)
def bank_matches_box(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    wrong = [k for k, n in BANK.items() if counts.get(k) != n]
    if game.deck("districts").total != DISTRICT_CARDS:
        wrong.append("districts")
    return True if not wrong else f"engine and box disagree on: {', '.join(wrong)}"


@invariant("every player gets a Homestead")
def homesteads_suffice(players: int, game) -> bool:
    return game.deck("homesteads").total >= players


@invariant("the district deck refills the largest market several times", per_player_count=False)
def deck_outlasts_market(game) -> bool | str:
    total = game.deck("districts").total
    return True if total >= 4 * market_size(5) else f"only {total} district cards"


@invariant("only farms make goods, and every farm makes one the goods table prices", per_player_count=False)
def farms_make_known_goods(game) -> bool | str:
    for deck_id in ("districts", "homesteads"):
        for card in game.deck(deck_id).cards:
            good = card.fields["makes"]
            if good and good not in SALE_PRICE:
                return f"{card.name} makes {good}, which has no price"
    return True

"""Conversion Chains: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

RAW = ("Wood", "Clay", "Ore")
REFINED = ("Plank", "Brick", "Iron")
FINISHED = ("House", "Tower", "Tool")

# exchange: (good given, good gained, goods given for one good with no building)
EXCHANGES = {
    "Sawing": ("Wood", "Plank", 2),
    "Firing": ("Clay", "Brick", 2),
    "Smelting": ("Ore", "Iron", 3),
    "Framing": ("Plank", "House", 3),
    "Bricklaying": ("Brick", "Tower", 3),
    "Forging": ("Iron", "Tool", 2),
    "Bartering": ("Raw goods", "Raw goods", 3),
}

ROUNDS = {2: 12, 3: 10, 4: 8}
QUICK_GAME_ROUNDS_FEWER = 3
MOST_BUILDINGS_PER_EXCHANGE = 2

BUILDING_CARDS = 24
CONTRACT_CARDS = 18
RAW_TOKENS = 72
REFINED_TOKENS = 48
FINISHED_TOKENS = 30


# --- setup -----------------------------------------------------------------

@rule
def rounds(players: int, variant: str | None = None) -> int:
    """Rounds played before the game ends."""
    base = ROUNDS[players]
    if variant == "quick":
        return base - QUICK_GAME_ROUNDS_FEWER
    return base


@rule
def market_size(players: int) -> int:
    """Building cards face up in the market: two more than the players."""
    return players + 2


@rule
def contracts_face_up(players: int | None = None) -> int:
    """Contract cards face up in the contract row."""
    return 3


@rule
def starting_goods(good: str) -> int:
    """How many of each raw good every player starts with."""
    return {"Wood": 2, "Clay": 2, "Ore": 1}[good]


# --- the turn --------------------------------------------------------------

@rule
def raw_goods_gathered(players: int | None = None) -> int:
    """Raw goods of your choice taken in the Gather step, before your Fields."""
    return 3


@rule
def exchanges_per_turn(players: int | None = None) -> int:
    """Exchanges a player may make in the Convert step."""
    return 4


@rule
def storage_limit(players: int | None = None) -> int:
    """Goods a player may keep at the end of the turn."""
    return 12


@rule
def most_buildings_per_exchange() -> int:
    """Workshops that can improve one exchange (the deck holds two of each)."""
    return MOST_BUILDINGS_PER_EXCHANGE


@rule
def goods_given(exchange: str, buildings: int = 0) -> int:
    """Goods given for one good gained, with this many Workshops improving the exchange."""
    base = EXCHANGES[exchange][2]
    return max(1, base - min(buildings, MOST_BUILDINGS_PER_EXCHANGE))


def _exchange_making(good: str) -> str | None:
    for name, (_given, gained, _n) in EXCHANGES.items():
        if gained == good and name != "Bartering":
            return name
    return None


@rule
def raw_goods_for(good: str, buildings: dict | None = None) -> int:
    """Raw goods at the bottom of the chain for one `good`, given the Workshops owned per exchange."""
    buildings = buildings or {}
    exchange = _exchange_making(good)
    if exchange is None:
        return 1
    given = EXCHANGES[exchange][0]
    return goods_given(exchange, int(buildings.get(exchange, 0))) * raw_goods_for(given, buildings)


@rule
def exchanges_needed(good: str, buildings: dict | None = None) -> int:
    """Exchanges it takes to make one `good` from raw goods."""
    buildings = buildings or {}
    exchange = _exchange_making(good)
    if exchange is None:
        return 0
    given = EXCHANGES[exchange][0]
    amount = goods_given(exchange, int(buildings.get(exchange, 0)))
    return 1 + amount * exchanges_needed(given, buildings)


# --- scoring ---------------------------------------------------------------

@rule
def contract_points(wants: dict) -> int:
    """A contract scores half the raw goods it takes at printed rates (rounded up), plus 1 per finished good."""
    raw = sum(raw_goods_for(good) * int(n) for good, n in wants.items())
    finished = sum(int(n) for good, n in wants.items() if good in FINISHED)
    return (raw + 1) // 2 + finished


@rule
def points_per_finished_good_left() -> int:
    return 1


@rule
def final_score(contracts: list, buildings: list, finished_left: int) -> int:
    return sum(contracts) + sum(buildings) + finished_left * points_per_finished_good_left()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "buildings": BUILDING_CARDS,
        "contracts": CONTRACT_CARDS,
        "raw-goods": RAW_TOKENS,
        "refined-goods": REFINED_TOKENS,
        "finished-goods": FINISHED_TOKENS,
        "workshop-mats": players,
        "round-board": 1,
        "round-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "buildings": {"table": market_size(players), "per_round": 1},
        "contracts": {"table": contracts_face_up(players), "per_round": 1},
    }


# --- invariants ------------------------------------------------------------

@invariant("the whole decks and supplies come out, as the box counts them", per_player_count=False)
def supplies_come_out_whole(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    wanted = {"building-cards": BUILDING_CARDS, "contract-cards": CONTRACT_CARDS,
              "raw-goods": RAW_TOKENS, "refined-goods": REFINED_TOKENS, "finished-goods": FINISHED_TOKENS}
    for cid, n in wanted.items():
        if counts.get(cid) != n:
            return f"{cid}: engine says {n}, box says {counts.get(cid)}"
    return True


@invariant("every exchange is improved by exactly two Workshop cards", per_player_count=False)
def two_workshops_per_exchange(game) -> bool | str:
    per_exchange = {name: 0 for name in EXCHANGES}
    for card in game.deck("buildings").cards:
        improves = card.fields["improves"]
        if improves:
            per_exchange[improves] += card.count
    wrong = [f"{k} {v}" for k, v in per_exchange.items() if v != MOST_BUILDINGS_PER_EXCHANGE]
    return True if not wrong else "improved by other counts: " + ", ".join(wrong)


@invariant("every contract scores what contract_points() gives for its goods", per_player_count=False)
def contracts_follow_the_formula(game) -> bool | str:
    for card in game.deck("contracts").cards:
        wants = {a.name: a.amount for a in card.fields["wants"]}
        if card.fields["points"] != contract_points(wants):
            return f"{card.name} scores {card.fields['points']}, formula gives {contract_points(wants)}"
    return True


@invariant("every contract fits under the storage limit", per_player_count=False)
def contracts_fit_storage(game) -> bool | str:
    for card in game.deck("contracts").cards:
        if sum(a.amount for a in card.fields["wants"]) > storage_limit():
            return f"{card.name} wants more goods than a mat may hold"
    return True


@invariant("the exchange costs in game.yaml are the engine's printed rates", per_player_count=False)
def exchange_costs_match(game) -> bool | str:
    by_effect = {c.effect: c for c in game.costs if c.group == "exchanges"}
    for name, (given, _gained, amount) in EXCHANGES.items():
        cost = by_effect.get(name)
        if cost is None:
            return f"no cost for {name}"
        item = cost.items[0]
        if item.of != given or item.amount != amount:
            return f"{name}: cost says {item.amount} {item.of}, engine {amount} {given}"
    return True


@invariant("every building's effect names the exchange or good its columns say", per_player_count=False)
def effects_match_columns(game) -> bool | str:
    for card in game.deck("buildings").cards:
        improves, yields = card.fields["improves"], card.fields["yields"]
        if improves and not card.fields["effect"].startswith(improves):
            return f"{card.name} improves {improves} but its text says otherwise"
        if yields and yields not in card.fields["effect"]:
            return f"{card.name} yields {yields} but its text says otherwise"
    return True

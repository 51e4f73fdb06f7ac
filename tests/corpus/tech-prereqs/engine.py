"""Ladder of Ages: the rules the tables and the rulebook print.

Card data (each tech's tier, cost, requirements, income and Glory) lives in
cards/*.csv; the engine holds the numbers the rules compute with, and the
invariants below hold the two together.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# How many different technologies the tree holds; each comes in one copy per
# player colour. An invariant holds this to cards/techs.csv.
TECHS = 17
TECHS_BELOW_TIER_IV = 14

TIER_COST = {"Tier I": 3, "Tier II": 6, "Tier III": 10, "Tier IV": 15}
TIER_GLORY = {"Tier I": 1, "Tier II": 2, "Tier III": 3, "Tier IV": 6}
TIER_ORDER = ["Tier I", "Tier II", "Tier III", "Tier IV"]

CAPITAL_SCIENCE = 2
CAPITAL_GOLD = 1
MOST_DIFFUSION = 2
TRADE_PRICE = 2
SAILING_TRADE_PRICE = 1
PIONEER_GLORY = 1
GOLD_PER_GLORY = 3
BANKING_GOLD_PER_GLORY = 2
MASONRY_DISCOUNT = 1
ENGINEERING_DISCOUNT = 2
STARTING_SCIENCE_BY_SEAT = {1: 2, 2: 3, 3: 3, 4: 4}
STARTING_GOLD = 2
WONDERS = 6


# --- setup -----------------------------------------------------------------

@rule
def tree_cards(players: int, variant: str | None = None) -> int:
    """Tech cards laid out as the tree: one copy of every tech per player."""
    techs = TECHS_BELOW_TIER_IV if variant == "quick" else TECHS
    return techs * players


@rule
def wonders_on_display(players: int, variant: str | None = None) -> int:
    """Wonders dealt face up at the start: one more than the players."""
    return players + 1


@rule
def starting_gold(players: int | None = None) -> int:
    return STARTING_GOLD


@rule
def starting_science(seat: int) -> int:
    """Science each player starts with, by seat clockwise from the first player."""
    return STARTING_SCIENCE_BY_SEAT[seat]


# --- income and trade --------------------------------------------------------

@rule
def capital_science() -> int:
    return CAPITAL_SCIENCE


@rule
def capital_gold() -> int:
    return CAPITAL_GOLD


@rule
def science_income(card_science: list) -> int:
    """Science taken in the Income step: the capital's, plus every card's."""
    return CAPITAL_SCIENCE + sum(int(n) for n in card_science)


@rule
def gold_income(card_gold: list) -> int:
    """Gold taken in the Income step: the capital's, plus every card's."""
    return CAPITAL_GOLD + sum(int(n) for n in card_gold)


@rule
def trade_price(sailing: bool = False) -> int:
    """What one Science or one Gold costs in the other resource."""
    return SAILING_TRADE_PRICE if sailing else TRADE_PRICE


# --- research ----------------------------------------------------------------

@rule
def tier_cost(tier: str) -> int:
    return TIER_COST[tier]


@rule
def tier_glory(tier: str) -> int:
    return TIER_GLORY[tier]


@rule
def diffusion_discount(rivals_owning: int) -> int:
    """Science off a tech's cost: one for each rival who owns it, two at most."""
    return min(max(rivals_owning, 0), MOST_DIFFUSION)


@rule
def most_diffusion() -> int:
    return MOST_DIFFUSION


@rule
def research_cost(tier: str, rivals_owning: int = 0) -> int:
    return TIER_COST[tier] - diffusion_discount(rivals_owning)


@rule
def research_limit(philosophy: bool = False) -> int:
    """Techs a player may research in one Research step."""
    return 2 if philosophy else 1


@rule
def pioneer_glory() -> int:
    return PIONEER_GLORY


# --- wonders -------------------------------------------------------------------

@rule
def wonder_cost(printed: int, masonry: bool = False, engineering: bool = False) -> int:
    discount = (MASONRY_DISCOUNT if masonry else 0) + (ENGINEERING_DISCOUNT if engineering else 0)
    return max(0, printed - discount)


# --- scoring -------------------------------------------------------------------

@rule
def leftover_glory(gold: int, banking: bool = False) -> int:
    """Glory for the Gold a player has left at the end."""
    return gold // (BANKING_GOLD_PER_GLORY if banking else GOLD_PER_GLORY)


@rule
def final_glory(tech_glory: int, wonder_glory: int, pioneers: int, gold_left: int,
                banking: bool = False, tier_one_techs: int = 0, printing_press: bool = False) -> int:
    total = tech_glory + wonder_glory + pioneers * PIONEER_GLORY
    total += leftover_glory(gold_left, banking)
    if printing_press:
        total += tier_one_techs
    return total


@rule
def constant(what: str) -> int:
    return {
        "Capital Science": CAPITAL_SCIENCE,
        "Capital Gold": CAPITAL_GOLD,
        "Trade price": TRADE_PRICE,
        "Most diffusion": MOST_DIFFUSION,
        "Pioneer Glory": PIONEER_GLORY,
        "Gold for 1 Glory": GOLD_PER_GLORY,
    }[what]


# --- what comes out of the box ----------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "techs": tree_cards(players, variant),
        "wonders": wonders_on_display(players, variant),
        "civ-boards": players,
        "science-tokens": 40,
        "gold-tokens": 30,
        "pioneer-tokens": TECHS_BELOW_TIER_IV if variant == "quick" else TECHS,
        "first-player": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"wonders": {"table": wonders_on_display(players, variant)}}


# --- invariants: the engine's numbers against the card data ---------------------------

@invariant("the tree holds one copy of every tech for each player colour", per_player_count=False)
def tree_matches_cards(game) -> bool | str:
    deck = game.deck("techs")
    if len(deck.cards) != TECHS:
        return f"the deck has {len(deck.cards)} techs, the engine counts {TECHS}"
    below = sum(1 for c in deck.cards if c.fields["tier"] != "Tier IV")
    if below != TECHS_BELOW_TIER_IV:
        return f"{below} techs below Tier IV, the engine counts {TECHS_BELOW_TIER_IV}"
    if deck.total != tree_cards(game.max_players):
        return f"{deck.total} tech cards, {tree_cards(game.max_players)} needed"
    return True


@invariant("every tech costs its tier's price and gives its tier's Glory", per_player_count=False)
def techs_priced_by_tier(game) -> bool | str:
    prices = {}
    points = {}
    for cost in game.costs:
        if cost.group == "research":
            prices[cost.name] = cost.items[0].amount
            points[cost.name] = cost.points
    for card in game.deck("techs").cards:
        tier = card.fields["tier"]
        label = f"{tier} tech"
        if card.fields["cost"] != TIER_COST[tier]:
            return f"{card.name} costs {card.fields['cost']}, its tier {TIER_COST[tier]}"
        if card.fields["glory"] != TIER_GLORY[tier]:
            return f"{card.name} gives {card.fields['glory']} Glory, its tier {TIER_GLORY[tier]}"
        if prices.get(label) != TIER_COST[tier] or points.get(label) != TIER_GLORY[tier]:
            return f"the research cost of {label} differs from the engine"
    return True


@invariant("a tech requires only techs of lower tiers, and every tech above Tier I requires one",
           per_player_count=False)
def requirements_climb(game) -> bool | str:
    cards = {c.name: c for c in game.deck("techs").cards}
    for card in cards.values():
        rank = TIER_ORDER.index(card.fields["tier"])
        needs = card.fields["requires"]
        if rank == 0 and needs:
            return f"{card.name} is Tier I but requires {', '.join(needs)}"
        if rank > 0 and not needs:
            return f"{card.name} requires nothing"
        for name in needs:
            if TIER_ORDER.index(cards[name].fields["tier"]) >= rank:
                return f"{card.name} requires {name}, which is not of a lower tier"
    return True


@invariant("every wonder can be built before a Tier IV tech ends the game", per_player_count=False)
def wonders_reachable(game) -> bool | str:
    tiers = {c.name: c.fields["tier"] for c in game.deck("techs").cards}
    for card in game.deck("wonders").cards:
        for name in card.fields["requires"]:
            if tiers[name] == "Tier IV":
                return f"{card.name} requires {name}"
    if game.deck("wonders").total != WONDERS:
        return f"{game.deck('wonders').total} wonders, the engine counts {WONDERS}"
    if wonders_on_display(game.max_players) > WONDERS:
        return "more wonders on display than in the box"
    return True


@invariant("the box holds one Pioneer token for each tech", per_player_count=False)
def pioneers_cover_techs(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "pioneer-tokens")
    return True if line.count == TECHS else f"{line.count} Pioneer tokens for {TECHS} techs"

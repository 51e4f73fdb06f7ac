"""Engine model of Orchard Guild.

The numbers the rulebook's tables print, the rules of a round and the final
scoring, as small pure functions.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

RESOURCES = ("Seed", "Water", "Honey")
SET_KINDS = ("Tree", "Well", "Hive")
TIERS = ("I", "II", "III")
# Cards in each tier's deck; held to the card data by decks_come_out_whole.
TIER_DECKS = {"tier-1": 33, "tier-2": 33, "tier-3": 22}
RESOURCE_TOKENS = 84


# --- setup and the shape of a round -------------------------------------------

@rule
def market_size(players: int) -> int:
    """Cards turned face up in the market at the start of each round."""
    return 2 * players + 1


@rule
def picks_per_round() -> int:
    """Cards each player takes from the market in one round."""
    return 2


@rule
def tableau_limit(players: int) -> int:
    """Cards an orchard may hold; building the last one ends the game."""
    return max(10, 14 - players)


@rule
def starting_seed(players: int) -> int:
    return 2


@rule
def starting_water(players: int) -> int:
    return 2


@rule
def last_seat_honey(players: int) -> int:
    """Honey for the last player in turn order, who drafts last in round 1."""
    return 1 if players >= 4 else 0


@rule
def rounds_in_tier(tier: str) -> int:
    return {"I": 3, "II": 3, "III": 2}[tier]


@rule
def first_round_of_tier(tier: str) -> int:
    before = TIERS[: TIERS.index(tier)]
    return 1 + sum(rounds_in_tier(t) for t in before)


@rule
def total_rounds() -> int:
    return sum(rounds_in_tier(t) for t in TIERS)


@rule
def tier_cards_used(tier: str, players: int) -> int:
    """Cards a tier's deck gives to the market over its rounds."""
    return rounds_in_tier(tier) * market_size(players)


@rule
def sell_value() -> int:
    """Resources you take for a drafted card you do not build."""
    return 1


@rule
def game_ends(players: int, tableau: int) -> bool:
    """True when an orchard of this many cards triggers the end of the game."""
    return tableau >= tableau_limit(players)


# --- scoring ------------------------------------------------------------------

@rule
def set_points() -> int:
    """Points for each complete set of one Tree, one Well and one Hive."""
    return 4


@rule
def resources_per_point() -> int:
    return 3


@rule
def complete_sets(trees: int, wells: int, hives: int) -> int:
    return min(trees, wells, hives)


@rule
def kind_bonus(per_card: int, cards: int) -> int:
    """An end-of-game card that scores per card of a kind."""
    return per_card * cards


@rule
def final_score(printed: int, bonus: int, trees: int, wells: int, hives: int,
                resources_left: int) -> int:
    return (printed + bonus
            + set_points() * complete_sets(trees, wells, hives)
            + resources_left // resources_per_point())


# --- what comes out of the box ------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        **TIER_DECKS,
        "resource-tokens": RESOURCE_TOKENS,
        "score-markers": players,
        "fifty-tiles": players,
        "first-player": 1,
        "score-board": 1,
    }


# --- invariants ---------------------------------------------------------------

@invariant("every tier's deck fills the market for all of its rounds")
def tiers_last(players: int, game) -> bool | str:
    short = []
    for i, tier in enumerate(TIERS, start=1):
        have = game.deck(f"tier-{i}").total
        need = tier_cards_used(tier, players)
        if have < need:
            short.append(f"tier {tier} has {have}, needs {need}")
    return True if not short else "; ".join(short)


@invariant("the engine's deck sizes are the card data's", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    wrong = [d for d, n in TIER_DECKS.items() if game.deck(d).total != n]
    tokens = next(c for c in game.inventory if c.id == "resource-tokens")
    if tokens.count != RESOURCE_TOKENS:
        wrong.append("resource-tokens")
    return True if not wrong else "differs: " + ", ".join(wrong)


@invariant("the starting resources buy any Tier I card", per_player_count=False)
def tier_one_affordable(game) -> bool | str:
    dear = []
    for card in game.deck("tier-1").cards:
        cost = card.fields["cost"]
        if (cost.of("Seed") > starting_seed(2) or cost.of("Water") > starting_water(2)
                or cost.of("Honey") > 0):
            dear.append(card.name)
    return True if not dear else "too costly to open with: " + ", ".join(dear)


@invariant("an orchard can fill before the last round ends")
def limit_reachable(players: int) -> bool:
    return tableau_limit(players) <= picks_per_round() * total_rounds()

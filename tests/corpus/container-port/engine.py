"""Container Port: the rules the tables and the rulebook print."""

from collections import Counter

from generator.engine import invariant, rule

PLAYERS = (2, 5)

CONTAINERS_IN_BOX = 54           # container cards in the box
FREIGHT = {10: 2, 20: 3, 40: 6}  # freight of a dry container, by its weight in tonnes
MARKET_SHIPS = 7                 # Panamax and Post-Panamax cards
MARKET_CRANES = 7                # Heavy and Gantry Crane cards
CREDIT_TOKENS = 40


@rule
def yard_size(players: int) -> int:
    """Containers face up in the yard: three more than the players."""
    return players + 3


@rule
def containers_removed(players: int, variant: str | None = None) -> int:
    """Containers returned to the box unseen at setup."""
    if variant == "short-shift":
        return {2: 24, 3: 18}.get(players, 12)
    return {2: 18, 3: 9}.get(players, 0)


@rule
def containers_in_play(players: int, variant: str | None = None) -> int:
    return CONTAINERS_IN_BOX - containers_removed(players, variant)


@rule
def starting_credits(players: int | None = None) -> int:
    """Every player starts with the same money."""
    return 5


@rule
def freight_for(weight: int) -> int:
    """Freight a dry container of this weight pays when it sails."""
    return FREIGHT[int(weight)]


@rule
def port_bonus(containers: int | str) -> int:
    """Bonus for the containers of one ship bound for the same port."""
    if containers == "5 or more":
        return 8
    n = int(containers)
    if n >= 5:
        return 8
    return {3: 3, 4: 5}.get(n, 0)


@rule
def full_load_bonus() -> int:
    """Paid when a ship sails loaded to exactly its load limit."""
    return 4


@rule
def dock_work_pay() -> int:
    return 2


@rule
def max_reefers_per_ship() -> int:
    return 2


@rule
def out_of_gauge_bays() -> int:
    return 2


@rule
def tonnes_aboard(weights: list) -> int:
    return sum(int(w) for w in weights)


@rule
def voyage_freight(weights: list) -> int:
    """Freight of a cargo of dry containers."""
    return sum(freight_for(w) for w in weights)


@rule
def can_lift(weights: list, lift: int) -> bool:
    """Whether a crane of this lift may raise these containers in one turn."""
    return tonnes_aboard(weights) <= int(lift)


@rule
def voyage_pay(cargo: list, load_limit: int, final: bool = False) -> int:
    """What a ship of dry containers collects when it sails: freight, port bonuses, full load.

    cargo is a list of [weight, port] pairs. The last sailing at the end of the game pays freight only.
    """
    weights = [int(w) for w, _ in cargo]
    pay = voyage_freight(weights)
    if final:
        return pay
    for count in Counter(port for _, port in cargo).values():
        pay += port_bonus(count)
    if sum(weights) == int(load_limit):
        pay += full_load_bonus()
    return pay


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "containers": containers_in_play(players, variant),
        "ships": MARKET_SHIPS + players,      # the market, and one Feeder each
        "ships/feeder": players,
        "cranes": MARKET_CRANES + players,    # the market, and one Mobile Crane each
        "cranes/mobile": players,
        "credit-tokens": CREDIT_TOKENS,
        "first-player": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"containers": {"table": yard_size(players)}}


@invariant("the engine counts the container cards the box holds", per_player_count=False)
def containers_match_box(game) -> bool | str:
    total = game.deck("containers").total
    return True if total == CONTAINERS_IN_BOX else f"{total} container cards, engine counts {CONTAINERS_IN_BOX}"


@invariant("every dry container pays the freight of its weight", per_player_count=False)
def dry_freight_matches(game) -> bool | str:
    for card in game.deck("containers").cards:
        if card.fields["kind"] == "Dry" and card.fields["freight"] != freight_for(card.fields["weight"]):
            return f"{card.name} pays {card.fields['freight']}"
    return True


@invariant("the weakest crane can lift any single container", per_player_count=False)
def any_crane_lifts_any_box(game) -> bool | str:
    weakest = min(c.fields["lift"] for c in game.deck("cranes").cards)
    heaviest = max(c.fields["weight"] for c in game.deck("containers").cards)
    return True if heaviest <= weakest else f"a {heaviest} t box, but a crane of {weakest} t"


@invariant("ship and crane prices match the market's costs", per_player_count=False)
def prices_match_costs(game) -> bool | str:
    prices = {cost.name: cost.items[0].amount for cost in game.costs}
    for deck in ("ships", "cranes"):
        for card in game.deck(deck).cards:
            if card.fields["price"] == 0:
                continue
            if prices.get(card.name) != card.fields["price"]:
                return f"{card.name} costs {card.fields['price']}"
    return True


@invariant("the market holds the ships and cranes setup counts", per_player_count=False)
def market_matches(game) -> bool | str:
    ships = sum(c.count for c in game.deck("ships").cards if c.fields["price"] > 0)
    cranes = sum(c.count for c in game.deck("cranes").cards if c.fields["price"] > 0)
    return True if (ships, cranes) == (MARKET_SHIPS, MARKET_CRANES) else f"{ships} ships, {cranes} cranes"


@invariant("every player can start with a ship and a crane")
def starters_suffice(players: int, game) -> bool:
    return all(
        next(c for c in game.deck(deck).cards if c.id == card).count >= players
        for deck, card in (("ships", "feeder"), ("cranes", "mobile"))
    )


@invariant("the yard can be filled at setup with containers to spare")
def yard_fills(players: int) -> bool:
    return containers_in_play(players) > 3 * yard_size(players)

"""Bot Foundry: the rules the tables and the rulebook print.

One player against a bot. The bot's deck tells it what to build; the
difficulty level sets its head start, its bonus points and how many of its
Idle cards leave the deck.
"""

from generator.engine import invariant, rule

PLAYERS = (1, 1)

LEVELS = ("Apprentice", "Foreman", "Overseer")
BOT_DECK = 12                      # bot cards in the box
TIERS = {"I": 12, "II": 10, "III": 8}
TIER_PLACE = {"I": "Top", "II": "Middle", "III": "Bottom"}
PRIORITIES = ("Most points", "Cheapest", "Most output", "Leftmost")


def _level(level: str) -> int:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; the levels are {', '.join(LEVELS)}")
    return LEVELS.index(level)


# --- your foundry ---------------------------------------------------------

@rule
def market_size(players: int = 1) -> int:
    """Machines face up in the market row."""
    return 5


@rule
def start_ore(players: int = 1) -> int:
    return 3


@rule
def start_spark(players: int = 1) -> int:
    return 2


@rule
def storage_limit(players: int = 1) -> int:
    """Ore and Spark together a foundry may keep at the end of a round."""
    return 10


@rule
def gather_amount() -> int:
    """Resources a Gather action takes from the supply, in any mix."""
    return 2


@rule
def resources_per_point() -> int:
    """Leftover Ore and Spark score one point for each this many."""
    return 3


# --- difficulty -----------------------------------------------------------

@rule
def bot_start_ore(level: str = "Foreman") -> int:
    return (2, 3, 4)[_level(level)]


@rule
def bot_start_spark(level: str = "Foreman") -> int:
    return (1, 2, 3)[_level(level)]


@rule
def bot_bonus(level: str = "Foreman") -> int:
    """Points the bot adds to its final score."""
    return (0, 3, 6)[_level(level)]


@rule
def idle_removed(level: str = "Foreman") -> int:
    """Idle cards taken out of the bot deck before the game."""
    return (0, 2, 4)[_level(level)]


@rule
def bot_cards_in_play(level: str = "Foreman") -> int:
    return BOT_DECK - idle_removed(level)


# --- the Machine deck -----------------------------------------------------

@rule
def tier_size(tier: str) -> int:
    return TIERS[tier]


@rule
def tier_place(tier: str) -> str:
    return TIER_PLACE[tier]


# --- the bot's choice -----------------------------------------------------

def _cost(machine: dict) -> int:
    return int(machine["ore"]) + int(machine["spark"])


def _wants(priority: str, position: int, machine: dict) -> int:
    """A key that is larger the more the bot wants the machine."""
    if priority == "Most points":
        return int(machine["points"])
    if priority == "Cheapest":
        return -_cost(machine)
    if priority == "Most output":
        return int(machine["output"])
    if priority == "Leftmost":
        return -position
    raise ValueError(f"unknown priority {priority!r}")


@rule
def bot_pick(row: list, ore: int, spark: int, first: str, second: str) -> str:
    """The machine the bot builds: among those it can pay for, the best by its
    first priority, ties broken by the second, then by the leftmost. "nothing"
    when it can pay for none."""
    affordable = [
        (position, machine) for position, machine in enumerate(row)
        if int(machine["ore"]) <= ore and int(machine["spark"]) <= spark
    ]
    if not affordable:
        return "nothing"
    best = max(
        affordable,
        key=lambda pm: (_wants(first, pm[0], pm[1]), _wants(second, pm[0], pm[1]), -pm[0]),
    )
    return best[1]["name"]


# --- scoring --------------------------------------------------------------

@rule
def final_score(points: int, ore: int, spark: int) -> int:
    """Your score: machine points and a point for every three leftover resources."""
    return points + (ore + spark) // resources_per_point()


@rule
def bot_score(points: int, ore: int, spark: int, level: str) -> int:
    """The bot scores as you do, plus the bonus of its level."""
    return final_score(points, ore, spark) + bot_bonus(level)


@rule
def rank(margin: int | str) -> str:
    """Your title by how far your score beat the bot's."""
    if margin == "0 or less":
        return "Scrap Heap"
    if margin == "11 or more":
        return "Master Founder"
    margin = int(margin)
    if margin <= 0:
        return "Scrap Heap"
    if margin <= 5:
        return "Tinkerer"
    if margin <= 10:
        return "Engineer"
    return "Master Founder"


# --- what the game takes out of the box -----------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Every machine goes into the deck and the row; the whole bot deck is the
    pool the difficulty level takes Idle cards from; the tokens are the supply."""
    return {
        "machines": sum(TIERS.values()),
        "bot": BOT_DECK,
        "ore-tokens": 40,
        "spark-tokens": 30,
        "tally-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "machines": {"table": market_size(players), "per_round": 2},
        "bot": {"per_round": 1, "turns": 6},
    }


# --- invariants -----------------------------------------------------------

@invariant("each tier of the Machine deck holds as many machines as the tier table says", per_player_count=False)
def tiers_match_cards(game) -> bool | str:
    counts = {tier: 0 for tier in TIERS}
    for card in game.deck("machines").cards:
        counts[card.fields["tier"]] += card.count
    wrong = [f"tier {t}: {counts[t]} cards, table {TIERS[t]}" for t in TIERS if counts[t] != TIERS[t]]
    return True if not wrong else "; ".join(wrong)


@invariant("the bot deck in the box is the deck the engine counts", per_player_count=False)
def bot_deck_size(game) -> bool | str:
    total = game.deck("bot").total
    return True if total == BOT_DECK else f"the bot deck has {total} cards, the engine counts {BOT_DECK}"


@invariant("the hardest level never removes more Idle cards than the deck holds", per_player_count=False)
def enough_idle_cards(game) -> bool | str:
    idle = sum(c.count for c in game.deck("bot").cards if c.fields["kind"] == "Idle")
    most = max(idle_removed(level) for level in LEVELS)
    return True if idle >= most else f"{idle} Idle cards, but a level removes {most}"


@invariant("builders name two priorities and idle cards none", per_player_count=False)
def bot_cards_well_formed(game) -> bool | str:
    for card in game.deck("bot").cards:
        first, second = card.fields["first"], card.fields["second"]
        if card.fields["kind"] == "Builder" and not (first and second and first != second):
            return f"{card.name} needs two different priorities"
        if card.fields["kind"] == "Idle" and (first or second):
            return f"{card.name} is Idle but names a priority"
    return True


@invariant("every machine can be paid for within the storage limit", per_player_count=False)
def machines_affordable(game) -> bool | str:
    dear = [c.name for c in game.deck("machines").cards
            if c.fields["ore_cost"] + c.fields["spark_cost"] > storage_limit()]
    return True if not dear else f"too costly to ever hold: {', '.join(dear)}"


@invariant("the machines of the worked examples are the machines of the deck", per_player_count=False)
def examples_use_real_machines(game) -> bool | str:
    cards = {c.name: c for c in game.deck("machines").cards}
    for example in game.examples:
        for check in example.checks:
            for machine in check.args.get("row", ()):
                card = cards.get(machine["name"])
                if card is None:
                    return f"example {example.id}: no machine named {machine['name']}"
                made = sum(a.amount for a in card.fields["makes"])
                have = (card.fields["ore_cost"], card.fields["spark_cost"], card.fields["points"], made)
                said = (machine["ore"], machine["spark"], machine["points"], machine["output"])
                if have != said:
                    return f"example {example.id}: {card.name} is {have}, the example says {said}"
    return True


@invariant("the setup supply holds every token in the box", per_player_count=False)
def supply_is_whole(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    wanted = setup(1)
    wrong = [k for k in ("ore-tokens", "spark-tokens") if box.get(k) != wanted[k]]
    return True if not wrong else f"setup and box disagree on {', '.join(wrong)}"

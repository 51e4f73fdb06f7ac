"""Engine model of Commerce (trade, expansion and technology across six eras).

Every printed table, die table and worked example in game.yaml is bound to a
@rule below. Where the rulebook gives a formula (era thresholds, combat,
maintenance, taxes) the rule computes it; where it gives a chart the rules
themselves consult (which terrain yields what in which era) the chart lives
here once. What things cost, what the cards print and what the box holds is
game.yaml's and the card files': the invariants at the end read it from the
loaded game and check it against these rules, so a cost, a card or a count
changed in one place only fails `pnp check`.

Only the standard library and generator.engine are imported.
"""
from __future__ import annotations

import re
from itertools import pairwise

from generator.engine import invariant, rule

PLAYERS = (2, 6)  # see ERRATA 1: the seed never states a range plainly

ERAS = ("Ancient", "Classical", "Medieval", "Renaissance", "Industrial", "Modern")
TERRAINS = ("Desert", "Water", "Ocean", "Grassland", "Mountains", "Forest", "Farmland", "Tundra")

# The era in which each terrain starts yielding each resource (None: nothing new
# that era). A resource, once unlocked, stays available in later eras.
# See ERRATA 18: the seed's chart lost its blank cells, so the eras are ours.
UNLOCKS: dict[str, tuple[str | None, ...]] = {
    #            Ancient   Classical  Medieval    Renaissance Industrial  Modern
    "Desert":    ("Spices", None,      "Artifacts", None,      "Oil",      "Gas"),
    "Water":     ("Fish",   "Lobster", "Shells",    None,      None,       None),
    "Ocean":     (None,     None,      "Whale",     None,      "Oil",      None),
    "Grassland": ("Cow",    "Wool",    "Egg",       "Sausage", None,       None),
    "Mountains": ("Stone",  "Iron",    "Gold",      None,      "Aluminum", "Silicon"),
    "Forest":    ("Wood",   "Resin",   "Truffles",  "Hardwood", None,      None),
    "Farmland":  ("Wheat",  "Rice",    "Tomatoes",  "Cotton",  "Potatoes", "Bananas"),
    "Tundra":    ("Clay",   None,      "Exotics",   "Coal",    "Minerals", None),
}

# The era's world wonder, as the wonder table prints it (ERRATA 6 and 7). What
# each wonder costs is game.yaml's; `wonders_buildable_in_era` checks it here.
WONDERS: dict[str, str] = {
    "Ancient": "Pyramid",
    "Classical": "Colosseum",
    "Medieval": "Notre Dame",
    "Renaissance": "Sistine Chapel",
    "Industrial": "Brandenburg Gate",
    "Modern": "Liberty Statue",
}

# Launching this technology wins the game instead of scoring tech points.
WINNING_TECHNOLOGY = "Colony Ship"

DENOMINATIONS = (1, 5, 10)      # the values a resource card can show

MAX_WORKER_LEVEL = 6
MIN_WORKER_LEVEL = 1

EVENT_KINDS = (
    "natural-good", "natural-bad", "economy-good", "economy-bad",
    "social-good", "social-bad",
)

# Pieces one player may have: a colour set (the seed writes X; see ERRATA 15).
# The rules cap a player's workers by it; `colour_sets_agree` holds it to the
# inventory's per_player counts.
PER_PLAYER = {
    "settlements": 5,
    "cities": 4,
    "capitals": 1,
    "roads": 15,
    "ships": 4,
    "workers": 6,
}

# value -> tokens (see ERRATA 16): the bank's Money; `money_tokens_agree`
# holds it to the token sheet game.yaml prints.
MONEY_TOKENS = {1: 100, 5: 80, 10: 60}
# Setup uses every deck whole: the resource cards are the bank, the technologies and
# wonders are laid out, each event pile and the local events are shuffled (invariant
# `decks_come_out_whole` holds these to the box).
RESOURCE_CARDS_EACH = 20       # cards of one resource at one value
EVENT_PILE = 20                # cards in each good or bad global event pile
LOCAL_EVENT_CARDS = 40
TECHNOLOGY_CARDS = 16


def _era_index(era: str) -> int:
    if era not in ERAS:
        raise ValueError(f"unknown era {era!r}")
    return ERAS.index(era)


def _produced() -> list[str]:
    """Every resource some terrain yields, in the order of the chart."""
    seen: list[str] = []
    for cells in UNLOCKS.values():
        seen += [r for r in cells if r is not None and r not in seen]
    return seen


def _first_era(resource: str) -> int:
    """The earliest era index in which any terrain yields the resource."""
    found = [i for cells in UNLOCKS.values() for i, r in enumerate(cells) if r == resource]
    if not found:
        raise ValueError(f"no terrain yields {resource!r}")
    return min(found)


# --------------------------------------------------------------------------
# Players, eras and victory
# --------------------------------------------------------------------------

ERA_FACTORS = (0, 3, 8, 10, 15, 20)


@rule
def era_threshold(era: str, players: int) -> int:
    """Tech points all players together need before the game enters an era."""
    return players * ERA_FACTORS[_era_index(era)]


@rule
def tech_victory_points(players: int) -> int:
    """Tech points one player needs, during the Modern era, to win."""
    return players * 20


@rule
def tech_points(source: str) -> int | str:
    """Tech points a player gains from each source."""
    table: dict[str, int | str] = {
        "Settlement built": 1,
        "Settlement upgraded to city": 2,
        "New resource connected": 1,
        "World wonder built": 2,
        "Technology researched": "per card",
        "Bought from the bank": 1,
    }
    return table[source]


@rule
def tech_point_price() -> int:
    """Money the bank asks for one tech point."""
    return 100


# --------------------------------------------------------------------------
# Terrain and resources
# --------------------------------------------------------------------------

@rule
def resource(terrain: str, era: str) -> str | None:
    """The resource a terrain starts yielding in an era (None: nothing new)."""
    return UNLOCKS[terrain][_era_index(era)]


@rule
def available(terrain: str, era: str) -> list[str]:
    """Every resource a worker on the terrain may choose from in that era."""
    upto = _era_index(era)
    return [r for r in UNLOCKS[terrain][: upto + 1] if r is not None]


@rule
def tiles_per_terrain(terrain: str, players: int) -> int:
    """Tiles of one terrain laid out for the board (ERRATA 14)."""
    if terrain not in TERRAINS:
        raise ValueError(f"unknown terrain {terrain!r}")
    return players + 2


@rule
def worker_yield(level: int, liberty_statue: bool = False, luxury: bool = False) -> int:
    """Cards of one resource a worker of this level collects per resource phase.

    The Liberty Statue doubles every yield that is not a luxury good.
    """
    base = level
    return base * 2 if liberty_statue and not luxury else base


# --------------------------------------------------------------------------
# Workers
# --------------------------------------------------------------------------

@rule
def starting_workers(players: int) -> int:
    """Workers each player has when the game starts."""
    return 1


@rule
def max_workers(players: int) -> int:
    """Most workers one player may have at once."""
    return PER_PLAYER["workers"]


@rule
def max_workers_per_tile(players: int) -> int:
    """Most workers on one tile, whoever owns them."""
    return 3


@rule
def workers_on_board_at_start(players: int) -> int:
    return players * starting_workers(players)


@rule
def movement(roads: int) -> int:
    """Tiles a worker may move in one turn: one, plus one per connected road."""
    return 1 + roads


@rule
def level_after_attacking(level: int) -> int:
    """An attacker drops one level per attack but never dies from attacking (ERRATA 25)."""
    return max(MIN_WORKER_LEVEL, level - 1)


@rule
def level_after_losing(level: int) -> int:
    """A worker beaten as a defender, or caught on an enemy road, drops a level;
    0 means the worker is removed."""
    return level - 1


# --------------------------------------------------------------------------
# Combat
# --------------------------------------------------------------------------

@rule
def attack_margin(attacker_level: int, defender_level: int, brandenburg_gate: bool = False) -> int:
    """How many pips the attacker must roll above the defender's roll."""
    margin = defender_level - attacker_level + 2
    return margin - 1 if brandenburg_gate else margin


@rule
def attack_target(attacker_level: int, defender_level: int, defender_roll: int,
                  brandenburg_gate: bool = False) -> int:
    """The lowest attacker roll that wins the fight."""
    return defender_roll + attack_margin(attacker_level, defender_level, brandenburg_gate)


@rule
def attack_wins(attacker_level: int, defender_level: int, defender_roll: int,
                attacker_roll: int, brandenburg_gate: bool = False) -> bool:
    return attacker_roll >= attack_target(attacker_level, defender_level, defender_roll,
                                          brandenburg_gate)


@rule
def attack_chance_in_36(attacker_level: int, defender_level: int) -> int:
    """Of the 36 pairs of one-die rolls, how many the attacker wins."""
    return sum(
        attack_wins(attacker_level, defender_level, d, a)
        for d in range(1, 7) for a in range(1, 7)
    )


@rule
def road_challenge_lost(traveller_roll: int, owner_roll: int) -> bool:
    """Using an enemy road: the traveller's worker drops a level when the owner rolls higher."""
    return owner_roll > traveller_roll


# --------------------------------------------------------------------------
# Money: taxes and maintenance
# --------------------------------------------------------------------------

@rule
def tax(structure: str) -> int:
    """Money a structure pays its owner every turn (a capital counts as a settlement)."""
    return {"Settlement": 3, "Capital": 3, "City": 6}[structure]


@rule
def maintenance(level: int, distance: int, sistine_chapel: bool = False) -> int:
    """Money a worker costs per player turn: 1 per level, plus 1 per tile from a town."""
    if not MIN_WORKER_LEVEL <= level <= MAX_WORKER_LEVEL:
        raise ValueError(f"worker level {level} outside 1-6")
    if distance < 0:
        raise ValueError("distance cannot be negative")
    return level + (0 if sistine_chapel else distance)


@rule
def road_upkeep(roads: int) -> int:
    """Money a player's roads cost per player turn."""
    return roads


# The seed has players buy resources from the bank and sell to it (5 Money) but
# names no price; the economy events speak of "the usual price". The bank sells
# dear and buys cheap, so a deal with another player is nearly always better.
BANK_PRICES = {"Buy from the bank": 2, "Sell to the bank": 1}


@rule
def bank_price(deal: str) -> int:
    """Money per resource (per point of card value) when buying from or selling to the bank."""
    return BANK_PRICES[deal]


# --------------------------------------------------------------------------
# Dice
# --------------------------------------------------------------------------

@rule
def event_kind(roll: int) -> str:
    """Event die: which kind of global event happens (the id of the pile to draw from)."""
    if not 1 <= roll <= 6:
        raise ValueError(f"roll {roll} outside the die")
    return EVENT_KINDS[roll - 1]


@rule
def event_length(roll: int) -> str:
    """Normal die after the event die: rounds a natural or economy event lasts,
    or how many seats clockwise from Player 1 a social event lands."""
    if not 1 <= roll <= 6:
        raise ValueError(f"roll {roll} outside the die")
    return f"length-{roll}"


@rule
def social_event_player(roll: int, players: int) -> int:
    """The seat a social event lands on: count the roll clockwise from Player 1."""
    return roll % players + 1


@rule
def bandit_roll(roll: int) -> str:
    """One trade partner's roll in a bandit attack."""
    if not 1 <= roll <= 6:
        raise ValueError(f"roll {roll} outside the die")
    return "robbed" if roll <= 2 else "safe"


@rule
def bandit_outcome(rolls: list[int]) -> str:
    """What happens to a trade made outside a trade network."""
    robbed = [r for r in rolls if bandit_roll(r) == "robbed"]
    if not robbed:
        return "trade-stands"
    if len(robbed) == len(rolls):
        return "all-goods-to-bank"
    return "robbed-goods-to-pot"


# --------------------------------------------------------------------------
# World wonders
# --------------------------------------------------------------------------

@rule
def wonder(era: str) -> str:
    """The world wonder of an era."""
    return WONDERS[era]


# --------------------------------------------------------------------------
# Setup
# --------------------------------------------------------------------------

@rule
def bank_money() -> int:
    """Money in the box, all of it the bank's before setup."""
    return sum(value * n for value, n in MONEY_TOKENS.items())


@rule
def capitals_at_start(players: int) -> int:
    """Capitals placed at setup: one for every player, Player 1 first (ERRATA 19)."""
    return players


@rule
def starting_money(players: int) -> int:
    """Money each player takes from the bank at setup (ERRATA 16)."""
    return 10


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Commerce plays {PLAYERS[0]}-{PLAYERS[1]}")
    out: dict[str, int] = {
        "normal-die": 1,
        "coloured-die": 1,
        "event-die": 1,
        "money-tokens": sum(MONEY_TOKENS.values()),
        # every deck comes out whole (decks_come_out_whole)
        "resource-cards": _resource_cards(),
        "resources": _resource_cards(),
        "world-wonders": len(WONDERS),
        "world-wonder-cards": len(WONDERS),
        "technologies": TECHNOLOGY_CARDS,
        "local-events": LOCAL_EVENT_CARDS,
    }
    for kind in EVENT_KINDS:  # the event die's results are the pile ids
        out[kind] = EVENT_PILE
    for terrain in TERRAINS:
        out[f"{terrain.lower()}-tiles"] = tiles_per_terrain(terrain, players)
    # every player takes a full colour set; one worker and the capital go on
    # the board at once, the rest wait beside the player's area
    for piece, each in PER_PLAYER.items():
        out[piece] = each * players
    out["capitals"] = capitals_at_start(players)
    return out


# --------------------------------------------------------------------------
# Invariants
# --------------------------------------------------------------------------

@invariant("a terrain never unlocks the same resource twice", per_player_count=False)
def terrains_unlock_once() -> bool | str:
    for terrain, cells in UNLOCKS.items():
        named = [r for r in cells if r is not None]
        if len(named) != len(set(named)):
            return f"{terrain} unlocks a resource twice"
    return True


@invariant("every terrain yields something from the Ancient era, except the Ocean, which needs ships",
           per_player_count=False)
def ancient_yields() -> bool | str:
    bare = [t for t, cells in UNLOCKS.items() if cells[0] is None]
    return bare == ["Ocean"] or f"no Ancient resource on {bare}"


@invariant("the Pyramid's boon matters: Artifacts are not yielded in the Ancient era without it")
def pyramid_boon_matters(players: int) -> bool:
    return _first_era("Artifacts") > 0


@invariant("era thresholds rise strictly from era to era")
def thresholds_rise(players: int) -> bool | str:
    values = [era_threshold(e, players) for e in ERAS]
    return all(a < b for a, b in pairwise(values)) or f"thresholds {values}"


@invariant("a technology victory by points is only possible in the Modern era")
def tech_victory_needs_modern(players: int) -> bool:
    return tech_victory_points(players) >= era_threshold("Modern", players)


@invariant("every player starts with a town on the board, so worker distance is always defined")
def everyone_has_a_town(players: int) -> bool | str:
    placed = setup(players)["capitals"]
    return placed >= players or f"{placed} capital(s) placed for {players} players"


@invariant("every player's starting worker and capital fit on the board")
def board_holds_start(players: int) -> bool | str:
    tiles = sum(tiles_per_terrain(t, players) for t in TERRAINS)
    land = tiles - tiles_per_terrain("Water", players) - tiles_per_terrain("Ocean", players)
    if land < players:
        return f"{land} land tiles for {players} capitals"
    full = players * max_workers(players)
    return full <= tiles * max_workers_per_tile(players) or "workers cannot all fit"


@invariant("the bank can pay every player's starting money and still hold more than any one player")
def bank_covers_start(players: int) -> bool | str:
    left = bank_money() - players * starting_money(players)
    return left > starting_money(players) or f"bank keeps only {left}"


@invariant("a social event lands on a seat that is in the game")
def social_event_seats(players: int) -> bool:
    return all(1 <= social_event_player(r, players) <= players for r in range(1, 7))


@invariant("equal workers: the attacker needs two pips more; a higher level never fights worse")
def combat_balance(players: int) -> bool | str:
    if attack_margin(3, 3) != 2:
        return "equal levels should need two pips"
    levels = range(MIN_WORKER_LEVEL, MAX_WORKER_LEVEL + 1)
    for d in levels:
        odds = [attack_chance_in_36(a, d) for a in levels]
        if odds != sorted(odds):
            return f"against level {d} the odds fall as the attacker rises: {odds}"
    return True


@invariant("the event die names each global event kind once")
def event_die_complete(players: int) -> bool:
    return sorted(event_kind(r) for r in range(1, 7)) == sorted(EVENT_KINDS)


# --------------------------------------------------------------------------
# Invariants over the loaded game: costs, cards, names and the box are read
# from it (game.yaml and the card files), never copied into this file.
# --------------------------------------------------------------------------

def _costs(game, group: str) -> list:
    return [cost for cost in game.costs if cost.group == group]


def _category(game, of: str):
    """The category a cost item names by id or printed name, else None (a resource or Money)."""
    return next((c for c in game.categories if of in (c.id, c.name)), None)


def _amount(game, cost, category_id: str) -> int:
    """How many members of a category a cost asks for."""
    return sum(i.amount for i in cost.items if getattr(_category(game, i.of), "id", None) == category_id)


def _unpayable(game, cost, era: str) -> str | None:
    """Why `cost` cannot be gathered by `era` (None when it can): a resource no
    terrain yields yet, or a category with too few members yielded by then."""
    upto = _era_index(era)
    ready = {r for cells in UNLOCKS.values() for r in cells[:upto + 1] if r is not None}
    for item in cost.items:
        category = _category(game, item.of)
        if category is None:
            if item.of in ready or item.of in game.names.get("money", ()):
                continue
            if item.of not in _produced():
                return f"{cost.name} needs {item.of}, which no terrain yields"
            return f"{cost.name} ({era}) needs {item.of}, first yielded in {ERAS[_first_era(item.of)]}"
        members = [m for m in category.members if m in ready]
        if len(members) < (item.amount if item.different else 1):
            return f"{cost.name} ({era}) needs {item.amount} {category.name}, {len(members)} yielded by then"
    return None


def _earliest_era(game, cost) -> int | None:
    """The index of the first era in which `cost` can be gathered, or None if never."""
    return next((i for i, era in enumerate(ERAS) if _unpayable(game, cost, era) is None), None)


@invariant("game.yaml's eras and terrains are the engine's", per_player_count=False)
def eras_and_terrains_agree(game) -> bool | str:
    eras, terrains = list(game.names.get("eras", ())), list(game.names.get("terrains", ()))
    if eras != list(ERAS):
        return f"game.yaml's eras are {eras}; the engine's, in order, {list(ERAS)}"
    if sorted(terrains) != sorted(TERRAINS):
        return f"game.yaml's terrains are {terrains}; the engine's {list(TERRAINS)}"
    return True


@invariant("every resource on the cards is yielded by some terrain, and no terrain yields anything else",
           per_player_count=False)
def resources_all_produced(game) -> bool | str:
    named = list(game.names.get("resources", ()))
    produced = _produced()
    missing, extra = set(named) - set(produced), set(produced) - set(named)
    if missing or extra:
        return f"not produced: {sorted(missing)}; produced but no cards: {sorted(extra)}"
    return len(named) == len(set(named)) or "a resource is named twice"


@invariant("category members are all resources some terrain yields", per_player_count=False)
def categories_are_resources(game) -> bool | str:
    produced = set(_produced())
    for category in game.categories:
        bad = [m for m in category.members if m not in produced]
        if bad:
            return f"{category.id} names {bad}, which no terrain yields"
    return True


@invariant("the bank holds every resource at every card value, the same number of each",
           per_player_count=False)
def resource_cards_complete(game) -> bool | str:
    deck = game.deck("resources")
    held = {(c.fields["resource"], c.fields["value"]): c.count for c in (deck.cards if deck else ())}
    want = {(r, v) for r in _produced() for v in DENOMINATIONS}
    if set(held) != want:
        return (f"no card for {sorted(want - set(held))}; cards the rules have no resource "
                f"or value for: {sorted(set(held) - want)}")
    counts = sorted(set(held.values()))
    return len(counts) == 1 or f"resource cards come in different numbers: {counts}"


@invariant("a cost asking for N different members of a category can be paid", per_player_count=False)
def different_costs_payable(game) -> bool | str:
    for cost in game.costs:
        for item in cost.items:
            category = _category(game, item.of)
            if item.different and (category is None or item.amount > len(category.members)):
                have = len(category.members) if category else 0
                return f"{cost.name} asks {item.amount} different {item.of}, only {have} exist"
    return True


@invariant("there is a cost for a new worker and for each level up to the top, and each level costs "
           "more food", per_player_count=False)
def worker_levels_climb(game) -> bool | str:
    levels = {cost.id: cost for cost in _costs(game, "workers")}
    want = [f"worker-level-{lv}" for lv in range(MIN_WORKER_LEVEL, MAX_WORKER_LEVEL + 1)]
    if sorted(levels) != sorted(want):
        return f"worker costs are {sorted(levels)}; the rules have levels {MIN_WORKER_LEVEL}-{MAX_WORKER_LEVEL}"
    food = [_amount(game, levels[lv], "food") for lv in want]
    # "more": strictly, each level above the first one more kind of food than the level below
    return all(b > a for a, b in zip(food[1:], food[2:])) or f"food per level {food}"


@invariant("a new worker can be hired in the Ancient era, and no level can be paid for before the "
           "level below it", per_player_count=False)
def worker_levels_payable(game) -> bool | str:
    levels = {cost.id: cost for cost in _costs(game, "workers")}
    eras = []
    for lv in range(MIN_WORKER_LEVEL, MAX_WORKER_LEVEL + 1):
        cost = levels.get(f"worker-level-{lv}")
        if cost is None:
            continue  # worker_levels_climb names the missing level
        first = _earliest_era(game, cost)
        if first is None:
            return _unpayable(game, cost, ERAS[-1])
        eras.append((lv, first))
    if eras and eras[0][1] != 0:
        return f"a new worker cannot be paid for until the {ERAS[eras[0][1]]} era"
    for (low, a), (high, b) in pairwise(eras):
        if b < a:
            return f"level {high} can be paid for in the {ERAS[b]} era, level {low} only in the {ERAS[a]}"
    return True


@invariant("each technology's materials can be gathered by the technology's own era", per_player_count=False)
def technologies_buildable_in_era(game) -> bool | str:
    for cost in _costs(game, "technologies"):
        if cost.era not in ERAS:
            return f"{cost.name} has no era the engine knows ({cost.era!r})"
        why = _unpayable(game, cost, cost.era)
        if why:
            return why
    return True


@invariant("one world wonder per era, the one the wonder table names, buildable in its era",
           per_player_count=False)
def wonders_buildable_in_era(game) -> bool | str:
    listed = {cost.era: cost for cost in _costs(game, "world-wonders")}
    names = {era: cost.name for era, cost in listed.items()}
    if names != WONDERS or len(listed) != len(_costs(game, "world-wonders")):
        return f"game.yaml's wonders by era are {names}; the rules {WONDERS}"
    for era, cost in listed.items():
        why = _unpayable(game, cost, era)
        if why:
            return why
    return True


@invariant("the tech points game.yaml's costs give are the ones the rules score, and a bought point "
           "costs the bank's price", per_player_count=False)
def cost_points_match_rules(game) -> bool | str:
    by_id = {cost.id: cost for cost in game.costs}
    want = {"settlement": tech_points("Settlement built"), "city": tech_points("Settlement upgraded to city"),
            "tech-point": tech_points("Bought from the bank")}
    want.update({cost.id: tech_points("World wonder built") for cost in _costs(game, "world-wonders")})
    wrong = [f"{key} gives {by_id[key].points if key in by_id else 'no cost'}, the rules {points}"
             for key, points in want.items() if key not in by_id or by_id[key].points != points]
    bought = by_id.get("tech-point")
    if bought is not None and [(i.amount, i.of) for i in bought.items] != [(tech_point_price(), "Money")]:
        wrong.append(f"a tech point costs {[(i.amount, i.of) for i in bought.items]}, the bank asks "
                     f"{tech_point_price()} Money")
    for cost in _costs(game, "technologies"):
        wins = cost.name == WINNING_TECHNOLOGY
        if wins != (cost.points is None) or (cost.points is not None and cost.points < 1):
            wrong.append(f"{cost.name} gives {cost.points} tech points"
                         + (" but wins the game instead" if wins else ""))
    return "; ".join(wrong) if wrong else True


def _materials(game, cost) -> list[tuple[int, str]]:
    """A cost as its card prints it: '50 Food of any kind' for a category, '10 Iron' for a resource."""
    out = []
    for item in cost.items:
        category = _category(game, item.of)
        if category is None:
            label = item.of
        else:
            label = f"different {category.name}" if item.different else f"{category.name} of any kind"
        out.append((item.amount, label.casefold()))
    return sorted(out)


def _printed(materials: str) -> list[tuple[int, str]] | None:
    """The card's materials column ('5 Wood; 1 Stone') as (amount, name) pairs; None when unreadable."""
    out = []
    for part in (p.strip() for p in materials.split(";")):
        amount, _, name = part.partition(" ")
        if not amount.isdigit() or not name.strip():
            return None
        out.append((int(amount), " ".join(name.split()).casefold()))
    return sorted(out)


@invariant("the technology and world-wonder cards print the era, points and materials of their costs",
           per_player_count=False)
def cards_match_costs(game) -> bool | str:
    wrong: list[str] = []
    for group in ("technologies", "world-wonders"):  # each deck is named like its cost group
        deck = game.deck(group)
        cards = {card.id: card for card in (deck.cards if deck else ())}
        costs = {cost.id: cost for cost in _costs(game, group)}
        if sorted(cards) != sorted(costs):
            wrong.append(f"{group} cards {sorted(set(cards) ^ set(costs))} have no cost, or the cost no card")
        for key in sorted(set(cards) & set(costs)):
            card, cost, f = cards[key], costs[key], cards[key].fields
            if card.name != cost.name or f["era"] != cost.era:
                wrong.append(f"{key} card is {card.name} ({f['era']}), its cost {cost.name} ({cost.era})")
            if "points" in f and (f["points"] != (cost.points or 0) or f["wins"] != (cost.name == WINNING_TECHNOLOGY)):
                wrong.append(f"{key} card gives {f['points']} points (wins: {f['wins']}), its cost {cost.points}")
            if _printed(f["materials"]) != _materials(game, cost):
                priced = "; ".join(f"{item.amount} {item.of}" for item in cost.items)
                wrong.append(f"{key} card prints '{f['materials']}', its cost is '{priced}'")
    return "; ".join(wrong) if wrong else True


@invariant("a colour set holds the pieces the rules allow one player", per_player_count=False)
def colour_sets_agree(game) -> bool | str:
    box = {c.id: c.per_player for c in game.inventory if c.per_player is not None}
    return box == PER_PLAYER or f"the box gives each player {box}; the rules {PER_PLAYER}"


def _resource_cards() -> int:
    return len(_produced()) * len(DENOMINATIONS) * RESOURCE_CARDS_EACH


@invariant("setup takes every deck whole, as many cards as the box holds", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    need = setup(PLAYERS[0])
    wrong = [f"{d.id}: setup takes {need.get(d.id, 0)}, the deck holds {d.total}" for d in game.decks
             if need.get(d.id, 0) != d.total]
    return "; ".join(wrong) if wrong else True


@invariant("the money token sheet prints the bank the rules count", per_player_count=False)
def money_tokens_agree(game) -> bool | str:
    sheet = next((t for t in game.tokens if t.component == "money-tokens"), None)
    printed = {}
    for face in (sheet.faces if sheet else ()):
        value = int(face.front) if face.front.isdigit() else face.front
        printed[value] = printed.get(value, 0) + face.count
    return printed == MONEY_TOKENS or f"the token sheet prints {printed}; the rules count {MONEY_TOKENS}"


# Card columns that restate a rule of the game rather than an event's own amount. Each card's
# text is held to its column by `pnp check` (TXT003); these hold the column to the rule.
def _restated() -> dict[str, tuple[int, str]]:
    """column -> (the rules' number, what it is)."""
    upkeep = {road_upkeep(roads + 1) - road_upkeep(roads) for roads in range(PER_PLAYER["roads"])}
    wages = {maintenance(level + 1, 0) - maintenance(level, 0) for level in range(MIN_WORKER_LEVEL, MAX_WORKER_LEVEL)}
    limits = {max_workers(players) for players in range(PLAYERS[0], PLAYERS[1] + 1)}
    if len(upkeep) != 1 or len(wages) != 1 or len(limits) != 1:
        raise ValueError(f"the rules no longer give one road upkeep {upkeep}, one wage per level {wages} "
                         f"and one worker limit {limits}: the card columns cannot restate them")
    return {"usual_upkeep": (upkeep.pop(), "the Money one road costs per turn"),
            "money_per_level": (wages.pop(), "the Money a worker costs per level"),
            "max_workers": (limits.pop(), "the most workers one player may have"),
            "worker_level": (MIN_WORKER_LEVEL, "the level a new worker starts at and the lowest one")}


_LEVEL = re.compile(r"\blevel (\d+)\b", re.IGNORECASE)


@invariant("event cards that restate a rule (road upkeep, wages per level, the worker limit, a new "
           "worker's level) print the rules' number", per_player_count=False)
def cards_restate_rules(game) -> bool | str:
    rules = _restated()
    wrong: list[str] = []
    for deck in game.decks:
        for card in deck.cards:
            for column, (want, what) in rules.items():
                value = card.fields.get(column)
                if value is not None and value != want:
                    wrong.append(f"{card.name} has {column} {value}, but {what} is {want}")
            # "a level 1 worker" names a level, which TXT003 does not read as an amount: held here
            text = " ".join(v for k, v in card.fields.items() if deck.fields.get(k) == "text" and v)
            said = {int(n) for n in _LEVEL.findall(text)}
            level = card.fields.get("worker_level")
            if said and said != {level}:
                wrong.append(f"{card.name} says level {', '.join(map(str, sorted(said)))}, but its worker_level "
                             f"is {'empty' if level is None else level}")
            elif level is not None and not said:
                wrong.append(f"{card.name} has worker_level {level}, but its text names no level")
    if level_after_losing(MIN_WORKER_LEVEL) > 0:
        wrong.append(f"a worker at level {MIN_WORKER_LEVEL} survives a lost level, but the cards say it leaves")
    return "; ".join(wrong) if wrong else True


@invariant("a resource card is named by its resource and value ('Wood 5'), as captions and lists print it",
           per_player_count=False)
def resource_card_names(game) -> bool | str:
    deck = game.deck("resources")
    wrong = [f"{c.name} is a {c.fields['resource']} card of value {c.fields['value']}"
             for c in (deck.cards if deck else ()) if c.name != f"{c.fields['resource']} {c.fields['value']}"]
    return "; ".join(wrong[:5]) if wrong else True

"""Millrace: a solo race to build water mills along a river, against the Rival Guild's card deck.

The rules the tables print, the Rival's way of choosing a district, the final tally and the
setup at every difficulty level.
"""

from generator.engine import invariant, rule

PLAYERS = (1, 1)

# The river, upstream first: "Upstream" walks to the left of this list, "Downstream" to the right.
DISTRICTS = ("Highspring", "Alder Ford", "Millbend", "Reedmarsh", "Saltmouth")

YIELDS = {
    "Highspring": {"Stone": 2},
    "Alder Ford": {"Timber": 2},
    "Millbend": {"Grain": 2},
    "Reedmarsh": {"Timber": 1, "Grain": 1},
    "Saltmouth": {"Stone": 1, "Grain": 1},
}

MAJORITY = {"Highspring": 5, "Alder Ford": 4, "Millbend": 4, "Reedmarsh": 3, "Saltmouth": 3}

# level: (Surge cards shuffled in, Rival's head start, closing bonus per Rival mill)
LEVELS = {
    "Apprentice": (0, 0, 0),
    "Journeyman": (1, 2, 0),
    "Master": (2, 4, 1),
    "Grandmaster": (4, 6, 1),
}

# Journeyman is the standard game; Slack Water is played at the standard level.
VARIANT_LEVEL = {
    None: "Journeyman",
    "apprentice": "Apprentice",
    "master": "Master",
    "grandmaster": "Grandmaster",
    "slack-water": "Journeyman",
}

STARTING = {"Timber": 2, "Stone": 1, "Grain": 1}

RATINGS = {"1-4": "Millhand", "5-9": "Millwright", "10 or more": "River Baron"}


# --- the numbers of a round -------------------------------------------------------------

@rule
def rounds() -> int:
    """The game lasts this many rounds."""
    return 10


@rule
def actions_per_turn() -> int:
    """Different actions you take on your turn."""
    return 2


@rule
def storage_limit() -> int:
    """Resources you may keep at the end of your turn."""
    return 7


@rule
def downstream_reach() -> int:
    """Districts a Row action carries the barge downstream, at most."""
    return 2


@rule
def upstream_toll() -> int:
    """Grain paid for each district rowed upstream."""
    return 1


@rule
def sites_per_district() -> int:
    return 3


@rule
def full_river_points() -> int:
    """What the Rival scores when it cannot build at all."""
    return 2


# --- setup ------------------------------------------------------------------------------

@rule
def starting_resources(resource: str, players: int = 1) -> int:
    return STARTING[resource]


@rule
def your_mills(players: int = 1) -> int:
    return 8


@rule
def rival_mills(players: int = 1) -> int:
    return 12


@rule
def weirs(players: int = 1) -> int:
    return 2


# --- districts and sites ----------------------------------------------------------------

@rule
def district_yield(district: str, resource: str) -> int:
    """What a Gather action takes in a district, before the bonus for your mills there."""
    return YIELDS[district].get(resource, 0)


@rule
def majority_bonus(district: str) -> int:
    return MAJORITY[district]


@rule
def site_points(site: int) -> int:
    """Sites fill from the first: 3, 2 and 1 points."""
    return sites_per_district() + 1 - site


# --- difficulty -------------------------------------------------------------------------

@rule
def surge_cards(level: str = "Journeyman") -> int:
    return LEVELS[level][0]


@rule
def head_start(level: str = "Journeyman") -> int:
    return LEVELS[level][1]


@rule
def closing_bonus(level: str = "Journeyman") -> int:
    return LEVELS[level][2]


# --- the Rival's choices ----------------------------------------------------------------

@rule
def rival_target(first: str, second: str, third: str, arrow: str, open: list) -> str | None:
    """The district the Rival acts in: the first of its list that will do, else the first
    the arrow reaches from the third, turning back at the end of the river. `open` lists
    the districts that will do (an empty site and no Weir for Build; a Rival mill for Haul)."""
    for district in (first, second, third):
        if district in open:
            return district
    position = DISTRICTS.index(third)
    step = -1 if arrow == "Upstream" else 1
    for _ in range(2 * len(DISTRICTS)):
        if not 0 <= position + step < len(DISTRICTS):
            step = -step
        position += step
        if DISTRICTS[position] in open:
            return DISTRICTS[position]
    return None


@rule
def haul_points(badge: int, mills_there: int) -> int:
    """A Haul scores the card's badge plus 1 for each Rival mill in the district hauled from."""
    return badge + mills_there


# --- the end ----------------------------------------------------------------------------

@rule
def majority_points(district: str, yours: int, rivals: int) -> list:
    """[your points, the Rival's points] for one district at the end."""
    bonus = majority_bonus(district)
    if yours == rivals == 0:
        return [0, 0]
    if yours > rivals:
        return [bonus, 0]
    if rivals > yours:
        return [0, bonus]
    return [bonus // 2, bonus // 2]


@rule
def leftover_points(resources: int) -> int:
    """1 point for every three resources still held."""
    return resources // 3


@rule
def final_score(track: int, majorities: list, resources: int) -> int:
    return track + sum(majorities) + leftover_points(resources)


@rule
def rival_final(track: int, majorities: list, mills: int, level: str = "Journeyman") -> int:
    """The score to beat."""
    return track + sum(majorities) + mills * closing_bonus(level)


@rule
def rating(margin: int | str) -> str:
    if margin == "10 or more" or (isinstance(margin, int) and margin >= 10):
        return RATINGS["10 or more"]
    if margin <= 4:
        return RATINGS["1-4"]
    return RATINGS["5-9"]


# --- setup and play ---------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    level = VARIANT_LEVEL[variant]
    return {
        "game-board": 1,
        "rival": 12,
        "surge": surge_cards(level),
        "your-mills": your_mills(players),
        "rival-mills": rival_mills(players),
        "weirs": weirs(players),
        "barge": 1,
        "score-markers": 2,
        "round-marker": 1,
        "resources": 45,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"rival": {"per_round": 1, "turns": rounds()}}


# --- invariants -------------------------------------------------------------------------

@invariant("every Rival and Surge card names three different districts", per_player_count=False)
def lists_name_three_districts(game) -> bool | str:
    for deck_id in ("rival", "surge"):
        for card in game.deck(deck_id).cards:
            listed = {card.fields["first"], card.fields["second"], card.fields["third"]}
            if len(listed) != 3:
                return f"{card.name} names a district twice"
    return True


@invariant("Haul cards carry a points badge and Build cards none", per_player_count=False)
def haul_cards_have_badges(game) -> bool | str:
    for deck_id in ("rival", "surge"):
        for card in game.deck(deck_id).cards:
            hauls = card.fields["action"] == "Haul"
            if hauls != (card.fields["points"] is not None):
                return f"{card.name}: badge does not fit its action"
    return True


@invariant("the Rival deck lasts every round at every level", per_player_count=False)
def rival_deck_lasts(game) -> bool | str:
    for level in LEVELS:
        cards = game.deck("rival").total + surge_cards(level)
        if cards < rounds():
            return f"{level}: {cards} cards for {rounds()} rounds"
    return True


@invariant("the box holds the Surge cards of the hardest level", per_player_count=False)
def surge_cards_suffice(game) -> bool | str:
    most = max(surge_cards(level) for level in LEVELS)
    return True if game.deck("surge").total >= most else f"{most} Surge cards needed"


@invariant("each district on the board has as many sites as the rules say", per_player_count=False)
def board_sites_match(game) -> bool | str:
    board = game.maps[0]
    for name in DISTRICTS:
        place = board.location(name)
        if place is None:
            return f"{name} is not on the board"
        sites = sum(row.count for row in place.rows if row.name == "Sites")
        if sites != sites_per_district():
            return f"{name} has {sites} sites"
    return True


@invariant("the mill tokens match the setup", per_player_count=False)
def mill_tokens_match(game) -> bool | str:
    counts = {line.id: line.count for line in game.inventory}
    if counts.get("your-mills") != your_mills() or counts.get("rival-mills") != rival_mills():
        return "mill counts differ from the box"
    if counts.get("weirs") != weirs():
        return "weir count differs from the box"
    return True

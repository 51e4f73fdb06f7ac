"""Engine model of Border Clash.

The numbers the printed tables, dice and worked examples of the rulebook
rest on. Every function is pure: same arguments, same answer.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 5)

REGION_COUNT = 24
ARMIES_PER_COLOUR = 40          # cubes in each player colour (game.yaml inventory: 200 for 5 colours)
NEUTRAL_CUBES = 12              # grey cubes in the box

LANDS = {
    # land: (regions in it, bonus armies for holding all of it)
    "Northreach": (5, 3),
    "Saltmarsh": (4, 2),
    "Amber Plains": (6, 5),
    "Greywood": (4, 2),
    "Iron Coast": (5, 3),
}

SET_ARMIES = {"Banner": 4, "Tower": 6, "Horse": 8, "Mixed": 10}


# --- Setup -----------------------------------------------------------------

@rule
def starting_armies(players: int) -> int:
    """Armies each player places before the first round."""
    return 45 - 5 * players


@rule
def regions_dealt(players: int) -> int:
    """Territory cards (and so regions) each player is dealt at setup."""
    return REGION_COUNT // players


@rule
def neutral_regions(players: int) -> int:
    """Regions nobody is dealt: they start neutral."""
    return REGION_COUNT - regions_dealt(players) * players


@rule
def neutral_armies() -> int:
    """Grey armies on each neutral region at setup."""
    return 2


@rule
def missions_dealt(players: int) -> int:
    """Secret missions each player is dealt and keeps."""
    return 2


@rule
def rounds(players: int) -> int:
    """Rounds in a game: the fewer players, the longer the war."""
    return 13 - players


# --- Recruiting ------------------------------------------------------------

@rule
def base_recruits(regions: int) -> int:
    """Armies for regions held: a third of them, rounded down, never fewer than three."""
    return max(3, regions // 3)


@rule
def land_size(land: str) -> int:
    return LANDS[land][0]


@rule
def land_bonus(land: str) -> int:
    """Extra armies for holding every region of a land."""
    return LANDS[land][1]


@rule
def recruits(regions: int, lands: list | None = None) -> int:
    """Armies recruited at the start of a turn, before any Spoils set."""
    return base_recruits(regions) + sum(land_bonus(l) for l in (lands or []))


@rule
def trade_in_armies(kind: str) -> int:
    """Armies for handing in a set of three Spoils cards: three alike, or one of each ('Mixed')."""
    return SET_ARMIES[kind]


@rule
def region_card_bonus() -> int:
    """Armies placed on a region whose Spoils card you hand in while you hold it."""
    return 2


@rule
def hand_limit() -> int:
    """Spoils cards a player may hold at the start of a turn before having to hand in a set."""
    return 5


# --- Battle ----------------------------------------------------------------

@rule
def attack_dice(armies: int) -> int:
    """Dice an attacking region may roll: one fewer than its armies, at most three."""
    return max(0, min(3, armies - 1))


@rule
def defence_dice(armies: int) -> int:
    """Dice a defending region rolls: one per army, at most two."""
    return max(0, min(2, armies))


def _pairs(attack: list, defence: list):
    a = sorted(attack, reverse=True)
    d = sorted(defence, reverse=True)
    return list(zip(a, d))


@rule
def attacker_losses(attack: list, defence: list) -> int:
    """Armies the attacker loses: each compared pair the attacker does not win outright."""
    return sum(1 for a, d in _pairs(attack, defence) if a <= d)


@rule
def defender_losses(attack: list, defence: list) -> int:
    """Armies the defender loses: each compared pair where the attacker rolled higher."""
    return sum(1 for a, d in _pairs(attack, defence) if a > d)


# --- The Fortune die ---------------------------------------------------------

@rule
def fortune(roll: int) -> str:
    if roll == 1:
        return "storm"
    if roll <= 4:
        return "clear"
    if roll == 5:
        return "harvest"
    return "rally"


# --- Scoring -----------------------------------------------------------------

@rule
def final_score(regions: int, land_points: int = 0, mission_points: int = 0) -> int:
    """Points at the end: one per region, each whole land's bonus, each fulfilled mission."""
    return regions + land_points + mission_points


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "game-board": 1,
        "territory": REGION_COUNT + 2,          # every region card and both Warlord cards
        "missions": 12,                          # the whole deck is shuffled; two are dealt to each player
        "army-cubes": ARMIES_PER_COLOUR * players,
        "neutral-armies": neutral_regions(players) * neutral_armies(),
        "attack-dice": 3,
        "defence-dice": 2,
        "fortune-die": 1,
        "round-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"missions": {"hand": missions_dealt(players)},
            "territory": {"hand": 0, "draw": 1},
            "attack-dice": {"dice": 3},
            "fortune-die": {"dice": 1}}


# --- Invariants --------------------------------------------------------------

@invariant("every player can place one army on each dealt region and still has armies to spread")
def starting_armies_cover_regions(players: int) -> bool | str:
    if starting_armies(players) < 2 * regions_dealt(players):
        return f"{starting_armies(players)} armies for {regions_dealt(players)} regions"
    return starting_armies(players) <= ARMIES_PER_COLOUR


@invariant("neutral regions have enough grey cubes", per_player_count=True)
def neutral_cubes_suffice(players: int) -> bool:
    return neutral_regions(players) * neutral_armies() <= NEUTRAL_CUBES


@invariant("the lands add up to the regions, and the Territory deck names each region once",
           per_player_count=False)
def territory_deck_matches_map(game) -> bool | str:
    if sum(size for size, _ in LANDS.values()) != REGION_COUNT:
        return "land sizes do not add up to the regions"
    deck = game.deck("territory")
    named = [c.fields["region"] for c in deck.cards if c.fields["region"]]
    if sorted(named) != sorted(game.names["regions"]):
        missing = set(game.names["regions"]) - set(named)
        return "regions without a card: " + ", ".join(sorted(missing)) if missing else "a region has two cards"
    for land, (size, _) in LANDS.items():
        n = sum(1 for c in deck.cards if c.fields["land"] == land)
        if n != size:
            return f"{land}: {n} cards but {size} regions"
    wild = sum(c.count for c in deck.cards if not c.fields["region"])
    if wild + len(named) != setup(3)["territory"]:
        return "setup() and the deck disagree on the Territory cards"
    return True


@invariant("the Mission deck deals two to every player at the largest table", per_player_count=False)
def missions_go_round(game) -> bool:
    deck = game.deck("missions")
    total = sum(c.count for c in deck.cards)
    return total == setup(5)["missions"] and total >= missions_dealt(5) * PLAYERS[1]

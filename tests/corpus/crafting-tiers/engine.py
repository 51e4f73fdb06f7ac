"""Engine model of Tinker's Week: crafting in three tiers against a clock of hours."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

# Hours one crafting action takes, by tier and by how many items of that tier
# are crafted together. A Masterwork is always crafted alone (None: not allowed).
CRAFT_HOURS = {
    1: {1: 1, 2: 1, 3: 2},
    2: {1: 2, 2: 3, 3: 4},
    3: {1: 4, 2: None, 3: None},
}

SUPPLY = {"ore": 15, "timber": 15, "flax": 15, "clay": 15, "part-tokens": 40}
DECKS = {"wares": 24, "masterworks": 12}


@rule
def craft_hours(tier: int, items: int = 1) -> int | None:
    """Hours one crafting action takes: a batch of 1-3 items of one tier."""
    return CRAFT_HOURS[tier].get(items)


@rule
def most_items_per_craft() -> int:
    """The largest batch one crafting action may make."""
    return 3


@rule
def gather_hours() -> int:
    return 1


@rule
def materials_gathered() -> int:
    """Materials taken by one Gather action."""
    return 4


@rule
def most_of_one_material() -> int:
    """At most this many of one material in one Gather."""
    return 2


@rule
def material_limit() -> int:
    """Materials a player may keep at the end of their turn."""
    return 10


@rule
def wares_face_up(players: int = 2) -> int:
    return min(players + 2, 5)


@rule
def masterworks_face_up(players: int = 2) -> int:
    return 2 if players == 1 else 3


@rule
def week_hours(players: int = 2) -> int:
    """The last space of the week track a player may reach."""
    return 30 if players == 1 else 36


@rule
def starting_materials(players: int = 2) -> int:
    """One of each material for every player."""
    return 4


@rule
def ware_points(parts: int) -> int:
    """A Ware is worth one point less than the Parts it needs."""
    return parts - 1


@rule
def masterwork_points(wares: int, kinds: int) -> int:
    """Three points per Ware turned in, one more when all three kinds are used."""
    return 3 * wares + (1 if kinds == 3 else 0)


@rule
def final_score(ware_points: list, masterwork_points: list) -> int:
    """Points of the Wares kept plus points of the Masterworks crafted."""
    return sum(ware_points) + sum(masterwork_points)


@rule
def solo_title(points: int | str) -> str:
    if points == "32 or more":
        return "Master"
    if points >= 32:
        return "Master"
    return "Journeyman" if points >= 25 else "Apprentice"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything comes out at every count: the supply is shared, one marker each."""
    return {
        "week-board": 1,
        "wares": DECKS["wares"],
        "masterworks": DECKS["masterworks"],
        "hour-markers": players,
        **SUPPLY,
    }


@invariant("setup takes out every card of both decks", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    for deck_id, count in DECKS.items():
        if game.deck(deck_id).total != count:
            return f"{deck_id}: engine says {count}, cards say {game.deck(deck_id).total}"
    return True


@invariant("the supply setup names matches the box", per_player_count=False)
def supply_matches_box(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    wrong = [k for k, v in SUPPLY.items() if box.get(k) != v]
    return True if not wrong else f"supply differs from the box: {', '.join(wrong)}"


@invariant("every Ware is worth one point less than the Parts it needs", per_player_count=False)
def wares_scored_by_parts(game) -> bool | str:
    for card in game.deck("wares").cards:
        parts = sum(a.amount for a in card.fields["needs"])
        if card.fields["points"] != ware_points(parts):
            return f"{card.name} needs {parts} Parts but scores {card.fields['points']}"
    return True


@invariant("every Masterwork scores by the Wares and kinds it needs", per_player_count=False)
def masterworks_scored(game) -> bool | str:
    for card in game.deck("masterworks").cards:
        wares = sum(a.amount for a in card.fields["needs"])
        kinds = len(card.fields["needs"])
        if card.fields["points"] != masterwork_points(wares, kinds):
            return f"{card.name} scores {card.fields['points']}"
    return True


@invariant("every card prints the hours its tier takes alone", per_player_count=False)
def card_hours_match_table(game) -> bool | str:
    for deck_id, tier in (("wares", 2), ("masterworks", 3)):
        for card in game.deck(deck_id).cards:
            if card.fields["hours"] != craft_hours(tier, 1):
                return f"{card.name} prints {card.fields['hours']} hours"
    return True


@invariant("the rows can be filled from the decks")
def rows_fill(players: int, game) -> bool:
    return (game.deck("wares").total >= wares_face_up(players)
            and game.deck("masterworks").total >= masterworks_face_up(players))

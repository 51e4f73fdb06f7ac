"""Engine model of Road Inns.

The road, the inns, what each kind of space gives and how the end of the
journey is scored. The tables in game.yaml print these rules; the worked
examples are recomputed from them.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

SPACES_BETWEEN = 54          # spaces between the Capital and the Sea
INNS = 4
STRETCH = 10                 # ordinary spaces between two stops

# The ordinary spaces of each stretch, Capital side first.
STRETCHES = [
    ["Farm", "Panorama", "Encounter", "Temple", "Shop", "Farm", "Encounter", "Panorama", "Shop", "Temple"],
    ["Panorama", "Farm", "Shop", "Encounter", "Temple", "Panorama", "Farm", "Temple", "Encounter", "Shop"],
    ["Encounter", "Shop", "Farm", "Panorama", "Temple", "Encounter", "Panorama", "Shop", "Farm", "Temple"],
    ["Temple", "Farm", "Panorama", "Shop", "Encounter", "Farm", "Temple", "Panorama", "Encounter", "Shop"],
    ["Shop", "Encounter", "Panorama", "Farm", "Temple", "Shop", "Panorama", "Encounter", "Temple", "Farm"],
]

PANORAMA_LENGTH = {"Mountains": 3, "Paddies": 4, "Coast": 5}
SOUVENIR_KINDS = ("Fan", "Pottery", "Cloth", "Sweets")


def road() -> list[str]:
    """Every space from the Capital (0) to the Sea (55), in order."""
    spaces = ["Capital"]
    for i, stretch in enumerate(STRETCHES):
        spaces.extend(stretch)
        if i < INNS:
            spaces.append("Inn")
    spaces.append("Sea")
    return spaces


# --- numbers the setup table prints ---------------------------------------

@rule
def traveller_cards_dealt(players: int | None = None) -> int:
    """Each player is dealt two travellers and keeps one."""
    return 2


@rule
def meals_laid_out(players: int = 2) -> int:
    """Meal cards the first arrival lays out at an inn: one more than the players."""
    return players + 1


@rule
def travellers_per_space(players: int = 2) -> int:
    """How many travellers one ordinary space holds."""
    return 1 if players <= 3 else 2


@rule
def souvenirs_shown(players: int | None = None) -> int:
    """Souvenir cards turned up at a shop."""
    return 3


@rule
def temple_first(players: int | None = None) -> int:
    """End bonus for the most offering tokens."""
    return 6


@rule
def temple_second(players: int = 2) -> int | None:
    """End bonus for the second most offering tokens (none at two players)."""
    if players == 2:
        return None
    return 3 if players == 3 else 4


@rule
def temple_third(players: int = 2) -> int | None:
    """End bonus for the third most offering tokens (four and five players)."""
    return 2 if players >= 4 else None


# --- the road -------------------------------------------------------------

@rule
def road_spaces() -> int:
    return SPACES_BETWEEN


@rule
def inn_count() -> int:
    return INNS


@rule
def stretch_length() -> int:
    return STRETCH


@rule
def inn_space(number: int) -> int:
    """The space number of the first, second, third or fourth inn."""
    return number * (STRETCH + 1)


@rule
def sea_space() -> int:
    return SPACES_BETWEEN + 1


# --- what the spaces give -------------------------------------------------

@rule
def farm_coins() -> int:
    return 3


@rule
def most_offerings_per_visit() -> int:
    """Coins a traveller may give at one temple visit, one offering token each."""
    return 3


@rule
def meal_points(cost: int) -> int:
    """A meal is worth two points plus two per coin it costs."""
    return 2 + 2 * cost


@rule
def coins_after(coins: int, cost: int) -> int:
    return coins - cost


@rule
def panorama_length(panorama: str) -> int:
    return PANORAMA_LENGTH[panorama]


@rule
def panorama_full_points(panorama: str) -> int:
    """Points of a finished panorama, its tiles 1 to n added up."""
    n = PANORAMA_LENGTH[panorama]
    return n * (n + 1) // 2


@rule
def view_bonus() -> int:
    """The view token for finishing a panorama before anyone else."""
    return 3


@rule
def panorama_points(tiles: list) -> int:
    return sum(tiles)


@rule
def panorama_score(tiles: list, first: bool = False) -> int:
    return sum(tiles) + (view_bonus() if first else 0)


@rule
def set_points(kinds: int) -> int:
    """A set of souvenirs of 1, 2, 3 or 4 different kinds: 1, 3, 6 or 10 points."""
    return kinds * (kinds + 1) // 2


@rule
def souvenir_score(souvenirs: list) -> int:
    """Best scoring of a pile of souvenirs: build the biggest sets first."""
    left = {k: souvenirs.count(k) for k in SOUVENIR_KINDS}
    total = 0
    while any(left.values()):
        kinds = [k for k, n in left.items() if n > 0]
        total += set_points(len(kinds))
        for k in kinds:
            left[k] -= 1
    return total


@rule
def souvenir_sets(souvenirs: list) -> list:
    """The sizes of the sets the best scoring makes, biggest first."""
    left = {k: souvenirs.count(k) for k in SOUVENIR_KINDS}
    sizes = []
    while any(left.values()):
        kinds = [k for k, n in left.items() if n > 0]
        sizes.append(len(kinds))
        for k in kinds:
            left[k] -= 1
    return sizes


@rule
def family_start_coins() -> int:
    """Coins each player starts with in the Family journey variant."""
    return 7


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    family = variant == "family"
    return {
        "board": 1,
        "travellers": 0 if family else traveller_cards_dealt(players) * players,
        "meals": 28,
        "encounters": 16,
        "souvenirs": 32,
        "panoramas": 12 * players,
        "view-tokens": 3,
        "offerings": 40,
        "coins": 80,
        "pawns": players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "meals": {"hand": 0, "draw": meals_laid_out(players)},
        "souvenirs": {"hand": 0, "draw": souvenirs_shown(players)},
        "encounters": {"hand": 0, "draw": 1},
    }


# --- invariants -----------------------------------------------------------

@invariant("the road has 54 spaces, an inn after every stretch of ten, two of each kind per stretch",
           per_player_count=False)
def road_is_sound() -> bool | str:
    r = road()
    if len(r) != SPACES_BETWEEN + 2:
        return f"{len(r) - 2} spaces between Capital and Sea"
    for n in range(1, INNS + 1):
        if r[inn_space(n)] != "Inn":
            return f"space {inn_space(n)} is no inn"
    for i, stretch in enumerate(STRETCHES):
        for kind in ("Farm", "Panorama", "Temple", "Encounter", "Shop"):
            if stretch.count(kind) != 2:
                return f"stretch {i + 1} has {stretch.count(kind)} {kind}"
    return True


@invariant("every player can be dealt their traveller cards")
def travellers_suffice(players: int, game) -> bool | str:
    deck = game.deck("travellers").total
    need = traveller_cards_dealt(players) * players
    return True if need <= deck else f"{need} dealt from {deck}"


@invariant("the meal deck lasts all four inns")
def meals_suffice(players: int, game) -> bool | str:
    deck = game.deck("meals").total
    need = meals_laid_out(players) * INNS
    return True if need <= deck else f"{need} meals needed, {deck} in the deck"


@invariant("every meal's points follow from its cost", per_player_count=False)
def meals_priced(game) -> bool | str:
    for card in game.deck("meals").cards:
        if card.fields["points"] != meal_points(card.fields["cost"]):
            return f"{card.name} is worth {card.fields['points']}"
    return True


@invariant("each panorama has tiles 1 to its length, one of each per player", per_player_count=False)
def panoramas_whole(game) -> bool | str:
    tiles: dict[str, list[int]] = {}
    for card in game.deck("panoramas").cards:
        if card.count != game.max_players:
            return f"{card.name}: {card.count} copies"
        if card.fields["points"] != card.fields["part"]:
            return f"{card.name} is worth {card.fields['points']}"
        tiles.setdefault(card.fields["panorama"], []).append(card.fields["part"])
    for name, n in PANORAMA_LENGTH.items():
        if sorted(tiles.get(name, [])) != list(range(1, n + 1)):
            return f"{name} tiles are {sorted(tiles.get(name, []))}"
    return True

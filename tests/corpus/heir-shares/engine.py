"""Heir Shares: the rules the tables, examples and invariants are held to."""

from generator.engine import invariant, rule

PLAYERS = (3, 5)

WILL_SHARES = {"Halves": 2, "Thirds": 3, "Quarters": 4}
HEIRLOOM_POINTS = [0, 1, 3, 6, 10, 15, 21]
POINTS = {"Each acre of land": 2, "Each Gold": 1, "The family seat": 6}
MOST_CHILDREN = 2          # the most children one marriage card brings
MARRIAGES_WITH_CHILDREN = 2  # marriages in generations I and II bring heirs for a later generation


@rule
def generations(players: int | None = None) -> int:
    """The game lasts three generations."""
    return 3


@rule
def estates_revealed(players: int) -> int:
    """One estate more than there are players, each generation."""
    return players + 1


@rule
def starting_heirs(players: int) -> int:
    return 4 if players == 3 else 3


@rule
def marriage_cards_dealt(players: int) -> int:
    return 2 if players == 5 else 3


@rule
def starting_gold(players: int | None = None) -> int:
    return 5


@rule
def crown_heirlooms(players: int | None = None) -> int:
    """Heirlooms put in the Crown's coffer at setup."""
    return 6


@rule
def heirloom_price() -> int:
    """Gold paid for one heirloom from the Crown's coffer."""
    return 3


@rule
def will_shares(will: str) -> int:
    return WILL_SHARES[will]


@rule
def will_parts(will: str, eldest_double: bool = False) -> int:
    return WILL_SHARES[will] + (1 if eldest_double else 0)


@rule
def heir_share(value: int, will: str, eldest_double: bool = False, eldest: bool = False) -> int:
    """What one heir takes of an estate's land or Gold."""
    part = value // will_parts(will, eldest_double)
    return 2 * part if (eldest and eldest_double) else part


@rule
def crown_share(value: int, will: str, eldest_double: bool = False, claimed: int | None = None) -> int:
    """What the Crown takes of land or Gold: the odd amount, and the parts of empty shares."""
    parts = will_parts(will, eldest_double)
    part = value // parts
    if claimed is None:
        taken = parts
    else:
        taken = claimed + (1 if (eldest_double and claimed > 0) else 0)
    return value - part * taken


@rule
def joined_value(values: list) -> int:
    return sum(values)


@rule
def joined_will(wills: list) -> str:
    """A joined estate is divided under the will with more shares."""
    return max(wills, key=lambda w: WILL_SHARES[w])


@rule
def heirloom_points(heirlooms: int | str) -> int:
    if isinstance(heirlooms, str):
        heirlooms = 6
    return HEIRLOOM_POINTS[min(heirlooms, 6)]


@rule
def points_for(what: str) -> int:
    return POINTS[what]


@rule
def acre_points(players: int | None = None) -> int:
    return POINTS["Each acre of land"]


@rule
def seat_bonus(players: int | None = None) -> int:
    return POINTS["The family seat"]


@rule
def final_score(acres: int, gold: int, heirlooms: int, seat: bool = False) -> int:
    return (acres * POINTS["Each acre of land"] + gold * POINTS["Each Gold"]
            + heirloom_points(heirlooms) + (POINTS["The family seat"] if seat else 0))


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "estates": 18,
        "marriages": 15,
        "family-tree-board": 1,
        "heir-tokens": 8 * players,
        "gold-coins": 54,
        "land-deeds": 42,
        "heirloom-tokens": 20,
        "first-player-marker": 1,
        "generation-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"marriages": {"hand": marriage_cards_dealt(players)},
            "estates": {"per_round": estates_revealed(players)}}


@invariant("each generation's pile holds an estate for every reveal")
def piles_cover_reveals(players: int, game) -> bool | str:
    for gen in range(1, generations() + 1):
        pile = sum(c.count for c in game.deck("estates").cards if c.fields["generation"] == gen)
        if pile < estates_revealed(players):
            return f"generation {gen} has {pile} estates, {estates_revealed(players)} revealed"
    return True


@invariant("the marriage deck deals every hand")
def marriages_deal(players: int, game) -> bool | str:
    need = marriage_cards_dealt(players) * players
    have = game.deck("marriages").total
    return True if have >= need else f"{need} dealt, {have} in the deck"


@invariant("a colour holds a player's heirs and every child two marriages can bring", per_player_count=False)
def colour_holds_heirs(game) -> bool | str:
    most = max(c.fields["children"] for c in game.deck("marriages").cards)
    if most > MOST_CHILDREN:
        return f"a marriage brings {most} children"
    line = next(c for c in game.inventory if c.id == "heir-tokens")
    need = max(starting_heirs(p) for p in game.players) + MARRIAGES_WITH_CHILDREN * MOST_CHILDREN
    return True if line.per_player >= need else f"{need} heirs, {line.per_player} per colour"


@invariant("the heirloom tokens cover the estates and the Crown's coffer", per_player_count=False)
def heirlooms_suffice(game) -> bool | str:
    on_cards = sum(c.count * c.fields["heirlooms"] for c in game.deck("estates").cards)
    line = next(c for c in game.inventory if c.id == "heirloom-tokens")
    need = on_cards + crown_heirlooms()
    return True if line.count >= need else f"{need} heirlooms needed, {line.count} in the box"


@invariant("the Crown's heirloom costs what the rules say", per_player_count=False)
def heirloom_cost_agrees(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "crown-heirloom")
    gold = sum(i.amount for i in cost.items if i.of == "Gold")
    return True if gold == heirloom_price() else f"the cost says {gold}, the rule {heirloom_price()}"

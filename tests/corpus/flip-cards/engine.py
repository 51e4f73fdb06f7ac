"""Tempered: the engine model.

Every tool card has a Rough side (weak, face up when built) and a Tempered side
(strong, reached by the Temper action). The numbers the rules compute with live
here; the cards' own numbers live in cards/tools.csv, and the invariant
`tools_match_the_cards` holds the two together.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

KINDS = ("Hand tool", "Engine", "Ornament")
COPIES = 3          # copies of every tool in the box
BOX_COPPER = 50     # Copper tokens in the box (40 worth 1, 10 worth 5)

# id: (kind, build cost, rough income, rough points, temper cost, tempered income, tempered points)
TOOLS: dict[str, tuple[str, int, int, int, int, int, int]] = {
    "hammer": ("Hand tool", 1, 1, 0, 2, 2, 1),
    "tongs": ("Hand tool", 1, 0, 1, 2, 1, 2),
    "file": ("Hand tool", 2, 1, 0, 3, 2, 2),
    "chisel": ("Hand tool", 2, 0, 1, 3, 1, 3),
    "bellows": ("Engine", 3, 1, 1, 3, 2, 2),
    "water-wheel": ("Engine", 4, 2, 0, 4, 3, 2),
    "trip-hammer": ("Engine", 4, 1, 1, 5, 2, 4),
    "furnace": ("Engine", 5, 2, 1, 5, 4, 2),
    "brass-bell": ("Ornament", 3, 0, 2, 3, 0, 4),
    "silver-inlay": ("Ornament", 4, 0, 2, 4, 1, 5),
    "gilded-clock": ("Ornament", 5, 0, 3, 6, 0, 7),
    "crown-mould": ("Ornament", 6, 0, 3, 6, 1, 8),
}
COLUMNS = ("kind", "cost", "rough_income", "rough_points", "temper_cost", "tempered_income", "tempered_points")


def _tool(tool_id: str) -> dict:
    return dict(zip(COLUMNS, TOOLS[tool_id]))


# --- setup by player count -------------------------------------------------

@rule
def tools_removed(players: int) -> int:
    """Tool cards left in the box: one copy of every tool at 2, of every Engine and Ornament at 3."""
    if players == 2:
        return len(TOOLS)
    if players == 3:
        return sum(1 for t in TOOLS.values() if t[0] in ("Engine", "Ornament"))
    return 0


@rule
def tools_in_play(players: int) -> int:
    """Tool cards shuffled into the draw pile."""
    return len(TOOLS) * COPIES - tools_removed(players)


@rule
def yard_size(players: int) -> int:
    """Face-up cards in the Yard: two more than the players."""
    return players + 2


@rule
def starting_copper(players: int | None = None) -> int:
    """Copper each player takes at the start."""
    return 3


@rule
def end_workshop(players: int, variant: str | None = None) -> int:
    """A workshop of this many cards ends the game (one fewer in a Short shift)."""
    size = 10 - players
    if variant == "short-shift":
        size -= 1
    return size


# --- constants ---------------------------------------------------------------

@rule
def copper_limit(players: int | None = None) -> int:
    """Copper a player may keep at the end of a turn."""
    return 10


@rule
def gather_base(players: int | None = None) -> int:
    """Copper a Gather gives before any card's income."""
    return 1


@rule
def set_bonus(players: int | None = None) -> int:
    """Points for each set of three Tempered tools, one of each kind."""
    return 3


@rule
def crown_bonus() -> int:
    """Points a Tempered Crown Mould adds beside a Tempered Gilded Clock."""
    return 2


@rule
def sweep_price() -> int:
    """Copper paid to sweep the Yard."""
    return 2


# --- prices and scores -------------------------------------------------------

@rule
def temper_price(tool: str, tempered_tongs: int = 0) -> int:
    """What tempering a tool costs: each Tempered Tongs takes 1 off, never below 1."""
    return max(1, _tool(tool)["temper_cost"] - tempered_tongs)


@rule
def build_price(tool: str, tempered_bellows: int = 0) -> int:
    """What building a tool costs: each Tempered Bellows takes 1 off, never below 1."""
    return max(1, _tool(tool)["cost"] - tempered_bellows)


@rule
def may_temper(tool: str, other_tempered: int) -> bool:
    """The Gilded Clock waits for two other Tempered tools; every other tool may be tempered at once."""
    if tool == "gilded-clock":
        return other_tempered >= 2
    return True


@rule
def tempered_sets(tempered: list) -> int:
    """Full sets: one Tempered tool of each kind; a tool counts in one set only."""
    return min(sum(1 for t in tempered if _tool(t)["kind"] == kind) for kind in KINDS)


@rule
def gather_income(tempered: list, rough: list) -> int:
    """Copper a Gather brings: the base, then each card's income on its face-up side."""
    return (gather_base()
            + sum(_tool(t)["tempered_income"] for t in tempered)
            + sum(_tool(t)["rough_income"] for t in rough))


@rule
def workshop_score(tempered: list, rough: list) -> int:
    """Points at the end: each card's face-up points, the set bonus and the Crown Mould's bonus."""
    points = sum(_tool(t)["tempered_points"] for t in tempered) + sum(_tool(t)["rough_points"] for t in rough)
    if "gilded-clock" in tempered:
        points += crown_bonus() * tempered.count("crown-mould")
    return points + set_bonus() * tempered_sets(tempered)


# --- what comes out of the box ------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "tools": tools_in_play(players),
        "copper": BOX_COPPER,
        "forge-master": 1,
    }


# --- invariants -------------------------------------------------------------------

@invariant("the engine's tools are the cards of cards/tools.csv, number for number", per_player_count=False)
def tools_match_the_cards(game) -> bool | str:
    cards = {c.id: c for c in game.deck("tools").cards}
    if set(cards) != set(TOOLS):
        return f"the engine knows {sorted(set(TOOLS) ^ set(cards))} differently"
    for tool_id, card in cards.items():
        for column, value in _tool(tool_id).items():
            if card.fields[column] != value:
                return f"{card.name}: {column} is {card.fields[column]} on the card but {value} in the engine"
        if card.count != COPIES:
            return f"{card.name} has {card.count} copies, not {COPIES}"
    return True


@invariant("the Copper tokens in the box are the engine's bank", per_player_count=False)
def copper_is_the_bank(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "copper")
    return True if line.count == BOX_COPPER else f"the box holds {line.count} Copper tokens, the engine {BOX_COPPER}"


@invariant("the draw pile and the cards left in the box make the whole deck")
def deck_splits(players: int, game) -> bool:
    return tools_in_play(players) + tools_removed(players) == game.deck("tools").total


@invariant("the draw pile can fill the Yard and every workshop to the end", per_player_count=True)
def pile_lasts(players: int, variant: str | None = None) -> bool:
    return tools_in_play(players) >= yard_size(players) + players * end_workshop(players, variant)


@invariant("every tool gives more income or more points once Tempered", per_player_count=False)
def tempering_pays(game) -> bool | str:
    for card in game.deck("tools").cards:
        f = card.fields
        if f["tempered_income"] < f["rough_income"] or f["tempered_points"] < f["rough_points"]:
            return f"{card.name} loses by tempering"
        if f["tempered_income"] + f["tempered_points"] <= f["rough_income"] + f["rough_points"]:
            return f"{card.name} gains nothing by tempering"
    return True


@invariant("a full bank covers every player's Copper limit", per_player_count=True)
def bank_covers_limits(players: int) -> bool:
    # 40 tokens worth 1 and 10 worth 5 make 90 Copper
    return 40 * 1 + 10 * 5 >= players * copper_limit()

"""Engine model of Ember Road: the rules the printed tables and examples use."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)  # the same range as `players` in game.yaml

CHAPTERS = (1, 2, 3, 4, 5, 6)
SUPPLY_TOKENS = 60     # game.yaml inventory 'supply-tokens'; held by an invariant
LANTERN_MARKERS = 6    # game.yaml inventory 'lanterns'; held by an invariant


@rule
def event_deck_size(players: int) -> int:
    """Event cards shuffled into one chapter's deck."""
    return 10 + 2 * players


@rule
def start_oil(players: int) -> int:
    """Oil each hero takes at the start of a chapter."""
    return 4 if players == 1 else 3


@rule
def start_bread(players: int) -> int:
    """Bread each hero takes at the start of a chapter."""
    return 3


@rule
def dread_start(players: int) -> int:
    """Space of the dread track the dread marker starts a chapter on."""
    return players - 1


@rule
def actions_per_hero(players: int) -> int:
    """Actions each hero takes in the Heroes phase."""
    return 3 if players == 1 else 2


@rule
def carry_limit(players: int) -> int:
    """Oil and Bread together that a hero may keep into the next chapter."""
    return {1: 6, 2: 5, 3: 4, 4: 4}[players]


@rule
def lanterns_needed(chapter: int) -> int:
    """Lanterns the heroes must light to win a chapter."""
    return (2, 3, 3, 4, 4, 5)[chapter - 1]


@rule
def dread_limit(chapter: int) -> int:
    """When the dread marker reaches this space, the chapter is lost."""
    return 12 - chapter


@rule
def envelope_opened(chapter: int) -> str | None:
    """The sealed envelope opened at the start of a chapter, if any."""
    return {3: "Ashen", 5: "Frost", 6: "Crown"}.get(chapter)


@rule
def chapter_renown(chapter: int, dread: int) -> int:
    """Renown for a won chapter: twice its number plus the dread spaces left."""
    return 2 * chapter + (dread_limit(chapter) - dread)


@rule
def level_cost(level: int) -> int:
    """Shards paid to reach a level."""
    return {2: 4, 3: 7}[level]


@rule
def sticker_cost(stat: str) -> int:
    """Shards paid for an upgrade sticker of a stat."""
    return 2 if stat == "Health" else 3


@rule
def shards_left(shards: int, level: int, stat: str) -> int:
    """Shards left after buying a level and one sticker."""
    return shards - level_cost(level) - sticker_cost(stat)


@rule
def sticker_spaces() -> int:
    """Sticker spaces on a hero mat."""
    return 6


@rule
def scout_cards() -> int:
    """Event cards a Scout action looks at."""
    return 2


@rule
def fate(roll: int) -> str:
    """The fate die's result for a roll."""
    if roll == 1:
        return "snuffed"
    if roll <= 3:
        return "flicker"
    return "flame" if roll <= 5 else "blaze"


@rule
def fate_bonus(roll: int) -> int:
    """What a roll adds to the stat tested."""
    return {"snuffed": 0, "flicker": 1, "flame": 2, "blaze": 3}[fate(roll)]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What one chapter at this player count takes out of the box."""
    return {
        "events": event_deck_size(players),
        "heroes": 3 * players,
        "hero-mats": players,
        "road-board": 1,
        "supply-tokens": SUPPLY_TOKENS,
        "lanterns": LANTERN_MARKERS,
        "caravan-marker": 1,
        "dread-marker": 1,
        "fate-die": 1,
        "campaign-log-pad": 1,
    }


def _count(game, cid: str) -> int:
    return next(c for c in game.inventory if c.id == cid).count


@invariant("the event deck holds a full chapter deck at every count")
def chapter_deck_fits(players: int, game) -> bool | str:
    total = game.deck("events").total
    need = event_deck_size(players)
    return True if need <= total else f"a chapter needs {need} events, the deck has {total}"


@invariant("the dread marker starts below the lowest dread limit", )
def dread_starts_safe(players: int) -> bool:
    return all(dread_start(players) < dread_limit(c) for c in CHAPTERS)


@invariant("whole supplies come out of the box", per_player_count=False)
def supplies_whole(game) -> bool | str:
    if _count(game, "supply-tokens") != SUPPLY_TOKENS:
        return "supply token count differs from the engine"
    if _count(game, "lanterns") != LANTERN_MARKERS:
        return "lantern count differs from the engine"
    return True


@invariant("there are enough lantern markers for the longest chapter", per_player_count=False)
def lanterns_suffice(game) -> bool:
    return max(lanterns_needed(c) for c in CHAPTERS) <= _count(game, "lanterns")


@invariant("every sticker space of every hero mat can be filled", per_player_count=False)
def stickers_suffice(game) -> bool:
    return _count(game, "upgrade-stickers") >= _count(game, "hero-mats") * sticker_spaces()


@invariant("the printed upgrade costs are the engine's", per_player_count=False)
def upgrade_costs_agree(game) -> bool | str:
    costs = {c.id: c.items[0].amount for c in game.costs}
    for level in (2, 3):
        if costs[f"level-{level}"] != level_cost(level):
            return f"level {level} costs {costs[f'level-{level}']} in game.yaml"
    for stat in ("Might", "Wits", "Grace", "Health"):
        if costs[f"{stat.lower()}-sticker"] != sticker_cost(stat):
            return f"{stat} sticker cost differs"
    return True


@invariant("each hero grows at every level and never shrinks", per_player_count=False)
def heroes_grow(game) -> bool | str:
    cards = game.deck("heroes").cards
    for hero in game.names["heroes"]:
        levels = sorted((c for c in cards if c.fields["hero"] == hero), key=lambda c: c.fields["level"])
        if [c.fields["level"] for c in levels] != [1, 2, 3]:
            return f"{hero} lacks a card per level"
        for low, high in zip(levels, levels[1:]):
            a = sum(low.fields[s] for s in ("might", "wits", "grace", "health"))
            b = sum(high.fields[s] for s in ("might", "wits", "grace", "health"))
            if b <= a or any(high.fields[s] < low.fields[s] for s in ("might", "wits", "grace", "health")):
                return f"{high.name} is not stronger than {low.name}"
    return True

"""Rainbow Puddles: the rules the tables, the die and the examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

COLOURS = ("Red", "Yellow", "Blue", "Orange", "Green", "Purple")

# the colour each face of the colour die shows, face 1 to face 6 (result ids of the die table)
DIE_FACES = {1: "red", 2: "yellow", 3: "blue", 4: "orange", 5: "green", 6: "purple"}

# two colours mixed together make a third
MIXES = {
    "Orange": ("Red", "Yellow"),
    "Green": ("Yellow", "Blue"),
    "Purple": ("Red", "Blue"),
}

PAINT_CARDS = 48          # the whole Paint deck: shuffled into the pile at the start
CARDS_PER_COLOUR = 8      # of each colour: three with 1 dot, three with 2, two with 3
DOTS_PER_COLOUR = 15


@rule
def puddle_size(players: int = 2) -> int:
    """Face-up cards in the Puddle: three more than there are players."""
    return players + 3


@rule
def start_cards(players: int | None = None) -> int:
    """Cards each player lays on the palette before the first turn."""
    return 1


@rule
def rainbow_bonus(players: int | None = None) -> int:
    """Dots the Rainbow token is worth: one for every colour."""
    return len(COLOURS)


@rule
def colours_in_rainbow() -> int:
    """Pots to fill for a rainbow."""
    return len(COLOURS)


@rule
def most_dots_on_a_card() -> int:
    return 3


@rule
def colour_roll(roll: int) -> str:
    """The result of the colour die at this face."""
    return DIE_FACES[roll]


@rule
def mix(first: str, second: str) -> str | None:
    """The colour two cards make together, or None when they make nothing new."""
    for made, pair in MIXES.items():
        if {first, second} == set(pair):
            return made
    return None


@rule
def final_score(dots: list, rainbow: bool = False) -> int:
    """A painter's score: the dots on every card of the palette, and the Rainbow token."""
    return sum(int(d) for d in dots) + (rainbow_bonus() if rainbow else 0)


@rule
def has_rainbow(colours: list) -> bool:
    """True when the palette has a card on every pot."""
    return set(colours) >= set(COLOURS)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "paint": PAINT_CARDS,
        "palettes": players,
        "colour-die": 1,
        "rainbow-token": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "paint": {"hand": start_cards(players), "draw": 1},
        "colour-die": {"dice": 1},
    }


@invariant("the mixing costs in game.yaml are the mixes the engine knows", per_player_count=False)
def mixing_costs_agree(game) -> bool | str:
    for cost in game.costs:
        if cost.group != "mixing":
            continue
        made = cost.name.split()[0]
        paid = tuple(item.of for item in cost.items)
        if made not in MIXES or set(paid) != set(MIXES[made]):
            return f"{cost.name} costs {paid}"
    return True


@invariant("the Paint deck holds the same cards and dots in every colour", per_player_count=False)
def deck_is_fair(game) -> bool | str:
    deck = game.deck("paint")
    if deck.total != PAINT_CARDS:
        return f"the deck has {deck.total} cards, the engine says {PAINT_CARDS}"
    for colour in COLOURS:
        cards = [c for c in deck.cards if c.fields["colour"] == colour]
        count = sum(c.count for c in cards)
        dots = sum(c.count * c.fields["dots"] for c in cards)
        if count != CARDS_PER_COLOUR or dots != DOTS_PER_COLOUR:
            return f"{colour}: {count} cards, {dots} dots"
    most = max(c.fields["dots"] for c in deck.cards)
    if most != most_dots_on_a_card():
        return f"the most dots on a card is {most}"
    return True


@invariant("the colour die shows every colour once")
def die_shows_every_colour(players: int) -> bool:
    return sorted(DIE_FACES.values()) == sorted(c.lower() for c in COLOURS)


@invariant("the pile fills the Puddle and deals the first cards with plenty to spare")
def pile_is_big_enough(players: int) -> bool:
    return puddle_size(players) + start_cards(players) * players + 20 <= PAINT_CARDS

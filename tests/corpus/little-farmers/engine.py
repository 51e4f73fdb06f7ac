"""Little Farmers: the rules the tables, the die and the examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

ANIMALS = ("Hen", "Duck", "Pig", "Sheep", "Cow")
SOUNDS = {"Hen": "Cluck", "Duck": "Quack", "Pig": "Oink", "Sheep": "Baa", "Cow": "Moo"}
NUMBER_WORDS = {1: "One", 2: "Two", 3: "Three", 4: "Four"}
MARKET_DAY = "market-day"

# Box counts the engine needs for setup(); held to game.yaml by invariants below.
DECK_SIZE = 40
CORN_TOKENS = 24
FARM_DICE = 2

# What the Farm die shows: faces 1-4 are numbers, 5 the Sun, 6 the Rooster.
FIRST_ROLL = {1: "one", 2: "two", 3: "three", 4: "four", 5: "sun", 6: "rooster"}
SECOND_ROLL = {1: "one-again", 2: "two-again", 3: "three-again", 4: "four-again", 5: "lucky", 6: "lucky"}


# ---------------------------------------------------------------- setup numbers

@rule
def meadow_cards(players: int) -> int:
    """Face-up cards in the Meadow: three more than the players."""
    return players + 3


@rule
def starting_corn(players: int | None = None) -> int:
    """Corn tokens each player starts with, at every count."""
    return 1


@rule
def corn_for_a_card(players: int | None = None) -> int:
    """Corn paid back to the supply to take any card you need."""
    return 3


@rule
def pens_to_fill() -> int:
    """Pens on a farm board: one per animal. Filling them all wins."""
    return len(ANIMALS)


@rule
def highest_number() -> int:
    """The most animals one card shows (cards show 1 to 4)."""
    return 4


@rule
def dice_rolled(players: int = 2, variant: str | None = None) -> int:
    """Farm dice rolled each turn: one, or both in Market Day."""
    return 2 if variant == MARKET_DAY else 1


@rule
def full_farm_bonus(players: int = 2, variant: str | None = None) -> int:
    """Points a full farm adds to its owner's score in Market Day (the base game has no score)."""
    return 5 if variant == MARKET_DAY else 0


# ---------------------------------------------------------------- the die

@rule
def farm_die(roll: int, reroll: int | None = None) -> str:
    """The result id of a roll of the Farm die, and of the roll after a Rooster."""
    if reroll is not None:
        return SECOND_ROLL[reroll]
    return FIRST_ROLL[roll]


# ---------------------------------------------------------------- a turn

@rule
def cards_you_may_take(meadow: list, farm: list, roll: int | str) -> list[str]:
    """The animals of the Meadow a roll lets you take: the right number, and a pen still empty.

    `meadow` is a list of [animal, number] cards; `roll` is a number, or "Sun" for any card."""
    wanted = []
    for animal, number in meadow:
        if animal in farm or animal in wanted:
            continue
        if roll == "Sun" or number == roll:
            wanted.append(animal)
    return sorted(wanted, key=ANIMALS.index)


@rule
def pens_left(farm: list) -> int:
    """Pens still empty on a farm holding these animals."""
    return len(ANIMALS) - len(set(farm) & set(ANIMALS))


@rule
def roll_total(rolls: list) -> int:
    """Market Day: the two dice added up (a Sun already counted as the number chosen)."""
    return sum(rolls)


@rule
def market_day_score(numbers: list, kinds: int) -> int:
    """Market Day: every animal on your cards, plus the bonus for a full farm."""
    bonus = full_farm_bonus(variant=MARKET_DAY) if kinds == len(ANIMALS) else 0
    return sum(numbers) + bonus


# ---------------------------------------------------------------- box

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "animals": DECK_SIZE,                    # the whole deck: Meadow and draw pile
        "farm-boards": players,
        "corn-tokens": CORN_TOKENS,              # every Corn token: the supply
        "farm-dice": dice_rolled(players, variant),
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    """How the game draws, for the designer's report."""
    return {
        "animals": {"table": meadow_cards(players), "per_round": players * dice_rolled(players, variant)},
        "farm": {"dice": dice_rolled(players, variant)},
    }


# ---------------------------------------------------------------- invariants

@invariant("the box holds the deck, the Corn and the dice that setup() takes", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    deck = game.deck("animals")
    if deck.total != DECK_SIZE:
        return f"the deck has {deck.total} cards, the engine says {DECK_SIZE}"
    counts = {c.id: c.count for c in game.inventory}
    if counts.get("corn-tokens") != CORN_TOKENS:
        return f"the box holds {counts.get('corn-tokens')} Corn tokens, the engine says {CORN_TOKENS}"
    if counts.get("farm-dice") != FARM_DICE:
        return f"the box holds {counts.get('farm-dice')} Farm dice, the engine says {FARM_DICE}"
    return True


@invariant("every animal has a card for each number from 1 to the highest", per_player_count=False)
def every_number_for_every_animal(game) -> bool | str:
    have = {(c.fields["animal"], c.fields["number"]) for c in game.deck("animals").cards}
    for animal in ANIMALS:
        for number in range(1, highest_number() + 1):
            if (animal, number) not in have:
                return f"no card of {number} {animal}"
    return True


@invariant("each card's name and call say its number", per_player_count=False)
def cards_say_their_number(game) -> bool | str:
    for card in game.deck("animals").cards:
        n = card.fields["number"]
        animal = card.fields["animal"]
        if not card.name.startswith(NUMBER_WORDS[n] + " "):
            return f"{card.name} does not start with {NUMBER_WORDS[n]}"
        if card.fields["call"] != " ".join([SOUNDS[animal] + "!"] * n):
            return f"{card.name} calls '{card.fields['call']}'"
    return True


@invariant("the Corn trade costs what corn_for_a_card() says", per_player_count=False)
def corn_trade_agrees(game) -> bool | str:
    cost = next((c for c in game.costs if c.id == "corn-card"), None)
    if cost is None:
        return "no cost 'corn-card'"
    corn = sum(i.amount for i in cost.items if i.of == "Corn")
    return True if corn == corn_for_a_card() else f"the cost says {corn} Corn"


@invariant("the number faces of the Farm die are the numbers the cards show", per_player_count=False)
def die_matches_cards(game) -> bool | str:
    numbers = sorted(face for face, result in FIRST_ROLL.items() if result not in ("sun", "rooster"))
    return True if numbers == list(range(1, highest_number() + 1)) else f"die numbers {numbers}"


@invariant("the deck fills the Meadow and every farm with cards to spare")
def deck_is_big_enough(players: int) -> bool:
    return DECK_SIZE >= meadow_cards(players) + players * pens_to_fill()

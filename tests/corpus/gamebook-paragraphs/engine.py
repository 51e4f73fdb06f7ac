"""The Lantern of Saltmere: a solo or cooperative adventure read from a book of numbered paragraphs.

The party reads one paragraph at a time, chooses where to go, makes skill checks on two six-sided
dice, and turns to the paragraph the choice or the check names. The rules below are what the tables
in game.yaml print; the invariants hold the book itself together (every "turn to" leads somewhere,
every codeword and item a paragraph names exists).
"""

import re

from generator.engine import invariant, rule

PLAYERS = (1, 4)

HEROES = ("Bram", "Ilse", "Corvin", "Mab")
SKILLS = ("Might", "Wits", "Stealth", "Lore")

# Each hero's rating in each skill: every hero has 6 points spread over the four skills.
RATINGS = {
    "Bram": {"Might": 3, "Wits": 1, "Stealth": 1, "Lore": 1},
    "Ilse": {"Might": 1, "Wits": 2, "Stealth": 3, "Lore": 0},
    "Corvin": {"Might": 0, "Wits": 2, "Stealth": 1, "Lore": 3},
    "Mab": {"Might": 1, "Wits": 2, "Stealth": 2, "Lore": 1},
}

TARGETS = {"Easy": 6, "Fair": 8, "Hard": 10, "Deadly": 12}

BOOK_SIZE = 120
FIRST_PARAGRAPH = 1
TIDE_PARAGRAPH = 100      # read at once when the last tide box is ticked
FALLEN_PARAGRAPH = 13     # read at once when every hero is knocked out


# ---------------------------------------------------------------- setup by player count

@rule
def starting_health(players: int = 1) -> int:
    """Health each hero starts with: a lone hero is tougher than one of a crowd."""
    return {1: 12, 2: 10, 3: 9, 4: 8}[players]


@rule
def starting_items(players: int = 1) -> int:
    """Starting items each hero picks from the six Starting item cards."""
    return {1: 3, 2: 2, 3: 2, 4: 1}[players]


@rule
def rations(players: int = 1) -> int:
    """Ration tokens the party starts with."""
    return players + 2


@rule
def starting_silver(players: int = 1) -> int:
    """Silver tokens the party starts with."""
    return 3 + players // 2


# ---------------------------------------------------------------- constants

@rule
def max_health(players: int | None = None) -> int:
    """The top space of the health track; no hero ever goes above it."""
    return 12


@rule
def carry_limit(players: int | None = None) -> int:
    """Item cards one hero may carry."""
    return 4


@rule
def tide_boxes(variant: str | None = None) -> int:
    """Boxes on the tide track that are used: the Storyteller telling uses two more."""
    return 12 if variant == "storyteller" else 10


@rule
def ration_heal(variant: str | None = None) -> int:
    """Health one Ration token gives back."""
    return 2 if variant == "iron-lantern" else 3


@rule
def help_cost() -> int:
    """Health a hero loses to lend a hand; each hand adds 1 to the total."""
    return 1


@rule
def relic_renown() -> int:
    """Renown each Relic card the party took is worth at the end."""
    return 2


@rule
def book_size() -> int:
    return BOOK_SIZE


@rule
def first_paragraph() -> int:
    return FIRST_PARAGRAPH


@rule
def tide_paragraph() -> int:
    return TIDE_PARAGRAPH


@rule
def fallen_paragraph() -> int:
    return FALLEN_PARAGRAPH


NUMBERS = {
    "Tide boxes": tide_boxes,
    "Items a hero may carry": carry_limit,
    "Health a Ration restores": ration_heal,
    "Top of the health track": max_health,
}


@rule
def constant(what: str) -> int:
    """The numbers to remember, looked up by name."""
    return NUMBERS[what]()


# ---------------------------------------------------------------- heroes and checks

@rule
def hero_rating(hero: str, skill: str) -> int:
    return RATINGS[hero][skill]


@rule
def target_number(difficulty: str) -> int:
    """The total a check must reach at each difficulty."""
    return TARGETS[difficulty]


def _dice_pass(a: int, b: int, needed: int) -> bool:
    if a == 1 and b == 1:      # double one always fails
        return False
    if a == 6 and b == 6:      # double six always passes
        return True
    return a + b >= needed


@rule
def chance_in_36(needed: int | str) -> int:
    """Of the 36 throws of two dice, how many pass when the dice must show `needed` or more."""
    n = 13 if needed == "13 or more" else int(needed)
    return sum(_dice_pass(a, b, n) for a in range(1, 7) for b in range(1, 7))


@rule
def check_total(dice: list, rating: int, bonus: int = 0, helpers: int = 0) -> int:
    """Two dice, plus the lead hero's rating, one item's bonus and one for each hand lent."""
    return sum(dice) + rating + bonus + helpers


@rule
def passes(dice: list, rating: int, target: int, bonus: int = 0, helpers: int = 0) -> bool:
    a, b = dice
    if a == 1 and b == 1:
        return False
    if a == 6 and b == 6:
        return True
    return check_total(dice, rating, bonus, helpers) >= target


# ---------------------------------------------------------------- the end

@rule
def renown(ending: int, relics: int, tide_left: int) -> int:
    """Final Renown: the ending's worth, 2 for each Relic taken, 1 for each unticked tide box."""
    return ending + relic_renown() * relics + tide_left


TITLES = ((19, "Keeper of the Vigil"), (14, "Lanternbearer"), (8, "Mudlark"), (0, "Lost to the Lake"))


@rule
def title(renown: int | str) -> str:
    if renown == "19 or more":
        return TITLES[0][1]
    for least, name in TITLES:
        if int(renown) >= least:
            return name
    return TITLES[-1][1]


# ---------------------------------------------------------------- what a game takes out

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "paragraphs": BOOK_SIZE,          # the whole book
        "items": 22,                      # the whole item deck: starting items are picked from it
        "hero-boards": 4,                 # the players choose their heroes from all four
        "health-markers": players,        # one for each hero in play
        "ration-tokens": rations(players),
        "silver-tokens": starting_silver(players),
        "journey-log": 1,
        "dice": 2,
    }


# ---------------------------------------------------------------- invariants

LINK = re.compile(r"\bturn to (\d+)", re.IGNORECASE)
TAKE = re.compile(r"\btake the ([A-Z][\w' -]*?) card", re.IGNORECASE)
CODEWORD = re.compile(r"\bcodeword ([A-Z][a-z]+)")
CHECK = re.compile(r"\b(\w+) (\w+) check\b")


def _book(game) -> dict[int, str]:
    return {int(card.name): card.fields["text"] for card in game.deck("paragraphs").cards}


@invariant("the book holds every paragraph from 1 to its last, each once", per_player_count=False)
def book_is_whole(game) -> bool | str:
    book = _book(game)
    missing = [n for n in range(1, BOOK_SIZE + 1) if n not in book]
    if missing or len(book) != BOOK_SIZE:
        return f"missing paragraphs: {missing[:5]}"
    return True


@invariant("every 'turn to' names a paragraph of the book", per_player_count=False)
def links_land(game) -> bool | str:
    book = _book(game)
    for n, text in book.items():
        for target in LINK.findall(text):
            if int(target) not in book:
                return f"paragraph {n} turns to {target}, which the book lacks"
    return True


@invariant("every paragraph can be reached from the first, but the two the rules send you to", per_player_count=False)
def all_reachable(game) -> bool | str:
    book = _book(game)
    seen, todo = {FIRST_PARAGRAPH}, [FIRST_PARAGRAPH]
    while todo:
        for target in LINK.findall(book[todo.pop()]):
            if int(target) not in seen:
                seen.add(int(target))
                todo.append(int(target))
    lost = sorted(set(book) - seen - {TIDE_PARAGRAPH, FALLEN_PARAGRAPH})
    return True if not lost else f"no way to reach paragraphs {lost[:8]}"


@invariant("the rule endings are endings", per_player_count=False)
def rule_endings_end(game) -> bool | str:
    book = _book(game)
    for n in (TIDE_PARAGRAPH, FALLEN_PARAGRAPH, BOOK_SIZE):
        if "adventure ends here" not in book[n] or LINK.search(book[n]):
            return f"paragraph {n} is no ending"
    return True


@invariant("every item a paragraph hands out is a card of the item deck", per_player_count=False)
def items_exist(game) -> bool | str:
    names = {card.name for card in game.deck("items").cards}
    for n, text in _book(game).items():
        for name in TAKE.findall(" ".join(text.split())):
            if name not in names:
                return f"paragraph {n} hands out '{name}', which is no item card"
    return True


@invariant("every codeword is one of the journey log's, and each one ticked is asked for somewhere", per_player_count=False)
def codewords_used(game) -> bool | str:
    known = set(game.names["codewords"])
    ticked, asked = set(), set()
    for n, text in _book(game).items():
        for word in CODEWORD.findall(text):
            if word not in known:
                return f"paragraph {n} names codeword '{word}', which the journey log lacks"
        ticked.update(re.findall(r"[Tt]ick the codeword ([A-Z][a-z]+)", text))
        asked.update(re.findall(r"have the codeword ([A-Z][a-z]+)", text))
    idle = sorted((ticked - asked) | (known - ticked))
    return True if not idle else f"codewords never asked for or never given: {idle}"


@invariant("every check names a difficulty and a skill of the game", per_player_count=False)
def checks_are_known(game) -> bool | str:
    for n, text in _book(game).items():
        for difficulty, skill in CHECK.findall(text):
            if difficulty in TARGETS and skill not in SKILLS:
                return f"paragraph {n}: '{difficulty} {skill} check' names no skill"
            if skill in SKILLS and difficulty not in TARGETS:
                return f"paragraph {n}: '{difficulty} {skill} check' names no difficulty"
    return True


@invariant("an item adds to a check only if it names the skill", per_player_count=False)
def bonuses_name_a_skill(game) -> bool | str:
    for card in game.deck("items").cards:
        if bool(card.fields["skill"]) != (card.fields["bonus"] > 0):
            return f"{card.name}: skill '{card.fields['skill']}' but bonus {card.fields['bonus']}"
    return True


@invariant("there are enough Starting items for every hero to pick their share", per_player_count=True)
def starting_items_suffice(players: int, game) -> bool | str:
    pool = sum(card.count for card in game.deck("items").cards if card.fields["kind"] == "Starting")
    return pool >= starting_items(players) * players or f"{pool} Starting items for {players} heroes"


@invariant("no hero starts above the top of the health track")
def health_fits_track(players: int) -> bool:
    return starting_health(players) <= max_health()


@invariant("every hero has the same six rating points", per_player_count=False)
def heroes_balanced() -> bool | str:
    uneven = [h for h in HEROES if sum(RATINGS[h].values()) != 6]
    return True if not uneven else f"uneven: {uneven}"


@invariant("setup takes out the whole item deck", per_player_count=False)
def item_deck_whole(game) -> bool | str:
    total = game.deck("items").total
    return total == setup(1)["items"] or f"setup takes 22 item cards but the deck has {total}"

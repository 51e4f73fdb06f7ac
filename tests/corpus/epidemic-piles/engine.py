"""The Fever Roads: the rules the tables print, what a game takes out of the box at each number of
healers and level, and the facts that tie the cards, the costs and the board to those rules."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# What the box holds (held to game.yaml by the invariants below).
TOWN_CARDS = 24
BOON_CARDS = 5
SURGES_IN_BOX = 6
FEVER_CARDS = 24
ROLE_CARDS = 5
CUBES_PER_FEVER = 18
CLINICS = 6
CUBE_LINES = ("green-cubes", "blue-cubes", "red-cubes")

# The levels of difficulty: how many Surge cards (and so how many piles) each uses.
LEVEL_SURGES = {"Gentle": 4, "Standard": 5, "Heroic": 6}
VARIANT_LEVELS = {None: "Standard", "gentle": "Gentle", "heroic": "Heroic"}

# The Spread track, space 1 first: fever cards drawn in each Spread step.
SPREAD_RATES = (2, 2, 2, 3, 3, 4, 4)

# The first fever at setup, wave by wave: (fever cards drawn, cubes on each town drawn).
FIRST_FEVER = {1: (3, 3), 2: (3, 2), 3: (3, 1)}


def level_of(variant: str | None) -> str:
    return VARIANT_LEVELS[variant]


# ---- dealing and the piles -------------------------------------------------------------------

@rule
def cards_dealt(players: int) -> int:
    """Town and Boon cards dealt to each healer at setup."""
    return {2: 4, 3: 3, 4: 2}[players]


@rule
def cards_to_split(players: int) -> int:
    """Town and Boon cards left after the hands are dealt: these are split into the piles."""
    return TOWN_CARDS + BOON_CARDS - cards_dealt(players) * players


@rule
def surge_cards(level: str = "Standard") -> int:
    """Surge cards shuffled into the player deck at this level."""
    return LEVEL_SURGES[level]


@rule
def piles(level: str = "Standard") -> int:
    """The player deck is split into one pile per Surge card."""
    return surge_cards(level)


@rule
def pile_sizes(players: int, level: str = "Standard") -> list[int]:
    """The piles' sizes with their Surge shuffled in, top pile first: the cards are shared out as
    evenly as they go, and the piles that take one card more go on top."""
    count = piles(level)
    base, extra = divmod(cards_to_split(players), count)
    return [base + 1 + (1 if i < extra else 0) for i in range(count)]


# ---- the first fever -------------------------------------------------------------------------

@rule
def setup_fever_cards(wave: int) -> int:
    return FIRST_FEVER[wave][0]


@rule
def setup_cubes(wave: int) -> int:
    return FIRST_FEVER[wave][1]


# ---- a turn ----------------------------------------------------------------------------------

@rule
def actions_per_turn(players: int | None = None) -> int:
    return 4


@rule
def player_cards_drawn(players: int | None = None) -> int:
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    return 7


@rule
def remedy_cards(players: int | None = None, role: str | None = None) -> int:
    """Town cards of one region discarded to brew a remedy; the Herbalist needs one fewer."""
    return 4 if role == "Herbalist" else 5


@rule
def max_cubes(players: int | None = None) -> int:
    """A town holds at most this many cubes of one colour; one more makes it break out."""
    return 3


@rule
def outbreaks_to_lose(players: int | None = None) -> int:
    """The Panic marker's last space: reaching it loses the game."""
    return 8


@rule
def spread_rate(space: int) -> int:
    """Fever cards drawn in each Spread step with the Spread marker on this space."""
    return SPREAD_RATES[space - 1]


@rule
def first_space_of_rate(rate: int) -> int:
    """The first space of the Spread track that draws this many fever cards."""
    return SPREAD_RATES.index(rate) + 1


@rule
def cubes_kept(cubes_before: int, added: int) -> int:
    """Cubes of one colour a town holds after some are added: never more than the limit."""
    return min(max_cubes(), cubes_before + added)


@rule
def breaks_out(cubes_before: int, added: int) -> bool:
    """Whether adding cubes of one colour to a town makes it break out."""
    return cubes_before + added > max_cubes()


@rule
def panic_after(panic: int, outbreaks: int) -> int:
    """Where the Panic marker stands after some outbreaks."""
    return panic + outbreaks


# ---- setup -----------------------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    level = level_of(variant)
    return {
        "game-board": 1,
        "towns": TOWN_CARDS,
        "boons": BOON_CARDS,
        "surges": surge_cards(level),          # the other Surge cards stay in the box
        "fever": FEVER_CARDS,
        "roles": ROLE_CARDS,                   # dealt one each from the whole deck
        "green-cubes": CUBES_PER_FEVER,
        "blue-cubes": CUBES_PER_FEVER,
        "red-cubes": CUBES_PER_FEVER,
        "clinics": CLINICS,
        "pawns": players,
        "spread-marker": 1,
        "panic-marker": 1,
        "remedy-markers": 3,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "towns": {"hand": cards_dealt(players), "draw": player_cards_drawn()},
        "fever": {"table": sum(cards for cards, _ in FIRST_FEVER.values()), "per_round": 2 * players},
    }


# ---- invariants ------------------------------------------------------------------------------

@invariant("the decks hold the cards the rules count on", per_player_count=False)
def decks_as_counted(game) -> bool | str:
    wanted = {"towns": TOWN_CARDS, "boons": BOON_CARDS, "surges": SURGES_IN_BOX,
              "fever": FEVER_CARDS, "roles": ROLE_CARDS}
    for deck_id, count in wanted.items():
        deck = game.deck(deck_id)
        if deck is None or deck.total != count:
            return f"deck {deck_id} holds {deck.total if deck else 0}, the engine counts {count}"
    if SURGES_IN_BOX < max(LEVEL_SURGES.values()):
        return "the hardest level needs more Surge cards than the box holds"
    return True


@invariant("every town on the board has one Town card and one fever card", per_player_count=False)
def towns_have_cards(game) -> bool | str:
    board = game.maps[0]
    towns = {loc.name for loc in board.locations if loc.kind == "city"}
    for deck_id in ("towns", "fever"):
        names = [card.name for card in game.deck(deck_id).cards]
        if sorted(names) != sorted(towns):
            missing = sorted(towns - set(names))
            return f"deck {deck_id} does not name each town once (missing: {', '.join(missing) or 'none'})"
    return True


@invariant("each region has the same number of towns, and at least a remedy's worth", per_player_count=False)
def regions_balanced(game) -> bool | str:
    counts: dict[str, int] = {}
    for card in game.deck("towns").cards:
        counts[card.fields["region"]] = counts.get(card.fields["region"], 0) + card.count
    if len(set(counts.values())) != 1:
        return f"regions differ: {counts}"
    if min(counts.values()) < remedy_cards():
        return "a region has fewer town cards than a remedy needs"
    return True


@invariant("every town lies on at least two roads", per_player_count=False)
def towns_are_joined(game) -> bool | str:
    board = game.maps[0]
    roads: dict[str, int] = {}
    for route in board.routes:
        for end in route.between:
            place = board.location(end)
            roads[place.id] = roads.get(place.id, 0) + 1
    lonely = [loc.name for loc in board.locations if loc.kind == "city" and roads.get(loc.id, 0) < 2]
    return True if not lonely else f"towns on fewer than two roads: {', '.join(lonely)}"


@invariant("brewing a remedy costs the cards the rule asks", per_player_count=False)
def remedy_price(game) -> bool | str:
    cost = next((c for c in game.costs if c.id == "brew-a-remedy"), None)
    if cost is None:
        return "no cost 'brew-a-remedy'"
    amount = sum(item.amount for item in cost.items)
    return True if amount == remedy_cards() else f"the cost says {amount}, the rule {remedy_cards()}"


@invariant("a role card's remedy price is the rule's", per_player_count=False)
def role_remedy_price(game) -> bool | str:
    for card in game.deck("roles").cards:
        price = card.fields["remedy_cards"]
        if price is not None and price != remedy_cards(role=card.name):
            return f"{card.name} brews with {price}, the rule says {remedy_cards(role=card.name)}"
    return True


@invariant("each fever has its cubes, and the Clinics are all in the box", per_player_count=False)
def supplies_as_counted(game) -> bool | str:
    lines = {c.id: c.count for c in game.inventory}
    for line in CUBE_LINES:
        if lines.get(line) != CUBES_PER_FEVER:
            return f"{line}: the box holds {lines.get(line)}, the engine counts {CUBES_PER_FEVER}"
    if lines.get("clinics") != CLINICS:
        return f"clinics: the box holds {lines.get('clinics')}, the engine counts {CLINICS}"
    return True


@invariant("the first fever can never empty a colour's supply", per_player_count=False)
def first_fever_fits(game) -> bool:
    worst = sum(cards * cubes for cards, cubes in FIRST_FEVER.values())
    return worst <= CUBES_PER_FEVER


@invariant("the Spread track's labels are the spread rates", per_player_count=False)
def track_labels(game) -> bool | str:
    track = next(t for t in game.maps[0].tracks if t.id == "spread-track")
    labels = [int(label) for label in track.labels]
    return True if tuple(labels) == SPREAD_RATES else f"the track prints {labels}"


@invariant("every pile holds its Surge and at least two other cards, and the piles add up")
def piles_work(players: int) -> bool | str:
    for level in LEVEL_SURGES:
        sizes = pile_sizes(players, level)
        if min(sizes) < 3:
            return f"{level}: a pile of {min(sizes)}"
        if sum(sizes) != cards_to_split(players) + surge_cards(level):
            return f"{level}: the piles hold {sum(sizes)} cards"
        if sizes != sorted(sizes, reverse=True):
            return f"{level}: a smaller pile lies above a larger one"
    return True

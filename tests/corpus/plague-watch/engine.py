"""Engine model of Plague Watch, a cooperative outbreak game.

The rules the printed tables, the board's marks and the worked examples are
bound to. Everything is a pure function of its arguments.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

REGIONS = {
    "Highlands": ("Tarnby", "Kestrel Ford", "Dunmere", "Ashcombe", "Harrowgate", "Greyhollow"),
    "Steppe": ("Vask", "Orlen", "Zavet", "Karsh", "Tembrin", "Ulmar"),
    "Coast": ("Gullhaven", "Capewell", "Brightwick", "Driftholm", "Pellmoor", "Seaward"),
    "Delta": ("Saltmouth", "Reedport", "Sunmere", "Marrow Bend", "Copperfield", "Lowwater"),
}

# Every road on the board, once each. An invariant holds it to the map in game.yaml.
ROADS = (
    ("Tarnby", "Kestrel Ford"), ("Kestrel Ford", "Dunmere"), ("Tarnby", "Ashcombe"),
    ("Ashcombe", "Harrowgate"), ("Kestrel Ford", "Harrowgate"), ("Harrowgate", "Greyhollow"),
    ("Dunmere", "Greyhollow"),
    ("Dunmere", "Vask"), ("Greyhollow", "Karsh"), ("Ashcombe", "Gullhaven"), ("Greyhollow", "Brightwick"),
    ("Vask", "Orlen"), ("Orlen", "Zavet"), ("Vask", "Karsh"), ("Karsh", "Tembrin"),
    ("Orlen", "Tembrin"), ("Tembrin", "Ulmar"), ("Zavet", "Ulmar"),
    ("Karsh", "Saltmouth"), ("Ulmar", "Sunmere"),
    ("Gullhaven", "Capewell"), ("Capewell", "Brightwick"), ("Gullhaven", "Driftholm"),
    ("Driftholm", "Pellmoor"), ("Capewell", "Pellmoor"), ("Pellmoor", "Seaward"),
    ("Brightwick", "Seaward"),
    ("Brightwick", "Saltmouth"), ("Seaward", "Marrow Bend"),
    ("Saltmouth", "Reedport"), ("Reedport", "Sunmere"), ("Saltmouth", "Marrow Bend"),
    ("Marrow Bend", "Copperfield"), ("Reedport", "Copperfield"), ("Copperfield", "Lowwater"),
    ("Sunmere", "Lowwater"),
)

CUBES_PER_COLOUR = 24
CITY_LIMIT = 3              # cubes of one colour a city may hold; the next one is an outbreak
OUTBREAK_LIMIT = 8          # the eighth outbreak loses the game
ACTIONS = 4
CARDS_DRAWN = 2
HAND_LIMIT = 7
CURE_CARDS = 5
MEDIC_CURE_CARDS = 4
EVENT_CARDS = 5
RATE_TRACK = (2, 2, 2, 3, 3, 4, 4)
EPIDEMICS = {"Easy": 4, "Normal": 5, "Hard": 6}
DIFFICULTY_OF_VARIANT = {None: "Normal", "easy": "Easy", "hard": "Hard"}
DIFFICULTY_BONUS = {"Easy": 0, "Normal": 2, "Hard": 4}
ERADICATION_POINTS = 3


def neighbours(city: str) -> list[str]:
    out = []
    for a, b in ROADS:
        if a == city:
            out.append(b)
        elif b == city:
            out.append(a)
    return out


# --- setup -------------------------------------------------------------------

@rule
def cards_dealt(players: int) -> int:
    """Player cards each player starts with."""
    return {2: 4, 3: 3, 4: 2}[players]


@rule
def cards_dealt_in_all(players: int) -> int:
    """Player cards dealt out before the epidemics go in."""
    return cards_dealt(players) * players


@rule
def roles_in_play(players: int) -> int:
    """One role card, and the pawn of its colour, per player."""
    return players


@rule
def epidemic_cards(difficulty: str = "Normal") -> int:
    return EPIDEMICS[difficulty]


@rule
def player_deck_size(difficulty: str = "Normal") -> int:
    """City and event cards plus the epidemics, before any hand is dealt."""
    return len(cities()) + EVENT_CARDS + epidemic_cards(difficulty)


@rule
def initial_cubes(draw: int) -> int:
    """Cubes put on the city of the n-th infection card drawn at setup (nine cards in all)."""
    if draw <= 3:
        return 3
    if draw <= 6:
        return 2
    return 1


@rule
def initial_cubes_total() -> int:
    return sum(initial_cubes(n) for n in range(1, 10))


# --- the turn ----------------------------------------------------------------

@rule
def infection_rate(space: int) -> int:
    """Cities infected at the end of a turn, by the space the rate marker is on (1 to 7)."""
    return RATE_TRACK[min(space, len(RATE_TRACK)) - 1]


@rule
def constant(what: str) -> int:
    return {
        "Actions per turn": ACTIONS,
        "Player cards drawn": CARDS_DRAWN,
        "Hand limit": HAND_LIMIT,
        "Cubes per colour": CUBES_PER_COLOUR,
        "Cubes a city holds": CITY_LIMIT,
        "Outbreaks that lose": OUTBREAK_LIMIT,
    }[what]


@rule
def actions_per_turn() -> int:
    return ACTIONS


@rule
def player_cards_drawn() -> int:
    return CARDS_DRAWN


@rule
def hand_limit() -> int:
    return HAND_LIMIT


@rule
def outbreak_limit() -> int:
    return OUTBREAK_LIMIT


@rule
def cards_to_cure(role: str = "Any other role") -> int:
    return MEDIC_CURE_CARDS if role == "Medic" else CURE_CARDS


# --- epidemics and outbreaks -------------------------------------------------

@rule
def rate_after_epidemic(space: int) -> int:
    """The infection rate once an epidemic has moved the marker on from `space`."""
    return infection_rate(min(space + 1, len(RATE_TRACK)))


@rule
def epidemic_cubes(cubes_there: int) -> int:
    """Cubes an epidemic's bottom card puts on its city (three, less what is already there)."""
    return CITY_LIMIT - cubes_there if cubes_there < CITY_LIMIT else 0


@rule
def epidemic_outbreaks(cubes_there: int) -> int:
    """An epidemic city that already held a cube breaks out."""
    return 1 if cubes_there > 0 else 0


@rule
def intensify(discards: int) -> int:
    """Cards shuffled back on top: the discard pile plus the epidemic's own city."""
    return discards + 1


@rule
def chain_outbreak(cubes: dict, city: str) -> list[int]:
    """One cube of a colour is added to `city`. Returns [outbreaks, new cubes placed].

    `cubes` maps city names to the cubes of that colour they hold. Each city
    breaks out at most once in a chain.
    """
    board = {k: int(v) for k, v in cubes.items()}
    broke: set[str] = set()
    placed = 0
    pending = [city]
    while pending:
        here = pending.pop(0)
        if here in broke:
            continue
        if board.get(here, 0) >= CITY_LIMIT:
            broke.add(here)
            pending.extend(n for n in neighbours(here) if n not in broke)
        else:
            board[here] = board.get(here, 0) + 1
            placed += 1
    return [len(broke), placed]


@rule
def outbreak_marker(before: int, outbreaks: int) -> int:
    return before + outbreaks


# --- the end -----------------------------------------------------------------

@rule
def victory_score(cards_left: int, eradicated: int, outbreaks: int, difficulty: str = "Normal") -> int:
    return cards_left + ERADICATION_POINTS * eradicated - outbreaks + DIFFICULTY_BONUS[difficulty]


@rule
def difficulty_bonus(difficulty: str) -> int:
    return DIFFICULTY_BONUS[difficulty]


@rule
def eradication_points() -> int:
    return ERADICATION_POINTS


def cities() -> list[str]:
    return [c for region in REGIONS.values() for c in region]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    difficulty = DIFFICULTY_OF_VARIANT[variant]
    return {
        "game-board": 1,
        "player": len(cities()) + EVENT_CARDS,      # every city and event card, shuffled
        "epidemic": epidemic_cards(difficulty),     # the rest stay in the box
        "infection": len(cities()),
        "roles": 5,                                 # dealt at random from all five
        "pawns": 5,                                 # each player takes the pawn of their role
        "blue-cubes": CUBES_PER_COLOUR,
        "red-cubes": CUBES_PER_COLOUR,
        "green-cubes": CUBES_PER_COLOUR,
        "yellow-cubes": CUBES_PER_COLOUR,
        "clinics": 6,
        "cure-markers": 4,
        "outbreak-marker": 1,
        "rate-marker": 1,
    }


# --- invariants --------------------------------------------------------------

@invariant("the engine's roads are exactly the board's", per_player_count=False)
def roads_match_board(game) -> bool | str:
    board = game.maps[0]
    names = {loc.id: loc.name for loc in board.locations}
    drawn = set()
    for route in board.routes:
        a, b = (names.get(x, x) for x in route.between)
        drawn.add(frozenset((a, b)))
    mine = {frozenset(r) for r in ROADS}
    if drawn != mine:
        return f"board only: {sorted(map(sorted, drawn - mine))}; engine only: {sorted(map(sorted, mine - drawn))}"
    return True


@invariant("every city has one player card and one infection card in its region's colour", per_player_count=False)
def one_card_per_city(game) -> bool | str:
    player = [c for c in game.deck("player").cards if c.fields["kind"] == "City"]
    infection = game.deck("infection").cards
    for deck in (player, infection):
        seen = {c.name: c.fields["region"] for c in deck}
        for region, towns in REGIONS.items():
            for town in towns:
                if seen.get(town) != region:
                    return f"{town} is missing or in the wrong region"
        if len(seen) != len(cities()) or any(c.count != 1 for c in deck):
            return "a city card too many"
    events = [c for c in game.deck("player").cards if c.fields["kind"] == "Event"]
    if sum(c.count for c in events) != EVENT_CARDS:
        return f"{sum(c.count for c in events)} event cards, the engine counts {EVENT_CARDS}"
    return True


@invariant("the box holds the epidemics of the hardest game and the cubes the rules name", per_player_count=False)
def box_fits_rules(game) -> bool | str:
    if game.deck("epidemic").total < max(EPIDEMICS.values()):
        return "too few epidemic cards for a hard game"
    for line in game.inventory:
        if line.id.endswith("-cubes") and line.count != CUBES_PER_COLOUR:
            return f"{line.name}: {line.count}, the rules say {CUBES_PER_COLOUR}"
    return True


@invariant("after the deal the player deck lasts at least eight turns")
def deck_lasts(players: int, variant=None) -> bool | str:
    left = player_deck_size(DIFFICULTY_OF_VARIANT[variant]) - cards_dealt_in_all(players)
    return True if left >= 8 * CARDS_DRAWN else f"only {left} cards after the deal"


@invariant("setup infects no colour past its supply")
def setup_fits_supply(players: int) -> bool:
    return initial_cubes_total() <= CUBES_PER_COLOUR * len(REGIONS)

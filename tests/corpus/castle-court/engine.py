"""Engine model of Castle Court: the numbers the printed tables show, and the
scoring of a region with its tie rule."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

REGIONS = {
    # region: (first, second, third)
    "Ashmere": (5, 3, 1),
    "Brackenford": (6, 4, 2),
    "Coldharbour": (4, 2, 1),
    "Dunmarsh": (7, 4, 2),
    "Kingsmead": (6, 3, 1),
    "Fallowmere": (5, 2, 1),
    "Greywick": (8, 5, 2),
    "Hollin Vale": (4, 3, 1),
    "Ironmoor": (7, 3, 2),
    "The Tower": (4, 2, 1),
}

# the nine regions lie in a three-by-three square; the Tower stands apart
GRID = [
    ["Ashmere", "Brackenford", "Coldharbour"],
    ["Dunmarsh", "Kingsmead", "Fallowmere"],
    ["Greywick", "Hollin Vale", "Ironmoor"],
]

KNIGHTS_PER_PLAYER = 30
GREY_KNIGHTS_IN_BOX = 18
POWER_CARDS_PER_PLAYER = 13


@rule
def rounds(players: int | None = None) -> int:
    """Rounds in a game."""
    return 9


@rule
def scoring_round(n: int) -> int:
    """The round that ends with the n-th scoring (1, 2 or 3)."""
    return 3 * n


@rule
def scorings(players: int | None = None) -> int:
    return 3


@rule
def court_start(players: int) -> int:
    """Knights each player has in their court at the start."""
    return {2: 8, 3: 7, 4: 7, 5: 6}[players]


@rule
def opening_knights(players: int | None = None) -> int:
    """Knights each player puts on the map during setup."""
    return 2


@rule
def grey_knights(players: int) -> int:
    """Grey knights placed in each region at setup (the two-player game only)."""
    return 2 if players == 2 else 0


@rule
def places_paid(players: int) -> int:
    """How many places a region pays: first and second, and third at four or more."""
    return 3 if players >= 4 else 2


@rule
def offer_size(players: int | None = None) -> int:
    """Action cards dealt face up each round."""
    return 10


@rule
def knights_gained(power: int) -> int:
    """Knights a power card moves from your reserve into your court."""
    return (15 - power) // 2


@rule
def region_points(region: str, place: int) -> int:
    """What a region pays for a place (1 = first)."""
    return REGIONS[region][place - 1]


@rule
def court_of(king: str) -> list:
    """The regions next to the king's region (sharing a side), in reading order."""
    where = {name: (r, c) for r, row in enumerate(GRID) for c, name in enumerate(row)}
    r0, c0 = where[king]
    out = []
    for r, row in enumerate(GRID):
        for c, name in enumerate(row):
            if abs(r - r0) + abs(c - c0) == 1:
                out.append(name)
    return out


def _scores(region: str, knights: dict, players: int) -> dict:
    """Points per colour for one region. Grey knights take places but score nothing.
    Tied players add up the places they fill together and split the sum, rounding down."""
    paid = places_paid(players)
    values = [REGIONS[region][i] if i < paid else 0 for i in range(3)]
    counts = sorted({n for n in knights.values() if n > 0}, reverse=True)
    result = {name: 0 for name in knights}
    place = 0
    for n in counts:
        tied = [name for name, k in knights.items() if k == n]
        pot = sum(values[place:place + len(tied)])
        for name in tied:
            if name != "Grey":
                result[name] = pot // len(tied)
        place += len(tied)
    return result


@rule
def points_for(region: str, knights: dict, player: str, players: int = 4) -> int:
    """What one player scores in one region at a scoring round."""
    return _scores(region, knights, players)[player]


@rule
def after_reveal(before: dict, tower: dict, choices: dict, region: str, player: str) -> int:
    """A player's knights in a region once the Tower's knights have gone where
    their destination cards sent them."""
    n = before.get(player, 0)
    if choices.get(player) == region:
        n += tower.get(player, 0)
    return n


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "board": 1,
        "power": POWER_CARDS_PER_PLAYER * players,
        "destinations": len(GRID) * 3 * players,
        "actions": 30,
        "knights": KNIGHTS_PER_PLAYER * players,
        "grey-knights": grey_knights(players) * 9,
        "king": 1,
        "score-markers": players,
        "round-marker": 1,
    }


@invariant("every power card moves as many knights as the table says", per_player_count=False)
def power_cards_match(game) -> bool | str:
    for card in game.deck("power").cards:
        if card.fields["knights"] != knights_gained(card.fields["power"]):
            return f"{card.name} shows {card.fields['knights']} knights"
    return True


@invariant("each player holds more power cards than there are rounds", per_player_count=False)
def enough_power(game) -> bool | str:
    per_player = game.deck("power").total // game.max_players
    return True if per_player >= rounds() else f"{per_player} power cards for {rounds()} rounds"


@invariant("the action deck fills the offer and the box holds every knight")
def supplies(players: int, game) -> bool | str:
    if game.deck("actions").total < offer_size():
        return "too few action cards for the offer"
    if court_start(players) + opening_knights() > KNIGHTS_PER_PLAYER:
        return "more knights to start than a player owns"
    grey = next(c for c in game.inventory if c.id == "grey-knights")
    if grey.count < grey_knights(players) * 9:
        return "too few grey knights"
    return True


@invariant("the last scoring ends the game", per_player_count=False)
def last_scoring_is_last_round() -> bool:
    return scoring_round(scorings()) == rounds()

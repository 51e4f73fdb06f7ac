"""Engine model of Kiln Firing: a push-your-luck pottery game.

Every round the potters throw pots, glaze them and load them into the shared
kiln. The kiln is fired up to four times, one band hotter each time; after
each firing the crack die is rolled for every pot still inside, and the
owners decide which surviving pots to unload before the next, hotter firing.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

BANDS = ["Ember", "Cherry", "Orange", "White Heat"]
CRACK_NUMBER = {"Ember": 1, "Cherry": 2, "Orange": 4, "White Heat": 6}
FIRING_BONUS = {"Ember": 0, "Cherry": 1, "Orange": 3, "White Heat": 5}
DIE_FACES = 12


@rule
def crack_number(band: str) -> int:
    """Added to a pot's fragility: a roll at or below the total cracks it."""
    return CRACK_NUMBER[band]


@rule
def firing_bonus(band: str) -> int:
    """Silver added to a pot's sale for the band it was unloaded at."""
    return FIRING_BONUS[band]


@rule
def safe_faces(band: str) -> int:
    """Faces of the crack die that leave a pot of fragility 0 whole."""
    return DIE_FACES - crack_number(band)


@rule
def cracks(roll: int, band: str, fragility: int = 0) -> bool:
    """Whether a pot cracks on this roll in this band."""
    return roll <= crack_number(band) + fragility


@rule
def sale_price(value: int, band: str, glaze_bonus: int = 0, glaze_matures: str | None = None) -> int:
    """What an unloaded pot sells for: its value, the band's bonus, and its glaze if matured."""
    price = value + firing_bonus(band)
    if glaze_matures is not None and BANDS.index(band) >= BANDS.index(glaze_matures):
        price += glaze_bonus
    return price


@rule
def pot_market(players: int) -> int:
    """Pot cards face up in the market at the start of each Throw phase."""
    return players + 2


@rule
def glaze_market(players: int) -> int:
    """Glaze cards face up in the glaze market."""
    return 3 if players <= 2 else 4


@rule
def starting_silver(players: int | None = None) -> int:
    """Silver each potter starts with."""
    return 5


@rule
def rounds() -> int:
    """Rounds in a game."""
    return 4


@rule
def shelf_slots() -> int:
    """Pots a potter may have on the shelf (and in the kiln) in one round."""
    return 3


@rule
def firings_per_round() -> int:
    """Firings in a round: one per band, from Ember to White Heat."""
    return len(BANDS)


@rule
def kiln_wash_cost() -> int:
    """Silver paid to roll the crack die again for one pot."""
    return 2


@rule
def solo_target() -> int:
    """Silver a solo potter must reach after the last round to win."""
    return 35


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "pots": 30,
        "glazes": 24,
        "kiln-board": 1,
        "shelf-boards": players,
        "silver": 50,
        "kiln-marker": 1,
        "first-potter": 1 if players > 1 else 0,
        "crack-die": 1,
    }


@invariant("the pot deck fills the market every round without a reshuffle")
def pots_last(players: int, game) -> bool | str:
    need = pot_market(players) * rounds()
    have = game.deck("pots").total
    return True if need <= have else f"{need} pots needed, {have} in the deck"


@invariant("the kiln wash rule and the printed cost agree", per_player_count=False)
def wash_cost_printed(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "kiln-wash")
    amount = sum(i.amount for i in cost.items)
    return True if amount == kiln_wash_cost() else f"printed {amount}, rule {kiln_wash_cost()}"


@invariant("every potter can afford the cheapest pot at the start", per_player_count=False)
def start_affords_a_pot(game) -> bool | str:
    cheapest = min(c.fields["cost"] for c in game.deck("pots").cards)
    return True if starting_silver() >= cheapest else f"cheapest pot costs {cheapest}"


@invariant("every glaze matures at a band of the kiln", per_player_count=False)
def glazes_mature(game) -> bool | str:
    bad = [c.name for c in game.deck("glazes").cards if c.fields["matures"] not in BANDS]
    return True if not bad else f"unknown band on {', '.join(bad)}"


@invariant("the setup deals the whole silver supply the box holds", per_player_count=False)
def silver_is_whole(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "silver")
    return True if setup(4)["silver"] == line.count else f"setup {setup(4)['silver']}, box {line.count}"

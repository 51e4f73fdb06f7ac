"""Engine model of Postage Paid: the rates, points and counts the printed tables are bound to."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

CLASSES = ("Letter", "Large letter", "Packet", "Heavy packet")
ZONES = ("Town", "Country", "Overseas")

# heaviest weight, in grams, of each weight class
CLASS_LIMITS = {"Letter": 100, "Large letter": 250, "Packet": 1000, "Heavy packet": 2000}

# postage in cents by zone, then weight class
RATES = {
    "Town": {"Letter": 35, "Large letter": 55, "Packet": 80, "Heavy packet": 120},
    "Country": {"Letter": 45, "Large letter": 70, "Packet": 105, "Heavy packet": 160},
    "Overseas": {"Letter": 95, "Large letter": 140, "Packet": 210, "Heavy packet": 320},
}

SOLO_RANKS = (
    (14, "Trainee"),
    (21, "Counter clerk"),
    (27, "Senior sorter"),
)


@rule
def weight_class(grams: int) -> str:
    """The weight class a parcel of this many grams belongs to."""
    for name in CLASSES:
        if grams <= CLASS_LIMITS[name]:
            return name
    raise ValueError(f"{grams} g is heavier than the office accepts")


@rule
def heaviest(weight_class: str) -> int:
    """The heaviest parcel of a class, in grams."""
    return CLASS_LIMITS[weight_class]


@rule
def lightest(weight_class: str) -> int:
    """The lightest parcel of a class, in grams: one more than the class before."""
    i = CLASSES.index(weight_class)
    return 1 if i == 0 else CLASS_LIMITS[CLASSES[i - 1]] + 1


@rule
def postage(weight_class: str, zone: str) -> int:
    """Postage in cents."""
    return RATES[zone][weight_class]


@rule
def parcel_points(weight_class: str, zone: str) -> int:
    """Points a franked parcel scores before any loss for overpaying."""
    return CLASSES.index(weight_class) + 1 + ZONES.index(zone)


@rule
def cents_per_penalty_point() -> int:
    """Every this many cents overpaid, or part of it, costs one point."""
    return 10


@rule
def overpay_penalty(overpaid: int) -> int:
    """Points lost for paying this many cents more than the postage."""
    step = cents_per_penalty_point()
    return (overpaid + step - 1) // step


@rule
def frank_score(weight_class: str, zone: str, paid: int, bonus: int = 0, fragile: bool = False) -> int:
    """What franking a parcel scores when the stamps played add up to `paid` cents."""
    due = postage(weight_class, zone)
    if paid < due:
        raise ValueError("a parcel must be paid in full")
    over = paid - due
    score = parcel_points(weight_class, zone) - overpay_penalty(over)
    if over == 0:
        score += bonus
    elif fragile:
        score -= 1
    return score


@rule
def parcels_on_counter(players: int) -> int:
    """Parcels face up on the counter at setup and after each Post phase."""
    return players + 2


@rule
def starting_stamps(players: int | None = None) -> int:
    """Stamps dealt to each player at setup."""
    return 5


@rule
def stamps_restocked(players: int | None = None) -> int:
    """Stamps taken in the Restock step."""
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    """Most stamps a player may keep after the Tidy step."""
    return 7


@rule
def drawer_size(players: int | None = None) -> int:
    """Face-up stamps in the stamp drawer."""
    return 3


@rule
def deliveries(players: int | None = None) -> int:
    """Deliveries in a day (the game)."""
    return 6


@rule
def parcels_returned(players: int | None = None) -> int:
    """Parcels sent to Returned mail in each Clear phase."""
    return 1


@rule
def solo_rank(score: int | str) -> str:
    """The title a solo day earns."""
    if score == "14 or less":
        return "Trainee"
    if score == "28 or more":
        return "Postmaster"
    for top, title in SOLO_RANKS:
        if score <= top:
            return title
    return "Postmaster"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "parcels": 36,
        "stamps": 54,
        "office-board": 1,
        "rate-cards": players,
        "delivery-marker": 1,
        "postmaster-badge": 1,
        "log-pad": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "stamps": {"hand": starting_stamps(players), "draw": stamps_restocked(players)},
    }


@invariant("every Parcel card's class and points follow from its weight and zone", per_player_count=False)
def parcel_cards_agree(game) -> bool | str:
    for card in game.deck("parcels").cards:
        f = card.fields
        if weight_class(f["weight"]) != f["weight_class"]:
            return f"{card.name} weighs {f['weight']} g, a {weight_class(f['weight'])}, not a {f['weight_class']}"
        if parcel_points(f["weight_class"], f["zone"]) != f["points"]:
            return f"{card.name} shows {f['points']} points, the table gives {parcel_points(f['weight_class'], f['zone'])}"
    return True


@invariant("setup takes the whole decks out", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    for deck_id in ("parcels", "stamps"):
        if setup(1)[deck_id] != game.deck(deck_id).total:
            return f"setup takes {setup(1)[deck_id]} {deck_id}, the deck has {game.deck(deck_id).total}"
    return True


@invariant("the Parcel deck lasts the whole day")
def parcels_last_the_day(players: int, game) -> bool | str:
    most_used = parcels_on_counter(players) + (deliveries() - 1) * (players + parcels_returned())
    total = game.deck("parcels").total
    return True if most_used <= total else f"up to {most_used} parcels needed, {total} in the deck"


@invariant("the Stamp deck deals every hand and fills the drawer")
def stamps_deal(players: int, game) -> bool | str:
    needed = starting_stamps(players) * players + drawer_size()
    total = game.deck("stamps").total
    return True if needed < total else f"{needed} stamps dealt, {total} in the deck"


@invariant("every postage can be paid exactly with the smallest stamp", per_player_count=False)
def rates_fit_the_stamps(game) -> bool | str:
    smallest = min(c.fields["cents"] for c in game.deck("stamps").cards)
    for zone, row in RATES.items():
        for cls, cents in row.items():
            if cents % smallest:
                return f"{zone} {cls} costs {cents}, no multiple of {smallest}"
    return True

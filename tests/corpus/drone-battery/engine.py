"""Sky Parcel: the numbers the rules compute with."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

FULL_BATTERY = 100   # percent
HEX_COST = 15        # percent per hex flown
PAD_CHARGE = 40      # percent a Recharge pad restores
STRIKE_POINTS = 2    # points lost per Strike token
CARGO_BAYS = 3       # packages a drone carries at once
DEPOT = "0605"


@rule
def full_battery() -> int:
    """A full battery, in percent."""
    return FULL_BATTERY


@rule
def hex_cost() -> int:
    """Battery used by each hex flown, in percent."""
    return HEX_COST


@rule
def pad_charge() -> int:
    """Battery a Recharge pad adds, in percent."""
    return PAD_CHARGE


@rule
def battery_change(what: str) -> int:
    return {"Full charge": FULL_BATTERY, "Each hex flown": HEX_COST, "Recharge pad": PAD_CHARGE}[what]


@rule
def hexes_in_reach(battery: int) -> int:
    """How many hexes a drone can still fly on this much battery."""
    return battery // HEX_COST


@rule
def battery_after(battery: int, hexes: int) -> int | None:
    """Battery left after flying this many hexes; None if the drone cannot pay for them."""
    left = battery - hexes * HEX_COST
    return left if left >= 0 else None


@rule
def recharge(battery: int) -> int:
    """Battery after a Charge step on a Recharge pad."""
    return min(FULL_BATTERY, battery + PAD_CHARGE)


@rule
def cargo_bays() -> int:
    return CARGO_BAYS


@rule
def strike_points() -> int:
    return STRIKE_POINTS


@rule
def offer_size(players: int) -> int:
    """Face-up delivery cards beside the dispatch board."""
    return players + 2


@rule
def last_round(players: int) -> int:
    return 12 if players <= 2 else 10


def _cube(label: str) -> tuple[int, int, int]:
    # flat-topped hexes, 1-based columns, even columns half a hex lower
    q, r = int(label[:2]) - 1, int(label[2:]) - 1
    x = q
    z = r - (q - (q & 1)) // 2
    return x, -x - z, z


@rule
def hex_distance(a: str, b: str) -> int:
    """Hexes between two cells of the town map, as the crow (or drone) flies."""
    ca, cb = _cube(a), _cube(b)
    return max(abs(ca[i] - cb[i]) for i in range(3))


@rule
def delivery_points(distance: int, weight: int) -> int:
    """What a delivery card is worth: 1 point per kg, plus 1 per 2 hexes from the Depot (rounded up)."""
    return weight + (distance + 1) // 2


@rule
def final_score(points: list, strikes: int) -> int:
    return sum(points) - STRIKE_POINTS * strikes


@rule
def solo_target() -> int:
    return 30


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "town-map": 1,
        "dispatch-board": 1,
        "drones": players,
        "deliveries": 24,
        "flight-boards": players,
        "drone-pawns": players,
        "battery-markers": players,
        "timer-markers": CARGO_BAYS * players,
        "strike-tokens": 16,
        "round-marker": 1,
    }


def _addresses(game) -> dict[str, str]:
    grid = next(g for g in game.grids if g.id == "town")
    found = {}
    for cell in grid.cells:
        if cell.name:
            for at in cell.at:
                found[cell.name] = at
    return found


@invariant("every delivery card is worth its weight plus half its distance from the Depot", per_player_count=False)
def delivery_points_follow_distance(game) -> bool | str:
    where = _addresses(game)
    for card in game.deck("deliveries").cards:
        d = hex_distance(DEPOT, where[card.fields["address"]])
        want = delivery_points(d, card.fields["weight"])
        if card.fields["points"] != want:
            return f"{card.name} is worth {card.fields['points']}, the formula gives {want}"
    return True


@invariant("some drone can carry every delivery to its address before the deadline", per_player_count=False)
def deliveries_can_be_made(game) -> bool | str:
    where = _addresses(game)
    drones = game.deck("drones").cards
    for card in game.deck("deliveries").cards:
        d = hex_distance(DEPOT, where[card.fields["address"]])
        able = [dr for dr in drones
                if dr.fields["payload"] >= card.fields["weight"]
                and dr.fields["speed"] * card.fields["deadline"] >= d]
        if not able:
            return f"no drone can deliver {card.name} in time"
    return True


@invariant("the box holds the deck setup() puts out", per_player_count=False)
def deck_comes_out_whole(game) -> bool:
    return game.deck("deliveries").total == setup(4)["deliveries"]


@invariant("the deck fills the face-up row at every player count")
def offer_fits_deck(players: int, game) -> bool:
    return game.deck("deliveries").total >= offer_size(players)


@rule
def battery_track(half: int) -> list[int]:
    """The battery track's labels, in steps of 5%: the first row 0-50, the second 55-100."""
    marks = list(range(0, FULL_BATTERY + 1, 5))
    return marks[:11] if half == 1 else marks[11:]

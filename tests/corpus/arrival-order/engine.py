"""Tidewater Quay: the numbers the harbour runs on."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

BERTHS = ("Fish Quay", "Timber Yard", "Spice Wharf", "Counting House", "Loading Crane",
          "Harbourmaster's Office")
SEATS = ("1st", "2nd", "3rd", "4th")


def _place(ordinal: str | int) -> int:
    """'1st' -> 1, '2nd' -> 2 ... (a plain number passes through)."""
    if isinstance(ordinal, int):
        return ordinal
    return int(str(ordinal).rstrip("stndrh"))


@rule
def arrival_payout(position: str | int) -> int:
    """The 1st dockhand at a berth is paid 3, the 2nd 2, the 3rd 1."""
    place = _place(position)
    if not 1 <= place <= 3:
        raise ValueError(f"a berth has no {position} space")
    return 4 - place


@rule
def berth_gain(position: str | int, bonus: int = 0) -> int:
    """Goods (or Silver) a dockhand takes: the arrival payout and a docked ship's bonus."""
    return arrival_payout(position) + bonus


@rule
def dockhands_each(players: int) -> int:
    return 4 if players == 2 else 3


@rule
def open_spaces(players: int) -> int:
    """Spaces open at each berth: the 3rd stays closed with two players."""
    return 2 if players == 2 else 3


@rule
def manifest_size(players: int) -> int:
    """Face-up Cargo cards in the Manifest row: two more than the players."""
    return players + 2


@rule
def starting_silver(seat: str | int) -> int:
    """Later seats start richer: 2 Silver for the 1st player, one more for each seat after."""
    return _place(seat) + 1


@rule
def rounds(players: int | None = None) -> int:
    return 6


@rule
def dockhand_limit(players: int | None = None) -> int:
    return 5


@rule
def warehouse_limit(players: int | None = None) -> int:
    return 2


@rule
def silver_per_renown(players: int | None = None) -> int:
    return 3


@rule
def berths() -> int:
    return len(BERTHS)


@rule
def cargo_renown(fish: int, timber: int, spice: int) -> int:
    """A Cargo card pays 1 Renown per Fish or Timber and 2 per Spice."""
    return fish + timber + 2 * spice


@rule
def crane_renown(position: str | int, cargo: int) -> int:
    """Loading a cargo at the crane: the card's Renown plus the arrival payout."""
    return cargo + arrival_payout(position)


@rule
def final_score(renown: int, silver: int) -> int:
    return renown + silver // silver_per_renown()


@rule
def next_turn_order(order: list, office: list, renown: dict) -> list:
    """Office arrivals first, in the order they arrived; the rest by fewest Renown,
    ties keeping their old order."""
    rest = [p for p in order if p not in office]
    rest.sort(key=lambda p: (renown[p], order.index(p)))
    return list(office) + rest


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "harbour-board": 1,
        "cargo": 24,
        "ships": rounds(),
        "dockhands": players * dockhands_each(players),
        "renown-markers": players,
        "order-markers": players,
        "round-marker": 1,
        "goods-tokens": 80,
        "silver-tokens": 40,
        "warehouses": players * warehouse_limit(),
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"cargo": {"hand": manifest_size(players), "draw": 2}, "ships": {"hand": 1, "draw": 1}}


@invariant("every Cargo card pays 1 Renown per Fish or Timber and 2 per Spice", per_player_count=False)
def cargo_pays_by_goods(game) -> bool | str:
    for card in game.deck("cargo").cards:
        f = card.fields
        if f["renown"] != cargo_renown(f["fish"], f["timber"], f["spice"]):
            return f"{card.name} pays {f['renown']}"
    return True


@invariant("every starting dockhand finds an open space on the quay")
def quay_holds_everyone(players: int) -> bool:
    return players * dockhands_each(players) <= berths() * open_spaces(players)


@invariant("the Ship deck lasts the whole game", per_player_count=False)
def ships_last(game) -> bool:
    return game.deck("ships").total >= rounds()


@invariant("the box's dockhands cover the limit for every player", per_player_count=False)
def dockhands_cover_limit(game) -> bool:
    line = next(c for c in game.inventory if c.id == "dockhands")
    return line.per_player == dockhand_limit()


@invariant("the box's warehouses cover the limit for every player", per_player_count=False)
def warehouses_cover_limit(game) -> bool:
    line = next(c for c in game.inventory if c.id == "warehouses")
    return line.per_player == warehouse_limit()


@invariant("the Cargo deck in setup is the whole deck", per_player_count=False)
def cargo_whole(game) -> bool:
    return game.deck("cargo").total == setup(2)["cargo"]

"""Engine model of Carbon Dating: the rules the printed tables, examples and cards are held to."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

PRESENT = 1950          # radiocarbon "present": years BP count back from AD 1950
LAB_ERROR = 20          # a lab-dated sample's error, in years either side
TRENCH_SQUARES = 16     # A1 to D4
LAYERS = 6              # Layer 1 (topsoil) to Layer 6
DIGS_PER_TURN = 2
HEARTH_FUNDING = 1      # Funding a dig in a Hearth square gives
MIDDEN_DRAW = 2         # cards a dig in a Midden square draws (keep one)
FUNDING_IN_BOX = 30

PERIODS = {1: "Post-medieval", 2: "Medieval", 3: "Roman", 4: "Iron Age", 5: "Bronze Age", 6: "Neolithic"}
# each layer's span of calendar years, earliest first; BC years are negative
SPANS = {1: (1550, 1900), 2: (800, 1500), 3: (-100, 450), 4: (-800, -100), 5: (-2500, -800), 6: (-4000, -2500)}
LAYER_FINDS = {1: 10, 2: 9, 3: 8, 4: 8, 5: 7, 6: 6}


def _year(year: int) -> str:
    return f"{-year} BC" if year < 0 else f"AD {year}"


@rule
def weeks(players: int) -> int:
    """Rounds in the season: fewer with more players, so the trench lasts."""
    return {2: 8, 3: 7, 4: 6}[players]


@rule
def museum_row(players: int) -> int:
    """Exhibit cards face up in the museum row: one more than the players."""
    return players + 1


@rule
def starting_funding(players: int | None = None) -> int:
    """Funding tokens each player starts with."""
    return 2


@rule
def digs_per_turn(players: int | None = None) -> int:
    return DIGS_PER_TURN


@rule
def lab_error() -> int:
    return LAB_ERROR


@rule
def present_year() -> int:
    return PRESENT


@rule
def trench_squares() -> int:
    return TRENCH_SQUARES


@rule
def soil_layers() -> int:
    return LAYERS


@rule
def hearth_funding() -> int:
    return HEARTH_FUNDING


@rule
def midden_draw() -> int:
    return MIDDEN_DRAW


@rule
def period(layer: int) -> str:
    return PERIODS[layer]


@rule
def layer_dates(layer: int) -> str:
    early, late = SPANS[layer]
    if early > 0:
        return f"AD {early} to {late}"
    return f"{_year(early)} to {_year(late)}"


@rule
def layer_finds(layer: int) -> int:
    return LAYER_FINDS[layer]


@rule
def calendar_year(bp: int) -> int:
    """A radiocarbon date as a calendar year: positive AD, negative BC."""
    return PRESENT - bp


@rule
def calendar_label(bp: int) -> str:
    return _year(calendar_year(bp))


@rule
def date_range(bp: int, error: int, lab: bool = False) -> tuple[int, int]:
    """The span a sample covers, earliest year first."""
    spread = LAB_ERROR if lab else error
    centre = calendar_year(bp)
    return (centre - spread, centre + spread)


@rule
def fits(bp: int, error: int, window_from: int, window_to: int, lab: bool = False) -> bool:
    """A sample fits an exhibit when its whole span lies inside the window."""
    early, late = date_range(bp, error, lab)
    return window_from <= early and late <= window_to


@rule
def artefact_fits(year: int, window_from: int, window_to: int) -> bool:
    return window_from <= year <= window_to


@rule
def final_score(finds: list, exhibits: list) -> int:
    """Museum points: every find's points plus every exhibit's."""
    return sum(finds) + sum(exhibits)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "trench-board": 1,
        "depth-markers": TRENCH_SQUARES,
        "finds": sum(LAYER_FINDS.values()),
        "exhibits": 12,
        "funding-tokens": FUNDING_IN_BOX,
        "week-marker": 1,
        "field-notebooks": players,
        "ledger-pad": 1,
    }


@invariant("every layer's pile holds as many finds as the layer table says", per_player_count=False)
def layer_piles(game) -> bool | str:
    counts: dict[int, int] = {}
    for card in game.deck("finds").cards:
        counts[card.fields["layer"]] = counts.get(card.fields["layer"], 0) + card.count
    return True if counts == LAYER_FINDS else f"layer piles {counts}"


@invariant("every find is dated inside its own layer's period (deeper is older)", per_player_count=False)
def stratigraphy(game) -> bool | str:
    for card in game.deck("finds").cards:
        f = card.fields
        if f["kind"] == "Sample":
            if f["bp"] is None or f["error"] is None or f["year"] is not None:
                return f"{card.name} is a Sample and needs bp and error only"
            year = calendar_year(f["bp"])
        else:
            if f["year"] is None or f["bp"] is not None:
                return f"{card.name} is an Artefact and needs a year only"
            year = f["year"]
        early, late = SPANS[f["layer"]]
        if not early <= year <= late:
            return f"{card.name} ({_year(year)}) lies outside Layer {f['layer']}"
    return True


@invariant("every exhibit can be completed by finds in the box", per_player_count=False)
def exhibits_possible(game) -> bool | str:
    finds = game.deck("finds").cards
    for ex in game.deck("exhibits").cards:
        lo, hi = ex.fields["from_year"], ex.fields["to_year"]
        n = 0
        for card in finds:
            f = card.fields
            if f["kind"] == "Sample":
                ok = fits(f["bp"], f["error"], lo, hi, lab=True)
            else:
                ok = artefact_fits(f["year"], lo, hi)
            n += card.count if ok else 0
        if n < ex.fields["needs"]:
            return f"{ex.name} needs {ex.fields['needs']} finds but only {n} can fit"
    return True


@invariant("the setup's decks and supplies are the box's", per_player_count=False)
def setup_is_the_box(game) -> bool | str:
    want = setup(2)
    for key in ("finds", "exhibits"):
        if game.deck(key).total != want[key]:
            return f"deck {key} has {game.deck(key).total}, setup takes {want[key]}"
    box = {c.id: c.count for c in game.inventory}
    for key in ("depth-markers", "funding-tokens"):
        if box[key] != want[key]:
            return f"{key}: box {box[key]}, setup {want[key]}"
    return True

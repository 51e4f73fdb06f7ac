"""Iron Pact: the rules the printed tables and examples rest on."""

from generator.engine import invariant, rule

PLAYERS = (3, 7)

TOTAL_CENTRES = 34
CENTRES_TO_WIN = 18

# Which powers take the field at each player count. Ostmere always plays;
# the others join in this order as the table grows.
POWERS_BY_COUNT = {
    3: ["Ostmere", "Solanne", "Morwen"],
    4: ["Ostmere", "Solanne", "Morwen", "Varkesh"],
    5: ["Ostmere", "Solanne", "Morwen", "Varkesh", "Tyrrhal"],
    6: ["Ostmere", "Solanne", "Morwen", "Varkesh", "Tyrrhal", "Brevik"],
    7: ["Ostmere", "Solanne", "Morwen", "Varkesh", "Tyrrhal", "Brevik", "Caldor"],
}

HOME_CENTRES = {"Ostmere": 4, "Varkesh": 3, "Caldor": 3, "Brevik": 3,
                "Solanne": 3, "Tyrrhal": 3, "Morwen": 3}

ARMIES_PER_POWER = 10
FLEETS_PER_POWER = 8


@rule
def powers_played(players: int) -> list[str]:
    """The powers on the board at this count."""
    return list(POWERS_BY_COUNT[players])


@rule
def home_centres_played(players: int) -> int:
    return sum(HOME_CENTRES[p] for p in POWERS_BY_COUNT[players])


@rule
def neutral_centres(players: int) -> int:
    """Centres nobody owns at the start: the true neutrals plus the homes of unplayed powers."""
    return TOTAL_CENTRES - home_centres_played(players)


@rule
def starting_units(players: int) -> int:
    """One unit on every home centre of every power in play."""
    return home_centres_played(players)


@rule
def centres_to_win(players: int) -> int:
    return CENTRES_TO_WIN


@rule
def total_centres() -> int:
    return TOTAL_CENTRES


@rule
def strength(supports: int) -> int:
    """Attack or hold strength: 1 for the unit, 1 more per valid support."""
    return 1 + supports


@rule
def resolve(attack: int, defence: int) -> str:
    """An attack on an occupied province: it must beat the defence outright."""
    return "dislodged" if attack > defence else "bounce"


@rule
def contest(first: int, second: int) -> str:
    """Two units moving into the same empty province."""
    if first == second:
        return "standoff"
    return "first enters" if first > second else "second enters"


@rule
def adjustment(centres: int, units: int, free_homes: int) -> int:
    """Autumn: positive = units built, negative = units disbanded."""
    if centres >= units:
        return min(centres - units, free_homes)
    return centres - units


@rule
def seasons_per_year() -> int:
    return 2


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    powers = POWERS_BY_COUNT[players]
    out: dict[str, int] = {
        "game-board": 1,
        "armies": ARMIES_PER_POWER * len(powers),
        "fleets": FLEETS_PER_POWER * len(powers),
        "centres": TOTAL_CENTRES,
        "orders": 6 * players,
        "year-marker": 1,
    }
    for p in powers:
        out[f"powers/{p.lower()}"] = 1
    return out


@invariant("a win needs more than half of all supply centres", per_player_count=False)
def win_is_majority() -> bool:
    return CENTRES_TO_WIN * 2 > TOTAL_CENTRES


@invariant("home and neutral centres add up to the whole board")
def centres_add_up(players: int) -> bool:
    return home_centres_played(players) + neutral_centres(players) == TOTAL_CENTRES


@invariant("the centre cards, the power cards and the engine agree", per_player_count=False)
def cards_match_engine(game) -> bool | str:
    centres = game.deck("centres")
    if centres.total != TOTAL_CENTRES:
        return f"{centres.total} centre cards, engine says {TOTAL_CENTRES}"
    for card in game.deck("powers").cards:
        homes = [c for c in centres.cards if c.fields["home"] == card.name]
        if len(homes) != card.fields["home_centres"] or HOME_CENTRES[card.name] != len(homes):
            return f"{card.name} lists {card.fields['home_centres']} home centres, the centre cards give {len(homes)}"
        if card.fields["armies"] + card.fields["fleets"] != len(homes):
            return f"{card.name} starts with a unit count other than its home centres"
        coastal = [c for c in homes if c.fields["coastal"]]
        if card.fields["fleets"] > len(coastal):
            return f"{card.name} starts with more fleets than coastal home centres"
    return True


@invariant("every centre card names a supply centre on the board", per_player_count=False)
def centres_on_board(game) -> bool | str:
    board = game.maps[0]
    for card in game.deck("centres").cards:
        loc = board.location(card.name)
        if loc is None or loc.kind != "centre":
            return f"{card.name} is not a centre on the board"
    return True


@invariant("the box holds enough pieces for every power")
def pieces_suffice(players: int, game) -> bool:
    inv = {c.id: c.count for c in game.inventory}
    return (inv["armies"] >= ARMIES_PER_POWER * len(POWERS_BY_COUNT[players])
            and inv["fleets"] >= FLEETS_PER_POWER * len(POWERS_BY_COUNT[players]))

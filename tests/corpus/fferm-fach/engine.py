"""Model injan Fferm Fach: y rheolau y mae'r tablau a'r enghreifftiau'n eu hargraffu.

The engine of Fferm Fach, a Welsh hill-farm game. Rule names are the Welsh
words of the rulebook so a reader of either can find them.
"""
from math import ceil

from generator.engine import invariant, rule

PLAYERS = (2, 4)

TYMHORAU = ("Gwanwyn", "Haf", "Hydref", "Gaeaf")

# Box counts setup() must name (setup cannot read game.yaml; invariants hold them to it).
CARDIAU_GWAITH = 40
CARDIAU_CAE = 14
CARDIAU_TYWYDD = 12
DEFAID = 60
BYRNAU = 40
PUNNOEDD = 50
SACHAU = 24
RHUBANAU = 8


# --- Gosod (setup) -------------------------------------------------------

@rule
def cardiau_llaw(players: int = 2) -> int:
    """Cardiau Gwaith yn y llaw: five with two or three players, four with four."""
    return 5 if players <= 3 else 4


@rule
def tasgau_tymor(players: int = 2) -> int:
    """Tasks each player does each season: four in a two-player game, else three."""
    return 4 if players == 2 else 3


@rule
def caeau_marchnad(players: int = 2) -> int:
    """Field cards face up in the field market: two more than the players."""
    return players + 2


@rule
def defaid_dechrau(players: int | None = None) -> int:
    """Sheep each player starts with, on the farmyard."""
    return 6


@rule
def punnoedd_dechrau(players: int | None = None) -> int:
    return 5


@rule
def byrnau_dechrau(players: int | None = None) -> int:
    return 2


@rule
def tymhorau_yn_y_gem() -> int:
    """The game lasts one year: four seasons."""
    return len(TYMHORAU)


@rule
def cardiau_tywydd_y_tymor() -> int:
    """Weather cards in each season's pile (one of them is turned)."""
    return 3


# --- Gwaith (work) -------------------------------------------------------

@rule
def punnoedd_diwrnod_rhydd() -> int:
    """A day off: discard a card, take this many pounds."""
    return 1


# --- Porthi (feeding) ----------------------------------------------------

@rule
def defaid_i_bob_bwrn(tymor: str) -> int | None:
    """How many sheep one bale feeds in a season; None when the flock grazes."""
    return {"Gwanwyn": 4, "Gaeaf": 2}.get(tymor)


@rule
def byrnau_angen(defaid: int, tymor: str) -> int:
    """Bales a flock needs in a season, rounded up."""
    per = defaid_i_bob_bwrn(tymor)
    return 0 if per is None else ceil(defaid / per)


@rule
def defaid_a_gollir(defaid: int, byrnau: int, tymor: str) -> int:
    """Sheep lost when the bales run short: each bale feeds its share, the rest go."""
    per = defaid_i_bob_bwrn(tymor)
    if per is None:
        return 0
    return max(0, defaid - byrnau * per)


# --- Cyfrif (room on the farm) -------------------------------------------

@rule
def lle_buarth() -> int:
    """Sheep the farmyard holds."""
    return 6


@rule
def lle_wal() -> int:
    """More room each Trwsio Wal card gives."""
    return 2


@rule
def lle_fferm(lle_caeau: list, waliau: int = 0, tymor: str = "Gwanwyn", lle_mynydd: list | None = None) -> int:
    """Room on a farm: the yard, the fields, the walls; mountain land not in winter."""
    mynydd = 0 if tymor == "Gaeaf" else sum(lle_mynydd or [])
    return lle_buarth() + sum(lle_caeau) + lle_wal() * waliau + mynydd


@rule
def defaid_dros_ben(defaid: int, lle: int) -> int:
    return max(0, defaid - lle)


@rule
def pris_gorfodol() -> int:
    """What the mart pays for each sheep a farm has no room for."""
    return 1


# --- Y Mart --------------------------------------------------------------

@rule
def pris_gwerthu(peth: str) -> int:
    """Pounds the mart pays for one sheep or one wool sack."""
    return {"Dafad": 2, "Sach wlân": 1}[peth]


@rule
def pris_prynu(peth: str) -> int:
    """Pounds one sheep or one bale costs at the mart."""
    return {"Dafad": 3, "Bwrn gwair": 2}[peth]


# --- Sgorio --------------------------------------------------------------

SGORIO = {"Defaid": (1, 1), "Sachau gwlân": (2, 1), "Punnoedd": (3, 1), "Rhubanau": (1, 3)}


@rule
def sawl_un(peth: str) -> int:
    """How many of a thing make one scoring set."""
    return SGORIO[peth][0]


@rule
def pwyntiau_am(peth: str) -> int:
    """Points one set scores."""
    return SGORIO[peth][1]


@rule
def sgor_terfynol(defaid: int, sachau: int, punnoedd: int, rhubanau: int, pwyntiau_caeau: list) -> int:
    total = 0
    for peth, nifer in (("Defaid", defaid), ("Sachau gwlân", sachau), ("Punnoedd", punnoedd), ("Rhubanau", rhubanau)):
        total += nifer // sawl_un(peth) * pwyntiau_am(peth)
    return total + sum(pwyntiau_caeau)


# --- Setup and play ------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "gwaith": CARDIAU_GWAITH,
        "caeau": CARDIAU_CAE,
        "tywydd": 0 if variant == "teulu" else CARDIAU_TYWYDD,
        "byrddau-fferm": players,
        "defaid": DEFAID,
        "byrnau": BYRNAU,
        "punnoedd": PUNNOEDD,
        "sachau": SACHAU,
        "rhubanau": RHUBANAU,
        "ffon-fugail": 1,
        "pad-sgorio": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "gwaith": {"hand": cardiau_llaw(players), "draw": tasgau_tymor(players), "turns": 3},
        "caeau": {"table": caeau_marchnad(players)},
        "tywydd": {"per_round": 1, "turns": tymhorau_yn_y_gem()},
    }


# --- Invariants ----------------------------------------------------------

@invariant("setup takes every deck and supply out whole, as the box counts them", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    want = {"gwaith": CARDIAU_GWAITH, "caeau": CARDIAU_CAE, "tywydd": CARDIAU_TYWYDD}
    for deck_id, n in want.items():
        if game.deck(deck_id).total != n:
            return f"deck {deck_id} has {game.deck(deck_id).total}, setup says {n}"
    box = {c.id: c.count for c in game.inventory}
    for comp, n in {"defaid": DEFAID, "byrnau": BYRNAU, "punnoedd": PUNNOEDD,
                    "sachau": SACHAU, "rhubanau": RHUBANAU}.items():
        if box.get(comp) != n:
            return f"{comp}: box {box.get(comp)}, setup {n}"
    return True


@invariant("the starting flock fits the farmyard", per_player_count=False)
def flock_fits_yard() -> bool:
    return defaid_dechrau() <= lle_buarth()


@invariant("the supply holds every player's starting sheep with some to spare")
def sheep_suffice(players: int) -> bool:
    return players * defaid_dechrau() + 12 <= DEFAID


@invariant("the field deck fills the market")
def market_fills(players: int) -> bool:
    return caeau_marchnad(players) <= CARDIAU_CAE


@invariant("the opening deal leaves cards in the work deck")
def deal_fits(players: int) -> bool:
    return players * cardiau_llaw(players) < CARDIAU_GWAITH


@invariant("each season's weather pile holds the same number of cards", per_player_count=False)
def weather_piles(game) -> bool | str:
    for tymor in TYMHORAU:
        n = sum(c.count for c in game.deck("tywydd").cards if c.fields["tymor"] == tymor)
        if n != cardiau_tywydd_y_tymor():
            return f"{tymor}: {n} cards"
    return True

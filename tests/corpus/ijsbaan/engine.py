"""IJsbaan: het rekenmodel achter de spelregels.

Elke tabel in game.yaml en elk getal dat de spelregels uit de data halen,
komt uit een regel hieronder.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

BAANVAKKEN = 24          # vakken in één ronde, het startvak meegeteld
MAX_ENERGIE = 12         # de energiebalk loopt van 0 tot 12
STARTENERGIE = 8
LUWTEBONUS = 1
SLAGKAARTEN = 50         # moet gelijk zijn aan game.yaml (invariant hieronder)
TOERNOOIRACES = 3
TOERNOOIPUNTEN = {1: 5, 2: 3, 3: 2, 4: 1, 5: 0}


# --- opstelling per spelersaantal ---------------------------------------

@rule
def rondes(players: int = 2) -> int:
    """Ronden die je rijdt: drie met twee of drie spelers, twee met meer."""
    return 3 if players <= 3 else 2


@rule
def handkaarten(players: int = 2) -> int:
    """Slagkaarten in je hand."""
    return 5 if players <= 3 else 4


@rule
def startenergie(players: int | None = None) -> int:
    """Waar je energiemarker begint: bij elk spelersaantal gelijk."""
    return STARTENERGIE


# --- vaste getallen ------------------------------------------------------

@rule
def baanvakken(players: int | None = None) -> int:
    return BAANVAKKEN


@rule
def max_energie(players: int | None = None) -> int:
    return MAX_ENERGIE


@rule
def luwtebonus(players: int | None = None) -> int:
    return LUWTEBONUS


@rule
def uitrollen_vakken() -> int:
    """Uitrollen: zoveel vakken schaats je zonder kaart."""
    return 1


@rule
def uitrollen_energie() -> int:
    """Uitrollen: zoveel energie krijg je terug."""
    return 1


# --- een beurt -----------------------------------------------------------

@rule
def zet(vak: int, snelheid: int) -> tuple:
    """Het vak waar je uitkomt en of je daarbij over (of op) de startlijn kwam."""
    eind = vak + snelheid
    return (eind % BAANVAKKEN, eind >= BAANVAKKEN)


@rule
def energie_na(energie: int, inspanning: int, herstel: int = 0, luwte: bool = False) -> int:
    """Energie na een beurt: inspanning eraf, herstel en luwte erbij, nooit boven het maximum."""
    if inspanning > energie:
        raise ValueError("te weinig energie voor deze kaart")
    na = energie - inspanning + herstel + (LUWTEBONUS if luwte else 0)
    return min(MAX_ENERGIE, na)


# --- natuurijs: de winddobbelsteen ----------------------------------------

@rule
def wind(roll: int) -> str:
    if roll <= 3:
        return "windstil"
    if roll <= 5:
        return "tegenwind"
    return "rugwind"


@rule
def wind_snelheid(snelheid: int, wind: str) -> int:
    """De snelheid van een gespeelde kaart onder de wind van deze speelronde."""
    if wind == "tegenwind":
        return max(1, snelheid - 1)
    if wind == "rugwind":
        return snelheid + 1
    return snelheid


# --- allround-toernooi -----------------------------------------------------

@rule
def toernooipunten(plaats: int) -> int:
    return TOERNOOIPUNTEN.get(plaats, 0)


@rule
def toernooiraces() -> int:
    return TOERNOOIRACES


@rule
def toernooi_totaal(plaatsen: list) -> int:
    return sum(toernooipunten(p) for p in plaatsen)


# --- wat er uit de doos komt ---------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "spelbord": 1,
        "slagkaarten": SLAGKAARTEN,
        "schaatsers": players,
        "energiemarkers": players,
        "rondemarkers": players,
        "winddobbelsteen": 1 if variant == "natuurijs" else 0,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    gedrag: dict[str, dict] = {"slagkaarten": {"hand": handkaarten(players), "draw": 1, "turns": 5}}
    if variant == "natuurijs":
        gedrag["wind"] = {"dice": 1}
    return gedrag


# --- invarianten -----------------------------------------------------------

@invariant("de hele stapel slagkaarten komt op tafel", per_player_count=False)
def stapel_komt_heel_op_tafel(game) -> bool | str:
    totaal = game.deck("slagkaarten").total
    return True if totaal == SLAGKAARTEN else f"de kaarten tellen {totaal}, setup() zegt {SLAGKAARTEN}"


@invariant("elke slagkaart is met de startenergie te spelen en brengt je vooruit", per_player_count=False)
def kaarten_speelbaar(game) -> bool | str:
    for kaart in game.deck("slagkaarten").cards:
        if kaart.fields["inspanning"] > STARTENERGIE:
            return f"{kaart.name} kost meer dan de startenergie"
        if kaart.fields["snelheid"] < 1:
            return f"{kaart.name} brengt je niet vooruit"
    return True


@invariant("na het delen blijft er een trekstapel over")
def trekstapel_blijft(players: int) -> bool:
    return handkaarten(players) * players + 10 <= SLAGKAARTEN


@invariant("de startenergie past op de energiebalk")
def startenergie_past(players: int) -> bool:
    return 0 < startenergie(players) <= MAX_ENERGIE

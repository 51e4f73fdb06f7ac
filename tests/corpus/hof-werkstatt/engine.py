"""Hof & Werkstatt: das ausführbare Modell der Regeln.

Die Zahlen, mit denen die Regeln rechnen, stehen hier; Kosten, Kartenwerte und
Schachtelinhalt stehen in game.yaml und cards/auftraege.csv. Invarianten halten
beide Seiten zusammen.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

WAREN = ("Holz", "Lehm", "Getreide", "Wolle")

# Sammelfelder: Aktionsfeld -> (Ware, Menge, Taler dazu)
SAMMELFELDER = {
    "Fällen": ("Holz", 3, 0),
    "Sammeln": ("Holz", 2, 1),
    "Stechen": ("Lehm", 3, 0),
    "Graben": ("Lehm", 2, 1),
    "Ernten": ("Getreide", 2, 0),
    "Nachlese": ("Getreide", 1, 1),
    "Scheren": ("Wolle", 2, 0),
    "Hüten": ("Wolle", 1, 1),
}

# Welche Werkstatt welche Ware beim Sammeln vermehrt
WERKSTATT_WARE = {"Holz": "Sägewerk", "Lehm": "Töpferei", "Wolle": "Weberei"}

ORTE = 8                  # Orte auf dem Spielplan, je zwei Aktionsfelder
FELDER_JE_ORT = 2

GESPERRT = {
    2: ["Sammeln", "Graben", "Nachlese", "Hüten"],
    3: ["Sammeln", "Nachlese"],
    4: [],
}

PREISE = {"Holz": 1, "Lehm": 1, "Getreide": 2, "Wolle": 2}

# Schachtelinhalt, den setup() nennen muss (von Invarianten an game.yaml gehalten)
AUFTRAGSKARTEN = 20
WARENPLAETTCHEN = 60
TALERMUENZEN = 40
WERKSTATTPLAETTCHEN = 10


# --- Aufbau ---------------------------------------------------------------

@rule
def start_helfer(players: int) -> int:
    """Helfer, mit denen jeder Spieler die Partie beginnt."""
    return 4 if players == 2 else 3


@rule
def helfer_hoechstens(players: int | None = None) -> int:
    """Mehr Helfer hat niemand, auch nicht über das Rathaus."""
    return 5


@rule
def offene_auftraege(players: int) -> int:
    """Auftragskarten in der Auslage: zwei mehr, als Spieler am Tisch sitzen."""
    return players + 2


@rule
def gesperrte_felder(players: int) -> list[str]:
    return list(GESPERRT[players])


@rule
def sperrsteine(players: int) -> int:
    return len(GESPERRT[players])


@rule
def aktionsfelder(players: int | None = None) -> int:
    return ORTE * FELDER_JE_ORT


@rule
def freie_felder(players: int) -> int:
    return aktionsfelder() - sperrsteine(players)


@rule
def start_taler(platz: int) -> int:
    """Startgeld: der Startspieler bekommt am wenigsten."""
    return platz + 1


@rule
def runden(players: int | None = None) -> int:
    return 7


@rule
def lagergrenze(players: int | None = None) -> int:
    """So viele Waren darf man am Ende einer Runde behalten."""
    return 8


@rule
def gesinde_kosten() -> int:
    """Taler, die ein neuer Helfer im Rathaus kostet."""
    return 2


@rule
def vorsitz_taler() -> int:
    return 1


@rule
def anbauen_aufpreis() -> int:
    return 1


@rule
def eilauftrag_gebuehr() -> int:
    return 1


@rule
def verkaufen_hoechstens() -> int:
    return 3


# --- Aktionsfelder --------------------------------------------------------

@rule
def ware_von(feld: str) -> str:
    return SAMMELFELDER[feld][0]


@rule
def ertrag(feld: str) -> int:
    return SAMMELFELDER[feld][1]


@rule
def taler_bonus(feld: str) -> int:
    return SAMMELFELDER[feld][2]


@rule
def verkaufspreis(ware: str) -> int:
    return PREISE[ware]


@rule
def wetter(roll: int) -> str:
    if roll == 1:
        return "hagel"
    if roll in (2, 3):
        return "regen"
    if roll in (4, 5):
        return "sonne"
    return "markttag"


@rule
def ertrag_gesamt(feld: str, wetter: str = "sonne", werkstatt: bool = False) -> int:
    """Waren, die ein Helfer auf einem Sammelfeld bekommt, mit Wetter und passender Werkstatt."""
    ware, menge, _ = SAMMELFELDER[feld]
    if werkstatt and ware in WERKSTATT_WARE:
        menge += 1
    if wetter == "regen" and ware == "Lehm":
        menge += 1
    if wetter == "hagel" and ware == "Getreide":
        menge -= 1
    return max(0, menge)


@rule
def verkaufserloes(waren: dict, wetter: str = "sonne", muehle: bool = False) -> int:
    """Taler für einen Verkauf: waren ist {Ware: Anzahl}."""
    erloes = 0
    for ware, anzahl in waren.items():
        preis = PREISE[ware]
        if wetter == "markttag":
            preis += 1
        if muehle and ware == "Getreide":
            preis += 1
        erloes += preis * int(anzahl)
    return erloes


# --- Wertung --------------------------------------------------------------

@rule
def taler_je_ruhm() -> int:
    return 3


@rule
def taler_ruhm(taler: int) -> int:
    """Ruhm, den die übrigen Taler bei Spielende bringen."""
    return taler // taler_je_ruhm()


@rule
def schlusspunkte(leiste: int, taler: int, backhaus_auftraege: int = 0) -> int:
    """Endstand: Ruhmleiste, Backhaus (1 je erfülltem Auftrag) und Taler."""
    return leiste + backhaus_auftraege + taler_ruhm(taler)


# --- Aufbau aus der Schachtel ------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "spielplan": 1,
        "auftraege": AUFTRAGSKARTEN,
        "helfer": players * helfer_hoechstens(),
        "ruhmmarker": players,
        "warenplaettchen": WARENPLAETTCHEN,
        "taler": TALERMUENZEN,
        "werkstaetten": WERKSTATTPLAETTCHEN,
        "sperrsteine": sperrsteine(players),
        "startspieler": 1,
        "rundenmarker": 1,
        "wetterwuerfel": 0 if variant == "ohne-wetter" else 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    # Die Auslage wird zu Beginn offen gelegt; je Runde werden etwa so viele
    # Aufträge nachgelegt, wie Spieler am Tisch sitzen.
    return {
        "auftraege": {"table": offene_auftraege(players), "per_round": players, "turns": runden()},
        "wetter": {"dice": 1},
    }


# --- Invarianten ----------------------------------------------------------

@invariant("alle Start-Helfer finden ein freies Aktionsfeld")
def start_helfer_passen(players: int) -> bool:
    return start_helfer(players) * players <= freie_felder(players)


@invariant("die Sperrsteine liegen nur auf Feldern, die es gibt")
def sperren_gueltig(players: int) -> bool | str:
    fremd = [f for f in GESPERRT[players] if f not in SAMMELFELDER]
    return True if not fremd else f"unbekannte Felder: {', '.join(fremd)}"


@invariant("die Schachtel stimmt mit den Zahlen des Modells", per_player_count=False)
def schachtel_stimmt(game) -> bool | str:
    zaehler = {c.id: c.count for c in game.inventory}
    soll = {
        "auftragskarten": AUFTRAGSKARTEN,
        "warenplaettchen": WARENPLAETTCHEN,
        "taler": TALERMUENZEN,
        "werkstaetten": WERKSTATTPLAETTCHEN,
    }
    falsch = [f"{k}: {zaehler.get(k)} statt {v}" for k, v in soll.items() if zaehler.get(k) != v]
    helfer = next(c for c in game.inventory if c.id == "helfer")
    if helfer.per_player != helfer_hoechstens():
        falsch.append(f"helfer: {helfer.per_player} je Spieler statt {helfer_hoechstens()}")
    return True if not falsch else "; ".join(falsch)


@invariant("die Waren des Modells sind die Waren von game.yaml", per_player_count=False)
def waren_stimmen(game) -> bool | str:
    return True if tuple(game.names["waren"]) == WAREN else f"game.yaml nennt {game.names['waren']}"


@invariant("jede Werkstatt liegt zweimal in der Schachtel", per_player_count=False)
def werkstaetten_doppelt(game) -> bool | str:
    werkstaetten = [c for c in game.costs if c.group == "werkstaetten"]
    return True if len(werkstaetten) * 2 == WERKSTATTPLAETTCHEN else f"{len(werkstaetten)} Werkstätten"


@invariant("die Auslage lässt sich in jeder Runde auffüllen", per_player_count=False)
def auslage_reicht(game) -> bool | str:
    deck = game.deck("auftraege")
    # Im schlimmsten Fall wird jede Runde die ganze größte Auslage neu gefüllt,
    # aber nie mehr als zwei Aufträge je Spieler und Runde geliefert.
    noetig = offene_auftraege(4) + 2 * 4
    return True if deck.total >= noetig else f"{deck.total} Karten, {noetig} nötig"


@invariant("jeder Auftrag zahlt mindestens den Marktpreis seiner Waren", per_player_count=False)
def auftraege_lohnen(game) -> bool | str:
    billig = []
    for karte in game.deck("auftraege").cards:
        waren = karte.fields["waren"]
        marktwert = sum(PREISE[a.name] * a.amount for a in waren)
        lohn = karte.fields["taler"] + karte.fields["ruhm"]
        if lohn < marktwert:
            billig.append(f"{karte.name} ({lohn} < {marktwert})")
        anzahl = sum(a.amount for a in waren)
        if not 2 <= anzahl <= 5:
            billig.append(f"{karte.name} verlangt {anzahl} Waren")
    return True if not billig else "zu billig: " + ", ".join(billig)

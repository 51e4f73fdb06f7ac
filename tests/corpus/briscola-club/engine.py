"""Briscola Club: il modello eseguibile delle regole.

Le regole qui sotto stampano le tabelle del regolamento (preparazione, valori
delle carte, segni) e fanno i conti degli esempi. Gli invarianti tengono
allineati i numeri del motore con le carte del mazzo e con la scatola.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

SEMI = ("Denari", "Coppe", "Spade", "Bastoni")

# valore stampato sulla carta -> (punti, forza nella presa)
VALORI = {
    "Asso": (11, 10),
    "3": (10, 9),
    "Re": (4, 8),
    "Cavallo": (3, 7),
    "Fante": (2, 6),
    "7": (0, 5),
    "6": (0, 4),
    "5": (0, 3),
    "4": (0, 2),
    "2": (0, 1),
}

MAZZO_COMPLETO = 40
PUNTI_TOTALI = 120
PUNTI_PER_VINCERE = 61
CARTA_TOLTA_A_TRE = "coppe-2"
GETTONI_SEGNO = 12


@rule
def carte_in_mano(players: int | None = None) -> int:
    """Carte che ognuno tiene in mano: sempre tre."""
    return 3


@rule
def carte_tolte(players: int) -> int:
    """A tre giocatori si toglie il 2 di Coppe perché le carte si dividano giuste."""
    return 1 if players == 3 else 0


@rule
def carte_in_gioco(players: int) -> int:
    return MAZZO_COMPLETO - carte_tolte(players)


@rule
def prese_per_smazzata(players: int) -> int:
    """Ogni giocatore gioca tutte le sue carte: tante prese quante carte a testa."""
    return carte_in_gioco(players) // players


@rule
def segni_per_vincere(players: int = 2) -> int:
    return {2: 3, 3: 3, 4: 4}[players]


@rule
def punti_totali() -> int:
    return PUNTI_TOTALI


@rule
def punti_per_vincere() -> int:
    """Punti per vincere una smazzata: più della metà dei 120."""
    return PUNTI_PER_VINCERE


@rule
def punti_carta(carta: str) -> int:
    return VALORI[carta][0]


@rule
def forza_carta(carta: str) -> int:
    return VALORI[carta][1]


@rule
def segni_mano(punti: int) -> int:
    """Segni che una squadra (o un giocatore) guadagna con i punti di una smazzata."""
    if punti < PUNTI_PER_VINCERE:
        return 0
    if punti <= 90:
        return 1
    if punti < PUNTI_TOTALI:
        return 2
    return 3


@rule
def punti_restanti(punti: int) -> int:
    """Quello che resta agli avversari dei 120 punti del mazzo."""
    return PUNTI_TOTALI - punti


def _leggi(nome: str) -> tuple[str, str]:
    valore, _, seme = nome.partition(" di ")
    if valore not in VALORI or seme not in SEMI:
        raise ValueError(f"carta sconosciuta: {nome!r}")
    return valore, seme


@rule
def vince_presa(carte: list, briscola: str) -> str:
    """La carta che vince la presa: la briscola più forte, altrimenti la più forte del seme d'uscita."""
    lette = [(_leggi(c), c) for c in carte]
    seme_uscita = lette[0][0][1]
    briscole = [x for x in lette if x[0][1] == briscola]
    candidate = briscole or [x for x in lette if x[0][1] == seme_uscita]
    migliore = max(candidate, key=lambda x: VALORI[x[0][0]][1])
    return migliore[1]


@rule
def punti_presa(carte: list) -> int:
    return sum(VALORI[_leggi(c)[0]][0] for c in carte)


def _lati(players: int) -> int:
    """Chi gioca per sé o in coppia: due lati a 2 e a 4 giocatori, tre a 3."""
    return 3 if players == 3 else 2


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "mazzo": carte_in_gioco(players),
        "gettoni-club": players,
        "segni": 0 if variant == "partita-secca" else GETTONI_SEGNO,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict[str, int]]:
    return {"mazzo": {"hand": carte_in_mano(players), "draw": 1}}


@invariant("il mazzo ha un esemplare di ogni valore per ogni seme", per_player_count=False)
def mazzo_completo(game) -> bool | str:
    deck = game.deck("mazzo")
    if deck.total != MAZZO_COMPLETO:
        return f"il mazzo ha {deck.total} carte, non {MAZZO_COMPLETO}"
    visti = {(c.fields["seme"], c.fields["valore"]) for c in deck.cards}
    mancano = [f"{v} di {s}" for s in SEMI for v in VALORI if (s, v) not in visti]
    return True if not mancano else "mancano: " + ", ".join(mancano)


@invariant("punti e forza di ogni carta sono quelli delle regole", per_player_count=False)
def carte_coerenti(game) -> bool | str:
    for c in game.deck("mazzo").cards:
        punti, forza = VALORI.get(c.fields["valore"], (None, None))
        if c.fields["punti"] != punti or c.fields["forza"] != forza:
            return f"{c.name}: punti {c.fields['punti']}, forza {c.fields['forza']}"
        if c.name != f"{c.fields['valore']} di {c.fields['seme']}":
            return f"{c.name}: il nome non dice valore e seme"
    return True


@invariant("il mazzo vale 120 punti, anche senza la carta tolta a tre", per_player_count=False)
def punti_del_mazzo(game) -> bool | str:
    deck = game.deck("mazzo")
    totale = sum(c.fields["punti"] * c.count for c in deck.cards)
    if totale != PUNTI_TOTALI:
        return f"il mazzo vale {totale} punti"
    tolta = next((c for c in deck.cards if c.id == CARTA_TOLTA_A_TRE), None)
    if tolta is None or tolta.fields["punti"] != 0:
        return "la carta tolta a tre giocatori deve esistere e valere zero"
    return True


@invariant("dopo la distribuzione il mazzo si pesca a giri completi")
def pesca_a_giri_completi(players: int) -> bool:
    return (carte_in_gioco(players) - players * carte_in_mano(players)) % players == 0


@invariant("i gettoni Segno bastano per la partita più lunga", per_player_count=False)
def segni_bastano(game) -> bool | str:
    scatola = next(c.count for c in game.inventory if c.id == "segni")
    for players in game.players:
        # ogni lato si ferma un segno sotto la meta, poi qualcuno vince con tre segni in un colpo
        servono = _lati(players) * (segni_per_vincere(players) - 1) + 3
        if servono > scatola:
            return f"a {players} giocatori servono {servono} gettoni Segno"
    return True

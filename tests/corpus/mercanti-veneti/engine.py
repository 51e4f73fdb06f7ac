"""Mercanti Veneti: il modello eseguibile delle regole.

Ogni numero che il regolamento stampa nasce qui o nei dati (game.yaml, cards/*.csv);
gli invarianti tengono d'accordo le due parti.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# Valore di ogni merce: quanto la compra la banca in un giro normale.
VALORI = {"Sale": 1, "Vetro": 2, "Seta": 3, "Spezie": 4}

# Quante carte di ogni merce ci sono nel mazzo delle merci.
CARTE_PER_MERCE = {"Sale": 16, "Vetro": 14, "Seta": 12, "Spezie": 10}

# Numeri che non cambiano con il numero di giocatori.
COSTANTI = {"Limite di mano": 7, "Carte pescate": 2, "Ducati per un punto": 3}

# Con il Magazzino il limite di mano sale di due carte; con la Galea si pesca una carta in piu'.
MAGAZZINO_CARTE_IN_PIU = 2
GALEA_CARTE_IN_PIU = 1

# Valore totale delle monete nella scatola: 30 da 1 ducato e 10 da 5 ducati.
DUCATI_NELLA_BANCA = 30 * 1 + 10 * 5

# Risultati del Dado del mercato, faccia per faccia.
DADO = {1: "sale", 2: "vetro", 3: "seta", 4: "spezie", 5: "bonaccia", 6: "acqua-alta"}


# --- Preparazione per numero di giocatori -------------------------------------------------

@rule
def ducati_iniziali(players: int) -> int:
    """Ducati che ogni mercante riceve all'inizio."""
    return {2: 6, 3: 5, 4: 5}[players]


@rule
def carte_iniziali(players: int) -> int:
    """Carte merce distribuite a ogni mercante all'inizio."""
    return 5 if players == 2 else 4


@rule
def carte_rialto(players: int) -> int:
    """Carte merce scoperte al Rialto: due piu' dei giocatori."""
    return players + 2


@rule
def contratti_esposti(players: int) -> int:
    """Contratti scoperti sul tavolo."""
    return 3 if players == 2 else 4


@rule
def contratti_per_finire(players: int, variant: str | None = None) -> int:
    """Contratti consegnati da un solo mercante che chiudono la partita."""
    base = {2: 6, 3: 5, 4: 4}[players]
    return base - 1 if variant == "breve" else base


# --- Merci -----------------------------------------------------------------------------------

@rule
def valore_merce(merce: str) -> int:
    """Quanto la banca paga una carta di questa merce."""
    return VALORI[merce]


@rule
def prezzo_acquisto(merce: str) -> int:
    """Quanto costa comprare una carta di questa merce al Rialto: il valore piu' uno."""
    return VALORI[merce] + 1


@rule
def prezzo_richiesta(merce: str) -> int:
    """Quanto la banca paga la merce richiesta dal dado: il valore piu' uno."""
    return VALORI[merce] + 1


@rule
def carte_per_merce(merce: str) -> int:
    return CARTE_PER_MERCE[merce]


@rule
def costante(cosa: str) -> int:
    return COSTANTI[cosa]


@rule
def limite_mano(players: int | None = None, magazzino: bool = False) -> int:
    return COSTANTI["Limite di mano"] + (MAGAZZINO_CARTE_IN_PIU if magazzino else 0)


@rule
def carte_pescate(players: int | None = None, galea: bool = False) -> int:
    return COSTANTI["Carte pescate"] + (GALEA_CARTE_IN_PIU if galea else 0)


@rule
def ducati_per_punto() -> int:
    return COSTANTI["Ducati per un punto"]


# --- Dado del mercato -----------------------------------------------------------------------

@rule
def dado_mercato(roll: int) -> str:
    return DADO[roll]


# --- Vendite, contratti e punteggio -----------------------------------------------------------

@rule
def ricavo_vendita(merce: str, carte: int, richiesta: str = "") -> int:
    """Ducati incassati vendendo `carte` carte di una merce; `richiesta` e' la merce del dado."""
    prezzo = prezzo_richiesta(merce) if richiesta == merce else valore_merce(merce)
    return prezzo * carte


@rule
def punti_contratto(richiesta: dict) -> int:
    """Un contratto vale il valore totale delle merci che chiede."""
    return sum(VALORI[merce] * int(quante) for merce, quante in richiesta.items())


@rule
def premio_contratto(tipi: int) -> int:
    """Un ducato di premio per ogni merce diversa oltre la seconda."""
    return max(0, tipi - 2)


@rule
def punteggio_finale(contratti: int, privilegi: int, ducati: int) -> int:
    return contratti + privilegi + ducati // ducati_per_punto()


# --- Cosa esce dalla scatola ------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "carte-merce": sum(CARTE_PER_MERCE.values()),   # tutto il mazzo delle merci
        "contratti": 18,                                 # tutto il mazzo dei contratti
        "monete": 40,                                    # la banca intera
        "privilegi": 2 * players,                        # un Magazzino e una Galea per mercante
        "leone": 1,
        "dado": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "carte-merce": {"hand": carte_iniziali(players), "table": carte_rialto(players)},
        "contratti": {"table": contratti_esposti(players)},
        "mercato": {"dice": 1},
    }


# --- Invarianti ------------------------------------------------------------------------------

@invariant("ogni carta merce stampa il valore della sua merce", per_player_count=False)
def valori_delle_carte(game) -> bool | str:
    sbagliate = [c.name for c in game.deck("carte-merce").cards
                 if c.fields["valore"] != VALORI[c.fields["merce"]]]
    return True if not sbagliate else f"valore sbagliato: {', '.join(sbagliate)}"


@invariant("il mazzo delle merci ha le carte che il regolamento dichiara", per_player_count=False)
def carte_del_mazzo(game) -> bool | str:
    contate = {m: 0 for m in VALORI}
    for c in game.deck("carte-merce").cards:
        contate[c.fields["merce"]] += c.count
    return True if contate == CARTE_PER_MERCE else f"nel mazzo: {contate}"


@invariant("ogni contratto vale il valore totale delle merci che chiede", per_player_count=False)
def punti_dei_contratti(game) -> bool | str:
    for c in game.deck("contratti").cards:
        richiesta = {a.name: a.amount for a in c.fields["richiesta"]}
        if c.fields["punti"] != punti_contratto(richiesta):
            return f"{c.name}: {c.fields['punti']} punti invece di {punti_contratto(richiesta)}"
        premio = c.fields["premio"] or 0
        if premio != premio_contratto(len(richiesta)):
            return f"{c.name}: premio {premio} invece di {premio_contratto(len(richiesta))}"
    return True


@invariant("la preparazione usa tutto il mazzo dei contratti", per_player_count=False)
def contratti_interi(game) -> bool:
    return game.deck("contratti").total == setup(2)["contratti"]


@invariant("la banca basta per i ducati iniziali")
def banca_sufficiente(players: int) -> bool:
    return ducati_iniziali(players) * players <= DUCATI_NELLA_BANCA


@invariant("il mazzo delle merci basta per le mani e il Rialto")
def mazzo_sufficiente(players: int) -> bool:
    return carte_iniziali(players) * players + carte_rialto(players) <= sum(CARTE_PER_MERCE.values())


@invariant("i contratti esposti bastano a chiudere la partita")
def contratti_sufficienti(players: int) -> bool:
    return contratti_per_finire(players) <= 18


@invariant("le monete della scatola fanno la banca dichiarata", per_player_count=False)
def monete_della_banca(game) -> bool:
    monete = next(c for c in game.inventory if c.id == "monete")
    return monete.count == setup(2)["monete"]

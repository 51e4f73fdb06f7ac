"""Enquête à Paris : le modèle exécutable des règles.

L'horloge est une piste de 13 cases, de 18 h (case 0) à 6 h (case 12, l'aube).
Le marqueur part d'autant de cases avant l'aube que l'équipe a d'heures d'enquête.
"""

from generator.engine import invariant, rule

PLAYERS = (1, 5)

# La piste de l'horloge, case par case (les étiquettes du plateau).
HEURES = ("18 h", "19 h", "20 h", "21 h", "22 h", "23 h", "minuit",
          "1 h", "2 h", "3 h", "4 h", "5 h", "6 h")
AUBE = len(HEURES) - 1

TYPES = ("Suspect", "Cachette", "Fuite")
PAR_TYPE = 6                      # six cartes Piste de chaque famille
QUARTIERS = 5                     # lieux où l'on pose des pistes

# Les niveaux de difficulté : le nom imprimé et l'id de la variante.
NIVEAUX = {None: "Standard", "debutants": "Débutants", "nuit-blanche": "Nuit blanche"}


def _niveau(variant: str | None) -> str:
    return NIVEAUX[variant]


@rule
def pa_par_tour(players: int = 1) -> int:
    """Points d'action de chaque détective à son tour."""
    return {1: 4, 2: 3}.get(players, 2)


@rule
def bonus_heures(niveau: str = "Standard") -> int:
    """Heures d'enquête ajoutées (ou retirées) par le niveau de difficulté."""
    return {"Débutants": 2, "Standard": 0, "Nuit blanche": -2}[niveau]


@rule
def accusations_permises(niveau: str = "Standard") -> int | None:
    """Nombre maximal d'accusations ; None : autant que l'horloge le permet."""
    return 2 if niveau == "Nuit blanche" else None


@rule
def heures_enquete(players: int = 1, variant: str | None = None) -> int:
    """Heures entre la case de départ du marqueur et l'aube."""
    base = {1: 10, 2: 9, 3: 8, 4: 7, 5: 6}[players]
    return base + bonus_heures(_niveau(variant))


@rule
def horloge_case_depart(players: int = 1, variant: str | None = None) -> int:
    """Case de la piste de l'horloge où le marqueur commence (0 = 18 h)."""
    return AUBE - heures_enquete(players, variant)


@rule
def heure_depart(players: int = 1, variant: str | None = None) -> str:
    """L'heure imprimée sur la case de départ."""
    return HEURES[horloge_case_depart(players, variant)]


@rule
def temoignages_depart(players: int = 1) -> int:
    """Cartes Témoignage données à chaque détective à la mise en place."""
    return {1: 3, 2: 2}.get(players, 1)


@rule
def pistes_par_quartier(players: int | None = None) -> int:
    return 3


@rule
def main_max(players: int | None = None) -> int:
    """Cartes Témoignage qu'un détective peut garder en main."""
    return 3


@rule
def heures_perdues(players: int | None = None) -> int:
    """Cases dont l'horloge avance après une accusation fausse."""
    return 2


@rule
def aube() -> int:
    return AUBE


@rule
def bonnes_reponses(accusation: list, dossier: list) -> int:
    """Nombre de cartes de l'accusation qui sont aussi dans le dossier."""
    return sum(1 for nom in accusation if nom in dossier)


@rule
def horloge_apres(depart: int, heures: int, evenements: int = 0, accusations_fausses: int = 0) -> int:
    """Case du marqueur après quelques heures, événements et accusations fausses."""
    return min(AUBE, depart + heures + evenements + accusations_fausses * heures_perdues())


@rule
def heure_affichee(case: int) -> str:
    return HEURES[case]


@rule
def heures_restantes(case: int) -> int:
    return AUBE - case


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Ce qu'une partie sort de la boîte."""
    return {
        "plateau": 1,
        "pistes": PAR_TYPE * len(TYPES),
        "temoignages": 10,
        "evenements": 12,
        "pions-detective": players,
        "marqueur-horloge": 1,
        "aides-de-jeu": players,
        "carnets": 1,
        "enveloppe": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "temoignages": {"hand": temoignages_depart(players)},
        "evenements": {"per_round": 1},        # un Événement par heure
    }


@invariant("chaque famille de pistes compte six cartes, trois de chaque rive", per_player_count=False)
def familles_completes(game) -> bool | str:
    cartes = game.deck("pistes").cards
    for t in TYPES:
        famille = [c for c in cartes if c.fields["categorie"] == t]
        if sum(c.count for c in famille) != PAR_TYPE:
            return f"{t} : {sum(c.count for c in famille)} cartes"
        for rive in game.names["rives"]:
            n = sum(c.count for c in famille if c.fields["rive"] == rive)
            if n != PAR_TYPE // 2:
                return f"{t}, {rive} : {n} cartes"
    return True


@invariant("les pistes hors du dossier remplissent exactement les quartiers d'enquête", per_player_count=False)
def pistes_remplissent_quartiers(game) -> bool | str:
    quartiers = next(c for c in game.categories if c.id == "quartiers")
    if len(quartiers.members) != QUARTIERS:
        return f"{len(quartiers.members)} quartiers"
    restantes = game.deck("pistes").total - len(TYPES)
    if restantes != pistes_par_quartier() * QUARTIERS:
        return f"{restantes} pistes pour {QUARTIERS} quartiers"
    return True


@invariant("la pioche Témoignage couvre les mains de départ")
def temoignages_suffisent(players: int, game) -> bool | str:
    total = game.deck("temoignages").total
    donnees = temoignages_depart(players) * players
    return True if donnees < total else f"{donnees} cartes données sur {total}"


@invariant("le marqueur de l'horloge part sur la piste, avant l'aube")
def horloge_sur_la_piste(players: int, variant: str | None = None) -> bool | str:
    case = horloge_case_depart(players, variant)
    return True if 0 <= case < AUBE else f"case {case}"


@invariant("les étiquettes de l'horloge du plateau sont celles du moteur", per_player_count=False)
def etiquettes_horloge(game) -> bool | str:
    piste = next(t for m in game.maps for t in m.tracks if t.id == "horloge")
    return True if tuple(piste.labels) == HEURES else f"le plateau imprime {list(piste.labels)}"


@invariant("setup() sort chaque paquet en entier", per_player_count=False)
def paquets_entiers(game) -> bool | str:
    s = setup(1)
    for deck_id in ("pistes", "temoignages", "evenements"):
        if s[deck_id] != game.deck(deck_id).total:
            return f"{deck_id} : setup {s[deck_id]}, paquet {game.deck(deck_id).total}"
    return True

"""Fiskevær: reglene som tabellene skriver ut."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

FELT = ("Nærfeltet", "Sildegrunnen", "Vestfjorden", "Storbanken")

# kilo per båt, etter felt og vær; None = feltet er stengt
FANGST = {
    "Nærfeltet": {"Stille": 20, "Bris": 20, "Kuling": 10, "Storm": 10},
    "Sildegrunnen": {"Stille": 30, "Bris": 30, "Kuling": 20, "Storm": None},
    "Vestfjorden": {"Stille": 30, "Bris": 20, "Kuling": 20, "Storm": None},
    "Storbanken": {"Stille": 50, "Bris": 40, "Kuling": None, "Storm": None},
}

FISK = {"Nærfeltet": "Sild", "Sildegrunnen": "Sild", "Vestfjorden": "Torsk", "Storbanken": "Torsk"}

PLASSER = {
    "Sildegrunnen": {2: 2, 3: 3, 4: 4},
    "Vestfjorden": {2: 2, 3: 3, 4: 3},
    "Storbanken": {2: 1, 3: 2, 4: 2},
}

STARTPRIS = {"Torsk": 3, "Sild": 2}


@rule
def antall_uker(players: int = 2) -> int:
    """Uker i sesongen: åtte med to, sju med tre, seks med fire."""
    return {2: 8, 3: 7, 4: 6}[players]


@rule
def baater_ved_start(players: int | None = None) -> int:
    return 2


@rule
def kroner_ved_start(players: int | None = None) -> int:
    return 50


@rule
def utstyr_i_raden(players: int = 2) -> int:
    return 4 if players == 4 else 3


@rule
def plasser(players: int, felt: str) -> int | None:
    """Plasser på et felt; Nærfeltet har plass til alle (None)."""
    if felt == "Nærfeltet":
        return None
    return PLASSER[felt][players]


@rule
def fangst_kilo(felt: str, vaer: str) -> int | None:
    """Kilo fisk én båt fanger på et felt i et vær; None når feltet er stengt."""
    return FANGST[felt][vaer]


@rule
def fisk_paa_felt(felt: str) -> str:
    return FISK[felt]


@rule
def startpris(fisk: str) -> int:
    return STARTPRIS[fisk]


@rule
def laveste_pris(fisk: str | None = None) -> int:
    return 1


@rule
def hoyeste_pris(fisk: str | None = None) -> int:
    return 6


@rule
def agn_per_baat() -> int:
    return 10


@rule
def agn(baater: int) -> int:
    """Agn for båtene som går ut."""
    return baater * agn_per_baat()


@rule
def baatpris() -> int:
    return 80


@rule
def flest_baater() -> int:
    return 4


@rule
def baatverdi_ved_slutt() -> int:
    return 40


@rule
def rorbu_verdi() -> int:
    return 80


@rule
def torsk_paa_hjell_per_kilo() -> int:
    return 1


@rule
def kilo_per_kasse() -> int:
    return 10


@rule
def fangst_for_baat(felt: str, vaer: str, ekstra: int = 0) -> int | None:
    """Én båts fangst med utstyrets ekstra kilo."""
    kilo = fangst_kilo(felt, vaer)
    return None if kilo is None else kilo + ekstra


@rule
def salg(kilo: int, pris: int) -> int:
    """Kroner for fisk solgt på kaia: kilo ganger pris."""
    return kilo * pris


@rule
def sluttsum(kroner: int, baater: int, rorbuer: int = 0, torsk_paa_hjell: int = 0) -> int:
    return (kroner + baater * baatverdi_ved_slutt() + rorbuer * rorbu_verdi()
            + torsk_paa_hjell * torsk_paa_hjell_per_kilo())


@rule
def vaer_for(kast: int) -> str:
    """Værterningen: 1-2 stille, 3-4 bris, 5 kuling, 6 storm."""
    return {1: "stille", 2: "stille", 3: "bris", 4: "bris", 5: "kuling", 6: "storm"}[kast]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "spillbrett": 1,
        "marked": 16,
        "utstyr": 12,
        "baater": 4 * players,
        "baatlagsbrett": players,
        "torskekasser": 30,
        "sildekasser": 30,
        "mynter": 60,
        "prismarkorer": 2,
        "ukemarkor": 1,
        "vaerterning": 1,
    }


@invariant("hver spiller har båter nok til å kjøpe opp til flest båter")
def baater_nok(players: int, game) -> bool | str:
    linje = next(c for c in game.inventory if c.id == "baater")
    return linje.per_player >= flest_baater() > baater_ved_start(players)


@invariant("rorbua på kortene er verdt det sluttsummen regner med", per_player_count=False)
def rorbu_stemmer(game) -> bool | str:
    for kort in game.deck("utstyr").cards:
        if kort.id == "rorbu" and kort.fields["verdi"] != rorbu_verdi():
            return f"{kort.name} er verdt {kort.fields['verdi']}"
    return True


@invariant("ukemerket rekker hele sesongen", per_player_count=False)
def uker_paa_brettet(game) -> bool | str:
    spor = next(t for m in game.maps for t in m.tracks if t.id == "uke")
    return spor.end >= antall_uker(2)

"""Polski Rynek: model reguł gry (ceny, przygotowanie, sprzedaż, punktacja)."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

TOWARY = ("Zboże", "Miód", "Sól", "Sukno", "Bursztyn")

# Cena jednego ładunku na poziomach 1-6 toru cen.
CENNIK = {
    "Zboże": (1, 2, 2, 3, 4, 5),
    "Miód": (2, 3, 3, 4, 5, 6),
    "Sól": (2, 3, 4, 5, 6, 7),
    "Sukno": (3, 4, 5, 6, 7, 8),
    "Bursztyn": (4, 5, 6, 8, 10, 12),
}
NAJNIZSZY_POZIOM = 1
NAJWYZSZY_POZIOM = 6

POZIOM_STARTOWY = {"Zboże": 3, "Miód": 3, "Sól": 3, "Sukno": 2, "Bursztyn": 2}

# Skład talii towarów: (karty z jednym ładunkiem, karty z dwoma ładunkami).
SKLAD_TALII = {
    "Zboże": (10, 4),
    "Miód": (9, 3),
    "Sól": (9, 3),
    "Sukno": (8, 3),
    "Bursztyn": (7, 2),
}

# Punkty, które daje jeden ładunek oddany w zamówieniu.
WAGA = {"Zboże": 1, "Miód": 2, "Sól": 2, "Sukno": 3, "Bursztyn": 4}

KARTY_ZAMOWIEN = 18
MONETY = {1: 30, 5: 12}  # nominał -> liczba monet


# --- Ceny -----------------------------------------------------------------

@rule
def cena(towar: str, poziom: int) -> int:
    """Cena jednego ładunku towaru na danym poziomie."""
    return CENNIK[towar][poziom - 1]


@rule
def poziom_startowy(towar: str) -> int:
    return POZIOM_STARTOWY[towar]


@rule
def cena_startowa(towar: str) -> int:
    return cena(towar, poziom_startowy(towar))


@rule
def najwyzszy_poziom(players: int | None = None) -> int:
    return NAJWYZSZY_POZIOM


# --- Talia towarów -----------------------------------------------------------

@rule
def karty_towaru(towar: str) -> int:
    pojedyncze, podwojne = SKLAD_TALII[towar]
    return pojedyncze + podwojne


@rule
def ladunki_towaru(towar: str) -> int:
    pojedyncze, podwojne = SKLAD_TALII[towar]
    return pojedyncze + 2 * podwojne


@rule
def waga_towaru(towar: str) -> int:
    return WAGA[towar]


def karty_w_talii_towarow() -> int:
    return sum(karty_towaru(t) for t in TOWARY)


# --- Przygotowanie według liczby graczy -------------------------------------

@rule
def karty_na_start(players: int) -> int:
    return {2: 5, 3: 4, 4: 4, 5: 3}[players]


@rule
def zlote_na_start(players: int | None = None) -> int:
    return 10


@rule
def zamowienia_na_stole(players: int) -> int:
    return players + 1


@rule
def zamowienia_do_konca(players: int) -> int:
    return {2: 6, 3: 5, 4: 4, 5: 4}[players]


# --- Stałe ---------------------------------------------------------------

@rule
def karty_dobierane(players: int | None = None) -> int:
    return 2


@rule
def karty_w_wozie(players: int | None = None) -> int:
    return 4


@rule
def limit_reki(players: int | None = None) -> int:
    return 7


@rule
def zlote_za_punkt(players: int | None = None) -> int:
    return 5


# --- Handel i zamówienia ------------------------------------------------------

@rule
def przychod_ze_sprzedazy(towar: str, poziom: int, ladunki: int) -> int:
    """Ile złotych dostaje kupiec za sprzedane ładunki jednego towaru."""
    return cena(towar, poziom) * ladunki


@rule
def poziom_po_sprzedazy(poziom: int, ladunki: int, variant: str | None = None) -> int:
    """Po sprzedaży znacznik spada o tyle poziomów, ile sprzedano ładunków (w grze rodzinnej o jeden)."""
    spadek = 1 if variant == "rodzinna" else ladunki
    return max(NAJNIZSZY_POZIOM, poziom - spadek)


@rule
def poziom_po_zamowieniu(poziom: int) -> int:
    """Każdy towar oddany w zamówieniu drożeje o jeden poziom."""
    return min(NAJWYZSZY_POZIOM, poziom + 1)


@rule
def punkty_zamowienia(zlecenie: dict) -> int:
    return sum(WAGA[towar] * int(ile) for towar, ile in zlecenie.items())


# --- Punktacja -------------------------------------------------------------

@rule
def punkty_za_zlote(zlote: int) -> int:
    return zlote // zlote_za_punkt()


@rule
def wynik_koncowy(punkty: int, zlote: int) -> int:
    return punkty + punkty_za_zlote(zlote)


# --- Przygotowanie ----------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "plansza": 1,
        "towary": karty_w_talii_towarow(),
        "zamowienia": KARTY_ZAMOWIEN,
        "monety": sum(MONETY.values()),
        "znaczniki-cen": len(TOWARY),
        "znacznik-pierwszego-gracza": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "towary": {"hand": karty_na_start(players), "draw": karty_dobierane()},
        "zamowienia": {"hand": 0, "draw": 1},
    }


# --- Niezmienniki ----------------------------------------------------------

@invariant("talia towarów ma skład zapisany w silniku", per_player_count=False)
def sklad_talii_towarow(game) -> bool | str:
    licznik = {t: [0, 0] for t in TOWARY}
    for karta in game.deck("towary").cards:
        ladunki = karta.fields["ladunki"]
        if ladunki not in (1, 2):
            return f"{karta.name}: {ladunki} ładunki"
        licznik[karta.fields["towar"]][ladunki - 1] += karta.count
    for towar in TOWARY:
        if tuple(licznik[towar]) != SKLAD_TALII[towar]:
            return f"{towar}: talia ma {tuple(licznik[towar])}, silnik {SKLAD_TALII[towar]}"
    return True


@invariant("każde zamówienie daje tyle punktów, ile ważą jego ładunki", per_player_count=False)
def punkty_zamowien(game) -> bool | str:
    for karta in game.deck("zamowienia").cards:
        wartosc = sum(WAGA[a.name] * a.amount for a in karta.fields["zlecenie"])
        if wartosc != karta.fields["punkty"]:
            return f"{karta.name}: {karta.fields['punkty']} pkt, a ładunki ważą {wartosc}"
    return True


@invariant("tory cen na planszy pokazują ceny z cennika", per_player_count=False)
def plansza_zgodna_z_cennikiem(game) -> bool | str:
    plansza = game.maps[0]
    for tor in plansza.tracks:
        oczekiwane = tuple(f"{cena(tor.name, p)} zł" for p in range(NAJNIZSZY_POZIOM, NAJWYZSZY_POZIOM + 1))
        if tuple(tor.labels) != oczekiwane:
            return f"tor {tor.name}: {', '.join(tor.labels)}"
    return True


@invariant("pudełko mieści to, co silnik wykłada", per_player_count=False)
def pudelko_zgodne(game) -> bool | str:
    if game.deck("towary").total != karty_w_talii_towarow():
        return "talia towarów"
    if game.deck("zamowienia").total != KARTY_ZAMOWIEN:
        return "talia zamówień"
    monety = next(c for c in game.inventory if c.id == "monety")
    if monety.count != sum(MONETY.values()):
        return "monety"
    return True


@invariant("talia towarów wystarcza na ręce graczy i wóz kupiecki")
def talia_wystarcza(players: int) -> bool:
    return players * karty_na_start(players) + karty_w_wozie() <= karty_w_talii_towarow()


@invariant("bank ma dość złotych na start wszystkich graczy")
def bank_wystarcza(players: int) -> bool:
    wartosc_banku = sum(nominal * ile for nominal, ile in MONETY.items())
    return players * zlote_na_start(players) <= wartosc_banku


@invariant("ręka na start mieści się w limicie")
def reka_w_limicie(players: int) -> bool:
    return karty_na_start(players) <= limit_reki()


@invariant("odkryte zamówienia i zamówienia do końca gry mieszczą się w talii zamówień")
def zamowien_wystarcza(players: int) -> bool:
    return zamowienia_na_stole(players) + zamowienia_do_konca(players) <= KARTY_ZAMOWIEN

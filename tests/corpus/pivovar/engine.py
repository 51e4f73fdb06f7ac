"""Pivovar: model pravidel. Každé číslo, které tabulky a pravidla tisknou, se počítá tady."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

# --- příprava a délka hry -------------------------------------------------

@rule
def mesicu(players: int = 2) -> int:
    """Kolik měsíců hra trvá: od března do října, ve čtyřech o měsíc méně."""
    return 7 if players == 4 else 8


@rule
def objednavky_na_stole(players: int = 2) -> int:
    """Objednávek vyložených lícem nahoru: o jednu víc, než je hráčů."""
    return players + 1


@rule
def startovni_koruny(players: int | None = None) -> int:
    return 10


@rule
def startovni_slad(players: int | None = None) -> int:
    return 2


@rule
def startovni_chmel(players: int | None = None) -> int:
    return 1


@rule
def startovni_sudy(players: int | None = None) -> int:
    return 2


@rule
def sudu_nejvyse() -> int:
    """Kolik sudů může jeden pivovar mít nejvýš (počáteční + dokoupené)."""
    return 4


@rule
def max_sladu() -> int:
    return 6


@rule
def max_chmele() -> int:
    return 4


@rule
def varek_za_mesic() -> int:
    return 1


@rule
def bonus_mistr() -> int:
    """Prémie pro pivovar s nejvíce splněnými objednávkami na konci hry."""
    return 5


# --- pivní styly ---------------------------------------------------------

STYLY = {
    # stupně: (slad, chmel, ležení v měsících)
    10: (2, 1, 1),
    11: (3, 1, 1),
    12: (3, 2, 2),
    13: (4, 2, 2),
    14: (5, 2, 3),
}


@rule
def slad(stupne: int) -> int:
    return STYLY[stupne][0]


@rule
def chmel(stupne: int) -> int:
    return STYLY[stupne][1]


@rule
def lezeni(stupne: int) -> int:
    return STYLY[stupne][2]


@rule
def cena_trh(stupne: int) -> int:
    """Cena sudu na volném trhu: stupně minus 3, plus 2 Kč za každý měsíc ležení navíc."""
    return stupne - 3 + 2 * (lezeni(stupne) - 1)


@rule
def naklady_varu(stupne: int, cena_sladu: int = 1, cena_chmele: int = 2) -> int:
    """Co stojí suroviny na jednu várku, když je kupuješ za ceny daného měsíce."""
    return slad(stupne) * cena_sladu + chmel(stupne) * cena_chmele


@rule
def prodej_na_trhu(stupne: int, priplatek: int = 0) -> int:
    return cena_trh(stupne) + priplatek


@rule
def trzba(objednavky: list, sudy_na_trh: list, priplatek: int = 0) -> int:
    """Co pivovar utrží v jedné fázi Prodeje."""
    return sum(objednavky) + sum(prodej_na_trhu(s, priplatek) for s in sudy_na_trh)


@rule
def zisk(stupne: int, prodejni_cena: int, cena_sladu: int = 1, cena_chmele: int = 2) -> int:
    return prodejni_cena - naklady_varu(stupne, cena_sladu, cena_chmele)


# --- co hra bere z krabice -----------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "kalendar": 1,
        "ukazatel": 1,
        "sklepy": players,
        "sudy": players * sudu_nejvyse(),
        "stitky": 15,
        "slad": 30,
        "chmel": 20,
        "mince": 45,
        "objednavky": 16,
        "udalosti": 10,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"objednavky": {"table": objednavky_na_stole(players)},
            "udalosti": {"per_round": 1, "turns": 8}}


# --- invarianty ----------------------------------------------------------

@invariant("každá objednávka platí víc než volný trh za stejné pivo", per_player_count=False)
def objednavky_se_vyplati(game) -> bool | str:
    for card in game.deck("objednavky").cards:
        s = card.fields["stupne"]
        if s not in STYLY:
            return f"{card.name}: neznámé pivo {s}°"
        if card.fields["cena"] <= cena_trh(s):
            return f"{card.name} platí jen {card.fields['cena']} Kč"
    return True


@invariant("událostí je dost na každý měsíc hry", per_player_count=False)
def udalosti_staci(game) -> bool | str:
    deck = game.deck("udalosti")
    return True if deck.total >= mesicu(2) else f"jen {deck.total} událostí"


@invariant("na začátku stačí suroviny a sudy na nejlevnější várku")
def prvni_varka(players: int) -> bool:
    return (startovni_slad() >= slad(10) and startovni_chmel() >= chmel(10)
            and startovni_sudy() >= varek_za_mesic())


@invariant("krabice má dost sudů pro každého sládka", per_player_count=False)
def sudy_v_krabici(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "sudy")
    return True if line.count >= 4 * sudu_nejvyse() else f"jen {line.count} sudů"


@invariant("nejsilnější pivo se vejde do skladu", per_player_count=False)
def sklad_staci(game) -> bool:
    return all(slad(s) <= max_sladu() and chmel(s) <= max_chmele() for s in STYLY)


@invariant("ceny v událostech jsou kladné", per_player_count=False)
def ceny_udalosti(game) -> bool | str:
    for card in game.deck("udalosti").cards:
        if card.fields["slad_cena"] < 1 or card.fields["chmel_cena"] < 1:
            return f"{card.name} má nulovou cenu"
    return True

"""Löylykisa: kylän saunakisan säännöt lukuina.

Kaikki säännöissä tarvittavat luvut ovat täällä: valmistelu pelaajamäärän mukaan,
kestoraja, pisteet lauteilta, pudotusrangaistus ja viimeisen bonus.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

# lauteet -> (pisteitä kierroksella, lisäkuumuutta löylystä)
LAUTEET = {"Alalauteet": (1, 0), "Ylälauteet": (2, 1)}


@rule
def sisukortit_kullekin(players: int) -> int:
    """Sisukortit, jotka jokainen saa käteensä valmistelussa."""
    return {2: 6, 3: 5, 4: 4, 5: 4}[players]


@rule
def kierrokset(players: int) -> int:
    """Kierroksia enintään: isommalla porukalla kisa on lyhyempi."""
    return 12 if players <= 3 else 10


@rule
def kestoraja(players: int | None = None, variant: str | None = None) -> int:
    """Kuumuus, jonka saavuttanut kylpijä putoaa."""
    return 14 if variant == "perhesauna" else 12


@rule
def pudotusrangaistus(players: int | None = None, variant: str | None = None) -> int:
    """Pisteet, jotka pudonnut kylpijä menettää."""
    return 0 if variant == "perhesauna" else 3


@rule
def viimeisen_bonus(players: int | None = None) -> int:
    """Bonus viimeisenä omin jaloin lähteneelle."""
    return 5


@rule
def lauteiden_pisteet(lauteet: str) -> int:
    """Pisteet, jotka lauteilla istuva saa Pisteet-vaiheessa."""
    return LAUTEET[lauteet][0]


@rule
def lisakuumuus(lauteet: str) -> int:
    """Ylälauteilla löyly lämmittää yhden enemmän."""
    return LAUTEET[lauteet][1]


@rule
def kuumuuden_nousu(kuumuus: int, lauteet: str) -> int:
    """Kuinka paljon Löylykortti nostaa kylpijän kuumuutta näillä lauteilla."""
    if kuumuus <= 0:
        return 0
    return kuumuus + lisakuumuus(lauteet)


@rule
def kuumuus_jalkeen(alku: int, kuumuus: int, lauteet: str, viilennys: int = 0) -> int:
    """Kylpijän kuumuus löylyn ja Sisukortin jälkeen; ei koskaan alle nollan."""
    return max(0, alku + kuumuuden_nousu(kuumuus, lauteet) - viilennys)


@rule
def putoaako(kuumuus: int, variant: str | None = None) -> bool:
    """Putoaako kylpijä Pisteet-vaiheessa."""
    return kuumuus >= kestoraja(variant=variant)


@rule
def loppupisteet(kierrospisteet: int, sisupisteet: int, viimeinen: bool, pudonnut: bool,
                 variant: str | None = None) -> int:
    """Kisan loppupisteet."""
    pisteet = kierrospisteet + sisupisteet
    if viimeinen and not pudonnut:
        pisteet += viimeisen_bonus()
    if pudonnut:
        pisteet -= pudotusrangaistus(variant=variant)
    return pisteet


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Mitä kisa ottaa laatikosta."""
    return {
        "saunalauta": 1,
        "loyly": 16,              # koko pakka sekoitetaan Löylypakaksi
        "sisu": sisukortit_kullekin(players) * players,   # jaetut kortit; loput palaavat laatikkoon
        "kylpijat": players,
        "kuumuusmerkit": players,
        "kierrosmerkki": 1,
        "tuloslehtio": 1,
        "kynat": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "sisu": {"hand": sisukortit_kullekin(players)},
        "loyly": {"per_round": 1},
    }


@invariant("Sisukortteja riittää jokaisen käteen")
def sisu_riittaa(players: int, game) -> bool | str:
    tarve = sisukortit_kullekin(players) * players
    pakassa = game.deck("sisu").total
    return True if pakassa >= tarve else f"tarvitaan {tarve}, pakassa {pakassa}"


@invariant("Löylykortteja riittää jokaiselle kierrokselle")
def loyly_riittaa(players: int, game) -> bool | str:
    pakassa = game.deck("loyly").total
    return True if pakassa >= kierrokset(players) else f"{kierrokset(players)} kierrosta, pakassa {pakassa}"


@invariant("Löylykortti joko lämmittää tai viilentää, ei molempia", per_player_count=False)
def loyly_kortit(game) -> bool | str:
    for card in game.deck("loyly").cards:
        kuumuus, viilennys = card.fields["kuumuus"], card.fields["viilennys"]
        if (kuumuus > 0) == (viilennys > 0):
            return f"{card.name}: kuumuus {kuumuus}, viilennys {viilennys}"
    return True


@invariant("Kukaan ei putoa ensimmäisellä kierroksella", per_player_count=False)
def ei_pudotusta_heti(game) -> bool | str:
    kovin = max(c.fields["kuumuus"] for c in game.deck("loyly").cards)
    return True if kuumuuden_nousu(kovin, "Ylälauteet") < kestoraja() else f"kovin löyly {kovin}"


@invariant("Sisukortti antaa pisteitä, viilentää tai lämmittää muita", per_player_count=False)
def sisu_kortit(game) -> bool | str:
    for card in game.deck("sisu").cards:
        f = card.fields
        if f["viilennys"] + f["pisteet"] + f["muille"] == 0:
            return f"{card.name} ei tee mitään"
    return True

"""Älgjakt: motorn bakom tabellerna och exemplen."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# poäng per älg efter antal taggar: (högsta taggar, poäng)
POANGSTEG = ((0, 1), (4, 3), (8, 5), (12, 8), (16, 12))

SKOTT = {1: "flyr", 2: "bom", 3: "bom", 4: "traff", 5: "traff", 6: "traff"}


@rule
def algar_i_raden(players: int) -> int:
    """Älgar som ligger öppna i älgraden: en fler än spelarna."""
    return players + 1


@rule
def tilldelning(players: int) -> int:
    """Jaktlagets tilldelning: så många älgar får fällas innan jakten slutar."""
    return 2 * players + 2


@rule
def starthand(players: int | None = None) -> int:
    """Skogskort i starthanden."""
    return 5


@rule
def handgrans(players: int | None = None) -> int:
    """Högst så många skogskort på handen efter din tur."""
    return 7


@rule
def kort_att_dra(players: int | None = None) -> int:
    """Skogskort du drar i steget Dra."""
    return 2


@rule
def patroner_att_ladda(players: int | None = None) -> int:
    """Patroner du tar i stället för att dra."""
    return 2


@rule
def trofebonus(players: int | None = None) -> int:
    """Bonus för den största tjuren."""
    return 3


@rule
def kalvstraff(players: int | None = None) -> int:
    """Minuspoäng för en ko som fälls före sin kalv."""
    return 2


@rule
def alg_poang(taggar: int) -> int:
    """Poäng för en fälld älg efter antal taggar."""
    for hogst, poang in POANGSTEG:
        if taggar <= hogst:
            return poang
    return POANGSTEG[-1][1]


@rule
def skott(roll: int) -> str:
    """Vad skottärningen betyder."""
    return SKOTT[roll]


@rule
def spar_summa(kort: list, skall: int) -> int:
    """Spår från lagda skogskort plus hundens skall."""
    return sum(kort) + skall


@rule
def stalld(spar: int, vaksamhet: int) -> bool:
    """Älgen är ställd när spåren når upp till dess vaksamhet."""
    return spar >= vaksamhet


@rule
def slutpoang(taggar: list, trofe: bool = False, kor_fore_kalv: int = 0) -> int:
    """En spelares slutpoäng."""
    total = sum(alg_poang(t) for t in taggar)
    if trofe:
        total += trofebonus()
    return total - kor_fore_kalv * kalvstraff()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "skog": 48,
        "algar": 24,
        "jagare": players,
        "hundar": players,
        "patroner": 30,
        "jaktledare": 1,
        "skottarning": 1,
        "jaktprotokoll": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"skog": {"hand": starthand(), "draw": kort_att_dra()}, "skottarning": {"dice": 1}}


@invariant("älgleken räcker till tilldelningen och en full älgrad", per_player_count=False)
def algar_racker(game) -> bool | str:
    behov = tilldelning(4) + algar_i_raden(4)
    total = game.deck("algar").total
    return True if total >= behov else f"{total} älgkort, {behov} behövs"


@invariant("patronerna räcker till alla jägares startpatroner", per_player_count=False)
def patroner_racker(game) -> bool | str:
    patroner = next(c for c in game.inventory if c.id == "patroner").count
    start = sum(c.fields["patroner"] * c.count for c in game.deck("jagare").cards)
    return True if patroner >= start + 10 else f"{patroner} patroner, {start} delas ut"


@invariant("varje tjur har taggar och varje kalv och ko saknar dem", per_player_count=False)
def taggar_foljer_sort(game) -> bool | str:
    for card in game.deck("algar").cards:
        if card.fields["sort"] == "Tjur" and card.fields["taggar"] < 1:
            return f"{card.name} är tjur utan taggar"
        if card.fields["sort"] != "Tjur" and card.fields["taggar"] != 0:
            return f"{card.name} har taggar"
    return True


@invariant("poängen på varje älgkort är vad tabellen ger för dess taggar", per_player_count=False)
def kortpoang_foljer_taggar(game) -> bool | str:
    for card in game.deck("algar").cards:
        if card.fields["poang"] != alg_poang(card.fields["taggar"]):
            return f"{card.name} visar {card.fields['poang']} poäng"
    return True

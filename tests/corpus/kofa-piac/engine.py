"""Kofa-piac: a játék számai.

A piac menete: hajnalban minden kofa árut vesz az árusorból, napközben legfeljebb egy vevőt
szolgál ki a vevősorból, este pedig a standlimit feletti áru megromlik.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# A nagybani árusor: kétszer annyi lap, ahány játékos, plusz egy, hogy az utolsónak is legyen választása.
@rule
def arusor_lapjai(players: int) -> int:
    return 2 * players + 1


@rule
def vevosor_lapjai(players: int) -> int:
    return players + 1


@rule
def fordulok(players: int) -> int:
    return {2: 8, 3: 7, 4: 6}[players]


@rule
def kezdo_korona(players: int) -> int:
    return 6 if players == 2 else 5


@rule
def kezdo_aruk(players: int | None = None) -> int:
    """Árukártyák, amelyeket előkészítéskor minden kofa kap."""
    return 2


@rule
def vasarlasok(players: int | None = None) -> int:
    """Ennyi árut vesz minden kofa egy forduló hajnalán."""
    return 2


@rule
def standlimit(players: int | None = None, bovitett: bool = False) -> int:
    """Ennyi áru maradhat a standon éjszakára; standbővítéssel kettővel több."""
    return 8 if bovitett else 6


@rule
def romlas_buntetes() -> int:
    """Pont, amit minden megromlott áru után veszítesz."""
    return 1


@rule
def korona_pontert(players: int | None = None) -> int:
    """Ennyi maradék korona ér a játék végén 1 pontot."""
    return 3


@rule
def teljes_kor_bonusz(players: int | None = None) -> int:
    return 4


@rule
def extra_felar() -> int:
    """Ennyivel többet fizet a vevő minden első osztályú áruért."""
    return 1


@rule
def fizetes(alap: int, extra: int) -> int:
    """A vevő fizetsége: a kártyán álló összeg, plusz a felár az első osztályú árukért."""
    return alap + extra * extra_felar()


@rule
def teljes_korok(haziasszony: int, szakacs: int, turista: int) -> int:
    return min(haziasszony, szakacs, turista)


@rule
def vegso_pont(vevopontok: int, korona: int, teljes_korok: int, romlott: int = 0) -> int:
    return (
        vevopontok
        + korona // korona_pontert()
        + teljes_korok * teljes_kor_bonusz()
        - romlott * romlas_buntetes()
    )


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "aruk": 48,
        "vevok": 30,
        "korona-ermek": 60,
        "piaci-csengo": 1,
        "pontozolap-tomb": 1,
    }


@invariant("a vevőpakli kitart a játék végéig, ha minden fordulóban mindenki kiszolgál egy vevőt")
def vevok_kitartanak(players: int, game) -> bool | str:
    kell = vevosor_lapjai(players) + fordulok(players) * players
    van = game.deck("vevok").total
    return True if kell <= van else f"{kell} vevő kellene, a pakliban {van} van"


@invariant("a bank fedezi a kezdő koronát", per_player_count=True)
def bank_eleg(players: int, game) -> bool | str:
    ermek = next(c for c in game.inventory if c.id == "korona-ermek")
    # 40 egykoronás és 20 ötkoronás érme: 140 korona
    bank = 40 * 1 + 20 * 5
    return True if kezdo_korona(players) * players <= bank and ermek.count == 60 else "kevés a pénz"


@invariant("az árak a kártyákon egyeznek a vásárlási költségekkel", per_player_count=False)
def arak_egyeznek(game) -> bool | str:
    ar = {c.id: c.items[0].amount for c in game.costs}
    for card in game.deck("aruk").cards:
        vart = ar["elso-osztalyu-aru"] if card.fields["extra"] else ar["kozonseges-aru"]
        if card.fields["ar"] != vart:
            return f"{card.name}: ára {card.fields['ar']}, a költségtábla {vart}"
    return True


@invariant("minden áruból 12 lap van, ebből 3 első osztályú", per_player_count=False)
def aruk_eloszlasa(game) -> bool | str:
    for aru in game.names["aruk"]:
        lapok = [c for c in game.deck("aruk").cards if c.fields["aru"] == aru]
        osszes = sum(c.count for c in lapok)
        extra = sum(c.count for c in lapok if c.fields["extra"])
        if osszes != 12 or extra != 3:
            return f"{aru}: {osszes} lap, ebből {extra} első osztályú"
    return True

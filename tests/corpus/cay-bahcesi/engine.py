"""Çay Bahçesi'nin motoru: kural kitabındaki her sayının hesaplandığı yer."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

TURLER = ("Öğrenci", "Emekli", "Esnaf", "Turist")


@rule
def baslangic_eli(players: int) -> int:
    """Kurulumda her oyuncuya dağıtılan Tezgâh kartı."""
    return 5 if players == 2 else 4


@rule
def bahce_masalari(players: int) -> int:
    """Bahçede açık duran müşteri sayısı: oyuncu sayısının iki fazlası."""
    return players + 2


@rule
def bitis_puani(players: int = 2) -> int:
    """Bu puana ulaşan oyuncu son turu başlatır."""
    return {2: 25, 3: 20, 4: 18}[players]


@rule
def baslangic_lirasi(players: int | None = None) -> int:
    """Her oyuncunun bankadan aldığı başlangıç parası."""
    return 3


@rule
def cekilen_kart(players: int | None = None) -> int:
    """Demle adımında çekilen Tezgâh kartı (Semaver'siz)."""
    return 2


@rule
def el_siniri(players: int | None = None) -> int:
    """Toparla adımının sonunda elde kalabilecek en fazla kart."""
    return 8


@rule
def takim_odulu() -> int:
    """Her müdavim takımının (dört farklı türden birer müşteri) getirdiği puan."""
    return 5


@rule
def lira_puani(lira: int) -> int:
    """Oyun sonunda kalan liranın puanı: her 3 lira 1 puan."""
    return lira // 3


@rule
def son_puan(puan: int, takim: int, lira: int) -> int:
    """Müşteri puanları, takım ödülleri ve kalan liranın puanı."""
    return puan + takim * takim_odulu() + lira_puani(lira)


@rule
def servis_olur_mu(cay: int, simit: int, cay_kart: int, simit_kart: int, seker: int) -> bool:
    """Eldeki kartlar müşterinin istediğini karşılıyor mu? Şeker eksik olanın yerine geçer."""
    eksik = max(0, cay - cay_kart) + max(0, simit - simit_kart)
    return eksik <= seker


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "musteriler": 24,
        "tezgah": 48,
        "lira-jetonlari": 40,
        "semaver-jetonlari": 4,
        "tavla-jetonlari": 4,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "tezgah": {"hand": baslangic_eli(players), "draw": cekilen_kart()},
    }


@invariant("kurulumdan sonra Tezgâh destesinde en az iki tur çekecek kart kalır")
def tezgah_yeter(players: int, game) -> bool | str:
    deste = game.deck("tezgah").total
    kalan = deste - baslangic_eli(players) * players
    gerek = 2 * cekilen_kart() * players
    return True if kalan >= gerek else f"kalan {kalan}, gereken {gerek}"


@invariant("Müşteri destesi bahçeyi en az üç kez doldurur")
def musteri_yeter(players: int, game) -> bool | str:
    deste = game.deck("musteriler").total
    return True if deste >= 3 * bahce_masalari(players) else f"{deste} kart, {bahce_masalari(players)} masa"


@invariant("her türden eşit sayıda müşteri var", per_player_count=False)
def turler_esit(game) -> bool | str:
    sayilar = {t: 0 for t in TURLER}
    for kart in game.deck("musteriler").cards:
        sayilar[kart.fields["tur"]] += kart.count
    return True if len(set(sayilar.values())) == 1 else str(sayilar)


@invariant("jetonlar her oyuncuya başlangıç lirasını verir", per_player_count=True)
def banka_yeter(players: int, game) -> bool | str:
    toplam = 30 * 1 + 10 * 5
    return True if toplam >= players * baslangic_lirasi() * 4 else f"bankada {toplam} lira"

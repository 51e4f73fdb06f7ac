"""Pasar Rempah: aturan yang dicetak tabel-tabelnya.

Semua uang dalam ribuan rupiah (3 = Rp3.000).
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

HARGA_JUAL = {"Pala": 7, "Cengkih": 5, "Lada": 3}
ASAL = {"Pala": "Banda", "Cengkih": "Ternate", "Lada": "Banten"}
BELI = {"Pala": "beli-pala", "Cengkih": "beli-cengkih", "Lada": "beli-lada"}


@rule
def pesanan_terbuka(players: int) -> int:
    """Kartu Pesanan yang terbuka di pasar pesanan."""
    return 4 if players == 4 else 3


@rule
def pesanan_akhir(players: int) -> int:
    """Pesanan yang harus diselesaikan satu pemain untuk memicu akhir permainan."""
    return {2: 6, 3: 5, 4: 4}[players]


@rule
def modal_awal(players: int | None = None) -> int:
    return 15


@rule
def palka_awal(players: int | None = None) -> int:
    return 5


@rule
def palka_maksimum(players: int | None = None) -> int:
    return 7


@rule
def nilai_rempah_sisa(players: int | None = None) -> int:
    return 1


@rule
def bonus_tiga_pelabuhan(players: int | None = None) -> int:
    return 5


@rule
def bonus_pesanan() -> int:
    """Tambahan di atas harga pasar untuk setiap pesanan yang diantar."""
    return 3


@rule
def harga_jual(rempah: str) -> int:
    return HARGA_JUAL[rempah]


@rule
def pelabuhan_asal(rempah: str) -> str:
    return ASAL[rempah]


@rule
def hadiah_pesanan(pala: int = 0, cengkih: int = 0, lada: int = 0) -> int:
    return pala * HARGA_JUAL["Pala"] + cengkih * HARGA_JUAL["Cengkih"] + lada * HARGA_JUAL["Lada"] + bonus_pesanan()


@rule
def skor_akhir(uang: int, rempah_sisa: int, pelabuhan_berbeda: int) -> int:
    bonus = bonus_tiga_pelabuhan() if pelabuhan_berbeda >= 3 else 0
    return uang + rempah_sisa * nilai_rempah_sisa() + bonus


@rule
def angin(roll: int) -> str:
    if roll == 1:
        return "tenang"
    if roll <= 3:
        return "sepoi"
    if roll <= 5:
        return "kencang"
    return "badai"


@rule
def langkah_angin(roll: int) -> int:
    return {"tenang": 1, "sepoi": 2, "kencang": 3, "badai": 0}[angin(roll)]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "papan-laut": 1,
        "papan-palka": players,
        "kapal": players,
        "rempah": 60,
        "uang": 60,
        "pesanan": 18,
        "peristiwa": 12,
        "dadu-angin": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"pesanan": {"table": pesanan_terbuka(players)}, "angin": {"dice": 1}}


@invariant("setiap hadiah di kartu Pesanan sama dengan harga pasar rempahnya ditambah bonus pesanan",
           per_player_count=False)
def hadiah_sesuai(game) -> bool | str:
    for card in game.deck("pesanan").cards:
        f = card.fields
        want = hadiah_pesanan(f["pala"], f["cengkih"], f["lada"])
        if f["hadiah"] != want:
            return f"{card.name}: hadiah {f['hadiah']}, seharusnya {want}"
    return True


@invariant("tidak ada pesanan yang meminta rempah di bandar asalnya sendiri", per_player_count=False)
def pesanan_bukan_ke_asal(game) -> bool | str:
    for card in game.deck("pesanan").cards:
        for rempah, bandar in ASAL.items():
            if card.fields["pelabuhan"] == bandar and card.fields[rempah.lower()] > 0:
                return f"{card.name} meminta {rempah} di {bandar}"
    return True


@invariant("setiap pesanan muat di palka awal", per_player_count=False)
def pesanan_muat(game) -> bool | str:
    for card in game.deck("pesanan").cards:
        f = card.fields
        if f["pala"] + f["cengkih"] + f["lada"] > palka_awal():
            return f"{card.name} terlalu besar"
    return True


@invariant("setiap rempah dijual lebih mahal di Batavia daripada harga belinya", per_player_count=False)
def jual_lebih_mahal(game) -> bool | str:
    for rempah, cost_id in BELI.items():
        cost = next(c for c in game.costs if c.id == cost_id)
        if cost.items[0].amount >= harga_jual(rempah):
            return f"{rempah} dibeli {cost.items[0].amount}, dijual {harga_jual(rempah)}"
    return True


@invariant("uang di bank cukup untuk modal awal semua pemain")
def modal_cukup(players: int, game) -> bool | str:
    total = sum(c.fields["nilai"] * c.count for c in game.deck("uang").cards)
    return True if total >= modal_awal() * players else f"bank {total}, modal {modal_awal() * players}"


@invariant("Kartu Pesanan cukup sampai seseorang menyelesaikan pesanan terakhirnya")
def pesanan_cukup(players: int, game) -> bool | str:
    need = pesanan_terbuka(players) + (pesanan_akhir(players) - 1) * players + 1
    have = game.deck("pesanan").total
    return True if have >= need else f"perlu {need}, ada {have}"

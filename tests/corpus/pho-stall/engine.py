"""Mô hình luật của Gánh Phở Phố Cổ.

Tiền tính bằng nghìn đồng: 55 là 55.000đ.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

# Giá một phần nguyên liệu thường ở chợ (nghìn đồng), để kiểm tra món nào cũng có lãi.
GIA_THUONG = {"Bánh phở": 5, "Thịt bò": 20, "Thịt gà": 15, "Rau thơm": 3, "Xương ống": 10}


@rule
def so_ngay(players: int = 2) -> int:
    """Số ngày buôn bán: càng đông người, ván càng ít ngày."""
    return {2: 8, 3: 7, 4: 6}[players]


@rule
def the_cho(players: int = 2) -> int:
    """Số thẻ Nguyên liệu bày ngửa ở sạp chợ."""
    return players + 3


@rule
def don_mo(players: int = 2) -> int:
    """Số đơn hàng (thẻ Món ăn) lật ngửa giữa bàn."""
    return players + 1


@rule
def von_ban_dau(players: int | None = None) -> int:
    """Vốn mỗi người nhận lúc đầu, nghìn đồng."""
    return 60


@rule
def mua_toi_da(players: int | None = None) -> int:
    return 2


@rule
def giu_toi_da(players: int | None = None) -> int:
    return 6


@rule
def mon_tren_tay(players: int | None = None) -> int:
    return 3


@rule
def nau_toi_da(players: int | None = None) -> int:
    return 2


@rule
def tien_thue(players: int | None = None) -> int:
    """Tiền thuê vỉa hè trả mỗi ngày, nghìn đồng."""
    return 5


@rule
def gia_sao(players: int | None = None) -> int:
    """Một sao danh tiếng đáng giá bao nhiêu lúc tính điểm, nghìn đồng."""
    return 10


@rule
def thoi_tiet(roll: int) -> str:
    if roll <= 2:
        return "mua"
    return "ret" if roll == 6 else "nang"


@rule
def tien_ban(gia: int, troi: str) -> int:
    """Tiền một món bán được theo thời tiết trong ngày."""
    return gia + {"mua": -5, "nang": 0, "ret": 10}[troi]


@rule
def sao_nhan(sao_mon: int, the_ngon: int) -> int:
    """Sao nhận khi bán một món: sao của món cộng một sao cho mỗi thẻ nguyên liệu loại ngon."""
    return sao_mon + the_ngon


@rule
def diem_cuoi(tien: int, sao: int) -> int:
    """Điểm cuối ván: tiền còn lại cộng giá trị các sao."""
    return tien + sao * gia_sao()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "nguyen-lieu": 44,
        "mon-an": 20,
        "tien-giay": 60,
        "sao": 40,
        "non-la": 1,
        "xuc-xac": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "mon-an": {"hand": mon_tren_tay(), "table": don_mo(players), "draw": 1},
        "nguyen-lieu": {"table": the_cho(players), "draw": mua_toi_da()},
        "thoi-tiet": {"dice": 1},
    }


@invariant("món nào cũng bán được nhiều hơn tiền mua nguyên liệu thường", per_player_count=False)
def mon_co_lai(game) -> bool | str:
    for card in game.deck("mon-an").cards:
        von = sum(a.amount * GIA_THUONG[a.name] for a in card.fields["nguyen_lieu"])
        if card.fields["gia"] - 5 <= von:
            return f"{card.name} bán {card.fields['gia']} mà nguyên liệu tốn {von}"
    return True


@invariant("giá nguyên liệu thường trong engine khớp với thẻ rẻ nhất mỗi loại", per_player_count=False)
def gia_thuong_khop(game) -> bool | str:
    for loai, gia in GIA_THUONG.items():
        re_nhat = min(c.fields["gia"] for c in game.deck("nguyen-lieu").cards if c.fields["loai"] == loai)
        if re_nhat != gia:
            return f"{loai}: thẻ rẻ nhất giá {re_nhat}, engine ghi {gia}"
    return True


@invariant("thẻ loại ngon cho đúng một sao, thẻ thường không cho sao", per_player_count=False)
def sao_nguyen_lieu(game) -> bool | str:
    for card in game.deck("nguyen-lieu").cards:
        if card.fields["sao"] not in (0, 1):
            return f"{card.name} cho {card.fields['sao']} sao"
    return True


@invariant("chồng Món ăn đủ chia tay và bày đơn hàng mở")
def du_mon(players: int, game) -> bool | str:
    can = players * mon_tren_tay() + don_mo(players)
    co = game.deck("mon-an").total
    return True if co >= can + 2 else f"cần {can}, chỉ có {co}"

"""Feira das Cartas: o modelo das regras que as tabelas e o livro imprimem."""

from generator.engine import invariant, rule

PLAYERS = (3, 6)

# Frutas por grupo (as categorias de game.yaml) e quantas cartas de cada uma o caminhão traz.
GRUPO_DA_FRUTA = {
    "Banana": "comuns", "Laranja": "comuns", "Manga": "comuns",
    "Goiaba": "estacao", "Maracujá": "estacao", "Caju": "estacao",
    "Jabuticaba": "raras", "Cupuaçu": "raras",
}
CARTAS_POR_GRUPO = {"comuns": 12, "estacao": 10, "raras": 8}
XEPAS = 4
PEDIDOS = 18
MOEDAS_NA_CAIXA = 60

# Quanto rende um lote, pelo grupo da fruta e pelo número de cartas (6 vale para 6 ou mais).
PRECOS = {
    "comuns": {3: 2, 4: 3, 5: 5, 6: 7},
    "estacao": {3: 3, 4: 4, 5: 6, 6: 8},
    "raras": {3: 4, 4: 6, 5: 8, 6: 11},
}
# Quanto cada carta entregue num pedido vale, pelo grupo.
VALOR_NO_PEDIDO = {"comuns": 1, "estacao": 2, "raras": 3}
GRUPO_POR_NOME = {"Comum": "comuns", "Da estação": "estacao", "Rara": "raras"}

COMPRA_NA_BANCA = 2
RENOVAR_PEDIDOS = 3


@rule
def cartas_iniciais(players: int) -> int:
    """Cartas de mercadoria dadas a cada feirante na preparação."""
    return {3: 7, 4: 6, 5: 6, 6: 5}[players]


@rule
def cartas_na_banca(players: int) -> int:
    """Cartas viradas na banca na preparação, e o número a que ela volta no fim de cada turno."""
    return 3 if players <= 4 else 4


@rule
def pedidos_a_vista(players: int) -> int:
    """Pedidos virados para cima ao lado do monte de pedidos."""
    return {3: 2, 4: 3, 5: 3, 6: 4}[players]


@rule
def moedas_iniciais(players: int | None = None) -> int:
    return 3


@rule
def cartas_compradas(players: int | None = None) -> int:
    """Cartas tiradas do caminhão na etapa Abastecer."""
    return 2


@rule
def limite_de_mao(players: int | None = None) -> int:
    return 8


@rule
def limite_da_banca(players: int | None = None) -> int:
    return 6


@rule
def gorjeta(players: int | None = None) -> int:
    """A moeda a mais que todo pedido paga."""
    return 1


@rule
def cargas(players: int | None = None, variant: str | None = None) -> int:
    """Quantas vezes o caminhão passa antes de a feira fechar."""
    return 1 if variant == "feira-rapida" else 2


@rule
def tamanho_minimo_do_lote() -> int:
    return 3


@rule
def xepas_por_lote() -> int:
    return 1


def _cartas(tamanho: int | str) -> int:
    if isinstance(tamanho, str):
        if tamanho == "6 ou mais":
            return 6
        return int(tamanho)
    return tamanho


@rule
def preco_lote(tamanho: int | str, grupo: str) -> int:
    """Moedas que um lote rende; um lote de menos de três cartas não se vende (0)."""
    n = _cartas(tamanho)
    if n < tamanho_minimo_do_lote():
        return 0
    return PRECOS[grupo][min(n, 6)]


@rule
def valor_no_pedido(grupo: str) -> int:
    return VALOR_NO_PEDIDO[GRUPO_POR_NOME.get(grupo, grupo)]


@rule
def pagamento_pedido(pede: dict) -> int:
    """O que um pedido paga: o valor de cada carta pedida, mais a gorjeta."""
    return sum(VALOR_NO_PEDIDO[GRUPO_DA_FRUTA[fruta]] * int(n) for fruta, n in pede.items()) + gorjeta()


@rule
def ganho_do_turno(venda: int, pedido: int) -> int:
    return venda + pedido


@rule
def preco_compra_banca() -> int:
    return COMPRA_NA_BANCA


@rule
def preco_renovar_pedidos() -> int:
    return RENOVAR_PEDIDOS


def total_de_mercadorias() -> int:
    return sum(CARTAS_POR_GRUPO[g] for g in GRUPO_DA_FRUTA.values()) + XEPAS


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """O que sai da caixa: o caminhão inteiro, o monte de pedidos, o banco de moedas e o apito."""
    return {
        "mercadorias": total_de_mercadorias(),
        "pedidos": PEDIDOS,
        "moedas": MOEDAS_NA_CAIXA,
        "apito": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "mercadorias": {"hand": cartas_iniciais(players), "draw": cartas_compradas(players),
                        "table": cartas_na_banca(players)},
    }


@invariant("cada fruta tem no caminhão as cartas que o modelo conta", per_player_count=False)
def frutas_conferem(game) -> bool | str:
    deck = game.deck("mercadorias")
    for card in deck.cards:
        fruta = card.fields["fruta"]
        esperado = XEPAS if not fruta else CARTAS_POR_GRUPO[GRUPO_DA_FRUTA[fruta]]
        if card.count != esperado:
            return f"{card.name}: {card.count} cartas, o modelo conta {esperado}"
    if deck.total != total_de_mercadorias():
        return f"o caminhão tem {deck.total} cartas, o modelo conta {total_de_mercadorias()}"
    return True


@invariant("os grupos do modelo são as categorias de game.yaml", per_player_count=False)
def grupos_conferem(game) -> bool | str:
    for cat in game.categories:
        for fruta in cat.members:
            if GRUPO_DA_FRUTA.get(fruta) != cat.id:
                return f"{fruta} está em {cat.name}, mas o modelo diz {GRUPO_DA_FRUTA.get(fruta)}"
    return True


@invariant("a escada de preços de cada carta é a tabela do modelo", per_player_count=False)
def precos_das_cartas(game) -> bool | str:
    for card in game.deck("mercadorias").cards:
        fruta = card.fields["fruta"]
        for n in (3, 4, 5, 6):
            impresso = card.fields[f"lote_{n}"]
            esperado = preco_lote(n, GRUPO_DA_FRUTA[fruta]) if fruta else None
            if impresso != esperado:
                return f"{card.name}: lote de {n} imprime {impresso}, o modelo dá {esperado}"
    return True


@invariant("cada pedido paga o valor das frutas mais a gorjeta", per_player_count=False)
def pedidos_pagam_certo(game) -> bool | str:
    deck = game.deck("pedidos")
    for card in deck.cards:
        pede = {a.name: a.amount for a in card.fields["pede"]}
        if card.fields["paga"] != pagamento_pedido(pede):
            return f"{card.name} paga {card.fields['paga']}, o modelo dá {pagamento_pedido(pede)}"
    if deck.total != PEDIDOS:
        return f"o monte de pedidos tem {deck.total} cartas, o modelo conta {PEDIDOS}"
    return True


@invariant("a caixa tem as moedas que o banco usa", per_player_count=False)
def moedas_conferem(game) -> bool | str:
    linha = next(c for c in game.inventory if c.id == "moedas")
    return True if linha.count == MOEDAS_NA_CAIXA else f"a caixa tem {linha.count} moedas"


@invariant("os custos de game.yaml são os do modelo", per_player_count=False)
def custos_conferem(game) -> bool | str:
    esperado = {"comprar-da-banca": COMPRA_NA_BANCA, "renovar-pedidos": RENOVAR_PEDIDOS}
    for cost in game.costs:
        pago = sum(item.amount for item in cost.items)
        if pago != esperado.get(cost.id):
            return f"{cost.name} custa {pago}, o modelo diz {esperado.get(cost.id)}"
    return True


@invariant("o caminhão dá as mãos iniciais e a banca e ainda sobra para a primeira rodada")
def caminhao_basta(players: int) -> bool:
    usadas = cartas_iniciais(players) * players + cartas_na_banca(players)
    return usadas + cartas_compradas(players) * players <= total_de_mercadorias()


@invariant("os pedidos à vista cabem no monte e a banca inicial cabe no limite")
def mesa_cabe(players: int) -> bool:
    return pedidos_a_vista(players) <= PEDIDOS and cartas_na_banca(players) <= limite_da_banca(players)


@invariant("todo pedido se pode atender com as cartas do caminhão", per_player_count=False)
def pedidos_possiveis(game) -> bool | str:
    for card in game.deck("pedidos").cards:
        for a in card.fields["pede"]:
            if a.amount > CARTAS_POR_GRUPO[GRUPO_DA_FRUTA[a.name]]:
                return f"{card.name} pede {a.amount} {a.name}"
    return True

"""Feria de Mercado: el modelo ejecutable de las reglas.

Las tablas de game.yaml imprimen lo que estas reglas calculan; las invariantes
atan los números del motor a los datos de las cartas y de la caja.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

GENEROS = ("Aceite", "Queso", "Azafrán", "Naranja", "Cerámica")
CARTAS_MERCANCIA = 60      # cinco géneros de doce cartas
CARTAS_POR_GENERO = 12
MONEDAS = 40               # 30 de un real y 10 de cinco
VALOR_BANCA = 30 * 1 + 10 * 5


# --- Preparación ----------------------------------------------------------

@rule
def reales_iniciales(players: int) -> int:
    """Reales con los que empieza cada jugador."""
    return {2: 6, 3: 5, 4: 5, 5: 4}[players]


@rule
def cartas_mercado(players: int) -> int:
    """Cartas boca arriba en el mercado."""
    return 5 if players <= 3 else 6


@rule
def encargos_visibles(players: int) -> int:
    """Encargos que se ponen a la vista al empezar."""
    return 3 if players <= 3 else 4


@rule
def cartas_retiradas(players: int) -> int:
    """Cartas de mercancía que se devuelven a la caja sin mirarlas."""
    return {2: 20, 3: 10, 4: 0, 5: 0}[players]


# --- Constantes del turno y del final --------------------------------------

@rule
def reales_al_pregonar(players: int | None = None) -> int:
    """Reales que da la acción Pregonar."""
    return 2


@rule
def puntos_por_surtido(players: int | None = None) -> int:
    """Puntos de cada surtido (una carta de cada género)."""
    return 5


@rule
def reales_por_punto(players: int | None = None) -> int:
    """Reales que valen un punto al final."""
    return 3


# --- Vender y puntuar -------------------------------------------------------

def _cuantas(cartas: int | str) -> int:
    """'5 o más' cuenta como cinco."""
    if isinstance(cartas, str):
        return 5
    return cartas


@rule
def venta_reales(cartas: int | str) -> int:
    """Reales que cobras al vender tantas cartas de un mismo género."""
    n = _cuantas(cartas)
    if n < 2:
        return 0
    return {2: 4, 3: 7, 4: 10}.get(n, 14)


@rule
def puntos_coleccion(cartas: int | str) -> int:
    """Puntos de una colección de tantas cartas de un mismo género."""
    n = _cuantas(cartas)
    return {0: 0, 1: 1, 2: 3, 3: 6, 4: 10}.get(n, 15)


@rule
def surtidos(puesto: dict) -> int:
    """Surtidos completos de un puesto: una carta de cada género por surtido."""
    return min(int(puesto.get(g, 0)) for g in GENEROS)


@rule
def puntuacion_final(puesto: dict, puntos_cartas: int, encargos: int, reales: int) -> int:
    """Puntos de un jugador al final de la feria."""
    colecciones = sum(puntos_coleccion(int(n)) for n in puesto.values())
    return (colecciones
            + surtidos(puesto) * puntos_por_surtido()
            + puntos_cartas
            + encargos
            + reales // reales_por_punto())


@rule
def puntos_de_encargo(pedidas: int, distintos: int) -> int:
    """Un encargo vale una por carta pedida y una más por cada género de más."""
    return pedidas + distintos - 1


@rule
def puntos_por_precio(precio: int) -> int:
    """Puntos impresos de una mercancía según su precio."""
    return precio - 1


# --- Preparación por número de jugadores -----------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    encargos = encargos_visibles(players)
    if variant == "secretos":
        encargos += players
    return {
        "mercancias": CARTAS_MERCANCIA - cartas_retiradas(players),
        "encargos": encargos,
        "monedas": MONEDAS,
        "ficha-mano": 1,
        "hoja-puntuacion": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "mercancias": {"table": cartas_mercado(players), "per_round": players},
        "encargos": {"table": encargos_visibles(players)},
    }


# --- Invariantes -------------------------------------------------------------

@invariant("los géneros del motor son los de game.yaml", per_player_count=False)
def generos_coinciden(game) -> bool | str:
    nombres = tuple(game.names["generos"])
    return True if nombres == GENEROS else f"game.yaml dice {nombres}"


@invariant("el mazo de mercancías tiene doce cartas de cada género", per_player_count=False)
def mazo_equilibrado(game) -> bool | str:
    deck = game.deck("mercancias")
    if deck.total != CARTAS_MERCANCIA:
        return f"{deck.total} cartas, no {CARTAS_MERCANCIA}"
    for g in GENEROS:
        n = sum(c.count for c in deck.cards if c.fields["genero"] == g)
        if n != CARTAS_POR_GENERO:
            return f"{g}: {n} cartas"
    return True


@invariant("los puntos de cada mercancía siguen a su precio", per_player_count=False)
def puntos_siguen_precio(game) -> bool | str:
    for c in game.deck("mercancias").cards:
        if c.fields["puntos"] != puntos_por_precio(c.fields["precio"]):
            return f"{c.name}: {c.fields['puntos']} puntos a precio {c.fields['precio']}"
    return True


@invariant("cada encargo vale lo que pide", per_player_count=False)
def encargos_bien_pagados(game) -> bool | str:
    for c in game.deck("encargos").cards:
        pide = c.fields["pide"]
        esperado = puntos_de_encargo(sum(a.amount for a in pide), len(pide))
        if c.fields["puntos"] != esperado:
            return f"{c.name}: vale {c.fields['puntos']}, debería valer {esperado}"
    return True


@invariant("la caja tiene las monedas que cuenta el motor", per_player_count=False)
def monedas_en_caja(game) -> bool | str:
    linea = next(c for c in game.inventory if c.id == "monedas")
    return True if linea.count == MONEDAS else f"la caja tiene {linea.count} monedas"


@invariant("la banca alcanza para los reales iniciales de todos")
def banca_alcanza(players: int) -> bool:
    return reales_iniciales(players) * players <= VALOR_BANCA


@invariant("el mazo repuesto da para el mercado y varias rondas")
def mazo_alcanza(players: int) -> bool:
    restantes = CARTAS_MERCANCIA - cartas_retiradas(players)
    return restantes >= cartas_mercado(players) + 5 * players


@invariant("hay encargos para la variante de encargos secretos")
def encargos_alcanzan(players: int, game) -> bool:
    return encargos_visibles(players) + players <= game.deck("encargos").total

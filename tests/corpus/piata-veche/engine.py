"""Modelul de joc pentru Piața Veche: regulile pe care le tipăresc tabelele.

Every number the rulebook and the cards print comes from here or from
game.yaml; the invariants hold the two together.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

# --- Pregătirea (setup) by player count -----------------------------------


@rule
def lei_initiali(players: int = 2) -> int:
    """Lei each merchant starts with: a little less at a crowded market."""
    return 6 if players <= 3 else 5


@rule
def carti_in_mana(players: int | None = None) -> int:
    """Goods cards dealt to each merchant at the start: the same at every count."""
    return 3


@rule
def tarabe(players: int = 2) -> int:
    """Face-up goods cards on the stalls (the market row): two more than the merchants."""
    return players + 2


@rule
def comenzi_la_vedere(players: int = 2) -> int:
    """Face-up order cards anyone may deliver."""
    return 3 if players <= 3 else 4


@rule
def comenzi_pentru_final(players: int = 2) -> int:
    """Orders one merchant must have delivered to end the game."""
    return {2: 6, 3: 5}.get(players, 4)


@rule
def limita_mainii(players: int | None = None) -> int:
    """Cards a merchant may keep at the end of a turn (without a Cellar)."""
    return 7


@rule
def limita_cu_pivnita() -> int:
    """The hand limit of a merchant who owns the Cellar privilege."""
    return limita_mainii() + 2


@rule
def carti_vandute_maxim() -> int:
    """Goods cards one Sell action may sell at most."""
    return 3


@rule
def carti_aduse(caruta: bool = False) -> int:
    """Cards the Fetch action takes from the deck: two with the Cart privilege."""
    return 2 if caruta else 1


# --- Goods cards -----------------------------------------------------------


@rule
def pret_vanzare(pret: int) -> int:
    """What the bank pays for a goods card of this price."""
    return max(1, pret - 1)


@rule
def bucati(pret: int) -> int:
    """Units of its kind a goods card counts as at delivery: the dear ones count double."""
    return 2 if pret == 3 else 1


@rule
def bonus_livrare(pret: int) -> int:
    """Extra lei a goods card brings when it is delivered: the choice goods of price 2."""
    return 1 if pret == 2 else 0


# --- Orders ----------------------------------------------------------------


@rule
def puncte_comanda(bucati: int, feluri: int) -> int:
    """Points an order is worth: one per unit, two more for each kind past the first."""
    return bucati + 2 * (feluri - 1)


@rule
def plata_comanda(feluri: int) -> int:
    """Lei the client pays on delivery: one per kind of goods the order asks for."""
    return feluri


# --- Scoring ---------------------------------------------------------------


@rule
def lei_pentru_un_punct() -> int:
    """Lei left at the end that make one point."""
    return 5


@rule
def puncte_din_lei(lei: int) -> int:
    """Points a merchant's lei make at the end of the game."""
    return lei // lei_pentru_un_punct()


@rule
def scor_final(puncte: list, privilegii: int, lei: int) -> int:
    """Final score: the points of the orders delivered, of the Charter, and of the lei left."""
    return sum(puncte) + privilegii + puncte_din_lei(lei)


@rule
def livrare(carti: list, feluri: int) -> list:
    """What a delivery brings: [points, lei]. `carti` lists the prices of the goods cards handed over."""
    unitati = sum(bucati(p) for p in carti)
    lei = plata_comanda(feluri) + sum(bonus_livrare(p) for p in carti)
    return [puncte_comanda(unitati, feluri), lei]


# --- Box ---------------------------------------------------------------------

KINDS = 5
GOODS_PER_KIND = {1: 4, 2: 3, 3: 2}   # copies per kind, by price
ORDER_CARDS = 24
COINS = 60


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box: both decks and the bank whole."""
    return {
        "marfuri": KINDS * sum(GOODS_PER_KIND.values()),
        "comenzi": ORDER_CARDS,
        "monede": COINS,
        "jetoane-privilegiu": 3 * players,
        "primul-negustor": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"marfuri": {"hand": carti_in_mana(players), "draw": 1}}


# --- Invariants --------------------------------------------------------------


@invariant("every goods card's units, sale price and bonus follow its price", per_player_count=False)
def goods_follow_price(game) -> bool | str:
    for card in game.deck("marfuri").cards:
        pret = card.fields["pret"]
        if card.fields["bucati"] != bucati(pret):
            return f"{card.name}: {card.fields['bucati']} units, the rule gives {bucati(pret)}"
        if card.fields["vanzare"] != pret_vanzare(pret):
            return f"{card.name}: sells for {card.fields['vanzare']}, the rule gives {pret_vanzare(pret)}"
        if card.fields["bonus"] != bonus_livrare(pret):
            return f"{card.name}: bonus {card.fields['bonus']}, the rule gives {bonus_livrare(pret)}"
    return True


@invariant("every kind of goods has the same mix of cards", per_player_count=False)
def kinds_alike(game) -> bool | str:
    for kind in game.names["marfuri"]:
        mix = {}
        for card in game.deck("marfuri").cards:
            if card.fields["marfa"] == kind:
                mix[card.fields["pret"]] = mix.get(card.fields["pret"], 0) + card.count
        if mix != GOODS_PER_KIND:
            return f"{kind}: {mix}"
    return len(game.names["marfuri"]) == KINDS


@invariant("every order's points and payment follow what it asks for", per_player_count=False)
def orders_follow_rule(game) -> bool | str:
    for card in game.deck("comenzi").cards:
        cere = card.fields["cere"]
        units = sum(a.amount for a in cere)
        kinds = len(cere)
        if card.fields["puncte"] != puncte_comanda(units, kinds):
            return f"{card.name}: {card.fields['puncte']} points, the rule gives {puncte_comanda(units, kinds)}"
        if card.fields["plata"] != plata_comanda(kinds):
            return f"{card.name}: pays {card.fields['plata']}, the rule gives {plata_comanda(kinds)}"
    return True


@invariant("the box matches the engine's counts", per_player_count=False)
def box_matches(game) -> bool | str:
    if game.deck("comenzi").total != ORDER_CARDS:
        return f"order deck holds {game.deck('comenzi').total}"
    coins = next(c for c in game.inventory if c.id == "monede")
    return coins.count == COINS or f"the box holds {coins.count} coins"


@invariant("the bank can pay every merchant's starting lei")
def bank_pays_start(players: int) -> bool:
    # 40 coins of 1 leu and 20 of 5 lei
    return lei_initiali(players) * players <= 40 + 5 * 20


@invariant("the stalls and the opening hands leave goods in the deck")
def deck_lasts(players: int, game) -> bool | str:
    left = game.deck("marfuri").total - tarabe(players) - carti_in_mana(players) * players
    return left >= 20 or f"only {left} goods cards left"

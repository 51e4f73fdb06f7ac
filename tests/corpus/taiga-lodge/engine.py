"""Таёжная заимка: the rules the printed tables, examples and invariants are bound to.

Numbers the rules compute with live here; card values and box counts live in game.yaml
and the CSVs, and the invariants below hold the two sides together.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

WEEKS = 8             # недель в зиме: one weather card a week
HELPER_WAGE = 1       # руб. for each of your workers on a plot someone else fells
FIREWOOD_CUBES = 3    # м³ of unsold timber that make 1 руб. of firewood at the end
START_RUBLES = 3      # руб. each player starts with
MIN_LABOUR = 1        # a plot never needs fewer workers than this

CONSTANTS = {
    "Недель в зиме": WEEKS,
    "Плата за помощника": HELPER_WAGE,
    "Кубометров на рубль дров": FIREWOOD_CUBES,
}


@rule
def workers_each(players: int) -> int:
    """Лесорубов у каждого игрока: four in a duel, three with more players."""
    return 4 if players == 2 else 3


@rule
def forest_row(players: int) -> int:
    """Делянок в лесу: plot cards face up, two more than the players."""
    return players + 2


@rule
def orders_row(players: int) -> int:
    """Заказов на столе: order cards face up, one more than the players."""
    return players + 1


@rule
def start_rubles(players: int | None = None) -> int:
    """Рублей на старте у каждого: the same at every count."""
    return START_RUBLES


@rule
def weeks(players: int | None = None) -> int:
    """Недель в зиме: the game lasts this many rounds."""
    return WEEKS


@rule
def constant(chto: str) -> int:
    """The winter's fixed numbers, looked up by their printed name."""
    return CONSTANTS[chto]


@rule
def labour_needed(trud: int, popravka: int = 0) -> int:
    """Workers a plot needs this week: its labour plus the weather's change, at least one."""
    return max(MIN_LABOUR, trud + popravka)


@rule
def helper_pay(workers: int) -> int:
    """What the bank pays the owner of helpers on a plot another player fells."""
    return workers * HELPER_WAGE


@rule
def firewood_rubles(kuby: int) -> int:
    """Unsold timber at the end: every full three cubic metres is one ruble."""
    return kuby // FIREWOOD_CUBES


@rule
def final_score(rubli: int, kuby: int) -> int:
    """A player's final total: rubles plus firewood."""
    return rubli + firewood_rubles(kuby)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "delyanki": 30,
        "zakazy": 16,
        "pogoda": 10,
        "lesoruby": workers_each(players) * players,
        "monety": 40,
        "marker-brigadira": 1,
        "marker-nedeli": 1,
        "doska": 1,
    }


@invariant("whole decks come out at setup", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    out = setup(2)
    for deck_id in ("delyanki", "zakazy", "pogoda"):
        if out[deck_id] != game.deck(deck_id).total:
            return f"setup takes {out[deck_id]} of {deck_id}, the deck has {game.deck(deck_id).total}"
    return True


@invariant("the weather deck has a card for every week", per_player_count=False)
def weather_lasts(game) -> bool | str:
    total = game.deck("pogoda").total
    return True if total >= WEEKS else f"{total} weather cards for {WEEKS} weeks"


@invariant("the forest row and the order row can be dealt with cards to spare")
def rows_can_be_dealt(players: int, game) -> bool | str:
    if game.deck("delyanki").total < forest_row(players) * 2:
        return "too few plot cards"
    if game.deck("zakazy").total < orders_row(players) * 2:
        return "too few order cards"
    return True


@invariant("every order pays at least one ruble per cubic metre it asks for", per_player_count=False)
def orders_pay_their_timber(game) -> bool | str:
    for card in game.deck("zakazy").cards:
        cubes = sum(a.amount for a in card.fields["nuzhno"])
        if card.fields["rubli"] < cubes:
            return f"{card.name} pays {card.fields['rubli']} for {cubes} m3"
    return True


@invariant("the plot deck holds enough timber of each species for every order", per_player_count=False)
def orders_can_be_filled(game) -> bool | str:
    stock: dict[str, int] = {}
    for card in game.deck("delyanki").cards:
        species = card.fields["poroda"]
        stock[species] = stock.get(species, 0) + card.fields["kuby"] * card.count
    for card in game.deck("zakazy").cards:
        for a in card.fields["nuzhno"]:
            if stock.get(a.name, 0) < a.amount:
                return f"{card.name} asks for more {a.name} than the plots hold"
    return True


@invariant("every plot needs one to five workers in an ordinary week", per_player_count=False)
def plots_can_be_felled(game) -> bool | str:
    for card in game.deck("delyanki").cards:
        if not MIN_LABOUR <= card.fields["trud"] <= workers_each(2) + 1:
            return f"{card.name} needs {card.fields['trud']} workers"
    return True

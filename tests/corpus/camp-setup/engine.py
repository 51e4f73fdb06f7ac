"""Engine model of Pitch and Pennant: setup by player count, the round's
fixed numbers and the final score."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

TASK_DECK = 30          # every Task card is shuffled into the deck at setup
SHILLING_BANK = 60      # every Shilling token forms the bank

_TASKS_DEALT = {2: 5, 3: 4, 4: 4, 5: 3}
_MARKET = {2: 3, 3: 4, 4: 5, 5: 5}
_WEATHER = {2: 8, 3: 7, 4: 6, 5: 6}
_SHILLINGS = {2: 6, 3: 5, 4: 5, 5: 4}

CONSTANTS = {
    "Hand limit": 6,
    "Actions on your turn": 2,
    "Shillings at Payday": 2,
    "Merit per Pennant token": 2,
    "Shillings for 1 Merit": 3,
}


@rule
def task_cards_dealt(players: int = 2) -> int:
    """Task cards dealt to each player at setup."""
    return _TASKS_DEALT[players]


@rule
def market_cards(players: int = 2) -> int:
    """Face-up Task cards in the market."""
    return _MARKET[players]


@rule
def helper_cards_dealt(players: int = 2) -> int:
    """Helper cards dealt to each player: three in a duel, else two."""
    return 3 if players == 2 else 2


@rule
def weather_cards(players: int = 2) -> int:
    """Weather cards in the forecast pile: one per round."""
    return _WEATHER[players]


@rule
def starting_kindling(players: int | None = None) -> int:
    """Kindling tokens each player starts with."""
    return 3


@rule
def woodpile_tokens(players: int = 2) -> int:
    """Kindling tokens on the woodpile at setup."""
    return 4 * players + 2


@rule
def pennant_tokens(players: int = 2) -> int:
    """Pennant tokens stood on the flagpole: one more than the players."""
    return players + 1


@rule
def starting_shillings(players: int = 2) -> int:
    """Shillings each player is given at setup."""
    return _SHILLINGS[players]


@rule
def hand_limit(players: int | None = None) -> int:
    return CONSTANTS["Hand limit"]


@rule
def actions_per_turn(players: int | None = None) -> int:
    return CONSTANTS["Actions on your turn"]


@rule
def payday_shillings(players: int | None = None) -> int:
    return CONSTANTS["Shillings at Payday"]


@rule
def pennant_merit() -> int:
    return CONSTANTS["Merit per Pennant token"]


@rule
def shillings_per_merit() -> int:
    return CONSTANTS["Shillings for 1 Merit"]


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def rounds(players: int = 2) -> int:
    """The game lasts one round per Weather card in the forecast pile."""
    return weather_cards(players)


@rule
def task_merit_total(task_merit: list) -> int:
    return sum(task_merit)


@rule
def final_score(task_merit: list, pennants: int, shillings: int) -> int:
    return sum(task_merit) + pennants * pennant_merit() + shillings // shillings_per_merit()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "tasks": TASK_DECK,
        "helpers": helper_cards_dealt(players) * players,
        "weather": weather_cards(players),
        "kindling": starting_kindling(players) * players + woodpile_tokens(players),
        "pennants": pennant_tokens(players),
        "shillings": SHILLING_BANK,
        "bugle": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"tasks": {"hand": task_cards_dealt(players), "draw": 1}}


@invariant("the Task deck and the bank in setup() are the box's", per_player_count=False)
def whole_supplies_come_out(game) -> bool | str:
    tasks = game.deck("tasks").total
    bank = next(c.count for c in game.inventory if c.id == "shillings")
    if tasks != TASK_DECK:
        return f"setup() shuffles {TASK_DECK} Task cards but the deck has {tasks}"
    if bank != SHILLING_BANK:
        return f"setup() uses {SHILLING_BANK} Shillings but the box holds {bank}"
    return True


@invariant("the deal and the market leave a Task deck to draw from")
def deal_leaves_a_deck(players: int) -> bool | str:
    left = TASK_DECK - task_cards_dealt(players) * players - market_cards(players)
    return True if left >= 8 else f"only {left} Task cards left to draw"


@invariant("the opening Shillings leave a bank")
def bank_survives(players: int) -> bool:
    return starting_shillings(players) * players <= SHILLING_BANK // 2

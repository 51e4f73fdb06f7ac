"""Dock Shifts: the numbers the rules compute with.

Foremen send dockers to the spaces of the harbour, unload ships at the
Crane, store crates in their warehouses and deliver contracts at the Quay.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

GOODS = ("Timber", "Grain", "Coffee", "Iron")

# Most dockers a space takes in one shift; None where there is no limit.
SPACE_CAPS = {
    "Crane": 2,
    "Hiring Hall": 2,
    "Customs House": 1,
    "Annex Yard": 1,
    "Tavern": None,
}


# --- setup -----------------------------------------------------------------

@rule
def dockers_each(players: int = 2) -> int:
    """Dockers each foreman plays with: fewer at a crowded harbour."""
    return {2: 5, 3: 4, 4: 3}[players]


@rule
def starting_coins(players: int | None = None) -> int:
    return 5


@rule
def starting_contracts(players: int | None = None) -> int:
    """Contract cards dealt to each foreman at setup."""
    return 3


@rule
def shifts(players: int | None = None) -> int:
    """The game lasts at most this many shifts."""
    return 8


# --- the spaces ------------------------------------------------------------

@rule
def max_crane_dockers(players: int | None = None) -> int:
    return SPACE_CAPS["Crane"]


@rule
def max_quay_dockers(players: int = 2) -> int:
    """The Quay takes more dockers once three or four foremen compete."""
    return 2 if players == 2 else 3


@rule
def max_dockers(space: str, players: int = 2) -> int | None:
    """Most dockers on one space in one shift (None: no limit)."""
    if space == "Quay":
        return max_quay_dockers(players)
    return SPACE_CAPS[space]


@rule
def crane_crates(players: int | None = None) -> int:
    """Crates one docker at the Crane lifts from the ship."""
    return 2


@rule
def hiring_cards(players: int | None = None) -> int:
    """Contract cards one docker at the Hiring Hall draws."""
    return 2


@rule
def customs_coins(players: int | None = None) -> int:
    return 3


@rule
def tavern_coins(players: int | None = None) -> int:
    return 1


@rule
def annex_cost(players: int | None = None) -> int:
    return 4


@rule
def max_annexes(players: int | None = None) -> int:
    """Annex tiles one warehouse may have."""
    return 2


@rule
def annex_storage(players: int | None = None) -> int:
    """Extra crates each Annex tile stores."""
    return 2


# --- limits at Clock-off -----------------------------------------------------

@rule
def hand_limit(players: int | None = None) -> int:
    """Contract cards a foreman may keep after Clock-off."""
    return 5


@rule
def storage_limit(players: int = 2) -> int:
    """Crates a warehouse without annexes stores."""
    return 8 if players == 2 else 6


@rule
def storage_with_annexes(players: int, annexes: int) -> int:
    return storage_limit(players) + annex_storage() * annexes


@rule
def crates_discarded(players: int, crates: int, annexes: int) -> int:
    """Crates lost at Clock-off when the warehouse overflows."""
    return max(0, crates - storage_with_annexes(players, annexes))


@rule
def cards_discarded(hand: int) -> int:
    return max(0, hand - hand_limit())


@rule
def dues_threshold(players: int | None = None) -> int:
    """Coins from which a foreman pays harbour dues at Clock-off."""
    return 10


@rule
def harbour_dues(players: int | None = None) -> int:
    return 1


@rule
def dues_paid(coins: int) -> int:
    return harbour_dues() if coins >= dues_threshold() else 0


# --- the end ---------------------------------------------------------------

@rule
def reputation_to_end(players: int | None = None) -> int:
    """Reputation that ends the game at the next Clock-off."""
    return 18


@rule
def coins_per_point(players: int | None = None) -> int:
    return 3


@rule
def final_score(reputation: int, coins: int) -> int:
    return reputation + coins // coins_per_point()


# --- what the box gives ----------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "contracts": 24,
        "ships": 12,
        "dock-board": 1,
        "warehouse-mats": players,
        "dockers": dockers_each(players) * players,
        "crates": 40,
        "coins": 40,
        "annex-tiles": 8,
        "reputation-markers": players,
        "first-foreman": 1,
        "shift-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"contracts": {"hand": starting_contracts(), "draw": hiring_cards()},
            "ships": {"draw": 1}}


# --- invariants --------------------------------------------------------------

@invariant("the ship deck lasts the whole game", per_player_count=False)
def ships_last(game) -> bool | str:
    deck = game.deck("ships")
    return True if deck.total >= shifts() else f"{deck.total} ships for {shifts()} shifts"


@invariant("every contract asks for 2 to 5 crates", per_player_count=False)
def contracts_sized(game) -> bool | str:
    for card in game.deck("contracts").cards:
        n = sum(a.amount for a in card.fields["crates"])
        if not 2 <= n <= 5:
            return f"{card.name} asks for {n} crates"
    return True


@invariant("the biggest contract fits a warehouse at four players", per_player_count=False)
def contracts_fit(game) -> bool | str:
    for card in game.deck("contracts").cards:
        n = sum(a.amount for a in card.fields["crates"])
        if n > storage_limit(4):
            return f"{card.name} needs {n} crates"
    return True


@invariant("the box holds the annex tiles every warehouse may build")
def annexes_suffice(players: int, game) -> bool:
    tiles = next(c for c in game.inventory if c.id == "annex-tiles")
    return tiles.count >= max_annexes() * players


@invariant("the cranes and the quay leave room for every foreman's dockers")
def spaces_take_everyone(players: int) -> bool:
    # The Tavern takes any number, so placement can never get stuck.
    return SPACE_CAPS["Tavern"] is None and dockers_each(players) >= 3

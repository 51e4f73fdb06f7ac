"""Engine model of Arena Bids, a gladiator betting game for 3-6 players.

Two gladiators fight each bout: each rolls a ten-sided die and adds their
current strength (printed strength less one per wound). Before the roll the
players bet coins in secret on one gate or the other; the strength gap sets the
odds. A season is a fixed number of bouts that depends on the player count.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (3, 6)

# --- fixed numbers -------------------------------------------------------------
STARTING_COINS = 15        # each player's purse at the start of the season
ROSTER = 6                 # gladiators face up beside the arena
EDITOR_FEE = 2             # coins the Editor takes from the bank each bout
STAKE_LIMIT = 5            # most coins one player may stake on a bout
FINALE_STAKE_LIMIT = 10    # ... and on the last bout of the season
WOUNDS_TO_RETIRE = 3       # the third wound carries a gladiator out
ROUT_MARGIN = 6            # losing by this much or more costs two wounds
DIE_FACES = 10
GATES_PER_PLAYER = 2       # a Lion Gate card and an Eagle Gate card

# Payouts by strength gap. The underdog's backers win this many coins for each
# coin staked; the favourite's backers win one coin for each this many staked
# (rounded down). The last column is every gap of 6 or more.
GAPS = (0, 1, 2, 3, 4, 5, 6)
UNDERDOG_PAYS = {0: 1, 1: 2, 2: 3, 3: 4, 4: 5, 5: 8, 6: 10}
FAVOURITE_RATE = {0: 1, 1: 1, 2: 2, 3: 2, 4: 3, 5: 4, 6: 5}
OPEN_GAP = "6 or more"


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Arena Bids takes {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


def _gap_key(gap: int | str) -> int:
    if gap == OPEN_GAP:
        return 6
    if isinstance(gap, str):
        gap = int(gap)
    if gap < 0:
        raise ValueError("a strength gap is never negative")
    return min(gap, 6)


# --- the season ------------------------------------------------------------------
@rule
def editor_turns(players: int) -> int:
    """How many bouts each player runs as Editor during the season."""
    _check_players(players)
    return 3 if players == 3 else 2


@rule
def bouts_in_season(players: int) -> int:
    """Bouts in one season: every player is Editor the same number of times."""
    return players * editor_turns(players)


@rule
def starting_coins(players: int | None = None) -> int:
    """Coins in each player's purse at the start."""
    if players is not None:
        _check_players(players)
    return STARTING_COINS


@rule
def roster_size(players: int | None = None) -> int:
    """Gladiators face up in the roster."""
    if players is not None:
        _check_players(players)
    return ROSTER


@rule
def gate_cards(players: int) -> int:
    """Gate cards in play: two per player."""
    _check_players(players)
    return GATES_PER_PLAYER * players


@rule
def editor_fee() -> int:
    """Coins the Editor takes from the bank at the start of a bout."""
    return EDITOR_FEE


@rule
def stake_limit(finale: bool = False) -> int:
    """Most coins a player may stake on one bout (the finale allows more)."""
    return FINALE_STAKE_LIMIT if finale else STAKE_LIMIT


@rule
def smallest_stake() -> int:
    """A player with coins must stake at least this many."""
    return 1


# --- the fight -------------------------------------------------------------------
@rule
def current_strength(strength: int, wounds: int = 0) -> int:
    """Printed strength less one for each wound."""
    if wounds < 0 or wounds >= WOUNDS_TO_RETIRE:
        raise ValueError(f"a gladiator in the arena carries 0 to {WOUNDS_TO_RETIRE - 1} wounds")
    return strength - wounds


@rule
def strength_gap(lion: int, eagle: int, lion_wounds: int = 0, eagle_wounds: int = 0) -> int:
    """The difference between the two fighters' current strengths."""
    return abs(current_strength(lion, lion_wounds) - current_strength(eagle, eagle_wounds))


@rule
def fight_total(strength: int, roll: int, wounds: int = 0, bonus: int = 0) -> int:
    """Die roll (a 0 counts as 10) plus current strength plus any trait bonus."""
    if roll == 0:
        roll = DIE_FACES
    if not 1 <= roll <= DIE_FACES:
        raise ValueError(f"a ten-sided die cannot roll {roll}")
    return roll + current_strength(strength, wounds) + bonus


@rule
def wounds_for(margin: int) -> int:
    """Wounds the loser takes: two after a rout (lost by six or more), else one."""
    if margin < 1:
        raise ValueError("a bout is never lost by less than 1: ties are rolled again")
    return 2 if margin >= ROUT_MARGIN else 1


@rule
def rout_margin() -> int:
    """Losing by this much or more is a rout."""
    return ROUT_MARGIN


@rule
def wounds_to_retire() -> int:
    """The wound that carries a gladiator out of the arena for good."""
    return WOUNDS_TO_RETIRE


@rule
def retired(wounds_before: int, margin: int) -> bool:
    """Whether the loser of a bout leaves the roster."""
    return wounds_before + wounds_for(margin) >= WOUNDS_TO_RETIRE


# --- odds and payouts ------------------------------------------------------------
@rule
def underdog_pays(gap: int | str) -> int:
    """Coins won for each coin staked on the underdog."""
    return UNDERDOG_PAYS[_gap_key(gap)]


@rule
def favourite_rate(gap: int | str) -> int:
    """Coins staked on the favourite for each coin won."""
    return FAVOURITE_RATE[_gap_key(gap)]


@rule
def winnings(stake: int, gap: int, side: str) -> int:
    """Coins won on top of the stake, which comes back too. side: favourite or underdog."""
    if stake < 1:
        raise ValueError("a stake is at least one coin")
    if side == "underdog" and _gap_key(gap) > 0:
        return stake * underdog_pays(gap)
    return stake // favourite_rate(gap)


@rule
def purse_after(purse: int, stake: int, gap: int, side: str, won: bool) -> int:
    """A player's coins after a bout's payout."""
    return purse + winnings(stake, gap, side) if won else purse - stake


# --- setup -------------------------------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    _check_players(players)
    return {
        "gladiators": 18,              # the whole deck: six to the roster, the rest the barracks
        "gates": gate_cards(players),  # each player's two gate cards
        "arena-board": 1,
        "bronze-coins": 60,
        "silver-coins": 24,
        "wound-tokens": 16,
        "editor-wreath": 1,
        "bout-marker": 1,
        "dice": 2,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict[str, int]]:
    return {"gladiators": {"hand": 0, "draw": 1}, "dice": {"dice": 1}}


# --- invariants ----------------------------------------------------------------------
@invariant("the barracks never run dry, even if every bout is a rout")
def barracks_last(players: int, game) -> bool | str:
    deck = game.deck("gladiators")
    worst_wounds = bouts_in_season(players) * 2
    retirements = worst_wounds // WOUNDS_TO_RETIRE
    need = ROSTER + retirements
    return True if deck.total >= need else f"{deck.total} gladiators, {need} may be needed"


@invariant("the bank can pay every purse at the start", per_player_count=False)
def bank_covers_purses(game) -> bool | str:
    value = {"bronze-coins": 1, "silver-coins": 5}
    total = sum(c.count * value[c.id] for c in game.inventory if c.id in value)
    need = STARTING_COINS * PLAYERS[1]
    return True if total >= need else f"bank holds {total} coins, purses need {need}"


@invariant("there are wound tokens for a roster carrying two wounds each", per_player_count=False)
def wound_tokens_suffice(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "wound-tokens")
    need = ROSTER * (WOUNDS_TO_RETIRE - 1)
    return True if line.count >= need else f"{line.count} wound tokens, {need} needed"


@invariant("no gladiator drops below strength 1 before retiring", per_player_count=False)
def strengths_stay_positive(game) -> bool | str:
    weak = [c.name for c in game.deck("gladiators").cards
            if c.fields["strength"] - (WOUNDS_TO_RETIRE - 1) < 1]
    return True if not weak else f"too weak: {', '.join(weak)}"


@invariant("setup takes the whole gladiator deck out", per_player_count=False)
def whole_deck(game) -> bool | str:
    total = game.deck("gladiators").total
    return True if setup(3)["gladiators"] == total else f"deck holds {total}"


@invariant("the underdog always pays at least as well as the favourite", per_player_count=False)
def underdog_pays_more() -> bool:
    return all(UNDERDOG_PAYS[g] >= 1 and UNDERDOG_PAYS[g] >= 1 / FAVOURITE_RATE[g] for g in GAPS)

"""Two Fronts: the rules the tables print, and what a match takes out of the box.

Two players only: one commands the Empire, the other the Rebels. Each side
has its own deck and its own numbers; the tables of game.yaml print them
by side, by match of the campaign and by the margin of a lane's battle.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

SIDES = ("Empire", "Rebels")
LANES = ("Highland Pass", "River Crossing", "Harbour Road")

# what each side is given (the setup table prints these)
_SIDE = {
    "Empire": {"deck": 30, "hand": 5, "draw": 1, "supply": 4, "kept": 3, "limit": 7,
               "placed": 1, "shift": 0, "first": False},
    "Rebels": {"deck": 32, "hand": 6, "draw": 2, "supply": 3, "kept": 5, "limit": 8,
               "placed": 0, "shift": 1, "first": True},
}

FRONT_SPACES = 7          # space 1 is the Imperial line, space 7 the Rebel line
FRONT_START = 4           # every front marker starts on the centre space
LANE_CAPACITY = 3         # units one side may have in one lane
LANES_TO_WIN = 2          # capture two lanes and the match is yours
MATCHES = 3
MATCHES_TO_WIN = 2
SUPPLY_TOKENS = 24


def _side(side: str) -> dict:
    if side not in _SIDE:
        raise ValueError(f"unknown side {side!r}: the sides are {', '.join(SIDES)}")
    return _SIDE[side]


# --- by side -----------------------------------------------------------------

@rule
def deck_size(side: str) -> int:
    """Cards in the side's own deck."""
    return _side(side)["deck"]


@rule
def opening_hand(side: str) -> int:
    """Cards the side draws before the first round of a match."""
    return _side(side)["hand"]


@rule
def cards_drawn(side: str) -> int:
    """Cards the side draws in the Draw step of each of its turns."""
    return _side(side)["draw"]


@rule
def supply_per_turn(side: str) -> int:
    """Supply the side takes from the bank at the start of each of its turns."""
    return _side(side)["supply"]


@rule
def supply_kept(side: str) -> int:
    """Supply the side may keep in reserve at the end of its turn."""
    return _side(side)["kept"]


@rule
def hand_limit(side: str) -> int:
    """Cards the side may hold at the end of its turn."""
    return _side(side)["limit"]


@rule
def units_placed_at_setup(side: str) -> int:
    """Units the side puts into play before the first round (the Empire's Bunker)."""
    return _side(side)["placed"]


@rule
def front_shift_at_setup(side: str) -> int:
    """Spaces the side moves one front marker of its choice at setup (the uprising)."""
    return _side(side)["shift"]


@rule
def plays_first(side: str) -> bool:
    """Whether the side takes the first turn of every round."""
    return _side(side)["first"]


# --- the battlefield (the same in every game of two) ----------------------------

@rule
def lanes(players: int = 2) -> int:
    return len(LANES)


@rule
def lane_capacity(players: int = 2) -> int:
    return LANE_CAPACITY


@rule
def front_spaces(players: int = 2) -> int:
    return FRONT_SPACES


@rule
def front_start(players: int = 2) -> int:
    return FRONT_START


@rule
def lanes_to_win(players: int = 2) -> int:
    return LANES_TO_WIN


@rule
def matches(players: int = 2) -> int:
    return MATCHES


@rule
def matches_to_win(players: int = 2) -> int:
    return MATCHES_TO_WIN


# --- the campaign ------------------------------------------------------------------

@rule
def rounds_in_match(match: int) -> int:
    """The war drags on: every match of the campaign is a round longer than the one before."""
    return {1: 6, 2: 7, 3: 8}[match]


@rule
def reinforcements(match: int) -> int | None:
    """Extra cards the side that lost the last match draws into its opening hand (none in match 1)."""
    return {1: None, 2: 1, 3: 2}[match]


@rule
def opening_with_reinforcements(side: str, match: int, lost_last: bool) -> int:
    extra = reinforcements(match) or 0
    return opening_hand(side) + (extra if lost_last else 0)


# --- battle ---------------------------------------------------------------------

def _margin_value(margin: int | str) -> int:
    if margin == "4 or more":
        return 4
    return int(margin)


@rule
def front_push(margin: int | str) -> int:
    """Spaces the winner of a lane's battle moves its front marker toward the loser's line."""
    m = _margin_value(margin)
    if m <= 0:
        return 0
    return 1 if m <= 3 else 2


@rule
def units_lost(margin: int | str) -> int:
    """Units the loser of a lane's battle discards (its weakest)."""
    return 0 if _margin_value(margin) <= 0 else 1


@rule
def empire_lane_power(units: list, officers: int = 0) -> int:
    """The Empire's power in one lane: its units, plus its Field Officers (power 1 each),
    each of which gives every other Imperial unit in the lane +1 power."""
    total_units = len(units) + officers
    return sum(units) + officers * 1 + officers * (total_units - 1)


@rule
def rebel_lane_power(units: list, freedom_fighters: int = 0) -> int:
    """The Rebels' power in one lane: their units, plus any Freedom Fighter (power 4),
    doubled while it stands alone in the lane."""
    if freedom_fighters == 1 and not units:
        return 8
    return sum(units) + 4 * freedom_fighters


@rule
def front_after(front: int, winner: str, margin: int) -> int:
    """Where a front marker stands after a battle: the Empire pushes it up, the Rebels down."""
    push = front_push(margin)
    moved = front + push if winner == "Empire" else front - push
    return max(1, min(FRONT_SPACES, moved))


@rule
def captured_by(front: int) -> str | None:
    """Who holds a lane whose marker stands on this space (None while it is contested)."""
    if front >= FRONT_SPACES:
        return "Empire"
    if front <= 1:
        return "Rebels"
    return None


@rule
def match_winner_at_time(fronts: list) -> str:
    """At the end of the last round: the side with more markers on the enemy's half wins;
    the Rebels win a tie, for they have held out."""
    empire = sum(1 for f in fronts if f > FRONT_START)
    rebels = sum(1 for f in fronts if f < FRONT_START)
    return "Empire" if empire > rebels else "Rebels"


# --- setup ----------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "empire": deck_size("Empire"),
        "rebels": deck_size("Rebels"),
        "battlefield": 1,
        "front-markers": len(LANES),
        "round-marker": 1,
        "supply-tokens": SUPPLY_TOKENS,
        "victory-markers": 0 if variant == "skirmish" else MATCHES,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "empire": {"hand": opening_hand("Empire"), "draw": cards_drawn("Empire")},
        "rebels": {"hand": opening_hand("Rebels"), "draw": cards_drawn("Rebels")},
    }


# --- invariants -------------------------------------------------------------------

@invariant("each side's deck holds as many cards as the setup table says", per_player_count=False)
def decks_match_table(game) -> bool | str:
    for side, deck_id in (("Empire", "empire"), ("Rebels", "rebels")):
        total = game.deck(deck_id).total
        if total != deck_size(side):
            return f"the {side} deck has {total} cards, the table says {deck_size(side)}"
    return True


@invariant("units have a power, orders and tricks have none", per_player_count=False)
def power_fits_kind(game) -> bool | str:
    one_shots = {"Order", "Trick"}
    for deck_id in ("empire", "rebels"):
        for card in game.deck(deck_id).cards:
            power = card.fields["power"]
            if card.fields["kind"] in one_shots and power is not None:
                return f"{card.name} is played and discarded but has a power"
            if card.fields["kind"] not in one_shots and (power is None or power < 1):
                return f"{card.name} is a unit without power"
    return True


@invariant("an opening hand with the most reinforcements still fits the hand limit", per_player_count=False)
def reinforced_hand_fits(game) -> bool | str:
    most = max(reinforcements(m) or 0 for m in (1, 2, 3))
    for side in SIDES:
        if opening_hand(side) + most > hand_limit(side):
            return f"the {side} would start over their hand limit"
    return True


@invariant("the bank holds every Supply both sides could hold at once", per_player_count=False)
def supply_bank_suffices(game) -> bool | str:
    bank = next(c for c in game.inventory if c.id == "supply-tokens").count
    most = sum(supply_kept(s) + supply_per_turn(s) + 2 for s in SIDES)   # a Rally on top
    return True if bank >= most else f"the sides may hold {most} Supply, the bank has {bank}"


@invariant("the front track is long enough for the uprising to leave a lane contested", per_player_count=False)
def uprising_leaves_contest(game) -> bool:
    shifted = FRONT_START - front_shift_at_setup("Rebels")
    return captured_by(shifted) is None

"""Engine model of Lane Clash.

Two players (or one against the Rival deck) fight over three lanes for six
turns. Energy grows by one each turn; a lane goes to whoever has more power in
it, and the game to whoever holds two lanes, with total power as the tie-break.
"""
from generator.engine import invariant, rule

PLAYERS = (1, 2)

TURNS = 6
LANES = 3
LANES_TO_WIN = 2
LANE_CAPACITY = 4
OPENING_HAND = 3
DRAW_PER_TURN = 1
FACTION_DECK = 12
RIVAL_DECK = 12
LOCATION_DECK = 10


@rule
def energy(turn: int) -> int:
    """Energy available on a turn: one on turn 1, one more each turn after."""
    if not 1 <= turn <= TURNS:
        raise ValueError(f"there is no turn {turn}")
    return turn


@rule
def energy_left(turn: int, costs: list) -> int:
    """Energy still unspent after playing cards of these costs this turn."""
    left = energy(turn) - sum(costs)
    if left < 0:
        raise ValueError("those cards cost more than the turn's energy")
    return left


@rule
def turns(players: int | None = None) -> int:
    return TURNS


@rule
def lanes(players: int | None = None) -> int:
    return LANES


@rule
def lanes_to_win(players: int | None = None) -> int:
    return LANES_TO_WIN


@rule
def lane_capacity(players: int | None = None) -> int:
    """Creatures one player may have in one lane (the Narrow Pass lowers it)."""
    return LANE_CAPACITY


@rule
def cards_drawn_per_turn(players: int | None = None) -> int:
    return DRAW_PER_TURN


@rule
def faction_deck_size(players: int | None = None) -> int:
    return FACTION_DECK


@rule
def starting_hand(players: int = 2) -> int:
    return OPENING_HAND


@rule
def faction_decks(players: int = 2) -> int:
    """One faction deck per human player."""
    return players


@rule
def locations_in_play(players: int | None = None) -> int:
    return LANES


@rule
def rival_deck_cards(players: int = 1) -> int:
    return RIVAL_DECK if players == 1 else 0


@rule
def initiative_tokens(players: int = 2) -> int:
    """The initiative token only matters with two people at the table."""
    return 1 if players == 2 else 0


@rule
def rival_reveals(turn: int, variant: str = "solo") -> int:
    """Rival cards flipped on a turn of the solo game."""
    energy(turn)  # validates the turn
    return 1 if turn <= 3 else 2


@rule
def lane_total(powers: list, bonuses: int = 0) -> int:
    """A side's power in a lane: printed power plus every +1 it gets."""
    return sum(powers) + bonuses


@rule
def lane_result(mine: int, theirs: int) -> str:
    if mine > theirs:
        return "win"
    if mine < theirs:
        return "loss"
    return "tie"


@rule
def lanes_won(mine: list, theirs: list) -> int:
    return sum(1 for a, b in zip(mine, theirs) if lane_result(a, b) == "win")


@rule
def game_result(mine: list, theirs: list) -> str:
    """Two lanes win; otherwise more total power; otherwise a draw."""
    won, lost = lanes_won(mine, theirs), lanes_won(theirs, mine)
    if won >= LANES_TO_WIN:
        return "win"
    if lost >= LANES_TO_WIN:
        return "loss"
    if sum(mine) != sum(theirs):
        return "win" if sum(mine) > sum(theirs) else "loss"
    return "draw"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    solo = players == 1
    return {
        # both faction decks come out: in the solo game you pick one of them
        "ember": FACTION_DECK,
        "tide": FACTION_DECK,
        "locations": LOCATION_DECK,
        "rival": RIVAL_DECK if solo else 0,
        "battle-mat": 1,
        "turn-marker": 1,
        "initiative-token": initiative_tokens(players),
        "power-markers": 24,
    }


@invariant("a faction deck lasts the whole game: opening hand plus a draw every turn", per_player_count=False)
def decks_last(game) -> bool | str:
    needed = OPENING_HAND + DRAW_PER_TURN * TURNS
    for deck_id in ("ember", "tide"):
        total = game.deck(deck_id).total
        if total != FACTION_DECK:
            return f"{deck_id} has {total} cards, the engine says {FACTION_DECK}"
        if total < needed:
            return f"{deck_id} runs out: {total} cards, {needed} drawn"
    return True


@invariant("the Rival deck holds enough cards for every reveal", per_player_count=False)
def rival_lasts(game) -> bool | str:
    total = game.deck("rival").total
    reveals = sum(rival_reveals(t) for t in range(1, TURNS + 1))
    if total != RIVAL_DECK:
        return f"the Rival deck has {total} cards, the engine says {RIVAL_DECK}"
    return True if total >= reveals else f"{reveals} reveals from {total} cards"


@invariant("every creature is playable by turn six and the location deck fills the lanes", per_player_count=False)
def creatures_playable(game) -> bool | str:
    for deck_id in ("ember", "tide"):
        for card in game.deck(deck_id).cards:
            if card.fields["cost"] > energy(TURNS):
                return f"{card.name} costs more than the last turn's energy"
    locs = game.deck("locations").total
    return True if locs == LOCATION_DECK and locs >= LANES else f"{locs} location cards"


@invariant("the power markers go round", per_player_count=True)
def markers_suffice(players: int, game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "power-markers")
    return True if line.count == setup(players)["power-markers"] else "power marker count drifted"

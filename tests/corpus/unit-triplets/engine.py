"""Carrow Bridge: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# --- sides and commanders -------------------------------------------------------------


@rule
def crown_commanders(players: int) -> int:
    """The Crown splits its command first: it has more to do."""
    return 1 if players == 2 else 2


@rule
def league_commanders(players: int) -> int:
    return 2 if players == 4 else 1


# --- the numbers of the game ----------------------------------------------------------

GAME_TURNS = {None: 8, "quick": 6}
VICTORY_POINTS = {None: 7, "quick": 5}


@rule
def game_turns(variant: str | None = None) -> int:
    return GAME_TURNS[variant]


@rule
def victory_points_needed(variant: str | None = None) -> int:
    """The Crown wins with at least this many victory points."""
    return VICTORY_POINTS[variant]


@rule
def stacking_limit() -> int:
    return 2


@rule
def supply_per_turn() -> int:
    """Supply each side gains in every Resupply phase."""
    return 2


@rule
def supply_limit() -> int:
    """Most Supply a side may have saved on its track."""
    return 9


@rule
def river_crossing_cost() -> int:
    """Extra movement points to cross the Vell anywhere but at the bridge."""
    return 2


@rule
def river_defence_bonus() -> int:
    """Added to the defence when every attacker is across the river."""
    return 1


@rule
def rain_move_penalty() -> int:
    return 2


@rule
def artillery_range() -> int:
    """Artillery may join an attack from this many hexes away."""
    return 2


@rule
def road_move_cost() -> int:
    return 1


NUMBERS = {
    "Stacking limit": stacking_limit,
    "Game turns": game_turns,
    "Supply each turn": supply_per_turn,
    "Most Supply saved": supply_limit,
    "Victory points the Crown needs": victory_points_needed,
}


@rule
def number(what: str) -> int:
    return NUMBERS[what]()


# --- units ----------------------------------------------------------------------------

# attack, defence, move, reduced attack, reduced defence
KINDS = {
    "Infantry": (3, 4, 4, 2, 2),
    "Militia": (2, 3, 4, 1, 1),
    "Cavalry": (4, 2, 6, 2, 1),
    "Artillery": (5, 2, 3, 3, 1),
    "Guards": (5, 5, 4, 3, 3),
}


@rule
def full_side(kind: str) -> str:
    attack, defence, move, _, _ = KINDS[kind]
    return f"{attack}-{defence}-{move}"


@rule
def reduced_side(kind: str) -> str:
    _, _, move, attack, defence = KINDS[kind]
    return f"{attack}-{defence}-{move}"


@invariant("every counter prints the triplets of its kind", per_player_count=False)
def counters_match_kinds(game) -> bool | str:
    for deck_id in ("units", "reinforcements"):
        for card in game.deck(deck_id).cards:
            f = card.fields
            printed = (f["attack"], f["defence"], f["move"], f["reduced_attack"], f["reduced_defence"])
            if printed != KINDS[f["kind"]]:
                return f"{card.name} does not match {f['kind']}"
    return True


# --- terrain --------------------------------------------------------------------------

# movement points to enter, defence bonus
TERRAIN = {"Clear": (1, 0), "Forest": (2, 1), "Hill": (2, 2), "Town": (1, 2), "Marsh": (3, 0)}


@rule
def move_cost(terrain: str) -> int:
    return TERRAIN[terrain][0]


@rule
def defence_bonus(terrain: str) -> int:
    return TERRAIN[terrain][1]


@rule
def defence_total(defences: list, terrain: str, across_river: bool = False) -> int:
    """The defence of a stack: its units' defence, its hex's bonus, and the river's."""
    return sum(defences) + defence_bonus(terrain) + (river_defence_bonus() if across_river else 0)


@invariant("every terrain of the map has its effects", per_player_count=False)
def terrain_known(game) -> bool | str:
    names = {t.name for grid in game.grids for t in grid.terrain}
    missing = names - set(TERRAIN)
    return True if not missing else f"no effects for {', '.join(sorted(missing))}"


# --- combat ---------------------------------------------------------------------------

ODDS = ("1:2", "1:1", "2:1", "3:1", "4:1", "5:1")
# the result for the odds column's place (0 for 1:2) plus the roll
LADDER = {1: "AL", 2: "AL", 3: "NE", 4: "NE", 5: "EX", 6: "DR",
          7: "DR", 8: "DL", 9: "DL", 10: "DE", 11: "DE"}


@rule
def odds_column(attack: int, defence: int) -> str | None:
    """The column of the combat results table, rounded in the defender's favour; None below 1:2."""
    if defence <= 0:
        return ODDS[-1]
    for times in (5, 4, 3, 2, 1):
        if attack >= times * defence:
            return f"{times}:1"
    if 2 * attack >= defence:
        return "1:2"
    return None


@rule
def combat_result(odds: str, roll: int) -> str:
    return LADDER[ODDS.index(odds) + roll]


# --- weather --------------------------------------------------------------------------


@rule
def weather(roll: int) -> str:
    return "rain" if roll <= 2 else "clear"


# --- reinforcements -------------------------------------------------------------------

ARRIVALS = {
    ("Crown", 2): ["5th Foot", "Hussars"],
    ("League", 3): ["Hollin Foot", "Black Horse"],
    ("Crown", 4): ["Heavy Guns", "6th Foot"],
    ("League", 5): ["Reserve Guns"],
}


@rule
def arrivals(turn: int, side: str) -> list | None:
    """The units a side brings on in a game turn, or None."""
    return ARRIVALS.get((side, turn))


@rule
def wave_turn(side: str, wave: int) -> int:
    """The game turn of a side's first, second... wave of reinforcements."""
    turns = sorted(t for s, t in ARRIVALS if s == side)
    return turns[wave - 1]


@invariant("each reinforcement counter arrives on the turn the schedule gives it", per_player_count=False)
def schedule_matches_counters(game) -> bool | str:
    scheduled = {name: (side, turn) for (side, turn), names in ARRIVALS.items() for name in names}
    cards = game.deck("reinforcements").cards
    for card in cards:
        if scheduled.get(card.name) != (card.fields["side"], card.fields["turn"]):
            return f"{card.name} is not scheduled for turn {card.fields['turn']}"
    if len(cards) != len(scheduled):
        return "the schedule lists another number of units than the deck"
    return True


# --- victory --------------------------------------------------------------------------

TOWNS = {"Carrow": 3, "Ashby": 1, "Fen Mill": 2, "Hollin": 2}


@rule
def town_points(town: str) -> int:
    return TOWNS[town]


@rule
def crown_score(towns: list, league_lost: int) -> int:
    """Victory points: the towns the Crown holds, and 1 for each League unit eliminated."""
    return sum(TOWNS[t] for t in towns) + league_lost


@rule
def crown_wins(score: int, variant: str | None = None) -> bool:
    return score >= victory_points_needed(variant)


@invariant("the towns of the map are the towns that score", per_player_count=False)
def towns_on_map(game) -> bool | str:
    named = {cell.name for grid in game.grids for cell in grid.cells if cell.name}
    return True if named == set(TOWNS) else f"map towns {sorted(named)} differ from {sorted(TOWNS)}"


# --- setup ----------------------------------------------------------------------------

SETUP = {
    "hex-map": 1,
    "turn-card": 1,
    "units": 15,
    "reinforcements": 7,
    "turn-marker": 1,
    "supply-markers": 2,
    "control-markers": 8,
    "die": 1,
}


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Every game takes the whole box, whatever the number of players."""
    return dict(SETUP)


@invariant("setup takes every counter out of the box", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    for deck_id in ("units", "reinforcements"):
        if game.deck(deck_id).total != SETUP[deck_id]:
            return f"deck {deck_id} holds {game.deck(deck_id).total}, setup takes {SETUP[deck_id]}"
    return True

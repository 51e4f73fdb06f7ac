"""Engine model of Sail Winds.

One eight-sided Sky die is rolled each morning and read twice: on the Wind
table (how far the sails carry) and, in the evening, on the Sea table (how
far the storm rises and whether the reefs bite).
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

# --- constants of the game --------------------------------------------------

HOLD_SIZE = 2          # cargo cards a ship carries at once
HULL_PER_SHIP = 3      # hull tokens each ship starts with
HAND_LIMIT = 6         # sail cards kept at the end of the evening
STORM_END = 10         # last space of the storm track: the storm breaks
DARK_CLOUDS = 6        # from this storm space on, cargo pays no bonus
WINDS = ("Mistral", "Levante", "Bora")


@rule
def hold_size(players: int | None = None) -> int:
    return HOLD_SIZE


@rule
def hull_per_ship(players: int | None = None) -> int:
    return HULL_PER_SHIP


@rule
def hand_limit(players: int | None = None) -> int:
    return HAND_LIMIT


@rule
def storm_end(players: int | None = None) -> int:
    return STORM_END


@rule
def dark_clouds(players: int | None = None) -> int:
    return DARK_CLOUDS


@rule
def sails_drawn_each_evening(players: int | None = None) -> int:
    return 1


# --- setup by player count --------------------------------------------------

@rule
def sails_in_hand(players: int = 2) -> int:
    return 5 if players == 2 else 4


@rule
def contracts_face_up(players: int = 2) -> int:
    return players + 1


@rule
def storm_start(players: int = 2) -> int:
    return players - 2


@rule
def renown_to_win(players: int = 2) -> int:
    return {2: 20, 3: 17, 4: 15}[players]


# --- the Sky die in the morning: the Wind table -------------------------------

@rule
def wind(roll: int) -> str:
    """Result id of the Wind table for a face of the Sky die."""
    if roll == 1:
        return "calm"
    if roll <= 3:
        return "mistral"
    if roll <= 5:
        return "levante"
    if roll <= 7:
        return "bora"
    return "gale"


@rule
def wind_name(roll: int) -> str:
    return wind(roll).capitalize()


@rule
def speed_change(roll: int) -> int:
    """What the morning does to every sail's printed speed."""
    return -1 if wind(roll) == "calm" else 0


@rule
def bonus_for(roll: int) -> str:
    """Which sails add their bonus this morning."""
    w = wind(roll)
    if w == "calm":
        return "no sail"
    if w == "gale":
        return "every sail"
    return f"{w.capitalize()} sails"


@rule
def sail_moves(speed: int, bonus: int, catches: str, roll: int) -> int:
    """Spaces a ship may move with this sail card on this morning's roll."""
    w = wind(roll)
    if w == "calm":
        return max(0, speed - 1)
    if w == "gale" and catches:
        return speed + bonus
    if catches and catches.lower() == w:
        return speed + bonus
    return speed


# --- the same die in the evening: the Sea table ---------------------------------

@rule
def sea(roll: int) -> str:
    """Result id of the Sea table for a face of the Sky die."""
    if roll == 1:
        return "squall"
    if roll <= 3:
        return "swell"
    if roll <= 6:
        return "rollers"
    return "clear"


@rule
def storm_rise(roll: int) -> int:
    return {"squall": 2, "swell": 1, "rollers": 1, "clear": 0}[sea(roll)]


@rule
def reef_damage(roll: int) -> int:
    return 1 if sea(roll) in ("squall", "swell") else 0


@rule
def storm_after(storm: int, roll: int) -> int:
    return min(STORM_END, storm + storm_rise(roll))


@rule
def hull_after(hull: int, roll: int, on_reef: bool) -> int:
    return max(0, hull - reef_damage(roll)) if on_reef else hull


# --- scoring ----------------------------------------------------------------

@rule
def delivery_points(points: int, bonus: int | None, storm: int) -> int:
    """Renown for one delivered contract, given where the storm marker stands."""
    return points + ((bonus or 0) if storm < DARK_CLOUDS else 0)


@rule
def final_renown(renown: int, hull: int) -> int:
    """Renown at the end of the season: each hull token left is worth one."""
    return renown + hull


# --- setup ----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "sea-board": 1,
        "sails": 30,
        "cargo": 18,
        "ship-pawns": players,
        "renown-markers": players,
        "hull-tokens": HULL_PER_SHIP * players,
        "storm-marker": 1,
        "harbourmaster": 1,
        "sky-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "sails": {"hand": sails_in_hand(players), "draw": sails_drawn_each_evening()},
        "cargo": {"table": contracts_face_up(players)},
        "wind": {"dice": 1},
    }


# --- invariants ----------------------------------------------------------------

@invariant("setup takes every sail and cargo card out of the box", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    for deck_id in ("sails", "cargo"):
        if game.deck(deck_id).total != setup(2)[deck_id]:
            return f"{deck_id}: setup says {setup(2)[deck_id]}, deck has {game.deck(deck_id).total}"
    return True


@invariant("the box holds a full set of hull tokens for every ship")
def hull_tokens_suffice(players: int, game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "hull-tokens")
    need = HULL_PER_SHIP * players
    return True if line.count >= need else f"{need} hull tokens needed, box has {line.count}"


@invariant("the sail deck deals every hand and still has a draw pile of ten")
def sail_deck_deals(players: int, game) -> bool | str:
    left = game.deck("sails").total - sails_in_hand(players) * players
    return True if left >= 10 else f"only {left} sail cards left after the deal"


@invariant("no contract is delivered to the island it is loaded at", per_player_count=False)
def contracts_travel(game) -> bool | str:
    for card in game.deck("cargo").cards:
        if card.fields["origin"] == card.fields["port"]:
            return f"{card.name} starts and ends at {card.fields['port']}"
    return True


@invariant("the storm starts below Dark Clouds at every count")
def storm_starts_low(players: int) -> bool:
    return storm_start(players) < DARK_CLOUDS


@invariant("every sail card either catches a wind or carries no bonus", per_player_count=False)
def windless_sails_have_no_bonus(game) -> bool | str:
    for card in game.deck("sails").cards:
        if not card.fields["catches"] and card.fields["bonus"]:
            return f"{card.name} has a bonus but catches no wind"
    return True

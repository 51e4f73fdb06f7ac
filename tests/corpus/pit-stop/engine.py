"""Engine model of Pit Stop: a lap-racing game of tyres, fuel and boost cards.

Every number the rulebook, quick reference and tables print comes from here
or from game.yaml; invariants tie the two together.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

# Car limits that do not change with the number of players.
TYRES_FULL = 4
FUEL_FULL = 5
HAND_LIMIT = 5
BOOSTS_PER_TURN = 2
BASE_MOVE = 2
FUEL_PER_DRIVE = 1
LAP_SPACES = 24
PIT_ENTRY = 20
RACES = 3

PLACE_POINTS = {1: 9, 2: 6, 3: 4, 4: 2, 5: 1}


@rule
def boost_cards_dealt(players: int) -> int:
    """Boost cards in each player's opening hand."""
    return 4 if players <= 3 else 3


@rule
def laps_in_the_race(players: int) -> int:
    """Laps a race lasts: shorter with a crowded grid, so a race keeps its length."""
    return 3 if players <= 3 else 2


@rule
def starting_tyres(players: int | None = None) -> int:
    """Tyre tokens a car starts with, and the most it may hold."""
    return TYRES_FULL


@rule
def starting_fuel(players: int | None = None) -> int:
    """Fuel tokens a car starts with, and the most it may hold."""
    return FUEL_FULL


@rule
def hand_limit(players: int | None = None) -> int:
    """Boost cards a player may keep at the end of a turn."""
    return HAND_LIMIT


@rule
def most_boost_cards_per_turn(players: int | None = None) -> int:
    """Boost cards a driver may play in one Drive, at most."""
    return BOOSTS_PER_TURN


@rule
def base_move() -> int:
    """Spaces a car moves on a Drive before any boost card."""
    return BASE_MOVE


@rule
def fuel_per_drive() -> int:
    """Fuel a car spends each time it drives."""
    return FUEL_PER_DRIVE


@rule
def lap_spaces() -> int:
    """Spaces in one lap of the circuit."""
    return LAP_SPACES


@rule
def pit_entry() -> int:
    """The first space of the pit lane; the lane runs to the last space before Start/Finish."""
    return PIT_ENTRY


@rule
def pit_lane_spaces() -> int:
    """Spaces in the pit lane."""
    return LAP_SPACES - PIT_ENTRY


@rule
def races_in_a_championship() -> int:
    """Races in a full championship."""
    return RACES


@rule
def championship_points(place: int) -> int:
    """Championship points for finishing a race in this place."""
    return PLACE_POINTS[place]


@rule
def move_spaces(speeds: list, fuel: int) -> int:
    """Spaces a Drive moves: the base move plus the speed of each boost card played.

    A car with no fuel crawls one space and may play no cards.
    """
    if fuel < FUEL_PER_DRIVE:
        return 1
    return BASE_MOVE + sum(speeds[:BOOSTS_PER_TURN])


@rule
def tyres_after(tyres: int, wears: list) -> int:
    """Tyre tokens left after playing boost cards of these wears."""
    return max(0, tyres - sum(wears))


@rule
def fuel_after(fuel: int) -> int:
    """Fuel left after one Drive."""
    return max(0, fuel - FUEL_PER_DRIVE)


@rule
def championship_total(places: list) -> int:
    """A driver's championship points over the races, from their finishing places."""
    return sum(PLACE_POINTS[p] for p in places)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a race at this player count takes out of the box."""
    return {
        "circuit-board": 1,
        "boost": 26,
        "control": 12,
        "car-tokens": players,
        "lap-markers": players,
        "tyre-tokens": TYRES_FULL * players,
        "fuel-tokens": FUEL_FULL * players,
    }


@invariant("setup takes out both decks whole", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    for deck_id in ("boost", "control"):
        total = game.deck(deck_id).total
        wanted = setup(2)[deck_id]
        if total != wanted:
            return f"deck {deck_id} holds {total} but setup takes {wanted}"
    return True


@invariant("the boost deck deals every opening hand with cards left to draw")
def boost_deck_deals(players: int, game) -> bool | str:
    total = game.deck("boost").total
    dealt = boost_cards_dealt(players) * players
    return True if total - dealt >= 2 * players else f"only {total - dealt} cards left after the deal"


@invariant("the box holds full tyres and fuel for every car")
def tokens_suffice(players: int, game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts["tyre-tokens"] < TYRES_FULL * players:
        return "too few tyre tokens"
    if counts["fuel-tokens"] < FUEL_FULL * players:
        return "too few fuel tokens"
    return True


@invariant("no boost card wears more tyres than a car can hold", per_player_count=False)
def wear_fits(game) -> bool | str:
    worn = [c.name for c in game.deck("boost").cards if c.fields["wear"] > TYRES_FULL]
    return True if not worn else f"too much wear: {', '.join(worn)}"

"""Engine model of Seed Swap: the numbers the printed tables, examples and rules use."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

SEED_DECK = 45          # Seed cards in the box
SHOW_CARDS = 8          # Show cards in the box
WELL = 50               # water drops in the box
MONTHS = ("March", "April", "May", "June", "July", "August", "September", "October")
DRY_MONTHS = ("July", "August")


@rule
def starting_seeds(players: int) -> int:
    """Seed cards dealt to each player at the start."""
    return {2: 5, 3: 4, 4: 4, 5: 3}[players]


@rule
def market_seeds(players: int) -> int:
    """Cards in the swap market at the start; the Refill step brings it back to this size."""
    return players + 2


@rule
def shows_revealed(players: int) -> int:
    """Show cards turned face up at the start."""
    return {2: 2, 3: 3, 4: 3, 5: 4}[players]


@rule
def starting_water(players: int) -> int:
    """Water drops each player takes from the well at the start."""
    return 3 if players <= 3 else 2


@rule
def rain(month: str) -> int:
    """Water drops each player takes from the well in the Water step of this month."""
    if month not in MONTHS:
        raise ValueError(f"no month {month!r}")
    return 1 if month in DRY_MONTHS else 2


@rule
def beds_per_plot(players: int | None = None) -> int:
    """Beds in each player's plot."""
    return 3


@rule
def plantings_per_month(players: int | None = None) -> int:
    """Seed cards a player may plant in one Plant step."""
    return 1


@rule
def cards_saved_per_harvest() -> int:
    """Seed cards drawn from the seed deck for each seed harvested."""
    return 1


@rule
def hand_limit(players: int | None = None) -> int:
    """Seed cards a player may keep in hand at the end of a month."""
    return 6


@rule
def months_in_game() -> int:
    """Months the game lasts, March to October."""
    return len(MONTHS)


@rule
def variety_bonus(kinds: int) -> int:
    """Bonus points for the number of different crops in a harvest pile."""
    return {0: 0, 1: 0, 2: 1, 3: 3, 4: 6, 5: 10}[kinds]


@rule
def final_score(card_points: list, kinds: int, ribbons: int) -> int:
    """Points on the harvested cards, the variety bonus and the ribbons of the Show cards met."""
    return sum(card_points) + variety_bonus(kinds) + ribbons


@rule
def drops_to_ripen(need: int, on: int) -> int:
    """Water drops a planted seed still needs before it is ripe."""
    return max(0, need - on)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "seeds": SEED_DECK,                    # the whole deck is shuffled into the seed deck
        "shows": shows_revealed(players),      # only the revealed Show cards come out
        "water-drops": WELL,                   # the well
        "calendar-board": 1,
        "month-marker": 1,
        "first-gardener": 1,
    }


@invariant("the seed deck deals every hand and the market with cards to spare")
def deck_deals(players: int, game) -> bool | str:
    dealt = starting_seeds(players) * players + market_seeds(players)
    left = game.deck("seeds").total - dealt
    return True if left >= 15 else f"only {left} seed cards left after the deal"


@invariant("the well covers every player's starting water and a month of rain", per_player_count=True)
def well_suffices(players: int) -> bool | str:
    need = players * (starting_water(players) + max(rain(m) for m in MONTHS))
    return True if need <= WELL else f"{need} drops needed, the well holds {WELL}"


@invariant("the engine's box counts are the game's", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    if game.deck("seeds").total != SEED_DECK:
        return f"seed deck has {game.deck('seeds').total} cards, engine says {SEED_DECK}"
    if game.deck("shows").total != SHOW_CARDS:
        return f"show deck has {game.deck('shows').total} cards, engine says {SHOW_CARDS}"
    well = next(c for c in game.inventory if c.id == "water-drops")
    if well.count != WELL:
        return f"the box holds {well.count} water drops, engine says {WELL}"
    return True


@invariant("the months of the game are the calendar's", per_player_count=False)
def months_agree(game) -> bool | str:
    return True if tuple(game.names["months"]) == MONTHS else "months differ from game.yaml"


@invariant("every Show card is worth 3 to 5 ribbons", per_player_count=False)
def ribbons_in_range(game) -> bool | str:
    for card in game.deck("shows").cards:
        if not 3 <= card.fields["ribbons"] <= 5:
            return f"{card.name} gives {card.fields['ribbons']} ribbons"
    return True

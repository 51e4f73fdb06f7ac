"""Engine model of Seed Spacing: a market garden in feet, inches, pounds and ounces.

Lengths are kept in feet and inches, weights in ounces, time in days, so every
number the rules print is a whole number.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

INCHES_PER_FOOT = 12
OUNCES_PER_POUND = 16
DAYS_PER_WEEK = 7


# --- the garden -------------------------------------------------------------

@rule
def bed_width_feet(players: int | None = None) -> int:
    """A raised bed is 4 feet across."""
    return 4


@rule
def bed_length_feet(players: int | None = None) -> int:
    """A raised bed is 8 feet long."""
    return 8


@rule
def row_width_feet(players: int | None = None) -> int:
    """Each row takes 2 feet of the bed's width."""
    return 2


@rule
def rows_per_bed(players: int | None = None) -> int:
    """A 4-foot bed holds two rows 2 feet wide."""
    return bed_width_feet() // row_width_feet()


@rule
def half_row_feet(players: int | None = None) -> int:
    """The bed board splits each 8-foot row into two halves."""
    return bed_length_feet() // 2


@rule
def beds_per_player(players: int | None = None) -> int:
    return 2


@rule
def half_rows_per_player(players: int | None = None) -> int:
    return beds_per_player() * rows_per_bed() * 2


@rule
def inches_in_a_foot(players: int | None = None) -> int:
    return INCHES_PER_FOOT


@rule
def ounces_in_a_pound(players: int | None = None) -> int:
    return OUNCES_PER_POUND


@rule
def plants(feet: int, spacing: int) -> int:
    """Plants in `feet` of row sown `spacing` inches apart."""
    return feet * INCHES_PER_FOOT // spacing


@rule
def plants_in_half_row(spacing: int) -> int:
    return plants(half_row_feet(), spacing)


@rule
def plants_in_row(spacing: int) -> int:
    return plants(bed_length_feet(), spacing)


# --- the calendar -----------------------------------------------------------

@rule
def days_in_a_week(players: int | None = None) -> int:
    return DAYS_PER_WEEK


@rule
def weeks_in_season(players: int | None = None) -> int:
    return 12


@rule
def days_in_season(players: int | None = None) -> int:
    return weeks_in_season() * DAYS_PER_WEEK


@rule
def first_day(week: int) -> int:
    """The first day of a week: week 1 is days 1 to 7."""
    return DAYS_PER_WEEK * (week - 1) + 1


@rule
def last_day(week: int) -> int:
    return DAYS_PER_WEEK * week


@rule
def sprout_day(sown: int, germination: int, delay: int = 0) -> int:
    """The day the seed comes up: sown day plus days to germinate, plus any weather delay."""
    return sown + germination + delay


@rule
def ready_day(sown: int, harvest_days: int, delay: int = 0) -> int:
    """The day the crop can be harvested."""
    return sown + harvest_days + delay


@rule
def harvest_week(ready: int) -> int:
    """The week whose Harvest step picks a crop ready on that day."""
    return (ready - 1) // DAYS_PER_WEEK + 1


# --- weighing and scoring ---------------------------------------------------

@rule
def harvest_ounces(plants: int, ounces_each: int) -> int:
    return plants * ounces_each


@rule
def pounds_and_ounces(ounces: int) -> list[int]:
    return [ounces // OUNCES_PER_POUND, ounces % OUNCES_PER_POUND]


@rule
def variety_bonus(players: int | None = None) -> int:
    """Points for each different crop harvested at least once."""
    return 2


@rule
def final_score(ounces: int, crops: int) -> int:
    """A point per whole pound, plus the variety bonus per different crop."""
    return ounces // OUNCES_PER_POUND + variety_bonus() * crops


# --- setup ------------------------------------------------------------------

@rule
def starting_hand(players: int = 2) -> int:
    """Seed cards dealt to each player at the start."""
    return 3 if players == 4 else 4


@rule
def market_cards(players: int = 2) -> int:
    """Seed cards face up in the market: two more than the players."""
    return players + 2


@rule
def cards_drawn(players: int | None = None) -> int:
    """Seed cards each player takes in the Draw step."""
    return 1


@rule
def cards_sown(players: int | None = None) -> int:
    """Seed cards a player may sow in one Sow step."""
    return 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "seeds": 40,
        "weather": weeks_in_season(),
        "bed-boards": beds_per_player() * players,
        "calendar-board": 1,
        "sprout-tokens": half_rows_per_player() * players,
        "week-marker": 1,
        "ledger-pad": 1,
        "pencils": players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"seeds": {"hand": starting_hand(players), "draw": cards_drawn()}}


# --- invariants -------------------------------------------------------------

@invariant("every Seed card's plants are its feet of row divided by its spacing", per_player_count=False)
def plants_match_spacing(game) -> bool | str:
    for card in game.deck("seeds").cards:
        f = card.fields
        if f["feet"] * INCHES_PER_FOOT % f["spacing"]:
            return f"{card.name}: {f['spacing']} inches does not divide {f['feet']} feet"
        if f["plants"] != plants(f["feet"], f["spacing"]):
            return f"{card.name} prints {f['plants']} plants, but {f['feet']} feet at {f['spacing']} inches is {plants(f['feet'], f['spacing'])}"
    return True


@invariant("every Seed card fills a half-row or a whole row", per_player_count=False)
def crops_fit_rows(game) -> bool | str:
    for card in game.deck("seeds").cards:
        if card.fields["feet"] not in (half_row_feet(), bed_length_feet()):
            return f"{card.name} takes {card.fields['feet']} feet"
    return True


@invariant("every crop can be ready by the last day if sown in week 1", per_player_count=False)
def crops_can_ripen(game) -> bool | str:
    for card in game.deck("seeds").cards:
        if ready_day(first_day(1), card.fields["harvest_days"]) > days_in_season():
            return f"{card.name} can never be harvested"
    return True


@invariant("the Weather deck has one card for each week of the season", per_player_count=False)
def weather_per_week(game) -> bool | str:
    total = game.deck("weather").total
    return True if total == weeks_in_season() else f"{total} Weather cards for {weeks_in_season()} weeks"


@invariant("the Seed deck deals every hand and fills the market")
def deck_deals(players: int, game) -> bool | str:
    need = starting_hand(players) * players + market_cards(players)
    total = game.deck("seeds").total
    return True if total >= need else f"{need} cards needed, {total} in the deck"


@invariant("each player has a Sprout token for every half-row", per_player_count=False)
def sprouts_cover_half_rows(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "sprout-tokens")
    return True if line.per_player == half_rows_per_player() else f"{line.per_player} per player"

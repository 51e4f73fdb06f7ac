"""Engine model of Tax Season: the tax bands, the levy, refunds and the calendar.

Money is counted in whole Crowns. Every pay, rent, bonus and side job is a
multiple of 5 Crowns, so every band's rate gives a whole number of Crowns.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

# band: (lower bound, upper bound or None for no upper bound, rate in percent)
BANDS = {
    "Allowance": (0, 20, 0),
    "Basic": (21, 50, 20),
    "Higher": (51, 90, 40),
    "Top": (91, None, 60),
}

SEASONS = ["Spring", "Summer", "Autumn", "Winter"]

# box counts setup() must name (setup cannot read game.yaml; an invariant holds them to it)
JOB_CARDS = 20
PROPERTY_CARDS = 18
NOTICE_CARDS = 12
CROWN_COINS = 110


# ---- the tax bands ---------------------------------------------------------

@rule
def band_lower(band: str) -> int:
    """The first Crown of income the band covers."""
    return BANDS[band][0]


@rule
def band_upper(band: str) -> int | None:
    """The last Crown of income the band covers; None for the Top band, which has no upper bound."""
    return BANDS[band][1]


@rule
def band_rate(band: str) -> int:
    """The band's rate, in percent of each Crown of income inside it."""
    return BANDS[band][2]


def _amount_in_band(band: str, income: int) -> int:
    lower, upper, _ = BANDS[band]
    top = income if upper is None else min(income, upper)
    return max(0, top - max(lower - 1, 0))


@rule
def band_tax(band: str, income: int) -> int:
    """Tax owed on the part of an income that falls inside one band (part Crowns rounded down)."""
    return _amount_in_band(band, income) * band_rate(band) // 100


@rule
def band_full_tax(band: str) -> int | None:
    """Tax on a band filled from its lower to its upper bound; None for the open Top band."""
    upper = band_upper(band)
    if upper is None:
        return None
    return band_tax(band, upper)


@rule
def income_tax(income: int) -> int:
    """Progressive income tax: each band taxes only the Crowns that fall inside it."""
    return sum(band_tax(band, income) for band in BANDS)


# ---- a year's income and Tax Day -------------------------------------------

@rule
def year_income(quarters: list) -> int:
    """Taxable income: the incomes written on the tax return for the four quarters, added up."""
    return sum(quarters)


@rule
def yearly_income(pay: int) -> int:
    """A year of one job's pay: four quarters."""
    return pay * quarters_per_year()


@rule
def tax_on_pay(pay: int) -> int:
    """Income tax on a whole year of one job's pay and nothing else."""
    return income_tax(yearly_income(pay))


@rule
def refund(tax: int, withheld: int) -> int:
    """What the Treasury pays back when the withholding box holds more than the income tax."""
    return max(withheld - tax, 0)


@rule
def shortfall(tax: int, withheld: int) -> int:
    """What the withholding box lacks of the income tax."""
    return max(tax - withheld, 0)


@rule
def late_fee(players: int | None = None) -> int:
    """Added to any shortfall on Tax Day."""
    return 2


@rule
def amount_owed(tax: int, withheld: int) -> int:
    """A shortfall plus the late fee; nothing when the withholding covers the tax."""
    short = shortfall(tax, withheld)
    return short + late_fee() if short else 0


@rule
def levy_per_property(players: int | None = None) -> int:
    """The flat levy on each property, whatever its value."""
    return 3


@rule
def property_levy(properties: int) -> int:
    """The levy on all of a player's properties."""
    return properties * levy_per_property()


@rule
def tax_day_bill(income: int, withheld: int, properties: int) -> int:
    """What a player pays on Tax Day, income tax and levy together; negative when the refund is larger."""
    tax = income_tax(income)
    return amount_owed(tax, withheld) - refund(tax, withheld) + property_levy(properties)


# ---- the calendar and the numbers to remember ------------------------------

@rule
def quarters_per_year() -> int:
    return len(SEASONS)


@rule
def years_in_game() -> int:
    return 3


@rule
def quarters_in_game() -> int:
    return quarters_per_year() * years_in_game()


@rule
def tax_day_quarter() -> int:
    """Tax Day follows the last quarter of each year."""
    return quarters_per_year()


@rule
def starting_crowns(players: int | None = None) -> int:
    return 20


@rule
def job_market_size(players: int | None = None) -> int:
    """Job cards face up in the job market."""
    return 3


@rule
def property_market_size(players: int | None = None) -> int:
    """Property cards face up in the property market."""
    return 3


@rule
def side_job_pay(players: int | None = None) -> int:
    return 5


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "jobs": JOB_CARDS,
        "property": PROPERTY_CARDS,
        "notices": NOTICE_CARDS,
        "crowns": CROWN_COINS,
        "ledgers": players,
        "calendar-board": 1,
        "markers": 2,
        "first-player": 1,
        "tax-returns": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"notices": {"draw": 1}}


# ---- invariants ------------------------------------------------------------

@invariant("the bands follow one another with no gap and no overlap", per_player_count=False)
def bands_join() -> bool | str:
    names = list(BANDS)
    for before, after in zip(names, names[1:]):
        if BANDS[after][0] != BANDS[before][1] + 1:
            return f"{after} does not start right after {before}"
    return True


@invariant("each band's rate is higher than the one below it", per_player_count=False)
def rates_rise() -> bool | str:
    rates = [BANDS[b][2] for b in BANDS]
    return True if rates == sorted(set(rates)) else f"rates {rates}"


@invariant("every amount of income a player can have is taxed in whole Crowns", per_player_count=False)
def whole_crowns() -> bool | str:
    for income in range(0, 400, 5):
        exact = sum(_amount_in_band(b, income) * BANDS[b][2] for b in BANDS)
        if exact % 100:
            return f"income {income} is taxed {exact / 100} Crowns"
    return True


@invariant("whole decks and the whole Treasury come out at setup", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    for deck_id, count in (("jobs", JOB_CARDS), ("property", PROPERTY_CARDS), ("notices", NOTICE_CARDS)):
        if game.deck(deck_id).total != count:
            return f"deck {deck_id} has {game.deck(deck_id).total} cards, setup() says {count}"
    crowns = next(c for c in game.inventory if c.id == "crowns")
    return True if crowns.count == CROWN_COINS else f"{crowns.count} Crown coins, setup() says {CROWN_COINS}"


@invariant("the Notice deck holds one card for each quarter of the game", per_player_count=False)
def one_notice_a_quarter(game) -> bool | str:
    total = game.deck("notices").total
    return True if total == quarters_in_game() else f"{total} notices for {quarters_in_game()} quarters"


@invariant("there is a Starter job for every player")
def starter_jobs_suffice(players: int, game) -> bool | str:
    starters = sum(c.count for c in game.deck("jobs").cards if c.fields["tier"] == "Starter")
    return True if starters >= players else f"{starters} Starter jobs for {players} players"


@invariant("each job withholds within 4 Crowns a year of the tax on its pay alone", per_player_count=False)
def withholding_is_close(game) -> bool | str:
    for card in game.deck("jobs").cards:
        held = card.fields["withholding"] * quarters_per_year()
        due = tax_on_pay(card.fields["pay"])
        if abs(held - due) > 4:
            return f"{card.name} withholds {held} a year against {due} due"
    return True


@invariant("every pay, rent and price is a multiple of 5 Crowns", per_player_count=False)
def multiples_of_five(game) -> bool | str:
    for deck_id, columns in (("jobs", ("pay", "training")), ("property", ("price", "rent", "value"))):
        for card in game.deck(deck_id).cards:
            for column in columns:
                if card.fields[column] % 5:
                    return f"{card.name}: {column} {card.fields[column]}"
    return True

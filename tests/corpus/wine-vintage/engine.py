"""Engine model of Brix & Barrel: the rules the printed tables, cards and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

BRIX_CHANGE = {"Frost": -3, "Rain": -1, "Mild": 0, "Sunny": 1, "Heatwave": 2}


@rule
def market_size(players: int) -> int:
    """Grape cards dealt face up each Harvest: two for each player and one left over."""
    return 2 * players + 1


@rule
def picks_per_player(players: int | None = None) -> int:
    """Grape cards each player takes in a Harvest."""
    return 2


@rule
def starting_silver(players: int | None = None) -> int:
    return 6


@rule
def starting_barrels(players: int | None = None) -> int:
    return 2


@rule
def most_barrels(players: int | None = None) -> int:
    """Bays on a Cellar board, so the most barrels a player can own."""
    return 4


@rule
def grape_sale_price(players: int | None = None) -> int:
    """Silver the cooperative pays for one grape card."""
    return 2


@rule
def years_played(players: int | None = None) -> int:
    return 6


@rule
def base_score(players: int | None = None) -> int:
    """Every wine starts at this many points before its Brix is added."""
    return 60


@rule
def top_score(players: int | None = None) -> int:
    return 100


@rule
def dinner_bonus(players: int | None = None) -> int:
    """Points a critic's dinner adds to the tasting score."""
    return 2


@rule
def silver_per_prestige(players: int | None = None) -> int:
    return 3


@rule
def old_stock_age(players: int | None = None) -> int:
    """Years the wine dealt at setup has already spent in its barrel."""
    return 1


@rule
def weather(roll: int) -> str:
    if roll == 1:
        return "frost"
    if roll == 2:
        return "rain"
    if roll == 3:
        return "mild"
    if roll in (4, 5):
        return "sunny"
    return "heatwave"


@rule
def brix_change(weather: str) -> int:
    """How a year's weather moves the Brix of every grape harvested that year."""
    return BRIX_CHANGE[weather]


@rule
def aging_bonus(years: int) -> int:
    """Two points a year up to four years in oak, then two points lost each further year."""
    if years <= 4:
        return 2 * years
    return 8 - 2 * (years - 4)


@rule
def prestige(score: int | str) -> int:
    """Prestige a tasting score earns."""
    if isinstance(score, str):
        return 0
    if score >= 95:
        return 7
    if score >= 90:
        return 4
    if score >= 85:
        return 2
    if score >= 80:
        return 1
    return 0


@rule
def tasting_score(brix: int, weather: str, years: int, critic_bonus: int = 0, dinner: bool = False) -> int:
    """A wine's score out of 100."""
    score = base_score() + brix + brix_change(weather) + aging_bonus(years) + critic_bonus
    if dinner:
        score += dinner_bonus()
    return min(score, top_score())


@rule
def final_score(tasting_prestige: int, silver: int, aged_barrels: int) -> int:
    """Prestige at the end: tastings, one for every full 3 Silver, one per barrel aged 2 years or more."""
    return tasting_prestige + silver // silver_per_prestige() + aged_barrels


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "grapes": 75,
        "critics": 12,
        "cellar-boards": players,
        "barrels": starting_barrels() * players,
        "silver": 60,
        "cellar-master": 1,
        "weather-die": 1,
        "vintage-pad": 1,
    }


@invariant("the grape deck lasts every Harvest of the game, old stock included")
def grapes_last(players: int, game) -> bool | str:
    need = players * 1 + years_played() * market_size(players)
    have = game.deck("grapes").total
    return True if have >= need else f"{need} grape cards needed, {have} in the deck"


@invariant("one critic for every year", per_player_count=False)
def critics_last(game) -> bool | str:
    have = game.deck("critics").total
    return True if have >= years_played() else f"only {have} critics"


@invariant("the box holds a full cellar of barrels for every player")
def barrels_suffice(players: int, game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "barrels")
    return True if line.count >= most_barrels() * players else f"{line.count} barrels"


@invariant("setup takes the whole grape and critic decks", per_player_count=False)
def setup_takes_whole_decks(game) -> bool | str:
    s = setup(2)
    for deck in ("grapes", "critics"):
        if s[deck] != game.deck(deck).total:
            return f"setup takes {s[deck]} of deck {deck} but it has {game.deck(deck).total}"
    return True


@invariant("setup takes the whole bank of Silver coins", per_player_count=False)
def whole_bank(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "silver")
    return True if setup(2)["silver"] == line.count else f"setup takes {setup(2)['silver']} of {line.count} coins"


@rule
def age_labels() -> list[str]:
    """The age track of a barrel bay: years in oak, with the aging bonus beside each."""
    return ["0"] + [f"{y}: +{aging_bonus(y)}" for y in range(1, years_played() + 1)]

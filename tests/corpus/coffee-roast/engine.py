"""First Crack: the roasting rules as small functions.

Temperatures are whole degrees Fahrenheit, times are whole seconds on the
roast clock (750 is a 12:30 roast), batches are grams, moisture loss is a
whole percent.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

LEVELS = ("Underdeveloped", "Light", "Medium", "Medium-Dark", "Dark", "Burnt")


# --- printing times -------------------------------------------------------

@rule
def clock(seconds: int) -> str:
    """A roast-clock time as it is printed: 750 -> '12:30'."""
    return f"{seconds // 60}:{seconds % 60:02d}"


def _seconds(text: str) -> int:
    minutes, secs = text.strip().split(":")
    return int(minutes) * 60 + int(secs)


# --- the roaster ------------------------------------------------------------

@rule
def first_crack_temp() -> int:
    """Beans crack audibly once they pass this bean temperature (°F)."""
    return 385


@rule
def charge_temp() -> int:
    """Where the temperature marker starts: the turning point, in °F."""
    return 200


@rule
def charge_time() -> int:
    """Where the clock marker starts: the turning point, 1:30 on the clock."""
    return 90


@rule
def top_temp() -> int:
    """The hottest space of the temperature track (°F); reaching it forces a drop."""
    return 480


@rule
def last_clock() -> int:
    """The last space of the clock track; reaching it forces a drop."""
    return 18 * 60


@rule
def temperature_of(what: str) -> int:
    """Temperatures to remember, by name."""
    return {"First crack": first_crack_temp(), "Charge": charge_temp(),
            "Highest on the track": top_temp()}[what]


@rule
def temperature_labels(low: int, high: int) -> list[str]:
    """Labels of one row of the temperature track, 10 °F a space."""
    return [str(t) for t in range(low, high + 1, 10)]


@rule
def clock_labels(first: int, last: int) -> list[str]:
    """Labels of one row of the clock track, 30 seconds a space."""
    return [clock(s) for s in range(first, last + 1, 30)]


@rule
def batch_rise(grams: int) -> int:
    """How a batch's size changes each minute's rise (°F): small batches heat fast."""
    return {250: 10, 500: 0, 1000: -10}[grams]


@rule
def minute_rise(flame: int, grams: int = 500, bean: int = 0, event: int = 0) -> int:
    """The beans' rise in one minute: flame card + batch + bean + event, never below 0."""
    return max(0, flame + batch_rise(grams) + bean + event)


@rule
def temperature_after(temp: int, flame: int, grams: int = 500, bean: int = 0, event: int = 0) -> int:
    """Where the temperature marker ends a minute (never past the top of the track)."""
    return min(top_temp(), temp + minute_rise(flame, grams, bean, event))


@rule
def coast_rise() -> int:
    """The Coast card: the burner off for half a minute, a fixed rise."""
    return 10


# --- cupping ----------------------------------------------------------------

@rule
def moisture_loss(drop_temp: int, seconds: int) -> int:
    """Percent of weight the beans lose: (drop °F - 300) / 10, rounded down, + 1 per full 4:00."""
    return (drop_temp - 300) // 10 + seconds // 240


@rule
def roast_level(loss: int | str) -> str:
    """The roast level a moisture loss (in percent) gives."""
    if loss == "10 or less":
        return "Underdeveloped"
    if loss == "20 or more":
        return "Burnt"
    loss = int(loss)
    if loss <= 10:
        return "Underdeveloped"
    if loss <= 13:
        return "Light"
    if loss <= 15:
        return "Medium"
    if loss <= 17:
        return "Medium-Dark"
    if loss <= 19:
        return "Dark"
    return "Burnt"


def _bonus_seconds(seconds: int) -> int:
    if 90 <= seconds <= 150:
        return 3
    if seconds in (60, 180):
        return 1
    return 0


@rule
def development_bonus(development: int | str) -> int:
    """Coins for the time from first crack to drop (times run in 30-second steps)."""
    if isinstance(development, int):
        return _bonus_seconds(development)
    text = development.strip()
    if text.startswith("under "):
        values = range(0, _seconds(text[6:]), 30)
    elif text.startswith("over "):
        values = range(_seconds(text[5:]) + 30, 20 * 60, 30)
    elif "–" in text or "-" in text:
        low, high = text.replace("–", "-").split("-")
        values = range(_seconds(low), _seconds(high) + 1, 30)
    else:
        values = [_seconds(text)]
    bonuses = {_bonus_seconds(v) for v in values}
    if len(bonuses) != 1:
        raise ValueError(f"development times {text} do not share one bonus")
    return bonuses.pop()


@rule
def baked_after() -> int:
    """A roast dropped later than this (seconds on the clock) tastes baked."""
    return 15 * 60


@rule
def baked_penalty() -> int:
    """Coins a baked roast costs."""
    return 2


@rule
def roast_score(order_level: str, pay: int, favours: str, bonus: int,
                drop_temp: int, seconds: int, first_crack: int | None) -> int:
    """Coins one roast earns at cupping."""
    if first_crack is None:
        level = "Underdeveloped"
    else:
        level = roast_level(moisture_loss(drop_temp, seconds))
    coins = 0
    if level == order_level:
        coins += pay
    if level == favours:
        coins += bonus
    if first_crack is not None:
        coins += development_bonus(seconds - first_crack)
    if seconds > baked_after():
        coins -= baked_penalty()
    return max(0, coins)


# --- the game ---------------------------------------------------------------

@rule
def shifts() -> int:
    """The game lasts this many shifts; every player roasts once a shift."""
    return 3


@rule
def orders_on_display(players: int) -> int:
    """Face-up orders at the start of a shift: one more than the players."""
    return players + 1


@rule
def starting_coins(players: int | None = None) -> int:
    return 3


@rule
def flame_cards_each() -> int:
    return 5


@rule
def beans_drawn() -> int:
    """Bean cards each player draws at the start of a shift (keeping one)."""
    return 2


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "flame": flame_cards_each() * players,
        "orders": 15,
        "beans": 8,
        "events": 16,
        "roaster-boards": players,
        "temperature-markers": players,
        "clock-markers": players,
        "coins": 40,
        "roast-log": 1,
    }


@invariant("the order deck lasts every shift without a reshuffle")
def orders_last(players: int, game) -> bool | str:
    needed = orders_on_display(players) + players * (shifts() - 1)
    total = game.deck("orders").total
    return True if needed <= total else f"{needed} orders needed, {total} in the deck"


@invariant("every player can draw their Bean cards each shift", per_player_count=False)
def beans_suffice(game) -> bool | str:
    total = game.deck("beans").total
    need = beans_drawn() * game.max_players
    return True if need <= total else f"{need} beans drawn, {total} in the deck"


@invariant("each player colour has a full hand of Flame cards", per_player_count=False)
def flame_hands(game) -> bool | str:
    deck = game.deck("flame")
    if deck.total != flame_cards_each() * game.max_players:
        return f"{deck.total} Flame cards for {game.max_players} players"
    return True


@invariant("setup takes out the whole order, bean and event decks", per_player_count=False)
def decks_come_out(game) -> bool | str:
    s = setup(game.players.low)
    for deck_id in ("orders", "beans", "events"):
        if s[deck_id] != game.deck(deck_id).total:
            return f"setup takes {s[deck_id]} of deck {deck_id}, which holds {game.deck(deck_id).total}"
    return True


@invariant("every order asks for a roast level a roast can reach", per_player_count=False)
def orders_reachable(game) -> bool | str:
    for card in game.deck("orders").cards:
        if card.fields["level"] in ("Underdeveloped", "Burnt"):
            return f"{card.name} asks for {card.fields['level']}"
    return True

"""Engine model of The Hollow King: the numbers the printed tables and the
rulebook's worked examples rest on."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

DIFFICULTIES = ("Easy", "Normal", "Hard")
HEALTH_PER_HERO = {"Easy": 20, "Normal": 25, "Hard": 30}
THREAT_LIMIT = {"Easy": 12, "Normal": 10, "Hard": 8}
STARTING_THREAT = {"Easy": 0, "Normal": 0, "Hard": 2}

STARTER_PER_HERO = {"coin-pouch": 7, "strike": 3}
TOKEN_WORTH = {"1": 30, "5": 24}      # face value: how many tokens of it the sheet prints


def _level(difficulty: str) -> str:
    level = str(difficulty).capitalize()
    if level not in DIFFICULTIES:
        raise ValueError(f"no difficulty {difficulty!r}")
    return level


@rule
def health_per_hero(difficulty: str = "Normal") -> int:
    """Villain health for each hero at the table."""
    return HEALTH_PER_HERO[_level(difficulty)]


@rule
def villain_health(players: int, difficulty: str = "Normal") -> int:
    """The villain's starting health: so much per hero."""
    return health_per_hero(difficulty) * players


@rule
def threat_limit(difficulty: str = "Normal") -> int:
    """When the threat marker reaches this space, the heroes lose."""
    return THREAT_LIMIT[_level(difficulty)]


@rule
def starting_threat(difficulty: str = "Normal") -> int:
    """Where the threat marker starts."""
    return STARTING_THREAT[_level(difficulty)]


@rule
def starting_deck(players: int | None = None) -> int:
    """Cards in each hero's starting deck."""
    return sum(STARTER_PER_HERO.values())


@rule
def starting_coins(players: int | None = None) -> int:
    """Coin Pouches in each hero's starting deck."""
    return STARTER_PER_HERO["coin-pouch"]


@rule
def starting_strikes(players: int | None = None) -> int:
    """Strikes in each hero's starting deck."""
    return STARTER_PER_HERO["strike"]


@rule
def starter_cards_dealt(players: int) -> int:
    """Starter cards taken out of the box for the whole table."""
    return starting_deck() * players


@rule
def hand_size(players: int | None = None) -> int:
    """Cards a hero draws at the end of each turn."""
    return 5


@rule
def market_size(players: int | None = None) -> int:
    """Face-up cards in the market row."""
    return 6


@rule
def knockout_threat(players: int | None = None) -> int:
    """Threat added each time a hero is knocked out."""
    return 2


@rule
def revive_health(players: int | None = None) -> int:
    """Health a knocked-out hero comes back with."""
    return 5


@rule
def reshuffle_threat(players: int | None = None) -> int:
    """Threat added when the villain deck runs out and is reshuffled."""
    return 1


@rule
def rally_limit(players: int | None = None) -> int:
    """Rallies a hero may buy in one turn."""
    return 1


@rule
def hand_totals(cards: list) -> list:
    """Coins and damage a played hand makes: each card given as [coins, damage]."""
    coins = sum(int(c[0]) for c in cards)
    damage = sum(int(c[1]) for c in cards)
    return [coins, damage]


@rule
def threat_after(threat: int, added: int, knockouts: int = 0) -> int:
    """The threat after a scheme adds its threat and the round's knockouts are counted."""
    return threat + added + knockouts * knockout_threat()


@rule
def heroes_lose(threat: int, difficulty: str = "Normal") -> bool:
    return threat >= threat_limit(difficulty)


@rule
def villain_health_left(health: int, damage: list) -> int:
    """The villain's health after a round of hits, never below 0."""
    return max(0, health - sum(int(d) for d in damage))


@rule
def victory_score(threat: int, heroes_standing: int, schemes_left: int, difficulty: str = "Normal") -> int:
    """Two points per threat space short of the limit, three per hero standing, one per unplayed scheme."""
    return 2 * (threat_limit(difficulty) - threat) + 3 * heroes_standing + schemes_left


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    heroes = 2 if variant == "twin-heroes" else players
    return {
        "heroes": heroes,
        "starter": starting_deck() * heroes,
        "starter/coin-pouch": starting_coins() * heroes,
        "starter/strike": starting_strikes() * heroes,
        "market": 40,
        "schemes": 20,
        "damage-tokens": sum(TOKEN_WORTH.values()),
        "threat-marker": 1,
        "villain-board": 1,
    }


@invariant("the starter cards make a full starting deck for four heroes", per_player_count=False)
def starters_cover_four(game) -> bool | str:
    deck = game.deck("starter")
    for card in deck.cards:
        want = STARTER_PER_HERO[card.id] * PLAYERS[1]
        if card.count != want:
            return f"{card.name}: {card.count} in the box, {want} needed"
    return True


@invariant("the damage tokens can hold the villain's full health on Hard", per_player_count=True)
def tokens_hold_health(players: int, game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "damage-tokens")
    if line.count != sum(TOKEN_WORTH.values()):
        return f"{line.count} damage tokens in the box, engine counts {sum(TOKEN_WORTH.values())}"
    worth = sum(int(face) * n for face, n in TOKEN_WORTH.items())
    need = villain_health(players, "Hard")
    return True if worth >= need else f"tokens worth {worth}, villain needs {need}"


@invariant("the threat track reaches every threat limit", per_player_count=False)
def track_reaches_limits(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "villain-board")
    track = next(t for t in board.tracks if t.id == "threat")
    worst = max(threat_limit(d) for d in DIFFICULTIES)
    return True if track.end >= worst else f"track ends at {track.end}, limit {worst}"


@invariant("the market deck fills the row at least five times over", per_player_count=False)
def market_deep_enough(game) -> bool | str:
    total = game.deck("market").total
    return True if total >= 5 * market_size() else f"only {total} market cards"


@invariant("the setup takes the whole market and villain deck", per_player_count=False)
def whole_decks_come_out(game) -> bool | str:
    s = setup(1)
    for deck_id in ("market", "schemes"):
        if s[deck_id] != game.deck(deck_id).total:
            return f"{deck_id}: setup {s[deck_id]}, deck {game.deck(deck_id).total}"
    return True

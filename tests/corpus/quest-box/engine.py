"""Hollowmere Wardens: the numbers the rules compute with."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

SEASONS = ("Thaw", "Bloom", "Ember", "Frost")

DIFFICULTY_SHIFT = {"Thaw": 0, "Bloom": -1, "Ember": 0, "Frost": 1}
SEASON_OIL = {"Thaw": 2, "Bloom": 3, "Ember": 2, "Frost": 1}

RELIC_PRICE = 6
OIL_PER_RENOWN = 3


# --- setup -------------------------------------------------------------------

@rule
def quests_on_offer(players: int = 2) -> int:
    """Face-up quests in the quest row: one more than the players."""
    return players + 1


@rule
def provisions_dealt(players: int = 2) -> int:
    """Provision cards dealt to each warden at the start."""
    return 4 if players == 2 else 3


@rule
def starting_oil(players: int = 2) -> int:
    """Oil each warden takes at the start."""
    return 4 if players < 4 else 3


# --- constants ----------------------------------------------------------------

@rule
def paths_per_turn(players: int | None = None) -> int:
    """Paths a warden may move for free in the Move step."""
    return 2


@rule
def rounds_per_season(players: int | None = None) -> int:
    return 3


@rule
def hand_limit(players: int | None = None) -> int:
    return 5


@rule
def oil_spent_at_most(players: int | None = None) -> int:
    """The most Oil a warden may pour into one quest test."""
    return 3


@rule
def total_rounds() -> int:
    return rounds_per_season() * len(SEASONS)


# --- seasons ------------------------------------------------------------------

@rule
def difficulty_shift(season: str) -> int:
    return DIFFICULTY_SHIFT[season]


@rule
def season_oil(season: str) -> int:
    """Oil every warden gains when this season ends."""
    return SEASON_OIL[season]


@rule
def first_round(season: str) -> int:
    """The round on the round track that opens this season."""
    return SEASONS.index(season) * rounds_per_season() + 1


# --- quests and scoring ----------------------------------------------------

@rule
def test_total(roll: int, strength: int, oil: int) -> int:
    """A quest test: the die, plus one provision's strength, plus the Oil poured in."""
    if oil > oil_spent_at_most():
        raise ValueError(f"at most {oil_spent_at_most()} Oil in one test")
    return roll + strength + oil


@rule
def quest_target(difficulty: int, season: str) -> int:
    return difficulty + difficulty_shift(season)


@rule
def quest_succeeds(roll: int, strength: int, oil: int, difficulty: int, season: str) -> bool:
    return test_total(roll, strength, oil) >= quest_target(difficulty, season)


@rule
def oil_renown(oil_left: int) -> int:
    """Renown for Oil left at the end: one for every full three."""
    return oil_left // OIL_PER_RENOWN


@rule
def final_score(quest_renown: int, relic_renown: int, oil_left: int) -> int:
    return quest_renown + relic_renown + oil_renown(oil_left)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "quests": 12,
        "scenarios": 1,
        "relics": 3,
        "provisions": 30,
        "warden-pawns": players,
        "renown-markers": players,
        "season-marker": 1,
        "oil-tokens": 50,
        "die": 1,
    }


# --- invariants ---------------------------------------------------------------

@invariant("the provision deck deals every opening hand with cards to spare")
def provisions_suffice(players: int, game) -> bool | str:
    deck = game.deck("provisions")
    dealt = provisions_dealt(players) * players
    return True if deck.total >= dealt + 10 else f"{deck.total} provisions, {dealt} dealt"


@invariant("the quest row never asks for more quests than the deck holds")
def quest_row_fits(players: int, game) -> bool:
    return quests_on_offer(players) <= game.deck("quests").total


@invariant("the relic price in game.yaml is the engine's", per_player_count=False)
def relic_price_matches(game) -> bool | str:
    cost = next(c for c in game.costs if c.id == "relic")
    amount = cost.items[0].amount
    return True if amount == RELIC_PRICE else f"game.yaml says {amount}, engine {RELIC_PRICE}"


@invariant("every quest can be done with a six, the best provision and full Oil", per_player_count=False)
def quests_are_possible(game) -> bool | str:
    best = max(c.fields["strength"] for c in game.deck("provisions").cards)
    hard = [c.name for c in game.deck("quests").cards
            if not quest_succeeds(6, best, oil_spent_at_most(), c.fields["difficulty"], "Frost")]
    return True if not hard else f"too hard in Frost: {', '.join(hard)}"

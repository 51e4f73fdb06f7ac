"""Engine model of Expedition Duel.

Two rival explorers build expeditions in five colours. The numbers here are
the ones the rulebook's tables print and the worked examples recompute.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 2)  # a duel: game.yaml says players: 2

EXPEDITIONS = 5            # colours in the game
NUMBERED = range(2, 11)    # each colour has one card of each value 2-10
INVESTMENTS_PER_COLOUR = 3
DECK_SIZE = EXPEDITIONS * (len(NUMBERED) + INVESTMENTS_PER_COLOUR)   # 60

HAND_SIZE = 8
MATCHES = 3
START_COST = 20            # points an expedition owes the moment it is started
BONUS_POINTS = 20          # for a long expedition, added after the multiplier
BONUS_CARDS = 8            # cards (investments included) an expedition needs for the bonus

CONSTANTS = {
    "Cost of an expedition": START_COST,
    "Long-expedition bonus": BONUS_POINTS,
    "Cards for the bonus": BONUS_CARDS,
}


@rule
def cards_dealt(players: int = 2) -> int:
    """Cards in each player's hand at the start of a match."""
    return HAND_SIZE


@rule
def draw_pile(players: int = 2) -> int:
    """Cards left face down once the hands are dealt."""
    return DECK_SIZE - HAND_SIZE * players


@rule
def matches(players: int = 2) -> int:
    """Matches in a full game; the totals are added."""
    return MATCHES


@rule
def expedition_colours(players: int = 2) -> int:
    return EXPEDITIONS


@rule
def constant(what: str) -> int:
    """The fixed numbers of scoring, looked up by the label the table prints."""
    return CONSTANTS[what]


@rule
def start_cost() -> int:
    return START_COST


@rule
def bonus_points() -> int:
    return BONUS_POINTS


@rule
def bonus_cards() -> int:
    return BONUS_CARDS


@rule
def multiplier(investments: int) -> int:
    """One investment doubles, two triple, three quadruple."""
    return investments + 1


@rule
def sum_score(investments: int, total: int) -> int:
    """Score of an expedition whose numbered cards add up to `total`, too short for the bonus."""
    return (total - START_COST) * multiplier(investments)


@rule
def expedition_score(cards: list, investments: int = 0) -> int:
    """Score of one expedition: numbered cards' values and the investments played in front of them."""
    if not cards and investments == 0:
        return 0  # never started: costs nothing
    score = (sum(cards) - START_COST) * multiplier(investments)
    if len(cards) + investments >= BONUS_CARDS:
        score += BONUS_POINTS
    return score


@rule
def match_score(expeditions: list) -> int:
    """A player's score for a match: each expedition given as {cards: [...], investments: n}."""
    return sum(expedition_score(e.get("cards", []), e.get("investments", 0)) for e in expeditions)


@rule
def game_total(match_scores: list) -> int:
    return sum(match_scores)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a duel takes out of the box: the whole deck and the score pad."""
    return {"expedition": DECK_SIZE, "score-pad": 1}


@invariant("the deck holds every colour's 2-10 once and its investments", per_player_count=False)
def deck_is_complete(game) -> bool | str:
    deck = game.deck("expedition")
    if deck.total != DECK_SIZE:
        return f"the deck has {deck.total} cards, the engine expects {DECK_SIZE}"
    for colour in game.names["expeditions"]:
        cards = [c for c in deck.cards if c.fields["expedition"] == colour]
        values = sorted(c.fields["value"] for c in cards if c.fields["value"] is not None)
        investments = sum(c.count for c in cards if c.fields["value"] is None)
        if values != list(NUMBERED):
            return f"{colour} has values {values}"
        if investments != INVESTMENTS_PER_COLOUR:
            return f"{colour} has {investments} investments"
    return True


@invariant("both hands can be dealt with cards left to draw")
def hands_fit(players: int) -> bool:
    return draw_pile(players) > 0


@invariant("the printed cost of starting an expedition is the engine's", per_player_count=False)
def cost_matches(game) -> bool | str:
    cost = next((c for c in game.costs if c.id == "start-expedition"), None)
    if cost is None:
        return "no start-expedition cost in game.yaml"
    amount = sum(i.amount for i in cost.items)
    return True if amount == START_COST else f"game.yaml says {amount}, engine {START_COST}"

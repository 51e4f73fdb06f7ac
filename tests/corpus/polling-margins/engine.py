"""Engine model of Polling Margins."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

ELECTORAL_VOTES = {
    "Keystone": 19, "Lakeshore": 15, "Peach": 16, "Copper": 11,
    "Badger": 10, "Cactus": 11, "Silver": 6,
}


@rule
def electoral_votes(state: str) -> int:
    """Electoral votes a state is worth."""
    return ELECTORAL_VOTES[state]


@rule
def total_electoral_votes() -> int:
    return sum(ELECTORAL_VOTES.values())


@rule
def electoral_total(states: list) -> int:
    """Electoral votes of the states a campaign carries."""
    return sum(ELECTORAL_VOTES[s] for s in states)


@rule
def margin_of_error(players: int | None = None) -> int:
    """A lead of this many points or fewer is inside the margin of error."""
    return 3


@rule
def starting_poll(players: int = 2) -> int:
    """Each campaign's opening poll in every state, in percent."""
    return {2: 45, 3: 30, 4: 22}[players]


@rule
def starting_funds(players: int = 2) -> int:
    """Campaign funds at the start, in millions."""
    return {2: 12, 3: 10, 4: 9}[players]


@rule
def debate_cards_dealt(players: int | None = None) -> int:
    return 3


@rule
def weekly_income(players: int | None = None) -> int:
    """Millions raised in the Fundraise step."""
    return 2


@rule
def campaign_weeks(players: int | None = None) -> int:
    return 6


@rule
def actions_per_week(players: int | None = None) -> int:
    return 2


@rule
def poll_lead(leader: int, runner_up: int) -> int:
    return leader - runner_up


@rule
def poll_call(leader: int, runner_up: int) -> str:
    """'called' when the lead is outside the margin of error, else 'too close'."""
    return "called" if leader - runner_up > margin_of_error() else "too close"


@rule
def recount(roll: int) -> str:
    return "leader" if roll <= 4 else "upset"


ACTION_COSTS = {"Rally": 2, "Ad blitz": 3, "Attack ad": 3, "Debate prep": 1}


@rule
def action_cost(action: str) -> int:
    """Millions an action costs (the same as game.yaml's costs)."""
    return ACTION_COSTS[action]


@invariant("the engine's action costs match game.yaml's costs", per_player_count=False)
def costs_match(game) -> bool | str:
    for cost in game.costs:
        if ACTION_COSTS.get(cost.name) != cost.items[0].amount:
            return f"{cost.name}: engine {ACTION_COSTS.get(cost.name)}, data {cost.items[0].amount}"
    return True


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "debate-cards": 18,
        "poll-markers": 7 * players,
        "money": 28,
        "recount-die": 1,
    }


@invariant("the debate deck deals every opening hand with cards left to draw", per_player_count=False)
def deck_deals(game) -> bool | str:
    total = game.deck("debate").total
    dealt = debate_cards_dealt() * game.max_players
    return True if total >= dealt + 4 else f"{total} cards, {dealt} dealt"

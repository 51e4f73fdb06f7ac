"""Engine model of Electoral Map: a two-player race to 270 electoral votes.

The numbers the rules compute with live here; the state cards (cards/states.csv)
hold every state's electoral votes and lean, and the invariants below hold the
two together.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 2)

PARTIES = ("Red", "Blue")

# The swing states and their electoral votes (the 2012-2020 map), as the state
# cards print them; an invariant holds this table to cards/states.csv.
SWING_VOTES = {
    "Nevada": 6,
    "Arizona": 11,
    "Colorado": 9,
    "Minnesota": 10,
    "Iowa": 6,
    "Wisconsin": 10,
    "Michigan": 16,
    "Ohio": 18,
    "Pennsylvania": 20,
    "New Hampshire": 4,
    "Virginia": 13,
    "North Carolina": 15,
    "Georgia": 16,
    "Florida": 29,
}

# Electoral votes of the safe states each party starts with (sums of the
# state cards of that lean; held to the cards by an invariant).
SAFE_VOTES = {"Red": 164, "Blue": 191}

STARTING_FUNDS = {"Red": 16, "Blue": 10}   # $ millions; Red's extra makes up for its smaller base

TOTAL_VOTES = 538
WEEKS = 8
OPENING_HAND = 4
DRAW_EACH_WEEK = 2
HAND_LIMIT = 5
CUBES_EACH = 30
BASE_INCOME = 4          # $M every week
INCOME_PER_LEAD = 1      # $M more for each swing state you lead


@rule
def total_electoral_votes() -> int:
    """Electoral votes on the whole map."""
    return TOTAL_VOTES


@rule
def votes_to_win() -> int:
    """A majority of the electoral votes: 270 of 538."""
    return TOTAL_VOTES // 2 + 1


@rule
def campaign_weeks() -> int:
    """Weeks of campaigning before Election Day."""
    return WEEKS


@rule
def safe_votes(party: str) -> int:
    """Electoral votes of the safe states a campaign starts with."""
    return SAFE_VOTES[party]


@rule
def votes_needed(party: str) -> int:
    """Electoral votes a campaign still needs from the swing states."""
    return votes_to_win() - SAFE_VOTES[party]


@rule
def starting_funds(party: str) -> int:
    """Campaign funds in $ millions at the start."""
    return STARTING_FUNDS[party]


@rule
def campaign_cubes(party: str | None = None) -> int:
    """Cubes each campaign has."""
    return CUBES_EACH


@rule
def goes_first(party: str) -> bool:
    """Red takes the first action of week 1."""
    return party == "Red"


@rule
def opening_hand() -> int:
    """Swing State cards dealt to each player at setup."""
    return OPENING_HAND


@rule
def cards_drawn() -> int:
    """Swing State cards each player draws in the Draw step."""
    return DRAW_EACH_WEEK


@rule
def hand_limit() -> int:
    """Cards a player may keep at the end of the week."""
    return HAND_LIMIT


@rule
def fundraising_income(leads: int) -> int:
    """$ millions a campaign raises in the Fundraise step: a base plus 1 per swing state it leads."""
    return BASE_INCOME + INCOME_PER_LEAD * leads


@rule
def base_income() -> int:
    """$ millions every campaign raises each week, leads or not."""
    return BASE_INCOME


@rule
def ad_cost(votes: int) -> int:
    """$ millions for one ad (one cube) in a swing state of that many electoral votes."""
    if votes < 10:
        return 2
    if votes < 20:
        return 3
    return 4


@rule
def state_winner(red: int, blue: int) -> str:
    """Who carries a swing state on Election Day, from the cubes there."""
    if red > blue:
        return "Red"
    if blue > red:
        return "Blue"
    return "Contested"


@rule
def electoral_votes(party: str, won: list) -> int:
    """A campaign's electoral votes: its safe states and the swing states it carried."""
    return SAFE_VOTES[party] + sum(SWING_VOTES[s] for s in won)


@rule
def election_winner(red_votes: int, blue_votes: int, red_funds: int = 0, blue_funds: int = 0) -> str:
    """270 wins; else the most votes; else the most funds left; else Blue."""
    need = votes_to_win()
    if red_votes >= need:
        return "Red"
    if blue_votes >= need:
        return "Blue"
    if red_votes != blue_votes:
        return "Red" if red_votes > blue_votes else "Blue"
    if red_funds != blue_funds:
        return "Red" if red_funds > blue_funds else "Blue"
    return "Blue"


@rule
def key_number(what: str) -> int:
    """The numbers to remember, by name."""
    return {
        "Electoral votes": total_electoral_votes(),
        "Votes to win": votes_to_win(),
        "Campaign weeks": campaign_weeks(),
        "Opening hand": opening_hand(),
        "Cards drawn each week": cards_drawn(),
        "Hand limit": hand_limit(),
    }[what]


def play(players: int, variant: str | None = None) -> dict:
    return {"swing": {"hand": OPENING_HAND, "draw": DRAW_EACH_WEEK}}


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything comes out of the box: the whole map is in play every game."""
    return {
        "campaign-map": 1,
        "states": 51,
        "swing": 32,
        "campaign-cubes": CUBES_EACH * players,
        "funds-tokens": 55,
        "week-marker": 1,
    }


# --- invariants: the engine's numbers against the cards ---------------------

@invariant("the state cards add up to 538 electoral votes", per_player_count=False)
def map_adds_up(game) -> bool | str:
    total = sum(c.fields["votes"] * c.count for c in game.deck("states").cards)
    return True if total == TOTAL_VOTES else f"the state cards hold {total} votes"


@invariant("the safe states of each party add up to SAFE_VOTES", per_player_count=False)
def safe_states_add_up(game) -> bool | str:
    for party in PARTIES:
        total = sum(c.fields["votes"] for c in game.deck("states").cards if c.fields["lean"] == party)
        if total != SAFE_VOTES[party]:
            return f"{party} safe states hold {total}, engine says {SAFE_VOTES[party]}"
    return True


@invariant("the swing state cards match SWING_VOTES and the swing-states name set", per_player_count=False)
def swing_states_match(game) -> bool | str:
    cards = {c.name: c.fields["votes"] for c in game.deck("states").cards if c.fields["lean"] == "Swing"}
    if cards != SWING_VOTES:
        return "swing state cards differ from SWING_VOTES"
    if set(game.names["swing-states"]) != set(SWING_VOTES):
        return "the swing-states name set differs from SWING_VOTES"
    return True


@invariant("a Rally costs what one ad in its state costs", per_player_count=False)
def rally_costs_match_ads(game) -> bool | str:
    for card in game.deck("swing").cards:
        state = card.fields["state"]
        if card.fields["kind"] == "Rally" and card.fields["cost"] != ad_cost(SWING_VOTES[state]):
            return f"{card.name} costs {card.fields['cost']}, an ad there {ad_cost(SWING_VOTES[state])}"
    return True


@invariant("a Tour costs $1M for each swing state of its region", per_player_count=False)
def tour_costs_match_regions(game) -> bool | str:
    regions = {c.name: len(c.members) for c in game.categories}
    for card in game.deck("swing").cards:
        if card.fields["kind"] == "Tour" and card.fields["cost"] != regions[card.fields["region"]]:
            return f"{card.name} costs {card.fields['cost']}, its region has {regions[card.fields['region']]}"
    return True


@invariant("setup names every deck whole and the box's cubes", per_player_count=False)
def setup_takes_whole_decks(game) -> bool | str:
    taken = setup(2)
    for deck_id in ("states", "swing"):
        if taken[deck_id] != game.deck(deck_id).total:
            return f"setup takes {taken[deck_id]} of deck {deck_id}, which has {game.deck(deck_id).total}"
    tokens = next(c for c in game.inventory if c.id == "funds-tokens")
    if taken["funds-tokens"] != tokens.count:
        return "setup takes another number of funds tokens than the box holds"
    return True

"""Engine model of Landslide Night, an election game for three to five candidates.

Nine districts, each worth its own number of electoral votes. Candidates spend
Cash on campaign cards to put support cubes into districts; whoever has the most
cubes in a district leads it. Lead districts worth a majority of the votes at the
end of a round (from the third round on) and you win by a landslide; otherwise the
most votes on Election Night wins, with a chain of tie-breaks.
"""
from generator.engine import invariant, rule

PLAYERS = (3, 5)

DISTRICT_VOTES = {
    "Harbor Ward": 3,
    "Millbrook": 4,
    "Eastgate": 5,
    "Pinecrest": 6,
    "Old Quarter": 7,
    "Riverside": 8,
    "Farmlands": 9,
    "University Hill": 10,
    "Capital": 11,
}

TIE_BREAKS = ("Districts won", "The Capital", "Endorsements", "Cubes on the board", "Cash in hand")


@rule
def district_votes(district: str) -> int:
    """Electoral votes a district is worth."""
    return DISTRICT_VOTES[district]


@rule
def total_votes(players: int | None = None) -> int:
    """All the electoral votes on the map."""
    return sum(DISTRICT_VOTES.values())


@rule
def majority(players: int | None = None) -> int:
    """Votes that make a majority: more than half of the total."""
    return total_votes() // 2 + 1


@rule
def support_cubes(players: int = 3) -> int:
    """Support cubes each candidate takes in their colour."""
    return {3: 18, 4: 15, 5: 12}[players]


@rule
def rounds(players: int = 3) -> int:
    """Rounds before Election Night."""
    return {3: 7, 4: 6, 5: 5}[players]


@rule
def starting_cash(players: int = 3) -> int:
    """Cash each candidate starts with."""
    return 8 - players


@rule
def hand_size(players: int | None = None) -> int:
    """Campaign cards in hand after the Draw step."""
    return 5


@rule
def income(players: int | None = None) -> int:
    """Cash collected at the start of each turn."""
    return 2


@rule
def landslide_round() -> int:
    """The first round whose end can bring a landslide."""
    return 3


@rule
def votes_won(districts: list) -> int:
    """Electoral votes of the districts a candidate leads."""
    return sum(DISTRICT_VOTES[d] for d in districts)


@rule
def is_landslide(votes: int) -> bool:
    """Does this many electoral votes win at once?"""
    return votes >= majority()


@rule
def district_leader(support: dict) -> str:
    """Who leads a district: the single candidate with the most cubes there, else 'nobody'."""
    if not support:
        return "nobody"
    most = max(support.values())
    if most == 0:
        return "nobody"
    leaders = [name for name, cubes in support.items() if cubes == most]
    return leaders[0] if len(leaders) == 1 else "nobody"


@rule
def cash_after_turn(cash: int, card_cost: int) -> int:
    """Cash left after collecting income and paying for one card."""
    return cash + income() - card_cost


@rule
def tie_break_winner(candidates: dict) -> str:
    """Election Night winner among candidates tied on votes.

    Each candidate maps to [districts won, holds the Capital (1/0), endorsements,
    cubes on the board, cash]. Returns the name, or the tied names joined by ' and '
    when every link of the chain is level.
    """
    best = max(tuple(v) for v in candidates.values())
    winners = sorted(name for name, v in candidates.items() if tuple(v) == best)
    return " and ".join(winners)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "game-board": 1,
        "campaign": 40,
        "support-cubes": support_cubes(players) * players,
        "tally-markers": players,
        "cash-tokens": 50,
        "endorsement-tokens": 12,
        "first-player-marker": 1,
        "round-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"campaign": {"hand": hand_size(), "draw": 1}}


@invariant("the districts of game.yaml are the engine's, with the votes the map prints", per_player_count=False)
def districts_agree(game) -> bool | str:
    names = list(game.names["districts"])
    if sorted(names) != sorted(DISTRICT_VOTES):
        return f"game.yaml names {names}"
    for loc in game.maps[0].locations:
        if tuple(loc.spaces) != (f"{DISTRICT_VOTES[loc.name]} votes",):
            return f"the board prints {loc.spaces} in {loc.name}"
    return True


@invariant("a majority is more than half of all the votes and less than all of them", per_player_count=False)
def majority_is_a_majority() -> bool:
    return total_votes() / 2 < majority() <= total_votes()


@invariant("the opening hands leave cards in the draw pile")
def hands_fit_the_deck(players: int, game) -> bool | str:
    deck = game.deck("campaign").total
    dealt = hand_size() * players
    return True if dealt < deck else f"{dealt} cards dealt from {deck}"


@invariant("every campaign card's district is on the map", per_player_count=False)
def card_districts_exist(game) -> bool | str:
    for card in game.deck("campaign").cards:
        d = card.fields["district"]
        if d and d not in DISTRICT_VOTES:
            return f"{card.name} names {d}"
    return True


@invariant("the tie-break chain of game.yaml is the engine's", per_player_count=False)
def tie_breaks_agree(game) -> bool | str:
    return True if tuple(game.names["tie-breaks"]) == TIE_BREAKS else "the tie-breaks differ"

"""Engine model of Dead Orbit Salvage: push-your-luck salvage on a dying station."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

DECKS = range(1, 9)


@rule
def crew_members(players: int = 2) -> int:
    """Crew members each crew sends in: three in a small game, two in a big one."""
    return 3 if players <= 3 else 2


@rule
def airlock_capacity(players: int = 2) -> int:
    """Crew members the airlock cycles out at the end of a round."""
    return 2 if players <= 3 else 3


@rule
def starting_oxygen(players: int | None = None) -> int:
    """Minutes of oxygen in a full tank."""
    return 30


@rule
def cards_drawn(deck: int) -> int:
    """Salvage cards a search draws on this deck: one more every two decks down."""
    return (deck + 1) // 2


@rule
def risk_added(deck: int) -> int:
    """Spaces the risk marker rises when a crew member searches on this deck."""
    return (deck - 1) // 2


@rule
def descend_minutes() -> int:
    """Minutes of oxygen to go down one deck."""
    return 1


@rule
def climb_minutes() -> int:
    """Minutes of oxygen to go up one deck (the airlock is one deck above deck 1)."""
    return 2


@rule
def search_minutes() -> int:
    """Minutes of oxygen a search takes."""
    return 2


@rule
def breath_minutes() -> int:
    """Minutes every crew member aboard breathes at the end of a round."""
    return 1


@rule
def climb_to_airlock(deck: int) -> int:
    """Minutes of oxygen to climb from this deck into the airlock."""
    return climb_minutes() * deck


@rule
def decay_per_round() -> int:
    """Spaces the risk marker rises at the end of every round."""
    return 1


@rule
def breach_point(n: int) -> int:
    """The n-th breach space of the risk track."""
    return 5 * n


@rule
def collapse_point() -> int:
    """The last space of the risk track: the station breaks up."""
    return 20


@rule
def lost_crew_penalty() -> int:
    """Credits a crew loses for each crew member who never came out."""
    return 5


@rule
def oxygen_after_dive(deck: int, searches: int, rounds: int) -> int:
    """Minutes left after going straight down to a deck, searching, and climbing straight back."""
    return (
        starting_oxygen()
        - descend_minutes() * deck
        - search_minutes() * searches
        - climb_to_airlock(deck)
        - breath_minutes() * rounds
    )


@rule
def final_score(banked: list, lost: int) -> int:
    """Credits in the hold, less the penalty for each lost crew member."""
    return sum(banked) - lost_crew_penalty() * lost


@rule
def breach(roll: int) -> str:
    """The Breach die's result for a roll."""
    if roll <= 2:
        return "crack"
    if roll <= 4:
        return "venting"
    return "flicker" if roll == 5 else "blowout"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    crew = crew_members(players) * players
    return {
        "station-board": 1,
        "crew-boards": players,
        "salvage": 40,
        "crew-pawns": crew,
        "oxygen-markers": crew,
        "risk-marker": 1,
        "breach-die": 1,
    }


@invariant("the salvage deck is dealt whole into the draw pile", per_player_count=False)
def salvage_comes_out_whole(game) -> bool | str:
    total = game.deck("salvage").total
    return True if total == setup(2)["salvage"] else f"setup takes {setup(2)['salvage']}, the deck has {total}"


@invariant("the action costs printed in game.yaml are the engine's", per_player_count=False)
def costs_match(game) -> bool | str:
    want = {"descend": descend_minutes(), "climb": climb_minutes(), "search": search_minutes()}
    for cost in game.costs:
        if cost.id in want and cost.items[0].amount != want[cost.id]:
            return f"{cost.name} costs {cost.items[0].amount} but the engine says {want[cost.id]}"
    return True


@invariant("a full tank can reach deck 8, search once and climb back in three rounds")
def deepest_deck_is_reachable(players: int) -> bool:
    return oxygen_after_dive(8, 1, 3) > 0


@invariant("every hazard card costs oxygen or raises the risk", per_player_count=False)
def hazards_bite(game) -> bool | str:
    for card in game.deck("salvage").cards:
        if card.fields["kind"] == "Hazard":
            if not (card.fields["minutes_lost"] or card.fields["risk"]):
                return f"{card.name} does nothing"
            if card.fields["value"] != 0:
                return f"{card.name} is a hazard worth credits"
    return True


@invariant("the risk track's breaches lie before the collapse", per_player_count=False)
def breaches_before_collapse(game) -> bool:
    return breach_point(3) < collapse_point()

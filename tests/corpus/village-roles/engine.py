"""Engine model of Lanternfall, a social deduction game for 5-12 players.

One player is the Lamplighter, who runs the night and holds no role; every
other player is dealt one secret role card. The mix of roles depends on the
player count. Each round has a night and a day; each day the village may vote
one player out.
"""
from generator.engine import invariant, rule

PLAYERS = (5, 12)

# Every outcome a player can have at the end of one game, and what it scores.
POINTS = {
    "Won, lantern lit": 3,
    "Won, lantern out": 2,
    "Lost": 0,
    "Lamplighter": 1,
}


@rule
def role_cards_dealt(players: int) -> int:
    """Every player but the Lamplighter takes one role card."""
    return players - 1


@rule
def wolves(players: int) -> int:
    """Wolves in the deal: one up to seven players, two up to ten, three above."""
    if players <= 7:
        return 1
    if players <= 10:
        return 2
    return 3


@rule
def seers(players: int) -> int:
    """There is always exactly one Seer."""
    return 1


@rule
def healers(players: int) -> int:
    """The Healer joins from seven players on."""
    return 0 if players <= 6 else 1


@rule
def villagers(players: int) -> int:
    """Plain villagers fill the rest of the deal."""
    return role_cards_dealt(players) - wolves(players) - seers(players) - healers(players)


@rule
def votes_needed(living: int) -> int:
    """Votes the most-accused player needs to leave: half the living players, rounded up."""
    return (living + 1) // 2


@rule
def pack_wins(wolves_left: int, others_left: int) -> bool:
    """The pack wins as soon as the wolves match or outnumber everyone else still in."""
    return wolves_left > 0 and wolves_left >= others_left


@rule
def village_wins(wolves_left: int) -> bool:
    """The village wins the moment the last wolf leaves."""
    return wolves_left == 0


@rule
def game_points(outcome: str) -> int:
    """Points one player scores for one game, by how it ended for them."""
    return POINTS[outcome]


@rule
def session_goal(players: int | None = None) -> int:
    """Points that win an evening of several games."""
    return 10


@rule
def victims_per_night(players: int | None = None) -> int:
    """The pack agrees on one victim each night (never on the first)."""
    return 1


@rule
def seer_readings_per_night(players: int | None = None) -> int:
    """The Seer learns about one player each night."""
    return 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "roles": role_cards_dealt(players),
        "roles/wolf": wolves(players),
        "roles/seer": seers(players),
        "roles/healer": healers(players),
        "roles/villager": villagers(players),
        "lanterns": role_cards_dealt(players),
        "night-markers": 2 if healers(players) else 1,
        "night-log": 1,
        "lamplighter-aid": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"roles": {"hand": 1}}


@invariant("the deal adds up to one role card for every player but the Lamplighter")
def deal_adds_up(players: int) -> bool | str:
    total = wolves(players) + seers(players) + healers(players) + villagers(players)
    return True if total == role_cards_dealt(players) else f"{total} roles for {players - 1} seats"


@invariant("the pack starts outnumbered, so no game is over before it begins")
def pack_starts_outnumbered(players: int) -> bool | str:
    others = role_cards_dealt(players) - wolves(players)
    return True if not pack_wins(wolves(players), others) else f"{wolves(players)} wolves against {others}"


@invariant("every role card the deal needs is in the box")
def box_holds_the_deal(players: int, game) -> bool | str:
    deck = {card.id: card.count for card in game.deck("roles").cards}
    need = {"wolf": wolves(players), "seer": seers(players),
            "healer": healers(players), "villager": villagers(players)}
    short = [f"{cid} ({n} needed, {deck.get(cid, 0)} in the box)" for cid, n in need.items() if deck.get(cid, 0) < n]
    return True if not short else "short of " + ", ".join(short)


@invariant("a vote can always reach the votes it needs", per_player_count=False)
def votes_reachable() -> bool:
    return all(votes_needed(n) <= n - 1 for n in range(3, 12))


@invariant("every outcome of the points table is a known outcome", per_player_count=False)
def points_table_matches(game) -> bool | str:
    table = next(t for t in game.tables if t.id == "points")
    missing = [v for v in table.axis.values if v not in POINTS]
    return True if not missing else f"unknown outcomes: {', '.join(missing)}"

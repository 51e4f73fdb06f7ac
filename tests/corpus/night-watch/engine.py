"""Night Watch: the rules behind every table, example and setup count.

Role counts follow one idea: about one wolf for every two players past the
first three, a Seer and a Doctor always, a Hunter once the table is big
enough for a dead villager's revenge to matter, and villagers fill the rest.
"""
from collections import Counter

from generator.engine import invariant, rule

PLAYERS = (5, 10)

WOLF_CARDS = ("pack-leader", "grey-wolf", "young-wolf")
VILLAGER_CARDS = ("baker", "smith", "miller", "weaver", "shepherd", "ferrywoman", "brewer")


@rule
def wolves(players: int) -> int:
    """Wolves dealt: one at 5-6 players, two at 7-8, three at 9-10."""
    return (players - 3) // 2


@rule
def seers(players: int) -> int:
    return 1


@rule
def doctors(players: int) -> int:
    return 1


@rule
def hunters(players: int) -> int:
    """The Hunter joins from six players up."""
    return 1 if players >= 6 else 0


@rule
def villagers(players: int) -> int:
    """Plain villagers: whoever is left once the other roles are dealt."""
    return players - wolves(players) - seers(players) - doctors(players) - hunters(players)


@rule
def village_team(players: int) -> int:
    """Everyone who is not a wolf."""
    return players - wolves(players)


@rule
def gathering_minutes() -> int:
    """The Gathering lasts one turn of the sand timer."""
    return 3


@rule
def night_count() -> int:
    """The keeper counts this far, aloud and slowly, for every role called at night."""
    return 10


@rule
def phase_count() -> int:
    return 8


@rule
def win_points(team: str) -> int:
    """Points for each member of the winning team; wolves win less often, so they score more."""
    return {"Village": 2, "Wolves": 3}[team]


@rule
def survivor_bonus(team: str) -> int:
    """Extra point for a winner still in the game when it ends."""
    return 1


@rule
def top_votes(votes: list) -> int:
    """Fingers on the most-accused player."""
    return max(Counter(votes).values())


@rule
def is_tie(votes: list) -> bool:
    """More than one player shares the most votes."""
    tally = Counter(votes)
    best = max(tally.values())
    return sum(1 for n in tally.values() if n == best) > 1


@rule
def exiled(first_round: list, second_round: list | None = None) -> str:
    """Who leaves by vote: the most-accused player; a tie goes to one second
    vote between the tied players; a second tie exiles nobody."""
    tally = Counter(first_round)
    best = max(tally.values())
    leaders = [name for name, n in tally.items() if n == best]
    if len(leaders) == 1:
        return leaders[0]
    if not second_round:
        return "nobody"
    tally = Counter(v for v in second_round if v in leaders)
    best = max(tally.values())
    leaders = [name for name, n in tally.items() if n == best]
    return leaders[0] if len(leaders) == 1 else "nobody"


@rule
def night_losses(marked: str, shielded: str) -> int:
    """Players who leave the game at Dawn: the marked one, unless the Shield lies under their card."""
    return 0 if marked == shielded else 1


@rule
def wolves_win(wolves_alive: int, others_alive: int) -> bool:
    """The wolves win the moment they are as many as everyone else."""
    return wolves_alive >= others_alive


@rule
def village_wins(wolves_alive: int) -> bool:
    return wolves_alive == 0


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    out: dict[str, int] = {}
    for card in WOLF_CARDS[: wolves(players)]:
        out[f"roles/{card}"] = 1
    out["roles/seer"] = seers(players)
    out["roles/doctor"] = doctors(players)
    if hunters(players):
        out["roles/hunter"] = hunters(players)
    for card in VILLAGER_CARDS[: villagers(players)]:
        out[f"roles/{card}"] = 1
    out["phases"] = phase_count()
    out["wolf-mark"] = 1
    out["doctor-shield"] = 1
    out["lantern"] = 1
    out["sand-timer"] = 1
    return out


@invariant("one role card is dealt to every player")
def every_player_gets_a_role(players: int) -> bool:
    dealt = wolves(players) + seers(players) + doctors(players) + hunters(players) + villagers(players)
    return dealt == players and villagers(players) >= 1


@invariant("the wolves start outnumbered by more than one, or the first night could end the game")
def wolves_start_behind(players: int) -> bool | str:
    gap = village_team(players) - wolves(players)
    return True if gap >= 2 else f"only {gap} more villagers than wolves"


@invariant("the box holds enough role cards of each kind for ten players", per_player_count=False)
def role_cards_suffice(game) -> bool | str:
    have = Counter()
    for card in game.deck("roles").cards:
        have[card.fields["role"]] += card.count
    need = {
        "Wolf": wolves(PLAYERS[1]),
        "Seer": seers(PLAYERS[1]),
        "Doctor": doctors(PLAYERS[1]),
        "Hunter": hunters(PLAYERS[1]),
        "Villager": max(villagers(p) for p in range(PLAYERS[0], PLAYERS[1] + 1)),
    }
    short = [f"{role} ({have[role]} of {n})" for role, n in need.items() if have[role] < n]
    return True if not short else "too few role cards: " + ", ".join(short)


@invariant("the phase deck holds one card per phase", per_player_count=False)
def phase_deck_complete(game) -> bool | str:
    names = [c.name for c in game.deck("phases").cards]
    return True if len(names) == phase_count() else f"{len(names)} phase cards for {phase_count()} phases"

"""Engine model of Spy Grid.

Two teams, Red and Blue, each led by a spymaster who can see the key card.
Red always opens and so has one agent more to find. Everything the tables,
the examples and the rulebook print about team sizes, the key card and the
guessing limit comes from here.
"""
from generator.engine import invariant, rule

PLAYERS = (4, 8)  # the same range as `players` in game.yaml

GRID_SIDE = 5  # the grid is five cards by five
KEY = {"Red agents": 9, "Blue agents": 8, "Bystanders": 7, "Assassin": 1}
ROLE_OF = {"Red agents": "Red", "Blue agents": "Blue", "Bystanders": "Bystander", "Assassin": "Assassin"}
MATCH_POINTS = {"All agents found": 2, "Rival touched the assassin": 1}


@rule
def grid_side() -> int:
    """Cards along each edge of the grid."""
    return GRID_SIDE


@rule
def grid_cards() -> int:
    """Word cards laid out for one game."""
    return GRID_SIDE * GRID_SIDE


@rule
def words_per_card() -> int:
    """Two words on each side of a word card."""
    return 4


@rule
def red_team(players: int) -> int:
    """Red opens, so with an odd count the extra player goes to Blue."""
    return players // 2


@rule
def blue_team(players: int) -> int:
    return players - players // 2


@rule
def red_guessers(players: int) -> int:
    """Field agents on Red: everyone but the spymaster."""
    return red_team(players) - 1


@rule
def blue_guessers(players: int) -> int:
    return blue_team(players) - 1


@rule
def spymasters(players: int | None = None) -> int:
    """One spymaster per team, at every count."""
    return 2


@rule
def key_count(role: str) -> int:
    """How many squares of the key card show this role."""
    return KEY[role]


@rule
def agents_to_find(team: str) -> int:
    """Agents a team must contact to win: Red, the opening team, has one more."""
    return KEY["Red agents"] if team == "Red" else KEY["Blue agents"]


@rule
def guesses_allowed(clue: int) -> int:
    """A team may touch up to the clue's number plus one."""
    return clue + 1


@rule
def guess_result(revealed: str, team: str) -> str:
    """What happens when a field agent touches a word of this role."""
    if revealed == "Assassin":
        return "team loses"
    if revealed == team:
        return "keep guessing"
    return "turn ends"


@rule
def agents_left(hidden: int, found: int) -> int:
    """Agents a team still has hidden after contacting `found` of them."""
    return hidden - found


@rule
def match_points(how: str) -> int:
    """Points the winning team scores toward a match."""
    return MATCH_POINTS[how]


@rule
def match_target() -> int:
    """Points that win a match."""
    return 5


@rule
def timer_seconds() -> int:
    """What the sand timer measures, in seconds."""
    return 60


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    return {
        "words": grid_cards(),
        "keys": 40,
        "agents": KEY["Red agents"] + KEY["Blue agents"],
        "bystanders": KEY["Bystanders"],
        "assassin": KEY["Assassin"],
        "sand-timer": 1,
    }


@invariant("both teams have a spymaster and at least one field agent")
def teams_work(players: int) -> bool | str:
    if red_guessers(players) < 1 or blue_guessers(players) < 1:
        return f"a team has no one to guess at {players} players"
    return red_team(players) + blue_team(players) == players


@invariant("the key card's squares fill the grid exactly", per_player_count=False)
def key_fills_grid() -> bool:
    return sum(KEY.values()) == grid_cards()


@invariant("every key card marks the roles the rules promise", per_player_count=False)
def keys_match_rules(game) -> bool | str:
    for card in game.deck("keys").cards:
        pattern = card.fields["pattern"]
        if len(pattern) != grid_cards():
            return f"{card.name} has {len(pattern)} squares"
        for label, role in ROLE_OF.items():
            if pattern.count(role) != KEY[label]:
                return f"{card.name} marks {pattern.count(role)} {role}"
    return True


@invariant("the box holds a cover for every square the key marks", per_player_count=False)
def covers_match_key(game) -> bool | str:
    agents = game.deck("agents")
    red = sum(c.count for c in agents.cards if c.fields["role"] == "Red")
    blue = sum(c.count for c in agents.cards if c.fields["role"] == "Blue")
    if red != KEY["Red agents"] or blue != KEY["Blue agents"]:
        return f"{red} red and {blue} blue agent tiles"
    if game.deck("bystanders").total != KEY["Bystanders"]:
        return "bystander tiles do not match the key"
    if game.deck("assassin").total != KEY["Assassin"]:
        return "assassin cards do not match the key"
    return True


@invariant("the word deck lays out several games without repeating a card", per_player_count=False)
def deck_lasts(game) -> bool | str:
    total = game.deck("words").total
    return True if total >= grid_cards() * 8 else f"only {total} word cards"

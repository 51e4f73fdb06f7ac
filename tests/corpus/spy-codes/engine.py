"""Engine model of Spy Codes."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)


@rule
def agents_dealt(players: int) -> int:
    """Agent cards in each player's hand at the start, and the hand refilled to."""
    return 4 if players == 2 else 3


@rule
def points_to_win(players: int) -> int:
    """Points that end the game at once."""
    return {2: 20, 3: 17, 4: 15}[players]


@rule
def open_missions() -> int:
    """Mission cards face up in the briefing row."""
    return 3


@rule
def decode_bonus() -> int:
    """Points for decoding the mission's cipher word."""
    return 2


@rule
def safe_bonus() -> int:
    """Points for cracking the safe: agents' skill exactly equal to the difficulty."""
    return 3


@rule
def decode(cipher: str, shift: int) -> str:
    """Turn the cipher wheel back by the shift: each letter moves back `shift` places."""
    return "".join(chr((ord(c) - 65 - shift) % 26 + 65) for c in cipher.upper())


@rule
def mission_score(points: int, difficulty: int, skills: list, decoded: bool) -> int:
    """Points a mission scores: nothing if the agents fall short."""
    total = sum(skills)
    if total < difficulty:
        return 0
    score = points
    if decoded:
        score += decode_bonus()
    if total == difficulty:
        score += safe_bonus()
    return score


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "agents": 16,
        "missions": 20,
        "score-markers": players,
        "cipher-wheel": 1,
    }


@invariant("the agent deck can deal every hand with cards left to draw")
def agents_suffice(players: int, game) -> bool | str:
    total = game.deck("agents").total
    dealt = agents_dealt(players) * players
    return True if total - dealt >= 4 else f"only {total - dealt} agents left"


@invariant("every mission's cipher is a word of capital letters", per_player_count=False)
def ciphers_clean(game) -> bool | str:
    for card in game.deck("missions").cards:
        if not card.fields["cipher"].isalpha():
            return f"{card.name} has a bad cipher"
        if len(card.fields["code"]) != 4 or not card.fields["code"].isdigit():
            return f"{card.name} safe code is not four digits"
    return True


@rule
def bonus_points(bonus: str) -> int:
    """The bonus table: decoding and cracking the safe."""
    return {"Decoded": decode_bonus(), "Safe cracked": safe_bonus()}[bonus]

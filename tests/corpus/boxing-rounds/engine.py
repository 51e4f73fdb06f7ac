"""Engine model of Twelve Rounds, a two-player boxing card game.

The numbers the rulebook's tables print, the count die and the judges'
scoring are all worked out here.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 2)  # always two boxers: Red corner and Blue corner

ROUNDS = 12
EXCHANGES = 3
HAND = 5
START_STAMINA = 20
MAX_STAMINA = 20
CORNER = 5
KNOCKDOWN_AT = 4
TKO_KNOCKDOWNS = 3
BLOCK = 2
JAB_STOPS = 2
SLIPPABLE = {"Hook", "Uppercut", "Haymaker"}


@rule
def rounds(players: int = 2) -> int:
    """Rounds in a full fight."""
    return ROUNDS


@rule
def exchanges_per_round(players: int = 2) -> int:
    """Exchanges (cards played by each boxer) in one round."""
    return EXCHANGES


@rule
def hand_size(players: int = 2) -> int:
    """Cards you hold after drawing at the start of a round."""
    return HAND


@rule
def starting_stamina(players: int = 2) -> int:
    """Stamina each boxer starts the fight with."""
    return START_STAMINA


@rule
def stamina_limit(players: int = 2) -> int:
    """The top of the stamina track: stamina never goes above it."""
    return MAX_STAMINA


@rule
def corner_stamina(players: int = 2) -> int:
    """Stamina regained in the corner between rounds."""
    return CORNER


@rule
def knockdown_damage(players: int = 2) -> int:
    """Damage taken in one exchange that puts a boxer on the canvas."""
    return KNOCKDOWN_AT


@rule
def tko_knockdowns(players: int = 2) -> int:
    """Knockdowns suffered in one round that stop the fight."""
    return TKO_KNOCKDOWNS


@rule
def judges(players: int = 2) -> int:
    """Judges at ringside, each keeping a scorecard."""
    return 3


@rule
def winner_points(knockdowns: int) -> int:
    """Points the winner of a round gets on a judge's card."""
    return 10


@rule
def loser_points(knockdowns: int) -> int:
    """Points the loser of a round gets: 9, one less for each knockdown they suffered."""
    return 9 - knockdowns


@rule
def judge_card(red: int, blue: int, red_knockdowns: int = 0, blue_knockdowns: int = 0) -> list[int]:
    """One judge's points for one round, [Red, Blue].

    red and blue are what that judge looks at (damage dealt, punches landed
    or stamina left). Knockdowns overrule it: the boxer who scored more
    knockdowns wins the round on every card.
    """
    # red_knockdowns: times Red was knocked down in the round (so Blue scored them)
    net = blue_knockdowns - red_knockdowns  # knockdowns Red scored minus those Blue scored
    if net > 0:
        return [10, loser_points(net)]
    if net < 0:
        return [loser_points(-net), 10]
    if red > blue:
        return [10, 9]
    if blue > red:
        return [9, 10]
    return [10, 10]


@rule
def damage_taken(punch: str, damage: int, answer: str) -> int:
    """Damage a punch deals, given the card the other boxer played against it."""
    if answer == "Clinch":
        return 0
    if answer == "Slip" and punch in SLIPPABLE:
        return 0
    if answer == "Block":
        return max(0, damage - BLOCK)
    if answer == "Jab" and punch == "Haymaker":
        return max(0, damage - JAB_STOPS)
    return damage


@rule
def knocked_down(damage: int) -> bool:
    """Whether this much damage in one exchange is a knockdown."""
    return damage >= KNOCKDOWN_AT


@rule
def count_roll(roll: int, earlier_knockdowns: int = 0, stamina: int = 20) -> int:
    """The count: the d10, plus 1 for each earlier knockdown this fight, plus 1 when stamina is 3 or less."""
    total = roll + earlier_knockdowns + (1 if stamina <= 3 else 0)
    return min(total, 10)


@rule
def count_result(roll: int) -> str:
    """The count die's result for a (modified) roll."""
    if roll <= 5:
        return "beats-the-count"
    if roll <= 8:
        return "eight-count"
    if roll == 9:
        return "saved-at-nine"
    return "counted-out"


@rule
def stamina_after(stamina: int, spent: list, corner: bool = False) -> int:
    """Stamina after paying for the cards played, and after the corner when it follows."""
    left = max(0, stamina - sum(spent))
    if corner:
        left = min(MAX_STAMINA, left + CORNER)
    return left


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a fight takes out of the box."""
    return {
        "fight": 40,
        "ring-board": 1,
        "stamina-markers": 2,
        "round-marker": 1,
        "knockdown-markers": 6,
        "count-die": 1,
        "scorecard-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"fight": {"hand": HAND, "draw": EXCHANGES}}


@invariant("the fight deck holds 40 cards", per_player_count=False)
def deck_size(game) -> bool | str:
    total = game.deck("fight").total
    return True if total == 40 else f"the fight deck holds {total} cards"


@invariant("no card costs more stamina than the track holds", per_player_count=False)
def costs_fit_track(game) -> bool | str:
    for card in game.deck("fight").cards:
        if card.fields["stamina"] > MAX_STAMINA:
            return f"{card.name} costs {card.fields['stamina']}"
    return True


@invariant("a knockdown needs more than a single Jab", per_player_count=False)
def jab_never_knocks_down(game) -> bool | str:
    for card in game.deck("fight").cards:
        if card.name == "Jab" and card.fields["damage"] >= KNOCKDOWN_AT:
            return "a Jab alone would knock a boxer down"
    return True

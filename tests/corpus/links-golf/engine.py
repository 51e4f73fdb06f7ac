"""Engine model of Links Golf: clubs, the swing die, wind, putting, hazards and scoring."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

# Each club's carry on a flush strike and the yards it loses on a mishit.
# The Club cards print the same numbers; clubs_match_cards holds them together.
CLUBS = {
    "Driver": (230, 60),
    "3-Wood": (210, 50),
    "5-Iron": (170, 40),
    "7-Iron": (150, 30),
    "9-Iron": (120, 20),
    "Wedge": (80, 10),
    "Sand Wedge": (50, 10),
}

# Par of holes 1 to 18, as the Hole cards print them (pars_match_cards).
PARS = (4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 5, 4, 3, 4, 4)

PAR_BANDS = {3: (140, 220), 4: (330, 450), 5: (480, 550)}

SCORE_NAMES = {
    -3: "Albatross",
    -2: "Eagle",
    -1: "Birdie",
    0: "Par",
    1: "Bogey",
    2: "Double bogey",
    3: "Triple bogey",
}


@rule
def swing(roll: int) -> str:
    """What the swing die says about the strike."""
    if roll == 1:
        return "mishit"
    if roll == 6:
        return "pure"
    return "flush"


@rule
def pure_bonus() -> int:
    """Extra yards on a pure strike."""
    return 10


@rule
def wind_yards(wind: str = "Calm") -> int:
    """Yards the wind adds to (or takes from) every full swing."""
    return {"Helping": 10, "Calm": 0, "Against": -10}[wind]


@rule
def carry(club: str, roll: int, wind: str = "Calm") -> int:
    """Yards the ball travels on a full swing with this club, roll and wind."""
    base, miss = CLUBS[club]
    strike = swing(roll)
    if strike == "mishit":
        base -= miss
    elif strike == "pure":
        base += pure_bonus()
    return base + wind_yards(wind)


@rule
def yards_left(yards: int, carried: int) -> int:
    """Distance to the pin after a shot: a ball hit too far ends up past the pin."""
    return abs(yards - carried)


@rule
def putter_range() -> int:
    """Within this many yards of the pin you putt instead of swinging."""
    return 30


@rule
def putt_needs(yards: int) -> int:
    """The lowest roll of the swing die that holes a putt from this far."""
    return {10: 3, 20: 4, 30: 5}[yards]


@rule
def hazard_depth() -> int:
    """Yards a hazard reaches: its own space and the next one out."""
    return 20


@rule
def penalty_strokes(hazard: str) -> int:
    return {"Pot bunker": 0, "Burn": 1, "Gorse": 1}[hazard]


@rule
def hazard_next_shot(hazard: str) -> str:
    return {
        "Pot bunker": "with the Sand Wedge",
        "Burn": "from the same spot",
        "Gorse": "again from where you last played",
    }[hazard]


@rule
def shortest_hole(par: int) -> int:
    return PAR_BANDS[par][0]


@rule
def longest_hole(par: int) -> int:
    return PAR_BANDS[par][1]


@rule
def max_strokes(par: int) -> int:
    """Pick up once you have taken three over par: a triple bogey at worst."""
    return par + 3


@rule
def hole_score(strokes: int, par: int) -> int:
    """A hole's score against par: negative is under par."""
    return strokes - par


@rule
def score_name(to_par: int) -> str:
    return SCORE_NAMES[to_par]


@rule
def course_par(stretch: str = "Full round") -> int:
    if stretch == "Front nine":
        return sum(PARS[:9])
    if stretch == "Back nine":
        return sum(PARS[9:])
    return sum(PARS)


@rule
def holes_in_round(variant: str | None = None) -> int:
    return 9 if variant == "nine-holes" else 18


@rule
def round_to_par(strokes: list, pars: list) -> int:
    return sum(strokes) - sum(pars)


@rule
def count_scores(strokes: list, pars: list, to_par: int) -> int:
    """How many holes of a round were played in this many strokes against par."""
    return sum(1 for s, p in zip(strokes, pars) if s - p == to_par)


@rule
def clubs_in_bag() -> int:
    return len(CLUBS) + 1  # and the Putter


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "holes": holes_in_round(variant),
        "clubs": clubs_in_bag() * players,
        "ball-markers": players,
        "swing-die": 1,
        "score-pad": 1,
    }


@invariant("every club card prints the carry and mishit the engine swings with", per_player_count=False)
def clubs_match_cards(game) -> bool | str:
    for card in game.deck("clubs").cards:
        if card.name == "Putter":
            if card.fields["carry"] is not None:
                return "Putter has a carry"
            continue
        if card.name not in CLUBS:
            return f"{card.name} is not a club the engine knows"
        if (card.fields["carry"], card.fields["mishit"]) != CLUBS[card.name]:
            return f"{card.name} prints {card.fields['carry']}/{card.fields['mishit']}"
    return True


@invariant("every bag holds one of each club", per_player_count=False)
def one_bag_per_player(game) -> bool | str:
    deck = game.deck("clubs")
    if len(deck.cards) != clubs_in_bag():
        return f"{len(deck.cards)} different clubs"
    odd = [c.name for c in deck.cards if c.count != PLAYERS[1]]
    return True if not odd else f"not one per bag: {', '.join(odd)}"


@invariant("the Hole cards' pars are the course's pars, in order", per_player_count=False)
def pars_match_cards(game) -> bool | str:
    cards = sorted(game.deck("holes").cards, key=lambda c: c.fields["hole"])
    if [c.fields["hole"] for c in cards] != list(range(1, 19)):
        return "holes are not numbered 1 to 18"
    for card in cards:
        if card.fields["par"] != PARS[card.fields["hole"] - 1]:
            return f"{card.name} has par {card.fields['par']}"
    return True


@invariant("every hole's length fits its par and its hazard lies on the hole", per_player_count=False)
def holes_fit_their_par(game) -> bool | str:
    for card in game.deck("holes").cards:
        low, high = PAR_BANDS[card.fields["par"]]
        if not low <= card.fields["yards"] <= high:
            return f"{card.name} is {card.fields['yards']} yards for a par {card.fields['par']}"
        if card.fields["yards"] % 10 or card.fields["hazard_at"] % 10:
            return f"{card.name} is not in whole tens of yards"
        if not 0 < card.fields["hazard_at"] < card.fields["yards"]:
            return f"{card.name} has its hazard off the hole"
    return True

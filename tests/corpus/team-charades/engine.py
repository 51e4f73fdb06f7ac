"""Mime Time: the rules behind the printed tables.

Teams take turns against a one-minute sand timer. The actor draws word cards
one at a time from whichever pile they like (Easy, Tricky or Fiendish) and
mimes them; every card the team guesses scores its pile's points.
"""
from generator.engine import invariant, rule

PLAYERS = (4, 10)

DIFFICULTIES = ("Easy", "Tricky", "Fiendish")
POINTS = {"Easy": 1, "Tricky": 2, "Fiendish": 3}
PILES = {"Easy": 40, "Tricky": 40, "Fiendish": 32}
BACKS = {"Easy": "Green", "Tricky": "Orange", "Fiendish": "Purple"}
DECK_OF = {"Easy": "easy", "Tricky": "tricky", "Fiendish": "fiendish"}

MARKERS_IN_BOX = 3          # one team marker per colour: red, blue, gold


@rule
def teams(players: int) -> int:
    """Two teams up to seven players, three from eight on."""
    return 2 if players <= 7 else 3


@rule
def team_sizes(players: int) -> list[int]:
    """How the players split: as evenly as possible, bigger teams first."""
    n = teams(players)
    base, extra = divmod(players, n)
    return [base + 1] * extra + [base] * (n - extra)


@rule
def largest_team(players: int) -> int:
    return max(team_sizes(players))


@rule
def rounds(players: int) -> int:
    """Everyone on the biggest team gets to act twice."""
    return 2 * largest_team(players)


@rule
def total_turns(players: int) -> int:
    """Turns in the whole game: every team plays once a round."""
    return teams(players) * rounds(players)


@rule
def card_points(difficulty: str) -> int:
    """What a guessed card of this pile scores."""
    return POINTS[difficulty]


@rule
def pile_size(difficulty: str) -> int:
    """Cards in each pile."""
    return PILES[difficulty]


@rule
def back_colour(difficulty: str) -> str:
    return BACKS[difficulty]


@rule
def passes_per_turn(players: int | None = None) -> int:
    """Cards an actor may put back unguessed in one turn."""
    return 2


@rule
def timer_seconds() -> int:
    return 60


@rule
def steal_points() -> int:
    """A team that steals the card left when the sand runs out scores this, whatever its pile."""
    return 1


@rule
def foul_penalty() -> int:
    """Points a team loses for a foul (speaking, mouthing, spelling)."""
    return 1


@rule
def flip_score() -> int:
    """Passing the last space of the score track: flip your marker to its +50 side."""
    return 50


@rule
def constant(what: str) -> int:
    return {
        "Seconds on the timer": timer_seconds(),
        "Passes a turn": passes_per_turn(),
        "Points for a steal": steal_points(),
        "Points lost for a foul": foul_penalty(),
    }[what]


@rule
def turn_score(easy: int = 0, tricky: int = 0, fiendish: int = 0, bonus: int = 0,
               fouls: int = 0) -> int:
    """A team's points for one turn: its guessed cards, twist bonuses, less fouls."""
    return (easy * POINTS["Easy"] + tricky * POINTS["Tricky"] + fiendish * POINTS["Fiendish"]
            + bonus - fouls * foul_penalty())


@rule
def new_score(before: int, gained: int) -> int:
    """Scores never drop below zero."""
    return max(0, before + gained)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    out = {
        "easy": PILES["Easy"],
        "tricky": PILES["Tricky"],
        "fiendish": PILES["Fiendish"],
        "score-board": 1,
        "score-markers": teams(players),
        "round-marker": 1,
        "sand-timer": 1,
    }
    if variant == "family":
        out["fiendish"] = 0
    return out


@invariant("every card prints the points of its pile", per_player_count=False)
def cards_print_their_points(game) -> bool | str:
    for difficulty, deck_id in DECK_OF.items():
        for card in game.deck(deck_id).cards:
            if card.fields["points"] != POINTS[difficulty]:
                return f"{card.name} prints {card.fields['points']} points, its pile scores {POINTS[difficulty]}"
    return True


@invariant("each pile holds the cards the rules say", per_player_count=False)
def piles_match(game) -> bool | str:
    for difficulty, deck_id in DECK_OF.items():
        total = game.deck(deck_id).total
        if total != PILES[difficulty]:
            return f"the {difficulty} pile has {total} cards, the rules say {PILES[difficulty]}"
    return True


@invariant("a twist card names its bonus, and only twist cards have one", per_player_count=False)
def twists_have_bonuses(game) -> bool | str:
    for deck_id in DECK_OF.values():
        for card in game.deck(deck_id).cards:
            twist, bonus = card.fields["twist"], card.fields["bonus"]
            if bool(twist) != (bonus is not None):
                return f"{card.name}: twist and bonus disagree"
            if bonus is not None and not 1 <= bonus <= 2:
                return f"{card.name}: a bonus of {bonus}"
    return True


@invariant("the teams use every player, no team is more than one bigger than another, and each has someone to guess")
def teams_are_fair(players: int) -> bool | str:
    sizes = team_sizes(players)
    if sum(sizes) != players:
        return f"teams of {sizes} seat {sum(sizes)}"
    if max(sizes) - min(sizes) > 1:
        return f"uneven teams {sizes}"
    return True if min(sizes) >= 2 else f"a team of {min(sizes)}"


@invariant("the box has a marker for every team")
def markers_suffice(players: int, game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "score-markers")
    if line.count != MARKERS_IN_BOX:
        return f"the box lists {line.count} markers, the engine {MARKERS_IN_BOX}"
    return teams(players) <= line.count


@invariant("the piles last a long game at four cards a turn")
def piles_last(players: int) -> bool | str:
    need = total_turns(players) * 4
    have = sum(PILES.values())
    return True if have >= need else f"{need} cards needed, {have} in the piles"


@invariant("the round track is long enough for the longest game")
def round_track_long_enough(players: int, game) -> bool | str:
    track = next(t for t in game.maps[0].tracks if t.id == "rounds")
    return rounds(players) <= track.end

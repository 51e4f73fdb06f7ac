"""Engine model of Swiss Gambit.

Scores are kept in half-points (a win is 2, a draw 1), as the standings track
counts them; the documents print them with the `halves` filter.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

WHITE_BONUS = {"Attacker": 100, "Positional": 50, "Defender": 0}
BLACK_BONUS = {"Attacker": 0, "Positional": 50, "Defender": 100}
HALF_POINTS = {"Win": 2, "Draw": 1, "Loss": 0}


@rule
def rounds(players: int | None = None) -> int:
    """Rounds in the tournament."""
    return 5


@rule
def field_size(players: int | None = None) -> int:
    """Entrants in the tournament, at every count."""
    return 8


@rule
def entrants_each(players: int = 2) -> int:
    """Entrants each manager drafts."""
    return 3 if players == 2 else 2


@rule
def house_entrants(players: int = 2) -> int:
    """Entrants nobody drafts; they fill the field."""
    return field_size() - entrants_each(players) * players


@rule
def starting_hand(players: int = 2) -> int:
    """Tactic cards dealt to each manager at the start."""
    return {2: 6, 3: 5, 4: 4}[players]


@rule
def cards_drawn_each_round(players: int | None = None) -> int:
    return 2


@rule
def tactics_per_game(players: int | None = None) -> int:
    """The most tactic cards a manager may prepare for one entrant's game."""
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    return 7


@rule
def draw_margin(players: int | None = None) -> int:
    """A side must be this much stronger to win; anything closer is a draw."""
    return 100


@rule
def bonus_with_white(style: str) -> int:
    return WHITE_BONUS[style]


@rule
def bonus_with_black(style: str) -> int:
    return BLACK_BONUS[style]


@rule
def half_points(result: str) -> int:
    """Half-points (standings spaces) a result earns."""
    return HALF_POINTS[result]


@rule
def points_shown(result: str) -> str:
    """The result's points as players say them."""
    return {2: "1", 1: "½", 0: "0"}[HALF_POINTS[result]]


@rule
def strength(elo: int, style: str, colour: str, boost: int = 0, drain: int = 0) -> int:
    """Elo + the style's bonus for the colour + own boosts - the opponent's drains."""
    bonus = bonus_with_white(style) if colour == "White" else bonus_with_black(style)
    return elo + bonus + boost - drain


@rule
def game_result(white: int, black: int) -> str:
    gap = white - black
    if gap >= draw_margin():
        return "White wins"
    if gap <= -draw_margin():
        return "Black wins"
    return "Draw"


@rule
def buchholz(opponents: list) -> int:
    """Sum of the opponents' final scores, in half-points."""
    return sum(opponents)


@rule
def champion_bonus() -> int:
    """Half-points the champion's manager earns on top of the entrants' scores."""
    return 2


@rule
def manager_score(entrant_points: list, champion: bool = False) -> int:
    """A manager's final score in half-points."""
    return sum(entrant_points) + (champion_bonus() if champion else 0)


@rule
def most_half_points() -> int:
    """The most half-points an entrant can score: a win every round."""
    return rounds() * HALF_POINTS["Win"]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "ratings": field_size(players),       # 8 of the 12 rating cards come out as the field
        "tactics": 30,                        # the whole tactic deck, shuffled
        "tournament-board": 1,
        "seed-tokens": 2 * field_size(players),
        "colour-tokens": field_size(players) // 2,
        "round-marker": 1,
        "crosstable-pad": 1,
    }


@invariant("the field is always full: drafted plus house entrants make eight")
def field_full(players: int) -> bool | str:
    house = house_entrants(players)
    if house < 0:
        return f"{entrants_each(players) * players} drafted, more than the field"
    return entrants_each(players) * players + house == field_size(players)


@invariant("the rating deck holds the whole field", per_player_count=False)
def ratings_cover_field(game) -> bool | str:
    total = game.deck("ratings").total
    return True if total >= field_size() else f"only {total} rating cards"


@invariant("every rating card has its own Elo, so seeding never ties", per_player_count=False)
def elo_distinct(game) -> bool | str:
    elos = [c.fields["elo"] for c in game.deck("ratings").cards]
    return True if len(set(elos)) == len(elos) else "two rating cards share an Elo"


@invariant("the opening deal leaves tactic cards to draw")
def opening_deal_fits(players: int, game) -> bool | str:
    deck = game.deck("tactics").total
    dealt = starting_hand(players) * players
    return True if dealt + 2 * players <= deck else f"{dealt} dealt from {deck}"


@invariant("setup takes the whole tactic deck", per_player_count=False)
def tactic_deck_whole(game) -> bool | str:
    return True if game.deck("tactics").total == setup(2)["tactics"] else "setup() and the deck disagree"


@invariant("the standings track has a space for every half-point an entrant can score", per_player_count=False)
def track_long_enough(game) -> bool | str:
    board = next(m for m in game.maps if m.id == "tournament-board")
    track = next(t for t in board.tracks if t.id == "standings")
    return True if track.end - track.start == most_half_points() else f"track ends at {track.end}"


@invariant("no tactic card swings a game by more than two draw margins", per_player_count=False)
def tactics_bounded(game) -> bool | str:
    big = [c.name for c in game.deck("tactics").cards
           if c.fields["boost"] + c.fields["drain"] > 2 * draw_margin()]
    return True if not big else f"too strong: {', '.join(big)}"


@invariant("a tactic card has a boost or a drain, never both (its layout has room for one badge)", per_player_count=False)
def one_badge(game) -> bool | str:
    both = [c.name for c in game.deck("tactics").cards if c.fields["boost"] > 0 and c.fields["drain"] > 0]
    return True if not both else f"boost and drain: {', '.join(both)}"

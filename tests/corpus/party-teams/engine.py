"""Huddle Up: the rules the tables print, setup by player count, and the scoring of a turn."""

from generator.engine import invariant, rule

PLAYERS = (8, 20)

CLUE_STYLES = ("Talk", "One Word", "Act It Out")
TEAM_COLOURS = ("Red", "Blue", "Green", "Yellow")


@rule
def teams(players: int) -> int:
    """Two teams up to eleven players, three up to fifteen, four from sixteen."""
    if players <= 11:
        return 2
    if players <= 15:
        return 3
    return 4


@rule
def smallest_team(players: int) -> int:
    """Deal the players out one by one: no team is more than one player smaller than another."""
    return players // teams(players)


@rule
def largest_team(players: int) -> int:
    return -(-players // teams(players))


@rule
def rounds(players: int, variant: str | None = None) -> int:
    """Fewer rounds with more teams, so every party plays about the same number of turns."""
    base = {2: 5, 3: 4, 4: 3}[teams(players)]
    if variant == "short":
        return base - 1
    return base


@rule
def cards_per_turn(players: int) -> int:
    """The clue-giver's hand for one turn: smaller with more teams, so each round takes about as long."""
    return {2: 8, 3: 7, 4: 6}[teams(players)]


@rule
def cards_each_round(players: int) -> int:
    """Every team takes one turn a round."""
    return teams(players) * cards_per_turn(players)


@rule
def cards_used(players: int, variant: str | None = None) -> int:
    """The most word cards a whole game can draw."""
    return cards_each_round(players) * rounds(players, variant)


@rule
def timer_seconds(players: int | None = None) -> int:
    return 60


@rule
def passes(players: int | None = None) -> int:
    """Cards a clue-giver may pass on in one turn without buying a lifeline."""
    return 2


@rule
def sweep_bonus(players: int | None = None) -> int:
    """Points for guessing every card of the turn's hand before the sand runs out."""
    return 3


@rule
def clue_style(round: int) -> str:
    """The styles come round in order: Talk, One Word, Act It Out, then Talk again."""
    return CLUE_STYLES[(round - 1) % len(CLUE_STYLES)]


@rule
def turn_score(points: list, sweep: bool = False) -> int:
    """A turn scores the points of the cards the team guessed, and the bonus for a clean sweep."""
    return sum(points) + (sweep_bonus() if sweep else 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "words": 96,                      # the whole deck, shuffled into one draw pile
        "team-banners": teams(players),   # one banner per team; the other colours stay in the box
        "role-tokens": 2,
        "sand-timer": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"words": {"per_round": cards_each_round(players), "turns": rounds(players, variant)}}


@invariant("the word deck lasts the whole game", per_player_count=True)
def deck_lasts(players: int, game) -> bool | str:
    deck = game.deck("words")
    need = cards_used(players)
    return True if deck.total >= need else f"{need} cards drawn but the deck holds {deck.total}"


@invariant("no team is smaller than four players")
def teams_big_enough(players: int) -> bool:
    return smallest_team(players) >= 4 and largest_team(players) - smallest_team(players) <= 1


@invariant("every team has a banner", per_player_count=False)
def banners_cover_teams(game) -> bool | str:
    banners = next(c for c in game.inventory if c.id == "team-banners")
    most = teams(game.max_players)
    return True if banners.count >= most else f"{most} teams but {banners.count} banners"


@invariant("each kind of word has as many cards and as many points", per_player_count=False)
def kinds_balanced(game) -> bool | str:
    totals: dict[str, tuple[int, int]] = {}
    for card in game.deck("words").cards:
        kind = card.fields["kind"]
        cards, points = totals.get(kind, (0, 0))
        totals[kind] = (cards + card.count, points + card.fields["points"] * card.count)
    if len(set(totals.values())) != 1:
        return "unbalanced kinds: " + ", ".join(f"{k} {c} cards/{p} points" for k, (c, p) in totals.items())
    return True


@invariant("every card is worth 1, 2 or 3 points", per_player_count=False)
def points_in_range(game) -> bool | str:
    odd = [c.name for c in game.deck("words").cards if c.fields["points"] not in (1, 2, 3)]
    return True if not odd else "odd points: " + ", ".join(odd)


@invariant("setup shuffles the whole word deck", per_player_count=False)
def whole_deck_comes_out(game) -> bool | str:
    total = game.deck("words").total
    taken = setup(game.players.low)["words"]
    return True if taken == total else f"setup takes {taken} word cards but the deck holds {total}"

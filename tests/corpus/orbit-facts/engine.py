"""Orbit Facts: the rules the tables and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

DECK_SIZE = 24                      # eight planets and sixteen moons
POINTS = {"Planet": 2, "Moon": 1}   # what a won card scores at the end of an orbit
QUIZ_TARGET = {3: 5, 4: 4, 5: 4}    # Quiz Night: cards a player needs to win
FACT_DIE = {1: "distance", 2: "moons", 3: "day", 4: "diameter", 5: "free", 6: "free"}


@rule
def cards_dealt(players: int) -> int:
    """Each player's playing pile: the deck shared out evenly."""
    return DECK_SIZE // players


@rule
def cards_set_aside(players: int) -> int:
    """What is left after an even deal stays in the box for that orbit."""
    return DECK_SIZE - cards_dealt(players) * players


@rule
def orbits(players: int) -> int:
    """The game lasts one orbit per player, so everyone starts one as the caller."""
    return players


@rule
def card_points(kind: str) -> int:
    return POINTS[kind]


@rule
def points_for(planets: int = 0, moons: int = 0) -> int:
    """The points of a won pile holding this many planets and moons."""
    return planets * POINTS["Planet"] + moons * POINTS["Moon"]


@rule
def round_winner(values: dict, circling: dict | None = None, lowest: bool = False) -> str | None:
    """The card that wins a round, or None for a tie (the cards go to the pot).

    values: each revealed card's name and the called fact's number on it.
    circling: for each revealed moon, the planet it circles.
    lowest: a Reverse call, where the lowest number wins.
    """
    circling = circling or {}
    eclipsing = [moon for moon, planet in circling.items() if moon in values and planet in values]
    if eclipsing:
        return eclipsing[0] if len(eclipsing) == 1 else None
    best = min(values.values()) if lowest else max(values.values())
    top = [name for name, value in values.items() if value == best]
    return top[0] if len(top) == 1 else None


@rule
def quiz_cards_to_win(players: int, variant: str | None = "quiz") -> int:
    return QUIZ_TARGET[players]


@rule
def quiz_winner(answer: int, guesses: dict) -> str | None:
    """The player whose guess is closest to the answer, or None when two are equally close."""
    best = min(abs(guess - answer) for guess in guesses.values())
    closest = [who for who, guess in guesses.items() if abs(guess - answer) == best]
    return closest[0] if len(closest) == 1 else None


@rule
def fact_die(roll: int) -> str:
    return FACT_DIE[roll]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "bodies": DECK_SIZE,
        "sun-marker": 1,
        "score-pad": 1,
        "pencils": players,
        "fact-die": 1 if variant == "quiz" else 0,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"bodies": {"hand": cards_dealt(players)}}


@invariant("the deal shares out the whole deck")
def deal_is_whole(players: int) -> bool:
    return cards_dealt(players) * players + cards_set_aside(players) == DECK_SIZE


@invariant("the deck holds as many cards as the engine deals", per_player_count=False)
def deck_is_whole(game) -> bool | str:
    deck = game.deck("bodies")
    return True if deck.total == DECK_SIZE else f"{deck.total} Body cards, but the engine deals {DECK_SIZE}"


@invariant("every kind of card scores", per_player_count=False)
def every_kind_scores(game) -> bool | str:
    kinds = set(game.names["kinds"])
    return True if kinds == set(POINTS) else f"kinds {sorted(kinds)} but points for {sorted(POINTS)}"


@invariant("a moon lies as far from the Sun as its planet and has no moons of its own", per_player_count=False)
def moons_follow_planets(game) -> bool | str:
    cards = {card.name: card for card in game.deck("bodies").cards}
    for card in cards.values():
        planet = card.fields["orbits"]
        if card.fields["kind"] == "Planet":
            if planet:
                return f"{card.name} is a planet but circles {planet}"
            continue
        if not planet or cards[planet].fields["kind"] != "Planet":
            return f"{card.name} circles no planet"
        if card.fields["distance"] != cards[planet].fields["distance"]:
            return f"{card.name} is not as far from the Sun as {planet}"
        if card.fields["moons"] != 0:
            return f"{card.name} is a moon with moons of its own"
    return True


@invariant("a planet has at least as many known moons as it has Moon cards", per_player_count=False)
def moon_counts_cover_cards(game) -> bool | str:
    cards = game.deck("bodies").cards
    for planet in (c for c in cards if c.fields["kind"] == "Planet"):
        on_cards = sum(1 for c in cards if c.fields["orbits"] == planet.name)
        if on_cards > planet.fields["moons"]:
            return f"{planet.name} has {planet.fields['moons']} moons but {on_cards} Moon cards"
    return True


@invariant("every die face asks a fact or lets the quizmaster choose", per_player_count=False)
def die_asks_facts(game) -> bool | str:
    facts = {name.lower() for name in game.names["facts"]}
    odd = sorted(set(FACT_DIE.values()) - facts - {"free"})
    return True if not odd else f"the die asks {odd}, which are no facts"

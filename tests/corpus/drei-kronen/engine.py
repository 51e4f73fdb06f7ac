"""Drei Kronen: das ausführbare Modell der Regeln, die die Tabellen drucken."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

HOUSES = ("Adler", "Löwe", "Hirsch")
CARDS_PER_HOUSE = 16
DISPLAY = 3            # offene Karten in der Auslage
ROUNDS = 3
TRIPLE_CROWN = 3       # Ruhm für alle drei Kronen in einer Runde
CHANCELLOR_BONUS = 2   # steht auch auf den Kanzler-Karten (Spalte bonus)


@rule
def hand_cards(players: int = 2) -> int:
    """Handkarten zu Beginn jeder Runde."""
    return 6 if players == 2 else 5


@rule
def turns_per_round(players: int = 2) -> int:
    """Züge, die jede Person in einer Runde macht."""
    return {2: 12, 3: 9, 4: 6}[players]


@rule
def second_place_points(players: int = 3) -> int:
    """Ruhm für die zweithöchste Summe in einem Haus (zu zweit: keiner)."""
    return players - 2


@rule
def crown_points(runde: int = 1) -> int:
    """Ruhm für eine Krone: in Runde 1 drei, dann je einer mehr."""
    return runde + 2


@rule
def display_size(players: int | None = None) -> int:
    return DISPLAY


@rule
def rounds(players: int | None = None) -> int:
    return ROUNDS


@rule
def triple_crown_bonus(players: int | None = None) -> int:
    return TRIPLE_CROWN


@rule
def chancellor_bonus() -> int:
    return CHANCELLOR_BONUS


@rule
def house_sum(values: list) -> int:
    """Summe einer Reihe: die Werte der Karten, ein fremder Spion zählt negativ."""
    return sum(values)


@rule
def crown_winner(sums: dict, holder: str | None = None) -> str | None:
    """Wer die Krone eines Hauses gewinnt, oder None.

    Die höchste Summe gewinnt, aber nur mit mindestens 1. Bei Gleichstand gewinnt,
    wer die Krone schon hält; hält sie keiner der Gleichstehenden, gewinnt niemand.
    """
    best = max(sums.values(), default=0)
    if best < 1:
        return None
    leaders = [name for name, total in sums.items() if total == best]
    if len(leaders) == 1:
        return leaders[0]
    return holder if holder in leaders else None


@rule
def round_points(runde: int, crowns: int, chancellors: int = 0, seconds: int = 0, players: int = 3) -> int:
    """Ruhm einer Person in einer Wertung."""
    points = crowns * crown_points(runde) + chancellors * CHANCELLOR_BONUS
    points += seconds * second_place_points(players)
    if crowns == len(HOUSES):
        points += TRIPLE_CROWN
    return points


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Was eine Partie aus der Schachtel nimmt (in jeder Variante dasselbe)."""
    return {
        "hof": 48,            # alle Hofkarten, gemischt als Nachziehstapel
        "kronen": 3,
        "ruhm": 40,
        "startspieler": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"hof": {"hand": hand_cards(players), "draw": 1}}


@invariant("der Stapel reicht für alle Handkarten, alle Züge und die Auslage", per_player_count=True)
def deck_lasts_a_round(players: int, game) -> bool | str:
    deck = game.deck("hof")
    needed = players * (hand_cards(players) + turns_per_round(players)) + DISPLAY
    return True if deck.total >= needed else f"{needed} Karten nötig, {deck.total} im Stapel"


@invariant("jedes Haus hat dieselben Karten in derselben Anzahl", per_player_count=False)
def houses_are_equal(game) -> bool | str:
    shapes = {}
    for house in HOUSES:
        cards = [c for c in game.deck("hof").cards if c.fields["haus"] == house]
        shapes[house] = sorted((c.fields["wert"], c.count, c.fields["bonus"] or 0) for c in cards)
        total = sum(c.count for c in cards)
        if total != CARDS_PER_HOUSE:
            return f"Haus {house} hat {total} Karten statt {CARDS_PER_HOUSE}"
    first = shapes[HOUSES[0]]
    odd = [h for h in HOUSES if shapes[h] != first]
    return True if not odd else f"anders verteilt: {', '.join(odd)}"


@invariant("der Bonus auf den Kanzler-Karten ist der Bonus der Regel", per_player_count=False)
def chancellor_matches(game) -> bool | str:
    wrong = [c.name for c in game.deck("hof").cards
             if c.fields["bonus"] is not None and c.fields["bonus"] != CHANCELLOR_BONUS]
    return True if not wrong else f"falscher Bonus: {', '.join(wrong)}"


@invariant("die Schachtel hält eine Kronenmarke je Haus", per_player_count=False)
def one_crown_per_house(game) -> bool:
    crowns = next(c for c in game.inventory if c.id == "kronen")
    return crowns.count == len(HOUSES) and tuple(game.names["haeuser"]) == HOUSES


@invariant("setup() nimmt alle Hofkarten der Schachtel", per_player_count=False)
def whole_deck_comes_out(game) -> bool:
    return setup(2)["hof"] == game.deck("hof").total

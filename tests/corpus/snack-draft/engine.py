"""Engine model of Snack Draft: a pick-and-pass party game for 2-5 players."""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

DECK = {
    "Tempura": 14,
    "Sashimi": 14,
    "Dumplings": 14,
    "Rolls": 26,
    "Nigiri": 20,
    "Pudding": 12,
    "Wasabi": 8,
}

SETS = {"Tempura": (2, 5), "Sashimi": (3, 10)}      # cards in a set, points per set
DUMPLINGS = [0, 1, 3, 6, 10, 15]                    # by dumplings eaten, 5 or more = 15
NIGIRI = {"Egg": 1, "Salmon": 2, "Tuna": 2, "Squid": 3}
WASABI_TIMES = 3
ROLL_PLACES = {"Most": 6, "Second most": 3}
PUDDING_PLACES = {"Most": 6, "Fewest": -6}


@rule
def hand_size(players: int) -> int:
    """Cards dealt to each player at the start of each round."""
    return 12 - players


@rule
def rounds(players: int | None = None) -> int:
    """Rounds in a game, at every player count."""
    return 3


@rule
def cards_dealt_per_round(players: int) -> int:
    """Cards dealt out in all at the start of a round."""
    return hand_size(players) * players


@rule
def pudding_penalty(players: int) -> int:
    """Points the player with the fewest puddings loses (nobody loses them at 2 players)."""
    return 0 if players == 2 else 6


@rule
def cards_of_kind(kind: str) -> int:
    """How many cards of each kind the deck holds."""
    return DECK[kind]


@rule
def roll_points(place: str) -> int:
    """Points for the most and the second most roll icons."""
    return ROLL_PLACES[place]


@rule
def set_size(kind: str) -> int:
    return SETS[kind][0]


@rule
def set_points(kind: str) -> int:
    return SETS[kind][1]


@rule
def dumpling_points(dumplings: int | str) -> int:
    """Points for the dumplings one player has at the end of a round."""
    if dumplings == "5 or more":
        return 15
    return DUMPLINGS[min(int(dumplings), 5)]


@rule
def nigiri_points(nigiri: str, wasabi: bool = False) -> int:
    return NIGIRI[nigiri] * (WASABI_TIMES if wasabi else 1)


@rule
def wasabi_times() -> int:
    return WASABI_TIMES


@rule
def pudding_points(place: str) -> int:
    return PUDDING_PLACES[place]


def _share(points: int, tied: int) -> int:
    # tied players split the points, rounded down (a share of a loss rounds toward zero)
    return int(points / tied)


@rule
def roll_shares(icons: list) -> list:
    """Points each player gets for roll icons, in the order given."""
    ranked = sorted(set(icons), reverse=True)
    out = [0] * len(icons)
    if not ranked or ranked[0] == 0:
        return out
    top = [i for i, n in enumerate(icons) if n == ranked[0]]
    for i in top:
        out[i] = _share(ROLL_PLACES["Most"], len(top))
    if len(top) == 1 and len(ranked) > 1 and ranked[1] > 0:
        second = [i for i, n in enumerate(icons) if n == ranked[1]]
        for i in second:
            out[i] = _share(ROLL_PLACES["Second most"], len(second))
    return out


@rule
def pudding_shares(puddings: list) -> list:
    """Points each player gets for puddings at the end of the game, in the order given."""
    players = len(puddings)
    out = [0] * players
    most, fewest = max(puddings), min(puddings)
    if most == fewest:
        return out
    top = [i for i, n in enumerate(puddings) if n == most]
    for i in top:
        out[i] += _share(PUDDING_PLACES["Most"], len(top))
    if pudding_penalty(players):
        low = [i for i, n in enumerate(puddings) if n == fewest]
        for i in low:
            out[i] -= _share(pudding_penalty(players), len(low))
    return out


@rule
def tableau_points(cards: list) -> int:
    """Points for one player's cards in the order played, rolls and puddings aside.

    Cards are written as their kind ("Tempura", "Wasabi", ...) or, for nigiri,
    as "Egg", "Salmon", "Tuna" or "Squid".
    """
    counts: dict[str, int] = {}
    points = 0
    wasabi_waiting = 0
    for card in cards:
        if card in NIGIRI:
            if wasabi_waiting:
                wasabi_waiting -= 1
                points += nigiri_points(card, True)
            else:
                points += nigiri_points(card)
        elif card == "Wasabi":
            wasabi_waiting += 1
        else:
            counts[card] = counts.get(card, 0) + 1
    for kind, (size, worth) in SETS.items():
        points += counts.get(kind, 0) // size * worth
    points += dumpling_points(counts.get("Dumplings", 0))
    return points


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """The whole deck is shuffled; each player needs a place on the score sheet."""
    return {"snacks": 108, "score-sheet": 1}


@invariant("the deck holds exactly the composition the engine prints", per_player_count=False)
def deck_matches(game) -> bool | str:
    have: dict[str, int] = {}
    for card in game.deck("snacks").cards:
        have[card.fields["kind"]] = have.get(card.fields["kind"], 0) + card.count
    if have != DECK:
        return f"deck holds {have}"
    if game.deck("snacks").total != 108:
        return f"{game.deck('snacks').total} cards, setup says 108"
    return True


@invariant("three full rounds never run the deck dry")
def deck_lasts(players: int, game) -> bool | str:
    need = cards_dealt_per_round(players) * rounds()
    total = game.deck("snacks").total
    return True if need <= total else f"{need} cards needed, {total} in the deck"


@invariant("nigiri carry a value of 1 to 3, rolls 1 to 3 icons, nothing else either", per_player_count=False)
def card_values(game) -> bool | str:
    for card in game.deck("snacks").cards:
        kind = card.fields["kind"]
        value = card.fields["nigiri"]
        icons = card.fields["icons"]
        if (kind == "Nigiri") != (value is not None):
            return f"{card.name}: nigiri value on the wrong card"
        if value is not None and value not in (1, 2, 3):
            return f"{card.name}: nigiri worth {value}"
        if (kind == "Rolls") != (icons > 0) or icons > 3:
            return f"{card.name}: {icons} roll icons"
    return True

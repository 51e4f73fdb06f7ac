"""Element Wheel: the rules the printed tables and examples rest on."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

# Clockwise round the Wheel mat. Sunwise, each element beats the next two clockwise.
ELEMENTS = ("Tide", "Ember", "Grove", "Stone", "Gale")
SUNWISE = "Sunwise"
MOONWISE = "Moonwise"
POWERS = (1, 2, 3)


def _other_side(wheel: str) -> str:
    return MOONWISE if wheel == SUNWISE else SUNWISE


@rule
def beats(element: str, wheel: str = SUNWISE) -> list[str]:
    """The two elements this one beats: the next two clockwise Sunwise, the two before it Moonwise."""
    i = ELEMENTS.index(element)
    step = 1 if wheel == SUNWISE else -1
    return [ELEMENTS[(i + step) % len(ELEMENTS)], ELEMENTS[(i + 2 * step) % len(ELEMENTS)]]


@rule
def loses_to(element: str, wheel: str = SUNWISE) -> list[str]:
    """The two elements that beat this one: what it would beat if the wheel were turned."""
    return beats(element, _other_side(wheel))


@rule
def wheel_after(wheel: str = SUNWISE, eclipses: int = 0) -> str:
    """Each Eclipse mark revealed flips the Wheel token once."""
    return wheel if eclipses % 2 == 0 else _other_side(wheel)


@rule
def overwhelm_gap() -> int:
    """A card this much stronger wins whatever the wheel says."""
    return 2


@rule
def clash_winner(first: str, first_power: int, second: str, second_power: int,
                 wheel: str = SUNWISE, first_eclipse: bool = False, second_eclipse: bool = False) -> str:
    """Who takes one clash: 'first', 'second' or 'even'."""
    wheel = wheel_after(wheel, int(first_eclipse) + int(second_eclipse))
    if first_power - second_power >= overwhelm_gap():
        return "first"
    if second_power - first_power >= overwhelm_gap():
        return "second"
    if first == second:
        if first_power == second_power:
            return "even"
        return "first" if first_power > second_power else "second"
    return "first" if second in beats(first, wheel) else "second"


@rule
def duel_winner(first_clashes: int, second_clashes: int) -> str:
    """More clashes won takes the duel; level is a drawn duel."""
    if first_clashes == second_clashes:
        return "drawn"
    return "first" if first_clashes > second_clashes else "second"


@rule
def hand_size(players: int = 2) -> int:
    return 5


@rule
def clashes_per_duel(players: int = 2) -> int:
    return 3


@rule
def cards_drawn_after_duel(players: int = 2) -> int:
    """Every card played in a duel is replaced at the next Draw step."""
    return clashes_per_duel(players)


@rule
def cards_kept_between_duels(players: int = 2) -> int:
    return hand_size(players) - clashes_per_duel(players)


@rule
def crowns_to_win(players: int = 2, variant: str | None = None) -> int:
    return 3 if variant == "quick" else 4


@rule
def most_duels(players: int = 2, variant: str | None = None) -> int:
    """A best of seven (five in the quick match): after this many, more Crowns wins."""
    return 2 * crowns_to_win(players, variant) - 1


@rule
def match_winner(first_crowns: int, second_crowns: int, duels_played: int, variant: str | None = None) -> str:
    target = crowns_to_win(2, variant)
    if first_crowns >= target:
        return "first"
    if second_crowns >= target:
        return "second"
    if duels_played < most_duels(2, variant):
        return "undecided"
    if first_crowns == second_crowns:
        return "decider"
    return "first" if first_crowns > second_crowns else "second"


@rule
def copies(power: int) -> int:
    """Cards of one element at this power."""
    return {1: 3, 2: 3, 3: 2}[power]


@rule
def eclipse_copies(power: int) -> int:
    """Of those, the cards that carry the Eclipse mark."""
    return 1 if power == 1 else 0


@rule
def deck_size() -> int:
    return len(ELEMENTS) * sum(copies(p) for p in POWERS)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "elements": deck_size(),                       # the whole deck is the draw pile
        "wheel-mat": 1,
        "wheel-token": 1,
        "crowns": most_duels(players, variant),        # one Crown for every duel that can be won
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"elements": {"hand": hand_size(players), "draw": cards_drawn_after_duel(players)}}


@invariant("every element beats two and loses to two, and turning the wheel swaps the two", per_player_count=False)
def wheel_is_fair() -> bool | str:
    for e in ELEMENTS:
        for wheel in (SUNWISE, MOONWISE):
            won, lost = beats(e, wheel), loses_to(e, wheel)
            if len(set(won)) != 2 or len(set(lost)) != 2 or set(won) & set(lost) or e in won + lost:
                return f"{e} is not beaten and beating two each ({wheel})"
            for other in won:
                if e not in loses_to(other, wheel):
                    return f"{e} beats {other} but {other} does not lose to it ({wheel})"
    return True


@invariant("the deck holds each element at each power as the deck table prints", per_player_count=False)
def deck_matches_table(game) -> bool | str:
    deck = game.deck("elements")
    if deck.total != deck_size():
        return f"the deck has {deck.total} cards, the rules expect {deck_size()}"
    for e in ELEMENTS:
        for p in POWERS:
            cards = [c for c in deck.cards if c.fields["element"] == e and c.fields["power"] == p]
            total = sum(c.count for c in cards)
            marked = sum(c.count for c in cards if c.fields["eclipse"])
            if total != copies(p):
                return f"{e} at power {p}: {total} cards, not {copies(p)}"
            if marked != eclipse_copies(p):
                return f"{e} at power {p}: {marked} Eclipse cards, not {eclipse_copies(p)}"
    return True


@invariant("the box holds a Crown for every duel a match can crown", per_player_count=False)
def crowns_suffice(game) -> bool | str:
    crowns = next(c for c in game.inventory if c.id == "crowns")
    need = max(most_duels(2, v) for v in (None, "quick", "sealed"))
    return True if crowns.count >= need else f"{crowns.count} Crowns, {need} needed"


@invariant("both hands can be dealt from a full deck")
def hands_fit(players: int) -> bool:
    return players * hand_size(players) <= deck_size()

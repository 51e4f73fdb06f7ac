"""Engine model of The Riposte Cup: a season of fencing knockouts for 4 or 8 players.

Every number the printed tables carry is worked out here; game.yaml prints them
and pnp check holds the two together.
"""
from generator.engine import invariant, rule

PLAYERS = (4, 8)

# Laurels each finishing place earns, by player count. None: the place does not
# exist at that count (a four-player Cup has no quarterfinal).
PRIZES = {
    4: {"Winner": 8, "Runner-up": 5, "Semifinal": 2, "Quarterfinal": None},
    8: {"Winner": 10, "Runner-up": 6, "Semifinal": 3, "Quarterfinal": 1},
}

HANDS = {"Quarterfinal": 5, "Semifinal": 5, "Final": 6, "Plate": 4}

RIPOSTE = "Riposte"


@rule
def rounds_in_cup(players: int) -> int:
    """Knockout rounds before a champion is left: quarterfinal, semifinal, final at 8."""
    return 2 if players == 4 else 3


@rule
def first_round_duels(players: int) -> int:
    """Every fencer duels in the first round."""
    return players // 2


@rule
def plate_duels(players: int) -> int:
    """The first round's losers pair off for the Plate."""
    return players // 4


@rule
def seed_cards_used(players: int) -> int:
    return players


@rule
def cups_in_season(players: int | None = None) -> int:
    """A season is three Cups at either count."""
    return 3


@rule
def cards_drawn(stage: str) -> int:
    """Blade cards each duelist draws for a duel at this stage."""
    return HANDS[stage]


@rule
def seed_bonus_cards() -> int:
    """Extra cards Seed 1 and Seed 2 draw for their first duel of a Cup."""
    return 1


@rule
def touches_to_win() -> int:
    return 2


@rule
def riposte_threshold() -> int:
    """A Riposte steals the touch from a total this high or higher."""
    return 10


@rule
def prize(stage: str, players: int) -> int | None:
    """Laurels for the round a player went out in (or for winning the Cup)."""
    return PRIZES[players][stage]


@rule
def plate_prize(players: int | None = None) -> int:
    """Laurels added for winning a Plate duel, on top of the round's prize."""
    return 2


@rule
def cup_laurels(players: int, stage: str, plate: bool = False) -> int:
    """What one player takes home from one Cup."""
    return (prize(stage, players) or 0) + (plate_prize(players) if plate else 0)


@rule
def laurels_per_cup(players: int) -> int:
    """Every Laurel a Cup hands out, Plate included."""
    losers = {"Semifinal": 2, "Quarterfinal": 4 if players == 8 else 0}
    total = prize("Winner", players) + prize("Runner-up", players)
    for stage, many in losers.items():
        total += (prize(stage, players) or 0) * many
    return total + plate_duels(players) * plate_prize(players)


def _value(card) -> int:
    return 0 if card == RIPOSTE else int(card)


@rule
def bout_total(cards: list) -> int:
    """The total a duelist reveals: the cards' values added (a Riposte is 0)."""
    return sum(_value(c) for c in cards)


@rule
def touch_goes_to(cards: list, other: list, seed: int, other_seed: int) -> int:
    """The seed number of the duelist who scores the touch."""
    mine, theirs = bout_total(cards), bout_total(other)
    mine_riposte, theirs_riposte = RIPOSTE in cards, RIPOSTE in other
    if mine_riposte and not theirs_riposte and theirs >= riposte_threshold():
        return seed
    if theirs_riposte and not mine_riposte and mine >= riposte_threshold():
        return other_seed
    if mine != theirs:
        return seed if mine > theirs else other_seed
    return min(seed, other_seed)


@rule
def duel_touches(bouts: list, seed: int, other_seed: int) -> list:
    """Touches each duelist scores over the bouts played: [first, second]."""
    score = [0, 0]
    for mine, theirs in bouts:
        if max(score) >= touches_to_win():
            break
        winner = touch_goes_to(mine, theirs, seed, other_seed)
        score[0 if winner == seed else 1] += 1
    return score


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a season at this count takes out of the box."""
    return {
        "bracket-board": 1,
        "blades": 60,
        "seeds": seed_cards_used(players),
        "fencers": players,
        "laurels": 42,
        "cup-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"blades": {"hand": HANDS["Quarterfinal"]}}


@invariant("the Blade deck covers the first round's hands and the seed bonus")
def first_round_fits(players: int, game) -> bool | str:
    deck = game.deck("blades").total
    first = "Quarterfinal" if players == 8 else "Semifinal"
    needed = players * cards_drawn(first) + 2 * seed_bonus_cards()
    return True if needed <= deck else f"{needed} cards needed, {deck} in the deck"


@invariant("setup takes the whole Blade deck and every Laurel token", per_player_count=False)
def whole_supplies(game) -> bool | str:
    s = setup(8)
    laurels = next(c for c in game.inventory if c.id == "laurels")
    if s["blades"] != game.deck("blades").total:
        return "setup's Blade count is not the deck's"
    return True if s["laurels"] == laurels.count else "setup's Laurel count is not the box's"


@invariant("the Laurel tokens pay out a whole season")
def laurels_suffice(players: int, game) -> bool | str:
    sheet = next(t for t in game.tokens if t.component == "laurels")
    value = sum(int(face.front) * face.count for face in sheet.faces)
    needed = laurels_per_cup(players) * cups_in_season(players)
    return True if value >= needed else f"tokens worth {value}, a season pays {needed}"


@invariant("the seed cards number 1 to 8 once each", per_player_count=False)
def seeds_run(game) -> bool | str:
    seeds = sorted(c.fields["seed"] for c in game.deck("seeds").cards for _ in range(c.count))
    return True if seeds == list(range(1, 9)) else f"seeds are {seeds}"


@invariant("a duel never needs more bouts than a hand can fill", per_player_count=False)
def hands_last(game) -> bool:
    most_bouts = 2 * touches_to_win() - 1
    return all(n >= most_bouts for n in HANDS.values())

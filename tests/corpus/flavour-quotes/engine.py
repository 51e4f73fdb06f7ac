"""Echoes of Battle: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

ERAS = ("Ancient", "Classical", "Medieval", "Early Modern", "Industrial", "Modern")
# First year of each era; a year BC is negative.
ERA_STARTS = {
    "Ancient": -3000,
    "Classical": -500,
    "Medieval": 500,
    "Early Modern": 1453,
    "Industrial": 1789,
    "Modern": 1914,
}
TIMELINE_BONUS = (0, 0, 1, 3, 6, 10, 15)   # by number of different eras, 0 to 6


# --- setup and the round -------------------------------------------------------

@rule
def hand_size(players: int, variant: str | None = None) -> int:
    """Cards dealt to each player at the start."""
    if variant == "quick":
        return {2: 5, 3: 4, 4: 3}[players]
    return {2: 6, 3: 5, 4: 4}[players]


@rule
def stratagems_each(players: int | None = None) -> int:
    return 2


@rule
def max_spoils(players: int) -> int:
    """The most Glory tokens one clash pays: every other player's card beaten."""
    return (players - 1) * glory_per_card_beaten()


@rule
def rounds(players: int | None = None, variant: str | None = None) -> int:
    return 3 if variant == "quick" else len(ERAS)


@rule
def clashes_per_round(players: int | None = None) -> int:
    return 2


@rule
def muster_draw(players: int | None = None) -> int:
    """Cards each player draws at Muster, from the second round on."""
    return 2


@rule
def era_bonus(players: int | None = None) -> int:
    return 2


@rule
def stratagem_bonus(players: int | None = None) -> int:
    return 2


@rule
def glory_per_card_beaten(players: int | None = None) -> int:
    return 1


@rule
def cards_per_era() -> int:
    return 10


# --- the timeline --------------------------------------------------------------

@rule
def era_begins(era: str) -> str:
    year = ERA_STARTS[era]
    if year < 0:
        return f"{-year} BC"
    if year < 1000:
        return f"AD {year}"
    return str(year)


@rule
def era_round(era: str) -> int:
    return ERAS.index(era) + 1


@rule
def era_of(year: int) -> str:
    found = ERAS[0]
    for era in ERAS:
        if year >= ERA_STARTS[era]:
            found = era
    return found


# --- clashes and scoring -------------------------------------------------------

@rule
def clash_might(might: int, same_era: bool = False, stratagem: bool = False, extra: int = 0) -> int:
    return might + (era_bonus() if same_era else 0) + (stratagem_bonus() if stratagem else 0) + extra


@rule
def spoils(beaten: int) -> int:
    return beaten * glory_per_card_beaten()


@rule
def timeline_bonus(eras: int) -> int:
    return TIMELINE_BONUS[max(0, min(eras, len(ERAS)))]


@rule
def chronicle_glory(cards: list) -> int:
    return sum(cards)


@rule
def final_score(tokens: int, chronicle: int, eras: int, stratagems: int) -> int:
    return tokens + chronicle + timeline_bonus(eras) + stratagems


# --- what the table takes out of the box ----------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    eras_used = rounds(variant=variant)
    return {
        "battle": cards_per_era() * eras_used,
        "timeline-board": 1,
        "era-marker": 1,
        "glory-tokens": 40,
        "stratagem-tokens": stratagems_each() * players,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"battle": {"hand": hand_size(players, variant), "draw": muster_draw()}}


# --- invariants -----------------------------------------------------------------

@invariant("every card's year falls inside its era", per_player_count=False)
def years_fit_eras(game) -> bool | str:
    wrong = [c.name for c in game.deck("battle").cards if era_of(c.fields["year"]) != c.fields["era"]]
    return True if not wrong else f"year outside its era: {', '.join(wrong)}"


@invariant("each era has the same number of cards", per_player_count=False)
def eras_balanced(game) -> bool | str:
    counts = {era: 0 for era in ERAS}
    for card in game.deck("battle").cards:
        counts[card.fields["era"]] += card.count
    off = [f"{era} {n}" for era, n in counts.items() if n != cards_per_era()]
    return True if not off else "; ".join(off)


@invariant("the timeline has one era for each round", per_player_count=False)
def timeline_matches_rounds(game) -> bool:
    return tuple(game.names["eras"]) == ERAS and rounds() == len(ERAS)


@invariant("the cards in play last the whole campaign without a reshuffle")
def deck_lasts(players: int, variant: str | None = None) -> bool:
    used = players * (hand_size(players, variant) + muster_draw() * (rounds(variant=variant) - 1))
    return used <= cards_per_era() * rounds(variant=variant)


@invariant("the box holds the Glory tokens setup puts in the bank", per_player_count=False)
def glory_bank(game) -> bool:
    line = next(c for c in game.inventory if c.id == "glory-tokens")
    return line.count == setup(2)["glory-tokens"]

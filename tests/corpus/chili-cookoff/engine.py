"""Chili Cook-Off: the rules the tables, examples and setup print."""

from generator.engine import invariant, rule

PLAYERS = (3, 6)

SUITS = ("Smoky", "Sweet", "Tangy", "Earthy", "Herbal")
BANDS = ("Mild", "Medium", "Hot", "Fiery", "Inferno")

# lowest and highest heat of each band; 28 and above is Scorched
BAND_HEAT = {
    "Mild": (0, 9),
    "Medium": (10, 14),
    "Hot": (15, 19),
    "Fiery": (20, 24),
    "Inferno": (25, 27),
}

# judges' points by band, for 1 to 5 different suits in the pot
JUDGES_POINTS = {
    "Mild": (1, 2, 3, 5, 7),
    "Medium": (2, 3, 5, 7, 10),
    "Hot": (3, 5, 7, 10, 13),
    "Fiery": (4, 6, 9, 12, 16),
    "Inferno": (5, 8, 11, 15, 20),
}


@rule
def cards_dealt(players: int) -> int:
    """Ingredient cards dealt to each player at the start of a round."""
    return {3: 9, 4: 8, 5: 7, 6: 7}[players]


@rule
def pot_size(players: int | None = None) -> int:
    """Cards each player cooks into the pot in a round, at every count."""
    return 6


@rule
def cards_left_over(players: int) -> int:
    """Cards left in each hand when the pots are full; they are discarded."""
    return cards_dealt(players) - pot_size()


@rule
def tasting_rounds(players: int | None = None) -> int:
    return 3


@rule
def pass_direction(round: int) -> str:
    """Hands go left in rounds 1 and 3, right in round 2."""
    return "right" if round == 2 else "left"


@rule
def lowest_heat(band: str) -> int:
    return BAND_HEAT[band][0]


@rule
def highest_heat(band: str) -> int:
    return BAND_HEAT[band][1]


@rule
def scorched_heat() -> int:
    """The heat at which a pot is Scorched."""
    return BAND_HEAT["Inferno"][1] + 1


@rule
def heat_band(heat: int) -> str:
    for band in BANDS:
        low, high = BAND_HEAT[band]
        if low <= heat <= high:
            return band
    return "Scorched"


@rule
def pot_heat(heats: list) -> int:
    """A pot's heat: the sum of its cards' heat, never below 0."""
    return max(0, sum(heats))


@rule
def suits_in_pot(suits: list) -> int:
    """Different suits among the pot's cards (Sour Cream has none)."""
    return len({s for s in suits if s})


@rule
def judges_points(band: str, suits: int) -> int:
    if band not in JUDGES_POINTS or suits < 1:
        return 0
    return JUDGES_POINTS[band][min(suits, 5) - 1]


@rule
def judge_points_per_card() -> int:
    return 1


@rule
def judge_bonus(favoured_cards: int) -> int:
    return favoured_cards * judge_points_per_card()


@rule
def ribbon_points() -> int:
    return 3


@rule
def sour_cream_cooling() -> int:
    return 2


@rule
def round_score(heats: list, suits: list, favoured: str, ribbon: bool = False) -> int:
    band = heat_band(pot_heat(heats))
    score = judges_points(band, suits_in_pot(suits))
    score += judge_bonus(sum(1 for s in suits if s == favoured))
    if ribbon:
        score += ribbon_points()
    return score


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "ingredients": 58,
        "judges": 5,
        "pot-mats": players,
        "heat-markers": players,
        "ribbon-tokens": tasting_rounds(),
        "scorecards": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"ingredients": {"hand": cards_dealt(players)}}


@invariant("one round's deal never needs more cards than the Ingredient deck holds")
def deal_fits(players: int, game) -> bool | str:
    total = game.deck("ingredients").total
    need = cards_dealt(players) * players
    return True if need <= total else f"{need} cards dealt, {total} in the deck"


@invariant("setup takes out the whole Ingredient deck", per_player_count=False)
def whole_deck(game) -> bool | str:
    total = game.deck("ingredients").total
    return True if setup(3)["ingredients"] == total else f"setup takes {setup(3)['ingredients']} of {total}"


@invariant("a Blue Ribbon token for every tasting round", per_player_count=False)
def ribbons_cover_rounds(game) -> bool | str:
    ribbons = next(c for c in game.inventory if c.id == "ribbon-tokens")
    return True if ribbons.count == tasting_rounds() else f"{ribbons.count} ribbons, {tasting_rounds()} rounds"


@invariant("enough judges for every round, and each scores the engine's points per card", per_player_count=False)
def judges_fit(game) -> bool | str:
    judges = game.deck("judges")
    if judges.total < tasting_rounds():
        return f"{judges.total} judges for {tasting_rounds()} rounds"
    for card in judges.cards:
        if card.fields["points_per_card"] != judge_points_per_card():
            return f"{card.name} scores {card.fields['points_per_card']} per card"
    return True


@invariant("every suit has one card line of each heat 1 to 5; Sour Cream cools by the engine's amount",
           per_player_count=False)
def ingredient_spread(game) -> bool | str:
    for suit in SUITS:
        heats = sorted(c.fields["heat"] for c in game.deck("ingredients").cards if c.fields["suit"] == suit)
        if heats != [1, 2, 3, 4, 5]:
            return f"{suit} has heats {heats}"
    for card in game.deck("ingredients").cards:
        if not card.fields["suit"] and card.fields["heat"] != -sour_cream_cooling():
            return f"{card.name} has heat {card.fields['heat']}"
    return True

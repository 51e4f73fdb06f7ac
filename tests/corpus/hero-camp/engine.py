"""Engine model of Hero Camp (cooperative adventure, 1-4 players).

Every number the setup table, the constants, the difficulty table, the camp
actions and the worked examples print is computed here; the invariants hold
the card files and the box to the same numbers.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (1, 4)

NIGHTS = 6                 # the camp must hold out for six nights
HAND_LIMIT = 7             # Skill cards a hero may keep after Dawn
DAWN_DRAW = 2              # Skill cards each hero draws at Dawn
SUPPLY_LIMIT = 6           # Supplies one hero may hold
MORALE_LIMIT = 12          # the camp never holds more Morale than this (the box has 12 tokens)
FAVOURED_BONUS = 1         # each card of a hero's favoured skill counts this much more
SHARPEN_BONUS = 2          # what the Sharpen camp action adds to one fight
MEND_MORALE = 1            # Morale the Mend the palisade action gives back

DEALT = {1: 7, 2: 5, 3: 4, 4: 4}
SUPPLIES_EACH = {1: 6, 2: 4, 3: 3, 4: 3}
STARTING_MORALE = {"Standard": 10, "Veteran": 8}
NIGHTMARES = {"Standard": 0, "Veteran": 3}

CAMP_COSTS = {"extra-card": 1, "sharpen": 2, "mend": 3}   # Supplies per camp action

BOX = {"heroes": 6, "skills": 40, "threats": 30, "nightmares": 3,
       "supply-tokens": 30, "morale-tokens": 12}


def _level(variant: str | None) -> str:
    return "Veteran" if variant == "veteran" else "Standard"


# --- setup by player count ----------------------------------------------------
@rule
def cards_dealt(players: int) -> int:
    """Skill cards dealt to each hero at setup."""
    return DEALT[players]


@rule
def supplies_each(players: int) -> int:
    """Supply tokens each hero takes from the bank at setup."""
    return SUPPLIES_EACH[players]


@rule
def threats_per_night(players: int) -> int:
    """Threat cards revealed at every Dusk: one more than the heroes."""
    return players + 1


@rule
def threat_cards_used(players: int) -> int:
    """Threat cards counted out for the whole game (Nightmares included)."""
    return NIGHTS * threats_per_night(players)


# --- constants ----------------------------------------------------------------
@rule
def nights(players: int = 1) -> int:
    return NIGHTS


@rule
def hand_limit(players: int = 1) -> int:
    return HAND_LIMIT


@rule
def dawn_draw(players: int = 1) -> int:
    return DAWN_DRAW


@rule
def supply_limit(players: int = 1) -> int:
    return SUPPLY_LIMIT


@rule
def morale_limit(players: int = 1) -> int:
    return MORALE_LIMIT


@rule
def favoured_bonus() -> int:
    return FAVOURED_BONUS


@rule
def sharpen_bonus() -> int:
    return SHARPEN_BONUS


# --- difficulty ---------------------------------------------------------------
@rule
def starting_morale(level: str = "Standard") -> int:
    return STARTING_MORALE[level]


@rule
def nightmare_cards(level: str = "Standard") -> int:
    return NIGHTMARES[level]


# --- play ---------------------------------------------------------------------
@rule
def fight_total(cards: list, favoured: int = 0, bonus: int = 0, sharpen: int = 0) -> int:
    """A fight's total: the cards' values, 1 more for each favoured card, the
    heroes' own bonuses and 2 for every Sharpen paid for it."""
    return sum(cards) + FAVOURED_BONUS * favoured + bonus + SHARPEN_BONUS * sharpen


@rule
def beats(total: int, strength: int) -> bool:
    """A threat is beaten when the fight's total reaches its strength."""
    return total >= strength


@rule
def morale_after(morale: int, damage: int) -> int:
    """The camp's Morale after the Reckoning (never below 0)."""
    return max(0, morale - damage)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    level = _level(variant)
    return {
        "heroes": BOX["heroes"],                 # the pool the players pick from
        "skills": BOX["skills"],                 # shuffled; hands are dealt from it
        "threats": threat_cards_used(players) - nightmare_cards(level),
        "nightmares": nightmare_cards(level),
        "supply-tokens": BOX["supply-tokens"],   # the bank, heroes take their share from it
        "morale-tokens": BOX["morale-tokens"],
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"skills": {"hand": cards_dealt(players), "draw": DAWN_DRAW}}


# --- invariants ---------------------------------------------------------------
@invariant("the Skill deck deals every hand at setup")
def hands_fit(players: int) -> bool:
    return cards_dealt(players) * players <= BOX["skills"]


@invariant("the bank covers every hero's starting Supplies")
def supplies_fit(players: int) -> bool:
    return supplies_each(players) * players <= BOX["supply-tokens"]


@invariant("no hero starts above the supply limit or the hand limit")
def starts_within_limits(players: int) -> bool:
    return supplies_each(players) <= SUPPLY_LIMIT and cards_dealt(players) <= HAND_LIMIT


@invariant("the threat deck lasts exactly the nights of the game")
def threats_fit(players: int) -> bool:
    return threat_cards_used(players) <= BOX["threats"]


@invariant("the starting Morale fits under the Morale limit", per_player_count=False)
def morale_fits(game) -> bool | str:
    tokens = next(c for c in game.inventory if c.id == "morale-tokens")
    if tokens.count != MORALE_LIMIT:
        return f"the box holds {tokens.count} Morale tokens, the limit is {MORALE_LIMIT}"
    return all(v <= MORALE_LIMIT for v in STARTING_MORALE.values())


@invariant("the box holds what setup() counts on", per_player_count=False)
def box_matches(game) -> bool | str:
    for deck_id in ("heroes", "skills", "threats", "nightmares"):
        if game.deck(deck_id).total != BOX[deck_id]:
            return f"deck {deck_id} has {game.deck(deck_id).total} cards, engine says {BOX[deck_id]}"
    for line in game.inventory:
        if line.id in BOX and line.count != BOX[line.id]:
            return f"{line.name}: box {line.count}, engine {BOX[line.id]}"
    return True


@invariant("the camp actions cost what the engine charges", per_player_count=False)
def camp_costs(game) -> bool | str:
    for cost in game.costs:
        if cost.group == "camp":
            paid = sum(item.amount for item in cost.items)
            if paid != CAMP_COSTS[cost.id]:
                return f"{cost.name} costs {paid}, engine says {CAMP_COSTS[cost.id]}"
    return True


@invariant("every hero's favoured skill is a skill of the deck", per_player_count=False)
def heroes_favour_skills(game) -> bool | str:
    skills = set(game.names["skills"])
    for card in game.deck("heroes").cards:
        if card.fields["skill"] not in skills:
            return f"{card.name} favours {card.fields['skill']}"
    return True


@invariant("each skill has ten cards", per_player_count=False)
def skills_even(game) -> bool | str:
    for skill in game.names["skills"]:
        n = sum(c.count for c in game.deck("skills").cards if c.fields["skill"] == skill)
        if n != 10:
            return f"{skill} has {n} cards"
    return True

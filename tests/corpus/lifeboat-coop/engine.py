"""Engine model of Adrift, a cooperative lifeboat survival game for 1-4 players.

A day is Dawn (the Lookout draws Event cards), Work (each survivor takes one
action), Dusk (the boat drinks and eats) and Night (the day ends). The crew wins
by getting through the last day with Morale above zero.
"""
from __future__ import annotations

from math import ceil

from generator.engine import invariant, rule

PLAYERS = (1, 4)

# --- the numbers of the rules ----------------------------------------------
DAYS_TO_RESCUE = 8
EVENT_CARDS = 20                 # the Event deck without storms
STORMS_IN_BOX = 6
WATER_TOKENS = 12                # the boat can never hold more than the box has
FOOD_TOKENS = 12
MORALE_TOKENS = 10
MORALE_PER_MISSING_WATER = 2
MORALE_PER_MISSING_FOOD = 1
SOLO_SURVIVORS = 2

# level -> (storm cards, starting Water, starting Morale)
LEVELS = {
    "Calm Waters": (2, 8, 7),
    "Open Ocean": (4, 6, 6),
    "Perfect Storm": (6, 5, 5),
}
VARIANT_LEVEL = {
    None: "Open Ocean",
    "calm-waters": "Calm Waters",
    "open-ocean": "Open Ocean",
    "perfect-storm": "Perfect Storm",
}

# action -> (the supply it fills, the role that is its specialist)
ACTIONS = {
    "Fish": ("Food", "Fisher"),
    "Distil": ("Water", "Engineer"),
    "Comfort": ("Morale", "Medic"),
    "Keep Watch": (None, "Captain"),
}
BASIC_GAIN = 1
SPECIALIST_GAIN = 2
CARDS_WATCHED = 2
CAPTAIN_CARDS_WATCHED = 3


def _level(level_or_variant: str | None) -> str:
    if level_or_variant in LEVELS:
        return level_or_variant
    return VARIANT_LEVEL[level_or_variant]


# --- the crew ---------------------------------------------------------------
@rule
def survivors(players: int = 2) -> int:
    """Survivors in the boat: one per player, two for a solo player."""
    return max(SOLO_SURVIVORS, players)


@rule
def events_at_dawn(players: int = 2) -> int:
    """Event cards the Lookout draws each Dawn: one alone, two otherwise."""
    return 1 if players == 1 else 2


@rule
def water_drunk(players: int = 2) -> int:
    """Water the boat drinks at Dusk: one per survivor."""
    return survivors(players)


@rule
def food_eaten(players: int = 2) -> int:
    """Food eaten at Dusk: one for every two survivors, rounded up."""
    return ceil(survivors(players) / 2)


@rule
def starting_food(players: int = 2) -> int:
    """Food in the locker at the start: two more than the survivors."""
    return survivors(players) + 2


# --- difficulty -------------------------------------------------------------
@rule
def storm_cards(level: str = "Open Ocean") -> int:
    return LEVELS[_level(level)][0]


@rule
def starting_water(level: str = "Open Ocean") -> int:
    return LEVELS[_level(level)][1]


@rule
def starting_morale(level: str = "Open Ocean") -> int:
    return LEVELS[_level(level)][2]


@rule
def event_deck_size(level: str = "Open Ocean") -> int:
    """Cards in the shuffled Event deck: every Event card and the level's storms."""
    return EVENT_CARDS + storm_cards(level)


# --- the game's length and limits --------------------------------------------
@rule
def days_to_rescue() -> int:
    return DAYS_TO_RESCUE


@rule
def cards_drawn_in_game(players: int = 2) -> int:
    """Event cards drawn over a whole game, if it lasts until the rescue."""
    return DAYS_TO_RESCUE * events_at_dawn(players)


@rule
def water_limit() -> int:
    return WATER_TOKENS


@rule
def food_limit() -> int:
    return FOOD_TOKENS


@rule
def morale_limit() -> int:
    return MORALE_TOKENS


@rule
def morale_per_missing_water() -> int:
    return MORALE_PER_MISSING_WATER


@rule
def morale_per_missing_food() -> int:
    return MORALE_PER_MISSING_FOOD


# --- actions ----------------------------------------------------------------
@rule
def specialist(action: str) -> str:
    return ACTIONS[action][1]


@rule
def action_gain(action: str, role: str | None = None) -> int:
    """Tokens an action brings in (for Keep Watch: cards looked at)."""
    expert = role == ACTIONS[action][1]
    if action == "Keep Watch":
        return CAPTAIN_CARDS_WATCHED if expert else CARDS_WATCHED
    return SPECIALIST_GAIN if expert else BASIC_GAIN


@rule
def action_text(action: str, specialist: bool = False) -> str:
    """What the actions table prints for an action."""
    role = ACTIONS[action][1] if specialist else None
    gain = action_gain(action, role)
    if action == "Keep Watch":
        return f"look at {gain} cards"
    return f"{gain} {ACTIONS[action][0]}"


@rule
def cards_watched(role: str | None = None) -> int:
    return action_gain("Keep Watch", role)


# --- supplies ---------------------------------------------------------------
def _clamp(water: int, food: int, morale: int) -> list[int]:
    return [
        max(0, min(WATER_TOKENS, water)),
        max(0, min(FOOD_TOKENS, food)),
        max(0, min(MORALE_TOKENS, morale)),
    ]


@rule
def change_supplies(supplies: list, change: list) -> list[int]:
    """Water, Food and Morale after a card's gains and losses, kept between 0 and the box."""
    return _clamp(*(have + delta for have, delta in zip(supplies, change)))


@rule
def morale_lost_at_dusk(water: int, food: int, players: int = 2) -> int:
    """Morale the crew loses at Dusk for the Water and Food it is short."""
    water_short = max(0, water_drunk(players) - water)
    food_short = max(0, food_eaten(players) - food)
    return water_short * MORALE_PER_MISSING_WATER + food_short * MORALE_PER_MISSING_FOOD


@rule
def dusk(water: int, food: int, morale: int, players: int = 2) -> list[int]:
    """Water, Food and Morale after Dusk."""
    lost = morale_lost_at_dusk(water, food, players)
    return _clamp(water - water_drunk(players), food - food_eaten(players), morale - lost)


@rule
def crew_gives_up(morale: int) -> bool:
    """The game is lost the moment Morale reaches zero."""
    return morale <= 0


# --- setup ------------------------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    level = _level(variant)
    return {
        "boat-board": 1,
        "events": EVENT_CARDS,
        "storms": storm_cards(level),
        "survivors": survivors(players),
        "water-tokens": WATER_TOKENS,
        "food-tokens": FOOD_TOKENS,
        "morale-tokens": MORALE_TOKENS,
        "day-marker": 1,
        "lookout-token": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"events": {"hand": 0, "draw": events_at_dawn(players)}}


# --- invariants -------------------------------------------------------------
@invariant("the Event deck lasts until the rescue at every level")
def deck_lasts(players: int) -> bool | str:
    short = [lv for lv in LEVELS if event_deck_size(lv) < cards_drawn_in_game(players)]
    return True if not short else f"too few cards at {', '.join(short)}"


@invariant("the starting supplies fit in the box", per_player_count=False)
def supplies_fit_box() -> bool | str:
    for lv in LEVELS:
        if starting_water(lv) > WATER_TOKENS or starting_morale(lv) > MORALE_TOKENS:
            return f"{lv} starts with more than the box holds"
    if any(starting_food(n) > FOOD_TOKENS for n in range(PLAYERS[0], PLAYERS[1] + 1)):
        return "starting Food exceeds the box"
    return True


@invariant("the box holds the decks and tokens the rules count", per_player_count=False)
def box_matches_rules(game) -> bool | str:
    if game.deck("events").total != EVENT_CARDS:
        return f"the Event deck has {game.deck('events').total} cards, the rules say {EVENT_CARDS}"
    if game.deck("storms").total != max(v[0] for v in LEVELS.values()):
        return "the Storm cards do not match the hardest level"
    counts = {c.id: c.count for c in game.inventory}
    for cid, n in (("water-tokens", WATER_TOKENS), ("food-tokens", FOOD_TOKENS), ("morale-tokens", MORALE_TOKENS)):
        if counts.get(cid) != n:
            return f"{cid}: the box holds {counts.get(cid)}, the rules count {n}"
    return True


@invariant("each survivor card is the specialist of its action", per_player_count=False)
def survivors_match_actions(game) -> bool | str:
    for card in game.deck("survivors").cards:
        action = card.fields["action"]
        if ACTIONS[action][1] != card.name:
            return f"{card.name} names {action}, whose specialist is {ACTIONS[action][1]}"
        supply = ACTIONS[action][0]
        column = supply.lower() if supply else "cards"
        if card.fields[column] != action_gain(action, card.name):
            return f"{card.name}: {column} is {card.fields[column]}, the rules give {action_gain(action, card.name)}"
    return True

"""Sworn Banners: the rules the tables and the rulebook print.

Two players, each with a deck built under the oath's rules: a fixed deck size
(the hero included), a cap on copies of one card, exactly one hero, and a cap
on cards from factions other than the hero's. Skirmish is the short game with
smaller numbers.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

FACTIONS = ("Ember", "Tide", "Grove", "Iron")

# The core box: every faction has this many different cards, each in this many copies.
CARDS_PER_FACTION = 10
COPIES_IN_BOX = 3

_MODES = {
    "Standard": {"deck": 40, "copies": 3, "heroes": 1, "other": 10, "hand": 6, "limit": 8},
    "Skirmish": {"deck": 30, "copies": 2, "heroes": 1, "other": 6, "hand": 5, "limit": 7},
}


def _mode(mode: str | None) -> dict[str, int]:
    """The numbers of a way to play; accepts the variant id ("skirmish") too."""
    if mode is None:
        return _MODES["Standard"]
    name = str(mode).strip().capitalize()
    if name not in _MODES:
        raise ValueError(f"no such game: {mode!r} (Standard or Skirmish)")
    return _MODES[name]


# --- Building a deck -------------------------------------------------------------

@rule
def deck_size(mode: str = "Standard") -> int:
    """Cards in a deck, the hero included."""
    return _mode(mode)["deck"]


@rule
def heroes_per_deck(mode: str = "Standard") -> int:
    """Exactly this many heroes in a deck."""
    return _mode(mode)["heroes"]


@rule
def max_copies(mode: str = "Standard") -> int:
    """Copies of one card (by name) a deck may hold at most."""
    return _mode(mode)["copies"]


@rule
def max_off_faction(mode: str = "Standard") -> int:
    """Cards whose faction is not the hero's that a deck may hold at most."""
    return _mode(mode)["other"]


@rule
def off_faction_excess(off_faction: int, mode: str = "Standard") -> int:
    """How many cards from other factions a deck holds past the limit (0 when legal)."""
    return max(0, off_faction - max_off_faction(mode))


@rule
def deck_is_legal(cards: int, heroes: int, most_copies: int, off_faction: int,
                  mode: str = "Standard") -> bool:
    """Whether a deck keeps all four limits of the oath."""
    return (cards == deck_size(mode)
            and heroes == heroes_per_deck(mode)
            and most_copies <= max_copies(mode)
            and off_faction <= max_off_faction(mode))


# --- Setting up -------------------------------------------------------------------

@rule
def opening_hand(mode: str = "Standard") -> int:
    """Cards each player draws before the first turn."""
    return _mode(mode)["hand"]


@rule
def mulligans(mode: str = "Standard") -> int:
    """Times a player may shuffle the opening hand back and draw again."""
    return 1


@rule
def second_player_banners(mode: str = "Standard") -> int:
    """Banners the second player starts with, to make up for going second."""
    return 1


@rule
def hand_limit(mode: str = "Standard") -> int:
    """Cards a player may keep at the end of their turn."""
    return _mode(mode)["limit"]


@rule
def draw_deck(mode: str = "Standard") -> int:
    """Cards shuffled into the draw deck: every card but the hero."""
    return deck_size(mode) - heroes_per_deck(mode)


# --- The turn ---------------------------------------------------------------------

@rule
def cards_drawn() -> int:
    """Cards drawn in the Draw step."""
    return 1


@rule
def banners_mustered() -> int:
    """Cards a player may muster as banners in one turn, at most."""
    return 1


@rule
def supply(banners: int) -> int:
    """Supply to spend this turn: one for each banner."""
    return banners


@rule
def foreign_toll() -> int:
    """Extra Supply a card from another faction costs to play."""
    return 1


@rule
def play_cost(cost: int, foreign: bool = False) -> int:
    """What playing a card costs: its printed cost, plus the toll when it is from another faction."""
    return cost + (foreign_toll() if foreign else 0)


@rule
def empty_deck_damage() -> int:
    """Damage a hero takes instead of each card its player should draw from an empty deck."""
    return 2


@rule
def fight(attacker_power: int, attacker_guard: int, blocker_power: int, blocker_guard: int,
          attacker_damage: int = 0, blocker_damage: int = 0) -> list[bool]:
    """A blocked attack: both units deal their power at once. Returns [attacker destroyed, blocker destroyed]."""
    attacker_hurt = attacker_damage + blocker_power
    blocker_hurt = blocker_damage + attacker_power
    return [attacker_hurt >= attacker_guard, blocker_hurt >= blocker_guard]


@rule
def health_left(health: int, damage: int) -> int:
    """What is left of a hero's health under its damage (0 means the hero has fallen)."""
    return max(0, health - damage)


# --- Starter decks ----------------------------------------------------------------

STARTERS = {
    "Ember Vanguard": {"hero": "Kael the Kindler", "home": "Ember", "splash": "Iron",
                       "splash_cards": ["Iron Pikeman", "Hold the Line", "Armory"]},
    "Tide Wardens": {"hero": "Maren of the Deep", "home": "Tide", "splash": "Grove",
                     "splash_cards": ["Mossback Stag", "Mending Rain", "Seed Vault"]},
    "Grove Circle": {"hero": "Elowen Rootsinger", "home": "Grove", "splash": "Ember",
                     "splash_cards": ["Flame Raider", "Fire Bolt", "Battle Frenzy"]},
    "Iron Bastion": {"hero": "Dagna Steelheart", "home": "Iron", "splash": "Tide",
                     "splash_cards": ["Tide Sentry", "Undertow", "Rising Surge"]},
}

# Two starters that one box holds side by side, without sharing a card.
STARTER_PAIRS = (("Ember Vanguard", "Tide Wardens"), ("Grove Circle", "Iron Bastion"))


def _starter(starter: str) -> dict:
    if starter not in STARTERS:
        raise ValueError(f"no starter deck {starter!r}")
    return STARTERS[starter]


@rule
def starter_hero(starter: str) -> str:
    return _starter(starter)["hero"]


@rule
def starter_home(starter: str) -> str:
    return _starter(starter)["home"]


@rule
def starter_home_cards(starter: str) -> int:
    """A starter takes every card of its home faction, every copy."""
    _starter(starter)
    return CARDS_PER_FACTION * COPIES_IN_BOX


@rule
def starter_splash(starter: str) -> str:
    return _starter(starter)["splash"]


@rule
def starter_splash_cards(starter: str) -> list[str]:
    return list(_starter(starter)["splash_cards"])


@rule
def starter_off_faction(starter: str) -> int:
    return len(_starter(starter)["splash_cards"]) * COPIES_IN_BOX


@rule
def starter_total(starter: str) -> int:
    return heroes_per_deck() + starter_home_cards(starter) + starter_off_faction(starter)


# --- Out of the box ---------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a duel takes out of the box: two heroes, two draw decks, the tokens."""
    return {
        "heroes": players * heroes_per_deck(variant),
        "cards": players * draw_deck(variant),
        "damage-tokens": 40,
        "first-player-token": 1,
    }


# --- Invariants -------------------------------------------------------------------

@invariant("every starter deck keeps the oath's four limits", per_player_count=False)
def starters_are_legal() -> bool | str:
    for name in STARTERS:
        if not deck_is_legal(starter_total(name), heroes_per_deck(), COPIES_IN_BOX,
                             starter_off_faction(name)):
            return f"{name} breaks a limit"
    return True


@invariant("the box holds ten different cards of each faction, three copies of each", per_player_count=False)
def box_matches_engine(game) -> bool | str:
    cards = game.deck("cards").cards
    for faction in FACTIONS:
        own = [c for c in cards if c.fields["faction"] == faction]
        if len(own) != CARDS_PER_FACTION:
            return f"{faction} has {len(own)} different cards, not {CARDS_PER_FACTION}"
        for c in own:
            if c.count != COPIES_IN_BOX:
                return f"{c.name} has {c.count} copies, not {COPIES_IN_BOX}"
    return True


@invariant("no card in the box has more copies than a deck may hold", per_player_count=False)
def box_copies_fit(game) -> bool | str:
    for deck in game.decks:
        for c in deck.cards:
            if c.count > max_copies():
                return f"{c.name} has {c.count} copies"
    return True


@invariant("each starter's hero and splash cards are in the box and of the right faction", per_player_count=False)
def starters_match_box(game) -> bool | str:
    heroes = {c.name: c for c in game.deck("heroes").cards}
    cards = {c.name: c for c in game.deck("cards").cards}
    for name, s in STARTERS.items():
        hero = heroes.get(s["hero"])
        if hero is None or hero.fields["faction"] != s["home"]:
            return f"{name}: hero {s['hero']} is no {s['home']} hero"
        for card in s["splash_cards"]:
            found = cards.get(card)
            if found is None or found.fields["faction"] != s["splash"]:
                return f"{name}: {card} is no {s['splash']} card"
            if found.fields["faction"] == s["home"]:
                return f"{name}: {card} is a home card"
    return True


@invariant("the two starters of a pair share no card, so one box holds both", per_player_count=False)
def starter_pairs_share_a_box() -> bool | str:
    for a, b in STARTER_PAIRS:
        sa, sb = STARTERS[a], STARTERS[b]
        factions_a = {sa["home"], sa["splash"]}
        if sb["home"] in factions_a:
            return f"{a} and {b} both want every {sb['home']} card"
        if sa["home"] in {sb["splash"]}:
            return f"{a} and {b} both want {sa['home']} cards"
        if set(sa["splash_cards"]) & set(sb["splash_cards"]):
            return f"{a} and {b} share splash cards"
    return True


@invariant("the damage tokens the engine takes out are the box's", per_player_count=False)
def damage_tokens_whole(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "damage-tokens")
    return True if line.count == setup(2)["damage-tokens"] else f"box holds {line.count}"

"""Engine model of The Journeys of Paul.

A race: each missionary leaves Jerusalem, gathers Cell Groups in cities until
they form Churches, and wins by reaching Rome with enough Churches. Three rule
sets share the box: basic (2-6), advanced (2-6) and solitaire (1). Every rule a
printed table or worked example shows is a pure function here; ``setup`` says
what a game takes out of the box.
"""
from __future__ import annotations

from math import ceil

from generator.engine import invariant, rule

PLAYERS = (1, 6)

# Only the numbers the rules use live here. The names of places, the cards and
# the box are game.yaml's and the card files'; the invariants at the end read
# them from the loaded game and hold both sides together, so a number changed
# on one side only fails `pnp check`.

RULE_SETS = ("basic", "advanced", "solitaire")
# Who may play each rule set; game.yaml's variants must agree (`variant_ranges_agree`).
VARIANT_PLAYERS = {"basic": (2, 6), "advanced": (2, 6), "solitaire": (1, 1), "solitaire-challenge": (1, 1)}

# --- decks the rules count --------------------------------------------------
CITY_DECK = 30                  # one City card per church-able city; the goal can't outgrow it
EVENT_DECK = 50                 # a solitaire game lasts one turn per Event card
OPPORTUNITY_DECK = 60           # shuffled whole at setup; the opening hands are dealt from it
# One panel (one colour) of counters; the seed gives no counts, these are ours
# (ERRATA: completions). Six Church counters per panel is why the solitaire
# game, which needs ten Churches, takes two panels.
PANEL = {"cell-group-counters": 14, "church-counters": 6, "deacon-counters": 4, "ship-counters": 1}

# --- the numbers the rules give -------------------------------------------
CELL_GROUPS_PER_CHURCH = 7
AUTOMATIC_CELL_GROUPS = 2
CITY_CARD_BONUS = 3
WORD_HAS_SPREAD_BONUS = 3
OPENING_OPPORTUNITY_CARDS = 2
MOVE_MIN, MOVE_MAX = 0, 3
GOOD_WEATHER_BONUS = 2
FULL_MOON_BONUS = 1
SOLITAIRE_CHALLENGE_REMOVED = 10
_CHURCHES_TO_WIN = {"basic": 3, "advanced": 5, "solitaire": 10}
_HAND_LIMIT = {"basic": None, "advanced": 7, "solitaire": None}

# The basic game's City cards come packed in seat order, three per seat.
_BASIC_DEAL = (
    ("Tyre", "Ancyra", "Genua"),
    ("Gaza", "Cyrene", "Carthage"),
    ("Caesarea", "Patara", "Sirmium"),
    ("Alexandria", "Leptis Magna", "Thapsus"),
    ("Tarsus", "Apollonia", "Puteoli"),
    ("Byzantium", "Apulum", "Aquileia"),
)


def _rules_of(variant: str | None, players: int = 2) -> str:
    """The rule set a variant id plays by; no variant means basic, or solitaire for one player."""
    if variant is None:
        return "solitaire" if players == 1 else "basic"
    if variant == "solitaire-challenge":
        return "solitaire"
    if variant not in RULE_SETS:
        raise ValueError(f"unknown variant {variant!r}")
    return variant


# --- rule-set rules --------------------------------------------------------
@rule
def churches_to_win(variant: str) -> int:
    """Churches a missionary must have founded before entering Rome."""
    return _CHURCHES_TO_WIN[_rules_of(variant)]


@rule
def city_cards_dealt(variant: str) -> int:
    """City cards each player starts with: one per Church the goal asks for."""
    return churches_to_win(variant)


@rule
def opportunity_cards_dealt(variant: str | None = None) -> int:
    """Opportunity cards in each opening hand (the same in every rule set)."""
    return OPENING_OPPORTUNITY_CARDS


@rule
def opportunity_hand_limit(variant: str) -> int | None:
    """Most Opportunity cards kept at the end of a turn; None means no limit."""
    return _HAND_LIMIT[_rules_of(variant)]


@rule
def trading_session(variant: str) -> str:
    """Whether Trading Sessions are held: only the advanced rules have them."""
    return "yes" if _rules_of(variant) == "advanced" else "no"


@rule
def event_at_pre_established_church(variant: str) -> str:
    """What happens to the Event draw for a turn begun at a Pre-established Church."""
    return {"basic": "draw", "advanced": "skip", "solitaire": "draw, no effect"}[_rules_of(variant)]


@rule
def cell_groups_per_church(variant: str | None = None) -> int:
    return CELL_GROUPS_PER_CHURCH


@rule
def automatic_cell_groups(variant: str | None = None) -> int:
    """Cell Groups gained on a BUILD CHURCH turn before any card is played."""
    return AUTOMATIC_CELL_GROUPS


@rule
def city_card_bonus(variant: str | None = None) -> int:
    return CITY_CARD_BONUS


@rule
def counter_sets_per_player(variant: str) -> int:
    """Panels of counters one player needs: enough Church counters for the goal."""
    return ceil(churches_to_win(variant) / PANEL["church-counters"])


# --- setup by player count -------------------------------------------------
@rule
def city_cards_dealt_total(players: int, variant: str) -> int:
    return players * city_cards_dealt(variant)


@rule
def city_cards_left_in_box(players: int, variant: str) -> int:
    return CITY_DECK - city_cards_dealt_total(players, variant)


@rule
def opportunity_cards_dealt_total(players: int, variant: str | None = None) -> int:
    return players * opportunity_cards_dealt(variant)


@rule
def glass_beads(players: int) -> int:
    return players


@rule
def counter_panels(players: int, variant: str) -> int:
    return players * counter_sets_per_player(variant)


@rule
def basic_city_cards(seat: int) -> list[str]:
    """The three City cards packed for a seat in the basic game."""
    return list(_BASIC_DEAL[seat - 1])


@rule
def largest_church_goal(players: int) -> int:
    """Highest Church goal the 30 City cards can be dealt for at this count."""
    return CITY_DECK // players


# --- movement ---------------------------------------------------------------
@rule
def move_spaces_min(mode: str) -> int:
    return MOVE_MIN


@rule
def move_spaces_max(mode: str) -> int:
    return MOVE_MAX


@rule
def good_weather_bonus(mode: str) -> int:
    return GOOD_WEATHER_BONUS


@rule
def full_moon_bonus(mode: str) -> int:
    return FULL_MOON_BONUS


@rule
def best_single_move(mode: str) -> int:
    """Longest move in one turn: Good Weather and Full Moon never combine, one Good Weather a turn."""
    return MOVE_MAX + max(GOOD_WEATHER_BONUS, FULL_MOON_BONUS)


@rule
def travel_turns(spaces: int, good_weather: int = 0, full_moon: int = 0) -> int:
    """Fewest turns to cover `spaces`, playing at most one movement card a turn."""
    turns = 0
    covered = 0
    while covered < spaces:
        turns += 1
        covered += MOVE_MAX
        if good_weather:
            good_weather -= 1
            covered += GOOD_WEATHER_BONUS
        elif full_moon:
            full_moon -= 1
            covered += FULL_MOON_BONUS
    return turns


# --- Churches and Cell Groups ----------------------------------------------
@rule
def is_church(cell_groups: int) -> bool:
    return cell_groups >= CELL_GROUPS_PER_CHURCH


@rule
def cell_groups_after_build(cell_groups: int, bonus: int = 0, event_change: int = AUTOMATIC_CELL_GROUPS) -> int:
    """Cell Groups in the city after a BUILD CHURCH turn; a Church counts as 7, never more."""
    return max(0, min(CELL_GROUPS_PER_CHURCH, cell_groups + event_change + bonus))


@rule
def build_turns(bonus: int = 0, start: int = 0) -> int:
    """BUILD CHURCH turns needed when cards add `bonus` Cell Groups in all."""
    missing = CELL_GROUPS_PER_CHURCH - start - bonus
    return max(1, ceil(missing / AUTOMATIC_CELL_GROUPS))


@rule
def cell_groups_after_disaster(cell_groups: int, deacon: bool = False) -> int:
    """A disaster removes one Cell Group (a Church, worth 7, drops to 6) unless a Deacon lives there."""
    held = min(cell_groups, CELL_GROUPS_PER_CHURCH)
    return held if deacon else max(0, held - 1)


@rule
def disaster_target(listed: list[str], holdings: list[str]) -> str | None:
    """The one city a disaster strikes: the first listed where the drawer has Cell Groups or a Church."""
    for city in listed:
        if city in holdings:
            return city
    return None


@rule
def deacons_after_arrest(deacons: int) -> int:
    return max(0, deacons - 1)


@rule
def city_bonus(city: str, city_cards: list[str], word_has_spread: list[str]) -> int:
    """Extra Cell Groups the cards in hand can add in one city."""
    return CITY_CARD_BONUS * city_cards.count(city) + WORD_HAS_SPREAD_BONUS * (city in word_has_spread)


@rule
def churches_with_card_help(route: list[str], city_cards: list[str], word_has_spread: list[str]) -> int:
    """How many Churches on a planned route some card in hand helps to build."""
    return sum(1 for city in route if city_bonus(city, city_cards, word_has_spread) > 0)


# The Opportunity cards that add Cell Groups, beside the City card; the cards'
# `cell_groups` column must agree (invariant `build_card_bonuses_match`).
_CARD_CELL_GROUPS = {"City card": CITY_CARD_BONUS, "Persecution": 1, "Inspiration": 2,
                     "Word Has Spread": WORD_HAS_SPREAD_BONUS}


@rule
def card_cell_groups(card: str) -> int:
    """Extra Cell Groups one card adds on a BUILD CHURCH turn in a city where it works."""
    return _CARD_CELL_GROUPS[card]


@rule
def hand_after_turn(hand: int, variant: str) -> int:
    limit = opportunity_hand_limit(variant)
    return hand if limit is None else min(hand, limit)


@rule
def trading_sessions_held(rounds: int) -> int:
    """One before the first turn, then one after every round."""
    return rounds + 1


@rule
def solitaire_turns(removed: int = 0) -> int:
    """The solitaire game lasts one turn per Event card; the deck is never reshuffled."""
    return EVENT_DECK - removed


@rule
def solitaire_cards_removed(variant: str) -> int:
    """Event cards taken out at random before a solitaire game: only the harder form removes any."""
    return SOLITAIRE_CHALLENGE_REMOVED if variant == "solitaire-challenge" else 0


# --- setup -------------------------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    low, high = VARIANT_PLAYERS.get(variant, PLAYERS) if variant else PLAYERS
    if not low <= players <= high:
        raise ValueError(f"{variant or 'the game'} is for {low}-{high} players, not {players}")
    rules = _rules_of(variant, players)
    panels = counter_panels(players, rules)
    needs = {
        "map": 1,
        "glass-beads": glass_beads(players),
        "reference": players,
        # the whole deck is shuffled and the opening hands dealt from it (opportunity_hands_fit)
        "opportunity": OPPORTUNITY_DECK,
        "event": EVENT_DECK - (SOLITAIRE_CHALLENGE_REMOVED if variant == "solitaire-challenge" else 0),
        "city": city_cards_dealt_total(players, rules),
    }
    needs.update({counter: per_panel * panels for counter, per_panel in PANEL.items()})
    if rules == "basic":
        for seat in range(1, players + 1):
            for city in basic_city_cards(seat):
                needs[f"city/{_card_id(city)}"] = 1
    return needs


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    """How the game draws at this count, for the designer's report (pnp report): each player is dealt an
    opening Opportunity hand and draws one Opportunity card at the end of every turn; every turn also
    draws one Event card. (City cards are dealt by seat in the basic rules, not at random.)"""
    return {"opportunity": {"hand": opportunity_cards_dealt(variant), "draw": 1},
            "event": {"draw": 1}}


def _card_id(name: str) -> str:
    return name.lower().replace(" ", "-")


# --- invariants --------------------------------------------------------------
def _playable(players: int) -> list[str]:
    return [v for v, (low, high) in VARIANT_PLAYERS.items() if low <= players <= high]


@invariant("every rule set playable at this count can deal its City cards from the 30-card deck")
def city_cards_fit(players: int) -> bool | str:
    for variant in _playable(players):
        if city_cards_dealt_total(players, variant) > CITY_DECK:
            return f"{variant} deals {city_cards_dealt_total(players, variant)} City cards to {players} players"
    return True


@invariant("the opening Opportunity hand never breaks the hand limit")
def opening_hand_within_limit(players: int) -> bool:
    return all(hand_after_turn(opportunity_cards_dealt(v), v) == opportunity_cards_dealt(v)
               for v in _playable(players))


@invariant("each player's counter panels hold a Church counter for every Church the goal asks for")
def enough_church_counters(players: int) -> bool:
    return all(counter_sets_per_player(v) * PANEL["church-counters"] >= churches_to_win(v)
               for v in _playable(players))


@invariant("every player gets one City card per Church the goal asks for", per_player_count=False)
def one_city_card_per_church() -> bool:
    return all(city_cards_dealt(v) == churches_to_win(v) for v in RULE_SETS) and \
        len(_BASIC_DEAL[0]) == churches_to_win("basic")


@invariant("a disaster turns a Church into one Cell Group fewer than a Church", per_player_count=False)
def disaster_breaks_church() -> bool:
    church = CELL_GROUPS_PER_CHURCH
    return cell_groups_after_disaster(church) == church - 1 and not is_church(cell_groups_after_disaster(church))


@invariant("the shortened solitaire deck still leaves time for ten Churches", per_player_count=False)
def solitaire_winnable() -> bool:
    # best case: every Church helped by a City card, one move turn between Churches
    needed = churches_to_win("solitaire") * (build_turns(bonus=CITY_CARD_BONUS) + 1)
    return needed <= solitaire_turns(SOLITAIRE_CHALLENGE_REMOVED)


# The invariants below relate the rules to the loaded game: places, cards, the
# box and the costs are read from it, never copied into this file.
def _cards(game, deck: str) -> tuple:
    found = game.deck(deck)
    return found.cards if found is not None else ()


def _copies(game, deck: str, column: str) -> list:
    """One entry per physical card: the card's value in `column`, `count` times."""
    return [card.fields[column] for card in _cards(game, deck) for _ in range(card.count)]


def _cities(game) -> tuple[str, ...]:
    return tuple(game.names.get("cities", ()))


@invariant("game.yaml's rule-set variants are for the players the rules allow", per_player_count=False)
def variant_ranges_agree(game) -> bool | str:
    listed = {v.id: (v.players.low, v.players.high) for v in game.variants}
    return listed == VARIANT_PLAYERS or f"game.yaml's variants are for {listed}; the rules say {VARIANT_PLAYERS}"


@invariant("the opening Opportunity hands are dealt from the deck")
def opportunity_hands_fit(players: int) -> bool | str:
    for variant in _playable(players):
        dealt = opportunity_cards_dealt_total(players, variant)
        if dealt > OPPORTUNITY_DECK:
            return f"{variant} deals {dealt} Opportunity cards from a deck of {OPPORTUNITY_DECK}"
    return True


@invariant("the box holds the City, Event and Opportunity decks the rules count, and a counter panel per "
           "colour holds what a player needs", per_player_count=False)
def box_matches_rules(game) -> bool | str:
    box = {c.id: c for c in game.inventory}
    wrong = [f"{cid} holds {box[cid].count if cid in box else 0}, the rules count {want}"
             for cid, want in (("city-cards", CITY_DECK), ("event-cards", EVENT_DECK),
                               ("opportunity-cards", OPPORTUNITY_DECK))
             if cid not in box or box[cid].count != want]
    wrong += [f"a panel holds {box[cid].per_player if cid in box else None} {cid}, the rules {want}"
              for cid, want in PANEL.items() if cid not in box or box[cid].per_player != want]
    return "; ".join(wrong) if wrong else True


@invariant("a Church costs the Cell Groups that make one", per_player_count=False)
def church_cost_matches(game) -> bool | str:
    church = next((c for c in game.costs if c.id == "church"), None)
    if church is None:
        return "game.yaml lists no cost for a church"
    price = sum(item.amount for item in church.items)
    return price == CELL_GROUPS_PER_CHURCH or f"a Church costs {price} Cell Groups, the rules make one of {CELL_GROUPS_PER_CHURCH}"


@invariant("the basic deal hands out 18 different church-able cities", per_player_count=False)
def basic_deal_distinct(game) -> bool | str:
    dealt = [city for seat in _BASIC_DEAL for city in seat]
    stray = [c for c in dealt if c not in _cities(game)]
    if stray:
        return f"not church-able cities: {stray}"
    return len(set(dealt)) == len(dealt) == 3 * len(_BASIC_DEAL)


@invariant("cities, Pre-established Churches, Jerusalem and Rome are different places, "
           "and there is one church-able city per City card", per_player_count=False)
def places_distinct(game) -> bool | str:
    groups = ("cities", "pre-established-churches", "special-spaces")
    everything = [place for group in groups for place in game.names.get(group, ())]
    twice = sorted({p for p in everything if everything.count(p) > 1})
    if twice:
        return f"named in more than one place: {twice}"
    return len(_cities(game)) == CITY_DECK or f"{len(_cities(game))} church-able cities for {CITY_DECK} City cards"


@invariant("one City card for each church-able city", per_player_count=False)
def city_deck_matches_cities(game) -> bool | str:
    named = _copies(game, "city", "city")
    if sorted(named) != sorted(_cities(game)):
        return f"City cards name {sorted(set(named) ^ set(_cities(game)))} differently from the city list"
    return True


@invariant("ten disaster cards, one of each named disaster, each listing three different cities",
           per_player_count=False)
def disasters_list_three_cities(game) -> bool | str:
    disasters = next((c.members for c in game.categories if c.id == "disasters"), ())
    cards = [card for card in _cards(game, "event") if card.fields["kind"] == "disaster"]
    names = sorted(card.name for card in cards for _ in range(card.count))
    if names != sorted(disasters) or len(names) != 10:
        return f"disaster cards {names} differ from the ten disasters {sorted(disasters)}"
    bad = [card.name for card in cards
           if len(set(card.fields["cities"])) != 3 or not set(card.fields["cities"]) <= set(_cities(game))]
    return f"disasters without three different church-able cities: {bad}" if bad else True


@invariant("each Word Has Spread card lists three different church-able cities", per_player_count=False)
def word_has_spread_lists_three(game) -> bool | str:
    cards = [card for card in _cards(game, "opportunity") if card.name == "Word Has Spread"]
    bad = [card.id for card in cards
           if len(set(card.fields["cities"])) != 3 or not set(card.fields["cities"]) <= set(_cities(game))]
    return f"Word Has Spread cards without three different cities: {bad}" if bad else True


@invariant("the cards that add Cell Groups print the bonus the rules give", per_player_count=False)
def build_card_bonuses_match(game) -> bool | str:
    bad = [card.id for card in _cards(game, "opportunity")
           if card.fields["kind"] == "build" and card.fields["cell_groups"] != card_cell_groups(card.name)]
    bad += [card.id for card in _cards(game, "city") if card.fields["cell_groups"] != card_cell_groups("City card")]
    return f"cards whose Cell Group bonus differs from card_cell_groups(): {bad}" if bad else True


@invariant("Good Weather and Full Moon print the spaces the rules add, and no other card lengthens a move",
           per_player_count=False)
def movement_card_bonuses_match(game) -> bool | str:
    bonus = {"Good Weather": GOOD_WEATHER_BONUS, "Full Moon": FULL_MOON_BONUS}
    bad = [f"{card.name} +{card.fields['move_bonus']}" for card in _cards(game, "opportunity")
           if card.fields["move_bonus"] != bonus.get(card.name, 0)]
    return f"move bonuses differ from the rules ({bonus}): {bad}" if bad else True


# The amounts card texts state are columns of their rows (TXT003 holds each text to
# its row); these invariants hold the columns to the rules, so a number changed in
# the text, the column or the rule alone fails `pnp check`.
@invariant("Event cards state the rules' amounts: a struck Church's Cell Groups, the automatic Cell Groups, "
           "a capped move, the cities listed, the Cell Groups and Deacons taken away, the one city struck",
           per_player_count=False)
def event_texts_state_the_rules(game) -> bool | str:
    wrong = []
    broken = cell_groups_after_disaster(CELL_GROUPS_PER_CHURCH)
    held = CELL_GROUPS_PER_CHURCH - 1          # Cell Groups short of a Church
    deacons = PANEL["deacon-counters"]         # a player's Deacons, all on the map
    for card in _cards(game, "event"):
        f = card.fields
        if (f["church_drops_to_cell_groups"] is not None or f["kind"] == "disaster") \
                and f["church_drops_to_cell_groups"] != broken:
            wrong.append(f"{card.id} says a Church drops to {f['church_drops_to_cell_groups']} Cell Groups, "
                         f"the rules to {broken}")
        auto = f["automatic_cell_groups"]
        if auto is not None and (auto != f["build_cell_groups"]
                                 or (f["kind"] != "build" and auto != automatic_cell_groups())):
            wrong.append(f"{card.id} gives {auto} automatic Cell Groups (build_cell_groups "
                         f"{f['build_cell_groups']}, the rules {automatic_cell_groups()})")
        most = f["move_spaces_max"]
        if most is not None and not move_spaces_min("land") <= most < move_spaces_max("land"):
            wrong.append(f"{card.id} caps a move at {most} spaces, not below the usual {move_spaces_max('land')}")
        if (f["listed_cities"] is not None or f["kind"] == "disaster") and f["listed_cities"] != len(f["cities"]):
            wrong.append(f"{card.id} says {f['listed_cities']} cities listed, it lists {len(f['cities'])}")
        # Cell Groups taken away: a disaster's, by cell_groups_after_disaster() on a holding short of a
        # Church; a build card's, what its build_cell_groups takes
        lost = f["cell_groups"]
        if f["kind"] == "disaster" and lost != held - cell_groups_after_disaster(held):
            wrong.append(f"{card.id} takes {lost} Cell Groups, the rules {held - cell_groups_after_disaster(held)}")
        elif f["kind"] != "disaster" and (lost is not None or f["build_cell_groups"] < 0) \
                and lost != -f["build_cell_groups"]:
            wrong.append(f"{card.id} removes {lost} Cell Groups, its build_cell_groups is {f['build_cell_groups']}")
        # disaster_target() strikes one city, the first listed the drawer holds
        if (f["city"] is not None or f["kind"] == "disaster") and f["city"] != 1:
            wrong.append(f"{card.id} strikes {f['city']} cities, disaster_target() one")
        if (f["deacons"] is not None or card.name == "Roman Soldiers Make Arrest") \
                and f["deacons"] != deacons - deacons_after_arrest(deacons):
            wrong.append(f"{card.id} takes {f['deacons']} Deacons, deacons_after_arrest() "
                         f"{deacons - deacons_after_arrest(deacons)}")
    return "; ".join(wrong) if wrong else True


@invariant("Opportunity cards state their own bonus: a movement card's spaces are its move bonus, "
           "Word Has Spread counts the cities it lists", per_player_count=False)
def opportunity_texts_state_the_rules(game) -> bool | str:
    wrong = []
    for card in _cards(game, "opportunity"):
        f = card.fields
        if (f["spaces"] is not None or f["move_bonus"]) and f["spaces"] != f["move_bonus"]:
            wrong.append(f"{card.id} says {f['spaces']} spaces, its move bonus is {f['move_bonus']}")
        if (f["listed_cities"] is not None or card.name == "Word Has Spread") \
                and f["listed_cities"] != len(f["cities"]):
            wrong.append(f"{card.id} says {f['listed_cities']} cities listed, it lists {len(f['cities'])}")
    return "; ".join(wrong) if wrong else True


@invariant("the Turn Reference card restates the rules: the most a move covers, the automatic Cell Groups "
           "and the Cell Groups that make a Church", per_player_count=False)
def reference_card_states_the_rules(game) -> bool | str:
    rules = {"move_spaces_max": move_spaces_max("land"), "cell_groups": automatic_cell_groups(),
             "church_cell_groups": cell_groups_per_church()}
    wrong = [f"{card.id} prints {column} {card.fields[column]}, the rules {want}"
             for card in _cards(game, "reference") for column, want in rules.items() if card.fields[column] != want]
    return "; ".join(wrong) if wrong else True

"""Campaign Keep: the rules the tables print, the scenario setups and the campaign's sums."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)
SCENARIOS = tuple(range(1, 9))

_SCENARIO_NAMES = {
    1: "The First Raid",
    2: "Smoke on the Ford",
    3: "The Bridge Burners",
    4: "The Ogre at the Gate",
    5: "The Long Night",
    6: "Mages in the Mist",
    7: "The Towers Roll",
    8: "Ashes at the Gate",
}
_HORDE = {1: 4, 2: 5, 3: 6, 4: 8, 5: 9, 6: 10, 7: 11, 8: 12}
_TURNS = {1: 5, 2: 5, 3: 6, 4: 7, 5: 7, 6: 8, 7: 8, 8: 9}
_GOLD = {1: 3, 2: 4, 3: 4, 4: 5, 5: 5, 6: 6, 7: 6, 8: 7}
_BOSSES = {4: "Siege Ogre", 8: "The Ashen Warlord"}
_UNLOCKS = {
    1: ["Longbow", "Shield Wall"],
    2: ["Pikeman", "Quartermaster"],
    3: ["Oil Cauldron", "Signal Horn"],
    4: ["Crossbow", "Stonemasons"],
    5: ["Knight", "Tax Collector"],
    6: ["Ballista", "Field Surgeon"],
    7: ["Fire Arrows", "War Chaplain"],
    8: ["Sally Forth", "Royal Engineer"],
}
_LANES = {1: "north-road", 2: "north-road", 3: "mill-bridge", 4: "mill-bridge", 5: "river-ford", 6: "river-ford"}

ARMORY_COPIES = 2          # copies of each Armory card in the box
GOLD_COINS = 30            # the whole bank of coins
WOUND_MARKERS = 40


def _check_scenario(scenario: int) -> int:
    if scenario not in _HORDE:
        raise ValueError(f"there is no scenario {scenario}; the campaign has 1 to 8")
    return scenario


# --- the scenario table -------------------------------------------------------

@rule
def scenario_name(scenario: int) -> str:
    """The title printed on the scenario's line of the campaign log."""
    return _SCENARIO_NAMES[_check_scenario(scenario)]


@rule
def scenario_names() -> list[str]:
    """Every scenario's number and title, in order (the campaign log prints them)."""
    return [f"{s}. {_SCENARIO_NAMES[s]}" for s in SCENARIOS]


@rule
def horde_enemies(scenario: int) -> int:
    """Enemy cards dealt into the Horde for one or two players (the Boss not counted)."""
    return _HORDE[_check_scenario(scenario)]


@rule
def enemy_ranks(scenario: int) -> list[str]:
    """Ranks of enemy cards shuffled together to deal the Horde from."""
    _check_scenario(scenario)
    if scenario <= 2:
        return ["Skirmisher"]
    if scenario <= 5:
        return ["Skirmisher", "Soldier"]
    return ["Skirmisher", "Soldier", "Elite"]


@rule
def boss(scenario: int) -> str | None:
    """The Boss placed under the Horde, if the scenario has one."""
    return _BOSSES.get(_check_scenario(scenario))


@rule
def turns(scenario: int) -> int:
    """Game turns the Captains have to clear the lanes."""
    return _TURNS[_check_scenario(scenario)]


@rule
def starting_gold(scenario: int) -> int:
    """Gold the party takes from the supply at the start of the scenario."""
    return _GOLD[_check_scenario(scenario)]


@rule
def unlocked_cards(scenario: int) -> list[str]:
    """Armory cards unsealed and added to the Armory at the start of the scenario."""
    return list(_UNLOCKS[_check_scenario(scenario)])


# --- the player-count table ---------------------------------------------------

@rule
def captains(players: int = 1) -> int:
    """A solo player commands two Captains; otherwise one Captain each."""
    return max(players, 2)


@rule
def hand_size(players: int = 1) -> int:
    return 5 if players <= 2 else 4


@rule
def extra_enemies(players: int = 1) -> int:
    return {1: 0, 2: 0, 3: 2, 4: 4}[players]


@rule
def arrivals(players: int = 1) -> int:
    """Enemies revealed from the Horde in each Arrive phase."""
    return 2 if players <= 2 else 3


@rule
def wall_strength(players: int = 1, variant: str | None = None) -> int:
    """The wall's strength at the start of a scenario, before Scars."""
    base = 10 if players <= 2 else 12
    return base - 2 if variant == "iron-wall" else base


# --- the rest of the rules ----------------------------------------------------

@rule
def cards_per_captain() -> int:
    """Recruit cards in one Captain's starting deck."""
    return 8


@rule
def horde_size(scenario: int, players: int) -> int:
    """Enemy cards in the Horde at this player count, the Boss not counted."""
    return horde_enemies(scenario) + extra_enemies(players)


@rule
def bank_limit(variant: str | None = None) -> int:
    """Most gold the party may carry from one scenario to the next."""
    return 3 if variant == "iron-wall" else 5


@rule
def gold_at_start(scenario: int, banked: int = 0, variant: str | None = None) -> int:
    return starting_gold(scenario) + min(banked, bank_limit(variant))


@rule
def wall_at_start(players: int, scars: int = 0, variant: str | None = None) -> int:
    return max(1, wall_strength(players, variant) - scars)


@rule
def scars_to_fall() -> int:
    """The Scar that is written this many times ends the campaign."""
    return 3


@rule
def wall_after(wall: int, damage: list) -> int:
    """The wall after the enemies at the Gate strike, each for its damage."""
    return max(0, wall - sum(int(d) for d in damage))


@rule
def glory_per_win() -> int:
    return 3


@rule
def glory(won: int, wall_left: int) -> int:
    """Final score: Glory for every scenario won, plus the wall left after the last one."""
    return glory_per_win() * won + wall_left


@rule
def one_shot_gold(scenario: int) -> int:
    """One Night Only: the scenario's starting gold and 2 more for each scenario before it."""
    return starting_gold(scenario) + 2 * (scenario - 1)


@rule
def lane_for(roll: int) -> str:
    return _LANES[roll]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What the first scenario takes out of the box."""
    return {
        "keep-board": 1,
        "recruits": cards_per_captain() * captains(players),
        "armory": ARMORY_COPIES * len(unlocked_cards(1)),
        "enemies": horde_size(1, players),
        "gold-coins": GOLD_COINS,
        "wound-markers": WOUND_MARKERS,
        "keep-markers": 2,
        "lane-die": 1,
        "campaign-log": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "recruits": {"hand": hand_size(players), "draw": hand_size(players)},
        "enemies": {"draw": arrivals(players)},
        "lane": {"dice": 1},
    }


# --- invariants ---------------------------------------------------------------

@invariant("every Armory card unlocks in the scenario the unlock table names", per_player_count=False)
def armory_unlocks_match(game) -> bool | str:
    deck = game.deck("armory")
    named = {name: s for s, names in _UNLOCKS.items() for name in names}
    for card in deck.cards:
        if named.get(card.name) != card.fields["unlock"]:
            return f"{card.name} unlocks in scenario {card.fields['unlock']}, the table says {named.get(card.name)}"
        if card.count != ARMORY_COPIES:
            return f"{card.name} has {card.count} copies, not {ARMORY_COPIES}"
    missing = sorted(set(named) - {c.name for c in deck.cards})
    return True if not missing else f"no Armory card named {', '.join(missing)}"


@invariant("the enemy ranks of every scenario hold enough cards for its Horde")
def enough_enemies(players: int, game) -> bool | str:
    cards = game.deck("enemies").cards
    for s in SCENARIOS:
        pool = sum(c.count for c in cards if c.fields["rank"] in enemy_ranks(s))
        if pool < horde_size(s, players):
            return f"scenario {s}: {pool} cards for a Horde of {horde_size(s, players)}"
    return True


@invariant("the whole Horde, Boss included, has arrived with two turns to spare")
def horde_arrives_in_time(players: int) -> bool | str:
    for s in SCENARIOS:
        cards = horde_size(s, players) + (1 if boss(s) else 0)
        arrive_turns = -(-cards // arrivals(players))
        if arrive_turns > turns(s) - 2:
            return f"scenario {s}: the Horde takes {arrive_turns} turns to arrive of {turns(s)}"
    return True


@invariant("every Boss is one Boss card of the enemy deck", per_player_count=False)
def bosses_are_cards(game) -> bool | str:
    cards = {c.name: c for c in game.deck("enemies").cards}
    for s, name in _BOSSES.items():
        card = cards.get(name)
        if card is None or card.fields["rank"] != "Boss" or card.count != 1:
            return f"scenario {s}: {name} is no single Boss card"
    return True


@invariant("the Recruits deck gives every Captain the same eight cards", per_player_count=False)
def recruits_split_evenly(game) -> bool | str:
    deck = game.deck("recruits")
    most = captains(game.max_players)
    uneven = [c.name for c in deck.cards if c.count % most]
    if uneven:
        return f"cannot share out evenly: {', '.join(uneven)}"
    return True if deck.total == cards_per_captain() * most else f"{deck.total} Recruit cards"


@invariant("setup takes the whole bank of coins and markers", per_player_count=False)
def supplies_come_out_whole(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts["gold-coins"] != GOLD_COINS or counts["wound-markers"] != WOUND_MARKERS:
        return "engine and box disagree on coins or markers"
    return True

"""Engine model of Broadside: two fleets, a wind die, orders from the hand.

Each side's ships stand in one of its three lines (Near 1, Middle 2, Far 3).
The range between two ships is the sum of their line numbers, so it runs from
2 (both in their Near lines, close enough to board) to 6 (both in the Far).
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)  # the same range as `players` in game.yaml

SIDES = ("Crown", "League")
LINES = {"Near": 1, "Middle": 2, "Far": 3}

# A side always holds the same number of order cards, however many captains share it.
SIDE_HAND = 6
ORDERS_PER_TURN = 3
CAPTAINS = {2: {"Crown": 1, "League": 1}, 3: {"Crown": 1, "League": 2}, 4: {"Crown": 2, "League": 2}}

# The smallest roll on one gunnery die that scores a hit, by range.
HIT_ON = {2: 3, 3: 4, 4: 4, 5: 5, 6: 6}

WIND_FACES = {1: "calm", 2: "westerly", 3: "easterly", 4: "northerly", 5: "southerly", 6: "gale"}
# Which side the wind favours: on a beam wind both sail at full speed, in a calm or a gale neither.
WIND_FAVOURS = {
    "Calm": (),
    "Westerly": ("Crown",),
    "Easterly": ("League",),
    "Northerly": ("Crown", "League"),
    "Southerly": ("Crown", "League"),
    "Gale": (),
}

# Ship names to card ids, as cards/ships.csv writes them (an invariant holds the two together).
SHIP_IDS = {
    "Resolute": "resolute",
    "Old Meridian": "old-meridian",
    "Constance": "constance",
    "Warden": "warden",
    "Gannet": "gannet",
    "Sparrowhawk": "sparrowhawk",
    "Laden Merchantman": "merchantman",
    "Widowmaker": "widowmaker",
    "Saltcrow": "saltcrow",
    "Black Gull": "black-gull",
    "Gallows Bird": "gallows-bird",
    "Red Lantern": "red-lantern",
    "Mariska": "mariska",
    "Thorn": "thorn",
}

SCENARIOS = {
    "The Narrows": {
        "Crown": ["Constance", "Gannet", "Sparrowhawk"],
        "League": ["Black Gull", "Red Lantern", "Mariska"],
        "points": 4,
        "turns": 8,
    },
    "The Convoy": {
        "Crown": ["Warden", "Sparrowhawk", "Laden Merchantman", "Laden Merchantman"],
        "League": ["Black Gull", "Gallows Bird", "Red Lantern", "Thorn"],
        "points": 6,
        "turns": 8,
    },
    "Line of Battle": {
        "Crown": ["Resolute", "Old Meridian", "Constance", "Warden", "Gannet"],
        "League": ["Widowmaker", "Saltcrow", "Black Gull", "Gallows Bird", "Red Lantern"],
        "points": 10,
        "turns": 10,
    },
}
SCENARIO_OF_VARIANT = {None: "The Narrows", "convoy": "The Convoy", "line-of-battle": "Line of Battle"}

# Box counts the setup takes whole (held to game.yaml by an invariant).
ORDER_CARDS = 43
SUPPLY = {"damage-tokens": 40, "crew-tokens": 20, "rigging-tokens": 12, "gunnery-dice": 8}


# --- players and hands -------------------------------------------------------

@rule
def captains(players: int, side: str) -> int:
    """Captains sharing one side: at three players the League is commanded by two."""
    return CAPTAINS[players][side]


@rule
def hand_size(players: int, side: str) -> int:
    """Order cards dealt to (and drawn back up to by) each captain of a side."""
    return SIDE_HAND // captains(players, side)


@rule
def side_hand(players: int | None = None) -> int:
    """Order cards a whole side holds, whoever holds them."""
    return SIDE_HAND


@rule
def orders_per_turn(players: int | None = None) -> int:
    """Orders a side may play in its turn, shared out among its captains."""
    return ORDERS_PER_TURN


@rule
def turn_steps() -> int:
    return 4


@rule
def lines_per_side() -> int:
    return len(LINES)


# --- scenarios ---------------------------------------------------------------

@rule
def fleet(scenario: str, side: str) -> list[str]:
    """The ships a side brings to a scenario, in the order its captains lay them out."""
    return list(SCENARIOS[scenario][side])


@rule
def points_to_win(scenario: str = "The Narrows") -> int:
    return SCENARIOS[scenario]["points"]


@rule
def turn_limit(scenario: str = "The Narrows") -> int:
    """Turns each side plays before the battle ends on points."""
    return SCENARIOS[scenario]["turns"]


# --- gunnery -----------------------------------------------------------------

@rule
def range_between(shooter_line: int, target_line: int) -> int:
    """The range between two ships: the sum of their line numbers."""
    return shooter_line + target_line


@rule
def hit_number(distance: int) -> int:
    """The smallest roll of a gunnery die that hits at this range."""
    return HIT_ON[distance]


@rule
def hit_chance(distance: int) -> int:
    """Of the six faces of a gunnery die, how many hit at this range."""
    return 7 - HIT_ON[distance]


@rule
def dice_rolled(guns: int, wind: str = "Northerly", double_shotted: bool = False) -> int:
    """Gunnery dice a ship rolls when she fires: her guns, one more double-shotted, one fewer in a gale."""
    dice = guns + (1 if double_shotted else 0) - (1 if wind == "Gale" else 0)
    return max(0, dice)


@rule
def hits(distance: int, rolls: list[int], raking: bool = False) -> int:
    """How many of the rolled dice hit at this range (raking fire hits on one less)."""
    need = HIT_ON[distance] - (1 if raking else 0)
    return sum(1 for r in rolls if r >= need)


# --- wind and sailing --------------------------------------------------------

@rule
def wind(roll: int) -> str:
    """The wind die's result id for a roll."""
    return WIND_FACES[roll]


@rule
def sail_speed(wind: str, side: str) -> str:
    """How far a side's ships may sail under this wind."""
    return "full speed" if side in WIND_FAVOURS[wind] else "one line"


@rule
def lines_moved(speed: int, wind: str, side: str, rigging: int = 0) -> int:
    """Lines a ship may move with a Make Sail order: her speed less her Rigging tokens
    (never below one) when her side has the wind, else one."""
    if side not in WIND_FAVOURS[wind]:
        return 1
    return max(1, speed - rigging)


# --- boarding and striking ---------------------------------------------------

@rule
def boarding(attacker_crew: int, attacker_roll: int, defender_crew: int, defender_roll: int,
             attacker_bonus: int = 0, defender_bonus: int = 0) -> str:
    """Each side rolls one die and adds its crew and bonuses; the attacker must beat the defender."""
    attack = attacker_roll + attacker_crew + attacker_bonus
    defend = defender_roll + defender_crew + defender_bonus
    return "captured" if attack > defend else "repelled"


@rule
def prize_bonus() -> int:
    """Extra points for a ship taken by boarding rather than sunk or battered."""
    return 1


@rule
def strike_points(points: int, boarded: bool = False) -> int:
    """Points the enemy scores when a ship strikes her colours."""
    return points + (prize_bonus() if boarded else 0)


# --- setup -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box, for the scenario the variant names
    (the base game is The Narrows)."""
    scenario = SCENARIOS[SCENARIO_OF_VARIANT[variant]]
    in_play = scenario["Crown"] + scenario["League"]
    needs: dict[str, int] = {"orders": ORDER_CARDS}
    for name, card_id in SHIP_IDS.items():
        needs[f"ships/{card_id}"] = in_play.count(name)
    needs["ship-markers"] = len(in_play)
    needs.update(SUPPLY)
    needs.update({"wind-die": 1, "battle-mat": 1, "turn-marker": 1, "score-markers": 2})
    return needs


# --- invariants --------------------------------------------------------------

@invariant("a side holds the same hand whether one captain or two command it")
def side_hand_is_shared(players: int) -> bool | str:
    for side in SIDES:
        if captains(players, side) * hand_size(players, side) != SIDE_HAND:
            return f"{side} at {players} players holds {captains(players, side) * hand_size(players, side)}"
    return True


@invariant("the orders deck deals every captain's hand and leaves a draw pile of 20 or more")
def orders_deck_suffices(players: int, game) -> bool | str:
    deck = game.deck("orders").total
    dealt = sum(captains(players, s) * hand_size(players, s) for s in SIDES)
    return True if deck - dealt >= 20 else f"{deck} orders, {dealt} dealt"


@invariant("every ship a scenario names is a card of that side, with copies enough", per_player_count=False)
def fleets_are_cards(game) -> bool | str:
    cards = {c.name: c for c in game.deck("ships").cards}
    for name, card_id in SHIP_IDS.items():
        if name not in cards or cards[name].id != card_id:
            return f"{name} is not the ship card {card_id}"
    for title, scenario in SCENARIOS.items():
        for side in SIDES:
            for name in scenario[side]:
                card = cards[name]
                if card.fields["side"] != side:
                    return f"{name} sails for the {card.fields['side']}, not the {side}, in {title}"
                if scenario[side].count(name) > card.count:
                    return f"{title} needs more {name} than the box holds"
    return True


@invariant("every scenario's target can be reached by sinking the enemy fleet", per_player_count=False)
def targets_reachable(game) -> bool | str:
    points = {c.name: c.fields["points"] for c in game.deck("ships").cards}
    for title, scenario in SCENARIOS.items():
        for side, enemy in (("Crown", "League"), ("League", "Crown")):
            there = sum(points[n] for n in scenario[enemy])
            if there < scenario["points"]:
                return f"{title}: the {side} can score only {there} of {scenario['points']}"
    return True


@invariant("the box's counts are the ones setup takes out", per_player_count=False)
def box_matches_setup(game) -> bool | str:
    if game.deck("orders").total != ORDER_CARDS:
        return f"orders deck has {game.deck('orders').total}, engine says {ORDER_CARDS}"
    counts = {c.id: c.count for c in game.inventory}
    for key, n in SUPPLY.items():
        if counts.get(key) != n:
            return f"{key}: box {counts.get(key)}, engine {n}"
    if counts.get("ship-markers") != game.deck("ships").total:
        return "a ship marker for every ship card"
    most_guns = max(c.fields["guns"] for c in game.deck("ships").cards)
    # the Resolute's own extra die at range 2 on top of a double-shotted broadside
    if dice_rolled(most_guns, double_shotted=True) + 1 > SUPPLY["gunnery-dice"]:
        return "not enough gunnery dice for a double-shotted broadside"
    return True

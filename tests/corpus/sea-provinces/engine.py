"""Sea Provinces: the rules the tables and the rulebook print.

Armies hold provinces, fleets hold sea zones, one unit to a place. A battle is
the units next to the contested place plus the Might of one card on each side.
Supply centres set how many units each player may keep.
"""

from generator.engine import invariant, rule

PLAYERS = (3, 5)

REALMS = ("Ardmoor", "Belhaven", "Caskwater", "Dunreth", "Elmshire")

# Which realms nobody plays, by player count: always spaced round the sea.
NEUTRAL = {3: ("Caskwater", "Elmshire"), 4: ("Elmshire",), 5: ()}

# Each realm's three home centres, its home waters and where its units begin.
HOMES = {
    "Ardmoor": {"centres": ("Highcairn", "Rookstone", "Ardfell"), "waters": "Rook Sound",
                "armies": ("Highcairn", "Ardfell")},
    "Belhaven": {"centres": ("Saltgate", "Gullbrook", "Thornby"), "waters": "Gull Bight",
                 "armies": ("Saltgate", "Thornby")},
    "Caskwater": {"centres": ("Reedmouth", "Tallowford", "Oakhollow"), "waters": "Reed Bay",
                  "armies": ("Reedmouth", "Oakhollow")},
    "Dunreth": {"centres": ("Greyhithe", "Stonebarrow", "Ravensmoor"), "waters": "Grey Channel",
                "armies": ("Greyhithe", "Ravensmoor")},
    "Elmshire": {"centres": ("Wickham", "Foxmere", "Larchwood"), "waters": "Fox Roads",
                 "armies": ("Wickham", "Larchwood")},
}

HOME_CENTRES = 3          # supply centres in each realm
ARMIES_EACH = 8           # army tokens of one colour
FLEETS_EACH = 5           # fleet tokens of one colour
MARKERS_EACH = 12         # control markers of one colour
ORDER_DECK = 44           # cards in the order deck
TOTAL_CENTRES = 20        # supply centres on the board


# --- setup -----------------------------------------------------------------

@rule
def neutral_realms(players: int = 3) -> list[str] | None:
    """The realms left to garrisons at this count (none at five)."""
    return list(NEUTRAL[players]) or None


@rule
def neutral_garrisons(players: int = 3) -> int:
    """One garrison in each home centre of each neutral realm."""
    return HOME_CENTRES * len(NEUTRAL[players])


@rule
def hand_size(players: int = 3) -> int:
    """Order cards a player fills up to in the Draw step."""
    return 5 if players == 3 else 4


@rule
def orders_per_round(players: int | None = None) -> int:
    """Times round the table in the Orders step: one card each time."""
    return 3


@rule
def centres_to_win(players: int = 3) -> int:
    """Supply centres that win at the end of a round."""
    return {3: 10, 4: 9, 5: 8}[players]


@rule
def max_rounds(players: int | None = None) -> int:
    """The game ends after this round if nobody has won before."""
    return 8


@rule
def starting_armies() -> int:
    return 2


@rule
def starting_fleets() -> int:
    return 1


@rule
def starting_units() -> int:
    return starting_armies() + starting_fleets()


@rule
def total_centres() -> int:
    return TOTAL_CENTRES


@rule
def units_per_place() -> int:
    """No place ever holds two units."""
    return 1


# --- battles ---------------------------------------------------------------

@rule
def attack_strength(units: int, might: int) -> int:
    """The moving unit and every supporter next to the place, plus the order card's Might."""
    return units + might


@rule
def defence_strength(units: int, might: int = 0) -> int:
    """The defending unit and its supporters, plus the Might of one discarded card (or none)."""
    return units + might


@rule
def garrison_strength() -> int:
    """A garrison fights alone and discards nothing."""
    return 1


@rule
def defence_cards() -> int:
    """Cards a defender may discard in one battle."""
    return 1


@rule
def battle_winner(attack: int, defence: int) -> str:
    """The attacker must beat the defence; a tie holds."""
    return "attacker" if attack > defence else "defender"


# --- supply ----------------------------------------------------------------

@rule
def units_allowed(centres: int) -> int:
    """Units a player may keep: one for each supply centre controlled."""
    return centres


@rule
def units_to_raise(centres: int, units: int) -> int:
    return max(0, units_allowed(centres) - units)


@rule
def units_to_remove(centres: int, units: int) -> int:
    return max(0, units - units_allowed(centres))


# --- what comes out of the box ---------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "orders": ORDER_DECK,
        "armies": ARMIES_EACH * players,
        "fleets": FLEETS_EACH * players,
        "control-markers": MARKERS_EACH * players,
        "garrisons": neutral_garrisons(players),
        "round-marker": 1,
        "tally-markers": players,
        "realm-cards": players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"orders": {"hand": hand_size(players), "draw": orders_per_round()}}


# --- the rules against the data --------------------------------------------

@invariant("the box holds the order deck the engine deals from", per_player_count=False)
def order_deck_whole(game) -> bool | str:
    deck = game.deck("orders")
    return True if deck.total == ORDER_DECK else f"the deck has {deck.total} cards, the engine {ORDER_DECK}"


@invariant("every hand can be dealt with cards left to draw")
def hands_fit(players: int) -> bool:
    return hand_size(players) * players + orders_per_round() * players <= ORDER_DECK


@invariant("the board's supply centres are the category and the engine's count", per_player_count=False)
def centres_agree(game) -> bool | str:
    board = game.maps[0]
    marked = {loc.name for loc in board.locations if "marked" in loc.flags}
    category = next(c for c in game.categories if c.id == "centres")
    if set(category.members) != marked:
        return f"marked on the board but not listed: {sorted(marked ^ set(category.members))}"
    return True if len(marked) == TOTAL_CENTRES else f"{len(marked)} centres on the board"


@invariant("each realm's homes lie in its own region and its waters touch its coast", per_player_count=False)
def homes_on_board(game) -> bool | str:
    board = game.maps[0]
    for realm, home in HOMES.items():
        for name in home["centres"]:
            loc = board.location(name)
            if loc is None or loc.region != realm.lower() or "marked" not in loc.flags:
                return f"{name} is no home centre of {realm}"
        waters = board.location(home["waters"])
        if waters is None or waters.kind != "ship":
            return f"{home['waters']} is no sea zone"
        shores = {n for r in board.routes if r.kind == "sea" and waters.id in r.between for n in r.between}
        coastal = [n for n in home["centres"] if board.location(n).id in shores]
        if len(coastal) < 2:
            return f"{home['waters']} touches only {coastal}"
        if any(a not in home["centres"] for a in home["armies"]):
            return f"{realm} begins outside its homeland"
    return True


@invariant("the pieces of a colour cover the most units a player may keep at the start", per_player_count=False)
def pieces_cover(game) -> bool:
    return ARMIES_EACH >= starting_armies() + HOME_CENTRES and FLEETS_EACH >= starting_fleets()


@invariant("neutral realms and garrisons match", per_player_count=True)
def garrisons_match(players: int) -> bool:
    return len(NEUTRAL[players]) == 5 - players and all(r in REALMS for r in NEUTRAL[players])

"""Engine model of Heist Crew.

Every number the printed tables show is computed here; the worked examples in
game.yaml are recomputed through these rules by `pnp check`.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

ROOM_DECK = 18      # room cards in the box (held to game.yaml by an invariant)
GEAR_DECK = 24      # gear cards in the box
SPECIALISTS = 10    # specialist cards in the box
LOOT_TOKENS = 45

_ROOMS_PER_FLOOR = {2: 2, 3: 3, 4: 3, 5: 4}
_GEAR_DEALT = {2: 3, 3: 3, 4: 2, 5: 2}
_ALARM_START = {2: 0, 3: 0, 4: 1, 5: 2}


# --- setting up --------------------------------------------------------------

@rule
def floors(players: int | None = None) -> int:
    """Floors of rooms below the vault."""
    return 3


@rule
def rooms_per_floor(players: int) -> int:
    return _ROOMS_PER_FLOOR[players]


@rule
def rooms_dealt(players: int) -> int:
    """Room cards dealt into the building (the vault not counted)."""
    return rooms_per_floor(players) * floors()


@rule
def specialists_dealt(players: int | None = None) -> int:
    """Each thief is dealt this many specialists and keeps one."""
    return 2


@rule
def gear_dealt(players: int) -> int:
    return _GEAR_DEALT[players]


@rule
def alarm_start(players: int, variant: str | None = None) -> int:
    if variant == "rookie":
        return 0
    return _ALARM_START[players]


# --- constants ---------------------------------------------------------------

@rule
def hand_limit(players: int | None = None) -> int:
    return 4


@rule
def gear_per_check(players: int | None = None) -> int:
    return 2


@rule
def regroup_draw(players: int | None = None) -> int:
    return 2


@rule
def pocket_alarm(players: int | None = None) -> int:
    return 1


@rule
def lockdown_at(players: int | None = None) -> int:
    return 8


@rule
def caught_at(players: int | None = None) -> int:
    return 12


# --- checks ------------------------------------------------------------------

@rule
def check_total(roll: int, rating: int, gear: int = 0, assists: int = 0) -> int:
    """Crew die + the specialist's rating + gear bonuses + one per assisting thief."""
    return roll + rating + gear + assists


@rule
def lock_counts_as(lock: int, alarm: int = 0) -> int:
    """Under lockdown every lock counts one higher."""
    return lock + 1 if alarm >= lockdown_at() else lock


@rule
def cracks(roll: int, rating: int, lock: int, gear: int = 0, assists: int = 0, alarm: int = 0) -> bool:
    """A 1 on the crew die always fails; otherwise meet or beat the lock."""
    if roll == 1:
        return False
    return check_total(roll, rating, gear, assists) >= lock_counts_as(lock, alarm)


@rule
def alarm_after_fail(alarm: int, noise: int) -> int:
    return min(caught_at(), alarm + noise)


@rule
def alarm_after_pocketing(alarm: int) -> int:
    return min(caught_at(), alarm + pocket_alarm())


# --- the Patrol die ----------------------------------------------------------

@rule
def patrol(roll: int) -> str:
    if roll <= 2:
        return "quiet"
    if roll <= 4:
        return "footsteps"
    return "radio" if roll == 5 else "searchlight"


@rule
def patrol_rise(roll: int) -> int:
    return {"quiet": 0, "footsteps": 1, "radio": 1, "searchlight": 2}[patrol(roll)]


# --- the end -----------------------------------------------------------------

@rule
def share_each(bag: int, players: int) -> int:
    return bag // players


@rule
def leftover(bag: int, players: int) -> int:
    """What the even split leaves: it goes to the thief who opened the vault."""
    return bag % players


@rule
def final_loot(bag: int, players: int, pocket: int, opened_vault: bool = False) -> int:
    total = share_each(bag, players) + pocket
    if opened_vault:
        total += leftover(bag, players)
    return total


# --- setup -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "heist-board": 1,
        "specialists": specialists_dealt(players) * players,
        "rooms": ROOM_DECK,           # dealt into the building, the rest is the Blueprint pile
        "vaults": 1,                  # one drawn at random; the others stay in the box unseen
        "gear": GEAR_DECK,
        "loot-tokens": LOOT_TOKENS,
        "alarm-marker": 1,
        "crew-pawns": players,
        "crew-die": 1,
        "patrol-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"gear": {"hand": gear_dealt(players), "draw": regroup_draw()}, "crew-die": {"dice": 1}}


# --- invariants --------------------------------------------------------------

@invariant("the box counts the engine uses are the box's", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    for deck_id, n in (("rooms", ROOM_DECK), ("gear", GEAR_DECK), ("specialists", SPECIALISTS)):
        if game.deck(deck_id).total != n:
            return f"deck {deck_id} holds {game.deck(deck_id).total}, engine says {n}"
    loot = next(c for c in game.inventory if c.id == "loot-tokens")
    return True if loot.count == LOOT_TOKENS else f"loot tokens {loot.count}, engine says {LOOT_TOKENS}"


@invariant("the building leaves a Blueprint pile of at least four rooms")
def building_leaves_blueprints(players: int) -> bool | str:
    left = ROOM_DECK - rooms_dealt(players)
    return True if left >= 4 else f"only {left} rooms left for the Blueprint pile"


@invariant("every thief can be dealt a choice of specialists")
def specialists_suffice(players: int) -> bool:
    return specialists_dealt(players) * players <= SPECIALISTS


@invariant("the opening deal leaves at least half the gear deck to draw")
def gear_left_to_draw(players: int) -> bool:
    return gear_dealt(players) * players <= GEAR_DECK // 2


@invariant("the alarm starts below lockdown, and lockdown comes before the crew is caught")
def alarm_order(players: int, variant: str | None = None) -> bool:
    return alarm_start(players, variant) < lockdown_at() < caught_at()


@invariant("every specialist's three ratings add up to 4, and no two specialists share all three", per_player_count=False)
def specialists_balanced(game) -> bool | str:
    seen = {}
    for card in game.deck("specialists").cards:
        f = card.fields
        ratings = (f["stealth"], f["tech"], f["muscle"])
        if sum(ratings) != 4:
            return f"{card.name} rates {sum(ratings)} in all"
        if ratings in seen:
            return f"{card.name} rates as {seen[ratings]} does"
        seen[ratings] = card.name
    return True


@invariant("every room can be cracked by a specialist rated 3 with no gear on a roll of 6", per_player_count=False)
def rooms_crackable(game) -> bool | str:
    hard = [c.name for c in game.deck("rooms").cards if not cracks(6, 3, c.fields["lock"])]
    return True if not hard else f"too hard: {', '.join(hard)}"

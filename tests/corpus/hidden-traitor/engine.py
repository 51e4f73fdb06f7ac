"""Mutiny on the Marigold: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (5, 10)

# Mutineers hidden among the players, by player count.
MUTINEERS = {5: 2, 6: 2, 7: 3, 8: 3, 9: 3, 10: 4}

# Crew size on voyages 1 to 5, by player count.
CREW = {
    5: (2, 2, 3, 3, 3),
    6: (2, 3, 3, 3, 4),
    7: (2, 3, 3, 4, 4),
    8: (3, 3, 4, 4, 5),
    9: (3, 4, 4, 5, 5),
    10: (3, 4, 4, 5, 5),
}

VOYAGES = 5          # the most voyages a game can have
TO_WIN = 3           # voyages a side needs
STORM = 5            # crews voted down in a row that hand the ship to the mutiny


def _counts() -> range:
    return range(PLAYERS[0], PLAYERS[1] + 1)


@rule
def mutineers(players: int) -> int:
    """Mutineer cards dealt at this count."""
    return MUTINEERS[players]


@rule
def loyal_sailors(players: int) -> int:
    """Loyal sailors: everyone who is not a mutineer."""
    return players - MUTINEERS[players]


@rule
def crew_size(players: int, voyage: int) -> int:
    """How many crew badges the captain hands out on this voyage."""
    return CREW[players][voyage - 1]


@rule
def sabotage_needed(players: int, voyage: int = 4) -> int:
    """Sabotage cards it takes to wreck a voyage: two on the fourth voyage with seven or more players."""
    return 2 if voyage == 4 and players >= 7 else 1


@rule
def voyages_to_win(players: int | None = None) -> int:
    """Voyages a side needs to win (Safe Harbour for the crew, Wrecked for the mutiny)."""
    return TO_WIN


@rule
def voyages_at_most(players: int | None = None) -> int:
    """The longest game: one side must reach three within five voyages."""
    return VOYAGES


@rule
def storm_limit(players: int | None = None) -> int:
    """Crews voted down in a row that end the game in the mutiny's favour."""
    return STORM


@rule
def vote_cards_each(players: int | None = None) -> int:
    """Every player holds one Aye and one Nay."""
    return 2


@rule
def crew_approved(ayes: int, nays: int) -> bool:
    """A crew sails only when the Ayes outnumber the Nays; a tie is a rejection."""
    return ayes > nays


@rule
def voyage_wrecked(players: int, voyage: int, sabotage: int) -> bool:
    """Whether the Passage pile's Sabotage cards wreck the voyage."""
    return sabotage >= sabotage_needed(players, voyage)


@rule
def loyal_sailor_cards(players: int, variant: str | None = None) -> int:
    """Loyal Sailor cards dealt: one fewer when a Quartermaster sails among them."""
    return loyal_sailors(players) - quartermaster_cards(players, variant)


@rule
def quartermaster_cards(players: int, variant: str | None = None) -> int:
    """The Quartermaster card comes out in the Quartermaster variant only."""
    return 1 if variant == "quartermaster" else 0


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "roles": players,
        "roles/loyal-sailor": loyal_sailor_cards(players, variant),
        "roles/mutineer": mutineers(players),
        "roles/quartermaster": quartermaster_cards(players, variant),
        "votes": vote_cards_each() * players,
        "votes/aye": players,
        "votes/nay": players,
        "passage": 10,
        "logbook": 1,
        "captain-token": 1,
        "crew-badges": 5,
        "voyage-markers": VOYAGES,
        "storm-marker": 1,
    }


@invariant("one role card is dealt to each player", per_player_count=True)
def one_role_each(players: int, variant: str | None = None) -> bool | str:
    s = setup(players, variant)
    dealt = s["roles/loyal-sailor"] + s["roles/mutineer"] + s["roles/quartermaster"]
    return True if dealt == players else f"{dealt} role cards for {players} players"


@invariant("the loyal sailors always outnumber the mutineers")
def loyal_majority(players: int) -> bool:
    return loyal_sailors(players) > mutineers(players)


@invariant("no crew is the whole table, and every crew can hold a mutineer")
def crews_fit(players: int) -> bool:
    return all(1 < crew_size(players, v) < players for v in range(1, VOYAGES + 1))


@invariant("one side must reach three before the voyages run out", per_player_count=False)
def voyages_decide() -> bool:
    return voyages_to_win() * 2 - 1 == voyages_at_most()


@invariant("the Passage deck gives every crew member one card of each kind", per_player_count=False)
def passage_suffices(game) -> bool | str:
    biggest = max(max(CREW[p]) for p in _counts())
    counts = {c.id: c.count for c in game.deck("passage").cards}
    for card in ("steady-course", "sabotage"):
        if counts.get(card, 0) < biggest:
            return f"{card}: {counts.get(card, 0)} cards, the largest crew is {biggest}"
    return True


@invariant("the box holds a crew badge for every member of the largest crew", per_player_count=False)
def badges_suffice(game) -> bool | str:
    biggest = max(max(CREW[p]) for p in _counts())
    badges = next(c for c in game.inventory if c.id == "crew-badges")
    return True if badges.count >= biggest else f"{badges.count} badges, the largest crew is {biggest}"


@invariant("there is one voyage marker for every voyage", per_player_count=False)
def markers_match_voyages(game) -> bool | str:
    markers = next(c for c in game.inventory if c.id == "voyage-markers")
    return True if markers.count == voyages_at_most() else f"{markers.count} markers for {voyages_at_most()} voyages"


@invariant("the storm track has a space for every crew voted down", per_player_count=False)
def storm_track_long_enough(game) -> bool | str:
    track = next(t for t in game.maps[0].tracks if t.id == "storm")
    spaces = track.end - track.start + 1
    return True if spaces == storm_limit() else f"{spaces} storm spaces, the limit is {storm_limit()}"

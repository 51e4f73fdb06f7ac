"""Saga Chapters: The Last Beacon - the rules the tables print."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

CHAPTER_TITLES = ("The Gathering Dusk", "The Fen Road", "The Sunken Halls", "The Broken Crown", "The Last Beacon")
STARTING_DREAD = {1: 0, 2: 1, 3: 1, 4: 2, 5: 3}
DREAD_LIMIT = {1: 10, 2: 10, 3: 11, 4: 11, 5: 12}
GENTLE_EXTRA = 2
ENVELOPE_CARDS = {1: 2, 2: 2, 3: 3, 4: 2, 5: 2, 6: 1}
RANKS = ((35, "Legend"), (25, "Sung"), (15, "Remembered"), (0, "Forgotten"))
TOKENS_EACH = 20


# --- setup by player count ---------------------------------------------------------------

@rule
def hand_size(players: int = 2) -> int:
    """Deed cards dealt to each hero at the start of a chapter."""
    return {1: 6, 2: 5, 3: 4, 4: 4}[players]


@rule
def trail_size(players: int = 2) -> int:
    """Challenges face up on the Trail: two more than the heroes."""
    return players + 2


@rule
def actions_per_turn(players: int = 2) -> int:
    """A lone hero takes three actions, otherwise two."""
    return 3 if players == 1 else 2


@rule
def starting_supplies(players: int = 2) -> int:
    """Supplies in the pool when the campaign begins."""
    return 3 + players


@rule
def upkeep(players: int = 2) -> int:
    """Supplies paid before chapters 2 to 5: one per hero."""
    return players


@rule
def hand_limit(players: int | None = None) -> int:
    return 7


@rule
def supply_cap(players: int | None = None) -> int:
    """Most Supplies the campaign sheet carries into the next chapter."""
    return 12


# --- setup by chapter ------------------------------------------------------------------------

@rule
def starting_dread(chapter: int = 1) -> int:
    return STARTING_DREAD[chapter]


@rule
def dread_limit(chapter: int = 1, variant: str | None = None) -> int:
    return DREAD_LIMIT[chapter] + (GENTLE_EXTRA if variant == "gentle" else 0)


@rule
def challenges_to_clear(players: int = 2, chapter: int = 1) -> int:
    """Three more than the chapter's number, one more again with three or four heroes."""
    return chapter + 3 + (1 if players >= 3 else 0)


@rule
def chapters() -> int:
    return len(CHAPTER_TITLES)


@rule
def chapter_rows() -> list:
    """The campaign sheet's rows: one per chapter."""
    return [[f"{n}. {title}"] for n, title in enumerate(CHAPTER_TITLES, start=1)]


# --- the turn -----------------------------------------------------------------------------------

@rule
def fate(roll: int) -> str:
    if roll == 1:
        return "blight"
    if roll <= 4:
        return "quiet"
    return "windfall" if roll == 5 else "omen"


@rule
def dread_per_turn() -> int:
    """The Dread climbs one space at the end of every hero's turn."""
    return 1


@rule
def deeds_on_gather() -> int:
    return 2


@rule
def deeds_drawn_end_of_turn() -> int:
    return 1


@rule
def face_total(values: list) -> int:
    return sum(values)


@rule
def clears(values: list, difficulty: int) -> bool:
    return face_total(values) >= difficulty


# --- between chapters and the end ----------------------------------------------------------

@rule
def lost_chapter_supplies(supplies: int) -> int:
    """A lost chapter keeps half the Supplies, rounded down."""
    return supplies // 2


@rule
def carried_supplies(supplies: int) -> int:
    return min(supplies, supply_cap())


@rule
def points_per_chapter_won() -> int:
    return 3


@rule
def points_lost_per_scar() -> int:
    return 2


@rule
def supplies_per_saga_point() -> int:
    return 2


@rule
def epilogue_points() -> int:
    return 5


@rule
def saga_points(lore: int, won: int, supplies: int, scars: int, epilogue: int = 0) -> int:
    return (lore + points_per_chapter_won() * won + supplies // supplies_per_saga_point()
            - points_lost_per_scar() * scars + epilogue)


@rule
def saga_rank(points: int | str) -> str:
    if points == "35 or more":
        return "Legend"
    for floor, rank in RANKS:
        if points >= floor:
            return rank
    return "Forgotten"


@rule
def envelope_cards(envelope: int) -> int:
    return ENVELOPE_CARDS[envelope]


# --- what the table takes out of the box -------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """The first chapter's table. Later chapters swap chapter-1 for their own deck."""
    return {
        "deeds": 36,
        "chapter-1": 12,
        "chapter-2": 0,
        "chapter-3": 0,
        "chapter-4": 0,
        "chapter-5": 0,
        "envelopes": 0,
        "saga-board": 1,
        "hero-boards": 4,          # each player picks one hero from the four
        "campaign-pad": 1,
        "dread-marker": 1,
        "supply-tokens": TOKENS_EACH,
        "lore-tokens": TOKENS_EACH,
        "fate-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "deeds": {"hand": hand_size(players), "draw": deeds_drawn_end_of_turn()},
        "chapter-1": {"hand": trail_size(players), "draw": 1},
        "fate": {"dice": 1},
    }


# --- invariants ---------------------------------------------------------------------------------

@invariant("every hero can be dealt a full hand from the Deed deck")
def hands_fit(players: int, game) -> bool | str:
    deck = game.deck("deeds")
    need = hand_size(players) * players
    return True if deck.total > need else f"{need} Deed cards dealt from {deck.total}"


@invariant("each chapter deck holds enough challenges to win it", per_player_count=False)
def chapters_winnable(game) -> bool | str:
    for n in range(1, chapters() + 1):
        deck = game.deck(f"chapter-{n}")
        for players in game.players:
            if deck.total < challenges_to_clear(players, n) + 1:
                return f"chapter {n} has {deck.total} cards"
            if deck.total < trail_size(players):
                return f"chapter {n} cannot fill the Trail"
    return True


@invariant("the Dread always starts below its limit", per_player_count=False)
def dread_starts_low(game) -> bool:
    return all(starting_dread(n) < dread_limit(n) for n in range(1, chapters() + 1))


@invariant("each envelope holds the cards the table lists", per_player_count=False)
def envelopes_match(game) -> bool | str:
    deck = game.deck("envelopes")
    for envelope, count in ENVELOPE_CARDS.items():
        inside = sum(c.count for c in deck.cards if c.fields["envelope"] == envelope)
        if inside != count:
            return f"envelope {envelope} holds {inside} cards"
    return True


@invariant("the token supply covers the most Supplies a campaign carries", per_player_count=False)
def tokens_cover_cap(game) -> bool:
    tokens = next(c for c in game.inventory if c.id == "supply-tokens")
    return tokens.count >= supply_cap() and max(starting_supplies(p) for p in game.players) <= supply_cap()


@invariant("the chapter titles are the name set", per_player_count=False)
def titles_agree(game) -> bool:
    return tuple(game.names["chapters"]) == CHAPTER_TITLES

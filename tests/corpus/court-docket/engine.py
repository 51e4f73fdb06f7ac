"""Court Docket: the rules the tables, the board and the examples print."""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

JURY = 12                    # jurors in the box
VOTES_TO_WIN = 10            # votes one side needs for a verdict
MONTHS_PER_REPUTATION = 6    # a criminal sentence: 1 reputation per 6 months
DOLLARS_PER_REPUTATION = 5000  # a civil fine: 1 reputation per $5,000
OVERRULED_SWING = 1          # an overruled objection swings the jury 1 more vote
CASES = 18                   # Case cards in the docket
ARGUMENTS = 48               # Argument cards
REPUTATION_TOP = 40          # last space of the Reputation track

CONSTANTS = {
    "Jurors": JURY,
    "Votes for a verdict": VOTES_TO_WIN,
    "Cases in the docket": CASES,
    "Top of the Reputation track": REPUTATION_TOP,
}


@rule
def hand_size(players: int) -> int:
    """Cards in hand: dealt at setup and drawn back up to after every session."""
    return {2: 7, 3: 6, 4: 5}[players]


@rule
def consultants(players: int) -> int:
    """Players who neither prosecute nor defend in a session."""
    return players - 2


@rule
def gavels_each(players: int) -> int:
    """How many sessions each player prosecutes (holds the gavel)."""
    return {2: 4, 3: 3, 4: 2}[players]


@rule
def sessions(players: int) -> int:
    """Sessions in the game: the gavel goes round the table that many times."""
    return gavels_each(players) * players


@rule
def constant(what: str) -> int:
    return CONSTANTS[what]


@rule
def jury_size(players: int | None = None) -> int:
    return JURY


@rule
def votes_to_win(players: int | None = None) -> int:
    return VOTES_TO_WIN


@rule
def prosecution_mark() -> int:
    """The space of the jury track where the Prosecution has its verdict."""
    return VOTES_TO_WIN


@rule
def defence_mark() -> int:
    """The space of the jury track where the Defence has its verdict (10 votes of 12 are its)."""
    return JURY - VOTES_TO_WIN


@rule
def verdict(votes: int) -> str:
    """votes: jurors voting for the Prosecution (the jury marker's space)."""
    if votes >= VOTES_TO_WIN:
        return "Prosecution wins"
    if JURY - votes >= VOTES_TO_WIN:
        return "Defence wins"
    return "Hung jury"


@rule
def jury_after(start: int, moves: list) -> int:
    """Where the jury marker ends after these moves (up for the Prosecution), kept on 0-12."""
    votes = start
    for move in moves:
        votes = max(0, min(JURY, votes + move))
    return votes


@rule
def overruled_swing() -> int:
    return OVERRULED_SWING


def _dollars(dollars) -> int:
    if isinstance(dollars, int):
        return dollars
    return int(str(dollars).replace("$", "").replace(",", ""))


@rule
def reputation_for_sentence(months: int) -> int:
    return months // MONTHS_PER_REPUTATION


@rule
def reputation_for_fine(dollars) -> int:
    return _dollars(dollars) // DOLLARS_PER_REPUTATION


@rule
def consultant_share(reputation: int) -> int:
    """A consultant on the winning side scores half, rounded down."""
    return reputation // 2


@rule
def consultant_share_sentence(months: int) -> int:
    return consultant_share(reputation_for_sentence(months))


@rule
def consultant_share_fine(dollars) -> int:
    return consultant_share(reputation_for_fine(dollars))


@rule
def net_reputation(won: int, paid: int) -> int:
    return won - paid


@rule
def ruling(roll: int, reroll: int | None = None) -> str:
    if reroll is not None:
        return "sidebar-sustained" if reroll <= 3 else "sidebar-overruled"
    if roll <= 3:
        return "sustained"
    if roll <= 5:
        return "overruled"
    return "sidebar"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "courtroom-board": 1,
        "docket": CASES,
        "arguments": ARGUMENTS,
        "jury-marker": 1,
        "reputation-markers": players,
        "side-tokens": consultants(players),
        "gavel": 1,
        "ruling-die": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {
        "arguments": {"hand": hand_size(players), "draw": 1},
        "docket": {"draw": 1},
        "ruling": {"dice": 1},
    }


@invariant("the sessions share the gavel out evenly")
def gavel_even(players: int) -> bool:
    return sessions(players) % players == 0


@invariant("the argument deck deals every opening hand", per_player_count=False)
def hands_dealt(game) -> bool | str:
    deck = game.deck("arguments")
    need = hand_size(4) * 4
    return True if deck.total >= need else f"{deck.total} cards, {need} dealt"


@invariant("the docket holds as many cases as the engine counts", per_player_count=False)
def docket_size(game) -> bool | str:
    total = game.deck("docket").total
    return True if total == CASES else f"docket has {total}, engine says {CASES}"


@invariant("the argument deck holds as many cards as the engine counts", per_player_count=False)
def argument_size(game) -> bool | str:
    total = game.deck("arguments").total
    return True if total == ARGUMENTS else f"deck has {total}, engine says {ARGUMENTS}"


@invariant("every case prints the reputation its stakes are worth", per_player_count=False)
def case_reputation(game) -> bool | str:
    for card in game.deck("docket").cards:
        f = card.fields
        if f["kind"] == "Criminal":
            if f["months"] is None or f["fine"] is not None:
                return f"{card.name}: a criminal case has a sentence and no fine"
            worth = reputation_for_sentence(f["months"])
        else:
            if f["fine"] is None or f["months"] is not None:
                return f"{card.name}: a civil case has a fine and no sentence"
            worth = reputation_for_fine(f["fine"])
        if f["reputation"] != worth:
            return f"{card.name}: prints {f['reputation']} reputation, stakes give {worth}"
    return True


@invariant("every case calls 2 to 4 witnesses and opens with the jury undecided", per_player_count=False)
def case_shape(game) -> bool | str:
    for card in game.deck("docket").cards:
        f = card.fields
        if not 2 <= len(f["witnesses"]) <= 4:
            return f"{card.name} calls {len(f['witnesses'])} witnesses"
        if verdict(f["lean"]) != "Hung jury":
            return f"{card.name} opens the jury at a verdict"
    return True


@invariant("the box holds a side token for every consultant")
def side_tokens_suffice(players: int, game) -> bool:
    tokens = next(c for c in game.inventory if c.id == "side-tokens")
    return tokens.count >= consultants(players)

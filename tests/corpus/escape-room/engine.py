"""The Clockmaker's Vault: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

START_MINUTES = 60

ACTION_MINUTES = {"Explore": 1, "Combine": 1, "Try a code": 1}
FAILURE_PENALTY = {"Explore": None, "Combine": 2, "Try a code": 3}

# Lowest minutes left for each rank, best first.
RANK_FLOORS = [("Master", 30), ("Locksmith", 20), ("Journeyman", 10), ("Apprentice", 1), ("Locked In", 0)]
STARS = {"Master": 4, "Locksmith": 3, "Journeyman": 2, "Apprentice": 1, "Locked In": 0}


@rule
def starting_minutes(players: int | None = None) -> int:
    """The time marker starts on 60 at every player count."""
    return START_MINUTES


@rule
def free_hints(players: int = 1) -> int:
    """Hints that cost no time: a lone player needs more help than a table of four."""
    return {1: 2, 2: 1}.get(players, 0)


@rule
def action_minutes(action: str) -> int:
    """Minutes every action costs, whether it works or not."""
    return ACTION_MINUTES[action]


@rule
def failure_penalty(action: str) -> int | None:
    """Extra minutes lost when an action fails (an Explore cannot fail)."""
    return FAILURE_PENALTY[action]


@rule
def hint_minutes(hint: int | str) -> int:
    """Minutes the nth hint of the game costs (counting free hints too)."""
    if hint == "4 or more":
        return 5
    return {1: 2, 2: 3, 3: 4}.get(int(hint), 5)


@rule
def hints_cost(players: int, hints: int) -> int:
    """Minutes a team loses for `hints` hints, its free hints first."""
    free = free_hints(players)
    return sum(hint_minutes(n) for n in range(1, hints + 1) if n > free)


@rule
def minutes_left(players: int, explores: int, combines: int, failed_combines: int,
                 codes: int, wrong_codes: int, hints: int) -> int:
    """What is left on the timer after a game's actions, never below 0."""
    spent = (explores * action_minutes("Explore")
             + combines * action_minutes("Combine")
             + failed_combines * failure_penalty("Combine")
             + codes * action_minutes("Try a code")
             + wrong_codes * failure_penalty("Try a code")
             + hints_cost(players, hints))
    return max(0, START_MINUTES - spent)


@rule
def rank(minutes: int) -> str:
    """The team's rank for the minutes left when the Vault Door opens."""
    for name, floor in RANK_FLOORS:
        if minutes >= floor:
            return name
    return "Locked In"


@rule
def stars(minutes: int) -> int:
    return STARS[rank(minutes)]


@rule
def rank_floor(rank: str) -> int:
    """The fewest minutes left that still earn this rank."""
    return dict(RANK_FLOORS)[rank]


@rule
def fewest_minutes_spent() -> int:
    """A perfect game: 15 Explores, 2 Combines and 5 codes, nothing failed, no hint."""
    return 15 * ACTION_MINUTES["Explore"] + 2 * ACTION_MINUTES["Combine"] + 5 * ACTION_MINUTES["Try a code"]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "clues": 22,
        "answers": 9,
        "hints": 5,
        "timer-board": 1,
        "time-marker": 1,
        "hint-marker": 1,
        "player-aids": players,
        "notes-pad": 1,
        "pencils": players,
    }


@invariant("only the intended pairs of Objects add up to a card's number", per_player_count=False)
def combines_are_clean(game) -> bool | str:
    cards = game.deck("clues").cards
    numbers = {c.fields["number"]: c for c in cards}
    objects = [c for c in cards if c.fields["kind"] == "Object"]
    hits = set()
    for i, a in enumerate(objects):
        for b in objects[i + 1:]:
            total = a.fields["number"] + b.fields["number"]
            if total in numbers:
                hits.add(total)
    wanted = {c.fields["number"] for c in cards if c.fields["combined"]}
    if hits != wanted:
        return f"object sums reach {sorted(hits)} but the combined cards are {sorted(wanted)}"
    return True


@invariant("every code opens a padlock of as many digits as the code has", per_player_count=False)
def codes_fit_padlocks(game) -> bool | str:
    padlocks = {c.name: c.fields["digits"] for c in game.deck("clues").cards if c.fields["kind"] == "Padlock"}
    for card in game.deck("answers").cards:
        opens = card.fields["opens"]
        if opens and padlocks.get(opens) != len(card.fields["code"]):
            return f"{card.name} opens {opens}, which takes {padlocks.get(opens)} digits"
    return True


@invariant("every answer card reveals a card that exists", per_player_count=False)
def reveals_exist(game) -> bool | str:
    numbers = {c.fields["number"] for c in game.deck("clues").cards}
    for card in game.deck("answers").cards:
        reveal = card.fields["reveal"]
        if reveal is not None and reveal not in numbers:
            return f"{card.name} reveals card {reveal}, which the clue deck lacks"
    return True


@invariant("the decks setup() lays out are the whole decks", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    laid = setup(1)
    for deck in ("clues", "answers", "hints"):
        if laid[deck] != game.deck(deck).total:
            return f"setup lays out {laid[deck]} {deck} but the deck has {game.deck(deck).total}"
    return True

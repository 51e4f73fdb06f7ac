"""Engine model of Fish Pairs.

Thirteen sea creatures, four cards of each. Players ask one another for a
creature; a miss means "Go fish!" and a draw from the pond. Four of a kind
are laid down for shell tokens. The cooperative Shark Race variant races the
table against a shark on the shark board.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)            # the same range as `players` in game.yaml

CREATURES = 13              # kinds of creature in the deck
SET_SIZE = 4                # cards of each creature; four of a kind is a set
DECK = CREATURES * SET_SIZE
RARE_SET = "Pearl Oyster"   # the one set that scores more
CONSTANTS = {
    "Cards in a set": SET_SIZE,
    "Shells for a set": 1,
    "Shells for the Pearl Oyster set": 2,
    "Cards drawn when you go fish": 1,
}


@rule
def hand_size(players: int) -> int:
    """Cards dealt to each player: fewer as more hands share the deck."""
    return 9 - players


@rule
def pond_size(players: int) -> int:
    """Cards left face down in the pond after the deal."""
    return DECK - hand_size(players) * players


@rule
def constant(what: str) -> int:
    """Numbers that never change with the player count."""
    return CONSTANTS[what]


@rule
def shark_start(players: int, variant: str | None = "shark-race") -> int:
    """Shark Race: the space the shark starts on. More hands mean fewer misses,
    so the shark starts closer to the reef."""
    return players - 2


@rule
def shark_reef(players: int, variant: str | None = "shark-race") -> int:
    """Shark Race: the last space of the track; the shark there means everyone loses."""
    return 12


@rule
def set_shells(creature: str) -> int:
    """Shell tokens a completed set of this creature scores."""
    return 2 if creature == RARE_SET else 1


@rule
def shells_scored(sets: list) -> int:
    """A player's score: the shells of every set they laid down."""
    return sum(set_shells(c) for c in sets)


@rule
def cards_after_ask(held: int, given: int) -> int:
    """Cards of the asked-for creature in the asker's hand after a yes."""
    return held + given


@rule
def lays_down(held: int) -> bool:
    """Whether the asker now has a full set to lay down."""
    return held == SET_SIZE


@rule
def asks_again(asked: str, got: str) -> bool:
    """Whether the turn goes on: the asked player handed cards over ('yes'),
    or the card drawn from the pond is the creature asked for."""
    return got in ("yes", asked)


@rule
def winners(scores: dict) -> list:
    """Who has the most shells (a tie shares the win), in name order."""
    best = max(scores.values())
    return sorted(name for name, s in scores.items() if s == best)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this player count takes out of the box."""
    coop = variant == "shark-race"
    return {
        "creatures": DECK,
        "pictures": 13 if variant == "point-and-ask" else 0,
        "shell-tokens": 0 if coop else 14,
        "shark-board": 1 if coop else 0,
        "shark-pawn": 1 if coop else 0,
    }


@invariant("the deal leaves cards in the pond to fish from")
def pond_not_empty(players: int) -> bool | str:
    left = pond_size(players)
    return True if left >= 10 else f"only {left} cards left in the pond"


@invariant("the creature deck is thirteen creatures of four cards each", per_player_count=False)
def deck_is_sets(game) -> bool | str:
    deck = game.deck("creatures")
    if len(deck.cards) != CREATURES:
        return f"{len(deck.cards)} creatures, not {CREATURES}"
    odd = [c.name for c in deck.cards if c.count != SET_SIZE]
    return True if not odd else f"not four cards: {', '.join(odd)}"


@invariant("each card's shells agree with the engine's set score", per_player_count=False)
def shells_agree(game) -> bool | str:
    wrong = [c.name for c in game.deck("creatures").cards if c.fields["shells"] != set_shells(c.name)]
    return True if not wrong else f"shells differ: {', '.join(wrong)}"


@invariant("the box holds a shell token for every shell the sets can score", per_player_count=False)
def enough_shells(game) -> bool | str:
    need = sum(c.fields["shells"] for c in game.deck("creatures").cards)
    have = next(c.count for c in game.inventory if c.id == "shell-tokens")
    return True if have >= need else f"{have} shell tokens for {need} shells"


@invariant("there is a picture card for every creature", per_player_count=False)
def pictures_cover(game) -> bool | str:
    creatures = {c.name for c in game.deck("creatures").cards}
    pictured = {c.fields["creature"] for c in game.deck("pictures").cards}
    missing = sorted(creatures - pictured)
    return True if not missing else f"no picture card: {', '.join(missing)}"

"""X Marks the Hand: the rules the tables and examples print, as small functions."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

DECK_SIZE = 50          # the Spell deck, held to the CSV by an invariant
WARD_IN_BOX = 40        # Ward tokens in the box, held to game.yaml by an invariant


# --- setup -----------------------------------------------------------------

@rule
def cards_dealt(players: int = 2, variant: str | None = None) -> int:
    """Opening hand: a duel deals one card more, since nobody else takes a turn between yours."""
    return 6 if players == 2 else 5


@rule
def starting_health(players: int = 2, variant: str | None = None) -> int:
    """Everyone starts on 20 (on 12 in the quick game)."""
    return 12 if variant == "quick" else 20


@rule
def ward_supply(players: int = 2) -> int:
    """Ten Ward tokens per player go into the supply."""
    return 10 * players


# --- every turn ------------------------------------------------------------

@rule
def focus_per_turn(players: int | None = None) -> int:
    return 3


@rule
def cards_drawn(players: int | None = None) -> int:
    """Cards drawn in the Draw step."""
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    return 7


@rule
def max_health(players: int | None = None) -> int:
    return 20


@rule
def knockout_draw(players: int | None = None) -> int:
    """Cards drawn by whoever knocks a player out."""
    return 2


@rule
def health_spaces() -> list[int]:
    """The numbers printed on the health board, 20 down to 0, in reading order."""
    return list(range(max_health(), -1, -1))


# --- working out X -----------------------------------------------------------

@rule
def hand_x(held: int) -> int:
    """X for 'cards in your hand': the card played has already left the hand."""
    return max(0, held - 1)


@rule
def chain_x(played_before: int) -> int:
    """X for Crescendo: the cards played this turn, this one included."""
    return played_before + 1


@rule
def backlash_x(health: int | str, start: int = 20) -> int:
    """X for Backlash: half the health lost, rounded down."""
    return (start - int(health)) // 2


@rule
def surge_x(focus: int) -> int:
    """X for Surge: twice the Focus it spends."""
    return 2 * focus


@rule
def focus_left(spent: int, gained: int = 0) -> int:
    """Focus left this turn after spending some and gaining some (Channel)."""
    return focus_per_turn() - spent + gained


# --- damage, Ward and health ------------------------------------------------

@rule
def health_after(health: int, damage: int, ward: int = 0) -> int:
    """Ward soaks up damage one for one; the rest comes off health, never below 0."""
    through = max(0, damage - ward)
    return max(0, health - through)


@rule
def healed(health: int, gain: int) -> int:
    """Health after gaining some: never above the most health."""
    return min(max_health(), health + gain)


# --- what a game takes out of the box ---------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "spells": DECK_SIZE,
        "health-boards": players,
        "health-markers": players,
        "ward-tokens": ward_supply(players),
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"spells": {"hand": cards_dealt(players, variant), "draw": cards_drawn(players)}}


# --- invariants --------------------------------------------------------------

@invariant("the engine's deck size is the Spell deck's", per_player_count=False)
def deck_size_matches(game) -> bool | str:
    total = game.deck("spells").total
    return True if total == DECK_SIZE else f"the deck holds {total}, the engine says {DECK_SIZE}"


@invariant("the box holds the Ward tokens the engine counts on", per_player_count=False)
def ward_box_matches(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "ward-tokens")
    return True if line.count == WARD_IN_BOX else f"the box holds {line.count}, the engine says {WARD_IN_BOX}"


@invariant("the supply of Ward tokens fits in the box")
def ward_fits(players: int) -> bool:
    return ward_supply(players) <= WARD_IN_BOX


@invariant("the opening hands leave cards to draw")
def deck_deals(players: int) -> bool:
    return cards_dealt(players) * players + cards_drawn() * players <= DECK_SIZE


@invariant("an opening hand is within the hand limit")
def hand_within_limit(players: int) -> bool:
    return cards_dealt(players) <= hand_limit()


@invariant("every card costs no more than a turn's Focus", per_player_count=False)
def cards_affordable(game) -> bool | str:
    dear = [c.name for c in game.deck("spells").cards if c.fields["cost"] > focus_per_turn()]
    return True if not dear else f"too costly: {', '.join(dear)}"


@invariant("a card with an X has no fixed amount of the same effect", per_player_count=False)
def x_cards_have_no_fixed_amount(game) -> bool | str:
    for c in game.deck("spells").cards:
        if c.fields["x"]:
            fixed = [col for col in ("damage", "heal", "ward", "draw", "focus") if c.fields[col] is not None]
            if fixed:
                return f"{c.name} has X and a fixed {fixed[0]}"
            if "X" not in c.fields["text"]:
                return f"{c.name} has an X column but its text names no X"
    return True

"""Engine model of Duel of Crowns.

Two sides face each other, whatever the number of players: at two players each
side is one player; at three, a lone Regent faces a pair; at four, two pairs.
The functions below are the numbers the rulebook and the quick reference print.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

DECK_SIZE = 30
MANA_CAP = 10
HAND_LIMIT = 10
HERO_POWER_COST = 2


@rule
def sides() -> int:
    """There are always two sides, however many sit at the table."""
    return 2


@rule
def starting_life(players: int) -> int:
    """Life each side starts with. Team games run longer and hit harder."""
    return 20 if players == 2 else 25


@rule
def side_draw(players: int) -> int:
    """Cards a side draws at the start of each of its turns (one per hand it holds)."""
    return 1 if players == 2 else 2


@rule
def opening_hand(players: int, first: bool) -> int:
    """Cards a whole side is dealt to open. The side going first is dealt one
    card fewer per hand; at three or four players a side holds two hands'
    worth (a pair splits it evenly, the Regent keeps it all)."""
    per_hand = 3 if first else 4
    return per_hand * side_draw(players)


@rule
def mulligans() -> int:
    """How many times a hand may be sent back and redrawn before the first turn."""
    return 1


@rule
def hand_limit() -> int:
    """Cards one player may keep at the end of their side's turn."""
    return HAND_LIMIT


@rule
def mana_cap() -> int:
    return MANA_CAP


@rule
def mana_on_turn(turn: int) -> int:
    """Mana crystals a side has on its own turn number `turn` (one new crystal a turn, up to the cap)."""
    return min(turn, MANA_CAP)


@rule
def crown_favour_mana() -> int:
    """Extra mana the Crown Favour gives, once, to the side going second."""
    return 1


@rule
def mana_with_favour(turn: int) -> int:
    """Mana the side going second has on a turn when it spends the Crown Favour."""
    return mana_on_turn(turn) + crown_favour_mana()


@rule
def hero_power_cost() -> int:
    return HERO_POWER_COST


@rule
def fatigue_damage(draw: int) -> int:
    """Life lost on the n-th draw from an empty deck: 1, then 2, then 3..."""
    return draw


@rule
def fatigue_total(draws: int) -> int:
    """Life lost to fatigue altogether after that many draws from an empty deck."""
    return sum(fatigue_damage(d) for d in range(1, draws + 1))


@rule
def health_after(health: int, damage: int) -> int:
    """Health a creature has left after taking damage (0 means it is destroyed)."""
    return max(0, health - damage)


@rule
def deck_size() -> int:
    return DECK_SIZE


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "ember": DECK_SIZE,
        "thorn": DECK_SIZE,
        "hero-boards": 2,
        "mana-crystals": 2 * MANA_CAP,
        "wound-markers": 30,
        "saplings": 12,
        "crown-favour": 1,
        "life-ledger": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    hand = opening_hand(players, first=False) // side_draw(players)
    return {"ember": {"hand": hand, "draw": 1, "turns": 10},
            "thorn": {"hand": hand, "draw": 1, "turns": 10}}


@invariant("each faction deck holds exactly the deck size", per_player_count=False)
def decks_are_thirty(game) -> bool | str:
    wrong = [d.name for d in game.decks if sum(c.count for c in d.cards) != DECK_SIZE]
    return True if not wrong else f"not {DECK_SIZE} cards: {', '.join(wrong)}"


@invariant("creatures have attack and health, spells have neither", per_player_count=False)
def creatures_have_stats(game) -> bool | str:
    bad = []
    for deck in game.decks:
        for card in deck.cards:
            f = card.fields
            has = f["attack"] is not None and f["health"] is not None
            if (f["kind"] == "Creature") != has:
                bad.append(card.name)
    return True if not bad else f"stats do not fit the kind: {', '.join(bad)}"


@invariant("no card costs more than the mana cap", per_player_count=False)
def every_card_is_castable(game) -> bool | str:
    dear = [c.name for d in game.decks for c in d.cards if c.fields["cost"] > MANA_CAP]
    return True if not dear else f"above the cap: {', '.join(dear)}"


@invariant("the hero powers cost what the engine says", per_player_count=False)
def hero_powers_priced(game) -> bool | str:
    wrong = [c.name for c in game.costs if c.group == "hero-powers"
             and sum(i.amount for i in c.items) != HERO_POWER_COST]
    return True if not wrong else f"hero power priced differently: {', '.join(wrong)}"


@invariant("a side can draw for ten turns before fatigue")
def ten_turns_before_fatigue(players: int) -> bool:
    return DECK_SIZE - opening_hand(players, first=False) >= 10 * side_draw(players)


@invariant("the box holds a crystal for every mana a side can have", per_player_count=False)
def enough_crystals(game) -> bool:
    crystals = next(c for c in game.inventory if c.id == "mana-crystals")
    return crystals.count >= 2 * MANA_CAP

"""Engine model of Crypt Delve: the numbers the rulebook, tables and examples print."""
from generator.engine import invariant, rule

PLAYERS = (1, 4)

DEPTHS = (1, 2, 3)
KNACK_DECK = 30          # every Knack card is shuffled into the draw pile
DELVER_CARDS = 4         # the pool players choose their delvers from
WOUND_TOKENS = 30
OIL_TOKENS = 20
SILVER_TOKENS = 30


@rule
def delvers_in_play(players: int) -> int:
    """One delver per player; a lone player takes two."""
    return max(2, players)


@rule
def hand_size(players: int) -> int:
    """Knack cards each delver holds, drawn back up to at the end of every round."""
    return 5 if players <= 2 else 4


@rule
def starting_oil(players: int, variant: str | None = None) -> int:
    """Oil in the Lantern at the start: 4, plus 2 for each delver."""
    oil = 4 + 2 * delvers_in_play(players)
    if variant == "candle-end":
        oil -= 2
    return oil


@rule
def chambers_per_depth(players: int) -> int:
    """Face-down chambers dealt for each of the three depths."""
    return 4 if players <= 2 else 5


@rule
def crypt_cards_dealt(players: int) -> int:
    """Crypt cards laid in the row at setup, the Hollow Abbot included."""
    return len(DEPTHS) * chambers_per_depth(players)


@rule
def oil_burned(depth: int) -> int:
    """Oil the Lantern burns in the Lantern phase at this depth."""
    return 2 if depth == 3 else 1


@rule
def bite_bonus(depth: int) -> int:
    """Extra wounds every Foe's bite deals at this depth."""
    return depth - 1


@rule
def knacks_per_strike(players: int | None = None) -> int:
    """The most Knack cards a delver may play in one strike."""
    return 3


@rule
def lantern_bonus(players: int | None = None) -> int:
    """Extra damage of a strike made in the Lantern's chamber."""
    return 1


@rule
def points_per_delver(players: int | None = None) -> int:
    """Points for each delver still standing when the Hollow Abbot falls."""
    return 3


@rule
def strike_damage(might: list, edge: int = 0, lit: bool = False) -> int:
    """One delver's strike: the might of the Knack cards played, the delver's edge, the Lantern's bonus."""
    if len(might) > knacks_per_strike():
        raise ValueError(f"{len(might)} Knack cards played; at most {knacks_per_strike()}")
    return sum(might) + edge + (lantern_bonus() if lit else 0)


@rule
def ward_left(ward: int, damage: int) -> int:
    """Ward a Foe has left after this much damage; 0 means it is laid to rest."""
    return max(0, ward - damage)


@rule
def wounds_taken(bite: int, depth: int, guard: int = 0) -> int:
    """Wounds one Foe's bite deals a delver: its bite, plus the depth's extra, less the delver's guard."""
    return max(0, bite + bite_bonus(depth) - guard)


@rule
def delver_stands(vigour: int, wounds: int) -> bool:
    """A delver falls when their wounds reach their vigour."""
    return wounds < vigour


@rule
def oil_after_round(oil: int, depth: int, draught: bool = False) -> int:
    """Oil left after the Lantern phase and, on a Draught, the Gloom phase."""
    return max(0, oil - oil_burned(depth) - (1 if draught else 0))


@rule
def final_score(silver: int, oil: int, standing: int) -> int:
    """The party's score when the Hollow Abbot falls."""
    return silver + oil + points_per_delver() * standing


@rule
def gloom(roll: int) -> str:
    """The Gloom die's result for a roll."""
    if roll == 1:
        return "stir"
    if roll == 5:
        return "draught"
    if roll == 6:
        return "echo"
    return "hush"


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "crypt": crypt_cards_dealt(players),
        "crypt/hollow-abbot": 1,
        "knacks": KNACK_DECK,
        "delvers": DELVER_CARDS,
        "wound-tokens": WOUND_TOKENS,
        "oil-tokens": OIL_TOKENS,
        "silver-tokens": SILVER_TOKENS,
        "lantern": 1,
        "gloom-die": 1,
    }


@invariant("the box counts the engine's setup writes are the box's", per_player_count=False)
def whole_supplies_come_out(game) -> bool | str:
    box = {c.id: c.count for c in game.inventory}
    want = {"knack-cards": KNACK_DECK, "delver-cards": DELVER_CARDS, "wound-tokens": WOUND_TOKENS,
            "oil-tokens": OIL_TOKENS, "silver-tokens": SILVER_TOKENS}
    wrong = [k for k, v in want.items() if box.get(k) != v]
    return True if not wrong else "engine and box disagree on " + ", ".join(wrong)


@invariant("there are Oil tokens for the Lantern's starting Oil")
def oil_tokens_suffice(players: int) -> bool:
    return OIL_TOKENS >= starting_oil(players)


@invariant("every depth has enough Crypt cards for its chambers", per_player_count=False)
def depths_fill(game) -> bool | str:
    most = max(chambers_per_depth(p) for p in range(PLAYERS[0], PLAYERS[1] + 1))
    for depth in DEPTHS:
        cards = sum(c.count for c in game.deck("crypt").cards
                    if c.fields["depth"] == depth and c.id != "hollow-abbot")
        needed = most - 1 if depth == 3 else most
        if cards < needed:
            return f"depth {depth} has {cards} cards, {needed} needed"
    return True


@invariant("the Hollow Abbot is the one depth-3 Foe that ends the game", per_player_count=False)
def one_abbot(game) -> bool | str:
    abbots = [c for c in game.deck("crypt").cards if c.id == "hollow-abbot"]
    if len(abbots) != 1 or abbots[0].count != 1:
        return "the deck needs exactly one Hollow Abbot"
    abbot = abbots[0]
    return True if abbot.fields["depth"] == 3 and abbot.fields["kind"] == "Foe" else "the Abbot must be a depth-3 Foe"


@invariant("every Foe has a ward and a bite, every Snare a bite", per_player_count=False)
def crypt_cards_complete(game) -> bool | str:
    for card in game.deck("crypt").cards:
        kind = card.fields["kind"]
        if kind == "Foe" and (card.fields["ward"] is None or card.fields["bite"] is None):
            return f"{card.name} lacks its ward or bite"
        if kind == "Snare" and card.fields["bite"] is None:
            return f"{card.name} lacks its bite"
    return True


@invariant("the Knack deck deals every hand and leaves a draw pile of at least 10")
def knacks_suffice(players: int) -> bool | str:
    left = KNACK_DECK - hand_size(players) * delvers_in_play(players)
    return True if left >= 10 else f"only {left} Knack cards left to draw"

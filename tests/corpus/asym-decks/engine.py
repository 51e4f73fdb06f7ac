"""Throne and Torch: the rules the tables print, and the checks that hold them to the cards."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

# Each side's own numbers: the heart of the asymmetry.
SIDES = {
    "Crown": {
        "deck": "crown",
        "size": 26,
        "hand": 6,
        "draw": 1,
        "placed": 3,
        "limit": 8,
        "tokens": 3,
        "empty": "Shuffle your discards into a new deck",
    },
    "Rebels": {
        "deck": "rebels",
        "size": 18,
        "hand": 4,
        "draw": 2,
        "placed": 2,
        "limit": 5,
        "tokens": 1,
        "empty": "Draw nothing more",
    },
}

# province -> (ward, hold)
PROVINCES = {"Harbour": (0, 5), "Granary": (1, 6), "Citadel": (2, 7)}

ROUNDS = 8
SHORT_WAR_ROUNDS = 6
FALLS_TO_WIN = 2
UNREST_SUPPLY = 20
POWER_TOKENS_EACH = 8  # Favour tokens, and as many Zeal tokens

FIREBRAND_EXTRA = 1  # more Unrest when the Rebels win the clash
SABOTEUR_EXTRA = 2  # Unrest whether the Rebels win or lose


def _side(side: str) -> dict:
    if side not in SIDES:
        raise ValueError(f"unknown side {side!r}")
    return SIDES[side]


@rule
def deck_size(side: str) -> int:
    """Cards in the side's deck."""
    return _side(side)["size"]


@rule
def starting_hand(side: str) -> int:
    """Cards the side draws before the first round."""
    return _side(side)["hand"]


@rule
def cards_drawn(side: str) -> int:
    """Cards the side draws at each Muster."""
    return _side(side)["draw"]


@rule
def cards_placed(side: str) -> int:
    """Most cards the side may place in one round (the Crown at most one per province)."""
    return _side(side)["placed"]


@rule
def hand_limit(side: str) -> int:
    """Cards the side may keep at the end of the Reckoning."""
    return _side(side)["limit"]


@rule
def starting_tokens(side: str) -> int:
    """Favour for the Crown, Zeal for the Rebels, at the start."""
    return _side(side)["tokens"]


@rule
def deck_runs_out(side: str) -> str:
    """What the side does when it must draw from an empty deck."""
    return _side(side)["empty"]


@rule
def ward(province: str) -> int:
    """The province's own defence in every clash there."""
    return PROVINCES[province][0]


@rule
def hold(province: str) -> int:
    """Unrest at which the province falls."""
    return PROVINCES[province][1]


@rule
def rounds(players: int = 2, variant: str | None = None) -> int:
    """Rounds the Crown must hold out."""
    return SHORT_WAR_ROUNDS if variant == "short-war" else ROUNDS


@rule
def provinces_to_win(players: int = 2) -> int:
    """Fallen provinces that win the game for the Rebels."""
    return FALLS_TO_WIN


@rule
def unrest_supply(players: int = 2) -> int:
    """Unrest tokens in the supply."""
    return UNREST_SUPPLY


@rule
def defence(crown: list, province: str) -> int:
    """The Crown's strength at a clash: its cards there plus the province's Ward."""
    return sum(crown) + ward(province)


@rule
def unrest_gained(attack: int, defence: int) -> int:
    """Unrest a won clash lays on the province: the margin of the Rebels' win."""
    return max(0, attack - defence)


@rule
def clash_unrest(attack: int, defence: int, firebrands: int = 0, saboteurs: int = 0) -> int:
    """All the Unrest one clash lays down, with the Firebrands' and Saboteurs' extras."""
    won = attack > defence
    total = unrest_gained(attack, defence)
    if won:
        total += FIREBRAND_EXTRA * firebrands
    total += SABOTEUR_EXTRA * saboteurs
    return total


@rule
def province_falls(province: str, unrest: int) -> bool:
    """Whether a province with this much Unrest falls at the Reckoning."""
    return unrest >= hold(province)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything comes out of the box: both decks, the provinces, the board and every token."""
    return {
        "crown": deck_size("Crown"),
        "rebels": deck_size("Rebels"),
        "provinces": len(PROVINCES),
        "realm-board": 1,
        "unrest-tokens": UNREST_SUPPLY,
        "favour-tokens": POWER_TOKENS_EACH,
        "zeal-tokens": POWER_TOKENS_EACH,
        "round-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    """Each deck belongs to one side only."""
    return {
        "crown": {"hand": starting_hand("Crown"), "draw": cards_drawn("Crown"), "holders": 1},
        "rebels": {"hand": starting_hand("Rebels"), "draw": cards_drawn("Rebels"), "holders": 1},
    }


@invariant("each side's deck holds the cards its rule says", per_player_count=False)
def decks_match(game) -> bool | str:
    for side, data in SIDES.items():
        deck = game.deck(data["deck"])
        if deck.total != data["size"]:
            return f"{side}: the deck has {deck.total} cards, the rules say {data['size']}"
    return True


@invariant("each Province card prints the Ward and Hold the rules use", per_player_count=False)
def provinces_match(game) -> bool | str:
    cards = {c.name: c for c in game.deck("provinces").cards}
    if set(cards) != set(PROVINCES):
        return f"province cards {sorted(cards)} differ from {sorted(PROVINCES)}"
    for name, (w, h) in PROVINCES.items():
        card = cards[name]
        if card.fields["ward"] != w or card.fields["hold"] != h:
            return f"{name} prints ward {card.fields['ward']} and hold {card.fields['hold']}"
    return True


@invariant("the Firebrand's and Saboteur's Unrest match the clash rule", per_player_count=False)
def rebel_extras_match(game) -> bool | str:
    cards = {c.id: c for c in game.deck("rebels").cards}
    if cards["firebrand"].fields["unrest"] != FIREBRAND_EXTRA:
        return "Firebrand's unrest differs from the clash rule"
    if cards["saboteur"].fields["unrest"] != SABOTEUR_EXTRA:
        return "Saboteur's unrest differs from the clash rule"
    return True


@invariant("each side can draw its starting hand and still have a deck", per_player_count=False)
def hands_fit(game) -> bool | str:
    for side, data in SIDES.items():
        if data["hand"] >= data["size"] or data["hand"] > data["limit"]:
            return f"{side}: a starting hand of {data['hand']} does not fit"
    return True


@invariant("the supply holds enough Unrest to topple every province", per_player_count=False)
def unrest_enough(game) -> bool | str:
    need = sum(h for _, h in PROVINCES.values())
    line = next(c for c in game.inventory if c.id == "unrest-tokens")
    if line.count != UNREST_SUPPLY or line.count < need:
        return f"{line.count} Unrest tokens, {need} needed"
    return True


@invariant("the power tokens cover both sides' starting tokens", per_player_count=False)
def power_tokens_enough(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts["favour-tokens"] != POWER_TOKENS_EACH or counts["zeal-tokens"] != POWER_TOKENS_EACH:
        return "the box's Favour or Zeal tokens differ from the engine"
    if starting_tokens("Crown") > POWER_TOKENS_EACH or starting_tokens("Rebels") > POWER_TOKENS_EACH:
        return "too few power tokens for the start"
    return True

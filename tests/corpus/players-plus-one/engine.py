"""Harbour Charters: the rules the printed tables and the rulebook state.

Every number of the game is a relation to the player count: the display holds
one charter more than there are players, a hand is twice the players, and you
keep as many goods between rounds as there are players.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

LONG_VOYAGE = "long-voyage"


@rule
def charters_on_display(players: int = 2) -> int:
    """Face-up charters on the display: one more than the players."""
    return players + 1


@rule
def hand_size(players: int = 2) -> int:
    """Goods cards dealt to each player at the start of a round: twice the players."""
    return 2 * players


@rule
def cards_dealt(players: int = 2) -> int:
    """Goods cards dealt to the whole table in one round."""
    return players * hand_size(players)


@rule
def rounds(players: int = 2, variant: str | None = None) -> int:
    """Rounds in a game: six less the players (one more in the Long Voyage)."""
    extra = 1 if variant == LONG_VOYAGE else 0
    return 6 - players + extra


@rule
def goods_kept(players: int = 2) -> int:
    """Goods cards a player may keep from one round to the next: as many as the players."""
    return players


@rule
def pass_direction(round: int) -> str:
    """Hands go left in odd rounds, right in even ones."""
    return "left" if round % 2 == 1 else "right"


@rule
def variety_bonus(kinds: int) -> int:
    """Points a charter earns on top of its crates for needing several different goods."""
    return kinds - 1


@rule
def charter_points(crates: int, kinds: int) -> int:
    """A charter's printed points: one per crate it needs, plus the variety bonus."""
    return crates + variety_bonus(kinds)


@rule
def seal_points() -> int:
    """What one Seal on a claimed charter is worth at the end."""
    return 1


@rule
def claim_value(points: int, seals: int) -> int:
    """What a claimed charter scores at the end: its points and its Seals."""
    return points + seals * seal_points()


@rule
def claims_per_round() -> int:
    """Charters one player may claim in a round's Claim step."""
    return 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box: everything, at every count."""
    return {
        "goods": 72,
        "charters": 18,
        "seals": 12,
        "first-mate": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "goods": {"hand": hand_size(players)},
        "charters": {"table": charters_on_display(players)},
    }


@invariant("every charter prints the points its needs give", per_player_count=False)
def charter_points_match(game) -> bool | str:
    for card in game.deck("charters").cards:
        needs = card.fields["needs"]
        crates = sum(a.amount for a in needs)
        expected = charter_points(crates, len(needs))
        if card.fields["points"] != expected:
            return f"{card.name} prints {card.fields['points']} points but its needs give {expected}"
    return True


@invariant("the Goods deck deals every round of the game without a reshuffle")
def goods_deck_lasts(players: int, game, variant: str | None = None) -> bool | str:
    total = game.deck("goods").total
    needed = cards_dealt(players) * rounds(players, variant)
    return True if needed <= total else f"{needed} goods dealt, {total} in the deck"


@invariant("the Charter deck refills the display every round")
def charter_deck_lasts(players: int, game, variant: str | None = None) -> bool | str:
    total = game.deck("charters").total
    needed = charters_on_display(players) + players * claims_per_round() * (rounds(players, variant) - 1)
    return True if needed <= total else f"{needed} charters needed, {total} in the deck"


@invariant("the box holds a Seal for every charter that can be left unclaimed")
def seals_suffice(players: int, game, variant: str | None = None) -> bool | str:
    seals = next(c for c in game.inventory if c.id == "seals").count
    needed = charters_on_display(players) * (rounds(players, variant) - 1)
    return True if needed <= seals else f"{needed} Seals needed, {seals} in the box"


@invariant("setup takes out the whole of every deck", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    taken = setup(game.players.low)
    for deck in game.decks:
        if taken.get(deck.id) != deck.total:
            return f"setup takes {taken.get(deck.id)} of deck {deck.id}, which holds {deck.total}"
    return True

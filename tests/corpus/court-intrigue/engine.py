"""Engine model of Court Intrigue.

The Queen lies dying and her court sends three delegations on three errands.
Most courtiers are loyal; a few are traitors who want the succession to fail.
Every number the rulebook's tables print is computed here.
"""
from generator.engine import invariant, rule

PLAYERS = (5, 10)

# Traitors by player count: a little under half the table.
TRAITORS = {5: 2, 6: 2, 7: 3, 8: 3, 9: 3, 10: 4}

# Delegates sent on each round's errand, by player count.
DELEGATIONS = {
    1: {5: 2, 6: 2, 7: 2, 8: 3, 9: 3, 10: 3},
    2: {5: 3, 6: 3, 7: 3, 8: 4, 9: 4, 10: 4},
    3: {5: 3, 6: 4, 7: 4, 8: 5, 9: 5, 10: 5},
}

# The special roles and the fewest players each one joins at.
SPECIAL_ROLES = {
    "The Queen's Confidant": 5,
    "The Lord Steward": 6,
    "The Magistrate": 8,
    "The Poisoner": 5,
    "The Veiled Duchess": 7,
    "The Forger": 9,
}
LOYAL_SPECIALS = ("The Queen's Confidant", "The Lord Steward", "The Magistrate")
TRAITOR_SPECIALS = ("The Poisoner", "The Veiled Duchess", "The Forger")

# The beginners' game keeps only the Confidant and the Poisoner.
FIRST_COURT = "first-court"

# Role cards in the box, by card id (held to cards/roles.csv by an invariant).
ROLE_CARDS = {"confidant": 1, "steward": 1, "magistrate": 1, "courtier": 5,
              "poisoner": 1, "duchess": 1, "forger": 1, "conspirator": 3}
ROLE_IDS = {"The Queen's Confidant": "confidant", "The Lord Steward": "steward",
            "The Magistrate": "magistrate", "The Poisoner": "poisoner",
            "The Veiled Duchess": "duchess", "The Forger": "forger"}


def _check_players(players: int) -> None:
    if players not in TRAITORS:
        raise ValueError(f"Court Intrigue is played by 5 to 10 players, not {players}")


@rule
def traitors(players: int) -> int:
    """How many traitors sit at the table."""
    _check_players(players)
    return TRAITORS[players]


@rule
def loyal_players(players: int) -> int:
    """How many players are loyal to the Crown."""
    return players - traitors(players)


@rule
def delegation_size(players: int, round: int) -> int:
    """Delegates the Chancellor names for this round's errand."""
    _check_players(players)
    return DELEGATIONS[round][players]


@rule
def broken_seals_to_spoil(players: int, round: int) -> int:
    """Broken seals it takes to spoil the errand: two in the last round with seven or more players."""
    _check_players(players)
    return 2 if round == 3 and players >= 7 else 1


@rule
def errands() -> int:
    """Rounds in a game: one errand each."""
    return 3


@rule
def errands_to_win(players: int | None = None) -> int:
    """Errands a side must win."""
    return 2


@rule
def rejections_to_scandal() -> int:
    """Rejected delegations in one round that turn its errand into a Scandal."""
    return 3


@rule
def role_in_play(players: int, role: str, variant: str | None = None) -> bool:
    """Whether a special role is dealt at this player count."""
    _check_players(players)
    if variant == FIRST_COURT:
        return role in ("The Queen's Confidant", "The Poisoner")
    return players >= SPECIAL_ROLES[role]


@rule
def courtiers(players: int, variant: str | None = None) -> int:
    """Loyal Courtier cards dealt: the loyal seats no special role fills."""
    specials = sum(role_in_play(players, r, variant) for r in LOYAL_SPECIALS)
    return loyal_players(players) - specials


@rule
def conspirators(players: int, variant: str | None = None) -> int:
    """Conspirator cards dealt: the traitor seats no special role fills."""
    specials = sum(role_in_play(players, r, variant) for r in TRAITOR_SPECIALS)
    return traitors(players) - specials


@rule
def ayes_counted(ayes: int, steward: bool = False) -> int:
    """Ayes after the Lord Steward's vote, if he shows his card on the Aye side, counts twice."""
    return ayes + 1 if steward else ayes


@rule
def delegation_passes(ayes: int, nays: int) -> bool:
    """A delegation goes when Ayes outnumber Nays; a tie rejects it."""
    return ayes > nays


@rule
def broken_count(broken: int, forged: int = 0) -> int:
    """Broken seals counted on an errand: a Forged seal counts as two."""
    return broken + 2 * forged


@rule
def errand_spoiled(players: int, round: int, broken: int, forged: int = 0) -> bool:
    """Whether the seals handed in spoil the errand."""
    return broken_count(broken, forged) >= broken_seals_to_spoil(players, round)


@rule
def seals_in_play(players: int, variant: str | None = None) -> int:
    """Seal cards out of the box: five Faithful, five Broken, and the Forged seal when the Forger plays."""
    return 10 + (1 if role_in_play(players, "The Forger", variant) else 0)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    dealt = {"roles/courtier": courtiers(players, variant),
             "roles/conspirator": conspirators(players, variant)}
    for role, card in ROLE_IDS.items():
        dealt[f"roles/{card}"] = 1 if role_in_play(players, role, variant) else 0
    return {
        "roles": players,
        **dealt,
        "seals": seals_in_play(players, variant),
        "vote-tokens": 2 * players,
        "errand-markers": errands(),
        "unrest-marker": 1,
        "chancellor-chain": 1,
        "delegate-badges": delegation_size(players, 3),
        "court-board": 1,
    }


@invariant("the traitors are always fewer than the loyal", per_player_count=True)
def traitors_outnumbered(players: int) -> bool:
    return traitors(players) < loyal_players(players)


@invariant("every role dealt adds up to one card a player", per_player_count=True)
def one_role_each(players: int, variant: str | None = None) -> bool | str:
    total = courtiers(players, variant) + conspirators(players, variant)
    total += sum(role_in_play(players, r, variant) for r in SPECIAL_ROLES)
    if min(courtiers(players, variant), conspirators(players, variant)) < 0:
        return "a negative number of plain roles"
    return True if total == players else f"{total} role cards for {players} players"


@invariant("delegations never outgrow the round before", per_player_count=True)
def delegations_grow(players: int) -> bool:
    sizes = [delegation_size(players, r) for r in (1, 2, 3)]
    return sizes == sorted(sizes) and sizes[-1] < players


@invariant("the role cards in the box are the ones the engine deals", per_player_count=False)
def role_cards_match(game) -> bool | str:
    cards = {c.id: c.count for c in game.deck("roles").cards}
    return True if cards == ROLE_CARDS else f"roles.csv holds {cards}"


@invariant("each side's cards say the side the engine gives them", per_player_count=False)
def role_sides_match(game) -> bool | str:
    for card in game.deck("roles").cards:
        loyal = card.id in ("confidant", "steward", "magistrate", "courtier")
        if (card.fields["side"] == "Loyal") != loyal:
            return f"{card.name} is on the wrong side"
    return True


@invariant("the seal deck covers the largest delegation with both seals", per_player_count=False)
def seals_cover_delegations(game) -> bool | str:
    seals = {c.id: c for c in game.deck("seals").cards}
    most = max(delegation_size(p, 3) for p in TRAITORS)
    if seals["faithful"].count < most or seals["broken"].count < most:
        return f"a delegation of {most} needs {most} Faithful and {most} Broken seals"
    if seals["forged"].fields["broken_seals"] != broken_count(0, 1):
        return "the Forged seal does not count as the engine says"
    return True

"""Engine model of Bluff Court.

The numbers the tables, the examples and the rulebook print come from here.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

ROLES = ("Treasurer", "Smuggler", "Poisoner", "Warden", "Herald")
COPIES_PER_ROLE = 3
SILVER_IN_BOX = 50

GAIN = {"Income": 1, "Foreign aid": 2, "Tax": 3, "Pilfer": 2}
COST = {"Coup": 7, "Poison": 3}
CLAIM = {"Tax": "Treasurer", "Pilfer": "Smuggler", "Poison": "Poisoner", "Exchange": "Herald"}
BLOCK = {"Foreign aid": "Treasurer", "Pilfer": "Smuggler or Herald", "Poison": "Warden"}


@rule
def roles_in_game() -> int:
    return len(ROLES)


@rule
def copies_per_role() -> int:
    return COPIES_PER_ROLE


@rule
def court_cards() -> int:
    return len(ROLES) * COPIES_PER_ROLE


@rule
def influence_dealt(players: int) -> int:
    return 2


@rule
def starting_silver(players: int) -> int:
    return 2


@rule
def court_deck_left(players: int) -> int:
    return court_cards() - influence_dealt(players) * players


@rule
def treasury_left(players: int) -> int:
    return SILVER_IN_BOX - starting_silver(players) * players


# ---- the Duel (two players) ----

@rule
def duel_roles(players: int = 2) -> int:
    return len(ROLES) - 1          # the Heralds stay in the box


@rule
def duel_court_cards(players: int = 2) -> int:
    return duel_roles(players) * COPIES_PER_ROLE


@rule
def duel_influence_dealt(players: int = 2) -> int:
    return 2


@rule
def duel_first_silver(players: int = 2) -> int:
    return 1


@rule
def duel_second_silver(players: int = 2) -> int:
    return 3


# ---- actions ----

@rule
def action_gain(action: str) -> int | None:
    """Silver the acting player takes when the action goes through."""
    return GAIN.get(action)


@rule
def action_cost(action: str) -> int | None:
    """Silver paid to the treasury when the action is announced."""
    return COST.get(action)


@rule
def role_claimed(action: str) -> str | None:
    return CLAIM.get(action)


@rule
def blocked_by(action: str) -> str | None:
    return BLOCK.get(action)


@rule
def silver_after(silver: int, action: str, blocked: bool = False) -> int:
    """The actor's purse after an unchallenged action; a paid cost is never refunded."""
    gained = 0 if blocked else (GAIN.get(action) or 0)
    return silver - (COST.get(action) or 0) + gained


@rule
def pilfer_take(target_silver: int) -> int:
    return min(GAIN["Pilfer"], target_silver)


@rule
def challenge_loser_loses() -> int:
    return 1


@rule
def forced_coup_at(players: int) -> int:
    return 10


@rule
def exchange_draw(players: int) -> int:
    return 2


@rule
def seals_to_win(players: int) -> int:
    return 3


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    if variant == "duel":
        court = {f"court/{cid}": 1 for cid in _court_ids() if not cid.startswith("herald-")}
        return {**court, "seats": players, "silver": SILVER_IN_BOX}
    return {"court": court_cards(), "seats": players, "silver": SILVER_IN_BOX}


def _court_ids() -> list[str]:
    ids = []
    for role in ROLES:
        ids += {
            "Treasurer": ["treasurer-aldine", "treasurer-corvo", "treasurer-hesk"],
            "Smuggler": ["smuggler-bran", "smuggler-tilde", "smuggler-rook"],
            "Poisoner": ["poisoner-vesna", "poisoner-ambry", "poisoner-lisette"],
            "Warden": ["warden-gorran", "warden-imre", "warden-osk"],
            "Herald": ["herald-fennick", "herald-maud", "herald-sable"],
        }[role]
    return ids


@invariant("the court deck still holds enough courtiers for an exchange after the deal")
def deal_leaves_exchange(players: int) -> bool | str:
    left = court_deck_left(players)
    return True if left >= exchange_draw(players) else f"only {left} courtiers left"


@invariant("the treasury can pay every starting purse and a full tax round", per_player_count=True)
def treasury_suffices(players: int) -> bool | str:
    return treasury_left(players) >= GAIN["Tax"] * players or "treasury runs dry on the first round"


@invariant("the court deck has three courtiers of each role and matches the box", per_player_count=False)
def court_matches_roles(game) -> bool | str:
    deck = game.deck("court")
    if deck.total != court_cards():
        return f"court deck has {deck.total} cards, engine expects {court_cards()}"
    for role in ROLES:
        n = sum(c.count for c in deck.cards if c.fields["role"] == role)
        if n != COPIES_PER_ROLE:
            return f"{n} courtiers of role {role}"
    if sorted(c.id for c in deck.cards) != sorted(_court_ids()):
        return "the court card ids differ from the engine's list"
    return True


@invariant("each courtier prints its role's gain and cost", per_player_count=False)
def courtier_numbers_match(game) -> bool | str:
    action_of = {v: k for k, v in CLAIM.items()}
    for card in game.deck("court").cards:
        act = action_of.get(card.fields["role"])
        gain = GAIN.get(act) if act else None
        cost = COST.get(act) if act else None
        if card.fields["gain"] != gain or card.fields["cost"] != cost:
            return f"{card.name} prints gain {card.fields['gain']} cost {card.fields['cost']}"
    return True


@invariant("the box holds exactly the silver the engine counts on", per_player_count=False)
def silver_in_box(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "silver")
    return line.count == SILVER_IN_BOX or f"box has {line.count} silver, engine {SILVER_IN_BOX}"

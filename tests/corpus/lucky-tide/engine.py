"""Engine model of Lucky Tide.

A turn: flip the top Tide card into your catch; a second card of a kind you
already hold busts you (a Pearl can absorb one bust); stop whenever you like
and bank the catch for its values, a haul bonus for its size and a bonus for
every habitat it fills. A Shark in a banked catch steals from the leader.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)  # game.yaml: players 2-5

TARGET_SCORE = 40      # first to this many points triggers the end of the game
HABITAT_BONUS = 5      # per habitat whose three kinds are all in a banked catch
SHARK_BITE = 3         # points a banked Shark steals from the leader
SHARKS_IN_BOX = 4
PEARLS = 3
CREATURES = 45         # 9 kinds x 5 cards
KINDS_PER_HABITAT = 3

CONSTANTS = {
    "Points to win": TARGET_SCORE,
    "Habitat bonus": HABITAT_BONUS,
    "Shark bite": SHARK_BITE,
}


@rule
def constant(what: str) -> int:
    """The fixed numbers of the game, by name."""
    return CONSTANTS[what]


@rule
def target_score(players: int) -> int:
    """Points that end the game, the same at every count."""
    return TARGET_SCORE


@rule
def sharks_in_play(players: int, variant: str | None = None) -> int:
    """Sharks shuffled into the deck: one per player, at most the four in the box."""
    if variant == "calm-seas":
        return 0
    return min(players, SHARKS_IN_BOX)


@rule
def tide_deck_size(players: int, variant: str | None = None) -> int:
    """Every creature and Pearl, plus the Sharks in play."""
    return CREATURES + PEARLS + sharks_in_play(players, variant)


@rule
def markers_in_play(players: int) -> int:
    """One shell marker per player on the Tide track."""
    return players


@rule
def haul_bonus(creatures: int) -> int:
    """Bonus for the number of creatures banked together (Sharks and Pearls do not count)."""
    if creatures <= 3:
        return 0
    if creatures == 4:
        return 2
    if creatures == 5:
        return 4
    if creatures == 6:
        return 7
    return 10


@rule
def habitat_bonus(habitats: int) -> int:
    """Bonus for the habitats a banked catch fills (all three kinds of it)."""
    return HABITAT_BONUS * habitats


@rule
def bank_score(values: int, creatures: int, habitats: int = 0) -> int:
    """Points for banking: the creatures' values, the haul bonus and the habitat bonus."""
    return values + haul_bonus(creatures) + habitat_bonus(habitats)


@rule
def shark_steal(leader_score: int) -> int:
    """Points a banked Shark takes from the leader: never more than the leader has."""
    return min(SHARK_BITE, leader_score)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "tide/hungry-shark": sharks_in_play(players, variant),
        "tide/lucky-pearl": PEARLS,
        **{f"tide/{cid}": n for cid, n in _creature_counts().items()},
        "tide-board": 1,
        "shell-markers": markers_in_play(players),
        "lighthouse": 1,
    }


def _creature_counts() -> dict[str, int]:
    """Every creature card, all copies: the creatures always go in whole."""
    return dict(_CREATURE_CARDS)


_CREATURE_CARDS = {
    "hermit-crab": 2, "shore-crab": 2, "king-crab": 1,
    "sand-star": 2, "sunflower-star": 2, "crown-star": 1,
    "glass-shrimp": 2, "tiger-shrimp": 2, "mantis-shrimp": 1,
    "pygmy-seahorse": 2, "spotted-seahorse": 2, "golden-seahorse": 1,
    "dotted-puffer": 2, "spiny-puffer": 2, "balloon-puffer": 1,
    "hatchling-turtle": 2, "green-turtle": 2, "leatherback-turtle": 1,
    "blue-ring-octopus": 2, "mimic-octopus": 2, "giant-octopus": 1,
    "moon-jelly": 2, "comb-jelly": 2, "lions-mane-jelly": 1,
    "garden-eel": 2, "moray-eel": 2, "gulper-eel": 1,
}


def play(players: int, variant: str | None = None) -> dict:
    """For the designer's report: the Tide deck is flipped one card at a time."""
    return {"tide": {"draw": 1}}


@invariant("the box holds the Sharks, Pearls and creatures the engine counts", per_player_count=False)
def deck_matches_engine(game) -> bool | str:
    deck = game.deck("tide")
    by_kind: dict[str, int] = {}
    for card in deck.cards:
        by_kind[card.fields["kind"]] = by_kind.get(card.fields["kind"], 0) + card.count
    if by_kind.get("Shark", 0) != SHARKS_IN_BOX:
        return f"{by_kind.get('Shark', 0)} Sharks in the deck, the engine expects {SHARKS_IN_BOX}"
    if by_kind.get("Pearl", 0) != PEARLS:
        return f"{by_kind.get('Pearl', 0)} Pearls in the deck, the engine expects {PEARLS}"
    creatures = sum(n for k, n in by_kind.items() if k not in ("Shark", "Pearl"))
    if creatures != CREATURES:
        return f"{creatures} creatures in the deck, the engine expects {CREATURES}"
    cards = {c.id: c.count for c in deck.cards if c.fields["kind"] not in ("Shark", "Pearl")}
    if cards != _CREATURE_CARDS:
        return "the creature cards differ from the engine's list"
    return True


@invariant("every habitat holds exactly three kinds, and every kind lives in one habitat", per_player_count=False)
def habitats_are_sets(game) -> bool | str:
    home: dict[str, set[str]] = {}
    for card in game.deck("tide").cards:
        kind, habitat = card.fields["kind"], card.fields["habitat"]
        if kind in ("Shark", "Pearl"):
            if habitat:
                return f"{card.name} is a {kind} and should have no habitat"
            if card.fields["value"] != 0:
                return f"{card.name} should score nothing"
            continue
        if not habitat:
            return f"{card.name} has no habitat"
        home.setdefault(kind, set()).add(habitat)
    for kind, places in home.items():
        if len(places) != 1:
            return f"{kind} lives in {', '.join(sorted(places))}"
    per_habitat: dict[str, int] = {}
    for places in home.values():
        h = next(iter(places))
        per_habitat[h] = per_habitat.get(h, 0) + 1
    for h in game.names["habitats"]:
        if per_habitat.get(h, 0) != KINDS_PER_HABITAT:
            return f"{h} has {per_habitat.get(h, 0)} kinds"
    return True


@invariant("the deck in play is the setup's cards, and never needs more Sharks than the box holds")
def setup_matches_deck(players: int, variant: str | None = None) -> bool | str:
    s = setup(players, variant)
    in_deck = sum(n for k, n in s.items() if k.startswith("tide/"))
    if in_deck != tide_deck_size(players, variant):
        return f"setup takes {in_deck} Tide cards, the table says {tide_deck_size(players, variant)}"
    return sharks_in_play(players, variant) <= SHARKS_IN_BOX


@invariant("the haul bonus never shrinks as the catch grows", per_player_count=False)
def haul_grows() -> bool:
    bonuses = [haul_bonus(n) for n in range(1, 10)]
    return all(a <= b for a, b in zip(bonuses, bonuses[1:]))

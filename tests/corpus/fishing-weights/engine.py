"""Engine model of The Weigh-In: the rules its tables, examples and rulebook print.

Weights are whole grams throughout.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 5)

SPECIES = ("Perch", "Bream", "Trout", "Carp", "Pike")

FIRST_PLACE = {"Perch": 3, "Bream": 4, "Trout": 5, "Carp": 6, "Pike": 7}
SECOND_PLACE = {"Perch": 1, "Bream": 2, "Trout": 2, "Carp": 3, "Pike": 3}


# --- setup -----------------------------------------------------------------

@rule
def lake_size(players: int) -> int:
    """Fish cards shuffled into the lake; the rest go back in the box unseen."""
    return 9 * players + 18


@rule
def swim_size(players: int) -> int:
    """Face-up fish in the swim: two more than the anglers."""
    return players + 2


@rule
def places_scored(players: int) -> int:
    """How many bags of each species score: only the heaviest in a two-angler game."""
    return 1 if players == 2 else 2


@rule
def shop_size(players: int | None = None) -> int:
    """Gear cards face up in the tackle shop."""
    return 3


@rule
def starting_gear(players: int | None = None) -> int:
    """Starter gear cards each angler takes: one Float rod and one Small keepnet."""
    return 2


# --- fishing ---------------------------------------------------------------

@rule
def can_land(rod: int, fish: int) -> bool:
    """A rod lands a fish no heavier than its capacity; anything heavier snaps the line."""
    return fish <= rod


@rule
def bag_weight(weights: list) -> int:
    """The weight of fish weighed together, in grams."""
    return sum(weights)


@rule
def grams_over(capacity: int, weights: list) -> int:
    """How far a keepnet is over its capacity (0 when it is not)."""
    return max(0, sum(weights) - capacity)


@rule
def bag_after_release(weights: list, released: list) -> int:
    """What a keepnet weighs after fish are released from it."""
    return sum(weights) - sum(released)


# --- weigh-in --------------------------------------------------------------

@rule
def first_place_points(species: str) -> int:
    """Points for the heaviest bag of a species."""
    return FIRST_PLACE[species]


@rule
def second_place_points(species: str) -> int:
    """Points for the second heaviest bag of a species (three or more anglers)."""
    return SECOND_PLACE[species]


@rule
def specimen_bonus(players: int | None = None) -> int:
    """Points for the single heaviest fish at the weigh-in."""
    return 5


@rule
def snap_penalty(players: int | None = None) -> int:
    """Points lost for each Snapped line token."""
    return 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "fish": lake_size(players),
        "starter": starting_gear() * players,
        "tackle": 18,
        "snap-tokens": 15,
        "bait-tin": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"fish": {"hand": 0, "draw": 1}}


# --- invariants ------------------------------------------------------------

@invariant("every fish in the pond can be landed by the strongest rod", per_player_count=False)
def strongest_rod_lands_all(game) -> bool | str:
    rods = [c.fields["capacity"] for d in ("starter", "tackle") for c in game.deck(d).cards
            if c.fields["kind"] == "Rod"]
    heavy = [c.id for c in game.deck("fish").cards if c.fields["weight"] > max(rods)]
    return True if not heavy else f"too heavy for any rod: {', '.join(heavy)}"


@invariant("the starter deck gives every angler one rod and one net", per_player_count=False)
def starter_gear_suffices(game) -> bool | str:
    deck = game.deck("starter")
    rods = sum(c.count for c in deck.cards if c.fields["kind"] == "Rod")
    nets = sum(c.count for c in deck.cards if c.fields["kind"] == "Net")
    most = game.max_players
    return True if rods >= most and nets >= most else f"{rods} rods and {nets} nets for {most} anglers"


@invariant("the lake fills the swim with fish to spare")
def lake_fills_swim(players: int, game) -> bool | str:
    spare = lake_size(players) - swim_size(players)
    return True if spare >= 4 * players else f"only {spare} fish left after the swim"


@invariant("every species appears in the fish deck", per_player_count=False)
def every_species_fished(game) -> bool | str:
    seen = {c.fields["species"] for c in game.deck("fish").cards}
    missing = [s for s in SPECIES if s not in seen]
    return True if not missing else f"no fish of {', '.join(missing)}"

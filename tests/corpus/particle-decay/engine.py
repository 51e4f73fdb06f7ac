"""Decay Chain: the rules the tables, the boards and the worked examples print.

Energies are kept in hundredths of a MeV (5.49 MeV is 549), so that every sum is exact;
the documents print them with two decimals.
"""
from generator.engine import invariant, rule

PLAYERS = (2, 4)

DECK_SIZE = 60
LAYER_NAMES = {1: "Tracker", 2: "Scintillator", 3: "EM calorimeter", 4: "Hadron calorimeter", 5: "Muon chambers"}
LAYER_PARTICLES = {1: "α", 2: "β", 3: "γ up to 1.00 MeV", 4: "γ over 1.00 MeV", 5: "μ"}
CAPACITY = {1: 4, 2: 4, 3: 3, 4: 3, 5: 2}
TRIGGER = {1: 1500, 2: 300, 3: 200, 4: 400, 5: 800}      # hundredths of a MeV
LAYER_POINTS = {1: 3, 2: 4, 3: 4, 4: 5, 5: 6}
DECAY_ROLL = {5: 2, 10: 4, 20: 5, 40: 6}                 # half-life in seconds -> least roll of a d6
GAMMA_SPLIT = 100                                         # a γ over 1.00 MeV passes layer 3
CHAIN_POINTS = {1: 0, 2: 3, 3: 6, 4: 10, 5: 15}


def _mev(hundredths: int) -> str:
    return f"{hundredths // 100}.{hundredths % 100:02d}"


@rule
def beamline_size(players: int) -> int:
    """Face-up cards in the Beamline after the Beam phase: two more than the players."""
    return players + 2


@rule
def opening_cards(players: int | None = None) -> int:
    """Cards each player is dealt and places at setup."""
    return 2


@rule
def rounds(players: int | None = None, variant: str | None = None) -> int:
    """Rounds in a game: the clock runs to 80 s (60 s in the Short shift)."""
    return 6 if variant == "short-shift" else 8


@rule
def seconds_per_round() -> int:
    return 10


@rule
def game_seconds(variant: str | None = None) -> int:
    return rounds(variant=variant) * seconds_per_round()


@rule
def stops_in(particle: str) -> int:
    """The layer a particle stops in, by the stopping table's columns."""
    for layer, label in LAYER_PARTICLES.items():
        if label == particle:
            return layer
    raise ValueError(f"no such particle column: {particle}")


@rule
def layer_for(particle: str, energy: int) -> int:
    """The layer a card stops in, from its particle and energy (hundredths of a MeV)."""
    if particle == "γ":
        return 4 if energy > GAMMA_SPLIT else 3
    return {"α": 1, "β": 2, "μ": 5}[particle]


@rule
def layer_name(layer: int) -> str:
    return LAYER_NAMES[layer]


@rule
def layer_particles(layer: int) -> str:
    return LAYER_PARTICLES[layer]


@rule
def layer_capacity(layer: int) -> int:
    return CAPACITY[layer]


@rule
def trigger_mev(layer: int) -> str:
    """A layer's trigger energy as printed, in MeV with two decimals."""
    return _mev(TRIGGER[layer])


@rule
def layer_points(layer: int) -> int:
    return LAYER_POINTS[layer]


@rule
def decay_roll(half_life: int) -> int:
    """The least roll of the Decay die on which a card of this half-life decays."""
    return DECAY_ROLL[half_life]


@rule
def decays(half_life: int, roll: int) -> bool:
    return roll >= DECAY_ROLL[half_life]


@rule
def chain_points(length: int | str) -> int:
    if length == "5 or more":
        return CHAIN_POINTS[5]
    return CHAIN_POINTS[min(int(length), 5)]


@rule
def layer_energy(cards: list) -> int:
    """The energy of a layer's cards, in hundredths of a MeV."""
    return sum(cards)


@rule
def layer_score(layer: int, energy: int) -> int:
    return LAYER_POINTS[layer] if energy >= TRIGGER[layer] else 0


@rule
def final_score(layer_points: list, chain_lengths: list) -> int:
    return sum(layer_points) + sum(chain_points(n) for n in chain_lengths)


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "particles": DECK_SIZE,
        "detector-boards": players,
        "lab-board": 1,
        "decay-die": 1,
        "clock-marker": 1,
        "shift-leader": 1,
    }


@invariant("the deck is the 60 cards setup() shuffles", per_player_count=False)
def deck_size_agrees(game) -> bool | str:
    total = game.deck("particles").total
    return True if total == DECK_SIZE else f"the deck has {total} cards, setup() says {DECK_SIZE}"


@invariant("the draw pile lasts the whole game without a reshuffle")
def deck_lasts(players: int, game) -> bool | str:
    needed = opening_cards(players) * players + rounds(players) * beamline_size(players)
    total = game.deck("particles").total
    return True if needed <= total else f"{needed} cards drawn, {total} in the deck"


@invariant("a card decays exactly when it has a half-life, and its half-life is in the decay table",
           per_player_count=False)
def half_lives_known(game) -> bool | str:
    for card in game.deck("particles").cards:
        half_life = card.fields["half_life"]
        daughter = card.fields["decays_to"]
        if (half_life is None) != (daughter == ""):
            return f"{card.name} has a half-life but no daughter, or a daughter but no half-life"
        if half_life is not None and half_life not in DECAY_ROLL:
            return f"{card.name} has a half-life of {half_life} s, which the decay table lacks"
    return True


@invariant("every card's printed layer is the one its particle and energy stop in, but where its text says otherwise",
           per_player_count=False)
def printed_layers_agree(game) -> bool | str:
    exceptions = {"annihilation-pair"}            # its text: it stops in layer 3 although it is over 1.00 MeV
    for card in game.deck("particles").cards:
        if card.id in exceptions:
            continue
        wanted = layer_for(card.fields["particle"], card.fields["energy"])
        if card.fields["layer"] != wanted:
            return f"{card.name} prints layer {card.fields['layer']} but stops in layer {wanted}"
    return True

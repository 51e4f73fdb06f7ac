"""Ashen Ridge: the rules the tables, examples and setup print."""

from generator.engine import invariant, rule

PLAYERS = (2, 2)

# What the box holds, as setup takes it out (held to game.yaml by an invariant).
BOX = {
    "ironhold": 7,
    "thornkin": 8,
    "command": 12,
    "battlefield": 1,
    "tracker": 1,
    "ironhold-figures": 7,
    "thornkin-figures": 8,
    "wound-markers": 16,
    "objective-markers": 3,
    "activation-tokens": 12,
    "round-marker": 1,
    "glory-markers": 2,
    "dice": 6,
}

SKILLS = (3, 4, 5)
STRENGTHS = (3, 4, 5, 6)
TOUGHNESSES = (3, 4, 5)
SAVES = (3, 4, 5)
APS = (0, -1, -2)


# --- the attack sequence -------------------------------------------------------

@rule
def hit_roll(skill: int, cover: bool = False) -> int:
    """The roll needed to hit: the attacker's Skill, one worse when it shoots at a target in cover."""
    return min(6, skill + (1 if cover else 0))


@rule
def wound_roll(strength: int, toughness: int) -> int:
    """The wound chart: Strength against Toughness."""
    if strength >= 2 * toughness:
        return 2
    if strength > toughness:
        return 3
    if strength == toughness:
        return 4
    if 2 * strength <= toughness:
        return 6
    return 5


@rule
def save_roll(save: int, ap: int = 0) -> int | None:
    """The save after AP worsens it; None when no die can make it."""
    need = save - ap
    return None if need > 6 else need


def _succeeds(die: int, need: int | None) -> bool:
    if need is None or die == 1:
        return False
    return die == 6 or die >= need


@rule
def hits_scored(skill: int, dice: list, cover: bool = False) -> int:
    """Hits from a roll of hit dice: a 6 always hits, a 1 always misses."""
    need = hit_roll(skill, cover)
    return sum(1 for d in dice if _succeeds(d, need))


@rule
def wounds_scored(strength: int, toughness: int, dice: list) -> int:
    """Wounds from a roll of wound dice (one die for each hit)."""
    need = wound_roll(strength, toughness)
    return sum(1 for d in dice if d != 1 and d >= need)


@rule
def saves_failed(save: int, ap: int, dice: list) -> int:
    """Failed saves from a roll of save dice (one die for each wound)."""
    need = save_roll(save, ap)
    if need is None:
        return len(dice)
    return sum(1 for d in dice if d == 1 or d < need)


@rule
def damage_dealt(unsaved: int, damage: int) -> int:
    """Wounds taken off the target: each unsaved wound deals the weapon's Damage."""
    return unsaved * damage


@rule
def wounds_left(wounds: int, damage: int) -> int:
    """A model's wounds after it takes damage; at 0 it is destroyed. Extra damage is lost."""
    return max(0, wounds - damage)


# --- the numbers of a battle -----------------------------------------------------

@rule
def muster_points(players: int = 2) -> int:
    """Points each player spends on a warband."""
    return 30


@rule
def last_round(players: int = 2) -> int:
    """The battle lasts five rounds."""
    return 5


@rule
def command_cards_dealt(players: int = 2) -> int:
    return 1


@rule
def command_cards_drawn(players: int = 2) -> int:
    """Drawn by each player in every Command phase."""
    return 1


@rule
def hand_limit(players: int = 2) -> int:
    return 3


@rule
def glory_per_objective(players: int = 2) -> int:
    return 1


@rule
def glory_per_kill(players: int = 2, leader: bool = False) -> int:
    return 3 if leader else 1


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """Everything comes out: each player musters from the whole of their warband deck."""
    return dict(BOX)


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"command": {"hand": command_cards_dealt(players), "draw": command_cards_drawn(players),
                        "turns": last_round(players)}}


# --- invariants -----------------------------------------------------------------

@invariant("setup takes out exactly what the box holds", per_player_count=False)
def box_matches_setup(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    for deck in game.decks:
        counts[deck.id] = deck.total
    wrong = [f"{key}: {n} vs {counts.get(key)}" for key, n in BOX.items() if counts.get(key) != n]
    return True if not wrong else "; ".join(wrong)


@invariant("the command deck lasts the whole battle", per_player_count=False)
def command_deck_lasts(game) -> bool | str:
    need = 2 * (command_cards_dealt() + command_cards_drawn() * last_round())
    total = game.deck("command").total
    return True if need <= total else f"{need} cards drawn from {total}"


@invariant("each warband's figures match its cards", per_player_count=False)
def figures_match_cards(game) -> bool | str:
    for deck_id in ("ironhold", "thornkin"):
        sheet = next(t for t in game.tokens if t.component == f"{deck_id}-figures")
        faces = {f.front: f.count for f in sheet.faces}
        cards = {c.name: c.count for c in game.deck(deck_id).cards}
        if faces != cards:
            return f"{deck_id}: figures {faces} but cards {cards}"
    return True


@invariant("each warband can muster a legal force, Leader included", per_player_count=False)
def warbands_can_muster(game) -> bool | str:
    for deck_id in ("ironhold", "thornkin"):
        cards = game.deck(deck_id).cards
        leaders = [c for c in cards if c.fields["role"] == "Leader"]
        if len(leaders) != 1:
            return f"{deck_id} has {len(leaders)} Leaders"
        if leaders[0].fields["points"] > muster_points():
            return f"{leaders[0].name} costs more than a whole warband"
        total = sum(c.fields["points"] * c.count for c in cards)
        if total <= muster_points():
            return f"{deck_id} holds only {total} points: no choice left"
    return True


@invariant("every stat on a card is covered by the printed tables", per_player_count=False)
def stats_in_tables(game) -> bool | str:
    for deck_id in ("ironhold", "thornkin"):
        for c in game.deck(deck_id).cards:
            f = c.fields
            if f["skill"] not in SKILLS:
                return f"{c.name}: Skill {f['skill']} is not on the to-hit table"
            if f["strength"] not in STRENGTHS or f["toughness"] not in TOUGHNESSES:
                return f"{c.name}: Strength or Toughness off the wound chart"
            if f["save"] not in SAVES or f["ap"] not in APS:
                return f"{c.name}: save or AP off the armour table"
            if f["wounds"] < 1 or f["damage"] < 1:
                return f"{c.name}: wounds and damage must be at least 1"
    return True

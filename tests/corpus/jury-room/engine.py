"""Engine model of Jury Room: the rules the printed tables and examples are bound to."""
from generator.engine import invariant, rule

PLAYERS = (3, 6)

JURY = 12
ROUNDS = 3
EVIDENCE_CARDS = 50          # held to the deck by an invariant
THRESHOLDS = {"Civil": 7, "Criminal": 8, "Capital": 9}


@rule
def evidence_dealt(players: int) -> int:
    """Evidence cards dealt to each lawyer at setup: fewer with more lawyers."""
    return {3: 6, 4: 5}.get(players, 4)


@rule
def objections_dealt(players: int | None = None) -> int:
    """Objection cards each lawyer gets for the whole trial."""
    return 3


@rule
def evidence_drawn(players: int | None = None) -> int:
    """Evidence cards each lawyer draws in Discovery (rounds 2 and 3)."""
    return 2


@rule
def jurors_swayed(players: int, place: int) -> int:
    """Jurors the lawyer in this place of case strength sways in Deliberation."""
    if place == 1:
        return 3
    if place == 2:
        return 2
    if place == 3:
        return 0 if players == 3 else 1
    return 0


@rule
def jurors_needed(case_type: str) -> int:
    """Jurors one lawyer must hold for the jury to return a verdict."""
    return THRESHOLDS[case_type]


@rule
def jury_size(players: int | None = None) -> int:
    return JURY


@rule
def rounds_of_testimony(players: int | None = None) -> int:
    return ROUNDS


@rule
def most_evidence_presented(players: int | None = None) -> int:
    """At most this many evidence cards presented by one lawyer in one Testimony."""
    return 2


@rule
def most_objections_played(players: int | None = None) -> int:
    """At most this many Objection cards (Overruled aside) played by one lawyer in a round."""
    return 1


@rule
def corroboration_bonus(players: int | None = None) -> int:
    return 1


@rule
def points_per_juror(players: int | None = None) -> int:
    return 2


@rule
def struck_weight(weight: int, strike: int) -> int:
    """An evidence card's weight after an objection: never below zero."""
    return max(0, weight - strike)


@rule
def case_strength(weights: list, kinds: list) -> int:
    """Weights presented this round (after strikes), plus the bonus for two cards of one kind."""
    total = sum(weights)
    if len(kinds) == 2 and kinds[0] == kinds[1]:
        total += corroboration_bonus()
    return total


@rule
def hung_jury_score(jurors: int, objections_left: int) -> int:
    """Points at a hung jury: per juror held, and 1 per Objection card still in hand."""
    return points_per_juror() * jurors + objections_left


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "evidence": EVIDENCE_CARDS,
        "objections": objections_dealt(players) * players,
        "cases": 1,
        "courtroom-board": 1,
        "counsel-mats": players,
        "juror-tokens": JURY,
        "lead-counsel": 1,
        "round-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "evidence": {"hand": evidence_dealt(players), "draw": evidence_drawn(players), "turns": ROUNDS - 1},
        "objections": {"hand": objections_dealt(players)},
    }


@invariant("the whole Evidence deck comes out at setup", per_player_count=False)
def evidence_deck_whole(game) -> bool | str:
    total = game.deck("evidence").total
    return True if total == EVIDENCE_CARDS else f"the deck has {total} cards, setup says {EVIDENCE_CARDS}"


@invariant("the Evidence deck lasts the whole trial")
def evidence_lasts(players: int, game) -> bool | str:
    need = (evidence_dealt(players) + evidence_drawn(players) * (ROUNDS - 1)) * players
    have = game.deck("evidence").total
    return True if need <= have else f"{need} cards needed, {have} in the deck"


@invariant("every Case card prints the jurors its type needs", per_player_count=False)
def case_cards_agree(game) -> bool | str:
    for card in game.deck("cases").cards:
        if card.fields["jurors_needed"] != jurors_needed(card.fields["case_type"]):
            return f"{card.name} prints {card.fields['jurors_needed']}"
    return True


@invariant("evidence weights run from 1 to 5", per_player_count=False)
def weights_in_range(game) -> bool | str:
    for card in game.deck("evidence").cards:
        if not 1 <= card.fields["weight"] <= 5:
            return f"{card.name} weighs {card.fields['weight']}"
    return True


@invariant("no lawyer can reach a verdict while a rival also holds one")
def one_verdict_at_most(players: int) -> bool:
    return 2 * min(THRESHOLDS.values()) > JURY

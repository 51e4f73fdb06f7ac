"""Match Clock: the rules the tables, the board and the rulebook print.

A match is six periods of fifteen minutes; each period is three duels of five
minutes. Each duel both managers reveal a Tactic card, pay its stamina and
compare totals.
"""

from generator.engine import invariant, rule

PLAYERS = (1, 2)

PERIODS = 6
PERIOD_MINUTES = 15
DUELS_PER_PERIOD = 3
MAX_STAMINA = 12
BOX = {"tactics": 40, "events": 12}   # held to game.yaml by an invariant below

# stamina regained after each period; after period 3 it is half-time
RECOVERY = {1: 2, 2: 2, 3: 5, 4: 2, 5: 2}


# --- the clock ---------------------------------------------------------------

@rule
def periods() -> int:
    """Periods in a match."""
    return PERIODS


@rule
def period_minutes() -> int:
    return PERIOD_MINUTES


@rule
def duels_per_period(players: int | None = None) -> int:
    """Tactic cards each club plays in a period: one per duel."""
    return DUELS_PER_PERIOD


@rule
def duel_minutes() -> int:
    return PERIOD_MINUTES // DUELS_PER_PERIOD


@rule
def match_minutes() -> int:
    return PERIODS * PERIOD_MINUTES


@rule
def duels_in_match() -> int:
    """The clock track's last space: full time."""
    return PERIODS * DUELS_PER_PERIOD


@rule
def half_time_duel() -> int:
    """The clock space after which half-time falls."""
    return duels_in_match() // 2


@rule
def clock(what: str) -> int:
    return {
        "Periods": periods(),
        "Minutes in a period": period_minutes(),
        "Duels in a period": duels_per_period(),
        "Minutes in a duel": duel_minutes(),
    }[what]


# --- setup by number of managers ----------------------------------------------

@rule
def hand_size(players: int = 2) -> int:
    """Cards a manager holds after drawing; one fewer alone against the Rival."""
    return 5 if players == 1 else 6


@rule
def rival_cards_per_period(players: int = 1) -> int:
    """Cards dealt face down to the Rival each period (solo only)."""
    return DUELS_PER_PERIOD if players == 1 else 0


@rule
def starting_stamina(players: int | None = None) -> int:
    return MAX_STAMINA


@rule
def max_stamina() -> int:
    return MAX_STAMINA


@rule
def substitutions(players: int | None = None) -> int:
    """Substitution tokens each club starts with."""
    return 3


# --- stamina -----------------------------------------------------------------

@rule
def power_change(stamina: int) -> int:
    """What your stamina band adds to every total."""
    if stamina <= 3:
        return -1
    if stamina <= 8:
        return 0
    return 1


@rule
def shot_target(stamina: int) -> int:
    """The lowest roll that scores, before a card's finish."""
    if stamina <= 3:
        return 6
    if stamina <= 8:
        return 5
    return 4


@rule
def recovery(period: int) -> int | None:
    """Stamina regained after a period; None after the last (full time)."""
    return RECOVERY.get(period)


@rule
def substitution_stamina() -> int:
    return 3


@rule
def team_talk_stamina() -> int:
    return 2


@rule
def stamina_after_break(stamina: int, period: int, substitution: bool = False) -> int:
    gained = (recovery(period) or 0) + (substitution_stamina() if substitution else 0)
    return min(MAX_STAMINA, stamina + gained)


@rule
def jog_power() -> int:
    """A card revealed that cannot be paid for counts as this power."""
    return 1


# --- duels and shots -----------------------------------------------------------

@rule
def possession_bonus() -> int:
    """Added to an Attack card with the ball, or a Defence card without it."""
    return 2


@rule
def duel_total(power: int, kind: str, possession: bool, stamina: int, event_change: int = 0) -> int:
    """A card's total in a duel; `stamina` is the club's after paying for the card."""
    suits = (kind == "Attack" and possession) or (kind == "Defence" and not possession)
    return power + (possession_bonus() if suits else 0) + power_change(stamina) + event_change


@rule
def zones_per_win() -> int:
    return 1


@rule
def shot_needed(stamina: int, finish: int = 0) -> int:
    return shot_target(stamina) - finish


@rule
def shot_scores(roll: int, stamina: int, finish: int = 0) -> bool:
    return roll == 6 or roll >= shot_needed(stamina, finish)


@rule
def referee_call(roll: int) -> str:
    if roll == 1:
        return "red-card"
    if roll <= 3:
        return "yellow-card"
    return "advantage"


@rule
def yellow_card_stamina() -> int:
    return 1


# --- the Cup tie variant ------------------------------------------------------

@rule
def extra_time_periods(players: int = 2, variant: str | None = None) -> int:
    return 2 if variant == "cup-tie" else 0


@rule
def extra_time_recovery(players: int = 2, variant: str | None = None) -> int:
    return 3 if variant == "cup-tie" else 0


@rule
def penalties_each(players: int = 2, variant: str | None = None) -> int:
    return 5 if variant == "cup-tie" else 0


@rule
def penalty_target(players: int = 2, variant: str | None = None) -> int | None:
    return 3 if variant == "cup-tie" else None


# --- what comes out of the box -------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "game-board": 1,
        "tactics": BOX["tactics"],
        "events": BOX["events"],
        "ball": 1,
        "clock-marker": 1,
        "stamina-markers": 2,                       # one per club, the Rival's too
        "goal-markers": 2,
        "substitution-tokens": 2 * substitutions(players),
        "die": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "tactics": {"hand": hand_size(players), "draw": duels_per_period(),
                    "per_round": rival_cards_per_period(players)},
        "events": {"per_round": 1},
        "referee": {"dice": 1},
    }


# --- invariants -------------------------------------------------------------------

@invariant("setup takes both decks out whole", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    for deck_id, count in BOX.items():
        if game.deck(deck_id).total != count:
            return f"deck {deck_id} has {game.deck(deck_id).total} cards, engine says {count}"
    return True


@invariant("the Event deck has a card for every period", per_player_count=False)
def events_cover_the_match(game) -> bool:
    return game.deck("events").total >= periods()


@invariant("only Attack cards have a finish, and only Defence cards are Risky", per_player_count=False)
def finish_and_risk(game) -> bool | str:
    for card in game.deck("tactics").cards:
        if card.fields["finish"] is not None and card.fields["kind"] != "Attack":
            return f"{card.name} has a finish but is no Attack card"
        if card.fields["risky"] and card.fields["kind"] != "Defence":
            return f"{card.name} is Risky but is no Defence card"
    return True


@invariant("no Tactic card costs more stamina than a period's break gives back at half-time", per_player_count=False)
def cards_affordable(game) -> bool | str:
    dear = [c.name for c in game.deck("tactics").cards if c.fields["stamina"] > RECOVERY[3]]
    return True if not dear else f"too dear: {', '.join(dear)}"


@invariant("a hand holds at least a period's cards")
def hand_covers_a_period(players: int) -> bool:
    return hand_size(players) >= duels_per_period(players)


@invariant("half-time falls at the end of period 3 on the clock track")
def half_time_on_the_clock(players: int) -> bool:
    return half_time_duel() == 3 * DUELS_PER_PERIOD and duels_in_match() == PERIODS * DUELS_PER_PERIOD


@invariant("the break costs print what the engine gives", per_player_count=False)
def break_costs(game) -> bool | str:
    talk = next((c for c in game.costs if c.id == "team-talk"), None)
    if talk is None or talk.items[0].amount != team_talk_stamina():
        return "Team talk's price differs from team_talk_stamina()"
    sub = next((c for c in game.costs if c.id == "substitution"), None)
    if sub is None or sub.items[0].amount != 1:
        return "a Substitution costs one token"
    return True


@invariant("every club has its substitution tokens in the box", per_player_count=False)
def tokens_in_the_box(game) -> bool:
    line = next(c for c in game.inventory if c.id == "substitution-tokens")
    return line.count == 2 * substitutions() and line.per_player == substitutions()

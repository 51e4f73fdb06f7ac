"""Engines of Profit: the rules the tables, the board and the examples print."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

PROJECT_CARDS = 48          # the whole Project deck is shuffled at every count
GOAL_CARDS = 12
COINS = 40                  # coin tokens in the box (the bank is unlimited in play)

ROUNDS = {1: 8, 2: 8, 3: 7, 4: 6}
QUICK_ROUNDS_FEWER = 2

# (lowest final income of the band, bonus VP), lowest band first
INCOME_BANDS = ((0, 0), (5, 2), (9, 4), (13, 7))


# --- setup -------------------------------------------------------------------

@rule
def market_size(players: int) -> int:
    """Face-up Project cards in the market: three more than the players."""
    return players + 3


@rule
def rounds(players: int = 2, variant: str | None = None) -> int:
    """Rounds in a game; the Short Shift plays two fewer."""
    base = ROUNDS[players]
    if variant == "quick":
        return base - QUICK_ROUNDS_FEWER
    return base


@rule
def starting_money(seat: int) -> int:
    """Coins each seat starts with: seat 1 has $3, each later seat $1 more."""
    return seat + 2


@rule
def starting_income(players: int | None = None, variant: str | None = None) -> int:
    """Where every income marker starts."""
    return 2 if variant == "quick" else 1


@rule
def goal_cards_dealt(players: int | None = None) -> int:
    return 3


@rule
def goal_cards_kept(players: int | None = None) -> int:
    return 2


# --- a round -----------------------------------------------------------------

@rule
def actions_per_round(players: int | None = None) -> int:
    return 2


@rule
def work_coins(players: int | None = None) -> int:
    """What the Work action takes from the bank."""
    return 2


@rule
def reserve_coins(players: int | None = None) -> int:
    """What the Reserve action takes from the bank."""
    return 1


@rule
def reserve_limit(players: int | None = None) -> int:
    """Reserved cards a player may hold at most."""
    return 2


@rule
def income_limit(players: int | None = None) -> int:
    """The top space of the income track."""
    return 15


@rule
def refresh_discards(players: int = 2, variant: str | None = None) -> int:
    """Market cards discarded in each Refresh phase: two in the solo game."""
    return 2 if variant == "solo" else 1


@rule
def coins_after_income(coins: int, income: int) -> int:
    return coins + max(0, income)


@rule
def coins_after_build(coins: int, cost: int) -> int:
    if cost > coins:
        raise ValueError(f"cannot pay ${cost} with ${coins}")
    return coins - cost


@rule
def income_after_build(income: int, card_income: int) -> int:
    """Income moves by the card's income, never above the track's top nor below 0."""
    return max(0, min(income_limit(), income + card_income))


# --- scoring -----------------------------------------------------------------

@rule
def income_bonus(income: int) -> int:
    """Bonus VP for the final position of the income marker."""
    bonus = 0
    for lowest, vp in INCOME_BANDS:
        if income >= lowest:
            bonus = vp
    return bonus


@rule
def income_band_start(band: int) -> int:
    """The first income space of a bonus band (band 1 is the lowest)."""
    return INCOME_BANDS[band - 1][0]


@rule
def leftover_vp(coins: int) -> int:
    """1 VP per 2 coins left at the end, rounded down."""
    return coins // 2


@rule
def per_card_goal(vp_each: int, cards: int) -> int:
    return vp_each * cards


@rule
def threshold_goal(bonus: int, value: int, threshold: int) -> int:
    return bonus if value >= threshold else 0


@rule
def final_score(card_vp: int, goal_vp: int, income: int, coins: int) -> int:
    return card_vp + goal_vp + income_bonus(income) + leftover_vp(coins)


@rule
def solo_target(players: int = 1) -> int:
    """The score a solo player must beat."""
    return 45


# --- what comes out of the box -------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "projects": PROJECT_CARDS,
        "goals": GOAL_CARDS,
        "exchange-board": 1,
        "income-markers": players,
        "round-marker": 1,
        "coins": COINS,
        "first-player": 1 if players > 1 else 0,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "projects": {"table": market_size(players), "per_round": players + refresh_discards(players, variant)},
        "goals": {"hand": goal_cards_dealt(players)},
    }


# --- invariants ----------------------------------------------------------------

@invariant("the engine's box counts are game.yaml's", per_player_count=False)
def box_counts_agree(game) -> bool | str:
    if game.deck("projects").total != PROJECT_CARDS:
        return f"Project deck holds {game.deck('projects').total}, engine says {PROJECT_CARDS}"
    if game.deck("goals").total != GOAL_CARDS:
        return f"Goal deck holds {game.deck('goals').total}, engine says {GOAL_CARDS}"
    coins = next(c for c in game.inventory if c.id == "coins")
    if coins.count != COINS:
        return f"the box holds {coins.count} coins, engine says {COINS}"
    return True


@invariant("every player is dealt their Goal cards from the one Goal deck")
def goals_go_round(players: int) -> bool:
    return players * goal_cards_dealt(players) <= GOAL_CARDS and goal_cards_kept(players) < goal_cards_dealt(players)


@invariant("the opening market and one discard a round never empty the Project deck")
def deck_lasts(players: int) -> bool:
    return market_size(players) + rounds(players) * refresh_discards(players, "solo" if players == 1 else None) <= PROJECT_CARDS


@invariant("every Project card costs $2 to $11 and moves income by -1 to +4", per_player_count=False)
def projects_in_range(game) -> bool | str:
    for card in game.deck("projects").cards:
        if not 2 <= card.fields["cost"] <= 11:
            return f"{card.name} costs {card.fields['cost']}"
        if not -1 <= card.fields["income"] <= 4:
            return f"{card.name} moves income by {card.fields['income']}"
    return True


@invariant("every Goal card scores per card or as a bonus, and a kind goal scores per card", per_player_count=False)
def goals_score_something(game) -> bool | str:
    for card in game.deck("goals").cards:
        each, bonus = card.fields["vp_each"], card.fields["bonus"]
        if (each is None) == (bonus is None):
            return f"{card.name} needs exactly one of vp_each and bonus"
        if card.fields["kind"] and each is None:
            return f"{card.name} names a kind but scores no VP per card"
    return True


@invariant("the income bonus bands start where the board marks them", per_player_count=False)
def bands_rise(game) -> bool | str:
    starts = [lowest for lowest, _ in INCOME_BANDS]
    bonuses = [vp for _, vp in INCOME_BANDS]
    if starts != sorted(starts) or bonuses != sorted(bonuses):
        return "income bands must rise"
    return starts[-1] <= income_limit()

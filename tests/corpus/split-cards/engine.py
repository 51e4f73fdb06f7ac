"""Callings & Crests: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

DECK_SIZE = 48
COIN_SUPPLY = 40
GUILDS = ("Glass", "Ink", "Silk", "Spice")
FAVOUR_PRICES = {"hire": 2, "seal": 3}


# --- setup -----------------------------------------------------------------

@rule
def cards_set_aside(players: int, variant: str | None = None) -> int:
    """Cards returned to the box unseen: twelve a missing player, twelve more in a short evening."""
    base = 12 * (4 - players) // 2
    return base + (12 if variant == "short" else 0)


@rule
def cards_in_game(players: int, variant: str | None = None) -> int:
    return DECK_SIZE - cards_set_aside(players, variant)


@rule
def hand_size(players: int = 2) -> int:
    return 4 if players == 4 else 5


@rule
def starting_coins(seat: int) -> int:
    return {1: 0, 2: 1, 3: 1, 4: 2}[seat]


# --- the turn --------------------------------------------------------------

@rule
def hand_limit(players: int | None = None) -> int:
    return 8


@rule
def refill_cards(players: int | None = None) -> int:
    return 1


@rule
def favours_per_turn() -> int:
    return 1


@rule
def can_raid(power: int, crest: int, sealed: bool) -> bool:
    """A Raid of this power may discard this crest."""
    return not sealed and crest <= power


@rule
def can_recall(power: int, crest: int) -> bool:
    return crest <= power


# --- scoring ---------------------------------------------------------------

@rule
def first_prize(players: int | None = None) -> int:
    return 6


@rule
def second_prize(players: int) -> int:
    return 0 if players == 2 else 3


@rule
def full_hall_bonus(players: int | None = None) -> int:
    return 3


@rule
def guild_award(mine: int, others: list, players: int) -> int:
    """Points one player scores in one guild.

    Players with no crest in the guild score nothing. Tied players add up the
    prizes of the places they share and split them, rounded down.
    """
    if mine <= 0:
        return 0
    prizes = [first_prize(players), second_prize(players)]
    above = sum(1 for o in others if o > mine)
    tied = 1 + sum(1 for o in others if o == mine)
    shared = sum(prizes[place] for place in range(above, above + tied) if place < len(prizes))
    return shared // tied


@rule
def final_score(coins: int, prizes: list, full_hall: bool) -> int:
    return coins + sum(prizes) + (full_hall_bonus() if full_hall else 0)


# --- what the box gives ----------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "split": cards_in_game(players, variant),
        "coins": COIN_SUPPLY,
        "first-player": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"split": {"hand": hand_size(players), "draw": refill_cards(players)}}


# --- invariants ------------------------------------------------------------

@invariant("every card's power and crest add up to 5, or to 4 on a sealed crest", per_player_count=False)
def halves_balance(game) -> bool | str:
    for card in game.deck("split").cards:
        total = card.fields["power"] + card.fields["crest"]
        wanted = 4 if card.fields["sealed"] else 5
        if total != wanted:
            return f"{card.name}: power {card.fields['power']} and crest {card.fields['crest']} make {total}, not {wanted}"
    return True


@invariant("every guild holds the same crest total", per_player_count=False)
def guilds_even(game) -> bool | str:
    totals = {g: 0 for g in GUILDS}
    for card in game.deck("split").cards:
        totals[card.fields["guild"]] += card.fields["crest"] * card.count
    if len(set(totals.values())) != 1:
        return ", ".join(f"{g} {t}" for g, t in totals.items())
    return True


@invariant("every Calling is on the same number of cards", per_player_count=False)
def callings_even(game) -> bool | str:
    counts: dict[str, int] = {}
    for card in game.deck("split").cards:
        counts[card.fields["calling"]] = counts.get(card.fields["calling"], 0) + card.count
    if len(set(counts.values())) != 1:
        return ", ".join(f"{c} {n}" for c, n in counts.items())
    return True


@invariant("the deck and the coin supply match the box", per_player_count=False)
def box_matches(game) -> bool | str:
    deck = game.deck("split")
    coins = next(c for c in game.inventory if c.id == "coins")
    if deck.total != DECK_SIZE:
        return f"the deck holds {deck.total}, the engine counts {DECK_SIZE}"
    if coins.count != COIN_SUPPLY:
        return f"the box holds {coins.count} coins, the engine counts {COIN_SUPPLY}"
    return True


@invariant("the favours cost what the engine says", per_player_count=False)
def favour_prices(game) -> bool | str:
    for cost in game.costs:
        price = sum(item.amount for item in cost.items)
        if FAVOUR_PRICES.get(cost.id) != price:
            return f"{cost.name} costs {price}"
    return True


@invariant("the whole starting deal fits in the cards in play")
def deal_fits(players: int) -> bool:
    return hand_size(players) * players + 10 <= cards_in_game(players)


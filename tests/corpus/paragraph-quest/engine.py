"""Engine model of Paragraph Quest: The Drowned Bell.

The rules every printed table, worked example and placeholder reads. A solo
or two-hero cooperative adventure: read numbered paragraphs, test a stat with
two dice, spend hours on the time track before the spring tide comes in.
"""
import heapq
import re

from generator.engine import invariant, rule

PLAYERS = (1, 2)  # game.yaml: players 1-2

START_PARAGRAPH = 1
LAST_PARAGRAPH = 40
STAT_POINTS = 6          # Might + Wits + Luck on every hero card
CARRY_LIMIT = 3          # items one hero may carry
ITEM_BONUS_CAP = 2       # the most items may add to one test
COINS_PER_POINT = 3      # unspent Gold scores 1 point per full 3

# Box counts setup() needs (held to game.yaml by decks_come_out_whole)
PARAGRAPH_CARDS = 23
HERO_CARDS = 5
ITEM_CARDS = 17
GOLD_COINS = 40


# ---------------------------------------------------------------- setup ----

@rule
def heroes_in_play(players: int) -> int:
    """One hero per player."""
    return players


@rule
def lantern_tokens(players: int) -> int:
    """Lantern tokens (re-rolls) the party starts with, shared."""
    return 3 if players == 1 else 4


@rule
def market_size(players: int = 1) -> int:
    """Item cards laid face up as the market."""
    return players + 2


@rule
def bonus_gold(players: int) -> int:
    """Gold each hero takes on top of the Gold on their hero card."""
    return 2 if players == 1 else 0


@rule
def help_bonus(players: int = 2) -> int:
    """What the partner hero adds to a test by helping (two players only)."""
    return 1 if players == 2 else 0


@rule
def time_limit(players: int = 1, variant: str | None = None) -> int:
    """The space of the time track where the spring tide comes in."""
    limit = 20 if players == 1 else 18
    if variant == "spring-tide":
        limit -= 2
    return limit


@rule
def carry_limit(players: int | None = None) -> int:
    return CARRY_LIMIT


@rule
def item_bonus_cap(players: int | None = None) -> int:
    return ITEM_BONUS_CAP


@rule
def stat_points() -> int:
    return STAT_POINTS


@rule
def start_paragraph() -> int:
    return START_PARAGRAPH


@rule
def last_paragraph() -> int:
    return LAST_PARAGRAPH


# ---------------------------------------------------------------- tests ----

@rule
def ways_at_least(needed: int) -> int:
    """Of the 36 throws of two dice, how many show `needed` or more."""
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= needed)


@rule
def check_total(dice: list, stat: int, bonus: int = 0, helped: bool = False) -> int:
    """Two dice, plus the stat, plus items (at most the cap), plus a partner's help."""
    return sum(dice) + stat + min(bonus, ITEM_BONUS_CAP) + (help_bonus(2) if helped else 0)


@rule
def check_succeeds(total: int, target: int) -> bool:
    """A test succeeds when the total reaches the target number."""
    return total >= target


# --------------------------------------------------------------- market ----

@rule
def gold_left(gold: int, prices: list, discount: int = 0) -> int:
    """Gold left after buying items at these prices (Tamsin's discount never goes below 1)."""
    return gold - sum(max(1, p - discount) for p in prices)


# -------------------------------------------------------------- scoring ----

@rule
def final_score(renown: int, gold: int, hour: int, players: int = 1, variant: str | None = None) -> int:
    """Renown, 1 per full 3 Gold left, and 1 per hour left before the tide."""
    return renown + gold // COINS_PER_POINT + (time_limit(players, variant) - hour)


@rule
def rank_title(score: int | str) -> str:
    if score == "21 or more":
        return "Legend of the Salt Road"
    if score <= 9:
        return "Lost in the Marsh"
    if score <= 15:
        return "Wanderer"
    if score <= 20:
        return "Bell-Keeper"
    return "Legend of the Salt Road"


# ---------------------------------------------------------------- setup ----

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "paragraphs": PARAGRAPH_CARDS,       # sorted by number, never shuffled
        "heroes": HERO_CARDS,                # the pool the players choose from
        "items": ITEM_CARDS,                 # shuffled: market face up, the rest a draw pile
        "time-board": 1,
        "time-marker": 1,
        "gold-coins": GOLD_COINS,            # the bank
        "lantern-tokens": lantern_tokens(players),
        "dice": 2,
        "character-pad": 1,
    }


# ----------------------------------------------------------- invariants ----

def _paragraphs(game) -> dict[int, object]:
    return {c.fields["number"]: c for c in game.deck("paragraphs").cards}


def _exits(card) -> list[int]:
    raw = card.fields["exits"].strip()
    return [int(x) for x in raw.split(";")] if raw else []


@invariant("every 'turn to' in a paragraph leads to a paragraph in the deck", per_player_count=False)
def exits_exist(game) -> bool | str:
    book = _paragraphs(game)
    for number, card in book.items():
        exits = _exits(card)
        for n in exits:
            if n not in book:
                return f"{card.name} leads to {n}, which is no paragraph"
        said = {int(n) for n in re.findall(r"(?:turn to|ashore at) (\d+)", card.fields["text"])}
        said |= {int(n) for n in re.findall(r"\(turn to (\d+)\)", card.fields["text"])}
        if said != set(exits):
            return f"{card.name}: text says {sorted(said)} but exits are {sorted(exits)}"
        if (card.fields["stat"] == "") != (card.fields["target"] is None):
            return f"{card.name}: a test needs both a stat and a target"
    if START_PARAGRAPH not in book or LAST_PARAGRAPH not in book:
        return "the start or the last paragraph is missing"
    return True


@invariant("the quickest road to paragraph 40 beats the spring tide")
def tide_can_be_beaten(players: int, game, variant: str | None = None) -> bool | str:
    book = _paragraphs(game)
    best = {START_PARAGRAPH: book[START_PARAGRAPH].fields["time"]}
    queue = [(best[START_PARAGRAPH], START_PARAGRAPH)]
    while queue:
        hours, n = heapq.heappop(queue)
        if hours > best.get(n, 10**6):
            continue
        for m in _exits(book[n]):
            h = hours + book[m].fields["time"]
            if h < best.get(m, 10**6):
                best[m] = h
                heapq.heappush(queue, (h, m))
    quickest = best.get(LAST_PARAGRAPH)
    if quickest is None:
        return "paragraph 40 cannot be reached"
    limit = time_limit(players, variant)
    return True if quickest < limit else f"quickest road takes {quickest} hours, the tide comes at {limit}"


@invariant("every hero's Might, Wits and Luck add up to the same total", per_player_count=False)
def heroes_are_balanced(game) -> bool | str:
    for card in game.deck("heroes").cards:
        total = card.fields["might"] + card.fields["wits"] + card.fields["luck"]
        if total != STAT_POINTS:
            return f"{card.name} has {total} stat points"
    return True


@invariant("no single item gives more than items may add to one test", per_player_count=False)
def items_within_cap(game) -> bool | str:
    for card in game.deck("items").cards:
        bonus = card.fields["bonus"]
        if bonus is not None and bonus > ITEM_BONUS_CAP:
            return f"{card.name} gives +{bonus}"
    return True


@invariant("setup takes out whole decks and the whole bank")
def decks_come_out_whole(players: int, game) -> bool | str:
    wanted = setup(players)
    for deck_id in ("paragraphs", "heroes", "items"):
        if wanted[deck_id] != game.deck(deck_id).total:
            return f"setup takes {wanted[deck_id]} {deck_id}, the deck has {game.deck(deck_id).total}"
    coins = next(c for c in game.inventory if c.id == "gold-coins")
    if coins.count != wanted["gold-coins"]:
        return f"setup takes {wanted['gold-coins']} coins, the box has {coins.count}"
    market_and_party = market_size(players) + heroes_in_play(players)
    return True if game.deck("items").total > market_and_party else "too few items for the market"

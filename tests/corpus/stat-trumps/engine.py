"""Engine model of Brass Beasts: dealing, home edges, ties and scoring."""
from generator.engine import invariant, rule

PLAYERS = (2, 6)

DECK_SIZE = 40
STATS = ("Speed", "Power", "Range", "Cost")
LOW_WINS = {"Cost"}

HOME = {"Hooves": "Speed", "Claws": "Power", "Wings": "Range", "Shells": "Cost"}
EDGE = {"Hooves": 2, "Claws": 2, "Wings": 1, "Shells": -1}
FAMILY_SIZE = {"Hooves": 10, "Claws": 10, "Wings": 10, "Shells": 10}
BEST = {
    "Hooves": {"Speed": 10, "Power": 9, "Range": 9, "Cost": 1},
    "Claws": {"Speed": 8, "Power": 10, "Range": 8, "Cost": 2},
    "Wings": {"Speed": 9, "Power": 7, "Range": 10, "Cost": 1},
    "Shells": {"Speed": 4, "Power": 8, "Range": 7, "Cost": 1},
}


@rule
def deck_size() -> int:
    """Beast cards in the game."""
    return DECK_SIZE


@rule
def cards_dealt(players: int) -> int:
    """Cards each player is dealt: the deck shared out evenly."""
    return DECK_SIZE // players


@rule
def starting_pot(players: int) -> int:
    """Cards left over from the deal, which start the pot."""
    return DECK_SIZE % players


@rule
def hand_size(players: int | None = None) -> int:
    """Cards a player holds in hand; the rest of their cards wait in their stack."""
    return 3


@rule
def herd_size(players: int = 2) -> int:
    """Cards of one family a player must win to score a herd."""
    return max(3, 8 - players)


@rule
def herd_bonus() -> int:
    """Points each herd scores on top of the cards."""
    return 3


@rule
def tricks_played(players: int) -> int:
    """Tricks in a whole game: one per card each player was dealt."""
    return cards_dealt(players)


@rule
def home_stat(family: str) -> str:
    return HOME[family]


@rule
def home_edge(family: str) -> int:
    return EDGE[family]


@rule
def family_cards(family: str) -> int:
    return FAMILY_SIZE[family]


@rule
def family_best(family: str, stat: str) -> int:
    """The best printed value of a stat in a family (the lowest, for Cost)."""
    return BEST[family][stat]


@rule
def stat_value(printed: int, family: str, stat: str) -> int:
    """The value a card counts with when a stat is called: its home stat gets the edge."""
    return printed + (EDGE[family] if HOME[family] == stat else 0)


@rule
def trick_winner(values: dict, stat: str) -> str | None:
    """Who wins a trick, or None when the best value is shared (a tie)."""
    best = min(values.values()) if stat in LOW_WINS else max(values.values())
    leaders = [name for name, v in values.items() if v == best]
    return leaders[0] if len(leaders) == 1 else None


@rule
def cards_taken(played: int, pot: int) -> int:
    """Cards the winner of a trick adds to their won pile."""
    return played + pot


@rule
def pot_after_tie(played: int, pot: int) -> int:
    """Cards in the pot after a tie: everything played joins it."""
    return pot + played


@rule
def herds(players: int, family_counts: list) -> int:
    """Herds a player scores from the number of won cards in each family."""
    return sum(1 for n in family_counts if n >= herd_size(players))


@rule
def final_score(cards: int, herds: int) -> int:
    return cards + herds * herd_bonus()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {"beasts": DECK_SIZE, "winding-key": 1}


@invariant("the deck holds exactly the cards the deal shares out", per_player_count=False)
def deck_matches(game) -> bool | str:
    total = game.deck("beasts").total
    return True if total == DECK_SIZE else f"the deck has {total} cards, the engine deals {DECK_SIZE}"


@invariant("every player gets more cards than a hand holds")
def deal_covers_hand(players: int) -> bool:
    return cards_dealt(players) > hand_size()


@invariant("each family has the cards and best stats the family table prints", per_player_count=False)
def families_match(game) -> bool | str:
    cards = game.deck("beasts").cards
    for family in HOME:
        mine = [c for c in cards if c.fields["family"] == family]
        if sum(c.count for c in mine) != FAMILY_SIZE[family]:
            return f"{family}: {len(mine)} cards"
        for stat in STATS:
            values = [c.fields[stat.lower()] for c in mine]
            best = min(values) if stat in LOW_WINS else max(values)
            if best != BEST[family][stat]:
                return f"{family}: best {stat} is {best}, not {BEST[family][stat]}"
        for c in mine:
            if c.fields["home"] != HOME[family]:
                return f"{c.name} marks {c.fields['home']} as home, but {family} is at home on {HOME[family]}"
            if c.fields["edge"] != EDGE[family]:
                return f"{c.name} prints an edge of {c.fields['edge']}, but the {family} edge is {EDGE[family]}"
    return True


@invariant("every printed stat lies between 1 and 10", per_player_count=False)
def stats_in_range(game) -> bool | str:
    for c in game.deck("beasts").cards:
        for stat in STATS:
            v = c.fields[stat.lower()]
            if not 1 <= v <= 10:
                return f"{c.name} has {stat} {v}"
    return True

"""Basho: the rules the tables, examples and boards print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

RANKS = ["Juryo", "Maegashira", "Komusubi", "Sekiwake", "Ozeki", "Yokozuna"]
STRENGTH = {"Juryo": 1, "Maegashira": 2, "Komusubi": 3, "Sekiwake": 4, "Ozeki": 5, "Yokozuna": 6}
PRESTIGE = {"Juryo": 1, "Maegashira": 3, "Komusubi": 5, "Sekiwake": 7, "Ozeki": 10, "Yokozuna": 14}
BEATS = {"Push": "Belt", "Belt": "Trick", "Trick": "Push"}   # each style beats the one it names


# --- the basho -------------------------------------------------------------

@rule
def days_in_basho(players: int | None = None) -> int:
    """A basho lasts fifteen days; each wrestler fights once a day."""
    return 15


@rule
def wrestlers_per_stable(players: int | None = None) -> int:
    return 2


@rule
def wrestler_cards_dealt(players: int | None = None) -> int:
    """Wrestler cards dealt to each player, who keeps two."""
    return 3


@rule
def wrestler_cards_out(players: int = 2) -> int:
    return wrestler_cards_dealt() * players


@rule
def hand_size(players: int | None = None) -> int:
    """Technique cards in hand at the start and after every Rest."""
    return 5


@rule
def rivals_per_day(players: int = 2) -> int:
    """One Rival card for each wrestler in the basho, every day."""
    return wrestlers_per_stable() * players


@rule
def final_days_from(players: int | None = None) -> int:
    """From this day on, leaders of different stables meet each other."""
    return 13


# --- bouts -----------------------------------------------------------------

@rule
def rank_strength(rank: str) -> int:
    return STRENGTH[rank]


@rule
def specialty_bonus(players: int | None = None) -> int:
    return 1


@rule
def style_edge(mine: str, theirs: str) -> int:
    """+2 to the side whose style beats the other's."""
    return 2 if BEATS[mine] == theirs else 0


@rule
def style_edge_bonus(players: int | None = None) -> int:
    return 2


@rule
def bout_total(rank: str, power: int, roll: int, specialty: bool = False, edge: bool = False) -> int:
    """Rank strength + technique power + die, +1 specialty, +2 style edge."""
    return (rank_strength(rank) + power + roll
            + (specialty_bonus() if specialty else 0)
            + (style_edge_bonus() if edge else 0))


# --- the banzuke meeting and scoring -----------------------------------------

@rule
def winning_record(players: int | None = None) -> int:
    """Kachi-koshi: a majority of the fifteen bouts."""
    return days_in_basho() // 2 + 1


@rule
def yokozuna_wins(players: int | None = None) -> int:
    return 13


@rule
def rank_change(wins: int) -> int:
    if wins <= 3:
        return -2
    if wins <= 7:
        return -1
    if wins <= 10:
        return 1
    return 2


@rule
def new_rank(rank: str, wins: int) -> str:
    i = RANKS.index(rank) + rank_change(wins)
    i = max(0, min(i, len(RANKS) - 1))
    if RANKS[i] == "Yokozuna" and wins < yokozuna_wins():
        i = RANKS.index("Ozeki")
    return RANKS[i]


@rule
def rank_prestige(rank: str) -> int:
    return PRESTIGE[rank]


@rule
def gold_star_prestige(players: int | None = None) -> int:
    return 2


@rule
def yusho_bonus(players: int | None = None, shared: bool = False) -> int:
    return 3 if shared else 6


@rule
def stable_score(final_ranks: list, gold_stars: int = 0, yusho: str = "none") -> int:
    """Prestige of every wrestler's new rank, gold stars, and the yusho."""
    score = sum(rank_prestige(r) for r in final_ranks) + gold_stars * gold_star_prestige()
    if yusho == "alone":
        score += yusho_bonus()
    elif yusho == "shared":
        score += yusho_bonus(shared=True)
    return score


# --- setup -----------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "kokugikan-board": 1,
        "techniques": 40,
        "rivals": 24,
        "wrestlers": wrestler_cards_out(players),
        "stable-mats": players,
        "win-markers": wrestlers_per_stable() * players,
        "day-marker": 1,
        "gold-stars": 10,
        "dice": 2,
        "hoshitori-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "techniques": {"hand": hand_size(), "draw": wrestlers_per_stable()},
        "rivals": {"per_round": rivals_per_day(players)},
        "dice": {"dice": 2},
    }


# --- invariants ------------------------------------------------------------

@invariant("every Rival card prints the strength of its rank", per_player_count=False)
def rival_strength_matches(game) -> bool | str:
    wrong = [c.name for c in game.deck("rivals").cards
             if c.fields["strength"] != rank_strength(c.fields["rank"])]
    return True if not wrong else f"strength differs from rank: {', '.join(wrong)}"


@invariant("the setup takes whole decks of techniques and rivals", per_player_count=False)
def decks_come_out_whole(game) -> bool | str:
    s = setup(2)
    for deck in ("techniques", "rivals"):
        if s[deck] != game.deck(deck).total:
            return f"setup takes {s[deck]} {deck}, the deck has {game.deck(deck).total}"
    return True


@invariant("there are enough wrestler cards to deal every player three")
def enough_wrestlers(players: int, game) -> bool:
    return game.deck("wrestlers").total >= wrestler_cards_out(players)


@invariant("the rank names in the engine are the game's ranks", per_player_count=False)
def ranks_agree(game) -> bool:
    return list(game.names["ranks"]) == RANKS


@invariant("a whole hand lasts at least one day for both wrestlers")
def hand_covers_a_day(players: int) -> bool:
    return hand_size() >= wrestlers_per_stable()

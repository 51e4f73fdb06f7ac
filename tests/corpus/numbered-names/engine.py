"""The Midnight Job: the numbers of the game.

Crew bosses hire crew (each with a skill and a hire cost in Cash) and pull
jobs whose security their ready crew's skill must reach. The game ends a
round after the 12 O'Clock Train is revealed from the Job deck.
"""

from generator.engine import invariant, rule

PLAYERS = (2, 5)

JOB_CARDS = 15          # the Job deck, held to the CSV by an invariant
CREW_CARDS = 23         # the Crew deck, held to the CSV by an invariant
CASH_CHIPS = 60         # the bank, held to the inventory by an invariant
TRAIN = "The 12 O'Clock Train"


# --- setup by player count ---------------------------------------------------

@rule
def starting_cash(players: int = 2) -> int:
    """Cash each boss starts with: a little less in the bigger games."""
    return 6 if players <= 3 else 5


@rule
def rookies_each(players: int | None = None) -> int:
    """Rookie crew cards dealt to each boss at the start."""
    return 2


@rule
def line_up_size(players: int = 2) -> int:
    """Face-up Crew cards anyone may hire: two more than the players."""
    return players + 2


@rule
def job_row_size(players: int = 2) -> int:
    """Face-up Job cards: one more than the players, at most five."""
    return min(players + 1, 5)


@rule
def jobs_removed(players: int = 2) -> int:
    """Job cards put back in the box unseen before the game (never the train)."""
    return {2: 4, 3: 2}.get(players, 0)


# --- constants ----------------------------------------------------------------

@rule
def scout_cash(players: int | None = None) -> int:
    """Cash taken by the Scout action."""
    return 3


@rule
def lie_low_cash(players: int | None = None) -> int:
    """Cash taken by the Lie Low action (besides readying your crew)."""
    return 1


@rule
def keys_bonus(players: int | None = None) -> int:
    """Loot scored at the end by a boss holding all of the 3 Keys."""
    return 8


@rule
def cash_per_loot(players: int | None = None) -> int:
    """At the end, every full this-many Cash scores 1 Loot."""
    return 5


@rule
def train_pile(players: int | None = None) -> int:
    """Job cards the 12 O'Clock Train is shuffled into, at the bottom of the Job deck."""
    return 5


@rule
def seals_min_crew(players: int | None = None) -> int:
    """The Seven Seals can only be pulled by at least this many crew."""
    return 3


# --- heists and scoring ---------------------------------------------------------

@rule
def crew_skill(skills: list) -> int:
    """The skill a heist crew brings: the sum of its cards' skills."""
    return sum(int(s) for s in skills)


@rule
def heist_succeeds(skills: list, security: int) -> bool:
    """A heist works when the crew's skill reaches the job's security."""
    return crew_skill(skills) >= int(security)


@rule
def final_loot(job_loot: list, keys: int, cash: int) -> int:
    """Final score: the Loot of your jobs, the keys bonus, and Cash turned into Loot."""
    total = sum(int(x) for x in job_loot)
    if int(keys) == 3:
        total += keys_bonus()
    return total + int(cash) // cash_per_loot()


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "crew": CREW_CARDS,                              # dealt Rookies, then the hiring deck
        "crew/rookie": rookies_each(players) * players,
        "jobs": JOB_CARDS - jobs_removed(players),
        "cash-chips": CASH_CHIPS,                        # the bank
    }


# --- invariants -----------------------------------------------------------------

@invariant("the engine's deck and bank sizes are the box's", per_player_count=False)
def sizes_match_box(game) -> bool | str:
    if game.deck("jobs").total != JOB_CARDS:
        return f"Job deck has {game.deck('jobs').total}, engine says {JOB_CARDS}"
    if game.deck("crew").total != CREW_CARDS:
        return f"Crew deck has {game.deck('crew').total}, engine says {CREW_CARDS}"
    chips = next(c for c in game.inventory if c.id == "cash-chips")
    if chips.count != CASH_CHIPS:
        return f"bank has {chips.count}, engine says {CASH_CHIPS}"
    return True


@invariant("each of the 3 Keys is found at exactly one job", per_player_count=False)
def keys_once_each(game) -> bool | str:
    found = [c.fields["key"] for c in game.deck("jobs").cards if c.fields["key"]]
    for key in game.names["keys"]:
        if found.count(key) != 1:
            return f"{key} is on {found.count(key)} jobs"
    if any(c.count != 1 for c in game.deck("jobs").cards if c.fields["key"]):
        return "a key job has more than one copy"
    return True


@invariant("there are enough Rookies for every boss")
def rookies_suffice(players: int, game) -> bool:
    rookie = next(c for c in game.deck("crew").cards if c.id == "rookie")
    return rookie.count >= rookies_each(players) * players


@invariant("the hiring deck fills the Line-up")
def line_up_fills(players: int, game) -> bool:
    hireable = sum(c.count for c in game.deck("crew").cards if c.id != "rookie")
    return hireable >= line_up_size(players)


@invariant("the Job deck fills the Job row and still hides the train")
def job_row_fills(players: int) -> bool:
    return JOB_CARDS - 1 - jobs_removed(players) - train_pile() >= job_row_size(players)


@invariant("every job but the train has a security and a loot", per_player_count=False)
def jobs_priced(game) -> bool | str:
    for card in game.deck("jobs").cards:
        if card.name == TRAIN:
            if card.fields["security"] is not None or card.fields["loot"] is not None:
                return "the 12 O'Clock Train must have no security or loot"
        elif card.fields["security"] is None or card.fields["loot"] is None:
            return f"{card.name} lacks a security or loot"
    return True


@invariant("the Seven Seals can be pulled by four of the best crew", per_player_count=False)
def seals_reachable(game) -> bool | str:
    seals = next(c for c in game.deck("jobs").cards if c.id == "seven-seals")
    skills = sorted((c.fields["skill"] for c in game.deck("crew").cards for _ in range(c.count)), reverse=True)
    best = sum(skills[: seals_min_crew() + 1])
    return True if best >= seals.fields["security"] else f"the best four crew bring only {best}"

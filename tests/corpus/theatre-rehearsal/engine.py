"""Opening Night: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

DAYS = 10
DRESS_REHEARSAL = 9
SCRIPT_SCENES = 6
REST_STAMINA = 2
STARS_TO_WIN = 3

REVIEWS = {
    0: "Closed after one night",
    1: "Panned",
    2: "Mixed",
    3: "Warm",
    4: "Rave",
    5: "Standing ovation",
}


@rule
def actors_each(players: int) -> int:
    """Actors each player directs: two in a game for two, else one."""
    return 2 if players == 2 else 1


@rule
def company_size(players: int) -> int:
    """Actors in the company: every actor the players direct."""
    return actors_each(players) * players


@rule
def director_tokens(players: int) -> int:
    """Director tokens at the start: the three-player company is smallest and gets the most help."""
    return {2: 3, 3: 4, 4: 2}[players]


@rule
def days(players: int | None = None) -> int:
    """Days on the calendar; the last is opening night."""
    return DAYS


@rule
def dress_rehearsal_day(players: int | None = None) -> int:
    """The day before opening night: no Study."""
    return DRESS_REHEARSAL


@rule
def rehearsal_days(players: int | None = None) -> int:
    """Days on which actors act: every day before opening night."""
    return DAYS - 1


@rule
def notes_drawn(players: int | None = None) -> int:
    """One Director's Note is revealed on each rehearsal day."""
    return rehearsal_days()


@rule
def scenes_in_script(players: int | None = None) -> int:
    return SCRIPT_SCENES


@rule
def rest_stamina(players: int | None = None) -> int:
    """Stamina regained by resting."""
    return REST_STAMINA


@rule
def stars_to_win(players: int | None = None) -> int:
    return STARS_TO_WIN


@rule
def study_cost() -> int:
    """Stamina an actor spends to Study."""
    return 1


@rule
def rehearsal_cost(cast: int) -> int:
    """Stamina a rehearsal costs the company: 1 from each actor in the cast."""
    return cast


@rule
def rest(stamina: int, maximum: int) -> int:
    """Stamina after resting: up by 2, never above the printed Stamina."""
    return min(stamina + REST_STAMINA, maximum)


@rule
def scene_ready(lines: int, placed: int) -> bool:
    return placed >= lines


@rule
def quality_stars(ready: int) -> int:
    """Stars the performance earns: one for each scene Ready past the first."""
    return max(0, ready - 1)


@rule
def review(ready: int) -> str:
    return REVIEWS[quality_stars(ready)]


@rule
def company_wins(ready: int) -> bool:
    return quality_stars(ready) >= STARS_TO_WIN


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "actors": company_size(players),
        "scenes": 14,
        "notes": 12,
        "calendar-board": 1,
        "line-tokens": 40,
        "stamina-tokens": 30,
        "director-tokens": director_tokens(players),
        "day-marker": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "actors": {"hand": actors_each(players)},
        "scenes": {"table": SCRIPT_SCENES},
        "notes": {"per_round": 1, "turns": rehearsal_days()},
    }


@invariant("the Scene deck deals a full Script and can replace a scene for every rewrite", per_player_count=False)
def scenes_suffice(game) -> bool | str:
    rewrites = sum(1 for c in game.deck("notes").cards if "Rewrite" in c.name or "Rewrites" in c.name)
    total = game.deck("scenes").total
    need = SCRIPT_SCENES + rewrites
    return True if total >= need else f"{total} scenes, {need} needed"


@invariant("the Director's Notes last every rehearsal day", per_player_count=False)
def notes_suffice(game) -> bool | str:
    total = game.deck("notes").total
    return True if total >= notes_drawn() else f"{total} notes for {notes_drawn()} days"


@invariant("the Stamina tokens cover the hardiest company")
def stamina_suffices(players: int, game) -> bool | str:
    staminas = sorted((c.fields["stamina"] for c in game.deck("actors").cards), reverse=True)
    need = sum(staminas[: company_size(players)])
    box = next(c for c in game.inventory if c.id == "stamina-tokens").count
    return True if need <= box else f"{need} Stamina needed, {box} in the box"


@invariant("every scene can be cast from the company")
def scenes_castable(players: int, game) -> bool | str:
    big = [c.name for c in game.deck("scenes").cards if c.fields["actors"] > company_size(players)]
    return True if not big else f"too big a cast: {', '.join(big)}"


@invariant("the box holds the most Director tokens any count starts with", per_player_count=False)
def director_tokens_suffice(game) -> bool | str:
    box = next(c for c in game.inventory if c.id == "director-tokens").count
    most = max(director_tokens(p) for p in range(PLAYERS[0], PLAYERS[1] + 1))
    return True if box >= most else f"{most} needed, {box} in the box"


@invariant("setup() takes every deck and supply out whole, as the box counts them", per_player_count=False)
def supplies_come_out_whole(game) -> bool | str:
    wanted = setup(2)
    for deck in ("scenes", "notes"):
        if wanted[deck] != game.deck(deck).total:
            return f"setup takes {wanted[deck]} {deck}, the deck has {game.deck(deck).total}"
    for line in game.inventory:
        if line.id in ("line-tokens", "stamina-tokens") and wanted[line.id] != line.count:
            return f"setup takes {wanted[line.id]} {line.name}, the box holds {line.count}"
    return True

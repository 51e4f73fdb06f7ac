"""Relay Race: the rules the tables, the track and the examples print."""

from generator.engine import invariant, rule

PLAYERS = (4, 8)

RACE_LENGTH = 36
HAND_SIZE = 3
RUNNER_CARDS_DEALT = 2
STAMINA_SUPPLY = 24
DROP_PENALTY = 1


# --- teams -----------------------------------------------------------------

@rule
def larger_team(players: int) -> int:
    """Runners on the larger team (both teams are equal at even counts)."""
    return (players + 1) // 2


@rule
def smaller_team(players: int) -> int:
    """Runners on the smaller team."""
    return players // 2


@rule
def exchange_markers(players: int) -> int:
    """Each team marks one exchange line fewer than it has runners."""
    return (larger_team(players) - 1) + (smaller_team(players) - 1)


# --- constants ---------------------------------------------------------------

@rule
def runner_cards_dealt(players: int | None = None) -> int:
    """Runner cards each player is dealt to choose one from."""
    return RUNNER_CARDS_DEALT


@rule
def hand_size(players: int | None = None) -> int:
    """Stride cards every player holds after the Refill step."""
    return HAND_SIZE


@rule
def race_length(players: int | None = None) -> int:
    """Spaces from the start line (space 0) to the finish."""
    return RACE_LENGTH


@rule
def drop_penalty() -> int:
    """Stamina the new runner loses when the baton is dropped."""
    return DROP_PENALTY


# --- legs by team size --------------------------------------------------------

@rule
def legs(team_size: int) -> int:
    """Every runner of a team runs exactly one leg."""
    return team_size


@rule
def leg_length(team_size: int) -> int:
    """The race is shared out evenly among the team's runners."""
    return RACE_LENGTH // team_size


@rule
def exchange_lines(team_size: int) -> list[int]:
    """The spaces where one leg ends and the next begins."""
    return [leg_length(team_size) * leg for leg in range(1, legs(team_size))]


@rule
def exchange_space(team_size: int, leg: int) -> int:
    """The exchange line at the end of leg number `leg`."""
    return leg_length(team_size) * leg


@rule
def extra_stamina(team_size: int) -> int:
    """Runners of small teams run longer legs and get more stamina."""
    return 4 - team_size


@rule
def runner_stamina(stamina: int, team_size: int) -> int:
    """Stamina a runner starts a leg with: the card's stamina plus the team's extra."""
    return stamina + extra_stamina(team_size)


# --- running and handing off ------------------------------------------------

@rule
def move(speed: int, pace: int) -> int:
    """Spaces a runner moves: speed plus the stride card's pace."""
    return speed + pace


@rule
def baton_result(roll: int) -> str:
    """What the baton die says about a hand-off."""
    if roll == 1:
        return "dropped"
    if roll <= 3:
        return "fumbled"
    return "clean"


@rule
def carry(spaces: int, result: str) -> int:
    """Carry-over the new runner moves at once, after the pass."""
    if result == "dropped":
        return 0
    if result == "fumbled":
        return spaces // 2
    return spaces


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a race at this count takes out of the box."""
    return {
        "runners": runner_cards_dealt(players) * players,
        "stride": 40,
        "track-board": 1,
        "runner-pawns": 2,
        "batons": 2,
        "exchange-markers": exchange_markers(players),
        "stamina-tokens": STAMINA_SUPPLY,
        "baton-die": 0 if variant == "sure-hands" else 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"stride": {"hand": HAND_SIZE, "draw": 1}}


# --- invariants ----------------------------------------------------------------

@invariant("every team size shares the race out into whole legs", per_player_count=False)
def legs_cover_the_race() -> bool | str:
    for size in (2, 3, 4):
        if legs(size) * leg_length(size) != RACE_LENGTH:
            return f"a team of {size} runs {legs(size) * leg_length(size)} spaces"
    return True


@invariant("the runner deck deals two cards to every player")
def runners_suffice(players: int, game) -> bool | str:
    total = game.deck("runners").total
    need = runner_cards_dealt(players) * players
    return True if total >= need else f"{need} runner cards dealt but the deck holds {total}"


@invariant("the stride deck deals every hand and leaves a draw pile")
def stride_suffices(players: int, game) -> bool | str:
    total = game.deck("stride").total
    need = hand_size(players) * players + 8
    return True if total >= need else f"{need} stride cards needed but the deck holds {total}"


@invariant("setup names the whole stride deck", per_player_count=False)
def stride_comes_out_whole(game) -> bool | str:
    total = game.deck("stride").total
    return True if setup(4)["stride"] == total else f"setup takes {setup(4)['stride']} of {total}"


@invariant("the box holds enough stamina for two runners at their most", per_player_count=False)
def stamina_suffices(game) -> bool | str:
    most = max(card.fields["stamina"] for card in game.deck("runners").cards) + extra_stamina(2) + 1
    supply = next(c for c in game.inventory if c.id == "stamina-tokens").count
    return True if supply >= 2 * most else f"{supply} stamina tokens, but two runners may hold {2 * most}"


@invariant("every exchange line lies inside the race")
def lines_inside(players: int) -> bool:
    return all(0 < line < RACE_LENGTH for size in (smaller_team(players), larger_team(players))
               for line in exchange_lines(size))

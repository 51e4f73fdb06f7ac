"""The corpus: games written outside the project, from README.md and docs/ alone, by designers who never read
generator/check/ (tests/corpus/<game>/, each committed as first written). pnp is measured on them: every one
checks with no error finding. Their first-contact findings, and what was fixed in pnp because of them, are in
docs/testing.md ("The corpus")."""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.check import check_game
from generator.load import load_game

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
GAMES = sorted(p.name for p in CORPUS.iterdir() if (p / "game.yaml").is_file())


def test_the_corpus_holds_games_of_several_shapes() -> None:
    assert len(GAMES) >= 5, GAMES


# False errors pnp still makes on a corpus game, each a class not fixed yet (docs/testing.md, "The corpus"): the
# game is right, pnp is wrong. Listed so the rest of the corpus stays held to no error; a fix removes its line.
# error findings a corpus game gets that are false and not fixed yet, as "file:line:col: error[RULE]" (road-inns'
# Painter, "gain 2 coins" beside a `coins` column of starting money, is a warning since session 16, its deck saying
# other numbers of coins twice and its own never)
KNOWN_FALSE: dict[str, list[str]] = {}   # a corpus game's errors the checker is known to find falsely


@pytest.mark.parametrize("game", GAMES)
def test_a_corpus_game_checks_with_no_error(game: str) -> None:
    found = check_game(load_game(CORPUS / game))
    errors = [f"{f.loc}: error[{f.rule}]" for f in found if f.severity == "error"]
    assert errors == KNOWN_FALSE.get(game, []), "\n".join(f"{f.loc}: error[{f.rule}] {f.message}" for f in found
                                                         if f.severity == "error")

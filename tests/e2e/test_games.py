"""End to end: the four built-in games load, check clean and list, through the real CLI contract."""
from __future__ import annotations


import pytest
from typer.testing import CliRunner

from conftest import CONTENT, run_check
from generator.app.cli import app

GAMES = ["commerce", "commissioned", "journeys-of-paul", "the-acts"]
FINDING_KEYS = {"rule", "severity", "game", "file", "line", "column", "message", "expected", "actual"}


def test_all_four_games_check_clean() -> None:
    run = run_check(content=CONTENT)
    assert run.exit_code == 0, run.output
    assert run.doc["games"] == GAMES
    assert [f for f in run.findings if f["severity"] != "note"] == []


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_its_parts(game: str) -> None:
    from generator.load import load_game

    loaded = load_game(CONTENT / game)
    g = loaded.game
    assert g.id == game and g.decks and g.tables and g.inventory and g.glossary
    assert all(row.rule for t in g.tables for row in t.rows), "every printed row is bound to an engine rule"
    assert loaded.engine.setup is not None and loaded.engine.invariants
    assert (CONTENT / game / "ERRATA.md").is_file()


def test_json_findings_match_the_design_contract() -> None:
    from conftest import FIXTURES

    run = run_check("table-mismatch", content=FIXTURES)
    assert set(run.doc) == {"games", "findings"}
    for finding in run.findings:
        assert FINDING_KEYS <= set(finding)


def test_list_shows_games_with_player_ranges() -> None:
    result = CliRunner().invoke(app, ["list", "--content", str(CONTENT)])
    assert result.exit_code == 0, result.output
    for game, players in (("commissioned", "2-6 players"), ("the-acts", "2-4 players"),
                          ("journeys-of-paul", "1-6 players"), ("commerce", "2-6 players")):
        line = next(l for l in result.output.splitlines() if l.startswith(game))
        assert players in line


def test_no_traceback_without_debug_and_one_with(tmp_path) -> None:
    missing = tmp_path / "nowhere"
    result = CliRunner().invoke(app, ["check", "--content", str(missing)])
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert "does not exist" in result.output
    debug = CliRunner().invoke(app, ["--debug", "check", "--content", str(missing)])
    from generator.core.errors import ContentNotFoundError

    assert isinstance(debug.exception, ContentNotFoundError)

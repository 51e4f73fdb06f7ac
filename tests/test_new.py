"""pnp new: a fresh game folder, anywhere, that checks clean and builds; and a new user's usual mistakes."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.cli import app


def pnp(*args: str, cwd: Path):
    old = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(app, list(args))
    finally:
        os.chdir(old)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    result = pnp("new", "river-traders", cwd=tmp_path)
    assert result.exit_code == 0, result.output
    return tmp_path / "river-traders"


def test_new_game_checks_clean_and_builds_from_its_project(project: Path) -> None:
    game = project / "content" / "river-traders"
    assert {p.name for p in game.iterdir()} >= {"game.yaml", "engine.py", "cards", "rulebook.md", "quickref.md"}
    assert "title: River Traders" in (game / "game.yaml").read_text()
    check = pnp("check", cwd=project)
    assert check.exit_code == 0, check.output
    build = pnp("build", cwd=project)
    assert build.exit_code == 0, build.output
    manifest = json.loads((project / "output" / "river-traders" / "manifest.json").read_text())
    assert manifest["game"] == "river-traders"


def test_pnp_finds_the_game_from_inside_its_folder(project: Path) -> None:
    inside = project / "content" / "river-traders" / "cards"
    check = pnp("check", "--format", "json", cwd=inside)
    assert check.exit_code == 0, check.output
    assert json.loads(check.stdout)["games"] == ["river-traders"]


def test_outside_any_game_is_a_clear_error(tmp_path: Path) -> None:
    result = pnp("check", cwd=tmp_path)
    assert result.exit_code == 2
    assert "no game found in" in result.output and "pnp new my-game" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize("bad", ["River", "river traders", "rivér", "river/traders"])
def test_invalid_names_are_refused(tmp_path: Path, bad: str) -> None:
    result = pnp("new", bad, cwd=tmp_path)
    assert result.exit_code == 2 and "is not a valid game id" in result.output
    assert list(tmp_path.iterdir()) == []


def test_existing_folder_is_never_overwritten(tmp_path: Path) -> None:
    (tmp_path / "river-traders").mkdir()
    (tmp_path / "river-traders" / "notes.txt").write_text("mine")
    result = pnp("new", "river-traders", cwd=tmp_path)
    assert result.exit_code == 2 and "never overwrites" in result.output
    assert (tmp_path / "river-traders" / "notes.txt").read_text() == "mine"


def test_clashing_id_in_a_project_is_refused_and_a_second_game_is_added(project: Path) -> None:
    clash = pnp("new", "river-traders", cwd=project)
    assert clash.exit_code == 2 and "already exists" in clash.output
    second = pnp("new", "hill-forts", cwd=project)
    assert second.exit_code == 0, second.output
    check = pnp("check", "--format", "json", cwd=project)
    assert json.loads(check.stdout)["games"] == ["hill-forts", "river-traders"]

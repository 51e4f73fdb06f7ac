"""pnp new: a fresh game folder, anywhere, that checks clean and builds; and a new user's usual mistakes."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.app.cli import app


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


SECOND_GAME = """\
id: river-traders
title: Gem Divers
version: "0.2"
players: 1-5
summary: Divers bring up gems from the reef; sets of gems buy pearls.
names:
  gems: [Ruby, Sapphire, Emerald, Pearl]
categories:
  - {id: stones, name: Stones, of: gems, members: [Ruby, Sapphire, Emerald]}
inventory:
  - {id: gem-cards, name: Gem cards, count: 24, kind: cards, decks: [gems]}
  - {id: divers, name: Divers, count: 10, kind: piece, per_player: 2, supply: gather}
  - {id: depth-die, name: Depth die, count: 1, kind: die, faces: 4}
decks:
  - id: gems
    name: Gems
    size: mini
    fields: {gem: "ref:gems", depth: int, rule: text}
tables:
  - id: dive
    title: Dives per round
    axis: {name: players, label: Players, values: [1, 2-3, 4-5]}
    rows:
      - {label: Dives each, rule: dives, values: [4, 3, 2]}
dice:
  - id: depth
    name: Depth die
    faces: 4
    component: depth-die
    rule: depth
    results:
      - {id: shallow, rolls: 1-2, text: Shallow water.}
      - {id: deep, rolls: 3-4, text: Deep water.}
costs:
  - id: pearl
    name: Pearl
    group: trades
    items: [{amount: 2, of: stones, different: true}]
examples:
  - id: solo
    title: Diving alone
    text: A solo diver dives four times a round.
    checks: [{rule: dives, args: {players: 1}, expect: 4}]
glossary:
  - {term: Dive, text: Draw a gem card from the reef.}
"""

SECOND_ENGINE = """\
from generator.engine import invariant, rule

PLAYERS = (1, 5)


@rule
def dives(players: int) -> int:
    return 4 if players == 1 else 3 if players <= 3 else 2


@rule
def depth(roll: int) -> str:
    return "shallow" if roll <= 2 else "deep"


def setup(players: int, variant=None) -> dict:
    return {"divers": 2 * players, "gems": players * 2}


@invariant("every round of dives fits in the reef")
def reef_lasts(players: int, game) -> bool:
    return dives(players) * players <= game.deck("gems").total
"""

SECOND_RULEBOOK = """\
## Diving {#diving}

{{ summary }} Each round every diver dives as the table says.

{{ table("dive") }}

{{ die("depth") }}

{{ costs("trades") }}

{{ example("solo") }}

## Glossary {#glossary}

{{ glossary() }}
"""


def test_scaffold_becomes_another_game_without_touching_generator(project: Path) -> None:
    game = project / "content" / "river-traders"
    (game / "game.yaml").write_text(SECOND_GAME, encoding="utf-8")
    (game / "engine.py").write_text(SECOND_ENGINE, encoding="utf-8")
    (game / "cards" / "harvest.csv").unlink()
    (game / "cards" / "gems.csv").write_text(
        "id,name,count,gem,depth,rule\n"
        "ruby,Ruby,6,Ruby,1,Keep it.\nsapphire,Sapphire,6,Sapphire,2,Keep it.\n"
        "emerald,Emerald,6,Emerald,3,Keep it.\npearl,Pearl,6,Pearl,4,Worth two stones.\n", encoding="utf-8")
    (game / "rulebook.md").write_text(SECOND_RULEBOOK, encoding="utf-8")
    (game / "quickref.md").write_text('## Dives {#qr-dives}\n\n{{ table("dive") }}\n', encoding="utf-8")
    check = pnp("check", "--format", "json", cwd=project)
    assert check.exit_code == 0, check.output
    listing = pnp("list", cwd=project)
    assert "Gem Divers v0.2, 1-5 players" in listing.output
    build = pnp("build", cwd=project)
    assert build.exit_code == 0, build.output
    manifest = json.loads((project / "output" / "river-traders" / "manifest.json").read_text())
    cards = next(f for f in manifest["files"] if f["kind"] == "cards")
    assert cards["deck"] == "gems" and cards["card_size_mm"] == [44, 68]
    assert {"cards", "cards-backs", "rulebook", "quickref"} <= {f["kind"] for f in manifest["files"]}


def test_new_game_builds_every_output_kind(project: Path) -> None:
    build = pnp("build", cwd=project)
    assert build.exit_code == 0, build.output
    manifest = json.loads((project / "output" / "river-traders" / "manifest.json").read_text())
    assert {f["kind"] for f in manifest["files"]} == {"cards", "cards-backs", "board", "tokens", "map",
                                                     "quickref", "rulebook", "report", "gallery"}


def test_list_says_what_a_build_makes_and_whether_output_is_current(project: Path) -> None:
    from generator.load import load_game
    from generator.render.outputs import planned_outputs

    listing = pnp("list", cwd=project)
    assert listing.exit_code == 0, listing.output
    assert ("outputs: card sheets for 1 deck (fronts and backs), boards, tokens, map, rulebook, quickref, "
            "designer's report, gallery") in listing.output
    assert "output/: not built yet" in listing.output
    assert pnp("build", cwd=project).exit_code == 0
    assert "output/: up to date (" in pnp("list", cwd=project).output
    manifest = json.loads((project / "output" / "river-traders" / "manifest.json").read_text())
    planned = planned_outputs(load_game(project / "content" / "river-traders"))
    assert sorted(planned) == sorted(f["path"] for f in manifest["files"] if not f["path"].startswith("gallery/"))
    csv = project / "content" / "river-traders" / "cards" / "harvest.csv"
    csv.write_text(csv.read_text().replace("Early Apple", "First Apple"))
    assert "output/: out of date: the content changed since the last build" in pnp("list", cwd=project).output


@pytest.mark.parametrize("template, files, kinds", [
    ("roll-and-write", {"game.yaml", "engine.py", "layouts", "rulebook.md"}, {"pads"}),
    ("wargame", {"game.yaml", "engine.py", "cards", "layouts", "rulebook.md", "quickref.md"}, {"grids", "tokens"}),
])
def test_each_template_scaffolds_a_game_of_its_shape_that_checks_clean(tmp_path: Path, template: str,
                                                                       files: set, kinds: set) -> None:
    result = pnp("new", "my-game", "--template", template, cwd=tmp_path)
    assert result.exit_code == 0, result.output
    game = tmp_path / "my-game" / "content" / "my-game"
    assert {p.name for p in game.iterdir()} >= files
    text = (game / "game.yaml").read_text()
    assert "id: my-game " in text and "title: My Game" in text and "__" not in text
    check = pnp("check", "--format", "json", cwd=tmp_path / "my-game")
    assert check.exit_code == 0, check.output
    assert json.loads(check.stdout)["findings"] == []
    from generator.load import load_game

    loaded = load_game(game)
    assert all(getattr(loaded.game, kind) for kind in kinds)


def test_the_wargame_scaffold_prints_its_combat_table_and_orders_die(tmp_path: Path) -> None:
    """The combat table and the orders die are bound to engine.py; the scaffold's rulebook and quick
    reference print them, and its print list names the counters, the map and the tokens."""
    import pdfplumber

    assert pnp("new", "border-war", "--template", "wargame", cwd=tmp_path).exit_code == 0
    project = tmp_path / "border-war"
    result = pnp("build", cwd=project)
    assert result.exit_code == 0, result.output
    out = project / "output" / "border-war"
    with pdfplumber.open(out / "quickref.pdf") as pdf:
        quickref = " ".join((p.extract_text() or "") for p in pdf.pages)
    assert "Combat results" in quickref and "Orders die" in quickref
    assert "3:1 EX DR DR DE DE DE" in quickref
    with pdfplumber.open(out / "rulebook.pdf") as pdf:
        rulebook = " ".join((p.extract_text() or "") for p in pdf.pages)
    for printed in ("cards-units.pdf", "grids.pdf", "tokens.pdf", "quickref.pdf", "rulebook.pdf"):
        assert printed in rulebook, printed
    assert "Unit counters" not in rulebook.split("To gather")[-1]   # printed on the units' sheets


def test_an_unknown_template_is_refused_naming_the_known_ones(tmp_path: Path) -> None:
    result = pnp("new", "my-game", "--template", "dungeon", cwd=tmp_path)
    assert result.exit_code == 2
    assert "unknown template 'dungeon'" in result.output and "roll-and-write" in result.output
    assert list(tmp_path.iterdir()) == []


def test_a_folder_of_games_gets_the_new_game_straight_inside_it(tmp_path: Path) -> None:
    # designers keep games in a folder they pass to --content; the game goes beside the others, not into a
    # new project nested in it (five of eight designers writing games from the docs alone hit that)
    games = tmp_path / "my-games"
    assert CliRunner().invoke(app, ["new", "first", "--dir", str(tmp_path)]).exit_code == 0
    games.mkdir()
    (tmp_path / "first" / "content" / "first").rename(games / "first")
    result = CliRunner().invoke(app, ["new", "second", "--dir", str(games)])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in games.iterdir()) == ["first", "second"]
    assert (games / "second" / "game.yaml").is_file() and not (games / "second" / "content").exists()
    assert result.output.splitlines()[-1] == f"next: cd {games / 'second'} && pnp check && pnp build"
    check = CliRunner().invoke(app, ["check", "--content", str(games), "--no-cache"])
    assert check.exit_code == 0, check.output

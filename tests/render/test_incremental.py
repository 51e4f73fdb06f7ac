"""Incremental builds: a rebuild renders only what changed, and never serves a stale file.

The game is `pnp new`'s (every output kind) with a second deck, built without
the check so an edit may break a rule. After each kind of input is changed, the
incremental build must equal a clean build of the same content byte for byte:
same files, same bytes, same manifest. The clean builds run in a process pool
and the incremental ones in this process, so the comparison also proves that
where a unit renders does not change its bytes.
"""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Callable

import pytest
from typer.testing import CliRunner

from generator.app.build import BuildSettings, build_game
from generator.app.cli import app
from generator.render import BuildOptions
from generator.render.inputs import toolchain_digest
from generator.app.scaffold import new_game

TOOLCHAIN = toolchain_digest()
SERIAL = BuildSettings(run_check=False, workers=1, toolchain=TOOLCHAIN)
POOL = BuildSettings(run_check=False, workers=2, toolchain=TOOLCHAIN)


def _replace(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.fixture
def game(tmp_path: Path) -> Path:
    made = new_game("river", tmp_path)
    folder = made.game
    # a second deck, so an edit to one deck can be seen to leave the other alone
    _replace(folder / "game.yaml", "decks:\n", "decks:\n  - id: market\n    name: Market\n    size: mini\n"
             "    layout: harvest\n    fields: {fruit: \"ref:resources\", value: int, text: text}\n")
    (folder / "cards" / "market.csv").write_text("id,name,count,fruit,value,text\n"
                                                 "stall,Fruit Stall,2,Pear,3,Sell two fruit for one cart.\n",
                                                 encoding="utf-8")
    return folder


def _files(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _stats(folder: Path) -> dict[str, tuple[int, int]]:
    return {p.name: (p.stat().st_ino, p.stat().st_mtime_ns) for p in folder.iterdir() if p.is_file()}


def _same_as_clean(game: Path, out: Path, tmp: Path, options: BuildOptions, settings: BuildSettings = POOL) -> None:
    clean = tmp / "clean"
    shutil.rmtree(clean, ignore_errors=True)
    build_game(game, clean, options, settings=settings)
    built, fresh = _files(out / "river"), _files(clean / "river")
    assert sorted(built) == sorted(fresh)
    for rel in fresh:
        assert built[rel] == fresh[rel], f"{rel} differs from a clean build"


def test_a_rebuild_with_nothing_changed_touches_nothing(game: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    first = build_game(game, out, BuildOptions(), settings=SERIAL)
    assert first.manifest_written and not first.kept
    before = _stats(out / "river")
    again = build_game(game, out, BuildOptions(), settings=SERIAL)
    assert not again.manifest_written and not again.rendered
    assert _stats(out / "river") == before


def test_one_card_edited_rewrites_only_its_decks_sheets(game: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    build_game(game, out, BuildOptions(), settings=SERIAL)
    before = _stats(out / "river")
    _replace(game / "cards" / "harvest.csv", "Worth two toward a cart.", "Counts double toward a cart.")
    result = build_game(game, out, BuildOptions(), settings=SERIAL)
    after = _stats(out / "river")
    changed = {name for name in after if after[name] != before.get(name)}
    # the rulebook prints the deck's size, not its texts: laid out again only if its HTML changed (it did not);
    # the gallery's page shows the card's text (its picture, under gallery/, is tests/render/gallery/test_gallery.py's)
    assert changed == {"cards-harvest.pdf", "cards-harvest-backs.pdf", "index.html", "manifest.json"}
    assert "cards:market" in result.kept and "cards:harvest" in result.rendered
    manifest = json.loads((out / "river" / "manifest.json").read_text())
    units = {e["path"]: e["unit"] for e in manifest["files"]}
    assert units["cards-harvest.pdf"] == "cards:harvest" and units["rulebook.pdf"] == "rulebook"
    assert all(len(e["inputs"]) == 64 for e in manifest["files"])
    assert manifest["units"]["cards:harvest"] == next(e["inputs"] for e in manifest["files"]
                                                      if e["path"] == "cards-harvest.pdf")


def test_one_card_edited_renders_only_its_deck_not_the_documents(game: Path, tmp_path: Path) -> None:
    # the documents print the deck's size, not its texts (issue 27): their HTML is not even made again
    out = tmp_path / "out"
    build_game(game, out, BuildOptions(), settings=SERIAL)
    _replace(game / "cards" / "harvest.csv", "Worth two toward a cart.", "Counts double toward a cart.")
    result = build_game(game, out, BuildOptions(), settings=SERIAL)
    # pnp's own sheets and pages (grids, pads, shop, report) still read every file: cheap, and their bytes do not change
    assert sorted(result.rendered) == ["cards:harvest", "gallery", "gallery:harvest", "grids", "pads", "report", "shop"]
    assert {"rulebook", "quickref", "cards:market", "gallery:market"} <= set(result.kept)
    _same_as_clean(game, out, tmp_path, BuildOptions())


def test_a_count_or_a_name_edited_renders_the_documents_again(game: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    build_game(game, out, BuildOptions(), settings=SERIAL)
    for old, new in (("Royal Plum,2,", "Royal Plum,3,"), ("Royal Plum,", "Regal Plum,")):
        _replace(game / "cards" / "harvest.csv", old, new)
        result = build_game(game, out, BuildOptions(), settings=SERIAL)
        assert {"rulebook", "quickref"} <= set(result.rendered), old
        _same_as_clean(game, out, tmp_path, BuildOptions())


@pytest.mark.parametrize("placeholder, edited, renders", [
    # the card a document draws: its text re-renders the document; another card's does not
    ('{{ card("harvest", "pear-2") }}', "Honey Pear,2,Pear,2,Worth two", True),
    ('{{ card("harvest", "pear-2") }}', "Royal Plum,2,Plum,2,Worth two", False),
    # a card named by a computed argument, or the placeholder handed on: any card's text
    ('{% for c in ["pear-2"] %}{{ card("harvest", c) }}{% endfor %}', "Royal Plum,2,Plum,2,Worth two", True),
    ('{% set draw = card %}{{ draw("harvest", "pear-2") }}', "Royal Plum,2,Plum,2,Worth two", True),
    # the components figure draws each deck's first faces (Early Apple, Golden Apple, Green Pear): theirs only
    ('{{ figure("components") }}', "Early Apple,4,Apple,1,Take one more", True),
    ('{{ figure("components") }}', "Royal Plum,2,Plum,2,Worth two", False),
])
def test_a_card_a_document_draws_renders_it_again(game: Path, tmp_path: Path, placeholder: str, edited: str,
                                                   renders: bool) -> None:
    _replace(game / "rulebook.md", "## Glossary {#glossary}", placeholder + "\n\n## Glossary {#glossary}")
    out = tmp_path / "out"
    build_game(game, out, BuildOptions(), settings=SERIAL)
    _replace(game / "cards" / "harvest.csv", edited, edited.replace("Worth two", "Counts double")
             .replace("Take one more", "Draw one more"))
    result = build_game(game, out, BuildOptions(), settings=SERIAL)
    assert ("rulebook" in result.rendered) is renders
    assert "quickref" in result.kept
    _same_as_clean(game, out, tmp_path, BuildOptions())


EDITS: list[tuple[str, Callable[[Path], None]]] = [
    ("a card's text", lambda g: _replace(g / "cards" / "harvest.csv", "Take one more card", "Draw one more card")),
    ("a deck's definition", lambda g: _replace(g / "game.yaml", "    size: mini\n", "    size: poker\n")),
    ("a palette colour", lambda g: _replace(g / "game.yaml", '"#b8432f"', '"#a03020"')),
    ("the title", lambda g: _replace(g / "game.yaml", "title: River ", "title: Riverbank ")),
    ("a layout", lambda g: _replace(g / "layouts" / "harvest.yaml", "radius: 3mm", "radius: 1mm")),
    ("the rulebook's text", lambda g: _replace(g / "rulebook.md", "Roll the weather die", "Roll the die")),
    ("the quick reference", lambda g: (g / "quickref.md").write_text(
        (g / "quickref.md").read_text(encoding="utf-8") + "\nKeep the orchard tidy.\n", encoding="utf-8")),
    ("an engine rule", lambda g: _replace(g / "engine.py", "return 7 - players", "return 8 - players")),
    ("a file no layout uses", lambda g: (g / "layouts" / "notes.yaml").write_text("# not used\n")),
    ("a deck removed", lambda g: (_replace(g / "game.yaml", "  - id: market\n    name: Market\n    size: poker\n"
                                           "    layout: harvest\n", "  - id: market-gone\n    name: Gone\n"
                                           "    size: poker\n    layout: harvest\n    file: cards/market.csv\n"))),
]


def test_every_kind_of_edit_gives_what_a_clean_build_gives(game: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    build_game(game, out, BuildOptions(), settings=SERIAL)
    for what, edit in EDITS:
        edit(game)
        result = build_game(game, out, BuildOptions(), settings=SERIAL)
        assert result.rendered, f"after editing {what} nothing was rendered"
        _same_as_clean(game, out, tmp_path, BuildOptions())


def test_options_and_pnp_itself_are_inputs_too(game: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    build_game(game, out, BuildOptions(), settings=SERIAL)
    letter = BuildOptions(paper="letter", guides=True)
    build_game(game, out, letter, settings=SERIAL)
    _same_as_clean(game, out, tmp_path, letter)
    other = BuildSettings(run_check=False, workers=1, toolchain="another pnp")
    result = build_game(game, out, letter, settings=other)
    assert not result.kept, "a different pnp kept files of the old one"
    _same_as_clean(game, out, tmp_path, letter, BuildSettings(run_check=False, workers=2, toolchain="another pnp"))


def test_a_file_altered_in_output_is_rendered_again(game: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    build_game(game, out, BuildOptions(), settings=SERIAL)
    target = out / "river" / "cards-market.pdf"
    target.write_bytes(target.read_bytes() + b"% scribbled on\n")
    result = build_game(game, out, BuildOptions(), settings=SERIAL)
    assert result.rendered == ("cards:market",)
    _same_as_clean(game, out, tmp_path, BuildOptions())


def _pnp(*args: str, cwd: Path):
    old = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(app, list(args))
    finally:
        os.chdir(old)


def test_only_and_deck_render_just_that_and_keep_the_rest(game: Path, tmp_path: Path) -> None:
    project = game.parent.parent
    assert _pnp("build", "--no-check", "--jobs", "1", cwd=project).exit_code == 0
    out = project / "output" / "river"
    before = _stats(out)
    _replace(game / "cards" / "harvest.csv", "Early Apple", "First Apple")
    _replace(game / "cards" / "market.csv", "Fruit Stall", "Fruit Cart")
    _replace(game / "rulebook.md", "Roll the weather die", "Roll the die")
    result = _pnp("build", "--no-check", "--deck", "market", cwd=project)
    assert result.exit_code == 0, result.output
    # fourteen units: two decks, rulebook, quickref, boards, map, tokens, the designer's report, grid maps, pads
    # and print-shop PDFs (which make no file for this game), and the gallery's (each deck's pictures, the page)
    assert "river: built (1 rendered, 13 unchanged)" in result.output
    after = _stats(out)
    assert {n for n in after if after[n] != before[n]} == {"cards-market.pdf", "cards-market-backs.pdf",
                                                          "manifest.json"}
    result = _pnp("build", "--no-check", "--only", "documents", cwd=project)
    assert result.exit_code == 0, result.output
    assert _stats(out)["cards-harvest.pdf"] == before["cards-harvest.pdf"]   # not asked for: left as it was
    assert _stats(out)["rulebook.pdf"] != before["rulebook.pdf"]


def test_only_and_deck_refuse_unknown_names(game: Path) -> None:
    project = game.parent.parent
    result = _pnp("build", "--only", "cards,posters", cwd=project)
    assert result.exit_code == 2
    assert result.output.splitlines()[:2] == [
        "error: unknown kind 'posters' in --only",
        "  hint: use one or more of cards, documents, boards, tokens, map, pads, report, gallery, e.g. --only cards"]
    result = _pnp("build", "--deck", "harvset", cwd=project)
    assert result.exit_code == 2
    assert result.output.splitlines()[:2] == ["error: river: no deck 'harvset' (--deck)",
                                              "  hint: decks of this game: market, harvest"]


def test_documents_that_list_the_builds_files_render_after_them() -> None:
    """A document waits for the other units only when it names a placeholder that reads their entries: the list
    of such placeholders is the methods of the placeholder context that read `outputs`."""
    import inspect

    from generator.render.documents.placeholders import DocumentContext
    from generator.render.units import OUTPUT_READERS

    readers = {name for name, fn in inspect.getmembers(DocumentContext, inspect.isfunction)
               if not name.startswith("_") and "self.outputs" in inspect.getsource(fn)}
    assert readers == set(OUTPUT_READERS)


def test_a_current_output_is_known_without_loading_the_game(game: Path, tmp_path: Path, monkeypatch) -> None:
    import generator.app.build as build

    out = tmp_path / "out"
    build_game(game, out, BuildOptions(), settings=SERIAL)
    monkeypatch.setattr(build, "load_game", lambda folder: pytest.fail("a current output loaded the game"))
    again = build_game(game, out, BuildOptions(), settings=SERIAL)
    assert not again.manifest_written and not again.rendered and "cards:harvest" in again.kept
    with pytest.raises(BaseException):   # any change at all (here: a new file) goes through the whole pipeline
        (game / "notes.txt").write_text("a designer's note\n", encoding="utf-8")
        build_game(game, out, BuildOptions(), settings=SERIAL)


def test_a_partial_build_leaves_the_rest_to_the_next_full_build(game: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    build_game(game, out, BuildOptions(), settings=SERIAL)
    _replace(game / "cards" / "harvest.csv", "Worth two toward a cart.", "Counts double toward a cart.")
    _replace(game / "cards" / "market.csv", "Fruit Stall", "Fruit Cart")
    from generator.render.units import Selection

    only_market = BuildSettings(run_check=False, workers=1, toolchain=TOOLCHAIN, selection=Selection((), ("market",)))
    assert build_game(game, out, BuildOptions(), settings=only_market).rendered == ("cards:market",)
    manifest = json.loads((out / "river" / "manifest.json").read_text())
    assert "build_key" not in manifest   # the harvest sheets are still the old text's
    full = build_game(game, out, BuildOptions(), settings=SERIAL)
    assert "cards:harvest" in full.rendered and "cards:market" in full.kept
    _same_as_clean(game, out, tmp_path, BuildOptions())
    assert "build_key" in json.loads((out / "river" / "manifest.json").read_text())


def test_games_built_together_share_the_pool_and_commit_each_on_its_own(game: Path, tmp_path: Path) -> None:
    """Two games through one pool give the bytes each gives alone, and a game whose check fails stops the
    games after it while the one before it is built whole."""
    from generator.app.build import build_games

    other = new_game("brook", tmp_path / "second").game
    out = tmp_path / "out"
    seen: list[str] = []
    results = build_games([game, other], out, BuildOptions(), POOL, on_result=lambda r: seen.append(r.game))
    assert seen == ["river", "brook"] and all(r.manifest_written for r in results)
    alone = tmp_path / "alone"
    build_game(other, alone, BuildOptions(), settings=SERIAL)
    assert _files(out / "brook") == _files(alone / "brook")
    _replace(game / "cards" / "harvest.csv", "Worth two toward a cart.", "Counts double toward a cart.")
    (other / "game.yaml").write_text("id: brook\n", encoding="utf-8")   # cannot be loaded
    with pytest.raises(Exception):
        build_games([game, other], out, BuildOptions(), POOL)
    # river was built, whole, before brook's error stopped the run
    assert "build_key" in json.loads((out / "river" / "manifest.json").read_text())
    _same_as_clean(game, out, tmp_path, BuildOptions())

"""One source per fact: costs 'per X', amounts inside a card column, and each board's own text in the data."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pdfplumber
import pytest

from generator.check import check_game
from generator.core.errors import LoadError
from generator.load import load_game

ROOT = Path(__file__).resolve().parents[2]
CLEAN = ROOT / "tests" / "fixtures" / "games" / "clean"
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"
sys.path.insert(0, str(ROOT / "tests"))


def copy(src: Path, tmp_path: Path, *edits: tuple[str, str, str]) -> Path:
    folder = tmp_path / src.name
    shutil.copytree(src, folder, ignore=shutil.ignore_patterns("__pycache__"))
    for file, old, new in edits:
        path = folder / file
        text = path.read_text(encoding="utf-8")
        assert old in text, (file, old)
        path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


def test_a_cost_item_per_something_prints_with_its_multiplier(tmp_path: Path) -> None:
    from generator.render import BuildOptions
    from generator.render.boards.data import cost_items
    from generator.render.documents.renderer import document_html

    folder = copy(DOCGAME, tmp_path, ("game.yaml", "{amount: 2, of: Wood}", "{amount: 2, of: Wood, per: worker placed}"))
    loaded = load_game(folder)
    cost = loaded.game.costs[0]
    assert cost.items[0].per == "worker placed"
    assert cost_items(loaded.game, cost) == "2 Wood per worker placed, 1 Food"
    assert "2 Wood per worker placed, 1 Food" in document_html(loaded, "rulebook", BuildOptions()).html


AMOUNTS = [("game.yaml", 'fields: {cost: int, resource: "ref:resources", text: text}',
            'fields: {cost: int, resource: "ref:resources", text: text, price: "amounts:resources"}'),
           ("cards/market.csv", "resource,text\n", "resource,text,price\n"),
           ("cards/market.csv", "Take one Wood.\n", "Take one Wood.,2 Stone; Grain\n"),
           ("cards/market.csv", "Take one Stone.\n", "Take one Stone.,3 Wood\n"),
           ("cards/market.csv", '"Take one Grain, then pass."\n', '"Take one Grain, then pass.",\n')]


def test_an_amounts_column_reads_each_name_once_with_its_count(tmp_path: Path) -> None:
    game = load_game(copy(CLEAN, tmp_path, *AMOUNTS)).game
    prices = {c.id: c.fields["price"] for c in game.deck("market").cards}
    assert [(a.amount, a.name) for a in prices["woodcutter"]] == [(2, "Stone"), (1, "Grain")]   # a bare name is 1
    assert str(prices["woodcutter"]) == "2 Stone, 1 Grain" and prices["quarry"].of("Wood") == 3
    assert list(prices["mill"]) == []
    assert [f for f in check_game(load_game(tmp_path / "clean")) if f.severity == "error"] == []


def test_an_amounts_column_names_are_checked_against_their_set(tmp_path: Path) -> None:
    folder = copy(CLEAN, tmp_path, *AMOUNTS[:-1], ("cards/market.csv", '"Take one Grain, then pass."\n',
                                                   '"Take one Grain, then pass.",1 Wod\n'))
    findings = [f for f in check_game(load_game(folder)) if f.rule == "REF001"]
    assert [(Path(f.loc.file).name, f.loc.line) for f in findings] == [("market.csv", 4)]
    assert "'Wod' is not a known name" in findings[0].message or "Wod" in findings[0].message


def test_a_name_written_twice_in_an_amounts_cell_is_a_load_error_at_its_row(tmp_path: Path) -> None:
    folder = copy(CLEAN, tmp_path, *AMOUNTS[:-1], ("cards/market.csv", '"Take one Grain, then pass."\n',
                                                   '"Take one Grain, then pass.",Wood; 2 Wood\n'))
    with pytest.raises(LoadError) as info:
        load_game(folder)
    (problem,) = info.value.problems
    assert (Path(problem.loc.file).name, problem.loc.line) == ("market.csv", 4)
    assert problem.message.endswith("'Wood' is listed twice in 'Wood; 2 Wood': write its amount once, "
                                    "e.g. '3 Wood'")


def test_amounts_separated_by_commas_are_refused_with_the_cell_written_right(tmp_path: Path) -> None:
    """'1 Grain, 2 Wood' is how a layout prints amounts; typed back into a cell it is one error that shows
    the ';' form, not an unknown name 'Grain, 2 Wood'."""
    folder = copy(CLEAN, tmp_path, *AMOUNTS[:-1], ("cards/market.csv", '"Take one Grain, then pass."\n',
                                                   '"Take one Grain, then pass.","1 Grain, 2 Wood"\n'))
    with pytest.raises(LoadError) as info:
        load_game(folder)
    (problem,) = info.value.problems
    assert (Path(problem.loc.file).name, problem.loc.line) == ("market.csv", 4)
    assert problem.message.endswith("'1 Grain, 2 Wood': amounts are separated by ';', not ',': "
                                    "write '1 Grain; 2 Wood'")


BOARD = ("game.yaml", "colours: [red, blue, green, yellow], component: pawns}",
         "colours: [red, blue, green, yellow], component: pawns, layout: mat,\n"
         "     texts: {Red: Moves first., Blue: Draws an extra card.}}")
MAT = ("layouts/mat.yaml", "", "elements:\n  - text: {box: [S, S, W - 2*S, 10], text: \"{{ name }}: {{ text }}\"}\n")


def test_each_board_prints_its_own_text_from_the_data(tmp_path: Path) -> None:
    from piecepdf import render_pieces

    folder = copy(CLEAN, tmp_path, BOARD)
    (folder / "layouts").mkdir()
    (folder / "layouts" / "mat.yaml").write_text(MAT[2], encoding="utf-8")
    out = render_pieces(folder, tmp_path / "out")
    with pdfplumber.open(out / "boards.pdf") as pdf:
        text = " ".join(" ".join((p.extract_text() or "").split()) for p in pdf.pages)
    assert "Red: Moves first." in text and "Blue: Draws an extra card." in text and "Green:" in text


def test_a_board_text_for_no_board_is_reported(tmp_path: Path) -> None:
    folder = copy(CLEAN, tmp_path, (BOARD[0], BOARD[1], BOARD[2].replace("Blue: Draws", "Purple: Draws")))
    findings = [f for f in check_game(load_game(folder)) if f.rule == "BRD001"]
    assert [f.loc.line for f in findings] == [88]
    assert "text for 'Purple', which is not one of its boards" in findings[0].message

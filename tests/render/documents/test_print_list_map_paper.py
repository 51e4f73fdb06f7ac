"""The rulebook's print list names the paper a map prints on when the map names its own (`paper: a3`).

A map may name the sheet it prints on whatever --paper says (tests/render/maps/test_maps_paper.py); the print list said
"Everything prints on A4 paper" all the same, and told the player to tape together the pages of a board that
A3 prints on one page (issue 29's review). Read from the built rulebook.pdf: the map's row of "To print".
"""
from __future__ import annotations

from pathlib import Path

import pdfplumber
from typer.testing import CliRunner


def _rulebook_lines(tmp_path: Path, map_paper: str | None, width: int = 260, *options: str) -> list[str]:
    """The `pnp new` card game (its orchard map 180 mm high and `width` wide: 260 fits one A4 or A3 page, 400
    takes two A4 pages), its rulebook given the print list, built for A4 (and `options`); the rulebook's text,
    line by line. Built again in the same place, the game is as the first build left it."""
    from generator.app.scaffold import new_game

    folder = tmp_path / "content" / "orchard" / "content" / "orchard"   # `pnp new` makes a project, then the game
    if folder.exists():
        return _built_lines(tmp_path, folder, options)
    folder = new_game("orchard", tmp_path / "content", "cards").game
    game = folder / "game.yaml"
    text = game.read_text(encoding="utf-8")
    assert "    width: 260\n    height: 180\n" in text
    text = text.replace("    width: 260\n", f"    width: {width}\n", 1)
    if map_paper:
        text = text.replace("    height: 180\n", f"    height: 180\n    paper: {map_paper}\n", 1)
    game.write_text(text, encoding="utf-8")
    rulebook = folder / "rulebook.md"
    rulebook.write_text(rulebook.read_text(encoding="utf-8") + "\n## What to print\n\n{{ print_and_gather() }}\n",
                        encoding="utf-8")
    return _built_lines(tmp_path, folder, options)


def _built_lines(tmp_path: Path, folder: Path, options: tuple[str, ...]) -> list[str]:
    from generator.app.cli import app

    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["build", "orchard", "--content", str(folder.parent), "--out", str(out),
                                      "--only", "map,documents", "--paper", "a4", "--progress", "none", *options])
    assert result.exit_code == 0, result.output
    with pdfplumber.open(out / "orchard" / "rulebook.pdf") as pdf:
        return [line for page in pdf.pages for line in (page.extract_text() or "").splitlines()]


def _map_row(lines: list[str]) -> str:
    (row,) = [line for line in lines if line.startswith("Game board map.pdf")]
    return row


def test_a_map_on_its_own_paper_is_said_so_and_one_page_is_only_trimmed(tmp_path: Path) -> None:
    lines = _rulebook_lines(tmp_path, "a3")
    assert "Everything prints on A4 paper." not in lines
    row = _map_row(lines)
    assert row.startswith("Game board map.pdf 1 A3, one-sided"), row
    assert row.endswith(" trim"), row
    assert not any("overlaps" in line for line in lines)


def test_a_map_on_the_build_paper_is_said_once_with_the_rest(tmp_path: Path) -> None:
    one = _rulebook_lines(tmp_path / "one", None)
    assert "Everything prints on A4 paper." in one
    assert _map_row(one) == "Game board map.pdf 1 one-sided trim"
    assert not any("larger paper" in line for line in one)   # one page: nothing to save
    tiled = _rulebook_lines(tmp_path / "tiled", None, width=400)
    assert "Everything prints on A4 paper." in tiled
    assert _map_row(tiled).startswith("Game board map.pdf 3 one-sided trim the overlaps and tape"), _map_row(tiled)
    # the copy shop's way (issue 29): the pages A3 takes, counted by the tiling, and the command that makes them
    said = " ".join(tiled[tiled.index(next(line for line in tiled if line.startswith("On larger paper:"))):])
    assert said.startswith("On larger paper: The game board prints on 3 A4 pages, overview and pieces to tape "
                           "together; on A3 it takes 1 page: pnp build orchard --map-paper a3."), said


def test_the_print_list_names_the_build_map_paper_and_follows_it_when_it_changes(tmp_path: Path) -> None:
    # 400 mm wide: two A4 pages and an overview, one A3 or tabloid page (pnp build --map-paper)
    a3 = _rulebook_lines(tmp_path, None, 400, "--map-paper", "a3")
    assert "Everything prints on A4 paper." not in a3
    assert _map_row(a3).startswith("Game board map.pdf 1 A3, one-sided trim"), _map_row(a3)   # the 1 page said
    assert not any("larger paper" in line for line in a3)   # already on A3
    tabloid = _rulebook_lines(tmp_path, None, 400, "--map-paper", "tabloid")   # the rulebook is made again
    assert _map_row(tabloid).startswith("Game board map.pdf 1 Tabloid, one-sided trim"), _map_row(tabloid)

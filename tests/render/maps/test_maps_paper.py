"""A map may name the paper its board prints on (a3, tabloid), whatever --paper says.

The fixture is tests/fixtures/games/map-tight-seam (a 300 x 140 mm board),
copied and given `paper:` in its map. Worked out by hand: on A4 (8 mm margins,
a 7 mm label band) the board needs two pages; on A3 landscape the window is
404 x 274 mm and on tabloid landscape 415.8 x 256.4 mm, so the whole board is
one page at full size, its own overview.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from conftest import FIXTURES

MM = 72 / 25.4


def _game(tmp_path: Path, paper: str) -> Path:
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "map-tight-seam", content / "map-tight-seam")
    game = content / "map-tight-seam" / "game.yaml"
    text = game.read_text(encoding="utf-8")
    assert "    height: 140\n" in text
    game.write_text(text.replace("    height: 140\n", f"    height: 140\n    paper: {paper}\n", 1), encoding="utf-8")
    return content


def _build(content: Path, out: Path, paper: str = "a4"):
    from generator.app.cli import app

    return CliRunner().invoke(app, ["build", "map-tight-seam", "--content", str(content), "--out", str(out),
                                    "--only", "map", "--paper", paper])


@pytest.mark.parametrize("paper, page_mm", [("a3", (420.0, 297.0)), ("tabloid", (431.8, 279.4))])
def test_a_map_prints_on_the_paper_its_data_names(tmp_path: Path, paper: str, page_mm: tuple[float, float]) -> None:
    content = _game(tmp_path, paper)
    result = _build(content, tmp_path / "out", "letter")   # the map's own paper wins over --paper
    assert result.exit_code == 0, result.output
    folder = tmp_path / "out" / "map-tight-seam"
    pages = PdfReader(str(folder / "map.pdf")).pages
    assert [(round(float(p.mediabox.width) / MM, 1), round(float(p.mediabox.height) / MM, 1)) for p in pages] == [
        page_mm]
    entry = next(f for f in json.loads((folder / "manifest.json").read_text())["files"] if f["path"] == "map.pdf")
    (m,) = entry["maps"]
    assert (m["paper"], m["page_mm"], m["rows"], m["cols"], m["pages"]) == (paper, list(page_mm), 1, 1, [1, 1])


def test_without_paper_the_board_follows_the_build_paper(tmp_path: Path) -> None:
    from generator.app.cli import app

    result = CliRunner().invoke(app, ["build", "map-tight-seam", "--content", str(FIXTURES), "--out",
                                      str(tmp_path), "--only", "map"])
    assert result.exit_code == 0, result.output
    entry = next(f for f in json.loads((tmp_path / "map-tight-seam" / "manifest.json").read_text())["files"]
                 if f["path"] == "map.pdf")
    (m,) = entry["maps"]
    assert (m["paper"], m["rows"], m["cols"]) == ("a4", 1, 2)


def test_an_unknown_map_paper_is_refused_at_its_line(tmp_path: Path) -> None:
    content = _game(tmp_path, "a2")
    result = _build(content, tmp_path / "out")
    assert result.exit_code == 2, result.output
    line = (content / "map-tight-seam" / "game.yaml").read_text(encoding="utf-8").splitlines().index("    paper: a2") + 1
    assert f"game.yaml:{line}:" in result.output and "a2" in result.output, result.output


# --map-paper: the paper the tiled maps print on, chosen at build time (issue 29). Commissioned's game board
# is 560 x 490 mm a side: 2 x 4 A4 tiles and an overview, 9 pages a side; on A3 landscape (a 404 x 274 mm window,
# 12 mm overlaps) it is 2 x 2 tiles and an overview, 5 pages a side.

def _cli(*args: str):
    from generator.app.cli import app

    return CliRunner().invoke(app, ["build", *args, "--progress", "none"])


def _map_entry(folder: Path, path: str = "map.pdf") -> dict:
    return next(f for f in json.loads((folder / "manifest.json").read_text())["files"] if f["path"] == path)


def test_commissioned_board_on_a3_is_at_most_six_pages_a_side(tmp_path: Path) -> None:
    import pdfplumber

    from conftest import CONTENT

    result = _cli("commissioned", "--content", str(CONTENT), "--out", str(tmp_path), "--only", "map", "--no-check",
                  "--map-paper", "a3")
    assert result.exit_code == 0, result.output
    folder = tmp_path / "commissioned"
    entry = _map_entry(folder)
    with pdfplumber.open(folder / "map.pdf") as pdf:
        sizes = [(round(float(p.width) / MM), round(float(p.height) / MM)) for p in pdf.pages]
    assert set(sizes) == {(420, 297)}, sizes   # every page, overview and tiles, is A3 landscape
    assert entry["paper"] == "a3" and entry["pages"] == len(sizes) == 10
    sides = entry["maps"]
    assert [m["id"] for m in sides] == ["side-a", "side-b"]
    for m in sides:
        first, last = m["pages"]
        assert last - first + 1 <= 6, m
        assert (m["paper"], m["page_mm"], m["rows"], m["cols"]) == ("a3", [420.0, 297.0], 2, 2)


def test_map_paper_wins_over_the_maps_own_paper(tmp_path: Path) -> None:
    content = _game(tmp_path, "a3")   # the data says A3: one page; --map-paper letter tiles it on two
    result = _cli("map-tight-seam", "--content", str(content), "--out", str(tmp_path / "out"), "--only", "map",
                  "--map-paper", "letter")
    assert result.exit_code == 0, result.output
    folder = tmp_path / "out" / "map-tight-seam"
    pages = PdfReader(str(folder / "map.pdf")).pages
    assert {(round(float(p.mediabox.width) / MM, 1), round(float(p.mediabox.height) / MM, 1)) for p in pages} == {
        (279.4, 215.9)}
    (m,) = _map_entry(folder)["maps"]
    assert (m["paper"], m["rows"], m["cols"], m["pages"]) == ("letter", 1, 2, [1, 3])


def test_map_paper_may_be_any_size_and_is_recorded_in_millimetres(tmp_path: Path) -> None:
    # 14 x 8 in is 355.6 x 203.2 mm: the 300 x 140 mm board fits one landscape page (window 339.6 x 180.2 mm)
    result = _cli("map-tight-seam", "--content", str(FIXTURES), "--out", str(tmp_path), "--only", "map",
                  "--map-paper", "14x8in")
    assert result.exit_code == 0, result.output
    folder = tmp_path / "map-tight-seam"
    (page,) = PdfReader(str(folder / "map.pdf")).pages
    assert (round(float(page.mediabox.width) / MM, 1), round(float(page.mediabox.height) / MM, 1)) == (355.6, 203.2)
    entry = _map_entry(folder)
    (m,) = entry["maps"]
    assert (entry["paper"], m["paper"], m["page_mm"], m["pages"]) == ("355.6x203.2mm", "355.6x203.2mm",
                                                                      [355.6, 203.2], [1, 1])


def test_a_grid_map_prints_on_the_map_paper_too(tmp_path: Path) -> None:
    # the hex-wargame valley (12 columns of 19 mm hexes) is two A4 tiles and an overview; on A3 it is one page
    result = _cli("hex-wargame", "--content", str(FIXTURES), "--out", str(tmp_path), "--only", "map", "--paper",
                  "letter", "--map-paper", "a3")
    assert result.exit_code == 0, result.output
    folder = tmp_path / "hex-wargame"
    (page,) = PdfReader(str(folder / "grids.pdf")).pages
    assert sorted((round(float(page.mediabox.width) / MM), round(float(page.mediabox.height) / MM))) == [297, 420]
    entry = _map_entry(folder, "grids.pdf")
    (valley,) = entry["grids"]
    assert (entry["paper"], valley["paper"], valley["rows"], valley["cols"], valley["pages"]) == ("a3", "a3", 1, 1,
                                                                                                 [1, 1])


def test_a_rebuild_with_another_map_paper_renders_the_map_again_and_keeps_the_cards(tmp_path: Path) -> None:
    from generator.app.build import BuildSettings, build_game
    from generator.render import BuildOptions
    from generator.render.inputs import toolchain_digest

    settings = BuildSettings(run_check=False, workers=1, toolchain=toolchain_digest())
    game, out = FIXTURES / "map-tight-seam", tmp_path / "out"
    build_game(game, out, BuildOptions(map_paper="a3"), settings=settings)
    folder = out / "map-tight-seam"
    assert len(PdfReader(str(folder / "map.pdf")).pages) == 1
    result = build_game(game, out, BuildOptions(map_paper="a4"), settings=settings)
    assert "maps" in result.rendered and "grids" in result.rendered and "rulebook" in result.rendered, result.rendered
    assert {"cards:market", "tokens", "boards", "pads"} <= set(result.kept), result.kept   # they print on --paper
    assert len(PdfReader(str(folder / "map.pdf")).pages) == 3   # an overview and two A4 tiles
    assert [m["paper"] for m in _map_entry(folder)["maps"]] == ["a4"]
    again = build_game(game, out, BuildOptions(map_paper="A4"), settings=settings)   # the same paper, spelt so
    assert not again.rendered, again.rendered
    clean = tmp_path / "clean"   # what the incremental build left equals a clean build with that paper
    build_game(game, clean, BuildOptions(map_paper="a4"), settings=settings)
    built, fresh = ({p.relative_to(f): p.read_bytes() for p in f.rglob("*") if p.is_file()}
                    for f in (folder, clean / "map-tight-seam"))
    assert sorted(built) == sorted(fresh)
    for rel in fresh:
        assert built[rel] == fresh[rel], f"{rel} differs from a clean build"


@pytest.mark.parametrize("value, message", [
    ("a2", "error: --map-paper: unknown paper 'a2': use a3, tabloid, a4, letter or a size WxH with a unit, "
           "e.g. 500x700mm or 18x24in (each side 100 to 5000 mm)"),
    ("40x60mm", "error: --map-paper: paper '40x60mm' is 40 x 60 mm: use a3, tabloid, a4, letter or a size WxH with "
                "a unit, e.g. 500x700mm or 18x24in (each side 100 to 5000 mm)"),
    ("11x17px", "error: --map-paper: unknown unit 'px' in '11x17px': use mm, cm, in or pt, e.g. 3mm or 0.125in"),
])
def test_a_bad_map_paper_is_refused_before_anything_is_built(tmp_path: Path, value: str, message: str) -> None:
    result = _cli("map-tight-seam", "--content", str(FIXTURES), "--out", str(tmp_path), "--map-paper", value)
    assert result.exit_code == 2, result.output
    assert result.output.splitlines()[:2] == [
        message, "  hint: the paper the tiled boards print on: --map-paper a3, tabloid, a4, letter or WxH with a "
                 "unit, e.g. --map-paper 500x700mm"], result.output
    assert "Traceback" not in result.output and not (tmp_path / "map-tight-seam").exists()

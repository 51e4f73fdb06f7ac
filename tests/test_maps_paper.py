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
    from generator.cli import app

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
    from generator.cli import app

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

"""The roll-and-write fixture checks clean and builds: a score pad whose boxes print their points, 4 sheets a page.

Expected values are read off the fixture by hand: boxes 8.5 x 9 mm, 0.5 mm
apart across and 2 mm down (a pitch of 9 x 11 mm), Red row points
1 1 2 2 3 3 4 5, bonus 3 + row, a 12-space round track across 95 - 2 x 5 mm.
"""
from __future__ import annotations

import json
from pathlib import Path

import pdfplumber
import pytest
from typer.testing import CliRunner

from conftest import FIXTURES, run_check
from generator.app.cli import app

MM = 72 / 25.4
GAME = "roll-and-write"


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("rollwrite")
    result = CliRunner().invoke(app, ["build", GAME, "--content", str(FIXTURES), "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out / GAME


def test_the_roll_and_write_checks_clean() -> None:
    run = run_check(GAME)   # its rulebook says "space 1 of the round track" beside a rounds() rule
    assert run.exit_code == 0, run.output
    assert run.findings == []


def _rects(page, w_mm: float, h_mm: float) -> list[dict]:
    return [r for r in page.rects if abs(r["width"] / MM - w_mm) < 0.02 and abs(r["height"] / MM - h_mm) < 0.02]


def test_the_pad_prints_a_games_worth_four_sheets_a_page(built: Path) -> None:
    entry = next(f for f in json.loads((built / "manifest.json").read_text())["files"] if f["kind"] == "pads")
    (pad,) = entry["pads"]
    # 2 sheets x 4 players = 8; A4 holds 2 x 2 sheets of 95 x 135 mm (2*95 + 2 <= 200, 2*135 + 2 <= 287)
    assert (pad["sheets"], pad["per_page"], pad["pages"]) == (8, 4, [1, 2])
    with pdfplumber.open(built / "pads.pdf") as pdf:
        assert len(pdf.pages) == 2
        for page in pdf.pages:
            boxes = [r for r in page.curves if abs((r["x1"] - r["x0"]) / MM - 8.5) < 0.05
                     and abs((r["bottom"] - r["top"]) / MM - 9) < 0.05]   # rounded: drawn as curves
            assert len(boxes) == 32 * 4
            spaces = _rects(page, 85 / 12, 8)
            assert len(spaces) == 12 * 4


def test_grid_cells_are_placed_at_their_pitch_and_print_the_engines_points(built: Path) -> None:
    with pdfplumber.open(built / "pads.pdf") as pdf:
        page = pdf.pages[0]
        boxes = sorted(((round(r["x0"] / MM, 2), round(r["top"] / MM, 2)) for r in page.curves
                        if abs((r["x1"] - r["x0"]) / MM - 8.5) < 0.05 and abs((r["bottom"] - r["top"]) / MM - 9) < 0.05),
                       key=lambda p: (p[1], p[0]))
        first_sheet = [b for b in boxes if b[0] < boxes[0][0] + 80 and b[1] < boxes[0][1] + 50]
        words = page.extract_words()
    assert len(first_sheet) == 32
    xs = sorted({x for x, _ in first_sheet})
    ys = sorted({y for _, y in first_sheet})
    assert [round(b - a, 2) for a, b in zip(xs, xs[1:])] == [9.0] * 7
    assert [round(b - a, 2) for a, b in zip(ys, ys[1:])] == [11.0] * 3
    top = ys[0] * MM
    red_row = [w["text"] for w in sorted(words, key=lambda w: w["x0"])
               if top <= w["top"] < top + 3 * MM and w["x0"] < (xs[-1] + 9) * MM]   # the boxes' 3 mm value band
    assert red_row == ["1", "1", "2", "2", "3", "3", "4", "5"]
    texts = [w["text"] for w in words]
    assert all(texts.count(f"+{3 + row}") == 4 for row in (1, 2, 3, 4))       # each row's bonus on each sheet

"""The hex-and-counter wargame fixture checks clean and builds: a real hex grid, mirrored counters, die stickers.

Expected geometry comes from the hex itself: a flat-topped hex 19 mm across its
flats is 2 x 19 / sqrt(3) = 21.94 mm across its corners, its sides 10.97 mm
long, and neighbouring centres are 19 mm apart.
"""
from __future__ import annotations

import json
import math
import shutil
from pathlib import Path

import pdfplumber
import pytest
from typer.testing import CliRunner

from conftest import FIXTURES, run_check
from generator.app.cli import app

MM = 72 / 25.4
GAME = "hex-wargame"
ACROSS_FLATS = 19.0
ACROSS_CORNERS = 2 * 19.0 / math.sqrt(3)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wargame")
    result = CliRunner().invoke(app, ["build", GAME, "--content", str(FIXTURES), "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out / GAME


def test_the_wargame_checks_clean() -> None:
    run = run_check(GAME)
    assert run.exit_code == 0, run.output
    assert run.findings == []


def test_the_map_is_a_grid_of_touching_hexes(built: Path) -> None:
    entry = next(f for f in json.loads((built / "manifest.json").read_text())["files"] if f["path"] == "grids.pdf")
    (valley,) = entry["grids"]
    assert (valley["cells"], valley["cell_mm"], valley["shape"]) == (12 * 9, 19.0, "hex-flat")
    assert valley["rows"] * valley["cols"] == 2            # 12 columns of 19 mm hexes are wider than A4: tiled
    with pdfplumber.open(built / "grids.pdf") as pdf:
        assert len(pdf.pages) == 3                         # the overview, then two tiles
        page = pdf.pages[1]
        hexes = [c for c in page.curves if len(c["pts"]) == 7
                 and abs((c["x1"] - c["x0"]) / MM - ACROSS_CORNERS) < 0.02
                 and abs((c["bottom"] - c["top"]) / MM - ACROSS_FLATS) < 0.02]
        strokes = [ln for ln in page.lines if abs(ln["linewidth"] - 1.6 * MM) < 0.01]
        key = [ln for ln in strokes if abs((ln["x1"] - ln["x0"]) / MM - 6) < 0.01 and ln["top"] == ln["bottom"]]
        rivers = [ln for ln in strokes if ln not in key]
        words = {w["text"] for w in page.extract_words()}
    assert len(hexes) == 108
    centres = [((c["x0"] + c["x1"]) / 2 / MM, (c["top"] + c["bottom"]) / 2 / MM) for c in hexes]
    for i, a in enumerate(centres):
        gaps = [math.dist(a, b) for j, b in enumerate(centres) if j != i]
        assert min(gaps) == pytest.approx(ACROSS_FLATS, abs=0.02)       # touching, never overlapping
        assert 2 <= sum(abs(g - ACROSS_FLATS) < 0.02 for g in gaps) <= 6
    assert len(key) == 1                                     # the river's swatch in the key
    assert len(rivers) == 17                                 # one stroke per hexside of the river
    for ln in rivers:
        assert math.dist((ln["x0"], ln["top"]), (ln["x1"], ln["bottom"])) / MM == pytest.approx(
            ACROSS_CORNERS / 2, abs=0.02)                    # a hexside is as long as the hex's radius
    assert {"0101", "1209", "Millford", "Ashby"} <= words     # coordinates and names, separately
    assert {"Lancers", "Hussars", "Battery"} <= words         # units drawn on their set-up hexes from the CSV


def _squares(page, side_mm: float) -> list[dict]:
    return [r for r in page.rects if abs(r["width"] / MM - side_mm) < 0.02 and abs(r["height"] / MM - side_mm) < 0.02]


def test_counters_come_from_the_csv_and_their_backs_are_mirrored(built: Path) -> None:
    with pdfplumber.open(built / "cards-units.pdf") as fronts, pdfplumber.open(built / "cards-units-backs.pdf") as backs:
        front, back = fronts.pages[0], backs.pages[0]
        assert len(_squares(front, 18.0)) == 10 == len(_squares(back, 18.0))   # 16 mm counters with 1 mm bleed
        width = float(front.width)
        front_words = {w["text"]: w for w in front.extract_words()}
        back_words = [w for w in back.extract_words()]
        text = " ".join(w["text"] for w in front.extract_words())
    assert "4-4-3" in text and "5-2-2" in text and "3-2-5" in text          # attack-defence-move from the row
    assert "reduced" not in text
    back_text = " ".join(w["text"] for w in back_words)
    assert "2-2-3" in back_text and "2-1-2" in back_text                    # the reduced side from the same row
    guard = front_words["Guard"]
    mirrored = width - (guard["x0"] + guard["x1"]) / 2
    back_guard = next(w for w in back_words if w["text"] == "Guard")
    assert (back_guard["x0"] + back_guard["x1"]) / 2 == pytest.approx(mirrored, abs=0.5)   # long-edge duplex
    assert back_guard["top"] == pytest.approx(guard["top"], abs=0.5)


def test_die_stickers_are_printed_from_the_die_table(built: Path) -> None:
    with pdfplumber.open(built / "tokens.pdf") as pdf:
        words = [w["text"] for w in pdf.pages[0].extract_words()]
    # orders: move on 1-3, fire on 4-5, rally on 6 (its sticker text 'Rally!')
    assert (words.count("Move"), words.count("Fire"), words.count("Rally!")) == (3, 2, 1)
    assert "counters" not in words      # the counters, counted by their deck, print as cards, not as tokens


def _variant(tmp_path: Path, old: str, new: str, file: str = "game.yaml") -> Path:
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / GAME, content / GAME, ignore=shutil.ignore_patterns("__pycache__"))
    path = content / GAME / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return content


@pytest.mark.parametrize("old, new, file, rule, line, words", [
    ('"0509/0609"]', '"0509/0709"]', "game.yaml", "GRD002", 76,
     "river runs between 0509 and 0709, which are not neighbours"),
    ('"0103", "0203", "0304"', '"0103", "0304"', "game.yaml", "GRD002", 77,
     "road steps from 0103 to 0304, which are not neighbours"),
    ('{at: ["0906"], terrain: town', '{at: ["0906"], terrain: towns', "game.yaml", "GRD001", 71,
     "unknown terrain 'towns'"),
    ("{at: Ashby, text: Red HQ", "{at: Ashbee, text: Red HQ", "game.yaml", "GRD001", 81,
     "piece 'Red HQ' names cell 'Ashbee', which is not on the map"),
    ("    size: 19mm\n", "    size: 19mm\n    label: \"{row}\"\n", "game.yaml", "GRD003", 58,
     "the format '{row}' gives two cells the same coordinate"),
    ("column: hex, label: name", "column: hex, label: nme", "game.yaml", "GRD001", 52,
     "refs: label 'nme' is not a column of deck 'units'"),
    (",3,2,5,1,1,1107", ",3,2,5,1,1,1310", "cards/units.csv", "GRD001", 8,
     "card 'Hussars' of deck 'units' is set up at '1310' (hex), which is not on the map"),
])
def test_grid_mistakes_are_reported_where_written(tmp_path: Path, old: str, new: str, file: str, rule: str,
                                                  line: int, words: str) -> None:
    run = run_check(GAME, content=_variant(tmp_path, old, new, file))
    assert run.exit_code == 1, run.output
    hits = [f for f in run.findings if f["rule"] == rule]
    assert [(Path(f["file"]).name, f["line"]) for f in hits] == [(Path(file).name, line)], run.output
    assert words in hits[0]["message"]


@pytest.mark.parametrize("label", ["{column}", "{col[0]}", "{col.x}"])   # an unknown name, an index, an attribute
def test_a_coordinate_format_that_cannot_write_coordinates_is_a_load_error(tmp_path: Path, label: str) -> None:
    run = run_check(GAME, content=_variant(tmp_path, "    size: 19mm\n", f"    size: 19mm\n    label: \"{label}\"\n"))
    assert run.exit_code == 2, run.output
    (problem,) = run.findings
    assert (problem["rule"], Path(problem["file"]).name, problem["line"]) == ("SCH002", "game.yaml", 58)
    assert f"'{label}' cannot write a coordinate" in problem["message"]


def _drawn(layout) -> list:
    """Every object of a pdfminer page in the order it is drawn, forms (LTFigure) opened in place."""
    from pdfminer.layout import LTFigure

    out = []
    for obj in layout:
        out += _drawn(obj) if isinstance(obj, LTFigure) else [obj]
    return out


def _inside(point: tuple[float, float], polygon: list[tuple[float, float]]) -> bool:
    """Whether the point lies in the convex polygon (or on its outline)."""
    signs = set()
    for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1]):
        cross = (x1 - x0) * (point[1] - y0) - (y1 - y0) * (point[0] - x0)
        if abs(cross) > 1e-6:
            signs.add(cross > 0)
    return len(signs) <= 1


def test_pieces_that_share_a_hex_leave_every_label_readable(built: Path) -> None:
    """Millford holds Blue HQ and the Battery, Ashby Red HQ and the Howitzers: no piece drawn later covers a
    letter of one drawn before it, and every piece lies inside its hex."""
    from pdfminer.layout import LTChar, LTCurve

    with pdfplumber.open(built / "grids.pdf") as pdf:
        objects = _drawn(pdf.pages[1].layout)          # tile A1 holds the whole map's form, clipped
    hexes = [o for o in objects if isinstance(o, LTCurve) and len(o.pts) == 7
             and abs(o.width / MM - ACROSS_CORNERS) < 0.02 and abs(o.height / MM - ACROSS_FLATS) < 0.02]
    assert len(hexes) == 108
    # a piece: a filled, outlined rounded square (0.6 pt) smaller than a hex
    pieces = [i for i, o in enumerate(objects) if isinstance(o, LTCurve) and o.fill and o.stroke
              and abs(o.linewidth - 0.6) < 0.01 and abs(o.width - o.height) < 0.05 and 2 < o.width / MM < 10]
    labels = {}
    for i in pieces:   # a piece's label: the run of bold letters drawn straight after it
        labels[i] = []
        for o in objects[i + 1:]:
            if not isinstance(o, LTChar) or not o.fontname.endswith("Lato-Bold"):
                break
            labels[i].append(o)
    stacks: dict[int, list[int]] = {}
    for i in pieces:
        box = objects[i]
        centre = ((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2)
        home = [h for h, cell in enumerate(hexes) if _inside(centre, cell.pts)]
        assert len(home) == 1
        corners = [(box.x0, box.y0), (box.x1, box.y0), (box.x1, box.y1), (box.x0, box.y1)]
        assert all(_inside(p, hexes[home[0]].pts) for p in corners), "a piece reaches out of its hex"
        stacks.setdefault(home[0], []).append(i)
    texts = {h: ["".join(ch.get_text() for ch in labels[i]) for i in stack] for h, stack in stacks.items()}
    shared = sorted(t for t in texts.values() if len(t) > 1)
    assert shared == [["Blue HQ", "Battery"], ["Red HQ", "Howitzers"]]
    for stack in stacks.values():
        for k, i in enumerate(stack):
            assert labels[i]
            for ch in labels[i]:
                box = objects[i]        # each letter on its own piece...
                assert box.x0 <= ch.x0 and ch.x1 <= box.x1 and box.y0 <= ch.y0 and ch.y1 <= box.y1
                for j in stack[k + 1:]:   # ...and under no piece drawn after it
                    later = objects[j]
                    assert ch.x1 <= later.x0 or ch.x0 >= later.x1 or ch.y1 <= later.y0 or ch.y0 >= later.y1, \
                        f"'{ch.get_text()}' of {texts} is under a later piece"

"""Layout repeats: a grid unrolls into cells placed by hand-computed geometry; a track into numbered spaces."""
from __future__ import annotations

import shutil
from pathlib import Path

import pdfplumber
import pytest

from generator.core.errors import LoadError
from generator.load.layout import RectEl, TextEl, load_layout
from generator.load.layout_expand import expand
from generator.load.layout_repeat import track_spaces

ROOT = Path(__file__).resolve().parents[2]
CLEAN = ROOT / "tests" / "fixtures" / "games" / "clean"
MM = 72 / 25.4
ENV = {"W": 180.0, "H": 120.0, "B": 3.0, "S": 6.0}

GRID = """\
elements:
  - rect: {box: [-B, -B, W + 2*B, H + 2*B], fill: paper}
  - grid:
      at: [30, 30]
      cell: [14, 10]
      rows: 3
      columns: 6
      gap: [2, 2]
      count: 16
      values: [[1, 2, 3, 4, 5, 6], [2, 4, 6, 8, 10, 12], [3, 6, 9, 12, 15, 18]]
      elements:
        - rect: {box: [0, 0, W, H], stroke: ink, width: 0.6pt}
        - text: {box: [1, 1, W - 2, 4], text: "{{ value }}", size: 6, align: right}
  - track: {box: [S, S, W - 2*S, H - 2*S], spaces: 30, shape: border, start: 1, fill: "#eeeeee"}
"""


def layout_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "layout.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_grid_cells_land_at_origin_plus_pitch_and_read_their_values(tmp_path: Path) -> None:
    layout = load_layout(layout_file(tmp_path, GRID))
    unrolled = expand(layout.elements, ENV)
    rects = [(el, cell) for el, cell in unrolled if isinstance(el, RectEl) and "row" in cell.names]
    assert len(rects) == 16                                   # count stops the 18-cell grid at 16
    el, cell = rects[8]                                       # the 9th cell: row 2, column 3
    assert (cell.names["row"], cell.names["column"], cell.names["index"]) == (2, 3, 9)
    assert el.box.resolve({}) == (30 + 2 * 16, 30 + 1 * 12, 14, 10)   # pitch = cell + gap
    texts = [cell.names["value"] for el, cell in unrolled if isinstance(el, TextEl) and "row" in cell.names]
    assert texts == [1, 2, 3, 4, 5, 6, 2, 4, 6, 8, 10, 12, 3, 6, 9, 12]   # the list of rows, by row and column


def test_an_element_is_unrolled_once_per_size_whole_or_alone(tmp_path: Path) -> None:
    """expand remembers each top-level element's pieces at a size: asked again (the whole layout, or the element
    alone, as the check's bound, overlap and template families ask) it gives the same pieces, not a second
    unrolling; another size unrolls again."""
    layout = load_layout(layout_file(tmp_path, GRID))
    whole = expand(layout.elements, ENV)
    alone = [piece for el in layout.elements for piece in expand((el,), dict(ENV))]
    assert len(whole) == len(alone) == 1 + 16 * 2 + 30 * 2
    assert all(a is b for a, b in zip(whole, alone))
    from generator.load.layout_expand import _expand
    from generator.load.layout_repeat import NO_CELL

    assert repr(whole) == repr(_expand(layout.elements, ENV, NO_CELL))   # as unrolled with nothing remembered
    wider = expand(layout.elements, {**ENV, "W": 200.0})
    assert wider[0][0].box.resolve({}) == (-3, -3, 206, 126) and whole[0][0].box.resolve({}) == (-3, -3, 186, 126)


def test_grid_in_column_order_and_nested_grids(tmp_path: Path) -> None:
    layout = load_layout(layout_file(tmp_path, """\
elements:
  - grid:
      at: [10, 10]
      cell: [20, 20]
      rows: 2
      columns: 2
      order: columns
      elements:
        - grid:
            at: [0, 0]
            cell: [W / 2, H / 2]
            rows: 2
            columns: 2
            elements:
              - rect: {box: [0, 0, W, H], stroke: ink}
"""))
    unrolled = expand(layout.elements, ENV)
    assert len(unrolled) == 16
    boxes = [el.box.resolve({}) for el, _ in unrolled]
    assert boxes[0] == (10, 10, 10, 10) and boxes[3] == (20, 20, 10, 10)
    assert boxes[4] == (10, 30, 10, 10)                       # column order: the second outer cell is below
    assert unrolled[4][1].names["index"] == 1 and unrolled[4][1].names["column"] == 1


@pytest.mark.parametrize("spaces", [4, 13, 30, 31, 44])
def test_border_track_runs_clockwise_round_the_box_without_gaps(spaces: int) -> None:
    import generator.load.layout  # noqa: F401  (the module is importable on its own)
    from generator.load.layout_repeat import TrackEl
    from generator.load.layout_values import Box

    box = (6.0, 6.0, 168.0, 108.0)
    track = TrackEl(box=Box.from_yaml(list(box)), spaces=spaces, shape="border")
    cells = track_spaces(track, ENV)
    assert len(cells) == spaces
    x, y, w, h = box
    assert cells[0][:2] == (x, y)                              # starts at the top-left corner
    for (ax, ay, aw, ah), (bx, by, bw, bh) in zip(cells, cells[1:] + cells[:1]):
        touching = (abs(ax + aw - bx) < 1e-6 or abs(bx + bw - ax) < 1e-6 or abs(ay + ah - by) < 1e-6
                    or abs(by + bh - ay) < 1e-6)
        assert touching, "consecutive spaces share an edge, round the corner too"
    for cx, cy, cw, ch in cells:
        assert x - 1e-6 <= cx and cx + cw <= x + w + 1e-6 and y - 1e-6 <= cy and cy + ch <= y + h + 1e-6
        assert cx < x + 1e-6 or cy < y + 1e-6 or cx + cw > x + w - 1e-6 or cy + ch > y + h - 1e-6  # on the edge
    area = sum(cw * ch for _, _, cw, ch in cells)
    inner = [(cx, cy, cw, ch) for cx, cy, cw, ch in cells]
    assert len({(round(a, 3), round(b, 3)) for a, b, _, _ in inner}) == spaces   # no two spaces overlap
    assert area <= w * h + 1e-6


def test_a_row_track_divides_its_box() -> None:
    from generator.load.layout_repeat import TrackEl
    from generator.load.layout_values import Box

    track = TrackEl(box=Box.from_yaml([10, 20, 130, 8]), spaces=13, shape="row")
    assert track_spaces(track, ENV)[12] == pytest.approx((130.0, 20, 10, 8))


def test_a_grid_without_elements_is_a_load_error_at_its_line(tmp_path: Path) -> None:
    with pytest.raises(LoadError) as info:
        load_layout(layout_file(tmp_path, "elements:\n  - rect: {box: [0, 0, W, H]}\n  - grid:\n"
                                          "      at: [0, 0]\n      cell: [5, 5]\n"))
    (problem,) = info.value.problems
    assert (problem.rule, problem.loc.line) == ("SCH003", 3)   # the grid's own line
    assert "needs an 'elements' list" in problem.message


def test_a_bad_child_is_reported_at_its_own_line(tmp_path: Path) -> None:
    with pytest.raises(LoadError) as info:
        load_layout(layout_file(tmp_path, "elements:\n  - grid:\n      at: [0, 0]\n      cell: [5, 5]\n"
                                          "      elements:\n        - rect: {box: [0, 0, W, H], colr: red}\n"))
    (problem,) = info.value.problems
    assert (problem.rule, problem.loc.line) == ("SCH001", 6)


def _board_game(tmp_path: Path, layout: str) -> Path:
    folder = tmp_path / "clean"
    shutil.copytree(CLEAN, folder, ignore=shutil.ignore_patterns("__pycache__"))
    text = (folder / "game.yaml").read_text(encoding="utf-8")
    (folder / "game.yaml").write_text(text.replace("size: 180x120mm,", "size: 180x120mm, layout: mat,"),
                                      encoding="utf-8")
    (folder / "layouts").mkdir()
    (folder / "layouts" / "mat.yaml").write_text(layout, encoding="utf-8")
    return folder


def test_a_board_prints_every_grid_cell_at_its_size(tmp_path: Path) -> None:
    import sys

    sys.path.insert(0, str(ROOT / "tests"))
    from piecepdf import render_pieces

    out = render_pieces(_board_game(tmp_path, GRID), tmp_path / "out")
    with pdfplumber.open(out / "boards.pdf") as pdf:
        cells = [r for page in pdf.pages for r in page.rects
                 if abs(r["width"] - 14 * MM) < 0.05 and abs(r["height"] - 10 * MM) < 0.05]
        text = pdf.pages[0].extract_text()
    assert len(cells) == 16 * 4                                # 16 cells on each of the four mats
    for number in ("1", "15", "30"):
        assert number in text.split()


def test_a_track_with_the_wrong_number_of_labels_names_the_layout_line(tmp_path: Path) -> None:
    import sys

    sys.path.insert(0, str(ROOT / "tests"))
    from generator.render.cards.faces import CardError
    from piecepdf import render_pieces

    folder = _board_game(tmp_path, "elements:\n  - track: {box: [S, S, 100, 8], spaces: 3, labels: [a, b]}\n")
    with pytest.raises(CardError) as info:
        render_pieces(folder, tmp_path / "out")
    assert info.value.render().splitlines()[0] == (f"{folder}/layouts/mat.yaml:2:5: error[LAY009] board 'mat': "
                                                   "the track has 3 spaces but 2 labels")


# --- layout_problems: what binding refuses, found without drawing (the check's LAY007-LAY009) ---------------
CARD = {"W": 63.0, "H": 88.0, "B": 3.0, "S": 4.0}


def _problems(tmp_path: Path, text: str, env: dict = CARD, what: str = "card") -> list[tuple[str, int, str]]:
    from generator.load.layout_expand import layout_problems

    layout = load_layout(layout_file(tmp_path, text))
    return [(p.rule, p.element.loc.line, p.message) for p in layout_problems(layout.elements, env, what)]


def test_every_problem_of_a_layout_is_found_each_at_its_element(tmp_path: Path) -> None:
    found = _problems(tmp_path, """\
elements:
  - track: {box: [S, S, 40, 8], spaces: 2, shape: border}
  - grid:
      at: [0, 0]
      cell: [5, 5]
      rows: 0
      elements:
        - rect: {box: [0, 0, W, H]}
  - grid:
      at: [0, 0]
      cell: [5, 5]
      columns: 3
      values: [1, 2]
      elements:
        - text: {box: [0, 0, W, H], text: "{{ value }}"}
  - track: {box: [S, 20, 40, 8], spaces: 4, labels: [a, b, c, d, e]}
  - ellipse: {box: [-5, 10, 10, 10]}
""")
    assert found == [
        ("LAY007", 2, "a border track needs at least 4 spaces, not 2"),
        ("LAY007", 3, "a grid needs at least one row, column and cell, not 0 x 1"),
        ("LAY009", 9, "the grid draws 3 cells (1 x 3) but its values list has 2"),
        ("LAY009", 16, "the track has 4 spaces but 5 labels"),
        # x = -5 is 2 mm left of the -3 mm bleed edge
        ("LAY008", 17, "the box [-5, 10, 10, 10] mm reaches 2.0 mm outside the card (63x88 mm plus 3 mm bleed)"),
    ]


@pytest.mark.parametrize("values, message", [
    ("[[1, 2, 3], [4, 5, 6]]", None),                                 # 2 rows of 3: fits
    ("[1, 2, 3, 4, 5, 6]", None),                                     # one per cell in reading order
    ("[[1, 2, 3], [4, 5]]", "the grid has 2 rows of 3 cells but its values are 2 rows of 2 or 3"),
    ("[[1, 2], [3, 4]]", "the grid has 2 rows of 3 cells but its values are 2 rows of 2"),
    ("[[1, 2, 3]]", "the grid has 2 rows of 3 cells but its values are 1 rows of 3"),
    ("[1, 2, 3, 4, 5, 6, 7]", "the grid draws 6 cells (2 x 3) but its values list has 7"),
    ("[]", "the grid draws 6 cells (2 x 3) but its values list has 0"),
])
def test_a_grids_values_must_be_one_per_cell(tmp_path: Path, values: str, message) -> None:
    found = _problems(tmp_path, f"""\
elements:
  - grid:
      at: [0, 0]
      cell: [5, 5]
      rows: 2
      columns: 3
      values: {values}
      elements:
        - text: {{box: [0, 0, W, H], text: "{{{{ value }}}}"}}
""")
    assert found == ([] if message is None else [("LAY009", 2, message)])


def test_a_grid_with_count_takes_one_value_per_drawn_cell(tmp_path: Path) -> None:
    text = "elements:\n  - grid:\n      at: [0, 0]\n      cell: [5, 5]\n      rows: 2\n      columns: 3\n" \
           "      count: 4\n      values: VALUES\n      elements:\n        - rect: {box: [0, 0, W, H]}\n"
    assert _problems(tmp_path, text.replace("VALUES", "[1, 2, 3, 4]")) == []
    assert _problems(tmp_path, text.replace("VALUES", "[1, 2, 3, 4, 5, 6]")) == [
        ("LAY009", 2, "the grid draws 4 cells (count 4) but its values list has 6")]


def test_cells_of_a_nested_grid_off_the_board_are_one_finding_at_the_outer_grid(tmp_path: Path) -> None:
    # outer cells at x = 100 and 140, 40 wide; inner cells 25 wide at 0 and 25: the last runs to 140 + 50 = 190,
    # 7 mm past the 180 + 3 mm bleed edge
    found = _problems(tmp_path, """\
elements:
  - grid:
      at: [100, 10]
      cell: [40, 20]
      columns: 2
      elements:
        - grid:
            at: [0, 0]
            cell: [25, 10]
            columns: 2
            elements:
              - rect: {box: [0, 0, W, H]}
""", ENV, "board")
    assert found == [("LAY008", 2, "cell row 1, column 2: the box [165, 10, 25, 10] mm reaches 7.0 mm outside the "
                                   "board (180x120 mm plus 3 mm bleed)")]


def test_the_check_and_the_build_report_a_board_grid_fed_the_wrong_shape_alike(tmp_path: Path) -> None:
    # an engine rule returns 4 rows of 8 for a grid of 4 rows of 9: the 9th column would print blank
    import sys

    sys.path.insert(0, str(ROOT / "tests"))
    from conftest import assert_fires, run_check
    from generator.render.cards.faces import CardError
    from piecepdf import render_pieces

    folder = _board_game(tmp_path, "elements:\n  - grid:\n      at: [S, 20]\n      cell: [8, 8]\n      rows: 4\n"
                                   "      columns: 9\n      values: \"engine.box_points()\"\n      elements:\n"
                                   "        - text: {box: [0, 0, W, H], text: \"{{ value }}\", size: 6}\n")
    engine = folder / "engine.py"
    engine.write_text(engine.read_text(encoding="utf-8") + "\n\n@rule\ndef box_points() -> list:\n"
                      "    return [[r * 10 + c for c in range(8)] for r in range(4)]\n", encoding="utf-8")
    words = "board 'mat': values 'engine.box_points()': the grid has 4 rows of 9 cells but its values are 4 rows of 8"
    run = run_check("clean", content=tmp_path)
    assert run.exit_code == 1, run.output
    assert_fires(run, "LAY009", folder / "layouts" / "mat.yaml", 2, "grid:", words)
    with pytest.raises(CardError) as info:
        render_pieces(folder, tmp_path / "out")
    drawn = words.replace("board 'mat'", f"board 'mat', copy 'Red' ({folder}/game.yaml:87)")   # found drawing it
    assert info.value.render().splitlines()[0] == f"{folder}/layouts/mat.yaml:2:5: error[LAY009] {drawn}"


def test_values_that_read_the_board_are_judged_by_the_build(tmp_path: Path) -> None:
    # not one engine call: the check leaves it, the build judges the list when it draws each board
    import sys

    sys.path.insert(0, str(ROOT / "tests"))
    from conftest import run_check
    from generator.render.cards.faces import CardError
    from piecepdf import render_pieces

    folder = _board_game(tmp_path, "elements:\n  - grid:\n      at: [S, 20]\n      cell: [8, 8]\n      columns: 3\n"
                                   "      values: \"[name, name]\"\n      elements:\n"
                                   "        - text: {box: [0, 0, W, H], text: \"{{ value }}\", size: 6}\n")
    assert run_check("clean", content=tmp_path).exit_code == 0
    with pytest.raises(CardError) as info:
        render_pieces(folder, tmp_path / "out")
    assert info.value.render().splitlines()[0] == (
        f"{folder}/layouts/mat.yaml:2:5: error[LAY009] board 'mat', copy 'Red' ({folder}/game.yaml:87): values '[name, name]': "
        "the grid draws 3 cells (1 x 3) but its values list has 2")


PIPS = """\
elements:
  - rect: {box: [-B, -B, W + 2*B, H + 2*B], fill: paper}
  - text: {box: [S, S, W - 2*S, 8], text: "{{ name }}", size: 9}
  - grid:
      at: [S, 20]
      cell: [6, 6]
      columns: 5
      gap: [1, 0]
      elements:
        - ellipse: {box: [1, 1, W - 2, H - 2], fill: ink, when: "index <= cost"}
        - ellipse: {box: [1, 1, W - 2, H - 2], stroke: ink, width: 0.5pt, when: "index > cost"}
"""


def test_a_card_grid_reads_the_cards_own_columns(tmp_path: Path) -> None:
    # cards.md's cost pips: five pips a card, filled up to its cost column. clean's market deck holds
    # Woodcutter (cost 1), Quarry (2) and Mill (1), two of each: 2 x (1 + 2 + 1) = 8 filled, 30 - 8 = 22 hollow
    from typer.testing import CliRunner

    from generator.app.cli import app

    content = tmp_path / "content"
    folder = content / "clean"
    shutil.copytree(CLEAN, folder, ignore=shutil.ignore_patterns("__pycache__"))
    text = (folder / "game.yaml").read_text(encoding="utf-8")
    old = "    name: Market\n"
    assert text.count(old) == 1
    (folder / "game.yaml").write_text(text.replace(old, old + "    layout: pips\n"), encoding="utf-8")
    (folder / "layouts").mkdir()
    (folder / "layouts" / "pips.yaml").write_text(PIPS, encoding="utf-8")
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(content), "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    with pdfplumber.open(tmp_path / "out" / "clean" / "cards-market.pdf") as pdf:
        pips = [c for page in pdf.pages for c in page.curves
                if abs((c["x1"] - c["x0"]) / MM - 4) < 0.1 and abs((c["bottom"] - c["top"]) / MM - 4) < 0.1]
    assert (sum(1 for c in pips if c["fill"]), sum(1 for c in pips if not c["fill"])) == (8, 22)

"""Layout elements (generator/load/layout.py): a value that parses but cannot be drawn as meant is refused where the
layout is read, at its own key (line and column of the key), with what to write instead; `pnp check` and the build say it as
LAY002 at the same place (the leading, dash and polygon below printed wrong or stopped ReportLab mid-build)."""
from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FIXTURES, edited_copy, run_check
from generator.core.errors import LoadError
from generator.load.layout import load_layout

LAYOUT = """\
elements:
  - text:
      box: [S, S, W - 2*S, 20]
      text: "{{ name }}"
      leading: {leading}
  - line: {{points: [[1, 1], [50, 50]], stroke: ink, dash: {dash}}}
  - polygon: {{points: {points}, fill: ink}}
  - icons: {{box: [S, 40, 20, 5], icons: coin, size: {icon}}}
  - text: {{box: [S, 50, 20, 5], text: x, max_lines: {lines}}}
"""
GOOD = {"leading": 1.0, "dash": "[1, 0]", "points": "[[1, 1], [5, 5], [1, 5]]", "icon": "3mm", "lines": 1}


def _problems(tmp_path: Path, **changes: object) -> list[tuple[int, int, str, str]]:
    path = tmp_path / "front.yaml"
    path.write_text(LAYOUT.format(**{**GOOD, **changes}), encoding="utf-8")
    try:
        load_layout(path)
    except LoadError as exc:
        return [(p.loc.line, p.loc.col, p.message, p.hint) for p in exc.problems]
    return []


def test_values_that_draw_as_meant_pass(tmp_path: Path) -> None:
    assert _problems(tmp_path) == []


@pytest.mark.parametrize("key, value, where, message, hint", [
    ("leading", 0, (5, 7), "text (element 1): leading 0 sets each line less than one text size below the last, "
     "so wrapped lines print over one another", "write leading: 1 or more (a multiple of the size; 1.2 is the "
     "default)"),
    ("leading", -3, (5, 7), "text (element 1): leading -3 sets each line less than one text size below the last, "
     "so wrapped lines print over one another", "write leading: 1 or more (a multiple of the size; 1.2 is the "
     "default)"),
    ("dash", "[0, 0]", (6, 53), "line (element 2): dash [0.0, 0.0] is not a dash pattern: its lengths must be 0 mm "
     "or more and not all 0", "write dash: [1, 0.5] (1 mm drawn, 0.5 mm gap), or leave dash out for a solid line"),
    ("dash", "[1, -1]", (6, 53), "line (element 2): dash [1.0, -1.0] is not a dash pattern: its lengths must be 0 "
     "mm or more and not all 0", "write dash: [1, 0.5] (1 mm drawn, 0.5 mm gap), or leave dash out for a solid "
     "line"),
    ("points", "[[1, 1], [5, 5]]", (7, 15), "polygon (element 3): a polygon needs 3 or more points, not 2",
     "write points: [[x1, y1], [x2, y2], [x3, y3], ...]; for 2 points use a line element"),
    ("icon", "0mm", (8, 47), "icons (element 4): size 0 mm draws the icons at no height",
     "write a size above 0, e.g. size: 4mm, or leave it out (the box's height)"),
    ("lines", 0, (9, 42), "text (element 5): max_lines 0 leaves no line for the text",
     "write max_lines: 1 or more, or leave it out"),
])
def test_a_value_that_cannot_be_drawn_as_meant_is_refused_at_its_key(tmp_path: Path, key: str, value: object,
                                                                      where: tuple[int, int], message: str,
                                                                      hint: str) -> None:
    assert _problems(tmp_path, **{key: value}) == [(*where, message, hint)]


def test_pnp_check_says_it_as_lay002_at_the_layouts_line_and_column(tmp_path: Path) -> None:
    # a box dividing by zero (an internal error, exit 3, before) and a dash of no length, as `pnp check` reports them
    back = ("elements:\n"
            "  - rect: {box: [S + 3, 40/0, 10, 10], fill: ink}\n"
            "  - line: {points: [[1, 1], [50, 50]], stroke: ink, dash: [0, 0]}\n")
    folder = edited_copy(FIXTURES / "clean", tmp_path / "clean",
                         [("game.yaml", "  - id: market\n    name: Market\n",
                           "  - id: market\n    name: Market\n    back_layout: back\n")],
                         {"layouts/back.yaml": back})
    run = run_check(content=folder.parent)
    assert run.exit_code == 1
    found = [(f["rule"], f["file"].rsplit("/", 1)[-1], f["line"], f["column"], f["message"])
             for f in run.findings if f["rule"] == "LAY002"]
    assert found == [
        ("LAY002", "back.yaml", 2, 12, "layout 'back' (used by deck 'market'): rect (element 1).box: '40/0' divides "
         "by zero: write the number of mm it should be"),
        ("LAY002", "back.yaml", 3, 53, "layout 'back' (used by deck 'market'): line (element 2): dash [0.0, 0.0] is "
         "not a dash pattern: its lengths must be 0 mm or more and not all 0")]


def test_a_grid_that_unrolls_past_the_limit_is_lim001_before_it_is_unrolled(tmp_path: Path) -> None:
    # each number is within the 10,000 a count may be; together 5,000 x 5,000 cells took 18 GB in `pnp check`. A
    # nested grid multiplies: 150 x 150 cells of a 1 x 1 grid of 1 element is 22,500, past 20,000
    back = ("elements:\n"
            "  - grid: {at: [0, 0], cell: [0.01, 0.01], rows: 5000, columns: 5000, elements: [{rect: {box: [0, 0, W, H],"
            " fill: ink}}]}\n"
            "  - grid: {at: [0, 0], cell: [0.1, 0.1], rows: 150, columns: 150, elements: [{grid: {at: [0, 0], "
            "cell: [W, H], elements: [{rect: {box: [0, 0, W, H]}}]}}]}\n"
            "  - grid: {at: [0, 0], cell: [0.1, 0.1], rows: 100, columns: 100, elements: [{rect: {box: [0, 0, W, H]}}, "
            "{rect: {box: [0, 0, W, H]}}]}\n"   # 20,000: at the limit, allowed
            "  - track: {box: [0, 0, 50, 5], spaces: 10000}\n")
    folder = edited_copy(FIXTURES / "clean", tmp_path / "clean",
                         [("game.yaml", "  - id: market\n    name: Market\n",
                           "  - id: market\n    name: Market\n    back_layout: back\n")],
                         {"layouts/back.yaml": back})
    run = run_check(content=folder.parent)
    assert run.exit_code == 1
    hint = "draw fewer cells: a grid's rows and columns are most likely a typo; see docs/content-format.md#limits"
    assert [(f["rule"], f["line"], f["column"], f["message"], f["hint"]) for f in run.findings] == [
        ("LIM001", 2, 5, "layout 'back' (used by deck 'market'): grid (element 1) unrolls into 25,000,000 elements "
         "(5,000 x 5,000 cells, times what each draws); pnp allows at most 20,000", hint),
        ("LIM001", 3, 5, "layout 'back' (used by deck 'market'): grid (element 2) unrolls into 22,500 elements "
         "(150 x 150 cells, times what each draws); pnp allows at most 20,000", hint)]

"""A table turned round (generator/render/documents/table_turn.py): columns become rows, spans swap, and a table
of any shape it cannot read whole is left as it is."""
from __future__ import annotations

import pytest

from generator.render.documents.table_turn import turned

ARMY = ('<p>x</p><table class="t"> <thead><tr><th class="axis">Piece</th><th>Warlord</th><th>Scout</th>'
        '<th>Banner</th></tr></thead> <tbody> <tr><th scope="row">Rank</th><td>10</td><td>2</td><td>–</td></tr> '
        '<tr><th scope="row">Moves</th><td colspan="2">One square</td><td>Never</td></tr> </tbody> </table><p>y</p>')


def _turn(html: str) -> str:
    found = turned(html, html.index("<table"))
    assert found is not None
    markup, end = found
    return html[:html.index("<table")] + markup + html[end:]


def test_columns_become_rows_and_a_span_across_columns_spans_rows() -> None:
    assert _turn(ARMY) == (
        '<p>x</p><table class="t"><thead><tr><th class="axis">Piece</th><th>Rank</th><th>Moves</th></tr></thead>'
        '<tbody><tr><th scope="row">Warlord</th><td>10</td><td rowspan="2">One square</td></tr>'
        '<tr><th scope="row">Scout</th><td>2</td></tr>'
        '<tr><th scope="row">Banner</th><td>–</td><td>Never</td></tr></tbody></table><p>y</p>')


def test_markdown_its_tables_turn_with_their_cell_styles() -> None:
    html = ('<table>\n<thead>\n<tr>\n<th>Era</th>\n<th style="text-align:right">A</th>\n<th>B</th>\n</tr>\n'
            '</thead>\n<tbody>\n<tr>\n<td>Farm</td>\n<td style="text-align:right">Wheat <strong>1</strong></td>\n'
            '<td>Rice</td>\n</tr>\n</tbody>\n</table>\n')
    assert _turn(html) == (
        '<table><thead><tr><th>Era</th><th>Farm</th></tr></thead><tbody>'
        '<tr><th style="text-align:right" scope="row">A</th><td style="text-align:right">Wheat <strong>1</strong>'
        '</td></tr><tr><th scope="row">B</th><td>Rice</td></tr></tbody></table>\n')


@pytest.mark.parametrize("html", [
    # as many rows as columns: no narrower turned
    "<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>",
    # a row of totals keeps its place; a footer; two header rows; a table in a cell; a ragged row; no header
    ARMY.replace("<tr><th scope=\"row\">Moves", "<tr class=\"total\"><th scope=\"row\">Moves"),
    ARMY.replace("</tbody>", "</tbody><tfoot><tr><td>1</td><td>2</td><td>3</td><td>4</td></tr></tfoot>"),
    ARMY.replace("</tr></thead>", "</tr><tr><th>a</th><th>b</th><th>c</th><th>d</th></tr></thead>"),
    ARMY.replace("<td>10</td>", "<td><table><tbody><tr><td>1</td></tr></tbody></table></td>"),
    ARMY.replace("<td>Never</td>", ""),
    ARMY.replace("<thead>", "").replace("</thead>", ""),
])
def test_a_table_of_another_shape_is_not_turned(html: str) -> None:
    assert turned(html, html.index("<table")) is None


def test_a_turned_table_that_goes_on_is_set_as_written_with_its_words_broken() -> None:
    # table_fit's steps: fit-1, fit-2, fit-turn (turned), then fit-3 on the table as written, not turned
    from generator.render.documents.table_fit import FIT_STEPS, step_of, tighten, turned_tables

    html = ARMY
    for _ in FIT_STEPS[:3]:
        html = tighten(html, [0], ARMY)
    assert turned_tables(html) == [0] and "<th>Rank</th><th>Moves</th>" in html
    html = tighten(html, [0], ARMY)
    assert step_of(html, 0) == len(FIT_STEPS) and turned_tables(html) == []
    assert html == ARMY.replace('<table class="t">', '<table class="t fit-3">')


def test_a_table_of_numbers_is_numeric_and_a_table_of_words_is_not() -> None:
    from generator.render.documents.table_fit import numeric_table

    scores = ("<table><thead><tr><th>You need</th><th>170</th><th>167</th></tr></thead><tbody><tr><th>Finish</th>"
              "<td>T20 T20 Bull</td><td>T20 T19 Bull</td></tr><tr><th>Darts</th><td>3</td><td>3</td></tr></tbody></table>")
    seats = ("<table><thead><tr><th>Seat</th><th>1</th><th>2</th></tr></thead><tbody><tr><th>City cards</th>"
             "<td>Tyre, Ancyra, Genua</td><td>Gaza, Cyrene, Carthage</td></tr></tbody></table>")
    assert numeric_table(scores, 0) and not numeric_table(seats, 0)   # the header's numbers do not count
    assert numeric_table("<p>x</p>" + seats + scores, 1) and not numeric_table(seats + scores, 0)


def test_a_table_of_numbers_stays_turned_though_it_adds_a_page(tmp_path) -> None:
    # darts-501 (written outside the project): its 22 checkout scores and 20 wire drops were set with words broken
    # anywhere in the quick reference ('10' as '1' over '0') because turned they took a second page; a table of
    # words turned round still may not add one (journeys-of-paul's seats on Letter)
    import shutil

    import pdfplumber
    from typer.testing import CliRunner

    from conftest import ROOT
    from generator.app.cli import app

    game = tmp_path / "content" / "darts-501"
    shutil.copytree(ROOT / "tests" / "corpus" / "darts-501", game, ignore=shutil.ignore_patterns("__pycache__"))
    quickref = game / "quickref.md"
    text = quickref.read_text(encoding="utf-8")
    line = "A wired dart drops into the next number clockwise: the Dartboard mat shows the order."
    assert line in text
    quickref.write_text(text.replace(line, '{{ table("wire-drops") }}'), encoding="utf-8")
    result = CliRunner().invoke(app, ["build", "darts-501", "--no-check", "--content", str(tmp_path / "content"),
                                      "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    with pdfplumber.open(tmp_path / "out" / "darts-501" / "quickref.pdf") as pdf:
        words = [w["text"] for page in pdf.pages for w in page.extract_words()]
        assert len(pdf.pages) == 2
    assert all(str(n) in words for n in range(10, 21))   # turned: a row per number, each printed whole

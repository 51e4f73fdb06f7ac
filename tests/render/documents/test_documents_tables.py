"""Tables say what the data says (generator/render/documents/table_shape.py, docs/documents.md "Tables").

The fixture tests/fixtures/games/table-shapes holds one table of each shape; the expected
prints below are read off its game.yaml by hand, and the PDF is read back line by line.
"""
from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pdfplumber
import pytest

from generator.load import load_game
from generator.render import BuildOptions
from generator.render.documents.renderer import document_html, html_to_pdf
from generator.render.documents.table_shape import MERGED_NAMES, CellView, ShapedRow, shape_table
from generator.render.documents.views import across_columns, table_view

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "games" / "table-shapes"


# --- the rules, on plain grids ------------------------------------------------------------------------
def test_a_one_value_table_is_a_sentence():
    shaped = shape_table("Players", ["2", "3", "4"], ["Cards kept"], [["5", "5", "5"]],
                         across_columns("players", "Players", ["2", "3", "4"]))
    assert shaped.sentence == "Cards kept: 5 for 2\u20134 players."
    assert shaped.rows == () and shaped.columns == ()


def test_a_single_cell_is_a_sentence():
    shaped = shape_table("Difficulty", ["Disciple"], ["Trial cards"], [["21"]],
                         across_columns("difficulty", "Difficulty", ["Disciple"]))
    assert shaped.sentence == "Trial cards: 21 for Disciple."


@pytest.mark.parametrize("name, label, columns, said", [
    ("players", "Players", ["2", "3", "4", "5", "6"], "2\u20136 players"),
    ("players", "Players", ["1"], "1 player"),
    ("difficulty", "Difficulty", ["Disciple", "Martyr"], "Disciple and Martyr alike"),
    ("difficulty", "Difficulty", ["Easy", "Fair", "Hard"], "Easy, Fair and Hard alike"),
    ("round", "Round", ["1", "2", "3"], "Round 1\u20133"),
])
def test_every_column_at_once_is_worded_as_a_sentence_says_it(name, label, columns, said):
    """Commissioned's 'Trial cards after sorting: 21 (Difficulty: Disciple, Martyr)' read as dumped data (issue
    29's review): the columns a one-value table covers are said in words."""
    assert across_columns(name, label, columns) == said


def test_a_one_value_sentence_is_worded_in_the_editions_language():
    from generator.load.languages import frame_words

    german = frame_words("de")
    assert german["{label}: {value} for {across}."] == "{label}: {value} f\u00fcr {across}."
    shaped = shape_table("Spieler", ["2", "3"], ["Karten"], [["5", "5"]], "2\u20133 Spieler",
                         lambda text, **f: german.get(text, text).format(**f))
    assert shaped.sentence == "Karten: 5 f\u00fcr 2\u20133 Spieler."


def test_a_table_that_varies_is_untouched():
    shaped = shape_table("Players", ["2", "3", "4"], ["Cards dealt"], [["3", "2", "1"]])
    assert shaped.sentence == ""
    assert shaped.columns == ("2", "3", "4")
    assert shaped.rows == (ShapedRow("Cards dealt", (CellView("3"), CellView("2"), CellView("1"))),)


def test_a_constant_row_prints_once_across_the_columns():
    shaped = shape_table("Players", ["2", "3", "4"], ["Pawns each", "Pawns in play"],
                         [["1", "1", "1"], ["2", "3", "4"]])
    assert shaped.columns == ("2", "3", "4")
    assert shaped.rows[0] == ShapedRow("Pawns each", (CellView("1", 3),))
    assert shaped.rows[1].cells == (CellView("2"), CellView("3"), CellView("4"))


def test_merge_false_keeps_every_column_of_a_numbered_axis():
    """saga-chapters (tests/corpus, first contact): 'What each envelope holds' at envelopes 1-6, cards 2 2 3 2 2 1,
    printed under '1–2 3 4–5 6', which reads as ranges though the envelopes are separate; `merge: false` on the
    table keeps each column and each cell (rules 1 and 2 still apply; rule 4 no more since session 40:
    hex-scouts' 'Movement cost' and 'Scout points', both 2 for a Forest, printed as one cell across them)."""
    from generator.model.content import Axis, Row, Table

    table = Table("envelopes", "What each envelope holds", Axis("envelope", "Envelope", (1, 2, 3, 4, 5, 6)),
                  (Row("Cards inside", (2, 2, 3, 2, 2, 1), "envelope_cards"),))
    assert table_view(table).columns == ("1\u20132", "3", "4\u20135", "6")
    kept = table_view(replace(table, merge=False))
    assert kept.columns == ("1", "2", "3", "4", "5", "6")
    assert [c.text for c in kept.rows[0].cells] == ["2", "2", "3", "2", "2", "1"]
    constant = shape_table("Envelope", ["1", "2", "3"], ["Seal", "Cards"], [["1", "1", "1"], ["2", "2", "3"]],
                           merge=False)
    assert constant.columns == ("1", "2", "3") and constant.rows[0].cells == (CellView("1"),) * 3


def test_every_row_constant_leaves_one_column_under_the_whole_span():
    shaped = shape_table("Players", ["2", "3", "4"], ["Cards kept", "Pawns each"], [["5"] * 3, ["1"] * 3])
    assert shaped.columns == ("2\u20134",)
    assert shaped.rows == (ShapedRow("Cards kept", (CellView("5"),)), ShapedRow("Pawns each", (CellView("1"),)))


def test_named_columns_that_agree_are_listed_not_ranged():
    shaped = shape_table("Move", ["land", "sea"], ["Fewest", "Most"], [["0", "0"], ["3", "3"]])
    assert shaped.columns == ("land, sea",)


def test_three_equal_rows_are_one_row_two_stay_apart():
    grid = [["4", "5", "6"]] * 3 + [["2", "3", "4"]]
    shaped = shape_table("Players", ["2", "3", "4"], ["Wood", "Stone", "Grain", "Pawns"], grid)
    assert [r.label for r in shaped.rows] == ["Wood, Stone, Grain", "Pawns"]
    two = shape_table("Players", ["2", "3", "4"], ["Wood", "Stone", "Pawns"], [["4", "5", "6"]] * 2 + [["2", "3", "4"]])
    assert [r.label for r in two.rows] == ["Wood", "Stone", "Pawns"]


def test_labels_in_a_script_without_spaces_are_not_one_word_names():
    # sakura-ichiba (written outside the project, in Japanese): three rules of 2 printed as one row
    labels = ["1日に仕入れる品物カード", "仕入れを休んだときの銭（文）", "1日に迎えるお客", "手札の上限"]
    shaped = shape_table("人数", ["2", "3", "4"], labels, [["2", "2", "3"]] * 3 + [["5", "5", "5"]])
    assert [r.label for r in shaped.rows] == labels


def test_a_merged_row_names_at_most_four_rows_more_stay_apart():
    """Commerce's setup table merged eight terrains' tiles into one label eight names long (issue 29's review)."""
    four = shape_table("Players", ["2", "3"], ["A", "B", "C", "D", "Pawns"], [["4", "5"]] * 4 + [["1", "2"]])
    assert [r.label for r in four.rows] == ["A, B, C, D", "Pawns"]
    names = ["Desert", "Water", "Ocean", "Grassland", "Mountain", "Forest", "Farmland", "Tundra"]
    eight = shape_table("Players", ["2", "3"], names + ["Pawns"], [["4", "5"]] * 8 + [["1", "2"]])
    assert [r.label for r in eight.rows] == names + ["Pawns"]
    assert max(r.label.count(",") + 1 for r in eight.rows) <= MERGED_NAMES


@pytest.mark.parametrize("columns, grid, headers, cells", [
    (["2", "3", "4", "5", "6"], [["0", "0", "1", "2", "3"]], ("2\u20133", "4", "5", "6"), ("0", "1", "2", "3")),
    (["2\u20133", "4\u20135", "6"], [["6", "5", "5"]], ("2\u20133", "4\u20136"), ("6", "5")),
    (["0", "10"], [["50", "40"]], ("0", "10"), ("50", "40")),
    # not neighbours: never merged
    (["1", "2", "3"], [["6", "5", "6"]], ("1", "2", "3"), ("6", "5", "6")),
    # a gap in the numbers is listed, not ranged
    (["2", "4", "5"], [["1", "1", "2"]], ("2, 4", "5"), ("1", "2")),
])
def test_neighbouring_equal_columns_of_numbers_merge(columns, grid, headers, cells):
    shaped = shape_table("Players", columns, ["Row"], grid)
    assert shaped.columns == headers
    assert tuple(c.text for c in shaped.rows[0].cells) == cells


def test_named_columns_that_agree_are_kept_apart_when_others_differ():
    shaped = shape_table("Card", ["City card", "Persecution", "Word Has Spread"], ["Cell Groups"],
                         [["+3", "+1", "+3"]])
    assert shaped.columns == ("City card", "Persecution", "Word Has Spread")


# --- the fixture, printed -------------------------------------------------------------------------------
def _lines(data: bytes) -> list[str]:
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return [line for page in pdf.pages for line in (page.extract_text() or "").splitlines()]


@pytest.fixture(scope="module")
def printed() -> list[str]:
    data, _ = html_to_pdf(document_html(load_game(FIXTURE), "rulebook", BuildOptions()), "rulebook.md")
    return _lines(data)


def test_the_fixture_prints_each_shape(printed: list[str]):
    # one_value: Cards kept 5 5 5 -> one sentence, no grid
    assert "Hand limit. Cards kept: 5 for 2\u20134 players." in printed
    # constant_rows: the 1 of "Pawns each" once, the varying row as it is
    assert "Pawns each 1" in printed
    assert "Pawns in play 2 3 4" in printed
    # all_constant: one column headed by the whole span
    assert "Players 2\u20134" in printed
    assert "Cards kept 5" in printed
    # repeated_rows: three fields rows are one
    assert "Wood fields, Stone fields, Grain fields 4 5 6" in printed
    # equal_columns: 6 6 5 -> 2-3 | 4
    assert "Players 2\u20133 4" in printed
    assert "Rounds played 6 5" in printed
    # the table that varies keeps its grid
    assert "Cards dealt 3 2 1" in printed


def test_a_constant_row_is_centred_across_the_columns():
    data, _ = html_to_pdf(document_html(load_game(FIXTURE), "rulebook", BuildOptions()), "rulebook.md")
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        for page in pdf.pages:
            words = page.extract_words()
            row = [w for w in words if w["text"] == "each"]
            if not row:
                continue
            top = row[0]["top"]
            header = [w for w in words if w["text"] in ("2", "3", "4") and w["top"] < top
                      and top - w["top"] < 40]
            header = [w for w in header if abs(w["top"] - header[-1]["top"]) < 1]
            one = [w for w in words if w["text"] == "1" and abs(w["top"] - top) < 1]
            assert len(one) == 1 and len(header) == 3
            centre = (one[0]["x0"] + one[0]["x1"]) / 2
            middle = (header[1]["x0"] + header[1]["x1"]) / 2
            assert abs(centre - middle) < 3, (centre, middle)  # under the middle column of three
            return
    raise AssertionError("the constant row is not printed")


# --- a cost group of one cost --------------------------------------------------------------------------
def test_a_single_cost_is_a_sentence_and_several_are_a_table():
    from generator.render.documents.views import CostRow, CostsView

    one = CostsView("travel", "What a voyage costs",
                    (CostRow("Passage by sea", "1 Ship Available", None, "", "your ship carries you"),))
    assert one.sentence == "Passage by sea costs 1 Ship Available. Your ship carries you."
    priced = CostsView("x", "X", (CostRow("Church", "3 Prayer points", 2, "Ancient", ""),))
    assert priced.sentence == "Church costs 3 Prayer points (from the Ancient era, 2 points)."
    two = CostsView("x", "X", one.rows * 2)
    assert two.sentence == ""


def _table(rows: list[tuple[str, str | None, dict, list]]):
    from generator.model.content import Axis, Row, Table

    return Table("setup", "Setup", Axis("players", "Players", (2, 3)),
                 tuple(Row(label, tuple(values), rule, args) for label, rule, args, values in rows))


def test_many_rows_of_one_rule_and_argument_are_one_row_that_says_how():
    """Commerce's setup table named eight terrains' tiles in one label (issue 29's review): rows of one rule, each
    for another value of one argument, print as 'Tiles of each terrain'; other agreeing rows stay apart."""
    names = ["Desert", "Water", "Ocean", "Grassland", "Mountain", "Forest", "Farmland", "Tundra"]
    rows = [(f"{n} tiles", "tiles_per_terrain", {"terrain": n}, [4, 5]) for n in names]
    view = table_view(_table(rows + [("Capitals placed", "capitals", {}, [2, 3])]))
    assert [r.label for r in view.rows] == ["Tiles of each terrain", "Capitals placed"]
    assert [c.text for c in view.rows[0].cells] == ["4", "5"]
    bare = table_view(_table([(n, "yield", {"terrain": n}, [1, 2]) for n in names]))
    assert [r.label for r in bare.rows] == ["Each terrain"]
    # five rules that happen to agree: no argument tells them apart, so each keeps its row
    apart = table_view(_table([(n, n.lower(), {}, [1, 2]) for n in names[:5]] + [("Pawns", "pawns", {}, [3, 4])]))
    assert [r.label for r in apart.rows] == names[:5] + ["Pawns"]



def test_equal_rows_of_different_things_stay_apart():
    """recipe-fractions' kitchen rules: three rules of 2 (cards taken, recipes held, points lost) merged into one
    label a line long; rows naming things of one kind still merge."""
    labels = ["Ingredient cards taken when you shop", "Recipes your kitchen may hold", "Hand limit",
              "Points lost per unfinished recipe"]
    shaped = shape_table("Players", ["2\u20135"], labels, [["2"], ["2"], ["8"], ["2"]])
    assert [r.label for r in shaped.rows] == labels
    tiles = ["Farmland tiles", "Forest tiles", "Desert tile", "Pawns"]
    merged = shape_table("Players", ["2", "3"], tiles, [["4", "5"]] * 3 + [["1", "2"]])
    assert [r.label for r in merged.rows] == ["Farmland tiles, Forest tiles, Desert tile", "Pawns"]


def test_a_single_cost_titled_by_its_own_name_says_the_name_once():
    # score-laps (blind writer, set 73): costs("pit-lane", title="Pit stop") printed "Pit stop. Pit stop costs 2
    # Points."; a title that is the one cost's own name leads the sentence instead
    import jinja2

    from generator.render.documents.views import CostRow, CostsView

    blocks = Path(__file__).resolve().parents[3] / "templates" / "docs" / "blocks"
    template = jinja2.Environment(loader=jinja2.FileSystemLoader(str(blocks)))
    template.filters["t"] = lambda s: s
    block = template.get_template("costs.html.j2")
    same = CostsView("pit-lane", "Pit stop", (CostRow("Pit stop", "2 Points", None, "", ""),))
    assert same.names_itself
    assert "<strong>Pit stop.</strong>" not in block.render(c=same) and "Pit stop costs 2 Points." in block.render(c=same)
    other = CostsView("travel", "What a voyage costs", (CostRow("Passage by sea", "1 Ship", None, "", ""),))
    assert not other.names_itself and "<strong>What a voyage costs.</strong>" in block.render(c=other)


def test_a_row_and_a_column_of_totals_are_set_apart():
    """tile-matrix (written outside the project) printed its tile mix as a matrix with a Total row and a Total
    column and found no way to set them apart: a row or column headed 'Total' (or 'In all', 'Sum') prints bold
    behind a rule; other rows and columns do not."""
    import re

    from generator.render.documents.views import is_total

    assert [is_total(x) for x in ("Total", "Grand total", "In all", "totals", "Total cost", "Circle")] == [
        True, True, True, True, False, False]
    html = document_html(load_game(Path(__file__).resolve().parents[3] / "tests" / "corpus" / "tile-matrix"),
                         "rulebook", BuildOptions()).html
    table = html[html.index('id="table-tile-mix"'):]
    table = table[:table.index("</figure>")]
    assert re.findall(r'<tr class="total"><th scope="row">(\w+)', table) == ["Total"]
    assert re.findall(r'<th class="total">(\w+)', table) == ["Total"]
    assert table.count('<td class="total">') == 5   # the Total column's cell of each of the five rows


def test_a_die_dressed_with_word_stickers_prints_what_its_faces_show():
    """kids-colours (written outside the project): its colour die, a blank d6 a token sheet dresses with stickers
    (Red, Yellow, ...), printed '1 Take a red card.': the players read the table off the die, so it prints the
    sticker, with how many faces show it when more than one. A die of number stickers keeps its faces."""
    import re

    html = document_html(load_game(Path(__file__).resolve().parents[3] / "tests" / "corpus" / "kids-colours"),
                         "rulebook", BuildOptions()).html
    die = html[html.index('id="die-colour-die"'):]
    die = die[:die.index("</figure>")]
    assert re.findall(r'<th scope="row" class="roll words">([^<]+)</th>', die)[:3] == ["Red", "Yellow", "Blue"]
    farm = document_html(load_game(Path(__file__).resolve().parents[3] / "tests" / "corpus" / "little-farmers"),
                         "rulebook", BuildOptions()).html
    if 'id="die-farm"' in farm:   # stickers 1, 2, 3, 4 and a Sun: its first face shows 1 either way
        part = farm[farm.index('id="die-farm"'):]
        assert re.findall(r'class="roll(?: words)?">([^<]+)<', part[:part.index("</figure>")])[0] == "1"


def test_a_sticker_word_prints_on_one_line_in_the_pdf():
    """Commerce's Event die: 'Natural +' in the 11 mm column of face numbers wrapped to 'Natural' / '+'; a column of
    sticker words is as wide as they are (measured in the PDF)."""
    loaded = load_game(Path(__file__).resolve().parents[3] / "content" / "commerce")
    data, _ = html_to_pdf(document_html(loaded, "rulebook", BuildOptions()), "rulebook.md")
    lines = _lines(data)
    assert any(line.startswith("Natural + Good natural event") for line in lines)


def test_a_percentile_die_table_prints_its_rolls_as_two_ten_sided_dice_read_them(tmp_path: Path) -> None:
    """percentile-table (written outside the project): a 100-face table rolled as two ten-sided dice printed
    '1–40 … 96–100' beside a rulebook that says 01 to 00; percentile=true prints '01–40 … 96–00'. A die of other
    faces is told so."""
    import shutil

    from generator.render.documents.markdown import DocumentError

    folder = tmp_path / "percentile-table"
    shutil.copytree(Path(__file__).resolve().parents[3] / "tests" / "corpus" / "percentile-table", folder,
                    ignore=shutil.ignore_patterns("__pycache__"))
    book = folder / "rulebook.md"
    book.write_text(book.read_text(encoding="utf-8").replace('{{ die("weather") }}',
                                                             '{{ die("weather", percentile=true) }}'), encoding="utf-8")
    html = document_html(load_game(folder), "rulebook", BuildOptions()).html
    weather = html[html.index('id="die-weather"'):]
    weather = weather[:weather.index("</table>")]
    rolls = [r for r in ("01\u201340", "96\u201300", "1\u201340", "96\u2013100") if f">{r}<" in weather]
    assert rolls == ["01\u201340", "96\u201300"]
    from generator.check import check_game
    assert [f.rule for f in check_game(load_game(folder)) if f.rule == "DOC002"] == []
    docgame = tmp_path / "docgame"
    shutil.copytree(Path(__file__).resolve().parents[2] / "fixtures" / "docs" / "docgame", docgame,
                    ignore=shutil.ignore_patterns("__pycache__"))
    die = next(d.id for d in load_game(docgame).game.dice)
    (docgame / "rulebook.md").write_text(f'## Weather {{#weather}}\n\n{{{{ die("{die}", percentile=true) }}}}\n',
                                         encoding="utf-8")
    with pytest.raises(DocumentError, match="has 6 faces, and percentile dice read 100"):
        document_html(load_game(docgame), "rulebook", BuildOptions())

"""Card, board and pad text markup is an allow-list (generator/core/markup.py): the check refuses a tag that names a
file, a font or an address at its own line and column, and the renderer refuses it again when a placeholder
builds it, before ReportLab reads it; a card's CSV text, escaped by Jinja, prints as written."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import FIXTURES, assert_fires, run_check
from generator.app.cli import app
from generator.load import shown_path
from generator.core.markup import refused_markup

CARDS = Path(__file__).parents[1] / "fixtures" / "cards"


@pytest.mark.parametrize("text", [
    "plain words", "<b>Gold</b> and <i>silver</i>", "<strong>x</strong><em>y</em><u>z</u><strike>w</strike>",
    "H<sub>2</sub>O E=mc<super>2</super>", "one<br/>two<br />three", "<nobr>no break</nobr>",
    "<font color=\"#5b3f8c\" size=\"9\">tinted</font>", "<font color='ink' backcolor=paper>x</font>",
    "a < b and c<3", "&lt;img src='x'&gt; written out", "<font size=\"+2\">up</font>",
    "<font color=\"\u00a7      \" size=\"\u00a7   \">masked by the check</font>",
])
def test_markup_that_styles_text_passes(text: str) -> None:
    assert list(refused_markup(text)) == []


@pytest.mark.parametrize("text, offset, shown, why", [
    ("x <img src='/etc/passwd' width='5' height='5'/>", 2, "<img src='/etc/passwd' width='5' height='5'/>",
     "embeds a picture file"),
    ("<font face='/tmp/evil.ttf'>x</font>", 6, "face='/tmp/evil.ttf'", "names a font that ReportLab looks up"),
    ("<font name=Courier>x</font>", 6, "name=Courier", "names a font"),
    ("<font color=red href='x'>x</font>", 16, "href='x'", "names an address"),
    ("see <a href='https://example.com'>here</a>", 4, "<a href='https://example.com'>", "writes an address"),
    ("<link href='file:///etc/passwd'>x</link>", 0, "<link href='file:///etc/passwd'>", "writes an address"),
    ("<span style='evil'>x</span>", 0, "<span style='evil'>", "name fonts and styles"),
    ("<IMG SRC='/etc/passwd'/>", 0, "<IMG SRC='/etc/passwd'/>", "embeds a picture file"),
    ("<B>x</B>", 0, "<B>", "lower case (<b>)"),
    ("<b onclick='x'>y</b>", 3, "onclick='x'", "<b> takes no attributes"),
    ("two <b>b</b> <font color=red face='/x.ttf'>y</font>", 29, "face='/x.ttf'", "names a font"),
    ("<font size='huge'>x</font>", 6, "size='huge'", "size must be a number"),
    ("<unichar name='BULLET'/>", 0, "<unichar name='BULLET'/>", "not a text style"),
    ("<!-- a comment -->", 0, "<!-- a comment -->", "not a whole tag"),
    ("tail <img src='/etc/passwd'", 5, "<img src='/etc/passwd'", "not a whole tag"),
])
def test_markup_that_names_a_file_font_or_address_is_refused_where_it_starts(text: str, offset: int, shown: str,
                                                                            why: str) -> None:
    refused = list(refused_markup(text))
    assert [(r.offset, r.markup) for r in refused][:1] == [(offset, shown)]
    assert why in refused[0].reason


def test_each_refused_tag_is_its_own_finding_and_end_tags_are_not_repeated() -> None:
    text = "<a href='x'>1</a> <b>2</b> <img src='y'/> <font face='z'>3</font>"
    assert [r.markup for r in refused_markup(text)] == ["<a href='x'>", "<img src='y'/>", "face='z'"]


def _game_with_layout(tmp_path: Path, layout: str) -> Path:
    content = tmp_path / "content"
    game = content / "markup"
    shutil.copytree(FIXTURES / "layout-markup", game, ignore=shutil.ignore_patterns("__pycache__"))
    (game / "game.yaml").write_text((game / "game.yaml").read_text().replace("id: layout-markup", "id: markup"))
    (game / "layouts" / "market.yaml").write_text(layout)
    return game


def test_refused_markup_in_a_block_scalar_is_reported_at_its_own_line_and_column(tmp_path: Path) -> None:
    game = _game_with_layout(tmp_path, "elements:\n  - text:\n      box: [S, S, 50, 20]\n      text: >\n"
                                       "        <b>{{ name }}</b> takes\n        one <font face=\"/x.ttf\">x</font>\n")
    run = run_check("markup", content=game.parent)
    assert run.exit_code == 1, run.output
    assert_fires(run, "LAY011", game / "layouts" / "market.yaml", 6, "face=", "it names a font that ReportLab")
    assert [f["rule"] for f in run.findings] == ["LAY011"]


def test_markup_a_placeholder_fills_in_is_left_to_the_build(tmp_path: Path) -> None:
    # the check judges the written text only: a tag built by a placeholder is for the renderer's guard
    game = _game_with_layout(tmp_path, "elements:\n  - text: {box: [S, S, 50, 9], text: \"{{ '<im' ~ 'g/>' | safe }} "
                                       "<font color=\\\"{{ palette.ink }}\\\" size=\\\"{{ 9 }}\\\">{{ name }}</font>\"}\n")
    run = run_check("markup", content=game.parent)
    assert run.exit_code == 0, run.output


def _build(content: Path, game: str, out: Path, *args: str):
    return CliRunner().invoke(app, ["build", game, "--content", str(content), "--out", str(out), *args])


@pytest.fixture
def spells(tmp_path: Path) -> Path:
    """The card fixture's base game (one deck kept: spells), to be edited by a test."""
    content = tmp_path / "content"
    shutil.copytree(CARDS / "base", content / "base", ignore=shutil.ignore_patterns("__pycache__"))
    return content / "base"


def test_the_build_refuses_a_tag_a_placeholder_builds_at_the_element_never_blaming_a_temporary_file(
        spells: Path, tmp_path: Path) -> None:
    layout = spells / "layouts" / "spell.yaml"
    layout.write_text(layout.read_text().replace(
        'text: "{{ effect }}"', "text: \"{{ effect }} {{ '<img src=\\\"/etc/passwd\\\" width=\\\"5\\\" "
                                "height=\\\"5\\\"/>' | safe }}\""))
    result = _build(spells.parent, "base", tmp_path / "out", "--no-check")
    assert result.exit_code == 1, result.output
    g = shown_path(spells)
    assert (f"{g}/layouts/spell.yaml:10:5: error[LAY011] deck 'spells', card 'fire' ({g}/cards/spells.csv:2): the text of field 'effect' uses '<img src=\"/etc/passwd\" width=\"5\" "
            "height=\"5\"/>', which card text may not use: it embeds a picture file") in result.output
    assert "temporary file" not in result.output and "Traceback" not in result.output
    assert not (tmp_path / "out" / "base").exists()


def test_the_check_stops_a_build_whose_layout_writes_a_refused_tag(spells: Path, tmp_path: Path) -> None:
    layout = spells / "layouts" / "spell.yaml"
    layout.write_text(layout.read_text().replace('text: "{{ effect }}"',
                                                 "text: \"{{ effect }} <img src='/etc/hostname'/>\""))
    result = _build(spells.parent, "base", tmp_path / "out")
    assert result.exit_code == 1, result.output
    assert "error[LAY011]" in result.output and "<img src='/etc/hostname'/>" in result.output
    assert not (tmp_path / "out" / "base").exists()


def test_a_cards_csv_text_with_tags_prints_them_as_written(spells: Path, tmp_path: Path) -> None:
    # Jinja escapes a card's values, so '<img src=...>' in a CSV cell is text on the card, not markup; **bold**
    # and *italic* still become <b> and <i>, which the guard allows
    csv = spells / "cards" / "spells.csv"
    csv.write_text(csv.read_text().replace("Nothing passes this turn.",
                                           "\"Nothing <img src='/etc/passwd'/> passes <font face='x'>this</font> "
                                           "**turn**.\""))
    result = _build(spells.parent, "base", tmp_path / "out")
    assert result.exit_code == 0, result.output
    from pypdf import PdfReader

    text = PdfReader(str(tmp_path / "out" / "base" / "cards-spells.pdf")).pages[0].extract_text()
    assert "<img src='/etc/passwd'/>" in text.replace("\n", " ")


@pytest.mark.parametrize("text, found", [
    # a tag never closed, one closed out of order, one closed that was never opened: ReportLab's parser stops the
    # build on each ("saw </para> instead of expected </b>")
    ("<b>{{ text }}", [(0, "<b>", "it is never closed: write </b> where its style ends")]),
    ("<b>a <i>b</b> c</i>", [(9, "</b>", "it ends <b> while <i>, opened after it, is still open: end tags come in "
                                          "the reverse order, </i></b>"),
                             (0, "<b>", "it is never closed: write </b> where its style ends")]),
    ("a</u>", [(1, "</u>", "it ends a <u> that is not open: delete it, or write <u> where the style starts")]),
    # a size below the floor a text element's own size keeps: 0 printed the text invisibly
    ('<font size="0">{{ text }}</font>', [(6, 'size="0"', 'size 0 pt is below the 6 pt that prints legibly (write '
                                                          'size="6" or more)')]),
    ("<font size=5.5 color=ink>x</font>", [(6, "size=5.5", 'size 5.5 pt is below the 6 pt that prints legibly '
                                                           '(write size="6" or more)')]),
])
def test_markup_reportlab_cannot_set_or_that_prints_too_small_is_refused(text: str, found: list) -> None:
    assert [(r.offset, r.markup, r.reason) for r in refused_markup(text)] == found


@pytest.mark.parametrize("text", ["<b>a <i>b</i></b>", "<br/>x<br>y", "<font size=\"6\">x</font>",
                                  "<font size=\"-1\">x</font>", "<b>x</b><b>y</b>"])
def test_closed_tags_in_order_and_sizes_at_the_floor_pass(text: str) -> None:
    assert list(refused_markup(text)) == []


def test_the_build_refuses_stars_that_cross_at_the_element_naming_the_card(spells: Path, tmp_path: Path) -> None:
    # '**a *b** c*' becomes '<b>a <i>b</b> c</i>', which stopped ReportLab mid-build (exit 3) before the judge
    # knew end tags; --no-check, so it is the renderer's guard that says it
    csv = spells / "cards" / "spells.csv"
    csv.write_text(csv.read_text().replace("Nothing passes this turn.", "**Nothing *passes** this turn*."))
    result = _build(spells.parent, "base", tmp_path / "out", "--no-check")
    assert result.exit_code == 1, result.output
    g = shown_path(spells)
    assert (f"{g}/layouts/spell.yaml:10:5: error[LAY011] deck 'spells', card 'ice' ({g}/cards/spells.csv:3): the "
            "text of field 'effect' uses '</b>', which card text may not use: it ends <b> while <i>, opened after it, "
            "is still open: end tags come in the reverse order, </i></b>") in result.output
    assert "Traceback" not in result.output and "bug in pnp" not in result.output

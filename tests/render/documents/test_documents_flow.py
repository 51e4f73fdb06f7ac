"""Issue 29: page flow of every rulebook and quick reference of the four games, A4 and Letter, read back from
the PDFs (tests/docflow.py): no heading left at the foot of what a page (or column) prints without the start
of what it heads; an icon stays with its entry; a table starts with at least four rows or moves to the next page.

The review found an icon left at the foot of Commissioned's rulebook p. 17 (its entry had moved overleaf) and
the box inventory of The Journeys of Paul starting with three rows at the foot of p. 3; the measure is shown
to find each kind on small pages drawn here.
"""
from __future__ import annotations

import io

import pytest
from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from docflow import MM, lonely_icons, read_columns, short_table_starts, stranded_headings

GAMES = ["commissioned", "the-acts", "journeys-of-paul", "commerce"]
PAPERS = ["a4", "letter"]
DOCS = ["rulebook", "quickref"]
# every shipped document's edition: the source of each game, and The Acts' German edition
EDITIONS = [(game, "") for game in GAMES] + [("the-acts", "de")]


@pytest.mark.parametrize("doc", DOCS)
@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game, lang", EDITIONS)
def test_page_flow(shipped, game: str, lang: str, paper: str, doc: str) -> None:
    columns = read_columns(shipped.get(game, doc, paper, lang)[0], doc)
    assert sum(len(c.lines) for c in columns) > 50   # the document was read
    assert stranded_headings(columns, doc) + lonely_icons(columns) + short_table_starts(columns) == []


@pytest.mark.parametrize("doc", DOCS)
@pytest.mark.parametrize("paper", PAPERS)
def test_an_edition_prints_its_own_page_references_and_table_words(shipped, paper: str, doc: str) -> None:
    """The Acts' German edition says "S. 11" where the source says "p. 11" (a cross-reference's page, one of
    pnp's frame words), and no table cell prints a source word the edition translates (the disc-stack rows
    printed "Dark, Light, ..." 56 times: a cell that lists names was left in English)."""
    import re

    import pdfplumber

    data, _, loaded, _ = shipped.get("the-acts", doc, paper, "de")
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
    assert re.findall(r"\bp\.\s*\d+", text) == []
    if doc == "rulebook":
        assert len(re.findall(r"\bS\.\s*\d+", text)) >= 10   # its cross-references are there
    translation = loaded.game.translations["de"]
    words = {str(w) for t in loaded.game.tables for r in t.rows for v in r.values
             for w in (v if isinstance(v, list) else [v]) if isinstance(w, str)}
    translated = {w for w in words if translation.printed(w) not in (None, w)}
    assert {"Dark", "Light"} <= translated
    left = {w: len(re.findall(rf"(?<!\w){re.escape(w)}(?!\w)", text)) for w in translated}
    assert {w: n for w, n in left.items() if n} == {}


# --- the measure finds each defect ----------------------------------------------------------------------------

A4 = (210 * MM, 297 * MM)
BORDER = Color(0.796, 0.749, 0.682)


def _pdf(draw_pages) -> bytes:
    from generator.render.shared.fonts import register_fonts

    register_fonts()
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=A4)
    for draw in draw_pages:
        draw(c)
        c.showPage()
    c.save()
    return buffer.getvalue()


def _text(c: Canvas, y_mm: float, text: str, font: str = "Vollkorn-Regular", size: float = 10.5) -> None:
    """A line whose top is y_mm down the page."""
    c.setFont(font, size)
    c.drawString(24 * MM, A4[1] - y_mm * MM - size * 0.8, text)


def _rows(c: Canvas, first_mm: float, count: int) -> None:
    """`count` table rows, 6 mm each, each with its bottom border (0.4 pt, #cbbfae) and a cell of text."""
    c.setStrokeColor(BORDER)
    c.setLineWidth(0.4)
    for k in range(count):
        top = first_mm + 6 * k
        _text(c, top + 1, f"row {k + 1}", "Lato-Regular", 8.5)
        c.line(24 * MM, A4[1] - (top + 6) * MM, 186 * MM, A4[1] - (top + 6) * MM)


def _body(c: Canvas, start_mm: float, end_mm: float) -> None:
    y = start_mm
    while y < end_mm:
        _text(c, y, "Body text of the rules, one line of it.")
        y += 5.5


def test_the_measure_finds_a_heading_left_at_a_page_foot() -> None:
    # the text block runs from 21 to 277 mm: its last fifth starts at 21 + 0.8 x 256 = 225.8 mm
    def page1(c):
        _body(c, 25, 250)
        _text(c, 255, "Solitaire", "Vollkorn-Bold", 16.5)
        _text(c, 263, "Solitaire (1 player): one line of it here.")

    def page2(c):
        _body(c, 25, 120)

    found = stranded_headings(read_columns(_pdf([page1, page2]), "rulebook"), "rulebook")
    # its top 255 mm down, (255 - 21) / 256 = 91% of the block (the letters' box starts a little higher)
    assert len(found) == 1 and found[0].startswith("p. 1: heading 'Solitaire' at 9") \
        and found[0].endswith("% of the page with 1 line(s) of its text below it")

    # higher up, above a page foot left empty because what it introduces moved overleaf (Journeys'
    # "Solitaire" at 70% of A4 page 16, the first form of the rule passed it): stranded all the same
    def page1b(c):
        _body(c, 25, 200)
        _text(c, 205, "Solitaire", "Vollkorn-Bold", 16.5)
        _text(c, 213, "Solitaire (1 player): one line of it here.")

    found = stranded_headings(read_columns(_pdf([page1b, page2]), "rulebook"), "rulebook")
    assert len(found) == 1 and found[0].startswith("p. 1: heading 'Solitaire' at 7"), found

    # two lines below it, or a page that ends its section (the next opens with a heading), pass
    def page1c(c):
        page1(c)
        _text(c, 269, "and a second line of it.")

    def page2b(c):
        _text(c, 25, "Glossary", "Vollkorn-Bold", 16.5)
        _body(c, 35, 120)

    assert stranded_headings(read_columns(_pdf([page1c, page2]), "rulebook"), "rulebook") == []
    assert stranded_headings(read_columns(_pdf([page1b, page2b]), "rulebook"), "rulebook") == []


def test_the_measure_finds_an_icon_without_its_entry() -> None:
    from PIL import Image
    from reportlab.lib.utils import ImageReader

    icon = ImageReader(Image.new("RGB", (60, 60), (40, 120, 60)))

    def page(c, beside: bool):
        _body(c, 25, 240)
        c.drawImage(icon, 34 * MM, A4[1] - 266 * MM, 6 * MM, 6 * MM)   # its top 260 mm down
        if beside:
            _text(c, 261, "Growth stop: keeps a Church from growing.")

    assert lonely_icons(read_columns(_pdf([lambda c: page(c, False)]), "rulebook")) == \
        ["p. 1: an icon at 260 mm down with no text beside it"]
    assert lonely_icons(read_columns(_pdf([lambda c: page(c, True)]), "rulebook")) == []


@pytest.mark.parametrize("first, found", [(3, ["p. 1: a table starts with 3 row(s) at the foot of the page and goes "
                                               "on overleaf"]), (4, [])])
def test_the_measure_finds_a_table_that_starts_with_too_few_rows(first: int, found: list) -> None:
    def page1(c):
        _body(c, 25, 270 - 6 * first - 8)
        _rows(c, 270 - 6 * first, first)

    def page2(c):
        _rows(c, 22, 5)
        _body(c, 60, 120)

    assert short_table_starts(read_columns(_pdf([page1, page2]), "rulebook")) == found


@pytest.mark.parametrize("carried, found", [(2, ["p. 2: a table ends with 2 row(s) carried over from p. 1"]),
                                            (3, [])])
def test_the_measure_finds_a_table_that_leaves_too_few_rows_overleaf(carried: int, found: list) -> None:
    # five rows at the foot of page 1 (The Acts' print list on A4 split five and two), the rest atop page 2
    def page1(c):
        _body(c, 25, 270 - 6 * 5 - 8)
        _rows(c, 270 - 6 * 5, 5)

    def page2(c):
        _rows(c, 22, carried)
        _body(c, 22 + 6 * carried + 8, 120)

    assert short_table_starts(read_columns(_pdf([page1, page2]), "rulebook")) == found

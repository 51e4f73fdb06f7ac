"""generator/render/documents/figure_flow.py (issue 29): a card or figure that moved overleaf and left its page
more than a quarter empty lets the text after it go first, as a book sets a figure at the top of the next page;
never past a heading, and a document without such a page is laid out once.

Measured on docgame's rulebook with a spacer block that leaves a figure no room at the foot of its page
(tests/docpages.py reads how full each page is), and on the HTML the move writes. A card at 70% is 70 mm with
its caption, 27% of the A4 text block, so the figures that leave more than a quarter are drawn here taller, in
the classes the placeholders give them.
"""
from __future__ import annotations

import io
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pdfplumber
import pytest

from docpages import read_pages
from generator.load import load_game
from generator.render import BuildOptions
from generator.render.documents import figure_flow
from generator.render.documents.figure_flow import Move, main_children, move_figures
from generator.render.documents.renderer import document_html, render_pdf

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"
MM = 72 / 25.4
TEXT = ("Each player in turn may build, trade or rest; the round ends when everyone has had a turn and the weather "
        "die has been rolled again. ")
PARAGRAPHS = "".join(f"Paragraph {n}. {TEXT * 2}\n\n" for n in range(1, 9))
ITEMS = "".join(f"- Item {n}: {TEXT}\n" for n in range(1, 16)) + "\n" + PARAGRAPHS
# a figure 125 mm tall as figure() draws it, and a card beside the text as card() sets it, 110 mm tall
DIAGRAM = ('<figure class="diagram diagram-setup" id="figure-setup"><div style="height: 120mm; background: #ccc">'
           "</div><figcaption>The tall figure</figcaption></figure>")
CARD = ('<figure class="card-figure" id="card-tall"><div class="card-figure-box"><div style="width: 50mm; '
        'height: 110mm; background: #ccc"></div><figcaption>The tall card</figcaption></div></figure>')


def _build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, figure: str, after: str, spacer_mm: float = 150):
    """docgame's rulebook: a chapter, a spacer, a paragraph, `figure`, then `after`. (PDF bytes, layout passes.)"""
    import weasyprint

    passes: list[int] = []
    render = weasyprint.HTML.render
    monkeypatch.setattr(weasyprint.HTML, "render", lambda self, *a, **k: passes.append(1) or render(self, *a, **k))
    folder = tmp_path / "docgame"
    if not folder.exists():
        shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "rulebook.md").write_text(f'## Rules {{#rules}}\n\n<div style="height: {spacer_mm}mm"></div>\n\n'
                                        f"Before the figure. {TEXT}\n\n{figure}\n\n{after}", encoding="utf-8")
    pdf = render_pdf(document_html(load_game(folder), "rulebook", BuildOptions()), "rulebook.md")
    return pdf.data, len(passes)


def _where(data: bytes, text: str) -> int:
    """The last page (1-based) whose text holds `text` (the contents page lists the headings first)."""
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return max(n for n, page in enumerate(pdf.pages, 1) if text in (page.extract_text() or "").replace("\n", " "))


def _body(data: bytes) -> int:
    """The page of the paragraph before the figure."""
    return _where(data, "Before the figure.")


def _empty(data: bytes, page: int) -> float:
    return 1 - read_pages(data)[page - 1].fill


def test_a_figure_that_would_leave_a_gap_lets_the_text_after_it_go_first(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(figure_flow, "MAX_MOVES", 0)   # WeasyPrint alone: the figure and all after it go overleaf
    data, passes = _build(tmp_path, monkeypatch, DIAGRAM, PARAGRAPHS)
    body = _body(data)
    assert passes == 1 and _where(data, "The tall figure") == body + 1 == _where(data, "Paragraph 1.")
    assert _empty(data, body) > 0.3

    monkeypatch.setattr(figure_flow, "MAX_MOVES", 3)
    data, passes = _build(tmp_path, monkeypatch, DIAGRAM, PARAGRAPHS)
    # the paragraphs after the figure fill its page; the figure opens the next one, the text going on below it
    assert passes == 2 and _where(data, "Paragraph 1.") == body and _where(data, "The tall figure") == body + 1
    assert _empty(data, body) < figure_flow.GAP_SHARE
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        lines = (pdf.pages[body].extract_text() or "").splitlines()
    assert lines[1] == "The tall figure" and lines[2].startswith("Paragraph ")


def test_a_card_beside_a_list_stands_between_two_items(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data, passes = _build(tmp_path, monkeypatch, CARD, ITEMS)
    body = _body(data)
    assert passes == 2 and _where(data, "Item 1:") == body and _where(data, "The tall card") == body + 1
    assert _empty(data, body) < figure_flow.GAP_SHARE
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        foot = (pdf.pages[body - 1].extract_text() or "").splitlines()[-2]   # the last line above the page number
        top = (pdf.pages[body].extract_text() or "").splitlines()[1]         # the first below the running head
    # every item whole, its marker with it: no bullet left alone at the foot, the next page opens with an item
    assert foot.strip() != "\u2022" and top.startswith("\u2022 Item ")


def test_a_figure_never_passes_a_heading_and_the_document_is_laid_out_once(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    data, passes = _build(tmp_path, monkeypatch, DIAGRAM, "### Next section {#next}\n\n" + PARAGRAPHS)
    body = _body(data)
    # nothing of its section is left to go first: the figure stays at the end of it, overleaf; no second pass
    assert passes == 1 and _where(data, "The tall figure") == body + 1 == _where(data, "Next section")
    assert _empty(data, body) > 0.3


def test_a_figure_that_ends_its_section_stands_before_the_paragraph_above_it(tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A heading follows the figure, so nothing may go first after it; the paragraph above it goes overleaf
    instead and the figure fits where that paragraph was (Commerce's two local event cards, issue 29)."""
    after = "### Next section {#next}\n\n" + PARAGRAPHS
    monkeypatch.setattr(figure_flow, "MAX_MOVES", 0)
    data, passes = _build(tmp_path, monkeypatch, DIAGRAM, after, spacer_mm=112)
    page = _body(data)
    assert passes == 1 and _where(data, "The tall figure") == page + 1 and _empty(data, page) > 0.4

    monkeypatch.setattr(figure_flow, "MAX_MOVES", 3)
    data, passes = _build(tmp_path, monkeypatch, DIAGRAM, after, spacer_mm=112)
    assert passes == 2 and _where(data, "The tall figure") == page and _empty(data, page) < figure_flow.GAP_SHARE
    assert _body(data) == _where(data, "Next section") == page + 1
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        lines = (pdf.pages[page].extract_text() or "").splitlines()
    assert lines[1].startswith("Before the figure.")   # overleaf, first below the running head, before the heading


def test_a_page_left_a_quarter_empty_or_less_is_left_as_it_is(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    # a real card (70 mm with its caption) that does not fit in the 34 mm left: it leaves 13%
    data, passes = _build(tmp_path, monkeypatch, '{{ card("market", "quarry") }}', PARAGRAPHS, spacer_mm=200)
    body = _body(data)
    assert passes == 1 and _where(data, "Paragraph 1.") == body + 1 and 0.1 < _empty(data, body) <= 0.25


# --- the move, in the HTML ---------------------------------------------------------------------------------
HTML = ('<html><head><style>main > p { color: red }</style></head><body><nav><p>contents</p></nav><main>\n'
        '<h2 id="a">A</h2>\n<p>One <b>bold</b> word.</p>\n'
        '<figure class="card-figure" id="card-x"><div class="card-figure-box"><img src="x.png" alt="X"/>'
        '<figcaption>X</figcaption></div></figure>\n'
        '<ul>\n<li>first</li>\n<li>second <em>item</em></li>\n</ul>\n<p>After.</p>\n'
        '<span id="document-end"></span>\n</main><p>outside</p></body></html>')


def test_the_children_of_main_are_found_in_the_text() -> None:
    spans = main_children(HTML)
    assert [(s.tag, s.classes) for s in spans] == [("h2", []), ("p", []), ("figure", ["card-figure"]), ("ul", []),
                                                   ("p", []), ("span", [])]
    assert HTML[spans[2].start:spans[2].end].startswith('<figure class="card-figure"')
    assert HTML[spans[2].start:spans[2].end].endswith("</figure>")
    assert [HTML[i:i + 8] for i in spans[3].items] == ["<li>firs", "<li>seco"]


def test_a_card_moves_between_two_items_in_an_item_of_its_own() -> None:
    root = ET.fromstring(HTML)
    moved = move_figures(HTML, [Move(2, 3, 1)], root)
    figure = HTML[HTML.index("<figure"):HTML.index("</figure>") + 9]
    assert moved == HTML.replace(figure + "\n", "").replace(
        "<li>second", f'<li class="figure-item">{figure}</li>\n<li>second')
    after = move_figures(HTML, [Move(2, 4)], root)   # a figure of its own between blocks: after the list
    assert after == HTML.replace(figure + "\n", "").replace("<p>After.", figure + "\n<p>After.")


def test_no_move_when_the_text_is_not_what_weasyprint_read() -> None:
    root = ET.fromstring(HTML.replace("<p>After.</p>\n", ""))   # a block the text has and the tree has not
    assert move_figures(HTML, [Move(2, 4)], root) == HTML

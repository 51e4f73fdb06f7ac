"""generator/render/documents/figure_flow.py (issue 29): a card or figure that moved overleaf and left its page
more than a fifth empty lets the text after it go first, as a book sets a figure at the top of the next page;
never past a heading, and a document without such a page is laid out once.

Measured on docgame's rulebook with a spacer block that leaves a card no room at the foot of its page
(tests/docpages.py reads how full each page is), and on the HTML the move writes.
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

ROOT = Path(__file__).resolve().parent.parent
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"
MM = 72 / 25.4
TEXT = ("Each player in turn may build, trade or rest; the round ends when everyone has had a turn and the weather "
        "die has been rolled again. ")


def _build(tmp_path: Path, after_card: str, monkeypatch: pytest.MonkeyPatch, spacer_mm: float = 180):
    """docgame's rulebook: a chapter, a spacer that leaves about 60 mm of its page, a card (70% of 63 x 88 mm:
    about 70 mm with its caption), then `after_card`. (PDF bytes, final HTML, layout passes.)"""
    import weasyprint

    passes: list[int] = []
    render = weasyprint.HTML.render
    monkeypatch.setattr(weasyprint.HTML, "render", lambda self, *a, **k: passes.append(1) or render(self, *a, **k))
    folder = tmp_path / "docgame"
    if not folder.exists():
        shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "rulebook.md").write_text(
        f'## Rules {{#rules}}\n\n<div style="height: {spacer_mm}mm"></div>\n\n{TEXT}\n\n'
        '{{ card("market", "quarry") }}\n\n' + after_card, encoding="utf-8")
    pdf = render_pdf(document_html(load_game(folder), "rulebook", BuildOptions()), "rulebook.md")
    return pdf.data, len(passes)


def _where(data: bytes, text: str) -> int:
    """The page (1-based) whose text holds `text`."""
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return next(n for n, page in enumerate(pdf.pages, 1) if text in (page.extract_text() or "").replace("\n", " "))


def _card_page(data: bytes) -> int:
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return next(n for n, page in enumerate(pdf.pages, 1) if any(i["bottom"] - i["top"] > 40 * MM
                                                                     for i in page.images))


PARAGRAPHS = "".join(f"Paragraph {n}. {TEXT * 2}\n\n" for n in range(1, 9))


def test_a_card_that_would_leave_a_gap_lets_the_text_after_it_go_first(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(figure_flow, "MAX_MOVES", 0)   # WeasyPrint alone: the card and all after it go overleaf
    data, passes = _build(tmp_path, PARAGRAPHS, monkeypatch)
    pages = read_pages(data)
    body = _where(data, "Each player in turn")
    assert passes == 1 and _card_page(data) == body + 1 == _where(data, "Paragraph 1.")
    assert 1 - pages[body - 1].fill > 0.2

    monkeypatch.setattr(figure_flow, "MAX_MOVES", 3)
    data, passes = _build(tmp_path, PARAGRAPHS, monkeypatch)
    pages = read_pages(data)
    # the paragraphs after the card fill its page; the card opens the next one, the text running on beside it
    assert passes == 2 and _where(data, "Paragraph 1.") == body and _card_page(data) == body + 1
    assert 1 - pages[body - 1].fill < figure_flow.GAP_SHARE   # whole paragraphs: the next did not fit (14%)
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        card = next(i for i in pdf.pages[body].images if i["bottom"] - i["top"] > 40 * MM)
    assert card["top"] < 22 * MM   # at the top of the text block (21 mm)


def test_a_card_never_passes_a_heading_and_the_document_is_laid_out_once(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    data, passes = _build(tmp_path, "### Next section {#next}\n\n" + PARAGRAPHS, monkeypatch)
    body = _where(data, "Each player in turn")
    # nothing of its section is left to go first: the card stays at the end of it, overleaf, and no second pass
    assert passes == 1 and _card_page(data) == body + 1 == _where(data, "Paragraph 1.")


def test_a_page_left_a_fifth_empty_or_less_is_left_as_it_is(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data, passes = _build(tmp_path, PARAGRAPHS, monkeypatch, spacer_mm=200)
    body = _where(data, "Each player in turn")
    assert passes == 1 and _card_page(data) == body + 1 and 1 - read_pages(data)[body - 1].fill <= 0.2


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

"""Card text in Hebrew or Arabic is set right to left: its first word at the right, a layout's left alignment read
as its start, Arabic letters joined (suq-attarin and shuk-hacarmel, written outside the project, printed every
word backwards and worked round it in their data)."""
from __future__ import annotations

import io
from pathlib import Path

import pdfplumber
import pytest
from reportlab.lib.colors import black
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph

from generator.render.shared.fallback_fonts import needs_shaping, right_to_left
from generator.render.cards.rtl import reorderable, visual_lines
from generator.render.shared.painter import Painter

ROOT = Path(__file__).resolve().parents[3]
HEBREW_FONT = ROOT / "tests" / "corpus" / "shuk-hacarmel" / "fonts" / "DejaVuSans.ttf"


@pytest.mark.parametrize("text, rtl", [("جرة فخارية", True), ('<font name="x">שוק</font> 3 ₪', True),
                                       ("3 שקלים", True), ("Gain 2 coins", False), ("Café 2", False),
                                       ("Tea (תה)", False)])
def test_a_text_whose_first_letter_is_hebrew_or_arabic_runs_right_to_left(text: str, rtl: bool) -> None:
    assert right_to_left(text) is rtl
    assert needs_shaping(text) is (rtl or "תה" in text)


def _lines_read(text: str, width: float) -> list[str]:
    """Each printed line of the text set as a card sets it, read from its right edge."""
    if "dejavu-test" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont("dejavu-test", str(HEBREW_FONT)))

    class _Styles:
        _styles: dict = {}

    style = Painter.paragraph_style(_Styles(), "dejavu-test", 12, 1.2, "right", black, shaping=True)
    para = Paragraph(visual_lines(text, lambda seg: Paragraph(seg, style), width), style)
    para.wrap(width, 200)
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=(width + 20, 220), invariant=1)
    para.drawOn(c, 10, 10)
    c.showPage()
    c.save()
    with pdfplumber.open(io.BytesIO(buffer.getvalue())) as pdf:
        chars = pdf.pages[0].chars
    rows: dict[int, list] = {}
    for ch in chars:
        rows.setdefault(round(ch["top"]), []).append(ch)
    return ["".join(ch["text"] for ch in sorted(row, key=lambda ch: -ch["x0"])) for _, row in sorted(rows.items())]


def test_hebrew_card_text_reads_from_the_right_line_by_line() -> None:
    text = "שוק הכרמל פתוח כל יום לארגז תפוזים טריים מהשוק"
    lines = _lines_read(text, 100)
    assert len(lines) >= 3 and " ".join(lines).replace("  ", " ").split() == text.split()


def test_only_plain_text_or_one_tag_round_it_is_reordered() -> None:
    assert reorderable("שוק הכרמל<br/>פתוח") and reorderable("<i>שוק הכרמל</i>")
    assert not reorderable("שוק <b>הכרמל</b>") and not reorderable("שוק &amp; הכרמל")
    assert visual_lines("<i>שוק הכרמל</i>", lambda seg: Paragraph(seg), 300).startswith("<i>הכרמל שוק")


def test_punctuation_glued_to_a_word_of_a_fallback_font_is_set_in_that_font() -> None:
    # ReportLab shapes a word cut between two fonts wrongly: shuk-hacarmel's 'רוצה לקנות:' printed a 'W' for its ת
    from generator.load.glyphs import bundled_fonts_dir
    from generator.render.shared.fallback_fonts import FallbackFonts

    fonts = FallbackFonts((HEBREW_FONT,), bundled_fonts_dir())
    marked = fonts.apply("רוצה לקנות: 3 ₪", "Lato-Regular")
    assert marked.count("<font") == 1 and "לקנות:</font>" in marked
    assert fonts.apply("Gold: 3", "Lato-Regular") == "Gold: 3"   # no fallback run: as before

"""Scripts that print only shaped (Devanagari and the other Indic scripts, Thai, Khmer...) are shaped by HarfBuzz
on cards, tokens, maps and page furniture: drawn a code point a glyph, Hindi's vowel sign ि printed after its
letter and conjuncts fell apart (mela-bazaar, written outside the project)."""
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

from generator.render.shared.board_fonts import BoardFonts
from generator.render.shared.fallback_fonts import needs_shaping
from generator.render.shared.painter import Painter

ROOT = Path(__file__).resolve().parents[3]
DEVANAGARI = ROOT / "tests" / "corpus" / "mela-bazaar" / "fonts" / "Lohit-Devanagari.ttf"
HINDI = "मिठाई तिल ग्राहक"   # sweets, sesame, customer: a vowel sign before its letter, a conjunct


@pytest.fixture(scope="module")
def deva() -> str:
    if "deva-test" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont("deva-test", str(DEVANAGARI)))
    return "deva-test"


@pytest.mark.parametrize("text, shaped", [(HINDI, True), ("สามเหรียญ", True), ("Gain 2 coins", False),
                                          ("Gagnez 2 écus", False), ("団子×2", False), ("한옥", False)])
def test_which_texts_are_shaped(text: str, shaped: bool) -> None:
    assert needs_shaping(text) is shaped


def _extent(pdf_bytes: bytes) -> tuple[float, float]:
    with pdfplumber.open(io.BytesIO(pdf_bytes)) as pdf:
        chars = pdf.pages[0].chars
    return min(ch["x0"] for ch in chars), max(ch["x1"] for ch in chars)


def test_a_board_string_is_shaped_and_centred_by_its_shaped_width(deva: str) -> None:
    fonts = BoardFonts(regular=deva)
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=(300, 100), invariant=1)
    fonts.draw(c, 150, 50, HINDI, deva, 14, align="center")
    c.showPage()
    c.save()
    shaped = fonts.width(HINDI, deva, 14)
    assert shaped < pdfmetrics.stringWidth(HINDI, deva, 14) - 2   # the vowel signs and conjuncts drawn shaped
    left, right = _extent(buffer.getvalue())
    assert abs((left + right) / 2 - 150) < 1.0 and abs((right - left) - shaped) < 1.0


def test_a_card_paragraph_of_such_a_script_is_shaped(deva: str) -> None:
    class _Styles:
        _styles: dict = {}

    widths = []
    for shaping in (False, True):
        para = Paragraph(HINDI, Painter.paragraph_style(_Styles(), deva, 14, 1.2, "left", black, shaping=shaping))
        para.wrap(300, 100)
        buffer = io.BytesIO()
        c = Canvas(buffer, pagesize=(320, 100), invariant=1)
        para.drawOn(c, 10, 40)
        c.showPage()
        c.save()
        left, right = _extent(buffer.getvalue())
        widths.append(right - left)
    assert widths[1] < widths[0] - 2

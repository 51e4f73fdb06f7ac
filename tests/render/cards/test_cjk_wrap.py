"""Card text in Chinese or Japanese breaks between letters, as those scripts write no spaces between words."""
from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.colors import black
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph

from generator.core.units import PT_PER_MM
from generator.render.cards.fit import FitError, fit_paragraph
from generator.render.shared.painter import Painter, wraps_between_letters

ROOT = Path(__file__).resolve().parents[3]
JAPANESE_FONT = ROOT / "tests" / "corpus" / "sakura-ichiba" / "fonts" / "ipaexg.ttf"
# お姫さま's text as sakura-ichiba (written outside the project) first wrote it: the build stopped, LAY006
TEXT = "お姫さまがお忍びで市にいらした。団子と桜餅と風車をお望みです。Gain 2 fame."


class _Styles:
    _styles: dict = {}


def _fit(cjk: bool) -> tuple[Paragraph, float, float]:
    if "ipa-test" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont("ipa-test", str(JAPANESE_FONT)))

    def make(size: float) -> Paragraph:
        return Paragraph(TEXT, Painter.paragraph_style(_Styles(), "ipa-test", size, 1.2, "center", black, cjk))

    return fit_paragraph(make, 40 * PT_PER_MM, 20 * PT_PER_MM, 9.0, 6.0)


def test_japanese_breaks_between_letters_and_keeps_latin_words_whole() -> None:
    assert wraps_between_letters(TEXT)
    para, size, _ = _fit(cjk=True)
    assert size == 9.0   # fits at its own size, over several lines
    lines = ["".join(w if isinstance(w, str) else w.text for w in line[1]) if isinstance(line, tuple)
             else "".join(getattr(f, "text", "") for f in line.words) for line in para.blPara.lines]
    assert len(lines) >= 3 and "".join(lines).replace(" ", "") == TEXT.replace(" ", "")
    assert not any(line.endswith(("Ga", "fa")) for line in lines)   # 'Gain' and 'fame' not cut


def test_read_as_one_word_it_did_not_fit() -> None:
    with pytest.raises(FitError, match="a word is"):
        _fit(cjk=False)


@pytest.mark.parametrize("text", ["Gain 2 fame.", "Gagnez 2 écus.", "한옥 두 채를 지으세요.", "Кедр и Ель"])
def test_scripts_that_write_spaces_keep_their_words_whole(text: str) -> None:
    assert not wraps_between_letters(text)

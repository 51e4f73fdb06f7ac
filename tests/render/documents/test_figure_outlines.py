"""Figure labels in scripts WeasyPrint's SVG text cannot print (Devanagari, Thai, Arabic, Hebrew...) are drawn as
their shaped glyphs' outlines; every other label stays an SVG <text>, as before."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.render.documents.diagrams.outlines import _visual_runs, figure_fonts, label_path, needs_outlines
from generator.render.documents.diagrams.svg import Svg

ROOT = Path(__file__).resolve().parents[3]
DEVANAGARI = ROOT / "tests" / "corpus" / "mela-bazaar" / "fonts" / "Lohit-Devanagari.ttf"
ARABIC = ROOT / "tests" / "corpus" / "suq-attarin" / "fonts" / "Amiri-Regular.ttf"
LATO = ROOT / "fonts" / "Lato-Regular.ttf"


@pytest.mark.parametrize("text, outlined", [("ग्राहक", True), ("สามเหรียญ", True), ("بطاقات التوابل", True),
                                            ("שוק", True), ("Spice cards", False), ("Épices", False),
                                            ("品物カード", False), ("한옥", False)])
def test_which_labels_are_outlined(text: str, outlined: bool) -> None:
    assert needs_outlines(text) is outlined


def test_a_right_to_left_label_prints_its_runs_from_the_last_digits_left_to_right() -> None:
    assert _visual_runs("40 بطاقة") == [("بطاقة", True), (" 40", False)]
    assert _visual_runs("Spice 40") == [("Spice 40", False)]


def test_a_shaped_label_is_a_path_in_a_font_that_has_its_letters_and_stays_text_without_one() -> None:
    svg = Svg(100, 20)
    with figure_fonts((LATO, DEVANAGARI)):   # Lato lacks Devanagari: the next font draws it
        svg.text(50, 10, "ग्राहक", anchor="middle", cls="label")
        svg.text(5, 10, "Cards", cls="label")
    svg.text(5, 15, "ग्राहक", cls="label")   # no document fonts: as before
    drawn = "".join(svg.items)
    assert drawn.count("<path") == 1 and drawn.count("<text") == 2 and ">Cards</text>" in drawn
    path = re.search(r'<path class="label" d="([^"]+)"', drawn)
    assert path is not None
    xs = [float(x) for x in re.findall(r"[MLQC](-?[\d.]+) ", path.group(1))]
    assert 40 < min(xs) < 50 < max(xs) < 60   # centred on x = 50 mm, about 2.6 mm tall letters, six glyphs wide


def test_no_font_with_every_letter_leaves_the_label_as_text() -> None:
    with figure_fonts((LATO,)):
        assert label_path("ग्राहक", 0, 0, 2.6, "start") is None


def test_an_arabic_label_is_shaped_joined_and_right_to_left() -> None:
    from generator.render.documents.diagrams.outlines import _shape

    joined, _ = _shape(ARABIC, "سوق", rtl=True)
    alone = [_shape(ARABIC, ch, rtl=True)[0][0][0] for ch in "سوق"]
    assert [g[0] for g in joined] != alone[::-1]   # joining forms, not the letters' isolated ones
    assert len(joined) == 3 and joined[-1][0] != alone[-1]   # the first letter (initial form) printed rightmost

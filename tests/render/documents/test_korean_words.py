"""Korean breaks lines at the spaces between its words, never between the syllables of one (hanok-maeul, written
outside the project, printed '아 / 름답고': WeasyPrint breaks between any two Hangul syllables)."""
from __future__ import annotations

from generator.render.documents.renderer import keep_korean_words


def test_syllables_of_a_word_and_a_number_with_its_counter_are_joined_in_text_only() -> None:
    html = '<p id="아름">아름답고 8장, 2개짜리 <b>마을</b></p><img alt="한옥">'
    out = keep_korean_words(html)
    assert out == ('<p id="아름">아\u2060름\u2060답\u2060고 8\u2060장, 2\u2060개\u2060짜\u2060리 '
                   '<b>마\u2060을</b></p><img alt="한옥">')
    assert out.replace("\u2060", "") == html


def test_japanese_lines_of_one_paragraph_join_without_a_space() -> None:
    from generator.render.documents.renderer import join_unspaced_lines

    html = "<p>春、桜並木に市が立ちます。\n市が立つのは数日だけです。\nGain 2\ncoins.</p>"
    assert join_unspaced_lines(html) == "<p>春、桜並木に市が立ちます。市が立つのは数日だけです。\nGain 2\ncoins.</p>"

"""A document in a language written right to left is set right to left (html dir="rtl"): suq-attarin, written
outside the project in Arabic, had to add a style of its own for it."""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.load import load_game
from generator.render.documents.renderer import document_html, text_direction
from generator.render.job import BuildOptions

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("language, direction", [("ar", "rtl"), ("he-IL", "rtl"), ("fa", "rtl"), ("ur", "rtl"),
                                                 ("en", "ltr"), ("de", "ltr"), ("hi", "ltr"), ("ja", "ltr")])
def test_the_direction_follows_the_language(language: str, direction: str) -> None:
    assert text_direction(language) == direction


def test_an_arabic_rulebook_is_set_right_to_left_and_an_english_one_is_not() -> None:
    arabic = document_html(load_game(ROOT / "tests" / "corpus" / "suq-attarin"), "rulebook", BuildOptions()).html
    assert '<html lang="ar" dir="rtl">' in arabic
    english = document_html(load_game(ROOT / "content" / "commerce"), "rulebook", BuildOptions()).html
    assert '<html lang="en">' in english

"""core/slugs.py: the one slug of pnp (layouts' `| slug`, heading anchors, gallery ids, export file names)."""
from __future__ import annotations

import pytest

from generator.core.slugs import slug
from generator.load.documents import slugify
from generator.render.shared.painter import slug as layout_slug


@pytest.mark.parametrize("text, expected", [
    ("Growth stop", "growth-stop"), ("  Rare_Minerals!! ", "rare-minerals"), ("Tier II (tech)", "tier-ii-tech"),
    ("Çay Evi", "çay-evi"), ("Сосна", "сосна"), ("Карты заказов", "карты-заказов"), ("Café", "café"),
    ("Bäcker", "bäcker"), ("İstanbul", "istanbul"), ("Αθήνα", "αθήνα"), ("東京 タワー", "東京-タワー"), ("", ""),
])
def test_letters_of_every_script_stay_and_every_run_of_the_rest_is_one_hyphen(text: str, expected: str) -> None:
    assert slug(text) == expected


def test_names_in_another_script_slug_apart() -> None:
    """A slug of a-z only made every Russian name the empty code: every card's `kind-{{ kind | slug }}` one colour,
    every Cyrillic heading the anchor 'section'."""
    names = ["Сосна", "Кедр", "Ель", "Берёза"]
    assert len({layout_slug(n) for n in names}) == 4
    assert slugify("Подготовка к игре") == "подготовка-к-игре" and slugify("**!!**") == "section"

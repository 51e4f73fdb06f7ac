"""The cents filter: money an engine keeps in cents, printed as players read prices ('$2.25'); penny-market formatted
its own with Jinja's `format`. In the language of an edition or of a game written in another language, its
decimal point and thousands ('2,25', '1.500,00')."""
from __future__ import annotations

import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest

from generator.load import load_game
from generator.load.templating import cents, edition_filters
from generator.render import BuildOptions
from generator.render.documents.renderer import document_html

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"


@pytest.mark.parametrize("value, before, after, shown", [
    (225, "", "", "2.25"), (225, "$", "", "$2.25"), (5, "$", "", "$0.05"), (-75, "$", "", "-$0.75"),
    (150000, "", " €", "1,500.00 €"), (0, "", "", "0.00"), ("free", "$", "", "free"), (True, "", "", "True"),
])
def test_cents_print_as_a_price(value, before, after, shown) -> None:
    assert cents(value, before, after) == shown


def test_a_language_writes_its_own_decimal_point_and_thousands() -> None:
    for lang, shown in (("de", "1.500,25"), ("es", "1.500,25"), ("en", "1,500.25")):
        wording = SimpleNamespace(language=lang, counted=str, frame=str)
        assert edition_filters(wording)["cents"](150025) == shown


def test_a_document_prints_a_price_in_cents(tmp_path: Path) -> None:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    engine = folder / "engine.py"
    engine.write_text(engine.read_text(encoding="utf-8") + "\n\n@rule\ndef crate_price() -> int:\n"
                      "    return 125\n", encoding="utf-8")
    (folder / "rulebook.md").write_text("## Prices {#prices}\n\nA crate costs {{ engine.crate_price() | cents('$') }}."
                                        "\n", encoding="utf-8")
    assert "A crate costs $1.25." in document_html(load_game(folder), "rulebook", BuildOptions()).html

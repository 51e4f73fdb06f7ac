"""The halves filter: half points an engine keeps whole (13 halves), printed as the rules say them ('6½', or '6.5');
komi-handicap and tarot-trumps returned strings from rules or wrote their own Jinja for it. In the language of an
edition or of a game written in another language, its decimal point ('6,5')."""
from __future__ import annotations

import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest

from generator.load import load_game
from generator.load.templating import edition_filters, halves
from generator.render import BuildOptions
from generator.render.documents.renderer import document_html

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"


@pytest.mark.parametrize("value, decimal, shown", [
    (13, False, "6\u00bd"), (1, False, "\u00bd"), (8, False, "4"), (0, False, "0"), (-3, False, "-1\u00bd"),
    (13, True, "6.5"), (1, True, "0.5"), (8, True, "4"), (-1, True, "-0.5"), ("free", False, "free"),
    (True, False, "True"),
])
def test_halves_print_as_half_points(value, decimal, shown) -> None:
    assert halves(value, decimal) == shown


def test_a_language_writes_its_own_decimal_point() -> None:
    for lang, shown in (("de", "6,5"), ("fr", "6,5"), ("en", "6.5")):
        wording = SimpleNamespace(language=lang, counted=str, frame=str)
        assert edition_filters(wording)["halves"](13, decimal=True) == shown


def test_a_document_prints_half_points(tmp_path: Path) -> None:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    engine = folder / "engine.py"
    engine.write_text(engine.read_text(encoding="utf-8") + "\n\n@rule\ndef komi_halves() -> int:\n"
                      "    return 13\n", encoding="utf-8")
    (folder / "rulebook.md").write_text("## Komi {#komi}\n\nWhite gets {{ engine.komi_halves() | halves(decimal=true) }}"
                                        " points, {{ engine.komi_halves() | halves }} in all.\n", encoding="utf-8")
    assert "White gets 6.5 points, 6\u00bd in all." in document_html(load_game(folder), "rulebook",
                                                                    BuildOptions()).html

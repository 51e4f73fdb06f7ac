"""The ordinal filter: 'the eighth round' printed from the data; grid-solitaire and score-sheet wrote
'{{ ... | word }}th' and got 'eightth'. In an edition, or a game written in another language, the language file's
way of writing it ('8.' in German)."""
from __future__ import annotations

import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest

from generator.load import load_game
from generator.load.templating import edition_filters, ordinal
from generator.render import BuildOptions
from generator.render.documents.renderer import document_html

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"


@pytest.mark.parametrize("value, words, shown", [
    (1, False, "1st"), (2, False, "2nd"), (3, False, "3rd"), (4, False, "4th"), (11, False, "11th"),
    (12, False, "12th"), (13, False, "13th"), (21, False, "21st"), (112, False, "112th"), (8, True, "eighth"),
    (20, True, "twentieth"), (25, True, "25th"), ("last", False, "last"), (True, False, "True"),
])
def test_ordinals_in_english(value, words, shown) -> None:
    assert ordinal(value, words) == shown


def test_a_language_writes_its_ordinals_its_way() -> None:
    for lang, shown in (("de", "8."), ("fr", "8e"), ("es", "8.º"), ("it", "8º"), ("pt", "8º"), ("en", "8th")):
        wording = SimpleNamespace(language=lang, counted=str, frame=str)
        assert edition_filters(wording)["ordinal"](8) == shown, lang


def test_a_document_prints_an_ordinal_from_the_data(tmp_path: Path) -> None:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    engine = folder / "engine.py"
    engine.write_text(engine.read_text(encoding="utf-8") + "\n\n@rule\ndef last_round() -> int:\n    return 8\n",
                      encoding="utf-8")
    (folder / "rulebook.md").write_text("## End {#end}\n\nThe game ends after the "
                                        "{{ engine.last_round() | ordinal(words=true) }} round "
                                        "({{ engine.last_round() | ordinal }}).\n", encoding="utf-8")
    assert "The game ends after the eighth round (8th)." in document_html(load_game(folder), "rulebook",
                                                                          BuildOptions()).html

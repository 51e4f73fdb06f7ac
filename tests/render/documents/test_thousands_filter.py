"""The thousands filter: money in thousands printed as players read it ('150,000', '150k'), in an edition's way
('150.000'); million-auction wrote its own Jinja macro for it. A number typed with its thousands apart is a
DOC001 whose hint names the filter."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.load import load_game
from generator.load.templating import thousands
from generator.render import BuildOptions
from generator.render.documents.renderer import document_html

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"


@pytest.mark.parametrize("value, short, sep, shown", [
    (150000, False, ",", "150,000"), (950, False, ",", "950"), (15000, True, ",", "15k"),
    (1500, True, ",", "1,500"), (2000000, True, ",", "2,000k"), (150000, False, ".", "150.000"),
    (-25000, False, ",", "-25,000"), ("a lot", False, ",", "a lot"), (True, False, ",", "True"),
])
def test_thousands_are_set_apart(value, short, sep, shown) -> None:
    assert thousands(value, short, sep=sep) == shown


def test_a_document_prints_thousands_and_a_typed_amount_is_told_the_filter(tmp_path: Path) -> None:
    from generator.check import check_game

    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    engine = folder / "engine.py"
    engine.write_text(engine.read_text(encoding="utf-8") + "\n\n@rule\ndef starting_cash() -> int:\n"
                      "    return 150000\n", encoding="utf-8")
    (folder / "rulebook.md").write_text("## Cash {#cash}\n\nStart with {{ engine.starting_cash() | thousands }} "
                                        "or {{ engine.starting_cash() | thousands(short=true) }}.\n\n"
                                        "The starting cash is 150,000.\n", encoding="utf-8")
    loaded = load_game(folder)
    assert "Start with 150,000 or 150k." in document_html(loaded, "rulebook", BuildOptions()).html
    hints = [f.hint for f in check_game(loaded) if f.rule == "DOC001"]
    assert hints == ["take the number from the data, e.g. {{ engine.starting_cash() | thousands }}"]


def test_an_editions_language_sets_its_thousands_apart_its_own_way() -> None:
    from types import SimpleNamespace

    from generator.load.templating import edition_filters

    for lang, shown in (("de", "150.000"), ("fr", "150\u202f000"), ("en", "150,000")):
        wording = SimpleNamespace(language=lang, counted=str, frame=str)
        assert edition_filters(wording)["thousands"](150000) == shown


def test_a_price_of_ten_thousand_or_more_prints_its_thousands_apart(tmp_path: Path) -> None:
    # million-auction left its costs out: {amount: 50000, of: Money} printed '50000 Money'
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    yaml = folder / "game.yaml"
    text = yaml.read_text(encoding="utf-8")
    yaml.write_text(text.replace("costs:\n", "costs:\n  - {id: manor, name: Manor, group: buildings, items: "
                                              "[{amount: 50000, of: Wood}, {amount: 9000, of: Stone}]}\n", 1),
                    encoding="utf-8")
    (folder / "rulebook.md").write_text('## Costs {#costs}\n\n{{ costs("buildings") }}\n', encoding="utf-8")
    html = document_html(load_game(folder), "rulebook", BuildOptions()).html
    assert "50,000 Wood, 9000 Stone" in html

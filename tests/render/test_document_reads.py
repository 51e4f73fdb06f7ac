"""What a document reads of the decks (generator/render/document_reads.py): the cards it may draw whole, the rest as
an outline; every doubt reads everything (None)."""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.app.scaffold import new_game
from generator.load import load_game
from generator.render.document_reads import deck_outlines, drawn_cards


def _game(tmp_path: Path, placeholder: str = "", yaml_line: str = "") -> Path:
    folder = new_game("river", tmp_path).game
    rulebook = folder / "rulebook.md"
    rulebook.write_text(rulebook.read_text(encoding="utf-8") + "\n" + placeholder + "\n", encoding="utf-8")
    if yaml_line:
        game_yaml = folder / "game.yaml"
        game_yaml.write_text(game_yaml.read_text(encoding="utf-8") + yaml_line + "\n", encoding="utf-8")
    return folder


@pytest.mark.parametrize("placeholder, drawn", [
    ("", {}),
    ('{{ deck("harvest") | counted("card") }} in all; {{ names("deck:harvest") | joined }}', {}),
    ('{{ card("harvest", "pear-2") }} and {{ card( \'harvest\' , \'plum-1\', caption="A plum") }}',
     {"harvest": frozenset({"pear-2", "plum-1"})}),
    # the first three faces whose names start with another word: Early Apple, Golden Apple, Green Pear
    ('{{ figure("components") }}', {"harvest": frozenset({"apple-1", "pear-1", "plum-1"})}),   # one of each fruit
    ('{{ card("harvest", "plum-2") }}{{ figure("components") }}',
     {"harvest": frozenset({"apple-1", "pear-1", "plum-1", "plum-2"})}),
    ('{% for c in ["pear-2"] %}{{ card("harvest", c) }}{% endfor %}', None),
    ('{% set draw = card %}{{ draw("harvest", "pear-2") }}', None),
    ('{{ engine.pick(card) }}', None),
    ('{{ card(deck_id="harvest", card_id="pear-2") }}', None),
])
def test_the_cards_a_rulebook_may_draw(tmp_path: Path, placeholder: str, drawn) -> None:
    assert drawn_cards(load_game(_game(tmp_path, placeholder)), "rulebook") == drawn


def test_trusted_templates_may_read_anything(tmp_path: Path) -> None:
    assert drawn_cards(load_game(_game(tmp_path, yaml_line="trusted_templates: true")), "rulebook") is None


def test_an_outline_changes_with_a_count_or_a_name_not_with_a_card_the_document_does_not_draw(tmp_path: Path) -> None:
    folder = _game(tmp_path, '{{ card("harvest", "pear-2") }}')
    csv = folder / "cards" / "harvest.csv"

    def outline() -> str:
        loaded = load_game(folder)
        drawn = drawn_cards(loaded, "rulebook")
        assert drawn is not None
        return deck_outlines(loaded.game, {"harvest": "cards/harvest.csv"}, drawn)["cards/harvest.csv"]

    seen = [outline()]
    for old, new in (("Take one more card", "Draw one more card"),   # apple-1's text: not drawn
                     ("Honey Pear,2,Pear,2,Worth two", "Honey Pear,2,Pear,2,Counts two"),   # pear-2's: drawn
                     ("Royal Plum,2,", "Royal Plum,3,"), ("Royal Plum,", "Regal Plum,")):
        csv.write_text(csv.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")
        seen.append(outline())
    assert seen[1] == seen[0]
    assert len(set(seen[1:])) == 4

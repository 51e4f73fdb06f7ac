"""A worked example's text keeps the paragraphs its YAML gave it (placeholders.paragraphs): trump-auction (written
outside the project) told a full hand in four paragraphs of a folded block, printed as one run-on block."""
from __future__ import annotations

import yaml

from generator.render.documents.placeholders import paragraphs

FOLDED = """text: >-
  Ada deals twelve cards to each player, so Bram, on her left, bids first and names the
  lowest bid allowed.

  Bram opens at 7 Falcons. Cleo passes.
"""
LITERAL = """text: |
  Ada deals twelve cards to each player,
  so Bram bids first.

  Bram opens at 7 Falcons.
"""
WRAPPED = """text: |
  Ada deals twelve cards to each player, so Bram
  bids first and opens at 7 Falcons. Cleo
  passes.
"""


def test_a_blank_line_of_the_yaml_starts_a_paragraph() -> None:
    assert paragraphs(yaml.safe_load(FOLDED)["text"]) == [
        "Ada deals twelve cards to each player, so Bram, on her left, bids first and names the lowest bid allowed.",
        "Bram opens at 7 Falcons. Cleo passes."]
    assert paragraphs(yaml.safe_load(LITERAL)["text"]) == [
        "Ada deals twelve cards to each player, so Bram bids first.", "Bram opens at 7 Falcons."]


def test_lines_wrapped_in_a_literal_block_are_one_paragraph() -> None:
    assert paragraphs(yaml.safe_load(WRAPPED)["text"]) == [
        "Ada deals twelve cards to each player, so Bram bids first and opens at 7 Falcons. Cleo passes."]
    assert paragraphs("One line only.") == ["One line only."]


def test_the_example_block_prints_each_paragraph(tmp_path) -> None:
    from pathlib import Path

    from generator.load import load_game
    from generator.render import BuildOptions
    from generator.render.documents.renderer import document_html

    game = load_game(Path(__file__).resolve().parents[3] / "tests" / "corpus" / "trump-auction")
    html = document_html(game, "rulebook", BuildOptions()).html
    start = html.index('id="example-full-hand"')
    block = html[start:html.index("</aside>", start)]
    assert block.count("<p>") == 4 and "<p>She opens at 7 Falcons" in block

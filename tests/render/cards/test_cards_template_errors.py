"""A layout's template that fails on a card's values (render/shared/painter.py, render/cards/faces.py): whatever it
raises ('{{ cost / 0 }}', a `when` dividing by zero) is a located error at the element naming the card, exit 2,
never "WorkerBug ... this is a bug in pnp" (exit 3)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.app.cli import app
from generator.load import shown_path

CARDS = Path(__file__).parents[2] / "fixtures" / "cards"
HINT = "  hint: the template failed on these values: see docs/cards.md, Templates"


@pytest.mark.parametrize("old, new, line, what", [
    ('text: "{{ cost }}"', 'text: "{{ cost / 0 }}"', 7, "'{{ cost / 0 }}' divides by zero"),
    ('text: "{{ effect }}", size: 9', 'text: "{{ effect }}", when: "cost / (cost - cost) > 1", size: 9', 10,
     "'cost / (cost - cost) > 1' divides by zero"),
    ('text: "{{ effect }}", size: 9', 'text: "{{ effect }} {{ cost + name }}", size: 9', 10,
     "'{{ effect }} {{ cost + name }}' raised TypeError: unsupported operand type(s) for +: 'int' and 'str'"),
])
def test_a_template_that_fails_on_a_cards_values_is_a_located_error(tmp_path: Path, old: str, new: str, line: int,
                                                                    what: str) -> None:
    game = tmp_path / "content" / "base"
    shutil.copytree(CARDS / "base", game, ignore=shutil.ignore_patterns("__pycache__"))
    layout = game / "layouts" / "spell.yaml"
    text = layout.read_text(encoding="utf-8")
    assert text.count(old) == 1
    layout.write_text(text.replace(old, new), encoding="utf-8")
    result = CliRunner().invoke(app, ["build", "base", "--content", str(game.parent), "--out", str(tmp_path / "out"),
                                      "--no-check"])
    assert result.exit_code == 2, result.output
    g = shown_path(game)
    assert (f"error: {g}/layouts/spell.yaml:{line}: deck 'spells', card 'fire' ({g}/cards/spells.csv:2): template "
            f"error: {what}\n{HINT}") in result.output
    assert "bug in pnp" not in result.output and "Traceback" not in result.output

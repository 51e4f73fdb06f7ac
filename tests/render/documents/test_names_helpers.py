"""names() is a list in documents as in board layouts: it loops by name, prints comma-separated, joins by filter."""
from __future__ import annotations

import shutil
from pathlib import Path

from generator.load import load_game
from generator.render import BuildOptions
from generator.render.boards.data import board_globals
from generator.render.documents.renderer import document_html

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"


def html_of(tmp_path: Path, body: str) -> str:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "rulebook.md").write_text(f"## Names {{#names}}\n\n{body}\n", encoding="utf-8")
    return document_html(load_game(folder), "rulebook", BuildOptions()).html


def test_names_loop_over_names_not_letters(tmp_path: Path) -> None:
    html = html_of(tmp_path, '{% for r in names("resources") %}[{{ r }}]{% endfor %} '
                             '{% for m in category("food") %}<{{ m }}>{% endfor %}')
    assert "[Wood][Stone][Grain]" in html.replace("&#91;", "[").replace("&#93;", "]")
    assert "<Grain>" in html  # one member, not its letters


def test_names_print_comma_separated_and_join_by_filter(tmp_path: Path) -> None:
    html = html_of(tmp_path, 'A: {{ names("resources") }}. B: {{ names("resources") | joined(last=" or ") }}. '
                             'C: {{ names("resources") | joined(" / ") }}. D: {{ names("resources") | length }}.')
    for part in ("A: Wood, Stone, Grain.", "B: Wood, Stone or Grain.", "C: Wood / Stone / Grain.", "D: 3."):
        assert part in html, html


def test_board_layouts_see_the_same_list() -> None:
    from generator.load import load_game as load

    loaded = load(DOCGAME)
    names = board_globals(loaded)["names"]
    assert names("resources") == ["Wood", "Stone", "Grain"] and names("food") == ["Grain"]


def test_board_layouts_know_the_rulebooks_built_in_sets_and_name_an_unknown_one() -> None:
    # 'deck:market' lists the deck's card names as the rulebook's names() does; an unknown set or table is a
    # template error the renderer reports at the layout's element, never a KeyError (an internal error)
    import jinja2
    import pytest

    helpers = board_globals(load_game(DOCGAME))
    assert list(helpers["names"]("deck:market")) == ["Woodcutter", "Quarry", "Mill & <Bakery>"]
    assert list(helpers["names"]("components")) == ["Market cards", "Pawns", "Weather die"]
    with pytest.raises(jinja2.TemplateRuntimeError, match=r"no name set 'resorces' in game.yaml \(did you mean "
                                                          r"'resources'\?\)"):
        helpers["names"]("resorces")
    with pytest.raises(jinja2.TemplateRuntimeError, match=r"no table 'setup' in game.yaml"):
        helpers["table"]("setup")
    with pytest.raises(jinja2.TemplateRuntimeError, match=r"no deck 'markt' in game.yaml \(did you mean 'market'\?\)"):
        helpers["cards"]("markt")

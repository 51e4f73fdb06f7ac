"""The examples docs/ shows a designer are real: each block marked `<!-- doc-example: FILE -->` in docs/*.md is
written, line for line and in order, in FILE of the fixture game tests/fixtures/games/doc-examples, and that
game checks clean, builds, and prints what the docs say it prints (issue 28: designers write their games from
README.md and docs/ alone).

`<!-- doc-example: palette -->` marks the list of shared palette names, compared with generator/core/palette.py.
"""
from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from generator.app.cli import app
from generator.load import load_game
from generator.model.supply import supply_lines
from generator.core.palette import PALETTE
from generator.render import BuildOptions
from generator.render.documents.renderer import document_html

from conftest import FIXTURES, assert_fires, edited_copy, run_check

ROOT = Path(__file__).resolve().parents[2]
GAME = FIXTURES / "doc-examples"
BLOCK = re.compile(r"<!-- doc-example: (?P<file>[^>]*?) -->\n```[a-z]*\n(?P<body>.*?)```", re.S)


def _blocks() -> list[tuple[str, str, str]]:
    """(doc page, file, block text) for every marked block of docs/*.md."""
    out = []
    for page in sorted((ROOT / "docs").glob("*.md")):
        for m in BLOCK.finditer(page.read_text(encoding="utf-8")):
            out.append((page.name, m.group("file"), m.group("body")))
    return out


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


def test_every_marked_block_is_written_in_the_fixture_game() -> None:
    blocks = [b for b in _blocks() if b[1] != "palette"]
    assert len(blocks) >= 12, "the docs lost their marked examples"
    for page, name, body in blocks:
        have = _lines((GAME / name).read_text(encoding="utf-8"))
        at = 0
        for line in _lines(body):
            assert line in have[at:], (f"docs/{page}: the example for {name} shows {line!r}, which "
                                       f"tests/fixtures/games/doc-examples/{name} does not have (in this order)")
            at = have.index(line, at) + 1


def test_the_palette_the_docs_list_is_pnps() -> None:
    [body] = [b for _, name, b in _blocks() if name == "palette"]
    listed = dict(line.split() for line in _lines(body))
    assert listed == PALETTE


def test_the_fixture_game_checks_clean() -> None:
    run = run_check("doc-examples")
    assert run.exit_code == 0, run.output
    assert run.findings == [], run.output


def test_an_examples_mapping_reaches_the_rule_with_text_keys() -> None:
    game = load_game(GAME).game
    checks = {c.rule: c for e in game.examples if e.id == "adding-a-hand" for c in e.checks}
    assert dict(checks["faces_score"].args["faces"]) == {"1": 2, "6": 1}
    assert list(checks["rows_score"].args["rows"]) == [[1, 2], [4]]


def test_the_rulebook_prints_what_the_docs_say() -> None:
    html = document_html(load_game(GAME), "rulebook", BuildOptions()).html
    text = " ".join(re.sub(r"<[^>]+>", " ", html[html.index("<main>"):]).split())
    for said in ("The first to 10 points wins; at four players, 8. Keep at most 7 cards.",
                 "Pay 1 Credit or 3 silver.",
                 "Lantern costs 1 Credits.",                  # a name has no singular (content-format.md, costs)
                 "Won by −2 −1 0 1–2 3 or more",              # what a column passes (content-format.md, tables)
                 "Quick game deal . Cards dealt: 1 for 2–3 players.",
                 "1–2 Move one space.",                       # a die table lists faces, not stickers
                 "Setup for 3 players, with what the game takes out of the box."):
        assert said in text, said


def test_a_component_not_used_at_a_count_is_zero_in_the_print_list() -> None:
    loaded = load_game(GAME)
    lines = {line.component.id: dict(line.per_players) for line in supply_lines(loaded.game, loaded.engine.setup)}
    assert lines["red-dice"] == {2: 0, 3: 2, 4: 2}     # setup() gives 0 at two players
    assert lines["pawns"] == {2: 2, 3: 3, 4: 4}


def test_a_roll_of_a_numbered_sticker_may_be_the_sticker(tmp_path: Path) -> None:
    """docs/content-format.md, dice: "rolls a 2" on a die stickered 1, 1, 2, 2, 3, 3 may mean sticker 2 (faces
    3-4) or face 2: silent beside the result of faces 3-4; "rolls a 1" fits that result in neither reading."""
    edited_copy(GAME, tmp_path / "ok" / "doc-examples", [
        ("rulebook.md", "When it shows 2 steps, move two spaces.", "If the move die rolls a 2, move two spaces.")])
    assert [f for f in run_check("doc-examples", content=tmp_path / "ok").findings if f["rule"] == "TXT007"] == []
    folder = edited_copy(GAME, tmp_path / "wrong" / "doc-examples", [
        ("rulebook.md", "When it shows 2 steps, move two spaces.", "If the move die rolls a 1, move two spaces.")])
    run = run_check("doc-examples", content=tmp_path / "wrong")
    assert_fires(run, "TXT007", folder / "rulebook.md", 26, "1, move",
                 "'1' on the Move die, but 'two-steps' is rolled on 3-4")


def test_the_fixture_game_builds(tmp_path: Path) -> None:
    """Its card grid reads each card's own column, its pad a row per card, its board its own name's words."""
    result = CliRunner().invoke(app, ["build", "doc-examples", "--content", str(FIXTURES), "--out", str(tmp_path),
                                      "--jobs", "1", "--progress", "none"])
    assert result.exit_code == 0, result.output
    made = {p.name for p in (tmp_path / "doc-examples").iterdir()}
    assert {"cards-tide.pdf", "cards-rooms.pdf", "pads.pdf", "boards.pdf", "tokens.pdf", "rulebook.pdf"} <= made

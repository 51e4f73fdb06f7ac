"""pnp's default back (templates/cards/back.yaml) on every card size: on a card under 40 mm a side (a block
sticker, a small tile) its disc and its text shrink to the safe zone and the game's title is left out, so a
designer's small deck checks clean and builds with the default back (a blind corpus game, block-war, met
LAY008 there: the disc was 28 mm on a 22 mm sticker)."""
from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from cardpdf import MM, open_pdf
from conftest import FIXTURES, edited_copy
from generator.check import check_game
from generator.app.cli import app
from generator.load import load_game

SMALL = ("game.yaml", "  - id: market\n    name: Market\n",
         "  - id: market\n    name: Market\n    size: 22x22mm\n    bleed: 1mm\n    safe: 1mm\n    back: Mkt\n"
         "    layout: tiny\n")
TINY = "elements:\n  - text: {box: [S, S, W - 2*S, H - 2*S], text: \"{{ name }}\", size: 6, align: center}\n"


def test_a_small_deck_with_the_default_back_checks_and_builds_with_its_back_inside_the_card(tmp_path: Path) -> None:
    folder = edited_copy(FIXTURES / "clean", tmp_path / "games" / "clean", [SMALL], {"layouts/tiny.yaml": TINY})
    game = load_game(folder)
    assert [f for f in check_game(game) if f.rule.startswith("LAY")] == []
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(folder.parent), "--out", str(out),
                                      "--only", "cards", "-q"])
    assert result.exit_code == 0, result.output
    files = [f["path"] for f in json.loads((out / "clean" / "manifest.json").read_text())["files"]]
    backs = next(p for p in files if p.endswith("-backs.pdf"))
    with open_pdf(out / "clean" / backs) as pdf:
        page = pdf.pages[0]
        text = page.extract_text()
        assert "Mkt" in text and game.game.title not in text   # the back's text, no title on a 22 mm card
        # the disc (the back's one filled circle) fits inside one 22 mm card: at most 20 mm across (the safe zone)
        discs = [c for c in page.curves if abs((c["x1"] - c["x0"]) - (c["bottom"] - c["top"])) < 0.5]
        assert discs and max(c["x1"] - c["x0"] for c in discs) <= 20 * MM + 0.5


def test_a_poker_deck_keeps_the_full_default_back(tmp_path: Path) -> None:
    folder = edited_copy(FIXTURES / "clean", tmp_path / "games" / "clean")
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(folder.parent), "--out", str(out),
                                      "--only", "cards", "-q"])
    assert result.exit_code == 0, result.output
    backs = next((out / "clean").glob("*-backs.pdf"))
    with open_pdf(backs) as pdf:
        page = pdf.pages[0]
        assert load_game(folder).game.title in page.extract_text()
        discs = [c for c in page.curves if abs((c["x1"] - c["x0"]) - (c["bottom"] - c["top"])) < 0.5]
        assert discs and abs(max(c["x1"] - c["x0"] for c in discs) - 28 * MM) < 0.5


def _ground(pdf_path: Path) -> tuple[int, ...]:
    """The fill colour of the first sheet's card-sized filled boxes (the backs' grounds, to the bleed), 0-255."""
    with open_pdf(pdf_path) as pdf:
        fills = {tuple(round(v * 255) for v in r["non_stroking_color"]) for r in pdf.pages[0].rects
                 if r["fill"] and r["width"] > 20 * MM and r["height"] > 20 * MM}
    assert len(fills) == 1, fills
    return fills.pop()


def test_each_deck_has_a_default_back_of_its_own_colour(tmp_path: Path) -> None:
    """Eight writers out of sixteen (session 31) met pnp's default back printing every deck in one navy, told apart
    face down only by the word in the disc: a deck's default back is its palette `deck-<id>` colour, else the
    first deck's `frame` and each later deck a colour apart."""
    from generator.core.palette import DECK_BACKS

    game = "banknote-purse"   # three decks, the default back, no `deck-<id>` colours
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["build", game, "--content", str(Path(__file__).resolve().parents[3] / "tests"
                                                                        / "corpus"), "--out", str(out),
                                      "--only", "cards", "-q"])
    assert result.exit_code == 0, result.output
    grounds = {deck: _ground(out / game / f"cards-{deck}-backs.pdf") for deck in ("banknotes", "customers", "stock")}
    wanted = {"banknotes": "#3c5a78", "customers": DECK_BACKS[0], "stock": DECK_BACKS[1]}
    for deck, colour in wanted.items():
        rgb = tuple(int(colour[k:k + 2], 16) for k in (1, 3, 5))
        assert all(abs(a - b) <= 3 for a, b in zip(grounds[deck], rgb)), (deck, grounds[deck], colour)

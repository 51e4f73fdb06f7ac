"""pnp's two families stand in for each other (render/shared/fallback_fonts.py, render/documents/renderer.py
_font_stack): a character one lacks is drawn by the other, never left blank on a card nor drawn by a font of the
machine in a document. arrow-converter (written outside the project) printed its double arrow '⇒', which Vollkorn
has and Lato lacks: blank on its cards, the machine's DejaVu in its rulebook, while GLY001 (any bundled font)
passed it. Read from the PDFs with pdfplumber: the font each '⇒' was set in."""
from __future__ import annotations

import shutil
from pathlib import Path

import pdfplumber
from typer.testing import CliRunner

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"
ARROW = "\u21d2"


def _fonts_of(pdf: Path, ch: str) -> set[str]:
    with pdfplumber.open(pdf) as doc:
        return {c["fontname"].split("+")[-1] for page in doc.pages for c in page.chars if c["text"] == ch}


def test_a_character_lato_lacks_is_set_in_vollkorn_on_cards_and_in_documents(tmp_path: Path) -> None:
    from generator.app.cli import app
    from generator.load.glyphs import Coverage, bundled_fonts_dir

    assert not Coverage.read(bundled_fonts_dir() / "Lato-Regular.ttf").covers(ARROW)   # the case this is about
    game = tmp_path / "content" / "docgame"
    shutil.copytree(DOCGAME, game, ignore=shutil.ignore_patterns("__pycache__"))
    csv = game / "cards" / "market.csv"
    csv.write_text(csv.read_text(encoding="utf-8").replace("Take one Wood.", f"Trade 2 Wood {ARROW} 1 Grain."),
                   encoding="utf-8")
    book = game / "rulebook.md"
    book.write_text(book.read_text(encoding="utf-8") + f"\n## Trade {{#trade}}\n\n| Give | Get |\n| --- | --- |\n"
                    f"| 2 Wood {ARROW} | 1 Grain |\n", encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["build", "docgame", "--content", str(game.parent), "--out", str(out),
                                      "--no-check"])
    assert result.exit_code == 0, result.output
    card_fonts = _fonts_of(out / "docgame" / "cards-market.pdf", ARROW)
    assert card_fonts and all(f.startswith("Vollkorn") for f in card_fonts), card_fonts
    book_fonts = _fonts_of(out / "docgame" / "rulebook.pdf", ARROW)
    assert book_fonts and all(f.startswith("Vollkorn") for f in book_fonts), book_fonts


def test_card_suits_and_dice_faces_are_set_in_pnps_symbols(tmp_path: Path) -> None:
    # contract-bridge (written outside the project): its first check had 13 GLY001 errors, '3♠' and '4♥' in none of
    # its fonts, until its writer cut a font of its own from DejaVu; pnp's symbols (fonts/PnpSymbols.ttf) now draw
    # them, last, after the game's fallbacks and pnp's other family
    from generator.app.cli import app
    from generator.check import check_game
    from generator.load import load_game

    game = tmp_path / "content" / "docgame"
    shutil.copytree(DOCGAME, game, ignore=shutil.ignore_patterns("__pycache__"))
    csv = game / "cards" / "market.csv"
    csv.write_text(csv.read_text(encoding="utf-8").replace("Take one Wood.", "Bid 3\u2660 or roll \u2684."),
                   encoding="utf-8")
    book = game / "rulebook.md"
    book.write_text(book.read_text(encoding="utf-8") + "\n## Bids {#bids}\n\nA bid of 3\u2660 beats 2\u2665.\n",
                    encoding="utf-8")
    assert [f for f in check_game(load_game(game)) if f.rule == "GLY001"] == []
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["build", "docgame", "--content", str(game.parent), "--out", str(out),
                                      "--no-check"])
    assert result.exit_code == 0, result.output
    for ch in ("\u2660", "\u2684"):
        assert _fonts_of(out / "docgame" / "cards-market.pdf", ch) == {"PnpSymbols-Regular"}
    # the documents name a fallback by its place in the list: the game declares none, so the first is pnp's symbols
    assert _fonts_of(out / "docgame" / "rulebook.pdf", "\u2660") == {"pnp-fallback-1"}
    # a character no font of pnp's has is still an error
    csv.write_text(csv.read_text(encoding="utf-8").replace("Bid 3", "Bid \U0001F0A1 3"), encoding="utf-8")
    assert [f.rule for f in check_game(load_game(game)) if f.rule == "GLY001"] == ["GLY001"]

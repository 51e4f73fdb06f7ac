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

"""Page furniture (the version stamp, a sheet's heading and band labels) in pnp's Lato, with the game's own fonts
drawing what Lato lacks: a title in Hangul printed blank in the stamp and the token sheet's labels (hanok-maeul,
written outside the project)."""
from __future__ import annotations

import io
from pathlib import Path

import pdfplumber

from generator.load import load_game
from generator.render.cards.sheets import draw_page_stamp, sheet_canvas
from generator.render.shared.board_fonts import furniture_fonts

ROOT = Path(__file__).resolve().parents[3]
HANGUL_GAME = ROOT / "tests" / "corpus" / "hanok-maeul"   # Nanum Gothic in its fonts/
LATIN_GAME = ROOT / "content" / "commerce"


def _stamped(folder: Path | None, text: str) -> bytes:
    furniture = None
    if folder is not None:
        loaded = load_game(folder)
        furniture = furniture_fonts(loaded.game, loaded.folder, loaded.sources)
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, (210.0, 297.0), title="t", furniture=furniture)
    draw_page_stamp(c, (210.0, 297.0), text)
    c.showPage()
    c.save()
    return buffer.getvalue()


def test_letters_lato_lacks_print_in_the_games_own_font() -> None:
    text = "한옥마을 v0.3 · 1a2b3c4d · 토큰 · 1/2"
    with pdfplumber.open(io.BytesIO(_stamped(HANGUL_GAME, text))) as pdf:
        chars = pdf.pages[0].chars
    assert "".join(ch["text"] for ch in chars) == text
    fonts = {ch["text"]: ch["fontname"].split("+")[-1] for ch in chars}
    assert fonts["v"].startswith("Lato") and not fonts["한"].startswith("Lato")
    left = min(ch["x0"] for ch in chars)
    right = max(ch["x1"] for ch in chars)
    assert abs((left + right) / 2 - 105 * 72 / 25.4) < 1.0   # centred as a whole, runs and all


def test_without_fonts_to_fall_back_on_the_stamp_is_drawn_as_before() -> None:
    text = "Commerce v1.0 · 1a2b3c4d · Cards · 1/2"
    assert _stamped(LATIN_GAME, text) == _stamped(None, text)
    with pdfplumber.open(io.BytesIO(_stamped(None, "한옥마을 v0.3"))) as pdf:
        printed = "".join(ch["text"] for ch in pdf.pages[0].chars)
    assert printed.endswith(" v0.3") and "한" not in printed   # what it printed before: the title blank

"""pnp's Vollkorn prints lining figures (tools/lining_figures.py, fonts/README.md): five designers writing games for
pnp found a bold '1' on a card's badge read as a capital 'I' in Vollkorn's default old-style figures."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_bundled_vollkorn_maps_its_digits_to_lining_figures() -> None:
    from fontTools.ttLib import TTFont

    files = sorted((ROOT / "fonts").glob("Vollkorn-*.ttf"))
    assert len(files) == 6
    for path in files:
        cmap = TTFont(str(path)).getBestCmap()
        assert all(cmap[ord(d)].endswith(".lf") for d in "0123456789"), path.name
    assert subprocess.run([sys.executable, str(ROOT / "tools" / "lining_figures.py"), "--check"]).returncode == 0


def test_a_lining_one_is_as_tall_as_a_capital(tmp_path: Path) -> None:
    """Measured in pixels: Vollkorn Bold's '1' drawn by ReportLab stands as tall as its 'H' (an old-style '1' is
    x-height, about two thirds of it)."""
    import pypdfium2
    from reportlab.pdfgen.canvas import Canvas

    from generator.render.shared.fonts import register_fonts

    register_fonts()

    def ink_height(text: str) -> int:
        pdf = tmp_path / f"{ord(text)}.pdf"
        c = Canvas(str(pdf), pagesize=(200, 200))
        c.setFont("Vollkorn-Bold", 120)
        c.drawString(40, 40, text)
        c.save()
        image = pypdfium2.PdfDocument(str(pdf))[0].render(scale=1).to_pil().convert("L")
        rows = [y for y in range(image.height) if any(image.getpixel((x, y)) < 128 for x in range(image.width))]
        return rows[-1] - rows[0]

    assert abs(ink_height("1") - ink_height("H")) <= 3

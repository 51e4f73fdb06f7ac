"""SVG icons in a game's icons/ are drawn as vectors on cards, boards and in the rulebook; what svglib
cannot draw is refused with the file and line."""
from __future__ import annotations

import shutil
from pathlib import Path

import pdfplumber
import pytest
from typer.testing import CliRunner

from conftest import assert_fires, run_check
from generator.cli import app

FIXTURES = Path(__file__).parent / "fixtures" / "games"
WHEAT = (0xd8 / 255, 0xa5 / 255, 0x20 / 255)   # the fill of the ears in icons/wheat.svg
SUN = (0xf5 / 255, 0xa6 / 255, 0x23 / 255)     # the disc of icons/sun.svg


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("svg")
    result = CliRunner().invoke(app, ["build", "svg-icons", "--content", str(FIXTURES), "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out / "svg-icons"


def _filled(page, colour: tuple[float, float, float]) -> int:
    """Vector objects (curves, rects) filled with the colour, within rounding."""
    def close(c) -> bool:
        return c is not None and len(c) == 3 and all(abs(a - b) < 0.01 for a, b in zip(c, colour))
    return sum(1 for o in page.curves + page.rects if o.get("fill") and close(o.get("non_stroking_color")))


@pytest.mark.parametrize("pdf, page_index", [("cards-market.pdf", 0), ("boards.pdf", 0), ("rulebook.pdf", 2)])
def test_svg_icons_are_vectors_not_pictures(built: Path, pdf: str, page_index: int) -> None:
    with pdfplumber.open(built / pdf) as doc:
        assert all(not page.images for page in doc.pages), f"{pdf} holds a raster image"
        page = doc.pages[page_index]
        assert _filled(page, WHEAT) >= 1 and _filled(page, SUN) >= 1, pdf


@pytest.mark.parametrize("element, line, what", [
    ('<filter id="f"><feGaussianBlur stdDeviation="2"/></filter>', 3, "<filter>, a filter (blur, drop shadow, ...)"),
    ('<mask id="m"><rect width="9" height="9" fill="#fff"/></mask>', 3, "<mask>, a mask"),
    ('<linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient>', 3, "<linearGradient>, a gradient"),
])
def test_an_svg_feature_pnp_cannot_draw_is_a_clear_error(tmp_path: Path, element: str, line: int, what: str) -> None:
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "svg-icons", content / "svg-icons")
    (content / "svg-icons" / "rulebook.md").unlink()
    icon = content / "svg-icons" / "icons" / "wheat.svg"
    lines = icon.read_text(encoding="utf-8").splitlines()
    lines.insert(line - 1, "  " + element)
    icon.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert_fires(run_check(content=content), "SVG001", icon, line, element[:6], f"pnp cannot draw the SVG element {what}")
    check = CliRunner().invoke(app, ["check", "--content", str(content)])
    assert check.exit_code == 1
    assert f"{icon}:{line}:3: error[SVG001] icon 'wheat': pnp cannot draw the SVG element {what}" in check.output
    assert "Object to Path" in check.output
    build = CliRunner().invoke(app, ["build", "--content", str(content)])
    assert build.exit_code == 1 and "error[SVG001]" in build.output
    unchecked = CliRunner().invoke(app, ["build", "--content", str(content), "--no-check"])
    assert unchecked.exit_code == 2     # the card pipeline refuses it too, with the same words
    assert f"{icon}:{line}:3: error[SVG001] pnp cannot draw the SVG element {what}" in unchecked.output
    assert "Traceback" not in build.output + unchecked.output
    assert not (tmp_path / "output" / "svg-icons").exists()


def test_svg_that_is_not_xml_is_a_clear_error(tmp_path: Path) -> None:
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "svg-icons", content / "svg-icons")
    (content / "svg-icons" / "rulebook.md").unlink()
    icon = content / "svg-icons" / "icons" / "sun.svg"
    icon.write_text("<svg xmlns='http://www.w3.org/2000/svg'>\n<circle r='3'\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["check", "--content", str(content)])
    assert result.exit_code == 1
    assert f"{icon}:2:1: error[SVG001] icon 'sun': the icon is not valid SVG: unclosed token" in result.output

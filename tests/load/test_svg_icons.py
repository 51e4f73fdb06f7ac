"""SVG icons in a game's icons/ are drawn as vectors on cards, boards and in the rulebook; what svglib
cannot draw is refused with the file and line."""
from __future__ import annotations

import shutil
from pathlib import Path

import pdfplumber
import pytest
from typer.testing import CliRunner

from conftest import assert_fires, run_check
from generator.app.cli import app

FIXTURES = Path(__file__).parents[1] / "fixtures" / "games"
ROOT_DOCS = Path(__file__).parents[2] / "docs"
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


@pytest.mark.parametrize("pdf, page_index", [("cards-market.pdf", 0), ("boards.pdf", 0), ("rulebook.pdf", 2),
                                             ("tokens.pdf", 0)])
def test_svg_icons_are_vectors_not_pictures(built: Path, pdf: str, page_index: int) -> None:
    with pdfplumber.open(built / pdf) as doc:
        assert all(not page.images for page in doc.pages), f"{pdf} holds a raster image"
        page = doc.pages[page_index]
        if pdf == "tokens.pdf":   # the pawns' sheet (game.yaml `icon: wheat`): the icon on each of the 4 pawns
            assert _filled(page, WHEAT) >= 4, pdf
            return
        assert _filled(page, WHEAT) >= 1 and _filled(page, SUN) >= 1, pdf


@pytest.mark.parametrize("element, line, what", [
    ('<filter id="f"><feGaussianBlur stdDeviation="2"/></filter>', 3, "<filter>, a filter (blur, drop shadow, ...)"),
    ('<mask id="m"><rect width="9" height="9" fill="#fff"/></mask>', 3, "<mask>, a mask"),
    ('<linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient>', 3, "<linearGradient>, a gradient"),
    # svglib would follow the href out of the game folder, and the build ended in an internal TypeError
    ('<image href="../../outside.png" width="10" height="10"/>', 3, "<image>, an embedded picture"),
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


OUTSIDE = "reaches outside the icon"


def _icon_check(tmp_path: Path, icon_text: str) -> tuple[Path, Path]:
    """A copy of the svg-icons game whose sun.svg holds icon_text; (content folder, icon path)."""
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "svg-icons", content / "svg-icons")
    icon = content / "svg-icons" / "icons" / "sun.svg"
    icon.write_text(icon_text, encoding="utf-8")
    return content, icon


SVG_OPEN = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            'viewBox="0 0 10 10" width="10" height="10">\n')


@pytest.mark.parametrize("body, line, anchor, words", [
    ('  <image xlink:href="../../../../outside.png" width="10" height="10"/>\n', 2, "<image",
     "pnp cannot draw the SVG element <image>, an embedded picture"),
    ('  <image href="data:image/png;base64,iVBORw0KGgo=" width="10" height="10"/>\n', 2, "<image",
     "pnp cannot draw the SVG element <image>, an embedded picture"),
    ('  <use xlink:href="../../other.svg#star"/>\n', 2, "<use",
     "the SVG element <use> reaches outside the icon ('../../other.svg#star')"),
    ('  <script href="https://example.com/x.js"/>\n', 2, "<script", "pnp cannot draw the SVG element <script>"),
    ('  <foreignObject width="5" height="5"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>\n',
     2, "<foreignObject", "pnp cannot draw the SVG element <foreignObject>, embedded HTML"),
    ('  <rect width="5" height="5" style="fill: url(\'file:///etc/passwd\')"/>\n', 2, "<rect",
     "the SVG element <rect> (style) reaches outside the icon ('file:///etc/passwd')"),
    ('  <style>\n    .a { fill: red }\n    @import url(../../x.css);\n  </style>\n', 4, "@import",
     "the icon's stylesheet reaches outside the icon ('@import url(../../x.css)')"),
    ('  <style><![CDATA[ .b { fill: url(http://example.com/p.svg#q) } ]]></style>\n', 2, "url(",
     "the icon's stylesheet reaches outside the icon ('http://example.com/p.svg#q')"),
])
def test_an_svg_icon_never_reaches_outside_itself(tmp_path: Path, body: str, line: int, anchor: str,
                                                  words: str) -> None:
    (tmp_path / "outside.png").write_bytes((ROOT_DOCS / "img" / "svg-icons.png").read_bytes())
    content, icon = _icon_check(tmp_path, SVG_OPEN + body + '  <circle cx="5" cy="5" r="3"/>\n</svg>\n')
    found = assert_fires(run_check(content=content), "SVG001", icon, line, anchor, words)
    assert found["severity"] == "error"


def test_an_icon_with_a_link_out_is_refused_by_the_build_too(tmp_path: Path) -> None:
    """The card pipeline scans before svglib reads the file: no internal error, nothing read outside."""
    (tmp_path / "outside.png").write_bytes((ROOT_DOCS / "img" / "svg-icons.png").read_bytes())
    content, icon = _icon_check(tmp_path, SVG_OPEN + '  <image xlink:href="../../../../outside.png" width="10" '
                                'height="10"/>\n  <circle cx="5" cy="5" r="3"/>\n</svg>\n')
    (content / "svg-icons" / "rulebook.md").unlink()
    build = CliRunner().invoke(app, ["build", "--content", str(content), "--out", str(tmp_path / "out"), "--no-check"])
    assert build.exit_code == 2, build.output
    assert f"{icon}:2:3: error[SVG001] pnp cannot draw the SVG element <image>, an embedded picture" in build.output
    assert "internal error" not in build.output and "Traceback" not in build.output
    assert not (tmp_path / "out" / "svg-icons").exists()


def test_a_file_that_is_not_svg_is_reported_by_the_check(tmp_path: Path) -> None:
    content, icon = _icon_check(tmp_path, "<html>\n<body><p>a web page saved as .svg</p></body>\n</html>\n")
    assert_fires(run_check(content=content), "SVG001", icon, 1, "<html>",
                 "the file is not an SVG drawing: its first element is <html>, not <svg>")


def test_an_external_entity_is_refused(tmp_path: Path) -> None:
    content, icon = _icon_check(tmp_path, '<?xml version="1.0"?>\n<!DOCTYPE svg [\n<!ENTITY x SYSTEM '
                                '"file:///etc/passwd">\n]>\n' + SVG_OPEN + '<text>&x;</text></svg>\n')
    assert_fires(run_check(content=content), "SVG001", icon, 3, "<!ENTITY",
                 "the entity 'x' reaches outside the icon ('file:///etc/passwd')")


def test_the_glossary_hint_for_an_svg_icon_names_its_file_and_a_fix_that_works(tmp_path: Path) -> None:
    content, icon = _icon_check(tmp_path, (FIXTURES / "svg-icons" / "icons" / "sun.svg").read_text(encoding="utf-8"))
    found = assert_fires(run_check(content=content), "DOC003", icon, 1, "<svg",
                         "icon 'sun' would print in the icon glossary as a bare name")
    hint = "give icons/sun.svg a meaning in icons/_aliases.yaml: 'sun: {icon: sun, meaning: ...}'"
    assert found["hint"] == f"add a glossary term named 'Sun', or {hint}"
    result = CliRunner().invoke(app, ["check", "--content", str(content)])
    assert f"hint: add a glossary term named 'Sun', or {hint}" in result.output
    assert "sun.yaml" not in result.output
    (icon.parent / "_aliases.yaml").write_text("sun: {icon: sun, meaning: a sunny turn}\n", encoding="utf-8")
    assert not [f for f in run_check(content=content).findings if f["rule"] == "DOC003" and "'sun'" in f["message"]]


def test_an_icon_only_the_rulebook_shows_is_refused_by_the_build_too(tmp_path: Path) -> None:
    """WeasyPrint reads an SVG icon as it is: the documents scan it first, as the card pipeline does."""
    (tmp_path / "outside.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect id="a" '
                                          'width="10" height="10" fill="#ff0000"/></svg>\n', encoding="utf-8")
    content, icon = _icon_check(tmp_path, SVG_OPEN + '  <use xlink:href="../../../../outside.svg#a"/>\n</svg>\n')
    layout = content / "svg-icons" / "layouts" / "mat-icons.yaml"
    layout.write_text(layout.read_text(encoding="utf-8").replace('icons: "wheat sun"', 'icons: "wheat"'),
                      encoding="utf-8")
    cards = content / "svg-icons" / "cards" / "market.csv"
    cards.write_text(cards.read_text(encoding="utf-8").replace(", then pass :sun:.", ", then pass."), encoding="utf-8")
    assert "sun" not in cards.read_text(encoding="utf-8") + layout.read_text(encoding="utf-8")
    build = CliRunner().invoke(app, ["build", "--content", str(content), "--out", str(tmp_path / "out"), "--no-check"])
    assert build.exit_code == 2, build.output
    assert (f"{icon}:2:3: error[SVG001] the SVG element <use> reaches outside the icon ('../../../../outside.svg#a')"
            in build.output)
    assert not (tmp_path / "out" / "svg-icons").exists()


def test_a_png_icon_that_is_no_png_is_reported_by_the_check_and_refused_by_the_build(tmp_path: Path) -> None:
    content, icon = _icon_check(tmp_path, "")
    icon.unlink()
    png = icon.with_suffix(".png")
    png.write_text("<html>a web page saved as .png</html>\n", encoding="utf-8")
    assert_fires(run_check(content=content), "ICO001", png, 1, "<html>",
                 "icon 'sun': the file is not a PNG picture, though its name ends in .png")
    build = CliRunner().invoke(app, ["build", "--content", str(content), "--out", str(tmp_path / "out"), "--no-check"])
    assert build.exit_code == 2, build.output
    assert f"{png}:1:1: error[ICO001] the file is not a PNG picture, though its name ends in .png" in build.output
    assert "cannot use" not in build.output and "ImageReader" not in build.output


def test_a_picture_pnp_does_not_read_in_icons_is_pointed_out(tmp_path: Path) -> None:
    content, icon = _icon_check(tmp_path, (FIXTURES / "svg-icons" / "icons" / "sun.svg").read_text(encoding="utf-8"))
    photo = icon.parent / "harvest.jpg"
    photo.write_bytes(b"JFIF a JPEG")
    (icon.parent / "LICENSE.txt").write_text("CC BY 3.0, game-icons.net\n", encoding="utf-8")
    run = run_check(content=content)
    found = assert_fires(run, "ICO002", photo, 1, "JFIF", "icons/harvest.jpg is not used: pnp reads icons as .yaml, "
                                                      ".svg, .png files")
    assert found["severity"] == "warning" and found["hint"] == "export it as icons/harvest.svg (vector) or icons/harvest.png"
    assert [f["file"] for f in run.findings if f["rule"] == "ICO002"] == [found["file"]]   # the licence file is fine


def test_docs_list_every_icon_pnp_ships_with_what_it_shows() -> None:
    """docs/cards.md's table of built-in icons is the folder's: a designer who may not read templates/ (inland-sea's
    writer drew a wagon without knowing whether pnp had one) finds every name there, with the icon's own note."""
    import re

    root = Path(__file__).resolve().parents[2]
    shipped = {f.stem: f.read_text(encoding="utf-8").splitlines()[0].lstrip("#").strip()
               for f in (root / "templates" / "icons").glob("*.yaml")}
    doc = (root / "docs" / "cards.md").read_text(encoding="utf-8")
    table = doc[doc.index("generic icons"):doc.index("## Text fit")]
    listed = dict(re.findall(r"^\| `([a-z-]+)` \| (.+) \|$", table, re.M))
    assert listed == shipped
    assert f"pnp ships {len(shipped)} generic icons" in doc

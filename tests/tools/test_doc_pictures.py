"""tools/doc_pictures.py and its card anatomy helper (tools/card_anatomy.py): every picture the tool makes is in
docs/img, small and shown by a page; the anatomy labels each element a card draws by what it reads, and finds
the card on its sheet where pnp's guides put it."""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.app.cli import app

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "games"


def _tool(name: str):
    sys.path.insert(0, str(ROOT / "tools"))   # doc_pictures imports card_anatomy as the script does
    spec = importlib.util.spec_from_file_location(f"pnp_tools_{name}", ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module   # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_every_picture_the_tool_makes_is_in_docs_img_small_and_shown_by_a_page() -> None:
    names = [p.name for p in _tool("doc_pictures").PICTURES]
    assert len(names) == len(set(names))
    assert {"card-anatomy.png", "scaffold-cards.png", "rulebook-page-journeys-of-paul.png", "svg-icons.png"} <= \
        set(names)
    pages = "\n".join(p.read_text(encoding="utf-8") for p in [ROOT / "README.md", *(ROOT / "docs").glob("*.md")])
    for name in names:
        picture = ROOT / "docs" / "img" / name
        assert picture.is_file(), name
        assert picture.stat().st_size < 300_000, name
        assert f"](img/{name})" in pages, f"no page shows docs/img/{name}"


def test_an_unknown_picture_is_refused_with_its_name() -> None:
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "doc_pictures.py"), "no-such.png"],
                         capture_output=True, text=True)
    assert run.returncode == 2
    assert "unknown picture no-such.png" in run.stderr
    assert "Traceback" not in run.stderr


def test_the_anatomy_labels_each_element_a_card_draws_by_the_columns_it_reads_or_its_kind() -> None:
    anatomy = _tool("card_anatomy")
    deck, parts, printed = anatomy.parts(FIXTURES / "hex-wargame", "units", 0)   # Guard, infantry
    assert (deck.id, printed) == ("units", 10)
    assert [(p.label, p.content) for p in parts] == [
        ("rect, fill side", False), ("name", True), ("rect, fill counter-paper", False),
        ("line, stroke ink", False), ("line, stroke ink", False), ("attack, defence, move", True)]
    assert [p.line for p in parts] == [3, 4, 6, 7, 8, 10]
    boxes = {p.label: p.box for p in parts}
    assert boxes["rect, fill side"] == pytest.approx((-1, -1, 18, 18))   # mm from the trim's top-left, y down
    assert boxes["name"] == pytest.approx((0.5, 0.6, 15, 3.2))
    assert boxes["attack, defence, move"] == pytest.approx((0.5, 16 - 5.8, 15, 4.8))
    # the fifth printed counter is a battery: its `when`s draw the dot, not the two lines
    _, parts, _ = anatomy.parts(FIXTURES / "hex-wargame", "units", 4)
    assert [p.label for p in parts] == ["rect, fill side", "name", "rect, fill counter-paper", "ellipse, fill ink",
                                        "attack, defence, move"]


def test_the_anatomy_finds_the_card_where_pnp_drew_its_guides_and_outlines_its_boxes(tmp_path: Path) -> None:
    from PIL import Image

    from generator.render.cards.sheets import GUIDE_TRIM

    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["build", "svg-icons", "--content", str(FIXTURES), "--out", str(out),
                                      "--only", "cards", "--guides", "-q"])
    assert result.exit_code == 0, result.output
    tool, anatomy = _tool("doc_pictures"), _tool("card_anatomy")
    target = tmp_path / "anatomy.png"
    # the second Woodcutter: a card on each side of it on the sheet; pnp's default face (templates/cards/card.yaml)
    width, height = tool.anatomy(FIXTURES / "svg-icons", out / "svg-icons",
                                 tool.Anatomy("x.png", "svg-icons", "market", 1, 100), target)
    image = Image.open(target)
    assert image.mode == "P"
    rgb = image.convert("RGB")
    px = 100 / 25.4
    margin = 3 + anatomy.AROUND   # mm of bleed and white beyond the trim
    assert (width, height) == pytest.approx(((63 + 2 * margin + 2 * (anatomy.SIDE + anatomy.PAD)) * px,
                                             (88 + 2 * margin + 2 * anatomy.PAD + 12) * px), abs=1.5)
    ox = round(anatomy.SIDE * px + anatomy.PAD * px) + margin * px   # the trim's top-left corner
    oy = round(anatomy.PAD * px) + margin * px

    def near(x: float, y: float, like) -> bool:   # a pixel within 2 px of (x, y) of that colour, half-toned too
        return any(like(*rgb.getpixel((round(x) + dx, round(y) + dy))) for dx in range(-2, 3) for dy in range(-2, 3))

    def magenta(r: int, g: int, b: int) -> bool:   # pnp's trim line (GUIDE_TRIM), on paper too
        return r - g > 60 and b - g > 30

    def orange(r: int, g: int, b: int) -> bool:   # the picture's boxes (CONTENT)
        return r > 180 and r - g > 60 and g - b > 40

    assert magenta(*anatomy._rgb(GUIDE_TRIM)) and orange(*anatomy.CONTENT)
    assert near(ox, oy + 44 * px, magenta)            # pnp's trim line, half way down the card's left edge
    assert near(ox + 63 * px, oy + 44 * px, magenta)  # its right edge
    assert near(ox + 31.5 * px, oy + 88 * px, magenta)   # its foot
    assert not near(ox + 31.5 * px, oy + 44 * px, magenta)
    # the name's box (S + 1, S, W - 2*S - 2, 9): its left edge just inside, in the picture's orange
    assert near(ox + 4 * px + 2, oy + 7.5 * px, orange)
    assert not near(ox + 10 * px, oy + 7.5 * px, orange)
    # past the bleed: the next card's cell is whitened away
    assert rgb.getpixel((round(ox + (63 + 3 + anatomy.AROUND / 2) * px), round(oy + 44 * px))) == (255, 255, 255)

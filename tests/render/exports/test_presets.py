"""Print-shop presets: every deck's pictures and PDFs measured against the shop's published sizes.

Expected sizes are the shops' own numbers (docs/exports.md lists the sources),
typed here, not computed by pnp: The Game Crafter's poker card is 825 x 1125 px
with a 675 x 975 px safe area, and so on.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader
from typer.testing import CliRunner

from generator.app.cli import app
from generator.load import load_game
from generator.render.exports.shops import SHOPS, apply_preset

FIXTURES = Path(__file__).parents[2] / "fixtures" / "games"
DECK_SIZES = {"market": "poker", "omens": "tarot", "coins": "mini", "tiles": "square"}
PNG_PX = {   # shop -> product -> (width, height) of the picture with bleed at 300 dpi
    "thegamecrafter": {"poker": (825, 1125), "tarot": (900, 1500), "mini": (600, 825), "square": (1125, 1125)},
    "makeplayingcards": {"poker": (822, 1122), "tarot": (897, 1497), "mini": (597, 822), "square": (822, 822)},
}
SAFE_PX = {"thegamecrafter": {"poker": (675, 975)}}   # TGC's template: the area text must stay inside
PDF_PT = {   # DriveThruCards: page = trim + 1/8 in bleed each side, in points; trim inset 9 pt
    "poker": (198, 270), "tarot": (216, 360), "mini": (144, 198), "square": (198, 198)}


def _build(out: Path, *args: str):
    return CliRunner().invoke(app, ["build", "shop-sizes", "--content", str(FIXTURES), "--out", str(out), *args])


@pytest.fixture(scope="module", params=sorted(PNG_PX))
def png_build(request, tmp_path_factory) -> tuple[str, Path, dict]:
    out = tmp_path_factory.mktemp(request.param)
    result = _build(out, "--preset", request.param)
    assert result.exit_code == 0, result.output
    game = out / "shop-sizes"
    return request.param, game, json.loads((game / "manifest.json").read_text(encoding="utf-8"))


def test_preset_pngs_have_the_shops_pixel_sizes(png_build) -> None:
    shop, game, manifest = png_build
    for deck, product in DECK_SIZES.items():
        pictures = sorted((game / "png" / deck).glob("*.png"))
        assert [p.name for p in pictures] == ["back.png", "mill.png", "quarry.png", "woodcutter.png"]
        for picture in pictures:
            with Image.open(picture) as image:
                assert image.size == PNG_PX[shop][product], (picture, image.size)
                assert round(image.info["dpi"][0]) == 300
    assert manifest["preset"] == shop


def test_preset_sets_card_sheets_to_the_shops_trim(png_build) -> None:
    _, _, manifest = png_build
    sheets = {f["deck"]: f for f in manifest["files"] if f["kind"] == "cards"}
    assert sheets["market"]["card_size_mm"] == [63.5, 88.9]     # 2.5 x 3.5 in
    assert sheets["omens"]["card_size_mm"] == [69.85, 120.65]   # 2.75 x 4.75 in


def test_the_game_crafter_safe_zone() -> None:
    game = apply_preset(load_game(FIXTURES / "shop-sizes").game, SHOPS["thegamecrafter"])
    market = game.deck("market")
    trim_px = [round(mm / 25.4 * 300) for mm in market.size.mm]
    safe_px = round(float(market.safe) / 25.4 * 300, 1)
    assert trim_px == [750, 1050]
    assert (trim_px[0] - 2 * safe_px, trim_px[1] - 2 * safe_px) == SAFE_PX["thegamecrafter"]["poker"]


def test_drivethrucards_gets_a_pdf_per_deck_back_then_face(tmp_path: Path) -> None:
    result = _build(tmp_path, "--preset", "DriveThruCards")
    assert result.exit_code == 0, result.output
    game = tmp_path / "shop-sizes"
    assert not (game / "png").exists()
    for deck, product in DECK_SIZES.items():
        reader = PdfReader(game / "drivethrucards" / f"{deck}.pdf")
        assert len(reader.pages) == 2 * 6                          # six cards (2+2+2 copies), back and face each
        for page in reader.pages:
            box = page.mediabox
            assert (round(float(box.width)), round(float(box.height))) == PDF_PT[product]
            assert "/TrimBox" in page
            trim = [round(float(v)) for v in page.trimbox]
            assert trim == [9, 9, PDF_PT[product][0] - 9, PDF_PT[product][1] - 9]
            assert "/BleedBox" in page   # the whole page is trim plus the 1/8 in bleed
            assert [round(float(v)) for v in page.bleedbox] == [0, 0, *PDF_PT[product]]
        faces = [reader.pages[i].extract_text() for i in range(1, 12, 2)]
        backs = [reader.pages[i].extract_text() for i in range(0, 12, 2)]
        assert [next(n for n in ("Woodcutter", "Quarry", "Mill") if n in f) for f in faces] == \
               ["Woodcutter", "Woodcutter", "Quarry", "Quarry", "Mill", "Mill"]   # CSV order, copies included
        assert not any(n in b for b in backs for n in ("Woodcutter", "Quarry", "Mill"))


@pytest.mark.parametrize("product", sorted(PDF_PT))
def test_drivethrucards_text_stays_inside_the_safe_zone(tmp_path_factory, product: str) -> None:
    """DriveThruCards keeps text 1/8 in inside the trim: measured on every letter of every page (the
    page is bleed 9 pt + trim, so the safe area starts 18 pt in from each page edge)."""
    import pdfplumber

    out = tmp_path_factory.getbasetemp() / "dtc-safe"
    if not (out / "shop-sizes").exists():
        assert _build(out, "--preset", "drivethrucards").exit_code == 0
    deck = next(d for d, p in DECK_SIZES.items() if p == product)
    with pdfplumber.open(out / "shop-sizes" / "drivethrucards" / f"{deck}.pdf") as pdf:
        letters = 0
        for page in pdf.pages:
            for ch in page.chars:
                if ch["text"].strip():
                    letters += 1
                    assert 18 - 0.5 <= ch["x0"] and ch["x1"] <= float(page.width) - 18 + 0.5, (deck, ch["text"], ch["x0"], ch["x1"])
                    assert 18 - 0.5 <= ch["top"] and ch["bottom"] <= float(page.height) - 18 + 0.5, (deck, ch["text"], ch["top"])
    assert letters > 0


def test_game_yaml_print_preset_and_its_errors(tmp_path: Path) -> None:
    import shutil

    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "shop-sizes", content / "shop-sizes")
    yaml = content / "shop-sizes" / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8") + "print:\n  preset: thegamecraftr\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["build", "--content", str(content)])
    assert result.exit_code == 2
    line = yaml.read_text(encoding="utf-8").splitlines().index("  preset: thegamecraftr") + 1
    assert f"game.yaml:{line}:" in result.output and "unknown print-shop preset 'thegamecraftr'" in result.output
    assert "did you mean 'thegamecrafter'?" in result.output
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("thegamecraftr", "thegamecrafter")
                    .replace("size: square,", "size: bridge,"), encoding="utf-8")
    result = CliRunner().invoke(app, ["build", "--content", str(content)])
    assert result.exit_code == 2
    assert "deck 'tiles' is 57 x 89 mm (bridge); The Game Crafter makes no such card" in result.output
    assert not (tmp_path / "output" / "shop-sizes").exists()


def test_unknown_preset_on_the_command_line(tmp_path: Path) -> None:
    result = _build(tmp_path, "--preset", "kinkos")
    assert result.exit_code == 2
    assert result.output.startswith("error: --preset: unknown print-shop preset 'kinkos'")
    assert "thegamecrafter (The Game Crafter), makeplayingcards (MakePlayingCards), drivethrucards" in result.output

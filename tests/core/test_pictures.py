"""Pictures are decoded whole (generator/core/pictures.py): a PNG or JPEG cut short, or corrupt, is an error at the
line that names it, in `pnp check` and in the build, never a picture printed with a black band."""
from __future__ import annotations

import io
import shutil
import struct
import zlib
from pathlib import Path

import pytest
from PIL import Image
from typer.testing import CliRunner

from conftest import FIXTURES, assert_fires, run_check
from generator.app.cli import app
from generator.load import shown_path
from generator.core.pictures import picture_problem

CARDS = Path(__file__).parents[1] / "fixtures" / "cards"
DOCGAME = Path(__file__).parents[1] / "fixtures" / "docs" / "docgame"


def _picture(kind: str = "PNG", size: tuple[int, int] = (126, 88)) -> bytes:
    """A picture with content in every row (a gradient), so that a half of it is really missing."""
    image = Image.radial_gradient("L").resize(size).convert("RGB")
    out = io.BytesIO()
    image.save(out, kind)
    return out.getvalue()


def _half() -> bytes:
    """A PNG cut off half way, as a copy that stopped leaves it."""
    whole = _picture()
    return whole[: len(whole) // 2]


def _huge_png(width: int, height: int) -> bytes:
    """A PNG whose header says width x height (its pixels are never there: the header is enough to refuse it)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(b"\0")) + chunk(b"IEND", b""))


@pytest.mark.parametrize("name, data, words", [
    ("half.png", _picture()[: len(_picture()) // 2], "damaged or cut short"),
    ("half.jpg", _picture("JPEG")[: len(_picture("JPEG")) // 2], "damaged or cut short"),
    ("flipped.png", bytes(b ^ 0xFF if i == len(_picture()) // 2 else b for i, b in enumerate(_picture())),
     "damaged or cut short"),
    ("empty.png", b"", "the file is empty"),
    ("huge.png", _huge_png(13_000, 12_000), "13,000 x 12,000 px (156,000,000 pixels); pnp allows at most 150,000,000"),
])
def test_a_picture_cut_short_corrupt_or_too_big_is_refused(tmp_path: Path, name: str, data: bytes, words: str) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    assert words in (picture_problem(path) or "")


def test_a_whole_picture_passes_even_where_weasyprint_allows_truncated_files(tmp_path: Path) -> None:
    from PIL import ImageFile

    (tmp_path / "ok.png").write_bytes(_picture())
    (tmp_path / "ok.jpg").write_bytes(_picture("JPEG"))
    (tmp_path / "cut.png").write_bytes(_picture()[:-40])
    assert picture_problem(tmp_path / "ok.png") is None and picture_problem(tmp_path / "ok.jpg") is None
    before = ImageFile.LOAD_TRUNCATED_IMAGES
    ImageFile.LOAD_TRUNCATED_IMAGES = True   # what importing WeasyPrint does, in a build's process
    try:
        assert "cut short" in picture_problem(tmp_path / "cut.png")
        assert ImageFile.LOAD_TRUNCATED_IMAGES is True
    finally:
        ImageFile.LOAD_TRUNCATED_IMAGES = before


def test_a_repaired_picture_is_judged_again(tmp_path: Path) -> None:
    path = tmp_path / "art.png"
    path.write_bytes(_picture()[:100])
    assert picture_problem(path)
    path.write_bytes(_picture())
    assert picture_problem(path) is None


# --- layout pictures: LAY012 at the image element, in check and build ------------------------------------
def _layout_game(tmp_path: Path) -> Path:
    game = tmp_path / "content" / "image-damaged"
    shutil.copytree(FIXTURES / "image-missing", game, ignore=shutil.ignore_patterns("__pycache__"))
    (game / "game.yaml").write_text((game / "game.yaml").read_text().replace("id: image-missing",
                                                                             "id: image-damaged"))
    (game / "art").mkdir()
    for card in ("woodcutter", "mill"):
        (game / "art" / f"{card}.png").write_bytes(_picture())
    (game / "art" / "quarry.png").write_bytes(_half())
    return game


def test_pnp_check_reports_a_layout_picture_cut_short_at_its_image_element(tmp_path: Path) -> None:
    game = _layout_game(tmp_path)
    run = run_check("image-damaged", content=game.parent)
    assert run.exit_code == 1, run.output
    found = assert_fires(run, "LAY012", game / "layouts" / "market.yaml", 2, "image:",
                         "layout 'market' (deck 'market'): image 'art/quarry.png' (Quarry): the picture is damaged "
                         "or cut short")
    assert [f["rule"] for f in run.findings] == ["LAY012"]
    assert "save or copy the picture again" in found["hint"]


def test_the_card_build_refuses_a_picture_cut_short_even_unchecked(tmp_path: Path) -> None:
    content = tmp_path / "content"
    shutil.copytree(CARDS / "base", content / "base", ignore=shutil.ignore_patterns("__pycache__"))
    art = content / "base" / "art" / "ice.png"
    art.write_bytes(_half())
    result = CliRunner().invoke(app, ["build", "base", "--content", str(content), "--out", str(tmp_path / "out"),
                                      "--no-check"])
    assert result.exit_code == 1, result.output
    g = shown_path(content / "base")
    assert (f"{g}/layouts/spell.yaml:8:5: error[LAY012] deck 'spells', card 'ice' ({g}/cards/spells.csv:3): image "
            "'art/ice.png': the picture is damaged or cut short") in result.output
    assert "Traceback" not in result.output and not (tmp_path / "out" / "base").exists()


# --- rulebook pictures and icons --------------------------------------------------------------------------
@pytest.fixture
def docgame(tmp_path: Path) -> Path:
    folder = tmp_path / "content" / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "art").mkdir()
    (folder / "art" / "board.png").write_bytes(_half())
    (folder / "art" / "whole.jpg").write_bytes(_picture("JPEG"))
    return folder


def test_a_rulebook_picture_cut_short_is_an_error_at_its_line_in_check_and_build(docgame: Path) -> None:
    from generator.load import load_game
    from generator.render import BuildOptions
    from generator.render.documents.markdown import DocumentError
    from generator.render.documents.renderer import document_html

    text = "## Board {#board}\n\nThe board: ![Board](art/board.png) and ![Art](art/whole.jpg).\n"
    (docgame / "rulebook.md").write_text(text, encoding="utf-8")
    run = run_check("docgame", content=docgame.parent)
    assert run.exit_code == 1, run.output
    assert_fires(run, "DOC004", docgame / "rulebook.md", 3, "art/board.png",
                 "rulebook.md may not load 'art/board.png': the picture is damaged or cut short")
    assert len([f for f in run.findings if f["rule"] == "DOC004"]) == 1
    with pytest.raises(DocumentError) as info:
        document_html(load_game(docgame), "rulebook", BuildOptions())
    assert "rulebook.md:3:21: refused to load 'art/board.png': the picture is damaged or cut short" in info.value.message


def test_a_png_icon_cut_short_is_refused_at_the_icon(tmp_path: Path) -> None:
    game = tmp_path / "content" / "clean"
    shutil.copytree(FIXTURES / "clean", game, ignore=shutil.ignore_patterns("__pycache__"))
    (game / "icons").mkdir()
    (game / "icons" / "sun.png").write_bytes(_half())
    run = run_check("clean", content=game.parent)
    assert run.exit_code == 1, run.output
    assert_fires(run, "ICO001", game / "icons" / "sun.png", 1, "\ufffdPNG", "the picture is damaged or cut short")


def test_a_whole_picture_is_remembered_by_its_bytes_and_a_changed_byte_is_decoded_again(tmp_path: Path,
                                                                                          monkeypatch) -> None:
    from generator.core import pictures

    monkeypatch.setenv("PNP_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(pictures, "REMEMBER", True)   # as `pnp check` without --no-cache leaves it
    path = tmp_path / "art.png"
    path.write_bytes(_picture())
    assert picture_problem(path) is None
    assert len(list((tmp_path / "cache" / "pictures-1").rglob("*"))) == 2   # one folder, one mark
    decoded: list[str] = []
    real = pictures._decoded
    monkeypatch.setattr(pictures, "_decoded", lambda p: decoded.append(p) or real(p))
    pictures._judged.cache_clear()   # a new run
    assert picture_problem(path) is None and decoded == []   # remembered: not decoded, Pillow not needed
    whole = path.read_bytes()
    path.write_bytes(whole[:-30] + bytes(b ^ 0x55 for b in whole[-30:]))   # same size: only the bytes tell
    pictures._judged.cache_clear()
    assert "damaged" in picture_problem(path) and decoded == [str(path)]
    marks = len(list((tmp_path / "cache" / "pictures-1").rglob("*")))
    monkeypatch.setattr(pictures, "REMEMBER", False)   # pnp check --no-cache
    path.write_bytes(_picture(size=(60, 40)))
    assert picture_problem(path) is None and len(list((tmp_path / "cache" / "pictures-1").rglob("*"))) == marks

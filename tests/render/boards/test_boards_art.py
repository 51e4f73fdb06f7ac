"""A player board's own background picture (`art:` on the board), measured on the rendered boards.pdf.

The fixture is tests/fixtures/games/map-art's player mat (180 x 120 mm, 3 mm bleed, four colours, one to an A4
page) with a layout of its own: the board's name, and a 40 x 40 mm white area at (20, 40) mm that holds a pawn.
The picture is a JPEG stored 400 x 600 px, green above red-brown, with EXIF orientation 6 (turn it a quarter
clockwise): seen upright it is 600 x 400 px, red-brown left, green right. Cover-fitted to the board's 186 x 126 mm
(trim and bleed), its halves meet at the board's middle, so the held area (x 20-60 mm) lies on red-brown. Two
boards print to a page, one above the other; the tests read the first.
"""
from __future__ import annotations

import io
from pathlib import Path

import pypdfium2
from PIL import Image, ImageDraw
from typer.testing import CliRunner

from conftest import FIXTURES, assert_fires, edited_copy, run_check

DPI = 50
GREEN, BROWN, WHITE = (0x23, 0x47, 0x2B), (0x6B, 0x2F, 0x1A), (0xFF, 0xFF, 0xFF)
BOARD_LINE = "  - {id: mat, name: Player mat, size: 180x120mm, colours: [red, blue, green, yellow], component: pawns}\n"
LAYOUT = """elements:
  - rect: {box: [-B, -B, W + 2*B, H + 2*B], fill: white, when: "not art"}
  - text: {box: [S, S, W - 2*S, 12], text: "{{ name }}", size: 14, font: title, bold: true}
  - rect: {box: [20, 40, 40, 40], fill: white, stroke: black, width: 3pt, holds: {piece: pawns}}
"""


def _photo() -> bytes:
    stored = Image.new("RGB", (400, 600), GREEN)
    ImageDraw.Draw(stored).rectangle([0, 300, 399, 599], fill=BROWN)
    exif = Image.Exif()
    exif[0x0112] = 6
    buffer = io.BytesIO()
    stored.save(buffer, "JPEG", quality=95, exif=exif)
    return buffer.getvalue()


def _game(tmp_path: Path, art: str = "art: {src: art/photo.jpg}") -> Path:
    line = BOARD_LINE.replace("component: pawns}", f"component: pawns, layout: mat, {art}}}")
    folder = edited_copy(FIXTURES / "map-art", tmp_path / "content" / "map-art", [("game.yaml", BOARD_LINE, line)],
                         files={"layouts/mat.yaml": LAYOUT})
    (folder / "art" / "photo.jpg").write_bytes(_photo())
    return folder


def _build(content: Path, out: Path, *extra: str):
    from generator.app.cli import app

    return CliRunner().invoke(app, ["build", "map-art", "--content", str(content), "--out", str(out), "--only",
                                    "boards", "--paper", "a4", *extra])


def _first_page(pdf: Path) -> Image.Image:
    return pypdfium2.PdfDocument(str(pdf))[0].render(scale=DPI / 72).to_pil().convert("RGB")


def _near(pixel: tuple[int, int, int], colour: tuple[int, int, int], slack: int = 24) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(pixel, colour))


def _art_box(image: Image.Image) -> tuple[int, int, int, int]:
    """The first board's picture on the page in px (left, top, right, bottom): from the first pixel of either
    colour, the boards' bleeds meeting below it (two boards to a page, one above the other)."""
    found = [(x, y) for y in range(0, image.height, 2) for x in range(0, image.width, 2)
             if _near(image.getpixel((x, y)), GREEN) or _near(image.getpixel((x, y)), BROWN)]
    xs, ys = [x for x, _ in found], [y for _, y in found]
    return min(xs), min(ys), max(xs), min(ys) + round(126 / 25.4 * DPI)


def _at(image: Image.Image, box: tuple[int, int, int, int], x: float, y: float) -> tuple[int, int, int]:
    """The pixel at board trim mm (x, y), the art box being the board's 3 mm bleed round it."""
    return image.getpixel((round(box[0] + (3 + x) / 25.4 * DPI), round(box[1] + (3 + y) / 25.4 * DPI)))


def test_the_board_prints_over_its_art_upright_and_cover_fitted(tmp_path: Path) -> None:
    folder = _game(tmp_path)
    assert run_check(content=folder.parent).exit_code == 0
    result = _build(folder.parent, tmp_path / "out")
    assert result.exit_code == 0, result.output
    image = _first_page(tmp_path / "out" / "map-art" / "boards.pdf")
    box = _art_box(image)
    # the picture covers the board and its bleed, 186 mm wide (within a pixel or two of rounding)
    assert abs((box[2] - box[0]) - 186 / 25.4 * DPI) <= 3
    # upright per EXIF: red-brown left of the board's middle, green right of it (stored, green was on top)
    assert all(_near(_at(image, box, x, 100), BROWN) for x in (5, 40, 85))
    assert all(_near(_at(image, box, x, 100), GREEN) for x in (95, 140, 175))
    assert _near(_at(image, box, 40, 60), WHITE)   # the area that holds a pawn is filled, as the layout says


def test_outline_lets_the_art_show_through_the_areas_that_hold_pieces(tmp_path: Path) -> None:
    folder = _game(tmp_path, "art: {src: art/photo.jpg, outline: true}")
    assert _build(folder.parent, tmp_path / "out").exit_code == 0
    image = _first_page(tmp_path / "out" / "map-art" / "boards.pdf")
    box = _art_box(image)
    assert _near(_at(image, box, 40, 60), BROWN)   # inside the held area: the picture
    edge = [_at(image, box, 20 + i * 0.2, 60) for i in range(-5, 6)]   # its black outline still prints
    assert any(max(p) < 60 for p in edge), edge


def test_the_default_board_leaves_its_paper_out_over_art(tmp_path: Path) -> None:
    """pnp's own player-board layout prints no paper over the picture: the open play area shows it."""
    line = BOARD_LINE.replace("component: pawns}", "component: pawns, art: {src: art/photo.jpg}}")
    folder = edited_copy(FIXTURES / "map-art", tmp_path / "content" / "map-art", [("game.yaml", BOARD_LINE, line)])
    (folder / "art" / "photo.jpg").write_bytes(_photo())
    assert _build(folder.parent, tmp_path / "out").exit_code == 0
    image = _first_page(tmp_path / "out" / "map-art" / "boards.pdf")
    box = _art_box(image)
    assert _near(_at(image, box, 40, 90), BROWN) and _near(_at(image, box, 140, 90), GREEN)


def test_a_missing_picture_is_brd004_at_its_src_and_the_build_refuses_it(tmp_path: Path) -> None:
    folder = _game(tmp_path, "art: {src: art/mat.jpg}")
    game = folder / "game.yaml"
    line = next(i for i, text in enumerate(game.read_text(encoding="utf-8").splitlines(), 1) if "art/mat.jpg" in text)
    run = run_check(content=folder.parent)
    assert run.exit_code == 1
    f = assert_fires(run, "BRD004", game, line, "src: art/mat.jpg", "board 'Player mat': art 'art/mat.jpg' does not exist")
    assert f["hint"] == "put the picture at art/mat.jpg in the game's folder, or correct the path"
    built = _build(folder.parent, tmp_path / "out", "--no-check")
    assert built.exit_code == 1 and "Traceback" not in built.output
    assert f"game.yaml:{line}:" in built.output and "error[BRD004] board 'Player mat': art 'art/mat.jpg' does not exist" \
        in built.output


def test_a_damaged_picture_is_brd004_and_a_path_out_of_the_game_path001(tmp_path: Path) -> None:
    damaged = _game(tmp_path / "a")
    (damaged / "art" / "photo.jpg").write_bytes(_photo()[:200])
    game = damaged / "game.yaml"
    line = next(i for i, text in enumerate(game.read_text(encoding="utf-8").splitlines(), 1) if "art/photo" in text)
    assert_fires(run_check(content=damaged.parent), "BRD004", game, line, "src: art/photo.jpg",
                 "board 'Player mat': art 'art/photo.jpg' ")
    outside = _game(tmp_path / "b", "art: {src: ../photo.jpg}")
    run = run_check(content=outside.parent)
    assert run.exit_code == 2
    assert_fires(run, "PATH001", outside / "game.yaml", line, "src: ../photo.jpg", "board 'Player mat': art: '../photo.jpg'")

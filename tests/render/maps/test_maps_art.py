"""A map's own background picture (`art:`), measured on the rendered map.pdf.

The fixture tests/fixtures/games/map-art is a 300 x 140 mm board (two A4 tiles sharing the strip x 144-156 mm)
over art/island.png: 600 x 400 px, dark green left of x = 300 px, dark red-brown right of it, magenta in its top
and bottom 60 px. Worked out by hand: with `fit: cover` the picture is 0.5 mm a pixel (the board's width decides),
300 x 200 mm, centred, so its magenta bands (30 mm each) fall off the board and the colours meet at board
x = 150 mm; with `fit: contain` it is 0.35 mm a pixel (the height decides), 210 x 140 mm from x = 45 to 255 mm,
magenta bands 21 mm deep, plain paper either side.
"""
from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest
from typer.testing import CliRunner

from conftest import FIXTURES, assert_fires, edited_copy, run_check

DPI = 50
GREEN, BROWN, MAGENTA, PAPER = (0x23, 0x47, 0x2B), (0x6B, 0x2F, 0x1A), (0xFF, 0x00, 0xFF), (0xFB, 0xF7, 0xEC)
ART_LINE = "    art: {src: art/island.png, fit: cover}\n"


def _build(content: Path, out: Path, *extra: str):
    from generator.app.cli import app

    return CliRunner().invoke(app, ["build", "map-art", "--content", str(content), "--out", str(out), "--only",
                                    "map", "--paper", "a4", *extra])


def _game(tmp_path: Path, art_line: str = ART_LINE, picture: bytes | None = None) -> Path:
    folder = edited_copy(FIXTURES / "map-art", tmp_path / "content" / "map-art", [("game.yaml", ART_LINE, art_line)])
    if picture is not None:
        (folder / "art" / "island.png").write_bytes(picture)
    return folder


def _pages(pdf: Path) -> list:
    doc = pypdfium2.PdfDocument(str(pdf))
    return [doc[i].render(scale=DPI / 72).to_pil().convert("RGB") for i in range(len(doc))]


def _near(pixel: tuple[int, int, int], colour: tuple[int, int, int], slack: int = 24) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(pixel, colour))


def _column(image, tile, board_x: float, page_h: float) -> list[tuple[int, int, int]]:
    """The printed pixels down the board's column x (every mm from y 2 to 138) on a tile page."""
    out = []
    for y in range(2, 139):
        px, py = tile.to_page(board_x, float(y))
        out.append(image.getpixel((round(px / 25.4 * DPI), round((page_h - py) / 25.4 * DPI))))
    return out


def _tiles():
    from generator.render.maps.tiling import plan_tiles

    plan = plan_tiles((300.0, 140.0), (210.0, 297.0))
    assert (plan.rows, plan.cols) == (1, 2) and plan.tiles[1].window[0] == pytest.approx(144.0)
    return plan


def test_art_fills_the_board_and_is_split_with_it(tmp_path: Path) -> None:
    folder = _game(tmp_path)
    result = _build(folder.parent, tmp_path / "out")
    assert result.exit_code == 0, result.output
    pages = _pages(tmp_path / "out" / "map-art" / "map.pdf")
    plan = _tiles()
    assert len(pages) == 3   # the overview, then tiles A1 and A2
    for image in pages:      # cover crops the picture's magenta bands away, on every page
        data = image.tobytes()
        assert not any(_near(tuple(data[i:i + 3]), MAGENTA, 40) for i in range(0, len(data), 3))
    for tile, image in zip(plan.tiles, pages[1:]):
        # the strip x 144-156 mm prints on both tiles: the same board points show the same part of the picture
        left, right = _column(image, tile, 147.0, plan.page[1]), _column(image, tile, 153.0, plan.page[1])
        assert sum(_near(p, GREEN) for p in left) > 100 and not any(_near(p, BROWN) for p in left), tile.label
        assert sum(_near(p, BROWN) for p in right) > 100 and not any(_near(p, GREEN) for p in right), tile.label
        # where the board is drawn over the art (the Harbour - Wood route, the score track) the art is under it
        track = _column(image, tile, 20.0 if tile.col == 0 else 290.0, plan.page[1])
        assert sum(_near(p, GREEN if tile.col == 0 else BROWN) for p in track) > 80


def test_contain_keeps_the_whole_picture_with_paper_beside_it(tmp_path: Path) -> None:
    folder = _game(tmp_path, "    art: {src: art/island.png, fit: contain}\n")
    result = _build(folder.parent, tmp_path / "out")
    assert result.exit_code == 0, result.output
    pages = _pages(tmp_path / "out" / "map-art" / "map.pdf")
    plan = _tiles()
    a1, a2 = pages[1], pages[2]
    # x 20 mm is left of the picture (it starts at 45 mm): paper; x 100 and 200 mm: its magenta top and bottom
    edge = _column(a1, plan.tiles[0], 20.0, plan.page[1])
    assert not any(_near(p, GREEN) or _near(p, MAGENTA, 40) for p in edge)
    assert sum(_near(p, PAPER, 6) for p in edge) > 60
    for image, tile, x, inside in ((a1, plan.tiles[0], 100.0, GREEN), (a2, plan.tiles[1], 200.0, BROWN)):
        column = _column(image, tile, x, plan.page[1])
        bands = [i + 2 for i, p in enumerate(column) if _near(p, MAGENTA, 40)]   # board y in mm
        assert bands and min(bands) <= 3 and max(bands) >= 137 and not [y for y in bands if 23 <= y <= 117], bands
        assert sum(_near(p, inside) for p in column) > 60


def test_every_letter_over_the_art_reads(tmp_path: Path) -> None:
    """Names, the track's name, the title and the key keep their white panels on the dark picture (3:1 or more,
    measured letter by letter on every page); route lines get a white casing."""
    from pixelmeasure import low_contrast_letters

    folder = _game(tmp_path)
    assert _build(folder.parent, tmp_path / "out").exit_code == 0
    assert low_contrast_letters(tmp_path / "out" / "map-art" / "map.pdf") == []


def test_without_art_the_key_names_land_and_sea_and_with_it_not(tmp_path: Path) -> None:
    from generator.render.maps.legend import _entries
    from generator.load.game import load_game

    m = load_game(FIXTURES / "map-art").game.maps[0]
    assert ("area:sea", "Sea") in _entries(m) and ("area:sea", "Sea") not in _entries(m, terrain=False)


def test_a_missing_or_damaged_picture_is_an_error_at_its_src(tmp_path: Path) -> None:
    missing = _game(tmp_path / "a", "    art: {src: art/isle.png, fit: cover}\n")
    game = missing / "game.yaml"
    line = game.read_text(encoding="utf-8").splitlines().index("    art: {src: art/isle.png, fit: cover}") + 1
    run = run_check(content=missing.parent)
    assert run.exit_code == 1
    f = assert_fires(run, "MAP013", game, line, "src: art/isle.png", "map 'island': art 'art/isle.png' does not exist")
    assert f["hint"] == "put the picture at art/isle.png in the game's folder, or correct the path"
    # the build refuses it at the same place even without the check, exit 1, no traceback
    built = _build(missing.parent, tmp_path / "out-a", "--no-check")
    assert built.exit_code == 1
    assert f"game.yaml:{line}:" in built.output and "error[MAP013] map 'island': art 'art/isle.png' does not exist" \
        in built.output and "Traceback" not in built.output

    whole = (FIXTURES / "map-art" / "art" / "island.png").read_bytes()
    cut = _game(tmp_path / "b", picture=whole[: len(whole) // 2])
    run = run_check(content=cut.parent)
    assert_fires(run, "MAP013", cut / "game.yaml", line, "src: art/island.png", "map 'island': art 'art/island.png' "
                 "the picture is damaged or cut short")
    built = _build(cut.parent, tmp_path / "out-b", "--no-check")
    assert built.exit_code == 1 and "error[MAP013]" in built.output

    text = _game(tmp_path / "c", picture=b"<html>not a picture</html>")
    assert_fires(run_check(content=text.parent), "MAP013", text / "game.yaml", line, "src: art/island.png",
                 "map 'island': art 'art/island.png' is not a PNG or JPEG picture")


@pytest.mark.parametrize("art, anchor, rule, words", [
    ("    art: {src: ../island.png}\n", "src: ../island.png", "PATH001", "map 'island': art: '../island.png' climbs out"),
    ("    art: {src: art/island.png, focus: [0.5, 2]}\n", "focus: [0.5, 2]", "SCH002",
     "map 'island': art focus [0.5, 2.0] is not a point of the picture"),
    ("    art: {src: art/island.png, fit: stretch}\n", "fit: stretch", "SCH002", "stretch"),
])
def test_a_path_out_of_the_game_or_a_bad_setting_is_a_load_error(tmp_path: Path, art: str, anchor: str, rule: str,
                                                                  words: str) -> None:
    folder = _game(tmp_path, art)
    run = run_check(content=folder.parent)
    assert run.exit_code == 2
    line = folder.joinpath("game.yaml").read_text(encoding="utf-8").splitlines().index(art.rstrip("\n")) + 1
    assert_fires(run, rule, folder / "game.yaml", line, anchor, words)


def test_a_sideways_photo_prints_upright(tmp_path: Path) -> None:
    """A JPEG stored 400 x 600 px (green top half, red-brown bottom half) with EXIF orientation 6 (turn it a
    quarter clockwise) is seen 600 x 400 px with its green on the right: the board shows red-brown left of
    x = 150 mm and green right of it, on both tiles."""
    import io

    from PIL import Image, ImageDraw

    stored = Image.new("RGB", (400, 600), GREEN)
    ImageDraw.Draw(stored).rectangle([0, 300, 399, 599], fill=BROWN)
    exif = Image.Exif()
    exif[0x0112] = 6
    buffer = io.BytesIO()
    stored.save(buffer, "JPEG", quality=95, exif=exif)
    folder = _game(tmp_path, "    art: {src: art/photo.jpg}\n")
    (folder / "art" / "photo.jpg").write_bytes(buffer.getvalue())
    assert _build(folder.parent, tmp_path / "out").exit_code == 0
    pages = _pages(tmp_path / "out" / "map-art" / "map.pdf")
    plan = _tiles()
    for tile, image in zip(plan.tiles, pages[1:]):
        left, right = _column(image, tile, 147.0, plan.page[1]), _column(image, tile, 153.0, plan.page[1])
        assert sum(_near(p, BROWN) for p in left) > 100 and not any(_near(p, GREEN) for p in left), tile.label
        assert sum(_near(p, GREEN) for p in right) > 100 and not any(_near(p, BROWN) for p in right), tile.label


def _pixel(image, tile, board_x: float, board_y: float, page_h: float) -> tuple[int, int, int]:
    px, py = tile.to_page(board_x, board_y)
    return image.getpixel((round(px / 25.4 * DPI), round((page_h - py) / 25.4 * DPI)))


def test_outline_draws_the_spaces_so_the_art_shows_through_them(tmp_path: Path) -> None:
    """With `outline: true` the city Wood (a 6.4 mm circle at 80, 40 mm) and the score track's first space
    (10-22 x 124-136 mm) show the dark green picture inside their outlines; without it, their own fills. Every
    letter still reads at 3:1 or more: the track's numbers get a white panel round them."""
    from pixelmeasure import low_contrast_letters

    plan = _tiles()
    a1 = plan.tiles[0]
    inside = ((80.0, 40.0), (12.0, 126.0))
    filled = _game(tmp_path / "filled")
    assert _build(filled.parent, tmp_path / "out-filled").exit_code == 0
    page = _pages(tmp_path / "out-filled" / "map-art" / "map.pdf")[1]
    assert not any(_near(_pixel(page, a1, x, y, plan.page[1]), GREEN) for x, y in inside)
    outlined = _game(tmp_path / "outlined", "    art: {src: art/island.png, fit: cover, outline: true}\n")
    assert _build(outlined.parent, tmp_path / "out-outlined").exit_code == 0
    pdf = tmp_path / "out-outlined" / "map-art" / "map.pdf"
    page = _pages(pdf)[1]
    assert all(_near(_pixel(page, a1, x, y, plan.page[1]), GREEN) for x, y in inside)
    assert low_contrast_letters(pdf) == []

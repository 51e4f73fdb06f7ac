"""A layout picture that fills its box (`fit: cover`, cropped round a focus point) and a photo taken sideways.

The pictures are made here with Pillow, in colours the test knows; each card
is found on the sheet by its trim line (--guides) and read back as pixels
(pypdfium2), so what is measured is what prints, clipping included.
"""
from __future__ import annotations

from pathlib import Path

import pdfplumber
import pypdfium2
import pytest
from PIL import Image, ImageOps

from cardpdf import trims
from generator.app.scaffold import new_game

RED, GREEN, BLUE, YELLOW = (220, 30, 30), (30, 180, 60), (30, 60, 220), (240, 210, 20)
DPI = 100


def _game(where: Path, pictures: dict[str, Image.Image], image: str, suffix: str = ".png") -> Path:
    """A game whose one deck draws art/<id><suffix> with the layout element `image` (a YAML mapping's body)."""
    folder = new_game("pictures", where).game
    (folder / "art").mkdir()
    for name, picture in pictures.items():
        kind = {"jpg": "JPEG"}.get(suffix.lstrip("."), "PNG")
        extra = {"exif": picture.info["exif"]} if "exif" in picture.info else {}
        picture.save(folder / "art" / f"{name}{suffix}", kind, quality=95, **extra)
    (folder / "layouts" / "picture.yaml").write_text(
        "description: one picture\nelements:\n"
        f"  - image: {{box: [0, 0, W, H], src: \"art/{{{{ id }}}}{suffix}\", {image}}}\n", encoding="utf-8")
    rows = "".join(f"{name},{name},1\n" for name in pictures)
    (folder / "cards" / "pictures.csv").write_text("id,name,count\n" + rows, encoding="utf-8")
    text = (folder / "game.yaml").read_text(encoding="utf-8")
    (folder / "game.yaml").write_text(text.replace(
        "decks:\n", "decks:\n  - id: pictures\n    name: Pictures\n    size: poker\n    layout: picture\n", 1),
        encoding="utf-8")
    return folder


def _cards(folder: Path, out: Path) -> list[Image.Image]:
    """Each card's trim as printed (the front sheet's pixels inside its trim line), in the CSV's order."""
    from generator.load import load_game
    from generator.render import BuildOptions, RenderJob
    from generator.render.cards.renderer import render_cards
    from generator.write.writer import OutputWriter

    writer = OutputWriter(out, "pictures")
    render_cards(RenderJob(load_game(folder), BuildOptions(guides=True), writer, part="pictures"))
    pdf = out / "cards.pdf"
    pdf.write_bytes((writer.stage / "cards-pictures.pdf").read_bytes())
    writer.abort()
    with pdfplumber.open(pdf) as doc:
        boxes = trims(doc.pages[0])
    page = pypdfium2.PdfDocument(str(pdf))[0].render(scale=DPI / 72).to_pil().convert("RGB")
    px = DPI / 25.4
    return [page.crop((round(b.x0 * px) + 2, round(b.top * px) + 2, round(b.x1 * px) - 2, round(b.bottom * px) - 2))
            for b in boxes]


def _near(colour: tuple[int, ...], want: tuple[int, int, int]) -> bool:
    return all(abs(a - b) <= 40 for a, b in zip(colour, want))


def _bands(*colours: tuple[int, int, int], size: tuple[int, int]) -> Image.Image:
    """Vertical bands of equal width, left to right."""
    picture = Image.new("RGB", size)
    step = size[0] / len(colours)
    for i, colour in enumerate(colours):
        picture.paste(colour, (round(i * step), 0, round((i + 1) * step), size[1]))
    return picture


def test_cover_fills_the_box_and_crops_round_the_centre(tmp_path: Path) -> None:
    # 600 x 200 px: three bands, each 200 px wide. The poker trim (63 x 88 mm) is far narrower than the
    # picture, so covering it scales the picture to the card's height and keeps only the middle band.
    folder = _game(tmp_path / "g", {"wide": _bands(RED, GREEN, BLUE, size=(600, 200))}, "fit: cover")
    (card,) = _cards(folder, tmp_path / "out")
    w, h = card.size
    for x, y in ((2, 2), (w // 2, h // 2), (w - 3, h - 3), (2, h - 3), (w - 3, 2)):
        assert _near(card.getpixel((x, y)), GREEN), (x, y, card.getpixel((x, y)))


@pytest.mark.parametrize("focus, band", [("[0, 0.5]", RED), ("[1, 0.5]", BLUE), ("[0.5, 0.5]", GREEN)])
def test_cover_keeps_the_focus_point_in_view(tmp_path: Path, focus: str, band: tuple[int, int, int]) -> None:
    folder = _game(tmp_path / "g", {"wide": _bands(RED, GREEN, BLUE, size=(600, 200))},
                   f"fit: cover, focus: {focus}")
    (card,) = _cards(folder, tmp_path / "out")
    assert _near(card.getpixel((card.size[0] // 2, card.size[1] // 2)), band)


def test_cover_is_clipped_to_its_box(tmp_path: Path) -> None:
    # The picture, scaled to cover, is 3 card heights wide; outside the box (the bleed left and right of
    # the trim, the sheet beyond) nothing of it may print.
    folder = _game(tmp_path / "g", {"wide": _bands(RED, GREEN, BLUE, size=(600, 200))}, "fit: cover")
    from generator.load import load_game
    from generator.render import BuildOptions, RenderJob
    from generator.render.cards.renderer import render_cards
    from generator.write.writer import OutputWriter

    writer = OutputWriter(tmp_path / "out", "pictures")
    render_cards(RenderJob(load_game(folder), BuildOptions(guides=True), writer, part="pictures"))
    pdf = tmp_path / "cards.pdf"
    pdf.write_bytes((writer.stage / "cards-pictures.pdf").read_bytes())
    writer.abort()
    with pdfplumber.open(pdf) as doc:
        (box,) = trims(doc.pages[0])
    page = pypdfium2.PdfDocument(str(pdf))[0].render(scale=DPI / 72).to_pil().convert("RGB")
    px = DPI / 25.4
    middle = round((box.top + box.bottom) / 2 * px)
    for x_mm in (box.x0 - 2, box.x1 + 2, box.x0 - 30, box.x1 + 30):   # in the bleed, and well beyond it
        colour = page.getpixel((round(x_mm * px), middle))
        assert not any(_near(colour, c) for c in (RED, GREEN, BLUE)), (x_mm, colour)


def test_cover_focus_outside_the_picture_is_refused_at_its_line(tmp_path: Path) -> None:
    from generator.core.errors import LoadError
    from generator.load.layout import load_layout

    folder = _game(tmp_path / "g", {"wide": _bands(RED, GREEN, size=(400, 200))}, "fit: cover, focus: [1.5, 0.2]")
    with pytest.raises(LoadError) as raised:
        load_layout(folder / "layouts" / "picture.yaml")
    (problem,) = raised.value.problems
    line = (folder / "layouts" / "picture.yaml").read_text(encoding="utf-8").splitlines()[2]
    assert (problem.loc.line, problem.loc.col, problem.rule) == (3, line.index("focus") + 1, "SCH002")
    assert problem.message == "image (element 1): focus [1.5, 0.2] is not a point of the picture"


# An upright picture: a yellow top-left quarter, the rest in three colours, 300 x 400 px (portrait).
def _upright() -> Image.Image:
    picture = Image.new("RGB", (300, 400), BLUE)
    picture.paste(YELLOW, (0, 0, 150, 200))
    picture.paste(RED, (150, 0, 300, 200))
    picture.paste(GREEN, (0, 200, 150, 400))
    return picture


# The transpose that undoes each EXIF orientation is Pillow's (ImageOps.exif_transpose); its inverse stores
# the upright picture as a camera held that way would have.
_STORED = {1: None, 2: Image.Transpose.FLIP_LEFT_RIGHT, 3: Image.Transpose.ROTATE_180,
           4: Image.Transpose.FLIP_TOP_BOTTOM, 5: Image.Transpose.TRANSPOSE, 6: Image.Transpose.ROTATE_90,
           7: Image.Transpose.TRANSVERSE, 8: Image.Transpose.ROTATE_270}


def _photo(orientation: int) -> Image.Image:
    stored = _upright() if _STORED[orientation] is None else _upright().transpose(_STORED[orientation])
    exif = Image.Exif()
    exif[0x0112] = orientation
    stored.info["exif"] = exif.tobytes()
    # the test's own premise: Pillow turns the stored photo back into the upright picture
    assert ImageOps.exif_transpose(stored).tobytes() == _upright().tobytes()
    return stored


def test_a_photo_taken_sideways_prints_upright(tmp_path: Path) -> None:
    photos = {f"o{n}": _photo(n) for n in range(1, 9)}
    folder = _game(tmp_path / "g", photos, "fit: contain", suffix=".jpg")
    cards = _cards(folder, tmp_path / "out")
    assert len(cards) == 8
    for n, card in enumerate(cards, 1):
        # contain centres the 3:4 picture in the 63 x 88 mm card: it spans the card's width, and its
        # quarters' centres lie a quarter of the width in from each side and 21 mm above or below the middle
        w, h = card.size
        dy = round(21 * DPI / 25.4)
        seen = [card.getpixel((x, h // 2 + y)) for y in (-dy, dy) for x in (w // 4, 3 * w // 4)]
        assert all(_near(s, want) for s, want in zip(seen, (YELLOW, RED, GREEN, BLUE))), (n, seen)


def test_the_check_reads_a_sideways_photos_proportions_as_seen(tmp_path: Path) -> None:
    # 400 x 300 px stored, orientation 6: seen 300 x 400, so a 3:4 box fits it exactly; the check (LAY005)
    # and the build agree, and a box of the stored proportions is the one refused.
    from generator.check import check_game
    from generator.load import load_game

    folder = _game(tmp_path / "g", {"side": _photo(6)}, "fit: exact", suffix=".jpg")
    layout = folder / "layouts" / "picture.yaml"
    layout.write_text(layout.read_text(encoding="utf-8").replace("[0, 0, W, H]", "[0, 0, 60, 80]"), encoding="utf-8")
    assert not [f for f in check_game(load_game(folder)) if f.rule == "LAY005"]
    layout.write_text(layout.read_text(encoding="utf-8").replace("[0, 0, 60, 80]", "[0, 0, 60, 45]"), encoding="utf-8")
    (finding,) = [f for f in check_game(load_game(folder)) if f.rule == "LAY005"]
    assert finding.message == "image 'art/side.jpg' is 300x400 px (aspect 0.750) but its box is 60x45 mm (aspect 1.333)"

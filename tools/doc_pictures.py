"""Make the pictures docs/*.md show from a fresh build, so they show what pnp prints today.

    .venv/bin/python tools/doc_pictures.py            # every picture
    .venv/bin/python tools/doc_pictures.py tokens-commissioned.png

The game is built into a scratch folder with `pnp build GAME --only KIND`, so output/ is never touched; the
scaffold's game is first made there by `pnp new`. A page picture is one page of one built PDF (by number, or
the page holding a text), rendered with pypdfium2 at a fixed resolution; a cut picture puts pieces of built
pages side by side, each trimmed to what is printed in it; the card anatomy is one card of a sheet built with
--guides, its layout's boxes drawn over it (tools/card_anatomy.py); a screenshot is the built gallery page
(index.html, at an address that sets its filters) as headless Chromium shows it in a window of a fixed size
(Debian's `chromium`; without it the screenshot is refused with a message). Run it after a visible change to
a renderer or the gallery, look at the pictures, and commit them with the change.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
IMAGES = ROOT / "docs" / "img"
NEW = "pnp new"   # as a picture's content: the game `pnp new GAME` makes (the scaffold)
SCAFFOLD_DATE = "1795910400"   # 2026-11-29, the shipped games' date: the scaffold's stamp prints it, not today
LIBERATION = "/usr/share/fonts/truetype/liberation"   # Debian's fonts-liberation (SIL OFL)
MEADOW = "made:meadow"   # as a copy's source: the picture meadow() draws


def meadow(target: Path) -> None:
    """A painted-looking meadow (sky, two rows of hills, a river), stored on its side as a phone stores a photo
    taken turned: 300 x 450 px with EXIF orientation 6, so it prints upright only if the orientation is read."""
    import math

    from PIL import Image, ImageDraw, ImageFilter

    w, h = 450, 300
    image = Image.new("RGB", (w, h))
    draw = ImageDraw.Draw(image)
    for y in range(h):   # a sky paling to the horizon
        t = y / h
        draw.line([(0, y), (w, y)], fill=(int(120 + 90 * t), int(170 + 60 * t), int(215 + 25 * t)))
    for base, tone, wave in ((120, (110, 150, 80), 0.021), (170, (72, 118, 58), 0.033)):
        ridge = [(x, base + 18 * math.sin(x * wave) + 9 * math.sin(x * wave * 2.7 + 1)) for x in range(0, w + 1, 3)]
        draw.polygon([(0, h), *ridge, (w, h)], fill=tone)
    river = [(x, 240 + 22 * math.sin(x / 60)) for x in range(0, w + 1, 3)]
    draw.line(river, fill=(150, 195, 225), width=14, joint="curve")
    image = image.filter(ImageFilter.GaussianBlur(1.2)).transpose(Image.Transpose.ROTATE_90)   # stored on its side
    exif = Image.Exif()
    exif[0x0112] = 6   # turn a quarter clockwise to see it upright
    image.save(target, "JPEG", quality=88, exif=exif)


@dataclass(frozen=True)
class Picture:
    name: str       # file under docs/img
    game: str       # a game of content/
    only: str       # what to build (pnp build --only)
    pdf: str        # the file of output/<game>/ to picture
    page: int | str   # its page, from 1, or the first page holding this text
    dpi: int
    content: str = "content"   # the folder holding the game (a fixture shows what no shipped game uses), or NEW
    colours: int = 0           # saved as a palette PNG of so many colours (0: full colour)
    # for a NEW game: files copied into it first (source, its path in the game; a source not absolute is the
    # repository's) and (old, new) edits of its game.yaml, each old text there once
    copies: tuple[tuple[str, str], ...] = ()
    edits: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Cut:
    """A piece of a built page: its box in mm from the page's top-left corner (x, y, width, height), trimmed to
    what is printed in it."""

    pdf: str
    page: int | str
    box: tuple[float, float, float, float]


@dataclass(frozen=True)
class Cuts:
    """Pieces of one game's built pages, set side by side (a new row when the next is wider than `width` px)."""

    name: str
    game: str
    only: str
    cuts: tuple[Cut, ...]
    dpi: int
    content: str = "content"
    width: int = 1500


@dataclass(frozen=True)
class Screenshot:
    name: str       # file under docs/img
    game: str
    only: str       # "": the whole game (the gallery links and shows every other output)
    address: str    # the page of output/<game>/ and what follows it: filters in the fragment
    size: tuple[int, int]


@dataclass(frozen=True)
class Anatomy:
    """One card of a deck, cut from its front sheet built with --guides, its layout's boxes drawn over it
    (tools/card_anatomy.py)."""

    name: str       # file under docs/img
    game: str
    deck: str
    card: int       # the printed card, from 0 in sheet order (a copy counts)
    dpi: int
    only: str = "cards"


PICTURES: tuple[Picture | Screenshot | Anatomy | Cuts, ...] = (
    Picture("map-journeys-of-paul.png", "journeys-of-paul", "map", "map.pdf", 1, 55),
    Picture("board-the-acts.png", "the-acts", "map", "map.pdf", 1, 55),
    Picture("tokens-commissioned.png", "commissioned", "tokens", "tokens.pdf", 1, 55),
    Picture("player-aid-the-acts.png", "the-acts", "boards", "boards.pdf", 1, 60),
    Screenshot("gallery-commissioned.png", "commissioned", "",
               "index.html#deck=apostle&column=effect_kind&value=Add%20Member", (1280, 1000)),
    Picture("map-art.png", "map-art", "map", "map.pdf", 1, 55, "tests/fixtures/games"),
    # an inland sea (ground: land): a blind writer's corpus game
    Picture("map-inland-sea.png", "inland-sea", "map", "map.pdf", 1, 50, "tests/corpus"),
    Anatomy("card-anatomy.png", "the-acts", "miracles", 27, 200),
    Picture("scaffold-cards.png", "river-traders", "cards", "cards-harvest.pdf", 1, 72, NEW, colours=128),
    # the scaffold's map in the designer's own font (Liberation Mono, this machine's, with its licence) over
    # map-art's picture, its spaces outlined (docs/boards.md, the designer's fonts and art)
    Picture("map-own-look.png", "own-look", "map", "map.pdf", 1, 60, NEW,
            copies=(*((f"{LIBERATION}/LiberationMono-{face}.ttf", f"fonts/LiberationMono-{face}.ttf")
                      for face in ("Regular", "Bold", "Italic", "BoldItalic")),
                    ("/usr/share/doc/fonts-liberation/copyright", "fonts/LICENSE-LiberationMono.txt"),
                    (MEADOW, "art/meadow.jpg")),
            edits=(("title_font: Vollkorn", "title_font: Liberation Mono"),
                   ("body_font: Lato", "body_font: Liberation Mono"),
                   ("    start: [Farmhouse]\n", "    start: [Farmhouse]\n    art: {src: art/meadow.jpg, outline: true}\n"))),
    # the components figure's row of boards: the map and the apostle board, each as it prints, at 1:11
    Cuts("components-commissioned.png", "commissioned", "documents",
         (Cut("rulebook.pdf", "One of each board", (20, 18, 170, 58)),), 150, width=1200),
    # the components figure's rows of cards: each deck a fan of three of its own faces, as the sheets print them
    Cuts("components-cards-commissioned.png", "commissioned", "documents",
         (Cut("rulebook.pdf", "One of each board", (20, 78, 170, 92)),), 150, width=1200),
    Picture("rulebook-page-journeys-of-paul.png", "journeys-of-paul", "documents", "rulebook.pdf",
            "Basic rules, by player count", 80, colours=128),
    # the Mill (the fifth card: its cell on the sheet, the top half) with icons in its text, the first mat's
    # icon row, the rulebook's icons in prose and glossary
    Cuts("svg-icons.png", "svg-icons", "", (Cut("cards-market.pdf", 1, (70.7, 101.5, 68.6, 42)),
                                            Cut("boards.pdf", 1, (16, 27, 110, 62)),
                                            Cut("rulebook.pdf", "Harvest\r\nWhen", (20, 20, 170, 60))),
         150, "tests/fixtures/games", width=1200),
)


def page_image(pdf: Path, page: int | str, dpi: int) -> tuple[Any, int]:
    """The page (a number from 1, or the first page whose text holds this) rendered at dpi, and its number."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(str(pdf))
    try:
        if isinstance(page, str):
            number = next((i + 1 for i in range(len(document))
                           if page in document[i].get_textpage().get_text_range()), 0)
            if not number:
                sys.exit(f"{pdf.name}: no page holds {page!r}")
        else:
            number = page
        return document[number - 1].render(scale=dpi / 72).to_pil().convert("RGB"), number
    finally:
        document.close()


def save(image: Any, target: Path, colours: int = 0) -> tuple[int, int]:
    from PIL import Image

    if colours:
        image = image.convert("P", palette=Image.Palette.ADAPTIVE, colors=colours)
    image.save(target, optimize=True)
    return image.size


def cuts(folder: Path, picture: Cuts, target: Path) -> tuple[int, int]:
    """Each cut trimmed to its printed part (plus 2 mm), set in rows on white with a thin frame round each."""
    from PIL import Image, ImageChops, ImageDraw

    px, gap = picture.dpi / 25.4, round(4 * picture.dpi / 25.4)
    pieces = []
    for cut in picture.cuts:
        page, _ = page_image(folder / cut.pdf, cut.page, picture.dpi)
        x, y, w, h = cut.box
        piece = page.crop((round(x * px), round(y * px), round((x + w) * px), round((y + h) * px)))
        inked = ImageChops.difference(piece, Image.new("RGB", piece.size, "white")).getbbox()
        if inked is None:
            sys.exit(f"docs/img/{target.name}: nothing is printed in {cut.pdf} page {cut.page} at {cut.box}")
        pad = round(2 * px)
        pieces.append(piece.crop((max(0, inked[0] - pad), max(0, inked[1] - pad), min(piece.width, inked[2] + pad),
                                  min(piece.height, inked[3] + pad))))
    rows: list[list[Any]] = [[]]
    for piece in pieces:
        if rows[-1] and sum(p.width + gap for p in rows[-1]) + piece.width > picture.width:
            rows.append([])
        rows[-1].append(piece)
    width = max(sum(p.width for p in row) + gap * (len(row) + 1) for row in rows)
    height = sum(max(p.height for p in row) for row in rows) + gap * (len(rows) + 1)
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    top = gap
    for row in rows:
        left = gap
        for piece in row:
            image.paste(piece, (left, top))
            draw.rectangle((left - 1, top - 1, left + piece.width, top + piece.height), outline=(200, 200, 200))
            left += piece.width + gap
        top += max(p.height for p in row) + gap
    return save(image, target, 128)


def screenshot(folder: Path, address: str, size: tuple[int, int], target: Path) -> tuple[int, int]:
    """The page at folder/address as headless Chromium shows it in a window of that size."""
    from PIL import Image

    chromium = shutil.which("chromium")
    if chromium is None:
        sys.exit(f"docs/img/{target.name} needs Debian's chromium (apt-get install chromium)")
    shot = target.with_suffix(".shot.png")
    subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                    "--disable-background-networking", "--disable-sync", "--disable-component-update",
                    "--virtual-time-budget=5000", f"--window-size={size[0]},{size[1]}", f"--screenshot={shot}",
                    (folder / address.split("#")[0]).as_uri() + address[len(address.split("#")[0]):]],
                   check=True, capture_output=True, timeout=120)
    with Image.open(shot) as image:   # saved again as the page pictures are (optimised, no date in it)
        image.convert("RGB").save(target, optimize=True)
        got = image.size
    shot.unlink()
    return got


def anatomy(game: Path, built: Path, picture: Anatomy, target: Path) -> tuple[int, int]:
    """The card picture.card of the deck's fronts (built with --guides into `built`), its layout drawn over it."""
    sys.path.insert(0, str(ROOT / "tools"))
    import pypdfium2 as pdfium
    from card_anatomy import draw_anatomy, parts
    from generator.render.cards.renderer import front_grid

    deck, drawn, count = parts(game, picture.deck, picture.card)
    grid = front_grid("a4", (0.0, 0.0), deck)   # as `pnp build` imposes it: A4, no duplex offset
    document = pdfium.PdfDocument(str(built / f"cards-{picture.deck}.pdf"))
    try:
        sheet = document[picture.card // grid.per_page].render(scale=picture.dpi / 72).to_pil()
    finally:
        document.close()
    first = picture.card - picture.card % grid.per_page   # the sheet's first card
    slots = grid.slots[:min(grid.per_page, count - first)]
    at = picture.card - first
    return draw_anatomy(sheet, picture.dpi, grid.page[1], slots[at].trim, float(deck.bleed), drawn, target,
                        others=tuple(s.cell for i, s in enumerate(slots) if i != at))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="pictures to make (default: all): " +
                        ", ".join(p.name for p in PICTURES))
    args = parser.parse_args()
    unknown = set(args.names) - {p.name for p in PICTURES}
    if unknown:
        parser.error(f"unknown picture {', '.join(sorted(unknown))}")
    wanted = [p for p in PICTURES if not args.names or p.name in args.names]
    pnp = str(Path(sys.executable).with_name("pnp"))
    with tempfile.TemporaryDirectory() as tmp:
        built: dict[tuple[str, str, str, bool], Path] = {}

        def build(picture: Any) -> Path:
            """The folder the picture's game is built into (once for each game, content, kind and guides)."""
            content, guides = getattr(picture, "content", "content"), isinstance(picture, Anatomy)
            key = (content, picture.game, picture.only, guides)
            if key not in built:
                out = Path(tmp) / f"build-{len(built)}"
                env = dict(os.environ)
                if content == NEW:   # a scaffold made here; its files are new, so its stamp would print today
                    made = Path(tmp) / "new"
                    made.mkdir(exist_ok=True)
                    subprocess.run([pnp, "new", picture.game], cwd=made, check=True, stdout=subprocess.DEVNULL)
                    folder = made / picture.game / "content"
                    game = folder / picture.game
                    for source, rel in getattr(picture, "copies", ()):
                        (game / rel).parent.mkdir(parents=True, exist_ok=True)
                        if source == MEADOW:
                            meadow(game / rel)
                        else:
                            shutil.copyfile(ROOT / source, game / rel)
                    yaml = game / "game.yaml"
                    for old, new in getattr(picture, "edits", ()):
                        text = yaml.read_text(encoding="utf-8")
                        if text.count(old) != 1:
                            raise SystemExit(f"{picture.name}: '{old}' is not once in the new game's game.yaml")
                        yaml.write_text(text.replace(old, new), encoding="utf-8")
                    env["SOURCE_DATE_EPOCH"] = SCAFFOLD_DATE
                else:
                    folder = ROOT / content
                only = ["--only", picture.only] if picture.only else []
                subprocess.run([pnp, "build", picture.game, "--content", str(folder), "--out", str(out), *only,
                                *(["--guides"] if guides else []), "-q"], check=True, env=env)
                built[key] = out / picture.game
            return built[key]

        for picture in wanted:
            out = build(picture)
            target = IMAGES / picture.name
            if isinstance(picture, Anatomy):
                size = anatomy(ROOT / "content" / picture.game, out, picture, target)
                print(f"docs/img/{picture.name}: {picture.game} deck {picture.deck} card {picture.card} at "
                      f"{picture.dpi} dpi with its layout's boxes, {size[0]} x {size[1]} px")
            elif isinstance(picture, Screenshot):
                size = screenshot(out, picture.address, picture.size, target)
                print(f"docs/img/{picture.name}: {picture.game} {picture.address} in Chromium, "
                      f"{size[0]} x {size[1]} px")
            elif isinstance(picture, Cuts):
                size = cuts(out, picture, target)
                print(f"docs/img/{picture.name}: {len(picture.cuts)} pieces of {picture.game}'s pages at "
                      f"{picture.dpi} dpi, {size[0]} x {size[1]} px")
            else:
                image, number = page_image(out / picture.pdf, picture.page, picture.dpi)
                size = save(image, target, picture.colours)
                print(f"docs/img/{picture.name}: {picture.game} {picture.pdf} page {number} at {picture.dpi} dpi, "
                      f"{size[0]} x {size[1]} px")
    return 0


if __name__ == "__main__":
    sys.exit(main())

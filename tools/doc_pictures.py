"""Make the pictures docs/boards.md and docs/outputs.md show from a fresh build, so they show what pnp prints today.

    .venv/bin/python tools/doc_pictures.py            # every picture
    .venv/bin/python tools/doc_pictures.py tokens-commissioned.png

The game is built into a scratch folder with `pnp build GAME --only KIND`, so output/ is never touched. A
page picture is one page of one built PDF, rendered with pypdfium2 at a fixed resolution; a screenshot is
the built gallery page (index.html, at an address that sets its filters) as headless Chromium shows it in a
window of a fixed size (Debian's `chromium`; without it the screenshot is refused with a message). Run it
after a visible change to a renderer or the gallery, look at the pictures, and commit them with the change.
"""
from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IMAGES = ROOT / "docs" / "img"


@dataclass(frozen=True)
class Picture:
    name: str       # file under docs/img
    game: str       # a game of content/
    only: str       # what to build (pnp build --only)
    pdf: str        # the file of output/<game>/ to picture
    page: int       # its page, from 1
    dpi: int
    content: str = "content"   # the folder holding the game (a fixture shows what no shipped game uses)


@dataclass(frozen=True)
class Screenshot:
    name: str       # file under docs/img
    game: str
    only: str       # "": the whole game (the gallery links and shows every other output)
    address: str    # the page of output/<game>/ and what follows it: filters in the fragment
    size: tuple[int, int]


PICTURES: tuple[Picture | Screenshot, ...] = (
    Picture("map-journeys-of-paul.png", "journeys-of-paul", "map", "map.pdf", 1, 55),
    Picture("board-the-acts.png", "the-acts", "map", "map.pdf", 1, 55),
    Picture("tokens-commissioned.png", "commissioned", "tokens", "tokens.pdf", 1, 55),
    Picture("player-aid-the-acts.png", "the-acts", "boards", "boards.pdf", 1, 60),
    Screenshot("gallery-commissioned.png", "commissioned", "",
               "index.html#deck=apostle&column=effect_kind&value=Add%20Member", (1280, 1000)),
    Picture("map-art.png", "map-art", "map", "map.pdf", 1, 55, "tests/fixtures/games"),
)


def render_page(pdf: Path, page: int, dpi: int, target: Path) -> tuple[int, int]:
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(str(pdf))
    try:
        image = document[page - 1].render(scale=dpi / 72).to_pil().convert("RGB")
    finally:
        document.close()
    image.save(target, optimize=True)
    return image.size


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
        built: set[tuple[str, str]] = set()
        for picture in wanted:
            out = Path(tmp) / (picture.only or "all")
            if (picture.game, picture.only) not in built:
                only = ["--only", picture.only] if picture.only else []
                content = ROOT / getattr(picture, "content", "content")
                subprocess.run([pnp, "build", picture.game, "--content", str(content), "--out", str(out),
                                *only, "-q"], check=True)
                built.add((picture.game, picture.only))
            if isinstance(picture, Screenshot):
                size = screenshot(out / picture.game, picture.address, picture.size, IMAGES / picture.name)
                print(f"docs/img/{picture.name}: {picture.game} {picture.address} in Chromium, "
                      f"{size[0]} x {size[1]} px")
                continue
            size = render_page(out / picture.game / picture.pdf, picture.page, picture.dpi, IMAGES / picture.name)
            print(f"docs/img/{picture.name}: {picture.game} {picture.pdf} page {picture.page} at {picture.dpi} dpi, "
                  f"{size[0]} x {size[1]} px")
    return 0


if __name__ == "__main__":
    sys.exit(main())

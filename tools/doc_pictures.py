"""Make the pictures docs/boards.md shows from a fresh build, so they show what pnp prints today.

    .venv/bin/python tools/doc_pictures.py            # every picture
    .venv/bin/python tools/doc_pictures.py tokens-commissioned.png

Each picture is one page of one built PDF, rendered with pypdfium2 at a fixed resolution: the game is
built into a scratch folder with `pnp build GAME --only KIND`, so output/ is never touched. Run it after
a visible change to a renderer, look at the pictures, and commit them with the change.
"""
from __future__ import annotations

import argparse
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


PICTURES = (
    Picture("map-journeys-of-paul.png", "journeys-of-paul", "map", "map.pdf", 1, 55),
    Picture("board-the-acts.png", "the-acts", "map", "map.pdf", 1, 55),
    Picture("tokens-commissioned.png", "commissioned", "tokens", "tokens.pdf", 1, 55),
    Picture("player-aid-the-acts.png", "the-acts", "boards", "boards.pdf", 1, 60),
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
            out = Path(tmp) / picture.only
            if (picture.game, picture.only) not in built:
                subprocess.run([pnp, "build", picture.game, "--content", str(ROOT / picture.content), "--out",
                                str(out), "--only", picture.only], check=True, stdout=subprocess.DEVNULL)
                built.add((picture.game, picture.only))
            size = render_page(out / picture.game / picture.pdf, picture.page, picture.dpi, IMAGES / picture.name)
            print(f"docs/img/{picture.name}: {picture.game} {picture.pdf} page {picture.page} at {picture.dpi} dpi, "
                  f"{size[0]} x {size[1]} px")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""A deck of pre-made card pictures: memory stays flat in the number of pictures, each is in the PDF once.

The game is `pnp new`'s with a deck whose face is one picture per
card (art/<id>.jpg, 744x1039 px: a poker card at 300 dpi).
"""
from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pypdf
from PIL import Image

from generator.app.scaffold import new_game

ROOT = Path(__file__).resolve().parents[3]
PEAK = ("import resource, sys\nfrom pathlib import Path\nfrom generator.load import load_game\n"
        "from generator.render import BuildOptions, RenderJob\nfrom generator.render.cards.renderer import render_cards\n"
        "from generator.write.writer import OutputWriter\n"
        "w = OutputWriter(Path(sys.argv[1]), 'pictures')\n"
        "render_cards(RenderJob(load_game(Path(sys.argv[2])), BuildOptions(), w, part='pictures'))\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"
        "w.abort()\n")


def picture_game(where: Path, count: int) -> Path:
    """A game with a deck of `count` distinct pictures."""
    folder = new_game("pictures", where).game
    (folder / "art").mkdir()
    for i in range(count):
        picture = Image.linear_gradient("L").resize((744, 1039)).convert("RGB")
        picture.paste((40 + i * 7 % 200, 90 + i * 13 % 150, 160 - i * 3 % 150), (40, 40 + i % 900, 704, 140 + i % 900))
        picture.save(folder / "art" / f"p{i:04d}.jpg", quality=85)
    (folder / "layouts" / "picture.yaml").write_text(
        "description: one picture over the trim\nelements:\n"
        "  - image: {box: [0, 0, W, H], src: \"art/{{ id }}.jpg\"}\n", encoding="utf-8")
    rows = "".join(f"p{i:04d},Picture {i},1\n" for i in range(count))
    (folder / "cards" / "pictures.csv").write_text("id,name,count\n" + rows, encoding="utf-8")
    text = (folder / "game.yaml").read_text(encoding="utf-8")
    (folder / "game.yaml").write_text(text.replace(
        "decks:\n", "decks:\n  - id: pictures\n    name: Pictures\n    size: poker\n    layout: picture\n", 1),
        encoding="utf-8")
    return folder


def peak_mib(folder: Path, out: Path) -> float:
    done = subprocess.run([sys.executable, "-c", PEAK, str(out), str(folder)], capture_output=True, text=True,
                          cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return int(done.stdout.split()[-1]) / 1024


def test_memory_stays_flat_in_the_number_of_pictures(tmp_path: Path) -> None:
    few = peak_mib(picture_game(tmp_path / "few", 10), tmp_path / "out-few")
    many = peak_mib(picture_game(tmp_path / "many", 70), tmp_path / "out-many")
    # a decoded picture is 744 x 1039 x 3 bytes (2.2 MiB): keeping 60 more would add well over 130 MiB
    assert many - few < 40, f"{few:.0f} MiB for 10 pictures, {many:.0f} MiB for 70"


def test_each_picture_is_in_the_pdf_once(tmp_path: Path) -> None:
    from generator.load import load_game
    from generator.render import BuildOptions, RenderJob
    from generator.render.cards.renderer import render_cards
    from generator.write.writer import OutputWriter

    folder = picture_game(tmp_path, 12)
    csv = folder / "cards" / "pictures.csv"
    csv.write_text(csv.read_text().replace("p0003,Picture 3,1", "p0003,Picture 3,3"))   # one picture on 3 cards
    writer = OutputWriter(tmp_path / "out", "pictures")
    render_cards(RenderJob(load_game(folder), BuildOptions(), writer, part="pictures"))
    data = (writer.stage / "cards-pictures.pdf").read_bytes()
    writer.abort()
    reader = pypdf.PdfReader(io.BytesIO(data))
    images = {obj.idnum for page in reader.pages for obj in _image_refs(page)}
    assert len(images) == 12   # 14 cards, 12 distinct pictures, each stored once


def _image_refs(page) -> list:
    found = []

    def walk(resources) -> None:
        for ref in (resources or {}).get("/XObject", {}).values():
            obj = ref.get_object()
            if obj.get("/Subtype") == "/Image":
                found.append(ref)
            elif obj.get("/Subtype") == "/Form":
                walk(obj.get("/Resources"))

    walk(page.get("/Resources"))
    return found


def _render(folder: Path, out: Path) -> bytes:
    from generator.load import load_game
    from generator.render import BuildOptions, RenderJob
    from generator.render.cards.renderer import render_cards
    from generator.write.writer import OutputWriter

    writer = OutputWriter(out, "pictures")
    render_cards(RenderJob(load_game(folder), BuildOptions(), writer, part="pictures"))
    data = (writer.stage / "cards-pictures.pdf").read_bytes()
    writer.abort()
    return data


def test_a_jpeg_goes_in_undecoded_and_the_pdf_does_not_depend_on_the_folder(tmp_path: Path) -> None:
    # Pictures are named by their file's bytes (render/shared/pictures.py), not by their path or pixels: the
    # same game in two folders gives the same PDF, and each JPEG is passed through as DCT data at full size.
    import shutil

    folder = picture_game(tmp_path / "a", 4)
    moved = tmp_path / "somewhere" / "else" / "pictures"
    shutil.copytree(folder, moved)
    first, second = _render(folder, tmp_path / "out1"), _render(moved, tmp_path / "out2")
    assert first == second
    images = [ref.get_object() for page in pypdf.PdfReader(io.BytesIO(first)).pages for ref in _image_refs(page)]
    assert len(images) == 4
    assert all(img.get("/Filter") in ("/DCTDecode", ["/DCTDecode"]) and (img["/Width"], img["/Height"]) == (744, 1039)
               for img in images)


def test_a_png_pictures_transparency_prints_as_a_soft_mask(tmp_path: Path) -> None:
    folder = picture_game(tmp_path, 1)
    art = folder / "art" / "p0000.jpg"
    picture = Image.open(art).convert("RGBA")
    picture.putalpha(Image.linear_gradient("L").resize(picture.size))
    picture.save(folder / "art" / "p0000.png")
    layout = folder / "layouts" / "picture.yaml"
    layout.write_text(layout.read_text(encoding="utf-8").replace(".jpg", ".png"), encoding="utf-8")
    images = [ref.get_object() for page in pypdf.PdfReader(io.BytesIO(_render(folder, tmp_path / "out"))).pages
              for ref in _image_refs(page)]
    assert len(images) == 1 and "/SMask" in images[0]

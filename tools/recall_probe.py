"""Seeded-mistake recall on the shipped games: change one typed number of a printed text by one (a digit + 1, a
number word to the next), check the copy in-process, and record whether a finding lands on that line.

    .venv/bin/python tools/recall_probe.py content /tmp/recall.json [N]

N numbers a game (30 by default), drawn with a fixed seed from rulebook.md, quickref.md and the card texts (lines
with placeholders, tables and headings left out), so two checkouts probed on the same content compare number by
number: run it with each checkout's venv, from that checkout, on one content folder.
"""
from __future__ import annotations

import json
import random
import re
import shutil
import sys
import tempfile
from pathlib import Path

from generator.check import check_game
from generator.core.errors import LoadError
from generator.load import load_game

GAMES = ("commissioned", "the-acts", "journeys-of-paul", "commerce")
WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
NUMBER = re.compile(r"(?<![\w{.|:/#-])(\d{1,2}|" + "|".join(WORDS) + r")(?![\w}%.-]|\.\d)", re.I)


def sites(game: Path) -> list[tuple[str, int, int, str]]:
    """(file, line, column, number) of every typed number the probe may change."""
    files = ["rulebook.md", "quickref.md", *(p.relative_to(game).as_posix() for p in sorted(game.glob("cards/*.csv")))]
    out = []
    for rel in files:
        path = game / rel
        if not path.exists():
            continue
        for ln, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
            if "{{" in line or "{%" in line or line.startswith(("|", "#")):
                continue
            out.extend((rel, ln, m.start(), m.group(1)) for m in NUMBER.finditer(line))
    return out


def _key(f) -> tuple:
    """A finding as the same whatever folder the game was copied to."""
    return (f.rule, f.severity, f.loc.file.rsplit("/", 1)[-1], f.loc.line, f.message.split(" at ")[0][:60])


def baseline(game: Path) -> set[tuple]:
    """The unchanged game's findings: an error of a changed copy not among them is new."""
    return {_key(f) for f in check_game(load_game(game))}


def probe(game: Path, rel: str, ln: int, col: int, word: str, before: frozenset = frozenset()) -> str:
    """'error', 'warning', both, '-' (nothing on the line) or 'load' for the copy with that number changed; with
    `before` (the unchanged game's findings), '+elsewhere' when a new error lands on another line only (a card's
    count changed in its CSV row is CMP001 at the inventory line that no longer adds up)."""
    new = str(int(word) + 1) if word.isdigit() else WORDS[(WORDS.index(word.lower()) + 1) % len(WORDS)]
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / game.name
        shutil.copytree(game, copy, ignore=shutil.ignore_patterns("__pycache__"))
        path = copy / rel
        lines = path.read_text(encoding="utf-8").split("\n")
        lines[ln - 1] = lines[ln - 1][:col] + new + lines[ln - 1][col + len(word):]
        path.write_text("\n".join(lines), encoding="utf-8")
        try:
            found = check_game(load_game(copy))
        except LoadError:
            return "load"
        here = ",".join(sorted({f.severity for f in found if f.loc.line == ln and f.loc.file.endswith(rel)})) or "-"
        if "error" not in here and any(f.severity == "error" and _key(f) not in before for f in found):
            here += "+elsewhere"
        return here


def main(content: Path, out: Path, per_game: int = 30) -> None:
    rng = random.Random(7)
    result = {}
    for name in GAMES:
        found = sites(content / name)
        rng.shuffle(found)
        before = frozenset(baseline(content / name))
        result[name] = [[rel, ln, word, probe(content / name, rel, ln, col, word, before)]
                        for rel, ln, col, word in found[:per_game]]
        caught = sum(r[3].split("+")[0].find("error") >= 0 for r in result[name])
        elsewhere = sum(r[3].endswith("+elsewhere") for r in result[name])
        print(f"{name}: {caught} of {len(result[name])} caught as errors on their line, {elsewhere} more as a new "
              "error elsewhere")
    out.write_text(json.dumps(result, indent=0), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 30)

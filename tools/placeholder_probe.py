"""Recall of a number typed where a placeholder printed it: in each shipped game's rulebook.md and quickref.md,
replace one value placeholder of a sentence by the text it prints with its number changed (a digit + 1, a number
word to the next), check the copy in-process, and record whether an error lands on that line or anywhere else; then the same with
the text as printed, where any error on the line is a false one.

    .venv/bin/python tools/placeholder_probe.py content /tmp/placeholders.json [GAME ...]

Session 37's testers planted mistakes of this kind by hand (a placeholder replaced by a wrong number): it is the
commonest edit a designer makes to a rulebook, and the hardest for the check, as the words round the number must
name the rule or row the placeholder printed.
"""
from __future__ import annotations

import json
import re
import shutil
import sys
import tempfile
from pathlib import Path

from generator.check import check_game
from generator.core.errors import LoadError
from generator.load import load_game
from generator.render.documents.markdown import placeholder_text

GAMES = ("commissioned", "the-acts", "journeys-of-paul", "commerce")
WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
PLACEHOLDER = re.compile(r"\{\{(.+?)\}\}", re.S)
NUMBER = re.compile(r"\b(\d+|" + "|".join(WORDS) + r")\b", re.I)


def sites(game: Path, loaded) -> list[tuple[str, int, int, int, str, str]]:
    """(file, line, start, end, as printed, changed) of each value placeholder inside a sentence that prints one
    number."""
    out = []
    for rel in ("rulebook.md", "quickref.md"):
        path = game / rel
        if not path.exists():
            continue
        text = path.read_text(encoding="utf-8")
        for m in PLACEHOLDER.finditer(text):
            expr = m.group(1).strip()
            if not expr.startswith("engine.") and "value(" not in expr and "cost(" not in expr:
                continue
            line_start = text.rfind("\n", 0, m.start()) + 1
            line_end = text.find("\n", m.end())
            line = text[line_start:line_end if line_end >= 0 else len(text)]
            if line.lstrip().startswith(("|", "#")) or not re.search(r"[A-Za-z]{3}", PLACEHOLDER.sub("", line)):
                continue
            try:
                printed = placeholder_text(loaded, expr)
            except Exception:
                continue
            numbers = list(NUMBER.finditer(printed))
            if len(numbers) != 1:
                continue
            n = numbers[0].group(1)
            new = str(int(n) + 1) if n.isdigit() else WORDS[(WORDS.index(n.lower()) + 1) % len(WORDS)]
            if n[:1].isupper():
                new = new.capitalize()
            rest = printed[numbers[0].end():]
            if n.lower() in ("1", "one") and re.match(r" [a-z]+$", rest) and not rest.endswith("s"):
                rest += "s"   # counted("worker"): "1 worker", then "2 workers"
            changed = printed[:numbers[0].start()] + new + rest
            out.append((rel, text.count("\n", 0, m.start()) + 1, m.start(), m.end(), printed, changed))
    return out


def errors_on_line(game: Path, rel: str, start: int, end: int, typed: str, line: int) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / game.name
        shutil.copytree(game, copy, ignore=shutil.ignore_patterns("__pycache__"))
        path = copy / rel
        text = path.read_text(encoding="utf-8")
        path.write_text(text[:start] + typed + text[end:], encoding="utf-8")
        try:
            found = check_game(load_game(copy))
        except LoadError:
            return "load"
        errors = [f for f in found if f.severity == "error"]
        here = sorted({f.rule for f in errors if f.loc.line == line and f.loc.file.endswith(rel)})
        # an error elsewhere counts too: the check fails, as it does when a translation no longer prints the
        # source's number (the-acts' German documents: TRN001)
        away = sorted({f"{f.rule}@{Path(f.loc.file).name}:{f.loc.line}" for f in errors
                       if not (f.loc.line == line and f.loc.file.endswith(rel))})
        return ",".join(here + away) or "-"


def main(content: Path, out: Path, games: list[str]) -> None:
    result = {}
    for name in games or GAMES:
        game = content / name
        loaded = load_game(game)
        rows = []
        for rel, line, start, end, printed, changed in sites(game, loaded):
            wrong = errors_on_line(game, rel, start, end, changed, line)
            right = errors_on_line(game, rel, start, end, printed, line)
            rows.append([rel, line, text_of(game / rel, start, end), printed, changed, wrong, right])
        result[name] = rows
        # caught: an error the wrong number makes that the right one does not (typed by hand, the right number
        # too leaves a translation's placeholder without its source's: TRN003, a true finding of its own)
        caught = sum(bool(_errors(r[5]) - _errors(r[6])) for r in rows)
        on_line = sum(any("@" not in e for e in _errors(r[5]) - _errors(r[6])) for r in rows)
        false = sum(any("@" not in e for e in _errors(r[6])) for r in rows)
        print(f"{name}: {caught} of {len(rows)} wrong numbers caught ({on_line} on their line); "
              f"{false} right ones with an error on their line")
    out.write_text(json.dumps(result, indent=0), encoding="utf-8")


def _errors(found: str) -> set[str]:
    return set() if found in ("-", "load") else set(found.split(","))


def text_of(path: Path, start: int, end: int) -> str:
    return path.read_text(encoding="utf-8")[start:end]


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3:])

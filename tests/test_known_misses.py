"""Misses found by the audit of issues 11, 13 and 15, kept as strict xfails so they cannot be forgotten.

Each case is a mistake a designer makes (or a file a designer drops in) that pnp should report and
does not yet. They are strict: the day a fix makes one pass, the suite fails on the XPASS, and the
case moves into its family's own test file (tests/test_printed_claims.py SEEDED or HARMLESS,
tests/test_svg_icons.py) with its marker removed. The expected values are read off the game data by
hand: elders-appointed has faith 3, Tyre's city card adds 3 Cell Groups, Galatia is a region.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.check import check_game
from generator.load import load_game

ROOT = Path(__file__).resolve().parent.parent


def _copy(source: Path, tmp_path: Path) -> Path:
    folder = tmp_path / source.name
    shutil.copytree(source, folder, ignore=shutil.ignore_patterns("__pycache__", "output"))
    return folder


def _seed(folder: Path, file: str, old: str, new: str, at: str) -> tuple[int, int]:
    """Replace old by new in the file; the line:col of `at` inside the new text."""
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{file}: the seeded text is gone: {old!r}"
    text = text.replace(old, new, 1)
    path.write_text(text, encoding="utf-8")
    offset = text.index(new) + new.index(at)
    return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1


# (game, file, old, new, at, rule): a letter swap
MISSED = [
    pytest.param("the-acts", "rulebook.md", "## Icons {#icons}", "Start in Galatai when the board is up.\n\n"
                 "## Icons {#icons}", "Galatai", "TXT005", id="name-letter-swap",
                 marks=pytest.mark.xfail(strict=True, reason="misspelled.distance is plain Levenshtein: a swap "
                                                             "costs 2, and names under 9 letters allow 1")),
]


@pytest.mark.parametrize("game, file, old, new, at, rule", MISSED)
def test_missed_mistake_is_caught_at_its_place(tmp_path: Path, game: str, file: str, old: str, new: str, at: str,
                                               rule: str) -> None:
    folder = _copy(ROOT / "content" / game, tmp_path)
    line, col = _seed(folder, file, old, new, at)
    found = [(f.rule, f.loc.line, f.loc.col) for f in check_game(load_game(folder))
             if f.loc.file.endswith("/" + file) and f.severity != "note"]
    assert (rule, line, col) in found, found

"""FIT001's words for the pieces an area holds (fit.counted) and a die's size: dice-bazaar (written outside the
project) read "11 Bazaar dices (14 x 14 mm, token sheet ...)" for dice of `size: 16x16mm` whose token sheet prints
their 14 mm stickers."""
from __future__ import annotations

import re
import shutil
from pathlib import Path

from generator.check import check_game
from generator.check.fit import counted
from generator.load import load_game

ROOT = Path(__file__).resolve().parents[2]


def test_a_piece_name_counted_in_english() -> None:
    assert [counted(n, c) for n, c in [("Bazaar dice", 11), ("Bazaar dice", 1), ("Villagers", 3), ("Villagers", 1),
                                       ("Car", 2), ("Car", 1)]] == [
        "11 Bazaar dice", "a Bazaar die", "3 Villagers", "a Villager", "2 Cars", "a Car"]


def test_a_die_is_measured_at_its_own_size_not_its_stickers(tmp_path: Path) -> None:
    folder = tmp_path / "dice-bazaar"
    shutil.copytree(ROOT / "tests" / "corpus" / "dice-bazaar", folder, ignore=shutil.ignore_patterns("__pycache__"))
    layout = folder / "layouts" / "market.yaml"
    lines = layout.read_text(encoding="utf-8").split("\n")
    k = next(n for n, line in enumerate(lines) if "holds: {piece: bazaar-dice" in line)
    lines[k] = re.sub(r"box: \[[^\]]*\]", "box: [136, 134, 76, 40]", lines[k])   # the pool as first written
    layout.write_text("\n".join(lines), encoding="utf-8")
    found = [f.message for f in check_game(load_game(folder)) if f.rule == "FIT001"]
    assert len(found) == 1 and "but 11 Bazaar dice (16 x 16 mm, inventory size, line 44) needs" in found[0], found

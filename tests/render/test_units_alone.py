"""Each unit renders alone, in a process that has run nothing else (as in a build worker): no renderer may rely
on another having registered fonts or loaded anything first. (Commissioned's tokens once measured their names
before any canvas had registered the fonts, and failed whenever a worker ran them first.)"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("content, game, kind", [
    (ROOT / "content", "commissioned", "tokens"),
    (ROOT / "tests" / "fixtures" / "games", "clean", "boards"),
    (ROOT / "tests" / "fixtures" / "games", "clean", "map"),
    (ROOT / "tests" / "fixtures" / "games", "clean", "pads"),
    (ROOT / "content", "journeys-of-paul", "report"),
])
def test_a_kind_built_on_its_own_in_a_fresh_process(content: Path, game: str, kind: str, tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "generator.app.cli", "build", game, "--content", str(content),
                           "--out", str(tmp_path), "--only", kind, "--jobs", "1"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"{game}: built (" in done.stdout, done.stdout

"""tools/check_cost.py charges a cold check's CPU to its load steps, shared indexes and check families: its measuring
child is run here on one small game (a new process, as the tool runs it), and the rows must add up to the game's
whole load and check; the table puts the largest row over all folders first."""
from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "check_cost.py"


def _tool():
    spec = importlib.util.spec_from_file_location("pnp_tools_check_cost", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_rows_of_one_game_add_up_to_its_load_and_check(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "tests" / "fixtures" / "games" / "clean", tmp_path / "clean",
                    ignore=shutil.ignore_patterns("__pycache__"))
    run = subprocess.run([sys.executable, str(TOOL), "--child", str(tmp_path)], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    result = json.loads(run.stdout)
    assert set(result) == {"imports", "clean"} and result["imports"] > 0
    rows = result["clean"]
    charged = sum(t for row, t in rows.items() if row != "total")
    assert 0.9 * rows["total"] <= charged <= rows["total"] + 0.002   # every moment charged once, to one row
    for row in ("family: printed", "family: documents", "load: parse YAML (game.yaml, editions, layouts)",
                "index: game.yaml passages", "load: other (schema build, checks)"):
        assert rows[row] > 0, row


def test_the_table_ranks_rows_by_their_cost_over_every_folder() -> None:
    tool = _tool()
    results = {"content": {"imports": 0.1, "a": {"family: x": 0.001, "family: y": 0.003, "total": 0.004}},
               "tests/corpus": {"imports": 0.1, "b": {"family: x": 0.010, "total": 0.010},
                                "c": {"family: x": 0.002, "family: y": 0.001, "total": 0.003}}}
    lines = tool.table(results, top=5)
    assert lines[0].split() == ["CPU", "ms", "a", "content", "(1)", "tests/corpus", "(2)"]
    assert lines[2].split() == ["family:", "x", "1.0", "1.0", "12.0"]   # 13 ms in all: first
    assert lines[3].split() == ["family:", "y", "3.0", "3.0", "1.0"]
    assert lines[4].split() == ["total", "4.0", "4.0", "13.0"]
    assert tool._fastest({"a": {"r": 0.2}}, {"a": {"r": 0.1}}) == {"a": {"r": 0.1}}

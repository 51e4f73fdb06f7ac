"""A parallel build leaves nothing in TMPDIR: its workers' temporary files (WeasyPrint copies the fonts of every
document it sets, about 6 MB a worker) go into one folder the build removes when its pool is done. A
hostile-input probe found a weasyprint-* folder left for each worker of every parallel build, piling up with
every build and every round of pnp watch."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_parallel_build_leaves_no_temporary_files(tmp_path: Path) -> None:
    # a short TMPDIR of its own: the pool's sockets live under it, and a Unix socket's path is at most 108 bytes
    scratch = Path(tempfile.mkdtemp(prefix="t", dir="/tmp"))
    try:
        pnp = Path(sys.executable).with_name("pnp")
        result = subprocess.run([str(pnp), "build", "split-cards", "--content", str(ROOT / "tests" / "corpus"),
                                 "--only", "documents", "--jobs", "2", "--out", str(tmp_path / "out"), "-q"],
                                capture_output=True, text=True, env={**os.environ, "TMPDIR": str(scratch)},
                                timeout=600)
        assert result.returncode == 0, result.stderr
        assert sorted(p.name for p in (tmp_path / "out" / "split-cards").glob("*.pdf")) == ["quickref.pdf",
                                                                                          "rulebook.pdf"]
        assert list(scratch.iterdir()) == []
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

"""The wheel works on its own: built from the repository, installed into a fresh venv, used from elsewhere.

No network: the wheel is built without build isolation (setuptools comes from
the test extra) and installed with --no-deps; the fresh venv sees the
dependencies through a .pth line naming this interpreter's site-packages, a
plain path entry, so the editable install of the checkout is not on its path.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest
from pypdf import PdfReader

ROOT = Path(__file__).resolve().parent.parent
TOP_LEVEL_SKIP = {".git", ".venv", "output", "build", "tests", "content", "bench", "docs", ".pytest_cache"}


def SKIP(folder: str, names: list[str]) -> set[str]:
    """What the wheel build does not read: the checkout's own tools and data at the top, caches anywhere."""
    skip = {n for n in names if n == "__pycache__" or n.endswith(".egg-info")}
    return skip | (TOP_LEVEL_SKIP & set(names) if Path(folder).resolve() == ROOT else set())


def _run(args: list, cwd: Path, env: dict) -> subprocess.CompletedProcess:
    done = subprocess.run([str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"$ {' '.join(map(str, args))}\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel, built from a copy of the repository so the checkout gets no build/ folder."""
    base = tmp_path_factory.mktemp("wheel")
    source = base / "src"
    shutil.copytree(ROOT, source, ignore=SKIP)
    _run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "--no-index",
          "-w", base / "dist", source], base, dict(os.environ))
    (built,) = (base / "dist").glob("pnp_generator-*.whl")
    return built


def test_wheel_carries_templates_and_fonts(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for folder in ("templates", "fonts"):
        expected = {f"generator/_data/{folder}/{p.relative_to(ROOT / folder).as_posix()}"
                    for p in (ROOT / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts}
        assert expected and expected <= names, sorted(expected - names)[:5]
    assert not any(n.startswith(("templates/", "fonts/", "tests/", "content/")) for n in names)


def test_installed_wheel_makes_checks_and_builds_a_new_game(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", venv], tmp_path, dict(os.environ))
    python = venv / "bin" / "python"
    site = Path(_run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], tmp_path,
                     dict(os.environ)).stdout.strip())
    (site / "deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    _run([sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-deps", "--no-index", wheel],
         tmp_path, dict(os.environ))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    elsewhere = tmp_path / "somewhere" / "else"
    elsewhere.mkdir(parents=True)
    where = _run([python, "-c", "import generator.resources as r; print(r.TEMPLATES)"], elsewhere, env).stdout
    assert Path(where.strip()).is_relative_to(site), where    # the wheel's copy, not the checkout's
    pnp = venv / "bin" / "pnp"
    _run([pnp, "new", "river-traders", "--dir", elsewhere], elsewhere, env)
    game = elsewhere / "river-traders" / "content" / "river-traders"
    assert (game / "game.yaml").is_file()
    _run([pnp, "check"], game, env)
    _run([pnp, "build"], game, env)
    rulebook = elsewhere / "river-traders" / "output" / "river-traders" / "rulebook.pdf"
    fonts = {str(f.get("/BaseFont")) for page in PdfReader(rulebook).pages
             for f in page.get("/Resources", {}).get("/Font", {}).values()}
    assert any("Lato" in f or "Vollkorn" in f for f in fonts), fonts   # bundled fonts, read from the wheel

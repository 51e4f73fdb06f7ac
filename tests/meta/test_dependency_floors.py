"""pyproject.toml's dependency floors are versions pnp really works with.

`test_floors_work` installs every dependency at its floor (==floor) into a
fresh venv and runs the wheel and build tests there. It needs PyPI, so it runs
only when PNP_TEST_FLOORS=1 (release checks; `PNP_TEST_FLOORS=1 make test`);
the offline test below keeps the floors honest in every run: each third-party
API pnp calls is listed with the version it arrived in, and the floor must be
at least that, so a new import forces someone to look up its version.
"""
from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# distribution -> import names
IMPORTS = {"reportlab": "reportlab", "jinja2": "jinja2", "pillow": "PIL", "weasyprint": "weasyprint",
           "typer": "typer", "rich": "rich", "pyyaml": "yaml", "markdown-it-py": "markdown_it",
           "pypdfium2": "pypdfium2", "python-calamine": "python_calamine", "svglib": "svglib",
           "uharfbuzz": "uharfbuzz", "watchfiles": "watchfiles"}
# APIs that arrived later than the oldest release anyone would pin: API -> (distribution, first version)
NEWER_APIS = {
    # URLFetcher arrived in 68, but 68.0 refuses data: URLs and 68.1 logs problems in a clean render: 70
    "weasyprint.urls.URLFetcher": ("weasyprint", "70"),
    "weasyprint.urls.URLFetcherResponse": ("weasyprint", "68"),
    "weasyprint.urls.FatalURLFetchingError": ("weasyprint", "68"),
    "typer.Typer": ("typer", "0.26"),
    "rich.progress.TimeElapsedColumn": ("rich", "13.8"),
}


def _floors() -> dict[str, str]:
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    floors = {}
    for dep in deps:
        found = re.match(r"([A-Za-z0-9_.\-]+)\s*>=\s*([0-9.]+)", dep)
        assert found, f"dependency {dep!r} has no >= floor"
        floors[found[1].lower()] = found[2]
    return floors


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def _third_party_uses() -> set[str]:
    """Every `from X import Y` and `module.attr` of a dependency in generator/."""
    top = {v: k for k, v in IMPORTS.items()}
    uses: set[str] = set()
    for path in (ROOT / "generator").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        aliases: dict[str, str] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module.split(".")[0] in top:
                uses.update(f"{node.module}.{a.name}" for a in node.names)
            elif isinstance(node, ast.Import):
                for a in node.names:
                    if a.name.split(".")[0] in top:
                        aliases[a.asname or a.name.split(".")[0]] = a.name if a.asname else a.name.split(".")[0]
                        uses.add(a.name)
        uses.update(f"{aliases[n.value.id]}.{n.attr}" for n in ast.walk(tree)
                    if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id in aliases)
    return uses


def test_every_dependency_has_a_floor_and_an_import_name() -> None:
    assert set(_floors()) == set(IMPORTS)


def test_floors_cover_the_newer_apis_pnp_uses() -> None:
    floors = _floors()
    for api, (dist, since) in NEWER_APIS.items():
        assert _version(floors[dist]) >= _version(since), f"{api} arrived in {dist} {since}; floor is {floors[dist]}"


def test_newer_apis_are_still_used() -> None:
    """A stale entry would let a floor drop below what the code needs once the API is used again."""
    uses = _third_party_uses()
    assert set(NEWER_APIS) <= uses, sorted(set(NEWER_APIS) - uses)


@pytest.mark.skipif(os.environ.get("PNP_TEST_FLOORS") != "1", reason="needs PyPI: set PNP_TEST_FLOORS=1")
def test_floors_work(tmp_path: Path) -> None:
    venv = tmp_path / "floors"
    subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    pins = [f"{dist}=={version}" for dist, version in _floors().items()]
    python = str(venv / "bin" / "python")
    subprocess.run([python, "-m", "pip", "install", "--quiet", *pins, "setuptools>=77", "pytest>=8",
                    "pdfplumber>=0.11", "pypdf>=4"], check=True)
    subprocess.run([python, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation", "-e", ROOT],
                   check=True)
    done = subprocess.run([python, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "tests/app/test_new.py",
                           "tests/meta/test_wheel.py", "tests/render/exports/test_exports.py",
                           "tests/render/documents/test_documents_render.py", "tests/render/cards/test_cards_sheets.py"],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]

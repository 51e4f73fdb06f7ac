"""Build step that puts pnp's templates/ and fonts/ (and docs/checks.md) inside the wheel.

The repository keeps them as top-level folders (designers edit them there);
an installed pnp finds them as generator/_data/<name> through
importlib.resources (generator/core/resources.py). Everything else about the
package is declared in pyproject.toml.
"""
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

BUNDLED = ("templates", "fonts")
BUNDLED_FILES = ("docs/checks.md",)   # each rule's description and section, for SARIF output (generator/app/rule_docs.py)


class BuildWithData(build_py):
    """build_py, then copy each bundled folder to <build>/generator/_data/<name>."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return   # an editable install reads the folders from the checkout itself
        here = Path(__file__).resolve().parent
        for name in BUNDLED:
            target = Path(self.build_lib) / "generator" / "_data" / name
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(here / name, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        for name in BUNDLED_FILES:
            target = Path(self.build_lib) / "generator" / "_data" / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(here / name, target)


setup(cmdclass={"build_py": BuildWithData})

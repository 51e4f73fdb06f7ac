"""Where pnp's own templates/ and fonts/ are, in a source checkout and in an installed wheel.

The repository keeps templates/ and fonts/ as top-level folders. A wheel
carries them inside the package as generator/_data/templates and
generator/_data/fonts (setup.py's build step copies them there), and
importlib.resources finds them wherever pip put the package. A source
checkout or an editable install has no generator/_data/, so the folders are
read from the repository root beside the package.
"""
from __future__ import annotations

from importlib import resources
from pathlib import Path

BUNDLED = ("templates", "fonts")


def data_root() -> Path:
    """The folder holding templates/ and fonts/: generator/_data in a wheel, the repository root otherwise."""
    packaged = resources.files("generator").joinpath("_data")
    if packaged.joinpath("templates").is_dir():
        return Path(str(packaged))
    return Path(__file__).resolve().parent.parent


DATA_ROOT = data_root()
TEMPLATES = DATA_ROOT / "templates"
FONTS = DATA_ROOT / "fonts"

"""Where pnp's own templates/ and fonts/ are, in a source checkout and in an installed wheel.

The repository keeps templates/ and fonts/ as top-level folders. A wheel
carries them inside the package as generator/_data/templates and
generator/_data/fonts (setup.py's build step copies them there), found beside
the package's own files wherever pip put it. A source checkout or an editable
install has no generator/_data/, so the folders are read from the repository
root beside the package.

The package's folder is the one above this file's, which is what importlib.resources.files
answers for a package installed as files (pip installs no other kind, and the
renderers read templates and fonts as files); importing importlib.resources
would cost every `pnp check` about 2.5 ms of CPU (tempfile, zipfile, random).
"""
from __future__ import annotations

from pathlib import Path

BUNDLED = ("templates", "fonts")


def data_root() -> Path:
    """The folder holding templates/ and fonts/: generator/_data in a wheel, the repository root otherwise."""
    package = Path(__file__).parent.parent   # generator/, this file being generator/core/resources.py
    packaged = package / "_data"
    if (packaged / "templates").is_dir():
        return packaged
    return package.resolve().parent


DATA_ROOT = data_root()
TEMPLATES = DATA_ROOT / "templates"
FONTS = DATA_ROOT / "fonts"

"""WeasyPrint needs Pango (with GLib, HarfBuzz and Fontconfig) from the system, not from pip.

Without them `import weasyprint` raises OSError from cffi's dlopen; pnp turns
that into a message naming the library and the package that provides it on
each system, instead of an internal error.
"""
from __future__ import annotations

import contextlib
import io
import re
from types import ModuleType

from ...core.errors import GeneratorError

# library weasyprint asks for -> (Debian/Ubuntu package, Fedora package)
PACKAGES = {
    "gobject-2.0": ("libglib2.0-0", "glib2"),
    "pango-1.0": ("libpango-1.0-0", "pango"),
    "pangoft2-1.0": ("libpangoft2-1.0-0", "pango"),
    "harfbuzz": ("libharfbuzz0b", "harfbuzz"),
    "harfbuzz-subset": ("libharfbuzz-subset0", "harfbuzz"),
    "fontconfig": ("libfontconfig1", "fontconfig"),
}
LIBRARY = re.compile(r"cannot load library '(?:lib)?(?P<name>[a-z0-9.\-]+?)(?:-\d+)?(?:\.so[.\d]*|\.dylib|\.dll)?'")


class SystemLibraryError(GeneratorError):
    """A library pnp's document renderer needs is not installed on this machine."""


def missing_library_error(exc: OSError) -> SystemLibraryError:
    """The message for WeasyPrint's OSError: which library is missing and how to install it per system."""
    found = LIBRARY.search(str(exc))
    name = found["name"] if found else ""
    apt, dnf = PACKAGES.get(name, PACKAGES["pango-1.0"])
    which = f"the system library lib{name} is missing" if name else "a system library WeasyPrint needs is missing"
    return SystemLibraryError(
        f"{which}: WeasyPrint needs Pango and its libraries to make the rulebook and quick reference ({exc})",
        f"install it, then run again: Debian/Ubuntu `sudo apt-get install {apt}` (all of WeasyPrint's: "
        f"`sudo apt-get install libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0`), Fedora `sudo dnf install "
        f"{dnf}`, macOS `brew install pango`, Windows: install MSYS2 and `pacman -S mingw-w64-x86_64-pango`; "
        "README.md, 'System requirements', has the details")


def import_weasyprint() -> ModuleType:
    """`import weasyprint`, with a clear error when its system libraries are absent."""
    try:
        with contextlib.redirect_stdout(io.StringIO()):   # WeasyPrint prints its own banner before failing
            import weasyprint
    except OSError as exc:
        raise missing_library_error(exc) from exc
    return weasyprint

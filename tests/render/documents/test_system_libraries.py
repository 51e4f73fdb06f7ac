"""Without Pango, `pnp build` says which system library is missing and how to install it; no traceback."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from generator.render.documents.system_libraries import missing_library_error

# What cffi raises inside WeasyPrint 70 when the library is not installed (its text, verbatim in shape).
PANGO_MISSING = ("cannot load library 'libpango-1.0-0': libpango-1.0-0: cannot open shared object file: No such "
                 "file or directory.  Additionally, ctypes.util.find_library() did not manage to locate a library "
                 "called 'libpango-1.0-0'")

NO_PANGO = f'''
import sys
class NoPango:
    def find_spec(self, name, path=None, target=None):
        if name == "weasyprint":
            print("WeasyPrint could not import some external libraries.")   # its banner, which pnp hides
            raise OSError({PANGO_MISSING!r})
sys.meta_path.insert(0, NoPango())
from generator.app.cli import app
app(sys.argv[1:], prog_name="pnp")
'''


@pytest.mark.parametrize("message, library, apt", [
    (PANGO_MISSING, "libpango-1.0", "libpango-1.0-0"),
    ("cannot load library 'libgobject-2.0-0': no such file", "libgobject-2.0", "libglib2.0-0"),
    ("cannot load library 'libharfbuzz-subset-0': no such file", "libharfbuzz-subset", "libharfbuzz-subset0"),
    ("cannot load library 'libfontconfig-1': no such file", "libfontconfig", "libfontconfig1"),
])
def test_missing_library_is_named_with_its_package(message: str, library: str, apt: str) -> None:
    text = missing_library_error(OSError(message)).render()
    assert f"the system library {library} is missing" in text
    assert f"`sudo apt-get install {apt}`" in text and "`brew install pango`" in text


def test_build_without_pango_is_a_clear_error(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from generator.app.cli import app

    assert CliRunner().invoke(app, ["new", "tiny", "--dir", str(tmp_path)]).exit_code == 0
    project = tmp_path / "tiny"
    # --jobs 1: the missing library is simulated in this process only, not in the build's worker processes
    done = subprocess.run([sys.executable, "-c", NO_PANGO, "build", "--jobs", "1"], cwd=project, capture_output=True,
                          text=True,
                          timeout=300)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("error: the system library libpango-1.0 is missing: WeasyPrint needs Pango")
    assert "sudo apt-get install libpango-1.0-0" in done.stderr and "brew install pango" in done.stderr
    assert "Traceback" not in done.stderr and "bug in pnp" not in done.stderr
    assert "could not import" not in done.stdout
    assert not (project / "output" / "tiny" / "rulebook.pdf").exists()

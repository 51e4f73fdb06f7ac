"""The `pnp` entry point (generator/app/main.py): the common forms of `pnp check` run without typer and give
exactly what typer's app gives (output, messages, exit code); every other form is typer's."""
from __future__ import annotations

import io
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from generator.app.cli import app
from generator.app.main import main, plain_check

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "tests" / "fixtures" / "games"


def test_the_console_script_is_main() -> None:
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert scripts["pnp"] == "generator.app.main:main"


def test_the_common_forms_are_read_as_typer_reads_them(tmp_path) -> None:
    got = plain_check(["check", "b", "--jobs=2", "a", "--format", "JSON", "--strict", "--no-cache",
                       "--content", str(tmp_path)])
    assert got == {"games": ["b", "a"], "fmt": "json", "content": tmp_path, "strict": True, "no_cache": True,
                   "jobs": 2, "select_rules": [], "ignore_rules": [], "fix": False, "dry_run": False}
    assert plain_check(["check"]) == {**got, "games": [], "fmt": "text", "content": None, "strict": False,
                                      "no_cache": False, "jobs": None}


@pytest.mark.parametrize("args", [[], ["build"], ["--debug", "check"], ["check", "--debug"], ["check", "-h"],
                                  ["check", "--help"], ["--version"], ["check", "--fix"], ["check", "--select", "TXT"],
                                  ["check", "--jobs", "0"], ["check", "--jobs", "two"], ["check", "--jobs"],
                                  ["check", "--jobs=-1"], ["check", "--jobs", "1", "--jobs", "2"],
                                  ["check", "--strict", "--strict"], ["check", "--format", "yaml"],
                                  ["check", "--format="], ["check", "--", "game"], ["check", "-"],
                                  ["check", "--strict=yes"], ["check", "--stric"], ["check", "--content", "FILE"]])
def test_every_other_form_is_left_to_typer(args, tmp_path) -> None:
    file = tmp_path / "a-file"
    file.write_text("x")
    assert plain_check([str(file) if a == "FILE" else a for a in args]) is None


def _run(runner, argv: list[str], monkeypatch) -> tuple[object, str, str]:
    """The exit code, stdout and stderr of one run, the streams plain text streams as a console's are."""
    out, err = (io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict") for _ in range(2))
    with monkeypatch.context() as streams:
        streams.setattr(sys, "stdout", out)
        streams.setattr(sys, "stderr", err)
        try:
            runner(argv)
            code: object = "returned"
        except SystemExit as exc:
            code = exc.code
    out.flush()
    err.flush()
    return code, out.buffer.getvalue().decode(), err.buffer.getvalue().decode()


def _by_main(argv: list[str]) -> None:
    sys.argv = ["pnp", *argv]
    main()


def _by_typer(argv: list[str]) -> None:
    app(args=argv, prog_name="pnp")


@pytest.mark.parametrize("args", [["clean"], ["clean", "card-count", "--format", "json", "--jobs", "1"],
                                  ["bad-yaml", "waived", "--strict", "--format=sarif"], ["clean", "nosuch"],
                                  ["deck-uncounted", "--no-cache", "--jobs=1"]])
def test_both_paths_answer_alike(args, monkeypatch) -> None:
    monkeypatch.setenv("PNP_CACHE_DIR", "")
    monkeypatch.setattr(sys, "argv", list(sys.argv))
    argv = ["check", "--content", str(GAMES), *args]
    assert plain_check(argv) is not None
    import generator.app.cli as cli

    def not_typer(*a, **k):
        raise AssertionError("the common form went to typer")

    with monkeypatch.context() as patched:
        patched.setattr(cli, "app", not_typer)
        fast = _run(_by_main, argv, monkeypatch)
    slow = _run(_by_typer, argv, monkeypatch)
    assert fast == slow
    assert fast[0] in (0, 1, 2) and (fast[1] or fast[2])


def test_the_common_form_imports_no_typer() -> None:
    probe = ("import sys\nsys.argv = ['pnp', 'check', '--content', sys.argv[1], 'clean']\n"
             "from generator.app.main import main\n"
             "try:\n    main()\nexcept SystemExit as e:\n    print('EXIT', e.code, sorted(m for m in sys.modules"
             " if m.split('.')[0] in ('typer', 'click', 'rich')), file=sys.stderr)\n")
    done = subprocess.run([sys.executable, "-c", probe, str(GAMES)], capture_output=True, text=True,
                          env={"PNP_CACHE_DIR": "", "PATH": "/usr/bin:/bin"}, cwd=ROOT, timeout=60)
    assert done.stderr.strip().splitlines()[-1] == "EXIT 0 []", done.stderr


def test_a_check_that_remembers_nothing_loads_no_openssl() -> None:
    # hashlib loads OpenSSL when imported (about 2 ms at every start); a cold check (PNP_CACHE_DIR set to nothing)
    # hashes nothing: the engine's bytecode stamp is blake2b, Python's own, and the check cache's keys are made
    # only when it remembers
    probe = ("import sys\nsys.argv = ['pnp', 'check', '--content', sys.argv[1], 'clean']\n"
             "from generator.app.main import main\n"
             "try:\n    main()\nexcept SystemExit as e:\n    print('EXIT', e.code, sorted(m for m in sys.modules"
             " if m in ('hashlib', '_hashlib')), file=sys.stderr)\n")
    done = subprocess.run([sys.executable, "-c", probe, str(GAMES)], capture_output=True, text=True,
                          env={"PNP_CACHE_DIR": "", "PATH": "/usr/bin:/bin"}, cwd=ROOT, timeout=60)
    assert done.stderr.strip().splitlines()[-1] == "EXIT 0 []", done.stderr

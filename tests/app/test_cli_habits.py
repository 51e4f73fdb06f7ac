"""The habits users bring from other CLIs: --version, -h, flags after the command, choices in any case,
help that shows flags as flags, and README commands that work exactly as typed."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.app.cli import app

ROOT = Path(__file__).resolve().parents[2]
CLEAN = ROOT / "tests" / "fixtures" / "games"
COMMANDS = ["check", "build", "calibrate", "list", "new"]


def invoke(*args: str):
    return CliRunner().invoke(app, list(args), env={"COLUMNS": "200", "NO_COLOR": "1"}, prog_name="pnp")


def test_version_is_the_packaged_one() -> None:
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    result = invoke("--version")
    assert result.exit_code == 0 and result.output == f"pnp {version}\n"


@pytest.mark.parametrize("command", [[], *([c] for c in COMMANDS)])
def test_dash_h_is_help(command: list[str]) -> None:
    result = invoke(*command, "-h")
    assert result.exit_code == 0, result.output
    assert f"Usage: pnp {' '.join(command)}".strip() in " ".join(result.output.split())


def test_help_shows_flags_as_flags() -> None:
    lines = invoke("build", "--help").output.splitlines()
    flags = {"--no-check", "--guides", "--gutterfold", "--help"}
    shown = {flag: next(line for line in lines if re.search(rf"{flag}\b(?!-)", line)) for flag in flags}
    for flag, line in shown.items():
        assert "<bool>" not in line and "BOOLEAN" not in line, line
    assert "a4|letter" in next(line for line in lines if "--paper" in line)


def test_debug_after_the_command_shows_the_traceback(tmp_path: Path) -> None:
    missing = str(tmp_path / "nowhere")
    plain = invoke("check", "--content", missing)
    assert plain.exit_code == 2 and plain.output.startswith("error: content folder") and plain.exception
    after = invoke("check", "--content", missing, "--debug")
    before = invoke("--debug", "check", "--content", missing)
    for result in (after, before):   # --debug re-raises, so the runner sees the exception itself
        assert type(result.exception).__name__ == "ContentNotFoundError"


def test_choices_ignore_case(tmp_path: Path) -> None:
    result = invoke("check", "--content", str(CLEAN), "clean", "--format", "JSON")
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["games"] == ["clean"]
    sheet = tmp_path / "cal.pdf"
    result = invoke("calibrate", "--paper", "Letter", "--duplex", "SHORT", "--out", str(sheet))
    assert result.exit_code == 0, result.output
    from pypdf import PdfReader

    box = PdfReader(sheet).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)   # US Letter in points


@pytest.mark.skipif(sys.prefix == sys.base_prefix, reason="needs the project's .venv (make test)")
def test_readme_own_game_lines_work_as_typed_from_the_project_root(tmp_path: Path) -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"From this repository's root.*?:\n\n((?:    .*\n)+)", text)
    assert block, "README lost its 'Your own game' block"
    lines = [line.strip().split("  #")[0].strip() for line in block[1].splitlines()]
    assert lines[0] == "source .venv/bin/activate" and lines[1].startswith("pnp new ")
    (tmp_path / "content").mkdir()           # the shape of this repository's root
    (tmp_path / ".venv").symlink_to(sys.prefix)
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    env["PATH"] = "/usr/bin:/bin"            # pnp only from the activated venv
    done = subprocess.run(["bash", "-e", "-c", "\n".join(lines)], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    game = lines[1].split()[2]
    assert (tmp_path / "content" / game / "game.yaml").is_file()
    assert not (tmp_path / game).exists()
    assert (tmp_path / "output" / game / "rulebook.pdf").is_file()
    assert f"cd {tmp_path / 'content' / game}" in done.stdout   # what `pnp new` says next is right too


@pytest.mark.parametrize("typed", ["WARGAME", "Wargame", "Roll-And-Write"])
def test_template_choice_ignores_case(tmp_path: Path, typed: str) -> None:
    result = invoke("new", "my-game", "--dir", str(tmp_path), "--template", typed)
    assert result.exit_code == 0, result.output
    game = tmp_path / "my-game" / "content" / "my-game"
    shipped = ROOT / "templates" / "scaffold" / typed.lower()
    assert sorted(p.relative_to(game).as_posix() for p in game.rglob("*")) == \
        sorted(p.relative_to(shipped).as_posix() for p in shipped.rglob("*") if "__pycache__" not in p.parts)


def test_calibrate_needs_no_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Outside any project the sheet is written where pnp runs; inside one, to its output/ as before."""
    monkeypatch.chdir(tmp_path)
    result = invoke("calibrate", "--paper", "letter")
    assert result.exit_code == 0, result.output
    sheet = tmp_path / "calibration-letter-long.pdf"
    assert result.output.splitlines()[0] == f"calibration sheet -> {sheet}"
    assert sheet.read_bytes().startswith(b"%PDF")
    monkeypatch.chdir(CLEAN / "clean")
    out = tmp_path / "elsewhere"
    result = invoke("calibrate", "--content", str(CLEAN), "--out", str(out / "cal.pdf"))
    assert result.exit_code == 0 and (out / "cal.pdf").is_file(), result.output
    missing = invoke("calibrate", "--content", str(tmp_path / "nowhere"))   # a folder named, and wrong: said so
    assert missing.exit_code == 2 and missing.output.startswith(f"error: content folder {tmp_path / 'nowhere'}")


def test_calibrate_in_a_project_writes_to_its_output(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "content" / "tiny").mkdir(parents=True)
    (tmp_path / "content" / "tiny" / "game.yaml").write_text("id: tiny\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path / "content" / "tiny")
    result = invoke("calibrate", "--duplex", "short")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == f"calibration sheet -> {tmp_path / 'output' / 'calibration-a4-short.pdf'}"


@pytest.mark.parametrize("signal_class, code", [("KeyboardInterrupt", 130), ("_Terminated", 143)])
def test_watch_ends_on_ctrl_c_with_the_shells_exit_code(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        signal_class: str, code: int) -> None:
    """Ctrl-C is how watching ends, but still an interruption: 130 (SIGTERM 143), as pnp build exits.
    tests/app/test_watch.py sends a real SIGINT to a real watcher."""
    import generator.app.cli as cli
    import generator.app.watch as watch

    raised = KeyboardInterrupt if signal_class == "KeyboardInterrupt" else cli._Terminated

    def watch_games(*args, **kwargs) -> None:
        kwargs["echo"]("[10:42:07] clean: built | watching for changes (Ctrl-C to stop)")
        raise raised()

    monkeypatch.setattr(watch, "watch_games", watch_games)
    result = invoke("watch", "--content", str(CLEAN), "clean", "--out", str(tmp_path))
    assert result.exit_code == code, result.output
    assert result.output.splitlines()[-1] == ("stopped watching; nothing half-done was left: output/ holds the last "
                                              "complete build of each game")

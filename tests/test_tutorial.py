"""docs/tutorial.md cannot rot: every command in it runs here, in order, and its shown output must appear.

The tutorial marks each fenced block with an HTML comment saying what to do:
`run` (console commands; lines after a command are expected output),
`run, exit N`, `append PATH`, `replace PATH` (a diff of - and + lines) and
`pdf-text PATH` (lines the PDF's text must contain).
"""
from __future__ import annotations

import os
import re
import shlex
from pathlib import Path

from typer.testing import CliRunner

from generator.cli import app

TUTORIAL = Path(__file__).resolve().parent.parent / "docs" / "tutorial.md"
STEP = re.compile(r"<!-- tutorial: (?P<action>[^>]*?) -->\n```[a-z]*\n(?P<body>.*?)```", re.S)


def _steps(text: str) -> list[tuple[str, str]]:
    return [(m["action"].strip(), m["body"]) for m in STEP.finditer(text)]


def _flat(text: str) -> str:
    return " ".join(text.split())


def _run(body: str, exit_code: int, state: dict) -> None:
    command, expected = None, []

    def finish() -> None:
        if command is None:
            return
        args = shlex.split(command)
        if args[0] == "cd":
            state["cwd"] = (state["cwd"] / args[1]).resolve()
            return
        assert args[0] == "pnp", command
        old = os.getcwd()
        os.chdir(state["cwd"])
        try:
            result = CliRunner().invoke(app, args[1:])
        finally:
            os.chdir(old)
        assert result.exit_code == exit_code, f"$ {command}\n{result.output}"
        for line in expected:
            assert _flat(line) in _flat(result.output), f"$ {command}: {line!r} not in\n{result.output}"

    for line in body.splitlines():
        if line.startswith("$ "):
            finish()
            command, expected = line[2:], []
        elif line.strip():
            expected.append(line)
    finish()


def test_every_console_block_is_a_tutorial_step() -> None:
    text = TUTORIAL.read_text(encoding="utf-8")
    consoles = text.count("```console")
    assert consoles and consoles == sum(1 for action, _ in _steps(text) if action.startswith("run"))


def test_tutorial_runs_from_new_game_to_rebuilt_rulebook(tmp_path: Path) -> None:
    state = {"cwd": tmp_path}
    steps = _steps(TUTORIAL.read_text(encoding="utf-8"))
    assert len(steps) >= 10
    for action, body in steps:
        verb, _, rest = action.partition(" ")
        if action.startswith("run"):
            exit_code = int(action.split("exit")[1]) if "exit" in action else 0
            _run(body, exit_code, state)
        elif verb == "append":
            path = state["cwd"] / rest
            path.write_text(path.read_text(encoding="utf-8") + body, encoding="utf-8")
        elif verb == "replace":
            lines = body.splitlines()
            old = "\n".join(l[1:] for l in lines if l.startswith("-"))
            new = "\n".join(l[1:] for l in lines if l.startswith("+"))
            path = state["cwd"] / rest
            text = path.read_text(encoding="utf-8")
            assert old in text, f"{rest}: the tutorial's old text is no longer there:\n{old}"
            path.write_text(text.replace(old, new, 1), encoding="utf-8")
        elif verb == "pdf-text":
            import pdfplumber

            with pdfplumber.open(state["cwd"] / rest) as pdf:
                text = _flat(" ".join(page.extract_text() or "" for page in pdf.pages))
            for line in body.splitlines():
                if line.strip():
                    assert _flat(line) in text, f"{line!r} not in {rest}"
        else:
            raise AssertionError(f"unknown tutorial step '{action}'")

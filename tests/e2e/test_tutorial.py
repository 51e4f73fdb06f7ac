"""docs/tutorial.md cannot rot: every command in it runs here, in order, on a fresh game, and prints exactly what
the page shows; every file it says a build made is there.

The tutorial marks each fenced block with an HTML comment saying what to do:
`run` (console commands; the lines after a command are all it prints on stdout), `run, exit N`, `append PATH`,
`replace PATH` (a diff of - and + lines), `pdf-text PATH` (lines the PDF's text must contain) and `files DIR`
(what DIR holds once built: every name, a folder with a trailing '/'). The page is the source of truth: the
steps are read from it, never copied here.

The page shows the commands run in /home/you/games (pnp prints absolute paths); the test runs them in a
temporary folder and writes that folder's path as /home/you/games before comparing. While a build renders,
stderr shows its progress (a live count on a terminal, plain lines here): the test checks those lines are
progress and nothing else, and compares stdout.

After a change to what pnp prints, `PNP_TUTORIAL_WRITE=1 .venv/bin/python -m pytest tests/e2e/test_tutorial.py`
writes the outputs of a real run into the page; read the diff before committing it.
"""
from __future__ import annotations

import os
import re
import shlex
from pathlib import Path

from typer.testing import CliRunner

from generator.app.cli import app

TUTORIAL = Path(__file__).resolve().parents[2] / "docs" / "tutorial.md"
STEP = re.compile(r"<!-- tutorial: (?P<action>[^>]*?) -->\n```[a-z]*\n(?P<body>.*?)```", re.S)
SHOWN_HOME = "/home/you/games"   # where the page says the commands run
PROGRESS = re.compile(r"^[a-z0-9-]+: \d+/\d+ \S+$")   # generator/app/progress.py's plain line


def _steps(text: str) -> list[re.Match]:
    return list(STEP.finditer(text))


def _flat(text: str) -> str:
    return " ".join(text.split())


def _shown(text: str, home: Path) -> str:
    """What pnp printed, as the page shows it: the temporary folder written as /home/you/games."""
    for real in sorted({str(home), str(home.resolve())}, key=len, reverse=True):
        text = text.replace(real, SHOWN_HOME)
    return "\n".join(line.rstrip() for line in text.splitlines())


def _run(body: str, exit_code: int, state: dict) -> str:
    """Run a block's commands; the block as a real run prints it. Asserts each command's exit code."""
    real = []
    for command in (line[2:] for line in body.splitlines() if line.startswith("$ ")):
        args = shlex.split(command)
        if args[0] == "cd":
            state["cwd"] = (state["cwd"] / args[1]).resolve()
            real.append(f"$ {command}")
            continue
        assert args[0] == "pnp", command
        old = os.getcwd()
        os.chdir(state["cwd"])
        try:
            result = CliRunner().invoke(app, args[1:])
        finally:
            os.chdir(old)
        assert result.exit_code == exit_code, f"$ {command}\n{result.output}"
        assert all(PROGRESS.match(line) for line in result.stderr.splitlines()), f"$ {command}\n{result.stderr}"
        printed = _shown(result.stdout, state["home"])
        real.append(f"$ {command}" + (f"\n{printed}" if printed else ""))
    return "\n".join(real) + "\n"


def _listing(folder: Path) -> str:
    return "".join(f"{p.name}{'/' if p.is_dir() else ''}\n" for p in sorted(folder.iterdir()))


def test_every_console_block_is_a_tutorial_step() -> None:
    text = TUTORIAL.read_text(encoding="utf-8")
    consoles = text.count("```console")
    assert consoles and consoles == sum(1 for m in _steps(text) if m["action"].startswith("run"))


def test_the_tutorial_shows_what_its_commands_print_and_the_files_they_make(tmp_path: Path) -> None:
    state = {"cwd": tmp_path, "home": tmp_path}
    text = TUTORIAL.read_text(encoding="utf-8")
    steps = _steps(text)
    assert len(steps) >= 10 and any(m["action"].startswith("files ") for m in steps)
    made: list[tuple[re.Match, str]] = []   # (step, the body a real run gives) for the blocks a run shows
    for step in steps:
        action, body = step["action"].strip(), step["body"]
        verb, _, rest = action.partition(" ")
        if action.startswith("run"):
            exit_code = int(action.split("exit")[1]) if "exit" in action else 0
            made.append((step, _run(body, exit_code, state)))
        elif verb == "files":
            folder = state["cwd"] / rest
            assert folder.is_dir(), f"{rest}: the tutorial lists a folder the build did not make"
            made.append((step, _listing(folder)))
        elif verb == "append":
            path = state["cwd"] / rest
            path.write_text(path.read_text(encoding="utf-8") + body, encoding="utf-8")
        elif verb == "replace":
            lines = body.splitlines()
            old = "\n".join(line[1:] for line in lines if line.startswith("-"))
            new = "\n".join(line[1:] for line in lines if line.startswith("+"))
            path = state["cwd"] / rest
            current = path.read_text(encoding="utf-8")
            assert old in current, f"{rest}: the tutorial's old text is no longer there:\n{old}"
            path.write_text(current.replace(old, new, 1), encoding="utf-8")
        elif verb == "pdf-text":
            import pdfplumber

            with pdfplumber.open(state["cwd"] / rest) as pdf:
                printed = _flat(" ".join(page.extract_text() or "" for page in pdf.pages))
            for line in body.splitlines():
                if line.strip():
                    assert _flat(line) in printed, f"{line!r} not in {rest}"
        else:
            raise AssertionError(f"unknown tutorial step '{action}'")
    if os.environ.get("PNP_TUTORIAL_WRITE"):
        for step, real in reversed(made):
            text = text[:step.start("body")] + real + text[step.end("body"):]
        TUTORIAL.write_text(text, encoding="utf-8")
        return
    for step, real in made:
        assert step["body"] == real, (f"docs/tutorial.md, block '{step['action']}' at line "
                                      f"{text.count(chr(10), 0, step.start()) + 1}: a real run shows\n{real}")

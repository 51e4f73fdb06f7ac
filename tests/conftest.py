"""Shared helpers: run the CLI in-process and read its JSON findings."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "games"
CONTENT = ROOT / "content"


class CheckRun:
    def __init__(self, result) -> None:
        self.exit_code = result.exit_code
        self.output = result.output
        self.doc = json.loads(result.stdout) if result.stdout.strip().startswith("{") else None

    @property
    def findings(self) -> list[dict]:
        return self.doc["findings"]

    def errors(self) -> list[dict]:
        return [f for f in self.findings if f["severity"] == "error"]


def run_check(*games: str, content: Path = FIXTURES, fmt: str = "json") -> CheckRun:
    from generator.cli import app

    result = CliRunner().invoke(app, ["check", *games, "--content", str(content), "--format", fmt])
    return CheckRun(result)


@pytest.fixture
def check():
    return run_check


@pytest.fixture(scope="session")
def pieces(tmp_path_factory):
    """Player boards, tokens and maps of the built-in games, each rendered once per session on first use."""
    from piecepdf import Built

    return Built(tmp_path_factory.mktemp("pieces"), CONTENT)

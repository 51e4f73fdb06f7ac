"""Shared helpers: run the CLI in-process and read its JSON findings."""
from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "games"
CONTENT = ROOT / "content"
# no remembered checks (generator/app/check_cache.py) unless a test asks for them: a test that changes pnp's
# behaviour in-process must see the check run; tests/app/test_check_cache.py sets its own folder
os.environ["PNP_CACHE_DIR"] = ""


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item, nextitem):
    """Under mutmut's coverage pass (tools/mutation.py), set every fixture up afresh for each test.

    mutmut runs the tests once to learn which test reaches which function, crediting each test with the
    calls made during its setup, call and teardown; a module-scoped fixture is set up in its first test's
    setup only, so every later test that reads it would be credited with nothing and never run against a
    mutant of what the fixture built (a mutant in the PNG export survived every test but the first that
    used the exported game). Tearing everything down after each test in that pass (nextitem=None) makes
    each test set up its fixtures itself; the mutant runs, and normal runs, keep their scopes."""
    if os.environ.get("MUTANT_UNDER_TEST") != "stats":
        return None
    from _pytest.runner import runtestprotocol

    item.ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
    runtestprotocol(item, nextitem=None, log=True)
    item.ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
    return True


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
    from generator.app.cli import app

    result = CliRunner().invoke(app, ["check", *games, "--content", str(content), "--format", fmt])
    return CheckRun(result)


_BUILD_LINE = re.compile(r"^(?P<file>\S[^:\n]*):(?P<line>\d+):(?P<column>\d+): "
                         r"(?P<severity>\w+)\[(?P<rule>[A-Z]+\d+)\] (?P<message>.*)$", re.M)


class BuildRun:
    """A build's printed errors read back as findings, so assert_fires can hold them to the check's form."""

    def __init__(self, result) -> None:
        self.output = result.output
        self.findings = [{**m.groupdict(), "line": int(m["line"]), "column": int(m["column"])}
                         for m in _BUILD_LINE.finditer(result.output)]


def assert_fires(run: CheckRun, rule: str, file: Path, line: int, anchor: str, words: str) -> dict:
    """Assert `run` reported `rule` in `file` at `line`, at the column where `anchor` starts in that line.

    The column is worked out here from the fixture's text, not taken from the checker: `anchor` must occur
    exactly once in the line ("" means just past its end, where a syntax error is reported). The meta-test
    in test_meta.py reads the rule ids passed to this function: a documented rule with no call fails it.
    """
    text = file.read_bytes().decode("utf-8", errors="replace").splitlines()[line - 1]
    if anchor:
        assert text.count(anchor) == 1, f"anchor {anchor!r} is not once in {file.name}:{line}: {text!r}"
        col = text.index(anchor) + 1
    else:
        col = len(text) + 1
    shown = str(file.relative_to(ROOT)) if file.is_relative_to(ROOT) else str(file)
    hits = [f for f in run.findings if f["rule"] == rule and words in f["message"]
            and Path(f["file"]).resolve() == file.resolve()]
    assert hits, f"no {rule} in {shown} containing {words!r}; got:\n{run.output}"
    at = [f for f in hits if (f["line"], f["column"]) == (line, col)]
    assert at, f"{rule} reported at {[(f['line'], f['column']) for f in hits]}, expected {shown}:{line}:{col}"
    return at[0]


@pytest.fixture
def check():
    return run_check


def edited_copy(source: Path, folder: Path, edits: "list[tuple[str, str, str]]" = (),
                files: "dict[str, str] | None" = None) -> Path:
    """A copy of the fixture game `source` at `folder`, each (file, old, new) edit applied in turn (its old text
    exactly once in the file at that point), and `files` written whole."""
    shutil.copytree(source, folder, ignore=shutil.ignore_patterns("__pycache__"))
    for name, old, new in edits:
        path = folder / name
        text = path.read_text(encoding="utf-8")
        assert text.count(old) == 1, old
        path.write_text(text.replace(old, new), encoding="utf-8")
    for name, text in (files or {}).items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    return folder


class Shipped:
    """Each game's documents, built on first use and kept for the session (errors too), shared by the
    workers of one run (tests/sharedbuild.py)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.built: dict = {}

    def get(self, game: str, doc: str, paper: str = "a4", lang: str = ""):
        """(PDF bytes, Markdown source, loaded game, final HTML) of one document on one paper, in the edition
        `lang` when given (its <doc>.<lang>.md; the loaded game is the source's)."""
        folder = ROOT / "content" / game
        source = f"{doc}.{lang}.md" if lang else f"{doc}.md"
        if not (folder / source).is_file():
            pytest.skip(f"content/{game}/{source} is not written yet")
        key = (game, doc, paper, lang)
        if key not in self.built:
            from generator.load import load_game
            from sharedbuild import once

            def build(out: Path) -> None:
                import dataclasses

                from generator.model.localize import localize
                from generator.render import BuildOptions
                from generator.render.documents.renderer import document_html, html_to_pdf

                try:
                    loaded = load_game(folder)
                    if lang:
                        loaded = dataclasses.replace(loaded, game=localize(loaded.game, lang))
                    final = document_html(loaded, doc, BuildOptions(paper=paper))
                    data, _ = html_to_pdf(final, source)
                except Exception as exc:  # reported by every test of this document, built once
                    (out / "error.txt").write_text(f"{type(exc).__name__}: {exc}", encoding="utf-8")
                    self.built[key] = exc
                    return
                (out / "doc.pdf").write_bytes(data)
                (out / "doc.html").write_text(final.html, encoding="utf-8")

            out = once(self.root, f"{game}-{doc}-{paper}" + (f"-{lang}" if lang else ""), build)
            if key not in self.built:   # built here without error, or by another worker
                if (out / "error.txt").exists():
                    self.built[key] = RuntimeError("building the document failed in another test process: "
                                                   + (out / "error.txt").read_text(encoding="utf-8"))
                else:
                    self.built[key] = ((out / "doc.pdf").read_bytes(),
                                       (folder / source).read_text(encoding="utf-8"), load_game(folder),
                                       (out / "doc.html").read_text(encoding="utf-8"))
        result = self.built[key]
        if isinstance(result, Exception):
            raise result
        return result


@pytest.fixture(scope="session")
def shipped(tmp_path_factory) -> Shipped:
    from sharedbuild import shared_root

    return Shipped(shared_root(tmp_path_factory) / "documents")


@pytest.fixture(scope="session")
def pieces(tmp_path_factory):
    """Player boards, tokens and maps of the built-in games, each rendered once per session on first use."""
    from piecepdf import Built

    from sharedbuild import shared_root

    return Built(shared_root(tmp_path_factory) / "pieces", CONTENT)

"""`pnp build --reprint-since MANIFEST|REF`: the reprint sheets hold exactly the cards whose faces changed.

The game is `pnp new`'s (one deck, harvest: six cards, 18 copies). Between the
print run and now: one card's text is edited (all 4 of its copies are
reprinted), one card gets 2 more copies (just those 2), one loses a copy
(listed, not printed), and a card is added (its 3 copies). The sheets are read
back with pdfplumber: card names on the fronts, one back per front.
"""
from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pdfplumber
import pytest
from typer.testing import CliRunner

from generator.app.cli import app
from generator.app.scaffold import new_game

NAMES = ("Early Apple", "Golden Apple", "Green Pear", "Honey Pear", "Wild Plum", "Royal Plum", "Orchard Ladder")


def _pnp(project: Path, *args: str):
    old = os.getcwd()
    os.chdir(project)
    try:
        return CliRunner().invoke(app, ["build", "--no-check", "--only", "cards", "--jobs", "1", *args])
    finally:
        os.chdir(old)


def _names_on(pdf: Path) -> Counter:
    """How many times each card name is printed on the sheets."""
    with pdfplumber.open(io.BytesIO(pdf.read_bytes())) as doc:
        text = " ".join(" ".join((page.extract_text() or "").split()) for page in doc.pages)
    return Counter({name: text.count(name) for name in NAMES if text.count(name)})


def _edit(game: Path) -> None:
    csv = game / "cards" / "harvest.csv"
    text = csv.read_text(encoding="utf-8")
    for old, new in (("Swap this card with one in the orchard.", "Swap this card with any card in the orchard."),
                     ("plum-1,Wild Plum,4,", "plum-1,Wild Plum,6,"),
                     ("apple-2,Golden Apple,2,", "apple-2,Golden Apple,1,")):
        assert old in text
        text = text.replace(old, new)
    csv.write_text(text + "ladder,Orchard Ladder,3,Pear,1,Reach the top branch: take two cards.\n",
                   encoding="utf-8")
    yaml = game / "game.yaml"   # the box count follows, though this build does not check it
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("count: 18, kind: cards", "count: 22, kind: cards"))


def _check_reprint(out: Path, since: str) -> None:
    fronts, backs = out / "reprint" / "cards-harvest.pdf", out / "reprint" / "cards-harvest-backs.pdf"
    assert _names_on(fronts) == Counter({"Green Pear": 4, "Wild Plum": 2, "Orchard Ladder": 3})
    with pdfplumber.open(fronts) as f, pdfplumber.open(backs) as b:
        assert len(f.pages) == len(b.pages) == 1     # 9 cards: one poker sheet, and its backs
    changes = (out / "reprint" / "changes.md").read_text(encoding="utf-8")
    assert changes.splitlines()[0] == f"# Reprint of River v0.1: changes since {since}"
    assert [line for line in changes.splitlines() if line.startswith("- ")] == [   # in the deck's order
        "- fewer copies: Golden Apple (`apple-2`), 2 -> 1: take 1 out",
        "- changed: Green Pear (`pear-1`), 4 copies",
        "- more copies: Wild Plum (`plum-1`), 4 -> 6: print 2 more",
        "- new: Orchard Ladder (`ladder`), 3 copies"]
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    kinds = {e["path"]: e["kind"] for e in manifest["files"]}
    assert kinds["reprint/changes.md"] == "changelog" and kinds["reprint/cards-harvest.pdf"] == "cards"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return new_game("river", tmp_path).project


def test_reprint_since_a_kept_manifest_holds_exactly_the_changed_cards(project: Path, tmp_path: Path) -> None:
    assert _pnp(project).exit_code == 0
    out = project / "output" / "river"
    printed = tmp_path / "printed-manifest.json"
    shutil.copy(out / "manifest.json", printed)
    faces = next(e["faces"] for e in json.loads(printed.read_text())["files"] if e["path"] == "cards-harvest.pdf")
    assert set(faces) == {"apple-1", "apple-2", "pear-1", "pear-2", "plum-1", "plum-2"}
    _edit(project / "content" / "river")
    result = _pnp(project, "--reprint-since", str(printed))
    assert result.exit_code == 0, result.output
    _check_reprint(out, str(printed.resolve()))
    assert _names_on(out / "cards-harvest.pdf")["Orchard Ladder"] == 3     # the full deck is rebuilt as ever
    # without the option, the next build drops the reprint again
    assert _pnp(project).exit_code == 0
    assert not [p for p in (out / "reprint").rglob("*") if p.is_file()]
    assert not [e for e in json.loads((out / "manifest.json").read_text())["files"] if e["path"].startswith("reprint/")]


def test_reprint_since_a_git_revision(project: Path) -> None:
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.org"]
    subprocess.run(["git", "init", "-q"], cwd=project, check=True)
    subprocess.run([*git, "add", "-A"], cwd=project, check=True)
    subprocess.run([*git, "commit", "-qm", "printed"], cwd=project, check=True)
    _edit(project / "content" / "river")
    result = _pnp(project, "--reprint-since", "HEAD")
    assert result.exit_code == 0, result.output
    _check_reprint(project / "output" / "river", "HEAD")


def test_reprint_since_something_that_is_neither(project: Path) -> None:
    result = _pnp(project, "--reprint-since", "no-such-revision")
    assert result.exit_code == 2
    errors = [line for line in result.output.splitlines() if line.startswith(("error:", "  hint:"))]
    assert errors == ["error: --reprint-since no-such-revision: not a manifest file, and git says: fatal: not a git "
                      "repository (or any of the parent directories): .git",
                      "  hint: give the manifest.json of the build you printed, or a git revision (a commit, tag or "
                      "branch) of the repository that holds the game"]
    assert not (project / "output" / "river").exists()

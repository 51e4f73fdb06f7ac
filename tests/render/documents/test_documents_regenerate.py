"""Regenerating after an edit: change a number in a copy of a game's content (the table cell,
the engine rule and the worked example that states it) and both PDFs follow, with no hand edit
of rulebook.md or quickref.md, while `pnp check` stays clean."""
from __future__ import annotations

import io
import shutil
from pathlib import Path

import pypdf

from generator.check import check_game
from generator.load import load_game
from generator.render import BuildOptions
from generator.render.documents.renderer import document_html, html_to_pdf

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} in {path.name}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def pdfs(folder: Path) -> dict[str, tuple[bytes, str]]:
    loaded = load_game(folder)
    out = {}
    for doc in ("rulebook", "quickref"):
        data, _ = html_to_pdf(document_html(loaded, doc, BuildOptions()), f"{doc}.md")
        text = " ".join(" ".join((p.extract_text() or "").split()) for p in pypdf.PdfReader(io.BytesIO(data)).pages)
        out[doc] = (data, text)
    return out


def test_a_changed_number_reaches_both_pdfs_and_the_check_stays_clean(tmp_path: Path) -> None:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    before = pdfs(folder)
    for doc in ("rulebook", "quickref"):
        assert "Cards dealt 3 2 1" in before[doc][1]

    # the designer deals one card fewer: engine rule, table cells and the example's stated value
    edit(folder / "engine.py", "return 5 - players", "return 4 - players")
    edit(folder / "game.yaml", "values: [3, 2, 1]", "values: [2, 1, 0]")
    edit(folder / "game.yaml", "args: {players: 3}, expect: 2}", "args: {players: 3}, expect: 1}")
    edit(folder / "game.yaml", "each takes two cards.", "each takes one card.")   # the example's story (TXT004)
    findings = [f for f in check_game(load_game(folder)) if f.severity in ("error", "warning")]
    assert findings == []

    after = pdfs(folder)
    for doc in ("rulebook", "quickref"):
        assert after[doc][0] != before[doc][0]
        assert "Cards dealt 2 1 0" in after[doc][1] and "Cards dealt 3 2 1" not in after[doc][1]
    assert "at three players each takes 1 card." in after["rulebook"][1]  # {{ engine.cards_dealt(3) | counted }}
    assert "each takes 2 cards" in before["rulebook"][1]


def test_changing_the_engine_alone_is_caught_by_the_check(tmp_path: Path) -> None:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    edit(folder / "engine.py", "return 5 - players", "return 4 - players")
    rules = {f.rule for f in check_game(load_game(folder)) if f.severity == "error"}
    assert "TBL001" in rules  # the printed table no longer agrees: the build would stop

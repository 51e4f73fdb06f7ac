"""A remembered check (generator/app/check_cache.py): an unchanged game prints its last findings without being
loaded; any change to its files, to pnp or to the mode checks it again."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.app.cli import app

FIXTURES = Path(__file__).parents[1] / "fixtures" / "games"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A content folder with the clean game and two with known errors: card-text-row (TXT003, with the
    data's place as related location) and table-rule-changed (five rules, list values)."""
    monkeypatch.setenv("PNP_CACHE_DIR", str(tmp_path / "cache"))
    content = tmp_path / "content"
    for game in ("clean", "card-text-row", "table-rule-changed"):
        shutil.copytree(FIXTURES / game, content / game, ignore=shutil.ignore_patterns("__pycache__"))
    return content


def _check(content: Path, *args: str):
    return CliRunner().invoke(app, ["check", "--content", str(content), *args])


def _forbid_checking(monkeypatch: pytest.MonkeyPatch) -> None:
    import generator.check

    def refuse(*_a, **_k):
        raise AssertionError("the game was checked again")
    monkeypatch.setattr(generator.check, "check_game", refuse)


@pytest.mark.parametrize("fmt", ["text", "json", "sarif"])
def test_an_unchanged_game_prints_the_same_findings_without_being_checked(project: Path, fmt: str,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    first = _check(project, "--format", fmt)
    assert first.exit_code == 1
    _forbid_checking(monkeypatch)
    again = _check(project, "--format", fmt)
    assert (again.exit_code, again.output) == (first.exit_code, first.output)
    if fmt == "json":
        findings = json.loads(again.output)["findings"]
        (text,) = [f for f in findings if f["game"] == "card-text-row"]
        assert text["rule"] == "TXT003" and text["related"] is not None and (text["expected"], text["actual"]) == (2, "3")
        assert {f["rule"] for f in findings if f["game"] == "table-rule-changed"} == \
            {"INV001", "CMP002", "TBL001", "EXM001", "MAP008"}


def test_an_edited_file_is_checked_again(project: Path) -> None:
    assert _check(project).exit_code == 1
    yaml = project / "clean" / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("players: 2-4", "players: 2-4\nplayers: 2-5"),
                    encoding="utf-8")
    again = _check(project, "clean")
    assert again.exit_code == 2 and "game.yaml:" in again.output    # the duplicate key, found by a real load
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("players: 2-4\nplayers: 2-5", "players: 2-4"),
                    encoding="utf-8")
    assert _check(project, "clean").exit_code == 0


def test_an_unloadable_game_is_remembered_as_unusable(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (project / "clean" / "game.yaml").write_text("id: [\n", encoding="utf-8")
    first = _check(project, "clean")
    assert first.exit_code == 2
    _forbid_checking(monkeypatch)
    import generator.load.game

    monkeypatch.setattr(generator.load.game, "load_game", lambda *_a, **_k: (_ for _ in ()).throw(AssertionError))
    again = _check(project, "clean")
    assert (again.exit_code, again.output) == (2, first.output)


def test_strict_and_no_cache_and_an_empty_cache_setting_check_again(project: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    assert _check(project, "clean").exit_code == 0
    calls = []
    import generator.check

    real = generator.check.check_game
    monkeypatch.setattr(generator.check, "check_game", lambda *a, **k: calls.append(k) or real(*a, **k))
    assert _check(project, "clean", "--strict").exit_code == 0      # another mode, another entry
    assert _check(project, "clean", "--no-cache").exit_code == 0
    monkeypatch.setenv("PNP_CACHE_DIR", "")
    assert _check(project, "clean").exit_code == 0
    assert [k.get("strict") for k in calls] == [True, False, False]
    assert _check(project, "clean", "--strict").exit_code == 0 and len(calls) == 4   # cache off: checked


def test_pnp_itself_changed_checks_again(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.app import check_cache

    assert _check(project, "clean").exit_code == 0
    monkeypatch.setattr(check_cache, "toolchain_stamp", lambda: "another pnp")
    calls = []
    import generator.check

    real = generator.check.check_game
    monkeypatch.setattr(generator.check, "check_game", lambda *a, **k: calls.append(1) or real(*a, **k))
    assert _check(project, "clean").exit_code == 0 and calls == [1]


def test_the_stamp_follows_pnps_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An edited source file (size or modification time) changes the stamp; nothing else does."""
    import os

    from generator.app import check_cache

    before = check_cache.toolchain_stamp()
    assert check_cache.toolchain_stamp() == before
    source = Path(check_cache.__file__)
    stat = source.stat()
    try:
        os.utime(source, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
        assert check_cache.toolchain_stamp() != before
    finally:
        os.utime(source, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert check_cache.toolchain_stamp() == before


def test_a_cache_that_cannot_be_written_is_not_used(project: Path, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("PNP_CACHE_DIR", str(blocker))
    assert _check(project, "clean").exit_code == 0
    assert _check(project, "clean").exit_code == 0
    assert blocker.read_text(encoding="utf-8") == "x"


@pytest.mark.parametrize("damage", ["{not json", "[]", "7", '{"key": 1, "findings": [[]]}'])
def test_a_damaged_entry_is_checked_again(project: Path, tmp_path: Path, damage: str) -> None:
    # '[]' (valid JSON, no mapping) stopped every check with an AttributeError until the file was deleted (a
    # hostile-input probe)
    assert _check(project, "clean").exit_code == 0
    for entry in (tmp_path / "cache" / "check").glob("*.json"):
        entry.write_text(damage, encoding="utf-8")
    assert _check(project, "clean").exit_code == 0
    assert all(json.loads(e.read_text(encoding="utf-8"))["key"] for e in (tmp_path / "cache" / "check").glob("*.json"))


def test_a_file_written_during_a_check_keeps_its_findings_out_of_the_cache(project: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """The key is made before the game is loaded: an edit between the key and the load, undone before the
    check ends (an editor's undo, a `git checkout` and back), left the key naming the old bytes while the
    findings were those of the edit. The next check of the old bytes then printed the edit's findings."""
    import generator.load

    yaml = project / "clean" / "game.yaml"
    broken = yaml.read_text(encoding="utf-8").replace("players: 2-4", "players: 2-4\nplayers: 2-5")
    fixed = yaml.read_text(encoding="utf-8")
    yaml.write_text(broken, encoding="utf-8")
    real_load = generator.load.load_game

    def load_while_edited(folder, *args, **kwargs):   # the fixed file is there while the check reads the game
        yaml.write_text(fixed, encoding="utf-8")
        try:
            return real_load(folder, *args, **kwargs)
        finally:
            yaml.write_text(broken, encoding="utf-8")   # and undone before the check ends: the very same bytes

    monkeypatch.setattr(generator.load, "load_game", load_while_edited)
    assert _check(project, "clean").exit_code == 0     # it checked the fixed file
    monkeypatch.setattr(generator.load, "load_game", real_load)
    again = _check(project, "clean")
    assert again.exit_code == 2 and "game.yaml:" in again.output   # the duplicate key, as --no-cache finds it
    assert _check(project, "clean", "--no-cache").output == again.output
    _forbid_checking(monkeypatch)   # an undisturbed check is stored as before
    assert _check(project, "clean").output == again.output


def test_the_folder_state_sees_a_rewrite_of_the_same_bytes(tmp_path: Path) -> None:
    import os

    from generator.app.check_cache import folder_state

    (tmp_path / "a.txt").write_text("one", encoding="utf-8")
    (tmp_path / "__pycache__").mkdir()
    (tmp_path / "__pycache__" / "x.pyc").write_bytes(b"0")
    before = folder_state(tmp_path)
    assert [name for name, *_ in before] == ["a.txt"]
    (tmp_path / "__pycache__" / "x.pyc").write_bytes(b"1")   # Python's bytecode cache is not the game
    assert folder_state(tmp_path) == before
    st = os.stat(tmp_path / "a.txt")
    (tmp_path / "a.txt").write_text("one", encoding="utf-8")
    os.utime(tmp_path / "a.txt", ns=(st.st_atime_ns, st.st_mtime_ns))   # even with its old modification time
    assert folder_state(tmp_path) != before                          # the change time tells


def test_a_remembered_finding_keeps_the_rewrite_check_fix_may_make(tmp_path: Path) -> None:
    from generator.app import check_cache
    from generator.core.errors import Finding, Fix, Loc

    found = [Finding("REF001", "error", "clean", Loc("clean/game.yaml", 45, 21), "m", actual="Wod",
                     fix=Fix(Loc("clean/game.yaml", 45, 21), "Wod", "Wood", "name")),
             Finding("DOC001", "warning", "clean", Loc("clean/rulebook.md", 3, 6), "m",
                     fix=Fix(Loc("clean/rulebook.md", 3, 6), "2-4", "", "placeholder", "a variant's range")),
             Finding("TBL003", "warning", "clean", Loc("clean/game.yaml", 24, 9), "m")]
    folder = tmp_path / "clean"
    folder.mkdir()
    check_cache.remember(tmp_path / "cache", folder, False, "k", found, False)
    remembered = check_cache.recall(tmp_path / "cache", folder, False, "k")
    assert remembered is not None and remembered.findings == found

"""The content hash names a game folder's files and bytes: any rename, move, edit or new file changes it."""
from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import FIXTURES
from generator.app.cli import app
from generator.write.manifest import content_hash


def _folder(root: Path, files: dict[str, bytes]) -> Path:
    root.mkdir(parents=True)
    for name, data in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return root


BASE = {"game.yaml": b"id: t\n", "cards/market.csv": b"id,name\na,A\n", "engine.py": b"X = 1\n"}


def test_the_hash_is_sha256_of_each_file_name_and_bytes_in_name_order(tmp_path: Path) -> None:
    # docs/outputs.md: the files sorted by their path in the folder, each as "path NUL bytes NUL"
    folder = _folder(tmp_path / "g", BASE)
    expected = hashlib.sha256(b"cards/market.csv\0id,name\na,A\n\0" b"engine.py\0X = 1\n\0"
                              b"game.yaml\0id: t\n\0").hexdigest()
    assert content_hash(folder) == expected


@pytest.mark.parametrize("change", ["rename", "move", "edit", "add-empty", "swap-bytes", "delete"])
def test_every_kind_of_change_changes_the_hash(tmp_path: Path, change: str) -> None:
    before = content_hash(_folder(tmp_path / "a", BASE))
    files = dict(BASE)
    if change == "rename":
        files["engine2.py"] = files.pop("engine.py")
    elif change == "move":
        files["layouts/market.csv"] = files.pop("cards/market.csv")
    elif change == "edit":
        files["engine.py"] = b"X = 2\n"
    elif change == "add-empty":
        files["notes.txt"] = b""
    elif change == "swap-bytes":
        files["engine.py"], files["game.yaml"] = files["game.yaml"], files["engine.py"]
    else:
        del files["engine.py"]
    assert content_hash(_folder(tmp_path / "b", files)) != before


def test_a_large_file_counts_to_its_last_byte(tmp_path: Path) -> None:
    # art files run to megabytes: a change at the end of one (a retouched corner) must still be a new hash
    picture = bytes(range(256)) * 4096                   # 1 MiB
    before = content_hash(_folder(tmp_path / "a", {"art/board.png": picture}))
    after = content_hash(_folder(tmp_path / "b", {"art/board.png": picture[:-1] + b"\x00"}))
    assert before != after
    assert before == hashlib.sha256(b"art/board.png\0" + picture + b"\0").hexdigest()


def test_a_name_and_its_bytes_cannot_trade_characters(tmp_path: Path) -> None:
    # "ab" holding "c" and "a" holding "bc" are different folders, though their letters run the same
    assert content_hash(_folder(tmp_path / "a", {"ab": b"c"})) != content_hash(_folder(tmp_path / "b", {"a": b"bc"}))
    assert content_hash(_folder(tmp_path / "c", {"a": b"x", "b": b""})) != \
        content_hash(_folder(tmp_path / "d", {"a": b"", "b": b"x"}))


def test_the_hash_does_not_depend_on_where_the_folder_is_or_on_caches(tmp_path: Path) -> None:
    one = _folder(tmp_path / "one", BASE)
    two = _folder(tmp_path / "deeper" / "two", dict(reversed(list(BASE.items()))))
    (two / "__pycache__").mkdir()
    (two / "__pycache__" / "engine.cpython-311.pyc").write_bytes(b"\0compiled")
    (two / "cards" / "__pycache__").mkdir()
    (two / "cards" / "__pycache__" / "x.pyc").write_bytes(b"\1")
    assert content_hash(one) == content_hash(two)


def test_a_build_is_out_of_date_after_a_rename_and_up_to_date_again_after_undoing_it(tmp_path: Path) -> None:
    from generator.load import load_game
    from generator.app.status import build_status

    game, out = tmp_path / "content" / "clean", tmp_path / "out"
    shutil.copytree(FIXTURES / "clean", game, ignore=shutil.ignore_patterns("__pycache__"))
    (game / "notes.md").write_text("A designer's note.\n", encoding="utf-8")
    built = CliRunner().invoke(app, ["build", "clean", "--content", str(game.parent), "--out", str(out)])
    assert built.exit_code == 0, built.output
    assert build_status(load_game(game), out).startswith("up to date")
    (game / "notes.md").rename(game / "notes-old.md")
    assert build_status(load_game(game), out).startswith("out of date")
    (game / "notes-old.md").rename(game / "notes.md")
    assert build_status(load_game(game), out).startswith("up to date")


def test_list_says_out_of_date_when_a_built_file_is_gone_or_changed(tmp_path: Path) -> None:
    # a hostile-input probe: `pnp list` said "up to date" with a card sheet deleted or a PDF overwritten, and "not
    # built yet" beside 24 files when manifest.json was damaged (pnp build itself noticed and rendered again)
    from generator.load import load_game
    from generator.app.status import build_status

    game, out = tmp_path / "content" / "clean", tmp_path / "out"
    shutil.copytree(FIXTURES / "clean", game, ignore=shutil.ignore_patterns("__pycache__"))
    built = CliRunner().invoke(app, ["build", "clean", "--content", str(game.parent), "--out", str(out), "--only",
                                     "cards"])
    assert built.exit_code == 0, built.output
    loaded = load_game(game)
    assert build_status(loaded, out).startswith("up to date")
    (out / "clean" / "cards-market-backs.pdf").unlink()
    (out / "clean" / "cards-market.pdf").write_bytes(b"x")
    count = len(json.loads((out / "clean" / "manifest.json").read_text(encoding="utf-8"))["files"])
    assert build_status(loaded, out) == (f"out of date: 2 of its {count} files are missing or changed since the last "
                                         f"build (in {out / 'clean'})")
    (out / "clean" / "manifest.json").write_text("{not json", encoding="utf-8")
    manifest = out / "clean" / "manifest.json"
    assert build_status(loaded, out) == f"out of date: its manifest.json cannot be read ({manifest}); pnp build writes it again"

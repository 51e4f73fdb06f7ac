"""render/inputs.py: the toolchain digest every unit's inputs hash starts from, remembered under a stamp."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from generator.render import inputs


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A stand-in pnp (generator/, templates/, fonts/) and an empty cache folder."""
    root = tmp_path / "pnp"
    for rel, text in (("generator/a.py", "A = 1\n"), ("templates/t.html", "<p>{{ x }}</p>\n"),
                      ("fonts/README.md", "fonts\n")):
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    monkeypatch.setattr(inputs, "PACKAGE_ROOT", root)
    monkeypatch.setenv("PNP_CACHE_DIR", str(tmp_path / "cache"))
    return root


def _entries(tree: Path) -> list[Path]:
    return sorted((tree.parent / "cache" / "toolchain").glob("*.txt"))


def test_a_remembered_digest_is_the_hashed_one_and_is_used(tree: Path) -> None:
    first = inputs.toolchain_digest()
    assert first == inputs._hashed_toolchain()
    [entry] = _entries(tree)
    assert entry.read_text(encoding="ascii").strip() == first
    entry.write_text("f" * 64 + "\n", encoding="ascii")   # proof the next call reads the entry, not the files
    assert inputs.toolchain_digest() == "f" * 64


def test_an_edit_of_pnp_keeping_its_size_is_hashed_again(tree: Path) -> None:
    before = inputs.toolchain_digest()
    source = tree / "generator" / "a.py"
    stat = source.stat()
    source.write_text("A = 2\n", encoding="utf-8")   # same size: only the modification time tells
    os.utime(source, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    after = inputs.toolchain_digest()
    assert after != before and after == inputs._hashed_toolchain() and len(_entries(tree)) == 2


def test_a_damaged_entry_is_not_trusted(tree: Path) -> None:
    inputs.toolchain_digest()
    [entry] = _entries(tree)
    entry.write_text("not a digest\n", encoding="ascii")
    assert inputs.toolchain_digest() == inputs._hashed_toolchain()
    assert entry.read_text(encoding="ascii").strip() == inputs._hashed_toolchain()   # written again, whole


def test_no_cache_folder_remembers_nothing(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PNP_CACHE_DIR", "")
    assert inputs.toolchain_digest() == inputs._hashed_toolchain()
    assert not (tree.parent / "cache").exists()


def test_an_unwritable_cache_is_not_used(tree: Path) -> None:
    (tree.parent / "cache").write_text("a file where the folder should be\n", encoding="utf-8")
    assert inputs.toolchain_digest() == inputs._hashed_toolchain()


def test_old_entries_beyond_the_kept_number_go(tree: Path) -> None:
    folder = tree.parent / "cache" / "toolchain"
    folder.mkdir(parents=True)
    for i in range(inputs._KEPT_STAMPS + 3):
        old = folder / f"{i:064x}.txt"
        old.write_text("0" * 64 + "\n", encoding="ascii")
        os.utime(old, ns=(i * 10**9, i * 10**9))
    inputs.toolchain_digest()
    left = _entries(tree)
    assert len(left) == inputs._KEPT_STAMPS + 1
    assert folder / f"{0:064x}.txt" not in left and folder / f"{inputs._KEPT_STAMPS + 2:064x}.txt" in left

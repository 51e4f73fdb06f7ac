"""The writer's bookkeeping: page counts read from PDFs of known length, the manifest entry of each file,
the paths it refuses, and what a commit or an abort leaves in output/<game>/."""
from __future__ import annotations

import hashlib
import io
import json
import zlib
from pathlib import Path

import pytest

from generator.write.manifest import MANIFEST, count_pages
from generator.write.writer import OutputWriter, WriteError


def _reportlab_pdf(pages: int) -> bytes:
    from reportlab.pdfgen.canvas import Canvas

    buffer = io.BytesIO()
    c = Canvas(buffer)
    for i in range(pages):
        c.drawString(100, 100, f"page {i + 1}")
        c.showPage()
    c.save()
    return buffer.getvalue()


def _object_stream_pdf(count: int, kids: int) -> bytes:
    """A PDF whose page tree sits only inside a compressed object stream (as PDF 1.5 writers do)."""
    body = (f"2 0 3 60 << /Type /Pages /Kids [3 0 R] /Count {count} >> "
            f"<< /Type /Page /Parent 2 0 R >>" + " << /Type /Page >>" * (kids - 1)).encode()
    stream = zlib.compress(body)
    return (b"%PDF-1.5\n1 0 obj\n<< /Type /ObjStm /N 2 /First 8 /Filter /FlateDecode /Length "
            + str(len(stream)).encode() + b" >>\nstream\n" + stream + b"\nendstream\nendobj\n%%EOF\n")


@pytest.mark.parametrize("pages", [1, 3, 7])
def test_a_pdfs_pages_are_counted(pages: int) -> None:
    assert count_pages("cards-x.pdf", _reportlab_pdf(pages)) == pages
    assert count_pages("CARDS-X.PDF", _reportlab_pdf(pages)) == pages


def test_pages_are_read_from_a_compressed_page_tree() -> None:
    assert count_pages("rulebook.pdf", _object_stream_pdf(count=12, kids=1)) == 12


def test_the_root_of_a_nested_page_tree_counts_every_page() -> None:
    data = (b"%PDF-1.4\n1 0 obj << /Type /Pages /Kids [2 0 R 3 0 R] /Count 5 >> endobj\n"
            b"2 0 obj << /Type /Pages /Count 2 /Parent 1 0 R >> endobj\n"
            b"3 0 obj << /Count 3 /Type /Pages /Parent 1 0 R >> endobj\n")
    assert count_pages("a.pdf", data) == 5


def test_without_a_page_tree_page_objects_are_counted() -> None:
    data = b"%PDF-1.4\n" + b"<< /Type /Page /MediaBox [0 0 10 10] >>\n" * 4 + b"<< /Type /Pages >>\n"
    assert count_pages("a.pdf", data) == 4
    assert count_pages("a.pdf", b"%PDF-1.4\nnothing here\n") == 1


def test_other_files_are_one_page() -> None:
    assert count_pages("png/deck/card.png", _reportlab_pdf(3)) == 1
    assert count_pages("tts/deck.json", b"{}") == 1


def test_each_written_file_gets_its_manifest_entry(tmp_path: Path) -> None:
    writer = OutputWriter(tmp_path, "g")
    data = _reportlab_pdf(2)
    path = writer.write("sub/cards-a.pdf", data, "cards", deck="a")
    assert path == (tmp_path / "g" / "sub" / "cards-a.pdf").resolve()
    assert writer.stage.parent == tmp_path.resolve() and writer.stage.name.startswith(".g.")
    assert (writer.stage / "sub" / "cards-a.pdf").read_bytes() == data
    assert not (tmp_path / "g").exists()   # nothing reaches output/g/ before commit()
    (entry,) = writer.entries
    assert entry == {"path": "sub/cards-a.pdf", "kind": "cards", "bytes": len(data),
                     "sha256": hashlib.sha256(data).hexdigest(), "pages": 2, "deck": "a"}


def test_a_file_written_in_place_is_recorded_like_one_written_through_the_writer(tmp_path: Path) -> None:
    writer = OutputWriter(tmp_path, "g")
    staged = writer.staged("maps/map.pdf")
    assert staged == writer.stage / "maps" / "map.pdf" and staged.parent.is_dir()
    data = _reportlab_pdf(3)
    staged.write_bytes(data)
    writer.record("maps/map.pdf", "map", paper="a3")
    assert writer.entries == [{"path": "maps/map.pdf", "kind": "map", "bytes": len(data),
                               "sha256": hashlib.sha256(data).hexdigest(), "pages": 3, "paper": "a3"}]


@pytest.mark.parametrize("rel,words", [("../escape.pdf", "outside output/g/"), ("/tmp/x.pdf", "outside output/g/"),
                                       (MANIFEST, "or reserved")])
def test_paths_outside_the_game_folder_or_the_manifest_are_refused(tmp_path: Path, rel: str, words: str) -> None:
    writer = OutputWriter(tmp_path, "g")
    with pytest.raises(WriteError, match=words):
        writer.write(rel, b"x", "cards")
    assert writer.entries == []


def test_a_file_is_written_once_per_build_and_kinds_are_known(tmp_path: Path) -> None:
    writer = OutputWriter(tmp_path, "g")
    writer.write("a.pdf", b"x", "cards")
    with pytest.raises(WriteError, match="twice in one build"):
        writer.write("a.pdf", b"y", "cards")
    with pytest.raises(WriteError, match="twice in one build"):
        writer.staged("./a.pdf")
    with pytest.raises(WriteError, match="unknown output kind 'poster'"):
        writer.write("b.pdf", b"x", "poster")
    assert [e["path"] for e in writer.entries] == ["a.pdf"]


def test_a_new_writer_starts_from_an_empty_stage_and_clears_what_killed_builds_left(tmp_path: Path) -> None:
    killed = OutputWriter(tmp_path, "g")
    (killed.stage / "left-over.pdf").write_bytes(b"old")
    killed._lock.release()   # the process died: its lock is gone, its staging folder is not
    (tmp_path / ".g.partial").mkdir()   # an earlier version's staging folder
    (tmp_path / ".g.partial" / "left-over.pdf").write_bytes(b"old")
    writer = OutputWriter(tmp_path, "g")
    assert list(writer.stage.iterdir()) == []
    assert not killed.stage.exists() and not (tmp_path / ".g.partial").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([writer.stage.name, ".g.lock"])


def test_commit_moves_files_in_drops_outputs_no_longer_made_and_writes_a_sorted_manifest(tmp_path: Path) -> None:
    first = OutputWriter(tmp_path, "g")
    first.write("old.pdf", b"old", "cards")
    first.write("kept.pdf", b"v1", "cards")
    first.commit({"game": "g"})
    (tmp_path / "g" / "notes.txt").write_text("mine", encoding="utf-8")   # not pnp's: never touched
    second = OutputWriter(tmp_path, "g")
    second.write("z.pdf", b"z", "rulebook")
    second.write("kept.pdf", b"v2", "cards")
    manifest_path = second.commit({"game": "g", "content_hash": "abc"})
    folder = tmp_path / "g"
    assert manifest_path == folder / MANIFEST
    assert sorted(p.name for p in folder.iterdir()) == ["kept.pdf", MANIFEST, "notes.txt", "z.pdf"]
    assert (folder / "kept.pdf").read_bytes() == b"v2"
    text = manifest_path.read_text(encoding="utf-8")
    manifest = json.loads(text)
    assert text.endswith("}\n") and manifest["content_hash"] == "abc" and manifest["game"] == "g"
    assert [f["path"] for f in manifest["files"]] == ["kept.pdf", "z.pdf"]
    assert not second.stage.exists() and not (folder / (MANIFEST + ".tmp")).exists()
    assert [p.name for p in tmp_path.iterdir()] == ["g"]   # no staging folder, old build or lock left


def test_a_broken_previous_manifest_does_not_stop_a_commit(tmp_path: Path) -> None:
    (tmp_path / "g").mkdir()
    (tmp_path / "g" / MANIFEST).write_text("{not json", encoding="utf-8")
    (tmp_path / "g" / "a.pdf").write_bytes(b"old")
    writer = OutputWriter(tmp_path, "g")
    writer.write("b.pdf", b"new", "cards")
    writer.commit({"game": "g"})
    assert (tmp_path / "g" / "a.pdf").read_bytes() == b"old"     # unknown to any manifest: left alone
    assert json.loads((tmp_path / "g" / MANIFEST).read_text())["files"][0]["path"] == "b.pdf"


def test_abort_leaves_the_last_good_output_as_it_was(tmp_path: Path) -> None:
    good = OutputWriter(tmp_path, "g")
    good.write("a.pdf", b"good", "cards")
    good.commit({"game": "g"})
    before = {p.name: p.read_bytes() for p in (tmp_path / "g").iterdir()}
    failed = OutputWriter(tmp_path, "g")
    failed.write("a.pdf", b"half", "cards")
    failed.abort()
    assert {p.name: p.read_bytes() for p in (tmp_path / "g").iterdir()} == before
    assert not failed.stage.exists()


def _stream(body: bytes) -> bytes:
    """One compressed object stream, as a PDF 1.5 writer puts it."""
    data = zlib.compress(body)
    return (b"1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length " + str(len(data)).encode()
            + b" >>\nstream\n" + data + b"\nendstream\nendobj\n")


def test_every_object_stream_is_read_for_the_page_tree_whatever_the_ones_before_it_hold() -> None:
    tree = b"2 0 << /Type /Pages /Kids [3 0 R] /Count 9 >>"
    # a stream that is not zlib at all, then the page tree: 9 pages
    broken = b"1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length 12 >>\nstream\nnot deflated\nendstream\nendobj\n"
    assert count_pages("a.pdf", b"%PDF-1.5\n" + broken + _stream(tree) + b"%%EOF\n") == 9
    # the page tree, then a stream of fonts and no tree: still 9
    fonts = b"4 0 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
    assert count_pages("a.pdf", b"%PDF-1.5\n" + _stream(tree) + _stream(fonts) + b"%%EOF\n") == 9


def test_files_are_staged_in_folders_of_any_depth(tmp_path: Path) -> None:
    writer = OutputWriter(tmp_path, "g")
    writer.write("png/market/fronts/woodcutter.png", b"front", "png")
    first = writer.staged("tts/market/sheet-1.png")
    first.write_bytes(b"sheet")
    second = writer.staged("tts/market/sheet-2.png")    # the same folder again
    assert (first.parent, second.parent) == (writer.stage / "tts" / "market", writer.stage / "tts" / "market")
    second.write_bytes(b"sheet 2")
    writer.record("tts/market/sheet-1.png", "tts")
    writer.record("tts/market/sheet-2.png", "tts")
    writer.commit({"game": "g"})
    assert (tmp_path / "g" / "png" / "market" / "fronts" / "woodcutter.png").read_bytes() == b"front"
    assert (tmp_path / "g" / "tts" / "market" / "sheet-2.png").read_bytes() == b"sheet 2"


def test_a_file_that_cannot_be_written_is_named_at_its_place_in_the_output(tmp_path: Path) -> None:
    from generator.core.errors import OutputError

    writer = OutputWriter(tmp_path, "g")
    writer.write("cards.pdf", b"%PDF", "cards")
    with pytest.raises(OutputError) as caught:        # a file stands where its folder would go
        writer.write("cards.pdf/backs.pdf", b"%PDF", "cards")
    shown = tmp_path.resolve() / "g" / "cards.pdf" / "backs.pdf"
    assert str(caught.value).startswith(f"cannot write {shown}: ")
    assert "(EEXIST)" in str(caught.value) or "(ENOTDIR)" in str(caught.value)
    writer.abort()


def test_a_commit_or_an_abort_marks_the_writer_finished_and_frees_the_game(tmp_path: Path) -> None:
    writer = OutputWriter(tmp_path, "g")
    assert writer.finished is False
    writer.abort()
    assert writer.finished is True
    again = OutputWriter(tmp_path, "g")     # the lock was released
    again.write("a.pdf", b"%PDF", "cards")
    again.commit({"game": "g"})
    assert again.finished is True


def _previous(tmp_path: Path) -> dict:
    """A committed build of game g with three files; its manifest."""
    writer = OutputWriter(tmp_path, "g")
    writer.write("tokens.pdf", b"%PDF tokens", "tokens", pages=2)
    writer.write("png/market/quarry.png", b"quarry", "png")
    writer.write("map.pdf", b"%PDF map", "map")
    writer.commit({"game": "g"})
    return json.loads((tmp_path / "g" / MANIFEST).read_text(encoding="utf-8"))


def test_keep_carries_an_unchanged_file_and_its_entry_into_the_new_build(tmp_path: Path) -> None:
    before = {e["path"]: e for e in _previous(tmp_path)["files"]}
    writer = OutputWriter(tmp_path, "g")
    assert writer.keep("tokens.pdf") is True
    assert writer.keep("png/market/quarry.png") is True         # in a folder the stage does not have yet
    assert (writer.stage / "png" / "market" / "quarry.png").read_bytes() == b"quarry"
    with pytest.raises(WriteError, match="twice"):
        writer.keep("tokens.pdf")
    writer.write("map.pdf", b"%PDF map 2", "map")
    writer.commit({"game": "g"})
    after = {e["path"]: e for e in json.loads((tmp_path / "g" / MANIFEST).read_text(encoding="utf-8"))["files"]}
    assert after["tokens.pdf"] == before["tokens.pdf"] == {
        "path": "tokens.pdf", "kind": "tokens", "bytes": 11, "sha256": hashlib.sha256(b"%PDF tokens").hexdigest(),
        "pages": 2}
    assert after["png/market/quarry.png"] == before["png/market/quarry.png"]
    assert (tmp_path / "g" / "tokens.pdf").read_bytes() == b"%PDF tokens"


def test_keep_refuses_what_the_previous_build_did_not_leave_as_it_listed(tmp_path: Path) -> None:
    _previous(tmp_path)
    final = tmp_path / "g"
    (final / "map.pdf").write_bytes(b"%PDF edited")              # changed since: its digest differs
    (final / "png" / "market" / "quarry.png").unlink()
    (tmp_path / "elsewhere.png").write_bytes(b"quarry")            # the same bytes, but behind a link
    (final / "png" / "market" / "quarry.png").symlink_to(tmp_path / "elsewhere.png")
    (final / "notes.pdf").write_bytes(b"mine")                    # never in the manifest
    writer = OutputWriter(tmp_path, "g")
    assert [writer.keep(rel) for rel in ("map.pdf", "png/market/quarry.png", "notes.pdf", "gone.pdf")] == \
        [False, False, False, False]
    assert not (writer.stage / "map.pdf").exists()                # the mismatching copy is not left staged
    assert writer.entries == []
    writer.write("map.pdf", b"%PDF map 3", "map")                # so it can be rendered anew
    writer.commit({"game": "g"})
    assert (final / "map.pdf").read_bytes() == b"%PDF map 3"


def test_keep_of_a_previous_manifest_with_odd_entries_finds_only_real_ones(tmp_path: Path) -> None:
    manifest = _previous(tmp_path)
    quarry = next(e for e in manifest["files"] if e["path"] == "png/market/quarry.png")
    manifest["files"] = ["tokens.pdf", {"path": "map.pdf"}, quarry]   # a bare name, an entry without a digest
    (tmp_path / "g" / MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    writer = OutputWriter(tmp_path, "g")
    assert [writer.keep(rel) for rel in ("tokens.pdf", "map.pdf", "png/market/quarry.png")] == [False, False, True]
    writer.abort()


def test_keep_finds_nothing_for_a_game_never_built(tmp_path: Path) -> None:
    writer = OutputWriter(tmp_path, "g")
    assert writer.previous == {} and writer.keep("tokens.pdf") is False
    writer.abort()


def test_keep_copies_the_file_where_a_hard_link_cannot_be_made(tmp_path: Path, monkeypatch) -> None:
    import errno
    import os

    _previous(tmp_path)

    def refuse(source, target):
        raise OSError(errno.EXDEV, "Invalid cross-device link")

    monkeypatch.setattr(os, "link", refuse)
    writer = OutputWriter(tmp_path, "g")
    assert writer.keep("tokens.pdf") is True
    staged = writer.stage / "tokens.pdf"
    assert staged.read_bytes() == b"%PDF tokens"
    assert staged.stat().st_ino != (tmp_path / "g" / "tokens.pdf").stat().st_ino     # a copy, not a link
    writer.abort()


def test_a_file_that_cannot_be_kept_is_named_at_its_place_in_the_output(tmp_path: Path) -> None:
    from generator.core.errors import OutputError

    _previous(tmp_path)
    writer = OutputWriter(tmp_path, "g")
    writer.write("png", b"a file where the folder goes", "png")
    with pytest.raises(OutputError) as caught:
        writer.keep("png/market/quarry.png")
    shown = tmp_path.resolve() / "g" / "png" / "market" / "quarry.png"
    assert str(caught.value).startswith(f"cannot write {shown}: ")
    assert "(EEXIST)" in str(caught.value) or "(ENOTDIR)" in str(caught.value)
    writer.abort()

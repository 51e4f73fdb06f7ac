"""The writer's bookkeeping: page counts read from PDFs of known length, the manifest entry of each file,
the paths it refuses, and what a commit or an abort leaves in output/<game>/."""
from __future__ import annotations

import hashlib
import io
import json
import zlib
from pathlib import Path

import pytest

from generator.write import MANIFEST, OutputWriter, WriteError, count_pages


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

"""What a build records of its output: manifest.json's name, the kinds of file it lists, each file's page count,
the game folder's content hash, and a previous build's manifest read back.

The writer (write/writer.py) records each file it writes here; the build reads a previous manifest to carry
unchanged units over, and `pnp list` and the check cache hash a game folder the same way.
"""
from __future__ import annotations

import hashlib
import json
import re
import zlib
from pathlib import Path
from typing import Any

MANIFEST = "manifest.json"
KINDS = ("cards", "cards-backs", "board", "pads", "tokens", "map", "quickref", "rulebook", "png", "tts", "shop",
         "changelog", "report", "gallery")


def content_hash(folder: Path) -> str:
    """SHA-256 over every file of a game folder (names and bytes), so outputs name their source."""
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        digest.update(path.relative_to(folder).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


_OBJECT_STREAM = re.compile(rb"/Type\s*/ObjStm[^>]*>>\s*stream\r?\n")
_PAGE_OBJECT = re.compile(rb"/Type\s*/Page(?![a-zA-Z])")
_PAGES_COUNT = re.compile(rb"/Type\s*/Pages\b[^>]*?/Count\s+(\d+)|/Count\s+(\d+)[^>]*?/Type\s*/Pages\b")


def count_pages(rel: str, data: bytes) -> int:
    """Pages of an output file for the manifest: a PDF's page count, 1 for any other file.

    Renderers may pass pages= themselves (it then wins); this default reads the
    page tree, or counts page objects when the tree sits in a compressed stream.
    """
    if not rel.lower().endswith(".pdf"):
        return 1
    counts = [int(a or b) for a, b in _PAGES_COUNT.findall(data)]
    if not counts:   # the page tree may sit in a compressed object stream (PDF 1.5+)
        for match in _OBJECT_STREAM.finditer(data):
            try:
                inflated = zlib.decompressobj().decompress(data[match.end():])
            except zlib.error:
                continue
            counts += [int(a or b) for a, b in _PAGES_COUNT.findall(inflated)]
    if counts:
        return max(counts)
    return len(_PAGE_OBJECT.findall(data)) or 1



def read_manifest(path: Path) -> dict[str, Any]:
    """A previous build's manifest.json, or {} when it is missing or unreadable (the build then renders all)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def file_intact(folder: Path, entry: Any) -> bool:
    """A manifest's file entry is still as the build wrote it: there, a plain file, of its recorded size (what
    `pnp build` trusts before keeping a file, and `pnp list` before saying a build is up to date)."""
    if not isinstance(entry, dict):
        return False
    path = folder / str(entry.get("path", ""))
    return path.is_file() and not path.is_symlink() and path.stat().st_size == entry.get("bytes")

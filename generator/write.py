"""Write stage: the one writer that owns output/<game>/.

Files are staged in a hidden folder and moved into place only when the whole
build succeeded, each with an atomic rename, and manifest.json is written last:
a failed or interrupted build never leaves a half-written or broken file where
a good one was.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import zlib
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import GeneratorError

MANIFEST = "manifest.json"
KINDS = ("cards", "cards-backs", "board", "pads", "tokens", "map", "quickref", "rulebook", "png", "tts", "shop",
         "changelog")


class WriteError(GeneratorError):
    """The writer refused a path or a second write of one file."""


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


@dataclass
class OutputWriter:
    """Stages a game's files, then commits them into output/<game>/ with a manifest."""

    out_root: Path
    game: str
    entries: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.final = (self.out_root / self.game).resolve()
        self.stage = (self.out_root / f".{self.game}.partial").resolve()
        if self.stage.exists():
            shutil.rmtree(self.stage)
        self.stage.mkdir(parents=True)

    def _target(self, rel: str) -> Path:
        target = (self.stage / rel).resolve()
        if self.stage not in target.parents or rel == MANIFEST:
            raise WriteError(f"refusing to write '{rel}': outside output/{self.game}/ or reserved")
        if any(e["path"] == Path(rel).as_posix() for e in self.entries):
            raise WriteError(f"refusing to write '{rel}' twice in one build")
        return target

    def write(self, rel: str, data: bytes, kind: str, **meta: Any) -> Path:
        """Stage one output file and record it for the manifest."""
        if kind not in KINDS:
            raise WriteError(f"unknown output kind '{kind}'")
        target = self._target(rel)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        self.entries.append({"path": Path(rel).as_posix(), "kind": kind, "bytes": len(data),
                             "sha256": hashlib.sha256(data).hexdigest(), "pages": count_pages(rel, data), **meta})
        return self.final / rel

    def staged(self, rel: str) -> Path:
        """A staged path a renderer may write to directly (then call record())."""
        target = self._target(rel)
        target.parent.mkdir(parents=True, exist_ok=True)
        return target

    def record(self, rel: str, kind: str, **meta: Any) -> None:
        data = (self.stage / rel).read_bytes()
        self.entries.append({"path": Path(rel).as_posix(), "kind": kind, "bytes": len(data),
                             "sha256": hashlib.sha256(data).hexdigest(), "pages": count_pages(rel, data), **meta})

    def commit(self, header: dict[str, Any]) -> Path:
        """Move every staged file into place, remove outputs no longer produced, write the manifest."""
        self.final.mkdir(parents=True, exist_ok=True)
        old = self._previous_files()
        for entry in self.entries:
            src, dst = self.stage / entry["path"], self.final / entry["path"]
            dst.parent.mkdir(parents=True, exist_ok=True)
            os.replace(src, dst)
        keep = {e["path"] for e in self.entries}
        for rel in old - keep:
            stale = self.final / rel
            if stale.is_file() and self.final in stale.resolve().parents:
                stale.unlink()
        manifest = {**header, "files": sorted(self.entries, key=lambda e: e["path"])}
        tmp = self.final / (MANIFEST + ".tmp")
        tmp.write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        os.replace(tmp, self.final / MANIFEST)
        shutil.rmtree(self.stage, ignore_errors=True)
        return self.final / MANIFEST

    def abort(self) -> None:
        shutil.rmtree(self.stage, ignore_errors=True)

    def _previous_files(self) -> set[str]:
        path = self.final / MANIFEST
        try:
            return {f["path"] for f in json.loads(path.read_text(encoding="utf-8")).get("files", [])}
        except (OSError, ValueError, AttributeError, TypeError):
            return set()

"""Write stage: the one writer that owns output/<game>/.

Each build stages its files in a fresh hidden folder (`output/.<game>.stage-*`)
while holding a lock on the game's output, writes manifest.json there last, and
then swaps the whole folder into place in one step: a reader of
`output/<game>/` sees the old build or the new one, never a mix, however the
build ends (see output_folder.py and docs/safety.md). A second build
of the same game into the same folder is refused while the first runs.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.errors import GeneratorError, os_error
from .manifest import KINDS, MANIFEST, count_pages, read_manifest
from .output_folder import GameLock, clean_stale, new_stage, remove_tree, swap_into_place


class WriteError(GeneratorError):
    """The writer refused a path or a second write of one file."""


# Staging folders of this process not yet swapped into place or removed, with their game: what an interrupted
# run names in its last message, since the next build of the game is what removes them then.
OPEN_STAGES: dict[Path, str] = {}


def stages_left() -> dict[Path, str]:
    """The staging folders this process made that are still on disk (none after a clean stop)."""
    return {stage: game for stage, game in OPEN_STAGES.items() if stage.exists()}


@dataclass
class OutputWriter:
    """Stages one build of a game, then commits it as a whole into output/<game>/ with a manifest.

    Creating a writer takes the game's output lock (refusing if another build
    holds it) and clears what killed builds left; commit() or abort() releases it.
    """

    out_root: Path
    game: str
    entries: list[dict[str, Any]] = field(default_factory=list)
    finished: bool = field(default=False, init=False)   # committed or aborted: the lock is released

    def __post_init__(self) -> None:
        root = Path(self.out_root)
        try:
            root.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise os_error(exc, root, "create the output folder") from None
        if not root.is_dir():
            raise os_error(OSError(20, "not a folder", str(root)), root, "write into")
        self.final = root.resolve() / self.game
        if self.final.is_symlink() or (self.final.exists() and not self.final.is_dir()):
            raise os_error(OSError(20, "not a folder", str(self.final)), self.final, "build into")
        self._lock = GameLock(root / f".{self.game}.lock", self.game)
        self._lock.acquire()
        try:
            clean_stale(root, self.game)
            self.stage = new_stage(root, self.game).resolve()
            OPEN_STAGES[self.stage] = self.game
        except OSError as exc:
            self._lock.release()
            raise os_error(exc, root, "prepare a staging folder in") from None
        except BaseException:
            self._lock.release()
            raise
        self.previous = read_manifest(self.final / MANIFEST)

    def _target(self, rel: str) -> Path:
        target = (self.stage / rel).resolve()
        if self.stage not in target.parents or rel == MANIFEST:
            raise WriteError(f"refusing to write '{rel}': outside output/{self.game}/ or reserved")
        if any(e["path"] == Path(rel).as_posix() for e in self.entries):
            raise WriteError(f"refusing to write '{rel}' twice in one build")
        return target

    def _shown(self, rel: str) -> Path:
        return self.final / rel

    def write(self, rel: str, data: bytes, kind: str, **meta: Any) -> Path:
        """Stage one output file and record it for the manifest."""
        if kind not in KINDS:
            raise WriteError(f"unknown output kind '{kind}'")
        target = self._target(rel)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        except OSError as exc:
            raise os_error(exc, self._shown(rel)) from None
        self.entries.append({"path": Path(rel).as_posix(), "kind": kind, "bytes": len(data),
                             "sha256": hashlib.sha256(data).hexdigest(), "pages": count_pages(rel, data), **meta})
        return self.final / rel

    def keep(self, rel: str) -> bool:
        """Carry a file of the previous build over unchanged (hard link, else copy), with its manifest entry.

        Returns False when the previous build has no such file, or the file no
        longer matches its manifest entry: the caller must then render it anew.
        """
        entry = next((e for e in self.previous.get("files", []) if isinstance(e, dict) and e.get("path") == rel), None)
        source = self.final / rel
        if entry is None or not source.is_file() or source.is_symlink():
            return False
        target = self._target(rel)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            try:
                os.link(source, target)
            except OSError:
                shutil.copyfile(source, target)
            digest = hashlib.sha256(target.read_bytes()).hexdigest()
        except OSError as exc:
            raise os_error(exc, self._shown(rel)) from None
        if digest != entry.get("sha256"):
            target.unlink()
            return False
        self.entries.append(dict(entry))
        return True

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
        """Write the manifest into the stage, swap the stage into place, release the lock."""
        try:
            manifest = {**header, "files": sorted(self.entries, key=lambda e: e["path"])}
            text = json.dumps(manifest, indent=2, sort_keys=True) + "\n"
            try:
                self._carry_foreign_files()
                (self.stage / MANIFEST).write_text(text, encoding="utf-8")
                swap_into_place(self.stage, self.final)
            except OSError as exc:
                raise os_error(exc, exc.filename or self.final, "write the build into") from None
        except BaseException:
            self.abort()
            raise
        OPEN_STAGES.pop(self.stage, None)
        self._lock.release()
        self.finished = True
        return self.final / MANIFEST

    def _carry_foreign_files(self) -> None:
        """Bring files that no pnp build made (the designer's own notes, a shop's proof) into the new build.

        A file is pnp's when the previous manifest lists it; pnp's files that
        this build no longer makes are dropped, everything else in the folder
        is carried over (hard link, else copy) unless this build writes a file
        of the same name.
        """
        if not self.final.is_dir() or self.final.is_symlink():
            return
        ours = {e.get("path") for e in self.previous.get("files", []) if isinstance(e, dict)}
        ours.add(MANIFEST)
        for source in sorted(self.final.rglob("*")):
            rel = source.relative_to(self.final).as_posix()
            if source.is_dir() or rel in ours:
                continue
            target = self.stage / rel
            if target.exists() or target.is_symlink():
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            if source.is_symlink():
                os.symlink(os.readlink(source), target)
                continue
            try:
                os.link(source, target)
            except OSError:
                shutil.copy2(source, target)

    def abort(self) -> None:
        """Drop the staged files; output/<game>/ stays exactly as the previous build left it."""
        try:
            remove_tree(self.stage)
        except OSError:
            pass   # the next build of the game removes it (clean_stale)
        if not self.stage.exists():
            OPEN_STAGES.pop(self.stage, None)
        self._lock.release()
        self.finished = True

"""What `pnp list` tells about a game: the outputs a build makes, and whether output/ is up to date."""
from __future__ import annotations

import json
from pathlib import Path

from ..load import LoadedGame
from ..write.manifest import MANIFEST, content_hash, file_intact


def describe_outputs(files: list[str]) -> str:
    """A one-line summary: 'card sheets for 7 decks (fronts and backs), boards, tokens, map, rulebook, quickref,
    designer's report, gallery'."""
    decks = sum(1 for f in files if f.startswith("cards-") and not f.endswith("-backs.pdf"))
    shown = {"report.html": "designer's report", "index.html": "gallery"}
    rest = [shown.get(f, f.removesuffix(".pdf")) for f in files if not f.startswith("cards-")]
    parts = [f"card sheets for {decks} deck{'s' if decks != 1 else ''} (fronts and backs)"] if decks else []
    return ", ".join(parts + rest) or "nothing"


def build_status(loaded: LoadedGame, out_root: Path) -> str:
    """'not built', 'up to date (N files)' or 'out of date: content changed since the last build'."""
    path = out_root / loaded.game.id / MANIFEST
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except OSError:
        return "not built yet"
    except ValueError:
        manifest = None
    files = manifest.get("files") if isinstance(manifest, dict) else None
    if not isinstance(files, list):
        return f"out of date: its manifest.json cannot be read ({path}); pnp build writes it again"
    count = len(files)
    if manifest.get("content_hash") != content_hash(loaded.folder):
        return f"out of date: the content changed since the last build ({count} files in {path.parent})"
    gone = sum(1 for entry in files if not file_intact(path.parent, entry))
    if gone:   # a file deleted or overwritten since: pnp build renders it again
        return f"out of date: {gone} of its {count} files are missing or changed since the last build (in {path.parent})"
    return f"up to date ({count} files in {path.parent})"

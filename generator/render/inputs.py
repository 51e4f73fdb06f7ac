"""What each output is made from: the input hashes that let a build skip what did not change.

A build is split into units (unit.py): one deck's sheets, the rulebook, the
boards... Each unit's `inputs` hash covers everything its files can depend on:

- pnp itself: its version, every source file of generator/, templates/ and
  fonts/, and the versions of the libraries that draw (a new ReportLab can
  move a glyph, so it re-renders everything);
- the build options that change pixels (paper, guides, duplex, offset, gutterfold); --map-paper only
  in the units it reaches: the maps, the grid maps, and the documents (their print list names its paper);
- the game's files, less those the unit provably does not read: a deck's
  sheets do not read the other decks' CSV files nor rulebook.md/quickref.md;
  boards, tokens and the map read a deck's CSV only when their data or
  layouts name that deck.

Leaving a file out that a unit does read would serve a stale PDF, so every
doubt is resolved by including it (tests/render/test_incremental.py changes each kind
of input in turn and compares with a clean build byte for byte).
"""
from __future__ import annotations

import dataclasses
import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping

from .. import __version__
from ..load.discover import PACKAGE_ROOT
from ..load import LoadedGame

DOCUMENT_SOURCES = ("rulebook.md", "quickref.md")
DRAWING_LIBRARIES = ("reportlab", "weasyprint", "pillow", "pypdfium2", "fonttools", "pydyf", "jinja2",
                     "markdown-it-py")
_SKIPPED_PARTS = {"__pycache__", ".git"}


def digest_of(parts: Iterable[str | bytes]) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(part.encode() if isinstance(part, str) else part)
        h.update(b"\0")
    return h.hexdigest()


def file_digests(folder: Path) -> dict[str, str]:
    """sha256 of every file under a folder, by posix path relative to it (caches and VCS data left out)."""
    out = {}
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not (_SKIPPED_PARTS & set(path.relative_to(folder).parts)) and path.suffix != ".pyc":
            out[path.relative_to(folder).as_posix()] = hashlib.sha256(path.read_bytes()).hexdigest()
    return out


def _normal(name: str) -> str:
    return name.lower().replace("-", "_").replace(".", "_")


def _listed_versions() -> dict[str, str]:
    """The installed distributions' versions by normalised name, from site-packages' one listing (what
    importlib.metadata would find, without its 20 ms import on every build: core/cache.py)."""
    from ..core.cache import installed_distributions

    out: dict[str, str] = {}
    for entry in installed_distributions():
        stem = entry.rsplit(".", 1)[0]          # 'markdown_it_py-4.3.0'
        if "-" in stem:
            name, _, found = stem.rpartition("-")
            out.setdefault(_normal(name), found)
    return out


def _metadata_version(name: str) -> str:
    """A library's version as importlib.metadata finds it (one not in a site-packages listing), "" if absent."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(name)
    except PackageNotFoundError:
        return ""


def toolchain_digest() -> str:
    """pnp's version, sources, templates and fonts, and the drawing libraries' versions.

    Hashing every file of pnp costs about 20 ms on each build; the digest is remembered in pnp's cache folder
    (core/cache.py) under a stamp of the same files' names, sizes and modification times and the installed
    libraries, which costs a third of that: an edited or reinstalled pnp changes the stamp and is hashed again.
    A cache that cannot be read or written is not used."""
    from ..core.cache import cache_dir

    root = cache_dir()
    entry = None if root is None else root / "toolchain" / f"{_toolchain_stamp()}.txt"
    if entry is not None:
        try:
            known = entry.read_text(encoding="ascii").strip()
        except (OSError, ValueError):
            known = ""
        if re.fullmatch(r"[0-9a-f]{64}", known):
            return known
    digest = _hashed_toolchain()
    if entry is not None:
        _remember(entry, digest)
    return digest


def _toolchain_stamp() -> str:
    """Where pnp is, its version, every file of its generator/, templates/ and fonts/ by name, size and
    modification time (ns), and the installed distributions with their versions."""
    from ..core.cache import files_stamp, installed_distributions

    h = hashlib.sha256(f"pnp {__version__}\0{PACKAGE_ROOT}\0".encode())
    h.update("\0".join(installed_distributions()).encode())
    for line in files_stamp(PACKAGE_ROOT / sub for sub in ("generator", "templates", "fonts")):
        h.update(line.encode())
    return h.hexdigest()


_KEPT_STAMPS = 8   # entries of other pnp trees and versions kept beside the new one (each edit of pnp makes one)


def _remember(entry: Path, digest: str) -> None:
    """Write the entry whole (a reader never sees half of one), or not at all; the oldest entries beyond
    _KEPT_STAMPS go."""
    import os
    import tempfile

    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=entry.parent, prefix=".toolchain-")
        try:
            with os.fdopen(fd, "w", encoding="ascii") as f:
                f.write(digest + "\n")
            os.replace(tmp, entry)
        except BaseException:
            os.unlink(tmp)
            raise
        others = sorted((p for p in entry.parent.glob("*.txt") if p != entry), key=lambda p: p.stat().st_mtime_ns)
        for old in others[:max(0, len(others) - _KEPT_STAMPS)]:
            old.unlink(missing_ok=True)
    except OSError:
        pass


def _hashed_toolchain() -> str:
    parts: list[str] = [f"pnp {__version__}"]
    listed = _listed_versions()
    for name in DRAWING_LIBRARIES:
        found = listed.get(_normal(name)) or _metadata_version(name)
        parts.append(f"{name} {found}" if found else f"{name} absent")
    for sub in ("generator", "templates", "fonts"):
        parts += [f"{sub}/{rel}:{sha}" for rel, sha in file_digests(PACKAGE_ROOT / sub).items()]
    return digest_of(parts)


@dataclass(frozen=True)
class BuildInputs:
    """Everything a build's units are hashed from, read once per game."""

    toolchain: str
    options: str                       # the pixel-changing build options, as text
    files: dict[str, str]              # the game's files: relative path -> sha256
    deck_files: dict[str, str]         # deck id -> its CSV's relative path
    documents: tuple[str, ...] = DOCUMENT_SOURCES   # the document sources of this language
    map_paper: str = ""                # --map-paper as recorded ('' when not given): only the units it reaches

    @classmethod
    def read(cls, loaded: LoadedGame, options: Any, toolchain: str) -> "BuildInputs":
        game = loaded.game
        decks: dict[str, str] = {d.id: Path(d.csv_path).as_posix() for d in game.decks}
        files = file_digests(loaded.folder)
        shared = options_text(options, leave_out=("map_paper",))
        map_paper = getattr(options, "map_paper", None) or ""
        if not game.languages:
            return cls(toolchain, shared, files, decks, map_paper=map_paper)
        return cls(toolchain, shared, *_edition_files(game, files, decks), map_paper=map_paper)

    def key(self, unit: str, *, decks: Iterable[str] | None = None, documents: bool = False,
            extra: str = "", maps: bool = False, outlines: Mapping[str, str] | None = None) -> str:
        """The inputs hash of a unit that reads these decks' CSVs (None: all of them), and the .md sources or not;
        `maps` (or `documents`: the print list) for a unit whose files --map-paper changes; `outlines`: deck CSV
        path -> the digest of the part of it the unit reads, for a file it does not read whole (document_reads.py)."""
        if self.map_paper and (maps or documents):
            extra = f"{extra} map_paper={self.map_paper}"
        wanted = None if decks is None else {self.deck_files[d] for d in decks if d in self.deck_files}
        skipped = {p for p in self.deck_files.values() if wanted is not None and p not in wanted}
        if not documents:
            skipped |= set(self.documents)
        outlines = outlines or {}
        files = [f"{rel}:outline {outlines[rel]}" if rel in outlines else f"{rel}:{sha}"
                 for rel, sha in self.files.items() if rel not in skipped]
        return digest_of([f"unit {unit}", self.toolchain, self.options, extra, *files])

    def assets_key(self) -> str:
        """The game's files that reach a document other than through its HTML: images, icons, layouts."""
        data = set(self.deck_files.values()) | set(self.documents) | {"game.yaml", "engine.py"}
        return digest_of([self.toolchain, self.options,
                        *(f"{rel}:{sha}" for rel, sha in self.files.items() if rel not in data)])


def _edition_files(game: Any, files: dict[str, str], decks: dict[str, str]) -> tuple[
        dict[str, str], dict[str, str], tuple[str, ...]]:
    """A game with editions: each language's units read only that language's files. Another edition's
    translations and documents are left out, and a deck's file is hashed as this language prints its cards,
    so a German cell edited re-renders the German deck alone."""
    from ..model.edition import document_file
    from ..load.documents import DOCUMENTS

    lang = game.edition
    own = {document_file(d, lang) for d in DOCUMENTS}
    other_documents = {document_file(d, other) for d in DOCUMENTS for other in ("", *game.languages[1:])} - own
    other_tables = {f"translations/{other}.{ext}" for other in game.languages[1:] if other != lang
                    for ext in ("yaml", "yml")}
    kept = {rel: sha for rel, sha in files.items() if rel not in other_documents and rel not in other_tables}
    for deck in game.decks:
        rel = decks[deck.id]
        if rel in kept:
            kept[rel] = digest_of([f"{lang} {rel}", *(repr((c.id, c.name, c.count, sorted(
                (k, repr(v)) for k, v in c.fields.items()))) for c in deck.cards)])
    return kept, decks, tuple(sorted(own))


def options_text(options: Any, leave_out: tuple[str, ...] = ()) -> str:
    """The build options as stable text (exports and reprints are not here: they only add files, each unit
    of its own); `leave_out` names more to leave out (a unit's own options, added where they reach)."""
    import os

    fields = {f.name: getattr(options, f.name) for f in dataclasses.fields(options)
              if f.name not in ("exports", "reprint_since", *leave_out)}
    # WeasyPrint dates its PDFs from SOURCE_DATE_EPOCH when the caller sets it
    return repr(sorted(fields.items())) + f" epoch={os.environ.get('SOURCE_DATE_EPOCH')}"


_CARDS_CALL = re.compile(r"\bcards\s*\(\s*(.)")
_JINJA = re.compile(r"\{[{%](.*?)[}%]\}", re.S)   # cards() can only be called inside {{ }} and {% %}


def layout_texts(folder: Path, sources: Any = None) -> list[str]:
    """The text of every layout YAML (the game's from `sources`, the texts the load kept, when given)."""
    if sources is not None:
        own = sorted((r for r in sources.files if r.endswith(".yaml") and r.startswith(("layouts/", "templates/"))),
                     key=lambda r: Path(r).parts)
        root = PACKAGE_ROOT / "templates" / "boards"
        return [sources.files[rel].read_text("utf-8", errors="replace") for rel in own] + [
            p.read_text(encoding="utf-8", errors="replace") for p in sorted(root.rglob("*.yaml"))]
    roots = [folder / "layouts", folder / "templates", PACKAGE_ROOT / "templates" / "boards"]
    return [p.read_text(encoding="utf-8", errors="replace") for root in roots if root.is_dir()
            for p in sorted(root.rglob("*.yaml"))]


def decks_named_by_layouts(texts: Iterable[str], deck_ids: Iterable[str]) -> set[str] | None:
    """Decks that layout texts can reach through cards("id", ...); None (all) when a call names one indirectly."""
    ids, found = list(deck_ids), set()
    for text in texts:
        code = "\n".join(_JINJA.findall(text))
        for call in _CARDS_CALL.finditer(code):
            if call.group(1) not in "\"'":
                return None
        found |= {d for d in ids if re.search(r"""["']""" + re.escape(d) + r"""["']""", code)}
    return found


def decks_named_by_data(value: Any) -> set[str]:
    """Every `deck` field found anywhere inside a model value (maps' tracks and places name decks this way)."""
    found: set[str] = set()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            if f.name == "deck" and isinstance(item, str):
                found.add(item)
            else:
                found |= decks_named_by_data(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            found |= decks_named_by_data(item)
    elif isinstance(value, dict):
        for item in value.values():
            found |= decks_named_by_data(item)
    return found

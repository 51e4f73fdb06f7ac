"""A game's own fonts: the TrueType files in its fonts/ folder, by family name, read without any font library.

A designer drops `fonts/Caveat-Regular.ttf` (and its bold, italic...) with
the font's licence beside it, and names the family (`Caveat`) wherever a
font is named: a layout's `font`, `style.title_font` and `body_font`, and
`style.document_fonts`. Each file's family and style come from its `name`
table (the family of name ID 1, the style of name ID 2: Regular, Bold,
Italic, Bold Italic), the way a word processor groups them; its characters
from its cmap (generator/load/glyphs.py), which also refuses a file that is not
TrueType. What cannot be used is kept with its reason for the check (GLY003,
GLY004) and the renderers, never skipped in silence.
"""
from __future__ import annotations

import struct
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

from .glyphs import Coverage, FontFileError
from ..model.fonts import FAMILIES, Family

FONT_SUFFIXES = (".ttf", ".otf")
DOCUMENT_FAMILIES = ("Vollkorn", "Lato")   # the bundled families templates/docs/fonts.css.j2 declares
LICENCE_PREFIXES = ("license", "licence", "ofl", "copying")
_STYLES = {"regular": (False, False), "bold": (True, False), "italic": (False, True), "bold italic": (True, True)}


@dataclass(frozen=True)
class OwnFace:
    """One font file of the game: the name pnp registers it under, its family and style."""

    face: str       # unique per file's bytes, so two games' fonts of one family name never meet in one process
    family: str
    bold: bool
    italic: bool
    path: Path


@dataclass(frozen=True)
class GameFonts:
    """The usable fonts in a game's fonts/ folder, and why any other file there cannot be used."""

    faces: tuple[OwnFace, ...] = ()
    unusable: tuple[tuple[Path, str], ...] = ()
    licence: bool = True   # a licence file lies beside the fonts (or there are none)
    fonts: tuple[Path, ...] = ()   # every font file of fonts/, usable or not, by name

    @property
    def families(self) -> Mapping[str, Family]:
        """Family name -> its four faces; a style the designer has no file for is drawn with the regular."""
        found: dict[str, dict[tuple[bool, bool], str]] = {}
        for face in self.faces:
            found.setdefault(face.family, {})[(face.bold, face.italic)] = face.face
        families = {}
        for name, styles in found.items():
            normal = styles.get((False, False)) or next(iter(styles.values()))
            bold = styles.get((True, False), normal)
            italic = styles.get((False, True), normal)
            families[name] = Family(normal, bold, italic, styles.get((True, True), bold if bold != normal else italic))
        return families

    def path(self, face: str) -> Path | None:
        return next((f.path for f in self.faces if f.face == face), None)


def game_fonts(folder: Path, fallbacks: tuple[str, ...] = (), sources: Any = None) -> GameFonts:
    """The game's fonts/ (cached per folder and the files' versions). Files `style.fallback_fonts` names
    there are fallbacks (drawing what the main fonts lack), checked as such (GLY002), not families. With the
    game's `sources` (load/sources.py), the folder's files are those the load listed and their bytes kept."""
    where = Path(folder) / "fonts"
    named = {(Path(folder) / name).resolve() for name in fallbacks}
    if sources is not None:
        listed = sorted(rel[len("fonts/"):] for rel in sources.listing if rel.startswith("fonts/"))
        if not listed:
            return GameFonts()
        files = [where / name for name in listed if "/" not in name and (where / name).resolve() not in named]
        return _read(str(where), tuple((p.name, _kept_bytes(sources, p)) for p in files), True)
    if not where.is_dir():
        return GameFonts()
    files = sorted(p for p in where.iterdir() if p.is_file() and p.resolve() not in named)
    stamp = tuple((p.name, p.stat().st_size, p.stat().st_mtime_ns) for p in files)
    return _read(str(where), stamp)


def _kept_bytes(sources: Any, path: Path) -> bytes | None:
    """A font's bytes as the load kept them (None for a file that is no font: a licence, a read-me)."""
    kept = sources.get(path) if path.name.lower().endswith(FONT_SUFFIXES) else None
    return kept.data if kept is not None else None


@lru_cache(maxsize=64)
def _read(where: str, stamp: tuple, kept: bool = False) -> GameFonts:
    """`stamp`: (name, size, modification time) of each file, or with `kept` (name, the bytes the load kept)."""
    folder = Path(where)
    faces: list[OwnFace] = []
    unusable: list[tuple[Path, str]] = []
    fonts = [folder / name for name, *_ in stamp if name.lower().endswith(FONT_SUFFIXES)]
    data_of = {name: entry[0] for name, *entry in stamp} if kept else {}
    for path in fonts:
        data = data_of.get(path.name)
        try:
            Coverage.read(path, data)   # TrueType outlines and a Unicode cmap, or FontFileError saying why not
            family, style, restricted = font_names(path, data)
        except FontFileError as exc:
            unusable.append((path, exc.message))
            continue
        if restricted:
            unusable.append((path, f"{path.name}'s licence flags (OS/2 fsType) forbid embedding it in a PDF"))
            continue
        if family in FAMILIES:
            unusable.append((path, f"{path.name} is of the family '{family}', which pnp ships in its own fonts/"))
            continue
        styled = _STYLES.get(style.lower())
        if styled is None:
            unusable.append((path, f"{path.name} is the style '{style}' of '{family}'; a family's four faces "
                                   "are Regular, Bold, Italic and Bold Italic"))
            continue
        bold, italic = styled
        if any(f.family == family and (f.bold, f.italic) == (bold, italic) for f in faces):
            unusable.append((path, f"{path.name} is a second '{family} {style}'"))
            continue
        import hashlib   # here, not at the top: importing it loads OpenSSL (about 2 ms), and most games bring no font

        digest = hashlib.sha256(data if data is not None else path.read_bytes()).hexdigest()[:12]
        faces.append(OwnFace(f"own-{digest}", family, bold, italic, path))
    licence = not fonts or any(name.lower().startswith(LICENCE_PREFIXES) for name, *_ in stamp)
    return GameFonts(tuple(faces), tuple(unusable), licence, tuple(fonts))


def font_names(path: Path, data: bytes | None = None) -> tuple[str, str, bool]:
    """(family, style, whether embedding is restricted) from a TrueType file's name and OS/2 tables (of `data`,
    the bytes the load kept, when given)."""
    try:
        data = path.read_bytes() if data is None else data
        (count,) = struct.unpack_from(">H", data, 4)
        tables = {data[12 + 16 * i:16 + 16 * i]: struct.unpack_from(">II", data, 20 + 16 * i) for i in range(count)}
        if b"name" not in tables:
            raise FontFileError(f"{path.name} has no name table: pnp cannot tell its family")
        at, _ = tables[b"name"]
        _, records, strings = struct.unpack_from(">HHH", data, at)
        names: dict[tuple[int, int], str] = {}
        for i in range(records):
            platform, encoding, _, name_id, length, offset = struct.unpack_from(">6H", data, at + 6 + 12 * i)
            if name_id not in (1, 2):
                continue
            raw = data[at + strings + offset:at + strings + offset + length]
            if platform == 3 and encoding in (0, 1, 10) or platform == 0:
                names.setdefault((0, name_id), raw.decode("utf-16-be", "replace"))
            elif platform == 1 and encoding == 0:
                names.setdefault((1, name_id), raw.decode("latin-1"))
        family = names.get((0, 1)) or names.get((1, 1))
        style = names.get((0, 2)) or names.get((1, 2)) or "Regular"
        restricted = False
        if b"OS/2" in tables:
            (fs_type,) = struct.unpack_from(">H", data, tables[b"OS/2"][0] + 8)
            restricted = fs_type & 0x000F == 0x0002
    except struct.error:
        raise FontFileError(f"{path.name} is not a readable TrueType font") from None
    if not family:
        raise FontFileError(f"{path.name} names no family in its name table")
    return family.strip(), style.strip(), restricted

"""What every renderer gets and how renderers register: BuildOptions, RenderJob, the registry."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional, Protocol

from ..core.errors import GeneratorError
from ..load import LoadedGame
from ..core.registry import Registry

# Opt-in outputs (`pnp build --export png,tts`): slower than the PDFs, so a normal build skips them.
EXPORTS = {"png": "one PNG per distinct card face and back, 300 dpi with bleed, for print-on-demand shops",
           "tts": "Tabletop Simulator deck sheets and a saved-object JSON per deck"}


class ExportError(GeneratorError):
    """An unknown export name, or an export that cannot be made from a deck."""


def parse_exports(values: list[str]) -> tuple[str, ...]:
    """'png,tts' (or several such values) -> ('png', 'tts'), in the order given; unknown names are errors."""
    names: list[str] = []
    for value in values:
        for name in (n.strip().lower() for n in value.split(",")):
            if name and name not in names:
                names.append(name)
    unknown = [n for n in names if n not in EXPORTS]
    if unknown:
        raise ExportError(f"unknown export '{unknown[0]}' in --export",
                          "pnp exports: " + "; ".join(f"{k} ({v})" for k, v in EXPORTS.items()) +
                          ", e.g. --export png,tts")
    return tuple(names)


TTS_URL_SCHEMES = ("https://", "http://", "file:///")


def tts_address(value: str, where: str = "--tts-url") -> str:
    """A TTS address prefix as given ('local' lower-cased); anything TTS cannot load is an error."""
    value = value.strip()
    if value.lower() == "local":
        return "local"
    if not value.lower().startswith(TTS_URL_SCHEMES):
        raise ExportError(f"{where}: '{value}' is not an address Tabletop Simulator can load",
                          "give the folder the pictures will be in: https://example.org/my-game/tts/ (uploaded), "
                          "file:///home/me/games/tts/ (an absolute path on this computer), or local (this "
                          "build's own output/<game>/tts/)")
    return value


@dataclass(frozen=True)
class BuildOptions:
    """Options every renderer may read."""

    paper: str = "a4"
    map_paper: Optional[str] = None                   # tiled maps' paper (--map-paper), over each map's `paper:`
    guides: bool = False                              # proof mode: trim, bleed and safe-zone lines
    duplex: str = "long"                              # backs mirrored for long- or short-edge duplex
    duplex_offset: tuple[float, float] = (0.0, 0.0)   # mm the backs move (x right, y up, seen on the back)
    gutterfold: bool = False                          # fronts and backs side by side, to fold
    exports: tuple[str, ...] = ()                     # opt-in image exports: 'png', 'tts' (see EXPORTS)
    preset: Optional[str] = None                      # print-shop preset (exports/shops.py); overrides game.yaml
    tts_url: Optional[str] = None                     # address prefix for TTS pictures; overrides game.yaml
    reprint_since: Optional[str] = None               # a manifest.json or git revision: reprint what changed since

    def __post_init__(self) -> None:
        parse_exports(list(self.exports))   # an unknown export fails here, before anything is rendered
        if self.map_paper is not None:   # kept as the manifest records it ('a3', '500x700mm'); a bad one fails here
            from ..core.units import map_paper_option

            object.__setattr__(self, "map_paper", map_paper_option(self.map_paper))
        if self.tts_url is not None:
            tts_address(self.tts_url)


class Writer(Protocol):
    """What a renderer writes through: in a build, its unit's UnitWriter (render/pool.py), which also knows the
    previous build's entries (the gallery and the documents carry files over with them); a renderer called
    alone (the tests) may be given the game's OutputWriter (write.py)."""

    entries: list[dict[str, Any]]
    stage: Path
    final: Path

    def write(self, rel: str, data: bytes, kind: str, **meta: Any) -> Path: ...

    def keep(self, rel: str) -> bool: ...


@dataclass(frozen=True)
class RenderJob:
    """What a renderer gets: the loaded game, the options and the writer.

    `part` narrows a renderer that splits into units (the card sheets: one deck);
    `digest` is the hash printed in version stamps: the unit's inputs hash, so a
    sheet names exactly what it was made from (units.py); `built` holds the manifest
    entries of the files other units of this build made before this one (the
    rulebook's print list reads their pages); `findings` and `check` say what
    the last check found and which check that was (the gallery shows it).
    """

    loaded: LoadedGame
    options: BuildOptions
    writer: Writer
    part: Optional[str] = None
    digest: str = ""
    built: tuple[dict[str, Any], ...] = ()
    findings: tuple[Any, ...] = ()     # the build's check findings (given to units that read outputs: the gallery)
    check: str = "build"               # whose findings: "build" (its check), "remembered" (the last `pnp check` of
                                       # these files, the build ran none), "none" (no check of these files known)

    def stamp_digest(self) -> str:
        """The hash for version stamps: the unit's inputs, else (a renderer called alone) the content's."""
        from ..write.manifest import content_hash

        return self.digest or content_hash(self.loaded.folder)[:8]


Renderer = Callable[[RenderJob], None]
RENDERERS: Registry[Renderer] = Registry("renderer")
renderer = RENDERERS.register

"""The gallery: output/<game>/index.html, a page to look at every component of a game in a browser.

Two kinds of unit make it (generator/render/units.py):

- `gallery:<deck>`, one per deck: the deck's distinct faces and backs as small
  pictures (cards.py), drawn by the same rasteriser as `--export png`
  (exports/raster.py). Each picture records the key it was drawn from (the
  card's face hash and everything else a face is drawn with), so a deck edited
  in one card draws that card's picture again and carries every other over.
- `gallery`: the page itself (page.py) and the pictures of the build's PDFs
  (boards, tokens, pads, maps, rulebook, quick reference; pages.py). It renders
  after every other unit and reads their manifest entries, so its inputs hash
  also covers what the other units are built from (page_inputs below).

This module stays light: the build plans with it before any renderer is imported.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable

from ..inputs import digest_of

if TYPE_CHECKING:
    from ..job import RenderJob

RENDERER = "gallery"
FOLDER = "gallery"            # the pictures' folder beside index.html
PAGE = "index.html"
EXT = ".jpg"                  # the pictures' format (cards.picture_bytes)


def unit_writer(job: RenderJob) -> Any:
    """The job's writer, a build's UnitWriter: the gallery carries pictures over by the previous build's entries,
    which only that writer knows (a gallery is drawn in a build, never by a renderer called alone)."""
    # asked by what it does, not by its class: importing the pool here would make an import circle
    if not (hasattr(job.writer, "previous_entry") and hasattr(job.writer, "keep")):
        raise TypeError("the gallery is drawn in a build, through its unit's UnitWriter")
    return job.writer   # a pool.UnitWriter (not imported: the pool imports the renderers)


def page_inputs(units: list[Any], wants: Callable[[Any], bool], recorded: Any, check: str,
                findings: Iterable[Any]) -> list[Any]:
    """The units with the gallery page's inputs made final: its own (every file of the game) plus what each
    other unit's files will be made from after this build, and the findings it shows and whose they are. A
    page built beside a partial build (`--only gallery`) is so made again once the files it shows change,
    even when the game's files did not; one built with --no-check once `pnp check` has remembered findings."""
    import dataclasses

    recorded = recorded if isinstance(recorded, dict) else {}
    parts: list[str] = []
    for unit in units:
        if unit.renderer == RENDERER and unit.part is None or unit.renderer == "reprint":
            continue
        after = unit.inputs if wants(unit) else recorded.get(unit.name)
        if isinstance(after, str):
            parts.append(f"{unit.name}={after}")
    key = digest_of([check_digest(findings, check), *sorted(parts)])
    return [dataclasses.replace(u, inputs=digest_of([u.inputs, key]))
            if u.renderer == RENDERER and u.part is None else u for u in units]


def check_digest(findings: Iterable[Any], check: str) -> str:
    """The hash of the findings a page shows and whose they are."""
    return digest_of([f"check={check}", *sorted(f"{f.loc}|{f.severity}|{f.rule}|{f.message}|{f.hint}" for f in findings)])


def card_pictures(entries: Iterable[dict[str, Any]], deck: str) -> dict[str, dict[str, Any]]:
    """A deck's face pictures among manifest entries, by their stem."""
    return {e["stem"]: e for e in entries if e.get("kind") == "gallery" and e.get("side") == "face"
            and e.get("deck") == deck and isinstance(e.get("stem"), str)}

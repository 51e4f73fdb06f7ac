"""Pictures of the build's PDFs for the gallery: boards, tokens, pads, maps and the documents, page by page.

Each page is rasterised by pypdfium2 (as `--export png` rasterises card faces)
at a preview width. A picture records the hash of the PDF it shows: a later
build carries the pictures of an unchanged PDF over without opening it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterator

from ..inputs import digest_of
from ..job import RenderJob
from . import EXT, FOLDER, unit_writer

# Output kinds the gallery shows as pictures, in the order of the page's sections, and the width of each
# one's first page (its overview); the other pages (a map's tiles, the sheets after the first) are THUMB wide.
SHOWN = {"board": 360, "map": 360, "tokens": 360, "pads": 360, "quickref": 200, "rulebook": 200}
THUMB = 200


@dataclass(frozen=True)
class PagePicture:
    path: str
    page: int           # 1-based
    size: tuple[int, int]


def _stem(pdf: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", pdf.removesuffix(".pdf"))


def shown_pdfs(built: tuple[dict[str, Any], ...]) -> list[dict[str, Any]]:
    """The manifest entries of the PDFs the gallery pictures, by section then path."""
    entries = [e for e in built if e.get("kind") in SHOWN and str(e.get("path", "")).endswith(".pdf")
               and "/" not in str(e["path"])]
    return sorted(entries, key=lambda e: (list(SHOWN).index(e["kind"]), e["path"]))


def render_pages(job: RenderJob, entries: list[dict[str, Any]], toolchain: str) -> dict[str, list[PagePicture]]:
    """Every page of each PDF as a picture (carried over when its PDF is unchanged); PDF path -> its pictures."""
    writer = unit_writer(job)
    out: dict[str, list[PagePicture]] = {}
    for entry in entries:
        width = SHOWN[entry["kind"]]
        key = digest_of(["gallery-page", toolchain, str(entry.get("sha256")), str(width), str(THUMB), EXT])[:24]
        pages = int(entry.get("pages") or 1)
        paths = [f"{FOLDER}/pages/{_stem(entry['path'])}-{n}{EXT}" for n in range(1, pages + 1)]
        olds = [writer.previous_entry(p) or {} for p in paths]
        if all(o.get("face_key") == key for o in olds) and _keep_all(job, paths):
            out[entry["path"]] = [PagePicture(p, n, tuple(o.get("size_px", (width, width))))
                                  for n, (p, o) in enumerate(zip(paths, olds), start=1)]
            continue
        pictures = []
        for n, data, size in _rasterise(job.writer.stage / entry["path"], width, min(width, THUMB)):
            path = f"{FOLDER}/pages/{_stem(entry['path'])}-{n}{EXT}"
            job.writer.write(path, data, "gallery", side="page", source=entry["path"], page=n, face_key=key,
                             size_px=list(size))
            pictures.append(PagePicture(path, n, size))
        out[entry["path"]] = pictures
    return out


def _keep_all(job: RenderJob, paths: list[str]) -> bool:
    kept: list[str] = []
    for path in paths:
        if not job.writer.keep(path):
            for done in kept:   # all or none: a missing picture draws the PDF's pages again
                job.writer.entries[:] = [e for e in job.writer.entries if e["path"] != done]
                (job.writer.stage / done).unlink(missing_ok=True)
            return False
        kept.append(path)
    return True


def _rasterise(pdf_path: Any, first: int, rest: int) -> Iterator[tuple[int, bytes, tuple[int, int]]]:
    """Each page as PNG bytes: the first `first` pixels wide, the others `rest`."""
    import pypdfium2

    from .cards import picture_bytes

    doc = pypdfium2.PdfDocument(str(pdf_path))
    try:
        for index in range(len(doc)):
            page = doc[index]
            try:
                scale = (first if index == 0 else rest) / page.get_width()
                image = page.render(scale=scale).to_pil().convert("RGB")
            finally:
                page.close()
            yield index + 1, picture_bytes(image), image.size
    finally:
        doc.close()

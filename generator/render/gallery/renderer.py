"""The gallery renderer: a deck's pictures (unit `gallery:<deck>`) or the page and the PDFs' pictures (`gallery`)."""
from __future__ import annotations

from ..job import RenderJob, renderer
from . import PAGE, RENDERER
from .cards import _toolchain, render_deck
from .page import page_html
from .pages import render_pages, shown_pdfs


@renderer(RENDERER)
def render_gallery(job: RenderJob) -> None:
    """Write index.html and the pictures it shows (see generator/render/gallery/__init__.py)."""
    if job.part is not None:
        render_deck(job)
        return
    pdfs = shown_pdfs(job.built)
    pictures = render_pages(job, pdfs, _toolchain())
    built = tuple(job.built) + tuple(job.writer.entries)
    html, shown = page_html(job.loaded, built, pdfs, pictures, list(job.findings), job.check)
    job.writer.write(PAGE, html.encode("utf-8"), "gallery", side="page-html", cards=shown,
                     findings=len(job.findings), check=job.check)

"""The `report` unit: output/<game>/report.html, the designer's report of the game's decks and dice."""
from __future__ import annotations

from ...designer.numbers import designer_report
from ...designer.page import as_html
from ...load.languages import Wording
from ..job import RenderJob, renderer


@renderer("report")
def render_report(job: RenderJob) -> None:
    job.writer.write("report.html", as_html(designer_report(job.loaded), Wording(job.loaded.game)), "report", pages=1)

"""The page a document is set on, in millimetres: its paper, its default orientation and columns, and the width of
one column of text (what a figure drawn for that column may take without being shrunk below its 6 pt labels).

The margins and the column gap are those of templates/docs/rulebook.css.j2 and quickref.css.j2; a figure's test
measures its labels in the PDF (tests/render/documents/test_documents_figures.py), so a drift shows."""
from __future__ import annotations

PAPER_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
DEFAULT_LAYOUT = {"rulebook": ("portrait", 1), "quickref": ("landscape", 3)}
_SIDE_MARGINS_MM = {"rulebook": 48.0, "quickref": 20.0}   # left + right of each document's @page
_COLUMN_GAP_MM = 6.0


def column_mm(document: str, paper: str, orientation: str = "", columns: int = 0) -> float:
    """The width of one column of `document`'s text on `paper`, in the orientation and columns it is set in (its
    defaults where they are not given); 0 for a document pnp does not know."""
    if document not in DEFAULT_LAYOUT:
        return 0.0
    default_orientation, default_columns = DEFAULT_LAYOUT[document]
    width, height = PAPER_MM.get(paper, PAPER_MM["a4"])
    across = width if (orientation or default_orientation) == "portrait" else height
    n = columns or default_columns
    return (across - _SIDE_MARGINS_MM[document] - _COLUMN_GAP_MM * (n - 1)) / n

"""Pages as a player sees them, read back from the PDFs of the four shipped games on A4 and Letter
(tests/docpages.py): rulebook pages are full down to a small gap, no heading is left at the foot of a
page, lists do not leave one item behind; quick references are readable at arm's length and their
pages are not left mostly empty.

The limits are the issue's (docs/documents.md "Pages" and "Quick reference"), not the CSS's: a
gap above a page break is at most GAP of the text block, except above a chapter (a page that ends a
chapter whose next would open with a heading and one line), and never more than CHAPTER_GAP; body
text 9 pt, notes 7.5 pt; a page of a two-page quick reference at least half full.
"""
from __future__ import annotations

import io
import re
from pathlib import Path

import pypdf
import pytest

from docflow import read_columns
from docpages import quickref_fill, quickref_sizes, read_pages

GAMES = ["commissioned", "the-acts", "journeys-of-paul", "commerce"]
PAPERS = ["a4", "letter"]
EDITIONS = [(game, "") for game in GAMES] + [("the-acts", "de")]   # The Acts' German edition too
GAP = 1 / 4           # the most of a rulebook page's text block left empty above a page break (issue 29)
CHAPTER_GAP = 1 / 3   # above a chapter (the next page opens with an h2): the limit before issue 29's quarter
BODY_PT, NOTE_PT = 9.0, 7.5
BODY_SHARE = 0.85     # at least this share of a quick reference's characters is body size or more
ROOT = Path(__file__).resolve().parents[3]


def _body_pages(data: bytes):
    """The pages between the contents and the last page: where a gap means the layout failed."""
    pages = read_pages(data)
    # the contents run on while their lines end in page numbers after dot leaders
    contents = [i for i, p in enumerate(pages) if sum(1 for line in p.lines if ". . ." in line.text or
                                                      ".   ." in line.text) >= 3]
    first = max(contents) + 1
    return pages, pages[first:-1]


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game", GAMES)
def test_the_contents_take_one_page(shipped, game: str, paper: str) -> None:
    """Page 2 holds the whole contents (in two columns when one would run over): a contents page that
    spills three lines onto page 3 leaves that page nearly empty."""
    pages = read_pages(shipped.get(game, "rulebook", paper)[0])
    leaders = [sum(1 for line in p.lines if ". . ." in line.text or ".   ." in line.text) for p in pages[:4]]
    assert leaders[1] >= 3 and leaders[2] == 0, leaders


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game, lang", EDITIONS)
def test_rulebook_pages_leave_no_big_gap(shipped, game: str, lang: str, paper: str) -> None:
    data = shipped.get(game, "rulebook", paper, lang)[0]
    pages, body = _body_pages(data)
    gaps = [f"p. {p.number}: {1 - p.fill:.0%} empty, next page opens with "
            f"{pages[p.number].lines[0].text[:40]!r}" for p in body
            if p.fill < 1 - (CHAPTER_GAP if pages[p.number].lines[0].chapter else GAP)]
    assert gaps == []


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game, lang", EDITIONS)
def test_no_heading_is_left_at_the_foot_of_a_page(shipped, game: str, lang: str, paper: str) -> None:
    data = shipped.get(game, "rulebook", paper, lang)[0]
    pages, body = _body_pages(data)
    stranded = []
    for page in body:
        lines = list(page.lines)
        # a heading has at least a line of what it heads below it on its page
        for i, line in enumerate(lines):
            if line.heading and not [x for x in lines[i + 1:] if not x.heading]:
                stranded.append(f"p. {page.number}: {line.text!r}")
    assert stranded == []


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game", GAMES)
def test_no_list_leaves_a_single_item_on_a_page(shipped, game: str, paper: str) -> None:
    """A page does not end with the first item of a list that goes on overleaf, nor open with
    a list's last item whose list began on the page before."""
    data = shipped.get(game, "rulebook", paper)[0]
    pages, body = _body_pages(data)
    found = []
    for page in body:
        following = pages[page.number]
        if not page.lines or not following.lines:
            continue
        starts = [i for i, line in enumerate(page.lines) if line.text.startswith("\u2022")]
        after = [line for line in following.lines if line.text.startswith("\u2022")]
        first_next = following.lines[0]
        # the page's only bullet is its last item and the next page goes on with bullets
        if len(starts) == 1 and all(not x.heading for x in page.lines[starts[0]:]) \
                and first_next.text.startswith("\u2022") and starts[0] >= len(page.lines) - 3:
            found.append(f"p. {page.number}: one item, {page.lines[starts[0]].text[:40]!r}")
        # the next page opens with one bullet and then something that is not a list
        if first_next.text.startswith("\u2022") and len(after) == 1 and starts:
            found.append(f"p. {following.number}: one item, {first_next.text[:40]!r}")
    assert found == []


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game", GAMES)
def test_no_rulebook_page_is_blank(shipped, game: str, paper: str) -> None:
    """Every page of a rulebook, the last too, prints text in its text block (the running head and page number
    are not in it)."""
    pages = read_pages(shipped.get(game, "rulebook", paper)[0])
    assert [p.number for p in pages if not p.lines] == []


def test_a_rulebook_whose_last_block_meets_the_page_foot_takes_no_blank_page() -> None:
    """The print list's page count of the rulebook points at an anchor after the last block; an empty inline
    there took a line of its own, and where the glossary ended at the foot of the page (The Acts' German
    edition on Letter: its glossary fills page 16) that line opened a 17th page holding nothing but the running
    head, and the print list counted it. The anchor takes no room now: 16 pages, and the print list says 16."""
    import dataclasses

    from generator.load import load_game
    from generator.model.localize import localize
    from generator.render import BuildOptions
    from generator.render.documents.renderer import document_html, html_to_pdf

    loaded = load_game(ROOT / "content" / "the-acts")
    edition = dataclasses.replace(loaded, game=localize(loaded.game, "de"))
    data, count = html_to_pdf(document_html(edition, "rulebook", BuildOptions(paper="letter")), "rulebook.de.md")
    pages = read_pages(data)
    assert count == len(pages)
    assert [p.number for p in pages if not p.lines] == []
    # the print list's row of this rulebook: "Diese Spielregel | rulebook.pdf | <pages> | ..."
    listed = [m.group(1) for p in pages for line in p.lines
              for m in [re.search(r"^Diese Spielregel\s*rulebook\.pdf\s*(\d+)", line.text)] if m]
    assert listed == [str(len(pages))]


# --- quick references ------------------------------------------------------------------------------------
@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game", GAMES)
def test_quickref_is_readable_at_arms_length(shipped, game: str, paper: str) -> None:
    data = shipped.get(game, "quickref", paper)[0]
    sizes = quickref_sizes(data)
    assert sizes
    assert min(sizes) >= NOTE_PT, f"notes set at {min(sizes)} pt"
    body = sum(1 for s in sizes if s >= BODY_PT) / len(sizes)
    assert body >= BODY_SHARE, f"only {body:.0%} of the text is {BODY_PT} pt or more"


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game, lang", EDITIONS)
def test_quickref_pages_are_at_least_half_full(shipped, game: str, lang: str, paper: str) -> None:
    data = shipped.get(game, "quickref", paper, lang)[0]
    fills = quickref_fill(data)
    assert 1 <= len(fills) <= 2
    if len(fills) == 2:
        assert min(fills) >= 0.5, f"page fill {[round(f, 2) for f in fills]}"


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game, lang", EDITIONS)
def test_quickref_columns_leave_no_big_gap(shipped, game: str, lang: str, paper: str) -> None:
    """Every column of a page before the last is full to within GAP of the text block: what the page cannot
    hold runs on in the next column, not overleaf. (The last page's columns are balanced, short by design.)
    The Acts' sheet left its first page's last column half empty while it kept its 7-row Miracles table whole
    (columns were not told apart before WeasyPrint 70's column rules were read, tests/docflow.py)."""
    columns = read_columns(shipped.get(game, "quickref", paper, lang)[0], "quickref")
    last = max(c.page for c in columns)
    gaps = []
    for c in (c for c in columns if c.page < last):
        low = max([m[3] for m in c.chars + c.images] + [b[2] for b in c.borders], default=c.top)
        share = (c.bottom - low) / (c.bottom - c.top)
        if share > GAP:
            gaps.append(f"p. {c.page}, column {c.index + 1}: {share:.0%} empty")
    assert gaps == []


@pytest.mark.parametrize("game", GAMES)
def test_quickref_keeps_one_orientation_on_both_papers(shipped, game: str) -> None:
    shapes = set()
    for paper in PAPERS:
        reader = pypdf.PdfReader(io.BytesIO(shipped.get(game, "quickref", paper)[0]))
        box = reader.pages[0].mediabox
        shapes.add("landscape" if box.width > box.height else "portrait")
    assert len(shapes) == 1

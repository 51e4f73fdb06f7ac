"""The components and setup figures of the four shipped rulebooks, measured in the built PDFs (A4 and Letter): every
label at 6 pt or more, on or beside the item it names, no two labels overlapping and no label over another
item (docs/documents.md, "Figures"; issue 29, "Figures that teach").

tests/figurepdf.py finds each figure row on its page and reads its labels (lines of characters) and items
(filled paths) back from the PDF. A label is the block of lines stacked under one another (a piece's
name over its size and count); a pile's count ("x 18") is read with the name on its line. Each rulebook
is built once per run and paper (the `shipped` fixture, shared with the other document tests: the page-flow
and page tests build the same A4 and Letter rulebooks).
"""
from __future__ import annotations

import pytest

from figurepdf import Box, Label, Row, crosses, figure_rows, gap, holds, meets

GAMES = ["commissioned", "the-acts", "journeys-of-paul", "commerce"]
PAPERS = ["a4", "letter"]
LEAST_PT = 6.0
NEAR_MM = 3.0          # the farthest a label may sit from the item it names (a leader line's end counts)
BIG_MM = 100.0         # a board's frame holds the whole setup figure: it is where labels sit, not an item
LEADER_MM = 0.25       # strokes this thin or thinner are leader lines, not routes
TEXT_TOP_MM, TEXT_BOTTOM_MM = 21.0, 20.0   # the rulebook page's top and bottom margins (rulebook.css.j2 @page)


@pytest.fixture(scope="module")
def rows(shipped):
    """The figure rows of one game's rulebook on one paper, read once per module."""
    read: dict[tuple[str, str], list[Row]] = {}

    def get(game: str, paper: str) -> list[Row]:
        if (game, paper) not in read:
            data, _, _, html = shipped.get(game, "rulebook", paper)
            read[game, paper] = figure_rows(data, html)
        return read[game, paper]

    return get


def _blocks(labels: list[Label]) -> list[tuple[str, Box]]:
    """Label lines stacked under one another (less than 1 mm apart, sharing some width) joined into one."""
    blocks: list[tuple[str, Box]] = []
    for line in sorted(labels, key=lambda x: (x.box[1], x.box[0])):
        for i, (text, b) in enumerate(blocks):
            if 0 <= line.box[1] - b[3] < 1.0 and min(b[2], line.box[2]) - max(b[0], line.box[0]) > 0:
                blocks[i] = (text + " / " + line.text, (min(b[0], line.box[0]), b[1], max(b[2], line.box[2]),
                                                         line.box[3]))
                break
        else:
            blocks.append((line.text, line.box))
    return blocks


def _items(row: Row) -> list[Box]:
    return [b for b in row.items if b[2] - b[0] < BIG_MM]


@pytest.mark.parametrize("paper", PAPERS)
def test_every_game_has_both_figures(rows, paper: str):
    """The measure has something to measure: each rulebook prints its components and setup figures."""
    for game in GAMES:
        assert {r.figure for r in rows(game, paper)} == {"components", "setup"}, game
        assert all(r.labels and r.items for r in rows(game, paper))


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game", GAMES)
def test_every_figure_label_prints_at_6_pt_or_more(rows, game: str, paper: str):
    small = [(r.figure, r.page, x.text, round(x.size_pt, 2)) for r in rows(game, paper) for x in r.labels
             if x.size_pt < LEAST_PT]
    assert small == []


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game", GAMES)
def test_every_label_sits_on_or_beside_its_item(rows, game: str, paper: str):
    """Each label block is within NEAR_MM of an item, or of the end of a leader line drawn to it; a pile's
    count stands on the line of a name less than a pile's cell (37 mm) to its left."""
    far = []
    for row in rows(game, paper):
        items = _items(row)
        ends = [p for a, b, w in row.strokes if w <= LEADER_MM for p in (a, b)]
        blocks = _blocks(row.labels)
        for text, box in blocks:
            if text.startswith("\u00d7"):
                if not any(t != text and abs(b[3] - box[3]) < 1.2 and 0 < box[0] - b[2] < 37 for t, b in blocks):
                    far.append((row.figure, text, "no name on its line"))
                continue
            nearest = min((gap(box, item) for item in items), default=99.0)
            led = any(gap(box, (x, y, x, y)) < 0.6 for x, y in ends)
            if nearest > NEAR_MM and not led:
                far.append((row.figure, row.page, text, round(nearest, 1)))
    assert far == []


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game", GAMES)
def test_no_two_figure_labels_overlap(rows, game: str, paper: str):
    clashes = [(r.figure, a.text, b.text) for r in rows(game, paper) for i, a in enumerate(r.labels)
               for b in r.labels[i + 1:] if meets(a.box, b.box, 0.1)]
    assert clashes == []


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game", GAMES)
def test_no_figure_label_covers_another_item_or_a_route(rows, game: str, paper: str):
    """A label lies wholly on an item (a deck's name in its card's band, a name in its region box) or off
    every item; no route (a stroke thicker than a leader line) runs through it."""
    covered = []
    for row in rows(game, paper):
        items = _items(row)
        for label in row.labels:
            shrunk = (label.box[0] + 0.1, label.box[1] + 0.3, label.box[2] - 0.1, label.box[3] - 0.3)
            for item in items:
                if meets(shrunk, item, 0.1) and not holds(item, label.box, 0.4):
                    covered.append((row.figure, label.text, tuple(round(v, 1) for v in item)))
            if any(w > LEADER_MM and crosses(a, b, shrunk) for a, b, w in row.strokes):
                covered.append((row.figure, label.text, "route"))
    assert covered == []


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game", GAMES)
def test_a_figure_breaks_overleaf_only_when_its_next_row_cannot_stand_on_the_page(rows, game: str, paper: str):
    """The components spread may break between two rows; where it does, the page it leaves is filled to within
    a quarter of its text block (the issue's largest gap). On Letter, Journeys' last row was held to the row
    before it as well as to the caption, and both went overleaf with 75 mm of page 4 left empty."""
    found = rows(game, paper)
    holes = []
    for a, b in zip(found, found[1:]):
        if a.figure == b.figure and b.page != a.page:
            block = a.page_mm[1] - TEXT_TOP_MM - TEXT_BOTTOM_MM
            left = a.page_mm[1] - TEXT_BOTTOM_MM - a.box[3]
            if left > block / 4:
                holes.append((a.figure, a.page, round(left), round(block)))
    assert holes == []

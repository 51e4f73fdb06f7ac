"""Issue 29: every sheet's footer (the version stamp: game, version, digest, date, deck or board, sheet number)
prints in the white margin, never on the coloured bleed, on every sheet kind and paper.

Measured from the PDFs of the four shipped games on A4 and Letter: card fronts and backs (built with --guides,
so each trim is in the PDF as its magenta outline), token fronts (their cut lines) and backs (their guide
lines), player boards (the trims their crop marks stand on) and, from the roll-and-write fixture, score pads.
Each trim is grown by its bleed, read from game.yaml as plain YAML (cards and boards: `bleed`, 3 mm unless
written; pads 0 mm unless written) or, for tokens, docs/boards.md's 1.5 mm. The footer's box must lie outside
every one of those boxes, and the pixels under it (pypdfium2 at 100 dpi) must be the footer's grey ink on
white paper: neutral, and no darker than its ink, so no colour, no bleed and no crop mark.

Every page of a sheet PDF shares its grid, and only the last may hold fewer pieces, so for cards the first and
the last page of each file are measured (Commerce's resources run to 155 pages); tokens, boards and pads are
measured page by page.
"""
from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest
import yaml
from typer.testing import CliRunner

from cardpdf import trims
from conftest import CONTENT, FIXTURES
from mapmeasure import cut_trims
from piecepdf import GAMES, MM, Box, stamp_box, stroked

PAPERS = ["a4", "letter"]
TOKEN_BLEED = 1.5   # docs/boards.md: colour runs 1.5 mm beyond every cut line
DPI = 100


def _yaml_bleed(value, default: float) -> float:
    """A game.yaml length in mm (`3mm`, `0.125in`, a bare number), read here and not by pnp."""
    if value is None:
        return default
    text = str(value).strip()
    for unit, factor in (("mm", 1.0), ("cm", 10.0), ("in", 25.4), ("pt", 25.4 / 72)):
        if text.endswith(unit):
            return float(text[: -len(unit)]) * factor
    return float(text)


def _game_yaml(folder: Path) -> dict:
    return yaml.safe_load((folder / "game.yaml").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def cards(tmp_path_factory):
    """Each game's card sheets on one paper, with proof guides, built on first use."""
    from generator.app.cli import app

    out, done = tmp_path_factory.mktemp("footers"), {}

    def get(game: str, paper: str) -> Path:
        if (game, paper) not in done:
            result = CliRunner().invoke(app, ["build", game, "--content", str(CONTENT), "--out", str(out / paper),
                                              "--paper", paper, "--guides", "--only", "cards", "--jobs", "1",
                                              "--no-check", "--progress", "none"])
            assert result.exit_code == 0, result.output
            done[(game, paper)] = out / paper / game
        return done[(game, paper)]

    return get


def _grown(box: Box, by: float) -> Box:
    return Box(box.x0 - by, box.y0 - by, box.x1 + by, box.y1 + by)


def _apart(a: Box, b: Box) -> bool:
    return a.x1 <= b.x0 or a.x0 >= b.x1 or a.y1 <= b.y0 or a.y0 >= b.y1


def _white_under(pdf_path: Path, index: int, box: Box, page_height_mm: float) -> list[str]:
    """What the pixels under the footer's box (grown by 0.3 mm) show besides grey ink on white: the count of
    coloured pixels and of pixels darker than the ink (0.35 grey is 89 of 255; anti-aliasing only lightens it)."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(str(pdf_path))
    try:
        image = doc[index].render(scale=DPI / 72).to_pil().convert("RGB")
    finally:
        doc.close()
    px = DPI / 25.4
    crop = image.crop((int((box.x0 - 0.3) * px), int((page_height_mm - box.y1 - 0.3) * px),
                       int((box.x1 + 0.3) * px + 1), int((page_height_mm - box.y0 + 0.3) * px + 1)))
    pixels = list(crop.getdata()) if not hasattr(crop, "get_flattened_data") else list(crop.get_flattened_data())
    coloured = sum(1 for r, g, b in pixels if max(r, g, b) - min(r, g, b) > 12)
    dark = sum(1 for r, g, b in pixels if max(r, g, b) < 80)
    return ([f"{coloured} coloured pixels"] if coloured else []) + ([f"{dark} pixels darker than its ink"]
                                                                  if dark else [])


def _footer_problems(path: Path, pieces_of, pages=None) -> list[str]:
    """Every page's footer against the bleed boxes `pieces_of(page, number)` gives, and its pixels."""
    found = []
    with pdfplumber.open(path) as pdf:
        numbers = range(1, len(pdf.pages) + 1) if pages is None else sorted({1, len(pdf.pages)})
        for number in numbers:
            page = pdf.pages[number - 1]
            stamp = stamp_box(page)
            if stamp is None:
                found.append(f"{path.name} page {number}: no footer")
                continue
            box, _ = stamp
            bleeds = pieces_of(page, number)
            if not bleeds:
                found.append(f"{path.name} page {number}: no pieces found to measure against")
            for bleed in bleeds:
                if not _apart(box, bleed):
                    found.append(f"{path.name} page {number}: the footer at ({box.x0:.1f}, {box.y0:.1f})-"
                                 f"({box.x1:.1f}, {box.y1:.1f}) mm lies on the bleed box ({bleed.x0:.1f}, "
                                 f"{bleed.y0:.1f})-({bleed.x1:.1f}, {bleed.y1:.1f})")
                    break
            found += [f"{path.name} page {number}: {p}" for p in _white_under(path, number - 1, box,
                                                                               page.height / MM)]
    return found


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game", GAMES)
def test_card_sheet_footers_lie_on_white_outside_every_bleed(cards, game: str, paper: str) -> None:
    out = cards(game, paper)
    decks = _game_yaml(CONTENT / game)["decks"]
    found = []
    for deck in decks:
        bleed = _yaml_bleed(deck.get("bleed"), 3.0)
        for name in (f"cards-{deck['id']}.pdf", f"cards-{deck['id']}-backs.pdf"):
            def bleeds(page, _number, bleed=bleed):
                # cardpdf.trims reads top-down; the footer's box is bottom-up
                height = page.height / MM
                return [_grown(Box(t.x0, height - t.bottom, t.x1, height - t.top), bleed) for t in trims(page)]
            found += _footer_problems(out / name, bleeds, pages="first and last")
    assert found == []


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game", GAMES)
def test_token_and_board_footers_lie_on_white_outside_every_bleed(pieces, game: str, paper: str) -> None:
    out = pieces(game, paper)
    board_bleed = {b["id"]: _yaml_bleed(b.get("bleed"), 3.0) for b in _game_yaml(CONTENT / game).get("boards", [])}
    (bleed,) = set(board_bleed.values())   # one board per shipped game

    def tokens(page, number):
        cuts = stroked(page, 0.6, colour=(0.15, 0.15, 0.15)) if number % 2 else \
            stroked(page, 0.3, colour=(0.72, 0.72, 0.72))
        return [_grown(c, TOKEN_BLEED) for c in cuts]

    def boards(page, _number):
        return [_grown(t, bleed) for t in cut_trims(page)]

    found = _footer_problems(out / "tokens.pdf", tokens) + _footer_problems(out / "boards.pdf", boards)
    assert found == []


@pytest.mark.parametrize("paper", PAPERS)
def test_pad_footers_lie_on_white_outside_every_bleed(tmp_path: Path, paper: str) -> None:
    from generator.load import load_game
    from generator.render import BuildOptions, RenderJob
    from generator.render.pads.renderer import render_pads
    from generator.write.writer import OutputWriter

    folder = FIXTURES / "roll-and-write"
    (pad,) = _game_yaml(folder)["pads"]
    bleed = _yaml_bleed(pad.get("bleed"), 0.0)
    loaded = load_game(folder)
    writer = OutputWriter(tmp_path, loaded.game.id)
    render_pads(RenderJob(loaded, BuildOptions(paper=paper), writer))
    writer.commit({"game": loaded.game.id, "version": loaded.game.version})
    found = _footer_problems(tmp_path / loaded.game.id / "pads.pdf",
                             lambda page, _n: [_grown(t, bleed) for t in cut_trims(page)])
    assert found == []


def test_the_measure_sees_a_footer_on_the_bleed(tmp_path: Path) -> None:
    """The measure itself: a sheet planned without the footer's room (as before issue 29) puts Commerce's
    resource cards' footer on their purple bleed, and the test says so."""
    from generator.render.cards.sheets import impose, paper_mm, plan_grid, sheet_canvas
    from reportlab.lib.colors import Color

    grid = plan_grid(paper_mm("a4"), (44, 68), 3, footer=0)
    path = tmp_path / "old.pdf"
    c = sheet_canvas(str(path), grid.page, title="old")

    def draw(cv, slot, _i):
        cv.setFillColor(Color(0.5, 0.3, 0.65))
        cv.rect(slot.cell.x * MM, slot.cell.y * MM, slot.cell.w * MM, slot.cell.h * MM, stroke=0, fill=1)

    impose(c, grid, grid.per_page, draw, stamp=lambda p, n: f"Commerce v1 \u00b7 abc \u00b7 sheet {p}/{n}")
    c.save()
    found = _footer_problems(path, lambda page, _n: [_grown(Box(s.trim.x, s.trim.y, s.trim.x1, s.trim.y1), 3)
                                                      for s in grid.slots])
    assert any("lies on the bleed box" in f for f in found) and any("coloured pixels" in f for f in found)

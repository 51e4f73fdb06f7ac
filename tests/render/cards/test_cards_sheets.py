"""Card sheets measured in the PDF: page size, trim sizes, crop marks, duplex mirroring, gutterfold."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardpdf import MM, Box, crop_marks, embedded_font_problems, open_pdf, page_sizes_mm, trims
from generator.app.cli import app
from generator.render.cards.sheets import Duplex, crop_marks as plan_marks, paper_mm, plan_grid, plan_gutterfold

CARDS = Path(__file__).parents[2] / "fixtures" / "cards"
PAPER = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
SIZES = {"spells": (63.0, 88.0), "coins": (44.0, 68.0), "notes": (50.0, 80.0)}
TOL = 0.1


@pytest.fixture(scope="module")
def build(tmp_path_factory):
    cache: dict[tuple[str, ...], Path] = {}

    def run(*args: str) -> Path:
        if args not in cache:
            out = tmp_path_factory.mktemp("cards")
            result = CliRunner().invoke(app, ["build", "base", "--content", str(CARDS), "--out", str(out), *args])
            assert result.exit_code == 0, result.output
            cache[args] = out / "base"
        return cache[args]

    return run


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_pages_are_the_paper_size_and_trims_are_the_preset(build, paper: str) -> None:
    out = build("--guides", "--paper", paper)
    for deck, (w, h) in SIZES.items():
        # the sheet turned where that holds more cards: 50 x 80 mm notes are 9 to an upright A4 or Letter sheet, 10 turned
        turned = plan_grid(paper_mm(paper, landscape=True), (w, h), 3).per_page > plan_grid(paper_mm(paper), (w, h), 3).per_page
        assert turned == (deck == "notes")
        for name in (f"cards-{deck}.pdf", f"cards-{deck}-backs.pdf"):
            for size in page_sizes_mm(out / name):
                assert size == pytest.approx(PAPER[paper][::-1] if turned else PAPER[paper], abs=0.05)
            with open_pdf(out / name) as pdf:
                for page in pdf.pages:
                    boxes = trims(page)
                    assert boxes
                    for box in boxes:
                        assert box.width == pytest.approx(w, abs=TOL) and box.height == pytest.approx(h, abs=TOL)


def test_poker_is_three_by_three_and_centred(build) -> None:
    with open_pdf(build("--guides") / "cards-spells.pdf") as pdf:
        boxes = trims(pdf.pages[0])
    assert len(boxes) == 7   # seven spells: 3 + 3 + 1 on a 3x3 sheet
    grid = plan_grid(paper_mm("a4"), (63, 88), 3)
    assert (grid.cols, grid.rows) == (3, 3)
    left, right = min(b.x0 for b in boxes), 210 - max(b.x1 for b in boxes)
    assert left == pytest.approx(right, abs=TOL)
    assert plan_grid(paper_mm("letter"), (63, 88), 3).per_page == 9


def test_crop_marks_sit_outside_every_trim_corner(build) -> None:
    with open_pdf(build("--guides") / "cards-spells.pdf") as pdf:
        for page in pdf.pages:
            boxes, marks = trims(page), crop_marks(page)
            for box in boxes:
                for cx, cy in ((box.x0, box.top), (box.x1, box.top), (box.x0, box.bottom), (box.x1, box.bottom)):
                    horizontal = [m for m in marks if abs(m.top - cy) < TOL and abs(m.bottom - cy) < TOL
                                  and (m.x1 <= box.x0 + TOL or m.x0 >= box.x1 - TOL)
                                  and min(abs(m.x0 - cx), abs(m.x1 - cx)) < 2.0]
                    vertical = [m for m in marks if abs(m.x0 - cx) < TOL and abs(m.x1 - cx) < TOL
                                and (m.bottom <= box.top + TOL or m.top >= box.bottom - TOL)
                                and min(abs(m.top - cy), abs(m.bottom - cy)) < 2.0]
                    assert horizontal and vertical, (box, cx, cy)
            for mark in marks:   # and never inside a card
                for box in boxes:
                    inside_x = box.x0 + TOL < (mark.x0 + mark.x1) / 2 < box.x1 - TOL
                    inside_y = box.top + TOL < (mark.top + mark.bottom) / 2 < box.bottom - TOL
                    assert not (inside_x and inside_y), (mark, box)


def _runs_into(mark: tuple[float, float, float, float], trim: tuple[float, float, float, float]) -> float:
    """How far a mark segment (x0, y0, x1, y1) runs over a trim rectangle, edges included, in mm (0: not at all).

    A horizontal mark lying on the line of a neighbour's top edge counts: it would be cut along with the
    card. Marks are hairlines, so a mark only touching a trim's edge end-on is allowed TOL.
    """
    mx0, mx1 = sorted((mark[0], mark[2]))
    my0, my1 = sorted((mark[1], mark[3]))
    tx0, ty0, tx1, ty1 = trim
    along_x = min(mx1, tx1) - max(mx0, tx0)
    along_y = min(my1, ty1) - max(my0, ty0)
    if along_y >= -1e-6 and along_x > 0:       # horizontal run over the trim's rows
        return along_x
    if along_x >= -1e-6 and along_y > 0:
        return along_y
    return 0.0


@pytest.mark.parametrize("args", [(), ("--paper", "letter"), ("--gutterfold",)])
def test_crop_marks_never_touch_any_trim_along_their_whole_length(build, args) -> None:
    out = build("--guides", *args)
    for deck in SIZES:
        with open_pdf(out / f"cards-{deck}.pdf") as pdf:
            for page in pdf.pages:
                boxes, marks = trims(page), crop_marks(page)
                width, height = page.width / MM, page.height / MM
                assert marks and boxes
                for m in marks:
                    assert -TOL <= m.x0 <= m.x1 <= width + TOL and -TOL <= m.top <= m.bottom <= height + TOL
                    for b in boxes:
                        over = _runs_into((m.x0, m.top, m.x1, m.bottom), (b.x0, b.top, b.x1, b.bottom))
                        assert over <= TOL, f"{deck}: mark {m} runs {over:.2f} mm into the trim {b}"


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("size", [(63, 88), (57, 89), (70, 120), (44, 68), (70, 70), (89, 127), (41, 63), (100, 140)])
@pytest.mark.parametrize("bleed", [0.0, 1.0, 3.0, 6.0])
def test_planned_marks_avoid_every_trim_and_reach_every_corner(paper: str, size, bleed: float) -> None:
    grid = plan_grid(paper_mm(paper), size, bleed)
    trims_mm = [(s.trim.x, s.trim.y, s.trim.x1, s.trim.y1) for s in grid.slots]
    for used in (grid.per_page, 1, max(1, grid.per_page // 2)):
        marks = plan_marks(grid, used)
        for m in marks:
            assert -1e-6 <= min(m[0], m[2]) and max(m[0], m[2]) <= grid.page[0] + 1e-6
            assert -1e-6 <= min(m[1], m[3]) and max(m[1], m[3]) <= grid.page[1] + 1e-6
            for t in trims_mm:      # every trim of the grid, used or not: the unused ones are printed next page
                assert _runs_into(m, t) <= 1e-6, (m, t)
        used_trims = trims_mm[:used]
        for x in {v for t in used_trims for v in (t[0], t[2])}:    # every cut line of a used trim is marked
            assert any(m[0] == m[2] and abs(m[0] - x) < 1e-3 for m in marks), ("vertical cut", x)
        for y in {v for t in used_trims for v in (t[1], t[3])}:
            assert any(m[1] == m[3] and abs(m[1] - y) < 1e-3 for m in marks), ("horizontal cut", y)
        if grid.gutter[0] < 1.6 or grid.gutter[1] < 1.6:
            continue
        for x0, y0, x1, y1 in used_trims:   # with a gutter, each corner has a mark on each of its edge lines
            for cx, cy in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):
                assert any(m[1] == m[3] and abs(m[1] - cy) < 1e-3 and min(abs(m[0] - cx), abs(m[2] - cx)) <= 1.001
                           for m in marks), (cx, cy)
                assert any(m[0] == m[2] and abs(m[0] - cx) < 1e-3 and min(abs(m[1] - cy), abs(m[3] - cy)) <= 1.001
                           for m in marks), (cx, cy)


def test_gutterfold_marks_avoid_the_backs_too() -> None:
    fronts, backs = plan_gutterfold(paper_mm("a4"), (63, 88), 3.0)
    marks = plan_marks(fronts, fronts.per_page, tuple(s.trim for s in backs.slots))
    marks += plan_marks(backs, backs.per_page, tuple(s.trim for s in fronts.slots))
    every = [(s.trim.x, s.trim.y, s.trim.x1, s.trim.y1) for s in (*fronts.slots, *backs.slots)]
    for m in marks:
        for t in every:
            assert _runs_into(m, t) <= 1e-6, (m, t)


@pytest.mark.parametrize("args,edge,offset", [
    ((), "long", (0.0, 0.0)),
    (("--duplex-offset", "1.5,-0.75"), "long", (1.5, -0.75)),
    (("--duplex", "short"), "short", (0.0, 0.0)),
    (("--duplex", "short", "--duplex-offset", "-1,2"), "short", (-1.0, 2.0)),
])
def test_backs_mirror_their_fronts(build, args, edge, offset) -> None:
    out = build("--guides", *args)
    width, height = PAPER["a4"]
    dx, dy = offset
    with open_pdf(out / "cards-spells.pdf") as fronts, open_pdf(out / "cards-spells-backs.pdf") as backs:
        assert len(fronts.pages) == len(backs.pages)
        for front_page, back_page in zip(fronts.pages, backs.pages):
            front, back = trims(front_page), trims(back_page)
            assert len(front) == len(back)
            expected = []
            for b in front:
                if edge == "long":
                    x0, top = width - b.x1 + dx, b.top - dy
                else:
                    x0, top = b.x0 + dx, height - b.bottom - dy
                expected.append((x0, top))
            got = sorted((b.x0, b.top) for b in back)
            for (ex, et), (gx, gt) in zip(sorted(expected), got):
                assert gx == pytest.approx(ex, abs=TOL) and gt == pytest.approx(et, abs=TOL)
    manifest = json.loads((out / "manifest.json").read_text())
    entry = next(f for f in manifest["files"] if f["path"] == "cards-spells-backs.pdf")
    assert entry["duplex"] == edge and entry["duplex_offset_mm"] == list(offset)


PX_PER_MM = 100 / 25.4


def _inked(image, box: tuple[float, float, float, float]) -> float:
    """The share of pixels in a box (x0, top, x1, bottom in mm) that are not paper white."""
    x0, top, x1, bottom = (round(v * PX_PER_MM) for v in box)
    histogram = image.crop((x0, top, x1, bottom)).convert("L").histogram()
    return sum(histogram[:235]) / max(1, sum(histogram))


@pytest.mark.parametrize("args,edge,offset", [
    ((), "long", (0.0, 0.0)),
    (("--duplex", "short", "--duplex-offset", "-1,2"), "short", (-1.0, 2.0)),
])
def test_each_back_prints_its_artwork_over_its_whole_trim_and_bleed(build, args, edge, offset) -> None:
    """Measure what the backs print, not only where the guides are: behind every front trim (mirrored in
    this test from the front sheet's guides) the back's artwork covers the trim and a bleed ring around it,
    and behind the empty places of a last page nothing is printed."""
    import pypdfium2

    out = build("--guides", *args)
    dx, dy = offset
    for deck in SIZES:
        (width, height), = set(page_sizes_mm(out / f"cards-{deck}.pdf"))   # upright, or turned (the notes)
        # turned over on an edge that runs up the page the trims mirror across it, else up and down
        across = (edge == "long") == (width > height)
        with open_pdf(out / f"cards-{deck}.pdf") as fronts:
            pages = [trims(p) for p in fronts.pages]
        places = max(pages, key=len)      # the first page is full: every place of the grid
        doc = pypdfium2.PdfDocument(str(out / f"cards-{deck}-backs.pdf"))
        try:
            assert len(doc) == len(pages)
            for index, front in enumerate(pages):
                image = doc[index].render(scale=100 / 72).to_pil()

                def behind(b) -> tuple[float, float, float, float]:
                    if not across:
                        return (width - b.x1 + dx, b.top - dy, width - b.x0 + dx, b.bottom - dy)
                    return (b.x0 + dx, height - b.bottom - dy, b.x1 + dx, height - b.top - dy)

                used = [behind(b) for b in front]
                for x0, top, x1, bottom in used:
                    assert _inked(image, (x0 + 1, top + 1, x1 - 1, bottom - 1)) > 0.6, (deck, index, x0, top)
                    ring = 0.8    # every grid keeps at least 1 mm of bleed on each side of a trim
                    for strip in ((x0 - ring, top, x0, bottom), (x1, top, x1 + ring, bottom),
                                  (x0, top - ring, x1, top), (x0, bottom, x1, bottom + ring)):
                        assert _inked(image, strip) > 0.9, (deck, index, strip)
                for place in (behind(b) for b in places):
                    if all(abs(place[0] - u[0]) > 1 or abs(place[1] - u[1]) > 1 for u in used):
                        x0, top, x1, bottom = place
                        assert _inked(image, (x0 + 4, top + 4, x1 - 4, bottom - 4)) < 0.01, (deck, index, place)
        finally:
            doc.close()


def test_gutterfold_puts_each_back_beside_its_front(build) -> None:
    out = build("--guides", "--gutterfold")
    assert not (out / "cards-spells-backs.pdf").exists()
    (width, height), = set(page_sizes_mm(out / "cards-spells.pdf"))
    assert (width, height) == pytest.approx((297.0, 210.0), abs=0.05)
    with open_pdf(out / "cards-spells.pdf") as pdf:
        boxes = trims(pdf.pages[0])
    fronts = [b for b in boxes if b.x1 < width / 2]
    backs = [b for b in boxes if b.x0 > width / 2]
    assert len(fronts) == len(backs) == 4
    for f in fronts:
        assert any(abs(b.x0 - (width - f.x1)) < TOL and abs(b.top - f.top) < TOL for b in backs)


def test_grid_geometry_is_symmetric_and_marks_avoid_trims() -> None:
    for paper in ("a4", "letter"):
        for size in ((63, 88), (57, 89), (70, 120), (44, 68), (70, 70)):
            grid = plan_grid(paper_mm(paper), size, 3)
            backs = grid.backs(Duplex("long"))
            for front, back in zip(grid.slots, backs.slots):
                assert back.trim.x == pytest.approx(grid.page[0] - front.trim.x1)
            for x0, y0, x1, y1 in plan_marks(grid, grid.per_page):
                for slot in grid.slots:
                    t = slot.trim
                    assert not (t.x < (x0 + x1) / 2 < t.x1 and t.y < (y0 + y1) / 2 < t.y1)
    fronts, backs = plan_gutterfold(paper_mm("letter"), (63, 88), 3)
    assert all(s.trim.x1 < fronts.page[0] / 2 < b.trim.x for s, b in zip(fronts.slots, backs.slots))


def test_every_font_is_embedded(build) -> None:
    out = build("--guides")
    for pdf in sorted(out.glob("*.pdf")):
        assert embedded_font_problems(pdf) == [], pdf.name


def test_manifest_records_each_deck(build) -> None:
    out = build("--guides")
    files = {f["path"]: f for f in json.loads((out / "manifest.json").read_text())["files"]}
    coins = files["cards-coins.pdf"]
    assert coins["kind"] == "cards" and coins["deck"] == "coins" and coins["cards"] == 5
    assert coins["card_size_mm"] == [44.0, 68.0] and coins["bleed_mm"] == pytest.approx(3.175)
    assert coins["paper"] == "a4" and coins["pages"] == 1
    assert files["cards-coins-backs.pdf"]["kind"] == "cards-backs"
    assert all(isinstance(f["pages"], int) and f["pages"] >= 1 for f in files.values())


def test_two_builds_are_byte_identical(build, tmp_path: Path) -> None:
    first = build("--guides")
    result = CliRunner().invoke(app, ["build", "base", "--content", str(CARDS), "--out", str(tmp_path), "--guides"])
    assert result.exit_code == 0, result.output
    for pdf in first.glob("*.pdf"):
        assert (tmp_path / "base" / pdf.name).read_bytes() == pdf.read_bytes(), pdf.name


def test_each_card_appears_count_times_with_its_copy_label(build) -> None:
    out = build("--guides")
    with open_pdf(out / "cards-spells.pdf") as pdf:
        names = [pdf.pages[i].crop(tuple(v * MM for v in (b.x0, b.top, b.x1, b.bottom))).extract_text().split("\n")[0]
                 for i in range(len(pdf.pages)) for b in trims(pdf.pages[i])]
    assert sorted(n.rsplit(" ", 1)[0] for n in names) == sorted(["Fireball"] * 3 + ["Ice Wall"] * 2 + ["Gust"] * 2)


@pytest.mark.parametrize("paper,edge", [("a4", "long"), ("letter", "short")])
def test_calibration_sheet_is_two_pages_of_the_paper(tmp_path: Path, paper: str, edge: str) -> None:
    target = tmp_path / "cal.pdf"
    result = CliRunner().invoke(app, ["calibrate", "--paper", paper, "--duplex", edge, "--out", str(target)])
    assert result.exit_code == 0, result.output
    assert page_sizes_mm(target) == [pytest.approx(PAPER[paper], abs=0.05)] * 2
    assert embedded_font_problems(target) == []
    with open_pdf(target) as pdf:
        back = pdf.pages[1].extract_text()
    assert f"--duplex {edge} --duplex-offset X,Y" in back
    again = tmp_path / "again.pdf"
    CliRunner().invoke(app, ["calibrate", "--paper", paper, "--duplex", edge, "--out", str(again)])
    assert again.read_bytes() == target.read_bytes()


def test_inset_shrinks_a_rectangle_on_every_side() -> None:
    from generator.render.cards.sheet_layout import Rect

    assert Rect(1.0, 2.0, 10.0, 20.0).inset(1.5) == Rect(2.5, 3.5, 7.0, 17.0)


def test_gutterfold_grid_is_centred_in_the_left_half_clear_of_the_fold() -> None:
    # A4 landscape 297 x 210: the left half (148.5) less a 5 mm margin and bleed + 2 = 5 mm at the fold is
    # 138.5 x 200 mm from (5, 5). Poker 63 x 88 with 3 mm bleed: 2 across (126 + 6 = 132, 3.25 mm spare each
    # side), 2 down (176 + 6 = 182, 9 mm spare each side). Worked out by hand, origin at the bottom-left.
    fronts, backs = plan_gutterfold(paper_mm("a4"), (63, 88), 3.0)
    assert fronts.page == (297.0, 210.0)
    xs = sorted({round(s.trim.x, 3) for s in fronts.slots})
    ys = sorted({round(s.trim.y, 3) for s in fronts.slots})
    assert xs == [8.25, 77.25] and ys == [14.0, 108.0]
    assert sorted({round(s.trim.x, 3) for s in backs.slots}) == [297 - 140.25, 297 - 71.25]


def test_gutterfold_pages_print_a_fold_line_down_the_middle(build) -> None:
    with open_pdf(build("--gutterfold") / "cards-spells.pdf") as pdf:
        page = pdf.pages[0]
        middle = page.width / 2
        folds = [ln for ln in page.lines if abs(ln["x0"] - middle) < 0.5 and abs(ln["x1"] - middle) < 0.5]
        assert len(folds) == 1
        fold = folds[0]
        assert tuple(round(v, 2) for v in fold["stroking_color"]) in ((0.5, 0.5, 0.5), (0.5,))
        assert fold["top"] == pytest.approx(3 * MM, abs=0.2) and fold["bottom"] == pytest.approx(page.height - 3 * MM, abs=0.2)
        assert fold["linewidth"] == pytest.approx(0.5, abs=0.01)
        words = [w for w in page.extract_words() if w["text"] == "fold"]
        assert len(words) == 1 and abs((words[0]["x0"] + words[0]["x1"]) / 2 - middle) < 1.0
        assert words[0]["top"] < 3 * MM


def test_every_crop_mark_has_a_white_halo_under_it(build) -> None:
    """So a mark still reads where it crosses a dark bleed: a 1.2 pt white line under each 0.35 pt black one."""
    with open_pdf(build("--guides") / "cards-coins.pdf") as pdf:
        page = pdf.pages[0]
        halos = {(round(ln["x0"], 1), round(ln["top"], 1), round(ln["x1"], 1), round(ln["bottom"], 1))
                 for ln in page.lines if abs(ln["linewidth"] - 1.2) < 0.01
                 and tuple(ln.get("stroking_color") or ()) in ((1,), (1, 1, 1), (1.0, 1.0, 1.0))}
        marks = crop_marks(page)
        assert marks
        for m in marks:
            assert (round(m.x0 * MM, 1), round(m.top * MM, 1), round(m.x1 * MM, 1), round(m.bottom * MM, 1)) in halos


@pytest.mark.parametrize("deck,bleed,safe", [("spells", 3.0, 3.0), ("coins", 3.175, 3.0), ("notes", 3.0, 4.0)])
def test_guides_draw_the_bleed_and_safe_lines_around_each_trim(build, deck: str, bleed: float, safe: float) -> None:
    # bleed and safe as the fixture's game.yaml gives them (coins: 0.125in; notes: safe 4mm), defaults 3 mm
    with open_pdf(build("--guides") / f"cards-{deck}.pdf") as pdf:
        page = pdf.pages[0]
        boxes = trims(page)
        rects = [(r["x0"] / MM, r["top"] / MM, r["x1"] / MM, r["bottom"] / MM) for r in page.rects]
        for b in boxes:
            for d in (bleed, -safe):
                want = (b.x0 - d, b.top - d, b.x1 + d, b.bottom + d)
                assert any(all(abs(g - w) < TOL for g, w in zip(r, want)) for r in rects), (deck, b, d)


def test_backs_land_behind_their_fronts_on_either_edge_with_an_offset() -> None:
    # A4 210 x 297, poker 3x3: the first slot's trim is top-left. Turned over on the long (vertical) edge a
    # back at x sits at 210 - x - 63; on the short edge at 297 - y - 88; the offset then moves it (x right, y up).
    grid = plan_grid(paper_mm("a4"), (63, 88), 3.0)
    first = grid.slots[0]
    long_back = grid.backs(Duplex("long", (1.5, -0.75))).slots[0]
    assert (long_back.trim.x, long_back.trim.y) == pytest.approx((210 - first.trim.x - 63 + 1.5, first.trim.y - 0.75))
    assert (long_back.trim.w, long_back.trim.h) == (63, 88)
    assert long_back.cell.x == pytest.approx(210 - first.cell.x - first.cell.w + 1.5)
    short_back = grid.backs(Duplex("short", (-1.0, 2.0))).slots[0]
    assert (short_back.trim.x, short_back.trim.y) == pytest.approx((first.trim.x - 1.0, 297 - first.trim.y - 88 + 2.0))
    assert short_back.cell.y == pytest.approx(297 - first.cell.y - first.cell.h + 2.0)
    assert grid.backs(Duplex()).slots[4].trim.x == pytest.approx(grid.slots[4].trim.x)   # the centre stays put


def test_a_grid_packs_as_many_as_fit_and_refuses_what_cannot() -> None:
    from generator.render.cards.sheet_layout import SheetError

    # by hand: A4 less 5 mm margins is 200 x 287; 2 mm gutters at the least
    assert (plan_grid(paper_mm("a4"), (63, 88), 3).cols, plan_grid(paper_mm("a4"), (63, 88), 3).rows) == (3, 3)
    assert plan_grid(paper_mm("a4"), (44, 68), 3).per_page == 16
    # items count with the 2 mm least gutter between them: 2 x 99 + 2 = 200 fits across; down, 2 x 142 + 2 = 286
    # fits and 2 x 143 + 2 = 288 does not
    assert plan_grid(paper_mm("a4"), (99, 142), 0).per_page == 4
    assert plan_grid(paper_mm("a4"), (99, 143), 0).per_page == 2
    assert plan_grid(paper_mm("a4"), (200, 287), 3).per_page == 1
    with pytest.raises(SheetError, match="does not fit"):
        plan_grid(paper_mm("a4"), (201, 100), 3)
    grid = plan_grid(paper_mm("a4"), (63, 88), 3)
    assert grid.gutter == pytest.approx((5.5, 6.0))
    outer = grid.slots[0]
    assert outer.cell.x == pytest.approx(outer.trim.x - 3) and outer.cell.y1 == pytest.approx(outer.trim.y1 + 3)
    inner = grid.slots[4]   # centre: inner edges keep half the gutter plus the seam, at most the bleed
    assert inner.cell.x == pytest.approx(inner.trim.x - min(3, 5.5 / 2 + 0.05))
    assert inner.cell.y == pytest.approx(inner.trim.y - min(3, 6.0 / 2 + 0.05))


@pytest.mark.parametrize("size,bleed", [((63, 88), 3.0), ((44, 68), 3.0), ((70, 120), 1.0), ((57, 89), 6.0)])
def test_each_cell_is_its_trim_grown_by_the_bleed_it_may_paint(size, bleed: float) -> None:
    grid = plan_grid(paper_mm("a4"), size, bleed)
    gx, gy = grid.gutter
    for i, slot in enumerate(grid.slots):
        row, col = divmod(i, grid.cols)
        left = bleed if col == 0 else min(bleed, gx / 2 + 0.05)     # 0.05 mm: neighbouring cells overlap a hair
        right = bleed if col == grid.cols - 1 else min(bleed, gx / 2 + 0.05)
        top = bleed if row == 0 else min(bleed, gy / 2 + 0.05)
        bottom = bleed if row == grid.rows - 1 else min(bleed, gy / 2 + 0.05)
        t, c = slot.trim, slot.cell
        assert (c.x, c.x1, c.y, c.y1) == pytest.approx((t.x - left, t.x1 + right, t.y - bottom, t.y1 + top)), i


def test_marks_are_drawn_only_for_the_places_used() -> None:
    grid = plan_grid(paper_mm("a4"), (63, 88), 3.0)
    first = grid.slots[0].trim
    for x0, y0, x1, y1 in plan_marks(grid, 1):
        assert (x0 == x1 and round(x0, 3) in (round(first.x, 3), round(first.x1, 3))) or \
               (y0 == y1 and round(y0, 3) in (round(first.y, 3), round(first.y1, 3)))
    assert len(plan_marks(grid, 1)) == 8 < len(plan_marks(grid, grid.per_page))


def test_paper_sizes_in_mm_upright_and_landscape() -> None:
    assert paper_mm("a4") == (210.0, 297.0) and paper_mm("a4", landscape=True) == (297.0, 210.0)
    assert paper_mm("letter", landscape=True) == pytest.approx((279.4, 215.9))
def _words(page) -> list[dict]:
    return page.extract_words(keep_blank_chars=False, extra_attrs=["size", "upright"])


def _point_size(char: dict) -> float:
    """A character's size in pt: its line height, across the page for text turned on its side."""
    return char["size"] if char["upright"] else char["x1"] - char["x0"]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_calibration_labels_are_readable_and_ticks_every_millimetre(tmp_path: Path, paper: str) -> None:
    target = tmp_path / "cal.pdf"
    result = CliRunner().invoke(app, ["calibrate", "--paper", paper, "--out", str(target)])
    assert result.exit_code == 0, result.output
    with open_pdf(target) as pdf:
        for page in pdf.pages:
            assert min(_point_size(ch) for ch in page.chars if ch["text"].strip()) >= 6 - 1e-6
            words = [w for w in _words(page) if w["upright"]]
            for i, a in enumerate(words):            # no two words' boxes overlap
                for b in words[i + 1:]:
                    apart = a["x1"] <= b["x0"] or b["x1"] <= a["x0"] or a["bottom"] <= b["top"] or b["bottom"] <= a["top"]
                    assert apart, (a["text"], b["text"])
        back = pdf.pages[1]
        ticks = [ln for ln in back.lines if abs(ln["linewidth"] - 0.25 * 1) < 0.01]
        vertical = sorted((ln["x0"] / MM for ln in ticks if abs(ln["x0"] - ln["x1"]) < 0.01))
        # the horizontal scale: one vertical tick per millimetre, evenly spaced
        gaps = {round(b - a, 2) for a, b in zip(vertical, vertical[1:])}
        assert gaps == {1.0}, gaps
        numbers = sorted((w for w in _words(back) if w["text"].lstrip("+-").isdigit()
                          and abs(w["size"] - 7) < 0.01), key=lambda w: w["x0"])
        values = [int(w["text"]) for w in numbers if abs(w["top"] - numbers[0]["top"]) < 1]
        assert values == [-10, -5, 0, 5, 10]


def test_backs_land_with_the_size_of_their_fronts_on_either_edge() -> None:
    grid = plan_grid(paper_mm("a4"), (63, 88), 3.0)
    for edge in ("long", "short"):
        backs = grid.backs(Duplex(edge, (0.5, -0.5)))
        assert backs.item == grid.item == (63, 88)        # token sheets read the item size back (cutouts.py)
        for front, back in zip(grid.slots, backs.slots):
            assert (back.trim.w, back.trim.h) == (front.trim.w, front.trim.h) == (63, 88), edge
            assert (back.cell.w, back.cell.h) == pytest.approx((front.cell.w, front.cell.h)), edge


def _enters(segment: tuple[float, float, float, float], r) -> bool:
    """Whether a horizontal or vertical segment runs into the inside of rectangle r."""
    x0, y0, x1, y1 = segment
    if y0 == y1:
        return r.y < y0 < r.y1 and max(min(x0, x1), r.x) < min(max(x0, x1), r.x1)
    return r.x < x0 < r.x1 and max(min(y0, y1), r.y) < min(max(y0, y1), r.y1)


def test_crop_marks_keep_out_of_the_other_trims_given() -> None:
    from generator.render.cards.sheet_layout import Rect

    grid = plan_grid(paper_mm("a4"), (63, 88), 3.0)
    first = grid.slots[0].trim
    # another piece's trim down the whole left margin, 1 mm from the first card and 1 mm from the paper's edge
    other = Rect(1.0, 0.0, first.x - 2.0, 297.0)
    plain, kept = plan_marks(grid, 1), plan_marks(grid, 1, (other,))
    assert any(_enters(s, other) for s in plain)           # without it, the left marks would run into it
    assert kept and not any(_enters(s, other) for s in kept)
    left = [s for s in kept if s[1] == s[3] and max(s[0], s[2]) <= first.x]
    assert len(left) == 2 and all(min(s[0], s[2]) >= other.x1 for s in left)   # still marked, in the 1 mm gap


def test_a_grid_that_cannot_fit_names_the_item_and_the_page_and_says_what_to_do() -> None:
    from generator.render.cards.sheet_layout import SheetError

    with pytest.raises(SheetError) as info:
        plan_grid(paper_mm("a4"), (201, 100), 3)
    assert info.value.message == "an item of 201x100 mm does not fit on a 210x297 mm page with 5 mm margins"
    assert info.value.hint == "choose larger paper or a smaller card size"


def test_two_tight_items_still_packs_as_many_with_the_gutter_shrunk_to_the_room_left() -> None:
    # by hand: A4 less 5 mm margins is 200 x 287. Two 99 mm items across leave 2 mm between them, two 142 mm
    # items down leave 3 mm: less than the 6 mm two 3 mm bleeds would take, so the gutter is what is left
    # (footer=0: the plan without the stamp's white room, test_the_grid_leaves_white_room_for_the_stamp)
    grid = plan_grid(paper_mm("a4"), (99, 142), 3, footer=0)
    assert (grid.cols, grid.rows) == (2, 2)
    assert grid.gutter == pytest.approx((2.0, 3.0))
    assert grid.slots[1].trim.x - grid.slots[0].trim.x1 == pytest.approx(2.0)


def _stamp_chars(page) -> list[dict]:
    """The version stamp's characters: grey (0.35) print of 4 to 6 pt (the proof guides' labels are far smaller),
    upright or turned up the left margin (where pdfplumber's `size` is a letter's advance, and its box's width
    the font size)."""
    grey = (0.35, 0.35, 0.35)
    return [ch for ch in page.chars if tuple(round(v, 2) for v in ch.get("non_stroking_color") or ()) == grey
            and 3.99 <= (ch["size"] if ch["upright"] else ch["x1"] - ch["x0"]) <= 6.01]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_version_stamp_keeps_off_bleed_and_crop_marks(build, paper: str) -> None:
    """Every sheet carries its stamp, and no letter of it lies within 0.5 mm of a crop mark, nor on a card's
    bleed where the sheet leaves a margin of 2 mm or more beyond it (3 mm from the edge, which printers leave
    blank); a sheet filled to its edges has its stamp on the left bleed, which the cut takes away."""
    out = build("--guides", "--paper", paper)
    bleed = {"coins": 3.175}
    for deck in SIZES:
        grow = bleed.get(deck, 3.0) + 0.05
        for name in (f"cards-{deck}.pdf", f"cards-{deck}-backs.pdf"):
            with open_pdf(out / name) as pdf:
                for number, page in enumerate(pdf.pages, 1):
                    stamp, boxes = _stamp_chars(page), trims(page)
                    assert "sheet" in "".join(ch["text"] for ch in stamp), f"{name} page {number}: no stamp"
                    height = page.height / MM
                    roomy = (height - max(b.bottom for b in boxes) - grow >= 3.0 + 2.0 + 0.8
                             or min(b.x0 for b in boxes) - grow >= 3.0 + 2.0 + 0.8)
                    for ch in stamp:
                        box = Box(ch["x0"] / MM, ch["top"] / MM, ch["x1"] / MM, ch["bottom"] / MM)
                        for trim in boxes if roomy else ():
                            assert (box.x1 <= trim.x0 - grow or box.x0 >= trim.x1 + grow
                                    or box.bottom <= trim.top - grow or box.top >= trim.bottom + grow), \
                                f"{name} page {number}: '{ch['text']}' of the stamp lies on a card's bleed"
                        assert roomy or box.x1 <= min(b.x0 for b in boxes), \
                            f"{name} page {number}: the stamp reaches into a card"
                        for mark in crop_marks(page):
                            assert (box.x1 <= mark.x0 - 0.5 or box.x0 >= mark.x1 + 0.5 or box.bottom <= mark.top - 0.5
                                    or box.top >= mark.bottom + 0.5), f"{name} page {number}: stamp on a crop mark"


# --- issue 10: text never below 6 pt, the version stamp included ------------------------------------------------

SHIPPED = ["commerce", "commissioned", "journeys-of-paul", "the-acts"]
STAMP_GREY = (0.35, 0.35, 0.35)
STAMP_EDGE_MM = 3.0   # sheets.STAMP_EDGE: printers leave the outer 3 mm blank


@pytest.fixture(scope="module")
def shipped_sheets(tmp_path_factory):
    """The four games' card sheets (with proof guides, so the trims are in the PDF), tokens, boards and maps."""
    root = Path(__file__).resolve().parents[3] / "content"
    out, built = tmp_path_factory.mktemp("shipped-stamps"), {}

    def get(game: str) -> Path:
        if game not in built:
            result = CliRunner().invoke(app, ["build", game, "--content", str(root), "--out", str(out), "--guides",
                                              "--only", "cards,tokens,boards,map", "--jobs", "1"])
            assert result.exit_code == 0, result.output
            built[game] = out / game
        return built[game]

    return get


def _grey_chars(page) -> list[dict]:
    return [ch for ch in page.chars
            if tuple(round(v, 2) for v in ch.get("non_stroking_color") or ()) == STAMP_GREY]


def _cuts(page) -> list[Box]:
    """Token cut lines (0.6 pt, dark grey) in mm, as Boxes."""
    return [Box(o["x0"] / MM, o["top"] / MM, o["x1"] / MM, o["bottom"] / MM) for o in page.curves + page.rects
            if abs(o.get("linewidth", 0) - 0.6) < 0.01
            and tuple(round(v, 2) for v in o.get("stroking_color") or ()) == (0.15, 0.15, 0.15)]


@pytest.mark.parametrize("game", SHIPPED)
def test_every_stamp_of_the_shipped_games_prints_at_6_pt_in_the_margin_off_every_piece(shipped_sheets,
                                                                                       game: str) -> None:
    """Issue 10: every grey (0.35) stamp letter in every card, token, board and map PDF of the four games is
    6 pt or more (where a margin is crowded the stamp drops parts, it does not shrink: cards-opportunity's
    was 4.25 pt), lies on the page at least 3 mm in from its edges, and meets no card's trim nor token's cut."""
    out, seen = shipped_sheets(game), 0
    for path in sorted(out.glob("*.pdf")):
        with open_pdf(path) as pdf:
            for number, page in enumerate(pdf.pages, 1):
                stamp = _grey_chars(page)
                assert stamp, f"{path.name} page {number}: no stamp"
                seen += 1
                text = "".join(ch["text"] for ch in stamp)
                assert "\u00b7" in text, f"{path.name} page {number}: grey text that is not a stamp: {text[:60]}"
                pieces = trims(page) + _cuts(page)
                width, height = page.width / MM, page.height / MM
                for ch in stamp:
                    size = ch["size"] if ch["upright"] else ch["x1"] - ch["x0"]
                    assert size >= 6.0 - 1e-6, f"{path.name} page {number}: stamp at {size:.2f} pt: {text[:80]}"
                    box = Box(ch["x0"] / MM, ch["top"] / MM, ch["x1"] / MM, ch["bottom"] / MM)
                    assert (box.x0 >= STAMP_EDGE_MM - 0.5 and box.top >= STAMP_EDGE_MM - 0.5
                            and box.x1 <= width - STAMP_EDGE_MM + 0.5 and box.bottom <= height - STAMP_EDGE_MM + 0.5), \
                        f"{path.name} page {number}: '{ch['text']}' of the stamp is off the page's margin"
                    for piece in pieces:
                        assert (box.x1 <= piece.x0 or box.x0 >= piece.x1 or box.bottom <= piece.top
                                or box.top >= piece.bottom), \
                            f"{path.name} page {number}: '{ch['text']}' of the stamp lies on a card or token"
    assert seen


def test_the_grid_leaves_white_room_for_the_stamp_on_one_axis() -> None:
    """Issue 29: the stamp needs 6.4 mm of white (3 mm printers leave blank, a 2.6 mm line, 0.8 mm clear) between
    the page's edges and the painted cells, on both edges of one axis; a grid that leaves less is planned again
    inside that room, keeping as many items where it can."""
    from generator.render.cards.sheet_layout import FOOTER_ROOM, footer_room

    assert FOOTER_ROOM == pytest.approx(6.4)
    # A4 poker: 3 x 63 + 2 x 5.5 = 200 across (cells from 2 mm), 3 x 88 + 2 x 6 = 276 down: trims from 10.5 mm,
    # cells from 7.5 mm: room enough already, so the plain plan stands
    grid = plan_grid(paper_mm("a4"), (63, 88), 3)
    assert grid.gutter == pytest.approx((5.5, 6.0)) and footer_room(grid) == pytest.approx(7.5)
    # Letter poker: down, 279.4 - 10 = 269.4 for 264 of trims; with 6.4 mm of white and the 3 mm bleed at the
    # bottom and top only 279.4 - 18.8 = 260.6 is left: 2 rows. Across, 215.9 - 18.8 = 197.1 holds 3 x 63 and
    # two gutters of (197.1 - 189) / 2 = 4.05 mm: still 9 cards, the room at the left and right
    grid = plan_grid(paper_mm("letter"), (63, 88), 3)
    assert grid.per_page == 9 and grid.gutter[0] == pytest.approx(4.05)
    assert min(s.cell.x for s in grid.slots) == pytest.approx(6.4)
    assert 215.9 - max(s.cell.x1 for s in grid.slots) == pytest.approx(6.4)
    # A4 mini (44 x 68): across, 4 x 44 + 3 x 6 = 194 leaves cells from 5 mm; down, 4 x 68 + 3 x 5 = 287 from
    # 2 mm. At the bottom and top: 297 - 18.8 = 278.2, gutters of (278.2 - 272) / 3 = 2.07: 16; at the left and
    # right, 210 - 18.8 = 191.2, gutters of (191.2 - 176) / 3 = 5.07: 16 too. The cards are taller than wide, so
    # the left is taken: its stamp runs between marks 68 mm apart, not 44
    grid = plan_grid(paper_mm("a4"), (44, 68), 3)
    assert grid.per_page == 16 and grid.gutter[0] == pytest.approx(15.2 / 3)
    assert min(s.cell.x for s in grid.slots) == pytest.approx(6.4)
    # the same card turned (68 x 44) takes the bottom
    grid = plan_grid(paper_mm("a4", landscape=True), (68, 44), 3)
    assert grid.per_page == 16 and min(s.cell.y for s in grid.slots) == pytest.approx(6.4)
    # two 99 x 142 mm items down need 286 mm, two across 200: no room on either axis keeps four, both keep two,
    # and the items are taller than wide: one column of two, the room at the left and right
    grid = plan_grid(paper_mm("a4"), (99, 142), 3)
    assert (grid.cols, grid.rows) == (1, 2) and footer_room(grid) >= 6.4
    # an item that fills the page leaves no room anywhere: the plain plan (its stamp goes on the bleed)
    grid = plan_grid(paper_mm("a4"), (200, 287), 3)
    assert grid.per_page == 1 and footer_room(grid) == pytest.approx(2.0)
    # footer=0 plans without the room, as a single card's own page does
    assert plan_grid(paper_mm("letter"), (63, 88), 3, footer=0).gutter[0] == pytest.approx(6.0)


def test_a_player_aid_shrinks_at_most_6_percent_and_only_to_fit_more() -> None:
    from generator.render.cards.sheet_layout import SHRINK_LEAST, plan_scaled

    a4, letter = [paper_mm("a4"), paper_mm("a4", landscape=True)], [paper_mm("letter"),
                                                                      paper_mm("letter", landscape=True)]
    # The Journeys' 200 x 140 mm reference, two to a page. On Letter, two down need 2 x 140 s + 2 <= 269.4 (the
    # room at the left and right: 200 s <= 215.9 - 18.8 = 197.1): s <= 0.955. On A4, at the bottom and top:
    # 2 x 140 s + 2 <= 297 - 18.8 = 278.2: s <= 0.9864, so 0.985 in half-percent steps
    grid, scale = plan_scaled(letter, (200, 140), 3, shrink=True)
    assert (grid.per_page, scale) == (2, 0.955)
    grid, scale = plan_scaled(a4, (200, 140), 3, shrink=True)
    assert (grid.per_page, scale) == (2, 0.985)
    # without shrink (a board that holds pieces) it stays at its size, one to a page
    grid, scale = plan_scaled(letter, (200, 140), 3, shrink=False)
    assert (grid.per_page, scale) == (1, 1.0)
    # shrinking that fits no more leaves the size alone; so does a board that would need more than 6%
    assert plan_scaled(a4, (262, 186), 3, shrink=True)[1] == 1.0
    assert SHRINK_LEAST == 0.94
    assert plan_scaled(letter, (200, 150), 3, shrink=True)[1] == 1.0   # 2 x 150 x 0.94 + 2 = 284 > 269.4
    # too big at its size but not at 94%: printed at the largest scale that fits (tiled otherwise)
    assert plan_scaled(a4, (300, 200), 3, shrink=False) == (None, 1.0)
    grid, scale = plan_scaled(a4, (300, 200), 3, shrink=True)
    # landscape A4: 297 - 18.8 = 278.2 across for 300 s, or 287 across with the room at the bottom and top,
    # 210 - 18.8 = 191.2 for 200 s: s <= 0.956, so 0.955
    assert (grid.per_page, scale) == (1, 0.955)


def test_a_deck_goes_on_the_sheet_turned_when_that_holds_more() -> None:
    # gamebook-paragraphs (written outside the project): A6 pages (105 x 148 mm, 3 mm bleed) printed one to an
    # upright A4 sheet, 240 sheets for 120 pages; the sheet turned holds two. Word cards of 68 x 44 mm: 12 upright,
    # 16 turned. Poker cards keep the upright sheet, which holds the most (9 against 8)
    from generator.render.cards.renderer import front_grid
    from generator.model.base import CardSize

    class Deck:   # what front_grid reads of a deck
        def __init__(self, w: float, h: float) -> None:
            self.size, self.bleed = CardSize.from_yaml(f"{w}x{h}mm"), 3

    a6 = front_grid("a4", (), Deck(105, 148))
    assert (a6.page, a6.per_page) == ((297.0, 210.0), 2)
    assert front_grid("a4", (), Deck(68, 44)).per_page == 16
    poker = front_grid("a4", (), Deck(63, 88))
    assert (poker.page, poker.per_page) == ((210.0, 297.0), 9)


def test_backs_land_behind_their_fronts_on_a_turned_sheet() -> None:
    # A4 turned, 297 x 210: its long edges run across, so turned over on the long edge a back at y sits at
    # 210 - y - h (x kept), and on the short edge at 297 - x - w (y kept)
    grid = plan_grid(paper_mm("a4", landscape=True), (105, 148), 3.0)
    first = grid.slots[0]
    long_back = grid.backs(Duplex("long", (1.5, -0.75))).slots[0]
    assert (long_back.trim.x, long_back.trim.y) == pytest.approx((first.trim.x + 1.5, 210 - first.trim.y - 148 - 0.75))
    short_back = grid.backs(Duplex("short")).slots[0]
    assert (short_back.trim.x, short_back.trim.y) == pytest.approx((297 - first.trim.x - 105, first.trim.y))


def test_a_calibration_sheet_that_cannot_be_written_leaves_nothing_half_written(tmp_path: Path, monkeypatch) -> None:
    # a hostile-input probe: under `ulimit -f 2` pnp calibrate left '.keep.pdf.partial' beside its target
    import errno

    from generator.core.errors import OutputError
    from generator.render.cards import calibration

    def full(self, data):
        raise OSError(errno.ENOSPC, "No space left on device", str(self))

    monkeypatch.setattr(Path, "write_bytes", full)
    with pytest.raises(OutputError) as refused:
        calibration.write_calibration(tmp_path / "keep.pdf", "a4", "long")
    monkeypatch.undo()
    assert sorted(p.name for p in tmp_path.iterdir()) == []
    assert "No space left on device" in refused.value.message and "keep.pdf" in refused.value.message

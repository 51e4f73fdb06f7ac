"""Card sheets measured in the PDF: page size, trim sizes, crop marks, duplex mirroring, gutterfold."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardpdf import MM, crop_marks, embedded_font_problems, open_pdf, page_sizes_mm, trims
from generator.cli import app
from generator.render.cards.sheets import Duplex, crop_marks as plan_marks, paper_mm, plan_grid, plan_gutterfold

CARDS = Path(__file__).parent / "fixtures" / "cards"
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
        for name in (f"cards-{deck}.pdf", f"cards-{deck}-backs.pdf"):
            for size in page_sizes_mm(out / name):
                assert size == pytest.approx(PAPER[paper], abs=0.05)
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

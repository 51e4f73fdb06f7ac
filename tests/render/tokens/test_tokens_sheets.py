"""tokens.pdf: every token of the inventory, in its count and size, with backs that mirror the fronts."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pdfplumber
import pytest

from conftest import CONTENT
from piecepdf import GAMES, MM, stroked, text_in, token_bands

FRONT_CUT, BACK_GUIDE = 0.6, 0.3          # line widths (pt) of the cut line and of the back's guide
CUT_COLOUR, GUIDE_COLOUR = (0.15, 0.15, 0.15), (0.72, 0.72, 0.72)


def _expected(game_id: str) -> dict[str, dict]:
    """From game.yaml alone: per component, the printed labels with their counts, and the size."""
    from generator.load import load_game

    game = load_game(CONTENT / game_id).game
    sheets = {s.component: s for s in game.tokens}
    out = {}
    for comp in game.inventory:
        sheet = sheets.get(comp.id)
        if sheet is None and comp.kind != "token":
            continue
        want = comp.count * (comp.faces or 1) if comp.kind == "die" else comp.count
        labels = Counter()
        table = next((d for d in game.dice if d.component == comp.id), None)
        if sheet is not None and sheet.faces:
            for face in sheet.faces:
                labels[face.front.replace(" ", "")] += face.count * max(1, len(sheet.colours))
        elif comp.kind == "die" and table is not None:   # a blank die's stickers: each face's result
            for roll in range(1, comp.faces + 1):
                result = next(r for r in table.results if r.rolls.low <= roll <= r.rolls.high)
                labels[(result.sticker or result.id.capitalize()).replace(" ", "")] += comp.count
        else:
            labels[comp.name.replace(" ", "")] = want
        out[comp.id] = {"count": want, "labels": labels, "name": comp.name, "shape": sheet.shape if sheet else "round",
                        "size": float(sheet.size) if sheet else 20.0, "sides": comp.sides}
    return out


def _fronts_and_backs(path):
    with pdfplumber.open(path) as pdf:
        pages = list(pdf.pages)
        fronts = [(p, stroked(p, FRONT_CUT, colour=CUT_COLOUR)) for p in pages[0::2]]
        backs = [(p, stroked(p, BACK_GUIDE, colour=GUIDE_COLOUR)) for p in pages[1::2]]
        texts = [[text_in(p, b) for b in boxes] for p, boxes in fronts]
        widths = [p.width for p in pages]
        return fronts, backs, texts, widths


@pytest.mark.parametrize("game", GAMES)
def test_every_token_is_printed_in_its_count_and_size(game: str, pieces) -> None:
    expected = _expected(game)
    fronts, _, texts, _ = _fronts_and_backs(pieces(game) / "tokens.pdf")
    per_band: Counter = Counter()
    sizes: dict[str, list[tuple[float, float]]] = {}
    printed: Counter = Counter()
    for (page, boxes), labels in zip(fronts, texts):
        for (band, box), text in zip(token_bands(page, boxes), labels):
            name = band.split(":")[0]
            per_band[name] += 1
            sizes.setdefault(name, []).append((box.w, box.h))
            printed[text] += 1
    assert sum(per_band.values()) == sum(e["count"] for e in expected.values())
    for comp, want in expected.items():
        n = per_band[want["name"]]
        assert n == want["count"], f"{game}/{comp}: {n} tokens in its bands, inventory says {want['count']}"
        # a token shows its design's name, or its icon alone when no name of the sheet fits at 6 pt
        for label, count in want["labels"].items():
            assert printed[label] in (0, count), f"{game}/{comp}: {printed[label]} tokens read '{label}'"
        size, shape = want["size"], want["shape"]
        # a hex is `size` across its flats (its height); a bar is size long and a third as wide
        w_want = {"hex": size * 2 / 3 ** 0.5, "bar": size}.get(shape, size)
        h_want = size / 3 if shape == "bar" else size
        for w, h in sizes[want["name"]]:
            assert abs(w - w_want) < 0.1 and abs(h - h_want) < 0.1, f"{game}/{comp}: {w:.2f} x {h:.2f} mm"


@pytest.mark.parametrize("game", GAMES)
def test_backs_mirror_fronts_for_long_edge_duplex(game: str, pieces) -> None:
    fronts, backs, _, widths = _fronts_and_backs(pieces(game) / "tokens.pdf")
    assert len(fronts) == len(backs)
    page_w = widths[0] / (72 / 25.4)
    for (_, front), (_, back) in zip(fronts, backs):
        assert len(front) == len(back)
        mirrored = sorted((round(page_w - b.x1, 2), round(b.y0, 2), round(b.w, 2), round(b.h, 2)) for b in front)
        seen = sorted((round(b.x0, 2), round(b.y0, 2), round(b.w, 2), round(b.h, 2)) for b in back)
        for m, s in zip(mirrored, seen):
            assert all(abs(a - b) <= 0.1 for a, b in zip(m, s)), f"{game}: front at {m} but back at {s}"


def test_two_sided_tokens_carry_their_back_text(pieces) -> None:
    with pdfplumber.open(pieces("commissioned") / "tokens.pdf") as pdf:
        labels = Counter(text_in(back, b) for back in pdf.pages[1::2]
                         for b in stroked(back, BACK_GUIDE, colour=GUIDE_COLOUR))
    # the stop tokens show their icons alone (their names do not fit a 16 mm token at 6 pt): game.yaml's
    # growth-stop icon on the 30 fronts, mission-stop on the 30 backs
    from pypdf import PdfReader

    reader = PdfReader(pieces("commissioned") / "tokens.pdf")
    uses = Counter()
    for i, page in enumerate(reader.pages):
        data = page.get_contents().get_data()
        side = "front" if i % 2 == 0 else "back"
        uses[side, "growth"] += data.count(b"/FormXob.icon_growth_stop Do")
        uses[side, "mission"] += data.count(b"/FormXob.icon_mission_stop Do")
    assert uses == {("front", "growth"): 30, ("front", "mission"): 0, ("back", "growth"): 0, ("back", "mission"): 30}
    assert all(labels[f"SideB,candle{n}"] == 1 for n in range(1, 6))
    # no text on the backs of: the one-sided tokens (a plain back: game.yaml's Converted City Leaders and
    # Roman Legion tokens, 6 Apostle pawns, 4 Missionaries, 75 Church Members, the Elder's staff) and the
    # 30 stop tokens (their icon alone)
    assert labels[""] == 1 + 1 + 6 + 4 + 75 + 1 + 30


def test_manifest_records_tokens_with_pages(pieces) -> None:
    entry = next(f for f in pieces.manifest("journeys-of-paul")["files"] if f["path"] == "tokens.pdf")
    assert entry["kind"] == "tokens" and entry["pages"] % 2 == 0 and entry["pages"] >= 2
    assert entry["tokens"]["cell-group-counters"] == 84 and entry["duplex"] == "long"


def _intersects(a, b, tol: float = 0.02) -> bool:
    return a.x0 < b.x1 - tol and b.x0 < a.x1 - tol and a.y0 < b.y1 - tol and b.y0 < a.y1 - tol


@pytest.mark.parametrize(("game", "paper"), [(g, "a4") for g in GAMES] + [("the-acts", "letter")])
def test_no_label_or_crop_mark_enters_another_tokens_bleed(game: str, paper: str, pieces) -> None:
    """Geometry from the PDF: cut lines (0.6 pt) give the trims, each grown by the 1.5 mm bleed; crop marks are
    the 0.35 pt black lines; band labels are the 7.5 pt words outside every trim. The Acts on Letter is laid out
    in two columns of bands: the churches' marks and the prayer points' meet in the gap between them."""
    from piecepdf import Box, box_of

    bleed = 1.5
    with pdfplumber.open(pieces(game, paper) / "tokens.pdf") as pdf:
        for number, page in enumerate(pdf.pages[0::2], 1):
            trims = stroked(page, FRONT_CUT, colour=CUT_COLOUR)
            bleeds = [Box(t.x0 - bleed, t.y0 - bleed, t.x1 + bleed, t.y1 + bleed) for t in trims]
            labels = [box_of(ch, page.height) for ch in page.chars
                      if abs(ch["size"] - 7.5) < 0.05 and ch["text"].strip()]
            labels = [b for b in labels if not any(_intersects(b, t, 0) for t in trims)]
            assert labels, f"{game} sheet {number}: no band labels found"
            for label in labels:
                hit = [b for b in bleeds if _intersects(label, b)]
                assert not hit, f"{game} sheet {number}: a label letter at {label} lies on a token's bleed"
            marks = [ln for ln in page.lines if abs(ln["linewidth"] - 0.35) < 0.01]
            for ln in marks:
                seg = box_of(ln, page.height)
                ends = [(seg.x0, seg.y0), (seg.x1, seg.y1)]
                # the mark's own token: the trim with a corner nearest to one of the mark's ends
                owner = min(range(len(trims)), key=lambda i: min(
                    ((cx - ex) ** 2 + (cy - ey) ** 2) for cx in (trims[i].x0, trims[i].x1)
                    for cy in (trims[i].y0, trims[i].y1) for ex, ey in ends))
                for i, b in enumerate(bleeds):
                    if i != owner:
                        assert not _intersects(seg, b), f"{game} sheet {number}: crop mark {seg} enters a bleed"
                for label in labels:
                    assert not _intersects(seg, label, 0), f"{game} sheet {number}: crop mark {seg} crosses a label"



@pytest.mark.parametrize("game", GAMES)
def test_the_version_stamp_stays_clear_of_crop_marks_at_a_readable_size(pieces, game: str) -> None:
    """On every page of tokens.pdf the stamp keeps 0.5 mm from every crop mark and prints at 6 pt or more
    (Commerce's page 5 once had it squeezed to 4 pt between marks, touching their ends)."""
    mm = 72 / 25.4
    with pdfplumber.open(pieces(game) / "tokens.pdf") as pdf:
        for number, page in enumerate(pdf.pages, 1):
            # the stamp: the small print in the bottom 25 mm (token texts print at 6.5 pt and more)
            stamp = [ch for ch in page.chars if ch["top"] > page.height - 25 * mm and ch["size"] < 6.5]
            if not stamp:
                continue
            x0, x1 = min(c["x0"] for c in stamp), max(c["x1"] for c in stamp)
            top, bottom = min(c["top"] for c in stamp), max(c["bottom"] for c in stamp)
            assert min(c["size"] for c in stamp) >= 6.0 - 1e-6, f"{game} page {number}: stamp below 6 pt"
            pad = 0.5 * mm
            for line in page.lines:
                overlaps = (line["x0"] < x1 + pad and line["x1"] > x0 - pad
                            and line["top"] < bottom + pad and line["bottom"] > top - pad)
                assert not overlaps, (f"{game} page {number}: a line at x {line['x0'] / mm:.1f} mm, "
                                      f"{(page.height - line['bottom']) / mm:.1f}-{(page.height - line['top']) / mm:.1f} "
                                      f"mm up, comes within 0.5 mm of the stamp")


@pytest.mark.parametrize("game", GAMES)
def test_token_and_board_text_contrasts_3_to_1_with_what_it_prints_on(game: str, pieces) -> None:
    """Every letter of every token page and player-board page against the token, band or box beneath it
    (WCAG's 3:1 for graphics; issue 10), read from the PDFs."""
    from cardpdf import low_contrast_text

    found = []
    for name in ("tokens.pdf", "boards.pdf"):
        path = pieces(game) / name
        if not path.exists():
            continue
        with pdfplumber.open(path) as pdf:
            for number, page in enumerate(pdf.pages, 1):
                found += [f"{name} p. {number}: {problem}" for problem in low_contrast_text(page)[:3]]
    assert found == []


@pytest.mark.parametrize("game", GAMES)
def test_token_and_board_icons_contrast_3_to_1_with_what_they_print_on(game: str, pieces) -> None:
    """Every icon of every token page and player-board page (the forms shared/icons.py draws), rendered at
    150 dpi: its most contrasting ink against the colour printed round it (tests/pixelmeasure.py; WCAG's
    3:1 for graphics). Commerce's grey road (#7a828a) sat on its green bar (#5aa65a) at 2.98:1."""
    from pixelmeasure import low_contrast_icons

    found = []
    for name in ("tokens.pdf", "boards.pdf"):
        path = pieces(game) / name
        if path.exists():
            found += [f"{name} p. {number}: {icon}" for number, icon in low_contrast_icons(path)]
    assert found[:6] == []


# --- the version stamp sits in the bottom margin of every page, as on the card sheets ---------------------------

STAMP_BAND = (3.0, 3.0 + 2 * 2.6)   # mm up from the page's edge: sheets.STAMP_EDGE to sheets.STAMP_TOP
GREY = ((0.35, 0.35, 0.35), [0.35, 0.35, 0.35])   # the stamp's ink, as pdfminer reports it
FIXTURE_GAMES = ["hex-wargame", "die-stickers", "token-icon"]   # fixtures that print tokens


def _render_all(folder, out, paper: str):
    """Tokens, boards, maps, grid maps and pads of one game, through the real writer; returns its output folder."""
    from generator.load import load_game
    from generator.render import BuildOptions, RenderJob
    from generator.render.boards.renderer import render_boards
    from generator.render.maps.grid import render_grid_maps
    from generator.render.maps.renderer import render_maps
    from generator.render.pads.renderer import render_pads
    from generator.render.tokens.renderer import render_tokens
    from generator.write.writer import OutputWriter

    loaded = load_game(folder)
    writer = OutputWriter(out, loaded.game.id)
    job = RenderJob(loaded, BuildOptions(paper=paper), writer)
    for render in (render_tokens, render_boards, render_maps, render_grid_maps, render_pads):
        render(job)
    writer.commit({"game": loaded.game.id, "version": loaded.game.version})
    return out / loaded.game.id


@pytest.fixture(scope="module")
def sheets(tmp_path_factory):
    """Every game's token, board, map, grid and pad PDFs, by (game, paper), rendered once on first use:
    the four built-in games, fixtures with tokens, grids and pads, and a `pnp new` card game."""
    from typer.testing import CliRunner

    from conftest import FIXTURES
    from generator.app.cli import app

    root, done = tmp_path_factory.mktemp("stamps"), {}

    def get(game: str, paper: str):
        if (game, paper) not in done:
            if game == "new":
                folder = root / "new" / "demo" / "content" / "demo"
                if not folder.exists():
                    result = CliRunner().invoke(app, ["new", "demo", "--dir", str(root / "new")])
                    assert result.exit_code == 0, result.output
            else:
                folder = (CONTENT if game in GAMES else FIXTURES) / game
            done[(game, paper)] = _render_all(folder, root / paper, paper)
        return done[(game, paper)]

    return get


def _in_band(box, upright: bool) -> bool:
    """Across the bottom margin band, or turned up the left one (a card or board sheet crowded at its foot)."""
    low, high = (box.y0, box.y1) if upright else (box.x0, box.x1)
    return STAMP_BAND[0] - 0.5 <= low and high <= STAMP_BAND[1] + 0.05


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", GAMES + FIXTURE_GAMES + ["new"])
def test_the_token_stamp_sits_in_the_bottom_margin_clear_of_every_token(sheets, game: str, paper: str) -> None:
    """On every page of tokens.pdf the stamp prints across the foot of the page, 3 to 8.2 mm up, however few
    tokens the page holds (a short last band once floated it to 476 pt, mid-page, on an A4 sheet of dice
    stickers), and its box meets no token's colour (cut line plus 1.5 mm bleed)."""
    from piecepdf import stamp_box

    path = sheets(game, paper) / "tokens.pdf"
    assert path.exists()
    with pdfplumber.open(path) as pdf:
        for number, page in enumerate(pdf.pages, 1):
            found = stamp_box(page)
            assert found is not None, f"{game} page {number}: no stamp"
            box, upright = found
            assert upright, f"{game} page {number}: the stamp is turned"
            assert STAMP_BAND[0] - 0.5 <= box.y0 and box.y1 <= STAMP_BAND[1] + 0.05, \
                f"{game} page {number}: the stamp at {box.y0:.1f}-{box.y1:.1f} mm up, not in the bottom margin"
            mid = (box.x0 + box.x1) / 2
            assert abs(mid - page.width / MM / 2) < 25, f"{game} page {number}: the stamp is off to one side"
            cuts = stroked(page, FRONT_CUT, colour=CUT_COLOUR) if number % 2 else \
                stroked(page, BACK_GUIDE, colour=GUIDE_COLOUR)
            assert cuts, f"{game} page {number}: no tokens found"
            for cut in cuts:
                assert (box.x1 <= cut.x0 - 1.5 or box.x0 >= cut.x1 + 1.5 or box.y1 <= cut.y0 - 1.5
                        or box.y0 >= cut.y1 + 1.5), f"{game} page {number}: the stamp meets a token at {cut}"


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", GAMES + ["hex-wargame", "roll-and-write", "new"])
def test_every_sheet_kind_puts_its_stamp_in_the_same_margin_band(sheets, game: str, paper: str) -> None:
    """Tokens, player boards (imposed or tiled, with their overviews), map tiles and terrain tiles, grid maps
    and score pads: every page's stamp in the one band the card sheets use, 3 to 8.2 mm from the bottom edge
    (or, on a sheet whose foot is crowded with crop marks, from the left edge)."""
    from pdfminer.layout import LTChar

    from piecepdf import stamp_box

    out, seen = sheets(game, paper), 0
    for name in ("tokens.pdf", "boards.pdf", "map.pdf", "grids.pdf", "pads.pdf"):
        if not (out / name).exists():
            continue
        with pdfplumber.open(out / name) as pdf:
            for number, page in enumerate(pdf.pages, 1):
                found = stamp_box(page)
                assert found is not None, f"{name} page {number}: no stamp"
                box, upright = found
                assert _in_band(box, upright), (f"{game} {name} page {number}: stamp at x {box.x0:.1f}-"
                                                f"{box.x1:.1f}, y {box.y0:.1f}-{box.y1:.1f} mm")
                # and it prints over none of the page's own text (titles, notes, a tile's neighbours; a board's
                # text sits in a form, clipped to its frame or cell, so a tile page holds letters it never shows)
                for ch in page.layout:
                    if isinstance(ch, LTChar) and ch.graphicstate.ncolor not in GREY:
                        mm = [v / MM for v in (ch.x0, ch.y0, ch.x1, ch.y1)]
                        assert mm[2] <= box.x0 or mm[0] >= box.x1 or mm[3] <= box.y0 or mm[1] >= box.y1, \
                            f"{game} {name} page {number}: the stamp overlaps '{ch.get_text()}'"
                seen += 1
    assert seen


def test_a_token_text_too_long_for_its_token_is_a_located_build_finding(tmp_path: Path) -> None:
    """Drawing measures the text too (the check does since issue 29: test_tokens_fit), so a build without the check
    reports it, in the check's own form, at the token sheet's line, with exit 1 as for LAY006 (it was exit 2 with
    no rule id). 'Skirmishers' is 10.3 mm wide at 6 pt: wider than a 10 mm token less its 0.6 mm margins ('Pawns',
    5.9 mm, now fits: issue 29)."""
    from typer.testing import CliRunner

    from conftest import FIXTURES, BuildRun, assert_fires, edited_copy
    from generator.app.cli import app

    game = edited_copy(FIXTURES / "clean", tmp_path / "content" / "clean",
                       [("game.yaml", "shape: round, size: 16, colours: [red, blue, green, yellow]}",
                         "shape: round, size: 10, colours: [red, blue, green, yellow],\n"
                         "     faces: [{front: Skirmishers}]}")])
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(game.parent), "--out", str(tmp_path / "out"),
                                      "--only", "tokens", "--progress", "none", "--no-check"])
    assert result.exit_code == 1, result.output
    found = assert_fires(BuildRun(result), "TOK005", game / "game.yaml", 85, "{component: pawns, shape: round",
                         "'Skirmishers' does not fit a 10 mm round token at 6 pt")
    assert found["severity"] == "error"
    assert "hint: give the sheet an icon (icon: <code>), a bigger size, or a shorter text" in result.output


def test_a_small_marker_without_written_faces_prints_plain_when_its_name_cannot_fit(tmp_path: Path) -> None:
    """A sheet without faces prints its component's name; on a marker too small for it even at 6 pt (three of ten
    designers writing from the docs alone made such score markers) the token prints in its colour alone. Written on
    the sheet, 'Pawns' would print (the plate growing into the rim for it, issue 29); a name pnp adds does not
    narrow a marker's colour."""
    import pdfplumber
    from typer.testing import CliRunner

    from conftest import FIXTURES, edited_copy
    from generator.app.cli import app

    game = edited_copy(FIXTURES / "clean", tmp_path / "content" / "clean",
                       [("game.yaml", "shape: round, size: 16,", "shape: round, size: 10,")])
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(game.parent), "--out", str(tmp_path / "out"),
                                      "--only", "tokens", "--progress", "none"])
    assert result.exit_code == 0, result.output
    with pdfplumber.open(tmp_path / "out" / "clean" / "tokens.pdf") as pdf:
        words = {w["text"] for page in pdf.pages for w in page.extract_words()}
    assert "Pawns" not in words


# --- issue 29: small groups share a sheet ---------------------------------------------------------------------

def _pieces(group: str, count: int, size: float, shape: str = "round") -> list:
    from reportlab.lib.colors import white

    from generator.render.shared.cutouts import Piece
    from generator.render.shared.fonts import register_fonts

    register_fonts()   # the band labels' widths are measured in Lato Bold (a test may run before any canvas)
    return [Piece(group, shape, size, white, lambda c, r: None) for _ in range(count)]


def test_a_lone_token_sits_beside_a_short_band_instead_of_taking_a_sheet() -> None:
    """By hand, on A4 (cutouts: 8 mm margins, a 9 mm header, 12 mm kept at the foot): bands run 297 - 8 - 9 = 280
    down to 12 mm, 268 mm; 194 mm across. A band's extent is its 5 mm label, 1.5 mm bleed above and below, and
    its rows, 3.5 mm apart, then 1.5 mm to the next. 20 mm tokens: (194 + 3.5) // 23.5 = 8 a row.
    A, six of them: one row, 5 + 3 + 20 = 28 mm, 6 x 23.5 - 3.5 + 3 = 140.5 mm wide.
    B, 72 of them: 9 rows, 5 + 3 + 9 x 20 + 8 x 3.5 = 216 mm. 28 + 1.5 + 216 + 1.5 = 247 leaves 21 mm: C's own
    band (one token, 28 mm) does not fit under B, so a sheet and its back for one token. Beside A, 202 - 148.5
    - 6 = 47.5 mm are free: C fits there, no taller than A, and the page holds all three."""
    from generator.render.cards.sheets import paper_mm
    from generator.render.shared.cutouts import pack

    pages = pack(_pieces("A", 6, 20) + _pieces("B", 72, 20) + _pieces("C", 1, 20), paper_mm("a4"))
    assert len(pages) == 1
    bands = {band.label: band for band in pages[0].bands}
    assert [len(bands[k].pieces) for k in "ABC"] == [6, 72, 1]
    a, c = bands["A"].grid.slots[0].trim, bands["C"].grid.slots[0].trim
    assert c.y1 == pytest.approx(a.y1) and c.x == pytest.approx(8 + 140.5 + 6 + 1.5)   # on A's line, 6 mm on
    # 43 tokens of 20 mm would not fit beside A whole (two a row there: 22 rows): they open their own band
    pages = pack(_pieces("A", 6, 20) + _pieces("D", 43, 20), paper_mm("a4"))
    assert [band.grid.cols for band in pages[0].bands] == [8, 8]


def test_a_group_goes_beside_only_where_that_saves_height() -> None:
    """A: four 12 mm tokens, 5 + 3 + 12 = 20 mm. E: 75 tokens of 10 mm, a band of its own is (194 + 3.5) //
    13.5 = 14 a row, 6 rows: 5 + 3 + 60 + 17.5 = 85.5 mm. Beside A the width left holds fewer a row and the
    band would be taller than A by more than its own band takes: it gets its own. F: one 18 mm token, 26 mm;
    beside A the strip grows by 6 mm, less than the 27.5 a band of its own takes: it goes beside."""
    from generator.render.cards.sheets import paper_mm
    from generator.render.shared.cutouts import pack

    (page,) = pack(_pieces("A", 4, 12) + _pieces("E", 75, 10) + _pieces("F", 1, 18), paper_mm("a4"))
    bands = {band.label: band for band in page.bands}
    assert (bands["E"].grid.cols, bands["E"].grid.slots[0].trim.x) == (14, pytest.approx(8 + 1.5))
    assert bands["F"].label_y == pytest.approx(bands["A"].label_y)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_commissioned_prints_its_tokens_on_one_sheet(pieces, paper: str) -> None:
    """Commissioned's eight groups by hand on A4 (268 mm of height): Missionaries (4 x 12 mm, 20 mm) with the
    Elder's staff (24 mm: 32) and the six Apostle pawns (14 mm, two rows beside: 5 + 3 + 28 + 3.5 = 39.5; now
    12 mm squares, 35.5) on one strip; Church Members 75 x 10 mm, 14 a row, 85.5; Stop tokens 30 x 16 mm, 10 a row, 3 rows: 63; Extinguished
    5 x 28 mm squares, 36; the lone Converted City Leaders (18 mm, 26) and Roman Legion (15 mm hex, 23) side by
    side, 26. 39.5 + 85.5 + 63 + 36 + 26 + 4 x 1.5 = 256 <= 268: one sheet, fronts and backs (it was two, the
    second for those two tokens alone). Letter is 17.6 mm shorter and 5.9 mm wider: 15 Church Members a row, 5
    rows (72 mm), 242.5 mm of 250.4: one sheet too."""
    with pdfplumber.open(pieces("commissioned", paper) / "tokens.pdf") as pdf:
        assert len(pdf.pages) == 2


def test_a_band_with_a_neighbour_keeps_its_rows_in_the_fewest_columns() -> None:
    """L: 13 tokens of 16 mm, (194 + 3.5) // 19.5 = 10 a row, two rows, 10 x 19.5 - 3.5 + 3 = 194.5 mm wide: as
    it was, nothing fitted beside it and S (four 12 mm markers) took a strip of its own. Two rows need only seven
    a row: 7 x 19.5 - 0.5 = 136 mm, leaving 194 - 136 - 6 = 52 mm, where S takes (52 - 3 + 3.5) // 15.5 = 3 a
    row, two rows, so two a row: 5 + 3 + 24 + 3.5 = 35.5 mm, within L's 43.5."""
    from generator.render.cards.sheets import paper_mm
    from generator.render.shared.cutouts import pack

    (page,) = pack(_pieces("L", 13, 16) + _pieces("S", 4, 12), paper_mm("a4"))
    bands = {band.label: band for band in page.bands}
    assert (bands["L"].grid.cols, bands["S"].grid.cols) == (7, 2)
    rows = sorted({round(s.trim.y, 2) for s in bands["L"].grid.slots[:13]}, reverse=True)
    assert [sum(round(s.trim.y, 2) == y for s in bands["L"].grid.slots[:13]) for y in rows] == [7, 6]
    s = bands["S"].grid.slots[0].trim
    assert s.x == pytest.approx(8 + 136 + 6 + 1.5) and s.y1 == pytest.approx(bands["L"].grid.slots[0].trim.y1)
    assert len(bands["S"].pieces) == 4


def _acts_like(prayer_points: bool = True) -> list:
    """The Acts' six groups (game.yaml's order and sizes) under one-letter names."""
    out = (_pieces("D", 36, 12) + _pieces("C", 24, 11, "square") + _pieces("S", 4, 12) + _pieces("L", 13, 16)
           + _pieces("K", 16, 16))
    return out + (_pieces("P", 40, 16, "square") if prayer_points else [])


def test_one_row_groups_go_last_only_when_that_saves_a_sheet() -> None:
    """The Acts' tokens by hand on A4 (268 mm of height, 1.5 mm between strips). D: 36 of 12 mm, 12 a row, 51 mm;
    C: 24 squares of 11 mm, 13 a row, 33.5; S: four 12 mm markers, one row, 20; L: 13 of 16 mm beside S in the 126.5
    mm it leaves, 6 a row, 3 rows so 5 a row, 63 mm, the strip growing by 43 where its own takes 45; K: 16 of 16 mm,
    43.5; P: 40 squares of 16 mm, 4 rows, 82.5. In that order 51 + 33.5 + 63 + 43.5 + 82.5 + 4 x 1.5 = 279.5 mm:
    P's last row went to a second sheet and its back. With S last it sits beside L (two a row, 35.5 mm, within L's
    43.5): 51 + 33.5 + 43.5 + 43.5 + 82.5 + 6 = 260: one sheet. Without P the first order fits one sheet and stays."""
    from generator.render.cards.sheets import paper_mm
    from generator.render.shared.cutouts import pack

    (page,) = pack(_acts_like(), paper_mm("a4"))
    assert [band.label for band in page.bands] == ["D", "C", "L", "S", "K", "P"]
    assert [len(band.pieces) for band in page.bands] == [36, 24, 13, 4, 16, 40]
    bands = {band.label: band for band in page.bands}
    assert bands["S"].label_y == pytest.approx(bands["L"].label_y)
    (page,) = pack(_acts_like(prayer_points=False), paper_mm("a4"))
    assert [band.label for band in page.bands] == ["D", "C", "S", "L", "K"]
    assert bands["S"].grid.cols == 2 and {band.label: band for band in page.bands}["L"].grid.cols == 5


def test_the_acts_fills_one_letter_sheet_in_two_columns_where_strips_take_two() -> None:
    """The Acts' groups by hand on Letter: bands run 279.4 - 17 = 262.4 down to 12 mm, 250.4 mm; 199.9 across.
    In strips the best order needs 260 mm (and no order of strips, in any rows, less than 257.5): twenty prayer
    points went to a second sheet and its back. In two columns: the left 92.5 mm wide, D six a row (6 x 15.5 -
    0.5), 6 rows, 5 + 3 + 72 + 17.5 = 97.5 mm; C six a row (86.5 mm), 4 rows, 5 + 3 + 44 + 10.5 = 62.5; K four a
    row, 4 rows, 82.5: 97.5 + 62.5 + 82.5 + 3 = 245.5. The right 199.9 - 92.5 - 6 = 101.4 mm: S one row of four,
    20; L five a row (97 mm), 3 rows, 63; P five a row, 8 rows, 5 + 3 + 128 + 24.5 = 160.5: 20 + 63 + 160.5 + 3 =
    246.5 <= 250.4. On A4 the strips fit one sheet (test above) and stay."""
    from generator.render.cards.sheets import paper_mm
    from generator.render.shared.cutouts import pack

    (page,) = pack(_acts_like(), paper_mm("letter"))
    bands = {band.label: band for band in page.bands}
    assert [band.label for band in page.bands] == ["D", "C", "K", "S", "L", "P"]
    assert [bands[k].grid.cols for k in "DCKSLP"] == [6, 6, 4, 4, 5, 5]
    assert [len(bands[k].pieces) for k in "DCKSLP"] == [36, 24, 16, 4, 13, 40]
    left, right = bands["D"].grid.slots[0].trim, bands["S"].grid.slots[0].trim
    assert left.x == pytest.approx(8 + 1.5) and right.x == pytest.approx(8 + 92.5 + 6 + 1.5)
    assert right.y1 == pytest.approx(left.y1)   # both columns start under the header
    lowest = min(s.trim.y for band in page.bands for s in band.grid.slots[:len(band.pieces)])
    assert lowest - 1.5 >= 12 - 1e-6 and bands["P"].grid.slots[39].trim.y == pytest.approx(lowest)
    # sixty more prayer points fit no split of one sheet: the strips go on to a second, as before
    assert len(pack(_acts_like() + _pieces("X", 60, 16, "square"), paper_mm("letter"))) == 2


@pytest.mark.parametrize(("paper", "pages"), [("a4", 2), ("letter", 2)])
def test_the_acts_prints_its_tokens_on_one_sheet(pieces, paper: str, pages: int) -> None:
    """From the PDF: on A4 one sheet, fronts and backs, in strips (it was two, the second for ten of the forty
    prayer points alone); on Letter one sheet in two columns (it was two, the second for twenty prayer points:
    test_the_acts_fills_one_letter_sheet_in_two_columns_where_strips_take_two)."""
    with pdfplumber.open(pieces("the-acts", paper) / "tokens.pdf") as pdf:
        assert len(pdf.pages) == pages
        fronts = sum(len(stroked(page, FRONT_CUT, colour=CUT_COLOUR)) for page in pdf.pages[0::2])
    assert fronts == 36 + 24 + 4 + 13 + 16 + 40


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", GAMES)
def test_no_token_meets_another_or_crosses_the_page_margin(sheets, game: str, paper: str) -> None:
    """From the PDF, on every front page (cut lines) and back page (guides): no two tokens' bleed boxes (trim plus
    1.5 mm) overlap, none reaches the sheet's 9 mm header, and every one keeps 5 mm from the page's edges (the card
    sheets' least margin, sheets.MIN_MARGIN: most printers print there). Bands start 8 mm in (their bleed's left
    edge) and a row takes as many tokens as the 194 mm between the margins hold by their trims, so a full row's
    right bleed may reach up to 3 mm into the 8 mm margin: ten 16 mm tokens on A4 end their bleed at 202.5 mm,
    fifteen 10 mm ones on Letter at 210 of 215.9."""
    from generator.render.cards.sheets import MIN_MARGIN

    bleed, header = 1.5, 8.0 + 9.0
    with pdfplumber.open(sheets(game, paper) / "tokens.pdf") as pdf:
        for number, page in enumerate(pdf.pages, 1):
            trims = stroked(page, FRONT_CUT, colour=CUT_COLOUR) if number % 2 else \
                stroked(page, BACK_GUIDE, colour=GUIDE_COLOUR)
            assert trims, f"{game} page {number}: no tokens found"
            width, height = page.width / MM, page.height / MM
            for t in trims:
                assert min(t.x0, t.y0, width - t.x1) - bleed >= MIN_MARGIN - 0.01 and \
                    t.y1 + bleed <= height - header + 0.01, f"{game} page {number}: a token at {t} crosses the margin"
            boxes = sorted((t.x0 - bleed, t.y0 - bleed, t.x1 + bleed, t.y1 + bleed) for t in trims)
            for i, a in enumerate(boxes):
                for b in boxes[i + 1:]:
                    if b[0] >= a[2] - 0.02:
                        break   # sorted by left edge: none further right can meet a
                    assert not (a[1] < b[3] - 0.02 and b[1] < a[3] - 0.02), \
                        f"{game} page {number}: tokens at {a} and {b} overlap"


# what a piece's own shape (the inventory's `shape`) is cut as on the sheet, read from docs/boards.md: a cube,
# house, meeple or pawn a square tile, a stick a bar, a disc or bead a disc
CUT_OF = {"cube": "rects", "house": "rects", "meeple": "rects", "pawn": "rects", "stick": "rects",
          "disc": "curves", "bead": "curves"}


@pytest.mark.parametrize("game", GAMES)
def test_a_token_is_cut_as_the_piece_it_stands_for(game: str, pieces) -> None:
    """Issue 29: Commissioned's Church Member cubes and Missionary meeples printed as round discs. From game.yaml
    read as plain YAML, the inventory lines of a shape that a sheet prints; from the PDF, the kind of path each of
    their cut lines is (a stroked rect for a square or bar, a curve for a disc), band by band."""
    import yaml

    data = yaml.safe_load((CONTENT / game / "game.yaml").read_text(encoding="utf-8"))
    printed = {t["component"] for t in data.get("tokens") or ()}
    shaped = {c["name"]: CUT_OF[c["shape"]] for c in data["inventory"]
              if c.get("shape") and (c["id"] in printed or c.get("kind") == "token")}
    seen: dict[str, Counter] = {}
    with pdfplumber.open(pieces(game) / "tokens.pdf") as pdf:
        for page in pdf.pages[0::2]:
            for kind in ("rects", "curves"):
                for band, _ in token_bands(page, stroked(page, FRONT_CUT, kinds=(kind,), colour=CUT_COLOUR)):
                    seen.setdefault(band.split(":")[0], Counter())[kind] += 1
    for name, kind in shaped.items():
        assert set(seen[name]) == {kind}, f"{game}: {name} cut as {dict(seen[name])}, want every one {kind}"
    if game == "commissioned":   # counted by hand from game.yaml: 75 cubes, 4 meeples and 6 pawns, all square
        assert {n: seen[n]["rects"] for n in shaped} == {"Missionary meeples": 4, "Church Member cubes": 75,
                                                          "Apostle pawns": 6}


@pytest.mark.parametrize("colour", ["navy", "#f2c14e"])
def test_a_bar_prints_its_name_in_the_ink_that_reads_on_its_colour(tmp_path, colour: str) -> None:
    # a bar has no light plate: shunting-yard's navy locomotive (written outside the project) printed 'Loco'
    # near-black on navy; white there, near-black on a yellow one, each 3:1 or more
    import shutil

    from cardpdf import low_contrast_text
    from conftest import FIXTURES

    folder = tmp_path / "hex-wargame"
    shutil.copytree(FIXTURES / "hex-wargame", folder, ignore=shutil.ignore_patterns("__pycache__"))
    yaml_path = folder / "game.yaml"
    text = yaml_path.read_text(encoding="utf-8")
    text = text.replace("  - {id: map-board, name: Map, count: 1, kind: board}\n",
                        "  - {id: map-board, name: Map, count: 1, kind: board}\n"
                        "  - {id: locomotive, name: Locomotive, count: 1, kind: token}\n")
    text = text.replace("tokens:\n", f"tokens:\n  - {{component: locomotive, shape: bar, size: 36, colours: [\"{colour}\"], "
                                     "faces: [{front: Loco}]}\n")
    yaml_path.write_text(text, encoding="utf-8")
    out = _render_all(folder, tmp_path / "out", "a4")
    with pdfplumber.open(out / "tokens.pdf") as pdf:
        words = [w for page in pdf.pages for w in page.extract_words()]
        assert any(w["text"] == "Loco" for w in words)
        assert [p for page in pdf.pages for p in low_contrast_text(page)] == []


def test_a_token_line_the_players_gather_prints_no_default_sheet() -> None:
    # bazaar-asides and guild-upkeep (written outside the project): coins marked `supply: gather` with no token
    # sheet printed 60 and 80 blank discs, while the rulebook's component list called them gathered
    from dataclasses import replace

    from generator.load import load_game
    from generator.model.supply import printed_in
    from generator.render.tokens.renderer import token_kinds

    game = load_game(CONTENT / "commerce").game
    line = next(c for c in game.inventory if c.kind == "token" and not c.decks)
    bare = replace(game, tokens=tuple(t for t in game.tokens if t.component != line.id))
    assert line.id in {k.component.id for k in token_kinds(bare)} and "tokens.pdf" in printed_in(bare, line)
    gathered = replace(line, supply="gather")
    game = replace(bare, inventory=tuple(gathered if c.id == line.id else c for c in bare.inventory))
    assert line.id not in {k.component.id for k in token_kinds(game)} and "tokens.pdf" not in printed_in(game, gathered)

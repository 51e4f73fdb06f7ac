"""The sheet drawing functions alone (render/cards/sheets.py), each on a one-page PDF in memory, read back.

What the sheets module draws around the cards: the canvas it opens, crop marks on their halo, proof guides,
the version stamp (where it goes, how it shortens, on one line or two, turned up the left margin, outlined
on bleed), impose()'s page loop and the stamp's date. Positions are measured with pdfplumber and worked out
here in millimetres (72 pt = 25.4 mm); text widths come from ReportLab's font metrics. Each test takes a
fraction of a second, so this file is most of the `sheets` mutation group's tests (tools/mutation.py).
"""
from __future__ import annotations

import datetime
import io
import os
from pathlib import Path
from types import SimpleNamespace

import pdfplumber
import pypdfium2
import pytest
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth

from generator.render.cards.sheets import (Rect, SheetGrid, SheetStyle, Slot, content_date, draw_crop_marks,
                                           draw_guides, draw_page_stamp, draw_stamp, impose, sheet_canvas)
from generator.render.cards import sheets as sheets_module
from generator.render.shared.fonts import DEFAULT_FONT, register_fonts

K = 72 / 25.4                 # pt per mm
GREY = (0.35, 0.35, 0.35)     # the stamp's ink (docs/cards.md: a grey version stamp in the margin)
DOT = " \u00b7 "


def _pdf(draw, page=(210.0, 297.0), **meta) -> bytes:
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, page, title=meta.pop("title", "t"), **meta)
    draw(c)
    c.showPage()
    c.save()
    return buffer.getvalue()


def _content(data: bytes) -> bytes:
    return PdfReader(io.BytesIO(data)).pages[0].get_contents().get_data()


def _stamp(data: bytes) -> list[dict]:
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        page = pdf.pages[0]
        return [dict(ch, page_height=page.height) for ch in page.chars
                if tuple(round(v, 2) for v in ch.get("non_stroking_color") or ()) == GREY]


def _text(chars: list[dict]) -> str:
    return "".join(ch["text"] for ch in chars)


def _grid(page, trims: list[tuple[float, float, float, float]], bleed: float = 3.0) -> SheetGrid:
    slots = tuple(Slot(Rect(*t), Rect(t[0] - bleed, t[1] - bleed, t[2] + 2 * bleed, t[3] + 2 * bleed)) for t in trims)
    return SheetGrid(page, (trims[0][2], trims[0][3]), bleed, len(trims), 1, (0.0, 0.0), slots)


# ---------------------------------------------------------------- the canvas

def test_the_canvas_is_the_page_in_points_with_pnps_metadata_and_no_print_scaling() -> None:
    data = _pdf(lambda c: c.drawString(10, 10, "Hi"), (100, 50), title="A title", subject="g 1.0")
    reader = PdfReader(io.BytesIO(data))
    box = reader.pages[0].mediabox
    assert (float(box.width), float(box.height)) == pytest.approx((100 * K, 50 * K))
    meta = reader.metadata
    assert (meta["/Title"], meta["/Subject"], meta["/Creator"], meta["/Author"]) == ("A title", "g 1.0", "pnp", "pnp")
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/PrintScaling"] == "/None"   # print at 100%
    assert b"/ASCII85Decode" not in data and b"/FlateDecode" in data                    # binary, compressed
    assert data == _pdf(lambda c: c.drawString(10, 10, "Hi"), (100, 50), title="A title", subject="g 1.0")
    assert PdfReader(io.BytesIO(_pdf(lambda c: None))).metadata["/Subject"] == ""
    with pdfplumber.open(io.BytesIO(data)) as pdf:   # text drawn before any font is set: pnp's own, 8 pt
        chars = pdf.pages[0].chars
    assert {ch["fontname"].split("+")[-1] for ch in chars} == {DEFAULT_FONT}
    assert {round(ch["size"], 2) for ch in chars} == {8.0}


# ---------------------------------------------------------------- crop marks and guides

def test_crop_marks_are_black_hairlines_over_a_white_halo_at_their_places() -> None:
    segments = [(10.0, 20.0, 10.0, 25.0), (30.0, 40.0, 35.0, 40.0)]
    with pdfplumber.open(io.BytesIO(_pdf(lambda c: draw_crop_marks(c, segments)))) as pdf:
        lines = pdf.pages[0].lines
    got = [(round(l["linewidth"], 2), tuple(l["stroking_color"]),
            tuple(round(v / K, 3) for v in (l["x0"], l["y0"], l["x1"], l["y1"]))) for l in lines]
    # the white halo first (under), then the black mark, each along every segment
    assert got == [(1.2, (1.0, 1.0, 1.0), (10, 20, 10, 25)), (1.2, (1.0, 1.0, 1.0), (30, 40, 35, 40)),
                   (0.35, (0.0, 0.0, 0.0), (10, 20, 10, 25)), (0.35, (0.0, 0.0, 0.0), (30, 40, 35, 40))]
    content = _content(_pdf(lambda c: draw_crop_marks(c, segments)))
    assert b"0 J" in content                     # butt caps: a mark ends where it is measured to end
    assert content.startswith(b"1 0 0 1 0 0 cm") and content.count(b"q") == content.count(b"Q") == 1


def test_no_crop_marks_draw_nothing() -> None:
    assert _content(_pdf(lambda c: draw_crop_marks(c, []))) == _content(_pdf(lambda c: None))


def test_guides_are_the_trim_solid_and_the_bleed_and_safe_lines_dashed_around_it() -> None:
    trim = Rect(20, 30, 63, 88)
    with pdfplumber.open(io.BytesIO(_pdf(lambda c: draw_guides(c, trim, 3.0, 4.0)))) as pdf:
        rects = pdf.pages[0].rects
    got = {tuple(round(v / K, 2) for v in (r["x0"], r["y0"], r["x1"], r["y1"])): r for r in rects}
    bleed, safe, line = got[(17, 27, 86, 121)], got[(24, 34, 79, 114)], got[(20, 30, 83, 118)]
    assert len(rects) == 3 and all(round(r["linewidth"], 2) == 0.4 and not r["fill"] for r in rects)
    assert line["dash"] is None or not line["dash"][0]                       # the trim: solid
    assert bleed["dash"][0] and safe["dash"][0] and bleed["dash"][0] != safe["dash"][0]
    colours = {name: tuple(r["stroking_color"]) for name, r in (("bleed", bleed), ("safe", safe), ("trim", line))}
    assert len(set(colours.values())) == 3
    r, g, b = colours["trim"]
    assert r > 0.6 and g < 0.3                                               # magenta
    r, g, b = colours["bleed"]
    assert b > 0.6 and r < 0.3                                               # blue
    r, g, b = colours["safe"]
    assert g > 0.5 and r < 0.3 and b < 0.3                                   # green
    assert _content(_pdf(lambda c: draw_guides(c, trim, 3.0, 4.0))).count(b"q") == 1


# ---------------------------------------------------------------- the stamp's text and place (pure)

def test_free_intervals_are_the_gaps_between_blocked_points_less_a_pad() -> None:
    free = sheets_module._free_intervals
    assert free(0, 100, [60, 30, 150, -5, 0, 100], 1) == [(1, 29), (31, 59), (61, 99)]
    assert free(0, 10, [1], 1) == [(2, 9)]            # 0..1 is narrower than the pads
    assert free(0, 10, [2], 1) == [(3, 9)]            # 0..2 is exactly two pads: no room left
    assert free(0, 10, [], 0.5) == [(0.5, 9.5)]
    assert free(0, 1.5, [], 0.5) == [(0.5, 1.0)] and free(0, 2.5, [], 1) == [(1, 1.5)]   # just over two pads


def test_stamp_variants_drop_the_date_then_the_title_then_names_from_the_last_back() -> None:
    variants = sheets_module._stamp_variants
    text = DOT.join(["My Game v1.2", "abc123", "2026-01-02", "Market", "Dock", "sheet 2/7"])
    assert variants(text) == [
        text,
        DOT.join(["My Game v1.2", "abc123", "Market", "Dock", "sheet 2/7"]),
        DOT.join(["v1.2", "abc123", "Market", "Dock", "sheet 2/7"]),
        DOT.join(["v1.2", "abc123", "Market", "sheet 2/7"]),
        DOT.join(["v1.2", "abc123", "sheet 2/7"])]
    assert variants("v1 · abc") == ["v1 · abc"]                      # two parts: nothing to drop
    # a version alone is kept as it is; a date first or last is not the content date's place
    assert variants(DOT.join(["v2", "d1", "page 3"])) == [DOT.join(["v2", "d1", "page 3"])]
    last = DOT.join(["v2", "d1", "x", "2026-01-02"])
    assert variants(last) == [last, DOT.join(["v2", "d1", "2026-01-02"])]
    assert variants(DOT.join(["My Game v2", "d1", "page 3"])) == [DOT.join(["My Game v2", "d1", "page 3"]),
                                                                 DOT.join(["v2", "d1", "page 3"])]
    second = DOT.join(["v2", "2026-01-02", "d1", "p"])
    assert variants(second) == [second, DOT.join(["v2", "d1", "p"])]
    titled = DOT.join(["Game v2", "d1", "2026-01-02", "p"])
    assert variants(titled) == [titled, DOT.join(["Game v2", "d1", "p"]), DOT.join(["v2", "d1", "p"])]
    before_last = DOT.join(["v2", "d1", "2026-01-02", "p"])
    assert variants(before_last) == [before_last, DOT.join(["v2", "d1", "p"])]
    first = DOT.join(["2026-01-02", "v2", "d1"])
    assert variants(first) == [first]
    assert variants(DOT.join(["Game 3", "d1", "2026-13-40x", "p"]))[1] == DOT.join(["Game 3", "d1", "p"])


def test_stamp_place_lies_under_the_marks_ends_or_in_the_widest_gap_between_them() -> None:
    place = sheets_module._stamp_place
    # cells start 20 mm up: the band is 3 mm (printers' blank edge) to 3 + 2 lines of 2.6 mm
    assert place([], 20.0, 210.0, True) == ((3.0, 3.0 + 2 * 2.6), (5.8, 204.2))
    # a low cell (6 mm up) leaves 3 to 5.2 mm, over the 2 mm least; 4.5 mm leaves 0.7: none
    assert place([], 6.0, 210.0, True) == ((3.0, 5.2), (5.8, 204.2))
    assert place([], 4.5, 210.0, True) is None
    assert place([], 4.5, 210.0, True, least=0.0) == ((3.0, 3.7), (5.8, 204.2))
    # marks running down to 7 mm: the band shrinks to end 0.8 mm under them, and the whole length is free
    marks = [(50.0, 7.0, 50.0, 12.0), (100.0, 12.0, 100.0, 7.0), (0.0, 15.0, 4.0, 15.0)]
    band, span = place(marks, 20.0, 210.0, True)
    assert band == pytest.approx((3.0, 6.2)) and span == (5.8, 204.2)
    # marks down to 5 mm leave no line beneath them: the stamp takes the widest gap between them
    low = [(50.0, 5.0, 50.0, 12.0), (100.0, 5.0, 100.0, 12.0), (180.0, 5.0, 180.0, 12.0)]
    band, span = place(low, 20.0, 210.0, True)
    assert band == pytest.approx((3.0, 8.2)) and span == pytest.approx((100.8, 179.2))
    # two gaps of one length (50.8-99.2 and 100.8-149.2): the one nearer the middle (105 mm), not the first
    even = [(50.0, 5.0, 50.0, 12.0), (100.0, 5.0, 100.0, 12.0), (150.0, 5.0, 150.0, 12.0), (190.0, 5.0, 190.0, 12.0)]
    assert place(even, 20.0, 210.0, True)[1] == pytest.approx((100.8, 149.2))
    left_nearer = [(float(x), 5.0, float(x), 12.0) for x in (10, 60, 110, 160, 195)]
    assert place(left_nearer, 20.0, 210.0, True)[1] == pytest.approx((60.8, 109.2))
    # the left margin: marks that cross it run left to right
    left = [(5.0, 100.0, 12.0, 100.0), (12.0, 50.0, 5.0, 50.0), (8.0, 0.0, 8.0, 4.0)]
    band, span = place(left, 20.0, 297.0, False)
    assert band == pytest.approx((3.0, 8.2)) and span == pytest.approx((100.8, 291.2))
    # marks everywhere: no gap wide enough
    dense = [(float(x), 5.0, float(x), 12.0) for x in range(5, 210, 1)]
    assert place(dense, 20.0, 210.0, True) is None


def _width(text: str) -> float:
    register_fonts()   # pnp's fonts, as a canvas would have them (a test may run before any canvas is made)
    return stringWidth(text, DEFAULT_FONT, 6.0) / K


def test_stamp_lines_keep_6_pt_and_break_into_two_or_drop_parts_to_fit() -> None:
    lines = sheets_module._stamp_lines
    text = DOT.join(["My Game v1.2", "abc123", "2026-01-02", "Market", "sheet 2/7"])
    full = _width(text)
    assert lines(text, (3.0, 8.2), (100.0, 100.0 + full + 0.01)) == ([text], 0)
    assert lines(text, (3.0, 8.2), (100.0, 100.0 + full - 0.01))[0] != [text]
    # a band of two lines and a span for half of it: two lines, broken at the dot nearest the middle
    parts = text.split(DOT)
    pairs = [[DOT.join(parts[:k]), DOT.join(parts[k:])] for k in range(1, len(parts))]
    best = min(pairs, key=lambda p: max(_width(t) for t in p))
    span = max(_width(t) for t in best) + 0.01
    assert lines(text, (3.0, 8.2), (50.0, 50.0 + span)) == (best, 0)
    # the best break may come after the first part
    long_first = DOT.join(["A Rather Long Game Title v1.2", "abc", "p 1"])
    parts = long_first.split(DOT)
    assert lines(long_first, (3.0, 8.2), (0.0, _width(parts[0]) + 0.01)) == \
        ([parts[0], DOT.join(parts[1:])], 0)
    # two parts only still break into two lines
    two = DOT.join(["My Game v1.2", "abc123"])
    assert lines(two, (3.0, 8.2), (0.0, _width("My Game v1.2") + 0.01)) == (["My Game v1.2", "abc123"], 0)
    # a band of one line: the date goes first
    shorter = DOT.join(["My Game v1.2", "abc123", "Market", "sheet 2/7"])
    assert lines(text, (3.0, 7.5), (0.0, _width(shorter) + 0.01)) == ([shorter], 1)   # 4.5 mm: one line
    # nothing fits: the shortest form, said to be past every form
    assert lines(text, (3.0, 7.0), (0.0, 1.0)) == (["v1.2" + DOT + "abc123" + DOT + "sheet 2/7"], 4)
    assert lines("short", (3.0, 8.2), (0.0, 1.0)) == (["short"], 1)


# ---------------------------------------------------------------- the stamp drawn

def _chars_mm(chars: list[dict]) -> list[tuple[float, float, float, float]]:
    """(x0, bottom-up y0, x1, y1) in mm of each char."""
    return [(ch["x0"] / K, (ch["page_height"] - ch["bottom"]) / K, ch["x1"] / K, (ch["page_height"] - ch["top"]) / K)
            for ch in chars]


def test_the_stamp_prints_at_6_pt_centred_in_the_bottom_margin() -> None:
    grid = _grid((210.0, 297.0), [(20.0, 30.0, 63.0, 88.0)])
    text = DOT.join(["Game v1", "abc", "2026-01-02", "sheet 1/1"])
    chars = _stamp(_pdf(lambda c: draw_stamp(c, grid, text, [])))
    assert _text(chars).replace(" ", "") == text.replace(" ", "")
    assert all(ch["upright"] and round(ch["size"], 2) == 6.0 for ch in chars)
    boxes = _chars_mm(chars)
    left, right = min(b[0] for b in boxes), max(b[2] for b in boxes)
    assert (left + right) / 2 == pytest.approx(105.0, abs=0.3)            # centred across the page
    assert right - left == pytest.approx(_width(text), abs=0.3)
    low, high = min(b[1] for b in boxes), max(b[3] for b in boxes)
    assert low >= 3.0 - 0.5 and high <= 27.0                              # in the margin, under the cell
    # one line, its middle at the band's (3 to 8.2 mm: the band ends there however wide the margin)
    assert (low + high) / 2 == pytest.approx((3.0 + 8.2) / 2, abs=0.8)
    assert b" Tr" not in _content(_pdf(lambda c: draw_stamp(c, grid, text, [])))   # no outline on paper


def test_the_stamp_turns_up_the_left_margin_when_the_bottom_is_full() -> None:
    # a card 3 mm from the bottom (its bleed at the edge), 30 mm from the left: the left margin is the place
    grid = _grid((210.0, 297.0), [(30.0, 6.0, 63.0, 285.0)])
    text = DOT.join(["Game v1", "abc", "sheet 1/1"])
    chars = _stamp(_pdf(lambda c: draw_stamp(c, grid, text, [])))
    assert _text(chars).replace(" ", "") == text.replace(" ", "")
    assert all(not ch["upright"] for ch in chars)
    boxes = _chars_mm(chars)
    x0, x1 = min(b[0] for b in boxes), max(b[2] for b in boxes)
    y0, y1 = min(b[1] for b in boxes), max(b[3] for b in boxes)
    assert x0 >= 3.0 - 0.5 and x1 <= 27.0 - 0.8 + 0.3                   # in the left band, clear of the bleed
    assert (y0 + y1) / 2 == pytest.approx(297.0 / 2, abs=0.5)             # centred up the page
    assert y1 - y0 == pytest.approx(_width(text), abs=0.3)
    assert (x0 + x1) / 2 == pytest.approx((3.0 + 8.2) / 2, abs=0.8)


def test_a_sheet_filled_to_its_edges_has_its_stamp_on_the_left_bleed_outlined_in_white() -> None:
    # trims 6 mm from the left and bottom edges, bleed to 3 mm: no margin left beyond the bleed
    grid = _grid((210.0, 297.0), [(6.0, 6.0, 198.0, 285.0)])
    text = DOT.join(["Game v1", "abc", "sheet 1/1"])
    data = _pdf(lambda c: draw_stamp(c, grid, text, []))
    chars = _stamp(data)   # each letter twice: stroked (the white outline) then filled, at one place
    assert _text(chars).replace(" ", "") == 2 * text.replace(" ", "") and all(not ch["upright"] for ch in chars)
    boxes = _chars_mm(chars)
    assert max(b[2] for b in boxes) <= 6.0 + 0.3                          # on the bleed the cut takes away
    content = _content(data)
    assert b"1 Tr" in content and b"1 1 1 RG" in content                  # stroked white under the letters
    assert content.index(b"1 Tr") < content.rindex(b"Tj")


def test_a_stamp_with_no_room_anywhere_is_left_out() -> None:
    # filled to the edges, and marks across the left bleed every millimetre: no gap for a letter
    grid = _grid((210.0, 297.0), [(6.0, 6.0, 198.0, 285.0)])
    dense = [(0.0, float(y), 6.0, float(y)) for y in range(0, 298)]
    assert _stamp(_pdf(lambda c: draw_stamp(c, grid, "v1 · abc · sheet 1/1", dense))) == []
    assert _stamp(_pdf(lambda c: draw_stamp(c, grid, "v1 · abc · sheet 1/1", dense[::40])))   # gaps: it prints


def test_the_page_stamp_sits_in_the_same_band_beside_boxes_printed_in_the_margin() -> None:
    text = DOT.join(["Game v1", "abc", "page 2"])
    chars = _stamp(_pdf(lambda c: draw_page_stamp(c, (210.0, 297.0), text)))
    boxes = _chars_mm(chars)
    assert _text(chars).replace(" ", "") == text.replace(" ", "") and all(ch["upright"] for ch in chars)
    assert (min(b[0] for b in boxes) + max(b[2] for b in boxes)) / 2 == pytest.approx(105.0, abs=0.3)
    assert (min(b[1] for b in boxes) + max(b[3] for b in boxes)) / 2 == pytest.approx(5.6, abs=0.8)
    # a box down in the margin from 60 to 110 mm: the stamp keeps beside it, in the widest gap (110 to 205)
    box = Rect(60.0, 2.0, 50.0, 20.0)
    beside = _chars_mm(_stamp(_pdf(lambda c: draw_page_stamp(c, (210.0, 297.0), text, clear=(box,)))))
    assert min(b[0] for b in beside) >= 110.0 and (min(b[0] for b in beside) + max(b[2] for b in beside)) / 2 == \
        pytest.approx((110.8 + 204.2) / 2, abs=0.3)
    # a floor under the band's least: nothing printed
    assert _stamp(_pdf(lambda c: draw_page_stamp(c, (210.0, 297.0), text, floor=3.5))) == []


# ---------------------------------------------------------------- impose()

def _impose(count: int, grid: SheetGrid, **kw) -> tuple[int, list, list, bytes]:
    calls, stamps = [], []
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, grid.page, title="t")

    def draw(canvas, slot, i):
        calls.append(("front", grid.slots.index(slot), i))
        canvas.rect(0, 0, 1, 1)

    def draw_back(canvas, slot, i):
        calls.append(("back", kw["back_grid"].slots.index(slot), i))

    def stamp(page, pages):
        stamps.append((page, pages))
        return f"v1 · abc · sheet {page}/{pages}"

    pages = impose(c, grid, count, draw, stamp=stamp, draw_back=draw_back if "back_grid" in kw else None, **kw)
    c.save()
    return pages, calls, stamps, buffer.getvalue()


def test_impose_draws_each_item_once_page_by_page_in_its_slot() -> None:
    grid = _grid((210.0, 297.0), [(10.0, 150.0, 60.0, 80.0), (80.0, 150.0, 60.0, 80.0), (150.0, 150.0, 50.0, 80.0)])
    pages, calls, stamps, data = _impose(7, grid)
    assert pages == 3 and stamps == [(1, 3), (2, 3), (3, 3)]
    assert calls == [("front", j, i) for i, j in zip(range(7), [0, 1, 2, 0, 1, 2, 0])]
    reader = PdfReader(io.BytesIO(data))
    assert len(reader.pages) == 3
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        marks = [len([l for l in p.lines if round(l["linewidth"], 2) == 0.35]) for p in pdf.pages]
        texts = [_text([ch for ch in p.chars if tuple(round(v, 2) for v in ch["non_stroking_color"] or ()) == GREY])
                 for p in pdf.pages]
    assert marks[0] > marks[2] > 0          # the last page has one card: fewer marks
    assert [t.endswith(f"{n}/3") for n, t in enumerate(texts, 1)] == [True] * 3
    # each item is clipped to its cell: a clipping rectangle per item, the size of the cell
    first = _content(_pdf(lambda c: None))   # noqa: F841 (the empty page, for comparison below)
    page = reader.pages[0].get_contents().get_data()
    cell = grid.slots[0].cell
    assert f"{cell.x * K:g}".encode()[:5] in page and page.count(b"W") >= 3
    assert _impose(0, grid)[0] == 1         # nothing to place still makes a page (with its stamp)


def test_impose_puts_each_back_in_its_back_slot_with_guides_and_marks_for_both() -> None:
    front = _grid((297.0, 210.0), [(20.0, 60.0, 63.0, 88.0)])
    back = _grid((297.0, 210.0), [(214.0, 60.0, 63.0, 88.0)])
    pages, calls, _, data = _impose(2, front, back_grid=back, style=SheetStyle(guides=(3.0, 3.0), fold_line=True))
    assert pages == 2 and calls == [("front", 0, 0), ("back", 0, 0), ("front", 0, 1), ("back", 0, 1)]
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        page = pdf.pages[0]
        trims = sorted(round(r["x0"] / K, 2) for r in page.rects if round(r["linewidth"], 2) == 0.4
                       and r["dash"] is None or (round(r["linewidth"], 2) == 0.4 and not r["dash"][0]))
        mark_xs = {round(l["x0"] / K) for l in page.lines if round(l["linewidth"], 2) == 0.35}
        fold = [l for l in page.lines if round(l["x0"] / K, 2) == 148.5 == round(l["x1"] / K, 2)]
        words = [ch["text"] for ch in page.chars if ch["upright"] and round(ch["size"]) == 6]
    assert trims == [20.0, 214.0]                                     # a trim guide for the front and the back
    assert any(x < 30 for x in mark_xs) and any(x > 200 for x in mark_xs)   # marks at both
    assert fold and round(fold[0]["y0"] / K, 1) == 3.0 and round(fold[0]["y1"] / K, 1) == 207.0
    assert "".join(words).count("fold") == 1
    _, _, _, plain = _impose(2, front, style=SheetStyle(marks=False))
    with pdfplumber.open(io.BytesIO(plain)) as pdf:
        assert not [l for l in pdf.pages[0].lines if round(l["linewidth"], 2) == 0.35]
        assert not [l for l in pdf.pages[0].lines if round(l["x0"] / K, 2) == 148.5]


# ---------------------------------------------------------------- the stamp's date

def _loaded(folder: Path, date=None):
    return SimpleNamespace(folder=folder, game=SimpleNamespace(date=date))


def test_content_date_is_the_epoch_then_the_games_date_then_its_newest_file(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "game.yaml").write_text("x")
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "deck.csv").write_text("x")
    (tmp_path / "__pycache__").mkdir()
    (tmp_path / "__pycache__" / "engine.pyc").write_text("x")
    day = datetime.datetime(2024, 3, 9, 12, tzinfo=datetime.timezone.utc).timestamp()
    later = datetime.datetime(2024, 5, 1, 23, 30, tzinfo=datetime.timezone.utc).timestamp()
    os.utime(tmp_path / "game.yaml", (day, day))
    os.utime(tmp_path / "cards" / "deck.csv", (later, later))
    os.utime(tmp_path / "__pycache__" / "engine.pyc", (later + 86400 * 40, later + 86400 * 40))
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    assert content_date(_loaded(tmp_path)) == "2024-05-01"          # the newest file, in UTC, not __pycache__
    assert content_date(_loaded(tmp_path, "2023-01-02")) == "2023-01-02"
    monkeypatch.setenv("SOURCE_DATE_EPOCH", " 86400 ")
    assert content_date(_loaded(tmp_path, "2023-01-02")) == "1970-01-02"
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "soon")
    assert content_date(_loaded(tmp_path, "2023-01-02")) == "2023-01-02"
    empty = tmp_path / "empty"
    empty.mkdir()
    monkeypatch.delenv("SOURCE_DATE_EPOCH")
    assert content_date(_loaded(empty)) == "1970-01-01"


# ---------------------------------------------------------------- added for the sheets mutation run

def _centre(boxes) -> tuple[float, float]:
    return ((min(b[0] for b in boxes) + max(b[2] for b in boxes)) / 2,
            (min(b[1] for b in boxes) + max(b[3] for b in boxes)) / 2)


def test_crop_marks_are_stroked_not_filled() -> None:
    with pdfplumber.open(io.BytesIO(_pdf(lambda c: draw_crop_marks(c, [(10.0, 20.0, 10.0, 25.0)])))) as pdf:
        assert all(l["stroke"] and not l["fill"] for l in pdf.pages[0].lines)


def test_the_stamp_keeps_off_the_crop_marks_that_cross_its_margin() -> None:
    grid = _grid((210.0, 297.0), [(20.0, 30.0, 63.0, 88.0)])
    text = DOT.join(["Game v1", "abc", "sheet 1/1"])
    marks = [(x, 4.0, x, 12.0) for x in (100.0, 110.0)]   # down into the band, across the page's middle
    boxes = _chars_mm(_stamp(_pdf(lambda c: draw_stamp(c, grid, text, marks))))
    assert boxes and all(b[2] <= 100.0 - 0.8 + 0.05 or b[0] >= 110.0 + 0.8 - 0.05 for b in boxes)
    assert all(ch for ch in boxes) and _centre(boxes)[1] < 9.0
    # up the left margin, marks run across it
    grid = _grid((210.0, 297.0), [(30.0, 6.0, 63.0, 285.0)])
    side = [(4.0, y, 12.0, y) for y in (140.0, 150.0)]
    boxes = _chars_mm(_stamp(_pdf(lambda c: draw_stamp(c, grid, text, side))))
    assert boxes and all(b[3] <= 140.0 - 0.8 + 0.05 or b[1] >= 150.0 + 0.8 - 0.05 for b in boxes)


def test_the_stamp_goes_where_it_keeps_more_of_its_text() -> None:
    # the bottom margin is free but crossed by marks every 15 mm (gaps of 13.4 mm: parts must go); the left
    # margin is free along the whole page: the whole stamp prints up the left margin
    grid = _grid((210.0, 297.0), [(30.0, 30.0, 150.0, 250.0)])
    text = DOT.join(["A Game Title v1.2", "abc123", "2026-01-02", "Market", "sheet 1/3"])
    marks = [(float(x), 4.0, float(x), 12.0) for x in range(20, 200, 15)]
    chars = _stamp(_pdf(lambda c: draw_stamp(c, grid, text, marks)))
    assert all(not ch["upright"] for ch in chars) and _text(chars).replace(" ", "") == text.replace(" ", "")


def test_a_stamp_on_the_bleed_sits_in_the_band_outside_the_trim() -> None:
    text = DOT.join(["Game v1", "abc", "sheet 1/1"])
    # trims 6 mm from the left: the band runs from 3 mm to 0.2 mm outside the trim, 0.8 mm kept clear
    for left in (6.0, 5.5):
        grid = _grid((210.0, 297.0), [(left, 6.0, 198.0, 285.0)])
        boxes = _chars_mm(_stamp(_pdf(lambda c: draw_stamp(c, grid, text, []))))
        band = (3.0, max(left - 0.2, 5.3) - 0.8)
        upright = _chars_mm(_stamp(_pdf(lambda c: draw_page_stamp(c, (210.0, 297.0), text, floor=band[1] + 0.8))))
        # turned a quarter, the letters' boxes lie as far to one side of the band's middle as the upright
        # stamp's in the same band lie to the other
        assert (_centre(boxes)[0] + _centre(upright)[1]) / 2 == pytest.approx(sum(band) / 2, abs=0.03), left
        assert _centre(boxes)[1] == pytest.approx(297.0 / 2, abs=0.1)


def test_the_page_stamp_prints_in_a_band_lower_than_a_line() -> None:
    text = DOT.join(["Game v1", "abc", "page 2"])
    for floor in (5.0, 4.5):   # bands of 1.2 and 0.7 mm: below the 2 mm a sheet's stamp needs, still printed
        assert _stamp(_pdf(lambda c: draw_page_stamp(c, (210.0, 297.0), text, floor=floor))), floor


def test_a_two_line_stamp_is_two_lines_6_pt_apart_centred_in_its_band() -> None:
    grid = _grid((210.0, 297.0), [(20.0, 30.0, 63.0, 88.0)])
    text = DOT.join(["A Long Game Title v1.2", "abc123", "2026-01-02", "Market", "sheet 1/3"])
    marks = [(x, 4.0, x, 12.0) for x in (60.0, 115.0, 170.0)]   # gaps of 53.4 mm at most: too short for one line
    assert _width(text) > 53.4
    chars = _stamp(_pdf(lambda c: draw_stamp(c, grid, text, marks)))
    assert all(ch["upright"] for ch in chars)
    tops = sorted({round(ch["top"], 1) for ch in chars})
    assert len(tops) == 2 and tops[1] - tops[0] == pytest.approx(7.2, abs=0.05)   # leading 1.2 x 6 pt
    boxes = _chars_mm(chars)
    assert _centre(boxes)[1] == pytest.approx((3.0 + 8.2) / 2, abs=0.6)
    one = _chars_mm(_stamp(_pdf(lambda c: draw_page_stamp(c, (210.0, 297.0), "v1 · abc · p"))))
    assert _centre(boxes)[1] == pytest.approx(_centre(one)[1], abs=0.15)        # the block's middle, as one line's


def test_the_white_outline_lies_exactly_under_each_letter() -> None:
    grid = _grid((210.0, 297.0), [(6.0, 6.0, 198.0, 285.0)])
    chars = _stamp(_pdf(lambda c: draw_stamp(c, grid, "Game v1 · abc · sheet 1/1", [])))
    half = len(chars) // 2
    for stroked, filled in zip(chars[:half], chars[half:]):
        assert stroked["text"] == filled["text"]
        assert (stroked["x0"], stroked["top"]) == pytest.approx((filled["x0"], filled["top"]), abs=0.01)


def test_impose_gutterfold_backs_follow_their_fronts_and_marks_keep_out_of_the_other_side() -> None:
    page = (297.0, 210.0)
    front = _grid(page, [(10.0, 60.0, 63.0, 88.0), (77.0, 60.0, 63.0, 88.0)])
    back = _grid(page, [(157.0, 60.0, 63.0, 88.0), (224.0, 60.0, 63.0, 88.0)])   # 17 mm apart across the fold
    pages, calls, _, data = _impose(2, front, back_grid=back)
    assert calls == [("front", 0, 0), ("back", 0, 0), ("front", 1, 1), ("back", 1, 1)]
    trims = [s.trim for s in (*front.slots, *back.slots)]
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        marks = [l for l in pdf.pages[0].lines if round(l["linewidth"], 2) == 0.35]
    assert marks
    for l in marks:
        x0, x1, y0, y1 = (v / K for v in (l["x0"], l["x1"], l["y0"], l["y1"]))
        for t in trims:   # not in a trim, nor along its edge (a mark on a trim line prints on the cut card)
            touching = x1 > t.x + 0.01 and x0 < t.x1 - 0.01 and y1 >= t.y - 0.01 and y0 <= t.y1 + 0.01
            along = y1 > t.y + 0.01 and y0 < t.y1 - 0.01 and x1 >= t.x - 0.01 and x0 <= t.x1 + 0.01
            assert not (touching or along), (x0, y0, t)
    # one card on a page of two: marks around it only, on the front and on the back side
    _, _, _, one = _impose(1, front, back_grid=back)
    with pdfplumber.open(io.BytesIO(one)) as pdf:
        xs = [l["x0"] / K for l in pdf.pages[0].lines if round(l["linewidth"], 2) == 0.35]
    assert xs and all(x < 77.0 - 0.5 or 157.0 - 10 < x < 224.0 - 0.5 for x in xs)   # slot 0 only, each side


def test_impose_keeps_gutterfold_marks_out_of_the_trims_across_a_narrow_fold() -> None:
    # fronts end at 140 mm, backs start at 144: a front's 5 mm mark to the right would reach 146
    page = (297.0, 210.0)
    front = _grid(page, [(77.0, 60.0, 63.0, 88.0)])
    back = _grid(page, [(144.0, 60.0, 63.0, 88.0)])
    _, _, _, data = _impose(1, front, back_grid=back)
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        marks = [l for l in pdf.pages[0].lines if round(l["linewidth"], 2) == 0.35]
    assert marks
    for l in marks:
        x0, x1, y0, y1 = (v / K for v in (l["x0"], l["x1"], l["y0"], l["y1"]))
        for t in (front.slots[0].trim, back.slots[0].trim):   # not in a trim, nor along its edge
            assert x1 <= t.x + 0.01 or x0 >= t.x1 - 0.01 or y1 < t.y - 0.01 or y0 > t.y1 + 0.01, (x0, x1, y0, t)


def test_impose_with_backs_placed_but_not_drawn_only_marks_them() -> None:
    front = _grid((297.0, 210.0), [(20.0, 60.0, 63.0, 88.0)])
    back = _grid((297.0, 210.0), [(214.0, 60.0, 63.0, 88.0)])
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, front.page, title="t")
    assert impose(c, front, 1, lambda canvas, slot, i: None, stamp=lambda p, n: "v1 · a · b", back_grid=back) == 1


def test_each_item_is_clipped_to_its_cell_without_an_outline() -> None:
    grid = _grid((100.0, 100.0), [(30.0, 30.0, 40.0, 40.0)], bleed=3.0)
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, grid.page, title="t")

    def draw(canvas, slot, i):   # a red square over the whole page, and a small blue one inside the cell
        canvas.setFillColorRGB(1, 0, 0)
        canvas.rect(0, 0, 100 * K, 100 * K, stroke=0, fill=1)
        canvas.setFillColorRGB(0, 0, 1)
        canvas.rect(45 * K, 45 * K, 10 * K, 10 * K, stroke=0, fill=1)

    impose(c, grid, 1, draw, stamp=lambda p, n: "", style=SheetStyle(marks=False))
    c.save()
    doc = pypdfium2.PdfDocument(buffer.getvalue())
    try:
        image = doc[0].render(scale=254 / 72).to_pil().convert("RGB")   # 10 px a millimetre
    finally:
        doc.close()

    def at(x_mm: float, y_mm: float):
        return image.getpixel((round(x_mm * 10), round((100 - y_mm) * 10)))

    assert at(50, 50) == (0, 0, 255)
    for x, y in ((28.0, 50), (71.5, 50), (50, 28.0), (50, 71.5), (27.2, 27.2)):   # inside the cell (27-73 mm)
        assert at(x, y) == (255, 0, 0), (x, y)
    for x, y in ((26.5, 50), (73.5, 50), (50, 26.5), (50, 73.5), (10, 10)):       # outside: white paper
        assert at(x, y) == (255, 255, 255), (x, y)
    for x, y in ((26.9, 50), (73.1, 50), (50, 26.9), (50, 73.1)):                # no line along the cell's edge
        assert min(at(x, y)) > 200, (x, y, at(x, y))    # white paper, not the outer half of an outline


def test_the_fold_label_sits_at_the_top_of_the_fold_line() -> None:
    front = _grid((297.0, 210.0), [(20.0, 60.0, 63.0, 88.0)])
    _, _, _, data = _impose(1, front, style=SheetStyle(fold_line=True))
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        page = pdf.pages[0]
        label = [ch for ch in page.chars if ch["text"] in "fold" and ch["upright"]
                 and abs((ch["x0"] + ch["x1"]) / 2 / K - 148.5) < 4]
        line = [l for l in page.lines if round(l["x0"] / K, 2) == 148.5]
    assert "".join(ch["text"] for ch in label) == "fold"
    bottom = min(ch["y0"] for ch in label) / K   # the glyph boxes reach a font's descent (0.4 mm) under the line
    assert 210.0 - 2.6 - 0.6 <= bottom <= 210.0 - 2.6
    assert line and round(max(l["y1"] for l in line) / K, 1) == 207.0


def test_content_date_is_in_utc_whatever_the_local_zone(tmp_path: Path, monkeypatch) -> None:
    import time

    monkeypatch.setenv("SOURCE_DATE_EPOCH", "86400")   # 1970-01-02 00:00 UTC: 1 January, 12:00, at UTC-12
    monkeypatch.setenv("TZ", "XXX+12")
    time.tzset()
    try:
        assert content_date(_loaded(tmp_path, "2023-01-02")) == "1970-01-02"
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()

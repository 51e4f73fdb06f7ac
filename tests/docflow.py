"""Page flow read back from a rulebook's or quick reference's PDF (issue 29): what sits at the foot of each
page or column, measured with pdfplumber in points (top-down).

- `stranded_headings`: a heading with fewer than two lines of what it heads below it in its column, while its
  text goes on in the next column or page, wherever on the page it stands. (Only in the last fifth of the
  text block, the first form of this rule, it passed Journeys' "Solitaire" at 70% of its page and Commerce's
  "Setting up" at 79% on Letter: each a heading and one sentence left above an empty foot, the table they
  introduce overleaf. A heading does not sit higher because the page is less full below it.)
- `lonely_icons`: an icon (a picture up to 10 mm tall, its top in the text block) with no letter level with it
  within 20 mm to either side, nor a label right under it (a figure's piece: the components figure's tokens).
- `short_table_starts`: a table that ends its page (nothing printed below it in its column) and goes on at the
  top of the next page, having printed fewer than four rows first, or that ends there with fewer than three
  rows carried over.

A text block is the page less the document's margins (rulebook: 21 mm top, 20 mm bottom; quick reference: 10
and 11 mm; templates/docs/*.css.j2); running heads, page numbers and foot lines lie outside it. Columns are
split at the column rules (0.4 pt, #e0d6c6: a stroked line, or the filled rect WeasyPrint 70 draws). Headings
are the Vollkorn Bold lines of the heading sizes
(rulebook: h2 16.5 pt and h3 12 pt, h4 10.5 pt bold italic; quick reference: h2 12 pt, h3 10.5 pt), a whole
line of them. Table rows are read from their bottom borders (0.4 pt, #cbbfae) of one left and right edge:
a run of them less than 16 mm apart is one table's rows.
"""
from __future__ import annotations

import io
from dataclasses import dataclass

import pdfplumber

MM = 72 / 25.4
MARGINS = {"rulebook": (21.0, 20.0), "quickref": (10.0, 11.0)}   # mm: top, bottom
RULE = (0.878, 0.839, 0.776)          # #e0d6c6, the column rule
ROW_BORDER = (0.796, 0.749, 0.682)    # #cbbfae, a table row's bottom border
ROW_GAP_MM = 16.0


@dataclass(frozen=True)
class Line:
    top: float
    bottom: float
    x0: float
    x1: float
    text: str
    heading: bool


def _colour(obj, key: str) -> tuple:
    value = obj.get(key) or ()
    return tuple(round(float(v), 3) for v in (value if isinstance(value, (list, tuple)) else (value,)))


def _near(a: tuple, b: tuple, tol: float = 0.01) -> bool:
    return len(a) == len(b) and all(abs(x - y) <= tol for x, y in zip(a, b))


def _is_heading_char(ch: dict, kind: str) -> bool:
    font, size = ch["fontname"], ch["size"]
    if "Vollkorn" not in font or "Bold" not in font:
        return False
    if kind == "rulebook":
        return size >= 11.9 or ("Italic" in font and size >= 10.4)
    return size >= 10.4


def _lines(chars: list[dict], kind: str) -> list[Line]:
    rows: list[list[dict]] = []
    for ch in sorted(chars, key=lambda c: (round(c["top"]), c["x0"])):
        if rows and abs(rows[-1][0]["top"] - ch["top"]) < 2.5:
            rows[-1].append(ch)
        else:
            rows.append([ch])
    out = []
    for row in rows:
        row.sort(key=lambda c: c["x0"])
        text = "".join(c["text"] for c in row).strip()
        if not text:
            continue
        ink = [c for c in row if c["text"].strip()]
        out.append(Line(min(c["top"] for c in row), max(c["bottom"] for c in row), min(c["x0"] for c in ink),
                        max(c["x1"] for c in ink), text, all(_is_heading_char(c, kind) for c in ink)))
    return out


@dataclass
class Column:
    page: int
    index: int
    top: float                  # the text block's top and bottom, pt
    bottom: float
    x0: float
    x1: float
    lines: list
    images: list                # (x0, top, x1, bottom)
    chars: list                 # (x0, top, x1, bottom) of every printed letter
    borders: list               # table row borders: (x0, x1, y)


def read_columns(data: bytes, kind: str) -> list[Column]:
    """Every column of every page, in reading order."""
    top_mm, bottom_mm = MARGINS[kind]
    out = []
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        for number, page in enumerate(pdf.pages, start=1):
            top, bottom = top_mm * MM, page.height - bottom_mm * MM

            def inside(o) -> bool:
                return o["top"] >= top - 1 and o["bottom"] <= bottom + 1

            # a column rule is a stroked line, or (WeasyPrint 70) a filled rect 0.4 pt wide with a
            # zero-width twin at its right edge: one rule per x, to the nearest point
            rules = sorted({round(ln["x0"]) for ln in page.lines if abs(ln["x0"] - ln["x1"]) < 0.5
                            and inside(ln) and _near(_colour(ln, "stroking_color"), RULE)}
                           | {round(r["x0"]) for r in page.rects if 0.1 < r["x1"] - r["x0"] < 1.0
                              and r["bottom"] - r["top"] > 20 and inside(r)
                              and _near(_colour(r, "non_stroking_color"), RULE)})
            edges = [0.0, *rules, page.width]
            chars = [c for c in page.chars if inside(c)]
            borders = [(ln["x0"], ln["x1"], ln["top"]) for ln in page.lines + page.rects
                       if inside(ln) and abs(ln["top"] - ln["bottom"]) < 1.0 and ln["x1"] - ln["x0"] > 20
                       and _near(_colour(ln, "stroking_color" if ln in page.lines else "non_stroking_color"),
                                 ROW_BORDER)]
            borders = _merged(borders)
            for index, (x0, x1) in enumerate(zip(edges, edges[1:])):
                def mine(cx: float) -> bool:
                    return x0 <= cx < x1

                out.append(Column(number, index, top, bottom, x0, x1,
                                  _lines([c for c in chars if mine((c["x0"] + c["x1"]) / 2)], kind),
                                  [(i["x0"], i["top"], i["x1"], i["bottom"]) for i in page.images
                                   if top - 1 <= i["top"] <= bottom and mine((i["x0"] + i["x1"]) / 2)],
                                  [(c["x0"], c["top"], c["x1"], c["bottom"]) for c in chars
                                   if c["text"].strip() and mine((c["x0"] + c["x1"]) / 2)],
                                  [b for b in borders if mine((b[0] + b[1]) / 2)]))
    return out


def _merged(borders: list) -> list:
    """Cell borders of one row (each cell draws its own) joined into the row's: same height, touching."""
    out: list = []
    for x0, x1, y in sorted(borders, key=lambda b: (round(b[2], 1), b[0])):
        if out and abs(out[-1][2] - y) < 0.5 and x0 <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], x1), out[-1][2])
        else:
            out.append((x0, x1, y))
    return out


def stranded_headings(columns: list[Column], kind: str) -> list[str]:
    found = []
    for k, col in enumerate(columns):
        later = [line for c in columns[k + 1:] for line in c.lines]
        for i, line in enumerate(col.lines):
            if not line.heading:
                continue
            below = [x for x in col.lines[i + 1:] if not x.heading]
            heads_more = [x for x in col.lines[i + 1:] if x.heading]
            goes_on = not heads_more and later and not later[0].heading
            if len(below) < 2 and goes_on:
                found.append(f"p. {col.page}{_col(col)}: heading {line.text!r} at "
                             f"{(line.top - col.top) / (col.bottom - col.top):.0%} of the page with "
                             f"{len(below)} line(s) of its text below it")
    return found


def lonely_icons(columns: list[Column]) -> list[str]:
    found = []
    for col in columns:
        for x0, top, x1, bottom in col.images:
            if bottom - top > 10 * MM:
                continue   # a card, a figure or a diagram, not an icon
            beside = [c for c in col.chars if c[3] > top and c[1] < bottom and c[0] < x1 + 20 * MM
                      and c[2] > x0 - 20 * MM]
            # a figure's piece with its label right under it (the components figure's tokens, drawn as they print,
            # at 1:2 under 10 mm) is labelled, not left alone
            labelled = [c for c in col.chars if bottom <= c[1] < bottom + 4 * MM and c[0] < x1 and c[2] > x0]
            if not beside and not labelled:
                found.append(f"p. {col.page}{_col(col)}: an icon at {top / MM:.0f} mm down with no text beside it")
    return found


def short_table_starts(columns: list[Column]) -> list[str]:
    found = []
    for k, col in enumerate(columns[:-1]):
        if not col.borders:
            continue
        lowest = max(col.borders, key=lambda b: b[2])
        if any(ln.top > lowest[2] + 1 for ln in col.lines):
            continue   # something prints below the table: it ends on this page
        rows = _run(col.borders, lowest)
        nxt = columns[k + 1]
        same = [b for b in nxt.borders if abs(b[0] - lowest[0]) < 1 and abs(b[1] - lowest[1]) < 1]
        if not same:
            continue
        first = min(same, key=lambda b: b[2])
        text_above = [ln for ln in nxt.lines if ln.bottom < first[2]]
        # it goes on at the top: the first row of the next column or page, with no other text before it
        goes_on = first[2] - nxt.top < ROW_GAP_MM * MM and all(ln.x0 >= first[0] - 1 and ln.x1 <= first[1] + 1
                                                                for ln in text_above)
        if goes_on and len(rows) < 4:
            found.append(f"p. {col.page}{_col(col)}: a table starts with {len(rows)} row(s) at the foot of the page "
                         f"and goes on overleaf")
        if goes_on:
            # what goes on: the run of rows from the top of the next column, down to where the table ends
            carried = sorted(same, key=lambda b: b[2])
            tail = [carried[0]]
            for b in carried[1:]:
                if b[2] - tail[-1][2] > ROW_GAP_MM * MM:
                    break
                tail.append(b)
            ends = any(ln.top > tail[-1][2] + 1 for ln in nxt.lines) or len(tail) < len(carried) or \
                k + 2 >= len(columns)
            if ends and len(tail) < 3:
                found.append(f"p. {nxt.page}{_col(nxt)}: a table ends with {len(tail)} row(s) carried over from "
                             f"p. {col.page}{_col(col)}")
    return found


def _run(borders: list, lowest: tuple) -> list:
    """The borders of the table the lowest one ends: same edges, each less than ROW_GAP_MM above the next."""
    same = sorted((b for b in borders if abs(b[0] - lowest[0]) < 1 and abs(b[1] - lowest[1]) < 1),
                  key=lambda b: b[2], reverse=True)
    run = [same[0]]
    for b in same[1:]:
        if run[-1][2] - b[2] > ROW_GAP_MM * MM:
            break
        run.append(b)
    return run


def _col(col: Column) -> str:
    return f", column {col.index + 1}" if col.index else ""

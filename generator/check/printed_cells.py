"""The printed index's cells: the text columns of every deck's CSV and the static text of the game's layouts.

A CSV cell's position is read with a small scanner that follows quotes across
lines, so a claim in a quoted, multi-line cell still gets its line:col.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Iterator

from ..core.errors import Loc
from ..load import LoadedGame
from .printed import Passage, _passage, _yaml_anchors, mask_placeholders


# --- CSV text cells --------------------------------------------------------------------------------------
_PLAIN_END = re.compile(r"[,\n]")


def _csv_cells(raw: str) -> list[list[tuple[int, str, list[tuple[int, int, int]]]]]:
    """The rows (the header first) of a CSV read as text (newlines as '\\n'): [(line, cell text, anchors)] for
    each cell, quoted cells included.

    A cell's anchors are (offset, line, col): text[offset] is at line:col. A quoted cell gets one at each new
    line and after each doubled quote (two characters in the file, one in the text), so every character of
    the text maps back to its own place. A quoted cell is read up to its next quote at a time, not a
    character at a time."""
    rows: list[list[tuple[int, str, list[tuple[int, int, int]]]]] = []
    line, col, i = 1, 1, 0
    cells: list[tuple[int, str, list[tuple[int, int, int]]]] = []
    n = len(raw)
    while i < n:
        start_line, start_col = line, col
        if raw[i] == '"':
            buf, i, col = [], i + 1, col + 1
            size = 0   # characters in buf
            anchors = [(0, line, col)]
            while i < n:
                j = raw.find('"', i)
                seg = raw[i:] if j < 0 else raw[i:j]
                start = 0
                while True:   # each new line of the segment: an anchor at its first character
                    nl = seg.find("\n", start)
                    if nl < 0:
                        break
                    line, col = line + 1, 1
                    anchors.append((size + nl + 1, line, col))
                    start = nl + 1
                col += len(seg) - start
                buf.append(seg)
                size += len(seg)
                if j < 0:
                    i = n
                    break
                if j + 1 < n and raw[j + 1] == '"':
                    buf.append('"'); size += 1; i = j + 2; col += 2
                    anchors.append((size, line, col))
                    continue
                i = j + 1; col += 1
                break
            cells.append((start_line, "".join(buf), anchors))
        else:
            m = _PLAIN_END.search(raw, i)
            j = m.start() if m else n
            cells.append((start_line, raw[i:j], [(0, start_line, start_col)]))
            col += j - i
            i = j
        if i < n and raw[i] == ",":
            i += 1; col += 1
            continue
        if i < n and raw[i] == "\n":
            i += 1
        rows.append(cells)
        cells, line, col = [], line + 1, 1
    if cells:
        rows.append(cells)
    return rows


def csv_passages(loaded: LoadedGame) -> Iterator[Passage]:
    game = loaded.game
    for deck in game.decks:
        text_columns = [name for name, tp in deck.fields.items() if tp == "text"]
        if not deck.cards or not text_columns:
            continue
        try:
            cells = _csv_cells(loaded.sources.read_text(Path(loaded.folder) / deck.csv_path, encoding="utf-8-sig"))
        except (OSError, UnicodeDecodeError):
            continue
        header = [c[1].strip() for c in (cells[0] if cells else [])]
        shown = deck.cards[0].loc.file
        by_line = {line_cells[0][0]: line_cells for line_cells in cells if line_cells}
        for card in deck.cards:
            row = by_line.get(card.loc.line)
            if row is None:
                continue
            for name in text_columns:
                if name not in header or header.index(name) >= len(row):
                    continue
                value, anchors = row[header.index(name)][1:]
                yield _passage(mask_placeholders(value), shown, "card text", anchors, owner=(deck, card), field=name)


# --- static text of card and board layouts --------------------------------------------------------------
_TEXT_KEY = re.compile(r"(?:[{,]\s*|^\s+(?:-\s+)?)text:\s*(?=[\"'\w<])")
_TAG = re.compile(r"<[^>\n]*>")


def layout_passages(loaded: LoadedGame) -> Iterator[Passage]:
    """The text elements of every layout the game's decks and boards use, as printed (tags blanked)."""
    from ..load.layout import TextEl, find_layout, load_layout

    game, folder = loaded.game, Path(loaded.folder)
    wanted = [(d.layout, "cards") for d in game.decks] + [(d.back_layout, "cards") for d in game.decks]
    wanted += [(b.layout, "boards") for b in game.boards]
    seen: set[Path] = set()
    inside = folder.resolve()
    for name, kind in wanted:
        path = find_layout(folder, name, kind) if kind == "boards" else find_layout(folder, name)
        if path is None or path in seen or inside not in path.resolve().parents:
            continue  # pnp's own templates are not the game's words
        seen.add(path)
        try:
            layout = load_layout(path, loaded.sources)
            raw = loaded.sources.read_text(path, encoding="utf-8-sig").splitlines()
        except Exception:  # noqa: BLE001 - LAY002 reports an unreadable layout
            continue
        for el in layout.elements:
            if not isinstance(el, TextEl) or not el.text.strip():
                continue
            for n in range(el.loc.line - 1, min(len(raw), el.loc.line + 12)):
                m = _TEXT_KEY.search(raw[n])
                if m:
                    col = raw[n].index("text:", m.start()) + 1
                    key = Loc(layout.file, n + 1, col)
                    text = _TAG.sub(lambda t: " " * len(t.group(0)), mask_placeholders(el.text))
                    yield _passage(text, layout.file, "layout text", _yaml_anchors(raw, key, el.text), owner=el,
                                   field=name)
                    break

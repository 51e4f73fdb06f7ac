"""Icon codes in printed data: a ':code:' in a card's cell or in game.yaml that is no icon (ICO003).

The card, board and pad layouts draw ':code:' in their text as the icon (render/cards/faces.py), and stop
the build on a code that is neither the game's, pnp's nor an alias. Every deck's cells (CSV at the cell's
line:col, a spreadsheet at its row) and every string of game.yaml (comments aside) are read for them,
against the same icon index the renderer draws from (load/documents.icon_files and icon_aliases).
rulebook.md and quickref.md draw icons with {{ icon("code") }} and print ':code:' as it is written, so a
':code:' there (outside code spans and blocks) is ICO004, a warning: most often card text pasted into the
rulebook, where the icon would print as a word between colons.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Callable, Optional

from ..core.errors import Loc
from ..load.documents import ICON_CODE
from .catalogue import declare
from .findings import Context
from .icon_index import icon_index
from .names import did_you_mean
from .printed import _passage
from .printed_cells import _csv_cells
from .registry import family

declare("ICO003", family="printed icons", severity="error",
        title="an icon code in printed text or a layout is neither the game's nor pnp's",
        shared=("layout templates",),
        reason="an unknown icon code is one rule wherever the cards would draw it: printed text and a layout's own "
               "text here, an icons row (written or filled from a card column) where layout templates reads it")
declare("ICO004", family="printed icons", severity="warning",
        title="a :code: in rulebook.md or quickref.md prints as written, not as an icon")

_COMMENT = re.compile(r"(?:^|\s)#.*$")
# in game.yaml an icon stands apart ('pay 2 :coin:'); 'refs:deck:event', 'ref?:deck:x' are field types
_YAML_ICON = re.compile(r"(?<![\w:?])" + ICON_CODE.pattern)


def report_text_icons(ctx: Context, text: str, loc: Loc, what: str, subject: str,
                      pattern: re.Pattern = ICON_CODE, at: Optional[Callable[[int], Loc]] = None) -> None:
    """ICO003 for each unknown ':code:' in one printed string starting at loc (same line: column offset);
    `at` maps an offset of the text to its place when the text is not the file's characters as written
    (a quoted CSV cell's doubled quotes)."""
    files, aliases = icon_index(ctx)
    for m in pattern.finditer(text):
        code = m.group(1)
        if code in files or code in aliases:
            continue
        before = text[:m.start()]
        line = loc.line + before.count("\n")
        col = (loc.col + m.start()) if "\n" not in before else m.start() - before.rfind("\n")
        ctx.report("ICO003", at(m.start()) if at else Loc(loc.file, line, col), f"{what} names icon ':{code}:', which is neither the "
                   "game's nor pnp's (nor an alias)", actual=code,
                   hint=did_you_mean(code, sorted({*files, *aliases})) or
                   f"add {ctx.game.root}/icons/{code}.yaml, or use one of pnp's templates/icons/",
                   subject=f"{subject}/icon/{code}")


@family("printed icons")
def check_printed_icons(ctx: Context) -> None:
    game, folder = ctx.game, Path(ctx.loaded.folder)
    try:
        lines = ctx.loaded.sources.read_text(folder / "game.yaml", encoding="utf-8-sig").splitlines()
    except (OSError, UnicodeDecodeError):
        lines = []
    for n, line in enumerate(lines, start=1):
        if ":" in line and _YAML_ICON.search(line):
            report_text_icons(ctx, _COMMENT.sub("", line), Loc(f"{game.root}/game.yaml", n, 1), "game.yaml",
                              "game.yaml", _YAML_ICON)
    for deck in game.decks:
        _deck_cells(ctx, deck, folder)
    for document in ("rulebook", "quickref"):
        _document_codes(ctx, folder / f"{document}.md", document)


_FENCE = re.compile(r"^\s*(```|~~~)")
_CODE_SPAN = re.compile(r"`[^`\n]*`")


def _document_codes(ctx: Context, path: Path, document: str) -> None:
    """ICO004: a ':code:' in rulebook.md or quickref.md prints as written (documents use {{ icon(...) }})."""
    from .printed import mask_placeholders

    try:
        text = ctx.loaded.sources.read_text(path, encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return   # the documents family reports a document it cannot read
    if ":" not in text or not _YAML_ICON.search(text):
        return
    files, aliases = icon_index(ctx)
    fenced = False
    for n, line in enumerate(mask_placeholders(text).split("\n"), start=1):
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if fenced:
            continue
        plain = _CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)
        for m in _YAML_ICON.finditer(plain):
            code = m.group(1)
            known = code in files or code in aliases
            ctx.report("ICO004", Loc(f"{ctx.game.root}/{document}.md", n, m.start() + 1),
                       f"{document}.md prints ':{code}:' as written" + ("" if known else
                       f", and '{code}' is no icon of the game's or pnp's"), actual=code,
                       hint=f'a document draws an icon with {{{{ icon("{code}") }}}}' if known else
                       (did_you_mean(code, sorted({*files, *aliases})) or
                        "documents draw icons with {{ icon(\"code\") }}; write the colons in a code span if "
                        "they are meant"),
                       subject=f"{document}.md/icon/{code}")


def _deck_cells(ctx: Context, deck, folder: Path) -> None:
    """Every string cell of the deck's cards; a CSV's at the cell's own line:col."""
    text_columns = [name for name, kind in deck.fields.items() if kind in ("text", "str")]
    if not deck.cards or not text_columns:
        return
    if not any(isinstance(v := card.fields.get(column), str) and ICON_CODE.search(v)
               for card in deck.cards for column in text_columns):
        return   # no cell prints a code (most decks): nothing to place, so the CSV is not read again
    cells: list = []
    if str(deck.csv_path).lower().endswith(".csv"):
        try:
            cells = _csv_cells(ctx.loaded.sources.read_text(folder / deck.csv_path, encoding="utf-8-sig"))
        except (OSError, UnicodeDecodeError):
            return
    header = [c[1].strip() for c in (cells[0] if cells else [])]
    by_line = {row[0][0]: row for row in cells if row}
    for card in deck.cards:
        for column in text_columns:
            value = card.fields.get(column)
            if not isinstance(value, str) or not ICON_CODE.search(value):
                continue
            row = by_line.get(card.loc.line)
            at = None
            if row is not None and column in header and header.index(column) < len(row):
                raw, anchors = row[header.index(column)][1:]
                loc, text = Loc(card.loc.file, *anchors[0][1:]), raw
                at = _passage(raw, card.loc.file, "card text", anchors).loc
            else:
                loc, text = card.loc, value
            report_text_icons(ctx, text, loc, f"deck '{deck.id}', card '{card.name}', column '{column}'",
                              f"deck/{deck.id}/{card.id}", at=at)

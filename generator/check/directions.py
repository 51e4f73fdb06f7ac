"""Directions said in prose held to a table row whose cells are directions (TXT001).

A row such as 'Pass your hand to the' over the ages I, II, III with the cells left, right, left states which way
a hand, a token or play goes at each value of its axis. A sentence that holds the row label's words and says a
way ("to the left", "to your right", "clockwise") at values of the axis it names ("in Ages I and III", "In round
2, pass ...") states the row there: another way is TXT001 (to the left is clockwise, round a table seen from
above). Certain, so an error: the row is bound by all of its
words, the axis values by name, and the way is one word of a closed set. A sentence that names no axis value
says nothing of a row whose cells differ (which age is meant is a guess); one whose cells all agree is held to
that way. "Cards left", "on her left" and "two seats to their left" (a seat, not a way), a way in a sentence
without the row's words, and a row whose label names an argument ('Hand 2') or is one word stay silent.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from .facts import term_stems
from .findings import Context
from .printed import Passage
from .vocabulary import alternation, word_table
from .words import NUMBER_WORDS, stem

# a way, and the one it is round a table seen from above: passing to the left is passing clockwise
_WAYS = word_table("ways")
_WAY = re.compile(rf"(?<!seats )(?<!seat )(?<!spaces )(?<!space )\b(?:to|towards?)\s+(?:the|{alternation('possessives')})\s+"
                  r"(?P<lr>left|right)\b"
                  r"|\b(?P<cw>(?:anti-?|counter-?)?clockwise)\b", re.I)
_NUMBER_WORDS = set(NUMBER_WORDS)
_PARTS = re.compile(r"[^,;:.!?]+")
_SENTENCES = re.compile(r"[^.!?]+[.!?]?")


@dataclass(frozen=True)
class WayRow:
    """A table row whose cells are ways, by the value of its table's axis."""

    label: str
    table: str
    stems: frozenset[str]
    ways: dict[str, str]        # axis value as printed -> the way ('left' or 'right')
    cells: dict[str, str]       # axis value as printed -> the cell as printed
    axis: re.Pattern[str]       # the axis named with some of its values: "Ages I and III", "round 2"
    values: re.Pattern[str]     # one value of the axis


def way_rows(ctx: Context) -> list[WayRow]:
    """Every row of the game's tables (not a variant's) whose cells are all ways."""
    rows = []
    for table in ctx.game.tables:
        if table.variant:
            continue
        for row in table.rows:
            cells = [str(v).strip().lower() for v in row.values]
            if not cells or any(c not in _WAYS for c in cells):
                continue
            stems = frozenset(term_stems(row.label))
            if len(stems) < 2 or re.search(r"\d", row.label) or set(row.label.lower().split()) & _NUMBER_WORDS:
                continue   # 'Hand 2' names an argument, 'Passing' is one word: too loose to bind a sentence
            values = [str(a) for a in table.axis.values]
            names = {w for w in (table.axis.name, table.axis.label) if w}
            one = "|".join(re.escape(v) for v in sorted(values, key=len, reverse=True))
            axis = re.compile(rf"\b(?:{'|'.join(re.escape(n) for n in names)})s?\s+(?P<vals>(?:{one})"
                              rf"(?:\s*(?:,|and|or|&)\s*(?:{one}))*)(?![\w-])", re.I)
            rows.append(WayRow(row.label, table.id, stems, {str(a): _WAYS[c] for a, c in zip(values, cells)},
                               {str(a): str(v).strip() for a, v in zip(values, row.values)}, axis,
                               re.compile(rf"(?<![\w-])(?:{one})(?![\w-])")))
    return rows


def way_claims(ctx: Context, p: Passage, rows: list[WayRow]) -> None:
    """TXT001 for each way a sentence of the passage says that its row gives otherwise at the values named."""
    if not _WAY.search(p.text):
        return
    for s in _SENTENCES.finditer(p.text):
        words = {stem(w) for w in re.findall(r"[A-Za-z]+", s.group(0))}
        for row in rows:
            if row.stems <= words:
                _claims(ctx, p, row, s.start(), s.group(0))


def _claims(ctx: Context, p: Passage, row: WayRow, start: int, sentence: str) -> None:
    pending: Optional[list[str]] = None   # values a part named with no way of its own: the next part's
    for part in _PARTS.finditer(sentence):
        named = _named(row, part.group(0))
        ways = list(_WAY.finditer(part.group(0)))
        if not ways:
            pending = named or pending
            continue
        at = named or pending or ([] if len(set(row.ways.values())) > 1 else list(row.ways))
        pending = None
        if len(ways) != 1 or not at:
            continue   # two ways in one part, or no value to hold the way at
        m = ways[0]
        said = _WAYS[(m.group("lr") or m.group("cw")).lower()]
        wrong = [v for v in at if row.ways.get(v) not in (None, said)]
        if wrong:
            word = m.group("lr") or m.group("cw")
            offset = start + part.start() + (m.start("lr") if m.group("lr") else m.start("cw"))
            v = wrong[0]
            ctx.report("TXT001", p.loc(offset), f"'{word}' next to '{row.label}'"
                       + (f" at {v}" if len(row.ways) > 1 else "")
                       + f", but row '{row.label}' of table '{row.table}' gives {row.cells[v]}",
                       expected=row.cells[v], actual=word, hint=f"print it with {{{{ table(\"{row.table}\") }}}}",
                       subject=f"{p.document or p.file.split('/')[-1]}/way/{row.table}/{v}")


def _named(row: WayRow, part: str) -> list[str]:
    """The axis values a part names with the axis ("in Ages I and III", "In round 2")."""
    out: list[str] = []
    for m in row.axis.finditer(part):
        out.extend(v.group(0) for v in row.values.finditer(m.group("vals")))
    # the values as printed: an axis of "I", "II" is matched in any case but keyed as the table has it
    keys = {k.lower(): k for k in row.ways}
    return [keys[v.lower()] for v in out if v.lower() in keys]

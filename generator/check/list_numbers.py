"""TXT011: the numbers typed before a numbered list's items agree with the numbers the list prints.

Markdown prints a numbered list from its first item's number, counting up, and
ignores every other number typed: "1. 2. 4." prints 1, 2, 3, and "2. 2. 3."
prints 2, 3, 4. A typed number out of its run means the source says one thing
and the print another (a step dropped, renumbered by hand, a digit slipped).
The run a list means is the one most of its items fit: counting up from a
start, or every item typed "1." (a common way to let Markdown count). Each item
out of that run is reported at its number. A list whose run starts past 1 must
go on from a numbered list before it in the same document that ends one lower
(a list broken by a paragraph or a picture and taken up again).
Read in rulebook.md and quickref.md: the number comes from the Markdown
source, which is where a designer types it.

A series of labels is held to a count the same way, when all of its labels
but one fit a run counting up by one (so money tokens '1', '5', '10' count
nothing): four or more text elements of one layout that print a bare whole
number ("1", "2", ... down a player board's levels) and share their box's x,
width and height (a column) or y, width and height (a row), in the layout's
order; and four or more faces of a token sheet (its fronts, and its backs)
that read alike but for one number ("Side A, candle 3"), in the sheet's
order. The label out of the run is reported at its number.
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Optional

from ..core.errors import Loc
from .catalogue import declare
from .findings import Context
from .printed import Passage
from .printed_index import index_of
from .registry import family

declare("TXT011", family="list numbers", severity="error",
        title="a number typed before a numbered list's item (or a label of a series: layout number labels, token "
              "faces, die results) breaks its count")


def _run(typed: list[int]) -> tuple[int, bool]:
    """(start, all ones): the run most of the typed numbers fit; all ones when 'every item 1.' fits more."""
    starts = Counter(n - k for k, n in enumerate(typed))
    best = max(starts.values())
    start = 1 if starts[1] == best else min(s for s, c in starts.items() if c == best)
    ones = typed.count(1)
    # every item '1.' (two items too: '1. 1.' is Markdown's way, not a slip), or more ones than any run fits
    return (1, True) if ones == len(typed) > 1 or (len(typed) > 2 and ones > best) else (start, False)


def _lists(passages: list[Passage]) -> dict[tuple[str, int], list[Passage]]:
    """Each numbered list's item-opening passages, by (file, the list's number in the file), in file order."""
    out: dict[tuple[str, int], list[Passage]] = {}
    for p in passages:
        if p.typed and p.item:
            out.setdefault((p.file, p.item[0]), []).append(p)
    return out


_SWALLOWED = re.compile(r"\n[ \t]*(\d{1,3})[.)][ \t]")


def _check_swallowed(ctx: Context, passages: list[Passage]) -> None:
    """A line of a paragraph that opens with a list number other than 1, after a line that ends a sentence or
    opens a list (a colon): a numbered list may break into a paragraph only when it starts at 1, so Markdown
    prints these items as the paragraph's text. A sentence wrapped before its number ("and pays\n500. She")
    is left alone."""
    for p in passages:
        if p.scope not in ("paragraph", "list item") or "\n" not in p.text:
            continue
        m = _SWALLOWED.search(p.text)
        if m is None or m.group(1) == "1":
            continue
        before = p.text[:m.start()].rstrip()
        if before and before[-1] not in ".:!?)":
            continue   # "she buys five houses and pays\n500. She must ...": a sentence wrapped before its number
            # (no list could start mid-sentence), which Markdown prints as the writer meant
        ctx.report("TXT011", p.loc(m.start(1)), f"'{m.group(1)}{p.text[m.end(1)]}' opens a line of a paragraph: "
                   f"a numbered list may break into a paragraph only from 1, so Markdown prints this item as "
                   f"text", expected=1, actual=int(m.group(1)), hint="number the list from 1",
                   subject=f"{p.document}.md/list-number/{m.group(1)}")


@family("list numbers")
def check_list_numbers(ctx: Context) -> None:
    index = index_of(ctx)
    _check_labels(ctx, index.of("layout text", "token face", "die face"))
    _check_swallowed(ctx, index.of("paragraph", "list item"))
    ends: dict[str, set[int]] = {}   # file -> the last printed number of each numbered list read so far
    for (file, _), items in _lists(index.documents).items():
        typed = [p.typed[0] for p in items]
        start, ones = _run(typed)
        doc = f"{items[0].document}.md"
        for k, p in enumerate(items):
            want = 1 if ones else start + k
            if typed[k] == want:
                continue
            prints = typed[0] + k
            if ones:
                why = "the list's other items are typed '1.'"
            else:
                why = f"the list counts {', '.join(str(start + j) for j in range(min(len(items), 4)))}" + \
                    ("..." if len(items) > 4 else "")
            where = f"Markdown prints the whole list from {typed[0]}" if k == 0 else f"Markdown prints {prints} there"
            ctx.report("TXT011", _number_at(p), f"item {k + 1} of a numbered list is typed '{typed[k]}', but {why}; "
                       f"{where}", expected=want, actual=typed[k], hint=f"type {want}, or renumber the list",
                       subject=f"{doc}/list-number/{typed[k]}")
        if start > 1 and not ones and start - 1 not in ends.get(file, set()):
            ctx.report("TXT011", _number_at(items[0]), f"the numbered list counts from {start}, but no numbered list "
                       f"before it in {doc} ends at {start - 1}", expected=1, actual=start,
                       hint="number the first item 1, or take up the list it goes on from",
                       subject=f"{doc}/list-number/{start}")
        ends.setdefault(file, set()).add(typed[0] + len(items) - 1)


_DIGITS = re.compile(r"\d+")


def _label_runs(passages: list[Passage]) -> list[tuple[str, list[tuple[Passage, list[tuple[int, int]]]]]]:
    """Series of four or more labels that number things in turn: (what they are, [(passage, [(a number, its
    offset)])]), in file order. A layout's bare-number labels that line up (one x, width and height: a
    column; one y, width and height: a row); a token sheet's faces (fronts, and backs) and a die's results
    that read alike but for their numbers ('Side A, candle 3'; 'Lasts 3 rounds, or lands 3 seats')."""
    groups: dict[tuple, list[tuple[Passage, list[tuple[int, int]]]]] = {}
    for p in passages:
        if p.scope == "layout text":
            box = getattr(p.owner, "box", None)
            if not p.text.strip().isdigit() or box is None or len(box) != 4:
                continue
            x, y, w, h = (getattr(v, "source", str(v)) for v in box)
            item = (p, [(int(p.text.strip()), len(p.text) - len(p.text.lstrip()))])
            groups.setdefault(("number labels lined up with it", p.file, "column", x, w, h), []).append(item)
            groups.setdefault(("number labels lined up with it", p.file, "row", y, w, h), []).append(item)
        elif p.scope in ("token face", "die face") and any(ch.isdigit() for ch in p.text):
            found = list(_DIGITS.finditer(p.text))
            shape = _DIGITS.sub("N", p.text)
            owner = p.owner[0] if p.scope == "die face" else p.owner
            what = "faces of its sheet" if p.scope == "token face" else "results of its die"
            short = shape if len(shape) <= 40 else shape[:37] + "..."
            groups.setdefault((f"'{short}' {what}", id(owner), p.field, shape), []).append(
                (p, [(int(m.group(0)), m.start()) for m in found]))
    # three labels, one off, is as often a design ('1, 2, 5' coins) as a slip: a series is four or more
    return [(key[0], items) for key, items in groups.items() if len(items) >= 4]


def _odd_one(values: list[int]) -> Optional[tuple[int, int, str]]:
    """(the index of the one value out of the series' pattern, the value it should be, the pattern), when all
    values but one fit a run counting up by one or, among five or more, all but one are equal; else None."""
    start, _ = _run(values)
    off = [k for k, n in enumerate(values) if n != start + k]
    if len(off) == 1:
        return off[0], start + off[0], f"run {start}-{start + len(values) - 1}"
    ((same, times),) = Counter(values).most_common(1)
    if times == len(values) - 1 and len(values) >= 5:   # 'Gain 1 Food' twice and 'Gain 2 Food' once is a design
        k = next(k for k, n in enumerate(values) if n != same)
        return k, same, f"all read {same}"
    return None


def _check_labels(ctx: Context, passages: list[Passage]) -> None:
    """A series of labels counts up by one, or repeats one number, in each place a number stands; only a
    series all of whose labels but one fit is held to it (money tokens '1', '5', '10' count nothing)."""
    for what, run in _label_runs(passages):
        for col in range(len(run[0][1])):
            odd = _odd_one([numbers[col][0] for _, numbers in run])
            if odd is None:
                continue
            k, want, pattern = odd
            p, numbers = run[k]
            n, at = numbers[col]
            ctx.report("TXT011", p.loc(at), f"'{n}' is out of step with the {len(run)} {what}: they {pattern}",
                       expected=want, actual=n, hint=f"print {want}", subject=f"label/{n}")


def _number_at(p: Passage) -> Loc:
    """Where an item's typed number stands."""
    return Loc(p.file, p.typed[1], p.typed[2])

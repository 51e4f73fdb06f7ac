"""TXT001 for a list typed as a Markdown table: each row that names a card, a cost or a box line holds its numbers.

A rulebook's appendix of every card, a quick reference's price list or a box
check is often a table typed by hand (`| Card | Deck | Copies | Cost | Text |`),
and it goes stale when the data changes. A table is read as such a list when
one column names things of the game (its whole cell the name of a card, of a
cost of game.yaml's `costs` or of an inventory line, emphasis aside) in at
least two rows, in most of its rows, and never the same thing twice (a story
told turn by turn names a card again: it is no list). A column whose header
names a column of a card's deck (`Cost` for `cost`, `Victory points` for
`victory_points`), a cost's price (`Cost`, `Price`: a cost of one item),
points or effect, or the copies of a card or a box line (`Copies`, `Qty`:
vocabulary.json's `copies_headers`) holds that value: a cell that is one
whole number, alone or with a word or two of unit ("3 Heat"), is compared
with it. A text column (a card's `text` column, a cost's effect) holds the
text: a cell with the same words and other numbers is compared number by
number.

A column is held to the data only when at least two of its rows agree with
it and more agree than not: a column that disagrees everywhere means
something else (a discounted price, a running score), and a dash, an empty
cell, a range or two numbers say nothing. A card name two decks share is read
through a cell of the row that names one of them (a Deck column), else not at
all. A box line's count after its name in the row ("| Coins | 25 |") is the
printed family's (a number next to a name the data counts); this family reads
the count typed before the name ("| 25 | Coins |").
"""
from __future__ import annotations

import re
from typing import Any, Optional

from .findings import Context
from .printed import PH, Passage
from .printed_index import index_of
from .registry import family
from .vocabulary import word_set
from .words import STOP, Token, stem

_COPIES = word_set("copies_headers")
_MARKS = re.compile(r"[*_`\u00a7\u2020\u2021\u00b9\u00b2\u00b3]+")
_PAREN = re.compile(r"\(([^()]*)\)")
_WORD = re.compile(r"[^\W\d_]+")
# words in a header's brackets that make it another amount than the thing's own ('Cost (per player)')
_OTHER_AMOUNT = word_set("card_list_other_amounts")
_CARD = stem("card")


def _norm(text: str) -> str:
    return " ".join(_MARKS.sub(" ", text).split()).casefold()


def _stems(text: str) -> tuple[str, ...]:
    return tuple(stem(w) for w in _WORD.findall(text.replace("_", " ").replace("-", " ")) if w.lower() not in STOP)


def _header_words(header: str) -> Optional[tuple[str, ...]]:
    """The stems of a header's words, a bracket's unit left out ('Cost (Heat)'); None when the bracket says the
    amount is another one (per player, after a discount)."""
    for inner in _PAREN.findall(header):
        if {w.lower() for w in _WORD.findall(inner)} & _OTHER_AMOUNT:
            return None
    return _stems(_PAREN.sub(" ", _MARKS.sub(" ", header)))


class _Thing:
    """One thing a list row may name (a card, a cost, a box line) and what each of its columns holds: `values`,
    column -> (kind 'int' or 'text', the value, where the data says it)."""

    __slots__ = ("name", "kind", "values", "deck")

    def __init__(self, name: str, kind: str, values: dict[str, tuple[str, Any, Any]], deck: Any = None) -> None:
        self.name, self.kind, self.values, self.deck = name, kind, values, deck

    def column(self, header: str) -> Optional[str]:
        """The column a header names: 'count' for the copies of a card or box line, else one of `values`."""
        words = _header_words(header)
        if not words:
            return None
        if "count" in self.values and _norm(_PAREN.sub(" ", header)) in _COPIES:
            return "count"
        return next((c for c in self.values if c != "count" and _stems(c) == words), None)


def _card(deck: Any, card: Any, names: dict[str, tuple[str, ...]]) -> _Thing:
    values: dict[str, tuple[str, Any, Any]] = {"count": ("int", card.count, card.cells.get("count", card.loc))}
    for column, kind in deck.fields.items():
        kind = str(kind)
        if kind.startswith("int") or kind == "text":
            values[column] = ("int" if kind.startswith("int") else "text", card.fields.get(column),
                              card.cells.get(column, card.loc))
        elif column in names and isinstance(card.fields.get(column), str) and card.fields[column]:
            # a name the deck's cards hold ('Shallow' of a Depth column): held to the card's when the cell is
            # another name the column holds
            values[column] = ("name", (card.fields[column], names[column]), card.cells.get(column, card.loc))
    return _Thing(card.name, "card", values, deck=deck)


def _name_columns(deck: Any) -> dict[str, tuple[str, ...]]:
    """The deck's one-name columns (`str`, `ref:`) and the names its cards write there, as _norm reads them."""
    out: dict[str, tuple[str, ...]] = {}
    for column, kind in deck.fields.items():
        if str(kind) == "str" or str(kind).startswith(("ref:", "ref?:")):
            known = sorted({_norm(c.fields[column]) for c in deck.cards if isinstance(c.fields.get(column), str)
                            and c.fields[column]})
            if len(known) >= 2:
                out[column] = tuple(known)
    return out


def _cost(game: Any, cost: Any) -> _Thing:
    def where(key: str) -> Any:
        return game.where(*cost.path, key) if cost.path else cost.loc

    values: dict[str, tuple[str, Any, Any]] = {}
    if len(cost.items) == 1 and not cost.items[0].per and not cost.items[0].different:
        values["cost"] = values["price"] = ("int", cost.items[0].amount, where("items"))
    if cost.points is not None:
        values["points"] = ("int", cost.points, where("points"))
    if cost.effect:
        values["effect"] = ("text", cost.effect, where("effect"))
    return _Thing(cost.name, "cost", values)


def _box_line(game: Any, component: Any) -> _Thing:
    where = game.where(*component.path, "count") if component.path else component.loc
    return _Thing(component.name, "box line", {"count": ("int", component.count, where)})


class _Things:
    """The things of the game a list row may name, by printed name."""

    def __init__(self, game: Any) -> None:
        self.by_name: dict[str, list[_Thing]] = {}
        things = [_card(deck, card, names) for deck in game.decks
                  for names in (_name_columns(deck),) for card in deck.cards if card.name]
        things += [_cost(game, cost) for cost in game.costs if cost.name]
        things += [_box_line(game, c) for c in game.inventory if c.name]
        for thing in things:
            self.by_name.setdefault(_norm(thing.name), []).append(thing)
        self.deck_words = {deck.id: set(_stems(f"{deck.name} {deck.id}")) - {_CARD} for deck in game.decks}

    def named(self, cell: str, row: tuple[str, ...]) -> Optional[list[_Thing]]:
        """The things a cell names; of the cards among them, when two decks share the name, the one whose deck
        another cell of the row names (none when no cell does)."""
        found = self.by_name.get(_norm(cell))
        if not found:
            return None
        cards = [t for t in found if t.deck is not None]
        if len(cards) > 1:
            said = [set(_stems(c)) - {_CARD} for c in row if c != cell]
            cards = [t for t in cards if any(words and words <= self.deck_words[t.deck.id] for words in said)]
            cards = cards if len(cards) == 1 else []
        return [t for t in found if t.deck is None] + cards or None


def _rows(cells: list[Passage]) -> list[list[Passage]]:
    """The table cells grouped by row, in file order."""
    rows: list[list[Passage]] = []
    for p in cells:
        if rows and rows[-1][0].file == p.file and rows[-1][0].row == p.row and p.column > rows[-1][-1].column:
            rows[-1].append(p)
        else:
            rows.append([p])
    return rows


def _tables(rows: list[list[Passage]]) -> list[list[list[Passage]]]:
    """Rows grouped by table: one file and one header, rows one after another."""
    tables: list[list[list[Passage]]] = []
    for r in rows:
        if tables and tables[-1][-1][0].file == r[0].file and tables[-1][-1][0].header == r[0].header \
                and r[0].loc(0).line > tables[-1][-1][0].loc(0).line:
            tables[-1].append(r)
        else:
            tables.append([r])
    return tables


def _one_number(toks: list[Token]) -> Optional[Token]:
    """The cell's one whole number, alone or with up to two words after it ('3', '3 Heat', 'three coins')."""
    if not toks or toks[0].kind != "num" or toks[0].low != toks[0].high or toks[0].bound:
        return None
    rest = toks[1:]
    return toks[0] if len(rest) <= 2 and all(t.kind == "word" for t in rest) else None


def _text_numbers(cell: list[Token], data: list[Token]) -> Optional[list[tuple[Token, int]]]:
    """(cell number, data number) pairs when the two texts have the same words and numbers in the same places."""
    def shape(toks: list[Token]) -> list[str]:
        return [t.stem if t.kind == "word" else "#" for t in toks if t.kind in ("word", "num")]

    if shape(cell) != shape(data):
        return None
    a = [t for t in cell if t.kind == "num"]
    b = [t for t in data if t.kind == "num"]
    if any(t.low != t.high for t in a + b):
        return None
    return [(x, y.low) for x, y in zip(a, b)]


@family("card lists")
def check_card_lists(ctx: Context) -> None:
    index = index_of(ctx)
    cells = [p for p in index.of("table cell") if p.document and p.header]
    if not cells:
        return
    things = _Things(ctx.game)
    if not things.by_name:
        return
    for table in _tables(_rows(cells)):
        _check_table(ctx, index, things, table)


def _check_table(ctx: Context, index: Any, things: _Things, table: list[list[Passage]]) -> None:
    width = max(len(r) for r in table)
    best: tuple[int, int, list[Any]] = (0, -1, [])
    for col in range(width):
        named = [things.named(r[col].text, r[0].row) if col < len(r) else None for r in table]
        hits = sum(1 for n in named if n is not None)
        if hits > best[0]:
            best = (hits, col, named)
    hits, name_col, named = best
    if hits < 2 or hits * 2 <= len(table):
        return
    seen = [_norm(t[0].name) for t in named if t is not None]
    if len(seen) != len(set(seen)):
        return   # a thing named twice: a story told turn by turn, not a list
    held, wrong = 0, 0
    for col, title in enumerate(table[0][0].header):
        if col != name_col and PH not in title:
            read = _check_column(ctx, index, table, named, col, title, before_name=col < name_col)
            if read is not None:
                held, wrong = held + 1, wrong + read
    decks = {id(t.deck): t.deck for found in named if found for t in found}
    if held and not wrong and len(decks) == 1 and all(t.deck is not None for found in named if found for t in found):
        deck = next(iter(decks.values()))
        first = table[0][name_col]
        ctx.report("DOC001", first.loc(0), f"the list of deck '{deck.name}' here is typed by hand ({hits} rows), "
                   f"which its card data covers (it agrees today)", actual=first.text.strip(),
                   hint=f"print it from the data: {{{{ cards(\"{deck.id}\") }}}}",
                   subject=f"{first.document}.md/cards/{deck.id}")


def _reading(index: Any, thing: _Thing, column: str, cell: Passage) -> Optional[list[tuple[Token, int]]]:
    """(number in the cell, the data's number) for each number the cell states of the thing's column."""
    kind, value, _ = thing.values[column]
    if kind == "name":   # the cell's name and the card's, as their places among the column's names
        written, known = value
        said = _norm(cell.text).strip(" .")
        if said not in known:
            return None
        start = len(cell.text) - len(cell.text.lstrip())
        return [(Token("word", cell.text.strip(), start, start + len(cell.text.strip()), "", known.index(said),
                       known.index(said)), known.index(_norm(written)))]
    toks = index.tokens(cell.text)
    if kind == "int":
        number = _one_number(toks)
        return [(number, value)] if number is not None and type(value) is int else None
    return _text_numbers(toks, index.tokens(value)) or None if isinstance(value, str) else None


def _check_column(ctx: Context, index: Any, table: list[list[Passage]], named: list[Any], col: int, title: str,
                  before_name: bool) -> Optional[int]:
    """TXT001 for each cell of the column that the data contradicts; how many, or None when the column is not read
    (no header of the data's, or too few rows that agree)."""
    wrong: list[tuple[Passage, Token, int, _Thing, str]] = []
    agree = 0
    for row, found in zip(table, named):
        if found is None or col >= len(row) or PH in row[col].text:
            continue
        readings = []
        for thing in found:
            column = thing.column(title)
            # a box line's count after its name is the printed family's ('next to' a name the data counts)
            if column is None or thing.kind == "box line" and not before_name:
                continue
            reading = _reading(index, thing, column, row[col])
            if reading is not None:
                readings.append((thing, column, reading))
        if len({tuple(v for _, v in r) for _, _, r in readings}) != 1:
            continue   # nothing read, or two things of this name that hold different numbers
        thing, column, reading = readings[0]
        off = [(t, v) for t, v in reading if t.low != v]
        agree += not off
        wrong.extend((row[col], t, v, thing, column) for t, v in off)
    if agree < 2 or agree <= len({id(w[0]) for w in wrong}):
        return None
    for cell, t, value, thing, column in wrong:
        kind, data, where = thing.values[column]
        if kind == "name":
            value = data[0]
            said = f"its {column} is '{value}'"
        elif kind == "text":
            said = f"its {column} says {value} ('{data}')"
        else:
            said = f"its data gives {value} ({'copies' if thing.kind == 'card' and column == 'count' else column})"
        ctx.report("TXT001", cell.loc(t.start),
                   f"'{t.text}' in column '{title.strip()}' of the list for {thing.kind} '{thing.name}', but {said}",
                   expected=value, actual=t.text, related=where,
                   hint=f"write {value}, or change the {thing.kind}'s data",
                   subject=f"card list/{thing.kind}/{thing.name}/{column}/{t.text}")
    return len(wrong)

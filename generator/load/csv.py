"""Type a deck's cards from its card table (CSV or spreadsheet): one row per distinct card, typed by the deck's fields."""
from __future__ import annotations

import re
from types import MappingProxyType
from typing import Any

from ..errors import Loc, Problem
from ..model import Amount, Amounts, Card, Deck
from .sheets import DELIMITERS, TOO_LONG_HINT, CardTable, too_long
from ..limits import MAX_COUNT, MAX_NUMBER, MAX_TEXT
from ..model.base import ID_RE
from ..suggest import closest

REQUIRED = ("id", "name", "count")
FIELD_TYPES = ("int", "int?", "str", "text", "bool")
INT_TYPES = ("int", "int?")   # int? may be left empty (None): an amount only some cards of a deck have
REF_PREFIXES = ("ref:", "ref?:", "refs:", "amounts:")
TRUE = {"yes", "true", "y", "1"}
FALSE = {"no", "false", "n", "0", ""}


def field_type_error(tp: str) -> str | None:
    """Why a declared field type is not valid, or None when it is."""
    if tp in FIELD_TYPES:
        return None
    if tp.startswith(REF_PREFIXES) and tp.split(":", 1)[1]:
        return None
    return (f"unknown field type '{tp}': use int, int?, str, text, bool, ref:<set>, ref?:<set>, refs:<set> or "
            "amounts:<set>")


class CellTooLongError(ValueError):
    """A cell past MAX_TEXT: a limit (LIM001), not a value of the wrong form."""


def convert(tp: str, raw: str) -> Any:
    """The typed value of one cell; raises ValueError with a message for the user."""
    if len(raw) > MAX_TEXT:
        raise CellTooLongError(too_long(len(raw)))
    if tp == "int?" and not raw.strip():
        return None
    if tp in INT_TYPES:
        text = raw.strip()
        if not re.fullmatch(r"[-+]?\d{1,13}", text):
            raise ValueError(f"'{raw[:40]}' is not a whole number")
        if abs(int(text)) > MAX_NUMBER:
            raise ValueError(f"{text} is larger than pnp allows ({MAX_NUMBER:,})")
        return int(text)
    if tp == "bool":
        low = raw.strip().lower()
        if low in TRUE:
            return True
        if low in FALSE:
            return False
        raise ValueError(f"'{raw}' is not yes/no")
    if tp.startswith("refs:"):
        return tuple(part.strip() for part in raw.split(";") if part.strip())
    if tp.startswith("amounts:"):
        return _amounts(raw)
    if tp.startswith("ref:") and not raw.strip():
        raise ValueError("is empty; it must name one of the set (or declare the field ref?:)")
    return raw.strip() if tp.startswith(("ref", "str")) else raw


_AMOUNT = re.compile(r"^(?:(\d+)\s*(?:x\s+)?)?(\S.*)$")


def _amounts(raw: str) -> Amounts:
    """'2 Oil; 1 Wick' (a bare name counts 1) -> Amounts; a name written twice is an error, not a sum."""
    items: list[Amount] = []
    for part in (p.strip() for p in raw.split(";")):
        if not part:
            continue
        found = _AMOUNT.match(part)
        amount, name = int(found.group(1) or 1), found.group(2).strip()
        if amount < 1:
            raise ValueError(f"'{part}': an amount must be at least 1")
        if re.search(r",\s*\d", name):   # '2 Plum, 1 Pear': the form a layout prints, typed back in
            fixed = "; ".join(p.strip() for p in re.split(r",\s*(?=\d)", part))
            raise ValueError(f"'{part}': amounts are separated by ';', not ',': write '{fixed}'")
        twice = next((a for a in items if a.name == name), None)
        if twice is not None:
            raise ValueError(f"'{name}' is listed twice in '{raw}': write its amount once, "
                             f"e.g. '{twice.amount + amount} {name}'")
        items.append(Amount(amount, name))
    return Amounts(items)


def load_cards(deck: Deck, table: CardTable, file: str) -> tuple[tuple[Card, ...], list[Problem]]:
    """Type a deck's card table (CSV or spreadsheet rows); returns the cards and every problem found."""
    problems: list[Problem] = []
    if table.header is None or not any(c.strip() for c in table.header.cells):
        return (), [Problem("CSV001", table.header.loc if table.header else Loc(file, 1, 1),
                            "the file is empty; it needs a header row",
                            "start with: " + ",".join([*REQUIRED, *deck.fields]))]
    header = [h.strip() for h in table.header.cells]
    expected = [*REQUIRED, *deck.fields]
    missing = [name for name in expected if name not in header]
    meant: set[str] = set()   # a missing column that a misspelt header stands for: one finding says both
    for i, name in enumerate(header):
        if name not in expected:
            near = closest(name, [m for m in missing if m not in meant]) if name else None
            if near is not None:
                meant.add(near)
                problems.append(Problem("CSV001", table.header.at(i),
                                        f"unknown column '{name}' in deck '{deck.id}'",
                                        f"did you mean '{near}'? the deck needs a column '{near}' and no "
                                        f"header cell names it"))
                continue
            problems.append(Problem("CSV001", table.header.at(i), f"unknown column '{name}' in deck '{deck.id}'",
                                    _unknown_column_hint(name, table.separator)))
        elif header.index(name) != i:
            problems.append(Problem("CSV001", table.header.at(i), f"column '{name}' appears twice"))
    for name in missing:
        if name not in meant:
            problems.append(Problem("CSV001", table.header.loc, f"missing column '{name}' in deck '{deck.id}'",
                                    "add the column to the header row"))
    if problems:
        return (), problems
    types = {"id": "str", "name": "str", "count": "int", **deck.fields}
    cards: list[Card] = []
    seen: dict[str, Loc] = {}
    for row in table.rows:
        if not any(cell.strip() for cell in row.cells):
            continue
        if len(row.cells) != len(header):
            where = row.loc if len(row.cells) < len(header) else row.at(len(header))
            hint = (f"quote cells that contain a {table.separator}" if table.separator else
                    "every cell of a card must sit under a header cell; clear the cells right of the table")
            problems.append(Problem("CSV001", where, f"row has {len(row.cells)} cells but the header has "
                                    f"{len(header)}", hint))
            continue
        values: dict[str, Any] = {}
        for i, (name, raw) in enumerate(zip(header, row.cells)):
            try:
                values[name] = convert(types[name], raw)
            except ValueError as exc:
                long = isinstance(exc, CellTooLongError)
                problems.append(Problem("LIM001" if long else "SCH002", row.at(i), f"column '{name}': {exc}",
                                        TOO_LONG_HINT if long else ""))
        if len(values) != len(header):
            continue
        card_id = values["id"]
        if not card_id:
            problems.append(Problem("CSV001", row.loc, "card has an empty id"))
            continue
        if not ID_RE.match(card_id):
            problems.append(Problem("SCH002", row.at(header.index("id")), f"card id '{card_id[:60]}' is not a valid id",
                                    "use lower-case letters, digits, '-' and '_', starting with a letter or digit "
                                    "(e.g. 'apple-one'); the id names the card's files"))
            continue
        if card_id in seen:
            first = seen[card_id]
            problems.append(Problem("DUP001", row.loc, f"duplicate card id '{card_id}' in deck '{deck.id}'",
                                    f"first used on {'row' if first.cell else 'line'} {first.line}; "
                                    "give each card its own id"))
            continue
        seen[card_id] = row.loc
        if values["count"] > MAX_COUNT:
            problems.append(Problem("LIM001", row.at(header.index("count")),
                                    f"card '{card_id}' has count {values['count']:,}; pnp allows at most {MAX_COUNT:,}",
                                    "a count this large is most likely a typo"))
            continue
        if values["count"] < 1:
            problems.append(Problem("SCH002", row.at(header.index("count")),
                                    f"card '{card_id}' has count {values['count']}; it must be at least 1"))
            continue
        extra = MappingProxyType({k: v for k, v in values.items() if k not in REQUIRED})
        cells = MappingProxyType({name: row.at(i) for i, name in enumerate(header)})
        cards.append(Card(id=card_id, name=values["name"], count=values["count"], fields=extra, loc=row.loc,
                          cells=cells))
    return tuple(cards), problems


def _unknown_column_hint(name: str, separator: str) -> str:
    """Say so when a column name holds another delimiter: the file is separated differently than it looks."""
    inside = [word for d, word in DELIMITERS.items() if d in name]
    if inside and separator:
        return (f"the header is split at each {separator}, but this name holds a {inside[0]}: separate every "
                f"cell with one kind of delimiter (comma, semicolon or tab)")
    return "declare it under the deck's fields in game.yaml, or remove it"

"""Read a deck's cards from its CSV file: one row per distinct card, typed by the deck's fields."""
from __future__ import annotations

import csv
import io
from types import MappingProxyType
from typing import Any

from ..errors import Loc, Problem
from ..model import Card, Deck

REQUIRED = ("id", "name", "count")
FIELD_TYPES = ("int", "str", "text", "bool")
REF_PREFIXES = ("ref:", "ref?:", "refs:")
TRUE = {"yes", "true", "y", "1"}
FALSE = {"no", "false", "n", "0", ""}


def field_type_error(tp: str) -> str | None:
    """Why a declared field type is not valid, or None when it is."""
    if tp in FIELD_TYPES:
        return None
    if tp.startswith(REF_PREFIXES) and tp.split(":", 1)[1]:
        return None
    return f"unknown field type '{tp}': use int, str, text, bool, ref:<set>, ref?:<set> or refs:<set>"


def _columns(line: str) -> list[int]:
    """1-based character column where each CSV field of a single physical line starts."""
    starts, quoted, i = [1], False, 0
    while i < len(line):
        ch = line[i]
        if ch == '"':
            quoted = not quoted
        elif ch == "," and not quoted:
            starts.append(i + 2)
        i += 1
    return starts


def convert(tp: str, raw: str) -> Any:
    """The typed value of one cell; raises ValueError with a message for the user."""
    if tp == "int":
        try:
            return int(raw.strip())
        except ValueError:
            raise ValueError(f"'{raw}' is not a whole number") from None
    if tp == "bool":
        low = raw.strip().lower()
        if low in TRUE:
            return True
        if low in FALSE:
            return False
        raise ValueError(f"'{raw}' is not yes/no")
    if tp.startswith("refs:"):
        return tuple(part.strip() for part in raw.split(";") if part.strip())
    if tp.startswith("ref:") and not raw.strip():
        raise ValueError("is empty; it must name one of the set (or declare the field ref?:)")
    return raw.strip() if tp.startswith(("ref", "str")) else raw


def load_cards(deck: Deck, text: str, file: str) -> tuple[tuple[Card, ...], list[Problem]]:
    """Parse a deck's CSV text; returns the cards and every problem found."""
    problems: list[Problem] = []
    lines = text.splitlines()
    reader = csv.reader(io.StringIO(text))
    try:
        header = next(reader)
    except StopIteration:
        return (), [Problem("CSV001", Loc(file, 1, 1), "the file is empty; it needs a header row",
                            "start with: " + ",".join([*REQUIRED, *deck.fields]))]
    except csv.Error as exc:
        return (), [Problem("CSV001", Loc(file, 1, 1), f"cannot read the CSV: {exc}")]
    header = [h.strip() for h in header]
    starts = _columns(lines[0]) if lines else [1]
    expected = [*REQUIRED, *deck.fields]
    for i, name in enumerate(header):
        col = starts[i] if i < len(starts) else 1
        if name not in expected:
            problems.append(Problem("CSV001", Loc(file, 1, col), f"unknown column '{name}' in deck '{deck.id}'",
                                    "declare it under the deck's fields in game.yaml, or remove it"))
        elif header.index(name) != i:
            problems.append(Problem("CSV001", Loc(file, 1, col), f"column '{name}' appears twice"))
    for name in expected:
        if name not in header:
            problems.append(Problem("CSV001", Loc(file, 1, 1), f"missing column '{name}' in deck '{deck.id}'",
                                    "add the column to the header row"))
    if problems:
        return (), problems
    types = {"id": "str", "name": "str", "count": "int", **deck.fields}
    cards: list[Card] = []
    seen: dict[str, int] = {}
    try:
        rows = list(_rows(reader))
    except csv.Error as exc:
        return (), [Problem("CSV001", Loc(file, reader.line_num, 1), f"cannot read the CSV: {exc}")]
    for line, row in rows:
        if not any(cell.strip() for cell in row):
            continue
        starts = _columns(lines[line - 1]) if line - 1 < len(lines) else [1]
        if len(row) != len(header):
            problems.append(Problem("CSV001", Loc(file, line, 1),
                                    f"row has {len(row)} cells but the header has {len(header)}",
                                    "quote cells that contain commas"))
            continue
        values: dict[str, Any] = {}
        for i, (name, raw) in enumerate(zip(header, row)):
            try:
                values[name] = convert(types[name], raw)
            except ValueError as exc:
                col = starts[i] if i < len(starts) else 1
                problems.append(Problem("SCH002", Loc(file, line, col), f"column '{name}': {exc}"))
        if len(values) != len(header):
            continue
        card_id = values["id"]
        loc = Loc(file, line, 1)
        if not card_id:
            problems.append(Problem("CSV001", loc, "card has an empty id"))
            continue
        if card_id in seen:
            problems.append(Problem("DUP001", loc, f"duplicate card id '{card_id}' in deck '{deck.id}'",
                                    f"first used on line {seen[card_id]}; give each card its own id"))
            continue
        seen[card_id] = line
        if values["count"] < 1:
            problems.append(Problem("SCH002", Loc(file, line, starts[2] if len(starts) > 2 else 1),
                                    f"card '{card_id}' has count {values['count']}; it must be at least 1"))
            continue
        extra = MappingProxyType({k: v for k, v in values.items() if k not in REQUIRED})
        cards.append(Card(id=card_id, name=values["name"], count=values["count"], fields=extra, loc=loc))
    return tuple(cards), problems


def _rows(reader: Any):
    """Yield (first physical line number, row) pairs."""
    start = reader.line_num + 1
    for row in reader:
        yield start, row
        start = reader.line_num + 1

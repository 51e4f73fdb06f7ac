"""Type a deck's cards from its card table (CSV or spreadsheet): one row per distinct card, typed by the deck's fields."""
from __future__ import annotations

import re
from types import MappingProxyType
from typing import Any

from ..core.errors import Loc, Problem
from ..model import Amount, Amounts, Card, Deck
from .sheets import DELIMITERS, TOO_LONG_HINT, CardTable, too_long
from ..core.limits import MAX_COUNT, MAX_NUMBER, MAX_TEXT, MAX_WORD, long_word
from ..model.base import EMPTY, ID_RE
from ..model.edition import TRANSLATED_COLUMN, split_column
from ..core.suggest import closest
_WHOLE_NUMBER = re.compile(r"[-+]?\d{1,13}")

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
    word = long_word(raw)
    if word is not None:
        raise CellTooLongError(f"this word (a run without a space) is {word[1]:,} characters long; pnp allows at "
                               f"most {MAX_WORD:,}")
    if tp == "int?" and not raw.strip():
        return None
    if tp in INT_TYPES:
        text = raw.strip()
        if not _WHOLE_NUMBER.fullmatch(text):
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
        assert found is not None   # a part that is not blank always matches
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


def _translated_column_problem(name: str, deck: Deck, languages: tuple[str, ...]) -> tuple[str, str] | None:
    """Why a `<column>@<language>` header cannot be read (message, hint), or None when it translates a text column."""
    base, lang = split_column(name)
    types = {"name": "str", **deck.fields}
    editions = languages[1:]
    if not editions:
        return (f"column '{name}' translates '{base}' into '{lang}', but game.yaml declares no languages",
                f"add `languages: [en, {lang}]` to game.yaml, or remove the column")
    if lang not in editions:
        near = closest(lang or "", editions)
        return (f"column '{name}' is in language '{lang}', which game.yaml's languages do not declare",
                (f"did you mean '{base}@{near}'? " if near else "")
                + "declared editions: " + ", ".join(editions))
    if base not in types:
        hint = f"did you mean '{closest(base, types)}@{lang}'?" if closest(base, types) else \
            "a translated column is named after a text column of the deck: " + ", ".join(
                f"{c}@{lang}" for c, t in types.items() if t in ("str", "text"))
        return f"column '{name}' translates '{base}', which is no column of deck '{deck.id}'", hint
    if types[base] not in ("str", "text"):
        why = "a number" if types[base] in INT_TYPES else "a yes/no" if types[base] == "bool" else \
            "a list of names"
        return (f"column '{name}' translates '{base}', which holds {why}",
                "numbers, yes/no values and ids are never translated; names are translated by the names "
                f"table of translations/{lang}.yaml")
    return None


def load_cards(deck: Deck, table: CardTable, file: str,
               languages: tuple[str, ...] = ()) -> tuple[tuple[Card, ...], list[Problem]]:
    """Type a deck's card table (CSV or spreadsheet rows); returns the cards and every problem found.

    A header `<column>@<language>` (text@de) holds an edition's text of a text column; `languages` are the
    game's declared ones (the source first)."""
    problems: list[Problem] = []
    if table.header is None or not any(c.strip() for c in table.header.cells):
        return (), [Problem("CSV001", table.header.loc if table.header else Loc(file, 1, 1),
                            "the file is empty; it needs a header row",
                            "start with: " + ",".join([*REQUIRED, *deck.fields]))]
    header = [h.strip() for h in table.header.cells]
    expected = [*REQUIRED, *deck.fields]
    missing = [name for name in expected if name not in header]
    meant: set[str] = set()   # a missing column that a misspelt header stands for: one finding says both
    translated: dict[str, str] = {}   # header -> language, for `<column>@<language>` headers
    for i, name in enumerate(header):
        if TRANSLATED_COLUMN in name and name not in expected:
            why = _translated_column_problem(name, deck, languages)
            if why is not None:
                problems.append(Problem("CSV001", table.header.at(i), why[0], why[1]))
            elif header.index(name) != i:
                problems.append(Problem("CSV001", table.header.at(i), f"column '{name}' appears twice"))
            else:
                translated[name] = split_column(name)[1] or ""
            continue
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
    types = {"id": "str", "name": "str", "count": "int", **deck.fields,
             **{name: "text" for name in translated}}
    cards: list[Card] = []
    seen: dict[str, Loc] = {}
    for row in table.rows:
        if not any(cell.strip() for cell in row.cells):
            continue
        if len(row.cells) != len(header):
            where = row.loc if len(row.cells) < len(header) else row.at(len(header))
            hint = (f"quote cells that contain a {table.separator}" if table.separator else
                    "every cell of a card must sit under a header cell; clear the cells right of the table")
            over = next((i for i, cell in enumerate(row.cells) if "\n" in cell), None)
            if table.separator and over is not None:
                # a quote left open runs its cell on into the next rows until some later quote closes it
                where, ends = row.at(over), row.loc.line + sum(cell.count("\n") for cell in row.cells)
                hint = (f"the cell here runs on to line {ends}: a quote opened here closes only there. If the "
                        "cell ends on this line, close its quote before the line ends")
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
        editions: dict[str, dict[str, str]] = {}
        for name, lang in translated.items():
            text = values.pop(name)
            if text.strip():
                editions.setdefault(lang, {})[split_column(name)[0]] = text.strip()
        extra = MappingProxyType({k: v for k, v in values.items() if k not in REQUIRED})
        cells = MappingProxyType({name: row.at(i) for i, name in enumerate(header)})
        cards.append(Card(id=card_id, name=values["name"], count=values["count"], fields=extra, loc=row.loc,
                          cells=cells, translated=MappingProxyType(
                              {lang: MappingProxyType(cols) for lang, cols in editions.items()}) if editions else EMPTY))
    return tuple(cards), problems


def _unknown_column_hint(name: str, separator: str) -> str:
    """Say so when a column name holds another delimiter: the file is separated differently than it looks."""
    inside = [word for d, word in DELIMITERS.items() if d in name]
    if inside and separator:
        return (f"the header is split at each {separator}, but this name holds a {inside[0]}: separate every "
                f"cell with one kind of delimiter (comma, semicolon or tab)")
    return "declare it under the deck's fields in game.yaml, or remove it"

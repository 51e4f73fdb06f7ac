"""What pnp knows of each language (templates/languages/<lang>.yaml), and the words an edition prints.

A language file holds the language's name, its number words and player noun
(the translation checks read them, generator/check/translations.py), how it
counts (`singular:`, the counts that take a noun's singular, [1] unless given;
`units:`, pnp's units [one, many]; `plural_endings:`, the endings that say a
name is plural, which the print list reads), how it writes numbers (`decimal:`
its decimal mark, `percent:` where the % goes, for the numbers pnp's own
pages print: the designer's report, the gallery) and
`frame:`, pnp's own words in that language: the words pnp prints around a
game's content (footers, sheet headers, the map's tile captions, the
documents' cover and contents). English is the key, so the words of a source
edition are the keys themselves and a game without languages prints exactly
what it always printed.

`Wording(game)` is how one edition of a game prints: a game's own string
through its translations table, a frame word through the table's `text:`
first (a game may word one differently) and then the language file.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

LANGUAGES_DIR = "languages"
_DECIMAL_POINT = re.compile(r"(?<=\d)\.(?=\d)")      # the point of 41.2, not of a sentence's end
_PERCENT = re.compile(r"([<>]?\d[\d.,]*)%")            # 66.7%, <0.1%, >99.9%


@lru_cache(maxsize=16)
def language_file(lang: str) -> Optional[dict[str, Any]]:
    """templates/languages/<lang>.yaml as a mapping (a region's code reads its language's file), or None."""
    from .yaml import parse_yaml
    from ..core.resources import TEMPLATES

    path = Path(TEMPLATES) / LANGUAGES_DIR / f"{lang.split('-')[0]}.yaml"
    if not path.is_file():
        return None
    doc, _, problems = parse_yaml(path.read_text(encoding="utf-8"), str(path))
    if problems or not isinstance(doc, dict):
        return None
    return doc


@lru_cache(maxsize=16)
def vocabulary(lang: str) -> Optional[dict[str, Any]]:
    """The language's name, number words (2 and up) and player noun [one, many], or None."""
    doc = language_file(lang)
    if doc is None:
        return None
    numbers = {str(k).lower(): int(v) for k, v in (doc.get("numbers") or {}).items() if int(v) > 1}
    units = {str(k): [str(w) for w in v] for k, v in (doc.get("units") or {}).items() if isinstance(v, list) and v}
    return {"name": str(doc.get("name") or lang), "numbers": numbers, "player": list(doc.get("player") or []),
            "singular": [int(n) for n in doc.get("singular") or (1,)], "units": units,
            "plural_endings": [str(e) for e in doc.get("plural_endings") or ()],
            "not_plural_endings": [str(e) for e in doc.get("not_plural_endings") or ()],
            "decimal": str(doc.get("decimal") or "."), "percent": str(doc.get("percent") or "{value}%"),
            "thousands": str(doc.get("thousands") or ","), "ordinal": str(doc.get("ordinal") or "")}


def thousands_sep(lang: str) -> str:
    """What a language sets thousands apart with ('150,000', '150.000'): its file's `thousands`, else a comma."""
    return str((vocabulary(lang) or {}).get("thousands") or ",")


@lru_cache(maxsize=16)
def frame_words(lang: str) -> dict[str, str]:
    """pnp's frame words in a language: English -> the language's (empty for English or an unknown language)."""
    doc = language_file(lang) or {}
    table = doc.get("frame") or {}
    return {str(k): str(v) for k, v in table.items() if isinstance(table, dict) and v is not None}


SHIPPED_LANGUAGES = ("de", "es", "fr", "it", "pt")   # the language files with frame words (en.yaml has none)
# a player range as pnp prints it ('2–5 players'): a game's own words may word it (the language files give a noun)
PLAYERS_ONE, PLAYERS_MANY = "{count} player", "{count} players"


@lru_cache(maxsize=1)
def frame_keys() -> frozenset[str]:
    """pnp's own words, in English: every key of a shipped language file's frame table (the frame-coverage tests
    hold the files to the same keys)."""
    return frozenset(k for lang in SHIPPED_LANGUAGES for k in frame_words(lang)) | {PLAYERS_ONE, PLAYERS_MANY}


def english(text: str, **fields: Any) -> str:
    """pnp's frame words as written, {fields} filled in: what a frame word prints without an edition."""
    return _filled(text, fields)


class _Fields(dict):
    """format_map's fields: a field the wording does not know stays written as it is."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _filled(text: str, fields: dict[str, Any]) -> str:
    if not fields:
        return text
    try:
        return text.format_map(_Fields(fields))
    except (ValueError, IndexError, AttributeError):   # a stray brace in a game's own wording: print it as written
        return text


class Wording:
    """How one game prints its words: the source language as written, an edition through its tables."""

    def __init__(self, game: Any = None) -> None:
        """One game's words (`Wording()`: pnp's English frame words, as a game without editions prints them)."""
        self.language: str = (game.edition or game.source_language) if game is not None else "en"
        self._edition = game.translations.get(game.edition) if game is not None and game.edition else None
        # an edition, or a game written in another language than English (`languages: [es]`): pnp's own words
        # and number words come from the language's file, as far as it has them
        self._own = self._edition is not None or self.language != "en"
        self._frame = frame_words(self.language) if self._own else {}
        words = getattr(game, "words", None) if game is not None and not game.edition else None
        if words is not None:   # the game's own wording of pnp's words in its language (translations/<source>.yaml)
            self._frame = {**self._frame, **{key: entry.text for key, entry in words.text.items()}}
        vocab = vocabulary(self.language) if self._own else None
        self._player = (vocab or {}).get("player") or ["player", "players"]
        self._singular = set((vocab or {}).get("singular") or (1,))
        self._decimal: str = (vocab or {}).get("decimal") or "."
        self._percent: str = (vocab or {}).get("percent") or "{value}%"

    @property
    def either(self) -> str:
        """'{some} or {last}' in this wording: how a set of player counts reads ('4, 6 or 8', '4, 6 oder 8')."""
        return self.frame("{some} or {last}", some="{some}", last="{last}")

    @property
    def lang(self) -> str:
        """The edition's language code, '' for the source (whose files say no language, as before editions)."""
        return self.language if self._edition is not None else ""

    @property
    def edition(self) -> bool:
        """Whether this is an edition (its words are looked up), not the source language."""
        return self._edition is not None

    @property
    def spells(self) -> bool:
        """Whether pnp's words and number words are another language's than English: an edition's, or those of a
        game written in another language."""
        return self._own

    def frame(self, english: str, **fields: Any) -> str:
        """A word or phrase of pnp's frame in the edition's language, its {fields} filled in:
        `frame("sheet {page}/{pages}", page=1, pages=4)` -> 'sheet 1/4', in German 'Bogen 1/4'."""
        entry = self._edition.text.get(english) if self._edition is not None else None
        worded = entry.text if entry is not None else self._frame.get(english)
        return _filled(worded if worded is not None else english, fields)

    def count(self, number: Any, one: str, many: str, **fields: Any) -> str:
        """`one` or `many` as the number asks in the edition's language, {count} and the other fields filled in:
        `count(3, "{count} page", "{count} pages")` -> '3 pages' (French says '0 page' as '1 page' does)."""
        return self.frame(one if number in self._singular else many, count=number, **fields)

    def numeral(self, text: str) -> str:
        """A number pnp wrote the English way ('41.2', '66.7%', '<0.1%') as the edition's language writes it
        (German '41,2', '66,7 %': the language file's `decimal:` and `percent:`); the source's as written."""
        if not self._own or (self._decimal == "." and self._percent == "{value}%"):
            return text
        text = _DECIMAL_POINT.sub(self._decimal, text)
        return _PERCENT.sub(lambda m: _filled(self._percent, {"value": m.group(1)}), text)

    def printed(self, text: str) -> Optional[str]:
        """A whole string as the edition prints it: the game's tables, then pnp's frame words; None when
        neither has it (and always for the source language)."""
        if self._edition is None:
            return None
        found = self._edition.printed(text)
        return found if found is not None else self._frame.get(text)

    def text(self, text: str) -> str:
        """A string a placeholder or layout prints, translated when the edition has it (remembering its source,
        so a lookup by the source string still finds it)."""
        from ..model.edition import Translated

        if isinstance(text, Translated) or not isinstance(text, str):
            return text
        found = self.printed(text)
        return Translated(found, text) if found is not None and found != text else text

    def players(self, count: str, one: bool = False) -> str:
        """'2–4 players', '1 player': a player range and the language's player noun (a game's table may word
        the whole phrase)."""
        english = f"{count} player" if one else f"{count} players"
        worded = self._frame.get(PLAYERS_ONE if one else PLAYERS_MANY) if self._edition is None else None
        if worded is not None:   # the game's own words: "{count} spelers", "{count} cooks"
            return _filled(worded, {"count": count})
        if not self._own:
            return english
        entry = self._edition.text.get(english) if self._edition is not None else None
        if entry is not None:
            return entry.text
        noun = self._player[0] if one else self._player[-1]
        return f"{count} {noun}"

    def counted(self, english: str) -> str:
        """A unit word (`counted("prayer point")`'s 'prayer point' or its plural) in the edition's language."""
        return self.text(english)

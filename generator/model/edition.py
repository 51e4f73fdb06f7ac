"""Editions: one game printed in several languages.

A game declares `languages: [en, de]` in game.yaml; the first is the source
language (the game as written), each other one an edition. An edition's
strings come from three places, all read by the loader into a `Translation`:

- `translations/<lang>.yaml`: `names` (every name the data names, source ->
  translation) and `text` (every other printed string, whole string for whole
  string);
- deck files: a column `<col>@<lang>` beside a text column `<col>`, kept on
  each card (`Card.translated`);
- `rulebook.<lang>.md` and `quickref.<lang>.md` beside the source documents.

Each entry keeps where its source and its translation are written, so a finding
about a translation points at the exact line.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Mapping, Optional

from ..core.errors import Loc
from .base import EMPTY, NOWHERE, doc

# a language code as BCP 47 writes the common ones: 'de', 'fr', 'pt-BR', 'zh-Hant'
LANGUAGE_RE = re.compile(r"^[a-z]{2,3}(?:-(?:[A-Z]{2}|[A-Z][a-z]{3}))?\Z")
SOURCE_LANGUAGE = "en"            # a game that declares no languages
SECTIONS = ("names", "text")      # the two tables of translations/<lang>.yaml
TRANSLATED_COLUMN = "@"           # text@de: the German of column text


def split_column(header: str) -> tuple[str, Optional[str]]:
    """'text@de' -> ('text', 'de'); 'text' -> ('text', None)."""
    if TRANSLATED_COLUMN in header:
        base, lang = header.rsplit(TRANSLATED_COLUMN, 1)
        return base, lang
    return header, None


@dataclass(frozen=True)
class Entry:
    """One line of a translation table: a source string and its translation, each located."""

    source: str = doc("The source-language string, e.g. Wood.", yaml=False)
    text: str = doc("Its translation, e.g. Holz.", yaml=False)
    source_loc: Loc = doc("Where the source string is written as a key of translations/<lang>.yaml.", NOWHERE,
                          yaml=False)
    loc: Loc = doc("Where the translation is written.", NOWHERE, yaml=False)


@dataclass(frozen=True)
class Translation:
    """One edition's tables: translations/<lang>.yaml and the edition's document files."""

    language: str = doc("The edition's language code, e.g. de.", yaml=False)
    file: str = doc("translations/<lang>.yaml as messages show it ('' when the edition has none).", "", yaml=False)
    names: Mapping[str, Entry] = doc("Source name -> its entry of the names table.", EMPTY, yaml=False)
    text: Mapping[str, Entry] = doc("Source text -> its entry of the text table.", EMPTY, yaml=False)
    documents: Mapping[str, str] = doc("Document -> the edition's source file as shown, e.g. rulebook -> "
                                       "rulebook.de.md.", EMPTY, yaml=False)
    loc: Loc = doc("The translations file's first line.", NOWHERE, yaml=False)

    def name(self, source: str) -> Optional[str]:
        """The edition's form of a name the data names, or None when the table has none."""
        entry = self.names.get(source)
        return entry.text if entry is not None else None

    def printed(self, source: str) -> Optional[str]:
        """The edition's form of a printed string: the text table first, then the names table."""
        entry = self.text.get(source) or self.names.get(source)
        return entry.text if entry is not None else None


def document_file(document: str, language: str = "") -> str:
    """The source file of a document in an edition: rulebook.md, or rulebook.de.md for German."""
    return f"{document}.{language}.md" if language else f"{document}.md"


class Translated(str):
    """A string as an edition prints it, which remembers the source string it translates: an icon code or a
    colour a layout makes from a name (`'back-' ~ (deck.back | slug)`) is the source's, whichever source
    strings share the translation ('Miracle' and 'Miracles' both 'Wunder')."""

    source: str

    def __new__(cls, text: str, source: str) -> "Translated":
        made = super().__new__(cls, text)
        made.source = source
        return made

    def __reduce__(self) -> tuple:   # build workers receive the model pickled
        return (Translated, (str(self), self.source))

    # A layout is written once, against the source: `copy == 'Yellow'` still holds for 'Gelb'. The hash stays
    # the printed string's, so a mapping keyed by printed strings finds it as before.
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, str):   # None, a number: never equal (and no NotImplemented used as a bool)
            return False
        return str.__eq__(self, other) or other == self.source

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    __hash__ = str.__hash__

"""Translations (TRN): every edition's strings say what the source strings say.

For each pair of a source string and its translation (a line of
translations/<lang>.yaml, a card's `<col>@<lang>` cell, a block of
rulebook.<lang>.md beside the same block of rulebook.md):

- TRN001: the numbers printed are the source's (as a multiset: order is free);
  digits always, number words where both languages have a vocabulary file
  (templates/languages/<lang>.yaml). 0 and 1 are never compared: their words
  are articles in most languages. Located at the number the translation adds
  or changes, or at the translation's start when it only drops one.
- TRN002: a name of the data kept in the source language where the names table
  translates it (an error: the source string names it and the translation kept
  it), or a near miss of the translated name (a warning, with "did you mean").
- TRN003: the placeholders ({{ ... }}) are the source's, none dropped or added.
- TRN004: a printed string with no translation (a warning; --strict: an error),
  at the source string (a string an engine rule returns to an edition's
  document: at the placeholder there).

A game without `languages` returns at once. Precision first: where a block of
a document cannot be paired with its source block, nothing is said about it.
"""
from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator, NamedTuple, Optional

from ..core.errors import Loc
from ..load.languages import vocabulary
from ..load.documents import DOCUMENTS
from ..model.edition import Translation, document_file
from .catalogue import declare
from .findings import Context
from .registry import family
_SPACES = re.compile(r"\s+")

declare("TRN001", family="translations", severity="error",
        title="a translation prints other numbers than its source string")
declare("TRN002", family="translations", severity="error",
        title="a translation keeps a name in the source language, or misspells the edition's name (a warning when "
              "not certain)")
declare("TRN003", family="translations", severity="error",
        title="a translation drops or adds a placeholder of its source")
declare("TRN004", family="translations", severity="warning",
        title="a printed string has no translation in an edition")

_PLACEHOLDER = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.S)
_MASKED = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}|:[a-z0-9_-]+:|<!--.*?-->|https?://\S+", re.S)
_DIGITS = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?(?![\w])|(?<![\w])\d+(?=[a-zA-Z]{1,3}\b)")
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
_ANY_DIGIT = re.compile(r"\d")   # every number _DIGITS finds holds one: a string with none is passed over


class Pair(NamedTuple):
    """A source string and its translation, located."""

    source: str
    text: str
    loc: Loc                  # the translation's first character
    source_loc: Loc


def language_name(lang: str) -> str:
    found = vocabulary(lang)
    return found["name"] if found else f"'{lang}'"


def numbers(text: str, lang: str) -> tuple[Counter, bool]:
    """The numbers a string prints, 2 and up (digits, and number words when `lang` has a vocabulary), and
    whether words were read."""
    found, words = printed_numbers(text, lang)
    return Counter(number for _, number in found), words


def printed_numbers(text: str, lang: str) -> tuple[list[tuple[int, Any]], bool]:
    """Where each number 2 and up stands in the string and its value, in reading order, and whether the
    language's number words were read."""
    masked = _masked(text)
    found: list[tuple[int, Any]] = []
    if _ANY_DIGIT.search(masked):
        for match in _DIGITS.finditer(masked):
            number = _number_of(match.group())
            if number is not None and number > 1:
                found.append((match.start(), number))
    words = vocabulary(lang)
    if words and _number_word_screen(lang, words["numbers"]).search(masked.lower()):
        table = words["numbers"]
        for match in _WORD.finditer(masked):
            low = match.group().lower()
            if "-" not in low:   # most words: the word itself is all there is to look up
                value = table.get(low)
                if value is not None:
                    found.append((match.start(), value))
                continue
            # a compound's parts too: "Five-region board" prints 5 as "Spielplan mit fünf Regionen" does; read in
            # order (the whole word, then tens and units together, then the first part that is a number), so one
            # string reads the same in every run ("seventy-two" is 72, never 70 one run and 2 the next)
            value = _compound_value(low, table)
            if value is not None:
                found.append((match.start(), value))
    return sorted(found, key=lambda f: f[0]), words is not None


def _compound_value(low: str, table: Any) -> Any:
    """The number a hyphenated word prints, or None: the word itself if the table has it, else tens and units
    ('seventy-two': 72), else its first part that is a number word ('five-region': 5)."""
    whole = table.get(low)
    if whole is not None:
        return whole
    parts = [table.get(p) for p in low.split("-")]
    if len(parts) == 2 and all(isinstance(v, int) for v in parts) and parts[0] >= 20 and parts[0] % 10 == 0 \
            and 0 < parts[1] < 10:
        return parts[0] + parts[1]
    return next((v for v in parts if v is not None), None)


_SCREENS: dict[str, tuple[Any, re.Pattern[str]]] = {}


def _number_word_screen(lang: str, table: Any) -> re.Pattern[str]:
    """A pattern that finds one of the language's number words anywhere in a string's lower case: where it finds
    none, no word of the string is one, nor any part of a compound (9 in 10 strings of The Acts' tables and
    documents, each read word by word before). A word's lower case is a stretch of the whole string's lower case,
    as str.lower lowers each character alone; only a Greek capital sigma lowers by what stands round it, so a
    table with a sigma in a word is read word by word always (the pattern matches every string)."""
    kept = _SCREENS.get(lang)
    if kept is None or kept[0] is not table:
        words = sorted((str(w) for w in table), key=len, reverse=True)
        sigma = any("\u03c3" in w or "\u03c2" in w for w in words)
        screen = re.compile("" if sigma or not words else "|".join(re.escape(w) for w in words))
        kept = _SCREENS[lang] = (table, screen)
    return kept[1]


def _shown(counter: Counter) -> str:
    return ", ".join(str(n) for n in sorted(counter.elements())) or "none"


def placeholders(text: str) -> Counter:
    return Counter(_SPACES.sub(" ", m.group()[2:-2].strip()) for m in _PLACEHOLDER.finditer(text))


def _at(loc: Loc, text: str, index: int) -> Loc:
    """The place of text[index] when `text` starts at `loc` (lines counted; a cell of a sheet stays itself)."""
    if loc.cell or index <= 0:
        return loc
    before = text[:index]
    line = before.count("\n")
    col = index - (before.rfind("\n") + 1) + 1 if line else loc.col + index
    return Loc(loc.file, loc.line + line, col)


@lru_cache(maxsize=4096)
def _masked(text: str) -> str:
    """The text a reader reads, at the same offsets: placeholders, icons and comments blanked
    (`{{ costs("actions", "Church at a glance") }}` passes the engine a source-language name, which is right)."""
    return _MASKED.sub(lambda m: " " * len(m.group()), text)


def _word_at(text: str, word: str) -> int:
    """Where `word` stands as a whole word in the text a reader reads, or -1: the first place it stands with no
    word character (a letter or digit of any script, or '_', as a pattern's \\w reads one) touching it on either
    side. Found with str.find, not a pattern per name (about a hundred compiled in a check of The Acts)."""
    if word not in text:
        return -1   # most names are in no given string: no masking, no search
    masked = _masked(text)
    at = masked.find(word)
    while at >= 0:
        end = at + len(word)
        if not (at and _word_char(masked[at - 1])) and not (end < len(masked) and _word_char(masked[end])):
            return at
        at = masked.find(word, at + 1)
    return -1


def _word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


_ENDINGS = ("en", "em", "er", "es", "e", "n", "s")


def _inflected(word: str, name: str) -> bool:
    """Whether `word` is a form of `name` the language bends it into: 'Dunkle' of 'Dunkel', 'Roten' of 'Rot'
    (an ending added or taken off, an e before a last l, n or r dropped)."""
    def base(w: str) -> str:
        w = w.lower()
        for end in _ENDINGS:
            if w.endswith(end) and len(w) - len(end) >= 3:
                w = w[:-len(end)]
                break
        return w[:-2] + w[-1] if len(w) >= 4 and w[-2] == "e" and w[-1] in "lnr" else w
    return base(word) == base(name)


@family("translations")
def check_translations(ctx: Context) -> None:
    game = ctx.game
    if not game.translations:
        return
    source_lang = game.source_language
    for lang, table in game.translations.items():
        pairs = list(_table_pairs(table)) + list(_card_pairs(ctx, lang))
        document_pairs = list(_document_pairs(ctx, lang, table))
        for pair in pairs + document_pairs:
            _compare_numbers(ctx, pair, source_lang, lang)
            _compare_names(ctx, pair, table, lang)
            _compare_placeholders(ctx, pair, lang)
        _missing(ctx, lang, table)


def _table_pairs(table: Translation) -> Iterator[Pair]:
    for section in (table.names, table.text):
        for entry in section.values():
            yield Pair(entry.source, entry.text, entry.loc, entry.source_loc)


def _card_pairs(ctx: Context, lang: str) -> Iterator[Pair]:
    for deck in ctx.game.decks:
        lines: Optional[list[str]] = None
        for card in deck.cards:
            for column, text in card.translated.get(lang, {}).items():
                source = card.name if column == "name" else card.fields.get(column)
                if not isinstance(source, str):
                    continue
                loc = card.cells.get(f"{column}@{lang}", card.loc)
                if lines is None:
                    lines = _lines(ctx, deck.csv_path) if not loc.cell else []
                if not loc.cell and 0 < loc.line <= len(lines) and lines[loc.line - 1][loc.col - 1:loc.col] == '"':
                    loc = Loc(loc.file, loc.line, loc.col + 1)   # a quoted cell: its text starts after the quote
                yield Pair(source, text, loc, card.cells.get(column, card.loc))


def _lines(ctx: Context, rel: str) -> list[str]:
    try:
        return ctx.loaded.sources.read_text(ctx.loaded.folder / rel, encoding="utf-8-sig").splitlines()
    except (OSError, UnicodeDecodeError):
        return []


def _compare_numbers(ctx: Context, pair: Pair, source_lang: str, lang: str) -> None:
    in_source, source_words = printed_numbers(pair.source, source_lang)
    in_translation, words = printed_numbers(pair.text, lang)
    source = Counter(n for _, n in in_source)
    translated = Counter(n for _, n in in_translation)
    if source == translated:
        return
    missing, translated_only = source - translated, translated - source
    if not words:            # the edition's number words are unknown: a source number may be written as one
        missing = Counter()
    if not source_words:     # the source's are: a number of the translation may be one of them
        translated_only = Counter()
    if not missing and not translated_only:
        return
    parts = []
    if missing:
        parts.append(f"the source prints {_shown(missing)}, which the translation does not")
    if translated_only:
        parts.append(f"the translation prints {_shown(translated_only)}, which the source does not")
    ctx.report("TRN001", _at(pair.loc, pair.text, _differing(in_source, in_translation, translated_only)),
               f"the {language_name(lang)} text's numbers differ from the source's: " + "; ".join(parts),
               expected=_shown(source), actual=_shown(translated),
               hint=f"print the same numbers as the source '{_short(pair.source)}' ({pair.source_loc})",
               subject=f"{lang}/numbers/{_short(pair.source)}", related=pair.source_loc)


def _differing(in_source: list[tuple[int, Any]], in_translation: list[tuple[int, Any]], extra: Counter) -> int:
    """Where the finding points in the translation: at the first number it prints that the source does not
    (of a value it prints more often than the source, the one whose place in the order of the numbers holds
    another number in the source: 'Zu dritt nimmt jeder drei Karten' for 'With three players each takes two
    cards' points at 'drei'), else, when it only lacks one, at its start."""
    order = [n for _, n in in_source]
    places = []
    for value in extra:
        at = [(i, start) for i, (start, n) in enumerate(in_translation) if n == value]
        unmatched = [start for i, start in at if i >= len(order) or order[i] != value]
        places.append(unmatched[0] if unmatched else at[-1][1])
    return min(places, default=0)


def _number_of(text: str) -> Any:
    value = text.replace(",", ".")
    try:
        return float(value) if "." in value else int(value)
    except ValueError:
        return None


def _short(text: str, limit: int = 60) -> str:
    one = " ".join(text.split())
    return one if len(one) <= limit else one[:limit - 3] + "..."


def _compare_names(ctx: Context, pair: Pair, table: Translation, lang: str) -> None:
    from ..core.suggest import closest

    for name, entry in table.names.items():
        if entry.text == name or pair.source == name or name not in pair.source or _word_at(pair.source, name) < 0:
            continue   # a name the source string does not print, or one the edition keeps as it is
        if _word_at(pair.text, entry.text) >= 0 or entry.text in pair.text:
            continue   # the edition's name is there (inflected forms start with it)
        kept = _word_at(pair.text, name)
        if kept >= 0:
            ctx.report("TRN002", _at(pair.loc, pair.text, kept),
                       f"'{name}' is left in the source language; the names table translates it as "
                       f"'{entry.text}'", expected=entry.text, actual=name,
                       hint=f"write '{entry.text}' (translations/{lang}.yaml, {entry.loc})",
                       subject=f"{lang}/name/{name}", related=entry.loc)
            continue
        words = [m for m in _WORD.finditer(pair.text)]
        spans = [(m.start(), m.group()) for m in words]
        spans += [(a.start(), pair.text[a.start():b.end()]) for a, b in zip(words, words[1:])]
        near = closest(entry.text, [w for _, w in spans if w.lower() != entry.text.lower()
                                    and len(w) >= 4 and w[0].isupper() == entry.text[0].isupper()])
        if near is None or near.lower() == entry.text.lower() or _inflected(near, entry.text):
            continue
        where = next(i for i, w in spans if w == near)
        ctx.report("TRN002", _at(pair.loc, pair.text, where),
                   f"'{near}' is not the edition's name '{entry.text}' (for '{name}'); did you mean '{entry.text}'?",
                   expected=entry.text, actual=near, hint=f"the names table says '{entry.text}' ({entry.loc})",
                   subject=f"{lang}/near/{name}", related=entry.loc, unsure=True)


def _compare_placeholders(ctx: Context, pair: Pair, lang: str) -> None:
    if "{" not in pair.source and "{" not in pair.text:
        return   # no placeholder on either side (most pairs): nothing to count
    source, translated = placeholders(pair.source), placeholders(pair.text)
    if source == translated:
        return
    dropped, added = source - translated, translated - source
    parts = []
    if dropped:
        parts.append("dropped " + ", ".join("{{ " + p + " }}" for p in dropped.elements()))
    if added:
        parts.append("added " + ", ".join("{{ " + p + " }}" for p in added.elements()))
    first = min((m.start() for m in _PLACEHOLDER.finditer(pair.text)
                 if _SPACES.sub(" ", m.group()[2:-2].strip()) in added), default=0)
    ctx.report("TRN003", _at(pair.loc, pair.text, first),
               f"the {language_name(lang)} text's placeholders differ from the source's: " + "; ".join(parts),
               hint=f"write the source's placeholders, arguments unchanged ({pair.source_loc})",
               subject=f"{lang}/placeholders/{_short(pair.source)}", related=pair.source_loc)


# --- documents --------------------------------------------------------------------------------------

_HEADING = re.compile(r"^(#{1,6})\s")
_FENCE = re.compile(r"^\s*(```|~~~)")


def _blocks(text: str) -> list[list[tuple[int, str]]]:
    """A document's sections (split at headings), each a list of (line, block text): blocks are separated
    by blank lines; a heading is a block of its own; fenced code is left out."""
    sections: list[list[tuple[int, str]]] = [[]]
    current: list[str] = []
    start = 0
    fence = False

    def flush() -> None:
        if current:
            sections[-1].append((start, "\n".join(current)))
            current.clear()

    for number, line in enumerate(text.splitlines(), start=1):
        if _FENCE.match(line):
            flush()
            fence = not fence
            continue
        if fence:
            continue
        if _HEADING.match(line):
            flush()
            sections.append([(number, line)])
            continue
        if not line.strip():
            flush()
            continue
        if not current:
            start = number
        current.append(line)
    flush()
    return [s for s in sections if s]


def _document_pairs(ctx: Context, lang: str, table: Translation) -> Iterator[Pair]:
    """Block for block, where the edition's document has the source's sections and blocks (else nothing)."""
    folder, root = ctx.loaded.folder, ctx.game.root
    for name in DOCUMENTS:
        if name not in table.documents:
            continue
        try:
            source = ctx.loaded.sources.read_text(folder / document_file(name), encoding="utf-8-sig")
            translated = ctx.loaded.sources.read_text(folder / document_file(name, lang), encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError):
            continue
        source_sections, sections = _blocks(source), _blocks(translated)
        if len(source_sections) != len(sections):
            continue
        shown, source_shown = f"{root}/{document_file(name, lang)}", f"{root}/{document_file(name)}"
        for a, b in zip(source_sections, sections):
            if len(a) != len(b):
                continue
            for (line_a, text_a), (line_b, text_b) in zip(a, b):
                yield Pair(text_a, text_b, Loc(shown, line_b, 1), Loc(source_shown, line_a, 1))


# --- missing translations ---------------------------------------------------------------------------

def _missing(ctx: Context, lang: str, table: Translation) -> None:
    from ..model.localize import card_strings, printed_strings

    game = ctx.game
    tables = f"translations/{lang}.yaml"
    named = language_name(lang)
    for printed in printed_strings(game):
        if table.printed(printed.text) is None:
            ctx.report("TRN004", printed.loc, f"'{_short(printed.text)}' has no {named} translation; the {lang} "
                       "edition prints it in the source language",
                       hint=f"add it under {printed.section}: in {tables}",
                       subject=f"{lang}/missing/{printed.text}")
    for deck in game.decks:
        for card in deck.cards:
            own = card.translated.get(lang, {})
            for column, text, loc in card_strings(deck, card):
                if column in own or table.printed(text) is not None:
                    continue
                ctx.report("TRN004", loc, f"card '{card.id}': {column} '{_short(text, 40)}' has no {named} "
                           f"translation", hint=f"write it in the column {column}@{lang} of {deck.csv_path}"
                           + (" (or in the names table)" if column == "name" else ""),
                           subject=f"{lang}/missing/{deck.id}/{card.id}/{column}")
    for name in DOCUMENTS:
        if ctx.loaded.sources.is_file(ctx.loaded.folder / document_file(name)) and name not in table.documents:
            ctx.report("TRN004", Loc(f"{game.root}/{document_file(name)}", 1, 1),
                       f"{document_file(name)} has no {named} edition; the {lang} edition has no {name}",
                       hint=f"write {document_file(name, lang)} beside it, with the same placeholders",
                       subject=f"{lang}/missing/{name}")
    _missing_layout_text(ctx, lang, table)
    _missing_icon_words(ctx, lang, table)
    _missing_engine_text(ctx, lang, table)


# `{{ engine.rule(literal arguments) }}`, with any filters after it: what the check can call as the page does
_ENGINE_CALL = re.compile(r"\{\{-?\s*engine\.([A-Za-z_]\w*)\(([^(){}]*)\)\s*(?:\|[^{}]*)?-?\}\}")


def _literal_arguments(text: str) -> Optional[tuple[tuple, dict]]:
    """The arguments of a call written as literals ('3, players=2'), or None when one is not a literal."""
    import ast

    try:
        call = ast.parse(f"f({text})", mode="eval").body
        if not isinstance(call, ast.Call):   # f(...) with no parentheses inside (_ENGINE_CALL) parses as a call
            return None
        return (tuple(ast.literal_eval(a) for a in call.args),
                {k.arg: ast.literal_eval(k.value) for k in call.keywords if k.arg})
    except (SyntaxError, ValueError, TypeError):
        return None


def _missing_engine_text(ctx: Context, lang: str, table: Translation) -> None:
    """A string an engine rule returns to an edition's document (`{{ engine.era_name(2) }}`) prints through
    the edition's tables: one neither table (nor pnp's frame words) holds prints in the source language.
    Only calls with literal arguments are made, as the page makes them; a rule that fails is the DOC and
    ENG checks' to report, not this one's."""
    from ..load.languages import frame_words
    from ..load.engine_calls import EngineFault

    frame = frame_words(lang)
    named = language_name(lang)
    for name in DOCUMENTS:
        if name not in table.documents:
            continue
        rel = document_file(name, lang)
        try:
            text = ctx.loaded.sources.read_text(ctx.loaded.folder / rel, encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError):
            continue
        for match in _ENGINE_CALL.finditer(text):
            rule, arguments = ctx.engine.rules.get(match.group(1)), _literal_arguments(match.group(2))
            if rule is None or arguments is None:
                continue
            args, kwargs = arguments
            try:
                value = ctx.engine.calls.run(f"{match.group(1)}({match.group(2)})", rule, *args, **kwargs)
            except EngineFault:
                continue
            except Exception:   # noqa: BLE001  the engine's own error: DOC/ENG findings say it
                continue
            values = value if type(value) in (list, tuple) else [value]
            for said in values:
                if not isinstance(said, str) or not _has_words(said) or table.printed(said) is not None \
                        or said in frame:
                    continue
                ctx.report("TRN004", _at(Loc(f"{ctx.game.root}/{rel}", 1, 1), text, match.start()),
                           f"engine.{match.group(1)}({match.group(2).strip()}) prints '{_short(said)}', which has no "
                           f"{named} translation; the {lang} edition prints it in the source language",
                           hint=f"add it under text: in translations/{lang}.yaml", subject=f"{lang}/engine/{said}")


_LITERAL_MASK = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}|<[^>]*>|:[a-z0-9_-]+:|&\w+;", re.S)
_LETTERS = re.compile(r"[^\W\d_]{2,}")


def _has_words(text: str) -> bool:
    return _LETTERS.search(text) is not None


_OUTPUT = re.compile(r"\{\{-?(.*?)-?\}\}", re.S)
_QUOTED = r"""(?:'([^'\\]*)'|"([^"\\]*)")"""
_LITERAL_ONLY = re.compile(r"\s*" + _QUOTED + r"\s*\Z")
_LITERAL_IF = re.compile(r"\s*" + _QUOTED + r"\s+if\s+.+?\s+else\s+(.+?)\s*\Z", re.S)


def _printed_literals(source: str) -> list[str]:
    """The string literals a layout's `{{ ... }}` prints whole: `{{ 'Deluxe edition · ' }}`, either branch of
    `{{ 'Deluxe edition · ' if ... else 'Standard' }}`; never one it compares or passes on (read without
    Jinja, which `pnp check` does not load: a form it does not recognise says nothing)."""
    found = []
    for match in _OUTPUT.finditer(source):
        expression = match.group(1)
        alone = _LITERAL_ONLY.match(expression)
        if alone:
            found.append(alone.group(1) if alone.group(1) is not None else alone.group(2))
            continue
        branch = _LITERAL_IF.match(expression)
        if branch:
            found.append(branch.group(1) if branch.group(1) is not None else branch.group(2))
            other = _LITERAL_ONLY.match(branch.group(3))
            if other:
                found.append(other.group(1) if other.group(1) is not None else other.group(2))
    return [text for text in found if _has_words(text)]


def _missing_layout_text(ctx: Context, lang: str, table: Translation) -> None:
    """A layout's own words (static text, a literal its `{{ ... }}` prints) with no translation in the tables
    nor among pnp's frame words: the edition would print them in the source language."""
    from ..load.languages import frame_words
    from ..load.layout import TextEl
    from ..load.layout_expand import expand
    from ..load.layout_repeat import RepeatError
    from .layout_geometry import _layout, layout_targets

    frame = frame_words(lang)
    named = language_name(lang)
    seen: set[tuple[Loc, str]] = set()

    def known(text: str) -> bool:
        return table.printed(text) is not None or text in frame

    for path, deck, what in layout_targets(ctx):
        layout = _layout(path)
        if layout is None:
            continue
        env = {"W": deck.size.mm[0], "H": deck.size.mm[1], "B": float(deck.bleed), "S": float(deck.safe)}
        try:
            unrolled = expand(layout.elements, env)
        except RepeatError:
            continue   # LAY007 reports it
        for el, _ in unrolled:
            if not isinstance(el, TextEl) or not isinstance(el.text, str):
                continue
            source = el.text.strip()
            if known(source):
                continue   # the whole text translated, placeholders and all
            words = [source] if _has_words(_LITERAL_MASK.sub(" ", source)) else _printed_literals(source)
            for text in words:
                if (el.loc, text) in seen or (text is not source and known(text)):
                    continue
                seen.add((el.loc, text))
                ctx.report("TRN004", el.loc, f"layout '{layout.name}': text '{_short(text)}' has no {named} "
                           f"translation; the {lang} edition prints it in the source language",
                           hint=f"add it under text: in translations/{lang}.yaml, written as the layout writes "
                                "it (placeholders and all)",
                           subject=f"{lang}/missing/layout/{layout.name}/{el.loc.line}/{text}")


def _missing_icon_words(ctx: Context, lang: str, table: Translation) -> None:
    """The icon glossary of the edition's rulebook: each of the game's own icons prints its name and meaning
    (unless a glossary term is named like it, which the tables translate as a name of the data)."""
    if "rulebook" not in table.documents:
        return   # no rulebook in this language: no icon glossary
    from ..load.languages import frame_words
    from ..load.documents import alias_meanings, icon_dirs, icon_in_glossary, icon_meaning, read_aliases, slugify
    from .documents import _alias_line
    from .icon_index import icon_index

    folder, game = ctx.loaded.folder, ctx.game
    files, aliases = icon_index(ctx)
    own_dir = icon_dirs(folder)[0].resolve()
    names: dict[str, list[str]] = {code: [code] for code, path in files.items() if path.parent == own_dir}
    sources = ctx.loaded.sources
    for alias in read_aliases(own_dir / "_aliases.yaml", sources):
        if alias in aliases:
            names.setdefault(aliases[alias], []).append(alias)
    terms = {slugify(t.term) for t in game.glossary}
    said = alias_meanings(own_dir / "_aliases.yaml", sources)
    frame, named = frame_words(lang), language_name(lang)
    for code, found in sorted(names.items()):
        if code not in files or terms & {slugify(n) for n in found} or not icon_in_glossary(files[code], sources):
            continue
        path, name = files[code], found[-1]
        said_as = next((n for n in reversed(found) if n in said), None)
        meaning = said[said_as] if said_as else icon_meaning(path, sources=sources)
        own_file = path.parent == own_dir and name == code
        where = Loc(f"{game.root}/icons/{path.name}", 1, 1) if own_file else \
            Loc(f"{game.root}/icons/_aliases.yaml", _alias_line(ctx, own_dir / "_aliases.yaml", name), 1)
        label = name.replace("-", " ").replace("_", " ").capitalize()
        for what, text in (("name", label), ("meaning", meaning)):
            if not text or table.printed(text) is not None or text in frame:
                continue
            at = where
            if what == "meaning" and said_as is None and path.suffix.lower() == ".yaml":
                at = Loc(where.file, _meaning_line(path, sources), 1)
            elif what == "meaning" and said_as is not None:
                at = Loc(f"{game.root}/icons/_aliases.yaml", _alias_line(ctx, own_dir / "_aliases.yaml", said_as),
                         1)
            ctx.report("TRN004", at, f"icon '{name}': its {what} '{_short(text)}' in the icon glossary has no "
                       f"{named} translation; the {lang} edition prints it in the source language",
                       hint=f"add it under text: in translations/{lang}.yaml",
                       subject=f"{lang}/missing/icon/{name}/{what}")


def _meaning_line(path: Path, sources: Any) -> int:
    try:
        lines = sources.read_text(path, encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return 1
    return next((i for i, line in enumerate(lines, start=1) if line.startswith("meaning:")), 1)

"""Load an edition's files: translations/<lang>.yaml and rulebook.<lang>.md / quickref.<lang>.md.

A game without `languages` has no edition and pays one directory lookup here.
Problems are load problems (exit 2): a language code of the wrong shape, a
translations file or document for a language game.yaml does not declare, a
table that is not `names:` and `text:` mappings of text to text.
"""
from __future__ import annotations

import re
from pathlib import Path
from types import MappingProxyType
from typing import Any, Optional

from ..core.errors import Loc, Problem
from ..model import Game
from ..model.edition import LANGUAGE_RE, SECTIONS, Entry, Translation, document_file
from ..core.suggest import closest
from .documents import DOCUMENTS
from .sources import shown_in

TRANSLATIONS = "translations"
_EDITION_DOCUMENT = re.compile(r"^(" + "|".join(DOCUMENTS) + r")\.([^.]+)\.md\Z")
LANGUAGE_HINT = "write a language as its two- or three-letter code (ISO 639), e.g. en, de, fr, or with a region: pt-BR"


def language_problems(game: Game) -> list[Problem]:
    """game.yaml's `languages`: each a code of the right shape, none twice."""
    problems: list[Problem] = []
    seen: set[str] = set()
    for i, lang in enumerate(game.languages):
        where = game.where("languages", i)
        if not LANGUAGE_RE.match(lang):
            problems.append(Problem("SCH002", where, f"'{lang}' is not a language code", LANGUAGE_HINT))
        elif lang in seen:
            problems.append(Problem("DUP001", where, f"language '{lang}' is listed twice in languages"))
        seen.add(lang)
    return problems


def _value_loc(text_lines: list[str], key: Loc) -> Loc:
    """Where a mapping value starts, given its key's place: after the key's colon on the same line."""
    if not 1 <= key.line <= len(text_lines):
        return key
    line = text_lines[key.line - 1]
    colon = _colon_after(line, key.col - 1)
    if colon is None:
        return key
    rest = line[colon + 1:]
    start = colon + 1 + (len(rest) - len(rest.lstrip()))
    return Loc(key.file, key.line, start + 1) if start < len(line) else key


def _colon_after(line: str, start: int) -> int | None:
    """The index of the ':' ending a (possibly quoted) mapping key that starts at `start`."""
    i = start
    if i < len(line) and line[i] in "\"'":
        quote = line[i]
        i += 1
        while i < len(line):
            if line[i] == quote:
                if quote == "'" and line[i + 1:i + 2] == "'":
                    i += 2
                    continue
                break
            i += 2 if quote == '"' and line[i] == "\\" else 1
    found = line.find(":", i)
    return found if found >= 0 else None


def _scalar(value: Any) -> str | None:
    if isinstance(value, bool) or value is None or isinstance(value, (dict, list)):
        return None
    return str(value)


def read_translation(lang: str, path: Path, shown: str, read_text: Any, parse_yaml: Any) -> tuple[
        Translation, list[Problem]]:
    """translations/<lang>.yaml -> its tables, each entry located at its key and its value."""
    text, problems = read_text(path, shown)
    if text is None:
        return Translation(lang, shown, loc=Loc(shown, 1, 1)), problems
    doc, source, problems = parse_yaml(text, shown)
    if problems:
        return Translation(lang, shown, loc=Loc(shown, 1, 1)), problems
    lines = text.splitlines()
    tables: dict[str, dict[str, Entry]] = {s: {} for s in SECTIONS}
    if doc is None:
        doc = {}
    if not isinstance(doc, dict):
        return Translation(lang, shown, loc=Loc(shown, 1, 1)), [Problem(
            "SCH002", Loc(shown, 1, 1), f"{shown} must be a mapping with the keys names: and text:",
            "write `names:` (source name: translation) and `text:` (source text: translation)")]
    for key, table in doc.items():
        where = source.get((key,), Loc(shown, 1, 1))
        if key not in SECTIONS:
            near = closest(str(key), SECTIONS)
            problems.append(Problem("SCH001", where, f"unknown key '{key}' in {shown}",
                                    f"did you mean '{near}'?" if near else
                                    "a translations file has two tables: names: and text:"))
            continue
        if table is None:
            continue
        if not isinstance(table, dict):
            problems.append(Problem("SCH002", where, f"{key}: must map each source string to its translation",
                                    'write one line per string: "Source text": "Translated text"'))
            continue
        for source_text, translated in table.items():
            key_loc = source.get((key, source_text), where)
            src, out = _scalar(source_text), _scalar(translated)
            if src is None or not src.strip():
                problems.append(Problem("SCH002", key_loc, f"{key}: a source string must be text"))
                continue
            if out is None or not out.strip():
                problems.append(Problem("SCH002", _value_loc(lines, key_loc),
                                        f"{key}: '{src}' has no translation",
                                        "write its translation, or remove the line: the string then prints in "
                                        "the source language"))
                continue
            tables[key][src] = Entry(src, out, key_loc, _value_loc(lines, key_loc))
    return Translation(lang, shown, MappingProxyType(tables["names"]), MappingProxyType(tables["text"]),
                       loc=Loc(shown, 1, 1)), problems


def _undeclared(shown: str, what: str, lang: str, editions: tuple[str, ...], named: Any, remedy: str) -> Problem:
    """SCH002 for a file of a language game.yaml does not declare: "did you mean" the nearest declared one."""
    near = closest(lang, list(editions))
    declared = ", ".join(editions) if editions else "none"
    return Problem("SCH002", Loc(shown, 1, 1),
                   f"{what} '{lang}', which game.yaml's languages do not declare (editions: {declared})",
                   f"did you mean {named(near)}?" if near else f"add {lang} to languages in game.yaml, or {remedy}")


def load_editions(game: Game, folder: Path, root_shown: str, read_text: Any, parse_yaml: Any) -> tuple[
        dict[str, Translation], Optional[Translation], list[Problem]]:
    """Every edition's tables and documents, the source language's own words for pnp's (translations/<source>.yaml,
    its text: alone), and the problems: files for undeclared languages among them."""
    editions = game.languages[1:]
    problems: list[Problem] = []
    found: dict[str, Translation] = {}
    own: Optional[Translation] = None
    tables = folder / TRANSLATIONS
    files = sorted(p for p in tables.iterdir() if p.suffix in (".yaml", ".yml")) if tables.is_dir() else []
    for path in files:
        lang = path.stem
        shown = shown_in(root_shown, f"{TRANSLATIONS}/{path.name}")
        if lang == game.source_language:   # declared, or English by default (mystery-party rewords "players")
            # pnp's own words ('Contents', 'Rules of play') in the game's language: ijsbaan, written in Dutch, a
            # language pnp has no file for, printed them in English and had no way to word them
            own, more = read_translation(lang, path, shown, read_text, parse_yaml)
            problems += more + _own_words_problems(own, lang)
            continue
        if lang not in editions:
            problems.append(_undeclared(shown, f"{TRANSLATIONS}/{path.name} translates into", lang, editions,
                                        lambda near: f"{TRANSLATIONS}/{near}.yaml", "remove the file"))
            continue
        if lang in found:
            problems.append(Problem("FILE001", Loc(shown, 1, 1), f"two translation files for '{lang}'",
                                    "keep one of .yaml and .yml"))
            continue
        found[lang], more = read_translation(lang, path, shown, read_text, parse_yaml)
        problems += more
    documents: dict[str, dict[str, str]] = {}
    for path in sorted(folder.glob("*.md")):
        match = _EDITION_DOCUMENT.match(path.name)
        if match is None:
            continue
        name, lang = match.groups()
        shown = shown_in(root_shown, path.name)
        if lang not in editions:
            problems.append(_undeclared(shown, f"{path.name} is in language", lang, editions,
                                        lambda near, name=name: document_file(name, near), "rename the file"))
            continue
        problems += read_text(path, shown)[1]   # printed text: same encoding and character rules as rulebook.md
        documents.setdefault(lang, {})[name] = shown
    out = {}
    for lang in editions:
        base = found.get(lang, Translation(lang))
        out[lang] = Translation(base.language, base.file, base.names, base.text,
                                MappingProxyType(documents.get(lang, {})), base.loc)
    return out, own, problems


_FIELD = re.compile(r"\{(\w+)\}")


def _own_words_problems(own: Translation, lang: str) -> list[Problem]:
    """translations/<source>.yaml words pnp's own words only: its text: keys are pnp's English words (the keys of
    the language files pnp ships), each translation keeps the key's {fields}. A file that translates the game's
    names or mostly other text is an edition's, put in the wrong language: one problem says so."""
    from .languages import frame_keys
    from ..core.suggest import did_you_mean

    known = frame_keys()
    unknown = [entry for entry in own.text.values() if entry.source not in known]
    name = own.file.rsplit("/", 1)[-1]
    if own.names or 2 * len(unknown) > len(own.text):
        return [Problem("SCH002", own.loc, f"{TRANSLATIONS}/{name} translates into '{lang}', the language the game "
                        "is written in (the first of game.yaml's languages): its own files are its words, and this "
                        "file may word only pnp's own ('Contents', 'Rules of play')",
                        f"put an edition's translations in {TRANSLATIONS}/<edition>.yaml (a language after the first);"
                        " here keep only text: lines whose keys are pnp's English words")]
    problems = []
    for entry in unknown:
        near = did_you_mean(entry.source, sorted(known))
        problems.append(Problem("SCH001", entry.source_loc, f"'{entry.source[:60]}' is none of pnp's own words",
                                near or "this file words what pnp itself prints: its keys are pnp's English words, "
                                "every one listed in docs/words.md"))
    for entry in own.text.values():
        missing = sorted(set(_FIELD.findall(entry.source)) - set(_FIELD.findall(entry.text)))
        if entry.source in known and missing:
            problems.append(Problem("SCH002", entry.loc, f"'{entry.text[:60]}' leaves out "
                                    + ", ".join("{" + f + "}" for f in missing) + " of its English",
                                    "keep each {field} of the English: pnp fills it in (a count, a page)"))
    return problems

"""Load stage: a game folder -> a typed, immutable model, with every problem collected.

Problems here mean the input cannot be used at all (exit 2): unreadable or
malformed files, unknown keys, wrong types, duplicate ids. Consistency between
the data and the engine is the checker's job (generator/check).
"""
from __future__ import annotations

import calendar
import dataclasses
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Iterable, Mapping, Optional

from ..core.errors import LoadError, Loc, Problem
from .csv import field_type_error, load_cards
from .engine import Engine, load_engine
from .sheets import SPREADSHEETS, card_file, read_csv_table, read_workbook_table
from .engine_calls import DEFAULT_TIMEOUT, TIMEOUT_RANGE
from .yaml import parse_yaml
from .editions import language_problems, load_editions
from ..model import Game
from ..model.base import GAME_COLOURS
from ..model.pieces import PIECE_CUTS
from ..core.palette import OwnColours, own_colours
from ..core.limits import MAX_FILE_BYTES, control_problems, long_word, long_word_problem, too_big
from .bounds import deck_problems, limit_problems
from ..core.confine import HINT, layout_name_problem, outside_links, path_problem
from .schema import FAIL, Builder
from .sources import SourceText, Sources, shown_in


@dataclass(frozen=True)
class LoadedGame:
    """A game's model, its engine, the folder it came from and the files of that folder it was read from.

    The check (and the renderers, for text) read `sources`, never the folder: see load/sources.py."""

    game: Game
    engine: Engine
    folder: Path
    # set by load_game; a LoadedGame built by hand has none (an empty Sources)
    # None only until __post_init__ puts an empty Sources there: every reader sees a Sources
    sources: Sources = field(default=None)  # type: ignore[assignment]

    def __post_init__(self) -> None:
        if self.sources is None:
            object.__setattr__(self, "sources", Sources(Path(self.folder)))


def shown_path(path: Path) -> str:
    """A path as messages show it: relative to the working directory when inside it."""
    try:
        return os.path.relpath(path) if not os.path.relpath(path).startswith("..") else str(path)
    except ValueError:
        return str(path)


def read_text(path: Path, shown: str) -> tuple[Optional[str], list[Problem]]:
    """The file's text, or a problem naming the first byte that is not UTF-8."""
    source = read_source(path, "", shown)
    return source.text, list(source.problems)


def read_source(path: Path, rel: str, shown: str) -> SourceText:
    """The file at `path` read once: its bytes, its text (None with a problem naming the first byte that is
    not UTF-8, or why it could not be read)."""
    def refused(*problems: Problem, data: Optional[bytes] = None) -> SourceText:
        return SourceText(rel, shown, data, tuple(problems))

    try:
        info = path.stat()
        size = info.st_size
        if not stat.S_ISREG(info.st_mode):   # a FIFO or device would block or never end
            return refused(Problem("FILE001", Loc(shown, 1, 1), "not a regular file",
                                   "replace it with an ordinary file"))
        if size > MAX_FILE_BYTES:
            return refused(too_big(Loc(shown, 1, 1), "the file's size", f"{size:,} bytes", f"{MAX_FILE_BYTES:,} bytes"))
        data = path.read_bytes()
    except FileNotFoundError:
        return refused(Problem("FILE001", Loc(shown, 1, 1), "file not found"))
    except OSError as exc:
        return refused(Problem("FILE001", Loc(shown, 1, 1), f"cannot read the file: {exc.strerror}"))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        before = data[: exc.start]
        line = before.count(b"\n") + 1
        col = exc.start - (before.rfind(b"\n") + 1) + 1
        return refused(Problem("ENC001", Loc(shown, line, col),
                               f"the file is not UTF-8 (byte 0x{data[exc.start]:02x})",
                               "save the file as UTF-8 in your editor or spreadsheet program"), data=data)
    problems = tuple(control_problems(text, shown))
    if not problems and shown.endswith(".md"):
        word = long_word(text)
        if word is not None:
            line = text.count("\n", 0, word[0]) + 1
            problems = (long_word_problem(Loc(shown, line, word[0] - text.rfind("\n", 0, word[0])), word[1]),)
    return SourceText(rel, shown, data, problems, None if problems else text)


def _duplicates(items: Iterable[Any], key: str, section: str) -> list[Problem]:
    seen: dict[str, Loc] = {}
    problems = []
    for item in items:
        value = getattr(item, key)
        if value in seen:
            problems.append(Problem("DUP001", item.loc, f"duplicate {section} {key} '{value}'",
                                    f"first defined at line {seen[value].line}; each needs its own {key}"))
        else:
            seen[value] = item.loc
    return problems


def _not_a_date(text: str) -> Optional[str]:
    """Why text is no 'YYYY-MM-DD' date of the calendar, or None: '2026-13-45' has the shape but would print on
    every sheet as a date that never comes."""
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        return ""
    year, month, day = (int(part) for part in text.split("-"))
    if not 1 <= month <= 12:
        return f"there is no month {month}"
    if not 1 <= day <= calendar.monthrange(max(year, 1), month)[1]:
        return f"{calendar.month_name[month]} {year} has no day {day}"
    return None


def _validate(game: Game, folder: Path) -> list[Problem]:
    """Load-level rules the schema cannot express: ids, uniqueness, field types."""
    problems: list[Problem] = []
    if game.id != folder.name:
        problems.append(Problem("SCH002", game.where("id"),
                                f"game id '{game.id}' does not match its folder '{folder.name}'",
                                "rename the folder or change the id so they agree"))
    for section, key in (("categories", "id"), ("inventory", "id"), ("decks", "id"), ("tables", "id"),
                         ("dice", "id"), ("costs", "id"), ("examples", "id"), ("variants", "id"),
                         ("glossary", "term")):
        problems += _duplicates(getattr(game, section), key, section.rstrip("s") if section != "glossary" else "term")
    if not TIMEOUT_RANGE[0] <= game.engine_timeout <= TIMEOUT_RANGE[1]:
        problems.append(Problem("SCH002", game.where("engine_timeout"),
                                f"engine_timeout must be between {TIMEOUT_RANGE[0]:g} and {TIMEOUT_RANGE[1]:g} "
                                f"seconds, not {game.engine_timeout:g}"))
    why_not = None if game.date is None else _not_a_date(game.date)
    if why_not is not None:
        problems.append(Problem("SCH002", game.where("date"),
                                f"date '{game.date}' is not a date" + (f": {why_not}" if why_not else ""),
                                'write it as "YYYY-MM-DD", e.g. "2026-03-01"'))
    for set_id, names in game.names.items():
        seen: dict[str, int] = {}
        for i, name in enumerate(names):
            if name in seen:
                problems.append(Problem("DUP001", game.where("names", set_id, i),
                                        f"'{name}' is listed twice in names.{set_id}"))
            seen[name] = i
    for deck in game.decks:
        for column, tp in deck.fields.items():
            if column in ("id", "name", "count"):
                problems.append(Problem("SCH002", game.where(*deck.path, "fields", column),
                                        f"deck '{deck.id}' declares the built-in column '{column}'"))
            why = field_type_error(tp)
            if why:
                problems.append(Problem("SCH002", game.where(*deck.path, "fields", column), why))
        if deck.per_card is not None and deck.per_card < 1:
            problems.append(Problem("SCH002", game.where(*deck.path, "print", "per_card"),
                                    f"deck '{deck.id}': per_card must be at least 1, not {deck.per_card}",
                                    "write how many of each card the sheets hold, e.g. per_card: 10; leave print "
                                    "out to print every copy"))
    named = [((*d.path, key), getattr(d, key)) for d in game.decks for key in ("layout", "back_layout")]
    named += [((*b.path, "layout"), b.layout) for b in game.boards]
    for path, name in named:
        why = layout_name_problem(name)
        if why:
            problems.append(Problem("PATH001", game.where(*path), why,
                                    "a layout is found by name in layouts/ (then pnp's templates/)"))
    arts = [(f"map '{m.id}'", m.art) for m in game.maps] + [(f"board '{b.name}'", b.art) for b in game.boards]
    for owner, art in arts:
        if art is None:
            continue
        refused = path_problem(folder, art.src)
        if refused:   # absolute, '..' or a symlink out: never opened
            problems.append(Problem("PATH001", game.where(*art.path, "src"), f"{owner}: art: {refused}", HINT))
        if len(art.focus) != 2 or not all(0 <= f <= 1 for f in art.focus):
            problems.append(Problem("SCH002", game.where(*art.path, "focus"), f"{owner}: art focus "
                                    f"{list(art.focus)} is not a point of the picture",
                                    "write focus: [x, y], each a fraction from 0 to 1 of the picture's width and "
                                    "height from its top-left corner, e.g. [0.5, 0.3]"))
    for c in game.inventory:
        if c.sides not in (1, 2):
            problems.append(Problem("SCH002", game.where(*c.path, "sides"), f"sides must be 1 or 2, not {c.sides}"))
        if c.count < 1:
            problems.append(Problem("SCH002", game.where(*c.path, "count"), f"count must be at least 1, not {c.count}"))
    return problems


def _load_decks(game: Game, folder: Path, root_shown: str, read: Any = read_text) -> tuple[Game, list[Problem]]:
    problems: list[Problem] = []
    decks = []
    for deck in game.decks:
        refused = path_problem(folder, deck.file) if deck.file else None
        if refused:
            problems.append(Problem("PATH001", game.where(*deck.path, "file"), f"deck '{deck.id}': {refused}", HINT))
            decks.append(deck)
            continue
        rel, also = card_file(folder, deck.id, deck.file)
        path = folder / rel
        shown = shown_in(root_shown, rel)
        if also:
            problems.append(Problem("FILE001", deck.loc, f"deck '{deck.id}' has two card files: {shown} and "
                                    + " and ".join(shown_in(root_shown, a) for a in also),
                                    "keep one, or name the one to read with the deck's file: key"))
            decks.append(deck)
            continue
        if not path.exists():
            problems.append(Problem("FILE001", game.where(*deck.path, "file") if deck.file else deck.loc,
                                    f"deck '{deck.id}' has no card file {shown}",
                                    "create the CSV (or an .xlsx or .ods sheet) with columns id,name,count" +
                                    "".join("," + f for f in deck.fields)))
            decks.append(deck)
            continue
        if path.suffix.lower() in SPREADSHEETS:
            table, more = read_workbook_table(path, shown, deck.id)
        else:
            text, more = read(path, shown)
            table = None
            if text is not None:
                table, csv_problems = read_csv_table(text, shown)
                more += csv_problems
        problems += more
        if table is None:
            decks.append(deck)
            continue
        cards, more = load_cards(deck, table, shown, game.languages)
        problems += more
        decks.append(dataclasses.replace(deck, cards=cards))
    return dataclasses.replace(game, decks=tuple(decks)), problems


def _token_cuts(game: Game) -> Game:
    """Each token sheet that writes no shape cut as its component's shape prints (PIECE_CUTS): Church Member cubes
    as square tiles, not discs (issue 29); a component of no shape keeps the sheet's default, round."""
    shapes = {c.id: c.shape for c in game.inventory if c.shape}
    sheets = tuple(dataclasses.replace(s, shape=PIECE_CUTS[shapes[s.component]])
                   if s.component in shapes and s.path + ("shape",) not in game.source else s for s in game.tokens)
    return dataclasses.replace(game, tokens=sheets) if sheets != game.tokens else game


def load_game(folder: Path) -> LoadedGame:
    """Load one game folder; raises LoadError listing every problem found."""
    folder = Path(folder)
    root_shown = shown_path(folder)
    yaml_shown = shown_in(root_shown, "game.yaml")
    links = [Problem("PATH001", Loc(shown_in(root_shown, rel), 1, 1), f"{rel} {why}; pnp does not follow it",
                     "point the symlink at a file inside the game's folder, or replace it with the file itself"
                     if "loop" in why else HINT)
             for rel, why in outside_links(folder)]
    if links:
        raise LoadError(links)
    kept: dict[str, SourceText] = {}

    def keep(path: Path, shown: str) -> tuple[Optional[str], list[Problem]]:
        """read_text, the file kept for the later stages (see sources.py)."""
        rel = Path(os.path.relpath(path, folder)).as_posix()
        source = read_source(path, rel, shown)
        if path.is_file():
            kept[rel] = source
        return source.text, list(source.problems)

    text, problems = keep(folder / "game.yaml", yaml_shown)
    if text is None:
        raise LoadError(problems)
    doc, source, problems = parse_yaml(text, yaml_shown)
    if problems:
        raise LoadError(problems)
    if doc is None:
        raise LoadError([Problem("SCH003", Loc(yaml_shown, 1, 1), "game.yaml is empty",
                                 "it needs at least id, title, version and players")])
    builder = Builder(yaml_shown, source)
    style = doc.get("style") if isinstance(doc, Mapping) else None
    hexes, style_names = own_colours(style.get("palette") if isinstance(style, Mapping) else None)
    reading = GAME_COLOURS.set(OwnColours(MappingProxyType(hexes), style_names))
    try:   # a colour anywhere in game.yaml may be a name of the game's own style.palette
        game = builder.build(Game, doc, (), "")
    finally:
        GAME_COLOURS.reset(reading)
    problems = list(builder.problems)
    timeout = DEFAULT_TIMEOUT
    if game is not FAIL and TIMEOUT_RANGE[0] <= game.engine_timeout <= TIMEOUT_RANGE[1]:
        timeout = game.engine_timeout
    engine, more = load_engine(folder / "engine.py", folder.name, shown_in(root_shown, "engine.py"), timeout)
    problems += more
    if game is FAIL:
        raise LoadError(problems)
    game = dataclasses.replace(game, root=root_shown, source=MappingProxyType(builder.source))
    game = _token_cuts(game)
    problems += _validate(game, folder) + limit_problems(game) + language_problems(game)
    translations, words, more = load_editions(game, folder, root_shown, keep, parse_yaml)
    problems += more
    if translations or words is not None:
        game = dataclasses.replace(game, translations=MappingProxyType(translations), words=words)
    game, more = _load_decks(game, folder, root_shown, keep)
    problems += more + deck_problems(game)
    for document in ("rulebook.md", "quickref.md"):   # text the build prints: same encoding and character rules
        if (folder / document).exists():
            problems += keep(folder / document, shown_in(root_shown, document))[1]
    if problems or engine is None:
        raise LoadError(problems)
    for sub, suffixes in _KEPT_FOLDERS:
        _keep_folder(folder, sub, suffixes, kept)
    listing = _keep_assets(folder, kept)
    return LoadedGame(game=game, engine=engine, folder=folder,
                      sources=Sources(folder, MappingProxyType(kept), listing))


# the folders whose files the later stages read besides those the load reads itself: every vector icon and
# the icons' aliases (each found by its code); layouts/ and templates/ are kept by _keep_assets' walk
_KEPT_FOLDERS = (("icons", (".yaml", ".yml", ".svg")),)
# binary assets the check judges by their bytes, wherever in the folder they are: pictures (a layout's image
# src is built from card fields, a document names its own) and fonts (fonts/ and style.fallback_fonts)
PICTURE_SUFFIXES = (".png", ".jpg", ".jpeg", ".gif", ".webp", ".bmp", ".tif", ".tiff")
_ASSETS = PICTURE_SUFFIXES + (".ttf", ".otf")
_NOT_CONTENT = (".git", ".hg", ".svn", "__pycache__")   # folders of tools, never content


# an asset's bytes by its path, kept while its size and modification time stay the same: `pnp watch` loads
# the game again on every save, and a folder of card art is then read (and its verdicts found) once
_ASSET_BYTES: dict[str, tuple[int, int, bytes]] = {}


def _asset_bytes(path: Path, info: os.stat_result) -> bytes:
    key = str(path.resolve())
    known = _ASSET_BYTES.get(key)
    if known is not None and known[:2] == (info.st_size, info.st_mtime_ns):
        return known[2]
    data = path.read_bytes()
    _ASSET_BYTES[key] = (info.st_size, info.st_mtime_ns, data)
    return data


def _keep_assets(folder: Path, kept: dict[str, SourceText]) -> frozenset[str]:
    """Every regular file of the folder, listed (so a later stage asks the listing, not the disk, whether a
    file is there), the bytes of its pictures and fonts kept, and the texts of its templates/ (what documents
    include) and layouts/. Symlinks are followed: outside_links has refused those that lead out or loop."""
    listing: set[str] = set()
    seen: set[str] = set()
    for top, dirs, names in os.walk(folder, followlinks=True):
        real = os.path.realpath(top)
        if real in seen:
            dirs[:] = []
            continue
        seen.add(real)
        dirs[:] = sorted(d for d in dirs if d not in _NOT_CONTENT)
        base = Path(top)
        for name in sorted(names):
            path = base / name
            try:
                info = path.stat()
            except OSError:
                continue
            if not stat.S_ISREG(info.st_mode):
                continue
            rel = path.relative_to(folder).as_posix()
            listing.add(rel)
            text = rel.startswith("templates/") or rel.startswith("layouts/") and path.suffix.lower() == ".yaml"
            if text and rel not in kept:   # the templates documents include, layouts (in folders too)
                kept[rel] = read_source(path, rel, shown_path(path))
            elif path.suffix.lower() in _ASSETS and rel not in kept:
                try:
                    kept[rel] = SourceText(rel, shown_path(path), _asset_bytes(path, info))
                except OSError as exc:
                    kept[rel] = SourceText(rel, shown_path(path), None, (Problem(
                        "FILE001", Loc(shown_path(path), 1, 1), f"cannot read the file: {exc.strerror}"),))
    return frozenset(listing)


def _keep_folder(folder: Path, sub: str, suffixes: tuple[str, ...], kept: dict[str, SourceText]) -> None:
    """Each regular file of folder/sub with one of `suffixes`, read into `kept` (problems are the check's)."""
    where = folder / sub
    if not where.is_dir():
        return
    for path in sorted(where.iterdir()):
        if path.suffix.lower() in suffixes and path.is_file():
            rel = f"{sub}/{path.name}"
            kept.setdefault(rel, read_source(path, rel, shown_path(path)))

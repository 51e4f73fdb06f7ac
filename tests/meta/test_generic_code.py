"""Generic code knows no game: no shipped game's names or words in what generator/ and templates/ print.

The vocabulary is read from the games' own data (titles, ids, deck, card, component, location, region,
table and legend names, name sets), not listed here, so a new game is held to it too. What is searched
is what the code can print or match on: the string literals of generator/ (docstrings and comments
aside; field docs are literals and count, since docs/content-format.md shows them) and the text of
templates/ (comments aside). templates/scaffold/ is the starter game `pnp new` copies, a game folder of
its own, and is left out.
"""
from __future__ import annotations

import ast
import csv
import re
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted(p.parent for p in (ROOT / "content").glob("*/game.yaml"))
NAME_KEYS = {"title", "name", "label", "term"}
ID_KEYS = {"id", "set", "flags"}
# Board-game words that are pnp's own schema vocabulary (kinds of board, route and space) and happen to
# be names in a game too. Each is generic: any game has a game board, player boards, a side A.
# "player-board" is also the name of pnp's default board layout (templates/boards/player-board.yaml).
GENERIC = {"game board", "player board", "side a", "side b", "travel space", "player-board"}
# Words the games only ever capitalise, which are also Python's and YAML's literals.
GENERIC_WORDS = {"True", "False", "None"}


def _walk(node, key: str = ""):
    """(key, string) for every string of a YAML tree, a list's items under their parent's key."""
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "legend" and isinstance(v, dict):
                yield from (("name", str(text)) for text in v.values())
            elif k == "names" and isinstance(v, dict):
                for set_id, members in v.items():
                    yield ("id", str(set_id))
                    yield from (("name", str(m)) for m in members or ())
            else:
                yield from _walk(v, str(k))
    elif isinstance(node, list):
        for v in node:
            yield from _walk(v, key)
    elif isinstance(node, str):
        yield key, node


def _game_vocabulary(folder: Path) -> tuple[set[str], set[str]]:
    """(names, ids) of one game, from game.yaml and its card files."""
    data = yaml.safe_load((folder / "game.yaml").read_text(encoding="utf-8"))
    names: set[str] = set()
    ids = {folder.name, str(data.get("id", folder.name))}
    for key, text in _walk(data):
        if key in NAME_KEYS:
            names.add(text.strip())
        elif key in ID_KEYS:
            ids.add(text.strip())
    for path in folder.glob("cards/*.csv"):
        with path.open(encoding="utf-8", newline="") as f:
            names |= {row["name"].strip() for row in csv.DictReader(f) if row.get("name")}
    return {n for n in names if n}, ids


def vocabulary() -> tuple[set[str], set[str]]:
    """(phrases matched ignoring case, words matched as written) that belong to a shipped game.

    Phrases: every name of two words or more, every id with a hyphen, every title. Words: a capitalised
    word of some name that no game ever writes in lower case in its prose (so 'Antioch' or
    'Commissioned', not 'Field' or 'Church', which the games also use as plain words); a word is only
    matched where it does not start a sentence, since any word is capitalised there.
    """
    per_game = {g.name: _game_vocabulary(g) for g in GAMES}
    lower: set[str] = set()    # words the games write in lower case in prose (ids are not prose)
    for g in GAMES:
        prose = [p.read_text(encoding="utf-8") for p in g.glob("*.md")]
        prose += [text for _, text in _walk(yaml.safe_load((g / "game.yaml").read_text(encoding="utf-8")))]
        for path in g.glob("cards/*.csv"):
            with path.open(encoding="utf-8", newline="") as f:
                prose += [cell for row in csv.reader(f) for cell in row]
        for text in prose:
            if " " in text.strip():
                lower |= set(re.findall(r"\b[a-z][a-z'-]+\b", text))
    phrases: set[str] = set()
    owners: set[str] = set()
    for names, ids in per_game.values():
        phrases |= {n for n in names if len(n.split()) >= 2}
        phrases |= {i for i in ids if "-" in i.strip("-")}
        owners |= {w for n in names for w in re.findall(r"[A-Za-z][A-Za-z'-]+", n)}
    titles = {str(yaml.safe_load((g / "game.yaml").read_text(encoding="utf-8"))["title"]) for g in GAMES}
    phrases = {p for p in phrases | titles if p.lower() not in GENERIC}
    words = {w for w in owners if w[0].isupper() and len(w) >= 4 and w.lower() not in lower} - GENERIC_WORDS
    return phrases, words


def printed_text(path: Path) -> str:
    """What a file can print or match on: a module's string literals less docstrings; a template less comments."""
    text = path.read_text(encoding="utf-8", errors="replace")
    if path.suffix != ".py":
        return re.sub(r"\{#.*?#\}|<!--.*?-->|^[ \t]*#.*$", "", text, flags=re.S | re.M)
    tree = ast.parse(text)
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return "\n".join(n.value for n in ast.walk(tree)
                     if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docstrings)


def generic_files() -> list[Path]:
    code = sorted((ROOT / "generator").rglob("*.py"))
    templates = sorted(p for p in (ROOT / "templates").rglob("*")
                       if p.is_file() and p.suffix not in (".png", ".ttf", ".otf") and "scaffold" not in p.parts)
    return code + templates


def game_words_in(text: str, phrases: set[str], words: set[str]) -> list[str]:
    found = [p for p in phrases if re.search(rf"(?<![\w-]){re.escape(p)}(?![\w-])", text, re.I)]
    found += [w for w in words if any(not (_starts_sentence(text[:m.start()]) and re.match(r"[ \t]+[a-z]", text[m.end():]))
                                      for m in re.finditer(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text))]
    return sorted(found)


def _starts_sentence(before: str) -> bool:
    """Whether a word after `before` opens a sentence or a literal ('e.g.' does not end a sentence); such
    a word is skipped when prose follows it ('Location of ...'), not when it stands alone ('Antioch')."""
    tail = before[-12:]
    return not tail.strip() or tail.endswith("\n") or bool(re.search(r"(?<!e\.g)[.!?:]\s+$", tail))


def test_the_vocabulary_holds_each_games_proper_names() -> None:
    phrases, words = vocabulary()
    lowered = {p.lower() for p in phrases}
    # read from the data above; spot-checked here by hand against the four games' files
    assert {"the journeys of paul", "pre-established church", "pre-established-churches", "the acts"} <= lowered
    assert {"Antioch", "Jerusalem"} <= words
    assert "Church" not in words and "City" not in words   # plain words the games also write in lower case


@pytest.mark.parametrize("path", generic_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_generic_code_prints_no_games_words(path: Path) -> None:
    phrases, words = _VOCABULARY
    found = game_words_in(printed_text(path), phrases, words)
    assert not found, (f"{path.relative_to(ROOT)} holds words of a shipped game: {', '.join(found)}; move them "
                       "into the game's data (game.yaml) and give the code a generic default")


def test_a_legend_word_put_back_into_the_code_is_caught() -> None:
    phrases, words = _VOCABULARY
    snippet = 'out.append(("marked", "Pre-established Church"))\nname = "Antioch"\n'
    module = printed_text_of(snippet)
    assert game_words_in(module, phrases, words) == ["Antioch", "Pre-established Church"]


def printed_text_of(source: str) -> str:
    tree = ast.parse(source)
    return "\n".join(n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str))


_VOCABULARY = vocabulary()

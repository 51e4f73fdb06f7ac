"""generator/check/vocabulary.json: the English the printed-text checks read is data in one file, each list with
what it is for, every list read by some module, and no list of English words left in generator/check/'s code."""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from generator.check import vocabulary
from generator.check.words import NUMBER_WORDS, STOP, lemma, tokens

ROOT = Path(__file__).resolve().parents[3]
CHECK = ROOT / "generator" / "check"
DATA = json.loads((CHECK / "vocabulary.json").read_text(encoding="utf-8"))
READERS = {"word_set", "word_list", "word_table", "number_table", "alternation"}
WORD = re.compile(r"[a-z][a-z'\u2019-]*\Z")
# a list of this many words or more is vocabulary; a few words inline ('to', 'or') read better where they are used
LONGEST_INLINE = 5
# lists in check/'s code that look like English words and are something else, each with why it stays in code
NOT_ENGLISH = {
    ("document_jinja.py", "_BLOCK_WORDS"): "Jinja's block tags, its syntax",
    ("layout_templates.py", "_BLOCKS"): "Jinja's block tags, its syntax",
    ("layout_templates.py", "template_scan"): "Jinja's statement tags, its syntax",
    ("layout_templates.py", "_SEEN_NAMES"): "field names a layout sees (content-format.md), not words of prose",
    ("preflight.py", "JINJA_NAMES"): "Jinja's global names and filters",
    ("documents.py", "known"): "the kinds of id a document call takes, keys of the data model",
    ("fit.py", "SPACE_KINDS"): "the kinds of a map's spaces, values of the data model",
    ("translations.py", "_ENDINGS"): "German endings of an edition's words, not English",
    ("printed.py", "Scope"): "the kinds of passage the text index holds, a type of the data model",
}


def _sources() -> list[tuple[Path, ast.Module]]:
    return [(p, ast.parse(p.read_text(encoding="utf-8"))) for p in sorted(CHECK.rglob("*.py"))]


def _keys_read() -> dict[str, list[str]]:
    """{key: the modules that read it} over every call of a reader of vocabulary.py with a literal key."""
    out: dict[str, list[str]] = {}
    for path, tree in _sources():
        if path.name == "vocabulary.py":
            continue   # the readers themselves
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in READERS:
                assert len(node.args) == 1 and isinstance(node.args[0], ast.Constant), \
                    f"{path.name}:{node.lineno}: a vocabulary key is a literal, so that this test can find it"
                out.setdefault(node.args[0].value, []).append(path.name)
    return out


def _owner(tree: ast.Module) -> dict[int, str]:
    """{id of a node: the name it is assigned to or the function it is in} for every node of a module."""
    out: dict[int, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            target = node.targets[0] if isinstance(node, ast.Assign) else node.target
            for sub in ast.walk(node):
                out.setdefault(id(sub), ast.unparse(target))
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for sub in ast.walk(node):
                out.setdefault(id(sub), node.name)
    return out


def _word_lists(tree: ast.Module, source: str) -> list[tuple[ast.AST, str]]:
    """The literals of a module that list more than a few lowercase words: a set, list or tuple of them, a dict
    keyed by them, a string split into them, or a regular expression's alternation of them."""
    out: list[tuple[ast.AST, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Set, ast.List, ast.Tuple)):
            words = [e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)
                     and WORD.match(e.value)]
            if len(words) > LONGEST_INLINE:
                out.append((node, f"a literal of {len(words)} words"))
        elif isinstance(node, ast.Dict):
            keys = [k.value for k in node.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)
                    and WORD.match(k.value)]
            if len(keys) > LONGEST_INLINE:
                out.append((node, f"a dict of {len(keys)} words"))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "split" \
                and isinstance(node.func.value, ast.Constant) and isinstance(node.func.value.value, str):
            words = node.func.value.value.split()
            if len(words) > LONGEST_INLINE:
                out.append((node, f"a string of {len(words)} words, split"))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            for m in re.finditer(r"[a-z]+(?:\|[a-z]+)+", node.value):
                if m.group().count("|") >= LONGEST_INLINE:
                    out.append((node, f"an alternation of {m.group().count('|') + 1} words"))
    return out


def test_the_file_says_what_it_is_and_each_list_what_it_is_for() -> None:
    assert set(DATA) == {"about", "lists"} and DATA["about"].strip()
    for key, entry in DATA["lists"].items():
        assert re.fullmatch(r"[a-z][a-z_]*", key), key
        assert set(entry) == {"about", "words"}, key
        assert len(entry["about"]) >= 20 and entry["about"].endswith((".", ")")), f"{key}: say what the list is for"
        words = entry["words"]
        assert words and isinstance(words, (list, dict)), key
        assert all(isinstance(w, str) and w == w.lower() and w.strip() == w and w for w in words), key
        if isinstance(words, list):
            assert len(set(words)) == len(words), f"{key}: a word listed twice"


def test_every_list_is_read_by_some_module_and_every_key_read_is_in_the_file() -> None:
    read = _keys_read()
    assert sorted(set(DATA["lists"]) - set(read)) == [], "lists no module reads: remove them"
    assert sorted(set(read) - set(DATA["lists"])) == [], "keys read that the file lacks"


def test_no_list_of_english_words_is_left_in_check_code() -> None:
    left, allowed = [], set()
    for path, tree in _sources():
        source = path.read_text(encoding="utf-8")
        owner = _owner(tree)
        for node, what in _word_lists(tree, source):
            where = (path.name, owner.get(id(node), "?"))
            if where in NOT_ENGLISH:
                allowed.add(where)
            else:
                left.append(f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)} {where[1]}: {what}")
    assert left == [], "move these to generator/check/vocabulary.json:\n" + "\n".join(left)
    assert allowed == set(NOT_ENGLISH), f"exceptions no longer needed: {sorted(set(NOT_ENGLISH) - allowed)}"


def test_the_scan_finds_each_form_a_word_list_takes_in_code() -> None:
    """The scan above is no scan of nothing: each form it looks for is found in a module written that way."""
    source = '''
import re
A = {"one", "two", "three", "four", "five", "six"}
B = ("alpha", "beta", "gamma", "delta", "epsilon", "zeta")
C = {w: 1 for w in "red green blue cyan magenta yellow".split()}
D = re.compile(r"\\b(?:lose|loses|lost|cost|costs|owe)\\b")
E = {"ace": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
F = ("to", "or", "and")
'''
    found = sorted(what for _, what in _word_lists(ast.parse(source), source))
    assert found == ["a dict of 6 words", "a literal of 6 words", "a literal of 6 words", "a string of 6 words, split",
                     "an alternation of 6 words"]   # and not F, three words


def test_the_modules_read_what_the_file_says() -> None:
    lists = DATA["lists"]
    assert NUMBER_WORDS == lists["number_words"]["words"] and list(NUMBER_WORDS) == list(lists["number_words"]["words"])
    assert STOP == frozenset(lists["stop_words"]["words"])
    assert [(t.kind, t.low) for t in tokens("twelve cards, a dozen eggs") if t.kind == "num"] == [("num", 12)] * 2
    # an irregular form from the file, a suffix rule's 'e' put back, a final 's' kept
    assert (lemma("thieves"), lemma("placed"), lemma("bonus"), lemma("wolves")) == ("thief", "place", "bonus", "wolf")


def test_a_key_the_file_lacks_is_named_with_the_file() -> None:
    with pytest.raises(KeyError, match=r"generator/check/vocabulary.json has no list 'no_such_list'"):
        vocabulary.word_set("no_such_list")


def test_the_readers_give_the_types_the_modules_use() -> None:
    assert vocabulary.word_list("keep_final_s") == tuple(DATA["lists"]["keep_final_s"]["words"])
    assert isinstance(vocabulary.word_set("units"), frozenset)
    assert vocabulary.alternation("loss_words").split("|")[:2] == ["lose", "loses"]
    with pytest.raises(AssertionError):
        vocabulary.word_list("irregular_forms")   # a table, not a list


def test_no_list_is_named_twice() -> None:
    """JSON keeps the last of two keys of one name, so a list added under a name already taken would silently
    replace the first one's words for every module reading it (a second 'condition_openers' once did)."""
    objects: list[list[str]] = []

    def keep(items: list) -> dict:
        objects.append([k for k, _ in items])
        return dict(items)

    json.loads((CHECK / "vocabulary.json").read_text(encoding="utf-8"), object_pairs_hook=keep)
    # the object of the lists, read just before the file's own ('about', 'lists'): its keys are the lists' names
    # (this test read the file's own object once, and a second 'joining_words' passed it: session 37)
    names = next(keys for keys in objects if "number_words" in keys)
    assert set(names) == set(DATA["lists"])
    assert sorted({n for n in names if names.count(n) > 1}) == []


"""The English vocabulary of the printed-text checks, read from vocabulary.json beside this module.

Number words, verbs of doing, units, naming words, irregular forms and the
other small word lists the claim scanner reads are data, each under a key with
a line saying what it is for; a module takes its words by key at import
(`word_set("units")`). The file is read once a process, with the standard
library's JSON reader (a C parser, a fraction of a millisecond: a cold `pnp
check` pays it), and a key the file lacks fails at import, not in a check.
tests/check/text/test_check_vocabulary.py holds the file's shape: every list used by some
module, no list of words left in generator/check/'s code.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

_LISTS: dict[str, dict[str, object]] = json.loads(
    Path(__file__).with_name("vocabulary.json").read_text(encoding="utf-8"))["lists"]


def _words(key: str) -> object:
    try:
        return _LISTS[key]["words"]
    except KeyError:
        raise KeyError(f"generator/check/vocabulary.json has no list {key!r}") from None


def word_list(key: str) -> tuple[str, ...]:
    """The words of a list, in the file's order (for a suffix test or a regular expression, where order may
    matter)."""
    words = _words(key)
    assert isinstance(words, list), key
    return tuple(words)


def word_set(key: str) -> frozenset[str]:
    """The words of a list, for membership."""
    return frozenset(word_list(key))


def word_table(key: str) -> dict[str, str]:
    """A list that maps each word to another (a form to its dictionary form), in the file's order."""
    words = _words(key)
    assert isinstance(words, dict) and all(isinstance(v, str) for v in words.values()), key
    return dict(words)


def number_table(key: str) -> dict[str, int]:
    """A list that maps each word to a number ('twelve' to 12), in the file's order."""
    words = _words(key)
    assert isinstance(words, dict) and all(type(v) is int for v in words.values()), key
    return dict(words)


def alternation(key: str) -> str:
    """The words of a list as a regular expression's alternation, 'cost|costs|...', in the file's order."""
    return "|".join(re.escape(w) for w in word_list(key))

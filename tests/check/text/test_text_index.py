"""The printed-text index (generator/check/printed_index.py): built once per check run of a game, its passages
grouped by scope, each text's tokens and sentences worked out once and kept; and the screens the text families
run over every passage, which must answer as the patterns they stand in for."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.check.findings import Context
from generator.core.errors import Loc
from generator.check.printed import SCOPES, _yaml_anchors
from generator.check.printed_index import TextIndex, index_of, passages_of, printed_passages
from generator.check.rolls import _MAYBE_ROLL, _maybe_roll
from generator.check.words import tokens
from generator.load import load_game

GAME = Path(__file__).parents[2] / "fixtures" / "games" / "doc-examples"   # a rulebook, two decks, dice, layouts


@pytest.fixture(scope="module")
def index() -> TextIndex:
    return index_of(Context(load_game(GAME)))


def test_the_index_is_built_once_per_run() -> None:
    ctx = Context(load_game(GAME))
    first = index_of(ctx)
    assert index_of(ctx) is first
    assert passages_of(ctx) is first.passages
    assert index_of(Context(ctx.loaded)) is not first   # another run reads again


def test_every_passage_has_a_declared_scope(index: TextIndex) -> None:
    scopes = {p.scope for p in index.passages}
    assert scopes <= set(SCOPES)
    # the fixture prints each kind of source: Markdown blocks, game.yaml strings, card cells and layout text
    assert {"heading", "paragraph", "summary", "die face", "example", "variant", "card text"} <= scopes


def test_scopes_and_documents_keep_file_order(index: TextIndex) -> None:
    # (a heading id is blanked: the text keeps its columns)
    assert [p.text.strip() for p in index.of("heading")] == ["Winning", "Money", "Quick game", "Moving"]
    both = index.of("heading", "paragraph")
    assert both == [p for p in index.passages if p.scope in ("heading", "paragraph")]
    assert index.of("table header") == []   # a scope the game does not print
    assert index.documents == [p for p in index.passages if p.document == "rulebook"]
    assert index.documents and index.documents[0].text.strip() == "Winning"


def test_the_index_is_the_printed_passages(index: TextIndex) -> None:
    again = printed_passages(load_game(GAME))
    assert [(p.text, p.scope, p.file, p.anchors) for p in index.passages] == \
        [(p.text, p.scope, p.file, p.anchors) for p in again]


def test_a_text_is_tokenised_once(index: TextIndex) -> None:
    text = "Roll the move die: it shows 1, 2 or 3 steps."
    toks = index.tokens(text)
    assert toks == tokens(text)
    assert index.tokens(text) is toks   # kept, not worked out again
    assert [t.text for t in toks if t.kind == "num"] == ["1", "2 or 3"]


def test_a_text_is_split_into_sentences_once(index: TextIndex) -> None:
    text = "Roll the die. On a 6, win! Else; wait"
    found = index.sentences(text)
    assert found == [(0, "Roll the die."), (13, " On a 6, win!"), (26, " Else;"), (32, " wait")]
    assert all(text[at:at + len(s)] == s for at, s in found)
    assert index.sentences(text) is found


@pytest.mark.parametrize("text", [
    "Roll a die", "ROLLS", "she Shows it", "the DIE", "on a 6", "On An 6", "ON\tA\n6", "upon a 6", "iron a",
    "on_a 6", "x on  an 6", "on a", "onion a 6", "Play on. A card", "nothing here", "",
    "r\u00f6ll on a 6", "\u017fhow 2", "\u212aon a", "sh\u00f6w", "Roll\u2019s", "caf\u00e9 on a 6",
])
def test_the_roll_screen_answers_as_its_pattern(text: str) -> None:
    assert _maybe_roll(text) == (_MAYBE_ROLL.search(text) is not None)


def test_the_roll_screen_over_every_case_of_its_words() -> None:
    # each of the pattern's words in every upper/lower mix, alone and after a letter, digit, '_' or space
    words = ["roll", "show", "die", "on a ", "on an ", "on  a\t"]
    for word in words:
        letters = [i for i, ch in enumerate(word) if ch.isalpha()]
        for mask in range(1 << len(letters)):
            mixed = list(word)
            for bit, i in enumerate(letters):
                if mask >> bit & 1:
                    mixed[i] = mixed[i].upper()
            for before in ("", "x", "5", "_", " ", "-"):
                text = before + "".join(mixed) + "6"
                assert _maybe_roll(text) == (_MAYBE_ROLL.search(text) is not None), text
    assert re.search(r"\\b", _MAYBE_ROLL.pattern)   # the boundary the screen tests apart is still the pattern's


# (game.yaml lines, the key's line and column, the value as loaded, its anchors): a value written as it reads
# on one line is placed word by word at once; a doubled quote, an escape or a fold is walked character by
# character, each word still at its own place
@pytest.mark.parametrize("raw, key, value, anchors", [
    (["summary: Roll a die."], (1, 1), "Roll a die.", [(0, 1, 10), (5, 1, 15), (7, 1, 17)]),
    (['summary: "Roll  a die."'], (1, 1), "Roll  a die.", [(0, 1, 11), (6, 1, 17), (8, 1, 19)]),
    (["  - {id: a, text: Move one space.}"], (1, 13), "Move one space.", [(0, 1, 19), (5, 1, 24), (9, 1, 28)]),
    (["  note: 'It''s a die'"], (1, 3), "It's a die", [(0, 1, 10), (3, 1, 14), (5, 1, 16), (7, 1, 18)]),
    (['text: "A \\u00b7 B"'], (1, 1), "A \u00b7 B", [(0, 1, 8), (2, 1, 11)]),
    (["summary: >", "  Roll a die", "  and move."], (1, 1), "Roll a die and move.\n",
     [(0, 2, 3), (5, 2, 8), (7, 2, 10), (11, 3, 3), (15, 3, 7)]),
])
def test_a_yaml_string_is_anchored_word_by_word(raw: list[str], key: tuple[int, int], value: str,
                                                 anchors: list[tuple[int, int, int]]) -> None:
    assert _yaml_anchors(raw, Loc("game.yaml", *key), value) == anchors


def test_a_markdown_passage_knows_the_headings_above_it() -> None:
    from generator.check.printed import markdown_passages
    text = "# Game\n\n## Variants\n\n### Short\n\nPlay two.\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n\n## Scoring\n\nScore.\n"
    got = [(p.text.strip(), p.outline) for p in markdown_passages(text, "rulebook.md", "rulebook")
           if p.scope != "heading"]
    assert got == [("Play two.", ("Game", "Variants", "Short")), ("A", ("Game", "Variants", "Short")),
                   ("B", ("Game", "Variants", "Short")), ("1", ("Game", "Variants", "Short")),
                   ("2", ("Game", "Variants", "Short")), ("Score.", ("Game", "Scoring"))]

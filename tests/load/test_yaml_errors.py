"""A YAML syntax error is reported at the line of its cause, in plain words, with the parser's own words (and
where it noticed the slip, often a line later) kept after them (generator/load/yaml.py _explain)."""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.load.yaml import parse_yaml

CASES = {
    "unclosed list": ('id: x\ntitle: [Tiny Clean Game\nversion: "1.0"\n', "g.yaml:2:8",
                      "invalid YAML: the '[' here opens a list that is not closed with ']' (the parser: while "
                      "parsing a flow sequence did not find expected ',' or ']' at line 3, column 8)",
                      "close it with ']', or put the value in quotes if the '[' is part of the text"),
    "unclosed mapping": ('id: x\nstyle: {accent: "#aa0000"\nversion: "1.0"\n', "g.yaml:2:8",
                         "invalid YAML: the '{' here opens a mapping that is not closed with '}' (the parser: while "
                         "parsing a flow mapping did not find expected ',' or '}' at line 3, column 1)",
                         "close it with '}', or put the value in quotes if the '{' is part of the text"),
    "unclosed quote": ('id: x\ntitle: "Tiny\nversion: 1.0\nplayers: 2\n', "g.yaml:2:8",
                       "invalid YAML: the quoted text that starts here is never closed (the parser: while scanning "
                       "a quoted scalar found unexpected end of stream at line 5, column 1)",
                       "end it with the quote mark it starts with, on the same line or a later one"),
    "key without colon": ('id: x\ntitle Tiny\nversion: "1.0"\n', "g.yaml:2:1",
                          "invalid YAML: this line has no ':' after its key (the parser: while scanning a simple "
                          "key could not find expected ':' at line 3, column 1)",
                          "write it as 'key: value', or indent it under the key whose value it continues"),
    "colon in a value": ("id: x\nsummary: Build: a game\n", "g.yaml:2:15",
                         "invalid YAML: a ': ' inside a value, where YAML cannot start a new key (the parser: "
                         "mapping values are not allowed in this context)",
                         'put the whole value in quotes (summary: "Build: a game"), or, if this line is a key of '
                         "its own, indent it as far as the keys beside it"),
    "indentation": ("decks:\n  - id: a\n    file: b\n   layout: c\nplayers: 2\n", "g.yaml:4:4",
                    "invalid YAML: this line is indented differently from the lines of the same list or mapping "
                    "(the parser: while parsing a block collection did not find expected '-' indicator)",
                    "indent it exactly as far as the lines above it that belong to the same item"),
}


@pytest.mark.parametrize("case", CASES)
def test_a_syntax_error_is_located_at_its_cause_in_plain_words(case: str) -> None:
    text, where, message, hint = CASES[case]
    data, _, problems = parse_yaml(text, "g.yaml")
    assert data is None
    (problem,) = problems
    assert (problem.rule, str(problem.loc), problem.message, problem.hint) == ("YAML001", where, message, hint)


def test_an_error_pnp_has_no_words_for_keeps_the_parsers_at_its_place() -> None:
    (problem,) = parse_yaml("a: *nope\n", "g.yaml")[2]
    assert (str(problem.loc), problem.message) == ("g.yaml:1:4", "invalid YAML: found undefined alias")


def test_a_comma_in_an_unquoted_text_inside_braces_is_explained(tmp_path: Path) -> None:
    # four of eight designers writing from the docs alone met this: YAML reads the rest of the sentence as a key
    from conftest import FIXTURES, assert_fires, edited_copy, run_check

    game = edited_copy(FIXTURES / "clean", tmp_path / "clean", [(
        "game.yaml", "{term: Hut, text: A small building.}", "{term: Hut, text: A small building, made of wood.}")])
    run = run_check("clean", content=tmp_path)
    assert run.exit_code == 2
    found = assert_fires(run, "SCH001", game / "game.yaml", 56, "made of wood.",
                         "unknown key 'made of wood.' in glossary 'Hut'")
    assert found["hint"] == ("a comma inside { ... } ends the value before it, so 'made of wood.' was read as a key "
                             "of its own: put the whole text in quotes (text: \"A small building, made of wood.\")")

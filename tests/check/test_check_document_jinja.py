"""DOC005's reading of a document's Jinja (check/document_jinja.py), without rendering: what the build's
sandbox or template loader would refuse, at its line and column, with the hint to follow; and the signs
that make a document worth rendering in the check (heavy_jinja)."""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.check.document_jinja import (FENCE_HINT, SYNTAX_HINT, document_syntax_error,
                                          document_template_problems, heavy_jinja)

DOCGAME = Path(__file__).resolve().parents[1] / "fixtures" / "docs" / "docgame"
SANDBOX = ("placeholders may use the game's data and rules only (see docs/safety.md); a game that trusts its "
           "templates sets trusted_templates: true in game.yaml")
LOADER = ("a document includes or imports only templates in the game's templates/ folder or pnp's templates/, "
          "named by a plain string such as \"parts/score.html\" (see docs/documents.md)")


def internals(what: str) -> str:
    return f"the template reaches for Python internals ({what}); the build's sandbox refuses it"


def loads(keyword: str, name: str) -> str:
    return f"{{% {keyword} %}} loads '{name}', which is no template in the game's templates/ or pnp's templates/"


@pytest.mark.parametrize("text, found", [
    ("A {{ x.mro }} b", [(1, 8, internals("'mro'"), SANDBOX)]),
    # a frame's or generator's attribute alone, with no other sign in the document
    ("A {{ g.gi_frame }} b", [(1, 8, internals("'gi_frame'"), SANDBOX)]),
    ("Up {{ x.f_back }}", [(1, 9, internals("'f_back'"), SANDBOX)]),
    # a chain is one escape, reported at its leftmost reach
    ("A {{ g.gi_frame.f_globals }}", [(1, 8, internals("'gi_frame'"), SANDBOX)]),
    ('{{ "{0._x}".format_map(d) }}', [(1, 13, internals("'{0._x}'.format_map"), SANDBOX)]),
    ("{{ x|attr(name) }}", [(1, 6, internals("an attribute named by an expression"), SANDBOX)]),
    ('{{ x._y }}\n{{ z["_k"] }}', [(1, 6, internals("'_y'"), SANDBOX), (2, 6, internals("'_k'"), SANDBOX)]),
    ('x\n  {%- include "nope.html" -%}', [(2, 3, loads("include", "nope.html"), LOADER)]),
    ('{% extends "base.html" %}', [(1, 1, loads("extends", "base.html"), LOADER)]),
    ('{% import "part.html" as p %}{% from "x.html" import y %}',
     [(1, 1, loads("import", "part.html"), LOADER), (1, 30, loads("from", "x.html"), LOADER)]),
    # nothing refused: a field without '_', numeric indexes, plain text, a syntax error the build reports
    ('{{ "{0.x}".format(d) }}', []), ("{{ d[0] }} {{ d[-1] }}", []), ("plain", []), ("{{ x._y ", []),
])
def test_what_the_sandbox_or_loader_refuses_is_found_at_its_place(text: str, found: list) -> None:
    assert document_template_problems(text, DOCGAME, sandboxed=True) == found


def test_a_trusted_game_is_held_to_the_loader_only() -> None:
    assert document_template_problems('{{ x._y }}\n{% include "nope.html" %}', DOCGAME, sandboxed=False) == \
        [(2, 1, loads("include", "nope.html"), LOADER)]


@pytest.mark.parametrize("text, heavy", [
    ("{{ range(3) }}", True), ("{{ a * 2 }}", True), ("{{ a + 1 }}", True), ("{{ a % 2 }}", True),
    ("{% macro m() %}{% endmacro %}", True), ("{% for x in y recursive %}{% endfor %}", True),
    ("{{ s|center(9) }}", True), ("{{ s|indent(2) }}", True), ('{{ s|replace("a", "b") }}', True),
    ('{{ "x".format(1) }}', True), ("{{ s|ljust(3) }}", True), ("{{ s|zfill(3) }}", True),
    ("{{ s|expandtabs(3) }}", True), ("{{ title }}", False), ("range * + % for, outside any tag", False),
])
def test_a_document_is_rendered_by_the_check_only_with_a_sign_of_heavy_jinja(text: str, heavy: bool) -> None:
    assert heavy_jinja(text) is heavy


@pytest.mark.parametrize("text, found", [
    # the fence is never closed, so the heading below it is code and its {#id} opens a Jinja comment
    ("Intro\n\n```\n## Turn {#turn}\n\nRoll.\n", (3, 1, "the code fence opened here is never closed, so the rest "
     "of the document is code, where a heading's {#id} is no id (Jinja: Missing end of comment tag at line 4)",
     FENCE_HINT)),
    ("Intro\n\n  ~~~~\n## Turn {#turn}\n", (3, 3, "the code fence opened here is never closed, so the rest of the "
     "document is code, where a heading's {#id} is no id (Jinja: Missing end of comment tag at line 4)",
     FENCE_HINT)),
    # a closed fence: the heading outside it keeps its id; the syntax error after it is Jinja's own, at its tag
    ("```\ncode\n```\n## Turn {#turn}\n\n{{ x\n", (6, 1, "unexpected end of template, expected 'end of print "
     "statement'", SYNTAX_HINT)),
    ("```\ncode\n```\n## Turn {#turn}\n", None),
])
def test_an_unclosed_code_fence_is_named_at_its_line(text: str, found: object) -> None:
    assert document_syntax_error(text, DOCGAME) == found

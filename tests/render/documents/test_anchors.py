"""A block's own anchor gives way to a heading's id, and a block shown twice gets a second anchor
(render/documents/anchors.py): tennis-sets, written outside the project, headed its example
`### A tiebreak {#example-tiebreak}` above `{{ example("tiebreak") }}`, whose box is anchored `example-tiebreak`,
and its first build stopped with WeasyPrint's "Anchor defined twice"."""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pypdf

from generator.load import load_game
from generator.render import BuildOptions
from generator.render.documents.anchors import unique_anchors
from generator.render.documents.renderer import document_html, html_to_pdf

DOCGAME = Path(__file__).resolve().parents[3] / "tests" / "fixtures" / "docs" / "docgame"


def ids(html: str) -> list[str]:
    return re.findall(r'\sid="([^"]*)"', html)


def test_a_heading_keeps_its_id_and_the_block_after_it_takes_the_next_free_one():
    html = ('<h3 id="example-tiebreak">A tiebreak</h3>\n<aside class="example" id="example-tiebreak">x</aside>\n'
            '<p id="example-tiebreak-2">taken</p>')
    assert ids(unique_anchors(html)) == ["example-tiebreak", "example-tiebreak-3", "example-tiebreak-2"]


def test_a_heading_after_the_block_still_keeps_its_id():
    html = '<figure id="table-setup">t</figure><h2 id="table-setup">Setup</h2>'
    assert ids(unique_anchors(html)) == ["table-setup-2", "table-setup"]


def test_the_same_block_twice_gets_a_second_anchor_and_a_document_without_repeats_is_untouched():
    twice = '<figure id="table-a">1</figure><p>and again</p><figure id="table-a">1</figure>'
    assert ids(unique_anchors(twice)) == ["table-a", "table-a-2"]
    once = '<h2 id="setup">S</h2><figure id="table-a">1</figure>'
    assert unique_anchors(once) is once


def test_ids_inside_an_inline_svg_are_the_pictures_own():
    html = ('<h2 id="g">G</h2><svg><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/></svg>'
            '<svg><linearGradient id="g"/></svg><p id="g">p</p>')
    out = unique_anchors(html)
    assert ids(out) == ["g", "g", "g", "g-2"]


def test_a_rulebook_whose_heading_takes_a_blocks_anchor_builds(tmp_path: Path) -> None:
    game = tmp_path / "content" / "docgame"
    shutil.copytree(DOCGAME, game, ignore=shutil.ignore_patterns("__pycache__"))
    (game / "rulebook.md").write_text(
        "## Setup {#table-setup_by_players}\n\n{{ table(\"setup_by_players\") }}\n\n"
        "## Dealing {#example-three-players}\n\n{{ example(\"three-players\") }}\n\n"
        "## Setup again\n\n{{ table(\"setup_by_players\") }}\n\nSee [the example](#example-three-players).\n",
        encoding="utf-8")
    doc = document_html(load_game(game), "rulebook", BuildOptions())
    repeated = [i for i in set(ids(doc.html)) if ids(doc.html).count(i) > 1]
    assert repeated == []
    data, pages = html_to_pdf(doc, "rulebook.md")
    text = "".join(page.extract_text() for page in pypdf.PdfReader(__import__("io").BytesIO(data)).pages)
    assert pages >= 1 and "Dealing" in text and "Setup again" in text

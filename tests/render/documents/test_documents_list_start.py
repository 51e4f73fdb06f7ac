"""A numbered list that goes on after a block placeholder prints from its own first number (render/documents/
markdown.py _list_starts): a writer's setup steps '3.' and '5.', each after a `{{ table(...) }}`, printed as '1.'
because WeasyPrint numbers every <ol> from 1 whatever its start attribute says."""
from __future__ import annotations

from generator.render.documents.markdown import markdown_parser

STEPS = "1. Lay the map.\n2. Choose the Shadow.\n\n<figure><table><tr><td>x</td></tr></table></figure>\n\n" \
        "3. Sort the tickets.\n4. Deal the starts.\n"


def test_a_list_that_starts_past_one_keeps_its_numbers_in_the_pdf(tmp_path):
    import pdfplumber
    import weasyprint

    pdf = tmp_path / "steps.pdf"
    weasyprint.HTML(string=markdown_parser().render(STEPS)).write_pdf(pdf)
    with pdfplumber.open(pdf) as doc:
        lines = [line.strip() for line in doc.pages[0].extract_text().splitlines()]
    assert [line.split(" ")[0] for line in lines if line[:1].isdigit()] == ["1.", "2.", "3.", "4."]


def test_a_list_from_one_is_left_as_it_was():
    out = markdown_parser().render("1. a\n2. b\n")
    assert out.startswith("<ol>\n<li>a</li>")
    assert 'start="7" style="counter-reset: list-item 6"' in markdown_parser().render("7. g\n8. h\n")


def test_a_placeholder_opening_a_line_of_a_paragraph_prints_no_list(tmp_path):
    """concert-programme (written outside the project) wrapped "... the first half runs for\\n{{ ... }}. Then ..."
    and the number printed opened a numbered list that cut the sentence in two on its rulebook's p. 6; a list the
    designer numbers with placeholders, after a blank line, is still a list."""
    import shutil
    from pathlib import Path

    from generator.load import load_game
    from generator.render import BuildOptions
    from generator.render.documents.renderer import document_html

    docgame = Path(__file__).resolve().parents[3] / "tests" / "fixtures" / "docs" / "docgame"
    game = tmp_path / "docgame"
    shutil.copytree(docgame, game, ignore=shutil.ignore_patterns("__pycache__"))
    (game / "rulebook.md").write_text("## Play {#play}\n\nThe first half of the game runs for\n{{ 1 }}. Then the "
                                      "second half begins.\n\n{{ 1 }}. Shuffle.\n{{ 2 }}. Deal.\n", encoding="utf-8")
    html = document_html(load_game(game), "rulebook", BuildOptions()).html
    assert "The first half of the game runs for\n1. Then the second half begins.</p>" in html
    assert "<ol>\n<li>Shuffle.</li>\n<li>Deal.</li>\n</ol>" in html

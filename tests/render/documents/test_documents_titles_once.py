"""A table or cost block under a heading of its own title prints the title once (render/documents/markdown.py
_titles_once): a writer put `{{ table("setup") }}` under `## Setup by player count` and read the title twice."""
from __future__ import annotations

from generator.render.documents.markdown import markdown_parser

FIGURE = ('<figure class="data-table" id="table-setup"><figcaption>{caption}</figcaption><table><tbody>'
          '<tr><th>2</th><td>5</td></tr></tbody></table></figure>')
VARIANT = '<span class="variant-tag">Short game</span>'


def html(markdown: str) -> str:
    return markdown_parser().render(markdown)


def test_a_table_under_a_heading_of_its_title_loses_its_caption():
    out = html("## Setup by player count {#setup}\n\n" + FIGURE.format(caption="Setup by Player Count") + "\n")
    assert "<figcaption>" not in out
    assert out.count("Setup by player count") == 1
    assert '<table><tbody><tr><th>2</th>' in out


def test_a_variants_tag_stays_as_the_caption():
    out = html("## Setup by player count\n\n" + FIGURE.format(caption=f"Setup by player count {VARIANT}") + "\n")
    assert f"<figcaption>{VARIANT}</figcaption>" in out
    assert out.count("Setup by player count") == 1


def test_a_one_line_table_under_its_title_starts_with_what_it_says():
    out = html("### Hand size.\n\n<p class=\"data-sentence\" id=\"table-hand\"><strong>Hand size</strong>. "
               "Cards kept: 5 for 2\u20134 players.</p>\n")
    assert '<p class="data-sentence" id="table-hand">Cards kept: 5 for 2\u20134 players.</p>' in out


def test_a_cost_sentence_under_its_title_keeps_only_the_price():
    out = html("## Buildings\n\n<p class=\"data-sentence costs\" id=\"costs-b\"><strong>Buildings.</strong> "
               "A Farm costs 2 Wood.</p>\n")
    assert '<p class="data-sentence costs" id="costs-b">A Farm costs 2 Wood.</p>' in out


def test_another_title_or_anything_between_keeps_the_caption():
    other = html("## Setup\n\n" + FIGURE.format(caption="Setup by player count") + "\n")
    assert "<figcaption>Setup by player count</figcaption>" in other
    between = html("## Setup by player count\n\nDeal the cards first, then read the table below for how many "
                   "each player keeps.\n\n" + FIGURE.format(caption="Setup by player count") + "\n")
    assert "<figcaption>Setup by player count</figcaption>" in between


def test_a_lead_line_between_the_heading_and_the_table_still_leaves_the_title_once():
    # athletics-decimals: '### Dual meet', the variant's range on a line, then the table 'Dual meet'
    out = html("### Dual meet\n\nTwo players only.\n\n" + FIGURE.format(caption=f"Dual meet {VARIANT}") + "\n")
    assert f"<figcaption>{VARIANT}</figcaption>" in out and out.count("Dual meet") == 1


def test_a_die_keeps_its_caption_with_its_faces():
    die = ('<figure class="data-table die-table" id="die-d"><figcaption>Weather <span class="faces">(d6)</span>'
           '</figcaption><table></table></figure>')
    assert "<figcaption>Weather" in html("## Weather\n\n" + die + "\n")


def test_a_paragraph_that_introduces_a_block_with_a_colon_keeps_with_it():
    # hoops-shotclock (written outside the project): "... Roll one die:" ended p. 6 and the die's table opened p. 7;
    # a lead (p.lead: break-after avoid) keeps them on one page; a colon inside a paragraph, or before more text, is
    # no introduction
    out = html("Some text. Roll one die:\n\n<figure>x</figure>\n\nA list:\n\n- a\n- b\n\nNot: this one\n\nplain\n")
    assert '<p class="lead">Some text. Roll one die:</p>\n<figure>' in out
    assert '<p class="lead">A list:</p>\n<ul>' in out
    assert "<p>Not: this one</p>" in out

"""The layout template check: the scanner that vouches for a template without Jinja (and hands Jinja only what it
cannot judge), and the check's findings in full: names a card, board or pad does not have, colours, fonts and icons."""
from __future__ import annotations


import pytest

from conftest import FIXTURES, edited_copy, run_check


@pytest.mark.parametrize("text, expected", [
    ("{{ name }}", (None, False)),
    ("Cost: {{ cost }} {# a note #}", (None, False)),
    ("{{- name -}} and {{+ cost +}}", (None, False)),
    ("{{ a ~ b }}", (None, False)),                      # '~' joins strings in Jinja only
    ("{{ }}", (None, False)),
    ("{% if cost %}x{% elif name %}y{% else %}z{% endif %}", (None, False)),
    ("{%- for x in items -%}{{ x }}{% else %}none{%- endfor -%}", (None, False)),
    ("{% set total = 3 %}{{ total }}", (None, False)),
    ("{% set block %}a{% endset %}{{ block }}", (None, False)),
    ("{% include 'x' %}{% import 'y' as y %}{% from 'z' import w %}", (None, False)),
    ("ab{{ name }", ("'{{' at character 3 is never closed with '}}'", False)),
    ("x {% if a", ("'{%' at character 3 is never closed with '%}'", False)),
    ("{# a note", ("'{#' at character 1 is never closed with '#}'", False)),
    ("{% if cost %}x", ("'{% if %}' is never closed with '{% endif %}'", False)),
    ("{% set block %}x", ("'{% set %}' is never closed with '{% endset %}'", False)),
    ("x{% endfor %}", ("'{% endfor %}' ends no '{% for %}'", False)),
    ("{% if a %}{% endfor %}", ("'{% endfor %}' ends no '{% for %}' (the open block is '{% if %}')", False)),
    ("{% else %}", ("'{% else %}' is outside an '{% if %}'", False)),
    ("{% for x in y %}{% elif a %}{% endfor %}", ("'{% elif %}' is outside an '{% if %}'", False)),
    ("{{ name if cost }}", (None, False)),                # Jinja's if without else, read as '... else None'
    ("{{ text | replace('\n', ' ') }}", (None, False)),  # a line break, in a string too, is a space
    ("{{ a\n if b }}", (None, False)),
    ("{{ n is divisibleby 3 }}", (None, True)),          # not Python: Jinja judges it
    ("{{ a # b\n + c }}", (None, True)),                 # a '#' keeps the line break: Python would skip '+ c'
    ("{{ a if b else }}", (None, True)),
    ("{% frobnicate %}", (None, True)),                   # no tag the scanner knows
    ("{% if a %}{{ b is divisibleby 2 }}{% endif %}", (None, True)),
])
def test_the_scanner_says_what_is_certainly_wrong_and_what_only_jinja_can_tell(text: str, expected) -> None:
    from generator.check.layout_templates import template_scan

    assert template_scan(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("cost + 1", (None, False)),
    ("-cost", (None, False)),
    ("cost if name", (None, False)),                    # Jinja's if without else
    ("cost is divisibleby 2", (None, True)),            # a Jinja test with its argument: Jinja judges it
    ("", (None, False)),
])
def test_an_expression_is_judged_as_python_first(text: str, expected) -> None:
    from generator.check.layout_templates import template_scan

    assert template_scan(text, expression=True) == expected


def test_only_a_real_syntax_error_comes_back_from_jinja() -> None:
    from generator.check.layout_templates import jinja_syntax_error

    assert jinja_syntax_error("{{ name is defined }}") is None        # valid Jinja the scanner could not vouch for
    assert jinja_syntax_error("cost if name", expression=True) is None
    assert jinja_syntax_error("{{ name }") == "'{{' at character 1 is never closed with '}}'"
    assert jinja_syntax_error("{{ name if }}")                          # Jinja's own message
    assert jinja_syntax_error("{{ a # b\n + c }}") == "unexpected char '#' at 5"
    assert jinja_syntax_error("{{ a if b else }}") == "unexpected 'end of print statement'"
    assert jinja_syntax_error("cost is", expression=True)
    assert jinja_syntax_error("{% frobnicate %}")


# --- the check's findings (tests/fixtures/games/clean: deck 'market' (cost, resource, text), board 'mat') -------

def _game(tmp_path, edits: list[tuple[str, str, str]], files: dict[str, str]):
    return edited_copy(FIXTURES / "clean", tmp_path / "clean", edits, files)


def _found(folder, rules) -> list[tuple]:
    run = run_check(content=folder.parent)
    return sorted((f["rule"], f["file"].rsplit("/", 1)[-1], f["line"], f["column"], f["message"], f["actual"],
                   f["subject"], f["hint"]) for f in run.findings if f["rule"] in rules)


DECK = ("  - id: market\n    name: Market\n", "  - id: market\n    name: Market\n    layout: front\n    back_layout: rear\n")
BOARD = ("{id: mat, name: Player mat, size: 180x120mm,", "{id: mat, name: Player mat, size: 180x120mm, layout: mat,")


def test_names_a_card_or_board_does_not_have_say_whose_face_or_back_and_what_it_has(tmp_path) -> None:
    files = {"layouts/front.yaml": "elements:\n  - text: {box: [S, S, 40, 8], text: \"{{ nmae }} {{ cost }}\"}\n",
             "layouts/rear.yaml": "elements:\n  - text: {box: [S, S, 40, 8], text: \"{{ xyzzy }}\"}\n",
             "layouts/mat.yaml": "elements:\n  - text: {box: [S, S, 40, 8], text: \"{{ colour }} {{ shade }}\"}\n"}
    folder = _game(tmp_path, [("game.yaml", *DECK), ("game.yaml", *BOARD)], files)
    found = _found(folder, ("LAY003",))
    assert [f[:5] + f[5:7] for f in found] == [
        ("LAY003", "front.yaml", 2, 5, "layout 'front' (face of deck 'market') reads 'nmae', which the deck's cards "
         "do not have", "nmae", "card/market/nmae"),
        ("LAY003", "mat.yaml", 2, 5, "layout 'mat' (board 'mat') reads 'shade', which the board's fields do not "
         "have", "shade", "board/mat/shade"),
        ("LAY003", "rear.yaml", 2, 5, "layout 'rear' (back of deck 'market') reads 'xyzzy', which the deck's cards "
         "do not have", "xyzzy", "card/market/xyzzy")]
    hints = [f[7] for f in found]
    assert hints[0] == "did you mean 'name'?"
    assert hints[2] == "card fields: id, name, count, cost, resource, text"


def test_a_broken_template_is_said_once_with_its_text_and_nothing_else_about_it(tmp_path) -> None:
    # the same broken text in a grid of 3 cells: one LAY002, and no LAY003 for the name inside it
    files = {"layouts/front.yaml": "elements:\n  - grid:\n      at: [S, S]\n      cell: [10, 10]\n      columns: 3\n"
                                   "      elements:\n        - text: {box: [0, 0, W, H], text: \"{{ nmae }\"}\n"}
    folder = _game(tmp_path, [("game.yaml", *DECK)], files)
    assert _found(folder, ("LAY002", "LAY003")) == [
        ("LAY002", "front.yaml", 7, 11, "layout 'front' (used by deck 'market'): text '{{ nmae }': template error: "
         "'{{' at character 1 is never closed with '}}'", "{{ nmae }", "layout/front/7",
         "see docs/cards.md, Templates")]


def test_colours_that_are_not_colours_say_which_palette_names_there_are(tmp_path) -> None:
    files = {"layouts/front.yaml": "elements:\n  - rect: {box: [S, S, 10, 10], fill: acent}\n"
                                   "  - rect: {box: [S, 20, 10, 10], stroke: zzzzzz}\n"}
    folder = _game(tmp_path, [("game.yaml", *DECK)], files)
    found = _found(folder, ("LAY010",))
    assert [f[:4] + f[5:7] for f in found] == [
        ("LAY010", "front.yaml", 2, 5, "acent", "layout/front/colour/acent"),
        ("LAY010", "front.yaml", 3, 5, "zzzzzz", "layout/front/colour/zzzzzz")]
    assert found[0][4] == ("layout 'front': fill 'acent' is not a colour: neither #rrggbb nor a name of the game's "
                           "style palette or the shared palette")
    assert found[1][4].startswith("layout 'front': stroke 'zzzzzz' is not a colour")
    assert found[0][7] == "did you mean 'accent'?"
    assert found[1][7] == "the game's style palette: none yet"


def test_a_colour_named_as_a_value_the_layout_sees_asks_for_its_braces(tmp_path) -> None:
    # a pad's or a board's layout sees `colour`; "fill: colour" is that value without its braces (diamond-nine)
    files = {"layouts/front.yaml": "elements:\n  - rect: {box: [S, S, 10, 10], fill: colour}\n"}
    folder = _game(tmp_path, [("game.yaml", *DECK)], files)
    (found,) = _found(folder, ("LAY010",))
    assert found[:4] == ("LAY010", "front.yaml", 2, 5)
    assert found[7] == 'a name the layout sees is written in braces: "{{ colour }}"'


def test_one_unknown_colour_or_font_used_again_in_a_layout_is_one_finding_listing_the_lines(tmp_path) -> None:
    # one slip (a palette name that is not there, a font misspelt in each text that uses it) is one LAY010 per
    # layout file, at its first use; used by the face and the back, as fill and as stroke, it is still one
    files = {"layouts/front.yaml": "elements:\n  - rect: {box: [S, S, 10, 10], fill: acent}\n"
                                   "  - text: {box: [S, 12, 40, 8], text: Hi, font: Vollkron}\n"
                                   "  - rect: {box: [S, 20, 10, 10], stroke: acent, fill: acent}\n"
                                   "  - text: {box: [S, 30, 40, 8], text: Ho, font: Vollkron, bold: true}\n"
                                   "  - rect: {box: [S, 40, 10, 10], fill: acent}\n",
             "layouts/rear.yaml": "elements:\n  - rect: {box: [S, S, 10, 10], fill: acent}\n"}
    folder = _game(tmp_path, [("game.yaml", *DECK)], files)
    found = _found(folder, ("LAY010",))
    assert [f[:5] for f in found] == [
        ("LAY010", "front.yaml", 2, 5, "layout 'front': fill 'acent' is not a colour: neither #rrggbb nor a name of "
         "the game's style palette or the shared palette (also at lines 4, 6)"),
        ("LAY010", "front.yaml", 3, 5, "layout 'front': font 'Vollkron' is not a font pnp has (also at line 5)"),
        ("LAY010", "rear.yaml", 2, 5, "layout 'rear': fill 'acent' is not a colour: neither #rrggbb nor a name of "
         "the game's style palette or the shared palette")]
    assert found[0][7] == "did you mean 'accent'?" and found[1][7].startswith("did you mean 'Vollkorn'?")


def test_a_font_pnp_does_not_have_is_reported_where_it_is_named(tmp_path) -> None:
    # a layout's own font at its element; a style font at the style's key, once for every text that uses it
    files = {"layouts/front.yaml": "elements:\n  - text: {box: [S, S, 40, 8], text: Hi, font: Nofont Sans}\n"
                                   "  - text: {box: [S, 20, 40, 8], text: Hi, font: title}\n"
                                   "  - text: {box: [S, 30, 40, 8], text: Ho, font: title}\n"}
    folder = _game(tmp_path, [("game.yaml", *DECK),
                              ("game.yaml", "decks:\n", "style:\n  title_font: Nofont Serif\ndecks:\n")], files)
    yaml = folder / "game.yaml"
    style = [i + 1 for i, line in enumerate(yaml.read_text(encoding="utf-8").splitlines()) if "title_font" in line]
    found = _found(folder, ("LAY010",))
    assert [f[:7] for f in found] == [
        ("LAY010", "front.yaml", 2, 5, "layout 'front': font 'Nofont Sans' is not a font pnp has", "Nofont Sans",
         "font/Nofont Sans"),
        ("LAY010", "game.yaml", style[0], 3, "style title_font 'Nofont Serif' is not a font pnp has", "Nofont Serif",
         "font/Nofont Serif")]
    assert all(f[7] for f in found)


def test_icon_codes_a_layout_writes_are_icons(tmp_path) -> None:
    files = {"layouts/front.yaml": "elements:\n  - text: {box: [S, S, 40, 8], text: \"Pay :zq: {{ cost }}\"}\n"
                                   "  - icons: {box: [S, 20, 40, 8], icons: \":nostar: :nostar:\"}\n"
                                   "  - icons: {box: [S, 30, 40, 8], icons: \"{{ cost }}\"}\n"}
    folder = _game(tmp_path, [("game.yaml", *DECK)], files)
    found = _found(folder, ("ICO003",))
    # the icon row filled from the cost column: each card's cost is read as icon codes (the first card per code)
    import csv

    with (FIXTURES / "clean" / "cards" / "market.csv").open(encoding="utf-8") as f:
        costs = {}
        for row in csv.DictReader(f):
            costs.setdefault(row["cost"], row["name"])
    assert sorted(f[4:7] for f in found if f[2] == 4) == sorted(
        (f"layout 'front' (deck 'market'): icons (card '{name}', column 'cost') names icon '{cost}', which is neither "
         "the game's nor pnp's (nor an alias)", cost, f"icon/{cost}") for cost, name in costs.items())
    assert [f[:7] for f in found if f[2] < 4] == [
        ("ICO003", "front.yaml", 2, 5, "layout 'front' (deck 'market'): text names icon 'zq', which is neither "
         "the game's nor pnp's (nor an alias)", "zq", "icon/zq"),
        ("ICO003", "front.yaml", 3, 5, "layout 'front' (deck 'market'): icons names icon 'nostar', which is neither "
         "the game's nor pnp's (nor an alias)", "nostar", "icon/nostar")]
    assert found[0][7] == f"add {folder}/icons/zq.yaml, or use one of pnp's templates/icons/"


def test_a_grid_cell_reads_only_what_a_card_of_cards_has(tmp_path) -> None:
    # rank-counts (written outside the project): its tally pad's grid over cards('crew') printed
    # "{{ value.fields['rank'] }}": the build stopped ('dict object' has no attribute 'fields') where the check
    # said nothing (fixed in the game since). A card of cards() has id, name, count and its deck's columns
    import shutil
    from pathlib import Path

    from generator.check import check_game
    from generator.load import load_game

    corpus = Path(__file__).resolve().parents[1] / "corpus" / "rank-counts"
    assert [f for f in check_game(load_game(corpus)) if f.rule == "LAY003"] == []
    folder = tmp_path / "rank-counts"
    shutil.copytree(corpus, folder, ignore=shutil.ignore_patterns("__pycache__"))
    tally = folder / "layouts" / "tally.yaml"
    text = tally.read_text(encoding="utf-8")
    assert text.count("{{ value.rank }}") == 1
    tally.write_text(text.replace("{{ value.rank }}", "{{ value.fields['rank'] }}"), encoding="utf-8")
    found = [(f.rule, f.loc.file.rsplit("/", 1)[-1], f.loc.line, f.message) for f in check_game(load_game(folder))
             if f.rule == "LAY003"]
    assert found == [("LAY003", "tally.yaml", 22, "layout 'tally' (pad 'tally-sheet') reads 'value.fields', which a "
                      "card of cards('crew') does not have (it has id, name, count, rank, points, text)")]


def test_a_column_read_by_a_name_pnp_gives_its_own_thing_is_said_where_it_is_read(tmp_path) -> None:
    # cricket-overs (written outside the project) named a batter column `style`: `{{ style }} · {{ side }}` printed
    # the game's style settings on every card, and nothing said so. `{{ card.style }}`, `{{ style.title_font }}`
    # and the word in plain text are fine
    files = {"layouts/front.yaml": "elements:\n  - text: {box: [S, S, 40, 8], text: \"<i>{{ style }}</i> "
                                   "{{ cost }}\"}\n  - text: {box: [S, 10, 40, 8], text: \"Style: {{ card.style }} "
                                   "{{ style.title_font }}\"}\n  - text: {box: [S, 20, 40, 8], text: "
                                   "\"{{ deck | upper }}\"}\n",
             "layouts/rear.yaml": "elements:\n  - text: {box: [S, S, 40, 8], text: \"{{ name }}\"}\n"}
    edits = [("game.yaml", *DECK),
             ("game.yaml", 'fields: {cost: int, resource: "ref:resources", text: text}',
              'fields: {cost: int, resource: "ref:resources", text: text, style: str, deck: str}'),
             ("cards/market.csv", "id,name,count,cost,resource,text", "id,name,count,cost,resource,text,style,deck"),
             ("cards/market.csv", "Take one Wood.", "Take one Wood.,Bold,Home"),
             ("cards/market.csv", "Take one Stone.", "Take one Stone.,Calm,Home"),
             ("cards/market.csv", '"Take one Grain, then pass."', '"Take one Grain, then pass.",Calm,Away')]
    folder = _game(tmp_path, edits, files)
    assert [f[:7] for f in _found(folder, ("LAY003",))] == [
        ("LAY003", "front.yaml", 2, 5, "layout 'front' (deck 'market') reads 'style', which in a layout is pnp's own "
         "({{ style }}, see docs/cards.md), not the deck's column 'style'", "style", "layout/front/hidden/style"),
        ("LAY003", "front.yaml", 4, 5, "layout 'front' (deck 'market') reads 'deck', which in a layout is pnp's own "
         "({{ deck }}, see docs/cards.md), not the deck's column 'deck'", "deck", "layout/front/hidden/deck")]


def test_a_colour_made_from_a_columns_slug_is_looked_up_for_every_card(tmp_path) -> None:
    """kofa-piac (tests/corpus, written outside the project): 'aru-' ~ (aru | slug) asked the palette for
    'aru-szalámi', which it did not have, and only the build said so. Each card's value is slugged and looked up as
    the build does; an element under a `when` is left to the build, and an entry that differs only in its accents
    is the entry (core/palette.py)."""
    files = {"layouts/front.yaml": "elements:\n  - rect: {box: [S, S, 10, 10], fill: \"res-{{ resource | slug }}\"}\n"
                                   "  - rect: {box: [S, 20, 10, 10], stroke: \"{{ 'res-' ~ (resource | slug) }}\"}\n"
                                   "  - rect: {box: [S, 30, 10, 10], fill: \"res-{{ resource | slug }}\", "
                                   "when: \"resource != 'Grain'\"}\n"}
    style = ("tokens:", "style:\n  palette:\n    res-wood: \"#8a5a2b\"\n    res-stóne: \"#777777\"\n\ntokens:")
    folder = _game(tmp_path, [("game.yaml", *DECK), ("game.yaml", *style)], files)
    found = _found(folder, ("LAY010",))
    assert [f[:5] for f in found] == [
        ("LAY010", "front.yaml", 2, 5, "layout 'front': fill of card 'Mill' (resource 'Grain') 'res-grain' is not a "
                                       "colour: neither #rrggbb nor a name of the game's style palette or the shared "
                                       "palette (also at line 3)")]


def test_a_filter_the_layouts_environment_does_not_have_is_lay002_at_its_element(tmp_path) -> None:
    # '| shout' passed the check and stopped the build (j-layoutfilter); pnp's own filters, Jinja's, `slug` and a
    # '|' inside a string pass; `{% filter %}` blocks are read too
    files = {"layouts/front.yaml": "elements:\n"
                                   "  - text: {box: [S, S, 40, 8], text: \"{{ name | shout }}\"}\n"
                                   "  - text: {box: [S, 10, 40, 8], text: \"{{ name | upper | slug }} {{ cost | word }} "
                                   "{{ 'a|b' }}\"}\n"
                                   "  - text: {box: [S, 20, 40, 8], text: \"{% filter uper %}{{ name }}{% endfilter %}\"}\n",
             "layouts/rear.yaml": "elements:\n  - rect: {box: [S, S, 4, 4], fill: ink, when: \"cost | bool\"}\n"}
    folder = _game(tmp_path, [("game.yaml", *DECK)], files)
    assert _found(folder, ("LAY002",)) == [
        ("LAY002", "front.yaml", 2, 5, "layout 'front' (used by deck 'market'): text '{{ name | shout }}': template "
         "error: no filter named 'shout'", "shout", "layout/front/2",
         "see docs/cards.md, Templates, for the filters a layout may use"),
        ("LAY002", "front.yaml", 4, 5, "layout 'front' (used by deck 'market'): text '{% filter uper %}{{ name }}{% "
         "endfilter %}': template error: no filter named 'uper'", "uper", "layout/front/4", "did you mean 'upper'?"),
        ("LAY002", "rear.yaml", 2, 5, "layout 'rear' (used by deck 'market'): when 'cost | bool': template error: "
         "no filter named 'bool'", "bool", "layout/rear/2", "see docs/cards.md, Templates, for the filters a layout "
         "may use")]


def test_a_tag_the_layouts_text_never_closes_is_lay011_at_the_tag(tmp_path) -> None:
    # '<b>{{ text }}' stopped the build inside ReportLab (m-unbalanced): the tag is named at its own column
    files = {"layouts/front.yaml": "elements:\n  - text: {box: [S, S, 40, 8], text: \"<b>{{ text }}\"}\n"}
    folder = _game(tmp_path, [("game.yaml", *DECK)], files)
    assert _found(folder, ("LAY011",)) == [
        ("LAY011", "front.yaml", 2, 39, "layout 'front' (deck 'market'): the text uses '<b>', which card, board and "
         "pad text may not use: it is never closed: write </b> where its style ends", "<b>",
         "layout/front/markup/<b>", "card, board and pad text may use <b>, <i>, <u>, <strike>, <super>, <sub>, "
         "<br/> and <font color=... size=...>; pictures are image elements or :icon: codes (see docs/safety.md)")]


def test_a_cards_stars_that_cross_are_lay011_at_its_csv_cell(tmp_path) -> None:
    # the cell's own tags print as written (escaped); its '**' and '*' become <b> and <i>, and crossing ones are a
    # tag ended out of order, which ReportLab refuses mid-build: said at the cell, naming the card
    files = {"layouts/front.yaml": "elements:\n  - text: {box: [S, S, 50, 20], text: \"{{ text }}\"}\n"}
    folder = _game(tmp_path, [("game.yaml", *DECK),
                              ("cards/market.csv", "Take one Stone.", "**Take *one** Stone*."),
                              ("cards/market.csv", "Take one Wood.", "**Take** *one* <b>Wood.")], files)
    assert _found(folder, ("LAY011",)) == [
        ("LAY011", "market.csv", 3, 25, "deck 'market', card 'Quarry': column 'text' sets **bold** and *italic* "
         "across one another, so its text uses '</b>', which card text may not use: it ends <b> while <i>, opened "
         "after it, is still open: end tags come in the reverse order, </i></b>", "**Take *one** Stone*.",
         "card/market/quarry/text/markup", "close the inner style first: '**a *b* c**' or '*a **b** c*' (layout "
         "'front' prints this column)")]

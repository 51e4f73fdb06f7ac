"""DOC001 (a hand-typed number next to a term the data computes) and DOC002 (a placeholder naming
something the game lacks), on copies of the document fixture game; and both stay quiet on the
shipped rulebooks."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.check import check_game
from generator.check.words import stem
from generator.load.documents import placeholder_calls
from generator.load import load_game

ROOT = Path(__file__).resolve().parents[2]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"


def findings(tmp_path: Path, rulebook: str, rule: str) -> list[tuple[int, int, str]]:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "rulebook.md").write_text(rulebook, encoding="utf-8")
    return [(f.loc.line, f.loc.col, f.message) for f in check_game(load_game(folder)) if f.rule == rule]


def test_the_fixture_documents_check_clean() -> None:
    assert [f for f in check_game(load_game(DOCGAME)) if f.severity != "note"] == []


@pytest.mark.parametrize("prose, number, term", [
    ("Then deal 3 cards to each player.", "3", "Cards dealt"),          # row label, both words around
    ("Each player is dealt 2 cards.", "2", "Cards dealt"),              # irregular past participle
    ("Deal three cards dealt face down.", "three", "Cards dealt"),      # a number word counting the term
    ("The game is for 2-4 players.", "2-4", "players"),                 # the player range
    ("| Setup | Deal |\n| --- | --- |\n| Cards | deal 2 cards |", "2", "Cards dealt"),  # a table cell
])
def test_typed_numbers_are_flagged(tmp_path: Path, prose: str, number: str, term: str) -> None:
    hits = findings(tmp_path, f"## Setup {{#setup}}\n\n{prose}\n", "DOC001")
    assert len(hits) == 1, hits
    line, col, message = hits[0]
    before = prose[:prose.index(f" {number} ") + 1 if f" {number} " in prose else prose.index(number)]
    assert (line, col) == (3 + before.count("\n"), len(before) - (before.rfind("\n") + 1) + 1)
    assert message.startswith(f"'{number}' is typed by hand next to '{term}'")


@pytest.mark.parametrize("prose", [
    "1. Shuffle the deck.\n2. Deal the cards.",                           # list markers
    "Deal {{ engine.cards_dealt(3) }} cards to each player.",            # the placeholder itself
    "Read Acts 13:2 and buy a 2-Faith card.",                            # references and names
    "You may do this in two ways: deal cards or pass.",                  # a number word counting something else
    "There are 3 huts in the village; roll again on a 1.",               # no computed term nearby
    "<span data-x=\"3 cards dealt\">x</span> and `deal 3 cards` in code.",  # markup and code
    "For the duel, 2 players face each other.",                         # a count, not the range
    "Put the marker on space 3 of the cards dealt track.",               # a position on a track, not an amount
    "Mark box 4 in the row of cards dealt.",                             # a box's number
])
def test_prose_and_markup_are_not_flagged(tmp_path: Path, prose: str) -> None:
    assert findings(tmp_path, f"## Setup {{#setup}}\n\n{prose}\n", "DOC001") == []


def test_unknown_placeholder_targets_are_reported_where_written(tmp_path: Path) -> None:
    text = ("## Setup {#setup}\n\n"
            '{{ table("setup") }} {{ die("wether") }} {{ costs("buildngs") }}\n'
            '{{ card("market", "mil") }} {{ card("markt", "mill") }} {{ ref("seup") }}\n'
            "{{ engine.card_dealt(2) }} {{ tabel('x') }} {{ names(\"deck:market\") }}\n")
    hits = {(line, message) for line, _, message in findings(tmp_path, text, "DOC002")}
    assert hits == {
        (3, "table(): unknown table 'setup'"), (3, "die(): unknown die table 'wether'"),
        (3, "costs(): unknown cost group 'buildngs'"), (4, "card(): unknown card of deck 'market' 'mil'"),
        (4, "card(): unknown deck 'markt'"), (4, "ref(): unknown section 'seup'"),
        (5, "unknown engine rule 'card_dealt'"), (5, "unknown placeholder 'tabel'"),
    }


def test_a_turn_figure_of_a_name_set_the_game_lacks_is_reported_where_written(tmp_path: Path) -> None:
    # halves-realm (blind writer, set 36) wrote figure("turn", repeat="turn") with its steps in 'turn-steps': the
    # build stopped ("the game has no name set 'phases' to draw") and pnp check said nothing
    text = ("## Turn {#turn}\n\n"
            '{{ figure("turn", repeat="turn") }}\n\n{{ figure("turn", steps="resorces") }}\n\n'
            '{{ figure("turn", steps="resources") }}\n')
    assert findings(tmp_path, text, "DOC002") == [
        (3, 12, "figure('turn'): the game has no name set 'phases' to draw"),
        (5, 12, "figure('turn'): the game has no name set 'resorces' to draw")]


def test_a_card_list_of_a_deck_or_column_the_game_lacks_is_reported_where_written(tmp_path: Path) -> None:
    # cards("deck", columns=...): the build stops on a column the deck lacks; the check says where, for columns
    # given as a list or comma-separated
    text = ("## Cards {#cards}\n\n"
            '{{ cards("markt") }}\n\n{{ cards("market", columns=["cost", "txet"]) }}\n\n'
            '{{ cards("market", columns="cots, text", title="All (of them)") }}\n\n{{ cards("market", columns=["text"]) }}\n')
    assert findings(tmp_path, text, "DOC002") == [
        (3, 11, "cards(): unknown deck 'markt'"),
        (5, 11, "cards('market'): deck 'market' has no column 'txet'"),
        (7, 11, "cards('market'): deck 'market' has no column 'cots'")]


def test_an_option_a_placeholder_does_not_take_is_reported_where_written(tmp_path: Path) -> None:
    # die("weather", bogus=true) passed `pnp check` and stopped `pnp build` ("got an unexpected keyword argument"):
    # every keyword of a placeholder is held to what it takes; an option of a call inside it is that call's
    die = next(d.id for d in load_game(DOCGAME).game.dice)
    text = ("## Cards {#cards}\n\n"
            f'{{{{ die("{die}", percentil=true) }}}}\n\n{{{{ costs("buildings", titel="Prices") }}}}\n\n'
            '{{ figure("turn", players=2) }}\n\n{{ figure("setup", players=2, board="x") | safe }}\n\n'
            '{{ cards("market", columns=names("x", y=1), copies=false) }}\n\n{{ table("setup_by_players", a=1) }}\n')
    assert [(line, message) for line, _, message in findings(tmp_path, text, "DOC002")
            if "option" in message] == [
        (3, f"die('{die}'): no option 'percentil'"), (5, "costs('buildings'): no option 'titel'"),
        (7, "figure('turn'): no option 'players'"), (11, "names('x'): no option 'y'"),
        (13, "table('setup_by_players'): no option 'a'")]


def test_the_options_the_check_knows_are_those_the_placeholders_take() -> None:
    import inspect

    from generator.load.documents import PLACEHOLDER_KEYWORDS, PLACEHOLDER_TARGETS
    from generator.render.documents.diagrams import _setup
    from generator.render.documents.placeholders import DocumentContext
    for name in PLACEHOLDER_TARGETS:
        if name != "figure":
            takes = list(inspect.signature(getattr(DocumentContext, name)).parameters)[2:]
            assert tuple(takes) == PLACEHOLDER_KEYWORDS.get(name, ()), name
    assert tuple(inspect.signature(_setup).parameters)[2:5] == PLACEHOLDER_KEYWORDS["figure:setup"]


def test_stems() -> None:
    assert {stem(w) for w in ("Missionaries", "missionary")} == {"missionary"}
    assert stem("drawn") == stem("draws") == stem("draw")
    assert stem("removed") == stem("remove")
    assert stem("dealt") == stem("deals")


@pytest.mark.parametrize("game", ["commissioned", "the-acts", "journeys-of-paul", "commerce"])
def test_shipped_documents_check_clean(game: str) -> None:
    folder = ROOT / "content" / game
    if not (folder / "rulebook.md").is_file():
        pytest.skip(f"content/{game}/rulebook.md is not written yet")
    found = [(f.rule, str(f.loc), f.message) for f in check_game(load_game(folder)) if f.rule.startswith("DOC")]
    assert found == []


def test_checking_documents_imports_no_template_library() -> None:
    """The check reads Markdown with markdown-it, as the renderer does, but renders nothing."""
    code = ("import sys\nfrom generator.app.cli import app\n"
            "try:\n    app(['check', '--content', sys.argv[1]])\nexcept SystemExit:\n    pass\n"
            "print(sorted({m.split('.')[0] for m in sys.modules} & "
            "{'jinja2', 'markupsafe', 'weasyprint', 'reportlab', 'PIL', 'pypdfium2'}))\n")
    out = subprocess.run([sys.executable, "-c", code, str(DOCGAME.parent)], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip().splitlines()[-1] == "[]"


def test_string_arguments_are_read_as_strings() -> None:
    """A parenthesis, a name or `engine.x` inside a placeholder's string is text, not a call."""
    text = ('{{ costs("miracles", "Prices and effects (points are believers)") }}\n'
            "{{ card('trial', 'x', caption=\"Don't (ever) call engine.nope(1)\") }}\n"
            '{{ engine.cards_dealt(2) | counted("card (or two)") }} {{ tabel("x") }}\n')
    calls, rules, unknown = placeholder_calls(text)
    assert [(c.name, c.args, c.line, c.col) for c in calls] == [
        ("costs", ("miracles", "Prices and effects (points are believers)"), 1, 11),
        ("card", ("trial", "x", "Don't (ever) call engine.nope(1)"), 2, 10)]
    assert [r.name for r in rules] == ["cards_dealt"]
    assert [(u.name, u.line) for u in unknown] == [("tabel", 3)]


def test_a_title_with_parentheses_checks_clean(tmp_path: Path) -> None:
    text = '## Building {#building}\n\n{{ costs("buildings", "Buildings (wood and stone)") }}\n'
    assert findings(tmp_path, text, "DOC002") == []


def test_icons_may_be_yaml_files_or_aliases(tmp_path: Path) -> None:
    """DOC002 accepts every icon the build can draw: the game's .yaml/.svg/.png icons, pnp's built-in
    ones, and aliases of either (chains too); an alias that leads nowhere is unknown."""
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    icons = folder / "icons"
    icons.mkdir()
    (icons / "believer.yaml").write_text("view: [10, 10]\nshapes:\n  - {circle: [5, 5, 4], fill: ink}\n",
                                         encoding="utf-8")
    (icons / "_aliases.yaml").write_text("faithful: believer\nflock: faithful\npray: hand\nghost: nothing\n",
                                         encoding="utf-8")
    names = ["believer", "faithful", "flock", "pray", "star", "ghost", "belever"]
    (folder / "rulebook.md").write_text("## Icons {#icons}\n\n" + " ".join(f'{{{{ icon("{n}") }}}}' for n in names)
                                        + "\n", encoding="utf-8")
    found = [f.message for f in check_game(load_game(folder)) if f.rule == "DOC002"]
    assert found == ["icon(): unknown icon 'ghost'", "icon(): unknown icon 'belever'"]


def test_an_icon_without_a_meaning_is_reported_where_it_is_drawn(tmp_path: Path) -> None:
    """DOC003: an icon of the game's own that the icon glossary would print as a bare name. A glossary term
    named like it, a `meaning:` line in its file, or {icon: ..., meaning: ...} for an alias each give it one."""
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    icons = folder / "icons"
    icons.mkdir()
    shape = "view: [10, 10]\nshapes:\n  - {circle: [5, 5, 4], fill: ink}\n"
    (icons / "believer.yaml").write_text(shape, encoding="utf-8")
    (icons / "chapel.yaml").write_text("# A chapel.\nmeaning: Where believers gather.\n" + shape, encoding="utf-8")
    (icons / "hut.yaml").write_text(shape, encoding="utf-8")            # the glossary defines Hut
    (icons / "_aliases.yaml").write_text("# aliases\npray: hand\nsing: {icon: star, meaning: Praise aloud.}\n",
                                         encoding="utf-8")
    found = sorted((f.loc.file.replace("\\", "/").split("docgame/")[-1], f.loc.line, f.loc.col, f.severity, f.message)
                   for f in check_game(load_game(folder)) if f.rule == "DOC003")
    assert found == [
        ("icons/_aliases.yaml", 2, 1, "warning", "icon 'pray' would print in the icon glossary as a bare name, "
                                                  "with no meaning"),
        ("icons/believer.yaml", 1, 1, "warning", "icon 'believer' would print in the icon glossary as a bare name, "
                                                  "with no meaning"),
    ]


def test_a_cards_own_picture_needs_no_meaning(tmp_path: Path) -> None:
    """An icon whose file says `glossary: false` is one card's picture: the icon glossary leaves it out, so it
    is no bare name there (no DOC003) and the rulebook's glossary lists only the other icons."""
    from generator.render import BuildOptions
    from generator.render.documents.renderer import document_html

    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "icons").mkdir()
    shape = "view: [10, 10]\nshapes:\n  - {circle: [5, 5, 4], fill: ink}\n"
    (folder / "icons" / "wheel.yaml").write_text("# A cart's wheel: one card's picture.\nglossary: false\n" + shape,
                                                 encoding="utf-8")
    (folder / "icons" / "chapel.yaml").write_text("meaning: Where believers gather.\n" + shape, encoding="utf-8")
    (folder / "rulebook.md").write_text("## Icons {#icons}\n\n{{ icons() }}\n", encoding="utf-8")
    loaded = load_game(folder)
    assert [f for f in check_game(loaded) if f.rule == "DOC003"] == []
    html = document_html(loaded, "rulebook", BuildOptions()).html
    assert re.findall(r"<dt>([^<]*)</dt>", html) == ["Chapel"]
    (folder / "icons" / "wheel.yaml").write_text("glossary: no\n" + shape, encoding="utf-8")   # a YAML boolean too
    assert [f for f in check_game(load_game(folder)) if f.rule == "DOC003"] == []
    # a rulebook that does not place the glossary gets one at its end, but not for card pictures alone
    (folder / "rulebook.md").write_text("## Rules {#rules}\n\nPlay.\n", encoding="utf-8")
    assert '#icon-glossary"' in document_html(load_game(folder), "rulebook", BuildOptions()).html
    (folder / "icons" / "chapel.yaml").unlink()
    assert 'icon-glossary"' not in document_html(load_game(folder), "rulebook", BuildOptions()).html


def test_doc003_fires_at_the_alias_line(tmp_path: Path) -> None:
    from conftest import assert_fires, run_check

    folder = tmp_path / "content" / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "icons").mkdir()
    aliases = folder / "icons" / "_aliases.yaml"
    aliases.write_text("# the game's own words for pnp's pictures\npray: hand\n", encoding="utf-8")
    run = run_check("docgame", content=tmp_path / "content")
    assert_fires(run, "DOC003", aliases, 2, "pray", "would print in the icon glossary as a bare name")


@pytest.mark.parametrize("aliases, lines", [
    ("# quoted keys\n'kneel': hand\n\"wave\": gem\n", {"kneel": 2, "wave": 3}),
    ("# a flow mapping\n{kneel: hand, wave: gem}\n", {"kneel": 2, "wave": 2}),
    ("# a key written over two lines has no line of its own: the file's first\n? kneel\n: hand\n", {"kneel": 1}),
])
def test_doc003_finds_the_alias_line_however_the_key_is_written(tmp_path: Path, aliases: str,
                                                                lines: dict[str, int]) -> None:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "icons").mkdir()
    (folder / "icons" / "_aliases.yaml").write_text(aliases, encoding="utf-8")
    found = {f.actual: (f.loc.file.rsplit("/", 2)[-2:], f.loc.line, f.loc.col)
             for f in check_game(load_game(folder)) if f.rule == "DOC003"}
    assert found == {alias: (["icons", "_aliases.yaml"], line, 1) for alias, line in lines.items()}


# placeholder -> (argument written, message, hint): the fixture's names read by hand (game.yaml, cards/market.csv)
PLACEHOLDERS = [
    ('category("fod")', "fod", "category(): unknown category 'fod'", "did you mean 'food'?"),
    ('names("resorces")', "resorces", "names(): unknown name set 'resorces'", "did you mean 'resources'?"),
    ('deck("markt")', "markt", "deck(): unknown deck 'markt'", "did you mean 'market'?"),
    ('inventory("pawn")', "pawn", "inventory(): unknown component 'pawn'", "did you mean 'pawns'?"),
    ('example("three-player")', "three-player", "example(): unknown example 'three-player'",
     "did you mean 'three-players'?"),
    ('variant("dual")', "dual", "variant(): unknown variant 'dual'", "did you mean 'duel'?"),
    ('variant("solo")', "solo", "variant(): unknown variant 'solo'", "known: duel"),
    ('icon("hnd")', "hnd", "icon(): unknown icon 'hnd'", "did you mean 'hand'?"),
    ('figure("setpu")', "setpu", "figure(): unknown figure 'setpu'", "did you mean 'setup'?"),
    ('card("market", "zzz")', "zzz", "card(): unknown card of deck 'market' 'zzz'", "known: woodcutter, quarry, mill"),
    ('costs("zz")', "zz", "costs(): unknown cost group 'zz'", "known: buildings"),
]


def test_every_placeholder_kind_names_what_it_lacks_with_a_hint(tmp_path: Path) -> None:
    lines = [f"Here {{{{ {call} }}}} is." for call, *_ in PLACEHOLDERS] + ['A whole deck: {{ card("market") }}.']
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "rulebook.md").write_text("## Setup {#setup}\n\n" + "\n\n".join(lines) + "\n", encoding="utf-8")
    got = [(f.loc.line, f.loc.col, f.message, f.hint, f.subject, f.actual)
           for f in check_game(load_game(folder)) if f.rule == "DOC002"]
    # the column is the call's first argument's (a card's deck, for card())
    assert got == [(3 + 2 * k, lines[k].index("(") + 3, message, hint,
                    f"rulebook.md/{call.split('(')[0]}/{arg}", arg)
                   for k, (call, arg, message, hint) in enumerate(PLACEHOLDERS)]


def test_a_correct_typed_number_is_a_warning_and_strict_makes_it_an_error(tmp_path: Path) -> None:
    # a number that agrees with the data contradicts nothing: a warning (exit 0); --strict is the publisher's gate
    from typer.testing import CliRunner

    from generator.app.cli import app

    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "rulebook.md").write_text("## Setup {#setup}\n\nThen deal 3 cards to each player.\n", encoding="utf-8")
    loaded = load_game(folder)
    assert [(f.rule, f.severity) for f in check_game(loaded) if f.rule == "DOC001"] == [("DOC001", "warning")]
    assert [(f.rule, f.severity) for f in check_game(loaded, strict=True)
            if f.rule == "DOC001"] == [("DOC001", "error")]
    plain = CliRunner().invoke(app, ["check", "docgame", "--content", str(tmp_path), "--no-cache"])
    assert plain.exit_code == 0 and "rulebook.md:3:11: warning[DOC001] '3' is typed by hand" in plain.output
    strict = CliRunner().invoke(app, ["check", "docgame", "--content", str(tmp_path), "--no-cache", "--strict"])
    assert strict.exit_code == 1 and "rulebook.md:3:11: error[DOC001] '3' is typed by hand" in strict.output


def test_heading_ids_are_swapped_on_heading_lines_outside_fences_once_per_text() -> None:
    # protect_heading_ids hides a heading's {#id} from Jinja2 (a comment to it) and nothing else: not a {# comment #}
    # of the prose, not a heading inside a code fence; a document's answer is worked out once and given again
    from generator.load.documents import ID_MARK, _protected, protect_heading_ids, restore_heading_ids

    text = ("# Setup {#setup}\n\nPlay {# a note #} on.\n\n```\n# Not a heading {#fenced}\n```\n"
            "## Scoring {#scoring}\n")
    want = text.replace("{#setup}", ID_MARK + "setup}").replace("{#scoring}", ID_MARK + "scoring}")
    before = _protected.cache_info().hits
    assert protect_heading_ids(text) == want and len(want) == len(text)   # the same columns
    assert protect_heading_ids(text) is protect_heading_ids(text) and _protected.cache_info().hits == before + 2
    assert restore_heading_ids(protect_heading_ids(text)) == text
    assert protect_heading_ids("Play {{ 3 }} cards.") == "Play {{ 3 }} cards."


def test_a_section_under_a_heading_that_prints_a_variant_tells_that_variant(tmp_path: Path) -> None:
    # halves-realm (blind writer, set 36): "### {{ variant("grand-realm") }}" then "Each player still has two lords,
    # and the game lasts twelve rounds" was held to the base game's rows; a paragraph naming the variant never was
    para = "At two players, deal 5 cards to each player."
    base = findings(tmp_path / "base", f"## Setup {{#setup}}\n\n{para}\n", "TXT001")
    assert [m for _, _, m in base] == ["'5' next to 'Cards dealt' at 2 players, but row 'Cards dealt' of table "
                                       "'setup_by_players' gives 3"]
    text = f'## Variants {{#variants}}\n\nTry these.\n\n### {{{{ variant("duel") }}}} {{#duel}}\n\n{para}\n'
    assert findings(tmp_path / "variant", text, "TXT001") == []


def test_a_turn_figure_without_steps_draws_the_games_one_order_of_play(tmp_path: Path) -> None:
    # colour-numbers (blind writer, set 68): figure("turn", repeat="turn") with the steps in 'turn-steps' alone
    from generator.check import check_game
    from generator.load import load_game

    game = ROOT / "tests" / "corpus" / "colour-numbers"
    assert [f for f in check_game(load_game(game)) if f.rule == "DOC002"] == []


def test_an_engine_rule_called_with_arguments_it_cannot_take_is_doc002(tmp_path: Path) -> None:
    # a hostile-input probe: `{{ engine.second_prize(1, 2, 3) }}` for second_prize(players) checked clean and stopped
    # the build. The call's shape (how many positional arguments, which keywords) is held to the rule's signature;
    # what the arguments hold is the template's. A call that unpacks (`*pair`) or fits says nothing
    folder = tmp_path / "split-cards"
    shutil.copytree(ROOT / "tests" / "corpus" / "split-cards", folder, ignore=shutil.ignore_patterns("__pycache__"))
    book = folder / "rulebook.md"
    start = book.read_text(encoding="utf-8").count("\n")
    line = ("Probe {{ engine.second_prize(1, 2, 3) }}, {{ engine.second_prize(players=3) }}, "
            "{{ engine.second_prize(nope=3) }}, {{ engine.second_prize(*[3]) }}, {{ engine.second_prize(3) }}.")
    book.write_text(book.read_text(encoding="utf-8") + "\n" + line + "\n", encoding="utf-8")
    found = [(f.loc.line - start, f.loc.col, f.message, f.hint) for f in check_game(load_game(folder))
             if f.rule == "DOC002"]
    assert found == [
        (2, line.index("second_prize(1") + 1, "engine.second_prize(..., ..., ...) does not fit second_prize(players: "
                                              "int) -> int: too many positional arguments",
         "call it as engine.second_prize(players: int) -> int, or change the rule in engine.py"),
        (2, line.index("second_prize(nope") + 1, "engine.second_prize(nope=...) does not fit second_prize(players: "
                                                 "int) -> int: missing a required argument: 'players'",
         "call it as engine.second_prize(players: int) -> int, or change the rule in engine.py")]
    calls = placeholder_calls("{{ engine.a(1, [2, 3], k=4) }} {{ engine.b }} {{ engine.c() }}")[1]
    assert [(c.name, c.args, c.keywords, c.called) for c in calls] == [
        ("a", ("", ""), (("k", ""),), True), ("b", (), (), False), ("c", (), (), True)]


BARE = ("## Setup {#setup}\n\n"
        "A session lasts {{ minutes }} minutes for {{ players }} players of {{ title }}.\n\n"                # 3
        "{% set deal = 3 %}{% for n in range(deal) %}{{ n }}{{ loop.index }}{% endfor %}\n\n"               # 5
        "{% macro pair(a, b=2) %}{{ a }} and {{ b }}{% endmacro %}{{ pair(1) }}\n\n"                         # 7
        "{% if age is defined %}{{ age }}{% endif %} {{ kids | default(3) }} {{ ages | d(8) }}\n\n"           # 9
        "{% with w = 4 %}{{ w }}{% endwith %}{% raw %}{{ literally }}{% endraw %} {{ cycler('a').next() }}\n\n"  # 11
        "Each round, draw {{ drawn }} cards; in a long game {{ minutes }} more.\n")                           # 13


def test_a_bare_name_the_document_context_lacks_is_reported_where_first_written(tmp_path: Path) -> None:
    # chapter-campaign (blind writer, set 155) wrote {{ minutes }} in a sentence: the build stopped ('minutes' is
    # undefined) and pnp check said nothing. Names the document's own loop, macro, set, with or raw block give,
    # and names a `defined` test or the default filter guards, stop nothing
    assert findings(tmp_path, BARE, "DOC002") == [(3, 20, "unknown placeholder 'minutes'"),
                                                  (13, 21, "unknown placeholder 'drawn'")]


@pytest.mark.parametrize("line, stops", [(3, True), (5, False), (7, False), (9, False), (11, False), (13, True)])
def test_the_build_stops_where_the_check_reports_a_bare_name(tmp_path: Path, line: int, stops: bool) -> None:
    # the check's reading agrees with the build's StrictUndefined, line by line of BARE
    from generator.render.documents.markdown import DocumentError
    from generator.render.documents.renderer import document_html
    from generator.render.job import BuildOptions

    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    lines = BARE.split("\n\n")
    (folder / "rulebook.md").write_text(lines[0] + "\n\n" + lines[(line - 1) // 2] + "\n", encoding="utf-8")
    if stops:
        with pytest.raises(DocumentError, match="is undefined"):
            document_html(load_game(folder), "rulebook", BuildOptions())
    else:
        assert document_html(load_game(folder), "rulebook", BuildOptions())


FAULTS = ("## Setup {#setup}\n\n"
          "Fruit: {{ summary | shout }}, {{ title|upper }}, {{ \"a | b\" }} {# x | nope #}\n\n"          # 3
          "{% if players is weird %}{% endif %}{% if players is not defined %}{% endif %}\n\n"           # 5
          "{{ 7 / 0 }} {{ 7 // (0) }} {{ 7 / 0.5 }} {{ 7 / 10 }}\n\n"                                    # 7
          "{% filter shout %}x{% endfilter %}{% raw %}{{ x | nope }}{% endraw %}\n")                     # 9


def test_an_unknown_filter_or_test_or_a_literal_division_by_zero_is_reported_where_written(tmp_path: Path) -> None:
    # hostile38: `{{ summary | shout }}` and `{{ 1 / 0 }}` checked clean; the build stopped at them (the first with
    # exit 2, the second with 'this is a bug in pnp'). Strings, comments and raw blocks hold no filter
    line3 = FAULTS.split("\n")[2]
    assert findings(tmp_path, FAULTS, "DOC002") == [
        (3, line3.index("shout") + 1, "unknown filter 'shout'; the build would stop here"),
        (5, 18, "unknown test 'weird'; the build would stop here"),
        (9, 11, "unknown filter 'shout'; the build would stop here")]
    assert findings(tmp_path / "again", FAULTS, "DOC006") == [
        (7, 6, "rulebook.md: the placeholder divides by zero ('/ 0'); the build would stop here"),
        (7, FAULTS.split("\n")[6].index("//") + 1, "rulebook.md: the placeholder divides by zero ('// 0'); the build "
                                                    "would stop here")]


def test_a_filter_near_a_known_one_gets_a_did_you_mean(tmp_path: Path) -> None:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "rulebook.md").write_text("## Setup {#setup}\n\n{{ 3 | countd('card') }}\n", encoding="utf-8")
    found = [f for f in check_game(load_game(folder)) if f.rule == "DOC002"]
    assert [(f.loc.line, f.loc.col, f.hint) for f in found] == [(3, 8, "did you mean 'counted'?")]


@pytest.mark.parametrize("placeholder, words", [
    ("{{ summary | shout }}", "No filter named 'shout'"),
    ("{{ 1 if players is weird }}", "a placeholder was called wrongly: No test named 'weird'"),
    ("{{ 7 / 0 }}", "the placeholder divides by zero"),
    # not a literal zero: the check cannot know it; the build names the line and exits 2, never 'a bug in pnp'
    ("{{ 7 // (title|length - title|length) }}", "the placeholder divides by zero"),
])
def test_the_build_stops_at_each_template_fault_with_its_line(tmp_path: Path, placeholder: str, words: str) -> None:
    from generator.render.documents.markdown import DocumentError
    from generator.render.documents.renderer import document_html
    from generator.render.job import BuildOptions

    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "rulebook.md").write_text(f"## Setup {{#setup}}\n\n{placeholder}\n", encoding="utf-8")
    with pytest.raises(DocumentError, match=re.escape(f"rulebook.md:3: {words}")):
        document_html(load_game(folder), "rulebook", BuildOptions())


@pytest.mark.parametrize("sandboxed", [True, False])
def test_the_filters_and_tests_the_check_knows_are_those_the_build_has(sandboxed: bool) -> None:
    from generator.load.documents import DOCUMENT_FILTERS, DOCUMENT_TESTS
    from generator.load.templating import make_environment

    env = make_environment(DOCGAME, sandboxed=sandboxed)
    assert DOCUMENT_FILTERS == set(env.filters)
    assert DOCUMENT_TESTS == {name for name in env.tests if name.isidentifier()}

"""Safety of the document pipeline: WeasyPrint reads only files under the game's folder,
templates/ and fonts/ (never the network, never a path outside, symlinks and .. resolved), and
text from the data prints exactly as written (HTML and Markdown characters escaped)."""
from __future__ import annotations

import html
import io
import os
import re
import shutil
from pathlib import Path

import pypdf
import pytest
from markupsafe import Markup

from generator.load import load_game
from generator.render import BuildOptions
from generator.render.documents.renderer import document_html, html_to_pdf
from generator.render.documents.fetcher import LocalFileFetcher, RefusedURLError
from generator.render.documents.markdown import DocumentError
from generator.render.documents.placeholders import escape_text

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"
# a whole 1 x 1 PNG (pictures are decoded whole now: a bad chunk checksum is refused, see test_pictures.py)
PNG = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000"
                    "1f15c4890000000d49444154789c6360606060000000050001a5f645400000000049454e44ae426082")


@pytest.fixture
def game(tmp_path: Path) -> Path:
    folder = tmp_path / "content" / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "art").mkdir()
    (folder / "art" / "dot.png").write_bytes(PNG)
    (tmp_path / "secret.png").write_bytes(PNG)
    return folder


# --- the fetcher on its own ----------------------------------------------------------------------
def test_serves_files_inside_the_allowed_folders(game: Path) -> None:
    fetcher = LocalFileFetcher([game])
    response = fetcher.fetch((game / "art" / "dot.png").as_uri())
    assert response.read() == PNG and response.content_type == "image/png"
    assert fetcher.fetch("data:text/plain,hello").read() == b"hello"


@pytest.mark.parametrize("url, reason", [
    ("file:///etc/passwd", "outside the game's folder"),
    ("http://example.com/board.png", "may not load 'http' URLs"),
    ("https://example.com/style.css", "may not load 'https' URLs"),
    ("ftp://example.com/x.png", "may not load 'ftp' URLs"),
    ("file://otherhost/share/x.png", "'otherhost' is another machine"),
])
def test_refuses_network_and_outside_urls(game: Path, url: str, reason: str) -> None:
    with pytest.raises(RefusedURLError) as info:
        LocalFileFetcher([game]).fetch(url)
    assert reason in info.value.reason and url in str(info.value)


def test_refuses_dot_dot_and_symlinks_that_leave_the_folder(game: Path) -> None:
    fetcher = LocalFileFetcher([game])
    with pytest.raises(RefusedURLError, match="outside"):
        fetcher.fetch(game.as_uri() + "/art/../../../secret.png")
    os.symlink(game.parent.parent / "secret.png", game / "art" / "link.png")
    with pytest.raises(RefusedURLError, match="outside"):
        fetcher.fetch((game / "art" / "link.png").as_uri())
    with pytest.raises(RefusedURLError, match="no such file"):
        fetcher.fetch((game / "art" / "missing.png").as_uri())


# --- whole documents -------------------------------------------------------------------------------
def render(game: Path, body: str) -> bytes:
    (game / "rulebook.md").write_text(f"## Art {{#art}}\n\n{body}\n", encoding="utf-8")
    data, _ = html_to_pdf(document_html(load_game(game), "rulebook", BuildOptions()), "rulebook.md")
    return data


@pytest.mark.parametrize("body, col, target, reason", [
    ('<img src="file:///etc/passwd">', 11, "file:///etc/passwd", "documents may not load 'file:' URLs; only files inside the game's folder"),
    ("![Board](http://example.com/board.png)", 10, "http://example.com/board.png",
     "documents may not load 'http:' URLs; only files inside the game's folder"),
    ('<link rel="stylesheet" href="https://example.com/evil.css">', 30, "https://example.com/evil.css",
     "documents may not load 'https:' URLs; only files inside the game's folder"),
    ("![Secret](../../secret.png)", 11, "../../secret.png", "'../../secret.png' climbs out with '..'"),
    ("![Board](//evil.example/board.png)", 10, "//evil.example/board.png",
     "documents may not load another machine ('//host'); only files inside the game's folder"),
    ("![x](file:///etc/passwd)", 6, "file:///etc/passwd", "documents may not load 'file:' URLs; only files inside the game's folder"),
    ("<style>@import 'https://example.com/x.css';</style>", 17, "https://example.com/x.css",
     "documents may not load 'https:' URLs; only files inside the game's folder"),
    ('<div style="background: url(/etc/passwd)">x</div>', 29, "/etc/passwd", "'/etc/passwd' is an absolute path"),
    ("![Missing](art/none.png)", 12, "art/none.png", "no such file in the game's folder"),
])
def test_a_rulebook_cannot_load_outside_or_network_files(game: Path, body: str, col: int, target: str,
                                                         reason: str) -> None:
    with pytest.raises(DocumentError) as info:
        render(game, body)
    assert info.value.message.endswith(f"rulebook.md:3:{col}: refused to load '{target}': {reason}")
    assert "relative path" in info.value.hint


def test_a_symlinked_picture_leading_out_is_refused_before_anything_reads_it(game: Path) -> None:
    from generator.core.errors import LoadError

    os.symlink(game.parent.parent / "secret.png", game / "art" / "link.png")
    with pytest.raises(LoadError) as info:
        render(game, "Some words.\n\n![Link](art/link.png)")
    (problem,) = info.value.problems
    assert str(problem).endswith("docgame/art/link.png:1:1: error[PATH001] art/link.png is a symlink that leads "
                                 "outside the game's folder; pnp does not follow it\n    hint: name a file inside "
                                 "the game's folder, with a relative path and no '..' (see docs/safety.md)")


def test_a_markdown_image_that_cannot_be_a_picture_is_an_error_not_text(game: Path) -> None:
    with pytest.raises(DocumentError) as info:
        render(game, "![A dot](art/dot.png \"unclosed)")
    assert "rulebook.md:3: the image ![A dot](art/dot.png \"unclosed) cannot be used" in info.value.message


def test_rulebook_jinja_is_sandboxed(game: Path) -> None:
    with pytest.raises(DocumentError) as info:
        render(game, "{{ cycler.__init__.__globals__.os.name }}")
    assert "rulebook.md:3: the template reaches for Python internals" in info.value.message


def test_a_game_may_trust_its_templates(game: Path) -> None:
    text = (game / "game.yaml").read_text(encoding="utf-8")
    (game / "game.yaml").write_text(text + "trusted_templates: true\n", encoding="utf-8")
    data = render(game, "Name: {{ cycler.__init__.__globals__.os.name }}.")
    pages = " ".join(" ".join((p.extract_text() or "").split()) for p in pypdf.PdfReader(io.BytesIO(data)).pages)
    assert f"Name: {os.name}." in pages


def test_pnp_check_reports_a_refused_reference_at_its_line(game: Path) -> None:
    from conftest import assert_fires, run_check

    (game / "rulebook.md").write_text("## Art {#art}\n\nSee ![x](file:///etc/passwd) here.\n", encoding="utf-8")
    run = run_check("docgame", content=game.parent)
    assert_fires(run, "DOC004", game / "rulebook.md", 3, "file:///etc/passwd", "may not load 'file:///etc/passwd'")
    hits = [f for f in run.findings if f["rule"] == "DOC004"]
    assert [(f["line"], f["column"], f["message"]) for f in hits] == [
        (3, 10, "rulebook.md may not load 'file:///etc/passwd': documents may not load 'file:' URLs; only files "
                "inside the game's folder")]
    assert run.exit_code == 1


# what WeasyPrint would fetch through any attribute, not only src=: an inline SVG's href (xlink: too), every
# candidate of a srcset, CSS url() in a style attribute or a <style> block; the check and the build share the
# judge (doc_references.refused_references), so both refuse it at the same line and column
@pytest.mark.parametrize("body, anchor, target, reason", [
    ('<svg width="20" height="20"><image href="file:///etc/passwd" width="20" height="20"/></svg>',
     "file:", "file:///etc/passwd", "documents may not load 'file:' URLs; only files inside the game's folder"),
    ('<svg><image x="0" xlink:href="/etc/hostname"/></svg>', "/etc", "/etc/hostname",
     "'/etc/hostname' is an absolute path"),
    ('<svg><use href="../../secret.svg#a"/></svg>', "../../", "../../secret.svg#a",
     "'../../secret.svg' climbs out with '..'"),
    ('<svg><filter id="f"><feImage href="http://example.com/x.png"/></filter></svg>', "http:",
     "http://example.com/x.png", "documents may not load 'http:' URLs"),
    ('<img src="art/dot.png" srcset="art/dot.png 1x, //evil.example/big.png 2x">', "//evil",
     "//evil.example/big.png", "documents may not load another machine ('//host')"),
    ('<p style="background-image: url(\'/etc/passwd\')">x</p>', "/etc", "/etc/passwd",
     "'/etc/passwd' is an absolute path"),
    ('<style>\np { background: url(file:///etc/passwd) }\n</style>', "", "file:///etc/passwd",
     "documents may not load 'file:' URLs"),
])
def test_every_reference_the_build_would_fetch_is_refused_by_check_and_build_at_its_place(
        game: Path, body: str, anchor: str, target: str, reason: str) -> None:
    from conftest import assert_fires, run_check

    text = f"## Art {{#art}}\n\n{body}\n"
    (game / "rulebook.md").write_text(text, encoding="utf-8")
    line = 3 + next(n for n, part in enumerate(body.split("\n")) if target in part)
    anchor = anchor or target
    run = run_check("docgame", content=game.parent)
    assert run.exit_code == 1, run.output
    assert_fires(run, "DOC004", game / "rulebook.md", line, anchor, f"rulebook.md may not load '{target}': {reason}")
    with pytest.raises(DocumentError) as info:
        render(game, body)
    col = text.splitlines()[line - 1].index(anchor) + 1
    assert f"rulebook.md:{line}:{col}: refused to load '{target}': {reason}" in info.value.message


def test_links_and_references_inside_the_folder_or_the_svg_itself_are_fine(game: Path) -> None:
    body = ('See <a href="https://example.com">the publisher</a> and <a href="#art">art</a>. '
            '<svg width="20" height="20"><defs><circle id="c" r="4"/></defs><use href="#c" x="5" y="5"/>'
            '<image href="art/dot.png" width="4" height="4"/></svg> <img src="art/dot.png" srcset="art/dot.png 2x">')
    (game / "rulebook.md").write_text(f"## Art {{#art}}\n\n{body}\n", encoding="utf-8")
    from conftest import run_check

    run = run_check("docgame", content=game.parent)
    assert [f for f in run.findings if f["rule"] == "DOC004"] == [], run.output
    render(game, body)


def test_images_in_the_game_folder_and_links_are_fine(game: Path) -> None:
    data = render(game, "![A dot](art/dot.png) See [the publisher](https://example.com).")
    assert "See the publisher" in " ".join(pypdf.PdfReader(io.BytesIO(data)).pages[2].extract_text().split())


def test_text_from_the_data_is_escaped_for_html_and_markdown() -> None:
    assert escape_text("Mill & <Bakery>") == Markup("Mill &amp; &lt;Bakery&gt;")
    shown = str(escape_text("*Sola* _fide_ [1] `x` #2 | {#id}"))
    assert re.sub(r"&#\d+;", "", shown) == "Sola fide 1 x 2  id"  # every Markdown character is a reference
    assert html.unescape(shown) == "*Sola* _fide_ [1] `x` #2 | {#id}"


def test_markup_characters_in_names_print_as_written(game: Path) -> None:
    text = " ".join(" ".join((p.extract_text() or "").split()) for p in pypdf.PdfReader(io.BytesIO(
        render(game, 'Cards: {{ names("deck:market") }}. Title: {{ title }}.'))).pages)
    assert "Cards: Woodcutter, Quarry, Mill & <Bakery>. Title: Harbour & Hill." in text


# --- pnp check is the pre-flight for the documents' Jinja too (DOC005) --------------------------------
@pytest.mark.parametrize("body, anchor, words", [
    ("Name {{ cycler.__init__.__globals__.os.name }}.", "__init__",
     "rulebook.md: the template reaches for Python internals ('__init__'); the build's sandbox refuses it"),
    ('List {{ "".__class__.__mro__[1].__subclasses__() }}', "__class__", "Python internals ('__class__')"),
    ('Key {{ lipsum["__globals__"] }}', '"__globals__"', "Python internals ('__globals__')"),
    ('Key {{ lipsum[("__glo", "bals__")|join] }}', '[', "Python internals ('__globals__')"),
    ('Attr {{ cycler|attr("__init__") }}', "attr", "Python internals ('__init__')"),
    ('Fmt {{ "{0.__class__}".format(cycler) }}', "format", "Python internals ('{0.__class__}'.format)"),
    ('{% include "/etc/passwd" %}', "{% include",
     "rulebook.md: {% include %} loads '/etc/passwd', which is no template in the game's templates/ or pnp's "
     "templates/"),
    ('{% import "../../secret.html" as s %}', "{% import", "{% import %} loads '../../secret.html'"),
    ('{% from "nothere.html" import x %}', "{% from", "{% from %} loads 'nothere.html'"),
    ('{% include name_of_it %}', "{% include", "{% include %} names its template by an expression"),
])
def test_pnp_check_reports_what_the_documents_sandbox_refuses(game: Path, body: str, anchor: str, words: str) -> None:
    from conftest import assert_fires, run_check

    (game / "rulebook.md").write_text(f"## Art {{#art}}\n\n{body}\n", encoding="utf-8")
    run = run_check("docgame", content=game.parent)
    found = assert_fires(run, "DOC005", game / "rulebook.md", 3, anchor, words)
    assert found["severity"] == "error" and run.exit_code == 1
    assert len([f for f in run.findings if f["rule"] == "DOC005"]) == 1


def test_includes_of_the_games_own_templates_and_plain_placeholders_pass_the_check(game: Path) -> None:
    from conftest import run_check

    (game / "templates").mkdir()
    (game / "templates" / "part.html").write_text("a part\n", encoding="utf-8")
    (game / "rulebook.md").write_text('## Art {#art}\n\n{% include "part.html" %} and {{ players() }} '
                                      "and {{ table(\"setup_by_players\")[0] if false else '' }}.\n", encoding="utf-8")
    assert [f for f in run_check("docgame", content=game.parent).findings if f["rule"] == "DOC005"] == []


def test_a_game_that_trusts_its_templates_is_not_held_to_the_sandbox_by_the_check(game: Path) -> None:
    from conftest import run_check

    text = (game / "game.yaml").read_text(encoding="utf-8")
    (game / "game.yaml").write_text(text + "trusted_templates: true\n", encoding="utf-8")
    (game / "rulebook.md").write_text("## Art {#art}\n\nName {{ cycler.__init__.__globals__.os.name }}.\n"
                                      '{% include "/etc/passwd" %}\n', encoding="utf-8")
    found = [(f["line"], f["message"]) for f in run_check("docgame", content=game.parent).findings
             if f["rule"] == "DOC005"]
    assert found == [(4, "rulebook.md: {% include %} loads '/etc/passwd', which is no template in the game's "
                         "templates/ or pnp's templates/")]


# --- a document's Jinja is bounded: size, range, recursion, time; check and build stop at the same line -----
BOUNDED = [
    ('Big {{ "x" * 10**11 }}', "Big", 3, "'*' would make 100,000,000,000 characters or items; pnp allows at most "
     "1,000,000 from one '*' in a document"),
    ("Pow {{ 7 ** 100000 }}", "Pow", 3, "'**' would make a number of about 84,510 digits; pnp allows at most "
     "1,000 digits in a document"),
    ("{% for i in range(99999) %}{% for j in range(99999) %}.{% endfor %}{% endfor %}", "{% for i", 3,
     "range(99999,) holds 99,999 numbers; pnp allows at most 10,000 in a document's range()"),
    ("{% macro f(n) %}{{ f(n + 1) }}{% endmacro %}\nCall {{ f(1) }}", "{% macro", 3,
     "the document's placeholders recurse without end (a macro that calls itself?)"),
    ('Pad {{ "x"|center(10**10) }}', "Pad", 3, "center(10000000000) would make 10,000,000,000 characters or items"),
    ('Fmt {{ "{:>99999999}".format(1) }}', "Fmt", 3, "the format '{:>99999999}' pads to a width of a million or more"),
    ('Pct {{ "%99999999d" % 1 }}', "Pct", 3, "the format '%99999999d' pads to a width of a million or more"),
    # '~' joins through jinja2.runtime, not call_binop: a loop doubling a string reached 12.6 GB before the clock
    ('{% set s = namespace(v="x") %}{% for i in range(40) %}{% set s.v = s.v ~ s.v %}{% endfor %}{{ s.v }}',
     "{% set s = namespace", 3, "'~' would make 1,048,576 characters or items; pnp allows at most 1,000,000"),
]


@pytest.mark.parametrize("body, anchor, line, words", BOUNDED)
def test_a_documents_jinja_past_a_limit_is_located_in_build_and_check(game: Path, body: str, anchor: str, line: int,
                                                                      words: str) -> None:
    from conftest import assert_fires, run_check

    with pytest.raises(DocumentError) as info:
        render(game, body)
    assert info.value.message.endswith(f"rulebook.md:{line}: {words}") or f"rulebook.md:{line}: {words}" in \
        info.value.message, info.value.message
    run = run_check("docgame", content=game.parent)
    assert run.exit_code == 1 and "internal error" not in run.output
    assert_fires(run, "DOC005", game / "rulebook.md", line, anchor, f"rulebook.md: {words}")


def test_a_documents_jinja_that_runs_too_long_is_stopped_at_its_line(game: Path, monkeypatch) -> None:
    import time

    from generator.render.documents import markdown

    monkeypatch.setattr(markdown, "DOCUMENT_TEMPLATE_SECONDS", 1.0)
    body = ('{% set s = "x" * 100000 %}\n'
            "{% for a in s %}{% for b in s %}{% endfor %}{% endfor %}")   # no range, no call: the CPU timer stops it
    started = time.monotonic()
    with pytest.raises(DocumentError) as info:
        render(game, body)
    assert time.monotonic() - started < 15
    assert "rulebook.md:4: the document's placeholders did not finish within 1 s" in info.value.message


def test_ordinary_arithmetic_and_ranges_still_render(game: Path) -> None:
    data = render(game, '{% for i in range(3) %}{{ i * 2 }}{% endfor %} {{ "ab" * 2 }} {{ 2 ** 10 }} '
                        '{{ "%3d" % 7 }} {{ "-"|center(5) }}|{{ range(5)|list|length }}')
    pages = " ".join(" ".join((p.extract_text() or "").split()) for p in pypdf.PdfReader(io.BytesIO(data)).pages)
    assert "024 abab 1024 7 - |5" in pages


# --- references a placeholder builds, and CSS escapes, are refused at their Markdown line ------------------
@pytest.mark.parametrize("body, anchor, target, reason", [
    ("<img src=\"{{ 'file:' ~ '///etc/passwd' }}\">", "{{", "file:///etc/passwd",
     "documents may not load 'file:' URLs; only files inside the game's folder"),
    ("![Map]({{ '../../' ~ 'secret.png' }})", "{{", "../../secret.png", "'../../secret.png' climbs out with '..'"),
    ("<div style=\"background: url({{ '/etc/' ~ 'passwd' }})\">x</div>", "{{", "/etc/passwd",
     "'/etc/passwd' is an absolute path"),
])
def test_a_reference_a_placeholder_builds_is_refused_at_its_line_in_build_and_check(
        game: Path, body: str, anchor: str, target: str, reason: str) -> None:
    from conftest import assert_fires, run_check

    with pytest.raises(DocumentError) as info:
        render(game, body)
    col = body.index(anchor) + 1
    assert info.value.message.endswith(f"rulebook.md:3:{col}: refused to load '{target}': {reason}")
    run = run_check("docgame", content=game.parent)
    assert run.exit_code == 1
    assert_fires(run, "DOC004", game / "rulebook.md", 3, anchor, f"rulebook.md may not load '{target}': {reason}")


@pytest.mark.parametrize("body, anchor, target", [
    ("<style>body { background: u\\72l(file:///etc/passwd) }</style>", "file:", "file:///etc/passwd"),
    ("<style>\\40 import 'https://example.com/x.css';</style>", "https:", "https://example.com/x.css"),
    ("<style>@\\69mport url('//evil.example/x.css');</style>", "//evil", "//evil.example/x.css"),
])
def test_css_escapes_are_decoded_before_urls_are_judged(game: Path, body: str, anchor: str, target: str) -> None:
    from conftest import assert_fires, run_check

    (game / "rulebook.md").write_text(f"## Art {{#art}}\n\n{body}\n", encoding="utf-8")
    run = run_check("docgame", content=game.parent)
    assert run.exit_code == 1
    assert_fires(run, "DOC004", game / "rulebook.md", 3, anchor, f"rulebook.md may not load '{target}'")
    with pytest.raises(DocumentError) as info:
        render(game, body)
    assert f"rulebook.md:3:{body.index(anchor) + 1}: refused to load '{target}'" in info.value.message


def test_a_placeholder_built_picture_inside_the_folder_is_fine(game: Path) -> None:
    render(game, "![Dot]({{ 'art/' ~ 'dot.png' }}) and <img src=\"{{ 'art/dot.png' }}\">")


def test_the_templated_reference_scan_finds_what_its_alternatives_find() -> None:
    """_TEMPLATED starts with a lookahead on the first character of its alternatives (speed only): it matches
    where the bare alternation does, case folding included ('ſ' is an 's' to a case-blind pattern)."""
    from generator.load.doc_references import _TEMPLATED

    bare = re.compile(_TEMPLATED.pattern.removeprefix("(?=[spbdhu!])"), re.I)
    texts = ["<img src=\"{{ 'file:' ~ x }}\">", "SRCSET='a{{ b }}'", "ſrc={{ x }}.png", "data\n=\n{{ x }}y",
             "background: url( {{ art }} )", "![Map]( {{ map }} )", "datasrc={{ a }}", "plain text, no reference",
             "HREF = '{{ x }}' and url({{ y }}.svg) and ![a](b{{ c }})"]
    for text in texts:
        found = [(m.span(), m.lastgroup) for m in _TEMPLATED.finditer(text)]
        assert found == [(m.span(), m.lastgroup) for m in bare.finditer(text)], text
    assert [m.group() for m in _TEMPLATED.finditer(texts[2])] == ["ſrc={{ x }}.png"]

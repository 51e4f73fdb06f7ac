"""Rulebook and quick reference of the document fixture game (tests/fixtures/docs/docgame):
what the PDFs say, their outline, cross-references, fonts, paper sizes, determinism, and the
errors a document can cause (each naming rulebook.md:LINE)."""
from __future__ import annotations

import io
import json
import logging
import re
import shutil
from pathlib import Path

import pypdf
import pytest

from generator.load import load_game
from generator.render import BuildOptions, RenderJob
from generator.render.documents.renderer import document_html, html_to_pdf, render_quickref, render_rulebook
from generator.render.documents.markdown import DocumentError
from generator.write.writer import OutputWriter

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"
MM = 72 / 25.4


def pdf_text(data: bytes) -> str:
    reader = pypdf.PdfReader(io.BytesIO(data))
    return " ".join(" ".join((p.extract_text() or "").split()) for p in reader.pages)


def outline_titles(data: bytes) -> list[tuple[int, str, int]]:
    """(depth, title, page number) for every bookmark, in order."""
    reader = pypdf.PdfReader(io.BytesIO(data))
    out: list[tuple[int, str, int]] = []

    def walk(items, depth):
        for item in items:
            if isinstance(item, list):
                walk(item, depth + 1)
            else:
                out.append((depth, item.title, reader.get_destination_page_number(item) + 1))

    walk(reader.outline, 1)
    return out


def fonts_of(data: bytes) -> set[str]:
    reader = pypdf.PdfReader(io.BytesIO(data))
    names = set()
    for page in reader.pages:
        fonts = page["/Resources"].get_object().get("/Font", {})
        for ref in fonts.values():
            font = ref.get_object()
            base = str(font["/BaseFont"]).split("+")[-1]
            descendants = font.get("/DescendantFonts")
            desc = (descendants[0].get_object() if descendants else font).get("/FontDescriptor").get_object()
            assert any(k in desc for k in ("/FontFile", "/FontFile2", "/FontFile3")), f"{base} is not embedded"
            names.add(base)
    return names


@pytest.fixture(scope="session")
def built(tmp_path_factory) -> dict:
    """docgame's rulebook and quick reference, built once through the registered renderers."""
    out = tmp_path_factory.mktemp("docs-out")
    loaded = load_game(DOCGAME)
    writer = OutputWriter(out, "docgame")
    job = RenderJob(loaded, BuildOptions(paper="a4"), writer)
    render_rulebook(job)
    render_quickref(job)
    manifest = json.loads(writer.commit({"game": "docgame"}).read_text(encoding="utf-8"))
    folder = out / "docgame"
    return {"rulebook": (folder / "rulebook.pdf").read_bytes(), "quickref": (folder / "quickref.pdf").read_bytes(),
            "manifest": manifest, "loaded": loaded}


def test_manifest_records_both_documents_with_pages(built) -> None:
    files = {f["path"]: f for f in built["manifest"]["files"]}
    assert files["rulebook.pdf"]["kind"] == "rulebook" and files["rulebook.pdf"]["pages"] >= 3
    assert files["quickref.pdf"]["kind"] == "quickref" and files["quickref.pdf"]["pages"] in (1, 2)
    assert files["rulebook.pdf"]["paper"] == "a4"


@pytest.mark.parametrize("doc", ["rulebook", "quickref"])
def test_every_bound_value_is_printed(built, doc: str) -> None:
    text = pdf_text(built[doc])
    game = built["loaded"].game
    table = game.tables[0]
    assert table.title in text
    assert f"{table.rows[0].label} 3 2 1" in text  # the cells, in order, after the row label
    for result in game.dice[0].results:
        assert result.text in text
    assert "2 Wood, 1 Food" in text  # the cost, with the category id shown by name


def test_rulebook_prints_values_from_data_and_engine(built) -> None:
    text = pdf_text(built["rulebook"])
    assert "Harbour & Hill" in text  # & from game.yaml, escaped and printed as written
    assert "for 2\u20134 players" in text
    assert "each takes 2 cards" in text  # {{ engine.cards_dealt(3) | counted("card") }}
    assert "The Market deck holds 6 cards and the box 4 pawns" in text
    assert "Food is Grain; the resources are Wood, Stone, Grain" in text
    assert "Duel (2 players)" in text
    assert "Dealing for three" in text and "Hut: A small building." in text
    for count, name in ((6, "Market cards"), (4, "Pawns"), (1, "Weather die")):
        assert f"{count} {name}" in text


def test_card_text_with_markup_characters_prints_as_written(built) -> None:
    text = pdf_text(built["rulebook"])
    assert "Mill & <Bakery>" in text  # the figure's caption (the card face is an image)
    assert "A Quarry, as printed" in text


def test_outline_has_an_entry_per_section(built) -> None:
    titles = [(d, t) for d, t, _ in outline_titles(built["rulebook"])]
    assert titles == [(1, "Contents"), (1, "Overview"), (1, "Components"), (2, "Cards"), (1, "Setup"),
                      (1, "Playing"), (2, "Weather"), (2, "Building"), (1, "Variants"), (1, "Glossary")]
    quick = [t for _, t, _ in outline_titles(built["quickref"])]
    assert quick == ["Setup", "Weather", "Building", "Terms"]


def test_contents_and_cross_references_give_the_real_pages(built) -> None:
    pages = {t: p for _, t, p in outline_titles(built["rulebook"])}
    reader = pypdf.PdfReader(io.BytesIO(built["rulebook"]))
    contents = " ".join(reader.pages[1].extract_text().split())
    for title in ("Overview", "Weather", "Glossary"):
        assert re.search(rf"{title}[ .]*{pages[title]}\b", contents), contents
    assert f"see Weather, p.\u00a0{pages['Weather']} for what it means" in pdf_text(built["rulebook"]).replace(
        f"Weather, p. {pages['Weather']}", f"Weather, p.\u00a0{pages['Weather']}")


def test_running_heads_and_page_numbers(built) -> None:
    reader = pypdf.PdfReader(io.BytesIO(built["rulebook"]))
    first_body = reader.pages[2].extract_text()
    assert "HARBOUR & HILL" in first_body and "Overview" in first_body
    assert re.search(r"(^|\n)\s*3\s*$", first_body.strip()[-5:]) or first_body.rstrip().endswith("3")
    assert "HARBOUR & HILL" not in reader.pages[0].extract_text()  # no running head on the cover


def test_only_our_fonts_and_all_embedded(built) -> None:
    for doc in ("rulebook", "quickref"):
        names = fonts_of(built[doc])
        assert names and all(n.startswith(("Vollkorn", "Lato")) for n in names), names


def test_a4_and_letter_page_sizes(built) -> None:
    a4 = pypdf.PdfReader(io.BytesIO(built["rulebook"])).pages[0].mediabox
    assert (round(float(a4.width) / MM), round(float(a4.height) / MM)) == (210, 297)
    quick = pypdf.PdfReader(io.BytesIO(built["quickref"])).pages[0].mediabox
    assert (round(float(quick.width) / MM), round(float(quick.height) / MM)) == (297, 210)  # landscape
    doc = document_html(built["loaded"], "quickref", BuildOptions(paper="letter"))
    data, _ = html_to_pdf(doc, "quickref.md")
    letter = pypdf.PdfReader(io.BytesIO(data)).pages[0].mediabox
    assert (round(float(letter.width) / 72, 2), round(float(letter.height) / 72, 2)) == (11.0, 8.5)


def test_output_is_byte_identical_and_has_no_clock_time(built, monkeypatch) -> None:
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    doc = document_html(built["loaded"], "quickref", BuildOptions())
    first, _ = html_to_pdf(doc, "quickref.md")
    second, _ = html_to_pdf(document_html(built["loaded"], "quickref", BuildOptions()), "quickref.md")
    assert first == second == built["quickref"]


def test_weasyprint_reports_nothing(built, caplog) -> None:
    with caplog.at_level(logging.WARNING, logger="weasyprint"):
        html_to_pdf(document_html(built["loaded"], "quickref", BuildOptions()), "quickref.md")
    messages = [r.getMessage() for r in caplog.records if r.name.startswith("weasyprint")]
    # the one notice about this machine's HarfBuzz (subsetting falls back to fontTools) is not ours
    assert [m for m in messages if "HarfBuzz" not in m] == []


# --- errors: each names the file and line --------------------------------------------------------
def copy_with(tmp_path: Path, rulebook: str, **files: str) -> Path:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "rulebook.md").write_text(rulebook, encoding="utf-8")
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def render_error(folder: Path, name: str = "rulebook") -> DocumentError:
    with pytest.raises(DocumentError) as info:
        doc = document_html(load_game(folder), name, BuildOptions())
        html_to_pdf(doc, f"{name}.md")
    return info.value


@pytest.mark.parametrize("line, words, hint", [
    ('{{ table("setup_by_player") }}', "unknown table 'setup_by_player'", "did you mean 'setup_by_players'?"),
    ('{{ engine.card_dealt(3) }}', "unknown engine rule 'card_dealt'", "did you mean 'cards_dealt'?"),
    ('{{ engine.cards_dealt("x") }}', "engine.cards_dealt('x') raised TypeError", "check the arguments"),
    ('{{ tabel("setup_by_players") }}', "unknown placeholder or attribute: 'tabel' is undefined", "docs/documents.md"),
    ('{{ card("market", "bakery") }}', "unknown card of deck 'market' 'bakery'", "this game's card of deck"),
    ('{{ ref("nowhere") }}', "unknown section 'nowhere'", "this game's sections"),
    ('{{ table() }}', "a placeholder was called wrongly", "check its arguments"),
    ('{{ table("setup_by_players" }}', "unexpected '}'", "placeholders are written"),
    ('{{ sheet(columns=9) }}', "sheet(columns=9): use a whole number from 1 to 4", ""),
])
def test_placeholder_errors_name_the_line(tmp_path: Path, line: str, words: str, hint: str) -> None:
    folder = copy_with(tmp_path, f"## Setup {{#setup}}\n\nSome text.\n\n{line}\n")
    err = render_error(folder)
    assert err.message.startswith(f"{load_game(folder).game.root}/rulebook.md:5: "), err.message
    assert words in err.message and hint in err.hint, (err.message, err.hint)


def test_structure_errors(tmp_path: Path) -> None:
    err = render_error(copy_with(tmp_path / "a", "# Title\n\n## A {#a}\n"))
    assert "rulebook.md:1:1: a '# Title' heading" in err.message
    err = render_error(copy_with(tmp_path / "b", "## A {#a}\n\n## B {#a}\n"))
    assert "rulebook.md:3:1: heading id 'a' is used twice (first at line 1)" in err.message
    err = render_error(copy_with(tmp_path / "c", "## A {#a}\n\n{# an unclosed comment\n"))
    assert "rulebook.md:3" in err.message and "a comment is '{# ... #}'" in err.hint


def test_broken_links_and_images_stop_the_build(tmp_path: Path) -> None:
    err = render_error(copy_with(tmp_path / "a", "## A {#a}\n\nSee [the end](#the-end).\n"))
    assert "rulebook.md: No anchor #the-end for internal URI reference" in err.message
    folder = copy_with(tmp_path / "b", "## A {#a}\n\n![Board](art/board.png)\n")
    (folder / "art").mkdir()
    (folder / "art" / "board.png").write_bytes(b"not a png")
    err = render_error(folder)          # decoded before WeasyPrint sees it: refused at the line that names it
    assert err.message.startswith(f"{folder / 'rulebook.md'}:3:10: refused to load 'art/board.png'"), err.message


def test_quickref_longer_than_two_pages_is_an_error(tmp_path: Path) -> None:
    long = "{{ sheet(orientation='portrait', columns=1) }}\n" + "".join(
        f"## Part {i} {{#p{i}}}\n\n{{{{ glossary() }}}}\n\n" + "Words to fill the page. " * 40 + "\n\n"
        for i in range(30))
    folder = copy_with(tmp_path, "## A {#a}\n", **{"quickref.md": long})
    loaded = load_game(folder)
    writer = OutputWriter(tmp_path / "out", "docgame")
    with pytest.raises(DocumentError, match="the quick reference fills [0-9]+ pages; it must fit on 2"):
        render_quickref(RenderJob(loaded, BuildOptions(), writer))
    writer.abort()


def test_a_game_without_documents_gets_no_pdfs(tmp_path: Path) -> None:
    folder = copy_with(tmp_path, "")
    (folder / "rulebook.md").unlink()
    (folder / "quickref.md").unlink()
    writer = OutputWriter(tmp_path / "out", "docgame")
    job = RenderJob(load_game(folder), BuildOptions(), writer)
    render_rulebook(job)
    render_quickref(job)
    assert writer.entries == []
    writer.abort()


def test_pnp_build_reports_a_document_error_cleanly(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from generator.app.cli import app

    copy_with(tmp_path / "content", '## A {#a}\n\n{{ table("nope") }}\n')
    args = ["build", "docgame", "--content", str(tmp_path / "content"), "--out", str(tmp_path / "out")]
    checked = CliRunner().invoke(app, args)  # pnp check (DOC002) stops it before anything renders
    assert checked.exit_code == 1 and "rulebook.md:3:11: error[DOC002] table(): unknown table 'nope'" in checked.output
    rendered = CliRunner().invoke(app, [*args, "--no-check"])  # and without the check, the renderer does
    assert rendered.exit_code == 2
    assert "docgame/rulebook.md:3: unknown table 'nope'" in rendered.output and "Traceback" not in rendered.output
    assert not (tmp_path / "out" / "docgame" / "manifest.json").exists()


def test_icons_render_from_yaml_files_and_aliases(tmp_path: Path) -> None:
    """The build draws what DOC002 accepts: a game's .yaml icon, pnp's, and aliases (chains too)."""
    names = ["believer", "faithful", "flock", "pray", "star"]
    folder = copy_with(tmp_path, "## Icons {#icons}\n\n" + " ".join(f'{{{{ icon("{n}") }}}}' for n in names) + "\n")
    (folder / "icons").mkdir()
    (folder / "icons" / "believer.yaml").write_text(
        "view: [10, 10]\nshapes:\n  - {circle: [5, 5, 4], fill: ink}\n", encoding="utf-8")
    (folder / "icons" / "_aliases.yaml").write_text("faithful: believer\nflock: faithful\npray: hand\n",
                                                     encoding="utf-8")
    html = document_html(load_game(folder), "rulebook", BuildOptions()).html
    shown = re.findall(r'<img class="icon" src="data:image/png;base64,[^"]+" alt="([a-z]+)">', html)
    assert shown == names
    (folder / "rulebook.md").write_text('## Icons {#icons}\n\n{{ icon("ghost") }}\n', encoding="utf-8")
    assert "unknown icon 'ghost'" in render_error(folder).message


def test_a_reference_to_a_section_of_any_level_prints_its_title_and_page(tmp_path: Path) -> None:
    # heist-dice (written outside the project): `{{ ref("crack") }}` to a '#### Crack' heading passed the check and
    # stopped the build ("unknown section 'crack'"): the check reads every heading, so does the build now
    folder = copy_with(tmp_path, "## Turn {#turn}\n\n### Roll {#roll}\n\n#### Crack a vault {#crack}\n\nOpen it.\n\n"
                                 "## Later {#later}\n\nSee {{ ref(\"crack\") }} and {{ ref(\"roll\") }}.\n")
    pdf, _ = html_to_pdf(document_html(load_game(folder), "rulebook", BuildOptions()), "rulebook.md")
    text = " ".join((page.extract_text() or "") for page in pypdf.PdfReader(io.BytesIO(pdf)).pages)
    assert re.search(r"See Crack a vault, p\.\s*\d+ and Roll, p\.\s*\d+", " ".join(text.split())), text


def test_a_short_table_typed_in_markdown_moves_whole_and_no_row_is_split(tmp_path: Path) -> None:
    # auto-battler (written outside the project): a four-row table typed in Markdown broke after its first row's name,
    # the row's text overleaf. Wherever filler puts it, each table's rows stand on one page; a long one may break
    # between rows only
    short = "| Action | What you do |\n| --- | --- |\n" + "".join(
        f"| Act{k} | Pay {k} coins and take a unit from the row, then refill the row from the deck at once, "
        f"as the rules say for act {k}. |\n" for k in range(4))
    for n, filler in enumerate(range(30, 46, 2)):
        text = "## Shop {#shop}\n\n" + "".join(f"Filler paragraph {k} of the page goes here.\n\n"
                                              for k in range(filler)) + short
        folder = copy_with(tmp_path / str(n), text)
        pdf, _ = html_to_pdf(document_html(load_game(folder), "rulebook", BuildOptions()), "rulebook.md")
        pages = [page.extract_text() or "" for page in pypdf.PdfReader(io.BytesIO(pdf)).pages]
        holding = [k for k, t in enumerate(pages) if "Act" in t or "act " in t]
        assert len(holding) == 1, (filler, holding)
    html = str(document_html(load_game(copy_with(tmp_path / "h", short + "\n\n" + short.replace("Act", "Long") + "".join(
        f"| Long{k} | more |\n" for k in range(4, 9)))), "rulebook", BuildOptions()).html)
    assert html.count('<table class="short">') == 1 and html.count("<table>") == 1, html

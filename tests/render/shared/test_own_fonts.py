"""A game's own fonts (its fonts/ folder) on cards and in documents, and the check's words for what cannot be used.

The fonts are Liberation Mono (SIL OFL), a font this machine has, copied into a
`pnp new` game in a temporary folder (never committed). A monospaced family
is easy to tell apart from Lato and Vollkorn in the PDFs: pdfplumber reads
the embedded font's name off every letter. fontTools, not pnp's own header
reading, is the reference for a file's family and style.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pdfplumber
import pytest
from fontTools.ttLib import TTFont

from generator.app.scaffold import new_game

SYSTEM = Path("/usr/share/fonts/truetype/liberation")
FACES = {"Regular": "LiberationMono-Regular.ttf", "Bold": "LiberationMono-Bold.ttf",
         "Italic": "LiberationMono-Italic.ttf", "Bold Italic": "LiberationMono-BoldItalic.ttf"}
pytestmark = pytest.mark.skipif(not all((SYSTEM / f).is_file() for f in FACES.values()),
                                reason="Liberation Mono is not installed (fonts-liberation)")


def _game(where: Path, faces: tuple[str, ...] = ("Regular", "Bold"), licence: bool = True) -> Path:
    folder = new_game("own", where).game
    (folder / "fonts").mkdir()
    for style in faces:
        shutil.copy(SYSTEM / FACES[style], folder / "fonts" / FACES[style])
    if licence:
        (folder / "fonts" / "LICENSE-LiberationMono.txt").write_text("SIL Open Font License 1.1\n", encoding="utf-8")
    return folder


def _style(folder: Path, old: str, new: str) -> None:
    game = folder / "game.yaml"
    text = game.read_text(encoding="utf-8")
    assert old in text
    game.write_text(text.replace(old, new, 1), encoding="utf-8")


def _findings(folder: Path, *rules: str) -> list[tuple[str, str, int, str, str]]:
    from generator.check import check_game
    from generator.load import load_game

    return [(f.rule, Path(f.loc.file).name, f.loc.line, f.message, f.hint) for f in check_game(load_game(folder))
            if f.rule in rules]


def _fonts_of_letters(pdf: Path) -> set[str]:
    with pdfplumber.open(pdf) as doc:
        return {ch["fontname"].split("+")[-1] for page in doc.pages for ch in page.chars}


def test_a_font_files_family_and_style_are_read_as_fonttools_reads_them(tmp_path: Path) -> None:
    from generator.load.fonts import font_names, game_fonts

    folder = _game(tmp_path, tuple(FACES))
    for style, file in FACES.items():
        reference = TTFont(SYSTEM / file)["name"]
        family, read_style, restricted = font_names(folder / "fonts" / file)
        assert (family, read_style, restricted) == (reference.getDebugName(1), reference.getDebugName(2), False)
        assert read_style == style
    own = game_fonts(folder)
    assert own.unusable == () and own.licence
    (family,) = own.families.values()
    faces = {f.face: f.path.name for f in own.faces}
    assert [faces[family.face(b, i)] for b, i in ((0, 0), (1, 0), (0, 1), (1, 1))] == list(FACES.values())


def test_cards_print_in_the_games_own_font(tmp_path: Path) -> None:
    from generator.load import load_game
    from generator.render import BuildOptions, RenderJob
    from generator.render.cards.renderer import render_cards
    from generator.write.writer import OutputWriter

    folder = _game(tmp_path)
    _style(folder, "title_font: Vollkorn", "title_font: Liberation Mono")
    _style(folder, "body_font: Lato", "body_font: Liberation Mono")
    assert _findings(folder, "LAY010", "GLY001", "GLY003", "GLY004", "GLY005") == []
    writer = OutputWriter(tmp_path / "out", "own")
    render_cards(RenderJob(load_game(folder), BuildOptions(), writer, part="harvest"))
    pdf = tmp_path / "cards.pdf"
    pdf.write_bytes((writer.stage / "cards-harvest.pdf").read_bytes())
    writer.abort()
    # the card text is Liberation Mono (the names pdfplumber reads are the fonts' own PostScript names);
    # only the sheet's stamp and labels keep pnp's Lato, and the value badge the layout sets in Lato Black
    fonts = _fonts_of_letters(pdf)
    assert {"LiberationMono", "LiberationMono-Bold"} <= fonts, fonts
    assert fonts - {"LiberationMono", "LiberationMono-Bold"} <= {"Lato-Regular", "Lato-Bold", "Lato-Italic",
                                                              "Lato-Black"}, fonts


def test_documents_set_their_text_in_the_style_document_fonts(tmp_path: Path) -> None:
    from generator.load import load_game
    from generator.render import BuildOptions
    from generator.render.documents.renderer import document_html

    folder = _game(tmp_path, ("Regular", "Bold", "Italic", "Bold Italic"))
    _style(folder, "style:\n", "style:\n  document_text_font: Liberation Mono\n")
    assert _findings(folder, "GLY003", "GLY004", "GLY005") == []
    html = document_html(load_game(folder), "rulebook", BuildOptions()).html
    # each face declared at its weight and style, the family first in the stack and Vollkorn after it, then Lato
    # (what both lack, pnp's other family may have: render/shared/fallback_fonts.py)
    for file, weight, style in (("Regular", 400, "normal"), ("Bold", 700, "normal"), ("Italic", 400, "italic"),
                                ("BoldItalic", 700, "italic")):
        assert (f'@font-face {{ font-family: "Liberation Mono"; src: url("{(folder / "fonts").resolve().as_uri()}/'
                f'LiberationMono-{file}.ttf"); font-weight: {weight}; font-style: {style}; }}') in html
    # and last pnp's symbols (fonts/PnpSymbols.ttf), the one fallback of a game that declares none
    assert 'html { font-family: "Liberation Mono", "Vollkorn", "Lato", "pnp-fallback-1";' in html
    assert 'table { border-collapse: collapse; font-family: "Lato", "Vollkorn", "pnp-fallback-1";' in html


def test_the_rulebook_pdf_embeds_the_own_font(tmp_path: Path) -> None:
    from generator.load import load_game
    from generator.render import BuildOptions, RenderJob
    from generator.render.documents.renderer import render_rulebook
    from generator.write.writer import OutputWriter

    folder = _game(tmp_path, ("Regular", "Bold", "Italic", "Bold Italic"))
    _style(folder, "style:\n", "style:\n  document_text_font: Liberation Mono\n  document_label_font: Liberation Mono\n")
    writer = OutputWriter(tmp_path / "out", "own")
    render_rulebook(RenderJob(load_game(folder), BuildOptions(), writer))
    pdf = tmp_path / "rulebook.pdf"
    pdf.write_bytes(next(writer.stage.glob("rulebook*.pdf")).read_bytes())
    writer.abort()
    fonts = {name.replace("-", "") for name in _fonts_of_letters(pdf)}   # WeasyPrint writes Liberation-Mono-Bold
    assert {"LiberationMono", "LiberationMonoBold", "LiberationMonoItalic"} <= fonts, fonts
    assert not {f for f in fonts if f.startswith("Lato")}, fonts   # every role set in the designer's family


def test_a_layout_font_the_game_lacks_is_named_with_its_choices(tmp_path: Path) -> None:
    folder = _game(tmp_path)
    _style(folder, "body_font: Lato", "body_font: Liberation Mon")
    ((rule, file, _, message, hint),) = _findings(folder, "LAY010")
    assert (rule, file, message) == ("LAY010", "game.yaml", "style body_font 'Liberation Mon' is not a font pnp has")
    assert hint.startswith("did you mean 'Liberation Mono'?") and "use one of Liberation Mono, Lato," in hint


def test_font_files_that_cannot_be_used_are_each_reported(tmp_path: Path) -> None:
    folder = _game(tmp_path, licence=False)
    (folder / "fonts" / "broken.ttf").write_bytes(b"\x00\x01\x00\x00" + b"\x00" * 8)   # a header, no tables
    (folder / "fonts" / "cff.otf").write_bytes(b"OTTO" + b"\x00" * 60)
    shutil.copy(Path(__file__).resolve().parents[3] / "fonts" / "Lato-Regular.ttf", folder / "fonts" / "Lato.ttf")
    assert sorted(_findings(folder, "GLY003", "GLY004")) == [
        ("GLY003", "Lato.ttf", 1, "font 'fonts/Lato.ttf' cannot be used: Lato.ttf is of the family 'Lato', which pnp "
                                  "ships in its own fonts/", HINT003),
        ("GLY003", "broken.ttf", 1, "font 'fonts/broken.ttf' cannot be used: broken.ttf has no character map",
         HINT003),
        ("GLY003", "cff.otf", 1, "font 'fonts/cff.otf' cannot be used: cff.otf is an OpenType/CFF font; pnp embeds "
                                 "TrueType (.ttf) fonts only", HINT003),
        ("GLY004", "Lato.ttf", 1, "fonts/ holds font files but no licence file: a font may be embedded in a PDF only as "
                               "its licence allows",
         "copy the font's licence beside it as fonts/LICENSE-<family>.txt (or OFL.txt)"),
    ]


HINT003 = ("put TrueType fonts (.ttf, or .otf with TrueType outlines) in fonts/, one file per face, or move the "
           "file out of fonts/")


def test_a_document_font_no_family_names_is_reported_at_its_line(tmp_path: Path) -> None:
    folder = _game(tmp_path)
    _style(folder, "style:\n", "style:\n  document_label_font: Liberation Mno\n")
    line = (folder / "game.yaml").read_text(encoding="utf-8").splitlines().index("  document_label_font: Liberation Mno") + 1
    assert _findings(folder, "GLY005") == [
        ("GLY005", "game.yaml", line, "style document_label_font 'Liberation Mno' is no family the documents have",
         "did you mean 'Liberation Mono'? use one of Liberation Mono, Vollkorn, Lato (a family of the game's own "
         "fonts/ is named as its files name it)")]


def test_the_font_rules_fire_at_their_places_through_the_cli(tmp_path: Path) -> None:
    from conftest import assert_fires, run_check

    folder = _game(tmp_path, (), licence=False)
    broken = folder / "fonts" / "broken.ttf"
    broken.write_text("not a font\n", encoding="utf-8")   # a text file saved under a font's name
    _style(folder, "style:\n", "style:\n  document_text_font: Broken\n")
    run = run_check("own", content=folder.parent)
    assert run.exit_code == 1, run.output
    assert_fires(run, "GLY003", broken, 1, "not a font", "font 'fonts/broken.ttf' cannot be used: broken.ttf is not "
                                                         "a TrueType font")
    assert_fires(run, "GLY004", broken, 1, "not a font", "fonts/ holds font files but no licence file")
    line = (folder / "game.yaml").read_text(encoding="utf-8").splitlines().index("  document_text_font: Broken") + 1
    assert_fires(run, "GLY005", folder / "game.yaml", line, "document_text_font",
                 "style document_text_font 'Broken' is no family the documents have")

"""Documents subset their fonts through the pinned uharfbuzz, never through what the machine has, and show
WeasyPrint's warnings instead of hiding them."""
from __future__ import annotations

import io
from pathlib import Path

import pypdf
import pytest
from fontTools.ttLib import TTFont

from generator.load import load_game
from generator.render import BuildOptions
from generator.render.documents.renderer import DocumentHTML, document_html, html_to_pdf
from generator.render.documents.subset import subset_font

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"
LATO = ROOT / "fonts" / "Lato-Regular.ttf"


def test_a_subset_keeps_the_wanted_glyphs_at_their_ids_and_nothing_after_them() -> None:
    full = TTFont(LATO)
    cmap = full.getBestCmap()
    order = full.getGlyphOrder()
    wanted = {full.getGlyphID(cmap[ord(ch)]) for ch in "Hello"}
    cut = TTFont(io.BytesIO(subset_font(LATO.read_bytes(), 0, wanted, hinting=False, notdef_outline=False)))
    glyf = cut["glyf"]
    assert len(cut.getGlyphOrder()) == max(wanted) + 1          # nothing after the last glyph used
    for gid in wanted:                                          # kept where they were, outlines intact
        assert glyf[cut.getGlyphOrder()[gid]].numberOfContours == full["glyf"][order[gid]].numberOfContours > 0
    unused = full.getGlyphID(cmap[ord("Q")])
    assert unused < max(wanted) and glyf[cut.getGlyphOrder()[unused]].numberOfContours == 0
    assert "GSUB" not in cut and "GPOS" not in cut             # shaping is done; the PDF needs no layout tables
    assert len(subset_font(LATO.read_bytes(), 0, wanted, hinting=False, notdef_outline=False)) < LATO.stat().st_size / 10


def test_documents_never_use_weasyprints_own_subsetters(monkeypatch: pytest.MonkeyPatch) -> None:
    from weasyprint.pdf import fonts

    def refuse(*args, **kwargs):
        raise AssertionError("WeasyPrint's machine-dependent subsetter was used")

    monkeypatch.setattr(fonts.Font, "_fonttools_subset", refuse)
    monkeypatch.setattr(fonts.Font, "_harfbuzz_subset", refuse)
    loaded = load_game(DOCGAME)
    data, _ = html_to_pdf(document_html(loaded, "quickref", BuildOptions()), "quickref.md")
    reader = pypdf.PdfReader(io.BytesIO(data))
    embedded = {}
    for page in reader.pages:
        for ref in page["/Resources"].get_object().get("/Font", {}).values():
            font = ref.get_object()
            desc = font["/DescendantFonts"][0].get_object()["/FontDescriptor"].get_object()
            embedded[str(font["/BaseFont"])] = len(desc["/FontFile2"].get_object().get_data())
    assert embedded and all("+" in name for name in embedded)          # subset fonts, tagged as such
    assert max(embedded.values()) < 100_000                            # the faces are 360-720 KB whole
    assert fonts.Font.subset.__module__ == "weasyprint.pdf.fonts"      # and WeasyPrint is left as it was


def test_weasyprints_warnings_are_shown(capsys: pytest.CaptureFixture[str]) -> None:
    html = "<html><body><p style='colour: red'>Hello</p></body></html>"
    data, pages = html_to_pdf(DocumentHTML(html, DOCGAME.as_uri() + "/", (DOCGAME,)), "rulebook.md")
    assert pages == 1 and data.startswith(b"%PDF")
    err = capsys.readouterr().err
    assert "rulebook.md: warning: Ignored `colour: red` at 1:1, unknown property." in err

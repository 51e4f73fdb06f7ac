"""Glyph coverage: text no font of the game can draw is an error with its place; fallback fonts really draw.

The reference for what a font covers is fontTools (read independently of
generator/load/glyphs.py); the fallback font is built here with fontTools'
FontBuilder, so its coverage is known by construction.
"""
from __future__ import annotations

import io
import re
import shutil
from pathlib import Path

import pypdf
import pytest
from typer.testing import CliRunner

from conftest import FIXTURES, ROOT, assert_fires, run_check
from generator.app.cli import app
from generator.load.glyphs import Coverage

HOSTILE = ROOT / "tests" / "fixtures" / "hostile"
DIE = "\U0001f3b2"


def build_font(path: Path, chars: str) -> Path:
    """A TrueType font with one square glyph for each of chars (cmap format 12 when any is beyond the BMP)."""
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.ttGlyphPen import TTGlyphPen

    names = [".notdef"] + [f"g{ord(c):x}" for c in chars]
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({ord(c): f"g{ord(c):x}" for c in chars})
    pen = TTGlyphPen(None)
    pen.moveTo((100, 0))
    pen.lineTo((100, 700))
    pen.lineTo((600, 700))
    pen.lineTo((600, 0))
    pen.closePath()
    glyph = pen.glyph()
    fb.setupGlyf({n: glyph for n in names})
    fb.setupHorizontalMetrics({n: (700, 100) for n in names})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "Pnp Test Symbols", "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=800, usWinAscent=800, usWinDescent=200)
    fb.setupPost()
    path.parent.mkdir(parents=True, exist_ok=True)
    fb.save(str(path))
    return path


@pytest.mark.parametrize("font", sorted(p.name for p in (ROOT / "fonts").glob("*.ttf")))
def test_the_cmap_reader_agrees_with_fonttools(font: str) -> None:
    from fontTools.ttLib import TTFont

    reference = TTFont(ROOT / "fonts" / font).getBestCmap()
    ours = Coverage.read(ROOT / "fonts" / font)
    assert [cp for cp in range(0x20000) if ours.covers(chr(cp)) != (cp in reference)] == []


def test_the_cmap_reader_reads_a_format_12_font(tmp_path: Path) -> None:
    font = Coverage.read(build_font(tmp_path / "f.ttf", DIE + "\u5c0f"))
    assert font.covers(DIE) and font.covers("\u5c0f") and not font.covers("a")


def test_emoji_cjk_and_hebrew_are_reported_where_they_are_written() -> None:
    run = run_check("glyphs-missing", content=HOSTILE)
    assert run.exit_code == 1
    assert_fires(run, "GLY001", HOSTILE / "glyphs-missing" / "cards" / "market.csv", 3, DIE, "GAME DIE")
    got = [(f["file"].split("glyphs-missing/")[1], f["line"], f["column"], f["message"])
           for f in run.findings if f["rule"] == "GLY001"]
    tail = "; it would vanish from the print"
    assert got == [
        ("cards/market.csv", 3, 40, f"no font of the game can draw '{DIE}' (U+1F3B2 GAME DIE){tail}"),
        ("game.yaml", 6, 36, f"no font of the game can draw '\U0001f600' (U+1F600 GRINNING FACE){tail}"),
        # a word or phrase of another script is one finding at its first letter, not one per letter
        ("game.yaml", 56, 41, "no font of the game can draw '\u5c0f\u5c4b' (2 characters: U+5C0F CJK UNIFIED "
                              f"IDEOGRAPH-5C0F, U+5C4B CJK UNIFIED IDEOGRAPH-5C4B){tail}"),
        ("rulebook.md", 3, 5, "no font of the game can draw '\u05e9\u05dc\u05d5\u05dd' (4 characters: U+05E9 HEBREW "
                              "LETTER SHIN, U+05DC HEBREW LETTER LAMED, U+05D5 HEBREW LETTER VAV, and 1 more)"
                              f"{tail}"),
    ]


def test_a_character_repeated_in_a_passage_is_one_finding_with_its_count(tmp_path: Path) -> None:
    text = f"Roll {DIE} then {DIE} again; {DIE}{DIE} means a pair."
    content = _game_with(tmp_path, text, rulebook="## Setup {#setup}\n\nSay \u05e9\u05dc\u05d5\u05dd "
                                                  "\u05e2\u05d5\u05dc\u05dd to begin.\n")
    run = run_check("clean", content=content)
    csv = content / "clean" / "cards" / "market.csv"
    assert_fires(run, "GLY001", csv, 3, DIE + " then", f"no font of the game can draw '{DIE}' (U+1F3B2 GAME DIE), "
                                                   "here and 2 more times in this file; it would vanish from the print")
    rulebook = content / "clean" / "rulebook.md"
    assert_fires(run, "GLY001", rulebook, 3, "\u05e9", "'\u05e9\u05dc\u05d5\u05dd \u05e2\u05d5\u05dc\u05dd' "
                                                       "(5 characters: ")
    assert [(f["file"].rsplit("/", 1)[1], f["line"]) for f in run.findings if f["rule"] == "GLY001"] == \
        [("market.csv", 3), ("rulebook.md", 3)]


def _game_with(tmp_path: Path, card_text: str, style: str = "", rulebook: str = "") -> Path:
    content = tmp_path / "content"
    game = content / "clean"
    shutil.copytree(FIXTURES / "clean", game)
    csv = game / "cards" / "market.csv"
    csv.write_text(csv.read_text(encoding="utf-8").replace("Take one Stone.", card_text), encoding="utf-8")
    if style:
        with (game / "game.yaml").open("a", encoding="utf-8") as handle:
            handle.write(style)
    if rulebook:
        (game / "rulebook.md").write_text(rulebook, encoding="utf-8")
    return content


def test_a_declared_fallback_font_covers_what_the_bundled_fonts_lack(tmp_path: Path) -> None:
    content = _game_with(tmp_path, f"Roll the {DIE} die.", "style:\n  fallback_fonts: [fonts/dice.ttf]\n",
                         f"## Dice {{#dice}}\n\nRoll the {DIE} once.\n")
    build_font(content / "clean" / "fonts" / "dice.ttf", DIE)
    run = run_check("clean", content=content)
    assert run.exit_code == 0, run.output
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(content), "--out", str(out)])
    assert result.exit_code == 0, result.output
    # ReportLab names the embedded font by its own name, WeasyPrint by the @font-face family
    for pdf, embedded in (("cards-market.pdf", "+Pnp-Test-Symbols"), ("rulebook.pdf", "+pnp-fallback-1")):
        reader = pypdf.PdfReader(io.BytesIO((out / "clean" / pdf).read_bytes()))
        fonts = {str(font.get_object()["/BaseFont"]) for page in reader.pages
                 for font in page["/Resources"]["/Font"].values()}
        assert any(name.endswith(embedded) for name in fonts), (pdf, fonts)


@pytest.mark.parametrize("entry, words", [
    ("fonts/none.ttf", "fallback font 'fonts/none.ttf': no font file 'fonts/none.ttf' in the game's folder or "
                       "pnp's fonts/"),
    ("../../x.ttf", "fallback font '../../x.ttf': '../../x.ttf' climbs out with '..'"),
    ("fonts/cff.otf", "fallback font 'fonts/cff.otf': cff.otf is an OpenType/CFF font; pnp embeds TrueType (.ttf) "
                      "fonts only"),
])
def test_an_unusable_fallback_font_is_reported_at_its_line(tmp_path: Path, entry: str, words: str) -> None:
    content = _game_with(tmp_path, "Take one Stone.", f"style:\n  fallback_fonts: ['{entry}']\n")
    (content / "clean" / "fonts").mkdir()
    (content / "clean" / "fonts" / "cff.otf").write_bytes(b"OTTO" + b"\0" * 64)
    run = run_check("clean", content=content)
    (finding,) = [f for f in run.findings if f["rule"] == "GLY002"]
    assert finding["message"] == words
    written = len((FIXTURES / "clean" / "game.yaml").read_text(encoding="utf-8").splitlines()) + 2
    assert_fires(run, "GLY002", content / "clean" / "game.yaml", written, f"'{entry}'", words)


def test_a_fallback_font_cut_short_is_reported_and_left_out_of_an_unchecked_build(tmp_path: Path) -> None:
    # a hostile-input probe's truncated copy of a font passed the check (its table directory and cmap were whole)
    # and stopped the build as an internal error, exit 3 ('unpack requires a buffer of 2 bytes' in a worker)
    content = _game_with(tmp_path, f"Roll the {DIE} die.", "style:\n  fallback_fonts: [fonts/dice.ttf]\n")
    font = content / "clean" / "fonts" / "dice.ttf"
    build_font(font, DIE)
    whole = font.read_bytes()
    font.write_bytes(whole[:len(whole) - 200])
    run = run_check("clean", content=content)
    (finding,) = [f for f in run.findings if f["rule"] == "GLY002"]
    assert re.fullmatch(r"fallback font 'fonts/dice\.ttf': dice\.ttf is cut short: its tables run to byte [\d,]+ "
                        f"but the file holds {len(whole) - 200:,}; copy the font file again", finding["message"])
    result = CliRunner().invoke(app, ["build", "clean", "--no-check", "--content", str(content), "--out",
                                      str(tmp_path / "out")])
    assert result.exit_code == 0, result.output


def test_a_document_never_falls_back_to_a_system_font_even_unchecked(tmp_path: Path) -> None:
    content = _game_with(tmp_path, "Take one Stone.", rulebook="## Cats {#cats}\n\nA \u732b sleeps.\n")
    result = CliRunner().invoke(app, ["build", "clean", "--content", str(content), "--out", str(tmp_path / "o"),
                                      "--no-check"])
    assert result.exit_code == 2
    assert "clean/rulebook.md: '\u732b' (U+732B CJK UNIFIED IDEOGRAPH-732B) is in none of the game's fonts" \
        in result.output
    assert not (tmp_path / "o" / "clean").exists()


def _cjk(first: int, n: int) -> str:
    return "".join(chr(first + k) for k in range(n))


def _named(chars: str) -> str:
    return ", ".join(f"U+{ord(c):04X} CJK UNIFIED IDEOGRAPH-{ord(c):04X}" for c in chars)


def test_a_file_reports_its_first_twenty_runs_in_order_each_with_its_exact_place(tmp_path: Path) -> None:
    """Each run is reported where it starts (a rulebook whose first line is blank too), with its repeats
    counted ('1 more time'), only the first 20 distinct runs of a file, and a run over 40 characters cut
    short: the message, hint and waiver subject read by hand from the characters written here."""
    singles = _cjk(0x4E03, 19)                    # lines 2-20: one character each, 19 runs, then an X on line 2
    three = _cjk(0x4E00, 3)                       # line 21: a run of exactly three characters, the 20th run
    lines = ["", f"{singles[0]} X marks one."] + [f"Then {c} too." for c in singles[1:]] + [f"A {three} run."]
    # a 21st run, made of a character of the 20th alone (past the cut however such runs compare); a repeat
    lines += [f"Last {three[0]} alone.", f"Again {singles[0]} here."]
    long40, long41 = _cjk(0x4E50, 40), _cjk(0x4E80, 41)
    content = _game_with(tmp_path, f"{long40} and {long41}", rulebook="\n".join(lines) + "\n")
    run = run_check("clean", content=content)
    found = [f for f in run.findings if f["rule"] == "GLY001"]
    hint = ("remove or replace the characters, or add a TrueType font that has them to style.fallback_fonts "
            "in game.yaml")
    assert {f["hint"] for f in found} == {hint}
    tail = "; it would vanish from the print"
    book = [(f["line"], f["column"], f["message"]) for f in found if f["file"].endswith("rulebook.md")]
    assert book[0] == (2, 1, f"no font of the game can draw '{singles[0]}' ({_named(singles[0])}), here and 1 "
                             f"more time in this file{tail}")
    assert book[-1] == (21, 3, f"no font of the game can draw '{three}' (3 characters: {_named(three)}){tail}")
    assert [(line, col) for line, col, _ in book] == [(2, 1)] + [(n, 6) for n in range(3, 21)] + [(21, 3)]
    last = next(f for f in found if f["line"] == 21)
    assert last["subject"] == "rulebook.md/" + "+".join(_named(three).split(", "))
    cards = sorted((f["column"], f["message"], f["subject"]) for f in found if f["file"].endswith("market.csv"))
    at = (FIXTURES / "clean" / "cards" / "market.csv").read_text(encoding="utf-8").splitlines()[2].index("Take one")
    assert cards == [
        (at + 1, f"no font of the game can draw '{long40}' (40 characters: {_named(long40[:3])}, and 37 more){tail}",
         "cards/market.csv/" + "+".join(_named(long40[:3]).split(", "))),
        (at + 46, f"no font of the game can draw '{long41[:37]}...' (41 characters: {_named(long41[:3])}, and 38 "
                  f"more){tail}", "cards/market.csv/" + "+".join(_named(long41[:3]).split(", "))),
    ]

"""Layout regressions of rulebooks and quick references, measured on the PDF (tests/docpdf.py):
tables fit their column, card figures keep their captions, narrow text is not justified into gaps;
and the wording of the component list and of variant tags."""
from __future__ import annotations

import io
import shutil
from pathlib import Path

import pdfplumber
import pytest

from docpdf import MM, columns_of, figures_without_caption, strays
from generator.load import load_game
from generator.model import Component
from generator.render import BuildOptions
from generator.render.documents.renderer import document_html, html_to_pdf
from generator.render.documents.markdown import DocumentError
from generator.render.documents.placeholders import component_note
from generator.render.documents.views import names_variant

ROOT = Path(__file__).resolve().parents[3]
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"
FILLER = ("Each player in turn may build, trade or rest; the round ends when everyone has had a turn "
          "and the weather die has been rolled again. ")


def build(tmp_path: Path, name: str, text: str, paper: str = "a4") -> tuple[bytes, str]:
    """docgame with `text` as its rulebook.md or quickref.md: (PDF, final HTML)."""
    folder = tmp_path / "docgame"
    if not folder.exists():
        shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / f"{name}.md").write_text(text, encoding="utf-8")
    doc = document_html(load_game(folder), name, BuildOptions(paper=paper))
    data, _ = html_to_pdf(doc, f"{name}.md")
    return data, doc.html


# --- tables wider than their column --------------------------------------------------------------
WIDE = ("| Era | Ancient | Classical | Medieval | Renaissance | Industrial | Modern | Atomic |\n"
        "| --- | --- | --- | --- | --- | --- | --- | --- |\n"
        "| Farmland | Wheat | Rice | Tomatoes | Cotton | Potatoes | Bananas | Soybeans |\n"
        "| Mountains | Stone | Iron | Gold | Marble | Aluminium | Silicon | Uranium |\n")


def table_font_size(data: bytes, word: str) -> float:
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        for page in pdf.pages:
            for w in page.extract_words(x_tolerance=1, extra_attrs=["size"]):
                if w["text"] == word:
                    return w["size"]
    raise AssertionError(f"{word!r} is not printed")


# WIDE without its last era: it fits a column of a landscape quick reference in tighter type
TIGHT = "".join("|".join(line.split("|")[:-2]) + "|\n" for line in WIDE.splitlines())


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_table_wider_than_its_column_is_set_tighter_until_it_fits(tmp_path: Path, paper: str) -> None:
    narrow = "| Era | Ancient |\n| --- | --- |\n| Farmland | Wheat |\n"
    text = "{{ sheet(orientation='landscape', columns=3) }}\n## Eras {#eras}\n\n" + narrow + "\n" + TIGHT
    data, html = build(tmp_path, "quickref", text, paper)
    assert strays(data, columns_of(html)) == []
    # only the table that did not fit is set smaller; the one that fits keeps its size
    assert table_font_size(data, "Gold") < table_font_size(data, "Wheat") - 0.3


def words_at(data: bytes, *texts: str) -> dict[str, tuple[float, float, float]]:
    """(x0, top, size) of the first printed word of each text."""
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        words = [w for page in pdf.pages for w in page.extract_words(x_tolerance=1, extra_attrs=["size"])]
    return {t: next((w["x0"], w["top"], w["size"]) for w in words if w["text"] == t) for t in texts}


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_table_that_fits_only_with_its_words_broken_is_turned_round(tmp_path: Path, paper: str) -> None:
    # rank-battle's army, twelve pieces in columns of a quick reference's column, printed 'Cha/mpi/on': turned, its
    # eras are rows, each word whole, in the table's own type
    text = "{{ sheet(orientation='landscape', columns=3) }}\n## Eras {#eras}\n\n" + WIDE + "\n" + FILLER * 30
    data, html = build(tmp_path, "quickref", text, paper)
    assert strays(data, columns_of(html)) == []
    at = words_at(data, "Era", "Ancient", "Atomic", "Farmland", "Wheat", "Soybeans", "Uranium", "Renaissance")
    assert at["Ancient"][0] == pytest.approx(at["Atomic"][0]) == pytest.approx(at["Era"][0])   # one column
    assert at["Era"][1] < at["Ancient"][1] < at["Atomic"][1]
    assert at["Farmland"][1] == pytest.approx(at["Era"][1]) and at["Wheat"][1] == pytest.approx(at["Ancient"][1])
    assert at["Soybeans"][1] == pytest.approx(at["Uranium"][1]) == pytest.approx(at["Atomic"][1])
    assert at["Wheat"][2] == pytest.approx(9.0)   # the quick reference's table type, not the tightest


def test_a_table_that_cannot_fit_even_tightest_is_an_error(tmp_path: Path) -> None:
    # as many rows as columns: turned, it is as wide
    row = "| " + " | ".join(f"{i:02d}" for i in range(30)) + " |\n"
    text = "{{ sheet(orientation='portrait', columns=4) }}\n## Codes {#codes}\n\n" + row + \
        "|" + " --- |" * 30 + "\n" + row * 30
    with pytest.raises(DocumentError, match=r"quickref\.md: the table '00' is [0-9.]+ mm wider than its column"):
        build(tmp_path, "quickref", text)


def test_a_build_remembers_each_tables_fit_and_lays_out_once(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    import weasyprint

    from generator.render.documents.renderer import render_pdf

    passes = []
    render = weasyprint.HTML.render
    monkeypatch.setattr(weasyprint.HTML, "render", lambda self, *a, **k: passes.append(1) or render(self, *a, **k))
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))

    def doc(intro: str, table: str = WIDE):
        (folder / "quickref.md").write_text("{{ sheet(orientation='landscape', columns=3) }}\n## Eras {#eras}\n\n"
                                            + intro + "\n\n" + table, encoding="utf-8")
        return document_html(load_game(folder), "quickref", BuildOptions())

    first = render_pdf(doc("The eras, in order."), "quickref.md")
    assert len(passes) >= 2 and list(first.fits.values()) == [len(passes) - 1]   # one step per extra pass
    passes.clear()
    edited = doc("The eras of the game, in the order they are played.")
    again = render_pdf(edited, "quickref.md", first.fits)
    assert len(passes) == 1                                        # the prose changed, the table did not
    assert again.data == render_pdf(edited, "quickref.md").data    # and the PDF is what a fresh fit gives
    passes.clear()
    narrower = WIDE.replace(" Renaissance | Industrial | Modern | Atomic |", " Renaissance |") \
        .replace(" --- | --- | --- | --- | --- | --- | --- |", " --- | --- | --- | --- |") \
        .replace(" Cotton | Potatoes | Bananas | Soybeans |", " Cotton |") \
        .replace(" Marble | Aluminium | Silicon | Uranium |", " Marble |")
    changed = doc("The eras, in order.", narrower)
    assert render_pdf(changed, "quickref.md", first.fits).data == render_pdf(changed, "quickref.md").data


# --- card figures ----------------------------------------------------------------------------------
def test_a_card_figure_keeps_its_caption_on_its_page(tmp_path: Path) -> None:
    """A figure starting lower and lower on the page: where the card fits and its caption would not,
    the two go to the next page together."""
    pages = [f'<div style="height: {h}mm"></div>\n\n{{{{ card("market", "quarry") }}}}\n\n'
             '<div style="break-after: page"></div>\n\n' for h in range(174, 192, 2)]
    data, _ = build(tmp_path, "rulebook", "## Cards {#cards}\n\n" + "".join(pages))
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        assert sum(len(p.images) for p in pdf.pages) == len(pages)
    assert figures_without_caption(data) == []


# --- justification ---------------------------------------------------------------------------------
def word_gaps(data: bytes, columns: int, size: float = 10.5) -> list[float]:
    """The space between neighbouring words of body text, in mm, within one column's line, on every page."""
    gaps = []
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        for page in pdf.pages[2:]:  # past the cover and the contents
            left = 24 * MM  # the rulebook's side margin (templates/docs/rulebook.css.j2), 7 mm between columns
            pitch = (page.width - 2 * left + 7 * MM) / columns
            lines: dict[tuple[int, int], list[dict]] = {}
            for w in page.extract_words(x_tolerance=1, extra_attrs=["size"]):
                if abs(w["size"] - size) < 0.05:
                    lines.setdefault((round(w["top"]), int((w["x0"] - left + MM) // pitch)), []).append(w)
            for words in lines.values():
                words.sort(key=lambda w: w["x0"])
                gaps += [(b["x0"] - a["x1"]) / MM for a, b in zip(words, words[1:])]
    return gaps


@pytest.mark.parametrize("columns", [1, 3])
def test_narrow_columns_are_not_justified_into_gaps(tmp_path: Path, columns: int) -> None:
    """A justified line in a narrow column stretches its spaces (or leaves a first word alone);
    the rulebook justifies only a wide measure."""
    text = (f"{{{{ sheet(columns={columns}) }}}}\n## Rules {{#rules}}\n\n"
            + "".join(f"Extraordinarily long words like counterrevolutionaries come first. {FILLER * 3}\n\n"
                      for _ in range(6)))
    data, _ = build(tmp_path, "rulebook", text)
    gaps = word_gaps(data, columns)
    natural = min(gaps)  # a paragraph's last line is never stretched
    if columns == 1:
        assert max(gaps) > natural + 0.1  # a wide measure is still justified
    else:
        assert max(gaps) < natural + 0.2, f"a space stretched to {max(gaps):.1f} mm"


# --- wording -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("sides, note, shown", [
    (2, "Rules on the front, the history on the back.", "Double-sided. Rules on the front, the history on the back."),
    (2, "one colour per side", "Double-sided, one colour per side"),
    (2, "", "Double-sided"),
    (1, "Grey wood.", "Grey wood."),
])
def test_the_component_note_reads_naturally(sides: int, note: str, shown: str) -> None:
    component = next(c for c in load_game(DOCGAME).game.inventory if c.kind != "cards")
    assert isinstance(component, Component)
    assert component_note(_with(component, sides=sides, note=note)) == shown


@pytest.mark.parametrize("note, shown", [("", ""), ("Rules on the front.", "Rules on the front.")])
def test_cards_never_say_double_sided(note: str, shown: str) -> None:
    # every card has a back: saying so on every deck is filler
    cards = next(c for c in load_game(DOCGAME).game.inventory if c.kind == "cards")
    assert component_note(_with(cards, sides=2, note=note)) == shown


def _with(component: Component, **changes):
    import dataclasses

    return dataclasses.replace(component, **changes)


@pytest.mark.parametrize("title, variant, repeated", [
    ("Adversary: Trial cards drawn in ARM", "Adversary", True),
    ("Basic rules, by player count", "Basic rules", True),
    ("Solitaire game length", "Solitaire", True),
    ("Cards drawn by the adversary", "The Adversary", True),
    ("Disc stacks at setup, back of the board", "Five-region board", False),
    ("Basically set up", "Basic", False),
])
def test_the_variant_tag_is_left_out_when_the_title_names_the_variant(title: str, variant: str,
                                                                      repeated: bool) -> None:
    assert names_variant(title, variant) is repeated


@pytest.mark.parametrize("sides, note, shown", [
    (1, "", "Gathered, not printed"),
    (2, "one colour per player", "Gathered, not printed, one colour per player"),   # never 'Double-sided' too
    (1, "A six-sided die.", "Gathered, not printed. A six-sided die."),
])
def test_what_the_players_gather_says_so(sides: int, note: str, shown: str) -> None:
    component = next(c for c in load_game(DOCGAME).game.inventory if c.kind != "cards")
    assert component_note(_with(component, sides=sides, note=note), gathered=True) == shown

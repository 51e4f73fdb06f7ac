"""A justified rulebook line keeps the space before a bold or italic word at its end (rulebook.css.j2 sets
`font-kerning: none` on justified paragraphs): rally-shop (written outside the project) printed "your**movement**
points" on its p. 6, as WeasyPrint measures a justified line without the kerning of Vollkorn's 'r' against the space
and then draws the line wider than it measured. Measured on the PDF: no letter of one font touches a letter of
another across what the source separates by a space."""
from __future__ import annotations

import io
import shutil
from pathlib import Path

from generator.load import load_game
from generator.render import BuildOptions
from generator.render.documents.renderer import document_html, html_to_pdf

DOCGAME = Path(__file__).resolve().parents[3] / "tests" / "fixtures" / "docs" / "docgame"
# rally-shop's paragraph, then the same with a word more or less before the bold words: the lines break at other
# places, and in this font the bug showed at several of them
PARAGRAPH = ("Play one speed card face up, or play two together as a **pair**. The two cards of a pair must show "
             "neighbouring speeds: a 2 with a 3, or a 5 with a 6. The speeds you play added together are your "
             "**movement points** for the turn.")
LEADS = ["", "Now ", "Then, ", "At once ", "In turn, ", "After that, ", "Each turn, ", "On your turn, you ",
         "Right after the roll, ", "When the lights turn green, ", "First of all, ", "So: "]


def _glued(pdf: bytes) -> list[tuple[int, str]]:
    """(page, the two letters) where a letter of one font touches a letter of another on one line."""
    import pdfplumber

    out = []
    with pdfplumber.open(io.BytesIO(pdf)) as doc:
        for page in doc.pages:
            chars = [c for c in page.chars if c["text"].strip()]
            for a, b in zip(chars, chars[1:]):
                if abs(a["top"] - b["top"]) < 1 and a["fontname"] != b["fontname"] and a["text"].isalpha() \
                        and b["text"].isalpha() and -0.5 < b["x0"] - a["x1"] < 1.0:
                    out.append((page.page_number, a["text"] + b["text"]))
    return out


def test_a_justified_line_keeps_the_space_before_a_bold_word_at_its_end(tmp_path: Path) -> None:
    folder = tmp_path / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    body = "\n\n".join(lead + PARAGRAPH[0].lower() + PARAGRAPH[1:] if lead else PARAGRAPH for lead in LEADS)
    (folder / "rulebook.md").write_text(f"## Driving {{#driving}}\n\n{body}\n", encoding="utf-8")
    doc = document_html(load_game(folder), "rulebook", BuildOptions())
    assert "text-align: justify; hyphens: auto;" in doc.html   # A4's measure, 162 mm, is justified
    pdf, _ = html_to_pdf(doc, "rulebook.md")
    assert _glued(pdf) == []


KITCHEN = ("The dinner rush has started, the head chef has gone home with a cold and the orders keep coming. In "
           "**Kitchen Rush** you and your friends are the kitchen crew. Nobody takes turns: when the sand timer is "
           "flipped, everyone cooks at once, grabbing ingredients from a messy pantry.")


def _first_lines(tmp_path: Path, monkeypatch, moved: bool) -> list[str]:
    import pdfplumber

    from generator.render.documents import renderer

    if not moved:
        monkeypatch.setattr(renderer, "space_into_emphasis", lambda html: html)
    folder = tmp_path / ("moved" if moved else "kept") / "docgame"
    shutil.copytree(DOCGAME, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "rulebook.md").write_text(f"## Welcome {{#welcome}}\n\n{KITCHEN}\n", encoding="utf-8")
    pdf, _ = html_to_pdf(document_html(load_game(folder), "rulebook", BuildOptions()), "rulebook.md")
    with pdfplumber.open(io.BytesIO(pdf)) as doc:
        text = "\n".join(page.extract_text() or "" for page in doc.pages)
    return [line for line in text.splitlines() if line.startswith("The ")][:1] or \
        [line for line in text.splitlines() if line.strip() == "The"]


def test_a_bold_run_after_a_space_does_not_break_the_line_before_it(tmp_path: Path, monkeypatch) -> None:
    """kitchen-rush (written outside the project) printed its first paragraph's 'The' alone on a line: WeasyPrint
    broke the line wrongly before '<strong>Kitchen Rush'; the space moved inside the bold run sets it as written."""
    assert _first_lines(tmp_path, monkeypatch, moved=True)[0].startswith("The dinner rush has started")
    assert _first_lines(tmp_path, monkeypatch, moved=False) == ["The"]   # the bug, without the move

"""Pads: consumable sheets imposed N-up, as many as the players need, rounded up to whole pages; checked first."""
from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pdfplumber
import pytest

from generator.check import check_game
from generator.load import load_game

ROOT = Path(__file__).resolve().parents[3]
CLEAN = ROOT / "tests" / "fixtures" / "games" / "clean"
MM = 72 / 25.4
sys.path.insert(0, str(ROOT / "tests"))

PADS = """\
pads:
  - {id: score, name: Score sheet, size: 90x120mm, per_player: 3, component: score-pad}
  - {id: hero, name: Hero sheet, size: 90x120mm, each: resources, copies: 5,
     texts: {Wood: Chops trees., Stone: Breaks rocks.}}
"""


def pad_game(tmp_path: Path, pads: str = PADS, kind: str = "pad") -> Path:
    folder = tmp_path / "clean"
    shutil.copytree(CLEAN, folder, ignore=shutil.ignore_patterns("__pycache__"))
    text = (folder / "game.yaml").read_text(encoding="utf-8")
    text = text.replace("inventory:\n", f"inventory:\n  - {{id: score-pad, name: Score pad, count: 1, kind: {kind}}}\n",
                        1)
    (folder / "game.yaml").write_text(text.replace("boards:\n", pads + "boards:\n", 1), encoding="utf-8")
    return folder


def build(folder: Path, out: Path, paper: str = "a4") -> Path:
    from generator.render import BuildOptions, RenderJob
    from generator.render.pads.renderer import render_pads
    from generator.write.writer import OutputWriter

    loaded = load_game(folder)
    writer = OutputWriter(out, loaded.game.id)
    render_pads(RenderJob(loaded, BuildOptions(paper=paper), writer))
    writer.commit({"game": loaded.game.id, "version": loaded.game.version})
    return out / loaded.game.id


def bands(page) -> list[dict]:
    """The name line of every sheet on a page: the default layout's 66 mm rule (90 mm less 5 + 14 and 5 mm)."""
    return [ln for ln in page.lines if abs(ln["x1"] - ln["x0"] - 66 * MM) < 0.1 and abs(ln["top"] - ln["bottom"]) < 0.1]


def test_a_pad_prints_a_games_worth_four_up(tmp_path: Path) -> None:
    out = build(pad_game(tmp_path), tmp_path / "out")
    entry = next(f for f in json.loads((out / "manifest.json").read_text())["files"] if f["kind"] == "pads")
    score, hero = entry["pads"]
    # A4 holds 2 x 2 sheets of 90 x 120 mm (2*90 + 2 <= 210 - 10; 2*120 + 2 <= 297 - 10; a third fits neither way)
    # 3 sheets per player x 4 players = 12 sheets = 3 full pages.
    assert (score["sheets"], score["per_page"], score["pages"]) == (12, 4, [1, 3])
    # 5 copies of each of 3 designs, each rounded up to whole pages: 8 each, 2 pages each.
    assert (hero["sheets"], hero["designs"], hero["pages"]) == (24, ["Wood", "Stone", "Grain"], [4, 9])
    with pdfplumber.open(out / "pads.pdf") as pdf:
        assert len(pdf.pages) == 9
        for page in pdf.pages:
            found = bands(page)
            assert len(found) == 4
            xs, tops = sorted({round(r["x0"], 1) for r in found}), sorted({round(r["top"], 1) for r in found})
            assert len(xs) == 2 and len(tops) == 2 and xs[1] - xs[0] >= 90 * MM - 0.2   # side by side, not overlapping
        texts = [pdf.pages[i].extract_text() for i in (3, 5, 7)]
    assert "Chops trees." in texts[0] and "Wood" in texts[0]
    assert "Breaks rocks." in texts[1] and "Chops trees." not in texts[1]
    assert "Grain" in texts[2]


def test_letter_packs_a_pad_four_up_as_a4_does_a_little_smaller(tmp_path: Path) -> None:
    """Issue 29: 90 x 140 mm sheets, 3 per player x 4 players = 12. A4: 2 x 90 + 2 <= 200 across, 2 x 140 + 2 =
    282 <= 287 down: 4 a page, 3 pages. Letter upright: 282 > 279.4 - 10 = 269.4, two a page; turned, 2 x 140
    + 2 > 269.4 across: two. At 95.5% (2 x 140 x 0.955 + 2 = 269.4) four fit, and the layout's smallest text,
    7 pt, prints at 6.7 pt: 3 pages, as on A4."""
    pads = "pads:\n  - {id: score, name: Score sheet, size: 90x140mm, per_player: 3, component: score-pad}\n"
    entries = {}
    for paper in ("a4", "letter"):
        out = build(pad_game(tmp_path / paper, pads), tmp_path / paper / "out", paper)
        entries[paper] = next(f for f in json.loads((out / "manifest.json").read_text())["files"]
                              if f["kind"] == "pads")
        with pdfplumber.open(out / "pads.pdf") as pdf:
            assert len(pdf.pages) == 3
            # the name line is 90 mm less 5 + 14 and 5 mm, scaled with the sheet
            rules = [ln for ln in pdf.pages[0].lines if abs(ln["top"] - ln["bottom"]) < 0.1
                     and abs(ln["x1"] - ln["x0"] - 66 * MM * (0.955 if paper == "letter" else 1)) < 0.1]
            assert len(rules) == 4, paper
    assert [(e["pads"][0]["per_page"], e["pads"][0]["scale"], e["pages"]) for e in entries.values()] == \
        [(4, 1.0, 3), (4, 0.955, 3)]


def test_a_pad_whose_text_would_print_below_6_pt_keeps_its_size(tmp_path: Path) -> None:
    # a design text that fits its 80 x 16 mm box only at 6 pt: at 95.5% it would print at 5.7 pt, so the sheet
    # stays at its size on Letter, two to a page: 12 sheets, 6 pages
    long = " ".join(["Write down every resource you gather in a round and every point you score."] * 6)
    pads = ("pads:\n  - {id: score, name: Score sheet, size: 90x140mm, per_player: 3, component: score-pad, "
            f"each: resources, texts: {{Wood: {long}, Stone: {long}, Grain: {long}}}}}\n")
    out = build(pad_game(tmp_path, pads), tmp_path / "out", "letter")
    entry = next(f for f in json.loads((out / "manifest.json").read_text())["files"] if f["kind"] == "pads")
    assert [(p["per_page"], p["scale"]) for p in entry["pads"]] == [(2, 1.0)]
    with pdfplumber.open(out / "pads.pdf") as pdf:
        smallest = min(ch["size"] for page in pdf.pages for ch in page.chars)
    assert 6.0 - 1e-6 <= smallest < 6.0 / 0.955   # shrunk, it would have printed below 6 pt


def test_fill_page_off_prints_exactly_the_copies(tmp_path: Path) -> None:
    folder = pad_game(tmp_path, "pads:\n  - {id: score, name: Score sheet, size: 90x120mm, copies: 5, "
                                "fill_page: false}\n")
    out = build(folder, tmp_path / "out")
    with pdfplumber.open(out / "pads.pdf") as pdf:
        assert [len(bands(p)) for p in pdf.pages] == [4, 1]


@pytest.mark.parametrize("pads, kind, line, words", [
    ("pads:\n  - {id: score, name: Score sheet, size: 90x120mm, layout: scores}\n", "pad", 88,
     "pad 'Score sheet': no layout 'scores'"),
    ("pads:\n  - {id: score, name: Score sheet, size: 90x120mm, component: score-pad}\n", "token", 88,
     "pad 'Score sheet' is 'score-pad', which the inventory lists as kind token"),
    ("pads:\n  - {id: score, name: Score sheet, size: 90x120mm, each: heroes}\n", "pad", 88,
     "pad 'Score sheet': unknown name set 'heroes'"),
    ("pads:\n  - {id: score, name: Score sheet, size: 90x120mm, each: resources,\n"
     "     texts: {Wod: Chops.}}\n", "pad", 89, "pad 'Score sheet': text for 'Wod', which is not one of its designs"),
])
def test_pad_mistakes_are_found_by_the_check(tmp_path: Path, pads: str, kind: str, line: int, words: str) -> None:
    findings = [f for f in check_game(load_game(pad_game(tmp_path, pads, kind))) if f.rule.startswith("PAD")]
    assert [(f.loc.file.endswith("game.yaml"), f.loc.line) for f in findings] == [(True, line)], findings
    assert words in findings[0].message


def test_a_clean_pad_checks_clean_and_no_count_is_compared(tmp_path: Path) -> None:
    assert [f for f in check_game(load_game(pad_game(tmp_path))) if f.severity != "note"] == []


def test_a_repeat_drawn_over_another_reads_its_own_value_under_the_text(tmp_path: Path) -> None:
    """score-sheet (blind writer, set 51) draws a grid of rows coloured 'row-{{ value | lower }}' and a grid of hints
    over the same cells: the contrast check read the row's colour with the hint grid's value ('row-any number')
    and the build stopped. Each shape is read with its own repeat's value; the rows print in their colours."""
    import pdfplumber
    from typer.testing import CliRunner

    from generator.app.cli import app

    corpus = Path(__file__).resolve().parents[3] / "tests" / "corpus"
    result = CliRunner().invoke(app, ["build", "score-sheet", "--content", str(corpus), "--out", str(tmp_path),
                                      "--only", "pads", "--jobs", "1", "--no-check"])
    assert result.exit_code == 0, result.output
    copper = (0xe0 / 255, 0xa2 / 255, 0x7a / 255)
    with pdfplumber.open(tmp_path / "score-sheet" / "pads.pdf") as pdf:
        fills = [tuple(r.get("non_stroking_color") or ()) for r in pdf.pages[0].rects + pdf.pages[0].curves
                 if r.get("fill")]
    assert any(len(f) == 3 and all(abs(a - b) < 0.01 for a, b in zip(f, copper)) for f in fills)


def test_a_layout_text_past_the_template_limits_is_a_located_error(tmp_path) -> None:
    # a hostile-input probe: a pad layout's "{{ ('x' * 10**9) | length }}" stopped the build as an internal error
    # (exit 3, "this is a bug in pnp"); it is the layout's line, exit 2
    import shutil
    from pathlib import Path

    from typer.testing import CliRunner

    from generator.app.cli import app

    root = Path(__file__).resolve().parents[3]
    shutil.copytree(root / "tests" / "corpus" / "split-cards", tmp_path / "c" / "split-cards",
                    ignore=shutil.ignore_patterns("__pycache__"))
    layout = tmp_path / "c" / "split-cards" / "layouts" / "score-sheet.yaml"
    text = layout.read_text(encoding="utf-8")
    assert 'text: "{{ value }}", size: 8' in text
    layout.write_text(text.replace('text: "{{ value }}", size: 8', "text: \"{{ ('x' * 10**9) | length }}\", size: 8"),
                      encoding="utf-8")
    result = CliRunner().invoke(app, ["build", "split-cards", "--content", str(tmp_path / "c"), "--out",
                                      str(tmp_path / "out"), "--only", "pads", "--jobs", "1"])
    assert result.exit_code == 2, result.output
    assert f"{layout}:13: pad 'score-sheet', design 'Score sheet': '*' would make 1,000,000,000 characters or " \
           "items; pnp allows at most 1,000,000 from one '*' in a layout" in result.output


@pytest.mark.parametrize("languages, word", [("", "Player"), ("languages: [es]\n", "Jugador"),
                                             ("languages: [de]\n", "Spieler")])
def test_the_name_line_is_labelled_in_the_games_language(tmp_path: Path, languages: str, word: str) -> None:
    # feria-mercado (written in Spanish outside the project) printed pnp's English 'Player' on its score sheets
    folder = pad_game(tmp_path)
    text = (folder / "game.yaml").read_text(encoding="utf-8")
    (folder / "game.yaml").write_text(text.replace("pads:\n", languages + "pads:\n", 1), encoding="utf-8")
    out = build(folder, tmp_path / "out")
    with pdfplumber.open(out / "pads.pdf") as pdf:
        words = pdf.pages[0].extract_text().split()
    assert words.count(word) == 4 and (word == "Player" or "Player" not in words)

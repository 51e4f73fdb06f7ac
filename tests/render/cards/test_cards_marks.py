"""Issue 29: what a card sheet's marks say apart from its words, measured from the shipped games' card PDFs.

- A title beside a badge (a cost circle, a value badge: a drawn ellipse) keeps 1 mm from it: every letter whose
  middle lies within a badge's height and outside its width is at least 1 mm from the badge's edge (pdfplumber's
  chars against its curves). Journeys' event titles printed 0.5 mm from their badge, Commerce's wonders too.
- Two piles with different backs are told apart by more than their name and colour: the first back page of each
  deck is drawn (curves, rects and lines, by their points, colours left out, words left out), and two decks whose
  `back` in game.yaml (read as plain YAML) differs must not draw the same. Commerce's good and bad natural events
  shared the leaf emblem, told apart by "(Good)" and "(Bad)" and a green or brown a black-and-white printer loses.
  Decks sharing a back (Commissioned's Faith decks, shuffled together) may draw the same.
"""
from __future__ import annotations

import itertools
from pathlib import Path

import pdfplumber
import pytest
import yaml
from typer.testing import CliRunner

from conftest import CONTENT
from piecepdf import GAMES, MM

BADGE_MM = (4.0, 16.0)   # an ellipse as wide as tall, 4 to 16 mm: a badge, not a frame or an emblem
GAP_MM = 1.0


@pytest.fixture(scope="module")
def cards(tmp_path_factory):
    """Each game's card sheets on one paper, built on first use."""
    from generator.app.cli import app

    out, done = tmp_path_factory.mktemp("marks"), {}

    def get(game: str, paper: str) -> Path:
        if (game, paper) not in done:
            result = CliRunner().invoke(app, ["build", game, "--content", str(CONTENT), "--out", str(out / paper),
                                              "--paper", paper, "--only", "cards", "--jobs", "1", "--no-check",
                                              "--progress", "none"])
            assert result.exit_code == 0, result.output
            done[(game, paper)] = out / paper / game
        return done[(game, paper)]

    return get


def _badges(page) -> list[dict]:
    out = []
    for curve in page.curves:
        w, h = curve["x1"] - curve["x0"], curve["bottom"] - curve["top"]
        if BADGE_MM[0] * MM <= w <= BADGE_MM[1] * MM and abs(w - h) < 0.6 * MM:
            out.append(curve)
    return out


def _crowded(page) -> list[tuple[float, str]]:
    """(gap mm, letter) for every letter beside a badge on its line closer than GAP_MM."""
    found = []
    badges = _badges(page)
    for ch in page.chars:
        if not ch["text"].strip():
            continue
        cx, cy = (ch["x0"] + ch["x1"]) / 2, (ch["top"] + ch["bottom"]) / 2
        for b in badges:
            if not b["top"] < cy < b["bottom"] or b["x0"] <= cx <= b["x1"]:
                continue   # another line, or the number on the badge
            gap = (b["x0"] - ch["x1"] if cx < b["x0"] else ch["x0"] - b["x1"]) / MM
            if gap < GAP_MM - 0.01:
                found.append((round(gap, 2), ch["text"]))
    return found


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", GAMES)
def test_every_letter_beside_a_badge_keeps_a_millimetre(game: str, paper: str, cards) -> None:
    """Every page of every deck's fronts but Commerce's resources (155 pages of one grid of coins: its first
    and last page stand for it)."""
    problems = []
    for path in sorted(cards(game, paper).glob("cards-*.pdf")):
        if path.name.endswith("-backs.pdf"):
            continue
        with pdfplumber.open(path) as pdf:
            pages = list(pdf.pages) if len(pdf.pages) <= 40 else [pdf.pages[0], pdf.pages[-1]]
            for page in pages:
                found = _crowded(page)
                if found:
                    problems.append(f"{path.name} p.{page.page_number}: {sorted(found)[:3]}")
    assert problems == []


def _drawing(path: Path) -> tuple:
    """The first page's marks by their points (0.5 pt), kind by kind, without colours or words."""
    with pdfplumber.open(path) as pdf:
        page = pdf.pages[0]
        return tuple(sorted((kind, tuple((round(x * 2) / 2, round(y * 2) / 2) for x, y in obj.get("pts") or
                                         ((obj["x0"], obj["top"]), (obj["x1"], obj["bottom"]))))
                            for kind in ("curves", "rects", "lines") for obj in getattr(page, kind)))


@pytest.mark.parametrize("game", GAMES)
def test_piles_with_different_backs_differ_in_more_than_name_and_colour(game: str, cards) -> None:
    data = yaml.safe_load((CONTENT / game / "game.yaml").read_text(encoding="utf-8"))
    backs = {d["id"]: d.get("back") for d in data["decks"]}
    folder = cards(game, "a4")
    drawn = {deck: _drawing(folder / f"cards-{deck}-backs.pdf") for deck in backs
             if (folder / f"cards-{deck}-backs.pdf").exists()}
    alike = [(a, b) for a, b in itertools.combinations(sorted(drawn), 2)
             if backs[a] != backs[b] and drawn[a] == drawn[b]]
    assert alike == []
    if game == "commerce":   # its three good/bad pairs, and the local events: all seven event decks printed
        assert {"natural-good", "natural-bad", "economy-good", "economy-bad", "social-good", "social-bad",
                "local-events"} <= set(drawn)

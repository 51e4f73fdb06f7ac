"""A map need not be a network: a score board of tracks, a table mat of space boxes, a worker-placement board
of region boxes with no routes load, check clean and print (docs/boards.md, "A board without routes")."""
from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from contenttools import run_check
from piecepdf import render_pieces

PLAIN = """maps:
  - id: table
    name: Table mat
    width: 200
    height: 140
    tracks:
      - {id: score, name: Score, end: 30, shape: border, space: 12}
      - {id: rounds, name: Round, start: 1, end: 8, at: [40, 50], space: 12}
    locations:
      - {id: market, name: Market, kind: region, at: [70, 95], size: [60, 30], spaces: [Buy, Sell]}
      - {id: fields, name: Fields, kind: region, at: [140, 95], size: [50, 30], spaces: [Sow]}
      - {id: draw, name: Draw pile, kind: space, at: [168, 45], size: [30, 26]}

"""


@pytest.fixture
def game(tmp_path: Path) -> Path:
    """The `pnp new` card game with its map (places joined by routes) replaced by PLAIN."""
    from gamecopy import with_map

    return with_map(tmp_path, "mat", PLAIN)


def test_a_map_of_tracks_spaces_and_unjoined_regions_checks_clean(game: Path) -> None:
    code, report = run_check(game.parent, "mat")
    assert code == 0, [(f["rule"], f["message"]) for f in report["findings"]]
    assert not [f for f in report["findings"] if f["rule"].startswith("MAP")]


def test_it_prints_every_track_space_and_box(game: Path, tmp_path: Path) -> None:
    out = render_pieces(game, tmp_path / "out")
    with pdfplumber.open(out / "map.pdf") as pdf:
        words = [w["text"] for page in pdf.pages for w in page.extract_words()]
    for label in ("Score", "Round", "Market", "Fields", "Buy", "Sell", "Sow", "Draw", "pile"):
        assert label in words, label
    assert {str(n) for n in range(0, 31)} <= set(words)          # the border track's 31 spaces, 0 to 30


def test_start_names_a_location_even_on_a_board_without_routes(game: Path) -> None:
    path = game / "game.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("    width: 200\n", "    width: 200\n    start: [Deck]\n"),
                    encoding="utf-8")
    code, report = run_check(game.parent, "mat")
    assert code == 1
    assert [(f["rule"], f["message"]) for f in report["findings"] if f["severity"] == "error"] == [
        ("MAP002", "map 'table': play starts at 'Deck', which is not on the map")]



def test_a_board_named_after_its_game_is_titled_once() -> None:
    # ticket-lines named its map as the game: its pages read 'Ticket Lines: Ticket Lines - overview'
    from generator.render.maps.style import titled

    assert titled("Ticket Lines", "Ticket Lines") == titled("Ticket Lines", "ticket lines ") == "Ticket Lines"
    assert titled("Commerce", "Island of Trade") == "Commerce: Island of Trade"


def test_a_track_below_zero_prints_its_numbers_with_minus_signs_at_one_size(tmp_path: Path) -> None:
    # tug-track (written outside the project): its rope from -5 to +5 printed -5 to -1 with hyphens at 7 pt and
    # 0 to 5 at 11 pt; a space's number, signed or not, prints at one size, below zero with a minus sign
    from gamecopy import with_map

    game = with_map(tmp_path, "mat", PLAIN.replace("{id: rounds, name: Round, start: 1, end: 8,",
                                                   "{id: rounds, name: Round, start: -3, end: 3,"))
    out = render_pieces(game, tmp_path / "out")
    with pdfplumber.open(out / "map.pdf") as pdf:
        words = [w for w in pdf.pages[0].extract_words(extra_attrs=["size"])]
    below = [w["size"] for w in words if w["text"] in ("\u22123", "\u22121")]
    above = max(w["size"] for w in words if w["text"] in ("2", "3"))   # the row track's, over the border's 6-7 pt
    assert len(below) == 2 and all(abs(size - above) < 0.2 for size in below), (below, above)
    assert not [w for w in words if w["text"] in ("-3", "-1")]

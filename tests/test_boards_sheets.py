"""boards.pdf: one player board per name or colour, at its trim size, filled from the game's data; tiled when big."""
from __future__ import annotations

import shutil
from pathlib import Path

import pdfplumber
import pytest

from conftest import CONTENT, FIXTURES
from piecepdf import GAMES, MM, box_of, reassemble, render_pieces, tile_pages

# game -> (boards printed, text every board shows, the names printed one per board)
EXPECTED = {
    "commissioned": (6, "Draw pile", ["Andrew", "Barnabas", "James", "John", "Paul", "Peter"]),
    "the-acts": (4, "Spiritual gifts (hold 2 at most)", ["Red", "Blue", "Green", "Yellow"]),
    "journeys-of-paul": (6, "Reach Rome with 3 Churches (basic)", []),
    "commerce": (6, "Worker wages per turn", ["Red", "Blue", "Green", "Yellow", "Purple", "Orange"]),
}


def _trims(page) -> list[tuple[float, float]]:
    """Trim sizes (w, h) in mm read from the crop marks: marks run along the trim edges."""
    xs, ys = set(), set()
    for line in page.lines:
        if abs(line["linewidth"] - 0.35) > 0.01:
            continue
        b = box_of(line, page.height)
        if b.w < 0.01:
            xs.add(round(b.x0, 2))
        elif b.h < 0.01:
            ys.add(round(b.y0, 2))
    xs_s, ys_s = sorted(xs), sorted(ys)
    widths = [b - a for a, b in zip(xs_s[0::2], xs_s[1::2])]
    heights = [b - a for a, b in zip(ys_s[0::2], ys_s[1::2])]
    return [(w, h) for w in widths for h in heights]


@pytest.mark.parametrize("game_id", GAMES)
def test_one_board_per_name_at_its_trim_size(game_id: str, pieces) -> None:
    from generator.load import load_game

    game = load_game(CONTENT / game_id).game
    (board,) = game.boards
    count, common, names = EXPECTED[game_id]
    entry = next(f for f in pieces.manifest(game_id)["files"] if f["path"] == "boards.pdf")
    assert entry["kind"] == "board" and entry["boards"][0]["count"] == count
    width, height = board.size.mm
    seen_names, boards = [], 0
    with pdfplumber.open(pieces(game_id) / "boards.pdf") as pdf:
        assert len(pdf.pages) == entry["pages"]
        for page in pdf.pages:
            trims = _trims(page)
            boards += len(trims)
            for w, h in trims:
                assert abs(w - width) <= 0.1 and abs(h - height) <= 0.1, (w, h)
            text = page.extract_text()
            assert text.count(common) == len(trims)
            big = {w["text"] for w in page.extract_words(extra_attrs=["size"]) if w["size"] >= 10}
            seen_names += [n for n in names if n in big]
    assert boards == count
    assert sorted(seen_names) == sorted(names)   # each name on exactly one page


def test_apostle_boards_show_each_apostles_own_cards(pieces) -> None:
    from generator.load import load_game

    game = load_game(CONTENT / "commissioned").game
    with pdfplumber.open(pieces("commissioned") / "boards.pdf") as pdf:
        for page, apostle in zip(pdf.pages, game.names["apostles"]):
            text = page.extract_text().replace("\n", " ")
            mine = [c.name for c in game.deck("apostle").cards if c.fields["apostle"] == apostle]
            others = [c.name for c in game.deck("apostle").cards if c.fields["apostle"] != apostle]
            assert len(mine) == 6 and all(name in text for name in mine), apostle
            assert not any(name in text for name in others)


def test_a_board_bigger_than_the_paper_is_tiled(tmp_path: Path) -> None:
    game = tmp_path / "content" / "clean"
    shutil.copytree(FIXTURES / "clean", game, ignore=shutil.ignore_patterns("__pycache__"))
    yaml = game / "game.yaml"
    yaml.write_text(yaml.read_text().replace("size: 180x120mm, colours: [red, blue, green, yellow]",
                                             "size: 400x300mm, colours: [red, blue, green, yellow]"))
    out = render_pieces(game, tmp_path / "out")
    from mapmeasure import letter_problems

    assert letter_problems(out / "boards.pdf") == []   # overviews and tiles: no text on text or on a crosshair
    with pdfplumber.open(out / "boards.pdf") as pdf:
        tiles = tile_pages(pdf, "Tiny Clean Game: Player mat, Red")
        assert len(tiles) == 4 and len(pdf.pages) == 4 * (1 + 4)   # an overview and 2 x 2 tiles per board
        width, height = reassemble(tiles, 12.0)
        assert sorted(round(v / MM) for v in (pdf.pages[1].width, pdf.pages[1].height)) == [210, 297]
    assert abs(width - 400) <= 0.5 and abs(height - 300) <= 0.5


@pytest.mark.parametrize("element, message", [
    ("- text: {box: [5, 5, 40, 10], text: '{{ nmae }}'}",
     "{g}/layouts/player-board.yaml:2: board 'mat': unknown template field 'nmae'"),
    ("- rect: {box: [170, 5, 30, 10], fill: ink}",
     "{g}/layouts/player-board.yaml:2:5: error[LAY008] board 'mat': the box [170, 5, 30, 10] mm reaches 17.0 mm "
     "outside the board (180x120 mm plus 3 mm bleed)"),
    ("- rect: {box: [5, 5, 30, 10], fill: '{{ colour }}-ish'}",
     "{g}/layouts/player-board.yaml:2: board 'mat', copy 'Red' ({g}/game.yaml:87): unknown colour 'red-ish'"),
])
def test_board_layout_errors_name_the_board_not_a_deck(tmp_path: Path, element: str, message: str) -> None:
    """Boards are drawn by the card layout engine, but a message about one says 'board', never 'deck'."""
    from generator.render.cards.faces import CardError

    game = tmp_path / "content" / "clean"
    shutil.copytree(FIXTURES / "clean", game, ignore=shutil.ignore_patterns("__pycache__"))
    (game / "layouts").mkdir()
    (game / "layouts" / "player-board.yaml").write_text(f"elements:\n  {element}\n", encoding="utf-8")
    with pytest.raises(CardError) as caught:   # a BoardError, or a LayoutError in the check's own form
        render_pieces(game, tmp_path / "out")
    assert caught.value.render().splitlines()[0] in (message.format(g=game), "error: " + message.format(g=game))


# --- issue 10: no text box on a board sheet meets another, a mark or a cut line --------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_no_letter_on_a_board_sheet_meets_another_a_crop_mark_or_a_cut_line(game_id: str, pieces) -> None:
    """Every page of boards.pdf, letter by letter in drawing order (tests/mapmeasure.py): no label overlaps
    another, no letter lies on a crop mark or its white halo, none straddles a trim edge the crop marks
    outline (half a letter cut away), and on a tiled board none meets a crosshair."""
    from mapmeasure import letter_problems

    assert letter_problems(pieces(game_id) / "boards.pdf") == []


def test_letters_across_a_cut_line_or_on_each_other_are_found(tmp_path: Path) -> None:
    """The measure bites: a board layout whose first text starts 2 mm into the bleed (across the trim's left
    edge) and whose two other texts start 2 mm apart on one line. The clean fixture's four 180 x 120 mm mats
    print two to an A4 page, so each of the two pages shows each problem twice."""
    from mapmeasure import letter_problems

    game = tmp_path / "content" / "clean"
    shutil.copytree(FIXTURES / "clean", game, ignore=shutil.ignore_patterns("__pycache__"))
    (game / "layouts").mkdir()
    (game / "layouts" / "player-board.yaml").write_text(
        "elements:\n"
        "  - text: {box: [-2, 10, 60, 10], text: Across the cut, size: 10}\n"
        "  - text: {box: [40, 40, 60, 10], text: Overlap one, size: 10}\n"
        "  - text: {box: [42, 40, 60, 10], text: Overlap two, size: 10}\n", encoding="utf-8")
    out = render_pieces(game, tmp_path / "out")
    problems = letter_problems(out / "boards.pdf")
    crossing = [p for p in problems if "crosses the cut line" in p]
    overlaps = [p for p in problems if "overlap" in p and "crosses" not in p]
    assert len(problems) == len(crossing) + len(overlaps)
    assert sorted(p.split(":")[0] for p in crossing) == ["p. 1 (page 1)"] * 2 + ["p. 2 (page 2)"] * 2
    assert all("'Across the cut'" in p for p in crossing)
    assert sorted(p.split(":")[0] for p in overlaps) == ["p. 1 (page 1)"] * 2 + ["p. 2 (page 2)"] * 2
    assert all("'Overlap one' and 'Overlap two' overlap at" in p for p in overlaps)

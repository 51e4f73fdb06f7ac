"""The layout geometry check (LAY007-LAY009): every layout a deck (face and back), a board or a pad is drawn with,
unrolled at that thing's own size, bleed and safe margin; a board's or pad's `values`/`labels` written as one
engine call with literal arguments is called and its list judged; anything else is left to the build."""
from __future__ import annotations


from conftest import FIXTURES, edited_copy, run_check

ENGINE_RULES = ('\n\n@rule\ndef box_points(rows: int = 4) -> list:\n'
                '    return [[row * 10 + column for column in range(8)] for row in range(rows)]\n'
                '\n\n@rule\ndef turns(players: int) -> list:\n'
                '    return [f"Turn {n}" for n in range(1, 2 * players + 1)]\n'
                '\n\n@rule\ndef broken() -> list:\n'
                '    raise ValueError("no list today")\n')
PAD = ("component: pawns}\n", "component: pawns}\npads:\n  - {id: score, name: Score sheet, size: 90x120mm, "
                              "layout: score}\n")
BOARD = ("{id: mat, name: Player mat, size: 180x120mm,", "{id: mat, name: Player mat, size: 180x120mm, layout: mat,")


def _game(tmp_path, edits: list[tuple[str, str, str]], files: dict[str, str]):
    """tests/fixtures/games/clean copied, each (file, old, new) applied once, and new files written."""
    folder = edited_copy(FIXTURES / "clean", tmp_path / "clean", edits, files)
    engine = folder / "engine.py"
    engine.write_text(engine.read_text(encoding="utf-8") + ENGINE_RULES, encoding="utf-8")
    return folder


def _geometry(run) -> list[tuple]:
    """The layout geometry findings (and the engine's, which a call it makes may raise), in a fixed order."""
    found = [(f["rule"], f["file"].rsplit("/", 1)[-1], f["line"], f["column"], f["message"], f["hint"], f["subject"])
             for f in run.findings if f["rule"] in ("LAY007", "LAY008", "LAY009") or f["rule"].startswith("ENG")]
    return sorted(found)


def _line_col(path, anchor: str) -> tuple[int, int]:
    lines = path.read_text(encoding="utf-8").splitlines()
    hits = [(i + 1, line.index(anchor) + 1) for i, line in enumerate(lines) if anchor in line]
    assert len(hits) == 1, (anchor, hits)
    return hits[0]


def test_a_decks_back_layout_is_checked_at_the_decks_own_size_bleed_and_safe_margin(tmp_path) -> None:
    # the market deck is poker size (63 x 88 mm) here with a 2 mm bleed and a 4 mm safe margin: each box
    # below reaches past W + B or H + B by the amount worked out beside it; the first lies exactly on the edge
    back = ("elements:\n"
            "  - rect: {box: [-B, -B, W + 2*B, H + 2*B], fill: paper}\n"        # exactly the bleed: fine
            "  - rect: {box: [W - S, S, S + B + 1, 10], fill: accent}\n"        # 59 + 7 = 66 > 65: 1.0 mm
            "  - rect: {box: [S, H - S, 10, S + B + 0.5], fill: accent}\n")     # 84 + 6.5 = 90.5 > 90: 0.5 mm
    folder = _game(tmp_path, [("game.yaml", "  - id: market\n    name: Market\n",
                               "  - id: market\n    name: Market\n    back_layout: market-back\n"
                               "    bleed: 2mm\n    safe: 4mm\n")],
                   {"layouts/market-back.yaml": back})
    run = run_check(content=folder.parent)
    hint = "keep every box within -B .. W+B across and -B .. H+B down"
    assert _geometry(run) == [
        ("LAY008", "market-back.yaml", 3, 5, "deck 'market': the box [59, 4, 7, 10] mm reaches 1.0 mm outside the "
         "card (63x88 mm plus 2 mm bleed)", hint, "card/market/layout/market-back"),
        ("LAY008", "market-back.yaml", 4, 5, "deck 'market': the box [4, 84, 10, 6.5] mm reaches 0.5 mm outside the "
         "card (63x88 mm plus 2 mm bleed)", hint, "card/market/layout/market-back")]


def test_a_layout_that_is_a_decks_face_and_back_is_reported_once(tmp_path) -> None:
    art = "elements:\n  - rect: {box: [W - 5, S, 10, 10], fill: accent}\n"   # 58 + 10 = 68 > 66: 2.0 mm
    folder = _game(tmp_path, [("game.yaml", "  - id: market\n    name: Market\n",
                               "  - id: market\n    name: Market\n    layout: art\n    back_layout: art\n")],
                   {"layouts/art.yaml": art})
    found = _geometry(run_check(content=folder.parent))
    assert [(f[0], f[1], f[2], f[4]) for f in found] == [
        ("LAY008", "art.yaml", 2, "deck 'market': the box [58, 3, 10, 10] mm reaches 2.0 mm outside the card "
         "(63x88 mm plus 3 mm bleed)")]


def test_a_boards_and_a_pads_engine_call_with_literal_arguments_is_called_and_judged(tmp_path) -> None:
    # box_points(3) gives 3 rows of 8 for a grid of 4 rows of 9; turns(players=4) gives 8 labels for 13 spaces
    mat = ("elements:\n  - grid:\n      at: [S, 20]\n      cell: [8, 8]\n      rows: 4\n      columns: 9\n"
           "      values: \"engine.box_points(3)\"\n      elements:\n"
           "        - rect: {box: [0, 0, W, H], stroke: ink}\n")
    score = "elements:\n  - track: {box: [S, S, W - 2*S, 8], spaces: 13, labels: \"engine.turns(players=4)\"}\n"
    folder = _game(tmp_path, [("game.yaml", *PAD), ("game.yaml", *BOARD)],
                   {"layouts/mat.yaml": mat, "layouts/score.yaml": score})
    run = run_check(content=folder.parent)
    assert [f[:5] + f[6:] for f in _geometry(run)] == [
        ("LAY009", "mat.yaml", 2, 5, "board 'mat': values 'engine.box_points(3)': the grid has 4 rows of 9 cells "
         "but its values are 3 rows of 8", "board/mat/layout/mat"),
        ("LAY009", "score.yaml", 2, 5, "pad 'score': labels 'engine.turns(players=4)': the track has 13 spaces but "
         "8 labels", "pad/score/layout/score")]
    assert run.exit_code == 1


def test_a_right_engine_call_passes(tmp_path) -> None:
    score = "elements:\n  - track: {box: [S, S, W - 2*S, 8], spaces: 8, labels: \"engine.turns(players=4)\"}\n"
    folder = _game(tmp_path, [("game.yaml", *PAD)], {"layouts/score.yaml": score})
    assert _geometry(run_check(content=folder.parent)) == []


def test_an_engine_call_that_fails_is_an_engine_finding_not_a_layout_one(tmp_path) -> None:
    score = "elements:\n  - track: {box: [S, S, W - 2*S, 8], spaces: 13, labels: \"engine.broken()\"}\n"
    folder = _game(tmp_path, [("game.yaml", *PAD)], {"layouts/score.yaml": score})
    found = _geometry(run_check(content=folder.parent))
    assert [(f[0], f[6]) for f in found] == [("ENG001", "pad 'score'")]
    assert "no list today" in found[0][4]


def test_what_is_not_one_engine_call_with_literal_arguments_is_left_to_the_build(tmp_path) -> None:
    # each of these would give box_points' 4 rows of 8 for a grid of 4 rows of 9, were it called
    expressions = ["other.box_points()", "box_points()", "engine.rules.box_points()", "engine.box_points",
                   "engine.box_points(rows)", "engine.box_points(**{'rows': 4})", "engine.nothing()",
                   "engine.box_points() + []", "engine.box_points("]
    grids = "".join(f"  - grid:\n      at: [S, {5 + 10 * i}]\n      cell: [2, 2]\n      rows: 4\n      columns: 9\n"
                    f"      values: \"{e}\"\n      elements:\n        - rect: {{box: [0, 0, W, H], stroke: ink}}\n"
                    for i, e in enumerate(expressions))
    folder = _game(tmp_path, [("game.yaml", *PAD)], {"layouts/score.yaml": "elements:\n" + grids})
    assert _geometry(run_check(content=folder.parent)) == []
    # the same grid with the call written plainly is judged (the expressions above differ from it only as said)
    folder = _game(tmp_path / "plain", [("game.yaml", *PAD)], {"layouts/score.yaml": "elements:\n" + grids.replace(
        expressions[0], "engine.box_points()", 1)})
    assert [f[4] for f in _geometry(run_check(content=folder.parent))] == [
        "pad 'score': values 'engine.box_points()': the grid has 4 rows of 9 cells but its values are 4 rows of 8"]


def test_pnps_own_board_layout_is_checked_at_the_boards_size(tmp_path) -> None:
    # the board names no layout, so it is drawn with templates/boards/player-board.yaml, whose band of 16 mm a
    # board of 40 x 12 mm has no room for (a tile rack of 36 mm is its band alone): it reaches past the bleed
    folder = _game(tmp_path, [("game.yaml", "{id: mat, name: Player mat, size: 180x120mm,",
                               "{id: mat, name: Player mat, size: 40x12mm,")], {})
    found = _geometry(run_check(content=folder.parent))
    assert found and {(f[0], f[1], f[6]) for f in found} == {("LAY008", "player-board.yaml",
                                                             "board/mat/layout/player-board")}
    assert all(f[4].startswith("board 'mat': the box ") and f[4].endswith("outside the board (40x12 mm plus 3 mm "
                                                                         "bleed)") for f in found)


def test_pnps_own_pad_layout_is_checked_at_the_pads_size(tmp_path) -> None:
    folder = _game(tmp_path, [("game.yaml", "component: pawns}\n", "component: pawns}\npads:\n  - {id: score, name: "
                                                                  "Score sheet, size: 20x15mm}\n")], {})
    found = _geometry(run_check(content=folder.parent))
    assert found and {(f[0], f[1], f[6]) for f in found} == {("LAY008", "pad.yaml", "pad/score/layout/pad")}


def test_a_layout_that_is_not_there_leaves_the_next_one_checked(tmp_path) -> None:
    # the deck's face layout is missing (LAY001's business); the board's layout after it is still unrolled
    # (a board's safe margin S is 5 mm)
    folder = _game(tmp_path, [("game.yaml", "  - id: market\n    name: Market\n",
                               "  - id: market\n    name: Market\n    layout: nowhere\n"), ("game.yaml", *BOARD)],
                   {"layouts/mat.yaml": "elements:\n  - rect: {box: [W - 5, S, 10, 10], fill: accent}\n"})
    assert [f[:5] for f in _geometry(run_check(content=folder.parent))] == [
        ("LAY008", "mat.yaml", 2, 5, "board 'mat': the box [175, 5, 10, 10] mm reaches 2.0 mm outside the board "
         "(180x120 mm plus 3 mm bleed)")]


def test_a_repeat_that_cannot_be_laid_out_is_not_also_judged_by_its_values(tmp_path) -> None:
    score = ("elements:\n  - grid:\n      at: [S, 20]\n      cell: [8, 8]\n      rows: 0\n      columns: 9\n"
             "      values: \"engine.box_points()\"\n      elements:\n        - rect: {box: [0, 0, W, H], stroke: ink}\n")
    folder = _game(tmp_path, [("game.yaml", *PAD)], {"layouts/score.yaml": score})
    assert [f[0] for f in _geometry(run_check(content=folder.parent))] == ["LAY007"]


def test_an_engine_call_whose_arguments_do_not_fit_is_reported_at_its_element(tmp_path) -> None:
    # turns(players) given 'player', and box_points(rows=4) given two numbers: REF005 at each element, not a
    # TypeError at engine.py; the elements' values are then not judged
    score = ("elements:\n  - track: {box: [S, S, W - 2*S, 8], spaces: 13, labels: \"engine.turns(player=4)\"}\n"
             "  - track: {box: [S, 20, W - 2*S, 8], spaces: 13, labels: \"engine.box_points(1, 2)\"}\n")
    folder = _game(tmp_path, [("game.yaml", *PAD)], {"layouts/score.yaml": score})
    run = run_check(content=folder.parent)
    found = sorted((f["rule"], f["file"].rsplit("/", 1)[-1], f["line"], f["column"], f["message"], f["hint"],
                    f["subject"]) for f in run.findings)
    assert found == [
        ("REF005", "score.yaml", 2, 5, "turns() has no parameter 'player'", "did you mean 'players'?", "pad 'score'"),
        ("REF005", "score.yaml", 3, 5, "box_points(): too many positional arguments", "box_points() takes: rows",
         "pad 'score'")]


BACK = ("game.yaml", "  - id: market\n    name: Market\n", "  - id: market\n    name: Market\n    back_layout: back\n")
GEOMETRY_HINT = ("a coordinate must have a value on every card, board or pad the layout is drawn on: see "
                 "docs/cards.md, Layout files")
SIZE_HINT = "give the box a width and a height above 0 mm, e.g. [S, S, W - 2*S, 10]"


def _lay002(run) -> list[tuple]:
    return sorted((f["rule"], f["file"].rsplit("/", 1)[-1], f["line"], f["column"], f["message"], f["hint"])
                  for f in run.findings if f["rule"] in ("LAY002", "LAY008"))


def test_a_coordinate_that_divides_by_zero_at_the_decks_size_is_lay002_at_its_element(tmp_path) -> None:
    # the market deck is poker size, 63 mm wide: W - 63 is 0 there, so the first box has no y; inside the grid
    # W and H are the cell's (8 x 8 mm), so H - 8 is 0 in every cell. The check goes on past both (no exit 3).
    back = ("elements:\n"
            "  - text: {box: [S, 10 / (W - 63), 20, 10], text: back}\n"
            "  - grid:\n      at: [S, 20]\n      cell: [8, 8]\n      rows: 2\n      columns: 2\n      elements:\n"
            "        - rect: {box: [0, 0, W / (H - 8), H], stroke: ink}\n"
            "  - rect: {box: [S, S, W / (H - 80), 10], stroke: ink}\n")   # 63 / 8: fine
    folder = _game(tmp_path, [BACK], {"layouts/back.yaml": back})
    assert _lay002(run_check(content=folder.parent)) == [
        ("LAY002", "back.yaml", 2, 5, "deck 'market': a coordinate has no value: '10 / (W - 63)' divides by zero at "
         "W=63, H=88, B=3, S=3", GEOMETRY_HINT),
        ("LAY002", "back.yaml", 9, 11, "deck 'market': a coordinate has no value: 'W / (H - 8)' divides by zero at "
         "W=8, H=8, B=3, S=3", GEOMETRY_HINT)]


def test_a_box_or_cell_of_no_width_or_height_is_lay002_at_its_element_not_a_bleed_error(tmp_path) -> None:
    # a text of no size stopped the build inside ReportLab; a negative width inside the card was a LAY008 that
    # said it reached 5 mm outside; a grid's cell and a track's box of no size are named at the repeat
    back = ("elements:\n"
            "  - text: {box: [10, 40, 0, 0], text: back}\n"
            "  - rect: {box: [40, 40, -5, 20], fill: ink}\n"
            "  - image: {box: [S, S, W - 2*S - 57, 10], src: art/back.png}\n"   # 63 - 6 - 57 = 0
            "  - grid: {at: [0, 0], cell: [0, 5], rows: 2, columns: 2, elements: [{rect: {box: [0, 0, W, H]}}]}\n"
            "  - track: {box: [5, 5, 20, -1], spaces: 6}\n"
            "  - rect: {box: [S, S, 1, 1], fill: ink}\n")
    folder = _game(tmp_path, [BACK], {"layouts/back.yaml": back})
    assert _lay002(run_check(content=folder.parent)) == [
        ("LAY002", "back.yaml", 2, 5, "deck 'market': box [10, 40, 0, 0] mm has width 0 mm and height 0 mm: a box "
         "is [x, y, width, height], each size above 0", SIZE_HINT),
        ("LAY002", "back.yaml", 3, 5, "deck 'market': box [40, 40, -5, 20] mm has width -5 mm: a box is [x, y, "
         "width, height], each size above 0", SIZE_HINT),
        ("LAY002", "back.yaml", 4, 5, "deck 'market': box [3, 3, 0, 10] mm has width 0 mm: a box is [x, y, width, "
         "height], each size above 0", SIZE_HINT),
        ("LAY002", "back.yaml", 5, 5, "deck 'market': cell [0, 5] mm has width 0 mm: a cell is [width, height], "
         "each size above 0", SIZE_HINT),
        ("LAY002", "back.yaml", 6, 5, "deck 'market': box [5, 5, 20, -1] mm has height -1 mm: a box is [x, y, "
         "width, height], each size above 0", SIZE_HINT)]

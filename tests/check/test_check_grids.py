"""The grid map check's findings in full (GRD001): cells, terrain, names and refs a grid map's data gets wrong,
each at its place with what a designer reads and waives by. The game is tests/fixtures/games/hex-wargame, a
12 x 9 hex grid whose coordinates run from 0101 to 1209."""
from __future__ import annotations


import pytest

from conftest import FIXTURES, edited_copy, run_check

GAME = "hex-wargame"
REF_HINT = "a ref is {deck, column} and optionally label (a column, or name) and colour"
REFS = '      - {deck: units, column: hex, label: name, colour: "#f4ecd6"}\n'


def _variant(tmp_path, *edits: tuple[str, str], file: str = "game.yaml"):
    return edited_copy(FIXTURES / GAME, tmp_path / GAME, [(file, old, new) for old, new in edits])


def _line_col(path, anchor: str) -> tuple[int, int]:
    lines = path.read_text(encoding="utf-8").splitlines()
    hits = [(i + 1, line.index(anchor) + 1) for i, line in enumerate(lines) if anchor in line]
    assert len(hits) == 1 and lines[hits[0][0] - 1].count(anchor) == 1, (anchor, hits)
    return hits[0]


def _grd(folder) -> list[tuple]:
    run = run_check(GAME, content=folder.parent)
    return sorted((f["rule"], f["file"].rsplit("/", 1)[-1], f["line"], f["column"], f["message"], f["actual"],
                   f["subject"], f["hint"]) for f in run.findings if f["rule"].startswith("GRD"))


def _format_error(spec: str) -> str:
    """What Python says of format(1, spec) for a spec it refuses (its words, not the checker's)."""
    try:
        format(1, spec)
    except ValueError as exc:
        return str(exc)
    raise AssertionError(f"{spec!r} is a format spec here")


def test_cells_no_grid_has_say_where_the_cells_run_or_which_was_meant(tmp_path) -> None:
    folder = _variant(tmp_path, ('"0807", "0808"]', '"9999", "0808"]'),
                      ("{at: Millford, text: Blue HQ", "{at: Milford, text: Blue HQ"))
    yaml = folder / "game.yaml"
    assert _grd(folder) == sorted([
        ("GRD001", "game.yaml", *_line_col(yaml, '"9999"'), "grid 'valley': a cell entry names cell '9999', which is "
         "not on the map", "9999", "grid/valley/9999", "cells run from 0101 to 1209"),
        ("GRD001", "game.yaml", *_line_col(yaml, "at: Milford"), "grid 'valley': piece 'Blue HQ' names cell 'Milford', "
         "which is not on the map", "Milford", "grid/valley/Milford", "did you mean 'Millford'?")])


def test_unknown_terrain_is_reported_at_its_key_with_what_to_do(tmp_path) -> None:
    folder = _variant(tmp_path, ('{at: ["0906"], terrain: town,', '{at: ["0906"], terrain: towns,'),
                      ('["0905", "1004", "1005", "0306"], terrain: hill}', '["0905", "1004", "1005", "0306"], '
                                                                          'terrain: swamp}'))
    yaml = folder / "game.yaml"
    assert _grd(folder) == sorted([
        ("GRD001", "game.yaml", *_line_col(yaml, "terrain: towns"), "grid 'valley': unknown terrain 'towns'", "towns",
         "grid/valley/terrain", "did you mean 'town'?"),
        ("GRD001", "game.yaml", *_line_col(yaml, "terrain: swamp"), "grid 'valley': unknown terrain 'swamp'", "swamp",
         "grid/valley/terrain", "declare it under the map's terrain")])


def test_a_cell_name_belongs_to_one_cell_and_is_given_once(tmp_path) -> None:
    folder = _variant(tmp_path, ('{at: ["0403"], terrain: town, name: Millford}',
                                 '{at: ["0403", "0404"], terrain: town, name: Millford}'))
    yaml = folder / "game.yaml"
    found = [f for f in _grd(folder) if "name 'Millford'" in f[4]]
    assert found == [("GRD001", "game.yaml", *_line_col(yaml, "name: Millford"), "grid 'valley': the name 'Millford' "
                      "is given to 2 cells", None, "grid/valley/Millford", "a name belongs to one cell; write one "
                      "entry per named cell")]
    folder = _variant(tmp_path / "twice", ('{at: ["0906"], terrain: town, name: Ashby}',
                                           '{at: ["0906"], terrain: town, name: Millford}'))
    yaml = folder / "game.yaml"
    found = [f for f in _grd(folder) if "name 'Millford'" in f[4]]
    first = _line_col(yaml, '{at: ["0403"], terrain: town, name: Millford}')[0]
    assert found == [("GRD001", "game.yaml", *_line_col(yaml, '{at: ["0906"], terrain: town, name: Millford}')[:1],
                      _line_col(yaml, '{at: ["0906"], terrain: town, name: Millford}')[1] + len('{at: ["0906"], '
                                                                                                'terrain: town, '),
                      f"grid 'valley': the name 'Millford' is used twice (first at line {first})", None,
                      "grid/valley/Millford", "")]


def test_a_ref_with_an_unknown_key_a_bad_colour_or_no_such_deck_or_column_is_reported_at_the_grid(tmp_path) -> None:
    where = ("GRD001", "game.yaml", *_line_col(FIXTURES / GAME / "game.yaml", "id: valley"))   # the grid's mapping
    cases = [
        ('      - {deck: units, column: hex, label: name, colour: "#f4ecd6", size: "3"}\n',
         "grid 'valley': refs: unknown key 'size'", REF_HINT),
        ('      - {deck: units, column: hex, label: name, colour: blurple}\n',
         "grid 'valley': refs: 'blurple' is not a colour (did you mean 'purple'?): write #rrggbb or a palette name (",
         REF_HINT),
        ("      - {deck: unit, column: hex}\n", "grid 'valley': refs names deck 'unit' column 'hex', which does not "
         "exist", "write {deck: <deck id>, column: <one of its columns>}"),
        ("      - {deck: units, column: hexes}\n", "grid 'valley': refs names deck 'units' column 'hexes', which does "
         "not exist", "write {deck: <deck id>, column: <one of its columns>}"),
        ("      - {deck: units}\n", "grid 'valley': refs names deck 'units' column '', which does not exist",
         "write {deck: <deck id>, column: <one of its columns>}"),
        ("      - {column: hex}\n", "grid 'valley': refs names deck 'None' column 'hex', which does not exist",
         "write {deck: <deck id>, column: <one of its columns>}")]
    for i, (ref, message, hint) in enumerate(cases):
        found = _grd(_variant(tmp_path / str(i), (REFS, ref)))
        assert [f[:4] for f in found] == [where], (ref, found)
        assert found[0][4].startswith(message) and found[0][5:] == (None, "grid/valley/refs", hint), (ref, found)
    # no colour is white, and no label the card's name: a ref of deck and column alone is right
    assert _grd(_variant(tmp_path / "plain", (REFS, "      - {deck: units, column: hex}\n"))) == []


def test_a_card_set_up_off_the_grid_is_reported_at_its_cell_and_an_empty_cell_is_no_place(tmp_path) -> None:
    folder = _variant(tmp_path, (",3,2,5,1,1,1107", ",3,2,5,1,1,Nowhere"), (",5,2,2,2,1,Ashby", ",5,2,2,2,1,"),
                      (",3,2,5,1,1,0102", ",3,2,5,1,1,Ashbyy"), file="cards/units.csv")
    csv = folder / "cards" / "units.csv"
    assert _grd(folder) == sorted([
        ("GRD001", "units.csv", *_line_col(csv, "Nowhere"), "grid 'valley': card 'Hussars' of deck 'units' is set up "
         "at 'Nowhere' (hex), which is not on the map", "Nowhere", "grid/valley/units/red-horse",
         "use a coordinate or a cell's name"),
        ("GRD001", "units.csv", *_line_col(csv, "Ashbyy"), "grid 'valley': card 'Lancers' of deck 'units' is set up "
         "at 'Ashbyy' (hex), which is not on the map", "Ashbyy", "grid/valley/units/blue-horse",
         "did you mean 'Ashby'?")])


RIVER = '"0509/0608", "0509/0609"]'
ROAD = '"1107", "1207"]}'


def test_features_of_no_kind_or_sides_not_of_two_cells_are_reported_and_the_lines_after_still_checked(tmp_path) -> None:
    folder = _variant(tmp_path, ("      - kind: river\n", "      - {kind: canal, cells: [\"0101/0102\"]}\n"
                                                       "      - {kind: rivr, cells: [\"0101/0102\"]}\n"
                                                       "      - kind: river\n"),
                      (RIVER, '"0509/0608", "0509", "0509/0609/0709", "0509/9999", "0101/0303"]'))
    yaml = folder / "game.yaml"
    side_hint = "write the two cells as 'a/b', e.g. '0304/0404'"
    assert _grd(folder) == sorted([
        ("GRD001", "game.yaml", *_line_col(yaml, "kind: canal"), "grid 'valley': unknown feature kind 'canal'", "canal",
         "grid/valley/canal", "declare it under the map's features"),
        ("GRD001", "game.yaml", *_line_col(yaml, "kind: rivr"), "grid 'valley': unknown feature kind 'rivr'", "rivr",
         "grid/valley/rivr", "did you mean 'river'?"),
        ("GRD001", "game.yaml", *_line_col(yaml, '"0509",'), "grid 'valley': river side '0509' must name two cells",
         None, "grid/valley/river", side_hint),
        ("GRD001", "game.yaml", *_line_col(yaml, '"0509/0609/0709"'), "grid 'valley': river side '0509/0609/0709' "
         "must name two cells", None, "grid/valley/river", side_hint),
        ("GRD001", "game.yaml", *_line_col(yaml, '"0509/9999"'), "grid 'valley': river side '0509/9999' names cell "
         "'9999', which is not on the map", "9999", "grid/valley/9999", "cells run from 0101 to 1209"),
        ("GRD002", "game.yaml", *_line_col(yaml, '"0101/0303"'), "grid 'valley': river runs between 0101 and 0303, "
         "which are not neighbours", None, "grid/valley/river/0101/0303", "a side feature lies on the side two "
         "touching cells share")])


def test_a_centre_feature_steps_through_touching_cells_and_needs_two(tmp_path) -> None:
    folder = _variant(tmp_path, (ROAD, '"1107", "1207", "1209", "Nowhere"]}\n'
                                       '      - {kind: road, cells: ["0101"]}'))
    yaml = folder / "game.yaml"
    one = _line_col(yaml, '{kind: road, cells: ["0101"]}')
    assert _grd(folder) == sorted([
        ("GRD002", "game.yaml", *_line_col(yaml, '"1209"'), "grid 'valley': road steps from 1207 to 1209, which are "
         "not neighbours", None, "grid/valley/road/1209", "a centre feature runs through touching cells, one step at "
         "a time"),
        ("GRD001", "game.yaml", *_line_col(yaml, '"Nowhere"'), "grid 'valley': road names cell 'Nowhere', which is "
         "not on the map", "Nowhere", "grid/valley/Nowhere", "cells run from 0101 to 1209"),
        ("GRD001", "game.yaml", *one, "grid 'valley': a road needs at least two cells", None,
         "grid/valley/road", "")])


def test_a_grid_needs_a_column_a_row_and_a_size(tmp_path) -> None:
    for i, (old, new, shown) in enumerate([("    columns: 12\n", "    columns: 0\n", "0 x 9 of 19 mm"),
                                           ("    rows: 9\n", "    rows: 0\n", "12 x 0 of 19 mm"),
                                           ("    size: 19mm\n", "    size: 0mm\n", "12 x 9 of 0 mm")]):
        folder = _variant(tmp_path / str(i), (old, new))
        found = [f for f in _grd(folder) if f[0] == "GRD003"]
        assert found == [("GRD003", "game.yaml", *_line_col(folder / "game.yaml", "id: valley"), "grid 'valley' needs "
                          f"at least one column and row and a size above 0 mm, not {shown}", None, "grid/valley", "")]


def test_a_grid_of_one_small_cell_and_a_road_of_two_cells_are_right(tmp_path) -> None:
    grid = ("grids:\n  - id: dot\n    name: Dot\n    shape: square\n    columns: 1\n    rows: 1\n    size: 0.5mm\n"
            "    terrain: [{id: clear, name: Clear, colour: \"#e9e4c9\"}]\n")
    folder = _variant(tmp_path, ("grids:\n", grid), (ROAD, ROAD + '\n      - {kind: road, cells: ["0101", "0102"]}'))
    assert _grd(folder) == []


def test_a_coordinate_format_that_repeats_says_how_to_pad(tmp_path) -> None:
    folder = _variant(tmp_path, ("    size: 19mm\n", "    size: 19mm\n    label: \"{row}\"\n"))
    assert [f for f in _grd(folder) if f[0] == "GRD003"] == [
        ("GRD003", "game.yaml", *_line_col(folder / "game.yaml", "label: \"{row}\""), "grid 'valley': the format "
         "'{row}' gives two cells the same coordinate", None, "grid/valley", "pad the numbers: {col:02d}")]


HINT_FORMAT = "use {col} and {row}, e.g. '{col:02d}{row:02d}', or {letter} and {row_up}: '{letter}{row_up}'"


@pytest.mark.parametrize("fault, anchor, message, hint", [
    ("    columns: 2\n    label: \"{row}\"\n", "label: \"{row}\"", "grid 'dot': the format '{row}' gives two cells the "
     "same coordinate", "pad the numbers: {col:02d}"),
    ("    columns: 0\n", "id: dot", "grid 'dot' needs at least one column and row and a size above 0 mm, not 0 x 1 "
     "of 5 mm", ""),
    ("    columns: 10\n    label: \"{row:{col}>3}\"\n", "label: \"{row:{col}>3}\"", "grid 'dot': cannot write "
     "coordinates with '{row:{col}>3}': " + _format_error("10>3"), HINT_FORMAT),
])
def test_a_grid_after_a_broken_one_is_still_checked(tmp_path, fault: str, anchor: str, message: str, hint: str) -> None:
    grid = ("grids:\n  - id: dot\n    name: Dot\n    shape: square\n" + fault + "    rows: 1\n    size: 5mm\n"
            "    terrain: [{id: clear, name: Clear, colour: \"#e9e4c9\"}]\n")
    folder = _variant(tmp_path, ("grids:\n", grid), ('"0807", "0808"]', '"9999", "0808"]'))
    yaml = folder / "game.yaml"
    assert _grd(folder) == sorted([
        ("GRD003", "game.yaml", *_line_col(yaml, anchor), message, None, "grid/dot", hint),
        ("GRD001", "game.yaml", *_line_col(yaml, '"9999"'), "grid 'valley': a cell entry names cell '9999', which is "
         "not on the map", "9999", "grid/valley/9999", "cells run from 0101 to 1209")])


def test_a_card_set_up_on_several_cells_has_each_one_checked(tmp_path) -> None:
    # the hex column made a list of places (refs: over a name set of the cells used): Guard on 0304 and 0305 is
    # right, Line on 0203 and 9999 is not
    folder = _variant(tmp_path, ("  unit-types: [Infantry, Cavalry, Artillery]\n",
                                 "  unit-types: [Infantry, Cavalry, Artillery]\n  hexes: [\"0304\", \"0305\", \"0203\", "
                                 "\"9999\", \"0102\", Millford, \"0905\", \"1006\", \"1107\", Ashby]\n"),
                      ("reduced_defence: int, hex: str}", "reduced_defence: int, hex: \"refs:hexes\"}"))
    csv = folder / "cards" / "units.csv"
    text = csv.read_text(encoding="utf-8").replace(",2,2,0304", ",2,2,0304; 0305").replace(",1,2,0203", ",1,2,0203; 9999")
    csv.write_text(text, encoding="utf-8")
    assert _grd(folder) == [
        ("GRD001", "units.csv", *_line_col(csv, "0203; 9999"), "grid 'valley': card 'Line' of deck 'units' is set up "
         "at '9999' (hex), which is not on the map", "9999", "grid/valley/units/blue-line",
         "use a coordinate or a cell's name")]


def test_a_coordinate_format_that_breaks_past_the_first_cell_is_reported_at_the_label(tmp_path) -> None:
    # '{row:{col}>3}' reads for column 1 (fill '1', width 3) but not for column 10: '10>3' is no format spec;
    # the loader tries column 1, row 1 only, so the check is the guard for the other cells
    label = "{row:{col}>3}{col:02d}"
    folder = _variant(tmp_path, ("    size: 19mm\n", f"    size: 19mm\n    label: \"{label}\"\n"))
    assert [f for f in _grd(folder) if f[0] == "GRD003"] == [
        ("GRD003", "game.yaml", *_line_col(folder / "game.yaml", f"label: \"{label}\""), f"grid 'valley': cannot "
         f"write coordinates with '{label}': {_format_error('10>3')}", None, "grid/valley", HINT_FORMAT)]


def test_a_chessboards_letter_and_rank_coordinates_load_and_check(tmp_path) -> None:
    """pitch-tactics (blind writer, set 37) wrote label: "{Letter}{row}" as docs/content-format.md says and got
    SCH002 (KeyError: 'Letter'): the format was tried at load with col and row only. Now it loads, a piece set up
    on 'c1' (the bottom row counted up) is on the board, and 'd1' (no fourth column) is GRD001."""
    grid = ("grids:\n  - id: dot\n    name: Dot\n    shape: square\n    columns: 3\n    rows: 2\n"
            "    label: \"{letter}{row_up}\"\n    size: 20mm\n"
            "    terrain: [{id: clear, name: Clear, colour: \"#e9e4c9\"}]\n"
            "    pieces: [{at: c1, text: Rook}, {at: d1, text: Pawn}]\n")
    folder = _variant(tmp_path, ("grids:\n", grid))
    run = run_check(GAME, content=folder.parent)
    assert not [f for f in run.findings if f["rule"].startswith("SCH")], run.findings
    assert [(f["rule"], f["actual"]) for f in run.findings if f["subject"].startswith("grid/dot")] == \
        [("GRD001", "d1")]

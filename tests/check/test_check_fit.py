"""Physical fit and supply: pieces fit their spaces (by hand-worked geometry), every component is printed or gathered."""
from __future__ import annotations

import json
import math

import pdfplumber
import pytest

from conftest import CONTENT, run_check
from piecepdf import box_of, tile_pages


def _space(shape: str, w: float, h: float):
    from generator.core.errors import Loc
    from generator.model.spaces import Space

    return Space("city", "city 'X'", "x", shape, 0.0, 0.0, w, h, (), Loc("f", 1, 1))


def _piece(shape: str, w: float, h: float, card: bool = False):
    from generator.check.fit import PieceSize

    return PieceSize("Piece", shape, w, h, card, "test")


@pytest.mark.parametrize("shape,w,h,space,count,ok", [
    ("round", 16, 16, 18.0, 1, True),        # 16 + 2 x 1 mm
    ("round", 16, 16, 17.9, 1, False),
    ("box", 12, 12, 18.98, 1, True),         # a 12 mm square by its diagonal: 16.97 + 2
    ("box", 12, 12, 18.9, 1, False),
    ("hex", 13.856, 12, 15.86, 1, True),     # 12 mm across the flats is 13.86 across the corners
    ("round", 10, 10, 23.0, 2, True),        # two discs side by side: (10 + 1) x 2 + 1
    ("round", 10, 10, 22.9, 2, False),
    # eight discs: one in the middle and seven round it, (13 + 1) x 3.3048 - 1 + 2 = 47.27 (volcano-escape's 50 mm
    # regions for 8 villagers of 13 mm, written outside the project, were held to a 3 x 3 block's 60 mm)
    ("round", 13, 13, 47.3, 8, True),
    ("round", 13, 13, 47.2, 8, False),
    ("round", 10, 10, (10 + 1) * 5.1224 - 1 + 2, 20, True),   # the last packing the table knows
    ("round", 10, 10, 60.0, 21, False),                        # past it, the circle round a block of 5 x 5
])
def test_pieces_in_a_round_space(shape, w, h, space, count, ok) -> None:
    from generator.check.fit import fits

    assert fits(_space("circle", space, space), _piece(shape, w, h), count, 1.0)[0] is ok


def test_cards_need_their_size_either_way_round_and_boxes_the_margin() -> None:
    from generator.check.fit import fits

    card = _piece("box", 63, 88, card=True)
    assert fits(_space("box", 63, 88), card, 1, 1.0)[0]
    assert fits(_space("box", 94, 68), card, 1, 1.0)[0]          # a landscape slot holds it sideways
    assert not fits(_space("box", 62.9, 90), card, 1, 1.0)[0]
    token = _piece("round", 12, 12)
    assert fits(_space("box", 27, 14), token, 2, 1.0)[0]          # 12 + 1 + 12, plus 1 mm each side
    assert not fits(_space("box", 26.9, 14), token, 2, 1.0)[0]


def test_a_box_holds_its_pieces_in_any_rows_and_columns() -> None:
    from generator.check.fit import fits

    disciple = _piece("round", 12, 12)
    # The Acts' staging area: twelve 12 mm disciples in two rows of six, 1 mm apart and round the edge
    assert fits(_space("box", 79, 27), disciple, 12, 1.0)[0]          # 6 x 12 + 5 + 2 = 79, 2 x 12 + 1 + 2 = 27
    assert fits(_space("box", 27, 79), disciple, 12, 1.0)[0]          # either way round
    assert not fits(_space("box", 78.9, 27), disciple, 12, 1.0)[0]    # five a row take three rows
    assert not fits(_space("box", 79, 26.9), disciple, 12, 1.0)[0]    # one row of twelve is 157 mm
    assert fits(_space("box", 157, 14), disciple, 12, 1.0)[0]


def test_a_sized_space_passes() -> None:
    run = run_check("fit-sized")
    assert run.exit_code == 0, run.output
    assert run.findings == []


def test_the_four_games_pass_the_fit_and_supply_rules() -> None:
    run = run_check(content=CONTENT)
    bad = [f for f in run.findings if f["rule"].startswith("FIT") or f["rule"] == "CMP005"]
    assert bad == []
    assert set(run.doc["games"]) == {"commerce", "commissioned", "journeys-of-paul", "the-acts"}


def test_supply_lists_every_component_with_its_quantity_per_player_count() -> None:
    from generator.load import load_game
    from generator.model.supply import supply_lines

    loaded = load_game(CONTENT / "the-acts")
    lines = {line.component.id: line for line in supply_lines(loaded.game, loaded.engine.setup)}
    assert set(lines) == {c.id for c in loaded.game.inventory}
    assert all(line.listed for line in lines.values())
    # game.yaml: nine disciples per colour, printed on the token sheet
    assert lines["disciples"].printed_in == ("tokens.pdf",) and not lines["disciples"].gather
    assert dict(lines["disciples"].per_players) == {2: 18, 3: 27, 4: 36}
    assert lines["miracle-cards"].printed_in == ("cards-miracles.pdf",)
    assert lines["board"].printed_in == ("map.pdf",)
    jop = load_game(CONTENT / "journeys-of-paul")
    beads = next(x for x in supply_lines(jop.game, jop.engine.setup) if x.component.id == "glass-beads")
    assert beads.gather and beads.printed_in == () and dict(beads.per_players)[5] == 5
    assert beads.as_manifest()["size"] == "8mm"


def _token_sizes(path, bands: set[str]) -> dict[str, float]:
    """The widest cut line (0.6 pt) of the tokens in each of these bands on the token sheet's fronts, in mm."""
    from piecepdf import stroked, token_bands

    out: dict[str, float] = {}
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages[0::2]:
            for band, box in token_bands(page, stroked(page, 0.6, colour=(0.15, 0.15, 0.15))):
                name = band.split(":")[0]
                if name in bands:
                    out[name] = max(out.get(name, 0.0), max(box.w, box.h))
    return out


def _city_circles(path, title: str, widths: tuple[float, ...]) -> list[float]:
    """Diameters (mm) of the filled, stroked round city spaces drawn on a map's tiles at full size."""
    out = []
    with pdfplumber.open(path) as pdf:
        for page in tile_pages(pdf, title).values():
            for obj in page.curves:
                if obj.get("stroke") and obj.get("fill") and any(abs(obj.get("linewidth", 0) - w) < 0.01 for w in widths):
                    b = box_of(obj, page.height)
                    if abs(b.w - b.h) < 0.05 and 5 < b.w < 40:
                        out.append(b.w)
    return out


@pytest.mark.parametrize("game,title,labels", [
    # the counters game.yaml puts on cities (its pieces), by the names of their token bands
    ("journeys-of-paul", "The Journeys of Paul: Map of the Roman Empire",
     {"Cell Group counters", "Church counters", "Deacon counters"}),
    ("commissioned", "Commissioned: Game board, Side A",
     {"Stop tokens", "Missionary meeples", "Apostle pawns", "Church Member cubes"}),
])
def test_printed_cities_hold_the_printed_counters(game: str, title: str, labels: set[str], pieces) -> None:
    out = pieces(game)
    tokens = _token_sizes(out / "tokens.pdf", labels)
    assert set(tokens) == labels
    circles = _city_circles(out / "map.pdf", title, (1.0, 1.4))
    assert circles, "no city spaces found on the tiles"
    biggest = max(tokens.values())
    # a counter lies inside a city with at least 1 mm round it (the map's margin)
    assert min(circles) >= biggest + 2 - 0.05, (min(circles), tokens)


def _drawn_sizes(pdf, title: str) -> list[tuple[float, float]]:
    """(width, height) in mm of every stroked path drawn on a map's tiles at full size (rects and curves)."""
    out = set()
    for page in tile_pages(pdf, title).values():
        for obj in (*page.rects, *page.curves):
            if obj.get("stroke"):
                b = box_of(obj, page.height)
                if 3 < b.w < 200 and 3 < b.h < 200:
                    out.add((round(b.w, 2), round(b.h, 2)))
    return sorted(out)


def _tile_sizes(pdf) -> list[tuple[float, float]]:
    """(width, height) in mm of the loose tiles' cut outlines (stroked hexes or squares of 30-80 mm)."""
    out = set()
    for page in pdf.pages:
        for obj in page.curves:
            b = box_of(obj, page.height)
            if obj.get("stroke") and 30 < b.w < 80 and 30 < b.h < 80:
                out.add((round(b.w, 2), round(b.h, 2)))
    return sorted(out)


def _measured_piece(game, piece: str, printed: dict[str, float]):
    """A piece's footprint: its token's cut line measured on tokens.pdf, else its card or inventory size."""
    from dataclasses import replace

    from generator.check.fit import piece_size

    p = piece_size(game, piece)
    assert p is not None, piece
    if p.card or p.name not in printed:
        return p                                  # a card (its deck's trim) or a gathered piece (its size)
    side = printed[p.name]                        # the cut line's longer side
    if p.shape == "hex":
        return replace(p, w=side, h=side * math.sqrt(3) / 2)
    if p.h != p.w:
        return replace(p, w=side, h=side * p.h / p.w)
    return replace(p, w=side, h=side)


@pytest.mark.parametrize("game", ["the-acts", "journeys-of-paul", "commissioned", "commerce"])
def test_every_printed_space_holds_the_pieces_the_rules_put_there(game: str, pieces) -> None:
    """For every `pieces` line of every map: each space it names is drawn on the map's tiles (or cut as a loose
    tile) at the size the data gives, and that drawn size holds the piece measured on tokens.pdf (a card: its
    deck's trim; a gathered bead: its inventory size), with the map's margin."""
    from generator.check.fit import _targets, fits
    from generator.load import load_game
    from generator.model.spaces import Space, map_spaces

    out = pieces(game)
    g = load_game(CONTENT / game).game
    names = {c.name for c in g.inventory}
    printed = _token_sizes(out / "tokens.pdf", names)
    checked = set()
    with pdfplumber.open(out / "map.pdf") as pdf:
        for m in g.maps:
            drawn = _tile_sizes(pdf) if m.tiles else _drawn_sizes(pdf, f"{g.title}: {m.name}")
            assert drawn, m.name
            spaces = map_spaces(m)
            for place in m.pieces:
                piece = _measured_piece(g, place.piece, printed)
                targets = _targets(place, spaces, m)
                assert targets, (m.name, place.on)
                for s in {(round(t.w, 2), round(t.h, 2), t.shape): t for t in targets}.values():
                    if s.kind == "tile":
                        # a hex tile is cut at its width across the flats (the circle it holds pieces in)
                        found = [min(dw, dh) for dw, dh in drawn if abs(min(dw, dh) - s.w) < 0.3]
                        got = Space(s.kind, s.name, s.owner, s.shape, 0, 0, min(found), min(found), (), s.loc) \
                            if found else None
                    else:
                        found = [(dw, dh) for dw, dh in drawn if abs(dw - s.w) < 0.3 and abs(dh - s.h) < 0.3]
                        got = Space(s.kind, s.name, s.owner, s.shape, 0, 0, *min(found), (), s.loc) if found else None
                    assert got is not None, f"{m.name}: {s.name} ({s.w:g} x {s.h:g} mm) is not drawn at that size"
                    # PDF coordinates are written to 0.01 pt: allow 0.05 mm of measuring
                    roomy = Space(got.kind, got.name, got.owner, got.shape, 0, 0, got.w + 0.05, got.h + 0.05, (), got.loc)
                    ok, need = fits(roomy, piece, place.count, float(m.margin))
                    assert ok, (f"{m.name}: {s.name} measures {got.w:.2f} x {got.h:.2f} mm on the PDF; "
                                f"{place.count} x {piece.name} ({piece.w:.2f} x {piece.h:.2f} mm) need {need}")
                    checked.add((s.kind, place.piece))
    assert checked


def test_manifest_lists_the_inventory(tmp_path) -> None:
    from typer.testing import CliRunner

    from generator.app.cli import app

    from conftest import FIXTURES

    result = CliRunner().invoke(app, ["build", "clean", "--content", str(FIXTURES), "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    manifest = json.loads((tmp_path / "clean" / "manifest.json").read_text())
    by_id = {e["id"]: e for e in manifest["inventory"]}
    # tests/fixtures/games/clean/game.yaml: 6 market cards, 4 pawns (a token sheet; the mats count them), a die
    assert by_id["market-cards"]["printed_in"] == ["cards-market.pdf"]
    assert by_id["pawns"] == {"id": "pawns", "name": "Pawns", "kind": "piece", "count": 4, "supply": "print",
                              "printed_in": ["tokens.pdf", "boards.pdf"], "per_players": {"2": 2, "3": 3, "4": 4}}
    assert by_id["die"]["supply"] == "gather" and by_id["die"]["printed_in"] == []
    assert [e["id"] for e in manifest["inventory"]] == ["market-cards", "pawns", "die"]


def _mat_game(tmp_path, layout_old: str = "", layout_new: str = "", yaml_old: str = "", yaml_new: str = ""):
    """The board-holds-sized fixture copied, with one change to its mat layout and one to its game.yaml."""
    import shutil

    from conftest import FIXTURES

    folder = tmp_path / "board-holds-sized"
    shutil.copytree(FIXTURES / "board-holds-sized", folder)
    for name, old, new in (("layouts/mat.yaml", layout_old, layout_new), ("game.yaml", yaml_old, yaml_new)):
        if old:
            text = (folder / name).read_text(encoding="utf-8")
            assert text.count(old) == 1, old
            (folder / name).write_text(text.replace(old, new), encoding="utf-8")
    return folder


def test_a_board_whose_areas_hold_their_pieces_passes() -> None:
    run = run_check("board-holds-sized")
    assert run.exit_code == 0, run.output
    assert run.findings == []


def test_board_holds_a_count_below_one_at_its_count(tmp_path) -> None:
    from conftest import assert_fires

    folder = _mat_game(tmp_path, "{piece: market-cards, count: 2}", "{piece: market-cards, count: 0}")
    run = run_check(content=folder.parent)
    assert_fires(run, "FIT003", folder / "layouts/mat.yaml", 4, "count: 0", "holds count must be at least 1, not 0")


def test_board_holds_a_piece_with_no_size(tmp_path) -> None:
    from conftest import assert_fires

    folder = _mat_game(tmp_path, "holds: {piece: pawns}}", "holds: {piece: flags}}",
                       "  - {id: die, name: Weather die", "  - {id: flags, name: Flags, count: 4, kind: piece, "
                                                          "supply: gather}\n  - {id: die, name: Weather die")
    run = run_check(content=folder.parent)
    found = assert_fires(run, "FIT003", folder / "layouts/mat.yaml", 5, "piece: flags", "holds 'flags', which has no size")
    assert found["severity"] == "warning"   # nothing is wrong yet: the fit cannot be measured


def test_the_boards_margin_rings_a_token_but_not_a_card(tmp_path) -> None:
    from conftest import assert_fires

    # the 20 mm ring holds a 16 mm pawn with 2 mm all round, not 3; the 126 x 90 mm slot still holds two cards
    folder = _mat_game(tmp_path, yaml_old="size: 180x120mm, layout: mat,", yaml_new="size: 180x120mm, layout: mat, "
                       "margin: 3mm,")
    run = run_check(content=folder.parent)
    found = assert_fires(run, "FIT001", folder / "layouts/mat.yaml", 5, "ellipse:", "ellipse at [140, 5] is 20 mm "
                         "across, but a Pawn (16 mm across, token sheet, line 85) needs 22.0 mm across with 3 mm to "
                         "spare")
    assert found["expected"] == "22.0 mm across"
    assert {f["rule"] for f in run.findings} == {"FIT001"}
    assert [f["line"] for f in run.findings] == [5, 6]     # the ring and the track (21.25 x 18 mm spaces)


def test_holds_written_short_is_the_same_as_its_piece_line(tmp_path) -> None:
    from generator.load.layout import load_layout

    folder = _mat_game(tmp_path, "holds: {piece: pawns}}", "holds: pawns}")
    short = load_layout(folder / "layouts/mat.yaml").elements[2].holds
    long = load_layout(FIXTURES_SIZED / "layouts/mat.yaml").elements[2].holds
    assert (short.piece, short.count) == (long.piece, long.count) == ("pawns", 1)
    line = (folder / "layouts/mat.yaml").read_text(encoding="utf-8").splitlines()[4]
    assert (short.piece_at.line, short.piece_at.col) == (5, line.index("holds:") + 1)   # where a key is reported


FIXTURES_SIZED = CONTENT.parent / "tests" / "fixtures" / "games" / "board-holds-sized"


def test_every_cell_of_a_grid_that_holds_pieces_is_measured(tmp_path) -> None:
    from conftest import assert_fires

    folder = _mat_game(tmp_path)
    with (folder / "layouts/mat.yaml").open("a", encoding="utf-8") as f:   # three 15 mm cells for 16 mm pawns
        f.write("  - grid:\n      at: [S, 100]\n      cell: [15, 15]\n      columns: 3\n      elements:\n"
                "        - rect: {box: [0, 0, W, H], stroke: ink, holds: pawns}\n")
    run = run_check(content=folder.parent)
    assert_fires(run, "FIT001", folder / "layouts/mat.yaml", 12, "rect:", "grid cell (row 1, column 1) (and 2 more) "
                 "is 15.0 x 15.0 mm, but a Pawn (16 mm across, token sheet, line 85) needs 18.0 x 18.0 mm")


def test_two_discs_fit_a_square_across_its_diagonal() -> None:
    from generator.check.fit import fits

    racer = _piece("round", 18, 18)
    # math-dash: two 18 mm racers on a border track's 36 mm corner square; a row of two needs 39 mm
    assert fits(_space("box", 36, 36), racer, 2, 1.0)[0]
    # the centres' room is 16 x 16 mm, 22.6 apart at most, 19 needed; at 31.5 mm square the room's 11.5 x 11.5
    # diagonal (16.3) is too short
    assert not fits(_space("box", 31.5, 31.5), racer, 2, 1.0)[0]
    assert not fits(_space("box", 36, 36), _piece("box", 18, 18), 2, 1.0)[0]   # square tokens keep to rows


def test_pieces_that_fit_only_touching_one_another_are_a_warning(tmp_path) -> None:
    # colour-dice (written outside the project): two 14 mm pawns on a 30 mm space: 28 mm side by side and 1 mm
    # to the edge each side, touching; with the margin between them too they need 31. The docs promise the margin
    # to the space's edge, so the near miss is tight, not certain: a warning. One mm less is an error
    from generator.check.fit import fits

    pawn = _piece("round", 14, 14)
    assert not fits(_space("circle", 30, 30), pawn, 2, 1.0)[0]
    assert fits(_space("circle", 30, 30), pawn, 2, 1.0, 0.0)[0]
    assert not fits(_space("circle", 29.9, 29.9), pawn, 2, 1.0, 0.0)[0]
    assert fits(_space("box", 30, 16), pawn, 2, 1.0, 0.0)[0] and not fits(_space("box", 30, 16), pawn, 2, 1.0)[0]
    from generator.check import check_game
    from generator.load import load_game

    found = [(f.rule, f.severity) for f in check_game(load_game(CONTENT.parent / "tests" / "corpus" / "colour-dice"))
             if f.rule.startswith("FIT")]
    assert found == [("FIT001", "warning")]

"""The components figure draws each map and player board as it prints, scaled down, not as a blank panel
(generator/render/documents/diagrams/pictures.py; issue 29, "Figures that teach").

The clean fixture (tests/fixtures/games/clean: an island map of 200 x 140 mm, a Player mat of 180 x 120 mm)
is drawn through make_figure; the four shipped rulebooks are measured in their built A4 PDFs: the pixels of
each board's place in the figure, rendered with pypdfium2, are those of a picture (many colours, none
covering most of it), where a panel is one flat colour inside its frame.
"""
from __future__ import annotations

import base64
import io
import re
import shutil
from pathlib import Path

import pytest
from PIL import Image

from generator.load import load_game
from generator.render.documents.diagrams import FigureError, make_figure
from generator.render.documents.diagrams.pictures import PICTURE_DPI, board_pictures

CLEAN = Path(__file__).resolve().parents[2] / "fixtures" / "games" / "clean"
GAMES = ["commissioned", "the-acts", "journeys-of-paul", "commerce"]
MOST_OF_ONE = 0.95     # a picture's commonest colour covers less than this share of it; a panel's covers all
LEAST_COLOURS = 20     # and it has at least this many colours; a panel has one (two with its antialiased edge)


@pytest.fixture
def game(tmp_path: Path) -> Path:
    folder = tmp_path / "clean"
    shutil.copytree(CLEAN, folder, ignore=shutil.ignore_patterns("__pycache__"))
    return folder


def _svg(src: str) -> str:
    return base64.b64decode(src.split(",", 1)[1]).decode("utf-8")


def _pictures(fig) -> dict[str, tuple[tuple[float, float, float, float], Image.Image]]:
    """Each board item's picture: its ref ('map:island'), its box in the figure (x y w h mm) and the image."""
    out = {}
    for src in fig.rows or (fig.src,):
        svg = _svg(src)
        for box, ref, href in re.findall(r'<g class="item" data-shape="board" [^>]*data-box="([^"]+)" '
                                         r'data-picture="([^"]+)">.*?<image [^>]*href="([^"]+)"/>', svg):
            assert href.startswith("data:image/png;base64,")
            image = Image.open(io.BytesIO(base64.b64decode(href.split(",", 1)[1])))
            out[ref] = (tuple(float(v) for v in box.split()), image.convert("RGB"))
    return out


def _flat(image: Image.Image) -> tuple[int, float]:
    """(how many colours, the share of the commonest) of an image."""
    colours = image.getcolors(image.size[0] * image.size[1])
    return len(colours), max(n for n, _ in colours) / (image.size[0] * image.size[1])


def test_each_map_and_player_board_is_drawn_as_it_prints(game: Path):
    """The island and the Player mat each carry a picture the size they are drawn at (PICTURE_DPI of the
    printed figure), which is a drawing, not a flat panel; without `pictures` they stay panels."""
    loaded = load_game(game)
    fig = make_figure(loaded.game, None, "components", pictures=board_pictures(loaded))
    n = int(re.search(r"boards at 1:(\d+)", fig.caption).group(1))
    drawn = _pictures(fig)
    assert sorted(drawn) == ["board:mat", "map:island"]
    for ref, size in (("map:island", (200, 140)), ("board:mat", (180, 120))):
        (x, y, w, h), image = drawn[ref]
        assert (round(w, 2), round(h, 2)) == (round(size[0] / n, 2), round(size[1] / n, 2))
        assert abs(image.size[0] - w / 25.4 * PICTURE_DPI) <= 1 and abs(image.size[1] - h / 25.4 * PICTURE_DPI) <= 1
        colours, top = _flat(image)
        assert colours >= LEAST_COLOURS and top < MOST_OF_ONE, (ref, colours, top)
    plain = make_figure(loaded.game, None, "components")
    assert not _pictures(plain) and "<image" not in "".join(_svg(s) for s in plain.rows)


def test_pictures_are_the_same_bytes_every_time(game: Path):
    loaded = load_game(game)
    first = "".join(make_figure(loaded.game, None, "components", pictures=board_pictures(loaded)).rows)
    again = "".join(make_figure(load_game(game).game, None, "components", pictures=board_pictures(loaded)).rows)
    assert first == again


def test_a_board_its_renderer_refuses_stops_the_figure_with_the_renderers_words(game: Path):
    yaml = game / "game.yaml"
    text = yaml.read_text(encoding="utf-8")
    yaml.write_text(text.replace("component: pawns}", "component: pawns, layout: no-such-layout}"), encoding="utf-8")
    loaded = load_game(game)
    with pytest.raises(FigureError) as info:
        make_figure(loaded.game, None, "components", pictures=board_pictures(loaded))
    assert info.value.message == (f"figure('components') cannot draw board 'mat': {game}/game.yaml:87:105: "
                                  "board 'mat': no layout 'no-such-layout'")
    assert info.value.hint.startswith("layouts: ")


def test_a_figure_takes_no_pictures_option(game: Path):
    from generator.render import BuildOptions
    from generator.render.documents.markdown import DocumentError
    from generator.render.documents.renderer import document_html

    (game / "rulebook.md").write_text("## Box {#box}\n\n{{ figure('components', pictures=1) }}\n", encoding="utf-8")
    with pytest.raises(DocumentError, match=r"rulebook\.md:3: figure\('components'\) takes no option 'pictures'"):
        document_html(load_game(game), "rulebook", BuildOptions())


@pytest.mark.parametrize("game_id", GAMES)
def test_shipped_rulebooks_picture_their_boards_in_the_pdf(shipped, game_id: str):
    """In each built A4 rulebook, every map and player board the components figure shows is a picture where
    it lands on the page: its pixels (pypdfium2, 100 dpi, 0.6 mm inside its frame) are not one flat colour.
    Before, every board was a flat cream panel: one colour over all of it."""
    import pypdfium2

    from figurepdf import figure_rows, figure_svgs

    data, _, loaded, html = shipped.get(game_id, "rulebook", "a4")
    rows = figure_rows(data, html)
    svgs = figure_svgs(html)
    assert len(rows) == len(svgs)
    sides: dict[str, str] = {}       # a board's sides are one component: the figure shows its first
    for m in loaded.game.maps:
        if not m.tiles:
            sides.setdefault(str(m.component or m.id), str(m.id))
    expected = {f"map:{i}" for i in sides.values()} | {f"board:{b.id}" for b in loaded.game.boards}
    seen = set()
    doc = pypdfium2.PdfDocument(data)
    dpi, inset = 100, 0.6
    px = dpi / 25.4
    try:
        for row, (kind, svg, _) in zip(rows, svgs):
            if kind != "components":
                continue
            for box, ref in re.findall(r'<g class="item" data-shape="board" [^>]*data-box="([^"]+)"'
                                       r'(?: data-picture="([^"]+)")?', svg):
                assert ref, f"{game_id}: a board drawn as a panel, not a picture"
                x, y, w, h = (float(v) for v in box.split())
                page = doc[row.page - 1].render(scale=dpi / 72).to_pil().convert("RGB")
                left, top = row.box[0] + x + inset, row.box[1] + y + inset
                area = page.crop((round(left * px), round(top * px), round((left + w - 2 * inset) * px),
                                  round((top + h - 2 * inset) * px)))
                colours, share = _flat(area)
                assert colours >= LEAST_COLOURS and share < MOST_OF_ONE, (game_id, ref, colours, share)
                seen.add(ref)
    finally:
        doc.close()
    assert expected and seen == expected


def test_a_board_whose_copies_name_nothing_is_drawn_under_its_own_name():
    """tests/fixtures/games/board-unknown-set: the board's `each:` names a set the game lacks (the check's error);
    its picture is still drawn, under the board's own name, where the figure once stopped on an empty list."""
    loaded = load_game(CLEAN.parent / "board-unknown-set")
    fig = make_figure(loaded.game, None, "components", pictures=board_pictures(loaded))
    drawn = _pictures(fig)
    assert "board:mat" in drawn
    colours, top = _flat(drawn["board:mat"][1])
    assert colours >= LEAST_COLOURS and top < MOST_OF_ONE


def test_a_grid_map_is_one_of_the_boards_at_the_size_it_prints(tmp_path: Path):
    """knight-court (blind writer, set 33): its two grid boards were left out of the components figure, whose
    caption says 'One of each board'. The hex-wargame fixture's grid is in it, drawn, and its label is the size
    grids.pdf prints it at (the manifest's size_mm, from the grid renderer run through the real writer)."""
    import json

    from generator.render import BuildOptions, RenderJob
    from generator.render.maps.grid import render_grid_maps
    from generator.write.writer import OutputWriter

    folder = tmp_path / "hex-wargame"
    shutil.copytree(CLEAN.parent / "hex-wargame", folder, ignore=shutil.ignore_patterns("__pycache__"))
    loaded = load_game(folder)
    fig = make_figure(loaded.game, None, "components", pictures=board_pictures(loaded))
    grid = loaded.game.grids[0]
    drawn = _pictures(fig)
    assert f"grid:{grid.id}" in drawn
    colours, top = _flat(drawn[f"grid:{grid.id}"][1])
    assert colours >= LEAST_COLOURS and top < MOST_OF_ONE
    writer = OutputWriter(tmp_path / "out", loaded.game.id)
    render_grid_maps(RenderJob(loaded, BuildOptions(), writer))
    writer.commit({"game": loaded.game.id, "version": loaded.game.version})
    manifest = json.loads((tmp_path / "out" / loaded.game.id / "manifest.json").read_text(encoding="utf-8"))
    (entry,) = [f for f in manifest["files"] if f["path"] == "grids.pdf"]
    w, h = next(g["size_mm"] for g in entry["grids"] if g["id"] == grid.id)
    text = "".join(_svg(s) for s in fig.rows)
    assert f"{round(w, 1):g} \u00d7 {round(h, 1):g} mm" in text, re.findall(r"[\d.]+ \u00d7 [\d.]+ mm", text)

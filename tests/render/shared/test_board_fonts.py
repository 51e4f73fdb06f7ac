"""Maps, token sheets and player boards in the game's own fonts (render/shared/board_fonts.py), read from the PDFs.

The game is `pnp new`'s (a map, a token sheet of baskets and four player mats) with Liberation Mono in its fonts/,
as in test_own_fonts.py: pdfplumber reads the embedded font's name off every letter, so each word the data
prints can be found in the face it was set in.
"""
from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest
from typer.testing import CliRunner

from conftest import assert_fires, run_check
from test_own_fonts import FACES, SYSTEM, _findings, _game, _style

pytestmark = pytest.mark.skipif(not all((SYSTEM / f).is_file() for f in FACES.values()),
                                reason="Liberation Mono is not installed (fonts-liberation)")
FRAME_FONTS = {"Lato-Regular", "Lato-Bold"}   # the version stamp, tile labels, band labels: pnp's own words


def _render(folder: Path, out: Path) -> dict[str, Path]:
    """map.pdf, tokens.pdf and boards.pdf of the game, on A4."""
    from generator.load import load_game
    from generator.render import BuildOptions, RenderJob
    from generator.render.boards.renderer import render_boards
    from generator.render.maps.renderer import render_maps
    from generator.render.tokens.renderer import render_tokens
    from generator.write.writer import OutputWriter

    loaded = load_game(folder)
    writer = OutputWriter(out / "stage", folder.name)
    for render in (render_maps, render_tokens, render_boards):
        render(RenderJob(loaded, BuildOptions(), writer))
    pdfs = {}
    for name in ("map", "tokens", "boards"):
        pdfs[name] = out / f"{name}.pdf"
        pdfs[name].write_bytes((writer.stage / f"{name}.pdf").read_bytes())
    writer.abort()
    return pdfs


def _runs(pdf: Path) -> list[tuple[str, str]]:
    """(font, text) of every run of letters set in one font, line by line, on every page."""
    out: list[tuple[str, str]] = []
    with pdfplumber.open(pdf) as doc:
        for page in doc.pages:
            for line in page.extract_text_lines(return_chars=True):
                font, text = None, ""
                for ch in line["chars"]:
                    name = ch["fontname"].split("+")[-1]
                    if name != font and text:
                        out.append((font, text))
                        text = ""
                    font = name
                    text += ch["text"]
                if text:
                    out.append((font, text))
    return out


def _set_in(runs: list[tuple[str, str]], words: str) -> set[str]:
    """The fonts of the runs that hold the words (pdfplumber reads the letters, not the spaces between them)."""
    return {font for font, text in runs if words.replace(" ", "") in text}


def _token_fonts(runs: list[tuple[str, str]], text: str) -> set[str]:
    """The fonts of the runs made only of the text, repeated (a row of tokens reads as one line)."""
    return {font for font, run in runs if run and not run.replace(text, "")}


@pytest.fixture(scope="module")
def own(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[tuple[str, str]]]:
    """The game with title_font and body_font set to its own Liberation Mono, one place named with a letter
    (U+0259) Liberation Mono lacks and Lato has."""
    where = tmp_path_factory.mktemp("own")
    folder = _game(where, tuple(FACES))
    _style(folder, "title_font: Vollkorn", "title_font: Liberation Mono")
    _style(folder, "body_font: Lato", "body_font: Liberation Mono")
    _style(folder, "name: Pear Row,", "name: Pear R\u0259w,")
    assert _findings(folder, "LAY010", "GLY001", "GLY003", "GLY004", "GLY005") == []
    return {name: _runs(pdf) for name, pdf in _render(folder, where).items()}


def test_a_map_prints_every_word_of_its_data_in_the_games_own_font(own) -> None:
    runs = own["map"]
    fonts = {font for font, _ in runs}
    assert {"LiberationMono", "LiberationMono-Bold"} <= fonts, fonts
    assert not {f for f in fonts if f.startswith("Vollkorn")}, fonts   # the title face follows title_font too
    # the game's title and the track's name (title face), the map's name and the key (regular), the places (bold)
    for word, face in (("Carts filled", "LiberationMono"), ("The Orchard", "LiberationMono"),
                       ("Apple Grove", "LiberationMono-Bold"), ("FARMHOUSE", "LiberationMono-Bold"),
                       ("Key", "LiberationMono-Bold")):
        # (the page's label band names the game and map in pnp's Lato, above the board)
        assert _set_in(runs, word) - FRAME_FONTS == {face}, (word, _set_in(runs, word))
    # what the designer's font lacks is set in pnp's Lato, the rest of the name in the designer's
    assert _set_in(runs, "Pear R") == {"LiberationMono-Bold"} and _set_in(runs, "\u0259") == {"Lato-Regular"}
    assert {font for font, _ in runs if font.startswith("Lato")} <= FRAME_FONTS | {"Lato-Regular"}


def test_a_token_sheet_prints_its_tokens_text_in_the_games_own_font(own) -> None:
    runs = own["tokens"]
    assert _token_fonts(runs, "Baskets") == {"LiberationMono-Bold"}   # the band label says it in Lato
    assert {font for font, _ in runs} <= FRAME_FONTS | {"LiberationMono-Bold"}


def test_a_player_board_prints_its_layout_in_the_games_own_font(own) -> None:
    runs = own["boards"]
    assert _set_in(runs, "Red") == {"LiberationMono-Bold"}           # the board's name: title font, bold
    assert _set_in(runs, "Player mat") >= {"LiberationMono"}         # the band's words: body font
    assert {font for font, _ in runs} <= FRAME_FONTS | {"LiberationMono", "LiberationMono-Bold"}


def test_the_board_font_keys_choose_any_family_pnp_has(tmp_path: Path) -> None:
    from generator.app.scaffold import new_game

    folder = new_game("keys", tmp_path).game
    _style(folder, "style:\n", "style:\n  board_title_font: Lato Black\n  board_text_font: Vollkorn\n")
    assert _findings(folder, "LAY010") == []
    pdfs = _render(folder, tmp_path)
    runs = _runs(pdfs["map"])
    assert _set_in(runs, "Carts filled") == {"Lato-Black"}
    assert _set_in(runs, "Apple Grove") == {"Vollkorn-Bold"} and _set_in(runs, "The Orchard") - FRAME_FONTS == {"Vollkorn-Regular"}
    assert _token_fonts(_runs(pdfs["tokens"]), "Baskets") == {"Vollkorn-Bold"}


def test_a_game_that_chooses_nothing_keeps_pnps_faces(tmp_path: Path) -> None:
    from generator.app.scaffold import new_game

    folder = new_game("plain", tmp_path).game
    pdfs = _render(folder, tmp_path)
    runs = _runs(pdfs["map"])
    assert _set_in(runs, "Carts filled") == {"Vollkorn-SemiBold"} and _set_in(runs, "Apple Grove") == {"Lato-Bold"}
    assert {font for font, _ in runs} <= {"Vollkorn-SemiBold", "Lato-Regular", "Lato-Bold", "Lato-Italic"}
    assert _token_fonts(_runs(pdfs["tokens"]), "Baskets") == {"Lato-Bold"}


def test_a_board_font_pnp_lacks_is_lay010_at_its_line_and_the_build_refuses_it(tmp_path: Path) -> None:
    from generator.app.cli import app

    folder = _game(tmp_path)
    _style(folder, "style:\n", "style:\n  board_text_font: Liberation Mon\n")
    game = folder / "game.yaml"
    line = game.read_text(encoding="utf-8").splitlines().index("  board_text_font: Liberation Mon") + 1
    run = run_check("own", content=folder.parent)
    assert run.exit_code == 1
    f = assert_fires(run, "LAY010", game, line, "board_text_font",
                     "style board_text_font 'Liberation Mon' is not a font pnp has")
    assert f["hint"].startswith("did you mean 'Liberation Mono'?")
    built = CliRunner().invoke(app, ["build", "own", "--content", str(folder.parent), "--out", str(tmp_path / "out"),
                                     "--only", "map", "--no-check"])
    assert built.exit_code == 1 and "Traceback" not in built.output
    assert f"game.yaml:{line}:" in built.output
    assert "error[LAY010] style board_text_font 'Liberation Mon' is not a font pnp has" in built.output


def test_a_map_name_no_font_can_draw_is_gly001_at_its_place(tmp_path: Path) -> None:
    folder = _game(tmp_path)
    _style(folder, "name: Plum Corner,", "name: Plum \u6771,")
    game = folder / "game.yaml"
    line = next(i for i, text in enumerate(game.read_text(encoding="utf-8").splitlines(), 1) if "\u6771" in text)
    assert_fires(run_check("own", content=folder.parent), "GLY001", game, line, "\u6771",
                 "no font of the game can draw '\u6771' (U+6771")


def test_a_grid_map_prints_in_the_board_fonts(tmp_path: Path) -> None:
    """`pnp new --template wargame`'s hex valley with Liberation Mono named by the board keys themselves: the
    title, the cells' coordinates and names, the pieces and the key in it."""
    from generator.load import load_game
    from generator.render import BuildOptions, RenderJob
    from generator.render.maps.grid import render_grid_maps
    from generator.app.scaffold import new_game
    from generator.write.writer import OutputWriter

    folder = new_game("valley", tmp_path, template="wargame").game
    (folder / "fonts").mkdir()
    for face in ("Regular", "Bold"):
        (folder / "fonts" / FACES[face]).write_bytes((SYSTEM / FACES[face]).read_bytes())
    (folder / "fonts" / "OFL.txt").write_text("SIL Open Font License 1.1\n", encoding="utf-8")
    _style(folder, "style:\n", "style:\n  board_title_font: Liberation Mono\n  board_text_font: Liberation Mono\n")
    assert _findings(folder, "LAY010", "GLY003", "GLY004") == []
    writer = OutputWriter(tmp_path / "stage", "valley")
    render_grid_maps(RenderJob(load_game(folder), BuildOptions(), writer))
    pdf = tmp_path / "grids.pdf"
    pdf.write_bytes((writer.stage / "grids.pdf").read_bytes())
    writer.abort()
    runs = _runs(pdf)
    assert _set_in(runs, "Millford") - FRAME_FONTS == {"LiberationMono-Bold"}   # a cell's name
    assert _set_in(runs, "Blue HQ") == {"LiberationMono-Bold"}                  # a piece
    assert _set_in(runs, "Forest") == {"LiberationMono"}                        # the key
    assert {font for font, _ in runs} <= FRAME_FONTS | {"LiberationMono", "LiberationMono-Bold"}


def test_a_board_layouts_text_no_font_can_draw_is_gly001_in_the_layout(tmp_path: Path) -> None:
    folder = _game(tmp_path)
    _style(folder, "{id: player-mat, name: Player mat, size: 180x120mm,",
           "{id: player-mat, name: Player mat, size: 180x120mm, layout: mat,")
    layout = folder / "layouts" / "mat.yaml"
    layout.write_text("elements:\n  # a comment with \u6771 prints nothing\n"
                      "  - text: {box: [S, S, 80, 12], text: \"Mat \u6771\", size: 12}\n", encoding="utf-8")
    run = run_check("own", content=folder.parent)
    hits = [f for f in run.findings if f["rule"] == "GLY001" and Path(f["file"]).name == "mat.yaml"]
    assert len(hits) == 1, run.output   # the commented one is not printed
    assert_fires(run, "GLY001", layout, 3, "\u6771\"", "no font of the game can draw '\u6771' (U+6771")

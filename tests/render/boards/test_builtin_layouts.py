"""pnp's own layouts print what docs/boards.md says they do: the default `player-board` prints a board's
`texts:` words (they were read by no element of it, so a designer's abilities vanished from the print)."""
from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from contenttools import run_check
from piecepdf import render_pieces

MAT = "  - {id: player-mat, name: Player mat, size: 180x120mm, colours: [red, blue, green, yellow]}"


@pytest.fixture
def game(tmp_path: Path) -> Path:
    """The `pnp new` card game, whose player mats use the default layout (no `layout:`)."""
    from generator.app.scaffold import new_game

    folder = new_game("mats", tmp_path / "content", "cards").game
    assert (folder / "game.yaml").read_text(encoding="utf-8").count(MAT) == 1
    return folder


def _boards(game: Path, out: Path) -> list[str]:
    """Each page's text of boards.pdf, its lines joined by ' | '."""
    with pdfplumber.open(render_pieces(game, out) / "boards.pdf") as pdf:
        return [" | ".join((page.extract_text() or "").splitlines()) for page in pdf.pages]


def test_the_default_player_board_prints_each_boards_own_words(game: Path, tmp_path: Path) -> None:
    path = game / "game.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace(
        MAT, MAT[:-1] + ", texts: {Red: Moves first., Green: Draws an extra card at the start of each round.}}"),
        encoding="utf-8")
    code, report = run_check(game.parent, "mats")
    assert code == 0, report["findings"]
    pages = _boards(game, tmp_path / "out")
    # a page: each board's band (its name, then the sheet's name and the game's), its words below; the stamp
    assert pages[0].startswith("Red Player mat · Mats | Moves first. | Blue Player mat · Mats | Mats v0.1 · ")
    assert pages[1].startswith("Green Player mat · Mats | Draws an extra card at the start of each round. | "
                               "Yellow Player mat · Mats | Mats v0.1 · ")


def test_a_board_without_words_prints_its_band_alone(game: Path, tmp_path: Path) -> None:
    pages = _boards(game, tmp_path / "out")
    assert pages[0].startswith("Red Player mat · Mats | Blue Player mat · Mats | Mats v0.1 · ")


def test_a_board_too_short_for_a_play_area_prints_its_band_alone(game: Path, tmp_path: Path) -> None:
    """letter-tiles' tile racks, 150 x 36 mm: the default layout's play area reached 5 mm off the board (LAY008 at
    pnp's own template, which the designer could not fix). A short board is its band, its words left out."""
    path = game / "game.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace(
        MAT, MAT.replace("180x120mm", "150x36mm")[:-1] + ", texts: {Red: Moves first.}}"), encoding="utf-8")
    code, report = run_check(game.parent, "mats")
    assert code == 0, report["findings"]
    pages = _boards(game, tmp_path / "out")
    assert pages[0].startswith("Red Player mat · Mats Blue Player mat · Mats | Green Player mat · Mats Yellow Player "
                               "mat · Mats | Mats v0.1 · ")   # two boards a row, all four on one sheet
    assert "Moves first." not in pages[0]


def test_the_default_card_prints_each_filled_column_as_a_labelled_line(game: Path, tmp_path: Path) -> None:
    """`layout: card`: 'Label: value' for every column with a value; a yes/no column its label alone where it
    is yes; an empty int?, ref?: or amounts: cell, or a no, prints no line (not 'Bonus:' with nothing)."""
    from generator.load import load_game
    from generator.render import BuildOptions, RenderJob
    from generator.render.cards.renderer import render_cards
    from generator.write.writer import OutputWriter

    path = game / "game.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace(
        '    layout: harvest        # layouts/harvest.yaml\n    fields: {fruit: "ref:resources", value: int, text: text}',
        '    layout: card\n    fields: {fruit: "ref:resources", value: int, text: text, wild: bool, bonus: "int?", '
        'pair: "ref?:resources", gives: "amounts:resources"}'), encoding="utf-8")
    (game / "cards" / "harvest.csv").write_text(
        "id,name,count,fruit,value,text,wild,bonus,pair,gives\n"
        "apple-1,Early Apple,9,Apple,1,Take one more card.,yes,0,Pear,2 Pear; 1 Plum\n"
        "apple-2,Golden Apple,9,Apple,2,Worth two.,no,,,\n", encoding="utf-8")
    code, report = run_check(game.parent, "mats")
    assert code == 0, report["findings"]
    writer = OutputWriter(tmp_path / "out", "mats")
    render_cards(RenderJob(load_game(game), BuildOptions(), writer))
    writer.commit({"game": "mats"})
    with pdfplumber.open(tmp_path / "out" / "mats" / "cards-harvest.pdf") as pdf:
        page = pdf.pages[0]
        first = page.crop((0, 0, page.width / 3, page.height / 3)).extract_text().splitlines()
        golden = pdf.pages[1].crop((0, 0, page.width / 3, page.height / 3)).extract_text().splitlines()
    assert first == ["Early Apple", "Fruit: Apple", "Value: 1", "Text: Take one more card.", "Wild", "Bonus: 0",
                     "Pair: Pear", "Gives: 2 Pear, 1 Plum", "Harvest"]
    assert golden == ["Golden Apple", "Fruit: Apple", "Value: 2", "Text: Worth two.", "Harvest"]


def test_the_default_back_keeps_its_title_clear_of_the_emblem_on_a_small_card(game: Path, tmp_path: Path) -> None:
    """pnp's `back` on a 45 mm square tile (corpus game pathways): the 28 mm emblem reached into the title
    line below it, white on white, and the build stopped with LAY013 in pnp's own template. Under 54 mm tall
    the emblem shrinks (min(14, H/2 - S - 10) mm across its radius: 9.5 here, 45/2 - 3 - 10); on a poker
    card it stays 28 mm."""
    from generator.load import load_game
    from generator.render import BuildOptions, RenderJob
    from generator.render.cards.renderer import render_cards
    from generator.write.writer import OutputWriter

    path = game / "game.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace(
        "    size: poker            # poker, bridge, tarot, mini, square, or e.g. 60x90mm\n"
        "    layout: harvest        # layouts/harvest.yaml\n",
        "    size: 45x45mm\n    layout: card\n    back: Orchard\n"), encoding="utf-8")
    code, report = run_check(game.parent, "mats")
    assert code == 0, report["findings"]
    writer = OutputWriter(tmp_path / "out", "mats")
    render_cards(RenderJob(load_game(game), BuildOptions(), writer))
    writer.commit({"game": "mats"})
    mm = 72 / 25.4
    with pdfplumber.open(tmp_path / "out" / "mats" / "cards-harvest-backs.pdf") as pdf:
        page = pdf.pages[0]
        # the first back's emblem: the filled curve about 19 mm across (2 x 9.5), not 28
        emblems = [c for c in page.curves if c.get("fill") and abs((c["x1"] - c["x0"]) - 19 * mm) < 0.5]
        assert emblems, [round((c["x1"] - c["x0"]) / mm, 1) for c in page.curves]
        emblem = min(emblems, key=lambda c: (round(c["top"]), c["x0"]))
        # the title under it: the italic game title, its words wholly below the emblem's lowest point
        titles = [w for w in page.extract_words() if w["text"] == "Mats" and w["top"] > emblem["top"]
                  and emblem["x0"] <= (w["x0"] + w["x1"]) / 2 <= emblem["x1"]]
        title = min(titles, key=lambda w: w["top"])
        assert title["top"] >= emblem["bottom"], (title, emblem["bottom"])

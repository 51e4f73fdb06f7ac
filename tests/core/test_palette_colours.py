"""A colour anywhere in game.yaml (tokens, maps, boards) may be a name of the game's own style.palette."""
from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from contenttools import line_of, run_check
from piecepdf import render_pieces


@pytest.fixture
def game(tmp_path: Path) -> Path:
    """The `pnp new` card game: its style.palette names fruit-apple #b8432f, fruit-pear #7f9a3a, fruit-plum."""
    from generator.app.scaffold import new_game

    return new_game("orchard", tmp_path / "content", "cards").game


def _edit(game: Path, old: str, new: str) -> Path:
    path = game / "game.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


BASKETS = "  - {component: baskets, shape: round, size: 20, colours: [red, blue, green, yellow]}"


def _fills(pdf_path: Path) -> set[tuple[float, ...]]:
    with pdfplumber.open(pdf_path) as pdf:
        return {tuple(round(v, 3) for v in obj["non_stroking_color"])
                for page in pdf.pages for obj in page.curves + page.rects
                if isinstance(obj.get("non_stroking_color"), (list, tuple)) and len(obj["non_stroking_color"]) == 3}


def _rgb(hexed: str) -> tuple[float, ...]:
    return tuple(round(int(hexed[i:i + 2], 16) / 255, 3) for i in (1, 3, 5))


def _tint(hexed: str) -> tuple[float, ...]:
    return tuple(round(v + (1 - v) * 0.5, 3) for v in (int(hexed[i:i + 2], 16) / 255 for i in (1, 3, 5)))


def test_tokens_and_regions_take_the_games_palette_names(game: Path, tmp_path: Path) -> None:
    from generator.load import load_game
    from generator.core.palette import colour_hex

    _edit(game, BASKETS, "  - {component: baskets, shape: round, size: 20, faces: ["
                         "{front: Apple, count: 2, colour: fruit-apple}, {front: Pear, count: 2, colour: Fruit-Pear}]}")
    _edit(game, "{id: lowland, name: Lowland, colour: green}", "{id: lowland, name: Lowland, colour: fruit-plum}")
    code, report = run_check(game.parent, "orchard")
    assert code == 0, report["findings"]
    loaded = load_game(game).game
    faces = loaded.tokens[0].faces
    assert [str(f.colour) for f in faces] == ["fruit-apple", "fruit-pear"]     # the name stays the name
    assert [colour_hex(f.colour) for f in faces] == ["#b8432f", "#7f9a3a"]   # resolved from style.palette
    assert colour_hex(loaded.maps[0].regions[0].colour) == "#6a3f7a"
    out = render_pieces(game, tmp_path / "out")
    assert {_rgb("#b8432f"), _rgb("#7f9a3a")} <= _fills(out / "tokens.pdf")
    # the region's patches and its swatch in the map's key, both its colour mixed half with white; no grey
    # swatch, the fallback of a colour name the key could not read
    fills = _fills(out / "map.pdf")
    assert _tint("#6a3f7a") in fills and _tint("#b8b8b8") not in fills


def test_a_shared_name_keeps_its_shared_colour_outside_layouts(game: Path) -> None:
    """A style that redefines red for its card layouts does not recolour red tokens and regions (the shipped
    games' printed colours stay as they were)."""
    from generator.load import load_game
    from generator.core.palette import PALETTE, colour_hex

    _edit(game, '    paper: "#fbf7ee"\n', '    paper: "#fbf7ee"\n    red: "#aa0000"\n')
    loaded = load_game(game).game
    assert colour_hex(loaded.tokens[0].colours[0]) == PALETTE["red"]


def test_a_colour_that_is_no_palette_name_is_sch002_at_its_value(game: Path) -> None:
    path = _edit(game, BASKETS, "  - {component: baskets, shape: round, size: 20, colours: [red, fruit-peach]}")
    code, report = run_check(game.parent, "orchard")
    assert code == 2
    [finding] = [f for f in report["findings"] if f["rule"] == "SCH002"]
    line = line_of(path, "fruit-peach")
    col = path.read_text(encoding="utf-8").splitlines()[line - 1].index("fruit-peach") + 1
    assert (Path(finding["file"]).name, finding["line"], finding["column"]) == ("game.yaml", line, col)
    assert finding["message"] == (
        "tokens[1].colours[2]: 'fruit-peach' is not a colour (did you mean 'fruit-pear'?): write #rrggbb or a "
        "palette name (red, blue, green, yellow, purple, orange, teal, pink, brown, grey, black, white, sand, sea, "
        "light, dark, olive, forest, stone, ice, navy; the game's style palette: paper, ink, band-ink, muted, "
        "fruit-apple, fruit-pear, fruit-plum)")


def test_a_style_palette_entry_cannot_name_another_of_its_own(game: Path) -> None:
    """style.palette's own values stay #rrggbb or shared names: no entry is defined by another (no cycles)."""
    path = _edit(game, '    muted: "#7a7466"\n', '    muted: fruit-apple\n')
    code, report = run_check(game.parent, "orchard")
    assert code == 2
    [finding] = [f for f in report["findings"] if f["rule"] == "SCH002"]
    assert finding["line"] == line_of(path, "muted: fruit-apple")
    assert finding["message"].startswith("style.palette.muted: 'fruit-apple' is not a colour")


def test_a_palette_key_that_differs_only_in_accents_is_that_key() -> None:
    """kofa-piac (tests/corpus, in Hungarian): a layout's `'aru-' ~ (aru | slug)` gives 'aru-szalámi' (a slug keeps
    a name's accents); a palette written 'aru-szalami' is meant, and the other way round. Two keys of the same
    letters but their accents leave the choice open: unknown."""
    from generator.core.palette import layout_colour

    assert layout_colour({"aru-szalami": "#112233"}, "aru-szalámi") == "#112233"
    assert layout_colour({"aru-szalámi": "#112233"}, "aru-szalami") == "#112233"
    with pytest.raises(KeyError):
        layout_colour({"a-é": "#111111", "a-e": "#222222"}, "a-ê")
    with pytest.raises(KeyError):
        layout_colour({"aru-szalami": "#112233"}, "aru-kolbasz")


def test_a_token_text_wholly_in_pnps_symbols_font_prints(game: Path, tmp_path: Path) -> None:
    """pho-stall (tests/corpus, written outside the project): a token whose text was '★' printed blank, the one run
    of the line drawn in the sheet's Lato (which has no star) instead of the fallback font the check counted on."""
    _edit(game, BASKETS, '  - {component: baskets, shape: round, size: 20, faces: [{front: "★", count: 4, '
                         'colour: yellow}]}')
    out = render_pieces(game, tmp_path / "out")
    with pdfplumber.open(out / "tokens.pdf") as pdf:
        stars = [ch for page in pdf.pages for ch in page.chars if ch["text"] == "★"]
    assert len(stars) == 4 and {ch["fontname"].split("+")[-1] for ch in stars} == {"PnpSymbols-Regular"}

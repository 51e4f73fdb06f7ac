"""A tiled board's overview prints no word under 6 pt (issue 29): it names what has room at 6 pt, on A4, Letter
and --map-paper a3, for every shipped game with a map (render/maps/overview.py, docs/boards.md Tiling).

Measured before: Commissioned's overviews printed 712 and 885 letters under 6 pt (the smallest 2.1 pt), The
Acts' 852 and 754 (2.5 pt), Journeys' 537 (2.6 pt)."""
from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from conftest import CONTENT
from piecepdf import GAMES


def _map_paper_a3(game_id: str, out: Path) -> Path:
    """map.pdf of a shipped game built with --map-paper a3 (the maps renderer alone, through the real writer)."""
    from generator.load import load_game
    from generator.render import BuildOptions, RenderJob
    from generator.render.maps.renderer import render_maps
    from generator.write.writer import OutputWriter

    loaded = load_game(CONTENT / game_id)
    writer = OutputWriter(out, loaded.game.id)
    render_maps(RenderJob(loaded, BuildOptions(paper="a4", map_paper="a3"), writer))
    writer.commit({"game": loaded.game.id, "version": loaded.game.version})
    return out / loaded.game.id / "map.pdf"


@pytest.fixture(scope="module")
def a3_maps(tmp_path_factory):
    done: dict[str, Path] = {}

    def get(game_id: str) -> Path:
        if game_id not in done:
            done[game_id] = _map_paper_a3(game_id, tmp_path_factory.mktemp(f"a3-{game_id}"))
        return done[game_id]
    return get


def _map_pdf(game_id: str, paper: str, pieces, a3_maps) -> Path:
    return a3_maps(game_id) if paper == "a3" else pieces(game_id, paper) / "map.pdf"


def _overviews(pdf) -> list:
    return [p for p in pdf.pages if " overview" in (p.extract_text() or "").splitlines()[0]]


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
@pytest.mark.parametrize("game_id", GAMES)
def test_no_letter_on_an_overview_is_under_6_pt(game_id: str, paper: str, pieces, a3_maps) -> None:
    path = _map_pdf(game_id, paper, pieces, a3_maps)
    with pdfplumber.open(path) as pdf:
        overviews = _overviews(pdf)
        assert overviews, f"{game_id} {paper}: no overview page"
        for page in overviews:
            small = sorted({(ch["text"], round(ch["size"], 2)) for ch in page.chars
                            if ch["text"].strip() and ch["size"] < 6 - 1e-3})
            assert not small, f"{game_id} {paper} page {page.page_number}: under 6 pt: {small[:10]}"


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_the_acts_overview_still_names_each_region_and_the_board(paper: str, pieces, a3_maps) -> None:
    """game.yaml: each side of The Acts' board has its region boxes (Judea, Cilicia ...); their names (16 pt at full
    size, 6.7 pt at 42%) and the title block are what the overview prints first."""
    from generator.load import load_game

    game = load_game(CONTENT / "the-acts").game
    with pdfplumber.open(_map_pdf("the-acts", paper, pieces, a3_maps)) as pdf:
        overviews = _overviews(pdf)
        assert len(overviews) == len(game.maps) == 2
        for m, page in zip(game.maps, overviews):
            text = page.extract_text() or ""
            regions = [x.name for x in m.locations if x.kind == "region"]
            assert len(regions) >= 5
            for name in [*regions, game.title, m.name]:
                assert name in text, f"{m.name} ({paper}): '{name}' is not on the overview"
            if paper != "a3":   # at 42% the board's small print is left to the tiles, and the page says so
                assert "the tiles print every name and number" in " ".join(text.split())


def test_commissioned_overview_prints_the_key_beside_the_board_at_6_pt(pieces) -> None:
    """680 x 500 mm at 35% on A4 landscape, centred, leaves 19.5 mm each side, too little for the key (37 mm at
    6 pt); moved to the left margin the board leaves 43 mm on its right: the key goes there, its words at 6 pt,
    right of the board's frame, naming the regions of game.yaml. Both sides of the board."""
    from generator.load import load_game

    from piecepdf import MM

    game = load_game(CONTENT / "commissioned").game
    with pdfplumber.open(pieces("commissioned") / "map.pdf") as pdf:
        pages = _overviews(pdf)
        assert len(pages) == len(game.maps) == 2
        for m, page in zip(game.maps, pages):
            frame = max((r for r in page.rects if not r.get("fill")), key=lambda r: r["width"] * r["height"])
            assert abs(frame["x0"] / MM - 8) < 0.5, f"{m.name}: the board is not moved to the left margin"
            key = [w for w in page.extract_words() if w["x0"] > frame["x1"] and w["bottom"] < frame["bottom"]]
            text = " ".join(w["text"] for w in key)
            # the regions the key names: those with a city (legend.py), read from game.yaml
            drawn = [r.name for r in m.regions if any(x.region == r.id and x.kind == "city" for x in m.locations)]
            assert len(drawn) >= 5
            for name in ["Key", "Land", "Sea", *drawn]:
                assert name in text, f"{m.name}: the key beside the board lacks '{name}'"
            assert all(ch["size"] >= 6 - 1e-3 for ch in page.chars if ch["x0"] > frame["x1"])
            assert all(ch["x1"] / MM <= 297 - 8 + 0.1 for ch in page.chars if ch["x0"] > frame["x1"])


def _pills(page) -> list:
    """The label pills drawn on a page: small filled round shapes without an outline, white or the track marks'
    yellow (a track mark's label, a region's START tag, the overview's own plates under its words)."""
    from generator.render.maps.tracks import MARK

    from piecepdf import MM

    white, yellow = (1.0, 1.0, 1.0), tuple(round(v, 3) for v in MARK.rgb())
    out = []
    for c in page.curves:
        colour = tuple(round(float(v), 3) for v in (c.get("non_stroking_color") or ()))
        w, h = (c["x1"] - c["x0"]) / MM, (c["bottom"] - c["top"]) / MM
        if c.get("fill") and not c.get("stroke") and colour in (white, yellow) and w >= 3 and 1.2 <= h <= 6:
            out.append(c)
    return out


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_pill_on_an_overview_carries_its_word(game_id: str, paper: str, pieces, a3_maps) -> None:
    """The quiet board under the overview's words drew the coloured pills of labels whose words it left out: on
    The Acts' overviews three empty yellow bars (the 'End (2 players)' marks of the Believers track) and a
    white one on Judea's header (its START tag), on Commissioned's two under its tracks. A pill now prints only
    with its word on it."""
    with pdfplumber.open(_map_pdf(game_id, paper, pieces, a3_maps)) as pdf:
        for page in _overviews(pdf):
            for pill in _pills(page):
                inside = [ch for ch in page.chars if ch["text"].strip()
                          and pill["x0"] - 0.5 <= (ch["x0"] + ch["x1"]) / 2 <= pill["x1"] + 0.5
                          and pill["top"] - 0.5 <= (ch["top"] + ch["bottom"]) / 2 <= pill["bottom"] + 0.5]
                assert inside, (f"{game_id} {paper} page {page.page_number}: an empty pill at "
                                f"({pill['x0']:.0f}, {pill['top']:.0f}) pt, {pill['x1'] - pill['x0']:.1f} pt wide")
